package offline

import (
	"slices"
	"testing"

	"github.com/scriptorium/scriptorium/requests"
)

func TestExitTargetPhrases(t *testing.T) {
	type e = requests.Exit
	door, passage, stairs := requests.ExitDoor, requests.ExitPassage, requests.ExitStairs
	open, unstated, hidden := requests.ExitOpen, requests.ExitUnstated, requests.ExitHidden
	for _, tc := range []struct {
		text string
		want []requests.Exit
	}{
		{"Stairs in the corner lead down to 14.", []e{{Kind: stairs, State: unstated, Direction: "down", Target: "14"}}},
		{"A door in the north wall (see 4) is painted red.", []e{{Kind: door, State: unstated, Direction: "north", Target: "4"}}},
		{"The locked door needs the brass key (see 17).", []e{{Kind: door, State: requests.ExitLocked}}},
		{"The corridor runs east to 9.", []e{{Kind: passage, State: open, Direction: "east", Target: "9"}}},
		{"Doors lead to areas 4 and 5.", []e{{Kind: door, State: unstated, Target: "4"}, {Kind: door, State: unstated, Target: "5"}}},
		{"Passages lead north to area 4 and east to area 5.",
			[]e{{Kind: passage, State: open, Direction: "north", Target: "4"}, {Kind: passage, State: open, Direction: "east", Target: "5"}}},
		{"The ladder goes down to 3 hp worth of rotten rungs.", []e{{Kind: requests.ExitOther, State: unstated, Direction: "down"}}},
		{"Behind the wooden planks is a secret tunnel. Half way to #19 is a 10ft climb with a rope.",
			[]e{{Kind: passage, State: hidden, Target: "19"}}},
		{"A door stands in the east wall. The goblins flee to area 6 when hurt. Later they run to area 9.",
			[]e{{Kind: door, State: unstated, Direction: "east", Target: "6"}}},
		{"A door stands in the east wall. The room is bare. The goblins flee to area 6 when hurt.",
			[]e{{Kind: door, State: unstated, Direction: "east"}}},
		{"Opening in the wall. Attacking through the hole grants cover.", []e{{Kind: requests.ExitOther, State: unstated}}},
		{"Opening the chest releases a cloud of dust.", nil},
		{"A narrow crack leads down into #8.", []e{{Kind: requests.ExitOther, State: unstated, Direction: "down", Target: "8"}}},
		{"See #17 for the key.", nil},
		{"A stuck door to 12 is in the east wall.", []e{{Kind: door, State: requests.ExitStuck, Direction: "east", Target: "12"}}},
		{"A secret door can be opened by pressing a stone; it leads to the treasury (room 9).",
			[]e{{Kind: requests.ExitSecretDoor, State: hidden, Target: "9"}}},
		{"The tunnel continues down to 40' below the lake.", []e{{Kind: passage, State: open, Direction: "down"}}},
		{"Doors: north to 2, south to 5.", []e{{Kind: door, State: unstated, Direction: "north", Target: "2"}, {Kind: door, State: unstated, Direction: "south", Target: "5"}}},
		{"Stairs lead up to 7's balcony.", []e{{Kind: stairs, State: unstated, Direction: "up", Target: "7"}}},
		{"A flight of steps descends to area 6.", []e{{Kind: stairs, State: unstated, Direction: "down", Target: "6"}}},
		{"A ramp slopes down to 11.", []e{{Kind: passage, State: open, Direction: "down", Target: "11"}}},
		{"A chute drops to area 22.", []e{{Kind: requests.ExitOther, State: unstated, Direction: "down", Target: "22"}}},
		{"The door can be forced open on a roll of 1-2.", []e{{Kind: door, State: unstated}}},
		{"The door stands open.", []e{{Kind: door, State: open}}},
		{"The door is swollen shut with damp.", []e{{Kind: door, State: requests.ExitStuck}}},
		{"A corridor leads from here to 14.", []e{{Kind: passage, State: open, Target: "14"}}},
		{"A door leads to area 3. A second door in the west wall is locked.",
			[]e{{Kind: door, State: unstated, Target: "3"}, {Kind: door, State: requests.ExitLocked, Direction: "west"}}},
		{"A door leads to area 3. The door in the west wall is locked.",
			[]e{{Kind: door, State: requests.ExitLocked, Direction: "west", Target: "3"}}},
	} {
		if got := exits(tc.text, "", places{}); !slices.Equal(got, tc.want) {
			t.Errorf("exits(%q)\n got %+v\nwant %+v", tc.text, got, tc.want)
		}
	}
}

func TestLinkBack(t *testing.T) {
	type e = requests.Exit
	areas := []requests.Area{
		{Key: "1", Exits: []e{{Kind: requests.ExitPassage, State: requests.ExitOpen, Direction: "north", Target: "2"},
			{Kind: requests.ExitDoor, State: requests.ExitStuck, Direction: "east"}}},
		{Key: "2", Exits: []e{{Kind: requests.ExitSecretDoor, State: requests.ExitHidden, Direction: "west", Target: "4"}}},
		{Key: "3", Exits: []e{{Kind: requests.ExitDoor, State: requests.ExitStuck, Target: "1"}, {Kind: requests.ExitStairs, Target: "30"}}},
		{Key: "4"},
	}
	linkBack(areas)
	want := [][]e{
		{{Kind: requests.ExitPassage, State: requests.ExitOpen, Direction: "north", Target: "2"},
			{Kind: requests.ExitDoor, State: requests.ExitStuck, Direction: "east", Target: "3"}},
		{{Kind: requests.ExitSecretDoor, State: requests.ExitHidden, Direction: "west", Target: "4"},
			{Kind: requests.ExitPassage, State: requests.ExitOpen, Target: "1"}},
		{{Kind: requests.ExitDoor, State: requests.ExitStuck, Target: "1"}, {Kind: requests.ExitStairs, Target: "30"}},
		{{Kind: requests.ExitSecretDoor, State: requests.ExitHidden, Target: "2"}},
	}
	for i, a := range areas {
		if !slices.Equal(a.Exits, want[i]) {
			t.Errorf("area %s exits\n got %+v\nwant %+v", a.Key, a.Exits, want[i])
		}
	}
}

func TestLinkBackSubArea(t *testing.T) {
	type e = requests.Exit
	areas := []requests.Area{
		{Key: "7", Exits: []e{{Kind: requests.ExitPassage, State: requests.ExitOpen, Direction: "north", Target: "9"}}},
		{Key: "7a"},
		{Key: "8b"},
		{Key: "9a", Exits: []e{{Kind: requests.ExitDoor, State: requests.ExitUnstated, Target: "8b"}}},
		{Key: "9"},
	}
	linkBack(areas)
	open := func(to string) e { return e{Kind: requests.ExitPassage, State: requests.ExitOpen, Target: to} }
	want := [][]e{
		{{Kind: requests.ExitPassage, State: requests.ExitOpen, Direction: "north", Target: "9"}, open("7a")},
		{open("7")},
		{{Kind: requests.ExitDoor, State: requests.ExitUnstated, Target: "9a"}}, // no area 8 among these
		{{Kind: requests.ExitDoor, State: requests.ExitUnstated, Target: "8b"}}, // prints its own exit
		{open("7")},
	}
	for i, a := range areas {
		if !slices.Equal(a.Exits, want[i]) {
			t.Errorf("area %s exits\n got %+v\nwant %+v", a.Key, a.Exits, want[i])
		}
	}
}

// TestLinkBackByLevel: where each level numbers its areas from 1, an exit
// to "2" is made two-way with the area 2 of its own level, never the other
// level's, in OSE-style bold keys under level headings and in B/X-style
// capitals under a dungeon level's heading (exits with no target aside).
func TestLinkBackByLevel(t *testing.T) {
	for _, tc := range []struct{ style, text string }{
		{"OSE", "## Level 1: Upper Vaults\n\n**1. Hall.** A door in the north wall leads to area 2.\n\n**2. Stair.** Worn stairs go down into darkness.\n\n" +
			"## Level 2: The Cisterns\n\n**1. Landing.** A passage runs east to area 2.\n\n**2. Cistern.** Black water fills the room.\n"},
		{"B/X", "DUNGEON LEVEL ONE\n\n1. GUARD ROOM. A door north leads to room 2.\n\n2. BARRACKS. Bunks line the walls.\n\n" +
			"DUNGEON LEVEL TWO\n\n1. WELL ROOM. A corridor runs west to room 2.\n\n2. SHRINE. An altar stands here.\n"},
	} {
		var got []string
		for _, a := range areasOf(t, tc.text) {
			for _, x := range a.Exits {
				if x.Target != "" {
					got = append(got, a.Title+">"+x.Target)
				}
			}
		}
		want := []string{"Hall>2", "Stair>1", "Landing>2", "Cistern>1"}
		if tc.style == "B/X" {
			want = []string{"GUARD ROOM>2", "BARRACKS>1", "WELL ROOM>2", "SHRINE>1"}
		}
		if !slices.Equal(got, want) {
			t.Errorf("%s: exits %v, want %v", tc.style, got, want)
		}
	}
}

// TestExitToAnotherLevel: a key printed with the level or site it stands
// in ("area 1 of the Lower Vaults", "1 on Level 2") is a target there,
// written as overrides.yaml names an area ("Lower Vaults/1"), as levels
// that each number their areas from 1 repeat keys; a key printed with no
// place, or with a place that is no name ("of this level"), stays a key.
// In TSR-, OSE-, BFRPG- and zine-style exit phrases.
func TestExitToAnotherLevel(t *testing.T) {
	stairs := requests.ExitStairs
	for _, tc := range []struct {
		style, text, direction, target string
	}{
		{"TSR", "A stair leads down to area 1 of the Lower Vaults.", "down", "Lower Vaults/1"},
		{"OSE", "Stairs lead down to 4 on Level 2.", "down", "Level 2/4"},
		{"BFRPG", "The stairs descend to room 3 of level II.", "down", "level II/3"},
		{"zine", "Stairs down → 7 in the Bell Tower.", "down", "Bell Tower/7"},
		{"TSR", "A stair leads down to area 4 of this level.", "down", "4"},
		{"OSE", "Stairs lead up to 4.", "up", "4"},
	} {
		got := exits(tc.text, "", places{})
		if want := []requests.Exit{{Kind: stairs, State: requests.ExitUnstated, Direction: tc.direction, Target: tc.target}}; !slices.Equal(got, want) {
			t.Errorf("%s: exits(%q)\n got %+v\nwant %+v", tc.style, tc.text, got, want)
		}
	}
}

// TestLinkBackToAKeyInAPlace: an exit to a key printed with its place
// ("Level 2/6") already leads back to that area when one area of the batch
// holds the key, so the way back is not given twice; where levels each
// number from 1, the key of the area's own level still gets its way back.
func TestLinkBackToAKeyInAPlace(t *testing.T) {
	type e = requests.Exit
	stairs := func(to string) e { return e{Kind: requests.ExitStairs, State: requests.ExitUnstated, Target: to} }
	for _, tc := range []struct {
		name  string
		areas []requests.Area
		at    int // the area whose exits are checked
		want  []e
	}{
		{"unique key", []requests.Area{{Key: "5", Exits: []e{stairs("Level 2/6")}}, {Key: "6", Exits: []e{stairs("5")}}},
			0, []e{stairs("Level 2/6")}},
		{"levels numbered from 1", []requests.Area{
			{Key: "1", Exits: []e{stairs("2")}}, {Key: "2", Exits: []e{stairs("Lower Vaults/1")}}, {Key: "1"}, {Key: "2"}},
			1, []e{stairs("Lower Vaults/1"), stairs("1")}},
	} {
		linkBack(tc.areas)
		if got := tc.areas[tc.at].Exits; !slices.Equal(got, tc.want) {
			t.Errorf("%s: area %s exits %+v, want %+v", tc.name, tc.areas[tc.at].Key, got, tc.want)
		}
	}
}
