package offline

import "testing"

// TestRunOnAfterSentence pins a wandering table run on in a paragraph of a
// narrow column whose rows open the sentence after the one calling for
// the roll, not a colon's clause: the call ends in a full stop and the
// rows follow it, led by a range and a colon and set apart by commas or
// semicolons. The areas after it keep their own encounters.
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
