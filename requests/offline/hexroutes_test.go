package offline

import (
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
		{"a rumour's road is no way", "Rumour: the miller says a hidden path leads to 0708.", nil},
		{"a tale's road is no way, jg", "The villagers tell of a sunken road that runs to hex 0911.", nil},
	} {
		if got := exitList(exits(tc.text, "0101", batch)); !slices.Equal(got, tc.want) {
			t.Errorf("%s: exits(%q)\n got %q\nwant %q", tc.style, tc.text, got, tc.want)
		}
	}
}
