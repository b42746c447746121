package adventure

import (
	"fmt"
	"iter"
	"strings"
)

// placed is an area with the positions of its site and level (from 0).
type placed struct {
	site, level int
	area        *Area
}

// placedAreas yields every area of a with its site and level, in printed
// order.
func (a *Adventure) placedAreas() iter.Seq[placed] {
	return func(yield func(placed) bool) {
		for s := range a.Sites {
			for l := range a.Sites[s].Levels {
				for i := range a.Sites[s].Levels[l].Areas {
					if !yield(placed{s, l, &a.Sites[s].Levels[l].Areas[i]}) {
						return
					}
				}
			}
		}
	}
}

// Area returns the one area ref names (see [Adventure.AreasNamed]), or nil
// when it names none or several.
func (a *Adventure) Area(ref string) *Area {
	if found := a.AreasNamed(ref); len(found) == 1 {
		return found[0]
	}
	return nil
}

// AreasNamed returns the areas a reference names, in document order. A
// reference is an area's printed key, or, when no key is ref itself, the
// key qualified by where the area stands, as a key repeats when each site
// or level numbers its areas from 1:
//
//	"<site>/<key>" or "<level>/<key>"   the key in the site, or in any level, of that name
//	"<site>/<level>/<key>"              the key in that level of that site
//
// In the three-part form a site or level may also be written "#N", its
// position from 1 (the way to name one printed without a name, or one of
// two of the same name). [Adventure.Address] gives the shortest reference
// that names one area.
func (a *Adventure) AreasNamed(ref string) []*Area {
	var out []*Area
	for p := range a.placedAreas() {
		if p.area.Key == ref {
			out = append(out, p.area)
		}
	}
	if len(out) > 0 {
		return out
	}
	parts := strings.Split(ref, "/")
	key := parts[len(parts)-1]
	for p := range a.placedAreas() {
		if p.area.Key == key && a.within(p, parts[:len(parts)-1]) {
			out = append(out, p.area)
		}
	}
	return out
}

// within reports whether area p stands where the qualifiers of a reference
// say (see [Adventure.AreasNamed]).
func (a *Adventure) within(p placed, qualifiers []string) bool {
	site, level := a.Sites[p.site], a.Sites[p.site].Levels[p.level]
	switch len(qualifiers) {
	case 1:
		return qualifiers[0] != "" && (site.Name == qualifiers[0] || level.Name == qualifiers[0])
	case 2:
		return namesPlace(qualifiers[0], site.Name, p.site) && namesPlace(qualifiers[1], level.Name, p.level)
	}
	return false
}

// namesPlace reports whether q names the site or level printed as name at
// position pos (from 0): by its name, or as "#N", N its position from 1.
func namesPlace(q, name string, pos int) bool {
	return q == name || q == fmt.Sprintf("#%d", pos+1)
}

// Address returns the shortest reference that names area alone (see
// [Adventure.AreasNamed]): its key; else the key after its site's name,
// else after its level's name; else after both, each written "#N" when
// its name does not tell it from the others. It returns the key when area
// is no area of a.
func (a *Adventure) Address(area *Area) string {
	if p, ok := a.placeOf(area); ok {
		site, level := a.Sites[p.site], a.Sites[p.site].Levels[p.level]
		siteQ, levelQ := site.Name, level.Name
		if site.Name == "" || count(a.Sites, func(s Site) bool { return s.Name == site.Name }) != 1 {
			siteQ = fmt.Sprintf("#%d", p.site+1)
		}
		if level.Name == "" || count(site.Levels, func(l Level) bool { return l.Name == level.Name }) != 1 {
			levelQ = fmt.Sprintf("#%d", p.level+1)
		}
		refs := []string{area.Key}
		for _, q := range []string{site.Name, level.Name} {
			if q != "" {
				refs = append(refs, q+"/"+area.Key)
			}
		}
		for _, ref := range append(refs, siteQ+"/"+levelQ+"/"+area.Key) {
			if found := a.AreasNamed(ref); len(found) == 1 && found[0] == area {
				return ref
			}
		}
	}
	return area.Key
}

// count returns how many of xs match.
func count[T any](xs []T, match func(T) bool) int {
	n := 0
	for _, x := range xs {
		if match(x) {
			n++
		}
	}
	return n
}

// ExitTarget returns the area an exit of level level of site site (both
// from 0) leads to, by the key it names: the area of that key in the
// exit's own level, else the one area of that key in the site (each level
// may number its areas from 1), else the one area of the adventure with
// that key; when no area has that key, the one area target names as
// overrides.yaml does ("Crypt/1", "Upper Vaults/2": see
// [Adventure.AreasNamed]). It returns nil when target is empty, or names
// no area, or several at the nearest of those places.
func (a *Adventure) ExitTarget(site, level int, target string) *Area {
	if target == "" {
		return nil
	}
	var inSite, inAll []*Area
	for p := range a.placedAreas() {
		if p.area.Key != target {
			continue
		}
		if p.site == site && p.level == level {
			return p.area
		}
		if p.site == site {
			inSite = append(inSite, p.area)
		}
		inAll = append(inAll, p.area)
	}
	if len(inAll) == 0 {
		return a.Area(target)
	}
	return nearestOne(inSite, inAll)
}

// placeOf returns where area stands in a, and false when it is no area of
// a.
func (a *Adventure) placeOf(area *Area) (placed, bool) {
	for p := range a.placedAreas() {
		if p.area == area {
			return p, true
		}
	}
	return placed{}, false
}

// exitsTo returns every exit of a that leads to area (see
// [Adventure.ExitTarget]).
func (a *Adventure) exitsTo(area *Area) []*Exit {
	var out []*Exit
	for p := range a.placedAreas() {
		for i, x := range p.area.Exits {
			if a.ExitTarget(p.site, p.level, x.Target) == area {
				out = append(out, &p.area.Exits[i])
			}
		}
	}
	return out
}
