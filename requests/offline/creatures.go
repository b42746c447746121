package offline

import (
	"cmp"
	"iter"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/scriptorium/scriptorium/naming"
	"github.com/scriptorium/scriptorium/requests"
	"github.com/scriptorium/scriptorium/statblock"
)

// bestiary tells creature names from other nouns: the alias table, plus the
// names a module's own stat lines give ("Giant Slug: HD2 AC8 1d6").
type bestiary struct {
	table *requests.AliasTable
	local *requests.AliasTable
	heads []string        // the names over the module's own stat blocks, as printed
	lower map[string]bool // the words the text prints in lower case
}

// newBestiary returns the bestiary of table and the creature names printed
// with stat lines in ls: before a colon ("Orcs: HD1 AC6 1d6", "Goblins (3):
// AC 6") or as the heading line of a stat block ("Smuggler" over "AC 7
// [12], HD 1 ..."; a name set apart over a few lines of description and
// the stat line, as bestiaries print them: "**Moth Queen**" / "An enormous
// moth…" / "AC 4 [15], HD 6", see afterDescription). A line of a stat
// block ("Armor Class: 14" over "Hit Dice: 3") heads none.
func newBestiary(table *requests.AliasTable, ls []line) bestiary {
	var names []string
	for _, s := range sentences(joinLines(ls)) {
		for _, b := range namedStatLines(s) {
			names = append(names, b.name)
		}
	}
	var heads []string
	for i := 0; i+1 < len(ls); i++ {
		if headsBlock(ls, i) || isHeading(ls[i].text, 5) && !isStatBlockLine(ls[i].text) && setApart(ls[i]) && blockStatRE.MatchString(ls[afterDescription(ls, i+1)].text) {
			heads = append(heads, strings.TrimSpace(strings.Split(ls[i].text, ",")[0]))
		}
	}
	names = append(names, heads...)
	for _, n := range names {
		if ws := words(n); len(ws) > 1 {
			names = append(names, ws[len(ws)-1])
		}
	}
	local, err := requests.ParseAliases(strings.Join(names, "\n"))
	if err != nil { // names hold no tabs, so every row is a lone name
		local, _ = requests.ParseAliases("")
	}
	lower := map[string]bool{}
	for _, w := range words(joinLines(ls)) {
		if w = trimPunct(w); w != "" && isLower(w[0]) {
			lower[w] = true
		}
	}
	return bestiary{table: table, local: local, heads: heads, lower: lower}
}

// namedStatRE matches a creature name printed before a stat line, after
// a colon or a dash: "Orcs: HD1 AC6", "Giant Worm: HD4", "Goblins (3): AC
// 6", at a line's or a sentence's start (a heading in capitals and a colon
// before it, see capitalsHeadingExpr) or right after the last value of
// the stat line before, run on with no full stop between ("..., ML 7
// Goblin chief: AC 4 [15], ...": a figure, a bracket or a foot mark, then
// the name, whose capital opens the next creature's line), a count in dice, a class and level or hit points in brackets as
// bestiaries and NPC lines print them ("Crab spiders (1d4): AL N, MV 120'
// (40'), AC 7", "Sir Odo Rook (F4): AL C, ...", "Ogre (13hp): AC 5"), or,
// as zines print it, "**Skeleton** — HD 1, AC 13" (em or en dash). The
// brackets close the name as a colon would, so a name with its count,
// class or hit points in brackets needs neither before its stat line, as
// TSR modules print it ("Wolves (2d4) AC 7, HD 2+2, ..."). An
// individual's kind in brackets or after a comma stands between the name
// and the colon ("Skarr (hobgoblin): AC 6 [13]", "Vorn, bugbear chief:
// AC 6"), and the name is the individual's. The
// stat line opens with an armour class, hit dice or hit points label,
// abbreviated or spelled out ("Lizardfolk Scout: Armor Class 15, Hit
// Points 22 (4d8+4)"), with any other label and a value of its field (see
// [statblock.OpenerPattern]), or with a class and
// level that stand for hit dice ("Mirela: M-U 5, AC 9"); see namedStatLines for
// the stats it must print.
var namedStatRE = regexp.MustCompile(`(?m)(?:^|[.;]\s+|([` + runOnValueEnds + `])\s+|^` + capitalsHeadingExpr + `:\s+)(?:\d{1,3}\s+)?\**([A-Z][A-Za-z' -]{1,30}?)\**(?:\s*\((?:` + countExpr + `|` + classLevelExpr + `|` + statblock.HitPointsPattern + `)\)(?::\**|\s+[—–])?|(?:\s+[x×]\d{1,3}|\s*\([A-Za-z][A-Za-z' -]{0,30}\)|,\s+[a-z][A-Za-z' -]{0,30}?)?(?::\**|\s+[—–]))\s+(?:(?:` + statblock.Pattern(true, "ac", "hd", "hp") + `)\s?:?\s?~?[-−–]?\d|` + statblock.OpenerPattern() + `|(?:` + classLevelExpr + `)[,;])`)

// capitalsHeadingExpr is a heading in capitals of one or more words
// ("APPENDIX", "APPENDIX B"), which a text layer may run into the name on
// its line after a colon ("APPENDIX B: NEW MONSTERS Cave Locust: AC 4"; see
// afterCapitalsHeading for the words in capitals left before the name).
const capitalsHeadingExpr = `(?:[A-Z][A-Z'&-]*\s+)*[A-Z][A-Z'&-]*`

// namedStatLines returns the stat lines of sentence s opened by a creature's
// name (see namedStatRE), each up to the next such name or the sentence's
// end, that print an armour class or hit dice ([statblock.PrintsStats]):
// the name, and the raw line from the name on.
func namedStatLines(s string) []printedBlock {
	var out []printedBlock
	ms := namedStatRE.FindAllStringSubmatchIndex(s, -1)
	for k, m := range ms {
		end := len(s)
		if k+1 < len(ms) {
			end = max(ms[k+1][0], ms[k+1][3]) // a run-on name keeps the value before it in the line before: "ML 7 Goblin chief: ..."
		}
		name := afterCapitalsHeading(strings.Trim(s[m[4]:m[5]], "* "))
		if raw := withoutPossessions(strings.TrimSpace(strings.TrimRight(s[m[4]:end], "; "))); statblock.PrintsStats(raw) && !loneSpelledLabel(s[m[5]:end]) && !clauseName(name) {
			out = append(out, printedBlock{name: name, raw: raw})
		}
	}
	return out
}

// afterCapitalsHeading returns name without the heading in capitals the
// text runs into it on one line, as a text layer joins a section's
// heading to the first name under it ("WANDERING MONSTERS Giant Rat",
// "APPENDIX: NEW MONSTERS Cave Locust" give "Giant Rat", "Cave Locust"):
// the words in capitals before a word in title case, as the heading sets
// its words in capitals and the name its own in title case. A name in
// capitals throughout ("GIANT LEECH") is the name whole, as is one that
// opens in title case ("Giant Leech", "Sir Odo of Rook") or with an
// abbreviation, a heading's words being longer ("NPC Bandit Chief").
func afterCapitalsHeading(name string) string {
	ws := words(name)
	i := slices.IndexFunc(ws, func(w string) bool { return !allCaps(w) })
	if i < 1 || !unicode.IsUpper([]rune(ws[i])[0]) || !slices.ContainsFunc(ws[:i], func(w string) bool { return utf8.RuneCountInString(strings.Trim(w, ":")) > 3 }) {
		return name
	}
	return strings.Join(ws[i:], " ")
}

// withoutPossessive returns a creature's printed name without the
// possessive pronoun its sentence opens it with ("Their invisible
// captain: hp 3d6 AC 5" names the invisible captain, "His bodyguard: AC
// 5" the bodyguard).
func withoutPossessive(name string) string {
	if first, rest, ok := strings.Cut(name, " "); ok && slices.Contains(possessives, strings.ToLower(first)) {
		return rest
	}
	return name
}

// clauseName reports whether the words before a stat line's colon are a
// clause, not a name: "here" or "there" after their first word, or a verb
// of what creatures do or of staying between their first and last words
// ("Goblins lurk here: AC 6, ...", "The ogre sleeps there:"), where the
// group the clause opens with owns the stat line (see uncountedGroups); a
// last word that reads as a verb too is the name's head ("Giant hawks").
// Words opening with a preposition of place say where the clause's
// subject is ("Among the bones, goblins lurk: AC 6, ...").
func clauseName(name string) bool {
	ws := words(strings.ToLower(strings.Trim(name, "* ")))
	if len(ws) > 1 && slices.Contains(placePrepositions, ws[0]) {
		return true
	}
	for i := 1; i < len(ws); i++ {
		w := trimPunct(ws[i])
		if w == "here" || w == "there" {
			return true
		}
		if v := cmp.Or(presentPlural(w), w); i+1 < len(ws) && (slices.Contains(agentVerbs, v) || slices.Contains(stayVerbs, v)) {
			return true
		}
	}
	return false
}

// loneSpelledLabel reports whether the text after a name's colon opens
// with a stat label spelled out and prints no second label: a sentence
// of prose that names a statistic ("Note: Armor Class 5 or better is
// needed to cross."), not a stat line ("Goblin: Armor Class 14, Hit Dice
// 1-1, …").
func loneSpelledLabel(t string) bool {
	t = strings.TrimLeft(t, "*:—– ")
	return spelledOpenerRE.MatchString(t) && len(statWordRE.FindAllStringIndex(t, 2)) < 2
}

// spelledOpenerRE matches a stat line's opening label spelled out.
var spelledOpenerRE = regexp.MustCompile(`^(?i:armou?r class|hit dice|hit points)\b`)

// openers are the abbreviations a stat line opens with: armour class, hit
// dice or hit points.
var openers = statblock.Pattern(false, "ac", "hd", "hp")

// blockStatRE matches the first line of a stat block: "AC 7 [12], HD 1".
var blockStatRE = regexp.MustCompile(`^(?:` + statblock.Pattern(true, "ac", "hd") + `)\s?:?\s?-?\d`)

// knows reports whether phrase names a creature, exactly or by an alias
// (never by a near spelling, which finds creatures in ordinary words).
func (b bestiary) knows(phrase string) bool {
	return knownIn(b.table, phrase) || knownIn(b.local, phrase)
}

// countExpr is a count printed in parentheses after a name: a number,
// dice with or without a modifier, or a range, as older modules print
// dice ("(3)", "(2d4)", "(1d6+2)", "(2-8)", "(2–8)").
const countExpr = countRangeExpr + `|` + diceExpr + `|\d{1,4}`

// countRangeExpr is a range of counts, as older modules print dice: "2-8",
// "2–8" (hyphen or en dash).
const countRangeExpr = `\d{1,2}[-–]\d{1,3}`

// headCountExpr is the count that heads a creature's name or stat block,
// of up to three figures or dice ("3 Ghouls", "Bandits (2d4):"), as four
// figures there are a hex key ("0101 Ruined Tower").
const headCountExpr = `\d{1,3}|` + diceTerm

var blockCountRE = regexp.MustCompile(`^\((` + countExpr + `)\):$`)

// parenCount reads a count printed in parentheses after a name: "3" or
// dice "2d4".
func parenCount(s string) requests.Count {
	if n, ok := atoiLoose(s); ok {
		return requests.Count{Fixed: &n}
	}
	return requests.Count{Dice: strings.ToLower(s)}
}

// blockEncounters returns the creatures of stat blocks headed by a name and
// a count or dice in parentheses ("Goblins (3): AC 6, HD 1-1, ... XP 5
// ea.", "Goblins (2d4): AC 6 [13], ...", "Giant Rats (4): AL N, MV 120'
// (40'), AC 7, ..."; see opensStatAt), with the block up to the end of
// its sentence, or of the parenthesis it opens ("(Bandits (2): AC 6, ...
// XP 10 each)"), as the stat line.
func blockEncounters(ws []string) []requests.Encounter {
	var out []requests.Encounter
	for i := 1; i+1 < len(ws); i++ {
		m := blockCountRE.FindStringSubmatch(ws[i])
		if m == nil || !opensStatAt(ws, i+1) {
			continue
		}
		start := i
		for start > 0 && i-start < 3 && isLetter(ws[start-1][0]) && !endsSentence(ws[start-1]) {
			start--
		}
		inParen := start > 0 && i-start < 3 && strings.HasPrefix(ws[start-1], "(") && len(ws[start-1]) > 1 && isLetter(ws[start-1][1])
		if inParen {
			start-- // the block opens a parenthesis: "... on the sacks (Bandits (2): AC 6, ...)"
		}
		name := strings.TrimPrefix(strings.Join(ws[start:i], " "), "(")
		if start == i || !startsUpper(name) {
			continue
		}
		end := statEnd(ws, i+1)
		if inParen {
			end = parenEnd(ws, start)
		}
		out = append(out, requests.Encounter{Creature: name, Count: parenCount(m[1]), StatLine: strings.TrimSuffix(statText(ws, i+1, end), ")")})
	}
	return out
}

// opensStatAt reports whether a stat line opens at word i of ws: an
// armour class, hit dice or hit points token, or, in Labyrinth Lord's
// order, any label and its value in a sentence that prints an armour
// class or hit dice ("Giant Rats (4): AL N, MV 120' (40'), AC 7, ...";
// see opensStatLine).
func opensStatAt(ws []string, i int) bool {
	return opensStat(trimPunct(ws[i])) || opensStatLine(statText(ws, i, sentenceEnd(ws, i)))
}

// nameCountRE matches a count printed after a creature's name: "(3)",
// "(2d6)", "x3", "×2" (which namedCounts also reads from "x 3").
var nameCountRE = regexp.MustCompile(`^(?:\((` + countExpr + `)\)|[x×](\d{1,3}))[,.;:!?]?$`)

// namedCounts returns the creatures counted after their names ("Giant Rats
// (2d6) swarm", "Goblin x3 (HD 1, AC 6)", "skeleton ×2", "Goblins (4):
// Playing dice. AC 6 [13], ..."): the longest name of up to three words
// before the count that the bestiary knows (else a capitalised name that
// opens its sentence or comes before a colon or a bracket: "Goblin chief
// (1) and ...", but no way's noun: "Stairs down (3)"), with the stat line in parentheses right after the count,
// or, after a colon, the one that opens that sentence or one of the next
// two, or the one in brackets later in its sentence. A kind in brackets
// between the name and the count ("Guards (Veterans) x4") is the group's
// creature when the bestiary knows it. A stat line right after the colon
// heads a stat block
// (blockEncounters). A count at a word mentioned marks (see mentionScopes:
// "Wandering Monsters (1d6): 1. ...") is none.
func namedCounts(ws []string, b bestiary, mentioned []bool) []requests.Encounter {
	var out []requests.Encounter
	for i := 1; i < len(ws); i++ {
		w, next := ws[i], i+1
		if timesSigns[w] && next < len(ws) {
			w, next = w+ws[next], next+1 // "Ghoul x 2"
		}
		m := nameCountRE.FindStringSubmatch(w)
		colon := strings.HasSuffix(w, ":")
		kind, at := bracketedKindBefore(ws, i) // the name ends before its kind in brackets: "Guards (Veterans) x4"
		if m == nil || mentioned[i] || at == 0 || strings.ContainsAny(ws[at-1], ".,;:!?()") || colon && next < len(ws) && opensStatAt(ws, next) {
			continue
		}
		start := at - 1
		for start > 0 && at-start < 3 && isLetter(ws[start-1][0]) && !strings.ContainsAny(ws[start-1], ".,;:!?()") {
			start--
		}
		first := start
		for start < at && !b.knows(strings.Join(ws[start:at], " ")) {
			start++
		}
		if start == at && startsUpper(ws[first]) && (colon || first == 0 || endsSentence(ws[first-1]) || i+1 < len(ws) && strings.HasPrefix(ws[i+1], "(")) &&
			!slices.ContainsFunc(ws[first:at], func(w string) bool { return wayNounRE.MatchString(trimPunct(w)) }) {
			start = first // a name the bestiary does not know, capitalised as a heading: "Goblin sentries (2): ..."
		}
		if start == at {
			continue
		}
		if countedBefore(ws, start) {
			continue // "2–5 bandits (1d4+1)": counted before the name, the bracket rolls that count
		}
		e := requests.Encounter{Creature: strings.Join(ws[start:at], " "), Count: parenCount(m[1] + m[2])}
		if kind != "" && b.knows(kind) {
			e.Creature = kind // what the group is, as a kind in apposition gives it (see apposedKind)
		}
		if next < len(ws) && (colon || strings.HasPrefix(ws[next], "(")) {
			e.StatLine, _, _ = statAfter(ws, next)
		} else {
			e.StatLine = laterBracket(ws, next, b) // "Hobgoblins (3) play dice at a table (AC 6, ...)"
		}
		out = append(out, e)
	}
	return out
}

// bracketedKindBefore returns the kind printed in brackets, of up to
// three words of letters, that ends right before word i, between a
// group's name and its count ("Guards (Veterans) x4", "Sentries (Giant
// Rats) ×2"), and the index of the word it opens at; "" and i when none
// does.
func bracketedKindBefore(ws []string, i int) (string, int) {
	if i == 0 || !strings.HasSuffix(ws[i-1], ")") {
		return "", i
	}
	for j := i - 1; j >= max(0, i-3); j-- {
		if strings.HasPrefix(ws[j], "(") {
			kind := strings.Trim(strings.Join(ws[j:i], " "), "()")
			if !startsUpper(kind) || !isWordy(strings.ToLower(strings.ReplaceAll(kind, " ", "-"))) {
				return "", i
			}
			return kind, j
		}
	}
	return "", i
}

// countedBefore reports whether a count other than an article or a stat
// label's value (see labelValue) stands right before word i ("2–5 bandits
// (1d4+1)", not "Hit Points: 17" over "Goblins (2): …").
func countedBefore(ws []string, i int) bool {
	if i == 0 || isArticle(ws[i-1]) || labelValue(ws, i-1) {
		return false
	}
	_, _, ok := readCount(ws, i-1)
	return ok
}

// laterBracket returns the stat line in brackets later in the sentence of
// word from, where no other creature comes between: no count but an
// article or the group's own (see ofThem), no creature the bestiary knows ("play dice at a table (AC 6,
// ...)", not "guard a ghoul (AC 6, ...)"), or "".
func laterBracket(ws []string, from int, b bestiary) string {
	for j := from; j < sentenceEnd(ws, from); j++ {
		if opensBracket(ws[j]) {
			if inner, ok := statInBrackets(ws[j:min(len(ws), j+maxParenWords)]); ok && creatureStatRE.MatchString(inner) {
				return inner
			}
			return ""
		}
		if _, ok := ofThem(ws, j); !ok && counted(ws, j) || b.knows(trimPunct(ws[j])) {
			return ""
		}
	}
	return ""
}

// ofThem returns the count of "5 of them" or "five of them" at word j,
// which counts the group named before it ("Goblins squat by the fire, 5
// of them, ..."); ok is false when none stands there.
func ofThem(ws []string, j int) (int, bool) {
	if j+2 >= len(ws) || !strings.EqualFold(ws[j+1], "of") || strings.ToLower(trimPunct(ws[j+2])) != "them" {
		return 0, false
	}
	if n, err := strconv.Atoi(ws[j]); err == nil && n > 0 {
		return n, true
	}
	n := numberWords[strings.ToLower(ws[j])]
	return n, n > 1
}

// namedStats returns the characters named before a stat line in brackets
// ("Sir Roderick (F4; AC 2 [17], hp 28, ...)", "Bargle the Infamous (MU3,
// AC 9, hp 9)"), one each: the capitalised words right before the bracket
// (with "the", "of", "de" between them), an article before them aside,
// unless a count or a plural makes them a group. The name is the
// individual's own; its kind, when printed beside it (see nameAndKind), is
// the creature, else the name is. A kind that is a level and class
// ("Mirela, a 5th level magic-user (AC 9, ...)") opens the stat line, as
// the character's hit dice.
func namedStats(ws []string) []requests.Encounter {
	var out []requests.Encounter
	for i, inner := range statBrackets(ws) {
		if strings.ContainsAny(ws[i-1], ".,;:!?()") {
			continue
		}
		name, kind, ok := nameAndKind(ws, i)
		if !ok {
			continue
		}
		one := 1
		if classLevelRE.MatchString(kind) {
			inner = kind + " (" + inner + ")" // the level is the hit dice: "a 5th level magic-user (AC 9, ...)"
		}
		out = append(out, requests.Encounter{Creature: cmp.Or(kind, name), Name: name, Count: requests.Count{Fixed: &one}, StatLine: inner})
	}
	return out
}

// classedNames returns the characters named before their class and level
// in brackets ("Brother Tam (C2) prays here", "Sir Odo (Ftr 4) (AC 2, hp
// 22, ...)"), one each: the capitalised words right before the bracket
// (see nameAndKind), with the stat line in brackets after it, when there
// is one, opened by the class and level, which stand for hit dice.
func classedNames(ws []string) []requests.Encounter {
	var out []requests.Encounter
	for i := 1; i < len(ws); i++ {
		level, n := bracketedLevel(ws, i)
		if n == 0 || strings.ContainsAny(ws[i-1], ".,;:!?()") {
			continue
		}
		name, kind, ok := nameAndKind(ws, i)
		if !ok {
			continue
		}
		stat := ""
		if j := i + n; j < len(ws) && strings.HasPrefix(ws[j], "(") {
			if inner, ok := statInBrackets(ws[j:min(len(ws), j+maxParenWords)]); ok {
				stat = level + ", " + inner
			}
		}
		one := 1
		out = append(out, requests.Encounter{Creature: cmp.Or(kind, name), Name: name, Count: requests.Count{Fixed: &one}, StatLine: stat})
	}
	return out
}

// maxClassWords is how many words a class and level in brackets may
// print: "(Level 3 Fighter)".
const maxClassWords = 3

// classBrackets marks the words of ws inside brackets that hold a
// character's class and level alone ("(Level 3 Fighter)", "(Ftr 4):"): the
// level there is no count of creatures of that class.
func classBrackets(ws []string) map[int]bool {
	out := map[int]bool{}
	for i := range ws {
		if _, n := bracketedLevel(ws, i); n > 0 {
			for k := i; k < i+n; k++ {
				out[k] = true
			}
		}
	}
	return out
}

// bracketedLevelRE matches a class and level alone in brackets: "(C2)",
// "(Ftr 4),", "(Level 3 Fighter):".
var bracketedLevelRE = regexp.MustCompile(`^\((` + classLevelExpr + `)\)[,;.:]?$`)

// bracketedLevel reads a class and level alone in brackets opening at word
// i, over up to maxClassWords words: the level and the number of words, or
// 0.
func bracketedLevel(ws []string, i int) (string, int) {
	if i >= len(ws) || !strings.HasPrefix(ws[i], "(") {
		return "", 0
	}
	for n := 1; n <= maxClassWords && i+n <= len(ws); n++ {
		if m := bracketedLevelRE.FindStringSubmatch(strings.Join(ws[i:i+n], " ")); m != nil {
			return m[1], n
		}
	}
	return "", 0
}

// subjectNames returns the characters that open a sentence by their name
// and kind ("Gorm the orc sergeant sleeps here", "Eron the rabble rouser
// has led them here", "Grelda the hag (see the Bestiary) is home"), by
// their name and a kind in apposition ("Pell, a boy of ten, hides under the
// table"), or by their name, and their kind or none, before the band they
// lead ("Gorm and his four bugbears lair here", "Gorm the ogre chieftain
// and his six ogres feast here": Gorm, whose band the count reads), by
// their name and their role in brackets (see bracketedRole: "Fat Berta
// (cook) stirs a pot"), by their name alone before what they do at work
// (see worksHere: "Gerta Hale serves drinks"), joined with a counted
// group (see joinedGroup: "Mara Vell and two apprentices run the forge"),
// or before "is" and their calling (see isCalling: "Mara Vell is the
// blacksmith"), one
// each: capitalised words that the text never prints in lower case (so
// "Beyond the door lies" names no one), then "the" and one or two
// lower-case words before a verb, a bracket or the band (see leadsBand), a
// comma, an article, one or two lower-case words and what qualifies them
// up to a comma before a verb, or the band; and the characters a sentence
// or a clause after a comma or a semicolon names by a title or after their
// kind (see characters).
func subjectNames(ws []string, b bestiary) []requests.Encounter {
	var out []requests.Encounter
	for s := 0; s < len(ws); s++ {
		if s > 0 && !endsSentence(ws[s-1]) {
			if strings.HasSuffix(ws[s-1], ",") || strings.HasSuffix(ws[s-1], ";") {
				nb := b
				nb.lower = nil // inside a sentence a capital marks a name
				out = append(out, characters(ws, s, false, nb)...)
			}
			continue
		}
		k := nameEnd(ws, s, b)
		if k == s && titleAt(ws, s) && nameEnd(ws, s+1, b) > s+1 {
			k = nameEnd(ws, s+1, b) // a title the text prints in lower case too: "Mother Ilse Varro and two novices keep it"
		}
		at := presents(ws, s)
		from, to, presented, nb := s, k, at > s, b
		switch {
		case presented:
			nb.lower = nil                     // inside a sentence a capital marks a name, though the text prints the word in lower case too: "This is Abbot Morcant"
			from, to = at, nameEnd(ws, at, nb) // "This is Elna, the herbalist from Hollin.", "Behind the gate sits Merrin, a merchant's daughter."
		case k == s && s+1 < len(ws) && slices.Contains(leadWords, strings.ToLower(strings.TrimSuffix(ws[s], ","))):
			from, to = s+1, nameEnd(ws, s+1, b) // an adverb before the name: "Today Pell, a boy of ten, sits in the stocks"
		}
		if _, end, titled := characterName(ws, from, nb); titled && end > from+1 && strings.HasSuffix(ws[end-1], ",") {
			to = end - 1 // a title the text prints in lower case too: "Captain Orla, a scarred veteran, keeps order"
		}
		one := 1
		if name, kind, ok := appositive(ws, from, to, presented, nb); ok && (!presented || ws[s] == "This" || personOrKnown(kind, b)) {
			out = append(out, requests.Encounter{Creature: kind, Name: name, Count: requests.Count{Fixed: &one}})
			continue
		}
		if cs := characters(ws, from, presented, nb); cs != nil {
			out = append(out, cs...)
			continue
		}
		if c := closedNameEnd(ws, s, b); k == s && c > s && strings.HasSuffix(ws[c-1], ",") && afterQualities(ws, c) > c &&
			worksHere(append([]string{trimPunct(ws[c-1])}, ws[afterQualities(ws, c):]...), 1, c-s > 1) { // the name's verb with its qualities read past
			name := trimPunct(strings.Join(ws[s:c], " "))
			out = append(out, requests.Encounter{Creature: name, Name: name, Count: requests.Count{Fixed: &one}})
			continue // "Tam, young and nervous, sweeps the floor"
		}
		if k == s {
			continue
		}
		if name := strings.Join(ws[s:k], " "); !slices.Contains(pronouns, strings.ToLower(name)) && worksHere(ws, afterNote(ws, k), k-s > 1) {
			out = append(out, requests.Encounter{Creature: name, Name: name, Count: requests.Count{Fixed: &one}})
			continue // "Gerta Hale serves drinks", "Bram (hp 4) pours ale"
		}
		if g, ok := joinedGroup(ws, k, b); ok && !slices.Contains(pronouns, strings.ToLower(ws[s])) {
			name := strings.Join(ws[s:k], " ")
			out = append(out, requests.Encounter{Creature: name, Name: name, Count: requests.Count{Fixed: &one}}, g)
			continue // "Mara Vell and two apprentices run the forge"
		}
		if kind := isCalling(ws, k, b); kind != "" && !slices.Contains(pronouns, strings.ToLower(ws[s])) {
			out = append(out, requests.Encounter{Creature: kind, Name: strings.Join(ws[s:k], " "), Count: requests.Count{Fixed: &one}})
			continue // "Mara Vell is the blacksmith"
		}
		if k+2 >= len(ws) {
			continue
		}
		if name := strings.Join(ws[s:k], " "); leadsBand(ws, k) {
			out = append(out, requests.Encounter{Creature: name, Name: name, Count: requests.Count{Fixed: &one}})
			continue
		}
		if kind, end := bracketedRole(ws, k, b); kind != "" && actsNow(ws, end) {
			out = append(out, requests.Encounter{Creature: kind, Name: strings.Join(ws[s:k], " "), Count: requests.Count{Fixed: &one}})
			continue // "Fat Berta (cook) stirs a pot"
		}
		if ws[k] != "the" {
			continue
		}
		end := k + 1
		for end < len(ws) && end-k <= 2 && isLowerWord(strings.TrimSuffix(ws[end], ",")) && !verbLike(ws[end]) {
			end++
			if strings.HasSuffix(ws[end-1], ",") {
				break
			}
		}
		if verb := afterQualities(ws, end); end == k+1 || verb >= len(ws) || !verbLike(ws[verb]) && !strings.HasPrefix(ws[verb], "(") && !leadsBand(ws, verb) {
			continue
		}
		out = append(out, requests.Encounter{Creature: trimPunct(strings.Join(ws[k+1:end], " ")), Name: strings.Join(ws[s:k], " "), Count: requests.Count{Fixed: &one}})
	}
	return out
}

// afterNote returns the index after a note in brackets at word k ("Father
// Odo (C2, hp 9) is"), or k when none opens there.
func afterNote(ws []string, k int) int {
	if k < len(ws) && strings.HasPrefix(ws[k], "(") {
		return parenEnd(ws, k)
	}
	return k
}

// afterQualities returns the index after the qualities set apart by
// commas at word k, one to four lower-case words the last closed by a
// comma, after a word a comma closes: what a character is like, between
// the name and its verb ("Oswin the innkeeper, stout and merry, works
// here", "Tam, young and nervous, sweeps"); k when none stands there.
func afterQualities(ws []string, k int) int {
	if k == 0 || k >= len(ws) || !strings.HasSuffix(ws[k-1], ",") {
		return k
	}
	for j := k; j < len(ws) && j-k < 4 && (isLowerWord(strings.TrimSuffix(ws[j], ",")) || j > k && slices.Contains([]string{"and", "but", "or"}, ws[j])); j++ {
		if strings.HasSuffix(ws[j], ",") {
			return j + 1
		}
	}
	return k
}

// worksHere reports whether word k is a verb in the singular present of
// what a person does at work or where people stay (see agentVerbs and
// stayVerbs, but not bodyVerbs), as a town's key names its people by name
// alone before what they do ("Gerta Hale serves drinks", "Bram tends the
// bar", "Old Nan sits by the hearth"), or a verb of leading people
// counted after it (see leadsPeople: "Bosun Corde musters five sailors").
// A one-word name takes no verb that
// a thing does too (see thingVerbs: "Water pours", "Wind howls").
func worksHere(ws []string, k int, fullName bool) bool {
	if k >= len(ws) || strings.ContainsAny(ws[k-1], ".,;:!?") {
		return false
	}
	v := presentPlural(strings.ToLower(trimPunct(ws[k])))
	if !fullName && slices.Contains(thingVerbs, v) {
		return false
	}
	return (slices.Contains(agentVerbs, v) || slices.Contains(tradeVerbs, v) || slices.Contains(stayVerbs, v) && !slices.Contains(bodyVerbs, v) || leadsPeople(ws, k)) && actsNow(ws, k)
}

// tradeVerbs are the verbs of a person keeping a place or plying a trade
// there, which a named person does ("Bram keeps the inn", "Mara Vell
// manages the smithy"), though rooms keep: they make no counted group
// met. "Runs" is none, as a named street or river runs as often ("Gallows
// Lane runs down to the quay").
var tradeVerbs = []string{"keep", "manage", "oversee", "repair", "make", "craft", "teach", "buy", "offer", "rent",
	"hire", "greet", "welcome", "clean", "mind", "stock", "lend", "treat", "tutor", "employ", "share", "occupy"}

// joinedGroup reads a group of people or creatures joined by "and" at
// word k to the name before it, a possessive or none, a count and one to
// three words ending in a plural person or creature (see creatureHead),
// when a verb in the plural present after them says what the two do here
// (see agentVerbs, stayVerbs, tradeVerbs, postVerbs and beHere: "Mara
// Vell and two apprentices run the forge", "Bram and his 3 sons are
// here", "Sister Ilse and two novices guard it"): a name and a group are
// a compound subject. It returns the group as an
// encounter; ok is false when no such group stands there.
func joinedGroup(ws []string, k int, b bestiary) (requests.Encounter, bool) {
	if k+2 >= len(ws) || ws[k] != "and" {
		return requests.Encounter{}, false
	}
	at := k + 1
	if slices.Contains(possessives, ws[at]) {
		at++
	}
	count, n, ok := readCount(ws, at)
	if !ok || !severalOf(count) {
		return requests.Encounter{}, false
	}
	for end := at + n + 1; end <= min(len(ws)-1, at+n+3); end++ {
		head := trimPunct(ws[end-1])
		if ws[end-1] != head || !pluralWord(head) || !creatureHead(head, b) {
			continue
		}
		v := strings.ToLower(trimPunct(ws[end]))
		kept := slices.Contains(postVerbs, v) && (personNoun(head) || b.knows(head)) // "two towers guard the ford" keep no post
		if slices.Contains(agentVerbs, v) || slices.Contains(stayVerbs, v) || slices.Contains(tradeVerbs, v) || kept || v == "run" || beHere(ws, end) {
			return requests.Encounter{Creature: strings.Join(ws[at+n:end], " "), Count: count}, true
		}
		return requests.Encounter{}, false
	}
	return requests.Encounter{}, false
}

// postVerbs keep a post or a place in the plural present ("guard",
// "watch", "staff", "man"), which things do too ("Two statues guard the door"):
// a group does them where a name joins it and its head names people or
// a known creature (see personNoun), not by its ending alone ("towers").
var postVerbs = []string{"guard", "watch", "staff", "man", "attend"}

// isCalling returns the kind that "is" and an article give the name
// before word k ("Mara Vell is the blacksmith", "Bram is a retired
// soldier who runs the inn"), as a gazetteer says who a person is: one to
// three lower-case words after the article, the last a singular person
// or creature (see creatureHead), or "".
func isCalling(ws []string, k int, b bestiary) string {
	if k+2 >= len(ws) || ws[k] != "is" || !isArticle(ws[k+1]) && ws[k+1] != "the" {
		return ""
	}
	for end := k + 2; end < len(ws) && end-k-2 < 3 && isLowerWord(trimPunct(ws[end])); end++ {
		if head := trimPunct(ws[end]); !pluralWord(head) && creatureHead(head, b) && (end+1 == len(ws) || strings.ContainsAny(ws[end], ".,;:") || !isLowerWord(ws[end+1]) || slices.Contains(stopWords, ws[end+1])) {
			return trimPunct(strings.Join(ws[k+2:end+1], " "))
		}
	}
	return ""
}

// thingVerbs are the verbs of agentVerbs and stayVerbs that things, light,
// water and weather do too: "Water pours", "Smoke hides", "Wind howls",
// "Music plays", "Shadows dance".
var thingVerbs = []string{"make", "keep", "pour", "smoke", "howl", "moan", "wail", "groan", "scream", "play", "dance", "sing", "hide",
	"wait", "stand", "sit", "linger", "drag", "feed", "wander", "roam", "march", "dig", "weep", "shuffle"}

// bracketedRole returns the kind a bracket at word k gives the name before
// it, as one-page dungeons print a character's role ("Fat Berta (cook)
// stirs a pot", "Pip (her assistant) hides"): an article or a possessive
// or neither, then one to three lower-case words headed by a creature or
// a person (see creatureHead); the kind and the index after the bracket,
// or "" when the bracket holds none.
func bracketedRole(ws []string, k int, b bestiary) (string, int) {
	if k >= len(ws) || !strings.HasPrefix(ws[k], "(") {
		return "", 0
	}
	end := parenEnd(ws, k)
	iw := strings.Fields(strings.Trim(strings.Join(ws[k:end], " "), "()"))
	if len(iw) > 1 && (isArticle(iw[0]) || slices.Contains(possessives, iw[0])) {
		iw = iw[1:]
	}
	if len(iw) == 0 || len(iw) > 3 || slices.ContainsFunc(iw, func(w string) bool { return !isLowerWord(w) }) || !creatureHead(iw[len(iw)-1], b) {
		return "", 0
	}
	return strings.Join(iw, " "), end
}

// leadsBand reports whether the words from i join a band to the character
// before them: "and" and a possessive ("Gorm and his four bugbears", "Gorm
// the ogre chieftain and his six ogres").
func leadsBand(ws []string, i int) bool {
	return i+1 < len(ws) && ws[i] == "and" && slices.Contains(possessives, ws[i+1])
}

// nameEnd returns the end of up to three capitalised words from word s,
// with no punctuation and none a common word (see commonLead), but "Old"
// or "Young" opening a name of two words more, as folk are called ("Old
// Ilse Varro"), though the text prints "old" too.
func nameEnd(ws []string, s int, b bestiary) int {
	k := s
	if s+2 < len(ws) && (ws[s] == "Old" || ws[s] == "Young") && nameEnd(ws, s+1, b) == s+3 {
		return s + 3
	}
	for k < len(ws) && k-s < 3 && startsUpper(ws[k]) && trimPunct(ws[k]) == ws[k] && !commonLead(ws[k], b) {
		k++
	}
	return k
}

// appositive reads a character named at a sentence's start, words s to k
// and one more capitalised word with a comma after it, and the kind in
// apposition after the comma: an article or "the" ("now" before it, as a
// character become a monster is printed), one or two lower-case words, and
// the words that qualify them (maxApposedWords in all; a second
// apposition after it, "now" and an article, gives what the character
// has become: "Morg Vane, the fallen knight, now a wight"), closed by a comma
// before a verb ("Pell, a boy of ten, hides under the table" is Pell, a
// boy; "Brond, a dwarf smith held captive by the cult, works here" is
// Brond, a dwarf smith; "Sister
// Agna, an old priestess, tends the altar" is Sister Agna, an old
// priestess; "Tam, the miller's son, lies bound" is Tam, the miller's
// son), or, when the sentence presents the character (see presents), by
// the sentence's end, a bracket or a word that qualifies the kind ("This
// is Elna, the herbalist from Hollin.", "This is Abbot Morcant, now a
// wight (AC 5, ...)"). The kind's head must name a creature or a person
// (see creatureHead): "Gold, a heap of coins, lies here" names no one. A
// role (see roleNouns), with an article or none, is the kind with what it
// is of, up to its comma ("Master Wendel, head of the guild, sits", "Orla,
// the captain of the watch, waits").
func appositive(ws []string, s, k int, presented bool, b bestiary) (name, kind string, ok bool) {
	if k >= len(ws) || k-s >= 3 || !startsUpper(ws[k]) || !strings.HasSuffix(ws[k], ",") || commonLead(strings.TrimSuffix(ws[k], ","), b) ||
		strings.TrimSuffix(ws[k], ",") != trimPunct(ws[k]) {
		return "", "", false
	}
	art := k + 1
	if art < len(ws) && ws[art] == "now" {
		art++ // "Abbot Morcant, now a wight"
	}
	first := art + 1
	bare := art < len(ws) && slices.Contains(roleNouns, ws[art]) // "Master Wendel, head of the guild, sits"
	if bare {
		first = art
	} else if art+1 >= len(ws) || !isArticle(ws[art]) && ws[art] != "the" {
		return "", "", false
	}
	close := first
	for close < len(ws) && close-k < maxApposedWords && apposedWord(strings.TrimSuffix(ws[close], ",")) && !strings.HasSuffix(ws[close], ",") {
		close++
	}
	closed := close+1 < len(ws) && close-k < maxApposedWords && strings.HasSuffix(ws[close], ",") && apposedWord(strings.TrimSuffix(ws[close], ",")) && verbLike(ws[close+1])
	if !closed && !presented {
		return "", "", false
	}
	kindEnd := first
	for kindEnd < len(ws) && kindEnd-first < 3 && isWordy(trimPunct(ws[kindEnd])) && !slices.Contains(stopWords, trimPunct(ws[kindEnd])) {
		kindEnd++
		if w := ws[kindEnd-1]; strings.ContainsAny(w[len(w)-1:], ",.;:!?") {
			break // "herbalist." ends the sentence, "son," the apposition
		}
	}
	for kindEnd > first+1 && !strings.ContainsAny(ws[kindEnd-1], ",.;:!?") && !creatureHead(trimPunct(ws[kindEnd-1]), b) {
		kindEnd-- // what qualifies the kind after it: "a dwarf smith held captive by the cult"
	}
	name = strings.Join(append(slices.Clone(ws[s:k]), strings.TrimSuffix(ws[k], ",")), " ")
	if role := bare || first < len(ws) && slices.Contains(roleNouns, ws[first]); role && closed {
		return name, trimPunct(strings.Join(ws[first:close+1], " ")), true // "the head of the guild", "head of the guild"
	}
	if head := trimPunct(ws[kindEnd-1]); bare || kindEnd == first || strings.HasSuffix(ws[kindEnd-1], "'") || !creatureHead(head, b) {
		if last := trimPunct(ws[close]); closed && !bare && !pluralWord(last) && creatureHead(last, b) {
			return name, trimPunct(strings.Join(ws[first:close+1], " ")), true // closed by its head: "Orla, the deputy and town gaoler, waits"
		}
		return "", "", false
	}
	if strings.HasSuffix(ws[kindEnd-1], ",") && kindEnd+1 < len(ws) && ws[kindEnd] == "now" && isArticle(ws[kindEnd+1]) {
		// what the character has become, in a second apposition: "Morg Vane, the fallen knight, now a wight (AC 5, ...)"
		if _, now, ok := appositive(append(slices.Clone(ws[:k+1]), ws[kindEnd:]...), s, k, presented, b); ok {
			return name, now, true
		}
	}
	return name, trimPunct(strings.Join(ws[first:kindEnd], " ")), true
}

// roleNouns are the nouns of a role a character holds, set in apposition
// after a name with no article ("Master Wendel, head of the guild, sits",
// "Orla Vane, captain of the watch, waits"), with what the role is of.
var roleNouns = []string{"head", "owner", "proprietor", "proprietress", "master", "mistress", "keeper", "captain",
	"leader", "chief", "warden", "steward", "priest", "priestess", "abbot", "mayor", "elder", "guildmaster", "sheriff"}

// apposedWord reports whether w may stand in an apposition after its
// kind: a word of letters, hyphens and apostrophes in any case, or a
// number ("a veteran of the Goblin Wars", "a woman of 40 winters").
func apposedWord(w string) bool {
	return isWordy(strings.ToLower(w)) || countDigitsRE.MatchString(w)
}

// maxApposedWords bounds a kind in apposition after a character's name,
// its comma and article included ("Brond, a dwarf smith held captive by
// the cult, works here").
const maxApposedWords = 10

// presents returns where the name of the character that the sentence
// opening at word s presents stands, or -1: after "This is" ("This is
// Elna, the herbalist"), as keys introduce who an area holds, or after
// the verb of a sentence opened by where the character is (see
// placePrepositions), set before its subject ("Behind a locked gate sits Merrin, a merchant's daughter",
// "In the corner stands Hobb, an old dwarf"): a preposition of place, up
// to maxPlaceWords words, a verb of presence (see presenceVerbs) and a
// capitalised word, or the article of a kind before the name (see
// kindNamed: "On the throne sits the gnoll chieftain Gharr"), or "is" and
// a name, whose kind must then name a person or a creature ("Within it is
// Morg Vane, now a wight"; "On the altar is Vengeance, a holy avenger"
// presents a sword).
func presents(ws []string, s int) int {
	if s+2 < len(ws) && ws[s] == "This" && (ws[s+1] == "is" || ws[s+1] == "was") {
		return s + 2
	}
	if s >= len(ws) || !slices.Contains(placePrepositions, strings.ToLower(ws[s])) {
		return -1
	}
	for v := s + 2; v+1 < len(ws) && v-s <= maxPlaceWords && !strings.ContainsAny(ws[v-1], ".;:!?"); v++ {
		if slices.Contains(presenceVerbs, ws[v]) && ws[v+1] != "The" && (startsUpper(ws[v+1]) || isArticle(ws[v+1]) || ws[v+1] == "the") ||
			ws[v] == "is" && startsUpper(ws[v+1]) && ws[v+1] != "The" && !isArticle(ws[v+1]) { // a name only: "Within it is Morg Vane, now a wight"
			return v + 1
		}
	}
	return -1
}

// personOrKnown reports whether the head of kind, its last word, is a
// person noun or a creature the bestiary knows: a kind that a place-first
// sentence (see presents) sets in apposition needs one, as "a holy
// avenger" or "a flooded passage" names a thing or a place.
func personOrKnown(kind string, b bestiary) bool {
	ws := words(kind)
	head := trimPunct(ws[len(ws)-1])
	return personNoun(head) || b.knows(head)
}

// presenceVerbs are the verbs that set a sentence's subject after them
// when the sentence opens with where the subject is ("Behind the altar
// stands ...", "On the throne sits ..."): verbs of what the living do, not
// "lies", "hangs" or "is", which set things and places there as often
// ("On the altar lies Vengeance, a holy avenger").
var presenceVerbs = []string{"sits", "stands", "waits", "crouches", "hides", "lurks", "kneels", "sleeps", "lives",
	"dwells", "squats", "perches", "sat", "stood", "waited", "slumps", "huddles", "cowers", "paces", "works", "prays"}

// maxPlaceWords bounds the words of the place that opens a sentence
// before the verb that presents its subject (see presents).
const maxPlaceWords = 8

// creatureHead reports whether w, the head word of a kind in apposition,
// names a creature the bestiary knows or a person: one of personNouns, or
// an agent noun ("fisherwoman", "trader", "sculptor", "abbess"), or a
// compound after a hyphen whose last part is one ("half-orc",
// "hedge-wizard").
func creatureHead(w string, b bestiary) bool {
	w = naming.Singular(strings.ToLower(w))
	if b.knows(w) || personNoun(w) {
		return true
	}
	if _, last, ok := strings.Cut(w, "-"); ok && last != "" && !strings.Contains(last, "-") && creatureHead(last, b) {
		return true // "half-orc", "hedge-wizard"
	}
	for _, suffix := range []string{"man", "woman", "er", "or", "ess", "ist"} {
		if strings.HasSuffix(w, suffix) && len(w) > len(suffix)+2 {
			return true
		}
	}
	return false
}

// personNoun reports whether w names people by age, kin, rank or calling:
// one of personNouns, singular or plural, or a compound of one of
// compoundPersons ("bodyguards", "washerwomen", "handmaidens", "watchmen",
// "innkeepers", "dockhands"); a word that only ends in one ("passage",
// "damage", "glass", "talisman") is none, and so is the closing noun alone
// that is no person noun ("a hand reaches out").
func personNoun(w string) bool {
	w = naming.Singular(strings.ToLower(w))
	return slices.Contains(personNouns, w) ||
		!slices.Contains(thingsInMan, w) && slices.ContainsFunc(compoundPersons, func(p string) bool { return len(w) > len(p) && strings.HasSuffix(w, p) })
}

// compoundPersons are the person nouns that close compounds naming people
// ("bodyguard", "washerwoman", "handmaiden", "goldsmith", "alewife"), and
// the callings of a town's folk ("watchman", "fisherman", "innkeeper",
// "gatekeeper", "dockhand", "farmhand").
var compoundPersons = []string{"guard", "woman", "maid", "maiden", "smith", "wife", "lord", "child", "man", "keeper", "hand"}

// thingsInMan are the nouns that end in "man" and name no person
// or no compound of "man" ("a talisman of bone", "a caiman in the reeds",
// "in human form").
var thingsInMan = []string{"human", "talisman", "caiman", "ottoman", "dolman"}

// personNouns name people by age, kin, rank or calling, as a kind in
// apposition does ("Pell, a boy of ten"), the callings of a town's folk
// among them ("barkeep", "ostler", "constable").
var personNouns = []string{"boy", "girl", "child", "lad", "lass", "youth", "maid", "maiden", "man", "woman", "crone", "elder",
	"widow", "orphan", "son", "daughter", "wife", "husband", "mother", "father", "brother", "sister", "priest", "monk", "nun",
	"knight", "squire", "hermit", "shepherd", "merchant", "smith", "servant", "slave", "thief", "guard", "soldier", "warrior",
	"wizard", "witch", "mage", "sage", "cleric", "acolyte", "druid", "lord", "lady", "king", "queen", "prince", "princess",
	"chief", "chieftain", "boss", "leader", "captain", "sergeant", "cook", "prisoner", "pilgrim", "peasant", "noble", "bard", "minstrel",
	"scout", "spy", "cultist", "fanatic", "apprentice", "assistant", "attendant", "keeper", "novice", "page", "herald", "steward", "reeve", "bandit", "brigand",
	"barkeep", "beggar", "pickpocket", "cutpurse", "thug", "ruffian", "smuggler", "pirate", "sailor", "oarsman", "mercenary", "veteran",
	"farmer", "miller", "hunter", "trapper", "fisher", "drover", "carter", "porter", "groom", "ostler", "tanner", "cooper",
	"carpenter", "mason", "weaver", "baker", "butcher", "brewer", "alchemist", "healer", "herbalist", "physician", "scribe",
	"clerk", "jailer", "gaoler", "warden", "constable", "bailiff", "magistrate", "mayor", "burgher", "villager", "townsfolk",
	"labourer", "laborer", "courier", "messenger", "guide", "hireling", "retainer", "abbot", "friar", "deacon", "priestess",
	"sellsword", "paladin", "warlock", "zealot", "outlaw", "exile", "refugee", "urchin", "drunkard", "vagabond", "hag", "rogue",
	"knave", "jester", "lackey", "minion", "oracle", "seer", "mystic", "shaman", "hero", "heroine", "noblewoman", "nobleman",
	"patron", "customer", "guest", "traveller", "traveler", "drinker", "gambler", "barmaid", "musician", "juggler", "acrobat",
	"tinker", "peddler", "pedlar", "hawker", "vendor", "artisan", "journeyman", "tailor", "cobbler", "jeweller", "jeweler",
	"marine", "archer", "halberdier", "trooper", "recruit", "officer", "sentry", "sentinel", "lookout", "rower", "bosun"}

// leadWords open sentences before "the" or a name without naming anyone:
// the prepositions, quantifiers and adverbs of place and time ("Behind the
// planks is", "Half the roof lies", "Then the door opens", "Today Pell, a
// boy of ten, sits in the stocks", "Here Headman Tobin sits").
var leadWords = append(slices.Clone(prepositions), "here", "there", "half", "now", "then", "all", "both", "once", "only",
	"today", "tonight", "tomorrow", "yesterday", "sometimes", "often", "usually", "always", "currently", "presently",
	"meanwhile", "nowadays", "lately", "recently", "soon", "still", "yet", "again", "also", "suddenly")

// prepositions are the prepositions of place and time but "at", "in" and
// "on", which are stop words.
var prepositions = []string{"about", "above", "across", "after", "against", "along", "among", "around", "before", "behind",
	"below", "beneath", "beside", "between", "beyond", "by", "down", "during", "from", "inside", "into",
	"near", "off", "onto", "outside", "over", "past", "since", "through", "throughout", "toward",
	"towards", "under", "underneath", "until", "up", "upon", "within", "without"}

// commonLead reports whether w, capitalised at a sentence's start, is a
// common word rather than a name: an article, a stop word or a lead word, a
// participle ("Lifting the clapper"), or a word the text prints in lower
// case elsewhere.
func commonLead(w string, b bestiary) bool {
	lw := strings.ToLower(w)
	return isArticle(w) || slices.Contains(stopWords, lw) || slices.Contains(leadWords, lw) || b.lower[lw] ||
		inflected(lw, "ing") || inflected(lw, "ed")
}

// nameAndKind reads the individual named right before word i, and the kind
// printed beside the name: after it with "the" ("Bregga the smith", "Old
// Jory the eel-man"), after it with a comma and an article ("Old Maud, a
// drowned miller"), or before it after an article or a possessive ("the
// smuggler Kessa Blackwater", "his mastiff Grip"). A name is capitalised
// words (with "the", "of", "de" between them), none plural nor counted.
// Capitalised words after a kind and "of" name what the kind is of, not
// an individual ("the high priest of Yggoth (C5)"): the kind and its
// of-phrase are returned with no name.
func nameAndKind(ws []string, i int) (name, kind string, ok bool) {
	end := i
	if k := kindAfter(ws, i); k > 0 {
		kind, end = strings.Join(ws[k:i], " "), k-1
		if strings.HasSuffix(ws[end], ",") && (classLevelRE.MatchString(kind) || ofPhrase(ws, i) == k+1 || callingAfter(ws[k:i])) {
			end = k // a level, a title or a calling set after the name's comma: "Mirela, 5th level magic-user", "Zara, priestess of Set", "Marta Voss, innkeeper"
		} else if !isArticle(ws[end]) && ws[end] != "the" {
			return "", "", false
		}
		if strings.HasSuffix(ws[end-1], ",") {
			ws = slices.Clone(ws[:end])
			ws[end-1] = strings.TrimSuffix(ws[end-1], ",")
		}
	}
	start := end
	for start > 0 && end-start < 4 && !strings.ContainsAny(ws[start-1], ".,;:!?()") &&
		(startsUpper(ws[start-1]) || slices.Contains(nameJoins, ws[start-1])) {
		start--
	}
	if n := epithetName(ws, start); n < start && startsUpper(ws[min(start+1, end-1)]) {
		start = n // an epithet after the name's comma: "Vessa, the Pale Lady (AC 9, ...)"
	}
	for start < end && (slices.Contains(nameJoins, ws[start]) || isArticle(ws[start]) || ws[start] == "The") {
		start++
	}
	if start == end || !startsUpper(ws[start]) || pluralWord(ws[end-1]) && !titleAt(ws, start) || counted(ws, start-1) {
		return "", "", false // a group ("3 Orcs (AC 6; ...)"): the count reads it; a title names one ("Sir Bors (Ftr 4)")
	}
	name = strings.Join(ws[start:end], " ")
	if kind == "" && start >= 2 && ws[start-1] == "of" && isLowerWord(ws[start-2]) {
		kind = kindBefore(ws, start-1) // what a kind is of: "the high priest of Yggoth (C5)" is a high priest
		return "", kind + " of " + name, kind != ""
	}
	if kind == "" {
		kind = kindBefore(ws, start)
	}
	return name, kind, true
}

// epithetName returns where the name opens that stands before word i, "the"
// that opens an epithet, with a comma between ("Vessa, the Pale Lady"):
// up to three capitalised words, the last closed by the comma; i when
// there is none.
func epithetName(ws []string, i int) int {
	if i == 0 || i >= len(ws) || ws[i] != "the" || !strings.HasSuffix(ws[i-1], ",") || !startsUpper(ws[i-1]) {
		return i
	}
	n := i - 1
	for n > 0 && i-n < 3 && startsUpper(ws[n-1]) && !strings.ContainsAny(ws[n-1], ".,;:!?()") {
		n--
	}
	return n
}

// kindAfter returns where the kind printed between a name and word i
// starts: one or two lower-case words after "the", or after an article
// that follows a comma ("Old Maud, a drowned miller"), a character's
// level in figures before them ("Brother Malk, a 4th level cleric"), or a
// level and class right after the name's comma ("Mirela, 5th level
// magic-user") or a calling there (see callingAfter: "Marta Voss,
// innkeeper"), or 0. A kind may end in what it is of (see ofPhrase: "Sister
// Maud, a cleric of the sun"), and then its one word may stand right after
// the name's comma, as a title does ("Zara, priestess of Set").
func kindAfter(ws []string, i int) int {
	titled := false
	if j := ofPhrase(ws, i); j > 0 {
		i, titled = j, true
	}
	for k := i - 1; k >= max(1, i-3); k-- {
		if !isLowerWord(ws[k]) && (k != i-3 || !ordinalRE.MatchString(ws[k])) {
			return 0
		}
		if before := ws[k-1]; k >= 2 && (before == "the" && startsUpper(ws[k-2]) || isArticle(before) && strings.HasSuffix(ws[k-2], ",")) ||
			strings.HasSuffix(before, ",") && startsUpper(before) && (classLevelRE.MatchString(strings.Join(ws[k:i], " ")) || titled && k == i-1 && !pluralWord(ws[k]) ||
				!titled && callingAfter(ws[k:i])) {
			return k
		}
	}
	return 0
}

// callingAfter reports whether kind, the lower-case words set right after
// a name's comma with no article, is a calling: a person noun in the
// singular last (see personNoun: "Marta Voss, innkeeper (F1, hp 4)",
// "Hobb, old miller (0-level)"), as a roster of a town's folk prints each.
func callingAfter(kind []string) bool {
	last := trimPunct(kind[len(kind)-1])
	return personNoun(last) && !pluralWord(last)
}

// ofPhrase returns where "of" and the one to three words of what a kind is
// of start, when they end right before word i ("of the sun", "of Set", "of
// the Black Wood"), or 0: a phrase after "of" completes the noun before it.
func ofPhrase(ws []string, i int) int {
	for k := i - 1; k >= max(1, i-4); k-- {
		switch {
		case trimPunct(ws[k]) != ws[k]:
			return 0
		case ws[k] == "of":
			return k * min(1, i-1-k)
		}
	}
	return 0
}

// kindBefore returns the kind printed right before a name starting at word
// start: one or two lower-case words after an article or a possessive ("the
// smuggler Kessa Blackwater", "his mastiff Grip"), with "named" or "called"
// between them ("a goblin scavenger named Snagg"), or "".
func kindBefore(ws []string, start int) string {
	if start > 0 && (ws[start-1] == "named" || ws[start-1] == "called") {
		start--
	}
	for k := start - 1; k >= max(1, start-2); k-- {
		if !isLowerWord(ws[k]) {
			return ""
		}
		if d := strings.ToLower(ws[k-1]); isArticle(d) || slices.Contains(determiners, d) {
			return strings.Join(ws[k:start], " ")
		}
	}
	return ""
}

// isLowerWord reports whether w is a lower-case word with no punctuation
// after it, as a creature's kind is ("smith", "eel-man").
func isLowerWord(w string) bool {
	return w != "" && isLower(w[0]) && isWordy(w) && !slices.Contains(stopWords, w)
}

// counted reports whether ws[i] is a count other than an article.
func counted(ws []string, i int) bool {
	if i < 0 || isArticle(ws[i]) {
		return false
	}
	_, _, ok := readCount(ws, i)
	return ok
}

// nameJoins join the capitalised words of a character's name.
var nameJoins = []string{"the", "of", "de", "von", "van"}

// classLevelExpr matches a character's class and level as stat lines print
// them for hit dice ([statblock.ClassLevelPattern]): "F4", "MU3", "C 2",
// "Ftr 5", "M-U 3".
var classLevelExpr = statblock.ClassLevelPattern()

// classLevelRE matches a character's class and level opening a stat line:
// "F4", "MU3", "MU 5".
var classLevelRE = regexp.MustCompile(`^(?:` + classLevelExpr + `)$`)

// statBrackets yields the stat lines printed in brackets after a word of
// ws (see statParen): the index of the word the bracket opens at, and the
// text inside it.
func statBrackets(ws []string) iter.Seq2[int, string] {
	return func(yield func(int, string) bool) {
		for i := 1; i < len(ws); i++ {
			if !opensBracket(ws[i]) {
				continue
			}
			if inner, ok := statInBrackets(ws[i:min(len(ws), i+maxParenWords)]); ok && !yield(i, inner) {
				return
			}
		}
	}
}

// statParen reports whether text in brackets is a stat line: it opens with
// an HD, AC or hp token, or with a label spelled out and a figure of its
// value ("(hit points 5, 4, 3, 2)", "(Armor Class 15)"; "HP (hit points)"
// is a legend), or with a class and level
// before a label (a character's level stands for its hit dice: "(F1, hp
// 4)", "(C3; AC 5)"), or carries minParenLabels labels, abbreviated or
// spelled out with their values as Basic Fantasy prints them ("(Armor
// Class 15, hp 19, Attacks 1 sword, ...)").
func statParen(inner string) bool {
	iw := words(inner)
	if len(iw) < 2 {
		return false
	}
	hits := statblock.LabelsIn(inner)
	labels := max(len(blockLabelRE.FindAllString(inner, -1)), len(hits))
	spelled := len(hits) > 0 && hits[0].Start == len(inner)-len(strings.TrimLeft(inner, " ")) && strings.ContainsAny(inner, "0123456789")
	return opensStat(trimPunct(iw[0])) || spelled ||
		labels >= 1 && opensClassLevel(iw) || labels >= minParenLabels
}

// opensClassLevel reports whether words iw open with a class and level,
// joined or spaced ("F4,", "MU 5;").
func opensClassLevel(iw []string) bool {
	return classLevelRE.MatchString(trimPunct(iw[0])) || len(iw) > 1 && classLevelRE.MatchString(iw[0]+" "+trimPunct(iw[1]))
}

// headCountRE matches a name line ending in a count: "Goblin (4)".
var headCountRE = regexp.MustCompile(`^(.+?)\s*\((` + countExpr + `)\)$`)

// headedBlocks returns the creatures of stat blocks printed under a name
// line in ls ("Smuggler" over "AC 7 [12], HD 1 (4hp), Att 1 × weapon ...",
// "Goblin (4)" over its block; a count and a name over it, set apart: see
// countsBlock), each with its block lines joined as the
// stat line, counted as the name line's count in parentheses, else as 1
// when the name is singular, when the block stands inside the area's text
// (text goes on after it) or the text before it names the creature (see
// namedElsewhere): a block under a name the area never uses, after its
// last line, stands beside the area, not in it. Stat lines opened by a
// name, at a line's start or a later sentence's, count too (see
// namedSentence: "Skeletons: AC 7, HD 1, ...", "Sexton Mabb — HD 2, HP 11,
// ...", "Sir Odo Rook (F4): AL C, MV 90' ..."), and each stat line run on
// after such a line's last value (see statEnd: "..., ML 7 Goblin chief:
// AC 4, ...").
func headedBlocks(ls []line, b bestiary) []requests.Encounter {
	var out []requests.Encounter
	for i := 0; i < len(ls); i++ {
		name, level, stat, named := namedSentence(ls[i])
		first := i + 1
		if named {
			first = i
		} else if i+1 < len(ls) && blockStatRE.MatchString(ls[i+1].text) && (namesBlock(ls[i].text) || countsBlock(ls, i)) {
			name = ls[i].text
		} else {
			continue
		}
		end := statLineEnd(ls, first)
		if named { // the line ends with its sentence: "... XP 190. He wears plate"
			ws := words(joinLines(append([]line{{text: stat}}, ls[i+1:end]...)))
			for e := statEnd(ws, 0); e < sentenceEnd(ws, 0); e = statEnd(ws, 0) {
				next, nextLevel, nextStat, ok := namedLine(line{text: strings.Join(ws[e:], " ")})
				if !ok {
					break
				}
				out = append(out, headedBlock(name, level, withoutPossessions(statText(ws, 0, e)), b)) // run on: "..., ML 7 Goblin chief: AC 4, ..."
				name, level, ws = next, nextLevel, words(nextStat)
			}
			stat = withoutPossessions(statText(ws, 0, statEnd(ws, 0)))
		} else {
			stat = joinLines(ls[first:end])
		}
		if endsWithLabel(stat) {
			stat = "" // its last value is lost ("..., MV 30ft, ML"): the block printed on the page answers
		}
		if named || end < len(ls) || namedElsewhere(name, ls[:i]) {
			out = append(out, headedBlock(name, level, stat, b))
		}
		i = end - 1
	}
	return out
}

// possessionRE matches the clause of a stat line, after a semicolon, that
// says what the creature carries, as TSR and B/X modules close a
// character's line ("...; carries 40 gp", "...; he wears a ring of
// protection"): a verb of holding, after a pronoun or none, where a stat
// line's fields open with their labels.
var possessionRE = regexp.MustCompile(`;\s+(?:(?i:he|she|it|they|each)\s+)?(?:carries|carry|has|have|wears|wear|holds|hold|owns|own|keeps|keep|bears|bear)\b`)

// withoutPossessions returns stat line s up to the clause of what the
// creature carries (see possessionRE), which is treasure, not a field of
// its stats; s when it prints none.
func withoutPossessions(s string) string {
	if loc := possessionRE.FindStringIndex(s); loc != nil {
		return strings.TrimSpace(s[:loc[0]])
	}
	return s
}

// statLineEnd returns the index after the last line of the stat line that
// opens on ls[first]: the lines after it belong to it while each carries
// it on (see carriesStatLine) and none heads a block, is set apart or
// opens a creature's own stat line (see opensNamedBlock). A stat line that
// ends its printed line with no stop ends there when the next line goes
// on with prose ("...; Special: paralysis" over "The crypt is cold.").
func statLineEnd(ls []line, first int) int {
	end := first + 1
	for end < len(ls) && carriesStatLine(ls[end-1].text, ls[end].text) && !headsBlock(ls, end) && !setApart(ls[end]) && !opensNamedBlock(ls[end]) {
		end++
	}
	return end
}

// endsWithLabel reports whether stat line t ends with a label, whose value
// the next line carries: an abbreviated label ("..., ATK pick 1d6, MV" /
// "30ft, ML 7"), or any label of the vocabulary, spelled out too, with the
// colon that sets its value after it ("...; CL/XP 2/20; Special:" / "none;
// hp 14").
func endsWithLabel(t string) bool {
	ws := words(t)
	return len(ws) > 0 && statLabelRE.MatchString(trimPunct(ws[len(ws)-1])) || labelColonEndRE.MatchString(t)
}

// labelColonEndRE matches text ending with a stat label, abbreviated or
// spelled out, and its colon: "...; Special:", "..., Hit Dice:".
var labelColonEndRE = regexp.MustCompile(`(?:^|[\s,;(*])(?:` + statblock.Pattern(true) + `)\s*:[*\s]*$`)

// namedElsewhere reports whether the text of ls names the creature a
// block's name line names: a word of the name of four letters or more,
// singular or plural, possessive or not ("The statue is the Copper
// Guardian" before "Copper Guardian" over its block).
func namedElsewhere(name string, ls []line) bool {
	said := map[string]bool{}
	for _, w := range words(strings.ToLower(joinLines(ls))) {
		said[naming.Singular(strings.TrimSuffix(trimPunct(w), "'s"))] = true
	}
	for _, w := range words(strings.ToLower(blockName(name))) {
		if w = naming.Singular(trimPunct(w)); len(w) >= 4 && said[w] {
			return true
		}
	}
	return false
}

// headsBlock reports whether line i is the name line of a stat block (see
// namesBlock), itself no line of a block ("Movement: 120'"), over a line
// that opens one
// ("Gargoyle" over "Armor Class: 15 Hit Dice: 4**", "Goblin chief" over
// "AC 4 [15], HD 3, ..."), so a block before it ends there.
func headsBlock(ls []line, i int) bool {
	return i+1 < len(ls) && blockStatRE.MatchString(ls[i+1].text) && namesBlock(ls[i].text) && !isStatBlockLine(ls[i].text)
}

// namesBlock reports whether line t may be a stat block's name line: a
// short heading, or a name in sentence case (see sentenceNameRE).
func namesBlock(t string) bool {
	return isHeading(t, 5) || sentenceNameRE.MatchString(strings.TrimSpace(t))
}

// sentenceNameRE matches a creature's name in sentence case, as a block's
// name line prints it: a capitalised word and up to two words in lower
// case, with or without a count in brackets or after a times sign and bold
// marks ("Giant rat", "Goblin chief (2)", "Bog hound x2", "**Bandit
// leader**").
var sentenceNameRE = regexp.MustCompile(`^\**[A-Z][a-z'-]+(?:\s+[a-z][a-z'-]+){0,2}\**(?:\s*\((?:` + countExpr + `)\)|\s+[x×]\s?\d{1,3})?\**$`)

// startsBestiary reports whether line i, under an area whose lines so far
// are before, opens a run of stat blocks that is no part of the area, as a
// monster appendix or a module's list of its monsters follows the last
// area: two name-headed blocks or more in a row (see headsBlock), the first
// naming a creature the area's text does not ("**Cultist**" over its block,
// then "**Gargoyle**" over its own, after an area about a gargoyle). A
// block of a creature the text names, or one the area's text goes on
// after, is the area's own ("The statue is the Copper Guardian" over
// "Copper Guardian", "Armor Class: 18 ..."), and so are the blocks of a
// run that the next key, at line next (-1 for none), stands right under (a bestiary is a part
// of the module of its own, not a run of blocks between two areas: an
// area's blocks carried on to the head of the next page, with its
// creatures named otherwise in its text).
func startsBestiary(ls []line, i, next int, before []line) bool {
	if !headsBlock(ls, i) || len(before) == 0 {
		return false
	}
	end, _ := blockEnd(ls, i)
	if !headsBlock(ls, end) {
		return false
	}
	last := end
	for last < next && headsBlock(ls, last) {
		last, _ = blockEnd(ls, last)
	}
	if last == next {
		return false // the next key stands right under the blocks: they are the area's, carried on to its next page
	}
	said := map[string]bool{}
	for _, w := range words(strings.ToLower(joinLines(before))) {
		said[naming.Singular(strings.TrimSuffix(trimPunct(w), "'s"))] = true
	}
	ws := words(strings.ToLower(blockName(ls[i].text)))
	return len(ws) > 0 && !said[naming.Singular(trimPunct(ws[len(ws)-1]))]
}

// blockHeadRE matches a line opening a stat block with a name and a count:
// "Bodyguards (2): AC 5; ...".
var blockHeadRE = regexp.MustCompile(`^[A-Z][\pL' -]{0,30}\((?:` + countExpr + `)\):`)

// namedLineRE matches a line opened by a name, a character's class and
// level in brackets after it, or the character's kind in brackets or
// after a comma (see individualLabel), or neither, and a colon or a dash:
// "Skeletons: AC 7, ...", "Sexton Mabb — HD 2, ...", "Sir Odo Rook (F4):
// AL C, ...", "Grishnak (Goblin Chief): AC 5 [14], ...", "Grus, goblin
// chief: AC 6 [13], ...". A count in brackets stays
// with the name, which headedBlock counts by ("Goblins (4): Armor Class:
// 6 Hit Dice: 1-1", whose spelled-out labels no word of the line opens
// a stat line with; see blockHeadRE).
var namedLineRE = regexp.MustCompile(`^(?:The\s+)?([A-Z][\pL'’ -]{0,30}?(?:\s+\([A-Za-z][\pL'’ -]{0,30}\)|\s*\((?:` + countExpr + `)\)|,\s+[\pL'’ -]{1,30}?)?)(?:\s*\((` + classLevelExpr + `)\))?\s*(?::|\s[—–])\s+(.+)$`)

// leadClassRE matches a stat line opened by a character's class and level,
// which stand for hit dice, before its labels: "M-U 5, AC 9 [10], ...".
var leadClassRE = regexp.MustCompile(`^(` + classLevelExpr + `)[,;]\s+(.+)$`)

// openerValueRE matches the start of a stat line: an armour class, hit dice
// or hit points label and its value ("AC 7", "HD2", "hp ~-1").
var openerValueRE = regexp.MustCompile(`^(?:` + openers + `)\s?~?-?\d`)

// namedLine reads a stat line opened by the name of its creature (see
// namedLineRE), by a name in capitals run into it (see capitalName:
// "GIANT LEECH AC 7, ..."), or by a bold name whose dash the page text may drop
// ("**Acolyte** – AC 9, ..." reads "Acolyte" and "AC 9, ..."), a class
// and level in brackets between them or none ("**Mother Crenna** (Level 4
// Cleric) AC 4 [15], ..."): the name
// without an article before it, the class and level printed after it
// ("F4", "MU 5") or opening the stat line ("Mirela: M-U 5, AC 9 [10]")
// and the stat line after the colon or dash and the class. The stat line
// opens with an armour class, hit dice or hit points label, or, after a
// class and level, which stand for hit dice, or in Labyrinth Lord's order,
// with any labels a stat block carries when it prints an armour class or
// hit dice ("AL C, MV 90' (30'), AC 2, hp 27"), or with its armour class,
// hit dice or hit points spelled out before another label, as Basic
// Fantasy and AD&D 1e print them ("Ogre: Armor Class: 5 Hit Dice: 4+1",
// "OGRE: ARMOR CLASS: 5 MOVE: 9\"").
func namedLine(l line) (name, level, stat string, ok bool) {
	if l.lead == "" && l.named != "" && strings.HasPrefix(l.text, l.named+" ") {
		l.lead, l.after = l.named, strings.TrimPrefix(l.text, l.named+" ") // a name set in italics: "*Fire beetle* AC 4 [15], ..."
	}
	if m := namedLineRE.FindStringSubmatch(l.text); m != nil {
		name, level, stat = strings.TrimSpace(m[1]), m[2], m[3]
	} else if after := strings.TrimLeft(l.after, "—–- "); l.lead != "" && !strings.HasSuffix(l.lead, ":") && after != l.after {
		name, stat = strings.TrimPrefix(l.lead, "The "), after
	} else if after, lvl := bracketedClass(l.after); l.lead != "" && !strings.HasSuffix(l.lead, ":") && (openerValueRE.MatchString(after) || anyOpenerRE.MatchString(after)) {
		name, level, stat = strings.TrimPrefix(l.lead, "The "), lvl, after
	} else if n, st, ok := capitalName(l.text); ok {
		name, stat = n, st // capitals set the name apart: "GIANT LEECH AC 7, ..."
	}
	if name = strings.TrimSuffix(name, "."); name == "" || statLabelNameRE.MatchString(name) || clauseName(name) {
		return "", "", "", false // a bold name closed by a full stop reads as one closed by a colon: "**Goblins (3).** HD 1-1, ..."
	}
	if m := leadClassRE.FindStringSubmatch(stat); m != nil && level == "" {
		level, stat = m[1], m[2] // "Mirela: M-U 5, AC 9 [10], ..."
	}
	return name, level, stat, openerValueRE.MatchString(stat) || (level != "" || anyOpenerRE.MatchString(stat) || spelledOpenerRE.MatchString(stat)) && isStatBlockLine(stat) && statblock.PrintsStats(stat)
}

// leadClassBracketRE matches a character's class and level in brackets
// opening text, and the text after them: "(Level 4 Cleric) AC 4 [15], ...".
var leadClassBracketRE = regexp.MustCompile(`^\((` + classLevelExpr + `)\)\s*[:—–-]?\s*(.*)$`)

// bracketedClass returns text without the class and level in brackets it
// opens with, as a character's class and level are set after the bold
// name and before the stat line ("**Mother Crenna** (Level 4 Cleric) AC 4
// [15], ..."), and that class and level; text and "" when it opens with
// none.
func bracketedClass(text string) (rest, level string) {
	if m := leadClassBracketRE.FindStringSubmatch(text); m != nil {
		return m[2], m[1]
	}
	return text, ""
}

// opensStatLine reports whether text opens a stat line: with an armour
// class, hit dice or hit points token, or with any label and its value in a
// line that prints an armour class or hit dice (see anyOpenerRE).
func opensStatLine(text string) bool {
	ws := words(text)
	return len(ws) > 0 && opensStat(ws[0]) || anyOpenerRE.MatchString(text) && statblock.PrintsStats(text)
}

// anyOpenerRE matches a stat line opened by any label and a value of its
// field (see [statblock.OpenerPattern]), as Labyrinth Lord opens its lines
// with the alignment and movement: "AL N, MV 150' (50'), AC 7, HD 2, ...".
var anyOpenerRE = regexp.MustCompile(`^(?:` + statblock.OpenerPattern() + `)`)

// namedSentence reads a stat line opened by a name (see namedLine) at the
// start of line l or of a later sentence of it, as a character's stat line
// follows a sentence of the area's text on the same line ("A long table
// fills the room. Sir Odo Rook (Ftr 4): AC 2, hp 22, ...").
func namedSentence(l line) (name, level, stat string, ok bool) {
	if name, level, stat, ok = namedLine(l); ok {
		return name, level, stat, ok
	}
	from := 0
	for k, s := range sentences(l.text) {
		at := from + strings.Index(l.text[from:], s)
		from = at + len(s)
		if name, level, stat, ok = namedLine(line{text: l.text[at:]}); k > 0 && ok {
			return name, level, stat, ok
		}
	}
	return "", "", "", false
}

// opensNamedBlock reports whether line l opens a creature's own stat line,
// where the stat line before it ends whatever its last value: a name and
// a count before a colon ("Bandits (4): AC 6 [13], ..."), or a stat line
// opened by a name (see namedLine: "**Gribble** AC 5 [14], ...",
// "Ssark: AC 4 [15], ...").
func opensNamedBlock(l line) bool {
	_, _, _, ok := namedLine(l)
	return ok || blockHeadRE.MatchString(l.text)
}

// isNamedLine reports whether t is a stat line opened by a name (see
// namedLine).
func isNamedLine(t string) bool {
	_, _, _, ok := namedLine(line{text: t})
	return ok
}

// headedBlock returns the encounter of a stat block under name, or opened by
// it, counted by a count in brackets after the name or one before it
// ("Goblin (4)", "3 Ghouls"); a class and level printed with the name make
// it one character, of that name, as a name and its kind after a comma do
// (see individualLabel: "Grusk, Hobgoblin Chief").
func headedBlock(name, level, stat string, b bestiary) requests.Encounter {
	e := requests.Encounter{Creature: name, StatLine: stat}
	one := 1
	who, kind, individual := individualLabel(name, b)
	switch m, c := headCountRE.FindStringSubmatch(name), countedNameRE.FindStringSubmatch(name); {
	case m != nil:
		e.Creature, e.Count = m[1], parenCount(m[2])
	case c != nil:
		e.Creature, e.Count = c[2], parenCount(c[1])
	case individual:
		e.Creature, e.Name, e.Count.Fixed = kind, who, &one
		if classLevelRE.MatchString(kind) {
			e.Creature, e.StatLine = who, kind+", "+stat // the level is the hit dice: "Ysolde the Pale, Magic-User 4"
		}
	case level != "":
		e.Name, e.Count.Fixed, e.StatLine = name, &one, level+", "+stat
	case naming.Singular(strings.ToLower(strings.Split(name, ",")[0])) == strings.ToLower(strings.Split(name, ",")[0]):
		e.Count.Fixed = &one
	}
	return e
}

// individualLabel reads a stat block's name line that names one
// individual and, after a comma or in brackets after the name, its kind
// or its class and level ("Grusk, Hobgoblin Chief", "Ysolde the Pale,
// Magic-User 4", "Salt King (Wight)"): who, the capitalised name before
// the comma or bracket, which no creature of the alias table is (an
// inverted name puts a known creature first: "Eel, Cistern", "Rat,
// Giant") and, before a bracket, no word of which is one (a creature's
// role stands in brackets after its kind: "Orc (Leader)", "Goblin Boss
// (Chief)"), and kind, the words after it, a class and level or words whose last
// names a creature or a person (see creatureHead), singular; an epithet
// after "the" is part of the name ("Old Maud, the Drowned Miller").
func individualLabel(label string, b bestiary) (who, kind string, ok bool) {
	label = strings.Trim(label, "* ")
	who, kind, found := strings.Cut(label, ", ")
	m := bracketedKindRE.FindStringSubmatch(label)
	if m != nil {
		who, kind, found = m[1], m[2], true
	}
	ws := words(kind)
	if !found || !startsUpper(who) || len(ws) == 0 || strings.Contains(kind, ",") || strings.ContainsAny(who, "()") ||
		strings.EqualFold(ws[0], "the") || isArticle(ws[0]) {
		return "", "", false
	}
	if knownIn(b.table, who) || m != nil && slices.ContainsFunc(words(who), func(w string) bool { return knownIn(b.table, w) }) {
		return "", "", false
	}
	last := trimPunct(ws[len(ws)-1])
	if classLevelRE.MatchString(kind) || creatureHead(last, b) && !pluralWord(last) {
		return who, kind, true
	}
	return "", "", false
}

// knownIn reports whether table resolves phrase to a creature, exactly
// or by an alias.
func knownIn(table *requests.AliasTable, phrase string) bool {
	m := table.Resolve(phrase).Match
	return m == requests.MatchExact || m == requests.MatchAlias
}

// bracketedKindRE matches a name line with a bracketed kind after the
// name, the whole of the line: "Salt King (Wight)", "Mother Grue (Hag)".
var bracketedKindRE = regexp.MustCompile(`^([^(),]+?)\s+\(([^()]+)\)$`)

// blockLabelRE matches a stat label of the vocabulary that a stat block
// line carries, in capitals or in the mixed case of Basic Fantasy lines
// ("Mv 40', Sv F1, Ml 12"), with the character after it.
var blockLabelRE = regexp.MustCompile(`(?:^|[\s,])(?:` + statblock.Pattern(false) + `)(?:$|[^\pL\pN_])|^\[`)

// carriesStatLine reports whether line next carries on the stat line or
// stat block whose line so far is prev: it carries the value of the label
// prev ends in (see carriesValue), it continues the block (see
// continuesBlock: "..., ML 8," / "XP 20"), or it goes on in lower case
// after a semicolon, which sets apart a stat line's clauses where a
// sentence of prose would open in capitals ("..., hold person;" / "carries
// 40 gp and a holy symbol"). Every rule that reads a stat
// line over several lines decides with it where the stat line ends.
func carriesStatLine(prev, next string) bool {
	return carriesValue(prev, next) || continuesBlock(prev, next) || strings.HasSuffix(strings.TrimSpace(prev), ";") && goesOn(next)
}

// carriesValue reports whether line next carries the value of the label
// that stat line prev ends in ("..., XP" / "125", "..., MV" / "30ft, ML
// 7"): it opens no keyed area (see keyAfterLabel: "..., ML" / "12. GUARD
// ROOM.").
func carriesValue(prev, next string) bool { return endsWithLabel(prev) && !keyAfterLabel(next) }

// continuesBlock reports whether next carries on a stat block whose line so
// far is prev: prev does not end a sentence, next heads no block of its own
// ("Bodyguards (2): AC 5; ...", or a name over its own stat line: see
// namesOwnStats) and is no page number (a folio under the block's last
// value, "XP: 145" over "1", is the page's, not the block's: a number
// carries on a block only as the value of the label it ends in, see
// carriesValue), and next starts with a label, "[" or a value's note
// (see valueNoteRE), which a typesetter sets on the next line as any word:
// "MV 9/18" over "(fly), ML 8"), carries two labels or more (abbreviated, or
// spelled out as the parser reads them: "No. of Attacks: 1 fist Damage:
// 2d8"), is a word or two ("None"), or goes on with the words of a field
// that prev leaves open (see wrapsField: "...; Special: swallows whole on
// a" over "natural 19 or 20.").
func continuesBlock(prev, next string) bool {
	if strings.HasSuffix(prev, ".") || isPageNumber(next) || isNamedLine(next) || blockHeadRE.MatchString(next) || namesOwnStats(next) {
		return false
	}
	labels := blockLabelRE.FindAllStringIndex(next, -1)
	return len(labels) > 1 || len(labels) == 1 && labels[0][0] == 0 || valueNoteRE.MatchString(next) || len(words(next)) <= 2 || isStatBlockLine(next) ||
		wrapsField(prev, next) || splitsLabel(prev, next)
}

// wrapsField reports whether next goes on with the value prev ends in: a
// typesetter breaks a line at any space, inside a field of words as
// anywhere ("Special: swallows whole on a" over "natural 19 or 20, ..."),
// so a line opened in lower case (see goesOn) carries on a line that ends
// in a word, a figure or a comma, whose field it has not closed with a
// sentence's end, a semicolon or a bracket. A line with a sentence's end
// inside it has left the block for prose ("..., TT C" / "Cobb has 6 hp
// and Wenna 4 hp. They would rather bargain" / "than die: ..."): what
// wraps from it is the prose's. A list of names in a field of words (see
// wordsField) goes on after its comma in any case, as names are
// capitalised ("spells: Cause Fear," over "Hold Person; carries 40 gp").
func wrapsField(prev, next string) bool {
	prev = strings.TrimRight(prev, " *")
	if prev == "" || len(sentences(prev)) > 1 || !goesOn(next) && !(strings.HasSuffix(prev, ",") && wordsField(prev) && next != "") {
		return false
	}
	c := prev[len(prev)-1]
	return c == ',' || isLower(c) || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// splitsLabel reports whether the line break between prev and next falls
// inside a label spelled out, which a typesetter breaks at a space like any
// words ("... SPECIAL DEFENSES: Nil MAGIC" over "RESISTANCE: Standard ...",
// "... Hit" over "Dice: 3"): prev's last word, no label by itself (see
// carriesValue: "..., ML" over "12. GUARD ROOM."), and next read as a line
// that opens with a label.
func splitsLabel(prev, next string) bool {
	ws := words(prev)
	return len(ws) > 0 && !statLabelRE.MatchString(trimPunct(ws[len(ws)-1])) && opensLabel(ws[len(ws)-1]+" "+next)
}

// valueNoteRE matches a line opened by a value's note, a few words in
// brackets with no sentence in them, and a word or two more before a
// comma, a semicolon or the line's end, with further notes of the same
// value among them ("(fly), ML 8", "(30') flying, ML 8", "(20') / 120'
// (40') swimming, SV D12"): a bracket that opens a sentence ("(If their
// leader dies, they flee.)") is the area's text again.
var valueNoteRE = regexp.MustCompile(`^\([^().]{1,20}\)(?:[^().]{0,20}\([^().]{1,20}\))*[^().]{0,20}(?:[,;]|$)`)

// namesOwnStats reports whether line t opens with a name and goes on to
// print a stat line of its own: its first word has a capital and no figure
// and is no stat label or value, nor does t open with a label spelled out
// ("Armor Class: 15"), and an armour class, hit dice or hit points label
// with its value follows. A stat line wraps at a space inside its fields,
// so a line it wraps onto opens with a value, a label, a bracket or the
// rest of an attack ("sword (1d8), THAC0 17"), which prints no armour
// class or hit dice again; a line opened by a name that prints them is the
// next creature's block, set under the last with no blank line between
// ("Gribble AC 5 [14], HD 2 (11hp), ...", "Dame Ilse (Level 6 Fighter) AC
// 9 [10], HP 28, ...", "Faelin, a 2nd level elf (AC 4, hp 7, ...)").
func namesOwnStats(t string) bool {
	ws := words(t)
	if len(ws) < 3 || opensLabel(t) {
		return false
	}
	first := trimPunct(ws[0])
	if !startsUpper(first) || strings.ContainsAny(first, "0123456789") || isStatToken(first) {
		return false
	}
	_, _, ok := statRun(ws, 1)
	return ok
}

// isStatBlockLine reports whether t is a line of a stat block by the
// labels the stat-block parser reads in it: two or more ("Movement: 20'
// No. Appearing: 1"), or one that opens the line ("Treasure Type: U").
func isStatBlockLine(t string) bool {
	hits := statblock.LabelsIn(t)
	return len(hits) > 1 || len(hits) == 1 && hits[0].Start == 0
}

// mergeBlocks adds the creatures of stat blocks to encounters: a block of a
// creature already met (same name or same last word, or an individual's
// name without the words before it: "Grint" of "Old Grint"; the same
// individual's name; its name and kind when the text meets it by its name
// alone) gives it its stat line
// when it has none, when the text's runs on from the block's into the
// next block, when the text's is the block's read from its armour class
// on, without the labels Labyrinth Lord prints first, or when the text's
// stops at a comma of a list that the block reads on over its line break
// (see wrapsField); any other block is a creature of its own.
func mergeBlocks(es, blocks []requests.Encounter) []requests.Encounter {
	for _, bl := range blocks {
		found := false
		for i := range es {
			if sameCreature(es[i].Creature, bl.Creature) || sameHead(es[i].Creature, strings.Split(bl.Creature, ",")[0]) || strings.EqualFold(es[i].Name, bl.Creature) ||
				es[i].Name != "" && (qualifies(es[i].Name, bl.Creature) || strings.EqualFold(es[i].Name, bl.Name)) || es[i].Name == "" && strings.EqualFold(es[i].Creature, bl.Name) {
				found = true
				if (es[i].Name == "" || es[i].Creature == es[i].Name) && bl.Name != "" {
					es[i].Creature, es[i].Name = bl.Creature, bl.Name // "Snagg" is the block's "Snagg, Goblin Scavenger", "Mother Grue" its "Mother Grue (Ghoul)"
				}
				if es[i].StatLine == "" || bl.StatLine != "" && (strings.HasPrefix(es[i].StatLine, bl.StatLine+" ") || strings.HasSuffix(bl.StatLine, " "+es[i].StatLine) || strings.HasPrefix(bl.StatLine, es[i].StatLine+",")) {
					es[i].StatLine = bl.StatLine // the text ran on into the next block ("... XP 25" / "**1 Wight**" / "AC 5 ..."), read it from its armour class on ("AL N, MV 150' (50'), AC 7, ..."), or stopped at a list's comma the block reads on from ("Special: Paralysis," / "Immune to Sleep")
				}
			}
		}
		if !found {
			es = append(es, bl)
		}
	}
	return es
}

// leadingCreature returns the creature an area's text opens with, uncounted
// and singular ("Orc guard.", "Orc alchemist at his desk"): one, named by
// its first word, or by the words before its own stat line in brackets
// ("Goblin king (AC 4, ...)" is a goblin king with that stat line, not a
// goblin), unless a stat block or count in blocks names it ("Goblin x3")
// or a longer name the word opens ("Orc Leader (1): AC 4").
func leadingCreature(ws []string, b bestiary, blocks []requests.Encounter) []requests.Encounter {
	if len(ws) == 0 {
		return nil
	}
	first := strings.ToLower(trimPunct(ws[0]))
	if !b.knows(first) || naming.Singular(first) != first || leavesRemains(ws, 0, 1) || slices.ContainsFunc(blocks, func(e requests.Encounter) bool {
		return strings.HasPrefix(strings.ToLower(e.Creature), first+" ") || strings.EqualFold(e.Creature, first)
	}) {
		return nil
	}
	one := 1
	for end := 2; end <= min(len(ws)-1, maxLeadName); end++ {
		if endsSentence(ws[end-1]) || verbLike(ws[end-1]) {
			break
		}
		if stat, _, shared := statAfter(ws, end); stat != "" && !shared {
			return []requests.Encounter{{Creature: trimPunct(strings.Join(ws[:end], " ")), Count: requests.Count{Fixed: &one}, StatLine: stat}}
		}
	}
	return []requests.Encounter{{Creature: trimPunct(ws[0]), Count: requests.Count{Fixed: &one}}}
}

// maxLeadName is the most words of a name an area's text opens with
// before the creature's own stat line in brackets ("Goblin king (AC 4,
// ...)", "Wolf chief (AC 5, ...)").
const maxLeadName = 3

// qualifiers stay in a creature name the rules do not know ("giant dream
// beetles").
var qualifiers = []string{"giant", "great", "dire", "huge", "young", "elder", "ancient", "undead"}

// unknownName returns the words of a long or unknown creature's phrase that
// name it: for a group, up to its first plural word; then the last two
// words, with a qualifier before them, or the last alone after a participle
// or "captive", which say the state the creatures are in
// ("ten tentacles seize victims" → "tentacles", "greedy pirate gray elves"
// → "gray elves", "giant dream beetles" stays, "human sized slug" →
// "slug").
func unknownName(ws []string, p phrase) (start, end int) {
	end = p.end
	if p.count.Fixed == nil || *p.count.Fixed > 1 {
		for i := p.start; i < p.end; i++ {
			if w := strings.ToLower(trimPunct(ws[i])); naming.Singular(w) != w {
				end = i + 1 // the first plural word heads the phrase: "ten tentacles seize victims"
				break
			}
		}
	}
	p.end = end
	start = max(p.start, p.end-2)
	switch {
	case start > p.start && slices.Contains(qualifiers, strings.ToLower(ws[start-1])):
		start--
	case p.end-start == 2 && (strings.HasSuffix(ws[start], "ed") || strings.EqualFold(ws[start], "captive")):
		start++ // "human sized slug" → "slug", "captive shepherds" → "shepherds"
	}
	return start, p.end
}

// namedCreatures returns the creatures an area's text meets by name: a name
// over one of the module's own stat blocks (see newBestiary), printed with
// its capitals inside a sentence ("The Moth Queen rests on it", "the statue
// is the Copper Guardian"; not the block's own name line), one each — unless got already names it, alone, with
// its role before it or its title after it ("Old Maud, the Drowned
// Miller"), or the text
// only names what it owns ("the Moth Queen's cocoon").
func namedCreatures(text string, b bestiary, got []requests.Encounter) []requests.Encounter {
	var out []requests.Encounter
	for _, name := range b.heads {
		if slices.ContainsFunc(append(got, out...), func(e requests.Encounter) bool {
			c, n := strings.ToLower(e.Creature), strings.ToLower(name)
			return sameCreature(c, n) || qualifies(c, n) || strings.HasPrefix(c, n+",") || strings.HasPrefix(c, n+" ") || strings.EqualFold(e.Name, name)
		}) {
			continue
		}
		re := regexp.MustCompile(`\b` + regexp.QuoteMeta(name) + `\b(?:['’]s)?`)
		for _, loc := range re.FindAllStringIndex(text, -1) {
			before := strings.TrimSpace(text[:loc[0]])
			inSentence := strings.HasSuffix(strings.ToLower(before), "the") || before != "" && !hasTerminalPunct(before)
			if m := text[loc[0]:loc[1]]; inSentence && (!strings.HasSuffix(m, "s") || strings.HasSuffix(name, "s")) {
				one := 1
				out = append(out, requests.Encounter{Creature: name, Count: requests.Count{Fixed: &one}})
				break
			}
		}
	}
	return out
}
