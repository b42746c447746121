package offline

import (
	"strings"
	"testing"

	"github.com/scriptorium/scriptorium/requests"
)

// TestStatLineEndsBeforeTheAreasLabel reads a stat line that ends its line
// without a full stop, its last value followed by a word that says it
// holds for each creature ("XP 5 each", "XP 10 ea", "XP 20 apiece"), to
// that word and no further, whole or split by a page break (its first
// half at a page's foot, the rest at the next page's head, after the
// running head): the "Treasure:" line under it is the area's treasure, not
// the stat line's tail, in an OSE line, a TSR one and a Labyrinth Lord one.
// The stat line used to run on into the treasure, and the treasure to
// print the stat line.
func TestStatLineEndsBeforeTheAreasLabel(t *testing.T) {
	for _, tc := range []struct {
		form  string
		pages []string
		stat  string
	}{
		{"ose, split by a page break", []string{
			"**1. Guard Room**\nFour goblins play dice at a table.\n**Goblins (4):** AC 6 [13], HD 1-1 (3hp), Att 1 × weapon (1d6),\n\n12",
			"THE SUNKEN VAULT\n\nTHAC0 19 [0], MV 60' (20'), SV D14 W15 P16 B17 S18 (NH), ML 7, AL Chaotic, XP 5 each\nTreasure: 3 gems worth 50 gp each.\n**2. Shrine**\nAn altar of black stone.",
		}, "AC 6 [13], HD 1-1 (3hp), Att 1 × weapon (1d6), THAC0 19 [0], MV 60' (20'), SV D14 W15 P16 B17 S18 (NH), ML 7, AL Chaotic, XP 5 each"},
		{"tsr, split by a page break", []string{
			"1. ENTRY CAVE. Three kobolds lurk behind a boulder.\nKobolds (3): AC 7, HD 1/2, hp 3, 2, 2, #AT 1, D 1d4,\n\n12",
			"CAVES OF THE GREY WORM\n\nMV 60', SV NM, ML 6, XP 5 ea\nTreasure: 5 gems worth 10 gp each.\n2. WORM PIT. Bones lie in a pit.",
		}, "AC 7, HD 1/2, hp 3, 2, 2, #AT 1, D 1d4, MV 60', SV NM, ML 6, XP 5 ea"},
		{"labyrinth lord, one page", []string{
			"**1. Kennel**\nTwo war dogs strain at their chains.\nWar dogs (2): AL N, MV 120' (40'), AC 6, HD 2+2, #AT 1, DM 2d4, SV F1, ML 9, XP 20 apiece\nTreasure: 40 sp in a feeding trough.\n**2. Yard**\nMud and straw.",
		}, "AL N, MV 120' (40'), AC 6, HD 2+2, #AT 1, DM 2d4, SV F1, ML 9, XP 20 apiece"},
	} {
		t.Run(tc.form, func(t *testing.T) {
			var ps []requests.Page
			for i, text := range tc.pages {
				ps = append(ps, requests.Page{Number: i + 12, Text: text})
			}
			a, ok := contentAreas(t, ps)["1"]
			if !ok || len(a.Encounters) != 1 {
				t.Fatalf("area 1 = %+v, want one encounter", a)
			}
			if got := a.Encounters[0].StatLine; got != tc.stat {
				t.Errorf("stat line = %q, want %q", got, tc.stat)
			}
			if tr := a.Treasure.AsPrinted; !strings.HasPrefix(tr, "Treasure:") {
				t.Errorf("treasure as printed = %q, want the treasure line alone", tr)
			}
		})
	}
}

// TestStatFieldWrappedInLowerCase reads a stat block whose field of words
// ("Special: swallows whole on a natural 19 or 20, ...") a typesetter broke
// onto the next line, which opens in lower case, to the field's end, in a
// Swords & Wizardry block under its bold name, a Swords & Wizardry line run
// into an area's text, and an OSE line: the field was cut at the line's
// end and the rest of it read as the area's text alone. The sentence of
// prose after the block stays the area's, and so does a line in lower case
// under a line that holds a sentence's end: that line has left the block
// for prose (a B/X line), and the stat line does not run on through it
// (not: what the stat line must not hold).
func TestStatFieldWrappedInLowerCase(t *testing.T) {
	for _, tc := range []struct{ form, text, stat, not string }{
		{"swords & wizardry, a bold name line",
			"**2. WORM PIT**\nThe grey worm coils in a pit of bones.\n**Grey Worm: HD 6; AC 5 [14]; Atk 1 bite (2d6); Move 9; Save 11; AL N; CL/XP 8/800;**\nSpecial: swallows whole on a natural 19 or 20, acid deals 1d6 per round to any\ncreature inside it until it is slain.\nThe worm sleeps by day.\n**3. Nook**\nBones.",
			"HD 6; AC 5 [14]; Atk 1 bite (2d6); Move 9; Save 11; AL N; CL/XP 8/800; Special: swallows whole on a natural 19 or 20, acid deals 1d6 per round to any creature inside it until it is slain", ""},
		{"swords & wizardry, run into the text",
			"**2. WORM PIT**\nThe grey worm coils in a pit of bones.\nGrey Worm: HD 6; AC 5 [14]; Atk 1 bite (2d6); Move 9; Save 11; CL/XP 8/800; Special: swallows whole on a\nnatural 19 or 20.\nThe worm sleeps by day.\n**3. Nook**\nBones.",
			"HD 6; AC 5 [14]; Atk 1 bite (2d6); Move 9; Save 11; CL/XP 8/800; Special: swallows whole on a natural 19 or 20", ""},
		{"ose, a bold name",
			"**2. Web Loft**\nA spider waits above the door.\n**Giant spider:** AC 6 [13], HD 3* (13hp), Att 1 × bite (1d8 + poison), MV 120' (40'), SV D12 W13 P14 B15 S16 (2), ML 8, XP 50, Special: its webs hold\nfast any who touch them.\nA dead elf hangs in the web.\n**3. Nook**\nBones.",
			"AC 6 [13], HD 3* (13hp), Att 1 × bite (1d8 + poison), MV 120' (40'), SV D12 W13 P14 B15 S16 (2), ML 8, XP 50, Special: its webs hold fast any who touch them", ""},
		{"b/x, prose under a line with a sentence's end",
			"**2. Guard Post**\nTwo bandits play cards.\nBandits (2): AC 7, HD 1, #AT 1, D 1d6, MV 120' (40'), SV T1, ML 8,\nAL Chaotic, XP 10, TT C\nThey are bored here. Both would rather talk\nthan fight: they know the way to area 9.\n**3. Nook**\nBones.",
			"", "than fight"},
	} {
		t.Run(tc.form, func(t *testing.T) {
			a, ok := contentAreas(t, []requests.Page{{Number: 3, Text: tc.text}})["2"]
			if !ok || len(a.Encounters) != 1 {
				t.Fatalf("area 2 = %+v, want one encounter", a)
			}
			got := a.Encounters[0].StatLine
			if tc.stat != "" && got != tc.stat {
				t.Errorf("stat line = %q\nwant %q", got, tc.stat)
			}
			if tc.not != "" && strings.Contains(got, tc.not) {
				t.Errorf("stat line = %q runs on into the prose %q", got, tc.not)
			}
		})
	}
}
