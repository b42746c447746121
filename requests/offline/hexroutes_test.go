package offline

import (
	"maps"
	"slices"
	"testing"
)

// TestHexcrawlRoutes reads the ways a hexcrawl or pointcrawl key prints
// between its keyed places, each in more than one printed style: an
// OSE-style hex key ("A trail leads north-east to 0305."), a Judges Guild
// or Swords & Wizardry wilderness key ("the road continues to hex 0506
// (the Old Mill)", "Travel: 2 days to Thornwick (0609)") and a pointcrawl
// zine ("Paths: Old Mill → Fox Bridge (2 hours)"). A way named in a
// rumour, a tale or the place's history is no way from it.
func TestHexcrawlRoutes(t *testing.T) {
	batch := newPlaces([]areaText{
		{keyLine: keyLine{key: "0204", title: "Ruined Tower"}},
		{keyLine: keyLine{key: "0305", title: "Old Mill"}},
		{keyLine: keyLine{key: "0406", title: "Fox Bridge"}},
	}, nil)
	for _, tc := range []struct {
		style, text string
		want        []string
	}{
		{"ose, a trail to a hex", "A trail leads north-east to 0305.", []string{"path/unstated/north-east/0305"}},
		{"jg, a road to a hex by its word", "The road continues to hex 0506 (the Old Mill).", []string{"path/unstated//0506"}},
		{"s&w, a road to a hex named and keyed", "The old road runs west to the village of Thornwick (0609).", []string{"path/unstated/west/0609"}},
		{"ose, a track back to a place of the batch by name", "The path climbs to the Ruined Tower.", []string{"path/unstated/up/0204"}},
		{"zine, a path to a place by name", "From here a path winds south to Fox Bridge.", []string{"path/unstated/south/0406"}},
		{"zine, a route list by name", "Paths: Old Mill → Fox Bridge (2 hours).", []string{"path/unstated//0305", "path/unstated//0406"}},
		{"jg, a place named and keyed by its hex", "Another track drops south off the moor to Fox Bridge in hex 0406.", []string{"path/unstated/south/0406"}},
		{"ose, a place named and keyed in brackets", "The trail bends west to the Old Mill (0305).", []string{"path/unstated/west/0305"}},
		{"ose, a river flows to a hex", "The river flows south into 0103.", []string{"path/unstated/south/0103"}},
		{"jg, a stream to a hex by its word", "A stream runs east to hex 0302.", []string{"path/unstated/east/0302"}},
		{"a river by no keyed place is no way", "A cold stream runs through the hall.", nil},
		{"jg, travel time to a place keyed", "Travel: 2 days to Thornwick (0609).", []string{"path/unstated//0609"}},
		{"s&w, travel to a hex", "Travel: 1 day north to 0203, 3 days to 0508.", []string{"path/unstated/north/0203", "path/unstated//0508"}},
		{"ose, see also a hex", "See also 0407.", []string{"other/unstated//0407"}},
		{"jg, see also a hex by its word", "See also hex 0407 (the Barrow).", []string{"other/unstated//0407"}},
		{"a rumour's road is no way", "Rumour: the miller says a hidden path leads to 0708.", nil},
		{"a tale's road is no way, jg", "The villagers tell of a sunken road that runs to hex 0911.", nil},
	} {
		if got := exitList(exits(tc.text, "0101", batch)); !slices.Equal(got, tc.want) {
			t.Errorf("%s: exits(%q)\n got %q\nwant %q", tc.style, tc.text, got, tc.want)
		}
	}
}

// TestHexcrawlEdges reads whole hex and point keys and the edges between
// their places (undirected: one way printed joins both ends), in three
// printed styles: an OSE-style hex key ("0204 — Ruined Tower" over its
// text, a trail to a hex), a Judges Guild or Swords & Wizardry wilderness
// key ("Hex 0305: Old Mill" run into its text, a road to "hex 0406", the
// map's roads as chains of hexes, those keyed on other pages answering
// with their ways alone), and a pointcrawl zine (places named, paths
// listed by name). A rumour's way and a hex merely named ("the
// miller comes from 0406") are no edges.
func TestHexcrawlEdges(t *testing.T) {
	for _, tc := range []struct {
		style, text string
		keys, edges []string
	}{
		{"ose", "0204 — Ruined Tower\nA broken tower of grey stone. A trail leads north-east to 0305.\n" +
			"0305 — Old Mill\nThe wheel is still. The river flows south into 0306. Rumour: the miller says a hidden path leads to 0708.\n" +
			"0306 — Weir\nThe path climbs to the Ruined Tower.",
			[]string{"0204", "0305", "0306"}, []string{"0204-0305", "0204-0306", "0305-0306"}},
		{"jg / s&w", "**Hex 0305: Old Mill.** The miller comes from 0406 each spring. The road continues to hex 0406 (Fox Bridge).\n" +
			"**Hex 0406: Fox Bridge.** Travel: 2 days to Thornwick (0609).\n" +
			"**Hex 0407: Barrow.** Nine stones. See also 0305.\n" +
			"Roads: 0204–0305–0407.",
			[]string{"0305", "0406", "0407"}, []string{"0204-0305", "0305-0406", "0305-0407", "0406-0609"}},
		{"pointcrawl zine", "### 1. Old Mill\nA mill by the water. Paths: Fox Bridge (2 hours); Hanging Wood (1 hour).\n" +
			"### 2. Fox Bridge\nA humpbacked bridge. Villagers tell of a path to the Witch Hill.\n" +
			"### 3. Hanging Wood\nCrows. From here a path winds south to Fox Bridge.",
			[]string{"1", "2", "3"}, []string{"1-2", "1-3", "2-3"}},
	} {
		var keys []string
		edges := map[string]bool{}
		for _, a := range contentOf(t, tc.text).Areas {
			if len(a.Pages) > 0 { // a hex keyed on other pages answers with its ways alone
				keys = append(keys, a.Key)
			}
			for _, e := range a.Exits {
				if e.Target != "" {
					edges[min(a.Key, e.Target)+"-"+max(a.Key, e.Target)] = true
				}
			}
		}
		if !slices.Equal(keys, tc.keys) {
			t.Errorf("%s: keys %q, want %q", tc.style, keys, tc.keys)
		}
		if got := slices.Sorted(maps.Keys(edges)); !slices.Equal(got, tc.edges) {
			t.Errorf("%s: edges\n got %q\nwant %q", tc.style, got, tc.edges)
		}
	}
}

// TestHexKeyForms reads the keys of a hex map's entries as hexcrawls
// print them: the hex's column and row alone or after the word "Hex",
// with its title after a dash or a colon, or over the entry as a heading
// of its own. OSE-style headings and Judges Guild / S&W-style lines.
func TestHexKeyForms(t *testing.T) {
	for _, tc := range []struct{ style, text string }{
		{"ose, key and title after a dash", "0204 — Ruined Tower\nA broken tower of grey stone.\n0305 — Old Mill\nThe wheel is still.\n0406 — Fox Bridge\nA humpbacked bridge of stone."},
		{"ose, a heading of the key alone", "### 0204\nA broken tower of grey stone.\n### 0305\nThe wheel is still.\n### 0406\nA humpbacked bridge of stone.\nThe river runs fast under it."},
		{"jg, the word and a colon", "Hex 0204: Ruined Tower\nA broken tower of grey stone.\nHex 0305: Old Mill\nThe wheel is still.\nHex 0406: Fox Bridge\nA humpbacked bridge of stone."},
		{"s&w, a heading of the word and key", "### Hex 0204\nA broken tower of grey stone.\n### Hex 0305\nThe wheel is still.\n### Hex 0406\nA humpbacked bridge of stone.\nThe river runs fast under it."},
	} {
		var keys []string
		for _, a := range contentOf(t, tc.text).Areas {
			keys = append(keys, a.Key)
		}
		if want := []string{"0204", "0305", "0406"}; !slices.Equal(keys, want) {
			t.Errorf("%s: keys %q, want %q", tc.style, keys, want)
		}
	}
}

// TestDottedHexKeys: a hex printed with a point between its column and
// row keys its entry: after the word "Hex", in bold over the text and as
// a heading with a colon; alone on its line over the entry, in bold as an
// OSE-style hex key prints it (at a page's head too, where a bold number
// is the page's number but a hex with a point is none) and as a heading.
func TestDottedHexKeys(t *testing.T) {
	for _, tc := range []struct{ style, text string }{
		{"bold word, key and title", "The Fens lie east of the river.\n\n**Hex 02.04 Ruined Tower**\nA broken tower of grey stone stands here.\n\n**Hex 03.05 Old Mill**\nThe wheel is still and the race is dry.\n\n**Hex 04.06 Fox Bridge**\nA humpbacked bridge of stone spans the river."},
		{"heading, key and title after a colon", "The Fens lie east of the river.\n\n### HEX 02.04: Ruined Tower\nA broken tower of grey stone stands here.\n\n### HEX 03.05: Old Mill\nThe wheel is still and the race is dry.\n\n### HEX 04.06: Fox Bridge\nA humpbacked bridge of stone spans the river."},
		{"lone bold over the entry", "The Fens lie east of the river.\n\n**02.04**\nA broken tower of grey stone stands here.\n\n**03.05**\nThe wheel of the old mill is still.\n\n**04.06**\nA humpbacked bridge of stone spans the river."},
		{"lone bold at a page's head", "**02.04**\nA broken tower of grey stone stands here.\n\n**03.05**\nThe wheel of the old mill is still.\n\n**04.06**\nA humpbacked bridge of stone spans the river."},
		{"lone heading over the entry", "The Fens lie east of the river.\n\n### 02.04\nA broken tower of grey stone stands here.\n\n### 03.05\nThe wheel of the old mill is still.\n\n### 04.06\nA humpbacked bridge of stone spans the river."},
	} {
		var keys []string
		for _, a := range contentOf(t, tc.text).Areas {
			keys = append(keys, a.Key)
		}
		if want := []string{"02.04", "03.05", "04.06"}; !slices.Equal(keys, want) {
			t.Errorf("%s: keys %q, want %q", tc.style, keys, want)
		}
	}
}
