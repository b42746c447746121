package offline

import (
	"slices"
	"testing"

	"scriptorium/requests"
)

func TestExits(t *testing.T) {
	type e = requests.Exit
	for _, tc := range []struct {
		text string
		want []requests.Exit
	}{
		{"Orc guard. The door is barred from the inside.", []e{{Kind: requests.ExitDoor, State: requests.ExitBarred}}},
		{"The concealed door is obvious. A small gap leads to some stairs going down.",
			[]e{{Kind: requests.ExitSecretDoor, State: requests.ExitHidden}, {Kind: requests.ExitStairs, State: requests.ExitUnstated, Direction: "down"}}},
		{"Behind the planks is a secret tunnel.", []e{{Kind: requests.ExitPassage, State: requests.ExitHidden}}},
		{"The door to the west is a stone door. Opening the doors is hard.", []e{{Kind: requests.ExitDoor, State: requests.ExitUnstated, Direction: "west"}}},
		{"A locked door leads to area 7.", []e{{Kind: requests.ExitDoor, State: requests.ExitLocked, Target: "7"}}},
		{"A stuck door opens into #12b.", []e{{Kind: requests.ExitDoor, State: requests.ExitStuck, Target: "12b"}}},
		{"A trapdoor in the floor.", []e{{Kind: requests.ExitTrapdoor, State: requests.ExitUnstated}}},
		{"A narrow passage leads north to 4.", []e{{Kind: requests.ExitPassage, State: requests.ExitUnstated, Direction: "north", Target: "4"}}},
		{"Disturbing them rings a bell in #17.", nil},
	} {
		if got := exits(tc.text); !slices.Equal(got, tc.want) {
			t.Errorf("exits(%q)\n got %+v\nwant %+v", tc.text, got, tc.want)
		}
	}
}

func TestTrapsAndFeatures(t *testing.T) {
	text := "A cave entrance, with an open pit. The ground has hidden spiked pits (2d6). " +
		"Opening the doors while grounded prevents the thunderbolt (6d6, save vs. spells for half). " +
		"A trapdoor leads down. Two benches and an iron stove. The Tomb of Ming is far."
	wantTraps := []string{"The ground has hidden spiked pits (2d6).", "Opening the doors while grounded prevents the thunderbolt (6d6, save vs. spells for half)."}
	if got := traps(text); !slices.Equal(got, wantTraps) {
		t.Errorf("traps = %q, want %q", got, wantTraps)
	}
	wantFeatures := []string{"open pit", "hidden spiked pits", "Two benches", "iron stove"}
	if got := features(text); !slices.Equal(got, wantFeatures) {
		t.Errorf("features = %q, want %q", got, wantFeatures)
	}
}

func TestReadAloud(t *testing.T) {
	for _, tc := range []struct{ lines, read, desc string }{
		{"> The air is stale.\n> Bones crunch.\nThe bones are fake.", "The air is stale. Bones crunch.", "The bones are fake."},
		{`Read aloud: "A cold wind blows." The wind is magic.`, "A cold wind blows.", "The wind is magic."},
		{"No box here.", "", "No box here."},
	} {
		read, desc := splitReadAloud(linesOf([]requests.Page{{Number: 1, Text: tc.lines}}))
		if read != tc.read || desc != tc.desc {
			t.Errorf("splitReadAloud(%q) = %q, %q; want %q, %q", tc.lines, read, desc, tc.read, tc.desc)
		}
	}
}
