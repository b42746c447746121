package offline

import "testing"

// TestKindBeforeName: a character named after its kind, opening a
// sentence or a clause and doing something ("The gnoll chieftain Gharr
// lounges", "An old hermit named Pell lives here", "A priest called Odo
// tends the shrine", "The ogre Brug the Cruel sleeps", "If woken, the
// goblin boss Snik screams") or presented at a sentence's end ("On the
// throne sits the gnoll chieftain Gharr."), is one encounter of that kind
// named by the name; capitalised words after a kind and "of" name what
// the kind is of ("the high priest of Yggoth (C5)" is a high priest), and
// a kind that names no creature nor person ("The river Dee flows"), a
// name inside a sentence, a possessive and who holds or rules a place
// ("The hedge knight Sir Rook holds the tower") are no meeting — in B/X, OSE,
// Basic Fantasy and zine keys.
func TestKindBeforeName(t *testing.T) {
	oneAreaMeets(t, []encounterCase{
		{"B/X: a kind before the name", "**20. THRONE ROOM.** The gnoll chieftain Gharr lounges on the throne. The ogre Brug sleeps by the door.",
			[]string{"1 gnoll chieftain named Gharr", "1 ogre named Brug"}},
		{"OSE: named and called", "### 21. Cave\nAn old hermit named Pell lives here. A priest called Odo tends the shrine.",
			[]string{"1 old hermit named Pell", "1 priest named Odo"}},
		{"Basic Fantasy: presented after the place", "20. Throne Room: On the throne sits the gnoll chieftain Gharr. In the cave lives an old hermit named Pell.",
			[]string{"1 gnoll chieftain named Gharr", "1 old hermit named Pell"}},
		{"zine: a kind and name with stats", "**22 LAIR** The hobgoblin sergeant Ruk (AC 5, HD 2, hp 12, #AT 1, D 1d8) drills his troops.",
			[]string{"1 hobgoblin sergeant named Ruk [AC 5, HD 2, hp 12, #AT 1, D 1d8]"}},
		{"B/X: an epithet after the name, after a clause", "**22. LAIR.** The ogre Brug the Cruel sleeps here. If woken, the goblin boss Snik screams.",
			[]string{"1 ogre named Brug the Cruel", "1 goblin boss named Snik"}},
		{"hexcrawl: who holds a site keyed in rooms", "**0202 Hollin Tower** The hedge knight Sir Rook holds the tower. Lord Vane rules the valley.", nil},
		{"OSE: what a kind is of", "### 23. Temple\nThe high priest of Yggoth (C5) chants at the altar.", []string{"1 high priest of Yggoth"}},
		{"B/X: no creature, a name inside a sentence, a possessive",
			"**24. FORD.** The river Dee flows here. A shrine to the dragon Tiamat stands here. The ogre Brug's club lies here. The ogre Brug's sons sleep. The goblins Grisha leads are cowards.", nil},
	})
}
