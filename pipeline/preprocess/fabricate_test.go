package preprocess

import (
	"bytes"
	"context"
	"errors"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/pdfcpu/pdfcpu/pkg/api"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/model"

	"github.com/scriptorium/scriptorium/internal/testenv"
)

// scanPDF fabricates a PDF of two image-only pages, as a scanner makes:
// black bars on white, then a red block on white. It returns the path.
func scanPDF(t *testing.T) string {
	t.Helper()
	bars := whitePage(0, color.RGBA{})
	for y := 10; y < 90; y += 10 {
		draw.Draw(bars, image.Rect(10, y, 90, y+4), image.Black, image.Point{}, draw.Src)
	}
	red := whitePage(0, color.RGBA{})
	draw.Draw(red, image.Rect(20, 20, 80, 80), image.NewUniform(color.RGBA{200, 30, 30, 255}), image.Point{}, draw.Src)
	return imagePDF(t, "scan.pdf", nil, bars, red)
}

// imagePDF fabricates a PDF named name with a page per image, laid out by
// imp (nil for pdfcpu's default: A4), and returns its path.
func imagePDF(t *testing.T, name string, imp *pdfcpu.Import, ms ...image.Image) string {
	t.Helper()
	var imgs []io.Reader
	for _, m := range ms {
		var buf bytes.Buffer
		if err := png.Encode(&buf, m); err != nil {
			t.Fatal(err)
		}
		imgs = append(imgs, &buf)
	}
	pdfcpuOnce.Do(api.DisableConfigDir)
	var out bytes.Buffer
	if err := api.ImportImages(nil, &out, imgs, imp, nil); err != nil {
		t.Fatalf("fabricate %s: %v", name, err)
	}
	return writeTemp(t, name, out.Bytes())
}

// writeTemp writes b to a file named name in a new temp dir.
func writeTemp(t *testing.T, name string, b []byte) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(p, b, 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestRunScan(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "pages")
	idx, err := Run(context.Background(), scanPDF(t), dir, DefaultSettings())
	if err != nil {
		t.Fatal(err)
	}
	if len(idx.Pages) != 2 {
		t.Fatalf("%d pages, want 2", len(idx.Pages))
	}
	for i, want := range []Colour{ColourGray, ColourRGB} {
		p := idx.Pages[i]
		text, err := os.ReadFile(filepath.Join(dir, p.Text))
		if err != nil {
			t.Fatal(err)
		}
		if p.HasText || len(text) != 0 || p.Colour != want {
			t.Errorf("page %d: has_text %v, %d bytes of text, colour %s; want no text, %s", p.Number, p.HasText, len(text), p.Colour, want)
		}
	}
}

// encrypt returns the bundled Darkloch PDF encrypted with AES-256 and the passwords.
func encrypt(t *testing.T, user, owner string) []byte {
	t.Helper()
	data, err := os.ReadFile(testenv.Asset(t, "darkloch", "Darkloch.pdf"))
	if err != nil {
		t.Fatal(err)
	}
	pdfcpuOnce.Do(api.DisableConfigDir)
	var out bytes.Buffer
	if err := api.Encrypt(bytes.NewReader(data), &out, model.NewAESConfiguration(user, owner, 256)); err != nil {
		t.Fatalf("encrypt: %v", err)
	}
	return out.Bytes()
}

func TestRunRefuses(t *testing.T) {
	raising := testenv.Asset(t, "raising-a-god", "Raising-a-God.pdf")
	whole, err := os.ReadFile(raising)
	if err != nil {
		t.Fatal(err)
	}
	tooSmall := DefaultSettings()
	tooSmall.MaxBytes = 1000
	fewPages := DefaultSettings()
	fewPages.MaxPages = 3
	badDPI := DefaultSettings()
	badDPI.DPI = 0
	cases := []struct {
		name string
		pdf  string
		s    Settings
		want error
	}{
		{"encrypted", writeTemp(t, "locked.pdf", encrypt(t, "user", "owner")), DefaultSettings(), ErrEncrypted},
		{"truncated", writeTemp(t, "cut.pdf", whole[:len(whole)/2]), DefaultSettings(), ErrTruncated},
		{"update cut short", writeTemp(t, "update.pdf", append(slices.Clip(whole), "\n99 0 obj\n<< /Type /Page >>\nendobj\n"...)), DefaultSettings(), ErrTruncated},
		{"text renamed", writeTemp(t, "notes.pdf", []byte("Just some notes,\nnot a PDF.\n")), DefaultSettings(), ErrNotPDF},
		{"damaged", writeTemp(t, "junk.pdf", []byte("%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n")), DefaultSettings(), ErrDamaged},
		{"too large", raising, tooSmall, ErrTooLarge},
		{"too many pages", raising, fewPages, ErrTooManyPages},
		{"bad settings", raising, badDPI, ErrSettings},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			parent := t.TempDir()
			_, err := Run(context.Background(), c.pdf, filepath.Join(parent, "pages"), c.s)
			if !errors.Is(err, c.want) {
				t.Fatalf("error %v, want %v", err, c.want)
			}
			if bad := c.want != ErrSettings; errors.Is(err, ErrBadInput) != bad { // the file's fault, or the caller's
				t.Errorf("errors.Is(%v, ErrBadInput) = %v, want %v", err, !bad, bad)
			}
			msg := err.Error()
			if strings.ContainsAny(msg, "\r\n") || !strings.HasPrefix(msg, "preprocess "+c.pdf+": ") {
				t.Errorf("error %q, want one line starting %q", msg, "preprocess "+c.pdf+": ")
			}
			if entries, _ := os.ReadDir(parent); len(entries) != 0 {
				t.Errorf("refused run left %d entries in the output's parent, want none", len(entries))
			}
		})
	}
}

// TestRunIgnoresTrailingBytes: bytes after the final %%EOF that hold no
// object (zero padding, a web page appended by a download, random junk)
// are ignored, as readers ignore them; they were refused as a truncated
// PDF when they ran past the last KiB.
func TestRunIgnoresTrailingBytes(t *testing.T) {
	whole, err := os.ReadFile(testenv.Asset(t, "darkloch", "Darkloch.pdf"))
	if err != nil {
		t.Fatal(err)
	}
	junk := make([]byte, 3000)
	for i := range junk {
		junk[i] = byte(i*7 + i/256)
	}
	tails := map[string][]byte{
		"zeros": make([]byte, 4096),
		"html":  []byte(strings.Repeat("<html><body>Thank you for your download.</body></html>\n", 50)),
		"junk":  junk,
	}
	for name, tail := range tails {
		pdf := writeTemp(t, name+".pdf", append(slices.Clip(whole), tail...))
		idx, err := Run(context.Background(), pdf, filepath.Join(t.TempDir(), "pages"), DefaultSettings())
		if err != nil {
			t.Errorf("%s after %%%%EOF: %v, want the page read", name, err)
			continue
		}
		if idx.PageCount != 1 || !idx.Pages[0].HasText {
			t.Errorf("%s after %%%%EOF: %d pages, want 1 with text", name, idx.PageCount)
		}
	}
}

// TestRunRepairsBrokenXref: a PDF whose startxref points nowhere, which
// pdfcpu cannot read, is read as PDF viewers read it, by pdfium rebuilding
// the cross-reference table; it was refused as damaged.
func TestRunRepairsBrokenXref(t *testing.T) {
	whole, err := os.ReadFile(testenv.Asset(t, "raising-a-god", "Raising-a-God.pdf"))
	if err != nil {
		t.Fatal(err)
	}
	i := bytes.LastIndex(whole, []byte("startxref"))
	broken := append(slices.Clip(whole[:i]), "startxref\n999999999\n%%EOF\n"...)
	if _, err := pdfcpuPages(broken); !errors.Is(err, ErrDamaged) {
		t.Fatalf("pdfcpu reads the broken file (error %v); the test needs one it cannot read", err)
	}
	idx, err := Run(context.Background(), writeTemp(t, "broken.pdf", broken), filepath.Join(t.TempDir(), "pages"), DefaultSettings())
	if err != nil {
		t.Fatal(err)
	}
	if idx.PageCount != 7 || !idx.Pages[6].HasText {
		t.Errorf("%d pages, want 7 with text", idx.PageCount)
	}
}

func TestPageDPI(t *testing.T) {
	cases := []struct {
		w, h      float64
		dpi, want int
	}{
		{612, 792, 150, 150},    // letter
		{2592, 1728, 150, 150},  // a 36×24 in poster map: 19 Mpx
		{3600, 3600, 150, 141},  // 50 in square
		{14400, 14400, 150, 35}, // the largest PDF page
		{14400, 14400, 18, 18},  // already within
		{1e9, 1e9, 150, 0},      // beyond rendering
	}
	for _, c := range cases {
		if got := pageDPI(c.w, c.h, c.dpi); got != c.want {
			t.Errorf("pageDPI(%v, %v, %d) = %d, want %d", c.w, c.h, c.dpi, got, c.want)
		}
	}
}

// TestRunKeepsOldOnError checks that a refused run leaves an earlier pages
// directory as it was.
func TestRunKeepsOldOnError(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "pages")
	idx, err := Run(context.Background(), testenv.Asset(t, "darkloch", "Darkloch.pdf"), dir, DefaultSettings())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Run(context.Background(), writeTemp(t, "notes.pdf", []byte("hello")), dir, DefaultSettings()); !errors.Is(err, ErrNotPDF) {
		t.Fatalf("error %v, want %v", err, ErrNotPDF)
	}
	checkIndexFile(t, dir, idx)
	checkPage(t, dir, idx.Pages[0], true)
}

// TestRunOpensOwnerPasswordOnly: a PDF encrypted with only an owner password
// (printing or copying restricted, as many sold PDFs are) opens with an
// empty user password, as in any reader, and renders with its text.
func TestRunOpensOwnerPasswordOnly(t *testing.T) {
	pdf := writeTemp(t, "owned.pdf", encrypt(t, "", "owner"))
	idx, err := Run(context.Background(), pdf, filepath.Join(t.TempDir(), "pages"), DefaultSettings())
	if err != nil {
		t.Fatal(err)
	}
	if idx.PageCount != 1 || !idx.Pages[0].HasText {
		t.Errorf("index %+v, want one page with a text layer", idx)
	}
}

// TestRunSurvivesPdfcpuPanic: a file on which pdfcpu panics (an xref
// stream whose /Index lost six of its pairs) is read by pdfium instead; the
// panic ended the process with a stack trace.
func TestRunSurvivesPdfcpuPanic(t *testing.T) {
	pdf := testenv.Assets(t, "bad", "xref-index-panic.pdf")
	data, err := os.ReadFile(pdf)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := pdfcpuPages(data); !errors.Is(err, ErrDamaged) || !strings.Contains(err.Error(), "pdfcpu: runtime error") {
		t.Errorf("pdfcpu on the file: error %v, want its panic as ErrDamaged", err)
	}
	idx, err := Run(context.Background(), pdf, filepath.Join(t.TempDir(), "pages"), DefaultSettings())
	if err != nil {
		t.Fatal(err)
	}
	if idx.PageCount != 16 {
		t.Errorf("%d pages, want the 16 of the booklet it was made from", idx.PageCount)
	}
}
