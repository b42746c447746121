package main

import (
	"bytes"
	"fmt"
	"math"
	"strconv"

	"github.com/pdfcpu/pdfcpu/pkg/font"
	"golang.org/x/text/encoding/charmap"
)

// Face is one of the standard Type 1 fonts used, with its resource name.
type Face struct {
	Res  string // resource name in the page's font dictionary, e.g. "F1"
	Base string // PostScript name of a standard Type 1 font
}

// The faces of the fabricated pages; faces lists them in resource order.
var (
	roman  = Face{"F1", "Times-Roman"}
	bold   = Face{"F2", "Times-Bold"}
	italic = Face{"F3", "Times-Italic"}
	sans   = Face{"F4", "Helvetica-Bold"}
	faces  = []Face{roman, bold, italic, sans}
)

// canvas accumulates the operators of one page's content stream.
type canvas struct{ buf bytes.Buffer }

// num formats a coordinate or size in points with at most two decimals.
func num(v float64) string {
	return strconv.FormatFloat(v, 'f', -1, 64)
}

// encode returns s in WinAnsi (Windows-1252) encoding, the encoding of the
// page fonts.
func encode(s string) (string, error) {
	b, err := charmap.Windows1252.NewEncoder().String(s)
	if err != nil {
		return "", fmt.Errorf("encode %q: %w", s, err)
	}
	return b, nil
}

// width returns the width in points of the WinAnsi-encoded text enc set in
// face f at size points, from pdfcpu's metrics of the standard fonts.
func width(f Face, size float64, enc string) float64 {
	w, err := font.TextWidthFloat(enc, f.Base, size)
	if err != nil {
		panic(err) // faces are standard fonts; metrics cannot be missing
	}
	return w
}

// text draws the WinAnsi-encoded string enc with its baseline starting at
// (x, y).
func (c *canvas) text(f Face, size, x, y float64, enc string) {
	fmt.Fprintf(&c.buf, "BT /%s %s Tf %s %s Td (", f.Res, num(size), num(round(x)), num(round(y)))
	for i := 0; i < len(enc); i++ {
		switch b := enc[i]; {
		case b == '(' || b == ')' || b == '\\':
			c.buf.WriteByte('\\')
			c.buf.WriteByte(b)
		case b < 0x20 || b > 0x7e:
			fmt.Fprintf(&c.buf, "\\%03o", b)
		default:
			c.buf.WriteByte(b)
		}
	}
	c.buf.WriteString(") Tj ET\n")
}

// box fills the rectangle with lower left corner (x, y) in gray level fill
// (0 black to 1 white) and strokes its outline 0.6 points wide in black.
func (c *canvas) box(x, y, w, h, fill float64) {
	fmt.Fprintf(&c.buf, "q %s g 0 G 0.6 w %s %s %s %s re B Q\n",
		num(fill), num(round(x)), num(round(y)), num(round(w)), num(round(h)))
}

// line strokes a black line from (x1, y1) to (x2, y2), lw points wide.
func (c *canvas) line(x1, y1, x2, y2, lw float64) {
	fmt.Fprintf(&c.buf, "q 0 G %s w %s %s m %s %s l S Q\n",
		num(lw), num(round(x1)), num(round(y1)), num(round(x2)), num(round(y2)))
}

// image paints the image XObject named res over the rectangle with lower
// left corner (x, y).
func (c *canvas) image(res string, x, y, w, h float64) {
	fmt.Fprintf(&c.buf, "q %s 0 0 %s %s %s cm /%s Do Q\n",
		num(round(w)), num(round(h)), num(round(x)), num(round(y)), res)
}

// round rounds v to two decimals, so that coordinates print short.
func round(v float64) float64 { return math.Round(v*100) / 100 }
