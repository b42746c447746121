package preprocess

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
)

// A run renders into a partial directory beside the pages directory
// (pages/ → .pages.partial/), which it renames into place once every page
// is done. The partial directory holds partial.json, the index of the run
// without its pages (the PDF's SHA-256, the Echo, the page count), and,
// for each page done, NNNN.page.json, the page's Page written after its
// files. A run stopped part way (Ctrl-C, a crash, a page pdfium refuses)
// leaves it, and the next run of the same PDF under the same Echo takes
// up each page whose record is whole and whose files still have the
// hashes it records, and renders the others: a file cut short by the stop
// has no record, or not its hash, and is rendered again. Records are
// written to a temporary name and renamed, so none is ever half written;
// they and partial.json are removed before the rename into place, so the
// pages directory holds what it always held.

// partialFile names the run's index in the partial directory.
const partialFile = "partial.json"

// partialDir returns the partial directory of pagesDir.
func partialDir(pagesDir string) string {
	return filepath.Join(filepath.Dir(pagesDir), "."+filepath.Base(pagesDir)+".partial")
}

// recordName returns the file name of page number n's record.
func recordName(n int) string { return pageName(n, "page.json") }

// resume returns the pages of the run idx describes already done in its
// partial directory dir, one entry a page in page order, the zero Page
// for a page still to render. A directory left by another PDF or Echo,
// or none, is started afresh: emptied, with idx (its pages aside) as
// partial.json.
func resume(dir string, idx *Index) ([]Page, error) {
	pages := make([]Page, idx.PageCount)
	var head Index
	if b, err := os.ReadFile(filepath.Join(dir, partialFile)); err == nil && json.Unmarshal(b, &head) == nil && sameSource(&head, idx) {
		for i := range pages {
			var p Page
			b, err := os.ReadFile(filepath.Join(dir, recordName(i+1)))
			if err == nil && json.Unmarshal(b, &p) == nil && p.Number == i+1 && intact(dir, p) {
				pages[i] = p
			}
		}
		return pages, nil
	}
	if err := os.RemoveAll(dir); err != nil {
		return nil, err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	head = *idx
	head.Pages = nil
	return pages, writeRecord(filepath.Join(dir, partialFile), &head)
}

// sameSource reports whether indexes a and b describe a run of the same PDF
// bytes under the same Echo.
func sameSource(a, b *Index) bool {
	return a.Format == b.Format && a.Version == b.Version && a.SourceSHA256 == b.SourceSHA256 &&
		a.Settings == b.Settings && a.PageCount == b.PageCount && a.Repaired == b.Repaired
}

// writeRecord writes v as JSON to path through a temporary file renamed
// into place: a reader finds the whole record or none.
func writeRecord(path string, v any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	tmp := path + ".tmp"
	if err := os.WriteFile(tmp, b, 0o644); err != nil {
		return err
	}
	return os.Rename(tmp, path)
}

// finishPartial removes the records of the partial directory dir, whose
// run is done, leaving the pages' files.
func finishPartial(dir string) error {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return err
	}
	for _, e := range entries {
		if e.Name() == partialFile || strings.HasSuffix(e.Name(), ".page.json") || strings.HasSuffix(e.Name(), ".tmp") {
			if err := os.Remove(filepath.Join(dir, e.Name())); err != nil {
				return err
			}
		}
	}
	return nil
}

// dropIfEmpty removes the partial directory dir of a stopped run when it
// holds no page done: there is nothing to take up.
func dropIfEmpty(dir string, pages []Page) {
	for _, p := range pages {
		if p.Number != 0 {
			return
		}
	}
	os.RemoveAll(dir)
}
