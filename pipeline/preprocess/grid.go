package preprocess

import (
	"math"
	"slices"
)

// A grid is a table set as columns of cells: its rows share baselines, and
// every column is kept apart from the next by a lane of white that runs
// down through every row, header to last row, where the words of a page
// column's prose cross any such lane within a line or two. A wandering
// monster table with its stat columns ("Die Wandering Monster No. AC HD
// #AT D MV Save ML", then "1 Acolytes 1-8 2 1 1 1-6 60' C1 7") is one: its
// cells are too narrow for the gutter rule of fragments (see minColumn),
// which cut each row at other gaps and so read the table column by
// column. grids finds such tables on the lines of a page before fragments
// cuts them, and gives each row with its cells.

// cellGap is the least width, in line heights, of the white between two
// columns of a grid. A word space is 0.3 to 0.5 line heights, and the
// wider spaces of a justified line do not line up down three lines.
const cellGap = 0.6

// rowGap is the largest vertical gap, in the font's body heights (see
// bodyHeight), between two rows of a grid: rows set solid leave a fraction
// of one, and a cell's padding of up to half a line above and below its
// text one more; the labels of a map stand further apart.
const rowGap = 2.0

// gridRows is the least number of rows of a grid, its header among them.
const gridRows = 3

// lane is a band of white from x0 to x1 down a run of lines; held once a
// row has set words on either side of it (see laneRun).
type lane struct {
	x0, x1 float64
	held   bool
}

// grids returns the rows of the grids among lines ls, each a span with its
// cells left to right, and the lines with the grids' words taken out (a
// line left empty dropped). A grid is a run of at least gridRows lines
// with at least two lanes of white between its columns (cellGap line
// heights or wider, from the gaps between the words of the run's first
// line, crossed by no word of the run) that are no page gutters (see
// gutterLane), which bound it, as the white before its first line's first
// word and after its last word does. Each line of a grid has words in two
// of its columns or more, or none in its first, under a row (cells wrapped
// onto a second line, each joined to the cell above it); a line with
// words in its first column alone (a caption) ends it, and the
// lanes of the grid are those of its own lines. At least two of its
// columns hold only values (no cell wider than valueWidth line heights),
// as a page column of prose never does. A first column of die values or
// keys, every cell narrower than minColumn line heights, is joined to the
// column after it ("1 Acolytes"), as fragments joins a key to the text it
// leads.
func grids(ls [][]span) ([]span, [][]span) {
	ls = slices.Clone(ls)
	var out []span
	for i := range ls {
		for {
			t, ok := firstGrid(ls, i)
			if !ok {
				break
			}
			out = append(out, t.rows(ls)...)
		}
	}
	rest := slices.DeleteFunc(ls, func(l []span) bool { return len(l) == 0 })
	return out, rest
}

// firstGrid returns the first grid of the run of lines that starts at
// line i, its lanes found again in the grid's own lines.
func firstGrid(ls [][]span, i int) (gridTable, bool) {
	end, lanes := laneRun(ls, i, len(ls))
	if end-i < gridRows {
		return gridTable{}, false
	}
	for _, g := range laneGroups(ls, i, end, lanes) {
		ts := gridTables(ls, i, end, g)
		if len(ts) == 0 {
			continue
		}
		t := ts[0]
		from, to := t.rowLines[0][0], t.rowLines[len(t.rowLines)-1]
		if own, lanes := laneRun(ls, from, to[len(to)-1]+1); own == to[len(to)-1]+1 {
			for _, og := range laneGroups(ls, from, own, lanes) {
				if og.x0 < g.x1 && g.x0 < og.x1 {
					t.group = og
					break
				}
			}
		}
		return t, true
	}
	return gridTable{}, false
}

// laneRun returns the end (exclusive, at most limit) of the longest run of
// lines from line i through which lanes of white run, at least two between
// words of line i, and the lanes, the white before line i's first word and
// after its last first and last among them. The lanes start as the gaps of
// line i at least cellGap line heights wide between its words; a lane
// narrows to the white a line leaves in it and ends when it is narrower
// than cellGap. A lane is held once a line after line i sets words on
// either side of it less than valueWidth line heights apart, as the cells
// of a row stand; a lane ended before it is held was a space of the text
// beside the grid, and is dropped, but a held lane ended ends the run, as
// the text above and below a table crosses its lanes.
func laneRun(ls [][]span, i, limit int) (int, []lane) {
	l := ls[i]
	if len(l) == 0 {
		return i + 1, nil
	}
	h := medianHeight(l)
	lanes := []lane{{x0: math.Inf(-1), x1: l[0].x0, held: true}}
	for k := 1; k < len(l); k++ {
		if ln := (lane{x0: l[k-1].x1, x1: l[k].x0}); ln.x1-ln.x0 >= cellGap*h {
			lanes = append(lanes, ln)
		}
	}
	lanes = append(lanes, lane{x0: l[len(l)-1].x1, x1: math.Inf(1), held: true})
	if len(lanes) < 4 {
		return i + 1, nil
	}
	end := i + 1
	for ; end < limit; end++ {
		next, ok := narrowed(lanes, ls[end], h)
		if !ok || len(next) < 4 {
			break
		}
		lanes = next
	}
	return end, lanes
}

// narrowed returns lanes narrowed to the white line l leaves in them, held
// where l sets words on either side less than valueWidth line heights h
// apart, the first and last being the white at the run's edges (see
// laneRun), and the lanes narrower than cellGap line heights dropped; ok
// is false when such a lane was held.
func narrowed(lanes []lane, l []span, h float64) (out []lane, ok bool) {
	least := cellGap * h
	last := len(lanes) - 1
	for k, ln := range lanes {
		x0, x1 := ln.x0, ln.x1
		left, right := math.Inf(-1), math.Inf(1)
		for _, w := range l {
			if w.x1 <= x0 {
				left = max(left, w.x1)
			}
			if w.x0 >= x1 {
				right = min(right, w.x0)
			}
			if w.x1 <= x0 || w.x0 >= x1 {
				continue
			}
			switch {
			case k == 0 && w.x1 > x1-least, k == last && w.x0 >= x0+least, k > 0 && k < last && w.x0-x0 >= x1-w.x1:
				x1, right = w.x0, w.x0
			default:
				x0, left = w.x1, w.x1
			}
		}
		if x1-x0 < least {
			if ln.held {
				return nil, false
			}
			continue
		}
		out = append(out, lane{x0: x0, x1: x1, held: ln.held || right-left < valueWidth*h})
	}
	return out, true
}

// gutterLane reports whether lane ln of the run of lines from..end goes on
// past it as a page gutter does: going up from the line above the run, and
// down from the line below it, through lines white there, channelLines
// lines start a word where the lane ends (within lineUp line heights)
// before a line crosses the white just before that end (cellGap line
// heights wide; see edgeLines), and there set a line of text wider than
// valueWidth line heights (a page column's line, where a table's cells are
// values).
// Another table's column may start there too, with values. The lanes between a grid's columns end at the text
// above and below the grid.
func gutterLane(ls [][]span, from, end int, ln lane) bool {
	return edgeLines(ls, from-1, end, ln.x1, cellGap, medianHeight, func(l []span, k int, h float64) bool {
		return textWidth(l[k:], h) >= valueWidth*h
	}) >= channelLines
}

// laneGroup is the lanes between the columns of one grid, left to right,
// and the x-range the grid may fill: from the page gutter on its left to
// the one on its right (infinite where there is none).
type laneGroup struct {
	lanes  []lane
	x0, x1 float64
}

// laneGroups splits the lanes of the run from..end at its page gutters
// (see gutterLane) into groups of two lanes or more, each the grid of a
// page column with another page column beside it: across a gutter, or
// across the white at the run's edge from text standing beside the grid.
// A grid across a page of one column is left to fragments and rows, which
// read it as two grids or more, each a block of columns joined row by row.
func laneGroups(ls [][]span, from, end int, lanes []lane) []laneGroup {
	var out []laneGroup
	var g laneGroup
	beside := false
	for k, ln := range lanes {
		if k > 0 && k < len(lanes)-1 && !gutterLane(ls, from, end, ln) {
			g.lanes = append(g.lanes, ln)
			continue
		}
		// A page column beside the grid: text across the lane from it.
		column := !math.IsInf(ln.x0, 0) && !math.IsInf(ln.x1, 0)
		if len(g.lanes) >= 2 && (beside || column) {
			g.x1 = ln.x0
			out = append(out, g)
		}
		g, beside = laneGroup{x0: ln.x1}, column
	}
	return out
}

// gridTable is a grid found in a run of lines: for each of its rows, the
// line of each of its lines (a row's first line, then the lines of cells
// wrapped under it), and the group of lanes that splits them into cells.
type gridTable struct {
	rowLines [][]int
	group    laneGroup
}

// column returns the column of lane group g that word w stands in.
func (g laneGroup) column(w span) int {
	c := 0
	for _, ln := range g.lanes {
		if w.x0 >= ln.x0 {
			c++
		}
	}
	return c
}

// inside reports whether word w stands within g's x-range.
func (g laneGroup) inside(w span) bool { return w.x0 >= g.x0 && w.x1 <= g.x1 }

// gridTables returns the grids of lane group g in the run of lines
// from..end: the runs of its lines that are rows (words in two columns or
// more) or cells wrapped under a row (no word in the first column), past
// lines with no word in g's range (the text beside the grid), each line
// at most rowGap line heights below the one before it, a line's height
// being its font's body (see bodyHeight), not its ink, which in a row of
// digits and lower case is two thirds of it;
// gridRows rows or more, with two columns of values at least, and no
// header repeated (see repeatsHeader).
func gridTables(ls [][]span, from, end int, g laneGroup) []gridTable {
	var out []gridTable
	var cur gridTable
	flush := func() {
		if len(cur.rowLines) >= gridRows && valueColumns(ls, cur) >= 2 && !repeatsHeader(ls, cur) {
			out = append(out, cur)
		}
		cur = gridTable{group: g}
	}
	cur.group = g
	var prev box
	prevBody := 0.0
	for j := from; j < end; j++ {
		cols := map[int]bool{}
		var at box
		body := 0.0
		for _, w := range ls[j] {
			if g.inside(w) {
				cols[g.column(w)] = true
				at = cover(at, w.box)
				body = max(body, bodyHeight(w))
			}
		}
		if len(cols) > 0 && len(cur.rowLines) > 0 && at.y0-prev.y1 > rowGap*max(prevBody, body) {
			flush()
		}
		if len(cols) > 0 {
			prev, prevBody = at, body
		}
		switch {
		case len(cols) == 0: // a line of the text beside the grid
		case len(cols) >= 2:
			cur.rowLines = append(cur.rowLines, []int{j})
		case !cols[0] && len(cur.rowLines) > 0:
			last := &cur.rowLines[len(cur.rowLines)-1]
			*last = append(*last, j)
		default:
			flush()
		}
	}
	flush()
	return out
}

// bodyHeight is the height of word w's font body (its first letter's: see
// span.head), or of its ink when its font gives no metrics.
func bodyHeight(w span) float64 {
	if w.head == (box{}) {
		return w.height()
	}
	return w.head.height()
}

// valueColumns counts the columns of grid t whose every cell is narrower
// than valueWidth line heights.
func valueColumns(ls [][]span, t gridTable) int {
	n := 0
	for c := range len(t.group.lanes) + 1 {
		values := true
		for _, r := range t.rowLines {
			for _, j := range r {
				if cell := t.cellWords(ls[j], c); len(cell) > 0 {
					h := medianHeight(ls[j])
					values = values && width(cell) < valueWidth*h
				}
			}
		}
		if values {
			n++
		}
	}
	return n
}

// cellWords returns the words of line l in column c of grid t.
func (t gridTable) cellWords(l []span, c int) []span {
	var out []span
	for _, w := range l {
		if t.group.inside(w) && t.group.column(w) == c {
			out = append(out, w)
		}
	}
	return out
}

// rows returns the rows of grid t as spans with their cells, taking their
// words out of lines ls: the words of a row's wrapped lines join its
// cells, and a first column of narrow cells joins the second.
func (t gridTable) rows(ls [][]span) []span {
	cols := len(t.group.lanes) + 1
	keyed := true
	for _, r := range t.rowLines {
		for _, j := range r {
			if cell := t.cellWords(ls[j], 0); len(cell) > 0 && width(cell) >= minColumn*medianHeight(ls[j]) {
				keyed = false
			}
		}
	}
	var out []span
	for _, r := range t.rowLines {
		words := make([][]span, cols)
		var all []span
		for _, j := range r {
			var kept []span
			for _, w := range ls[j] {
				if !t.group.inside(w) {
					kept = append(kept, w)
					continue
				}
				c := t.group.column(w)
				words[c] = append(words[c], w)
				all = append(all, w)
			}
			ls[j] = kept
		}
		if keyed {
			words = append([][]span{slices.Concat(words[0], words[1])}, words[2:]...)
		}
		row := join(all)
		row.cells = make([]span, len(words))
		for c, ws := range words {
			if len(ws) > 0 {
				row.cells[c] = join(ws)
			}
		}
		out = append(out, row)
	}
	return out
}

// repeatsHeader reports whether the first row of grid t is one header
// printed twice side by side ("d12 Encounter d12 Encounter"), as over a
// list set in two columns, which reads column by column (see rows).
func repeatsHeader(ls [][]span, t gridTable) bool {
	var cells []string
	for c := range len(t.group.lanes) + 1 {
		cell := ""
		if ws := t.cellWords(ls[t.rowLines[0][0]], c); len(ws) > 0 {
			cell = join(ws).text()
		}
		cells = append(cells, cell)
	}
	n := len(cells) / 2
	return len(cells)%2 == 0 && slices.Equal(cells[:n], cells[n:])
}

// textWidth returns the width of the text that words ws set from the first
// on, up to a gap of gutterFactor line heights h or more.
func textWidth(ws []span, h float64) float64 {
	end := ws[0].x1
	for k := 1; k < len(ws) && ws[k].x0-ws[k-1].x1 < gutterFactor*h; k++ {
		end = ws[k].x1
	}
	return end - ws[0].x0
}

// cover returns the smallest box holding b and o, o alone when b is the
// zero box.
func cover(b, o box) box {
	if b == (box{}) {
		return o
	}
	return b.union(o)
}

// width returns the width in points of the box holding every word of ws,
// which is not empty: join's, without joining the words' text.
func width(ws []span) float64 {
	b := ws[0].box
	for _, w := range ws[1:] {
		b = b.union(w.box)
	}
	return b.x1 - b.x0
}
