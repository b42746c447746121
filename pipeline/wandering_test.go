package pipeline

import (
	"testing"

	"github.com/scriptorium/scriptorium/requests"
)

// TestWanderingPagesByText pins the pages a wandering request reads when
// the survey calls them something else: a page whose text names a table,
// across a narrow column's line breaks and a run-in heading's bold; never
// one that only rolls on another table.
func TestWanderingPagesByText(t *testing.T) {
	for _, tc := range []struct {
		text string
		want bool
	}{
		{"A hall.\n**Wandering**\n**Monsters.** Check every 2 turns; 1 in 6. On a 1: rats; on a 2: bats.", true},
		{"**Wandering Mon-**\n**sters:** roll 1d6 every hour. 1 giant rats (2d4). 2 bats.", true},
		{"The random en-\ncounters here are few.", true},
		{"__Random__\n__Encounters__ (d4): 1 wolves; 2 bats.", true},
		{"Each character hears one rumour. Roll 1d6: 1. Wolves took the ewes.", false},
		{"The needle deals 1d6 damage. A save halves it.", false},
	} {
		pages := []requests.Page{{Number: 3, Text: tc.text}}
		sv := &requests.Survey{Pages: []requests.SurveyPage{{Page: 3, Role: requests.RoleAreaKey}}}
		if got := len(wanderingPages(pages, sv)) == 1; got != tc.want {
			t.Errorf("wanderingPages of %q: read %v, want %v", tc.text, got, tc.want)
		}
	}
}
