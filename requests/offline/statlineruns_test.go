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

// TestNamedStatLineUnderAListRow pins a stat line opened by a name on the
// line right under an item that ends with no stop, as a wandering list's
// last row does: the stat line starts afresh, where before it ran on from
// the row ("6. Giant rats (3-18) Bandits: AC 6 …") and no block was read.
// Two printed styles: a TSR list of rows with counts in brackets; a
// compact zine table's rows ending in their count dice. Negative: a name
// broken over two lines, its first word ending the line above, is read
// whole.
func TestNamedStatLineUnderAListRow(t *testing.T) {
	for _, tc := range []struct{ style, text, name, want string }{
		{"tsr list", "Roll 1d6:\n5. Stirges (1-8)\n6. Giant rats (3-18)\nBandits: AC 6, HD 1, hp 5 each, #AT 1, D 1-6, MV 90'(30'), Save T1, ML 8\nThe road is quiet.",
			"Bandits", "6"},
		{"zine rows", "d4 Encounter\n3 Wolves 2d4\n4 Orcs 1d6\nOrc: HD1 AC6 1d6 MV 9 ML 8.\nWolf: HD2 AC7 bite 1d6.",
			"Orc", "6"},
		{"negative: a name broken over two lines", "The worms are many. Giant\nWorm: HD4 AC 7 bite 1d8.",
			"Giant Worm", "7"},
	} {
		ans := askBlock(t, tc.name, []requests.Page{{Number: 1, Text: tc.text}})
		if sb := ans.StatBlock; ans.NotPrinted || sb.AC != tc.want {
			t.Errorf("%s: stat block %+v, want %s's with AC %s", tc.style, sb, tc.name, tc.want)
		}
	}
}
