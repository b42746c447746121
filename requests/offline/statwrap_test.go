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

// TestStatLineSetAsHeading: the rest of a stat line that a scan's OCR
// marks as a heading (a line in a size of its own) opening in lower case
// or with a bracket goes on with the stat line, in an OSE-like bestiary
// entry and a B/X-like block; a heading in capitals over a block stays one.
func TestStatLineSetAsHeading(t *testing.T) {
	for _, tc := range []struct{ name, text, creature, want string }{
		{"OSE-like", "- Grub, goblin chief: AC 5 [14], HD 3 (15hp), Att 1 axe\n### (1d8), THAC0 17 [+2], MV 60' (20'), SV D12 W13\nP14 B15 S16 (3), ML 9, AL Chaotic, XP 35", "Grub", "9 35"},
		{"B/X-like", "Ogre: AC 5, HD 4+1, #AT 1 club,\n### damage 1d10, MV 90' (30'), ML 10, XP 125", "Ogre", "10 125"},
		{"a heading over a block", "### Ogre\nAC 5, HD 4+1, #AT 1 club, D 1d10, MV 90' (30'), ML 10, XP 125", "Ogre", "10 125"},
	} {
		ans := askBlock(t, tc.creature, []requests.Page{{Number: 4, Text: tc.text}})
		if got := ans.StatBlock.Morale + " " + ans.StatBlock.XP; got != tc.want {
			t.Errorf("%s: %s's block %+v, want ML and XP %q", tc.name, tc.creature, ans.StatBlock, tc.want)
		}
	}
}
