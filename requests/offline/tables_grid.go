package offline

import (
	"regexp"
	"slices"
	"strings"
	"unicode"

	"github.com/scriptorium/scriptorium/requests"
	"github.com/scriptorium/scriptorium/statblock"
)

// gridEntries reads the rows of a table printed as a grid under its header
// row head (cells): the range leads the first cell, the count is the cell
// under a number-appearing header ("No.", "No. Appearing", "#", "Number")
// that holds dice, a number or a range of numbers as B/X prints them
// ("2d4", "2-8"), and the entry is the text of the columns that are neither stat columns
// ("AC", "HD", "MV", "Save", …) nor the count, as in a TSR table with stat
// columns ("| d8 | Monster | No. | AC | …" → "Bandit", count "1d4"). The
// text layer may join neighbouring columns into one cell ("d8 Monster",
// "No. AC"); where a header cell and a row's cell hold as many words, each
// word is a column of its own. rows holds the grid's row lines; read are
// the entries read from their text, returned as they are when the grid
// does not line up with them (a row wrapped over lines).
func gridEntries(head []string, rows []line, read []requests.WanderingEntry) []requests.WanderingEntry {
	if len(rows) != len(read) {
		return read
	}
	out := make([]requests.WanderingEntry, len(read))
	for k, r := range rows {
		labels, values, cells := gridColumns(head, r.cells)
		e := read[k]
		text, lead := "", ""
		count, prev := "", -1
		for c, label := range labels {
			switch {
			case c == 0:
			case countColumnRE.MatchString(label) && (countCellRE.MatchString(values[c]) || leadCountRE.MatchString(values[c]+" ")):
				count = values[c]
			case !statblock.ColumnLabel(label) && strings.Trim(values[c], " -–—") != "": // a dash marks a cell left empty
				if text == "" {
					lead = values[c]
				}
				text = joinCells(text, values[c], prev >= 0 && cells[c] != prev)
				prev = cells[c]
			}
		}
		if len(labels) == 0 || values[0] != e.Range || text == "" {
			out[k] = e
			continue
		}
		out[k] = requests.WanderingEntry{Range: e.Range, Entry: text, Count: count}
		if count == "" {
			out[k] = cellsEntry(e.Range, text, lead)
		}
	}
	return out
}

// headlessEntries reads the rows of a grid printed without its header
// row, as a text layer gives a grid whose header it set apart from the
// rows ("**d6 Encounter**" and "**No. Appearing Notes**" over "| 1
// Bandits | 2d6 | demand a toll |"): the range and the creature lead the
// row, in one cell or two, and by the genre's convention the number
// appearing is the first cell after the creature that holds a count alone
// ("2d6", "1", "2-8"); the cells after it that hold words are notes joined
// to the entry as a grid's other columns are (see gridEntries), and bare
// numbers, the values of stat columns, are left out. rows holds the grid's
// row lines; read are the entries read from their text, returned as they
// are when the grid does not line up with them.
func headlessEntries(rows []line, read []requests.WanderingEntry) []requests.WanderingEntry {
	if len(rows) != len(read) {
		return read
	}
	out := slices.Clone(read)
	for k, r := range rows {
		cells := r.cells
		if len(cells) < 2 {
			continue // a row the text layer did not split into cells
		}
		if rangeOnlyRE.MatchString(cells[0]) {
			cells = append([]string{cells[0] + " " + cells[1]}, cells[2:]...)
		}
		m := tableRow(cells[0])
		if m == nil || strings.Join(strings.Fields(m[1]), "") != read[k].Range || len(cells) < 2 {
			continue
		}
		text, count := m[2], ""
		for _, c := range cells[1:] {
			switch v := strings.TrimSpace(c); {
			case count == "" && countCellRE.MatchString(v):
				count = v
			case strings.Trim(v, " -–—") == "" || statValueRE.MatchString(v):
			default:
				text += ", " + v
			}
		}
		out[k] = requests.WanderingEntry{Range: read[k].Range, Entry: text, Count: count}
		if count == "" {
			out[k] = cellsEntry(read[k].Range, text, m[2])
		}
	}
	return out
}

// cellsEntry returns a grid row's entry from its text, its columns' cells
// joined (see joinCells), with the count that lead, the creature's cell,
// prints first ("Fire beetles (1d3)" before "see area 4" or "p. 12" in a
// column of notes or page references, which hide a bracketed count at
// the end of the creature's name from entry), else the one the whole text
// gives.
func cellsEntry(rng, text, lead string) requests.WanderingEntry {
	e := entry(rng, text)
	if c := entry(rng, lead).Count; c != "" {
		e.Count = c
	}
	return e
}

// countCellRE matches a cell holding a count alone: dice, a number or a
// range of numbers ("2d4", "1d6+1", "3", "2-8").
var countCellRE = regexp.MustCompile(`(?i)^(?:` + diceExpr + `|\d{1,4}(?:\s?[-–]\s?\d{1,4})?)$`)

// columnsBeside returns the tables of a grid of one result column per
// region or time (see byColumn) that a text layer gave as a list and a
// grid beside it: the die column and the first result column read as a
// list under its header line head ("**d8 Forest**" over "1 Wolves (3d6)"
// … "8 Treant (1)"), and the other columns as a grid right after the list,
// its header row naming them ("| Swamp | Hills |") over as many rows as
// the list has and none led by a die value. t is the table read from the
// list; none when the grid is not there.
func columnsBeside(t wanderingTable, head string, ls []line) []wanderingTable {
	g := t.last + 1
	hw := words(head)
	if g >= len(ls) || len(hw) < 2 || !loneDieRE.MatchString(hw[0]) || gridLen(ls, g) != len(t.Entries)+1 {
		return nil
	}
	rows := make([]line, len(t.Entries))
	for k, e := range t.Entries {
		r := ls[g+1+k]
		if rowRE.MatchString(r.cells[0]) || rangeOnlyRE.MatchString(r.cells[0]) {
			return nil // a grid of its own, rolled on
		}
		rows[k] = line{page: r.page, cells: append([]string{e.Range, e.Entry}, r.cells...)}
	}
	ts := byColumn(t, append([]string{hw[0], strings.Join(hw[1:], " ")}, ls[g].cells...), rows)
	for k := range ts {
		ts[k].last = g + len(t.Entries)
	}
	return ts
}

// joinCells appends a column's text to a row's entry: after a comma when
// it stands in a cell of its own ("Ogre, hunting" from the columns
// Monster and Activity), after a space when the text layer joined it to
// the column before in one cell.
func joinCells(text, value string, newCell bool) string {
	switch {
	case text == "":
		return value
	case newCell:
		return text + ", " + value
	}
	return text + " " + value
}

// gridColumns pairs the header labels of a grid with one row's values,
// column by column, the first being the row's range (see gridEntries), or
// empty where both the header and the row lead with an empty cell; cells
// gives the cell of the row each column stands in.
func gridColumns(head, row []string) (labels, values []string, cells []int) {
	if len(head) != len(row) {
		return nil, nil, nil
	}
	for c := range head {
		hw, vw := words(head[c]), words(row[c])
		switch {
		case c == 0 && len(hw) > 0 && len(vw) > 0 && rangeOnlyRE.MatchString(vw[0]):
			labels, values, cells = append(labels, hw[0]), append(values, strings.TrimRight(vw[0], ".:)")), append(cells, c)
			hw, vw = hw[1:], vw[1:]
		case c == 0 && len(hw) == 0 && len(vw) == 0:
			labels, values, cells = append(labels, ""), append(values, ""), append(cells, c)
			continue // an empty lead column: a table not rolled on (see gridRow)
		case c == 0:
			return nil, nil, nil // no range leads the row
		}
		if len(hw) > 1 && len(hw) == len(vw) {
			labels, values = append(labels, hw...), append(values, vw...)
			for range hw {
				cells = append(cells, c)
			}
		} else if len(hw) > 0 || len(vw) > 0 {
			labels, values, cells = append(labels, strings.Join(hw, " ")), append(values, strings.Join(vw, " ")), append(cells, c)
		}
	}
	return labels, values, cells
}

// countColumnRE matches the header of a table's number-appearing column.
var countColumnRE = regexp.MustCompile(`(?i)^(?:no\.?|#|number|no\.? app(?:earing|\.)?|number appearing|no\.? enc(?:ountered|\.)?|na|qty)$`)

// byColumn returns the tables of a grid that prints one result column per
// region or time under one die column ("| d6 | Day | Night |", "| d8 |
// Forest | Hills | Swamp |"), as wilderness tables do: one table per
// column, t's title, die and frequency, the column's header as where it
// applies, and the column's cells as rows (a cell of a dash or nothing
// gives no row). It returns nil unless the header's first cell holds the
// die column alone (once split from the first result column, see
// splitDieColumn) and two columns or more name neither a stat, a count
// nor what every column header says ("Encounter", "Notes"), and every row
// has a cell per column. The die column's header is one word or a label
// of the die column in two ("Die Roll", see dieLabelWords).
func byColumn(t wanderingTable, head []string, rows []line) []wanderingTable {
	head, rows = splitDieColumn(head, rows)
	if len(head) < 3 {
		return nil
	}
	if hw := words(head[0]); len(hw) != 1 && dieLabelWords(hw) != len(hw) {
		return nil
	}
	for _, label := range head[1:] {
		if !namesTable(label) || statblock.ColumnLabel(label) || countColumnRE.MatchString(label) {
			return nil
		}
	}
	var out []wanderingTable
	for c, label := range head[1:] {
		col := t
		col.AppliesTo, col.Entries = label, nil
		for _, r := range rows {
			if len(r.cells) != len(head) || !rangeOnlyRE.MatchString(r.cells[0]) {
				return nil
			}
			if cell := strings.Trim(r.cells[c+1], " -–—"); cell != "" {
				col.Entries = append(col.Entries, entry(strings.TrimRight(r.cells[0], ".:)"), cell))
			}
		}
		out = append(out, col)
	}
	return out
}

// splitDieColumn returns a grid's header and rows with the die column set
// apart from the first result column where the text layer joins them, as
// it does when the die column is narrow ("| d8 Downs | Woods | Fen |" over
// "| 1 Shepherds (1d4) | Woodcutters (1d6) | …": a die, then the column's
// name; each row's range, then its entry; "| Roll Plains | Woods |" where
// the die column is labelled in words, its die given in the title). It
// returns head and rows as they are unless the header's first cell is the
// die column's label (see dieLabelWords) and a name and every row's first
// cell a range and an entry.
func splitDieColumn(head []string, rows []line) ([]string, []line) {
	hw := words(head[0])
	n := dieLabelWords(hw)
	if n == 0 || len(hw) <= n {
		return head, rows
	}
	split := make([]line, len(rows))
	for k, r := range rows {
		if len(r.cells) != len(head) {
			return head, rows
		}
		m := tableRow(r.cells[0])
		if m == nil {
			return head, rows
		}
		split[k] = r
		split[k].cells = append([]string{m[1], m[2]}, r.cells[1:]...)
	}
	return append([]string{strings.Join(hw[:n], " "), strings.Join(hw[n:], " ")}, head[1:]...), split
}

// dieLabelWords returns how many of the words ws, a grid header's first
// cell, label its die column: one for a die ("d8", "2d6", "d%") or a word
// that names the roll ("Roll", "Die", "Dice"), two for "Die Roll" as AD&D
// and S&W modules print it; 0 when ws open with no such label.
func dieLabelWords(ws []string) int {
	switch {
	case len(ws) == 0:
	case len(ws) > 1 && dieColumnRE.MatchString(ws[0]) && dieColumnRE.MatchString(ws[1]):
		return 2
	case loneDieRE.MatchString(ws[0]) || dieColumnRE.MatchString(ws[0]):
		return 1
	}
	return 0
}

// joinContinuedGrids returns ls with each grid that continues the columns
// of the grid right before it joined to that grid's rows, row by row: a
// table too wide for its column or page is printed, or read by the text
// layer, as two grids, the second holding the last columns ("| d8 Monster
// | No. AC | HD hp | MV |" over five rows, then "| #AT D | Save ML |" over
// five rows). The second continues the first when it stands right under
// it on its page with as many rows and its header labels stat or count
// columns only, and the first's rows lead with die values.
func joinContinuedGrids(ls []line) []line {
	var out []line
	for i := 0; i < len(ls); {
		n := gridLen(ls, i)
		if n == 0 {
			out = append(out, ls[i])
			i++
			continue
		}
		grid := slices.Clone(ls[i : i+n])
		for i += n; continuesGrid(grid, ls, i); i += n {
			for k := range grid {
				grid[k].cells = append(slices.Clone(grid[k].cells), ls[i+k].cells...)
				grid[k].text += " " + ls[i+k].text
			}
		}
		out = append(out, grid...)
	}
	return out
}

// gridLen returns the number of lines of the grid whose header is line i
// (its header and rows: lines with cells, on one page, no blank line
// between), or 0 when line i is no grid's first line.
func gridLen(ls []line, i int) int {
	if ls[i].cells == nil || i > 0 && ls[i-1].cells != nil && !ls[i].gap && ls[i-1].page == ls[i].page {
		return 0
	}
	n := 1
	for i+n < len(ls) && ls[i+n].cells != nil && !ls[i+n].gap && ls[i+n].page == ls[i].page {
		n++
	}
	return n
}

// continuesGrid reports whether the grid whose header is line i carries
// on the columns of grid (see joinContinuedGrids).
func continuesGrid(grid, ls []line, i int) bool {
	if i >= len(ls) || len(grid) < 2 || ls[i].page != grid[0].page || gridLen(ls, i) != len(grid) {
		return false
	}
	for _, label := range ls[i].cells {
		if !statblock.ColumnLabel(label) && !countColumnRE.MatchString(label) {
			return false
		}
	}
	for _, r := range grid[1:] {
		if !rowRE.MatchString(r.cells[0]) && !rangeOnlyRE.MatchString(r.cells[0]) {
			return false
		}
	}
	return true
}

// gridRows returns the lines of ls that are rows of a grid led by die
// values or ranges ("| 2 Hobgoblins | 1-6 | 6 | …", "| 1 | Zombies | 2 |
// …"), in a grid where two lines or more are: a table's rows number its
// entries, never areas, with its header row or without, as the rows a
// table carries on to the next column or page are printed.
func gridRows(ls []line) map[int]bool {
	out := map[int]bool{}
	for i := 0; i < len(ls); i++ {
		n := gridLen(ls, i)
		if n == 0 {
			continue
		}
		var led []int
		for j := i; j < i+n; j++ {
			if c := ls[j].cells[0]; rowRE.MatchString(c) || rangeOnlyRE.MatchString(c) {
				led = append(led, j)
			}
		}
		if len(led) >= minDieRows {
			for _, j := range led {
				out[j] = true
			}
		}
		i += n - 1
	}
	return out
}

// joinDieColumns returns ls with each die column that the text layer read
// apart from its grid joined to the grid's rows. A die column is narrow,
// its header cell often blank, and a text layer may give it as lines of
// ranges alone, rising ("1", "2-3", "4-5", "6"), under its die when one is
// printed ("d8"), right over the rest of the grid: its header row and as
// many rows as there are ranges, none led by a range ("| Monster | # | AC
// |" over "| Giant spider | 1 | 4 |"). Each range then leads its row's
// first cell and the die the header's ("| d8 Forest | Marsh |" over "| 1
// Wolves (2d4) | Lizard men (2d4) |"), as a text layer gives a narrow die
// column joined to the column after it.
func joinDieColumns(ls []line) []line {
	var out []line
	for i := 0; i < len(ls); i++ {
		ranges := dieColumnAt(ls, i)
		g := i + len(ranges)
		if len(ranges) < minDieRows || g >= len(ls) || ls[g].page != ls[i].page || gridLen(ls, g) != len(ranges)+1 || len(gridRows(ls[g:g+len(ranges)+1])) > 0 {
			out = append(out, ls[i])
			continue
		}
		head := ls[g]
		head.gap = ls[i].gap
		if k := len(out) - 1; k >= 0 && out[k].cells == nil && out[k].page == head.page && loneDieRE.MatchString(out[k].text) {
			head.gap, head.text = out[k].gap, out[k].text+" "+head.text
			head.cells = append([]string{out[k].text + " " + head.cells[0]}, head.cells[1:]...)
			out = out[:k]
		}
		out = append(out, head)
		for k, r := range ranges {
			row := ls[g+1+k]
			row.text = r + " " + row.text
			row.cells = append([]string{strings.TrimSpace(r + " " + row.cells[0])}, row.cells[1:]...)
			out = append(out, row)
		}
		i = g + len(ranges)
	}
	return out
}

// dieColumnAt returns the ranges of the run of lines from line i that
// hold a range alone, rising, on one page, outside any grid (see
// joinDieColumns).
func dieColumnAt(ls []line, i int) []string {
	var out []string
	for j := i; j < len(ls) && ls[j].cells == nil && ls[j].page == ls[i].page && rangeOnlyRE.MatchString(ls[j].text); j++ {
		r := strings.TrimRight(ls[j].text, ".:)")
		if len(out) > 0 && rangeStart(r) != rangeEnd(out[len(out)-1])+1 {
			break
		}
		out = append(out, r)
	}
	return out
}

// transposeGrids returns ls with each grid printed on its side turned
// upright: a table short of room across the page, as a one-page dungeon or
// a zine prints it, sets its die values in its header row, each a column
// of its own ("| d6 | 1 | 2 | 3 | 4 | 5 | 6 |", "| Roll | 1-2 | 3-4 | 5 |
// 6 |"), the results in the row under it and, in a third row, the number
// appearing ("| No. | 2d4 | 1 | … |"). It is read as the grid it
// transposes: a header row naming the die column, the results and the
// counts, over a row per die value ("| d6 | Monster | No. |" over "| 1 |
// Goblins | 2d4 |"). See transposed.
func transposeGrids(ls []line) []line {
	var out []line
	for i := 0; i < len(ls); {
		n := max(gridLen(ls, i), 1)
		if g, ok := transposed(ls[i : i+n]); ok {
			out = append(out, g...)
		} else {
			out = append(out, ls[i:i+n]...)
		}
		i += n
	}
	return out
}

// transposed returns grid, its lines, turned upright (see transposeGrids),
// and whether it is a grid on its side: two or three lines, the first led
// by the die column's label or none (a die, "Roll", "Die Roll", or blank,
// as the text layer drops an empty cell) and then ranges rising without a
// gap from the lowest roll, at least minDieRows of them; the lines under
// it hold a cell per range, after their own label or none, and the first
// names its results in words. A row of counts labelled none is the count
// column ("No."), one of words a column of notes.
func transposed(grid []line) ([]line, bool) {
	if len(grid) < 2 || len(grid) > 3 || grid[0].cells == nil {
		return nil, false
	}
	label, ranges := "", grid[0].cells
	if !rangeOnlyRE.MatchString(ranges[0]) {
		label, ranges = ranges[0], ranges[1:]
	}
	if label != "" && !loneDieRE.MatchString(label) && !dieColumnRE.MatchString(label) || !risingRanges(ranges) {
		return nil, false
	}
	if label == "" {
		label = "Roll" // the die column's header, left blank or dropped
	}
	labels := []string{label, "Result", "No."}
	cols := make([][]string, len(grid)-1)
	for k, r := range grid[1:] {
		cells := r.cells
		if len(cells) == len(ranges)+1 {
			labels[k+1], cells = cells[0], cells[1:]
		}
		if len(cells) != len(ranges) {
			return nil, false
		}
		cols[k] = cells
	}
	if !wordsIn(cols[0]) {
		return nil, false
	}
	if len(cols) > 1 && labels[2] == "No." && wordsIn(cols[1]) {
		labels[2] = "Notes"
	}
	labels = labels[:len(grid)]
	out := []line{{page: grid[0].page, gap: grid[0].gap, text: strings.TrimSpace(strings.Join(labels, " ")), cells: labels}}
	for k, r := range ranges {
		cells := []string{strings.TrimRight(r, ".:)")}
		for _, c := range cols {
			cells = append(cells, c[k])
		}
		out = append(out, line{page: grid[0].page, text: strings.Join(strings.Fields(strings.Join(cells, " ")), " "), cells: cells})
	}
	return out, true
}

// risingRanges reports whether rs are at least minDieRows ranges that
// cover the rolls of a die from its lowest, without a gap ("1", "2", "3";
// "1-2", "3-4", "5", "6"; "2", "3-5", … for 2d6).
func risingRanges(rs []string) bool {
	if len(rs) < minDieRows || !slices.ContainsFunc([]int{1, 2, 3}, func(lo int) bool { return rangeStart(rs[0]) == lo }) {
		return false
	}
	for k, r := range rs {
		if !rangeOnlyRE.MatchString(r) || k > 0 && rangeStart(r) != rangeEnd(rs[k-1])+1 || rangeEnd(r) < rangeStart(r) {
			return false
		}
	}
	return true
}

// wordsIn reports whether most cells hold words, not numbers or dice.
func wordsIn(cells []string) bool {
	n := 0
	for _, c := range cells {
		if strings.ContainsFunc(c, unicode.IsLetter) && !countCellRE.MatchString(c) {
			n++
		}
	}
	return 2*n > len(cells)
}
