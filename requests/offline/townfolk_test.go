package offline

import "testing"

// TestTownfolkMet: a town's people counted where they stay are met by
// their calling — a compound in -man, -keeper or -hand names people as
// "woman" and "smith" close compounds do ("3 watchmen", "two
// dockhands") — in a terse key with bold heads and a chatty gazetteer,
// while a talisman, a hand or a human form is still no one.
func TestTownfolkMet(t *testing.T) {
	oneAreaMeets(t, []encounterCase{
		{"OSE-like terse: watchmen at the gate",
			"**A1. North Gate.** 3 watchmen stand by the brazier.",
			[]string{"3 watchmen"}},
		{"gazetteer prose: two dockhands",
			"**C2. The Quay.** Two dockhands wait on the quay for the evening barge.",
			[]string{"2 dockhands"}},
		{"gazetteer prose: two gatekeepers",
			"**D4. The Bridge.** Two gatekeepers sit in the toll-house.",
			[]string{"2 gatekeepers"}},
		{"a hand is no one",
			"**E2. Well.** Two hands reach up out of the water.",
			nil},
		{"a human form is no one",
			"**E3. Cell.** The werewolf (AC 5, HD 4, hp 20) waits in human form.",
			[]string{"1 werewolf [AC 5, HD 4, hp 20]"}},
		{"a talisman is no one",
			"**E1. Shrine.** Two talismans hang here on a nail.",
			nil},
	})
}
