package adventure

import (
	"slices"
	"strings"
	"unicode"

	"github.com/scriptorium/scriptorium/naming"
)

// oppositeDirections pairs each compass word, its abbreviation and up/down
// with the direction back.
var oppositeDirections = map[string]string{
	"north": "south", "south": "north", "east": "west", "west": "east",
	"northeast": "southwest", "southwest": "northeast", "northwest": "southeast", "southeast": "northwest",
	"north-east": "south-west", "south-west": "north-east", "north-west": "south-east", "south-east": "north-west",
	"n": "s", "s": "n", "e": "w", "w": "e", "ne": "sw", "sw": "ne", "nw": "se", "se": "nw",
	"up": "down", "down": "up",
}

// Opposite returns the direction back along an exit printed as direction
// ("north" gives "south", "NE" gives "sw", "up" gives "down"), lower case,
// and "" for a direction it cannot reverse (a wall named otherwise, or
// none).
func Opposite(direction string) string {
	return oppositeDirections[strings.ToLower(strings.TrimSpace(direction))]
}

// compassWords spells out the abbreviated compass directions.
var compassWords = map[string]string{
	"n": "north", "s": "south", "e": "east", "w": "west",
	"ne": "northeast", "nw": "northwest", "se": "southeast", "sw": "southwest",
}

// sameDirection reports whether a and b name one direction Opposite knows,
// whatever the case and spelling each is printed in ("N" and "north",
// "south-west", "SW" and "southwest").
func sameDirection(a, b string) bool {
	da := spelledOut(a)
	return Opposite(da) != "" && da == spelledOut(b)
}

// spelledOut returns direction lower case, abbreviations spelled out and
// without a hyphen ("NE" and "north-east" give "northeast").
func spelledOut(direction string) string {
	d := strings.ToLower(strings.TrimSpace(direction))
	if w, ok := compassWords[d]; ok {
		return w
	}
	return strings.ReplaceAll(d, "-", "")
}

// ResolveExitTargets keys the exits that name their target by a place's
// name rather than its key, as a content answer does for a place printed
// on pages of another batch ("the locked door leads west to the stair
// foot"). In each site, an exit whose target is no area's key is given the
// one area that name finds in the site's index of places
// ([naming.Places], the one the offline rules read running text with):
// the area whose key or title it is (case, a leading article, spacing and
// the kind of apostrophe aside), else whose title's head noun it is ("the
// gate" for "Lych gate", "the tomb" for "Tomb of the Bellfounder"). The
// target is written as that area's key where the exit's level reads the
// key as that area (see [Adventure.ExitTarget]), else as its address
// ("Sub-Level/2": see [Adventure.Address]), since each level may number
// its areas from 1. A name several areas answer to is left as it is, and
// so is one no area of its site answers to that is printed as a name or a
// key, with a capital or a digit ("the Mill", "Hommlet", "30": a place off
// the map, flagged for a look). A
// common phrase no area answers to ("into the dark", "up to the surface
// level") is where the way goes, not a place of the module: the exit keeps
// its kind, direction and state, and its target is cleared. A target that
// names a key in a place as printed ("Lower Vaults/1" for "area 1 of the
// Lower Vaults": see [Adventure.placedKey]) is that area, written as its
// key or address as above.
func (a *Adventure) ResolveExitTargets() {
	indexes := make([]naming.Places, len(a.Sites))
	siteKeys := make([][]string, len(a.Sites))
	for si := range a.Sites {
		var addresses, titles []string
		for li := range a.Sites[si].Levels {
			for ai := range a.Sites[si].Levels[li].Areas {
				ar := &a.Sites[si].Levels[li].Areas[ai]
				siteKeys[si] = append(siteKeys[si], ar.Key)
				addresses, titles = append(addresses, a.Address(ar)), append(titles, ar.Title)
			}
		}
		indexes[si] = naming.IndexPlaces(addresses, titles) // an address names one area where keys repeat
	}
	for p := range a.placedAreas() {
		keys, places := siteKeys[p.site], indexes[p.site]
		for i, x := range p.area.Exits {
			if x.Target == "" || slices.Contains(keys, x.Target) {
				continue
			}
			if to := a.placedKey(p.site, x.Target); to != nil {
				p.area.Exits[i].Target = a.reference(p.site, p.level, to)
			} else if ref, ok := places.Key(x.Target); ok {
				if to := a.Area(ref); to != nil && a.ExitTarget(p.site, p.level, to.Key) == to {
					p.area.Exits[i].Target = to.Key
				} else {
					p.area.Exits[i].Target = ref
				}
			} else if _, named := places[naming.FoldPlace(x.Target)]; !named && !printedAsName(x.Target) {
				p.area.Exits[i].Target = ""
			}
		}
	}
}

// printedAsName reports whether s is printed as a name or a key: with a
// capital letter or a digit in it.
func printedAsName(s string) bool {
	return strings.ContainsFunc(s, func(r rune) bool { return unicode.IsUpper(r) || unicode.IsDigit(r) })
}

// MirrorExits gives the target of every exit stated in one area only the
// exit back: when an exit of area A leads to area B of the same site (see
// [Adventure.ExitTarget]: B's key on A's level first, then in A's site) and
// B lists no exit that leads to A, B's first exit of the same kind with no
// target and no other direction is taken to be that way and gets A as
// its target ("the door south" of B for A's "door north to B"); else B
// gets an exit to A with the opposite direction (see [Opposite]), the
// same kind and state, marked Mirrored. A is named from B by its key, or
// by its address where another area of B's level has A's key (see
// [Adventure.Address]: "Upper Vaults/2"). An exit whose target is not an
// area of the site, or is A itself, mirrors nothing; mirrored exits are
// not mirrored again.
func (a *Adventure) MirrorExits() {
	for from := range a.placedAreas() {
		ar := from.area
		for _, x := range ar.Exits {
			back := a.ExitTarget(from.site, from.level, x.Target)
			if x.Mirrored || back == nil || back == ar {
				continue
			}
			to, _ := a.placeOf(back)
			ref := a.reference(to.site, to.level, ar)
			if to.site != from.site || a.ExitTarget(to.site, to.level, ref) != ar || a.leadsTo(to, ar) {
				continue
			}
			if i := back.wayBack(x); i >= 0 {
				back.Exits[i].Target = ref
				continue
			}
			back.Exits = append(back.Exits, Exit{Direction: Opposite(x.Direction), Kind: x.Kind, State: x.State, Target: ref, Mirrored: true})
		}
	}
}

// reference returns how an exit of level level of site site (both from 0)
// names area to: by its key when that key leads there from the level (see
// [Adventure.ExitTarget]), else by its address (see [Adventure.Address]).
func (a *Adventure) reference(site, level int, to *Area) string {
	if a.ExitTarget(site, level, to.Key) == to {
		return to.Key
	}
	return a.Address(to)
}

// placedKey returns the area a target written "<place>/<key>" names, as
// an exit of site site (from 0) prints a key with the level or site it
// stands in ("Lower Vaults/1" for "area 1 of the Lower Vaults", "Level
// 2/4" for "4 on Level 2"): the one area of that key in a level or site
// whose name holds the place's words in a row, case and punctuation aside
// ("Level 2: The Lower Vaults" holds "Lower Vaults"), in site site first,
// else in the adventure. It returns nil for a target of no such form, and
// when no area or several answer.
func (a *Adventure) placedKey(site int, target string) *Area {
	cut := strings.LastIndex(target, "/")
	if cut < 0 {
		return nil
	}
	place, key := " "+placeWords(target[:cut])+" ", target[cut+1:]
	var inSite, inAll []*Area
	for p := range a.placedAreas() {
		names := " " + placeWords(a.Sites[p.site].Levels[p.level].Name) + " " + placeWords(a.Sites[p.site].Name) + " "
		if p.area.Key != key || place == "  " || !strings.Contains(names, place) {
			continue
		}
		if p.site == site {
			inSite = append(inSite, p.area)
		}
		inAll = append(inAll, p.area)
	}
	return nearestOne(inSite, inAll)
}

// nearestOne returns the one area of inSite, the areas a target names in
// its own site, or when the site has none the one area of inAll, those it
// names in the whole adventure; nil when the nearest of them holds none or
// several.
func nearestOne(inSite, inAll []*Area) *Area {
	switch {
	case len(inSite) == 1:
		return inSite[0]
	case len(inSite) == 0 && len(inAll) == 1:
		return inAll[0]
	}
	return nil
}

// placeWords returns the words of a place's name, folded (see
// [naming.FoldPlace]) and joined by one space, with no punctuation.
func placeWords(name string) string {
	return strings.Join(strings.FieldsFunc(naming.FoldPlace(name), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '\''
	}), " ")
}

// leadsTo reports whether the area at p lists an exit that leads to area
// (see [Adventure.ExitTarget]).
func (a *Adventure) leadsTo(p placed, area *Area) bool {
	return slices.ContainsFunc(p.area.Exits, func(x Exit) bool { return a.ExitTarget(p.site, p.level, x.Target) == area })
}

// wayBack returns the index of ar's first exit that can be the far end of
// exit x: of x's kind, with no target, and with no direction, or x none,
// or the one opposite x's in any spelling ("S" for x's "north"); -1 when
// there is none.
func (ar *Area) wayBack(x Exit) int {
	for i, o := range ar.Exits {
		if o.Kind == x.Kind && o.Target == "" && (o.Direction == "" || x.Direction == "" || sameDirection(Opposite(o.Direction), x.Direction)) {
			return i
		}
	}
	return -1
}
