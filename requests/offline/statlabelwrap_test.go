package offline

import (
	"slices"
	"strings"
	"testing"

	"github.com/scriptorium/scriptorium/requests"
	"github.com/scriptorium/scriptorium/statblock"
)

// TestStatLineWrappedAfterALabel reads a stat line that breaks after a
// label and its colon ("...; Special:" / "none; hp 14") on across the
// break: the next line carries that label's value and the fields after it,
// so the encounter's stat line keeps its hit points, in a Swords & Wizardry
// style (a bold name, fields split by semicolons) and an OSE style (a name
// and a colon, fields split by commas, labels spelled out), and the
// sentence of prose after the stat line stays out of it.
func TestStatLineWrappedAfterALabel(t *testing.T) {
	for _, tc := range []struct {
		name, text, creature string
		hp                   string
	}{
		{"swords & wizardry", "1. Storeroom. Broken crates line the walls.\n**Drowned Monk** HD 2; AC 8[11]; Atk fist (1d4); Move 9; Save 16; AL C; CL/XP 2/20; Special:\nnone; hp 14\nWater drips into a shallow pool.",
			"Drowned Monk", "14"},
		{"ose", "4. Crypt. Three biers stand in a row.\nGhouls: AC 6 [13], HD 2*, Att 2 claws (1d3), MV 90' (30'), SV D12, ML 9, AL Chaotic, Special:\nparalysing touch, hp 9, 7\nThe biers are empty.",
			"Ghouls", "9, 7"},
	} {
		a := contentOf(t, tc.text).Areas[0]
		i := slices.IndexFunc(a.Encounters, func(e requests.Encounter) bool { return e.Creature == tc.creature })
		if i < 0 {
			t.Errorf("%s: encounters %q, want %s", tc.name, describe(a.Encounters), tc.creature)
			continue
		}
		stat := a.Encounters[i].StatLine
		if sb := statblock.Parse(stat); sb.HP != tc.hp || strings.Contains(stat, "pool") || strings.Contains(stat, "biers") {
			t.Errorf("%s: stat line %q gives hit points %q, want %q and no prose", tc.name, stat, sb.HP, tc.hp)
		}
	}
}
