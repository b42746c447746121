package preprocess

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
)

// IndexFormat and IndexVersion identify index.json; a reader refuses other
// values.
const (
	IndexFormat  = "scriptorium.pages"
	IndexVersion = 1
)

// IndexFile is the name of the index in a pages directory.
const IndexFile = "index.json"

// renderer names the renderer module and version, as required in go.mod
// (a test keeps the two in step); it is echoed in the index so an upgrade
// invalidates reuse.
const renderer = "github.com/klippa-app/go-pdfium v1.21.4"

// textLayout versions the text layout of chars.go, text.go, order.go,
// grid.go, keytable.go, rotate.go (the words' layout, keys hung in the
// margin among them), the body text of style.go, the keys ocrkeys.go mends
// on OCR pages and the image OCR reads and its words (ocrimage.go,
// ocrcolumns.go, ocr.go); it is echoed in the index so a change to the
// layout invalidates reuse.
const textLayout = 32

// tileRule versions the rule of tiles.go that decides which pages are
// tiled and how; it is echoed in the index so a change invalidates reuse.
const tileRule = 3

// Index describes a pages directory; it is stored there as index.json.
type Index struct {
	Format       string `json:"format"`        // IndexFormat
	Version      int    `json:"version"`       // IndexVersion
	SourceSHA256 string `json:"source_sha256"` // lowercase hex SHA-256 of the PDF's bytes
	PageCount    int    `json:"page_count"`    // number of pages, len(Pages)
	Settings     Echo   `json:"settings"`      // what the output was made with
	// Repaired is what pdfcpu found damaged in a PDF it could not read,
	// which was then read as pdfium repairs it (pdfcpu's message, e.g.
	// "xref table: invalid last xref section"); empty for an undamaged PDF.
	Repaired string `json:"repaired,omitempty"`
	Pages    []Page `json:"pages"` // one per page, in page order
}

// Echo is the part of Settings, and of the software, that decides the
// output bytes. Output is reused only when the Echo is equal.
type Echo struct {
	DPI        int    `json:"dpi"`           // Settings.DPI
	Colour     Colour `json:"colour"`        // Settings.Colour, the policy
	Renderer   string `json:"renderer"`      // go-pdfium module and version
	TextLayout int    `json:"text_layout"`   // version of the text layout rules
	Tiles      int    `json:"tiles"`         // version of the tiling rule
	OCR        string `json:"ocr,omitempty"` // Tesseract's version line ("tesseract 5.3.0") when on PATH
}

// Page describes one page of the PDF and its two files.
type Page struct {
	Number     int     `json:"number"`             // page number, from 1
	WidthPt    float64 `json:"width_pt"`           // page width in points (1/72 in), to 0.01
	HeightPt   float64 `json:"height_pt"`          // page height in points, to 0.01
	DPI        int     `json:"dpi,omitempty"`      // render resolution when below Settings.DPI (a page over 50 Mpx at it), else 0
	WidthPx    int     `json:"width_px"`           // render width in pixels
	HeightPx   int     `json:"height_px"`          // render height in pixels
	Colour     Colour  `json:"colour"`             // ColourGray or ColourRGB: how the PNG is encoded
	Rotation   int     `json:"rotation,omitempty"` // degrees the render is turned clockwise from the page as shown (its /Rotate applied; 90, 180, 270) because most of its text reads turned there; 0 when not
	PNG        string  `json:"png"`                // render file name, "NNNN.png"
	PNGSHA256  string  `json:"png_sha256"`         // lowercase hex SHA-256 of the PNG file
	Text       string  `json:"text"`               // text file name, "NNNN.txt"
	TextSHA256 string  `json:"text_sha256"`        // lowercase hex SHA-256 of the text file
	HasText    bool    `json:"has_text"`           // whether the page has a text layer; false for scans and blank pages
	// Blank says the page prints nothing: it has no text layer and its
	// render is of one colour (a blank page of a printed book, a page
	// left for notes). It is not read by OCR, and is no scan.
	Blank bool `json:"blank,omitempty"`
	// TextSource is where the text file's text comes from: TextPDF,
	// TextOCR, or TextNone for a page with no text found.
	TextSource string `json:"text_source"`
	// OCRConfidence is Tesseract's mean word confidence (0 to 100, to 0.1)
	// for a page read by OCR, else 0.
	OCRConfidence float64 `json:"ocr_confidence,omitempty"`
	// SmallTextPt is the size in points of the page's smallest text (see
	// tiles.go) when the page is tiled, else 0.
	SmallTextPt float64 `json:"small_text_pt,omitempty"`
	// TileDPI is the resolution the tiles are rendered at, 0 when none.
	TileDPI int `json:"tile_dpi,omitempty"`
	// Tiles are the page's tiles in reading order, when its smallest text
	// would be too small to read in the whole render at a model's input
	// size (see tiles.go); nil otherwise.
	Tiles []Tile `json:"tiles,omitempty"`
	// Damage says, in a repaired PDF (Index.Repaired), why content may be
	// missing from the page: DamageNothingRead or DamageImage; empty
	// otherwise.
	Damage string `json:"damage,omitempty"`
}

// Scan reports whether the page is a scan: it has no text layer and is
// not blank (it prints something: a scanned page, a map, a picture), so
// what is read from it comes from its render, by OCR or by a model. A blank
// page has no text layer either, and is no scan.
func (p Page) Scan() bool { return !p.HasText && !p.Blank }

// Tile is one tile of a page: a part of its render at Page.TileDPI, in
// the frame of the page's render (turned as Page.Rotation says).
type Tile struct {
	Label     string `json:"label"`      // where it lies on the page: "top half", "bottom left quarter", "row 2 of 3, column 1 of 2"
	PNG       string `json:"png"`        // file name, "NNNN.tK.png", K from 1
	PNGSHA256 string `json:"png_sha256"` // lowercase hex SHA-256 of the PNG file
	WidthPx   int    `json:"width_px"`   // width in pixels
	HeightPx  int    `json:"height_px"`  // height in pixels
}

// The kinds of Page.Damage.
const (
	// DamageNothingRead: pdfium read no object at all from the page (no
	// text, image or path), as when its content stream failed to parse.
	DamageNothingRead = "nothing read from the content stream"
	// DamageImage: pdfium could not decode an image the page draws.
	DamageImage = "an image failed to decode"
)

// The text sources of Page.TextSource.
const (
	TextPDF  = "pdf"  // the PDF's text layer
	TextOCR  = "ocr"  // Tesseract, reading the render of a page without one
	TextNone = "none" // neither: no text layer, and no OCR or no words found
)

// echoOf returns the Echo of settings s in this build.
func echoOf(s Settings) Echo {
	return Echo{DPI: s.DPI, Colour: s.Colour, Renderer: renderer, TextLayout: textLayout, Tiles: tileRule, OCR: ocrVersion()}
}

// pageName returns the file name of page number n with extension ext.
func pageName(n int, ext string) string { return fmt.Sprintf("%04d.%s", n, ext) }

// sha256Hex returns the lowercase hex SHA-256 of b.
func sha256Hex(b []byte) string {
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:])
}

// writeIndex writes idx as indented JSON to dir/index.json.
func writeIndex(dir string, idx *Index) error {
	b, err := json.MarshalIndent(idx, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, IndexFile), append(b, '\n'), 0o644)
}

// reusable returns the index in dir when it was made from the PDF with
// SHA-256 sum under echo and every file it lists still has its recorded
// hash; nil otherwise.
func reusable(dir, sum string, echo Echo) *Index {
	b, err := os.ReadFile(filepath.Join(dir, IndexFile))
	if err != nil {
		return nil
	}
	var idx Index
	if json.Unmarshal(b, &idx) != nil || idx.Format != IndexFormat || idx.Version != IndexVersion ||
		idx.SourceSHA256 != sum || idx.Settings != echo || idx.PageCount != len(idx.Pages) {
		return nil
	}
	for _, p := range idx.Pages {
		if !intact(dir, p) {
			return nil
		}
	}
	return &idx
}

// intact reports whether the files of page p in dir (its render, text and
// tiles) all have their recorded hashes.
func intact(dir string, p Page) bool {
	if !hashIs(filepath.Join(dir, p.PNG), p.PNGSHA256) || !hashIs(filepath.Join(dir, p.Text), p.TextSHA256) {
		return false
	}
	for _, t := range p.Tiles {
		if !hashIs(filepath.Join(dir, t.PNG), t.PNGSHA256) {
			return false
		}
	}
	return true
}

// hashIs reports whether the file at path exists with SHA-256 want.
func hashIs(path, want string) bool {
	b, err := os.ReadFile(path)
	return err == nil && sha256Hex(b) == want
}
