package pipeline

import (
	"fmt"
	"slices"
	"strings"

	"github.com/scriptorium/scriptorium/adventure"
	"github.com/scriptorium/scriptorium/naming"
	"github.com/scriptorium/scriptorium/pipeline/preprocess"
	"github.com/scriptorium/scriptorium/requests"
)

// build turns the caches into an adventure. It is pure.
func build(c *caches) *adventure.Adventure {
	a := &adventure.Adventure{Format: adventure.Format, Version: adventure.Version, Module: module(c)}
	a.Sites = placeAreas(c.survey, c.areas, c.roaming, a.Module.Title)
	areas := monsterAreas(c)
	_, res := resolveNames(printedNames(areas, c.survey), c.monsters)
	creatures := bestiary(areas, c.survey, res)
	for _, cr := range creatures {
		if ans, ok := c.statblocks[requests.StatblockTag(cr.Canonical)]; ok {
			cr.answered(ans)
		}
	}
	known := knownCreatures(creatures)
	for _, cr := range withWanderingCreatures(creatures, c.wandering, known) {
		a.Monsters = append(a.Monsters, monster(cr))
	}
	for _, w := range c.wandering {
		for _, t := range w.tables {
			a.Wandering = append(a.Wandering, wanderingTable(t, tablePages(t, w.pages, c.loaded), known))
		}
	}
	a.Flags = append(a.Flags, pageFlags(c.pages)...)
	a.Flags = append(a.Flags, emptyPages(a, c.survey)...)
	a.ResolveExitTargets()
	a.MirrorExits()
	linkAndFlag(a, res, c.survey)
	a.Flags = append(a.Flags, unplacedText(a, c.survey, c.loaded)...)
	return a
}

// pageFlags returns the module flags the pages index gives: damaged-pdf
// for a PDF read as repaired, and per page damaged-page, blank-page (it
// prints nothing), scan-page (no text layer, not blank) and
// ocr-low-confidence.
func pageFlags(idx *preprocess.Index) []string {
	var flags []string
	if idx.Repaired != "" {
		flags = append(flags, adventure.DamagedPDF(idx.Repaired))
	}
	for _, p := range idx.Pages {
		if p.Damage != "" {
			flags = append(flags, adventure.DamagedPage(p.Number))
		}
		switch {
		case p.Blank:
			flags = append(flags, adventure.BlankPage(p.Number))
		case p.Scan():
			flags = append(flags, adventure.ScanPage(p.Number))
		}
		if p.TextSource == preprocess.TextOCR && p.OCRConfidence < adventure.LowOCRConfidence {
			flags = append(flags, adventure.OCRLowConfidence(p.Number))
		}
	}
	return flags
}

// yieldingRoles are the page roles whose pages should give areas or
// wandering tables.
var yieldingRoles = []requests.Role{requests.RoleAreaKey, requests.RoleRandomTables}

// emptyPages returns an empty-page:<n> flag for each page the survey gave a
// yielding role that no area and no wandering table of a was read from.
func emptyPages(a *adventure.Adventure, sv *requests.Survey) []string {
	read := map[int]bool{}
	for _, ar := range a.Areas() {
		for _, n := range ar.Pages {
			read[n] = true
		}
	}
	for _, t := range a.Wandering {
		for _, n := range t.Pages {
			read[n] = true
		}
	}
	var flags []string
	for _, p := range sv.Pages {
		if slices.Contains(yieldingRoles, p.Role) && !read[p.Page] {
			read[p.Page] = true // one flag a page, whatever roles the survey repeats
			flags = append(flags, adventure.EmptyPage(p.Page))
		}
	}
	return flags
}

// module returns the module metadata from the survey and run.
func module(c *caches) adventure.Module {
	sv := c.survey
	m := adventure.Module{Title: sv.Title, System: strings.TrimSpace(sv.System + " " + sv.Edition),
		LevelRange: levelRange(sv.LevelRange), Authors: sv.Authors, License: sv.License,
		Pages: c.pages.PageCount, Source: c.run.Source}
	if m.Title == "" {
		m.Title = strings.TrimSuffix(c.run.Source.File, ".pdf")
	}
	return m
}

func levelRange(lr requests.LevelRange) string {
	switch {
	case lr.AsPrinted != "":
		return lr.AsPrinted
	case lr.Min != nil && lr.Max != nil:
		return fmt.Sprintf("%d-%d", *lr.Min, *lr.Max)
	case lr.Min != nil:
		return fmt.Sprint(*lr.Min)
	}
	return ""
}

// monster returns the adventure entry of a creature with its match flags.
func monster(cr *creature) adventure.Monster {
	m := adventure.Monster{ID: naming.Slug(cr.Canonical), Name: cr.Canonical, PrintedNames: cr.Printed}
	for _, p := range cr.Printed {
		switch cr.Matches[p] {
		case requests.MatchAlias:
			m.Flags = append(m.Flags, adventure.AliasMatch(p))
		case requests.MatchFuzzy:
			m.Flags = append(m.Flags, adventure.FuzzyMatch(p))
		}
	}
	switch {
	case cr.StatBlock == nil && cr.NotPrinted:
		m.Flags = append(m.Flags, adventure.FlagStatBlockNotPrinted)
		return m
	case cr.StatBlock == nil:
		m.Flags = append(m.Flags, adventure.FlagStatBlockMissing)
		return m
	}
	sb, flags := adventure.NewStatBlock(*cr.StatBlock)
	m.StatBlock = &sb
	m.Flags = append(m.Flags, flags...)
	return m
}

// wanderingTable converts one table, linking each row to the creature it
// names (see [wanderingCreature], known the areas' creatures); a table printed without a die gets the
// one its ranges imply, marked as implied.
func wanderingTable(t requests.WanderingTable, pages []int, known func(string) requests.Resolution) adventure.WanderingTable {
	out := adventure.WanderingTable{Name: t.Name, Die: t.Die, AppliesTo: t.AppliesTo, Frequency: t.Frequency, Pages: pages}
	for _, e := range t.Entries {
		row := adventure.WanderingEntry{Range: e.Range, Entry: e.Entry, Count: e.Count}
		if _, r, ok := wanderingCreature(e.Entry, known); ok {
			row.Monster = naming.Slug(r.Canonical)
		}
		out.Entries = append(out.Entries, row)
	}
	out.ImplyDie()
	return out
}

// tablePages returns the pages of window (the pages the wandering answer
// read, among loaded) that print a row of table t, its first words as the
// page's text holds them, or the whole window when none does: a window of
// several pages holds each table on its own.
func tablePages(t requests.WanderingTable, window []int, loaded []requests.Page) []int {
	var out []int
	for _, p := range loaded {
		if !slices.Contains(window, p.Number) {
			continue
		}
		text := " " + strings.Join(plainWords(p.Text), " ") + " "
		if slices.ContainsFunc(t.Entries, func(e requests.WanderingEntry) bool {
			ws := plainWords(e.Entry)
			return len(ws) > 0 && strings.Contains(text, " "+strings.Join(ws[:min(len(ws), rowWords)], " ")+" ")
		}) {
			out = append(out, p.Number)
		}
	}
	if len(out) == 0 {
		return window
	}
	return out
}

// rowWords is how many first words of a wandering table's row a page must
// print for the row to stand on it.
const rowWords = 3

// linkAndFlag links the encounters of areas and sites to monsters (see
// [encounterName]) and flags every area.
func linkAndFlag(a *adventure.Adventure, res map[string]requests.Resolution, sv *requests.Survey) {
	link := func(e *adventure.Encounter) {
		if r, ok := res[encounterName(e.Creature, e.Name, e.StatLine, sv)]; ok && r.Canonical != "" {
			e.Monster = naming.Slug(r.Canonical)
		}
	}
	for i := range a.Sites {
		for j := range a.Sites[i].Encounters {
			link(&a.Sites[i].Encounters[j])
		}
	}
	for si := range a.Sites {
		for li := range a.Sites[si].Levels {
			for ai := range a.Sites[si].Levels[li].Areas {
				linkAndFlagArea(a, si, li, &a.Sites[si].Levels[li].Areas[ai], link)
			}
		}
	}
	slices.SortFunc(a.Monsters, func(x, y adventure.Monster) int { return strings.Compare(x.ID, y.ID) })
}

// linkAndFlagArea links the encounters of area ar, of level li of site si
// (both from 0), and flags it: an exit whose target leads to no area (see
// [adventure.Adventure.ExitTarget]) is exit-target-unknown.
func linkAndFlagArea(a *adventure.Adventure, si, li int, ar *adventure.Area, link func(*adventure.Encounter)) {
	for i := range ar.Encounters {
		e := &ar.Encounters[i]
		link(e)
		ar.Flags = append(ar.Flags, adventure.EncounterFlags(*e)...)
	}
	for _, x := range ar.Exits {
		if x.Target != "" && a.ExitTarget(si, li, x.Target) == nil {
			ar.Flags = append(ar.Flags, adventure.ExitTargetUnknown(x.Target))
		}
	}
	if len(ar.Pages) == 0 {
		ar.Flags = append(ar.Flags, adventure.FlagNoSourcePages)
	} else if len(ar.Pages) > 1 {
		ar.Flags = append(ar.Flags, adventure.FlagSplitAcrossPages)
	}
	if ar.Confidence < adventure.LowConfidence {
		ar.Flags = append(ar.Flags, adventure.FlagLowConfidence)
	}
}
