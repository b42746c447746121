package preprocess

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestPageTextColumnsOnBaselinesOfTheirOwn: the right column of a page sets
// its lines a few points off the left column's (a heading or a boxed text
// above them shifted them), so each is a line of its own, but one line of
// the right column shares its baseline with the short last line of a left
// paragraph ("back."). That short line stays in its column: the right
// column's lines standing beside the left column's text count as the
// gutter's edge though no left word shares their line. The short line was
// glued to the right column's line, which then spanned both columns: the
// left column was cut after the line before it and the right column read
// in its middle. Two styles: a Labyrinth Lord page in 10-point type on a
// 12-point pitch, the right column 6 points lower; an OSE page in 9-point
// type on an 11-point pitch, the right column 5 points higher, its key in
// bold.
func TestPageTextColumnsOnBaselinesOfTheirOwn(t *testing.T) {
	for _, tc := range []struct {
		name          string
		pt, pitch     float64
		offset, rx    float64
		left, right   []string
		below, second []string
	}{
		{"Labyrinth Lord, 10 on 12, right column lower", 10, 12, 6, 300,
			[]string{"Under the chapel on the hill", "lie the vaults of an abbey that", "was sealed when the last abbot", "went strange. A herbalist went", "up the hill and has not come", "back."},
			[]string{"A stuck door in the east wall", "leads to the storeroom. Each", "orc carries a purse of silver."},
			[]string{"The referee should read all of", "the module before play begins."},
			[]string{"Six giant rats nest in the", "grain and bite all who come", "near the barrels of beer."}},
		{"OSE, 9 on 11, right column higher", 9, 11, -5, 290,
			[]string{"Each hex is a mile across and", "travel in the marsh is at half", "speed. Hexes are keyed by their", "column and row; only those of", "note are described in the key", "here."},
			[]string{"Loot: in a pot under the", "hearth are eighty gold pieces", "and a silver hunting horn."},
			[]string{"Roll for encounters once a day", "and once a night, on a 1 in 6."},
			[]string{"Goblins: five goblins camp", "in the ground floor, waiting", "for travellers to rob."}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var cs []char
			y := 100.0
			for i, l := range tc.left {
				cs = typeset(cs, 50, y+float64(i)*tc.pitch, tc.pt, l)
			}
			short := y + float64(len(tc.left)-1)*tc.pitch
			below := short + 2*tc.pitch
			for i, l := range tc.below {
				cs = typeset(cs, 50, below+float64(i)*tc.pitch, tc.pt, l)
			}
			// The right column: off the left column's baselines, but for
			// the line beside "back.", after a heading that shifts it.
			for i, l := range tc.right {
				cs = typeset(cs, tc.rx, y+tc.offset+float64(i)*tc.pitch, tc.pt, l)
			}
			head := y + tc.offset + float64(len(tc.right))*tc.pitch
			cs = typeset(cs, tc.rx, head, tc.pt+3, "2. STOREROOM")
			for i, l := range tc.second {
				cs = typeset(cs, tc.rx, short+float64(i)*tc.pitch, tc.pt, l)
			}
			got, _ := pageText(cs, bodyOf(cs), 0)
			want := strings.Join(tc.left, "\n") + "\n\n" + strings.Join(tc.below, "\n") + "\n\n" +
				strings.Join(tc.right, "\n") + "\n"
			if !strings.HasPrefix(got, want) || !strings.Contains(got, "2. STOREROOM") || !strings.HasSuffix(got, strings.Join(tc.second, "\n")+"\n") {
				t.Errorf("pageText =\n%s\nwant the left column, then the right:\n%s…\n%s", got, want, strings.Join(tc.second, "\n"))
			}
		})
	}
}

// TestRunColumnsReadWhole reads pages printed by Chromium (Skia) from
// testdata/columns/*.html: a module's keys in CSS columns under a title,
// each page in another style, whose columns' lines stand on baselines a
// few points apart. Every paragraph, heading and list item must read whole
// and in the order of the source. Before: in a landscape zine page of
// three sans columns with run-in serif keys and a d8 list (zine-three),
// a line of one column banded with the next column's line, a few points
// lower, reached the column's next line, and two lines read as one, their
// words shuffled ("6. 5. Hask 1d6 giant the Sexton, rats"); a run-in key
// set larger than its text ('1. Gate House.') banded with the line under
// it (bx-three, three serif columns); a centred title no wider than the
// middle column of three was read after the left column (bx-three); and
// two paragraphs side by side at the head of two serif columns, each
// under a bold heading in about the text's size, were read as the columns
// of a table, a carry-over line of the right column read before them
// (bx-serif).
func TestRunColumnsReadWhole(t *testing.T) {
	for _, tc := range []struct {
		name  string
		paras []string
	}{
		{"zine-three", []string{
			"The Keep on Hollow Ridge",
			"The keep on Hollow Ridge was abandoned when its lord rode to war and did not come back.",
			"**1. Gate House.** Two rusted portcullises guard the way in.",
			"**2. Barracks.** Rows of mouldy cots fill this long room.",
			"**3. Chapel.** The altar is split in two and the windows are bricked up.",
			"1. 1d4 skeletons", "2. 1d3 ghouls", "3. 2d4 stirges", "4. 1 giant crab", "5. 1d6 giant rats",
			"6. The sexton, wandering and muttering to himself", "7. 2d4 drowned pilgrims", "8. Nothing; a cold wind",
			"**4. Well Room.** A stone well drops sixty feet to black water.",
			"**5. Armoury.** Racks of spears and rotten shields line the walls.",
			"**6. Crypt Stair.** Narrow steps wind down into the dark, their treads worn into hollows.",
		}},
		{"bx-three", []string{
			"# The Keep on Hollow Ridge",
			"The keep on Hollow Ridge was abandoned when its lord rode to war and did not come back.",
			"**1. Gate House.** Two rusted portcullises guard the way in.",
			"**2. Barracks.** Rows of mouldy cots fill this long room.",
			"**3. Chapel.** The altar is split in two and the windows are bricked up.",
			"**4. Well Room.** A stone well drops sixty feet to black water.",
			"**5. Armoury.** Racks of spears and rotten shields line the walls.",
			"**6. Crypt Stair.** Narrow steps wind down into the dark, their treads worn into hollows.",
		}},
		{"bx-serif", []string{
			"# THE KEEP ON HOLLOW RIDGE",
			"The keep on Hollow Ridge was abandoned when its lord rode to war and did not come back.",
			"**1. Gate House**",
			"Two rusted portcullises guard the way in. The winch room above is empty, but its floor is rotten and gives way under anyone heavier than a halfling.",
			"**2. Barracks**",
			"Rows of mouldy cots fill this long room.",
			"**3. Chapel**",
			"The altar is split in two and the windows are bricked up. A ghoul crouches behind the pulpit, gnawing a bone, and leaps at the first character to step past the font.",
			"**4. Well Room**",
			"A stone well drops sixty feet to black water.",
			"**5. Armoury**",
			"**6. Crypt Stair**",
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			text := firstPageText(t, filepath.Join("testdata", "columns", tc.name+".pdf"))
			readsInOrder(t, text, tc.paras)
		})
	}
}

// readsInOrder checks that page text holds each of paras, its spaces
// folded, after the one before.
func readsInOrder(t *testing.T, text []byte, paras []string) {
	t.Helper()
	flat := strings.Join(strings.Fields(string(text)), " ")
	at := 0
	for _, p := range paras {
		i := strings.Index(flat[at:], p)
		if i < 0 {
			t.Errorf("page text lacks, after what went before,\n%s\npage text:\n%s", p, text)
			continue
		}
		at += i + len(p)
	}
}

// TestHangingIndentColumnReadApart: a column set with hanging indents
// (testdata/columns/hanging.py: a monster appendix, each entry's lines
// indented under its first) beside a column whose short lines (a hex's
// terrain in italics) share baselines with the indented lines: the gutter
// is the white before the entries' first lines, and each column reads
// whole. Before, the short line and the indented line beside it were read
// as one, and the hex's text was interleaved with the appendix. In sans
// and serif type, the appendix begun lower than the hexes or level.
func TestHangingIndentColumnReadApart(t *testing.T) {
	paras := []string{
		"**0406 Old Ferry** *Marsh* A rotten landing on the black river.",
		"**0407 Drowned Chapel** *Swamp* Only the bell tower stands above the water.",
		"**0506 Reed Maze** *Marsh* Channels twist between reeds taller than a rider.",
		"**Bog Troll:** AC 4 [15], HD 6+3\\*, hp 34,",
		"**Giant Leech:** AC 7 [12], HD 6, hp 30,",
		"**Marsh Wolf:** AC 7 [12], HD 2+2, hp 11,",
	}
	for _, name := range []string{"hanging-sans", "hanging-serif"} {
		t.Run(name, func(t *testing.T) {
			text := firstPageText(t, filepath.Join("testdata", "columns", name+".pdf"))
			readsInOrder(t, text, paras)
		})
	}
}

// TestPageTextColumnsMeetOnOneLine: two page columns whose lines keep
// baselines of their own meet on one line, where a line of each shares a
// baseline, and no gutter of the lines around lines up with the gap
// between them there. The two lines stay in their columns. Before, they
// were read as one line across the gutter and the page's reading order
// was cut there. Three styles: a B/X page in 10-point type whose right
// column is set in a looser leading, a left paragraph's short last line
// ("back.") beside the right column's last line; a Labyrinth Lord page
// with a narrow gutter, a right paragraph's last line ("leads west to area
// 1.") beside a left key's long line; an OSE page in justified type, a
// line whose word spaces are stretched to a line height meeting the next
// column's key ("3 FUNGUS GROTTO").
func TestPageTextColumnsMeetOnOneLine(t *testing.T) {
	// justified sets words from x on baseline y in 10-point type, space
	// points apart.
	justified := func(cs []char, x, y, space float64, ws ...string) []char {
		for _, w := range ws {
			cs = typeset(cs, x, y, 10, w)
			x += float64(len([]rune(w)))*5 + space
		}
		return cs
	}
	for _, tc := range []struct {
		name string
		cs   []char
		want string
	}{
		{"B/X: a short last line beside a column set looser",
			func() []char {
				var cs []char
				for i, l := range []string{"Under the chapel on the hill", "lie the vaults of an abbey that", "was sealed when the last abbot", "went strange. A herbalist went", "up the hill and has not come", "back."} {
					cs = typeset(cs, 50, 100+float64(i)*12, 10, l)
				}
				for i, l := range []string{"A stuck door in the east wall", "leads to the storeroom. Each", "orc carries a purse of silver", "and a horn to call the others", "from the barracks to the north."} {
					cs = typeset(cs, 230, 103+float64(i)*14.5, 10, l)
				}
				return cs
			}(),
			"Under the chapel on the hill\nlie the vaults of an abbey that\nwas sealed when the last abbot\nwent strange. A herbalist went\nup the hill and has not come\nback.\n\n" +
				"A stuck door in the east wall\nleads to the storeroom. Each\norc carries a purse of silver\nand a horn to call the others\nfrom the barracks to the north.\n"},
		{"Labyrinth Lord: a last line beside a long line, a narrow gutter",
			func() []char {
				var cs []char
				for i, l := range []string{"1. Crypt. Coffins line the walls and", "two skeletons stand guard beside", "the door to the east."} {
					cs = typeset(cs, 50, 100+float64(i)*14, 10, l)
				}
				for i, l := range []string{"3. Vestry. Robes hang on pegs by a chest", "of copper coins and a silver bell."} {
					cs = typeset(cs, 50, 150+float64(i)*14, 10, l)
				}
				for i, l := range []string{"2. Ossuary. Bones are stacked up", "to the ceiling in niches cut into the", "rock, and a narrow passage there", "leads west to area 1."} {
					cs = typeset(cs, 244, 108+float64(i)*14, 10, l)
				}
				return typeset(cs, 244, 178, 10, "4. Shrine. An altar of black stone.")
			}(),
			"1. Crypt. Coffins line the walls and\ntwo skeletons stand guard beside\nthe door to the east.\n\n3. Vestry. Robes hang on pegs by a chest\nof copper coins and a silver bell.\n\n" +
				"2. Ossuary. Bones are stacked up\nto the ceiling in niches cut into the\nrock, and a narrow passage there\nleads west to area 1.\n\n4. Shrine. An altar of black stone.\n"},
		{"OSE: a justified line meeting the next column's key",
			func() []char {
				cs := justified(nil, 50, 100, 2.5, "Old", "bones", "litter", "the", "north", "wall.", "Rats")
				cs = justified(cs, 50, 112, 6.5, "here.", "A", "secret", "door", "in", "the", "west", "opens", "on", "a")
				cs = justified(cs, 50, 124, 2.5, "crawlway.", "Searching", "the", "walls", "takes")
				cs = justified(cs, 50, 136, 2.5, "a", "turn.", "A", "cold", "wind", "blows", "from", "the")
				cs = justified(cs, 50, 148, 2.5, "crawlway", "at", "night", "and", "the", "rats", "flee.")
				for i, l := range []string{"Broken crates are piled against", "the eastern arch."} {
					cs = typeset(cs, 300, 82+float64(i)*12, 10, l)
				}
				cs = typeset(cs, 300, 112, 13, "3 FUNGUS GROTTO")
				for i, l := range []string{"Old bones litter the north wall.", "A secret door in the west wall", "opens onto a crawlway. Search", "takes a turn."} {
					cs = typeset(cs, 300, 130+float64(i)*12, 10, l)
				}
				return cs
			}(),
			"Old bones litter the north wall. Rats\nhere. A secret door in the west opens on a\ncrawlway. Searching the walls takes\na turn. A cold wind blows from the\ncrawlway at night and the rats flee.\n\n" +
				"Broken crates are piled against\nthe eastern arch.\n3 FUNGUS GROTTO\nOld bones litter the north wall.\nA secret door in the west wall\nopens onto a crawlway. Search\ntakes a turn.\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got, _ := pageText(tc.cs, bodyOf(tc.cs), 0); got != tc.want {
				t.Errorf("pageText =\n%s\nwant\n%s", got, tc.want)
			}
		})
	}
}

// TestTitleBesideFolioSpansColumns: a chapter's title centred over three
// columns, no wider than the middle one, with the page number set on its
// line in a corner, is read before the columns under it. The folio beside
// it kept it from spanning the columns, and the left column's first key
// was read before the title, so a module's first area fell under the
// section before it. Two styles: Times in 10 points, the folio in the
// right corner; Helvetica in 9 points, the folio in the left corner.
func TestTitleBesideFolioSpansColumns(t *testing.T) {
	for _, tc := range []struct {
		name         string
		body, head   font
		pt, pitch    float64
		folioX       float64
		title, folio string
	}{
		{"Times, folio right", font{name: "Times-Roman", size: 10}, font{name: "Times-Bold", size: 20}, 10, 12, 540, "The Crypt", "7"},
		{"Helvetica, folio left", font{name: "Helvetica", size: 9}, font{name: "Helvetica-Bold", size: 18}, 9, 11, 50, "Vault", "12"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var cs []char
			cs = typeset(cs, 306-float64(len(tc.title))*tc.head.size/4, 60, tc.head.size, tc.title)
			cs = setIn(cs, 0, tc.head)
			n := len(cs)
			cs = typeset(cs, tc.folioX, 58, tc.pt-1, tc.folio)
			cs = setIn(cs, n, font{name: tc.body.name, size: tc.pt - 1})
			n = len(cs)
			for col, text := range [][]string{
				{"1. Stair", "Worn steps wind down to a door", "of black oak, its hinges long", "rusted through and its planks", "split by the damp."},
				{"2. Hall", "Six pillars hold up a vaulted", "roof. Bats roost in its cracks."},
				{"3. Tomb", "A stone lid lies broken beside", "the tomb. The bones in it have", "been gnawed, and a trail of", "dust leads to a crack in the", "north wall."},
			} {
				for i, l := range text {
					cs = typeset(cs, 50+float64(col)*180, 90+float64(i)*tc.pitch, tc.pt, l)
				}
			}
			cs = setIn(cs, n, tc.body)
			got, _ := pageText(cs, bodyOf(cs), 0)
			at, key := strings.Index(got, tc.title), strings.Index(got, "1. Stair")
			if at < 0 || key < 0 || at > key {
				t.Errorf("pageText =\n%s\nwant the title %q before key 1", got, tc.title)
			}
		})
	}
}

// TestHangingKeysReadWithTheirLines: a key set out in the margin beside
// the first line of its paragraph is read at the head of that line, not
// before the whole page. Two styles: Times in 10 points, the keys in
// 16-point bold set 8 points out and centred on the first two lines;
// Helvetica in 9 points, the keys in 14-point bold set further out and
// lower.
func TestHangingKeysReadWithTheirLines(t *testing.T) {
	for _, tc := range []struct {
		name       string
		body, key  font
		pitch, gap float64
		drop       float64 // how far the key's baseline stands below its line's
	}{
		{"Times", font{name: "Times-Roman", size: 10}, font{name: "Times-Bold", size: 16}, 13, 8, 8},
		{"Helvetica", font{name: "Helvetica", size: 9}, font{name: "Helvetica-Bold", size: 14}, 11, 14, 7},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var cs []char
			cs = typeset(cs, 120, 50, 20, "The Sunless Granary")
			cs = setIn(cs, 0, font{name: tc.key.name, size: 20})
			y := 90.0
			for _, p := range []struct{ key, first, rest string }{
				{"1", "Loading Dock. Carts rot by the great doors of the", "granary, and a ramp leads down to the pit."},
				{"2", "Grain Pit. A pit of mouldy grain lies ten feet deep", "and anyone who falls in sinks to the neck."},
			} {
				n := len(cs)
				cs = typeset(cs, 60-tc.gap-tc.key.size/2, y+tc.drop, tc.key.size, p.key)
				cs = setIn(cs, n, tc.key)
				n = len(cs)
				cs = typeset(cs, 60, y, tc.body.size, p.first)
				cs = typeset(cs, 60, y+tc.pitch, tc.body.size, p.rest)
				cs = setIn(cs, n, tc.body)
				y += 2 * tc.pitch
			}
			got, _ := pageText(cs, bodyOf(cs), 0)
			for _, want := range []string{"**1** Loading Dock.", "**2** Grain Pit."} {
				if !strings.Contains(got, want) {
					t.Errorf("pageText =\n%s\nwant a line opening %q", got, want)
				}
			}
		})
	}
}

// TestRaisedKeysReadWithTheirLines: a key set in the margin alone on a
// line of its own, its foot just over the first line of its paragraph (as
// a zine may set a large numeral), is read at the head of that line, and
// the keys of two columns that chance to share a baseline are read each
// with its own column. Two styles: Times in 8.5 points, the keys in
// 14-point bold standing right on the line; Helvetica in 9 points, the
// keys in 12-point bold standing higher.
func TestRaisedKeysReadWithTheirLines(t *testing.T) {
	for _, tc := range []struct {
		name        string
		body, key   font
		pitch, rise float64 // rise: how far the key's baseline stands above its line's
	}{
		{"Times", font{name: "Times-Roman", size: 8.5}, font{name: "Times-Bold", size: 14}, 10, 6},
		{"Helvetica", font{name: "Helvetica", size: 9}, font{name: "Helvetica-Bold", size: 12}, 11, 9},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var cs []char
			cs = typeset(cs, 60, 40, 20, "Hollow of the Moth Saint")
			cs = setIn(cs, 0, font{name: tc.key.name, size: 20})
			for col, ps := range [][][3]string{
				{{"1", "Lych Gate. A roofed gate of black oak; moths", "cover every beam of it."}, {"2", "Ossuary Path. Skulls line the path, each with", "a candle stub."}},
				{{"3", "Belfry. The bell is cracked and full of grey", "cocoons."}, {"4", "Bone Door. A door of knitted femurs and a", "stair beyond it."}},
			} {
				x, y := 60+float64(col)*260, 90.0
				for _, p := range ps {
					n := len(cs)
					cs = typeset(cs, x-6-tc.key.size/2, y-tc.rise, tc.key.size, p[0])
					cs = setIn(cs, n, tc.key)
					n = len(cs)
					cs = typeset(cs, x, y, tc.body.size, p[1])
					cs = typeset(cs, x, y+tc.pitch, tc.body.size, p[2])
					cs = setIn(cs, n, tc.body)
					y += 2*tc.pitch + 2*tc.rise
				}
			}
			got, _ := pageText(cs, bodyOf(cs), 0)
			for _, want := range []string{"**1** Lych Gate.", "**2** Ossuary Path.", "**3** Belfry.", "**4** Bone Door."} {
				if !strings.Contains(got, want) {
					t.Errorf("pageText =\n%s\nwant a line opening %q", got, want)
				}
			}
		})
	}
}
