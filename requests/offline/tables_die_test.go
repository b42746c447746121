package offline

import "testing"

// TestTableDieAsPrinted pins a table's die where its title or its check
// line prints it ("Random Encounters d6 table", "Roll 1d8 every hour",
// "(d10)"), or its rows run 1 to a die's faces with none printed: the
// title keeps its name without the die and the word "table" after it,
// as a zine and a TSR-style module print it.
func TestTableDieAsPrinted(t *testing.T) {
	const rows = "1 Goblins (2d4)\n2 Giant rats (3d6)\n3 Kobolds (4d4)\n4 Orcs (1d6)\n5 Stirges (1d10)\n6 Nothing"
	const got = " []: 1=Goblins (2d4) (2d4); 2=Giant rats (3d6) (3d6); 3=Kobolds (4d4) (4d4); 4=Orcs (1d6) (1d6); 5=Stirges (1d10) (1d10); 6=Nothing () @"
	const ranged = "1-2 Goblins (2d4)\n3-4 Giant rats (3d6)\n5 Kobolds (4d4)\n6-7 Orcs (1d6)"
	for _, tc := range []struct {
		name, text, want string
	}{
		{"zine: a heading with the die and the word table", "### Random Encounters d6 table\n" + rows, "Random Encounters d6" + got},
		{"zine: a bold title, the die table after a colon", "**Wandering Monsters: d6 Table**\n" + rows, "Wandering Monsters d6" + got},
		{"TSR: a title in capitals, the die table in capitals", "WANDERING MONSTERS D6 TABLE\n" + rows, "WANDERING MONSTERS d6" + got},
		{"TSR: the die in the check line over ranges short of it", "### Random Encounters\nRoll 1d8 every hour.\n" + ranged,
			"Random Encounters 1d8 [Roll 1d8 every hour]: 1-2=Goblins (2d4) (2d4); 3-4=Giant rats (3d6) (3d6); 5=Kobolds (4d4) (4d4); 6-7=Orcs (1d6) (1d6) @"},
		{"zine: the die in brackets after the title", "### Random Encounters (d8)\n" + ranged,
			"Random Encounters d8 []: 1-2=Goblins (2d4) (2d4); 3-4=Giant rats (3d6) (3d6); 5=Kobolds (4d4) (4d4); 6-7=Orcs (1d6) (1d6) @"},
		{"zine: no die printed, rows 1 to 6", "### Wandering Monsters\n" + rows, "Wandering Monsters d6" + got},
	} {
		t.Run(tc.name, func(t *testing.T) {
			readsAsPrinted(t, tc.text+"\n\n**1. Entrance.** A goblin watches.", []string{tc.want}, []string{"1"}, []string{"1: 1 goblin"})
		})
	}
}
