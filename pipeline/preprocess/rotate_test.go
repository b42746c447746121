package preprocess

import (
	"context"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// linesAt returns a content stream setting each text at 12 points with the
// text matrix's rotation part m ("1 0 0 1" upright, "0 1 -1 0" reading
// up the page), the first line's origin at x, y and the next ones a line
// further down the text's own lines by (dx, dy) each.
func linesAt(m string, x, y, dx, dy float64, texts ...string) string {
	var b strings.Builder
	for i, t := range texts {
		fmt.Fprintf(&b, "BT /F1 12 Tf %s %g %g Tm (%s) Tj ET\n", m, x+float64(i)*dx, y+float64(i)*dy, t)
	}
	return b.String()
}

// TestRunRotatedText: text drawn turned is read in its own frame, in its
// reading order, after the upright text (a sideways table beside the
// text), and a page whose text is mostly turned reads in that frame and is
// rendered turned upright (a landscape page).
func TestRunRotatedText(t *testing.T) {
	upright := linesAt("1 0 0 1", 72, 700, 0, -14, "The upright text of the page comes first,", "read down its column as printed.")
	table := []string{"d6 Sideways table", "1-3 orcs", "4-6 goblins"}
	cases := []struct {
		name     string
		content  string
		want     string
		rotation int
	}{
		{"sideways table reading up", upright + linesAt("0 1 -1 0", 500, 100, 14, 0, table...),
			"The upright text of the page comes first,\nread down its column as printed.\n\n" +
				"d6 Sideways table\n- 1-3 orcs\n- 4-6 goblins\n", 0},
		{"sideways table reading down", upright + linesAt("0 -1 1 0", 500, 600, -14, 0, table...),
			"The upright text of the page comes first,\nread down its column as printed.\n\n" +
				"d6 Sideways table\n- 1-3 orcs\n- 4-6 goblins\n", 0},
		{"landscape page reading up", linesAt("0 1 -1 0", 100, 72, 14, 0, "A landscape page of text set sideways,", "its lines read in order.", "A third line."),
			"A landscape page of text set sideways,\nits lines read in order.\nA third line.\n", 90},
		{"landscape page reading down", linesAt("0 -1 1 0", 500, 720, -14, 0, "A landscape page of text set sideways,", "its lines read in order."),
			"A landscape page of text set sideways,\nits lines read in order.\n", 270},
		{"page upside down", linesAt("-1 0 0 -1", 540, 100, 0, 14, "An upside-down page,", "read from its own top."),
			"An upside-down page,\nread from its own top.\n", 180},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			pdf := handPDF(t, "rotated.pdf", "/Type /Page /MediaBox [0 0 612 792]", c.content)
			dir := filepath.Join(t.TempDir(), "pages")
			idx, err := Run(context.Background(), pdf, dir, DefaultSettings())
			if err != nil {
				t.Fatal(err)
			}
			p := idx.Pages[0]
			text, err := os.ReadFile(filepath.Join(dir, p.Text))
			if err != nil {
				t.Fatal(err)
			}
			if string(text) != c.want {
				t.Errorf("text:\n%s\nwant:\n%s", text, c.want)
			}
			landscape := c.rotation%180 != 0
			if p.Rotation != c.rotation || (p.WidthPx > p.HeightPx) != landscape || p.WidthPx*p.HeightPx != 1275*1651 {
				t.Errorf("rotation %d, render %d×%d px; want rotation %d, 1275×1651 turned %v", p.Rotation, p.WidthPx, p.HeightPx, c.rotation, landscape)
			}
			if c.rotation != 0 {
				if ink := inkBounds(t, filepath.Join(dir, p.PNG)); ink.Dx() < 2*ink.Dy() {
					t.Errorf("turned render: ink spans %v, want lines across the render", ink)
				}
			}
		})
	}
}

// inkBounds returns the bounds of the dark pixels of the PNG at path.
func inkBounds(t *testing.T, path string) image.Rectangle {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	m, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	var r image.Rectangle
	b := m.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if g, _, _, _ := m.At(x, y).RGBA(); g < 0x8000 {
				r = r.Union(image.Rect(x, y, x+1, y+1))
			}
		}
	}
	return r
}

// TestRunPageRotate: a page's own rotation (/Rotate) turns it as shown,
// and so its render, while its characters keep the angles of its content:
// text drawn sideways on a page turned to stand upright (a landscape page
// made from a portrait one) is rendered as shown, and text drawn upright
// on a turned page is rendered turned back. Both were rendered sideways.
func TestRunPageRotate(t *testing.T) {
	lines := []string{"A landscape page of text,", "its lines read in order.", "A third line."}
	want := "A landscape page of text,\nits lines read in order.\nA third line.\n"
	cases := []struct {
		name      string
		rotate    int
		content   string
		rotation  int
		landscape bool
	}{
		{"drawn reading up, /Rotate 90", 90, linesAt("0 1 -1 0", 100, 72, 14, 0, lines...), 0, true},
		{"drawn reading down, /Rotate 270", 270, linesAt("0 -1 1 0", 500, 720, -14, 0, lines...), 0, true},
		{"drawn upright, /Rotate 90", 90, linesAt("1 0 0 1", 72, 700, 0, -14, lines...), 270, false},
		{"drawn upright, /Rotate 270", 270, linesAt("1 0 0 1", 72, 700, 0, -14, lines...), 90, false},
		{"drawn upright, /Rotate 180", 180, linesAt("1 0 0 1", 72, 700, 0, -14, lines...), 180, false},
		{"drawn upside down, /Rotate 180", 180, linesAt("-1 0 0 -1", 540, 100, 0, 14, lines...), 0, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			pdf := handPDF(t, "turned.pdf", fmt.Sprintf("/Type /Page /MediaBox [0 0 612 792] /Rotate %d", c.rotate), c.content)
			dir := filepath.Join(t.TempDir(), "pages")
			idx, err := Run(context.Background(), pdf, dir, DefaultSettings())
			if err != nil {
				t.Fatal(err)
			}
			p := idx.Pages[0]
			if text, err := os.ReadFile(filepath.Join(dir, p.Text)); err != nil || string(text) != want {
				t.Errorf("text %q (%v), want %q", text, err, want)
			}
			if p.Rotation != c.rotation || (p.WidthPx > p.HeightPx) != c.landscape || p.WidthPx*p.HeightPx != 1275*1651 {
				t.Errorf("rotation %d, render %d×%d px; want rotation %d, 1275×1651 landscape %v", p.Rotation, p.WidthPx, p.HeightPx, c.rotation, c.landscape)
			}
			if ink := inkBounds(t, filepath.Join(dir, p.PNG)); ink.Dx() < 2*ink.Dy() {
				t.Errorf("render: ink spans %v, want lines across the render", ink)
			}
		})
	}
}

// TestRunTurnedTableLeavesTextWhole reads pages printed by Chromium from
// testdata/turned/*.html: a landscape one-page dungeon whose wandering
// monster table is set sideways in a `writing-mode: vertical-rl` box beside
// two columns of keys, in sans (sans) and serif (serif) type. On such a page
// pdfium finds a line break between every two letters of the upright
// title and keys, which read letter-spaced ("# T h e R e e d To w e r",
// "**1 . L a n d i n g .**"); the upright text must read whole, and the
// table's text in its own frame after it.
func TestRunTurnedTableLeavesTextWhole(t *testing.T) {
	for _, tc := range []struct {
		name  string
		title string
	}{{"sans", "The Reed Tower"}, {"serif", "The Barrow of Hask"}} {
		t.Run(tc.name, func(t *testing.T) {
			text := firstPageText(t, filepath.Join("testdata", "turned", tc.name+".pdf"))
			for _, w := range []string{
				"# " + tc.title + "\n**1. Landing.** A jetty of black planks runs out into the mere. Two\n",
				"**6. Roof.** A giant owl nests among the crenellations and swoops\non anyone who climbs out.\n\n**Wandering Monsters (d6)**\n",
			} {
				if !strings.Contains(string(text), w) {
					t.Errorf("page text lacks\n%s\npage text:\n%s", w, text)
				}
			}
		})
	}
}
