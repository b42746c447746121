package preprocess

import (
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
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

// lane is a band of white from x0 to x1 down a run of lines, and how many
// rows have set words on either side of it (see laneRun).
type lane struct {
	x0, x1 float64
	rows   int
}

// holdRows is the number of rows after a run's first line that hold a
// lane (see laneRun): the wider spaces of a justified line may line up
// with a space of the line below, but not down three lines.
const holdRows = 2

// held reports whether lane ln is held: holdRows rows set words on
// either side of it.
func (ln lane) held() bool { return ln.rows >= holdRows }

// grids returns the rows of the grids among lines ls, each a span with its
// cells left to right, and the lines with the grids' words taken out (a
// line left empty dropped). A grid is a run of at least gridRows lines
// with at least two lanes of white between its columns (cellGap line
// heights or wider, from the gaps between the words of the run's first
// line, crossed by no word of the run) that are no page gutters (see
// gutterLane), which bound it, as the white before its first line's first
// word and after its last word does where text stands beside it, in the
// run or elsewhere on the page (see laneGroups). A row is led by a line
// with words in two of its columns or more, or by a key where its first
// column holds keys, and takes the lines of cells wrapped above or below
// it (see rowsOf); a line with words in its first column alone (a
// caption) ends the grid, unless it is a key centred beside a wrapped
// cell, and the lanes of the grid are those of its own lines. Header
// cells wrapped around the header's other cells join it (see
// withHeader). At least two of its columns hold only values (see
// valueCell), as a page column of prose never does. A first column of die
// values or keys, every cell narrower than minColumn line heights, is
// joined to the column after it ("1 Acolytes"), as fragments joins a key
// to the text it leads. A table of two columns, a die column under a
// header, has one lane: keyTables finds it in the lines left.
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
	keyed, rest := keyTables(slices.DeleteFunc(ls, func(l []span) bool { return len(l) == 0 }))
	return append(out, keyed...), rest
}

// firstGrid returns the first grid of the run of lines that starts at
// line i, its lanes found again in the grid's own lines. A grid that does
// not start at line i is left to the run of its own first line: lanes
// from the wide word spaces of a justified line of prose over a table,
// standing over the white between its columns, split its cells otherwise
// and end it at a wrapped cell.
func firstGrid(ls [][]span, i int) (gridTable, bool) {
	end, lanes := laneRun(ls, i, len(ls))
	if end-i < gridRows && !(end-i == 2 && sideRow(ls[i])) {
		return gridTable{}, false
	}
	for _, g := range laneGroups(ls, i, end, lanes) {
		ts := gridTables(ls, i, end, g)
		if len(ts) == 0 {
			continue
		}
		t := ts[0]
		if !slices.Contains(t.rowLines[0], i) {
			continue
		}
		from, to := t.rowLines[0][0], t.rowLines[len(t.rowLines)-1]
		if own, lanes := laneRun(ls, from, to[len(to)-1]+1); own == to[len(to)-1]+1 {
			for _, og := range laneGroups(ls, from, own, lanes) {
				if og.x0 < g.x1 && g.x0 < og.x1 {
					t.group = og
					break
				}
			}
		}
		t = t.withHeader(ls)
		if t.rowAbove(ls) {
			continue
		}
		return t, true
	}
	return gridTable{}, false
}

// rowAbove reports whether the nearest line above grid t with words in
// its range, up to rowGap line heights above its first line, is a row of
// the same table: words in two of its columns or more, leaving white at
// least cellGap line heights wide in each of its lanes (see narrowedBy). A grid
// is a whole table: the rows under a row its lanes were not found in (a
// cell wider than its column's lane lower down) are no table of their own,
// and are left to fragments and rows with the rest of the table.
func (t gridTable) rowAbove(ls [][]span) bool {
	top, _ := t.group.cellLine(ls, t.rowLines[0][0])
	for j := t.rowLines[0][0] - 1; j >= 0; j-- {
		c, ok := t.group.cellLine(ls, j)
		if !ok {
			continue
		}
		_, fits := t.group.narrowedBy(ls[j])
		return top.body.y0-c.body.y1 <= rowGap*max(c.body.height(), top.body.height()) && len(c.cols) >= 2 && fits
	}
	return false
}

// narrowedBy returns g with its lanes narrowed to the white line l leaves
// in them: each cell of l (its words up to a gap of cellGap line heights
// or more that is no word space of prose, see wordSpace) that reaches
// into a lane cuts it from the side it comes from, or from the side of
// the lane's middle it stands on when it stands inside the lane; ok is
// false when a lane is left narrower than cellGap line heights. A
// header's cell wider than its column's cells ("Die Roll" over "1")
// reaches into the white beside its column, not across it, and a line of
// prose, one cell, crosses the lanes.
func (g laneGroup) narrowedBy(l []span) (laneGroup, bool) {
	h := medianHeight(l)
	var cells []box
	for k, w := range l {
		if k > 0 && (w.x0-l[k-1].x1 < cellGap*h || wordSpace(l, k, h)) {
			cells[len(cells)-1] = cells[len(cells)-1].union(w.box)
			continue
		}
		cells = append(cells, w.box)
	}
	out := g
	out.lanes = make([]lane, len(g.lanes))
	for k, ln := range g.lanes {
		x0, x1 := ln.x0, ln.x1
		for _, c := range cells {
			switch {
			case c.x1 <= x0 || c.x0 >= x1:
			case c.x0 < ln.x0 || c.x1 <= ln.x1 && c.x0+c.x1 < ln.x0+ln.x1:
				x0 = c.x1
			default:
				x1 = c.x0
			}
		}
		if x1-x0 < cellGap*h {
			return g, false
		}
		out.lanes[k] = lane{x0: x0, x1: x1, rows: ln.rows}
	}
	return out, true
}

// withHeader returns grid t with the lines right above it that hold a
// header's cells set around the line of its other cells (see staggered),
// its cells centred on a row whose cell wraps, as its first row or in it
// (see rowsOf): lines of words within t's range crossing none of its
// lanes, each half a line from the line below it or above it, up to
// rowGap line heights apart. A lane's lines begin at a line with words
// in two columns, which such a header is not. So does the line right
// above it that sets words of t's size in two of its columns or more but
// none in its first: a header over a blank die cell, whose own lanes
// leave out the one after the die column; and the line right above it
// that sets words in two of its columns or more and leaves white in each
// of its lanes, which it narrows (see narrowedBy): a header row whose run
// of lanes ended before t's, as where a page column beside the table
// begins by its header.
func (t gridTable) withHeader(ls [][]span) gridTable {
	top := t.rowLines[0][0]
	below, _ := t.group.cellLine(ls, top)
	var head []cellLine
	for j := top - 1; j >= 0; j-- {
		g := t.group.reaching(ls[j])
		c, ok := g.cellLine(ls, j)
		if !ok {
			continue
		}
		if c.body.y1 < below.body.y0-rowGap*max(c.body.height(), below.body.height()) {
			break
		}
		blank := len(head) == 0 && !c.cols[0] && len(c.cols) >= 2 && oneSize(c.body, below.body)
		if g.crossed(ls[j]) || !blank && !staggered(c, below) && (j == 0 || g.crossed(ls[j-1]) || !gridTable{group: g}.aboveStaggered(ls, j, c)) {
			if len(head) == 0 {
				if ng, ok := g.widened(ls[j]).narrowedBy(ls[j]); ok {
					if c, _ := ng.cellLine(ls, j); len(c.cols) >= 2 {
						head, t.group = append(head, c), ng
					}
				}
			}
			break
		}
		head = append(head, c)
		below, t.group = c, g
		if blank {
			break
		}
	}
	if len(head) == 0 {
		return t
	}
	slices.Reverse(head)
	cs := head
	for _, j := range t.lines() {
		c, _ := t.group.cellLine(ls, j)
		cs = append(cs, c)
	}
	js := make([]int, len(cs))
	for k, c := range cs {
		js[k] = c.j
	}
	t.rowLines = rowsOf(cs, t.group.keyed(ls, js))
	return t
}

// reaching returns g, its range widened, when g is a whole run's lanes
// (see laneGroups), to the words of line l that reach into it (see
// widened): a header's cell wider than its column's cells ("Appearing"
// over "3d6") reaches past the run's last word.
func (g laneGroup) reaching(l []span) laneGroup {
	if !g.whole {
		return g
	}
	return g.widened(l)
}

// widened returns g with its range widened to the words of line l that
// reach into it.
func (g laneGroup) widened(l []span) laneGroup {
	out := g
	for _, w := range l {
		if w.x1 > g.x0 && w.x0 < g.x1 {
			out.x0, out.x1 = min(out.x0, w.x0), max(out.x1, w.x1)
		}
	}
	return out
}

// aboveStaggered reports whether the nearest line above line j with words
// in t's range stands half a line above c, the grid line of line j.
func (t gridTable) aboveStaggered(ls [][]span, j int, c cellLine) bool {
	for k := j - 1; k >= 0; k-- {
		if a, ok := t.group.cellLine(ls, k); ok {
			return staggered(a, c)
		}
	}
	return false
}

// crossed reports whether a word of line l within g's range crosses one
// of g's lanes, over its middle: a header's cell may reach a little into
// the white beside its column.
func (g laneGroup) crossed(l []span) bool {
	for _, w := range l {
		for _, ln := range g.lanes {
			if m := (ln.x0 + ln.x1) / 2; g.inside(w) && w.x0 < m && w.x1 > m {
				return true
			}
		}
	}
	return false
}

// laneRun returns the end (exclusive, at most limit) of the longest run of
// lines from line i through which lanes of white run, at least two between
// words of line i, and the lanes, the white before line i's first word and
// after its last first and last among them. The lanes start as the gaps of
// line i at least cellGap line heights wide between its words; a lane
// narrows to the white a line leaves in it and ends when it is narrower
// than cellGap, and the run ends at a line set a size step larger than
// line i (see sizeStep), a heading. A lane is held once holdRows lines after line i set words
// on either side of it less than valueWidth line heights apart, as the
// cells of a row stand; a lane ended before it is held was a space of the text
// beside the grid, and is dropped, but a held lane ended ends the run, as
// the text above and below a table crosses its lanes. Line i is no row,
// and the run has no lanes, when each of those gaps is a word space of a
// line of prose (see wordSpace) and the lines below cross some of them: a
// typeface whose word space is wide (0.6 line heights and more) spaces a
// line of prose over a table evenly, a few of its spaces standing over
// the white between the table's columns by chance, where each cell of a
// header row heads a column.
func laneRun(ls [][]span, i, limit int) (int, []lane) {
	l := ls[i]
	if len(l) == 0 {
		return i + 1, nil
	}
	h := medianHeight(l)
	lanes := []lane{{x0: math.Inf(-1), x1: l[0].x0, rows: holdRows}}
	prose := true
	for k := 1; k < len(l); k++ {
		if ln := (lane{x0: l[k-1].x1, x1: l[k].x0}); ln.x1-ln.x0 >= cellGap*h {
			lanes = append(lanes, ln)
			prose = prose && wordSpace(l, k, h)
		}
	}
	lanes = append(lanes, lane{x0: l[len(l)-1].x1, x1: math.Inf(1), rows: holdRows})
	if len(lanes) < 4 {
		return i + 1, nil
	}
	first := len(lanes)
	end := i + 1
	for ; end < limit; end++ {
		if len(ls[end]) > 0 && typeSize(ls[end]) >= sizeStep*typeSize(l) {
			break // a heading after the table, whose word spaces may stand in its lanes
		}
		next, ok := narrowed(lanes, ls[end], h)
		if !ok || len(next) < 4 {
			break
		}
		lanes = next
	}
	if prose && len(lanes) < first {
		return i + 1, nil
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
			if ln.held() {
				return nil, false
			}
			continue
		}
		if right-left < valueWidth*h {
			ln.rows++
		}
		out = append(out, lane{x0: x0, x1: x1, rows: ln.rows})
	}
	return out, true
}

// gutterLane reports whether lane ln of the run of lines from..end goes on
// past it as a page gutter does: going up from the line above the run, and
// down from the line below it, through lines white there, channelLines
// lines start a word at a page column's edge (within lineUp line heights)
// before a line crosses the white just before that edge (cellGap line
// heights wide; see edgeLines), and there set a line of text wider than
// valueWidth line heights (a page column's line, where a table's cells are
// values).
// The edge is where the lane ends, or a little before it (see laneEdges):
// a table set in ruled or padded cells stands inset in its page column by
// its cells' rules and padding, its text a few points right of the edge
// the column's lines start at. There the text of the line left of the edge,
// if any, is a page column's line as well, wider than valueWidth line
// heights (a list's bullet, a table's die value, is no column).
// Another table's column may start at the lane's end too, with values. The
// lanes between a grid's columns end at the text above and below the grid.
func gutterLane(ls [][]span, from, end int, ln lane) bool {
	for _, x := range laneEdges(ls, from, end, ln) {
		if edgeLines(ls, from-1, end, x, cellGap, medianHeight, func(j, k int, h float64) bool {
			inset := x < ln.x1-lineUp*h
			return textWidth(ls[j][k:], h) >= valueWidth*h && (!inset || k == 0 || widthBefore(ls[j][:k], h) >= valueWidth*h)
		}) >= channelLines {
			return true
		}
	}
	return false
}

// insetMax is the most, in line heights, a table's text stands inset in
// its page column: a cell's rule and padding.
const insetMax = 1.5

// laneEdges returns where a page column's edge may stand in lane ln of the
// run of lines from..end: the lane's end, then each start of a word of a
// line outside the run standing inset from it by more than lineUp and at
// most insetMax of that line's heights, within the lane, left to right, a
// point apart or more.
func laneEdges(ls [][]span, from, end int, ln lane) []float64 {
	var xs []float64
	for j, l := range ls {
		if j >= from && j < end || len(l) == 0 {
			continue
		}
		h := medianHeight(l)
		for _, w := range l {
			if w.x0 > max(ln.x0, ln.x1-insetMax*h) && w.x0 < ln.x1-lineUp*h {
				xs = append(xs, w.x0)
			}
		}
	}
	slices.Sort(xs)
	return append([]float64{ln.x1}, slices.CompactFunc(xs, func(a, b float64) bool { return math.Abs(a-b) < 1 })...)
}

// widthBefore returns the width of the text that words ws set up to the
// last, back to a gap of gutterFactor line heights h or more.
func widthBefore(ws []span, h float64) float64 {
	k := len(ws) - 1
	for k > 0 && ws[k].x0-ws[k-1].x1 < gutterFactor*h {
		k--
	}
	return ws[len(ws)-1].x1 - ws[k].x0
}

// dieValueRE matches a die value or range as a rolled table's first
// column prints it: "3", "4-5", "01–15", "96-00".
var dieValueRE = regexp.MustCompile(`^\d{1,3}(?:[-–]\d{1,3})?\.?$`)

// rolledRows returns the lines of the run from..end that lead a rolled
// table's rows, or nil when it is none: left of x, its first lane, each
// line that sets a word there but the first (the header: "d8") sets a die
// value alone, rising line by line ("1" … "8", "01-15" … "96-00"),
// gridRows lines or more.
func rolledRows(ls [][]span, from, end int, x float64) []int {
	var rows []int
	prev, first := -1, true
	for j := from; j < end; j++ {
		var lead []span
		for _, w := range ls[j] {
			if w.x1 <= x {
				lead = append(lead, w)
			}
		}
		if len(lead) == 0 {
			continue // a wrapped cell's line
		}
		text := strings.TrimSpace(join(lead).text())
		if !dieValueRE.MatchString(text) {
			if first {
				first = false
				continue
			}
			return nil
		}
		first = false
		v, _ := strconv.Atoi(text[:strings.IndexFunc(text+" ", func(r rune) bool { return r < '0' || r > '9' })])
		if v <= prev {
			return nil
		}
		prev, rows = v, append(rows, j)
	}
	if len(rows) < gridRows {
		return nil
	}
	return rows
}

// rightLine is the text a line of a rolled table's run sets right of its
// last lane: its words and the box of their font bodies.
type rightLine struct {
	words []span
	body  box
}

// cellRows returns the text right of lane ln in the lines of a rolled
// table's run after its header (from..end, rows leading its rows: see
// rolledRows), top to bottom, and for each row after the first the index
// of its first such line. A row's die value may stand on its cells' first
// line, on their last, or halfway down them (a ruled table's cells set at
// the top, the bottom or the middle of their row), so the lines from one
// die value's to the next split at the widest gap between the middles of
// neighbouring lines, the lowest of equal gaps, as rowsOf splits a grid's.
func cellRows(ls [][]span, rows []int, from, end int, ln lane) ([]rightLine, []int) {
	var right []rightLine
	for j := from; j < end; j++ {
		if j == from && !slices.Contains(rows, j) {
			continue // the header
		}
		var r rightLine
		for _, w := range ls[j] {
			if w.x0 >= ln.x1 {
				r.words = append(r.words, w)
			}
		}
		r.body = lineBody(r.words)
		if len(r.words) > 0 {
			right = append(right, r)
		}
	}
	centre := func(j int) float64 { return lineBody(ls[j]).yCentre() }
	var breaks []int
	for n := 1; n < len(rows); n++ {
		lo, hi := centre(rows[n-1]), centre(rows[n])
		at, widest := -1, -1.0
		for k := 1; k < len(right); k++ {
			a, b := right[k-1].body.yCentre(), right[k].body.yCentre()
			if a >= lo && b <= hi && b-a >= widest {
				at, widest = k, b-a
			}
		}
		if at < 0 {
			return right, nil
		}
		breaks = append(breaks, at)
	}
	return right, breaks
}

// fontBody returns the box of word w's font body (see bodyHeight), its
// ink where it has no metrics.
func fontBody(w span) box {
	b := w.head
	if b == (box{}) {
		b = w.box
	}
	return box{w.x0, b.y0, w.x1, b.y1}
}

// lineBody returns the box of the font bodies of words ws.
func lineBody(ws []span) box {
	var b box
	for _, w := range ws {
		b = cover(b, fontBody(w))
	}
	return b
}

// cellPadding is the least extra white, in font bodies, between the lines
// of two rows of a ruled or padded table over that between the lines of
// one cell: a cell's padding above and below its text (2 to 6 points at
// 9 to 10 points) and its rule, where a page column's lines keep one
// leading.
const cellPadding = 0.25

// cellsClose reports whether the text right of lane ln of a rolled
// table's run from..end (rows leading its rows: see rolledRows) is the
// table's last column of cells rather than a page column beside it: each
// row's cell there ends a sentence on its last line, as a phrase of its
// own does ("Feeding on a corpse."), and so does the run's last line; or,
// a cell wrapping onto two lines or more, the lines of two rows stand
// cellPadding bodies or more further apart than those of one cell; or
// each row's cell is one line opening a phrase (see oneLineCells). A page
// column beside the table wraps its sentences from line to line ("The
// wilds are wide, and the" over "weather turns …") at one leading. Wide
// cells start every row at one edge as a page column's lines do (see
// gutterLane); this tells them apart.
func cellsClose(ls [][]span, rows []int, from, end int, ln lane) bool {
	right, breaks := cellRows(ls, rows, from, end, ln)
	if len(right) == 0 || breaks == nil {
		return false
	}
	closes := true
	for _, k := range append(slices.Clone(breaks), len(right)) {
		if t := strings.TrimSpace(join(right[k-1].words).text()); !strings.ContainsAny(t[len(t)-1:], ".!?)") {
			closes = false
		}
	}
	between, within := math.Inf(1), math.Inf(-1)
	for k := 1; k < len(right); k++ {
		d := right[k].body.y0 - right[k-1].body.y1
		if slices.Contains(breaks, k) {
			between = min(between, d)
		} else {
			within = max(within, d)
		}
	}
	h := right[0].body.height()
	return closes || !math.IsInf(within, -1) && between-within >= cellPadding*h || oneLineCells(right, rows)
}

// oneLineCells reports whether the text right of a rolled table's last
// lane, right, is one line a row (see rolledRows), each opening a phrase
// with a capital or a figure ("Hauling a dead boar", "No encounter"): a
// page column beside a die list wraps its sentences, most of its lines
// going on in lower case.
func oneLineCells(right []rightLine, rows []int) bool {
	if len(right) != len(rows) {
		return false
	}
	for _, r := range right {
		if c, _ := utf8.DecodeRuneInString(r.words[0].text()); !unicode.IsUpper(c) && !unicode.IsDigit(c) {
			return false
		}
	}
	return true
}

// laneGroup is the lanes between the columns of one grid, left to right,
// and the x-range the grid may fill: from the page gutter on its left to
// the one on its right (infinite where there is none).
type laneGroup struct {
	lanes  []lane
	x0, x1 float64
	whole  bool // every lane of its run: a grid with no text beside it
	rolled bool // its run is a rolled table's whose last column holds cells (see rolledRows, cellsClose)
}

// laneGroups splits the lanes of the run from..end at its page gutters
// (see gutterLane; a rolled table whose last column's cells close at each
// row has none, see rolledRows and cellsClose) into
// groups of two lanes or more, each the grid of a
// page column: a grid beside another page column, across a gutter or
// across the white at the run's edge from text standing beside it, or a
// grid with nothing beside it, every lane of the run its own (whole),
// standing in a page column of its own or across a page of one column.
func laneGroups(ls [][]span, from, end int, lanes []lane) []laneGroup {
	var out []laneGroup
	var g laneGroup
	beside := false
	var rows []int
	if len(lanes) > 2 {
		rows = rolledRows(ls, from, end, lanes[1].x0)
	}
	rolled := rows != nil && cellsClose(ls, rows, from, end, lanes[len(lanes)-2])
	for k, ln := range lanes {
		if k > 0 && k < len(lanes)-1 && (rolled || !gutterLane(ls, from, end, ln)) {
			g.lanes = append(g.lanes, ln)
			continue
		}
		// A page column beside the grid: text across the lane from it.
		column := !math.IsInf(ln.x0, 0) && !math.IsInf(ln.x1, 0)
		if len(g.lanes) >= 2 {
			g.x1, g.whole = ln.x0, len(g.lanes) == len(lanes)-2 && !beside && !column
			out = append(out, g)
		}
		g, beside = laneGroup{x0: ln.x1, rolled: rolled}, column
	}
	return out
}

// gridTable is a grid found in a run of lines: for each of its rows, the
// line of each of its lines, top to bottom (the line that leads it and
// the lines of its cells wrapped above or below it), and the group of
// lanes that splits them into cells.
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
// from..end: the runs of its lines, past lines with no word in g's range
// (the text beside the grid), each line at most rowGap line heights below
// the one before it, a line's height being its font's body (see
// bodyHeight), not its ink, which in a row of digits and lower case is two
// thirds of it, and no size step larger than it (see largerType), and ended by a caption (a line with words in its first
// column alone, but for a key set beside a wrapped cell: see staggered);
// gridRows rows or
// more (see rowsOf), with two columns of values at least, and no header
// repeated nor keys continued (see repeatsHeader, continuesKeys): a list
// set in two columns.
func gridTables(ls [][]span, from, end int, g laneGroup) []gridTable {
	var js []int
	for j := from; j < end; j++ {
		js = append(js, j)
	}
	keyed := g.keyed(ls, js)
	var out []gridTable
	var cur []cellLine
	flush := func() {
		t := gridTable{rowLines: rowsOf(cur, keyed), group: g}
		if (len(t.rowLines) >= gridRows && (valueColumns(ls, t) >= 2 || g.rolled) || t.onSide(ls)) && !repeatsHeader(ls, t) && !continuesKeys(ls, t) && !(g.whole && !g.rolled && proseEdge(ls, t)) {
			out = append(out, t)
		}
		cur = nil
	}
	var in []cellLine
	for j := from; j < end; j++ {
		if c, ok := g.cellLine(ls, j); ok {
			in = append(in, c)
		}
	}
	for k, c := range in {
		if len(cur) > 0 && (c.body.y0-cur[len(cur)-1].body.y1 > rowGap*max(c.body.height(), cur[len(cur)-1].body.height()) || largerType(cur[len(cur)-1], c)) {
			flush()
		}
		// A line with words in its first column alone is a caption,
		// unless it is a row's key centred beside a cell on two lines,
		// or goes on with a label wrapped from the line above.
		if len(c.cols) == 1 && c.cols[0] && !(k > 0 && staggered(in[k-1], c)) && !(k+1 < len(in) && staggered(c, in[k+1])) && !continuesLabel(in, cur) {
			flush()
			continue
		}
		cur = append(cur, c)
	}
	flush()
	return out
}

// sizeStep is the least ratio of two font bodies that sets one size of
// type apart from the next: the sizes of a type scale step up by a fifth
// and more (9, 11, 13, 16 points), where one size set in a bolder face or
// in figures alone keeps its body.
const sizeStep = 1.2

// largerType reports whether grid line b, under line a, is set in larger
// type than a, a size step (see sizeStep) or more: a table's rows share
// one size, so the line is a heading after the table, as "Key to the
// Tower" under the last row, not a row of its own, wherever its words
// stand across the table's columns.
func largerType(a, b cellLine) bool { return b.body.height() >= sizeStep*a.body.height() }

// sideRolls is the fewest die values across the header row of a table
// printed on its side (see sideRow): a d4's.
const sideRolls = 4

// sideLabelRE matches the label a table printed on its side may set
// before its die values: the die ("d6", "1d8", "d%") or the word for the
// roll.
var sideLabelRE = regexp.MustCompile(`(?i)^(?:\d*d(?:\d+|%)|roll|die)$`)

// sideRow reports whether line l is the header row of a table printed on
// its side, as a one-page dungeon or a zine prints a table short of room
// down the page: its die values across the row, one a column, the results
// in the row under it ("1 2 3 4 5 6" over "Goblins (2d4) Giant rats (3d6)
// …"). Its words are die values or ranges alone, rising without a gap
// from the lowest roll of one die or two (1, 2), sideRolls of them at
// least, after the die's label or none ("d6 1 2 3 4 5 6", "Roll 1-2 3-4 5
// 6"). No line of prose nor a row of figures reads so, which is why two
// such lines are a grid (see firstGrid) where any other takes gridRows.
func sideRow(l []span) bool {
	if len(l) > 0 && sideLabelRE.MatchString(l[0].text()) {
		l = l[1:]
	}
	if len(l) < sideRolls {
		return false
	}
	next := 0
	for _, w := range l {
		lo, hi, ok := dieKey(w.text())
		if !ok || len(strings.Fields(w.text())) > 1 || hi < lo || next == 0 && lo > 2 || next > 0 && lo != next {
			return false
		}
		next = hi + 1
	}
	return true
}

// onSide reports whether grid t is a table printed on its side of two
// rows, its die values across the first (see sideRow).
func (t gridTable) onSide(ls [][]span) bool {
	return len(t.rowLines) == 2 && len(t.rowLines[0]) == 1 && sideRow(ls[t.rowLines[0][0]])
}

// cellLine is a line of a grid: its index, the columns its words stand in,
// the box of its words' font bodies (see bodyHeight) and their boxes.
type cellLine struct {
	j     int
	cols  map[int]bool
	body  box
	words []box
	label string // the text of its words in the first column
}

// cellLine returns line j of ls as a line of g's grid, its words within g's
// range; ok is false when it has none there.
func (g laneGroup) cellLine(ls [][]span, j int) (cellLine, bool) {
	c := cellLine{j: j, cols: map[int]bool{}}
	for _, w := range ls[j] {
		if !g.inside(w) {
			continue
		}
		col := g.column(w)
		if c.cols[col] = true; col == 0 {
			c.label = strings.TrimSpace(c.label + " " + w.text())
		}
		c.body = cover(c.body, fontBody(w))
		c.words = append(c.words, w.box)
	}
	return c, len(c.cols) > 0
}

// staggerLines is the most, in font bodies, that the middles of two lines
// of one grid row set in different columns stand apart: a cell centred
// beside a cell wrapped onto two lines stands half a line (0.45 to 0.65
// bodies at a leading of 1.0 to 1.5) from each of its lines, whereas the
// next line of a cell is a whole line (0.85 bodies or more) below.
const staggerLines = 0.8

// staggered reports whether grid lines a and b, a above, are one row's
// cells set half a line apart: their middles less than staggerLines
// bodies apart, and no word of one over a word of the other.
func staggered(a, b cellLine) bool {
	h := max(a.body.height(), b.body.height())
	if math.Abs(a.body.yCentre()-b.body.yCentre()) >= staggerLines*h {
		return false
	}
	for _, w := range a.words {
		for _, o := range b.words {
			if w.xOverlaps(o) {
				return false
			}
		}
	}
	return true
}

// rowsOf returns the rows of a grid from its lines cs, top to bottom, each
// the index of each of its lines: a row is led by a line that opens one
// (see opensRow), and a line between two such lines goes with the nearer:
// the lines between split at the widest gap between the middles of
// neighbouring lines, the lowest of equal gaps, so a cell wrapped under
// its row (its row's cells set at the top) stays with it, and a cell
// wrapped above and below its row's other cells (set in the middle) joins
// them. Lines before the first row join it while each stands half a line
// from the next (see staggered): a header's cell wrapped above the line
// of its other cells. In a grid of labels (see labelled) a row is led by
// a line that starts a label, the label before it having ended with its
// colon, or by a header over a blank label cell, and by no other line:
// the lines under it up to the next row's are its cells' (a label or a
// value wrapped: "No. of" over "Attacks:").
func rowsOf(cs []cellLine, keyed bool) [][]int {
	labels := labelled(cs)
	var leads []int
	open := false
	for k, c := range cs {
		switch {
		case !labels:
			if opensRow(c, keyed, len(leads) == 0) {
				leads = append(leads, k)
			}
		case c.label != "":
			if !open {
				leads = append(leads, k)
			}
			open = !strings.HasSuffix(c.label, ":")
		case len(leads) == 0 && len(c.cols) >= 2:
			leads = append(leads, k) // a header over a blank label cell
		}
	}
	if len(leads) == 0 {
		return nil
	}
	first := leads[0]
	for first > 0 && staggered(cs[first-1], cs[first]) {
		first--
	}
	cut := make([]int, len(leads)) // the first line of each row
	cut[0] = first
	for n := 1; n < len(leads); n++ {
		cut[n] = leads[n]
		if labels {
			continue // a label leads its row from the row's first line
		}
		widest := -1.0
		for k := leads[n-1] + 1; k <= leads[n]; k++ {
			if d := cs[k].body.yCentre() - cs[k-1].body.yCentre(); d >= widest {
				widest, cut[n] = d, k
			}
		}
	}
	out := make([][]int, len(leads))
	for n := range leads {
		stop := len(cs)
		if n+1 < len(leads) {
			stop = cut[n+1]
		}
		for k := cut[n]; k < stop; k++ {
			out[n] = append(out[n], cs[k].j)
		}
	}
	return out
}

// opensRow reports whether grid line c leads a row: in a grid keyed by
// its first column (see keyed) a line with a key, every row having one, or
// the grid's first line with words in two columns or more (a header over
// a blank die cell); in any other grid a line with words in two columns or
// more, or in its first column alone (a key centred beside a wrapped cell).
func opensRow(c cellLine, keyed, first bool) bool {
	if keyed {
		return c.cols[0] || first && len(c.cols) >= 2
	}
	return len(c.cols) >= 2 || c.cols[0]
}

// labelled reports whether the first column of grid lines cs holds
// labels, as a stat block set as a grid of labels and values prints them
// ("Armor Class:" 14, "Hit Dice:" 2): most of its cells' lines end with a
// colon, gridRows of them or more, and so does the last, a label too long
// for its column wrapping onto the lines under it ("No. of" over
// "Attacks:").
func labelled(cs []cellLine) bool {
	lines, closed := 0, 0
	last := ""
	for _, c := range cs {
		if c.label == "" {
			continue
		}
		lines, last = lines+1, c.label
		if strings.HasSuffix(c.label, ":") {
			closed++
		}
	}
	return closed >= gridRows && 2*closed > lines && strings.HasSuffix(last, ":")
}

// continuesLabel reports whether a grid line with words in its first
// column alone goes on with the label of the lines cs above it, in a run
// of grid lines, all, whose first column holds labels (see labelled): the
// last label of cs has no colon.
func continuesLabel(all, cs []cellLine) bool {
	last := ""
	for _, o := range cs {
		if o.label != "" {
			last = o.label
		}
	}
	return last != "" && !strings.HasSuffix(last, ":") && labelled(all)
}

// keyed reports whether lane group g's first column, in lines js of ls,
// holds keys: words in it, every cell narrower than minColumn line
// heights (a die value or range, a key).
func (g laneGroup) keyed(ls [][]span, js []int) bool {
	t := gridTable{group: g}
	n := 0
	for _, j := range js {
		if cell := t.cellWords(ls[j], 0); len(cell) > 0 {
			if width(cell) >= minColumn*medianHeight(ls[j]) {
				return false
			}
			n++
		}
	}
	return n > 0
}

// lines returns the lines of grid t, top to bottom.
func (t gridTable) lines() []int { return slices.Concat(t.rowLines...) }

// proseEdge reports whether the first or the last column of grid t holds
// lines of a page column's prose rather than cells: channelLines lines or
// more no value (see valueCell), as the page column beside a
// table is set where its gutter is no lane gutterLane finds.
func proseEdge(ls [][]span, t gridTable) bool {
	for _, c := range []int{0, len(t.group.lanes)} {
		n := 0
		for _, r := range t.rowLines {
			for _, j := range r {
				if cell := t.cellWords(ls[j], c); len(cell) > 0 && !valueCell(cell, ls[j]) {
					n++
				}
			}
		}
		if n >= channelLines {
			return true
		}
	}
	return false
}

// typeSize returns the size of the type of line l: the median of its
// words' font bodies (see bodyHeight).
func typeSize(l []span) float64 {
	hs := make([]float64, len(l))
	for i, w := range l {
		hs[i] = bodyHeight(w)
	}
	slices.Sort(hs)
	return hs[len(hs)/2]
}

// bodyHeight is the height of word w's font body (its first letter's: see
// span.head), or of its ink when its font gives no metrics.
func bodyHeight(w span) float64 {
	if w.head == (box{}) {
		return w.height()
	}
	return w.head.height()
}

// valueCell reports whether cell, words of line l, is narrower than
// valueWidth line heights, a line's height being its font's body (see
// bodyHeight) where that is taller than its ink, which in a cell of lower
// case and digits ("Black bear (1)") is two thirds of it.
func valueCell(cell, l []span) bool {
	return width(cell) < valueWidth*max(medianHeight(l), bodyHeight(cell[0]))
}

// valueColumns counts the columns of grid t whose every cell is a value
// (see valueCell).
func valueColumns(ls [][]span, t gridTable) int {
	n := 0
	for c := range len(t.group.lanes) + 1 {
		values := true
		for _, r := range t.rowLines {
			for _, j := range r {
				if cell := t.cellWords(ls[j], c); len(cell) > 0 {
					values = values && valueCell(cell, ls[j])
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
// cells, and a first column of narrow cells joins the second, but for a
// table printed on its side (see onSide), whose first column holds the
// labels of its rows ("Roll" over "Result"), never keys.
func (t gridTable) rows(ls [][]span) []span {
	cols := len(t.group.lanes) + 1
	keyed := t.group.keyed(ls, t.lines()) && !t.onSide(ls)
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
		if len(all) == 0 { // a row of the lanes rows were found by, none of t's own
			continue
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

// continuesKeys reports whether a column of grid t after its first
// numbers on past its first column's die values (see keysContinue): a
// list keyed by die values set in two columns.
func continuesKeys(ls [][]span, t gridTable) bool {
	texts := func(c int) []string {
		out := make([]string, len(t.rowLines))
		for k, r := range t.rowLines {
			out[k] = t.cellText(ls, r, c)
		}
		return out
	}
	first := texts(0)
	for c := 1; c <= len(t.group.lanes); c++ {
		if keysContinue(first, texts(c)) {
			return true
		}
	}
	return false
}

// cellText returns the text of column c of grid t in lines js of ls, ""
// when it has none there.
func (t gridTable) cellText(ls [][]span, js []int, c int) string {
	var ws []span
	for _, j := range js {
		ws = append(ws, t.cellWords(ls[j], c)...)
	}
	if len(ws) == 0 {
		return ""
	}
	return join(ws).text()
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
