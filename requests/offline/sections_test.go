package offline

import (
	"slices"
	"strings"
	"testing"

	"github.com/scriptorium/scriptorium/requests"
)

// The page texts of this file are written for these tests, each case in at
// least two printed styles, in the page text markup of package preprocess
// ("# " title type, "### " headings, "**…**" bold runs).

// TestLicenceClausesAreNoAreas: the numbered clauses of a licence, under a
// heading that names it or printed as a run of clause titles, key no area;
// the areas after them still do, also when the licence stands among the
// keys and the next key follows it with no heading between.
func TestLicenceClausesAreNoAreas(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		want       []string
	}{
		{"terms of use under a heading",
			"### Terms of Use\n1. Definitions. \"Work\" means this booklet and its maps.\n2. Grant. You may copy and sell the Work.\n3. No Warranty. The Work is provided as is.\n\n### The Caves\n**1. Mouth.** Bats hang from the roof.\n**2. Pool.** Black water, very cold.",
			[]string{"1|Mouth", "2|Pool"}},
		{"the Open Game License in capitals",
			"OPEN GAME LICENSE Version 1.0a\nThe following text is the property of Wizards of the Coast, Inc.\n1. Definitions: (a) \"Contributors\" means the copyright owners.\n2. The License: This License applies to any Open Game Content.\n3. Offer and Acceptance: By Using the Open Game Content You accept.\n\n## Dungeon Key\n1. GATEHOUSE\nTwo guards play cards by a brazier.\n2. COURTYARD\nWeeds grow between the flagstones.",
			[]string{"1|GATEHOUSE", "2|COURTYARD"}},
		{"a licence page continued without its heading",
			"4. Grant and Consideration: In consideration for agreeing to use this License, the Contributors grant You a license.\n5. Representation of Authority to Contribute: If You are contributing original material, You represent it is Your original creation.\n6. Notice of License Copyright: You must update the COPYRIGHT NOTICE.",
			nil},
		{"the Open Game License between B/X run-in keys",
			"**1 GATE.** Two guards play cards by a brazier.\n### OPEN GAME LICENSE Version 1.0a\n1. Definitions: (a) \"Contributors\" means the copyright owners.\n2. The License: This License applies to any Open Game Content.\n**2 RAT GALLERY.** Iron rings are set into the wall. Rats swarm here.\n**3 BARRACKS.** Dust lies thick on the bunks.",
			[]string{"1|GATE", "2|RAT GALLERY", "3|BARRACKS"}},
		{"terms of use in a box between zine keys with bold clauses",
			"**A1 Porch**\nSlick steps go down into the mere.\n**Terms of Use**\n**1. Definitions:** \"Work\" means this zine.\n**2. Grant:** You may copy the Work.\n**A2 Bell Vault**\nThe great bronze bell hangs over a shaft.\n**A3 Crypt**\nBones lie in niches.",
			[]string{"A1|Porch", "A2|Bell Vault", "A3|Crypt"}},
		{"the Open Game License between level-and-room keys in capitals",
			"**1.1 GATE.** Two guards play cards by a brazier.\n### OPEN GAME LICENSE Version 1.0a\n1. Definitions: (a) \"Contributors\" means the copyright owners.\n**1.2 RAT GALLERY.** Iron rings are set into the wall.\n**1.3 BARRACKS.** Dust lies thick on the bunks.",
			[]string{"1.1|GATE", "1.2|RAT GALLERY", "1.3|BARRACKS"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := titled(areasOf(t, tc.text)); !slices.Equal(got, tc.want) {
				t.Errorf("areas = %q, want %q", got, tc.want)
			}
		})
	}
}

// sitesOf returns a survey's sites as "site: key key …" strings.
func sitesOf(t *testing.T, pages []requests.Page) []string {
	t.Helper()
	var s requests.Survey
	decode(t, built(t)(requests.BuildSurveyRequest(1, pages, requests.Settings{})), &s)
	var out []string
	for _, site := range s.Sites {
		line := site.Name + ":"
		for _, lv := range site.Levels {
			for _, k := range lv.Keys {
				line += " " + k.Key
			}
		}
		out = append(out, line)
	}
	return out
}

// TestCompilationSites: a PDF holding several modules, each printed under
// its own title in title type, gives one site per module with its own
// keys, whether the keys restart at 1 or are lettered.
func TestCompilationSites(t *testing.T) {
	for _, tc := range []struct {
		name  string
		pages []requests.Page
		want  []string
	}{
		{"run-in keys restarting at 1", []requests.Page{
			{Number: 1, Text: "# Two Small Crypts\nby Ann Author"},
			{Number: 2, Text: "# The Red Crypt\nA crypt under a hill.\n**1. Stair.** Steps lead down.\n**2. Tomb.** A coffin, shut."},
			{Number: 3, Text: "# The White Crypt\nA crypt under a chapel.\n### Background\nThe chapel burned in a war.\n**1. Door.** A bronze door, green with age.\n**2. Ossuary.** Bones in niches."},
		}, []string{"The Red Crypt: 1 2", "The White Crypt: 1 2"}},
		{"lettered keys under heading keys", []requests.Page{
			{Number: 1, Text: "# THE HILL FORT\n### 1 GATE\nThe gate hangs from one hinge.\n### 2 HALL\nNettles grow waist high.\n# THE GOBLIN HOLE\n### A. UPPER CAVE\n### A1 LEDGE\nGoblins watch the path from here.\n### B. LOWER CAVE\n### B1 POOL\nA pool of black water fills the cave."},
		}, []string{"THE HILL FORT: 1 2", "THE GOBLIN HOLE: A1 B1"}},
		{"one module: keys restarting after a section heading", []requests.Page{
			{Number: 1, Text: "# The Mill\nby Ann Author\n### The Mill\n1 Barn. Mud everywhere.\n2 Loft. Sacks of flour.\n### Background\nThe miller fled.\n### The Cellars\n1 Stair. It is steep.\n2 Vault. Empty."},
		}, []string{"The Mill: 1 2", "The Cellars: 1 2"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := sitesOf(t, tc.pages); !slices.Equal(got, tc.want) {
				t.Errorf("sites = %q, want %q", got, tc.want)
			}
		})
	}
}

// TestSameKeyInTwoSitesStaysTwoAreas: a content batch expecting one key
// twice (two modules of a compilation on its pages) answers two areas.
func TestSameKeyInTwoSitesStaysTwoAreas(t *testing.T) {
	for _, tc := range []struct{ name, text string }{
		{"run-in keys", "# The Red Crypt\n**1. Stair.** Steps lead down.\n# The White Crypt\n**1. Door.** A bronze door."},
		{"heading keys", "# THE HILL FORT\n### 1 GATE\nThe gate hangs from one hinge.\n# THE TOWER\n### 1 STAIR\nA stair winds up the wall."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var c requests.Content
			ctx := &requests.ContentContext{ExpectedKeys: []string{"1", "1"}}
			decode(t, built(t)(requests.BuildContentRequest([]requests.Page{{Number: 1, Text: tc.text}}, ctx, requests.Settings{})), &c)
			if len(c.Areas) != 2 || c.Areas[0].Description == c.Areas[1].Description {
				t.Errorf("areas = %+v, want two areas keyed 1 with their own text", c.Areas)
			}
		})
	}
}

// TestNamedKeysAmongNumbered: a named key printed in the same type as the
// numbered keys around it is a key; a stat block's name, a running footer,
// a section heading in other type and a table's header over rows that hold
// no sentence are not.
func TestNamedKeysAmongNumbered(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		want       []string
	}{
		{"heading keys in capitals",
			"**1 GUARD POST**\nA bare room at the foot of the tower.\n**2 LIBRARY**\nShelves of swollen books line the walls.\n**THE ROOF**\nA gargoyle perches on the parapet.\n**Gargoyle**\nArmor Class: 15 Hit Dice: 4\n\n**Tower of Yss**\n\n**4**",
			[]string{"1|GUARD POST", "2|LIBRARY", "THE ROOF|THE ROOF"}},
		{"run-in bold keys",
			"**1. Gate.** The gate is shut and barred.\n**2. Yard.** Weeds grow between the stones.\n**The Well.** Water glints far below the rim.\n**Orcs (3):** AC 6, HD 1, hp 5, MV 120'.\n### Rumours\n**The Miller.** He knows more than he says of the well.",
			[]string{"1|Gate", "2|Yard", "The Well|The Well"}},
		{"a creature's label over a stat line opened by its alignment (Labyrinth Lord)",
			"**1. Gate:** The gate is shut and barred.\n**2. Dice Den:** Four goblins play dice at a table and fight if disturbed.\n**Goblins:** AL C, MV 60' (20'), AC 6, HD 1-1, #AT 1, DM 1d6, SV NM, ML 7, XP 5, hp 4, 3, 3, 2\n**3. Larder:** Two giant rats feed on spilled grain.",
			[]string{"1|Gate", "2|Dice Den", "3|Larder"}},
		{"a creature's label over a stat line opened by its movement (zine)",
			"**1. Gate.** The gate is shut and barred.\n**2. Dice Den.** Four goblins play dice at a table and fight if disturbed.\n**Goblins.** MV 60', AC 6, HD 1-1, Atk 1 weapon (1d6), ML 7, hp 4, 3, 3, 2.\n**3. Larder.** Two giant rats feed on spilled grain.",
			[]string{"1|Gate", "2|Dice Den", "3|Larder"}},
		{"a one-word subheading where the numbering runs on past it (run-in bold)",
			"**1. Millyard.** Weeds grow through the cobbles.\n**Clues.** Small footprints lead from the cart to the door.\n**2. Mill Floor.** Flour lies in drifts.\n**The Well.** Water glints far below the rim.\n**3. Dam Walk.** The water below is black and still.",
			[]string{"1|Millyard", "2|Mill Floor", "The Well|The Well", "3|Dam Walk"}},
		{"a one-word subheading where the numbering runs on past it (headings)",
			"### 1) Gatehouse\nThe gate hangs from one hinge.\n### Clues\nMuddy boot prints lead to the stair.\n### 2) Courtyard\nNettles choke the yard.\n### Old Well\nThe shaft drops forty feet to a dry bottom.\n### 3) Stables\nRotten stalls line the wall.",
			[]string{"1|Gatehouse", "2|Courtyard", "Old Well|Old Well", "3|Stables"}},
		{"a one-word place among numbered keys (run-in bold)",
			"**2. Mill Floor.** Flour lies in drifts.\n**Kitchen.** A cold hearth; a ghoul gnaws a bone by it.\n**3. Dam Walk.** The water below is black and still.",
			[]string{"2|Mill Floor", "Kitchen|Kitchen", "3|Dam Walk"}},
		{"a one-word place among numbered keys (headings)",
			"### 1) Gatehouse\nThe gate hangs from one hinge.\n### Chapel\nPews lie broken before a bare altar.\n### 2) Courtyard\nNettles choke the yard.",
			[]string{"1|Gatehouse", "Chapel|Chapel", "2|Courtyard"}},
		{"the adventure's conclusion after the last key (bold capitals)",
			"**1 GUARD POST**\nA bare room at the foot of the tower.\n**2 LIBRARY**\nShelves of swollen books line the walls.\n**CONCLUDING THE ADVENTURE**\nIf the wizard is slain, the tower falls silent and the village is safe.",
			[]string{"1|GUARD POST", "2|LIBRARY"}},
		{"the adventure's aftermath and further adventures after the last key (headings)",
			"### 1) Gatehouse\nThe gate hangs from one hinge.\n### 2) Courtyard\nNettles choke the yard.\n### Aftermath of the Raid\nThe survivors rebuild the walls within a month.\n### Further Adventures\nThe stair under the well leads to caves no one has mapped.",
			[]string{"1|Gatehouse", "2|Courtyard"}},
		{"closing notes after the last key name no place (run-in bold)",
			"**1. Millyard.** Weeds grow through the cobbles.\n**2. Mill Floor.** Flour lies in drifts.\n**The Bargain.** The hag trades one answer for each year of a life, and keeps her word.\n**Returning Home.** The road back is watched by her crows, who tell her all they see.\n**Dining Hall.** A long table is laid for guests who never came.",
			[]string{"1|Millyard", "2|Mill Floor", "Dining Hall|Dining Hall"}},
		{"closing notes after the last key name no place (bold capitals)",
			"**1 GUARD POST**\nA bare room at the foot of the tower.\n**2 LIBRARY**\nShelves of swollen books line the walls.\n**THE WIZARD'S PRICE**\nHe asks for the silver mirror, and nothing less will do.\n**LEAVING THE TOWER**\nThe stair is gone when the party turns back; only the window remains.\n**THE BELFRY**\nBats hang from the beams over a cracked bell.\n**STAIR DOWN**\nWorn steps wind into the dark.",
			[]string{"1|GUARD POST", "2|LIBRARY", "THE BELFRY|THE BELFRY", "STAIR DOWN|STAIR DOWN"}},
		{"a subheading inside the last area (run-in bold)",
			"**1. Millyard.** Weeds grow through the cobbles.\n**2. Mill Floor.** Flour lies in drifts.\n**Clues.** Small footprints lead from the bin to the door.\n**Aftermath.** The miller returns at dusk and counts his sacks.",
			[]string{"1|Millyard", "2|Mill Floor"}},
		{"a subheading inside the last area (headings)",
			"### 1) Gatehouse\nThe gate hangs from one hinge.\n### 2) Courtyard\nNettles choke the yard.\n### Secrets\nA loose flagstone hides a key to the tower.",
			[]string{"1|Gatehouse", "2|Courtyard"}},
		{"subheadings inside areas in the keys' type",
			"**1 GUARD POST**\nA bare room at the foot of the tower.\n**TACTICS**\nThe guards shout for help and fight.\n**2 LIBRARY**\nShelves of swollen books line the walls.\n**SENTRIES**\nTwo sentries walk the walls at night.\n**3 GALLERY**\nPortraits of wizards hang in rows.\n**SENTRIES**\nOne sentry dozes on a stool here.",
			[]string{"1|GUARD POST", "2|LIBRARY", "3|GALLERY"}},
		{"a table's header over rows without their grid (B/X capitals)",
			"**1 VAULT**\nA chest stands against the far wall.\n**GEM VALUE**\nLarge ruby 500 gp\nTwo opals 100 gp each\n**2 CRYPT**\nBones lie in niches along the walls.",
			[]string{"1|VAULT", "2|CRYPT"}},
		{"a table's header over rows without their grid (OSE)",
			"**1. Vault**\nA chest stands against the far wall.\n**Item Value**\nSilver cup with a lid 30 gp\nGold ring set with jet 80 gp\n**2. Crypt**\nBones lie in niches along the walls.\n**The Well**\nWater glints far below the rim.",
			[]string{"1|Vault", "2|Crypt", "The Well|The Well"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := titled(areasOf(t, tc.text)); !slices.Equal(got, tc.want) {
				t.Errorf("areas = %q, want %q", got, tc.want)
			}
		})
	}
}

// TestKeysSetApartByType: a key line set apart as a whole (in bold or as
// a heading) opens an area even when the line before it ends no sentence,
// as where the text layer runs a table together.
func TestKeysSetApartByType(t *testing.T) {
	for _, tc := range []struct{ name, text string }{
		{"bold key line", "01–30 d% 1d4 cultists 31–60 2d6 giant rats\n**1 GUARD POST**\nA bare room at the foot of the tower.\n**2 LIBRARY**\nShelves of swollen books."},
		{"heading key line", "Roll 1d6 on the table below\n### 1. Guard Post\nA bare room at the foot of the tower.\n### 2. Library\nShelves of swollen books."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := keysOf(tc.text, nil); !slices.Equal(got, []string{"1", "2"}) {
				t.Errorf("keys = %q, want [1 2]", got)
			}
		})
	}
}

// TestHeadingsCloseAreas: a Markdown heading closes the area before it,
// even after a page number or a running footer; a lettered lair heading
// opens a section whose text is not the last area's.
func TestHeadingsCloseAreas(t *testing.T) {
	for _, tc := range []struct{ name, text, last string }{
		{"a bestiary after a page number", "**0405 Toll stone.** A stone asks a riddle.\n\n**4**\n### Bestiary\n**Giant Crocodile**\nHit Dice: 6; Armor Class: 3 [16]",
			"A stone asks a riddle."},
		{"a lair heading", "### A. UPPER CAVES\n**A1. Mouth.** Two goblins keep watch.\n### B. ORC LAIR\nThe orcs beat any goblin that comes down.\n**B1. Guard room.** Two orcs dice.",
			"Two orcs dice."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			as := areasOf(t, tc.text)
			var texts []string
			for _, a := range as {
				texts = append(texts, a.Description)
			}
			if len(as) == 0 || as[len(as)-1].Description != tc.last || len(as) > 1 && as[0].Description == tc.last {
				t.Errorf("descriptions = %q, want the last %q and no text of the next section", texts, tc.last)
			}
			if len(as) > 1 && as[0].Description != "Two goblins keep watch." {
				t.Errorf("area %s description = %q, want the lair's text left out", as[0].Key, as[0].Description)
			}
		})
	}
}

// TestRunInTitles: a key's title is the short phrase before the first full
// stop in any case ("3. Flooded cellar. Water stands…"), not an opening
// sentence or clause.
func TestRunInTitles(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		want       []string
	}{
		{"numbered with a stop", "3. Flooded cellar. Water stands a foot deep.\n4. Old shrine. An idol of the toad god.\n5. The door is locked. Beyond it, a stair.",
			[]string{"3|Flooded cellar", "4|Old shrine", "5|"}},
		{"bold number run into the text", "**1** A cave entrance, with an open pit. Bats.\n**2** Stairs going down. Damp steps.\n**3** Waiting room with a bench.",
			[]string{"1|", "2|Stairs going down", "3|"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := titled(areasOf(t, tc.text)); !slices.Equal(got, tc.want) {
				t.Errorf("areas = %q, want %q", got, tc.want)
			}
		})
	}
}

// TestStatHeadersAreNoKeys: a creature named with its number before its
// stats is a stat header, never a key, in plain or bold type.
func TestStatHeadersAreNoKeys(t *testing.T) {
	for _, tc := range []struct{ name, text string }{
		{"plain", "1. Den. Wolves sleep here.\n3 Wolves: AC 13, HD 2, bite 1d6\n2 Goblins: AC 6, HD 1-1, hp 4\n2. Pool. Cold water."},
		{"bold", "**1. Den.** Wolves sleep here.\n**3 Wolves:** AC 7 [12], HD 2, Att 1 × bite (1d6)\n**Orcs (6):** AC 6 [13], HD 1\n**2. Pool.** Cold water."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := keysOf(tc.text, nil); !slices.Equal(got, []string{"1", "2"}) {
				t.Errorf("keys = %q, want [1 2]", got)
			}
		})
	}
}

// TestScannedKeyWithComma: OCR reads the full stop of a scanned key as a
// comma, and a typo prints one; on a line set apart, or in a bold run
// closed by its title's stop, it is still a key — in running text or
// before a title in lower case it is not.
func TestScannedKeyWithComma(t *testing.T) {
	for _, tc := range []struct {
		name, line, key string
		ok              bool
	}{
		{"heading", "### 4, SHRINE OF THE GRAIN MOTHER", "4", true},
		{"bold line", "**12, GUARD ROOM**", "12", true},
		{"running text", "**4, Five and six** are empty.", "", false},
		{"title not in capitals", "### 2, the Guard", "", false},
		{"TSR bold run closed by its title's stop", "**1, Landing.** A stair descends into dust.", "1", true},
		{"BFRPG bold run closed by a colon", "**7, Guard Room:** Four goblins play dice.", "7", true},
		{"OSE heading in sentence case", "### 3, Flooded cellar", "3", true},
		{"bold run without a stop before lower case", "**2, Three and four** lie beyond.", "", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			k, ok := boldKey(linesOf([]requests.Page{{Number: 1, Text: tc.line}})[0])
			if ok != tc.ok || k.key != tc.key {
				t.Errorf("boldKey(%q) = %q, %v; want %q, %v", tc.line, k.key, ok, tc.key, tc.ok)
			}
		})
	}
}

// TestPlacesKeyedByName: in a module with no numbered keys, a village or
// a wilderness pointcrawl, the headings of the rank that opens each
// described place are the keys, the key being the name as printed; book
// apparatus at that rank, sections in other type and the rows of a rumour
// table are not, and a column of counts read apart from its table takes
// no place's heading for an entry.
func TestPlacesKeyedByName(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		want       []string
	}{
		{"a village under Markdown headings",
			"# Millbrook\n\n## Introduction\nMillbrook is a quiet village on the river Wend, far from any road.\n\n" +
				"## Rumours\nd6 Rumour\n1 The miller hides gold in the wheel. (False.)\n2 The priest was once a thief. (True.)\n3 Wolves took the shepherd's son. (True.)\n\n" +
				"## Visitors\nRoll each morning.\n**d4 Visitor**\n- 1 A pedlar with ribbons\n- 2 Two drovers\n- 3 The reeve on his rounds\n- 4 A lost child\n**Number**\n1d6\n2d4\n1d8\n1\n1\n\n" +
				"## The Old Mill\n*The great wheel turns slowly in the brown water.*\nThe miller, Hob (F1, hp 5, AC 9), grinds grain for the valley.\n\n" +
				"## The Chapel of Saint Anne\nA small stone chapel stands by the ford, its door open.\n\n" +
				"## Using This Book\nEach place is described under its own name in the pages that follow.\n\n" +
				"## The Ford\nStepping stones cross the river here to the far meadow.",
			[]string{"The Old Mill", "The Chapel of Saint Anne", "The Ford"}},
		{"a moor pointcrawl in bold capitals",
			"# The High Moor\n\n### About the Moor\nThe moor is a wide waste of heather and bog between the hills.\n\n" +
				"### Travel on the Moor\nEach path takes half a day to walk in good weather.\n\n" +
				"**HANGMAN'S OAK**\nA dead oak stands alone on the ridge, a rope still hanging from it.\nA path leads east to the Standing Stones.\n\n" +
				"**THE STANDING STONES**\nNine grey stones stand in a ring on the hilltop.\n\n" +
				"**THE BLACK TARN**\nDark water lies still under a sky of low cloud.\n\n**The High Moor**\n\n**4**",
			[]string{"HANGMAN'S OAK", "THE STANDING STONES", "THE BLACK TARN"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := keysOf(tc.text, nil); !slices.Equal(got, tc.want) {
				t.Errorf("keys = %q, want %q", got, tc.want)
			}
		})
	}
}

// TestRolledListsAreNoAreas: a list led by die values under a heading or
// caption that names a die or what is rolled for ("Rumours", "d6 Whispers"),
// or under a line of prose that names the die the list covers, is a table
// rolled on, never area keys, in a module's numbered key style and in a
// hexcrawl's; the areas after it are still keyed.
func TestRolledListsAreNoAreas(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		want       []string
	}{
		{"rumours under a heading, the die in the prose between",
			"### Rumours\nEach character hears one rumour at the inn. Roll 1d6 for each.\n1. The miller hides gold in the wheel. (False.)\n2. Wolves den on the ridge. (True.)\n3. The abbot never died. (Partly true.)\n4. Toads sing on the mere. (True.)\n5. The bell tolls for the dead. (False.)\n6. The ford is watched. (True.)\n\n### Hex Key\n**0101 Ewe's Cairn**\nA cairn of white chalk stones stands on the ridge.\n**0102 Greyford**\nThe river runs wide and shallow over shingle.",
			[]string{"0101|Ewe's Cairn", "0102|Greyford"}},
		{"rumours in capitals, no die printed, keys in the list's own form",
			"RUMOURS\n1. The old mill is haunted by its miller.\n2. A bell rings under the floor at night.\n3. The reeve pays 50 gp to silence it.\n\n1. GATEHOUSE\nTwo guards play cards by a brazier.\n2. COURTYARD\nWeeds grow between the flagstones.",
			[]string{"1|GATEHOUSE", "2|COURTYARD"}},
		{"a caption naming a die over a zine's list",
			"**d4 Whispers in the Crypt**\n1 A cold hand on the neck.\n2 The smell of hot bronze.\n3 A bell, very far off.\n4 Your name, said once.\n\n[1] Collapsed chapel\nRubble chokes the nave and the roof is open to the sky.\n[2] Bell pit\nA pit under a broken frame drops into darkness.",
			[]string{"1|Collapsed chapel", "2|Bell pit"}},
		{"rumours alone on their page",
			"### Introduction\nThe downs lie west of the wood.\n\n### Rumours\nEach character hears one rumour at the inn. Roll 1d6 for each.\n1. Wolves took six ewes by the cairn. (True.)\n2. The knight pays silver for gnoll ears. (False.)\n3. The hoard lies under the pit. (Partly true.)\n4. Toads sing on the mere at night. (True.)\n5. The kings rise at every dark moon. (False.)\n6. The gnolls buy captives. (True.)",
			nil},
		{"a caption naming a die over a list alone on its page",
			"**The Bell Ringer Knows (d4)**\n1 The crypt floods at high tide.\n2 The sexton keeps a second key.\n3 Bronze eats the dead.\n4 The last bell was never rung.",
			nil},
		{"a die in the section's prose does not swallow its keys",
			"### Dungeon Key\nRoll 1d6 each turn for wandering monsters.\n1. Entrance. Dust lies thick on the floor.\n2. Hall. Benches rot along the walls.\n3. Shrine. An idol of the toad god squats here.",
			[]string{"1|Entrance", "2|Hall", "3|Shrine"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := titled(areasOf(t, tc.text)); !slices.Equal(got, tc.want) {
				t.Errorf("areas = %q, want %q", got, tc.want)
			}
			if got := sitesOf(t, []requests.Page{{Number: 1, Text: tc.text}}); len(tc.want) == 0 && len(got) > 0 ||
				len(tc.want) > 0 && (len(got) != 1 || len(strings.Fields(got[0][strings.Index(got[0], ":")+1:])) != len(tc.want)) {
				t.Errorf("survey sites = %q, want the keys of %q", got, tc.want)
			}
		})
	}
}

// TestSectionHeadingEndsLastArea: a heading set in heading size ends the
// area before it whatever its case, so the back of a booklet (its
// monsters, its tables) is no part of the last area, in a zine's print
// (bracketed keys, bold names over long-form stats) and a B/X booklet's
// (bold run-in keys, stat lines, a d% table).
func TestSectionHeadingEndsLastArea(t *testing.T) {
	for _, tc := range []struct{ name, text, last string }{
		{"zine", "**[9] Reliquary**\nA shelf holds a finger-bone in a crystal tube (120 gp). A candle burns by it.\n\n### In the back: monsters\nThese are met only on the table.\n**Candle wisp**\nHP 9 DEF 16 ATK touch (d6 fire) MV fly 60ft MOR 7\nA floating knot of lit tallow.\n**Crypt hound**\nHP 15 DEF 13 ATK bite (d8) MV 50ft MOR 9\nA hairless grey hound.\n\n### In the back: grave goods\nRoll d6 for each coffin searched.\n**d6 Grave goods**\n- 1 Nothing but dust\n- 2 A copper ring (1 gp)",
			"A shelf holds a finger-bone in a crystal tube (120 gp). A candle burns by it."},
		{"b/x booklet", "**14. Vault.** Three chests stand against the far wall, all empty.\n\n## The beasts of the fen, and their treasure\nGiant leech: AC 7, HD 6, #AT 1, D 1d6, MV 90' (30'), SV F3, ML 10\nTreasure of the fen (d%): 01-50 1d100 gp; 51-00 a pearl (100 gp).",
			"Three chests stand against the far wall, all empty."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			as := areasOf(t, tc.text)
			if len(as) != 1 || strings.TrimSpace(as[0].Description) != tc.last {
				var got []string
				for _, a := range as {
					got = append(got, a.Key+": "+a.Description)
				}
				t.Errorf("areas = %q, want one whose text is %q", got, tc.last)
			}
		})
	}
}

// TestSentenceCaseTitlesAmongOthers: a key whose title is run into its
// text in sentence case ("1. Great hall. The roof…") keys its area among
// keys titled in one word or in capitals, under level headings too; an
// untitled key in the run of keys keys its area, while list items inside
// an area, whose numbers start again, key none. In a B/X key of plain
// run-in keys and in a one-column booklet of bold keys.
func TestSentenceCaseTitlesAmongOthers(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		want       []string
	}{
		{"plain run-in", "1. Great hall. The roof has fallen in.\n\n2. Kitchen. Pots hang from hooks.\n\n3. Chapel. Pews lie overturned.\n\n4. Old well. A rope hangs into the dark.",
			[]string{"1|Great hall", "2|Kitchen", "3|Chapel", "4|Old well"}},
		{"under level headings", "## Level 1\n\n1. Guard room. Two goblins dice by a brazier.\n\n2. Store room. Sacks of grain line the walls.\n\n3. Well. A deep well drops into darkness.\n\n## Level 2\n\n1. Crypt. Six stone coffins line the walls.\n\n2. Shrine. An altar of black stone.",
			[]string{"1|Guard room", "2|Store room", "3|Well", "1|Crypt", "2|Shrine"}},
		{"bold, untitled keys leading up", "**1** A cave entrance with an open pit.\n\n**2** A long corridor leads to the nest.\n\n**3** Niche. The concealed door is obvious.\n\n**4** Two benches. An orc sleeps here.",
			[]string{"1|", "2|", "3|Niche", "4|Two benches"}},
		{"list items inside an area", "3. Crypt. Six stone coffins line the walls. The bones whisper:\n1. The abbot is not dead.\n2. The well leads down to the sea.\n\n4. Tomb. A sealed tomb of grey marble.\n\n5. Ossuary. Skulls to the ceiling.",
			[]string{"3|Crypt", "4|Tomb", "5|Ossuary"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			for _, surveyed := range []bool{true, false} {
				if got := titled(answered(t, []requests.Page{{Number: 1, Text: tc.text}}, surveyed)); !slices.Equal(got, tc.want) {
					t.Errorf("surveyed %v: areas = %q, want %q", surveyed, got, tc.want)
				}
			}
		})
	}
}

// TestListItemsNumberedUpToTheNextKey: a list inside an area whose items
// are numbered up to that area's own key ("3. CRYPT:" holding "1. bones",
// "2. …", "3. …" over "4. TOMB:") keys no areas, though its last item comes
// right before the next key: an area's key is printed once and keys run in
// order, so an untitled key is kept only between the titled keys around
// it. In B/X keys in capitals with a colon and Basic Fantasy's run-in
// keys in Title Case, each under level headings; untitled keys leading up
// to the first titled one stay keys.
func TestListItemsNumberedUpToTheNextKey(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		want       []string
	}{
		{"B/X capitals with a colon", "## Upper Vaults\n\n1. GUARD ROOM: Two bandits dice at a table.\n\n2. ARMOURY: Racks of spears line the walls.\n\n## Sub-Level: The Crypts\n\n3. CRYPT: Three coffins hold the dead of the keep.\n1. The first holds bones.\n2. The second holds a silver ring.\n3. The third holds a zombie (AC 8, HD 2, hp 9).\n\n4. TOMB: A sealed tomb of grey marble.\n\n5. SHRINE: An altar of black stone.",
			[]string{"1|GUARD ROOM", "2|ARMOURY", "3|CRYPT", "4|TOMB", "5|SHRINE"}},
		{"run-in Title Case", "## Level 1\n\n1. Gatehouse. The portcullis is rusted half open.\n\n2. Stair. Steps lead down into the dark.\n\n## Level 2\n\n3. Well Room. The rope is rotten. Roll for each climber.\n1. The first climber to use it falls.\n2. The second climber slips.\n3. The third climber is safe.\n\n4. Barracks. Straw pallets cover the floor.\n\n5. Kitchen. A fire burns under an iron pot.",
			[]string{"1|Gatehouse", "2|Stair", "3|Well Room", "4|Barracks", "5|Kitchen"}},
		{"untitled keys leading up", "1. A cave mouth.\n\n2. A long corridor.\n\n3. CRYPT: Six coffins.\n\n4. TOMB: A sealed tomb.",
			[]string{"1|", "2|", "3|CRYPT", "4|TOMB"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			for _, surveyed := range []bool{true, false} {
				if got := titled(answered(t, []requests.Page{{Number: 1, Text: tc.text}}, surveyed)); !slices.Equal(got, tc.want) {
					t.Errorf("surveyed %v: areas = %q, want %q", surveyed, got, tc.want)
				}
			}
		})
	}
}

// TestBoldKeyUnderUnfinishedLine: a bold key and title set right under
// the last line of the block before it, with no blank line between, keys
// its area though that line ends without a stop (a list item, a treasure
// line) or with a cross-reference to it carried to the line's head ("…
// leads down to" over "area 3."): in an OSE key with bullets and a B/X
// key with run-in titles.
func TestBoldKeyUnderUnfinishedLine(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		want       []string
	}{
		{"bullets, key over its text", "**1. Narthex**\n\nDust and fallen plaster.\n- **Font:** dry, a silver ring in it\n**2. Nave**\n\nPews overturned.\n- **Altar:** stained black. A secret door behind it leads down to\narea 3.\n**3. Crypt**\n\nCold air and old bones.",
			[]string{"1|Narthex", "2|Nave", "3|Crypt"}},
		{"run-in, treasure line", "**4. GUARD ROOM.** Four goblins sit around a table.\nTreasure: 40 gp, a silver cup\n**5. WELL ROOM.** A deep well drops into darkness.\nTreasure: none\n**6. STORE.** Sacks of mouldy grain.",
			[]string{"4|GUARD ROOM", "5|WELL ROOM", "6|STORE"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			for _, surveyed := range []bool{true, false} {
				if got := titled(answered(t, []requests.Page{{Number: 1, Text: tc.text}}, surveyed)); !slices.Equal(got, tc.want) {
					t.Errorf("surveyed %v: areas = %q, want %q", surveyed, got, tc.want)
				}
			}
		})
	}
}

// TestFolioReadBetweenColumns: on pages set in two columns, the text
// layer may read a page's number and running head between the columns,
// in the middle of the page text. The running head is still page
// apparatus, not text of the area it falls in, and a key set alone on its
// line right over the folio still keys the text after it: in a TSR
// module's bold capitals under running heads in capitals, and an OSE
// booklet's heading keys under running heads in Title Case.
func TestFolioReadBetweenColumns(t *testing.T) {
	for _, tc := range []struct {
		name, head1, head2, key5, key6, key7 string
	}{
		{"TSR bold capitals", "DUNGEON MODULE B12", "THE SUNKEN HALLS", "**5. VESTRY.**", "**6. OSSUARY.**", "**7. TOMB OF THE PRIEST-KING.**"},
		{"OSE heading keys", "The Sunken Halls", "Part Two", "### 5. Vestry", "### 6. Ossuary", "### 7. Tomb of the Priest-King"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			pages := []requests.Page{
				{Number: 1, Text: tc.head1 + "\n\n" + tc.key5 + "\n\nMouldering robes hang on pegs.\n\n14\n\n" + tc.head2 + "\n\nOne holds a silver holy symbol."},
				{Number: 2, Text: tc.head2 + "\n\n" + tc.key6 + "\n\nBones are stacked in neat walls to the ceiling.\n\n" + tc.key7 + "\n\n15\n\n" + tc.head1 + "\n\nA great sarcophagus of green stone fills the middle\nof this chamber.\n\nThe priest-king is a wight. He wears a gold crown."},
			}
			for _, surveyed := range []bool{true, false} {
				areas := answered(t, pages, surveyed)
				if got, want := keysOfAreas(areas), []string{"5", "6", "7"}; !slices.Equal(got, want) {
					t.Fatalf("surveyed %v: keys = %q, want %q", surveyed, got, want)
				}
				for _, a := range areas {
					if text := areaTextOf(a); strings.Contains(text, tc.head1) || strings.Contains(text, tc.head2) {
						t.Errorf("surveyed %v: area %s text %q holds a running head", surveyed, a.Key, text)
					}
				}
				if text := areaTextOf(areas[2]); !strings.HasPrefix(text, "A great sarcophagus") {
					t.Errorf("surveyed %v: area 7 text = %q, want the sarcophagus", surveyed, text)
				}
			}
		})
	}
}

// keysOfAreas returns the keys of areas.
func keysOfAreas(areas []requests.Area) []string {
	var out []string
	for _, a := range areas {
		out = append(out, a.Key)
	}
	return out
}

// TestRoomsOfAPlaceInsideAnArea: rooms lettered from A inside a keyed
// area (a tower in a hex, a lair in a cave) key areas of their own, in a
// site named by the area's title, and the keys after them go on in the
// site before; in a hexcrawl's bold keys and a B/X dungeon's plain keys
// in capitals. Letters that head sections of numbered keys ("A. KOBOLD
// LAIR" over "1. …") stay no areas. A way to another hex printed after
// the rooms is the hex's, not the last room's.
func TestRoomsOfAPlaceInsideAnArea(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		keys       []string
		sites      []string // "site: key key …"
	}{
		{"hexcrawl", "# The Downs\n\n**0201 Barrow of the Nine**\nDowns. A long barrow ringed by stones.\n\n**0202 Hollin Tower**\nHills. A square watchtower of grey stone.\n**A. Yard.** A fire burns in the middle of the yard.\n**B. Hall.** The ground floor of the tower is one long room.\nThe cart road leads west down the hill to the barrow in hex 0201.\n\n**0203 The Ashpit**\nDowns. A wide crater of black earth.\n\n**0304 Gurrash's Knoll**\nWoods. A rocky knoll rises out of the trees.\n**A. Cave mouth.** Two gnolls keep watch.\n**B. Den.** A stinking cave full of straw.\n**C. Chieftain's hollow.** Gurrash sleeps here.",
			[]string{"0201", "0202", "A", "B", "0203", "0304", "A", "B", "C"},
			[]string{"The Downs: 0201 0202 0203 0304", "Hollin Tower: A B", "Gurrash's Knoll: A B C"}},
		{"dungeon", "# Downs\n\n7. GUARD ROOM. Four orcs dice by a brazier.\n\n8. OGRE'S CAVE. A wide cave that stinks of rot.\nA. LARDER. Haunches of meat hang from hooks.\nB. BEDCHAMBER. A heap of furs where the ogre sleeps.\n\n9. WELL. A deep shaft drops into the dark.",
			[]string{"7", "8", "A", "B", "9"},
			[]string{"Downs: 7 8 9", "OGRE'S CAVE: A B"}},
		{"lair headings", "A. KOBOLD LAIR\nKobolds dwell here.\n\n1. GUARD ROOM\nSix kobolds.\n\n2. STORE\nSacks.\n\nB. ORC LAIR\nOrcs dwell here.\n\n3. GATE\nTwo orcs.",
			[]string{"1", "2", "3"}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			pages := []requests.Page{{Number: 1, Text: tc.text}}
			for _, surveyed := range []bool{true, false} {
				if got := keysOfAreas(answered(t, pages, surveyed)); !slices.Equal(got, tc.keys) {
					t.Errorf("surveyed %v: keys = %q, want %q", surveyed, got, tc.keys)
				}
			}
			for _, a := range answered(t, pages, true) {
				for _, x := range a.Exits {
					if a.Key == "B" && x.Target == "0201" {
						t.Errorf("room B leads to %s: the way out of the tower is its hex's", x.Target)
					}
				}
			}
			if tc.sites == nil {
				return
			}
			var s requests.Survey
			decode(t, built(t)(requests.BuildSurveyRequest(1, pages, requests.Settings{})), &s)
			var got []string
			for _, site := range s.Sites {
				var keys []string
				for _, lv := range site.Levels {
					for _, k := range lv.Keys {
						keys = append(keys, k.Key)
					}
				}
				got = append(got, site.Name+": "+strings.Join(keys, " "))
			}
			if !slices.Equal(got, tc.sites) {
				t.Errorf("sites = %q, want %q", got, tc.sites)
			}
		})
	}
}

// TestKeyAtColumnFootOverFolio: a layout that does not keep a heading with
// its text can set a key alone at the foot of a page, its page number
// under it and its text at the head of the next page. The key still keys
// that text: in a Labyrinth Lord module's bold capitals with a colon and
// a Basic Fantasy module's Title Case keys with a full stop.
func TestKeyAtColumnFootOverFolio(t *testing.T) {
	for _, tc := range []struct{ name, key6, key7, key8 string }{
		{"LL bold capitals", "**6. FLOODED HALL:**", "**7. CHAPEL OF SAINT VEIL:**", "**8. OSSUARY:**"},
		{"BFRPG Title Case", "**6. Flooded Hall.**", "**7. Chapel of Saint Veil.**", "**8. Ossuary.**"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			pages := []requests.Page{
				{Number: 1, Text: "THE CISTERN OF ASHES\n\n" + tc.key6 + "\n\nWater stands knee deep in this long hall.\n\n" + tc.key7 + "\n\n1"},
				{Number: 2, Text: "THE CISTERN OF ASHES\n\n*A broken altar stands under a cracked window.*\n\nThe altar's hollow base holds 200 sp.\n\n" + tc.key8 + "\n\nSkulls fill niches from floor to ceiling.\n\n2"},
			}
			for _, surveyed := range []bool{true, false} {
				areas := answered(t, pages, surveyed)
				if got, want := keysOfAreas(areas), []string{"6", "7", "8"}; !slices.Equal(got, want) {
					t.Fatalf("surveyed %v: keys = %q, want %q", surveyed, got, want)
				}
				if a := areas[1]; a.ReadAloud != "A broken altar stands under a cracked window." || !strings.Contains(a.Description, "200 sp") {
					t.Errorf("surveyed %v: area 7 = read-aloud %q, description %q; want the altar's text", surveyed, a.ReadAloud, a.Description)
				}
			}
		})
	}
}

// TestMapLegendIsNoArea: a map's legend (or a list of contents) prints the
// keys with their titles alone, one under the other, before the keyed text
// itself. Its rows key no area, so the areas keep the keyed text's titles
// and texts and nothing of the legend: in a Labyrinth Lord module's plain
// "1 Entry Stair" legend over bold capital keys, and an OSE booklet's
// "1. Gatehouse" legend, a row to a paragraph, over heading keys.
func TestMapLegendIsNoArea(t *testing.T) {
	for _, tc := range []struct{ name, legend, key1, key2 string }{
		{"LL plain legend", "### Map Key\n1 Entry Stair\n2 Guard Room\n3 Kennel", "**1. ENTRY STAIR:**", "**2. GUARD ROOM:**"},
		{"OSE legend by paragraphs", "### Key to the Map\n\n1. Gatehouse\n\n2. Stables\n\n3. Chapel", "### 1. Gatehouse", "### 2. Stables"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			pages := []requests.Page{{Number: 1, Text: "# The Cistern of Ashes\n\nThe cistern lies under the burned abbey.\n\n" + tc.legend +
				"\n\n### Upper Vaults\n\n" + tc.key1 + "\n\nA stair of black stone winds down into the dark.\n\n" + tc.key2 + "\n\nFour straw pallets lie around a cold brazier."}}
			for _, surveyed := range []bool{true, false} {
				areas := answered(t, pages, surveyed)
				if got, want := keysOfAreas(areas), []string{"1", "2"}; !slices.Equal(got, want) {
					t.Fatalf("surveyed %v: keys = %q, want %q", surveyed, got, want)
				}
				if text := areaTextOf(areas[0]); text != "A stair of black stone winds down into the dark." {
					t.Errorf("surveyed %v: area 1 text = %q, want the stair", surveyed, text)
				}
			}
		})
	}
}

// TestShortFirstPageWithAKey: a first page with the title and one short
// key is no cover, which the pipeline does not read for areas: it is a
// page of the key, so the area keyed there is not lost. In an OSE
// booklet's heading key and a B/X module's bold capitals.
func TestShortFirstPageWithAKey(t *testing.T) {
	for _, key := range []string{"### 1. Antechamber", "**1. ANTECHAMBER.**"} {
		pages := []requests.Page{
			{Number: 1, Text: "# The Sunken Keep\n\n" + key + "\nDust lies thick on the floor."},
			{Number: 2, Text: strings.NewReplacer("1. Antechamber", "2. Vault", "1. ANTECHAMBER", "2. VAULT").Replace(key) + "\nA chest stands open.\n\n" + strings.NewReplacer("1. Antechamber", "3. Well", "1. ANTECHAMBER", "3. WELL").Replace(key) + "\nA dry well."},
		}
		var s requests.Survey
		decode(t, built(t)(requests.BuildSurveyRequest(1, pages, requests.Settings{})), &s)
		if s.Pages[0].Role != requests.RoleAreaKey {
			t.Errorf("%s: page 1 role %q, want %q", key, s.Pages[0].Role, requests.RoleAreaKey)
		}
	}
}

// TestNumbersAtLineHeadKept: a line break can set a count or a stat's
// value at a line's head, where a map label printed over the text would
// stand; "3 or 4 rings", "5 to 6 pies" and the value of a stat label
// ending the line before ("#AT" over "1 or spell") keep their numbers. In
// B/X bold capitals and an OSE heading key.
func TestNumbersAtLineHeadKept(t *testing.T) {
	for _, tc := range []struct{ key, text, want string }{
		{"**1. HALL.**", "The chest holds\n2 daggers and\n3 or 4 rings, and\n5 to 6 pies.", "The chest holds 2 daggers and 3 or 4 rings, and 5 to 6 pies."},
		{"### 1. Hall", "An ogre (AC 5 [14], HD 4+1, Att\n1 or spell, MV 90' (30'), ML 10) waits.", "An ogre (AC 5 [14], HD 4+1, Att 1 or spell, MV 90' (30'), ML 10) waits."},
	} {
		pages := []requests.Page{{Number: 1, Text: "# The Keep\n\n" + tc.key + " " + tc.text + "\n\n**2. YARD.** Mud."}}
		if strings.HasPrefix(tc.key, "#") {
			pages[0].Text = "# The Keep\n\n" + tc.key + "\n" + tc.text + "\n\n### 2. Yard\nMud."
		}
		areas := answered(t, pages, false)
		if len(areas) == 0 || areaTextOf(areas[0]) != tc.want {
			t.Errorf("%s: areas = %+v, want area 1 reading %q", tc.key, areas, tc.want)
		}
	}
}

// TestSubHeadingsStayInTheirArea: a line set apart inside an area that
// names no level — a sub-heading ("Treasure", "Development", "Tactics") or
// the header row of a small table the text layer sets in bold — heads a
// part of the open area when it is set below the area's key or, set like
// the key, when the next key counts on from the open one: the text under
// it stays the area's, and no area is lost or invented. A level heading
// still closes the area, and so does the heading over a rolled table; a
// line at the head of a page (a running head) heads nothing in it. In TSR-style headings, OSE-style bold run-in
// keys, BFRPG-style bold keys and B/X capital keys.
func TestSubHeadingsStayInTheirArea(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		want       []string // key|title|text
	}{
		{"TSR headings, bold sub-headings",
			"### 1. Shrine\n\nTwo priests chant here.\n\n**Development**\nIf the bell rings, the priests flee.\n**Treasure**\n\nThe idol holds 3 emeralds.\n\n### 2. Tomb\n\nEmpty.",
			[]string{"1|Shrine|Two priests chant here. Development If the bell rings, the priests flee. Treasure The idol holds 3 emeralds.", "2|Tomb|Empty."}},
		{"OSE bold run-in keys, bold sub-headings",
			"**1. Shrine.** Two priests chant here.\n\n**Tactics**\n\nThe priests ring the bell.\n\n**Treasure**\n\nThe idol holds 3 emeralds.\n\n**2. Tomb.** Empty.",
			[]string{"1|Shrine|Two priests chant here. Tactics The priests ring the bell. Treasure The idol holds 3 emeralds.", "2|Tomb|Empty."}},
		{"BFRPG bold keys, a table's bold header row",
			"**1. Shrine:** Two priests chant here.\n\n**Name AC HD hp**\nPriest Grob 5 3 14\n\nThe idol holds 3 emeralds.\n\n**2. Tomb:** Empty.",
			[]string{"1|Shrine|Two priests chant here. Name AC HD hp Priest Grob 5 3 14. The idol holds 3 emeralds.", "2|Tomb|Empty."}},
		{"B/X capital keys, a sub-heading in capitals",
			"1. SHRINE. Two priests chant here.\n\nTREASURE\n\nThe idol holds 3 emeralds.\n\n2. TOMB. Empty.",
			[]string{"1|SHRINE|Two priests chant here. The idol holds 3 emeralds.", "2|TOMB|Empty."}},

		{"TSR headings, the heading of a rolled table closes the area",
			"### 1. Shrine\n\nTwo priests chant here.\n\n### Wandering Monsters\n\nRoll 1d6 each hour.\n\n1. Goblins (1d6)\n2. Giant rats (2d4)\n3. Skeletons (1d4)\n4. Orcs (1d4)\n5. Bandits (2d4)\n6. Wolves (1d4)\n\n### 2. Tomb\n\nEmpty.",
			[]string{"1|Shrine|Two priests chant here.", "2|Tomb|Empty."}},
		{"OSE bold run-in keys, the bold heading of a rolled table closes the area",
			"**1. Shrine.** Two priests chant here.\n\n**Wandering Monsters**\n\n| d6 | Monster |\n|---|---|\n| 1 | Goblins (1d6) |\n| 2 | Giant rats (2d4) |\n| 3 | Skeletons (1d4) |\n| 4 | Orcs (1d4) |\n| 5 | Bandits (2d4) |\n| 6 | Wolves (1d4) |\n\n**2. Tomb.** Empty.",
			[]string{"1|Shrine|Two priests chant here.", "2|Tomb|Empty."}},
		{"TSR headings, a level heading closes the area",
			"### 1. Shrine\n\nTwo priests chant here.\n\n**Level 2**\n\nThe stair ends in a cold hall.\n\n### 2. Tomb\n\nEmpty.",
			[]string{"1|Shrine|Two priests chant here.", "2|Tomb|Empty."}},
		{"OSE bold run-in keys, a bold heading where the keys number again",
			"**1. Shrine.** Two priests chant here.\n\n**The Lower Caves**\n\nThe caves are wet.\n\n**1. Pool.** Still water.",
			[]string{"1|Shrine|Two priests chant here.", "1|Pool|Still water."}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var got []string
			for _, a := range areasOf(t, tc.text) {
				got = append(got, a.Key+"|"+a.Title+"|"+strings.TrimSpace(a.ReadAloud+" "+a.Description))
			}
			if !slices.Equal(got, tc.want) {
				t.Errorf("areas =\n%q\nwant\n%q", got, tc.want)
			}
		})
	}
	// the head of a page is a running head's place, never a sub-heading's
	for _, head := range []string{"*The Hill*\n\npage 2", "**The Hill**"} {
		var c requests.Content
		pages := []requests.Page{{Number: 1, Text: "**1. Shrine.** Two priests chant here."}, {Number: 2, Text: head + "\n\n**2. Tomb.** Empty."}}
		decode(t, built(t)(requests.BuildContentRequest(pages, nil, requests.Settings{})), &c)
		if len(c.Areas) != 2 || c.Areas[0].Description != "Two priests chant here." {
			t.Errorf("running head %q: areas %+v", head, c.Areas)
		}
	}
}

// TestSubheadingUnderLastKey: a sub-heading in the keys' type under an
// area's last key ("### Secrets", "**Clues.**") names a part of that area,
// whose text it keeps, where no key after it counts on from the last.
func TestSubheadingUnderLastKey(t *testing.T) {
	for _, tc := range []struct{ name, text string }{
		{"headings", "### 1) Gatehouse\nThe gate hangs from one hinge.\n### 2) Courtyard\nNettles choke the yard.\n### Secrets\nA loose flagstone hides a key to the tower."},
		{"bold lines", "**1 GATEHOUSE**\nThe gate hangs from one hinge.\n**2 COURTYARD**\nNettles choke the yard.\n**SECRETS**\nA loose flagstone hides a key to the tower."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			as := areasOf(t, tc.text)
			if len(as) != 2 || !strings.Contains(as[1].Description, "loose flagstone") {
				t.Errorf("areas = %+v, want two, the second holding the secret", as)
			}
		})
	}
}

// TestAreaRunsPastRunningHead: an area whose text runs on to the next
// page, under the module's title as a running head that the batch shows
// once (its first page prints the title as a heading), keeps the text
// after the head: in a Basic Fantasy booklet's italic head over a block of
// labelled stats and the paragraph after it, and under a TSR module's
// upright head in capitals with its folio.
func TestAreaRunsPastRunningHead(t *testing.T) {
	block := "**Zombies (2)**\n\nArmor Class: 12\nHit Dice: 2\nNo. of Attacks: 1 claw\nDamage: 1d8\nMorale: 12\nXP: 75\nHit Points: 13, 9\n\n"
	for _, tc := range []struct{ name, p1, p2, want string }{
		{"Basic Fantasy italic head",
			"# The Sunken Mill\n\n**Area 1 - Gate**\nA gate. A door opens north into the hall (area 2).\n\n**Area 2 - Hall**\nA long hall with a table. Two zombies guard it.",
			"*The Sunken Mill*\n\n" + block + "The corridor west leads to the kitchen (area 3).\n\n**Area 3 - Kitchen**\nCold.",
			"The corridor west leads to the kitchen (area 3)."},
		{"TSR capitals head and folio",
			"# THE SUNKEN MILL\n\n**1. GATE.** A gate. A door opens north into the hall (area 2).\n\n**2. HALL.** A long hall with a table. Two zombies guard it.",
			"THE SUNKEN MILL\n\npage 2\n\nThe corridor west leads to the kitchen (area 3).\n\n**3. KITCHEN.** Cold.",
			"Two zombies guard it. The corridor west leads to the kitchen (area 3)."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var c requests.Content
			pages := []requests.Page{{Number: 1, Text: tc.p1}, {Number: 2, Text: tc.p2}}
			decode(t, built(t)(requests.BuildContentRequest(pages, nil, requests.Settings{})), &c)
			if len(c.Areas) != 3 || !strings.HasSuffix(c.Areas[1].Description, tc.want) || strings.Contains(strings.ToLower(c.Areas[1].Description), "sunken mill") {
				t.Fatalf("areas %+v, want area 2's text to end %q, without the running head", c.Areas, tc.want)
			}
			if !slices.ContainsFunc(c.Areas[1].Exits, func(e requests.Exit) bool { return e.Target == "3" }) {
				t.Errorf("area 2's exits %+v lack the way to area 3", c.Areas[1].Exits)
			}
		})
	}
}
