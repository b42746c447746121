package statblock

import "testing"

// TestFieldsOfARunOnSentence reads the fields a sentence of prose lists,
// joined by "and" and labelled in lower case ("moves 12 and morale 8"), as
// the labelled fields of a stat line: the morale and movement, in the
// units "Move 12" gives, and no "and" left in a value, in a zine's run-on
// sentence and a Swords & Wizardry line of prose.
func TestFieldsOfARunOnSentence(t *testing.T) {
	for _, tc := range []struct{ name, line, ac, hp, move, morale string }{
		{"zine", "AC 6 and HD 1, 4, 7, 8 hp, weapon for 1d6, and morale 8", "6", "4, 7, 8", "", "8"},
		{"swords & wizardry", "AC 5 [14] and HD 3, hp 14, bite (1d8), moves 12 and morale 9", "5 [14]", "14", "12", "9"},
		{"swords & wizardry, singular", "AC 7 [12], HD 1, hp 5, move 9, morale 6", "7 [12]", "5", "9", "6"},
	} {
		sb := Parse(tc.line)
		if sb.AC != tc.ac || sb.HP != tc.hp || sb.Movement != tc.move || sb.Morale != tc.morale {
			t.Errorf("%s: AC %q hp %q move %q morale %q (special %q), want %q %q %q %q", tc.name, sb.AC, sb.HP, sb.Movement, sb.Morale, sb.Special, tc.ac, tc.hp, tc.move, tc.morale)
		}
	}
}
