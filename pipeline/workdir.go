package pipeline

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// WorkdirSuffix ends the name of every workdir: module.pdf converts into
// module.scriptorium/.
const WorkdirSuffix = ".scriptorium"

// Workdir is a conversion's directory:
//
//	run.json        settings echo, versions, source SHA-256 (see [Run])
//	pages/          page renders and text (see package preprocess)
//	stages/         stage caches, one [Envelope] per unit: <stage>[.<unit>].json
//	overrides.yaml  the user's corrections
//	adventure.json  the result (see adventure.Adventure)
//	report.json     gaps, guesses and findings (see adventure.Report)
//	previews/       index.html for checking the conversion by eye
//	exports/        exports of adventure.json (extract export)
//	.lock           held by the run writing the workdir; empty, and kept
//	                after it: removing a lock file another run has opened
//	                would let two runs hold two locks
//	.outdated       present while adventure.json is older than the stage
//	                caches (see [Workdir.Outdated])
type Workdir struct {
	Dir string
}

// WorkdirFor returns the workdir of pdfPath: its stem plus [WorkdirSuffix],
// beside the PDF.
func WorkdirFor(pdfPath string) Workdir {
	stem := strings.TrimSuffix(filepath.Base(pdfPath), filepath.Ext(pdfPath))
	return Workdir{Dir: filepath.Join(filepath.Dir(pdfPath), stem+WorkdirSuffix)}
}

// Path joins elem onto the workdir.
func (w Workdir) Path(elem ...string) string {
	return filepath.Join(append([]string{w.Dir}, elem...)...)
}

// Locked runs fn holding the workdir's lock, as every stage and assemble
// do, so fn neither reads a half-finished run nor writes beside one. A
// workdir another run holds is [ErrBusy], and fn does not run.
func (w Workdir) Locked(fn func() error) error {
	return withLock(w.lock, fn)
}

// ReadLocked runs fn, which only reads the workdir, holding its lock
// shared: fn reads no half-finished run, and the workdir may be read-only.
// A workdir another run writes is [ErrBusy], and fn does not run.
func (w Workdir) ReadLocked(fn func() error) error {
	return withLock(w.rlock, fn)
}

// withLock runs fn holding the lock that lock takes.
func withLock(lock func() (func(), error), fn func() error) error {
	unlock, err := lock()
	if err != nil {
		return err
	}
	defer unlock()
	return fn()
}

// errBusy is the [ErrBusy] error of w.
func (w Workdir) errBusy() error {
	return fmt.Errorf("%w: %s is in use by another extract run (wait for it to end)", ErrBusy, w.Dir)
}

// orBusy returns missing, the error of a file w lacks, or the [ErrBusy]
// error when another run holds w: a first convert writes run.json and the
// artifacts only once the pages are rendered.
func (w Workdir) orBusy(missing error) error {
	if w.held() {
		return w.errBusy()
	}
	return missing
}

// PagesDir is where page renders and text live.
func (w Workdir) PagesDir() string { return w.Path("pages") }

// StagePath is the cache file of one stage unit; unit may be empty.
func (w Workdir) StagePath(stage, unit string) string {
	name := stage
	if unit != "" {
		name += "." + unit
	}
	return w.Path("stages", name+".json")
}

// FindWorkdir discovers the workdir when --workdir is absent: dir itself when
// it holds a run.json, else the single *.scriptorium directory inside it.
// Several or none is an error saying so.
func FindWorkdir(dir string) (Workdir, error) {
	if _, err := os.Stat(filepath.Join(dir, "run.json")); err == nil {
		return Workdir{Dir: dir}, nil
	}
	matches, err := filepath.Glob(filepath.Join(dir, "*"+WorkdirSuffix))
	if err != nil {
		return Workdir{}, err
	}
	var dirs []string
	for _, m := range matches {
		if fi, err := os.Stat(m); err == nil && fi.IsDir() {
			dirs = append(dirs, m)
		}
	}
	switch len(dirs) {
	case 1:
		return Workdir{Dir: dirs[0]}, nil
	case 0:
		return Workdir{}, fmt.Errorf("find workdir in %s: %w (convert a PDF first or pass --workdir)", dir, ErrNoWorkdir)
	default:
		return Workdir{}, fmt.Errorf("find workdir in %s: %w: %s (pass --workdir)", dir, ErrManyWorkdirs, strings.Join(dirs, ", "))
	}
}

// readJSON reads path into v.
func readJSON(path string, v any) error {
	data, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	if err := json.Unmarshal(data, v); err != nil {
		return fmt.Errorf("read %s: %w", path, err)
	}
	return nil
}
