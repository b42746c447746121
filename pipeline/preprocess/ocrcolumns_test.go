package preprocess

import (
	"image"
	"image/color"
	"image/draw"
	"slices"
	"testing"
)

// inked returns a white 300 DPI page, w×h pixels, with the rectangles
// rs filled black (words, rules, a heading).
func inked(w, h int, rs ...image.Rectangle) *image.Gray {
	g := image.NewGray(image.Rect(0, 0, w, h))
	draw.Draw(g, g.Bounds(), image.NewUniform(color.White), image.Point{}, draw.Src)
	for _, r := range rs {
		draw.Draw(g, r, image.NewUniform(color.Black), image.Point{}, draw.Src)
	}
	return g
}

// wordRects returns text lines of words 40 pixels wide and 20 high, 30 apart,
// from x0 to x1 and y0 to y1, 10 pixels between the words.
func wordRects(x0, x1, y0, y1 int) []image.Rectangle {
	var rs []image.Rectangle
	for y := y0; y+20 <= y1; y += 30 {
		for x := x0; x+40 <= x1; x += 50 {
			rs = append(rs, image.Rect(x, y, x+40, y+20))
		}
	}
	return rs
}

func TestColumnCuts(t *testing.T) {
	heading := image.Rect(100, 100, 2400, 150)
	cases := []struct {
		name string
		g    *image.Gray
		want []int
	}{
		{"one column", inked(2550, 3300, wordRects(150, 2400, 200, 3100)...), nil},
		{"two columns, a heading across", inked(2550, 3300, append(append(wordRects(150, 1200, 200, 3100), wordRects(1300, 2400, 200, 3100)...), heading)...), []int{1245}},
		{"three columns", inked(2550, 3300, append(append(wordRects(150, 850, 200, 3100), wordRects(950, 1600, 200, 3100)...), wordRects(1700, 2400, 200, 3100)...)...), []int{895, 1645}},
		// A table's die column stands a wide white run from its entries,
		// but is no column: too narrow.
		{"die column apart", inked(2550, 3300, append(wordRects(150, 300, 200, 3100), wordRects(420, 2400, 200, 3100)...)...), nil},
		// A gutter word spaces close for a third of the page is none.
		{"gutter closed by a wide table", inked(2550, 3300, append(append(wordRects(150, 1200, 200, 2000), wordRects(1300, 2400, 200, 2000)...), wordRects(150, 2400, 2000, 3100)...)...), nil},
		// The white run beside a short table's entries, which a
		// paragraph's line crosses below it, parts no columns.
		{"white beside a short table", inked(2550, 3300, append(append(append(wordRects(150, 1200, 200, 3100), wordRects(1300, 1700, 200, 1000)...), wordRects(1300, 2400, 1000, 1060)...), image.Rect(2300, 3150, 2400, 3180))...), []int{1245}},
		{"gutter narrower than a sixth of an inch", inked(2550, 3300, append(wordRects(150, 1200, 200, 3100), wordRects(1230, 2400, 200, 3100)...)...), nil},
	}
	for _, c := range cases {
		if got := columnCuts(c.g, 300); !slices.Equal(got, c.want) {
			t.Errorf("%s: cuts %v, want %v", c.name, got, c.want)
		}
	}
}
