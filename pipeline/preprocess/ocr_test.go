package preprocess

import (
	"bytes"
	"context"
	"fmt"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/types"

	"github.com/scriptorium/scriptorium/internal/testenv"
)

// scannedPage renders page n of a bundled module at 150 DPI and returns an
// image-only PDF of the render, its page the size of the original.
func scannedPage(t *testing.T, set, file string, n int) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "pages")
	idx, err := Run(context.Background(), testenv.Asset(t, set, file), dir, DefaultSettings())
	if err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(filepath.Join(dir, idx.Pages[n-1].PNG))
	if err != nil {
		t.Fatal(err)
	}
	m, err := png.Decode(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	p := idx.Pages[n-1]
	imp := pdfcpu.DefaultImportConfig()
	imp.PageDim = &types.Dim{Width: p.WidthPt, Height: p.HeightPt}
	imp.Pos, imp.Scale, imp.ScaleAbs = types.Full, 1, false
	return imagePDF(t, "scan.pdf", imp, m)
}

// TestRunOCR: a page without a text layer, a scan of a printed key page,
// is read by Tesseract into the same markup (a heading by its size), with
// its text source and mean confidence in the index.
func TestRunOCR(t *testing.T) {
	pdf := scannedPage(t, "minimod", "minimod.pdf", 4)
	dir := filepath.Join(t.TempDir(), "pages")
	idx, err := Run(context.Background(), pdf, dir, DefaultSettings())
	if err != nil {
		t.Fatal(err)
	}
	p := idx.Pages[0]
	if p.TextSource != TextOCR || p.OCRConfidence < 80 || !strings.HasPrefix(idx.Settings.OCR, "tesseract ") {
		t.Errorf("text source %q, confidence %v, echo %q; want ocr, over 80, tesseract's version", p.TextSource, p.OCRConfidence, idx.Settings.OCR)
	}
	text, err := os.ReadFile(filepath.Join(dir, p.Text))
	if err != nil {
		t.Fatal(err)
	}
	again := filepath.Join(t.TempDir(), "pages")
	if _, err := Run(context.Background(), pdf, again, DefaultSettings()); err != nil {
		t.Fatal(err)
	}
	if b, err := os.ReadFile(filepath.Join(again, p.Text)); err != nil || !bytes.Equal(b, text) {
		t.Errorf("a second OCR run gave other text (%v):\n%s", err, b)
	}
	t.Logf("%s", text)
	for _, w := range []string{"## LEVEL 1: THE MILL CELLAR\n", "1. ENTRY STAIR", "2. FLOUR STORE", "4. SHRINE OF THE GRAIN MOTHER"} {
		if !strings.Contains(string(text), w) {
			t.Errorf("OCR text lacks %q:\n%s", w, text)
		}
	}
}

// TestRunWithoutTesseract: without Tesseract on PATH a page without a text
// layer keeps an empty text (source none) and Run notes, once, the package
// to install. The test runs itself again with an empty PATH.
func TestRunWithoutTesseract(t *testing.T) {
	if os.Getenv("SCRIPTORIUM_TEST_NO_TESSERACT") == "1" {
		s := DefaultSettings()
		var notes []string
		s.Note = func(n string) { notes = append(notes, n) }
		dir := filepath.Join(t.TempDir(), "pages")
		idx, err := Run(context.Background(), scanPDF(t), dir, s)
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range idx.Pages {
			if p.TextSource != TextNone || p.OCRConfidence != 0 || idx.Settings.OCR != "" {
				t.Errorf("page %d: text source %q, confidence %v, echo %q; want none, 0, no OCR", p.Number, p.TextSource, p.OCRConfidence, idx.Settings.OCR)
			}
		}
		if len(notes) != 1 || !strings.Contains(notes[0], "install tesseract-ocr") {
			t.Errorf("notes %q, want one naming tesseract-ocr", notes)
		}
		return
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestRunWithoutTesseract$", "-test.count=1")
	cmd.Env = append(os.Environ(), "PATH=", "SCRIPTORIUM_TEST_NO_TESSERACT=1")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Errorf("run without tesseract: %v\n%s", err, out)
	}
}

// hocrLine returns the hOCR of one line of words, each 10 pixels a letter
// wide and one space apart.
func hocrLine(words ...string) string {
	var b strings.Builder
	b.WriteString(`<span class='ocr_line' title="bbox 0 0 1000 20; x_size 20">`)
	x := 0
	for _, w := range words {
		n := len([]rune(w)) * 10
		fmt.Fprintf(&b, `<span class='ocrx_word' title='bbox %d 0 %d 20; x_wconf 90'>%s</span> `, x, x+n, w)
		x += n + 10
	}
	return b.String() + "</span>"
}

// TestHOCRWordsRuledApart: the rule under a table's header, read as
// underscores glued to the header's words, parts them and is dropped, in
// an OSE-style grid header and a BFRPG-style d% one; each word keeps the
// share of the box its letters take.
func TestHOCRWordsRuledApart(t *testing.T) {
	for _, c := range []struct {
		words []string
		want  string
	}{
		{[]string{"d8__Creature", "___", "Notes_"}, "d8 0-20|Creature 40-120|Notes 170-220"},
		{[]string{"d%___", "Wandering", "Monster"}, "d% 0-20|Wandering 60-150|Monster 160-230"},
	} {
		ws, _ := hocrWords(hocrLine(c.words...), 1)
		var got []string
		for _, w := range ws {
			got = append(got, fmt.Sprintf("%s %g-%g", w.runs[0].text, w.x0, w.x1))
		}
		if g := strings.Join(got, "|"); g != c.want {
			t.Errorf("words of %q: got %s, want %s", c.words, g, c.want)
		}
	}
}

// TestHOCRWordsRangeDash: an em dash Tesseract reads between numerals is
// the en dash of a range, in a B/X-style roll ("1—2 on 1d6") and a
// BFRPG-style d% range ("01—15"); an em dash elsewhere stays.
func TestHOCRWordsRangeDash(t *testing.T) {
	ws, _ := hocrWords(hocrLine("1—2", "on", "1d6", "01—15", "Goblins", "—", "word—word"), 1)
	if g, want := wordsText(ws), "1–2 on 1d6 01–15 Goblins — word—word"; g != want {
		t.Errorf("got %q, want %q", g, want)
	}
}

// TestHOCRWordsNumeralOne: a serif 1 Tesseract reads as I, l or ! is the
// numeral 1 where a numeral follows it on its line or it opens a range:
// the die value of an OSE-style grid row ("I 1d6 Cave locusts"), a
// B/X-style ranged row ("l-2 1d4 giant rats", "I—2" with its em dash),
// a count before its dice ("! 2d4"), a die value read as a line of its
// own (a grid's die column read apart); the pronoun and a 1 before a word
// stay as read.
func TestHOCRWordsNumeralOne(t *testing.T) {
	checkWords(t, []struct{ words, want string }{
		{"I 1d6 Cave locusts", "1 1d6 Cave locusts"},
		{"l-2 1d4 giant rats", "1-2 1d4 giant rats"},
		{"I—2 goblins ! 2d4", "1–2 goblins 1 2d4"},
		{"I said 2 goblins", "I said 2 goblins"},
		{"on a I in 1d6", "on a I in 1d6"},
		{"l", "1"},
		{"I", "1"},
	})
}

// TestHOCRWordsRangeZero: a zero Tesseract reads as the letter O in a
// range of numerals is the numeral 0, in a BFRPG-style d% table ("O1-15
// Goblins", "96–OO Ogre") and an OSE-style d12 roll ("O1–O3" with its em
// dash); a word of letters with a dash, or a lone O, stays.
func TestHOCRWordsRangeZero(t *testing.T) {
	checkWords(t, []struct{ words, want string }{
		{"O1-15 Goblins (2d4)", "01-15 Goblins (2d4)"},
		{"96–OO Ogre (1)", "96–00 Ogre (1)"},
		{"o1—o3 rats", "01–03 rats"},
		{"O-ring", "O-ring"},
		{"Oo-oo O 10", "Oo-oo O 10"},
	})
}

// TestHOCRWordsBullet: a filled bullet Tesseract reads as an at sign with
// a letter or sign beside it is the bullet "■", before a stat block's
// name in OSE-style print ("M@ Goblin:") and a list's entry ("@ 2d4
// rats"); an address stays.
func TestHOCRWordsBullet(t *testing.T) {
	checkWords(t, []struct{ words, want string }{
		{"TT C M@ Goblin: AC 6", "TT C ■ Goblin: AC 6"},
		{"™@ Stirge (1d10)", "■ Stirge (1d10)"},
		{"@ 2d4 rats", "■ 2d4 rats"},
		{"write to ed@rpg.org", "write to ed@rpg.org"},
	})
}

// checkWords checks that each line of words, read by hocrWords as one
// hOCR line, gives its want.
func checkWords(t *testing.T, cases []struct{ words, want string }) {
	t.Helper()
	for _, c := range cases {
		ws, _ := hocrWords(hocrLine(strings.Fields(c.words)...), 1)
		if g := wordsText(ws); g != c.want {
			t.Errorf("%q: got %q, want %q", c.words, g, c.want)
		}
	}
}

// wordsText returns the texts of OCR words ws, a space apart.
func wordsText(ws []span) string {
	var got []string
	for _, w := range ws {
		got = append(got, w.runs[0].text)
	}
	return strings.Join(got, " ")
}
