package offline

import (
	"testing"

	"github.com/scriptorium/scriptorium/requests"
)

// TestStatTableOfOneColumnPerCreature finds every creature of a table that
// prints one column per creature and one row per stat label, as a monster
// appendix compares kindred creatures, and answers each one's stat block
// from its column: a Basic Fantasy table (labels spelled out, an empty
// head cell over them) and a B/X table (labels abbreviated under a
// "Monster" head, three creatures).
func TestStatTableOfOneColumnPerCreature(t *testing.T) {
	for _, tc := range []struct {
		style, text string
		want        map[string][2]string // name → armour class, hit dice
	}{
		{"basic fantasy", "### APPENDIX: NEW MONSTERS\n\n|  | **Cave Toad** | **Bone Moth** |\n| --- | --- | --- |\n| Armor Class | 12 | 14 |\n| Hit Dice | 1 | 3\\* |\n| No. of Attacks | 1 tongue | 1 bite |\n| Damage | 1d4 | 1d6 |\n| Movement | 30' | Fly 60' |\n| Save As | Fighter: 1 | Fighter: 3 |\n| Morale | 6 | 9 |\n| XP | 25 | 175 |",
			map[string][2]string{"Cave Toad": {"12", "1"}, "Bone Moth": {"14", "3*"}}},
		{"b/x", "## Giant Beetles\n\n| Monster | Fire Beetle | Oil Beetle | Tiger Beetle |\n| --- | --- | --- | --- |\n| AC | 4 | 4 | 3 |\n| HD | 1+2 | 2* | 3+1 |\n| #AT | 1 | 1 + spray | 1 |\n| D | 2d4 | 1d6 | 2d6 |\n| MV | 120' (40') | 120' (40') | 150' (50') |\n| ML | 7 | 8 | 9 |",
			map[string][2]string{"Fire Beetle": {"4", "1+2"}, "Oil Beetle": {"4", "2*"}, "Tiger Beetle": {"3", "3+1"}}},
	} {
		pages := []requests.Page{{Number: 4, Text: tc.text}}
		var s requests.Survey
		decode(t, built(t)(requests.BuildSurveyRequest(1, pages, requests.Settings{})), &s)
		listed := map[string]bool{}
		for _, b := range s.StatBlocks {
			listed[b.Name] = true
		}
		for name, want := range tc.want {
			if !listed[name] {
				t.Errorf("%s: survey stat blocks %+v, want %s", tc.style, s.StatBlocks, name)
			}
			var ans requests.StatblockAnswer
			decode(t, built(t)(requests.BuildStatblockRequest(requests.Creature{Canonical: name, Printed: []string{name}}, pages, requests.Settings{})), &ans)
			if sb := ans.StatBlock; ans.NotPrinted || sb.AC != want[0] || sb.HD != want[1] || sb.Morale == "" {
				t.Errorf("%s: %s's stat block %+v, want AC %s, HD %s and its morale", tc.style, name, sb, want[0], want[1])
			}
		}
	}
}
