//go:build unix

package pipeline

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/scriptorium/scriptorium/pipeline/preprocess"
	"github.com/scriptorium/scriptorium/requests"
)

// TestConvertRefusesANamedPipe: convert on a named pipe that no writer
// opens fails at once, naming the file, and leaves no workdir; reading it
// to hash it used to block forever.
func TestConvertRefusesANamedPipe(t *testing.T) {
	pipe := filepath.Join(t.TempDir(), "module.pdf")
	if err := syscall.Mkfifo(pipe, 0o644); err != nil {
		t.Skipf("mkfifo: %v", err)
	}
	w := WorkdirFor(pipe)
	done := make(chan error, 1)
	go func() {
		_, err := Convert(context.Background(), pipe, w, Options{Provider: &emptyAnswers{calls: map[requests.Kind]int{}}})
		done <- err
	}()
	select {
	case err := <-done:
		if !errors.Is(err, preprocess.ErrNotPDF) || !strings.HasPrefix(err.Error(), "convert "+pipe+": ") {
			t.Errorf("convert a named pipe: error %v, want ErrNotPDF after %q", err, "convert "+pipe+": ")
		}
	case <-time.After(10 * time.Second):
		t.Fatal("convert a named pipe: still running after 10s, want a refusal at once")
	}
	if _, err := os.Stat(w.Dir); !os.IsNotExist(err) {
		t.Errorf("refused convert left %s (stat error %v), want no workdir", w.Dir, err)
	}
}

// TestLockNamesTheWorkdir: a workdir whose lock cannot be created (here its
// path runs through a file; on a read-only file system alike) fails naming
// the workdir and the cause; it was a bare "open <path>/.lock: ...".
func TestLockNamesTheWorkdir(t *testing.T) {
	file := filepath.Join(t.TempDir(), "notes.txt")
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	w := Workdir{Dir: filepath.Join(file, "module.scriptorium")}
	_, err := w.lock()
	if err == nil || !strings.HasPrefix(err.Error(), "lock workdir "+w.Dir+": not a directory") {
		t.Errorf("lock: error %v, want one starting %q", err, "lock workdir "+w.Dir+": not a directory")
	}
}
