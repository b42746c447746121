package offline

import (
	"strings"
	"testing"

	"github.com/scriptorium/scriptorium/statblock"
)

// TestRulesReadTheStatVocabulary checks that the rules find stat lines by
// the labels statblock.Parse reads them by: every abbreviation of the
// vocabulary is a stat token of a compact line and a label of a stat block
// line, and those of armour class, hit dice and hit points open a stat
// line.
func TestRulesReadTheStatVocabulary(t *testing.T) {
	for _, l := range statblock.Labels {
		for _, form := range l.Short {
			if strings.Contains(form, " ") {
				continue // two words ("% IN LAIR"): a block label, never one token
			}
			if !isStatToken(form) {
				t.Errorf("%s label %q is no stat token", l.Field, form)
			}
			if got := blockLabelRE.FindAllString(form+" 1, AC 6", -1); len(got) != 2 {
				t.Errorf("%s label %q: block labels in %q = %q, want two", l.Field, form, form+" 1, AC 6", got)
			}
			if opens := opensStat(form + "1"); opens != (l.Field == "ac" || l.Field == "hd" || l.Field == "hp") && len(form) > 1 {
				t.Errorf("opensStat(%q) = %v", form+"1", opens)
			}
		}
	}
}

// TestStatLinesInDialects finds the stat lines of several dialects in
// running text by their labels alone.
func TestStatLinesInDialects(t *testing.T) {
	for _, tc := range []struct{ dialect, text, want string }{
		{"basic fantasy", "The guards wait. AC 14, HD 1, #At 1 weapon, Dam 1d6, Mv 40', Sv F1, Ml 8. They fight.", "AC 14, HD 1, #At 1 weapon, Dam 1d6, Mv 40', Sv F1, Ml 8"},
		{"compact", "A troll lurks here HD6 AC4 T0 13 3d6 F6 and snores.", "HD6 AC4 T0 13 3d6 F6"},
		{"ose", "Three ghouls. AC 6 [13], HD 2*, Att 2 × claw (1d3), THAC0 18 [+1], MV 90' (30'), SV D12, ML 9.", "AC 6 [13], HD 2*, Att 2 × claw (1d3), THAC0 18 [+1], MV 90' (30'), SV D12, ML 9"},
	} {
		ws := words(tc.text)
		s, e, ok := statRun(ws, 0)
		if got := statText(ws, s, e); !ok || got != tc.want || !creatureStatRE.MatchString(got) {
			t.Errorf("%s: stat line of %q = %q (creature %v), want %q", tc.dialect, tc.text, got, creatureStatRE.MatchString(got), tc.want)
		}
	}
}
