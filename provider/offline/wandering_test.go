package offline

import (
	"reflect"
	"testing"

	"scriptorium/requests"
)

func TestWandering(t *testing.T) {
	type row = requests.WanderingEntry
	for _, tc := range []struct {
		name, text string
		want       []requests.WanderingTable
	}{
		{"rows, header die, frequency in parentheses",
			"1d8 Random Encounters (1/6 per day, 1/6 per night)\n\n1 2d4 dead baboons HD 2 AC 8 1d8\n2-3 1d10 baboons\n4 a lost elf, weeping\nbitterly\n\nTable 1: bands.",
			[]requests.WanderingTable{{Name: "Random Encounters", Die: "1d8", Frequency: "1/6 per day, 1/6 per night",
				Entries: []row{{Range: "1", Entry: "2d4 dead baboons HD 2 AC 8 1d8", Count: "2d4"}, {Range: "2-3", Entry: "1d10 baboons", Count: "1d10"}, {Range: "4", Entry: "a lost elf, weeping bitterly"}}}}},
		{"columns of ranges then entries, lone die line, frequency before",
			"Roll once per day.\n1d6\nWandering Monsters: Level 1\n1\n2\n3\nGoblins\n3 orcs\nGiant rats",
			[]requests.WanderingTable{{Name: "Wandering Monsters: Level 1", Die: "1d6", AppliesTo: "Level 1", Frequency: "Roll once per day",
				Entries: []row{{Range: "1", Entry: "Goblins"}, {Range: "2", Entry: "3 orcs", Count: "3"}, {Range: "3", Entry: "Giant rats"}}}}},
		{"a die list that is no encounter table",
			"It takes critical damage. Roll 1d8:\n1. spectacular explosion\n2. slow breaking up", nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := wandering([]requests.Page{{Number: 1, Text: tc.text}}).Tables
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("tables\n got %+v\nwant %+v", got, tc.want)
			}
		})
	}
}
