package preprocess

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/klippa-app/go-pdfium"
	"github.com/klippa-app/go-pdfium/references"
	"github.com/pdfcpu/pdfcpu/pkg/api"

	"github.com/scriptorium/scriptorium/internal/testenv"
)

// benchCopies is how many times the corpus (9 pages) is merged into the
// benchmark PDF: 36 pages.
const benchCopies = 4

// mergedCorpus writes a PDF of every corpus page, benchCopies times over,
// to dir and returns its path and page count.
func mergedCorpus(b *testing.B, dir string) (string, int) {
	b.Helper()
	files := []string{
		testenv.Asset(b, "darkloch", "Darkloch.pdf"),
		testenv.Asset(b, "pagoda-of-pazuzu", "Pagoda.pdf"),
		testenv.Asset(b, "raising-a-god", "Raising-a-God.pdf"),
	}
	var rs []io.ReadSeeker
	for range benchCopies {
		for _, f := range files {
			data, err := os.ReadFile(f)
			if err != nil {
				b.Fatal(err)
			}
			rs = append(rs, bytes.NewReader(data))
		}
	}
	pdfcpuOnce.Do(api.DisableConfigDir)
	var out bytes.Buffer
	if err := api.MergeRaw(rs, &out, false, nil); err != nil {
		b.Fatalf("merge corpus: %v", err)
	}
	path := filepath.Join(dir, "merged.pdf")
	if err := os.WriteFile(path, out.Bytes(), 0o644); err != nil {
		b.Fatal(err)
	}
	return path, 9 * benchCopies
}

// BenchmarkPages renders a 36-page PDF of merged corpus pages at 150 DPI
// (render, PNG encode, text) and, in the same loop, runs poppler's
// `pdftoppm -r 150 -png` on it, the peer, and `pdftoppm -r 150` (PPM, no
// compression) for how much of poppler's time is PNG encoding. It reports
// pages/s for each and the ratio of ours over poppler's PNG; ns/op is the
// sum of all three. Without pdftoppm on PATH only our part runs.
func BenchmarkPages(b *testing.B) {
	dir := b.TempDir()
	pdf, n := mergedCorpus(b, dir)
	s := DefaultSettings()
	if _, err := Run(context.Background(), pdf, filepath.Join(dir, "warm"), s); err != nil {
		b.Fatal(err)
	}
	poppler, err := exec.LookPath("pdftoppm")
	if err != nil {
		b.Logf("pdftoppm not on PATH (Debian poppler-utils): timing scriptorium only")
	}
	var ours, png, ppm time.Duration
	for i := 0; b.Loop(); i++ {
		out := filepath.Join(dir, "run", fmt.Sprint(i))
		ours += timed(b, func() error { _, err := Run(context.Background(), pdf, out, s); return err })
		os.RemoveAll(out)
		if poppler == "" {
			continue
		}
		png += timed(b, exec.Command(poppler, "-r", "150", "-png", pdf, filepath.Join(dir, "png")).Run)
		ppm += timed(b, exec.Command(poppler, "-r", "150", pdf, filepath.Join(dir, "ppm")).Run)
	}
	pages := float64(n * b.N)
	b.ReportMetric(pages/ours.Seconds(), "pages/s")
	if poppler != "" {
		b.ReportMetric(pages/png.Seconds(), "poppler-png-pages/s")
		b.ReportMetric(pages/ppm.Seconds(), "poppler-ppm-pages/s")
		b.ReportMetric(png.Seconds()/ours.Seconds(), "ratio")
	}
}

// timed runs f and returns how long it took, failing b on error.
func timed(b *testing.B, f func() error) time.Duration {
	b.Helper()
	start := time.Now()
	if err := f(); err != nil {
		b.Fatal(err)
	}
	return time.Since(start)
}

// BenchmarkStart times starting a pdfium pool and rendering one page, as a
// process does on its first Run: "cold" compiles pdfium's WebAssembly into
// an empty compilation cache, "cached" loads it from the cache the cold run
// filled. Run it with -benchtime 1x; a cold start takes seconds.
func BenchmarkStart(b *testing.B) {
	pdf := testenv.Asset(b, "darkloch", "Darkloch.pdf")
	cache := b.TempDir()
	for _, mode := range []string{"cold", "cached"} {
		b.Run(mode, func(b *testing.B) {
			for b.Loop() {
				if mode == "cold" {
					os.RemoveAll(cache)
				}
				startAndRender(b, pdf, cache)
			}
		})
	}
}

// startAndRender starts a pool with its own compilation cache, renders the
// first page of pdf with it and closes it.
func startAndRender(b *testing.B, pdf, cache string) {
	data, err := os.ReadFile(pdf)
	if err != nil {
		b.Fatal(err)
	}
	pool, err := newPool(cache, 1)
	if err != nil {
		b.Fatal(err)
	}
	defer pool.Close()
	err = work(context.Background(), pool, data, func(inst pdfium.Pdfium, doc references.FPDF_DOCUMENT) error {
		_, _, err := render(inst, doc, 0, 150, ColourAuto, 0, tiling{})
		return err
	})
	if err != nil {
		b.Fatal(err)
	}
}

// BenchmarkTypography times the work of a page (render and PNG encoding,
// characters, text) on the 36 merged corpus pages with the typography of
// the page text markup (fonts of every character) and, in the same loop,
// without it, today's peer: the characters without fonts, whose text is
// then unmarked. It reports the ratio of the two times.
func BenchmarkTypography(b *testing.B) {
	pdf, n := mergedCorpus(b, b.TempDir())
	data, err := os.ReadFile(pdf)
	if err != nil {
		b.Fatal(err)
	}
	pool, _, err := pdfiumPool(DefaultSettings())
	if err != nil {
		b.Fatal(err)
	}
	var typo, plain time.Duration
	err = work(context.Background(), pool, data, func(inst pdfium.Pdfium, doc references.FPDF_DOCUMENT) error {
		for b.Loop() {
			for i := range n {
				typo += timed(b, func() error { return pageWork(inst, doc, i, true) })
				plain += timed(b, func() error { return pageWork(inst, doc, i, false) })
			}
		}
		return nil
	})
	if err != nil {
		b.Fatal(err)
	}
	b.ReportMetric(typo.Seconds()/plain.Seconds(), "ratio")
	b.ReportMetric(float64(n*b.N)/typo.Seconds(), "pages/s")
}

// pageWork renders page index i of doc at 150 DPI and lays out its text,
// with fonts or without, as Run does for a page but writing nothing.
func pageWork(inst pdfium.Pdfium, doc references.FPDF_DOCUMENT, i int, fonts bool) error {
	if _, _, err := render(inst, doc, i, 150, ColourAuto, 0, tiling{}); err != nil {
		return err
	}
	chars, err := charsOf(inst, doc, i, 792, fonts)
	pageText(chars, bodyOf(chars), 0)
	return err
}
