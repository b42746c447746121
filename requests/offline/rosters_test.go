package offline

import (
	"slices"
	"testing"

	"github.com/scriptorium/scriptorium/requests"
)

// rosterCase is a module whose creatures' fields a roster table prints:
// its pages and, for each creature, the XP, AC and HD its stat block
// answer must read.
type rosterCase struct {
	name  string
	pages []requests.Page
	want  map[string][3]string
}

// TestRosterTableGivesFields: a table at the end of a module, one row a
// creature under a header of stat fields, gives each creature the fields
// its row prints, the XP above all, without overwriting what an inline
// stat line gave; a row naming a creature met nowhere else is a monster of
// its own. Pipe tables with and without hp, the header spelled short or
// long (AC/Armour Class/Armor Class, XP/Experience/XPV), a roster of XP
// alone, and a roster set in aligned columns that the text layer reads
// as lines of words.
func TestRosterTableGivesFields(t *testing.T) {
	area := requests.Page{Number: 1, Text: "**1. Gate.** 4 goblins (AC 6, HD 1-1) idle here.\n\n**2. Pit.** A giant toad (AC 7, HD 2+2) croaks.\n"}
	for _, tc := range []rosterCase{
		{"pipe short with hp", []requests.Page{area, {Number: 9, Text: "## Monster Roster\n\n| Creature | AC | HD | hp | #AT | D | MV | XP |\n| --- | --- | --- | --- | --- | --- | --- | --- |\n| Goblins (4) | 6 | 1-1 | 4 | 1 | 1d6 | 60' | 5 |\n| Giant Toad | 7 | 2+2 | 11 | 1 | 1d4+1 | 30' | 25 |\n| Cave Bear | 5 | 6 | 30 | 3 | 1d8 | 120' | 275 |\n"}},
			map[string][3]string{"Goblin": {"5", "6", "1-1"}, "Giant Toad": {"25", "7", "2+2"}, "Cave Bear": {"275", "5", "6"}}},
		{"pipe long no hp", []requests.Page{area, {Number: 9, Text: "## Appendix: Monsters\n\n| Monster | Armour Class | Hit Dice | Move | Experience |\n| --- | --- | --- | --- | --- |\n| goblin | 6 | 1-1 | 60' | 5 |\n| giant toads | 7 | 2+2 | 30' | 25 |\n| Cave Bear | 5 | 6 | 120' | 275 |\n"}},
			map[string][3]string{"Goblin": {"5", "6", "1-1"}, "Giant Toad": {"25", "7", "2+2"}, "Cave Bear": {"275", "5", "6"}}},
		{"pipe armor class xpv", []requests.Page{area, {Number: 9, Text: "| Creature | Armor Class | HD | XPV |\n| --- | --- | --- | --- |\n| 4 Goblins | 6 | 1-1 | 5 |\n| Giant Toad | 7 | 2+2 | 25 |\n| Cave Bear | 5 | 6 | 275 |\n"}},
			map[string][3]string{"Goblin": {"5", "6", "1-1"}, "Giant Toad": {"25", "7", "2+2"}, "Cave Bear": {"275", "5", "6"}}},
		{"pipe xp only", []requests.Page{area, {Number: 9, Text: "## Experience\n\n| Monster | XP | Treasure |\n| --- | --- | --- |\n| Goblins | 5 | 3 gp each |\n| Giant Toad | 25 | none |\n"}},
			map[string][3]string{"Goblin": {"5", "6", "1-1"}, "Giant Toad": {"25", "7", "2+2"}}},
		{"pipe xp and notes", []requests.Page{area, {Number: 9, Text: "| Monster | XP | Notes |\n| --- | --- | --- |\n| Goblins | 5 | flee at half |\n| Giant Toad | 25 | swallows whole |\n"}},
			map[string][3]string{"Goblin": {"5", "6", "1-1"}, "Giant Toad": {"25", "7", "2+2"}}},
		{"pipe xp alone", []requests.Page{area, {Number: 9, Text: "| Creature | XP |\n| --- | --- |\n| Goblins | 5 |\n| Giant Toad | 25 |\n"}},
			map[string][3]string{"Goblin": {"5", "6", "1-1"}, "Giant Toad": {"25", "7", "2+2"}}},
		{"inline line kept", []requests.Page{area, {Number: 9, Text: "| Creature | AC | HD | XP |\n| --- | --- | --- | --- |\n| Goblin | 7 | 1 | 5 |\n| Giant Toad | 6 | 3 | 25 |\n"}},
			map[string][3]string{"Goblin": {"5", "6", "1-1"}, "Giant Toad": {"25", "7", "2+2"}}},
		{"pipe keyed by area, xp each", []requests.Page{area, {Number: 9, Text: "### Encounter Summary\n\n| **Area Monster** | **No.** | **XP each** |\n| --- | --- | --- |\n| 1 Goblins | 4 | 5 |\n| 2 Giant Toad | 1 | 25 |\n| 7 Cave Bear | 1 | 275 |\n"}},
			map[string][3]string{"Goblin": {"5", "6", "1-1"}, "Giant Toad": {"25", "7", "2+2"}, "Cave Bear": {"275", "", ""}}},
		{"pipe keyed by room, xp value", []requests.Page{area, {Number: 9, Text: "| Room | Creature | Number | XP Value |\n| --- | --- | --- | --- |\n| 1 | goblins | 4 | 5 |\n| 2 | giant toad | 1 | 25 |\n"}},
			map[string][3]string{"Goblin": {"5", "6", "1-1"}, "Giant Toad": {"25", "7", "2+2"}}},
		{"aligned short with hp", []requests.Page{area, {Number: 9, Text: "MONSTER ROSTER\n\nCreature    AC   HD    hp   MV    XP\nGoblins     6    1-1   4    60'   5\nGiant Toad  7    2+2   11   30'   25\nCave Bear   5    6     30   120'  275\n"}},
			map[string][3]string{"Goblin": {"5", "6", "1-1"}, "Giant Toad": {"25", "7", "2+2"}, "Cave Bear": {"275", "5", "6"}}},
		{"aligned long no hp", []requests.Page{area, {Number: 9, Text: "Appendix\n\nMonster Armor Class Hit Dice Move Experience\ngoblin 6 1-1 60' 5\ngiant toads 7 2+2 30' 25\nCave Bear 5 6 120' 275\n"}},
			map[string][3]string{"Goblin": {"5", "6", "1-1"}, "Giant Toad": {"25", "7", "2+2"}, "Cave Bear": {"275", "5", "6"}}},
	} {
		s := surveyOf(t, tc.pages)
		var listed []string
		for _, b := range s.StatBlocks {
			listed = append(listed, b.Name)
		}
		for name, w := range tc.want {
			if !slices.ContainsFunc(listed, func(l string) bool { return sameCreature(l, name) }) {
				t.Errorf("%s: survey lists %q, want %q among them", tc.name, listed, name)
			}
			ans := askBlock(t, name, tc.pages)
			if ans.StatBlock.XP != w[0] || ans.StatBlock.AC != w[1] || ans.StatBlock.HD != w[2] {
				t.Errorf("%s: %q = XP %q AC %q HD %q, want %q (survey lists %q)", tc.name, name, ans.StatBlock.XP, ans.StatBlock.AC, ans.StatBlock.HD, w, listed)
			}
		}
	}
}

// TestNoRosterWithoutCreatureColumn: a treasure table with an XP column
// and a wandering table with no stat columns list no stat blocks; a
// roster row of a creature met nowhere else is one.
func TestNoRosterWithoutCreatureColumn(t *testing.T) {
	for _, text := range []string{
		"| Item | Value | XP |\n| --- | --- | --- |\n| Silver idol | 300 gp | 300 |\n| Ruby | 500 gp | 500 |\n",
		"| Treasure | XP |\n| --- | --- |\n| Gold crown | 250 |\n",
		"| d6 | Wandering Monster | No. |\n| --- | --- | --- |\n| 1 | Goblins | 2d4 |\n| 2 | Giant rats | 3d6 |\n",
	} {
		if s := surveyOf(t, []requests.Page{{Number: 9, Text: text}}); len(s.StatBlocks) != 0 {
			t.Errorf("%q gave stat blocks %+v", text, s.StatBlocks)
		}
	}
	for _, text := range []string{"| Monster | XP | Treasure |\n| --- | --- | --- |\n| Rust Wraith | 175 | none |\n", "| Creature | XPV |\n| --- | --- |\n| Rust Wraith | 175 |\n"} {
		if s := surveyOf(t, []requests.Page{{Number: 9, Text: text}}); len(s.StatBlocks) != 1 || s.StatBlocks[0].Name != "Rust Wraith" {
			t.Errorf("%q gave stat blocks %+v, want the Rust Wraith's", text, s.StatBlocks)
		}
	}
}

// surveyOf returns the offline survey of pages.
func surveyOf(t *testing.T, pages []requests.Page) requests.Survey {
	t.Helper()
	var s requests.Survey
	decode(t, built(t)(requests.BuildSurveyRequest(1, pages, requests.Settings{})), &s)
	return s
}
