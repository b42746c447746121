package preprocess

import (
	"bytes"
	"context"
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/types"

	"github.com/scriptorium/scriptorium/internal/testenv"
)

// TestOCRScannedTables: the die tables of a careless scan (150 DPI,
// turned 1.2 degrees, blurred) read row by row, in two printed styles: an
// OSE-style grid (a d8 and a d6 table under a ruled header, die, creature
// and a third column) and a BFRPG-style d% list (ranges "01–15" before
// their monster, set as a plain table and as lines of text). At least
// three rows in four of each style read whole (en dashes read as hyphens,
// cells apart); read from the 150-DPI render, Tesseract kept 10 of the
// grids' 14 rows and 2 of the lists' 14.
func TestOCRScannedTables(t *testing.T) {
	read := scannedTables(t)
	rowsRE := regexp.MustCompile(`[|*\\]+`)
	have := map[string]bool{}
	for _, l := range read {
		l = strings.TrimPrefix(strings.ReplaceAll(l, "–", "-"), "- ")
		have[strings.Join(strings.Fields(rowsRE.ReplaceAllString(l, " ")), " ")] = true
	}
	for style, rows := range map[string][]string{
		"grid": {
			"1 1d6 Cave locusts Swarm from the crack", "2 2d4 Kobolds Carry a sack of rats",
			"3 1d4 Giant centipedes Under the rubble", "4 1 Gelatinous cube Slow, silent",
			"5 3d6 Giant rats Squeal loudly", "6 1d3 Ghouls Hungry", "7 2d6 Goblins Led by Snagtooth",
			"8 1 Carrion crawler On the ceiling", "1 Troglodytes 1d8", "2 Giant leeches 1d4",
			"3 Stirges 2d6", "4 Hobgoblins 1d6", "5 Grey ooze 1", "6 Bandits 2d4",
		},
		"list": {
			"01-15 Goblins (2d4)", "16-30 Giant Rats (3d6)", "31-45 Skeletons (1d6)", "46-60 Orcs (1d8)",
			"61-75 Zombies (1d4)", "76-85 Giant Spider (1)", "86-95 Bandits (2d6)", "96-00 Ogre (1)",
			"01-20 Giant Bats (1d10)", "21-40 Fire Beetles (1d6)", "41-60 Kobolds (4d4)",
			"61-75 Gnolls (1d6)", "76-90 Hobgoblins (1d6)", "91-00 Owlbear (1)",
		},
	} {
		var lost []string
		for _, r := range rows {
			if !have[r] {
				lost = append(lost, r)
			}
		}
		if len(lost) > len(rows)/4 {
			t.Errorf("%s: %d of %d rows lost, want at most %d: %q\n%s", style, len(lost), len(rows), len(rows)/4, lost, strings.Join(read, "\n"))
		}
	}
}

// TestOCRNoBars: Tesseract reads no vertical bar where a scan prints a
// serif "1", in two styles: the OSE-style prose and stat lines of a
// careless scan (see TestOCRScannedTables), "on a | in 1d6" and "| x bite"
// when read with bars, and the B/X-style minimod's credits page scanned
// straight, "on a | a wandering monster", "area | of the map".
func TestOCRNoBars(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "pages")
	idx, err := Run(context.Background(), testenv.Asset(t, "minimod-scan", "minimod-scan.pdf"), dir, DefaultSettings())
	if err != nil {
		t.Fatal(err)
	}
	credits, err := os.ReadFile(filepath.Join(dir, idx.Pages[1].Text))
	if err != nil {
		t.Fatal(err)
	}
	for style, c := range map[string]struct {
		text  string
		words []string
	}{
		"OSE": {strings.Join(scannedTables(t), "\n"), []string{"on a 1 in 1d6"}},
		"B/X": {string(credits), []string{"on a 1 a wandering monster", "area 1 of the map"}},
	} {
		if strings.Contains(c.text, `\|`) {
			t.Errorf("%s: OCR text holds a bar:\n%s", style, c.text)
		}
		for _, w := range c.words {
			if !strings.Contains(c.text, w) {
				t.Errorf("%s: OCR text lacks %q:\n%s", style, w, c.text)
			}
		}
	}
}

// scannedTables returns the lines of the page texts of a careless scan of
// the scan-tables set: rendered at 150 DPI, turned 1.2 degrees clockwise
// and blurred.
func scannedTables(t *testing.T) []string {
	t.Helper()
	pdf := skewedScan(t, testenv.Asset(t, "scan-tables", "scan-tables.pdf"), 150, -1.2)
	dir := filepath.Join(t.TempDir(), "pages")
	idx, err := Run(context.Background(), pdf, dir, DefaultSettings())
	if err != nil {
		t.Fatal(err)
	}
	var read []string
	for _, p := range idx.Pages {
		b, err := os.ReadFile(filepath.Join(dir, p.Text))
		if err != nil {
			t.Fatal(err)
		}
		read = append(read, strings.Split(string(b), "\n")...)
	}
	return read
}

// skewedScan returns an image-only PDF of the pages of the PDF at path as
// a careless scanner makes them: each rendered at dpi in gray, turned by
// degrees (counter-clockwise) about its centre and blurred by a 3×3
// binomial kernel, each page the size of the original.
func skewedScan(t *testing.T, path string, dpi int, degrees float64) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "pages")
	s := DefaultSettings()
	s.DPI, s.Colour = dpi, ColourGray
	idx, err := Run(context.Background(), path, dir, s)
	if err != nil {
		t.Fatal(err)
	}
	var ms []image.Image
	for _, p := range idx.Pages {
		b, err := os.ReadFile(filepath.Join(dir, p.PNG))
		if err != nil {
			t.Fatal(err)
		}
		m, err := png.Decode(bytes.NewReader(b))
		if err != nil {
			t.Fatal(err)
		}
		ms = append(ms, blurred(turned(m, degrees)))
	}
	p := idx.Pages[0]
	imp := pdfcpu.DefaultImportConfig()
	imp.PageDim, imp.UserDim = &types.Dim{Width: p.WidthPt, Height: p.HeightPt}, true
	imp.Pos, imp.Scale, imp.ScaleAbs = types.Center, 1, false
	return imagePDF(t, "skewed.pdf", imp, ms...)
}

// turned returns m in gray turned by degrees about its centre, sampled
// bilinearly, white where no pixel of m falls.
func turned(m image.Image, degrees float64) *image.Gray {
	r := m.Bounds()
	out := image.NewGray(r)
	sin, cos := math.Sincos(degrees * math.Pi / 180)
	cx, cy := float64(r.Dx())/2, float64(r.Dy())/2
	at := func(x, y int) float64 {
		if !(image.Point{x, y}.In(r)) {
			return 255
		}
		return float64(color.GrayModel.Convert(m.At(x, y)).(color.Gray).Y)
	}
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			dx, dy := float64(x)-cx, float64(y)-cy
			sx, sy := cos*dx-sin*dy+cx, sin*dx+cos*dy+cy
			x0, y0 := int(math.Floor(sx)), int(math.Floor(sy))
			fx, fy := sx-float64(x0), sy-float64(y0)
			v := at(x0, y0)*(1-fx)*(1-fy) + at(x0+1, y0)*fx*(1-fy) + at(x0, y0+1)*(1-fx)*fy + at(x0+1, y0+1)*fx*fy
			out.SetGray(x, y, color.Gray{uint8(math.Round(v))})
		}
	}
	return out
}

// blurred returns m blurred by the 3×3 binomial kernel (1 2 1)²/16, edge
// pixels repeated.
func blurred(m *image.Gray) *image.Gray {
	r := m.Bounds()
	out := image.NewGray(r)
	w := [3]int{1, 2, 1}
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			sum := 0
			for j := -1; j <= 1; j++ {
				for i := -1; i <= 1; i++ {
					p := image.Point{min(max(x+i, r.Min.X), r.Max.X-1), min(max(y+j, r.Min.Y), r.Max.Y-1)}
					sum += w[i+1] * w[j+1] * int(m.GrayAt(p.X, p.Y).Y)
				}
			}
			out.SetGray(x, y, color.Gray{uint8((sum + 8) / 16)})
		}
	}
	return out
}
