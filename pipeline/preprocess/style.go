package preprocess

import (
	"math"
	"strings"
)

// Typography: what pdfium says of each character's font (chars.go) read
// as the marks of the page text (markup.go), relative to the page's body
// text, so that a module set in a bold face throughout marks nothing.

// font is what pdfium gives of a character's font: its base font name
// ("Times-Bold", "ABCDEF+GaramondNo8-Med"), its size as rendered in points
// (the font size times the text matrix's vertical scale), its weight
// (FPDFText_GetFontWeight: 100 to 900 from the font descriptor, 0 or less
// when unknown) and its descriptor flags (PDF 1.7, section 5.7.1, table
// 123). The zero font is a character pdfium gives no font for.
type font struct {
	name   string
	size   float64
	weight int
	flags  int
}

// Font descriptor flags (PDF 1.7, table 123).
const (
	flagItalic    = 1 << 6
	flagSmallCap  = 1 << 17
	flagForceBold = 1 << 18
)

// style is how a run of text is set, relative to the page's body text.
type style struct {
	bold, italic bool
}

// nameWeights maps words of a font name's style part to weight classes
// (OpenType usWeightClass), the longer words first so that "semibold" is
// not read as "bold". "ligh" and "med" are the abbreviations of URW's and
// Adobe's file names ("URWBookmanL-Ligh", "GaramondNo8-Med").
var nameWeights = []struct {
	word   string
	weight int
}{
	{"extrabold", 800}, {"ultrabold", 800}, {"semibold", 600}, {"demibold", 600}, {"demi", 600},
	{"bold", 700}, {"black", 900}, {"heavy", 900}, {"med", 500}, {"extralight", 200},
	{"ligh", 300}, {"thin", 100}, {"regular", 400}, {"roman", 400}, {"book", 400},
}

// stylePart returns the style part of a font name, lower case: what
// follows its last hyphen or comma ("Times-BoldItalic" → "bolditalic",
// "Arial,Bold" → "bold"), empty when it has neither.
func stylePart(name string) string {
	i := strings.LastIndexAny(name, "-,")
	if i < 0 {
		return ""
	}
	return strings.ToLower(name[i+1:])
}

// weightOf returns f's weight class: the one its name's style part says;
// else 700 when the descriptor forces bold; else 400 when the style part
// names only a slant ("DejaVuSerif-Italic": a PostScript name leaves the
// regular weight unsaid); else pdfium's weight when known, else 400.
// pdfium estimates a weight the descriptor omits from its stem width
// (StemV), which an italic's slanted stems make look semi-bold.
func weightOf(f font) int {
	sp := stylePart(f.name)
	for _, w := range nameWeights {
		if strings.Contains(sp, w.word) {
			return w.weight
		}
	}
	switch {
	case f.flags&flagForceBold != 0:
		return 700
	case slanted(sp):
		return 400
	case f.weight > 0:
		return f.weight
	}
	return 400
}

// slanted reports whether a font name's style part names a slant:
// "Italic", "Ita", "Oblique", "Slant", or Adobe's "It" at its end
// ("MinionPro-It", "MinionPro-BoldIt").
func slanted(sp string) bool {
	return strings.Contains(sp, "ita") || strings.Contains(sp, "oblique") || strings.Contains(sp, "slant") || strings.HasSuffix(sp, "it")
}

// italicOf reports whether f is italic or oblique: by its descriptor's
// flag or its name's style part (see slanted).
func italicOf(f font) bool {
	return f.flags&flagItalic != 0 || slanted(stylePart(f.name))
}

// smallCapsOf reports whether f sets lower-case letters as small capitals.
func smallCapsOf(f font) bool {
	return f.flags&flagSmallCap != 0 || strings.Contains(stylePart(f.name), "smallcap")
}

// body is the page's body text: the font and size that set the most
// letters of the page.
type body struct {
	size   float64
	weight int
	italic bool
}

// bodyOf returns the body text of a page's characters: the most frequent
// font name and size (to a tenth of a point) among its printable letters,
// the first met on a tie. It is the zero body when no letter has a font.
func bodyOf(chars []char) body {
	type key struct {
		name string
		size float64
	}
	counts := map[key]int{}
	var best key
	for _, c := range chars {
		if _, ok := glyph(c.text); !ok || c.font.size <= 0 {
			continue
		}
		k := key{c.font.name, math.Round(c.font.size*10) / 10}
		counts[k]++
		if counts[k] > counts[best] {
			best = k
		}
	}
	if counts[best] == 0 {
		return body{}
	}
	f := font{name: best.name, size: best.size}
	for _, c := range chars {
		if c.font.name == best.name {
			f = c.font
			break
		}
	}
	return body{size: best.size, weight: weightOf(f), italic: italicOf(f)}
}

// styleOf returns the style of text set in font f on a page of body text
// b: bold when f is at least semi-bold by weight class (500 and over) and
// heavier than the body, italic when f is italic and the body is not.
func (b body) styleOf(f font) style {
	w := weightOf(f)
	return style{bold: w >= 500 && w > b.weight, italic: italicOf(f) && !b.italic}
}

// Heading sizes: a line set at least headingRatio times the body size is
// a heading; at least h2Ratio a level-2 heading, h1Ratio a level-1
// heading. In the bundled modules body text is 9 to 11 points, area and
// section headings 1.2 to 1.45 times that, titles 1.9 to 3.1 times.
const (
	headingRatio = 1.15
	h2Ratio      = 1.35
	h1Ratio      = 1.8
)

// headingLevel returns the heading level (1 to 3) of a line whose
// smallest letters are size points on a page of body text b, 0 for text
// that is no heading or a page without font sizes.
func (b body) headingLevel(size float64) int {
	if b.size <= 0 || size <= 0 {
		return 0
	}
	switch r := size / b.size; {
	case r >= h1Ratio:
		return 1
	case r >= h2Ratio:
		return 2
	case r >= headingRatio:
		return 3
	}
	return 0
}
