package offline

import (
	"strings"
	"testing"

	"github.com/scriptorium/scriptorium/requests"
)

// TestNamedStatLineEndsWithItsLine asks for the stat block of a creature
// whose stat line, opened by its name, ends its printed line with no stop
// over a line of prose: the stat block is the line alone, its last field
// whole, in a Swords & Wizardry style (a free-text "Special:" last) and a
// TSR style (a character's class and level in brackets, alignment last).
func TestNamedStatLineEndsWithItsLine(t *testing.T) {
	for _, tc := range []struct{ style, text, name, field, want string }{
		{"swords & wizardry", "4. Crypt. Ghouls lurk here.\nGhoul: HD 2; AC 6 [13]; Atk 2 claws (1d3), 1 bite (1d4); Move 9; Save 16; AL C; CL/XP 3/60; Special: paralysis\nThe crypt is cold.",
			"Ghoul", "special", "paralysis"},
		{"tsr", "9. Guard room. The captain plays dice.\nGrak the Bold (F3): AC 4, HD 3, hp 14, #AT 1 sword, D 1d8, MV 90' (30'), ML 9, AL C\nHis dice are loaded.",
			"Grak the Bold", "alignment", "C"},
	} {
		page := requests.Page{Number: 1, Text: tc.text}
		ans := askBlock(t, tc.name, []requests.Page{page})
		sb := ans.StatBlock
		got := map[string]string{"special": sb.Special, "alignment": sb.Alignment}[tc.field]
		if got != tc.want || strings.Contains(sb.Raw, "\n") || !strings.HasSuffix(strings.Split(tc.text, "\n")[1], sb.Raw[len(sb.Raw)-5:]) {
			t.Errorf("%s: %s %q (raw %q), want %q and the stat line alone", tc.style, tc.field, got, sb.Raw, tc.want)
		}
	}
}
