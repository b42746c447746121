package offline

import "testing"

// TestRunOnRowsWithStatParentheses pins a run-on wandering table whose
// rows are led by a range with its full stop and parted by semicolons,
// each row carrying its stat line in brackets parted by semicolons of its
// own, as Swords & Wizardry prints it ("1. 1d6 giant rats (HD 1d2; AC
// 7[12]; …); 2. …"): the semicolons in brackets part no rows, and the
// full stop after a range ends no sentence.
func TestRunOnRowsWithStatParentheses(t *testing.T) {
	for _, tc := range []struct {
		name, text   string
		tables, keys []string
		areas        []string
	}{
		{"S&W compilation: the title with its check in brackets after the section's sentence, stat lines in brackets",
			"## The Rat Crypt\nA crypt under the chapel. Wandering Monsters (roll 1d6 every 30 minutes; 1 in 6): 1. 1d6 giant rats (HD 1d2; AC 7[12]; Atk 1 bite (1d3); Move 12; Save 18; CL/XP A/5); 2. 1d4 skeletons (HD 1; AC 8[11]; Atk 1 weapon (1d6); Move 12; Save 17; CL/XP 1/15); 3. giant centipede (HD 1d2; AC 9[10]; Move 13; Save 18; CL/XP 2/30); 4-6. an acolyte (HD 1; AC 7[12]; Move 12; Save 17; CL/XP 1/15).\n\n" +
				"**1. Stairs.** Steps slick with moss.\n**2. Ossuary.** Bones in niches.",
			[]string{"Wandering Monsters 1d6 [roll 1d6 every 30 minutes; 1 in 6]: 1=1d6 giant rats (HD 1d2; AC 7[12]; Atk 1 bite (1d3); Move 12; Save 18; CL/XP A/5) (1d6); 2=1d4 skeletons (HD 1; AC 8[11]; Atk 1 weapon (1d6); Move 12; Save 17; CL/XP 1/15) (1d4); 3=giant centipede (HD 1d2; AC 9[10]; Move 13; Save 18; CL/XP 2/30) (); 4-6=an acolyte (HD 1; AC 7[12]; Move 12; Save 17; CL/XP 1/15) () @"},
			[]string{"1", "2"}, []string{"1: ", "2: "}},
		{"zine: a plain title with its die, plain rows parted by semicolons after ranges with their full stops",
			"## The Old Mine\nKobolds dig here still.\n\nWandering Monsters (1d4): 1. 1d6 kobolds; 2. 1d4 giant bats; 3. green slime; 4. a giant spider.\n\n" +
				"**1. Adit.** Rotten beams.\n**2. Shaft.** A shaft, 60 feet deep.",
			[]string{"Wandering Monsters 1d4 []: 1=1d6 kobolds (1d6); 2=1d4 giant bats (1d4); 3=green slime (); 4=a giant spider () @"},
			[]string{"1", "2"}, []string{"1: ", "2: "}},
	} {
		t.Run(tc.name, func(t *testing.T) { readsAsPrinted(t, tc.text, tc.tables, tc.keys, tc.areas) })
	}
}
