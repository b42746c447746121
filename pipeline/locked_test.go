//go:build unix

package pipeline

import (
	"errors"
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
