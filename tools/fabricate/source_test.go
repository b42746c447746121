package main

import (
	"reflect"
	"slices"
	"strings"
	"testing"
)

func TestParsePageBlocks(t *testing.T) {
	src := "@columns 2\n## LEVEL 1\n\n### 7a. BOAT LANDING\n> Black water\n> fills it.\nA boat\nis tied here.\n* Smuggler\nAC 7 [12]\n| d6 | Monster\n| 1–2 | rats |\n---\n|. 2d6 | Forest\n|. 2 | wolves\n@column\n"
	p, err := ParsePage("p.txt", src)
	if err != nil {
		t.Fatal(err)
	}
	want := []Block{
		{Kind: Heading, Text: "LEVEL 1", Line: 2},
		{Kind: AreaHeading, Text: "7a. BOAT LANDING", Line: 4},
		{Kind: ReadAloud, Text: "Black water fills it.", Line: 5},
		{Kind: Paragraph, Text: "A boat is tied here.", Line: 7},
		{Kind: BoldLine, Text: "Smuggler", Line: 9},
		{Kind: Paragraph, Text: "AC 7 [12]", Line: 10},
		{Kind: Table, Rows: [][]string{{"d6", "Monster"}, {"1–2", "rats"}}, Line: 11},
		{Kind: Rule, Line: 13},
		{Kind: PlainTable, Rows: [][]string{{"2d6", "Forest"}, {"2", "wolves"}}, Line: 14},
		{Kind: ColumnBreak, Line: 16},
	}
	if p.Columns != 2 || !reflect.DeepEqual(p.Blocks, want) {
		t.Errorf("ParsePage = %d columns, %+v\nwant 2 columns, %+v", p.Columns, p.Blocks, want)
	}
}

func TestParsePageErrors(t *testing.T) {
	for _, c := range []struct{ src, want string }{
		{"@columns 4\n", "p.txt:1: columns \"4\""},
		{"@size 3\n", "p.txt:1: size \"3\""},
		{"text\n@bogus\n", "p.txt:2: unknown directive"},
		{"@map 10 10\n", "want @map W H CELL"},
		{"@map 10 10 20\nroom 1 0 0 0 2\n", "p.txt:2: size 0×2"},
		{"@map 10 10 20\nfountain 1 1\n", "unknown map element"},
		{"@map 10 10 20\ndoor 1 1 x\n", "door: want X Y h|v"},
	} {
		_, err := ParsePage("p.txt", c.src)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("ParsePage(%q) error %v, want one containing %q", c.src, err, c.want)
		}
	}
}

func TestLayoutErrors(t *testing.T) {
	long := strings.Repeat("word ", 3000)
	for _, c := range []struct{ src, want string }{
		{long, "text does not fit the page"},
		{"@columns 2\nleft\n@column\nright\n@column\n", "column break in the last column"},
		{"Snowman ☃ here", "encode"},
		{strings.Repeat("x", 200), "wider than its column"},
		{"| one cell\n", "at least two cells"},
		{"| d6 | Monster |\n| 1 | |\n", "table row 2: empty last cell"},
	} {
		p, err := ParsePage("p.txt", c.src)
		if err != nil {
			t.Fatal(err)
		}
		_, err = layoutPage(&p, 2, "FOOTER")
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("layoutPage(%.30q) error %v, want one containing %q", c.src, err, c.want)
		}
	}
}

func TestLayoutSetsTextInWinAnsi(t *testing.T) {
	p, err := ParsePage("p.txt", "Att 1 × weapon (1d6), 1–2\n")
	if err != nil {
		t.Fatal(err)
	}
	b, err := layoutPage(&p, 1, "")
	if err != nil {
		t.Fatal(err)
	}
	// × is 0xD7 and – is 0x96 in Windows-1252; parentheses are escaped.
	if want := `(Att 1 \327 weapon \(1d6\), 1\2262) Tj`; !strings.Contains(string(b), want) {
		t.Errorf("content stream %q lacks %q", b, want)
	}
	if strings.Contains(string(b), "FOOTER") || strings.Contains(string(b), "/F4 8 Tf") {
		t.Error("page 1 has a footer, want none")
	}
}

func TestMapDrawErrorsOnMissingGlyph(t *testing.T) {
	p, err := ParsePage("m.txt", "@map 10 10 20\nlabel 1 1 1 WHAT?\n")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := p.Map.Draw(); err == nil || !strings.Contains(err.Error(), `no glyph for '?'`) {
		t.Errorf("Draw error %v, want no glyph for '?'", err)
	}
}

func TestMapDrawsWallsFloorsAndKeys(t *testing.T) {
	p, err := ParsePage("m.txt", "@map 10 10 20\nroom 7a 2 2 6 6\nwater 2 6 6 2\n")
	if err != nil {
		t.Fatal(err)
	}
	img, err := p.Map.Draw()
	if err != nil {
		t.Fatal(err)
	}
	if b := img.Bounds(); b.Dx() != 200 || b.Dy() != 200 {
		t.Fatalf("map is %v, want 200×200 pixels", b)
	}
	for _, c := range []struct {
		x, y int
		want uint8
		what string
	}{
		{5, 5, 255, "outside"},
		{38, 50, 0, "west wall"},
		{50, 50, 255, "floor"},
		{50, 130, waterGray, "water"},
	} {
		if got := img.GrayAt(c.x, c.y).Y; got != c.want {
			t.Errorf("%s pixel (%d,%d) = %d, want %d", c.what, c.x, c.y, got, c.want)
		}
	}
	ink := 0
	for y := 85; y < 115; y++ {
		for x := 70; x < 130; x++ {
			if img.GrayAt(x, y).Y == 0 {
				ink++
			}
		}
	}
	if ink == 0 {
		t.Error("no ink in the middle of the room, want the key 7a")
	}
}

func TestReplaceRefusesLengthChangeAndAbsence(t *testing.T) {
	b := []byte("1 0 obj (D:1) endobj trailer")
	if err := replace(b, 0, "endobj", "(D:1)", "(D:12)"); err == nil {
		t.Error("replace with a longer value succeeded, want an error")
	}
	if err := replace(b, 0, "endobj", "(D:9)", "(D:2)"); err == nil {
		t.Error("replace of an absent value succeeded, want an error")
	}
	if err := replace(b, 0, "endobj", "(D:1)", "(D:2)"); err != nil || string(b) != "1 0 obj (D:2) endobj trailer" {
		t.Errorf("replace = %q, %v; want (D:2) in place", b, err)
	}
}

func TestWrapInlineMarks(t *testing.T) {
	lines, err := wrap(roman, 10, 500, "1. **Guard post.** Two __orcs__. HD 3*")
	if err != nil {
		t.Fatal(err)
	}
	want := []seg{{roman, "1. "}, {bold, "Guard post. "}, {roman, "Two "}, {italic, "orcs"}, {roman, ". HD 3*"}}
	if len(lines) != 1 || !slices.Equal(lines[0], want) {
		t.Errorf("wrap = %q, want one line %q", lines, want)
	}
	if _, err := wrap(roman, 10, 500, "**unclosed"); err == nil {
		t.Error("wrap of an unclosed ** gave no error")
	}
}

func TestWrapEscapesAndLineBreaks(t *testing.T) {
	lines, err := wrap(roman, 10, 500, `Hit Dice: 4\*\* \_1\_`)
	if err != nil {
		t.Fatal(err)
	}
	if want := []seg{{roman, "Hit Dice: 4** _1_"}}; len(lines) != 1 || !slices.Equal(lines[0], want) {
		t.Errorf("wrap = %q, want one line %q", lines, want)
	}
	p, err := ParsePage("block.txt", "* Gargoyle\nArmor Class: 15 Hit Dice: 4\\*\\*\\\nNo. of Attacks: 4 Damage: 1d4\nMovement: 30'\n")
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Blocks) != 2 {
		t.Fatalf("blocks = %+v, want a bold line and a paragraph", p.Blocks)
	}
	lines, err = wrap(roman, 10, 500, p.Blocks[1].Text)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, l := range lines {
		got = append(got, plain(l))
	}
	want := []string{"Armor Class: 15 Hit Dice: 4**", "No. of Attacks: 4 Damage: 1d4 Movement: 30'"}
	if !slices.Equal(got, want) {
		t.Errorf("lines = %q, want %q (a break after the backslash, none after the plain line end)", got, want)
	}
}
