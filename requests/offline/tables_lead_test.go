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
