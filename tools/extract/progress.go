package main

import (
	"io"
	"os"
	"sync"

	"github.com/schollz/progressbar/v3"
	"golang.org/x/term"
)

// stageProgress returns a progress callback drawing one bar per stage on w
// when w is a terminal, and nil (quiet) otherwise.
func stageProgress(w io.Writer) func(stage string, done, total int) {
	f, ok := w.(*os.File)
	if !ok || !term.IsTerminal(int(f.Fd())) {
		return nil
	}
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
