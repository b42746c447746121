package preprocess

import (
	"math"
	"slices"
	"strings"
)

// A table of two columns, a die column and an entry column under a header
// row ("d6 Encounter" over "1 2d4 dock rats"), has one lane of white
// between its columns, where grids takes two: one lane alone may be a
// page gutter. Such a table set in padded cells, as ReportLab, InDesign
// or Word set it, spaces its rows further apart than the lines of a
// block, and its keys a cell's width from their entries, so fragments
// cuts some rows at the lane and joins others, and its columns' blocks no
// longer pair line for line. keyTables finds it by the header that heads
// its columns and the die values down its first.

// keyRow is a line of a keyed table: the words of its key cell (none on
// a line of an entry wrapped in its cell) and of its entry cell, as
// indices into its line j.
type keyRow struct {
	j                    int
	key0, entry0, entry1 int
}

// keyTables returns the rows of the keyed tables among lines ls, each a
// span with its two cells, and the lines with the tables' words taken
// out (a line left empty dropped). A keyed table is a header row (see
// keyHeader) and two rows or more under it, each led by a key cell
// holding a die value or range alone (see dieCell) in the header's first
// column, its entry starting where the header's second cell starts
// (within lineUp line heights) after white at least cellGap line heights
// wide: cells on one baseline across a steady lane of white. Its rows
// stand at most rowGap font bodies apart (see bodyHeight); a line of an
// entry wrapped in its cell, starting at the entry column with no key,
// joins the row it is set nearer (see ownerOf), above or below, as a cell
// set at its row's top or foot leaves it. Text beside the table, clear
// of its columns, is left to fragments; a line crossing them ends it.
// A table set solid is one as well: its rows read row by row only as
// long as fragments cut every row at the die column's lane, and a die
// value set alike its entry, a little apart from it, is cut where the
// rows around it are cut and joined where they are not. Where text
// stands beside every keyed row, on its baseline, the table has a third
// column, or is a list set in two columns whose second numbers on (see
// keysContinue): it is left to grids and rows, as a page column's prose,
// set to a leading of its own, shares few rows' baselines.
func keyTables(ls [][]span) ([]span, [][]span) {
	ls = slices.Clone(ls)
	var out []span
	for i := range ls {
		if rs, ok := keyTable(ls, i); ok {
			out = append(out, keyTableRows(ls, rs)...)
		}
	}
	return out, slices.DeleteFunc(ls, func(l []span) bool { return len(l) == 0 })
}

// keyTable returns the lines of the keyed table headed by line i of ls,
// its header first (see keyTables); ok is false when none is.
func keyTable(ls [][]span, i int) ([]keyRow, bool) {
	l := ls[i]
	for p := 1; p < len(l); p++ {
		h := medianHeight(l)
		if l[p].x0-l[p-1].x1 < cellGap*h {
			continue
		}
		k0 := cellStart(l, p-1, h)
		head := keyRow{j: i, key0: k0, entry0: p, entry1: cellEnd(l, p, h)}
		if !keyHeader(l[k0:p], l[p:head.entry1], h) {
			continue
		}
		if rs := keyRowsUnder(ls, head); len(rs) > 0 {
			return rs, true
		}
	}
	return nil, false
}

// keyRowsUnder returns header head with the lines of the keyed table under
// it, or nil when fewer than gridRows-1 of them hold a key.
func keyRowsUnder(ls [][]span, head keyRow) []keyRow {
	hl := ls[head.j]
	h := medianHeight(hl)
	kx0, ex := hl[head.key0].x0, hl[head.entry0].x0
	x1 := hl[head.entry1-1].x1
	rs := []keyRow{head}
	last := join(hl[head.key0:head.entry1])
	keys := 0
	for j := head.j + 1; j < len(ls); j++ {
		l := ls[j]
		in := func(w span) bool { return w.x1 > kx0-lineUp*h && w.x0 < x1 }
		if !slices.ContainsFunc(l, in) {
			continue // text beside the table
		}
		q := slices.IndexFunc(l, func(w span) bool { return math.Abs(w.x0-ex) <= lineUp*h })
		if q < 0 {
			break
		}
		r := keyRow{j: j, key0: q, entry0: q, entry1: cellEnd(l, q, h)}
		if q > 0 && in(l[q-1]) {
			if l[q].x0-l[q-1].x1 < cellGap*h {
				break
			}
			r.key0 = cellStart(l, q-1, h)
			if l[r.key0].x0 < kx0-lineUp*h-h || !dieCell(join(l[r.key0:q]).text()) {
				break
			}
			keys++
		}
		row := join(l[r.key0:r.entry1])
		if row.y0-last.y1 > rowGap*max(bodyHeight(row), bodyHeight(last)) {
			break
		}
		x1 = max(x1, row.x1)
		rs, last = append(rs, r), row
	}
	if keys < gridRows-1 || !slices.ContainsFunc(rs[1:], func(r keyRow) bool { return r.key0 < r.entry0 && !besideOn(ls[r.j], r.entry1) }) {
		return nil
	}
	return rs
}

// besideOn reports whether word k of line l, after a cell's last, stands
// on that cell's baseline (see alike): a cell of the same row, where a
// page column's line beside, set to a leading of its own, shares the
// line's band but seldom its baseline.
func besideOn(l []span, k int) bool {
	return k < len(l) && alike(l[k-1], l[k])
}

// keyHeader reports whether key and entry, the cells of a line over a
// keyed table's columns, are its header: its first cell names the die or
// the roll (see sideLabelRE), or both are set bold, as a header row heads
// its columns; and the first is as narrow as a key (minColumn line heights
// h), and no die value or key itself ("1" over "2", "3": the first row, or
// an area's key hung beside its bold title).
func keyHeader(key, entry []span, h float64) bool {
	if width(key) >= minColumn*h || dieCell(strings.TrimSpace(join(key).text())) {
		return false // a die value or key heads a row: a bold key over its bold title keys an area
	}
	if sideLabelRE.MatchString(join(key).text()) {
		return true
	}
	bold := func(w span) bool {
		return !slices.ContainsFunc(w.runs, func(r textRun) bool { return !r.st.bold && strings.TrimSpace(r.text) != "" })
	}
	return !slices.ContainsFunc(slices.Concat(key, entry), func(w span) bool { return !bold(w) })
}

// dieCell reports whether text is a die value or range alone ("4",
// "01–15"; see dieKeyRE).
func dieCell(text string) bool {
	return strings.TrimSpace(dieKeyRE.FindString(text)) == text && text != ""
}

// cellStart returns the first word of the cell of line l that word k
// ends: back from k to a gap of gutterFactor line heights h or more, the
// white beside a cell, where a word space, wider by a narrow figure's ink
// ("1 giant crab"), may reach cellGap.
func cellStart(l []span, k int, h float64) int {
	for k > 0 && l[k].x0-l[k-1].x1 < gutterFactor*h {
		k--
	}
	return k
}

// cellEnd returns the end of the cell of line l that word k starts: the
// word after the last before a gap of gutterFactor line heights h or more.
func cellEnd(l []span, k int, h float64) int {
	for k+1 < len(l) && l[k+1].x0-l[k].x1 < gutterFactor*h {
		k++
	}
	return k + 1
}

// keyTableRows returns the rows of the keyed table of lines rs as spans
// with two cells, key and entry, taking their words out of ls: a wrapped
// line's entry words join the entry of the row it belongs to (see
// ownerOf).
func keyTableRows(ls [][]span, rs []keyRow) []span {
	spans := make([]span, len(rs))
	owner := make([]int, len(rs))
	n := 0
	for k, r := range rs {
		spans[k] = join(ls[r.j][r.key0:r.entry1])
		owner[k] = -1
		if k == 0 || r.key0 < r.entry0 {
			owner[k], n = n, n+1
		}
	}
	keys, entries := make([][]span, n), make([][]span, n)
	for k, r := range rs {
		o := ownerOf(spans, owner, k)
		keys[o] = append(keys[o], ls[r.j][r.key0:r.entry0]...)
		entries[o] = append(entries[o], ls[r.j][r.entry0:r.entry1]...)
	}
	for _, r := range rs {
		ls[r.j] = slices.Delete(slices.Clone(ls[r.j]), r.key0, r.entry1)
	}
	out := make([]span, n)
	for o := range out {
		out[o] = join(slices.Concat(keys[o], entries[o]))
		out[o].cells = []span{join(keys[o]), join(entries[o])}
	}
	return out
}
