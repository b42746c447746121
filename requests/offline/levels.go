package offline

import (
	"slices"
	"strings"
)

// Levels: a level heading says so ("Level 2", "Sub-Level: The Cisterns",
// see levelName), or is set in the type of one that does. A module sets
// its level headings alike, so a heading of the same rank and style as a
// heading that names a level ("Upper Vaults" as "## Upper Vaults" beside
// "## Sub-Level: The Cisterns", "THE CAVES" beside "DUNGEON LEVEL 1") heads
// a level too, when keys stand under it; a chapter heading of that type
// with no key under it ("Introduction"), or that names reference matter
// though keys follow it ("Stock Monsters", "Appendix", see
// referenceHeading), is no level.

// headingStyle is how a heading line is set: its Markdown heading level (0
// for none), whether the line is all in bold, and whether it is in
// capitals.
type headingStyle struct {
	heading    int
	bold, caps bool
}

// styleOfHeading returns the style of line l, and false when l is not set
// apart as a heading (see sectionHeading).
func styleOfHeading(l line) (headingStyle, bool) {
	if !sectionHeading(l) {
		return headingStyle{}, false
	}
	return headingStyle{l.heading, l.lead != "" && l.after == "", allCaps(l.text)}, true
}

// levelLines returns the lines of ls that head a level, each with the
// level's name: the level headings (see levelName) outside skip (a
// table's caption "Level 2" heads no level) and the title lines of keys
// (see titlesBelow) that carry on no sentence (see
// carriesOn: "Stairs go down to the" over "lower level."), and each heading of up to
// eight words in the style of one of them (see headingStyle), outside
// skip, no key line itself and naming a part (see partName), with a key of keys after it before the
// next heading of its rank or above (of its style, or a Markdown heading
// of a higher rank) that is no key line.
func levelLines(ls []line, keys []keyLine, skip map[int]bool) map[int]string {
	skip = union(skip, titlesBelow(keys))
	out := sectionLines(ls, keys)
	styles := map[headingStyle]bool{}
	for i, l := range ls {
		if _, section := out[i]; section {
			if s, ok := styleOfHeading(l); ok {
				styles[s] = true
			}
		} else if name := levelName(l.text); name != "" && !skip[i] && !carriesOn(ls, i) {
			out[i] = name
			if s, ok := styleOfHeading(l); ok {
				styles[s] = true
			}
		}
	}
	isKey := map[int]bool{}
	for _, k := range keys {
		isKey[k.idx] = true
	}
	if len(out) == 0 {
		return partitionLines(ls, keys, isKey, skip)
	}
	if len(styles) == 0 {
		return out
	}
	for i, l := range ls {
		s, ok := styleOfHeading(l)
		if _, known := out[i]; known || !ok || !styles[s] || skip[i] || isKey[i] || !isHeading(l.text, 8) || !partName(strings.Trim(l.text, "*")) {
			continue
		}
		if keysUnder(ls, isKey, i, s) > 0 {
			out[i] = strings.Trim(l.text, "*")
		}
	}
	return out
}

// titlesBelow returns the lines that print a key's title under its
// number or its number under its title ("**4**" over "**GREAT HALL**", see
// keyLine.below): a part of the key line, no heading over the keys.
func titlesBelow(keys []keyLine) map[int]bool {
	out := map[int]bool{}
	for _, k := range keys {
		if k.below {
			out[k.idx+1] = true
		}
	}
	return out
}

// keysUnder counts the key lines (isKey) after line i, of style s, before
// the next line that is no key line and is of style s or a Markdown
// heading of a higher rank.
func keysUnder(ls []line, isKey map[int]bool, i int, s headingStyle) int {
	n := 0
	for j := i + 1; j < len(ls); j++ {
		if isKey[j] {
			n++
			continue
		}
		if t, ok := styleOfHeading(ls[j]); ok && (t == s || ls[j].heading > 0 && (s.heading == 0 || ls[j].heading < s.heading)) {
			break
		}
	}
	return n
}

// partitionLines returns the headings that part the key into levels when
// no heading says "level": the headings of the lowest-ranking style that
// stands above the keys, where the numbering runs on (see opensPart), of which at least two head
// minLevelKeys keys or more (the chapel and the crypt of a church, the
// upper and the lower caves), each with the keys under it, so named. A
// heading printed twice is a recurring part of an area, a heading over a
// stat line a creature's name, and a chapter heading ("Introduction"), a
// subheading ("Tactics") or a licence heads no level.
func partitionLines(ls []line, keys []keyLine, isKey, skip map[int]bool) map[int]string {
	byStyle := map[headingStyle][]int{}
	seen := map[string]int{}
	for i, l := range ls {
		t := strings.Trim(l.text, "*")
		s, ok := styleOfHeading(l)
		if !ok || skip[i] || isKey[i] || !headingText(l, t) || !partName(t) || !opensPart(ls, keys, i) ||
			i+1 < len(ls) && (isStatBlockLine(ls[i+1].text) || opensStatLine(ls[i+1].text)) {
			continue
		}
		seen[strings.ToLower(t)]++
		byStyle[s] = append(byStyle[s], i)
	}
	out, rank := map[int]string{}, 0
	for s, idx := range byStyle {
		heads, full := map[int]string{}, 0
		for _, i := range idx {
			t := strings.Trim(ls[i].text, "*")
			if n := keysUnder(ls, isKey, i, s); n > 0 && seen[strings.ToLower(t)] == 1 {
				heads[i] = t
				if n >= minLevelKeys {
					full++
				}
			}
		}
		if r := headingRank(ls[idx[0]]); full >= 2 && (r > rank || r == rank && len(heads) > len(out)) {
			out, rank = heads, r
		}
	}
	return out
}

// minLevelKeys is the fewest keys under a heading that show it heads a
// level of its own (see partitionLines).
const minLevelKeys = 2

// opensPart reports whether line i stands above the first key of keys
// after it in the headings' tree — of a higher rank (see headingRank,
// keyRank), or of its rank alone on its line over a key run into its text
// ("UPPER CAVES" over "1. BAT ROOST. Bats hang…"); a heading in the keys'
// own type or below it is a part of an area, "### Tactics" under "### 3.
// Barracks" — and the numbering runs on there or a heading of a higher
// rank stands between (a site's title over its first level): where it
// starts again under no other heading, the heading opens a site (see
// siteStarts).
func opensPart(ls []line, keys []keyLine, i int) bool {
	n, _ := slices.BinarySearchFunc(keys, i, func(k keyLine, i int) int { return k.idx - i })
	if n == len(keys) {
		return false
	}
	r, kr := headingRank(ls[i]), keyRank(ls, keys[n])
	if n > 0 && !keyLess(keys[n-1].key, keys[n].key) && !slices.ContainsFunc(ls[keys[n-1].idx+1:i], func(l line) bool { return headingRank(l) < r }) {
		return false
	}
	return r < kr || r == kr && keys[n].rest != ""
}

// headingText reports whether t, the text of line l, reads as a heading's
// of up to eight words: in any case when l is set apart by type (see
// setApart: "### The crypt"), else in Title Case or capitals (see
// isHeading).
func headingText(l line, t string) bool {
	if setApart(l) {
		return len(words(t)) <= 8 && startsUpper(t) && !hasTerminalPunct(t)
	}
	return isHeading(t, 8)
}

// partName reports whether heading t may name a part of a site: no front
// or reference matter (see referenceHeading), subheading, roaming band, licence heading or name of the key as
// a whole ("Introduction", "Tactics", "Wandering Monsters", "Legal", "KEY
// TO THE CAVES").
func partName(t string) bool {
	lt := strings.ToLower(t)
	return !referenceHeading(t) && !slices.Contains(subheadings, lt) &&
		!legalHeadingRE.MatchString(t) && !roamingHeadingRE.MatchString(t) && !areaKeyRE.MatchString(t)
}
