package preprocess

import (
	"cmp"
	"math"
	"slices"
	"strings"
	"unicode"
)

// Text layout: pdfium gives each character with its boxes in PDF points
// (chars.go). The characters are joined into words (pdfium's order, broken
// at white space and at jumps in position), words into lines (vertical
// overlap), the grids of tables set in a page column out of the lines
// (grid.go), lines into fragments (broken at gaps wide enough to be a
// column gutter); order.go stacks fragments into blocks, joins the columns
// of tables back into rows and puts the blocks in reading order.

// wordGap is the most white between the advance of one letter and the
// start of the next within a word, in font bodies (the height of
// char.adv, about an em). pdfium puts a space wherever the content stream
// moves on by more than about half a space; in the corpus and the bundled
// modules letters within a word sit -0.2 to 0.06 bodies apart (kerning; a
// ligature's letters share one box), a word space is a quarter or more.
const wordGap = 0.15

// gutterFactor is the smallest gap between two words of a line, in line
// heights, that may be a column gutter. In the corpus a word space is 0.3
// to 0.5 line heights, up to 1.2 in justified lines; a gutter 1.0
// (Darkloch) to 3 (Raising a God).
const gutterFactor = 0.9

// bulletGap is the widest gap, in line heights, between a bullet or a
// dice value and its text: 2 to 3.5 in the corpus's tables.
const bulletGap = 4.0

// wideGutter is the gap, in line heights, that is a gutter on its own;
// wideUnlike the same between words set unlike (see alike), as a margin
// note beside the text is. Raising a God stretches a sentence space of a
// justified line to 1.9 line heights; a lecture among pdfcpu's test PDFs
// (CenterOfWhy.pdf) sets its margin notes 2.4 off the text.
const (
	wideGutter = 2.5
	wideUnlike = 1.5
)

// minColumn is the least width, in line heights, of a fragment ending at a
// gutter: narrower text is a bullet or a number, not a column.
const minColumn = 4.0

// box is an axis-aligned rectangle in points, y growing downwards from the
// top of the page.
type box struct{ x0, y0, x1, y1 float64 }

// height returns the height of b.
func (b box) height() float64 { return b.y1 - b.y0 }

// yCentre returns the y of b's centre.
func (b box) yCentre() float64 { return (b.y0 + b.y1) / 2 }

// union returns the smallest box holding b and o.
func (b box) union(o box) box {
	return box{min(b.x0, o.x0), min(b.y0, o.y0), max(b.x1, o.x1), max(b.y1, o.y1)}
}

// xOverlaps reports whether b and o share some horizontal extent.
func (b box) xOverlaps(o box) bool { return b.x0 < o.x1 && o.x0 < b.x1 }

// yOverlap returns the vertical extent shared by b and o, 0 if none.
func (b box) yOverlap(o box) float64 { return max(0, min(b.y1, o.y1)-max(b.y0, o.y0)) }

// span is text with its box: a word, or a fragment of a line, with the
// font bodies of its first and last letters (see char.body), the
// smallest font size of its words in points (0 when a letter has none)
// and, for a row of a table that rows joined, its cells left to right.
type span struct {
	runs []textRun
	box
	head, tail box
	size       float64
	cells      []span
}

// textRun is a run of text set in one style.
type textRun struct {
	text string
	st   style
}

// text returns s's text without its styles.
func (s span) text() string {
	var b strings.Builder
	for _, r := range s.runs {
		b.WriteString(r.text)
	}
	return b.String()
}

// words joins characters into words in pdfium's order, breaking at white
// space and wherever an upright character does not continue the word on
// its baseline. A word's box is the union of its letters' ink; its runs
// follow the styles of its letters on a page of body text b, punctuation
// taking the style of the letters before it (a bold key's regular full
// stop stays in its run), letters of small capitals set as capitals.
func words(chars []char, b body) []span {
	var out []span
	var cur span
	var last char
	flush := func() {
		if len(cur.runs) > 0 {
			cur.tail = last.body()
			out = append(out, cur)
			cur = span{}
		}
	}
	for _, c := range chars {
		r, ok := glyph(c.text)
		if !ok {
			if !lineBreak(c.text) {
				flush()
			}
			continue
		}
		if len(cur.runs) > 0 && upright(c.angle) && !continues(cur.box, last, c) {
			flush()
		}
		if smallCapsOf(c.font) {
			r = unicode.ToUpper(r)
		}
		if len(cur.runs) == 0 {
			cur.box, cur.head = c.ink, c.body()
		}
		cur.box, cur.size, last = cur.box.union(c.ink), max(cur.size, c.font.size), c
		cur.runs = addRune(cur.runs, r, b.styleOf(c.font))
	}
	flush()
	return out
}

// lineBreak reports whether text is a line break pdfium puts between two
// characters it finds on different lines ("\r", "\n"). A word breaks there
// only where the next letter does not continue it (see continues): on a
// page that also sets text turned, pdfium finds a line break between
// every two letters of some upright words, which read letter-spaced ("T h
// e R e e d To w e r").
func lineBreak(text string) bool { return text == "\r" || text == "\n" }

// addRune appends r set in style st to runs: to the last run when it is
// set alike, when r is punctuation, or when the last run holds only
// punctuation (which then takes st); as a new run otherwise.
func addRune(runs []textRun, r rune, st style) []textRun {
	if len(runs) == 0 {
		return []textRun{{string(r), st}}
	}
	l := &runs[len(runs)-1]
	switch {
	case l.st == st || unicode.IsPunct(r):
	case !strings.ContainsFunc(l.text, func(r rune) bool { return !unicode.IsPunct(r) }):
		l.st = st
	default:
		return append(runs, textRun{string(r), st})
	}
	l.text += string(r)
	return runs
}

// continues reports whether character c follows the word with ink box
// w, whose last character is last, on the same line: c's ink overlaps w's
// height stretched by half of it up and down (a comma hangs below "x", an
// apostrophe floats above it), and c starts no earlier than last (the
// second letter of a ligature shares its box) and close after it, with
// no more white between their advances than wordGap ems; the em is the
// larger of the two characters' font bodies. Without font metrics the
// white is measured between outlines, up to a third of the height.
func continues(w box, last, c char) bool {
	h := max(w.height(), c.ink.height(), 0.1)
	if c.ink.y0 >= w.y1+h/2 || c.ink.y1 <= w.y0-h/2 {
		return false
	}
	if !last.hasAdv || !c.hasAdv {
		return c.ink.x0 >= last.ink.x0-0.1*h && c.ink.x0 <= w.x1+h/3
	}
	em := max(last.adv.height(), c.adv.height())
	return c.adv.x0 >= last.adv.x0-0.1*em && c.adv.x0 <= last.adv.x1+wordGap*em
}

// lines groups words into lines by vertical overlap, top to bottom, each
// line's words sorted left to right. A line's band is the union of its
// words' boxes, so a heading in one column overlaps two lines of smaller
// text beside it; a word joins a band only where it also shares its
// baseline with the band's word nearest to it (see onLine), so those two
// lines stay two.
func lines(ws []span) [][]span {
	slices.SortStableFunc(ws, func(a, b span) int {
		return cmp.Or(cmp.Compare(a.yCentre(), b.yCentre()), cmp.Compare(a.x0, b.x0))
	})
	var out [][]span
	var bands []box
	for _, w := range ws {
		i := lineOf(out, bands, w)
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

// lineOf returns the index of the band that w's vertical centre falls
// in, that overlaps w by at least half of w's height, and whose line ls[i]
// w is on (see onLine), or -1; of several such bands, the one whose line
// has a word nearest to w along the line, where w's neighbours stand (a
// band of the next column's line, a few points lower, may qualify as
// well).
func lineOf(ls [][]span, bands []box, w span) int {
	best, bestDist := -1, math.Inf(1)
	for i := len(bands) - 1; i >= 0; i-- {
		b := bands[i]
		if b.y1 < w.y0 {
			break
		}
		c := w.yCentre()
		if c < b.y0 || c > b.y1 || b.yOverlap(w.box) < 0.5*w.height() {
			continue
		}
		if d, ok := onLine(ls[i], w); ok && (best < 0 || d < bestDist) {
			best, bestDist = i, d
		}
	}
	return best
}

// onLine reports whether w is on line l, and how far along the line it
// stands from l's word nearest to it. A word of l stacked over or under w
// (see stacked) is no word of its line: w is not on the line. Where the
// nearest word is set in a font of w's size (see
// oneSize), its first letter's font body overlaps w's first letter's by
// at least half its height, as letters of one size on one baseline do,
// whereas the next line of a paragraph is a line height lower. The
// nearest word is asked, not every word of the band, since columns set
// side by side keep baselines of their own a few points apart: a band
// that holds a line of each would otherwise reach the next line of the
// first column. A word without metrics, or next to a word of another size
// (a superscript, a larger bold key run into its paragraph), is on the
// line.
func onLine(l []span, w span) (float64, bool) {
	var near span
	dist := math.Inf(1)
	for _, o := range l {
		if stacked(o, w) {
			return 0, false
		}
		if d := max(o.x0-w.x1, w.x0-o.x1, 0); d < dist {
			near, dist = o, d
		}
	}
	if near.head == (box{}) || w.head == (box{}) || !oneSize(near.head, w.head) {
		return dist, true
	}
	return dist, near.head.yOverlap(w.head) >= 0.5*w.head.height()
}

// stacked reports whether words a and b stand one over the other: they
// share more than a tenth of the narrower one's width, and their font
// bodies (their ink, without metrics) less than half of the lower one's
// height. Words of one line stand side by side.
func stacked(a, b span) bool {
	if min(a.x1, b.x1)-max(a.x0, b.x0) <= 0.1*min(a.x1-a.x0, b.x1-b.x0) {
		return false
	}
	ha, hb := a.head, b.head
	if ha == (box{}) || hb == (box{}) {
		ha, hb = a.box, b.box
	}
	return ha.yOverlap(hb) < 0.5*min(ha.height(), hb.height())
}

// gap is a candidate gutter in a line: the space before word at, in a
// line h points high. A weak gap follows narrow text set alike with the
// text after it, as a table's key or the short last line of a column is:
// it is a gutter only where the gutters of the lines around it line up
// with it, and never lines up another.
type gap struct {
	at         int
	x0, x1, h  float64
	wide, weak bool
}

// fragments splits each line at its gutters and returns the parts, with
// their words joined by spaces. A gutter is a candidate of gaps that is
// either wide, or weak between keys hung apart (see keysApart), or lined
// up with candidates in two of the neighbouring lines, two above to two
// below (see linedUp), in a channel of white at least channelLines lines
// tall (see channel): a column edge runs down the
// page, a wide word space in justified text does not, and the spaces of
// justified lines that happen to line up end within a line or two. Then a
// gap that is no candidate (a wide word space before it took the place) is
// a gutter too where it stands in such a channel and ends where a gutter
// of the line above or below ends. The rows of the lines' grids (see
// grids) come first, one fragment a row with its cells.
func fragments(ls [][]span) []span {
	out, ls := grids(ls)
	cands := make([][]gap, len(ls))
	for i, l := range ls {
		cands[i] = gaps(l)
	}
	cuts := make([][]gap, len(ls))
	for i := range ls {
		for _, g := range cands[i] {
			if g.wide || g.weak && keysApart(ls[i], g) {
				cuts[i] = append(cuts[i], g)
			} else if n := max(channel(ls, i, g), hangingChannel(ls, i, g)); n >= gutterLines || n >= channelLines && (linedUp(ls, cands, i, g) || columnsMeet(ls, i, g)) {
				cuts[i] = append(cuts[i], g)
			}
		}
	}
	for i, l := range ls {
		for _, g := range spaces(l, cuts[i]) {
			if gutterAt(ls, cuts, i, g) {
				cuts[i] = append(cuts[i], g)
			}
		}
		slices.SortFunc(cuts[i], func(a, b gap) int { return a.at - b.at })
	}
	for i, l := range ls {
		start := 0
		for _, g := range cuts[i] {
			out = append(out, join(l[start:g.at]))
			start = g.at
		}
		out = append(out, join(l[start:]))
	}
	return out
}

// keysApart reports whether line l holds keys alone (see hangingKeyRE),
// two or more, and weak gap g between them leaves room for a column
// (minColumn line heights): keys hung in the margins of page columns that
// chance to share a baseline, each to be read with its own column (see
// hangingKeys), not a table's key and its text.
func keysApart(l []span, g gap) bool {
	return g.x1-g.x0 >= minColumn*g.h && !slices.ContainsFunc(l, func(w span) bool {
		return !hangingKeyRE.MatchString(w.text())
	})
}

// columnsMeet reports whether gap g of line i parts the lines of two page
// columns set on one baseline, whose lines around it keep baselines of
// their own, so no gutter of theirs lines up with g: the text after g is
// a line of a column, wider than valueWidth line heights, and the text
// before it either a column's line as well, g being loneGap times the
// line's median word space or wider (see medianSpace; a line of prose spaces its
// words evenly, so one space several times the others parts two lines),
// or the short last line of a paragraph (see lastLine), whose gap is weak.
func columnsMeet(ls [][]span, i int, g gap) bool {
	l := ls[i]
	if textWidth(l[g.at:], g.h) < valueWidth*g.h {
		return false
	}
	if g.weak {
		return lastLine(ls, i, g)
	}
	return widthBefore(l[:g.at], g.h) >= valueWidth*g.h && g.x1-g.x0 >= loneGap*medianSpace(l)
}

// loneGap is how many times a line's word space (see medianSpace) a gap
// between two page columns' lines is at least.
const loneGap = 3.0

// lastLine reports whether the text before weak gap g of line i, narrow
// and first on its line, is the last line of a paragraph: the nearest line
// above it with a word starting where it starts (within lineUp line
// heights), at most blockGap line heights above it, sets text from there
// at least minColumn line heights wide that ends before g's end by
// channelWidth line heights, its paragraph's line of a page column, where
// the row above a table's key sets another key as narrow, or crosses the
// white before the table's next column.
func lastLine(ls [][]span, i int, g gap) bool {
	w := ls[i][0]
	for j := i - 1; j >= 0; j-- {
		l := ls[j]
		k := slices.IndexFunc(l, func(o span) bool { return math.Abs(o.x0-w.x0) <= lineUp*g.h })
		if k < 0 && w.y0-l[0].y1 <= blockGap*g.h {
			continue
		}
		if k < 0 || w.y0-l[k].y1 > blockGap*g.h {
			return false
		}
		width := textWidth(l[k:], g.h)
		return width >= minColumn*g.h && w.x0+width <= g.x1-channelWidth*g.h
	}
	return false
}

// gutterAt reports whether gap g of line i, no candidate of gaps, is a
// gutter all the same: it stands in a white channel at least
// channelLines lines tall and ends where a cut of the line above or below
// ends.
func gutterAt(ls [][]span, cuts [][]gap, i int, g gap) bool {
	return channel(ls, i, g) >= channelLines && cutBeside(cuts, i, g)
}

// channelLines is the least number of lines, the line itself included,
// a gutter's white runs through (see channel).
const channelLines = 3

// gutterLines is the least number of lines a candidate's white channel
// runs through to be a gutter whatever the gaps beside it: a column's
// height, where the spaces of justified lines line up for two to five
// lines at most.
const gutterLines = 6

// channelWidth is the least width, in line heights, of the white a gutter
// keeps through the lines of its channel.
const channelWidth = 0.45

// spaces returns the gaps of line l at least gutterFactor line heights
// wide with at least minColumn line heights of text on their left since
// the line's start or its previous cut in cuts: as gaps returns its
// candidates, without the candidates before them taking their place.
func spaces(l []span, cuts []gap) []gap {
	h := medianHeight(l)
	var out []gap
	start := l[0].x0
	for i := 1; i < len(l); i++ {
		if slices.ContainsFunc(cuts, func(c gap) bool { return c.at == i }) {
			start = l[i].x0
			continue
		}
		if l[i].x0-l[i-1].x1 >= gutterFactor*h && l[i-1].x1-start >= minColumn*h {
			out = append(out, gap{at: i, x0: l[i-1].x1, x1: l[i].x0, h: h})
		}
	}
	return out
}

// channel returns how many lines in a row, line i among them, have a
// column's edge where gap g ends: a word starting within lineUp line
// heights of g's end, with white at least channelWidth line heights wide
// before it (see edgeLines), after another word of its line or first on
// it with text of another line standing beside it on the left (see
// besideLeft): columns set side by side keep baselines of their own, so
// a line of the right column is a line of its own where the left column's
// lines fall between its lines.
func channel(ls [][]span, i int, g gap) int {
	return 1 + edgeLines(ls, i-1, i+1, g.x1, channelWidth, func([]span) float64 { return g.h },
		func(j, k int, _ float64) bool { return k > 0 || besideLeft(ls, j, g.x1-channelWidth*g.h) })
}

// hangingChannel returns the channel (see channel) of the column whose
// text starts right after gap g of line i, measured at the edge of its
// lines that start further left: a column set with hanging indents (a
// bestiary's entries, a list) starts its entries' first lines up to
// hangingIndent line heights left of their other lines, and its gutter
// is the white before the first lines. 0 when no line within two of line
// i starts there, after white channelWidth line heights wide.
func hangingChannel(ls [][]span, i int, g gap) int {
	x := g.x1
	for j := max(0, i-2); j <= min(len(ls)-1, i+2); j++ {
		for _, w := range ls[j] {
			if w.x0 < g.x1-hangingIndent*g.h || w.x0 > g.x1-lineUp*g.h || w.x0 >= x {
				continue
			}
			if !slices.ContainsFunc(ls[j], func(o span) bool { return o.x1 > w.x0-channelWidth*g.h && o.x0 < w.x0 }) {
				x = w.x0
			}
		}
	}
	if x == g.x1 {
		return 0
	}
	h := g
	h.x1 = x
	return channel(ls, i, h)
}

// hangingIndent is how far, in line heights, a hanging indent sets a
// column's lines right of its entries' first lines.
const hangingIndent = 2.5

// besideLeft reports whether a word of a line near line j (two lines up
// or down) ends at or before x and shares some height with line j's first
// word: the text of a column to the left of line j's.
func besideLeft(ls [][]span, j int, x float64) bool {
	w := ls[j][0]
	for m := max(0, j-2); m <= min(len(ls)-1, j+2); m++ {
		if m != j && slices.ContainsFunc(ls[m], func(o span) bool { return o.x1 <= x && o.yOverlap(w.box) > 0 }) {
			return true
		}
	}
	return false
}

// edgeLines returns how many lines, going up from line above and down from
// line below, have an edge at x where a white lane ends: a word starting
// within lineUp line heights of x, the kth of line j, that counts (see
// counts), with no word across the white from white to lineUp line heights
// before x, in the line's height (see height). A line white there (a short
// last line, a paragraph's end, a column begun lower) neither counts nor
// ends the run; a word across that white ends it. Columns of a page
// (channel) and the lanes of a grid that go on as a page's gutter
// (gutterLane) are found by it.
func edgeLines(ls [][]span, above, below int, x, white float64, height func(l []span) float64, counts func(j, k int, h float64) bool) int {
	n := 0
	for _, step := range []int{-1, 1} {
		j := above
		if step > 0 {
			j = below
		}
		for ; j >= 0 && j < len(ls); j += step {
			l := ls[j]
			if len(l) == 0 {
				continue
			}
			h := height(l)
			if slices.ContainsFunc(l, func(w span) bool { return w.x0 < x-lineUp*h && w.x1 > x-white*h }) {
				break
			}
			if k := slices.IndexFunc(l, func(w span) bool { return math.Abs(w.x0-x) <= lineUp*h }); k >= 0 && counts(j, k, h) {
				n++
			}
		}
	}
	return n
}

// cutBeside reports whether the line above or below line i has a gutter cut
// ending where gap g ends (within lineUp line heights).
func cutBeside(cuts [][]gap, i int, g gap) bool {
	for _, j := range []int{i - 1, i + 1} {
		if j >= 0 && j < len(cuts) && slices.ContainsFunc(cuts[j], func(c gap) bool { return math.Abs(c.x1-g.x1) <= lineUp*g.h }) {
			return true
		}
	}
	return false
}

// lineUp is how far, in line heights, the ends of the gaps of a gutter
// on neighbouring lines may differ.
const lineUp = 0.25

// gaps returns the candidate gutters of a line, left to right: gaps of at
// least gutterFactor line heights, wide from wideGutter (wideUnlike
// between words not alike), with at least
// minColumn line heights of text on their left since the previous
// candidate that is no word space of a justified line (see evenSpace).
// Narrower text is a bullet, a footnote mark or a table's key
// when at most bulletGap line heights from the text after it, and a key
// further away when it starts the line set alike with that text (see
// alike): the gap is a weak candidate, a gutter only when the gutters of
// the lines around it line up with it (the short last line of a column
// beside the next column's text). Otherwise narrow text is a label on a
// map, and the gap wide, unless set alike: the gap a candidate.
func gaps(l []span) []gap {
	h := medianHeight(l)
	var out []gap
	start := 0
	for i := 1; i < len(l); i++ {
		w := l[i].x0 - l[i-1].x1
		if w < gutterFactor*h || wordSpace(l, i, h) {
			continue
		}
		a := alike(l[i-1], l[i])
		g := gap{i, l[i-1].x1, l[i].x0, h, w >= wideGutter*h || !a && w >= wideUnlike*h, false}
		if l[i-1].x1-l[start].x0 < minColumn*h {
			if w <= bulletGap*h {
				continue
			}
			g.wide = g.wide || !a
			g.weak = a && start == 0
			if g.weak {
				g.wide = false
			}
		}
		out = append(out, g)
		start = i
	}
	return out
}

// evenSpace is how far, as a factor either way, the word spaces of a line
// of prose stand from each other: a line, justified or not, spaces its
// words evenly.
const evenSpace = 1.5

// justifiedSpace is the widest word space of a justified line, in line
// heights (see gutterFactor).
const justifiedSpace = 1.2

// wordSpace reports whether the gap before word i of line l, h points
// high, is a word space of a line of prose: at most justifiedSpace line
// heights, in a run of three gaps or more, each within evenSpace of it
// either way. The wide spaces of a justified line are candidates of gaps,
// and the text after one goes on; the labels of a map, a table's cells,
// stand unevenly or further apart.
func wordSpace(l []span, i int, h float64) bool {
	w := l[i].x0 - l[i-1].x1
	even := func(k int) bool {
		g := l[k].x0 - l[k-1].x1
		return g <= evenSpace*w && g*evenSpace >= w
	}
	n := 1
	for k := i - 1; k >= 1 && even(k); k-- {
		n++
	}
	for k := i + 1; k < len(l) && even(k); k++ {
		n++
	}
	return w <= justifiedSpace*h && n >= 3
}

// medianSpace returns the upper median of the gaps between the words of
// line l, which has two words or more.
func medianSpace(l []span) float64 {
	gs := make([]float64, len(l)-1)
	for i := 1; i < len(l); i++ {
		gs[i-1] = l[i].x0 - l[i-1].x1
	}
	slices.Sort(gs)
	return gs[len(gs)/2]
}

// alike reports whether word b continues word a in type of about one size
// on one baseline, as a table's key and its text do and a label on a map
// beside the text does not: the font bodies of a's last letter and b's
// first differ in height by less than a tenth and in their bottoms (the
// descent below the baseline) by less than a quarter of the taller.
// Letters whose fonts lack metrics are alike.
func alike(a, b span) bool {
	ha, hb := a.tail.height(), b.head.height()
	return oneSize(a.tail, b.head) && (a.tail == (box{}) || b.head == (box{}) || math.Abs(a.tail.y1-b.head.y1) < 0.25*max(ha, hb))
}

// oneSize reports whether font bodies a and b differ in height by less
// than a tenth, or either is unknown (the zero box).
func oneSize(a, b box) bool {
	if a == (box{}) || b == (box{}) {
		return true
	}
	ha, hb := a.height(), b.height()
	return min(ha, hb) > 0.9*max(ha, hb)
}

// linedUp reports whether at least two of the lines within two of line i
// have a candidate gutter, not weak, overlapping g and ending where g ends,
// within a line height, or start there, first on their line, beside the
// text of a column on the left (see besideLeft; a column's line set on a
// baseline of its own): the text after a column gutter starts at the
// column's left edge, whereas a word space in a title stands over a
// gutter by chance.
func linedUp(ls [][]span, cands [][]gap, i int, g gap) bool {
	n := 0
	for j := max(0, i-2); j <= min(len(cands)-1, i+2); j++ {
		if j != i && (slices.ContainsFunc(cands[j], func(o gap) bool {
			return !o.weak && o.x0 < g.x1 && g.x0 < o.x1 && math.Abs(o.x1-g.x1) <= g.h
		}) || math.Abs(ls[j][0].x0-g.x1) <= g.h && besideLeft(ls, j, g.x1-channelWidth*g.h)) {
			n++
		}
	}
	return n >= 2
}

// join returns words as one span, separated by spaces, with the first
// word's head, the last word's tail and the smallest word size. A space
// between two words set alike is set like them.
func join(ws []span) span {
	f := span{box: ws[0].box, head: ws[0].head, tail: ws[len(ws)-1].tail, size: ws[0].size}
	for i, w := range ws {
		f.box, f.size = f.box.union(w.box), min(f.size, w.size)
		if i > 0 {
			f.runs = appendRuns(f.runs, " ", w.runs)
		} else {
			f.runs = append(f.runs, w.runs...)
		}
	}
	return f
}

// appendRuns returns a new slice of runs followed by sep and more, sep set
// like the runs on either side of it when they are alike, else plain;
// neighbouring runs set alike merge.
func appendRuns(runs []textRun, sep string, more []textRun) []textRun {
	st := runs[len(runs)-1].st
	if st != more[0].st {
		st = style{}
	}
	out := append(make([]textRun, 0, len(runs)+len(more)+1), runs...)
	for _, r := range append([]textRun{{sep, st}}, more...) {
		if l := &out[len(out)-1]; l.st == r.st {
			l.text += r.text
			continue
		}
		out = append(out, r)
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
