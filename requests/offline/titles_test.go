package offline

import "testing"

// TestTitledCharactersMet: a character named by a title and a name who
// opens a sentence doing something ("Headman Tobin sits by the fire",
// "Here Brother Aldric prays"), presented at a sentence's end ("In the
// corner stands Sergeant Ruk."), named with a class and level set apart by
// commas ("Lady Ysolde, F5, paces", "Garth, a 3rd level fighter,
// sharpens"), or with a class and level in brackets after a name that
// looks plural ("Sir Bors (Ftr 4)") is met by that name, after a clause
// ("When the party enters, Captain Mirela draws"), with a second titled
// name ("Brother Aldric and Sister Vela pray"), an epithet ("Orlan the
// Grey") or a class and level in brackets with its hit points, its stat
// line ("Father Odo (C2, hp 9) is chained") too,
// once when a full name is then shortened ("Sir Odo Rook", "Sir Odo";
// "Master Corvin", "Corvin (MU5; AC 9 [10], ...)");
// a possessive, a verb in the past, a dead character, a name inside a
// sentence and one sent to another area ("(see area 5)", "sleeps in area
// 17") are no meeting — in B/X, OSE, Basic Fantasy, AD&D 1e and zine keys.
func TestTitledCharactersMet(t *testing.T) {
	oneAreaMeets(t, []encounterCase{
		{"B/X: titles opening sentences", "**4. HALL.** Headman Tobin sits by the fire. Old Mother Hask stirs a cauldron.",
			[]string{"1 Headman Tobin", "1 Old Mother Hask"}},
		{"OSE: titles after an adverb and presented", "### 4. Chapel\nHere Brother Aldric prays at the altar. In the corner stands Sergeant Ruk.",
			[]string{"1 Brother Aldric", "1 Sergeant Ruk"}},
		{"Basic Fantasy: a title and a class set apart", "6. Solar: Lady Ysolde, F5, paces the floor. Captain Mirela waits by the door.",
			[]string{"1 Lady Ysolde", "1 Captain Mirela"}},
		{"AD&D 1e: a class and level spelled out, set apart", "**7. BARRACKS:** Garth, a 3rd level fighter, sharpens his sword. Kessa, Ftr 4, hides behind the door.",
			[]string{"1 Garth", "1 Kessa"}},
		{"zine: a title before a class in brackets", "**11 KEEP** Sir Bors (Ftr 4) guards the stair.", []string{"1 Sir Bors"}},
		{"B/X: a title and stats before a name that looks plural", "**11. KEEP.** Sir Bors (F4; AC 2, hp 20, #AT 1, D 1d8, ML 9) guards the stair.",
			[]string{"1 Sir Bors [F4; AC 2, hp 20, #AT 1, D 1d8, ML 9]"}},
		{"B/X: owned, past, dead and mentioned", "**12. CABIN.** Captain Mirela's cabin is empty. King Harald built this hall. Lady Vane has ruled the elves for 200 years. Father Odo lies dead here. The room belongs to Abbot Morcant.", nil},
		{"B/X: after a clause, a comma after an adverb", "**12. HALL.** When the party enters, Captain Mirela draws her sword. Inside, Brother Aldric prays.",
			[]string{"1 Captain Mirela", "1 Brother Aldric"}},
		{"OSE: two titled names joined, an epithet", "### 13. Chapel\nBrother Aldric and Sister Vela pray here. Orlan the Grey, MU4, studies a scroll.",
			[]string{"1 Brother Aldric", "1 Sister Vela", "1 Orlan the Grey named Orlan"}},
		{"Basic Fantasy: a note in brackets before the verb", "13. Hut: Headman Tobin (0-level human) sits by the fire. Father Odo (C2, hp 9) is chained to the wall.",
			[]string{"1 Father Odo [C2, hp 9]", "1 Headman Tobin"}},
		{"B/X: a full name, then a short one after a semicolon", "**15. HALL.** Sir Odo Rook sleeps here. The chest is locked; Sir Odo carries the key.",
			[]string{"1 Sir Odo Rook"}},
		{"zine: a cross-reference places the character elsewhere", "**14 YARD** Captain Mirela (see area 5) visits at night. Baron Harrow sleeps in area 17.", nil},
		{"OSE: a titled name and its stats under the name alone", "### 12. Study\nMaster Corvin, a 5th level magic-user, reads by candlelight. Corvin (MU5; AC 9 [10], HP 14) flees if attacked.",
			[]string{"1 Master Corvin [MU5; AC 9 [10], HP 14]"}},
		{"OSE: a title before no name", "### 13. Cell\nBrother, the door is locked. Lady Luck smiled on the builders.", nil},
	})
}
