package main

import (
	"fmt"
	"image"
	"strings"
)

// Pixel sizes and gray levels of the map drawing.
const (
	wallPx     = 4   // wall thickness
	doorPx     = 4   // half the thickness of a door
	gridGray   = 215 // faint grid lines
	waterGray  = 200 // water
	stepEvery  = 6   // distance between stair treads
	keyScale   = 3   // pixel size of room keys
	secretSize = 2   // pixel size of the S of a secret door
)

// Draw renders the map: grid panels, walls and floors of rooms and halls,
// water, stairs, doors, room keys and labels, black on white.
func (m *MapSpec) Draw() (*image.Gray, error) {
	c := m.Cell
	img := image.NewGray(image.Rect(0, 0, m.W*c, m.H*c))
	fill(img, img.Bounds(), 255)
	for _, g := range m.Grids {
		m.grid(img, g)
	}
	floors := append([]image.Rectangle{}, m.Halls...)
	for _, r := range m.Rooms {
		floors = append(floors, r.Rect)
	}
	for _, f := range floors {
		fill(img, m.px(f).Inset(-wallPx), 0)
	}
	for _, f := range floors {
		fill(img, m.px(f), 255)
	}
	for _, w := range m.Water {
		fill(img, m.px(w), waterGray)
	}
	for _, s := range m.Stairs {
		m.stairs(img, s)
	}
	for _, d := range m.Doors {
		if err := m.door(img, d); err != nil {
			return nil, err
		}
	}
	return img, m.text(img)
}

// px converts a rectangle in squares to pixels.
func (m *MapSpec) px(r image.Rectangle) image.Rectangle {
	return image.Rect(r.Min.X*m.Cell, r.Min.Y*m.Cell, r.Max.X*m.Cell, r.Max.Y*m.Cell)
}

// grid draws faint lines on every square edge of panel g.
func (m *MapSpec) grid(img *image.Gray, g image.Rectangle) {
	p := m.px(g)
	for x := p.Min.X; x <= p.Max.X; x += m.Cell {
		fill(img, image.Rect(x, p.Min.Y, x+1, p.Max.Y+1), gridGray)
	}
	for y := p.Min.Y; y <= p.Max.Y; y += m.Cell {
		fill(img, image.Rect(p.Min.X, y, p.Max.X+1, y+1), gridGray)
	}
}

// stairs outlines a flight of steps and draws its treads.
func (m *MapSpec) stairs(img *image.Gray, s Stairs) {
	p := m.px(s.Rect)
	for _, e := range []image.Rectangle{
		image.Rect(p.Min.X, p.Min.Y, p.Max.X, p.Min.Y+1), image.Rect(p.Min.X, p.Max.Y-1, p.Max.X, p.Max.Y),
		image.Rect(p.Min.X, p.Min.Y, p.Min.X+1, p.Max.Y), image.Rect(p.Max.X-1, p.Min.Y, p.Max.X, p.Max.Y),
	} {
		fill(img, e, 0)
	}
	if s.Across {
		for x := p.Min.X + stepEvery; x < p.Max.X; x += stepEvery {
			fill(img, image.Rect(x, p.Min.Y, x+1, p.Max.Y), 0)
		}
		return
	}
	for y := p.Min.Y + stepEvery; y < p.Max.Y; y += stepEvery {
		fill(img, image.Rect(p.Min.X, y, p.Max.X, y+1), 0)
	}
}

// door draws a door as an outlined box across its opening, or a secret door
// as a wall with an S beside it.
func (m *MapSpec) door(img *image.Gray, d Door) error {
	c := m.Cell
	x, y := d.X*c, d.Y*c
	r := image.Rect(x+3, y-doorPx, x+2*c-3, y+doorPx)
	if d.Vertical {
		r = image.Rect(x-doorPx, y+3, x+doorPx, y+2*c-3)
	}
	if d.Secret {
		fill(img, r.Inset(1), 0)
		sx, sy := r.Max.X+3, r.Min.Y
		if !d.Vertical {
			sx, sy = r.Min.X, r.Max.Y+3
		}
		return drawText(img, sx, sy, secretSize, "S")
	}
	fill(img, r, 0)
	fill(img, r.Inset(2), 255)
	return nil
}

// text draws the room keys, centred in their rooms, and the labels.
func (m *MapSpec) text(img *image.Gray) error {
	for _, r := range m.Rooms {
		p := m.px(r.Rect)
		w := textWidth(r.Key, keyScale)
		x := (p.Min.X + p.Max.X - w) / 2
		y := (p.Min.Y + p.Max.Y - glyphH*keyScale) / 2
		if err := drawText(img, x, y, keyScale, r.Key); err != nil {
			return fmt.Errorf("room %s: %w", r.Key, err)
		}
	}
	for _, l := range m.Labels {
		if err := drawText(img, l.X*m.Cell, l.Y*m.Cell, l.Scale, l.Text); err != nil {
			return fmt.Errorf("label %q: %w", l.Text, err)
		}
	}
	return nil
}

// textWidth returns the width in pixels of text in the pixel font at scale.
func textWidth(text string, scale int) int {
	n := len([]rune(text))
	return (n*(glyphW+1) - 1) * scale
}

// drawText draws text in the pixel font with its top left corner at pixel
// (x, y), each font pixel scale pixels wide.
func drawText(img *image.Gray, x, y, scale int, text string) error {
	for _, r := range text {
		rows, ok := glyphRows(r)
		if !ok {
			return fmt.Errorf("draw text: no glyph for %q", r)
		}
		for j, row := range rows {
			for i, cell := range row {
				if cell == '#' {
					px := x + i*scale
					py := y + j*scale
					fill(img, image.Rect(px, py, px+scale, py+scale), 0)
				}
			}
		}
		x += (glyphW + 1) * scale
	}
	return nil
}

// Glyph size of the map's pixel font, in font pixels.
const (
	glyphW = 5
	glyphH = 7
)

// glyphs is the map's 5×7 pixel font: seven rows of five cells per
// character, '#' for ink. The map has no text layer, so its labels are drawn
// with this font; a character missing here is an error.
var glyphs = map[rune]string{
	'A': ".###. #...# #...# ##### #...# #...# #...#",
	'B': "####. #...# #...# ####. #...# #...# ####.",
	'C': ".###. #...# #.... #.... #.... #...# .###.",
	'D': "####. #...# #...# #...# #...# #...# ####.",
	'E': "##### #.... #.... ####. #.... #.... #####",
	'F': "##### #.... #.... ####. #.... #.... #....",
	'G': ".###. #...# #.... #.### #...# #...# .####",
	'H': "#...# #...# #...# ##### #...# #...# #...#",
	'I': ".###. ..#.. ..#.. ..#.. ..#.. ..#.. .###.",
	'J': "..### ...#. ...#. ...#. ...#. #..#. .##..",
	'K': "#...# #..#. #.#.. ##... #.#.. #..#. #...#",
	'L': "#.... #.... #.... #.... #.... #.... #####",
	'M': "#...# ##.## #.#.# #.#.# #...# #...# #...#",
	'N': "#...# #...# ##..# #.#.# #..## #...# #...#",
	'O': ".###. #...# #...# #...# #...# #...# .###.",
	'P': "####. #...# #...# ####. #.... #.... #....",
	'Q': ".###. #...# #...# #...# #.#.# #..#. .##.#",
	'R': "####. #...# #...# ####. #.#.. #..#. #...#",
	'S': ".#### #.... #.... .###. ....# ....# ####.",
	'T': "##### ..#.. ..#.. ..#.. ..#.. ..#.. ..#..",
	'U': "#...# #...# #...# #...# #...# #...# .###.",
	'V': "#...# #...# #...# #...# #...# .#.#. ..#..",
	'W': "#...# #...# #...# #.#.# #.#.# #.#.# .#.#.",
	'X': "#...# #...# .#.#. ..#.. .#.#. #...# #...#",
	'Y': "#...# #...# .#.#. ..#.. ..#.. ..#.. ..#..",
	'Z': "##### ....# ...#. ..#.. .#... #.... #####",
	'a': "..... ..... .###. ....# .#### #...# .####",
	'0': ".###. #...# #..## #.#.# ##..# #...# .###.",
	'1': "..#.. .##.. ..#.. ..#.. ..#.. ..#.. .###.",
	'2': ".###. #...# ....# ...#. ..#.. .#... #####",
	'3': "####. ....# ....# .###. ....# ....# ####.",
	'4': "...#. ..##. .#.#. #..#. ##### ...#. ...#.",
	'5': "##### #.... ####. ....# ....# #...# .###.",
	'6': ".###. #.... #.... ####. #...# #...# .###.",
	'7': "##### ....# ...#. ..#.. .#... .#... .#...",
	'8': ".###. #...# #...# .###. #...# #...# .###.",
	'9': ".###. #...# #...# .#### ....# ....# .###.",
	':': "..... ..#.. ..#.. ..... ..#.. ..#.. .....",
	'.': "..... ..... ..... ..... ..... ..#.. ..#..",
	'=': "..... ..... ##### ..... ##### ..... .....",
	'-': "..... ..... ..... ##### ..... ..... .....",
	' ': "..... ..... ..... ..... ..... ..... .....",
}

// glyphRows returns the seven rows of character r, or false if the font
// lacks it.
func glyphRows(r rune) ([]string, bool) {
	g, ok := glyphs[r]
	if !ok {
		return nil, false
	}
	return strings.Fields(g), true
}
