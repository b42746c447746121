package main

import (
	"fmt"
	"strconv"
)

// geometry is the page size and the text area's margins, in points.
type geometry struct {
	W, H                     float64 // page width and height
	Left, Right, Top, Bottom float64 // margins; Bottom leaves room for the footer
	Gutter                   float64 // space between two columns
}

// letter is US Letter with the margins of the fabricated pages.
var letter = geometry{W: 612, H: 792, Left: 54, Right: 54, Top: 54, Bottom: 66, Gutter: 20}

// a5 is A5 with a zine's narrow margins.
var a5 = geometry{W: 420, H: 595, Left: 32, Right: 32, Top: 36, Bottom: 48, Gutter: 12}

// landscape is US Letter turned on its side, with a one-page zine's
// narrow margins and gutters.
var landscape = geometry{W: 792, H: 612, Left: 36, Right: 36, Top: 36, Bottom: 48, Gutter: 14}

// papers maps the names @paper takes to their geometry.
var papers = map[string]*geometry{"a5": &a5, "landscape": &landscape}

// geometryOf returns the geometry of page p.
func geometryOf(p *Page) geometry {
	if g := papers[p.Paper]; g != nil {
		return *g
	}
	return letter
}

// style is how a block kind is set: face and size, line leading, and space
// before and after the block, all in points.
type style struct {
	face                         Face
	size, leading, before, after float64
}

// styles gives the style of each text block kind, for body text of 10
// points (see layout.style).
var styles = map[Kind]style{
	Paragraph:   {roman, 10, 12.2, 0, 5},
	Title:       {sans, 24, 28, 6, 10},
	Heading:     {sans, 13, 16, 8, 4},
	AreaHeading: {sans, 10.5, 13, 6, 2},
	BoldLine:    {bold, 10, 12.2, 0, 0},
	ReadAloud:   {italic, 10, 12.2, 0, 7},
	Table:       {roman, 9.5, 11.5, 2, 7},
	PlainTable:  {roman, 9.5, 11.5, 2, 7},
	Caption:     {italic, 6, 7.5, 2, 5},
}

// Spacing of boxes, tables and rules, in points.
const (
	boxPad    = 6   // padding inside a read-aloud box
	boxFill   = 0.9 // gray level of a read-aloud box
	cellGap   = 10  // space after every table column but the last
	ruleSpace = 8   // space above and below a rule
	keepLines = 2   // lines of the next block kept with a heading
)

// layout sets the blocks of one text page on a canvas, column by column.
type layout struct {
	c    canvas
	page *Page
	geo  geometry
	col  int     // current column, from 0
	top  float64 // y of the top of the space left in the column
}

// layoutPage returns the content stream of text page p, page number n of the
// document; pages after the first get a footer with the text footer and n.
func layoutPage(p *Page, n int, footer string) ([]byte, error) {
	g := geometryOf(p)
	l := &layout{page: p, geo: g, top: g.H - g.Top}
	for _, b := range p.Blocks {
		if err := l.block(b); err != nil {
			return nil, fmt.Errorf("lay out %s:%d: %w", p.Name, b.Line, err)
		}
	}
	if n > 1 {
		if err := l.footer(footer, n); err != nil {
			return nil, fmt.Errorf("lay out %s: %w", p.Name, err)
		}
	}
	return l.c.buf.Bytes(), nil
}

// style returns the style of block kind k on the page: styles' scaled to
// the page's body size.
func (l *layout) style(k Kind) style {
	st := styles[k]
	f := l.page.Size / styles[Paragraph].size
	return style{st.face, st.size * f, st.leading * f, st.before * f, st.after * f}
}

// column returns the left edge and width of the current column.
func (l *layout) column() (x, w float64) {
	g := l.geo
	w = (g.W - g.Left - g.Right - float64(l.page.Columns-1)*g.Gutter) / float64(l.page.Columns)
	return g.Left + float64(l.col)*(w+g.Gutter), w
}

// need makes room for h points of height, moving to the next column if the
// current one is too full.
func (l *layout) need(h float64) error {
	if l.top-h >= l.geo.Bottom {
		return nil
	}
	if l.col+1 >= l.page.Columns {
		return fmt.Errorf("text does not fit the page (%s pt more needed)", num(round(h-(l.top-l.geo.Bottom))))
	}
	l.next()
	return nil
}

// next moves to the top of the next column.
func (l *layout) next() {
	l.col++
	l.top = l.geo.H - l.geo.Top
}

// block sets one block.
func (l *layout) block(b Block) error {
	switch b.Kind {
	case ColumnBreak:
		if l.col+1 >= l.page.Columns {
			return fmt.Errorf("column break in the last column")
		}
		l.next()
		return nil
	case Rule:
		return l.rule()
	case ReadAloud:
		return l.readAloud(b)
	case Table, PlainTable:
		return l.table(b)
	}
	st := l.style(b.Kind)
	_, w := l.column()
	lines, err := wrap(st.face, st.size, w, b.Text)
	if err != nil {
		return err
	}
	h := st.before + float64(len(lines))*st.leading
	if b.Kind != Paragraph {
		h += keepLines * l.style(Paragraph).leading
	}
	if err := l.need(h); err != nil {
		return err
	}
	l.top -= st.before
	l.lines(st, lines, 0)
	l.top -= st.after
	return nil
}

// lines sets wrapped lines (see wrap) at the size and leading of st,
// indented by indent points from the column's left edge (or centred on a
// centred page), a text operator per segment.
func (l *layout) lines(st style, lines [][]seg, indent float64) {
	x, w := l.column()
	for _, line := range lines {
		lx := x + indent
		if l.page.Center {
			lx = x + (w-lineWidth(line, st.size))/2
		}
		for _, sg := range line {
			l.c.text(sg.face, st.size, lx, l.top-0.8*st.leading, sg.enc)
			lx += width(sg.face, st.size, sg.enc)
		}
		l.top -= st.leading
	}
}

// rule draws a horizontal rule across the column.
func (l *layout) rule() error {
	if err := l.need(2 * ruleSpace); err != nil {
		return err
	}
	x, w := l.column()
	l.top -= ruleSpace
	l.c.line(x, l.top, x+w, l.top, 0.8)
	l.top -= ruleSpace
	return nil
}

// readAloud sets b in italics inside a shaded, outlined box.
func (l *layout) readAloud(b Block) error {
	st := l.style(ReadAloud)
	_, w := l.column()
	lines, err := wrap(st.face, st.size, w-2*boxPad, b.Text)
	if err != nil {
		return err
	}
	h := float64(len(lines))*st.leading + 2*boxPad
	if err := l.need(h + st.after); err != nil {
		return err
	}
	x, w := l.column() // after need: the box may have moved to the next column
	l.c.box(x, l.top-h, w, h, boxFill)
	l.top -= boxPad
	l.lines(st, lines, boxPad)
	l.top -= boxPad + st.after
	return nil
}

// footer sets the running footer: text at the left, the page number n at
// the right, under the text area.
func (l *layout) footer(text string, n int) error {
	const size = 8
	enc, err := encode(text)
	if err != nil {
		return err
	}
	g := l.geo
	y := g.Bottom - 26
	l.c.line(g.Left, y+10, g.W-g.Right, y+10, 0.4)
	l.c.text(sans, size, g.Left, y, enc)
	pn := strconv.Itoa(n)
	l.c.text(sans, size, g.W-g.Right-width(sans, size, pn), y, pn)
	return nil
}

// table sets a table block: every column but the last as wide as its widest
// cell, the last column wrapped in the width left; the header row of a
// Table in bold with a rule under it, a PlainTable's in roman as its rows.
func (l *layout) table(b Block) error {
	st := l.style(b.Kind)
	plain := b.Kind == PlainTable
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
		if i == 0 && !plain {
			f = bold
		}
		if err := l.row(row, f, st, w-lastX, widths); err != nil {
			return fmt.Errorf("table row %d: %w", i+1, err)
		}
		if i == 0 && !plain {
			l.c.line(x, l.top+2, x+w, l.top+2, 0.5)
			l.top -= 2
		}
	}
	l.top -= st.after
	return nil
}

// row sets one table row in face f: cells before the last on one line each,
// the last cell wrapped to lastW points.
func (l *layout) row(row []string, f Face, st style, lastW float64, widths []float64) error {
	if len(row) != len(widths)+1 {
		return fmt.Errorf("%d cells, want %d", len(row), len(widths)+1)
	}
	lines, err := wrap(f, st.size, lastW, row[len(row)-1])
	if err != nil {
		return err
	}
	if len(lines) == 0 {
		return fmt.Errorf("empty last cell") // it would set no line, and the next row over this one
	}
	if err := l.need(float64(len(lines)) * st.leading); err != nil {
		return err
	}
	x, _ := l.column()
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
