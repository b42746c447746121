package offline

import (
	"regexp"
	"slices"
	"strings"

	"github.com/scriptorium/scriptorium/requests"
)

// Roaming text patterns.
var (
	// roamingHeadingRE matches the heading of a section about creatures met
	// anywhere rather than in one place: "Roaming NPCs", "Patrols",
	// "Inhabitants", "Wandering Folk".
	roamingHeadingRE = regexp.MustCompile(`(?i)^(?:the\s+)?(?:roaming|wandering|travelling|traveling)\s+(?:npcs?|folk|characters|people|bands?|groups?)$|^(?:the\s+)?(?:patrols?|inhabitants|denizens|residents|roamers)(?:\s+of\s+.+)?$`)
	// roamVerbRE finds a sentence about creatures that move between places:
	// "patrol the woods between the mill and the ford", "roams the halls".
	roamVerbRE = regexp.MustCompile(`(?i)\b(?:patrols?|patrolling|roams?|roaming|wanders?|prowls?|(?:moves?|travels?|ranges?|walks?)\s+(?:\w+\s+)?between)\b`)
)

// roaming returns the creatures of ls that move between places rather than
// stand in one area (a pointcrawl's roaming NPCs, a patrol): those of a
// section headed as such ("Roaming NPCs", "Patrols", "Inhabitants"; see
// roamingHeadingRE), and those of sentences before the first of areas
// that say a creature patrols, roams or wanders ("The bandits patrol the
// woods between the mill and the ford"). Rolled tables are not in ls (see
// withoutTables): they are the wandering stage's.
func roaming(ls []line, areas []areaText, b bestiary) []requests.Encounter {
	first := len(ls)
	if len(areas) > 0 {
		first = areas[0].idx
	}
	isKey := map[int]bool{}
	for _, a := range areas {
		isKey[a.idx] = true
	}
	var out []requests.Encounter
	for i := 0; i < len(ls); i++ {
		t := strings.Trim(ls[i].text, "*# ")
		if !sectionHeading(ls[i]) && !isHeading(t, 6) || !roamingHeadingRE.MatchString(t) {
			continue
		}
		end := i + 1
		for end < len(ls) && !isKey[end] && !(sectionHeading(ls[end]) && isHeading(strings.Trim(ls[end].text, "*# "), 8)) {
			end++
		}
		out = append(out, withKinds(encounters(joinLines(ls[i+1:end]), b))...)
		i = end - 1
	}
	for _, s := range sentences(joinLines(ls[:first])) {
		if loc := roamVerbRE.FindStringIndex(s); loc != nil {
			out = append(out, roamers(s, loc[0], b)...)
		}
	}
	return dedupeEncounters(out)
}

// roamers returns the creatures of a sentence about creatures on the move:
// its counted creatures (see encounters), else the subject before the verb
// at verb, its determiner or count aside ("The bandits patrol…" gives
// bandits, uncounted), when its last word is plural or names a known
// creature.
func roamers(s string, verb int, b bestiary) []requests.Encounter {
	if es := withKinds(encounters(s, b)); len(es) > 0 {
		return es
	}
	ws := words(s[:verb])
	if len(ws) == 0 || len(ws) > 5 {
		return nil
	}
	count := requests.Count{Note: "unstated"}
	if c, n, ok := readCount(ws, 0); ok && !isArticle(ws[0]) {
		count, ws = c, ws[n:]
	} else if d := strings.ToLower(ws[0]); isArticle(d) || slices.Contains(determiners, d) {
		ws = ws[1:]
	}
	if len(ws) == 0 || slices.ContainsFunc(ws, func(w string) bool { return slices.Contains(stopWords, strings.ToLower(w)) }) {
		return nil
	}
	name := trimPunct(strings.Join(ws, " "))
	if !pluralWord(ws[len(ws)-1]) && !b.knows(name) {
		return nil
	}
	return []requests.Encounter{{Creature: name, Count: count}}
}
