package main

import (
	"bytes"
	"testing"
	"time"
)

// TestProgressLines: without a terminal, a stage gets a line when it
// starts, one per tenth passed when it has ten units or more, and one when
// it ends, with counts and elapsed seconds; a stage with nothing to do
// gets both lines too, as does a stage whose first report is its end.
func TestProgressLines(t *testing.T) {
	var b bytes.Buffer
	clock := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	progress := progressLines(&b, func() time.Time { return clock })
	progress("preprocess", 0, 25)
	for done := 1; done <= 25; done++ {
		clock = clock.Add(100 * time.Millisecond)
		progress("preprocess", done, 25)
	}
	progress("survey", 0, 2)
	progress("survey", 1, 2)
	clock = clock.Add(1500 * time.Millisecond)
	progress("survey", 2, 2)
	progress("wandering", 0, 0)
	progress("preprocess", 4, 4)
	progress("assemble", 0, 1)
	progress("assemble", 1, 1)
	want := `preprocess: started, 25 pages
preprocess: 3/25 pages (12%) in 0.3s
preprocess: 5/25 pages (20%) in 0.5s
preprocess: 8/25 pages (32%) in 0.8s
preprocess: 10/25 pages (40%) in 1.0s
preprocess: 13/25 pages (52%) in 1.3s
preprocess: 15/25 pages (60%) in 1.5s
preprocess: 18/25 pages (72%) in 1.8s
preprocess: 20/25 pages (80%) in 2.0s
preprocess: 23/25 pages (92%) in 2.3s
preprocess: done, 25 pages in 2.5s
survey: started, 2 requests
survey: done, 2 requests in 1.5s
wandering: started, 0 requests
wandering: done, 0 requests in 0.0s
preprocess: started, 4 pages
preprocess: done, 4 pages in 0.0s
assemble: started
assemble: done in 0.0s
`
	if b.String() != want {
		t.Errorf("progress lines:\n%s\nwant:\n%s", b.String(), want)
	}
}
