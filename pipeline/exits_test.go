package pipeline

import (
	"context"
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/scriptorium/scriptorium/adventure"
	"github.com/scriptorium/scriptorium/requests"
	"github.com/scriptorium/scriptorium/requests/offline"
)

// offlineContent returns what the offline rules answer the content
// request of one page, numbered n, that prints text.
func offlineContent(t *testing.T, n int, text string) requests.Content {
	t.Helper()
	req, err := requests.BuildContentRequest([]requests.Page{{Number: n, Text: text}}, nil, requests.Settings{})
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
	return c
}

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
		a := &adventure.Adventure{Sites: placeAreas(&requests.Survey{}, offlineContent(t, 1, text).Areas, nil, "Shaft")}
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

// TestRoadChainsAcrossBatches: a road's chain of hexes joins the hexes
// along it even where the content batch that prints the chain holds
// neither end of an edge: the hexes keyed on other pages get the ways the
// chain gives them, in a Judges Guild-style key that prints the road in
// its first hex's entry and in an OSE-style module that lists the map's
// roads on a page of their own; a hex no page keys gets none.
func TestRoadChainsAcrossBatches(t *testing.T) {
	for style, batches := range map[string][]string{
		"jg, the road in a hex's entry": {
			"**Hex 0204: Ruined Tower.** A broken tower of grey stone. Roads: 0204–0305–0406–0507.\n",
			"**Hex 0305: Old Mill.** The wheel is still and the race is dry.\n\n**Hex 0406: Fox Bridge.** A humpbacked bridge of stone.\n",
		},
		"ose, a page of the map's roads": {
			"The old road crosses the Fens from the tower to the sea.\n\nOld road: 02.04 → 03.05 → 04.06 → 05.07.\n",
			"### 02.04 — Ruined Tower\nA broken tower of grey stone.\n\n### 03.05 — Old Mill\nThe wheel is still and the race is dry.\n",
			"### 04.06 — Fox Bridge\nA humpbacked bridge of stone spans the river.\n",
		},
	} {
		var areas []requests.Area
		for i, text := range batches {
			areas = append(areas, offlineContent(t, i+1, text).Areas...)
		}
		a := &adventure.Adventure{Sites: placeAreas(&requests.Survey{}, areas, nil, "Fens")}
		a.ResolveExitTargets()
		a.MirrorExits()
		var keys, got []string
		for _, ar := range a.Areas() {
			keys = append(keys, ar.Key)
			for _, x := range ar.Exits {
				got = append(got, ar.Key+"-"+x.Target)
			}
		}
		slices.Sort(got)
		hex := func(k string) string { return k[:2] + k[len(k)-2:] } // 02.04 and 0204 alike
		for i := range keys {
			keys[i] = hex(keys[i])
		}
		for i := range got {
			from, to, _ := strings.Cut(got[i], "-")
			got[i] = hex(from) + "-" + hex(to)
		}
		if want := []string{"0204", "0305", "0406"}; !slices.Equal(keys, want) {
			t.Errorf("%s: areas %q, want %q", style, keys, want)
		}
		if want := []string{"0204-0305", "0305-0204", "0305-0406", "0406-0305", "0406-0507"}; !slices.Equal(got, want) {
			t.Errorf("%s: exits\n got %q\nwant %q", style, got, want)
		}
	}
}
