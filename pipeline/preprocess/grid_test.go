package preprocess

import (
	"math"
	"path/filepath"
	"strings"
	"testing"
)

// prose typesets lines of a page column at x from baseline y, 12 points
// apart, in 10-point type.
func prose(cs []char, x, y float64, ls ...string) []char {
	for i, l := range ls {
		cs = typeset(cs, x, y+float64(i)*12, 10, l)
	}
	return cs
}

// TestPageTextGridInPageColumn pins grids (see grids): a table whose
// columns are kept apart by lanes of white narrower than a page gutter,
// set in one column of a two-column page beside the other column's text,
// reads row by row with a cell a column, its die column joined to the
// name after it; the text above it, below it and beside it reads as it
// did. Two printed styles: a B/X wandering monster table with its stat
// columns in the left column under a caption, the key in the right; an
// OSE-style table of die, monster and number appearing in the right
// column, a name wrapped onto a second line, prose in the left.
func TestPageTextGridInPageColumn(t *testing.T) {
	right := []string{"The stairs end in a damp", "hall littered with bones", "and the smell of old", "smoke. Three goblins play", "dice by a guttering torch", "and do not look up at", "first. A rat scuttles off", "into the dark beyond them.", "The well room lies east."}
	for _, tc := range []struct {
		name string
		cs   []char
		want string
	}{
		{"B/X: stat columns in the left column, the key beside it",
			func() []char {
				cs := prose(nil, 50, 88, "Roll 1d6 each turn for", "the level the party is on:")
				cs = table(cs, 124, []float64{50, 70, 150, 172, 190, 210, 232, 256}, [][]string{
					{"Die", "Monster", "No.", "AC", "HD", "D", "MV", "ML"},
					{"1", "Acolytes", "1-8", "2", "1", "1-6", "60'", "7"},
					{"2", "Bandits", "2-5", "6", "1", "1-6", "120'", "8"},
					{"3", "Fire beetles", "1-8", "4", "1+2", "2-8", "120'", "7"},
					{"4", "Goblins", "2-8", "6", "1-1", "1-6", "90'", "7"},
				})
				cs = prose(cs, 50, 196, "Check again after a rest.")
				return prose(cs, 320, 88, right...)
			}(),
			"Roll 1d6 each turn for\nthe level the party is on:\n\n" +
				"| Die Monster | No. | AC | HD | D | MV | ML |\n| --- | --- | --- | --- | --- | --- | --- |\n" +
				"| 1 Acolytes | 1-8 | 2 | 1 | 1-6 | 60' | 7 |\n| 2 Bandits | 2-5 | 6 | 1 | 1-6 | 120' | 8 |\n" +
				"| 3 Fire beetles | 1-8 | 4 | 1+2 | 2-8 | 120' | 7 |\n| 4 Goblins | 2-8 | 6 | 1-1 | 1-6 | 90' | 7 |\n\n" +
				"Check again after a rest.\n\n" + strings.Join(right, "\n") + "\n"},
		{"OSE: die, monster and number appearing in the right column, a name wrapped",
			func() []char {
				cs := prose(nil, 50, 88, right...)
				cs = prose(cs, 320, 88, "An encounter occurs on a 1", "in 6, rolled every turn:")
				cs = table(cs, 124, []float64{320, 346, 470}, [][]string{
					{"d6", "Monster", "No."},
					{"1", "Goblin patrol", "2d4"},
					{"2", "Giant black", "1d3"},
				})
				cs = prose(cs, 346, 160, "widows")
				cs = table(cs, 172, []float64{320, 346, 470}, [][]string{
					{"3", "Orc hunters", "1d8"},
					{"4", "Ogre", "1"},
				})
				return prose(cs, 320, 208, "Roll again at dusk.")
			}(),
			strings.Join(right, "\n") + "\n\nAn encounter occurs on a 1\nin 6, rolled every turn:\n\n" +
				"| d6 Monster | No. |\n| --- | --- |\n| 1 Goblin patrol | 2d4 |\n| 2 Giant black widows | 1d3 |\n" +
				"| 3 Orc hunters | 1d8 |\n| 4 Ogre | 1 |\n\nRoll again at dusk.\n"},
		{"negative: three columns of prose, their gutters no lanes of a grid",
			func() []char {
				cs := prose(nil, 50, 88, right...)
				cs = prose(cs, 220, 88, right...)
				return prose(cs, 390, 88, right...)
			}(),
			strings.Repeat(strings.Join(right, "\n")+"\n\n", 3)[:3*len(strings.Join(right, "\n")+"\n\n")-1]},
		{"negative: a list in two columns under one header each, beside the key",
			func() []char {
				cs := table(nil, 88, []float64{50, 70, 160, 180}, [][]string{
					{"d8", "Encounter", "d8", "Encounter"},
					{"1", "Rats (2d4)", "5", "Zombies (1d4)"},
					{"2", "Goblins (1d6)", "6", "Ghoul (1)"},
					{"3", "Kobolds (2d4)", "7", "Wight (1)"},
					{"4", "Bats (1d10)", "8", "Nothing"},
				})
				return prose(cs, 320, 88, right...)
			}(),
			"d8 Encounter\n- 1 Rats (2d4)\n- 2 Goblins (1d6)\n- 3 Kobolds (2d4)\n- 4 Bats (1d10)\n\n" +
				"d8 Encounter\n- 5 Zombies (1d4)\n- 6 Ghoul (1)\n- 7 Wight (1)\n- 8 Nothing\n\n" + strings.Join(right, "\n") + "\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got, _ := pageText(tc.cs, bodyOf(tc.cs), 0); got != tc.want {
				t.Errorf("pageText =\n%s\nwant\n%s", got, tc.want)
			}
		})
	}
}

// TestPageTextGridLanesOwnLines pins that a grid's lanes are those of its
// own lines: a justified line of prose right over a table, whose wide
// word spaces stand over the white between the table's columns, gave lanes
// that split the table's cells otherwise, so that the line a name wraps
// onto read as a caption and ended the grid there ("their brood" left out
// of its row, and the rows after it read as another table). Two printed
// styles: a B/X table with stat columns and a wrapped name, an OSE table
// of die, monster and number appearing; the key beside each.
func TestPageTextGridLanesOwnLines(t *testing.T) {
	right := []string{"The stairs end in a damp", "hall littered with bones", "and the smell of old", "smoke. Three goblins play", "dice by a guttering torch", "and do not look up at", "first. A rat scuttles off", "into the dark beyond them.", "The well room lies east."}
	// justified sets segments of a line from x on baseline y, 6 points
	// apart (a justified line's wide word space, under a line height).
	justified := func(cs []char, x, y float64, segs ...string) []char {
		for _, seg := range segs {
			cs = typeset(cs, x, y, 10, seg)
			for _, r := range seg {
				x += 5
				if r == ' ' {
					x -= 2.5
				}
			}
			x += 6
		}
		return cs
	}
	for _, tc := range []struct {
		name string
		cs   []char
		want string
	}{
		{"B/X: stat columns, a name wrapped",
			func() []char {
				cs := justified(nil, 50, 88, "Roll one die each", "turn; on a", "1 it comes:")
				cs = prose(cs, 50, 100, "on a 1, roll:")
				cs = table(cs, 124, []float64{50, 70, 160, 192, 212, 236}, [][]string{
					{"Die", "Monster", "No.", "AC", "HD", "MV"},
					{"1", "Kobolds", "4d4", "7", "1/2", "90'"},
					{"2", "Giant black", "1d4", "9", "1/2", "60'"},
					{"", "beetles", "", "", "", ""},
					{"3", "Bandits", "1d8", "6", "1", "90'"},
					{"4", "Gnolls", "1d6", "5", "2", "90'"},
				})
				return prose(cs, 320, 94, right...)
			}(),
			"Roll one die each turn; on a 1 it comes:\non a 1, roll:\n\n" +
				"| Die Monster | No. | AC | HD | MV |\n| --- | --- | --- | --- | --- |\n| 1 Kobolds | 4d4 | 7 | 1/2 | 90' |\n" +
				"| 2 Giant black beetles | 1d4 | 9 | 1/2 | 60' |\n| 3 Bandits | 1d8 | 6 | 1 | 90' |\n| 4 Gnolls | 1d6 | 5 | 2 | 90' |\n\n" +
				strings.Join(right, "\n") + "\n"},
		{"OSE: die, monster and number appearing, a name wrapped",
			func() []char {
				cs := justified(nil, 50, 88, "Roll 1d6 every turn;", "on a 1 in", "6, roll:")
				cs = prose(cs, 50, 100, "when one comes,")
				cs = table(cs, 124, []float64{50, 70, 170, 206}, [][]string{
					{"d6", "Monster", "No.", "Lair"},
					{"1", "Goblin patrol", "2d4", "30%"},
					{"2", "Giant black", "1d3", "70%"},
					{"", "widows", "", ""},
					{"3", "Orc hunters", "1d8", "10%"},
					{"4", "Ogre", "1", "20%"},
				})
				return prose(cs, 320, 94, right...)
			}(),
			"Roll 1d6 every turn; on a 1 in 6, roll:\nwhen one comes,\n\n" +
				"| d6 Monster | No. | Lair |\n| --- | --- | --- |\n| 1 Goblin patrol | 2d4 | 30% |\n" +
				"| 2 Giant black widows | 1d3 | 70% |\n| 3 Orc hunters | 1d8 | 10% |\n| 4 Ogre | 1 | 20% |\n\n" +
				strings.Join(right, "\n") + "\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got, _ := pageText(tc.cs, bodyOf(tc.cs), 0); got != tc.want {
				t.Errorf("pageText =\n%s\nwant\n%s", got, tc.want)
			}
		})
	}
}

// TestRunGridColumns reads pages printed by Chromium (Skia) from
// testdata/grids/*.html, each with its tables set in one column of two
// beside the other column's text: a B/X wandering monster table per level
// with its stat columns, captioned, a name wrapped in a narrow column
// (two-columns), and an OSE-style day table on 2d6 and night table on d%
// with activity and note columns (ose-right). Their cells were read a
// page column at a time, a table's columns in shreds among the key; each
// table must read row by row, a cell a column. Tables whose cells are
// padded apart (see the cases) read so too.
func TestRunGridColumns(t *testing.T) {
	for _, tc := range []struct {
		name string
		want []string
	}{
		{"two-columns", []string{
			"**Level 1**\n\n| **Die Wandering Monster** | **No.** | **AC** | **HD** | **#AT** | **D** | **MV** | **Save** | **ML** |\n| --- | --- | --- | --- | --- | --- | --- | --- | --- |\n" +
				"| 1 Acolytes | 1-8 | 2 | 1 | 1 | 1-6 | 60' | C1 | 7 |\n| 2 Bandits | 2-5 | 6 | 1 | 1 | 1-6 | 120' | T1 | 8 |\n" +
				"| 3 Fire Beetles | 1-8 | 4 | 1+2 | 1 | 2-8 | 120' | F1 | 7 |\n| 4 Goblins | 2-8 | 6 | 1-1 | 1 | 1-6 | 90' | NM | 7 |\n" +
				"| 5 Kobolds | 4-16 | 7 | 1/2 | 1 | 1-4 | 120' | NM | 6 |\n| 6 Giant Rats | 3-18 | 7 | 1/2 | 1 | 1-3 | 120' | NM | 8 |\n",
			"**Level 2**\n\n| **Die Monster** | **No.** | **AC** | **HD** | **#AT** | **D** | **MV** | **Save** | **ML** |\n| --- | --- | --- | --- | --- | --- | --- | --- | --- |\n" +
				"| 1 Gnolls | 1-6 | 5 | 2 | 1 | 2-8 | 90' | F2 | 8 |\n| 2 Giant Centipedes | 2-8 | 9 | 1/2 | 1 | poison | 60' | NM | 7 |\n" +
				"| 3 Skeletons | 3-12 | 7 | 1 | 1 | 1-6 | 60' | F1 | 12 |\n| 4 Zombies | 2-8 | 8 | 2 | 1 | 1-8 | 120' | F1 | 12 |\n\n" +
				"Wandering monsters met on the stairs may be from either level.\n## KEY TO LEVEL 1\n**1. ENTRANCE.**",
		}},
		{"ose-right", []string{
			"### By Day\n\n| **2d6 Encounter** | **No.** | **Activity** |\n| --- | --- | --- |\n| 2 Giant eel | 1 | Hunting |\n" +
				"| 3-5 Giant frogs | 1d4 | Basking |\n| 6-8 Fishers | 2d4 | Netting |\n| 9-11 Stirges | 1d8 | Hunting |\n| 12 Hermit | 1 | Praying |\n\n### By Night\n\n",
			"| **d% Monster** | **No.** | **Notes** |\n| --- | --- | --- |\n| 01-25 Stirges | 2d6 | Thirsty |\n| 26-50 Giant frogs | 1d6 | Loud |\n" +
				"| 51-75 Ghouls | 1d4 | From the crypt |\n| 76-95 Will-o'-wisp | 1 | Luring |\n| 96-00 Black dragon | 1 | Passing over |\n\nCreatures met at night flee the dawn.\n",
			"**6. Crypt Stair.** Narrow steps lead down into the dark; a\ncold wind rises from below.\n",
		}},
		// Cells padded a few points apart: a Labyrinth Lord table in
		// ruled cells the column's width (padded-ll), the same without
		// rules beside a page of keys (cistern, where the text layer
		// failed on a header cell left empty by the lanes), and an OSE
		// table in shaded rows with a blank die header (padded-ose,
		// its die values read with their rows since each row's last
		// cell is one line opening a phrase); the first and the last
		// again with twice their padding (-wide: padded-wide's rows stand
		// further apart than rowGap, and its die column is read apart).
		{"padded-ll", []string{
			"| **d6 Monster** | **No. Appearing** |\n| --- | --- |\n| 1 Giant rats | 2d4 |\n| 2 Kobolds | 1d6 |\n| 3 Skeletons | 1d4 |\n" +
				"| 4 Fire beetles | 1d3 |\n| 5 Ghoul | 1 |\n| 6 Bandits | 1d6 |\n\n### Upper Vaults",
		}},
		{"cistern", []string{
			"| **d6 Monster** | **No. Appearing** |\n| --- | --- |\n| 1 Giant rats | 2d4 |\n| 2 Kobolds | 1d6 |\n| 3 Skeletons | 1d4 |\n" +
				"| 4 Fire beetles | 1d3 |\n| 5 Ghoul | 1 |\n| 6 Bandits | 1d6 |\n\n### Upper Vaults",
		}},
		{"padded-ose", []string{
			"| **Encounter** | **No.** | **Lair** |\n| --- | --- | --- |\n| 1 Bog hag | 1 | 30% |\n| 2 Giant leeches | 1d4 | None |\n" +
				"| 3 Lizard men | 2d4 | 25% |\n| 4 Marsh wolves | 2d6 | 10% |\n| 5 Stirges | 1d10 | 40% |\n| 6 Will-o'-wisp | 1 | None |\n" +
				"| 7 Fen trolls | 1d2 | 20% |\n| 8 Eel swarm | 1 | None |\n",
		}},
		{"padded-ll-wide", []string{
			"| **d6 Monster** | **No. Appearing** |\n| --- | --- |\n| 1 Giant rats | 2d4 |\n| 2 Kobolds | 1d6 |\n| 3 Skeletons | 1d4 |\n" +
				"| 4 Fire beetles | 1d3 |\n| 5 Ghoul | 1 |\n| 6 Bandits | 1d6 |\n\n### Upper Vaults",
		}},
		// Tables in the left column of two whose right column ends
		// above them, nothing beside them: a Labyrinth Lord table in
		// serif type, its cells centred on their row (Chromium's
		// default), its die column centred, its count header and two
		// names wrapped onto two lines, so that the header's other
		// cells and the rows' die and count stand between those lines
		// (alone-ll); an OSE per-terrain table in sans type, shaded
		// rows, cells set at the top, names wrapped (alone-ose). Both
		// read a column at a time, the wrapped cells apart from their
		// rows.
		{"alone-ll", []string{
			"| **d6 Wandering Monster** | **No. Appearing** |\n| --- | --- |\n| 1 Giant rats | 3d6 |\n| 2 Skeletons | 1d6 |\n" +
				"| 3 Robber's ghost and the rats that follow it | 1 |\n| 4 Zombies | 1d3 |\n| 5 Giant centipedes | 1d4 |\n" +
				"| 6 Barrow wight, roused by the noise | 1 |\n\n**UPPER TOMB**",
		}},
		{"alone-ose", []string{
			"| **d6 Moor** | **Wood** | **Road** |\n| --- | --- | --- |\n| **1** Wolves (2d4) | Boar (1) | Pedlar (1) |\n" +
				"| **2** Giant hawk (1d2) | Bandits (2d4) | Pilgrims (2d6) |\n| **3** Shepherd and his dogs | Elk (1d6) | Bandits (1d6) |\n" +
				"| **4** Ogre (1) | Wood elves (1d4) | Knight and squires |\n| **5** Giant beetles (1d6) | Charcoal burners (2d4) | Drovers (1d8) |\n" +
				"| **6** Wisp (1) | Wolves (2d4) | Soldiers (2d6) |\n\n## Hexes",
		}},
		{"padded-wide", []string{
			"| **Encounter** | **No.** | **Lair** |\n| --- | --- | --- |\n| Bog hag | 1 | 30% |\n| Giant leeches | 1d4 | None |\n" +
				"| Lizard men | 2d4 | 25% |\n| Marsh wolves | 2d6 | 10% |\n| Stirges | 1d10 | 40% |\n| Will-o'-wisp | 1 | None |\n" +
				"| Fen trolls | 1d2 | 20% |\n| Eel swarm | 1 | None |\n",
		}},
		// Tables set in ruled or padded cells, their text inset a few
		// points in their page column, beside another page column's
		// text: a B/X d8 table in ruled cells in the middle column of
		// three in serif type, the left column's keys beside it
		// (inset-three); an OSE table in shaded rows with a blank die
		// header at the head of the right column of two in sans type,
		// the left column's hexes beside it (inset-ose). The lane
		// between the neighbouring column and the table's first column
		// ended a few points right of the column's edge and was read
		// as a lane of the grid: the neighbouring column's lines came
		// out as the table's first cells ("| **C2. PASSAGE OF BONES** |
		// **d8** | **Monster** | **No.** |"). The short last line of
		// inset-three's first paragraph ("since.") shares a baseline
		// with the middle column's second line, and stays in its column
		// (see TestPageTextColumnsMeetOnOneLine).
		{"inset-three", []string{
			"was opened by robbers a generation ago and has not been sealed\nsince.\n\n**C1. ROBBERS' TRENCH**\n",
			"**C2. PASSAGE OF BONES**\nSkulls are set in niches along both walls. Four skeletons (AC 7,\n",
			"**C3. WELL OF TEARS**\nA round shaft drops into black water. A rope of braided hair\nhangs from an iron ring and reaches the water forty feet below.\n",
			"| **d8 Monster** | **No.** |\n| --- | --- |\n| 1 Giant rats | 3d6 |\n| 2 Skeletons | 1d6 |\n| 3 Zombies | 1d4 |\n| 4 Ghoul | 1 |\n" +
				"| 5 Stirges | 1d8 |\n| 6 Grave robbers | 2d4 |\n| 7 Wight | 1 |\n| 8 Giant centipedes | 1d4 |\n\n**C5. CHARNEL PIT**\n",
		}},
		// Pages made by ReportLab (rl-*.py beside each PDF): a d8 table
		// in ruled cells set at the middle of their rows, cells wrapped,
		// no full stops (rl-middle: its die values stood on lines of their
		// own); an OSE zine's d10 table of one-line rows ruled below, a
		// heading under it whose word space stands in its first lane
		// (rl-oneline: the heading was read as a row, the table lost);
		// two Basic Fantasy stat blocks as grids of label and value
		// pairs, labels wrapped, a key's paragraph between them
		// (rl-labels: the second grid was read into the first, after
		// the paragraph, and wrapped labels made rows of their own).
		{"rl-middle", []string{
			"| d8 Encounter | Activity |\n| --- | --- |\n| 1 2d4 giant rats (AC 7, HD 1/2, MV 120') | Gnawing at a dead dwarf's pack; flee if one is slain |\n" +
				"| 2 1 carrion crawler | Clinging to the ceiling above the passage |\n",
			"| 8 The Hollow Knight (see area 12) | Hunting the party |\n\n**1. Entry Stair.**",
		}},
		{"rl-oneline", []string{
			"| d10 Encounter | Activity |\n| --- | --- |\n| 1-2 1d6 goblins | Hauling a dead boar |\n| 3 1d3 ghouls | Feeding |\n" +
				"| 4 1d4 giant centipedes | Hiding in the rubble |\n| 5-6 2d4 giant rats | Fighting over scraps |\n| 7 1 grey ooze | Seeping down a wall |\n" +
				"| 8 Brother Anselm (see area 6) | Praying aloud |\n| 9-10 No encounter | Distant chanting echoes |\n\n## The Crypt\n",
		}},
		{"rl-labels", []string{
			"**Goblin (4)**\n\n| Armor Class: | 14 (11) | No. Appearing: | 2d4, Wild 6d10 |\n| --- | --- | --- | --- |\n",
			"| No. of Attacks: | 1 weapon | Morale: | 7 or see below |\n| Damage: | 1d6 or by weapon | Treasure Type: | R each, C in lair |\n" +
				"| Movement: | 20' Unarmored 30' | XP: | 10 |\n\n**2. Kennel Yard:**",
			"**Wolf (3)**\n\n| Armor Class: | 13 | No. Appearing: | 2d6 |\n| --- | --- | --- | --- |\n| Hit Dice: | 2 | Save As: | Fighter: 2 |\n",
		}},
		{"inset-ose", []string{
			"### Encounters\nRoll once by day and once by night; an encounter occurs on\na 1 or 2 on 1d6.\n\n" +
				"| **Monster** | **No.** | **Lair** |\n| --- | --- | --- |\n| 1 Lizard men | 2d4 | 40% |\n| 2 Giant leeches | 1d4 | None |\n" +
				"| 3 Stirges | 1d10 | 30% |\n| 4 Bog troll | 1 | 20% |\n| 5 Marsh wolves | 2d6 | 10% |\n| 6 Will-o'-wisp | 1 | None |\n\n### 0201 Heron Mound\n",
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			text := firstPageText(t, filepath.Join("testdata", "grids", tc.name+".pdf"))
			for _, w := range tc.want {
				if !strings.Contains(string(text), w) {
					t.Errorf("page text lacks\n%s\npage text:\n%s", w, text)
				}
			}
		})
	}
}

// lineSpans returns the lines of words of characters cs.
func lineSpans(cs []char) [][]span { return lines(words(cs, bodyOf(cs))) }

// TestLaneRunHoldsLanes pins holdRows: a lane of white starting between
// the words of a run's first line is held once holdRows lines after it set
// words on either side of it, as the rows of a table do, and a held lane
// crossed ends the run; the spaces of a justified line that line up with
// a space of the line below are kept as lanes but never held. Two styles:
// a B/X table of die, monster and number appearing under a line of prose
// (the run ends at the prose below), and three lines of justified prose
// whose wide spaces line up for two lines (no inner lane is held, and the
// run ends before gridRows lines).
func TestLaneRunHoldsLanes(t *testing.T) {
	table := table(nil, 100, []float64{50, 70, 140}, [][]string{
		{"Die", "Monster", "No."},
		{"1", "Goblins", "2d4"},
		{"2", "Giant rats", "3d6"},
		{"3", "Orcs", "1d8"},
	})
	ls := lineSpans(prose(table, 50, 148, "The party hears them coming long before they arrive."))
	end, lanes := laneRun(ls, 0, len(ls))
	if end != 4 || len(lanes) != 4 || !lanes[1].held() || !lanes[2].held() {
		t.Errorf("table: laneRun = %d, %+v; want the run to end at the prose (4), its two inner lanes held", end, lanes)
	}
	var cs []char
	for i, segs := range [][]string{{"The old stair", "goes down into", "a cold hall."}, {"Rats run under", "broken benches", "by the door."}, {"A door of oak stands half open toward the north passage."}} {
		x := 50.0
		for _, s := range segs {
			cs = typeset(cs, x, 100+float64(i)*12, 10, s)
			x += float64(len(s))*5 + 12
		}
	}
	ls = lineSpans(cs)
	end, lanes = laneRun(ls, 0, len(ls))
	if len(lanes) < 2 {
		t.Fatalf("justified prose: laneRun = %d, %+v; want the white at both edges", end, lanes)
	}
	for _, ln := range lanes[1 : len(lanes)-1] {
		if ln.held() {
			t.Errorf("justified prose: laneRun = %d, %+v; want no inner lane held", end, lanes)
		}
	}
	if end >= gridRows {
		t.Errorf("justified prose: laneRun ends at %d; want the run to end before gridRows (%d) lines", end, gridRows)
	}
}

// TestProseEdge pins proseEdge: a grid's first or last column holding
// channelLines lines or more of prose, not values, is a page column beside
// a table, not a column of it. Two styles: a d6 table whose first column
// holds the lines of a B/X key's text (prose), and an OSE table of die,
// monster and number whose cells are values (no prose edge).
func TestProseEdge(t *testing.T) {
	xs := []float64{50, 300, 330}
	withProse := table(nil, 100, xs, [][]string{
		{"Skulls are set in niches along both walls and", "1", "Goblins"},
		{"four skeletons stand in the niches at the far", "2", "Rats"},
		{"end of the hall, stepping out when a light", "3", "Orcs"},
		{"passes them by on its way to the crypt below.", "4", "Ogre"},
	})
	values := table(nil, 100, xs, [][]string{
		{"Roll", "1", "Goblins"},
		{"on", "2", "Rats"},
		{"the", "3", "Orcs"},
		{"d6", "4", "Ogre"},
	})
	for _, tc := range []struct {
		name string
		cs   []char
		want bool
	}{{"prose in the first column", withProse, true}, {"values only", values, false}} {
		t.Run(tc.name, func(t *testing.T) {
			ls := lineSpans(tc.cs)
			g := laneGroup{lanes: []lane{{x0: 290, x1: 300}, {x0: 310, x1: 330}}, x0: math.Inf(-1), x1: math.Inf(1)}
			tb := gridTable{rowLines: [][]int{{0}, {1}, {2}, {3}}, group: g}
			if got := proseEdge(ls, tb); got != tc.want {
				t.Errorf("proseEdge = %v, want %v", got, tc.want)
			}
		})
	}
}

// TestPageTextGridHeaderBesideColumnStart pins a grid's header row found
// above its run (see withHeader, narrowedBy): a table in the left column
// whose header stands beside the second line of the right column, which
// begins just above it, so that the white after the table is a page
// gutter for the table's rows but not yet for its header (too few lines
// of the right column above it), and whose header's first cell is wider
// than the die values under it, reaching into the white beside its
// column. The header was read apart from the rows, as lines of text, and
// the first row read as the table's header. Two printed styles: a B/X
// table in padded rows, "Die Roll" over one-digit rolls; an OSE table of
// ranges, "d%" and "Number Appearing" wider than its counts.
func TestPageTextGridHeaderBesideColumnStart(t *testing.T) {
	right := []string{"The stairs end in a damp", "hall littered with bones", "and the smell of old", "smoke. Three goblins play", "dice by a guttering torch", "and do not look up at", "first. A rat scuttles off", "into the dark beyond them.", "The well room lies east."}
	for _, tc := range []struct {
		name string
		cs   []char
		want string
	}{
		{"B/X: die roll, monster, number, padded rows",
			func() []char {
				cs := prose(nil, 50, 88, "Roll 1d6 each turn in the crypt:")
				cs = paddedTable(cs, 112, 18, []float64{52, 100, 200}, [][]string{
					{"Die Roll", "Monster", "No."},
					{"1", "Goblins", "2d4"},
					{"2", "Giant rats", "3d6"},
					{"3", "Skeletons", "1d6"},
					{"4", "Orc patrol", "2d6"},
				})
				return prose(cs, 320, 100, right...)
			}(),
			"Roll 1d6 each turn in the crypt:\n\n| Die Roll | Monster | No. |\n| --- | --- | --- |\n| 1 | Goblins | 2d4 |\n" +
				"| 2 | Giant rats | 3d6 |\n| 3 | Skeletons | 1d6 |\n| 4 | Orc patrol | 2d6 |\n\n" + strings.Join(right, "\n") + "\n"},
		{"OSE: d% ranges, monster, number appearing",
			func() []char {
				cs := prose(nil, 50, 88, "Roll d% each hour at night:")
				cs = paddedTable(cs, 112, 16, []float64{50, 96, 196}, [][]string{
					{"d% Roll", "Monster", "Number"},
					{"01-30", "Stirges", "2d6"},
					{"31-60", "Ghouls", "1d4"},
					{"61-90", "Wolves", "2d4"},
					{"91-00", "Wight", "1"},
				})
				return prose(cs, 320, 100, right...)
			}(),
			"Roll d% each hour at night:\n\n| d% Roll | Monster | Number |\n| --- | --- | --- |\n| 01-30 | Stirges | 2d6 |\n" +
				"| 31-60 | Ghouls | 1d4 |\n| 61-90 | Wolves | 2d4 |\n| 91-00 | Wight | 1 |\n\n" + strings.Join(right, "\n") + "\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got, _ := pageText(tc.cs, bodyOf(tc.cs), 0); got != tc.want {
				t.Errorf("pageText =\n%s\nwant\n%s", got, tc.want)
			}
		})
	}
}

// TestPageTextGridAcrossPage pins grids on a page of one column: a table
// with nothing beside it, across the page's measure between lines of
// prose, reads row by row, a cell a column; its rows padded apart (18
// points at 10-point type) read so too, where fragments and rows read
// such a table a column at a time, its count column apart from its names.
// A list keyed by die values set in two columns (see continuesKeys) still
// reads column by column. Two printed styles: a B/X table of die roll,
// monster and number appearing under a bold-less header; an OSE d8 table
// of ranges, monster, number and lair; and the two lists, one over a d12
// with ranges, one over a d8 under a header.
func TestPageTextGridAcrossPage(t *testing.T) {
	above := []string{"Roll 1d6 every second turn; an encounter occurs on a roll of 1, then roll below."}
	below := []string{"Monsters met here are hungry and fight to the death unless they are bribed with food."}
	for _, tc := range []struct {
		name string
		cs   []char
		want string
	}{
		{"B/X: die roll, monster, number appearing, padded rows",
			func() []char {
				cs := prose(nil, 50, 88, above...)
				cs = paddedTable(cs, 112, 18, []float64{52, 100, 220}, [][]string{
					{"Die Roll", "Monster", "No. Appearing"},
					{"1", "Goblins", "2d4"},
					{"2", "Giant rats", "3d6"},
					{"3", "Carrion crawler", "1"},
					{"4", "Stirges", "1d10"},
				})
				return prose(cs, 50, 214, below...)
			}(),
			above[0] + "\n\n| Die Roll | Monster | No. Appearing |\n| --- | --- | --- |\n| 1 | Goblins | 2d4 |\n" +
				"| 2 | Giant rats | 3d6 |\n| 3 | Carrion crawler | 1 |\n| 4 | Stirges | 1d10 |\n\n" + below[0] + "\n"},
		{"OSE: d8 ranges, monster, number, lair",
			func() []char {
				cs := prose(nil, 50, 88, above...)
				cs = paddedTable(cs, 110, 14, []float64{50, 90, 230, 280}, [][]string{
					{"d8", "Monster", "No.", "Lair"},
					{"1-2", "Goblin patrol", "2d4", "25%"},
					{"3-5", "Giant black widow", "1d3", "70%"},
					{"6-7", "Orc hunters", "1d8", "None"},
					{"8", "Ogre", "1", "20%"},
				})
				return prose(cs, 50, 194, below...)
			}(),
			above[0] + "\n\n| d8 Monster | No. | Lair |\n| --- | --- | --- |\n| 1-2 Goblin patrol | 2d4 | 25% |\n" +
				"| 3-5 Giant black widow | 1d3 | 70% |\n| 6-7 Orc hunters | 1d8 | None |\n| 8 Ogre | 1 | 20% |\n\n" + below[0] + "\n"},
		{"negative: a d12 list in two columns, ranges",
			func() []char {
				cs := prose(nil, 50, 88, above...)
				cs = table(cs, 112, []float64{50, 70, 250, 282}, [][]string{
					{"1-2", "Rats (2d4)", "7-8", "Wight (1)"},
					{"3", "Goblins (1d6)", "9", "Ghoul (1)"},
					{"4-5", "Kobolds (2d4)", "10-11", "Zombies (1d4)"},
					{"6", "Bats (1d10)", "12", "Nothing"},
				})
				return prose(cs, 50, 172, below...)
			}(),
			above[0] + "\n\n- 1-2 Rats (2d4)\n- 3 Goblins (1d6)\n- 4-5 Kobolds (2d4)\n- 6 Bats (1d10)\n\n" +
				"- 7-8 Wight (1)\n- 9 Ghoul (1)\n- 10-11 Zombies (1d4)\n- 12 Nothing\n\n" + below[0] + "\n"},
		{"negative: a d8 list in two columns under a header",
			func() []char {
				cs := prose(nil, 50, 88, above...)
				cs = table(cs, 112, []float64{50, 70, 250, 270}, [][]string{
					{"d8", "Encounter", "", ""},
					{"1", "Rats (2d4)", "5", "Zombies (1d4)"},
					{"2", "Goblins (1d6)", "6", "Ghoul (1)"},
					{"3", "Kobolds (2d4)", "7", "Wight (1)"},
					{"4", "Bats (1d10)", "8", "Nothing"},
				})
				return prose(cs, 50, 184, below...)
			}(),
			above[0] + "\n\nd8 Encounter\n- 1 Rats (2d4)\n- 2 Goblins (1d6)\n- 3 Kobolds (2d4)\n- 4 Bats (1d10)\n\n" +
				"- 5 Zombies (1d4)\n- 6 Ghoul (1)\n- 7 Wight (1)\n- 8 Nothing\n\n" + below[0] + "\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got, _ := pageText(tc.cs, bodyOf(tc.cs), 0); got != tc.want {
				t.Errorf("pageText =\n%s\nwant\n%s", got, tc.want)
			}
		})
	}
}

// spaced typesets words on baseline y from x in 10-point type, gap points
// of white between their advances (typeset's space is 2.5).
func spaced(cs []char, x, y, gap float64, words ...string) []char {
	for _, w := range words {
		cs = typeset(cs, x, y, 10, w)
		x += float64(len(w))*5 + gap
	}
	return cs
}

// TestPageTextGridUnderWideSpacedProse pins laneRun's line of prose: a
// line over a table set in a typeface whose word space is wide (over 0.6
// line heights, as DejaVu Sans's is), a few of its even spaces standing
// over the white between the table's columns, is no row of it: it was
// read as the table's header, its words cut into cells, and the table's
// own header as its first row, the columns its spaces did not reach read
// apart. Two printed styles, each across a page of one column: a B/X
// stat table, and an OSE table of ranges, monster, number and lair.
func TestPageTextGridUnderWideSpacedProse(t *testing.T) {
	line := []string{"Roll", "1d8", "each", "turn;", "an", "encounter", "occurs", "on", "a", "1", "or", "2."}
	for _, tc := range []struct {
		name string
		cs   []char
		want string
	}{
		{"B/X: stat table across the page",
			func() []char {
				cs := spaced(nil, 50, 88, 4.5, line...)
				return table(cs, 106, []float64{50, 80, 180, 220, 250, 280, 320}, [][]string{
					{"d8", "Monster", "No.", "AC", "HD", "MV", "ML"},
					{"1", "Acolytes", "1d8", "2", "1", "60'", "7"},
					{"2", "Bandits", "2d4", "6", "1", "120'", "8"},
					{"3", "Fire beetles", "1d8", "4", "1+2", "120'", "7"},
					{"4", "Goblins", "2d4", "6", "1-1", "90'", "7"},
				})
			}(),
			strings.Join(line, " ") + "\n\n| d8 Monster | No. | AC | HD | MV | ML |\n| --- | --- | --- | --- | --- | --- |\n" +
				"| 1 Acolytes | 1d8 | 2 | 1 | 60' | 7 |\n| 2 Bandits | 2d4 | 6 | 1 | 120' | 8 |\n" +
				"| 3 Fire beetles | 1d8 | 4 | 1+2 | 120' | 7 |\n| 4 Goblins | 2d4 | 6 | 1-1 | 90' | 7 |\n"},
		{"OSE: ranges, monster, number, lair across the page",
			func() []char {
				cs := spaced(nil, 50, 88, 4.5, line[:9]...)
				return table(cs, 106, []float64{50, 80, 180, 215}, [][]string{
					{"d6", "Monster", "No.", "Lair"},
					{"1-2", "Goblin patrol", "2d4", "25%"},
					{"3", "Giant rats", "3d6", "10%"},
					{"4-5", "Orc hunters", "1d8", "35%"},
					{"6", "Ogre", "1", "20%"},
				})
			}(),
			strings.Join(line[:9], " ") + "\n\n| d6 Monster | No. | Lair |\n| --- | --- | --- |\n| 1-2 Goblin patrol | 2d4 | 25% |\n" +
				"| 3 Giant rats | 3d6 | 10% |\n| 4-5 Orc hunters | 1d8 | 35% |\n| 6 Ogre | 1 | 20% |\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got, _ := pageText(tc.cs, bodyOf(tc.cs), 0); got != tc.want {
				t.Errorf("pageText =\n%s\nwant\n%s", got, tc.want)
			}
		})
	}
}

// TestPageTextRolledTableWithActivity pins a rolled table of three
// columns or more whose creature and activity cells are wide: its die
// column rising row by row and each row's last cell closing its phrase
// make it a grid, where before the activity column, starting every row at
// one edge, was taken for a page column and read after the text below the
// table. Two printed styles: a B/X d8 table with counts first in padded
// cells (read as a page column before), an OSE d% table with counts in
// brackets (read right before too, pinned); prose above and below each.
func TestPageTextRolledTableWithActivity(t *testing.T) {
	for _, tc := range []struct {
		name string
		cs   []char
		want string
	}{
		{"B/X: d8, counts first",
			func() []char {
				cs := prose(nil, 72, 88, "Check every 2 turns. An encounter occurs on a 1 in 6.")
				cs = paddedTable(cs, 112, 18, []float64{78, 108, 258}, [][]string{
					{"d8", "Wandering Monster", "Activity"},
					{"1", "1d4 giant rats", "Squabbling over a dead bat."},
					{"2", "2d6 goblin scouts", "Heading back to the warren with loot."},
					{"3", "1d6 stirges", "Roosting in a crack overhead."},
					{"4", "1 carrion crawler", "Feeding on a corpse."},
				})
				return prose(cs, 72, 220, "The caves are cold and wet.")
			}(),
			"Check every 2 turns. An encounter occurs on a 1 in 6.\n\n| d8 Wandering Monster | Activity |\n| --- | --- |\n" +
				"| 1 1d4 giant rats | Squabbling over a dead bat. |\n| 2 2d6 goblin scouts | Heading back to the warren with loot. |\n" +
				"| 3 1d6 stirges | Roosting in a crack overhead. |\n| 4 1 carrion crawler | Feeding on a corpse. |\n\nThe caves are cold and wet.\n"},
		{"OSE: d%, counts in brackets",
			func() []char {
				cs := prose(nil, 60, 88, "Roll each hour on the road. Each roll is for one party.")
				cs = paddedTable(cs, 112, 20, []float64{66, 110, 250}, [][]string{
					{"d%", "Encounter", "Doing"},
					{"01-25", "Bandits (2d6)", "Lying in ambush!"},
					{"26-50", "Pilgrims (3d6)", "Singing hymns."},
					{"51-75", "Wolves (2d4)", "Stalking the party."},
					{"76-00", "Ogre (1)", "Asleep by the road."},
				})
				return prose(cs, 60, 230, "Night falls early here.")
			}(),
			"Roll each hour on the road. Each roll is for one party.\n\n| d% Encounter | Doing |\n| --- | --- |\n" +
				"| 01-25 Bandits (2d6) | Lying in ambush! |\n| 26-50 Pilgrims (3d6) | Singing hymns. |\n" +
				"| 51-75 Wolves (2d4) | Stalking the party. |\n| 76-00 Ogre (1) | Asleep by the road. |\n\nNight falls early here.\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got, _ := pageText(tc.cs, bodyOf(tc.cs), 0); got != tc.want {
				t.Errorf("pageText =\n%s\nwant\n%s", got, tc.want)
			}
		})
	}
}

// ruledTable typesets a table at baseline y in 10-point type whose cells
// (each a list of lines, leading points apart) stand at x-positions xs in
// rows pad points further apart than the lines of one cell, as a ruled or
// padded table sets them; a cell shorter than its row stands at the top,
// the middle or the bottom of it, as align says (0, 0.5 or 1).
func ruledTable(cs []char, y, leading, pad, align float64, xs []float64, rows [][][]string) []char {
	for _, row := range rows {
		n := 0
		for _, cell := range row {
			n = max(n, len(cell))
		}
		for k, cell := range row {
			at := y + align*float64(n-len(cell))*leading
			for i, l := range cell {
				cs = typeset(cs, xs[k], at+float64(i)*leading, 10, l)
			}
		}
		y += float64(n)*leading + pad
	}
	return cs
}

// TestPageTextRolledTableAlignedInRows pins a rolled table whose die values
// stand halfway down or at the foot of their rows, beside cells wrapped
// onto two lines, and whose activity cells end in no full stop: the rows'
// padding, wider than the white between the lines of one cell, makes its
// last column cells, and the die values lead the rows they stand in. Before,
// the table was read as lists and a page column (the die values alone on
// lines of their own). Two printed styles: a B/X d8 table in cells set at
// the middle of their rows; an OSE d6 table with counts in brackets in
// cells set at their foot. Negative: a die list beside a page column whose lines keep
// one leading stays a list beside a column.
func TestPageTextRolledTableAlignedInRows(t *testing.T) {
	checkPageTexts(t, []pageTextCase{
		{"B/X: d8, cells at the middle",
			func() []char {
				cs := prose(nil, 72, 88, "Check every 2 turns. An encounter occurs on a 1 in 6.")
				cs = ruledTable(cs, 112, 11, 6, 0.5, []float64{78, 108, 250}, [][][]string{
					{{"d8"}, {"Encounter"}, {"Activity"}},
					{{"1"}, {"2d4 giant rats"}, {"Gnawing at a pack; flee", "if one is slain"}},
					{{"2"}, {"1 carrion crawler"}, {"On the ceiling"}},
					{{"3"}, {"1d6 goblins from the", "warrens below"}, {"Carrying a barrel of ale", "home, arguing loudly"}},
					{{"4"}, {"1d4 skeletons"}, {"Patrolling"}},
				})
				return prose(cs, 72, 230, "The caves are cold and wet.")
			}(),
			"Check every 2 turns. An encounter occurs on a 1 in 6.\n\n| d8 Encounter | Activity |\n| --- | --- |\n" +
				"| 1 2d4 giant rats | Gnawing at a pack; flee if one is slain |\n| 2 1 carrion crawler | On the ceiling |\n" +
				"| 3 1d6 goblins from the warrens below | Carrying a barrel of ale home, arguing loudly |\n" +
				"| 4 1d4 skeletons | Patrolling |\n\nThe caves are cold and wet.\n"},
		{"OSE: d6, counts in brackets, cells at the foot",
			func() []char {
				cs := prose(nil, 60, 88, "Roll 1d6 when the party rests in the halls:")
				cs = ruledTable(cs, 112, 12, 8, 1, []float64{66, 96, 220}, [][][]string{
					{{"d6"}, {"Monster"}, {"Doing"}},
					{{"1-2"}, {"Goblin patrol (2d4)"}, {"Dragging a sack of", "stolen candles"}},
					{{"3"}, {"Giant black", "widows (1d3)"}, {"Waiting in webs"}},
					{{"4-5"}, {"Orc hunters (1d8)"}, {"Lost and hungry,", "ready to", "bargain"}},
					{{"6"}, {"Ogre (1)"}, {"Asleep"}},
				})
				return prose(cs, 60, 280, "Night falls early here.")
			}(),
			"Roll 1d6 when the party rests in the halls:\n\n| d6 Monster | Doing |\n| --- | --- |\n" +
				"| 1-2 Goblin patrol (2d4) | Dragging a sack of stolen candles |\n| 3 Giant black widows (1d3) | Waiting in webs |\n" +
				"| 4-5 Orc hunters (1d8) | Lost and hungry, ready to bargain |\n| 6 Ogre (1) | Asleep |\n\nNight falls early here.\n"},
		{"negative: a die list beside a page column of one leading",
			func() []char {
				cs := prose(nil, 50, 88, "d6 Wandering", "1 Goblins (2d4)", "", "2 Wolves (1d6)", "", "3 Stirges (1d8)", "4 Giant rats", "5 Bandits", "6 Ogre")
				return prose(cs, 200, 88, "The wilds are wide and", "the weather turns as", "the party climbs to", "the pass where the", "old road runs under", "the cliffs and the", "wind howls at night", "through the broken", "towers of the keep")
			}(),
			"d6 Wandering\n1 Goblins (2d4)\n\n2 Wolves (1d6)\n\n- 3 Stirges (1d8)\n- 4 Giant rats\n- 5 Bandits\n- 6 Ogre\n\n" +
				"The wilds are wide and\nthe weather turns as\nthe party climbs to\nthe pass where the\nold road runs under\nthe cliffs and the\nwind howls at night\nthrough the broken\ntowers of the keep\n"},
	})
}

// TestPageTextGridOfLabels pins a stat block set as a grid of labels and
// values whose labels wrap onto a second line ("No. of" over "Attacks:"):
// a label is a row's first cell until its colon, so the line under it
// goes on with its row, where before it was read as a caption that ended
// the grid, or as a row of its own. Two printed styles: a Basic
// Fantasy-style block of two label and value pairs a row, a value wrapped
// too; two creatures side by side under one column of labels, as a
// bestiary compares them. Prose above and below each.
func TestPageTextGridOfLabels(t *testing.T) {
	checkPageTexts(t, []pageTextCase{
		{"two label and value pairs a row",
			func() []char {
				cs := prose(nil, 72, 88, "Three wolves pace in the cage.")
				cs = ruledTable(cs, 112, 11, 0, 0, []float64{72, 140, 190, 250}, [][][]string{
					{{"Armor Class:"}, {"13"}, {"No.", "Appearing:"}, {"2d6"}},
					{{"Hit Dice:"}, {"2"}, {"Save As:"}, {"Fighter: 2"}},
					{{"No. of", "Attacks:"}, {"1 bite"}, {"Morale:"}, {"8, or 6", "when alone"}},
					{{"Damage:"}, {"1d6"}, {"XP:"}, {"75"}},
				})
				return prose(cs, 72, 200, "The keeper sleeps next door.")
			}(),
			"Three wolves pace in the cage.\n\n| Armor Class: | 13 | No. Appearing: | 2d6 |\n| --- | --- | --- | --- |\n" +
				"| Hit Dice: | 2 | Save As: | Fighter: 2 |\n| No. of Attacks: | 1 bite | Morale: | 8, or 6 when alone |\n" +
				"| Damage: | 1d6 | XP: | 75 |\n\nThe keeper sleeps next door.\n"},
		{"two creatures side by side under one column of labels",
			func() []char {
				cs := prose(nil, 60, 88, "Both kinds haunt the marsh road.")
				cs = ruledTable(cs, 112, 12, 2, 0, []float64{60, 120, 210}, [][][]string{
					{{""}, {"Bog Hag"}, {"Marsh Troll"}},
					{{"Armor", "Class:"}, {"15"}, {"16"}},
					{{"Hit Dice:"}, {"5*"}, {"6+3"}},
					{{"No. of", "Attacks:"}, {"2 claws"}, {"2 claws,", "1 bite"}},
					{{"Movement:"}, {"30'"}, {"40'"}},
				})
				return prose(cs, 60, 230, "Neither keeps treasure.")
			}(),
			"Both kinds haunt the marsh road.\n\n|  | Bog Hag | Marsh Troll |\n| --- | --- | --- |\n| Armor Class: | 15 | 16 |\n" +
				"| Hit Dice: | 5\\* | 6+3 |\n| No. of Attacks: | 2 claws | 2 claws, 1 bite |\n| Movement: | 30' | 40' |\n\nNeither keeps treasure.\n"},
	})
}

// pageTextCase is a page of characters and the page text it must read as.
type pageTextCase struct {
	name string
	cs   []char
	want string
}

// checkPageTexts runs each case as a subtest: its page text is its want.
func checkPageTexts(t *testing.T, cases []pageTextCase) {
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if got, _ := pageText(tc.cs, bodyOf(tc.cs), 0); got != tc.want {
				t.Errorf("pageText =\n%s\nwant\n%s", got, tc.want)
			}
		})
	}
}
