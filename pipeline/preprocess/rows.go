package preprocess

import (
	"math"
	"slices"
)

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
// beside it. Two lists of short lines side by side, as many lines each,
// read row by row too.
func rows(bs []block) []block {
	for {
		i, j := valueColumn(bs)
		if i < 0 {
			return bs
		}
		bs[i] = beside(bs[i], bs[j])
		bs = slices.Delete(bs, j, j+1)
	}
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

// valuesOf reports whether block r is a column of values beside block l.
func valuesOf(l, r block) bool {
	if len(l.lines) < 2 || len(l.lines) != len(r.lines) || r.x0 < l.x1 {
		return false
	}
	for k, a := range l.lines {
		b := r.lines[k]
		h := max(a.height(), b.height())
		if b.x1-b.x0 >= valueWidth*h || math.Abs(a.yCentre()-b.yCentre()) >= h/2 || !alike(a, b) {
			return false
		}
	}
	return true
}

// beside returns block l with the lines of block r appended to its lines,
// one for one.
func beside(l, r block) block {
	out := block{lines: make([]span, len(l.lines)), box: l.box.union(r.box)}
	for k, a := range l.lines {
		b := r.lines[k]
		out.lines[k] = span{text: a.text + " " + b.text, box: a.box.union(b.box), head: a.head, tail: b.tail}
	}
	return out
}
