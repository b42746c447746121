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

// gutterInk is the share of the rows a gutter may hold ink on, of those
// where it parts ink on its two sides or holds some: a heading or rule set
// across the columns, or a speck of the scan, crosses a gutter without
// closing it; a paragraph's line does close the white run beside a short
// table's entries.
const gutterInk = 0.06

// besideShare is the least share of a page's inked rows where a gutter
// parts ink on its two sides: columns stand side by side, if one only a
// few lines down the page beside the other.
const besideShare = 0.1

// gutterWidth is the narrowest gutter, in inches: a column gutter is set
// wider than a word space (1–2 picas, Chicago Manual of Style 1.44, "the
// space between columns"); a sixth of an inch lies between a word space
// of any body size and the narrowest gutter.
const gutterWidth = 1.0 / 6

// minColumnShare is the narrowest column, as a share of the inked width:
// a page is set in two, three or four columns, never one a fifth of the
// text wide, so a white run beside a narrower strip (a die column, a
// key's margin numerals) is no gutter.
const minColumnShare = 0.2

// darkLevel is the gray below which a pixel is ink.
const darkLevel = 128

// columnCuts returns the x of the gutters of a page's gray image made at
// dpi, left to right, each where it holds least ink (see leastInk): the
// white bands at least gutterWidth wide, within the inked width, that part
// ink on their two sides on at least besideShare of the inked rows and
// that ink crosses on no more than gutterInk of the rows they part or
// ink crosses, each leaving
// columns at least minColumnShare of the inked width on both sides. A
// page in one column gives none.
func columnCuts(g *image.Gray, dpi int) []int {
	b := g.Bounds()
	w, band := b.Dx(), int(gutterWidth*float64(dpi))
	dark := make([]int, w)   // a pixel column's ink
	across := make([]int, w) // the rows with ink in the band from x
	beside := make([]int, w) // the rows with ink either side of it, none in it
	prefix := make([]int, w+1)
	rows := 0
	for y := 0; y < b.Dy(); y++ {
		row := g.Pix[y*g.Stride : y*g.Stride+w]
		for x, v := range row {
			prefix[x+1] = prefix[x]
			if v < darkLevel {
				dark[x]++
				prefix[x+1]++
			}
		}
		if prefix[w] == 0 {
			continue
		}
		rows++
		for x := 0; x+band <= w; x++ {
			switch {
			case prefix[x+band] > prefix[x]:
				across[x]++
			case prefix[x] > 0 && prefix[w] > prefix[x+band]:
				beside[x]++
			}
		}
	}
	left, right := 0, w-1
	for left < w && dark[left] == 0 {
		left++
	}
	for right >= 0 && dark[right] == 0 {
		right--
	}
	if rows == 0 || right-left < band {
		return nil
	}
	gutter := func(x int) bool {
		return beside[x] >= int(besideShare*float64(rows)) && float64(across[x]) <= gutterInk*float64(across[x]+beside[x])
	}
	column := int(minColumnShare * float64(right-left+1))
	var cuts []int
	last := left
	for x := left; x+band <= right; {
		if !gutter(x) {
			x++
			continue
		}
		end := x
		for end+band <= right && gutter(end) {
			end++
		}
		if x-last >= column && right-(end+band) >= column {
			cuts = append(cuts, leastInk(dark, x, end+band))
			last = end + band
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
// column between the gutters of columnCuts alone as a single column (see
// ocr; a page without gutters as a whole page): in a column Tesseract's
// page segmentation would set a table's die column apart as a block of
// its own and misread it, where read as one column its rows are lines.
// It returns
// the words in the page's points, a word a cut parted mended (see
// mendCut), and the mean confidence of the columns' words.
func ocrColumns(ctx context.Context, g *image.Gray, dpi int) ([]span, float64, error) {
	b := g.Bounds()
	cuts := columnCuts(g, dpi)
	xs := append(append([]int{b.Min.X}, cuts...), b.Max.X)
	psm := "3"
	if len(cuts) > 0 {
		psm = "4"
	}
	var out []span
	var sum float64
	n := 0
	for i := 1; i < len(xs); i++ {
		var buf bytes.Buffer
		if err := pngEncoder.Encode(&buf, g.SubImage(image.Rect(xs[i-1], b.Min.Y, xs[i], b.Max.Y))); err != nil {
			return nil, 0, err
		}
		ws, conf, err := ocr(ctx, buf.Bytes(), dpi, psm)
		if err != nil {
			return nil, 0, err
		}
		dx := float64(xs[i-1]-b.Min.X) * 72 / float64(dpi)
		for j := range ws {
			ws[j].box = ws[j].box.shifted(dx)
			ws[j].head, ws[j].tail = ws[j].head.shifted(dx), ws[j].tail.shifted(dx)
		}
		if i > 1 {
			ws = mendCut(out, ws, dx)
		}
		out = append(out, ws...)
		sum += conf * float64(len(ws))
		n += len(ws)
	}
	if n == 0 {
		return nil, 0, nil
	}
	return out, sum / float64(n), nil
}

// mendCut joins to a word of left that ends at the cut at x (points) the
// word of right that starts there on its line, no wider apart than a
// letter space (a fifth of the line's height): a heading set across the
// gutter, cut between two of its letters ("UNDE" "RCROFT"). It returns
// the words of right not joined.
func mendCut(left, right []span, x float64) []span {
	var rest []span
	for _, r := range right {
		joined := false
		for i := range left {
			l := &left[i]
			h := min(l.height(), r.height())
			if l.x1 <= x && r.x0 >= x && r.x0-l.x1 <= h/5 && l.yOverlap(r.box) >= h/2 {
				l.runs[0].text += r.runs[0].text
				l.box, l.head, l.tail = l.box.union(r.box), l.head.union(r.head), l.tail.union(r.tail)
				joined = true
				break
			}
		}
		if !joined {
			rest = append(rest, r)
		}
	}
	return rest
}

// shifted returns b moved dx to the right.
func (b box) shifted(dx float64) box { return box{b.x0 + dx, b.y0, b.x1 + dx, b.y1} }
