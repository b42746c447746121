package offline

import "testing"

// TestTimesSignApart: a count printed with a sign of times set apart by a
// space, before the creature (one-page dungeons: "3 x skeletons") or after
// it (OSE-style rosters: "Ghoul × 2"), counts the creature as the joined
// sign does.
func TestTimesSignApart(t *testing.T) {
	oneAreaMeets(t, []encounterCase{
		{"one-page: count, x, creature",
			"**7. Pantry.** 3 x skeletons guard the door.",
			[]string{"3 skeletons"}},
		{"one-page: count, ×, creature",
			"**7. Pantry.** 4 × zombies shamble here. Smells bad.",
			[]string{"4 zombies"}},
		{"OSE: creature, ×, count, stat line",
			"**2. Crypt.** Ghoul × 2 (AC 6 [13], HD 2*, Att 2 × claw (1d3), MV 90' (30'), ML 9) feed on a coffin.",
			[]string{"2 Ghoul [AC 6 [13], HD 2*, Att 2 × claw (1d3), MV 90' (30'), ML 9]"}},
		{"one-page: creature, x, count",
			"**7. Well.** Ghoul x 2. Smells bad.",
			[]string{"2 Ghoul"}},
	})
}

// TestGroupNamedAgain: a group counted once and named again by "the" where
// its stat line stands is one group, with its count and stat line — TSR
// style, a count in read-aloud text and the stat line in the referee's
// text; OSE and B/X style, in one paragraph.
func TestGroupNamedAgain(t *testing.T) {
	oneAreaMeets(t, []encounterCase{
		{"TSR: boxed count, stat line below",
			"**14. THE GUARD ROOM**\n\nA smoky room. Four gnolls sit around a table playing dice.\n\nThe gnolls (AC 5, HD 2, hp 9, 8, 7, 6, #AT 1, D 2d4, MV 90' (30'), Save F2, ML 8) fight to the death.",
			[]string{"4 gnolls [AC 5, HD 2, hp 9, 8, 7, 6, #AT 1, D 2d4, MV 90' (30'), Save F2, ML 8]"}},
		{"B/X: one paragraph",
			"**14. Guard Room.** Two orcs play dice. The orcs (AC 6, HD 1, hp 5, 3, #AT 1, D 1d6, ML 8) fight to the death.",
			[]string{"2 orcs [AC 6, HD 1, hp 5, 3, #AT 1, D 1d6, ML 8]"}},
		{"OSE: dice count, stat line later",
			"**3. Pool.** 1d4+1 giant leeches lurk in the water. The giant leeches (AC 7 [12], HD 6, Att 1 × bite (1d6), MV 30' (10'), ML 10) attack anyone who wades.",
			[]string{"1d4+1 giant leeches [AC 7 [12], HD 6, Att 1 × bite (1d6), MV 30' (10'), ML 10]"}},
	})
}
