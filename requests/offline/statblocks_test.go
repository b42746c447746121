package offline

import (
	"slices"
	"strings"
	"testing"

	"github.com/scriptorium/scriptorium/requests"
	"github.com/scriptorium/scriptorium/statblock"
)

// contentOf answers a content request for one page of text.
func contentOf(t *testing.T, text string) requests.Content {
	t.Helper()
	var c requests.Content
	decode(t, built(t)(requests.BuildContentRequest([]requests.Page{{Number: 1, Text: text}}, nil, requests.Settings{})), &c)
	return c
}

// TestStatBlocksReadToTheirEnd reads stat blocks that wrap over several
// lines, each line carrying labels the stat-block parser reads (spelled
// out two to a line, as Basic Fantasy and AD&D blocks print them), to their
// last line: no line of the block is taken for a heading that ends the
// area, and the block's save, morale, treasure type and XP stay in its
// stat line.
func TestStatBlocksReadToTheirEnd(t *testing.T) {
	for _, tc := range []struct{ name, text, want string }{
		{"basic fantasy", "3. Abbot's Tomb: A copper statue stands here. The statue is the Copper Guardian.\nCopper Guardian\nArmor Class: 18 Hit Dice: 7*\nNo. of Attacks: 1 fist Damage: 2d8\nMovement: 20' No. Appearing: 1\nSave As: Fighter: 4 Morale: 12\nTreasure Type: None XP: 735\nA secret door leads to area 4.",
			"1 Copper Guardian [Armor Class: 18 Hit Dice: 7* No. of Attacks: 1 fist Damage: 2d8 Movement: 20' No. Appearing: 1 Save As: Fighter: 4 Morale: 12 Treasure Type: None XP: 735]"},
		{"ad&d", "7. Crypt: The ghoul lord waits among the biers.\nGhoul Lord\nARMOR CLASS: 4 HIT DICE: 5\nMOVE: 9\" DAMAGE: 1d6\nMORALE: 10 ALIGNMENT: Chaotic\nHe speaks before he strikes.",
			`1 Ghoul Lord [ARMOR CLASS: 4 HIT DICE: 5 MOVE: 9" DAMAGE: 1d6 MORALE: 10 ALIGNMENT: Chaotic]`},
	} {
		c := contentOf(t, tc.text)
		if len(c.Areas) != 1 {
			t.Fatalf("%s: got %d areas, want 1", tc.name, len(c.Areas))
		}
		a := c.Areas[0]
		if got := describe(a.Encounters); !slices.Contains(got, tc.want) {
			t.Errorf("%s: encounters %q, want %q", tc.name, got, tc.want)
		}
		if last := words(tc.text); !strings.HasSuffix(a.Description, strings.Join(last[len(last)-4:], " ")) {
			t.Errorf("%s: description %q does not run to the area's last line", tc.name, a.Description)
		}
	}
}

// TestWrappedStatLineKeepsItsTail reads a stat line that wraps over two or
// three lines, its last line carrying one label or a value alone ("XP 20",
// "125" after "..., XP"), to the end of its last line and no further: the
// tail is the stat line's, and the sentence of prose on the next line is
// not, in an area's encounters and in the stat-block answer, in a
// Labyrinth Lord style (a name and a count before the line) and a TSR
// style (a name and a colon); a stat line that ends inside a line, before
// a sentence of prose, ends there, in a Swords & Wizardry style.
func TestWrappedStatLineKeepsItsTail(t *testing.T) {
	for _, tc := range []struct{ name, text, creature, xp, special string }{
		{"labyrinth lord, three lines", "3. Den. The gnolls sleep on straw.\nGnolls (3): AL C, MV 90' (30'), AC 5, HD 2, #AT 1, D 2d4,\nSV F2, ML 8,\nXP 20\nThe straw hides a trapdoor.",
			"Gnolls", "20", ""},
		{"tsr, value alone on the last line", "6. Larder. An ogre guards the meat.\nOgre: AC 5, HD 4+1, hp 20, #AT 1, D 1d10, MV 90' (30'), ML 10, XP\n125\nThe meat is rotten.",
			"Ogre", "125", ""},
		{"swords & wizardry, the stat line ends inside a line", "4. Mound. The lair of their shaman Ssakh (HD 4; AC 5 [14]; Atk staff (1d6); Move 6 (swim\n12); Save 13; AL C; CL/XP 5/240; casts sleep). Their hoard: 400 cp, 220\nsp and a jade idol.",
			"Ssakh", "5/240", "casts sleep"},
	} {
		a := contentOf(t, tc.text).Areas[0]
		if strings.Contains(a.Description, "220.") {
			t.Errorf("%s: description %q ends a stat line after the prose that follows it", tc.name, a.Description)
		}
		if len(a.Encounters) == 0 {
			t.Errorf("%s: area %s meets no one, want %s with the whole stat line", tc.name, a.Key, tc.creature)
		}
		for _, e := range a.Encounters {
			if strings.Contains(e.StatLine, "straw") || strings.Contains(e.StatLine, "meat") || !strings.Contains(e.StatLine, "XP") {
				t.Errorf("%s: %s's stat line %q, want it to end with its XP", tc.name, e.Creature, e.StatLine)
			}
		}
		page := requests.Page{Number: 1, Text: tc.text}
		ans := askBlock(t, tc.creature, []requests.Page{page})
		if sb := ans.StatBlock; sb.XP != tc.xp || sb.Special != tc.special {
			t.Errorf("%s: stat block XP %q special %q (raw %q), want XP %q and special %q", tc.name, sb.XP, sb.Special, sb.Raw, tc.xp, tc.special)
		}
	}
}

// TestLabelLineNamesNoCreature: a line of a stat block printed a label a
// line ("Armor Class: 14" over "Hit Dice: 3") names no creature over the
// lines after it, so an area that holds such a block under its creature's
// name meets no "Armor Class", in a Basic Fantasy and an AD&D style.
func TestLabelLineNamesNoCreature(t *testing.T) {
	for _, tc := range []struct{ name, text string }{
		{"basic fantasy", "# The Fen Mill\n\n**1. Millpond:** Black water laps at the wheel. Something\nlarge moves below.\n\n**Giant Pike**\nArmor Class: 14\nHit Dice: 3\nNo. of Attacks: 1 bite\nDamage: 2d4\nMovement: Swim 40'\nNo. Appearing: 1\nSave As: Fighter: 3\nMorale: 8\nTreasure Type: None\nXP: 145\n\n**2. Wheelhouse:** The gears are jammed with reeds."},
		{"ad&d", "**7. Crypt.** Biers line the walls.\n\n**GHOUL LORD**\nArmor Class: 4\nHit Dice: 5\nMove: 9\"\nDamage: 1d6\n\n**8. Stair.** It climbs to the chapel."},
	} {
		areas := contentOf(t, tc.text).Areas
		if len(areas) != 2 {
			t.Errorf("%s: %d areas, want 2", tc.name, len(areas))
		}
		for _, a := range areas {
			for _, e := range a.Encounters {
				if strings.Contains(strings.ToLower(e.Creature), "armor class") {
					t.Errorf("%s: area %s meets %q", tc.name, a.Key, e.Creature)
				}
			}
		}
	}
}

// TestLevelInWordsIsHitDice: a character named with a level and class in
// words before a stat line in brackets is met with that level opening the
// stat line, so the stat block read from the encounter has hit dice, in a
// B/X and a Basic Fantasy style.
func TestLevelInWordsIsHitDice(t *testing.T) {
	for _, tc := range []struct{ name, text, who, hd string }{
		{"b/x", "5. Study. Mirela, a 5th level magic-user (AC 9, hp 12, #AT 1 dagger, D 1-4, ML 8, XP 300), studies the papers.", "Mirela", "5th level magic-user"},
		{"basic fantasy", "3. Loft: Hay bales. The bandit chief, Gerd Hollow, 3rd level fighter (Armor Class 15, hp 19, Attacks 1 sword, Damage 1d8+1, Morale 9, XP 145), sleeps on the bales.", "Gerd Hollow", "3rd level fighter"},
	} {
		var got []string
		for _, e := range contentOf(t, tc.text).Areas[0].Encounters {
			if e.Name == tc.who && statblock.Parse(e.StatLine).HD == tc.hd {
				got = append(got, e.Name)
			}
		}
		if len(got) != 1 {
			t.Errorf("%s: encounters %q, want %s with hit dice %q", tc.name, describe(contentOf(t, tc.text).Areas[0].Encounters), tc.who, tc.hd)
		}
	}
}

// TestBestiaryIsNoArea ends an area where a run of name-headed stat blocks
// of creatures it does not name begins (a monster appendix after the last
// area), in two printed styles, while a block of a creature the area names
// stays the area's own.
func TestBestiaryIsNoArea(t *testing.T) {
	for _, tc := range []struct{ name, text, want string }{
		{"basic fantasy blocks", "3 THE ROOF\nA gargoyle perches on the parapet.\nCultist\nArmor Class: 13 Hit Dice: 1\nMorale: 8 XP: 25\nGargoyle\nArmor Class: 15 Hit Dice: 4**\nMorale: 11 XP: 320",
			"A gargoyle perches on the parapet."},
		{"ose blocks", "12. Kennels. Two hounds sleep in the straw.\nBandit\nAC 7 [12], HD 1 (4hp), Att 1 × weapon (1d6),\nML 8, XP 10\nHound\nAC 7 [12], HD 1+1 (6hp), Att 1 × bite (1d6),\nML 9, XP 15",
			"Two hounds sleep in the straw."},
	} {
		c := contentOf(t, tc.text)
		if len(c.Areas) != 1 || c.Areas[0].Description != tc.want {
			t.Errorf("%s: areas %+v, want one described %q", tc.name, c.Areas, tc.want)
			continue
		}
		for _, e := range c.Areas[0].Encounters {
			if e.StatLine != "" {
				t.Errorf("%s: encounter %q took the bestiary's stat line %q", tc.name, e.Creature, e.StatLine)
			}
		}
	}
	c := contentOf(t, "12. Kennels. A hound sleeps in the straw.\nHound\nAC 7 [12], HD 1+1 (6hp), Att 1 × bite (1d6),\nML 9, XP 15\nIt wakes at a sound.")
	if len(c.Areas) != 1 || !strings.HasSuffix(c.Areas[0].Description, "It wakes at a sound.") {
		t.Errorf("an area's own block ended it: %+v", c.Areas)
	}
}

// TestSetHeadingEndsTheArea ends an area at a heading set as one ("###
// Bestiary"), even with a page number between it and the area's last
// sentence, which runs on without a full stop.
func TestSetHeadingEndsTheArea(t *testing.T) {
	for _, tc := range []struct{ heading, key string }{{"### Bestiary", "**0405 Toll stone.**"}, {"## New Monsters", "**12. Toll stone.**"}} {
		page4 := "**1. Gate.** The gate stands open.\n" + tc.key + " A stone asks a riddle of each traveller who passes by\n\n4"
		ls := body(linesOf([]requests.Page{{Number: 4, Text: page4}, {Number: 5, Text: tc.heading + "\nHe sings at dusk and"}}))
		areas := segment(ls, findKeys(ls, nil, nil), nil)
		if len(areas) < 2 || strings.Contains(joinLines(areas[1].lines), "sings") {
			t.Errorf("%s: areas %+v, want the second area to end before it", tc.heading, areas)
		}
	}
}

// TestStatLineInBracketsNamesItsOwn reads a stat block in brackets that
// opens with its creature's name and count ("(Bandits (2): AC 6, ...)") as
// that creature's, to the bracket that closes it, in two printed styles;
// its last label's value wraps onto the next line.
func TestStatLineInBracketsNamesItsOwn(t *testing.T) {
	for _, tc := range []struct{ name, text, want string }{
		{"b/x commas", "1. Sack room. Two bandits lounge on the sacks (Bandits (2): AC 6, HD 1,\nhp 5, 4, #AT 1, D 1d6, MV 120' (40'), Save T1, ML 8, AL\nC, XP 10 each). They shout for help.",
			"2 Bandits [AC 6, HD 1, hp 5, 4, #AT 1, D 1d6, MV 120' (40'), Save T1, ML 8, AL C, XP 10 each]"},
		{"1e semicolons", "4. Gate. A pair of guards watch the road from the wall (Guards (2): AC 4; MV 9\"; HD 1; hp 6, 5; #AT 1;\nD by weapon; AL LN). They call out.",
			"2 Guards [AC 4; MV 9\"; HD 1; hp 6, 5; #AT 1; D by weapon; AL LN]"},
	} {
		c := contentOf(t, tc.text)
		if len(c.Areas) != 1 {
			t.Fatalf("%s: got %d areas, want 1", tc.name, len(c.Areas))
		}
		if got := describe(c.Areas[0].Encounters); !slices.Equal(got, []string{tc.want}) {
			t.Errorf("%s: encounters\n got %q\nwant %q", tc.name, got, []string{tc.want})
		}
	}
}

// askBlock answers the stat block request for the creature printed as
// name on pages.
func askBlock(t *testing.T, name string, pages []requests.Page) requests.StatblockAnswer {
	t.Helper()
	var ans requests.StatblockAnswer
	decode(t, built(t)(requests.BuildStatblockRequest(requests.Creature{Canonical: name, Printed: []string{name}}, pages, requests.Settings{})), &ans)
	return ans
}

// TestBlocksBeforeNextKeyAreTheAreas: a run of name-headed stat blocks
// that the next key stands right under is the area's own, its creatures
// named otherwise in its text (the blocks carried on to the next page of a
// Basic Fantasy booklet, an OSE key's blocks under its text): a bestiary
// is a part of the module of its own, after the last area.
func TestBlocksBeforeNextKeyAreTheAreas(t *testing.T) {
	for _, tc := range []struct{ name, text, second string }{
		{"basic fantasy blocks", "3 THE TOLL\nThree cutthroats and their captain wait by the gate.\nRobber (3)\nArmor Class: 13 Hit Dice: 1\nMorale: 8 XP: 25\nVask, Robber Captain\nArmor Class: 15 Hit Dice: 3\nMorale: 9 XP: 50\n4 THE WELL\nA dry well.",
			"Vask, Robber Captain Armor Class: 15"},
		{"ose blocks", "12. Kennels. The kennel-master and his beasts sleep in the straw.\nBandit\nAC 7 [12], HD 1 (4hp), Att 1 × weapon (1d6),\nML 8, XP 10\nHound\nAC 7 [12], HD 1+1 (6hp), Att 1 × bite (1d6),\nML 9, XP 15\n13. Yard. Mud.",
			"Hound AC 7 [12], HD 1+1 (6hp)"},
	} {
		c := contentOf(t, tc.text)
		if len(c.Areas) != 2 || len(c.Areas[0].Encounters) == 0 || !strings.Contains(c.Areas[0].Description, tc.second) {
			t.Errorf("%s: areas %+v, want two, the first holding both blocks (%q) and meeting their creatures", tc.name, c.Areas, tc.second)
		}
	}
}
