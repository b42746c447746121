package preprocess

import (
	"bytes"
	"fmt"
	"image"
	"image/draw"
	"image/png"
	"sync"

	"github.com/klippa-app/go-pdfium"
	"github.com/klippa-app/go-pdfium/enums"
	"github.com/klippa-app/go-pdfium/references"
	"github.com/klippa-app/go-pdfium/requests"
)

// chromaTolerance is the largest spread between a pixel's red, green and
// blue values that still counts as gray. Anti-aliased black text and gray
// line art have a spread of 0; JPEG noise in scans stays under ~20.
const chromaTolerance = 24

// colourShare is the share of chromatic pixels, in pixels per million, from
// which a page counts as colour under ColourAuto: 0.2 %, a bit more than a
// red heading or a few coloured links, far less than a map or a picture.
const colourShare = 2000

// pngEncoder encodes renders. BestSpeed because encoding, not rendering,
// dominates the cost of a page (MEASURED.md) and the renders are
// intermediate files read by models; its output is deterministic. The
// buffer pool lets workers reuse the encoder's scratch buffers.
var pngEncoder = png.Encoder{CompressionLevel: png.BestSpeed, BufferPool: &encoderPool{}}

// encoderPool is a png.EncoderBufferPool backed by a sync.Pool.
type encoderPool struct{ p sync.Pool }

// Get returns a pooled buffer or nil.
func (e *encoderPool) Get() *png.EncoderBuffer {
	b, _ := e.p.Get().(*png.EncoderBuffer)
	return b
}

// Put returns b to the pool.
func (e *encoderPool) Put(b *png.EncoderBuffer) { e.p.Put(b) }

// rendering is a page encoded as PNG.
type rendering struct {
	png           []byte // the PNG file
	colour        Colour // ColourGray or ColourRGB
	width, height int    // in pixels
	blank         bool   // every pixel is of one colour
}

// render renders page index of doc at dpi, turned counter-clockwise by
// upright quarter turns (see turnUpright), and encodes it as PNG, in gray
// or RGB as policy decides. When the tiling t is at dpi too, it also
// returns t's tiles, cut from the same render (see cutTiles); else nil.
func render(inst pdfium.Pdfium, doc references.FPDF_DOCUMENT, index, dpi int, policy Colour, upright int, t tiling) (rendering, []rendering, error) {
	var r rendering
	var tiles []rendering
	err := raster(inst, doc, index, dpi, upright, func(m *image.RGBA) (err error) {
		if r, err = encode(m, policy); err != nil {
			return err
		}
		r.blank = uniform(m)
		if t.DPI == dpi {
			tiles, err = cutTiles(m, t, r.colour)
		}
		return err
	})
	return r, tiles, err
}

// uniform reports whether every pixel of m has the colour of its first:
// nothing is printed on the page. It stops at the first other pixel, in
// the top margin of most pages.
func uniform(m *image.RGBA) bool {
	p := m.Pix
	for i := 4; i+3 < len(p); i += 4 {
		if p[i] != p[0] || p[i+1] != p[1] || p[i+2] != p[2] {
			return false
		}
	}
	return true
}

// renderTiles renders page index of doc as render does, at t.DPI, and
// returns its tiles (see cutTiles).
func renderTiles(inst pdfium.Pdfium, doc references.FPDF_DOCUMENT, index int, t tiling, colour Colour, upright int) ([]rendering, error) {
	var out []rendering
	err := raster(inst, doc, index, t.DPI, upright, func(m *image.RGBA) (err error) {
		out, err = cutTiles(m, t, colour)
		return err
	})
	return out, err
}

// cutTiles cuts the tiles of t from m, a render at t.DPI, and encodes
// them as PNG in colour (ColourGray or ColourRGB, the whole page's), in
// reading order, each saying whether it is blank. A blank tile is not
// encoded (its png is nil): it is never written (see writeTiles).
func cutTiles(m *image.RGBA, t tiling, colour Colour) ([]rendering, error) {
	var out []rendering
	for _, rect := range t.tileRects(m.Bounds()) {
		tile := image.NewRGBA(image.Rect(0, 0, rect.Dx(), rect.Dy()))
		draw.Draw(tile, tile.Bounds(), m, rect.Min, draw.Src)
		if uniform(tile) {
			out = append(out, rendering{colour: colour, width: rect.Dx(), height: rect.Dy(), blank: true})
			continue
		}
		r, err := encode(tile, colour)
		if err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	return out, nil
}

// raster renders page index of doc at dpi, opaque and turned
// counter-clockwise by upright quarter turns, and calls f with the image
// while pdfium's bitmap lives.
func raster(inst pdfium.Pdfium, doc references.FPDF_DOCUMENT, index, dpi, upright int, f func(*image.RGBA) error) error {
	res, err := inst.RenderPageInDPI(&requests.RenderPageInDPI{
		Page:        requests.Page{ByIndex: &requests.PageByIndex{Document: doc, Index: index}},
		DPI:         dpi,
		RenderFlags: enums.FPDF_RENDER_FLAG_ANNOT,
	})
	if err != nil {
		return err
	}
	defer res.Cleanup()
	rgba, ok := res.Result.RenderedImage.(*image.RGBA)
	if !ok {
		return fmt.Errorf("render: got %T, want *image.RGBA", res.Result.RenderedImage)
	}
	if res.Result.HasTransparency {
		flatten(rgba)
	}
	return f(turnUpright(rgba, upright))
}

// encode encodes an opaque image with its origin at 0,0 as PNG, in gray or
// RGB as policy decides.
func encode(rgba *image.RGBA, policy Colour) (rendering, error) {
	var img image.Image = rgba
	colour := ColourRGB
	if policy == ColourGray || policy == ColourAuto && achromatic(rgba) {
		img, colour = gray(rgba), ColourGray
	}
	var buf bytes.Buffer
	if err := pngEncoder.Encode(&buf, img); err != nil {
		return rendering{}, err
	}
	return rendering{png: buf.Bytes(), colour: colour, width: rgba.Rect.Dx(), height: rgba.Rect.Dy()}, nil
}

// flatten composites a render with transparency over white, in place,
// leaving every pixel opaque. pdfium's BGRA bitmaps carry straight
// (non-premultiplied) alpha.
func flatten(m *image.RGBA) {
	p := m.Pix
	for i := 0; i+3 < len(p); i += 4 {
		a := uint32(p[i+3])
		for c := i; c < i+3; c++ {
			p[c] = uint8((uint32(p[c])*a + 255*(255-a) + 127) / 255)
		}
		p[i+3] = 255
	}
}

// achromatic reports whether fewer than colourShare per million of m's
// pixels have a channel spread above chromaTolerance.
func achromatic(m *image.RGBA) bool {
	p := m.Pix
	limit := len(p) / 4 * colourShare / 1_000_000
	n := 0
	for i := 0; i+3 < len(p); i += 4 {
		r, g, b := p[i], p[i+1], p[i+2]
		if max(r, g, b)-min(r, g, b) > chromaTolerance {
			if n++; n > limit {
				return false
			}
		}
	}
	return true
}

// gray converts an opaque render to 8-bit gray with the ITU-R BT.601 luma
// weights of image/color.GrayModel, in integer arithmetic.
func gray(m *image.RGBA) *image.Gray {
	b := m.Bounds()
	g := image.NewGray(b)
	for y := 0; y < b.Dy(); y++ {
		src := m.Pix[y*m.Stride : y*m.Stride+b.Dx()*4]
		dst := g.Pix[y*g.Stride : y*g.Stride+b.Dx()]
		for x := range dst {
			r, gr, bl := uint32(src[4*x]), uint32(src[4*x+1]), uint32(src[4*x+2])
			dst[x] = uint8((19595*r + 38470*gr + 7471*bl + 1<<15) >> 16)
		}
	}
	return g
}
