package pipeline

import (
	"slices"
	"testing"

	"github.com/scriptorium/scriptorium/requests"
)

// TestWanderingPagesByText pins the pages a wandering request reads when
// the survey calls them something else: a page whose text names a table,
// across a narrow column's line breaks and a run-in heading's bold, by
// each of the genre's titles for one; never a page that only rolls on
// another table or mentions encounters.
func TestWanderingPagesByText(t *testing.T) {
	for _, tc := range []struct {
		text string
		want bool
	}{
		{"A hall.\n**Wandering**\n**Monsters.** Check every 2 turns; 1 in 6. On a 1: rats; on a 2: bats.", true},
		{"**Wandering Mon-**\n**sters:** roll 1d6 every hour. 1 giant rats (2d4). 2 bats.", true},
		{"The random en-\ncounters here are few.", true},
		{"__Random__\n__Encounters__ (d4): 1 wolves; 2 bats.", true},
		{"## Roaming Creatures\nRoll each watch: 1 wolves; 2 bats.", true},
		{"WILDERNESS ENCOUNTERS\n1 Bandits\n2 Wolves", true},
		{"**Night Encounters** (1 in 6 each hour)\n1. Ghouls (1d4)", true},
		{"### The Docks\nA warren of sheds.\n\nSTREET EVENTS (d6)\n1 A brawl spills out of the tavern.", true},
		{"**City Encounters by Day:** 1–2 a press gang; 3 a pickpocket.", true},
		{"| d8 | Encounters |\n| --- | --- |\n| 1 | 2d4 rats |", true},
		{"Encounters (roll 1d6 each turn): 1 rats; 2 a ghoul.", true},
		{"Check for an encounter every 2 turns (see the Encounter Table).", true},
		{"Each character hears one rumour. Roll 1d6: 1. Wolves took the ewes.", false},
		{"The encounters in this room are with the goblins of area 3.", false},
		{"Noise here calls for an encounter check at once.", false},
		{"Fishermen tell of sea monsters beyond the reef.", false},
		{"Roll 1d6 on the events table each day: 1 rain; 2 fog.", false},
		{"The needle deals 1d6 damage. A save halves it.", false},
	} {
		pages := []requests.Page{{Number: 3, Text: tc.text}}
		sv := &requests.Survey{Pages: []requests.SurveyPage{{Page: 3, Role: requests.RoleAreaKey}}}
		if got := len(wanderingPages(pages, sv)) == 1; got != tc.want {
			t.Errorf("wanderingPages of %q: read %v, want %v", tc.text, got, tc.want)
		}
	}
}

// TestTablePages pins the pages of a wandering table read from a window
// of several pages: those that print one of its rows, its first words as
// the page's text holds them, not the whole window. Two printed styles: a
// B/X list of rows on the second page of three; an OSE grid whose die
// values join their rows' cells, on the last page of two. A table whose
// rows no page prints as read keeps the window.
func TestTablePages(t *testing.T) {
	loaded := []requests.Page{
		{Number: 1, Text: "### THE MILL\nThe mill stands by the river. Giant rats live in its cellar."},
		{Number: 2, Text: "### WANDERING MONSTERS\n1. Giant rats (2d4)\n2. Bandits (1d6)\n3. Wolves (1d4)"},
		{Number: 3, Text: "**1. Yard.** Mud and carts."},
		{Number: 4, Text: "| **d6 Encounter** | **Activity** |\n| --- | --- |\n| 1-2 1d6 goblins | Hauling a dead boar |\n| 3-6 1d3 ghouls | Feeding |"},
	}
	for _, tc := range []struct {
		name   string
		table  requests.WanderingTable
		window []int
		want   []int
	}{
		{"b/x list", requests.WanderingTable{Entries: []requests.WanderingEntry{{Range: "1", Entry: "Giant rats (2d4)"}, {Range: "2", Entry: "Bandits (1d6)"}}}, []int{1, 2, 3}, []int{2}},
		{"ose grid", requests.WanderingTable{Entries: []requests.WanderingEntry{{Range: "1-2", Entry: "1d6 goblins, Hauling a dead boar"}}}, []int{3, 4}, []int{4}},
		{"rows printed nowhere as read", requests.WanderingTable{Entries: []requests.WanderingEntry{{Range: "1", Entry: "Ogres raiding the farms"}}}, []int{1, 2}, []int{1, 2}},
	} {
		if got := tablePages(tc.table, tc.window, loaded); !slices.Equal(got, tc.want) {
			t.Errorf("%s: pages %v, want %v", tc.name, got, tc.want)
		}
	}
}
