package pipeline

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/scriptorium/scriptorium/adventure"
	"github.com/scriptorium/scriptorium/internal/jsonfile"
	"github.com/scriptorium/scriptorium/pipeline/preprocess"
)

func TestFindWorkdir(t *testing.T) {
	dir := t.TempDir()
	if _, err := FindWorkdir(dir); !errors.Is(err, ErrNoWorkdir) {
		t.Fatalf("empty dir: err %v, want ErrNoWorkdir", err)
	}
	one := filepath.Join(dir, "a"+WorkdirSuffix)
	if err := os.Mkdir(one, 0o755); err != nil {
		t.Fatal(err)
	}
	if w, err := FindWorkdir(dir); err != nil || w.Dir != one {
		t.Fatalf("one workdir: got %v, %v; want %s", w, err, one)
	}
	if err := os.WriteFile(filepath.Join(one, "run.json"), []byte("{}"), 0o644); err != nil {
		t.Fatal(err)
	}
	if w, err := FindWorkdir(one); err != nil || w.Dir != one {
		t.Fatalf("inside the workdir: got %v, %v; want %s", w, err, one)
	}
	if err := os.Mkdir(filepath.Join(dir, "b"+WorkdirSuffix), 0o755); err != nil {
		t.Fatal(err)
	}
	if _, err := FindWorkdir(dir); !errors.Is(err, ErrManyWorkdirs) {
		t.Fatalf("two workdirs: err %v, want ErrManyWorkdirs", err)
	}
}

func TestWorkdirFor(t *testing.T) {
	got := WorkdirFor(filepath.Join("x", "Darkloch.pdf")).Dir
	if want := filepath.Join("x", "Darkloch.scriptorium"); got != want {
		t.Errorf("WorkdirFor = %s, want %s", got, want)
	}
}

func TestEnvelopeRefusesOtherVersions(t *testing.T) {
	w := Workdir{Dir: t.TempDir()}
	if err := jsonfile.Write(w.StagePath("survey", "w01"), Envelope{Format: EnvelopeFormat, Version: 99, Stage: "survey", Unit: "w01"}); err != nil {
		t.Fatal(err)
	}
	if _, err := w.readEnvelope("survey", "w01"); !errors.Is(err, ErrEnvelope) {
		t.Fatalf("version 99: err %v, want ErrEnvelope", err)
	}
	if env, err := w.readEnvelope("survey", "w02"); env != nil || err != nil {
		t.Fatalf("missing unit: got %v, %v; want nil, nil", env, err)
	}
}

// TestProviderFixturesRelative: run.json records the fixture directory of
// the provider relative to the workdir, so the workdir and its fixtures may
// move together, and gives it back as a path from the current directory.
func TestProviderFixturesRelative(t *testing.T) {
	dir := t.TempDir()
	w := Workdir{Dir: filepath.Join(dir, "m"+WorkdirSuffix)}
	var r Run
	if err := w.recordProvider(&r, &ProviderSpec{Name: "replay", Fixtures: filepath.Join(dir, "fx")}); err != nil {
		t.Fatal(err)
	}
	if got, want := r.Provider.Fixtures, "../fx"; got != want {
		t.Errorf("recorded fixtures %q, want %q", got, want)
	}
	if got, want := w.ProviderSpec(&r).Fixtures, filepath.Join(dir, "fx"); got != want {
		t.Errorf("fixtures from run.json %q, want %q", got, want)
	}
}

// TestRerunRefusesPagesOfAnotherPDF: pages rendered from another PDF than
// run.json's (a replace cut short after rendering) are refused by a rerun
// of a later stage, which would mix the two conversions.
func TestRerunRefusesPagesOfAnotherPDF(t *testing.T) {
	w := Workdir{Dir: t.TempDir()}
	run := &Run{Source: adventure.Source{File: "old.pdf", SHA256: strings.Repeat("a", 64)}, PDF: "old.pdf", Settings: DefaultSettings()}
	if err := w.writeRun(run); err != nil {
		t.Fatal(err)
	}
	idx := preprocess.Index{Format: preprocess.IndexFormat, Version: preprocess.IndexVersion, SourceSHA256: strings.Repeat("b", 64)}
	if err := jsonfile.Write(filepath.Join(w.PagesDir(), "index.json"), idx); err != nil {
		t.Fatal(err)
	}
	if _, err := Rerun(context.Background(), w, StageContent, nil, Options{}); !errors.Is(err, ErrOtherSource) {
		t.Errorf("rerun content over pages of another PDF: %v, want ErrOtherSource", err)
	}
}
