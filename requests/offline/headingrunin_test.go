package offline

import (
	"slices"
	"testing"

	"github.com/scriptorium/scriptorium/requests"
)

// headingRunInForms are stat lines whose page text runs a section's heading
// in capitals into the creature's name on one line, in a B/X style (a colon
// after the name), an OSE style, a TSR style (a count in brackets), a
// Swords & Wizardry style (an em dash) and a Basic Fantasy block (the name
// line over one label a line), the heading with a colon of its own or none;
// and a name in capitals throughout, with no heading, which is the name
// whole.
var headingRunInForms = []blockForm{
	{"b/x", []string{"WANDERING MONSTERS Giant Rat: AC 7, HD 1/2, #AT 1, D 1d3, MV 120' (40'), SV NM, ML 8\nThe rats come in packs from the sewers.\n"},
		map[string]string{"Giant Rat": "ac=7 ; damage=1d3 ; ml=8"}},
	{"ose", []string{"NEW MONSTERS Giant Leech: AC 7 [12], HD 6 (27hp), Att 1 × bite (1d6), THAC0 14 [+5], MV 30' (10'), SV D10 W11 P12 B13 S14 (3), ML 10, AL Neutral, XP 275\nIt clings and drains blood.\n"},
		map[string]string{"Giant Leech": "ac=7 ; hd=6 ; ml=10 ; xp=275"}},
	{"tsr", []string{"ENCOUNTERS Cave Bear (1d2): AC 6, HD 5, #AT 3, D 1d4/1d4/1d8, MV 120' (40'), SV F3, ML 9\nA bear sleeps in the den.\n"},
		map[string]string{"Cave Bear": "ac=6 ; hd=5 ; ml=9"}},
	{"swords & wizardry", []string{"APPENDIX B: MONSTERS Cave Locust — HD 2, AC 7 [12], Atk bite (1d2), Move 6, Save 16, AL N, CL/XP 2/30\nThey spit at lights.\n"},
		map[string]string{"Cave Locust": "ac=7 ; hd=2"}},
	{"heading with a colon", []string{"APPENDIX: NEW MONSTERS Cave Locust: AC 4, HD 2, #AT 1, D 1d2, MV 60' (20'), SV F1, ML 5\nThey spit at lights.\n"},
		map[string]string{"Cave Locust": "ac=4 ; hd=2 ; ml=5"}},
	{"basic fantasy", []string{"NEW MONSTERS Cave Locust\nArmor Class: 14\nHit Dice: 2\nNo. of Attacks: 1 bite\nDamage: 1d2\nMovement: 20'\nSave As: Fighter: 2\nMorale: 5\nTreasure Type: None\nXP: 75\n"},
		map[string]string{"Cave Locust": "ac=5 ; hd=2 ; ml=5 ; xp=75"}},
	{"no colon, b/x", []string{"APPENDIX: NEW MONSTERS Cave Locust AC 4, HD 2, #AT 1, D 1d2, MV 60' (20'), SV F1, ML 5\nThey spit at lights.\n"},
		map[string]string{"Cave Locust": "ac=4 ; hd=2 ; ml=5"}},
	{"no colon, ose", []string{"WANDERING MONSTERS Giant Rat AC 7 [12], HD 1 (4hp), Att 1 × bite (1d3), THAC0 19 [0], MV 120' (40'), SV D14 W15 P16 B17 S18 (1), ML 8, AL Neutral, XP 10\nRats swarm.\n"},
		map[string]string{"Giant Rat": "ac=7 ; hd=1 ; ml=8 ; xp=10"}},
	{"a name in capitals", []string{"GIANT LEECH: AC 7, HD 6, #AT 1, D 1d6, MV 30' (10'), SV F3, ML 10\nIt clings and drains blood.\n"},
		map[string]string{"GIANT LEECH": "ac=7 ; hd=6 ; ml=10"}},
}

// TestHeadingRunIntoName: a heading in capitals run into a creature's name
// in title case on one line is no part of the name, which the survey lists
// as printed and the stat block request reads the stats of; a name in
// capitals throughout stays whole.
func TestHeadingRunIntoName(t *testing.T) {
	for _, f := range headingRunInForms {
		var s requests.Survey
		decode(t, built(t)(requests.BuildSurveyRequest(1, []requests.Page{{Number: 2, Text: f.pages[0]}}, requests.Settings{})), &s)
		var got []string
		for _, b := range s.StatBlocks {
			got = append(got, b.Name)
		}
		for name := range f.want {
			if !slices.Equal(got, []string{name}) {
				t.Errorf("%s: survey stat blocks %q, want [%q]", f.name, got, name)
			}
		}
	}
	checkForms(t, headingRunInForms)
}

// TestAfterCapitalsHeading: the words in capitals of a heading before a
// name in title case are dropped; a name in capitals or title case
// throughout, or opening with an abbreviation, is kept whole.
func TestAfterCapitalsHeading(t *testing.T) {
	for name, want := range map[string]string{
		"WANDERING MONSTERS Giant Rat":     "Giant Rat",
		"APPENDIX B: MONSTERS Cave Locust": "Cave Locust",
		"ENCOUNTERS Ogre":                  "Ogre",
		"GIANT LEECH":                      "GIANT LEECH",
		"Giant Leech":                      "Giant Leech",
		"NPC Bandit Chief":                 "NPC Bandit Chief",
		"MONSTERS giant leech":             "MONSTERS giant leech",
	} {
		if got := afterCapitalsHeading(name); got != want {
			t.Errorf("afterCapitalsHeading(%q) = %q, want %q", name, got, want)
		}
	}
}

// capitalNameForms are stat lines opened by a creature's name in capitals
// with nothing between the name and its armour class or hit dice, as a
// bestiary sets names apart in capitals and a scan's text keeps no bold:
// an OSE bestiary under a heading line of its own, B/X lines one under
// the other with a count in brackets, Swords & Wizardry's hit dice
// first, and names in title case as a scan keeps a bold name.
var capitalNameForms = []blockForm{
	{"ose bestiary under a heading", []string{"MONSTERS\n\nGIANT LEECH AC 7 [12], HD 6 (27hp), Att 1 × bite (1d6), THAC0 14 [+5], MV 30' (10'), SV D10 W11 P12 B13 S14 (3), ML 10, AL Neutral, XP 275\nA bloated leech clings to its prey.\n\nCAVE LOCUST AC 4 [15], HD 2 (9hp), Att 1 × bite (1d2), MV 60' (20'), ML 5, XP 20\n"},
		map[string]string{"GIANT LEECH": "ac=7 ; hd=6 ; ml=10 ; xp=275", "CAVE LOCUST": "ac=4 ; hd=2 ; ml=5 ; xp=20"}},
	{"b/x lines with counts", []string{"GOBLINS (6) AC 6, HD 1-1, #AT 1, D 1d6, MV 60' (20'), SV NM, ML 7\nGOBLIN KING AC 4, HD 3, hp 15, #AT 1, D 1d8, MV 60' (20'), SV F3, ML 9\n"},
		map[string]string{"GOBLINS": "ac=6 ; ml=7", "GOBLIN KING": "ac=4 ; hd=3 ; ml=9"}},
	{"swords & wizardry", []string{"CAVE BEAR HD 5, AC 6 [13], Atk 2 claws (1d4), bite (1d8), Move 12, Save 12, AL N, CL/XP 5/240\n"},
		map[string]string{"CAVE BEAR": "ac=6 ; hd=5"}},
	{"a scan's title case", []string{"Monsters of the Fen\nFen Wolf AC 7, HD 2, #AT 1, D 1d6, MV 180' (60'), SV F1, ML 8\nBog Hag AC 4, HD 5*, #AT 2, D 1d4/1d4, MV 90' (30'), SV M5, ML 10\n"},
		map[string]string{"Fen Wolf": "ac=7 ; hd=2 ; ml=8", "Bog Hag": "ac=4 ; hd=5* ; ml=10"}},
}

// TestCapitalNamesRunIntoStats: a name in capitals opening its line is the
// name of the stat line run on from it, read by the stat block request
// and met in the area whose text holds it; a line of labels in capitals
// ("AL C AC 6, ...") and prose that names one armour class name no one.
func TestCapitalNamesRunIntoStats(t *testing.T) {
	checkForms(t, capitalNameForms)
	oneAreaMeets(t, []encounterCase{
		{"B/X: a creature only its stat line names", "**12. POOL.** Something stirs in the water.\nGIANT LEECH AC 7, HD 6, hp 27, #AT 1, D 1d6, MV 90' (30'), ML 10",
			[]string{"1 GIANT LEECH [AC 7, HD 6, hp 27, #AT 1, D 1d6, MV 90' (30'), ML 10]"}},
		{"OSE: a group counted in brackets", "**4. Guard Room**\nThe goblins dice for copper.\nGOBLINS (3) AC 6 [13], HD 1-1 (3hp), Att 1 × weapon (1d6), MV 60' (20'), ML 7, XP 5",
			[]string{"3 GOBLINS [AC 6 [13], HD 1-1 (3hp), Att 1 × weapon (1d6), MV 60' (20'), ML 7, XP 5]"}},
		{"Labyrinth Lord: labels in capitals", "**6. Hall**\nA cold hearth.\nAL C AC 6, HD 1, MV 90' (30')",
			nil},
		{"B/X scan: a name in title case", "12. POOL. Something stirs in the water.\nGiant Leech AC 7, HD 6, hp 27, #AT 1, D 1d6, MV 90' (30'), ML 10",
			[]string{"1 Giant Leech [AC 7, HD 6, hp 27, #AT 1, D 1d6, MV 90' (30'), ML 10]"}},
		{"prose that names an armour class", "12. POOL. Something stirs in the water.\nPlate Mail AC 3 is worn by the statue here.",
			nil},
	})
}
