//go:build unix

package pipeline

import (
	"errors"
	"os"
	"testing"
)

func TestLockedWaitsForNoOne(t *testing.T) {
	w := Workdir{Dir: t.TempDir()}
	unlock, err := w.lock()
	if err != nil {
		t.Fatal(err)
	}
	ran := false
	if err := w.Locked(func() error { ran = true; return nil }); !errors.Is(err, ErrBusy) || ran {
		t.Errorf("Locked on a held workdir: %v, ran %v; want ErrBusy without running", err, ran)
	}
	unlock()
	if err := w.Locked(func() error { ran = true; return nil }); err != nil || !ran {
		t.Errorf("Locked on a free workdir: %v, ran %v; want it run", err, ran)
	}
}

// TestMissingWhileHeldIsBusy: while a first convert holds its workdir and
// has not yet written run.json or report.json, reading them says the
// workdir is busy; it said "convert a PDF first".
func TestMissingWhileHeldIsBusy(t *testing.T) {
	w := Workdir{Dir: t.TempDir()}
	unlock, err := w.lock()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := w.ReadRun(); !errors.Is(err, ErrBusy) {
		t.Errorf("ReadRun of a held workdir: %v, want ErrBusy", err)
	}
	if _, err := ReadReport(w); !errors.Is(err, ErrBusy) {
		t.Errorf("ReadReport of a held workdir: %v, want ErrBusy", err)
	}
	if _, err := Check(w); !errors.Is(err, ErrBusy) {
		t.Errorf("Check of a held workdir: %v, want ErrBusy", err)
	}
	if _, err := Assemble(w); !errors.Is(err, ErrBusy) {
		t.Errorf("Assemble of a held workdir: %v, want ErrBusy", err)
	}
	unlock()
	if _, err := w.ReadRun(); !errors.Is(err, ErrNoWorkdir) {
		t.Errorf("ReadRun of a free workdir without run.json: %v, want ErrNoWorkdir", err)
	}
}

// TestReadLockedWritesNothing: a reader waits for no one, is refused while
// a run writes the workdir, and creates no lock file, so a read-only
// workdir is read.
func TestReadLockedWritesNothing(t *testing.T) {
	w := Workdir{Dir: t.TempDir()}
	ran := false
	if err := w.ReadLocked(func() error { ran = true; return nil }); err != nil || !ran {
		t.Errorf("ReadLocked without a lock file: %v, ran %v; want it run", err, ran)
	}
	if _, err := os.Stat(w.Path(lockFile)); !os.IsNotExist(err) {
		t.Errorf("ReadLocked created %s (stat error %v), want none", lockFile, err)
	}
	unlock, err := w.lock()
	if err != nil {
		t.Fatal(err)
	}
	defer unlock()
	ran = false
	if err := w.ReadLocked(func() error { ran = true; return nil }); !errors.Is(err, ErrBusy) || ran {
		t.Errorf("ReadLocked on a held workdir: %v, ran %v; want ErrBusy without running", err, ran)
	}
}
