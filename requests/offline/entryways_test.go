package offline

import (
	"slices"
	"testing"
)

// TestShortEntryExitKinds reads the kind of a short entry's exit from the
// noun it prints at the exit, no verb between the noun and where it goes,
// as one-page dungeons and zines print them, each noun in two printed
// styles (an arrow, "to" with a direction or a state in brackets, the key
// in brackets): a
// portcullis or gate is a door; a bead curtain a passage; a crawlway,
// tunnel or ramp a passage; steps are stairs; a rope bridge, a hole or a
// chute a way of kind other, as a ladder is; a magic portal or a mirror
// portal a portal; a state and no noun ("(locked) → 13") a door, which
// alone locks. An exit that names no barrier ("→ 4", "east to 4") is an
// open passage of unstated state. A grate or grille that leads to a key
// is a door, as a portcullis is (one that leads to none is a drain's); a
// hatch, or a grate in a floor or ceiling, a trapdoor; leaves that open
// somewhere ("double doors open west") state no open door. A compass
// letter in brackets after an arch or curtain is its direction, as after
// a door; an arrow up or down points to a key up or down. These were
// read as no exit, or with no target or direction, or as open.
func TestShortEntryExitKinds(t *testing.T) {
	batch := newPlaces(nil, nil)
	for _, tc := range []struct {
		form, text string
		want       []string
	}{
		{"portcullis, arrow", "Iron portcullis → 5.", []string{"door/unstated//5"}},
		{"portcullis, state in brackets", "Portcullis (raised) to 5.", []string{"door/unstated//5"}},
		{"portcullis, the way to", "An iron portcullis blocks the way to 5.", []string{"door/unstated//5"}},
		{"gate, state in brackets", "Iron gate (barred) to 17.", []string{"door/barred//17"}},
		{"bead curtain, to", "Bead curtain to 6.", []string{"passage/unstated//6"}},
		{"curtain of beads, arrow", "Curtain of beads → 6.", []string{"passage/unstated//6"}},
		{"rope bridge, arrow", "Rope bridge → 8.", []string{"other/unstated//8"}},
		{"rope bridge, direction", "Rickety rope bridge east to 8.", []string{"other/unstated/east/8"}},
		{"rope bridge, key in brackets", "Rope bridge (8).", []string{"other/unstated//8"}},
		{"crawlway, key in brackets", "Narrow crawlway [9].", []string{"passage/unstated//9"}},
		{"crawlway, direction", "Crawlway north to 9.", []string{"passage/unstated/north/9"}},
		{"tunnel, compass letter", "Low tunnel W to 9.", []string{"passage/open/west/9"}},
		{"steps, arrow", "Steps → 26.", []string{"stairs/unstated//26"}},
		{"steps, worn", "Worn steps to 26.", []string{"stairs/unstated//26"}},
		{"hole, in the floor", "Hole in the floor → 18.", []string{"other/unstated//18"}},
		{"chute, direction", "Greasy chute down to 20.", []string{"other/unstated/down/20"}},
		{"portal, arrow", "Mirror portal → 28.", []string{"portal/unstated//28"}},
		{"portal, prose", "A magic gate leads to 28.", []string{"portal/unstated//28"}},
		{"state alone, arrow", "(locked) → 13.", []string{"door/locked//13"}},
		{"state alone, direction", "Stuck, east to 13.", []string{"door/stuck/east/13"}},
		{"no barrier, arrow", "→ 4.", []string{"passage/unstated//4"}},
		{"no barrier, directions", "East to 4, west to 5.", []string{"passage/unstated/east/4", "passage/unstated/west/5"}},
		{"no barrier, compass letter and arrow", "N → 4.", []string{"passage/unstated/north/4"}},
		{"a bound, no way", "Up to 6 bandits sleep here.", nil},
		{"grate in the floor, prose", "A rusted grate in the floor leads down to 7.", []string{"trapdoor/unstated/down/7"}},
		{"floor grate, arrow", "Floor grate → 7.", []string{"trapdoor/unstated//7"}},
		{"grille, state in brackets", "Iron grille (locked) to 7.", []string{"door/locked//7"}},
		{"grille in a wall, prose", "A grille in the north wall opens onto the cistern (area 7).", []string{"door/unstated/north/7"}},
		{"grate, no way", "A fire burns in the grate.", nil},
		{"grate to no key, prose", "A ledge runs along the wall to a grating that opens on the river.", nil},
		{"grate to no key, terse", "Drain grate in the floor opens onto the moat.", nil},
		{"hatch, prose", "A hatch in the ceiling opens to 9.", []string{"trapdoor/unstated//9"}},
		{"hatch, state in brackets", "Hatch (bolted) up to 9.", []string{"trapdoor/barred/up/9"}},
		{"hatch, arrow", "Hatch → 9.", []string{"trapdoor/unstated//9"}},
		{"hatch, a verb", "The eggs hatch in 2 days.", nil},
		{"hatch, a verb before a key-like number", "The eggs will hatch into 6 young.", nil},
		{"double doors that open somewhere, terse", "Bronze double doors open west to 2.", []string{"door/unstated/west/2"}},
		{"arch, compass letter in brackets", "Arch (N) to 3.", []string{"passage/open/north/3"}},
		{"curtain, compass letter in brackets", "A heavy curtain (W) to 6.", []string{"passage/unstated/west/6"}},
		{"ladder, arrow up", "Ladder ↑ 4.", []string{"other/unstated/up/4"}},
		{"stairs, arrow down", "Stairs ↓ 7.", []string{"stairs/unstated/down/7"}},
		{"gates that open somewhere, prose", "The great gates open onto the courtyard (area 2).", []string{"door/unstated//2"}},
	} {
		if got := exitList(exits(tc.text, "1", batch)); !slices.Equal(got, tc.want) {
			t.Errorf("%s: exits(%q)\n got %q\nwant %q", tc.form, tc.text, got, tc.want)
		}
	}
}
