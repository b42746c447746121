package adventure

import (
	"slices"
	"testing"

	"github.com/scriptorium/scriptorium/requests"
)

// TestStatsMatchRequests guards the conversion package pipeline relies on:
// PrintedStats converts from requests.StatBlock, and Stats holds every
// field of requests.Normalized under the same JSON name, so nothing is lost
// and every derived or unparsed field name is in the flag vocabulary.
func TestStatsMatchRequests(t *testing.T) {
	_ = PrintedStats(requests.StatBlock{})
	want := slices.DeleteFunc(jsonFields(requests.Normalized{}), func(f string) bool { return f == "derived" || f == "unparsed" })
	if got := jsonFields(Stats{}); !slices.Equal(got, want) {
		t.Errorf("Stats fields = %v\nwant requests.Normalized's %v", got, want)
	}
	if got, want := jsonFields(Attack{}), jsonFields(requests.Attack{}); !slices.Equal(got, want) {
		t.Errorf("Attack fields = %v, want %v", got, want)
	}
	if got, want := jsonFields(MovementMode{}), jsonFields(requests.MovementMode{}); !slices.Equal(got, want) {
		t.Errorf("MovementMode fields = %v, want %v", got, want)
	}
}
