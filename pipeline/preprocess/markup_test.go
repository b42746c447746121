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

// TestBodyIsTheRunningText sets three lines of prose at 10 points beside
// more letters set at 8 points in short lines, a stat block a label a line
// and a table's rows of three cells, and wants the prose read as the body:
// unmarked, not a heading. A page of nothing but the short lines has them
// for its body.
func TestBodyIsTheRunningText(t *testing.T) {
	prose := []string{
		"The stair ends in a round chamber of wet stone where",
		"three kobolds crouch behind the pillars and throw",
		"their spears at anyone who carries a light inside.",
	}
	statBlock := []string{"Kobold", "Armor Class: 13", "Hit Dice: 1d4 hp", "No. of Attacks: 1", "Damage: 1d4 weapon",
		"Movement: 20'", "No. Appearing: 4d4", "Save As: Normal Man", "Morale: 6", "Treasure Type: P, Q", "XP: 10"}
	table := [][]string{{"Roll", "Wandering", "Number"}, {"1", "Kobolds", "3d4"}, {"2", "Giant rats", "2d6"},
		{"3", "Fire beetles", "1d6"}, {"4", "Skeletons", "2d4"}, {"5", "Goblins", "2d4"}, {"6", "Stirges", "1d8"},
		{"7", "Giant centipedes", "1d4"}, {"8", "Zombies", "2d4"}, {"9", "Hobgoblins", "1d6"},
		{"10", "Giant spiders", "1d3"}, {"11", "Carrion crawler", "1"}, {"12", "Grey ooze", "1"}}
	setProse := func(cs []char) []char {
		for i, l := range prose {
			from := len(cs)
			cs = setIn(typeset(cs, 50, 60+float64(i)*12, 10, l), from, font{name: "Times-Roman", size: 10})
		}
		return cs
	}
	small := font{name: "Times-Roman", size: 8}
	cases := []struct {
		name string
		set  func([]char) []char
	}{
		{"stat block", func(cs []char) []char {
			for i, l := range statBlock {
				from := len(cs)
				cs = setIn(typeset(cs, 50, 110+float64(i)*10, 8, l), from, small)
			}
			return cs
		}},
		{"table", func(cs []char) []char {
			for i, row := range table {
				for j, cell := range row {
					from := len(cs)
					cs = setIn(typeset(cs, 50+float64(j)*70, 110+float64(i)*10, 8, cell), from, small)
				}
			}
			return cs
		}},
	}
	for _, c := range cases {
		cs := c.set(setProse(nil))
		got, _ := pageText(cs, bodyOf(cs), 0)
		if first, _, _ := strings.Cut(got, "\n"); first != prose[0] {
			t.Errorf("prose beside a %s: first line %q, want %q unmarked", c.name, first, prose[0])
		}
		if b := bodyOf(c.set(nil)); b.size != 8 {
			t.Errorf("a page of a %s alone: body size %v, want 8", c.name, b.size)
		}
	}
	// Two columns of prose under a box set smaller across both, its lines
	// the page's widest: the prose is the body still, the box italic.
	var cs []char
	box := "Read aloud: the stair ends in a round chamber of wet stone, water drips from the roof and a cold wind blows."
	for i := range 3 {
		from := len(cs)
		cs = setIn(typeset(cs, 50, 40+float64(i)*10, 8, box), from, font{name: "Times-Italic", size: 8, flags: flagItalic})
	}
	for i := range 6 {
		for _, x := range []float64{50, 280} {
			from := len(cs)
			cs = setIn(typeset(cs, x, 90+float64(i)*12, 10, prose[i%3][:40]), from, font{name: "Times-Roman", size: 10})
		}
	}
	if b := bodyOf(cs); b.size != 10 || b.italic {
		t.Errorf("two columns of prose under a box across them: body %+v, want Times-Roman 10", b)
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
