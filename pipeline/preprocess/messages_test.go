package preprocess

import (
	"context"
	"errors"
	"testing"

	"github.com/klippa-app/go-pdfium"
	"github.com/klippa-app/go-pdfium/references"
)

// TestPdfcpuMessage checks that pdfcpu's error reads each thing once: a
// context named twice and an end of file named at each step it ended.
func TestPdfcpuMessage(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"xref table: xref table: unexpected eof: stream obj#3: load encoded content: read stream content: EOF",
			"xref table: stream obj#3: load encoded content: unexpected end of file"},
		{"xref table: unexpected eof: stream obj#7: load encoded content: read stream content: EOF",
			"xref table: stream obj#7: load encoded content: unexpected end of file"},
		{"xref table: invalid last xref section", "xref table: invalid last xref section"},
		{"validateDocument: dict=pageNodeDict required entry=Type missing",
			"validateDocument: dict=pageNodeDict required entry=Type missing"},
	} {
		if got := pdfcpuMessage(errors.New(c.in)); got != c.want {
			t.Errorf("pdfcpuMessage(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// TestPdfiumErrorInWords checks that a document pdfium cannot open fails
// naming pdfium's error code in pdfium's words, not its number.
func TestPdfiumErrorInWords(t *testing.T) {
	pool, _, err := pdfiumPool(DefaultSettings())
	if err != nil {
		t.Fatal(err)
	}
	err = work(context.Background(), pool, []byte("%PDF-1.4\nno objects\n%%EOF\n"), func(pdfium.Pdfium, references.FPDF_DOCUMENT) error { return nil })
	want := "damaged PDF: pdfium: file not in PDF format or corrupted"
	if !errors.Is(err, ErrDamaged) || err.Error() != want {
		t.Errorf("open junk: error %v, want %q", err, want)
	}
}
