package adventure

import (
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"
)

// areaPlace is the value of an area entry's add field: the site and level
// (by name) to append the new area to; missing ones are created.
type areaPlace struct {
	Site  string `json:"site"`
	Level string `json:"level"`
}

func (ap *applier) area(key, val *yaml.Node) {
	name := "areas." + key.Value
	e, ok := ap.parseEntry(name, key, val, append(slices.Clip(areaFields), "add", "remove"))
	switch {
	case !ok:
	case e.values["remove"] != nil:
		ap.removeArea(e, key.Value)
	case e.values["add"] != nil:
		ap.addArea(e, key.Value)
	default:
		ap.changeArea(e, key.Value)
	}
}

func (ap *applier) changeArea(e *entry, key string) {
	area := ap.a.Area(key)
	if area == nil {
		ap.failArea(e, key)
		return
	}
	at, _ := ap.a.placeOf(area)
	level := &ap.a.Sites[at.site].Levels[at.level]
	if n := e.values["key"]; n != nil && n.Value != area.Key && slices.ContainsFunc(level.Areas, func(x Area) bool { return x.Key == n.Value }) {
		ap.fail(n.Line, e.name, "key: another area of its level already has key %q", n.Value)
		return
	}
	old := area.Key
	var ways []*Exit // the exits to retarget, found only where the key is renamed
	if n := e.values["key"]; n != nil && n.Value != area.Key {
		ways = ap.a.exitsTo(area)
	}
	fields := ap.set(e, area)
	if len(fields) != len(e.keys) {
		return
	}
	if area.Key != old {
		for _, x := range ways {
			x.Target = area.Key
		}
	}
	ap.encounters(e, area, fields)
	ap.done(e, &area.Flags, fields)
}

// encounters, when fields include encounters, queues their monster links
// for the final check and gives area the encounter-unlinked and
// count-unknown flags its new encounters call for, and no others.
func (ap *applier) encounters(e *entry, area *Area, fields []string) {
	if !slices.Contains(fields, "encounters") {
		return
	}
	ap.queueRefs(e, "encounters")
	area.Flags = slices.DeleteFunc(area.Flags, func(f string) bool {
		name, _, _ := strings.Cut(f, ":")
		return name == FlagEncounterUnlinked || name == FlagCountUnknown
	})
	for _, enc := range area.Encounters {
		area.Flags = append(area.Flags, EncounterFlags(enc)...)
	}
}

func (ap *applier) removeArea(e *entry, key string) {
	if !ap.removeOnly(e) {
		return
	}
	target := ap.a.Area(key)
	if target == nil {
		ap.failArea(e, key)
		return
	}
	for s := range ap.a.Sites {
		for l := range ap.a.Sites[s].Levels {
			areas := &ap.a.Sites[s].Levels[l].Areas
			for i := range *areas {
				if &(*areas)[i] == target {
					*areas = slices.Delete(*areas, i, i+1)
					var none []string
					ap.done(e, &none, []string{"remove"})
					return
				}
			}
		}
	}
}

// removeOnly checks that e is remove: true and nothing else, recording the
// problem otherwise.
func (ap *applier) removeOnly(e *entry) bool {
	n := e.values["remove"]
	if !isTrue(n) || len(e.keys) != 1 {
		ap.fail(n.Line, e.name, "remove: want remove: true and no other field")
		return false
	}
	return true
}

func (ap *applier) addArea(e *entry, key string) {
	n := e.values["add"]
	var place areaPlace
	if err := decodeInto(n, &place); err != nil {
		ap.fail(n.Line, e.name, "add: want add: {site: NAME, level: NAME}: %v", err)
		return
	}
	if n := e.values["key"]; n != nil {
		ap.fail(n.Line, e.name, "key: an added area takes its key from its entry")
		return
	}
	level := ap.level(place)
	if slices.ContainsFunc(level.Areas, func(x Area) bool { return x.Key == key }) {
		ap.fail(e.line, e.name, "area %q already exists; drop add to change it", key)
		return
	}
	level.Areas = append(level.Areas, Area{Key: key, Confidence: 1})
	area := &level.Areas[len(level.Areas)-1]
	fillNil(reflect.ValueOf(area).Elem())
	if fields := ap.set(e, area, "add"); len(fields) == len(e.keys)-1 {
		ap.encounters(e, area, fields)
		ap.done(e, &area.Flags, append(fields, "add"))
	}
}

// level returns the level of place, creating the site and level if needed.
func (ap *applier) level(place areaPlace) *Level {
	s := slices.IndexFunc(ap.a.Sites, func(s Site) bool { return s.Name == place.Site })
	if s < 0 {
		ap.a.Sites = append(ap.a.Sites, Site{Name: place.Site, Levels: []Level{}})
		s = len(ap.a.Sites) - 1
	}
	site := &ap.a.Sites[s]
	l := slices.IndexFunc(site.Levels, func(l Level) bool { return l.Name == place.Level })
	if l < 0 {
		site.Levels = append(site.Levels, Level{Name: place.Level, Areas: []Area{}})
		l = len(site.Levels) - 1
	}
	return &site.Levels[l]
}

func (ap *applier) areaKeys() []string {
	var keys []string
	for _, a := range ap.a.Areas() {
		keys = append(keys, a.Key)
	}
	return keys
}

// nearest returns `; nearest is "K"` for the candidate closest to s by edit
// distance (the first in sorted order on a tie), or "" when there is none.
func nearest(s string, candidates []string) string {
	best, bestD := "", -1
	for _, c := range slices.Sorted(slices.Values(candidates)) {
		if d := editDistance(s, c); bestD < 0 || d < bestD {
			best, bestD = c, d
		}
	}
	if bestD < 0 {
		return ""
	}
	return fmt.Sprintf("; nearest is %q", best)
}

// editDistance is the Levenshtein distance between a and b in runes.
func editDistance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	prev := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur := make([]int, len(rb)+1)
		cur[0] = i
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev = cur
	}
	return prev[len(rb)]
}

// failArea reports a reference that names no area, or several: a key that
// repeats in several sites or levels must be qualified (see
// [Adventure.AreasNamed]); the message lists the reference of each
// candidate (see [Adventure.Address]).
func (ap *applier) failArea(e *entry, ref string) {
	found := ap.a.AreasNamed(ref)
	if len(found) < 2 {
		ap.fail(e.line, e.name, "no area has key %q%s", ref, nearest(ref, ap.areaKeys()))
		return
	}
	refs := make([]string, len(found))
	for i, area := range found {
		refs[i] = strconv.Quote(ap.a.Address(area))
	}
	ap.fail(e.line, e.name, "%q names %d areas; write one of %s", ref, len(found), strings.Join(refs, ", "))
}
