//go:build unix

package preprocess

import (
	"context"
	"errors"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestRunRefusesSpecialFiles: a directory, a named pipe (which no writer
// ever opens) and /dev/zero are refused at once, naming what they are,
// where reading them would fail, block or never end.
func TestRunRefusesSpecialFiles(t *testing.T) {
	pipe := filepath.Join(t.TempDir(), "pipe.pdf")
	if err := syscall.Mkfifo(pipe, 0o644); err != nil {
		t.Skipf("mkfifo: %v", err)
	}
	cases := []struct{ path, kind string }{
		{t.TempDir(), "a directory"},
		{pipe, "a named pipe"},
		{"/dev/zero", "a device"},
	}
	for _, c := range cases {
		done := make(chan error, 1)
		go func() {
			_, err := Run(context.Background(), c.path, filepath.Join(t.TempDir(), "pages"), DefaultSettings())
			done <- err
		}()
		select {
		case err := <-done:
			if !errors.Is(err, ErrNotPDF) || !strings.Contains(err.Error(), c.kind) || !strings.HasPrefix(err.Error(), "preprocess "+c.path+": ") {
				t.Errorf("Run(%s): error %v, want ErrNotPDF naming the file and %q", c.path, err, c.kind)
			}
		case <-time.After(10 * time.Second):
			t.Fatalf("Run(%s) still reading after 10s, want a refusal at once", c.path)
		}
	}
}
