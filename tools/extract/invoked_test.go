package main

import (
	"errors"
	"io"
	"path/filepath"
	"runtime/debug"
	"strings"
	"testing"

	"github.com/scriptorium/scriptorium/pipeline"
)

func TestInvokedAs(t *testing.T) {
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	bi := &debug.BuildInfo{Path: "github.com/scriptorium/scriptorium/tools/extract",
		Main: debug.Module{Path: "github.com/scriptorium/scriptorium"}}
	goRun := filepath.Join(t.TempDir(), "go-build1234", "b001", "exe", "extract")
	for _, c := range []struct{ arg0, dir, want string }{
		{"extract", root, "extract"},
		{"./extract", root, "./extract"},
		{goRun, root, "go run ./tools/extract"},
		{goRun, filepath.Join(root, "tools", "extract"), "go run ."},
		{goRun, filepath.Join(root, "pipeline"), "go run ../tools/extract"},
		{goRun, t.TempDir(), "go run github.com/scriptorium/scriptorium/tools/extract"},
		{filepath.Join(t.TempDir(), "go-build", "1a", strings.Repeat("1a", 32)+"-d", "extract"), root, "go run ./tools/extract"},
		{"/usr/local/bin/extract", root, "/usr/local/bin/extract"},
	} {
		if got := invokedAs(c.arg0, c.dir, bi); got != c.want {
			t.Errorf("invokedAs(%s, %s) = %q, want %q", c.arg0, c.dir, got, c.want)
		}
	}
}

// TestResumeHintNamesTheCommand: the command a failed stage says to run
// next is the command as it was run, "go run ./tools/extract" included; it
// was always "extract".
func TestResumeHintNamesTheCommand(t *testing.T) {
	defer func(c string) { pipeline.Command = c }(pipeline.Command)
	pipeline.Command = "go run ./tools/extract"
	err := finish(io.Discard, &options{}, pipeline.Workdir{Dir: "m.scriptorium"}, nil,
		&pipeline.StageError{Stage: pipeline.StageContent, Err: errors.New("answer refused")})
	if want := "resume with: go run ./tools/extract rerun --workdir m.scriptorium content"; err == nil || !strings.HasSuffix(err.Error(), want) {
		t.Errorf("finish: %v, want an error ending %q", err, want)
	}
}
