package export_test

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/scriptorium/scriptorium/adventure"
	"github.com/scriptorium/scriptorium/internal/testenv"
	"github.com/scriptorium/scriptorium/pipeline/export"
)

// TestMain keeps the tests off the network (see netguard).
func TestMain(m *testing.M) { testenv.Main(m) }

// TestWritePrunesWhatTheFormatOwns writes a result over an earlier export:
// files written are replaced, a file the format claims and no longer
// writes is removed, and the user's own file stays; without prune nothing
// is removed.
func TestWritePrunesWhatTheFormatOwns(t *testing.T) {
	f := export.Format{Name: "test", Exported: func(name string, data []byte, _ *adventure.Adventure) bool {
		return strings.HasPrefix(string(data), "ours")
	}}
	res := &export.Result{Files: []export.File{{Name: "a.json", Data: []byte("ours a\n")}}}
	for _, prune := range []bool{false, true} {
		dir := t.TempDir()
		for name, data := range map[string]string{"a.json": "ours old a\n", "b.json": "ours old b\n", "notes.txt": "mine\n"} {
			if err := os.WriteFile(filepath.Join(dir, name), []byte(data), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		w, err := export.Write(dir, f, &adventure.Adventure{}, res, prune)
		if err != nil {
			t.Fatal(err)
		}
		if want := []string{filepath.Join(dir, "a.json")}; !slices.Equal(w.Paths, want) {
			t.Errorf("prune %v: wrote %q, want %q", prune, w.Paths, want)
		}
		var wantRemoved []string
		if prune {
			wantRemoved = []string{filepath.Join(dir, "b.json")}
		}
		if !slices.Equal(w.Removed, wantRemoved) {
			t.Errorf("prune %v: removed %q, want %q", prune, w.Removed, wantRemoved)
		}
		entries, _ := os.ReadDir(dir)
		var got []string
		for _, e := range entries {
			got = append(got, e.Name())
		}
		want := []string{"a.json", "b.json", "notes.txt"}
		if prune {
			want = []string{"a.json", "notes.txt"}
		}
		if !slices.Equal(got, want) {
			t.Errorf("prune %v: directory holds %q, want %q", prune, got, want)
		}
	}
}
