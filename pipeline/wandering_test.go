package pipeline

import (
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
