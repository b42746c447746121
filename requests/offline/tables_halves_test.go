package offline

import "testing"

// TestTableInHalves pins a d12 or d20 table printed as a grid split in
// two column halves, rows 1–6 on the left and 7–12 on the right, its
// die printed or not: the text layer gives the halves one after the
// other, a break or the header printed again between them, or side by
// side on each line ("1 Goblins 7 Ghouls"). Each is one table of all its
// rows, its die the one they cover; keys numbered on after a table's rows
// are no half of it (see TestTableSegmentation).
func TestTableInHalves(t *testing.T) {
	const key = "\n\nDUNGEON KEY\n1. ENTRANCE: A goblin watches the stair."
	d12 := "Wandering Monsters d12 []: 1=Goblins (2d4) (2d4); 2=Giant rats (3d6) (3d6); 3=Kobolds (4d4) (4d4); 4=Orcs (1d6) (1d6); 5=Stirges (1d10) (1d10); 6=Zombies (2d4) (2d4); 7=Ghouls (1d4) (1d4); 8=Bugbears (2d4) (2d4); 9=Owlbear (1) (1); 10=Harpies (1d4) (1d4); 11=Wight (1) (1); 12=Roll twice () @"
	for _, tc := range []struct {
		name, text string
		tables     []string
	}{
		{"B/X: a title in capitals, rows with their full stops, the right half after a blank line",
			"WANDERING MONSTERS\n1. Goblins (2d4)\n2. Giant rats (3d6)\n3. Kobolds (4d4)\n4. Orcs (1d6)\n5. Stirges (1d10)\n6. Zombies (2d4)\n\n7. Ghouls (1d4)\n8. Bugbears (2d4)\n9. Owlbear (1)\n10. Harpies (1d4)\n11. Wight (1)\n12. Roll twice" + key,
			[]string{"WANDERING MONSTERS" + d12[len("Wandering Monsters"):]}},
		{"zine: a heading, a grid of two columns with no header row, the right half a grid of its own",
			"### Wandering Monsters\n| 1 | Goblins (2d4) |\n| 2 | Giant rats (3d6) |\n| 3 | Kobolds (4d4) |\n| 4 | Orcs (1d6) |\n| 5 | Stirges (1d10) |\n| 6 | Zombies (2d4) |\n\n| 7 | Ghouls (1d4) |\n| 8 | Bugbears (2d4) |\n| 9 | Owlbear (1) |\n| 10 | Harpies (1d4) |\n| 11 | Wight (1) |\n| 12 | Roll twice |" + key,
			[]string{d12}},
		{"OSR: a bold title, a d20 table in halves of ten after a blank line, counts after the creature",
			"**Wandering Monsters**\n1 Goblins 2d4\n2 Giant rats 3d6\n3 Kobolds 4d4\n4 Orcs 1d6\n5 Stirges 1d10\n6 Zombies 2d4\n7 Bats\n8 Spiders\n9 Gnolls\n10 Ghast\n\n11 Ghouls 1d4\n12 Bugbears 2d4\n13 Owlbear 1\n14 Harpies 1d4\n15 Wight 1\n16 Nothing\n17 Ogre\n18 Troll\n19 Wraith\n20 Roll twice" + key,
			[]string{"Wandering Monsters d20 []: 1=Goblins 2d4 (2d4); 2=Giant rats 3d6 (3d6); 3=Kobolds 4d4 (4d4); 4=Orcs 1d6 (1d6); 5=Stirges 1d10 (1d10); 6=Zombies 2d4 (2d4); 7=Bats (); 8=Spiders (); 9=Gnolls (); 10=Ghast (); 11=Ghouls 1d4 (1d4); 12=Bugbears 2d4 (2d4); 13=Owlbear 1 (1); 14=Harpies 1d4 (1d4); 15=Wight 1 (1); 16=Nothing (); 17=Ogre (); 18=Troll (); 19=Wraith (); 20=Roll twice () @"}},
		{"TSR: a die header over each half, the right half right under the left",
			"### Wandering Monsters\nd12 Monster\n1 Goblins (2d4)\n2 Giant rats (3d6)\n3 Kobolds (4d4)\n4 Orcs (1d6)\n5 Stirges (1d10)\n6 Zombies (2d4)\nd12 Monster\n7 Ghouls (1d4)\n8 Bugbears (2d4)\n9 Owlbear (1)\n10 Harpies (1d4)\n11 Wight (1)\n12 Roll twice" + key,
			[]string{d12}},
		{"zine: a header naming no die over each half, the right half right under the left",
			"### Wandering Monsters\nRoll Monster\n1 Goblins (2d4)\n2 Giant rats (3d6)\n3 Kobolds (4d4)\n4 Orcs (1d6)\n5 Stirges (1d10)\n6 Zombies (2d4)\nRoll Monster\n7 Ghouls (1d4)\n8 Bugbears (2d4)\n9 Owlbear (1)\n10 Harpies (1d4)\n11 Wight (1)\n12 Roll twice" + key,
			[]string{d12}},
		{"OSE: a grid's header row printed again over its right half, no blank line between",
			"### Wandering Monsters\n| d12 | Monster |\n|---|---|\n| 1 | Goblins (2d4) |\n| 2 | Giant rats (3d6) |\n| 3 | Kobolds (4d4) |\n| 4 | Orcs (1d6) |\n| 5 | Stirges (1d10) |\n| 6 | Zombies (2d4) |\n| d12 | Monster |\n| 7 | Ghouls (1d4) |\n| 8 | Bugbears (2d4) |\n| 9 | Owlbear (1) |\n| 10 | Harpies (1d4) |\n| 11 | Wight (1) |\n| 12 | Roll twice |" + key,
			[]string{d12}},
		{"side by side: the halves on each line, the left's range first",
			"### Wandering Monsters\n1 Goblins (2d4) 7 Ghouls (1d4)\n2 Giant rats (3d6) 8 Bugbears (2d4)\n3 Kobolds (4d4) 9 Owlbear (1)\n4 Orcs (1d6) 10 Harpies (1d4)\n5 Stirges (1d10) 11 Wight (1)\n6 Zombies (2d4) 12 Roll twice" + key,
			[]string{d12}},
		{"side by side: a grid of four columns, a die header over each half",
			"### Wandering Monsters\n| d12 | Encounter | d12 | Encounter |\n|---|---|---|---|\n| 1 | Goblins (2d4) | 7 | Ghouls (1d4) |\n| 2 | Giant rats (3d6) | 8 | Bugbears (2d4) |\n| 3 | Kobolds (4d4) | 9 | Owlbear (1) |\n| 4 | Orcs (1d6) | 10 | Harpies (1d4) |\n| 5 | Stirges (1d10) | 11 | Wight (1) |\n| 6 | Zombies (2d4) | 12 | Roll twice |" + key,
			[]string{d12}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			readsAsPrinted(t, tc.text, tc.tables, []string{"1"}, []string{"1: 1 goblin"})
		})
	}
}
