package pipeline

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"github.com/scriptorium/scriptorium/pipeline/preprocess"
	"github.com/scriptorium/scriptorium/requests"
)

// preprocessSettings maps the pipeline's settings onto the preprocess stage's.
func (s Settings) preprocessSettings() preprocess.Settings {
	ps := preprocess.DefaultSettings()
	ps.DPI, ps.MaxPages, ps.MaxBytes = s.DPI, s.MaxPages, s.MaxBytes
	return ps
}

// runPreprocess renders the PDF into the workdir's pages directory (reusing
// renders of the same PDF and settings) and returns the page index. The
// caller holds the workdir's lock.
func (p *runner) runPreprocess(ctx context.Context, pdfPath string) (*preprocess.Index, error) {
	// A run killed while it replaced pages/ leaves the old one aside (a
	// build before partial renders left its temporary folder too); under
	// the workdir's lock no other run is writing them. The partial render
	// beside pages/ is kept: preprocess takes up its pages done.
	for _, glob := range []string{".pages.old-*", ".pages.tmp-*"} {
		stale, _ := filepath.Glob(filepath.Join(p.w.Dir, glob))
		for _, dir := range stale {
			os.RemoveAll(dir)
		}
	}
	ps := p.opts.Settings.preprocessSettings()
	ps.Progress = func(done, total int) { p.progress(StagePreprocess, done, total) }
	if p.opts.Note != nil {
		ps.Note = func(note string) { p.opts.Note(StagePreprocess, note) }
	}
	idx, err := preprocess.Run(ctx, pdfPath, p.w.PagesDir(), ps)
	return idx, withLimitHint(err)
}

// withLimitHint adds to a refusal for passing a limit of the settings the
// setting that raises it.
func withLimitHint(err error) error {
	switch {
	case errors.Is(err, preprocess.ErrTooManyPages):
		return fmt.Errorf("%w (the setting max_pages raises the limit: --set max_pages=N)", err)
	case errors.Is(err, preprocess.ErrTooLarge):
		return fmt.Errorf("%w (the setting max_bytes raises the limit: --set max_bytes=N)", err)
	}
	return err
}

// ReadPages reads the page index the preprocess stage wrote.
func (w Workdir) ReadPages() (*preprocess.Index, error) {
	var idx preprocess.Index
	if err := readJSON(filepath.Join(w.PagesDir(), "index.json"), &idx); err != nil {
		if errors.Is(err, os.ErrNotExist) {
			return nil, fmt.Errorf("read pages of %s: %w: %s", w.Dir, ErrStageMissing, StagePreprocess)
		}
		return nil, err
	}
	if idx.Format != preprocess.IndexFormat || idx.Version != preprocess.IndexVersion {
		return nil, fmt.Errorf("read %s: format %q version %d, want %q version %d (run: %s rerun preprocess)",
			filepath.Join(w.PagesDir(), "index.json"), idx.Format, idx.Version, preprocess.IndexFormat, preprocess.IndexVersion, Command)
	}
	return &idx, nil
}

// loadPages reads every page's text and, when withImages, its render and
// tiles.
func (w Workdir) loadPages(idx *preprocess.Index, withImages bool) ([]requests.Page, error) {
	pages := make([]requests.Page, len(idx.Pages))
	for i, pg := range idx.Pages {
		text, err := os.ReadFile(filepath.Join(w.PagesDir(), pg.Text))
		if err != nil {
			return nil, fmt.Errorf("load page %d: %w", pg.Number, err)
		}
		pages[i] = requests.Page{Number: pg.Number, Text: string(text)}
		if withImages {
			if pages[i].Image, err = os.ReadFile(filepath.Join(w.PagesDir(), pg.PNG)); err != nil {
				return nil, fmt.Errorf("load page %d: %w", pg.Number, err)
			}
			pages[i].MIME = "image/png"
			for _, t := range pg.Tiles {
				b, err := os.ReadFile(filepath.Join(w.PagesDir(), t.PNG))
				if err != nil {
					return nil, fmt.Errorf("load page %d: %w", pg.Number, err)
				}
				pages[i].Tiles = append(pages[i].Tiles, requests.Tile{Label: t.Label, Image: b})
			}
		}
	}
	return pages, nil
}
