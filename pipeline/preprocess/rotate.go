package preprocess

import (
	"image"
	"math"
	"slices"
	"strings"
)

// Rotated text: pdfium gives each character's angle, clockwise in
// radians (FPDFText_GetCharAngle; text drawn reading upwards, by a text
// matrix of [0 1 -1 0], is 3π/2). Characters are read in frames by the
// quarter turn nearest their angle: each frame's characters are turned
// upright, laid out on their own and read in their own reading order, the
// frame with the most letters first. A page whose letters are mostly in
// one turned frame is rendered turned upright.

// quarter returns how many clockwise quarter turns angle (radians) is
// nearest, 0 to 3.
func quarter(angle float64) int {
	q := int(math.Round(angle/(math.Pi/2))) % 4
	return (q + 4) % 4
}

// pageText returns the text of a page of body text b (see bodyOf) in
// reading order in the markup of markup.go (one fragment per line, a blank
// line between blocks, a final newline; "" for a page without text), read
// frame by frame, and the quarter turns of the frame the render is to be
// turned back by: the frame holding more than half of the letters as the
// page is shown, 0 when there is none or it is upright. rot is the page's own rotation
// (its /Rotate, PDF 1.7 table 30) in clockwise quarter turns: pdfium's
// render shows the page turned by it, while the characters' angles are
// those of the page's content, so text drawn upright on a page of
// /Rotate 90 reads down the render, and text drawn reading up the page
// reads upright in it (a landscape page made of a portrait one).
func pageText(chars []char, b body, rot int) (string, int) {
	var counts [4]int
	letters := 0
	for _, c := range chars {
		if _, ok := glyph(c.text); ok {
			counts[quarter(c.angle)]++
			letters++
		}
	}
	main := 0
	for q, n := range counts {
		if n > counts[main] {
			main = q
		}
	}
	order := []int{main}
	for q := range 4 {
		if q != main {
			order = append(order, q)
		}
	}
	var texts []string
	for _, q := range order {
		if counts[q] == 0 {
			continue
		}
		texts = append(texts, layoutWords(words(inFrame(chars, q), b), b))
	}
	if counts[main] <= letters/2 {
		return strings.Join(texts, "\n"), 0
	}
	return strings.Join(texts, "\n"), (main + rot) % 4
}

// layoutWords returns the page text of words on a page of body text b:
// lines, fragments, blocks, table rows, the page's head and foot (see
// margins), keys hung in the margin of its text (see hangingKeys),
// reading order (the head first and the foot last) and markup.
func layoutWords(ws []span, b body) string {
	head, text, foot := margins(rows(blocks(fragments(lines(ws)))), b)
	return layout(slices.Concat(readingOrder(head), readingOrder(hangingKeys(text)), readingOrder(foot)), b)
}

// inFrame returns the characters of chars in the frame of q clockwise
// quarter turns, turned upright: its letters, and every character that is
// no letter (spaces and line breaks part words in every frame), with their
// boxes in the frame's coordinates (x along the text, y down its lines)
// and their angles relative to it.
func inFrame(chars []char, q int) []char {
	var out []char
	for _, c := range chars {
		if _, ok := glyph(c.text); ok && quarter(c.angle) != q {
			continue
		}
		c.ink, c.adv = turn(c.ink, q), turn(c.adv, q)
		c.angle -= float64(q) * math.Pi / 2
		if c.angle < 0 {
			c.angle += 2 * math.Pi
		}
		out = append(out, c)
	}
	return out
}

// turn returns box b of the page (y down) in the frame of text turned q
// clockwise quarter turns: text turned once reads down the page, its lines
// stacked leftwards; turned three times it reads up the page, its lines
// stacked rightwards. Frame coordinates may be negative.
func turn(b box, q int) box {
	switch q {
	case 1:
		return box{b.y0, -b.x1, b.y1, -b.x0}
	case 2:
		return box{-b.x1, -b.y1, -b.x0, -b.y0}
	case 3:
		return box{-b.y1, b.x0, -b.y0, b.x1}
	}
	return b
}

// turnUpright returns m turned counter-clockwise by q quarter turns, so
// that text drawn turned q quarter turns clockwise reads upright.
func turnUpright(m *image.RGBA, q int) *image.RGBA {
	if q == 0 {
		return m
	}
	w, h := m.Rect.Dx(), m.Rect.Dy()
	ow, oh := h, w
	if q == 2 {
		ow, oh = w, h
	}
	out := image.NewRGBA(image.Rect(0, 0, ow, oh))
	for y := range h {
		for x := range w {
			var dx, dy int
			switch q {
			case 1: // counter-clockwise: the right edge goes to the top
				dx, dy = y, w-1-x
			case 2:
				dx, dy = w-1-x, h-1-y
			case 3: // clockwise: the left edge goes to the top
				dx, dy = h-1-y, x
			}
			si, di := y*m.Stride+4*x, dy*out.Stride+4*dx
			copy(out.Pix[di:di+4], m.Pix[si:si+4])
		}
	}
	return out
}
