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
		metAmong(t, tc.name, tc.text, tc.want...)
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
		metAmong(t, tc.name, tc.text, tc.want)
	}
}

// TestStatLineRunOn reads two creatures' stat lines run on in one line,
// the second creature's name right after the first's last value with no
// full stop between, in an OSE style, a TSR style (a count in brackets
// after the second name), a Swords & Wizardry style (semicolons, CL/XP
// last) and a B/X style (labels spelled out): the first creature's stat
// line ran on over the second's, which was lost or given the same fields.
func TestStatLineRunOn(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		want       []string
	}{
		{"ose", "4. Guard Room. Goblins dice here.\nGoblins (4): AC 6 [13], HD 1-1, MV 60' (20'), ML 7 Goblin chief: AC 4 [15], HD 3, MV 90' (30'), ML 9\nA door leads north.",
			[]string{"4 Goblins [AC 6 [13], HD 1-1, MV 60' (20'), ML 7]", "1 Goblin chief [AC 4 [15], HD 3, MV 90' (30'), ML 9]"}},
		{"tsr", "8. Barracks. The guards play at dice.\nGuards (3): AC 4, HD 1, #AT 1, D 1-8, MV 60' (20'), ML 8 Sergeant (1): AC 3, HD 2, #AT 1, D 1-8, MV 60' (20'), ML 9\nThe dice are loaded.",
			[]string{"3 Guards [AC 4, HD 1, #AT 1, D 1-8, MV 60' (20'), ML 8]", "1 Sergeant [AC 3, HD 2, #AT 1, D 1-8, MV 60' (20'), ML 9]"}},
		{"swords & wizardry", "2. Den. Kobolds yap here.\nKobolds (6): HD 1d4hp; AC 7[12]; Atk weapon (1d6); Move 6; Save 18; CL/XP A/5 Kobold shaman: HD 1; AC 7[12]; Atk staff (1d4); Move 6; Save 17; CL/XP 2/30\nThe den stinks.",
			[]string{"6 Kobolds [HD 1d4hp; AC 7[12]; Atk weapon (1d6); Move 6; Save 18; CL/XP A/5]", "1 Kobold shaman [HD 1; AC 7[12]; Atk staff (1d4); Move 6; Save 17; CL/XP 2/30]"}},
		{"b/x", "4. Guard Room. Goblins dice here.\nGoblins (4): Armor Class: 6 Hit Dice: 1-1 Move: 60' (20') Morale: 7 Goblin chief: Armor Class: 4 Hit Dice: 3 Move: 90' (30') Morale: 9\nA door leads north.",
			[]string{"4 Goblins [Armor Class: 6 Hit Dice: 1-1 Move: 60' (20') Morale: 7]", "1 Goblin chief [Armor Class: 4 Hit Dice: 3 Move: 90' (30') Morale: 9]"}},
	} {
		metAmong(t, tc.name, tc.text, tc.want...)
	}
}

// TestStatLineWrapsBeforeRatesPerRound reads a named stat line that wraps
// between a movement rate and its rate per round, the next line holding
// that rate and a further mode's rates with their own brackets ("MV 60'"
// over "(20') / 120' (40') swimming, SV D12 ..."), to its end, in an OSE
// style (a name and a count) and a TSR style (a name alone, "fly"): the
// stat line ended at the wrap and lost its saves, morale and XP.
func TestStatLineWrapsBeforeRatesPerRound(t *testing.T) {
	for _, tc := range []struct{ name, text, want string }{
		{"ose", "6. Reeds. Lizard men wade here.\nLizard Men (6): AC 5 [14], HD 2+1, Att 1 × weapon (1d6+1), MV 60'\n(20') / 120' (40') swimming, SV D12 W13 P14 B15 S16 (2),\nML 12, AL Neutral, XP 25\nThe reeds rustle.",
			"6 Lizard Men [AC 5 [14], HD 2+1, Att 1 × weapon (1d6+1), MV 60' (20') / 120' (40') swimming, SV D12 W13 P14 B15 S16 (2), ML 12, AL Neutral, XP 25]"},
		{"tsr", "3. Belfry. A gargoyle perches here.\nGargoyle: AC 5, HD 4, #AT 4, D 1-3/1-3/1-6/1-4, MV 90'\n(30') / 150' (50') fly, Save F8, ML 11, XP 175\nThe bell is cracked.",
			"1 gargoyle [AC 5, HD 4, #AT 4, D 1-3/1-3/1-6/1-4, MV 90' (30') / 150' (50') fly, Save F8, ML 11, XP 175]"},
	} {
		metAmong(t, tc.name, tc.text, tc.want)
	}
}

// metAmong checks that text keys one area whose encounters, as describe
// writes them, include each of want.
func metAmong(t *testing.T, name, text string, want ...string) {
	t.Helper()
	c := contentOf(t, text)
	if len(c.Areas) != 1 {
		t.Fatalf("%s: got %d areas, want 1", name, len(c.Areas))
	}
	got := describe(c.Areas[0].Encounters)
	for _, w := range want {
		if !slices.Contains(got, w) {
			t.Errorf("%s: encounters %q, want %q among them", name, got, w)
		}
	}
}
