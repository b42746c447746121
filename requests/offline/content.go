package offline

import (
	"errors"
	"regexp"
	"slices"
	"strings"

	"github.com/scriptorium/scriptorium/naming"
	"github.com/scriptorium/scriptorium/provider"
	"github.com/scriptorium/scriptorium/requests"
)

// content answers a content request: the keyed areas on its pages, found
// from the context's expected keys when it names any, else by the key rules
// of keys.go, past the running heads that name its site or level
// (withoutNamedHeads). The roads a hex map follows from hex to hex join the hexes
// along them, those keyed on other pages too (roadChains); connections between its areas are made two-way
// (linkBack).
// Creatures that move between places are its roaming encounters (see
// roaming).
func content(req *provider.Request) (requests.Content, error) {
	var ctx requests.ContentContext
	if err := requests.DecodeSection(req, requests.LabelContext, &ctx); err != nil && !errors.Is(err, requests.ErrNoSection) {
		return requests.Content{}, err
	}
	ls := withoutNamedHeads(body(linesOf(requests.Pages(req))), ctx.Site, ctx.Level)
	ls, skip := withoutTables(ls, wanderingTables(ls))
	b := newBestiary(requests.DefaultAliases(), ls)
	var c requests.Content
	areas := carriedOver(ls, skip, ctx.ExpectedKeys, keyedAreas(ls, skip, ctx.ExpectedKeys))
	ps := newPlaces(areas, ctx.ExpectedKeys)
	for _, a := range areas {
		c.Areas = append(c.Areas, area(a, b, ps))
	}
	outerExits(areas, c.Areas)
	c.Areas = roadChains(ls, c.Areas)
	linkBack(c.Areas)
	c.Roaming = roaming(ls, areas, b)
	return c, nil
}

// carriedOver returns areas, the keyed areas of ls, led by the part of an
// area carried over from an earlier page when the pages open with one: the
// survey places a key on every page its area's text runs over, so the
// first key a content request expects (expected) that no key line of ls
// prints is the area the pages before closed on, and the text before the
// first key, up to a line set apart as a heading (see sectionHeading; a
// stat block's name line is none, see headsBlock) or a table (skip), is
// its part shown here; labels (see isLabel: a running
// head's module code, a page number) and running heads (see runningHead)
// are passed over. The pipeline joins it to the area of that key the
// batch before gave.
func carriedOver(ls []line, skip map[int]bool, expected []string, areas []areaText) []areaText {
	if len(expected) == 0 || slices.ContainsFunc(areas, func(a areaText) bool { return a.key == expected[0] }) {
		return areas
	}
	end := len(ls)
	if len(areas) > 0 {
		end = areas[0].idx
	}
	var lead []line
	for i := 0; i < end && !skip[i]; i++ {
		switch {
		case isLabel(ls[i].text), runningHead(ls, i): // a page number, map label, module code ("GW1") or title heads no text
		case sectionHeading(ls[i]) && !headsBlock(ls, i): // a block's bold name ("**Goblin (3)**" over its labels) heads the area's block
			end = i
		default:
			lead = append(lead, ls[i])
		}
	}
	if len(lead) == 0 {
		return areas
	}
	carried := areaText{keyLine: keyLine{key: expected[0]}, lines: lead, pages: pagesOf(lead[0].page, lead)}
	return append([]areaText{carried}, areas...)
}

// runningHead reports whether line i is a page's running head: the first
// line of its page, a short title (see isHeading) in the text's type,
// upright or italic but not bold, as books print the module's or the
// chapter's title over each page ("*The Drowned Bell*").
func runningHead(ls []line, i int) bool {
	l := ls[i]
	return (i == 0 || ls[i-1].page != l.page) && l.heading == 0 && l.lead == "" && !strings.HasPrefix(l.text, "**") && isHeading(l.text, 6)
}

// outerExits gives the exits of the rooms of a place inside an area (see
// sectionLetters) that lead to the areas around it — keys of areas that
// are no rooms of a place — to the area the rooms are in: the way from
// the tower in hex 0202 to hex 0102 is printed after the tower's rooms,
// as the hex's text carried on past them, and is the hex's way, not a
// room's. answers holds the answer of each of areas.
func outerExits(areas []areaText, answers []requests.Area) {
	outer := map[string]bool{}
	for _, a := range areas {
		if a.place == "" {
			outer[a.key] = true
		}
	}
	parent := -1
	for i, a := range areas {
		if a.place == "" {
			parent = i
			continue
		}
		var own []requests.Exit
		for _, x := range answers[i].Exits {
			switch {
			case !outer[x.Target]:
				own = append(own, x)
			case parent >= 0 && !slices.ContainsFunc(answers[parent].Exits, func(p requests.Exit) bool { return p.Target == x.Target }):
				answers[parent].Exits = append(answers[parent].Exits, x)
			}
		}
		answers[i].Exits = own
	}
}

// area returns the answer for one keyed area's text. Encounters, treasure,
// traps, features and exits are read from the read-aloud text and the
// description together, as players see both; a title that names a creature
// ("5 Ogre. It sleeps.") opens the text encounters are read from, which
// leaves out the rows of a rolled grid or table (see gridRows,
// dieTableRows: "1. Two ogres live under the bridge" of a rumour table is
// hearsay, one roll of several, no creature met or treasure held there), as
// does the text treasure is read from, and a group counted
// by no number takes the count of its stat line's hit points (see
// countedByHitPoints). Exits
// may lead to the batch's places ps by name.
func area(a areaText, b bestiary, ps places) requests.Area {
	readAloud, desc := splitReadAloud(a.lines)
	all := strings.TrimSpace(readAloud + " " + desc)
	// held is the text whose creatures are met and whose valuables are held:
	// a rolled table's rows are met nowhere, held by no one.
	held := all
	if rows := union(gridRows(a.lines), dieTableRows(a.lines)); len(rows) > 0 {
		var rest []line
		for i, l := range a.lines {
			if !rows[i] {
				rest = append(rest, l)
			}
		}
		ra, d := splitReadAloud(rest)
		held = strings.TrimSpace(ra + " " + d)
	}
	met := held
	if t := titleCreature(a.title); t != "" && b.knows(t) {
		met = t + ". " + met
	}
	es, alone := encounters(met, b)
	if len(es) == 0 {
		es = titledBrood(a.title, met)
	}
	return requests.Area{
		Key:         a.key,
		Title:       a.title,
		ReadAloud:   readAloud,
		Description: desc,
		Encounters:  givenNames(unnamedInBox(countedByHitPoints(withNamed(withKinds(mergeBlocks(es, headedBlocks(a.lines, b)), alone), met, b)), desc)),
		Treasure:    treasure(held),
		Traps:       traps(all),
		Features:    features(all),
		Exits:       exits(all, a.key, ps),
		Pages:       a.pages,
		Confidence:  confidence(a, all),
	}
}

// titleCreature returns an area's title without the article it opens
// with ("THE OGRE" → "OGRE"), which is a creature's name where an area is
// titled by the creature it holds.
func titleCreature(title string) string {
	ws := words(title)
	if len(ws) > 1 && slices.Contains([]string{"the", "a", "an"}, strings.ToLower(ws[0])) {
		ws = ws[1:]
	}
	return strings.Join(ws, " ")
}

// titledBrood returns the creature an area is titled by when its text
// meets no one else but prints, as a sentence of its own, a creature's
// stat line no one claims, and names the title again as what does
// something there (see actsNow: "SKY SQUIDS" over "... these sky squids
// will only attack ... HD 20 AC 7 8×3d6 ..."): a
// key set as a bestiary entry, the creature the place is named for. The
// group is counted as unstated when the title is plural, else as one.
func titledBrood(title, text string) []requests.Encounter {
	t := titleCreature(title)
	ws, tw := words(text), words(strings.ToLower(t))
	at := -1
	for k := 0; k+len(tw) < len(ws) && at < 0 && len(tw) > 0; k++ {
		v := k + len(tw)
		if slices.Equal(words(strings.ToLower(trimPunct(strings.Join(ws[k:v], " ")))), tw) && !qualitiesOnly(ws, v) &&
			(actsNow(ws, v) || slices.Contains(modals, strings.ToLower(ws[v])) || slices.Contains(agentVerbs, strings.ToLower(ws[v])) || slices.Contains(stayVerbs, strings.ToLower(ws[v]))) {
			at = k // the title named again as what does something: "these sky squids will only attack"
		}
	}
	if at < 0 {
		return nil
	}
	for j := range ws {
		if j > 0 && !endsSentence(ws[j-1]) || !opensStatAt(ws, j) {
			continue
		}
		if s, e, ok := statRun(ws, j); ok && s == j && e > j+1 && creatureStatRE.MatchString(statText(ws, s, e)) {
			name := trimPunct(strings.Join(ws[at:at+len(tw)], " "))
			one := 1
			count := requests.Count{Fixed: &one}
			if head := strings.ToLower(lastWord(name)); naming.Singular(head) != head {
				count = requests.Count{Note: "unstated"}
			}
			return []requests.Encounter{{Creature: name, Count: count, StatLine: statText(ws, s, e)}}
		}
	}
	return nil
}

// unnamedInBox returns es without the lone creatures only the read-aloud
// text describes, when the referee's text desc gives a named character a
// stat line: read-aloud text does not tell the players a character's
// name, so "a big orc in a mail shirt sits at a table" over "This is
// Grusk, captain of the Split Tusk (AC 4, ...)" is Grusk. A lone creature
// is one counted one with no name and no stat line of its own, whose
// name desc never prints.
func unnamedInBox(es []requests.Encounter, desc string) []requests.Encounter {
	if !slices.ContainsFunc(es, func(e requests.Encounter) bool { return e.Name != "" && e.StatLine != "" }) {
		return es
	}
	lower := strings.ToLower(desc)
	return slices.DeleteFunc(es, func(e requests.Encounter) bool {
		return e.Name == "" && e.StatLine == "" && e.Count.Fixed != nil && *e.Count.Fixed == 1 && !strings.Contains(lower, strings.ToLower(e.Creature))
	})
}

// withNamed returns es with the creatures met by name in text (see
// namedCreatures) after them.
func withNamed(es []requests.Encounter, text string, b bestiary) []requests.Encounter {
	return append(es, namedCreatures(text, b, es)...)
}

// readAloudCueRE matches a cue that read-aloud text follows, such as "Read
// aloud:" or "read the following to the players:".
var readAloudCueRE = regexp.MustCompile(`(?i)\bread(?:\s+or\s+paraphrase)?(?:\s+aloud|\s+the\s+following)[^:]{0,40}:\s*`)

// splitReadAloud separates read-aloud text from the rest of an area's
// lines: lines quoted with "> " (Markdown boxes), paragraphs set in italic
// wherever they stand (see italicParagraphs), a quotation of
// minQuotedWords words or more that the text opens with, or the quotation
// after a read-aloud cue. Read-aloud text is set apart by print, never by
// where it stands alone: a roman paragraph under the key, between blank
// lines, is the referee's text ("**1. Entrance Hall**" over "Two
// hobgoblins stand guard." and a stat block).
func splitReadAloud(ls []line) (readAloud, desc string) {
	ls = quotedDocuments(ls)
	var boxed, rest []line
	for _, l := range ls {
		if t, ok := strings.CutPrefix(l.text, ">"); ok {
			boxed = append(boxed, line{page: l.page, text: strings.TrimSpace(t)})
		} else {
			rest = append(rest, l)
		}
	}
	desc = joinLines(rest)
	if len(boxed) > 0 {
		return joinLines(boxed), desc
	}
	if read, rest := italicParagraphs(ls); len(read) > 0 {
		return joinLines(read), joinLines(rest)
	}
	if quoted, after := cutQuotation(desc); len(words(quoted)) >= minQuotedWords {
		return quoted, after // the area opens with a quotation: "You enter a dank cave..."
	}
	loc := readAloudCueRE.FindStringIndex(desc)
	if loc == nil {
		return "", desc
	}
	quoted, after := cutQuotation(desc[loc[1]:])
	if quoted == "" {
		return "", desc
	}
	return quoted, strings.TrimSpace(desc[:loc[0]] + " " + after)
}

// italicParagraphs returns the lines of ls in paragraphs set wholly in
// italic, as modules print text to read aloud in a box or without one —
// right under the key or after the referee's description — and the other
// lines. A paragraph is a run of italic lines that starts a block (see
// afterBreak) and ends a sentence, of minQuotedWords words or more: an
// italic caption or name ("Table 2: Grave goods.") reads aloud nothing.
func italicParagraphs(ls []line) (read, rest []line) {
	for i := 0; i < len(ls); {
		j := i
		for j < len(ls) && ls[j].italic && (j == i || !ls[j].gap) {
			j++
		}
		if para := ls[i:j]; j > i && afterBreak(ls, i) && hasTerminalPunct(ls[j-1].text) && len(words(joinLines(para))) >= minQuotedWords {
			read = append(read, para...)
		} else {
			j = max(j, i+1)
			rest = append(rest, ls[i:j]...)
		}
		i = j
	}
	return read, rest
}

// quotedDocuments returns ls with each paragraph set wholly in italic
// that a line introducing a document's text ends ("The scroll reads:", "a
// note in a child's hand:", see introducesDocument) set in roman between quotation marks: the text of
// a document or a speech the key quotes, which read-aloud text is not
// (it is set apart by print, introduced by nothing), and which a plain
// description can only keep as a quotation once its italic is gone.
func quotedDocuments(ls []line) []line {
	out := slices.Clone(ls)
	for i := 1; i < len(out); i++ {
		if !out[i].italic || out[i-1].italic || out[i-1].page != out[i].page || !introducesDocument(words(out[i-1].text)) {
			continue
		}
		j := i
		for j+1 < len(out) && out[j+1].italic && !out[j+1].gap {
			j++
		}
		if !strings.HasPrefix(out[i].text, `"`) && !strings.HasPrefix(out[i].text, "“") {
			out[i].text = "“" + out[i].text
			out[j].text += "”"
		}
		for k := i; k <= j; k++ {
			out[k].italic = false
		}
		i = j
	}
	return out
}

// minQuotedWords is the fewest words of a quotation opening an area's text
// that is read-aloud text rather than a saying or an inscription.
const minQuotedWords = 8

// cutQuotation splits s after a leading quotation ("…" or “…”).
func cutQuotation(s string) (quoted, after string) {
	for _, q := range [][2]string{{`"`, `"`}, {"“", "”"}} {
		if rest, ok := strings.CutPrefix(s, q[0]); ok {
			if i := strings.Index(rest, q[1]); i > 0 {
				return rest[:i], strings.TrimSpace(rest[i+len(q[1]):])
			}
		}
	}
	return "", s
}

// Confidence figures in hundredths: rules are surer of a numbered key than
// of a heading taken for a named area, and less sure of very short or
// page-spanning text.
const (
	confidenceNumbered = 70
	confidenceNamed    = 50
	confidencePenalty  = 20
	shortArea          = 6 // words
)

// confidence returns how sure the rules are that area a is complete, from
// 0.1 to 0.7 in steps of 0.1 (hundredths keep the figures exact). An area
// that holds a key printed again (see keyAgain) holds the text of areas
// the rules did not cut at, and is flagged low-confidence: those areas
// are lost, and the finding says where.
func confidence(a areaText, desc string) float64 {
	c := confidenceNumbered
	if a.named {
		c = confidenceNamed
	}
	if keyAgain(a) {
		c -= confidencePenalty
	}
	if len(words(desc)) < shortArea {
		c -= confidencePenalty
	}
	if len(a.pages) > 1 {
		c -= confidencePenalty / 2
	}
	return float64(c) / 100
}

// keyAgain reports whether a line of area a's text is set apart as a key
// line is (a bold lead or a heading) and opens with a key that does not
// come after a's key: a numbering printed again ("**1 – Ledge.**" under
// "**6 – Sump.**"), as a second dungeon of a compilation keyed from 1
// under no heading the rules read as its title.
func keyAgain(a areaText) bool {
	for _, l := range a.lines {
		if l.lead == "" && l.heading == 0 {
			continue
		}
		if k, _, ok := parseKeyLine(l.text); ok && !keyLess(a.key, k) {
			return true
		}
	}
	return false
}

// featureNouns are the things an area's features are named by.
var featureNouns = []string{"altar", "statue", "pool", "fountain", "throne", "bench", "table", "desk", "tub",
	"pillar", "column", "sarcophagus", "sarcophagi", "coffin", "chest", "brazier", "stove", "idol",
	"bed", "cot", "cask", "barrel", "crate", "shelf", "shelves", "tapestry", "gobelin", "inscription",
	"mural", "fresco", "bell", "cage", "forge", "anvil", "bookcase", "mirror", "lever", "chain", "cauldron",
	"shrine", "tomb", "pit", "skull", "sculpture", "rug", "carpet", "curtain", "web", "cistern", "cister",
	"oven", "furnace", "loom", "workbench", "pen", "bowl", "pile", "candle"}

// maxFeatures bounds the features listed per area.
const maxFeatures = 8

var featureWordRE = regexp.MustCompile(`^[A-Za-z][a-z'-]*$`)

// features returns the notable things of an area's description, each a
// short noun phrase ending in a feature noun with up to three words before
// it ("Big wooden tub", "iron stove", "Two benches"), in printed order.
func features(text string) []string {
	ws := words(text)
	var out []string
	for i, w := range ws {
		if len(out) == maxFeatures {
			break
		}
		if !isFeatureNoun(trimPunct(w)) || properNoun(ws, i) {
			continue
		}
		start := i
		for start > 0 && i-start < 3 && featureModifier(ws[start-1]) {
			start--
		}
		f := trimPunct(strings.Join(ws[start:i+1], " "))
		if !slices.ContainsFunc(out, func(o string) bool { return strings.EqualFold(o, f) }) {
			out = append(out, f)
		}
	}
	return out
}

// properNoun reports whether ws[i] is capitalised inside a sentence, as in
// names ("the Tomb of Ming", "the Moon Pool").
func properNoun(ws []string, i int) bool {
	return i > 0 && !endsSentence(ws[i-1]) && startsUpper(ws[i])
}

func isFeatureNoun(w string) bool {
	lw := strings.ToLower(w)
	for _, n := range featureNouns {
		if lw == n || lw == n+"s" || lw == n+"es" {
			return true
		}
	}
	return false
}

// featureModifier reports whether w may qualify a feature noun that follows:
// a plain word, not a stop word, with no punctuation after it.
func featureModifier(w string) bool {
	lw := strings.ToLower(w)
	if !featureWordRE.MatchString(w) || slices.Contains(stopWords, lw) {
		return false
	}
	_, number := numberWords[lw]
	return number || !slices.Contains([]string{"is", "be", "been", "there", "some", "this", "these", "those"}, lw)
}
