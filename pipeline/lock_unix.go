//go:build unix

package pipeline

import (
	"fmt"
	"os"
	"syscall"
)

// lockFile is the workdir's lock, held by the run that writes it.
const lockFile = ".lock"

// lock takes the lock of the existing workdir without waiting and returns the function that releases it. A workdir another run holds is
// [ErrBusy]. The lock is an advisory flock(2), released by the kernel when
// the process ends, so a killed run leaves nothing stale.
func (w Workdir) lock() (unlock func(), err error) {
	f, err := os.OpenFile(w.Path(lockFile), os.O_CREATE|os.O_RDWR, 0o644)
	if err != nil {
		return nil, err
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		f.Close()
		return nil, fmt.Errorf("%w: %s is in use by another extract run (wait for it to end)", ErrBusy, w.Dir)
	}
	return func() {
		syscall.Flock(int(f.Fd()), syscall.LOCK_UN)
		f.Close()
	}, nil
}
