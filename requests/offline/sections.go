package offline

import (
	"maps"
	"math"
	"regexp"
	"slices"
	"strings"

	"github.com/scriptorium/scriptorium/naming"
)

// Sections: the headings a reader sees make a module's tree — module →
// site → level → area group — and set apart the parts that hold no areas.
// The rules here cut the page lines at headings before keys are looked for
// (keys.go) and areas cut (segment).

// keyedAreas is the segmentation step of the survey and content answers:
// the areas of ls, cut at their key lines (see findKeys, segment). Lines
// in skip (wandering tables) and legal text (see legalLines) belong to no
// area: a licence after the last area closes it, as a section of its own.
func keyedAreas(ls []line, skip map[int]bool, expected []string) []areaText {
	return segment(ls, findKeys(ls, skip, expected), union(skip, legalLines(ls)))
}

// sectionLines returns the lines of ls that head a lettered section of a
// site, each with its heading: a line that is no key of keys (keys in
// text order), opening with a letter alone and a title, set apart or run
// into the section's text ("A. KOBOLD LAIR", "**B. Orc Lair.** The orcs
// of this lair…", "C. GOBLIN LAIR. Goblins live here…"), with a numbered
// key after it — as modules letter the lairs of a cave complex and number
// the rooms of each (see sectionLetters). The section's text is no part
// of the area before it.
func sectionLines(ls []line, keys []keyLine) map[int]string {
	out := map[int]string{}
	isKey := map[int]bool{}
	for _, k := range keys {
		isKey[k.idx] = true
	}
	for i, l := range ls {
		if isKey[i] || carriesOn(ls, i) {
			continue
		}
		n, _ := slices.BinarySearchFunc(keys, i, func(k keyLine, i int) int { return k.idx - i })
		if n == len(keys) || !strings.ContainsAny(keys[n].key, "0123456789") {
			continue
		}
		if h := letteredHeading(l); h != "" {
			out[i] = h
		}
	}
	return out
}

// letteredHeading returns the heading of line l when it opens with a
// section's letter alone and a title ("B. ORC LAIR" of "B. ORC LAIR. The
// orcs…", "B. Orc Lair" of "**B. Orc Lair.** The orcs…"), else "".
func letteredHeading(l line) string {
	key, title := "", ""
	if k, ok := boldKey(l); ok {
		key, title = k.key, k.title
	} else if k, rest, ok := parseKeyLine(l.text); ok {
		key, title = k, rest
		if t, _ := splitTitle(rest); t != "" {
			title = t
		}
	}
	if len(key) != 1 || key[0] < 'A' || key[0] > 'Z' || title == "" {
		return ""
	}
	t := strings.Trim(l.text, "*")
	if at := strings.Index(t, title); at >= 0 {
		return strings.Trim(t[:at+len(title)], "*")
	}
	return t
}

// legalHeadingRE matches a heading over legal text, as licences are
// printed: "Open Game License Version 1.0a", "LICENSE: CC0 1.0 UNIVERSAL",
// "Terms of Use", "Legal", "Copyright Notice", "Designation of Product
// Identity", "Creative Commons Legal Code".
var legalHeadingRE = regexp.MustCompile(`(?i)\b(?:licen[cs]e|terms\s+of\s+use|legal|copyright|product\s+identity|open\s+game\s+content|creative\s+commons)\b`)

// legalOpeningRE matches a line that opens with the printed name of a
// licence whose text follows ("OPEN GAME LICENSE Version 1.0a", "Creative
// Commons Legal Code", "Designation of Product Identity: …").
var legalOpeningRE = regexp.MustCompile(`(?i)^(?:open\s+game\s+licen[cs]e\s+version|creative\s+commons\s+legal\s+code|designation\s+of\s+(?:product\s+identity|open\s+game\s+content))\b`)

// legalClauseRE matches the titles of the numbered clauses of the licences
// modules print (the Open Game License 1.0a, the Creative Commons licences
// and CC0, and terms of use written after them): "1. Definitions", "3.
// Offer and Acceptance", "5. Representations, Warranties and Disclaimer".
var legalClauseRE = regexp.MustCompile(`(?i)^(?:definitions|the\s+licen[cs]e|licen[cs]e\s+grant|grant(?:\s+and\s+consideration)?|offer\s+and\s+acceptance|representation|notice\s+of\s+licen[cs]e|use\s+of\s+(?:product\s+identity|contributor\s+credits)|identification|updating\s+the\s+licen[cs]e|copy\s+of\s+this\s+licen[cs]e|inability\s+to\s+comply|termination|reformation|copyright(?:\s+notice|\s+and\s+related\s+rights)?|fair\s+dealing|restrictions|limitation|no\s+warranty|warranty|disclaimer|waiver|public\s+licen[cs]e\s+fallback|miscellaneous)\b`)

// minLegalClauses is the fewest keys titled as licence clauses that make
// their run a licence rather than areas.
const minLegalClauses = 2

// legalLines returns the lines of legal text: under a heading (a Markdown
// heading, or a whole line in bold or capitals) that names a licence or
// terms of use, or from a line opening with a licence's printed name (see
// legalOpeningRE), up to the next Markdown heading that does neither or
// the next key set apart in bold (see resumesKeys). A licence's
// numbered clauses ("1. Definitions. …", "2. Grant. …") are never areas.
func legalLines(ls []line) map[int]bool {
	out := map[int]bool{}
	in := false
	for i, l := range ls {
		legal := sectionHeading(l) && legalHeadingRE.MatchString(l.text) || legalOpeningRE.MatchString(l.text)
		switch {
		case legal:
			in = true
		case l.heading > 0 || resumesKeys(l):
			in = false
		}
		if in {
			out[i] = true
		}
	}
	return out
}

// resumesKeys reports whether line l opens with a key and its title set
// apart in bold that is no licence clause ("**5 RAT GALLERY.** Iron rings…",
// "**1.5 BONE PIT.** A low mist…", not "**1. Definitions:** (a) …"): a
// licence printed among the keys (on an inside cover, in a box between two
// areas) ends there, as its own clauses are set in the licence's plain
// type or titled as clauses. A key that boldKey does not read (a level and
// a room: "1.5") is read from the line as any key line (see parseKeyLine).
func resumesKeys(l line) bool {
	if k, ok := boldKey(l); ok {
		return k.title != "" && !legalClauseRE.MatchString(k.title)
	}
	_, rest, ok := parseKeyLine(l.text)
	title, _ := splitTitle(rest)
	return ok && l.lead != "" && title != "" && !legalClauseRE.MatchString(title)
}

// sectionHeading reports whether l is set apart as a heading: by type (see
// setApart) or as a short line in capitals that is no line of a stat block
// (see isStatBlockLine): labels and their values print in capitals too
// ("XP: 25", "AL C; CL/XP 1/15", "HD 2, AC 7"), and a block's last line
// carried over a page break is no heading that ends its area there.
func sectionHeading(l line) bool {
	return setApart(l) || allCaps(l.text) && len(words(l.text)) <= maxHeaderWords+2 && !isStatBlockLine(l.text)
}

// setApart reports whether line l is set apart by type as a whole: a
// Markdown heading or a line all in bold. Such a line opens a block
// whatever ends the line before it (a table the text layer runs together,
// a stat line without a full stop).
func setApart(l line) bool {
	return l.heading > 0 || l.lead != "" && l.after == ""
}

// dropLegalClauses drops the key candidates titled as licence clauses when
// at least minLegalClauses are: a licence printed without a heading over it
// (a second page of the Open Game License) still keys no area.
func dropLegalClauses(cands []keyLine) []keyLine {
	clause := func(k keyLine) bool {
		t := k.title
		if t == "" {
			t, _ = splitTitle(k.rest)
		}
		if t == "" {
			t = k.rest
		}
		return legalClauseRE.MatchString(strings.TrimSpace(t))
	}
	n := 0
	for _, k := range cands {
		if clause(k) {
			n++
		}
	}
	if n < minLegalClauses {
		return cands
	}
	return slices.DeleteFunc(cands, clause)
}

// titleHeadings returns, for each key of keys that opens a module of a
// compilation, the title it is printed under: when two keys or more each
// follow a title-size heading (Markdown level 1) of their own, as a PDF
// holding several modules prints each one's title, every such key opens a
// site named by its title, whole when it is set over several lines (see
// titleRun). It returns nil when fewer do.
func titleHeadings(ls []line, keys []keyLine) map[int]string {
	out := map[int]string{}
	from := 0
	for n, k := range keys {
		for i := k.idx - 1; i >= from; i-- {
			if ls[i].heading == 1 {
				out[n] = titleRun(ls, i)
				break
			}
		}
		from = k.idx + 1
	}
	if len(out) < 2 {
		return nil
	}
	return out
}

// siteStarts returns the keys of keys that open a new site, each with the
// site's name: the modules of a compilation (titleHeadings), and keys
// where the numbering starts again after a heading (a second dungeon keyed
// from 1, its title set smaller than the first's, or a site of a module),
// named by the highest-ranking heading between (see siteHeading). The
// first key opens a site only in a compilation. The rooms of a place
// inside an area (see sectionLetters) are passed over: their place is a
// site of its own, and the numbering goes on after them.
func siteStarts(ls []line, keys []keyLine) map[int]string {
	out := map[int]string{}
	levels := levelLines(ls, keys, nil)
	prev := -1
	for n, k := range keys {
		if k.place != "" {
			continue
		}
		if prev >= 0 && !keyLess(keys[prev].key, k.key) {
			if h := siteHeading(ls, levels, keys[prev].idx, k.idx); h != "" {
				out[n] = h
			}
		}
		prev = n
	}
	maps.Copy(out, titleHeadings(ls, keys))
	return out
}

// siteHeading returns the heading strictly between lines from and to that
// names a site: the highest-ranking Markdown heading that heads no level
// (levels: see levelLines; the last of its rank), else the last line that
// reads as a heading and heads no level with no level heading after it,
// or "". A heading of reference matter ("Stock Monsters", "Credits": see
// referenceHeading) names no site, whatever its rank. A heading with a level
// heading of its rank or above after it, before to, is a part of the
// level before ("### Wandering Monsters (Upper Vaults)" between "## Level
// 1" and "## Level 2"), as a site holds its levels: it names no site.
func siteHeading(ls []line, levels map[int]string, from, to int) string {
	best, rank := "", 0
	under := math.MaxInt // the best rank of a level heading after line i, before to
	for i := to - 1; i > from; i-- {
		l := ls[i]
		if _, level := levels[i]; level {
			under = min(under, headingRank(l))
			continue
		}
		if referenceHeading(strings.Trim(l.text, "*")) {
			continue // "## STOCK MONSTERS" between two sites names neither
		}
		if l.heading > 0 && (rank == 0 || l.heading < rank) && isHeading(l.text, 8) && l.heading < under {
			best, rank = titleRun(ls, i), l.heading
		}
	}
	if best != "" {
		return best
	}
	for i := to - 1; i > from; i-- {
		if _, level := levels[i]; level {
			return ""
		}
		if isHeading(ls[i].text, 6) && !isLabel(ls[i].text) {
			return ls[i].text
		}
	}
	return ""
}

// headingRank is the rank of line l in the headings' tree: its Markdown
// heading level (1 the highest), else below every Markdown heading: a
// line opening in bold (maxHeadingRank), then a line in capitals, then
// one in the text's type.
func headingRank(l line) int {
	switch {
	case l.heading > 0:
		return l.heading
	case l.lead != "":
		return maxHeadingRank
	case allCaps(l.text):
		return maxHeadingRank + 1
	}
	return maxHeadingRank + 2
}

// maxHeadingRank is the rank of a line opening in bold, below a Markdown
// heading of any level.
const maxHeadingRank = 7

// union returns the lines in a or b.
func union(a, b map[int]bool) map[int]bool {
	out := make(map[int]bool, len(a)+len(b))
	for _, m := range []map[int]bool{a, b} {
		for i, in := range m {
			out[i] = out[i] || in
		}
	}
	return out
}

// keyStyle is how a module sets a key line apart: its Markdown heading
// level (0 for none), whether the line is all in bold, the stop ending a
// bold lead run into text ("." of "**1. Narthex.** Dust…"), and whether
// the title is in capitals.
type keyStyle struct {
	heading int
	whole   bool
	stop    string
	caps    bool
}

// styleOf returns the style of key line l with title title; ok is false
// when the line is not set apart by type (no heading, no bold lead).
func styleOf(l line, title string) (s keyStyle, ok bool) {
	if l.heading == 0 && l.lead == "" {
		return keyStyle{}, false
	}
	s = keyStyle{heading: l.heading, whole: l.lead == "" || l.after == "", caps: allCaps(title)}
	if !s.whole {
		s.stop = strings.TrimSpace(l.lead[len(strings.TrimRight(l.lead, ".:;–—-")):])
	}
	return s, true
}

// commonStyle returns the style at least two of keys share, the most
// common one; ok is false when none is shared.
func commonStyle(ls []line, keys []keyLine) (keyStyle, bool) {
	count := map[keyStyle]int{}
	best, n := keyStyle{}, 0
	for _, k := range keys {
		s, ok := styleOf(ls[k.idx], k.title)
		if !ok {
			continue
		}
		if count[s]++; count[s] > n {
			best, n = s, count[s]
		}
	}
	return best, n >= 2
}

// maxNamedKeyWords bounds the title of a named key.
const maxNamedKeyWords = 6

// namedAmong returns keys, numbered keys in text order, with the named keys
// printed among them ("THE ROOF" after "3 SUMMONING ROOM", "**The Well.**"
// among "**2. Nave.**"): lines after a numbered key, in the style the
// numbered keys share (see commonStyle), whose title has no digits, is no
// front matter, area subheading (see subheadings), level or legal heading
// nor a lettered section's (see letteredHeading: "**B. Orc Lair.**"),
// and opens a place's text — running text under it in which a sentence
// ends before the next key (see sentenceUnder), or run into its line —
// not a stat line in any dialect's order (see opensStatLine: "**Goblins:**
// AL C, MV 60' (20'), AC 6, ..." names the creatures of the area before),
// a title printed twice is a recurring subheading, not a place, nor is a
// single word ("**Clues.**", "SENTRIES": the matter a part of the text
// holds, where a place is named by a phrase, "The Well", "Guard Post")
// between two keys of which the second counts on from the first (see
// withinRun). A Markdown heading in another style closes the run until the next
// numbered key.
// Callers pass one level or site's keys and the lines up to the next one's.
func namedAmong(ls []line, keys []keyLine, skip map[int]bool) []keyLine {
	style, ok := commonStyle(ls, keys)
	if !ok {
		return keys
	}
	isKey := map[int]bool{}
	for _, k := range keys {
		isKey[k.idx] = true
		isKey[k.idx+1] = isKey[k.idx+1] || k.below // the key's title line, no place of its own
	}
	out := slices.Clone(keys)
	active := false
	for i, l := range ls {
		if isKey[i] {
			active = true
			continue
		}
		title := strings.TrimRight(strings.TrimSpace(l.text), ".:;–—- ")
		if !style.whole {
			title = strings.TrimRight(l.lead, ".:;–—- ")
		}
		s, typed := styleOf(l, title)
		if typed && s != style && l.heading > 0 {
			active = false
		}
		if !active || skip[i] || !typed || s != style || !namedKeyTitle(title) || letteredHeading(l) != "" {
			continue
		}
		rest := strings.TrimLeft(l.after, " .:;,–—-")
		if style.whole && (i+1 >= len(ls) || isKey[i+1] || !opensProse(ls, i+1) || !sentenceUnder(ls, i, isKey)) ||
			!style.whole && (len(words(rest)) < minProseWords || opensStatLine(rest)) {
			continue
		}
		out = append(out, keyLine{idx: i, key: title, title: title, rest: rest, named: true})
	}
	last := keys[len(keys)-1].idx
	out = slices.DeleteFunc(out, func(k keyLine) bool {
		return k.named && (slices.ContainsFunc(out, func(o keyLine) bool { return o.idx != k.idx && o.named && strings.EqualFold(o.title, k.title) }) ||
			namesPart(k.title) && withinRun(keys, k.idx) || k.idx > last && !namesPlace(k.title))
	})
	slices.SortFunc(out, func(a, b keyLine) int { return a.idx - b.idx })
	return out
}

// placeNouns are nouns that name a place a module keys: rooms and the
// parts of a building, its works and ways, the lay of the land and what
// stands on it. Singular; namesPlace also takes their plurals in -s.
var placeNouns = []string{
	"room", "hall", "chamber", "antechamber", "vestibule", "foyer", "corridor", "passage", "hallway", "gallery",
	"stair", "stairs", "stairway", "staircase", "landing", "balcony", "attic", "loft", "cellar", "basement",
	"vault", "crypt", "tomb", "ossuary", "catacomb", "sepulchre", "sepulcher", "mausoleum", "shrine", "temple",
	"chapel", "altar", "sanctum", "sanctuary", "nave", "apse", "vestry", "cloister", "library", "study",
	"kitchen", "larder", "pantry", "buttery", "scullery", "storeroom", "store", "closet", "armory", "armoury",
	"barracks", "quarters", "dormitory", "bedroom", "bedchamber", "cell", "prison", "gaol", "jail", "dungeon",
	"guardroom", "guardhouse", "gatehouse", "gate", "door", "doorway", "portcullis", "drawbridge", "moat", "wall",
	"battlements", "rampart", "parapet", "roof", "rooftop", "tower", "turret", "spire", "belfry", "keep", "castle",
	"fort", "fortress", "citadel", "stronghold", "hold", "manor", "house", "hut", "hovel", "cottage", "cabin",
	"lodge", "inn", "tavern", "alehouse", "mill", "forge", "smithy", "workshop", "laboratory", "observatory",
	"stable", "stables", "kennel", "pen", "barn", "byre", "granary", "farm", "yard", "courtyard", "garden",
	"orchard", "well", "cistern", "reservoir", "fountain", "pool", "bath", "baths", "latrine", "privy", "sewer",
	"drain", "pit", "shaft", "mine", "tunnel", "cave", "cavern", "grotto", "den", "lair", "nest", "burrow",
	"warren", "hive", "ledge", "chasm", "rift", "gorge", "ravine", "cliff", "crag", "bridge", "ford", "dam",
	"weir", "dock", "pier", "wharf", "jetty", "quay", "harbour", "harbor", "cove", "beach", "shore",
	"island", "isle", "lake", "mere", "tarn", "pond", "river", "stream", "falls", "waterfall", "spring",
	"marsh", "swamp", "bog", "fen", "mire", "moor", "heath", "hill", "mound", "barrow", "cairn", "henge",
	"glade", "clearing", "grove", "wood", "woods", "forest", "thicket",
	"road", "path", "trail", "track", "crossroads", "square", "market", "street", "lane", "alley", "village",
	"hamlet", "town", "camp", "encampment", "outpost", "post", "watchtower", "ruin", "ruins", "arena",
	"dais", "stage", "alcove", "niche", "aerie", "eyrie", "peak", "summit", "entrance", "entry",
	"exit", "threshold", "approach", "outside", "interior", "undercroft", "treasury",
}

// namesPlace reports whether title t, a named key's, names a place: its
// head noun (see naming.HeadNoun, which the place index reads too: "STAIR
// DOWN" is a stair) is one of placeNouns or its plural ("THE ROOF",
// "The Well", "Hall of Mirrors", "Guard Posts"), and it opens with no verb
// in -ing before an object ("Leaving the Tower", where "Dining Hall" names
// a hall). A named line after the last numbered key keys a place only when
// it names one, where a module's closing notes in its keys' type ("**The
// Bargain.**", "**Returning Home.**") name matters of the adventure.
func namesPlace(t string) bool {
	h := naming.HeadNoun(t)
	if !slices.Contains(placeNouns, h) && !slices.Contains(placeNouns, strings.TrimSuffix(h, "s")) {
		return false
	}
	ws := words(strings.ToLower(t))
	return !inflected(trimPunct(ws[0]), "ing") || len(ws) > 1 && trimPunct(ws[1]) == h
}

// withinRun reports whether line i stands between two of keys, numbered
// keys in text order, the second of which counts on from the first ("2.
// Mill Floor", "**Clues.**", "3. Dam Walk"): the numbering runs on past the
// line, so a heading there that names a part of an area (see namesPart)
// opened no place of its own but a part of the area before it, as a
// sub-heading does (see subHeading); a place's name ("**Kitchen.**")
// is a place among numbered ones still.
func withinRun(keys []keyLine, i int) bool {
	n, _ := slices.BinarySearchFunc(keys, i, func(k keyLine, i int) int { return k.idx - i })
	return n > 0 && n < len(keys) && follows(keys[n-1].key, keys[n].key)
}

// sentenceUnder reports whether a sentence ends in the lines under line i
// before the next key line (isKey) or Markdown heading: a place's text is
// made of sentences, the rows of a table whose grid the page text lost
// ("**Item Value**" over "Silver cup 30 gp" / "Gold ring 80 gp") of values.
func sentenceUnder(ls []line, i int, isKey map[int]bool) bool {
	for j := i + 1; j < len(ls) && !isKey[j] && ls[j].heading == 0; j++ {
		if slices.ContainsFunc(words(ls[j].text), endsSentence) {
			return true
		}
	}
	return false
}

// partHeadings are the sub-headings that name only a part of an area's
// text, never a section of a module (where "Monsters" may head a
// bestiary and "Encounters" a table): see namesPart.
var partHeadings = []string{"tactics", "development", "developments", "clue", "clues", "secret", "secrets", "aftermath",
	"reinforcements", "roleplaying", "complications", "read aloud", "scaling the encounter"}

// subheadings are the headings modules print inside an area's text, in the
// type of its key ("TACTICS", "DEVELOPMENT"): parts of an area, never a
// place.
var subheadings = slices.Concat(partHeadings, []string{"features", "area features", "creatures",
	"creature", "monster", "monsters", "occupants", "inhabitants", "encounter", "encounters", "treasure", "trap", "traps", "hazard", "hazards",
	"description", "morale", "scaling", "reward", "rewards", "xp award", "loot"})

// namedKeyTitle reports whether t may title a named key: a few words
// opening with a capital, no digits, and no front matter, subheading, level
// or legal heading.
func namedKeyTitle(t string) bool {
	ws := words(t)
	return len(ws) > 0 && len(ws) <= maxNamedKeyWords && startsUpper(t) && !strings.ContainsAny(t, "0123456789") &&
		!referenceHeading(t) && !slices.Contains(subheadings, strings.ToLower(t)) &&
		levelName(t) == "" && !legalHeadingRE.MatchString(t) &&
		!opensStat(ws[0])
}
