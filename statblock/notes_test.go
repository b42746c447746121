package statblock

import "testing"

// TestAttackNotes reads the words printed after an attack's damage as a
// note on the attack, flagged unread: the damage is the dice. Words that
// open with "damage" make the dice a sentence's, no attack's.
func TestAttackNotes(t *testing.T) {
	for _, tc := range []struct{ form, printed, want string }{
		{"tsr inline, a note after the last attack", "Troll (AC 4, HD 6+3, 2 claws 1d6/1d6 and bite 1d10 each round, ML 10)",
			`name=Troll ac=4 aac=15* ac_notation=descending hit_dice=6 hd_modifier=3 attacks=2×claw:1d6,1×bite:1d10 thac0=13* attack_bonus=6* morale=10 !attacks`},
		{"b/x labelled attacks", "Sand Worm: AC 6, HD 4, #AT 1 bite 1d10 each round, MV 60', ML 10",
			`name="Sand Worm" ac=6 aac=13* ac_notation=descending hit_dice=4 attacks=1×bite:1d10 thac0=16* attack_bonus=3* movement_ft=60 encounter_movement_ft=20* morale=10 !attacks`},
		{"compact one-page line", "Wyrm: HD 5 AC 3 bite 2d6 when roused, ML 9",
			`name=Wyrm ac=3 aac=16* ac_notation=descending hit_dice=5 attacks=1×bite:2d6 thac0=15* attack_bonus=4* morale=9 !attacks`},
		{"prose after the attacks stays special", "Demon: AC -1, tail slap 2d8, bite 4d8, suffer 1d8 damage by the gas",
			`name=Demon ac=-1 aac=20* ac_notation=descending attacks="1×tail slap:2d8,1×bite:4d8" special="suffer 1d8 damage by the gas"`},
	} {
		checkParsed(t, tc.form, tc.printed, tc.want)
	}
}
