package evals

import (
	"testing"

	"github.com/scriptorium/scriptorium/adventure"
)

// mustTruth parses a truth document or fails the test.
func mustTruth(t *testing.T, doc string) *Truth {
	t.Helper()
	tr, err := ParseTruth([]byte(doc))
	if err != nil {
		t.Fatalf("ParseTruth: %v", err)
	}
	return tr
}

// oneLevel returns an adventure with one site and level holding areas.
func oneLevel(areas ...adventure.Area) *adventure.Adventure {
	return &adventure.Adventure{Sites: []adventure.Site{{Name: "Keep", Levels: []adventure.Level{{Areas: areas}}}}}
}

// wantMetric checks the metric named name is num/den.
func wantMetric(t *testing.T, s Scores, name string, num, den int) {
	t.Helper()
	m, ok := s.Get(name)
	if !ok {
		t.Fatalf("no metric %s", name)
	}
	if m.Num != num || m.Den != den {
		t.Errorf("%s = %d/%d, want %d/%d", name, m.Num, m.Den, num, den)
	}
}

// fixed returns a fixed count of n.
func fixed(n int) adventure.Count { return adventure.Count{Fixed: &n} }
