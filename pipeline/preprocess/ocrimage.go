package preprocess

import (
	"image"

	"github.com/klippa-app/go-pdfium"
	"github.com/klippa-app/go-pdfium/references"
)

// OCRDPI is the resolution, in dots per inch, of the image Tesseract reads
// of a page without a text layer: not the page's render (150 DPI by
// default) but the page rendered again for it, in gray. Tesseract reads
// text best at 300 DPI or more (its documentation, "Improving the quality
// of the output", "Rescaling"); at 150 DPI a scan's small type loses
// letters and words ("1d6" read "146", "2d4" "244") and a table's short
// rows are lost or misread whole. A scan made at 150 or 200 DPI is
// rendered up to it; pdfium interpolates its image.
const OCRDPI = 300

// ocrImage renders page index of doc, w×h points, turned upright by
// upright quarter turns, as Tesseract reads it: in gray, at OCRDPI or at
// the highest resolution within maxPixels. It returns the image and its
// resolution.
func ocrImage(inst pdfium.Pdfium, doc references.FPDF_DOCUMENT, index int, w, h float64, upright int) (*image.Gray, int, error) {
	dpi := pageDPI(w, h, OCRDPI)
	var g *image.Gray
	err := raster(inst, doc, index, dpi, upright, func(m *image.RGBA) error {
		g = gray(m)
		return nil
	})
	return g, dpi, err
}
