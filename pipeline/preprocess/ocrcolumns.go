package preprocess

import (
	"bytes"
	"context"
	"image"
)

// OCR column by column: Tesseract's page segmentation may join a table's
// grid or a stat block with the lines of the column beside it, at the
// height where the two stand level, and read one line across the gutter
// (rows lost, fields glued: "AL N" read "ALN"). A page set in columns is
// therefore cut at its gutters and each column read alone, as a page of
// its own; the words come back in the page's coordinates, and the layout
// (text.go, order.go) orders the columns as it orders pdfium's.

// gutterInk is the share of a page's inked height a gutter may hold ink
// across: a heading or rule set across the columns, or a speck of the
// scan, crosses a gutter without closing it.
const gutterInk = 0.06

// gutterWidth is the narrowest gutter, in inches: a column gutter is set
// wider than a word space (1–2 picas, Chicago Manual of Style 1.44, "the
// space between columns"); a sixth of an inch lies between a word space
// of any body size and the narrowest gutter.
const gutterWidth = 1.0 / 6

// minColumnShare is the narrowest column, as a share of the inked width: a
// page is set in two, three or four columns, never one a fifth of the
// text wide, so a white run beside a narrower strip (a die column, a key's
// margin numerals) is no gutter.
const minColumnShare = 0.2

// darkLevel is the gray below which a pixel is ink.
const darkLevel = 128

// columnCuts returns the x of the gutters (each where it holds least ink, see leastInk) of a page's gray image
// made at dpi, left to right: the runs at least gutterWidth wide, within
// the inked width, where ink stands on no more than gutterInk of the
// inked height, each leaving columns at least minColumnShare of the inked
// width on both sides. A page in one column gives none.
func columnCuts(g *image.Gray, dpi int) []int {
	b := g.Bounds()
	dark := make([]int, b.Dx())
	top, bottom := b.Dy(), -1
	for y := 0; y < b.Dy(); y++ {
		row := g.Pix[y*g.Stride : y*g.Stride+b.Dx()]
		inked := false
		for x, v := range row {
			if v < darkLevel {
				dark[x]++
				inked = true
			}
		}
		if inked {
			top, bottom = min(top, y), y
		}
	}
	left, right := 0, len(dark)-1
	for left < len(dark) && dark[left] == 0 {
		left++
	}
	for right >= 0 && dark[right] == 0 {
		right--
	}
	if bottom < top || right <= left {
		return nil
	}
	limit := int(gutterInk * float64(bottom-top+1))
	narrowest := int(gutterWidth * float64(dpi))
	column := int(minColumnShare * float64(right-left+1))
	var cuts []int
	last := left
	for x := left; x <= right; {
		if dark[x] > limit {
			x++
			continue
		}
		end := x
		for end <= right && dark[end] <= limit {
			end++
		}
		if end-x >= narrowest && x-last >= column && right-end >= column {
			cuts = append(cuts, leastInk(dark, x, end))
			last = end
		}
		x = end
	}
	return cuts
}

// leastInk returns the x in [from, to) where dark is least, the middle
// one of a tie: a cut through a heading set across the gutter falls
// between its words or letters.
func leastInk(dark []int, from, to int) int {
	best := []int{from}
	for x := from + 1; x < to; x++ {
		switch {
		case dark[x] < dark[best[0]]:
			best = []int{x}
		case dark[x] == dark[best[0]]:
			best = append(best, x)
		}
	}
	return best[len(best)/2]
}

// ocrColumns reads a page's gray image made at dpi with Tesseract, each
// column between the gutters of columnCuts alone (see ocr), and returns
// the words in the page's points and the mean confidence of the columns'
// words.
func ocrColumns(ctx context.Context, g *image.Gray, dpi int) ([]span, float64, error) {
	b := g.Bounds()
	xs := append(append([]int{b.Min.X}, columnCuts(g, dpi)...), b.Max.X)
	var out []span
	var sum float64
	for i := 1; i < len(xs); i++ {
		var buf bytes.Buffer
		if err := pngEncoder.Encode(&buf, g.SubImage(image.Rect(xs[i-1], b.Min.Y, xs[i], b.Max.Y))); err != nil {
			return nil, 0, err
		}
		ws, conf, err := ocr(ctx, buf.Bytes(), dpi)
		if err != nil {
			return nil, 0, err
		}
		dx := float64(xs[i-1]-b.Min.X) * 72 / float64(dpi)
		for _, w := range ws {
			w.box = w.box.shifted(dx)
			w.head, w.tail = w.head.shifted(dx), w.tail.shifted(dx)
			out = append(out, w)
		}
		sum += conf * float64(len(ws))
	}
	if len(out) == 0 {
		return nil, 0, nil
	}
	return out, sum / float64(len(out)), nil
}

// shifted returns b moved dx to the right.
func (b box) shifted(dx float64) box { return box{b.x0 + dx, b.y0, b.x1 + dx, b.y1} }
