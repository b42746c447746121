package offline

import (
	"slices"
	"testing"
)

// TestBlockNamedInSentenceCase reads a stat block whose name line is set
// in sentence case ("Goblin chief", "Giant rat (3)") under another
// creature's block whose last line ends without a full stop, in an OSE
// style (one stat line) and a B/X style (labels spelled out): the name
// line and its block were read as the wrap of the block before, so the
// first creature's stat line held both blocks and the second creature
// was lost.
func TestBlockNamedInSentenceCase(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		want       []string
	}{
		{"ose", "4. Guard Room. Goblins dice here.\nGoblin (4)\nAC 6 [13], HD 1-1 (4hp), Att 1 × weapon (1d6), MV 60' (20'), ML 7, XP 5\nGoblin chief\nAC 4 [15], HD 3 (15hp), Att 1 × weapon (1d8), MV 90' (30'), ML 9, XP 35\nA door leads north.",
			[]string{"4 Goblin [AC 6 [13], HD 1-1 (4hp), Att 1 × weapon (1d6), MV 60' (20'), ML 7, XP 5]", "1 Goblin chief [AC 4 [15], HD 3 (15hp), Att 1 × weapon (1d8), MV 90' (30'), ML 9, XP 35]"}},
		{"b/x", "7. Cellar. Rats nest in the straw.\nGiant rat (3)\nArmor Class: 7 Hit Dice: 1/2\nMove: 120' (40') Morale: 8\nRat king\nArmor Class: 5 Hit Dice: 3\nMove: 120' (40') Morale: 10\nThe straw hides a trapdoor.",
			[]string{"3 Giant rat [Armor Class: 7 Hit Dice: 1/2 Move: 120' (40') Morale: 8]", "1 Rat king [Armor Class: 5 Hit Dice: 3 Move: 120' (40') Morale: 10]"}},
	} {
		c := contentOf(t, tc.text)
		if len(c.Areas) != 1 {
			t.Fatalf("%s: got %d areas, want 1", tc.name, len(c.Areas))
		}
		got := describe(c.Areas[0].Encounters)
		for _, w := range tc.want {
			if !slices.Contains(got, w) {
				t.Errorf("%s: encounters %q, want %q among them", tc.name, got, w)
			}
		}
	}
}

// TestCountedNameBeforeSpelledLabels reads a stat line opened by a name
// and a count in brackets whose labels are spelled out, in a B/X style
// (labels with colons, "Goblins (4): Armor Class: 6 Hit Dice: 1-1"), a
// Basic Fantasy style (commas, "Gnolls (2d4): Armor Class 15, ...") and
// an AD&D style in capitals: the encounter was counted with no stat line,
// as only an abbreviated label after the name opened one.
func TestCountedNameBeforeSpelledLabels(t *testing.T) {
	for _, tc := range []struct{ name, text, want string }{
		{"b/x", "4. Guard Room. Goblins dice here.\nGoblins (4): Armor Class: 6 Hit Dice: 1-1 Move: 60' (20') Morale: 7\nA door leads north.",
			"4 Goblins [Armor Class: 6 Hit Dice: 1-1 Move: 60' (20') Morale: 7]"},
		{"basic fantasy", "9. Kennels. The gnolls sleep here.\nGnolls (2d4): Armor Class 15, Hit Dice 2, No. of Attacks 1 weapon, Damage 2d4, Movement 30'.\nBones litter the floor.",
			"2d4 Gnolls [Armor Class 15, Hit Dice 2, No. of Attacks 1 weapon, Damage 2d4, Movement 30']"},
		{"ad&d", "12. Cave. Ogres squat by the fire.\nOGRES (3): ARMOR CLASS: 5 MOVE: 9\" HIT DICE: 4+1 DAMAGE/ATTACK: 1-10\nThe smoke stings.",
			"3 OGRES [ARMOR CLASS: 5 MOVE: 9\" HIT DICE: 4+1 DAMAGE/ATTACK: 1-10]"},
	} {
		c := contentOf(t, tc.text)
		if len(c.Areas) != 1 {
			t.Fatalf("%s: got %d areas, want 1", tc.name, len(c.Areas))
		}
		if got := describe(c.Areas[0].Encounters); !slices.Contains(got, tc.want) {
			t.Errorf("%s: encounters %q, want %q", tc.name, got, tc.want)
		}
	}
}
