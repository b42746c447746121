package pipeline

import (
	"context"
	"encoding/json"
	"slices"
	"testing"

	"github.com/scriptorium/scriptorium/adventure"
	"github.com/scriptorium/scriptorium/requests"
	"github.com/scriptorium/scriptorium/requests/offline"
)

// TestCommonWordIsNoExitTarget: a way that goes "into the dark" leads to
// no area (no key or title is the dark), so the exit the offline rules read
// keeps its kind and direction and no target, where it was keyed "dark" and
// flagged; a place printed as a name off the map ("the Well House") stays a
// target, in OSE-style bold keys and in B/X-style capitals.
func TestCommonWordIsNoExitTarget(t *testing.T) {
	for style, text := range map[string]string{
		"OSE": "**1. Shaft.** The stairs descend into the dark.\n\n**2. Pool.** Still water. A door leads north to the Well House.\n",
		"B/X": "1. SHAFT. Worn stairs descend into the dark.\n\n2. POOL. Still water. A door leads north to the Well House.\n",
	} {
		req, err := requests.BuildContentRequest([]requests.Page{{Number: 1, Text: text}}, nil, requests.Settings{})
		if err != nil {
			t.Fatal(err)
		}
		resp, err := offline.New().Complete(context.Background(), req)
		if err != nil {
			t.Fatal(err)
		}
		var c requests.Content
		if err := json.Unmarshal(resp.Data, &c); err != nil {
			t.Fatal(err)
		}
		a := &adventure.Adventure{Sites: placeAreas(&requests.Survey{}, c.Areas, nil, "Shaft")}
		a.ResolveExitTargets()
		var got []string
		for _, ar := range a.Areas() {
			for _, x := range ar.Exits {
				got = append(got, ar.Key+": "+x.Direction+" "+x.Kind+" to "+x.Target)
			}
		}
		if want := []string{"1: down stairs to ", "2: north door to Well House"}; !slices.Equal(got, want) {
			t.Errorf("%s: exits %q, want %q", style, got, want)
		}
	}
}
