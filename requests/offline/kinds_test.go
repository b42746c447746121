package offline

import (
	"reflect"
	"testing"

	"github.com/scriptorium/scriptorium/requests"
)

func TestSurveyFrontMatter(t *testing.T) {
	pages := []requests.Page{
		{Number: 1, Text: "The Sunken Temple\nby Ann Author and Bob Writer\nAn adventure for character levels 1-3, compatible with Old-School Essentials.\n\nThis module is licensed under Creative Commons\nAttribution 4.0.\nhttps://creativecommons.org/licenses/by/4.0/"},
		{Number: 2, Text: "Level 1\n1 Entrance. A door leads to 2.\n2 Hall. 3 goblins.\nUpper level\n3 Loft. Bats."},
		{Number: 3, Text: "Wandering Monsters (1d6)\n1 Goblins\n2 Bats\n3 Rats"},
	}
	var s requests.Survey
	decode(t, built(t)(requests.BuildSurveyRequest(1, pages, requests.Settings{})), &s)
	lo, hi := 1, 3
	want := requests.Survey{
		Title:      "The Sunken Temple",
		System:     "Old-School Essentials",
		Authors:    []string{"Ann Author", "Bob Writer"},
		License:    "This module is licensed under Creative Commons Attribution 4.0. https://creativecommons.org/licenses/by/4.0/",
		LevelRange: requests.LevelRange{AsPrinted: "character levels 1-3", Min: &lo, Max: &hi},
		Pages: []requests.SurveyPage{{Page: 1, Role: requests.RoleCover}, {Page: 2, Role: requests.RoleAreaKey},
			{Page: 3, Role: requests.RoleRandomTables}},
		Sites: []requests.Site{{Name: "The Sunken Temple", Levels: []requests.Level{
			{Name: "Level 1", Keys: []requests.AreaKey{{Key: "1", Pages: []int{2}}, {Key: "2", Pages: []int{2}}}},
			{Name: "Upper level", Keys: []requests.AreaKey{{Key: "3", Pages: []int{2}}}},
		}}},
		StatBlocks: []requests.PrintedStatBlock{},
	}
	if !reflect.DeepEqual(s, want) {
		t.Errorf("survey\n got %+v\nwant %+v", s, want)
	}
}

func TestSurveyStandInLevels(t *testing.T) {
	var s requests.Survey
	decode(t, built(t)(requests.BuildSurveyRequest(1, sourcePages(t, "darkloch/Darkloch.md"), requests.Settings{})), &s)
	var got []string
	for _, lv := range s.Sites[0].Levels {
		got = append(got, lv.Name)
	}
	if want := []string{"Level 1", "Level 2", "Level 3"}; !reflect.DeepEqual(got, want) {
		t.Errorf("levels = %q, want %q", got, want)
	}
	if n := len(s.Sites[0].Levels[0].Keys); n != 10 {
		t.Errorf("level 1 has %d keys, want 10", n)
	}
}

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

// TestMonsters: a printed name resolves by the alias table, else, when a
// stat block's name line names one individual and then its kind or class
// and level (TSR-style "Grusk, Hobgoblin Chief", Basic Fantasy-style
// "Ysolde the Pale, Magic-User 4"), to the individual, else to itself in
// singular title case, as an inverted name of a known creature and a name
// with its epithet do.
func TestMonsters(t *testing.T) {
	req := built(t)(requests.BuildMonstersRequest([]string{"3 orcs", "giant bats", "glass golems", "librarians",
		"Grusk, Hobgoblin Chief", "Ysolde the Pale, Magic-User 4", "Eel, Cistern", "Old Maud, the Drowned Miller"}, requests.DefaultAliases()))
	var m requests.Monsters
	decode(t, req, &m)
	want := []requests.NameMapping{
		{Printed: "3 orcs", Canonical: "Orc"},
		{Printed: "Eel, Cistern", Canonical: "Eel, Cistern"},
		{Printed: "Grusk, Hobgoblin Chief", Canonical: "Grusk"},
		{Printed: "Old Maud, the Drowned Miller", Canonical: "Old Maud, The Drowned Miller"},
		{Printed: "Ysolde the Pale, Magic-User 4", Canonical: "Ysolde the Pale"},
		{Printed: "giant bats", Canonical: "Giant Bat"},
		{Printed: "glass golems", Canonical: "Glass Golem"},
		{Printed: "librarians", Canonical: "Librarian"},
	}
	if !reflect.DeepEqual(m.Names, want) {
		t.Errorf("names\n got %+v\nwant %+v", m.Names, want)
	}
}

func TestStatblock(t *testing.T) {
	page := requests.Page{Number: 1, Text: "22 Burial place.\n\nOrcs: HD1 AC6 1d6. Giant\nSlug: HD2 AC8 1d6 (attaches to victim). Werewolf:\nHD4 AC5 1d10."}
	for _, tc := range []struct {
		creature   requests.Creature
		pages      []requests.Page
		name, hd   string
		notPrinted bool
	}{
		{requests.Creature{Canonical: "Giant Slug", Printed: []string{"slug"}}, []requests.Page{page}, "Giant Slug", "2", false},
		{requests.Creature{Canonical: "Orc", Printed: []string{"orcs"}}, []requests.Page{page}, "Orcs", "1", false},
		{requests.Creature{Canonical: "Monk", Printed: []string{"monks"}, StatLines: []string{"HD1 AC8 1d6"}}, nil, "monks", "1", false},
		{requests.Creature{Canonical: "Ghost", Printed: []string{"ghost"}}, nil, "ghost", "", true},
	} {
		var ans requests.StatblockAnswer
		decode(t, built(t)(requests.BuildStatblockRequest(tc.creature, tc.pages, requests.Settings{})), &ans)
		if sb := ans.StatBlock; sb.Name != tc.name || sb.HD != tc.hd || ans.NotPrinted != tc.notPrinted {
			t.Errorf("statblock of %s = name %q HD %q not printed %v, want %q %q %v (raw %q)", tc.creature.Canonical, sb.Name, sb.HD, ans.NotPrinted, tc.name, tc.hd, tc.notPrinted, sb.Raw)
		}
	}
}

// TestRulesAnswerEveryKind pins that the dispatch table answers every kind
// request building knows, and nothing else.
func TestRulesAnswerEveryKind(t *testing.T) {
	for _, k := range requests.Kinds {
		if rules[k] == nil {
			t.Errorf("no offline rules answer kind %s", k)
		}
	}
	if len(rules) != len(requests.Kinds) {
		t.Errorf("rules answer %d kinds, want the %d of requests.Kinds", len(rules), len(requests.Kinds))
	}
}
