package offline

import (
	"slices"
	"testing"
)

// TestProseRoutes reads the ways a hexcrawl, pointcrawl or city key
// prints in running prose between its keyed places, each in two printed
// styles: a hex key that names the hex in brackets after the place
// ("runs east to Millford (0607)"), a point or cave key keyed by letter
// and number ("to the Hermit's Cave (A4)"), a journey that reaches a
// place ("reaches the ford in half a day (see 0305)"), a city key whose
// streets open onto its squares ("Tanner's Row opens onto the Market
// Square"), and a list of exits by way ("down the well to C1"). A place
// is a target only when the module keys it; a rumour's road is none.
func TestProseRoutes(t *testing.T) {
	batch := newPlaces([]areaText{
		{keyLine: keyLine{key: "C3", title: "Tanner's Row"}},
		{keyLine: keyLine{key: "C4", title: "Market Square"}},
		{keyLine: keyLine{key: "C5", title: "Guildhall"}},
	}, nil)
	for _, tc := range []struct {
		style, text string
		want        []string
	}{
		{"hex key, a track to a place keyed by its hex", "A rutted track runs east to Millford (0607).", []string{"path/unstated/east/0607"}},
		{"hex key, a lane to a place keyed by its hex", "The drovers' lane winds north-west to the village of Oxley (1204).", []string{"path/unstated/north-west/1204"}},
		{"cave key, a path to a lettered key", "From here the path climbs to the Hermit's Cave (A4).", []string{"path/unstated/up/A4"}},
		{"cave key, a path to a lettered key in square brackets", "A goat path descends to the Bone Pit [B2].", []string{"path/unstated/down/B2"}},
		{"hex key, a road that reaches a place", "The road north reaches the ford in half a day (see 0305).", []string{"path/unstated/north/0305"}},
		{"hex key, a trail that reaches a hex", "The trail reaches hex 0708 after two days.", []string{"path/unstated//0708"}},
		{"city key, a street opens onto a square", "Tanner's Row opens onto the Market Square.", []string{"path/unstated//C4"}},
		{"city key, a square gives onto a building", "The Market Square gives onto the Guildhall.", []string{"path/unstated//C5"}},
		{"exit list, down a well (a shaft: other, as entryNouns keys it)", "Exits: north to B2, down the well to C1.", []string{"passage/unstated/north/B2", "other/unstated/down/C1"}},
		{"exit list, up a chimney", "Exits: up the chimney to 7; west to 9.", []string{"passage/unstated/up/7", "passage/unstated/west/9"}},
		{"hex key, a track to a place on other pages by its proper name", "A rutted track runs east to Millford in half a day.", []string{"path/unstated/east/Millford"}},
		{"city key, a lane to a place on other pages by its proper name", "The lane winds down to Cooper's Yard.", []string{"path/unstated/down/Cooper's Yard"}},
		{"a level is no place", "The stair leads down to Level 2.", []string{"stairs/unstated/down/"}},
		{"a rumour's road is no way", "Rumour: a rutted track runs east to Millford (0607).", nil},
		{"a place merely named is no way", "The tanners of Tanner's Row sell hides in the Market Square.", nil},
	} {
		if got := exitList(exits(tc.text, "C3", batch)); !slices.Equal(got, tc.want) {
			t.Errorf("%s: exits(%q)\n got %q\nwant %q", tc.style, tc.text, got, tc.want)
		}
	}
}

// TestDottedRoadChains: a road's chain of hexes printed with a point
// between column and row joins the hexes along it, as one of hexes
// printed whole does, in a Judges Guild-style entry and in an OSE-style
// list of the map's roads.
func TestDottedRoadChains(t *testing.T) {
	for _, tc := range []struct{ style, text string }{
		{"jg, in a hex's entry", "**Hex 02.04: Ruined Tower.** A broken tower. Roads: 02.04–03.05–04.06.\n**Hex 03.05: Old Mill.** The wheel is still.\n**Hex 04.06: Fox Bridge.** A humpbacked bridge."},
		{"ose, a list of roads", "### 02.04 — Ruined Tower\nA broken tower.\n### 03.05 — Old Mill\nThe wheel is still.\n### 04.06 — Fox Bridge\nA humpbacked bridge.\nOld road: 02.04 → 03.05 → 04.06."},
	} {
		got := map[string][]string{}
		for _, a := range contentOf(t, tc.text).Areas {
			for _, e := range a.Exits {
				got[a.Key] = append(got[a.Key], e.Target)
			}
		}
		want := map[string][]string{"02.04": {"03.05"}, "03.05": {"02.04", "04.06"}, "04.06": {"03.05"}}
		for k, w := range want {
			if g := got[k]; !slices.Equal(slices.Sorted(slices.Values(g)), w) {
				t.Errorf("%s: exits of %s lead to %q, want %q", tc.style, k, g, w)
			}
		}
	}
}
