package preprocess

import (
	"fmt"
	"image"
	"math"
	"slices"
)

// Tiles: a page whose smallest printed text would be too small to read
// once a model has shrunk the page render to its input size is also
// rendered in tiles, each small enough that the model takes it as it is.
//
// The model's input size is Anthropic's, the smallest of the default
// models' (https://docs.claude.com/en/docs/build-with-claude/vision,
// "Evaluate image size"): an image whose long edge passes 1568 px is
// scaled down, and the guide recommends no more than 1.15 megapixels,
// which its table of sizes taken without resizing keeps to (951×1268 px
// for 3:4). OpenAI's patch models, the default GPT-4.1 mini among them,
// take up to 1536 patches of 32 px (1.57 Mpx), and Gemini 768-px tiles
// (the providers' image guides, "Calculating costs" and "Understand and
// count tokens"). OpenAI's older tile models are tighter: a high-detail
// image is scaled to 768 px on its short side, where a Letter page
// arrives at 90 dpi; the rule does not follow them.
//
// Text is legible at a size when its capitals, and the figures of a stat
// line, are at least minCapPx pixels tall at the model's input: the
// Tesseract FAQ ("Is there a minimum text size?", tesseract-ocr/tessdoc)
// finds that below about 8 pixels of x-height most text is removed as
// noise. Asked of the x-height, that floor would refuse the 10-point body
// text of a Letter page (x-height about 7 px at the model's input), the
// size modules are set in and models read every page at; so the 8 pixels
// are asked of the cap height, which decides figures, capitals and the
// ascenders that tell lower-case words apart. The cap height is
// capHeight times the font size: Times-Roman's, 662/1000 em, the smallest
// of the standard fonts' (the CapHeight of Adobe's Core 14 AFM files;
// Helvetica's is 718). At 150 dpi, 8-point text on a Letter or A4 page is
// just legible (8.2 and 8.0 px) and smaller text is not.
//
// The page's smallest text is the smallest font size at or below which at
// least smallShare of its letters are set: a folio or a running foot in 6
// point on a page of 10-point text is no reason to tile, a caption or a
// map's labels are.
const (
	modelLongEdge = 1568
	modelPixels   = 1_150_000
	minCapPx      = 8.0
	capHeight     = 0.662
	smallShare    = 0.02
	// maxTileDPI bounds the resolution of tiles: the 300 dpi the
	// Tesseract documentation (ImproveQuality) asks of a scan; text so
	// small that it needs more (under 2.9 pt) is tiled at 300 dpi.
	maxTileDPI = 300
	// maxGrid bounds the tiles on each side of a page, 16 in all.
	maxGrid = 4
)

// smallestText returns the smallest font size in points at or below which
// at least smallShare of chars' letters are set; 0 for a page without font
// sizes. (The body size a tiling asks for too is bodyOf's.)
func smallestText(chars []char) float64 {
	count := map[float64]int{}
	total := 0
	for _, c := range chars {
		if _, ok := glyph(c.text); ok && c.font.size > 0 {
			count[math.Round(c.font.size*10)/10]++
			total++
		}
	}
	sizes := make([]float64, 0, len(count))
	for s := range count {
		sizes = append(sizes, s)
	}
	slices.Sort(sizes)
	seen := 0
	for _, s := range sizes {
		if seen += count[s]; float64(seen) >= smallShare*float64(total) {
			return s
		}
	}
	return 0
}

// modelScale returns the factor by which a model shrinks an image of w×h
// pixels to its input size: 1 when it fits.
func modelScale(w, h float64) float64 {
	return min(1, modelLongEdge/max(w, h), math.Sqrt(modelPixels/(w*h)))
}

// capPx returns the cap height in pixels of text of size points at dpi.
func capPx(size, dpi float64) float64 { return capHeight * size * dpi / 72 }

// tiling is how a page is tiled: a grid of Cols×Rows tiles of a render at
// DPI, neighbours overlapping by Overlap points. The zero tiling means no
// tiles.
type tiling struct {
	DPI        int
	Cols, Rows int
	Overlap    float64
}

// tilingOf returns the tiling of a page of w×h points (in the frame it is
// rendered in) rendered at dpi whose smallest text is smallest points and
// body text body points: none when the smallest text is legible in the
// whole render at the model's input size, or the page has no font sizes.
// Otherwise the tiles are rendered at the resolution that makes the
// smallest text legible, at least dpi and at most maxTileDPI, and the grid
// is the one with the fewest tiles (then the fewest columns) whose every
// tile fits the model's input; neighbours overlap by two lines of body
// text (2 em), so a line cut at one tile's edge is whole in the other.
// When no grid of up to maxGrid×maxGrid tiles fits, the resolution is
// lowered until one does, but not below the one that keeps the body text
// legible (legibleDPI of body, at most maxTileDPI): a poster's 6-point
// labels may be lost, its 10-point text is read. Tiles below that
// resolution would show no text legibly at all, only cost a model 16
// images, and tell it nothing the page render does not (a 200-inch
// square page got 16 tiles at 21 dpi, where 10-point capitals are 2
// pixels tall); so then, or when the tiles would show the text no larger
// than the whole page does, there are none.
func tilingOf(w, h float64, dpi int, smallest, body float64) tiling {
	if smallest <= 0 {
		return tiling{}
	}
	page := float64(dpi) * modelScale(w*float64(dpi)/72, h*float64(dpi)/72)
	if capPx(smallest, page) >= minCapPx {
		return tiling{}
	}
	overlap := 2 * body
	floor := min(legibleDPI(body), maxTileDPI)
	for d := min(max(legibleDPI(smallest), dpi), maxTileDPI); d >= floor && float64(d) > page; d-- {
		if cols, rows := grid(w, h, overlap, float64(d)); cols > 0 {
			return tiling{DPI: d, Cols: cols, Rows: rows, Overlap: overlap}
		}
	}
	return tiling{}
}

// legibleDPI returns the lowest whole resolution at which text of size
// points has capitals minCapPx tall.
func legibleDPI(size float64) int {
	return int(math.Ceil(minCapPx * 72 / (capHeight * size)))
}

// grid returns the grid of fewest tiles, then fewest columns, up to
// maxGrid a side, whose tiles of a w×h-point page at dpi, overlapping by
// overlap points, each fit the model's input unscaled; 0, 0 when none
// does.
func grid(w, h, overlap, dpi float64) (cols, rows int) {
	best := 0
	for c := 1; c <= maxGrid; c++ {
		for r := 1; r <= maxGrid; r++ {
			tw, th := span1(w, c, overlap)*dpi/72, span1(h, r, overlap)*dpi/72
			if modelScale(math.Ceil(tw)+2, math.Ceil(th)+2) < 1 {
				continue
			}
			if best == 0 || c*r < best {
				best, cols, rows = c*r, c, r
			}
		}
	}
	return cols, rows
}

// span1 returns the largest extent of one of n tiles across length,
// neighbours overlapping by overlap: a middle tile's, which overlaps on
// both sides.
func span1(length float64, n int, overlap float64) float64 {
	if n == 1 {
		return length
	}
	return length/float64(n) + min(2, float64(n-1))*overlap/2
}

// tileRects returns the tiles of t over a render of bounds b at t.DPI, in
// reading order (rows top to bottom, left to right in a row): the grid's
// cells, each grown by half the overlap on every side it shares with a
// neighbour.
func (t tiling) tileRects(b image.Rectangle) []image.Rectangle {
	half := int(math.Ceil(t.Overlap / 2 * float64(t.DPI) / 72))
	edges := func(lo, length, n int) []int {
		e := make([]int, n+1)
		for i := range e {
			e[i] = lo + length*i/n
		}
		return e
	}
	xs, ys := edges(b.Min.X, b.Dx(), t.Cols), edges(b.Min.Y, b.Dy(), t.Rows)
	var out []image.Rectangle
	for r := range t.Rows {
		for c := range t.Cols {
			out = append(out, image.Rect(xs[c]-half, ys[r]-half, xs[c+1]+half, ys[r+1]+half).Intersect(b))
		}
	}
	return out
}

// tileLabel names tile i (0-based, in reading order) of a cols×rows grid
// as a reader would: "whole page", "top half", "right half", "top left
// quarter", else "row 2 of 3, column 1 of 2".
func tileLabel(i, cols, rows int) string {
	r, c := i/cols, i%cols
	switch {
	case cols == 1 && rows == 1:
		return "whole page"
	case cols == 1 && rows == 2:
		return []string{"top half", "bottom half"}[r]
	case cols == 2 && rows == 1:
		return []string{"left half", "right half"}[c]
	case cols == 2 && rows == 2:
		return []string{"top", "bottom"}[r] + " " + []string{"left", "right"}[c] + " quarter"
	}
	return fmt.Sprintf("row %d of %d, column %d of %d", r+1, rows, c+1, cols)
}
