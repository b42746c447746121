package offline

import (
	"slices"
	"testing"

	"github.com/scriptorium/scriptorium/requests"
)

// valeLore is a site's background printed before the creatures of a
// monster appendix page.
const valeLore = "The vale lies under a lake that rose a hundred years ago, when the dam\nof the river lords broke. The villages drowned with their people.\n\n"

// TestRunInBossEntry: a boss creature's entry that runs its name, set in
// bold or in capitals, into its description as the sentence's subject,
// with its stat block after the description, on a page of site lore and
// other creatures' blocks, becomes a monster with its stats, in an OSE
// style (a bold run-in name and an AC-first line) and a Basic Fantasy one
// (a name in capitals and a block of one label a line).
func TestRunInBossEntry(t *testing.T) {
	checkForms(t, []blockForm{
		{"ose", []string{"### THE DROWNED VALE\n\n" + valeLore +
			"**Morvath the Drowned King** rules the vale from his sunken throne and\nhates the living who fled the flood.\n" +
			"AC 2 [17], HD 9* (40hp), Att 2 × claw (1d8), THAC0 12 [+7], MV 90' (30'), SV D8 W9 P10 B10 S12 (9), ML 10, AL Chaotic, XP 1,600\n\n" +
			"**Drowned Dead**\nAC 7 [12], HD 2 (9hp), Att 1 × claw (1d6), THAC0 18 [+1], MV 60' (20'), SV D12 W13 P14 B15 S16 (1), ML 12, AL Chaotic, XP 20\n"},
			map[string]string{"Morvath the Drowned King": "ac=2 ; hd=9* ; ml=10 ; xp=1600"}},
		{"basic fantasy", []string{"DROWNED VALE\n\n" + valeLore +
			"MORVATH, THE DROWNED KING, rules the vale from his sunken throne and\nhates the living who fled the flood.\n" +
			"Armor Class: 17\nHit Dice: 9*\nNo. of Attacks: 2 claws\nDamage: 1d8/1d8\nMovement: 30'\nSave As: Fighter: 9\nMorale: 10\nTreasure Type: H\nXP: 1,150\n\n" +
			"Drowned Dead\nArmor Class: 12\nHit Dice: 2\nNo. of Attacks: 1 claw\nDamage: 1d6\nMovement: 20'\nSave As: Fighter: 2\nMorale: 12\nTreasure Type: None\nXP: 75\n"},
			map[string]string{"MORVATH, THE DROWNED KING": "ac=2 ; hd=9* ; ml=10 ; xp=1150"}},
	})
}

// TestBoldTitleIsNoRunInName: a bold title followed by a sentence of its
// own ("**Guard Room** Four goblins…") heads an area, and the stat line
// after its text is no creature of that name.
func TestBoldTitleIsNoRunInName(t *testing.T) {
	for _, text := range []string{
		"**Guard Room** Four goblins play dice here.\nAC 6 [13], HD 1 (4hp), Att 1 × weapon (1d6), THAC0 19 [0], MV 60' (20'), SV D14 W15 P16 B17 S18 (1), ML 7, AL Chaotic, XP 10\n",
		"GUARD ROOM Four goblins play dice here.\nArmor Class: 13\nHit Dice: 1\nDamage: 1d6\nMorale: 7\n",
	} {
		var s requests.Survey
		decode(t, built(t)(requests.BuildSurveyRequest(1, []requests.Page{{Number: 3, Text: text}}, requests.Settings{})), &s)
		if i := slices.IndexFunc(s.StatBlocks, func(b requests.PrintedStatBlock) bool { return sameCreature(b.Name, "Guard Room") }); i >= 0 {
			t.Errorf("stat blocks %v name the title Guard Room", s.StatBlocks)
		}
	}
}
