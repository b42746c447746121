package offline

import (
	"context"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"scriptorium/pipeline/preprocess"
	"scriptorium/requests"
)

// corpusPDFs are the module PDFs of the shared corpus, relative to
// corpusDir.
var corpusPDFs = []string{
	"darkloch/Darkloch.pdf",
	"pagoda-of-pazuzu/Pagoda.pdf",
	"raising-a-god/Raising-a-God.pdf",
}

// pdfText caches the page text of each corpus PDF for the test binary.
var pdfText struct {
	sync.Mutex
	pages map[string][]requests.Page
}

// pdfPages returns the text layers of a corpus PDF as pipeline/preprocess
// writes them (pages/NNNN.txt), without images; it skips the test when the
// PDF is absent.
func pdfPages(t testing.TB, rel string) []requests.Page {
	t.Helper()
	pdf := filepath.Join(corpusDir, rel)
	if _, err := os.Stat(pdf); err != nil {
		t.Skipf("corpus PDF %s absent: %v", rel, err)
	}
	pdfText.Lock()
	defer pdfText.Unlock()
	if p, ok := pdfText.pages[rel]; ok {
		return p
	}
	dir := filepath.Join(t.TempDir(), "pages")
	idx, err := preprocess.Run(context.Background(), pdf, dir, preprocess.DefaultSettings())
	if err != nil {
		t.Fatalf("preprocess %s: %v", rel, err)
	}
	var pages []requests.Page
	for _, p := range idx.Pages {
		text, err := os.ReadFile(filepath.Join(dir, p.Text))
		if err != nil {
			t.Fatal(err)
		}
		pages = append(pages, requests.Page{Number: p.Number, Text: string(text)})
	}
	if pdfText.pages == nil {
		pdfText.pages = map[string][]requests.Page{}
	}
	pdfText.pages[rel] = pages
	return pages
}
