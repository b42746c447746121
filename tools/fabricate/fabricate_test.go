package main

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"sync"
	"testing"

	"github.com/scriptorium/scriptorium/evals"
	"github.com/scriptorium/scriptorium/internal/testenv"
	"github.com/scriptorium/scriptorium/pipeline/preprocess"
)

func TestMain(m *testing.M) { testenv.Main(m) }

// fabricateCmd is the documented command that refreshes the committed PDF.
const fabricateCmd = "go run ./tools/fabricate -o tests/assets/minimod/minimod.pdf tests/assets/minimod/source"

// minimod fabricates the minimod from its committed source.
func minimod(t *testing.T) []byte {
	t.Helper()
	b, err := FabricateDir(testenv.Assets(t, "minimod", "source"))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestFabricateIsByteStable(t *testing.T) {
	want := minimod(t)
	for _, procs := range []int{1, runtime.NumCPU(), 8} {
		old := runtime.GOMAXPROCS(procs)
		got := make([][]byte, 4)
		var wg sync.WaitGroup
		for i := range got {
			wg.Go(func() { got[i] = minimod(t) })
		}
		wg.Wait()
		runtime.GOMAXPROCS(old)
		for i, b := range got {
			if !bytes.Equal(b, want) {
				t.Errorf("GOMAXPROCS=%d run %d: %d bytes differ from the first run's %d", procs, i, len(b), len(want))
			}
		}
	}
}

// fabricatedSets are the committed fabricated PDFs, by set and file, each
// made from its set's source directory or, for a scan, from the PDF in,
// with the command that refreshes it.
var fabricatedSets = []struct{ set, file, in, cmd string }{
	{"minimod", "minimod.pdf", "", fabricateCmd},
	{"typography", "typography.pdf", "", "go run ./tools/fabricate -o tests/assets/typography/typography.pdf tests/assets/typography/source"},
	{"captions", "captions.pdf", "", "go run ./tools/fabricate -o tests/assets/captions/captions.pdf tests/assets/captions/source"},
	{"minimod-scan", "minimod-scan.pdf", "minimod/minimod.pdf", "go run ./tools/fabricate -scan -o tests/assets/minimod-scan/minimod-scan.pdf tests/assets/minimod/minimod.pdf"},
	{"bandit-mill", "bandit-mill.pdf", "", "go run ./tools/fabricate -o tests/assets/bandit-mill/bandit-mill.pdf tests/assets/bandit-mill/source"},
	{"moth-queen", "moth-queen.pdf", "", "go run ./tools/fabricate -o tests/assets/moth-queen/moth-queen.pdf tests/assets/moth-queen/source"},
	{"copper-abbot", "copper-abbot.pdf", "", "go run ./tools/fabricate -o tests/assets/copper-abbot/copper-abbot.pdf tests/assets/copper-abbot/source"},
	{"drowned-lighthouse", "drowned-lighthouse.pdf", "", "go run ./tools/fabricate -o tests/assets/drowned-lighthouse/drowned-lighthouse.pdf tests/assets/drowned-lighthouse/source"},
	{"reedmarsh", "reedmarsh.pdf", "", "go run ./tools/fabricate -o tests/assets/reedmarsh/reedmarsh.pdf tests/assets/reedmarsh/source"},
	{"three-delves", "three-delves.pdf", "", "go run ./tools/fabricate -o tests/assets/three-delves/three-delves.pdf tests/assets/three-delves/source"},
	{"ashen-downs", "ashen-downs.pdf", "", "go run ./tools/fabricate -o tests/assets/ashen-downs/ashen-downs.pdf tests/assets/ashen-downs/source"},
	{"bellfounders-crypt", "bellfounders-crypt.pdf", "", "go run ./tools/fabricate -o tests/assets/bellfounders-crypt/bellfounders-crypt.pdf tests/assets/bellfounders-crypt/source"},
	{"sunken-priory", "sunken-priory.pdf", "", "go run ./tools/fabricate -o tests/assets/sunken-priory/sunken-priory.pdf tests/assets/sunken-priory/source"},
	{"thornwick", "thornwick.pdf", "", "go run ./tools/fabricate -o tests/assets/thornwick/thornwick.pdf tests/assets/thornwick/source"},
	{"kell-tor", "kell-tor.pdf", "", "go run ./tools/fabricate -o tests/assets/kell-tor/kell-tor.pdf tests/assets/kell-tor/source"},
	{"saint-amarin", "saint-amarin.pdf", "", "go run ./tools/fabricate -o tests/assets/saint-amarin/saint-amarin.pdf tests/assets/saint-amarin/source"},
	{"gallows-oak", "gallows-oak.pdf", "", "go run ./tools/fabricate -o tests/assets/gallows-oak/gallows-oak.pdf tests/assets/gallows-oak/source"},
	{"scan-tables", "scan-tables.pdf", "", "go run ./tools/fabricate -o tests/assets/scan-tables/scan-tables.pdf tests/assets/scan-tables/source"},
}

func TestCommittedPDFIsFresh(t *testing.T) {
	for _, c := range fabricatedSets {
		committed, err := os.ReadFile(testenv.Asset(t, c.set, c.file))
		if err != nil {
			t.Fatal(err)
		}
		var fresh []byte
		if c.in != "" {
			in, file, _ := strings.Cut(c.in, "/")
			fresh, err = FabricateScan(testenv.Asset(t, in, file))
		} else {
			fresh, err = FabricateDir(testenv.Assets(t, c.set, "source"))
		}
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(committed, fresh) {
			t.Errorf("tests/assets/%s/%s is stale: its source changed; run\n\t%s", c.set, c.file, c.cmd)
		}
	}
}

func TestClockValuesArePinned(t *testing.T) {
	b := minimod(t)
	if n := bytes.Count(b, []byte("("+pinnedDate+")")); n != 2 {
		t.Errorf("pinned date appears %d times, want 2 (CreationDate, ModDate)", n)
	}
	m := regexp.MustCompile(`/ID\s*\[\s*<([0-9A-F]{32})>\s*<([0-9A-F]{32})>\s*\]`).FindSubmatch(b)
	if m == nil {
		t.Fatal("no /ID of two 16-byte hex strings in the trailer")
	}
	if !bytes.Equal(m[1], m[2]) {
		t.Errorf("/ID elements differ: %s and %s, want both the content hash", m[1], m[2])
	}
}

// minimodMapPage is the page number of the raster-only map.
const minimodMapPage = 3

func TestPagesRenderWithTextButTheMap(t *testing.T) {
	dir := t.TempDir()
	pdf := testenv.Assets(t, "minimod", "minimod.pdf")
	idx, err := preprocess.Run(context.Background(), pdf, filepath.Join(dir, "pages"), preprocess.DefaultSettings())
	if err != nil {
		t.Fatal(err)
	}
	if idx.PageCount != 5 {
		t.Fatalf("page count %d, want 5", idx.PageCount)
	}
	for _, p := range idx.Pages {
		if want := p.Number != minimodMapPage; p.HasText != want {
			t.Errorf("page %d: has text %v, want %v", p.Number, p.HasText, want)
		}
		if p.WidthPt != 612 || p.HeightPt != 792 {
			t.Errorf("page %d: %v×%v pt, want US Letter 612×792", p.Number, p.WidthPt, p.HeightPt)
		}
	}
	level1 := readPage(t, dir, 4)
	// Area names only: how keys like "1." are tokenized is preprocess's
	// business, not the fabricator's.
	for _, want := range []string{"ENTRY STAIR", "FLOUR STORE", "MILLER'S OFFICE", "SHRINE OF THE GRAIN MOTHER", "STAIR WELL"} {
		if !strings.Contains(level1, want) {
			t.Errorf("page 4 text lacks %q", want)
		}
	}
	if end, right := strings.Index(level1, "bronze bell below"), strings.Index(level1, "SHRINE OF"); end < 0 || end > right {
		t.Error("page 4 text: the end of the left column comes after the right column's first heading")
	}
	if credits := readPage(t, dir, 2); !strings.Contains(credits, "CC0 1.0 Universal") {
		t.Error("page 2 text lacks the CC0 statement")
	}
}

// readPage returns the text file of page n in the pages directory under dir.
func readPage(t *testing.T, dir string, n int) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(dir, "pages", fmt.Sprintf("%04d.txt", n)))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestMinimodTruthParses(t *testing.T) {
	tr, err := evals.LoadTruth(testenv.Assets(t, "minimod", "truth.yaml"))
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

func TestRunWritesTheFabricatedPDF(t *testing.T) {
	out := filepath.Join(t.TempDir(), "out.pdf")
	if err := run(testenv.Assets(t, "minimod", "source"), out, false); err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, minimod(t)) {
		t.Error("run wrote other bytes than FabricateDir returns")
	}
	if err := run(t.TempDir(), out, false); err == nil || !strings.Contains(err.Error(), "no .txt page files") {
		t.Errorf("run on an empty directory: error %v, want no .txt page files", err)
	}
}

// TestExitCodes: -h exits 0 listing the flags, a usage error 2 with one
// line on standard error, a failure 1.
func TestExitCodes(t *testing.T) {
	empty := t.TempDir()
	for _, c := range []struct {
		args           []string
		code           int
		stdout, stderr string
	}{
		{[]string{"-h"}, 0, usage + "\n  -o file\n    \toutput PDF file\n  -scan\n    \tmake an image-only copy of the PDF given\n", ""},
		{[]string{"--bogus"}, 2, "", "fabricate: unknown flag --bogus (fabricate --help lists the flags)\n"},
		{[]string{empty}, 2, "", "fabricate: " + usage + "\n"},
		{[]string{"-o", filepath.Join(empty, "out.pdf"), empty}, 1, "", "fabricate: read source " + empty + ": no .txt page files\n"},
	} {
		var stdout, stderr bytes.Buffer
		if code := exit(c.args, &stdout, &stderr); code != c.code || stdout.String() != c.stdout || stderr.String() != c.stderr {
			t.Errorf("fabricate %q exited %d, stdout %q, stderr %q; want %d, %q, %q", c.args, code, stdout.String(), stderr.String(), c.code, c.stdout, c.stderr)
		}
	}
}
