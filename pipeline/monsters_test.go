package pipeline

import (
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/scriptorium/scriptorium/adventure"
	"github.com/scriptorium/scriptorium/naming"
	"github.com/scriptorium/scriptorium/provider"
	"github.com/scriptorium/scriptorium/requests"
)

// TestCreaturesOneIDOneMonster: canonical names differing only in case or
// punctuation, from a model's answer or from the alias table, would give
// two monsters with one ID (a duplicate-monster error); they are one.
func TestCreaturesOneIDOneMonster(t *testing.T) {
	areas := []requests.Area{
		{Key: "1", Encounters: []requests.Encounter{{Creature: "giant rats"}}, Pages: []int{2}},
		{Key: "2", Encounters: []requests.Encounter{{Creature: "Rat, Giant", StatLine: "AC 7, HD 1/2, #AT 1"}}, Pages: []int{3}},
	}
	res := map[string]requests.Resolution{
		"giant rats": {Canonical: "Giant rat", Match: requests.MatchAlias},
		"Rat, Giant": {Canonical: "Giant Rat", Match: requests.MatchAlias},
	}
	creatures := bestiary(areas, nil, res)
	wandering := []wanderingAnswer{{tables: []requests.WanderingTable{{Die: "d6",
		Entries: []requests.WanderingEntry{{Range: "1", Entry: "2d6 giant rats"}}}}}}
	creatures = withWanderingCreatures(creatures, wandering, knownCreatures(creatures))
	if len(creatures) != 1 {
		t.Fatalf("got %d creatures, want one giant rat: %+v", len(creatures), creatures)
	}
	c := creatures[0]
	if c.Canonical != "Giant rat" || !slices.Equal(c.Printed, []string{"Rat, Giant", "giant rats"}) ||
		!slices.Equal(c.Pages, []int{2, 3}) || c.StatBlock == nil {
		t.Errorf("creature %+v, want Giant rat printed as both names, pages 2-3, with the stat block", c)
	}
}

// requestTags returns the tags of reqs, sorted.
func requestTags(reqs []*provider.Request) []string {
	var tags []string
	for _, r := range reqs {
		tags = append(tags, r.Tag)
	}
	slices.Sort(tags)
	return tags
}

// pageNumbers returns the pages a request carries, from its page headers.
func pageNumbers(req *provider.Request) []int {
	var out []int
	for _, p := range requests.Pages(req) {
		out = append(out, p.Number)
	}
	return out
}

// TestStatblockRequestPages: a stat block request carries the pages of
// every area that meets the creature even when no page prints its name as
// the encounter does ("Rat, Giant" in the key, "giant rats" in the text),
// the pages of its printed stat blocks, and the monster appendix pages; a
// creature met nowhere but in the survey's printed stat blocks (a creature
// a magic item summons) is asked for too.
func TestStatblockRequestPages(t *testing.T) {
	areas := []requests.Area{{Key: "4", Pages: []int{2},
		Encounters: []requests.Encounter{{Creature: "Rat, Giant"}}}}
	sv := &requests.Survey{
		Pages:      []requests.SurveyPage{{Page: 2, Role: requests.RoleAreaKey}, {Page: 5, Role: requests.RoleMonsterAppendix}},
		StatBlocks: []requests.PrintedStatBlock{{Name: "Bronze Guardian", Pages: []int{3}}},
	}
	pages := []requests.Page{
		{Number: 1, Text: "Cover"},
		{Number: 2, Text: "4. Larder. Six giant rats (AC 7, HD 1/2) gnaw at sacks."},
		{Number: 3, Text: "Horn of the Guardian. Blown, it calls a Bronze Guardian: AC 2, HD 6, #AT 1, D 2d6."},
		{Number: 4, Text: "Nothing here."},
		{Number: 5, Text: "New Monsters\nRat Swarm\nAC 9, HD 2"},
	}
	_, res := resolveNames(printedNames(areas, sv), nil)
	reqs, notPrinted, err := statblockRequests(bestiary(areas, sv, res), pages, appendixPages(sv), Settings{})
	if err != nil {
		t.Fatal(err)
	}
	if len(notPrinted) != 0 {
		t.Errorf("not printed %v, want none", notPrinted)
	}
	want := map[string][]int{"statblock.bronze-guardian": {3, 5}, "statblock.giant-rat": {2, 5}}
	got := map[string][]int{}
	for _, r := range reqs {
		got[r.Tag] = pageNumbers(r)
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("request pages %v, want %v", got, want)
	}
}

// TestStatblockOfAMention: a stat line that prints one field alone ("a
// giant leech (HD 6)", "3 skeletons (AC 7)") is a mention of the
// creature, not its stat block: its stat block request is built, to look
// for the block the module prints elsewhere; two fields or more ("AC 7,
// HD 1/2") are the creature's stats, asked no further.
func TestStatblockOfAMention(t *testing.T) {
	areas := []requests.Area{{Key: "3", Pages: []int{1}, Encounters: []requests.Encounter{
		{Creature: "giant leech", StatLine: "HD 6"}, {Creature: "skeletons", StatLine: "AC 7"}, {Creature: "giant rats", StatLine: "AC 7, HD 1/2"}}}}
	pages := []requests.Page{{Number: 1, Text: "3. Pool. A giant leech (HD 6), 3 skeletons (AC 7) and 6 giant rats (AC 7, HD 1/2).\nGiant leech: A slimy worm. AC 7, HD 6, ML 10."}}
	_, res := resolveNames(printedNames(areas, nil), nil)
	reqs, _, err := statblockRequests(bestiary(areas, nil, res), pages, nil, Settings{})
	if err != nil {
		t.Fatal(err)
	}
	if tags, want := requestTags(reqs), []string{"statblock.giant-leech", "statblock.skeleton"}; !slices.Equal(tags, want) {
		t.Errorf("stat block requests %v, want %v", tags, want)
	}
}

// TestStatblockNotPrintedNotAsked: when no page a stat block request would
// carry prints any stats and no encounter printed a stat line, no request
// is built (it could only be answered empty); the creature is returned as
// not printed, and its monster is flagged statblock-not-printed.
func TestStatblockNotPrintedNotAsked(t *testing.T) {
	areas := []requests.Area{
		{Key: "1", Pages: []int{1}, Encounters: []requests.Encounter{{Creature: "Old Hermit"}}},
		{Key: "2", Pages: []int{2}, Encounters: []requests.Encounter{{Creature: "Ogre"}}},
	}
	pages := []requests.Page{
		{Number: 1, Text: "1. Hut. The Old Hermit sits by the fire, humming."},
		{Number: 2, Text: "2. Cave. An ogre sleeps here.\nOgre: AC 5, HD 4+1, #AT 1, D 1d10"},
		{Number: 3, Text: ""},
	}
	_, res := resolveNames(printedNames(areas, nil), nil)
	reqs, notPrinted, err := statblockRequests(bestiary(areas, nil, res), pages[:2], nil, Settings{})
	if err != nil {
		t.Fatal(err)
	}
	if len(reqs) != 1 || reqs[0].Tag != "statblock.ogre" {
		t.Errorf("requests %v, want the ogre's only", reqs)
	}
	if len(notPrinted) != 1 || notPrinted[0].Canonical != "Old Hermit" {
		t.Fatalf("not printed %v, want the Old Hermit", notPrinted)
	}
	if !mayPrintStats(notPrinted[0], pages[2:], statsOfPages(pages[2:])) {
		t.Error("a page without text may print stats: it must be asked")
	}
	env, err := notPrintedEnvelope(notPrinted[0])
	if err != nil {
		t.Fatal(err)
	}
	c := &caches{statblocks: map[string]requests.StatblockAnswer{}}
	if err := readMonsters(c, []*Envelope{env}); err != nil {
		t.Fatal(err)
	}
	cr := &creature{Canonical: "Old Hermit", NotPrinted: c.statblocks["statblock.old-hermit"].NotPrinted}
	if m := monster(cr); !slices.Equal(m.Flags, []string{adventure.FlagStatBlockNotPrinted}) {
		t.Errorf("monster flags %v, want statblock-not-printed", m.Flags)
	}
}

// TestNamedIndividuals: a named individual is its own monster only when the
// module prints stats of its own for it (a stat line that names it, or a
// stat block the survey found under its name, which then names the
// monster); otherwise its encounter links to the base creature, even with
// the creature's stat line beside it.
func TestNamedIndividuals(t *testing.T) {
	areas := []requests.Area{{Key: "1", Pages: []int{2}, Encounters: []requests.Encounter{
		{Creature: "goblin scavenger", Name: "Snagg"},
		{Creature: "ogre", Name: "Grukk"},
		{Creature: "orc", Name: "Uzgash", StatLine: "Uzgash: AC 6, HD 2, #AT 1, D 1d8"},
		{Creature: "orc", Name: "Blog", StatLine: "AC 6, HD 1, #AT 1, D 1d6"},
	}}}
	sv := &requests.Survey{StatBlocks: []requests.PrintedStatBlock{{Name: "Grukk the Mighty", Pages: []int{7}}}}
	_, res := resolveNames(printedNames(areas, sv), nil)
	var ids []string
	for _, c := range bestiary(areas, sv, res) {
		ids = append(ids, naming.Slug(c.Canonical))
	}
	if want := []string{"grukk-the-mighty", "orc", "uzgash", "goblin-scavenger"}; !slices.Equal(ids, want) {
		t.Errorf("monsters %v, want %v", ids, want)
	}
	a := &adventure.Adventure{Sites: placeAreas(&requests.Survey{}, areas, nil, "")}
	linkAndFlag(a, res, sv)
	var links []string
	for _, e := range a.Sites[0].Levels[0].Areas[0].Encounters {
		links = append(links, e.Name+"→"+e.Monster)
	}
	if want := []string{"Snagg→goblin-scavenger", "Grukk→grukk-the-mighty", "Uzgash→uzgash", "Blog→orc"}; !slices.Equal(links, want) {
		t.Errorf("links %v, want %v", links, want)
	}
}

// TestStatBlockUnderAnotherName: a stat block printed under another name
// than its encounter's ("Boar:" for the war boars met on that page) gives
// that creature's stats and is no creature of its own; a block on a page
// where no creature of its noun is met (an appendix's fire beetle beside
// salt beetles met elsewhere) is one.
func TestStatBlockUnderAnotherName(t *testing.T) {
	areas := []requests.Area{
		{Key: "7", Pages: []int{1}, Encounters: []requests.Encounter{{Creature: "war boars"}}},
		{Key: "8", Pages: []int{2}, Encounters: []requests.Encounter{{Creature: "salt beetles"}}},
	}
	sv := &requests.Survey{StatBlocks: []requests.PrintedStatBlock{{Name: "Boar", Pages: []int{1}}, {Name: "Fire Beetle", Pages: []int{5}}}}
	_, res := resolveNames(printedNames(areas, sv), nil)
	var got []string
	for _, c := range bestiary(areas, sv, res) {
		got = append(got, c.Canonical+":"+strings.Join(c.Printed, "|"))
	}
	if want := []string{"Fire Beetle:Fire Beetle", "salt beetles:salt beetles", "war boars:Boar|war boars"}; !slices.Equal(got, want) {
		t.Errorf("creatures %q, want %q", got, want)
	}
}

// TestStatColumnsPrintStats: a table whose header row labels stat columns
// prints the stats of each creature its rows name, though no stat label
// there carries a value, so a stat block request is built for a creature
// met only as such a row (a TSR wandering table whose cells the text layer
// joined; a table with spelled-out labels); a row of a table whose header
// names no stat (a die, what is met, how many) prints none.
func TestStatColumnsPrintStats(t *testing.T) {
	sv := &requests.Survey{StatBlocks: []requests.PrintedStatBlock{
		{Name: "Mill cat", Pages: []int{2}}, {Name: "Marsh Hound", Pages: []int{3}}, {Name: "Pedlar", Pages: []int{4}}}}
	pages := []requests.Page{
		{Number: 2, Text: "### WANDERING MONSTERS\nRoll 1d8.\n\n| **d8 Monster** | **No. AC** | **HD hp** | **MV** |\n| --- | --- | --- | --- |\n" +
			"| 1-3 Bandit | 1d4 6 | 1 5 | 120' (40') |\n| 7 Mill cat | 1 6 | 1 3 | 120' (40') |\n\nThe mill cat hunts rats."},
		{Number: 3, Text: "Beasts of the fen:\n\n| Creature | Armor Class | Hit Dice | Move |\n| --- | --- | --- | --- |\n| Marsh hound | 7 | 2 | 15 |"},
		{Number: 4, Text: "| d6 | Encounter | Number |\n| --- | --- | --- |\n| 1 | Pedlar | 1 |"},
	}
	_, res := resolveNames(printedNames(nil, sv), nil)
	reqs, notPrinted, err := statblockRequests(bestiary(nil, sv, res), pages, nil, Settings{})
	if err != nil {
		t.Fatal(err)
	}
	var tags, none []string
	for _, r := range reqs {
		tags = append(tags, r.Tag)
	}
	for _, c := range notPrinted {
		none = append(none, c.Canonical)
	}
	if want := []string{"statblock.marsh-hound", "statblock.mill-cat"}; !slices.Equal(tags, want) {
		t.Errorf("requests %v, want %v", tags, want)
	}
	if want := []string{"Pedlar"}; !slices.Equal(none, want) {
		t.Errorf("not printed %v, want %v", none, want)
	}
}

// TestStatsPrintedElsewhere pins the stat block request of a creature whose
// encounter's stat line gave it a stat block, when its stats are printed
// apart from the areas that meet it too: its answer completes the line
// with the fields the line does not print, the line keeping its own. Two
// printed styles: a short line in the key and the whole block in a monster
// appendix (the survey's stat block on another page); a line in the key
// and a roster table whose header labels stat columns, with XP. A creature
// whose block stands only on its area's page is not asked again.
func TestStatsPrintedElsewhere(t *testing.T) {
	areas := []requests.Area{
		{Key: "3", Pages: []int{2}, Encounters: []requests.Encounter{{Creature: "goblins", StatLine: "AC 6, HD 1-1, hp 4"}}},
		{Key: "4", Pages: []int{3}, Encounters: []requests.Encounter{{Creature: "bandits", StatLine: "AC 7, HD 1, hp 5, 3"}, {Creature: "ogre", StatLine: "AC 5, HD 4+1"}}},
	}
	sv := &requests.Survey{StatBlocks: []requests.PrintedStatBlock{{Name: "Goblin", Pages: []int{5}}, {Name: "Ogre", Pages: []int{3}}}}
	pages := []requests.Page{
		{Number: 2, Text: "3. Guard Post. Three goblins (AC 6, HD 1-1, hp 4) play dice."},
		{Number: 3, Text: "4. Camp. Two bandits (AC 7, HD 1, hp 5, 3) and an ogre.\nOgre: AC 5, HD 4+1"},
		{Number: 4, Text: "Roster\n\n| Area | Creature | No. | AC | HD | XP |\n| --- | --- | --- | --- | --- | --- |\n| 4 | Bandit | 2 | 7 | 1 | 10 each |"},
		{Number: 5, Text: "New Monsters\nGoblin: AC 6 [13], HD 1-1, Att 1 × weapon (1d6), THAC0 19 [0], MV 60' (20'), SV D14 W15 P16 B17 S18 (NH), ML 7, AL Chaotic, XP 5"},
	}
	_, res := resolveNames(printedNames(areas, sv), nil)
	creatures := bestiary(areas, sv, res)
	reqs, _, err := statblockRequests(creatures, pages, nil, Settings{})
	if err != nil {
		t.Fatal(err)
	}
	if tags, want := requestTags(reqs), []string{"statblock.bandit", "statblock.goblin"}; !slices.Equal(tags, want) {
		t.Errorf("stat block requests %v, want %v", tags, want)
	}
	i := slices.IndexFunc(creatures, func(c *creature) bool { return c.Canonical == "Goblin" })
	if i < 0 {
		t.Fatalf("no goblin among %+v", creatures)
	}
	gob := creatures[i]
	gob.answered(requests.StatblockAnswer{StatBlock: requests.StatBlock{Name: "Goblin", AC: "6 [13]", HD: "1-1", Morale: "7", XP: "5",
		Raw: "Goblin: AC 6 [13], HD 1-1, ML 7, XP 5"}})
	if sb := gob.StatBlock; sb == nil || sb.AC != "6" || sb.HP != "4" || sb.Morale != "7" || sb.XP != "5" {
		t.Errorf("goblin's stat block %+v, want the line's AC 6 and hp 4 with the appendix's morale 7 and XP 5", sb)
	}
}

// TestHitPointsListedApart gives a creature whose area lists its hit
// points alone, its stats printed in a monster appendix, the appendix's
// block with the area's hit points: Basic Fantasy's "Kobolds (4): HP 5,
// 4, 3, 2" and an OSE-style "(hp 9)" after a name. A line of hit points
// alone is no stat block of its own, so the block is asked for, and the
// answer, which prints none, kept them from the block.
func TestHitPointsListedApart(t *testing.T) {
	for _, tc := range []struct{ line, want string }{{"HP 5, 4, 3, 2", "5, 4, 3, 2"}, {"hp 9", "9"}} {
		areas := []requests.Area{{Key: "2", Pages: []int{1}, Encounters: []requests.Encounter{{Creature: "kobolds", StatLine: tc.line}}}}
		sv := &requests.Survey{StatBlocks: []requests.PrintedStatBlock{{Name: "Kobold", Pages: []int{4}}}}
		_, res := resolveNames(printedNames(areas, sv), nil)
		creatures := bestiary(areas, sv, res)
		if len(creatures) != 1 || creatures[0].StatBlock != nil {
			t.Fatalf("creatures %+v, want one kobold with no stat block of its line's", creatures)
		}
		kob := creatures[0]
		kob.answered(requests.StatblockAnswer{StatBlock: requests.StatBlock{Name: "Kobold", AC: "13 (11)", HD: "1d4 Hit Points", Morale: "6", XP: "10",
			Raw: "Kobold\nArmor Class: 13 (11)\nHit Dice: 1d4 Hit Points\nMorale: 6\nXP: 10"}})
		if sb := kob.StatBlock; sb == nil || sb.HP != tc.want || sb.AC != "13 (11)" || sb.Morale != "6" {
			t.Errorf("%q: kobold's stat block %+v, want the appendix's AC and morale with hit points %s", tc.line, sb, tc.want)
		}
	}
}
