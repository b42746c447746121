package offline

import (
	"slices"
	"strings"
	"testing"
)

// TestExitForms reads each printed form of an exit and each door state in
// at least two printing styles: TSR-style prose ("A door in the north wall
// leads to area 4"), OSE-style terse keys ("Door (N) to 4"), and
// one-page/zine lists ("N → 4", "[4]"). The dungeon's areas on other pages
// are named by title only ("the Crypt"), which the pipeline keys.
func TestExitForms(t *testing.T) {
	batch := newPlaces([]areaText{
		{keyLine: keyLine{key: "3", title: "Guard Room"}},
		{keyLine: keyLine{key: "4", title: "Lych Gate"}},
		{keyLine: keyLine{key: "5", title: "Tomb of the Bellfounder"}},
		{keyLine: keyLine{key: "6", title: "Stair Landing"}},
	}, nil)
	for _, tc := range []struct {
		form, text string
		want       []string
	}{
		// A door in a wall, to a numbered area.
		{"door to area, TSR", "A door in the north wall leads to area 4.", []string{"door/unstated/north/4"}},
		{"door to area, OSE", "Door (N) to 4.", []string{"door/unstated/north/4"}},
		{"door to area, zine", "The north door opens into room 4.", []string{"door/unstated/north/4"}},
		// Stairs that descend.
		{"stairs descend, TSR", "Stairs descend to 12.", []string{"stairs/unstated/down/12"}},
		{"stairs descend, OSE", "A flight of stone steps descends to the cellar (12).", []string{"stairs/unstated/down/12"}},
		{"stairs descend, zine", "Stairs down to 12.", []string{"stairs/unstated/down/12"}},
		// A key in brackets.
		{"see N, TSR", "A door in the east wall (see 7) is carved with owls.", []string{"door/unstated/east/7"}},
		{"see N, zine", "A loose panel is a secret door: a ladder behind it drops 30 feet to the bell pit [7].",
			[]string{"secret_door/unstated/down/7"}},
		{"named and keyed, TSR", "Doors lead west to the refectory (area 3) and east to the queen's chamber (area 5).",
			[]string{"door/unstated/west/3", "door/unstated/east/5"}},
		// An arrow.
		{"arrow, one-page", "Exits: N → 2, E → 5.", []string{"passage/unstated/north/2", "passage/unstated/east/5"}},
		{"arrow, terse", "Door → 7.", []string{"door/unstated//7"}},
		{"arrow, ascii", "A passage -> 7.", []string{"passage/open//7"}},
		// A point list: the places a point or hex connects to.
		{"point list, pointcrawl", "Paths: → 2, 3.", []string{"path/unstated//2", "path/unstated//3"}},
		{"point list, hexcrawl", "Routes: 0302 (north), 0405.", []string{"path/unstated/north/0302", "path/unstated//0405"}},
		{"point list, dungeon", "Leads to 4 (north), 7.", []string{"passage/unstated/north/4", "passage/unstated//7"}},
		{"point list, terse", "Exits: #2; #6.", []string{"passage/unstated//2", "passage/unstated//6"}},
		// A direction, a colon, a key.
		{"direction colon, list", "Exits: north: 4, east: 7.", []string{"passage/unstated/north/4", "passage/unstated/east/7"}},
		{"direction colon, lines", "East: 7. West: 9.", []string{"passage/unstated/east/7", "passage/unstated/west/9"}},
		// A place on other pages, named, not keyed.
		{"named place, TSR", "The corridor continues to the Crypt.", []string{"passage/open//Crypt"}},
		{"named place, zine", "The stuck door north leads back to the nave.", []string{"door/stuck/north/nave"}},
		// A road that leaves for a place named with a way's noun is a road.
		{"road leaving for a gate, pointcrawl", "The road leaves north to the Lych Gate.", []string{"path/unstated/north/4"}},
		{"lane departing for a gate, gazetteer", "The lane departs south to the lych gate.", []string{"path/unstated/south/4"}},
		{"named place holding a way word", "The locked bronze door leads west to the stair foot.", []string{"door/locked/west/stair foot"}},
		{"a place of the batch, by its head noun", "The open doors south lead back out to the gate.", []string{"door/open/south/4"}},
		{"a place of the batch, by the head noun before 'of'", "A heavy iron door in the south wall leads to the tomb.", []string{"door/unstated/south/5"}},
		{"a way is no place", "Black lines along the walls lead down to the door.", []string{"door/unstated/down/"}},
		{"a side is no place", "The tunnel turns to the left.", []string{"passage/open//"}},
		// A secret door keyed in brackets.
		{"secret door (area N), TSR", "A secret door (area 9) is hidden behind the tapestry.", []string{"secret_door/hidden//9"}},
		{"secret door (area N), OSE", "Secret door (area 9) in the west wall.", []string{"secret_door/unstated/west/9"}},
		// The way is what the sentence leads by, not where it goes.
		{"kind of the subject, TSR", "The passage east returns to the stair landing (area 6).", []string{"passage/open/east/6"}},
		{"kind of the subject, zine", "A corridor runs to the trapdoor room [8].", []string{"passage/open//8"}},
		{"a door that opens on a place, TSR", "A locked iron door in the north wall, behind the bier, opens on the stair landing.", []string{"door/locked/north/6"}},
		{"a door that opens upon a place, zine", "The oak door opens upon the stair landing [6].", []string{"door/unstated//6"}},
		// A place named in the possessive, where its title reads "X of Y".
		{"a place in the possessive, TSR", "A door leads to the Bellfounder's tomb.", []string{"door/unstated//5"}},
		{"a place in the possessive, zine", "The stuck door opens into the Bellfounder's tomb.", []string{"door/stuck//5"}},
		// Where a way arrives.
		{"a way that ends in an area, TSR", "The stair ends in area 9.", []string{"stairs/unstated//9"}},
		{"a way that comes out at an area, zine", "A narrow stair comes out at room 9.", []string{"stairs/unstated//9"}},
		{"a way that ends in an unmarked key, B/X", "The stair ends in 9.", []string{"stairs/unstated//9"}},
		{"a way that comes out at an unmarked key, zine", "The ladder comes out at 9.", []string{"other/unstated//9"}},
		{"a way into a place, by its doors", "A short corridor ends at the great doors of the Guard Room.", []string{"door/unstated//3"}},
		{"a way into a place, by its gates", "A path winds up to the gates of the Tomb of the Bellfounder.", []string{"path/unstated/up/5"}},
		// A way from a key of a letter and a number, unmarked.
		{"a stair from a lettered key, B/X", "The stair from A7 ends in a low chamber.", []string{"stairs/unstated//A7"}},
		{"a door from a lettered key, zine", "The door from C2 is stuck.", []string{"door/stuck//C2"}},
		// Keys in brackets after each direction or place a sentence lists.
		{"keys after directions, TSR", "At the foot, passages lead east (area 7) and west (area 8).", []string{"passage/open/east/7", "passage/open/west/8"}},
		{"keys after directions, zine", "Doors north [7] and south [8].", []string{"door/unstated/north/7", "door/unstated/south/8"}},
		{"keys after the places passed, TSR", "A staircase climbs to the gallery, past the vestry (area 7) and the bell loft (area 8).", []string{"stairs/unstated/up/7", "stairs/unstated//8"}},
		// A place reached by a verb of a way's course, its way unnamed.
		{"a cave that slopes down to a place, one-page", "The cave slopes down to the Guard Room.", []string{"path/unstated/down/3"}},
		{"a cleft that climbs back to a place, zine", "Beyond the pool, the gully climbs back to the Tomb of the Bellfounder.", []string{"path/unstated/up/5"}},
		{"a creature's errand is no way", "The hermit goes to the Guard Room each night.", nil},
		// Ways that leave.
		{"passages that leave, TSR", "Passages leave the hall to the east (to area 3).", []string{"passage/open/east/3"}},
		{"a tunnel that leaves, zine", "A tunnel leaves north to 4.", []string{"passage/open/north/4"}},
		// Another way of the kind named before.
		{"another door, TSR", "A door in the east wall leads to area 3; another in the west wall to area 5.", []string{"door/unstated/east/3", "door/unstated/west/5"}},
		{"another passage, zine", "A passage runs north to 4, and another south to 6.", []string{"passage/open/north/4", "passage/open/south/6"}},
		// Two ways joined in one sentence.
		{"two clauses, TSR", "A bronze door leads south to area 2, and the stair leads up to the abbey.",
			[]string{"door/unstated/south/2", "stairs/unstated/up/abbey"}},
		{"two clauses, OSE", "The stair leads down to area 1; a tall door leads north to the queen's chamber (area 5).",
			[]string{"stairs/unstated/down/1", "door/unstated/north/5"}},
		{"the door named last", "Doors lead west to 3 and east to 5. A passage north ends at a bronze door to 6; the door is locked.",
			[]string{"door/unstated/west/3", "door/unstated/east/5", "door/locked/north/6"}},
		{"a count in brackets is no key", "He knows cure light wounds (x2) and flees down the secret stair.", []string{"stairs/unstated/down/"}},
		// Ladders and the way a verb climbs.
		{"ladder, TSR", "The ladder leads up to the loft (area 3).", []string{"other/unstated/up/3"}},
		{"ladder, zine", "A rotten ladder climbs to [4].", []string{"other/unstated/up/4"}},
		{"a ladder to a secret panel", "A ladder climbs 30 feet up to a secret panel in the vestry [3].", []string{"secret_door/unstated/up/3"}},
		{"one ladder above and up", "Dust hangs in the air, and a ladder climbs to a loft above. The ladder leads up to the loft (area 3).",
			[]string{"other/unstated/above/3"}},
		{"a chimney rises, TSR", "A narrow chimney rises to 5.", []string{"other/unstated/up/5"}},
		{"a chimney climbed, zine", "The chimney can be climbed to 5.", []string{"other/unstated/up/5"}},
		{"a well shaft descended, OSE", "The well shaft can be descended to 8.", []string{"other/unstated/down/8"}},
		{"worked from above", "A trapdoor in the floor, bolted from above, leads down to the cellar (area 4).", []string{"trapdoor/barred/down/4"}},
		{"worked from below, OSE", "Trapdoor (barred from below) up to 2.", []string{"trapdoor/barred/up/2"}},
		// Door states.
		{"stuck, TSR", "A stuck door to 12 is in the east wall.", []string{"door/stuck/east/12"}},
		{"stuck, OSE", "Door (E, stuck) to 12.", []string{"door/stuck/east/12"}},
		{"locked, TSR", "An iron door, locked, leads east to area 3.", []string{"door/locked/east/3"}},
		{"locked, zine", "A door to the Guard Room is locked.", []string{"door/locked//3"}},
		{"barred, TSR", "The iron door to 5 is barred from this side.", []string{"door/barred//5"}},
		{"barred, OSE", "Door (S, barred) to 5.", []string{"door/barred/south/5"}},
		{"trapped: a trap, not a state, TSR", "The door to 5 is trapped: a poison needle in the lock.", []string{"door/unstated//5"}},
		{"trapped, zine", "Trapped door → 5.", []string{"door/unstated//5"}},
		{"secret, TSR", "A secret door in the north wall leads to area 4.", []string{"secret_door/unstated/north/4"}},
		{"secret, OSE", "Secret door N to 4.", []string{"secret_door/unstated/north/4"}},
		{"secret, a compass letter in brackets", "Secret door (N) to 4.", []string{"secret_door/unstated/north/4"}},
		{"secret, the map's mark", "Secret door (S) to 4.", []string{"secret_door/unstated//4"}},
		{"hidden, TSR", "Behind the tapestry a concealed door leads to area 4.", []string{"secret_door/hidden//4"}},
		{"hidden, zine", "A secret door (found by pressing the third skull) opens into [4].", []string{"secret_door/hidden//4"}},
		{"one-way, TSR", "A one-way door in the east wall leads to 8; it cannot be opened from the other side.", []string{"door/unstated/east/8"}},
		{"one-way, OSE", "One-way door (W) to 8.", []string{"door/unstated/west/8"}},
		{"portcullis, TSR", "A portcullis blocks the way south to 4.", []string{"door/unstated/south/4"}},
		{"portcullis, zine", "Portcullis (open) → 4.", []string{"door/open//4"}},
		{"curtain, TSR", "A heavy curtain in the west wall hides a passage to 6.", []string{"passage/unstated/west/6"}},
		{"curtain, zine", "Curtained arch → 6.", []string{"passage/unstated//6"}},
		{"a curtain over no way", "At the far end, a curtain hides a bed and a chest.", nil},
		{"the way on, TSR", "The broken door lies on the floor, and the way north into the chapter hall (area 2) is open.",
			[]string{"door/unstated//", "passage/open/north/2"}},
		{"the way on, OSE", "The way east to 5 is choked with rubble.", []string{"passage/open/east/5"}},
		{"a hollow way is a road", "The cart road leads west down the hill to the ford (area 2), and the hollow way north to the barrow (area 3).",
			[]string{"path/unstated/west/2", "path/unstated/north/3"}},
		{"a shaft from an area, TSR", "High in the ceiling is the opening of the shaft from the kitchen (area 4).", []string{"other/unstated//4"}},
		{"a hole from an area, zine", "A hole from [4] lets in the rain.", []string{"other/unstated//4"}},
		{"archway, TSR", "An archway opens onto the gallery (area 3).", []string{"passage/open//3"}},
		{"archway, OSE", "Archway (S) to 3.", []string{"passage/open/south/3"}},
		// An opening in the rock or a trunk, squeezed through: kind other.
		{"split in a trunk, TSR", "A split in the trunk opens into the hollow beneath (area 4).", []string{"other/unstated//4"}},
		{"cleft, OSE", "A narrow cleft runs down to 6.", []string{"other/unstated/down/6"}},
		{"fissure to a named area, zine", "A fissure in the floor opens into the Tomb of the Bellfounder.", []string{"other/unstated//5"}},
		{"crevice, short entry", "Crevice east → 3.", []string{"other/unstated/east/3"}},
		// A way the text moves through to a key, as zines word exits for
		// the players, and as TSR prose does with a verb of crossing.
		{"crawlspace, zine", "Squeeze through the crawlspace to 6.", []string{"passage/unstated//6"}},
		{"crawlspace, OSE exit list", "Exits: door (N) to 4; crawlspace to 6.", []string{"door/unstated/north/4", "passage/unstated//6"}},
		{"pit, zine", "Drop down the pit to 8.", []string{"other/unstated/down/8"}},
		{"rope bridge, TSR", "A rickety rope bridge crosses the chasm to 8.", []string{"other/unstated//8"}},
		{"a pit's depth is no key", "The pit drops to 30 feet.", []string{"other/unstated/down/"}},
		// A list of ways parted by commas, each to its own key.
		{"list of ways, zine", "Ways on: a stuck door (4), a rope ladder down (6).", []string{"door/stuck//4", "other/unstated/down/6"}},
		{"list of ways, TSR", "A barred door leads to area 4, a narrow tunnel to area 6.", []string{"door/barred//4", "passage/unstated//6"}},
		// A window gives a view of a place, not a way there.
		{"window onto a named area, TSR", "A tall window opens onto the Guard Room.", nil},
		{"window onto a named area, gazetteer", "From the upper room, the bay window gives onto the Tomb of the Bellfounder.", nil},
		{"a door beside a window still leads", "A window looks onto the Guard Room; a door leads to the Tomb of the Bellfounder.", []string{"door/unstated//5"}},
	} {
		if got := exitList(exits(tc.text, "1", batch)); !slices.Equal(got, tc.want) {
			t.Errorf("%s: exits(%q)\n got %q\nwant %q", tc.form, tc.text, got, tc.want)
		}
	}
}

// TestWayClausesCarryTheirWay: each clause wayClauses cuts a sentence into
// carries the way its own text states, read once there and not again by
// exits — a clause cut off at a break, the last one after it, and a
// sentence left whole, with and without a way, in a TSR-style and an
// OSE-style print.
func TestWayClausesCarryTheirWay(t *testing.T) {
	cs := wayClauses([]string{
		"A bronze door leads south to area 2, and the stair leads up to the abbey.",
		"The stair leads down to area 1; a tall door leads north to the queen's chamber (area 5).",
		"Door (N) to 4; stairs down to 12.",
		"Two orcs play dice; one of them is asleep.",
		"A secret door in the east wall opens onto a ladder.",
	})
	if len(cs) != 8 {
		t.Fatalf("got %d clauses, want 8", len(cs))
	}
	for _, c := range cs {
		if e, ok := sentenceExit(c.text); e != c.exit || ok != c.ok {
			t.Errorf("clause %q carries %+v, %v; its text states %+v, %v", c.text, c.exit, c.ok, e, ok)
		}
	}
}

// TestKindAfterKey: the kind and state of a way printed after its key,
// in brackets or after it in the clause, as terse keys and one-page
// lists print them ("East to 2 (stuck door)", "N: 4 (secret door)", "To
// 2 through a door", "Exits: N 2 (door), E 3"), belong to the way to
// that key and not to the next; a compass letter before "to" and a key
// is a direction ("N to 4"). Each in an OSE-style terse key and a
// one-page list, and in prose where it prints so.
func TestKindAfterKey(t *testing.T) {
	checkExitCases(t, []exitCase{
		{"notes after keys, OSE", "North to 4 (secret door), east to 5 (stairs down).",
			[]string{"secret_door/unstated/north/4", "stairs/unstated/east/5"}},
		{"notes after keys, prose", "The passage forks: west to 3 (a stuck door), east to 5 (an archway).",
			[]string{"door/stuck/west/3", "passage/open/east/5"}},
		{"notes after keys, compass letters", "N to 4 (secret door); S to 6 (portcullis).",
			[]string{"secret_door/unstated/north/4", "door/unstated/south/6"}},
		{"to N through a way, OSE", "To 2 through a door.", []string{"door/unstated//2"}},
		{"to N by a way, zine", "To 7 by a narrow stair.", []string{"stairs/unstated//7"}},
		{"exit list, compass and key", "Exits: N 2 (door), E 3 (passage).",
			[]string{"door/unstated/north/2", "passage/unstated/east/3"}},
		{"exit list, arrows", "Exits: W→3 (stuck door), S→6.",
			[]string{"door/stuck/west/3", "passage/unstated/south/6"}},
	})
}

// TestWayListsOfTerseKeys: one-page dungeons and zines list a room's
// ways as the keys after a way noun's label ("Doors: 3, 6", "Stairs: 7"),
// after compass letters ("N to 2, E to 3") or after "to" ("Doors to 3,
// 6.", "(to 4, 5)", "The doors to 4 and 5 are locked"): one way per key,
// of the label's kind.
func TestWayListsOfTerseKeys(t *testing.T) {
	checkExitCases(t, []exitCase{
		{"label, doors", "Doors: 3, 6.", []string{"door/unstated//3", "door/unstated//6"}},
		{"label, secret doors", "Secret doors: 4, 8.", []string{"secret_door/unstated//4", "secret_door/unstated//8"}},
		{"label, one key", "Stairs: 7.", []string{"stairs/unstated//7"}},
		{"label, doorways", "Doorways: 2, 4.", []string{"passage/open//2", "passage/open//4"}},
		{"to a list, OSE", "Doors to 3, 6.", []string{"door/unstated//3", "door/unstated//6"}},
		{"compass letters to keys, exit list", "Exits: N to 2, E to 3.", []string{"passage/unstated/north/2", "passage/unstated/east/3"}},
		{"compass letters to keys, bare", "N to 2, SE to 3.", []string{"passage/unstated/north/2", "passage/unstated/southeast/3"}},
		{"to a list before a verb, prose", "The doors to 4 and 5 are both locked.", []string{"door/locked//4", "door/locked//5"}},
		{"to a list in brackets, zine", "Stairs (to 4, 5).", []string{"stairs/unstated//4", "stairs/unstated//5"}},
	})
}

// TestNumbersThatAreNoKeys: a number after "to" that a unit of time or
// length follows, that counts ways or floors, or that gives odds ("1 in
// 6") is no key, and the ways it counts are where the way goes, not its
// kind ("a ladder leads up to 2 trapdoors" is a ladder); a way verb may
// print how far the way goes before its key ("leads 30 feet to 4"). A
// creature that runs to a number after an exit's sentence, or comes from
// a room, names no way there, nor does the room of a building named by a
// common noun ("room 2 of the inn"), nor a number in brackets that counts
// creatures ("Goblins (4)"); the entrance or opening to a key is one.
// In prose and terse keys.
func TestNumbersThatAreNoKeys(t *testing.T) {
	checkExitCases(t, []exitCase{
		{"levels counted, prose", "The stairs go down to 3 levels of cellars.", []string{"stairs/unstated/down/"}},
		{"turns, prose", "The door opens to 3 turns of silence.", []string{"door/unstated//"}},
		{"doors counted, prose", "The corridor runs west to 2 doors.", []string{"passage/open/west/"}},
		{"trapdoors counted, terse", "A ladder leads up to 2 trapdoors.", []string{"other/unstated/up/"}},
		{"metres, zine", "A rope ladder hangs down to 3 m above the water.", []string{"other/unstated/down/"}},
		{"a length before the key, feet", "The corridor leads 30 feet to 4.", []string{"passage/open//4"}},
		{"a length before the key, metres", "The shaft drops 10 m into 9.", []string{"other/unstated/down/9"}},
		{"odds, prose", "A ladder leads up to 1 in 6 chance of falling.", []string{"other/unstated/up/"}},
		{"odds, terse", "Stairs go down to 1-in-6 odds of a rockfall.", []string{"stairs/unstated/down/"}},
		{"a key reached in a time, no odds", "The goblins run through the door to 4 in 2 rounds.", []string{"door/unstated//4"}},
		{"a creature runs, TSR", "A door in the north wall. If attacked, the goblin runs to 4 for help.", []string{"door/unstated/north/"}},
		{"a creature heads, zine", "A trapdoor in the floor. The rat-men's leader heads to 6 to raise the alarm.", []string{"trapdoor/unstated//"}},
		{"who comes from a room, TSR", "Goblins from room 3 arrive through the door in 2 rounds.", []string{"door/unstated//"}},
		{"who comes from a room, zine", "Reinforcements from #7 come up the stairs.", []string{"stairs/unstated/up/"}},
		{"a room of a building, prose", "The ostler leads guests up the stairs to room 2 of the inn.", []string{"stairs/unstated/up/"}},
		{"a room of a building, terse", "A tunnel runs to 4 of the old mill.", []string{"passage/open//"}},
		{"an area of the map", "Stairs lead down to area 4 of the upper level.", []string{"stairs/unstated/down/4"}},
		{"creatures counted in brackets, zine", "Goblins (4) guard the door.", []string{"door/unstated//"}},
		{"creatures counted in square brackets, OSE", "A door in the north wall, where orcs [3] sit playing dice.", []string{"door/unstated/north/"}},
		{"a way's plural keyed in brackets", "Double doors (4).", []string{"door/unstated//4"}},
		{"a state in brackets before to", "Trapdoor (1d6 damage) to 8.", []string{"trapdoor/unstated//8"}},
		{"the entrance to a key, prose", "A portcullis bars the entrance to 4.", []string{"door/barred//4"}},
		{"the opening to a key, terse", "Curtain over the opening to 6.", []string{"passage/unstated//6"}},
	})
}

// exitCase is a sentence in a printed form and the exits it states, as
// exitList prints them.
type exitCase struct {
	form, text string
	want       []string
}

// checkExitCases checks the exits of each case's text, read as area 1's
// with no other area in the batch.
func checkExitCases(t *testing.T, cases []exitCase) {
	t.Helper()
	for _, tc := range cases {
		if got := exitList(exits(tc.text, "1", newPlaces(nil, nil))); !slices.Equal(got, tc.want) {
			t.Errorf("%s: exits(%q)\n got %q\nwant %q", tc.form, tc.text, got, tc.want)
		}
	}
}

// TestLetteredExits reads exits to places keyed by a capital letter alone,
// as one-page dungeons and wilderness maps key them, in a one-page key's
// terse forms and in TSR-style prose: the letter is a key where a number
// would be one, and no key where it is a word ("A door"), a compass letter
// ("Door N to B") or the map's mark of a secret door ("(S)"). A module
// keyed by numbers reads no lone letter as a key.
func TestLetteredExits(t *testing.T) {
	var keys []string
	for c := 'A'; c <= 'T'; c++ {
		keys = append(keys, string(c))
	}
	lettered := newPlaces(nil, keys)
	for _, tc := range []struct {
		text string
		want []string
	}{
		{"Door N to B, stairs S to E, arch W to G.", []string{"door/unstated/north/B", "stairs/unstated/south/E", "passage/open/west/G"}},
		{"Exits: N: B, E → C.", []string{"passage/unstated/north/B", "passage/unstated/east/C"}},
		{"Doors to B and D.", []string{"door/unstated//B", "door/unstated//D"}},
		{"Passages lead to A and C.", []string{"passage/open//A", "passage/open//C"}},
		{"Stairs descend to the crypt (F).", []string{"stairs/unstated/down/F"}},
		{"A secret door (S) leads to C.", []string{"secret_door/unstated//C"}},
		{"Stairs down to C. I would not go.", []string{"stairs/unstated/down/C"}},
	} {
		if got := exitList(exits(tc.text, "H", lettered)); !slices.Equal(got, tc.want) {
			t.Errorf("exits(%q) = %v, want %v", tc.text, got, tc.want)
		}
	}
	if got := exitList(exits("Door N to B, stairs S to E.", "1", newPlaces(nil, []string{"1", "2"}))); slices.ContainsFunc(got, func(e string) bool { return strings.HasSuffix(e, "/B") || strings.HasSuffix(e, "/E") }) {
		t.Errorf("a module keyed by numbers read a letter as a key: %v", got)
	}
}
