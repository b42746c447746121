package main

import (
	"fmt"
	"io"
	"os"
	"sync"
	"time"

	"github.com/schollz/progressbar/v3"
	"golang.org/x/term"

	"github.com/scriptorium/scriptorium/internal/cli"
	"github.com/scriptorium/scriptorium/pipeline"
)

// withProgress returns opts reporting the run's progress and notes on w:
// one bar per stage when w is a terminal, else lines (see progressLines),
// which a log or a CI job keeps.
func withProgress(opts pipeline.Options, w io.Writer) pipeline.Options {
	opts.Note = func(stage, note string) { fmt.Fprintf(w, "%s: %s\n", stage, note) }
	if f, ok := w.(*os.File); ok && term.IsTerminal(int(f.Fd())) {
		opts.Progress = progressBars(f)
	} else {
		opts.Progress = progressLines(w, time.Now)
	}
	return opts
}

// progressBars returns a progress callback drawing one bar per stage on f.
func progressBars(f *os.File) func(stage string, done, total int) {
	var mu sync.Mutex
	bars := map[string]*progressbar.ProgressBar{}
	return func(stage string, done, total int) {
		mu.Lock()
		defer mu.Unlock()
		bar := bars[stage]
		if bar == nil {
			bar = progressbar.NewOptions(total, progressbar.OptionSetWriter(f),
				progressbar.OptionSetDescription(stage), progressbar.OptionShowCount(),
				progressbar.OptionSetWidth(30), progressbar.OptionOnCompletion(func() { io.WriteString(f, "\n") }))
			bars[stage] = bar
		}
		bar.ChangeMax(total)
		bar.Set(done)
	}
}

// progressLines returns a progress callback writing lines to w: one when a
// stage starts, with its count of units; one each time a stage of ten units
// or more passes another tenth of them; one when it ends. Every stage gets
// its start and end lines, one with nothing to do ("wandering: started, 0
// requests") too. The last two give the seconds since the stage started,
// by now, to a tenth ("in 2.3s").
//
//	preprocess: started, 40 pages
//	preprocess: 4/40 pages (10%) in 1.2s
//	...
//	preprocess: done, 40 pages in 11.8s
func progressLines(w io.Writer, now func() time.Time) func(stage string, done, total int) {
	type state struct {
		start time.Time
		tenth int
	}
	var mu sync.Mutex
	running := map[string]*state{}
	return func(stage string, done, total int) {
		mu.Lock()
		defer mu.Unlock()
		noun, count := unitNoun(stage), ""
		if noun != "" {
			count = ", " + cli.Plural(total, noun)
		}
		st := running[stage]
		if st == nil {
			st = &state{start: now()}
			running[stage] = st
			fmt.Fprintf(w, "%s: started%s\n", stage, count)
		}
		elapsed := now().Sub(st.start).Seconds()
		if done >= total {
			delete(running, stage) // a later start of the label is a new run of it
			fmt.Fprintf(w, "%s: done%s in %.1fs\n", stage, count, elapsed)
			return
		}
		if tenth := done * 10 / total; total >= 10 && tenth > st.tenth {
			st.tenth = tenth
			fmt.Fprintf(w, "%s: %d/%d %ss (%d%%) in %.1fs\n", stage, done, total, noun, done*100/total, elapsed)
		}
	}
}

// unitNoun names what a stage's progress counts (see pipeline.Options):
// pages for preprocess, nothing for assemble, else requests.
func unitNoun(stage string) string {
	switch stage {
	case pipeline.StagePreprocess:
		return "page"
	case pipeline.StageAssemble:
		return ""
	}
	return "request"
}
