package offline

import "testing"

// TestDeadAndToldAreNoEncounters: a creature said to be dead in brackets
// or between commas ("Three orcs (dead)", "Three orcs, all dead, lie
// here", "the orcs are dead"), cooked or kept ("a roast boar", "a pickled
// goblin", "three embalmed kobolds"), the trophies taken from one ("three
// goblin ears", "two wolf skins"), and one a writing describes or that is
// said, in the passive, to be somewhere ("The journal describes 3
// trolls", "A troll is said to haunt the bridge") is no encounter; the
// living beside them are, and those told to do something ("Two goblins
// were told to hide") are there — in B/X, OSE, Basic Fantasy and zine keys.
func TestDeadAndToldAreNoEncounters(t *testing.T) {
	oneAreaMeets(t, []encounterCase{
		{"B/X: dead in brackets and between commas", "**41. HALL.** Three orcs (dead) lie in a heap. Two gnolls, both dead, sprawl by the door. Four goblins guard the stair.",
			[]string{"4 goblins"}},
		{"OSE: dead after a verb of being", "### 41. Hall\nThe two ogres are dead. 2 ogres are slain. A kobold sleeps here.", []string{"1 kobold"}},
		{"Basic Fantasy: cooked and kept", "42. Larder: A roast boar sits on the table. A jar holds a pickled goblin. Three embalmed kobolds stand in alcoves.", nil},
		{"zine: trophies", "**42 TROPHY ROOM** three goblin ears hang on a string. 4 orc scalps. two wolf skins cover the floor. 2 bear hides.", nil},
		{"B/X: writings", "**44. STUDY.** The book describes 3 trolls. The journal mentions four ogres. A letter records two wyverns.", nil},
		{"OSE: told in the passive", "### 47. Bridge\nA troll is said to haunt the bridge. Orcs are rumoured to camp nearby. Two goblins were told to hide under it.", []string{"2 goblins"}},
	})
}
