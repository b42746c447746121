package offline

import (
	"regexp"
	"slices"
	"strings"

	"github.com/scriptorium/scriptorium/requests"
)

// hexKey is the pattern of a hex of a hex map, column and row, printed
// run together ("0302") or with a point between ("03.02", as the Judges
// Guild and many later hexcrawls number their hexes).
const hexKey = `\d{4}|` + dottedHex

// dottedHex is the pattern of a hex printed with a point between column
// and row ("03.02"), which no page number prints.
const dottedHex = `\d{2}\.\d{2}`

// areaKey is the pattern of a printed area key in exit targets: "12",
// "12a", "A3", "1.2", or a hex (see hexKey). A key's letter prefix is a
// capital in any case of the pattern around it: "(x2)" is a count, not a
// key.
const areaKey = `(?:` + hexKey + `|(?-i:[A-Z])?\d{1,3}(?:\.\d{1,3})?[a-z]?)`

// markedTarget is the pattern of a key a phrase goes to, printed with
// the word or sign that marks it a key ("to area 4", "Half way to #19"),
// or where a way arrives ("The stair ends in area 7", "comes out at room
// 4"): group 1 is the key.
const markedTarget = `(?i)\b(?:to|into|towards|reach(?:es|ing)?|(?:ends?|ending|emerges?|emerging|comes?\s+out|surfaces?|arrives?)\s+(?:in|at))\s+(?:[\pL-]+\s+){0,3}?(?:area|room|chamber|cave|location|hex|#)\s*(` + areaKey + `|(?-i:[A-Z]))\b`

// Exit target patterns. Each has one group, the key, but exitTargetRE,
// which has one per alternative. A way verb may print how far the way
// goes before where ("runs 30 feet to 4", "drops 20' into 9"), and be
// what is done along it ("can be climbed to 5"); a way ends where it
// arrives ("the stair ends in 9", "comes out at C").
var (
	exitTargetRE = regexp.MustCompile(markedTarget + `|\b(?:leads?|leading|opens?|goes|going|continues|runs?|running|descends?|descend(?:ing|ed)|winds?|heads?|drops?|slopes?|climb(?:s|ed)?|ascend(?:s|ed)?|rises?|rising|cross(?:es|ing)|spans?|spanning)\s+(?:\d+\s*(?:'|’|ft\.?|feet|yards?|miles?|m|metres?|meters?)\s+)?(?:[a-z]+\s+){0,2}(?:to|into)\s+#?(` + areaKey + `)\b` +
		`|\b(?:ends?|ending|emerges?|emerging|comes?\s+out|surfaces?|arrives?)\s+(?:in|at)\s+#?(` + areaKey + `)\b`)
	// markedTargetRE finds a key printed with the word or sign that marks
	// it a key ("to area 4", "into #19", "reaches room 7").
	markedTargetRE = regexp.MustCompile(markedTarget)
	// wayToRE finds "down to 14", "back to #3", "north to 2", "N to 2",
	// "E (locked) to 3", "a door to 12", "secret door (S) to 7", "Door E
	// to 2", "3 days to 0508", "Portcullis (raised) to 5", "Rope bridge to
	// 8", "the entrance to 4": a bare key after a way word (the nouns
	// short entries print at exits, see entryNouns), a map mark, a
	// compass letter or the length of a journey; a direction may name
	// what it goes by ("down the well to C1", "up the chimney to 7").
	wayToRE = regexp.MustCompile(`(?i)\b(?:up|down|back|out|through|across|north|south|east|west|(?-i:[NSEW]{1,2})|doors?|passages?|corridors?|tunnels?|stairs|steps|arch(?:es|ways?)?|doorways?|entrances?|entryways?|openings?|exits?|gates?|portcullis|trap\s?doors?|grates?|grilles?|gratings?|hatch(?:es|ways?)?|ladders?|curtains?|beads|portals?|mirrors?|ways?|` + entryNouns + `|days?|hours?|miles?|leagues?)\s+(?:\([^()]{1,12}\)\s+|(?-i:[NSEW]{1,2})\s+|(?:the|a|an)\s+[\pL-]+\s+)?(?:to|into)\s+#?(` + areaKey + `)\b`)
	// arrowRE finds a key an arrow points to: "→ 7", "-> area 7", "↑ 4"
	// (up, see directions).
	arrowRE = regexp.MustCompile(`(?i)(?:→|->|⇒|↑|↓)\s*(?:area\s+|room\s+)?#?(` + areaKey + `)\b`)
	// leadToRE finds a key a clause opens by going to, as terse keys print
	// the way after it ("To 2 through a door", "West to 3 past the
	// well"). "Up to 6" is a number's bound.
	leadToRE = regexp.MustCompile(`(?i)^\s*(?:(?:` + compass + `|down|(?-i:[NSEW]{1,2}))\s+)?(?:to|into)\s+(?:area\s+|room\s+)?#?(` + areaKey + `)\b`)
	// directionKeyRE finds a key after a direction and a colon, as exit
	// lists print them: "north: 4", "E: 7".
	directionKeyRE = regexp.MustCompile(`(?i)\b(?:` + compass + `|up|down|(?-i:N|S|E|W|NE|NW|SE|SW))\s*:\s*#?(` + areaKey + `)\b`)
	// seeAreaRE finds a key in round or square brackets: "(see 4)",
	// "(area 12)", "(#19)", "(to 3)", "[7]".
	seeAreaRE = regexp.MustCompile(`(?i)[(\[](?:see\s+|to\s+)?(?:area\s+|room\s+)?#?(` + areaKey + `)[)\]]`)
	// namedKeyRE finds a place a way goes to, named and then keyed in
	// brackets: "west to the refectory (area 3)", "opens on the chapter
	// hall (area 2)", "drops 30 feet to the bell pit [7]", and the places
	// it passes or lists after the first ("past the vestry (area 5) and
	// the bell loft (area 6)").
	namedKeyRE = regexp.MustCompile(`(?i)\b(?:to|into|onto|towards|on|past|and\s+the)\s+(?:[\pL'’-]+\s+){0,4}?[(\[](?:see\s+)?(?:area\s+|room\s+)?#?(` + areaKey + `)[)\]]`)
	// directionKeyNoteRE finds a key in brackets right after the
	// direction a way takes: "passages lead east (area 3) and west (area
	// 4)", "doors north [5] and south [6]".
	directionKeyNoteRE = regexp.MustCompile(`(?i)\b(?:` + compass + `)\s+[(\[](?:area\s+|room\s+)?#?(` + areaKey + `)[)\]]`)
	// seeAlsoRE matches a sentence that is a cross-reference alone to
	// another keyed place, as hex and point keys close an entry with the
	// place it joins ("See also 0407.", "See also hex 0407 (the
	// Barrow)."): group 1 is its key.
	seeAlsoRE = regexp.MustCompile(`(?i)^see\s+also\s+(?:hex\s+|area\s+|#)?(` + areaKey + `)\b(?:\s*\([^()]*\))?\.?$`)
	// exitFromRE finds where an exit comes from ("The stuck door from area
	// 1", "the stair leading from room 3", "the tunnel from B1": a key of
	// a letter and a number needs no mark), which is where it leads back
	// to: the way is named before "from", as who comes from a room
	// ("Goblins from room 3 arrive") goes by no way.
	exitFromRE = regexp.MustCompile(`(?i)\b(?:doors?|trap\s?doors?|gates?|portcullis|stair(?:s|case|way)?s?|ladders?|archways?|doorways?|openings?|entrances?|exits?|ways?|` + entryNouns + `)\s+(?:[\pL-]+\s+){0,2}?from\s+(?:(?:area|room|#)\s*(` + areaKey + `)|((?-i:[A-Z])\d{1,3}[a-z]?))\b`)
	// areaListRE finds several areas an exit sentence leads to: "areas 4
	// and 5", "rooms 3, 7 or 9", or keys listed after "to", as terse keys
	// print them ("Doors to 3, 6.", "(to 4, 5)", "The doors to 4 and 5
	// are locked"), unless a unit follows (see unitAfterRE).
	// Group 1 or 2 is the list.
	areaListRE = regexp.MustCompile(`(?i)\b(?:areas|rooms|chambers|caves|locations)\s+(` + keyList + `)\b|\bto\s+#?(` + keyList + `)\b`)
	listKeyRE  = regexp.MustCompile(areaKey)
	// pointListRE matches a sentence that is a labelled list of the
	// places a point or hex connects to, as pointcrawl and hexcrawl keys
	// print them: "Paths: → 2, 3", "Leads to 4 (north), 7", "Routes: 5
	// (1 day); 9", "Exits: 2, 6", and as one-page dungeons list a room's
	// ways ("Exits: N→2, E 3 (door)", "Doors: 3, 6"). Group 1 is a label
	// that names a road (a path), group 2 the list, each key with an
	// optional note in brackets and an optional direction or arrow before
	// it.
	pointListRE = regexp.MustCompile(`(?i)^` + pointLabel + `\s*:?\s*(` +
		pointItem + `(?:\s*(?:,|;|,?\s*and|,?\s*or)\s*` + pointItem + `)*)\s*\.?$`)
	pointItemRE = regexp.MustCompile(pointItem)
	// unitAfterRE marks a number that is a measure or a count, not a key
	// ("down to 3 hp", "leads to 20 feet", "down to 6 m", "lasts up to 3
	// turns", "leads to 2 doors", "down to 3 levels of cellars", "up to 1
	// in 6"): a unit of coin, length or time, ways or floors counted (see
	// countedWays), or odds on a die ("to 4 in 2 rounds" keys 4).
	unitAfterRE = regexp.MustCompile(`(?i)^\s*(?:hp|hit|gp|sp|cp|ep|pp|ft|feet|foot|yards?|miles?|m\b|metres?|meters?|'(?:[^s]|$)|%|x\b|×|d\d|-\d|–\d|(?:\s+|-)in(?:\s+|-)(?:6|8|10|12|20|100)\b|` +
		`(?:rounds?|turns?|minutes?|hours?|days?|weeks?|times|` + countedWays + `)\b)`)
)

// countedWays is the alternation of the plural nouns of ways, rooms and
// floors, which a number before them counts ("2 doors", "3 levels"): a
// number so printed is no key.
const countedWays = `doors|trap\s?doors|gates|hatches|exits|ways|passages|corridors|tunnels|stairways|staircases|ladders|levels|floors|storeys|stories|flights|steps|paces|rooms|chambers`

// keyList is the pattern of two keys or more joined by commas, "and",
// "or" or "&" ("4 and 5", "3, 7 or 9", "3, #6").
const keyList = areaKey + `(?:\s*(?:,|,?\s*and|,?\s*or|&)\s*#?` + areaKey + `)+`

// keyNoteRE matches a note in brackets right after a key, as exit lists
// print the kind or state of the way to it ("→ 2 (door)", "east to 5
// (stuck door)"): the note is of that way, not the next.
var keyNoteRE = regexp.MustCompile(`^\s*\([^()]{1,24}\)`)

// pointLabel is the label of a point list (see pointListRE), group 1
// the label when it names a road or the journey along one: "Paths",
// "Routes", "Travel", "Exits", "Leads to", or the kind of way all its
// places are reached by, before a colon ("Doors:", "Secret doors:",
// "Stairs:").
const pointLabel = `(?:(paths?|routes?|roads?|trails?|tracks?|travel)|exits?|connections?|connects\s+to|leads\s+to|` +
	`(?:(?:secret\s+)?doors?|doorways?|archways?|stairs|stairways?|ladders?|trap\s?doors?|passages?|tunnels?)\s*:)`

// pointItem is one place of a point list (see pointListRE): a key, after
// an optional direction (group 1) or arrow or number sign, with an
// optional note in brackets (group 3; "→ 4", "N→2", "E: 3", "#7", "4
// (north)", "3 (door)", "0302").
const pointItem = `(?:(` + compass + `|up|down|(?-i:[NSEW]{1,2}))\s*(?:→|->|⇒|:)?\s*|(?:→|->|⇒)\s*)?#?(` + areaKey + `)(?:\s*\(([^()]{1,24})\))?`

// way is one target of an exit sentence: the area key, the direction
// printed before it, and the text from the previous target to it, or for
// the last to the sentence's end (where its kind of exit is named: "Door E
// to 2, stairs down to 5"; and its state: "…to 5, which is locked").
type way struct{ key, direction, text string }

// exitTargets returns the area keys an exit sentence leads to: each of a
// point list ("Paths: 2, 3", see pointWays; each reports that the
// directions of its notes replace the sentence's), else each of a
// list ("areas 4 and 5"), else each of several "to N" phrases with the
// direction printed before it ("north to 4 and east to 5"; each reports
// that these directions replace the sentence's), else the one of
// exitTarget, else one empty key.
func exitTargets(s string) (ways []way, each bool) {
	if m := pointListRE.FindStringSubmatchIndex(s); m != nil {
		return pointWays(s[:m[4]], s[m[4]:m[5]]), true
	}
	if m := areaListRE.FindStringSubmatchIndex(s); m != nil && !unitAfterRE.MatchString(s[m[1]:]) {
		for _, k := range listKeyRE.FindAllString(s[max(m[2], m[4]):max(m[3], m[5])], -1) {
			ways = append(ways, way{key: k})
		}
		return ways, false
	}
	if ws := toWays(s); len(ws) > 1 {
		return ws, true
	}
	return []way{{key: exitTarget(s)}}, false
}

// pointWays returns the ways of list, the list of a point list sentence
// after its label: one per key, with the direction printed before it
// ("N→2") or else the one its note gives ("4 (north)"), each of the kind
// and state its label and note name ("Exits: N 2 (door), E 3": a door and
// a passage; see sentenceExit).
func pointWays(label, list string) []way {
	var out []way
	for _, m := range pointItemRE.FindAllStringSubmatch(list, -1) {
		w := way{key: m[2], text: label + m[0], direction: compassWord(m[1])}
		if ds := directions(m[3]); len(ds) > 0 && w.direction == "" {
			w.direction = ds[0]
		}
		out = append(out, w)
	}
	return out
}

// compassWord returns direction d, printed as a word or a compass letter
// ("N"), as a word in lower case ("north"), or "".
func compassWord(d string) string {
	if w, ok := compassWords[d]; ok {
		return w
	}
	return strings.ToLower(d)
}

// toWays returns the distinct keys of the "to N" phrases of s
// (exitTargetRE, wayToRE, arrowRE, directionKeyRE, leadToRE,
// directionKeyNoteRE, and
// namedKeyRE unless s speaks of a key) in printed order, each with the
// direction printed between it and the phrase before (see
// routeDirection: "west down the hill to 2" is west) and the note in
// brackets printed right after its key, which names that way ("North to
// 4 (secret door), east to 5 (stairs)": see keyNoteRE).
func toWays(s string) []way {
	var hits []keyHit
	for _, re := range []*regexp.Regexp{exitTargetRE, wayToRE, arrowRE, directionKeyRE, leadToRE, directionKeyNoteRE} {
		hits = append(hits, keyHits(re, s)...)
	}
	if !keyWordRE.MatchString(s) {
		hits = append(hits, keyHits(namedKeyRE, s)...)
	}
	slices.SortStableFunc(hits, func(a, b keyHit) int { return a.start - b.start })
	var out []way
	prev := 0
	for _, h := range hits {
		k := h.ref(s)
		if h.start < prev || slices.ContainsFunc(out, func(w way) bool { return w.key == k }) {
			continue
		}
		end := h.key[1] + len(keyNoteRE.FindString(s[h.key[1]:]))
		w := way{key: k, text: s[prev:end], direction: routeDirection(directions(s[prev:end]))}
		out = append(out, w)
		prev = end
	}
	if len(out) > 0 {
		out[len(out)-1].text += s[prev:] // "…to area 5, which is locked"
	}
	return out
}

// exitTarget returns the area key an exit sentence says it leads to ("leads
// to 7", "down to area 12", "into #19", "stairs down to 14", "→ 7", "east:
// 7", "To 7 through a door", "(see 4)", "See also 0407.") or
// comes from ("from area 1"), or "". A bracketed key in a sentence about a
// key ("the key is in 9 (see 9)") is not a way, nor is a number in
// brackets after creatures or things, which counts them ("Goblins (4)
// guard the door": see countInBrackets).
func exitTarget(s string) string {
	for _, re := range []*regexp.Regexp{exitTargetRE, wayToRE, arrowRE, directionKeyRE, leadToRE, seeAreaRE, seeAlsoRE, exitFromRE} {
		if re == seeAreaRE && (keyWordRE.MatchString(s) || countInBrackets(s)) {
			continue
		}
		if k := keyMatch(re, s); k != "" {
			return k
		}
	}
	return ""
}

var keyWordRE = regexp.MustCompile(`(?i)\bkeys?\b`)

// countedRE matches a number in brackets after a plural noun (group 1).
var countedRE = regexp.MustCompile(`(?i)\b(\pL+s)\s*[(\[]\d{1,3}[)\]]`)

// wayNounRE matches the noun of a way (see lettered and entryNouns).
var wayNounRE = regexp.MustCompile(`(?i)^(?:` + lettered + `|` + entryNouns + `|doorways|stairways|staircases|portcullises)$`)

// countInBrackets reports whether s prints a number in brackets after a
// plural noun that names no way, as keys print how many creatures or
// things there are ("Goblins (4)", "Orcs [3]"): a count, not a key. A
// way's plural noun keys the way in brackets as a singular's does
// ("Stairs (7)", "Double doors (4)").
func countInBrackets(s string) bool {
	for _, m := range countedRE.FindAllStringSubmatch(s, -1) {
		if !wayNounRE.MatchString(m[1]) {
			return true
		}
	}
	return false
}

// keyHit is where a target pattern matched: the match's start and the
// key's byte range.
type keyHit struct {
	start int
	key   [2]int
}

// keyHits returns the matches of re in s, in order, whose key (the first
// group that took part) is not a measure nor a room of a building named
// in common words (see buildingAfterRE).
func keyHits(re *regexp.Regexp, s string) []keyHit {
	var out []keyHit
	for _, m := range re.FindAllStringSubmatchIndex(s, -1) {
		for g := 2; g+1 < len(m); g += 2 {
			if m[g] >= 0 {
				if rest := s[m[g+1]:]; !unitAfterRE.MatchString(rest) && !inBuilding(rest) {
					out = append(out, keyHit{start: m[0], key: [2]int{m[g], m[g+1]}})
				}
				break
			}
		}
	}
	return out
}

// keyMatch returns the first key of keyHits(re, s) (see keyHit.ref), or
// "".
func keyMatch(re *regexp.Regexp, s string) string {
	if hs := keyHits(re, s); len(hs) > 0 {
		return hs[0].ref(s)
	}
	return ""
}

// buildingAfterRE matches a building a number is printed with, named by
// a common noun of one or two words (group 1 its head): " of the inn", "
// of the old mill".
var buildingAfterRE = regexp.MustCompile(`^\s+of\s+the\s+(?:(?-i:[a-z])[\pL'’-]*\s+)?((?-i:[a-z])[\pL'’-]*)`)

// mapWordRE matches a common noun that names the map a key is of, not
// another building: "area 4 of the dungeon", "room 2 of the upper level".
var mapWordRE = regexp.MustCompile(`(?i)^(?:(?:sub-?)?levels?|floors?|tiers?|storeys?|dungeons?|maps?|complex|ruins|caves|caverns|mines?|site)$`)

// inBuilding reports whether rest, the text after a number, prints the
// number as the room of a building named by a common noun, not a key of
// the map ("room 2 of the inn", "to 4 of the old mill"). A proper name is
// a place the pipeline keys (see placeAfterKeyRE).
func inBuilding(rest string) bool {
	m := buildingAfterRE.FindStringSubmatch(rest)
	return m != nil && !mapWordRE.MatchString(m[1])
}

// placeAfterKeyRE matches the place a key is printed with when it names
// an area of another level or site, as levels that each number their
// areas from 1 print it: " of the Lower Vaults", " on Level 2", " in the
// Bell Tower", " of level II". The place is a name (capitalised words) or
// a level's number; "area 4 of this level" names none.
var placeAfterKeyRE = regexp.MustCompile(`^\s+(?:of|on|in)\s+(?:the\s+)?((?i:(?:sub-?)?level|floor|tier)\s+(?:\d{1,2}|[IVXivx]{1,4})|\p{Lu}[\pL'’-]*(?:\s+(?:\p{Lu}[\pL'’-]*|\d{1,2}|[IVX]{1,4}))*)`)

// ref returns the area hit h names in s: its key, written after its place
// as overrides.yaml names an area ("Lower Vaults/1") when the key is
// printed with one (see placeAfterKeyRE: "area 1 of the Lower Vaults").
func (h keyHit) ref(s string) string {
	key := s[h.key[0]:h.key[1]]
	if m := placeAfterKeyRE.FindStringSubmatch(s[h.key[1]:]); m != nil {
		return m[1] + "/" + key
	}
	return key
}

// roadChainRE matches a sentence that follows a road across a hex map
// as the chain of hexes it passes, in order ("Roads: 0204–0305–0406",
// "Old road: 01.01 → 02.02 → 03.03"): a labelled chain of two hexes or
// more joined by dashes or arrows. Group 1 is the label when it names a
// road (see pointLabel), group 2 the chain.
var roadChainRE = regexp.MustCompile(`(?i)^(?:[\pL'’]+\s+)?` + pointLabel + `\s*:\s*((?:` + hexKey + `)(?:\s*(?:[-–—]|→|->)\s*(?:` + hexKey + `))+)\.?$`)

// hexRE matches a hex of a hex map (see hexKey).
var hexRE = regexp.MustCompile(hexKey)

// roadChains gives the areas the road chains of ls join (see
// roadChainRE) a path to the hexes before and after them on the chain,
// wherever the chain is printed: in a hex's entry or in a list of the
// map's roads. Each hex along a road joins the next. A hex on the chain
// that no area of areas keys is keyed on other pages, or on none: it
// gets an answer of its ways alone (its key and exits, no text and no
// pages), which the pipeline joins to the hex's area wherever that is
// keyed, so a road's edges between hexes outside the batch are kept. It
// returns areas with those answers after them.
func roadChains(ls []line, areas []requests.Area) []requests.Area {
	for _, l := range ls {
		for _, s := range sentences(l.text) {
			m := roadChainRE.FindStringSubmatch(s)
			if m == nil || m[1] == "" {
				continue
			}
			hexes := hexRE.FindAllString(m[2], -1)
			for i := 1; i < len(hexes); i++ {
				areas = joinHexes(areas, hexes[i-1], hexes[i])
				areas = joinHexes(areas, hexes[i], hexes[i-1])
			}
		}
	}
	return areas
}

// joinHexes gives the areas keyed from a path to the area keyed to,
// unless they have a way there, and returns areas; where none is keyed
// from, it adds an answer of that key holding the path alone.
func joinHexes(areas []requests.Area, from, to string) []requests.Area {
	if !slices.ContainsFunc(areas, func(a requests.Area) bool { return a.Key == from }) {
		areas = append(areas, requests.Area{Key: from})
	}
	for i := range areas {
		if areas[i].Key == from && !slices.ContainsFunc(areas[i].Exits, func(e requests.Exit) bool { return e.Target == to }) {
			areas[i].Exits = append(areas[i].Exits, requests.Exit{Kind: requests.ExitPath, State: requests.ExitUnstated, Target: to})
		}
	}
	return areas
}

// linkBack makes the connections between the given areas two-way: where
// area A has an exit to area B and B has none back to A, B's first exit of
// the same kind with no target is given target A, or else B gains an exit
// of that kind and state to A (its direction is unstated: the other side's
// wall is not printed). An exit leads to the area of its key on its own
// level, else to the one area of the batch with that key (see keyRuns:
// levels that each number their areas from 1 repeat keys); exits to keys
// not among areas, or to a key several other levels hold, are left alone,
// and so is an exit whose way back could not name A by its key from B.
// First, a lettered part of an area ("7a" of "7") that prints no exit of
// its own is taken to open on its area of the same level.
func linkBack(areas []requests.Area) {
	ks := newKeyRuns(areas)
	for i, a := range areas {
		parent := strings.TrimRight(a.Key, "abcdefghijklmnopqrstuvwxyz")
		if parent != a.Key && len(a.Exits) == 0 && ks.find(parent, i) >= 0 {
			areas[i].Exits = []requests.Exit{{Kind: requests.ExitPassage, State: requests.ExitOpen, Target: parent}}
		}
	}
	for i := range areas {
		for _, e := range areas[i].Exits {
			j := ks.find(e.Target, i)
			if j < 0 || j == i || ks.find(areas[i].Key, j) != i {
				continue
			}
			linkTo(&areas[j], areas[i].Key, len(ks.areas[areas[i].Key]) == 1, e)
		}
	}
}

// keyRuns places the areas of a batch on levels by their keys: in
// reading order, a key the current level already holds starts the next
// level, as a level (or site) that numbers its areas from 1 again does.
type keyRuns struct {
	run   []int            // the level of each area, from 0
	areas map[string][]int // key → the areas of that key, in order
}

// newKeyRuns returns the keyRuns of areas.
func newKeyRuns(areas []requests.Area) keyRuns {
	ks := keyRuns{run: make([]int, len(areas)), areas: map[string][]int{}}
	level, held := 0, map[string]bool{}
	for i, a := range areas {
		if held[a.Key] {
			level, held = level+1, map[string]bool{}
		}
		held[a.Key] = true
		ks.run[i] = level
		ks.areas[a.Key] = append(ks.areas[a.Key], i)
	}
	return ks
}

// find returns the area an exit of area from leads to by key: the area of
// that key on from's level, else the only area of that key, else -1.
func (ks keyRuns) find(key string, from int) int {
	for _, i := range ks.areas[key] {
		if ks.run[i] == ks.run[from] {
			return i
		}
	}
	if len(ks.areas[key]) == 1 {
		return ks.areas[key][0]
	}
	return -1
}

// linkTo gives area b a way back to key along exit e, unless it has one:
// an exit to key, or, when key is unique (one area of the batch holds it),
// to key in a place ("Level 2/6" for "area 6 on level 2": see keyHit.ref).
func linkTo(b *requests.Area, key string, unique bool, e requests.Exit) {
	if slices.ContainsFunc(b.Exits, func(o requests.Exit) bool {
		return o.Target == key || unique && strings.HasSuffix(o.Target, "/"+key)
	}) {
		return
	}
	if k := slices.IndexFunc(b.Exits, func(o requests.Exit) bool { return o.Target == "" && o.Kind == e.Kind }); k >= 0 {
		b.Exits[k].Target = key
		return
	}
	b.Exits = append(b.Exits, requests.Exit{Kind: e.Kind, State: e.State, Target: key})
}
