package adventure

import (
	"slices"
	"testing"

	"github.com/scriptorium/scriptorium/statblock"
)

// TestStatsMatchRequests guards the conversion package pipeline relies on:
// PrintedStats converts from statblock.StatBlock, and Stats holds every
// field of statblock.Normalized under the same JSON name, so nothing is lost
// and every derived or unparsed field name is in the flag vocabulary.
func TestStatsMatchRequests(t *testing.T) {
	_ = PrintedStats(statblock.StatBlock{})
	want := slices.DeleteFunc(jsonFields(statblock.Normalized{}), func(f string) bool { return f == "derived" || f == "unparsed" })
	if got := jsonFields(Stats{}); !slices.Equal(got, want) {
		t.Errorf("Stats fields = %v\nwant statblock.Normalized's %v", got, want)
	}
	if got, want := jsonFields(Attack{}), jsonFields(statblock.Attack{}); !slices.Equal(got, want) {
		t.Errorf("Attack fields = %v, want %v", got, want)
	}
	if got, want := jsonFields(MovementMode{}), jsonFields(statblock.MovementMode{}); !slices.Equal(got, want) {
		t.Errorf("MovementMode fields = %v, want %v", got, want)
	}
}
