package offline

import "testing"

// TestKeyPrintedAgainIsFlagged: a second dungeon keyed from 1 again after
// the first's last key, under no heading that opens a site (a paragraph
// alone between), is read into the last area; that area is answered a
// penalty below a sure one (under the pipeline's low-confidence line), so
// the areas it swallowed get a finding and are not lost silently. Set in
// Swords & Wizardry style (bold run-in keys with
// a dash) and with capital heading keys.
func TestKeyPrintedAgainIsFlagged(t *testing.T) {
	for _, tc := range []struct{ name, text string }{
		{"S&W, bold run-in keys with a dash",
			"**1 – Stairs.** Worn steps lead down from the shop.\n\n**2 – Sump.** Black water fills a pit.\n\n" +
				"A mad hermit lives in a cave above the village and steals its goats.\n\n" +
				"**1 – Ledge.** A narrow ledge leads to the cave mouth.\n\n**2 – Mouth.** Wolf (HD 2+2; AC 7[12]; Atk 1 bite (1d6); Move 18; Save 16; CL/XP 2/30)."},
		{"capital heading keys",
			"### 1. DOOR\nThe door hangs from one hinge.\n\n### 2. NEST\nThe papery nest fills the room.\n\n" +
				"A barrow in the bog, where a chieftain sleeps under the mire.\n\n" +
				"### 1. CAUSEWAY\nPlanks over the mire lead to the barrow.\n\n### 2. DOOR\nA stone slab, marked with runes."},
	} {
		as := areasOf(t, tc.text)
		if len(as) != 2 {
			t.Fatalf("%s: %d areas, want 2 (the keys printed again read into the last)", tc.name, len(as))
		}
		sure, low := float64(confidenceNumbered)/100, float64(confidenceNumbered-confidencePenalty)/100
		if as[0].Confidence != sure || as[1].Confidence != low {
			t.Errorf("%s: confidences %v, %v; want %v, %v", tc.name, as[0].Confidence, as[1].Confidence, sure, low)
		}
	}
}
