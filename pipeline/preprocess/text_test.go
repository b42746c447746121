package preprocess

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/klippa-app/go-pdfium"
	"github.com/klippa-app/go-pdfium/references"
	"github.com/klippa-app/go-pdfium/requests"

	"github.com/scriptorium/scriptorium/internal/testenv"
)

// typeset returns characters for text set at x, y (points from the
// top-left of the page, y the baseline) in a font of size pt: every glyph
// advancing half an em, its ink a little narrower and 0.7 em tall on the
// baseline, spaces as characters advancing a quarter of an em, in the
// order given, like a content stream.
func typeset(chars []char, x, y, pt float64, text string) []char {
	for _, r := range text {
		w := pt / 2
		if r == ' ' {
			w = pt / 4
		}
		chars = append(chars, glyphAt(string(r), x, y, w, pt))
		x += w
	}
	return chars
}

// glyphAt returns character text at x on baseline y, advancing w, in a
// font of size pt, its ink inset by a twentieth of an em on either side.
func glyphAt(text string, x, y, w, pt float64) char {
	return char{
		text:   text,
		ink:    box{x + pt/20, y - 0.7*pt, x + w - pt/20, y},
		adv:    box{x, y - 0.8*pt, x + w, y + 0.2*pt},
		hasAdv: true,
	}
}

func TestPageTextColumns(t *testing.T) {
	var cs []char
	cs = typeset(cs, 50, 40, 20, "THE TOMB")
	// The right column comes first in the content stream, as happens.
	for i, l := range []string{"right one is long", "right two is long", "right three"} {
		cs = typeset(cs, 300, 100+float64(i)*12, 10, l)
	}
	for i, l := range []string{"left one is long", "left two is long", "left three"} {
		cs = typeset(cs, 50, 100+float64(i)*12, 10, l)
	}
	cs = typeset(cs, 50, 200, 10, "Footer across both columns of the page, to be read after both of them")
	got, turned := pageText(cs, bodyOf(cs), 0)
	want := "THE TOMB\n\nleft one is long\nleft two is long\nleft three\n\nright one is long\nright two is long\nright three\n\nFooter across both columns of the page, to be read after both of them\n"
	if turned != 0 || got != want {
		t.Errorf("pageText = %q, %d; want %q, 0", got, turned, want)
	}
}

// TestPageTextShortLastLineOfColumn: the short last line of a left-column
// paragraph ("door.") beside a line of the right column stays in its
// column; it was read as a table's key joined to the right column's line,
// which then spanned both columns and cut the page's reading order.
func TestPageTextShortLastLineOfColumn(t *testing.T) {
	var cs []char
	left := []string{"A muddy yard lies before the", "mill. Carts stand by the", "door."}
	right := []string{"This is the loft where Oswy", "sleeps by day with his", "hound, and keeps his chest", "under the bed by the wall."}
	for i, l := range right {
		cs = typeset(cs, 300, 100+float64(i)*12, 10, l)
	}
	for i, l := range left {
		cs = typeset(cs, 50, 100+float64(i)*12, 10, l)
	}
	got, _ := pageText(cs, bodyOf(cs), 0)
	want := "A muddy yard lies before the\nmill. Carts stand by the\ndoor.\n\nThis is the loft where Oswy\nsleeps by day with his\nhound, and keeps his chest\nunder the bed by the wall.\n"
	if got != want {
		t.Errorf("pageText = %q, want %q", got, want)
	}
}

func TestPageTextWords(t *testing.T) {
	var cs []char
	cs = typeset(cs, 50, 100, 10, "two orcs")
	// A ligature: pdfium gives "f" and "i" the same box.
	cs = typeset(cs, 50, 112, 10, "de")
	hyphen := glyphAt("\x02", 66, 112, 4, 10)
	hyphen.ink.y0, hyphen.ink.y1 = 112-4, 112-3
	cs = append(cs, glyphAt("f", 60, 112, 6, 10), glyphAt("i", 60, 112, 6, 10), hyphen, char{text: "\r"}, char{text: "\n"})
	// A comma hanging below the baseline.
	cs = typeset(cs, 50, 124, 10, "led")
	comma := glyphAt(",", 65, 124, 2, 10)
	comma.ink = box{65, 124 - 1, 67, 124 + 2}
	cs = append(cs, comma)
	got, _ := pageText(cs, bodyOf(cs), 0)
	if want := "two orcs\ndefi-\nled,\n"; got != want {
		t.Errorf("pageText = %q, want %q", got, want)
	}
}

func TestPageTextCutsLabels(t *testing.T) {
	var cs []char
	// A map label in 6-point type 37 points left of a line of 9-point
	// text, the text's own key, and a label set like the text.
	cs = typeset(cs, 100, 100, 6, "9")
	cs = typeset(cs, 140, 100, 9, "10 Two benches. An orc and a")
	cs = typeset(cs, 100, 112, 9, "7")
	cs = typeset(cs, 140, 112, 9, "human (actually a werewolf)")
	got, _ := pageText(cs, bodyOf(cs), 0)
	if want := "9\n\n10 Two benches. An orc and a\n\n7 human (actually a werewolf)\n"; got != want {
		t.Errorf("pageText = %q, want %q", got, want)
	}
}

func TestPageTextKeepsBulletsAndRows(t *testing.T) {
	var cs []char
	for i, row := range [][2]string{{"1", "goblins"}, {"2", "orcs"}, {"3", "a vulture demon"}} {
		y := 100 + float64(i)*12
		cs = typeset(cs, 50, y, 10, row[0])
		cs = typeset(cs, 80, y, 10, row[1])
	}
	got, _ := pageText(cs, bodyOf(cs), 0)
	if want := "- 1 goblins\n- 2 orcs\n- 3 a vulture demon\n"; got != want {
		t.Errorf("pageText = %q, want %q", got, want)
	}
}

func TestPageTextEmpty(t *testing.T) {
	cs := []char{{text: " "}, {text: "\r"}, {text: "\n"}, {text: ""}}
	if got, turned := pageText(cs, bodyOf(cs), 0); got != "" || turned != 0 {
		t.Errorf("pageText of white space = %q, %d; want \"\", 0", got, turned)
	}
}

func TestPageTextJoinsByAdvance(t *testing.T) {
	// A bold "1." whose outlines leave a quarter of an em between them
	// while the advances touch, then a word space the content stream makes
	// by moving on without a space character.
	one := glyphAt("1", 50, 100, 7, 13)
	one.ink.x1 = 54
	stop := glyphAt(".", 57, 100, 3.5, 13)
	stop.ink = box{58, 98, 59.5, 100}
	cs := []char{one, stop}
	cs = typeset(cs, 64, 100, 13, "ENTRY")
	// Without font metrics the outlines decide, as before: a stop 4 points
	// after the digit's outline, on a 9-point-tall line, starts a word.
	bare := []char{one, stop}
	for i := range bare {
		bare[i].adv, bare[i].hasAdv = bare[i].ink, false
	}
	for _, c := range []struct {
		cs   []char
		want string
	}{{cs, "1. ENTRY\n"}, {bare, "1 .\n"}} {
		if got, _ := pageText(c.cs, bodyOf(c.cs), 0); got != c.want {
			t.Errorf("pageText = %q, want %q", got, c.want)
		}
	}
}

// TestPageTextModules checks lines of printed pages: keys and stat lines
// set in fonts whose outlines leave white between a digit and the stop,
// colon, plus or digit after it, and lines cut or kept whole at gaps.
func TestPageTextModules(t *testing.T) {
	cases := []struct {
		pdf  string
		page int
		want []string
	}{
		{testenv.Asset(t, "minimod", "minimod.pdf"), 2, []string{"LICENSE: CC0 1.0 UNIVERSAL"}},
		{testenv.Asset(t, "minimod", "minimod.pdf"), 4, []string{
			"## LEVEL 1: THE MILL CELLAR\n", "\n**1. ENTRY STAIR**\n", "\n**2. FLOUR STORE**\n", "\n**4. SHRINE OF THE GRAIN MOTHER**\n"}},
		// Map labels in smaller type beside the text are cut off from it.
		{testenv.Asset(t, "darkloch", "Darkloch.pdf"), 1, []string{
			"\n**Orcs:** HD1 AC6 1d6. **Boar:** HD3+1 AC6 1d8. **Giant**\n", "\n**10** Two benches. An **orc** and a\n",
			"\nplanks. Listening reveals cursing:\n\"All orcs should be killed. All\n"}},
		{testenv.Asset(t, "raising-a-god", "Raising-a-God.pdf"), 2, []string{"MV 18 ML 11 XP 2,420"}},
		// A list number heading a line of the right column stays with
		// its item.
		{testenv.Asset(t, "raising-a-god", "Raising-a-God.pdf"), 3, []string{"\n6. a gaping hole in the hull immobilizes the ship and\n"}},
		// Justified lines with a stretched sentence space stay whole.
		{testenv.Asset(t, "raising-a-god", "Raising-a-God.pdf"), 4, []string{"\nThe gray elves are out for loot. The ship is worth\n"}},
		{testenv.Asset(t, "raising-a-god", "Raising-a-God.pdf"), 6, []string{"\ninto is a blue dragon. At level 9, its stats are AC 0\n"}},
		{testenv.Asset(t, "raising-a-god", "Raising-a-God.pdf"), 7, []string{"Lagnabadale.png"}},
	}
	textOf := textReader(t)
	for _, c := range cases {
		got := textOf(c.pdf, c.page)
		for _, w := range c.want {
			if !strings.Contains(got, w) {
				t.Errorf("%s page %d lacks %q; text:\n%s", filepath.Base(c.pdf), c.page, w, got)
			}
		}
	}
}

// textReader returns textOf, which gives the text of page number n of the
// PDF at path, reading each PDF once.
func textReader(t *testing.T) (textOf func(path string, n int) string) {
	read := map[string][][]char{}
	return func(path string, n int) string {
		t.Helper()
		if read[path] == nil {
			read[path] = pdfChars(t, path)
		}
		text, _ := pageText(read[path][n-1], bodyOf(read[path][n-1]), 0)
		return text
	}
}

// pdfChars returns the characters of each page of the PDF at path, in page
// order.
func pdfChars(t *testing.T, path string) [][]char {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	pool, _, err := pdfiumPool(DefaultSettings())
	if err != nil {
		t.Fatal(err)
	}
	var pages [][]char
	err = work(context.Background(), pool, data, func(inst pdfium.Pdfium, doc references.FPDF_DOCUMENT) error {
		n, err := inst.FPDF_GetPageCount(&requests.FPDF_GetPageCount{Document: doc})
		if err != nil {
			return err
		}
		for i := range n.PageCount {
			size, err := inst.FPDF_GetPageSizeByIndex(&requests.FPDF_GetPageSizeByIndex{Document: doc, Index: i})
			if err != nil {
				return err
			}
			chars, err := pageChars(inst, doc, i, size.Height)
			if err != nil {
				return err
			}
			pages = append(pages, chars)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return pages
}

func TestPageTextTableRows(t *testing.T) {
	var cs []char
	for i, row := range [][3]string{{"Carrion crawler", "3+1", "7"}, {"Goblin", "1-1", "6"}, {"Giant rat", "1/2", "7"}} {
		y := 100 + float64(i)*12
		cs = typeset(cs, 50, y, 10, row[0])
		cs = typeset(cs, 200, y, 10, row[1])
		cs = typeset(cs, 250, y, 10, row[2])
	}
	got, _ := pageText(cs, bodyOf(cs), 0)
	if want := "| Carrion crawler | 3+1 | 7 |\n| --- | --- | --- |\n| Goblin | 1-1 | 6 |\n| Giant rat | 1/2 | 7 |\n"; got != want {
		t.Errorf("pageText = %q, want %q", got, want)
	}
}

func TestPageTextTitleOverGutter(t *testing.T) {
	// A title's wide word space stands over the gutter of the columns
	// below, but the right column starts elsewhere: no gutter.
	cs := typeset(nil, 60, 100, 14, "INTERNATIONAL")
	cs = typeset(cs, 162, 100, 14, "UNION")
	for i := range 2 {
		y := 120 + float64(i)*12
		cs = typeset(cs, 50, y, 10, "left column text")
		cs = typeset(cs, 200, y, 10, "right column text here")
	}
	got, _ := pageText(cs, bodyOf(cs), 0)
	if want := "INTERNATIONAL UNION\n\nleft column text\nleft column text\n\nright column text here\nright column text here\n"; got != want {
		t.Errorf("pageText = %q, want %q", got, want)
	}
}

// table typesets rows of cells at baseline y, 12 points apart, each
// column starting at its x in xs, in 10-point type.
func table(cs []char, y float64, xs []float64, rows [][]string) []char {
	return paddedTable(cs, y, 12, xs, rows)
}

// paddedTable typesets rows of cells as table does, pitch points apart.
func paddedTable(cs []char, y, pitch float64, xs []float64, rows [][]string) []char {
	for i, row := range rows {
		for k, cell := range row {
			cs = typeset(cs, xs[k], y+float64(i)*pitch, 10, cell)
		}
	}
	return cs
}

// TestPageTextGridTable: a table of three columns of short phrases on a
// one-column page reads row by row (its key column, within a bullet's
// gap of the next, joins that column's cells, as a die list's keys do). Its rows share baselines across the
// gaps between its columns, and the cells of a column do not wrap as the
// lines of a page column do, so the gaps are no page gutters; they were,
// and the table came out as a "Night" column before a "d6 Day" list.
func TestPageTextGridTable(t *testing.T) {
	cs := typeset(nil, 50, 80, 10, "Roll on the table below when the party camps out.")
	cs = table(cs, 100, []float64{50, 80, 200}, [][]string{
		{"d6", "Day", "Night"},
		{"1", "Wolves on the road", "Ghosts in the fog"},
		{"2", "A tinker and mule", "Owlbear hunting"},
		{"3", "Pilgrims singing", "Bandits at the fire"},
		{"4", "Nothing", "Nothing"},
	})
	got, _ := pageText(cs, bodyOf(cs), 0)
	want := "Roll on the table below when the party camps out.\n\n" +
		"| d6 Day | Night |\n| --- | --- |\n| 1 Wolves on the road | Ghosts in the fog |\n" +
		"| 2 A tinker and mule | Owlbear hunting |\n| 3 Pilgrims singing | Bandits at the fire |\n| 4 Nothing | Nothing |\n"
	if got != want {
		t.Errorf("pageText = %q, want %q", got, want)
	}
}

// TestPageTextGridTableInColumn: a table of four columns in the left
// column of a two-column page reads row by row, and the right column
// after it.
func TestPageTextGridTableInColumn(t *testing.T) {
	var cs []char
	for i, l := range []string{"The wilds are wide, and the", "weather turns on the party", "within a day of the road, so", "they had best keep moving."} {
		cs = typeset(cs, 440, 100+float64(i)*12, 10, l)
	}
	cs = table(cs, 100, []float64{50, 100, 200, 300}, [][]string{
		{"Roll", "Forest", "Hills", "Swamp"},
		{"1-2", "Brown bears at den", "Hill giants at play", "Lizard men hunting"},
		{"3-4", "Elves", "Dwarves", "Frogs"},
		{"5-6", "Wolves on the hunt", "Goats", "Leeches in the mud"},
	})
	got, _ := pageText(cs, bodyOf(cs), 0)
	want := "| Roll Forest | Hills | Swamp |\n| --- | --- | --- |\n| 1-2 Brown bears at den | Hill giants at play | Lizard men hunting |\n" +
		"| 3-4 Elves | Dwarves | Frogs |\n| 5-6 Wolves on the hunt | Goats | Leeches in the mud |\n\n" +
		"The wilds are wide, and the\nweather turns on the party\nwithin a day of the road, so\nthey had best keep moving.\n"
	if got != want {
		t.Errorf("pageText = %q, want %q", got, want)
	}
}

// TestPageTextHeadingBesideParagraph: a heading set larger in one column
// stands beside a paragraph of the other, its baseline anywhere over a
// line pitch; its box overlapped two of the paragraph's lines, which were
// then read as one line, their words interleaved ("King, 1, D energy a
// wight drain, …"). Two layouts: the heading in the left column (a level
// heading of a two-column module), and in the right (a sidebar's title).
func TestPageTextHeadingBesideParagraph(t *testing.T) {
	para := []string{"On a throne of bone sits the Lantern", "King, a wight \\(AC 5, HD 3, hp 15, #AT", "1, D energy drain, MV 90 feet, Save", "F3, ML 12\\). Treasure: 300 gp and a", "silver crown \\(500 gp\\)."}
	want := strings.NewReplacer(`\(`, "(", `\)`, ")").Replace(strings.Join(para, "\n"))
	for _, c := range []struct {
		name            string
		paraX, headingX int
	}{{"heading on the left", 320, 72}, {"heading on the right", 72, 320}} {
		for _, size := range []int{12, 14, 18} {
			for off := 0.0; off < 12; off += 1.5 {
				t.Run(fmt.Sprintf("%s/%dpt/%gpt", c.name, size, off), func(t *testing.T) {
					var b strings.Builder
					for i, l := range para {
						fmt.Fprintf(&b, "BT /F1 10 Tf %d %g Td (%s) Tj ET\n", c.paraX, 700-float64(i)*12, l)
					}
					fmt.Fprintf(&b, "BT /F1 10 Tf %d 700 Td (the end of the other column) Tj ET\n", c.headingX)
					fmt.Fprintf(&b, "BT /F1 %d Tf %d %g Td (Level 1: The Upper Tomb) Tj ET\n", size, c.headingX, 688-off-float64(size)/2)
					pdf := handPDF(t, "heading.pdf", "/Type /Page /MediaBox [0 0 612 792]", b.String())
					text := firstPageText(t, pdf)
					if !strings.Contains(string(text), want) {
						t.Errorf("text:\n%s\nwant the paragraph's lines as printed:\n%s", text, want)
					}
				})
			}
		}
	}
}

// TestRunJustifiedColumns reads pages printed by Chromium (Skia) from
// testdata/justified/*.html: keyed paragraphs set justified in two columns
// of 10-point serif and in three of 8-point sans. A narrow justified line
// stretches its word spaces past a line height, and the spaces of a few
// lines running can line up with each other; they were read as gutters,
// the columns came out in shreds and areas out of order, and a gutter
// beside such a space was missed, joining two columns' lines. Each
// paragraph must read whole, its words in order, the paragraphs in the
// order printed.
func TestRunJustifiedColumns(t *testing.T) {
	tags := regexp.MustCompile(`<[^>]+>`)
	for _, name := range []string{"two-columns", "three-columns"} {
		t.Run(name, func(t *testing.T) {
			src, err := os.ReadFile(filepath.Join("testdata", "justified", name+".html"))
			if err != nil {
				t.Fatal(err)
			}
			text := firstPageText(t, filepath.Join("testdata", "justified", name+".pdf"))
			plain := strings.Join(strings.Fields(strings.NewReplacer("*", "", `\`, "").Replace(string(text))), " ")
			at := 0
			for _, p := range regexp.MustCompile(`<p>(.*?)</p>`).FindAllStringSubmatch(string(src), -1) {
				para := strings.Join(strings.Fields(tags.ReplaceAllString(p[1], "")), " ")
				i := strings.Index(plain[at:], para)
				if i < 0 {
					t.Fatalf("paragraph not read whole after offset %d: %q\npage text:\n%s", at, para, text)
				}
				at += i + len(para)
			}
		})
	}
}

// TestRunAstralCharacters reads pages printed by Chromium from
// testdata/astral/*.html, in sans and serif type, whose text holds
// characters outside the Basic Multilingual Plane (mathematical letters
// "𝔇", "𝐀𝐁", "𝒜"). pdfium gives each as the two halves of a UTF-16
// surrogate pair, which read as two U+FFFD; each must read as itself.
func TestRunAstralCharacters(t *testing.T) {
	for _, name := range []string{"sans", "serif"} {
		t.Run(name, func(t *testing.T) {
			text := firstPageText(t, filepath.Join("testdata", "astral", name+".pdf"))
			want := "**1. Gate.** The sigil 𝔇 is carved over the door. Treasure: 30 gp.\n\n**2. Vault.** A ward of 𝐀𝐁 letters and the seal 𝒜 guard the chest.\n"
			if string(text) != want {
				t.Errorf("page text =\n%s\nwant\n%s", text, want)
			}
		})
	}
}

// firstPageText runs the preprocess stage on pdf into a temporary
// directory and returns the text of its first page; it fails the test if
// the stage fails.
func firstPageText(t *testing.T, pdf string) []byte {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "pages")
	idx, err := Run(context.Background(), pdf, dir, DefaultSettings())
	if err != nil {
		t.Fatal(err)
	}
	text, err := os.ReadFile(filepath.Join(dir, idx.Pages[0].Text))
	if err != nil {
		t.Fatal(err)
	}
	return text
}
