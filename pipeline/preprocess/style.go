package preprocess

import (
	"cmp"
	"math"
	"slices"
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

// body is the page's body text: the font and size of its running text
// (see bodyOf).
type body struct {
	size   float64
	weight int
	italic bool
}

// bodyOf returns the body text of a page's characters: the font name and
// size (to a tenth of a point) that set the most letters, the first met on
// a tie, unless a larger one sets the most letters in lines of running
// text. A reader finds the body in the running text, whose lines fill the
// column's measure; a page may hold more letters in the short lines of
// stat blocks, tables or lists set a size smaller, which must pass neither
// for the body nor make the prose set larger than them pass for headings.
// So letters count as running text in runs (the letters of one font and
// size set one after the other on a line, see sameRun) at least
// measureShare as wide as the page's measure, the width that runs holding
// a tenth of the page's letters reach or pass. That measure is a box's or
// a lede's across the columns where one holds a tenth of the letters, and
// then no column's prose is running text: so the running text's font is
// the body only where it is larger than the font of the most letters,
// the short lines being set smaller than the text they serve. A page with
// no font size gives the zero body.
func bodyOf(chars []char) body {
	var runs []letterRun
	var last char
	for _, c := range chars {
		if _, ok := glyph(c.text); !ok || c.font.size <= 0 {
			continue
		}
		k := fontKey{c.font.name, math.Round(c.font.size*10) / 10}
		if n := len(runs); n > 0 && runs[n-1].key == k && sameRun(last, c) {
			runs[n-1].letters++
			runs[n-1].x1 = max(runs[n-1].x1, c.ink.x1)
		} else {
			runs = append(runs, letterRun{key: k, letters: 1, x0: c.ink.x0, x1: c.ink.x1})
		}
		last = c
	}
	if len(runs) == 0 {
		return body{}
	}
	least := measureShare * measureOf(runs)
	all, long := map[fontKey]int{}, map[fontKey]int{}
	var most, running fontKey
	for _, r := range runs {
		if all[r.key] += r.letters; all[r.key] > all[most] {
			most = r.key
		}
		if r.x1-r.x0 < least {
			continue
		}
		if long[r.key] += r.letters; long[r.key] > long[running] {
			running = r.key
		}
	}
	best := most
	if running.size > most.size {
		best = running
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

// fontKey is a font by name and size, to a tenth of a point.
type fontKey struct {
	name string
	size float64
}

// letterRun is a run of letters of one font: how many, and the x-range
// from the first one's left to the last one's right, in points.
type letterRun struct {
	key     fontKey
	letters int
	x0, x1  float64
}

// measureShare is the least width of a run of running text, as a share
// of the page's measure (see measureOf): a line of a paragraph fills most
// of its column, the short first line after a key and the last line
// aside, the line of a stat block or a table's cell half of it or less.
const measureShare = 0.6

// measureOf returns the measure of a page with runs: the width that runs
// holding a tenth of their letters reach or pass, widest first.
func measureOf(runs []letterRun) float64 {
	total := 0
	for _, r := range runs {
		total += r.letters
	}
	byWidth := slices.SortedFunc(slices.Values(runs), func(a, b letterRun) int { return cmp.Compare(b.x1-b.x0, a.x1-a.x0) })
	seen := 0
	for _, r := range byWidth {
		if seen += r.letters; 10*seen >= total {
			return r.x1 - r.x0
		}
	}
	return 0
}

// sameRun reports whether letter c follows letter prev on its line: it
// starts right of prev's start, no more than an em (c's font size) after
// prev's end, and shares some height with it.
func sameRun(prev, c char) bool {
	em := c.font.size
	return c.ink.x0 > prev.ink.x0 && c.ink.x0-prev.ink.x1 <= em && c.ink.yOverlap(prev.ink) > 0
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
