package pipeline

import (
	"testing"

	"github.com/scriptorium/scriptorium/requests"
)

// TestWanderingPagesByText pins the pages a wandering request reads when
// the survey calls them something else: a page whose text names a table,
// across a narrow column's line breaks and a run-in heading's bold, or
// calls a die over rows from its first roll; never one that only rolls
// damage, a check's odds or an attack.
func TestWanderingPagesByText(t *testing.T) {
	for _, tc := range []struct {
		text string
		want bool
	}{
		{"A hall.\n**Wandering**\n**Monsters.** Check every 2 turns; 1 in 6. On a 1: rats; on a 2: bats.", true},
		{"**Wandering Mon-**\n**sters:** roll 1d6 every hour. 1 giant rats (2d4). 2 bats.", true},
		{"The random en-\ncounters here are few.", true},
		{"Who walks the warrens? Roll 1d6 each hour: 1–2 giant rats (2d4); 3 salt zombies.", true},
		{"Foes in the reeds (d4). (1) 2d6 bandits, (2) a troll, (3) 1d4 wolves.", true},
		{"Roll d4 each hour: on a 1, 2d6 bandits; on a 2, a troll.", true},
		{"The needle deals 1d6 damage. A save halves it.", false},
		{"Each turn roll 1d6: 1 in 6 the lamp gutters.", false},
		{"The ogre rolls 1d20 to hit: 14 or better hits.", false},
	} {
		pages := []requests.Page{{Number: 3, Text: tc.text}}
		sv := &requests.Survey{Pages: []requests.SurveyPage{{Page: 3, Role: requests.RoleAreaKey}}}
		if got := len(wanderingPages(pages, sv)) == 1; got != tc.want {
			t.Errorf("wanderingPages of %q: read %v, want %v", tc.text, got, tc.want)
		}
	}
}
