//go:build !unix

package pipeline

// lockFile is the workdir's lock file; on systems without flock(2) there is
// none and concurrent runs are not detected.
const lockFile = ".lock"

// lock does nothing: without flock(2) another run cannot be detected.
func (w Workdir) lock() (unlock func(), err error) { return func() {}, nil }

// rlock does nothing: without flock(2) another run cannot be detected.
func (w Workdir) rlock() (unlock func(), err error) { return func() {}, nil }

// held reports false: without flock(2) another run cannot be detected.
func (w Workdir) held() bool { return false }
