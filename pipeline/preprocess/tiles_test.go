package preprocess

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/scriptorium/scriptorium/internal/testenv"
)

// TestTilingOf pins the tiling rule: page size, render resolution and the
// page's smallest and body text sizes in, tiles out. At 150 dpi a model
// takes a US Letter page at 111 dpi and an A4 page at 109, where 8-point
// text has capitals 8.2 and 8.0 pixels tall: the smallest legible size.
func TestTilingOf(t *testing.T) {
	cases := []struct {
		name          string
		w, h          float64
		dpi           int
		smallest, bod float64
		want          tiling
	}{
		{"scan: no sizes", 612, 792, 150, 0, 0, tiling{}},
		{"letter, 10 pt", 612, 792, 150, 10, 10, tiling{}},
		{"letter, 8 pt folios over 10 pt", 612, 792, 150, 8, 10, tiling{}},
		{"A4 landscape, 8 pt stat lines", 842, 595, 150, 8, 9, tiling{}},
		{"letter, 7.5 pt", 612, 792, 150, 7.5, 10, tiling{DPI: 150, Cols: 1, Rows: 2, Overlap: 20}},
		{"letter, 6 pt captions", 612, 792, 150, 6, 10, tiling{DPI: 150, Cols: 1, Rows: 2, Overlap: 20}},
		{"A4 landscape, 7 pt", 842, 595, 150, 7, 9, tiling{DPI: 150, Cols: 2, Rows: 1, Overlap: 18}},
		{"letter, 4 pt: 218 dpi", 612, 792, 150, 4, 9, tiling{DPI: 218, Cols: 2, Rows: 3, Overlap: 18}},
		{"letter, 2 pt: 300 dpi at most", 612, 792, 150, 2, 9, tiling{DPI: 300, Cols: 3, Rows: 3, Overlap: 18}},
		{"letter at 100 dpi, 7 pt: 125 dpi", 612, 792, 100, 7, 10, tiling{DPI: 125, Cols: 1, Rows: 2, Overlap: 20}},
		{"letter at 300 dpi, 10 pt: the model shrinks it", 612, 792, 300, 10, 10, tiling{}},
		{"letter at 300 dpi, 6 pt: tiles at 300", 612, 792, 300, 6, 10, tiling{DPI: 300, Cols: 3, Rows: 3, Overlap: 20}},
		{"small card, 5 pt: one tile at 175 dpi", 216, 288, 150, 5, 8, tiling{DPI: 175, Cols: 1, Rows: 1, Overlap: 16}},
		{"poster, 10 pt: 16 tiles below 150 dpi", 2592, 3456, 150, 10, 10, tiling{DPI: 100, Cols: 4, Rows: 4, Overlap: 20}},
		{"poster, 6 pt labels: 16 tiles where 10 pt is legible", 2592, 3456, 150, 6, 10, tiling{DPI: 100, Cols: 4, Rows: 4, Overlap: 20}},
		{"200 in square, 8 pt: none (16 tiles were 21 dpi)", 14400, 14400, 35, 8, 10, tiling{}},
		{"200 × 14 in strip, 6 pt: none (4 tiles were 31 dpi)", 14400, 1000, 150, 6, 10, tiling{}},
		{"letter, 2 pt body: 300 dpi, the most", 612, 792, 150, 2, 2, tiling{DPI: 300, Cols: 2, Rows: 4, Overlap: 4}},
	}
	for _, c := range cases {
		if got := tilingOf(c.w, c.h, c.dpi, c.smallest, c.bod); got != c.want {
			t.Errorf("%s: tilingOf(%v, %v, %d, %v, %v) = %+v, want %+v", c.name, c.w, c.h, c.dpi, c.smallest, c.bod, got, c.want)
		}
	}
}

// TestTilesFitTheModel checks every tiling of TestTilingOf's kind over a
// range of page sizes and text sizes (see tilingFaults), and that the
// checks find the faults of broken tilings.
func TestTilesFitTheModel(t *testing.T) {
	for _, page := range [][2]float64{{612, 792}, {595, 842}, {842, 595}, {1224, 792}, {2592, 3456}} {
		for _, small := range []float64{2, 3, 4, 5, 6, 7} {
			w, h := page[0], page[1]
			for _, f := range tilingFaults(w, h, tilingOf(w, h, 150, small, 10)) {
				t.Errorf("%v pt, %v pt text: %s", page, small, f)
			}
		}
	}
	// Broken tilings, each with one kind of fault.
	for _, c := range []struct {
		w, h float64
		tl   tiling
		want string
	}{
		{612, 792, tiling{}, "not tiled"},
		{1224, 792, tiling{DPI: 150, Cols: 2, Rows: 1, Overlap: 20}, "shrunk"},
		{612, 792, tiling{DPI: 100, Cols: 1, Rows: 1, Overlap: 20}, "the whole page at 111"},
		{1224, 792, tiling{DPI: 80, Cols: 2, Rows: 1, Overlap: 20}, "capitals 7.4 px tall"},
	} {
		got := tilingFaults(c.w, c.h, c.tl)
		if len(got) == 0 || slices.ContainsFunc(got, func(f string) bool { return !strings.Contains(f, c.want) }) {
			t.Errorf("%+v of a %v×%v pt page: faults %q, want each saying %q", c.tl, c.w, c.h, got, c.want)
		}
	}
}

// tilingFaults returns what is wrong with tiling tl of a w×h-point page
// rendered at 150 dpi whose body text is 10 points: no tiles; a tile the
// model shrinks; tiles that show the page no larger than the whole page
// as the model takes it; body text whose capitals in a tile, as the model
// takes it, are under 8 pixels tall (the floor of legibility: see
// minCapPx).
func tilingFaults(w, h float64, tl tiling) []string {
	if tl.DPI == 0 {
		return []string{"not tiled"}
	}
	var faults []string
	px := float64(tl.DPI) / 72
	for _, r := range tl.tileRects(image.Rect(0, 0, int(w*px), int(h*px))) {
		s := modelScale(float64(r.Dx()), float64(r.Dy()))
		if s < 1 {
			faults = append(faults, fmt.Sprintf("tile %v is shrunk by %.3f", r, s))
		}
		if height := capPx(10, float64(tl.DPI)*s); height < minCapPx {
			faults = append(faults, fmt.Sprintf("tile %v at %d dpi shows 10 pt body text with capitals %.1f px tall", r, tl.DPI, height))
		}
	}
	if whole := 150 * modelScale(w*150/72, h*150/72); float64(tl.DPI) <= whole {
		faults = append(faults, fmt.Sprintf("tiles at %d dpi, the whole page at %.0f", tl.DPI, whole))
	}
	return faults
}

func TestTileRects(t *testing.T) {
	// 20 pt of overlap at 150 dpi: 21 px on each side of a shared edge.
	got := tiling{DPI: 150, Cols: 1, Rows: 2, Overlap: 20}.tileRects(image.Rect(0, 0, 1275, 1650))
	want := []image.Rectangle{image.Rect(0, 0, 1275, 846), image.Rect(0, 804, 1275, 1650)}
	if len(got) != len(want) || got[0] != want[0] || got[1] != want[1] {
		t.Errorf("1×2 tiles = %v, want %v", got, want)
	}
	got = tiling{DPI: 72, Cols: 2, Rows: 2, Overlap: 10}.tileRects(image.Rect(0, 0, 100, 60))
	want = []image.Rectangle{image.Rect(0, 0, 55, 35), image.Rect(45, 0, 100, 35), image.Rect(0, 25, 55, 60), image.Rect(45, 25, 100, 60)}
	for i := range want {
		if i >= len(got) || got[i] != want[i] {
			t.Fatalf("2×2 tiles = %v, want %v", got, want)
		}
	}
}

// TestCutTilesBlankUnencoded: of a white page with ink in its top half
// only, cut in two tiles, the top tile is encoded as PNG and the bottom
// one, uniform, is marked blank and not encoded: it is never written.
func TestCutTilesBlankUnencoded(t *testing.T) {
	m := image.NewRGBA(image.Rect(0, 0, 100, 200))
	for i := range m.Pix {
		m.Pix[i] = 255
	}
	m.Set(50, 20, color.Black)
	got, err := cutTiles(m, tiling{DPI: 72, Cols: 1, Rows: 2}, ColourGray)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 {
		t.Fatalf("got %d tiles, want 2", len(got))
	}
	if got[0].blank || got[0].png == nil {
		t.Errorf("inked tile: blank %v, png of %d bytes; want not blank, encoded", got[0].blank, len(got[0].png))
	}
	if !got[1].blank || got[1].png != nil || got[1].width != 100 || got[1].height != 100 {
		t.Errorf("uniform tile: blank %v, png of %d bytes, %d×%d px; want blank, not encoded, 100×100 px", got[1].blank, len(got[1].png), got[1].width, got[1].height)
	}
}

func TestTileLabel(t *testing.T) {
	cases := []struct {
		i, cols, rows int
		want          string
	}{
		{0, 1, 2, "top half"}, {1, 1, 2, "bottom half"},
		{0, 2, 1, "left half"}, {1, 2, 1, "right half"},
		{0, 2, 2, "top left quarter"}, {3, 2, 2, "bottom right quarter"},
		{2, 2, 3, "row 2 of 3, column 1 of 2"}, {0, 1, 1, "whole page"},
	}
	for _, c := range cases {
		if got := tileLabel(c.i, c.cols, c.rows); got != c.want {
			t.Errorf("tileLabel(%d, %d, %d) = %q, want %q", c.i, c.cols, c.rows, got, c.want)
		}
	}
}

// TestSmallestText: the smallest size setting 2 % of the letters counts,
// a lone folio does not; spaces and characters without a size do not
// count. The body size beside it is bodyOf's, the one the layout uses.
func TestSmallestText(t *testing.T) {
	chars := func(size float64, text string) []char {
		var out []char
		for _, r := range text {
			out = append(out, char{text: string(r), font: font{size: size}})
		}
		return out
	}
	body := chars(10, "Ninety-eight letters of body text set at ten points, enough for a share...")
	for len(body) < 980 {
		body = append(body, body...)
	}
	body = body[:980]
	cases := []struct {
		name       string
		chars      []char
		small, bod float64
	}{
		{"no sizes", chars(0, "scanned"), 0, 0},
		{"one size", chars(10, "one size only"), 10, 10},
		{"folio under 2 %", append(append([]char{}, body...), chars(6, "12")...), 10, 10},
		{"caption over 2 %", append(append([]char{}, body...), chars(6, "Figure 1. The crypt, upper level")...), 6, 10},
	}
	for _, c := range cases {
		if s, b := smallestText(c.chars), bodyOf(c.chars).size; s != c.small || b != c.bod {
			t.Errorf("%s: smallestText, bodyOf = %v, %v; want %v, %v", c.name, s, b, c.small, c.bod)
		}
	}
}

// TestRunTilesSmallCaptions renders the fabricated page with 6-point
// captions over 10-point text (tests/assets/captions) and wants it tiled
// in two halves overlapping by two lines of body text, each a PNG as the
// index describes it that a model takes unscaled; the bottom half, below
// the page's text, is blank and left out.
func TestRunTilesSmallCaptions(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "pages")
	idx, err := Run(context.Background(), testenv.Asset(t, "captions", "captions.pdf"), dir, DefaultSettings())
	if err != nil {
		t.Fatal(err)
	}
	checkIndexFile(t, dir, idx)
	p := idx.Pages[0]
	if p.SmallTextPt != 6 || p.TileDPI != 150 || len(p.Tiles) != 1 || p.Tiles[0].Label != "top half" {
		t.Fatalf("page 1: small text %v pt, tiles at %d dpi: %+v; want 6 pt, 150 dpi, the top half", p.SmallTextPt, p.TileDPI, p.Tiles)
	}
	for _, tl := range p.Tiles {
		b, err := os.ReadFile(filepath.Join(dir, tl.PNG))
		if err != nil {
			t.Fatal(err)
		}
		cfg, err := png.DecodeConfig(bytes.NewReader(b))
		switch {
		case err != nil:
			t.Fatalf("tile %s: %v", tl.PNG, err)
		case sha256Hex(b) != tl.PNGSHA256 || cfg.Width != tl.WidthPx || cfg.Height != tl.HeightPx:
			t.Errorf("tile %s: %dx%d px, want the index's %dx%d and hash", tl.PNG, cfg.Width, cfg.Height, tl.WidthPx, tl.HeightPx)
		case cfg.Width != p.WidthPx || modelScale(float64(cfg.Width), float64(cfg.Height)) < 1:
			t.Errorf("tile %s: %dx%d px, want the page's width and no shrinking by a model", tl.PNG, cfg.Width, cfg.Height)
		}
	}
	if overlap := 2*p.Tiles[0].HeightPx - p.HeightPx; overlap < 2*10*150/72 {
		t.Errorf("tiles overlap by %d px, want two lines of 10-point text", overlap)
	}
}

// TestRunSkipsBlankTiles renders a Letter page whose 10-point text and
// 6-point caption stand at its top and wants it tiled in halves, the
// bottom one without ink left out: a tile that shows nothing would cost
// tokens and say nothing. The tile kept keeps its label and file name.
func TestRunSkipsBlankTiles(t *testing.T) {
	pdf := handPDF(t, "top.pdf", "/MediaBox [0 0 612 792]",
		"BT /F1 10 Tf 72 720 Td (The ruined keep stands on a hill above the river.) Tj ET "+
			"BT /F1 6 Tf 72 700 Td (Caption: the keep seen from the ford, looking north.) Tj ET")
	dir := filepath.Join(t.TempDir(), "pages")
	idx, err := Run(context.Background(), pdf, dir, DefaultSettings())
	if err != nil {
		t.Fatal(err)
	}
	checkIndexFile(t, dir, idx)
	p := idx.Pages[0]
	if p.TileDPI == 0 || len(p.Tiles) != 1 || p.Tiles[0].Label != "top half" || p.Tiles[0].PNG != "0001.t1.png" {
		t.Fatalf("page 1: tiles at %d dpi: %+v; want the top half alone", p.TileDPI, p.Tiles)
	}
	if _, err := os.Stat(filepath.Join(dir, "0001.t2.png")); !os.IsNotExist(err) {
		t.Errorf("blank bottom tile written (stat: %v), want none", err)
	}
}
