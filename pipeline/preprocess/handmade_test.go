package preprocess

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"image"
	"image/jpeg"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// handPDF writes a one-page PDF by hand, as a damaged or odd file is made:
// page holds the entries of the page dictionary besides /Parent,
// /Contents and /Resources (e.g. "/Type /Page /MediaBox [0 0 612 792]"),
// content the page's content stream, which may use the font /F1
// (Helvetica). It returns the path.
func handPDF(t *testing.T, name, page, content string) string {
	t.Helper()
	return writeTemp(t, name, handBytes(page, content, nil))
}

// handBytes returns the PDF handPDF writes; with a non-nil jpeg, the
// content stream may also draw the image /Im1, an 8×8 gray JPEG stream
// holding those bytes.
func handBytes(page, content string, jpeg []byte) []byte {
	objs := []string{
		"<< /Type /Catalog /Pages 2 0 R >>",
		"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
		"<< /Parent 2 0 R " + page + " /Contents 5 0 R /Resources << /Font << /F1 4 0 R >> /XObject << /Im1 6 0 R >> >> >>",
		"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
		fmt.Sprintf("<< /Length %d >>\nstream\n%s\nendstream", len(content), content),
	}
	if jpeg == nil {
		objs[2] = strings.Replace(objs[2], " /XObject << /Im1 6 0 R >>", "", 1)
	} else {
		objs = append(objs, fmt.Sprintf("<< /Type /XObject /Subtype /Image /Width 8 /Height 8 /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /DCTDecode /Length %d >>\nstream\n%s\nendstream", len(jpeg), jpeg))
	}
	var b bytes.Buffer
	b.WriteString("%PDF-1.7\n")
	offsets := make([]int, len(objs))
	for i, o := range objs {
		offsets[i] = b.Len()
		fmt.Fprintf(&b, "%d 0 obj\n%s\nendobj\n", i+1, o)
	}
	xref := b.Len()
	fmt.Fprintf(&b, "xref\n0 %d\n0000000000 65535 f \n", len(objs)+1)
	for _, off := range offsets {
		fmt.Fprintf(&b, "%010d 00000 n \n", off)
	}
	fmt.Fprintf(&b, "trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n", len(objs)+1, xref)
	return b.Bytes()
}

// TestRunShrinksHugePage: a page whose render at the set DPI would pass
// maxPixels (here the largest page PDF allows, 200 in square) is rendered
// at the DPI that keeps within it, noted in the index, with its text; it
// was refused, failing the whole module.
func TestRunShrinksHugePage(t *testing.T) {
	pdf := handPDF(t, "poster.pdf", "/Type /Page /MediaBox [0 0 14400 14400]", "BT /F1 400 Tf 720 13000 Td (Map of the Caves) Tj ET")
	dir := filepath.Join(t.TempDir(), "pages")
	idx, err := Run(context.Background(), pdf, dir, DefaultSettings())
	if err != nil {
		t.Fatal(err)
	}
	p := idx.Pages[0]
	if p.DPI != 35 || p.WidthPx != p.HeightPx || p.WidthPx*p.HeightPx > maxPixels || p.WidthPx < 6900 {
		t.Errorf("poster page: %d dpi, %d×%d px; want 35 dpi, about 7000 px square, at most %d pixels", p.DPI, p.WidthPx, p.HeightPx, maxPixels)
	}
	f, err := os.Open(filepath.Join(dir, p.PNG))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	cfg, err := png.DecodeConfig(f)
	if err != nil || cfg.Width != p.WidthPx || cfg.Height != p.HeightPx {
		t.Errorf("render %dx%d (error %v), want the index's %dx%d", cfg.Width, cfg.Height, err, p.WidthPx, p.HeightPx)
	}
	text, err := os.ReadFile(filepath.Join(dir, p.Text))
	if err != nil || !strings.Contains(string(text), "Map of the Caves") {
		t.Errorf("poster text %q (error %v), want the title", text, err)
	}
	small := handPDF(t, "letter.pdf", "/Type /Page /MediaBox [0 0 612 792]", "BT /F1 12 Tf 72 700 Td (1. Entrance) Tj ET")
	idx, err = Run(context.Background(), small, filepath.Join(t.TempDir(), "pages"), DefaultSettings())
	if err != nil || idx.Pages[0].DPI != 0 {
		t.Errorf("letter page: error %v, index %+v; want dpi 0 (the set DPI), as before", err, idx)
	}
}

// TestRunFindsBlankPages: a page that prints nothing is blank, with no
// text; a page without text that prints a shape, or with text, is not.
// A blank page was taken for a scan.
func TestRunFindsBlankPages(t *testing.T) {
	for _, c := range []struct {
		name, content string
		blank         bool
	}{
		{"nothing", "", true},
		{"a white box", "1 g 72 72 200 200 re f", true},
		{"a gray box", "0.5 g 72 72 200 200 re f", false},
		{"text", "BT /F1 12 Tf 72 700 Td (1. Entrance) Tj ET", false},
	} {
		pdf := handPDF(t, "page.pdf", "/Type /Page /MediaBox [0 0 612 792]", c.content)
		idx, err := Run(context.Background(), pdf, filepath.Join(t.TempDir(), "pages"), DefaultSettings())
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		p := idx.Pages[0]
		if p.Blank != c.blank || c.blank && (p.HasText || p.TextSource != TextNone) {
			t.Errorf("%s: blank %v, has text %v, text source %q; want blank %v", c.name, p.Blank, p.HasText, p.TextSource, c.blank)
		}
	}
}

// TestRunNamesAnUnloadablePage: a page pdfcpu accepts but pdfium cannot
// load (its dictionary is of /Type /Page2) fails as damaged, naming the
// page; the error was pdfium's bare "could not load page size by index".
func TestRunNamesAnUnloadablePage(t *testing.T) {
	pdf := handPDF(t, "odd.pdf", "/Type /Page2 /MediaBox [0 0 612 792]", "BT /F1 12 Tf 72 700 Td (1. Entrance) Tj ET")
	_, err := Run(context.Background(), pdf, filepath.Join(t.TempDir(), "pages"), DefaultSettings())
	if !errors.Is(err, ErrDamaged) || !strings.Contains(err.Error(), "page 1: damaged PDF: pdfium cannot load the page") {
		t.Errorf("error %v, want ErrDamaged naming page 1", err)
	}
}

// TestRunReportsDamage: a PDF whose cross-reference table is incomplete,
// which pdfcpu cannot read, converts as pdfium repairs it, and the index says what was
// repaired and which page may have lost content: a content stream whose
// unterminated string swallows the rest, an image stream cut short. The
// same page with its cross-reference table intact gets no note, and the
// repaired file whose page reads whole names no page.
func TestRunReportsDamage(t *testing.T) {
	var img bytes.Buffer
	if err := jpeg.Encode(&img, image.NewGray(image.Rect(0, 0, 8, 8)), nil); err != nil {
		t.Fatal(err)
	}
	const text = "BT /F1 12 Tf 72 700 Td (1. Entrance) Tj ET q 100 0 0 100 72 500 cm /Im1 Do Q"
	cases := []struct {
		name, content string
		jpeg          []byte
		damage        string
	}{
		{"whole", text, img.Bytes(), ""},
		{"syntax", strings.Replace(text, "Entrance)", "Entrance", 1), img.Bytes(), DamageNothingRead},
		{"image", text, img.Bytes()[:20], DamageImage},
	}
	for _, c := range cases {
		whole := handBytes("/Type /Page /MediaBox [0 0 612 792]", c.content, c.jpeg)
		idx, err := Run(context.Background(), writeTemp(t, c.name+".pdf", whole), filepath.Join(t.TempDir(), "pages"), DefaultSettings())
		if err != nil || idx.Repaired != "" || idx.Pages[0].Damage != "" {
			t.Errorf("%s, xref intact: error %v, repaired %q, page damage %q; want no note", c.name, err, idx.Repaired, idx.Pages[0].Damage)
		}
		// the xref subsection claims three entries more than it lists
		n := bytes.Count(whole, []byte(" obj\n")) + 1
		broken := bytes.Replace(whole, fmt.Appendf(nil, "xref\n0 %d\n", n), fmt.Appendf(nil, "xref\n0 %d\n", n+3), 1)
		dir := filepath.Join(t.TempDir(), "pages")
		idx, err = Run(context.Background(), writeTemp(t, c.name+"-broken.pdf", broken), dir, DefaultSettings())
		if err != nil {
			t.Fatalf("%s, xref broken: %v", c.name, err)
		}
		if idx.Repaired != "xref table: incomplete xref subsection" || idx.Pages[0].Damage != c.damage {
			t.Errorf("%s, xref broken: repaired %q, page damage %q; want the incomplete xref named, damage %q", c.name, idx.Repaired, idx.Pages[0].Damage, c.damage)
		}
		checkIndexFile(t, dir, idx)
	}
}
