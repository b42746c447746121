package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/scriptorium/scriptorium/adventure"
	"github.com/scriptorium/scriptorium/internal/providers"
	"github.com/scriptorium/scriptorium/pipeline"
	"github.com/scriptorium/scriptorium/pipeline/preprocess"
	"github.com/scriptorium/scriptorium/requests/offline"
)

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

// TestNoAreasHint: a conversion without areas says which pages have no text
// layer and, when the offline provider answered, what reads them.
func TestNoAreasHint(t *testing.T) {
	w := pipeline.Workdir{Dir: t.TempDir()}
	idx := preprocess.Index{Format: preprocess.IndexFormat, Version: preprocess.IndexVersion, PageCount: 3,
		Pages: []preprocess.Page{{HasText: false}, {HasText: true}, {HasText: false}}}
	data, err := json.Marshal(idx)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(w.PagesDir(), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(w.PagesDir(), "index.json"), data, 0o644); err != nil {
		t.Fatal(err)
	}
	res := &pipeline.Result{Report: &adventure.Report{Stages: []adventure.StageSummary{{Stage: "content", Providers: []string{offline.Name}}}}}
	got := noAreasHint(w, res)
	want := "no keyed areas found; 2 of 3 pages have no text layer (scans?); the offline provider reads only the text layer"
	if !strings.HasPrefix(got, want) {
		t.Errorf("hint %q, want it to start %q", got, want)
	}
	res.Report.Stages[0].Providers = []string{"openai"}
	if got := noAreasHint(w, res); strings.Contains(got, "offline") {
		t.Errorf("hint %q names the offline provider, which did not answer", got)
	}
}

// TestReusedNotice: requests answered from the workdir's caches are told
// of, those an earlier run of the same provider stored apart from those
// another provider stored; a run that asked every request, a forced run
// and a replay say nothing.
func TestReusedNotice(t *testing.T) {
	res := &pipeline.Result{
		Report: &adventure.Report{Stages: []adventure.StageSummary{
			{Stage: pipeline.StageContent, Units: 4, Providers: []string{offline.Name}},
			{Stage: pipeline.StageMonsters, Units: 3, Providers: []string{offline.Name, "manual"}},
		}},
		Asked: map[string]int{pipeline.StageContent: 1, pipeline.StageMonsters: 1},
	}
	for _, c := range []struct {
		name string
		o    options
		res  *pipeline.Result
		want string
	}{
		{"cached", options{provider: offline.Name}, res,
			"extract: 3 requests answered from the workdir as an earlier run of offline stored them; --force asks them again\n" +
				"extract: 2 requests of monsters answered from the workdir by manual, not asked of offline; --force asks them again\n"},
		{"forced", options{provider: offline.Name, force: true}, res, ""},
		{"replay", options{provider: providers.Replay}, res, ""},
		{"all asked", options{provider: offline.Name}, &pipeline.Result{Report: res.Report,
			Asked: map[string]int{pipeline.StageContent: 4, pipeline.StageMonsters: 3}}, ""},
	} {
		var b strings.Builder
		reusedNotice(&b, &c.o, c.res, pipeline.StagePreprocess)
		if b.String() != c.want {
			t.Errorf("%s: got %q, want %q", c.name, b.String(), c.want)
		}
	}
}
