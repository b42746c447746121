package offline

import (
	"fmt"
	"slices"
	"testing"

	"scriptorium/requests"
)

// gems writes valuables as "description=value" strings.
func gems(gs []requests.Gem) []string {
	var out []string
	for _, g := range gs {
		v := "null"
		if g.ValueGP != nil {
			v = fmt.Sprint(*g.ValueGP)
		}
		out = append(out, g.Description+"="+v)
	}
	return out
}

func TestTreasure(t *testing.T) {
	for _, tc := range []struct {
		text   string
		coins  requests.Coins
		gems   []string
		magic  []string
		types  []string
		quoted bool
	}{
		{text: "The 2 chests contain 2000gp each.", coins: requests.Coins{GP: 4000}, quoted: true},
		{text: "A sack holds 300 sp and 20 pp.", coins: requests.Coins{SP: 300, PP: 20}, quoted: true},
		{text: "2000 gp in a sack.", coins: requests.Coins{GP: 2000}, quoted: true},
		{text: "4 braziers with fire, 50gp each. Old wooden throne, elven handiwork, 500gp.", gems: []string{"4 braziers with fire=200", "Old wooden throne, elven handiwork=500"}, quoted: true},
		{text: "The chests contain 2 golden chalices, 500gp each, a golden bird with ruby eyes, 500gp.", gems: []string{"2 golden chalices=1000", "a golden bird with ruby eyes=500"}, quoted: true},
		{text: "The walls are full of scrolls (about 2000 scrolls worth 50gp each).", gems: []string{"about 2000 scrolls=100000"}, quoted: true},
		{text: "10 monks (HD1 AC8 1d6) guarding the hall, the donations (about 650gp), and the ashes.", gems: []string{"the donations=650"}, quoted: true},
		{text: "The ship itself is worth 35,000 gold.", gems: []string{"The ship=35000"}, quoted: true},
		{text: "the golden facemask of Brithelm. 200gp, for a total of 3800gp.", gems: []string{"the golden facemask of Brithelm=200"}, quoted: true},
		{text: "If you want to play for 10gp, roll. Produce worth 1d4 × 10,000 gold."},
		{text: "A slug guards a magic mace of hate +1 and a +2 shield.", magic: []string{"mace of hate +1", "+2 shield"}, quoted: true},
		{text: "Her dwarven war mask vs. fire +2 and a potion of healing.", magic: []string{"dwarven war mask vs. fire +2", "potion of healing"}, quoted: true},
		{text: "Their swords do: Back Breaker +1/+3 vs. vertebrates.", magic: []string{"Back Breaker +1/+3 vs. vertebrates"}, quoted: true},
		{text: "Roll 2d6, +1 if the ship is smaller; they get +1 to hit.", magic: nil},
		{text: "Treasure type C, hidden under the bed.", types: []string{"C"}, quoted: true},
		{text: "A golden amulet of the hammer, 400gp.", gems: []string{"A golden amulet of the hammer=400"}, quoted: true},
	} {
		got := treasure(tc.text)
		if got.Coins != tc.coins || !slices.Equal(gems(got.Gems), tc.gems) || !slices.Equal(got.MagicItems, tc.magic) ||
			!slices.Equal(got.TreasureTypes, tc.types) || (got.AsPrinted != "") != tc.quoted {
			t.Errorf("treasure(%q)\n got coins %+v gems %q magic %q types %q printed %q\nwant coins %+v gems %q magic %q types %q printed %v",
				tc.text, got.Coins, gems(got.Gems), got.MagicItems, got.TreasureTypes, got.AsPrinted, tc.coins, tc.gems, tc.magic, tc.types, tc.quoted)
		}
	}
}
