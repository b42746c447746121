package offline

import (
	"strings"
	"testing"

	"github.com/scriptorium/scriptorium/requests"
)

// TestCharacterStatLineKeepsItsTreasureApart reads a named character's
// stat line inside an area that closes with what the character carries
// (a clause after a semicolon, as TSR and B/X modules print it) and ends
// its printed line with no stop, over a sentence of prose: the character
// is an encounter of its own with its stat line up to that clause, its
// stat block holds the line without it, and the area's treasure is that
// clause alone, its coins counted, neither the stat line nor the prose
// after it. Two styles: a TSR line with spells in lower case (on one
// line, wrapped in the middle of the spell list or after the semicolon
// before the clause, or in brackets inside a sentence, the clause closed
// by the bracket) and a B/X line whose clause opens with a pronoun (on the
// line or after the semicolon's line break).
func TestCharacterStatLineKeepsItsTreasureApart(t *testing.T) {
	for _, tc := range []struct {
		style, text, name, stat, printed string
		gp, pp                           int
	}{
		{"tsr", "5. Chapel. The priest prays at the altar.\nBrother Kell (C3): AC 4, HD 3, hp 14, #AT 1 mace (1d6), spells: cause fear, hold person; carries 40 gp\nThe altar is stone.",
			"Brother Kell", "AC 4, HD 3, hp 14, #AT 1 mace (1d6), spells: cause fear, hold person", "carries 40 gp", 40, 0},
		{"tsr, the spell list wrapped", "5. Chapel. The priest prays at the altar.\nBrother Kell (C3): AC 4, HD 3, hp 14, #AT 1 mace (1d6), spells: cause\nlight wounds, silence; carries 40 gp\nThe altar is stone.",
			"Brother Kell", "AC 4, HD 3, hp 14, #AT 1 mace (1d6), spells: cause light wounds, silence", "carries 40 gp", 40, 0},
		{"tsr, in brackets inside a sentence", "5. Chapel. The priest prays at the altar. Brother Kell (C3, AC 4, HD 3, hp 14, #AT 1 mace, D 1d6, spells: cause fear, hold person; carries 40 gp) ignores visitors.\nThe altar is stone.",
			"Brother Kell", "AC 4, HD 3, hp 14, #AT 1 mace, D 1d6, spells: cause fear, hold person", "carries 40 gp", 40, 0},
		{"tsr, the clause on the line after the semicolon", "5. Chapel. The priest prays at the altar.\nBrother Kell (C3): AC 4, HD 3, hp 14, #AT 1 mace (1d6), spells: cause fear, hold person;\ncarries 40 gp and a silver holy symbol\nThe altar is stone.",
			"Brother Kell", "AC 4, HD 3, hp 14, #AT 1 mace (1d6), spells: cause fear, hold person", "carries 40 gp and a silver holy symbol", 40, 0},
		{"b/x, the clause on the line after the semicolon", "8. Hall. The reeve sits by the fire.\nGorm the Reeve (F4): AC 3, HD 4, hp 22, #AT 1 axe, D 1d8, MV 90' (30'), ML 10, AL N;\nhe has 12 pp and 30 gp\nA ladder leads up.",
			"Gorm the Reeve", "AC 3, HD 4, hp 22, #AT 1 axe, D 1d8, MV 90' (30'), ML 10, AL N", "he has 12 pp and 30 gp", 30, 12},
		{"b/x", "8. Hall. The reeve sits by the fire.\nGorm the Reeve (F4): AC 3, HD 4, hp 22, #AT 1 axe, D 1d8, MV 90' (30'), ML 10, AL N; he has 12 pp and 30 gp\nA ladder leads up.",
			"Gorm the Reeve", "AC 3, HD 4, hp 22, #AT 1 axe, D 1d8, MV 90' (30'), ML 10, AL N", "he has 12 pp and 30 gp", 30, 12},
	} {
		a := contentOf(t, tc.text).Areas[0]
		var kept bool
		for _, e := range a.Encounters {
			if e.Creature == tc.name {
				kept = strings.HasSuffix(e.StatLine, tc.stat)
				if !kept {
					t.Errorf("%s: %s's stat line %q, want it to end %q", tc.style, tc.name, e.StatLine, tc.stat)
				}
			}
		}
		if !kept {
			t.Errorf("%s: encounters %+v, want %s with a stat line", tc.style, a.Encounters, tc.name)
		}
		if got := strings.TrimSuffix(a.Treasure.AsPrinted, "."); got != tc.printed || a.Treasure.Coins.GP != tc.gp || a.Treasure.Coins.PP != tc.pp {
			t.Errorf("%s: treasure %q coins %+v, want %q with %d gp and %d pp", tc.style, a.Treasure.AsPrinted, a.Treasure.Coins, tc.printed, tc.gp, tc.pp)
		}
		if last := words(tc.text); !strings.HasSuffix(a.Description, strings.Join(last[len(last)-3:], " ")) {
			t.Errorf("%s: description %q does not run to the area's last line", tc.style, a.Description)
		}
		page := requests.Page{Number: 1, Text: tc.text}
		ans := askBlock(t, tc.name, []requests.Page{page})
		if raw := ans.StatBlock.Raw; !strings.HasSuffix(raw, tc.stat) {
			t.Errorf("%s: stat block raw %q, want it to end %q", tc.style, raw, tc.stat)
		}
	}
}
