package offline

import "strings"

// Levels: a level heading says so ("Level 2", "Sub-Level: The Cisterns",
// see levelName), or is set in the type of one that does. A module sets
// its level headings alike, so a heading of the same rank and style as a
// heading that names a level ("Upper Vaults" as "## Upper Vaults" beside
// "## Sub-Level: The Cisterns", "THE CAVES" beside "DUNGEON LEVEL 1") heads
// a level too, when keys stand under it; a chapter heading of that type
// with no key under it ("Introduction", "Wandering Monsters") is no level.

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
// table's caption "Level 2" heads no level) that carry on no sentence (see
// carriesOn: "Stairs go down to the" over "lower level."), and each heading of up to
// eight words in the style of one of them (see headingStyle), outside
// skip and no key line itself, with a key of keys after it before the
// next heading of its rank or above (of its style, or a Markdown heading
// of a higher rank) that is no key line.
func levelLines(ls []line, keys []keyLine, skip map[int]bool) map[int]string {
	out := map[int]string{}
	styles := map[headingStyle]bool{}
	for i, l := range ls {
		if name := levelName(l.text); name != "" && !skip[i] && !carriesOn(ls, i) {
			out[i] = name
			if s, ok := styleOfHeading(l); ok {
				styles[s] = true
			}
		}
	}
	if len(styles) == 0 {
		return out
	}
	isKey := map[int]bool{}
	for _, k := range keys {
		isKey[k.idx] = true
	}
	for i, l := range ls {
		s, ok := styleOfHeading(l)
		if _, known := out[i]; known || !ok || !styles[s] || skip[i] || isKey[i] || !isHeading(l.text, 8) {
			continue
		}
		if keyUnder(ls, isKey, i, s) {
			out[i] = strings.Trim(l.text, "*")
		}
	}
	return out
}

// keyUnder reports whether a key line (isKey) stands after line i, of
// style s, before the next line that is no key line and is of style s or
// a Markdown heading of a higher rank.
func keyUnder(ls []line, isKey map[int]bool, i int, s headingStyle) bool {
	for j := i + 1; j < len(ls); j++ {
		if isKey[j] {
			return true
		}
		if t, ok := styleOfHeading(ls[j]); ok && (t == s || ls[j].heading > 0 && (s.heading == 0 || ls[j].heading < s.heading)) {
			return false
		}
	}
	return false
}
