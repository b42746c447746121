package offline

import (
	"slices"
	"strings"
	"testing"

	"github.com/scriptorium/scriptorium/requests"
)

// rows writes a table's entries as "range=entry (count)" strings.
func rows(t requests.WanderingTable) string {
	var out []string
	for _, e := range t.Entries {
		out = append(out, e.Range+"="+e.Entry+" ("+e.Count+")")
	}
	return t.Name + " " + t.Die + " [" + t.Frequency + "]: " + strings.Join(out, "; ")
}

// tablesOf runs the table segmentation step alone on one page of text and
// writes each table as rows does.
func tablesOf(text string) []string {
	var out []string
	for _, t := range wanderingTables(body(linesOf([]requests.Page{{Number: 1, Text: text}}))) {
		out = append(out, rows(t.WanderingTable))
	}
	return out
}

// TestTableSegmentation pins the table step on each print form, each in
// two printed styles or more: a grid, a list led by die values, a run-on
// sentence; and what is no encounter table.
func TestTableSegmentation(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		want       []string
	}{
		// Grids.
		{"grid: TSR stat columns the text layer joined, titled by the section heading, check die in the sentence",
			"The pass is watched.\n\n### WANDERING MONSTERS\nCheck every turn; a roll of 1 on 1d6 means an encounter.\n\n| **d10 Creature** | **No. AC** | **HD** | **Save ML** |\n| --- | --- | --- | --- |\n" +
				"| 1-4 Kobold | 2d4 7 | 1/2 | NM 6 |\n| 5-8 Stirge | 1d6 7 | 1 | F1 9 |\n| 9-10 Ogre | 1 5 | 4+1 | F4 10 |",
			[]string{"WANDERING MONSTERS d10 [Check every turn; a roll of 1 on 1d6 means an encounter]: 1-4=Kobold (2d4); 5-8=Stirge (1d6); 9-10=Ogre (1)"}},
		{"grid: the check printed in the section's lead, paragraphs over the grid",
			"The moor is bare.\n\n## Wandering Monsters\nCheck twice per day, at dawn and dusk.\n\nMonsters met on the moor are hungry and bold. They\nfollow the party for a mile before they attack.\n\n| d4 | Monster |\n|---|---|\n| 1-2 | 1d6 wolves |\n| 3-4 | 1 wyvern |",
			[]string{"Wandering Monsters d4 [Check twice per day, at dawn and dusk]: 1-2=1d6 wolves (1d6); 3-4=1 wyvern (1)"}},
		{"grid: one column each, a number-appearing column, no die printed",
			"## Random Encounters in the Fens\n\n| Roll | Encounter | No. Appearing | AC |\n|---|---|---|---|\n| 1-2 | Giant leeches | 1d4 | 8 |\n| 3-5 | Bog men | 2d6 | 7 |\n| 6 | Will-o'-wisp | 1 | -8 |",
			[]string{"Random Encounters in the Fens d6 []: 1-2=Giant leeches (1d4); 3-5=Bog men (2d6); 6=Will-o'-wisp (1)"}},
		{"grid: percentile, counts leading the entries",
			"| d% | Wandering Monster |\n|---|---|\n| 01-40 | 2d4 kobolds |\n| 41-80 | 1d6 stirges |\n| 81-00 | 1 ochre jelly |",
			[]string{"Wandering Monster d% []: 01-40=2d4 kobolds (2d4); 41-80=1d6 stirges (1d6); 81-00=1 ochre jelly (1)"}},

		{"grid: one result column by day and one by night",
			"The road runs east.\n\n### Random Encounters on the Road\n\n| d6 | Day | Night |\n|---|---|---|\n| 1-2 | 2d6 pilgrims | 1d4 ghouls |\n| 3-4 | 1d4 merchants | 2d4 wolves |\n| 5-6 | 1 knight | — |",
			[]string{"Random Encounters on the Road d6 []: 1-2=2d6 pilgrims (2d6); 3-4=1d4 merchants (1d4); 5-6=1 knight (1)",
				"Random Encounters on the Road d6 []: 1-2=1d4 ghouls (1d4); 3-4=2d4 wolves (2d4)"}},
		{"grid: one result column per terrain, the die implied",
			"The wilds are dangerous.\n\n**Table 3: Wilderness Encounters**\n\n| Roll | Forest | Hills | Swamp |\n|---|---|---|---|\n| 1 | Wolves (2d4) | Ogre | Lizard men (2d6) |\n| 2 | Elves (1d6) | Orcs (3d6) | Giant leeches (1d4) |\n| 3 | Bear | Hill giant | Black dragon |\n| 4 | Owlbear | Griffons (1d2) | Troll |",
			[]string{"Table 3: Wilderness Encounters d4 []: 1=Wolves (2d4) (2d4); 2=Elves (1d6) (1d6); 3=Bear (); 4=Owlbear ()",
				"Table 3: Wilderness Encounters d4 []: 1=Ogre (); 2=Orcs (3d6) (3d6); 3=Hill giant (); 4=Griffons (1d2) (1d2)",
				"Table 3: Wilderness Encounters d4 []: 1=Lizard men (2d6) (2d6); 2=Giant leeches (1d4) (1d4); 3=Black dragon (); 4=Troll ()"}},

		// Lists led by die values.
		{"list: OSE numbered rows under a heading, die in the lead sentence",
			"### Wandering Monsters\nRoll 1d4 every hour in the crypt:\n1. Skeletons (1d6)\n2. Ghoul (1)\n3. Giant centipedes (2d4)\n4. Nothing stirs",
			[]string{"Wandering Monsters 1d4 [Roll 1d4 every hour in the crypt]: 1=Skeletons (1d6) (1d6); 2=Ghoul (1) (1); 3=Giant centipedes (2d4) (2d4); 4=Nothing stirs ()"}},
		{"list: Basic Fantasy d% ranges, the check die first and the table die after",
			"### Wandering Monsters\nRoll 1d6 every 3 turns; on a 1, roll d% on this list.\n- 01–25 Bandits (2d4)\n- 26–60 Wolves (1d6)\n- 61–00 A hill giant",
			[]string{"Wandering Monsters d% [Roll 1d6 every 3 turns]: 01–25=Bandits (2d4) (2d4); 26–60=Wolves (1d6) (1d6); 61–00=A hill giant ()"}},
		{"list: column header read by OCR with a rule after the die",
			"The caves are damp and dark.\n\n## WANDERING MONSTERS\nRoll 1d6 each turn; on a 1 a monster comes. Roll 1d8 on the table below.\nd8___ Wandering monster\n1-3 1d6 cave bats\n4-6 1d4 troglodytes\n7-8 1 cave bear",
			[]string{"WANDERING MONSTERS d8 [Roll 1d6 each turn]: 1-3=1d6 cave bats (1d6); 4-6=1d4 troglodytes (1d4); 7-8=1 cave bear (1)"}},
		{"list: a bold column header under the section heading, percentile ranges",
			"The tower leans.\n\n### Wandering Monsters\nRoll d% each hour in the tower.\n\n**d% Encounter**\n- 01–30 1d4 cultists\n- 31–60 2d6 giant rats\n- 61–00 A gargoyle",
			[]string{"Wandering Monsters d% []: 01–30=1d4 cultists (1d4); 31–60=2d6 giant rats (2d6); 61–00=A gargoyle ()"}},
		{"list: percentile ranges under a d% heading",
			"The halls echo.\n\n## d% Wandering Monsters\n01–15 Goblins (2d4)\n16–70 Giant rats (3d6)\n71–00 A carrion crawler",
			[]string{"Wandering Monsters d% []: 01–15=Goblins (2d4) (2d4); 16–70=Giant rats (3d6) (3d6); 71–00=A carrion crawler ()"}},
		{"list: no die printed, the ranges imply it",
			"Random Encounters on the River\n1-2 Pike fishers (1d6)\n3-5 River trolls (1d2)\n6-8 A drowned knight",
			[]string{"Random Encounters on the River d8 []: 1-2=Pike fishers (1d6) (1d6); 3-5=River trolls (1d2) (1d2); 6-8=A drowned knight ()"}},
		{"list: 2d6 ranges imply 2d6",
			"Wandering Monsters\n2-4 Orc raiders (3d6)\n5-9 Goblins (2d6)\n10-12 An owlbear",
			[]string{"Wandering Monsters 2d6 []: 2-4=Orc raiders (3d6) (3d6); 5-9=Goblins (2d6) (2d6); 10-12=An owlbear ()"}},

		{"list: rows carried on after a column break until the die's faces are covered",
			"Wandering Monsters (d8)\n1 Goblins (2d4)\n2 Orcs (1d6)\n3 Giant rats\n4 Bats\n\n5 Ghouls (1d4)\n6 Wight\n7 Ogre\n8 Troll\n\n9 Nine men's morris is played here.",
			[]string{"Wandering Monsters d8 []: 1=Goblins (2d4) (2d4); 2=Orcs (1d6) (1d6); 3=Giant rats (); 4=Bats (); 5=Ghouls (1d4) (1d4); 6=Wight (); 7=Ogre (); 8=Troll ()"}},
		{"lists side by side, read a line at a time: two rows a line, the die printed",
			"### Wandering Monsters\nRoll 1d8 each turn in the crypt:\n1 Giant rats (2d4) 5 Ghouls (1d3)\n2 Bats 6 A wight\n3 Skeletons (1d6) 7 Zombies (2d4)\n4 Brigands (2d6) 8 The crypt's lich",
			[]string{"Wandering Monsters 1d8 [Roll 1d8 each turn in the crypt]: 1=Giant rats (2d4) (2d4); 2=Bats (); 3=Skeletons (1d6) (1d6); 4=Brigands (2d6) (2d6); " +
				"5=Ghouls (1d3) (1d3); 6=A wight (); 7=Zombies (2d4) (2d4); 8=The crypt's lich ()"}},
		{"lists side by side in a grid of the text layer: ranges, no die printed, the left list the longer",
			"**Encounters on the Moor**\n\n| Roll Encounter | Roll Encounter |\n|---|---|\n| 1-3 2d4 wolves | 12-14 1d6 bandits |\n| 4-5 1 ogre | 15-17 2d6 pilgrims |\n" +
				"| 6-8 1d4 boars | 18-20 1 wyvern |\n| 9-11 3d6 crows | |",
			[]string{"Encounters on the Moor d20 []: 1-3=2d4 wolves (2d4); 4-5=1 ogre (1); 6-8=1d4 boars (1d4); 9-11=3d6 crows (3d6); 12-14=1d6 bandits (1d6); 15-17=2d6 pilgrims (2d6); 18-20=1 wyvern (1)"}},
		{"three lists side by side, read a line at a time, each range with a full stop",
			"Wandering Monsters (d12)\n1. Orcs (2d4) 5. Ogre 9. Ghouls (1d4)\n2. Bats (1d6) 6. Wolves (2d4) 10. Wight\n3. Kobolds (3d4) 7. Bandits (1d8) 11. Troll\n4. Stirges (1d6) 8. Gnolls (2d4) 12. Basilisk",
			[]string{"Wandering Monsters d12 []: 1=Orcs (2d4) (2d4); 2=Bats (1d6) (1d6); 3=Kobolds (3d4) (3d4); 4=Stirges (1d6) (1d6); 5=Ogre (); 6=Wolves (2d4) (2d4); " +
				"7=Bandits (1d8) (1d8); 8=Gnolls (2d4) (2d4); 9=Ghouls (1d4) (1d4); 10=Wight (); 11=Troll (); 12=Basilisk ()"}},
		{"lists in two columns one after the other, the header repeated over each, no die printed",
			"**Wandering Monsters:** check 1 in 6 every 3 turns.\n\n**Die Wandering Monster**\n- 1 Giant rats (3-12)\n- 2 Bandits (2-5)\n- 3 Wolves (1-4)\n- 4 Ghoul (1)\n\n" +
				"**Die Wandering Monster**\n- 5 Zombies (1-3)\n- 6 Crypt moths (1-4)\n- 7 A wight\n- 8 The hermit and 2 zombies\n\nBrigands met here are on their way home.",
			[]string{"Wandering Monsters d8 [1 in 6 every 3 turns]: 1=Giant rats (3-12) (3-12); 2=Bandits (2-5) (2-5); 3=Wolves (1-4) (1-4); 4=Ghoul (1) (1); " +
				"5=Zombies (1-3) (1-3); 6=Crypt moths (1-4) (1-4); 7=A wight (); 8=The hermit and 2 zombies ()"}},
		{"lists in two columns one after the other under a repeated die header, ranges",
			"## Random Encounters\n\nd10 Encounter\n1-2 1d6 goblins\n3 2d4 giant rats\n4-5 1 ogre\n\nd10 Encounter\n6-7 1d3 ghouls\n8 2d6 kobolds\n9-10 1 troll",
			[]string{"Random Encounters d10 []: 1-2=1d6 goblins (1d6); 3=2d4 giant rats (2d4); 4-5=1 ogre (1); 6-7=1d3 ghouls (1d3); 8=2d6 kobolds (2d6); 9-10=1 troll (1)"}},
		{"a count that goes on from the last range in one row only is no second list",
			"Wandering Monsters (d4)\n1 Orcs and 5 wolves\n2 Bats (1d6)\n3 Giant rats (2d4)\n4 An ogre",
			[]string{"Wandering Monsters d4 []: 1=Orcs and 5 wolves (); 2=Bats (1d6) (1d6); 3=Giant rats (2d4) (2d4); 4=An ogre ()"}},
		{"numbered keys after a break do not carry a table on when no header repeats",
			"Wandering Monsters\n1 Giant rats (2d4)\n2 Bats (1d6)\n3 Orcs (1d4)\n4 An ogre\n\n5. Gatehouse\n6. Hall",
			[]string{"Wandering Monsters d4 []: 1=Giant rats (2d4) (2d4); 2=Bats (1d6) (1d6); 3=Orcs (1d4) (1d4); 4=An ogre ()"}},
		{"list: leader dots between ranges and entries, a row of 00",
			"Random Encounters (d%)\n01-50 ........ 2d6 bandits\n51-99.......1d4 wolves\n00 ........ A dragon",
			[]string{"Random Encounters d% []: 01-50=2d6 bandits (2d6); 51-99=1d4 wolves (1d4); 00=A dragon ()"}},
		{"grid: a No. Enc. column among stat columns",
			"## Wandering Monsters\n\n| Roll | Monster | No. Enc. | AC | HD |\n|---|---|---|---|---|\n| 1-3 | Orc | 2d4 | 6 | 1 |\n| 4-6 | Ogre | 1 | 5 | 4+1 |",
			[]string{"Wandering Monsters d6 []: 1-3=Orc (2d4); 4-6=Ogre (1)"}},

		// Run-on sentences.
		{"run-on: after other sentences of a paragraph, under the section heading, a count after a group noun",
			"### Wandering Monsters\nCheck at dawn and at dusk; an encounter happens on a 1 in 6. Roll 1d4: 1 a pack of 2d4 wolves; 2 1d6 bandits on the\nroad; 3 a lone ogre; 4 3d6 crows.",
			[]string{"Wandering Monsters 1d4 [1 in 6]: 1=a pack of 2d4 wolves (2d4); 2=1d6 bandits on the road (1d6); 3=a lone ogre (); 4=3d6 crows (3d6)"}},
		{"run-on: in an area, text after it on its line",
			"**4. Crossroads.** A gibbet creaks in the wind. Random encounters here (d6): 1–3 1d4 bandits; 4–5 wolves;\n6 the hangman's ghost. The gibbet holds a rusty key.",
			[]string{"Random encounters here d6 []: 1–3=1d4 bandits (1d4); 4–5=wolves (); 6=the hangman's ghost ()"}},

		{"list: the title over a paragraph of prose, then the rows",
			"The fens are wide.\n\n### Random Encounters\nThe fens are quiet by day. At night the bog lights\ncome out and lead travellers astray; roll for an\nencounter every hour of darkness, on 1d6:\n1-3 Bog lights (1d4)\n4-5 Lizard men (2d4)\n6 The fen witch",
			[]string{"Random Encounters 1d6 []: 1-3=Bog lights (1d4) (1d4); 4-5=Lizard men (2d4) (2d4); 6=The fen witch ()"}},
		{"lists: a page of tables, one per level",
			"## Wandering Monsters: Level 1 (d6)\n1-2 Giant rats (2d4)\n3-5 Kobolds (1d6)\n6 Gelatinous cube\n\n## Wandering Monsters: Level 2 (d4)\n1 Ghouls (1d4)\n2-3 Hobgoblins (1d6)\n4 Wight",
			[]string{"Wandering Monsters: Level 1 d6 []: 1-2=Giant rats (2d4) (2d4); 3-5=Kobolds (1d6) (1d6); 6=Gelatinous cube ()",
				"Wandering Monsters: Level 2 d4 []: 1=Ghouls (1d4) (1d4); 2-3=Hobgoblins (1d6) (1d6); 4=Wight ()"}},
		{"grids: a page of tables, titled in bold over each",
			"**Forest Encounters**\n\n| d4 | Encounter |\n|---|---|\n| 1-2 | 1d6 wolves |\n| 3-4 | 2d4 elves |\n\n**Hill Encounters**\n\n| d6 | Encounter |\n|---|---|\n| 1-3 | 1d4 ogres |\n| 4-6 | 1 hill giant |",
			[]string{"Forest Encounters d4 []: 1-2=1d6 wolves (1d6); 3-4=2d4 elves (2d4)", "Hill Encounters d6 []: 1-3=1d4 ogres (1d4); 4-6=1 hill giant (1)"}},
		{"list: Swords & Wizardry rows whose stat lines in brackets wrap wherever the column ends, a line opening with a value",
			"## Wandering Monsters (d4)\n1. Harpies (2d6) (HD 2; AC 7[12]; Atk 1 weapon (1d8); Move\n12; Save 16; CL/XP 2/30)\n2. Shadows (1d3)\n3. Giant rats (2d4) (HD 1d4hp; AC 7[12]; Atk 1 bite\n(1d3); Move 12; Save 18; CL/XP A/5)\n4. Wolves (2d4+2)",
			[]string{"Wandering Monsters d4 []: 1=Harpies (2d6) (HD 2; AC 7[12]; Atk 1 weapon (1d8); Move 12; Save 16; CL/XP 2/30) (2d6); 2=Shadows (1d3) (1d3); " +
				"3=Giant rats (2d4) (HD 1d4hp; AC 7[12]; Atk 1 bite (1d3); Move 12; Save 18; CL/XP A/5) (2d4); 4=Wolves (2d4+2) (2d4+2)"}},
		{"list: OSE rows with their stat lines under them wrapped after a whole value",
			"## Wandering Monsters\nRoll 1d6 every 2 turns; on a 1 roll 1d4 below.\n**1.** Giant centipedes (1d4)\nAC 9 [10], HD 1/2 (2hp), Att 1 × bite (poison), THAC0 19 [0], MV 60' (20'), SV D14 W15 P16 B17 S18\n(NH), ML 7, AL Neutral, XP 6\n**2.** Lizard men (1d6+1)\n**3.** Harpies (1d6)\nAC 7 [12], HD 3 (13hp), Att 2 × claw (1d4), 1 × weapon (1d6), THAC0 17 [+2], MV 60' (20'), SV D12 W13 P14 B15\nS16 (3), ML 7, AL Chaotic, XP 65\n**4.** Hobgoblins (2d6)",
			[]string{"Wandering Monsters 1d4 [Roll 1d6 every 2 turns]: 1=Giant centipedes (1d4) AC 9 [10], HD 1/2 (2hp), Att 1 × bite (poison), THAC0 19 [0], MV 60' (20'), SV D14 W15 P16 B17 S18 (NH), ML 7, AL Neutral, XP 6 (1d4); 2=Lizard men (1d6+1) (1d6+1); " +
				"3=Harpies (1d6) AC 7 [12], HD 3 (13hp), Att 2 × claw (1d4), 1 × weapon (1d6), THAC0 17 [+2], MV 60' (20'), SV D12 W13 P14 B15 S16 (3), ML 7, AL Chaotic, XP 65 (1d6); 4=Hobgoblins (2d6) (2d6)"}},
		{"list: Labyrinth Lord rows with bracketed stat lines in a narrow column, a wrap before the bracket's close",
			"WANDERING MONSTERS (1d4)\n1. Orcs (1d8) (AC 6, HD 1, #AT 1, DG 1d6,\nMV 120' (40'), SV F1, ML 8)\n2. Kobolds (4d4)\n3. Ghouls (1d6) (AC 6, HD 2*, #AT 3, DG\n1d3/1d3/1d3 + paralysis, MV 90' (30'), SV F2,\nML 9)\n4. Bandits (2d6)",
			[]string{"WANDERING MONSTERS 1d4 []: 1=Orcs (1d8) (AC 6, HD 1, #AT 1, DG 1d6, MV 120' (40'), SV F1, ML 8) (1d8); 2=Kobolds (4d4) (4d4); " +
				"3=Ghouls (1d6) (AC 6, HD 2*, #AT 3, DG 1d3/1d3/1d3 + paralysis, MV 90' (30'), SV F2, ML 9) (1d6); 4=Bandits (2d6) (2d6)"}},
		{"list: a zine's rows set off from their ranges by spaced em dashes, the counts leading",
			"### Wandering Monsters (d4)\n1 — 2d6 zombies\n2 — 1d3 gnolls\n3 — 2d4+2 giant centipedes\n4 — nothing",
			[]string{"Wandering Monsters d4 []: 1=2d6 zombies (2d6); 2=1d3 gnolls (1d3); 3=2d4+2 giant centipedes (2d4+2); 4=nothing ()"}},
		{"list: Swords & Wizardry rows set off by en dashes, the counts in brackets",
			"Wandering Monsters (roll 1d4)\n1 – Skeletons (2d6)\n2 – Berserkers (1d3)\n3 – Giant rats (3d6)\n4 – Roll twice",
			[]string{"Wandering Monsters 1d4 []: 1=Skeletons (2d6) (2d6); 2=Berserkers (1d3) (1d3); 3=Giant rats (3d6) (3d6); 4=Roll twice ()"}},
		{"list: OSE ranged rows with a note after the bracketed count",
			"## Wandering Monsters (d20)\n1-5. Ghouls (1d4)\n6-10. Troglodytes (1d6+1) One carries a map of the lower level.\n11-15. Wolves (1d6)\n16-20. Berserkers (1d3) They are hunting for food.",
			[]string{"Wandering Monsters d20 []: 1-5=Ghouls (1d4) (1d4); 6-10=Troglodytes (1d6+1) One carries a map of the lower level. (1d6+1); 11-15=Wolves (1d6) (1d6); 16-20=Berserkers (1d3) They are hunting for food. (1d3)"}},
		{"list: Basic Fantasy rows with a note after the bracketed number appearing, set off by a semicolon",
			"### Wandering Monsters\nRoll 1d6 once per hour:\n1-2 Bandits (2-12); they demand a toll\n3-4 Wolves (1-6); hungry in winter\n5-6 Pilgrims (2-8)",
			[]string{"Wandering Monsters 1d6 [Roll 1d6 once per hour]: 1-2=Bandits (2-12); they demand a toll (2-12); 3-4=Wolves (1-6); hungry in winter (1-6); 5-6=Pilgrims (2-8) (2-8)"}},
		{"list: Basic Fantasy rows with a note after the number appearing set off by a comma",
			"### Wandering Monsters (d4)\n1. Giant rats, No. 1-4\n2. Ghouls, No. 2-7. One carries a map of the lower level.\n3. Hobgoblins, No. 1-6\n4. Stirges, No. 1-3 They nest in the chimney.",
			[]string{"Wandering Monsters d4 []: 1=Giant rats, No. 1-4 (1-4); 2=Ghouls, No. 2-7. One carries a map of the lower level. (2-7); 3=Hobgoblins, No. 1-6 (1-6); 4=Stirges, No. 1-3 They nest in the chimney. (1-3)"}},
		{"list: a zine's rows with a note after the dice set off by a comma",
			"**Random Encounters (d4)**\n1: Wolves, 1d4\n2: Fire beetles, 1d6+1. They glow in the dark.\n3: Stirges, 1d6\n4: Orcs, 1d10 They are lost.",
			[]string{"Random Encounters d4 []: 1=Wolves, 1d4 (1d4); 2=Fire beetles, 1d6+1. They glow in the dark. (1d6+1); 3=Stirges, 1d6 (1d6); 4=Orcs, 1d10 They are lost. (1d10)"}},
		{"list: Swords & Wizardry, a heading with the die over the check wrapped over two lines",
			"## Wandering Monsters (d4)\nRoll 1d6 every 2 turns; a 1 means an encounter. Roll 1d4 on the table\nbelow.\n1. Giant spiders (1d4)\n2. Kobolds (1d6+1)\n3. Fire beetles (1d6)\n4. Giant rats (2d6)",
			[]string{"Wandering Monsters 1d4 [Roll 1d6 every 2 turns]: 1=Giant spiders (1d4) (1d4); 2=Kobolds (1d6+1) (1d6+1); 3=Fire beetles (1d6) (1d6); 4=Giant rats (2d6) (2d6)"}},
		{"list: in an area under a bold title, up to the next bold key",
			"**3. Barracks.** Six orcs sleep here.\n**Wandering patrol (d4)**\n1-2 1d4 orcs\n3 an ogre\n4 nothing\n**4. Armoury.** Racks of spears.",
			[]string{"Wandering patrol d4 []: 1-2=1d4 orcs (1d4); 3=an ogre (); 4=nothing ()"}},
		{"run-on: a sentence under a heading that names the table too, the heading not read into its title",
			"## Level 3: The Pit\n### Wandering Monsters\nWandering monsters (d4): 1 a grey ooze; 2 1d4 troglodytes; 3 a cave bear; 4 nothing.",
			[]string{"Wandering monsters d4 []: 1=a grey ooze (); 2=1d4 troglodytes (1d4); 3=a cave bear (); 4=nothing ()"}},
		{"run-on: the die among words in parentheses, rows between commas",
			"The road is long. Wandering monsters (d6, every 2 turns): 1–2 1d4 giant rats, 3–4 2d6 bats, 5 a grey ooze, 6 nothing.",
			[]string{"Wandering monsters d6 [every 2 turns]: 1–2=1d4 giant rats (1d4); 3–4=2d6 bats (2d6); 5=a grey ooze (); 6=nothing ()"}},
		{"run-on: a roll with no title, most rows counted",
			"The river is high. On the river, roll 1d4 each day: 1 2d6 pike men; 2 a river troll; 3 fog; 4 1d3 crocodiles.",
			[]string{" 1d4 [roll 1d4 each day]: 1=2d6 pike men (2d6); 2=a river troll (); 3=fog (); 4=1d3 crocodiles (1d3)"}},

		// Tables of the forms above as modules of several traditions print them.
		{"1e table: die in the sentence under the header, a column header, counts last",
			"Wandering Monsters\nEncounters occur on a roll of 1 on 1d6, checked each turn.\nDie Roll Monster Number\n1 Giant rats 4-24\n2 Goblin patrol 6-15\n3 Wolves 1-3\n4 Haunt 1",
			[]string{"Wandering Monsters d4 [1 on 1d6, checked each turn]: 1=Giant rats 4-24 (4-24); 2=Goblin patrol 6-15 (6-15); 3=Wolves 1-3 (1-3); 4=Haunt 1 (1)"}},
		{"OSE table: die column header, ranges, counts first",
			"Wandering Monsters (check every 2 turns)\nd6 Encounter\n1-2 1d6 goblins\n3 2d4 giant rats\n4-5 1 ogre\n6 1d3 ghouls",
			[]string{"Wandering Monsters d6 [check every 2 turns]: 1-2=1d6 goblins (1d6); 3=2d4 giant rats (2d4); 4-5=1 ogre (1); 6=1d3 ghouls (1d3)"}},
		{"Markdown table with a percentile die",
			"| d% | Wandering Monster |\n|---|---|\n| 01-40 | 2d4 kobolds |\n| 41-80 | 1d6 stirges |\n| 81-00 | 1 ochre jelly |",
			[]string{"Wandering Monster d% []: 01-40=2d4 kobolds (2d4); 41-80=1d6 stirges (1d6); 81-00=1 ochre jelly (1)"}},
		{"one-page table, die and frequency on the title line",
			"Random Encounters (1d6 every 3 turns)\n1-2 1d4 goblins\n3-4 1d6 giant rats\n5 1 carrion crawler\n6 1d3 ghouls",
			[]string{"Random Encounters 1d6 [1d6 every 3 turns]: 1-2=1d4 goblins (1d4); 3-4=1d6 giant rats (1d6); 5=1 carrion crawler (1); 6=1d3 ghouls (1d3)"}},
		{"2d6 table",
			"Random Encounters (2d6)\n2 Wight\n3-4 Zombies (1d4)\n5-9 Skeletons (2d4)\n10-11 Ghouls (1d6)\n12 Wraith",
			[]string{"Random Encounters 2d6 []: 2=Wight (); 3-4=Zombies (1d4) (1d4); 5-9=Skeletons (2d4) (2d4); 10-11=Ghouls (1d6) (1d6); 12=Wraith ()"}},
		{"run-on sentence after an area, wrapped, en-dash ranges",
			"Lamp room. The great lens, cracked.\n\nRandom encounters on the rock (d6): 1–3 a crabman; 4–5 gulls; 6\nthe keeper's ghost.",
			[]string{"Random encounters on the rock d6 []: 1–3=a crabman (); 4–5=gulls (); 6=the keeper's ghost ()"}},
		{"run-on sentence led by the roll, counts first",
			"Roll 1d8: 1-2 1d6 rats; 3-5 2d4 goblins; 6-8 1 ogre.\nThe ogre is asleep.",
			[]string{" 1d8 []: 1-2=1d6 rats (1d6); 3-5=2d4 goblins (2d4); 6-8=1 ogre (1)"}},
		{"a sentence with a die and a colon but no rows is no table",
			"Roll 1d6: on a 1 the roof falls; the party hears it.",
			nil},

		// Rolled tables of encounters, and of other things.
		{"a table titled for who is met, no stats",
			"The road runs east.\n\n**Who Is Met on the Road (d6)**\n1-2 2d6 pilgrims\n3-4 1d4 merchants\n5 1 knight errant\n6 1d6 bandits",
			[]string{"Who Is Met on the Road d6 []: 1-2=2d6 pilgrims (2d6); 3-4=1d4 merchants (1d4); 5=1 knight errant (1); 6=1d6 bandits (1d6)"}},
		{"run-on: who is met",
			"The ford is shallow. Who is met at the ford (d4): 1 2d4 pilgrims; 2 a tinker; 3 1d6 wolves; 4 nothing.",
			[]string{"Who is met at the ford d4 []: 1=2d4 pilgrims (2d4); 2=a tinker (); 3=1d6 wolves (1d6); 4=nothing ()"}},
		{"creatures with numbers appearing under a header of columns alone",
			"The mill race is cold.\n\nd8 Roll Result\n1-2 2d4 giant rats\n3-4 1d6 bandits\n5-6 1d3 ghouls\n7-8 1 ogre",
			[]string{" d8 []: 1-2=2d4 giant rats (2d4); 3-4=1d6 bandits (1d6); 5-6=1d3 ghouls (1d3); 7-8=1 ogre (1)"}},
		{"a rumour table under a section heading that names encounters", "### Random Encounters\nCheck once a day.\n\n**d6 Rumour**\n1 The miller is a werewolf.\n2 Eels speak at night.\n3 The abbot hoards gold.\n4 Wolves took the sheep.", nil},
		{"run-on: random rumours", "The inn is loud. Random rumours (d4): 1 the mill is haunted; 2 the abbot hoards gold; 3 wolves took the sheep; 4 the bridge is cursed.", nil},
		{"a treasure grid under a heading with random in it",
			"## Random Treasure\n\n| d6 | Treasure |\n|---|---|\n| 1-2 | 2d6 gems |\n| 3-4 | 1d4 potions |\n| 5-6 | 3d6 × 100 gp |", nil},
		{"OSE: what the creatures met are doing, a list beside the encounter list under its heading",
			"The moor is wide.\n\n## Wandering Monsters\nRoll every evening.\n\n**d6 Encounter**\n1 Bandits (2d6)\n2 Wolves (2d4)\n3 Goblins (3d4)\n4 Ogre\n5 Orcs (2d6)\n6 Troll\n\n**d6 Activity**\n1 Hunting\n2 Sleeping\n3 Fighting each other\n4 Eating\n5 Lost\n6 Guarding treasure",
			[]string{"Wandering Monsters d6 [Roll every evening]: 1=Bandits (2d6) (2d6); 2=Wolves (2d4) (2d4); 3=Goblins (3d4) (3d4); 4=Ogre (); 5=Orcs (2d6) (2d6); 6=Troll ()"}},
		{"B/X: a grid of what they are doing under the encounter grid",
			"The pass is watched.\n\n### WANDERING MONSTERS\n\n| d6 | Monster | No. |\n|---|---|---|\n| 1 | Kobolds | 2d4 |\n| 2 | Stirges | 1d6 |\n| 3 | Ogre | 1 |\n| 4 | Gnolls | 1d6 |\n| 5 | Orcs | 2d6 |\n| 6 | Troll | 1 |\n\n" +
				"| d6 | What Are They Doing? |\n|---|---|\n| 1 | Hunting for food |\n| 2 | Asleep in a lair |\n| 3 | Fighting each other |\n| 4 | Eating a kill |\n| 5 | Lost and wary |\n| 6 | Guarding a prisoner |",
			[]string{"WANDERING MONSTERS d6 []: 1=Kobolds (2d4); 2=Stirges (1d6); 3=Ogre (1); 4=Gnolls (1d6); 5=Orcs (2d6); 6=Troll (1)"}},
		{"zine: a mood list after the encounter list",
			"The marsh is wide.\n\n## Random Encounters\n\n**d6 Encounter**\n1 Bandits (2d6)\n2 Wolves (2d4)\n3 Goblins (3d4)\n4 Ogre\n5 Orcs (2d6)\n6 Troll\n\n**d4 Mood**\n1 Hungry\n2 Curious\n3 Frightened\n4 Angry",
			[]string{"Random Encounters d6 []: 1=Bandits (2d6) (2d6); 2=Wolves (2d4) (2d4); 3=Goblins (3d4) (3d4); 4=Ogre (); 5=Orcs (2d6) (2d6); 6=Troll ()"}},
		{"run-on: a roll for counted treasure", "The chest is heavy. Roll 1d6: 1-3 2d6 gems; 4-6 1d4 potions.", nil},
		{"what the stranger knows, under a section heading that names encounters",
			"### Encounters on the Road\nThe road is quiet.\n\nWhat the Stranger Knows (d4)\n1 The bridge is out.\n2 Wolves hunt at dusk.\n3 The inn is haunted.\n4 Nothing at all.", nil},
		{"a reaction table of monsters",
			"Monster Reactions (2d6)\n2 Hostile, attacks\n3-5 Unfriendly\n6-8 Uncertain\n9-11 Indifferent\n12 Friendly", nil},
		{"weather", "**Weather (d6)**\n1-2 Clear skies\n3-4 Rain\n5 Fog\n6 A storm", nil},

		// Tables no heading titles, which the paragraph over them
		// announces: a caption naming encounters but no die, a sentence
		// calling for a roll over rows that cover its die's faces, wrapped
		// or not, ended by a full stop or a colon.
		{"OSE: a caption naming wandering monsters and the check, no die, under a key",
			"**3. SHRINE.** An altar of black stone. Two acolytes pray here.\nWandering monsters (1 in 6, check every 2 turns):\n1. Cultists (1d6)\n2. Giant centipedes (1d4)\n3. Zombies (1d4)\n4. Shadow (1)\n**4. CRYPT.** Four sarcophagi line the walls.",
			[]string{"Wandering monsters d4 [1 in 6, check every 2 turns]: 1=Cultists (1d6) (1d6); 2=Giant centipedes (1d4) (1d4); 3=Zombies (1d4) (1d4); 4=Shadow (1) (1)"}},
		{"zine: a caption naming random encounters, ranges and colons",
			"The marsh stinks.\nRandom encounters:\n1-2: Giant leeches (1d4)\n3-5: Lizard men (2d4)\n6: Nothing",
			[]string{"Random encounters d6 []: 1-2=Giant leeches (1d4) (1d4); 3-5=Lizard men (2d4) (2d4); 6=Nothing ()"}},
		{"B/X: a sentence calling for a roll on the table below, ten numbered rows after a grid",
			"### Shrine Encounters\n| **d6** | **Random Encounter** | **No.** |\n| --- | --- | --- |\n| 1 | Cultists | 2d4 |\n| 2 | Nothing | – |\n\nRoll 1d10 on the table below when the bell tolls.\n1. Bats (1d10)\n2. Stirges (1d8)\n3. Ghosts, three of them\n4. Gargoyles (1d2)\n5. Skeletons (2d6)\n6. Zombies (2d4)\n7. Wight (1)\n8. Spectre (1)\n9. Bell ringer (1)\n10. Nothing",
			[]string{"Shrine Encounters d6 []: 1=Cultists (2d4); 2=Nothing ()",
				"Shrine Encounters 1d10 []: 1=Bats (1d10) (1d10); 2=Stirges (1d8) (1d8); 3=Ghosts, three of them (3); 4=Gargoyles (1d2) (1d2); 5=Skeletons (2d6) (2d6); 6=Zombies (2d4) (2d4); 7=Wight (1) (1); 8=Spectre (1) (1); 9=Bell ringer (1) (1); 10=Nothing ()"}},
		{"OSE: a key's sentence wrapped onto the next line, ended by a colon",
			"**2. Sorting Hall.** Heaps of slag fill the hall. When the party\nsearches the heaps, roll 1d4:\n1. 1d6 fire beetles\n2. A rusted pick\n3. 2d4 giant rats\n4. Nothing\nThe hall's west arch opens on area 3.",
			[]string{" 1d4 []: 1=1d6 fire beetles (1d6); 2=A rusted pick (); 3=2d4 giant rats (2d4); 4=Nothing ()"}},
		{"Basic Fantasy: the check's die is the table's, its faces covered by the rows",
			"**Cloister Garden.** Weeds choke the paths. Wandering monsters: roll 1d6 every turn.\n1-2: Orcs (1d4)\n3-4: Giant bees (2d4)\n5: Gardener's ghost (1)\n6: Nothing\nThe well in the centre is dry.",
			[]string{" 1d6 [roll 1d6 every turn]: 1-2=Orcs (1d4) (1d4); 3-4=Giant bees (2d4) (2d4); 5=Gardener's ghost (1) (1); 6=Nothing ()"}},
		{"zine: a key's sentence calling for 2d6, rows from 2 to 12",
			"**2. Belfry.** The bell hangs cracked. Roll 2d6 when the bell is rung:\n2: Gargoyle (1)\n3-5: Bats (2d6)\n6-8: Nothing\n9-11: Crows (3d6)\n12: The bell ringer's ghost\nThe trapdoor leads back to area 1.",
			[]string{" 2d6 []: 2=Gargoyle (1) (1); 3-5=Bats (2d6) (2d6); 6-8=Nothing (); 9-11=Crows (3d6) (3d6); 12=The bell ringer's ghost ()"}},

		// An equals sign between a row's range and its text; a bold
		// title alone over a run-on table is no part of its sentence.
		{"zine: a run-on table under a bold title, rows set off by equals signs",
			"**Random Encounter Table**\nRoll d6: 1-2 = 2d4 goblins, 3-4 = 1d6 orcs, 5 = an ogre, 6 = nothing.",
			[]string{"Random Encounter Table d6 []: 1-2=2d4 goblins (2d4); 3-4=1d6 orcs (1d6); 5=an ogre (); 6=nothing ()"}},
		{"OSE: a list under a bold title, ranges set close to equals signs",
			"**Wandering Monsters (d4)**\n1=Goblins (2d4)\n2=Giant rats (3d6)\n3=Orcs (1d6)\n4=Nothing",
			[]string{"Wandering Monsters d4 []: 1=Goblins (2d4) (2d4); 2=Giant rats (3d6) (3d6); 3=Orcs (1d6) (1d6); 4=Nothing ()"}},
		{"B/X: a run-on table under a bold title naming its die, semicolons",
			"**Wandering Monsters (d6)**\nRoll every 2 turns: 1-2 = giant rats (2d4); 3-4 = goblins (1d6); 5-6 = nothing.",
			[]string{"Wandering Monsters d6 [Roll every 2 turns]: 1-2=giant rats (2d4) (2d4); 3-4=goblins (1d6) (1d6); 5-6=nothing ()"}},

		// A title with its die names its own table: the check printed
		// under the title before is that table's.
		{"Swords & Wizardry: two titled lists, the check under the first",
			"## Wandering Monsters (1d4)\nRoll every 30 minutes of game time; a 1 on 1d6 means an encounter.\n1 – Giant rats (1d6)\n2 – Acolytes (1d4)\n3 – Ghoul (1)\n4 – Nothing\n\n## Random Encounters on the Road (2d6)\n2: Ogre (1)\n3-7: Wolves (2d6)\n8-11: Merchants (1d4)\n12: Wyvern (1)",
			[]string{"Wandering Monsters 1d4 [Roll every 30 minutes of game time; a 1 on 1d6 means an encounter]: 1=Giant rats (1d6) (1d6); 2=Acolytes (1d4) (1d4); 3=Ghoul (1) (1); 4=Nothing ()",
				"Random Encounters on the Road 2d6 []: 2=Ogre (1) (1); 3-7=Wolves (2d6) (2d6); 8-11=Merchants (1d4) (1d4); 12=Wyvern (1) (1)"}},
		{"OSE: two bold titles, the check under the first",
			"**Wandering Monsters (d4)**\nCheck every turn (1 in 6).\n1. Kobolds (2d6)\n2. Bats (1d10)\n3. Orcs (1d6)\n4. Nothing\n\n**Random Encounters in the Fen (d4)**\n1. Giant leeches (1d4)\n2. Lizard men (2d4)\n3. Bog hag (1)\n4. Nothing",
			[]string{"Wandering Monsters d4 [Check every turn (1 in 6)]: 1=Kobolds (2d6) (2d6); 2=Bats (1d10) (1d10); 3=Orcs (1d6) (1d6); 4=Nothing ()",
				"Random Encounters in the Fen d4 []: 1=Giant leeches (1d4) (1d4); 2=Lizard men (2d4) (2d4); 3=Bog hag (1) (1); 4=Nothing ()"}},

		// The name of a table whose header row names only its columns: the
		// title of the section it stands in, none inside an area.
		{"one-page dungeon: a grid on its side under a section heading, its header row ending in No.",
			"## The Weird Wood\nRoll 1d6 when the party enters a clearing.\n\n| **d6** | **1** | **2** | **3** | **4** |\n| --- | --- | --- | --- | --- |\n| Result | Wolves | Dryad | Boars | Nothing |\n| No. | 2d4 | 1 | 1d4 | – |",
			[]string{"The Weird Wood d6 []: 1=Wolves (2d4); 2=Dryad (1); 3=Boars (1d4); 4=Nothing ()"}},
		{"Basic Fantasy: a grid whose header names its columns under a section heading",
			"### Crypt Table\n\n| Roll | Encounter | Number |\n| --- | --- | --- |\n| 1-3 | Skeletons | 2d6 |\n| 4-6 | Zombies | 1d8 |\n| 7-9 | Ghouls | 1d4 |\n| 10-12 | Giant rats | 3d6 |\n| 13-15 | Shadows | 1d3 |\n| 16-18 | Wight | 1 |\n| 19-20 | The Abbot's shade | 1 |",
			[]string{"Crypt Table d20 []: 1-3=Skeletons (2d6); 4-6=Zombies (1d8); 7-9=Ghouls (1d4); 10-12=Giant rats (3d6); 13-15=Shadows (1d3); 16-18=Wight (1); 19-20=The Abbot's shade (1)"}},
		{"OSE: a grid inside an area takes no area's title",
			"**2. THE LONG GALLERY.** A draughty hall. Roll 1d6 on the table below.\n\n| **d6** | **Result** |\n| --- | --- |\n| 1–2 | 2d4 giant bats |\n| 3–4 | 1d6 cave crickets |\n| 5–6 | Nothing |",
			[]string{" d6 []: 1–2=2d4 giant bats (2d4); 3–4=1d6 cave crickets (1d6); 5–6=Nothing ()"}},
		{"B/X: a header abbreviating number appearing names no table",
			"### Surface Encounters (d%)\n\n| **d% Encounter** | **No. App.** |\n| --- | --- |\n| 01-25 Wolves | 2d4 |\n| 26-50 Bandits | 2d6 |\n| 51-00 Griffon | 1 |",
			[]string{"Surface Encounters d% []: 01-25=Wolves (2d4); 26-50=Bandits (2d6); 51-00=Griffon (1)"}},

		// No encounter tables.
		{"a roll on a list that names no encounter", "Roll 1d6: 1–3 a gem; 4–6 a potion.", nil},
		{"numbered keys under a heading that names no table", "### The Crypt\n1. Stair\n2. Ossuary\n3. Tomb", nil},
		{"a list of critical hits after a die", "It takes critical damage. Roll 1d8:\n1. spectacular explosion\n2. slow breaking up", nil},
		{"a roll whose die the rows do not cover announces no table (keys after it)",
			"Roll 1d6 for surprise.\n1. GATE. Two orcs stand guard (AC 6, HD 1).\n2. YARD. A well.\n3. HALL. Four goblins (2d4) feast.", nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := tablesOf(tc.text); !slices.Equal(got, tc.want) {
				t.Errorf("tables\n got %q\nwant %q", got, tc.want)
			}
		})
	}
}

// TestTablesDoNotLeakIntoAreas pins that a table standing in or beside an
// area, in each form, gives that area none of its rows as encounters, and
// that the area keeps its own text around a run-on table.
func TestTablesDoNotLeakIntoAreas(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		encounters []string
		desc       string
	}{
		{"run-on table after sentences of an area, text after it",
			"**4. Crossroads.** Two orcs rest by a gibbet. Random encounters here (d6): 1–3 1d4 bandits; 4–5 wolves;\n6 the hangman's ghost. The gibbet holds a rusty key.",
			[]string{"2 orcs"}, "Two orcs rest by a gibbet. The gibbet holds a rusty key."},
		{"list table under its own heading after an area",
			"1. Gatehouse\nA goblin dozes here.\n\n### Wandering Monsters (1d6)\n1-2 2d4 giant rats\n3-4 1d6 skeletons\n5-6 1 ogre\n\n2. Hall\nEmpty.",
			[]string{"1 goblin"}, "A goblin dozes here."},
		{"list table in an area, up to the next key",
			"**3. Barracks.** Six orcs sleep here.\n**Wandering patrol (d4)**\n1-2 1d4 ogres\n3 a troll\n4 nothing\n**4. Armoury.** Racks of spears.",
			[]string{"6 orcs"}, "Six orcs sleep here."},
		{"grid table inside an area",
			"**7. Barracks.** Three hobgoblins sleep.\n\n| d4 | Wandering patrol |\n|---|---|\n| 1-2 | 2d4 orcs |\n| 3-4 | 1d3 ogres |",
			[]string{"3 hobgoblins"}, "Three hobgoblins sleep."},
		{"grid table inside an area, a paragraph after it",
			"**2. THE LONG GALLERY.** A draughty hall. Roll 1d6 on the table below.\n\n| **d6** | **Encounter** |\n| --- | --- |\n| 1–2 | 2d4 giant bats |\n| 3–4 | 1d6 cave crickets |\n| 5–6 | Nothing |\n\nA locked iron door leads to area 3.\n**3. SHRINE.** An altar.",
			nil, "A draughty hall. Roll 1d6 on the table below. A locked iron door leads to area 3."},
		{"list table announced by the key's sentence, a line after it",
			"**2. Sorting Hall.** Heaps of slag fill the hall. Roll 1d4 when the party searches:\n1. 1d6 fire beetles\n2. A rusted pick\n3. 2d4 giant rats\n4. Nothing\nThe west arch opens on area 3.\n**3. Office.** A desk.",
			nil, "Heaps of slag fill the hall. Roll 1d4 when the party searches: The west arch opens on area 3."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var c requests.Content
			decode(t, built(t)(requests.BuildContentRequest([]requests.Page{{Number: 1, Text: tc.text}}, nil, requests.Settings{})), &c)
			if len(c.Areas) == 0 {
				t.Fatalf("no areas in %q", tc.text)
			}
			a := c.Areas[0]
			if got := describe(a.Encounters); !slices.Equal(got, tc.encounters) || strings.TrimSpace(a.Description) != tc.desc {
				t.Errorf("area %s: encounters %q, description %q; want %q, %q", a.Key, got, a.Description, tc.encounters, tc.desc)
			}
		})
	}
}

// TestEncounterCaptionOverKeys: a caption that says "Encounters" but
// neither wandering nor random, with no die, introduces keyed places, not
// a table, in a pointcrawl's and a dungeon's style.
func TestEncounterCaptionOverKeys(t *testing.T) {
	for _, tc := range []struct{ text string }{
		{"Encounters:\n1. The Toll Bridge. Three trolls demand a toll of 10 gp.\n2. The Mill. A miller grinds bones.\n3. The Ford. The water runs fast and cold."},
		{"Encounters on the road:\n1) Gibbet. A crow pecks at a hanged man.\n2) Shrine. Two pilgrims pray here.\n3) Bridge. The planks are rotten."},
	} {
		if got := titled(areasOf(t, tc.text)); len(got) != 3 {
			t.Errorf("areas of %q: %q, want the three keyed places", tc.text, got)
		}
	}
}

// TestTableAcrossPages pins that a page break does not end a table whose
// rows go on from its last range on the next page.
func TestTableAcrossPages(t *testing.T) {
	pages := []requests.Page{
		{Number: 4, Text: "The crypt is cold.\n\n### Wandering Monsters (1d6)\n1-2 Skeletons (2d4)\n3 Ghoul"},
		{Number: 5, Text: "4-5 Zombies (1d4)\n6 The crypt's wight\n\n**1. Stair.** Steps go down."},
	}
	var got []string
	for _, tb := range wanderingTables(body(linesOf(pages))) {
		got = append(got, rows(tb.WanderingTable))
	}
	want := []string{"Wandering Monsters 1d6 []: 1-2=Skeletons (2d4) (2d4); 3=Ghoul (); 4-5=Zombies (1d4) (1d4); 6=The crypt's wight ()"}
	if !slices.Equal(got, want) {
		t.Errorf("tables\n got %q\nwant %q", got, want)
	}
}

// TestTableContinuedUnderItsTitle pins that a table carried on to the next
// page under its title marked as continued, its header printed again or
// not, stays one table with its name and die, in three printed styles.
func TestTableContinuedUnderItsTitle(t *testing.T) {
	for _, tc := range []struct {
		name  string
		pages [2]string
		want  string
	}{
		{"OSE list, the title and the header line again",
			[2]string{"The moor is wide.\n\n**Wandering Monsters**\nd12 Encounter\n- 1 Bandits (2d6)\n- 2 Wolves (2d4)\n- 3 Goblins (3d4)",
				"Wandering Monsters (continued)\nd12 Encounter\n- 4 Ghouls (1d4)\n- 5-11 Troll\n- 12 Dragon\n\n**1. THE STONES**\nNine stones stand in a ring."},
			"Wandering Monsters d12 []: 1=Bandits (2d6) (2d6); 2=Wolves (2d4) (2d4); 3=Goblins (3d4) (3d4); 4=Ghouls (1d4) (1d4); 5-11=Troll (); 12=Dragon ()"},
		{"B/X grid, the title in capitals and the header row again",
			[2]string{"The pass is watched.\n\n### WANDERING MONSTERS\n\n| Die | Monster | No. |\n| --- | --- | --- |\n| 1 | Kobolds | 2d4 |\n| 2 | Stirges | 1d6 |",
				"### WANDERING MONSTERS (CONT.)\n\n| Die | Monster | No. |\n| --- | --- | --- |\n| 3 | Ogre | 1 |\n| 4 | Gnolls | 1d6 |\n\n**1. GATE.** An iron gate."},
			"WANDERING MONSTERS d4 []: 1=Kobolds (2d4); 2=Stirges (1d6); 3=Ogre (1); 4=Gnolls (1d6)"},
		{"AD&D list, the title alone again",
			[2]string{"The sewers stink.\n\n**Random Encounters (d6)**\n1 Giant rats (3d6)\n2 Otyugh\n3 Wererats (1d4)",
				"**Random Encounters, cont.**\n4 Carrion crawler\n5 Gelatinous cube\n6 Thieves (2d4)\n\n**1. OUTFLOW.** Water pours out."},
			"Random Encounters d6 []: 1=Giant rats (3d6) (3d6); 2=Otyugh (); 3=Wererats (1d4) (1d4); 4=Carrion crawler (); 5=Gelatinous cube (); 6=Thieves (2d4) (2d4)"},
	} {
		pages := []requests.Page{{Number: 4, Text: tc.pages[0]}, {Number: 5, Text: tc.pages[1]}}
		var got []string
		for _, tb := range wanderingTables(body(linesOf(pages))) {
			got = append(got, rows(tb.WanderingTable))
		}
		if !slices.Equal(got, []string{tc.want}) {
			t.Errorf("%s: tables\n got %q\nwant %q", tc.name, got, []string{tc.want})
		}
	}
}

// TestGridByColumnAppliesTo pins where each table of a grid with one result
// column per time or region applies: the column's header.
func TestGridByColumnAppliesTo(t *testing.T) {
	for _, tc := range []struct {
		text string
		want []string
	}{
		{"The road runs east.\n\n### Random Encounters\n\n| d4 | Day | Night |\n|---|---|---|\n| 1-2 | 2d6 pilgrims | 1d4 ghouls |\n| 3-4 | 1 knight | 2d4 wolves |", []string{"Day", "Night"}},
		{"**Wilderness Encounters**\n\n| d6 | Forest | Hills |\n|---|---|---|\n| 1-3 | Wolves (2d4) | Ogre |\n| 4-6 | Bear | Orcs (3d6) |", []string{"Forest", "Hills"}},
		// the die column joined to the first result column, as the text
		// layer reads a narrow die column: per terrain, per level
		{"### Wandering Encounters\nRoll 1d8 on the column of the terrain.\n\n| **d8 Moor** | **Forest** | **Marsh** |\n| --- | --- | --- |\n| 1 Shepherds (1d4) | Woodcutters (1d6) | Eel-fishers (1d4) |\n| 2-5 Wolves (2d4) | Wolves (1d6) | Giant toads (1d4) |\n| 6-7 Ogre (1) | Ogre (1) | Lizard men (2d4) |\n| 8 Sir Hugo and 1d4 bandits | Gnolls (2d4) | Mist: all lost for 1d4 hours |", []string{"Moor", "Forest", "Marsh"}},
		{"**Wandering Monsters**\n\n| d6 Level 1 | Level 2 | Level 3 |\n|---|---|---|\n| 1-2 2d4 giant rats | 1d6 skeletons | 1d4 ghouls |\n| 3-4 1d6 kobolds | 2d4 zombies | 1 wight |\n| 5-6 1 green slime | 1d3 ghouls | 1d2 ogres |", []string{"Level 1", "Level 2", "Level 3"}},
	} {
		var got []string
		for _, tb := range wanderingTables(body(linesOf([]requests.Page{{Number: 2, Text: tc.text}}))) {
			got = append(got, tb.AppliesTo)
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("applies_to of the tables of %.40q = %q, want %q", tc.text, got, tc.want)
		}
	}
}

// TestRepeatedTablesAppliesTo pins where each of several tables of one
// name applies: the section it stands in, under headings of each rank or
// under bold titles, or its caption; a table alone keeps none.
func TestRepeatedTablesAppliesTo(t *testing.T) {
	for _, tc := range []struct {
		name  string
		pages []string
		want  []string
	}{
		{"one site a page, the table under the site's title",
			[]string{"# The Goblin Warren\nGoblins dig here.\n\n### Wandering Monsters\nRoll 1d6 every two turns:\n1. Goblins (2d4)\n2. Giant rats (1d6)\n3-6. No encounter\n\n**A1. Mouth.** A cave.",
				"# The Tower of Yss\nA tower on a sea stack.\n\n### Wandering Monsters\nRoll d% each hour.\n\n**d% Encounter**\n- 01–50 1d4 cultists\n- 51–00 A gargoyle\n\n**1 GUARD POST**\nA bare room."},
			[]string{"The Goblin Warren", "The Tower of Yss"}},
		{"levels under section headings, the tables titled in bold, a run-on table",
			[]string{"## Level 1: The Cellars\nDamp vaults.\n\n**Wandering Monsters (d4)**\n1 Giant rats (2d6)\n2 Kobolds (1d6)\n3 Green slime\n4 Nothing\n\n" +
				"## Level 2: The Crypts\nOld tombs.\n\n**Wandering Monsters (d4)**\n1 Skeletons (1d6)\n2 Ghouls (1d3)\n3 A wight\n4 Nothing\n\n" +
				"## Level 3: The Pit\n### Wandering Monsters\nWandering monsters (d4): 1 a grey ooze; 2 1d4 troglodytes; 3 a cave bear; 4 nothing."},
			[]string{"Level 1: The Cellars", "Level 2: The Crypts", "Level 3: The Pit"}},
		{"captions name the level after a dash",
			[]string{"**Wandering Monsters — Level 1 (d4)**\n1 Giant rats (2d6)\n2 Kobolds (1d6)\n3 Green slime\n4 Nothing\n\n" +
				"**Wandering Monsters – Level 2 (d4)**\n1 Skeletons (1d6)\n2 Ghouls (1d3)\n3 A wight\n4 Nothing"},
			[]string{"Level 1", "Level 2"}},
		{"B/X: a list under a level caption set as a heading, after the grid of the level before",
			[]string{"## WANDERING MONSTERS\nCheck every 2 turns; a 1 on 1d6 means a monster.\n### Level 1\n| **Die Roll** | **Monster** | **No. Appearing** |\n| --- | --- | --- |\n| 1 | Giant rats | 3d6 |\n| 2 | Goblins | 2d4 |\n| 3 | Kobolds | 4d4 |\n| 4 | Nothing | – |\n\n" +
				"### Level 2\n1. Hobgoblins (1d6)\n2. Ghouls (1d4)\n3. Zombies (2d4)\n4. Wight (1)"},
			[]string{"Level 1", "Level 2"}},
		{"Basic Fantasy: grids under level captions of a lower rank, stat columns",
			[]string{"## Wandering Monsters\n#### Dungeon Level 1\n| **d6** | **Monster** | **No.** | **AC** |\n| --- | --- | --- | --- |\n| 1-2 | Kobolds | 2d6 | 7 |\n| 3-4 | Orcs | 1d6 | 6 |\n| 5-6 | Bats | 1d10 | 8 |\n\n" +
				"#### Dungeon Level 2\n| **d6** | **Monster** | **No.** | **AC** |\n| --- | --- | --- | --- |\n| 1-2 | Ghouls | 1d4 | 6 |\n| 3-4 | Gnolls | 1d6 | 5 |\n| 5-6 | Wight | 1 | 5 |"},
			[]string{"Dungeon Level 1", "Dungeon Level 2"}},
		{"OSE: titles set over two heading lines, the part after a dash naming the place",
			[]string{"## Wandering Monsters — Upper\n## Halls\n| **Die Roll** | **Monster** | **No. Appearing** |\n| --- | --- | --- |\n| 1 | Kobolds | 2d6 |\n| 2 | Giant ants | 1d4 |\n| 3 | Nothing | – |\n\n" +
				"## Wandering Monsters — Lower\n## Halls\n1–2. Ghouls (1d4)\n3–4. Shadows (1d3)\n5. Gelatinous cube (1)\n6. Wights (1d2)"},
			[]string{"Upper Halls", "Lower Halls"}},
		{"a compilation's page: the first title set over two lines, the next a smaller heading",
			[]string{"# THE RAT KING'S\n# BURROW\nA drain.\n\n**d6 Wandering**\n- 1 2d6 giant rats\n- 2 1d4 wererats\n- 3-6 Nothing\n\n**1. DRAIN MOUTH**\nA grate.\n\n" +
				"### The Hermit's Cave\nA cave.\n\n**d6 Wandering**\n- 1 1d4 cave bears\n- 2 2d4 bats\n- 3-6 Nothing\n\n**1. LEDGE**\nA ledge."},
			[]string{"THE RAT KING'S BURROW", "The Hermit's Cave"}},
		{"a town: each district's table titled by the district's heading before its table words, in a list and in a grid",
			[]string{"# Orm\n## Temple Hill\nShrines.\n\n*Temple Hill encounters (d6)*\n- 1 Procession\n- 2 Beggars, 2d4\n- 3-6 Pickpocket\n\n**T1 Temple.** A temple.\n\n" +
				"## THE DOCKS\nTar and fish.\n\n### Docks Encounters\n\n| d8 | Encounter |\n|---|---|\n| 1-4 | 2d4 sailors |\n| 5-8 | A cutpurse |\n\n**D1 Pier.** A pier."},
			[]string{"Temple Hill", "Docks"}},
		{"a table named for what is met, or by its kind: no heading names a place so",
			[]string{"## The Astral Sea\nThe ship sails.\n\n**1d6 Ship Encounter**\n- 1 A caravel\n- 2-6 Nothing\n\n" +
				"## Random Encounters\n**Random Encounters (d6)**\n1-3 1d4 ghouls\n4-6 2d4 wolves"},
			[]string{"", ""}},
		{"a table alone in its site",
			[]string{"# The Goblin Warren\nGoblins dig here.\n\n### Wandering Monsters\nRoll 1d6 every two turns:\n1. Goblins (2d4)\n2. Giant rats (1d6)\n3-6. No encounter"},
			[]string{""}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var pages []requests.Page
			for k, p := range tc.pages {
				pages = append(pages, requests.Page{Number: k + 1, Text: p})
			}
			var got []string
			for _, tb := range wandering(pages).Tables {
				got = append(got, tb.AppliesTo)
			}
			if !slices.Equal(got, tc.want) {
				t.Errorf("applies_to = %q, want %q", got, tc.want)
			}
		})
	}
}

// TestCaptionAppliesTo pins where a table applies when its caption says
// so: after a colon or dash, after "in" or "on", or in a note in
// parentheses beside its die and frequency, in list and grid forms; a
// note of a die, a frequency or prose names no place.
func TestCaptionAppliesTo(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"**Wandering Monsters (Level 2)**\n1 Skeletons (1d6)\n2 Ghouls (1d3)\n3 A wight\n4 Nothing", "Level 2"},
		{"### Random Encounters (Night, 1 in 6 per hour)\n\n| d6 | Encounter |\n|---|---|\n| 1-3 | 1d4 ghouls |\n| 4-6 | 2d4 wolves |", "Night"},
		{"Wandering Monsters: Level 1 (d6)\n1-2 Giant rats (2d4)\n3-5 Kobolds (1d6)\n6 Gelatinous cube", "Level 1"},
		{"Random Encounters on the River\n1-2 Pike fishers (1d6)\n3-5 River trolls (1d2)\n6-8 A drowned knight", "the River"},
		{"Wandering Monsters (d6, every 2 turns)\n1-2 1d6 goblins\n3-4 2d4 giant rats\n5-6 1 ogre", ""},
		{"1d8 Random Encounters (1/6 per day, 1/6 per night)\n1-4 2d4 orcs\n5-8 1 troll", ""},
		{"**Wandering Monsters (see below)**\n1 Skeletons (1d6)\n2 Ghouls (1d3)\n3 A wight\n4 Nothing", ""},
	} {
		var got []string
		for _, tb := range wanderingTables(body(linesOf([]requests.Page{{Number: 1, Text: tc.text}}))) {
			got = append(got, tb.AppliesTo)
		}
		if !slices.Equal(got, []string{tc.want}) {
			t.Errorf("applies_to of the tables of %.40q = %q, want [%q]", tc.text, got, tc.want)
		}
	}
}

// TestWithoutTablesKeepsTheText pins that taking a run-on table out of an
// area's text cuts only the table's own text: the sentences before and
// after it, on its lines, stay with the area, wherever in the line or
// paragraph the table stands.
func TestWithoutTablesKeepsTheText(t *testing.T) {
	for _, tc := range []struct{ name, text, want string }{
		{"B/X: inside a line, sentences before and after",
			"1. GUARD ROOM. A brazier smokes. Roll 1d6: 1-2 2d4 kobolds; 3-4 1d6 goblins; 5-6 a ghoul. Two orcs sit here.\n2. THE WELL. Three rats.",
			"1. GUARD ROOM. A brazier smokes. Two orcs sit here.|2. THE WELL. Three rats."},
		{"zine: at the start of a line, a sentence after",
			"**1. Guard room.** A brazier smokes.\nRoll 1d6: 1-2 kobolds (2d4); 3-4 goblins (1d6); 5-6 ghoul (1). Two orcs sit here.\n**2. Well.** Three rats.",
			"1. Guard room. A brazier smokes.|Two orcs sit here.|2. Well. Three rats."},
		{"Basic Fantasy: ending the paragraph, a sentence before",
			"1. Guard Room: Two orcs sit here. Random encounters (1d6): 1-2 kobolds (2d4); 3-4 goblins (1d6); 5-6 ghoul (1).\n2. Well: Three rats.",
			"1. Guard Room: Two orcs sit here.|2. Well: Three rats."},
		{"OSE: inside a line after a bold key, sentences before and after",
			"**3. Hall.** A brazier smokes. Roll 1d6: 1-2 2d4 kobolds; 3-4 1d6 goblins; 5-6 a ghoul. Two orcs sit here.\n**4. Well.** Three rats.",
			"3. Hall. A brazier smokes. Two orcs sit here.|4. Well. Three rats."},
		{"zine: right after a bold key, the sentence after wrapping",
			"**3 HALL** Roll 1d6: 1-2 2d4 kobolds; 3-4 1d6 goblins; 5-6 a ghoul. Two orcs sit here. The\ndoor leads north.\n**4 WELL** three rats.",
			"3 HALL Two orcs sit here. The|door leads north.|4 WELL three rats."},
		{"OSE: over two lines, sentences before and after",
			"**1. Guard room.** Two orcs sit here. Wandering monsters (d6): 1-2 kobolds (2d4); 3-4\ngoblins (1d6); 5-6 ghoul (1). A door leads north.\n**2. Well.** Three rats.",
			"1. Guard room. Two orcs sit here.|A door leads north.|2. Well. Three rats."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ls := body(linesOf([]requests.Page{{Number: 1, Text: tc.text}}))
			ts := wanderingTables(ls)
			if len(ts) != 1 {
				t.Fatalf("got %d tables, want 1", len(ts))
			}
			out, skip := withoutTables(ls, ts)
			var kept []string
			for i, l := range out {
				if !skip[i] {
					kept = append(kept, l.text)
				}
			}
			if got := strings.Join(kept, "|"); got != tc.want {
				t.Errorf("got  %q\nwant %q", got, tc.want)
			}
		})
	}
}

// TestRunOnTableAfterBoldKey: a run-on table in an area whose key is set in
// bold keeps the area and the text after the table: its description and its
// encounters, in an OSE key (the table between two sentences) and a zine
// key (the table right after the key, the sentence after it wrapping).
func TestRunOnTableAfterBoldKey(t *testing.T) {
	for _, tc := range []struct{ name, text, key, desc, creature string }{
		{"OSE: between two sentences", "**3. Hall.** A brazier smokes. Roll 1d6: 1-2 2d4 kobolds; 3-4 1d6 goblins; 5-6 a ghoul. Two orcs sit here.\n**4. Well.** Three rats.",
			"3", "A brazier smokes. Two orcs sit here.", "orcs"},
		{"zine: right after the key", "**3 HALL** Roll 1d6: 1-2 2d4 kobolds; 3-4 1d6 goblins; 5-6 a ghoul. Two orcs sit here. The\ndoor leads north.\n**4 WELL** three rats.",
			"3", "Two orcs sit here. The door leads north.", "orcs"},
	} {
		var found bool
		for _, a := range contentOf(t, tc.text).Areas {
			if a.Key != tc.key {
				continue
			}
			found = true
			if a.Description != tc.desc {
				t.Errorf("%s: area %s description %q, want %q", tc.name, a.Key, a.Description, tc.desc)
			}
			if len(a.Encounters) != 1 || a.Encounters[0].Creature != tc.creature {
				t.Errorf("%s: area %s encounters %+v, want %s alone", tc.name, a.Key, a.Encounters, tc.creature)
			}
		}
		if !found {
			t.Errorf("%s: no area %s", tc.name, tc.key)
		}
	}
}

// TestRowsAsPrinted pins list rows in the print forms the rules read
// wrong before, each in two styles or more: two rows or more on one line
// (a table set in columns read row by row), a line of prose right under
// the title that opens with a number (the check's odds, a count of
// turns), the first row set apart from the others by a break, and a
// range set off from its row by a dash set close.
func TestRowsAsPrinted(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		want       []string
	}{
		// Two rows or more on one line.
		{"zine: two rows a line, bare ranges, the die in the title",
			"### Wandering Monsters (d6)\n1 Goblins (2d4) 2 Orcs (1d6)\n3 Kobolds (4d4) 4 Giant rats (3d6)\n5 Stirges (1d10) 6 Nothing\n\n**1. Entrance.** A goblin watches the stair.",
			[]string{"Wandering Monsters d6 []: 1=Goblins (2d4) (2d4); 2=Orcs (1d6) (1d6); 3=Kobolds (4d4) (4d4); 4=Giant rats (3d6) (3d6); 5=Stirges (1d10) (1d10); 6=Nothing ()"}},
		{"B/X: two rows a line with full stops, the die in the check sentence",
			"## WANDERING MONSTERS\nRoll 1d8 every 2 turns.\n1. Goblins (2d4) 2. Orcs (1d6)\n3. Kobolds (4d4) 4. Giant rats (3d6)\n5. Stirges (1d10) 6. Skeletons (2d6)\n7. Ghoul (1) 8. No encounter",
			[]string{"WANDERING MONSTERS 1d8 [Roll 1d8 every 2 turns]: 1=Goblins (2d4) (2d4); 2=Orcs (1d6) (1d6); 3=Kobolds (4d4) (4d4); 4=Giant rats (3d6) (3d6); 5=Stirges (1d10) (1d10); 6=Skeletons (2d6) (2d6); 7=Ghoul (1) (1); 8=No encounter ()"}},
		{"BFRPG: three ranged rows a line, counts first",
			"**Random Encounters (1d12)**\n1-2 2d4 goblins 3-4 1d6 wolves 5-6 2d6 bandits\n7-8 1d3 giant spiders 9-10 1 ogre 11-12 1 owlbear",
			[]string{"Random Encounters 1d12 []: 1-2=2d4 goblins (2d4); 3-4=1d6 wolves (1d6); 5-6=2d6 bandits (2d6); 7-8=1d3 giant spiders (1d3); 9-10=1 ogre (1); 11-12=1 owlbear (1)"}},
		{"a number in a row's text is no row where the faces are covered",
			"### Wandering Monsters\n1-2 Goblins (2d4)\n3-4 Orcs (1d6)\n5-6 Ogres with 7 hostages",
			[]string{"Wandering Monsters d6 []: 1-2=Goblins (2d4) (2d4); 3-4=Orcs (1d6) (1d6); 5-6=Ogres with 7 hostages ()"}},

		// A line of prose under the title that opens with a number.
		{"OSE: the odds of the check right under the title",
			"### Wandering Monsters\n1 in 6 chance every 2 turns; roll 1d6 below.\n1. Goblins (2d4)\n2. Orcs (1d6)\n3. Kobolds (4d4)\n4. Giant rats (3d6)\n5. Stirges (1d10)\n6. Nothing\n\n**1. Entrance.** A goblin watches the stair.",
			[]string{"Wandering Monsters 1d6 [1 in 6 chance every 2 turns]: 1=Goblins (2d4) (2d4); 2=Orcs (1d6) (1d6); 3=Kobolds (4d4) (4d4); 4=Giant rats (3d6) (3d6); 5=Stirges (1d10) (1d10); 6=Nothing ()"}},
		{"1e: a count of turns opening the line under the title, ranged rows",
			"WANDERING MONSTERS\n2 turns pass between checks; on a 1 roll 1d6.\n1–2 Giant rats (2d4)\n3 Goblins (1d6)\n4 Kobolds (2d4)\n5–6 Skeletons (1d4)\n\nDUNGEON KEY",
			[]string{"WANDERING MONSTERS 1d6 []: 1–2=Giant rats (2d4) (2d4); 3=Goblins (1d6) (1d6); 4=Kobolds (2d4) (2d4); 5–6=Skeletons (1d4) (1d4)"}},
		{"B/X: the odds over a 2d6 table, whose rows go on from the odds' number",
			"WANDERING MONSTERS\n1 in 6 chance every turn.\n2 Giant eel (1)\n3-5 Giant frogs (1d4)\n6-8 Fishers (2d4)\n9-11 Stirges (1d8)\n12 Hermit (1)",
			[]string{"WANDERING MONSTERS 2d6 [1 in 6 chance every turn]: 2=Giant eel (1) (1); 3-5=Giant frogs (1d4) (1d4); 6-8=Fishers (2d4) (2d4); 9-11=Stirges (1d8) (1d8); 12=Hermit (1) (1)"}},
		{"OSE: the odds hyphenated, a 2d6 table in a marsh",
			"### Encounters in the Marsh\n1-in-6 each turn; roll 2d6:\n2 Giant eel (1)\n3-5 Giant frogs (1d4)\n6-8 Fishers (2d4)\n9-11 Stirges (1d8)\n12 Hermit (1)",
			[]string{"Encounters in the Marsh 2d6 [1-in-6 each turn]: 2=Giant eel (1) (1); 3-5=Giant frogs (1d4) (1d4); 6-8=Fishers (2d4) (2d4); 9-11=Stirges (1d8) (1d8); 12=Hermit (1) (1)"}},

		// The first row set apart from the rows after it by a break.
		{"zine: a bold die header, the first row over a blank line, the others bulleted",
			"### Wandering Monsters\nCheck every two turns; a roll of 1 on 1d6 means an encounter.\nRoll 1d8 on the table below.\n\n**d8 Wandering Monster**\n1 1d6 orcs\n\n" +
				"- 2 1d4 fire beetles\n- 3 2d4 stirges\n- 4 1d6 wolves\n- 5 1d6 giant rats\n- 6 2d6 giant leeches\n- 7 3d6 bats\n- 8 1 giant crab\n\n**1. Entry.** Two orcs sleep.",
			[]string{"Wandering Monsters d8 [Check every two turns; a roll of 1 on 1d6 means an encounter]: 1=1d6 orcs (1d6); 2=1d4 fire beetles (1d4); 3=2d4 stirges (2d4); 4=1d6 wolves (1d6); 5=1d6 giant rats (1d6); 6=2d6 giant leeches (2d6); 7=3d6 bats (3d6); 8=1 giant crab (1)"}},
		{"B/X: a caps title naming its die, the first row over a blank line",
			"WANDERING MONSTERS (1d6)\n1. Goblins (2d4)\n\n2. Orcs (1d6)\n3. Kobolds (4d4)\n4. Giant rats (3d6)\n5. Stirges (1d10)\n6. Nothing\n\nKEY\n1. ENTRANCE: Cobwebs hang across the door.",
			[]string{"WANDERING MONSTERS 1d6 []: 1=Goblins (2d4) (2d4); 2=Orcs (1d6) (1d6); 3=Kobolds (4d4) (4d4); 4=Giant rats (3d6) (3d6); 5=Stirges (1d10) (1d10); 6=Nothing ()"}},

		// A dash set close between the range and the row.
		{"S&W: an em dash set close after each roll",
			"### Wandering Monsters (1d6)\n1—Goblins (2d4)\n2—Orcs (1d6)\n3—Kobolds (4d4)\n4—Giant rats (3d6)\n5—Stirges (1d10)\n6—Nothing",
			[]string{"Wandering Monsters 1d6 []: 1=Goblins (2d4) (2d4); 2=Orcs (1d6) (1d6); 3=Kobolds (4d4) (4d4); 4=Giant rats (3d6) (3d6); 5=Stirges (1d10) (1d10); 6=Nothing ()"}},
		{"B/X: en-dash ranges, an em dash set close after each",
			"WANDERING MONSTERS (roll 1d8)\n1–2—Giant rats (3d6)\n3–4—Goblins (2d4)\n5—Kobolds (4d4)\n6—Orcs (1d6)\n7—Ghouls (1d3)\n8—Roll twice",
			[]string{"WANDERING MONSTERS 1d8 []: 1–2=Giant rats (3d6) (3d6); 3–4=Goblins (2d4) (2d4); 5=Kobolds (4d4) (4d4); 6=Orcs (1d6) (1d6); 7=Ghouls (1d3) (1d3); 8=Roll twice ()"}},
		{"zine: an em dash set close after bold rolls, counts first",
			"**Random Encounters (d4)**\n**1**—2d4 skeletons\n**2**—1d3 ghouls\n**3**—1 giant crab\n**4**—Nothing; a cold wind",
			[]string{"Random Encounters d4 []: 1=2d4 skeletons (2d4); 2=1d3 ghouls (1d3); 3=1 giant crab (1); 4=Nothing; a cold wind ()"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := tablesOf(tc.text); !slices.Equal(got, tc.want) {
				t.Errorf("tables\n got %q\nwant %q", got, tc.want)
			}
		})
	}
}

// TestRunOnTableSetBold: a run-on table set wholly in bold, its lead's
// colon inside the line, is read as any run-on table, in a dungeon's and a
// wilderness's wording.
func TestRunOnTableSetBold(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"**Wandering monsters (d6): 1 giant rats (2d4); 2 goblins (1d6); 3 stirges (1d4); 4 a ghoul; 5 zombies (1d3); 6 nothing.**",
			"Wandering monsters d6 []: 1=giant rats (2d4) (2d4); 2=goblins (1d6) (1d6); 3=stirges (1d4) (1d4); 4=a ghoul (); 5=zombies (1d3) (1d3); 6=nothing ()"},
		{"**Random encounters (1d4): 1–2 wolves (1d6); 3 bandits (2d4); 4 a wyvern.**\nThe road runs on.",
			"Random encounters 1d4 []: 1–2=wolves (1d6) (1d6); 3=bandits (2d4) (2d4); 4=a wyvern ()"},
	} {
		if got := tablesOf(tc.text); !slices.Equal(got, []string{tc.want}) {
			t.Errorf("tables of %q\n got %q\nwant %q", tc.text, got, tc.want)
		}
	}
}

// TestCountInWords pins a row's count spelled out, opening the row or in
// a phrase after the name, read as a number; an article counts none, nor
// a number word before "of" or a unit (a part, a span, an amount).
func TestCountInWords(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"Four drowned dead", "4"},
		{"Twelve wood goblins", "12"},
		{"Ghosts, three of them", "3"},
		{"Wood goblins, twelve of them", "12"},
		{"Wolves: a pack of six", "6"},
		{"One giant crab", "1"},
		{"a drowned priest", ""},
		{"A rockfall", ""},
		{"Bandits, see area 4", ""},
		{"Ten minutes of silence", ""},
		{"Thirty pieces of silver in a sack", ""},
		{"One of the hirelings deserts", ""},
		{"Three days of rain", ""},
	} {
		if got := entry("1", tc.text).Count; got != tc.want {
			t.Errorf("entry(%q).Count = %q, want %q", tc.text, got, tc.want)
		}
	}
}

// TestCountAsRange pins a row led by a number appearing printed as a
// range, as AD&D modules print it ("2–8 kobolds (AC 7, …)") and B/X ones
// with a hyphen ("1-4 giant centipedes"): the range is the count, not the
// figure of a stat line after it.
func TestCountAsRange(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"2–8 kobolds (AC 7, MV 6\", HD 1/2, hp 3 each, #AT 1, D 1–4)", "2–8"},
		{"1-4 giant centipedes", "1-4"},
		{"1–6 skeletons (AC 7, MV 12\", HD 1, hp 5 each)", "1–6"},
	} {
		if got := entry("1", tc.text).Count; got != tc.want {
			t.Errorf("entry(%q).Count = %q, want %q", tc.text, got, tc.want)
		}
	}
}
