package adventure

import (
	"fmt"
	"maps"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// numberedKeyRE matches an area key that counts in a numbered sequence: a
// whole number of one to three digits ("7", "12"), a sub-key of one
// ("7a", "12B"), which covers its number, or a range of them ("1-3",
// "4–6"), which covers each. A hex-style code of four digits ("0101") and
// a lettered key ("A1", "B") are no part of it.
var numberedKeyRE = regexp.MustCompile(`^(\d{1,3})(?:[A-Za-z]|[-–](\d{1,3}))?$`)

// keyNumbers returns the numbers area keys cover by [numberedKeyRE]: a
// set of whole numbers, empty when no key is numbered.
func keyNumbers(areas []Area) map[int]bool {
	nums := map[int]bool{}
	for _, area := range areas {
		m := numberedKeyRE.FindStringSubmatch(area.Key)
		if m == nil {
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
// restart at each level (a number is a key of two of its levels).
func (c *checker) missingKeys() {
	for s, site := range c.a.Sites {
		perLevel := make([]map[int]bool, len(site.Levels))
		all, restart := map[int]bool{}, false
		for l, level := range site.Levels {
			perLevel[l] = keyNumbers(level.Areas)
			for n := range perLevel[l] {
				restart = restart || all[n]
				all[n] = true
			}
		}
		if !restart {
			c.keyGaps(all, siteName(s, site.Name))
			continue
		}
		for l, level := range site.Levels {
			c.keyGaps(perLevel[l], levelName(s, l, site.Name, level.Name))
		}
	}
}

// keyGaps warns of the numbers missing from nums between its smallest and
// largest, naming where as the place of the keys.
func (c *checker) keyGaps(nums map[int]bool, where string) {
	if len(nums) == 0 {
		return
	}
	sorted := slices.Sorted(maps.Keys(nums))
	low, high := sorted[0], sorted[len(sorted)-1]
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
