package offline

import "testing"

// TestRunOnUnderDieLabel pins a wandering table run into one paragraph,
// as a one-page dungeon sets it in a shaded box, led by a bold label that
// names no encounters but prints the table's die in brackets, as a
// table's title does ("**Lurkers** (1d4, each turn):"), each row a single
// roll or a range and a spaced dash before its text ("1 – …", "5–6 — …"),
// the rows parted by semicolons and wrapped over lines mid-row, a row's
// note in brackets opening with a dash of its own ("(–1 to hit …)"). The
// rows, covering the die's faces and counting creatures, are a table
// titled by the label; the areas after it keep their own encounters.
// Rows that count no creatures under such a label are a table of another
// kind.
func TestRunOnUnderDieLabel(t *testing.T) {
	for _, tc := range []struct {
		name, text   string
		tables, keys []string
		areas        []string
	}{
		{"one-page dungeon: a shaded box under the title, single rolls and spaced en dashes",
			"# THE SUNKEN SHRINE\nA flooded shrine of the frog god, one level deep.\n\n" +
				"**Lurkers** (1d4, each turn): 1 – 1d4 giant leeches drop from the roof; 2 – a cold\ndraught snuffs the torches (–1 to hit until they are relit); 3 – Brother\nAldo, lost and weeping, begs to be led out; 4 – 1d6 frogmen (HD 2, AC 7,\nspear 1d4) wade in.\n\n" +
				"**1. Steps.** Slick with weed. Two frogmen keep watch.\n**2. Pool.** Black water, waist deep.",
			[]string{"Lurkers 1d4 []: 1=1d4 giant leeches drop from the roof (1d4); 2=a cold draught snuffs the torches (–1 to hit until they are relit) (); 3=Brother Aldo, lost and weeping, begs to be led out (); 4=1d6 frogmen (HD 2, AC 7, spear 1d4) wade in (1d6) @"},
			[]string{"1", "2"}, []string{"1: 2 frogmen", "2: "}},
		{"OSE zine: the label after the section's prose, ranges and spaced em dashes",
			"## The Ash Barrows\nThe mounds smoke in the rain.\n\n" +
				"**Prowlers** (d6, every 2 turns): 1–2 — 2d4 goblins with sacks and a lantern; 3 — a barrow\nwight (AC 5, HD 3*) hunting the living; 4 — 1d3 giant ferrets; 5–6 — Old Nell, a\nwitch, gathering bones (–2 to reactions if disturbed).\n\n" +
				"**1. Long Barrow.** Three goblins dig here.\n**2. Ring of Stones.** Nothing stirs.",
			[]string{"Prowlers d6 [every 2 turns]: 1–2=2d4 goblins with sacks and a lantern (2d4); 3=a barrow wight (AC 5, HD 3*) hunting the living (); 4=1d3 giant ferrets (1d3); 5–6=Old Nell, a witch, gathering bones (–2 to reactions if disturbed) () @"},
			[]string{"1", "2"}, []string{"1: 3 goblins", "2: "}},
		{"one-page dungeon: a label with its die over rows that count no creatures is no encounter table",
			"# THE SUNKEN SHRINE\nA flooded shrine of the frog god, one level deep.\n\n" +
				"**Carvings** (1d4): 1 – a leering frog; 2 – a drowned king with a\ncrown of reeds; 3 – a fish with a man's face; 4 – a star map.\n\n" +
				"**1. Steps.** Slick with weed. Two frogmen keep watch.\n**2. Pool.** Black water, waist deep.",
			nil, []string{"1", "2"}, []string{"1: 2 frogmen", "2: "}},
	} {
		t.Run(tc.name, func(t *testing.T) { readsAsPrinted(t, tc.text, tc.tables, tc.keys, tc.areas) })
	}
}
