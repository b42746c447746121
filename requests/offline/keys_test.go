package offline

import (
	"fmt"
	"maps"
	"slices"
	"strings"
	"testing"

	"github.com/scriptorium/scriptorium/requests"
)

func TestParseKeyLine(t *testing.T) {
	for _, tc := range []struct {
		line, key, rest string
		ok              bool
	}{
		{"1 A cave entrance, with an open pit.", "1", "A cave entrance, with an open pit.", true},
		{"12a. The Crypt", "12a", "The Crypt", true},
		{"**4** Playful grunting.", "4", "Playful grunting.", true},
		{"AREA 3: Guard Room", "3", "Guard Room", true},
		{"Room 7", "7", "", true},
		{"A3) Collapsed hall, rubble everywhere.", "A3", "Collapsed hall, rubble everywhere.", true},
		{"8 Niche.", "8", "Niche.", true},
		{"9 10 Two benches. An orc and a", "10", "Two benches. An orc and a", true},
		{"2. SQUIDMAN NAUTILUS", "2", "SQUIDMAN NAUTILUS", true},
		{"4. a disabling hit, immobilizing the ship", "", "", false},
		{"20 C", "", "", false},
		{"17", "", "", false},
		{"2 orcs playing with a ball", "", "", false},
		{"16 Orcs: HD1 AC6 1d6. Boar: HD3+1 AC6 1d8.", "", "", false},
		{"3 Gnolls (AC 5, HD 2, hp 9, 8, 7, #AT 1, D 2d4, ML 8) gnaw bones", "", "", false},
		{"4 Giant Rats (AC 7 [12], HD ½ (2hp), Att 1 × bite (1d3),", "", "", false},
	} {
		key, rest, ok := parseKeyLine(cleanLine(tc.line))
		if key != tc.key || rest != tc.rest || ok != tc.ok {
			t.Errorf("parseKeyLine(%q) = %q, %q, %v; want %q, %q, %v", tc.line, key, rest, ok, tc.key, tc.rest, tc.ok)
		}
	}
}

// TestCountedCreaturesUnderTheirKey: a line that counts creatures before
// their stat line in brackets ("3 Gnolls (AC 5, …)") is no key, though
// its number is the key of the area it stands in: the area keeps its key,
// title and encounter, in Basic Fantasy's run-in keys and in bold keys
// over their text.
func TestCountedCreaturesUnderTheirKey(t *testing.T) {
	for name, text := range map[string]string{
		"basic fantasy run-in": "**Area 2:** ***Well Room.*** A dry well.\n**Area 3:** ***Bone Pit.*** Bones lie heaped here, gnawed and split.\n3 Gnolls (AC 5, HD 2, hp 9, 8, 7, #AT 1, D 2d4, ML 8) squat on the\nheap and snarl.\n**Area 4:** ***Stair.*** Steps lead down.",
		"bold keys over text":  "**2. WELL ROOM**\nA dry well.\n**3. BONE PIT**\n3 Giant Rats (AC 7 [12], HD ½ (2hp), Att 1 × bite (1d3), MV 120' (40'), ML 8) nest in the bones.\n**4. STAIR**\nSteps lead down.",
	} {
		t.Run(name, func(t *testing.T) {
			as := areasOf(t, text)
			if got := titled(as); len(got) != 3 || !strings.HasPrefix(got[1], "3|") {
				t.Fatalf("areas = %q, want 2, 3 and 4", got)
			}
			if len(as[1].Encounters) != 1 || as[1].Encounters[0].Count.Fixed == nil || *as[1].Encounters[0].Count.Fixed != 3 {
				t.Errorf("area 3 encounters = %+v, want three creatures", as[1].Encounters)
			}
		})
	}
}

// TestBoldKey reads a key and its title from the bold run a line opens
// with, in the print styles of several traditions, and leaves stat headers
// and plain bold words alone.
func TestBoldKey(t *testing.T) {
	for _, tc := range []struct {
		line, key, title, rest string
		ok                     bool
	}{
		{"**1. MILL YARD.**", "1", "MILL YARD", "", true},                                                           // B/X, capitals with a stop
		{"**1 Jetty** – A rotten jetty creaks.", "1", "Jetty", "A rotten jetty creaks.", true},                      // one-page dungeon, en dash
		{"**0101 Fisher's rest.** A village of six huts.", "0101", "Fisher's rest", "A village of six huts.", true}, // hex map
		{"**12a) Flooded cellar:** Water stands.", "12a", "Flooded cellar", "Water stands.", true},
		{"**B3. The Vestry**", "B3", "The Vestry", "", true},
		{"**B. ORC LAIR**", "B", "ORC LAIR", "", true},
		{"**1–3 Prison cells.** Damp.", "1-3", "Prison cells", "Damp.", true},
		{"### **4. Gallery**", "4", "Gallery", "", true},
		{"**3 Wolves:** AC 13, HD 2, bite 1d6", "", "", "", false}, // a stat header
		{"**Skeletons (4):** AC 7, HD 1", "", "", "", false},
		{"**A Dark Room** lies here.", "", "", "", false}, // an article, not a lettered key
		{"**3 gp** lie on the floor.", "", "", "", false},
		{"**Treasure:** 20 gp.", "", "", "", false},
	} {
		k, ok := boldKey(typeset(tc.line))
		if k.key != tc.key || k.title != tc.title || k.rest != tc.rest || ok != tc.ok {
			t.Errorf("boldKey(%q) = %q, %q, %q, %v; want %q, %q, %q, %v", tc.line, k.key, k.title, k.rest, ok, tc.key, tc.title, tc.rest, tc.ok)
		}
	}
}

// TestBoldKeysAndTitles finds keyed areas and their titles from bold runs
// in two print styles: title-only key lines over boxed text with stat
// lines between them, and one-page-dungeon keys run into their text; a
// running footer set in bold over the next key is neither.
func TestBoldKeysAndTitles(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		want       []string
	}{
		{"title lines", "**1. MILL YARD.**\n\n> A muddy yard.\n\n**Bandits (2):** AC 6, HD 1, hp 5, MV 120' (40'), ML 8, XP 10\n**2. GRINDING FLOOR.**\n\nThe millstones stand still.\n\n**B9 The Bandit Mill**\n\n**3. LOFT.**\nSacks of flour.",
			[]string{"1 MILL YARD", "2 GRINDING FLOOR", "3 LOFT"}},
		{"run-in keys", "**1 Jetty** – A rotten jetty. 2 crabmen (HD 2 AC 4 claw 1d6) wait.\n**2 Boathouse** – A half-sunk skiff.\n**0103 Old mill.** Ruined.",
			[]string{"1 Jetty", "2 Boathouse", "0103 Old mill"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := keysIn(tc.text)
			if !slices.Equal(got, tc.want) {
				t.Errorf("keys = %q, want %q", got, tc.want)
			}
		})
	}
}

// TestKeysRunOnInOneLine finds terse keys printed two to a line, each set
// apart by its bold key and title, in a zine one-page dungeon and in B/X
// capitals with a stat line; a bold cross-reference in prose and a bold
// stat header after a key's sentence open no area.
func TestKeysRunOnInOneLine(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		want       []string
	}{
		{"zine one-page dungeon", "**1. Gate:** Two goblins, dice. **2. Yard:** Well, 20' deep.\n**3. Shrine:** Gold idol (50 gp). **4. Pit:** Spikes, 10'.",
			[]string{"1 Gate", "2 Yard", "3 Shrine", "4 Pit"}},
		{"B/X capitals", "**1 GATE HOUSE.** Two orcs (AC 6, HD 1, hp 5, 3, MV 90', ML 8). **2 WELL.** Rope and bucket.\n**3 CRYPT.** Bones. **4 VESTRY.** Robes.",
			[]string{"1 GATE HOUSE", "2 WELL", "3 CRYPT", "4 VESTRY"}},
		{"a cross-reference in prose and a stat header", "**1. Gate:** The goblins flee to the hall. **Goblins (4):** AC 6, HD 1-1, hp 4, MV 60'.\n\n**2. Hall:** They fight here. See also **7. Crypt** below.",
			[]string{"1 Gate", "2 Hall"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := keysIn(tc.text)
			if !slices.Equal(got, tc.want) {
				t.Errorf("keys = %q, want %q", got, tc.want)
			}
		})
	}
}

// TestTitleOverItsKey finds keys printed under their titles, in a zine's
// bold sentence case over a marked number and in B/X capital headings over
// a bare one; a number under a subheading ("Treasure") is a list's.
func TestTitleOverItsKey(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		want       []string
	}{
		{"zine bold titles over marked numbers", "Intro text here.\n\n**Flooded cellar**\n\\#1\nWater stands knee deep.\n**Watch post**\n\\#2\n\nTwo guards dice by a brazier.\n**Bone pit**\n\\#3\nThe pit is 20' deep.\n\nEnd.",
			[]string{"1 Flooded cellar", "2 Watch post", "3 Bone pit"}},
		{"B/X capital headings over bare numbers", "Intro text here.\n### GUARD ROOM\n12\nFour orcs (AC 6, HD 1, hp 5, MV 90') dice here.\n### WELL\n13\nA rope hangs into the dark.\n**Treasure**\n1\nA silver cup worth 30 gp.\n\nEnd.",
			[]string{"12 GUARD ROOM", "13 WELL"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := keysIn(tc.text)
			if !slices.Equal(got, tc.want) {
				t.Errorf("keys = %q, want %q", got, tc.want)
			}
		})
	}
}

// TestSplitTitle: a key line's title, among them one before a full stop
// whose text then holds a colon (a gazetteer's "Inn. Innkeeper: Bram", a
// B/X key's "THE FORGE. Smith: Hella"), which ends at the full stop, not
// at the colon, unless the full stop is a short abbreviation's ("St.
// Ilsa's Shrine: ...").
func TestSplitTitle(t *testing.T) {
	for _, tc := range []struct{ rest, title, body string }{
		{"SQUIDMAN NAUTILUS", "SQUIDMAN NAUTILUS", ""},
		{"Inn. Innkeeper: Bram Tollock (hp 5).", "Inn", "Innkeeper: Bram Tollock (hp 5)."},
		{"THE FORGE. Smith: Hella Stoutarm.", "THE FORGE", "Smith: Hella Stoutarm."},
		{"St. Ilsa's Shrine: Candles burn.", "St. Ilsa's Shrine", "Candles burn."},
		{"The Crypt of the Mad King", "The Crypt of the Mad King", ""},
		{"**The Crypt.** Bones everywhere.", "The Crypt", "Bones everywhere."},
		{"Breeding mud, warm and steaming around an", "", "Breeding mud, warm and steaming around an"},
		{"Niche.", "", "Niche."},
	} {
		title, body := splitTitle(tc.rest)
		if title != tc.title || body != tc.body {
			t.Errorf("splitTitle(%q) = %q, %q; want %q, %q", tc.rest, title, body, tc.title, tc.body)
		}
	}
}

// keysOf returns the keys findKeys finds in text.
func keysOf(text string, expected []string) []string {
	ls := body(linesOf([]requests.Page{{Number: 1, Text: text}}))
	var out []string
	ls, skip := withoutTables(ls, wanderingTables(ls))
	for _, k := range findKeys(ls, skip, expected) {
		out = append(out, k.key)
	}
	return out
}

func TestFindKeys(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		expected   []string
		want       []string
	}{
		{"map labels and a label before a key line", "1 Entrance hall.\n7\n2 Kitchen, with a stove.\n9 3 Larder. Rats.\n1 Attacking from here is easy.", nil, []string{"1", "2", "3"}},
		{"columns read out of turn", "1 Hall.\n2 Stair.\n3 Well.\n12 Crypt.\n13 Tomb.\n4 Pool.\n5 Pit.\n3 Beware of the pit.\n6 Gate.", nil, []string{"1", "2", "3", "12", "13", "4", "5", "6"}},
		{"a repeated key next to its neighbours wins", "7 Attacking here is easy.\n\n1 Hall.\n2 Stair.\n6 Pen.\n7 Sty.\n8 Barn.", nil, []string{"1", "2", "6", "7", "8"}},
		{"keys restart between level headings", "Level 1\n1 Hall.\n2 Stair down.\nLevel 2\n1 Cave.\n2 Pool.", nil, []string{"1", "2", "1", "2"}},
		{"titled keys win over list items", "1. SKY SQUIDS\nThey sing.\n\n1. The one fleeing starts.\n2. The one pursuing follows.\n\n2. ASTEROID FIELD\nRocks.", nil, []string{"1", "2"}},
		{"rows of a table are not keys", "Circle Spell Name\n1 Secrets of the Elven Voice\n1 Rune Magic of Our Elders\n2 Eternal Starlight\n2 The Language of Fish", nil, nil},
		{"a number inside a sentence is not a key", "The orcs keep their loot in\n15. Since there are many, beware.", nil, nil},
		// A sentence broken off at a preposition or a place's word ends
		// with the number under it, though the key it refers to comes next
		// (a zine's bold keys, plain keys, hexes).
		// A heading of the key ("ENCOUNTER AREAS", "Encounter Key") names
		// what is rolled for in other headings, but heads the areas under
		// it, after a wandering list too (AD&D bold numbers and italic
		// titles; B/X plain keys).
		{"AD&D: encounter areas after a d12 list", "### WANDERING MONSTERS\nRoll d12 every 3 turns.\n- 1-2 Giant rats (2-8)\n- 3-4 Skeletons (1-4)\n- 5-12 No encounter\n\n### ENCOUNTER AREAS\n**1.** *Entry.* Rubble spills from the broken door. This room is empty.\n**2.** *Guard Room.* Here the old guards kept a watch.\n**3.** *Well Shaft.* A rough shaft.", nil, []string{"1", "2", "3"}},
		{"B/X: an encounter key after a d6 list", "Wandering Monsters (1d6)\n1. Goblins (2d4)\n2. Bats (1d8)\n3-6. No encounter\n\n## Encounter Key\n1. Porch. A broken door hangs open.\n2. Hall. Dust lies thick on the floor.", nil, []string{"1", "2"}},
		{"a reference to the next bold key", "**7. Cistern.** Water drips here. A narrow stair leads to\n8.\n**8. Queen's Court.** Lair of rats, bone piles, a rotten throne, the queen's.\n**9. Crawl.** A tunnel.", nil, []string{"7", "8", "9"}},
		{"a reference to the next plain key", "7. Cistern. Water drips here. For the stair, see area\n8.\n8. Queen's Court. Lair of rats, bone piles, a rotten throne, the queen's.\n9. Crawl. A tunnel.", nil, []string{"7", "8", "9"}},
		{"a reference to the next hex", "0202 Old Mill. The wheel is still. The drove road runs east into\n0203.\n0203 Fox Bridge. A troll asks a toll of one secret from all who cross.\n0204 Tarn. Cold water.", nil, []string{"0202", "0203", "0204"}},
		{"named areas", "Outside\n50 pilgrims (HD1 AC9 1d6) are camping here.\n\nHall of Harmony\nA giant statue of the lord of foul winds.\n\nStats\nMonks are strong.", nil, []string{"Outside", "Hall of Harmony"}},
		{"named places whose text opens with class-level stats in brackets",
			"Ashby stands where the drove road meets the river.\n\n**The Tollhouse**\nThe reeve Tamsin Ashe (F2, hp 12, AC 7, AL L) counts the tolls.\n\n**The Ford**\nThe water runs shallow over stones.",
			nil, []string{"The Tollhouse", "The Ford"}},
		{"named rooms whose text opens with a B/X stat line in brackets",
			"The chapel lies under the keep.\n\nTHE CRYPT\nA ghoul (AC 6, HD 2*, hp 9, #AT 3, D 1d3/1d3/1d3, MV 90', ML 9) gnaws a bone.\n\nTHE VESTRY\nRobes rot on iron hooks here.",
			nil, []string{"THE CRYPT", "THE VESTRY"}},
		// A place's name over its list of routes, then its prose, opens a
		// named area as over prose: capitals with arrows, bold title case
		// with routes and times.
		{"places over their paths", "The Tarn is a cold lake under the fells.\n\nOLD MILL\nPaths: Old Mill → Fox Bridge (2 hours)\nThe wheel turns though the race is dry.\n\nFOX BRIDGE\nPaths: Fox Bridge → Old Mill (2 hours)\nA troll asks a toll of one secret.",
			nil, []string{"OLD MILL", "FOX BRIDGE"}},
		{"places over their routes", "The Salt Road runs from the coast to the hills.\n\n**The Salt Road Inn**\nRoutes: Gallows Ford (1 hour); Witch Hill (3 hours)\nA low inn of grey stone, its ale watered.\n\n**Gallows Ford**\nRoutes: The Salt Road Inn (1 hour)\nA shallow ford under a leaning gibbet.",
			nil, []string{"The Salt Road Inn", "Gallows Ford"}},
		{"expected keys", "The Gate\nTwo statues guard it.\n\n1 Hall.\nEmpty.", []string{"The Gate", "1"}, []string{"The Gate", "1"}},
		{"no keys expected: no named areas", "Using This Module\nAreas are keyed by number on the map.", []string{}, nil},
		{"no keys expected: numbered ones still count", "Using This Module\nRead on.\n\n1 Hall.\nEmpty.", []string{}, []string{"1"}},
		{"a key right after a Basic Fantasy stat line in mixed-case labels", "1. Entry Hall: Bones.\nSkeleton Monk (3): AC 13, HD 1, #At 1 staff, Dam 1d6,\nMv 40', Sv F1, Ml 12, XP 25\n2. Ossuary: Skulls are stacked.", nil, []string{"1", "2"}},
		{"a key right after a B/X stat line in capitals", "1. Entry Hall: Bones.\nSkeletons (3): AC 7, HD 1, #AT 1, D 1d6,\nMV 60', SV F1, ML 12, XP 10\n2. Ossuary: Skulls are stacked.", nil, []string{"1", "2"}},
		{"rows of a rumour table are not keys", "d6 Rumour\n1 The mill is haunted. (False.)\n2 The reeve takes bribes. (True.)\n3 A wolf took the lamb. (True.)\n\n1. Entrance\nA wide stair descends.", nil, []string{"1"}},
		{"wandering table rows are not keys", "Wandering Monsters (1d6)\n1 Goblins (2d4)\n2 Orcs (1d6)\n3 Giant rats\n\n1 Entrance.", nil, []string{"1"}},
		{"rows of die lists in two columns under a repeated header are not keys",
			"**Die Wandering Monster**\n- 1 Giant rats (3-12)\n- 2 Bandits (2-5)\n\n**Die Wandering Monster**\n- 3 Zombies (1-3)\n- 4 Ghoul (1)\n\n**1. Porch.** A broken door.\n**2. Hall.** Dust.", nil, []string{"1", "2"}},
		// A key set apart by type keeps an entry too short for running
		// text, as one-page dungeons and zines print them: heading type
		// with a one-word entry, bold with a count, the last key of the
		// text included.
		{"terse entries under heading keys", "The cellars lie under the inn.\n\n### 13\nA dry well with a rope.\n\n### 14\nEmpty.\n\n### 15\nA long hall, its floor wet.\n\n### 16\nNothing.", nil, []string{"13", "14", "15", "16"}},
		{"terse entries under bold keys", "Intro text of the level runs here.\n\n**7.**\nA pool of black water.\n\n**8.**\n2 bats.\n\n**9.**\nRubble, rats' nests and bones.", nil, []string{"7", "8", "9"}},
		{"a short line that is no sentence opens no key", "The cellars lie under the inn.\n\n### 13\nA dry well with a rope.\n\n### 14\nsee map\n\n### 15\nA long hall, its floor wet.", nil, []string{"13", "15"}},
		{"rows of die lists side by side, read a line at a time, are not keys",
			"Wandering Monsters (d6)\n1 Giant rats (2d4) 4 Ghouls (1d3)\n2 Bats 5 A wight\n3 Orcs (1d6) 6 Ogre\n\n1 Entrance.\n2 Stair.", nil, []string{"1", "2"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := keysOf(tc.text, tc.expected); !slices.Equal(got, tc.want) {
				t.Errorf("keys = %q, want %q", got, tc.want)
			}
		})
	}
}

func TestBodyDropsTitleBlockAndHeaders(t *testing.T) {
	text := "Outside\n\nThe Pagoda of Pazuzu\nhttps://example.org/pagoda\nby Alex Schroeder\n\nCreative Commons Attribution Share Alike 3.0 Unported\n50 pilgrims camp here.\n\n3\n\nASTRAL SEA\nMore text."
	var got []string
	for _, l := range body(linesOf([]requests.Page{{Number: 2, Text: text}})) {
		got = append(got, l.text)
	}
	want := []string{"Outside", "50 pilgrims camp here.", "3", "More text."}
	if !slices.Equal(got, want) {
		t.Errorf("body lines = %q, want %q", got, want)
	}
}

// TestBodyDropsHeadInTwoParts: a page's head printed in two parts, the
// module's title at one edge and the chapter's at the other, comes first
// in the page text, one part after the other; both go, in italics or in
// bold, but a heading under them stays.
func TestBodyDropsHeadInTwoParts(t *testing.T) {
	for text, want := range map[string][]string{
		"*RAISING A GOD*\n\n*ASTRAL SEA*\n\ncities and their dread gaze.":                  {"cities and their dread gaze."},
		"**HALL OF THE MOTH QUEEN**\n\n**LOWER HALL**\n\nThe moths sleep.":                 {"The moths sleep."},
		"*ASTRAL SEA*\n\n*RAISING A GOD*\n\n### LAGNABADALË\n\nThis is the home of elves.": {"LAGNABADALË", "This is the home of elves."},
	} {
		var got []string
		for _, l := range body(linesOf([]requests.Page{{Number: 5, Text: text}})) {
			got = append(got, l.text)
		}
		if !slices.Equal(got, want) {
			t.Errorf("body lines of %q = %q, want %q", text, got, want)
		}
	}
}

// TestBodyBoundsTheRunningHead: a running head printed in parts has no
// more than maxHeaderParts; the short capitals lines after them that open
// a page (a map's labels read first, a list of names) are no head, in
// italics or plain.
func TestBodyBoundsTheRunningHead(t *testing.T) {
	for text, want := range map[string][]string{
		"*RAISING A GOD*\n\n*ASTRAL SEA*\n\n*CHAPTER II*\n\n*NORTH GATE*\n\n*OLD MILL*\n\nThe village sleeps.": {"NORTH GATE", "OLD MILL", "The village sleeps."},
		"TOWER\n\nGATE\n\nWELL\n\nCRYPT\n\nMILL\n\nThe village sleeps.":                                        {"CRYPT", "MILL", "The village sleeps."},
	} {
		var got []string
		for _, l := range body(linesOf([]requests.Page{{Number: 5, Text: text}})) {
			got = append(got, l.text)
		}
		if !slices.Equal(got, want) {
			t.Errorf("body lines of %q = %q, want %q", text, got, want)
		}
	}
}

// TestPlaceNameOpensAPage: a zine keyed by place names in capitals alone
// on their line sets one at the head of a page right over its text or its
// routes, with no white between: a place, not the page's running head,
// which stands apart from the text (see TestBodyReadsFolios). In small
// capitals over prose and in bold capitals over a route list.
func TestPlaceNameOpensAPage(t *testing.T) {
	for _, tc := range []struct {
		name, page2 string
		want        []string
	}{
		{"small capitals over prose", "THE WALKING STONES\nA ring of nine stones that walk at night.\n\nBLACK TARN\nStill black water where a kelpie waits.",
			[]string{"GIBBET CROSS", "WOLF BARROW", "THE WALKING STONES", "BLACK TARN"}},
		{"bold capitals over routes", "**HERON'S REST**\nPaths: Gibbet Cross, Black Tarn.\nA dry island with a camp of outlaws.\n\n**BLACK TARN**\nPaths: Heron's Rest.\nStill black water where a kelpie waits.",
			[]string{"GIBBET CROSS", "WOLF BARROW", "HERON'S REST", "BLACK TARN"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			page1 := "The moor is wide and wet.\n\nGIBBET CROSS\nA crossroads with a rusted gibbet and a ghoul.\n\nWOLF BARROW\nA grassy mound where four wolves den."
			if strings.HasPrefix(tc.page2, "**") {
				page1 = "The moor is wide and wet.\n\n**GIBBET CROSS**\nPaths: Heron's Rest.\nA crossroads with a rusted gibbet.\n\n**WOLF BARROW**\nPaths: Gibbet Cross.\nA grassy mound where four wolves den."
			}
			ls := body(linesOf([]requests.Page{{Number: 1, Text: page1}, {Number: 2, Text: tc.page2}}))
			var got []string
			for _, k := range findKeys(ls, nil, nil) {
				got = append(got, k.key)
			}
			if !slices.Equal(got, tc.want) {
				t.Errorf("keys = %q, want %q", got, tc.want)
			}
		})
	}
}

// TestListsUnderRumourHeadingsKeyNothing: a numbered list under a heading
// naming rumours, hooks or a table is no run of areas, though its items
// are titled as keys are ("1. Hired Guards. A merchant…"); the keys after
// the next heading or bold key are. In a Basic module with Markdown
// headings and in a B/X one with headings in bold and keys in capitals.
func TestListsUnderRumourHeadingsKeyNothing(t *testing.T) {
	for _, tc := range []struct{ name, text string }{
		{"Basic, headings", "### Hooks\n1. Hired Guards. A merchant wants the road safe.\n2. Lost Brother. A son went up the rise.\n3. Old Debt. The lord owed your patron.\n\n### Key\n1. GATEHOUSE. Two bandits dice here.\n2. BAILEY. Weeds and rubble.\n3. STABLES. Six stolen horses."},
		{"B/X, bold headings", "**ADVENTURE HOOKS**\n1. HIRED GUARDS. A merchant wants the road safe.\n2. LOST BROTHER. A son went up the rise.\n3. OLD DEBT. The lord owed your patron.\n\n**KEY TO THE KEEP**\n1. GATEHOUSE. Two bandits dice here.\n2. BAILEY. Weeds and rubble.\n3. STABLES. Six stolen horses."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ls := body(linesOf([]requests.Page{{Number: 1, Text: tc.text}}))
			var got []string
			for _, k := range findKeys(ls, nil, nil) {
				got = append(got, k.key+" "+strings.ToLower(k.title))
			}
			if want := []string{"1 gatehouse", "2 bailey", "3 stables"}; !slices.Equal(got, want) {
				t.Errorf("keys = %q, want %q", got, want)
			}
		})
	}
}

// TestBodyReadsFolios: a page's folio is a number alone in plain type at
// its head or foot (see folio); it goes, and so does the running head
// right after it. A number set apart as a heading or in bold opening a
// page is a key on its own line over its title, which stays, in heading
// type and in bold.
func TestBodyReadsFolios(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		want       []string
	}{
		{"folio over a running head", "12\n\nTHE SUNKEN CHAPEL\n\nWater stands here.", []string{"Water stands here."}},
		{"folio under the text", "Water stands here.\n\n12", []string{"Water stands here."}},
		{"key in heading type opening a page", "### 3\n\n### OLD WELL\n\nA rope hangs into the dark.", []string{"3", "OLD WELL", "A rope hangs into the dark."}},
		{"key in bold opening a page", "**12**\n\n**GUARD ROOM**\n\nTwo orcs dice here.", []string{"12", "GUARD ROOM", "Two orcs dice here."}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var got []string
			for _, l := range body(linesOf([]requests.Page{{Number: 4, Text: "Text of page 3."}, {Number: 5, Text: tc.text}})) {
				got = append(got, l.text)
			}
			if want := append([]string{"Text of page 3."}, tc.want...); !slices.Equal(got, want) {
				t.Errorf("body lines = %q, want %q", got, want)
			}
		})
	}
}

func TestSegmentStopsAtSectionsAndStats(t *testing.T) {
	text := "21 Stairs going down.\n22 Burial place.\nThe chests contain 200gp.\n\nOrcs: HD1 AC6 1d6. Boar: HD3+1 AC6 1d8."
	ls := body(linesOf([]requests.Page{{Number: 4, Text: text}}))
	areas := segment(ls, findKeys(ls, nil, nil), nil)
	if len(areas) != 2 {
		t.Fatalf("got %d areas, want 2", len(areas))
	}
	if got := joinLines(areas[1].lines); got != "Burial place. The chests contain 200gp." {
		t.Errorf("area 22 text = %q", got)
	}
	if !slices.Equal(areas[1].pages, []int{4}) {
		t.Errorf("area 22 pages = %v, want [4]", areas[1].pages)
	}
}

// TestJoinLinesMendsHyphens pins the line breaks running text mends: a
// word hyphenated at the break joins whole; a compound broken at its own
// hyphen, a capital after it, keeps the hyphen and takes no space, in
// either case of the words before.
func TestJoinLinesMendsHyphens(t *testing.T) {
	for _, tc := range []struct {
		ls   []string
		want string
	}{
		{[]string{"the innocently ac-", "cused and the", "well-", "Known"}, "the innocently accused and the well-Known"},
		{[]string{"Two Giant Fire-", "Beetles guard the door."}, "Two Giant Fire-Beetles guard the door."},
		{[]string{"two giant fire-", "Beetles guard the door."}, "two giant fire-Beetles guard the door."},
	} {
		var ls []line
		for _, t := range tc.ls {
			ls = append(ls, line{text: t})
		}
		if got := joinLines(ls); got != tc.want {
			t.Errorf("joinLines(%q) = %q, want %q", tc.ls, got, tc.want)
		}
	}
}

func TestSentences(t *testing.T) {
	got := sentences(`Save vs. spells or be charmed. "All orcs die!" they say. Then 3 more come.`)
	want := []string{"Save vs. spells or be charmed.", `"All orcs die!" they say.`, "Then 3 more come."}
	if !slices.Equal(got, want) {
		t.Errorf("sentences = %q, want %q", got, want)
	}
	if got := strings.Join(sentences(""), "|"); got != "" {
		t.Errorf("sentences of nothing = %q", got)
	}
}

// TestCleanLineMarkup reads lines of the page text markup (package
// preprocess) as the words printed: headings, emphasis, list items,
// table rows and escapes.
func TestCleanLineMarkup(t *testing.T) {
	for _, tc := range []struct{ line, want string }{
		{"### 2. Armoury", "2. Armoury"},
		{"**1. Guard post.** Two orcs", "1. Guard post. Two orcs"},
		{"1. **Guard post.** Two *orcs.*", "1. Guard post. Two orcs."},
		{"***GUARD POST***", "GUARD POST"},
		{"- 1–2 1d4 giant rats", "1–2 1d4 giant rats"},
		{"| 1 Guard post | Two orcs play dice. |", "1 Guard post Two orcs play dice."},
		{`| a \| b | c |`, "a | b c"},
		{`AC 5 [14], HD 3\* (13hp), a\\b`, `AC 5 [14], HD 3* (13hp), a\b`},
		{`\#12 wielding a spear`, "#12 wielding a spear"},
		{`\> 12 orcs`, "> 12 orcs"},
	} {
		if got := cleanLine(tc.line); got != tc.want {
			t.Errorf("cleanLine(%q) = %q, want %q", tc.line, got, tc.want)
		}
	}
}

// TestBodyDropsRunningLines: a line printed word for word at the edge of
// several pages is a running head or foot, in any type: a bold module code
// and title over the page number, or a chapter line over each page. Text
// that repeats only once, or away from the page edges, stays.
func TestBodyDropsRunningLines(t *testing.T) {
	for _, tc := range []struct {
		name  string
		pages []string
		want  []string
	}{
		{"bold foot over the page number", []string{
			"**1. GATEHOUSE:** Two guards dice here.\n\n**B4 The Lost Barrow**\n\n**2**",
			"**2. WELL:** The rope is rotten.\n\n**B4 The Lost Barrow**\n\n**3**",
		}, []string{"1. GATEHOUSE: Two guards dice here.", "2", "2. WELL: The rope is rotten.", "3"}},
		{"chapter head over each page", []string{
			"Caverns of Quiet — Chapter 2\n### 7 Fungus garden\nPale caps grow here.",
			"Caverns of Quiet — Chapter 2\n### 8 Dry well\nA rope hangs into the dark.",
			"Caverns of Quiet — Chapter 2\n### 9 Shrine\nA cracked idol.",
		}, []string{"7 Fungus garden", "Pale caps grow here.", "8 Dry well", "A rope hangs into the dark.", "9 Shrine", "A cracked idol."}},
		{"a sentence repeated at the edge of pages stays", []string{
			"The door is locked.\n### 5 Cell\nA bed.",
			"The door is locked.\n### 6 Cell\nA stool.",
		}, []string{"The door is locked.", "5 Cell", "A bed.", "The door is locked.", "6 Cell", "A stool."}},
		{"a stat line at the foot of two pages stays, basic fantasy", []string{
			"**Bugbear**\nArmor Class: 14\nHit Dice: 3+1\nSave As: Fighter: 3\nMorale: 9",
			"Treasure Type: B\nXP: 50\n**Owlbear**\nArmor Class: 14\nHit Dice: 5\nMorale: 9\nTreasure Type: C\nXP: 175",
		}, []string{"Bugbear", "Armor Class: 14", "Hit Dice: 3+1", "Save As: Fighter: 3", "Morale: 9", "Treasure Type: B", "XP: 50",
			"Owlbear", "Armor Class: 14", "Hit Dice: 5", "Morale: 9", "Treasure Type: C", "XP: 175"}},
		{"a stat line at the foot of two pages stays, ose", []string{
			"**1. Den**\nGoblins (3): AC 6 [13], HD 1-1 (3hp), Att 1 × weapon (1d6),\nML 7, AL Chaotic, XP 5",
			"**2. Pit**\nGoblin chief: AC 5 [14], HD 1 (6hp), Att 1 × weapon (1d8),\nML 7, AL Chaotic, XP 5",
		}, []string{"1. Den", "Goblins (3): AC 6 [13], HD 1-1 (3hp), Att 1 × weapon (1d6),", "ML 7, AL Chaotic, XP 5",
			"2. Pit", "Goblin chief: AC 5 [14], HD 1 (6hp), Att 1 × weapon (1d8),", "ML 7, AL Chaotic, XP 5"}},
		{"a line repeated inside the text stays", []string{
			"### 3 Hall\nThe door is locked.\nMore of the hall.\nStill more.\nAnd more.\nThe end of it.",
			"### 4 Cell\nThe door is locked.\nA bed.\nA bucket.\nA stool.\nA window.",
		}, []string{"3 Hall", "The door is locked.", "More of the hall.", "Still more.", "And more.", "The end of it.",
			"4 Cell", "The door is locked.", "A bed.", "A bucket.", "A stool.", "A window."}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var pages []requests.Page
			for i, text := range tc.pages {
				pages = append(pages, requests.Page{Number: i + 1, Text: text})
			}
			var got []string
			for _, l := range body(linesOf(pages)) {
				got = append(got, l.text)
			}
			if !slices.Equal(got, tc.want) {
				t.Errorf("body lines = %q, want %q", got, tc.want)
			}
		})
	}
}

// TestTitleOverSeveralLines: a module title set over two lines of one
// heading type is one title, with a byline under it or without; a
// subtitle in a smaller type is not part of it; a title in title type
// that opens with a module code ("X3", "K1") is no key line.
func TestTitleOverSeveralLines(t *testing.T) {
	for text, want := range map[string]string{
		"# The Sunless\n# Citadel\nA short delve by Ann Author.\n**1 Gate.** Two orcs.":             "The Sunless Citadel",
		"## TOMB OF THE\n## IRON ABBOT\n### An adventure for levels 1-3\n1. CRYPT: Dust and bones.": "TOMB OF THE IRON ABBOT",
		"# Barrow Hill\nby Ben Writer\n**1 Mound.** Grass.":                                         "Barrow Hill",
		"# X3 The Drowned Keep\n## An adventure for levels 2-4\n1. GATE: Rusted shut.":              "X3 The Drowned Keep",
		"# K1 Barrow of the Fen King\nA module for four to six players.\n**1 Mound.** Grass.":       "K1 Barrow of the Fen King",
		// the largest print of the cover, not a subtitle over the byline,
		// nor a module code printed on its own line in a smaller type
		"# The Ashen Hills\n\n### Wilderness Module W3\n\n### A Hexcrawl for Levels 1-3\nby Ann Author\n**0101 Cairn.** Grass.": "The Ashen Hills",
		"# Fenwick\n### A Village of the Marsh for Levels 1-3\nby Ben Writer\nA village setting.":                               "Fenwick",
		"Dungeon Module B12\n## THE SALT CAVES\n### A Dungeon for Levels 1-2\nby Cy Scribe\n1. GATE: Rusted shut.":              "THE SALT CAVES",
	} {
		pages := []requests.Page{{Number: 1, Text: text}}
		if got := title(linesOf(pages), pages); got != want {
			t.Errorf("title of %q = %q, want %q", text, got, want)
		}
	}
}

// TestExpectedKeyNotInSentence finds a named key the survey expects at its
// heading, not where a sentence names the place at the start of a line, in
// a gazetteer with bold headings and a keep with headings in capitals.
func TestExpectedKeyNotInSentence(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		expected   []string
		want       map[string]string
	}{
		{"gazetteer", "**The Ferry**\nA flat barge on a rope. A track climbs north to\nthe Mill.\n\n**The Mill**\nA wheel turns in the race.",
			[]string{"The Ferry", "The Mill"},
			map[string]string{"The Ferry": "A flat barge on a rope. A track climbs north to the Mill.", "The Mill": "A wheel turns in the race."}},
		{"keep", "The keep stands on a crag above the ford.\n\nGATEHOUSE\nThe portcullis is up, and a passage runs on to\nthe Undercroft. Bats roost there.\n\nTHE UNDERCROFT\nTwelve bats hang from the vault.",
			[]string{"Gatehouse", "The Undercroft"},
			map[string]string{"Gatehouse": "The portcullis is up, and a passage runs on to the Undercroft. Bats roost there.", "The Undercroft": "Twelve bats hang from the vault."}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ls := body(linesOf([]requests.Page{{Number: 1, Text: tc.text}}))
			got := map[string]string{}
			for _, a := range segment(ls, findKeys(ls, nil, tc.expected), nil) {
				got[a.key] = joinLines(a.lines)
			}
			if !maps.Equal(got, tc.want) {
				t.Errorf("areas = %q, want %q", got, tc.want)
			}
		})
	}
}

// TestTitleEndsAtItsStopInABoldRun: a key's title and the first words of
// its text each set in bold, which the text layer joins into one bold run
// ("**2. Orc Den.** **4 orcs** (AC 6, …" read "**2. Orc Den. 4 orcs**"),
// is titled up to the title's stop, and the words after it open the text,
// its creatures counted; an abbreviation's stop ends no title. In
// OSE-style bold keys and TSR-style capital titles.
func TestTitleEndsAtItsStopInABoldRun(t *testing.T) {
	for _, tc := range []struct {
		style, text string
		want        []string // key|title|first encounter and count
	}{
		{"OSE", "**1. Entrance.** A dark cave mouth.\n\n**2. Orc Den. 4 orcs** (AC 6, HD 1, hp 5 each, #AT 1, DM 1d6, MV 120' (40'), SV F1, ML 8, AL C, XP 10) play dice here.\n\n**3. St. Aldo's Pool.** Still water.",
			[]string{"1|Entrance|", "2|Orc Den|orcs 4", "3|St. Aldo's Pool|"}},
		{"TSR", "**6. GATE.** The portcullis is down.\n\n**7. GUARD ROOM. Two bugbears** (AC 5, HD 3+1, hp 14, 12, #AT 1, D 2d4, MV 90' (30'), SV F3, ML 9) watch the door.",
			[]string{"6|GATE|", "7|GUARD ROOM|bugbears 2"}},
	} {
		var got []string
		for _, a := range areasOf(t, tc.text) {
			e := ""
			if len(a.Encounters) > 0 && a.Encounters[0].Count.Fixed != nil {
				e = fmt.Sprintf("%s %d", a.Encounters[0].Creature, *a.Encounters[0].Count.Fixed)
			}
			got = append(got, a.Key+"|"+a.Title+"|"+e)
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("%s: areas %q, want %q", tc.style, got, tc.want)
		}
	}
}

// keysIn returns the keys findKeys finds in text, a page's text, each as
// its key and title ("1 Gate").
func keysIn(text string) []string {
	var got []string
	for _, k := range findKeys(body(linesOf([]requests.Page{{Number: 1, Text: text}})), nil, nil) {
		got = append(got, k.key+" "+k.title)
	}
	return got
}

// TestKeyOverItsTitle: a key alone on its line over its title line takes
// that title: a bare number set apart over a title in capitals (not a
// page number over a running head, which the margin sets in plain type),
// and a key printed with its word ("Area 5", "Room 5"), whose title ran
// into the text.
func TestKeyOverItsTitle(t *testing.T) {
	for _, tc := range []struct {
		name, text, want, body string
		areas                  int
	}{
		{"bare number, headings", "### 2) Courtyard\nNettles choke the yard.\n### 3\n### OLD WELL\nThe well shaft drops 40 feet to a dry bottom.\n### 4) Stables\nRotten stalls line the wall.",
			"3|OLD WELL", "The well shaft", 3},
		{"bare number, bold lines", "**2 COURTYARD**\nNettles choke the yard.\n**3**\n**OLD WELL**\nThe well shaft drops 40 feet to a dry bottom.\n**4 STABLES**\nRotten stalls line the wall.",
			"3|OLD WELL", "The well shaft", 3},
		{"worded key, bold lines", "**Area 4: Stair.** Steps lead up to the loft.\n**Area 5**\n**Loft**\nSacks of seed are piled to the rafters. A barn owl nests here.",
			"5|Loft", "Sacks of seed", 2},
		{"worded key, headings", "### Room 4\n### Stair\nSteps lead up to the loft.\n### Room 5\n### Loft\nSacks of seed are piled to the rafters. A barn owl nests here.",
			"5|Loft", "Sacks of seed", 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			as := areasOf(t, tc.text)
			got := titled(as)
			n := slices.IndexFunc(got, func(k string) bool { return strings.EqualFold(k, tc.want) })
			if n < 0 || len(got) != tc.areas {
				t.Fatalf("areas = %q, want %d with %q among them", got, tc.areas, tc.want)
			}
			if !strings.HasPrefix(as[n].Description, tc.body) {
				t.Errorf("area %s description = %q, want its text without its title", tc.want, as[n].Description)
			}
		})
	}
}

// TestKeyEndingTheWindowIsKept pins that a bold key that is the last line
// of the pages a survey window holds is a key: its text opens the next
// page, which the next window reads (a room at the foot of page 12 of a
// long dungeon, in an OSE and a TSR style).
func TestKeyEndingTheWindowIsKept(t *testing.T) {
	for name, c := range map[string]struct {
		text string
		want []string
	}{
		"OSE":           {"**71. Store**\nSacks of grain.\n**72. Cell**\nA rusted cage.\n**73. Old Well**", []string{"71", "72", "73"}},
		"TSR, lettered": {"**B3. LARDER.**\nHams hang from hooks.\n**B4. GUARD POST.**", []string{"B3", "B4"}},
	} {
		var s requests.Survey
		decode(t, built(t)(requests.BuildSurveyRequest(1, []requests.Page{{Number: 12, Text: c.text}}, requests.Settings{})), &s)
		if got := surveyKeys(s); !slices.Equal(got, c.want) {
			t.Errorf("%s: keys = %q, want %q", name, got, c.want)
		}
	}
}

// TestPlacesRunInBold: a module that keys its places by name run in bold
// and closed by a full stop at the head of their text, with no numbered
// key and no heading ("**Gallows Ford.** A shallow ford…"), as a
// pointcrawl or a zine short of room does, has those places for areas,
// each titled with its name; a label closed by a colon ("**Inhabitants:**")
// or a part of a place ("**Treasure.**") is none. In a zine pointcrawl
// with italic path lines and in a village gazetteer with bold labels.
// A name closed by a spaced dash instead is run in too, in small capitals
// (read as capitals) or in bold ("THE DROWNED CHAPEL — Water laps…",
// "**Gibbet Cross** – A crossroads…"), never a dash inside running text.
func TestPlacesRunInBold(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		want       []string
	}{
		{"pointcrawl", "# Salt Road Pointcrawl\n\n**The Salt Road Inn.** A low inn of grey stone. Hesk waters the\nale.\n*Paths: Gallows Ford (1 hour); Witch Hill (3 hours)*\n**Gallows Ford.** A shallow ford under a leaning gibbet.\n*Paths: The Salt Road Inn (1 hour)*\n**Witch Hill.** Nine stones hum at dusk.\n*Paths: The Salt Road Inn (3 hours)*",
			[]string{"The Salt Road Inn", "Gallows Ford", "Witch Hill"}},
		{"village", "Ashby stands where the drove road meets the river.\n\n**Smithy.** Bregga the smith works the forge day and night.\n**Inhabitants:** Bregga and her son Col.\n\n**Old Chapel.** The roof fell in a winter ago.\n**Treasure.** A silver cup lies under the altar.\n\n**Miller's House.** The miller hoards grain.",
			[]string{"Smithy", "Old Chapel", "Miller's House"}},
		{"small capitals and an em dash", "# The Drowned Fen\n\n### Background\nThe fen swallowed Lowmere a hundred years ago.\nTHE DROWNED CHAPEL — Water laps at the pews. 3\nbog zombies wait under the water.\nTHE EEL-WIFE'S HUT — A hut on stilts. The eel-wife sells charms — for 5 gp.\nLANTERN ISLE — A hummock with a ruined beacon.\n\n### Random Encounters\nRoll 1d6: 1-3 leeches; 4-6 a bog zombie.",
			[]string{"THE DROWNED CHAPEL", "THE EEL-WIFE'S HUT", "LANTERN ISLE"}},
		{"bold names and an en dash", "Ashmoor is a moor of peat and wolves.\n\n**Gibbet Cross** – A crossroads with a rusted gibbet.\n**Wolf Barrow –** A grassy mound. Four wolves\nden in it.\n**Black Tarn** – Still black water.",
			[]string{"Gibbet Cross", "Wolf Barrow", "Black Tarn"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ls := body(linesOf([]requests.Page{{Number: 1, Text: tc.text}}))
			var got, titles []string
			for _, k := range findKeys(ls, nil, nil) {
				got, titles = append(got, k.key), append(titles, k.title)
			}
			if !slices.Equal(got, tc.want) || !slices.Equal(titles, tc.want) {
				t.Errorf("keys = %q, titles %q; want both %q", got, titles, tc.want)
			}
		})
	}
}

// TestExpectedPlaceHeadsItsText: a place the survey expects is keyed by
// the line that sets its name apart — alone on its line, or run in bold —
// not by an earlier line of running text that opens with the name (a
// path wrapped after a dash, a sentence), and a name run in bold titles
// its place. In title-case bold headings over wrapped paths, capitals
// over prose, and bold run-in names.
func TestExpectedPlaceHeadsItsText(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		expected   []string
		want       map[string]string // key → title
	}{
		{"bold headings, a path wrapped at its dash", "**Gallows Ford**\nA shallow ford under a gibbet.\n*Paths:* Gallows Ford – The Inn (1 hour); Gallows Ford\n- Witch Hill (2 hours).\n\n**Witch Hill**\nNine stones hum at dusk.",
			[]string{"Gallows Ford", "Witch Hill"}, map[string]string{"Gallows Ford": "Gallows Ford", "Witch Hill": "Witch Hill"}},
		{"capitals over prose", "The road runs north from the coast.\n\nTHE FORD\nThe water runs shallow. Beyond it the road climbs on.\nWitch Hill stands over the road there.\n\nWITCH HILL\nNine stones hum at dusk.",
			[]string{"The Ford", "Witch Hill"}, map[string]string{"The Ford": "THE FORD", "Witch Hill": "WITCH HILL"}},
		{"names run in bold", "**The Inn.** A low inn of grey stone. Gallows Ford\nis an hour away.\n**Gallows Ford.** A shallow ford under a gibbet.",
			[]string{"The Inn", "Gallows Ford"}, map[string]string{"The Inn": "The Inn", "Gallows Ford": "Gallows Ford"}},
		{"names run in before a dash", "THE INN — A low inn of grey stone. The Ford\nis an hour away.\nTHE FORD — A shallow ford under a gibbet.",
			[]string{"The Inn", "The Ford"}, map[string]string{"The Inn": "THE INN", "The Ford": "THE FORD"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ls := body(linesOf([]requests.Page{{Number: 1, Text: tc.text}}))
			got := map[string]string{}
			for _, k := range findKeys(ls, nil, tc.expected) {
				got[k.key] = k.title
			}
			if !maps.Equal(got, tc.want) {
				t.Errorf("key → title = %q, want %q", got, tc.want)
			}
		})
	}
}

// TestRunInTitleUnderItsKey pins a key set alone on its line over a
// paragraph that opens with its title in a bold run-in ("### 3" over
// "**Feed Store:** Sacks of…"): the run-in titles the area, and its text
// starts after it. Before, the area had no title. Two printed styles: a
// Basic Fantasy-style number in heading type over a colon run-in; a zine's
// bold number over a full-stop run-in. Negative: a bold label opening a
// key's text that is a sentence's subject ("**Three goblins** dice here")
// titles nothing.
func TestRunInTitleUnderItsKey(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		want       []string
		first      string
	}{
		{"heading numbers over colon run-ins", "Intro text here.\n\n### 3\n**Feed Store:** Sacks of mouldy grain and a barrel of meat.\nA trapdoor leads down.\n### 4\n**Keeper's Room:** A narrow cot and a chest.\n\nEnd.",
			[]string{"3|Feed Store", "4|Keeper's Room"}, "Sacks of mouldy grain and a barrel of meat."},
		{"bold numbers over full-stop run-ins", "Intro text here.\n\n**12**\n**The Chapel.** Pews lie broken around a cracked altar.\n\n**13**\n**Vestry.** Robes rot on their hooks.\n\nEnd.",
			[]string{"12|The Chapel", "13|Vestry"}, "Pews lie broken around a cracked altar."},
		{"negative: a bold subject opening the text", "Intro text here.\n\n### 5\n**Three goblins** dice by a brazier and do not look up.\n### 6\n**A rope** hangs into the dark.\n\nEnd.",
			[]string{"5|", "6|"}, "Three goblins dice by a brazier and do not look up."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			as := areasOf(t, tc.text)
			if got := titled(as); !slices.Equal(got, tc.want) {
				t.Errorf("areas = %q, want %q", got, tc.want)
			}
			if len(as) > 0 && !strings.HasPrefix(as[0].Description, tc.first) {
				t.Errorf("first area's text = %q, want it to open %q", as[0].Description, tc.first)
			}
		})
	}
}

// TestLetteredKeysWithoutStop pins places keyed by a capital letter set
// apart in bold with no stop after it, lettered from A in order, as a
// one-page dungeon prints them: the letter is the key and the words after
// it the title, in the bold run or after it up to a colon, though a number
// stands alone elsewhere on the pages (a wandering table's die value);
// before, the letters were read as an article ("A Mossy Stair") or as
// section headings over that number, and the places were lost. Two
// printed styles: a letter and title in one bold run over a d6 list whose
// first value stands alone; a bold letter before an italic title and a
// colon. Negative: one such run, "A Quiet Room", letters nothing.
func TestLetteredKeysWithoutStop(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		want       []string
	}{
		{"letter and title in one bold run", "# THE ROOT WARREN\n**A Mossy Stair.** Steps cut into the hill. Two goblins keep watch.\n**B Root Hall.** Roots hang from the ceiling.\n" +
			"**C Fungus Cave.** Pale mushrooms glow.\n**D Bone Pit.** A pit full of old bones.\n\n**d6 Wandering**\n\n**1**\n\n1d4 goblins\n**2** 1d6 rats\n",
			[]string{"A|Mossy Stair", "B|Root Hall", "C|Fungus Cave", "D|Bone Pit"}},
		{"bold letter, italic title and a colon", "# THE SALT CAVES\n**A** *Salt Door:* A door of packed salt.\n**B** *Brine Pool:* Cold water, waist deep.\n**C** *Hermit's Nook:* A straw bed and a lamp.\n",
			[]string{"A|Salt Door", "B|Brine Pool", "C|Hermit's Nook"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := titled(areasOf(t, tc.text)); !slices.Equal(got, tc.want) {
				t.Errorf("areas = %q, want %q", got, tc.want)
			}
		})
	}
	t.Run("negative: one run letters nothing", func(t *testing.T) {
		as := areasOf(t, "Intro text here.\n\n**A Quiet Room.** Dust lies thick on the floor.\n\n**1. Hall.** A long hall.\n**2. Kitchen.** Pots hang on hooks.\n")
		if slices.ContainsFunc(as, func(a requests.Area) bool { return a.Key == "A" }) {
			t.Errorf("areas %q, want none keyed A", titled(as))
		}
	})
}

// TestKeyAfterItsWordAcrossALine: a key whose word ends one line ("leads
// north to area" / "7 and …") keeps its number, though a number before a
// function word opening a line may be a map's label: in TSR prose and in
// a zine's cross-reference.
func TestKeyAfterItsWordAcrossALine(t *testing.T) {
	for name, c := range map[string]struct{ text, want string }{
		"tsr":  {"**6. GUARD ROOM**\nBunks line the walls.\n**8. WELL ROOM**\nA passage leads north to area\n7 and a wooden door opens west.\n**7. CELLAR**\nDamp.", "area 7 and"},
		"zine": {"**[6] Guard room**\nBunks line the walls.\n**[8] Well room**\nThe winch is broken; for its crank see room\n7 or the smith.\n**[7] Cellar**\nDamp.", "room 7 or"},
	} {
		t.Run(name, func(t *testing.T) {
			for _, a := range areasOf(t, c.text) {
				if a.Key == "8" && !strings.Contains(a.Description, c.want) {
					t.Errorf("area 8 description = %q, want it to hold %q", a.Description, c.want)
				}
			}
		})
	}
}
