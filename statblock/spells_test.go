package statblock

import "testing"

// TestSpellsInAStatLine reads the spells a character's stat line lists
// after its attacks as a field of their own, kept with their label in
// Special, so the attacks before them parse whole: a TSR module line
// ("spells:" in lower case, the list run on with commas) and a BECMI line
// split by semicolons ("Spells:" capitalised, before the morale).
func TestSpellsInAStatLine(t *testing.T) {
	for _, tc := range []struct{ style, printed, want string }{
		{"tsr", "Brother Kell (C3): AC 4, HD 3, hp 14, #AT 1 mace (1d6), spells: cause fear, hold person",
			`name="Brother Kell" ac=4 aac=15* ac_notation=descending hit_dice=3 hit_points=14 attacks=1×mace:1d6 thac0=17* attack_bonus=2* save_as=C3 saves=11,12,14,16,15* special="spells: cause fear, hold person"`},
		{"becmi", "Mother Ysolde (AC 2; HD 5; hp 22; #AT 1 staff; D 1d6; Spells: sleep, web; ML 10; AL C)",
			`name="Mother Ysolde" ac=2 aac=17* ac_notation=descending hit_dice=5 hit_points=22 attacks=1×staff:1d6 thac0=15* attack_bonus=4* morale=10 alignment=Chaotic* special="Spells: sleep, web"`},
	} {
		sb := Parse(tc.printed)
		if got := render(sb, Normalize(sb)); got != tc.want {
			t.Errorf("%s: %q\n got: %s\nwant: %s", tc.style, tc.printed, got, tc.want)
		}
	}
}
