package pipeline

import (
	"context"
	"errors"
	"strings"
	"testing"

	"scriptorium/pipeline/preprocess"
	"scriptorium/requests"
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
