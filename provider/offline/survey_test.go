package offline

import (
	"reflect"
	"testing"

	"scriptorium/requests"
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
