package pipeline

import (
	"errors"
	"os"
	"strings"
	"sync"
)

// outdatedFile marks a workdir whose adventure.json (and report.json,
// previews) is older than its stage caches: a run wrote a cache and has not
// assembled since (Ctrl-C, a failed stage, a spent cap). It holds the
// stage of the first cache that run wrote; the next assembly removes it.
const outdatedFile = ".outdated"

// Outdated reports whether adventure.json is older than the stage caches,
// a run that changed them not having finished, and the stage from which
// that run changed them, from which a rerun resumes it.
func (w Workdir) Outdated() (stage string, ok bool) {
	data, err := os.ReadFile(w.Path(outdatedFile))
	if err != nil {
		return "", false
	}
	return strings.TrimSpace(string(data)), true
}

// outdatedMark writes the mark of [Workdir.Outdated] once per run, before
// the run's first cache write, keeping a mark an earlier run left.
type outdatedMark struct {
	once sync.Once
	err  error
}

// set marks w outdated since stage, the first time it is called.
func (m *outdatedMark) set(w Workdir, stage string) error {
	m.once.Do(func() {
		if _, err := os.Stat(w.Path(outdatedFile)); err == nil {
			return
		}
		m.err = os.WriteFile(w.Path(outdatedFile), []byte(stage+"\n"), 0o644)
	})
	return m.err
}

// clearOutdated removes the mark: the artifacts were assembled from the
// caches as they stand.
func (w Workdir) clearOutdated() error {
	if err := os.Remove(w.Path(outdatedFile)); err != nil && !errors.Is(err, os.ErrNotExist) {
		return err
	}
	return nil
}
