package preprocess

import (
	"strings"
	"testing"
)

// TestPageTextGridEndsAtLargerType pins gridTables' rows of one size: a
// heading set in larger type under a table, its words standing in two of
// the table's columns, is no row of it. It was read as the table's last
// row, its words cut into cells, and a table printed on its side (die
// values across its header row) was then no longer read as one. Two
// printed styles: a grid of die, monster and number appearing, and a
// table on its side, each under its caption, the next section's heading
// under it.
func TestPageTextGridEndsAtLargerType(t *testing.T) {
	for _, tc := range []struct {
		name string
		cs   []char
		want string
	}{
		{"grid of die, monster and number appearing",
			table(nil, 88, []float64{50, 80, 200}, [][]string{
				{"d6", "Monster", "No."},
				{"1-2", "Goblin patrol", "2d4"},
				{"3", "Giant rats", "3d6"},
				{"4-5", "Orc hunters", "1d8"},
				{"6", "Ogre", "1"},
			}),
			"| d6 Monster | No. |\n| --- | --- |\n| 1-2 Goblin patrol | 2d4 |\n| 3 Giant rats | 3d6 |\n| 4-5 Orc hunters | 1d8 |\n| 6 Ogre | 1 |\n"},
		{"table on its side",
			table(nil, 88, []float64{50, 110, 170, 230, 290, 350, 410}, [][]string{
				{"d6", "1", "2", "3", "4", "5", "6"},
				{"Monster", "Goblins", "Rats", "Stirges", "Zombies", "Orcs", "Ghoul"},
				{"No.", "2d4", "3d6", "1d6", "1d4", "2d4", "1"},
			}),
			"| d6 | 1 | 2 | 3 | 4 | 5 | 6 |\n| --- | --- | --- | --- | --- | --- | --- |\n| Monster | Goblins | Rats | Stirges | Zombies | Orcs | Ghoul |\n| No. | 2d4 | 3d6 | 1d6 | 1d4 | 2d4 | 1 |\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rows := strings.Count(tc.want, "\n") - 1
			cs := typeset(tc.cs, 50, 88+float64(rows)*12+16, 16, "Key to the Tower")
			want := tc.want + "\nKey to the Tower\n"
			if got, _ := pageText(cs, bodyOf(cs), 0); got != want {
				t.Errorf("pageText =\n%s\nwant\n%s", got, want)
			}
		})
	}
}
