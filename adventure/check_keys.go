package adventure

import (
	"fmt"
	"maps"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"
)

// numberedKeyRE matches an area key that counts in a numbered sequence: a
// whole number of one to three digits ("7", "12"), a sub-key of one
// ("7a", "12B"), which covers its number, or a range of them ("1-3",
// "4–6"), which covers each. A hex-style code of four digits ("0101") and
// a lettered key ("A1", "B") are no part of it.
var numberedKeyRE = regexp.MustCompile(`^(\d{1,3})(?:[A-Za-z]|[-–](\d{1,3}))?$`)

// seriesKeyRE matches a key of a lettered or level-prefixed series: a
// prefix of one or two capitals ("A3", "GH12") or of a number and a
// hyphen or stop ("2-14", "1.5"), the key's number and a sub-key letter.
var seriesKeyRE = regexp.MustCompile(`^([A-Z]{1,2}|\d{1,2}[-–.])(\d{1,3})[a-z]?$`)

// seriesKey returns the prefix and number of a key of a lettered or
// level-prefixed series (see seriesKeyRE): "A", 3 for "A3"; "2-", 14 for
// "2-14" and "2–14".
func seriesKey(key string) (prefix string, n int, ok bool) {
	m := seriesKeyRE.FindStringSubmatch(key)
	if m == nil {
		return "", 0, false
	}
	n, _ = strconv.Atoi(m[2])
	return strings.Replace(m[1], "–", "-", 1), n, true
}

// keySeries returns the numbers of the keys of areas that number a series
// of their own (see seriesKey), by prefix: "A" for A1 and A3, "2-" for
// 2-1 and 2-14. A number's prefix makes a series only when two keys or
// more share it: a range ("1-3") shares its start with no other key.
func keySeries(areas []Area) map[string]map[int]bool {
	series := map[string]map[int]bool{}
	for _, area := range areas {
		prefix, n, ok := seriesKey(area.Key)
		if !ok {
			continue
		}
		if series[prefix] == nil {
			series[prefix] = map[int]bool{}
		}
		series[prefix][n] = true
	}
	for prefix, nums := range series {
		if unicode.IsDigit(rune(prefix[0])) && len(nums) < 2 {
			delete(series, prefix)
		}
	}
	return series
}

// siteSeries returns keySeries of every area of site, so a key is read
// one way in all of its site's checks.
func siteSeries(site Site) map[string]map[int]bool {
	var areas []Area
	for _, level := range site.Levels {
		areas = append(areas, level.Areas...)
	}
	return keySeries(areas)
}

// keyNumbers returns the numbers area keys cover by [numberedKeyRE]: a
// set of whole numbers, empty when no key is numbered. A key of one of
// the series of its site (see siteSeries) is none.
func keyNumbers(areas []Area, series map[string]map[int]bool) map[int]bool {
	nums := map[int]bool{}
	for _, area := range areas {
		m := numberedKeyRE.FindStringSubmatch(area.Key)
		if m == nil {
			continue
		}
		if prefix, _, ok := seriesKey(area.Key); ok && series[prefix] != nil {
			continue
		}
		low, _ := strconv.Atoi(m[1])
		high := low
		if m[2] != "" {
			high, _ = strconv.Atoi(m[2])
		}
		for n := low; n <= high; n++ {
			nums[n] = true
		}
	}
	return nums
}

// missingKeys warns, once per site, of the numbers missing between the
// smallest and the largest numbered key of the site (printed keys that
// extraction lost, most often); per level instead when the site's keys
// restart at each level (a number is a key of two of its levels), from 1
// when one of its levels numbers its keys from 1, as the others then do:
// a level keyed 2–3 beside one keyed 1–3 lost its key 1.
func (c *checker) missingKeys() {
	for s, site := range c.a.Sites {
		perLevel := make([]map[int]bool, len(site.Levels))
		all, restart, series := map[int]bool{}, false, siteSeries(site)
		for l, level := range site.Levels {
			perLevel[l] = keyNumbers(level.Areas, series)
			for n := range perLevel[l] {
				restart = restart || all[n]
				all[n] = true
			}
		}
		c.seriesGaps(series, siteName(s, site.Name))
		if !restart {
			c.keyGaps(all, 0, siteName(s, site.Name))
			c.subKeyGaps(siteAreas(site), siteName(s, site.Name))
			continue
		}
		first := 0
		if slices.ContainsFunc(perLevel, func(nums map[int]bool) bool { return nums[1] }) {
			first = 1
		}
		for l, level := range site.Levels {
			c.keyGaps(perLevel[l], first, levelName(s, l, site.Name, level.Name))
			c.subKeyGaps(level.Areas, levelName(s, l, site.Name, level.Name))
		}
	}
}

// keyGaps warns of the numbers missing from nums between its smallest, or
// first when it is not 0, and its largest, naming where as the place of
// the keys.
func (c *checker) keyGaps(nums map[int]bool, first int, where string) {
	if len(nums) == 0 {
		return
	}
	sorted := slices.Sorted(maps.Keys(nums))
	low, high := sorted[0], sorted[len(sorted)-1]
	if first != 0 {
		low = min(low, first)
	}
	var missing []int
	for n := low; n <= high; n++ {
		if !nums[n] {
			missing = append(missing, n)
		}
	}
	if len(missing) > 0 {
		c.add(SeverityWarning, CodeKeysMissing, "", "", "keys %d–%d of %s, but %s not found", low, high, where, numberRuns(missing, "–", 3))
	}
}

// seriesGaps warns of the numbers missing from each lettered or
// level-prefixed series of keys of a site (see siteSeries) between its
// smallest and its largest, naming where as the site: "keys B1–B4 of site
// "Keep", but B3 not found". A series of one key says nothing.
func (c *checker) seriesGaps(series map[string]map[int]bool, where string) {
	for _, prefix := range slices.Sorted(maps.Keys(series)) {
		nums := slices.Sorted(maps.Keys(series[prefix]))
		var missing []string
		for n := nums[0]; n <= nums[len(nums)-1]; n++ {
			if !series[prefix][n] {
				missing = append(missing, prefix+strconv.Itoa(n))
			}
		}
		if len(missing) > 0 {
			c.add(SeverityWarning, CodeKeysMissing, "", "", "keys %s%d–%s%d of %s, but %s not found", prefix, nums[0], prefix, nums[len(nums)-1], where, strings.Join(missing, ", "))
		}
	}
}

// subKeyRE matches a sub-key: the key it divides ("12", "B3") and its
// letter, small or capital ("a", "A").
var subKeyRE = regexp.MustCompile(`^([A-Z]{0,2}\d{1,3})([a-zA-Z])$`)

// subKeyGaps warns of the letters missing between the first and the last
// sub-key of each key of areas that two sub-keys or more divide, naming
// where as the place of the keys: a key's parts are lettered in order,
// small or capital ("12a", "12b", "12c"; "12A", "12B"), so "12a, 12b,
// 12c, 12e" lost 12d, which no number counts (a sub-key covers its
// number: see keyNumbers). A key's parts stand in one place: where keys
// restart at each level, missingKeys passes each level's areas alone, as
// 12a of one level and 12c of the next are parts of two keys.
func (c *checker) subKeyGaps(areas []Area, where string) {
	letters := subKeyLetters(areas)
	for _, key := range slices.SortedFunc(maps.Keys(letters), keyOrder) {
		ls := letters[key]
		low, high := slices.Min(ls), slices.Max(ls)
		var missing []string
		for l := low; l <= high; l++ {
			if !slices.Contains(ls, l) {
				missing = append(missing, key+string(l))
			}
		}
		if len(missing) > 0 {
			c.add(SeverityWarning, CodeKeysMissing, "", "", "keys %s–%s of %s, but %s not found", key+string(low), key+string(high), where, strings.Join(missing, ", "))
		}
	}
}

// subKeyLetters returns the letters of the sub-keys of each key of areas
// that two sub-keys or more divide (see subKeyRE), in the case the first
// of them is printed in ("12A", "12c" → 'A', 'C').
func subKeyLetters(areas []Area) map[string][]byte {
	letters := map[string][]byte{}
	for _, area := range areas {
		if m := subKeyRE.FindStringSubmatch(area.Key); m != nil {
			letters[m[1]] = append(letters[m[1]], m[2][0])
		}
	}
	for key, ls := range letters {
		if len(ls) < 2 {
			delete(letters, key)
			continue
		}
		toCase := unicode.ToLower
		if unicode.IsUpper(rune(ls[0])) {
			toCase = unicode.ToUpper
		}
		for i := range ls {
			ls[i] = byte(toCase(rune(ls[i])))
		}
	}
	return letters
}

// siteAreas returns the areas of every level of site, in printed order.
func siteAreas(site Site) []Area {
	var areas []Area
	for _, level := range site.Levels {
		areas = append(areas, level.Areas...)
	}
	return areas
}

// siteName names site s (from 0) in a message: `site "Keep"`, or by its
// position when it has no name, `site #2 (no name)`.
func siteName(s int, name string) string {
	if name == "" {
		return fmt.Sprintf("site #%d (no name)", s+1)
	}
	return fmt.Sprintf("site %q", name)
}

// levelName names level l of site s (both from 0) in a message, each by
// its name or its position: `level "L2" of site "Keep"`, `level #1 (no
// name) of site "Keep"`.
func levelName(s, l int, site, level string) string {
	name := fmt.Sprintf("level %q", level)
	if level == "" {
		name = fmt.Sprintf("level #%d (no name)", l+1)
	}
	return name + " of " + siteName(s, site)
}

// addresses lists the references overrides.yaml names each area of key by
// (see [Adventure.Address]), quoted and joined by commas, in printed order.
func (c *checker) addresses(key string) string {
	var refs []string
	for p := range c.a.placedAreas() {
		if p.area.Key == key {
			refs = append(refs, strconv.Quote(c.a.Address(p.area)))
		}
	}
	return strings.Join(refs, ", ")
}

// repeatedKeys warns of the keys that areas of different places (levels or
// sites) share: once for each set of places that each number their keys
// from 1 (the levels of a dungeon, the dungeons of a compilation), naming
// the places and the keys they share; once for each other shared key.
func (c *checker) repeatedKeys() {
	holders := map[string][]placed{} // key → the areas of that key, in printed order
	for p := range c.a.placedAreas() {
		holders[p.area.Key] = append(holders[p.area.Key], p)
	}
	groups := map[string][]string{} // the places a key stands in → those keys
	var order []string
	for _, key := range slices.SortedFunc(maps.Keys(holders), keyOrder) {
		ps := holders[key]
		if len(ps) < 2 {
			continue
		}
		if !c.fromOne(ps) {
			c.add(SeverityWarning, CodeRepeatedKey, key, "", "%d areas in different places have key %q: an exit to it leads to the one of its own level, else of its own site; overrides name each as %s", len(ps), key, c.addresses(key))
			continue
		}
		at := c.placeNames(ps)
		if groups[at] == nil {
			order = append(order, at)
		}
		groups[at] = append(groups[at], key)
	}
	for _, at := range order {
		keys := groups[at]
		c.add(SeverityWarning, CodeRepeatedKey, "", "", "%s number their keys each from 1, so %s in each: an exit to one leads to the area of its own level, else of its own site; overrides name an area by its place and key, such as %s",
			at, keyList(keys), c.addresses(keys[0]))
	}
}

// fromOne reports whether each of the places of areas ps numbers its keys
// from 1 (see keyNumbers): its numbered keys cover 1, or it is a level of
// a site one of whose levels' keys do (it lost its key 1: see
// missingKeys); and no two of ps stand in one place.
func (c *checker) fromOne(ps []placed) bool {
	seen := map[[2]int]bool{}
	for _, p := range ps {
		at, site := [2]int{p.site, p.level}, c.a.Sites[p.site]
		series := siteSeries(site)
		nums := keyNumbers(site.Levels[p.level].Areas, series)
		if seen[at] || len(nums) == 0 || !slices.ContainsFunc(site.Levels, func(l Level) bool { return keyNumbers(l.Areas, series)[1] }) {
			return false
		}
		seen[at] = true
	}
	return true
}

// placeNames names the places of areas ps, joined: each level by its
// name and its site's (see levelName), or a site by its name alone where
// it has one level (see siteName).
func (c *checker) placeNames(ps []placed) string {
	names := make([]string, len(ps))
	for i, p := range ps {
		site := c.a.Sites[p.site]
		names[i] = levelName(p.site, p.level, site.Name, site.Levels[p.level].Name)
		if len(site.Levels) == 1 {
			names[i] = siteName(p.site, site.Name)
		}
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// keyList says which keys stand somewhere: "key 1 stands", "keys 1–3
// stand", "keys 1, 2, 7a stand" (runs of whole numbers joined, see
// numberRuns, where every key is one).
func keyList(keys []string) string {
	if len(keys) == 1 {
		return "key " + keys[0] + " stands"
	}
	nums := make([]int, len(keys))
	for i, k := range keys {
		n, err := strconv.Atoi(k)
		if err != nil {
			return "keys " + strings.Join(keys, ", ") + " stand"
		}
		nums[i] = n
	}
	return "keys " + numberRuns(nums, "–", 3) + " stand"
}

// keyOrder orders keys by their number, then as strings: "2" before "10",
// "7" before "7a".
func keyOrder(a, b string) int {
	na, _ := strconv.Atoi(strings.TrimRightFunc(a, unicode.IsLetter))
	nb, _ := strconv.Atoi(strings.TrimRightFunc(b, unicode.IsLetter))
	if na != nb {
		return na - nb
	}
	return strings.Compare(a, b)
}
