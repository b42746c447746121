package foundry

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/scriptorium/scriptorium/adventure"
)

// areaFlags is flags.scriptorium of an area page: the whole area.
type areaFlags struct {
	Site  string         `json:"site"`
	Level string         `json:"level"`
	Area  adventure.Area `json:"area"`
}

// levelFlags is flags.scriptorium of a level page.
type levelFlags struct {
	Site  string `json:"site"`
	Level string `json:"level"`
}

// sectionFlags is flags.scriptorium of a page that opens a section of
// stat blocks.
type sectionFlags struct {
	Section string `json:"section"`
}

// monsterFlags is flags.scriptorium of a stat-block page: the whole monster.
type monsterFlags struct {
	Monster adventure.Monster `json:"monster"`
}

// siteJournal returns the JournalEntry of site i: its level and area
// pages, a "Roaming" page for the creatures met anywhere in it, then the
// stat blocks of the monsters met there.
func (x *exporter) siteJournal(i int) (*JournalEntry, error) {
	site := &x.a.Sites[i]
	j := x.journal(x.sites[i], siteName(site, x.a))
	monsters, err := x.siteMonsters(i)
	if err != nil {
		return nil, err
	}
	levelPages := len(site.Levels) > 1 || len(site.Levels) == 1 && site.Levels[0].Name != ""
	for l := range site.Levels {
		lv := &site.Levels[l]
		areaLevel := 1
		if levelPages {
			id, err := x.ids.of("level", strconv.Itoa(i), strconv.Itoa(l))
			if err != nil {
				return nil, err
			}
			j.add(id, levelName(lv, l), 1, x.levelContent(j.ID, lv), levelFlags{site.Name, lv.Name})
			areaLevel = 2
		}
		for k := range lv.Areas {
			area := &lv.Areas[k]
			ref := x.areas[area]
			j.add(ref.page, ref.name, areaLevel, x.areaContent(i, l, area, monsters),
				areaFlags{Site: site.Name, Level: lv.Name, Area: *area})
		}
	}
	if len(site.Encounters) > 0 {
		id, err := x.ids.of("site-roaming", strconv.Itoa(i))
		if err != nil {
			return nil, err
		}
		var c content
		c.note("Creatures met anywhere in " + j.Name + " rather than in one area.")
		c.list(encounters(site.Encounters, monsters))
		j.add(id, "Roaming", 1, c.String(), sectionFlags{"roaming"})
	}
	return j, x.addStatBlocks(j, i, monsters)
}

// siteMonsters returns the page _id, in site i's journal, of each monster
// an encounter of the site (of an area, or roaming) links to.
func (x *exporter) siteMonsters(i int) (map[string]string, error) {
	es := slices.Clone(x.a.Sites[i].Encounters)
	for _, lv := range x.a.Sites[i].Levels {
		for _, area := range lv.Areas {
			es = append(es, area.Encounters...)
		}
	}
	pages := map[string]string{}
	for _, e := range es {
		if _, ok := pages[e.Monster]; ok || x.a.Monster(e.Monster) == nil {
			continue
		}
		id, err := x.ids.of("site-monster", strconv.Itoa(i), e.Monster)
		if err != nil {
			return nil, err
		}
		pages[e.Monster] = id
	}
	return pages, nil
}

// addStatBlocks appends to site i's journal j a "Monsters" page listing the
// monsters of pages, then their stat blocks, in the adventure's order.
func (x *exporter) addStatBlocks(j *JournalEntry, i int, pages map[string]string) error {
	if len(pages) == 0 {
		return nil
	}
	id, err := x.ids.of("site-monsters", strconv.Itoa(i))
	if err != nil {
		return err
	}
	var items []string
	var met []*adventure.Monster
	for k := range x.a.Monsters {
		if m := &x.a.Monsters[k]; pages[m.ID] != "" {
			met = append(met, m)
			items = append(items, link("."+pages[m.ID], m.Name))
		}
	}
	var c content
	c.note("Stat blocks of the monsters met in " + j.Name + ", as printed.")
	c.list(items)
	j.add(id, "Monsters", 1, c.String(), sectionFlags{"monsters"})
	for _, m := range met {
		j.add(pages[m.ID], m.Name, 2, statBlockContent(m), monsterFlags{*m})
	}
	return nil
}

// levelContent lists the areas of lv as links.
func (x *exporter) levelContent(entry string, lv *adventure.Level) string {
	items := make([]string, len(lv.Areas))
	for k := range lv.Areas {
		ref := x.areas[&lv.Areas[k]]
		items[k] = link(uuid(entry, ref), ref.name)
	}
	var c content
	c.list(items)
	return c.String()
}

// areaContent returns the HTML of the page of area, in level l of site i
// (both from 0), whose monsters' stat blocks are the pages monsters.
func (x *exporter) areaContent(i, l int, area *adventure.Area, monsters map[string]string) string {
	var c content
	c.readAloud(area.ReadAloud)
	c.paragraphs(area.Description)
	c.section("Encounters", encounters(area.Encounters, monsters))
	if t := area.Treasure; t != nil && strings.TrimSpace(t.AsPrinted) != "" {
		c.heading("Treasure")
		c.paragraphs(t.AsPrinted)
	}
	c.section("Traps", escapeAll(area.Traps))
	c.section("Features", escapeAll(area.Features))
	c.section("Exits", x.exits(i, l, area))
	if len(area.Pages) > 0 {
		c.note("PDF pages: " + joinInts(area.Pages) + ".")
	}
	return c.String()
}

// encounters returns one list item per encounter: the creature, after an
// individual's own name ("Snagg, goblin scavenger") unless the creature
// is the full name that opens with it ("Old Maud, the Drowned Miller"),
// linked to its stat block when it has one, how many, and the printed
// stat line.
func encounters(es []adventure.Encounter, monsters map[string]string) []string {
	items := make([]string, len(es))
	for k, e := range es {
		label := e.Creature
		if e.Name != "" && e.Creature != e.Name && !strings.HasPrefix(e.Creature, e.Name+" ") && !strings.HasPrefix(e.Creature, e.Name+",") {
			label = e.Name + ", " + e.Creature
		}
		it := escape(label)
		if page := monsters[e.Monster]; page != "" {
			it = link("."+page, label)
		}
		if n := count(e.Count); n != "" {
			it += " (" + escape(n) + ")"
		}
		if e.StatLine != "" {
			it += ": " + escape(e.StatLine)
		}
		items[k] = it
	}
	return items
}

// count returns how many creatures n says appear, as printed.
func count(n adventure.Count) string {
	switch {
	case n.Fixed != nil:
		return strconv.Itoa(*n.Fixed)
	case n.Dice != "":
		return n.Dice
	}
	return n.Note
}

// exits returns one list item per exit of area in level l of site i:
// direction, kind and state, and a link to the target's page when the
// target is an area (the one of its key on the same level first, then in
// the same site: see [adventure.Adventure.ExitTarget]).
func (x *exporter) exits(i, l int, area *adventure.Area) []string {
	items := make([]string, len(area.Exits))
	for k, e := range area.Exits {
		what := strings.TrimSpace(e.Direction + " " + strings.ReplaceAll(e.Kind, "_", " "))
		if e.State != "" && e.State != "unstated" {
			what += " (" + e.State + ")"
		}
		it := escape(what)
		if t := x.a.ExitTarget(i, l, e.Target); t != nil {
			ref := x.areas[t]
			it += " to " + link(uuid(x.sites[i], ref), ref.name)
		} else if e.Target != "" {
			it += " to " + escape(e.Target)
		}
		items[k] = it
	}
	return items
}

// areaName is the page name of an area: "key. title", or the key alone
// when the title is empty or the key itself (a named area such as
// "Outside").
func areaName(a *adventure.Area) string {
	if a.Title == "" || strings.EqualFold(a.Title, a.Key) {
		return a.Key
	}
	return a.Key + ". " + a.Title
}

// siteName is the journal name of a site: its name, else the module's
// title.
func siteName(s *adventure.Site, a *adventure.Adventure) string {
	return firstNonEmpty(s.Name, a.Module.Title, "Adventure")
}

// levelName is the page name of the level at index l.
func levelName(lv *adventure.Level, l int) string {
	return firstNonEmpty(lv.Name, fmt.Sprintf("Level %d", l+1))
}

// firstNonEmpty returns the first of ss that is not blank.
func firstNonEmpty(ss ...string) string {
	i := slices.IndexFunc(ss, func(s string) bool { return strings.TrimSpace(s) != "" })
	if i < 0 {
		return ""
	}
	return ss[i]
}

// joinInts returns ns joined by ", ".
func joinInts(ns []int) string {
	s := make([]string, len(ns))
	for i, n := range ns {
		s[i] = strconv.Itoa(n)
	}
	return strings.Join(s, ", ")
}
