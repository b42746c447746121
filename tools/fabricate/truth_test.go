package main

import (
	"testing"

	"scriptorium/evals"
	"scriptorium/internal/testutil"
)

func TestMinimodTruthParses(t *testing.T) {
	tr, err := evals.LoadTruth(testutil.Assets(t, "minimod", "truth.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, s := range *tr.Sites {
		for _, l := range s.Levels {
			n += len(l.Areas)
		}
	}
	if n != 10 {
		t.Errorf("truth has %d areas, want the module's 10", n)
	}
}
