package offline

import (
	"cmp"
	"regexp"
	"slices"
	"strings"
	"unicode"

	"github.com/scriptorium/scriptorium/naming"
)

// places names the areas of one content batch, so text can lead to them by
// name: in a pointcrawl, village or gazetteer the exits read "the lane runs
// east to the Mill", not "to area 4". Its letters are the batch's keys
// that are a capital letter alone ("B"), as one-page dungeons and
// wilderness maps key their places, which text leads to by the letter
// ("Door N to B", "the crypt (F)"; see lettered).
type places struct {
	named   []place
	letters []string
}

// place is one name an area answers to: its key or its title as printed
// (without a leading article), compiled to the pattern that finds it in
// running text. A name two areas share has no key: it names neither.
type place struct {
	key, name string
	re        *regexp.Regexp
}

// at reports whether the match m of p in s names the place: not before a
// number, which keys another area ("into room 4" is not the Guard Room);
// printed as the name is, or in other capitals only when no lower-case
// word but a stop word follows, since a proper name ends there ("to the
// mill." is the Mill; "to the mill race" is not).
func (p place) at(s string, m []int) bool {
	if numbered(s[m[1]:]) {
		return false
	}
	printed := strings.ReplaceAll(s[m[0]:m[1]], "’", "'")
	return strings.HasSuffix(printed, p.name) || nameEnds(s[m[1]:])
}

// numbered reports whether rest, the text after a name, opens with a
// number, which makes the name the word of a key ("room 4", "Level 2").
func numbered(rest string) bool {
	next := words(rest)
	return len(next) > 0 && unicode.IsDigit(rune(next[0][0]))
}

// nameEnds reports whether a proper name may end before rest, the text
// after it: where no word in lower case follows, or a stop word does
// ("to the Mill." or "to Millford in half a day", not "to the mill race").
func nameEnds(rest string) bool {
	next := words(rest)
	return len(next) == 0 || !isLower(next[0][0]) || slices.Contains(stopWords, trimPunct(next[0]))
}

// newPlaces returns the places of areas and of the keys the survey expects
// on the batch's pages, from their index ([naming.Places], the one exits
// naming their target are keyed by): each key, title and head noun of a
// title of several words with a word of three letters or more ("The Mill",
// "Crypt", "gate" for "Lych gate"; not "12" or "A3"), found in text in any
// case, with or without a leading article ("the Mill" is "The Mill"). A
// name two areas share names neither (its key is ""); longer names are
// tried first, so "the Barrow on Crow Hill" is not "Crow Hill".
func newPlaces(areas []areaText, expected []string) places {
	var keys, titles []string
	for _, a := range areas {
		keys, titles = append(keys, a.key), append(titles, a.title)
	}
	for _, k := range expected {
		keys, titles = append(keys, k), append(titles, "")
	}
	var out places
	for f, p := range naming.IndexPlaces(keys, titles) {
		if !placeNameRE.MatchString(f) {
			continue
		}
		body := strings.ReplaceAll(regexp.QuoteMeta(f), " ", `\s+`)
		body = strings.ReplaceAll(body, "'", `['’]`)
		out.named = append(out.named, place{key: p.Key, name: p.Printed, re: regexp.MustCompile(`(?i)\b(?:the\s+)?` + body + `\b`)})
	}
	slices.SortFunc(out.named, func(a, b place) int {
		return cmp.Or(len(b.re.String())-len(a.re.String()), strings.Compare(a.key, b.key))
	})
	for _, k := range keys {
		if len(k) == 1 && k[0] >= 'A' && k[0] <= 'Z' && !slices.Contains(out.letters, k) {
			out.letters = append(out.letters, k)
		}
	}
	return out
}

// placeNameRE matches a folded name that can name a place in running text:
// one with a word of three letters or more.
var placeNameRE = regexp.MustCompile(`\pL{3}`)

// names reports whether the whole of name is one of ps, a place of the
// batch (or a name its areas share).
func (ps places) names(name string) bool {
	return slices.ContainsFunc(ps.named, func(p place) bool {
		m := p.re.FindStringIndex(name)
		return m != nil && m[0] == 0 && m[1] == len(name)
	})
}

// Exit phrases before and after a place's name.
var (
	// towardRE ends the text before a place a way goes to: "runs east to",
	// "leads back towards", "climbs past", "opens on", or a way into it
	// named by the place ("ends at the great doors of").
	towardRE = regexp.MustCompile(`(?i)\b(?:to|towards?|into|onto|past|as\s+far\s+as|reach(?:es|ing)?|opens?\s+(?:on|upon)|(?:doors?|gates?|entrance)\s+of)\s*$`)
	// wayWordRE finds what makes "to the Mill" a way there and not a gift
	// or a message: a way, a verb ways take ("leads", "slopes down to",
	// "climbs back to": verbs of a way's course, not of a creature's
	// errand, as "runs" and "goes" are too), a compass direction, "from
	// here", or a place that opens or gives onto the next, as city keys
	// join their streets and squares ("Tanner's Row opens onto the Market
	// Square").
	wayWordRE = regexp.MustCompile(`(?i)\b(?:opens?\s+(?:on|in)to|gives?\s+onto|paths?|roads?|lanes?|tracks?|trails?|causeways?|streets?|bridges?|fords?|ways?|routes?|exits?|doors?|gates?|passages?|corridors?|tunnels?|stairs?|stairways?|steps|ladders?|leads?|leading|slopes?|sloping|winds?|winding|climbs?|climbing|descends?|descending|ascends?|dips?|narrows?|north|south|east|west|north-?east|north-?west|south-?east|south-?west|from\s+here)\b`)
	// viewRE finds a window that opens or gives onto a place: a view of
	// it, not a way there, as maps draw windows apart from doors ("The
	// bay window gives onto the Market Square").
	viewRE = regexp.MustCompile(`(?i)\b(?:windows?|casements?|oriels?|arrow[\s-]?slits?|loopholes?|peepholes?|spyholes?|grilles?)\b.*\b(?:opens?|gives?|looks?)\b`)
	// routeListRE opens a labelled list of the places a point connects
	// to, named ("Paths: Old Mill → Fox Bridge (2 hours); Old Mill →
	// Hanging Wood (1 hour)", "Roads: the Inn, Witch Hill"): each place
	// it names is a way there, whatever stands before it.
	routeListRE = regexp.MustCompile(`(?i)^\s*` + pointLabel + `\s*:`)
	// liesRE follows a place that a sentence sets in a direction from the
	// area: "The Green lies to the west", "the Mill is north".
	liesRE = regexp.MustCompile(`(?i)^\s+(?:lies|lie|is|are|stands|stand|sits|rises)\s+(?:just\s+|a\s+\w+\s+)?(?:to\s+the\s+)?(` + compass + `)\b`)
	// compassWordRE finds compass words, which say more of a route between
	// places than "up" or "down" ("south-east down to the Shrine").
	compassWordRE = regexp.MustCompile(`(?i)^(?:north|south|east|west)`)
)

// placeWays returns the ways sentence s states from area self to other
// places, in printed order, each with the direction printed between it and
// the way before: a place named after a way phrase ("the lane runs east to
// the Mill", "a path climbs to the Old Shrine", "from here the road leads
// back to the Green", "north, back to the Green") or set in a direction
// ("The Green lies to the west"), or any place a labelled list of routes
// names (see routeListRE). A place merely named ("the miller of the Mill
// is away") or seen from a window (see viewRE) is no way there.
func placeWays(s, self string, ps places) []way {
	type hit struct {
		at   [2]int
		key  string
		dir  string
		lies bool
	}
	var hits []hit
	taken := make([]bool, len(s))
	for _, p := range ps.named {
		for _, m := range p.re.FindAllStringIndex(s, -1) {
			if slices.Contains(taken[m[0]:m[1]], true) || !p.at(s, m) {
				continue
			}
			for i := m[0]; i < m[1]; i++ {
				taken[i] = true
			}
			if p.key == self || p.key == "" {
				continue
			}
			h := hit{at: [2]int{m[0], m[1]}, key: p.key}
			if lm := liesRE.FindStringSubmatch(s[m[1]:]); lm != nil {
				h.dir, h.lies = strings.ToLower(lm[1]), true
			}
			hits = append(hits, h)
		}
	}
	slices.SortFunc(hits, func(a, b hit) int { return a.at[0] - b.at[0] })
	var out []way
	prev, listed := 0, routeListRE.MatchString(s)
	for _, h := range hits {
		clause := s[strings.LastIndexByte(s[:h.at[0]], ';')+1 : h.at[0]]
		if !h.lies && !listed && (!towardRE.MatchString(clause) || !wayWordRE.MatchString(clause) || viewRE.MatchString(clause)) {
			continue
		}
		if slices.ContainsFunc(out, func(w way) bool { return w.key == h.key }) {
			continue
		}
		w := way{key: h.key, direction: h.dir, text: s[prev:h.at[1]]}
		if !h.lies {
			w.direction = routeDirection(directions(s[prev:h.at[0]]))
		}
		if last := len(out) - 1; w.direction == "" && last >= 0 && !strings.Contains(w.text, ";") {
			w.direction = out[last].direction // "winds north past the Stones to Harrow Cross"
		}
		out = append(out, w)
		prev = h.at[1]
	}
	if len(out) > 0 {
		out[len(out)-1].text += s[prev:]
	}
	return out
}

// routeDirection returns the last compass direction of ds, else the last
// direction, else "".
func routeDirection(ds []string) string {
	for i := len(ds) - 1; i >= 0; i-- {
		if compassWordRE.MatchString(ds[i]) {
			return ds[i]
		}
	}
	if len(ds) > 0 {
		return ds[len(ds)-1]
	}
	return ""
}
