package offline

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/scriptorium/scriptorium/requests"
)

// cover is the first page of every module of TestWanderingFormsEndToEnd:
// a title over a byline, so that the pages after it hold only the form
// under test.
const cover = "# The Sunken Keep\nby Ann Vey"

// readModule answers a survey of pages as the pipeline asks it, then a
// wandering request on every page the survey calls random tables and a
// content request on every page with the keys the survey placed on it,
// and writes what they give: each table as rows does, with where it
// applies; the survey's keys; each area's key and encounters ("1: 2
// goblins").
func readModule(t *testing.T, pages []requests.Page) (tables, keys, areas []string) {
	t.Helper()
	var s requests.Survey
	decode(t, built(t)(requests.BuildSurveyRequest(1, pages, requests.Settings{})), &s)
	for _, site := range s.Sites {
		for _, lv := range site.Levels {
			for _, k := range lv.Keys {
				keys = append(keys, k.Key)
			}
		}
	}
	for k, p := range pages {
		one := []requests.Page{p}
		if s.Pages[k].Role == requests.RoleRandomTables {
			var w requests.Wandering
			decode(t, built(t)(requests.BuildWanderingRequest(one, requests.Settings{})), &w)
			for _, tb := range w.Tables {
				tables = append(tables, rows(tb)+" @"+tb.AppliesTo)
			}
		}
		var c requests.Content
		ctx := &requests.ContentContext{ExpectedKeys: keysOnPage(s, p.Number)}
		decode(t, built(t)(requests.BuildContentRequest(one, ctx, requests.Settings{})), &c)
		for _, a := range c.Areas {
			areas = append(areas, a.Key+": "+strings.Join(describe(a.Encounters), ", "))
		}
	}
	return tables, keys, areas
}

// readsAsPrinted checks that a module of the cover and one page of text
// reads as readModule gives it: the tables, the survey's keys and the
// areas' encounters want.
func readsAsPrinted(t *testing.T, text string, tables, keys, areas []string) {
	t.Helper()
	gotTables, gotKeys, gotAreas := readModule(t, []requests.Page{{Number: 1, Text: cover}, {Number: 2, Text: text}})
	for _, c := range []struct {
		what      string
		got, want []string
	}{{"tables", gotTables, tables}, {"keys", gotKeys, keys}, {"areas", gotAreas, areas}} {
		if !slices.Equal(c.got, c.want) {
			t.Errorf("%s\n got %s\nwant %s", c.what, quoted(c.got), quoted(c.want))
		}
	}
}

// TestWanderingFormsEndToEnd pins each print form of a wandering-monster
// table as the pipeline reads it, in the print of several traditions
// (TSR B/X, BECMI, OSE, Basic Fantasy, a zine, a hexcrawl, a one-page
// dungeon): the survey gives its page the random-tables role and keys
// none of its rows; the wandering answer reads its title, die, ranges,
// counts and where it applies; the areas beside it keep their own
// encounters and none of its creatures. Rows that roll no creature ("no
// encounter", "nothing", "roll twice", "special") are rows as printed,
// with no count, as the truth files keep them.
func TestWanderingFormsEndToEnd(t *testing.T) {
	for _, tc := range []struct {
		name, text          string
		tables, keys, areas []string
	}{
		// A list led by die values under a heading, per level, rows like keys.
		{"B/X: per level captions with the check, rows like keys, a stat line in brackets, the heading opening the page",
			"### WANDERING MONSTERS\nLevel 1 (roll 1d6 every 2 turns; 1 in 6)\n1. Giant rats (1d6)\n2. Goblins (2d4) (AC 6, HD 1-1, #AT 1, D 1-6, MV 90'(30'), Save NM, ML 7)\n3. Kobolds (4d4)\n4. Fire beetles (1d8)\n5. Skeletons (3d4)\n6. Stirges (1d10)\n\n" +
				"Level 2 (roll 1d6 every 2 turns; 1 in 6)\n1. Hobgoblins (1d6)\n2. Ghouls (1d4)\n3. Zombies (2d4)\n4. Giant spiders (1d3)\n5. Bandits (2d6)\n6. Carrion crawler (1)\n\n" +
				"### KEY TO LEVEL 1\n1. ENTRANCE. The stairs end in a damp hall. Three goblins play dice here.\n2. STORE ROOM. Sacks of rotten grain.\n3. WELL ROOM. A well drops into darkness.",
			[]string{"WANDERING MONSTERS 1d6 [roll 1d6 every 2 turns; 1 in 6]: 1=Giant rats (1d6) (1d6); 2=Goblins (2d4) (AC 6, HD 1-1, #AT 1, D 1-6, MV 90'(30'), Save NM, ML 7) (2d4); 3=Kobolds (4d4) (4d4); 4=Fire beetles (1d8) (1d8); 5=Skeletons (3d4) (3d4); 6=Stirges (1d10) (1d10) @Level 1",
				"WANDERING MONSTERS 1d6 [roll 1d6 every 2 turns; 1 in 6]: 1=Hobgoblins (1d6) (1d6); 2=Ghouls (1d4) (1d4); 3=Zombies (2d4) (2d4); 4=Giant spiders (1d3) (1d3); 5=Bandits (2d6) (2d6); 6=Carrion crawler (1) (1) @Level 2"},
			[]string{"1", "2", "3"}, []string{"1: 3 goblins", "2: ", "3: "}},
		{"BECMI: bold level captions, each row's stat line on the line under it, a row of nothing and one of roll twice",
			"## WANDERING MONSTERS\nCheck every 2 turns; a 1 on 1d6 means a wandering monster.\n**Level 1**\n1. Goblins (2d4)\nAC 6, HD 1-1, #AT 1, D 1-6, MV 90'(30'), Save NM, ML 7\n2. Giant rats (3d6)\nAC 7, HD 1/2, #AT 1, D 1-3, MV 120'(40'), Save NM, ML 8\n3. Kobolds (4d4)\n4. Nothing\n\n" +
				"**Level 2**\n1. Hobgoblins (1d6)\n2. Ghouls (1d4)\n3. Zombies (2d4)\n4. Roll twice\n\n### KEY TO LEVEL 1\n**1. ENTRANCE.** Steps lead down. Four goblins squat by a fire.\n**2. STORE.** Empty sacks.",
			[]string{"WANDERING MONSTERS d4 [Check every 2 turns; a 1 on 1d6 means a wandering monster]: 1=Goblins (2d4) AC 6, HD 1-1, #AT 1, D 1-6, MV 90'(30'), Save NM, ML 7 (2d4); 2=Giant rats (3d6) AC 7, HD 1/2, #AT 1, D 1-3, MV 120'(40'), Save NM, ML 8 (3d6); 3=Kobolds (4d4) (4d4); 4=Nothing () @Level 1",
				"WANDERING MONSTERS d4 [Check every 2 turns; a 1 on 1d6 means a wandering monster]: 1=Hobgoblins (1d6) (1d6); 2=Ghouls (1d4) (1d4); 3=Zombies (2d4) (2d4); 4=Roll twice () @Level 2"},
			[]string{"1", "2"}, []string{"1: 4 goblins", "2: "}},
		{"OSE: rows with their names set bold as keys are, a die column and the check in the caption",
			"## Wandering Monsters\n**Level 1** (1 in 6, check every 2 turns, roll 1d8)\n**1.** Giant rats (3d6)\n**2.** Orcs (1d6)\n**3.** Kobolds (2d6)\n**4.** Bats (1d10)\n**5.** Green slime (1)\n**6.** Goblins (2d4)\n**7.** Berserkers (1d4)\n**8.** No encounter\n\n" +
				"## Level 1: The Upper Caves\n**1. Cave mouth.** Wind moans here. Two orcs stand guard.\n**2. Bat roost.** Bats hang from the roof.",
			[]string{"Wandering Monsters 1d8 [1 in 6, check every 2 turns, roll 1d8]: 1=Giant rats (3d6) (3d6); 2=Orcs (1d6) (1d6); 3=Kobolds (2d6) (2d6); 4=Bats (1d10) (1d10); 5=Green slime (1) (1); 6=Goblins (2d4) (2d4); 7=Berserkers (1d4) (1d4); 8=No encounter () @Level 1"},
			[]string{"1", "2"}, []string{"1: 2 orcs", "2: "}},
		{"zine: whole rows in bold, keys after them in bold with their titles",
			"### Wandering Monsters\n**1. Goblins** (2d4)\n**2. Giant rats** (3d6)\n**3. Kobolds** (4d4)\n**4. Orcs** (1d6)\n**5. Stirges** (1d10)\n**6. Nothing**\n\n**1. Entrance.** A goblin watches the stair.\n**2. Hall.** Two orcs argue.",
			[]string{"Wandering Monsters d6 []: 1=Goblins (2d4) (2d4); 2=Giant rats (3d6) (3d6); 3=Kobolds (4d4) (4d4); 4=Orcs (1d6) (1d6); 5=Stirges (1d10) (1d10); 6=Nothing () @"},
			[]string{"1", "2"}, []string{"1: 1 goblin", "2: 2 orcs"}},
		{"1e: a plain title in capitals opening the page, the check in prose, a column header, counts last",
			"WANDERING MONSTERS\nThe referee should check for wandering monsters every 2 turns (1 in 6).\nDie Roll Wandering Monster No.\n1 Giant centipede 1-2\n2 Skeletons 2-8\n3 Zombies 1-4\n4 Ghoul 1\n5 Giant rats 3-18\n6 Nothing\n\n" +
				"DUNGEON KEY\n1. ENTRANCE: Cobwebs hang across the door. A giant centipede lurks.\n2. CRYPT: Four sarcophagi.",
			[]string{"WANDERING MONSTERS d6 [every 2 turns]: 1=Giant centipede 1-2 (1-2); 2=Skeletons 2-8 (2-8); 3=Zombies 1-4 (1-4); 4=Ghoul 1 (1); 5=Giant rats 3-18 (3-18); 6=Nothing () @"},
			[]string{"1", "2"}, []string{"1: 1 giant centipede", "2: "}},
		{"Basic Fantasy: the level named before the title, and after a comma",
			"Level 2 Wandering Monsters (roll 1d8)\n1-2 Skeletons (1d10)\n3-4 Zombies (1d6)\n5-6 Ghouls (1d4)\n7 Wight\n8 Nothing\n\n" +
				"### Wandering Monsters, Level 3\nd12 Monster No.\n1 Troglodytes 1d6\n2 Ghouls 1d4\n3 Gargoyle 1\n4 Wights 1d2\n5 Ochre jelly 1\n6 Minotaur 1\n7 Bugbears 2d4\n8 Owlbear 1\n9 Dopplegangers 1d2\n10 Harpies 1d4\n11 Wraith 1\n12 Roll twice",
			[]string{"Level 2 Wandering Monsters 1d8 []: 1-2=Skeletons (1d10) (1d10); 3-4=Zombies (1d6) (1d6); 5-6=Ghouls (1d4) (1d4); 7=Wight (); 8=Nothing () @Level 2",
				"Wandering Monsters, Level 3 d12 []: 1=Troglodytes 1d6 (1d6); 2=Ghouls 1d4 (1d4); 3=Gargoyle 1 (1); 4=Wights 1d2 (1d2); 5=Ochre jelly 1 (1); 6=Minotaur 1 (1); 7=Bugbears 2d4 (2d4); 8=Owlbear 1 (1); 9=Dopplegangers 1d2 (1d2); 10=Harpies 1d4 (1d4); 11=Wraith 1 (1); 12=Roll twice () @Level 3"},
			nil, nil},
		{"OSE: per level captions set as headings of a lower rank, rows led by a range and a colon",
			"## Wandering Monsters\n#### Dungeon Level 1\nRoll 1d6 every 2 turns; on a 1 roll 1d8 below.\n1: Goblins (2d4)\n2: Giant rats (3d6)\n3: Kobolds (4d4)\n4: Orcs (1d6)\n5: Stirges (1d10)\n6: Fire beetles (1d8)\n7: Green slime\n8: Roll twice\n" +
				"#### Dungeon Level 2\n1: Ghouls (1d4)\n2: Zombies (2d4)\n3: Hobgoblins (1d6)\n4: Gnolls (1d6)\n5: Wight\n6: Carrion crawler\n7: Gelatinous cube\n8: No encounter",
			[]string{"Wandering Monsters 1d8 [Roll 1d6 every 2 turns]: 1=Goblins (2d4) (2d4); 2=Giant rats (3d6) (3d6); 3=Kobolds (4d4) (4d4); 4=Orcs (1d6) (1d6); 5=Stirges (1d10) (1d10); 6=Fire beetles (1d8) (1d8); 7=Green slime (); 8=Roll twice () @Dungeon Level 1",
				"Wandering Monsters d8 [Roll 1d6 every 2 turns]: 1=Ghouls (1d4) (1d4); 2=Zombies (2d4) (2d4); 3=Hobgoblins (1d6) (1d6); 4=Gnolls (1d6) (1d6); 5=Wight (); 6=Carrion crawler (); 7=Gelatinous cube (); 8=No encounter () @Dungeon Level 2"},
			nil, nil},
		{"BECMI: grids per level under bold captions, the check in brackets",
			"## Wandering Monsters\nCheck every 2 turns (1 in 6).\n\n**Level 1**\n\n| d6 | Monster | No. |\n|---|---|---|\n| 1-2 | Giant rats | 2d4 |\n| 3-4 | Goblins | 1d6 |\n| 5-6 | Kobolds | 2d4 |\n\n" +
				"**Level 2**\n\n| d6 | Monster | No. |\n|---|---|---|\n| 1-2 | Ghouls | 1d4 |\n| 3-4 | Zombies | 2d4 |\n| 5-6 | Wight | 1 |",
			[]string{"Wandering Monsters d6 [Check every 2 turns (1 in 6)]: 1-2=Giant rats (2d4); 3-4=Goblins (1d6); 5-6=Kobolds (2d4) @Level 1",
				"Wandering Monsters d6 [Check every 2 turns (1 in 6)]: 1-2=Ghouls (1d4); 3-4=Zombies (2d4); 5-6=Wight (1) @Level 2"},
			nil, nil},
		{"zine: one run-on line per level under a heading holding the die and the check",
			"### Wandering Monsters (roll 1d6 every 2 turns)\nLevel 1: 1–2 giant rats (2d4); 3 goblins (1d6); 4 kobolds (2d4); 5–6 nothing.\nLevel 2: 1 ghouls (1d4); 2–3 zombies (2d4); 4 wight; 5–6 nothing.\n\n" +
				"**1. Entrance.** A goblin watches the stair.\n**2. Hall.** Two orcs argue.",
			[]string{"Wandering Monsters 1d6 [roll 1d6 every 2 turns]: 1–2=giant rats (2d4) (2d4); 3=goblins (1d6) (1d6); 4=kobolds (2d4) (2d4); 5–6=nothing () @Level 1",
				"Wandering Monsters 1d6 [roll 1d6 every 2 turns]: 1=ghouls (1d4) (1d4); 2–3=zombies (2d4) (2d4); 4=wight (); 5–6=nothing () @Level 2"},
			[]string{"1", "2"}, []string{"1: 1 goblin", "2: 2 orcs"}},

		// The check sentence wrapped over two lines, naming the check's die
		// before the table's; the rows carried past a column break.
		{"B/X: a check sentence over two lines naming both dice, a numbered list with stat lines, a column break after row 6",
			"## WANDERING MONSTERS\nCheck for wandering monsters every 2 turns; a 1 on 1d6 means\na monster appears. Roll 1d8 on the table below.\n" +
				"1. Acolytes (1-8)\nAC 2, HD 1, #AT 1, D 1-6, MV 60'(20'), Save C1, ML 7\n2. Bandits (2-5)\nAC 6, HD 1, #AT 1, D 1-6, MV 120'(40'), Save T1, ML 8\n" +
				"3. Fire Beetles (1-8)\n4. Goblins (2-8)\n5. Kobolds (4-16)\n6. Giant Rats (3-18)\n\n7. Skeletons (3-12)\nAC 7, HD 1, #AT 1, D 1-6, MV 60'(20'), Save F1, ML 12\n8. Stirges (1-10)\n" +
				"## KEY TO LEVEL 1\n**1. ENTRANCE.** The stairs end in a damp hall. Three goblins play dice.\n**2. STORE ROOM.** Sacks of rotten grain.",
			[]string{"WANDERING MONSTERS 1d8 [every 2 turns; a 1 on 1d6 means]: 1=Acolytes (1-8) AC 2, HD 1, #AT 1, D 1-6, MV 60'(20'), Save C1, ML 7 (1-8); 2=Bandits (2-5) AC 6, HD 1, #AT 1, D 1-6, MV 120'(40'), Save T1, ML 8 (2-5); " +
				"3=Fire Beetles (1-8) (1-8); 4=Goblins (2-8) (2-8); 5=Kobolds (4-16) (4-16); 6=Giant Rats (3-18) (3-18); 7=Skeletons (3-12) AC 7, HD 1, #AT 1, D 1-6, MV 60'(20'), Save F1, ML 12 (3-12); 8=Stirges (1-10) (1-10) @"},
			[]string{"1", "2"}, []string{"1: 3 goblins", "2: "}},
		{"Basic Fantasy: ranged rows under a check sentence over two lines, a page break after 1-6",
			"### Wandering Monsters\nRoll once per hour; an encounter occurs on a 1 on 1d6, and\nthen roll 1d12 on the table below.\n" +
				"1-2 Goblins (2d4)\n3-4 Wolves (1d6)\n5-6 Bandits (2d6)\n\n7-8 Giant spiders (1d3)\n9-10 Ogre (1)\n11-12 Owlbear (1)\n\n" +
				"### The Ruined Tower\n**1. Gate.** Two wolves sleep in the straw.\n**2. Hall.** A long table, overturned.",
			[]string{"Wandering Monsters 1d12 [Roll once per hour]: 1-2=Goblins (2d4) (2d4); 3-4=Wolves (1d6) (1d6); 5-6=Bandits (2d6) (2d6); 7-8=Giant spiders (1d3) (1d3); 9-10=Ogre (1) (1); 11-12=Owlbear (1) (1) @"},
			[]string{"1", "2"}, []string{"1: 2 wolves", "2: "}},

		// Captions set as headings of a lower rank over each table's own
		// column header line.
		{"OSE: per level captions as headings over a die column header each, a 2d6 table second",
			"## Wandering Monsters\nA wandering monster is met on a 1-in-6, checked every 2 turns.\n\n### Level 1\n**d6 Monster**\n- 1 Goblins (2d4)\n- 2 Giant rats (3d6)\n- 3 Kobolds (4d4)\n- 4 Orcs (1d6)\n- 5 Stirges (1d10)\n- 6 Fire beetles (1d8)\n" +
				"### Level 2\n\n**2d6 Monster**\n- 2 Wight (1)\n- 3-6 Ghouls (1d4)\n- 7-10 Zombies (2d4)\n- 11-12 Gelatinous cube (1)\n## Level 1: The Upper Caves\n**1. Cave mouth.** Two orcs stand guard.\n**2. Bat roost.** Bats hang from the roof.",
			[]string{"Wandering Monsters d6 [1-in-6, checked every 2 turns]: 1=Goblins (2d4) (2d4); 2=Giant rats (3d6) (3d6); 3=Kobolds (4d4) (4d4); 4=Orcs (1d6) (1d6); 5=Stirges (1d10) (1d10); 6=Fire beetles (1d8) (1d8) @Level 1",
				"Wandering Monsters 2d6 [1-in-6, checked every 2 turns]: 2=Wight (1) (1); 3-6=Ghouls (1d4) (1d4); 7-10=Zombies (2d4) (2d4); 11-12=Gelatinous cube (1) (1) @Level 2"},
			[]string{"1", "2"}, []string{"1: 2 orcs", "2: "}},
		{"Basic Fantasy: terrain captions as headings over a die column header line each, counts last",
			"## Wandering Monsters\nCheck once per hour (1 in 6).\n### The Woods\n1d4 Encounter No.\n1 Wolves 2d4\n2 Bandits 2d6\n3 Brown bear 1\n4 Wild boars 1d6\n### The Hills\n1d4 Encounter No.\n1 Hill giant 1\n2 Goblins 3d6\n3 Ogres 1d3\n4 Griffons 1d2",
			[]string{"Wandering Monsters 1d4 [Check once per hour (1 in 6)]: 1=Wolves 2d4 (2d4); 2=Bandits 2d6 (2d6); 3=Brown bear 1 (1); 4=Wild boars 1d6 (1d6) @The Woods",
				"Wandering Monsters 1d4 [Check once per hour (1 in 6)]: 1=Hill giant 1 (1); 2=Goblins 3d6 (3d6); 3=Ogres 1d3 (1d3); 4=Griffons 1d2 (1d2) @The Hills"},
			nil, nil},
		{"B/X: grids under captions set as headings, a die and stat column header each",
			"## WANDERING MONSTERS\nRoll every 2 turns; a 1 on 1d6 means an encounter.\n\n### Upper Halls\n\n| **d4 Monster** | **No.** | **AC** | **HD** | **ML** |\n| --- | --- | --- | --- | --- |\n| 1 Goblins | 2-8 | 6 | 1-1 | 7 |\n| 2 Kobolds | 4-16 | 7 | 1/2 | 6 |\n| 3 Bandits | 2-5 | 6 | 1 | 8 |\n| 4 Giant rats | 3-18 | 7 | 1/2 | 8 |\n\n" +
				"### Lower Vaults\n\n| **d4 Monster** | **No.** | **AC** | **HD** | **ML** |\n| --- | --- | --- | --- | --- |\n| 1 Ghouls | 1-4 | 6 | 2 | 9 |\n| 2 Zombies | 2-8 | 8 | 2 | 12 |\n| 3 Gnolls | 1-6 | 5 | 2 | 8 |\n| 4 Wight | 1 | 5 | 3 | 12 |",
			[]string{"WANDERING MONSTERS d4 [Roll every 2 turns; a 1 on 1d6 means an encounter]: 1=Goblins (2-8); 2=Kobolds (4-16); 3=Bandits (2-5); 4=Giant rats (3-18) @Upper Halls",
				"WANDERING MONSTERS d4 [Roll every 2 turns; a 1 on 1d6 means an encounter]: 1=Ghouls (1-4); 2=Zombies (2-8); 3=Gnolls (1-6); 4=Wight (1) @Lower Vaults"},
			nil, nil},

		// Ranged rows and percentile rows.
		{"zine: ranges with en dashes under a bold title naming a d20, a special row, keys after",
			"**Wandering Monsters (d20)**\n1–3 Giant rats (2d4)\n4–6 Goblins (1d6)\n7–9 Kobolds (2d4)\n10–12 Cave locusts (1d10)\n13–15 Troglodytes (1d4)\n16–17 Orcs (1d6)\n18–19 Ogre (1)\n20 Special: the wizard's homunculus\n\n" +
				"**1. GATEHOUSE.** A ruined gate. Two kobolds lurk here.\n**2. COURTYARD.** Weeds and rubble.",
			[]string{"Wandering Monsters d20 []: 1–3=Giant rats (2d4) (2d4); 4–6=Goblins (1d6) (1d6); 7–9=Kobolds (2d4) (2d4); 10–12=Cave locusts (1d10) (1d10); 13–15=Troglodytes (1d4) (1d4); 16–17=Orcs (1d6) (1d6); 18–19=Ogre (1) (1); 20=Special: the wizard's homunculus () @"},
			[]string{"1", "2"}, []string{"1: 2 kobolds", "2: "}},
		{"Basic Fantasy: percentile rows to 96–00, the die in the caption",
			"Random Encounters (d%)\n01–15 Bandits (2d6)\n16–30 Wolves (2d4)\n31–50 Pilgrims (3d6)\n51–70 Merchants (1d4)\n71–85 Orcs (2d6)\n86–95 Ogre (1)\n96–00 Dragon (1)",
			[]string{"Random Encounters d% []: 01–15=Bandits (2d6) (2d6); 16–30=Wolves (2d4) (2d4); 31–50=Pilgrims (3d6) (3d6); 51–70=Merchants (1d4) (1d4); 71–85=Orcs (2d6) (2d6); 86–95=Ogre (1) (1); 96–00=Dragon (1) (1) @"},
			nil, nil},
		{"OSE: a d100 in the check sentence, a last row of 00, lettered keys after",
			"### Random Encounters\nAn encounter occurs on a 1 on d6, rolled every hour. Roll d100:\n\n01–20 Goblin patrol (2d4)\n21–45 Wolves (1d6)\n46–70 Giant spiders (1d3)\n71–90 Orc hunters (1d8)\n91–99 Ogre (1)\n00 Special: the hermit\n\n" +
				"### Area Key\n**A1 Cave mouth.** Bones litter the ground.\n**A2 Pool.** Three giant frogs.",
			[]string{"Random Encounters d100 [1 on d6, rolled every hour]: 01–20=Goblin patrol (2d4) (2d4); 21–45=Wolves (1d6) (1d6); 46–70=Giant spiders (1d3) (1d3); 71–90=Orc hunters (1d8) (1d8); 91–99=Ogre (1) (1); 00=Special: the hermit () @"},
			[]string{"A1", "A2"}, []string{"A1: ", "A2: 3 giant frogs"}},
		{"one-page dungeon: a day and a night table, each caption with its own check",
			"### Random Encounters (Day, 1 in 6 per 4 hours)\n1 Shepherds (1d4)\n2 Wolves (2d4)\n3 Bandits (1d8)\n4 Elk (1d6)\n\n### Random Encounters (Night, 2 in 6 per 4 hours)\n1 Wolves (3d4)\n2 Ghouls (1d6)\n3 Owlbear (1)\n4 Nothing\n\n" +
				"**1. Tower.** An empty shell.\n**2. Barn.** Four wolves den here.",
			[]string{"Random Encounters d4 [1 in 6 per 4 hours]: 1=Shepherds (1d4) (1d4); 2=Wolves (2d4) (2d4); 3=Bandits (1d8) (1d8); 4=Elk (1d6) (1d6) @Day",
				"Random Encounters d4 [2 in 6 per 4 hours]: 1=Wolves (3d4) (3d4); 2=Ghouls (1d6) (1d6); 3=Owlbear (1) (1); 4=Nothing () @Night"},
			[]string{"1", "2"}, []string{"1: ", "2: 4 wolves"}},

		// Run-on paragraphs.
		{"OSE: a run-in bold title, the check in a first clause, the roll in a second",
			"**Wandering Monsters:** 1 in 6 every turn; roll 1d6: 1–2 giant rats (2d4); 3 goblins (1d6); 4–5 bats (1d10); 6 nothing.\n\n**1. Entrance.** A goblin watches the stair.\n**2. Hall.** Two orcs argue.",
			[]string{"Wandering Monsters 1d6 [1 in 6 every turn]: 1–2=giant rats (2d4) (2d4); 3=goblins (1d6) (1d6); 4–5=bats (1d10) (1d10); 6=nothing () @"},
			[]string{"1", "2"}, []string{"1: 1 goblin", "2: 2 orcs"}},
		{"TSR: a run-on table in an area, each row ended by a full stop",
			"1. THE CROSSROADS. A gibbet stands here. Roll d6 for encounters: 1-2 Rats (2d6). 3 Goblins (1d4). 4-6 Nothing.\n2. THE WELL. Three orcs.",
			[]string{"Roll for encounters d6 []: 1-2=Rats (2d6) (2d6); 3=Goblins (1d4) (1d4); 4-6=Nothing () @"},
			[]string{"1", "2"}, []string{"1: ", "2: 3 orcs"}},
		{"hexcrawl: a bold run-in title ended by a full stop, the die in it",
			"**Encounters (d8).** 1 wolves (2d4); 2 bandits (1d6); 3 pilgrims (2d6); 4 ogre; 5 elves (1d4); 6 dire boar; 7 nothing; 8 roll twice.\n\n**0101 The Old Mill.** Three bandits camp here.\n**0102 The Ford.** Shallow water.",
			[]string{"Encounters d8 []: 1=wolves (2d4) (2d4); 2=bandits (1d6) (1d6); 3=pilgrims (2d6) (2d6); 4=ogre (); 5=elves (1d4) (1d4); 6=dire boar (); 7=nothing (); 8=roll twice () @"},
			[]string{"0101", "0102"}, []string{"0101: 3 bandits", "0102: "}},
		{"one-page dungeon: a run-on table in an area, titled in the clause before the roll",
			"**1. Guard Room.** Four orcs play dice. Wandering monsters here: roll 1d4 each turn: 1 orc patrol (1d6); 2 giant rats (2d4); 3 nothing; 4 nothing.\n**2. Kitchen.** A cook and two goblins.",
			[]string{"Wandering monsters here 1d4 [roll 1d4 each turn]: 1=orc patrol (1d6) (1d6); 2=giant rats (2d4) (2d4); 3=nothing (); 4=nothing () @"},
			[]string{"1", "2"}, []string{"1: 4 orcs", "2: 2 goblins"}},

		{"B/X: a run-on table inside an area's paragraph, a sentence after it",
			"1. GUARD ROOM. A brazier smokes. Roll 1d6: 1-2 2d4 kobolds; 3-4 1d6 goblins; 5-6 a ghoul. Two orcs sit here.\n2. THE WELL. Three rats.",
			[]string{"Wandering monsters 1d6 []: 1-2=2d4 kobolds (2d4); 3-4=1d6 goblins (1d6); 5-6=a ghoul () @"},
			[]string{"1", "2"}, []string{"1: 2 orcs", "2: 3 rats"}},
		{"OSE: a run-on table opening an area's text, a sentence after it",
			"**1. Guard room.** Wandering monsters (d6): 1-2 kobolds (2d4); 3-4 goblins (1d6); 5-6 ghoul (1). Two orcs sit here.\n**2. Well.** Three rats.",
			[]string{"Wandering monsters d6 []: 1-2=kobolds (2d4) (2d4); 3-4=goblins (1d6) (1d6); 5-6=ghoul (1) (1) @"},
			[]string{"1", "2"}, []string{"1: 2 orcs", "2: 3 rats"}},
		{"Basic Fantasy: a run-on table ending an area's paragraph, a sentence before it",
			"1. Guard Room: Two orcs sit here. Random encounters (1d6): 1-2 kobolds (2d4); 3-4 goblins (1d6); 5-6 ghoul (1).\n2. Well: Three rats.",
			[]string{"Random encounters 1d6 []: 1-2=kobolds (2d4) (2d4); 3-4=goblins (1d6) (1d6); 5-6=ghoul (1) (1) @"},
			[]string{"1", "2"}, []string{"1: 2 orcs", "2: 3 rats"}},
		{"zine: a run-on table on a line of its own in an area, a sentence on the next line",
			"**1. Guard room.** A brazier smokes.\nRoll 1d6: 1-2 kobolds (2d4); 3-4 goblins (1d6); 5-6 ghoul (1). Two orcs sit here.\n**2. Well.** Three rats.",
			[]string{"Wandering monsters 1d6 []: 1-2=kobolds (2d4) (2d4); 3-4=goblins (1d6) (1d6); 5-6=ghoul (1) (1) @"},
			[]string{"1", "2"}, []string{"1: 2 orcs", "2: 3 rats"}},

		// A caption line over a numbered list inside an area.
		{"B/X: a Wandering Monsters caption with its die over a numbered list inside an area",
			"1. GUARD ROOM. Two orcs sit here.\nWandering Monsters (1d6):\n1. Kobolds (2d4)\n2. Goblins (1d6)\n3. Ghoul (1)\n4. Giant rats (3d6)\n5. Stirges (1d4)\n6. Nothing\n2. THE WELL. Three rats.",
			[]string{"Wandering Monsters 1d6 []: 1=Kobolds (2d4) (2d4); 2=Goblins (1d6) (1d6); 3=Ghoul (1) (1); 4=Giant rats (3d6) (3d6); 5=Stirges (1d4) (1d4); 6=Nothing () @"},
			[]string{"1", "2"}, []string{"1: 2 orcs", "2: 3 rats"}},
		{"OSE: a Random encounters caption over a numbered list inside an area",
			"**1. Guard room.** Two orcs sit here.\nRandom encounters (d8):\n1. Kobolds (2d4)\n2. Goblins (1d6)\n3. Ghoul (1)\n4. Giant rats (3d6)\n5. Stirges (1d4)\n6. Bats (1d10)\n7. Orcs (1d6)\n8. Nothing\n**2. Well.** Three rats.",
			[]string{"Random encounters d8 []: 1=Kobolds (2d4) (2d4); 2=Goblins (1d6) (1d6); 3=Ghoul (1) (1); 4=Giant rats (3d6) (3d6); 5=Stirges (1d4) (1d4); 6=Bats (1d10) (1d10); 7=Orcs (1d6) (1d6); 8=Nothing () @"},
			[]string{"1", "2"}, []string{"1: 2 orcs", "2: 3 rats"}},
		{"zine: a Roll caption over a numbered list inside an area",
			"**1. Guard room.** Two orcs sit here. The noise draws others.\nRoll 1d4:\n1. Kobolds (2d4)\n2. Goblins (1d6)\n3. Ghoul (1)\n4. Nothing\n**2. Well.** Three rats.",
			[]string{"Wandering monsters 1d4 []: 1=Kobolds (2d4) (2d4); 2=Goblins (1d6) (1d6); 3=Ghoul (1) (1); 4=Nothing () @"},
			[]string{"1", "2"}, []string{"1: 2 orcs", "2: 3 rats"}},

		{"OSE: an area's prose that mentions dice is no table",
			"**1. Guard room.** Two orcs sit here. Roll 1d6 when the door opens: on a 1 they wake.\n**2. Well.** Three rats.",
			nil, []string{"1", "2"}, []string{"1: 2 orcs", "2: 3 rats"}},
		// Grids with extra columns, the die in a column header.
		{"OSE grid: a 2d6 column header, number appearing, activity and reaction columns",
			"### Random Encounters\n| 2d6 | Encounter | No. | Activity | Reaction |\n|---|---|---|---|---|\n| 2 | Ogre | 1 | Hunting | Hostile |\n| 3-5 | Wolves | 2d4 | Hunting | Hostile |\n| 6-8 | Pilgrims | 3d6 | Travelling | Friendly |\n| 9-11 | Bandits | 2d6 | Ambush | Hostile |\n| 12 | Dragon | 1 | Sleeping | Neutral |",
			[]string{"Random Encounters 2d6 []: 2=Ogre, Hunting, Hostile (1); 3-5=Wolves, Hunting, Hostile (2d4); 6-8=Pilgrims, Travelling, Friendly (3d6); 9-11=Bandits, Ambush, Hostile (2d6); 12=Dragon, Sleeping, Neutral (1) @"},
			nil, nil},
		{"Basic Fantasy grid: a d20 column, a notes column, a row of roll twice with dashes, keys after",
			"## Wandering Monsters\nRoll every two turns; 1 in 6 indicates an encounter.\n\n| d20 | Monster | No. Appearing | Notes |\n|---|---|---|---|\n| 1-4 | Giant rat | 2d6 | see area 3 |\n| 5-8 | Goblin | 1d6 | patrol |\n| 9-12 | Skeleton | 1d4 | |\n| 13-16 | Stirge | 1d8 | |\n| 17-19 | Ghoul | 1d3 | |\n| 20 | Roll twice | — | — |\n\n" +
				"## The Keep\n**1. Gate.** Two goblins guard it.\n**2. Hall.** A skeleton lies here.",
			[]string{"Wandering Monsters d20 [Roll every two turns; 1 in 6 indicates an encounter]: 1-4=Giant rat, see area 3 (2d6); 5-8=Goblin, patrol (1d6); 9-12=Skeleton (1d4); 13-16=Stirge (1d8); 17-19=Ghoul (1d3); 20=Roll twice () @"},
			[]string{"1", "2"}, []string{"1: 2 goblins", "2: 1 skeleton"}},
		{"zine grid: the die in the title, a number-appearing column, special and no-encounter rows",
			"**Random Encounters (d10)**\n\n| Roll | Creature | Number Appearing |\n|---|---|---|\n| 1-3 | Goblins | 2d6 |\n| 4-6 | Wolves | 1d6 |\n| 7-8 | Bandits | 2d4 |\n| 9 | No encounter | — |\n| 10 | Special (see below) | — |",
			[]string{"Random Encounters d10 []: 1-3=Goblins (2d6); 4-6=Wolves (1d6); 7-8=Bandits (2d4); 9=No encounter (); 10=Special (see below) () @"},
			nil, nil},
		{"B/X: a d12 list under a check sentence naming the die",
			"### Random Encounters\nCheck for encounters every 3 turns. Roll 1d6; a 1 indicates an encounter. Then roll 1d12:\n1 Giant centipedes (1d4)\n2 Dwarves (1d6)\n3 Goblins (2d4)\n4 Orcs (2d4)\n5 Hobgoblins (1d6)\n6 Giant rats (3d6)\n7 Troglodytes (1d4)\n8 Skeletons (2d6)\n9 Zombies (1d4)\n10 Ghouls (1d3)\n11 Wights (1d2)\n12 Roll twice\n\n" +
				"### The Caves\n1 Entrance\nThe cave mouth is choked with brambles.\n2 Guard post\nFour hobgoblins watch the path.",
			[]string{"Random Encounters 1d12 [every 3 turns]: 1=Giant centipedes (1d4) (1d4); 2=Dwarves (1d6) (1d6); 3=Goblins (2d4) (2d4); 4=Orcs (2d4) (2d4); 5=Hobgoblins (1d6) (1d6); 6=Giant rats (3d6) (3d6); 7=Troglodytes (1d4) (1d4); 8=Skeletons (2d6) (2d6); 9=Zombies (1d4) (1d4); 10=Ghouls (1d3) (1d3); 11=Wights (1d2) (1d2); 12=Roll twice () @"},
			[]string{"1", "2"}, []string{"1: ", "2: 4 hobgoblins"}},

		// Rows that carry a stat line wrapped over lines, as a page prints them.
		{"B/X: rows with a stat line after a colon, wrapped after a label and after a comma",
			"## WANDERING MONSTERS\nRoll 1d6 each turn; a 1 means an encounter.\n1. Bandits (1d6): AC 6, HD 1, #AT 1, D 1-6, MV 120'(40'), Save\nT1, ML 8\n2. Ghouls (1d4): AC 6, HD 2*, #AT 3, D 1-3 each + paralysis,\nMV 90'(30'), Save F2, ML 9\n3. Zombies (2d4): AC 8, HD 2, #AT 1, D 1-8, MV 120'(40'), Save\nF1, ML 12\n4. Wight (1): AC 5, HD 3*, #AT 1, D energy drain, MV 90'(30'),\nSave F3, ML 12\n" +
				"## KEY TO THE LOWER LEVEL\n**7. CRYPT.** Six stone coffins. Two zombies stand between them.\n**8. VAULT.** An iron chest.",
			[]string{"WANDERING MONSTERS d4 [Roll 1d6 each turn]: 1=Bandits (1d6): AC 6, HD 1, #AT 1, D 1-6, MV 120'(40'), Save T1, ML 8 (1d6); 2=Ghouls (1d4): AC 6, HD 2*, #AT 3, D 1-3 each + paralysis, MV 90'(30'), Save F2, ML 9 (1d4); 3=Zombies (2d4): AC 8, HD 2, #AT 1, D 1-8, MV 120'(40'), Save F1, ML 12 (2d4); 4=Wight (1): AC 5, HD 3*, #AT 1, D energy drain, MV 90'(30'), Save F3, ML 12 (1) @"},
			[]string{"7", "8"}, []string{"7: 2 zombies", "8: "}},
		{"OSE: rows led by a bare die value, AC-first stat lines wrapped after a label, a comma and a range's dash",
			"### Wandering Monsters\nRoll 1d6 every turn; on a 1, roll 1d4:\n1 Orcs (2d4): AC 6 [13], HD 1, Att 1 × weapon (1d6), MV 120', SV\nD12 W13 P14 B15 S16 (1), ML 8\n2 Giant rats (3d6): AC 7 [12], HD 1-\n1, Att 1 × bite (1d3), MV 120', ML 8\n3 Ghouls (1d4): AC 6 [13], HD 2*, Att 3 (1d3 + paralysis),\nMV 90', ML 9\n4 Stirges (1d8): AC 7 [12], HD 1*, Att 1 × beak (1d3), MV 180', ML 9\n" +
				"### Area Key\n**1. Gatehouse.** Two orcs guard the gate.\n**2. Pantry.** Rats everywhere.",
			[]string{"Wandering Monsters 1d4 [Roll 1d6 every turn]: 1=Orcs (2d4): AC 6 [13], HD 1, Att 1 × weapon (1d6), MV 120', SV D12 W13 P14 B15 S16 (1), ML 8 (2d4); 2=Giant rats (3d6): AC 7 [12], HD 1-1, Att 1 × bite (1d3), MV 120', ML 8 (3d6); 3=Ghouls (1d4): AC 6 [13], HD 2*, Att 3 (1d3 + paralysis), MV 90', ML 9 (1d4); 4=Stirges (1d8): AC 7 [12], HD 1*, Att 1 × beak (1d3), MV 180', ML 9 (1d8) @"},
			[]string{"1", "2"}, []string{"1: 2 orcs", "2: "}},

		// A title heading wrapped over two lines.
		{"B/X: a heading in capitals wrapped after its colon's place name",
			"## WANDERING MONSTERS: LOWER\n## LEVEL\nRoll 1d6 each turn; a 1 means an encounter.\n1. Ghouls (1d4)\n2. Zombies (2d4)\n3. Giant spiders (1d3)\n4. Wight (1)\n## KEY TO THE LOWER LEVEL\n**7. CRYPT.** Two zombies stand here.\n**8. VAULT.** An iron chest.",
			[]string{"WANDERING MONSTERS: LOWER LEVEL d4 [Roll 1d6 each turn]: 1=Ghouls (1d4) (1d4); 2=Zombies (2d4) (2d4); 3=Giant spiders (1d3) (1d3); 4=Wight (1) (1) @LOWER LEVEL"},
			[]string{"7", "8"}, []string{"7: 2 zombies", "8: "}},
		{"OSE: a title-case heading wrapped before the place it names",
			"### Random Encounters in the\n### Drowned Halls\n1-in-6 chance every 2 turns.\n1. Giant leeches (1d4)\n2. Lizard men (2d4)\n3. Crabs (1d6)\n4. Nothing\n### Area Key\n**1. Sluice.** Three lizard men wait here.\n**2. Pool.** Black water.",
			[]string{"Random Encounters in the Drowned Halls d4 [1-in-6 chance every 2 turns]: 1=Giant leeches (1d4) (1d4); 2=Lizard men (2d4) (2d4); 3=Crabs (1d6) (1d6); 4=Nothing () @the Drowned Halls"},
			[]string{"1", "2"}, []string{"1: 3 lizard men", "2: "}},

		// A list that carries on past a column break, with no die printed.
		{"Basic Fantasy: percentile rows under a level caption going on in the next column",
			"## Wandering Monsters\nThere is a 1 in 6 chance of an encounter every 3 turns.\n**Dungeon Level 2**\n01–20 Hobgoblin (1d6)\n21–40 Zombie (2d4)\n41–55 Giant Spider (1d3)\n56–70 Gnoll (1d6)\n\n71–85 Ghoul (1d4)\n86–95 Carrion Crawler (1)\n96–00 Wight (1)\n## Level 2\n**5. Ossuary:** Bones in heaps. Two gnolls gnaw them.\n**6. Tomb:** A stone coffin.",
			[]string{"Wandering Monsters d% [1 in 6 chance of an encounter every 3 turns]: 01–20=Hobgoblin (1d6) (1d6); 21–40=Zombie (2d4) (2d4); 41–55=Giant Spider (1d3) (1d3); 56–70=Gnoll (1d6) (1d6); 71–85=Ghoul (1d4) (1d4); 86–95=Carrion Crawler (1) (1); 96–00=Wight (1) (1) @Dungeon Level 2"},
			[]string{"5", "6"}, []string{"5: 2 gnolls", "6: "}},
		{"zine: ranges with hyphens under a bold title going on in the next column",
			"**Random Encounters**\n1-3 Wolves (2d4)\n4-6 Bandits (1d8)\n7-9 Pilgrims (2d6)\n\n10-12 Ogre (1)\n13-16 Elves (1d4)\n17-20 Nothing\n\n**1. Mill.** Three bandits camp here.\n**2. Ford.** Shallow water.",
			[]string{"Random Encounters d20 []: 1-3=Wolves (2d4) (2d4); 4-6=Bandits (1d8) (1d8); 7-9=Pilgrims (2d6) (2d6); 10-12=Ogre (1) (1); 13-16=Elves (1d4) (1d4); 17-20=Nothing () @"},
			[]string{"1", "2"}, []string{"1: 3 bandits", "2: "}},

		// Grids as a text layer splits them: a range in the count column, a
		// header row set apart from its rows, the die column and the first
		// result column set apart from the others.
		{"Labyrinth Lord grid: a die column, number appearing as ranges, stat columns",
			"## Wandering Monsters\nCheck every 2 turns; a 1 on 1d6 means an encounter.\n\n| **Die** | **Wandering Monster** | **No.** | **AC** | **HD** |\n| --- | --- | --- | --- | --- |\n| 1 | Acolytes | 1-8 | 2 | 1 |\n| 2 | Bandits | 2-5 | 6 | 1 |\n| 3 | Fire Beetles | 1-8 | 4 | 1+2 |\n| 4 | Goblins | 2-8 | 6 | 1-1 |",
			[]string{"Wandering Monsters d4 [Check every 2 turns; a 1 on 1d6 means an encounter]: 1=Acolytes (1-8); 2=Bandits (2-5); 3=Fire Beetles (1-8); 4=Goblins (2-8) @"},
			nil, nil},
		{"Labyrinth Lord grid: the header row set apart over its rows, a number-appearing and a notes column",
			"## Random Encounters in the Marsh\nRoll once per hour; an encounter occurs on a 1 or 2 on 1d6.\n**d6 Encounter**\n\n**No. Appearing Notes**\n\n| 1 Bandits | 2d6 | demand a toll |\n| --- | --- | --- |\n| 2 Giant Mosquitoes | 3d6 | swarm at dusk |\n| 3 Eel Fishers | 1d4 | friendly |\n| 4 Crocodile | 1 | hungry |\n| 5 Will-o'-wisp | 1 | at night only |\n| 6 Black Pudding | 1 | in a sinkhole |\n\n## Cave Key\n**1. Mill Race.** Two lizard men wait in ambush.\n**2. Drowned Chapel.** Candles float on boards.",
			[]string{"Random Encounters in the Marsh d6 [Roll once per hour]: 1=Bandits, demand a toll (2d6); 2=Giant Mosquitoes, swarm at dusk (3d6); 3=Eel Fishers, friendly (1d4); 4=Crocodile, hungry (1); 5=Will-o'-wisp, at night only (1); 6=Black Pudding, in a sinkhole (1) @the Marsh"},
			[]string{"1", "2"}, []string{"1: 2 lizard men", "2: "}},
		{"OSE box: the header row set apart, rows naming their stat page, the count column last",
			"**Wandering Monsters: The Ruined Abbey**\n1-in-6 chance every 2 turns.\n\n**d6 Monster**\n\n**#**\n\n| 1 Goblin (p. 12) | 2d4 |\n| --- | --- |\n| 2 Skeleton (p. 14) | 1d6 |\n| 3 Giant rat (p. 13) | 3d6 |\n| 4 Acolyte (p. 11) | 1d4 |\n| 5 Ghoul (p. 12) | 1d3 |\n| 6 Abbot's ghost (p. 15) | 1 |\n\n## Hex Key\n**0201 The Ruined Abbey.** Two skeletons guard the gate.\n**0202 Drowned Village.** Roofs stick out of the water.",
			[]string{"Wandering Monsters: The Ruined Abbey d6 [1-in-6 chance every 2 turns]: 1=Goblin (p. 12) (2d4); 2=Skeleton (p. 14) (1d6); 3=Giant rat (p. 13) (3d6); 4=Acolyte (p. 11) (1d4); 5=Ghoul (p. 12) (1d3); 6=Abbot's ghost (p. 15) (1) @The Ruined Abbey"},
			[]string{"0201", "0202"}, []string{"0201: 2 skeletons", "0202: "}},
		{"OSE hexcrawl: terrain columns, the die column and the first read as a list beside a grid of the others",
			"## Encounters\nRoll for an encounter once per day: 1-in-6. Roll 1d4 on the column of the terrain the party is in.\n**d4 Forest**\n- 1 Wolves (3d6)\n- 2 Bandits (2d6)\n- 3 Brown bear (1)\n- 4 Elves (1d6)\n\n| **Swamp** | **Hills** |\n| --- | --- |\n| Lizard men (2d4) | Orcs (2d6) |\n| Giant leeches (1d4) | Hill giant (1) |\n| Crocodiles (1d3) | Goblins (3d6) |\n| Stirges (2d6) | Dwarves (2d4) |\n\n## Hex Key\n**0101 Hunter's Lodge.** Three elves rest here.\n**0102 Standing Stones.** Nine stones in a ring.",
			[]string{"Encounters d4 [once per day]: 1=Wolves (3d6) (3d6); 2=Bandits (2d6) (2d6); 3=Brown bear (1) (1); 4=Elves (1d6) (1d6) @Forest",
				"Encounters d4 [once per day]: 1=Lizard men (2d4) (2d4); 2=Giant leeches (1d4) (1d4); 3=Crocodiles (1d3) (1d3); 4=Stirges (2d6) (2d6) @Swamp",
				"Encounters d4 [once per day]: 1=Orcs (2d6) (2d6); 2=Hill giant (1) (1); 3=Goblins (3d6) (3d6); 4=Dwarves (2d4) (2d4) @Hills"},
			[]string{"0101", "0102"}, []string{"0101: 3 elves", "0102: "}},
		{"one-page dungeon: a day and a night column, ranges, the die column and the first read as a list",
			"**Random Encounters (1 in 6 per 4 hours)**\n**1d6 Day**\n1-2 Shepherds (1d4)\n3-4 Wolves (2d4)\n5-6 Elk (1d6)\n\n| **Night** |\n| --- |\n| Wolves (3d4) |\n| Ghouls (1d6) |\n| Owlbear (1) |\n\n**1. Tower.** An empty shell.\n**2. Barn.** Four wolves den here.",
			[]string{"Random Encounters 1d6 [1 in 6 per 4 hours]: 1-2=Shepherds (1d4) (1d4); 3-4=Wolves (2d4) (2d4); 5-6=Elk (1d6) (1d6) @Day",
				"Random Encounters 1d6 [1 in 6 per 4 hours]: 1-2=Wolves (3d4) (3d4); 3-4=Ghouls (1d6) (1d6); 5-6=Owlbear (1) (1) @Night"},
			[]string{"1", "2"}, []string{"1: ", "2: 4 wolves"}},

		// A run-on table broken by a column break, a check wrapped over lines.
		{"Swords & Wizardry: a run-on table in an area, what the party meets, broken by a column break mid-row",
			"**1. Shingle Beach.** Broken timbers. Two goblins search the wreckage.\n**2. The Hull.** Water slops in the hold. Roll 1d6 for what the party meets inside: 1–2 rats; 3 a\n\ndrowned sailor; 4–5 crabs (1d4); 6 the captain's ghost.\n**3. Sea Cave.** Three orcs lair here.",
			[]string{"Roll for what the party meets inside 1d6 []: 1–2=rats (); 3=a drowned sailor (); 4–5=crabs (1d4) (1d4); 6=the captain's ghost () @"},
			[]string{"1", "2", "3"}, []string{"1: 2 goblins", "2: ", "3: 3 orcs"}},
		{"OSE: a run-on table opening an area's text, broken by a column break between rows",
			"**1. Guard room.** Wandering monsters (d6): 1-2 kobolds (2d4);\n\n3-4 goblins (1d6); 5-6 ghoul (1). Two orcs sit here.\n**2. Well.** Three rats.",
			[]string{"Wandering monsters d6 []: 1-2=kobolds (2d4) (2d4); 3-4=goblins (1d6) (1d6); 5-6=ghoul (1) (1) @"},
			[]string{"1", "2"}, []string{"1: 2 orcs", "2: 3 rats"}},
		{"Swords & Wizardry: the chance of an encounter wrapped over two lines of the paragraph over the list",
			"## The Beach\nThe wreck lies on a shingle beach below the cliffs. There is a 1 in\n6 chance each hour of a random encounter; roll on the table\nbelow.\n**Beach Encounters (d4)**\n1. Giant crabs (1d4)\n2. Smugglers (2d6)\n3. Sea hag (1)\n4. Roll twice\n**1. Shingle Beach.** Two goblins search the wreck.\n**2. Sea Cave.** Wet stone.",
			[]string{"Beach Encounters d4 [1 in 6 chance each hour of a random encounter]: 1=Giant crabs (1d4) (1d4); 2=Smugglers (2d6) (2d6); 3=Sea hag (1) (1); 4=Roll twice () @Beach"},
			[]string{"1", "2"}, []string{"1: 2 goblins", "2: "}},
		{"B/X: the check wrapped after 'once per' in the paragraph over the list",
			"## WANDERING MONSTERS\nThe DM should check for wandering monsters once per\nturn. Roll 1d4 on the table below.\n1. Goblins (2-8)\n2. Kobolds (4-16)\n3. Bandits (2-5)\n4. Stirges (1-10)",
			[]string{"WANDERING MONSTERS 1d4 [once per turn]: 1=Goblins (2-8) (2-8); 2=Kobolds (4-16) (4-16); 3=Bandits (2-5) (2-5); 4=Stirges (1-10) (1-10) @"},
			nil, nil},

		// A run-on roll in an area for what comes, its rows covering the die.
		{"B/X: a run-on roll for what comes out of a vent, counted creatures and other rows",
			"**2. HALL OF COLUMNS.** Twelve columns hold up the roof.\n**3. VENT.** A crack in the floor breathes hot air. Roll\n1d6 when a character looks in: 1-2 fire beetles\n(1d4); 3-4 nothing; 5 a fire lizard; 6 smoke (save or\ncough for 1 round).\n**4. SHRINE.** Three zombies kneel here.",
			[]string{"Wandering monsters 1d6 []: 1-2=fire beetles (1d4) (1d4); 3-4=nothing (); 5=a fire lizard (); 6=smoke (save or cough for 1 round) () @"},
			[]string{"2", "3", "4"}, []string{"2: ", "3: ", "4: 3 zombies"}},
		{"OSE: a run-on roll for what answers a bell, a sentence after it",
			"**1. Belfry.** A cracked bell hangs here. Roll d4 if the bell is rung: 1 a ghoul; 2-3 skeletons (1d6); 4 nothing. A rope dangles.\n**2. Stair.** Two goblins wait.",
			[]string{"Wandering monsters d4 []: 1=a ghoul (); 2-3=skeletons (1d6) (1d6); 4=nothing () @"},
			[]string{"1", "2"}, []string{"1: ", "2: 2 goblins"}},
		{"B/X: a run-on roll for a trap's harm is no table",
			"**1. LEVER ROOM.** A lever juts from the wall. Roll 1d6 when it is pulled: 1-2 1d6 damage; 3-6 nothing. Two goblins watch.\n**2. STAIR.** Dust.",
			nil, []string{"1", "2"}, []string{"1: 2 goblins", "2: "}},
		{"OSE: a run-on roll for a chest's treasure is no table",
			"**1. Vault.** An iron chest. Roll 1d4 when it is opened: 1 2d6 gp; 2 a gem (50 gp); 3-4 nothing. Two orcs guard it.\n**2. Stair.** Dust.",
			nil, []string{"1", "2"}, []string{"1: 2 orcs", "2: "}},

		// A list inside an area's text under a caption ending in a colon,
		// its check in brackets.
		{"B/X: a list in an area under a caption whose check in brackets makes it long",
			"## KEY TO LEVEL 1\n**1. GATEHOUSE.** Two trolls guard the gate.\n**2. HALL.** Dust and broken chairs.\nWandering monsters in the hall (roll 1d6 every turn):\n1. Fire beetles (2d6)\n2. Stirges (1d3)\n3. Kobolds (2d4)\n4. Skeletons (1d8)\n5. Zombies (1d10)\n6. Giant bats (2d4+2)\n**3. CRYPT.** A giant frog squats in a puddle.",
			[]string{"Wandering monsters in the hall 1d6 [roll 1d6 every turn]: 1=Fire beetles (2d6) (2d6); 2=Stirges (1d3) (1d3); 3=Kobolds (2d4) (2d4); 4=Skeletons (1d8) (1d8); 5=Zombies (1d10) (1d10); 6=Giant bats (2d4+2) (2d4+2) @the hall"},
			[]string{"1", "2", "3"}, []string{"1: 2 trolls", "2: ", "3: 1 giant frog"}},
		{"OSE: a list in an area under a caption with the chance and the die in brackets, rows led by a colon",
			"## Key to the Keep\n**1. Gatehouse.** Two trolls guard the gate.\n**2. Hall.** Dust and broken chairs.\nMonsters met while resting (1-in-6 each turn, roll 1d4):\n1: Troglodytes (1d4)\n2: Giant spiders (1d6+1)\n3: Stirges (1d6)\n4: Ghouls (2d6)\n**3. Crypt.** A giant frog squats in a puddle.",
			[]string{"Monsters met while resting 1d4 [1-in-6 each turn, roll 1d4]: 1=Troglodytes (1d4) (1d4); 2=Giant spiders (1d6+1) (1d6+1); 3=Stirges (1d6) (1d6); 4=Ghouls (2d6) (2d6) @"},
			[]string{"1", "2", "3"}, []string{"1: 2 trolls", "2: ", "3: 1 giant frog"}},

		// Area lists are never tables.
		{"TSR: keys under a heading naming the encounter areas", "### KEY TO THE ENCOUNTER AREAS\n1. GATEHOUSE. Two goblins guard it.\n2. HALL. A skeleton lies here.\n3. CHAPEL. Four zombies shamble.",
			nil, []string{"1", "2", "3"}, []string{"1: 2 goblins", "2: 1 skeleton", "3: 4 zombies"}},
		{"B/X: a numbered list of areas under a caption with a colon naming monsters and no die", "Monsters of the caves:\n1. CAVE MOUTH. Two orcs stand guard.\n2. BAT ROOST. Bats hang here.\n3. POOL. A giant frog.",
			nil, []string{"1", "2", "3"}, []string{"1: 2 orcs", "2: ", "3: 1 giant frog"}},
		{"zine: a numbered list of areas under a title-case heading with a colon", "**The Caves:**\n1. Cave mouth. Two orcs stand guard.\n2. Dry cave. Bones lie here.\n3. Pool. A giant frog.",
			nil, []string{"1", "2", "3"}, []string{"1: 2 orcs", "2: ", "3: 1 giant frog"}},
		{"OSE: bold keys under an Encounter Areas heading", "## Encounter Areas\n**1. Gatehouse.** Two goblins guard it.\n**2. Hall.** A skeleton lies here.\n**3. Chapel.** Three zombies shamble.",
			nil, []string{"1", "2", "3"}, []string{"1: 2 goblins", "2: 1 skeleton", "3: 3 zombies"}},
	} {
		t.Run(tc.name, func(t *testing.T) { readsAsPrinted(t, tc.text, tc.tables, tc.keys, tc.areas) })
	}
}

// quoted writes a list one item a line, for long rows.
func quoted(ss []string) string {
	var b strings.Builder
	for _, s := range ss {
		fmt.Fprintf(&b, "\n  %q", s)
	}
	return b.String()
}

// TestOddRowsReadWithoutPanic: rows a printed page can give that carry no
// entry — a row of leader dots over a sentence, a grid row over plain rows
// the text layer did not split into cells, a grid row whose die stands
// past its first two cells — are read (as a table or not) without a
// panic, which failed the whole request.
func TestOddRowsReadWithoutPanic(t *testing.T) {
	for _, text := range []string{
		"### WANDERING MONSTERS\nRoll 1d6:\n1. Goblins (2d4)\n2. Orcs (1d6)\n3. ......\nThe party hears them first.",
		"### Wandering Monsters\n**d6 Encounter**\n**No. Appearing**\n| 1 Bandits | 2d6 |\n2 Wolves (1d6)\n3 Orcs (2d4)\n4 Ghouls (1d4)",
		// A grid whose die is in a cell past the first two: an OSE
		// per-terrain grid whose die column was read apart, and a B/X
		// grid with its count last.
		"### Wilderness Encounters\n1\n\n| **Forest** | **Marsh** | **Hills** |\n| --- | --- | --- |\n| Wolves | Lizard men | Orcs (2d6) |\n| (2d4) | (2d4) |  |\n| Boar (1) | Stirges (1d8) | Ogre (1) |",
		"### WANDERING MONSTERS\n| Goblins | Caves | 2d6 |\n| --- | --- | --- |\n| Orcs | Hills | 1d8 |\n| Kobolds | Mine | 4d4 |",
	} {
		pages := []requests.Page{{Number: 1, Text: cover}, {Number: 2, Text: text}}
		readModule(t, pages)
	}
}

// TestRolledCreaturesNamingHarm: a run-on roll for what comes is a table
// although a row's creature is named for its poison or its stat line
// prints hit points; only dice of harm ("1d6 damage") make a roll one of
// harm. In a zine's sentence and a B/X area with a stat line.
func TestRolledCreaturesNamingHarm(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"### 4. WELL\nRoll 1d6 when a character looks in: 1-2 giant poison toads (1d4); 3-4 a water snake (1); 5-6 nothing.", "1-2=giant poison toads"},
		{"### 7. GUARD POST\nWhen the gong sounds, roll 1d4: 1-2 goblins (1d4) (AC 6, HD 1, hp 4 each); 3 orcs (1d3); 4 nothing.", "1-2=goblins"},
	} {
		tables, _, _ := readModule(t, []requests.Page{{Number: 1, Text: cover}, {Number: 2, Text: tc.text}})
		if len(tables) != 1 || !strings.Contains(tables[0], tc.want) {
			t.Errorf("%q: tables = %q, want one holding %q", tc.text, tables, tc.want)
		}
	}
}

// TestListCarriedOntoNextPage: a list broken by a page's end goes on at
// the head of the next page; the survey gives both pages the
// random-tables role, so that the pipeline asks for their tables together
// (one request per run of such pages), and the wandering answer for the
// two reads every row, while the keys on the second page stay areas. In a
// Swords & Wizardry numbered list and a Basic Fantasy percentile list,
// with the folio and the running head between the pages or none.
func TestListCarriedOntoNextPage(t *testing.T) {
	for _, tc := range []struct{ name, first, second, want string }{
		{"Swords & Wizardry: numbered rows, the die in the heading",
			"## Wandering Monsters (d8)\nRoll 1d6 every 2 turns; a 1 means an encounter.\n1. Skeletons (2d6)\n2. Orcs (1d3)\n3. Troglodytes (2d4)\n4. Gnolls (1d8)",
			"5. Kobolds (3d6)\n6. Giant centipedes (1d4)\n7. Stirges (1d6+1)\n8. Ghouls (1d6)\n## Key to the Keep\n**1. Gatehouse.** Two trolls guard the gate.\n**2. Hall.** Dust and broken chairs.",
			"Wandering Monsters d8 [Roll 1d6 every 2 turns]: 1=Skeletons (2d6) (2d6); 2=Orcs (1d3) (1d3); 3=Troglodytes (2d4) (2d4); 4=Gnolls (1d8) (1d8); 5=Kobolds (3d6) (3d6); 6=Giant centipedes (1d4) (1d4); 7=Stirges (1d6+1) (1d6+1); 8=Ghouls (1d6) (1d6)"},
		{"Basic Fantasy: percentile ranges, counts after a comma",
			"### Wandering Monsters (d%)\n01-20 Wolves, 2d6\n21-35 Harpies, 1d3\n36-50 Skeletons, 2d4\n51-65 Orcs, 1d8",
			"66-75 Fire beetles, 1d10\n76-85 Ghouls, 2d4+2\n86-95 Lizard men, 3d6\n96-00 Giant centipedes, 1d4\n### Key to the Keep\n**1. Gatehouse.** Two trolls guard the gate.\n**2. Hall.** Dust and broken chairs.",
			"Wandering Monsters d% []: 01-20=Wolves, 2d6 (2d6); 21-35=Harpies, 1d3 (1d3); 36-50=Skeletons, 2d4 (2d4); 51-65=Orcs, 1d8 (1d8); 66-75=Fire beetles, 1d10 (1d10); 76-85=Ghouls, 2d4+2 (2d4+2); 86-95=Lizard men, 3d6 (3d6); 96-00=Giant centipedes, 1d4 (1d4)"},
		{"Swords & Wizardry: the folio under the rows, a running head over the next page's",
			"THE SUNKEN KEEP\n## Wandering Monsters (d8)\nRoll 1d6 every 2 turns; a 1 means an encounter.\n1. Skeletons (2d6)\n2. Orcs (1d3)\n3. Troglodytes (2d4)\n4. Gnolls (1d8)\n\n12",
			"THE SUNKEN KEEP\n5. Kobolds (3d6)\n6. Giant centipedes (1d4)\n7. Stirges (1d6+1)\n8. Ghouls (1d6)\n## Key to the Keep\n**1. Gatehouse.** Two trolls guard the gate.\n**2. Hall.** Dust and broken chairs.",
			"Wandering Monsters d8 [Roll 1d6 every 2 turns]: 1=Skeletons (2d6) (2d6); 2=Orcs (1d3) (1d3); 3=Troglodytes (2d4) (2d4); 4=Gnolls (1d8) (1d8); 5=Kobolds (3d6) (3d6); 6=Giant centipedes (1d4) (1d4); 7=Stirges (1d6+1) (1d6+1); 8=Ghouls (1d6) (1d6)"},
		{"Basic Fantasy: percentile ranges, the folio opening the next page",
			"### Wandering Monsters (d%)\n01-20 Wolves, 2d6\n21-35 Harpies, 1d3\n36-50 Skeletons, 2d4\n51-65 Orcs, 1d8",
			"13\n66-75 Fire beetles, 1d10\n76-85 Ghouls, 2d4+2\n86-95 Lizard men, 3d6\n96-00 Giant centipedes, 1d4\n### Key to the Keep\n**1. Gatehouse.** Two trolls guard the gate.\n**2. Hall.** Dust and broken chairs.",
			"Wandering Monsters d% []: 01-20=Wolves, 2d6 (2d6); 21-35=Harpies, 1d3 (1d3); 36-50=Skeletons, 2d4 (2d4); 51-65=Orcs, 1d8 (1d8); 66-75=Fire beetles, 1d10 (1d10); 76-85=Ghouls, 2d4+2 (2d4+2); 86-95=Lizard men, 3d6 (3d6); 96-00=Giant centipedes, 1d4 (1d4)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			pages := []requests.Page{{Number: 1, Text: cover}, {Number: 2, Text: tc.first}, {Number: 3, Text: tc.second}}
			var s requests.Survey
			decode(t, built(t)(requests.BuildSurveyRequest(1, pages, requests.Settings{})), &s)
			if r2, r3 := s.Pages[1].Role, s.Pages[2].Role; r2 != requests.RoleRandomTables || r3 != requests.RoleRandomTables {
				t.Errorf("roles of pages 2 and 3 = %s, %s; want both %s", r2, r3, requests.RoleRandomTables)
			}
			var w requests.Wandering
			decode(t, built(t)(requests.BuildWanderingRequest(pages[1:], requests.Settings{})), &w)
			if len(w.Tables) != 1 || rows(w.Tables[0]) != tc.want {
				var got []string
				for _, tb := range w.Tables {
					got = append(got, rows(tb))
				}
				t.Errorf("tables\n got %s\nwant %s", quoted(got), quoted([]string{tc.want}))
			}
			var c requests.Content
			decode(t, built(t)(requests.BuildContentRequest(pages[2:], &requests.ContentContext{ExpectedKeys: keysOnPage(s, 3)}, requests.Settings{})), &c)
			var keys []string
			for _, a := range c.Areas {
				keys = append(keys, a.Key+": "+strings.Join(describe(a.Encounters), ", "))
			}
			if want := []string{"1: 2 trolls", "2: "}; !slices.Equal(keys, want) {
				t.Errorf("areas of page 3 = %q, want %q", keys, want)
			}
		})
	}
}

// TestDieColumnReadApart: a grid's die column that the text layer read
// apart, as lines of ranges alone over the rest of the grid, leads the
// grid's rows again, so each row keeps its own range. An OSE per-terrain
// grid whose die header is printed ("d8" over "1" … "4", then "| Forest |
// Marsh |"), a B/X grid with a blank die header and stat columns ("1",
// "2-3", "4-5", "6" over "| Monster | # | AC | HD |"), and a Basic Fantasy
// d% grid; each read its header as its first row before.
func TestDieColumnReadApart(t *testing.T) {
	readsTables(t, []pageTables{
		{"### Wilderness Encounters\nRoll once a day.\n\n**d8**\n\n1\n\n2\n\n3\n\n4-8\n\n| **Forest** | **Marsh** |\n| --- | --- |\n| Wolves (2d4) | Lizard men (2d4) |\n| Bandits (2d6) | Giant leeches (1d4) |\n| Boar (1) | Stirges (1d8) |\n| Elves (1d6) | Bog hag (1) |",
			"Wilderness Encounters d8 []: 1=Wolves (2d4) (2d4); 2=Bandits (2d6) (2d6); 3=Boar (1) (1); 4-8=Elves (1d6) (1d6) @Forest|" +
				"Wilderness Encounters d8 []: 1=Lizard men (2d4) (2d4); 2=Giant leeches (1d4) (1d4); 3=Stirges (1d8) (1d8); 4-8=Bog hag (1) (1) @Marsh"},
		{"**Wandering Monsters**\nRoll every two turns; one appears on a 1 on 1d6.\n\n1\n\n2-3\n\n4-5\n\n6\n\n| **Monster** | **#** | **AC** | **HD** |\n| --- | --- | --- | --- |\n| Giant spider | 1 | 4 | 3 |\n| Kobolds | 2d4 | 7 | 1/2 |\n| Zombies | 1d4 | 8 | 2 |\n| Giant rats | 3d6 | 7 | 1/2 |",
			"Wandering Monsters 1d6 [Roll every two turns]: 1=Giant spider (1); 2-3=Kobolds (2d4); 4-5=Zombies (1d4); 6=Giant rats (3d6) @"},
		{"## RANDOM ENCOUNTERS\n\n**d%**\n\n01-30\n\n31-60\n\n61-90\n\n91-00\n\n| **Monster** | **No. Appearing** |\n| --- | --- |\n| Goblins | 2d4 |\n| Hobgoblins | 1d6 |\n| Orcs | 2d6 |\n| Ogre | 1 |",
			"RANDOM ENCOUNTERS d% []: 01-30=Goblins (2d4); 31-60=Hobgoblins (1d6); 61-90=Orcs (2d6); 91-00=Ogre (1) @"},
	})
}

// TestGridCarriedOnAfterBreak: a grid carried on to the next column with
// its header row printed again over the rest keeps its columns past the
// break: the count under "No. Appearing" in a Labyrinth Lord grid, one
// table per terrain column in an OSE grid, and a Basic Fantasy grid whose
// first header the text layer gave as lines of their own. Each lost its
// counts or its columns past the break before, the repeated header taken
// for a row.
func TestGridCarriedOnAfterBreak(t *testing.T) {
	readsTables(t, []pageTables{
		{"### 4. CROSSROADS\nMonsters met here are rolled on this table:\n\n| **d6 Monster** | **No. Appearing** | **Stats** |\n| --- | --- | --- |\n| 1 Bandits | 1d6 | p. 12 |\n| 2 Giant black widow spiders | 1d3 | see area 4 |\n| 3 Fire beetles | 1d3 | p. 12 |\n\n| **d6 Monster** | **No. Appearing** | **Stats** |\n| --- | --- | --- |\n| 4 Goblins | 2d6 | see area 4 |\n| 5 Stirges | 1d8 | p. 12 |\n| 6 Kobolds | 1d6 | p. 12 |\n\n### 5. SHRINE\nA cracked altar stands here.",
			"Monster No. Appearing d6 []: 1=Bandits, p. 12 (1d6); 2=Giant black widow spiders, see area 4 (1d3); 3=Fire beetles, p. 12 (1d3); 4=Goblins, see area 4 (2d6); 5=Stirges, p. 12 (1d8); 6=Kobolds, p. 12 (1d6) @"},
		{"## Wilderness Encounters\nRoll 1d6 on the column of the terrain.\n\n| **d6 Forest** | **Marsh** |\n| --- | --- |\n| 1 Wolves (2d4) | Lizard men (2d4) |\n| 2-3 Bandits (2d6) | Giant leeches (1d4) |\n\n| **d6 Forest** | **Marsh** |\n| --- | --- |\n| 4-5 Boar (1) | Stirges (1d8) |\n| 6 Elves (1d6) | Bog hag (1) |",
			"Wilderness Encounters d6 []: 1=Wolves (2d4) (2d4); 2-3=Bandits (2d6) (2d6); 4-5=Boar (1) (1); 6=Elves (1d6) (1d6) @Forest|" +
				"Wilderness Encounters d6 []: 1=Lizard men (2d4) (2d4); 2-3=Giant leeches (1d4) (1d4); 4-5=Stirges (1d8) (1d8); 6=Bog hag (1) (1) @Marsh"},
		{"### Random Encounters\n**No. Appearing**\n\n**Monster**\n\n**Stats**\n\n| 01-25 Bandits | 1d6 | p. 12 |\n| --- | --- | --- |\n| 26-50 Orcs | 2d4 | p. 12 |\n\n| **Monster** | **No. Appearing** | **Stats** |\n| --- | --- | --- |\n| 51-75 Hobgoblins | 1d6 | see area 4 |\n| 76-00 Ghoul | 1 | AC 6, HD 2 |",
			"Monster d% []: 01-25=Bandits, p. 12 (1d6); 26-50=Orcs, p. 12 (2d4); 51-75=Hobgoblins, see area 4 (1d6); 76-00=Ghoul, AC 6, HD 2 (1) @Stats"},
	})
}

// pageTables is a page's text after the cover and the tables readModule
// reads from it, joined by "|".
type pageTables struct{ text, want string }

// readsTables checks the tables readModule reads from each case's page.
func readsTables(t *testing.T, cases []pageTables) {
	t.Helper()
	for _, tc := range cases {
		tables, _, _ := readModule(t, []requests.Page{{Number: 1, Text: cover}, {Number: 2, Text: tc.text}})
		if got := strings.Join(tables, "|"); got != tc.want {
			t.Errorf("%.40q: tables =\n%s\nwant\n%s", tc.text, got, tc.want)
		}
	}
}

// TestTerrainGridInArea: a grid of one result column per terrain or time
// is an encounter table wherever it stands, under an area's key with no
// title naming encounters, when its cells are creatures with their
// counts: an OSE hex key with a per-terrain grid, its die column joined
// to the first terrain as the text layer reads it, and a B/X area with a
// day and night grid in cells of their own. Neither was read as a table
// before, its header naming its columns only. Grids of weather and of
// treasure under an area stay no encounter tables.
func TestTerrainGridInArea(t *testing.T) {
	readsTables(t, []pageTables{
		{"**0104 Crossroads.** The old roads meet here. Travellers are met on this table:\n\n| **d6 Forest** | **Marsh** | **Hills** |\n| --- | --- | --- |\n| 1 Wolves (2d4) | Lizard men (2d4) | Orcs (2d6) |\n| 2-3 Bandits (2d6) | Giant leeches (1d4) | Ogre (1) |\n| 4-5 Boar (1) | Stirges (1d8) | Goblins (3d4) |\n| 6 Elves (1d6) | Bog hag (1) | Hill giant (1) |\n\n**0105 Standing Stones.** Nine stones in a ring.",
			"Wandering monsters d6 []: 1=Wolves (2d4) (2d4); 2-3=Bandits (2d6) (2d6); 4-5=Boar (1) (1); 6=Elves (1d6) (1d6) @Forest|" +
				"Wandering monsters d6 []: 1=Lizard men (2d4) (2d4); 2-3=Giant leeches (1d4) (1d4); 4-5=Stirges (1d8) (1d8); 6=Bog hag (1) (1) @Marsh|" +
				"Wandering monsters d6 []: 1=Orcs (2d6) (2d6); 2-3=Ogre (1) (1); 4-5=Goblins (3d4) (3d4); 6=Hill giant (1) (1) @Hills"},
		{"### 7. THE GATE\nThe gate is never shut. Roll for who comes through each hour:\n\n| d4 | Day | Night |\n| --- | --- | --- |\n| 1 | 2d6 pilgrims | 1d4 ghouls |\n| 2 | 1d4 merchants | 2d4 wolves |\n| 3 | 1 knight | 1d6 bandits |\n| 4 | 3d6 peasants | 1 wraith |\n\n### 8. THE TOWER\nAn empty tower.",
			"Wandering monsters d4 []: 1=2d6 pilgrims (2d6); 2=1d4 merchants (1d4); 3=1 knight (1); 4=3d6 peasants (3d6) @Day|" +
				"Wandering monsters d4 []: 1=1d4 ghouls (1d4); 2=2d4 wolves (2d4); 3=1d6 bandits (1d6); 4=1 wraith (1) @Night"},
		// negatives: a grid of weather and one of treasure under an area
		{"### 3. THE PASS\nRoll each day:\n\n| d4 | Summer | Winter |\n| --- | --- | --- |\n| 1 | Rain | Snow |\n| 2 | Fog | Sleet |\n| 3 | Clear | Wind |\n| 4 | Storm | Blizzard |", ""},
		{"### 9. VAULT\nRoll for each chest:\n\n| d4 | Iron chest | Urn |\n| --- | --- | --- |\n| 1 | 2d6 gems | 1d100 gp |\n| 2 | 1d4 potions | 3d6 sp |\n| 3 | 1 scroll | 2d4 pearls |\n| 4 | 4d6 gp | 1d6 gems |", ""},
	})
}

// TestGridCountInCreatureCell: a grid with no number-appearing column
// prints the count in brackets after the creature, in its own cell, and
// a column of notes or page references after it; the row's count is the
// creature cell's. A Labyrinth Lord grid under its header row, with page
// references, and an OSE grid whose header the text layer set apart, with
// stat references; rows whose notes end in a number ("p. 12", "see area
// 4") had no count before.
func TestGridCountInCreatureCell(t *testing.T) {
	readsTables(t, []pageTables{
		{"## WANDERING MONSTERS\nRoll 1d6 every two turns.\n\n| **d6 Monster** | **Stats** |\n| --- | --- |\n| 1 Fire beetles (1d3) | see area 4 |\n| 2 Ghoul (1) | p. 12 |\n| 3 Kobolds (2d4) | p. 14 |\n| 4 Bandits (1d6) | see area 9 |\n| 5 Giant rats (3d6) | p. 12 |\n| 6 Zombies (1d4) | p. 15 |",
			"WANDERING MONSTERS d6 [Roll 1d6 every two turns]: 1=Fire beetles (1d3), see area 4 (1d3); 2=Ghoul (1), p. 12 (1); 3=Kobolds (2d4), p. 14 (2d4); 4=Bandits (1d6), see area 9 (1d6); 5=Giant rats (3d6), p. 12 (3d6); 6=Zombies (1d4), p. 15 (1d4) @"},
		{"### Wandering Monsters\n**d6 Monster**\n\n**Notes**\n\n| 1 Goblins (2d4) | see the Guard Room, area 2 |\n| --- | --- |\n| 2 Stirges (1d8) | lair in area 5 |\n| 3 Orcs (1d6) | patrol from area 8 |\n| 4 Ogre (1) | p. 22 |",
			"Wandering Monsters d6 []: 1=Goblins (2d4), see the Guard Room, area 2 (2d4); 2=Stirges (1d8), lair in area 5 (1d8); 3=Orcs (1d6), patrol from area 8 (1d6); 4=Ogre (1), p. 22 (1) @"},
	})
}

// TestGridDieJoinedBeforeActivity: a grid whose narrow die column the
// text layer joins to the creature column ("| d8 Wandering Monster |
// Activity |") is named by that first cell, the columns after it
// describing each row (activity, reaction): an OSE grid with counts first
// and a B/X grid with counts in brackets. Neither was read as a table
// before, its name taken with the description column's.
func TestGridDieJoinedBeforeActivity(t *testing.T) {
	readsTables(t, []pageTables{
		{"## Wandering Monsters\nCheck every 2 turns. An encounter occurs on a 1 in 6.\n\n| **d8 Wandering Monster** | **Activity** |\n| --- | --- |\n| 1 1d4 giant rats | Squabbling over a dead bat. |\n| 2 2d6 goblin scouts | Heading back with loot. |\n| 3 1d6 stirges | Roosting in a crack. |\n| 4 1 carrion crawler | Feeding on a corpse. |",
			"Wandering Monsters d8 [Check every 2 turns]: 1=1d4 giant rats, Squabbling over a dead bat. (1d4); 2=2d6 goblin scouts, Heading back with loot. (2d6); 3=1d6 stirges, Roosting in a crack. (1d6); 4=1 carrion crawler, Feeding on a corpse. (1) @"},
		{"WANDERING MONSTERS\nRoll each turn.\n\n| Die Roll Monster | Reaction |\n| --- | --- |\n| 1 Kobolds (2d4) | hostile |\n| 2 Giant ants (1d4) | foraging |\n| 3 Ghoul (1) | hungry |\n| 4 Bandits (1d6) | demand a toll |",
			"WANDERING MONSTERS d4 [Roll each turn]: 1=Kobolds (2d4), hostile (2d4); 2=Giant ants (1d4), foraging (1d4); 3=Ghoul (1), hungry (1); 4=Bandits (1d6), demand a toll (1d6) @"},
	})
}

// TestWanderingTablesAsPrinted pins the forms of wandering tables that
// Chromium-printed modules print, as their page text should read, each in
// two styles or more (S&W, B/X, OSE, Labyrinth Lord, Basic Fantasy, a
// zine): a list rolled on a die named in its title whose rows lead with
// their counts, with a row naming a person and rows that roll no creature
// (kept as rows, with no count); a grid with a number-appearing column
// and a row naming a leader with his guards; a grid with one column per
// terrain, each a table applying to its terrain, beside a rumour table,
// which is none. The areas around keep their own encounters.
func TestWanderingTablesAsPrinted(t *testing.T) {
	for _, tc := range []struct {
		name, text          string
		tables, keys, areas []string
	}{
		{"S&W: a d12 list under a heading naming its die, rows counts first, a named person's row and rows that roll no creature, after an area",
			"**8. Lamp Room.** The keeper's ghost waits by the cold lens.\n" +
				"Keeper's Ghost: HD 3; AC 5[14]; Atk 1 touch (1d6); Move 12; Save 14; CL/XP 4/120; hp 14.\n### Random Encounters (d12)\n1. 1d6 giant rats\n" +
				"2. 1d4 zombies\n3. 2d6 stirges\n4. 1 giant crab\n5. 1d3 ghouls\n6. Brother Odo the hermit, lost\n7. 2d4 drowned sailors (as zombies)\n" +
				"8. The fog rolls in: sight 10 feet\n9. 3d6 bats\n10. The lamp gutters out: the keeper wakes\n11. 1d4 skeletons\n12. Nothing; a cold wind\n### Notes\n" +
				"The tide covers the quay twice a day.",
			[]string{"Random Encounters d12 []: 1=1d6 giant rats (1d6); 2=1d4 zombies (1d4); 3=2d6 stirges (2d6); 4=1 giant crab (1); 5=1d3 ghouls (1d3); 6=Brother Odo the hermit, lost (); 7=2d4 drowned sailors (as zombies) (2d4); 8=The fog rolls in: sight 10 feet (); 9=3d6 bats (3d6); 10=The lamp gutters out: the keeper wakes (); 11=1d4 skeletons (1d4); 12=Nothing; a cold wind () @"},
			[]string{"8"}, []string{"8: 1 Keeper's Ghost [HD 3; AC 5[14]; Atk 1 touch (1d6); Move 12; Save 14; CL/XP 4/120; hp 14]"}},
		{"B/X: the same form as a bulleted list under a title in capitals naming its die in brackets",
			"WANDERING MONSTERS (ROLL 1D8)\n- 1 2d4 goblins\n- 2 Old Mag the witch, gathering herbs\n- 3 The wind rises: torches gutter\n- 4 1d6 wolves\n" +
				"- 5 1 ogre\n- 6 2d6 bandits\n- 7 1d4 giant spiders\n- 8 Nothing\n\nKEY TO THE WOOD\n1. CLEARING: Three goblins roast a deer.\n" +
				"2. HUT: Old Mag sleeps here.",
			[]string{"WANDERING MONSTERS 1d8 []: 1=2d4 goblins (2d4); 2=Old Mag the witch, gathering herbs (); 3=The wind rises: torches gutter (); 4=1d6 wolves (1d6); 5=1 ogre (1); 6=2d6 bandits (2d6); 7=1d4 giant spiders (1d4); 8=Nothing () @"},
			[]string{"1", "2"}, []string{"1: 3 goblins", "2: 1 Old Mag"}},
		{"OSE: bold rolls under a die header, a leader with his guards and rows of no creature",
			"## Wandering Monsters\nCheck every turn: a 1 on 1d6 means a monster.\n**d6 Encounter**\n**1** 2d4 goblins\n" +
				"**2** Captain Varn and 3 guards, on patrol\n**3** 1d6 giant rats\n**4** The ground shakes: dust falls\n**5** 1 carrion crawler\n" +
				"**6** Nothing; distant drums\n## The Barracks\n**1. Gate.** Two goblins watch the road.\n**2. Mess.** Benches and a cold hearth.",
			[]string{"Wandering Monsters d6 [Check every turn: a 1 on 1d6 means a monster]: 1=2d4 goblins (2d4); 2=Captain Varn and 3 guards, on patrol (); 3=1d6 giant rats (1d6); 4=The ground shakes: dust falls (); 5=1 carrion crawler (1); 6=Nothing; distant drums () @"},
			[]string{"1", "2"}, []string{"1: 2 goblins", "2: "}},
		{"Labyrinth Lord: a d6 grid, its die joined to the creature column, a leader and his guards counted in the count column, the check in the paragraph before",
			"**WANDERING MONSTERS**\nCheck for wandering monsters every two turns; a roll of 1\non 1d6 means an encounter. Roll 1d6 on the table below.\n" +
				"Statistics are given in the area where each monster is met.\n\n| **d6 Wandering Monster** | **No. Appearing** |\n| --- | --- |\n| 1 Kobolds | 2d6 |\n" +
				"| 2 Giant centipedes | 1d4 |\n| 3 Skeletons | 1d6 |\n| 4 Gnolls | 1d3 |\n| 5 Gelatinous cube | 1 |\n" +
				"| 6 Chief Ragmaw and two gnoll guards, hunting | 3 |\n\n**UPPER HALLS**\n**1. GATE:** Two kobolds (AC 7, HD 1/2, hp 3, 2) crouch behind the rubble.",
			[]string{"WANDERING MONSTERS d6 [1 on 1d6 means an encounter]: 1=Kobolds (2d6); 2=Giant centipedes (1d4); 3=Skeletons (1d6); 4=Gnolls (1d3); 5=Gelatinous cube (1); 6=Chief Ragmaw and two gnoll guards, hunting (3) @"},
			[]string{"1"}, []string{"1: 2 kobolds [AC 7, HD 1/2, hp 3, 2]"}},
		{"Basic Fantasy: the same grid with a die column of its own and a number encountered column",
			"### Wandering Monsters\nRoll once every hour; an encounter happens on a 1 on 1d6. Then roll 1d6 on this table.\n\n" +
				"| **d6** | **Monster** | **No. Enc.** |\n| --- | --- | --- |\n| 1 | Kobolds | 2d6 |\n| 2 | Giant centipedes | 1d4 |\n| 3 | Skeletons | 1d6 |\n" +
				"| 4 | Gnolls | 1d3 |\n| 5 | Gelatinous cube | 1 |\n| 6 | Chief Ragmaw and two gnoll guards, hunting | 3 |\n\n### The Upper Halls\n" +
				"**1. Gate.** Two kobolds crouch behind the rubble.",
			[]string{"Wandering Monsters d6 [Roll once every hour]: 1=Kobolds (2d6); 2=Giant centipedes (1d4); 3=Skeletons (1d6); 4=Gnolls (1d3); 5=Gelatinous cube (1); 6=Chief Ragmaw and two gnoll guards, hunting (3) @"},
			[]string{"1"}, []string{"1: 2 kobolds"}},
		{"zine: the grid's header in bold over a bulleted list, the count last in each row",
			"**Wandering Monsters**\nEvery 2 turns a roll of 1 on 1d6 means an encounter.\n\n**d6 Wandering Monster No. Appearing**\n- 1 Kobolds 2d6\n" +
				"- 2 Giant centipedes 1d4\n- 3 Skeletons 1d6\n- 4 Gnolls 1d3\n- 5 Gelatinous cube 1\n- 6 Chief Ragmaw and two gnoll guards, hunting 3\n\n" +
				"**1. Gate.** Two kobolds crouch behind the rubble.",
			[]string{"Wandering Monsters d6 [Every 2 turns]: 1=Kobolds 2d6 (2d6); 2=Giant centipedes 1d4 (1d4); 3=Skeletons 1d6 (1d6); 4=Gnolls 1d3 (1d3); 5=Gelatinous cube 1 (1); 6=Chief Ragmaw and two gnoll guards, hunting 3 (3) @"},
			[]string{"1"}, []string{"1: 2 kobolds"}},
		{"OSE hexcrawl: one column per terrain under a caption sorting the encounters by terrain, a rumour grid after it",
			"## Travel\n**Encounters:** Roll once per day; an encounter happens on a 1 in 6. Roll 1d6 on the column of the terrain the party is in.\n\n" +
				"**Encounters by Terrain**\n\n| **d6** | **Hills** | **Forest** | **Swamp** |\n| --- | --- | --- | --- |\n" +
				"| 1 | Orcs (2d6) | Wolves (2d4) | Lizard men (1d6) |\n| 2 | Hill giant (1) | Elves (1d6) | Giant leeches (1d4) |\n" +
				"| 3 | Goblins (3d6) | Brown bear (1) | Crocodiles (1d3) |\n| 4 | Griffons (1d2) | Bandits (2d6) | Stirges (2d6) |\n" +
				"| 5 | Thane Harald and 4 huscarls | Owlbear (1) | Thane Harald and 4 huscarls |\n| 6 | Dwarves (2d4) | Charcoal burners (2d6) | Giant toads (1d4) |\n" +
				"\n## Rumours\nEach character hears one rumour at the inn.\n\n| **d6** | **Rumour** |\n| --- | --- |\n| 1 | The old mill is haunted. |\n" +
				"| 2 | Thane Harald pays well for wolf pelts. |\n| 3 | A dragon sleeps under the hill (false). |\n| 4 | The bridge toll doubles at night. |\n" +
				"| 5 | Lizard men trade with the fishers. |\n| 6 | The witch in the swamp cures fevers. |\n\n## Hex Key\n### 0101 Hunter's Lodge\n" +
				"Three elves rest here.",
			[]string{"Encounters by Terrain d6 [Roll once per day]: 1=Orcs (2d6) (2d6); 2=Hill giant (1) (1); 3=Goblins (3d6) (3d6); 4=Griffons (1d2) (1d2); 5=Thane Harald and 4 huscarls (); 6=Dwarves (2d4) (2d4) @Hills",
				"Encounters by Terrain d6 [Roll once per day]: 1=Wolves (2d4) (2d4); 2=Elves (1d6) (1d6); 3=Brown bear (1) (1); 4=Bandits (2d6) (2d6); 5=Owlbear (1) (1); 6=Charcoal burners (2d6) (2d6) @Forest",
				"Encounters by Terrain d6 [Roll once per day]: 1=Lizard men (1d6) (1d6); 2=Giant leeches (1d4) (1d4); 3=Crocodiles (1d3) (1d3); 4=Stirges (2d6) (2d6); 5=Thane Harald and 4 huscarls (); 6=Giant toads (1d4) (1d4) @Swamp"},
			[]string{"0101"}, []string{"0101: 3 elves"}},
		{"zine hexcrawl: the die joined to the first terrain's column, a rumour list with bold rolls after it",
			"### Random Encounters\nOnce per day and once per night, 1 in 6. Roll on the column of the terrain.\n\n**Encounters by Terrain**\n\n" +
				"| **d6 Hills** | **Forest** | **Swamp** |\n| --- | --- | --- |\n| 1 Orcs (2d6) | Wolves (2d4) | Lizard men (1d6) |\n" +
				"| 2 Hill giant (1) | Elves (1d6) | Giant leeches (1d4) |\n| 3 Goblins (3d6) | Brown bear (1) | Crocodiles (1d3) |\n" +
				"| 4 Griffons (1d2) | Bandits (2d6) | Stirges (2d6) |\n| 5 Thane Harald and 4 huscarls | Owlbear (1) | Thane Harald and 4 huscarls |\n" +
				"| 6 Dwarves (2d4) | Charcoal burners (2d6) | Giant toads (1d4) |\n\n### Rumours\n**d6 Rumour**\n**1** The old mill is haunted.\n" +
				"**2** Thane Harald pays well for wolf pelts.\n**3** A dragon sleeps under the hill (false).\n**4** The bridge toll doubles at night.\n" +
				"**5** Lizard men trade with the fishers.\n**6** The witch in the swamp cures fevers.\n\n### 0101 Hunter's Lodge\nThree elves rest here.",
			[]string{"Encounters by Terrain d6 [Once per day]: 1=Orcs (2d6) (2d6); 2=Hill giant (1) (1); 3=Goblins (3d6) (3d6); 4=Griffons (1d2) (1d2); 5=Thane Harald and 4 huscarls (); 6=Dwarves (2d4) (2d4) @Hills",
				"Encounters by Terrain d6 [Once per day]: 1=Wolves (2d4) (2d4); 2=Elves (1d6) (1d6); 3=Brown bear (1) (1); 4=Bandits (2d6) (2d6); 5=Owlbear (1) (1); 6=Charcoal burners (2d6) (2d6) @Forest",
				"Encounters by Terrain d6 [Once per day]: 1=Lizard men (1d6) (1d6); 2=Giant leeches (1d4) (1d4); 3=Crocodiles (1d3) (1d3); 4=Stirges (2d6) (2d6); 5=Thane Harald and 4 huscarls (); 6=Giant toads (1d4) (1d4) @Swamp"},
			[]string{"0101"}, []string{"0101: 3 elves"}},
	} {
		t.Run(tc.name, func(t *testing.T) { readsAsPrinted(t, tc.text, tc.tables, tc.keys, tc.areas) })
	}
}

// TestTransposedGrid: a table set on its side, its die values across the
// header row and its creatures in the row under it, a row of counts
// under that or none, is read as the grid it transposes: an OSE grid
// whose blank die header the text layer dropped, with a count row and
// rows that roll no creature; a zine's grid of ranges under "d6", its
// counts in brackets; a B/X grid led by "Die Roll" with its labels in
// cells of their own. None was read as a table before. A grid of
// treasure so printed stays none.
func TestTransposedGrid(t *testing.T) {
	readsTables(t, []pageTables{
		{"### Wandering Monsters\nAn encounter occurs on a roll of 1 on 1d6, checked every two turns. Roll 1d4 on the\ntable below.\n| **1** | **2** | **3** | **4** |\n| --- | --- | --- | --- |\n| Rumour | Cold wind | Wights | Bandits |\n|  |  | 1d4 | 2d6 |\nNo.\n### Key to the Vaults\n**1. Entry Stair.** A stair of black stone winds down into the dark.",
			"Wandering Monsters 1d4 [1 on 1d6, checked every two turns]: 1=Rumour (); 2=Cold wind (); 3=Wights (1d4); 4=Bandits (2d6) @"},
		{"**WANDERING MONSTERS**\n\n| **d6** | **1-2** | **3-4** | **5** | **6** |\n| --- | --- | --- | --- | --- |\n| | Goblins (2d4) | Giant rats (3d6) | Ogre (1) | Nothing |\n\n**1 GATE** Two goblins watch the road.",
			"WANDERING MONSTERS d6 []: 1-2=Goblins (2d4) (2d4); 3-4=Giant rats (3d6) (3d6); 5=Ogre (1) (1); 6=Nothing () @"},
		{"## WANDERING MONSTERS (ROLL 1D8)\n| **Die Roll** | **1** | **2** | **3** | **4-5** | **6-8** |\n| --- | --- | --- | --- | --- | --- |\n| Monster | Kobolds | Stirges | Zombies | Orcs | Hobgoblins |\n| No. | 4-16 | 1-10 | 2-8 | 1-6 | 1-6 |\n\n## KEY\n1. ENTRANCE. Cobwebs hang across the door.",
			"WANDERING MONSTERS 1d8 []: 1=Kobolds (4-16); 2=Stirges (1-10); 3=Zombies (2-8); 4-5=Orcs (1-6); 6-8=Hobgoblins (1-6) @"},
		// a negative: a treasure table so printed
		{"### Treasure in the Vault\n| **d4** | **1** | **2** | **3** | **4** |\n| --- | --- | --- | --- | --- |\n| Treasure | 100 gp | a silver cup | 2 gems | a scroll |", ""},
	})
}

// TestListUnderRollCaption: a list rolled on under no heading, right
// under the paragraph's lead that tells the roll ("Roll 2d6 each watch:"),
// is an encounter table when its rows are counted creatures: a Swords &
// Wizardry list of 2d6 rows from 2 to 12 set off by colons, and a zine's
// bulleted d12 ranges. Neither was read before, the lead taken for a
// table's name naming no encounters. Rows of events and of treasure under
// such a lead stay no encounter table.
func TestListUnderRollCaption(t *testing.T) {
	readsTables(t, []pageTables{
		{"The road climbs into the hills.\nRoll 2d6 each watch:\n2: Hobgoblins (1d6)\n3: Ghouls (1d3)\n4: Orcs (1d6)\n5: Skeletons (1d4)\n6: Wights (1d4)\n7: Gnolls (1d6)\n8: Goblins (2d4)\n9: Ogre (1)\n10: Zombies (1d4)\n11: Lizard men (2d4)\n12: Nothing\n**Key to the Hills**\n**1. Watchtower.** A broken tower.",
			"Wandering monsters 2d6 [Roll 2d6 each watch]: 2=Hobgoblins (1d6) (1d6); 3=Ghouls (1d3) (1d3); 4=Orcs (1d6) (1d6); 5=Skeletons (1d4) (1d4); 6=Wights (1d4) (1d4); 7=Gnolls (1d6) (1d6); 8=Goblins (2d4) (2d4); 9=Ogre (1) (1); 10=Zombies (1d4) (1d4); 11=Lizard men (2d4) (2d4); 12=Nothing () @"},
		{"*The Drowned Road*\nRoll 1d12 each hour:\n- 1-2 Bats (3d6)\n- 3-4 Zombies (1d4)\n- 5-6 Giant leeches (2d6)\n- 7-8 Lizard men (2d4)\n- 9 Hobgoblins (1d6)\n- 10 Gnolls (1d6)\n- 11 Wights (1d4)\n- 12 Skeletons (1d4)\n\n**KEY TO THE ROAD**",
			"Wandering monsters 1d12 [Roll 1d12 each hour]: 1-2=Bats (3d6) (3d6); 3-4=Zombies (1d4) (1d4); 5-6=Giant leeches (2d6) (2d6); 7-8=Lizard men (2d4) (2d4); 9=Hobgoblins (1d6) (1d6); 10=Gnolls (1d6) (1d6); 11=Wights (1d4) (1d4); 12=Skeletons (1d4) (1d4) @"},
		// negatives: events and treasure under such a lead
		{"The bridge sways.\nRoll 1d6 each turn:\n1. The ropes creak\n2. A plank falls\n3. Wind gusts\n4. Nothing\n5. A bird cries\n6. The bridge holds", ""},
		{"The chest is locked.\nRoll 1d4 for each chest:\n1. 100 gp\n2. 2 gems (50 gp each)\n3. A silver cup (30 gp)\n4. 300 sp", ""},
	})
}

// TestListsAcrossGrid: two lists printed side by side that the text layer
// reads as one grid, every cell a row led by its die value, are two
// tables, neither lost: a zine's day and night 2d6 lists under a header
// row naming each, and a Basic Fantasy pair under their names and a
// column header each. One list set in two columns so read is one table.
// Each column's rows were read as one table's before, the second column's
// joined to the first's.
func TestListsAcrossGrid(t *testing.T) {
	readsTables(t, []pageTables{
		{"| **DAY ENCOUNTERS (ROLL 2D6)** | **NIGHT ENCOUNTERS (ROLL 2D6)** |\n| --- | --- |\n| 2. Bandits (2d6) | 2. Giant rats (1d6) |\n| 3-4. Nothing | 3-4. Skeletons (1d4) |\n| 5-6. Stirges (2d4) | 5-6. Bats (3d6) |\n| 7. Troglodytes (1d8) | 7. Orcs (1d6) |\n| 8-9. Distant screams | 8-9. Carrion crawler (1) |\n| 10-11. Zombies (1d4) | 10-11. Cold wind |\n| 12. Lizard men (2d4) | 12. Ghouls (1d3) |\n\n**1. GATE.** Two bandits watch the road.",
			"DAY ENCOUNTERS 2d6 []: 2=Bandits (2d6) (2d6); 3-4=Nothing (); 5-6=Stirges (2d4) (2d4); 7=Troglodytes (1d8) (1d8); 8-9=Distant screams (); 10-11=Zombies (1d4) (1d4); 12=Lizard men (2d4) (2d4) @|" +
				"NIGHT ENCOUNTERS 2d6 []: 2=Giant rats (1d6) (1d6); 3-4=Skeletons (1d4) (1d4); 5-6=Bats (3d6) (3d6); 7=Orcs (1d6) (1d6); 8-9=Carrion crawler (1) (1); 10-11=Cold wind (); 12=Ghouls (1d3) (1d3) @"},
		{"| **Level 1 Wandering Monsters** | **Level 2 Wandering Monsters** |\n| --- | --- |\n| **d6 Result** | **d6 Result** |\n| 1–2 Skeletons (1d4) | 1–2 Giant crab (1) |\n| 3–4 Bats (3d6) | 3–4 Ogre (1) |\n| 5 Orcs (1d6) | 5 Wights (1d4) |\n| 6 Bandits (2d6) | 6 Zombies (1d4) |\n### Key to the Vaults\n**1. Entry Stair.** A stair of black stone.",
			"Level 1 Wandering Monsters d6 []: 1–2=Skeletons (1d4) (1d4); 3–4=Bats (3d6) (3d6); 5=Orcs (1d6) (1d6); 6=Bandits (2d6) (2d6) @Level 1|" +
				"Level 2 Wandering Monsters d6 []: 1–2=Giant crab (1) (1); 3–4=Ogre (1) (1); 5=Wights (1d4) (1d4); 6=Zombies (1d4) (1d4) @Level 2"},
		{"### WANDERING MONSTERS (1D8)\n| 1. Goblins (2d4) | 5. Orcs (1d6) |\n| --- | --- |\n| 2. Kobolds (3d4) | 6. Ghouls (1d3) |\n| 3. Bats (3d6) | 7. Ogre (1) |\n| 4. Stirges (2d4) | 8. Nothing |",
			"WANDERING MONSTERS 1d8 []: 1=Goblins (2d4) (2d4); 2=Kobolds (3d4) (3d4); 3=Bats (3d6) (3d6); 4=Stirges (2d4) (2d4); 5=Orcs (1d6) (1d6); 6=Ghouls (1d3) (1d3); 7=Ogre (1) (1); 8=Nothing () @"},
	})
}

// TestTablesAcrossGrid: two tables of a hexcrawl's terrains printed side
// by side, each with its own die column, that the text layer reads as one
// grid, the second table's die values a column of their own ("| 1 Giant
// leeches (1d6) | 1 | Wolves (2d6) |"), are two tables, each under its
// title where the titles stand over the grid one after the other: a
// two-column pair under bold titles, and a pair of die, creature and
// number appearing under their titles and a header row. Before, each row
// of the second table was read into the row of the first ("Giant leeches
// (1d6), Wolves (2d6)", count "1"), or the first table's into the
// second's. A grid whose last column of counts rises with its die values
// is one table.
func TestTablesAcrossGrid(t *testing.T) {
	readsTables(t, []pageTables{
		{"### Random Encounters\nRoll once per day of travel.\n**Marsh (1d8)**\n\n**Moor (1d8)**\n\n| 1 Giant leeches (1d6) | 1 | Wolves (2d6) |\n| --- | --- | --- |\n| 2 2d4 bog zombies | 2 | 2d4 bandits |\n| 3 Lizardmen (1d8) | 3 | Giant ravens (1d4) |\n| 4 Old Marra the witch | 4 | Moor troll |\n| 5 1d4 giant frogs | 5 | 1d6 shepherds |\n| 6 Crocodile | 6 | Dire wolf |\n| 7 No encounter | 7 | Wights (1d3) |\n| 8 Roll twice | 8 | Hill giant |",
			"Random Encounters 1d8 [Roll once per day of travel]: 1=Giant leeches (1d6) (1d6); 2=2d4 bog zombies (2d4); 3=Lizardmen (1d8) (1d8); 4=Old Marra the witch (); 5=1d4 giant frogs (1d4); 6=Crocodile (); 7=No encounter (); 8=Roll twice () @Marsh|" +
				"Random Encounters 1d8 [Roll once per day of travel]: 1=Wolves (2d6) (2d6); 2=2d4 bandits (2d4); 3=Giant ravens (1d4) (1d4); 4=Moor troll (); 5=1d6 shepherds (1d6); 6=Dire wolf (); 7=Wights (1d3) (1d3); 8=Hill giant () @Moor"},
		{"## Hills and Woods\n**Hills (d6)**\n\n**Woods (d6)**\n\n| **d6 Creature** | **No.** | **d6** | **Creature** | **No.** |\n| --- | --- | --- | --- | --- |\n| 1 Goblins | 3d6 | 1 | Bandits | 2d6 |\n| 2 Hobgoblins | 1d6 | 2 | Wolves | 3d4 |\n| 3 Ogre | 1 | 3 | Bear | 1 |\n| 4 Orc patrol | 2d6 | 4 | Elves | 1d6 |\n| 5 Hill giant | 1 | 5 | Owlbear | 1 |\n| 6 Wyvern | 1 | 6 | Dryad | 1 |",
			"Hills d6 []: 1=Goblins (3d6); 2=Hobgoblins (1d6); 3=Ogre (1); 4=Orc patrol (2d6); 5=Hill giant (1); 6=Wyvern (1) @|" +
				"Woods d6 []: 1=Bandits (2d6); 2=Wolves (3d4); 3=Bear (1); 4=Elves (1d6); 5=Owlbear (1); 6=Dryad (1) @"},
		{"### Wandering Monsters\n| **d4 Monster** | **No.** |\n| --- | --- |\n| 1 Ogre | 1 |\n| 2 Bugbears | 2 |\n| 3 Hill giants | 3 |\n| 4 Trolls | 4 |",
			"Wandering Monsters d4 []: 1=Ogre (1); 2=Bugbears (2); 3=Hill giants (3); 4=Trolls (4) @"},
	})
}
