package pipeline

import (
	"slices"
	"strings"

	"github.com/scriptorium/scriptorium/adventure"
	"github.com/scriptorium/scriptorium/requests"
)

// levelRef locates a level among sites.
type levelRef struct{ site, level int }

// placeAreas lays the extracted areas into the survey's sites and levels: an
// area goes to a level whose surveyed keys hold its key (see homeOf), else
// to the level of the area before it, else to the first level. An area with
// the key of the area right before it is a fragment of that one (an area
// split across page batches) and is merged into it; so is an area whose key
// every level it may go to already holds. A key printed on two levels of
// one page ("1." in the upper and the lower level) gives two areas. Levels the survey gave keys that no area fills are
// kept so check can report them. An answer of ways alone (see waysAlone)
// is no area: its exits join the area of its key (see joinWays). The
// roaming encounters of a content batch go to the site of the batch's
// first area, else of the area before it, else to the first site.
func placeAreas(sv *requests.Survey, areas []requests.Area, roaming []roamingBatch, title string) []adventure.Site {
	sites, homes := skeleton(sv, title)
	fragments := map[levelRef]map[string]int{}
	cur := levelRef{}
	siteOf := make([]int, len(areas))
	prev := ""
	var ways []adventure.Area
	for n, ra := range areas {
		a := convertArea(ra)
		if waysAlone(a) {
			siteOf[n] = cur.site
			ways = append(ways, a)
			continue
		}
		if n == 0 || a.Key != prev {
			cur = homeOf(homes[a.Key], ra.Pages, cur, func(ref levelRef) bool { return fragments[ref][a.Key] > 0 })
		}
		prev = a.Key
		siteOf[n] = cur.site
		lv := &sites[cur.site].Levels[cur.level]
		if fragments[cur] == nil {
			fragments[cur] = map[string]int{}
		}
		fragments[cur][a.Key]++
		if i := slices.IndexFunc(lv.Areas, func(x adventure.Area) bool { return x.Key == a.Key }); i >= 0 {
			mergeArea(&lv.Areas[i], a)
			continue
		}
		lv.Areas = append(lv.Areas, a)
	}
	joinWays(sites, ways)
	for ref, counts := range fragments {
		for i := range sites[ref.site].Levels[ref.level].Areas {
			a := &sites[ref.site].Levels[ref.level].Areas[i]
			if n := counts[a.Key]; n > 1 {
				a.Flags = append(a.Flags, adventure.Merged(n))
			}
		}
	}
	for _, rb := range roaming {
		site := 0
		if len(siteOf) > 0 {
			site = siteOf[min(rb.after, len(siteOf)-1)]
		}
		for _, e := range rb.encounters {
			sites[site].Encounters = append(sites[site].Encounters, convertEncounter(e))
		}
	}
	return sites
}

// waysAlone reports whether a content answer's area holds nothing but its
// key and exits: no text, no title and no pages. It is no area printed on
// the batch's pages but the ways the batch prints of an area keyed on
// others, as a hex map's road, printed as the chain of hexes it passes
// ("Roads: 0204–0305–0406"), joins hexes keyed pages apart.
func waysAlone(a adventure.Area) bool {
	return len(a.Exits) > 0 && a.Title == "" && a.ReadAloud == "" && a.Description == "" && len(a.Pages) == 0 &&
		len(a.Encounters) == 0 && len(a.Traps) == 0 && len(a.Features) == 0 && a.Treasure == nil
}

// joinWays gives the one area of sites keyed as each of ways is the exits
// of it that lead where the area has no exit yet. Ways whose key no area
// or several areas hold are dropped: a road through a hex the module keys
// nowhere is no area's way.
func joinWays(sites []adventure.Site, ways []adventure.Area) {
	all := &adventure.Adventure{Sites: sites}
	for _, w := range ways {
		to := all.Area(w.Key)
		if to == nil {
			continue
		}
		for _, x := range w.Exits {
			if !slices.ContainsFunc(to.Exits, func(o adventure.Exit) bool { return o.Target == x.Target }) {
				to.Exits = append(to.Exits, x)
			}
		}
	}
}

// home is a level where the survey found a key, and the pages it gave.
type home struct {
	ref   levelRef
	pages []int
}

// homeOf chooses the level of an area from the homes of its key: among
// the homes whose pages hold the area's first page (all of them when none
// does or the area has no pages), cur when it does not hold the key yet,
// else the first that does not (holds reports whether a level has an area
// of the key already), else cur, else the first. It returns cur when the
// key has no home.
func homeOf(homes []home, pages []int, cur levelRef, holds func(levelRef) bool) levelRef {
	if len(homes) == 0 {
		return cur
	}
	var cands []levelRef
	for _, h := range homes {
		if len(pages) > 0 && slices.Contains(h.pages, pages[0]) {
			cands = append(cands, h.ref)
		}
	}
	if len(cands) == 0 {
		for _, h := range homes {
			cands = append(cands, h.ref)
		}
	}
	hasCur := slices.Contains(cands, cur)
	if hasCur && !holds(cur) {
		return cur
	}
	if i := slices.IndexFunc(cands, func(r levelRef) bool { return !holds(r) }); i >= 0 {
		return cands[i]
	}
	if hasCur {
		return cur
	}
	return cands[0]
}

// skeleton returns the survey's sites and levels without areas, and the
// homes of every surveyed key in survey order. A level the survey gave no
// key (a place described in prose) is left out, and so is a site left with
// no level; a survey without sites gives one site named title with one
// unnamed level.
func skeleton(sv *requests.Survey, title string) ([]adventure.Site, map[string][]home) {
	homes := map[string][]home{}
	var sites []adventure.Site
	for _, s := range sv.Sites {
		site := adventure.Site{Name: s.Name}
		for _, l := range s.Levels {
			if len(l.Keys) == 0 {
				continue
			}
			ref := levelRef{len(sites), len(site.Levels)}
			for _, k := range l.Keys {
				key := strings.TrimSpace(k.Key)
				homes[key] = append(homes[key], home{ref, k.Pages})
			}
			site.Levels = append(site.Levels, adventure.Level{Name: l.Name})
		}
		if len(site.Levels) > 0 {
			sites = append(sites, site)
		}
	}
	if len(sites) == 0 {
		sites = []adventure.Site{{Name: title, Levels: []adventure.Level{{}}}}
	}
	return sites, homes
}

// convertEncounter copies a content answer's encounter into adventure form.
func convertEncounter(e requests.Encounter) adventure.Encounter {
	return adventure.Encounter{Creature: e.Creature, Name: strings.TrimSpace(e.Name), StatLine: e.StatLine,
		Count: adventure.Count{Fixed: e.Count.Fixed, Dice: e.Count.Dice, Note: e.Count.Note}}
}

// convertArea copies a content answer's area into adventure form.
func convertArea(ra requests.Area) adventure.Area {
	a := adventure.Area{Key: strings.TrimSpace(ra.Key), Title: ra.Title, ReadAloud: ra.ReadAloud,
		Description: ra.Description, Traps: ra.Traps, Features: ra.Features, Pages: ra.Pages,
		Confidence: ra.Confidence, Treasure: convertTreasure(ra.Treasure)}
	for _, e := range ra.Encounters {
		a.Encounters = append(a.Encounters, convertEncounter(e))
	}
	for _, x := range ra.Exits {
		a.Exits = append(a.Exits, adventure.Exit{Direction: x.Direction, Kind: string(x.Kind),
			State: string(x.State), Target: strings.TrimSpace(x.Target)})
	}
	return a
}

// convertTreasure returns nil for a treasure with nothing in it.
func convertTreasure(t requests.Treasure) *adventure.Treasure {
	coins := map[string]int{}
	for denom, n := range map[string]int{"cp": t.Coins.CP, "sp": t.Coins.SP, "ep": t.Coins.EP, "gp": t.Coins.GP, "pp": t.Coins.PP} {
		if n != 0 {
			coins[denom] = n
		}
	}
	if t.AsPrinted == "" && len(coins) == 0 && len(t.Gems) == 0 && len(t.MagicItems) == 0 && len(t.TreasureTypes) == 0 {
		return nil
	}
	out := &adventure.Treasure{AsPrinted: t.AsPrinted, Coins: coins, MagicItems: t.MagicItems, Types: t.TreasureTypes}
	for _, g := range t.Gems {
		out.Gems = append(out.Gems, adventure.Valuable{Description: g.Description, ValueGP: g.ValueGP})
	}
	return out
}

// mergeArea folds fragment b of an area into a: texts joined by a blank
// line, lists concatenated without repeats, pages united, the lower
// confidence kept.
func mergeArea(a *adventure.Area, b adventure.Area) {
	a.Title = joinText(a.Title, b.Title, " ")
	a.ReadAloud = joinText(a.ReadAloud, b.ReadAloud, "\n\n")
	a.Description = joinText(a.Description, b.Description, "\n\n")
	a.Encounters = appendNew(a.Encounters, b.Encounters)
	a.Traps = appendNew(a.Traps, b.Traps)
	a.Features = appendNew(a.Features, b.Features)
	a.Exits = appendNew(a.Exits, b.Exits)
	a.Pages = unionInts(a.Pages, b.Pages)
	a.Confidence = min(a.Confidence, b.Confidence)
	a.Treasure = mergeTreasure(a.Treasure, b.Treasure)
}

// joinText joins two fragments' texts, dropping a fragment the other holds.
func joinText(a, b, sep string) string {
	switch {
	case b == "" || strings.Contains(a, b):
		return a
	case a == "" || strings.Contains(b, a):
		return b
	}
	return a + sep + b
}

func appendNew[T comparable](dst, src []T) []T {
	for _, v := range src {
		if !slices.Contains(dst, v) {
			dst = append(dst, v)
		}
	}
	return dst
}

func mergeTreasure(a, b *adventure.Treasure) *adventure.Treasure {
	if a == nil || b == nil {
		if a == nil {
			return b
		}
		return a
	}
	if a.AsPrinted == b.AsPrinted {
		return a
	}
	a.AsPrinted = joinText(a.AsPrinted, b.AsPrinted, "\n\n")
	for denom, n := range b.Coins {
		a.Coins[denom] += n
	}
	a.Gems = append(a.Gems, b.Gems...)
	a.MagicItems = appendNew(a.MagicItems, b.MagicItems)
	a.Types = appendNew(a.Types, b.Types)
	return a
}
