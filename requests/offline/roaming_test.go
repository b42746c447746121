package offline

import (
	"slices"
	"strings"
	"testing"

	"github.com/scriptorium/scriptorium/requests"
)

// TestRoaming finds the creatures that move between places, apart from
// any area: a section headed as such in a village gazetteer and in a
// numbered dungeon key, and a sentence of the introduction; a rolled table
// of wandering monsters is not roaming, and an area's own creatures stay
// its own.
func TestRoaming(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		roaming    []string
		areas      map[string][]string
	}{
		{"gazetteer: a section of roaming folk",
			"Ashby stands where the drove road meets the river.\n\n**The Tollhouse**\nThe reeve counts the tolls by lamplight.\n\n**The Ford**\nThe water runs shallow over stones.\n\n**Roaming NPCs**\n\nMad Hobb (F1, hp 5, AC 9, AL N) wanders from the Ford to the Tollhouse begging for ale.",
			[]string{"1 Mad Hobb"}, map[string][]string{"The Tollhouse": {"1 reeve"}, "The Ford": nil}},
		{"dungeon: a patrol between numbered areas",
			"The goblins of the Warren keep a watch.\n\n1. Gate. Two goblins (AC 6, HD 1-1, hp 3, 2, #AT 1, D 1d6, ML 7) guard the gate.\n\n2. Hall. Empty benches.\n\n### Patrols\n\n4 goblins (AC 6, HD 1-1, hp 4 each, #AT 1, D 1d6, ML 7) walk between areas 1 and 2 every hour.",
			[]string{"4 goblins"}, map[string][]string{"1": {"2 goblins"}, "2": nil}},
		{"introduction: a sentence of creatures on the move",
			"The bandits patrol the woods between the mill and the ford.\n\n1. Mill. The wheel is still.\n\n2. Ford. The river runs fast.",
			[]string{"unstated bandits"}, map[string][]string{"1": nil, "2": nil}},
		{"a wandering table is no roaming",
			"Wandering Monsters (1d6)\n1 Goblins (2d4)\n2 Wolves (1d6)\n\n1. Mill. The wheel is still.\n\n2. Ford. The river runs fast.",
			nil, map[string][]string{"1": nil, "2": nil}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var c requests.Content
			decode(t, built(t)(requests.BuildContentRequest([]requests.Page{{Number: 1, Text: tc.text}}, nil, requests.Settings{})), &c)
			if got := withoutStats(c.Roaming); !slices.Equal(got, tc.roaming) {
				t.Errorf("roaming = %q, want %q", got, tc.roaming)
			}
			got := map[string][]string{}
			for _, a := range c.Areas {
				got[a.Key] = withoutStats(a.Encounters)
			}
			for k, want := range tc.areas {
				if g, ok := got[k]; !ok || !slices.Equal(g, want) {
					t.Errorf("area %q encounters = %q (found %v), want %q", k, g, ok, want)
				}
			}
			if len(got) != len(tc.areas) {
				t.Errorf("areas %q, want the keys of %q", got, tc.areas)
			}
		})
	}
}

// withoutStats describes encounters (see describe) without stat lines.
func withoutStats(es []requests.Encounter) []string {
	var out []string
	for _, d := range describe(es) {
		out = append(out, strings.SplitN(d, " [", 2)[0])
	}
	return out
}
