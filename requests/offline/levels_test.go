package offline

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/scriptorium/scriptorium/requests"
)

// surveyLevels writes the levels of the survey of text (one page) as
// "level: keys".
func surveyLevels(t *testing.T, text string) []string {
	t.Helper()
	var out []string
	for _, l := range surveySiteLevels(t, text) {
		out = append(out, l[strings.Index(l, " / ")+3:])
	}
	return out
}

// surveySiteLevels writes the sites and levels of the survey of text (the
// first page) as "site / level: keys".
func surveySiteLevels(t *testing.T, text string) []string {
	t.Helper()
	return pagesSiteLevels(t, []requests.Page{{Number: 1, Text: text}})
}

// pagesFrom returns texts as pages numbered from 1.
func pagesFrom(texts []string) []requests.Page {
	var out []requests.Page
	for n, text := range texts {
		out = append(out, requests.Page{Number: n + 1, Text: text})
	}
	return out
}

// pagesSiteLevels writes the sites and levels of the survey of pages as
// "site / level: keys".
func pagesSiteLevels(t *testing.T, pages []requests.Page) []string {
	t.Helper()
	var s requests.Survey
	decode(t, built(t)(requests.BuildSurveyRequest(1, pages, requests.Settings{})), &s)
	var out []string
	for _, site := range s.Sites {
		for _, l := range site.Levels {
			var keys []string
			for _, k := range l.Keys {
				keys = append(keys, k.Key)
			}
			out = append(out, site.Name+" / "+l.Name+": "+strings.Join(keys, " "))
		}
	}
	return out
}

// TestHeadingBetweenLevelsNamesNoSite: a heading under a level's (a
// wandering table's, a sidebar's) before the next level heading is a part
// of the level before, not a site, though the keys number again from 1
// after it. In OSE-style Markdown headings, B/X capitals and BFRPG bold
// lines.
func TestHeadingBetweenLevelsNamesNoSite(t *testing.T) {
	for _, tc := range []struct {
		style, text string
		want        []string
	}{
		{"OSE", "# The Sunken Chapel\n\n## Level 1: Upper Vaults\n\n**1. Landing.** A stair descends.\n\n**2. Chapel.** Pews lie broken.\n\n" +
			"### Wandering Monsters (Upper Vaults)\n\n**d6 Encounter**\n- 1-3 1d4 Goblins\n- 4-6 2d4 Rats\n\n" +
			"## Level 2: Lower Vaults\n\n**1. Crypt.** Coffins line the walls.\n\n**2. Ossuary.** Bones are stacked high.\n",
			[]string{"The Sunken Chapel / Level 1: Upper Vaults: 1 2", "The Sunken Chapel / Level 2: Lower Vaults: 1 2"}},
		{"B/X", "THE SUNKEN CHAPEL\n\nDUNGEON LEVEL 1\n\n1. LANDING. A stair descends.\n\n2. CHAPEL. Pews lie broken.\n\n" +
			"WANDERING MONSTERS (LEVEL 1)\n\n**d6 Encounter**\n- 1-3 1d4 Goblins\n- 4-6 2d4 Rats\n\n" +
			"DUNGEON LEVEL 2\n\n1. CRYPT. Coffins line the walls.\n\n2. OSSUARY. Bones are stacked high.\n",
			[]string{"THE SUNKEN CHAPEL / DUNGEON LEVEL 1: 1 2", "THE SUNKEN CHAPEL / DUNGEON LEVEL 2: 1 2"}},
		{"BFRPG", "# The Sunken Chapel\n\n**Level One: Upper Vaults**\n\n**1. Landing.** A stair descends.\n\n**2. Chapel.** Pews lie broken.\n\n" +
			"**Rumours**\n\nThe villagers tell of a bell that rings at night.\n\n" +
			"**Level Two: Lower Vaults**\n\n**1. Crypt.** Coffins line the walls.\n\n**2. Ossuary.** Bones are stacked high.\n",
			[]string{"The Sunken Chapel / Level One: Upper Vaults: 1 2", "The Sunken Chapel / Level Two: Lower Vaults: 1 2"}},
	} {
		if got := surveySiteLevels(t, tc.text); !slices.Equal(got, tc.want) {
			t.Errorf("%s: sites and levels %q, want %q", tc.style, got, tc.want)
		}
	}
}

// TestLevelsByTypography: a heading set as a level heading is (same
// Markdown rank, bold or capitals), with keys under it, heads a level
// though it does not say "level"; a chapter heading of that type with no
// key under it does not. In OSE-style Markdown headings with bold keys and
// in B/X-style capital headings with numbered capital keys.
func TestLevelsByTypography(t *testing.T) {
	for _, tc := range []struct {
		style, text string
		want        []string
	}{
		{"OSE", "## Introduction\n\nThe keep stands on a crag above the marsh.\n\n" +
			"## Upper Vaults\n\n**1. Hall.** Dust lies thick.\n\n**2. Stair.** Worn steps lead down.\n\n" +
			"## Sub-Level: The Cisterns\n\n**1. Landing.** Water drips.\n\n**2. Cistern.** Black water fills the room.\n\n" +
			"## Wandering Monsters\n\nRoll every two turns; a 1 on 1d6 means an encounter.\n",
			[]string{"Upper Vaults: 1 2", "Sub-Level: The Cisterns: 1 2"}},
		{"B/X", "BACKGROUND\n\nThe keep stands on a crag above the marsh.\n\n" +
			"THE CAVES\n\n1. BAT ROOST. Bats hang from the roof.\n\n2. POOL. A cold spring rises here.\n\n" +
			"DUNGEON LEVEL 2\n\n1. GUARD ROOM. Four orcs play dice.\n\n2. SHRINE. An altar of black stone.\n",
			[]string{"THE CAVES: 1 2", "DUNGEON LEVEL 2: 1 2"}},
	} {
		if got := surveyLevels(t, tc.text); !slices.Equal(got, tc.want) {
			t.Errorf("%s: levels %q, want %q", tc.style, got, tc.want)
		}
	}
}

// TestLevelWordsInProseAreNoLevel: a line of running text that a sentence
// wraps onto ("Stairs go down to the" / "lower level. Rats…") names no
// level, though its words would ("Lower Level"). In OSE-style bold keys
// and in B/X capital keys.
func TestLevelWordsInProseAreNoLevel(t *testing.T) {
	for _, tc := range []struct {
		style, text string
		want        []string
	}{
		{"OSE", "**1. Hall.** Dust lies thick on the benches. Stairs go down to the\nlower level.\n\n**2. Stair.** Worn steps lead down.\n\n**3. Well.** A rope hangs into the dark.\n",
			[]string{": 1 2 3"}},
		{"B/X", "1. BAT ROOST. Bats hang from the roof. A shaft drops to the\nlower level: a rope is tied to a spike.\n2. POOL. A cold spring rises here. A ladder climbs to the\nupper level.\n3. SHRINE. An altar of black stone.\n",
			[]string{": 1 2 3"}},
	} {
		if got := surveyLevels(t, tc.text); !slices.Equal(got, tc.want) {
			t.Errorf("%s: levels %q, want %q", tc.style, got, tc.want)
		}
	}
}

// TestTitleLineIsNoArea: a one-page module printing its code and title at
// the head of its page ("B1a THE HOLLOW HILL" over the cover title "The
// Hollow Hill" or "HOLLOW HILL") keys no area there, as a running
// head repeated on every page of a longer module keys none; an area titled
// as its module after other keys is kept, and so is the first area titled
// as its module under the title ("# The Shrine" over "### 1. Shrine"),
// whose keys count on from it. In B/X capitals, in an OSE-style Markdown
// page and in TSR-style headings and BFRPG-style bold runs.
func TestTitleLineIsNoArea(t *testing.T) {
	for _, tc := range []struct {
		style, text string
		want        []string
	}{
		{"B/X", "B1a THE HOLLOW HILL\n\n# HOLLOW HILL\n\nby A. Scribe\n\n1. ENTRANCE. A low door in the hillside.\n\n2. BARROW. Bones lie in heaps.\n",
			[]string{"1", "2"}},
		{"OSE", "# The Hollow Hill\n\nB1a The Hollow Hill\n\n**1. Entrance.** A low door in the hillside.\n\n**2. Barrow.** Bones lie in heaps.\n\n**3. The Hollow Hill.** The hill's heart.\n",
			[]string{"1", "2", "3"}},
		{"TSR", "# The Shrine\n\n### 1. Shrine\n\nTwo priests chant here.\n\n### 2. Tomb\n\nEmpty.\n",
			[]string{"1", "2"}},
		{"BFRPG", "# THE SHRINE\n\n**1. Shrine:** Two priests chant here.\n\n**2. Tomb:** Empty.\n",
			[]string{"1", "2"}},
	} {
		var s requests.Survey
		decode(t, built(t)(requests.BuildSurveyRequest(1, []requests.Page{{Number: 1, Text: tc.text}}, requests.Settings{})), &s)
		if got := keysOnPage(s, 1); !slices.Equal(got, tc.want) {
			t.Errorf("%s: keys %q, want %q (title %q)", tc.style, got, tc.want, s.Title)
		}
	}
}

// TestCommaKeyKeepsItsLevel: a key printed with a comma for its stop
// ("1, Landing.") keys its area, so the level keeps its first area and the
// next level's keys, numbered from 1 again, stay areas of their own. In
// TSR-style bold runs under Markdown level headings and in BFRPG-style
// bold runs under bold level lines.
func TestCommaKeyKeepsItsLevel(t *testing.T) {
	for _, tc := range []struct {
		style, text string
		want        []string
	}{
		{"TSR", "## Level 1: Upper Vaults\n\n**1, Landing.** A stair descends into dust.\n\n**2. Chapel.** Pews lie broken.\n\n" +
			"## Level 2: Lower Vaults\n\n**1. Crypt.** Coffins line the walls.\n\n**2. Ossuary.** Bones are stacked high.\n",
			[]string{"Level 1: Upper Vaults: 1 2", "Level 2: Lower Vaults: 1 2"}},
		{"BFRPG", "**Level One**\n\n**1, Landing:** A stair descends into dust.\n\n**2. Chapel:** Pews lie broken.\n\n" +
			"**Level Two**\n\n**1. Crypt:** Coffins line the walls.\n\n**2. Ossuary:** Bones are stacked high.\n",
			[]string{"Level One: 1 2", "Level Two: 1 2"}},
	} {
		if got := surveyLevels(t, tc.text); !slices.Equal(got, tc.want) {
			t.Errorf("%s: levels %q, want %q", tc.style, got, tc.want)
		}
	}
}

// TestLevelsNamedAsParts: a heading that names a level, floor or part of a
// site opens a level of that name wherever its level word stands — last
// after the words that say which ("Chapel Level", "Ground Floor"), either
// side of a colon, or a numbered part — and a range of character levels
// names none. In OSE-style Markdown headings over bold keys, in B/X-style
// capital lines over capital keys and in BFRPG-style bold lines.
func TestLevelsNamedAsParts(t *testing.T) {
	for _, tc := range []struct {
		style, text string
		want        []string
	}{
		{"OSE", "## Chapel Level\n\n**1. Narthex.** Dust lies thick.\n\n**2. Nave.** Pews lie broken.\n\n" +
			"## Crypt Level\n\n**3. Stair Foot.** Two skeletons stand guard.\n",
			[]string{"Chapel Level: 1 2", "Crypt Level: 3"}},
		{"B/X", "FOR CHARACTER LEVELS 2-4\n\nTHE TOWER: FIRST FLOOR\n\n1. GATEHOUSE. A portcullis hangs over the arch.\n\n2. GUARD ROOM. Straw pallets.\n\n" +
			"THE TOWER: SECOND FLOOR\n\n3. GREAT HALL. A long table.\n\n4. LORD'S CHAMBER. A canopied bed.\n",
			[]string{"THE TOWER: FIRST FLOOR: 1 2", "THE TOWER: SECOND FLOOR: 3 4"}},
		{"BFRPG", "**levels 2–4**\n\n**1. Gallows Tree:** A dead oak.\n\n**2. Cairn:** Stones piled high.\n\n" +
			"**Part Two: The Root Caves**\n\n**3. Bear Den:** Gnawed bones.\n\n**4. Root Hall:** Roots hang low.\n",
			[]string{": 1 2", "Part Two: The Root Caves: 3 4"}},
	} {
		if got := surveyLevels(t, tc.text); !slices.Equal(got, tc.want) {
			t.Errorf("%s: levels %q, want %q", tc.style, got, tc.want)
		}
	}
}

// TestLevelsByPartition: where no heading says "level", the headings of
// one type above the keys that part them, two or more heading keys of
// their own, head levels named by them ("The chapel", "The crypt"); a
// heading in the keys' own type (a part of an area), one over a stat line
// (a creature's name) or printed in every area, a chapter heading with no
// key under it, and a heading where the numbering starts again (a site:
// see TestCompilationSites) head none. In zine-style Markdown headings in
// sentence case over bold key lines, B/X-style capital lines over keys in
// the text's type, and OSE-style Markdown headings over bold run-in keys.
func TestLevelsByPartition(t *testing.T) {
	for _, tc := range []struct {
		style, text string
		want        []string
	}{
		{"zine", "### What's going on\n\nThe sexton sells what is in the crypt.\n\n### The chapel\n\n*Above ground.*\n\n**[1] Lych gate**\nA roofed gate.\n\n**[2] Collapsed chapel**\nHalf the roof lies in the nave.\n\n" +
			"### The crypt\n\n**[3] Stair foot**\nThe stairs end in a vault.\n\n**[4] Ossuary**\nSkulls are stacked high.\n\n### In the back: monsters\n\nCandle wisps drift.\n",
			[]string{"The chapel: 1 2", "The crypt: 3 4"}},
		{"B/X", "BACKGROUND\n\nThe keep stands on a crag above the marsh.\n\nUPPER CAVES\n\n1. BAT ROOST. Bats hang from the roof.\n\n2. POOL. A cold spring rises here.\n\n" +
			"LOWER CAVES\n\n3. SHRINE. An altar of black stone.\n\n4. IDOL. A stone idol squats here.\n",
			[]string{"UPPER CAVES: 1 2", "LOWER CAVES: 3 4"}},
		{"OSE parts of areas", "## Introduction\n\nThe keep stands on a crag.\n\n**1. Hall.** Dust lies thick.\n\n**Tactics**\n\nThe goblins flee.\n\n**2. Stair.** Worn steps.\n\n" +
			"**Goblin**\nAC 6 [13], HD 1, Att 1 × weapon (1d6), THAC0 19 [0], MV 60' (20'), SV D14, ML 7\n\n**3. Well.** A rope hangs.\n\n**Tactics**\n\nThe orcs fight.\n\n**4. Crypt.** Coffins line the walls.\n",
			[]string{": 1 2 3 4"}},
		{"B/X restart", "THE MILL\n\n1. BARN. Mud everywhere.\n\n2. LOFT. Sacks of flour.\n\nTHE CELLARS\n\n1. STAIR. It is steep.\n\n2. VAULT. Empty.\n",
			[]string{": 1 2", ": 1 2"}},
	} {
		if got := surveyLevels(t, tc.text); !slices.Equal(got, tc.want) {
			t.Errorf("%s: levels %q, want %q", tc.style, got, tc.want)
		}
	}
}

// TestSiteLevelsUnderSiteHeading: a site's first level heading, under the
// site's own heading, names the level of the site's first keys, in a
// compilation (title type over Markdown headings over bold key lines) and
// where a second dungeon keyed from 1 again follows (OSE-style Markdown
// headings over bold run-in keys).
func TestSiteLevelsUnderSiteHeading(t *testing.T) {
	for _, tc := range []struct {
		style, text string
		want        []string
	}{
		{"compilation", "# Varn Tower\n\n### The Tower: First Floor\n\n**1. Gatehouse**\nA broken portcullis.\n\n**2. Guard Room**\nStraw pallets.\n\n" +
			"### The Tower: Second Floor\n\n**3. Great Hall**\nA long table.\n\n# The Cave Shrine\n\n### Upper Caves\n\n**1. Cave Mouth**\nBats roost.\n\n**2. Antechamber**\nThree kobolds.\n\n" +
			"### Lower Caves\n\n**3. Pool Chamber**\nA black pool.\n\n**4. Idol Cave**\nA stone idol.\n",
			[]string{"Varn Tower / The Tower: First Floor: 1 2", "Varn Tower / The Tower: Second Floor: 3",
				"The Cave Shrine / Upper Caves: 1 2", "The Cave Shrine / Lower Caves: 3 4"}},
		{"OSE", "# Two Holds\n\n## The Old Mill\n\n### Ground Floor\n\n**1. Barn.** Mud everywhere.\n\n**2. Loft.** Sacks of flour.\n\n" +
			"## The Witch's Barrow\n\n### Dungeon Level 1\n\n**1. Stair.** It is steep.\n\n**2. Vault.** Empty.\n",
			[]string{"Two Holds / Ground Floor: 1 2", "The Witch's Barrow / Dungeon Level 1: 1 2"}},
	} {
		if got := surveySiteLevels(t, tc.text); !slices.Equal(got, tc.want) {
			t.Errorf("%s: sites and levels %q, want %q", tc.style, got, tc.want)
		}
	}
}

// TestLetteredSections: a heading led by a section's letter alone over
// numbered keys ("A. KOBOLD LAIR", "**B. Orc Lair.** The orcs…") opens a
// section of the site — a level named by it, its keys numbered on or from
// 1 again — and its text is no part of the area before it. In B/X-style
// capitals run into the text, BFRPG-style bold runs and capital lines
// over keys numbered from 1 in each lair.
func TestLetteredSections(t *testing.T) {
	for _, tc := range []struct {
		style, text string
		want        []string
	}{
		{"B/X", "A. KOBOLD LAIR. The kobolds of this lair set traps everywhere.\n\n1. GUARD ROOM. Four kobolds watch the entrance.\n\n2. STOREROOM. Sacks of grain.\n\n" +
			"B. ORC LAIR. The orcs of this lair hate the kobolds and raid them often.\n\n3. ENTRANCE. Two orcs stand behind a curtain.\n\n4. COMMON ROOM. Six orcs eat at a table.\n",
			[]string{"A. KOBOLD LAIR: 1 2", "B. ORC LAIR: 3 4"}},
		{"BFRPG", "**A. Kobold Lair.** The kobolds of this lair set traps everywhere.\n\n**1. Guard Room.** Four kobolds watch the entrance.\n\n**2. Storeroom.** Sacks of grain.\n\n" +
			"**B. Orc Lair.** The orcs of this lair hate the kobolds and raid them often.\n\n**3. Entrance.** Two orcs stand behind a curtain.\n\n**4. Common Room.** Six orcs eat at a table.\n",
			[]string{"A. Kobold Lair: 1 2", "B. Orc Lair: 3 4"}},
		{"lairs keyed from 1", "A. KOBOLD LAIR\n\nThe kobolds of this lair set traps everywhere.\n\n1. GUARD ROOM. Four kobolds watch the entrance.\n\n2. STOREROOM. Sacks of grain.\n\n" +
			"B. ORC LAIR\n\nThe orcs of this lair hate the kobolds and raid them often.\n\n1. ENTRANCE. Two orcs stand behind a curtain.\n\n2. COMMON ROOM. Six orcs eat at a table.\n",
			[]string{"A. KOBOLD LAIR: 1 2", "B. ORC LAIR: 1 2"}},
	} {
		if got := surveyLevels(t, tc.text); !slices.Equal(got, tc.want) {
			t.Errorf("%s: levels %q, want %q", tc.style, got, tc.want)
		}
		for _, a := range areasOf(t, tc.text) {
			if text := areaTextOf(a); strings.Contains(text, "of this lair") {
				t.Errorf("%s: area %s holds its section's text: %q", tc.style, a.Key, text)
			}
		}
	}
}

// TestCompilationWithBylines: a PDF of several one-page dungeons, each
// printed under its title in title type over its byline, gives one site
// per dungeon with its own keys (numbered from 1 in each) and levels,
// and content one area a key, where the titles were read as the module's
// and the keys after the first dungeon's lost. In one-page style (bold numbers run into the text) and
// in a compilation with capital titles, bold titled keys and level
// headings inside one dungeon.
func TestCompilationWithBylines(t *testing.T) {
	for _, tc := range []struct {
		style string
		pages []string
		want  []string
	}{
		{"one-page", []string{"# The Mushroom Grotto\nby Ann Author\n**1.** A crack in a hillside. Two giant rats nest here.\n**2.** A cave of pale mushrooms.\n",
			"# The Drowned Abbey\nby Bob Writer\n**1.** The flooded cloister. Four zombies wade here.\n**2.** The chapter house. A ghoul hides here.\n",
			"# Tomb of the Jackal King\nby Cy Scribe\n**1.** A sand-choked stair. Three jackals snarl.\n**2.** The burial chamber.\n"},
			[]string{"The Mushroom Grotto / : 1 2", "The Drowned Abbey / : 1 2", "Tomb of the Jackal King / : 1 2"}},
		{"capitals", []string{"# THE WELL OF WHISPERS\nby Ann Author\n**1 Well Head.** A rope hangs down the shaft.\n**2 Dry Cistern.** Bones of animals.\n",
			"# THE SALT MINE\nby Bob Writer\n## Upper Galleries\n**1 Adit.** Carts lie overturned.\n**2 Foreman's Hut.** A locked strongbox.\n" +
				"## Lower Galleries\n**3 Brine Lake.** A salt mephit skims over the water.\n**4 Collapsed Face.** Six salt zombies dig.\n"},
			[]string{"THE WELL OF WHISPERS / : 1 2", "THE SALT MINE / Upper Galleries: 1 2", "THE SALT MINE / Lower Galleries: 3 4"}},
	} {
		pages := pagesFrom(tc.pages)
		if got := pagesSiteLevels(t, pages); !slices.Equal(got, tc.want) {
			t.Errorf("%s: sites and levels %q, want %q", tc.style, got, tc.want)
		}
		var c requests.Content
		decode(t, built(t)(requests.BuildContentRequest(pages, nil, requests.Settings{})), &c)
		if got, want := len(c.Areas), strings.Count(strings.Join(tc.pages, ""), "\n**"); got != want {
			t.Errorf("%s: content gave %d areas, want %d, one a key line", tc.style, got, want)
		}
	}
}

// TestLevelHeadingAtPageHead: a heading in capitals set in heading size
// at the head of a page, right over a key, opens a part of the key there,
// no running head; one naming the key as a whole ("KEY TO THE CAVES") is
// passed over as before. In OSE-style Markdown headings over bold keys and
// in TSR-style headings over keys in capitals.
func TestLevelHeadingAtPageHead(t *testing.T) {
	for _, tc := range []struct {
		style string
		pages []string
		want  []string
	}{
		{"OSE", []string{"# The Hollow Crag\n\n## BACKGROUND\n\nKobolds have dug into the crag.\n",
			"## UPPER CAVES\n**1. Cave Mouth.** Bats roost in the ceiling.\n**2. Guard Post.** Three kobolds sit here.\n",
			"## LOWER CAVES\n**3. Pool.** A giant leech lurks in the water.\n**4. Shrine.** Two cultists pray.\n"},
			[]string{"The Hollow Crag / UPPER CAVES: 1 2", "The Hollow Crag / LOWER CAVES: 3 4"}},
		{"TSR", []string{"# THE HOLLOW CRAG\n\n### KEY TO THE CAVES\n1. CAVE MOUTH. Bats roost in the ceiling.\n2. GUARD POST. Three kobolds sit here.\n",
			"### THE FLOODED HALLS\n3. LANDING. Black water covers the floor.\n4. LIBRARY. A wight sits at a desk.\n",
			"### THE DRY HALLS\n5. CELL. A cot and a chest.\n6. ARMOURY. Rusted spears.\n"},
			[]string{"THE HOLLOW CRAG / : 1 2", "THE HOLLOW CRAG / THE FLOODED HALLS: 3 4", "THE HOLLOW CRAG / THE DRY HALLS: 5 6"}},
	} {
		pages := pagesFrom(tc.pages)
		if got := pagesSiteLevels(t, pages); !slices.Equal(got, tc.want) {
			t.Errorf("%s: sites and levels %q, want %q", tc.style, got, tc.want)
		}
	}
}

// TestReferenceHeadingsAreNoLevels: a heading in the type of a level's
// that names a part of the module which is no place — its monsters
// ("Stock Monsters", "NEW MONSTER"), an appendix, its credits or rumours —
// heads no level, though keys follow it: they stay on the level before.
// In TSR capitals under Markdown headings and OSE bold keys.
func TestReferenceHeadingsAreNoLevels(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		want       []string
	}{
		{"TSR", "### TEMPLE LEVEL\n**1. ENTRY HALL**\nMud covers the floor.\n\n**2. GUARD ROOM**\nRats nest here.\n\n" +
			"### STOCK MONSTERS\nBandit: AC 7, HD 1, #AT 1 sword, D 1d6, MV 120' (40'), SV T1, ML 8, AL C, XP 10.\n\n" +
			"**3. VESTRY**\nRobes rot on hooks.\n\n### NEW MONSTER\n**Marsh Wight**\nAC 5, HD 3, #AT 1 touch, D 1d6, MV 90' (30'), SV F3, ML 12, AL C, XP 50.\n\n" +
			"**4. CRYPT**\nDust lies thick.\n\n### THE CAVES\n**5. GROTTO**\nWater drips.\n\n**6. POOL**\nA still pool.",
			[]string{"TEMPLE LEVEL: 1 2 3 4", "THE CAVES: 5 6"}},
		{"OSE", "## Level 1: The Upper Halls\n**1. Moss Gate.** Green moss hides the door.\n**2. Rat Warren.** Rats nest in straw.\n" +
			"## Appendix A: Stock Monsters\nBandit: AC 7 [12], HD 1 (4hp), Att 1 × sword (1d6), MV 120' (40'), ML 8, XP 10.\n" +
			"**3. Bone Pit.** Bones fill the pit.\n## Level 2: The Lower Halls\n**4. Crypt.** Biers stand in rows.\n" +
			"## Rumours\nThe villagers say much.\n**5. Well.** A dry well.",
			[]string{"Level 1: The Upper Halls: 1 2 3", "Level 2: The Lower Halls: 4 5"}},
	} {
		if got := surveyLevels(t, tc.text); !slices.Equal(got, tc.want) {
			t.Errorf("%s: levels = %q, want %q", tc.name, got, tc.want)
		}
	}
}

// TestReferenceHeadingsNameNoSite: where the numbering of keys starts
// again, a heading that names reference matter ("Stock Monsters",
// "Credits") names no site though it outranks the site's own heading; in
// Markdown-ranked TSR headings and OSE bold keys under capitals.
func TestReferenceHeadingsNameNoSite(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		want       []string
	}{
		{"TSR", "## THE CRYPT\n### 1. STAIR\nSteps go down.\n\n### 2. TOMB\nA stone bier.\n\n" +
			"## STOCK MONSTERS\nBandit: AC 7, HD 1, #AT 1 sword, D 1d6, MV 120' (40'), SV T1, ML 8, AL C, XP 10.\n\n" +
			"### THE TOWER\n### 1. DOOR\nAn oak door.\n\n### 2. ROOF\nWind howls.",
			[]string{"THE CRYPT / : 1 2", "THE TOWER / : 1 2"}},
		{"OSE", "## The Crypt\n**1. Stair.** Steps go down.\n**2. Tomb.** A stone bier.\n" +
			"## Credits\nWriting and maps by the Scriptorium project.\n" +
			"**THE TOWER**\n**1. Door.** An oak door.\n**2. Roof.** Wind howls.",
			[]string{"The Crypt / : 1 2", "THE TOWER / : 1 2"}},
	} {
		if got := surveySiteLevels(t, tc.text); !slices.Equal(got, tc.want) {
			t.Errorf("%s: sites = %q, want %q", tc.name, got, tc.want)
		}
	}
}

// TestKeyTitlesBelowNameNoLevel: a key printed as a number over its title
// line, as narrow magazine columns set it ("**4**" over "**GREAT HALL**"
// over the text), is one key line: its title heads no level of the keys
// after it. In bold and in heading type, over two pages of a Basic
// module set in three columns.
func TestKeyTitlesBelowNameNoLevel(t *testing.T) {
	bold := []string{keepKeyPage1, keepKeyPage2}
	var headings []string
	for _, p := range bold {
		headings = append(headings, regexp.MustCompile(`(?m)^\*\*([^*]+)\*\*$`).ReplaceAllString(p, "### $1"))
	}
	for style, texts := range map[string][]string{"bold": bold, "heading": headings} {
		var got []string
		for _, l := range pagesSiteLevels(t, pagesFrom(texts)) {
			got = append(got, l[strings.Index(l, " / ")+3:])
		}
		if want := []string{": 1 2 3 4 5 6 7 8 9"}; !slices.Equal(got, want) {
			t.Errorf("%s: levels %q, want %q", style, got, want)
		}
	}
}

// keepKeyPage1 and keepKeyPage2 are the text of the key of a Basic
// module set in three narrow columns, a number over each title.
const (
	keepKeyPage1 = `### Key
**1**
**GATEHOUSE**
The portcullis is rusted half open. Two
bandits (AC 7, HD 1, hp 5, 3) dice in the
guard room and shout a warning to the hall.
**2**
**BAILEY**
Weeds and rubble. A well in the middle
drops 40' to water. Anyone climbing down
meets
5 giant leeches in the water.
**3**
**STABLES**
Six horses, stolen from travellers. The
bandits' loot is buried under the straw: 200 sp
and a silver bridle worth 40 gp.
**4**
**GREAT HALL**
The bandit chief, Moll Crane (AC 4, HD 3,
hp 17), feasts here with 4 bandits. She keeps
the prisoners' ransom notes in her belt.
**5**
**KITCHEN**
Rats (9) swarm the pantry. A trapdoor under
the stove leads down to the cellar (room 8).`
	keepKeyPage2 = `**6**
**CHAPEL**
The altar is broken. A ghost of the plague
priest (AC 3, HD 4, hp 20) asks the party to
bury his bones, which lie in room
9.

**7**
**TOWER**
The light at the top is a lantern of
ever-burning flame (worth 300 gp). Stairs
wind up 60 feet; the
20th step is missing.
**8**
**CELLAR**
Casks of sour wine. The prisoners, three
travellers, are chained here. One of them is
the farmer's son.

**9**
**CRYPT**
The priest's bones lie in a stone box. Burying
them lays the ghost to rest and earns each
character 100 XP.

### Wandering Monsters
Roll 1d6 each turn; on a 1 roll on this list:
1. 1d4 bandits
2. 1d6 giant rats
3. the ghost
4. Moll Crane and 2 bandits

**The Keep on Gallow Rise**

**2**`
)

// TestProseReadsOnOverAWrappedBracket: a line whose stat line in brackets
// a narrow column breaks before its closing bracket opens running text by
// the words on both sides of the bracket, names and all. In a B/X stat
// line and an AD&D one.
func TestProseReadsOnOverAWrappedBracket(t *testing.T) {
	for _, text := range []string{
		"The bandit chief, Moll Crane (AC 4, HD 3,\nhp 17), feasts here with four bandits.",
		"Sir Aldo of Esk, Lord Hugh (AC 2; MV 9\";\nF5; hp 30) guard the gate with their men.",
	} {
		if ls := linesOf([]requests.Page{{Number: 1, Text: text}}); !opensProse(ls, 0) {
			t.Errorf("opensProse(%q) = false, want true", ls[0].text)
		}
	}
}

// TestCompilationTitlesInSizes pins one site a module in a compilation whose
// titles are set in different sizes: the first in title type (over two
// lines, as a long title wraps), the next a smaller heading with its keys
// numbered from 1 again; each site keeps its keys, none merged. Set as a
// one-page dungeon with capital heading keys and as OSE bold run-in keys.
func TestCompilationTitlesInSizes(t *testing.T) {
	checkSites(t, "one-page, capital heading keys",
		"# THE RAT KING'S\n# BURROW\nA drain under the city.\n\n**1. DRAIN MOUTH**\nAn iron grate.\n\n**2. FLOODED HALL**\nWaist-deep water.\n\n"+
			"### The Hermit's Cave\nA hermit went mad here.\n\n**1. LEDGE**\nA narrow ledge.\n\n**2. HEARTH**\nCold ashes.\n\n"+
			"# Tomb of the Salt Queen\nA tomb in the flats.\n\n**1. GATE**\nSalt-crusted doors.",
		"THE RAT KING'S BURROW / : 1 2", "The Hermit's Cave / : 1 2", "Tomb of the Salt Queen / : 1")
	checkSites(t, "OSE, bold run-in keys",
		"# The Mossy Cellar\nUnder a burned farmhouse.\n\n**1. Stair foot.** Wet steps.\n**2. Root cellar.** Rotten turnips.\n\n"+
			"# The Bone Pit of the\n# Hill Tribes\nA sinkhole in the moor.\n\n**1. Lip of the pit.** A rope hangs.\n**2. Bone heap.** Skulls and ribs.\n\n"+
			"## THE SUNKEN STAIR\n**1. Landing.** Water laps the steps.\n**2. Vault.** An iron door.",
		"The Mossy Cellar / : 1 2", "The Bone Pit of the Hill Tribes / : 1 2", "THE SUNKEN STAIR / : 1 2")
}

// TestCompilationTitleOverBylineAfterKeys pins a site the module that a
// compilation starts after another's last key under its title and byline
// ("by Jon Kessel"), the title set no larger than the first module's
// section headings, mixed case or capitals: a title block after keyed
// areas opens the next module, where the same block before any key is
// the document's own and names no site. Set in Swords & Wizardry style
// (bold run-in keys with a dash, stat lines in brackets) and as a zine
// with capital heading keys.
func TestCompilationTitleOverBylineAfterKeys(t *testing.T) {
	checkSites(t, "S&W, bold run-in keys with a dash",
		"# Two Delves of the Marches\n## The Rat Cellar\nA cellar taken by rats.\n\n**1 – Stairs.** Worn steps lead down.\n\n"+
			"**2 – Nest.** Giant rats (6) (HD 1d2; AC 7[12]; Atk 1 bite (1d3); Move 12; Save 18; CL/XP A/5).\n\n"+
			"## The Hermit's Cave\nby Jon Kessel\nA mad hermit lives in a cave above the village.\n\n"+
			"**1 – Ledge.** A narrow ledge leads to the cave.\n\n**2 – Mouth.** Wolf (HD 2+2; AC 7[12]; Atk 1 bite (1d6); Move 18; Save 16; CL/XP 2/30).",
		"Two Delves of the Marches / : 1 2", "The Hermit's Cave / : 1 2")
	checkSites(t, "zine, capital heading keys, capital titles",
		"# SUNWARD ADVENTURES\n## THE WASP TOWER\nby Elsa Marr\nGiant wasps nest in an old watchtower.\n\n"+
			"### 1. DOOR\nThe door hangs from one hinge.\n\n### 2. NEST\nThe papery nest fills the room.\n\n"+
			"## THE BOG BARROW\nby Ivo Hale\nA barrow in the bog, where a chieftain sleeps.\n\n"+
			"### 1. CAUSEWAY\nPlanks over the mire.\n\n### 2. DOOR\nA stone slab, marked with runes.",
		"SUNWARD ADVENTURES / : 1 2", "THE BOG BARROW / : 1 2")
}

// checkSites surveys text and compares the sites and levels read in it
// (see surveySiteLevels) with want.
func checkSites(t *testing.T, name, text string, want ...string) {
	t.Helper()
	if got := surveySiteLevels(t, text); !slices.Equal(got, want) {
		t.Errorf("%s: sites = %q, want %q", name, got, want)
	}
}

// TestCompilationTitleWithBylineOnItsLine pins a site the module that a
// compilation starts after another's last key under a title that carries
// its byline on its own line ("## THE BOG BARROW by Ivo Hale", "**The
// Ford, by L. Morrow**"): after a key such a line is the next module's
// title, named without its byline, not a title block to drop. Set as a
// zine with capital heading keys and in Swords & Wizardry style with bold
// run-in keys.
func TestCompilationTitleWithBylineOnItsLine(t *testing.T) {
	checkSites(t, "zine, capital heading keys",
		"# SUNWARD ADVENTURES\n\n### 1. DOOR\nThe door hangs from one hinge.\n\n### 2. NEST\nThe papery nest fills the room.\n\n"+
			"## THE BOG BARROW by Ivo Hale\nA barrow in the bog, where a chieftain sleeps.\n\n"+
			"### 1. CAUSEWAY\nPlanks over the mire.\n\n### 2. DOOR\nA stone slab, marked with runes.",
		"SUNWARD ADVENTURES / : 1 2", "THE BOG BARROW / : 1 2")
	checkSites(t, "S&W, bold run-in keys",
		"# Tales from the Border\n\n**1 – Door.** Barred from inside.\n\n"+
			"**2 – Guardroom.** Orcs (3) (HD 1; AC 6[13]; Atk 1 weapon (1d8); Move 9; Save 17; CL/XP 1/15).\n\n"+
			"**The Ford, by L. Morrow**\nA ford on the river, with a ferryman's hut.\n\n"+
			"**1 – Bank.** Mud churned by hooves.\n\n**2 – Hut.** A ferryman lives here with his dog.",
		"Tales from the Border / : 1 2", "The Ford / : 1 2")
}
