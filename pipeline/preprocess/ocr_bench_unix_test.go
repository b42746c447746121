//go:build unix

package preprocess

import (
	"context"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/scriptorium/scriptorium/internal/testenv"
)

// BenchmarkOCR reads a key page of the minimod (its 150-DPI render, two
// columns of text) with Tesseract, one page at a time on one thread, and
// reports the CPU seconds Tesseract spends a page (its processes' user and
// system time, so a loaded machine does not inflate it) besides the wall
// time: a core reads the inverse in pages a second.
func BenchmarkOCR(b *testing.B) {
	dir := filepath.Join(b.TempDir(), "pages")
	idx, err := Run(context.Background(), testenv.Asset(b, "minimod", "minimod.pdf"), dir, DefaultSettings())
	if err != nil {
		b.Fatal(err)
	}
	png, err := os.ReadFile(filepath.Join(dir, idx.Pages[3].PNG))
	if err != nil {
		b.Fatal(err)
	}
	before := childCPU(b)
	start := time.Now()
	for b.Loop() {
		if ws, _, err := ocr(context.Background(), png, 150, "3"); err != nil || len(ws) < 100 {
			b.Fatalf("ocr: %d words, %v", len(ws), err)
		}
	}
	b.ReportMetric(time.Since(start).Seconds()/float64(b.N), "s/page")
	b.ReportMetric((childCPU(b)-before).Seconds()/float64(b.N), "cpu-s/page")
}

// childCPU returns the user and system time of the process's ended
// children.
func childCPU(b *testing.B) time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_CHILDREN, &ru); err != nil {
		b.Fatal(err)
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
