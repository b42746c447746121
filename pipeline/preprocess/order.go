package preprocess

import (
	"cmp"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// blockGap is the largest vertical gap, in line heights, between two lines
// of one block. In the corpus leading leaves 0.2 to 0.7, a heading 0.8 to
// 1.2 above its paragraph; list items 1.5 apart and paragraphs 2 stay
// separate blocks.
const blockGap = 1.3

// block is a stack of fragments read top to bottom: a paragraph, a heading
// with its paragraph, a column of a table.
type block struct {
	lines []span
	box
}

// blocks stacks fragments into blocks: taken top to bottom, a fragment
// joins the block whose last line it sits under (overlapping in x, at most
// blockGap line heights below) when exactly one block qualifies and no
// line crosses a gap beside the other (see split), and a row of a grid
// (see grids) and a line of text do not stack, and starts a new block
// otherwise, so a heading across two columns stays apart, and so do the
// columns of a table and the lines of text above and below it.
func blocks(frags []span) []block {
	slices.SortStableFunc(frags, func(a, b span) int {
		return cmp.Or(cmp.Compare(a.y0, b.y0), cmp.Compare(a.x0, b.x0))
	})
	var out []block
	for n, f := range frags {
		k := -1
		for i := range out {
			if l := out[i].lines[len(out[i].lines)-1]; (l.cells == nil) == (f.cells == nil) && under(l, f) && !split(frags, n, l) && !across(frags, l, f) {
				if k >= 0 {
					k = -2
					break
				}
				k = i
			}
		}
		if k < 0 {
			out = append(out, block{lines: []span{f}, box: f.box})
			continue
		}
		out[k].lines = append(out[k].lines, f)
		out[k].box = out[k].box.union(f.box)
	}
	return out
}

// split reports whether another fragment on the line of fragment frags[n]
// sits under line l too, or another fragment on l's line stands over
// frags[n] too: one line crosses the gap between the other two, so the gap
// is no page gutter, which no line crosses, but the gap between the
// columns of a table set below or above a line of text, and the line does
// not continue a column's block.
func split(frags []span, n int, l span) bool {
	f := frags[n]
	for m, g := range frags {
		if m != n && g.yOverlap(f.box) >= 0.5*min(f.height(), g.height()) && under(l, g) ||
			g.box != l.box && g.yOverlap(l.box) >= 0.5*min(l.height(), g.height()) && g.xOverlaps(f.box) && g.y1 < f.yCentre() {
			return true
		}
	}
	return false
}

// across reports whether line l, set larger than fragment f below it, is
// a title over columns rather than the heading of f's paragraph: another
// fragment beside f, clear of it in x, stands under l within blockGap
// line heights of f's top or above it (the first line of a column begun
// lower or higher than f's), or, when nothing stands beside l (a centred
// title no wider than the middle one of three columns), such fragments
// stand on both sides of f.
func across(frags []span, l, f span) bool {
	if oneSize(l.head, f.head) || l.size <= f.size {
		return false
	}
	h := max(l.height(), f.height())
	var under, left, right bool
	for _, g := range frags {
		if g.box == f.box || g.xOverlaps(f.box) || g.yCentre() <= l.y1 || g.y0-f.y0 > blockGap*h {
			continue
		}
		under = under || l.xOverlaps(g.box)
		left = left || g.x1 <= f.x0
		right = right || g.x0 >= f.x1
	}
	return under || left && right && !slices.ContainsFunc(frags, func(g span) bool { return g.box != l.box && g.yOverlap(l.box) > 0 })
}

// under reports whether fragment f is the next line below fragment l. Two
// rows of a grid are measured by their fonts' bodies (see bodyHeight), a
// line's, not the height of a row wrapped onto several lines, and rowGap,
// as gridTables found them, since a cell's padding spaces them apart: the
// next grid under a paragraph below is another table.
func under(l, f span) bool {
	h, gap := max(l.height(), f.height()), blockGap
	if l.cells != nil && f.cells != nil {
		h, gap = max(bodyHeight(l), bodyHeight(f)), rowGap
	}
	return l.xOverlaps(f.box) && f.yCentre() > l.y1 && f.y0-l.y1 <= gap*h
}

// hangingKeyRE matches the text of a key hung in the margin: a number of
// up to four digits, with a letter before or after it and a mark ("12",
// "7a.", "B3", "#4", "(12)").
var hangingKeyRE = regexp.MustCompile(`^[#(\[]?[A-Z]?\d{1,4}[a-z]?[.:)\]]?$`)

// hangingKeys returns bs with each key hung in the margin set at the head
// of the line it keys. A module may set an area's key out in the margin,
// often larger than the text, beside the first line of its paragraph: a
// block whose lines each hold a key alone (see hangingKeyRE) and stand
// beside a line of a block to its right (see hangsBeside). Breuel's rule
// 2 reads a block wholly left of another first, so the keys were read
// before the whole page, their paragraphs left without them.
func hangingKeys(bs []block) []block {
	for k := 0; k < len(bs); k++ {
		type at struct{ b, l int }
		var to []at
		for _, key := range bs[k].lines {
			for i := range bs {
				if j := hangsBeside(key, bs[k], bs[i]); j >= 0 {
					to = append(to, at{i, j})
					break
				}
			}
		}
		if len(to) == 0 || len(to) < len(bs[k].lines) {
			continue
		}
		for n, key := range bs[k].lines {
			l := &bs[to[n].b].lines[to[n].l]
			l.runs = appendRuns(key.runs, " ", l.runs) // the line keeps its box: the key stands in the margin
		}
		bs = slices.Delete(bs, k, k+1)
		k--
	}
	return bs
}

// hangsBeside returns the line of block b beside which line key of block
// kb hangs in the margin, or -1: key holds a key alone, b's lines stand
// no more than two of the key's heights to the right of kb, and the
// key's middle stands within the line or half its height below it, or
// else, the key set alone on a line of its own over its paragraph (as a
// zine may set a large numeral over the first line, in the margin), the
// key's middle stands above the line and its foot within half the line's
// height of the line's top.
func hangsBeside(key span, kb, b block) int {
	if key.cells != nil || b.lines[0].cells != nil || !hangingKeyRE.MatchString(strings.TrimSpace(key.text())) {
		return -1
	}
	if gap := b.x0 - kb.x1; gap < 0 || gap > 2*key.height() {
		return -1
	}
	if j := slices.IndexFunc(b.lines, func(l span) bool {
		return key.yCentre() >= l.y0 && key.yCentre() <= l.y1+0.5*l.height()
	}); j >= 0 {
		return j
	}
	return slices.IndexFunc(b.lines, func(l span) bool {
		return key.yCentre() < l.y0 && l.y0-key.y1 <= 0.5*l.height()
	})
}

// readingOrder sorts blocks into reading order by T. M. Breuel's rules
// ("High performance document layout analysis", 2003): a comes before b
// when (1) their x-ranges overlap and a is above b, or (2) a lies wholly
// left of b and no third block vertically between them overlaps both in
// x. Rule 1 reads down a column, rule 2 reads the left column before the
// right one, and a heading across both columns keeps the columns above and
// below it apart. The partial order is sorted topologically, taking the
// top-most, then left-most, ready block first; a cycle (overlapping
// blocks) is broken the same way. A block that spans the columns (see
// spansColumns) comes after every block above it and before every block
// below it, though it is narrower than the page.
func readingOrder(bs []block) []block {
	n := len(bs)
	after := make([][]int, n)
	preds := make([]int, n)
	spans := make([]bool, n)
	for a := range bs {
		spans[a] = spansColumns(bs, a)
	}
	for a := range bs {
		for b := range bs {
			if a != b && before(bs, spans, a, b) {
				after[a] = append(after[a], b)
				preds[b]++
			}
		}
	}
	done := make([]bool, n)
	out := make([]block, 0, n)
	for len(out) < n {
		next := first(bs, done, preds, true)
		if next < 0 {
			next = first(bs, done, preds, false)
		}
		done[next] = true
		out = append(out, bs[next])
		for _, b := range after[next] {
			preds[b]--
		}
	}
	return out
}

// before reports whether block a precedes block b: by spans, a block
// spanning the columns (see spansColumns) above the other precedes it;
// else by rule 1 or 2.
func before(bs []block, spans []bool, a, b int) bool {
	ba, bb := bs[a].box, bs[b].box
	switch {
	case spans[a] && bb.y0 >= ba.y1:
		return true
	case spans[b] && ba.y0 >= bb.y1:
		return false
	}
	if ba.xOverlaps(bb) {
		return ba.yCentre() < bb.yCentre()
	}
	if ba.x1 > bb.x0 {
		return false
	}
	lo, hi := min(ba.yCentre(), bb.yCentre()), max(ba.yCentre(), bb.yCentre())
	for c, bc := range bs {
		if c != a && c != b && bc.yCentre() >= lo && bc.yCentre() <= hi &&
			bc.xOverlaps(ba) && bc.xOverlaps(bb) {
			return false
		}
	}
	return true
}

// spansColumns reports whether block a stands across the columns of the
// page: no other block but a folio (see folioBeside) stands beside it
// (shares some of its height), and
// below it blocks stand wholly to its left and wholly to its right, the
// columns it heads. A centred title over three columns may be no wider
// than the middle one, and rule 2 would read the left column before it.
func spansColumns(bs []block, a int) bool {
	ba := bs[a].box
	left, right := false, false
	for c, bc := range bs {
		switch {
		case c == a, folioBeside(bs[c], bs[a]):
		case bc.yOverlap(ba) > 0:
			return false
		case bc.y0 >= ba.y1 && bc.x1 <= ba.x0:
			left = true
		case bc.y0 >= ba.y1 && bc.x0 >= ba.x1:
			right = true
		}
	}
	return left && right
}

// folioBeside reports whether block f is a folio set on the line of block
// t, a title: one line holding a number alone, in smaller type than the
// title's. A page number in the corner beside a chapter's title is page
// furniture, not a column's text beside it.
func folioBeside(f, t block) bool {
	if len(f.lines) != 1 || len(t.lines) == 0 || f.lines[0].size >= t.lines[0].size {
		return false
	}
	n := strings.TrimSpace(f.lines[0].text())
	return n != "" && strings.Trim(n, "0123456789") == ""
}

// first returns the top-most, then left-most block not done, among those
// with no pending predecessor when ready is set; -1 if there is none.
func first(bs []block, done []bool, preds []int, ready bool) int {
	best := -1
	for i, b := range bs {
		if done[i] || ready && preds[i] > 0 {
			continue
		}
		if best < 0 || cmp.Or(cmp.Compare(b.y0, bs[best].y0), cmp.Compare(b.x0, bs[best].x0)) < 0 {
			best = i
		}
	}
	return best
}

// valueWidth is the widest line, in line heights, of a column of values in
// a table ("1d4 × 10,000", "120' (40')"); a column of prose is wider (28
// in Darkloch's narrow columns).
const valueWidth = 8.0

// rows joins the columns of tables back into rows. A block is a column of
// values (hit dice, armour class, a price) when each of its lines is
// narrower than valueWidth line heights and stands on a line of a block of
// two lines or more to its left, one for one, set alike (see alike): its
// lines are appended to those of that block, nearest column first, so a
// table whose first column is wide reads row by row. Prose columns are
// wider than values, a heading stands on no line of its own block's
// neighbour one for one, and a stack of map labels is set unlike the text
// beside it. A column of keys (every line narrower than valueWidth) with
// a column of one-line descriptions on its right, as many lines each, reads
// row by row too, and so do two lists of short lines side by side, and two
// columns of any width whose lines both break short of the next line's
// first word (see unwrapped): a table's cells, not a page's columns,
// unless both head with the same line, as a list set in two columns
// repeats its header over each, or, under no header, the right one's die
// values number on past the left one's (see keysContinue): a list in two
// columns reads column by column. Under two headers of their own such
// columns are a table's.
//
// A column of labels, each ending in a colon, with their values on its
// right ("Armor Class:" beside "13 (11)", as a stat block set as a table
// of two columns prints them) reads row by row as well, each label and
// its value one line of text ("Armor Class: 13 (11)"), where the labels'
// block holds other lines above or below them (the creature's name over
// the labels, the paragraph before them): those lines stay a block of
// their own.
func rows(bs []block) []block {
	for {
		if i, j := valueColumn(bs); i >= 0 {
			bs[i] = beside(bs[i], bs[j])
			bs = slices.Delete(bs, j, j+1)
			continue
		}
		i, j, at, values := labelColumn(bs)
		if i < 0 {
			return bs
		}
		l, n := bs[i].lines, len(values.lines)
		paired := make([]span, n) // a label and its value read as one line, no table's row
		for k := range paired {
			paired[k] = joined(l[at+k], values.lines[k])
		}
		parts := []block{blockOf(paired)}
		if at > 0 {
			parts = slices.Insert(parts, 0, blockOf(l[:at]))
		}
		if at+n < len(l) {
			parts = append(parts, blockOf(l[at+n:]))
		}
		rest := slices.Delete(slices.Clone(bs), j, j+1)
		if j < i {
			i--
		}
		bs = slices.Concat(rest[:i], parts, rest[i+1:])
	}
}

// labelColumn returns the first block i, in order, with a run of lines
// from line at that are labels of the values of block j on their right,
// and those values, a line each (see labelsOf); -1, -1 if there is none.
func labelColumn(bs []block) (i, j, at int, values block) {
	for i := range bs {
		for j := range bs {
			if j == i {
				continue
			}
			if at, values, ok := labelsOf(bs[i], bs[j]); ok {
				return i, j, at, values
			}
		}
	}
	return -1, -1, 0, block{}
}

// labelsOf reports whether the lines of block r stand beside a run of
// two or more of block l's lines from line at that are labels: each set
// alike its value, left of it, on its line, and ending in a colon. A line
// of r on no line of l is a line of a value wrapped in its cell, set
// solid with the line above it or below it (whichever is nearer), whose
// value it goes on; values holds r's lines so joined, one for each label.
func labelsOf(l, r block) (at int, values block, ok bool) {
	owner := make([]int, len(r.lines))
next:
	for at := range l.lines {
		m := at
		for k, b := range r.lines {
			switch {
			case m < len(l.lines) && label(l.lines[m], b):
				owner[k] = m - at
				m++
			case slices.ContainsFunc(l.lines, func(a span) bool { return sideBySide(a, b) }):
				continue next // a value beside a line that is no label of the run
			default:
				owner[k] = -1
			}
		}
		if m-at < 2 {
			continue
		}
		vs := make([]span, m-at)
		for k, b := range r.lines {
			o := ownerOf(r.lines, owner, k)
			if vs[o].runs == nil {
				vs[o] = b
				continue
			}
			vs[o] = joined(vs[o], b)
		}
		return at, blockOf(vs), true
	}
	return 0, block{}, false
}

// ownerOf returns the label whose value line k of ls is, by owner (the
// label of each line set beside one, -1 for a wrapped line): a wrapped
// line's is that of the nearest labelled line on the side of the nearer
// of the lines above and below it, else on the other side.
func ownerOf(ls []span, owner []int, k int) int {
	if owner[k] >= 0 {
		return owner[k]
	}
	step := 1
	if k > 0 && (k+1 == len(ls) || ls[k].y0-ls[k-1].y1 <= ls[k+1].y0-ls[k].y1) {
		step = -1
	}
	for _, d := range []int{step, -step} {
		for j := k + d; j >= 0 && j < len(ls); j += d {
			if owner[j] >= 0 {
				return owner[j]
			}
		}
	}
	return 0
}

// label reports whether line a is the label of value b: set alike, left
// of it on its line, and ending in a colon.
func label(a, b span) bool {
	return sideBySide(a, b) && alike(a, b) && a.x1 <= b.x0 && strings.HasSuffix(strings.TrimSpace(a.text()), ":")
}

// sideBySide reports whether lines a and b stand on one line: their
// middles less than half the taller one's height apart.
func sideBySide(a, b span) bool {
	return math.Abs(a.yCentre()-b.yCentre()) < max(a.height(), b.height())/2
}

// joined returns lines a and b as one line, b's words after a's, a space
// between.
func joined(a, b span) span {
	return span{runs: appendRuns(a.runs, " ", b.runs), box: a.box.union(b.box), head: a.head, tail: b.tail, size: min(a.size, b.size)}
}

// blockOf returns the block of lines ls, top to bottom.
func blockOf(ls []span) block {
	b := block{lines: ls, box: ls[0].box}
	for _, l := range ls[1:] {
		b.box = b.box.union(l.box)
	}
	return b
}

// valueColumn returns the first block i, in order, that has a column of
// values j on its right, the nearest one; -1, -1 if there is none.
func valueColumn(bs []block) (int, int) {
	for i := range bs {
		best := -1
		for j := range bs {
			if j != i && valuesOf(bs[i], bs[j]) && (best < 0 || bs[j].x0 < bs[best].x0) {
				best = j
			}
		}
		if best >= 0 {
			return i, best
		}
	}
	return -1, -1
}

// valuesOf reports whether block r is a column of values beside block l,
// or l a column of keys (short lines: numbers, names) beside r.
func valuesOf(l, r block) bool {
	if len(l.lines) < 2 || len(l.lines) != len(r.lines) || r.x0 < l.x1 {
		return false
	}
	keys, values := true, true
	for k, a := range l.lines {
		b := r.lines[k]
		if !sideBySide(a, b) || !alike(a, b) {
			return false
		}
		h := max(a.height(), b.height())
		keys = keys && a.x1-a.x0 < valueWidth*h
		values = values && b.x1-b.x0 < valueWidth*h
	}
	return (keys || values || unwrapped(l) && unwrapped(r) && l.lines[0].text() != r.lines[0].text()) && !(headless(l) && keysContinue(texts(l), texts(r)))
}

// headless reports whether block b starts with a line led by a die value
// (see dieKey), not a header.
func headless(b block) bool {
	_, _, ok := dieKey(b.lines[0].text())
	return ok
}

// texts returns the text of each line of block b.
func texts(b block) []string {
	out := make([]string, len(b.lines))
	for k, l := range b.lines {
		out[k] = l.text()
	}
	return out
}

// unwrapped reports whether a line of block b, not its last, leaves room
// within the block's width for the first word of the line below it, set
// in type of about one size (see oneSize) and style (a heading breaks
// before its paragraph whatever its width, and may be set bold in a size
// near the text's). Prose breaks a line only where the next word does not
// fit, so the lines of a page column, a paragraph's last line aside, fill
// it; a table's cells end where their row does. A word's width is taken
// as its share of its line's letters.
func unwrapped(b block) bool {
	for k, l := range b.lines[:len(b.lines)-1] {
		next := b.lines[k+1]
		text := []rune(next.text())
		word := len([]rune(strings.Fields(string(text))[0]))
		space := (next.x1 - next.x0) / float64(len(text))
		if oneSize(l.tail, next.head) && l.runs[len(l.runs)-1].st == next.runs[0].st && l.x1+space*float64(word+1) <= b.x1 {
			return true
		}
	}
	return false
}

// beside returns block l with the lines of block r appended to its lines,
// one for one, as the cells of table rows.
func beside(l, r block) block {
	out := block{lines: make([]span, len(l.lines)), box: l.box.union(r.box)}
	for k, a := range l.lines {
		b := r.lines[k]
		out.lines[k] = joined(a, b)
		out.lines[k].cells = slices.Concat(cellsOf(a), cellsOf(b))
	}
	return out
}

// cellsOf returns the cells of line s: its own, or s alone.
func cellsOf(s span) []span {
	if s.cells != nil {
		return s.cells
	}
	return []span{s}
}

// dieKeyRE matches a cell led by a die value or range ("7", "11-12",
// "3 Brigands"), its low and high ends.
var dieKeyRE = regexp.MustCompile(`^(\d{1,3})(?:\s?[-–—]\s?(\d{1,3}))?(?:\s|$)`)

// keysContinue reports whether cells, one a row, lead each row whose
// cell of first (the first column's, one a row) a die value leads with
// a die value as well, each the one after the value or range above it,
// numbering on past the first column's last: a list keyed by die values
// set in two columns ("1 Rats ... 6 Ghoul" beside "7 Wight ... 12 Lich"),
// which reads column by column, where the columns of a table each hold a
// field of every row. Two such rows at least.
func keysContinue(first, cells []string) bool {
	var rows []int
	last := 0
	for k, text := range first {
		if lo, hi, ok := dieKey(text); ok && lo > last {
			rows, last = append(rows, k), hi
		}
	}
	if len(rows) < 2 {
		return false
	}
	next := last + 1
	for n, k := range rows {
		lo, hi, ok := dieKey(cells[k])
		if !ok || lo != next && (n > 0 || lo < next) {
			return false
		}
		next = hi + 1
	}
	return true
}

// dieKey returns the low and high ends of the die value or range leading
// text (see dieKeyRE); ok is false when none does.
func dieKey(text string) (lo, hi int, ok bool) {
	m := dieKeyRE.FindStringSubmatch(text)
	if m == nil {
		return 0, 0, false
	}
	lo, _ = strconv.Atoi(m[1])
	hi = lo
	if m[2] != "" {
		hi, _ = strconv.Atoi(m[2])
	}
	return lo, hi, true
}
