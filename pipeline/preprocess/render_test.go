package preprocess

import (
	"image"
	"image/color"
	"testing"
)

// whitePage returns a white 100×100 RGBA image with n pixels of colour c.
func whitePage(n int, c color.RGBA) *image.RGBA {
	m := image.NewRGBA(image.Rect(0, 0, 100, 100))
	for i := range m.Pix {
		m.Pix[i] = 255
	}
	for i := range n {
		m.SetRGBA(i%100, i/100, c)
	}
	return m
}

func TestAchromatic(t *testing.T) {
	red := color.RGBA{200, 30, 30, 255}
	cases := []struct {
		name string
		m    *image.RGBA
		want bool
	}{
		{"white", whitePage(0, red), true},
		{"black text", whitePage(3000, color.RGBA{0, 0, 0, 255}), true},
		{"JPEG-noisy gray", whitePage(5000, color.RGBA{120, 128, 140, 255}), true},
		{"a red dot", whitePage(20, red), true},
		{"a red heading", whitePage(400, red), false},
		{"a map", whitePage(4000, color.RGBA{40, 120, 60, 255}), false},
	}
	for _, c := range cases {
		if got := achromatic(c.m); got != c.want {
			t.Errorf("achromatic(%s) = %v, want %v", c.name, got, c.want)
		}
	}
}

func TestGray(t *testing.T) {
	m := whitePage(3, color.RGBA{255, 0, 0, 255})
	m.SetRGBA(5, 0, color.RGBA{128, 128, 128, 255})
	g := gray(m)
	for _, c := range []struct {
		x    int
		want uint8
	}{{0, 76}, {5, 128}, {50, 255}} {
		want := color.GrayModel.Convert(m.At(c.x, 0)).(color.Gray).Y
		if got := g.GrayAt(c.x, 0).Y; got != c.want || got != want {
			t.Errorf("gray pixel %d = %d, want %d (image/color: %d)", c.x, got, c.want, want)
		}
	}
}

func TestFlatten(t *testing.T) {
	m := image.NewRGBA(image.Rect(0, 0, 3, 1))
	copy(m.Pix, []uint8{0, 0, 0, 0, 0, 0, 0, 255, 200, 100, 0, 128})
	flatten(m)
	want := []uint8{255, 255, 255, 255, 0, 0, 0, 255, 227, 177, 127, 255}
	for i, v := range want {
		if m.Pix[i] != v {
			t.Fatalf("flatten = %v, want %v", m.Pix, want)
		}
	}
}
