package preprocess

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"slices"
	"strings"
	"testing"

	"github.com/scriptorium/scriptorium/internal/testenv"
)

// corpusCases are the bundled modules with their page counts, the page
// printed without a text layer (a map drawn as an image, read by OCR; 0 for
// none) and
// text that must appear in this order, read off the printed pages: down
// the left column, then down the right one.
var corpusCases = []struct {
	dir, file string
	pages     int
	textless  int
	inOrder   []string
}{
	{"darkloch", "Darkloch.pdf", 1, 0, []string{
		"# Darkloch", "Skullcrusher", "**1** A cave entrance", "pickled fish.", "**3** Breeding mud",
		"**9** Big wooden tub", "**12** Orc guard", "**19** Store room", "for a total of 3800gp"}},
	{"pagoda-of-pazuzu", "Pagoda.pdf", 1, 0, []string{
		"# The Pagoda of Pazuzu", "### Outside\n50 pilgrims (HD1 AC9 1d6)", "### Entrance", "### Hall of Harmony",
		"### Hall of Discipline", "### Sanctum of Tranquility", "### Aerie of the Avatar\nA vulture demon"}},
	{"raising-a-god", "Raising-a-God.pdf", 7, 0, []string{
		"## PART 1: GODS & DEMONS", "### FREYA AND ODIN", "### LOKI", "### MITRA", "called *Eldivatn.*", "### SET", "### PAZUZU",
		"## PART 2: ASTRAL SEA", "**1d6 Ship Encounter**\n- 1 monkeyman caravel, see p. 3", "**1. MONKEYMAN CARAVEL**"}},
	{"minimod", "minimod.pdf", 5, 3, []string{
		"# BENEATH THE SALT MILL", "### CREDITS", "### WANDERING MONSTERS", "**1. ENTRY STAIR**", "**7a. BOAT LANDING**"}},
}

func TestRunCorpus(t *testing.T) {
	for _, c := range corpusCases {
		t.Run(c.dir, func(t *testing.T) {
			dir := filepath.Join(t.TempDir(), "pages")
			idx, err := Run(context.Background(), testenv.Asset(t, c.dir, c.file), dir, DefaultSettings())
			if err != nil {
				t.Fatal(err)
			}
			if idx.PageCount != c.pages || len(idx.Pages) != c.pages {
				t.Fatalf("page count %d, %d pages; want %d", idx.PageCount, len(idx.Pages), c.pages)
			}
			checkIndexFile(t, dir, idx)
			golden(t, dir, c.dir, IndexFile)
			var all strings.Builder
			for _, p := range idx.Pages {
				checkPage(t, dir, p, p.Number != c.textless)
				all.Write(golden(t, dir, c.dir, p.Text))
			}
			rest := all.String()
			for _, w := range c.inOrder {
				i := strings.Index(rest, w)
				if i < 0 {
					t.Fatalf("text lacks %q after the text before it", w)
				}
				rest = rest[i+len(w):]
			}
		})
	}
}

// golden compares the file name in dir with its golden,
// testdata/<set>/<name>, and returns its bytes. The goldens pin the text
// layout and, through the hashes in index.json, the renders.
func golden(t *testing.T, dir, set, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(dir, name))
	if err != nil {
		t.Fatal(err)
	}
	testenv.Golden(t, filepath.Join("testdata", set, name), b)
	return b
}

// checkIndexFile checks that dir/index.json holds idx.
func checkIndexFile(t *testing.T, dir string, idx *Index) {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(dir, IndexFile))
	if err != nil {
		t.Fatal(err)
	}
	var got Index
	if err := json.Unmarshal(b, &got); err != nil {
		t.Fatal(err)
	}
	if got.Format != IndexFormat || got.Version != IndexVersion || got.SourceSHA256 != idx.SourceSHA256 ||
		got.Settings != idx.Settings || got.Repaired != idx.Repaired || !reflect.DeepEqual(got.Pages, idx.Pages) {
		t.Errorf("index.json = %+v, want %+v", got, *idx)
	}
}

// checkPage checks a page's facts against its files; hasText says whether
// the page has a text layer.
func checkPage(t *testing.T, dir string, p Page, hasText bool) {
	t.Helper()
	png, err := os.ReadFile(filepath.Join(dir, p.PNG))
	if err != nil {
		t.Fatal(err)
	}
	text, err := os.ReadFile(filepath.Join(dir, p.Text))
	if err != nil {
		t.Fatal(err)
	}
	switch {
	case sha256Hex(png) != p.PNGSHA256 || sha256Hex(text) != p.TextSHA256:
		t.Errorf("page %d: file hashes differ from the index", p.Number)
	case p.HasText != hasText || len(text) == 0:
		t.Errorf("page %d: has_text %v with %d bytes of text, want has_text %v and text (read by OCR without a text layer)", p.Number, p.HasText, len(text), hasText)
	case p.WidthPt < 500 || p.HeightPt < 500 || p.WidthPx < 1000 || p.HeightPx < 1000:
		t.Errorf("page %d: size %vx%v pt, %dx%d px; want A4 at 150 dpi", p.Number, p.WidthPt, p.HeightPt, p.WidthPx, p.HeightPx)
	case p.PNG != pageName(p.Number, "png"):
		t.Errorf("page %d: png %q", p.Number, p.PNG)
	}
}

// TestRunDeterministic renders the same PDFs with one worker on one CPU
// and with two on two, twice, and wants identical bytes every time.
func TestRunDeterministic(t *testing.T) {
	pdfs := []string{testenv.Asset(t, "raising-a-god", "Raising-a-God.pdf"), testenv.Asset(t, "pagoda-of-pazuzu", "Pagoda.pdf")}
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(0))
	var want map[string][]byte
	for i, procs := range []int{1, 2, 2} {
		runtime.GOMAXPROCS(procs)
		got := map[string][]byte{}
		for j, pdf := range pdfs {
			dir := filepath.Join(t.TempDir(), "pages")
			if _, err := Run(context.Background(), pdf, dir, DefaultSettings()); err != nil {
				t.Fatal(err)
			}
			readTree(t, dir, string(rune('a'+j)), got)
		}
		if i == 0 {
			want = got
			continue
		}
		for name, b := range want {
			if !bytes.Equal(got[name], b) {
				t.Errorf("run %d (GOMAXPROCS %d): %s differs from run 0 (GOMAXPROCS 1)", i, procs, name)
			}
		}
		if len(got) != len(want) {
			t.Errorf("run %d: %d files, want %d", i, len(got), len(want))
		}
	}
}

// readTree adds the files of dir to m, keyed by prefix/name.
func readTree(t *testing.T, dir, prefix string, m map[string][]byte) {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		b, err := os.ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		m[prefix+"/"+e.Name()] = b
	}
}

func TestRunReuses(t *testing.T) {
	pdf := testenv.Asset(t, "raising-a-god", "Raising-a-God.pdf")
	dir := filepath.Join(t.TempDir(), "pages")
	var calls [][2]int
	s := DefaultSettings()
	s.Progress = func(done, total int) { calls = append(calls, [2]int{done, total}) }
	first, err := Run(context.Background(), pdf, dir, s)
	if err != nil {
		t.Fatal(err)
	}
	if want := [][2]int{{0, 7}, {1, 7}, {2, 7}, {3, 7}, {4, 7}, {5, 7}, {6, 7}, {7, 7}}; !slices.Equal(calls, want) {
		t.Errorf("progress calls %v, want %v", calls, want)
	}
	before := stat(t, dir)

	calls = nil
	again, err := Run(context.Background(), pdf, dir, s)
	if err != nil {
		t.Fatal(err)
	}
	if !os.SameFile(before, stat(t, dir)) || !reflect.DeepEqual(again.Pages, first.Pages) {
		t.Error("second run with the same PDF and settings did not reuse the pages directory")
	}
	if want := [][2]int{{7, 7}}; !slices.Equal(calls, want) {
		t.Errorf("progress calls on reuse %v, want %v", calls, want)
	}

	// A damaged render is noticed and redone.
	if err := os.WriteFile(filepath.Join(dir, "0003.png"), []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	redone, err := Run(context.Background(), pdf, dir, s)
	if err != nil {
		t.Fatal(err)
	}
	if os.SameFile(before, stat(t, dir)) || !reflect.DeepEqual(redone.Pages, first.Pages) {
		t.Error("run over a damaged render did not redo the pages identically")
	}

	// Other settings redo the pages.
	s.DPI = 72
	small, err := Run(context.Background(), pdf, dir, s)
	if err != nil {
		t.Fatal(err)
	}
	if small.Settings.DPI != 72 || small.Pages[0].WidthPx >= first.Pages[0].WidthPx {
		t.Errorf("run at 72 dpi: settings %+v, width %d px (was %d)", small.Settings, small.Pages[0].WidthPx, first.Pages[0].WidthPx)
	}
	checkIndexFile(t, dir, small)
}

// stat returns the file info of path.
func stat(t *testing.T, path string) os.FileInfo {
	t.Helper()
	fi, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	return fi
}

// TestRendererMatchesGoMod keeps the renderer echoed in index.json in step
// with the go-pdfium version that go.mod requires.
func TestRendererMatchesGoMod(t *testing.T) {
	gomod, err := os.ReadFile(filepath.Join("..", "..", "go.mod"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(gomod), "\t"+renderer+"\n") && !strings.Contains(string(gomod), "\t"+renderer+" //") {
		t.Errorf("go.mod does not require %q; update the renderer constant in index.go", renderer)
	}
}

func TestRunCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	parent := t.TempDir()
	_, err := Run(ctx, testenv.Asset(t, "raising-a-god", "Raising-a-God.pdf"), filepath.Join(parent, "pages"), DefaultSettings())
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("error %v, want %v", err, context.Canceled)
	}
	if entries, _ := os.ReadDir(parent); len(entries) != 0 {
		t.Errorf("cancelled run left %d entries in the output's parent, want none", len(entries))
	}
}
