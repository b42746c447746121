package offline

import (
	"fmt"
	"slices"
	"testing"
)

// TestTreasureIsTheNounPhraseValued reads which thing an amount prices or
// counts: the noun phrase the value is attached to, or the one a verb of
// hiding or holding governs, never the sentence's subject. A reward the
// party is paid is no treasure in the area (nor a gem named "the
// party"); coins in a container are the container's ("a pouch of 30
// gp"); a thing a body or creature holds is priced, not its holder ("a
// drowned bandit with a ring (50 gp)"); an amount charged by a unit after
// it ("5 gp a night", "1 gp per 50 feet") or asked is a price, as a
// town's key prints its rates. Two styles: B/X or TSR prose and
// terse OSE or zine keys.
func TestTreasureIsTheNounPhraseValued(t *testing.T) {
	for _, tc := range []struct {
		style, text string
		gp, pp      int
		gems        []string
	}{
		{"b/x, a reward paid", "If the goblins are driven off, the village pays the party 100 gp.", 0, 0, nil},
		{"ose, a reward given with coins", "The reeve rewards the party with 50 gp for the wolf's head.", 0, 0, nil},
		{"zine, a fee offered", "Mother Hobb offers 20 gp for the hag's eye.", 0, 0, nil},
		{"b/x, coins in a container a stone hides", "Under the hearth is a loose stone hiding a pouch of 30 gp.", 30, 0, nil},
		{"ose, coins in a container", "Loose flagstone: hides a purse of 12 pp.", 0, 12, nil},
		{"b/x, a body's ring", "In the reeds lies a drowned bandit with a ring (50 gp).", 0, 0, []string{"a ring 50"}},
		{"ose, a skeleton's torc", "A skeleton with a bronze torc (80 gp).", 0, 0, []string{"a bronze torc 80"}},
		{"a thing with its parts is whole", "A sword with a jewelled hilt (300 gp) hangs on the wall.", 0, 0, []string{"A sword with a jewelled hilt 300"}},
		{"an offering plate is no offer", "A shelf holds three silver offering plates, 10 gp each.", 0, 0, []string{"three silver offering plates 30"}},
		{"a toll is no treasure", "The ogre demands a toll of 5 gp.", 0, 0, nil},
		{"gazetteer, a room's rate", "Oswin the innkeeper works here with his two sons and charges 5 gp a night, 1 gp a meal.", 0, 0, nil},
		{"gazetteer, a rate per measure", "Mara sells rope at 1 gp per 50 feet.", 0, 0, nil},
		{"zine, a price list", "Bed: 2 gp per night. Stabling: 1 pp a week.", 0, 0, nil},
		{"zine, a fare asked", "The ferryman asks 3 gp of each traveller.", 0, 0, nil},
		{"coins beside a valuable named after them", "Inside: 300 gp, a ruby (50 gp).", 300, 0, []string{"a ruby 50"}},
		{"coins before a valuable that a description opens", "Under the bed: 40 gp a large ruby (100 gp).", 40, 0, []string{"a large ruby 100"}},
	} {
		tr := treasure(tc.text)
		var gems []string
		for _, g := range tr.Gems {
			gems = append(gems, fmt.Sprintf("%s %g", g.Description, *g.ValueGP))
		}
		if tr.Coins.GP != tc.gp || tr.Coins.PP != tc.pp || !slices.Equal(gems, tc.gems) {
			t.Errorf("%s: treasure(%q) gives %d gp, %d pp, gems %q; want %d gp, %d pp, gems %q",
				tc.style, tc.text, tr.Coins.GP, tr.Coins.PP, gems, tc.gp, tc.pp, tc.gems)
		}
	}
}
