package offline

import (
	"slices"
	"testing"

	"github.com/scriptorium/scriptorium/requests"
)

// TestPlaceExits reads exits to places named in the text, in the prose of a
// village gazetteer (places keyed by name) and in the terse key of a
// numbered dungeon whose areas have titles.
func TestPlaceExits(t *testing.T) {
	type e = requests.Exit
	path, passage, unstated, open := requests.ExitPath, requests.ExitPassage, requests.ExitUnstated, requests.ExitOpen
	village := newPlaces(nil, []string{"The Mill", "The Chapel of St Oda", "Cobbler's Row", "The Ferry", "Ferry Landing"})
	dungeon := newPlaces([]areaText{
		{keyLine: keyLine{key: "7", title: "Crypt"}},
		{keyLine: keyLine{key: "8", title: "Well Room"}},
		{keyLine: keyLine{key: "9", title: "Guard Post"}},
		{keyLine: keyLine{key: "10", title: "Cell"}},
		{keyLine: keyLine{key: "11", title: "Cell"}},
	}, nil)
	for _, tc := range []struct {
		name, self string
		ps         places
		text       string
		want       []requests.Exit
	}{
		{"case and article folded", "The Ferry", village, "The lane runs east to the mill.",
			[]e{{Kind: path, State: unstated, Direction: "east", Target: "The Mill"}}},
		{"two ways in a sentence", "Cobbler's Row", village, "A path climbs to the Chapel of St Oda, and from here the road leads back to the Mill.",
			[]e{{Kind: path, State: unstated, Direction: "up", Target: "The Chapel of St Oda"}, {Kind: path, State: unstated, Target: "The Mill"}}},
		{"a list of directions", "The Mill", village, "From the Mill a cart track runs north to Cobbler's Row, west to the Ferry and south-west down to the Chapel of St Oda.",
			[]e{{Kind: path, State: unstated, Direction: "north", Target: "Cobbler's Row"}, {Kind: path, State: unstated, Direction: "west", Target: "The Ferry"},
				{Kind: path, State: unstated, Direction: "south-west", Target: "The Chapel of St Oda"}}},
		{"a place set in a direction", "Cobbler's Row", village, "The Mill lies to the north; the widow sells bread to the Ferry.",
			[]e{{Kind: path, State: unstated, Direction: "north", Target: "The Mill"}}},
		{"the only way", "The Ferry", village, "The only way is north, back to the Mill.",
			[]e{{Kind: path, State: unstated, Direction: "north", Target: "The Mill"}}},
		{"the longer name wins", "The Mill", village, "A plank bridge leads to the Ferry Landing, where a road runs on to the ferry.",
			[]e{{Kind: path, State: unstated, Target: "Ferry Landing"}, {Kind: path, State: unstated, Target: "The Ferry"}}},
		{"a place merely named", "The Ferry", village, "The miller of the Mill is away; his wife takes his bread to the Chapel of St Oda.", nil},
		{"a common noun is no name", "The Ferry", village, "The road runs on to the mill race and stops.", []e{{Kind: path, State: unstated}}},
		{"its own name", "The Mill", village, "Lanes lead from the Mill to the ferry.", []e{{Kind: path, State: unstated, Target: "The Ferry"}}},
		{"title and number", "9", dungeon, "A passage leads to the Crypt (area 7).",
			[]e{{Kind: passage, State: open, Target: "7"}}},
		{"titles in an exit list", "9", dungeon, "Exits: north to the Well Room, east to the crypt.",
			[]e{{Kind: passage, State: unstated, Direction: "north", Target: "8"}, {Kind: passage, State: unstated, Direction: "east", Target: "7"}}},
		{"a title in talk", "9", dungeon, "The guards speak of the Crypt in whispers.", nil},
		{"a title two areas share", "9", dungeon, "A corridor leads to the Cell.", []e{{Kind: passage, State: open}}},
	} {
		if got := exits(tc.text, tc.self, tc.ps); !slices.Equal(got, tc.want) {
			t.Errorf("%s: exits(%q)\n got %+v\nwant %+v", tc.name, tc.text, got, tc.want)
		}
	}
}

// TestRouteListsByName: a labelled list of the routes from a point that
// names the places it leads to, as pointcrawls print them, gives a path to
// each place named, its own name aside, whatever stands between (an
// arrow, a dash, a travel time in brackets). In arrows from the point
// itself and in a bare list of names with times.
func TestRouteListsByName(t *testing.T) {
	crawl := newPlaces(nil, []string{"The Old Mill", "Fox Bridge", "Hanging Wood", "Crow Cross"})
	path := func(to string) requests.Exit {
		return requests.Exit{Kind: requests.ExitPath, State: requests.ExitUnstated, Target: to}
	}
	for _, tc := range []struct {
		name, self, text string
		want             []requests.Exit
	}{
		{"arrows", "The Old Mill", "Paths: Old Mill → Fox Bridge (2 hours); Old Mill → Hanging Wood (1 hour).",
			[]requests.Exit{path("Fox Bridge"), path("Hanging Wood")}},
		{"names and times", "Crow Cross", "Routes: Fox Bridge (3 hours); Hanging Wood (2 hours), the Old Mill (half a day)",
			[]requests.Exit{path("Fox Bridge"), path("Hanging Wood"), path("The Old Mill")}},
	} {
		if got := exits(tc.text, tc.self, crawl); !slices.Equal(got, tc.want) {
			t.Errorf("%s: exits(%q)\n got %+v\nwant %+v", tc.name, tc.text, got, tc.want)
		}
	}
}
