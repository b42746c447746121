package preprocess

import "testing"

// TestPageTextGridOnItsSide pins sideRow: a table printed on its side in
// two rows, its die values across the first and the results under them,
// one a column, reads as a grid, where any other grid takes gridRows rows.
// It was read a few words at a time, cells of two columns joined and the
// rest cut into grids of two columns. Two printed styles: die values
// alone over monsters with their counts in brackets; the roll's label and
// ranges over monster names.
func TestPageTextGridOnItsSide(t *testing.T) {
	xs := []float64{50, 130, 210, 290, 370, 450}
	for _, tc := range []struct {
		name string
		rows [][]string
		want string
	}{
		{"die values over monsters and counts",
			[][]string{
				{"1", "2", "3", "4", "5", "6"},
				{"Goblins (2d4)", "Giant rats", "Stirges (1d6)", "Zombies", "Orcs (2d4)", "Ghoul (1)"},
			},
			"| 1 | 2 | 3 | 4 | 5 | 6 |\n| --- | --- | --- | --- | --- | --- |\n| Goblins (2d4) | Giant rats | Stirges (1d6) | Zombies | Orcs (2d4) | Ghoul (1) |\n"},
		{"the roll's label and ranges over monsters",
			[][]string{
				{"Roll", "1-2", "3", "4", "5", "6"},
				{"Result", "Goblin patrol", "Giant rats", "Stirges", "Zombies", "Ogre"},
			},
			"| Roll | 1-2 | 3 | 4 | 5 | 6 |\n| --- | --- | --- | --- | --- | --- |\n| Result | Goblin patrol | Giant rats | Stirges | Zombies | Ogre |\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cs := typeset(nil, 50, 64, 10, "The party may meet these on the road:")
			cs = table(cs, 88, xs, tc.rows)
			cs = typeset(cs, 50, 124, 10, "Roll once a day and once a night.")
			want := "The party may meet these on the road:\n\n" + tc.want + "\nRoll once a day and once a night.\n"
			if got, _ := pageText(cs, bodyOf(cs), 0); got != want {
				t.Errorf("pageText =\n%s\nwant\n%s", got, want)
			}
		})
	}
}
