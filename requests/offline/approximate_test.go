package offline

import (
	"testing"

	"github.com/scriptorium/scriptorium/requests"
)

// TestApproximateAmountIsCoins: an amount told as a guess ("about 650
// gp", "roughly 40 sp", "some 300 gold pieces", "c. 120 gp", "~50 gp") is
// coins where the same amount without the word would be, never a
// valuable named by the approximating word; a valuable priced so keeps
// its price. In B/X prose, a run-in bulleted label and a bracket.
func TestApproximateAmountIsCoins(t *testing.T) {
	for _, tc := range []struct {
		style, text string
		want        requests.Coins
		gems        int
	}{
		{"b/x prose", "A pouch holds roughly 40 sp.", requests.Coins{SP: 40}, 0},
		{"b/x prose, gold pieces", "The chest holds some 300 gold pieces.", requests.Coins{GP: 300}, 0},
		{"b/x prose, a ring beside", "The chest holds c. 120gp and a silver ring worth 50gp.", requests.Coins{GP: 120}, 1},
		{"ose label", "Treasure: about 650 gp and a jade idol (200 gp).", requests.Coins{GP: 650}, 1},
		{"ose label, a tilde", "Loot: ~50 gp in a rotten sack.", requests.Coins{GP: 50}, 0},
		{"bracket", "A sack (containing approximately 75 ep) hangs from a hook.", requests.Coins{EP: 75}, 0},
		{"bracket, a valuable priced as a guess", "A silver idol (about 200 gp) stands here.", requests.Coins{}, 1},
	} {
		tr := treasure(tc.text)
		if tr.Coins != tc.want || len(tr.Gems) != tc.gems {
			t.Errorf("%s: %q: coins %+v, %d valuables %+v; want %+v, %d", tc.style, tc.text, tr.Coins, len(tr.Gems), tr.Gems, tc.want, tc.gems)
		}
	}
}
