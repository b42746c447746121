package offline

import (
	"slices"
	"strings"
	"testing"
)

// TestOneCreatureOneEncounter: a creature is met once however its text
// names it — a stat line in parentheses that carries its own name belongs
// to that creature, not to the words before it, and a name printed with
// and without its role before one stat line is one creature — in the stat
// lines of several traditions.
func TestOneCreatureOneEncounter(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		want       []string
	}{
		{"B/X: a named stat line after a place",
			"**1. YARD.** Two bandits lounge on the sacks (Bandits (2): AC 6, HD 1, hp 5, 4, #AT 1, D 1d6, MV 120' (40'), ML 8). The sacks hold grain.",
			[]string{"2 Bandits [AC 6, HD 1, hp 5, 4, #AT 1, D 1d6, MV 120' (40'), ML 8]"}},
		{"OSE: a named stat line after a place",
			"**1. Hearth.** Three goblins squat by the fire (Goblins (3): AC 6 [13], HD 1-1, Att 1 × weapon (1d6), MV 60' (20'), ML 7).",
			[]string{"3 Goblins [AC 6 [13], HD 1-1, Att 1 × weapon (1d6), MV 60' (20'), ML 7]"}},
		{"B/X: a name with its role",
			"**3. LOFT.** Oswy sleeps here with his wolf-hound Fang (AC 7, HD 2, hp 11, #AT 1, D 1d6, MV 180' (60'), ML 10).",
			[]string{"1 Fang [AC 7, HD 2, hp 11, #AT 1, D 1d6, MV 180' (60'), ML 10]"}},
		{"Swords & Wizardry: a name with its role",
			"**0204 Mound.** The lair of their shaman Ssakh (HD 4; AC 5 [14]; Atk staff (1d6); Move 6; Save 13; CL/XP 5/240).",
			[]string{"1 Ssakh [HD 4; AC 5 [14]; Atk staff (1d6); Move 6; Save 13; CL/XP 5/240]"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			as := areasOf(t, tc.text)
			if len(as) != 1 {
				t.Fatalf("got %d areas, want 1", len(as))
			}
			if got := describe(as[0].Encounters); !slices.Equal(got, tc.want) {
				t.Errorf("encounters = %q, want %q", got, tc.want)
			}
		})
	}
}

// TestNamedCreaturesMet: a creature printed by its name inside an area's
// sentences, when one of the module's stat blocks is headed by that name,
// is met there — whether its block stands in a bestiary (OSE) or under the
// area (Basic Fantasy); a possessive or the block's own name line is no
// meeting.
func TestNamedCreaturesMet(t *testing.T) {
	const queen = "\n\n### Monsters\n**Moth Queen**\nAn enormous moth whose wings shed dust.\nAC 4 [15], HD 6* (27hp), Att 2 × claw (1d6), MV 150' (50'), ML 9"
	for _, tc := range []struct {
		name, text string
		want       []string
	}{
		{"OSE: a bestiary entry", "**5. Queen's Chamber**\nA cocoon hangs from the ceiling. The Moth Queen rests on it." + queen,
			[]string{"1 Moth Queen"}},
		{"Basic Fantasy: a block under the area",
			"3. Abbot's Tomb: A statue stands over a sarcophagus. The statue is the Copper Guardian, and it moves when touched.\nCopper Guardian\nArmor Class: 18 Hit Dice: 7*\nNo. of Attacks: 1 fist Damage: 2d8\nMovement: 20' No. Appearing: 1",
			[]string{"1 Copper Guardian"}},
		{"a possessive", "**5. Queen's Chamber**\nA cocoon hangs here. The Moth Queen's servants left it." + queen, nil},
		{"a block's own name line", "**6. Roof.** A gargoyle watches the sea.\n**Cultist**\nArmor Class: 13 Hit Dice: 1", []string{"1 gargoyle"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			as := areasOf(t, tc.text)
			if len(as) == 0 {
				t.Fatal("no areas")
			}
			var got []string
			for _, e := range describe(as[0].Encounters) {
				got = append(got, strings.SplitN(e, " [", 2)[0])
			}
			if !slices.Equal(got, tc.want) {
				t.Errorf("encounters = %q, want %q", got, tc.want)
			}
		})
	}
}
