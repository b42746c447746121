package offline

import (
	"regexp"
	"slices"
	"strings"

	"github.com/scriptorium/scriptorium/requests"
	"github.com/scriptorium/scriptorium/statblock"
)

// valueRE matches a printed amount of coin: "500gp", "2,000 gp", "10,000
// gold", "30 silver pieces", "2d6 cp", "2-12 gp", and the word after it
// that makes it a price of each thing counted ("50 gp each", "apiece",
// "ea."); its groups are the amount, the denomination, the word "pieces"
// or "coins", and the price word.
var valueRE = regexp.MustCompile(`(?i)\b(\d*d\d+|\d[\d,]*\s?[-–]\s?\d[\d,]*|\d[\d,]*)\s?(cp|sp|ep|gp|pp|copper|silver|electrum|gold|platinum)\b(\s+(?:pieces|coins))?(\s+(?:each|apiece|ea)\b)?`)

// eachBeforeRE matches the words before an amount that make it a price
// of each thing counted: "3 gems, each worth 50 gp", "(each 50 gp)", "3
// gems @ 50 gp".
var eachBeforeRE = regexp.MustCompile(`(?i)(?:(?:^|[\s,(])(?:each|apiece)(?:\s+(?:worth|valued\s+at))?|\s*@)\s*:?$`)

// madeOf reports whether the amount valueRE matched at m in s counts
// things made of a metal rather than coins: a metal spelled out ("2
// silver rings", "3 gold cups"), no "pieces" or "coins" after it, before
// a noun (a word of lower-case letters that is no word of a sentence's
// joints, place or verb: "40 silver in a sack", "200 gold scattered").
func madeOf(s string, m []int) bool {
	if m[5]-m[4] <= 2 || m[6] >= 0 || m[8] >= 0 {
		return false
	}
	ws := words(s[m[1]:])
	if len(ws) == 0 {
		return false
	}
	w := strings.TrimRight(ws[0], ".,;:)")
	if w == "" || w != ws[0] && len(ws) == 1 || strings.HasSuffix(w, "ed") || strings.HasSuffix(w, "ing") || slices.Contains(coinFollowers, w) {
		return false
	}
	for _, c := range w {
		if c < 'a' || c > 'z' {
			return false
		}
	}
	return true
}

// coinFollowers are words that follow an amount of coins in a sentence.
var coinFollowers = []string{"and", "or", "in", "on", "inside", "under", "beneath", "within", "into", "from", "at", "of", "with",
	"lie", "lies", "is", "are", "was", "were", "which", "that", "to", "for", "per", "total", "worth", "plus", "as", "if",
	"but", "by", "behind", "among", "near", "loose", "here", "there", "the", "a", "an", "can", "may", "each", "apiece", "ea"}

// denominations maps a printed coin word to its [requests.Coins] field.
var denominations = map[string]func(*requests.Coins) *int{
	"cp": func(c *requests.Coins) *int { return &c.CP }, "copper": func(c *requests.Coins) *int { return &c.CP },
	"sp": func(c *requests.Coins) *int { return &c.SP }, "silver": func(c *requests.Coins) *int { return &c.SP },
	"ep": func(c *requests.Coins) *int { return &c.EP }, "electrum": func(c *requests.Coins) *int { return &c.EP },
	"gp": func(c *requests.Coins) *int { return &c.GP }, "gold": func(c *requests.Coins) *int { return &c.GP },
	"pp": func(c *requests.Coins) *int { return &c.PP }, "platinum": func(c *requests.Coins) *int { return &c.PP },
}

// gpPer gives the worth in gold pieces of one coin of each denomination
// (B/X exchange rates).
var gpPer = map[string]float64{"cp": 0.01, "copper": 0.01, "sp": 0.1, "silver": 0.1, "ep": 0.5,
	"electrum": 0.5, "gp": 1, "gold": 1, "pp": 5, "platinum": 5}

// Words that make an amount a price or a sum rather than treasure found,
// and words after which an amount is loose coins: a container, a verb of
// holding or keeping ("They guard 40 gp", "Each carries 3 sp").
var (
	priceEnds     = []string{"for", "pay", "pays", "costs", "cost", "charges", "charge", "asks", "ask", "of", "another", "×", "x", "total", "fine", "bribe", "reward"}
	containerEnds = []string{"contain", "contains", "containing", "hold", "holds", "holding", "with", "has", "have",
		"carry", "carries", "carrying", "lie", "lies", "hide", "hides", "hidden", "find", "found", "treasure", "contents", "loot",
		"reveals", "reveal", "is", "are", "find", "finds", "and", "plus", "pile", "chest", "sack", "coins",
		"guard", "guards", "guarding", "keep", "keeps", "keeping", "kept", "own", "owns", "possess", "possesses",
		"hoard", "hoards", "wear", "wears", "bear", "bears", "stole", "stolen", "hid", "buried", "stashed"}
)

// treasure returns the treasure of an area's description: coins by
// denomination, valuables with their gold piece values, magic items and
// treasure type letters, and the sentences that print them or that a
// treasure label opens ("Treasure: 2d4 gems"; not "Treasure: none"); of a
// stat line that closes with what its creature carries, the clause that
// says so (see possessionRE).
func treasure(text string) requests.Treasure {
	var t requests.Treasure
	var printed []string
	prev := ""
	for _, s := range sentences(text) {
		found := coinsAndValuables(s, prev, &t)
		prev = s
		for _, m := range magicItems(s) {
			if !slices.ContainsFunc(t.Gems, func(g requests.Gem) bool { return strings.Contains(g.Description, m) }) {
				t.MagicItems = append(t.MagicItems, m)
				found = true
			}
		}
		if m := treasureTypeRE.FindStringSubmatch(s); m != nil && !amongStats(s) {
			t.TreasureTypes = append(t.TreasureTypes, m[1])
			found = true
		}
		if m := treasureLeadRE.FindStringSubmatch(s); m != nil && !noTreasureRE.MatchString(m[1]) {
			found = true // "Treasure: 2d4 gems", whatever its amounts
		}
		if loc := possessionRE.FindStringIndex(s); found && loc != nil && amongStats(s[:loc[0]]) {
			printed = append(printed, possessionClause(s[loc[0]+1:])) // a stat line's last clause: "...; carries 40 gp."
		} else if found {
			printed = append(printed, s)
		}
	}
	t.AsPrinted = strings.Join(printed, " ")
	return t
}

// possessionClause returns the clause of what a creature carries that
// opens text, the rest of a stat line after its semicolon (see
// possessionRE): up to the bracket that closes the stat line, when it is
// printed in brackets ("carries 40 gp) ignores visitors." gives "carries
// 40 gp"), else the whole.
func possessionClause(text string) string {
	depth := 0
	for i, r := range text {
		switch r {
		case '(':
			depth++
		case ')':
			if depth--; depth < 0 {
				return strings.TrimSpace(text[:i])
			}
		}
	}
	return strings.TrimSpace(text)
}

// treasureLeadRE matches a sentence that a treasure label opens, and
// noTreasureRE what it says when there is none.
var (
	treasureLeadRE = regexp.MustCompile(`(?i)^(?:treasure|loot|hoard)\s*:\s*(\S.*)$`)
	noTreasureRE   = regexp.MustCompile(`(?i)^(?:none|nil|nothing|no treasure|-|—)\b`)
)

// amongStats reports whether sentence s is a stat line, three stat labels
// or more ("Save As: Fighter: 2 Morale: 9 Treasure Type: B XP: 100", "(AC
// 6, HD 1, … TT C)"): a treasure type printed there is the creature's
// lair treasure, a field of its stat block, not the area's.
func amongStats(s string) bool {
	return len(statWordRE.FindAllStringIndex(s, 3)) == 3
}

// statWordRE matches a stat label, abbreviated or spelled out ("AC",
// "Armor Class", "Morale"), as a word.
var statWordRE = regexp.MustCompile(`(?:^|[\s,(;])(?:` + statblock.Pattern(true) + `)(?:$|[^\pL\pN_])`)

var treasureTypeRE = regexp.MustCompile(`(?:[Tt]reasure [Tt]ype|TREASURE TYPE|TT)s?:?\s+([A-V](?:\s*[,+&/]\s*[A-V])*)\b`)

// coinsAndValuables adds the amounts printed in sentence s to t: loose
// coins to t.Coins, valued things ("2 golden chalices, 500gp each", "rubies
// (2 × 100 gp)") to t.Gems. Prices ("play for 10gp"), totals and sums to
// roll ("1d6 × 100 sp") are skipped. It reports whether anything was
// added.
func coinsAndValuables(s, prev string, t *requests.Treasure) bool {
	found, from := false, 0
	for _, m := range valueRE.FindAllStringSubmatchIndex(s, -1) {
		if _, fixed := atoiLoose(s[m[2]:m[3]]); !fixed { // "2d6 cp", "2-12 gp": treasure of no fixed amount
			found, from = true, m[1]
			continue
		}
		if madeOf(s, m) {
			continue // "2 silver rings (25 gp each)": the rings, priced after
		}
		n, _ := atoiLoose(s[m[2]:m[3]])
		denom := strings.ToLower(s[m[4]:m[5]])
		each := m[8] >= 0
		before := strings.TrimSpace(s[from:m[0]])
		if loc := eachBeforeRE.FindStringIndex(before); loc != nil {
			each, before = true, strings.TrimSpace(before[:loc[0]]) // "3 gems, each worth 50 gp"
		}
		if loc := possessionRE.FindStringIndex(before); loc != nil {
			before = strings.TrimSpace(before[loc[0]+1:]) // what a stat line's creature carries: "(C3, AC 4, ...; carries 40 gp)"
		}
		before = strings.TrimSpace(approximateRE.ReplaceAllString(before, "")) // "holds roughly 40 sp": the amount, told as a guess
		last := strings.ToLower(lastWord(before))
		if times := timesRE.FindStringSubmatch(before); times != nil {
			if k, fixed := atoiLoose(times[1]); fixed {
				n, before = n*k, strings.TrimSpace(before[:len(before)-len(times[0])])
				last = strings.ToLower(lastWord(before)) // "rubies (2 × 100 gp)"
			} else {
				from = m[1] // "1d4 × 10,000 gold": a sum to roll, treasure only under a label
				continue
			}
		}
		if k, counted := countBefore(last); counted {
			if name, end := pricedAfter(s, m[1], k > 1); name != "" {
				if k > 1 {
					name = lastWord(before) + " " + name // "two 50 gp gems" → "two gems"
				}
				t.Gems = append(t.Gems, gem(name, float64(n*k)*gpPer[denom])) // "a 50 gp gem"
				found, from = true, end
				continue
			}
		}
		switch {
		case containerOf(before):
			*denominations[denom](&t.Coins) += n // "a pouch of 30 gp": the pouch's coins
		case slices.Contains(priceEnds, last) || strings.HasSuffix(before, "×") || paid(before) || rateRE.MatchString(s[m[1]:]):
			from = m[1]
			continue
		case before == "" && strings.HasPrefix(s[m[1]:], ",") && prev != "":
			t.Gems = append(t.Gems, gem(valueName(lastClause(prev)), float64(n)*gpPer[denom]))
		case unclosedParen(before) && holdsContents(before):
			*denominations[denom](&t.Coins) += n * multiplier(before, each)
		case worthLabelRE.MatchString(before) || unclosedParen(before) || last == "":
			desc, worth := valuableName(before), worthLabelRE.MatchString(before)
			if desc == "" && worth && prev != "" {
				desc = valueName(lastClause(prev)) // "Ruby. Worth: 100 gp." prices the thing named before it
			}
			switch {
			case desc != "":
				t.Gems = append(t.Gems, gem(desc, float64(n*multiplier(desc, each))*gpPer[denom]))
			case !worth: // a worth of nothing named is no coins
				*denominations[denom](&t.Coins) += n * multiplier(before, each)
			}
		case slices.Contains(containerEnds, last) || whereLabel(before):
			*denominations[denom](&t.Coins) += n * multiplier(before, each)
		default:
			t.Gems = append(t.Gems, gem(valueName(before), float64(n*multiplier(valueName(before), each))*gpPer[denom]))
		}
		found, from = true, m[1]
	}
	return found
}

// approximateRE matches the words that close the text before an amount
// and tell it as a guess ("about 650 gp", "roughly 40 sp", "some 300
// gold pieces", "c. 120 gp", "~50 gp"): they are part of the amount, and
// what stands before them says whose it is.
var approximateRE = regexp.MustCompile(`(?i)(?:^|\s)(?:about|around|roughly|some|nearly|almost|approximately|approx\.|circa|ca\.|c\.|perhaps|maybe|upwards\s+of|close\s+to|at\s+least)\s*$|~\s*$`)

// rateRE matches the unit an amount is charged by, printed right after it
// ("5 sp a night", "3 cp a head.", "1 gp per 50 feet", "2 cp per mug and
// ..."), as a town's key prices its rooms, meals and wares: the amount
// is a price, not treasure lying there; a valuable named after an amount
// ("300 gp, a ruby", "40 gp a large ruby") is none.
var rateRE = regexp.MustCompile(`^\s+(?:a|an|per)\s+(?:\d+\s+)?[a-z]+(?:$|[.,;:!?)]|\s+(?:and|or)\b)`)

// payVerbs give an amount to someone: what follows them is a reward, a
// wage or a price ("the village pays the party 100 gp", "the reeve
// rewards the party with 50 gp"), money the party may earn, not treasure
// lying in the area. Their forms in -ing are as often adjectives ("two
// gold offering bowls").
var payVerbs = []string{"pay", "pays", "paid", "rewards", "rewarded", "offers", "offered", "promises", "promised"}

// paid reports whether the text before an amount holds a verb of paying
// (see payVerbs).
func paid(before string) bool {
	return slices.ContainsFunc(words(before), func(w string) bool { return slices.Contains(payVerbs, strings.ToLower(trimPunct(w))) })
}

// containerOf reports whether the text before an amount ends in a
// container and "of" ("a pouch of", "a small sack of"): the amount is
// what the container holds, where "a toll of" prices.
func containerOf(before string) bool {
	lead, ok := strings.CutSuffix(strings.ToLower(before), " of")
	return ok && slices.Contains(containers, lastWord(lead))
}

// countBefore returns how many things the word before an amount counts
// when it may open a noun phrase the amount is set in ("a 50 gp gem",
// "two 50 gp gems", "3 100 gp pearls"): one for an article, else the
// number it prints; false for any other word.
func countBefore(last string) (int, bool) {
	if isArticle(last) {
		return 1, true
	}
	if k, ok := numberWords[last]; ok && k > 0 {
		return k, true
	}
	if k, fixed := atoiLoose(last); fixed && k > 0 && countDigitsRE.MatchString(last) {
		return k, true
	}
	return 0, false
}

// pricedAfter returns the thing an amount set after a count prices, as
// printed after the amount ("a 50 gp gem lies here" → "gem", "an 80 gp
// silver chalice." → "silver chalice", "two 50 gp gems glitter" →
// "gems"), and where it ends in s: up to three words of lower-case
// letters from at, ending at punctuation, a word of a sentence's joints
// (see coinFollowers), a participle, or a word in -s — after the first
// word, a verb where one thing is counted ("a 100 gp pearl rests"); the
// plural noun itself where several are ("two 50 gp gems"); empty when no
// such word follows.
func pricedAfter(s string, at int, several bool) (string, int) {
	var name []string
	end := at
	ws := words(s[at:])
	for _, w := range ws[:min(3, len(ws))] {
		bare := strings.TrimRight(w, ".,;:)")
		if bare == "" || slices.Contains(coinFollowers, bare) || participle(bare) || strings.HasSuffix(bare, "ing") ||
			!several && len(name) > 0 && strings.HasSuffix(bare, "s") ||
			strings.IndexFunc(bare, func(c rune) bool { return c < 'a' || c > 'z' }) >= 0 {
			break
		}
		name = append(name, bare)
		end = at + strings.Index(s[at:], w) + len(bare)
		at = end
		if bare != w || several && strings.HasSuffix(bare, "s") {
			break
		}
	}
	return strings.Join(name, " "), end
}

// whereLabel reports whether before is a label that says where or how
// the treasure after it lies, not what it is: a run closed by a colon
// whose first word is a preposition of place, or a participle alone or
// before a word of place ("Inside:", "Under the altar:", "Hidden:",
// "Buried here:", "Buried under the hearth:"). An amount after it is
// loose coins, where "Gold crown: 300 gp" and "Jewelled crown: 300 gp"
// price the crown. The label nearest the amount is read where labels run
// on ("Treasure: Under the throne: 240 sp", "Chest: Inside: 30 gp").
func whereLabel(before string) bool {
	lead, ok := strings.CutSuffix(before, ":")
	ws := words(lead[strings.LastIndex(lead, ":")+1:])
	if !ok || len(ws) == 0 {
		return false
	}
	first := strings.ToLower(ws[0])
	placed := len(ws) == 1 || slices.Contains(placeWords, strings.ToLower(ws[1]))
	return slices.Contains(placePrepositions, first) || slices.Contains(containerEnds, first) || participle(first) && placed
}

// containers are the words of things that hold treasure, whose contents
// a module lists in brackets after them: "a chest (100 gp, 2 gems worth
// 50 gp each)", "iron coffer (300 sp)".
var containers = []string{"chest", "coffer", "sack", "bag", "pouch", "purse", "box", "casket", "urn", "strongbox", "jar", "pot", "barrel", "crate", "satchel", "cask", "backpack", "saddlebags", "trunk"}

// holdsContents reports whether text before an amount ends in a bracket
// opened right after a container (see containers), with nothing between
// or a word of holding ("iron coffer (300 sp)", "a sack (containing 75
// ep)"): the amount is the first of the container's contents.
func holdsContents(before string) bool {
	i := strings.LastIndex(before, "(")
	if rest := strings.ToLower(strings.TrimSpace(before[i+1:])); rest != "" && !slices.Contains([]string{"containing", "holding", "with"}, rest) {
		return false
	}
	return slices.Contains(containers, strings.ToLower(lastWord(before[:i])))
}

// worthLabelRE matches the word or label, in any case, that gives the
// worth of the thing named before it and ends the text before an amount:
// "a ruby worth", "3 pearls, Worth", "ruby (Value:", "a crown valued at".
var worthLabelRE = regexp.MustCompile(`(?i)\b(?:worth|value|valued\s+at)\s*:?$`)

// timesRE matches a multiplier before an amount: "2 ×", "1d6 x".
var timesRE = regexp.MustCompile(`(?i)(?:^|\s|\()(\d*d\d+|\d{1,4})\s?[×x]$`)

// unclosedParen reports whether s has a "(" not closed after it.
func unclosedParen(s string) bool { return strings.LastIndex(s, "(") > strings.LastIndex(s, ")") }

// lastClause returns the text after the last comma of s, without its
// final punctuation.
func lastClause(s string) string {
	s = strings.TrimRight(s, ".!? ")
	if i := strings.LastIndex(s, ", "); i >= 0 {
		return s[i+2:]
	}
	return s
}

func gem(desc string, value float64) requests.Gem {
	return requests.Gem{Description: desc, ValueGP: &value}
}

// containVerbRE finds where a container's contents start ("The 2 chests
// contain 2 golden chalices" → "2 golden chalices").
var containVerbRE = regexp.MustCompile(`^.*\b(?:contains?|holds?|holding|containing)\s+`)

// valueName returns the thing a bare amount prices: the clause before it,
// after any colon or semicolon ("Old wooden throne, elven handiwork, 500gp"
// → "Old wooden throne, elven handiwork"), joining a short clause to a
// short one before it.
func valueName(before string) string {
	before = strings.Trim(before, " ,;:-–()")
	if i := strings.LastIndexAny(before, ":;"); i >= 0 {
		before = before[i+1:] // "Hidden in the straw: 3 gems"
	}
	if m := containVerbRE.FindStringIndex(before); m != nil {
		before = before[m[1]:]
	}
	clauses := strings.Split(before, ", ")
	name := clauses[len(clauses)-1]
	if n := len(clauses); n > 1 && len(words(name)) <= 2 && len(words(clauses[n-2])) <= 4 {
		name = clauses[n-2] + ", " + name
	}
	return fromArticle(strings.TrimSpace(trimLeading(name)))
}

// fromArticle returns name from its first article that no preposition,
// conjunction or comma (a list: "a night, a meal") joins to the words
// before it: the thing, without the
// subject and verb that hold it ("The skeleton still clutches a silver
// ring" → "a silver ring"), where "a golden bird with ruby eyes" and
// "the crown of the king" are whole.
func fromArticle(name string) string {
	ws := words(name)
	for k := 1; k < len(ws); k++ {
		prev := strings.ToLower(ws[k-1])
		if strings.HasSuffix(prev, ",") {
			return name // "a night, a meal": a list of things
		}
		if (isArticle(ws[k]) || strings.EqualFold(ws[k], "the")) && !slices.Contains(placePrepositions, prev) && !slices.Contains(nounJoints, prev) {
			return heldThing(strings.Join(ws[k:], " "))
		}
	}
	return heldThing(name)
}

// heldThing returns the thing of name that a body or a creature holds
// ("a drowned bandit with a ring" → "a ring", "a skeleton with a gold
// torc" → "a gold torc"): the noun phrase "with" and an article open
// after a holder (see holder); the value is the thing's, not its
// holder's. A thing "with" its parts is whole ("a sword with a jewelled
// hilt").
func heldThing(name string) string {
	ws := words(name)
	for k := 1; k+1 < len(ws); k++ {
		if strings.EqualFold(ws[k], "with") && isArticle(ws[k+1]) && holder(ws[:k]) {
			return strings.Join(ws[k+1:], " ")
		}
	}
	return name
}

// holder reports whether the words ws end in a noun that names a body or
// a creature: remains ("a corpse", "a skeleton"), a creature of the alias
// table ("a bandit"), or one a death word qualifies ("a drowned knight",
// see deathWords).
func holder(ws []string) bool {
	head := strings.ToLower(trimPunct(ws[len(ws)-1]))
	dead := len(ws) > 1 && slices.Contains(deathWords, strings.ToLower(ws[len(ws)-2]))
	return dead || slices.Contains(remainsNouns, head) || slices.Contains(ofMentionNouns, head) ||
		requests.DefaultAliases().Lookup(head).Match != requests.MatchNone
}

// nounJoints are the words that join a noun phrase to the one before it
// inside the name of one thing or of a list of things.
var nounJoints = []string{"of", "with", "and", "or", "for", "to", "from", "like", "named", "called"}

// valuableName returns the thing a worth label (see worthLabelRE) or a
// parenthesised amount prices: inside an open parenthesis when it names
// something ("scrolls (about 2000 scrolls worth" → "about 2000 scrolls"),
// else before it ("the donations (about" → "the donations", "ruby (Value:"
// → "ruby"); empty when nothing is named ("Worth:").
func valuableName(before string) string {
	b := strings.TrimRight(worthLabelRE.ReplaceAllString(strings.TrimSpace(before), ""), ". \n") // "Ruby.\nWorth:"
	if unclosedParen(b) {
		i := strings.LastIndex(b, "(")
		if inner := trimWorthWords(b[i+1:]); inner != "" && inner != "about" {
			return valueName(inner)
		}
		b = b[:i]
	}
	return valueName(trimWorthWords(b))
}

// trimWorthWords drops the words between a thing and "worth" ("the ship
// itself is" → "the ship").
func trimWorthWords(b string) string {
	for _, w := range []string{" is", " are", " being", " itself", " each", " roughly"} {
		b = strings.TrimSuffix(strings.TrimSpace(b), w)
	}
	return strings.TrimSpace(b)
}

// trimLeading drops a leading conjunction or verb phrase joint.
func trimLeading(s string) string {
	for _, w := range []string{"and ", "also ", "plus ", "with "} {
		s = strings.TrimPrefix(s, w)
	}
	return s
}

// multiplier returns the count printed in desc when the value is per item
// ("each"), else 1: its first figure or number word, an article counting
// one only when desc prints no other count ("a pouch with 3 gems" counts
// 3).
func multiplier(desc string, each bool) int {
	if !each {
		return 1
	}
	for _, w := range words(desc) {
		if n, ok := atoiLoose(trimPunct(w)); ok && n > 0 {
			return n
		}
		if n, ok := numberWords[strings.ToLower(w)]; ok && n > 1 {
			return n
		}
	}
	return 1
}

func lastWord(s string) string {
	ws := words(s)
	if len(ws) == 0 {
		return ""
	}
	return trimPunct(ws[len(ws)-1])
}

// Magic item patterns: a bonus after a name ("mace of hate +1", "golem plate
// +2", "Back Breaker +1/+3 vs. vertebrates"), a bonus before one ("+1
// sword"), and the usual "<kind> of <power>" items ("potion of healing").
var (
	bonusAfterRE  = regexp.MustCompile(`\s?\+[1-5](?:/\+[1-5])?(?:\s+vs\.\s+[a-z]+)?`)
	bonusBeforeRE = regexp.MustCompile(`\+[1-5]\s+(` + itemNouns + `)(?:\s+of\s+[a-z]+)?\b`)
	itemNounRE    = regexp.MustCompile(`(?i)\b(?:` + itemNouns + `)\b`)
	ofItemRE      = regexp.MustCompile(`(?i)\b(?:potion|scroll|wand|ring|staff|rod|cloak|boots|gauntlets|girdle|helm|bag|elixir|philter|amulet|bracers|medallion|talisman|horn|mirror|manual|tome|libram|periapt|ointment|censer|drums?|carpet)s? of ([a-z' ]+)`)
	itemLeadStops = []string{"a", "an", "the", "her", "his", "their", "its", "my", "magic", "magical", "and", "with",
		"guards", "guard", "contains", "holds", "wields", "carries", "wearing", "is", "are", "do", "does"}
)

// itemNouns are the weapons, armour and gear a bonus makes magic items.
const itemNouns = `(?:chain|plate|scale|ring|banded|splint)\s?mail|leather\s+armou?r|(?:long|short|two-handed)\s?swords?|(?:long|short)\s?bows?|(?:hand|battle)\s?axes?|war\s?hammers?|swords?|daggers?|maces?|axes?|bows?|arrows?|shields?|armou?r|plate|mail|chain|leather|spears?|hammers?|rings?|cloaks?|staff|club|flail|lance|crossbow|bolts|sling|javelins?|trident|halberd|scimitar|mask|helm|helmet|gauntlets|boots|blade|morningstar|pick`

// magicItems returns the magic items named in sentence s, as printed.
func magicItems(s string) []string {
	var out []string
	add := func(item string) {
		item = strings.TrimSpace(item)
		if item != "" && !slices.ContainsFunc(out, func(o string) bool { return strings.Contains(o, item) }) {
			out = append(out, item)
		}
	}
	for _, m := range bonusAfterRE.FindAllStringIndex(s, -1) {
		if name := itemLead(s[:m[0]]); name != "" && (itemNounRE.MatchString(name) || isHeading(name, 4)) {
			add(name + s[m[0]:m[1]])
		}
	}
	for _, m := range bonusBeforeRE.FindAllString(s, -1) {
		add(m)
	}
	for _, m := range ofItemRE.FindAllStringSubmatchIndex(s, -1) {
		if power := itemPower(s[m[2]:m[3]]); power != "" {
			add(s[m[0]:m[2]] + power)
		}
	}
	return out
}

// itemLead returns the up to four words naming the item a bonus follows,
// stopping at an article, possessive, verb or punctuation ("guards a magic
// mace of hate" → "mace of hate"); "vs." inside a name is kept.
func itemLead(before string) string {
	if before == "" || before[len(before)-1] != ' ' && !isLetter(before[len(before)-1]) {
		return ""
	}
	ws := words(before)
	start := len(ws)
	for start > 0 && len(ws)-start < 5 {
		w := ws[start-1]
		if slices.Contains(itemLeadStops, strings.ToLower(w)) || strings.ContainsAny(w, ",;:()") ||
			strings.HasSuffix(w, ".") && w != "vs." || !isLetter(w[0]) {
			break
		}
		start--
	}
	return strings.Join(ws[start:], " ")
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

// itemPower returns the up to three words after "of" in an item name,
// stopping at a stop word but the "from" of "protection from"; empty when
// the first word is a stop word ("rod of a deep judge").
func itemPower(rest string) string {
	ws := words(rest)
	n := 0
	for n < len(ws) && n < 3 && (!slices.Contains(stopWords, strings.ToLower(ws[n])) ||
		n > 0 && strings.EqualFold(ws[n-1], "protection") && strings.EqualFold(ws[n], "from")) {
		n++
	}
	return strings.Join(ws[:n], " ")
}
