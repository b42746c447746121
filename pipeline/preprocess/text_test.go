package preprocess

import (
	"testing"

	"github.com/klippa-app/go-pdfium/responses"
)

// pageHeight is the height in points of the synthetic test pages.
const pageHeight = 800

// typeset returns pdfium-style characters for text set at x, y (points
// from the top-left of the page) in a font of size pt: every glyph half
// an em wide and 0.7 em tall on its baseline, spaces as characters with
// boxes, in the order given, like a content stream.
func typeset(chars []*responses.GetPageTextStructuredChar, x, y, pt float64, text string) []*responses.GetPageTextStructuredChar {
	for _, r := range text {
		w := pt / 2
		chars = append(chars, &responses.GetPageTextStructuredChar{
			Text:          string(r),
			PointPosition: responses.CharPosition{Left: x, Right: x + w, Top: pageHeight - y + 0.7*pt, Bottom: pageHeight - y},
		})
		x += w
	}
	return chars
}

func TestPageTextColumns(t *testing.T) {
	var cs []*responses.GetPageTextStructuredChar
	cs = typeset(cs, 50, 40, 20, "THE TOMB")
	// The right column comes first in the content stream, as happens.
	for i, l := range []string{"right one", "right two", "right three"} {
		cs = typeset(cs, 300, 100+float64(i)*12, 10, l)
	}
	for i, l := range []string{"left one is long", "left two is long", "left three"} {
		cs = typeset(cs, 50, 100+float64(i)*12, 10, l)
	}
	cs = typeset(cs, 50, 200, 10, "Footer across both columns of the page, to be read after both of them")
	got, has := pageText(cs, pageHeight)
	want := "THE TOMB\n\nleft one is long\nleft two is long\nleft three\n\nright one\nright two\nright three\n\nFooter across both columns of the page, to be read after both of them\n"
	if !has || got != want {
		t.Errorf("pageText = %q, %v; want %q, true", got, has, want)
	}
}

func TestPageTextWords(t *testing.T) {
	var cs []*responses.GetPageTextStructuredChar
	cs = typeset(cs, 50, 100, 10, "two orcs")
	// A ligature: pdfium gives "f" and "i" the same box.
	cs = typeset(cs, 50, 112, 10, "de")
	cs = append(cs,
		&responses.GetPageTextStructuredChar{Text: "f", PointPosition: responses.CharPosition{Left: 60, Right: 66, Top: pageHeight - 112 + 7, Bottom: pageHeight - 112}},
		&responses.GetPageTextStructuredChar{Text: "i", PointPosition: responses.CharPosition{Left: 60, Right: 66, Top: pageHeight - 112 + 7, Bottom: pageHeight - 112}},
		&responses.GetPageTextStructuredChar{Text: "\x02", PointPosition: responses.CharPosition{Left: 66, Right: 70, Top: pageHeight - 112 + 4, Bottom: pageHeight - 112 + 3}},
		&responses.GetPageTextStructuredChar{Text: "\r"},
		&responses.GetPageTextStructuredChar{Text: "\n"},
	)
	// A comma hanging below the baseline.
	cs = typeset(cs, 50, 124, 10, "led")
	cs = append(cs, &responses.GetPageTextStructuredChar{Text: ",", PointPosition: responses.CharPosition{Left: 65, Right: 67, Top: pageHeight - 124 + 1, Bottom: pageHeight - 124 - 2}})
	got, _ := pageText(cs, pageHeight)
	if want := "two orcs\ndefi-\nled,\n"; got != want {
		t.Errorf("pageText = %q, want %q", got, want)
	}
}

func TestPageTextKeepsBulletsAndRows(t *testing.T) {
	var cs []*responses.GetPageTextStructuredChar
	for i, row := range [][2]string{{"1", "goblins"}, {"2", "orcs"}, {"3", "a vulture demon"}} {
		y := 100 + float64(i)*12
		cs = typeset(cs, 50, y, 10, row[0])
		cs = typeset(cs, 80, y, 10, row[1])
	}
	got, _ := pageText(cs, pageHeight)
	if want := "1 goblins\n2 orcs\n3 a vulture demon\n"; got != want {
		t.Errorf("pageText = %q, want %q", got, want)
	}
}

func TestPageTextEmpty(t *testing.T) {
	cs := []*responses.GetPageTextStructuredChar{{Text: " "}, {Text: "\r"}, {Text: "\n"}, {Text: ""}}
	if got, has := pageText(cs, pageHeight); got != "" || has {
		t.Errorf("pageText of white space = %q, %v; want \"\", false", got, has)
	}
}
