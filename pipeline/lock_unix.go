//go:build unix

package pipeline

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"syscall"
)

// lockFile is the workdir's lock, held by the run that writes it.
const lockFile = ".lock"

// lock takes the lock of the existing workdir without waiting and returns
// the function that releases it. A workdir another run holds is
// [ErrBusy]; one where the lock cannot be created (a read-only file system)
// fails naming the workdir. The lock is an advisory flock(2), released by the kernel when
// the process ends, so a killed run leaves nothing stale.
func (w Workdir) lock() (unlock func(), err error) {
	f, err := os.OpenFile(w.Path(lockFile), os.O_CREATE|os.O_RDWR, 0o644)
	if err != nil {
		var pe *fs.PathError
		if errors.As(err, &pe) {
			err = pe.Err // the path is the workdir's, named below
		}
		return nil, fmt.Errorf("lock workdir %s: %w (a run writes its workdir; choose a writable --workdir)", w.Dir, err)
	}
	return w.flock(f, syscall.LOCK_EX)
}

// rlock takes the lock of the workdir shared, for a reader, without
// waiting, and returns the function that releases it. A workdir another run
// writes is [ErrBusy]. It writes nothing, so a read-only workdir is read:
// it opens the lock file for reading, and a workdir without one (copied
// without its hidden files) is read unlocked.
func (w Workdir) rlock() (unlock func(), err error) {
	f, err := os.Open(w.Path(lockFile))
	if errors.Is(err, fs.ErrNotExist) {
		return func() {}, nil
	}
	if err != nil {
		return nil, fmt.Errorf("lock workdir %s: %w", w.Dir, err)
	}
	return w.flock(f, syscall.LOCK_SH)
}

// flock takes the lock of the open lock file f, exclusive or shared by how
// (syscall.LOCK_EX or LOCK_SH), without waiting, and returns the function
// that releases it and closes f. A lock held by another run is [ErrBusy].
func (w Workdir) flock(f *os.File, how int) (unlock func(), err error) {
	if err := syscall.Flock(int(f.Fd()), how|syscall.LOCK_NB); err != nil {
		f.Close()
		return nil, w.errBusy()
	}
	return func() {
		syscall.Flock(int(f.Fd()), syscall.LOCK_UN)
		f.Close()
	}, nil
}

// held reports whether another run holds the workdir's lock, creating no
// lock file.
func (w Workdir) held() bool {
	f, err := os.Open(w.Path(lockFile))
	if err != nil {
		return false
	}
	defer f.Close()
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_SH|syscall.LOCK_NB); err != nil {
		return errors.Is(err, syscall.EWOULDBLOCK)
	}
	syscall.Flock(int(f.Fd()), syscall.LOCK_UN)
	return false
}
