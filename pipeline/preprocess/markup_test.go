package preprocess

import (
	"strings"
	"testing"

	"github.com/scriptorium/scriptorium/internal/testenv"
)

// TestPageTextTypography reads the same three keyed areas printed in five
// typographic styles, a page each (tests/assets/typography), and wants
// the markup doc.go describes: bold and italic runs, a heading by size,
// capitals as printed, a table of keys as a pipe table. Pages after the
// first carry their page number in the footer, in bold.
func TestPageTextTypography(t *testing.T) {
	pdf := testenv.Asset(t, "typography", "typography.pdf")
	cases := []struct {
		name string
		want string
	}{
		{"bold run-in key", "**1. Guard post.** Two orcs play dice by a brazier. A door leads north to area 2.\n" +
			"**2. Armoury.** Racks of spears line the walls; one is *magical.*\n" +
			"**3. Well.** A rope hangs into the dark water.\n"},
		{"heading-size key", "### 1. Guard Post\nTwo orcs play dice by a brazier. A door leads north to area 2.\n\n" +
			"### 2. Armoury\nRacks of spears line the walls; one is *magical.*\n\n" +
			"### 3. Well\nA rope hangs into the dark water.\n\n**2**\n"},
		{"all-caps key", "1. GUARD POST. Two orcs play dice by a brazier. A door leads north to area 2.\n" +
			"2. ARMOURY. Racks of spears line the walls; one is *magical.*\n" +
			"3. WELL. A rope hangs into the dark water.\n\n**3**\n"},
		{"sentence-case key with a bold title", "1. **Guard post.** Two orcs play dice by a brazier. A door leads north to area 2.\n" +
			"2. **Armoury.** Racks of spears line the walls; one is *magical.*\n" +
			"3. **Well.** A rope hangs into the dark water.\n\n**4**\n"},
		{"table of keys", "| **Key Area** | **Description** |\n| --- | --- |\n" +
			"| 1 Guard post | Two orcs play dice by a brazier. |\n" +
			"| 2 Armoury | Racks of spears line the walls. |\n" +
			"| 3 Well | A rope hangs into the dark water. |\n\n**5**\n"},
	}
	textOf := textReader(t)
	for i, c := range cases {
		if got := textOf(pdf, i+1); got != c.want {
			t.Errorf("%s (page %d):\ngot\n%s\nwant\n%s", c.name, i+1, got, c.want)
		}
	}
}

// setIn returns cs with the characters from index from on set in font f.
func setIn(cs []char, from int, f font) []char {
	for i := from; i < len(cs); i++ {
		cs[i].font = f
	}
	return cs
}

// TestPageTextMarks sets a line in a font beside three lines of body text
// (Times-Roman, 10 points) and wants its markup.
func TestPageTextMarks(t *testing.T) {
	roman := font{name: "Times-Roman", size: 10}
	cases := []struct {
		text string
		f    font
		want string
	}{
		{"THE SALT MILL", font{name: "Helvetica-Bold", size: 24}, "# THE SALT MILL"},
		{"Level One", font{name: "Helvetica-Bold", size: 14}, "## Level One"},
		{"Guard Post", font{name: "Times-Roman", size: 12}, "### Guard Post"},
		{"Guard Post", font{name: "ABCDEF+GaramondNo8-Med", size: 10}, "**Guard Post**"},
		{"Guard Post", font{name: "Times-BoldItalic", size: 10}, "***Guard Post***"},
		{"Guard Post", font{name: "Body", size: 10, flags: flagItalic}, "*Guard Post*"},
		// pdfium's weight estimated from an italic's stem width (StemV 114,
		// no /FontWeight) is semi-bold; the name says the regular weight.
		{"Guard Post", font{name: "DAAAAA+DejaVuSerif-Italic", size: 10, weight: 571, flags: flagItalic}, "*Guard Post*"},
		{"Guard Post", font{name: "MinionPro-It", size: 10, weight: 560, flags: flagItalic}, "*Guard Post*"},
		{"Guard Post", font{name: "MinionPro-BoldIt", size: 10, weight: 560, flags: flagItalic}, "***Guard Post***"},
		{"Guard Post", font{name: "Body", size: 10, flags: flagForceBold}, "**Guard Post**"},
		{"Guard Post", font{name: "Body", size: 10, weight: 400}, "Guard Post"},
		{"guard post", font{name: "Body", size: 10, flags: flagSmallCap}, "GUARD POST"},
		{"HD 3* a\\b", roman, `HD 3\* a\\b`},
		{"#12 wields a spear", roman, `\#12 wields a spear`},
		{"> 12 orcs", roman, `\> 12 orcs`},
		{"• a rope", roman, "- a rope"},
	}
	for _, c := range cases {
		var cs []char
		for i := range 3 {
			cs = typeset(cs, 50, 100+float64(i)*12, 10, "body text of the page")
		}
		cs = setIn(cs, 0, roman)
		cs = setIn(typeset(cs, 50, 60, 10, c.text), len(cs), c.f)
		got, _ := pageText(cs, bodyOf(cs), 0)
		if first, _, _ := strings.Cut(got, "\n"); first != c.want {
			t.Errorf("%q in %+v: first line %q, want %q", c.text, c.f, first, c.want)
		}
	}
}

// TestPageTextDieList: lines led by die values are list items when two or
// more stand in a row, not when one does or the value is bold (a key).
func TestPageTextDieList(t *testing.T) {
	roman, bold := font{name: "Times-Roman", size: 10}, font{name: "Times-Bold", size: 10}
	lines := func(ls ...string) []char {
		var cs []char
		for i, l := range ls {
			cs = typeset(cs, 50, 100+float64(i)*12, 10, l)
		}
		return setIn(cs, 0, roman)
	}
	keys := lines("12 Orc guard.", "13 Waiting room.")
	for _, i := range []int{0, 1, 13, 14} { // "12" and "13"
		keys[i].font = bold
	}
	for _, c := range []struct {
		cs   []char
		want string
	}{
		{lines("1-2 goblins", "3 an orc", "4–6 rats"), "- 1-2 goblins\n- 3 an orc\n- 4–6 rats\n"},
		{lines("a cellar with", "3 orcs in it"), "a cellar with\n3 orcs in it\n"},
		{lines("12+ orcs", "plain text"), "12+ orcs\nplain text\n"},
		{keys, "**12** Orc guard.\n**13** Waiting room.\n"},
	} {
		if got, _ := pageText(c.cs, bodyOf(c.cs), 0); got != c.want {
			t.Errorf("pageText = %q, want %q", got, c.want)
		}
	}
}
