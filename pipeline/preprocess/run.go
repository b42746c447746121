package preprocess

import (
	"context"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"

	"github.com/klippa-app/go-pdfium"
	"github.com/klippa-app/go-pdfium/references"
	"github.com/klippa-app/go-pdfium/requests"
	"github.com/klippa-app/go-pdfium/webassembly"
	"github.com/tetratelabs/wazero"
	"github.com/tetratelabs/wazero/api"
	"github.com/tetratelabs/wazero/experimental"
)

// Run renders every page of the PDF at pdfPath into pagesDir as NNNN.png,
// extracts its text into NNNN.txt, writes index.json last and returns the
// Index. The directory is built beside pagesDir and renamed into place, so
// on error pagesDir is left as it was. When pagesDir already holds the
// output of the same PDF bytes under the same Echo, with intact files, Run
// returns that Index without rendering. A run stopped part way keeps the
// pages it finished, and the next run of the same PDF under the same Echo
// renders only the others (see partial.go).
//
// Errors name the file and the reason on one line, "preprocess <file>:
// <reason>", wrapping ErrEmpty, ErrNotPDF, ErrEncrypted, ErrTruncated, ErrDamaged,
// ErrTooManyPages, ErrTooLarge or ErrSettings where one applies. Run stops
// early when ctx is done.
func Run(ctx context.Context, pdfPath, pagesDir string, s Settings) (*Index, error) {
	idx, err := run(ctx, pdfPath, pagesDir, s)
	if err != nil {
		return nil, fmt.Errorf("preprocess %s: %w", pdfPath, err)
	}
	return idx, nil
}

// run is Run without the error prefix.
func run(ctx context.Context, pdfPath, pagesDir string, s Settings) (*Index, error) {
	if err := s.check(); err != nil {
		return nil, err
	}
	data, n, repaired, err := readPDF(ctx, pdfPath, s)
	if err != nil {
		return nil, err
	}
	idx := &Index{Format: IndexFormat, Version: IndexVersion, SourceSHA256: sha256Hex(data), PageCount: n, Settings: echoOf(s), Repaired: repaired}
	if old := reusable(pagesDir, idx.SourceSHA256, idx.Settings); old != nil {
		if s.Progress != nil {
			s.Progress(n, n)
		}
		return old, nil
	}
	if err := os.MkdirAll(filepath.Dir(pagesDir), 0o755); err != nil {
		return nil, err
	}
	tmp := partialDir(pagesDir)
	done, err := resume(tmp, idx)
	if err != nil {
		return nil, err
	}
	if idx.Pages, err = renderAll(ctx, data, s, repaired != "", tmp, done); err != nil {
		dropIfEmpty(tmp, done)
		return nil, err
	}
	if err := finishPartial(tmp); err != nil {
		return nil, err
	}
	if err := writeIndex(tmp, idx); err != nil {
		return nil, err
	}
	return idx, replaceDir(tmp, pagesDir)
}

// replaceDir moves the finished directory tmp to dir, replacing any old
// dir, which is first moved aside and then removed.
func replaceDir(tmp, dir string) error {
	if err := os.Chmod(tmp, 0o755); err != nil {
		return err
	}
	if _, err := os.Stat(dir); err == nil {
		aside, err := os.MkdirTemp(filepath.Dir(dir), "."+filepath.Base(dir)+".old-")
		if err != nil {
			return err
		}
		defer os.RemoveAll(aside)
		if err := os.Rename(dir, filepath.Join(aside, "old")); err != nil {
			return err
		}
	}
	return os.Rename(tmp, dir)
}

// renderAll renders and extracts the pages of data into dir with up to
// s.Workers pdfium instances, each taking the next page not yet taken, and
// records each page done in dir (see partial.go); pages holds one entry a
// page, those done already filled in, which are not rendered again and are
// filled in as the others are done. When repaired, each page's Damage is
// found too.
func renderAll(ctx context.Context, data []byte, s Settings, repaired bool, dir string, pages []Page) ([]Page, error) {
	n := len(pages)
	if s.Progress != nil {
		s.Progress(0, n)
	}
	pool, size, err := pdfiumPool(s)
	if err != nil {
		return nil, err
	}
	ctx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)
	var next atomic.Int64
	prog := progress{total: n, f: s.Progress}
	var wg sync.WaitGroup
	for range min(workers(s, size), n) {
		wg.Go(func() {
			err := work(ctx, pool, data, func(inst pdfium.Pdfium, doc references.FPDF_DOCUMENT) error {
				for i := int(next.Add(1) - 1); i < n && ctx.Err() == nil; i = int(next.Add(1) - 1) {
					if pages[i].Number == 0 {
						p, err := page(ctx, inst, doc, i, s, dir)
						if err == nil && repaired {
							p.Damage, err = pageDamage(inst, doc, i)
						}
						if err == nil {
							err = writeRecord(filepath.Join(dir, recordName(i+1)), p)
						}
						if err != nil {
							return fmt.Errorf("page %d: %w", i+1, err)
						}
						pages[i] = p
					}
					prog.step()
				}
				return nil
			})
			if err != nil {
				cancel(err)
			}
		})
	}
	wg.Wait()
	if err := context.Cause(ctx); err != nil {
		return nil, err
	}
	if s.Note != nil && ocrVersion() == "" && slices.ContainsFunc(pages, Page.Scan) {
		s.Note("pages without a text layer stay without text: install " + OCRPackage + " to read them by OCR")
	}
	return pages, nil
}

// workers returns how many pages to render at once: s.Workers, or
// GOMAXPROCS when zero, at most the pool size.
func workers(s Settings, size int) int {
	w := s.Workers
	if w == 0 {
		w = runtime.GOMAXPROCS(0)
	}
	return min(w, size)
}

// work borrows a pdfium instance, opens data in it and calls f, then
// closes the document and returns the instance to the pool.
func work(ctx context.Context, pool pdfium.Pool, data []byte, f func(pdfium.Pdfium, references.FPDF_DOCUMENT) error) error {
	inst, err := pool.GetInstanceWithContext(ctx)
	if err != nil {
		return fmt.Errorf("pdfium instance: %w", err)
	}
	defer inst.Close()
	doc, err := inst.OpenDocument(&requests.OpenDocument{File: &data})
	if err != nil {
		return fmt.Errorf("%w: pdfium: %s", ErrDamaged, pdfiumMessage(err))
	}
	defer inst.FPDF_CloseDocument(&requests.FPDF_CloseDocument{Document: doc.Document})
	return f(inst, doc.Document)
}

// maxPixels is the largest render made, in pixels: an A4 page at 600 dpi
// is 35 million; a poster at 150 dpi could exhaust pdfium's 4 GiB
// WebAssembly memory.
const maxPixels = 50_000_000

// pageDPI returns the resolution to render a page of w×h points at: dpi,
// or for a page whose render at dpi would pass maxPixels, the highest
// whole resolution that stays within it (a 14400 pt square, the largest
// page PDF allows, renders at 35 dpi). It is 0 for a page too large to
// render at 1 dpi.
func pageDPI(w, h float64, dpi int) int {
	if w*h*float64(dpi*dpi)/(72*72) <= maxPixels {
		return dpi
	}
	return int(72 * math.Sqrt(maxPixels/(w*h)))
}

// page renders page index i of doc and writes its PNG and text into dir;
// a page without a text layer is read by OCR when Tesseract is on PATH,
// unless it is blank.
func page(ctx context.Context, inst pdfium.Pdfium, doc references.FPDF_DOCUMENT, i int, s Settings, dir string) (Page, error) {
	size, err := inst.FPDF_GetPageSizeByIndex(&requests.FPDF_GetPageSizeByIndex{Document: doc, Index: i})
	if err != nil { // the page's dictionary is broken, e.g. not of /Type /Page
		return Page{}, fmt.Errorf("%w: pdfium cannot load the page: %s", ErrDamaged, pdfiumMessage(err))
	}
	dpi := pageDPI(size.Width, size.Height, s.DPI)
	if dpi < 1 {
		return Page{}, fmt.Errorf("%w: a page of %.0f×%.0f pt passes %d Mpx even at 1 dpi", ErrDamaged, size.Width, size.Height, maxPixels/1_000_000)
	}
	chars, err := pageChars(inst, doc, i, size.Height)
	if err != nil {
		return Page{}, err
	}
	rot, err := inst.FPDFPage_GetRotation(&requests.FPDFPage_GetRotation{Page: requests.Page{ByIndex: &requests.PageByIndex{Document: doc, Index: i}}})
	if err != nil {
		return Page{}, fmt.Errorf("%w: pdfium cannot read the page's rotation: %s", ErrDamaged, pdfiumMessage(err))
	}
	b := bodyOf(chars)
	text, turned := pageText(chars, b, int(rot.PageRotation))
	small, t := tilingFor(chars, b, round2(size.Width), round2(size.Height), dpi, turned)
	r, tiles, err := render(inst, doc, i, dpi, s.Colour, turned, t)
	if err != nil {
		return Page{}, err
	}
	p := Page{
		Number: i + 1, WidthPt: round2(size.Width), HeightPt: round2(size.Height),
		WidthPx: r.width, HeightPx: r.height, Colour: r.colour, Rotation: 90 * ((4 - turned) % 4),
		PNG: pageName(i+1, "png"), PNGSHA256: sha256Hex(r.png), HasText: text != "", TextSource: TextPDF,
	}
	switch {
	case text != "":
	case r.blank:
		p.TextSource, p.Blank = TextNone, true
	case ocrVersion() == "":
		p.TextSource = TextNone
	default:
		img, odpi, err := ocrImage(inst, doc, i, size.Width, size.Height, turned)
		if err != nil {
			return Page{}, err
		}
		ws, conf, err := ocrColumns(ctx, img, odpi)
		if err != nil {
			return Page{}, err
		}
		text, p.TextSource, p.OCRConfidence = mendKeys(layoutWords(ws, ocrBody(ws))), TextOCR, math.Round(conf*10)/10
		if text == "" {
			p.TextSource = TextNone
		}
	}
	p.Text, p.TextSHA256 = pageName(i+1, "txt"), sha256Hex([]byte(text))
	if dpi < s.DPI {
		p.DPI = dpi
	}
	if err := os.WriteFile(filepath.Join(dir, p.PNG), r.png, 0o644); err != nil {
		return Page{}, err
	}
	if t.DPI != 0 && tiles == nil { // tiles at another resolution than the page's
		if tiles, err = renderTiles(inst, doc, i, t, p.Colour, turned); err != nil {
			return Page{}, err
		}
	}
	if err := writeTiles(&p, small, t, tiles, dir); err != nil {
		return Page{}, err
	}
	return p, os.WriteFile(filepath.Join(dir, p.Text), []byte(text), 0o644)
}

// tilingFor returns the smallest text of a page of w×h points (as it is
// shown) whose characters are chars, of body text b, rendered at dpi and
// turned by turned quarter turns, and the page's tiling (see tilingOf), in
// the frame it is rendered in.
func tilingFor(chars []char, b body, w, h float64, dpi, turned int) (float64, tiling) {
	if turned%2 == 1 {
		w, h = h, w
	}
	small := smallestText(chars)
	return small, tilingOf(w, h, dpi, small, b.size)
}

// writeTiles writes the tiles rs of p, of tiling t, into dir and records
// them in p with its smallest text small; nothing when t is no tiling. A
// blank tile (no ink: a poster's empty sky, the margin under the last
// line) is left out, as it would cost tokens and show nothing; text it
// held would be invisible, which no model reads from an image either. A
// tile kept keeps the label and file name of its place in the grid.
func writeTiles(p *Page, small float64, t tiling, rs []rendering, dir string) error {
	if t.DPI == 0 {
		return nil
	}
	p.SmallTextPt, p.TileDPI = small, t.DPI
	for k, r := range rs {
		if r.blank {
			continue
		}
		tl := Tile{Label: tileLabel(k, t.Cols, t.Rows), PNG: pageName(p.Number, fmt.Sprintf("t%d.png", k+1)), PNGSHA256: sha256Hex(r.png), WidthPx: r.width, HeightPx: r.height}
		if err := os.WriteFile(filepath.Join(dir, tl.PNG), r.png, 0o644); err != nil {
			return err
		}
		p.Tiles = append(p.Tiles, tl)
	}
	return nil
}

// round2 rounds x to two decimals.
func round2(x float64) float64 { return math.Round(x*100) / 100 }

// progress serializes calls to a Progress callback.
type progress struct {
	mu    sync.Mutex
	done  int
	total int
	f     func(done, total int)
}

// step counts one page done and reports it.
func (p *progress) step() {
	if p.f == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.done++
	p.f(p.done, p.total)
}

// engine is the process's one pdfium pool, created on first use. Compiling
// pdfium's WebAssembly takes seconds, so it is done once per process and
// cached on disk across processes (see Settings.CacheDir).
var engine struct {
	once sync.Once
	pool pdfium.Pool
	size int
	err  error
}

// pdfiumPool returns the shared pool and its size (the most instances it
// lends at once), creating it with the compilation cache of s on the first
// call, which first gives s.Note the compileNote when it has to compile.
func pdfiumPool(s Settings) (pdfium.Pool, int, error) {
	engine.once.Do(func() {
		if n := compileNote(s.cacheDir()); n != "" && s.Note != nil {
			s.Note(n)
		}
		engine.size = runtime.NumCPU()
		engine.pool, engine.err = newPool(s.cacheDir(), engine.size)
	})
	return engine.pool, engine.size, engine.err
}

// compileNote returns the note that the renderer is being compiled when
// the compilation cache in cacheDir holds no compiled module for this
// platform (wazero keeps them in wazero-<version>-<arch>-<os>/), else "".
func compileNote(cacheDir string) string {
	compiled, _ := filepath.Glob(filepath.Join(cacheDir, "wazero-*-"+runtime.GOARCH+"-"+runtime.GOOS, "*"))
	if len(compiled) > 0 {
		return ""
	}
	return fmt.Sprintf("compiling the PDF renderer (pdfium, WebAssembly) into %s: about a minute, once per machine", cacheDir)
}

// newPool compiles pdfium (or loads it from the cache) and returns a pool
// of up to size reusable instances. The instances see no host file system
// and print nothing: documents are passed as bytes.
func newPool(cacheDir string, size int) (pdfium.Pool, error) {
	cache, err := wazero.NewCompilationCacheWithDir(cacheDir)
	if err != nil {
		return nil, fmt.Errorf("preprocess compilation cache %s: %w", cacheDir, err)
	}
	rc := wazero.NewRuntimeConfig().
		WithCoreFeatures(api.CoreFeaturesV2 | experimental.CoreFeaturesExceptionHandling).
		WithCompilationCache(cache)
	pool, err := webassembly.Init(webassembly.Config{
		Context:       experimental.WithCompilationWorkers(context.Background(), runtime.NumCPU()),
		MaxIdle:       size,
		MaxTotal:      size,
		RuntimeConfig: rc,
		FSConfig:      wazero.NewFSConfig(),
		Stdout:        io.Discard,
		Stderr:        io.Discard,
		ReuseWorkers:  true,
	})
	if err != nil {
		return nil, fmt.Errorf("preprocess start pdfium: %w", err)
	}
	return pool, nil
}
