package preprocess

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"testing"
	"time"

	"github.com/scriptorium/scriptorium/internal/testenv"
)

// TestRunTakesUpAStoppedRun stops a run (as Ctrl-C does) after some pages
// are done, in a module of text pages and one of scanned pages: the next
// run renders only the pages not done, and gives the index an unstopped
// run gives. A page whose render was cut short (its file no longer has the
// hash its record gives) and a page whose record was cut short are
// rendered again, never trusted. A run stopped part way used to keep no
// page, and render every page again.
func TestRunTakesUpAStoppedRun(t *testing.T) {
	for _, tc := range []struct{ dir, file string }{
		{"raising-a-god", "Raising-a-God.pdf"},
		{"minimod", "minimod.pdf"},
	} {
		t.Run(tc.dir, func(t *testing.T) {
			pdf := testenv.Asset(t, tc.dir, tc.file)
			s := DefaultSettings()
			s.Workers = 1
			whole, err := Run(context.Background(), pdf, filepath.Join(t.TempDir(), "pages"), s)
			if err != nil {
				t.Fatal(err)
			}

			dir := filepath.Join(t.TempDir(), "pages")
			ctx, stop := context.WithCancel(context.Background())
			s.Progress = func(done, total int) {
				if done == 3 {
					stop()
				}
			}
			if _, err := Run(ctx, pdf, dir, s); !errors.Is(err, context.Canceled) {
				t.Fatalf("stopped run: error %v, want %v", err, context.Canceled)
			}
			partial := partialDir(dir)
			old := time.Date(2000, 1, 1, 0, 0, 0, 0, time.UTC)
			for n := 1; n <= 3; n++ {
				if err := os.Chtimes(filepath.Join(partial, pageName(n, "png")), old, old); err != nil {
					t.Fatalf("page %d was not kept: %v", n, err)
				}
			}
			if err := os.WriteFile(filepath.Join(partial, pageName(2, "png")), []byte("\x89PNG cut short"), 0o644); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(partial, recordName(3)), []byte(`{"number":3,"png":`), 0o644); err != nil {
				t.Fatal(err)
			}

			s.Progress = nil
			again, err := Run(context.Background(), pdf, dir, s)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(again.Pages, whole.Pages) {
				t.Errorf("taken-up run's pages differ from an unstopped run's:\n got %+v\nwant %+v", again.Pages, whole.Pages)
			}
			checkIndexFile(t, dir, again)
			var rendered []int
			for n := 1; n <= 3; n++ {
				if !stat(t, filepath.Join(dir, pageName(n, "png"))).ModTime().Equal(old) {
					rendered = append(rendered, n)
				}
			}
			if want := []int{2, 3}; !slices.Equal(rendered, want) {
				t.Errorf("pages rendered again of the three done: %v, want %v (the one cut short and the one whose record was)", rendered, want)
			}
			if _, err := os.Stat(partial); !errors.Is(err, os.ErrNotExist) {
				t.Errorf("partial directory left after the run finished: %v", err)
			}
			entries, _ := os.ReadDir(dir)
			for _, e := range entries {
				if filepath.Ext(e.Name()) == ".json" && e.Name() != IndexFile {
					t.Errorf("pages directory holds the record %s", e.Name())
				}
			}
		})
	}
}
