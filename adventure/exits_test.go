package adventure

import (
	"reflect"
	"testing"
)

// TestMirrorExits: an exit stated in one area only is mirrored into its
// target with the opposite direction, the same kind and state, marked; an
// exit stated at both ends, to an unknown or another site's area, or to
// the area itself is left alone, and a mirrored exit is not mirrored back.
func TestMirrorExits(t *testing.T) {
	a := &Adventure{Sites: []Site{
		{Name: "Mill", Levels: []Level{
			{Name: "Ground", Areas: []Area{
				{Key: "1", Exits: []Exit{{Direction: "North", Kind: "door", State: "stuck", Target: "2"}, {Kind: "passage", Target: "9"}}},
				{Key: "2", Exits: []Exit{{Direction: "east", Kind: "passage", State: "unstated", Target: "3"}}},
				{Key: "3", Exits: []Exit{{Direction: "west", Kind: "passage", State: "unstated", Target: "2"}, {Kind: "other", Target: "3"}}},
			}},
			{Name: "Cellar", Areas: []Area{{Key: "4", Exits: []Exit{{Direction: "up", Kind: "stairs", State: "unstated", Target: "1"}}}}},
		}},
		{Name: "Tower", Levels: []Level{{Areas: []Area{{Key: "1"}}}}},
	}}
	a.MirrorExits()
	want := map[string][]Exit{
		"1": {{Direction: "North", Kind: "door", State: "stuck", Target: "2"}, {Kind: "passage", Target: "9"},
			{Direction: "down", Kind: "stairs", State: "unstated", Target: "4", Mirrored: true}},
		"2": {{Direction: "east", Kind: "passage", State: "unstated", Target: "3"},
			{Direction: "south", Kind: "door", State: "stuck", Target: "1", Mirrored: true}},
		"3": {{Direction: "west", Kind: "passage", State: "unstated", Target: "2"}, {Kind: "other", Target: "3"}},
		"4": {{Direction: "up", Kind: "stairs", State: "unstated", Target: "1"}},
	}
	for _, ar := range a.Sites[0].Levels[0].Areas {
		if !reflect.DeepEqual(ar.Exits, want[ar.Key]) {
			t.Errorf("area %s exits = %+v\nwant %+v", ar.Key, ar.Exits, want[ar.Key])
		}
	}
	if got := a.Sites[0].Levels[1].Areas[0].Exits; !reflect.DeepEqual(got, want["4"]) {
		t.Errorf("area 4 exits = %+v", got)
	}
	if got := a.Sites[1].Levels[0].Areas[0].Exits; len(got) != 0 {
		t.Errorf("the other site's area 1 got exits %+v", got)
	}
}

func TestOpposite(t *testing.T) {
	for in, want := range map[string]string{"north": "south", "NE": "sw", " Up ": "down", "south-west": "north-east", "left": "", "": ""} {
		if got := Opposite(in); got != want {
			t.Errorf("Opposite(%q) = %q, want %q", in, got, want)
		}
	}
}
