package main

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"strconv"
	"strings"
)

// MapSpec is a map page: a grid of squares drawn as a gray raster image.
// Coordinates and sizes are in squares from the top left corner.
type MapSpec struct {
	W, H, Cell int               // size in squares, pixels per square
	Grids      []image.Rectangle // panels of faint grid lines
	Rooms      []Room            // keyed rooms
	Halls      []image.Rectangle // passages without a key
	Water      []image.Rectangle // water drawn over floors
	Stairs     []Stairs          // flights of steps
	Doors      []Door            // doors and secret doors
	Labels     []Label           // pixel-letter labels
}

// Room is a keyed room of a map.
type Room struct {
	Key  string          // the area key drawn in its middle, e.g. "7a"
	Rect image.Rectangle // its floor, in squares
}

// Stairs is a flight of steps; Across is true when the steps run across
// the box from left to right (dir h), false when from top to bottom (v).
type Stairs struct {
	Rect   image.Rectangle
	Across bool
}

// Door is a door two squares wide in a wall. At (X, Y) a vertical door (dir
// v) spans squares Y to Y+2 on the line x = X; a horizontal one (dir h)
// spans X to X+2 on the line y = Y.
type Door struct {
	X, Y     int
	Vertical bool
	Secret   bool
}

// Label is a line of pixel letters with its top left corner at square
// (X, Y), each font pixel Scale image pixels wide.
type Label struct {
	X, Y, Scale int
	Text        string
}

// ParseMap parses the lines of a map page file called name; lines[0] is
// "@map W H CELL". Errors name the file and line.
func ParseMap(name string, lines []string) (*MapSpec, error) {
	m := &MapSpec{}
	head := strings.Fields(lines[0])
	if err := ints(head[1:], &m.W, &m.H, &m.Cell); err != nil || m.W <= 0 || m.H <= 0 || m.Cell <= 0 {
		return nil, fmt.Errorf("parse %s:1: want @map W H CELL with positive sizes", name)
	}
	for i, line := range lines[1:] {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if err := m.parseLine(line); err != nil {
			return nil, fmt.Errorf("parse %s:%d: %w", name, i+2, err)
		}
	}
	return m, nil
}

// parseLine adds the element of one map line to m.
func (m *MapSpec) parseLine(line string) error {
	f := strings.Fields(line)
	var r image.Rectangle
	var err error
	switch f[0] {
	case "grid", "hall", "water":
		if r, err = rect(f[1:]); err == nil {
			m.add(f[0], r)
		}
	case "room":
		if len(f) < 2 {
			return fmt.Errorf("room: want KEY X Y W H")
		}
		r, err = rect(f[2:])
		m.Rooms = append(m.Rooms, Room{Key: f[1], Rect: r})
	case "stairs":
		if len(f) != 6 || (f[5] != "h" && f[5] != "v") {
			return fmt.Errorf("stairs: want X Y W H h|v")
		}
		r, err = rect(f[1:5])
		m.Stairs = append(m.Stairs, Stairs{Rect: r, Across: f[5] == "h"})
	case "door", "secret":
		d := Door{Secret: f[0] == "secret"}
		if len(f) != 4 || (f[3] != "h" && f[3] != "v") {
			return fmt.Errorf("%s: want X Y h|v", f[0])
		}
		d.Vertical = f[3] == "v"
		err = ints(f[1:3], &d.X, &d.Y)
		m.Doors = append(m.Doors, d)
	case "label":
		var l Label
		if len(f) < 5 {
			return fmt.Errorf("label: want X Y SCALE TEXT")
		}
		err = ints(f[1:4], &l.X, &l.Y, &l.Scale)
		l.Text = strings.Join(f[4:], " ")
		m.Labels = append(m.Labels, l)
	default:
		return fmt.Errorf("unknown map element %q", f[0])
	}
	return err
}

// add appends r to the rectangles of kind grid, hall or water.
func (m *MapSpec) add(kind string, r image.Rectangle) {
	switch kind {
	case "grid":
		m.Grids = append(m.Grids, r)
	case "hall":
		m.Halls = append(m.Halls, r)
	default:
		m.Water = append(m.Water, r)
	}
}

// rect parses "X Y W H" into a rectangle.
func rect(f []string) (image.Rectangle, error) {
	var x, y, w, h int
	if err := ints(f, &x, &y, &w, &h); err != nil {
		return image.Rectangle{}, err
	}
	if w <= 0 || h <= 0 {
		return image.Rectangle{}, fmt.Errorf("size %d×%d: want positive", w, h)
	}
	return image.Rect(x, y, x+w, y+h), nil
}

// ints parses the fields f into the integers dst, one each.
func ints(f []string, dst ...*int) error {
	if len(f) != len(dst) {
		return fmt.Errorf("want %d numbers, got %d", len(dst), len(f))
	}
	for i, s := range f {
		n, err := strconv.Atoi(s)
		if err != nil {
			return fmt.Errorf("number %q: %w", s, err)
		}
		*dst[i] = n
	}
	return nil
}

// PNG draws the map and returns it as a gray PNG.
func (m *MapSpec) PNG() ([]byte, error) {
	img, err := m.Draw()
	if err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	enc := png.Encoder{CompressionLevel: png.BestCompression}
	if err := enc.Encode(&buf, img); err != nil {
		return nil, fmt.Errorf("encode map: %w", err)
	}
	return buf.Bytes(), nil
}

// fill paints rectangle r of img (in pixels) with gray level v.
func fill(img *image.Gray, r image.Rectangle, v uint8) {
	draw.Draw(img, r, image.NewUniform(color.Gray{Y: v}), image.Point{}, draw.Src)
}
