package preprocess

import (
	"fmt"
	"math"
	"unicode"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/klippa-app/go-pdfium"
	"github.com/klippa-app/go-pdfium/references"
	"github.com/klippa-app/go-pdfium/requests"
	"github.com/klippa-app/go-pdfium/responses"
	"github.com/klippa-app/go-pdfium/structs"
)

// char is one character of a page's text layer as pdfium gives it, with
// its boxes in points, y growing downwards from the top of the page.
//
// The two boxes answer different questions. ink is the glyph's outline
// (FPDFText_GetCharBox): it says where the letter shows, and lines and
// columns are found from it. adv is pdfium's loose box
// (FPDFText_GetLooseCharBox): from the character's origin to the origin
// plus its advance width, and from the font's descent to its ascent. Word
// spacing is set in advances, so two letters of a word touch in adv
// however much white their outlines leave between them ("1" and "." in a
// bold sans leave a quarter of an em); adv's height is the font's body,
// about an em whatever the letter. hasAdv is false when pdfium knows no
// metrics for the font (it then gives the ink box as the loose box).
type char struct {
	text   string
	ink    box
	adv    box
	hasAdv bool
	angle  float64 // rotation in radians
	font   font
}

// pageChars returns the characters of page index i of doc in pdfium's
// order (content stream order, with the spaces and line breaks pdfium
// generates), with their fonts. height is the page height in points.
func pageChars(inst pdfium.Pdfium, doc references.FPDF_DOCUMENT, i int, height float64) ([]char, error) {
	return charsOf(inst, doc, i, height, true)
}

// charsOf returns the characters of page index i of doc as pageChars does,
// with their fonts when fonts is set (the benchmark's peer goes without).
//
// The ink boxes, text, angles and fonts come in one call; the loose boxes, which
// go-pdfium does not gather, one call per character from a second text
// page of the same page, which pdfium builds identically. Measured on
// Raising a God: 9 to 13 ms of CPU a page for the one call, 18 to 23 with
// the loose boxes; asking every character for its ink box too cost more.
// The fonts (size, weight, flags, name and matrix: several calls a
// character inside the one call) made a page's whole work (render, PNG,
// text) 1.17 times as long on the merged corpus (BenchmarkTypography).
func charsOf(inst pdfium.Pdfium, doc references.FPDF_DOCUMENT, i int, height float64, fonts bool) ([]char, error) {
	page := requests.Page{ByIndex: &requests.PageByIndex{Document: doc, Index: i}}
	st, err := inst.GetPageTextStructured(&requests.GetPageTextStructured{Page: page, Mode: requests.GetPageTextStructuredModeChars, CollectFontInformation: fonts})
	if err != nil {
		return nil, err
	}
	tp, err := inst.FPDFText_LoadPage(&requests.FPDFText_LoadPage{Page: page})
	if err != nil {
		return nil, err
	}
	defer inst.FPDFText_ClosePage(&requests.FPDFText_ClosePage{TextPage: tp.TextPage})
	n, err := inst.FPDFText_CountChars(&requests.FPDFText_CountChars{TextPage: tp.TextPage})
	if err != nil {
		return nil, err
	}
	if n.Count != len(st.Chars) {
		return nil, fmt.Errorf("text layer: %d characters, %d on a second load", len(st.Chars), n.Count)
	}
	out := make([]char, 0, n.Count)
	for j := 0; j < len(st.Chars); j++ {
		loose, err := inst.FPDFText_GetLooseCharBox(&requests.FPDFText_GetLooseCharBox{TextPage: tp.TextPage, Index: j})
		if err != nil {
			return nil, err
		}
		c := charOf(st.Chars[j], loose.Rect, height)
		if c.text == string(utf8.RuneError) {
			r, ok, err := astral(inst, tp.TextPage, j, n.Count)
			if err != nil {
				return nil, err
			}
			if ok {
				c.text = string(r)
				j++
			}
		}
		out = append(out, c)
	}
	return out, nil
}

// astral returns the character outside the Basic Multilingual Plane that
// characters j and j+1 of text page tp encode, when they are the high and
// low halves of a UTF-16 surrogate pair: pdfium gives such a character
// (a mathematical letter "𝔇", a rune "𐌰") as two characters of one box,
// each of which go-pdfium's text reads as U+FFFD. It fails as pdfium's
// call fails.
func astral(inst pdfium.Pdfium, tp references.FPDF_TEXTPAGE, j, n int) (rune, bool, error) {
	if j+1 >= n {
		return 0, false, nil
	}
	var units [2]rune
	for k := range units {
		u, err := inst.FPDFText_GetUnicode(&requests.FPDFText_GetUnicode{TextPage: tp, Index: j + k})
		if err != nil {
			return 0, false, fmt.Errorf("text layer character %d: %w", j+k, err)
		}
		units[k] = rune(u.Unicode)
	}
	r := utf16.DecodeRune(units[0], units[1])
	return r, r != utf8.RuneError, nil
}

// charOf returns the char of pdfium's character c with loose box r on a
// page height points tall.
func charOf(c *responses.GetPageTextStructuredChar, r structs.FPDF_FS_RECTF, height float64) char {
	p := c.PointPosition
	var f font
	if fi := c.FontInformation; fi != nil {
		f = font{name: fi.Name, size: fi.RenderedSize, weight: fi.Weight, flags: fi.Flags}
	}
	return char{
		font:  f,
		text:  c.Text,
		ink:   box{p.Left, height - p.Top, p.Right, height - p.Bottom},
		adv:   box{float64(r.Left), height - float64(r.Top), float64(r.Right), height - float64(r.Bottom)},
		angle: c.Angle,
		// Without font metrics pdfium gives the ink box as the loose box.
		hasAdv: r.Left != float32(p.Left) || r.Right != float32(p.Right) || r.Top != float32(p.Top) || r.Bottom != float32(p.Bottom),
	}
}

// body returns c's font body, from its font's descent to its ascent over
// its advance, or the zero box when its font has no metrics.
func (c char) body() box {
	if !c.hasAdv {
		return box{}
	}
	return c.adv
}

// glyph returns the printable rune of a character, false for white space,
// control characters and the empty text of unmapped glyphs. pdfium marks
// a hyphen it found at a line end with U+0002.
func glyph(text string) (rune, bool) {
	r := []rune(text)
	switch {
	case len(r) != 1:
		return 0, false
	case r[0] == 2:
		return '-', true
	case unicode.IsSpace(r[0]) || unicode.IsControl(r[0]) || r[0] == 0xFFFE:
		return 0, false
	}
	return r[0], true
}

// upright reports whether angle (radians) is close to no rotation.
func upright(angle float64) bool {
	a := math.Mod(angle, 2*math.Pi)
	return a < 0.05 || a > 2*math.Pi-0.05
}
