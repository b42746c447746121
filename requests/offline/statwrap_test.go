package offline

import (
	"slices"
	"testing"

	"github.com/scriptorium/scriptorium/requests"
)

// TestStatLineWrappedOntoDiceIsNoTableHeader pins that a stat line whose
// damage dice wrap onto the next line ("#AT 1, DM" over "1d6, SV NM, ML 7,
// …") opens no table: that line reads a die in a short line, as a table's
// header does, and the keyed areas after it were taken for the table's
// rows and lost.
func TestStatLineWrappedOntoDiceIsNoTableHeader(t *testing.T) {
	for name, text := range map[string]string{
		"labyrinth lord": "**35. Dice Den: 4 goblins** play dice at a table. They fight if\ndisturbed.\n" +
			"**Goblins:** AL C, MV 60' (20'), AC 6, HD 1-1, #AT 1, DM\n1d6, SV NM, ML 7, XP 5, hp 4, 3, 3, 2\n" +
			"**36. Larder:** The room contains 2 giant rats (hp 2, 1) feeding\non spilled grain.\n" +
			"**37. Wet Cave:** Living here are 3 lizard men (AL N, MV 60'\n(20'), AC 5, HD 2+1, #AT 1, DM 1d6+1, SV F2, ML 12, XP\n25, hp 12, 9, 8).\n" +
			"**38. Chapel:** A cracked altar stands under a window.\n",
		"b/x": "35. DICE DEN. Four goblins play dice at a table.\n" +
			"Goblins (4): AC 6, HD 1-1, #AT 1 weapon, Dmg\n1d6, Save NM, ML 7, XP 5, hp 4, 3, 3, 2\n" +
			"36. LARDER. Two giant rats feed on spilled grain.\n" +
			"37. WET CAVE. Three lizard men (AC 5, HD 2+1, #AT 1, Dmg\n1d6+1, Save F2, ML 12, XP 25) wait in the water.\n" +
			"38. CHAPEL. A cracked altar stands under a window.\n",
	} {
		t.Run(name, func(t *testing.T) {
			tables, keys, _ := readModule(t, []requests.Page{{Number: 1, Text: cover}, {Number: 2, Text: text}})
			for _, k := range []string{"35", "36", "37", "38"} {
				if !slices.Contains(keys, k) {
					t.Errorf("key %s lost: keys %q, tables %q", k, keys, tables)
				}
			}
			if len(tables) > 0 {
				t.Errorf("tables %q, want none", tables)
			}
		})
	}
}
