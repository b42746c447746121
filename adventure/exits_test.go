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

// TestResolveExitTargets: an exit that names its target by a place's name
// (a place on another batch's pages) is keyed by the one area of its site
// with that title or key, case, article and apostrophe aside, else with
// that head noun; a name two areas answer to stays as it is, as does a
// key and a name in capitals no area answers to; a common word no area
// answers to ("the crypt", which is no area's title) is no target; and
// each site keys its own names.
func TestResolveExitTargets(t *testing.T) {
	a := &Adventure{Sites: []Site{
		{Name: "Crypt", Levels: []Level{
			{Areas: []Area{
				{Key: "1", Title: "Lych gate", Exits: []Exit{{Kind: "door", Target: "Stair Foot"}, {Kind: "door", Target: "the queen’s chamber"}}},
				{Key: "2", Title: "Collapsed chapel", Exits: []Exit{{Kind: "door", Target: "gate"}, {Kind: "stairs", Target: "crypt"}, {Kind: "door", Target: "cell"}}},
			}},
			{Areas: []Area{
				{Key: "5", Title: "Stair foot", Exits: []Exit{{Kind: "passage", Target: "tomb"}, {Kind: "passage", Target: "1"}, {Kind: "door", Target: "The Ossuary"}}},
				{Key: "6", Title: "Queen's Chamber"},
				{Key: "7", Title: "Tomb of the Bellfounder"},
				{Key: "8", Title: "North cell"},
				{Key: "9", Title: "South cell"},
				{Key: "The Ossuary"},
			}},
		}},
		{Name: "Tower", Levels: []Level{{Areas: []Area{{Key: "1", Exits: []Exit{{Kind: "stairs", Target: "gate"}}}}}}},
	}}
	a.ResolveExitTargets()
	want := map[string][]string{
		"1": {"5", "6"},
		"2": {"1", "", "cell"}, // no area is the crypt; two are cells
		"5": {"7", "1", "The Ossuary"},
	}
	for _, ar := range a.Areas() {
		if ar.Title == "" {
			continue
		}
		var got []string
		for _, x := range ar.Exits {
			got = append(got, x.Target)
		}
		if w, ok := want[ar.Key]; ok && !reflect.DeepEqual(got, w) {
			t.Errorf("area %s targets = %q, want %q", ar.Key, got, w)
		}
	}
	if got := a.Sites[1].Levels[0].Areas[0].Exits[0].Target; got != "" {
		t.Errorf("the tower's exit was keyed to %q, where no area of its site is a gate", got)
	}
}

// TestMirrorExitsFillsTheWayBack: an area that prints a way of the exit's
// kind with no target, and no direction or the opposite one in any
// spelling ("South" for "N", "NE" for "south-west"), gets the target
// instead of a second, mirrored exit; one of another direction or kind
// does not.
func TestMirrorExitsFillsTheWayBack(t *testing.T) {
	a := &Adventure{Sites: []Site{{Levels: []Level{{Areas: []Area{
		{Key: "1", Exits: []Exit{{Direction: "north", Kind: "door", State: "open", Target: "2"}, {Direction: "east", Kind: "door", Target: "3"}, {Kind: "stairs", Target: "4"}}},
		{Key: "2", Exits: []Exit{{Direction: "south", Kind: "door", State: "open"}}},
		{Key: "3", Exits: []Exit{{Direction: "north", Kind: "door"}}},
		{Key: "4", Exits: []Exit{{Direction: "up", Kind: "stairs"}}},
		{Key: "5", Exits: []Exit{{Direction: "N", Kind: "door", Target: "6"}, {Direction: "south-west", Kind: "passage", Target: "7"}, {Direction: "W", Kind: "passage", Target: "8"}}},
		{Key: "6", Exits: []Exit{{Direction: "South", Kind: "door"}}},
		{Key: "7", Exits: []Exit{{Direction: "NE", Kind: "passage"}}},
		{Key: "8", Exits: []Exit{{Direction: "west", Kind: "passage"}}},
	}}}}}}
	a.MirrorExits()
	want := map[string][]Exit{
		"2": {{Direction: "south", Kind: "door", State: "open", Target: "1"}},
		"3": {{Direction: "north", Kind: "door"}, {Direction: "west", Kind: "door", Target: "1", Mirrored: true}},
		"4": {{Direction: "up", Kind: "stairs", Target: "1"}},
		"6": {{Direction: "South", Kind: "door", Target: "5"}},
		"7": {{Direction: "NE", Kind: "passage", Target: "5"}},
		"8": {{Direction: "west", Kind: "passage"}, {Direction: "e", Kind: "passage", Target: "5", Mirrored: true}},
	}
	for _, ar := range a.Areas() {
		if w, ok := want[ar.Key]; ok && !reflect.DeepEqual(ar.Exits, w) {
			t.Errorf("area %s exits = %+v\nwant %+v", ar.Key, ar.Exits, w)
		}
	}
}

// TestMirrorExitsByLevel: with each level numbered from 1, an exit to "2"
// is mirrored in the area 2 of its own level, never of the other level.
func TestMirrorExitsByLevel(t *testing.T) {
	a := twoLevels()
	a.MirrorExits()
	var got []string
	for _, area := range a.Areas() {
		for _, x := range area.Exits {
			if x.Mirrored {
				got = append(got, area.Title+">"+x.Target)
			}
		}
	}
	if want := []string{"Stair>1", "Well>1"}; !reflect.DeepEqual(got, want) {
		t.Errorf("mirrored exits = %v, want %v", got, want)
	}
}

// TestResolveExitTargetsAcrossLevels: where each level numbers its areas
// from 1, a place named on another level is written as its address, not
// as a key the exit's own level reads as another area; a place of the
// exit's own level keeps its bare key.
func TestResolveExitTargetsAcrossLevels(t *testing.T) {
	a := &Adventure{Sites: []Site{{Name: "Keep", Levels: []Level{
		{Name: "Upper Vaults", Areas: []Area{
			{Key: "1", Title: "Gatehouse", Exits: []Exit{{Kind: "stairs", Target: "the well"}, {Kind: "door", Target: "the stair"}}},
			{Key: "2", Title: "Stair"},
		}},
		{Name: "Sub-Level", Areas: []Area{
			{Key: "1", Title: "Cistern"},
			{Key: "2", Title: "Well"},
		}},
	}}}}
	a.ResolveExitTargets()
	exits := a.Sites[0].Levels[0].Areas[0].Exits
	well := &a.Sites[0].Levels[1].Areas[1]
	if got := a.ExitTarget(0, 0, exits[0].Target); got != well || exits[0].Target != "Sub-Level/2" {
		t.Errorf("the way to the well is %q, leading to %v; want \"Sub-Level/2\", the well", exits[0].Target, got)
	}
	if exits[1].Target != "2" {
		t.Errorf("the way to the stair is %q, want its own level's key \"2\"", exits[1].Target)
	}
}

// TestExitToAKeyOfAnotherLevel: where each level numbers its areas from
// 1, an exit printed with the key and the level it leads to ("area 1 of
// the Lower Vaults", read as "Lower Vaults/1"; "4 on Level 2", as "Level
// 2/4") leads to that level's area, named by its address; the way back,
// printed nowhere, is mirrored to the area the exit leaves, named by its
// address too, never to the area of its key on the far level.
func TestExitToAKeyOfAnotherLevel(t *testing.T) {
	for _, tc := range []struct{ upper, lower, target, want, back string }{
		{"Level 1: Upper Vaults", "Level 2: Lower Vaults", "Lower Vaults/1", "Level 2: Lower Vaults/1", "Level 1: Upper Vaults/2"},
		{"Level 1", "Level 2", "Level 2/1", "Level 2/1", "Level 1/2"},
	} {
		a := &Adventure{Sites: []Site{{Name: "Chapel", Levels: []Level{
			{Name: tc.upper, Areas: []Area{
				{Key: "1", Title: "Landing"},
				{Key: "2", Title: "Chapel", Exits: []Exit{{Direction: "down", Kind: "stairs", State: "unstated", Target: tc.target}}},
			}},
			{Name: tc.lower, Areas: []Area{{Key: "1", Title: "Crypt"}, {Key: "2", Title: "Ossuary"}}},
		}}}}
		a.ResolveExitTargets()
		a.MirrorExits()
		chapel, crypt := a.Sites[0].Levels[0].Areas[1], a.Sites[0].Levels[1].Areas[0]
		if got := chapel.Exits[0].Target; got != tc.want {
			t.Errorf("%s: the chapel's stair leads to %q, want %q", tc.target, got, tc.want)
		}
		want := []Exit{{Direction: "up", Kind: "stairs", State: "unstated", Target: tc.back, Mirrored: true}}
		if !reflect.DeepEqual(crypt.Exits, want) {
			t.Errorf("%s: the crypt's exits are %+v, want %+v", tc.target, crypt.Exits, want)
		}
		if ex := a.Sites[0].Levels[0].Areas[0].Exits; len(ex) != 0 {
			t.Errorf("%s: the landing got exits %+v", tc.target, ex)
		}
	}
}
