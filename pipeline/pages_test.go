package pipeline

import (
	"context"
	"errors"
	"io/fs"
	"os"
	"strings"
	"testing"

	"github.com/scriptorium/scriptorium/pipeline/preprocess"
	"github.com/scriptorium/scriptorium/requests"
)

// TestConvertNamesTheLimitSetting: a PDF refused for passing max_pages or
// max_bytes is told which setting raises the limit, and that setting takes
// the value the hint shows; the refusal named the limit only.
func TestConvertNamesTheLimitSetting(t *testing.T) {
	pdf := copyPDF(t, fixtureSets[2], t.TempDir()) // Raising a God: 7 pages
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
	pdf := copyPDF(t, fixtureSets[0], t.TempDir())
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
	pdf := copyPDF(t, fixtureSets[0], t.TempDir())
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
