package preprocess

import (
	"slices"
	"strings"
	"testing"
)

// lists typesets lists side by side from baseline y, each list's lines 12
// points apart in 10-point type from its x in xs.
func lists(cs []char, y float64, xs []float64, cols ...[]string) []char {
	for k, col := range cols {
		for i, l := range col {
			cs = typeset(cs, xs[k], y+float64(i)*12, 10, l)
		}
	}
	return cs
}

// TestPageTextListInTwoColumns pins the exception to reading side-by-side
// columns of short lines as a table's columns (see valuesOf): a list set
// in two columns repeats its header over each, or under no header numbers
// on in the right column past the left's (see keysContinue), and reads
// column by column, one list after the other; under two different
// headers the same columns are a table's and read row by row.
func TestPageTextListInTwoColumns(t *testing.T) {
	for _, tc := range []struct {
		name        string
		left, right []string
		want        string
	}{
		{"a die list, the header repeated",
			[]string{"Die Wandering Monster", "1 Giant rats (3d4)", "2 Bandits (2d4)", "3 Wolves (1d6)", "4 Ghouls (1d3)"},
			[]string{"Die Wandering Monster", "5 Zombies (1d4)", "6 A wight", "7 Cave bear", "8 Ogre (1)"},
			"Die Wandering Monster\n- 1 Giant rats (3d4)\n- 2 Bandits (2d4)\n- 3 Wolves (1d6)\n- 4 Ghouls (1d3)\n\n" +
				"Die Wandering Monster\n- 5 Zombies (1d4)\n- 6 A wight\n- 7 Cave bear\n- 8 Ogre (1)\n"},
		{"a list of ranges, the header repeated",
			[]string{"d12 Who is met", "1-2 Pilgrims (2d6)", "3-4 A tinker and his mule", "5-6 Wolves (1d6)"},
			[]string{"d12 Who is met", "7-8 Bandits (2d4)", "9-10 A knight errant", "11-12 Ghouls (1d4)"},
			"d12 Who is met\n- 1-2 Pilgrims (2d6)\n- 3-4 A tinker and his mule\n- 5-6 Wolves (1d6)\n\n" +
				"d12 Who is met\n- 7-8 Bandits (2d4)\n- 9-10 A knight errant\n- 11-12 Ghouls (1d4)\n"},
		{"a die list, no header",
			[]string{"1 Giant rats (3d4)", "2 Bandits (2d4)", "3 Wolves (1d6)", "4 Ghouls (1d3)"},
			[]string{"5 Zombies (1d4)", "6 A wight", "7 Cave bear", "8 Ogre (1)"},
			"- 1 Giant rats (3d4)\n- 2 Bandits (2d4)\n- 3 Wolves (1d6)\n- 4 Ghouls (1d3)\n\n" +
				"- 5 Zombies (1d4)\n- 6 A wight\n- 7 Cave bear\n- 8 Ogre (1)\n"},
		{"a list of ranges, no header",
			[]string{"1-2 Rats (2d4)", "3 Goblins (1d6)", "4-5 Kobolds (2d4)", "6 Bats (1d10)"},
			[]string{"7-8 Wight (1)", "9 Ghoul (1)", "10-11 Zombies (1d4)", "12 Nothing"},
			"- 1-2 Rats (2d4)\n- 3 Goblins (1d6)\n- 4-5 Kobolds (2d4)\n- 6 Bats (1d10)\n\n" +
				"- 7-8 Wight (1)\n- 9 Ghoul (1)\n- 10-11 Zombies (1d4)\n- 12 Nothing\n"},
		{"a table, two headers",
			[]string{"Die Day", "1 Giant rats (3d4)", "2 Bandits (2d4)", "3 Wolves (1d6)"},
			[]string{"Die Night", "4 Zombies (1d4)", "5 A wight", "6 Cave bear"},
			"| Die Day | Die Night |\n| --- | --- |\n| 1 Giant rats (3d4) | 4 Zombies (1d4) |\n" +
				"| 2 Bandits (2d4) | 5 A wight |\n| 3 Wolves (1d6) | 6 Cave bear |\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cs := lists(nil, 100, []float64{50, 200}, tc.left, tc.right)
			got, _ := pageText(cs, bodyOf(cs), 0)
			if got != tc.want {
				t.Errorf("pageText = %q, want %q", got, tc.want)
			}
		})
	}
}

// descend drops the ink of the letters of cs that descend below the
// baseline ("(", "g", "y", ",") by a fifth of pt, as a printed font's do.
func descend(cs []char, pt float64) []char {
	for i := range cs {
		if strings.ContainsAny(cs[i].text, "()gjpqy,;") {
			cs[i].ink.y1 += pt / 5
		}
	}
	return cs
}

// TestBlocksLineBelowColumns pins the exception to a line joining the
// block it sits under (see split): a line of text set below two
// side-by-side lists, near enough to the left one's last line (which
// descends) to continue its block and too far from the right one's,
// crosses the gap between them, so it continues neither and stands as a
// block of its own, in two styles of list.
func TestBlocksLineBelowColumns(t *testing.T) {
	for _, tc := range []struct {
		name        string
		left, right []string
	}{
		{"numbered rows under a repeated header",
			[]string{"Die Wandering Monster", "1 Giant rats (3d4)", "2 Bandits (2d4)", "3 Wolves (1d6)", "4 Ghouls (1d3)"},
			[]string{"Die Wandering Monster", "5 Zombies (1d4)", "6 A wight", "7 Cave bear", "8 Ancient mummies"}},
		{"ranges under a header each",
			[]string{"d12 Who is met", "1-2 Pilgrims (2d6)", "3-4 A tinker and his mule", "5-6 Wolves (1d6)"},
			[]string{"d12 Who is met", "7-8 Bandits (2d4)", "9-10 A knight errant", "11-12 An ancient hermit"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			below := "Roll again when the party camps within sight of the old road, at dusk."
			cs := lists(nil, 100, []float64{50, 200}, tc.left, tc.right)
			cs = descend(typeset(cs, 50, 100+float64(len(tc.left)-1)*12+20, 10, below), 10)
			var got [][]string
			for _, b := range blocks(fragments(lines(words(cs, bodyOf(cs))))) {
				var ls []string
				for _, l := range b.lines {
					ls = append(ls, l.text())
				}
				got = append(got, ls)
			}
			want := [][]string{tc.left, tc.right, {below}}
			if !slices.EqualFunc(got, want, slices.Equal) {
				t.Errorf("blocks = %q, want %q", got, want)
			}
		})
	}
}

// TestPageTextLabelsBesideValues: a column of labels ending in a colon
// with their values in a column on its right, as a stat block or a
// hex's card set as a table of two columns prints them, reads a label and
// its value a line, whether the labels' block holds a line over them (the
// creature's name) or not, and a value wrapped in its cell goes on with
// the line it is set solid with, over its label's line or under it.
func TestPageTextLabelsBesideValues(t *testing.T) {
	type cell struct {
		x, y float64
		text string
	}
	for _, tc := range []struct {
		name  string
		cells []cell
		want  string
	}{
		{"a Basic Fantasy stat block, the name over its labels",
			[]cell{{50, 100, "GHOUL"}, {50, 112, "Armor Class:"}, {160, 112, "14"}, {50, 124, "Hit Dice:"}, {160, 124, "2*"},
				{50, 136, "No. of Attacks:"}, {160, 136, "2 claws, 1 bite"}, {50, 148, "Damage:"}, {160, 148, "1d3/1d3/1d3 + paralysis"},
				{50, 160, "Movement:"}, {160, 160, "30'"}},
			"GHOUL\n\nArmor Class: 14\nHit Dice: 2\\*\nNo. of Attacks: 2 claws, 1 bite\nDamage: 1d3/1d3/1d3 + paralysis\nMovement: 30'\n"},
		{"a hex's card, a value wrapped over its label's line",
			[]cell{{160, 100, "Old oak forest, thick"}, {50, 110, "Terrain:"}, {160, 110, "with brambles"},
				{50, 126, "Encounter:"}, {160, 126, "2d4 wolves"}, {50, 142, "Feature:"}, {160, 142, "A ruined shrine"}},
			"Terrain: Old oak forest, thick with brambles\nEncounter: 2d4 wolves\nFeature: A ruined shrine\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var cs []char
			for _, c := range tc.cells {
				cs = typeset(cs, c.x, c.y, 10, c.text)
			}
			if got, _ := pageText(cs, bodyOf(cs), 0); got != tc.want {
				t.Errorf("pageText =\n%s\nwant\n%s", got, tc.want)
			}
		})
	}
}
