package offline

import (
	"strings"
	"testing"

	"github.com/scriptorium/scriptorium/requests"
)

// TestStatTableOfOneColumnPerCreature finds every creature of a table that
// prints one column per creature and one row per stat label, as a monster
// appendix compares kindred creatures, and answers each one's stat block
// from its column: a Basic Fantasy table (labels spelled out, an empty
// head cell over them) and a B/X table (labels abbreviated under a
// "Monster" head, three creatures); and the blocks of two page columns set
// level with each other, which a text layer reads as a table of a column
// per creature, every cell a line of its block, in a Basic Fantasy
// appendix (a block a label a line, two such tables one under the other)
// and an OSE bestiary (a block wrapped over three lines).
func TestStatTableOfOneColumnPerCreature(t *testing.T) {
	for _, tc := range []struct {
		style, text string
		want        map[string][2]string // name → armour class, hit dice
	}{
		{"basic fantasy", "### APPENDIX: NEW MONSTERS\n\n|  | **Cave Toad** | **Bone Moth** |\n| --- | --- | --- |\n| Armor Class | 12 | 14 |\n| Hit Dice | 1 | 3\\* |\n| No. of Attacks | 1 tongue | 1 bite |\n| Damage | 1d4 | 1d6 |\n| Movement | 30' | Fly 60' |\n| Save As | Fighter: 1 | Fighter: 3 |\n| Morale | 6 | 9 |\n| XP | 25 | 175 |",
			map[string][2]string{"Cave Toad": {"12", "1"}, "Bone Moth": {"14", "3*"}}},
		{"b/x", "## Giant Beetles\n\n| Monster | Fire Beetle | Oil Beetle | Tiger Beetle |\n| --- | --- | --- | --- |\n| AC | 4 | 4 | 3 |\n| HD | 1+2 | 2* | 3+1 |\n| #AT | 1 | 1 + spray | 1 |\n| D | 2d4 | 1d6 | 2d6 |\n| MV | 120' (40') | 120' (40') | 150' (50') |\n| ML | 7 | 8 | 9 |",
			map[string][2]string{"Fire Beetle": {"4", "1+2"}, "Oil Beetle": {"4", "2*"}, "Tiger Beetle": {"3", "3+1"}}},
		{"basic fantasy, two page columns of blocks set level, read as tables", "## APPENDIX: NEW MONSTERS\n\n| **Salt Crab** | **Cave Eel** |\n| --- | --- |\n| Armor Class: 16 | Armor Class: 14 |\n| Hit Dice: 2 | Hit Dice: 3 |\n| No. of Attacks: 2 claws | No. of Attacks: 1 bite |\n| Damage: 1d4/1d4 | Damage: 1d8 |\n| Movement: 20' | Movement: Swim 60' |\n| Save As: Fighter: 2 | Save As: Fighter: 3 |\n| Morale: 8 | Morale: 7 |\n| XP: 75 | XP: 145 |\n| A crab the size of a dog. | Eels lurk in the pools. |\n\n| **Brine Ooze** | **SALT WIGHT** |\n| --- | --- |\n| Armor Class: 11 | Armor Class: 15 |\n| Hit Dice: 4\\* | Hit Dice: 3\\* |\n| No. of Attacks: 1 touch | No. of Attacks: 1 touch |\n| Morale: 12 | Morale: 12 |\n| XP: 280 | XP: 175 |",
			map[string][2]string{"Salt Crab": {"16", "2"}, "Cave Eel": {"14", "3"}, "Brine Ooze": {"11", "4*"}, "SALT WIGHT": {"15", "3*"}}},
		{"ose, two page columns of blocks set level, read as a table", "### Bestiary\n\n| **Marsh Hag** | **Reed Snake** |\n| --- | --- |\n| AC 4 [15], HD 5 (22hp), Att 2 × claw (1d6), | AC 6 [13], HD 1 (4hp), Att 1 × bite (1d4), |\n| THAC0 15 [+4], MV 120' (40'), | THAC0 19 [0], MV 90' (30'), |\n| SV D10 W11 P12 B13 S14 (5), ML 9, AL Chaotic, XP 175 | SV D12 W13 P14 B15 S16 (1), ML 7, AL Neutral, XP 13 |",
			map[string][2]string{"Marsh Hag": {"4 [15]", "5 (22hp)"}, "Reed Snake": {"6 [13]", "1 (4hp)"}}},
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
			ans := askBlock(t, name, pages)
			if sb := ans.StatBlock; ans.NotPrinted || sb.AC != want[0] || sb.HD != want[1] || sb.Morale == "" {
				t.Errorf("%s: %s's stat block %+v, want AC %s, HD %s and its morale", tc.style, name, sb, want[0], want[1])
			}
		}
	}
}

// TestRolledTableIsNoColumnBlock: a table rolled on, a die's values down
// its first column and one creature's stat line on each row, lists no
// block under its title, as one creature's column of labels would (its
// title is no creature): a d8 table under a header row (TSR, stats after
// each row's text) and a d6 table with ranges (OSE stat lines).
func TestRolledTableIsNoColumnBlock(t *testing.T) {
	for _, text := range []string{
		"| 1d8 | Random Encounters (1/6 per day, 1/6 per night) |\n| --- | --- |\n| 1 | 2d4 dead baboons HD 2 AC 8 1d8 F2 MV 6 ML 6 XP 29 |\n| 2 | 1d10 baboons HD 2 AC 6 1d4 F2 ML 8 MV 12 XP 20 |\n| 3 | 1d6 giant bats HD 2 AC 6 1d4 F1 ML 8 MV 18 XP 20 |",
		"| d6 | Wandering Monsters (every 2 turns) |\n| --- | --- |\n| 1–2 | Goblins (2d4): AC 6 [13], HD 1-1, MV 60' (20'), ML 7 |\n| 3–4 | Giant rats (3d6): AC 7 [12], HD 1/2, MV 120' (40'), ML 8 |\n| 5–6 | Ghoul (1): AC 6 [13], HD 2*, MV 90' (30'), ML 9 |",
	} {
		pages := []requests.Page{{Number: 7, Text: text}}
		var s requests.Survey
		decode(t, built(t)(requests.BuildSurveyRequest(1, pages, requests.Settings{})), &s)
		for _, b := range s.StatBlocks {
			if strings.Contains(b.Name, "Encounters") || strings.Contains(b.Name, "Monsters") {
				t.Errorf("survey stat blocks %+v: the table's title is no creature", s.StatBlocks)
			}
		}
	}
}
