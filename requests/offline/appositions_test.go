package offline

import "testing"

// TestKindAndNameInApposition: a character whose kind opens the sentence
// with "the" or a possessive and whose name stands beside it — set apart
// by commas ("The cook, Fat Berta, stirs"), right after the kind ("Her
// assistant Pip hides"), or in a second apposition that gives what the
// character is ("the smith's apprentice, a boy named Tam, works") — is
// one encounter of that kind with that name, in OSE bold-key entries and
// classic two-column keys alike.
func TestKindAndNameInApposition(t *testing.T) {
	oneAreaMeets(t, []encounterCase{
		{"OSE: the kind, then the name between commas",
			"**3. Kitchen.** The cook, Fat Berta, stirs a pot of eel stew. Knives hang on the wall.",
			[]string{"1 cook named Fat Berta"}},
		{"classic: the kind, then the name between commas",
			"12. KITCHEN: A fire roars in the hearth. The steward, Old Hugo (F2, hp 9), counts the spoons.",
			[]string{"1 steward named Old Hugo [F2, hp 9]"}},
		{"OSE: a possessive, the kind and the name",
			"**3. Kitchen.** Her assistant Pip hides under the table.",
			[]string{"1 assistant named Pip"}},
		{"classic: a possessive, the kind and the name",
			"14. PANTRY: Sacks of flour line the walls. His attendant Wen sleeps on a pallet.",
			[]string{"1 attendant named Wen"}},
		{"OSE: a possessive kind, then what the character is, named",
			"**4. Forge.** The smith's apprentice, a boy named Tam, works the bellows.",
			[]string{"1 smith's apprentice named Tam"}},
		{"classic: a possessive kind, then what the character is, called",
			"15. STABLE: Straw covers the floor. The groom's daughter, a girl called Nell, brushes a pony.",
			[]string{"1 groom's daughter named Nell"}},
		{"zine: the name, then the role in brackets",
			"**3. Kitchen.** Fat Berta (cook) stirs a pot. Pip (her assistant) hides under the table.",
			[]string{"1 cook named Fat Berta", "1 assistant named Pip"}},
		{"zine: a thing's name before a bracket names no one",
			"**3. Vault.** Gold (500 gp) lies in heaps. Vengeance (a holy sword) rests on the altar.",
			nil},
	})
}

// TestStatReferenceAfterCount: a counted group followed by a bracket that
// sends the referee to stats printed elsewhere ("(as veterans)", "(see
// p. 12)", "(use Brigand stats)") is met with its count, whether or not
// the group's name is a creature the bestiary knows and whether or not a
// verb follows, in OSE sentences and zine lists alike.
func TestStatReferenceAfterCount(t *testing.T) {
	oneAreaMeets(t, []encounterCase{
		{"OSE: as another creature, then a verb",
			"**2. Barracks.** 6 guards (as veterans) play dice on an upturned barrel.",
			[]string{"6 guards"}},
		{"OSE: a page reference",
			"**2. Crypt.** 4 zombies (see p. 12) shamble between the biers.",
			[]string{"4 zombies"}},
		{"classic: use another creature's stats",
			"9. GUARDROOM: Three thugs (use Brigand stats) wait by the door.",
			[]string{"3 thugs"}},
		{"zine: a list with references and no verb",
			"**7. Gatehouse.** 5 watchmen (as Bandit), 1 sergeant (as Veteran, p. 40). A winch raises the gate.",
			[]string{"5 watchmen", "1 sergeant"}},
		{"classic: a simile in brackets is no reference",
			"9. GALLERY: Four statues (as if alive) line the hall.",
			nil},
	})
}

// TestRangedCounts: a count printed as a range, dice or "X or Y" keeps
// the dice or range as printed (the schema's dice field takes them), and
// "two or three" is the larger number, which a referee plans for.
func TestRangedCounts(t *testing.T) {
	oneAreaMeets(t, []encounterCase{
		{"OSE: two or three, a verb after",
			"**3. Den.** Two or three orcs play dice by the fire.",
			[]string{"3 orcs"}},
		{"classic: figures joined by or",
			"10. CELLAR: 2 or 3 giant rats (AC 7, HD 1/2, hp 2 each, #AT 1, D 1d3) nest in the straw.",
			[]string{"3 giant rats [AC 7, HD 1/2, hp 2 each, #AT 1, D 1d3]"}},
		{"OSE: a range",
			"**3. Den.** 2–5 goblins squat by the fire.",
			[]string{"2–5 goblins"}},
		{"zine: dice",
			"**8. Midden.** 1d4+1 giant rats nest in the straw.",
			[]string{"1d4+1 giant rats"}},
	})
}

// TestKindAsSubject: a creature or person named by "the" and its kind and
// no name, as the subject of a verb of what it does now ("The ogre sleeps",
// "The high priest of Yggoth stands at the altar", "The old hermit
// watches"), is one encounter of that kind; a thing ("The door is
// locked", "The statue of a knight stands here"), a dead or carved one,
// one that is not here ("The ogre is away hunting") and a possessive
// are none.
func TestKindAsSubject(t *testing.T) {
	oneAreaMeets(t, []encounterCase{
		{"OSE: a known creature",
			"**5. Lair.** Bones litter the floor. The ogre sleeps on a pile of furs.",
			[]string{"1 ogre"}},
		{"classic: a person and what the person is of",
			"16. ALTAR: Black candles burn. The high priest of Yggoth stands at the altar.",
			[]string{"1 high priest of Yggoth"}},
		{"OSE: a person with an adjective",
			"**6. Hut.** The old hermit watches from the door.",
			[]string{"1 old hermit"}},
		{"classic: after a clause",
			"17. LOFT: When the party climbs the ladder, the goblin chief wakes.",
			[]string{"1 goblin chief"}},
		{"Basic Fantasy: a rank after a known creature beside a counted group",
			"**8. Barracks:** Goblins (2-5) squat here. The goblin boss shouts orders.",
			[]string{"2-5 Goblins", "1 goblin boss"}},
		{"OSE: things",
			"**7. Hall.** The door is locked. The statue of a knight stands here. The bridge guards nothing.",
			nil},
		{"classic: dead, carved, away, owned",
			"18. TOMB: The dead ogre lies here. The bronze knight stands in a niche. The troll is away hunting. The troll's club leans on the wall.",
			nil},
	})
}

// TestDeniedAndMentionedAreNotMet: a creature whose count a word of
// denial opens ("Not a single rat stirs", "Not one goblin remains", "no
// single orc has passed"), one in a simile ("as if a giant had passed"),
// in hearsay, in an artwork, dead, a creature's name in a place's name
// ("the Goblin Stair") and a creature only a wandering table beside the
// key lists is met by no area, in OSE bold-key entries and classic
// two-column keys alike, a kind after "the" included.
func TestDeniedAndMentionedAreNotMet(t *testing.T) {
	oneAreaMeets(t, []encounterCase{
		{"OSE: denied counts",
			"**5. Hall.** Not a single rat stirs. Not one goblin remains here.",
			nil},
		{"classic: a denied count after a semicolon",
			"12. HALL: The dust lies thick; no single orc has passed in years.",
			nil},
		{"OSE: a simile and hearsay",
			"**5. Hall.** The floor is cracked as if a giant had passed. The troll is said to haunt the bridge.",
			nil},
		{"classic: an artwork, the dead and place names",
			"12. HALL: A painting of the ogre hangs here. The ogre lies dead. The Goblin Stair leads down to the Troll Gate.",
			nil},
		{"OSE: a wandering table beside the key",
			"**5. Hall.** Dice lie on a table.\n\n**Wandering Monsters (d6)**\n1. 2d4 goblins\n2. 1d6 orcs\n3. The ogre\n",
			nil},
	})
}

// TestCaptivesAreMet: a counted group of people held captive ("are
// chained", "are bound") is met where it is held, in OSE bold-key
// entries and classic two-column keys alike; things chained there are
// not.
func TestCaptivesAreMet(t *testing.T) {
	oneAreaMeets(t, []encounterCase{
		{"OSE: captives chained",
			"**4. Cells.** Three captive shepherds are chained to an iron ring in the wall.",
			[]string{"3 shepherds"}},
		{"classic: prisoners bound",
			"11. STORE: Two merchants are bound hand and foot behind the crates.",
			[]string{"2 merchants"}},
		{"classic: a count inside a list of captives counts a part of them",
			"11. CELLAR: The miller, his wife and their two children are held here.",
			nil},
		{"OSE: things chained",
			"**4. Library.** Two books are chained to the lectern. Four barrels are locked in the cage.",
			nil},
	})
}
