package testutil

import (
	"os"
	"path/filepath"
	"testing"
)

func TestRootHoldsGoMod(t *testing.T) {
	b, err := os.ReadFile(filepath.Join(Root(t), "go.mod"))
	if err != nil {
		t.Fatal(err)
	}
	if want := "module scriptorium\n"; string(b[:len(want)]) != want {
		t.Errorf("go.mod starts %q, want %q", b[:len(want)], want)
	}
}

func TestAssetsFindsMinimod(t *testing.T) {
	got := Assets(t, "minimod", "minimod.pdf")
	want := filepath.Join(Root(t), "tests", "assets", "minimod", "minimod.pdf")
	if got != want {
		t.Errorf("Assets = %q, want %q", got, want)
	}
}

// recorder is a testing.TB that records Fatalf instead of stopping.
type recorder struct {
	testing.TB
	failed bool
}

func (r *recorder) Helper() {}

func (r *recorder) Fatalf(string, ...any) { r.failed = true }

func TestAssetsFailsOnMissingFile(t *testing.T) {
	r := &recorder{TB: t}
	Assets(r, "no-such-set", "none.pdf")
	if !r.failed {
		t.Error("Assets of a missing file did not fail the test")
	}
}
