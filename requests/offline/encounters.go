package offline

import (
	"cmp"
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/scriptorium/scriptorium/naming"
	"github.com/scriptorium/scriptorium/requests"
	"github.com/scriptorium/scriptorium/statblock"
)

// stopWords end a creature noun phrase.
var stopWords = []string{"of", "with", "named", "called", "and", "or", "in", "on", "at", "who", "that",
	"which", "like", "are", "is", "was", "were", "have", "has", "to", "from", "for", "by", "as", "but", "the", "a",
	"an", "each", "all", "their", "his", "her", "its", "if", "when", "here", "there", "will", "can"}

// phrase is a counted noun phrase: words ws[start:end] after a count
// that opens at word from.
type phrase struct {
	count            requests.Count
	from, start, end int
}

// candidate is a counted noun phrase that may be an encounter.
type candidate struct {
	phrase
	det     bool   // opened by a determiner: an encounter only with its own stat line
	article bool   // counted by "a" or "an"
	known   int    // end of the words naming a known creature, or -1
	stat    string // the stat line it reaches
	shared  bool   // stat is not in parentheses right after it, so the nearest phrase takes it
	statAt  int    // word index where a shared stat line starts
	band    bool   // a known creature opening its sentence that leads a band: "The ogre and his 3 sons"
	refers  bool   // a bracket right after it sends the referee to stats printed elsewhere: "6 guards (as veterans)"
}

// encounters returns the creatures of an area's description: counted noun
// phrases that name known creatures ("3 orcs", "2d4 goblins", "a skeleton")
// or that a stat line follows ("10 monks (HD1 AC8 1d6)", "a naga named
// Revenge: HD 9 AC 7 1d8"), or groups doing what only living things do
// ("Three cultists drag a sack": see actsAsGroup), each with its stat line
// verbatim, and the
// creatures of stat blocks, of counts after names and of named characters
// (blockEncounters, namedCounts, namedStats, classedNames). A stat line that several phrases reach goes to the first
// one counted by a number, else to the last one counted by an article,
// unless a stat block or a named count took it. A phrase the text only
// mentions (an artwork's subject, the owner of remains, a rumour's
// creature, another area's monsters: see mentionScopes, leavesRemains and
// elsewhere) is no encounter unless its own stat line follows it; one a
// word of summoning calls up (see summoned) is none even then. The
// characters only "the" and their kind name ("The ogre sleeps") come
// apart, in alone, as they may stand for a creature a stat block under
// the key names (see withKinds).
func encounters(text string, b bestiary) (met, alone []requests.Encounter) {
	ws := words(text)
	inStat, mentioned, levels, called := statWords(ws), mentionScopes(ws), classBrackets(ws), summoned(ws)
	var cands []candidate
	for i := 0; i < len(ws); i++ {
		p, ok := countedPhrase(ws, i)
		at := i
		if !ok && reveals(ws, i) {
			at = i + 1 // "These are ghouls (AC 6, ...)": the verb stands where "the" would
		}
		det := !ok && (at > i || slices.Contains(determiners, strings.ToLower(ws[i])))
		if det {
			p, ok = determinedPhrase(ws, at)
		}
		if !ok || inStat[i] || levels[i] || called[i] || negated(ws, i) || labelValue(ws, i) {
			continue
		}
		c := candidate{phrase: p, det: det, article: det || isArticle(strings.TrimLeft(ws[i], openingQuotes)) && p.count.Fixed != nil && *p.count.Fixed == 1, known: knownEnd(ws, p, b)}
		c.stat, c.statAt, c.shared = statAfter(ws, p.end)
		if c.shared && c.known < 0 && namedAfterColon(ws, p.end-1, c.statAt) {
			c.stat, c.shared = "", false // "The fire is low: goblins (AC 6, ...)": the goblins' line
		}
		c.refers = c.stat == "" && statReference(ws, p.end)
		c.band = c.known > 0 && leadsBand(ws, c.known) && sentenceStart(ws, i) == i
		ownStat := c.stat != "" && (!c.shared || sentenceEnd(ws, p.end-1) > c.statAt)
		head := cmp.Or(max(c.known, 0), p.end) // the end of the words naming a known creature: "gnolls" of "gnolls gnaw bones."
		mention := !ownStat && (mentioned[i] || leavesRemains(ws, p.start, head) || elsewhere(ws, p.start, head) || inThePast(ws, head))
		if mention || !plausible(ws, c) || artwork(ws, c, b) || det && (!ownStat && !c.band || c.known < 0 && objectOfPlace(ws, i, c, cands, b)) ||
			c.article && c.known < 0 && c.shared && (afterPlace(ws, i) || afterPurpose(ws, i)) || namesAnother(c.stat, ws[p.start:p.end]) {
			continue
		}
		cands = append(cands, c)
		if !det {
			i = p.end - 1
		}
	}
	owners, acting := statOwners(cands), []requests.Encounter(nil)
	subjects, alone := definiteKinds(subjectNames(ws, b))
	blocks := append(append(append(append(blockEncounters(ws), namedCounts(ws, b, mentioned)...), namedStats(ws)...), classedNames(ws)...), append(subjects, rosterNames(ws, b)...)...)
	lead := leadingCreature(ws, b, blocks)
	out := append(blocks, lead...)
	for n, c := range cands {
		stat := c.stat
		if c.shared && (owners[c.statAt] != n || slices.ContainsFunc(blocks, func(e requests.Encounter) bool { return e.StatLine == stat })) {
			stat = ""
		}
		if c.det && stat == "" && !c.band || c.known < 0 && !c.shared && stat != "" && slices.ContainsFunc(blocks, func(e requests.Encounter) bool { return e.StatLine == stat }) {
			continue // the place where a group counted after its name acts: "Hobgoblins (3) play dice at a table (AC 6, ...)"
		}
		start, end := c.start, c.known
		if end < 0 && stat == "" {
			if e, ok := actsAlone(ws, c); ok {
				acting = append(acting, requests.Encounter{Creature: trimPunct(strings.Join(ws[max(c.start, e-2):e], " ")), Count: c.count})
				continue
			}
			if actsAsGroup(ws, c, b) || c.refers {
				s, e := unknownName(ws, subjectOnly(ws, c.phrase, b))
				acting = append(acting, requests.Encounter{Creature: trimPunct(strings.Join(ws[s:e], " ")), Count: c.count})
			}
			continue
		}
		switch {
		case end < 0:
			start, end = unknownName(ws, subjectOnly(ws, c.phrase, b))
		case end-start > 2 && !b.knows(trimPunct(strings.Join(ws[start:end], " "))):
			start, end = unknownName(ws, phrase{start: start, end: end})
		}
		creature := trimPunct(strings.Join(ws[start:end], " "))
		if kind := apposedKind(ws, c, b); kind != "" && stat != "" {
			creature = kind // "his two bodyguards, goblins (AC 6, ...)"
		}
		out = append(out, requests.Encounter{Creature: creature, Name: givenName(ws, c.end), Count: c.count, StatLine: stat})
	}
	acting = append(append(append(append(acting, uncountedGroups(ws, mentioned, b)...), quantifiedGroups(ws, mentioned)...), bandGroups(ws, mentioned)...), passiveAgents(ws, mentioned, b)...)
	out = append(out, colonGroups(ws, mentioned, called, b, slices.Concat(out, acting))...)
	if len(lead) > 0 && out[len(blocks)].StatLine == "" {
		out[len(blocks)].StatLine = unclaimedStat(ws, out) // "OGRE. He sleeps on a heap of furs (AC 5, ...)"
	}
	out = dedupeEncounters(append(out, described(acting, out)...))
	for i, e := range out {
		if full := fullName(text, e.Name); full != e.Name {
			if out[i].Name = full; e.Creature == e.Name {
				out[i].Creature = full
			}
		}
	}
	return out, alone
}

// labelValue reports whether the number at word i is the value of the
// stat label before it ("Hit Points: 17" over "Goblins (2): …", "XP: 145
// Goblins"): it counts no one, whatever follows it.
func labelValue(ws []string, i int) bool {
	return labelColonEndRE.MatchString(strings.Join(ws[max(0, i-3):i], " "))
}

// withKinds returns es with the creatures of alone, each named by "the"
// and its kind alone (see kindAlone: "The ogre sleeps"), that no
// encounter of es names, unless es holds an individual with a stat line
// (see individual): "The knight sleeps here" over "Sir Gil Rook (F4): AC
// 2, ..." is Sir Gil, "The ghoul lord waits" over a block headed "Ghoul
// Lord" is that block's.
func withKinds(es, alone []requests.Encounter) []requests.Encounter {
	if slices.ContainsFunc(es, individual) {
		return es
	}
	for _, a := range alone {
		if !slices.ContainsFunc(es, func(e requests.Encounter) bool {
			return sameCreature(e.Creature, a.Creature) || qualifies(e.Creature, a.Creature) || strings.EqualFold(e.Name, a.Creature)
		}) {
			es = append(es, a)
		}
	}
	return es
}

// definiteKinds splits the characters of subjectNames into those it
// names and those only "the" and their kind name (see kindAlone: "The
// ogre sleeps").
func definiteKinds(es []requests.Encounter) (named, alone []requests.Encounter) {
	for _, e := range es {
		if e.Name == "" {
			alone = append(alone, e)
		} else {
			named = append(named, e)
		}
	}
	return named, alone
}

// individual reports whether e is one creature the text names and gives
// a stat line ("Sir Gil Rook (F4): AC 2, ...", "Brother Kell (C3): AC 4,
// ..."): the one a kind after "the" in the same key stands for, as
// modules name a character's kind in the prose and the character in the
// stat line ("The priest prays at the altar." over "Brother Kell (C3):
// ...").
func individual(e requests.Encounter) bool {
	return e.StatLine != "" && e.Count.Fixed != nil && *e.Count.Fixed == 1 && (e.Name != "" || startsUpper(e.Creature))
}

// statReferenceRE matches the text of a bracket that sends the referee to
// a creature's stats printed elsewhere, as modules print a group whose
// stats are another creature's or on another page: "as veterans", "see
// p. 12", "use Brigand stats", "stats as Bandit", "treat as orcs".
var statReferenceRE = regexp.MustCompile(`(?i)^(?:as|see|use|cf\.?|stats\s+as|treat\s+as)\s+(\S+)`)

// statReference reports whether the word at i opens a bracket whose text
// refers to stats printed elsewhere (see statReferenceRE), or holds a
// class and level alone (see bracketedLevel), which stands for a class's
// stats: a group counted before it is a creature the referee runs ("6
// guards (as veterans)", "5 watchmen (as Bandit)", "1d4 guards (F1)",
// "two drovers (normal men)"), as a stat line after it would make it; "as
// if" and "as though" open a simile, not a reference.
func statReference(ws []string, i int) bool {
	if i >= len(ws) || !strings.HasPrefix(ws[i], "(") {
		return false
	}
	if _, n := bracketedLevel(ws, i); n > 0 {
		return true
	}
	m := statReferenceRE.FindStringSubmatch(strings.Trim(strings.Join(ws[i:parenEnd(ws, i)], " "), "()[],;. "))
	return m != nil && !slices.Contains([]string{"if", "though"}, strings.ToLower(m[1]))
}

// afterPlace reports whether word i follows a preposition of place ("on
// a heap of furs"): a phrase there that names no creature is where the
// sentence's subject is, and a stat line after it in the sentence is the
// subject's.
func afterPlace(ws []string, i int) bool {
	return i > 0 && slices.Contains(placePrepositions, strings.ToLower(ws[i-1]))
}

// afterPurpose reports whether word i follows a preposition of purpose or
// company ("ready for a fight", "with a spear"): like a place (see
// afterPlace), a phrase there that names no creature leaves a stat line
// after it to the sentence's subject.
func afterPurpose(ws []string, i int) bool {
	return i > 0 && slices.Contains([]string{"for", "with"}, strings.ToLower(ws[i-1]))
}

// colonGroups returns the groups named without a count whose stat line
// opens after a colon later in their sentence, when no encounter of es
// carries it: a key lists what stands in a place and, among it, the
// creatures there with their stats ("A white ship, no catapults and
// greedy gray elves eager to fight: hp 1d6 AC 5 ...", "Rows of bunks and
// sullen hobgoblin mercenaries ready for a fight: AC 6, HD 1+1, ...").
// A name right before the colon heads a stat block (see blockEncounters).
// The group is the last plural word before that word that names a person
// or a creature the bestiary knows, with the one word qualifying it,
// counted as unstated; one the text only mentions or summons is none.
func colonGroups(ws []string, mentioned, called []bool, b bestiary, es []requests.Encounter) []requests.Encounter {
	var out []requests.Encounter
	for k := 0; k+1 < len(ws); k++ {
		stat := colonStat(ws, k)
		if stat == "" || slices.ContainsFunc(slices.Concat(es, out), func(e requests.Encounter) bool { return e.StatLine == stat }) {
			continue
		}
		for h := k - 1; h >= sentenceStart(ws, k) && !strings.ContainsAny(ws[h], ".;:!?()"); h-- {
			if w := trimPunct(ws[h]); mentioned[h] || called[h] || !pluralWord(w) || !personNoun(w) && !b.knows(w) {
				continue
			}
			s := h
			if s > 0 && isLowerWord(ws[s-1]) && !pluralWord(ws[s-1]) && !commonLead(ws[s-1], bestiary{}) && !slices.Contains(determiners, ws[s-1]) && !strings.ContainsAny(ws[s-1], ".,;:!?()") {
				s-- // "gray elves", "hobgoblin mercenaries"
			}
			out = append(out, requests.Encounter{Creature: trimPunct(strings.Join(ws[s:h+1], " ")), Count: requests.Count{Note: "unstated"}, StatLine: stat})
			break
		}
	}
	return out
}

// unclaimedStat returns the first stat line in brackets in ws that no
// encounter of es carries, or "": the stat line of the creature an area's
// text opens with, when its sentences go on by pronoun ("OGRE. He sleeps
// on a heap of furs (AC 5, ...)").
func unclaimedStat(ws []string, es []requests.Encounter) string {
	for _, inner := range statBrackets(ws) {
		if !slices.ContainsFunc(es, func(e requests.Encounter) bool { return e.StatLine == inner }) {
			return inner
		}
	}
	return ""
}

// apposedKind returns the creature a group counted by its role is, when
// its kind stands in apposition after a comma right before its stat line
// in brackets: one or two words the bestiary knows ("his two bodyguards,
// goblins (AC 6, ...)", "three guards, hobgoblins (AC 6, ...)"), or "".
func apposedKind(ws []string, c candidate, b bestiary) string {
	if !strings.HasSuffix(ws[c.end-1], ",") || !c.shared || c.statAt <= c.end || c.statAt-c.end > 2 {
		return ""
	}
	kind := strings.Join(ws[c.end:c.statAt], " ")
	if !isWordy(strings.ToLower(strings.ReplaceAll(kind, " ", "-"))) || !b.knows(kind) {
		return ""
	}
	return kind
}

// objectOfPlace reports whether determined phrase c, opened at word i
// after a preposition, names the place where a creature counted earlier
// in its sentence stands, so the stat line in brackets right after it is
// that creature's: an earlier candidate reaches the same stat line ("Four
// hooded figures kneel before the altar (AC 7, HD 1, ...)", "A dozen rats
// scurry over the floor (AC 7, ...)"), or what the creature is of ("a
// cleric of the sun (AC 4, ...)"), or a group named with no count opens
// the sentence ("Hungry ghouls wait in the dark (AC 6, HD 2, ...)": see
// uncountedGroups) or follows the place that opens it ("Among the bones,
// goblins lurk: AC 6, ..."). Encounters asks it only of a
// phrase that names no known creature ("Two prisoners hide from the ogre
// (AC 5, HD 4+1, ...)" meets the ogre).
func objectOfPlace(ws []string, i int, c candidate, cands []candidate, b bestiary) bool {
	if i == 0 {
		return false
	}
	if w := strings.ToLower(ws[i-1]); !slices.Contains(placePrepositions, w) && w != "of" {
		return false
	}
	s := sentenceStart(ws, i)
	for h := s; h < max(min(s+3, i), min(c.statAt, len(ws))); h++ {
		if w := trimPunct(ws[h]); (h < c.start || h >= c.end) && pluralWord(w) && (personNoun(w) || b.knows(w)) {
			return true // the sentence's subject, a group with no count, before the place or after it
		}
	}
	return slices.ContainsFunc(cands, func(o candidate) bool { return o.shared && o.statAt == c.statAt })
}

// fullName returns the longest name of capitalised words ending in name
// that text prints inside a sentence, possessive or not, as a character
// first met by a full name is then called by a short one ("This is Red
// Oswy's room. Oswy (AC 4, ...) sleeps here" is Red Oswy), else name. The
// text is scanned once, left to right: at each capital, one or two
// capitalised words (two when they are there) and name after them.
func fullName(text, name string) string {
	if name == "" {
		return name
	}
	full := name
	for at := 0; at < len(text); {
		end := prefixedName(text, at, name)
		if end < 0 {
			_, size := utf8.DecodeRuneInString(text[at:])
			at += size
			continue
		}
		before := strings.TrimSpace(text[:at])
		if m := text[at:end]; before != "" && !hasTerminalPunct(before) && len(m) > len(full) {
			full = strings.Join(words(m), " ")
		}
		at = end
	}
	return full
}

// prefixedName returns where name ends when text at byte at holds two
// capitalised words, else one, then name ending a word ("Red Oswy"), or -1.
func prefixedName(text string, at int, name string) int {
	first := capitalisedWordEnd(text, at)
	if first < 0 {
		return -1
	}
	if second := capitalisedWordEnd(text, first); second >= 0 && nameAt(text, second, name) {
		return second + len(name)
	}
	if nameAt(text, first, name) {
		return first + len(name)
	}
	return -1
}

// capitalisedWordEnd returns where the spaces after a capitalised word at
// byte at end: an upper-case letter, letters, apostrophes and hyphens, then
// one space or more; or -1 when text has no such word there.
func capitalisedWordEnd(text string, at int) int {
	r, size := utf8.DecodeRuneInString(text[at:])
	if !unicode.IsUpper(r) {
		return -1
	}
	i := at + size
	for i < len(text) {
		r, size := utf8.DecodeRuneInString(text[i:])
		if !unicode.IsLetter(r) && !strings.ContainsRune("'’-", r) {
			break
		}
		i += size
	}
	j := i
	for j < len(text) && strings.IndexByte(" \t\n\f\r", text[j]) >= 0 {
		j++
	}
	if j == i {
		return -1
	}
	return j
}

// nameAt reports whether text holds name at byte at, ending a word: the
// byte after it is a word character (ASCII letter, digit or underscore)
// exactly when name's last byte is not.
func nameAt(text string, at int, name string) bool {
	end := at + len(name)
	return strings.HasPrefix(text[at:], name) && isWordByte(name[len(name)-1]) != (end < len(text) && isWordByte(text[end]))
}

// isWordByte reports whether c is an ASCII letter, digit or underscore.
func isWordByte(c byte) bool {
	return c == '_' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// givenName returns the name a creature's phrase ending at word end is
// given ("a goblin scavenger named Snagg", "an ogre called Grukk the
// Tall"): the capitalised words after "named" or "called", with "the",
// "of", "de" between them, or "".
func givenName(ws []string, end int) string {
	if end+1 >= len(ws) || ws[end] != "named" && ws[end] != "called" {
		return ""
	}
	var name []string
	for k := end + 1; k < len(ws) && len(name) < 4; k++ {
		w := trimPunct(ws[k])
		if !startsUpper(w) && !(slices.Contains(nameJoins, w) && k+1 < len(ws) && startsUpper(ws[k+1])) {
			break
		}
		name = append(name, w)
		if w != ws[k] {
			break
		}
	}
	return strings.Join(name, " ")
}

// determiners open a noun phrase without a count; such a phrase is an
// encounter only when a stat line follows it ("Their invisible captain: hp
// 3d6 AC 5").
var determiners = append([]string{"the"}, possessives...)

// possessives are the determiners that give a creature an owner or a
// leader ("his mastiff Grip", "Gorm and his 4 bugbears").
var possessives = []string{"their", "his", "her", "its"}

// reveals reports whether the words at i say what a group described before
// is, with "these are" or "they are" ("Three shapes crouch over a body."
// over "These are ghouls (AC 6, ...)"): the group's kind follows, as a
// determined phrase does (see determinedPhrase).
func reveals(ws []string, i int) bool {
	lw := strings.ToLower(strings.TrimLeft(ws[i], openingQuotes))
	return (lw == "these" || lw == "they") && i+1 < len(ws) && ws[i+1] == "are"
}

// determinedPhrase reads the noun phrase after the determiner at ws[i],
// counted as one when its last word is singular and left uncounted
// otherwise.
func determinedPhrase(ws []string, i int) (phrase, bool) {
	if i+1 >= len(ws) {
		return phrase{}, false
	}
	if _, _, counted := readCount(ws, i+1); counted {
		return phrase{}, false // "the five squidmen": the count reads it
	}
	p, ok := countedPhrase(append([]string{"a"}, ws[i+1:]...), 0)
	if !ok || startsUpper(ws[i+1]) {
		return phrase{}, false // "the Drowned Miller": a name, which a stat block heads
	}
	p.start, p.end = p.start+i, p.end+i
	head := strings.ToLower(trimPunct(ws[p.end-1]))
	if naming.Singular(head) != head {
		p.count = requests.Count{Note: "unstated"}
	}
	return p, true
}

func isArticle(w string) bool {
	lw := strings.ToLower(w)
	return lw == "a" || lw == "an"
}

// negators make an article before a creature no encounter ("if you're not
// an orc", "like a skeleton", "the carcass of a rat", "over a roast rat"),
// as do the verbs of eating and cooking, whose object is food ("roasting a
// rat", "gnaw a goblin").
var negators = []string{"not", "no", "like", "as", "than", "such", "never", "you're", "you’re", "into", "if", "unless", "being",
	"of", "over", "onto", "upon",
	"roast", "roasts", "roasting", "eat", "eats", "eating", "devour", "devours", "devouring", "gnaw", "gnaws", "gnawing",
	"cook", "cooks", "cooking", "skin", "skins", "skinning", "butcher", "butchers", "butchering", "carve", "carves", "carving"}

// notCreatures are nouns that counted phrases often end in that never name
// creatures: body parts and the trophies taken from them ("three goblin
// ears", "two wolf skins"), units of time, distance and money, and gear,
// whose maker or material a creature's name before it gives ("two orc
// spears", "three goblin bows").
var notCreatures = []string{"arms", "legs", "heads", "eyes", "wings", "hands", "feet", "teeth", "tails",
	"ears", "scalps", "skins", "hides", "tusks", "claws", "horns", "fangs", "tongues", "fingers",
	"days", "day", "hours", "hour", "h", "turns", "turn", "rounds", "round", "times", "minutes", "min", "weeks",
	"miles", "ft", "yards", "gp", "sp", "cp", "ep", "pp", "xp", "hp", "coins", "tons", "pieces",
	"catapult", "catapults", "ship", "ships", "stats", "doors", "chests", "rooms", "steps", "levels", "spells", "charges", "bit",
	"spears", "swords", "axes", "daggers", "knives", "clubs", "maces", "bows", "arrows", "shields", "helms", "helmets",
	"blades", "weapons", "cloaks", "boots", "banners", "drums"}

// deathWords open a phrase that names a dead creature ("a drowned bandit",
// "two slain orcs"), cooked or kept ("a roast boar", "a pickled goblin",
// "three embalmed kobolds"): scenery or food, not an encounter, when no
// stat line follows.
var deathWords = []string{"dead", "drowned", "slain", "murdered", "hanged", "decapitated", "rotting",
	"roast", "roasted", "smoked", "salted", "skinned", "gutted", "pickled", "embalmed", "mummified", "preserved"}

// restVerbs are the verbs of a body at rest that a death word after them
// makes dead: "two bandits lie dead", "an orc hangs slain".
var restVerbs = []string{"lie", "lies", "lay", "lying", "hang", "hangs", "hanging", "float", "floats", "floating", "sprawl", "sprawls"}

// liesDead reports whether the words after a creature's name, ending at
// word end, say it is dead: a verb of restVerbs or of being (see beVerbs),
// then a word of deathWords ("two bandits lie dead", "the orcs are dead"),
// or a death word set apart in brackets or by a comma, "all" or "both"
// before it or neither ("Three orcs (dead)", "Three orcs, all dead, lie
// here").
func liesDead(ws []string, end int) bool {
	after := ws[end:]
	dead := func(w string) bool { return slices.Contains(deathWords, strings.ToLower(trimPunct(w))) }
	if len(after) >= 2 && (slices.Contains(restVerbs, strings.ToLower(after[0])) || slices.Contains(beVerbs, strings.ToLower(after[0]))) && dead(after[1]) {
		return true
	}
	if len(after) == 0 || !strings.HasSuffix(ws[end-1], ",") && !strings.HasPrefix(after[0], "(") {
		return false
	}
	k := 0
	if w := strings.ToLower(trimPunct(after[0])); w == "all" || w == "both" {
		k = 1
	}
	return k < len(after) && dead(after[k])
}

// artWords are the materials and crafts an artwork is made of, which,
// before a creature's name, make it a likeness: "two stone gargoyles", "a
// bronze knight", "painted figures".
var artWords = []string{"stone", "marble", "bronze", "brass", "wooden", "wood", "clay", "granite", "alabaster", "ivory",
	"jade", "porcelain", "plaster", "painted", "carved", "sculpted", "stuffed", "tapestry"}

// artwork reports whether candidate c names a likeness of a creature, not
// one: a word of artWords opens it, no stat line follows it, and the words
// from it on name no creature the bestiary knows ("two stone gargoyles
// flank the door", where "two stone giants" are giants).
func artwork(ws []string, c candidate, b bestiary) bool {
	if c.stat != "" || !slices.Contains(artWords, strings.ToLower(trimPunct(ws[c.start]))) {
		return false
	}
	end := c.end
	if c.known > 0 {
		end = c.known
	}
	return !b.knows(trimPunct(strings.Join(ws[c.start:end], " ")))
}

// plausible reports whether a counted phrase can be a group of creatures:
// its head (the known creature's last word, else the phrase's) is not in
// notCreatures nor a dead one (see deathWords and liesDead), and without a stat line a count above one goes with a
// plural head ("6 slug" is a map label before a line, not six slugs; "10
// crew. HP 20" and "one hundred light infantery: HD 1" are groups, and a
// collective is plural as printed: see countedCollectives).
func plausible(ws []string, c candidate) bool {
	end := c.end
	if c.known > 0 {
		end = c.known
	}
	head := strings.ToLower(trimPunct(ws[end-1]))
	if slices.Contains(notCreatures, head) {
		return false
	}
	if c.known < 0 && slices.ContainsFunc(ws[c.start:c.end], func(w string) bool {
		return slices.Contains(notCreatures, strings.ToLower(trimPunct(w)))
	}) {
		return false // "a white ship shaped like"
	}
	if c.stat == "" && (slices.Contains(deathWords, strings.ToLower(trimPunct(ws[c.start]))) || liesDead(ws, end)) {
		return false // "a drowned bandit with a ring", "two bandits lie dead": corpses, unless stats make them undead
	}
	if c.stat != "" || c.count.Fixed == nil || *c.count.Fixed <= 1 {
		return true
	}
	if c.known < 0 {
		_, end := unknownName(ws, c.phrase) // the group's name ends at its first plural word: "pilgrims" of "pilgrims pray at"
		head = strings.ToLower(trimPunct(ws[end-1]))
	}
	return naming.Singular(head) != head || strings.HasSuffix(head, "s") || slices.Contains(countedCollectives, head)
}

// withListAt returns the index of the "with" whose list the phrase at
// word from stands in, right after it or after "and" or a comma closing
// an earlier item of up to maxListWords words ("with a single catapult
// and 10 crew"), or -1.
func withListAt(ws []string, from int) int {
	if from == 0 {
		return -1
	}
	if strings.EqualFold(ws[from-1], "with") {
		return from - 1
	}
	if !strings.EqualFold(ws[from-1], "and") && !strings.HasSuffix(ws[from-1], ",") {
		return -1
	}
	for k := from - 2; k >= max(0, from-2-maxListWords); k-- {
		if strings.ContainsAny(ws[k], ".;:!?()") {
			return -1
		}
		if strings.EqualFold(ws[k], "with") {
			return k
		}
	}
	return -1
}

// maxListWords bounds the words of a list's items before a counted group
// in it (see withListAt).
const maxListWords = 6

// countedCollectives are the nouns of people that a count takes unchanged
// ("10 crew", "20 infantry", "a dozen militia").
var countedCollectives = []string{"crew", "folk", "infantry", "cavalry", "militia"}

// negated reports whether the count at word i is denied or compared, not
// met: an article after a word of negators ("not an orc", "like a
// skeleton"), or any count after a word of denial, an article between them
// or none ("Not one goblin remains", "Not a single rat stirs", "no single
// orc has passed": see denials).
func negated(ws []string, i int) bool {
	if i == 0 {
		return false
	}
	before := strings.ToLower(trimPunct(ws[i-1]))
	if isArticle(ws[i]) {
		return slices.Contains(negators, before)
	}
	if isArticle(before) && i >= 2 {
		before = strings.ToLower(trimPunct(ws[i-2]))
	}
	return slices.Contains(denials, before)
}

// denials deny the count after them: "not one goblin", "no single orc".
var denials = []string{"no", "not", "never", "nor"}

// countedPhrase reads a count at ws[i] (see groupCount and readCount),
// "or so" or "or more" after it or neither, and the noun phrase after it, up to four words, ending before a stop word or
// after a word with punctuation.
func countedPhrase(ws []string, i int) (phrase, bool) {
	count, n, ok := groupCount(ws, i)
	if !ok {
		count, n, ok = readCount(ws, i)
	}
	if ok && i+n+1 < len(ws) && ws[i+n] == "or" && (ws[i+n+1] == "so" || ws[i+n+1] == "more") {
		n += 2 // the count is about: "a dozen or so kobolds"
	}
	if !ok || i+n >= len(ws) {
		return phrase{}, false
	}
	p := phrase{count: count, from: i, start: i + n, end: i + n}
	for p.end < len(ws) && p.end-p.start < 4 {
		w := ws[p.end]
		bare := strings.ToLower(trimPunct(w))
		if _, _, counted := readCount(ws, p.end); bare == "" || !isWordy(bare) || slices.Contains(stopWords, bare) ||
			strings.HasPrefix(w, "(") || counted && p.end > p.start || opensStat(trimPunct(w)) {
			break
		}
		p.end++
		if strings.ContainsAny(w[len(w)-1:], ".,;:!?)") {
			break
		}
	}
	return p, p.end > p.start
}

// isWordy reports whether w is made of letters, hyphens and apostrophes.
func isWordy(w string) bool {
	for _, r := range w {
		if !(r >= 'a' && r <= 'z' || r == '-' || r == '\'' || r == '’' || r > 127) {
			return false
		}
	}
	return true
}

// groupCount reads a count of a group printed in words at ws[i]: a noun
// of number (see groupNumbers: "a pair of ghouls" is 2, "a score of rats"
// 20), or a number left unstated ("several goblins", "a few rats", "a
// handful of kobolds", "a band of orcs", "a pack of wolves", "dozens of
// rats": see manyNouns), noted as printed; n is how many words it took,
// "of" included.
func groupCount(ws []string, i int) (requests.Count, int, bool) {
	lw := strings.ToLower(strings.TrimLeft(ws[i], openingQuotes))
	if lw == "several" || lw == "numerous" {
		return requests.Count{Note: lw}, 1, true
	}
	if slices.Contains(manyNouns, lw) && i+2 < len(ws) && ws[i+1] == "of" && !counted(ws, i+2) {
		return requests.Count{Note: lw}, 2, true // "Dozens of rats", "scores of bats"
	}
	if !isArticle(lw) || i+1 >= len(ws) {
		return requests.Count{}, 0, false
	}
	next := strings.ToLower(ws[i+1])
	if next == "few" {
		return requests.Count{Note: lw + " few"}, 2, true
	}
	if i+3 >= len(ws) || ws[i+2] != "of" || counted(ws, i+3) {
		return requests.Count{}, 0, false // "a band of 6 orcs": the number counts them
	}
	if n, ok := groupNumbers[next]; ok {
		return requests.Count{Fixed: &n}, 3, true
	}
	if slices.Contains(collectiveNouns, next) {
		return requests.Count{Note: lw + " " + next}, 3, true
	}
	return requests.Count{}, 0, false
}

// groupNumbers are the nouns of number that count a group before "of"
// and its kind: "a pair of ghouls", "a brace of stirges", "a trio of
// goblins", "a score of rats".
var groupNumbers = map[string]int{"pair": 2, "couple": 2, "brace": 2, "trio": 3, "quartet": 4, "score": 20, "dozen": 12}

// manyNouns are the plural nouns of number that leave a number unstated
// before "of" and its kind: "dozens of rats", "scores of bats".
var manyNouns = []string{"dozens", "scores", "hundreds"}

// collectiveNouns name a group of creatures before "of" and their kind ("a
// band of orcs", "a swarm of rats"), or an unstated number of them ("a
// handful of kobolds").
var collectiveNouns = []string{"band", "pack", "group", "gang", "troop", "swarm", "flock", "horde", "company",
	"crowd", "host", "colony", "brood", "herd", "family", "tribe", "clan", "patrol", "squad", "mob", "knot", "nest",
	"handful", "number", "party", "cluster", "warband", "murder", "pride", "school", "litter"}

// openingQuotes open a quotation, which read-aloud text may open a count
// with ("\"Two orcs crouch by a fire.\"").
const openingQuotes = `"'“‘`

var (
	countDigitsRE = regexp.MustCompile(`^\d{1,4}$`)
	countTimesRE  = regexp.MustCompile(`^(\d{1,3})[x×]$`)
	rangeCountRE  = regexp.MustCompile(`^` + countRangeExpr + `$`)
	// rolledOnRE matches the dice a range is rolled on, printed in
	// brackets after it: "2–5 (1d4+1) bandits".
	rolledOnRE = regexp.MustCompile(`^\((` + diceExpr + `)\)$`)
	// rolledRE matches what dice give, printed in brackets after them: a
	// number rolled or the range they span ("3d6 (11) goblins", "1d4+1
	// (2–5) bandits").
	rolledRE = regexp.MustCompile(`^\((?:\d{1,4}|` + countRangeExpr + `)\)$`)
)

// multipliers are the number words that multiply the number before
// them: "two hundred", "three dozen", "two score".
var multipliers = map[string]int{"hundred": 100, "dozen": 12, "score": 20}

// timesSigns are the signs of "so many times" that a count may stand
// apart from, by a space, on either side: "3 x skeletons", "Ghoul × 2".
var timesSigns = map[string]bool{"x": true, "×": true}

// levelWords are the words a character's level follows ("Level 3
// Cleric", "Lvl 2 fighter"), whose number counts no one.
var levelWords = map[string]bool{"level": true, "lvl": true, "lv": true}

// rangeDashes are the dashes a range of counts may be set with, spaced
// apart from its figures as a justified line may set them: "2 - 8 rats".
var rangeDashes = map[string]bool{"-": true, "–": true}

// readCount reads the count at ws[i], a quotation mark before it aside:
// digits, alone or before a sign of timesSigns, "2x", dice or a range ("1-6", "2–8", "2 - 8"), a range
// before the dice it is rolled on in brackets ("2–5 (1d4+1)", read as the dice), dice before
// what they give in brackets ("3d6 (11)", "1d4+1 (2–5)"), a number word ("two", "one
// hundred", "two score", "half a dozen", "a half-dozen": see multipliers) or an article; n is how many words it took.
// A number after a word of levelWords is none.
func readCount(ws []string, i int) (requests.Count, int, bool) {
	w := strings.TrimLeft(ws[i], openingQuotes)
	lw := strings.ToLower(w)
	if i > 0 && levelWords[strings.ToLower(strings.TrimRight(ws[i-1], "."))] {
		return requests.Count{}, 0, false // "Level 3 Cleric": a character's level
	}
	switch {
	case countDigitsRE.MatchString(w) && i+1 < len(ws) && timesSigns[ws[i+1]]: // "3 x skeletons", "4 × zombies"
		n, _ := atoiLoose(w)
		return requests.Count{Fixed: &n}, 2, n > 0
	case countDigitsRE.MatchString(w) && i+2 < len(ws) && rangeDashes[ws[i+1]] && countDigitsRE.MatchString(ws[i+2]): // "2 - 8 giant rats"
		return requests.Count{Dice: w + ws[i+1] + ws[i+2]}, 3, true
	case countDigitsRE.MatchString(w):
		n, _ := atoiLoose(w)
		return requests.Count{Fixed: &n}, 1, n > 0
	case countTimesRE.MatchString(w): // "2x zombies"
		n, _ := atoiLoose(countTimesRE.FindStringSubmatch(w)[1])
		return requests.Count{Fixed: &n}, 1, n > 0
	case isDice(lw) && i+1 < len(ws) && rolledRE.MatchString(ws[i+1]): // "3d6 (11) goblins", "1d4+1 (2–5) bandits"
		return requests.Count{Dice: lw}, 2, true
	case isDice(lw):
		return requests.Count{Dice: lw}, 1, true
	case rangeCountRE.MatchString(w) && i+1 < len(ws) && rolledOnRE.MatchString(ws[i+1]): // "2–5 (1d4+1) bandits"
		return requests.Count{Dice: strings.ToLower(rolledOnRE.FindStringSubmatch(ws[i+1])[1])}, 2, true
	case rangeCountRE.MatchString(w):
		return requests.Count{Dice: w}, 1, true // "1-6 goblins", "2–8 rats", as older modules print 1d6
	}
	if lw == "half" && i+2 < len(ws) && isArticle(ws[i+1]) && numberWords[strings.ToLower(ws[i+2])] == 12 {
		six := 6
		return requests.Count{Fixed: &six}, 3, true // "half a dozen"
	}
	n, ok := numberWords[lw]
	if !ok {
		return requests.Count{}, 0, false
	}
	if i+1 < len(ws) && multipliers[lw] == 0 {
		switch next := strings.ToLower(ws[i+1]); {
		case multipliers[next] > 0:
			n *= multipliers[next]
			return requests.Count{Fixed: &n}, 2, true
		case next == "pair" && n == 1:
			n = 2
			return requests.Count{Fixed: &n}, 2, true
		case next == "half-dozen" && n == 1:
			n = 6
			return requests.Count{Fixed: &n}, 2, true // "a half-dozen orcs"
		}
	}
	return requests.Count{Fixed: &n}, 1, true
}

// knownEnd returns the end of the longest prefix of p's words whose last
// word or whole text names a known creature, or -1 when none does. A
// singular creature word inside the phrase counts only when a verb follows
// it ("a slug guards", "3 orcs and 1 ogre play": see agentVerbs), not a
// noun ("a golden dwarf diadem"); after a count
// of several, a plural word after it is the head noun it qualifies ("1d4
// goblin guards", not "6 slug guards a mace").
func knownEnd(ws []string, p phrase, b bestiary) int {
	several := p.count.Dice != "" || p.count.Fixed != nil && *p.count.Fixed > 1
	for end := p.end; end > p.start; end-- {
		last := trimPunct(ws[end-1])
		whole := trimPunct(strings.Join(ws[p.start:end], " "))
		inner := end < p.end && naming.Singular(strings.ToLower(last)) == strings.ToLower(last)
		if !b.knows(whole) && !b.knows(last) || inner && !verbLike(ws[end]) && !slices.Contains(agentVerbs, strings.ToLower(trimPunct(ws[end]))) {
			continue
		}
		if inner && several && pluralWord(ws[end]) && !takesObject(ws, end) {
			return end + 1
		}
		return end
	}
	return -1
}

// actsAsGroup reports whether candidate c, a group counted as more than
// one (see severalOf: "three", "1d4", "a few", "a crowd of") that names no
// known creature and has no stat line, is the subject of a verb only
// living things do, within its clause and a few words of it ("Three
// cultists in stained robes drag a sack", "Two pilgrims pray at the
// shrine", "Four men stand guard": see keepsWatch; people where they
// stay or are, "Four guards stand here", "1d4 guards are here": see
// stayVerbs and beHere; a collective's verb in the singular, "A crowd of
// pilgrims gathers"), or people in a creature's company ("with his two
// bodyguards", "with her three handmaidens": a possessive names whose they
// are; see personNoun), people after the verb of a place-first sentence or
// worked on by someone at work (see invertedSubject and workedOn: "At the
// bar sit two guards", "Bram serves two guards"), or people held captive,
// counted where their clause opens (see heldCaptive and opensClause:
// "Three captive shepherds are chained to a ring"): creatures, where "Four
// statues stand" and "Six pillars hold up the roof" are not.
func actsAsGroup(ws []string, c candidate, b bestiary) bool {
	if c.det || c.article || !severalOf(c.count) {
		return false
	}
	_, end := unknownName(ws, c.phrase)
	if k := c.start - 1; k >= 2 && slices.Contains(possessives, strings.ToLower(ws[k-1])) && strings.EqualFold(ws[k-2], "with") &&
		personNoun(trimPunct(ws[end-1])) {
		return true
	}
	if people := personNoun(trimPunct(ws[end-1])) || slices.Contains(countedCollectives, strings.ToLower(trimPunct(ws[end-1]))); people {
		if w := withListAt(ws, c.from); w > 0 && isLowerWord(ws[w-1]) && !inflected(strings.ToLower(ws[w-1]), "ed") {
			return true // people a place or a vessel holds: "A merchant ship with 10 crew", "An inn with 6 pilgrims", not "a hold filled with fifty slaves"
		}
	}
	if slices.Contains(pronouns, strings.ToLower(trimPunct(ws[end-1]))) {
		return false // a pronoun takes no number: "the treasure in area 9 they will fight for"
	}
	people := personNoun(trimPunct(ws[end-1]))
	if people && c.from > 0 && (invertedSubject(ws, c.from-1) || workedOn(ws, c.from-1)) {
		return true
	}
	if _, _, worded := groupCount(ws, c.from); people && worded && groupVerb(ws, end) {
		return true // a group counted in words, a collective's or not: "A gang of dockhands unloads a barge", "Several dockhands loaf here"
	}
	return verbInClause(ws, end, func(j int) bool {
		v := strings.ToLower(trimPunct(ws[j]))
		if c.count.Fixed == nil && c.count.Note != "" && presentPlural(v) != "" {
			v = presentPlural(v) // a collective's verb: "A crowd of townsfolk gathers"
		}
		return slices.Contains(agentVerbs, v) || keepsWatch(ws, j) || people && (slices.Contains(stayVerbs, v) || beHere(ws, j)) ||
			heldCaptive(ws, j) && creatureHead(trimPunct(ws[end-1]), b) && opensClause(ws, c.start-1)
	})
}

// uncountedGroups returns the groups of people a sentence or a clause
// opens with by their calling in the plural and no count, a word that
// qualifies it before it or none, when the verb right after them, an
// adverb or two between or none (see leadWords), says they do what people
// do there (see agentVerbs and stayVerbs, beHere and keepsWatch): a town's
// key names its folk so ("Sailors drink at the bar", "Merchants hawk their
// wares", "Drunken dockhands gamble by the door", "Pilgrims are usually
// present"), each counted as unstated. A clause the text tells as a
// mention (see mentionScopes) meets no one, nor one whose verb is another
// ("Villagers claim that 3 trolls live in the woods"). Creatures the
// bestiary knows are met so too, and, with a stat line in brackets right
// after them, whatever their verb, as a dungeon's key names a lair's brood
// ("Goblins lurk here", "Giant rats (AC 7, HD 1/2) nest in the straw"),
// the stat line theirs. A count the sentence gives them after their verb
// counts them ("Goblins squat by the fire, 5 of them": see ofThem).
func uncountedGroups(ws []string, mentioned []bool, b bestiary) []requests.Encounter {
	var out []requests.Encounter
	for s := range ws {
		if !opensClause(ws, s) || mentioned[s] {
			continue
		}
		_, _, counted := readCount(ws, s)
		if _, _, grouped := groupCount(ws, s); counted || grouped || slices.Contains(quantifiers, strings.ToLower(ws[s])) {
			continue // counted, or by a quantifier: "Two sailors", "Some sailors"
		}
		head := s
		if head+1 < len(ws) && !strings.ContainsAny(ws[head], ".,;:!?()") && !pluralWord(ws[head]) && isLowerWord(strings.ToLower(ws[head])) &&
			!commonLead(ws[head], bestiary{}) && !slices.Contains(determiners, strings.ToLower(ws[head])) {
			head++ // "Drunken sailors"
		}
		w := trimPunct(ws[head])
		if !pluralWord(w) || !personNoun(w) && !b.knows(strings.Join(ws[s:head+1], " ")) && !b.knows(w) {
			continue
		}
		stat, at, shared := statAfter(ws, head+1)
		v := head + 1
		if stat != "" && !shared {
			v = parenEnd(ws, at) // "Giant rats (AC 7, HD 1/2) nest"
		} else {
			stat = ""
		}
		for v < len(ws) && v-head <= 2 && slices.Contains(leadWords, strings.ToLower(ws[v])) && !strings.ContainsAny(ws[v-1], ".,;:!?()") {
			v++ // "Pilgrims often pray here"
		}
		if stat != "" || v < len(ws) && !strings.ContainsAny(ws[v-1], ".,;:!?()") && (slices.Contains(agentVerbs, strings.ToLower(trimPunct(ws[v]))) ||
			slices.Contains(stayVerbs, strings.ToLower(trimPunct(ws[v]))) || beHere(ws, v) || keepsWatch(ws, v)) {
			if stat == "" {
				stat = cmp.Or(laterBracket(ws, v+1, b), statAfterColon(ws, v)) // "Hungry ghouls wait in the dark (AC 6, HD 2, ...)", "Goblins lurk here: AC 6, ..."
			}
			count := requests.Count{Note: "unstated"}
			for j := head + 1; j < sentenceEnd(ws, head) && !opensBracket(ws[j]); j++ {
				if n, ok := ofThem(ws, j); ok {
					count = requests.Count{Fixed: &n} // "Goblins squat by the fire, 5 of them"
					break
				}
			}
			out = append(out, requests.Encounter{Creature: trimPunct(strings.Join(ws[s:head+1], " ")), Count: count, StatLine: stat})
		}
	}
	return out
}

// occupiedWords are the past participles that say who holds a place now
// ("guarded by", "haunted by"), where others say who worked it once
// ("carved by dwarves", "dug by goblins").
var occupiedWords = []string{"guarded", "watched", "haunted", "inhabited", "occupied", "infested", "patrolled", "held",
	"ruled", "defended", "kept", "tended", "overrun", "claimed", "besieged"}

// passiveAgents returns the creatures the bestiary knows that a passive
// names as its agent with no article, as the terse keys of one-page
// dungeons drop articles ("Water cistern guarded by angry nixie",
// "Crypt haunted by ghouls"): "by" after a participle that says who holds
// the place (see occupiedWords), then a word that qualifies the creature
// or none, then its name (the creature: a nixie), one creature in the
// singular, unstated in the plural. A clause the text tells as a mention
// meets no one.
func passiveAgents(ws []string, mentioned []bool, b bestiary) []requests.Encounter {
	var out []requests.Encounter
	for i := 1; i+1 < len(ws); i++ {
		if strings.ToLower(ws[i]) != "by" || mentioned[i] || strings.ContainsAny(ws[i-1], ".,;:!?()") || !slices.Contains(occupiedWords, strings.ToLower(ws[i-1])) ||
			slices.Contains(determiners, strings.ToLower(ws[i+1])) || isArticle(ws[i+1]) {
			continue // an agent with its article is a counted phrase (see encounters)
		}
		for end := i + 2; end <= min(i+3, len(ws)); end++ {
			if end == i+3 && (strings.ContainsAny(ws[i+1], ".,;:!?()") || !isLowerWord(ws[i+1])) {
				break // a qualifier is a word in lower case: "angry nixie"
			}
			name, w := trimPunct(strings.Join(ws[i+1:end], " ")), trimPunct(ws[end-1])
			if !b.knows(name) {
				name = w // "angry nixie" is a nixie
			}
			if b.knows(w) {
				one := 1
				count := requests.Count{Fixed: &one}
				if pluralWord(w) {
					count = requests.Count{Note: "unstated"}
				}
				out = append(out, requests.Encounter{Creature: name, Count: count})
				break
			}
		}
	}
	return out
}

// statAfterColon returns the stat line that opens after a colon in the
// sentence of word v, up to its end ("Goblins lurk here: AC 6, HD 1-1,
// ..."), or "".
func statAfterColon(ws []string, v int) string {
	end := sentenceEnd(ws, v)
	for k := v; k+1 < end; k++ {
		if strings.HasSuffix(ws[k], ":") {
			return colonStat(ws, k)
		}
	}
	return ""
}

// colonStat returns the stat line that opens right after word k when it
// ends in a colon ("...eager to fight: hp 1d6 AC 5 ..."), or "".
func colonStat(ws []string, k int) string {
	if k+1 >= len(ws) || !strings.HasSuffix(ws[k], ":") || !opensStatAt(ws, k+1) {
		return ""
	}
	return statText(ws, k+1, statEnd(ws, k+1))
}

// quantifiers leave a group's number unsaid, as a mention does: "Some
// pilgrims come at dawn", "Many sailors drink here", "Most guards sleep".
var quantifiers = []string{"some", "many", "most", "few", "other", "more", "any", "each", "every", "no"}

// invertedSubject reports whether word v, right before a group's count,
// is a verb in the plural present of people staying or acting (see
// stayVerbs and agentVerbs) that a sentence opened by where they are sets
// before its subject: a preposition of place and up to maxPlaceWords
// words, or "here" or "there" ("At the bar sit two guards", "In the
// corner gamble three thugs", "Here drink four sailors").
func invertedSubject(ws []string, v int) bool {
	w := ws[v]
	if !slices.Contains(stayVerbs, w) && !slices.Contains(agentVerbs, w) {
		return false
	}
	s := sentenceStart(ws, v)
	lead := strings.ToLower(ws[s])
	return v-s <= maxPlaceWords && (slices.Contains(placePrepositions, lead) || (lead == "here" || lead == "there") && v == s+1)
}

// workedOn reports whether word v, right before a group's count, "the"
// between them or not, is a verb in the singular present of a person at
// work on others there (see agentVerbs and tradeVerbs: "Bram serves two
// guards", "The sergeant questions the three beggars"), or leading them
// (see leadsPeople: "Sergeant Hale commands the six watchmen of the
// gate"): the people worked on are there too.
func workedOn(ws []string, v int) bool {
	if v > 0 && strings.EqualFold(ws[v], "the") {
		v--
	}
	p := presentPlural(ws[v])
	return p != "" && (slices.Contains(agentVerbs, p) || slices.Contains(tradeVerbs, p)) && !slices.Contains(thingVerbs, p) || leadsPeople(ws, v)
}

// severalOf reports whether count c is of more than one: a number above
// one, dice ("1d4 guards", "2-8 townsfolk") or a number left unstated
// ("several", "a few", "a crowd of").
func severalOf(c requests.Count) bool {
	return c.Fixed != nil && *c.Fixed > 1 || c.Fixed == nil && (c.Dice != "" || c.Note != "")
}

// beHere reports whether ws[j] is "are" or "is" and the words after it,
// up to two adverbs of time ("always", "usually": see leadWords), say
// that its subject is where the key is now: "here", "present", "on duty"
// or "on watch" (see postNouns), "inside", as a key says who is there ("Four guards are here", "1d4
// townsfolk are usually present"); "Two chests are here" holds things, so
// the subject must name people (see actsAsGroup).
func beHere(ws []string, j int) bool {
	if v := strings.ToLower(ws[j]); v != "are" && v != "is" {
		return false
	}
	k := j + 1
	for k < len(ws) && k-j <= 2 && slices.Contains(leadWords, strings.ToLower(ws[k])) && !slices.Contains(hereWords, strings.ToLower(trimPunct(ws[k]))) {
		k++
	}
	if k >= len(ws) {
		return false
	}
	w := strings.ToLower(trimPunct(ws[k]))
	return slices.Contains(hereWords, w) || w == "on" && k+1 < len(ws) && slices.Contains(postNouns, strings.ToLower(trimPunct(ws[k+1])))
}

// hereWords say that the subject of "is" or "are" before them is in the
// place the key describes: "here", "present", "inside".
var hereWords = []string{"here", "present", "inside", "within"}

// postNouns name a watch kept at a post, after "on": whoever "is on duty",
// "on watch", "on guard", "on patrol", "on call" or "on hand" keeps it or
// waits to be called now.
var postNouns = []string{"duty", "watch", "guard", "patrol", "sentry", "post", "call", "hand", "shift"}

// verbInClause reports whether one of the maxActWords words after a
// subject ending at word end, before a mark closes its clause, is its verb
// (see verb): none is when the clause ends at the subject itself ("the
// caves of Four Peaks, or sell the truffles").
func verbInClause(ws []string, end int, verb func(j int) bool) bool {
	if strings.ContainsAny(ws[end-1], ".,;:!?()") {
		return false
	}
	for j := end; j < min(len(ws), end+maxActWords); j++ {
		if verb(j) {
			return true
		}
		if strings.ContainsAny(ws[j], ".,;:!?()") {
			return false
		}
	}
	return false
}

// lookNouns name one person by age or sex alone, as read-aloud text
// describes an individual the referee's text then names ("A woman stands
// in the pool" over "Old Maud, the Drowned Miller: AC 5 ..."), where a
// calling ("a watchman", "a pickpocket") names someone of their own.
var lookNouns = []string{"man", "woman", "boy", "girl", "child", "lad", "lass", "youth", "crone", "elder"}

// actsAlone returns the end of the name of candidate c, one person named
// by "a" or "an" and a person noun that names a calling (see personNoun),
// not a look (see lookNouns), where a clause opens, when that person is
// the subject of a verb in the singular present that only the living do
// or that says where people stay (see agentVerbs and stayVerbs, but not
// bodyVerbs), within its clause: a key tells who is there now, one person
// as well as a group ("A watchman dozes on a stool", "A constable sits by
// the gate"), where "a guard's helmet" or "a merchant once lived here"
// meets no one. ok is false when c is no such person.
func actsAlone(ws []string, c candidate) (end int, ok bool) {
	if !c.article || c.det || !opensClause(ws, c.start-1) {
		return 0, false
	}
	k := slices.IndexFunc(ws[c.start:c.end], func(w string) bool {
		return personNoun(trimPunct(w)) && !strings.ContainsAny(w, "'’") && !slices.Contains(lookNouns, strings.ToLower(trimPunct(w)))
	})
	if k < 0 {
		return 0, false
	}
	end = c.start + k + 1
	return end, verbInClause(ws, end, func(j int) bool {
		v := presentPlural(strings.ToLower(trimPunct(ws[j])))
		return slices.Contains(agentVerbs, v) || slices.Contains(stayVerbs, v) && !slices.Contains(bodyVerbs, v)
	})
}

// bodyVerbs are the verbs of staying that a body does as well as a
// person: one knight who lies or rests on a bier is a corpse as often as
// a sleeper, where a group that lies in chains is held there.
var bodyVerbs = []string{"lie", "rest"}

// presentPlural returns the plural present of a verb in the third person
// singular ("dozes" → "doze", "watches" → "watch", "carries" → "carry",
// "sits" → "sit"), or "" when w is no such form.
func presentPlural(w string) string {
	switch {
	case strings.HasSuffix(w, "ies") && len(w) > 4:
		return w[:len(w)-3] + "y"
	case strings.HasSuffix(w, "ches") || strings.HasSuffix(w, "shes") || strings.HasSuffix(w, "sses") || strings.HasSuffix(w, "xes"):
		return w[:len(w)-2]
	case strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss"):
		return w[:len(w)-1]
	}
	return ""
}

// stayVerbs are verbs, in the plural present, of being somewhere, which
// things do as well as the living ("Four statues stand"), so they make
// a group met only when its name says it is people (see personNoun):
// "Four guards stand here", "Two prisoners sit in chains".
var stayVerbs = []string{"stand", "sit", "wait", "rest", "idle", "hide", "lie", "squat", "linger", "loll", "slump", "gather", "throng"}

// keepsWatch reports whether ws[j] and the word after it are a verb of
// standing or keeping and the watch it keeps ("Four men stand guard", "Two
// sentries keep watch"), what only living things do, though things stand.
func keepsWatch(ws []string, j int) bool {
	return j+1 < len(ws) && slices.Contains([]string{"stand", "stands", "keep", "keeps"}, strings.ToLower(ws[j])) &&
		slices.Contains([]string{"guard", "watch"}, strings.ToLower(trimPunct(ws[j+1])))
}

// heldCaptive reports whether ws[j] and the word after it are "are" and a
// participle of captivity (see captiveWords: "are chained", "are held"),
// in the present as a key tells who is there now, which makes a group of people or creatures (see
// creatureHead) prisoners met there: "Three captive shepherds are chained
// to a ring", "Two merchants are bound hand and foot", where "Two chests
// are chained" holds things.
func heldCaptive(ws []string, j int) bool {
	return j+1 < len(ws) && strings.EqualFold(ws[j], "are") && slices.Contains(captiveWords, strings.ToLower(trimPunct(ws[j+1])))
}

// namedAfterColon reports whether a colon ends a word from word from on,
// before a stat line in brackets at word at, with words between them: the
// colon opens a clause, and the words before the bracket name whose line
// it is ("The fire is low: goblins (AC 6, ...)", "Creatures: goblins (AC
// 6, ...)"), not a thing named before the colon.
func namedAfterColon(ws []string, from, at int) bool {
	if at >= len(ws) || !strings.HasPrefix(ws[at], "(") {
		return false
	}
	for k := max(from, 0); k+1 < at; k++ {
		if strings.HasSuffix(ws[k], ":") {
			return true
		}
	}
	return false
}

// opensClause reports whether word k opens a sentence or a clause after
// a comma, a semicolon or a colon (a label's: "Creatures: goblins gamble
// here"): a group counted there is the whole subject of
// its verb ("Three captive shepherds are chained"), where one counted
// inside a list is a part of it ("The miller, his wife and their two
// children are held here").
func opensClause(ws []string, k int) bool {
	return k <= 0 || endsSentence(ws[k-1]) || strings.HasSuffix(ws[k-1], ",") || strings.HasSuffix(ws[k-1], ";") || strings.HasSuffix(ws[k-1], ":")
}

// captiveWords are the participles that hold a prisoner: "chained",
// "bound", "shackled", "caged".
var captiveWords = []string{"chained", "bound", "shackled", "manacled", "fettered", "caged", "imprisoned", "held", "tied", "gagged", "trussed", "locked"}

// veiledNouns name a group by its look, not its kind, as read-aloud text
// does so as not to tell the players what they meet.
var veiledNouns = []string{"shapes", "figures", "forms", "shadows", "silhouettes", "outlines", "things", "creatures", "beings"}

// described returns the groups of acting (see actsAsGroup) but those
// named by a word that hides what they are (see veiledNouns) when an
// encounter of met counts alike: read-aloud text describes a group so
// ("Three shapes crouch over a coffin") that the text for the referee
// names with the same count ("Three ghouls (AC 6, ...) feed here"), or
// by no count, which the described group gives it ("These are ghouls (AC
// 6, ...)": see reveals), whereas "Two pilgrims pray" beside "Two goblins guard the door" are
// two groups.
func described(acting, met []requests.Encounter) []requests.Encounter {
	var out []requests.Encounter
	for _, a := range acting {
		ws := words(a.Creature)
		veiled := len(ws) > 0 && slices.Contains(veiledNouns, strings.ToLower(ws[len(ws)-1]))
		i := slices.IndexFunc(met, func(e requests.Encounter) bool { return sameCount(e.Count, a.Count) || refersBack(e.Count) })
		switch {
		case !veiled || i < 0:
			out = append(out, a)
		case refersBack(met[i].Count):
			met[i].Count = a.Count // "Three shapes crouch" over "These are ghouls (AC 6, ...)"
		}
	}
	return out
}

// pronouns stand for creatures named elsewhere, never counted.
var pronouns = []string{"they", "them", "we", "us", "you", "he", "him", "she", "her", "it", "these", "those", "others"}

// maxActWords is how many words after a group's name its verb may come
// ("Three cultists in stained robes drag").
const maxActWords = 6

// agentVerbs are verbs, in the plural present, that only living things
// do: the verb a group of creatures does in an area's text ("chant",
// "argue", "sleep"), or a town's folk at their work ("sweep", "serve",
// "hawk", "check"), which a group of things never does.
var agentVerbs = []string{"argue", "bicker", "squabble", "chant", "pray", "kneel", "sleep", "snore", "doze", "eat", "feast",
	"feed", "drink", "gamble", "play", "talk", "chat", "whisper", "laugh", "sing", "dance", "weep", "mutter", "work",
	"toil", "dig", "cook", "drag", "sharpen", "polish", "mend", "lounge", "loiter", "crouch", "lurk", "prowl",
	"patrol", "fight", "attack", "ambush", "flee", "cower", "huddle", "beg", "trade", "haggle", "study", "worship",
	"torture", "train", "spar", "drill", "search", "loot", "butcher", "gnaw", "growl", "snarl", "howl", "shout",
	"scream", "moan", "wail", "groan", "shamble", "shuffle", "wander", "roam", "march", "gossip", "brew", "tend",
	"sew", "weave", "camp", "live", "dwell", "hunt", "scavenge", "bathe", "wash", "sob", "plot", "scheme", "bargain",
	"sweep", "scrub", "serve", "sell", "hawk", "check", "inspect", "question", "collect", "fish", "pour", "smoke",
	"hammer", "forge", "bake", "preach", "heal", "carve", "stitch", "roost", "nest", "swarm", "slither", "scuttle", "skitter",
	"buzz", "hiss", "flit", "graze"}

// pluralWord reports whether w (punctuation aside) is a plural noun.
func pluralWord(w string) bool {
	w = strings.ToLower(trimPunct(w))
	return naming.Singular(w) != w
}

// takesObject reports whether the word at i is followed by an article or a
// determiner, as a verb with its object is ("slug guards a mace").
func takesObject(ws []string, i int) bool {
	return i+1 < len(ws) && !strings.ContainsAny(ws[i], ".,;:!?") && (isArticle(ws[i+1]) || slices.Contains(determiners, strings.ToLower(ws[i+1])))
}

// verbLike reports whether w reads as a verb after a subject: "playing",
// "chained", "guards" (not "king" or "bed": see inflected).
func verbLike(w string) bool {
	w = strings.ToLower(trimPunct(w))
	return inflected(w, "ing") || inflected(w, "ed") || strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss")
}

// inflected reports whether lower-case word w ends in suffix after a stem
// that holds a vowel, as an inflection does ("playing", "chained", "lying"),
// where a word that only ends so has none before it ("king", "ring",
// "thing", "bed", "shed").
func inflected(w, suffix string) bool {
	stem, ok := strings.CutSuffix(w, suffix)
	return ok && strings.ContainsAny(stem, "aeiouy")
}

// statHeaderRE matches a stat line that opens with the name of its
// creature and an optional number before a colon ("Bandits (2): AC 6, …").
var statHeaderRE = regexp.MustCompile(`^([A-Z][\p{L}'’ -]{0,40}?)\s*(?:\((?:` + headCountExpr + `)\))?:\s`)

// statLabelNameRE matches a whole spelled-out or abbreviated stat label
// ("Armor Class", "Hit Dice"), which a stat header's name is not.
var statLabelNameRE = regexp.MustCompile(`^(?:` + statblock.Pattern(true) + `)$`)

// namesAnother reports whether stat opens with the name of a creature other
// than the phrase ws: a stat line in parentheses that carries its own name
// ("the sacks (Bandits (2): AC 6, …)") belongs to that creature, not to the
// words before it.
func namesAnother(stat string, ws []string) bool {
	m := statHeaderRE.FindStringSubmatch(stat)
	if m == nil || statLabelNameRE.MatchString(m[1]) {
		return false
	}
	name := trimPunct(strings.Join(ws, " "))
	return !sameCreature(m[1], name) && !qualifies(m[1], name)
}

// dedupeEncounters merges repeated creature and count pairs (singular and
// plural alike), keeping the first and its stat line, else the later one's,
// a group named again by "the" with the group counted before (see
// refersBack), keeping the count,
// one creature printed with and without its role or kind before it, with
// one stat line or the same ("Fang" and "wolf-hound Fang", "Ssakh" and
// "shaman Ssakh", "Bear (1)" and "a brown bear"), and one
// individual met by its name twice or by its name alone and with its kind
// ("Gorm: AC 4, ..." and "Gorm the orc sergeant"), or by its full name and
// a short one (see shortName; or its name without a title before it:
// "Master Corvin" and "Corvin"), keeping its kind and its full name.
func dedupeEncounters(in []requests.Encounter) []requests.Encounter {
	var out []requests.Encounter
	for _, e := range in {
		i := slices.IndexFunc(out, func(o requests.Encounter) bool {
			return sameCreature(o.Creature, e.Creature) && (sameCount(o.Count, e.Count) || refersBack(o.Count) || refersBack(e.Count)) ||
				(e.StatLine == "" || o.StatLine == "" || o.StatLine == e.StatLine) && sameCount(o.Count, e.Count) && qualifies(o.Creature, e.Creature) ||
				e.Name != "" && o.Name != "" && shortName(o.Name, e.Name) ||
				e.StatLine != "" && o.StatLine == e.StatLine && o.Name != "" && (strings.EqualFold(o.Name, e.Creature) || qualifies(o.Name, e.Creature)) ||
				o.Name == "" && strings.EqualFold(o.Creature, e.Name) || e.Name == "" && strings.EqualFold(o.Name, e.Creature)
		})
		if i < 0 {
			out = append(out, e)
			continue
		}
		if out[i].Name == "" && e.Name != "" {
			out[i].Creature, out[i].Name = e.Creature, e.Name // "Gorm: AC 4, ..." is "Gorm the orc sergeant"
		}
		if len(e.Name) > len(out[i].Name) && (shortName(out[i].Name, e.Name) || qualifies(out[i].Name, e.Name)) {
			if out[i].Creature == out[i].Name {
				out[i].Creature = e.Name
			}
			out[i].Name = e.Name // "Sir Odo" is "Sir Odo Rook", "Corvin" "Master Corvin"
		}
		if out[i].StatLine == "" {
			out[i].StatLine = e.StatLine
		}
		if refersBack(out[i].Count) {
			out[i].Count = e.Count
		}
		if out[i].Creature == out[i].Name && e.Creature != e.Name {
			out[i].Creature = e.Creature // the kind beside the name: "a goblin scavenger named Snagg"
		}
	}
	return out
}

// shortName reports whether names a and b are one, or one is the other's
// first words, as a character first named in full is then called by a
// title and a first name ("Sir Odo Rook", "Sir Odo"), case folded.
func shortName(a, b string) bool {
	a, b = strings.ToLower(a), strings.ToLower(b)
	return a == b || strings.HasPrefix(a, b+" ") || strings.HasPrefix(b, a+" ")
}

// refersBack reports whether count c is that of a group named by "the"
// and no number (see determinedPhrase): the group an area's text has
// counted before, as "Four gnolls play dice" is the group of "The gnolls
// (AC 5, ...) fight to the death".
func refersBack(c requests.Count) bool { return c.Fixed == nil && c.Dice == "" && c.Note == "unstated" }

func sameCount(a, b requests.Count) bool {
	return a.Dice == b.Dice && a.Note == b.Note && (a.Fixed == nil) == (b.Fixed == nil) && (a.Fixed == nil || *a.Fixed == *b.Fixed)
}

// qualifies reports whether one name is the other with words before it, as
// a role or kind qualifies a name ("wolf-hound Fang", "Fang").
func qualifies(a, b string) bool {
	a, b = strings.ToLower(a), strings.ToLower(b)
	return strings.HasSuffix(a, " "+b) || strings.HasSuffix(b, " "+a)
}

// placePrepositions are the prepositions of place and time that open
// where a creature is: "at", "in", "on" and the others.
var placePrepositions = append([]string{"at", "in", "on"}, prepositions...)

// placeWords are the words that open where a creature is, after its
// verb: "here", "there" and the prepositions of place and time.
var placeWords = append([]string{"here", "there"}, placePrepositions...)

// subjectOnly returns p without its last word when that word is its
// subject's verb: a word in -s that names no creature (see
// [bestiary.knows]), after a singular word and before where the creature
// is ("The old sexton waits here (AC 9, …)", "A hermit lives in the
// tower (AC 9 [10], …)": "old sexton", "hermit"), as a verb in -s follows
// a singular subject; a creature's plural name is kept ("The cave bears
// in the pit").
func subjectOnly(ws []string, p phrase, b bestiary) phrase {
	if p.end-p.start < 2 || p.end >= len(ws) || !slices.Contains(placeWords, strings.ToLower(ws[p.end])) {
		return p
	}
	verb, before := strings.ToLower(trimPunct(ws[p.end-1])), strings.ToLower(trimPunct(ws[p.end-2]))
	if naming.Singular(verb) != verb && naming.Singular(before) == before && !b.knows(verb) && !b.knows(naming.Singular(verb)) {
		p.end--
	}
	return p
}
