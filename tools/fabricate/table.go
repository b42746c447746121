package main

import "fmt"

// table sets a table block: every column but the last as wide as its widest
// cell, the last column wrapped in the width left; the header row in bold
// with a rule under it.
func (l *layout) table(b Block) error {
	st := styles[Table]
	x, w := l.column()
	widths, err := cellWidths(b.Rows, st.size)
	if err != nil {
		return fmt.Errorf("table: %w", err)
	}
	lastX := 0.0
	for _, cw := range widths {
		lastX += cw + cellGap
	}
	if lastX >= w {
		return fmt.Errorf("table: columns wider than the column")
	}
	l.top -= st.before
	for i, row := range b.Rows {
		f := roman
		if i == 0 {
			f = bold
		}
		if err := l.row(row, f, st, x, w-lastX, widths); err != nil {
			return fmt.Errorf("table row %d: %w", i+1, err)
		}
		if i == 0 {
			l.c.line(x, l.top+2, x+w, l.top+2, 0.5)
			l.top -= 2
		}
	}
	l.top -= st.after
	return nil
}

// row sets one table row in face f: cells before the last on one line each,
// the last cell wrapped to lastW points.
func (l *layout) row(row []string, f Face, st style, x, lastW float64, widths []float64) error {
	if len(row) != len(widths)+1 {
		return fmt.Errorf("%d cells, want %d", len(row), len(widths)+1)
	}
	lines, err := wrap(f, st.size, lastW, row[len(row)-1])
	if err != nil {
		return err
	}
	if err := l.need(float64(len(lines)) * st.leading); err != nil {
		return err
	}
	x, _ = l.column()
	base := l.top - 0.8*st.leading
	cx := x
	for i, cell := range row[:len(row)-1] {
		enc, err := encode(cell)
		if err != nil {
			return err
		}
		l.c.text(f, st.size, cx, base, enc)
		cx += widths[i] + cellGap
	}
	l.lines(style{face: f, size: st.size, leading: st.leading}, lines, cx-x)
	return nil
}

// cellWidths returns the width in points of every column but the last: the
// widest cell of the column, set in bold so the header fits too.
func cellWidths(rows [][]string, size float64) ([]float64, error) {
	if len(rows) == 0 || len(rows[0]) < 2 {
		return nil, fmt.Errorf("want a header row of at least two cells")
	}
	widths := make([]float64, len(rows[0])-1)
	for _, row := range rows {
		for i := 0; i < len(row)-1 && i < len(widths); i++ {
			enc, err := encode(row[i])
			if err != nil {
				return nil, err
			}
			widths[i] = max(widths[i], width(bold, size, enc))
		}
	}
	return widths, nil
}
