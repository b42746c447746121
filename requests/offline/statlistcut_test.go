package offline

import (
	"strings"
	"testing"

	"github.com/scriptorium/scriptorium/requests"
)

// TestStatLineCutMidList reads a stat line whose list of spells or special
// abilities is cut by a line break after a comma, the names capitalised on
// the next line, or by a column break, the folio read between its parts,
// to its end: the area's encounter and the stat block hold the whole list
// and nothing of the folio, in a TSR style (a character's spells) and a
// Swords & Wizardry style (a character's spells, a monster's specials).
func TestStatLineCutMidList(t *testing.T) {
	for _, tc := range []struct{ style, text, name, tail string }{
		{"tsr, capitalised names after a comma", "5. Chapel. The priest prays at the altar.\nBrother Kell (C3): AC 4, HD 3, hp 14, #AT 1 mace (1d6), spells: Cause Fear,\nHold Person; carries 40 gp\nThe altar is stone.",
			"Brother Kell", "spells: Cause Fear, Hold Person"},
		{"tsr, a column break and its folio", "5. Chapel. The priest prays at the altar.\nBrother Kell (C3): AC 4, HD 3, hp 14, #AT 1 mace (1d6), spells: cause\n\n**12**\n\nlight wounds, silence; carries 40 gp\nThe altar is stone.",
			"Brother Kell", "spells: cause light wounds, silence"},
		{"swords & wizardry, capitalised names after a comma", "6. Study. The witch reads by a candle.\nSister Vey: HD 5; AC 9 [10]; Atk dagger (1d4); Move 12; Save 11; AL C; CL/XP 6/400; Spells: Charm Person, Magic Missile,\nWeb, Hold Person\nThe books are old.",
			"Sister Vey", "Spells: Charm Person, Magic Missile, Web, Hold Person"},
		{"swords & wizardry, a column break and its folio", "4. Crypt. Ghouls lurk here.\nGhoul: HD 2; AC 6 [13]; Atk 2 claws (1d3), 1 bite (1d4); Move 9; Save 16; AL C; CL/XP 3/60; Special: paralysis, immune to\n\n14\n\nsleep and charm\nThe crypt is cold.",
			"Ghoul", "Special: paralysis, immune to sleep and charm"},
	} {
		a := contentOf(t, tc.text).Areas[0]
		if len(a.Encounters) != 1 || !strings.HasSuffix(a.Encounters[0].StatLine, tc.tail) {
			t.Errorf("%s: encounters %+v, want %s with a stat line ending %q", tc.style, a.Encounters, tc.name, tc.tail)
		}
		page := requests.Page{Number: 1, Text: tc.text}
		ans := askBlock(t, tc.name, []requests.Page{page})
		if raw := ans.StatBlock.Raw; !strings.HasSuffix(raw, tc.tail) {
			t.Errorf("%s: stat block raw %q, want it to end %q", tc.style, raw, tc.tail)
		}
	}
}
