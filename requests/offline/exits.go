package offline

import (
	"cmp"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/scriptorium/scriptorium/requests"
)

// Exit patterns, matched against one sentence at a time.

// entryNouns are the nouns a short entry prints at an exit (see
// entryWayRE) that the patterns of the ways with verbs do not read
// without one: a bridge, a crawlway, crawlspace or tunnel, steps, and the
// holes, shafts, pits and ropes of kind other.
const entryNouns = `bridges?|crawl(?:way|space)s?|tunnels?|passages?|corridors?|steps|ramps?|` + rockOpenings + `|shafts?|chutes?|chimneys?|wells?|pits?|ropes?`

// rockOpenings is the alternation of the openings that break a wall,
// rock or trunk rather than being built in it: a hole, gap, crack,
// split, cleft, fissure, crevice, crevasse, rift or breach. Each is
// squeezed or climbed through, a way of kind other.
const rockOpenings = `holes?|gaps?|cracks?|splits?|clefts?|fissures?|crevices?|crevasses?|rifts?|breach(?:es)?`

// entryKinds are the kinds of the nouns of entryNouns other than kind
// other (see entryKind): steps are stairs; a crawlway, tunnel or ramp a
// passage. A bridge is crossed as a ladder is climbed, and a hole or
// shaft dropped through: ways of kind other.
var entryKinds = map[requests.ExitKind]*regexp.Regexp{
	requests.ExitStairs:  regexp.MustCompile(`(?i)^steps$`),
	requests.ExitPassage: regexp.MustCompile(`(?i)^(?:crawlway|crawlspace|tunnel|passage|corridor|ramp)s?$`),
}

// entryKind returns the kind of way noun names, a noun of entryNouns.
func entryKind(noun string) requests.ExitKind {
	for kind, re := range entryKinds {
		if re.MatchString(noun) {
			return kind
		}
	}
	return requests.ExitOther
}

// grateNouns is the alternation of a leaf of bars: a grate, grille or
// grating.
const grateNouns = `grates?|grilles?|gratings?`

// inFloor returns the pattern of a leaf of nouns (an alternation) in a
// floor or ceiling: "a door in the floor", "a ceiling grate".
func inFloor(nouns string) string {
	return `\b(?:` + nouns + `)\s+(?:set\s+)?(?:in|into)\s+the\s+(?:floor|ceiling|roof|ground)\b|\b(?:floor|ceiling|roof)\s+(?:` + nouns + `)\b`
}

// leadsOn is the pattern of what follows a noun, anywhere after it in the
// sentence, that makes it a way: a word of leading, "to", "into", a wall
// it stands in, or an arrow ("a curtain in the west wall", "Grate → 7").
const leadsOn = `.*(?:\b(?:leads?|leading|opens?|to|into|wall)\b|→|->)`

// lettered is the alternation of the way nouns a compass letter follows
// in one-page keys ("Door E to 2", "Arch (N) to 3", "Curtain (W) → 6").
const lettered = `doors?|passages?|corridors?|tunnels?|stairs?|exits?|arch(?:es|ways?)?|openings?|portcullis|gates?|curtains?|ladders?|grates?|grilles?|hatch(?:es)?|trap\s?doors?`

// compass is the alternation of the eight compass directions in words,
// the diagonals first so that "north-east" is not read as "north".
const compass = `north-?east|north-?west|south-?east|south-?west|north|south|east|west`

var (
	// A secret panel is a secret door: a leaf in a wall that opens.
	secretDoorRE = regexp.MustCompile(`(?i)\b(?:secret|concealed|hidden)\s+(?:stone\s+|wooden\s+|iron\s+)?(?:doors?|panels?)\b`)
	secretWayRE  = regexp.MustCompile(`(?i)\b(?:secret|concealed|hidden)\s+(?:tunnel|passage|corridor|stair(?:s|case|way)?)\b`)
	// concealedRE finds what conceals a secret way beyond its being
	// secret: what it stands behind, a word that says it is concealed
	// ("concealed", "hidden", "disguised", "plastered over"), or what
	// finding it takes ("found by pressing the third skull").
	concealedRE = regexp.MustCompile(`(?i)\bbehind\s+(?:a|an|the|some|its|his|her|their|this|that)\b|` +
		`\b(?:concealed|conceals?|hidden|hides?|disguised|disguises?|camouflaged|plastered|masked|painted\s+over|covered\s+(?:by|with|over)|` +
		`found\s+(?:only\s+)?(?:by|when|on)|by\s+(?:pressing|pushing|pulling|searching|tapping|twisting))\b`)
	// trapdoorRE finds a trapdoor: one so named, or a door or gate in a
	// floor or ceiling ("a ceiling door"); see also hatchWay.
	trapdoorRE = regexp.MustCompile(`(?i)\btrap\s?doors?\b|` + inFloor(`doors?|gates?`))
	// hatchRE finds the word hatch leading somewhere (see hatchWay).
	hatchRE = regexp.MustCompile(`(?i)\bhatch(?:es|ways?)?\b` + leadsOn)
	// grateRE finds a grate or grille leading somewhere: a leaf of bars
	// that shuts a way as a portcullis does ("Iron grille (locked) to 7",
	// not "the fire in the grate"); one in a floor or ceiling
	// (floorGrateRE) shuts it as a trapdoor does.
	grateRE      = regexp.MustCompile(`(?i)\b(?:` + grateNouns + `)\b` + leadsOn)
	floorGrateRE = regexp.MustCompile(`(?i)` + inFloor(grateNouns))
	// pathRE finds a road or track that leads somewhere: a way between
	// places out of doors, whatever doors stand along it, or one that
	// reaches a place ("The road north reaches the ford in half a day") or
	// leaves one for it ("The road leaves north to the Abbey Gate": a
	// road, whatever the place it goes to is named).
	pathRE = regexp.MustCompile(`(?i)\b(?:paths?|roads?|lanes?|tracks?|trails?|causeways?|streets?)\b.*\b(?:leads?|leading|runs?|goes|continues|climbs?|winds?|descends?|ascends?|heads?|crosses|leaves|leaving|departs|reach(?:es|ing)?)\b`)
	// waterRE finds a river or stream that flows somewhere: a way by
	// water or along its bank, an exit only where it flows to a keyed
	// place ("The river flows south into 0103"), not where it merely
	// crosses an area ("a stream runs through the hall").
	waterRE  = regexp.MustCompile(`(?i)\b(?:rivers?|streams?|brooks?|creeks?|becks?)\b.*\b(?:flows?|runs?|winds?|continues|heads?)\b`)
	stairsRE = regexp.MustCompile(`(?i)\b(?:stairs?|stair(?:case|way|well)|steps\s+(?:lead|go|going|down|up|descend|ascend|climb|rise)|flights?\s+of\s+(?:[a-z]+\s+)?steps)\b`)
	// ladderRE finds a ladder, which is a way of kind other: it is no
	// stair.
	ladderRE = regexp.MustCompile(`(?i)\bladders?\b`)
	doorRE   = regexp.MustCompile(`(?i)\b(?:doors?|gates?|portcullis)\b`)
	// curtainRE finds a curtain hung across a way, one in a wall or
	// leading somewhere ("a curtain in the west wall hides a passage to
	// 6", "Curtained arch → 6", not "a curtain hides a bed"): a passage
	// whose state the curtain does not tell.
	curtainRE = regexp.MustCompile(`(?i)\bcurtain(?:s|ed)?\b` + leadsOn)
	openingRE = regexp.MustCompile(`(?i)\b(?:doorways?|archways?|arch)\b`)
	// "The way north into the hall" is a passage onward; "the hollow way
	// north to the barrow" a road (see pathRE).
	passageRE = regexp.MustCompile(`(?i)\b(?:passage|corridor|tunnel|hallway|channel|crawlway|ramp)s?\b.*(?:\b(?:leads?|leading|leaves?|leaving|opens?|runs?|goes|continues|descends?|slopes?|returns?|winds?|climbs?|turns?|heads?)\b|→|->)|` +
		`\b(?:passage|corridor|tunnel|hallway)s?\s+(?-i:[NSEW]{1,2})\s+(?:to|into)\b|^(?:passage|corridor|tunnel|hallway)s?\s+(?:to|into)\b|` +
		`\bthe\s+way\s+(?:` + compass + `|on|out)\s+(?:to|into)\b`)
	// otherWayRE finds ways that are neither doors nor passages: an opening
	// in a wall or leading somewhere (not "opening the chest"), an opening
	// in the rock (see rockOpenings), a shaft, climb, chute or pit that
	// leads or drops somewhere ("a split in the trunk opens into the
	// hollow (area 2)"), or
	// an opening, hole, shaft or chute from somewhere ("the opening of the
	// shaft from the kitchen (area 4)").
	otherWayRE = regexp.MustCompile(`(?i)\bopenings?\s+(?:in\s+the\s+(?:\w+\s+)?(?:wall|floor|ceiling|roof|rock)|(?:leads?|to|into|through)\b)|\b(?:` + rockOpenings + `|shafts?|chimneys?|climbs?|chutes?|slides?|pits?)\b.*\b(?:leads?|leading|opens?|goes|continues|drops?|falls?|slopes?|runs?|winds?)\s+(?:\w+\s+)?(?:to|into|onto)\b|` +
		`\b(?:openings?|holes?|shafts?|chutes?)\s+(?:[\pL-]+\s+){0,3}?from\b`)
	// portalRE finds a magic way, which the content prompt keeps apart
	// as kind portal: a portal, a teleporter, a magic gate, mirror,
	// circle or arch.
	portalRE = regexp.MustCompile(`(?i)\b(?:portals?|teleporters?|magic(?:al)?\s+(?:gate|mirror|circle|arch)(?:e?s)?)\b`)
	// entryWayRE matches a short entry's exit, as one-page dungeons and
	// zines print it: the noun the entry prints at the exit, with its
	// adjectives, what it is of or in and a state in brackets, a
	// direction, then "to" or an arrow and a key, or the key in brackets,
	// no verb between ("Rope bridge → 8", "Crawlway north to 9", "Hole in
	// the floor → 18", "Rope bridge (8)").
	// Group 1 is the noun.
	entryWayRE = regexp.MustCompile(`(?i)^[\s,;]*(?:and\s+)?(?:(?:a|an|the)\s+)?(?:[\pL'-]+\s+){0,3}?(` + entryNouns + `)\b(?:\s+(?:of|in)\s+(?:the\s+)?[\pL-]+)?\s*(?:\([^()]{1,16}\)\s*)?(?:(?:` + compass + `|up|down|(?-i:[NSEW]{1,2}))\s+)?(?:(?:to|into|→|->|⇒)\s*(?:area\s+|room\s+)?#?` + areaKey + `\b|[(\[](?:to\s+|area\s+|room\s+)?#?` + areaKey + `[)\]])`)
	// stateWayRE matches a short entry's exit that prints its state and
	// no noun ("(locked) → 13", "Barred → 4"): only a leaf is locked,
	// stuck or barred, so the way is a door. Group 1 is the state.
	stateWayRE = regexp.MustCompile(`(?i)^[\s,;]*\(?(locked|stuck|barred|bolted|jammed)\)?[,:]?\s*(?:(?:` + compass + `|(?-i:[NSEW]{1,2}))\s+)?(?:to|into|→|->|⇒)\s*#?` + areaKey + `\b`)
	// alongWayRE matches a way the text moves through, along or down to
	// a key, as zines word their exits for the players ("Squeeze through
	// the crawlspace to 6", "Drop down the pit to 8", "A rope bridge
	// crosses the chasm to 8"): the way's noun (group 1, see entryNouns)
	// and the key, which ends the clause ("down the well to 30 feet" is
	// a depth).
	alongWayRE = regexp.MustCompile(`(?i)\b(` + entryNouns + `)\b[^.;:]{0,40}?\b(?:to|into)\s+(?:area\s+|room\s+|cave\s+)?#?` + areaKey + `\s*(?:[.,;]|\(|$)`)
	// bareWayRE matches an exit that names no way at all, only where it
	// goes ("→ 4", "east to 4", "N → 4", "down to 7", "leads to 4"): an
	// open passage, as the truth of every bundled module keys a way that
	// names no barrier. The key ends the clause; "up to 6" is a number's
	// bound, no way. It opens the sentence: a further "…, south to 5"
	// goes by the way named before it ("Doors: north to 2, south to 5").
	bareWayRE = regexp.MustCompile(`(?i)^\s*(?:(?:` + compass + `|down|(?-i:[NSEW]{1,2}))\s*)?(?:to|→|->|⇒)\s*(?:area\s+|room\s+)?#?` + areaKey + `\s*(?:[.,;]|\(|$)`)
	// exitsLabelRE finds a list of exits that names no door or passage
	// ("Exits: north to 4, east to 6"): passages of unstated state.
	// A line of directions and keys ("North: 4. East: 7.") is such a list
	// too.
	exitsLabelRE = regexp.MustCompile(`(?i)^exits?\s*:|^(?:` + compass + `|up|down)\s*:\s*#?` + areaKey + `\b`)
	noExitsRE    = regexp.MustCompile(`(?i)^exits?\s*:\s*(?:none|nil|no\b|-|—)`)
	directionRE  = regexp.MustCompile(`(?i)\b(` + compass + `|up|down|upwards|downwards|above|below)\b`)
	// compassRE finds a compass letter after a way noun, as one-page
	// dungeons print directions ("Door E to 2", "Passage NW to 4"); a lone
	// "(S)" is a map mark, not south.
	// A compass letter before a colon, an arrow or "to" and a key is a
	// direction too, as exit lists print them ("Exits: N: 2, E → 5", "N
	// to 4 (secret door)"), and one in brackets
	// after a way noun ("Door (N) to 4", "Door (E, stuck)"), but an "(S)"
	// after a secret door, the map's mark for it.
	compassRE = regexp.MustCompile(`(?i:` + lettered + `)\s+(N|S|E|W|NE|NW|SE|SW)\b|\b(N|S|E|W|NE|NW|SE|SW)(?:\s*(?::|→|->)|\s+(?:\([^()]{1,12}\)\s+)?to\s+#?\d)|` +
		`(?i:(secret\s+)?(?:` + lettered + `))\s+\((N|S|E|W|NE|NW|SE|SW)[,)]`)
	// climbRE finds a way down or up that only its verb gives ("A rope
	// ladder descends to 5", "a ladder drops to 7", "a ladder climbs to
	// the loft", "a chimney rises to 5").
	climbRE      = regexp.MustCompile(`(?i)\b(?:(?:descend|ascend)(?:s|ing|ed)?|climb(?:s|ing|ed)|drop(?:s|ping)|ris(?:es|ing))\b`)
	compassWords = map[string]string{"N": "north", "S": "south", "E": "east", "W": "west",
		"NE": "northeast", "NW": "northwest", "SE": "southeast", "SW": "southwest"}
	stateWordsRE = regexp.MustCompile(`(?i)\b(locked|stuck|barred|bars?|bolted|open|ajar|wedged|jammed|swollen)\b`)
	// forcedOpenRE finds "open" as what is done to an exit ("can be forced
	// open"), or as the verb of a pair of leaves, saying where they give
	// ("double doors open west to 2", "the gates open onto the yard"),
	// which says nothing of its state.
	forcedOpenRE = regexp.MustCompile(`(?i)\b(?:forced?|forcing|break(?:ing)?|broken|pry|prying|pried|prised|kick(?:ed|ing)?|bash(?:ed|ing)?|burst|swings?|swung|flung|pushed|pulled)\s+(?:it\s+|them\s+)?open\b|` +
		`\b(?:doors|gates|grates|grilles|leaves|valves)\s+open\s+(?:onto|into|to|on|out|upon|inwards?|outwards?|` + compass + `)\b`)
	stateByWord = map[string]requests.ExitState{"locked": requests.ExitLocked, "stuck": requests.ExitStuck,
		"jammed": requests.ExitStuck, "wedged": requests.ExitStuck, "barred": requests.ExitBarred, "swollen": requests.ExitStuck,
		"bolted": requests.ExitBarred, "bar": requests.ExitBarred, "bars": requests.ExitBarred,
		"open": requests.ExitOpen, "ajar": requests.ExitOpen}
)

// exits returns the ways out of an area that its description states: doors,
// secret doors and passages, trapdoors, stairs, openings and passages that
// lead somewhere, each with its direction, state and target key when
// printed. Mentions of one exit (same kind, no conflicting direction or
// target) are merged unless a sentence says it is another ("a second
// door"); a way someone tells of is none (see hearsay), nor is a
// road's chain of hexes one from the area (see roadChains); a sentence
// naming several areas ("doors lead to areas 4 and 5", "passages lead
// north to 4 and east to 5") gives one exit per area, of the kind named
// before each ("Door E to 2, stairs down to 5"). A sentence
// that leads from area self to places ps by name gives an exit to each
// (see placeWays), a path unless it names another kind of way.
func exits(text, self string, ps places) (out []requests.Exit) {
	text, key := ps.letterKeys(text)
	defer func() {
		for i := range out {
			out[i].Target = key(out[i].Target)
		}
	}()
	justFound := false
	for _, c := range wayClauses(sentences(text)) {
		s, e, ok := c.text, c.exit, c.ok
		if hearsay(s) || roadChainRE.MatchString(s) { // a road's chain joins the hexes along it (see roadChains)
			justFound = false
			continue
		}
		named := placeWays(s, self, ps)
		if !ok && len(named) == 0 {
			followUp(out, s, justFound)
			justFound = false
			continue
		}
		if !ok {
			e = requests.Exit{Kind: requests.ExitPath, State: requests.ExitUnstated}
		}
		justFound = true
		ways, each := exitTargets(s)
		ways, each = withPlaceWays(ways, each, named)
		another := anotherRE.MatchString(s)
		for _, w := range ways {
			e.Target = w.key
			if e.Target == "" {
				e.Target = namedDestination(cmp.Or(w.text, s), ps)
			}
			if each {
				e.Direction = w.direction
				if k, ok := sentenceExit(w.text); ok {
					e.Kind, e.State = k.Kind, k.State
				}
			}
			if i := lastIndex(out, func(o requests.Exit) bool { return sameExit(o, e) }); i >= 0 && !another {
				merge(&out[i], e)
			} else {
				out = append(out, e)
			}
		}
	}
	return out
}

// hearsay reports whether clause s reports a way rather than states one:
// a report word (see reportWords) before any preposition that leads
// somewhere ("Rumour: the miller says a path leads to 0708", "Villagers
// tell of a road to the barrow"). Someone's word of a way is a rumour or
// a tale, and the key prints the ways it vouches for as its own text.
func hearsay(s string) bool {
	for _, w := range words(s) {
		switch lw := strings.ToLower(trimPunct(w)); {
		case slices.Contains(wayPrepositions, lw):
			return false
		case slices.Contains(reportWords, lw):
			return true
		}
	}
	return false
}

// clauseBreakRE finds where a sentence joins two clauses: a semicolon, a
// comma before "and", "but", "while" or "whereas", or a comma alone
// (group 1), which parts the items of a list ("Ways on: a stuck door (2),
// a rope ladder down (7)") only where each side leads to a key of its own
// and the right names its way ("Doors: north to 2, south to 5" are two
// doors, see bareWayRE).
var clauseBreakRE = regexp.MustCompile(`;\s*|,\s+(?:and|but|while|whereas)\s+|(,)\s+`)

// clause is a sentence, or a clause of one that states a way of its own
// (see wayClauses), with the way it states (see sentenceExit).
type clause struct {
	text string
	exit requests.Exit
	ok   bool
}

// wayClauses returns sentences ss with each cut into the clauses that state a
// way of their own: at each clause break whose both sides name a way ("A
// bronze door leads south to area 2, and the stair leads up to the abbey";
// "The stair leads down to area 1; a tall door leads north to the queen's
// chamber (area 5)"), so each way has the kind, state and direction of its
// own clause. Each clause carries its way, read once.
func wayClauses(ss []string) []clause {
	var out []clause
	for _, s := range ss {
		start, rest := 0, clause{text: s}
		for _, m := range clauseBreakRE.FindAllStringSubmatchIndex(s, -1) {
			left := clause{text: s[start:m[0]]}
			if left.exit, left.ok = sentenceExit(left.text); !left.ok {
				continue
			}
			right := clause{text: s[m[1]:]}
			if m[2] >= 0 && (exitTarget(left.text) == "" || exitTarget(right.text) == "" || bareWayRE.MatchString(right.text)) {
				continue
			}
			if right.exit, right.ok = sentenceExit(right.text); right.ok {
				out = append(out, left)
				start, rest = m[1], right
			}
		}
		if start == 0 {
			rest.exit, rest.ok = sentenceExit(s)
		}
		out = append(out, rest)
	}
	return out
}

// destinationNameRE finds the place a way goes to by name when no key
// follows: a way verb, up to three words ("back", "west", "down"), "to
// the" and a name of one to three words that ends the clause ("leads west
// to the stair foot.", "go down to the crypt;"), or a proper name of one
// to three capitalised words with no article (group 2: "runs east to
// Millford in half a day", "winds down to Cooper's Yard").
var destinationNameRE = regexp.MustCompile(`(?i)\b(?:leads?|leading|opens?|goes|go|going|continues|runs?|running|descends?|descending|winds?|heads?|drops?|slopes?|climbs?|ascends?|returns?)\b(?:\s+[a-z-]+){0,3}?\s+(?:(?:to|into|onto|towards?|on)\s+the\s+((?:[\pL'’-]+\s+){0,2}[\pL'’-]+)\s*(?:[.,;:!?]|$)|` +
	`(?:to|into|onto|towards?)\s+(?-i:(\p{Lu}[\pL'’-]*(?:\s+\p{Lu}[\pL'’-]*){0,2}))\b)`)

// sideRE matches a name that is a side or direction, not a place ("the
// left", "the north").
var sideRE = regexp.MustCompile(`(?i)^(?:left|right|` + compass + `|surface|outside|end)$`)

// namedDestination returns the name of the place exit text s leads to
// when s names it without a key (see destinationNameRE), as printed
// without its article, else "". The place lies on pages the batch does
// not hold, as no place of the batch ps is so named; the pipeline keys it
// by its title. A way ("leads to the door", "to the stone stairs") or a
// side ("runs to the left") is no place; a place whose name holds a way
// word ("the stair foot") is one. A proper name ends where a word in
// lower case but a stop word follows it (see nameEnds: "to Grukk's lair"
// names no place), and is no name before a number (see numbered: "down
// to Level 2").
func namedDestination(s string, ps places) string {
	m := destinationNameRE.FindStringSubmatchIndex(s)
	if m == nil {
		return ""
	}
	name := s[max(m[2], m[4]):max(m[3], m[5])]
	if m[4] >= 0 && (numbered(s[m[5]:]) || !nameEnds(s[m[5]:])) || sideRE.MatchString(name) || ps.names(name) {
		return ""
	}
	ws := strings.Fields(name)
	if _, way := wayOf(ws[len(ws)-1], name); way {
		return ""
	}
	return strings.Join(ws, " ")
}

// lastIndex returns the index of the last exit of es that f accepts, or
// -1: a later mention of "the door" is of the door named last.
func lastIndex(es []requests.Exit, f func(requests.Exit) bool) int {
	for i := len(es) - 1; i >= 0; i-- {
		if f(es[i]) {
			return i
		}
	}
	return -1
}

// withPlaceWays adds the ways to named places to the ways of an exit
// sentence (see exitTargets): they replace a lone way with no key or with
// the key of a place they name ("south to the Greyford in hex 0102"), and
// follow the keyed ways to other areas, each with its own direction.
func withPlaceWays(ways []way, each bool, named []way) ([]way, bool) {
	if len(named) == 0 {
		return ways, each
	}
	if len(ways) == 1 && (ways[0].key == "" || slices.ContainsFunc(named, func(w way) bool { return w.key == ways[0].key })) {
		return named, true
	}
	for _, w := range named {
		if !slices.ContainsFunc(ways, func(o way) bool { return o.key == w.key }) {
			ways = append(ways, w)
		}
	}
	return ways, each || len(ways) > 1
}

// anotherRE marks a sentence about a further exit of a kind already
// mentioned ("A second door in the west wall"), which is not merged.
var anotherRE = regexp.MustCompile(`(?i)\b(?:another|second|third|fourth)\s+(?:[a-z]+\s+)?(?:doors?|passages?|corridors?|stair(?:s|case|way)?|archways?|tunnels?|openings?|exits?)\b`)

// sameExit reports whether two mentions can be one exit: one kind, and no
// two different directions or targets.
func sameExit(a, b requests.Exit) bool {
	agree := func(x, y string) bool { return x == y || x == "" || y == "" }
	return a.Kind == b.Kind && agree(vertical(a.Direction), vertical(b.Direction)) && agree(a.Target, b.Target)
}

// vertical returns direction d with "above" and "upwards" as "up", "below"
// and "downwards" as "down": one way, however printed ("a ladder climbs to
// a loft above" and "the ladder leads up to the loft").
func vertical(d string) string {
	switch d {
	case "above", "upwards":
		return "up"
	case "below", "downwards":
		return "down"
	}
	return d
}

// merge fills what exit e leaves unstated from a later mention m.
func merge(e *requests.Exit, m requests.Exit) {
	if e.Direction == "" {
		e.Direction = m.Direction
	}
	if e.Target == "" {
		e.Target = m.Target
	}
	if e.State == requests.ExitUnstated || e.State == requests.ExitOpen && m.State != requests.ExitUnstated {
		e.State = m.State
	}
}

// followUp gives the last exit the target (and direction) of a following
// sentence that only says where it goes: one that says so of "it" ("It
// leads west to area 4."), or, right after the exit's sentence, one that
// names a way to a key marked as one ("Half way to #19 is a climb.", not
// "If attacked, the goblin runs to 4": a bare number in a sentence that
// names no way may count anything).
func followUp(out []requests.Exit, s string, adjacent bool) {
	if len(out) == 0 || out[len(out)-1].Target != "" {
		return
	}
	last := &out[len(out)-1]
	switch {
	case leadsRE.MatchString(s):
		last.Target = exitTarget(s)
	case adjacent:
		last.Target = keyMatch(markedTargetRE, s)
	default:
		return
	}
	if ds := directions(s); len(ds) > 0 && last.Direction == "" && last.Target != "" {
		last.Direction = ds[0]
	}
}

var leadsRE = regexp.MustCompile(`(?i)^(?:it|this|that|which|the \w+)\s+(?:leads?|opens?|goes|runs?)\b`)

// destinationRE finds where a sentence turns from a way to the place it
// goes: "to the", "into a", "towards the", to ways counted ("to 2
// doors", see countedWays), or where a way opens on or upon a place ("a
// door … opens on the stair").
var destinationRE = regexp.MustCompile(`(?i)\b(?:(?:to|into|onto|towards?)\s+(?:the|a|an|\d+\s+(?:` + countedWays + `))|opens?\s+(?:on|upon)\s+(?:the|a|an))\b`)

// sentenceExit returns the exit sentence s describes, if any, without its
// target (see exitTargets). Its kind is a secret door wherever s names one
// ("A ladder climbs to a secret panel in the vestry [3]"), else the way the
// sentence leads by, named before where it goes ("The locked door leads
// west to the stair foot" is a door; "A corridor runs to the trapdoor" a
// passage), else any way s names; its state and direction are read from
// all of s.
func sentenceExit(s string) (requests.Exit, bool) {
	e, ok := requests.Exit{}, false
	if loc := destinationRE.FindStringIndex(s); loc != nil && !secretDoorRE.MatchString(s) {
		e, ok = wayOf(s[:loc[0]], s)
	}
	if !ok {
		e, ok = wayOf(s, s)
	}
	if !ok {
		return e, false
	}
	if e.State == requests.ExitUnstated || e.State == requests.ExitOpen {
		if m := stateWordsRE.FindString(forcedOpenRE.ReplaceAllString(s, "")); m != "" {
			e.State = stateByWord[strings.ToLower(m)]
		}
	}
	if ds := directions(s); len(ds) > 0 {
		e.Direction = ds[0]
	}
	return e, true
}

// wayOf returns the kind of way text t names, of the exit sentence s, and
// the state the kind implies: a secret way's concealment as s prints it,
// an opening or passage open.
func wayOf(t, s string) (requests.Exit, bool) {
	e := requests.Exit{State: requests.ExitUnstated}
	switch {
	case secretDoorRE.MatchString(t):
		e.Kind, e.State = requests.ExitSecretDoor, concealment(s)
	case secretWayRE.MatchString(t):
		e.Kind, e.State = requests.ExitPassage, concealment(s)
		if strings.Contains(strings.ToLower(secretWayRE.FindString(t)), "stair") {
			e.Kind = requests.ExitStairs
		}
	case trapdoorRE.MatchString(t), hatchWay(t):
		e.Kind = requests.ExitTrapdoor
	case portalRE.MatchString(t):
		e.Kind = requests.ExitPortal
	case stairsRE.MatchString(t):
		e.Kind = requests.ExitStairs
	case ladderRE.MatchString(t):
		e.Kind = requests.ExitOther
	case pathRE.MatchString(t):
		e.Kind = requests.ExitPath
	case doorRE.MatchString(t):
		e.Kind = requests.ExitDoor
	case grateRE.MatchString(t) && exitTarget(s) != "": // a drain's grate "opens on the river"
		e.Kind = requests.ExitDoor
		if floorGrateRE.MatchString(t) {
			e.Kind = requests.ExitTrapdoor
		}
	case curtainRE.MatchString(t):
		e.Kind = requests.ExitPassage
	case openingRE.MatchString(t), passageRE.MatchString(t):
		e.Kind, e.State = requests.ExitPassage, requests.ExitOpen
	case pointListRE.MatchString(t):
		e.Kind = requests.ExitPassage
		if pointListRE.FindStringSubmatch(t)[1] != "" {
			e.Kind = requests.ExitPath
		}
	case roadLabel(t), waterRE.MatchString(t) && exitTarget(s) != "":
		e.Kind = requests.ExitPath
	case seeAlsoRE.MatchString(t):
		e.Kind = requests.ExitOther
	case exitsLabelRE.MatchString(t) && !noExitsRE.MatchString(t):
		e.Kind = requests.ExitPassage
	case otherWayRE.MatchString(t):
		e.Kind = requests.ExitOther
	case entryWayRE.MatchString(t):
		e.Kind = entryKind(entryWayRE.FindStringSubmatch(t)[1])
	case alongWayRE.MatchString(t):
		e.Kind = entryKind(alongWayRE.FindStringSubmatch(t)[1])
	case stateWayRE.MatchString(t):
		e.Kind, e.State = requests.ExitDoor, stateByWord[strings.ToLower(stateWayRE.FindStringSubmatch(t)[1])]
	case bareWayRE.MatchString(t):
		e.Kind = requests.ExitPassage
	default:
		return e, false
	}
	return e, true
}

// hatchWay reports whether t names a hatch that leads somewhere (see
// hatchRE): a small door in a floor, ceiling or deck, by the word's
// sense, a trapdoor. The word is the verb of eggs after an auxiliary,
// "to" or a plural ("the eggs will hatch into 6 young", "eggs hatch"), and
// "hatches" is a noun only after an article or a number ("the hatches").
func hatchWay(t string) bool {
	m := hatchRE.FindStringIndex(t)
	if m == nil {
		return false
	}
	ws := words(t[:m[0]])
	if len(ws) == 0 {
		return true
	}
	prev := strings.ToLower(trimPunct(ws[len(ws)-1]))
	if strings.HasPrefix(strings.ToLower(t[m[0]:]), "hatches") {
		return slices.Contains([]string{"the", "two", "both", "twin"}, prev) || prev != "" && isDigit(prev[0])
	}
	plural := strings.HasSuffix(prev, "s") && !strings.HasSuffix(prev, "ss") && !slices.Contains([]string{"its", "this", "his", "hers", "theirs", "is", "was", "has", "as"}, prev)
	return !plural && !slices.Contains(auxiliaries, prev) && prev != "to"
}

// roadLabel reports whether t opens with a label of roads or travel
// (see routeListRE: "Roads: the Inn, Witch Hill", "Travel: 2 days to
// Thornwick (0609)"): what follows are the ways out of the place.
func roadLabel(t string) bool {
	m := routeListRE.FindStringSubmatch(t)
	return m != nil && m[1] != ""
}

// concealment returns the state of a secret way sentence s prints: hidden
// when s says it is concealed beyond being secret ([concealedRE]: "behind
// the heaped sacks", "a concealed door", "plastered over with clay", "found
// by pressing the third skull"), else unstated ("A secret door in the north
// wall leads to area 4"), as the content prompt asks.
func concealment(s string) requests.ExitState {
	if concealedRE.MatchString(s) {
		return requests.ExitHidden
	}
	return requests.ExitUnstated
}

// directions returns the directions s prints, in order, in lower case:
// words ("north", "down"), compass letters after a way noun ("Door E")
// and arrows up and down ("Ladder ↑ 4"), else the way a verb climbs
// ("descends" and "drops" down, "ascends" and "climbs" up).
func directions(s string) []string {
	type at struct {
		pos int
		dir string
	}
	var found []at
	s = workedFromRE.ReplaceAllLiteralString(s, "")
	for _, m := range directionRE.FindAllStringIndex(s, -1) {
		found = append(found, at{m[0], strings.ToLower(s[m[0]:m[1]])})
	}
	for _, m := range compassRE.FindAllStringSubmatchIndex(s, -1) {
		g := 2
		for g < 8 && m[g] < 0 {
			g += 2
		}
		if g == 6 { // "secret door (S)" is the map's mark; "(N)" is north
			if g = 8; s[m[g]:m[g+1]] == "S" {
				continue
			}
		}
		found = append(found, at{m[g], compassWords[s[m[g]:m[g+1]]]})
	}
	for _, m := range verticalArrowRE.FindAllStringIndex(s, -1) {
		found = append(found, at{m[0], map[bool]string{true: "up", false: "down"}[s[m[0]:m[1]] == "↑"]})
	}
	if len(found) == 0 {
		if m := climbRE.FindString(s); m != "" {
			found = append(found, at{0, map[bool]string{true: "down", false: "up"}[strings.HasPrefix(strings.ToLower(m), "d")]})
		}
	}
	slices.SortFunc(found, func(a, b at) int { return a.pos - b.pos })
	var out []string
	for _, f := range found {
		out = append(out, f.dir)
	}
	return out
}

// verticalArrowRE finds an arrow up or down, as one-page keys print a way
// up or down to a key ("Ladder ↑ 4").
var verticalArrowRE = regexp.MustCompile(`[↑↓]`)

// workedFromRE finds the side an exit is worked from, which is not where it
// leads ("a trapdoor, bolted from above, leads down").
var workedFromRE = regexp.MustCompile(`(?i)\bfrom\s+(?:above|below)\b`)

// Trap patterns, matched against one sentence at a time: trap words,
// damage with a saving throw set off by handling something, or harm to
// whoever passes or handles something.
var (
	trapWordsRE = regexp.MustCompile(`(?i)\b(?:traps?|trapped|spiked|pit\s+trap|hidden\s+pits?|tripwires?|pressure\s+plates?|poison(?:ed)?\s+needles?|darts?|falling\s+(?:block|stones?|rocks?)|collapses|poison\s+gas|scything|blade\s+trap|glyphs?)\b`)
	notTrapRE   = regexp.MustCompile(`(?i)\btrap\s?doors?\b`)
	triggerRE   = regexp.MustCompile(`(?i)\b(?:open|opening|opens|touch|touching|touches|step|stepping|steps on|lift|lifting|pull|pulling|enter|entering|disturb|disturbing)\b`)
	damageRE    = regexp.MustCompile(`\b\d*d\d+\b`)
	saveRE      = regexp.MustCompile(`(?i)\bsave\s+(?:vs\.?|versus|against)`)
	// passerRE finds who sets a hazard off by passing it or handling it,
	// as a key tells a trap by its victim rather than its mechanism: "as
	// you pass", "anyone stepping on the flagstone", "those who touch the
	// idol", "whoever opens the lid".
	passerRE = regexp.MustCompile(`(?i)\b(?:as|when|if|whenever)\s+(?:you|they|anyone|someone|somebody|a\s+(?:character|creature|person)|the\s+(?:party|characters?|pcs?))\s+(?:\w+\s+)?(?:pass|passes|cross|crosses|step|steps|touch|touches|walk|walks|enter|enters|open|opens|tread|treads)\b|\b(?:anyone|anybody|whoever|those|each\s+(?:character|creature|person|pc)|any\s+(?:character|creature|one|pc)|a\s+character)\s+(?:who\s+|that\s+)?(?:pass|passes|passing|cross|crosses|crossing|step|steps|stepping|touch|touches|touching|walk|walks|walking|enter|enters|entering|open|opens|opening|tread|treads|treading)\b`)
)

// traps returns the trap sentences of an area's description, verbatim, one
// string per trap.
func traps(text string) []string {
	var out []string
	for _, s := range sentences(text) {
		if notTrapRE.MatchString(s) && !trapWordsRE.MatchString(notTrapRE.ReplaceAllString(s, "")) {
			continue
		}
		if trapWordsRE.MatchString(s) || triggerRE.MatchString(s) && damageRE.MatchString(s) && saveRE.MatchString(s) || harmRE.MatchString(s) && passerRE.MatchString(s) {
			out = append(out, s)
		}
	}
	return out
}

// letterKeys returns text with each capital letter alone that is one of
// ps's letter keys replaced by a number that no figure of text is (900,
// or a lower hundred, plus the letter's place in the alphabet), so the
// rules that read a key holding a figure read it ("Door N to B" as "Door
// N to 901"), and key, which turns such a number back into its letter and
// returns any other key as it is. A letter is no key
// where it is a word ("A door leads on", "I"), a compass letter after a
// way's noun or before "to", an arrow or a colon ("Door N to B", "E → C"),
// or the map's mark of a secret door ("a secret door (S)").
func (ps places) letterKeys(text string) (string, func(string) string) {
	same := func(k string) string { return k }
	if len(ps.letters) == 0 {
		return text, same
	}
	used := map[int]bool{}
	for _, n := range figureRE.FindAllString(text, -1) {
		v, _ := strconv.Atoi(n)
		used[v] = true
	}
	base := 900
	for base > 100 && slices.ContainsFunc(ps.letters, func(l string) bool { return used[base+int(l[0]-'A')] }) {
		base -= 100
	}
	var b strings.Builder
	last := 0
	for _, m := range letterRE.FindAllStringIndex(text, -1) {
		l, before, after := text[m[0]:m[1]], text[:m[0]], text[m[1]:]
		if !slices.Contains(ps.letters, l) || letterWord(l, after) ||
			strings.Contains("NSEW", l) && (compassAfterRE.MatchString(after) || wayBeforeRE.MatchString(before)) ||
			l == "S" && secretMarkRE.MatchString(before) {
			continue
		}
		b.WriteString(text[last:m[0]])
		b.WriteString(strconv.Itoa(base + int(l[0]-'A')))
		last = m[1]
	}
	b.WriteString(text[last:])
	return b.String(), func(k string) string {
		if v, err := strconv.Atoi(k); err == nil && v >= base && v-base < 26 && slices.Contains(ps.letters, string(rune('A'+v-base))) && !used[v] {
			return string(rune('A' + v - base))
		}
		return k
	}
}

// letterWord reports whether capital letter l, before the text after,
// is a word of English: "A", "I" or "O" before a word in lower case that
// does not join it to another key ("A door", not "A and C").
func letterWord(l, after string) bool {
	m := nextWordRE.FindStringSubmatch(after)
	return strings.Contains("AIO", l) && m != nil && !slices.Contains([]string{"and", "or", "via", "then", "through"}, m[1])
}

var (
	// letterRE finds a capital letter alone.
	letterRE = regexp.MustCompile(`\b[A-Z]\b`)
	// figureRE finds a number.
	figureRE = regexp.MustCompile(`\d+`)
	// nextWordRE finds a word in lower case right after a space.
	nextWordRE = regexp.MustCompile(`^\s+([a-z]+)`)
	// compassAfterRE and wayBeforeRE find the text after and before a
	// compass letter (see compassRE): "N to", "N →", "N:"; "Door N".
	compassAfterRE = regexp.MustCompile(`^\s*(?:to\b|into\b|→|->|⇒|:)`)
	wayBeforeRE    = regexp.MustCompile(`(?i)\b(?:` + lettered + `)\s+$`)
	// secretMarkRE finds the text before the "(S)" a map prints at a
	// secret door.
	secretMarkRE = regexp.MustCompile(`(?i)\b(?:secret|concealed|hidden)\b[^()]{0,24}\(\s*$`)
)
