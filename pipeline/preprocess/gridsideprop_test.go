package preprocess

import (
	"strings"
	"testing"
)

// Advance widths in thousandths of an em of the letters the tests below
// set, from the Adobe Font Metrics files of the standard Type 1 fonts
// Times-Roman and Helvetica; other characters take half an em.
var (
	timesWidths = map[rune]float64{' ': 250, '(': 333, ')': 333, '-': 333, 'G': 722, 'M': 889, 'O': 722, 'R': 667, 'W': 944,
		'a': 444, 'b': 500, 'c': 444, 'd': 500, 'e': 444, 'f': 333, 'g': 500, 'h': 500, 'i': 278, 'l': 278, 'm': 778, 'n': 500,
		'o': 500, 'r': 333, 's': 389, 't': 278, 'u': 500, 'v': 500, 'w': 722, 'y': 500}
	helveticaWidths = map[rune]float64{' ': 278, '(': 333, ')': 333, '-': 333, 'G': 778, 'M': 833, 'O': 778, 'R': 722, 'W': 944,
		'a': 556, 'b': 556, 'c': 500, 'd': 556, 'e': 556, 'f': 278, 'g': 556, 'h': 556, 'i': 222, 'l': 222, 'm': 833, 'n': 556,
		'o': 556, 'r': 333, 's': 500, 't': 278, 'u': 556, 'v': 500, 'w': 722, 'y': 500}
)

// typesetIn returns chars with text set from x on baseline y in a font of
// size pt whose advance widths are widths (see timesWidths), as typeset
// does in a font of one width.
func typesetIn(chars []char, widths map[rune]float64, x, y, pt float64, text string) []char {
	for _, r := range text {
		w := pt / 2
		if em, ok := widths[r]; ok {
			w = em * pt / 1000
		}
		chars = append(chars, glyphAt(string(r), x, y, w, pt))
		x += w
	}
	return chars
}

// TestPageTextGridOnItsSideProportional: a table printed on its side, the
// roll's label and ranges across its first row and the results' label
// and results under them ("Roll 1-2 3 4-5 6" over "Result Goblins (2d4)
// …"), set in a proportional font, reads each label a cell of its own.
// Its labels, narrower than in a font of one width, were read as keys and
// joined to the first column ("| Roll 1-2 | 3 |" over "| Result Goblins
// (2d4) | …"), so the table read as one named "Roll 1-2 Result Goblins"
// rolled on 2d4. Two styles: Times in 8.5 points, the columns set by the
// width of their widest cell; Helvetica in 9 points, evenly spaced
// columns.
func TestPageTextGridOnItsSideProportional(t *testing.T) {
	rows := [][]string{{"Roll", "1-2", "3", "4-5", "6"}, {"Result", "Goblins (2d4)", "Merchants", "Wolves (1d6)", "Ogre"}}
	for _, tc := range []struct {
		name   string
		widths map[rune]float64
		pt     float64
		xs     []float64
	}{
		{"Times 8.5, columns by their widest cell", timesWidths, 8.5, []float64{72, 102, 160, 212, 266}},
		{"Helvetica 9, columns evenly spaced", helveticaWidths, 9, []float64{60, 130, 200, 270, 340}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cs := typesetIn(nil, tc.widths, 60, 64, 10.5, "Roll 1d6 each day on the road.")
			for i, row := range rows {
				for k, cell := range row {
					cs = typesetIn(cs, tc.widths, tc.xs[k], 84+float64(i)*1.4*tc.pt, tc.pt, cell)
				}
			}
			got, _ := pageText(cs, bodyOf(cs), 0)
			want := "| Roll | 1-2 | 3 | 4-5 | 6 |\n| --- | --- | --- | --- | --- |\n| Result | Goblins (2d4) | Merchants | Wolves (1d6) | Ogre |\n"
			if !strings.Contains(got, want) {
				t.Errorf("pageText =\n%s\nwant it to hold\n%s", got, want)
			}
		})
	}
}
