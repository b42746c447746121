package offline

import (
	"slices"
	"strings"
	"testing"

	"github.com/scriptorium/scriptorium/requests"
	"github.com/scriptorium/scriptorium/statblock"
)

// statOutsideAreas is one print form of a stat block that no keyed area
// need hold: the page text, each creature the survey must list, and the
// stat line its stat-block answer must read (the parsed AC and HD).
type statOutsideAreas struct {
	name, text string
	want       []wantBlock
}

type wantBlock struct{ name, ac, hd string }

// TestStatBlocksOutsideAreas: every creature printed with stats is listed
// by the survey and answered with its stats, wherever it stands, in each
// print form in two printed styles: a creature named in bold inside a
// sentence of lore that goes on to its stat line; the rows of a table
// rolled on that end in their stat lines; a bestiary entry with a line of
// description between its name and its block; a Monster Manual-style
// block whose first lines are no armour class or hit dice; a stat line in
// brackets right after its creature in running text, the creature named
// by a count or an article, or an individual by its own name; a line
// opened by a name and a count in dice or a class and level in brackets
// (a bestiary's or an NPC's line), whatever label it opens with, the class
// in any abbreviation ("Ftr 4", "Clr 3") or opening the line after the
// colon ("Mirela: M-U 5, AC 9"); a name line over its block.
func TestStatBlocksOutsideAreas(t *testing.T) {
	for _, tc := range []statOutsideAreas{
		{"bold in lore, compact", "### THE STORM GOD\nThe storm god rules the sky. In times of need he sends a **thunder\nhawk** named *Crack* or *Boom:* HD 5 AC 4 1d8/1d8 MV 24 ML 10 XP 300, flying.\n\nHis priests keep one hundred **temple guards:** HD 1 AC 6 1d6 MV 12 ML 9 XP 10.",
			[]wantBlock{{"thunder hawk", "4", "5"}, {"temple guards", "6", "1"}}},
		{"bold in lore, ose", "## Patrons\nThe Lady of Wells may send a **water weird** to a faithful servant: AC 4 [15], HD 3+3 (16hp), Att 1 × grab (drown), MV 120' (40'), ML 12.",
			[]wantBlock{{"water weird", "4 [15]", "3+3 (16hp)"}}},
		{"table rows with stats, list", "d6 Encounters on the Heath\n1 2d4 slow, starving wolves, howling at dusk HD 2 AC 7 1d6 MV 18 ML 8 XP 20\n2 1d3 hill giants with a cart of stones HD 8 AC 4 2d8 MV 12 ML 9 XP 650\n3 1 ogre with a club HD 4+1 AC 5 1d10 MV 9 ML 10 XP 125",
			[]wantBlock{{"starving wolves", "7", "2"}, {"hill giants", "4", "8"}, {"ogre", "5", "4+1"}}},
		{"table rows with stats, tsr commas", "Wandering Monsters (roll 1d4)\n1. 3d4 goblins looking for loot (AC 6, HD 1-1, #AT 1, D 1-6, MV 90', ML 7)\n2. 2d6 giant rats, starving (AC 7, HD 1/2, #AT 1, D 1-3, MV 120', ML 8)",
			[]wantBlock{{"goblins", "6", "1-1"}, {"giant rats", "7", "1/2"}}},
		{"bestiary entry with a description, ose", "### Monsters\n**Moth Queen**\nAn enormous moth whose wings shed a glittering dust.\nAC 4 [15], HD 6* (27hp), Att 2 × claw (1d6), THAC0 14 [+5], MV 150' (50') flying,\nML 9, AL Chaotic, XP 725\n**Silk Ghost**\nA weeping shade of an old merchant.\nAC 3 [16], HD 4* (18hp), Att 1 × touch (1d6), MV 90' (30'), ML 10",
			[]wantBlock{{"Moth Queen", "4 [15]", "6* (27hp)"}, {"Silk Ghost", "3 [16]", "4* (18hp)"}}},
		{"bestiary entry with a description of two sentences over two lines, ose", "### Bestiary\n**Goblin**\nSmall, grotesque humanoids with pallid skin and glowing red eyes. They\ndwell underground and hate the sun.\nAC 6 [13], HD 1-1 (3hp), Att 1 × weapon (1d6), THAC0 19 [0], MV 60' (20'), SV D14 W15 P16 B17 S18 (NH),\nML 7, AL Chaotic, XP 5\n**Gnoll**\nHyena-headed humanoids. They raid in packs.\nAC 5 [14], HD 2 (9hp), Att 1 × weapon (2d4), THAC0 18 [+1], MV 90' (30'), ML 8",
			[]wantBlock{{"Goblin", "6 [13]", "1-1 (3hp)"}, {"Gnoll", "5 [14]", "2 (9hp)"}}},
		{"bestiary entry with a description of two sentences, basic fantasy", "## New Monsters\n### Fen Toad\nA toad the size of a pony. It lurks in reeds and swallows\nsheep whole.\nArmor Class: 13\nHit Dice: 3\nNo. of Attacks: 1 bite\nDamage: 1d8\nMovement: 30'\nXP: 145",
			[]wantBlock{{"Fen Toad", "13", "3"}}},
		{"bestiary entry with a description, basic fantasy", "## New Monsters\n### Bog Hound\nA hairless dog that hunts by smell.\nArmor Class: 14\nHit Dice: 2\nNo. of Attacks: 1 bite\nDamage: 1d6\nMovement: 50'\nXP: 75",
			[]wantBlock{{"Bog Hound", "14", "2"}}},
		{"monster manual block, 1e", "### NEW MONSTERS\n**DROWNED FRIAR**\nFREQUENCY: Very rare\nNO. APPEARING: 1\nARMOR CLASS: 5\nMOVE: 6\"\nHIT DICE: 4\nTREASURE TYPE: B\nALIGNMENT: Chaotic evil\nA drowned friar is the corpse of a holy man.",
			[]wantBlock{{"DROWNED FRIAR", "5", "4"}}},
		{"monster manual block, rulebook", "Creatures of the Fen\n\nMarsh Troll\nNo. Appearing: 1d4 (1d8)\nMovement: 120' (40')\nArmor Class: 4\nHit Dice: 6+3\nTreasure Type: D\nTrolls of the fen are green and slick.",
			[]wantBlock{{"Marsh Troll", "4", "6+3"}}},
		{"a named stat line right under a wandering table, swords & wizardry", "Roll 1d10 each hour.\n\n| **d10** | **Encounter** |\n| --- | --- |\n| 1–2 | 1d6 giant rats |\n| 3 | 1d4 smugglers with lanterns |\n\n*Smugglers:* HD 1; AC 7 [12]; Atk 1 weapon (1d6); Move 12;\nSave 17; AL N; CL/XP 1/15.\n## Into the Crypt",
			[]wantBlock{{"Smugglers", "7 [12]", "1"}}},
		{"a named stat line right under a wandering table, ose", "| d6 | Wandering Monsters |\n| --- | --- |\n| 1–3 | 2d4 bandits |\n| 4–6 | 1 marsh hag |\n**Marsh hag:** AC 4 [15], HD 5 (22hp), Att 2 × claw (1d6), THAC0 15 [+4], MV 120' (40'), ML 9, AL Chaotic, XP 175",
			[]wantBlock{{"Marsh hag", "4 [15]", "5 (22hp)"}}},
		{"bold name and a dash, zine", "**[3] Pantry**\nShelves of rotten cheese. Two giant rats gnaw at a sack.\n**Giant rat** — HD 1/2, HP 3, AC 12, ATK bite 1d3, MV\n40ft, ML 6\n**[4] Cold room**\nIce hangs from the ceiling.",
			[]wantBlock{{"Giant rat", "12", "1/2"}}},
		{"bold name and a dash, b/x", "Moldering Shrine\n\nA cultist kneels at the altar.\n**Cultist** – AC 7, HD 1, hp 5, #AT 1 dagger, MV 120', ML 7\n\nThe altar hides a trapdoor.",
			[]wantBlock{{"Cultist", "7", "1"}}},
		{"labelled line under a bold name, zine", "### In the back\nAsh moths nest in the chimney.\n**Ash moth**\nHP 6 DEF 14 ATK sting (d4) MV fly 40ft MOR 6\nA grey moth as big as a hat. Smoke drives it off.\n**Tallow golem**\nHP 22 DEF 12 ATK fist (d10) MV 20ft MOR 12\nA lump of candle fat shaped like a man.",
			[]wantBlock{{"Ash moth", "14", ""}, {"Tallow golem", "12", ""}}},
		{"labelled line under a heading, compact", "## Bestiary\n### Grave Hound\nHP 15, DEF 13, ATK bite (d8), MV 50', MOR 9\nA hairless hound that follows the sexton.",
			[]wantBlock{{"Grave Hound", "13", ""}}},
		{"named lines with a count in dice, labyrinth lord", "### Creatures of the Wolds\nThe following creatures are met on the tables above.\nCrab spiders (1d4): AL N, MV 120' (40'), AC 7, HD 2*, #AT 1, D 1d8 + poison, SV F1, ML 7, XP 25\nGiant hawks (1d3): AL N, MV 30' (10'), fly 450' (150'), AC 6, HD 3+3, #AT 1, D 1d6, SV F2, ML 8, XP 50",
			[]wantBlock{{"Crab spiders", "7", "2*"}, {"Giant hawks", "6", "3+3"}}},
		{"named lines with a count in dice, ose", "## Wandering Monsters\nGoblins (2d4): AC 6 [13], HD 1-1 (3hp), Att 1 × weapon (1d6), THAC0 19 [0], MV 60' (20'), ML 7\nWolves (3d6): AC 7 [12], HD 2+2 (11hp), Att 1 × bite (1d6), THAC0 17 [+2], MV 180' (60'), ML 8",
			[]wantBlock{{"Goblins", "6 [13]", "1-1 (3hp)"}, {"Wolves", "7 [12]", "2+2 (11hp)"}}},
		{"named line led by alignment in an area, labyrinth lord", "3. Den. The gnolls sleep on straw.\nGnolls (3): AL C, MV 90' (30'), AC 5, HD 2, #AT 1, D 2d4, SV F2, ML 8, XP 20",
			[]wantBlock{{"Gnolls", "5", "2"}}},
		{"named line of an individual, labyrinth lord", "Sir Odo Rook (F4): AL C, MV 90' (30'), AC 2, hp 27, #AT 1, D 1d8+1, SV F4, ML 10, XP 190. He wears plate.",
			[]wantBlock{{"Sir Odo Rook", "2", "F4"}}},
		{"named line of an individual, class in three letters, b/x", "Sir Odo Rook (Ftr 4): AC 2, hp 27, #AT 1, D 1d8+1, ML 10, XP 190. He wears plate.",
			[]wantBlock{{"Sir Odo Rook", "2", "Ftr 4"}}},
		{"named line of an individual, class after the colon, ose", "Mirela: M-U 5, AC 9 [10], HP 12, Att 1 × dagger (1d4), ML 8, AL Neutral\nShe brews poisons.",
			[]wantBlock{{"Mirela", "9 [10]", "M-U 5"}}},
		{"stats in brackets, class in three letters, tsr", "Brother Aldo (Clr 3; AC 5, hp 14, #AT 1, D 1d6, ML 9) tends the lamps.",
			[]wantBlock{{"Brother Aldo", "5", "Clr 3"}}},
		{"named line, swords & wizardry", "Bandits (4): HD 2; AC 7[12]; Atk 1 weapon (1d8); Move 12; Save 16; AL C; CL/XP 2/30",
			[]wantBlock{{"Bandits", "7[12]", "2"}}},
		{"named line, zine", "Crypt hound: HP 15 DEF 13 ATK bite (d8) MV 50ft MOR 9",
			[]wantBlock{{"Crypt hound", "13", ""}}},
		{"name line over its block, ose", "### Bestiary\nGoblin\nAC 6 [13], HD 1 (4hp), Att 1 × weapon (1d6), THAC0 19 [0], MV 120' (40'), SV D12 W13 P14 B15 S16 (1), ML 8, AL Chaotic, XP 10, NA 2d4 (1d6), TT C\nWolf\nAC 7 [12], HD 2+2 (11hp), Att 1 × bite (1d6), THAC0 17 [+2], MV 180' (60'), SV D12 W13 P14 B15 S16 (1), ML 8, AL Neutral, XP 25",
			[]wantBlock{{"Goblin", "6 [13]", "1 (4hp)"}, {"Wolf", "7 [12]", "2+2 (11hp)"}}},
		{"name line over its block, basic fantasy", "Goblin (4)\nArmor Class: 14\nHit Dice: 1-1\nNo. of Attacks: 1 weapon\nDamage: 1d6 or by weapon\nMovement: 20'\nSave As: Fighter: 1\nMorale: 7\nXP: 10",
			[]wantBlock{{"Goblin", "14", "1-1"}}},
		{"stats in brackets after a count in brackets, b/x", "### Wandering Monsters\n| d4 | Encounter |\n| 1 | Goblins (1d6) |\n| 2 | Gnolls (1d4) |\n\n**Goblins (3)** (AC 6, HD 1-1 (5, 4, 3 hp), #AT 1, D 1-6, MV 60' (20'), Save NM, ML 7, AL C, XP 5)\n\n**Gnolls (2)** (AC 5, HD 2 (9, 7 hp), #AT 1, D 2-8, MV 90' (30'), Save F2, ML 8)",
			[]wantBlock{{"Goblins", "6", "1-1 (5, 4, 3 hp)"}, {"Gnolls", "5", "2 (9, 7 hp)"}}},
		{"stats in brackets after a count in brackets, labyrinth lord", "The hill is bare. Gnolls (3) (AL C, MV 90' (30'), AC 5, HD 2, #AT 1, DM 2d4, SV F2, ML 8, XP 20) camp on its top.",
			[]wantBlock{{"Gnolls", "5", "2"}}},
		{"hit points after the name before a full stop, ose", "Goblins (4): hp 5, 4, 4, 3. AC 6 [13], HD 1-1, Att 1 × weapon (1d6), THAC0 19 [0], MV 60' (20'), ML 7\n\nWolves (2): hp 9, 7. AC 7 [12], HD 2+2, Att 1 × bite (1d6), MV 180' (60'), ML 8",
			[]wantBlock{{"Goblins", "6 [13]", "1-1"}, {"Wolves", "7 [12]", "2+2"}}},
		{"hit points after the name before a full stop, b/x", "Bandits (3): hp 6, 5, 2. AC 6, HD 1, #AT 1, D 1-6, MV 120' (40'), Save T1, ML 8.",
			[]wantBlock{{"Bandits", "6", "1"}}},
		{"stats in brackets after a count, tsr b/x", "5. Guard room. 4 goblins (AC 6, HD 1-1, hp 4, 3, 3, 2, #AT 1, D 1-6, MV 90' (30'), Save NM, ML 7, AL C) play at dice.",
			[]wantBlock{{"goblins", "6", "1-1"}}},
		{"stats in brackets after a name, becmi", "6. Barracks. An Orc (AC 6; HD 1; hp 5; MV 120'(40'); #AT 1 weapon; D 1d6; Save F1; ML 8; AL C; XP 10) sleeps here.",
			[]wantBlock{{"Orc", "6", "1"}}},
		{"stats in brackets, tsr", "Mother Hesk (C3, hp 14, AC 5, AL L) keeps the shrine with two acolytes (C1, hp 5, 4, AC 6, AL L). Brannoc the smith (F2, hp 15, AC 8, AL N) mends arms. His mastiff Grip (AC 7, HD 1+1, hp 7, MV 120') growls.",
			[]wantBlock{{"Mother Hesk", "5", "C3"}, {"acolytes", "6", "C1"}, {"Brannoc", "8", "F2"}, {"Grip", "7", "1+1"}}},
		{"stats in brackets after a level in words, b/x", "Mirela, a 5th level magic-user (AC 9, hp 12, #AT 1 dagger, D 1-4, ML 8, XP 300), studies the papers.",
			[]wantBlock{{"Mirela", "9", "5th level magic-user"}}},
		{"stats in brackets after a level in words, basic fantasy", "The bandit chief, Gerd Hollow, 3rd level fighter (Armor Class 15, hp 19, Attacks 1 sword, Damage 1d8+1, Morale 9, XP 145), sleeps on the bales.",
			[]wantBlock{{"Gerd Hollow", "15", "3rd level fighter"}}},
		{"stats in brackets after a copula, b/x", "Shepherds and woodcutters are normal humans (AC 9, HD 1/2, 1d4 hp, D 1d4). They trade news for food.",
			[]wantBlock{{"normal humans", "9", "1/2"}}},
		{"stats in brackets after a copula, ose", "The wardens of the moor were wolves (AC 7 [12], HD 2 (9hp), Att 1 × bite (1d6), ML 8) once.",
			[]wantBlock{{"wolves", "7 [12]", "2 (9hp)"}}},
		{"stats in brackets, 1e", "Brother Malk, a 4th level cleric (AC 4, MV 9\", hp 19, #AT 1, D 2-7, AL NE), sits at the desk. The barrow-wight (AC 5, HD 3, hp 16, MV 90', #AT 1, D 1d4) walks at night. Old Jory the eel-man (hp 4, AC 9) hides the girl.",
			[]wantBlock{{"Brother Malk", "4", "4th level cleric"}, {"barrow-wight", "5", "3"}, {"Old Jory", "9", ""}}},
	} {
		page := requests.Page{Number: 7, Text: tc.text}
		var s requests.Survey
		decode(t, built(t)(requests.BuildSurveyRequest(1, []requests.Page{page}, requests.Settings{})), &s)
		var listed []string
		for _, b := range s.StatBlocks {
			listed = append(listed, b.Name)
		}
		for _, w := range tc.want {
			if !slices.Contains(listed, w.name) {
				t.Errorf("%s: survey lists %q, want %q among them", tc.name, listed, w.name)
			}
			var ans requests.StatblockAnswer
			decode(t, built(t)(requests.BuildStatblockRequest(requests.Creature{Canonical: titleCase(w.name), Printed: []string{w.name}}, []requests.Page{page}, requests.Settings{})), &ans)
			if ans.NotPrinted || ans.StatBlock.AC != w.ac || ans.StatBlock.HD != w.hd {
				t.Errorf("%s: stat block of %q = AC %q HD %q (not printed %v), want AC %q HD %q", tc.name, w.name, ans.StatBlock.AC, ans.StatBlock.HD, ans.NotPrinted, w.ac, w.hd)
			}
		}
	}
}

// TestProseBeforeBracketsIsNoCreature: a bold run that opens its line (a
// key, a label), a phrase of prose before a bracket, the noun before a
// bracket that names its own creature, a word before a count set off
// by a comma, and a verb before a bracket (a participle after a
// conjunction or alone between commas, a verb after "to" or after a modal
// verb: "may attack", "will be attacked") name no creature, in two printed
// styles.
func TestProseBeforeBracketsIsNoCreature(t *testing.T) {
	for _, text := range []string{
		"**GUARD POST** Four orcs (AC 6, HD 1, #AT 1, D 1d6) play dice here.",
		"**12. Barracks.** The goblins live here (AC 6 [13], HD 1-1, MV 60' (20')).",
		"Two bandits lounge on the sacks (Bandits (2): AC 6, HD 1, #AT 1, D 1d6, ML 8).",
		"Inside, 6 giant leeches (HD 1; AC 7 [12]; Atk bite (1d4); Move 3) lurk in the mud.",
		"The bronze idol, if touched (AC 2, HD 5, #AT 1, D 1d8, MV 60' (20'), ML 12), strikes at the thief.",
		"The statue comes to life when disturbed (AC 4 [15], HD 5 (22hp), Att 1 × fist (1d8), MV 60' (20'), ML 12).",
		"The idol, touched (AC 2, HD 5, #AT 1, D 1d8, ML 12), wakes.",
		"A bell rings and the dead begin to stir (AC 7 [12], HD 2 (9hp), Att 1 × claw (1d6), ML 12).",
		"If the nest is disturbed, the rats may attack (AC 7, HD 1/2, #AT 1, D 1d3, MV 120' (40'), ML 8).",
		"Anyone who opens the coffin will be attacked (AC 5 [14], HD 3 (13hp), Att 1 × claw (1d6), ML 12).",
	} {
		var s requests.Survey
		decode(t, built(t)(requests.BuildSurveyRequest(1, []requests.Page{{Number: 2, Text: text}}, requests.Settings{})), &s)
		for _, b := range s.StatBlocks {
			if slices.Contains([]string{"GUARD POST", "12. Barracks.", "here", "live here", "sacks", "Inside", "touched", "disturbed", "stir", "begin to stir", "rats may attack", "may attack", "attack", "will be attacked", "be attacked", "attacked"}, b.Name) {
				t.Errorf("%q: survey lists %q as a creature", text, b.Name)
			}
		}
	}
}

// TestStatBlockPrintedTwice completes a creature's stat block printed
// twice, in its area and in the appendix, each giving fields the other
// does not, in two printed styles.
func TestStatBlockPrintedTwice(t *testing.T) {
	for _, tc := range []struct{ name, text, hp, tt string }{
		{"1e", "A drowned friar (AC 5, MV 6\", HD 4, hp 22, #AT 1, D 1-10, AL CE) lies under the water.\n\n### NEW MONSTERS\n**DROWNED FRIAR**\nNO. APPEARING: 1\nARMOR CLASS: 5\nHIT DICE: 4\nTREASURE TYPE: B\nA drowned friar is a corpse.", "22", "B"},
		{"ose", "**Salt Beetle:** AC 4 [15], HD 1+1 (6hp), MV 90' (30').\n\n### Monsters\n**Salt Beetle**\nAC 4 [15], HD 1+1, Att 1 × bite (1d4), TT C", "", "C"},
	} {
		var ans requests.StatblockAnswer
		page := requests.Page{Number: 5, Text: tc.text}
		decode(t, built(t)(requests.BuildStatblockRequest(requests.Creature{Canonical: "Drowned Friar", Printed: []string{"drowned friar", "Salt Beetle"}}, []requests.Page{page}, requests.Settings{})), &ans)
		if ans.StatBlock.HP != tc.hp || ans.StatBlock.TreasureType != tc.tt {
			t.Errorf("%s: hp %q TT %q, want %q %q (raw %q)", tc.name, ans.StatBlock.HP, ans.StatBlock.TreasureType, tc.hp, tc.tt, ans.StatBlock.Raw)
		}
	}
}

// TestStatColumnTables reads the rows of a table with stat columns as
// stat blocks, in two printed styles: a roster of NPCs with one label a
// column, and a TSR wandering table whose text layer joined columns ("No.
// AC" over "1d4 6"); a table of prices has no stat columns.
func TestStatColumnTables(t *testing.T) {
	for _, tc := range []statOutsideAreas{
		{"roster", "### The Watch\n| Name | AC | HD | hp | ML |\n| --- | --- | --- | --- | --- |\n| Sergeant Vell | 4 | 3 | 17 | 9 |\n| Watchman | 7 | 1 | 5 | 7 |",
			[]wantBlock{{"Sergeant Vell", "4", "3"}, {"Watchman", "7", "1"}}},
		{"tsr wandering table", "| d6 Monster | No. AC | HD hp | MV |\n| --- | --- | --- | --- |\n| 1-3 Bandit | 1d4 6 | 1 5 | 120' (40') |\n| 4-6 Giant rat | 2d4 7 | 1/2 2 | 120' (40') |",
			[]wantBlock{{"Bandit", "6", "1"}, {"Giant rat", "7", "1/2"}}},
	} {
		page := requests.Page{Number: 3, Text: tc.text}
		var s requests.Survey
		decode(t, built(t)(requests.BuildSurveyRequest(1, []requests.Page{page}, requests.Settings{})), &s)
		var listed []string
		for _, b := range s.StatBlocks {
			listed = append(listed, b.Name)
		}
		for _, w := range tc.want {
			if !slices.Contains(listed, w.name) {
				t.Errorf("%s: survey lists %q, want %q among them", tc.name, listed, w.name)
			}
			ans := askBlock(t, w.name, []requests.Page{page})
			if ans.StatBlock.AC != w.ac || ans.StatBlock.HD != w.hd {
				t.Errorf("%s: stat block of %q = AC %q HD %q, want %q %q", tc.name, w.name, ans.StatBlock.AC, ans.StatBlock.HD, w.ac, w.hd)
			}
		}
	}
	var s requests.Survey
	decode(t, built(t)(requests.BuildSurveyRequest(1, []requests.Page{{Number: 3, Text: "| Item | Cost | Weight |\n| --- | --- | --- |\n| Rope | 1 gp | 5 |"}}, requests.Settings{})), &s)
	if len(s.StatBlocks) != 0 {
		t.Errorf("a price list gave stat blocks %+v", s.StatBlocks)
	}
}

// TestStatLineEndsAtBoldLine: a stat line led by a bold name and a dash,
// broken over two lines, ends before the bold line that follows it (the
// next key, the next name), in two printed styles.
func TestStatLineEndsAtBoldLine(t *testing.T) {
	for _, tc := range []struct{ text, name, raw string }{
		{"**[3] Pantry**\nTwo giant rats gnaw at a sack.\n**Giant rat** — HD 1/2, HP 3, AC 12, ATK bite 1d3, MV\n40ft, ML 6\n**[4] Cold room**\nIce hangs from the ceiling.",
			"Giant rat", "Giant rat — HD 1/2, HP 3, AC 12, ATK bite 1d3, MV 40ft, ML 6"},
		{"A cultist kneels at the altar.\n**Cultist** – AC 7, HD 1, hp 5, #AT 1 dagger, MV 120',\nML 7\n**Acolyte** – AC 9, HD 1/2, hp 2, MV 120', ML 6",
			"Cultist", "Cultist – AC 7, HD 1, hp 5, #AT 1 dagger, MV 120', ML 7"},
	} {
		pages := []requests.Page{{Number: 1, Text: tc.text}}
		bs := printedBlocks(pages, body(linesOf(pages)))
		if i := slices.IndexFunc(bs, func(b printedBlock) bool { return b.name == tc.name }); i < 0 || bs[i].raw != tc.raw {
			t.Errorf("blocks of %q = %+v, want %q with raw %q", tc.text, bs, tc.name, tc.raw)
		}
	}
}

// TestLabelLegendIsNoStatBlock: a legend of the stat labels under a
// heading ("Stats are short: HD (hit dice), AC (armour class)") names
// labels, not a creature's stats, so the heading is no creature, in two
// printed styles.
func TestLabelLegendIsNoStatBlock(t *testing.T) {
	for _, text := range []string{
		"### Running the crypt\nStats are short: HD (hit dice), HP (hit points), AC (ascending armour class), ATK (attacks and damage), MV (move), ML (morale).",
		"USING THIS BOOK\nStat lines: AC (armour class), HD (hit dice), #AT (attacks), D (damage), MV (movement), ML (morale), AL (alignment).",
	} {
		pages := []requests.Page{{Number: 2, Text: text}}
		if bs := printedBlocks(pages, body(linesOf(pages))); len(bs) > 0 {
			t.Errorf("%q: stat blocks %+v, want none", text, bs)
		}
	}
}

// TestStatLineEndsAtKey: a stat line whose last label has no value ends
// before the key line under it, titled as a heading (see keyAfterLabel),
// whose number is no value of that label (morale stays empty), in two
// printed styles.
func TestStatLineEndsAtKey(t *testing.T) {
	for _, tc := range []struct{ name, text, ac string }{
		{"Gnolls", "3. Den. The gnolls sleep.\nGnolls (3): AL C, MV 90' (30'), AC 5, HD 2, #AT 1, D 2d4, SV F2, ML\n12. Guard Room. Four orcs play dice.", "5"},
		{"Skeletons", "Skeletons: AC 7, HD 1, #AT 1, D 1d6, MV 60', ML\n12 Guard Room\nFour orcs play dice.", "7"},
		{"Orc", "Orc\nAC 6 [13], HD 1 (4hp), Att 1 × weapon (1d6), MV 120' (40'), ML\n12. GUARD ROOM. Four orcs play dice.", "6 [13]"},
	} {
		ans := askBlock(t, tc.name, []requests.Page{{Number: 4, Text: tc.text}})
		if ans.StatBlock.AC != tc.ac || ans.StatBlock.Morale != "" || strings.Contains(ans.StatBlock.Raw, "Guard") {
			t.Errorf("%s: AC %q, morale %q, raw %q; want AC %q, no morale, the key left out", tc.name, ans.StatBlock.AC, ans.StatBlock.Morale, ans.StatBlock.Raw, tc.ac)
		}
	}
}

// TestContinuedGridIsOneTable: a table printed as two grids, the second
// carrying on its columns for the same rows, is read as one, in a TSR
// style (joined columns) and an OSE style (a cell a column): one
// wandering table with the first grid's rows, and stat blocks with the
// second grid's stats too.
func TestContinuedGridIsOneTable(t *testing.T) {
	for _, tc := range []struct {
		name, text   string
		rows         int
		creature, ml string
	}{
		{"tsr", "### Wandering Monsters\n\n| d6 Monster | No. AC | HD hp | MV |\n| --- | --- | --- | --- |\n| 1-3 Bandit | 1d4 6 | 1 5 | 120' (40') |\n| 4-6 Giant rat | 2d4 7 | 1/2 2 | 120' (40') |\n\n| #AT D | Save ML |\n| --- | --- |\n| 1 1d6 | T1 8 |\n| 1 1d3 | NM 7 |",
			2, "Giant rat", "7"},
		{"ose", "**Wandering Monsters**\n\n| d4 | Monster | Number |\n|---|---|---|\n| 1 | Goblin | 2d4 |\n| 2 | Skeleton | 1d6 |\n| 3 | Ghoul | 1d3 |\n| 4 | Troll | 1 |\n\n| AC | HD | MV | ML |\n|---|---|---|---|\n| 6 [13] | 1-1 | 60' (20') | 7 |\n| 7 [12] | 1 | 60' (20') | 12 |\n| 6 [13] | 2* | 90' (30') | 9 |\n| 4 [15] | 6+3* | 120' (40') | 10 |",
			4, "Troll", "10"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			page := requests.Page{Number: 2, Text: tc.text}
			w := wandering([]requests.Page{page})
			if len(w.Tables) != 1 || len(w.Tables[0].Entries) != tc.rows {
				t.Errorf("tables = %+v, want one of %d rows", w.Tables, tc.rows)
			}
			ans := askBlock(t, tc.creature, []requests.Page{page})
			if ans.StatBlock.Morale != tc.ml {
				t.Errorf("stat block of %s = %+v, want morale %s from the second grid", tc.creature, ans.StatBlock, tc.ml)
			}
		})
	}
}

// TestGridHeaderNamesNoCreature: the header cells of a grid set in bold
// ("| **Die Wandering Monster** | **No.** | **AC** | **HD** | …") are
// column labels, not a creature named in a sentence before its stat line
// ("AC" over "HD #AT D MV Save ML"), in a TSR style (joined columns) and
// an OSE style (a cell a column); a bold name in a sentence still is.
func TestGridHeaderNamesNoCreature(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"**Level 2**\n\n| **Die Wandering Monster** | **No.** | **AC** | **HD** | **#AT** | **D** | **MV** | **Save** | **ML** |\n| --- | --- | --- | --- | --- | --- | --- | --- | --- |\n| 1 Gnolls | 1-6 | 5 | 2 | 1 | 2-8 | 90' | F2 | 8 |\n| 2 Hobgoblins | 1-6 | 6 | 1+1 | 1 | 1-8 | 90' | F1 | 8 |", ""},
		{"| **d6** | **Encounter** | **AC** | **HD** | **Att** | **MV** | **ML** |\n| --- | --- | --- | --- | --- | --- | --- |\n| 1 | Goblin | 6 [13] | 1-1 | 1 × weapon (1d6) | 60' (20') | 7 |\n| 2 | Bandit | 6 [13] | 1 | 1 × weapon (1d6) | 120' (40') | 8 |", ""},
		{"The hall is dark. Here a **troll** waits: HD 6 AC 4 2d6 MV 12. It hates light.", "troll"},
	} {
		var names []string
		for _, b := range boldBlocks(tc.text) {
			names = append(names, b.name)
		}
		if want := slices.DeleteFunc([]string{tc.want}, func(s string) bool { return s == "" }); !slices.Equal(names, want) {
			t.Errorf("%q: bold names %q, want %q", tc.text, names, want)
		}
	}
}

// TestBlockOverAPageBreak: a bestiary block that runs over a page break
// is listed by the survey on both pages, so its stat block request reads
// the fields printed after the break (treasure type and XP were lost), in
// a Basic Fantasy block of one label a line and an OSE block wrapped over
// lines.
func TestBlockOverAPageBreak(t *testing.T) {
	for _, tc := range []struct {
		name         string
		first, after string
		creature     string
	}{
		{"basic fantasy", "## New Monsters\n**Bugbear**\nArmor Class: 14\nHit Dice: 3+1\nNo. of Attacks: 1\nDamage: 2d4\nMovement: 30'\nSave As: Fighter: 3\nMorale: 9",
			"Treasure Type: B\nXP: 50\n\n**Owlbear**\nArmor Class: 14\nHit Dice: 5\nXP: 175", "Bugbear"},
		{"ose", "## Bestiary\n**Marsh Hag**\nAC 4 [15], HD 5 (22hp), Att 2 × claw (1d6), THAC0 15 [+4],\nMV 120' (40'), SV D10 W11 P12 B13 S14 (5),",
			"ML 9, AL Chaotic, XP 175, NA 1 (1), TT C\n\n**Reed Snake**\nAC 6 [13], HD 1 (4hp), Att 1 × bite (1d4), MV 90' (30')", "Marsh Hag"},
	} {
		pages := []requests.Page{{Number: 4, Text: tc.first}, {Number: 5, Text: tc.after}}
		var s requests.Survey
		decode(t, built(t)(requests.BuildSurveyRequest(1, pages, requests.Settings{})), &s)
		i := slices.IndexFunc(s.StatBlocks, func(b requests.PrintedStatBlock) bool { return b.Name == tc.creature })
		if i < 0 {
			t.Errorf("%s: survey lists %+v, want %q", tc.name, s.StatBlocks, tc.creature)
			continue
		}
		if got := s.StatBlocks[i].Pages; !slices.Equal(got, []int{4, 5}) {
			t.Errorf("%s: %s listed on pages %v, want [4 5]", tc.name, tc.creature, got)
		}
	}
}

// TestSectionHeadingOverKeysNamesNoCreature pins that a section heading
// over run-in keyed areas names no creature when a stat line wraps in the
// areas under it: the label line that carries the stat line on belongs to
// the area's creature ("Skeleton: HD 1;" / "AC 8[11]; ..."), not to the
// heading two keys above it, in a Swords & Wizardry style and an OSE style.
func TestSectionHeadingOverKeysNamesNoCreature(t *testing.T) {
	for name, text := range map[string]string{
		"swords & wizardry": "### The Tomb\n**1. Gate.** Bronze doors, green with age, stand ajar.\n**2. Hall of Urns.** Urns line the walls. 4 skeletons stand among them. Skeleton: HD 1;\nAC 8[11]; Atk weapon (1d6); Move 12; Save 17; AL C; CL/XP 1/15.\n**3. Crypt.** Empty.",
		"ose":               "### Level 1: The Cellars\n**1. Stair.** Worn steps lead down into the dark.\n**2. Wine Cellar.** Racks of empty bottles. Three giant rats (AC 7 [12],\nHD 1/2 (2hp), Att 1 × bite (1d3), MV 120' (40'), ML 8, XP 5) nest here.\n**3. Well.** A dry well.",
	} {
		var s requests.Survey
		decode(t, built(t)(requests.BuildSurveyRequest(1, []requests.Page{{Number: 1, Text: text}}, requests.Settings{})), &s)
		for _, b := range s.StatBlocks {
			if strings.HasPrefix(text, "### "+b.Name+"\n") {
				t.Errorf("%s: the section heading %q is read as a creature's name", name, b.Name)
			}
		}
	}
}

// TestIndividualsKindBeforeTheColon pins that an appendix stat line opened
// by an individual's name and its kind, in brackets or after a comma,
// before the colon ("Skarr (hobgoblin): AC 6 [13], ...", "Mother Grue,
// old hag: HD 5; AC 3[16]; ...") is that individual's block, in an OSE
// and a Swords & Wizardry style.
func TestIndividualsKindBeforeTheColon(t *testing.T) {
	for name, c := range map[string]struct{ text, who, ac string }{
		"OSE, kind in brackets":   {"## Appendix: Monsters\n**Skarr (hobgoblin):** AC 6 [13], HD 1+1 (11hp), Att 1 × weapon (1d8), MV 90' (30'), ML 8, XP 15.", "Skarr", "6 [13]"},
		"OSE, kind after a comma": {"## Appendix: Monsters\n**Vorn, bugbear chief:** AC 5 [14], HD 3+1 (16hp), Att 1 × morningstar (2d4), MV 90' (30'), ML 9, XP 75.", "Vorn", "5 [14]"},
		"S&W, kind after a comma": {"## New Monsters\nMother Grue, old hag: HD 5; AC 3[16]; Atk 2 claws (1d6); Move 9; Save 10; CL/XP 6/400.", "Mother Grue", "3[16]"},
	} {
		pages := []requests.Page{{Number: 1, Text: c.text}}
		blocks := blocksNamed(printedBlocks(pages, body(linesOf(pages))), []string{c.who})
		if len(blocks) != 1 {
			t.Errorf("%s: %d blocks named %q, want 1", name, len(blocks), c.who)
			continue
		}
		if sb := statblock.Parse(blocks[0].raw); sb.AC != c.ac {
			t.Errorf("%s: AC %q, want %q (raw %q)", name, sb.AC, c.ac, blocks[0].raw)
		}
	}
}

// TestDescribedEntries: a bestiary entry run in by its name and a colon,
// a sentence or two of description, then its stat line, is that
// creature's block, in an OSE-like appendix set with bullets (the entry's
// name may follow the last entry's tail and a bullet on one line) and a
// zine's plain entries; a note between with labels of its own breaks the
// entry.
func TestDescribedEntries(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		want       map[string]string // creature: its block's AC and morale
	}{
		{"OSE-like, bullets", "## Bestiary\n■ **Cave Locust:** A grey locust as big as a dog. AC 6 [13], HD 2 (9hp), Att 1 × bite (1d2), MV 60' (20'), ML 5, XP 20, NA 2d10, TT None ■ **Giant Leech:** A slimy worm as long as a man. It hides in mud. AC 7 [12], HD 6 (27hp), Att 1 × bite (1d6), MV 30' (10'), ML 10, XP 275",
			map[string]string{"Cave Locust": "6 [13] 5", "Giant Leech": "7 [12] 10"}},
		{"zine, plain, sentence case", "MONSTERS\nFen wolf: Lean grey wolves that hunt in packs. AC 7, HD 2, #AT 1 bite, D 1d6, MV 180' (60'), ML 8.\nBog Hag: An old woman of the marsh. She trades in curses. AC 4, HD 5*, #AT 2 claws, D 1d4/1d4, ML 9.",
			map[string]string{"Fen wolf": "7 8", "Bog Hag": "4 9"}},
		{"a note with labels between", "Giant Leech: A slimy worm. Note: AC 5 when it swims. AC 7, HD 6, ML 10.", map[string]string{"Giant Leech": " "}},
	} {
		pages := []requests.Page{{Number: 3, Text: tc.text}}
		for name, want := range tc.want {
			ans := askBlock(t, name, pages)
			if got := ans.StatBlock.AC + " " + ans.StatBlock.Morale; got != want {
				t.Errorf("%s: %s's block has AC and ML %q, want %q (%+v)", tc.name, name, got, want, ans.StatBlock)
			}
		}
	}
}

// TestStatLineAcrossInterleavedProse: a stat line left open at a comma
// goes on at the line, up to three lines on, that opens with a stat label,
// past lines of prose a page's layout reads between (a list or a
// paragraph of another column), in an OSE-like bestiary entry set with
// bullets and a TSR-like block under a heading; a short line between (a
// creature's name) ends the search.
func TestStatLineAcrossInterleavedProse(t *testing.T) {
	for _, tc := range []struct {
		name, text, creature, want string // want: its block's AC, HD and XP
	}{
		{"OSE-like entry", "### 7. The Pool\n*Black water fills the room.*\n\nTT C ■ **Giant Leech:** A slimy worm as long as a man. AC 7 [12],\n\n- **Loot:** A pouch holds 1d6 gp and a bone\nwhistle worth 4 gp.\n\nHD 6 (27hp), Att 1 × bite (1d6), THAC0 14 [+5], MV 30'\n\n(10'), SV D10 W11 P12 B13 S14 (3), ML 10, AL Neutral,\nXP 275, NA 1d4, TT C\n",
			"Giant Leech", "7 [12] 6 (27hp) 275"},
		{"TSR-like block", "MONSTERS\nGiant Leech: AC 7, HD 6,\nA pouch of 1d6 gp lies in its gut.\n#AT 1 bite, D 1d6, MV 30' (10'), Save F3, ML 10, AL N, XP 275\n",
			"Giant Leech", "7 6 275"},
		{"a name between", "Goblin: AC 6, HD 1,\nGiant Rat\nAC 7, HD 1/2, #AT 1 bite, D 1d3, XP 5\n", "Goblin", "6 1 "},
	} {
		ans := askBlock(t, tc.creature, []requests.Page{{Number: 3, Text: tc.text}})
		if sb := ans.StatBlock; sb.AC+" "+sb.HD+" "+sb.XP != tc.want {
			t.Errorf("%s: %s's block %+v, want AC, HD and XP %q", tc.name, tc.creature, sb, tc.want)
		}
	}
}
