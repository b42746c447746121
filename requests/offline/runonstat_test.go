package offline

import (
	"strings"
	"testing"

	"github.com/scriptorium/scriptorium/statblock"
)

// TestStatFieldsJoinedByAnd reads a stat line whose fields a sentence joins
// with "and" ("AC 6 and HD 1, 4, 7, 8 hp, ...") to the end of its sentence
// or its brackets, where it stopped after the hit dice and lost the hit
// points, in a zine's run-on sentence and in a B/X-style sentence of prose,
// hit points after their values as one-page dungeons print them.
func TestStatFieldsJoinedByAnd(t *testing.T) {
	for _, tc := range []struct{ name, text, hp string }{
		{"zine", "4. Reeds. Mud and rushes.\nThree orcs wait in the reeds; they have AC 6 and HD 1, 4, 7, 8 hp, weapon for 1d6, and morale 8.\nA boat lies sunk in the mud.",
			"4, 7, 8"},
		{"b/x", "7. LARDER. Sides of meat hang from hooks.\nThe ogre has AC 5 and HD 4+1, 22 hp, club 1d10, MV 90', ML 10. The meat is rotten.",
			"22"},
	} {
		a := contentOf(t, tc.text).Areas[0]
		if len(a.Encounters) != 1 {
			t.Fatalf("%s: encounters %q, want one", tc.name, describe(a.Encounters))
		}
		stat := a.Encounters[0].StatLine
		if sb := statblock.Parse(stat); sb.HP != tc.hp || strings.Contains(stat, "boat") || strings.Contains(stat, "rotten") {
			t.Errorf("%s: stat line %q gives hit points %q, want %q and no prose after it", tc.name, stat, sb.HP, tc.hp)
		}
	}
}
