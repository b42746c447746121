package offline

import (
	"slices"
	"strings"
	"testing"

	"github.com/scriptorium/scriptorium/requests"
)

// TestOneCreatureOneEncounter: a creature is met once however its text
// names it — a stat line in parentheses that carries its own name belongs
// to that creature, not to the words before it, and a name printed with
// and without its role before one stat line is one creature, and a stat
// line in brackets after the place where a counted group stands ("kneel
// before the altar (AC 7, ...)") is the group's, not the place's — in the
// stat lines of several traditions.
func TestOneCreatureOneEncounter(t *testing.T) {
	oneAreaMeets(t, []encounterCase{
		{"B/X: a named stat line after a place",
			"**1. YARD.** Two bandits lounge on the sacks (Bandits (2): AC 6, HD 1, hp 5, 4, #AT 1, D 1d6, MV 120' (40'), ML 8). The sacks hold grain.",
			[]string{"2 Bandits [AC 6, HD 1, hp 5, 4, #AT 1, D 1d6, MV 120' (40'), ML 8]"}},
		{"OSE: a named stat line after a place",
			"**1. Hearth.** Three goblins squat by the fire (Goblins (3): AC 6 [13], HD 1-1, Att 1 × weapon (1d6), MV 60' (20'), ML 7).",
			[]string{"3 Goblins [AC 6 [13], HD 1-1, Att 1 × weapon (1d6), MV 60' (20'), ML 7]"}},
		{"B/X: a name with its role",
			"**3. LOFT.** Oswy sleeps here with his wolf-hound Fang (AC 7, HD 2, hp 11, #AT 1, D 1d6, MV 180' (60'), ML 10).",
			[]string{"1 wolf-hound named Fang [AC 7, HD 2, hp 11, #AT 1, D 1d6, MV 180' (60'), ML 10]", "1 Oswy"}},
		{"B/X: a stat line after the place where the group kneels",
			"**7. CHAPEL.** Four hooded figures kneel before the altar (AC 7, HD 1, hp 4 each, #AT 1, D 1d6, MV 120' (40'), ML 7, AL C). They are cultists.",
			[]string{"4 figures [AC 7, HD 1, hp 4 each, #AT 1, D 1d6, MV 120' (40'), ML 7, AL C]"}},
		{"Labyrinth Lord: alignment first, after the place",
			"**3. Den.** Two gnolls gnaw bones by the fire (AL C, MV 90' (30'), AC 5, HD 2, #AT 1, DM 2d4, SV F2, ML 8, XP 20, hp 10, 9).",
			[]string{"2 gnolls [AL C, MV 90' (30'), AC 5, HD 2, #AT 1, DM 2d4, SV F2, ML 8, XP 20, hp 10, 9]"}},
		{"OSE: after the place",
			"**1. Hearth.** Three goblins squat on the hearth (AC 6 [13], HD 1-1, Att 1 × weapon (1d6), MV 60' (20'), ML 7).",
			[]string{"3 goblins [AC 6 [13], HD 1-1, Att 1 × weapon (1d6), MV 60' (20'), ML 7]"}},
		{"B/X: a known creature after a preposition keeps its stat line",
			"**4. PEN.** Two prisoners hide from the ogre (AC 5, HD 4+1, hp 20, #AT 1, D 1d10, ML 10).",
			[]string{"2 prisoners [AC 5, HD 4+1, hp 20, #AT 1, D 1d10, ML 10]", "1 ogre [AC 5, HD 4+1, hp 20, #AT 1, D 1d10, ML 10]"}},
		{"Swords & Wizardry: a name with its role",
			"**0204 Mound.** The lair of their shaman Ssakh (HD 4; AC 5 [14]; Atk staff (1d6); Move 6; Save 13; CL/XP 5/240).",
			[]string{"1 shaman named Ssakh [HD 4; AC 5 [14]; Atk staff (1d6); Move 6; Save 13; CL/XP 5/240]"}},
	})
}

// encounterCase is a text of one keyed area and the encounters it meets,
// as describe writes them.
type encounterCase struct {
	name, text string
	want       []string
}

// oneAreaMeets checks that each case's text keys one area that meets the
// case's encounters.
func oneAreaMeets(t *testing.T, cases []encounterCase) {
	t.Helper()
	for _, tc := range cases {
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
			if got := withoutStats(as[0].Encounters); !slices.Equal(got, tc.want) {
				t.Errorf("encounters = %q, want %q", got, tc.want)
			}
		})
	}
}

// TestNamedIndividuals gives an individual met in an area its own name
// apart from its kind, however the text sets them side by side, in the
// inline stat lines of a B/X dungeon and the class-level stats of a village
// gazetteer; a group has no name, and a name with no kind beside it is the
// creature too. A character who opens a sentence by name and kind ("Gorm
// the orc sergeant sleeps here") is met, and is one encounter with a stat
// line opened by the name alone; a word that opens a sentence before "the"
// without naming anyone (a preposition, a quantifier, a participle, a word
// the text prints in lower case) and a name inside a sentence ("a letter
// from Gurrash the gnoll chieftain") are no one. A character called by a
// short name after a full one printed inside a sentence is the full name
// ("This is Red Oswy's room. Oswy (AC 4, ...)"). A kind in apposition may
// be qualified at length before its comma ("Brond, a dwarf smith held
// captive by the cult, works here"), and may end in what it is of ("Sister Maud, a cleric of the sun (AC 4, ...)"),
// and is then a title that may stand with no article ("Zara, priestess of
// Set (C4; ...)"): the character is met once, by name, not the kind and
// what it is of as two creatures. A character's class and level in
// brackets after the name ("Brother Tam (C2) prays here") meets the
// character, with the stat line in brackets after it, if any.
func TestNamedIndividuals(t *testing.T) {
	type who struct{ creature, name string }
	for _, tc := range []struct {
		name, text string
		want       []who
	}{
		{"B/X: named", "**4. Scullery.** A goblin scavenger named Snagg (AC 6, HD 1-1, hp 3, #AT 1, D 1d4, ML 6) picks through the bones.",
			[]who{{"goblin scavenger", "Snagg"}}},
		{"B/X: called, no stats", "**5. Midden.** An ogre called Grukk the Tall sleeps on the heap.",
			[]who{{"ogre", "Grukk the Tall"}}},
		{"B/X: a name, then its kind", "**2. Mill Race.** Old Maud, a drowned miller (AC 9, HD 2, hp 9, #AT 1, D 1d4, ML 12), haunts the wheel.",
			[]who{{"drowned miller", "Old Maud"}}},
		{"gazetteer: the kind after the name", "**The Forge**\nBregga the smith (F3, hp 16, AC 6, AL N) sells nails and mends pots.",
			[]who{{"smith", "Bregga"}}},
		{"gazetteer: the kind before the name", "Ashby stands where the drove road meets the river.\n\n**The Tollhouse**\nThe reeve Tamsin Ashe (F2, hp 12, AC 7, AL L) counts the tolls. Her hound Nip (AC 7, HD 1, hp 5, #AT 1, D 1d4) dozes.\n\n**The Ford**\nThe water runs shallow over stones.",
			[]who{{"reeve", "Tamsin Ashe"}, {"hound", "Nip"}}},
		{"gazetteer: a name alone", "**The Ferry**\nHobb Tanner (F1, hp 5, AC 9, AL N) poles the ferry across.",
			[]who{{"Hobb Tanner", "Hobb Tanner"}}},
		{"gazetteer: a group", "**The Chapel**\nTwo acolytes (C1, hp 5, 4, AC 6, AL L) sweep the nave.",
			[]who{{"acolytes", ""}}},
		{"B/X: a full name before a short one", "**3. Loft.** This is Red Oswy's room. Oswy (AC 4, HD 3, hp 15, #AT 1, D 1d8) sleeps here.",
			[]who{{"Red Oswy", "Red Oswy"}}},
		{"gazetteer: a full name before a short one", "**The Forge**\nThe forge belongs to Mother Bregga. Bregga (F3, hp 16, AC 6, AL N) mends pots.",
			[]who{{"Mother Bregga", "Mother Bregga"}}},
		{"B/X: a name and kind opening a sentence, with a stat line under its name",
			"**4. Den.** Gorm the orc sergeant sleeps here on furs.\nGorm: AC 4, HD 3, hp 17, #AT 1, D 1d10, MV 90' (30'), ML 9.\n**5. Hall.** Empty.",
			[]who{{"orc sergeant", "Gorm"}}},
		{"hexcrawl: a name and kind opening a sentence, no stats, a bracket after the kind",
			"**3. Hut.** A hut on heron legs stands here. Grelda the hag (see the Bestiary) is home on a 1-3 on 1d6.\n**4. Mere.** Black water.",
			[]who{{"hag", "Grelda"}}},
		{"B/X: a kind of something in apposition", "**10. SHRINE.** Sister Maud, a cleric of the sun (AC 4, C3, hp 14, #AT 1, D 1d6, ML 9, AL L), tends the altar.",
			[]who{{"cleric of the sun", "Sister Maud"}}},
		{"B/X: a kind qualified at length", "**23. FORGE.** Brond, a dwarf smith held captive by the cult, works here in chains.",
			[]who{{"dwarf smith", "Brond"}}},
		{"OSE: a kind qualified at length", "### 23. Cell\nMirelle, an elf scout taken in the last raid, sits bound to a post.",
			[]who{{"elf scout", "Mirelle"}}},
		{"OSE: a title after the name's comma", "**10. Shrine**\nZara, priestess of Set (C4; AC 4 [15], HP 14, Att 1 × mace (1d6), ML 9) prays here.",
			[]who{{"priestess of Set", "Zara"}}},
		{"Labyrinth Lord: a title of the place", "**10. Guard Room:** Aldo, captain of the guard (AL L, MV 120' (40'), F3, AC 4, #AT 1, DM 1d8, SV F3, ML 9, hp 14), drinks here.",
			[]who{{"captain of the guard", "Aldo"}}},
		{"B/X: a class and level in brackets before the stat line", "**38. CHAPEL.** Brother Tam (C2) (AC 4, hp 14, #AT 1, D 1d6, ML 9, AL L) prays here.",
			[]who{{"Brother Tam", "Brother Tam"}}},
		{"Labyrinth Lord: a class and level in brackets before the stat line", "**38. Chapel:** Brother Tam (C2) (AL L, MV 90' (30'), AC 4, #AT 1, DM 1d6, SV C2, ML 9, XP 50, hp 14) prays here.",
			[]who{{"Brother Tam", "Brother Tam"}}},
		{"zine: classes and levels with no stats", "**8. Hall**\nSir Odo Rook (Ftr 4) and his squire Wat (F1) dine here.",
			[]who{{"Sir Odo Rook", "Sir Odo Rook"}, {"squire", "Wat"}}},
		{"common words and a name inside a sentence",
			"**2. Nave.** Behind the altar stands a font. Half the roof lies in the nave. Lifting the lid shows bones. Here lies a letter from Gurrash the gnoll chieftain.\n**3. Yard.** Weeds.",
			nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			as := areasOf(t, tc.text)
			if len(as) == 0 {
				t.Fatal("no areas")
			}
			var got []who
			for _, e := range as[0].Encounters {
				got = append(got, who{e.Creature, e.Name})
			}
			if !slices.Equal(got, tc.want) {
				t.Errorf("encounters = %q, want %q", got, tc.want)
			}
		})
	}
}

// TestStatLineEndsWithItsBracket: a labelled stat line that stands in
// brackets after a character ends where its bracket closes, so a group
// counted after it in the same sentence is met with its own stat line — in
// a village gazetteer's class-level stats and a B/X dungeon's inline ones.
func TestStatLineEndsWithItsBracket(t *testing.T) {
	oneAreaMeets(t, []encounterCase{
		{"gazetteer: class and level first",
			"**The Chapel**\nMother Ama (C3, hp 14, AC 5, AL L) keeps the chapel with two acolytes (C1, hp 5, 4, AC 6, AL L). She heals for 10 gp.",
			[]string{"1 Mother Ama [C3, hp 14, AC 5, AL L]", "2 acolytes [C1, hp 5, 4, AC 6, AL L]"}},
		{"B/X: armour class first",
			"**4. Guard Room.** Bargle (AC 9, hp 9, #AT 1, D 1d4, MV 120' (40')) stands beside 3 orcs (AC 6, HD 1, hp 5, 4, 3, #AT 1, D 1d6) and laughs.",
			[]string{"1 Bargle [AC 9, hp 9, #AT 1, D 1d4, MV 120' (40')]", "3 orcs [AC 6, HD 1, hp 5, 4, 3, #AT 1, D 1d6]"}},
	})
}

// TestNamedStatLines: a stat line opened by its creature's name is an
// encounter of the area it stands in (the test lists every area's), whether a colon or a dash sets the
// name off (in bold or not, with "The" before it or not), and a class and
// level printed after a name, which stand for hit dice, make the line one
// character's even when alignment or movement opens it (Labyrinth Lord
// "Sir Odo Rook (F4): AL C, MV 90' ..."; Basic Fantasy "Ilsa (MU 5): AC
// 11, ..."); a line whose last label lost its value keeps no stat line, so
// the block printed on the page answers for it. The name may open a later
// sentence of a line of the area's text (B/X, OSE, Labyrinth Lord).
func TestNamedStatLines(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		want       []string
	}{
		{"zine: a bold name and a dash",
			"**[3] Vestry**\nSexton Pike lives here among mouldy vestments.\n**Sexton Pike** — HD 2, HP 11, AC 11, ATK shovel 1d6,\nMV 30ft, ML 6\n**[4] Tower**\nThe Founder's ghost stands here.\n**The Founder's ghost** – HD 3, HP 15, AC 14, ATK touch 1d6, MV fly 30ft, ML 10\n**[5] Stair**\nEmpty.",
			[]string{"1 Sexton Pike [HD 2, HP 11, AC 11, ATK shovel 1d6, MV 30ft, ML 6]", "1 Founder's ghost [HD 3, HP 15, AC 14, ATK touch 1d6, MV fly 30ft, ML 10]"}},
		{"one-page dungeon: a plain name and a dash",
			"1. Well. A shaft drops into the dark.\nWell Lurker — HD 4, AC 14, ATK bite 1d8, MV 20ft, ML 9\n2. Cellar. Empty.",
			[]string{"1 Well Lurker [HD 4, AC 14, ATK bite 1d8, MV 20ft, ML 9]"}},
		{"Labyrinth Lord: a class and level, alignment first",
			"**1. Hall.** The knight sleeps here by day.\nSir Gil Rook (F4): AL C, MV 90' (30'), AC 2, hp 27, #AT\n1, D 1d8+1, SV F4, ML 10, XP 190. He wears plate.\n**2. Yard.** Weeds.",
			[]string{"1 Sir Gil Rook [F4, AL C, MV 90' (30'), AC 2, hp 27, #AT 1, D 1d8+1, SV F4, ML 10, XP 190]"}},
		{"Basic Fantasy: a spaced class and level",
			"1. Study: Books line the walls.\nIlsa Varn (MU 5): AC 11, HP 12, #At 1 dagger, Dam 1d4, Mv 40', Ml 8\n2. Stair: It goes down.",
			[]string{"1 Ilsa Varn [MU 5, AC 11, HP 12, #At 1 dagger, Dam 1d4, Mv 40', Ml 8]"}},
		{"B/X: a class and level after a sentence of the area",
			"**8. HALL.** A long table fills the room. Sir Odo Rook (Ftr 4): AC 2, hp 22, #AT 1, D 1d8, MV 60' (20'), ML 9, AL L. He guards the door.\n**9. STAIR.** Empty.",
			[]string{"1 Sir Odo Rook [Ftr 4, AC 2, hp 22, #AT 1, D 1d8, MV 60' (20'), ML 9, AL L]"}},
		{"OSE: a bold name after a sentence of the area",
			"**8. Hall**\nA long table fills the room. **Sir Odo Rook** (Ftr 4): AC 2 [17], HP 22, Att 1 × sword (1d8), MV 60' (20'), ML 9, AL Lawful.\n**9. Stair**\nEmpty.",
			[]string{"1 Sir Odo Rook [Ftr 4, AC 2 [17], HP 22, Att 1 × sword (1d8), MV 60' (20'), ML 9, AL Lawful]"}},
		{"Labyrinth Lord: a class and level after a sentence, wrapped",
			"**1. Hall.** The knight sleeps here by day. Sir Gil Rook (F4): AL C, MV 90' (30'), AC 2, hp 27, #AT\n1, D 1d8+1, SV F4, ML 10, XP 190. He wears plate.\n**2. Yard.** Weeds.",
			[]string{"1 Sir Gil Rook [F4, AL C, MV 90' (30'), AC 2, hp 27, #AT 1, D 1d8+1, SV F4, ML 10, XP 190]"}},
		{"a lost last value",
			"**[6] Ossuary**\nFour skeletons stand in niches.\n**Skeleton** — HD 1, AC 13, ATK sword 1d6, MV 30ft, ML\n**[7] Pit**\nEmpty.",
			[]string{"4 skeletons"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var got []string
			for _, a := range areasOf(t, tc.text) {
				got = append(got, describe(a.Encounters)...)
			}
			if !slices.Equal(got, tc.want) {
				t.Errorf("encounters = %q, want %q", got, tc.want)
			}
		})
	}
}

// TestFullNameReadsTextOnce: fullName finds a character's full name by one
// pass over the text, building nothing per call (it compiled a pattern of
// the name on every call) — B/X and OSE-style sentences, one naming the
// character in full, one only by the short name.
func TestFullNameReadsTextOnce(t *testing.T) {
	for _, tc := range []struct{ text, name, want string }{
		{"This is Red Oswy's room. Oswy (AC 4, HD 3, hp 15) sleeps here.", "Oswy", "Red Oswy"},
		{"The forge belongs to Mother Bregga. Bregga (F3, AC 5 [14], hp 14) works the bellows.", "Bregga", "Mother Bregga"},
		{"Oswy (AC 4, HD 3, hp 15) sleeps here. Nobody else is about.", "Oswy", "Oswy"},
	} {
		if got := fullName(tc.text, tc.name); got != tc.want {
			t.Errorf("fullName(%q) = %q, want %q", tc.name, got, tc.want)
		}
		if n := testing.AllocsPerRun(20, func() { fullName(tc.text, tc.name) }); n > 2 {
			t.Errorf("fullName(%q) allocates %v times a call, want at most 2 (the words of the name it returns, joined)", tc.name, n)
		}
	}
}

// TestMentionsAreNoEncounters: a creature an area's text only mentions is
// not met there — an artwork's subject, the owner of remains or tracks, a
// rumour's, a legend's or a note's creature, another area's monsters and
// those that may come, the entries of a rolled table printed in or under
// the area, the party's own followers — while a count with a verb of presence, a band or
// pack of creatures, a verb between a creature and remains ("Three gnolls
// gnaw bones") and a stat line still meet them; in a TSR B/X key, an OSE
// key, a Basic Fantasy key and a zine's.
func TestMentionsAreNoEncounters(t *testing.T) {
	oneAreaMeets(t, []encounterCase{
		{"B/X: artworks", "**2. GALLERY.** A painting of three knights fighting an ogre hangs on the north wall. A tapestry shows a unicorn.", nil},
		{"OSE: artworks", "**17. Shrine**\nA mural depicts 12 orcs bowing before a demon. The walls are carved with scenes of 20 dwarves battling a dragon.", nil},
		{"B/X: remains", "**3. BONE PIT.** The bodies of three goblins are heaped by the door. Three goblin corpses lie here. A wolf's skull hangs over the door.", nil},
		{"OSE: remains", "**14. Ossuary**\nThe skeletons of six kobolds are piled in niches. Two orc bodies rot in the corner.", nil},
		{"Basic Fantasy: remains", "19. Crypt: The remains of four skeletons lie scattered about; they are not animated.", nil},
		{"zine: remains and tracks", "**21 THE PIT** goblin corpses. smell. bear tracks lead down.", nil},
		{"B/X: rumour and legend", "**5. COMMON ROOM.** Rumour has it that a troll lives under the bridge. Legend says 3 dragons sleep below.", nil},
		{"zine: a claim", "**22 WELL** Villagers claim that 3 trolls live in the woods. they don't.", nil},
		{"one-page dungeon: owners a hearsay adverb reports", "### Library\n7 librarians (HD 4 AC7 1d6) oversee the library. Each wants a scroll reputedly owned by people in the area: Psalm of Storms (a band of 7 ogres), Map to the Tomb (a hermit).", []string{"7 librarians [HD 4 AC7 1d6]"}},
		{"TSR spell book: a shape taken and a creature summoned, with their stats", "**1. THE BOOK OF THE SEA**\nHer favourite shape to *polymorph* into is a blue dragon. When *conjuring an elemental,* she prefers to summon an air elemental called *Flying Debris,* HD 16 AC -2 3d8 F16 MV 36.", nil},
		{"B/X: a caster who can summon, and a demon summoned before", "**2. STUDY.** The witch (AC 9, HD 3) can summon 2 imps (AC 2, HD 2) at will. A summoned demon (AC 2, HD 6) guards the circle.", []string{"1 witch [AC 9, HD 3]", "1 demon [AC 2, HD 6]"}},
		{"B/X: a band allegedly in the hills", "**9. TOWER.** Two guards (AC 5, HD 1) watch the road. Allegedly 12 bandits camp in the hills.", []string{"2 guards [AC 5, HD 1]"}},
		{"B/X: another area's monsters", "**7. GUARD POST.** If the 4 orcs in area 5 hear fighting, they come at once. A wererat (see area 9) sometimes hides here.", nil},
		{"OSE: monsters that may come", "**12. Corridor**\n1d4 orcs may come to investigate. If the alarm sounds, 2d4 goblins arrive in 1d4 rounds.", nil},
		{"B/X: a rolled list run on in the area", "**11. SHRINE.** An altar stands here. Random encounters: 1. 1d6 goblins; 2. 2 orcs; 3. a wolf.", nil},
		{"OSE: a rolled list under the area", "**40. Shrine**\nAn altar stands here.\nWandering Monsters (1d6):\n1. 1d6 goblins\n2. 2 orcs\n3. a wolf", nil},
		{"Basic Fantasy: a rolled list, then the area goes on", "9. Landing: Wandering monsters (roll 1d6 each turn): 1. 2d4 kobolds; 2. 1d3 orcs; 3. a ghoul. Two orcs sit here.",
			[]string{"2 orcs"}},
		{"zine: the party's own", "**44 CAVE** the party's 3 hirelings and 2 mules refuse to enter.", nil},
		{"B/X: the characters' own, either apostrophe", "**45. KENNEL.** The PCs' 3 wolves howl at the door. The characters’ 2 mules balk.", nil},
		{"B/X: present beside a statue", "**46. HALL.** 3 goblins guard a statue of an orc. Beside the statue, two skeletons stand guard.",
			[]string{"3 goblins", "2 skeletons"}},
		{"OSE: a band and a pack", "**47. Camp**\nA band of 6 orcs camps here. A pack of four wolves prowls nearby.", []string{"6 orcs", "4 wolves"}},
		{"B/X: a verb that also names remains", "**48. BEDCHAMBER.** A goblin hides under the bed. Two orcs skin a deer by the hearth.",
			[]string{"1 goblin", "2 orcs"}},
		{"OSE: a verb of fear in another clause", "**49. Barracks**\nThe guards fear the witch; 4 goblins huddle by the fire. 2d4 kobolds hide among the barrels.",
			[]string{"4 goblins", "2d4 kobolds"}},
		{"B/X: remains a verb's object", "**50. LAIR.** Three gnolls gnaw bones.", []string{"3 gnolls"}},
		{"OSE: remains a verb's object", "**51. Kennel**\nFour wolves crunch bones by the door.", []string{"4 wolves"}},
		{"Basic Fantasy: risen remains with their stats", "9. Crypt: The bodies of 3 goblins rise as zombies (AC 8, HD 2, hp 9 each) when the lid is lifted.",
			[]string{"3 goblins [AC 8, HD 2, hp 9 each]"}},
	})
}

// TestGroupsAndNamesMet: creatures counted in words are met ("a pair of
// ghouls" is two; "several goblins", "a few rats", "a band of orcs" are
// left unstated, as printed; "a band of 6 orcs" is six), read-aloud text
// that opens a quotation with its count meets them, a character named in
// apposition ("Pell, a boy of ten, hides") or before the band he leads
// ("Gorm and his 4 bugbears", "Gorm the ogre chieftain and his six
// ogres") is met by name; in a TSR B/X key, an OSE
// key, a Basic Fantasy key and a zine's.
func TestGroupsAndNamesMet(t *testing.T) {
	oneAreaMeets(t, []encounterCase{
		{"B/X: a pair and a dozen", "**32. CRYPT.** A pair of ghouls feed on a corpse. A dozen rats scurry away.", []string{"2 ghouls", "12 rats"}},
		{"OSE: unstated numbers", "**33. Cave**\nSeveral goblins sleep on straw. A few rats scurry about.", []string{"several goblins", "a few rats"}},
		{"Basic Fantasy: a band and a pack", "47. Camp: A band of orcs camps here. A pack of four wolves prowls nearby.", []string{"a band orcs", "4 wolves"}},
		{"B/X: read-aloud quotation", "**51. HALL.** \"Two orcs crouch by a fire.\" The orcs are drunk.", []string{"2 orcs"}},
		{"zine: read-aloud quotation", "**53 HALL** 'An ogre sits here, gnawing a bone.' it is hungry.", []string{"1 ogre"}},
		{"B/X: apposition", "**31. KITCHEN.** Pell, a boy of ten, hides under the table.", []string{"1 boy named Pell"}},
		{"OSE: apposition after an adverb of time", "**12. The Green** Today Pell, a boy of ten, sits in the stocks.", []string{"1 boy named Pell"}},
		{"OSE: apposition", "**8. Chapel**\nSister Agna, an old priestess, tends the altar.", []string{"1 old priestess named Sister Agna"}},
		{"B/X: a leader and his band", "**34. LAIR.** Gorm and his 4 bugbears gamble here.", []string{"1 Gorm", "4 bugbears"}},
		{"zine: a leader and his band", "**35 DEN** Chief Gorm and his four bugbears lair here.", []string{"1 Chief Gorm", "4 bugbears"}},
		{"B/X: a leader by name and kind and his band", "**9. HALL.** Gorm the ogre chieftain and his six ogres feast here.", []string{"1 ogre chieftain named Gorm", "6 ogres"}},
		{"OSE: a leader by name and kind and her band", "**9. Hall**\nVorga the goblin queen and her 8 goblin guards hold court here.", []string{"1 goblin queen named Vorga", "8 goblin guards"}},
		{"OSE: an adverb and no apposition", "**56. Passage**\nSuddenly, a wolf leaps. Ahead, a corridor leads north. A pair of boots lies here.", []string{"1 wolf"}},
		{"B/X: apposition of an agent noun", "**36. JETTY.** Mags, a fisherwoman, mends her nets.", []string{"1 fisherwoman named Mags"}},
		{"B/X: apposition of a thing is no one", "**37. VAULT.** Gold, a heap of coins, glitters in the chest.", nil},
		{"OSE: apposition of a thing is no one", "**38. Shrine**\nSilence, a great bronze bell, hangs over the altar.", nil},
	})
}

// TestRolledGridIsNoEncounter: the rows of a table rolled on, printed as
// a grid in or under an area (each row led by a die value, with or without
// its header row, as the rows carried on from a column or page before
// are printed), are none of the area's encounters, in a TSR B/X grid with
// joined stat columns and an OSE grid a cell a column; the creatures the
// area's sentences meet still are.
func TestRolledGridIsNoEncounter(t *testing.T) {
	oneAreaMeets(t, []encounterCase{
		{"B/X: headerless rows carried on from the column before",
			"**1. ENTRANCE.** Three goblins play dice by a torch.\n\n| 2 Hobgoblins | 1-6 | 6 | 1+1 | 1 | 1-8 | 90' | F1 | 8 |\n| --- | --- | --- | --- | --- | --- | --- | --- | --- |\n| 3 Giant Centipedes | 2-8 | 9 | 1/2 | 1 | poison | 60' | NM | 7 |\n| 4 Skeletons | 3-12 | 7 | 1 | 1 | 1-6 | 60' | F1 | 12 |",
			[]string{"3 goblins"}},
		{"OSE: a headed grid under the area",
			"**6. Cistern**\nBlack water. Two giant rats swim here.\n\n| d6 | Encounter | No. | AC | HD |\n| --- | --- | --- | --- | --- |\n| 1 | Zombies | 2 | 8 [11] | 2 |\n| 2 | Ghouls | 3 | 6 [13] | 2* |\n| 3 | Stirges | 5 | 7 [12] | 1* |",
			[]string{"2 giant rats"}},
	})
}

// TestCountedByHitPoints: a group whose text gives no number is counted by
// the hit points its stat line lists, one per creature, as B/X, Labyrinth
// Lord and Basic Fantasy print them, and as OSE lists them in the hit
// dice's brackets ("HD 2 (9, 7hp)"); one total for each ("hp 5 each")
// counts none.
func TestCountedByHitPoints(t *testing.T) {
	oneAreaMeets(t, []encounterCase{
		{"B/X: the group named with 'the'",
			"**12. TOMB.** The wights (AC 5, HD 3*, hp 13, 11, #AT 1, D drain, ML 12) turn toward the party.",
			[]string{"2 wights [AC 5, HD 3*, hp 13, 11, #AT 1, D drain, ML 12]"}},
		{"Labyrinth Lord: a band",
			"**4. Den.** A band of gnolls (AL C, MV 90' (30'), AC 5, HD 2, #AT 1, DM 2d4, SV F2, ML 8, XP 20, hp 10, 9, 8) squabble here.",
			[]string{"3 gnolls [AL C, MV 90' (30'), AC 5, HD 2, #AT 1, DM 2d4, SV F2, ML 8, XP 20, hp 10, 9, 8]"}},
		{"Basic Fantasy: a name line",
			"5. Camp: Orcs sit by the fire.\nOrcs: AC 14, HD 1, HP 5, 4, 3, #At 1 weapon, Dam 1d8, Mv 40', Ml 8",
			[]string{"3 Orcs [AC 14, HD 1, HP 5, 4, 3, #At 1 weapon, Dam 1d8, Mv 40', Ml 8]"}},
		{"OSE: the list in the hit dice's brackets",
			"**6. Lamp Room**\nGiant moths flutter around a hanging lamp.\nGiant moths: AC 7 [12], HD 2 (9, 7hp), Att 1 × bite (1d4), MV 150' (50'), ML 7, XP 20",
			[]string{"2 Giant moths [AC 7 [12], HD 2 (9, 7hp), Att 1 × bite (1d4), MV 150' (50'), ML 7, XP 20]"}},
		{"B/X: each total with its unit in the hit dice's brackets",
			"**7. PIT.** The zombies (AC 8, HD 2 (9 hp, 8 hp, 6 hp), #AT 1, D 1d8, ML 12) climb out.",
			[]string{"3 zombies [AC 8, HD 2 (9 hp, 8 hp, 6 hp), #AT 1, D 1d8, ML 12]"}},
		{"one total for each",
			"**12. CAMP.** The orcs (AC 6, HD 1, hp 5 each, #AT 1, D 1d6, ML 8) sit by the fire.",
			[]string{"unstated orcs [AC 6, HD 1, hp 5 each, #AT 1, D 1d6, ML 8]"}},
	})
}

// TestCountedNameOverBlock: a bold count and a name that agrees with it
// over a stat block ("**3 Ghouls**", "**1 Wight**" over "AC 6 [13], HD 2*
// ...") heads that block, counting its creatures, as OSE-style modules
// print them under an area, and keys no area, its count kept when an area
// of that number was keyed before (no map label); a key whose title disagrees
// with its number ("**12 Ghoul Lair**") or a hex key over a block still
// keys one.
func TestCountedNameOverBlock(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		want       []string
	}{
		{"OSE: two blocks under an area",
			"**12. Tomb**\nA coffin lies open. Ghouls and a wight lurk here.\n**3 Ghouls**\nAC 6 [13], HD 2* (9hp), Att 2 × claw (1d3 + paralysis), MV 90' (30'), ML 9, AL Chaotic, XP 25\n**1 Wight**\nAC 5 [14], HD 3* (13hp), Att 1 × touch (energy drain), MV 90' (30'), ML 12, AL Chaotic, XP 50\n**13. Stair**\nIt climbs.",
			[]string{"12|Tomb: 1 wight [AC 5 [14], HD 3* (13hp), Att 1 × touch (energy drain), MV 90' (30'), ML 12, AL Chaotic, XP 50]; 3 Ghouls [AC 6 [13], HD 2* (9hp), Att 2 × claw (1d3 + paralysis), MV 90' (30'), ML 9, AL Chaotic, XP 25]", "13|Stair: "}},
		{"B/X: a number over the block",
			"**12. TOMB.**\nA coffin lies open.\n**4 Skeletons**\nAC 7, HD 1, hp 5, 4, 4, 2, #AT 1, D 1d6, MV 60' (20'), ML 12\n**13. STAIR.**\nIt climbs.",
			[]string{"12|TOMB: 4 Skeletons [AC 7, HD 1, hp 5, 4, 4, 2, #AT 1, D 1d6, MV 60' (20'), ML 12]", "13|STAIR: "}},
		{"B/X: dice over the block",
			"**12. TOMB.**\nA coffin lies open.\n**2d4 Skeletons**\nAC 7, HD 1, #AT 1, D 1d6, MV 60' (20'), ML 12",
			[]string{"12|TOMB: 2d4 Skeletons [AC 7, HD 1, #AT 1, D 1d6, MV 60' (20'), ML 12]"}},
		{"OSE: the count of a key placed before",
			"**2. Hall**\nEmpty.\n**12. Tomb**\nA coffin lies open.\n**2 Ghouls**\nAC 6 [13], HD 2* (9, 7hp), Att 2 × claw (1d3 + paralysis), MV 90' (30'), ML 9",
			[]string{"2|Hall: ", "12|Tomb: 2 Ghouls [AC 6 [13], HD 2* (9, 7hp), Att 2 × claw (1d3 + paralysis), MV 90' (30'), ML 9]"}},
		{"B/X: the count of a key placed before",
			"**3. STAIR.** It climbs.\n**12. TOMB.**\nA coffin lies open.\n**3 Skeletons**\nAC 7, HD 1, hp 5, 4, 4, #AT 1, D 1d6, MV 60' (20'), ML 12",
			[]string{"3|STAIR: ", "12|TOMB: 3 Skeletons [AC 7, HD 1, hp 5, 4, 4, #AT 1, D 1d6, MV 60' (20'), ML 12]"}},
		{"a title that disagrees with its number",
			"**12 Ghoul Lair**\nAC 6 [13], HD 2*, Att 2 × claw (1d3), MV 90' (30'), ML 9",
			[]string{"12|Ghoul Lair: "}},
		{"a hex key",
			"**0101 Ghoul Barrows**\nAC 6 [13], HD 2*, Att 2 × claw (1d3), MV 90' (30'), ML 9",
			[]string{"0101|Ghoul Barrows: "}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := metByArea(t, tc.text); !slices.Equal(got, tc.want) {
				t.Errorf("areas = %q, want %q", got, tc.want)
			}
		})
	}
}

// TestStatLinesInAnyOrder: a stat line opened by a creature's name, a
// colon or a bold run, is met however its dialect orders the fields, so
// long as it prints an armour class or hit dice: Labyrinth Lord opens with
// the alignment and movement ("**Barrow Wight** AL C, MV 90' (30'), AC 5,
// ..."), and a B/X gazetteer may open with movement. A bold count and name
// before such a line heads it, not an area; a line of labels with no armour
// class nor hit dice is no creature.
func TestStatLinesInAnyOrder(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		want       []string
	}{
		{"Labyrinth Lord: a bold name run in",
			"**23. Barrow:** A low mound rises here. The barrow wight within wakes if the capstone is moved.\n**Barrow Wight** AL C, MV 90' (30'), AC 5, HD 3*, #AT 1,\nDM energy drain, SV F3, ML 12, XP 50, hp 13",
			[]string{"23|Barrow: 1 Barrow Wight [AL C, MV 90' (30'), AC 5, HD 3*, #AT 1, DM energy drain, SV F3, ML 12, XP 50, hp 13]"}},
		{"Labyrinth Lord: a name and a colon",
			"**45. Lamp Room:** Giant moths flutter around a hanging lamp.\nGiant moths: AL N, MV 150' (50'), AC 7, HD 2, #AT 1, DM 1d4, SV F1, ML 7, XP 20, hp 9, 7",
			[]string{"45|Lamp Room: 2 Giant moths [AL N, MV 150' (50'), AC 7, HD 2, #AT 1, DM 1d4, SV F1, ML 7, XP 20, hp 9, 7]"}},
		{"Labyrinth Lord: a bold count and name run in",
			"**24. Moth Nest:** Dusty wings cover the floor.\n**2 Giant Moths** AL N, MV 150' (50'), AC 7, HD 2, #AT 1,\nDM 1d4, SV F1, ML 7, XP 20, hp 9, 7\n**25. Den:** Empty.",
			[]string{"24|Moth Nest: 2 Giant Moths [AL N, MV 150' (50'), AC 7, HD 2, #AT 1, DM 1d4, SV F1, ML 7, XP 20, hp 9, 7]", "25|Den: "}},
		{"B/X gazetteer: movement first",
			"**The Mill**\nThe miller's dogs bark at strangers.\nDogs: MV 180' (60'), AC 7, HD 1, #AT 1, D 1d4, ML 7, hp 5, 4",
			[]string{"The Mill|The Mill: 2 Dogs [MV 180' (60'), AC 7, HD 1, #AT 1, D 1d4, ML 7, hp 5, 4]"}},
		{"labels with no armour class nor hit dice",
			"**6. Cellar:** Barrels line the walls.\nNotes: AL L, ML 9 when the lord is present.",
			[]string{"6|Cellar: "}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := metByArea(t, tc.text); !slices.Equal(got, tc.want) {
				t.Errorf("areas = %q, want %q", got, tc.want)
			}
		})
	}
}

// TestGroupsActingAreMet: a group counted by a number, of creatures no
// bestiary knows and printed with no stat line, is met when it does what
// only living things do ("Three cultists in stained robes drag a sack",
// "Two pilgrims pray", "Four men stand guard"), in a zine's, an OSE and a
// Basic Fantasy key, as are people in a creature's company ("with his two
// bodyguards"), unless the text names a group of the same count (the read-aloud's
// "Three shapes" are the referee's "Three ghouls"); a group of things that
// stand, hang or rest is not.
func TestGroupsActingAreMet(t *testing.T) {
	oneAreaMeets(t, []encounterCase{
		{"zine: a verb after what they wear", "**24. The Pit.** Three cultists in stained robes drag a sack toward the edge.", []string{"3 cultists"}},
		{"OSE: a verb right after them", "**3. Shrine**\nTwo pilgrims pray at the shrine.", []string{"2 pilgrims"}},
		{"Basic Fantasy: a verb of dwelling", "12. Hut: Two hermits live here, sharing one pot.", []string{"2 hermits"}},
		{"B/X: a watch kept", "**20. GATE.** Four men stand guard. They let no one pass.", []string{"4 men"}},
		{"OSE: a watch kept", "### 3. Tower\nTwo sentries keep watch from the parapet.", []string{"2 sentries"}},
		{"B/X: things", "**25. HALL.** Four statues stand in the corners. Six pillars hold up the roof. Three barrels rest against the wall.", nil},
		{"B/X: the read-aloud's group, which the referee's text names", "**11. CRYPT.**\n*Three shapes crouch over a broken coffin.*\nThree ghouls (AC 6, HD 2*, hp 9, 8, 7, #AT 3, D 1d3 + paralysis, ML 9) feed here.",
			[]string{"3 ghouls [AC 6, HD 2*, hp 9, 8, 7, #AT 3, D 1d3 + paralysis, ML 9]"}},
		{"OSE: the read-aloud's group, which the referee's text names", "**11. Crypt**\n*Two figures in rags argue by the fire.*\nThe two bandits (AC 7 [12], HD 1 (4hp), Att 1 × weapon (1d6), MV 120' (40'), ML 7) are drunk.",
			[]string{"2 bandits [AC 7 [12], HD 1 (4hp), Att 1 × weapon (1d6), MV 120' (40'), ML 7]"}},
		{"OSE: two groups of one count", "**4. Chapel**\nTwo pilgrims pray at the altar. Two goblins guard the door.", []string{"2 goblins", "2 pilgrims"}},
		{"zine: two groups of one count, one with its stats", "**9. The Yard.** Three drovers argue by the gate. Three wolves (AC 7, HD 2, ML 8) circle the pen.",
			[]string{"3 wolves [AC 7, HD 2, ML 8]", "3 drovers"}},
		{"Basic Fantasy: people in a creature's company", "**5. Chieftain's Pit**\nThe pit's floor is strewn with bones. Gharr sits on a pile of furs with his two bodyguards.",
			[]string{"2 bodyguards"}},
		{"OSE: people in a character's company", "**9. Solar**\nLady Venn the witch rests here with her three handmaidens.",
			[]string{"1 witch named Lady Venn", "3 handmaidens"}},
		{"B/X: things in a creature's company", "**28. ARMOURY.** The orc captain practises with his two swords. A clerk sits at a desk with his two passages marked in red.", []string{"1 clerk", "1 orc captain"}},
		{"B/X: a key's number before a pronoun", "**27. CELLS.** For a share of the treasure in area 9 they will fight at the party's side.", nil},
		{"OSE: artworks that seem to act", "**26. Gallery**\nThree portraits of dead kings watch the door. Two tapestries hang here.", nil},
	})
}

// metByArea returns the areas the offline rules read in text, each as
// "key|title: " and the encounters met there (see describe), "; " between.
func metByArea(t *testing.T, text string) []string {
	t.Helper()
	var out []string
	for _, a := range areasOf(t, text) {
		out = append(out, a.Key+"|"+a.Title+": "+strings.Join(describe(a.Encounters), "; "))
	}
	return out
}

// TestIndividualsOverTheirBlocks: a stat block headed by one individual is
// that individual, in the print styles that head blocks so — a bold name
// run into its stat line under another block's line (OSE: "**Gribble** AC
// 5 [14], ..." under "**Goblins (5)** AC 6 [13], ... XP 5"), a class and
// level in brackets after the name ("(Level 4 Cleric)", "(Level 3
// Fighter):"), whose number counts nobody, a name and its kind or class
// after a comma over a three-line block (Basic Fantasy: "Grusk, Hobgoblin
// Chief", "Ysolde the Pale, Magic-User 4"; TSR: "Snagg, Goblin Scavenger"
// over "AC 6, HD 1, ..."), and a named stat line set apart by a blank line under the
// area that names its creature (OSE and TSR), the creature the area
// names ("Old Grint the ogre" has Grint's stat line); a stat line ends before the
// line that opens the next creature's, whatever its last value
// ("..., ML 9, AL Neutral" over "**Bandits (4):** AC 6 [13], ...").
func TestIndividualsOverTheirBlocks(t *testing.T) {
	oneAreaMeets(t, []encounterCase{
		{"OSE: a bold name run into its stat line under another block",
			"**5. Goblin Den**\nFive goblins and their chief, Gribble, squabble over a sheep.\n**Goblins (5)** AC 6 [13], HD 1-1, Att 1 × weapon (1d6), MV 60' (20'), ML 7, XP 5\n**Gribble** AC 5 [14], HD 2 (11hp), Att 1 × axe (1d8), MV 60' (20'), ML 9, XP 20",
			[]string{"5 Goblins [AC 6 [13], HD 1-1, Att 1 × weapon (1d6), MV 60' (20'), ML 7, XP 5]", "1 Gribble [AC 5 [14], HD 2 (11hp), Att 1 × axe (1d8), MV 60' (20'), ML 9, XP 20]"}},
		{"OSE: a class and level in brackets after a bold name",
			"**8. Witch's Hall**\nMother Crenna stands before a cauldron with two of her acolytes.\n**Mother Crenna** (Level 4 Cleric) AC 4 [15], HP 16, Att 1 × sickle (1d4), MV 90' (30'), ML 9, AL Chaotic\n**Acolytes (2)** AC 7 [12], HD 1 (5hp, 3hp), Att 1 × mace (1d6), MV 120' (40'), ML 7",
			[]string{"2 Acolytes [AC 7 [12], HD 1 (5hp, 3hp), Att 1 × mace (1d6), MV 120' (40'), ML 7]", "1 Mother Crenna [Level 4 Cleric, AC 4 [15], HP 16, Att 1 × sickle (1d4), MV 90' (30'), ML 9, AL Chaotic]"}},
		{"OSE hex: a class and level before a colon, a block after a blank line",
			"### 0305 Toll Bridge\nA timber bridge with a gatehouse. Orla Vennick holds it with 4 bandits.\n**Orla Vennick (Level 3 Fighter):** AC 4 [15], HP 17, Att 1 × sword (1d8),\nMV 90' (30'), ML 9, AL Neutral\n\n**Bandits (4):** AC 6 [13], HD 1 (6hp, 5hp, 4hp, 3hp), Att 1 × weapon (1d6),\nMV 120' (40'), ML 8, AL Neutral, XP 10",
			[]string{"4 Bandits [AC 6 [13], HD 1 (6hp, 5hp, 4hp, 3hp), Att 1 × weapon (1d6), MV 120' (40'), ML 8, AL Neutral, XP 10]", "1 Orla Vennick [Level 3 Fighter, AC 4 [15], HP 17, Att 1 × sword (1d8), MV 90' (30'), ML 9, AL Neutral]"}},
		{"TSR: a class and level in words before a colon",
			"**12. CHAPEL.** Sir Hugh kneels at the altar.\nSir Hugh (Level 5 Fighter): AC 2, hp 30, #AT 1, D 1-8, MV 60' (20'), ML 10",
			[]string{"1 Sir Hugh [Level 5 Fighter, AC 2, hp 30, #AT 1, D 1-8, MV 60' (20'), ML 10]"}},
		{"Basic Fantasy: a name and its kind over a block",
			"**2. Barracks:** Three hobgoblins and their leader, Grusk, live here.\n**Hobgoblins (3)**\nAC 14, HD 1, #At 1 weapon, Dam 1d8, Mv 30', Sv F1, Ml 8, XP 25\n**Grusk, Hobgoblin Chief**\nAC 15, HD 3, #At 1 weapon, Dam 1d8+1, Mv 30', Sv F3, Ml 9, XP 145\nHP 17\nThe door west leads out.",
			[]string{"3 Hobgoblins [AC 14, HD 1, #At 1 weapon, Dam 1d8, Mv 30', Sv F1, Ml 8, XP 25]", "1 Hobgoblin Chief named Grusk [AC 15, HD 3, #At 1 weapon, Dam 1d8+1, Mv 30', Sv F3, Ml 9, XP 145 HP 17]"}},
		{"Basic Fantasy: a name and its class and level over a block",
			"**9. Study:** Ysolde the Pale sits at the desk.\n**Ysolde the Pale, Magic-User 4**\nAC 11, #At 1 dagger, Dam 1d4, Mv 40', Sv M4, Ml 8, XP 280\nHP 13\nA door east leads out.",
			[]string{"1 Ysolde the Pale named Ysolde [Magic-User 4, AC 11, #At 1 dagger, Dam 1d4, Mv 40', Sv M4, Ml 8, XP 280 HP 13]"}},
		{"TSR: a name and its kind over a block",
			"**6. LARDER.** Snagg picks at the bones of a mule.\nSnagg, Goblin Scavenger\nAC 6, HD 1, hp 5, #AT 1, D 1-6,\nMV 60' (20'), ML 7\nA barrel holds 20 gp.",
			[]string{"1 Goblin Scavenger named Snagg [AC 6, HD 1, hp 5, #AT 1, D 1-6, MV 60' (20'), ML 7]"}},
		{"Basic Fantasy: a name and its kind in brackets over a block",
			"**3. Throne of Salt**\nOn the throne sits the Salt King, a wight who wakes when the throne is touched.\n**Salt King (Wight)**\nArmor Class: 15\nHit Dice: 3*\nNo. of Attacks: 1 touch\nDamage: energy drain\nMovement: 30'\nXP: 175",
			[]string{"1 Wight named Salt King [Armor Class: 15 Hit Dice: 3* No. of Attacks: 1 touch Damage: energy drain Movement: 30' XP: 175]"}},
		{"TSR: a name and its kind in brackets over a block",
			"**7. KITCHEN.** Mother Grue stirs a pot of something grey.\nMother Grue (Ghoul)\nAC 3, HD 5, hp 27, #AT 2, D 1-6/1-6, MV 90' (30'), ML 9\nA trapdoor leads down.",
			[]string{"1 Ghoul named Mother Grue [AC 3, HD 5, hp 27, #AT 2, D 1-6/1-6, MV 90' (30'), ML 9]"}},
		{"TSR: a known creature's role in brackets over a block",
			"**8. GUARD ROOM.** A hobgoblin sergeant barks at two hobgoblins.\nHobgoblin (Sergeant)\nAC 5, HD 2, hp 12, #AT 1, D 1-8, MV 90' (30'), ML 9\nThe door east is barred.",
			[]string{"2 hobgoblins", "1 Hobgoblin (Sergeant) [AC 5, HD 2, hp 12, #AT 1, D 1-8, MV 90' (30'), ML 9]"}},
		{"TSR: a creature's role in brackets after its kind over a block",
			"**8. GUARD ROOM.** The goblin boss counts coins.\nGoblin Boss (Chief)\nAC 6, HD 2, hp 11, #AT 1, D 1-8, MV 90' (30'), ML 9\nThe door east is barred.",
			[]string{"1 Goblin Boss (Chief) [AC 6, HD 2, hp 11, #AT 1, D 1-8, MV 90' (30'), ML 9]"}},
		{"Basic Fantasy: a creature's role in brackets after its kind over a block",
			"**4. Barracks**\nThe orc leader shouts orders.\n**Orc Leader (Captain)**\nArmor Class: 14\nHit Dice: 2\nNo. of Attacks: 1 weapon\nDamage: 1d8\nMovement: 40'\nXP: 75",
			[]string{"1 Orc Leader (Captain) [Armor Class: 14 Hit Dice: 2 No. of Attacks: 1 weapon Damage: 1d8 Movement: 40' XP: 75]"}},
		{"OSE: a name and its kind in brackets run into the stat line",
			"**5. Chieftain's Hall**\nGrishnak the goblin chief sits on a throne of antlers.\n**Grishnak (Goblin Chief):** AC 5 [14], HD 3 (15hp), Att 1 × axe (1d8), THAC0 17 [+2], MV 90' (30'), ML 9, AL Chaotic, XP 35.\nA chest holds 300 sp.",
			[]string{"1 goblin chief named Grishnak [AC 5 [14], HD 3 (15hp), Att 1 × axe (1d8), THAC0 17 [+2], MV 90' (30'), ML 9, AL Chaotic, XP 35]"}},
		{"Swords & Wizardry: a name and its kind in brackets before a colon",
			"**12. Ogre's Larder**\nVorga the ogre gnaws a haunch by the fire.\nVorga (Ogre): HD 4+1; AC 5[14]; Atk club (1d10); Move 9; Save 12; CL/XP 4/120\nSacks of grain line the walls.",
			[]string{"1 ogre named Vorga [HD 4+1; AC 5[14]; Atk club (1d10); Move 9; Save 12; CL/XP 4/120]"}},
		{"OSE: a named stat line after a blank line, its creature named above",
			"### 0604 Lizard Mound\nThe lair of 6 lizard men and their chief, **Ssark,** who wears a crown of shells.\n\n**Ssark:** AC 4 [15], HD 4+1 (22hp), Att 1 × spear (1d8), MV 60' (20'), ML 12",
			[]string{"6 lizard men", "1 Ssark [AC 4 [15], HD 4+1 (22hp), Att 1 × spear (1d8), MV 60' (20'), ML 12]"}},
		{"TSR: a named stat line after a blank line, its creature named above",
			"**14. DEN.** Old Grint the ogre sleeps on a pile of furs.\n\nGrint: AC 5, HD 4+1, hp 25, #AT 1, D 1-10, MV 90' (30'), ML 10",
			[]string{"1 ogre named Old Grint [AC 5, HD 4+1, hp 25, #AT 1, D 1-10, MV 90' (30'), ML 10]"}},
	})
}

// TestCharactersInApposition: a character named at a sentence's start with
// its kind in apposition after a comma — an article or "the" before the
// kind, a possessive in it ("Tam, the miller's son, lies bound"), "now"
// before it for one become a monster — is met, as is one a sentence
// presents ("This is Elna, the herbalist from Hollin."), in TSR, OSE and
// Labyrinth Lord prose; a place or a thing in apposition is no one.
func TestCharactersInApposition(t *testing.T) {
	oneAreaMeets(t, []encounterCase{
		{"TSR: the kind after \"the\"",
			"**4a. STRONGROOM.** Behind the iron door is a cell. Wil, the shepherd boy, sits chained to the wall, frightened but unhurt.",
			[]string{"1 shepherd boy named Wil"}},
		{"OSE: a possessive in the kind",
			"**11. The Heart-Root**\nA hot, close cave. Tam, the miller's son, lies bound beside the root, drugged but alive.",
			[]string{"1 miller's son named Tam"}},
		{"Labyrinth Lord: a presented character",
			"**6. HIDDEN CELL:** This is **Elna,** the herbalist from Hollin. The orcs caught her and hid her here.",
			[]string{"1 herbalist named Elna"}},
		{"OSE: a presented character with an article",
			"**3. Shrine**\nThis is Sister Ilse, a priestess of the dawn. She tends the lamps.",
			[]string{"1 priestess named Sister Ilse"}},
		{"Labyrinth Lord: a character become a monster, with its stat line",
			"**9. ABBOT'S TOMB:** The abbot's coffin lies open. This is **Abbot Morcant,** now a wight (AC 5, HD 3*, hp 17, #AT 1, D energy drain, MV 90' (30'), SV F3, ML 12, AL C, XP 50). He hates the living.",
			[]string{"1 wight named Abbot Morcant [AC 5, HD 3*, hp 17, #AT 1, D energy drain, MV 90' (30'), SV F3, ML 12, AL C, XP 50]"}},
		{"Basic Fantasy: a character presented after where it is",
			"**4. Prison**\nBehind a locked gate sits Merrin, a merchant's daughter, chained to the wall. She begs to be freed.",
			[]string{"1 merchant's daughter named Merrin"}},
		{"TSR: a character presented after where it is",
			"**7. FORGE.** In the far corner stands Hobb, an old dwarf smith. He will trade for news.",
			[]string{"1 old dwarf smith named Hobb"}},
		{"OSE: a place after where it is", "**8. Ledge**\nBeyond the ledge lies Blackwater, the underground river. Beyond the arch sits Greywater, a flooded passage.", nil},
		{"TSR: a thing after where it is", "**9. ALTAR.** On the altar lies Vengeance, a holy avenger. Behind it stands Dawnbringer, a great warhammer.", nil},
		{"TSR: a place presented", "**12. TOR.** This is Kell Tor, the old mine. Gold, the dwarves' hoard, lies here.", nil},
	})
}

// TestLikenessesAreNoEncounters: a creature's name after a material or a
// craft ("two stone gargoyles", "a bronze knight") names an artwork, unless
// a stat line follows it or the words name a creature ("two stone
// giants"), in TSR and OSE prose.
func TestLikenessesAreNoEncounters(t *testing.T) {
	oneAreaMeets(t, []encounterCase{
		{"TSR: carvings", "**1. HALL.** Two stone gargoyles flank the door; they are only carvings.", nil},
		{"OSE: a statue", "**2. Plinth**\nA bronze knight stands on a plinth, its sword raised. Four marble angels watch over the tomb.", nil},
		{"TSR: giants of stone", "**3. CAVE.** Two stone giants sit by the fire, eating a bear.", []string{"2 stone giants"}},
		{"OSE: a living statue has stats",
			"**4. Gate**\nTwo stone gargoyles (AC 5 [14], HD 4, Att 4 × claw (1d3), MV 90' (30'), ML 11) perch on the arch.",
			[]string{"2 stone gargoyles [AC 5 [14], HD 4, Att 4 × claw (1d3), MV 90' (30'), ML 11]"}},
	})
}

// TestCountAfterNameTakesItsBracket: a group counted after its name takes
// the stat line in brackets later in its sentence, where nothing else
// counted or known comes between ("Hobgoblins (3) play dice at a table
// (AC 6, ...)"), and the thing before the bracket is no creature; a
// creature's own bracket stays its own; in TSR and OSE lines.
func TestCountAfterNameTakesItsBracket(t *testing.T) {
	oneAreaMeets(t, []encounterCase{
		{"TSR: at a table",
			"**1. HALL.** Hobgoblins (3) play dice at a table (AC 6, HD 1+1, hp 7, 6, 4, #AT 1, D 1-8, MV 90' (30'), ML 8). A door leads north.",
			[]string{"3 Hobgoblins [AC 6, HD 1+1, hp 7, 6, 4, #AT 1, D 1-8, MV 90' (30'), ML 8]"}},
		{"OSE: on a pile",
			"**2. Den**\nGoblins (2d4) sleep on a pile of furs (AC 6 [13], HD 1-1, Att 1 × weapon (1d6), MV 60' (20'), ML 7).",
			[]string{"2d4 Goblins [AC 6 [13], HD 1-1, Att 1 × weapon (1d6), MV 60' (20'), ML 7]"}},
		{"TSR: another creature's bracket",
			"**3. YARD.** Gnolls (2) guard the gate. A ghoul (AC 6, HD 2*, hp 9, #AT 3, D 1-3/1-3/1-3, MV 90' (30'), ML 9) hides in the well.",
			[]string{"2 Gnolls", "1 ghoul [AC 6, HD 2*, hp 9, #AT 3, D 1-3/1-3/1-3, MV 90' (30'), ML 9]"}},
	})
}

// TestKindInApposition: a group counted by its role, then its kind after a
// comma before its stat line in brackets, is that kind ("his two
// bodyguards, goblins (AC 6, ...)"), in TSR and OSE lines.
func TestKindInApposition(t *testing.T) {
	oneAreaMeets(t, []encounterCase{
		{"TSR: bodyguards who are goblins",
			"**4. HALL.** Vrag, the goblin chieftain (AC 4, HD 3, hp 15, #AT 1, D 1-8, MV 90' (30'), ML 9), sits on the throne with his two bodyguards, goblins (AC 6, HD 1-1, hp 6, 5, #AT 1, D 1-6, MV 90' (30'), ML 7) with spears.",
			[]string{"1 goblin chieftain named Vrag [AC 4, HD 3, hp 15, #AT 1, D 1-8, MV 90' (30'), ML 9]", "2 goblins [AC 6, HD 1-1, hp 6, 5, #AT 1, D 1-6, MV 90' (30'), ML 7]"}},
		{"OSE: guards who are hobgoblins",
			"**5. Gate**\nThree guards, hobgoblins (AC 6 [13], HD 1+1, Att 1 × weapon (1d8), MV 90' (30'), ML 8), watch the road.",
			[]string{"3 hobgoblins [AC 6 [13], HD 1+1, Att 1 × weapon (1d8), MV 90' (30'), ML 8]"}},
	})
}

// TestBoxedCreatureIsTheNamedOne: read-aloud text does not tell the players
// a character's name, so a lone creature only the box describes, with no
// stat line, is the named character the referee's text gives a stat line
// to (B/X and Labyrinth Lord italic boxes); a creature the referee's text
// names too, or a box beside no named character, is met.
func TestBoxedCreatureIsTheNamedOne(t *testing.T) {
	oneAreaMeets(t, []encounterCase{
		{"B/X: a big goblin on the throne",
			"**4. CHIEFTAIN'S HALL.**\n\n*Smoke hangs under the roof. On a throne of ore-carts*\n*lounges a big goblin with a copper torc.*\n\nVrag, the goblin chieftain (AC 4, HD 3, hp 15, #AT 1, D 1-8, MV 90' (30'), ML 9), sits on the throne.",
			[]string{"1 goblin chieftain named Vrag [AC 4, HD 3, hp 15, #AT 1, D 1-8, MV 90' (30'), ML 9]"}},
		{"Labyrinth Lord: a big orc at a table",
			"**4. CAPTAIN'S QUARTERS:**\n\n*Furs cover the floor. A big orc in a*\n*mail shirt sits at a table, sharpening a sword.*\n\nThis is **Grusk,** captain of the Split Tusk (AC 4, HD 3, hp 18, #AT 1, DM 1d8, MV 90' (30'), SV F3, ML 9, AL C, XP 50).",
			[]string{"1 captain of the Split Tusk named Grusk [AC 4, HD 3, hp 18, #AT 1, DM 1d8, MV 90' (30'), SV F3, ML 9, AL C, XP 50]"}},
		{"B/X: a boxed wolf beside a named character",
			"**7. KENNEL.**\n\n*A wolf growls from a corner.*\n\nThe wolf is tame. Old Jory the kennel-master (AC 9, HD 1, hp 4, #AT 1, D 1-4, MV 120' (40'), ML 6) feeds it.",
			[]string{"1 kennel-master named Old Jory [AC 9, HD 1, hp 4, #AT 1, D 1-4, MV 120' (40'), ML 6]", "1 wolf"}},
		{"Labyrinth Lord: a boxed ogre alone",
			"**8. DEN:**\n\n*An ogre snores by the fire.*\n\nIt wakes on a 1 in 6.",
			[]string{"1 ogre"}},
	})
}

// TestPastIsNoEncounter: an area's key tells what is there now in the
// present tense, so a creature in a sentence dated to the past ("Once
// home to a tribe of goblins", "long ago") or the subject of a verb in
// the simple past ("Four orcs held this room", "the three orcs that
// lived here fled") is the place's history, not met there — unless its
// own stat line follows it; creatures there now are met beside it, in
// B/X, OSE and zine keys.
func TestPastIsNoEncounter(t *testing.T) {
	oneAreaMeets(t, []encounterCase{
		{"B/X: a sentence dated by once",
			"**9. HALL.** Once home to a tribe of goblins, the hall now stands empty and cold.", nil},
		{"OSE: a verb in the past",
			"### 9. Barracks\nFour orcs held this room until last winter; now only their bedrolls remain. Two giant rats gnaw the straw.",
			[]string{"2 giant rats"}},
		{"zine: a relative clause in the past beside a negation",
			"### 9. DEN\nNo orcs remain here; the three orcs that lived here fled after their chief died.", nil},
		{"B/X: long ago, and what is there now",
			"**9. CRYPT.** Dwarves buried three kings here long ago. Three skeletons (AC 7, HD 1, hp 4, #AT 1, D 1d6, ML 12) guard the biers.",
			[]string{"3 skeletons [AC 7, HD 1, hp 4, #AT 1, D 1d6, ML 12]"}},
		{"OSE: at once dates nothing",
			"### 9. Gate\nTwo hobgoblins stand guard and attack at once.", []string{"2 hobgoblins"}},
		{"B/X: once as when dates nothing",
			"**9. GATE.** Once the party enters, 4 goblins attack from the loft.", []string{"4 goblins"}},
		{"OSE: left behind is no leaving",
			"### 9. Gate\nTwo orcs left behind by the raiders guard the gate.", []string{"2 orcs"}},
		{"zine: a passive is no past",
			"### 9. GATE\n3 orcs were told to guard it and stand ready.", []string{"3 orcs"}},
	})
}

// TestWayLeadsElsewhere: the creatures named where an exit leads ("a
// stair leads down to the ogre's den", "a door opens on the lair of two
// trolls") are the far place's, not met where the exit is, unless their
// own stat line follows them — in B/X and Swords & Wizardry keys.
func TestWayLeadsElsewhere(t *testing.T) {
	oneAreaMeets(t, []encounterCase{
		{"B/X: a door opens on a lair",
			"**21. LEDGE.** A narrow stair leads down to the ogre's den. A door in the east wall opens on the lair of two trolls.", nil},
		{"Swords & Wizardry: a passage to a camp, and a creature here",
			"**21. Landing:** A passage runs north to the camp of four gnolls. A giant spider (HD 2; AC 6[13]; Atk bite (1d6); Move 12; Save 16; CL/XP 3/60) hangs above it.",
			[]string{"1 giant spider [HD 2; AC 6[13]; Atk bite (1d6); Move 12; Save 16; CL/XP 3/60]"}},
	})
}

// TestGearIsNoCreature: a creature's name before gear names what made
// it or what it is made of ("two orc spears", "three goblin bows"): the
// gear is no group of creatures, in B/X and OSE keys.
func TestGearIsNoCreature(t *testing.T) {
	oneAreaMeets(t, []encounterCase{
		{"B/X", "**25. ARMOURY.** A rack holds troll-hide armour, two orc spears and an ogre-skin cloak.", nil},
		{"OSE", "### 25. Store\nThree goblin bows hang on pegs beside 2 goblins (AC 6 [13], HD 1-1, Att 1 × weapon (1d6), ML 7).",
			[]string{"2 goblins [AC 6 [13], HD 1-1, Att 1 × weapon (1d6), ML 7]"}},
	})
}

// TestHalfADozen: "half a dozen" counts six, in B/X and zine keys.
func TestHalfADozen(t *testing.T) {
	oneAreaMeets(t, []encounterCase{
		{"B/X", "**7. BUNKS.** Half a dozen orcs (AC 6, HD 1, hp 5, #AT 1, D 1d6, ML 8) sleep on straw pallets.",
			[]string{"6 orcs [AC 6, HD 1, hp 5, #AT 1, D 1d6, ML 8]"}},
		{"zine", "### 7. Roost\nHalf a dozen stirges roost in the rafters.", []string{"6 stirges"}},
	})
}

// TestPartHeadingInsideArea: a heading of a part of an area's entry
// ("Monsters", "Tactics") set in the size of the text, bold or bold
// italic, is the area's own: the creatures after it are met there — in
// B/X and OSE keys.
func TestPartHeadingInsideArea(t *testing.T) {
	oneAreaMeets(t, []encounterCase{
		{"B/X: bold italic",
			"**11. DEN.** A long table fills the room, set with rotting food.\n***Monsters***\nFive gnolls (AC 5, HD 2, hp 9, #AT 1, D 2d4, ML 8) feast here.",
			[]string{"5 gnolls [AC 5, HD 2, hp 9, #AT 1, D 2d4, ML 8]"}},
		{"OSE: bold, a colon",
			"### 11. Den\nA long table fills the room.\n**Monsters:**\nFive gnolls (AC 5 [14], HD 2, Att 1 × weapon (2d4), ML 8) feast here.",
			[]string{"5 gnolls [AC 5 [14], HD 2, Att 1 × weapon (2d4), ML 8]"}},
	})
}

// TestSectionAfterTheLastKey: a line naming a part ("**Monsters**",
// "**Encounters**") set in the rank of the keys after the last key of a
// page heads a section of the module, not a part of that area: the
// creatures under it are not met there — in B/X bold keys and in TSR keys
// in capitals (where the bold line ranks above the key).
func TestSectionAfterTheLastKey(t *testing.T) {
	oneAreaMeets(t, []encounterCase{
		{"B/X: a bestiary", "**12. Tomb.** Empty.\n**Monsters**\nBarrow wight: AC 5, HD 3*, #AT 1, D 1d6, MV 90', SV F3, ML 12", nil},
		{"B/X: a table", "**12. Tomb.** Empty.\n**Encounters**\n2d4 goblins roam the halls at night.", nil},
		{"TSR: a bestiary", "12. TOMB. It is empty.\n**Monsters**\nBarrow wight: AC 5, HD 3*, #AT 1, D 1d6, MV 90', Save F3, ML 12", nil},
	})
}

// TestTitleCreature: an area titled by the creature it holds, with an
// article or none ("12. THE OGRE"), meets that creature, and a stat line
// after the place where it lies ("He sleeps on a heap of furs (AC 5,
// ...)") is its, not the place's — in B/X and OSE keys.
func TestTitleCreature(t *testing.T) {
	oneAreaMeets(t, []encounterCase{
		{"B/X", "**12. THE OGRE.** He sleeps on a heap of furs (AC 5, HD 4+1, hp 22, #AT 1, D 1d10, ML 10) and wakes at any noise.",
			[]string{"1 OGRE [AC 5, HD 4+1, hp 22, #AT 1, D 1d10, ML 10]"}},
		{"OSE", "### 12. The Ogre\nShe dozes on a pile of sacks (AC 5 [14], HD 4+1, Att 1 × club (1d10), ML 10).",
			[]string{"1 Ogre [AC 5 [14], HD 4+1, Att 1 × club (1d10), ML 10]"}},
	})
}

// TestFoodIsNoEncounter: a creature that creatures eat or cook ("roasting
// a rat", "gnaw a goblin") is food, not met; the eaters are — in B/X and
// OSE keys.
func TestFoodIsNoEncounter(t *testing.T) {
	oneAreaMeets(t, []encounterCase{
		{"B/X", "**1. KENNEL.** Four goblins (AC 6, HD 1-1, hp 4, #AT 1, D 1d6, ML 7) squat around a brazier, roasting a rat.",
			[]string{"4 goblins [AC 6, HD 1-1, hp 4, #AT 1, D 1d6, ML 7]"}},
		{"OSE", "### 1. Larder\nTwo ghouls gnaw a goblin in the dark.", []string{"2 ghouls"}},
	})
}

// TestBandsAndCompoundSubjects: a known creature that opens its sentence
// leading a band ("The ogre and his three sons eat") is met with it (not
// one inside a sentence: "help against Meron the elf and his 22
// followers"), and a creature counted
// after "and" in a compound subject ("3 orcs and 1 ogre play dice") is
// met beside the first, its verb in the plural — in B/X and zine keys.
func TestBandsAndCompoundSubjects(t *testing.T) {
	oneAreaMeets(t, []encounterCase{
		{"B/X: a band", "**28. GUARD ROOM.** The ogre and his three sons eat a roasted sheep.", []string{"1 ogre", "3 sons"}},
		{"zine: a band", "### 28. Kitchen\nThe troll and her two goblins argue over a pot.", []string{"1 troll", "2 goblins"}},
		{"B/X: a compound subject", "**8. ROOM H.** 3 orcs and 1 ogre play dice.", []string{"3 orcs", "1 ogre"}},
		{"zine: a compound subject", "### 8. Hall\nTwo bandits and 1 bugbear gamble by the fire.", []string{"2 bandits", "1 bugbear"}},
		{"B/X: a band named inside a sentence is a mention", "**10. INN.** Rain seeks help against Meron the elf and his 22 followers, who hold a tower nearby.", nil},
	})
}

// TestNamedKindWithOwnStats: a creature named by its kind and a rank ("the
// goblin king", "Wolf chief") with its own stat line in brackets is that
// creature, not the plain kind ("king" is no verb in -ing: see inflected),
// whether its name opens the area's text or follows an article, in the
// inline stat lines of B/X and OSE; and its block is named by it alone,
// never by the key or title set apart above or before it.
func TestNamedKindWithOwnStats(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		want       []string
		blocks     []string
	}{
		{"OSE: an article, the key a heading",
			"### 2. Throne\n\nThe goblin king (AC 4 [15], HD 3 (15hp), Att 1 × weapon (1d8+1), MV 90' (30'), ML 9) sits on a crate.",
			[]string{"1 goblin king [AC 4 [15], HD 3 (15hp), Att 1 × weapon (1d8+1), MV 90' (30'), ML 9]"}, []string{"goblin king"}},
		{"OSE: the name opens the text under a heading key",
			"### 3. Kennel\n\nWolf chief (AC 5 [14], HD 3 (14hp), Att 1 × bite (1d8), MV 150' (50'), ML 9) and 2 wolves (AC 7 [12], HD 2 (9hp), Att 1 × bite (1d6), MV 150' (50'), ML 8) growl.",
			[]string{"1 Wolf chief [AC 5 [14], HD 3 (14hp), Att 1 × bite (1d8), MV 150' (50'), ML 9]", "2 wolves [AC 7 [12], HD 2 (9hp), Att 1 × bite (1d6), MV 150' (50'), ML 8]"},
			[]string{"Wolf chief", "wolves"}},
		{"B/X: the name opens the text after a bold key without a stop",
			"**2. Lair** Goblin king (AC 4, HD 3, hp 15, #AT 1, D 1d8+1, MV 90' (30'), ML 9) sits on a crate with 4 goblins (AC 6, HD 1-1, hp 3 each, #AT 1, D 1d6, MV 60' (20'), ML 7).",
			[]string{"1 Goblin king [AC 4, HD 3, hp 15, #AT 1, D 1d8+1, MV 90' (30'), ML 9]", "4 goblins [AC 6, HD 1-1, hp 3 each, #AT 1, D 1d6, MV 60' (20'), ML 7]"},
			[]string{"Goblin king", "goblins"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			as := areasOf(t, tc.text)
			if len(as) != 1 {
				t.Fatalf("got %d areas, want 1", len(as))
			}
			if got := describe(as[0].Encounters); !slices.Equal(got, tc.want) {
				t.Errorf("encounters = %q, want %q", got, tc.want)
			}
			pages := []requests.Page{{Number: 1, Text: tc.text}}
			var names []string
			for _, b := range printedBlocks(pages, body(linesOf(pages))) {
				names = append(names, b.name)
			}
			if !slices.Equal(names, tc.blocks) {
				t.Errorf("blocks named %q, want %q", names, tc.blocks)
			}
		})
	}
}

// TestRolledListUnderPartHeading: a wandering-monster list under a heading
// inside an area, before the next key ("**WANDERING MONSTERS**" over "1.
// 2d4 goblins"), is a table rolled on, whose creatures are met nowhere,
// not the area's — in B/X and zine keys.
func TestRolledListUnderPartHeading(t *testing.T) {
	for _, tc := range []encounterCase{
		{"B/X", "### 7. TOMB\nThree orcs play dice.\n### 8. STOREROOM\nThe cave mouth opens onto a ledge above the river.\n**WANDERING MONSTERS**\n1. 2d4 goblins\n2. 1d6 giant rats\n3. 1 ogre\n4. 1d4 skeletons\n5-6. No encounter\n### 9. VAULT\nEmpty.",
			[]string{"7|TOMB: 3 orcs", "8|STOREROOM: ", "9|VAULT: "}},
		{"zine", "**7. The Path.** Mud.\n**8. The Ledge.** Two bandits (HD 1 AC 7 1d6) watch the river.\n**Random Encounters**\n1-2. Rats (1d6)\n3-4. Goblins (2d4)\n5. Bats (1d8)\n6. Grimbo the troll\n**9. The Ford.** Cold water.",
			[]string{"7|The Path: ", "8|The Ledge: 2 bandits [HD 1 AC 7 1d6]", "9|The Ford: "}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var got []string
			for _, a := range areasOf(t, tc.text) {
				got = append(got, a.Key+"|"+a.Title+": "+strings.Join(describe(a.Encounters), "; "))
			}
			if !slices.Equal(got, tc.want) {
				t.Errorf("areas = %q, want %q", got, tc.want)
			}
		})
	}
}

// TestCountsRolled: a count printed as a range, with an en dash or a
// hyphen, or as dice with a modifier, and a range followed by the dice it
// is rolled on in brackets ("2–5 (1d4+1) bandits", as TSR modules print
// both), gives the encounter its count — in a TSR heading key and an OSE
// bold key.
func TestCountsRolled(t *testing.T) {
	oneAreaMeets(t, []encounterCase{
		{"TSR: range with an en dash", "### 2. GUARD ROOM\n\n2–8 giant rats gnaw at the bones.", []string{"2–8 giant rats"}},
		{"OSE: range with a hyphen", "**2. Rat Warren.** 2-8 giant rats nest in the straw.", []string{"2-8 giant rats"}},
		{"TSR: dice with a modifier", "### 3. SHRINE\n\n1d6+2 kobolds pray at the altar.", []string{"1d6+2 kobolds"}},
		{"OSE: dice with a modifier", "**3. Shrine.** 1d6+2 kobolds pray at the altar.", []string{"1d6+2 kobolds"}},
		{"TSR: range with its dice", "### 5. BANDIT CAMP\n\n2–5 (1d4+1) bandits dice by a fire.", []string{"1d4+1 bandits"}},
		{"OSE: range with its dice", "**5. Guard Post.** 2-5 (1d4+1) bandits play dice.", []string{"1d4+1 bandits"}},
		{"TSR: range with spaced dashes", "### 6. LARDER\n\n2 - 8 giant rats gnaw at the sacks.", []string{"2-8 giant rats"}},
		{"OSE: range with a spaced en dash", "**6. Larder.** 3 – 12 kobolds squabble over a ham.", []string{"3–12 kobolds"}},
	})
}

// TestDeadAreNoEncounters: a creature printed dead — the corpse, body,
// skeleton or remains of one, a dead or slain one, one lying dead — is a
// thing found, not met, unless the dead rise ("skeletons attack", undead
// by kind); in a TSR heading key and an OSE bold key.
func TestDeadAreNoEncounters(t *testing.T) {
	oneAreaMeets(t, []encounterCase{
		{"TSR: the corpse of", "### 1. ENTRY HALL\n\nThe corpse of a goblin lies by the door, its pockets torn out.", nil},
		{"OSE: the corpse of", "**1. Moss Gate.** Here lies the corpse of a goblin.", nil},
		{"TSR: counted dead", "### 2. GUARD ROOM\n\nThree dead orcs lie in the mud. Four giant rats gnaw at them.", []string{"4 giant rats"}},
		{"OSE: counted dead", "**2. Warren.** 1d6 giant rats gnaw at three dead orcs.", []string{"1d6 giant rats"}},
		{"TSR: the skeleton of", "### 3. SHRINE\n\nThe skeleton of an adventurer lies here, still clutching a ring.", nil},
		{"OSE: the skeletons of", "**3. Bone Pit.** The skeletons of two dwarves lie in the pit.", nil},
		{"TSR: the remains of", "### 4. PIT\n\nThe remains of a gnoll hang from a hook.", nil},
		{"OSE: lying dead", "**4. Den.** Two bandits lie dead by the fire.", nil},
		{"TSR: skeletons attack", "### 5. OSSUARY\n\nWhen anyone enters, skeletons attack: 4 skeletons rise from the heaps.", []string{"4 skeletons"}},
		{"OSE: skeletons that rise", "**5. Crypt.** Three skeletons rise from the biers and attack.", []string{"3 skeletons"}},
	})
}

// TestCountsRolledAfterName: a count after the name in brackets as a
// range or as dice with a modifier ("Giant rats (2–8)", "Kobolds
// (1d6+2)"), and dice before what they give ("3d6 (11) goblins"), give
// the encounter its count; a bracket after a name counted before it rolls
// that count and meets no second group — in a TSR heading key and an OSE
// bold key.
func TestCountsRolledAfterName(t *testing.T) {
	oneAreaMeets(t, []encounterCase{
		{"TSR: range after the name", "### 2. DEN\n\nGiant rats (2–8) nest here.", []string{"2–8 Giant rats"}},
		{"OSE: dice after the name", "**2. Den.** Kobolds (1d6+2) pray at the altar.", []string{"1d6+2 Kobolds"}},
		{"TSR: dice before their roll", "### 3. CAMP\n\n3d6 (11) goblins sleep.", []string{"3d6 goblins"}},
		{"OSE: dice before their range", "**3. Camp.** 1d4+1 (2–5) bandits dice by a fire.", []string{"1d4+1 bandits"}},
		{"TSR: counted before the name", "### 4. YARD\n\n2–5 bandits (1d4+1) dice by a fire.", []string{"2–5 bandits"}},
	})
}

// TestOnePersonAtWork: one person named by "a" and a calling, at work or
// staying where a clause opens, is met there, as a group is ("A watchman
// dozes on a stool", "A pickpocket works the crowd"), in OSE's bold keys
// and TSR's capitals; and a town's groups at their work ("Two sergeants
// check passes"). A person in a possessive, in the past, in another's
// report or named by look alone is not.
func TestOnePersonAtWork(t *testing.T) {
	oneAreaMeets(t, []encounterCase{
		{"OSE: a calling dozing, beside a named innkeeper",
			"**1. The Drowned Man Inn**\nA watchman dozes on a stool by the door. The innkeeper, Marta Voss, polishes mugs.",
			[]string{"1 innkeeper named Marta Voss", "1 watchman"}},
		{"TSR: a calling at work after a sentence of setting",
			"6. MARKET SQUARE. Stalls crowd the square. A pickpocket works the crowd.",
			[]string{"1 pickpocket"}},
		{"OSE: a calling staying somewhere",
			"**4. Gate.** A constable sits on an upturned barrel by the gate.",
			[]string{"1 constable"}},
		{"TSR: groups of a town's folk at their work",
			"3. GATEHOUSE. Two sergeants check passes. Three porters sweep the yard.",
			[]string{"2 sergeants", "3 porters"}},
		{"OSE: a calling in a possessive, in the past, in a report",
			"**6. Yard.** A guard's helmet lies in the mud. A merchant once lived here. Travellers say a witch dwells in the woods.",
			nil},
		{"OSE: a count and a place's name ending its clause before a verb",
			"**7. Cave.** Sell the truffles to a cook, or the crystals in the caves of Four Peaks, or sell them to a smith.",
			nil},
		{"OSE: a calling that lies on a bier",
			"**3. Cairn.** Inside, a knight in rotted mail lies on a bier. Nothing here moves.",
			nil},
		{"TSR: a person by look alone",
			"9. MILL POOL. A woman stands in the water, singing.",
			nil},
	})
}

// TestTownRosterEntries: a town's folk printed as a roster entry, the name,
// the calling after its comma and the class and level in brackets with
// a stat or two ("Marta Voss, innkeeper (F1, hp 4): greedy"), is one
// person of that calling with that stat line, the level standing for hit
// dice; in OSE bold keys and TSR capitals, with a colon or a verb after.
func TestTownRosterEntries(t *testing.T) {
	oneAreaMeets(t, []encounterCase{
		{"OSE: name, calling, class and hit points, then a colon",
			"**1. The Drowned Man Inn**\nMarta Voss, innkeeper (F1, hp 4): greedy, gossips about the mill.",
			[]string{"1 innkeeper named Marta Voss [F1, hp 4]"}},
		{"TSR: name, calling, class alone, then a verb",
			"2. SMITHY. Bren Tallow, blacksmith (F2), hammers a blade at the anvil.",
			[]string{"1 blacksmith named Bren Tallow"}},
		{"OSE: name, class and armour class in brackets, then a verb",
			"**3. Temple.** Sister Ilse (C3; AC 5) tends the lamps before the altar.",
			[]string{"1 Sister Ilse [C3; AC 5]"}},
		{"TSR: a plural after the comma is no calling",
			"4. MARKET. Tully, merchants (F1) and a crowd fill the square.",
			nil},
	})
}

// TestStatLinesHeadedByNameAndKind: a stat line opened by a character's
// name and kind after a comma and closed by a colon ("Grus, goblin chief:
// AC 6 [13], ...", as OSE and TSR modules set a character's line under the
// area's prose) is that character, with that line, after prose that names
// others or not; a group sent to another area's stats by a bracket but
// given its own hit points ("2 goblins (see area 4) with 5 hp and 3 hp")
// stands here, while one the text only points to ("A wererat (see area 9)
// sometimes hides here") does not.
func TestStatLinesHeadedByNameAndKind(t *testing.T) {
	const ose = "AC 6 [13], HD 2 (11 hp), Att 1 × weapon (1d8), THAC0 18 [+1], MV 90' (30'), SV D12 W13 P14 B15 S16 (2), ML 9, AL Chaotic, XP 25."
	const tsr = "AC 5, HD 3, hp 14, #AT 1, D 1-8, MV 120' (40'), Save F3, ML 9, AL C"
	oneAreaMeets(t, []encounterCase{
		{"OSE: a character's line under prose that names another",
			"**9. Chief's Den**\nGrus and his cooks doze by the fire.\nGrus, goblin chief: " + ose + "\nTreasure: 40 gp under the bed.",
			[]string{"1 goblin chief named Grus [" + strings.TrimSuffix(ose, ".") + "]"}},
		{"OSE: two characters' lines, bold heads",
			"**9. Chief's Den**\n*Smoke hangs under the low roof.*\n**Grus, goblin chief:** " + ose + "\n**Wenna, hedge witch:** " + ose,
			[]string{"1 goblin chief named Grus [" + strings.TrimSuffix(ose, ".") + "]", "1 hedge witch named Wenna [" + strings.TrimSuffix(ose, ".") + "]"}},
		{"TSR: a character's line after the room's description",
			"**14. BANDIT CAMP.** Bedrolls lie around a fire pit.\nVelka, bandit leader: " + tsr + "\nShe wears a ring worth 50 gp.",
			[]string{"1 bandit leader named Velka [" + tsr + "]"}},
		{"OSE: a group sent to another area's stats, with its own hit points",
			"**9. Chief's Den**\nGrus, goblin chief: " + ose + "\nGuards: 2 goblins (see area 4) with 5 hp and 3 hp.",
			[]string{"1 goblin chief named Grus [" + strings.TrimSuffix(ose, ".") + "]", "2 goblins"}},
		{"B/X: a group sent to another area's stats, hit points in the bracket",
			"**12. KITCHEN.** Three orcs (see area 2; hp 6, 5, 2) argue over a stew pot.",
			[]string{"3 orcs"}},
		{"B/X: a creature the text only points to",
			"**12. KITCHEN.** A wererat (see area 9) sometimes hides here. The orcs (see area 2) eat here at dusk.",
			nil},
	})
}

// TestStatLabelValuesCountNoOne: the number after a stat label and its
// colon is the label's value, though the line after it opens with a
// group's name ("Hit Points: 17" over "Goblins (2): see the Bestiary"):
// in a Basic Fantasy block of one label a line and in a block whose
// labels run on in one line.
func TestStatLabelValuesCountNoOne(t *testing.T) {
	oneAreaMeets(t, []encounterCase{
		{"Basic Fantasy: a label a line",
			"**2. Forge:** Mara Vell works the anvil here, with two sullen goblins.\n**Mara Vell, Goblin Smith**\nArmor Class: 15\nHit Dice: 3\nNo. of Attacks: 1 hammer\nDamage: 1d8+1\nMovement: 30'\nMorale: 9\nXP: 145\nHit Points: 17\nGoblins (2): see the Bestiary; hit points 5, 4.\nA door leads west.",
			[]string{"2 Goblins", "1 Goblin Smith named Mara Vell [Armor Class: 15 Hit Dice: 3 No. of Attacks: 1 hammer Damage: 1d8+1 Movement: 30' Morale: 9 XP: 145 Hit Points: 17]"}},
		{"B/X: labels run on, a group after the last value",
			"**7. CRYPT.** Skeletons rise from the niches.\nMorale: 12\nSkeletons (4): see area 3.",
			[]string{"4 Skeletons"}},
	})
}

// TestEpithetsAfterGivenNames: an individual printed with an epithet after
// "the" ("Mab the Rat Queen", "Vessa, the Pale Lady" with a comma between)
// is called by the given name, the full name staying its creature, in B/X
// prose with stats in brackets and in a zine's terse line; one called by
// its kind keeps the whole name.
func TestEpithetsAfterGivenNames(t *testing.T) {
	oneAreaMeets(t, []encounterCase{
		{"B/X: an epithet after a comma, stats in brackets",
			"**4. SHRINE.** Vessa, the Pale Lady (AC 9, HD 3*, hp 12, #AT 1, D 1-6, MV 90' (30'), Save F2, ML 9) drifts over the altar.",
			[]string{"1 Vessa, the Pale Lady named Vessa [AC 9, HD 3*, hp 12, #AT 1, D 1-6, MV 90' (30'), Save F2, ML 9]"}},
		{"zine: an epithet run on, a terse line",
			"**8. Queen's Court.** Lair of rats, bone piles. Mab the Rat Queen (AC 5, HD 5, hp 22, ML 9) and 2 giant rats.",
			[]string{"1 Mab the Rat Queen named Mab [AC 5, HD 5, hp 22, ML 9]", "2 giant rats"}},
		{"OSE: one called by its kind keeps its whole name",
			"**3. Den**\nAn ogre named Brug the Cruel gnaws a bone.",
			[]string{"1 ogre named Brug the Cruel"}},
	})
}

// TestUncountedBroods: a group of creatures the bestiary knows, named in
// the plural with no count where a clause opens, is met when it does what
// creatures do there ("Goblins lurk here"), or whatever it does when its
// stat line stands in brackets right after it ("Giant rats (AC 7, HD 1/2)
// nest in the straw"); the stat line later in its sentence or after a
// colon is its own, never the place's ("Hungry ghouls wait in the dark
// (AC 6, ...)" met a "dark"; "Goblins lurk here: AC 6, ..." was named
// "Goblins lurk here"). In B/X prose and an OSE key.
func TestUncountedBroods(t *testing.T) {
	oneAreaMeets(t, []encounterCase{
		{"B/X: a brood with its stats in brackets", "**3. STABLE.** Giant rats (AC 7, HD 1/2, hp 2) nest in the straw.",
			[]string{"unstated Giant rats [AC 7, HD 1/2, hp 2]"}},
		{"B/X: a brood whose stats close the sentence", "**4. CRYPT.** Hungry ghouls wait in the dark (AC 6, HD 2, #AT 3, D 1d3).",
			[]string{"unstated Hungry ghouls [AC 6, HD 2, #AT 3, D 1d3]"}},
		{"OSE: a brood and a stat line after a colon", "**5. Warren**\nGoblins lurk here: AC 6 [13], HD 1-1 (4hp), Att 1 × weapon (1d6), ML 7.",
			[]string{"unstated Goblins [AC 6 [13], HD 1-1 (4hp), Att 1 × weapon (1d6), ML 7]"}},
		{"OSE: a brood alone", "**6. Pool**\nStirges roost on the ceiling.", []string{"unstated Stirges"}},
		{"B/X: a brood of the past", "**7. HALL.** Goblins once lived here; their bones remain.", nil},
	})
}

// TestPresentedByIsAndNow: a sentence opened by where a character is and
// "is" presents the name after it when its kind names a person or a
// creature ("Within it is Morg Vane, now a wight (AC 5, ...)"), not a
// thing ("On the altar is Vengeance, a holy avenger"); a second
// apposition with "now" gives what the character has become ("Morg Vane,
// the fallen knight, now a wight"). AD&D prose with an italic title and a
// B/X key.
func TestPresentedByIsAndNow(t *testing.T) {
	oneAreaMeets(t, []encounterCase{
		{"AD&D: within a coffin, two appositions", "**12.** *Tomb.* A stone coffin lies here, its lid cracked. Within it is Morg Vane, the fallen knight, now a wight (AC 5, MV 9\", HD 3+3, hp 17, #AT 1, D 1-4).",
			[]string{"1 wight named Morg Vane [AC 5, MV 9\", HD 3+3, hp 17, #AT 1, D 1-4]"}},
		{"B/X: this is, two appositions", "**7. CRYPT.** This is Abbot Hale, the old prior, now a ghoul (AC 6, HD 2, hp 11).",
			[]string{"1 ghoul named Abbot Hale [AC 6, HD 2, hp 11]"}},
		{"B/X: a named sword is no one", "**8. SHRINE.** On the altar is Vengeance, a holy avenger.", nil},
	})
}

// TestGroupsBeforeAColonStat: a key that lists what stands in a place
// and, among it, a group named without a count whose stat line opens
// after a colon later in its clause meets that group ("no catapults and
// greedy gray elves eager to fight: hp 1d6 AC 5 ..."); a phrase after a
// preposition that names no creature ("ready for a fight") is where or
// why the group is, not the owner of the stat line. In a compact OSR
// stat line and in a B/X one.
func TestGroupsBeforeAColonStat(t *testing.T) {
	oneAreaMeets(t, []encounterCase{
		{"OSR: a list, a denial before the group",
			"**6. SHARK SHIP** A white ship shaped like a shark, no catapults and greedy pirate gray elves eager to fight: hp 1d6 AC 5 1d6 E1 MV 12 ML 8 XP 6. They want loot.",
			[]string{"unstated gray elves [hp 1d6 AC 5 1d6 E1 MV 12 ML 8 XP 6]"}},
		{"OSR: a sentence of its own with no verb",
			"**2. DECK** A white ship. Sullen gray elves eager to fight: hp 1d6 AC 5 1d6 E1 MV 12 ML 8 XP 6.",
			[]string{"unstated gray elves [hp 1d6 AC 5 1d6 E1 MV 12 ML 8 XP 6]"}},
		{"B/X: a group after the furniture",
			"**3. BARRACKS.** Rows of bunks and sullen hobgoblin mercenaries ready for a fight: AC 6, HD 1+1, #AT 1, D 1d8, MV 90' (30'), ML 8.",
			[]string{"unstated hobgoblin mercenaries [AC 6, HD 1+1, #AT 1, D 1d8, MV 90' (30'), ML 8]"}},
		{"B/X: a group of its own with no verb",
			"**4. GUARD POST.** A brazier and a bench. Bored hobgoblin guards with spears: AC 6, HD 1+1, #AT 1, D 1d8, MV 90' (30'), ML 8.",
			[]string{"unstated hobgoblin guards [AC 6, HD 1+1, #AT 1, D 1d8, MV 90' (30'), ML 8]"}},
		{"B/X: a brood acting before the colon is met once",
			"**5. DEN.** Among the bones, goblins lurk in the dark: AC 6, HD 1-1, #AT 1, D 1d6, MV 60' (20'), ML 7.",
			[]string{"unstated goblins [AC 6, HD 1-1, #AT 1, D 1d6, MV 60' (20'), ML 7]"}},
		{"OSR: a brood acting before the colon is met once",
			"**7. HOLD** Gray elves wait below deck: hp 1d6 AC 5 1d6 E1 MV 12 ML 8 XP 6.",
			[]string{"unstated Gray elves [hp 1d6 AC 5 1d6 E1 MV 12 ML 8 XP 6]"}},
	})
}

// TestFrontedPlaceIsNoCreature: a sentence may open with where its
// creatures are, set off by a comma, before naming them ("Among the
// bones, goblins lurk: AC 6, ..."); the place is no creature and no
// name over the stat line, whether the stat line follows a colon or
// stands in brackets. In a B/X stat line and a compact OSR one.
func TestFrontedPlaceIsNoCreature(t *testing.T) {
	oneAreaMeets(t, []encounterCase{
		{"B/X: a colon stat line", "**5. DEN.** Among the bones, goblins lurk: AC 6, HD 1-1, #AT 1, D 1d6, MV 60' (20'), ML 7.",
			[]string{"unstated goblins [AC 6, HD 1-1, #AT 1, D 1d6, MV 60' (20'), ML 7]"}},
		{"B/X: a stat line in brackets", "**5. DEN.** Among the bones, goblins lurk in the dark (AC 6, HD 1-1, #AT 1, D 1d6, MV 60' (20'), ML 7).",
			[]string{"unstated goblins [AC 6, HD 1-1, #AT 1, D 1d6, MV 60' (20'), ML 7]"}},
		{"OSR: a colon stat line", "**9. LOFT** On the rafters, stirges roost: hp 1d4 AC 7 1d3 MV 18 ML 9.",
			[]string{"unstated stirges [hp 1d4 AC 7 1d3 MV 18 ML 9]"}},
		{"OSR: a counted group after the place", "**9. LOFT** Behind the altar, two acolytes pray: hp 4 AC 9 1d4 MV 12 ML 6.",
			[]string{"2 acolytes [hp 4 AC 9 1d4 MV 12 ML 6]"}},
	})
}

// TestPeopleAPlaceHolds: people counted right after "with" that follows
// a place or a vessel are there ("A merchant ship with 10 sailors and a
// captain", "A busy inn with 6 drinkers"), and a collective noun takes
// its count as printed ("10 crew"); things counted so are not people. In
// a one-page style and a B/X style.
func TestPeopleAPlaceHolds(t *testing.T) {
	oneAreaMeets(t, []encounterCase{
		{"one-page: a vessel's crew", "**3. THE COG** A fat merchant ship with 10 crew and a cargo of wine.", []string{"10 crew"}},
		{"one-page: a vessel's sailors", "**3. THE COG** A fat merchant ship with 10 sailors and a cargo of wine.", []string{"10 sailors"}},
		{"b/x: an inn's guests", "**7. THE INN.** A busy inn with 6 pilgrims and a cold hearth.", []string{"6 pilgrims"}},
		{"b/x: a room's furniture", "**7. THE INN.** A long room with 6 tables and a cold hearth.", nil},
		{"one-page: a vessel's cargo", "**3. THE COG** A fat merchant ship with 10 barrels of wine.", nil},
		{"one-page: a vessel's crew after its gear", "**1. CARAVEL** A small trading ship with a single catapult and 10 crew. HP 20 AC 9.", []string{"10 crew"}},
		{"b/x: an inn's guests after its hearth", "**7. THE INN.** A smoky inn with a cold hearth, a cracked bell and 6 pilgrims.", []string{"6 pilgrims"}},
		{"b/x: a hold filled with people", "**7. THE HOLD.** The hold is filled with fifty slaves bound for market.", nil},
	})
}

// TestKeyTitledByItsCreature: a key set as a bestiary entry is titled by
// its creature, prints the creature's stat line as a sentence of its own
// and names the title again as what does something there; with no one
// else met, the title's creature is met with that stat line. A place
// titled so whose text only says what it is like meets no one. In a
// compact OSR line and a B/X line.
func TestKeyTitledByItsCreature(t *testing.T) {
	oneAreaMeets(t, []encounterCase{
		{"OSR: the stat line before the title's creature acts",
			"**8. SKY SQUIDS** The squidmen sing to anger these god-like creatures. HD 20 AC 7 8×3d6 F20 MV 15 ML 10 XP 3,250. When found on their own, these sky squids will only attack a ship shaped like a fish.",
			[]string{"unstated sky squids [HD 20 AC 7 8×3d6 F20 MV 15 ML 10 XP 3,250]"}},
		{"B/X: the title's creature acts before the stat line",
			"**12. MUD LEECHES.** Black mud fills the cave. The mud leeches lurk below and attack anyone who wades in. AC 7, HD 2, #AT 1, D 1d6, MV 30' (10'), ML 9.",
			[]string{"unstated mud leeches [AC 7, HD 2, #AT 1, D 1d6, MV 30' (10'), ML 9]"}},
		{"B/X: a place titled so, only described",
			"**6. OLD BARRACKS.** Empty bunks. The old barracks are cold. AC 7, HD 1, #AT 1, D 1d6, MV 120' (40'), ML 7.",
			nil},
	})
}

// TestHitPointsSpelledOutInBrackets: a bracket opened by a stat label
// spelled out and its value is the stat line of the creature before it, as
// Basic Fantasy modules list hit points beside a monster appendix
// ("Kobolds (4) (hit points 5, 4, 3, 2)") and TSR prose names a lone
// field ("a hound (Hit Dice 2) guards it"); a legend of labels in
// brackets ("HP (hit points)") is none.
func TestHitPointsSpelledOutInBrackets(t *testing.T) {
	oneAreaMeets(t, []encounterCase{
		{"Basic Fantasy: a roster of hit points",
			"**Area 2 - The Storeroom**\nSacks of spoiled grain. **Kobolds (4)** (hit points 5, 4, 3, 2) steal what is left.",
			[]string{"4 Kobolds [hit points 5, 4, 3, 2]"}},
		{"TSR: a lone field",
			"**4. KENNEL.** A hound (Hit Dice 2) growls from the corner.",
			[]string{"1 hound [Hit Dice 2]"}},
	})
}

// TestRosterLineClosesItsArea: a named line of hit points alone closing an
// area's text is the area's encounter, not a heading that ends the area
// ("**Zombies (2):** HP 7, 4" in Basic Fantasy type, "Hobgoblin chief: hp
// 11" in OSE type), and a line of values set with no full stop ends where
// the next sentence opens ("They shamble.").
func TestRosterLineClosesItsArea(t *testing.T) {
	oneAreaMeets(t, []encounterCase{
		{"Basic Fantasy: bold name and count",
			"**Area 7 - The Long Hall**\nDust lies thick. Doors lead to the crypt (area 8).\n**Zombies (2):** HP 7, 4\nThey shamble.",
			[]string{"2 Zombies [HP 7, 4]"}},
		{"OSE: a chief alone",
			"**7. Long Hall**\nDust lies thick. A door leads to the crypt (area 8).\n**Hobgoblin chief:** hp 11\nHe fights to the death.",
			[]string{"1 Hobgoblin chief [hp 11]"}},
	})
}

// TestHitPointsSentenceAfterStatLine: hit points set as a sentence of
// their own right after a stat line are the line's, as Swords & Wizardry
// prints them after the special abilities ("...; Special: drains blood.
// hp 27.") and an OSE-style key after the line's full stop ("... XP 600.
// HP 27.").
func TestHitPointsSentenceAfterStatLine(t *testing.T) {
	oneAreaMeets(t, []encounterCase{
		{"Swords & Wizardry: after Special",
			"**4. Ossuary.** Three skeletons stand among the skulls. Skeletons (3): HD 1; AC 8[11]; Atk claw (1d6); Move 12; Save 17; CL/XP 1/15; Special: immune to sleep. hp 6, 5, 2. An archway opens north (area 5).",
			[]string{"3 Skeletons [HD 1; AC 8[11]; Atk claw (1d6); Move 12; Save 17; CL/XP 1/15; Special: immune to sleep. hp 6, 5, 2]"}},
		{"OSE: after the line's stop",
			"**2. Nave.** Black water fills the nave. A giant leech lurks under the surface. Giant leech: AC 7 [12], HD 6, Att 1 × bite (1d6), MV 30' (10'), ML 10, XP 600. HP 27. Stairs descend to the crypt (area 3).",
			[]string{"1 giant leech [AC 7 [12], HD 6, Att 1 × bite (1d6), MV 30' (10'), ML 10, XP 600. HP 27]"}},
	})
}

// TestGroupAfterColon: a group named by no count after a colon, its stat
// line in brackets right after it, is met there and the line is its own,
// not that of a thing named before the colon: an OSE zine's label
// ("Creatures: goblins (AC 6 [13], ...)") and TSR prose ("The fire is
// low: goblins (AC 6, ...) gnaw bones.").
func TestGroupAfterColon(t *testing.T) {
	oneAreaMeets(t, []encounterCase{
		{"OSE zine: a label",
			"**3. Den**\nCreatures: goblins (AC 6 [13], HD 1-1, Att 1 × weapon (1d6), MV 60' (20'), ML 7) playing dice.",
			[]string{"unstated goblins [AC 6 [13], HD 1-1, Att 1 × weapon (1d6), MV 60' (20'), ML 7]"}},
		{"TSR: a clause",
			"**3. DEN.** The fire is low: goblins (AC 6, HD 1-1, hp 4 each, #AT 1, D 1-6) gnaw bones.",
			[]string{"unstated goblins [AC 6, HD 1-1, hp 4 each, #AT 1, D 1-6]"}},
		{"TSR: a place",
			"**4. CORNER.** In the corner: giant rats (AC 7, HD 1/2, hp 2 each).",
			[]string{"unstated giant rats [AC 7, HD 1/2, hp 2 each]"}},
	})
}

// TestCountOfThem: a group named with no count, counted later in its
// sentence by "N of them", takes that count, in figures (TSR prose) and in
// words (an OSE zine), and its stat line in brackets after the count; a
// count in the next sentence counts a part of it, not the group.
func TestCountOfThem(t *testing.T) {
	oneAreaMeets(t, []encounterCase{
		{"TSR: figures",
			"**3. DEN.** Goblins squat around the fire, 5 of them, gnawing bones (AC 6, HD 1-1, hp 4 each).",
			[]string{"5 Goblins [AC 6, HD 1-1, hp 4 each]"}},
		{"OSE zine: words",
			"**3. Den**\nSkeletons stand guard by the door, six of them (AC 7 [12], HD 1, Att 1 × sword (1d6), MV 60' (20'), ML 12).",
			[]string{"6 Skeletons [AC 7 [12], HD 1, Att 1 × sword (1d6), MV 60' (20'), ML 12]"}},
		{"a part in the next sentence",
			"**3. Den.** Goblins squat around the fire. Two of them sleep.",
			[]string{"unstated Goblins"}},
	})
}

// TestItalicNameOpensStatLine: a creature's name set in italics opening a
// line, run into its stat line with no colon, names the line, which goes
// to the group the text counts (an OSE zine's bullets; a Labyrinth Lord
// line in its own order of fields).
func TestItalicNameOpensStatLine(t *testing.T) {
	oneAreaMeets(t, []encounterCase{
		{"OSE zine",
			"**4** Hatchery\n- Eggs in the mud.\n- 2 *fire beetles* guard the clutch.\n*Fire beetle* AC 4 [15], HD 1+2 (8hp, 6hp), Att 1 × bite (2d4), THAC0 18\n[+1], MV 120' (40'), SV D12 W13 P14 B15 S16 (1), ML 7, AL Neutral, XP\n15\n- Stairs down (3).",
			[]string{"2 fire beetles [AC 4 [15], HD 1+2 (8hp, 6hp), Att 1 × bite (2d4), THAC0 18 [+1], MV 120' (40'), SV D12 W13 P14 B15 S16 (1), ML 7, AL Neutral, XP 15]"}},
		{"Labyrinth Lord order",
			"**7. Granary.** 3 giant rats nest in the grain.\n*Giant rat* AL N, MV 120' (40'), AC 7, HD 1/2, #AT 1, DG 1d3, SV F1, ML 8, XP 5",
			[]string{"3 giant rats [AL N, MV 120' (40'), AC 7, HD 1/2, #AT 1, DG 1d3, SV F1, ML 8, XP 5]"}},
	})
}

// TestWayKeyInBracketsIsNoCount: a way's noun before a key in brackets
// ("Stairs down (3)", "Ladder up (2); door north (5).") is an exit to that
// key, never a group of creatures counted so, in an OSE zine's bullets
// and a one-page key's terse line.
func TestWayKeyInBracketsIsNoCount(t *testing.T) {
	for _, text := range []string{
		"**4** Hatchery\n- Eggs in the mud.\n- Stairs down (3).",
		"**4. Hatchery.** Eggs in the mud. Ladder up (2); door north (5).",
	} {
		as := areasOf(t, text)
		if len(as) != 1 || len(as[0].Encounters) != 0 || len(as[0].Exits) == 0 {
			t.Errorf("%q: areas %+v, want one with exits and no encounter", text, as)
		}
	}
}

// TestAgentsOfTerseKeys: terse keys drop articles, and a passive that
// says who holds a place names its creatures so ("guarded by angry
// nixie", "haunted by ghouls"), in a one-page dungeon's line and a zine's;
// who worked a place once ("carved by dwarves") is met nowhere.
func TestAgentsOfTerseKeys(t *testing.T) {
	oneAreaMeets(t, []encounterCase{
		{"one-page: one creature", "**5** Water cistern guarded by angry nixie. If you look at her, save vs. spells.", []string{"1 nixie"}},
		{"zine: a plural", "**[4] Crypt** Haunted by ghouls; the lids are cracked.", []string{"unstated ghouls"}},
		{"who worked a place once", "**6** Hall carved by dwarves, long gone. Dust everywhere.", nil},
	})
}
