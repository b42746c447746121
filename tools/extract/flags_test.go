package main

import (
	"context"
	"fmt"
	"io"
	"strings"
	"testing"

	"scriptorium/pipeline"
)

func TestShellQuote(t *testing.T) {
	for in, want := range map[string]string{
		"Darkloch.scriptorium": "Darkloch.scriptorium", "/tmp/sp ace/w": "'/tmp/sp ace/w'",
		"it's": `'it'\''s'`, "": "''", "http://127.0.0.1:8089/v1": "http://127.0.0.1:8089/v1",
	} {
		if got := shellQuote(in); got != want {
			t.Errorf("shellQuote(%q) = %s, want %s", in, got, want)
		}
	}
}

// TestResumeHint: an interrupted stage says so, and the command that
// resumes it keeps the --set flags run.json did not save.
func TestResumeHint(t *testing.T) {
	o := &options{sets: []string{"dpi=300", "content_batch=3"}}
	w := pipeline.Workdir{Dir: "m.scriptorium"}
	for _, c := range []struct {
		stage string
		cause error
		want  string
	}{
		{pipeline.StagePreprocess, fmt.Errorf("render page 3: %w", context.Canceled),
			"stage preprocess: interrupted; everything finished is kept; resume with: extract rerun --set dpi=300 --set content_batch=3 --workdir m.scriptorium preprocess"},
		{pipeline.StageContent, fmt.Errorf("content.p003: bad answer"),
			"stage content: content.p003: bad answer; everything finished is kept; resume with: extract rerun --workdir m.scriptorium content"},
	} {
		err := finish(io.Discard, o, w, nil, &pipeline.StageError{Stage: c.stage, Err: c.cause})
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got %v, want %q", c.stage, err, c.want)
		}
	}
}
