package offline

import (
	"strings"
	"testing"

	"github.com/scriptorium/scriptorium/requests"
)

// TestFolioAtPageBreakIsNoText pins that the folio at the foot of a page
// (and at the head of the next) stays out of an area's text and out of a
// stat line that a page break cuts, in an OSE one-line stat line and in a
// Swords & Wizardry one: "..., SV D14 W15 P16 B17 S18 (NH)," / "7" /
// "ML 7, ..." is one stat line with no 7 in it.
func TestFolioAtPageBreakIsNoText(t *testing.T) {
	for name, c := range map[string]struct {
		pages []string
		stat  string
	}{
		"OSE, folio at the foot": {[]string{
			"THE DROWNED WARREN\n\n**2. Goblin Watch**\nThree goblins crouch behind a wall of stones.\n**Goblins (3):** AC 6 [13], HD 1-1 (3hp, 4hp, 2hp), Att 1 × weapon\n(1d6), THAC0 19 [0], MV 60' (20'), SV D14 W15 P16 B17 S18 (NH),\n\n7",
			"THE DROWNED WARREN\n\nML 7, AL Chaotic, XP 5 each.\nEach goblin carries 2d6 cp.\n**3. Fungus Garden**\nPale mushrooms grow in rows.\n\n8",
		}, "AC 6 [13], HD 1-1 (3hp, 4hp, 2hp), Att 1 × weapon (1d6), THAC0 19 [0], MV 60' (20'), SV D14 W15 P16 B17 S18 (NH), ML 7, AL Chaotic, XP 5 each"},
		"Swords & Wizardry, folio at the head": {[]string{
			"7\n\n**2. Goblin Watch**\nThree goblins crouch behind a wall of stones.\n**Goblins (3):** HD 1-1; AC 6[13]; Atk weapon (1d6); Move 9; Save 18;",
			"8\n\nAL C; CL/XP B/10; Special: none.\nEach goblin carries 2d6 cp.\n**3. Fungus Garden**\nPale mushrooms grow in rows.",
		}, "HD 1-1; AC 6[13]; Atk weapon (1d6); Move 9; Save 18; AL C; CL/XP B/10; Special: none"},
	} {
		t.Run(name, func(t *testing.T) {
			areas, a := goblinWatch(t, c.pages)
			if got := a.Encounters[0].StatLine; got != c.stat {
				t.Errorf("stat line = %q, want %q", got, c.stat)
			}
			if strings.Contains(a.Description, ", 7 ML") || strings.Contains(a.Description, "; 8 AL") {
				t.Errorf("folio read into the description %q", a.Description)
			}
			if _, ok := areas["3"]; !ok {
				t.Errorf("area 3 lost: %v", areas)
			}
		})
	}
}

// TestLabelValueLastOnPageIsNoFolio: a stat label's value wrapped onto the
// last line of a page with no folio ("..., ML 7, XP" / "15") is the
// label's value, not the page's number, in an OSE one-line stat line and in
// Basic Fantasy's label lines.
func TestLabelValueLastOnPageIsNoFolio(t *testing.T) {
	for name, c := range map[string]struct {
		pages []string
		stat  string
	}{
		"OSE one line": {[]string{
			"**2. Goblin Watch**\nThree goblins crouch behind a wall of stones.\n**Goblins (3):** AC 6 [13], HD 1-1 (3hp, 4hp, 2hp), Att 1 × weapon (1d6), THAC0 19 [0],\nMV 60' (20'), SV D14 W15 P16 B17 S18 (NH), ML 7, AL Chaotic, XP\n15",
			"Each goblin carries 2d6 cp.\n**3. Fungus Garden**\nPale mushrooms grow in rows.",
		}, "XP 15"},
		"Basic Fantasy label lines": {[]string{
			"**2. Goblin Watch:** Three goblins crouch behind a wall of stones.\nGoblins (3): Armor Class: 14, Hit Dice: 1-1, No. of Attacks: 1 weapon, Damage: 1d6,\nMovement: 20', Save As: Fighter 1, Morale: 7, XP:\n10",
			"Each goblin carries 2d6 cp.\n**3. Fungus Garden:** Pale mushrooms grow in rows.",
		}, "XP: 10"},
	} {
		t.Run(name, func(t *testing.T) {
			_, a := goblinWatch(t, c.pages)
			if got := a.Encounters[0].StatLine; !strings.HasSuffix(got, c.stat) {
				t.Errorf("stat line = %q, want it to end %q", got, c.stat)
			}
		})
	}
}

// goblinWatch returns the content areas of texts, pages numbered from 7,
// and area 2 of them, failing unless area 2 meets one group of creatures.
func goblinWatch(t *testing.T, texts []string) (map[string]requests.Area, requests.Area) {
	t.Helper()
	var ps []requests.Page
	for i, text := range texts {
		ps = append(ps, requests.Page{Number: i + 7, Text: text})
	}
	areas := contentAreas(t, ps)
	a, ok := areas["2"]
	if !ok || len(a.Encounters) != 1 {
		t.Fatalf("area 2 = %+v, want one encounter", a)
	}
	return areas, a
}

// TestRunningFootWithFolioIsNoText: a running foot that joins the page's
// number to a word or a title ("Page 4", "THE MOSS HALLS · 7") changes on
// every page with the number, yet is the margin's apparatus: it stays out
// of the text of the area it ends the page in, and opens no area. In TSR
// capitals keys with a "Page N" foot and OSE bold keys with a title and
// folio foot.
func TestRunningFootWithFolioIsNoText(t *testing.T) {
	for name, c := range map[string]struct {
		pages []string
		foot  string
	}{
		"TSR, Page N": {[]string{
			"T3b The Sunken Temple - N\n\n**1. ENTRY HALL**\nMud covers the floor.\n\n**2. GUARD ROOM**\nGiant rats gnaw at bones.\n\nPage 2",
			"T3b The Sunken Temple - N\n\n**3. SHRINE**\nKobolds pray at the altar.\n\nPage 3",
			"T3b The Sunken Temple - N\n\n**4. OSSUARY**\nBones are heaped to the ceiling.\n\nPage 4",
		}, "Page"},
		"OSE, title and folio": {[]string{
			"THE MOSS HALLS\n\n**1. Moss Gate.** Green moss hides the door.\n**2. Rat Warren.** Giant rats nest in the straw.\n\nTHE MOSS HALLS · 2",
			"THE MOSS HALLS\n\n**3. Bone Pit.** Kobolds squabble over the bones.\n\nTHE MOSS HALLS · 3",
			"THE MOSS HALLS\n\n**4. Crypt.** Biers stand in rows.\n\n4 · THE MOSS HALLS",
		}, "MOSS HALLS"},
	} {
		t.Run(name, func(t *testing.T) {
			areas := contentAreas(t, pagesFrom(c.pages))
			if len(areas) != 4 {
				t.Errorf("got %d areas, want 4: %v", len(areas), areas)
			}
			for key, a := range areas {
				if strings.Contains(a.Description, c.foot) {
					t.Errorf("area %s: running foot read into the description %q", key, a.Description)
				}
			}
		})
	}
}
