package offline

import (
	"slices"
	"testing"

	"github.com/scriptorium/scriptorium/requests"
)

// TestStatLineReadWhole reads each stat line from its first printed field
// to its last, and no further, in two printed styles each: a bracketed
// note a typesetter broke onto the next line ("MV 9/18" over "(fly), ML
// 8") is its value's, a sentence in brackets under it the text's; a page number under a block's last value is no
// value of the block; a line opened by a name and its hit points in
// brackets ("Ogre (13hp): ...") or by an armour class spelled out
// ("Armor Class 15, Hit Points 22 (4d8+4)") is a stat block the survey
// lists. Want gives the fields of the creature's stat-block answer.
func TestStatLineReadWhole(t *testing.T) {
	for _, tc := range []struct {
		form, text, creature string
		want                 requests.StatBlock
	}{
		{"a note on the next line, tsr", "6. Hall of Bats. A cloud of bats hangs from the roof.\nGiant bats (5): AC 6, HD 2, hp 9, 8, 7, 5, 3, bite for 1d4, MV 9/18\n(fly), ML 8.",
			"Giant bats", requests.StatBlock{AC: "6", HD: "2", HP: "9, 8, 7, 5, 3", Attacks: "bite for 1d4", Movement: "9/18 (fly)", Morale: "8"}},
		{"a note on the next line, ose", "### Bestiary\n**Fen Bat**\nAC 6 [13], HD 2 (9hp), Att 1 × bite (1d4), MV 90'\n(30') flying, ML 8, XP 20",
			"Fen Bat", requests.StatBlock{AC: "6 [13]", HD: "2 (9hp)", Attacks: "1 × bite (1d4)", Movement: "90' (30') flying", Morale: "8", XP: "20"}},
		{"a sentence in brackets under the line, b/x", "4. Guard Room. Four orcs dice by the door.\nOrcs (4): AC 6, HD 1, hp 5, 4, 3, 2, #AT 1, D 1d6, MV 120' (40'), ML 8\n(If their leader dies, they flee to area 7.)",
			"Orcs", requests.StatBlock{AC: "6", HD: "1", HP: "5, 4, 3, 2", Attacks: "1", Damage: "1d6", Movement: "120' (40')", Morale: "8"}},
		{"a sentence in brackets under the block, ose", "### Bestiary\n**Reed Snake**\nAC 6 [13], HD 1 (4hp), Att 1 × bite (1d4), MV 90' (30'), ML 7\n(They fight to the death when cornered.)",
			"Reed Snake", requests.StatBlock{AC: "6 [13]", HD: "1 (4hp)", Attacks: "1 × bite (1d4)", Movement: "90' (30')", Morale: "7"}},
		{"a folio under the block, basic fantasy", "## New Monsters\n**Bog Hound**\nArmor Class: 13\nHit Dice: 3\nMovement: 50'\nXP: 145\n\n1",
			"Bog Hound", requests.StatBlock{AC: "13", HD: "3", Movement: "50'", XP: "145"}},
		{"a folio under the block, ose", "## Bestiary\n**Reed Snake**\nAC 6 [13], HD 1 (4hp), Att 1 × bite (1d4),\nMV 90' (30'), ML 7, XP 10\n\n14",
			"Reed Snake", requests.StatBlock{AC: "6 [13]", HD: "1 (4hp)", Attacks: "1 × bite (1d4)", Movement: "90' (30')", Morale: "7", XP: "10"}},
		{"hit points after the name, b/x", "The priest Aldo tends a black altar.\n\nAldo (13hp): AC 4, HD 3, #AT 1 mace, D 1d6+1, MV 120' (40'), Save C3, ML 9.",
			"Aldo", requests.StatBlock{AC: "4", HD: "3", HP: "13", Attacks: "1 mace", Damage: "1d6+1", Movement: "120' (40')", Saves: "C3", Morale: "9"}},
		{"hit points after the name, ose", "An ogre dozes by the fire.\nOgre (22hp): AC 5 [14], HD 4+1, Att 1 × club (1d10), MV 90' (30'), ML 10",
			"Ogre", requests.StatBlock{AC: "5 [14]", HD: "4+1", HP: "22", Attacks: "1 × club (1d10)", Movement: "90' (30')", Morale: "10"}},
		{"labels spelled out, d20", "A lizardfolk scout waits by the water.\nLizardfolk Scout: Armor Class 15, Hit Points 22 (4d8+4), Speed 30 ft., Bite 1d6.",
			"Lizardfolk Scout", requests.StatBlock{AC: "15", HP: "22 (4d8+4)", Attacks: "Bite 1d6", Movement: "30 ft."}},
		{"labels spelled out, basic fantasy line", "A goblin keeps watch.\nGoblin: Armor Class 14, Hit Dice 1-1, No. of Attacks 1 weapon, Damage 1d6, Movement 20'",
			"Goblin", requests.StatBlock{AC: "14", HD: "1-1", Attacks: "1 weapon", Damage: "1d6", Movement: "20'"}},
	} {
		page := requests.Page{Number: 7, Text: tc.text}
		var s requests.Survey
		decode(t, built(t)(requests.BuildSurveyRequest(1, []requests.Page{page}, requests.Settings{})), &s)
		if !slices.ContainsFunc(s.StatBlocks, func(b requests.PrintedStatBlock) bool { return b.Name == tc.creature }) {
			t.Errorf("%s: survey lists %+v, want %q among them", tc.form, s.StatBlocks, tc.creature)
		}
		var ans requests.StatblockAnswer
		decode(t, built(t)(requests.BuildStatblockRequest(requests.Creature{Canonical: titleCase(tc.creature), Printed: []string{tc.creature}}, []requests.Page{page}, requests.Settings{})), &ans)
		got := ans.StatBlock
		got.Name, got.Raw = "", ""
		if got != tc.want {
			t.Errorf("%s: stat block of %q\n got: %+v\nwant: %+v", tc.form, tc.creature, got, tc.want)
		}
	}
}

// TestProseNamingAStatIsNoStatBlock: a sentence after a label that names a
// statistic spelled out ("Note: Armor Class 5 or better …") is prose, no
// creature's stat line, in a note's and a hazard's wording; a stat line
// spelled out prints a second label.
func TestProseNamingAStatIsNoStatBlock(t *testing.T) {
	for _, text := range []string{
		"3. Rope Bridge. The planks sway in the wind.\nNote: Armor Class 5 or better is needed to cross without a check.",
		"4. Pit. A covered pit.\nHazard: Hit Points lost to the fall are 1d6 per 10 feet.",
	} {
		var s requests.Survey
		decode(t, built(t)(requests.BuildSurveyRequest(1, []requests.Page{{Number: 1, Text: text}}, requests.Settings{})), &s)
		if len(s.StatBlocks) != 0 {
			t.Errorf("survey of %q lists stat blocks %+v, want none", text, s.StatBlocks)
		}
	}
}

// TestStatLineInsideASentence: a stat line in brackets that ends a printed
// line inside a sentence gets no full stop: the description reads as
// printed, in a B/X and a Swords & Wizardry line.
func TestStatLineInsideASentence(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"**3. Dock.** Four giant rats (AC 7, HD 1/2, hp 2, MV 120', ML 8, AL N, XP 6)\nswim among floating crates. A boat is tied here.",
			"Four giant rats (AC 7, HD 1/2, hp 2, MV 120', ML 8, AL N, XP 6) swim among floating crates. A boat is tied here."},
		{"**5. Loft.** A giant spider (HD 2; AC 6[13]; Atk bite (1d6); Move 12; CL/XP 3/60)\nclings to the rafters above the door.",
			"A giant spider (HD 2; AC 6[13]; Atk bite (1d6); Move 12; CL/XP 3/60) clings to the rafters above the door."},
	} {
		var c requests.Content
		decode(t, built(t)(requests.BuildContentRequest([]requests.Page{{Number: 1, Text: tc.text}}, nil, requests.Settings{})), &c)
		if len(c.Areas) != 1 || c.Areas[0].Description != tc.want {
			t.Errorf("areas of %q: %+v, want one described %q", tc.text, c.Areas, tc.want)
		}
	}
}

// TestStatLineInDialectOrder gives a creature named with its count before
// a stat line in Labyrinth Lord's order (alignment and movement before
// the armour class) the whole line, in that dialect and in a TSR line
// that opens with movement: its first fields were lost when the line was
// read from its armour class on.
func TestStatLineInDialectOrder(t *testing.T) {
	for _, tc := range []struct{ form, text, want string }{
		{"labyrinth lord", "1. CRYPT. A crypt of old stones.\nGiant Rats (4): AL N, MV 120' (40'), AC 7, HD 1/2, #AT 1, DM 1d3, SV NM, ML 8, XP 5",
			"4 Giant Rats [AL N, MV 120' (40'), AC 7, HD 1/2, #AT 1, DM 1d3, SV NM, ML 8, XP 5]"},
		{"tsr, movement first", "2. DEN. The wolves sleep on straw.\nWolves (3): MV 180' (60'), AC 7, HD 2+2, hp 12, 9, 8, #AT 1, D 1d6, ML 8.",
			"3 Wolves [MV 180' (60'), AC 7, HD 2+2, hp 12, 9, 8, #AT 1, D 1d6, ML 8]"},
	} {
		c := contentOf(t, tc.text)
		if len(c.Areas) != 1 {
			t.Fatalf("%s: got %d areas, want 1", tc.form, len(c.Areas))
		}
		if got := describe(c.Areas[0].Encounters); !slices.Contains(got, tc.want) {
			t.Errorf("%s: encounters %q, want %q", tc.form, got, tc.want)
		}
	}
}
