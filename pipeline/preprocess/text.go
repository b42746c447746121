package preprocess

import (
	"cmp"
	"math"
	"slices"
	"strings"
	"unicode"

	"github.com/klippa-app/go-pdfium/responses"
)

// Text layout: pdfium gives each character with its box in PDF points. The
// characters are joined into words (pdfium's order, broken at white space
// and at jumps in position), words into lines (vertical overlap), lines into
// fragments (broken at gaps wide enough to be a column gutter), and the
// fragments are put in reading order by order.go.

// gutterFactor is the smallest gap between two words of a line, in line
// heights, that splits the line into fragments. A word space is about a
// third of a line height, a column gutter one to three.
const gutterFactor = 1.2

// box is an axis-aligned rectangle in points, y growing downwards from the
// top of the page.
type box struct{ x0, y0, x1, y1 float64 }

func (b box) height() float64  { return b.y1 - b.y0 }
func (b box) yCentre() float64 { return (b.y0 + b.y1) / 2 }

// union returns the smallest box holding b and o.
func (b box) union(o box) box {
	return box{min(b.x0, o.x0), min(b.y0, o.y0), max(b.x1, o.x1), max(b.y1, o.y1)}
}

// xOverlaps reports whether b and o share some horizontal extent.
func (b box) xOverlaps(o box) bool { return b.x0 < o.x1 && o.x0 < b.x1 }

// yOverlap returns the vertical extent shared by b and o, 0 if none.
func (b box) yOverlap(o box) float64 { return max(0, min(b.y1, o.y1)-max(b.y0, o.y0)) }

// span is text with its box: a word, or a fragment of a line.
type span struct {
	text string
	box
}

// pageText returns the text of a page in reading order, one fragment per
// line, a blank line between paragraphs and columns, ending in a newline;
// and whether the page has any text at all. height is the page height in
// points.
func pageText(chars []*responses.GetPageTextStructuredChar, height float64) (string, bool) {
	ws := words(chars, height)
	if len(ws) == 0 {
		return "", false
	}
	var frags []span
	for _, l := range lines(ws) {
		frags = append(frags, fragments(l)...)
	}
	return layout(readingOrder(frags)), true
}

// words joins characters into words in pdfium's order, breaking at white
// space and wherever an upright character does not continue the word on
// its baseline.
func words(chars []*responses.GetPageTextStructuredChar, height float64) []span {
	var out []span
	var cur strings.Builder
	var b box
	flush := func() {
		if cur.Len() > 0 {
			out = append(out, span{cur.String(), b})
			cur.Reset()
		}
	}
	for _, c := range chars {
		r, ok := glyph(c.Text)
		if !ok {
			flush()
			continue
		}
		p := c.PointPosition
		cb := box{p.Left, height - p.Top, p.Right, height - p.Bottom}
		if cur.Len() > 0 && upright(c.Angle) && !continues(b, cb) {
			flush()
		}
		if cur.Len() == 0 {
			b = cb
		}
		b = b.union(cb)
		cur.WriteRune(r)
	}
	flush()
	return out
}

// glyph returns the printable rune of a character, false for white space,
// control characters and the empty text of unmapped glyphs. pdfium marks
// a hyphen it found at a line end with U+0002.
func glyph(text string) (rune, bool) {
	r := []rune(text)
	switch {
	case len(r) != 1:
		return 0, false
	case r[0] == 2:
		return '-', true
	case unicode.IsSpace(r[0]) || unicode.IsControl(r[0]) || r[0] == 0xFFFE:
		return 0, false
	}
	return r[0], true
}

// upright reports whether angle (radians) is close to no rotation.
func upright(angle float64) bool {
	a := math.Mod(angle, 2*math.Pi)
	return a < 0.05 || a > 2*math.Pi-0.05
}

// continues reports whether character box c follows word box w on the same
// line: vertically overlapping by half, starting no more than half a height
// before w's end and no more than a third of a height after it.
func continues(w, c box) bool {
	h := max(w.height(), c.height(), 0.1)
	return w.yOverlap(c) >= 0.5*min(w.height(), c.height()) &&
		c.x0 >= w.x1-0.5*h && c.x0 <= w.x1+h/3
}

// lines groups words into lines by vertical overlap, top to bottom, each
// line's words sorted left to right.
func lines(ws []span) [][]span {
	slices.SortStableFunc(ws, func(a, b span) int {
		return cmp.Or(cmp.Compare(a.yCentre(), b.yCentre()), cmp.Compare(a.x0, b.x0))
	})
	var out [][]span
	var bands []box
	for _, w := range ws {
		i := lineOf(bands, w.box)
		if i < 0 {
			out, bands = append(out, nil), append(bands, w.box)
			i = len(out) - 1
		}
		out[i], bands[i] = append(out[i], w), bands[i].union(w.box)
	}
	for _, l := range out {
		slices.SortStableFunc(l, func(a, b span) int { return cmp.Compare(a.x0, b.x0) })
	}
	return out
}

// lineOf returns the index of the latest band that w's vertical centre
// falls in and that overlaps w by at least half of w's height, or -1.
func lineOf(bands []box, w box) int {
	for i := len(bands) - 1; i >= 0; i-- {
		b := bands[i]
		if b.y1 < w.y0 {
			return -1
		}
		c := w.yCentre()
		if c >= b.y0 && c <= b.y1 && b.yOverlap(w) >= 0.5*w.height() {
			return i
		}
	}
	return -1
}

// fragments splits a line, sorted left to right, at gaps wider than
// gutterFactor line heights, joining the words of each part with spaces.
func fragments(line []span) []span {
	h := medianHeight(line)
	var out []span
	start := 0
	for i := 1; i <= len(line); i++ {
		if i < len(line) && line[i].x0-line[i-1].x1 <= gutterFactor*h {
			continue
		}
		f := span{box: line[start].box}
		texts := make([]string, 0, i-start)
		for _, w := range line[start:i] {
			f.box = f.box.union(w.box)
			texts = append(texts, w.text)
		}
		f.text = strings.Join(texts, " ")
		out = append(out, f)
		start = i
	}
	return out
}

// medianHeight returns the median box height of ws (the upper median).
func medianHeight(ws []span) float64 {
	hs := make([]float64, len(ws))
	for i, w := range ws {
		hs[i] = w.height()
	}
	slices.Sort(hs)
	return hs[len(hs)/2]
}

// layout joins fragments in reading order into text: one per line, with a
// blank line where the next fragment starts above the previous one (a new
// column) or more than a line height below it (a new paragraph).
func layout(frags []span) string {
	var sb strings.Builder
	for i, f := range frags {
		if i > 0 {
			p := frags[i-1]
			if f.y0 < p.y0 || f.y0-p.y1 > max(p.height(), f.height()) {
				sb.WriteByte('\n')
			}
		}
		sb.WriteString(f.text)
		sb.WriteByte('\n')
	}
	return sb.String()
}
