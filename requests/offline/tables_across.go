package offline

import (
	"slices"
	"strings"
)

// listsAcross returns ls with each grid of tables set side by side read as
// the tables, one after the other: modules print two tables of one kind
// beside each other (day and night, level 1 and level 2, marsh and moor),
// or one list in two columns, and a text layer may read them as one grid.
// Each table of such a grid starts at a column of die values (see
// dieColumns): its every cell a row led by its die value ("| 2. Bandits
// (2d6) | 2. Giant rats (1d6) |"), or a die value alone beside the
// table's other columns ("| 1 Goblins | 3d6 | 1 | Bandits | 2d6 |", a
// narrow first die column joined to the column after it), under a header
// row naming each column's table ("| DAY ENCOUNTERS (ROLL 2D6) | NIGHT
// ENCOUNTERS (ROLL 2D6) |"), its column headers ("| d6 Result | d6 Result
// |", "| d6 Creature | No. | d6 | Creature | No. |") or none. Each table
// then reads on its own, after its header cells, set apart by a break: a
// list where it has one column, else a grid of its columns. The titles set
// side by side over the grid, which a text layer reads one line after the
// other right above it ("**Marsh (1d8)**", "**Moor (1d8)**"), one for each
// table, go each over its table. A grid of a die column and result columns
// ("| 1 | 2d6 pilgrims |", "| d6 | Day | Night |") is one table.
func listsAcross(ls []line) []line {
	var out []line
	for i := 0; i < len(ls); {
		n := max(gridLen(ls, i), 1)
		tables := tablesAcross(ls[i : i+n])
		if titles := len(tables); titles > 1 && titlesAbove(out, ls[i].page, titles) {
			above := slices.Clone(out[len(out)-titles:])
			out = out[:len(out)-titles]
			for k, t := range tables {
				tables[k] = append([]line{above[k]}, t...)
			}
		}
		out = append(out, slices.Concat(tables...)...)
		i += n
	}
	return out
}

// titlesAbove reports whether the last n lines of ls are each set apart
// (see setApart), a title on page, and none a row of a grid.
func titlesAbove(ls []line, page, n int) bool {
	if len(ls) < n {
		return false
	}
	for _, l := range ls[len(ls)-n:] {
		if l.page != page || l.cells != nil || !setApart(l) {
			return false
		}
	}
	return true
}

// tablesAcross returns the lines of each table of grid set side by side
// (see listsAcross), or grid itself, one table, when fewer than two of its
// columns are die columns.
func tablesAcross(grid []line) [][]line {
	starts := dieColumns(grid)
	if len(starts) < 2 {
		return [][]line{grid}
	}
	var out [][]line
	for k, from := range starts {
		to := len(grid[0].cells)
		if k+1 < len(starts) {
			to = starts[k+1]
		}
		var t []line
		for _, l := range grid {
			cells := l.cells[from:to]
			if !slices.ContainsFunc(cells, func(c string) bool { return strings.TrimSpace(c) != "" }) {
				continue
			}
			r := line{page: l.page, gap: len(t) == 0, text: strings.Join(strings.Fields(strings.Join(cells, " ")), " ")}
			if len(cells) > 1 {
				r.cells = slices.Clone(cells)
			}
			t = append(t, r)
		}
		out = append(out, t)
	}
	return out
}

// dieColumns returns the columns of grid that are die columns, left to
// right: columns whose cells down the grid's rows (from its first row led
// by a die value, past its header) are each a row led by its die value
// ("2. Bandits (2d6)") or a die value alone ("2"), or blank, with rising
// ranges, minDieRows or more. A column of die values alone past the first
// starts where the first column does, as tables of one die printed side
// by side do ("1" beside "1"), where a column of counts does not ("3",
// "2-8"), and leads the table's other columns, where a column of counts
// may end the grid. It returns nil unless every line of grid has a cell for each
// column.
func dieColumns(grid []line) []int {
	cols := len(grid[0].cells)
	for _, l := range grid {
		if len(l.cells) != cols {
			return nil
		}
	}
	head := slices.IndexFunc(grid, func(l line) bool { return slices.ContainsFunc(l.cells, dieLed) })
	if head < 0 || len(grid)-head < minDieRows {
		return nil
	}
	var out []int
	first := -1
	for c := range cols {
		start, rows, alone := dieColumn(grid[head:], c)
		if rows < minDieRows || c > 0 && alone && (start != first || c == cols-1) {
			continue
		}
		if c == 0 {
			first = start
		}
		out = append(out, c)
	}
	if len(out) == 0 || out[0] != 0 {
		return nil
	}
	return out
}

// dieLed reports whether cell s holds a die value, alone or leading a
// row's text.
func dieLed(s string) bool { return tableRow(s) != nil || rangeOnlyRE.MatchString(s) }

// dieColumn returns the first roll of column c of rows, how many of its
// cells hold a die value (0 when a cell holds none and is not blank, or
// the ranges do not rise), and whether every such cell holds the die value
// alone.
func dieColumn(rows []line, c int) (first, n int, alone bool) {
	prev, alone := 0, true
	for _, r := range rows {
		cell := strings.TrimSpace(r.cells[c])
		rng := ""
		if m := tableRow(cell); m != nil {
			rng, alone = m[1], false
		} else if rangeOnlyRE.MatchString(cell) {
			rng = strings.TrimRight(cell, ".:)")
		} else if cell != "" {
			return 0, 0, false
		}
		if rng == "" {
			continue
		}
		if rangeStart(rng) <= prev {
			return 0, 0, false
		}
		if n == 0 {
			first = rangeStart(rng)
		}
		prev, n = rangeEnd(rng), n+1
	}
	return first, n, alone
}
