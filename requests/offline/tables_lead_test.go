package offline

import "testing"

// TestRunOnAfterSentence pins a wandering table run on in a paragraph of a
// narrow column whose rows open right after the sentence calling for the
// roll, or after the title's note in brackets, with no colon between: the
// call ends in a full stop, or the note closes the title, and the rows
// follow it, led by a range (and a colon or not) and set apart by commas
// or semicolons. The areas after it keep their own encounters.
func TestRunOnAfterSentence(t *testing.T) {
	for _, tc := range []struct {
		name, text   string
		tables, keys []string
		areas        []string
	}{
		{"A5 zine: the check and the roll in one sentence, rows between commas",
			"### Tomb of the Rat King\nDeep under the sewers lies the tomb of a forgotten king.\nEvery 2 turns roll 1d6 for wandering monsters. 1–2: 3d6 rats, 3: 1d4\nwererats, 4: a carrion crawler, 5: 2d4 kobold scavengers, 6: the Rat\nKing's ghost.\n" +
				"### 1. Sewer Outfall\nThe stink is overwhelming. A rusty grate blocks the tunnel east.\n### 2. Rat Nest\nTwenty rats nest in piles of rags.",
			[]string{"Tomb of the Rat King 1d6 [Every 2 turns]: 1–2=3d6 rats (3d6); 3=1d4 wererats (1d4); 4=a carrion crawler (); 5=2d4 kobold scavengers (2d4); 6=the Rat King's ghost () @"},
			[]string{"1", "2"}, []string{"1: ", "2: 20 rats"}},
		{"S&W zine: the call after a sentence of the paragraph, rows between semicolons",
			"**The Gnoll Pits**\nHot winds blow through these pits. Roll for wandering monsters every\n2 turns on a d6. 1-2: 2d6 gnolls; 3: a hyena pack (1d6); 4: 1d4 giant\nflies; 5: the gnoll chief and 2 guards; 6: a lost dwarf.\n\n" +
				"**1. The Pit.** Bones everywhere. A ladder leads down.\n**2. Kennels.** Two gnolls gnaw on bones.",
			[]string{"The Gnoll Pits d6 [every 2 turns]: 1-2=2d6 gnolls (2d6); 3=a hyena pack (1d6) (1d6); 4=1d4 giant flies (1d4); 5=the gnoll chief and 2 guards (); 6=a lost dwarf () @"},
			[]string{"1", "2"}, []string{"1: ", "2: 2 gnolls"}},
		{"one-page dungeon: a title in capitals closed by its note in brackets, no colon, rows between commas",
			"### THE MILL\nWANDERING MONSTERS (1 in 6 each turn, roll d6) 1: 2d4 rats, 2: a ghoul, 3: 1d6 skeletons, 4: a giant leech,\n5: 1d4 bandits, 6: the miller's ghost.\n\n" +
				"**1. Yard.** Mud and straw. Three bandits lounge by the well.\n**2. Millpond.** A ghoul hides in the reeds.",
			[]string{"WANDERING MONSTERS d6 [1 in 6 each turn, roll d6]: 1=2d4 rats (2d4); 2=a ghoul (); 3=1d6 skeletons (1d6); 4=a giant leech (); 5=1d4 bandits (1d4); 6=the miller's ghost () @"},
			[]string{"1", "2"}, []string{"1: 3 bandits", "2: 1 ghoul"}},
		{"Basic Fantasy zine: a plain title with its die in brackets, rows between semicolons",
			"## Bog Hollow\nThe hollow floods each spring.\nEncounters (d6) 1 bog zombies (1d4); 2 giant frog; 3 stirges (2d6); 4 giant leech; 5 bandits (1d4); 6 the hag.\n\n" +
				"### 1. Landing\nA rotten jetty. Two giant frogs croak here.\n### 2. Hut\nThe hag's hut, on stilts.",
			[]string{"Encounters d6 []: 1=bog zombies (1d4) (1d4); 2=giant frog (); 3=stirges (2d6) (2d6); 4=giant leech (); 5=bandits (1d4) (1d4); 6=the hag () @"},
			[]string{"1", "2"}, []string{"1: 2 giant frogs", "2: "}},
	} {
		t.Run(tc.name, func(t *testing.T) { readsAsPrinted(t, tc.text, tc.tables, tc.keys, tc.areas) })
	}
}

// TestTerrainColumnsUnderWordLabel pins a hexcrawl's encounter grid of one
// column per terrain whose die column is labelled in words ("Roll", "Die
// Roll") rather than by its die, which the title or the sentence over the
// grid prints: the label in a cell of its own, or joined by the text layer
// to the first terrain's name as a narrow column is. Each terrain gives a
// table of its own; the hexes after it keep their own encounters.
func TestTerrainColumnsUnderWordLabel(t *testing.T) {
	for _, tc := range []struct {
		name, text   string
		tables, keys []string
		areas        []string
	}{
		{"B/X hexcrawl: the die in the bold title, the label joined to the first terrain",
			"**Wilderness Encounters (roll 2d6)**\n\n| **Roll Plains** | **Woods** | **Mountains** |\n| --- | --- | --- |\n| 2 Blue dragon | Green dragon | Red dragon |\n| 3-4 Nomads (2d6) | Bandits (2d6) | Ogres (1d6) |\n| 5-9 Lions (1d4) | Wolves (2d6) | Orcs (3d6) |\n| 10-12 Giant (1) | Dryads (1d6) | Roc (1) |\n\n" +
				"Encounters occur on a 1 in 6, rolled each watch.\n\n**0203 The Ford**\nA shallow ford guarded by a toll keeper and 4 hobgoblins.\n**0204 Barrow Hill**\nA grassy barrow with a stone door.",
			[]string{"Wilderness Encounters 2d6 []: 2=Blue dragon (); 3-4=Nomads (2d6) (2d6); 5-9=Lions (1d4) (1d4); 10-12=Giant (1) (1) @Plains",
				"Wilderness Encounters 2d6 []: 2=Green dragon (); 3-4=Bandits (2d6) (2d6); 5-9=Wolves (2d6) (2d6); 10-12=Dryads (1d6) (1d6) @Woods",
				"Wilderness Encounters 2d6 []: 2=Red dragon (); 3-4=Ogres (1d6) (1d6); 5-9=Orcs (3d6) (3d6); 10-12=Roc (1) (1) @Mountains"},
			[]string{"0203", "0204"}, []string{"0203: 4 hobgoblins", "0204: "}},
		{"S&W hexcrawl: \"Die Roll\" in a cell of its own, the die in the sentence over the grid",
			"## THE SHIFTING SANDS\n### Encounters\nRoll 2d6 twice per day; an encounter occurs on a 1 or 2 on 1d6.\n\n| **Die Roll** | **Desert** | **Oasis** |\n| --- | --- | --- |\n| 2 | Blue dragon | Djinni |\n| 3-4 | Nomads (2d6) | Merchants (1d4) |\n| 5-11 | Giant scorpions (1d4) | Camels (2d6) |\n| 12 | Purple worm | Nixie (1d4) |\n\n" +
				"### 12.07 Well of Bones\nA dry well. Two ghouls lurk in it.",
			[]string{"Encounters 2d6 [Roll 2d6 twice per day]: 2=Blue dragon (); 3-4=Nomads (2d6) (2d6); 5-11=Giant scorpions (1d4) (1d4); 12=Purple worm () @Desert",
				"Encounters 2d6 [Roll 2d6 twice per day]: 2=Djinni (); 3-4=Merchants (1d4) (1d4); 5-11=Camels (2d6) (2d6); 12=Nixie (1d4) (1d4) @Oasis"},
			[]string{"12.07"}, []string{"12.07: 2 ghouls"}},
	} {
		t.Run(tc.name, func(t *testing.T) { readsAsPrinted(t, tc.text, tc.tables, tc.keys, tc.areas) })
	}
}

// TestColumnHeadersReadApart pins a ruled grid of two columns, a die
// column and an encounter column, that the text layer reads a column at a
// time: each column's header, set bold, over its cells ("**Die Roll**"
// over "1" … "8", then "**Encounter**" over the creatures), the die given
// in a sentence over or under the grid, as AD&D and S&W modules print it.
// The encounter column's header is no row: the first range goes with the
// first creature; and the die column's header opens the table where no
// title stands over it, in an area's text, whose encounters it keeps
// none of.
func TestColumnHeadersReadApart(t *testing.T) {
	for _, tc := range []struct {
		name, text   string
		tables, keys []string
		areas        []string
	}{
		{"S&W: the die in the sentence over the grid, a blank line between cells",
			"### WANDERING MONSTERS\nAn encounter occurs on a 1 in 6, checked every third turn. When one is indicated, roll d8 and consult the table\nbelow.\n\n**Die Roll**\n\n1\n\n2\n\n3\n\n4\n\n5\n\n6\n\n7\n\n8\n\n**Encounter**\n\n" +
				"Orcs (2-8)\nGiant spiders (1-2)\nGnolls (1-6)\nHobgoblins (2-7)\nCarrion crawler (1)\nStirges (3-12)\nGhouls (1-4)\nBugbears (1-3)\n\n" +
				"### 1. GUARD ROOM\nSix orcs sit dicing at a table.\n### 2. STORE ROOM\nBarrels of spoiled wine.",
			[]string{"WANDERING MONSTERS d8 [1 in 6, checked every third turn]: 1=Orcs (2-8) (2-8); 2=Giant spiders (1-2) (1-2); 3=Gnolls (1-6) (1-6); 4=Hobgoblins (2-7) (2-7); 5=Carrion crawler (1) (1); 6=Stirges (3-12) (3-12); 7=Ghouls (1-4) (1-4); 8=Bugbears (1-3) (1-3) @"},
			[]string{"1", "2"}, []string{"1: 6 orcs", "2: "}},
		{"AD&D: ranges set solid, the column headers in capitals, counts after a comma",
			"**RANDOM ENCOUNTERS**\nCheck each turn; 1 in 8 indicates an encounter. Roll 1d6.\n**ROLL**\n1-2\n3\n4\n5\n6\n**MONSTER**\nKobolds, 3-12\nGiant ants, 1-4\nTroglodytes, 2-5\nGrey ooze, 1\nWererats, 1-3\n\n" +
				"**10. POOL ROOM:** A black pool. Two troglodytes lurk beneath the water.\n**11. SHRINE:** An altar to a forgotten god.",
			[]string{"RANDOM ENCOUNTERS d6 [Check each turn; 1 in 8 indicates an encounter]: 1-2=Kobolds, 3-12 (3-12); 3=Giant ants, 1-4 (1-4); 4=Troglodytes, 2-5 (2-5); 5=Grey ooze, 1 (1); 6=Wererats, 1-3 (1-3) @"},
			[]string{"10", "11"}, []string{"10: 2 troglodytes", "11: "}},
		{"S&W: a grid in an area's text, untitled, the die in the sentence under it",
			"### 1. GUARD ROOM\nSix orcs sit dicing at a table.\n\n**Die Roll**\n\n1\n\n2\n\n3\n\n4\n\n**Encounter**\n\nOrcs (2-8)\nGiant spiders (1-2)\nGnolls (1-6)\nGhouls (1-4)\n\n" +
				"Roll d4 on the table above for wandering monsters.\n### 2. STORE ROOM\nBarrels of spoiled wine.",
			[]string{"Wandering monsters d4 []: 1=Orcs (2-8) (2-8); 2=Giant spiders (1-2) (1-2); 3=Gnolls (1-6) (1-6); 4=Ghouls (1-4) (1-4) @"},
			[]string{"1", "2"}, []string{"1: 6 orcs", "2: "}},
		{"AD&D: the label \"Roll\" alone, ranges set solid, counts after a comma",
			"**12. BARRACKS:** Bunks for twenty. Four hobgoblins sleep here.\n**ROLL**\n1-2\n3-4\n5-6\n**MONSTER**\nKobolds, 3-12\nGiant ants, 1-4\nWererats, 1-3\n\n" +
				"**13. ARMOURY:** Racks of rusted spears.",
			[]string{"Wandering monsters d6 []: 1-2=Kobolds, 3-12 (3-12); 3-4=Giant ants, 1-4 (1-4); 5-6=Wererats, 1-3 (1-3) @"},
			[]string{"12", "13"}, []string{"12: 4 hobgoblins", "13: "}},
	} {
		t.Run(tc.name, func(t *testing.T) { readsAsPrinted(t, tc.text, tc.tables, tc.keys, tc.areas) })
	}
}

// TestCheckAfterTitle pins a table title that runs on, after a comma, into
// how often to roll: the check is the table's frequency, neither part of
// its name nor the place it applies to.
func TestCheckAfterTitle(t *testing.T) {
	for _, tc := range []struct {
		name, text   string
		tables, keys []string
		areas        []string
	}{
		{"A5 zine: a run-on table in a paragraph, its lead wrapped after the comma",
			"### The Salt Caves\nThe caves echo with the sea. Wandering monsters (d6), checked\nevery 2 turns: 1–2: 2d4 giant crabs, 3: 1d6 crabmen, 4: a sea hag, 5:\n3d6 stirges, 6: the drowned smuggler.\n\n" +
				"### 1. Mouth\nGulls nest here. Two giant crabs guard the rocks.\n### 2. Shelf\nA ledge over the water.",
			[]string{"Wandering monsters d6 [checked every 2 turns]: 1–2=2d4 giant crabs (2d4); 3=1d6 crabmen (1d6); 4=a sea hag (); 5=3d6 stirges (3d6); 6=the drowned smuggler () @"},
			[]string{"1", "2"}, []string{"1: 2 giant crabs", "2: "}},
		{"B/X hexcrawl: a bold title with the check and the die, a list of ranges",
			"**Random Encounters, rolled once per day (2d6)**\n2 Dragon\n3-6 Wolves (2d6)\n7-12 Elves (1d6)\n\n### 0101 Old Mill\nFive bandits camp inside.",
			[]string{"Random Encounters 2d6 [rolled once per day (2d6)]: 2=Dragon (); 3-6=Wolves (2d6) (2d6); 7-12=Elves (1d6) (1d6) @"},
			[]string{"0101"}, []string{"0101: 5 bandits"}},
	} {
		t.Run(tc.name, func(t *testing.T) { readsAsPrinted(t, tc.text, tc.tables, tc.keys, tc.areas) })
	}
}

// TestRunOnRowsEndingInFullStops pins a wandering table run on in a
// paragraph of a narrow column whose rows are each led by a range set with
// its full stop and each end in one, as numbered lists are printed run in
// ("1. 2d4 giant rats. 2. A ghoul. …"), the range ending a line and its
// row opening the next: the range leads its row rather than ending a
// sentence, after a title closed by its die in brackets and a full stop
// or after a sentence calling for the roll. The areas after it keep their
// own encounters.
func TestRunOnRowsEndingInFullStops(t *testing.T) {
	for _, tc := range []struct {
		name, text   string
		tables, keys []string
		areas        []string
	}{
		{"A5 zine: a title closed by its die in brackets and a full stop",
			"### The Drowned Crypt\nWater drips from the vaulted roof.\nWandering Monsters (d6). 1. 2d4 giant\nrats. 2. A ghoul. 3. 1d6 skeletons. 4.\nStirges (1d8). 5. A lost dwarf. 6.\nNothing.\n" +
				"### 1. Stair\nWet steps down. Two ghouls wait.\n### 2. Vault\nEmpty.",
			[]string{"Wandering Monsters d6 []: 1=2d4 giant rats (2d4); 2=A ghoul (); 3=1d6 skeletons (1d6); 4=Stirges (1d8) (1d8); 5=A lost dwarf (); 6=Nothing () @"},
			[]string{"1", "2"}, []string{"1: 2 ghouls", "2: "}},
		{"B/X zine: the call for the roll as a sentence after the paragraph's first",
			"**Barrow of the Hill King**\nCold air seeps from the cairn. Roll 1d6 for wandering monsters every 2\nturns. 1. 3d6 giant rats. 2. 1d4 zombies. 3.\nA wight. 4. 2d4 bandits. 5. A giant\nspider. 6. The Hill King's shade.\n\n" +
				"**1. Passage.** Bones litter the floor. Three zombies shuffle here.\n**2. Crypt.** An empty bier.",
			[]string{"Barrow of the Hill King 1d6 [every 2 turns]: 1=3d6 giant rats (3d6); 2=1d4 zombies (1d4); 3=A wight (); 4=2d4 bandits (2d4); 5=A giant spider (); 6=The Hill King's shade () @"},
			[]string{"1", "2"}, []string{"1: 3 zombies", "2: "}},
	} {
		t.Run(tc.name, func(t *testing.T) { readsAsPrinted(t, tc.text, tc.tables, tc.keys, tc.areas) })
	}
}

// TestRunOnRowsHyphenatedAtLineEnds pins a wandering table run on in a
// paragraph of a narrow column whose rows hyphenate words at the ends of
// lines ("skele-" over "tons; 6 …"), as justified narrow columns do: the
// word is read whole in its row, as in running text, whether the rows are
// led by plain or by bold ranges. The areas after it keep their own
// encounters.
func TestRunOnRowsHyphenatedAtLineEnds(t *testing.T) {
	for _, tc := range []struct {
		name, text   string
		tables, keys []string
		areas        []string
	}{
		{"OSE zine: plain ranges between semicolons, the check in the title's brackets",
			"### The Sunken Chapel\nMoss covers every pew.\nWandering monsters (d6, every 2 turns): 1–2 giant\nrats; 3 goblins; 4 a ghoul; 5 1d6 skele-\ntons; 6 a wandering sol-\ndier.\n" +
				"### 1. Nave\nBroken pews. Two goblins argue here.\n### 2. Apse\nAn altar.",
			[]string{"Wandering monsters d6 [every 2 turns]: 1–2=giant rats (); 3=goblins (); 4=a ghoul (); 5=1d6 skeletons (1d6); 6=a wandering soldier () @"},
			[]string{"1", "2"}, []string{"1: 2 goblins", "2: "}},
		{"one-page dungeon: bold title and bold ranges, the roll after the check",
			"### The Sunken Chapel\nMoss covers every pew.\n**Random encounters** (every 3 turns, 1-in-6; roll d6): **1** 3d4 kobolds; **2** giant centi-\npede; **3** 2d6 skele-\ntons; **4** a ghoul; **5** 1d4\nstirges; **6** the hermit.\n" +
				"### 1. Nave\nBroken pews. Two kobolds argue here.\n### 2. Apse\nAn altar.",
			[]string{"Random encounters d6 [every 3 turns, 1-in-6]: 1=3d4 kobolds (3d4); 2=giant centipede (); 3=2d6 skeletons (2d6); 4=a ghoul (); 5=1d4 stirges (1d4); 6=the hermit () @"},
			[]string{"1", "2"}, []string{"1: 2 kobolds", "2: "}},
	} {
		t.Run(tc.name, func(t *testing.T) { readsAsPrinted(t, tc.text, tc.tables, tc.keys, tc.areas) })
	}
}

// TestRunOnTitleNoteWithSemicolon pins a wandering table run on after a
// sentence of its paragraph whose title's note in brackets holds a
// semicolon ("Random encounters (every 3 turns, 1-in-6; roll d6): 1 …"):
// the note belongs to the title the colon closes, so the table takes the
// title's name rather than the section's. The areas after it keep their
// own encounters.
func TestRunOnTitleNoteWithSemicolon(t *testing.T) {
	for _, tc := range []struct {
		name, text   string
		tables, keys []string
		areas        []string
	}{
		{"one-page dungeon: a bold title wrapped before its note, bold ranges",
			"### The Sunken Chapel\nMoss covers every pew. **Random encounters**\n(every 3 turns, 1-in-6; roll d6): **1** 3d4 kobolds; **2**\ngiant centipede; **3** 2d6 skeletons; **4** a ghoul; **5**\n1d4 stirges; **6** the hermit of the marsh.\n" +
				"### 1. Nave\nBroken pews. Two kobolds argue here.\n### 2. Apse\nAn altar.",
			[]string{"Random encounters d6 [every 3 turns, 1-in-6]: 1=3d4 kobolds (3d4); 2=giant centipede (); 3=2d6 skeletons (2d6); 4=a ghoul (); 5=1d4 stirges (1d4); 6=the hermit of the marsh () @"},
			[]string{"1", "2"}, []string{"1: 2 kobolds", "2: "}},
		{"S&W zine: a plain title, the die after the check in its note, ranges between semicolons",
			"**Ruined Watchtower**\nThe tower leans over the cliff. Wandering monsters (check each turn;\nd8): 1-2 2d6 giant rats; 3 a gelatinous cube; 4-5 1d4 giant\nbeetles; 6 3d6 bandits; 7 a hippogriff; 8 the ghost of the warden.\n\n" +
				"**1. Gate.** The portcullis is rusted shut. Four bandits camp here.\n**2. Stair.** A spiral stair, half collapsed.",
			[]string{"Wandering monsters d8 [check each turn]: 1-2=2d6 giant rats (2d6); 3=a gelatinous cube (); 4-5=1d4 giant beetles (1d4); 6=3d6 bandits (3d6); 7=a hippogriff (); 8=the ghost of the warden () @"},
			[]string{"1", "2"}, []string{"1: 4 bandits", "2: "}},
	} {
		t.Run(tc.name, func(t *testing.T) { readsAsPrinted(t, tc.text, tc.tables, tc.keys, tc.areas) })
	}
}

// TestCheckKeepsChance: a check printed as two clauses keeps its interval
// and its chance, the chance after the interval or before it, by a
// semicolon or a comma.
func TestCheckKeepsChance(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"Check every 2 turns; 1 in 6.", "Check every 2 turns; 1 in 6"},
		{"Roll once per hour, 1 in 8 chance of an encounter.", "Roll once per hour, 1 in 8 chance of an encounter"},
		{"Check every turn; a roll of 1 on 1d6 means an encounter.", "Check every turn; a roll of 1 on 1d6 means an encounter"},
		{"1 in 6; check every 2 turns.", "1 in 6; check every 2 turns"},
		{"Check every 2 turns (1 in 6).", "Check every 2 turns (1 in 6)"},
		{"Check every 2 turns; the wolves howl.", "Check every 2 turns"},
	} {
		if got := checkIn(c.text); got != c.want {
			t.Errorf("checkIn(%q) = %q, want %q", c.text, got, c.want)
		}
	}
}
