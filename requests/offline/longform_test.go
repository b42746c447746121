package offline

import (
	"slices"
	"strings"
	"testing"

	"github.com/scriptorium/scriptorium/requests"
	"github.com/scriptorium/scriptorium/statblock"
)

// TestCompactStatLineAfterACount reads the stat line a one-page dungeon
// prints after a counted name and a colon, its labels glued to their values
// ("3 goblins: HD1 hp 4,3,2 AC6 dmg d6"), on a line of its own and inside
// a sentence of the area's text: the goblins had no stat line, as a glued
// "HD1" was not read as a creature's hit dice.
func TestCompactStatLineAfterACount(t *testing.T) {
	for _, tc := range []struct{ name, text, want string }{
		{"own line", "6. Cell Block. Three empty cells.\n3 goblins: HD1 hp 4,3,2 AC6 dmg d6\nThe keys hang on a hook.",
			"3 goblins [HD1 hp 4,3,2 AC6 dmg d6]"},
		{"in a sentence", "**6. Cell Block.** Three cells. 4 kobolds: HD1/2 hp 3,2,2,1 AC7 dmg d4 sweep the floor.",
			"4 kobolds [HD1/2 hp 3,2,2,1 AC7 dmg d4]"},
	} {
		c := contentOf(t, tc.text)
		if len(c.Areas) != 1 {
			t.Fatalf("%s: got %d areas, want 1", tc.name, len(c.Areas))
		}
		if got := describe(c.Areas[0].Encounters); !slices.Contains(got, tc.want) {
			t.Errorf("%s: encounters %q, want %q", tc.name, got, tc.want)
		}
	}
}

// TestSpelledOutStatLineAfterAName reads a stat line opened by a name and
// a colon whose labels are spelled out, in AD&D 1e's capitals over several
// lines ("OGRE: ARMOR CLASS: 5 MOVE: 9\" ... NO. OF ATTACKS: 1 ...", a
// label broken over two lines: "MAGIC" / "RESISTANCE: Standard") and in
// Basic Fantasy's title case on one line: the block is the area's
// encounter, read to its last label, where "NO." ended it as a sentence,
// the line break inside a label ended it, and a name before spelled-out
// labels was no encounter; the bold key after it ("**5. Stair.** 4
// gnolls ...") opens the next area.
func TestSpelledOutStatLineAfterAName(t *testing.T) {
	for _, tc := range []struct{ name, text, attacks, last string }{
		{"ad&d 1e, capitals over lines", "**4. Ogre Hall.** A long hall with a fire pit.\n**OGRE:** ARMOR CLASS: 5 MOVE: 9\" HIT DICE: 4+1 HIT\nPOINTS: 25 NO. OF ATTACKS: 1 DAMAGE/ATTACK: 1-10\nSPECIAL ATTACKS: Nil SPECIAL DEFENSES: Nil MAGIC\nRESISTANCE: Standard INTELLIGENCE: Low ALIGNMENT:\nChaotic evil SIZE: L\n**5. Stair.** 4 gnolls guard the stair down.",
			"1", "SIZE: L"},
		{"basic fantasy, title case on one line", "4. Ogre Hall. A long hall with a fire pit.\nOgre: Armor Class: 14 Hit Dice: 4+1 No. of Attacks: 1 club Damage: 1d10 Movement: 30' Morale: 10 Alignment: Chaotic\n5. Stair. 4 gnolls guard the stair down.",
			"1 club", "Alignment: Chaotic"},
	} {
		c := contentOf(t, tc.text)
		if len(c.Areas) != 2 || c.Areas[1].Key != "5" {
			t.Fatalf("%s: got areas %v, want 4 and 5", tc.name, keysOfAreas(c.Areas))
		}
		es := c.Areas[0].Encounters
		if len(es) != 1 || !strings.EqualFold(es[0].Creature, "ogre") {
			t.Fatalf("%s: encounters of area 4 %q, want the ogre's", tc.name, describe(es))
		}
		if sb := statblock.Parse(es[0].StatLine); sb.Attacks != tc.attacks || !strings.HasSuffix(es[0].StatLine, tc.last) {
			t.Errorf("%s: stat line %q gives attacks %q, want %q and a line that ends %q", tc.name, es[0].StatLine, sb.Attacks, tc.attacks, tc.last)
		}
		pages := []requests.Page{{Number: 1, Text: tc.text}}
		for _, b := range printedBlocks(pages, body(linesOf(pages))) {
			if strings.EqualFold(b.name, "ogre") && (!strings.HasSuffix(b.raw, tc.last) || strings.Contains(b.raw, "Stair")) {
				t.Errorf("%s: printed block %q, want it to end %q", tc.name, b.raw, tc.last)
			}
		}
	}
}

// TestBestiaryEntryWithAWrappedDescription knows a creature whose name a
// bestiary sets apart over a description that wraps over several lines and
// then its stat block ("**CAVE LURKER**" / "A pale thing that clings ..." /
// "below." / "AC 4, HD 3+1, ..."), in small capitals over a Labyrinth Lord
// line and in a heading over an OSE block: an area that counts it in prose
// ("Two cave lurkers cling above the gate") meets it, where only a one-line
// description let the name be known.
func TestBestiaryEntryWithAWrappedDescription(t *testing.T) {
	for _, tc := range []struct{ name, text, want string }{
		{"small capitals, labyrinth lord", "**1. Gate.** Two cave lurkers cling above the gate and\ndrop on the first to pass.\n\n## New Monsters\n\n**CAVE LURKER**\nA pale thing that clings to ceilings and drops on those\nbelow.\nAC 4, HD 3+1, #AT 2 claws/1 bite, DG 1d4/1d4/1d8,\nMV 120' (40'), SV F3, ML 9, AL C, XP 75",
			"2 cave lurkers"},
		{"heading, ose", "**1. Gate.** Three mire striders wade in the moat.\n\n## Bestiary\n\n### Mire Strider\nA long-legged wading bird as tall as a man, that spears\nfish and careless travellers with its beak. It nests in\nthe reeds.\nAC 6 [13], HD 2 (9hp), Att 1 × beak (1d6), THAC0 18 [+1], MV 120' (40'), SV D12 W13 P14 B15 S16 (1), ML 7, AL Neutral, XP 20",
			"3 mire striders"},
	} {
		c := contentOf(t, tc.text)
		if len(c.Areas) == 0 {
			t.Fatalf("%s: no area", tc.name)
		}
		if got := describe(c.Areas[0].Encounters); !slices.Contains(got, tc.want) {
			t.Errorf("%s: encounters %q, want %q", tc.name, got, tc.want)
		}
	}
}

// TestStatLineAfterABoldNameReadOnce answers a stat block printed after a
// bold name and a colon with that line once, in a one-page dungeon's
// compact line and with a note in brackets after it: the stat line after
// the bold name was read again as a block of its own and its raw text
// printed twice.
func TestStatLineAfterABoldNameReadOnce(t *testing.T) {
	for _, tc := range []struct{ name, text, want string }{
		{"Boar", "**3. Wallow.** Mud and reeds. **Boar:** HD3+1 AC6 1d8. It charges anyone who comes near.", "Boar: HD3+1 AC6 1d8."},
		{"Giant Slug", "**7. Slime Cave.** The walls glisten.\n**Giant Slug:** HD2 AC8 1d6 (attaches to victim).", "Giant Slug: HD2 AC8 1d6 (attaches to victim)."},
	} {
		ans := askBlock(t, tc.name, []requests.Page{{Number: 1, Text: tc.text}})
		if ans.StatBlock.Raw != tc.want {
			t.Errorf("%s: raw %q, want %q", tc.name, ans.StatBlock.Raw, tc.want)
		}
	}
}

// TestKeyLineSetApartNamesNoCreature reads the name of a stat block
// printed on the line under a key line set apart in bold ("**12.
// BARRACKS**" over "ORCS (6): AC 6, ..."), in a TSR module's capitals and
// an OSE module's title case: the key line stands alone, as a heading
// does, where the title was read into the creature's name ("BARRACKS
// ORCS").
func TestKeyLineSetApartNamesNoCreature(t *testing.T) {
	for _, tc := range []struct{ name, text, want string }{
		{"tsr", "**12. BARRACKS**\nORCS (6): AC 6, HD 1, hp 7, 6, 5, 5, 4, 3, #AT 1, D 1-8, MV 9\", AL LE\nThe orcs are asleep.", "ORCS"},
		{"ose", "**7. The Kennels**\nWolves (3): AC 7 [12], HD 2+2 (11, 9, 8 hp), Att 1 × bite (1d6), THAC0 17 [+2], MV 180' (60'), ML 8, AL Neutral, XP 25", "Wolves"},
	} {
		pages := []requests.Page{{Number: 1, Text: tc.text}}
		var names []string
		for _, b := range printedBlocks(pages, body(linesOf(pages))) {
			names = append(names, b.name)
		}
		if !slices.Equal(names, []string{tc.want}) {
			t.Errorf("%s: stat blocks named %q, want %q", tc.name, names, tc.want)
		}
	}
}
