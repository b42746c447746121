package pipeline

import (
	"bytes"
	"context"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/scriptorium/scriptorium/adventure"
	"github.com/scriptorium/scriptorium/internal/testenv"
	"github.com/scriptorium/scriptorium/pipeline/preprocess"
	"github.com/scriptorium/scriptorium/provider"
	"github.com/scriptorium/scriptorium/requests"
	"github.com/scriptorium/scriptorium/requests/offline"
)

// TestConvertNamesTheLimitSetting: a PDF refused for passing max_pages or
// max_bytes is told which setting raises the limit, and that setting takes
// the value the hint shows; the refusal named the limit only.
func TestConvertNamesTheLimitSetting(t *testing.T) {
	pdf := copyPDF(t, setNamed(t, "raising-a-god", "fixtures"), t.TempDir()) // Raising a God: 7 pages
	cases := []struct {
		setting string
		want    error
	}{
		{"max_pages=3", preprocess.ErrTooManyPages},
		{"max_bytes=1000", preprocess.ErrTooLarge},
	}
	for _, c := range cases {
		s := DefaultSettings()
		if err := s.Set(c.setting); err != nil {
			t.Fatal(err)
		}
		_, err := Convert(context.Background(), pdf, Workdir{Dir: t.TempDir()}, Options{Provider: &emptyAnswers{calls: map[requests.Kind]int{}}, Settings: s})
		name, _, _ := strings.Cut(c.setting, "=")
		hint := "--set " + name + "=N"
		if !errors.Is(err, c.want) || !strings.Contains(err.Error(), hint) {
			t.Errorf("convert with %s: error %v, want %v naming %q", c.setting, err, c.want, hint)
		}
		if err := s.Set(name + "=1000000000"); err != nil {
			t.Errorf("the hint's setting is refused: %v", err)
		}
	}
}

// TestRerunPreprocessOfAGonePDF: rerun preprocess after the converted PDF
// was deleted says the PDF is gone, as no failed stage (whose hint, rerun
// the stage, would fail the same way again).
func TestRerunPreprocessOfAGonePDF(t *testing.T) {
	pdf := copyPDF(t, setNamed(t, "darkloch", "fixtures"), t.TempDir())
	w := WorkdirFor(pdf)
	if _, err := Convert(context.Background(), pdf, w, Options{Provider: &emptyAnswers{calls: map[requests.Kind]int{}}}); err != nil {
		t.Fatal(err)
	}
	if err := os.Remove(pdf); err != nil {
		t.Fatal(err)
	}
	_, err := Rerun(context.Background(), w, StagePreprocess, []string{"dpi=100"}, Options{Provider: &emptyAnswers{calls: map[requests.Kind]int{}}})
	var se *StageError
	if !errors.Is(err, fs.ErrNotExist) || errors.As(err, &se) || !strings.Contains(err.Error(), pdf+" is gone") {
		t.Errorf("rerun preprocess of a deleted PDF: error %v, want one saying %s is gone, not a stage error", err, pdf)
	}
}

// TestConvertFailsAtAssembleAsAStage: a convert whose assembly fails (here
// an overrides.yaml naming no area) fails as stage assemble, everything
// upstream kept, and rerun assemble resumes once the cause is fixed; the
// error was no stage's, so no resume command was offered.
func TestConvertFailsAtAssembleAsAStage(t *testing.T) {
	pdf := copyPDF(t, setNamed(t, "darkloch", "fixtures"), t.TempDir())
	w := WorkdirFor(pdf)
	if err := os.MkdirAll(w.Dir, 0o755); err != nil {
		t.Fatal(err)
	}
	typo := "areas:\n  \"99\":\n    reason: printed as 99 on the map\n    title: Lost room\n"
	if err := os.WriteFile(w.Path("overrides.yaml"), []byte(typo), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := Convert(context.Background(), pdf, w, Options{Provider: &emptyAnswers{calls: map[requests.Kind]int{}}})
	var se *StageError
	if !errors.As(err, &se) || se.Stage != StageAssemble {
		t.Fatalf("convert with a typo'd override: error %v, want a StageError of assemble", err)
	}
	if err := os.Remove(w.Path("overrides.yaml")); err != nil {
		t.Fatal(err)
	}
	if _, err := Rerun(context.Background(), w, StageAssemble, nil, Options{Provider: &emptyAnswers{calls: map[requests.Kind]int{}}}); err != nil {
		t.Errorf("rerun assemble after the fix: %v", err)
	}
}

// TestConvertReportsARepairedPDF: a PDF pdfcpu cannot read (its startxref
// points nowhere) converts as pdfium repairs it, with a damaged-pdf
// warning naming the damage; it converted with no word of it.
func TestConvertReportsARepairedPDF(t *testing.T) {
	whole, err := os.ReadFile(copyPDF(t, setNamed(t, "raising-a-god", "fixtures"), t.TempDir()))
	if err != nil {
		t.Fatal(err)
	}
	i := bytes.LastIndex(whole, []byte("startxref"))
	pdf := filepath.Join(t.TempDir(), "broken.pdf")
	if err := os.WriteFile(pdf, append(slices.Clip(whole[:i]), "startxref\n999999999\n%%EOF\n"...), 0o644); err != nil {
		t.Fatal(err)
	}
	res, err := Convert(context.Background(), pdf, WorkdirFor(pdf), Options{Provider: &emptyAnswers{calls: map[requests.Kind]int{}}})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, f := range res.Findings {
		if f.Code == adventure.CodeDamagedPDF {
			got = append(got, f.Message)
		}
	}
	if len(got) != 1 || !strings.HasPrefix(got[0], "the PDF is damaged (root version: missing root dict)") || !strings.Contains(got[0], "every page was read") {
		t.Errorf("damaged-pdf findings %q, want one naming what pdfcpu found (no root, the xref being unread) and no page", got)
	}
}

// TestPageFlags: the pages index gives damaged-pdf for a repaired PDF and
// damaged-page for each page whose content may be missing, beside
// scan-page, blank-page (a blank page is no scan) and ocr-low-confidence;
// an undamaged index gives neither.
func TestPageFlags(t *testing.T) {
	pages := []preprocess.Page{
		{Number: 1, HasText: true, TextSource: preprocess.TextPDF},
		{Number: 2, HasText: false, TextSource: preprocess.TextNone, Damage: preprocess.DamageNothingRead},
		{Number: 3, HasText: true, TextSource: preprocess.TextPDF, Damage: preprocess.DamageImage},
		{Number: 4, HasText: false, TextSource: preprocess.TextNone, Blank: true},
	}
	repaired := &preprocess.Index{Repaired: "xref table: incomplete xref subsection", Pages: pages}
	want := []string{"damaged-pdf:xref table: incomplete xref subsection", "damaged-page:2", "scan-page:2", "damaged-page:3", "blank-page:4"}
	if got := pageFlags(repaired); !slices.Equal(got, want) {
		t.Errorf("pageFlags(repaired) = %q, want %q", got, want)
	}
	whole := &preprocess.Index{Pages: pages[:1]}
	if got := pageFlags(whole); got != nil {
		t.Errorf("pageFlags(undamaged) = %q, want none", got)
	}
}

// TestRequestsCarryTiles: the fabricated page with 6-point captions
// (tests/assets/captions) is tiled in halves, its bottom half blank and
// left out, and every request that carries the page carries its render,
// then its tile after a text part naming it.
func TestRequestsCarryTiles(t *testing.T) {
	pdf := testenv.Asset(t, "captions", "captions.pdf")
	spy := provider.NewSpy(offline.New())
	w := Workdir{Dir: filepath.Join(t.TempDir(), "captions.scriptorium")}
	if _, err := Convert(context.Background(), pdf, w, Options{Provider: spy}); err != nil {
		t.Fatal(err)
	}
	want := []string{"text", "image", "text:page 1, tile 1 of 1: top half", "image"}
	reqs := spy.Requests()
	if len(reqs) == 0 {
		t.Fatal("no requests")
	}
	for _, req := range reqs {
		var got []string
		for _, p := range req.Parts {
			switch {
			case p.Type == provider.PartImage:
				got = append(got, "image")
			case strings.Contains(p.Text, ", tile "):
				got = append(got, "text:"+p.Text)
			case strings.HasPrefix(p.Text, "=== page 1 ==="):
				got = append(got, "text")
			}
		}
		if !slices.Equal(got, want) {
			t.Errorf("%s: page parts %q, want %q", req.Tag, got, want)
		}
	}
}
