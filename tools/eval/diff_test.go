package main

import (
	"slices"
	"testing"

	"github.com/scriptorium/scriptorium/evals"
)

func TestDiffScoreboards(t *testing.T) {
	a := &scoreboard{Versions: currentVersions()}
	a.merge([]row{
		newRow("keep", "offline", "rules-v1", evals.Scores{{Name: "areas.recall", Num: 1, Den: 2}, {Name: "doors.kind"}}),
		newRow("tower", "offline", "rules-v1", evals.Scores{{Name: "areas.recall", Num: 1, Den: 1}}),
	})
	b := &scoreboard{Versions: currentVersions(), Date: "another day"}
	b.Versions.Scorer++
	b.merge([]row{
		newRow("keep", "offline", "rules-v2", evals.Scores{{Name: "areas.recall", Num: 2, Den: 2}, {Name: "doors.kind"}}),
		newRow("cave", "offline", "rules-v1", nil),
	})
	got := diffScoreboards(a, b)
	want := []string{
		"versions: " + fmtVersions(a.Versions) + " → " + fmtVersions(b.Versions),
		`keep offline: model "rules-v1" → "rules-v2"`,
		"keep offline areas.recall: 0.5000 (1/2) → 1.0000 (2/2)",
		"- tower offline: row only in the first",
		"+ cave offline: row only in the second",
		"mean offline areas.recall: 0.7500 over 2 → 1.0000 over 1",
	}
	if !slices.Equal(got, want) {
		t.Errorf("diff lines:\n%q\nwant:\n%q", got, want)
	}
	if lines := diffScoreboards(a, a); len(lines) != 0 {
		t.Errorf("a scoreboard differs from itself: %q", lines)
	}
}
