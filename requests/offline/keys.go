package offline

import (
	"regexp"
	"slices"
	"strings"
	"unicode"

	"github.com/scriptorium/scriptorium/naming"
	"github.com/scriptorium/scriptorium/statblock"
)

// keyLine is a line that opens a keyed area: its index in the lines, the
// key as printed, a title when the line carries one, and the rest of the
// line that belongs to the description.
type keyLine struct {
	idx   int
	key   string
	title string
	rest  string
	named bool   // the key is a heading, not a printed number
	below bool   // the title is the line below the key ("12." over "GUARD ROOM")
	place string // the title of the area whose rooms the key letters, or "" (see sectionLetters)
}

// areaText is one keyed area's body lines, from after its key to the next
// key or section heading.
type areaText struct {
	keyLine
	lines []line
	pages []int
}

// Key line patterns, tried in order. Keys are a number of up to three
// digits with an optional letter suffix (12a) or prefix (A3).
var keyPatterns = []*regexp.Regexp{
	// **4** The crypt  /  **4.** The crypt
	regexp.MustCompile(`^\*\*([A-Z]?\d{1,3}[a-z]?)\.?\*\*[.:]?\s*(.*)$`),
	// AREA 3: The crypt  /  Room 12a. ...  /  Area 3
	regexp.MustCompile(`^(?i:area|room|location|chamber|cave|encounter)\s+#?([A-Z]?\d{1,3}[a-z]?|[A-Z])(?:\s*[:.\-–—]\s*(.*))?$`),
	// 3. The crypt  /  12a) ...  /  A3: ...  /  A1 - Effigy  /  #2. Shrine  /  1 . ENTRY STAIR (kerned)
	regexp.MustCompile(`^#?([A-Z]?\d{1,3}[a-z]?)(?:\s?[.:)]|\s+[-–—])\s+(\S.*)$`),
	// 3 Breeding mud, warm ...  /  8 Niche.  /  #1 Entrance  /  B3 Vestry  /  136 ORC GUARD ROOM. Six orcs  (not map labels such as "20 C")
	regexp.MustCompile(`^#?([A-Z]?\d{1,3}[a-z]?)\s+([A-Z](?:[a-z'’]*|[A-Z'’]+)[.,:;!]?(?:\s+\S+)+|[A-Z][a-z'’]+[.,:;!]?)$`),
	// 1-3. Prison Cells  /  4–6: Cells (a range of keys; titled, see parseKeyLine)
	regexp.MustCompile(`^(\d{1,3}[a-z]?\s?[-–]\s?\d{1,3}[a-z]?)[.:)]\s+(\S.*)$`),
	// 0101 Fisher's Rest. A village  /  0204 — Ruined Tower  /  Hex 0204: Ruined Tower  /  Hex 12.07 Old Mill  (a hex of a hex map, column and row, run together or with a point between; titled: a year opens a sentence)
	regexp.MustCompile(`^(?:(?:Hex|HEX)\s+)?(` + hexKey + `)(?:\s*[.:]|\s+[-–—])?\s+(\S.*)$`),
	// 1.2 Cloakroom  /  2.10. Vault (a level and a room; titled)
	regexp.MustCompile(`^(\d{1,2}\.\d{1,3}[a-z]?)\.?\s+(\S.*)$`),
	// A. KOBOLD LAIR (a lettered key; titled in capitals, see parseKeyLine)
	regexp.MustCompile(`^([A-Z])[.:)]\s+(\S.*)$`),
}

// letterPattern is the index in keyPatterns of the pattern of lettered
// keys, which open areas only before a title in capitals (not initials:
// "J. Smith").
const letterPattern = 7

// titledPatterns is the index in keyPatterns of the first pattern whose
// keys open areas only before a title: key ranges and level-and-room keys.
const titledPatterns = 4

// unitWordRE matches a key line's text that opens with a unit, so that its
// number is an amount: "200 GP in a sack", "10 FT deep" (unless a mark
// closes the number: see markedKey).
var unitWordRE = regexp.MustCompile(`(?i)^(?:gp|sp|cp|ep|pp|xp|hp|ft|feet|lbs?|miles?|yards?)\b`)

// markedKey reports whether key, as t prints it, is closed by a mark of
// a key (a full stop, a colon or a bracket: "12. Yard.", "T4: Yards"),
// which an amount's number never is ("200 GP", "10 ft").
func markedKey(t, key string) bool {
	i := strings.Index(t, key) + len(key)
	return i < len(t) && strings.ContainsRune(".:)", rune(t[i]))
}

// labelPrefixRE matches a map label printed before a key line where a map
// overlaps the text ("9 10 Two benches.").
var labelPrefixRE = regexp.MustCompile(`^\d{1,3}\s+(\d{1,3}[a-z]?[.:)]?\s+\S.*)$`)

// countedCreaturesRE matches a line opened by a count, a creature's name
// of up to four words and its stat line in brackets, opened by an armour
// class, hit dice or hit points label and its value ("3 Gnolls (AC 5, HD
// 2, …) squat", "4 Giant Rats (AC 7 [12], …").
var countedCreaturesRE = regexp.MustCompile(`^(?:` + headCountExpr + `)\s+[A-Z][\pL'’-]*(?:\s+[\pL'’-]+){0,3}\s+\((?:` + statblock.Pattern(true, "ac", "hd", "hp") + `)\s?:?\s?~?[-−–]?\d`)

// countsCreatures reports whether line t counts creatures before their
// stat line in brackets (see countedCreaturesRE): its number counts, as a
// stat header's does, and keys no place, though it may be the number of
// the area the line stands in.
func countsCreatures(t string) bool { return countedCreaturesRE.MatchString(t) }

// parseKeyLine reports whether t opens a numbered area.
func parseKeyLine(t string) (key, rest string, ok bool) { return parseKeyLineOver(t, false) }

// parseKeyLineOver is parseKeyLine for a line over running text when
// overProse is set: then a key that needs a title (a range, a hex) may
// have one in any case as the whole rest of its line ("0101 Fisher's
// rest" over "A village of…"; see keyLineTitle).
func parseKeyLineOver(t string, overProse bool) (key, rest string, ok bool) {
	if m := labelPrefixRE.FindStringSubmatch(t); m != nil {
		t = m[1]
	}
	if gatheredStatRE.MatchString(t) || countsCreatures(t) {
		return "", "", false
	}
	t = unbracket(t)
	for i, re := range keyPatterns {
		m := re.FindStringSubmatch(t)
		if m == nil {
			continue
		}
		rest = strings.TrimSpace(m[2])
		if i == 2 && !startsUpper(rest) || len(words(rest)) > 1 && opensStat(words(rest)[0]) || unitWordRE.MatchString(rest) && !markedKey(t, m[1]) {
			continue // an enumerated list item, a stat line ("3 AC 6, HD 1") or an amount ("200 GP in a sack"), not an area
		}
		if i >= titledPatterns {
			t, _ := splitTitle(rest)
			if t == "" && overProse && fragment(rest) {
				t = rest
			}
			if t == "" || i == letterPattern && !allCaps(t) {
				continue // a table row ("2-3. Goblins attack"), not keys
			}
			return rangeDashRE.ReplaceAllString(m[1], "-"), rest, true
		}
		return m[1], rest, true
	}
	return "", "", false
}

// bracketKeyRE matches a key in square brackets or parentheses opening a
// line, as modern zines and some older keys print them ("[2] Collapsed
// chapel", "(2) Collapsed chapel"), before a space or the line's end.
var bracketKeyRE = regexp.MustCompile(`^(?:\[([A-Z]?\d{1,4}[a-z]?)\]|\(([A-Z]?\d{1,4}[a-z]?)\))(\s|$)`)

// unbracket rewrites a bracketed key opening t ("[2] Collapsed chapel",
// "(2) Collapsed chapel") to
// the "#" mark of a key ("#2 Collapsed chapel"), so that the key patterns
// read it as any marked key. A bracketed number inside a sentence ("the
// key to the door at [5]") is a cross-reference and opens no line; one
// that a line break carries to a line's head is read as any key there,
// which needs a title or a break before it (see numberedKeys).
func unbracket(t string) string { return bracketKeyRE.ReplaceAllString(t, "#$1$2$3") }

// numberedKeys returns the lines of ls that open numbered areas: key lines
// that start a block (see afterBreak; the end of a table in skip ends a
// block too), skipping lines in skip (wandering
// tables), runs of adjacent lines with one number (rows of a table such as
// "1 Sleep", "1 Charm Person"), and untitled keys where titled ones exist
// (see preferTitled). Within each level or site (see levelSegments) a key
// is kept once (see distinct), which drops map labels and stray numbers that
// repeat a key.
func numberedKeys(ls []line, skip map[int]bool) []keyLine {
	var cands []keyLine
	for i, l := range ls {
		if carriesOn(ls, i) {
			continue // "…leads down to" over "area 3.": a cross-reference
		}
		if k, ok := boldKey(l); ok && !skip[i] {
			if k.rest != "" || opensBody(ls, i+1) && !countsBlock(ls, i) || titledAmongEntries(ls, i, k) {
				k.idx = i
				cands = append(cands, k)
			}
		} else if key, rest, ok := parseKeyLineOver(l.text, i+1 < len(ls) && opensProse(ls, i+1)); ok && !skip[i] && l.heading != 1 && !legendRow(ls, i, key, rest) {
			cands = append(cands, titleBelow(ls, keyLine{idx: i, key: key, rest: rest}))
		} else if k, ok := loneKey(ls, i); ok && !skip[i] {
			cands = append(cands, k)
		}
	}
	for n, k := range cands {
		cands[n] = runInTitleBelow(ls, k)
	}
	for _, k := range unmarkedLetterKeys(ls, skip) {
		if i := slices.IndexFunc(cands, func(c keyLine) bool { return c.idx == k.idx }); i >= 0 {
			cands[i] = k
		} else {
			cands = append(cands, k)
		}
	}
	slices.SortStableFunc(cands, func(a, b keyLine) int { return a.idx - b.idx })
	var rows []keyLine
	for n, k := range cands {
		if !sameKeyRow(ls, cands, n-1, n) && !sameKeyRow(ls, cands, n, n+1) && !rangeRow(ls, cands, n) && (setApart(ls[k.idx]) || boldTitled(ls[k.idx]) || afterBreak(ls, k.idx) || k.idx > 0 && skip[k.idx-1] || afterStatLine(ls, k)) {
			rows = append(rows, k)
		}
	}
	rows = preferTitled(sectionLetters(ls, dropLegalClauses(rows)))
	var out []keyLine
	segs := levelSegments(ls, rows)
	for n, seg := range segs {
		var keys []keyLine
		for _, k := range distinct(seg) {
			if k.title == "" {
				k.title, k.rest = keyLineTitle(ls, k)
			}
			keys = append(keys, k)
		}
		end := len(ls)
		if n+1 < len(segs) {
			end = segs[n+1][0].idx
		}
		out = append(out, namedAmong(ls[:end], keys, skip)...)
	}
	return out
}

// titledAmongEntries reports whether bold key line i, k holding its key
// and title and nothing after them ("**3 Flooded Stair**"), keys an area
// though another bold key follows it at once: the key after it opens text
// of its own, and the line before it is no key alone. A one-page dungeon
// gives an entry whose place the map shows its key and title alone (a
// narrow box, a room with nothing in it); a list of contents runs key
// under key, each alone.
func titledAmongEntries(ls []line, i int, k keyLine) bool {
	if k.title == "" || i+1 >= len(ls) {
		return false
	}
	next, ok := boldKey(ls[i+1])
	if !ok || next.rest == "" {
		return false
	}
	prev, ok := keyLine{}, false
	if i > 0 {
		prev, ok = boldKey(ls[i-1])
	}
	return !ok || prev.rest != ""
}

// titleBelow returns key line k with the line under it as its title when
// k's line holds the key alone ("Area 5" over "Loft" over its text), as
// loneKey reads a bare number over its title.
func titleBelow(ls []line, k keyLine) keyLine {
	if i := k.idx; k.rest == "" && i+2 < len(ls) && titleLine(ls[i], ls[i+1]) && opensProse(ls, i+2) {
		k.title, k.below = ls[i+1].text, true
	}
	return k
}

// unmarkedLetterRE matches a bold run holding a capital letter alone
// before a title in title case ("A Mossy Stair."): the letter as a key
// with no stop after it, the title.
var unmarkedLetterRE = regexp.MustCompile(`^([A-Z])\s+([A-Z][\pL'’-]*(?:\s+[\pL'’-]+){0,5})[.:]?$`)

// unmarkedLetterKeys returns the keys of lines that open with a capital
// letter set apart in bold with no stop after it, then the title, in the
// run ("**A Mossy Stair.** Steps…") or after it, closed by a stop or a
// colon ("**A** *Mossy Stair:* Steps…"), as a one-page dungeon letters its
// places in a type of their own; the text runs on after the title. A
// capital alone may be an article ("A Quiet Room"), so such keys are kept
// only where they letter from A in order, letterRun of them or more: no
// sentence opens "B …", "C …" after "A …". Lines in skip (tables) are
// none.
func unmarkedLetterKeys(ls []line, skip map[int]bool) []keyLine {
	var out []keyLine
	next := 'A'
	for i, l := range ls {
		if skip[i] || l.lead == "" || l.heading != 0 {
			continue
		}
		var k keyLine
		if m := unmarkedLetterRE.FindStringSubmatch(l.lead); m != nil && namedKeyTitle(m[2]) {
			k = keyLine{idx: i, key: m[1], title: m[2], rest: strings.TrimLeft(l.after, " .:;,–—-")}
		} else if len(l.lead) == 1 && l.lead[0] >= 'A' && l.lead[0] <= 'Z' {
			title, rest := splitTitle(strings.TrimSpace(l.after))
			if title == "" || !namedKeyTitle(title) {
				continue
			}
			k = keyLine{idx: i, key: l.lead, title: title, rest: rest}
		} else {
			continue
		}
		if rune(k.key[0]) != next {
			continue
		}
		out, next = append(out, k), next+1
	}
	if len(out) < letterRun {
		return nil
	}
	return out
}

// letterRun is the fewest keys lettered from A in order that
// unmarkedLetterKeys takes for keys.
const letterRun = 3

// runInTitleBelow returns key line k, set alone on its line, with the bold
// run that opens the line under it as its title and the sentence after
// the run as its text, where the run is closed by a colon or a full stop
// and may title a place (see fragment, namedKeyTitle): a key printed in
// heading type over its entry, whose title is run into the entry's first
// line as a bold label is ("### 3" over "**Feed Store:** Sacks of…"). A
// bold run that opens a sentence ("**Three goblins** dice…") is no title.
func runInTitleBelow(ls []line, k keyLine) keyLine {
	i := k.idx + 1
	if k.rest != "" || k.title != "" || i >= len(ls) || ls[i].page != ls[k.idx].page || ls[i].lead == "" {
		return k
	}
	lead, after := ls[i].lead, ls[i].after
	switch {
	case strings.HasSuffix(lead, ":") || strings.HasSuffix(lead, "."):
		lead = lead[:len(lead)-1]
	case strings.HasPrefix(after, ":") || strings.HasPrefix(after, "."):
		after = after[1:]
	default:
		return k
	}
	lead, after = strings.TrimSpace(lead), strings.TrimSpace(after)
	if !fragment(lead) || !namedKeyTitle(lead) || after == "" || !opensSentence(after) {
		return k
	}
	k.title, k.rest, k.below = lead, after, true
	return k
}

// legendRow reports whether line i, key and rest being its key and the
// text after it, is a row of a map's legend or a list of contents: a key
// and a title alone ("1 Entry Stair"), right under or over a line printed
// alike (see keyMark) that holds the same key or the key before or after
// it and a title alone ("2 Guard Room"); an area's key opens text.
func legendRow(ls []line, i int, key, rest string) bool {
	if !fragment(rest) {
		return false
	}
	for _, j := range []int{i - 1, i + 1} {
		if j < 0 || j >= len(ls) || ls[j].page != ls[i].page {
			continue
		}
		if k, r, ok := parseKeyLine(ls[j].text); ok && fragment(r) && (k == key || neighbours(key, k)) && keyMark(ls[j].text, k) == keyMark(ls[i].text, key) {
			return true
		}
	}
	return false
}

// keyMark is how line text t prints its key: in bold or not, and the mark
// after the number ("." in "12. Hall", ")" in "12) Hall", none in "12
// Hall"). The rows of one list are printed alike.
func keyMark(t, key string) string {
	mark := ""
	if strings.HasPrefix(t, "**") {
		mark = "**"
	}
	t = strings.TrimLeft(t, "*#[( ")
	if len(t) > len(key) && strings.HasPrefix(t, key) && strings.ContainsRune(".:)]", rune(t[len(key)])) {
		mark += t[len(key) : len(key)+1]
	}
	return mark
}

// boldKeyRE matches the text of a bold run that holds a key and a title,
// as keys are set apart in print ("**12. Guard room.**", "**0101 Fisher's
// rest.**", "**1–3 Cells**", "**B. ORC LAIR**", "**7a) Niche**"): the key
// (numbered up to four digits, hex-map style, with a letter before or
// after; a range; or a letter with its stop; after a place word: "**Area
// 12: Flooded cellar.**") and the title. A comma for
// the stop, as OCR reads a full stop of a scanned key ("4, SHRINE OF THE
// GRAIN MOTHER") or a typo prints it, holds a key only as commaKey says.
var boldKeyRE = regexp.MustCompile(`^` + placeWordPrefix + `#?((?:[A-Z]?\d{1,4}[a-z]?)(?:\s?[-–]\s?\d{1,4}[a-z]?)?(?:[.:),]|\s+[-–—])?|[A-Z][.:)])\s+(\S.*)$`)

// commaKey reports whether a bold run (or heading) of line l that holds
// a key with a comma for its stop, its title run and the text after it
// rest, keys an area: the line is set apart as a whole ("### 4, SHRINE OF
// THE GRAIN MOTHER", "**1, Landing**"), or the run closes on its title's
// stop before nothing or a sentence ("**1, Landing.** A stair…"), as a
// key and its title are set in type, whatever stop a typo or OCR gives
// the key. A bold run inside running text ("**4, Five and six** are
// empty.") keys none.
func commaKey(l line, run, rest string) bool {
	return setApart(l) || strings.ContainsAny(run[len(run)-1:], ".:") && (rest == "" || startsUpper(rest))
}

// boldKeyOnlyRE matches a bold run that holds a key and nothing else
// ("**A.**", "**12.**", "**#7**", "**Area 3:**"), as modules set a key
// apart before its text: a letter needs its stop.
var boldKeyOnlyRE = regexp.MustCompile(`^` + placeWordPrefix + `#?(?:([A-Z]?\d{1,4}[a-z]?)[.:)]?|([A-Z])[.:)])$`)

// placeWordPrefix matches the word some modules print before a key
// ("Area 12:", "ROOM 7.", "Hex 0204:").
const placeWordPrefix = `(?:(?i:area|room|location|chamber|cave|encounter|hex)\s+)?`

// boldKey reads a key from the bold run line l opens with, or from the
// whole line when it is a heading below title type, whose title is the rest of the run in
// any case ("**1. MILL YARD.**", "**1 Jetty** – A rotten jetty…", "### 1
// GATE"). A bold run that names creatures before their stats
// ("**3 Wolves:** AC 13, HD 2", Labyrinth Lord's "**2 Giant Moths** AL N,
// MV 150' (50'), AC 7, HD 2, ...") is a stat header, not a key. A bold run
// that holds the key alone ("**A.** Water stands…") keys the text after
// it, whose title, if any, is run in. A bold run holding a sentence after
// the title's stop ("**2. Orc Den. 4 orcs**", a title and the text's
// first words each set in bold) is titled up to its stop.
func boldKey(l line) (keyLine, bool) {
	lead, after := l.lead, l.after
	if lead == "" && l.heading > 1 {
		lead = l.text // a heading is set apart as a whole: "### 1 GATE" (title type, "# B9 The Bandit Mill", holds none)
	}
	lead = unbracket(lead)
	if m := boldKeyOnlyRE.FindStringSubmatch(lead); m != nil && after != "" && l.heading == 0 {
		rest := strings.TrimLeft(after, " .:;,–—-")
		if !startsUpper(rest) || opensStatLine(rest) {
			return keyLine{}, false
		}
		return keyLine{key: m[1] + m[2], rest: rest}, true // its title, if any, is run into the text (see keyLineTitle)
	}
	m := boldKeyRE.FindStringSubmatch(lead)
	if m == nil {
		return keyLine{}, false
	}
	title, rest := m[2], strings.TrimLeft(after, " .:;,–—-")
	if ss := sentences(title); len(ss) > 1 && l.heading == 0 {
		// "**2. Orc Den.** **4 orcs** (AC 6, …": two bold runs the text
		// layer joins; the title ends at its stop, the text opens in bold
		title, rest = ss[0], strings.TrimSpace(strings.Join(ss[1:], " ")+" "+rest)
	}
	title = strings.TrimRight(title, " .:;,–—-")
	if !startsUpper(title) || opensStatLine(rest) || opensStat(words(title)[0]) ||
		strings.HasSuffix(m[1], ",") && !commaKey(l, m[2], rest) {
		return keyLine{}, false
	}
	key := rangeDashRE.ReplaceAllString(strings.TrimRight(m[1], " .:),–—-"), "-")
	return keyLine{key: key, title: title, rest: rest}, true
}

// countedNameRE matches a count of up to three figures or dice and a
// capitalised name with no stop between them: "3 Ghouls", "2d4 Giant
// rats".
var countedNameRE = regexp.MustCompile(`^(` + headCountExpr + `)\s+([A-Z][\pL'’ -]{1,40})$`)

// countsBlock reports whether bold line i, a count and a name with no stop
// between them and nothing after them ("**3 Ghouls**", "**1 Wight**"), is
// the name line of the stat block that opens on the line under it ("AC 6
// [13], HD 2* ..."), as OSE-style modules head a block with its
// creatures' number, not a key: the name agrees with the count, plural
// after any count but one ("**12 Ghoul Lair**" over a block is a key).
func countsBlock(ls []line, i int) bool {
	m := countedNameRE.FindStringSubmatch(ls[i].lead)
	if m == nil || i+1 >= len(ls) || !blockStatRE.MatchString(ls[i+1].text) {
		return false
	}
	ws := words(strings.ToLower(m[2]))
	last := ws[len(ws)-1]
	return (m[1] == "1") == (naming.Singular(last) == last)
}

// boldTitled reports whether line l opens with a bold run holding a key
// and its title, before nothing or a sentence ("**3. Crypt.** Six
// coffins…"): set apart by its type, it keys an area wherever it stands,
// also right under a line that ends without a stop (a list item, a stat
// line), as a heading's space above may be smaller than a paragraph's.
func boldTitled(l line) bool {
	k, ok := boldKey(l)
	return ok && l.heading == 0 && k.title != "" && (k.rest == "" || opensSentence(k.rest))
}

// keyLineTitle returns the title and the text of key line k, which has
// none set apart by type: a title split from the text (see splitTitle), or
// the whole rest of a line that is a short fragment without a stop over a
// line of running text ("12. Flooded cellar" over "Water stands…"): a
// line of its own is a heading, in any case.
func keyLineTitle(ls []line, k keyLine) (title, rest string) {
	if title, rest = splitTitle(k.rest); title != "" {
		return title, rest
	}
	if next := k.idx + 1; fragment(k.rest) && next < len(ls) && opensProse(ls, next) {
		return k.rest, ""
	}
	return "", k.rest
}

// fragment reports whether t is a short phrase without a stop that may
// title a place (see runInTitle): "Flooded cellar", not "Two goblins
// dice by a brazier".
func fragment(t string) bool { return !hasTerminalPunct(t) && runInTitle(t) }

// opensBody reports whether line i can open the text of a key set alone on
// the line before it: it is missing (the key ends the pages at hand, and
// its text opens the next page, which a survey window or a content batch
// that ends there does not hold), or it is neither a page number ending
// the text nor another bold key (keys with nothing between them are a list
// of contents or a running footer: "**B9 The Bandit Mill**" over "**3.
// LOFT.**"). A page number is skipped: inside its page it is the folio
// read between columns, and at its page's foot it stands between a key
// set at the foot of a column and the key's text at the head of the next
// page, where a layout that does not keep a heading with its text leaves
// it.
func opensBody(ls []line, i int) bool {
	for i+1 < len(ls) && isPageNumber(ls[i].text) {
		i++
	}
	if i >= len(ls) {
		return true
	}
	if isPageNumber(ls[i].text) {
		return false
	}
	_, key := boldKey(ls[i])
	return !key
}

var (
	// loneKeyRE matches a key alone on its line: "12.", "B3", "#7", "A.",
	// or a hex of a hex map, bare or after its word ("0204", "Hex 0204",
	// "02.04").
	loneKeyRE = regexp.MustCompile(`^(?:(?:Hex|HEX)\s+)?#?(` + hexKey + `|[A-Z]?\d{1,3}[a-z]?|[A-Z][.:)])[.:)]?$`)
	wordRE    = regexp.MustCompile(`\pL{3,}`) // a word, not a map label ("B", "20 C")
	// letteredKeyRE matches a key with a letter before or after its number
	// ("B3", "7a"), which no page number has.
	letteredKeyRE = regexp.MustCompile(`^[A-Z]\d|\d[a-z]$`)
	// dottedHexRE matches a hex printed with a point (see dottedHex),
	// which no page number has either.
	dottedHexRE = regexp.MustCompile(`^` + dottedHex + `$`)
)

// loneKey reads a key printed alone on line i over its title line, with
// running text after that ("12." / "GUARD ROOM" / "Four orcs sit ..."), or,
// marked with a full stop, colon, bracket or "#" (a bare number is a map
// label; a letter marks it too: "7a"), right over running text ("12." /
// "Four orcs sit ..."). A key set
// apart by type (a bold line, a heading: "**12.**", "### 12") may stand
// over the next paragraph, and needs no mark when it is a heading or
// stands inside its page (a bold number at a page's head or foot is its
// page number; a hex printed with a point, "**03.05**", is none).
func loneKey(ls []line, i int) (keyLine, bool) {
	m := loneKeyRE.FindStringSubmatch(unbracket(ls[i].text))
	if m == nil || i+1 >= len(ls) || ls[i].heading == 1 {
		return keyLine{}, false
	}
	if i > 0 && !setApart(ls[i]) && !setApart(ls[i-1]) && endsOnReference(ls[i-1].text) {
		return keyLine{}, false // "…a narrow stair leads to" over "8.": the sentence's last word
	}
	key := strings.TrimRight(m[1], ".:)") // a letter keeps its stop in m[1]: "B." (no initial stands alone)
	if i > 0 && titleOver(ls[i-1], ls[i]) && !atPageEdge(ls, i) && opensProse(ls, i+1) {
		return keyLine{idx: i - 1, key: key, title: strings.Trim(ls[i-1].text, "*"), below: true}, true
	}
	if typed := setApart(ls[i]); ls[i+1].gap && !typed {
		return keyLine{}, false
	}
	if title := ls[i+1].text; i+2 < len(ls) && titleLine(ls[i], ls[i+1]) && opensProse(ls, i+2) {
		return keyLine{idx: i, key: key, title: title, below: true}, true
	}
	typed := setApart(ls[i])
	marked := ls[i].text != key || letteredKeyRE.MatchString(m[1]) || typed && (ls[i].heading > 0 || !atPageEdge(ls, i) || dottedHexRE.MatchString(key))
	if marked && (opensProse(ls, i+1) || typed && shortEntry(ls, i+1)) {
		return keyLine{idx: i, key: key}, true
	}
	return keyLine{}, false
}

// endsOnReference reports whether line t breaks off a sentence at a word
// in lower case that a place's key completes: a preposition ("leads to",
// "back into"), "see", or a word that names a keyed place ("area",
// "room"; see areaWords). A number alone under it is the key referred
// to, where the line ran out ("…a narrow stair leads to" over "8."), not
// a key of its own; a title ("GUARD ROOM" over "12") is no sentence.
func endsOnReference(t string) bool {
	ws := words(strings.Trim(t, "* "))
	if len(ws) == 0 || !isLower(ws[len(ws)-1][0]) {
		return false
	}
	last := ws[len(ws)-1]
	return slices.Contains(placePrepositions, last) || slices.Contains(areaWords, last) || last == "to" || last == "see"
}

// shortEntry reports whether line i is an area's whole text when it is too
// short to be taken for running text by its words (see opensProse): the
// terse entry of a one-page dungeon or a zine under a key set apart by type
// ("### 14" over "Empty.", "**7.**" over "2 bats."). It is one sentence in
// body type, opening with a capital or a figure and ending with its stop,
// that is neither a key nor a page number.
func shortEntry(ls []line, i int) bool {
	if i >= len(ls) || setApart(ls[i]) || isPageNumber(ls[i].text) {
		return false
	}
	t := ls[i].text
	if _, _, ok := parseKeyLine(t); ok {
		return false
	}
	ws := words(t)
	r := []rune(t)
	return len(ws) > 0 && (unicode.IsUpper(r[0]) || unicode.IsDigit(r[0])) && endsSentence(ws[len(ws)-1]) && sentenceEnd(ws, 0) == len(ws)
}

// atPageEdge reports whether line i is the first or the last line of its
// page, where a number standing alone is the page's number.
func atPageEdge(ls []line, i int) bool {
	return i == 0 || ls[i-1].page != ls[i].page || i+1 == len(ls) || ls[i+1].page != ls[i].page
}

// titleOver reports whether line t, right over a key alone on line k on
// its page, is the key's title, as some modules head an area with its name
// in bold and print its number under it ("**Flooded cellar**" / "12" /
// "Water stands…"): a line set apart by type (bold, a heading below title
// type) of a few words with no stop, in any case, that may title a place
// (see namedKeyTitle: "**Treasure**" over "1." heads a list) and holds no
// key of its own. The key line is then the title's, its number a line of it (see
// keyLine.below).
func titleOver(t, k line) bool {
	if t.page != k.page || !setApart(t) || t.heading == 1 || !wordRE.MatchString(t.text) || hasTerminalPunct(t.text) ||
		!namedKeyTitle(strings.Trim(t.text, "*")) {
		return false
	}
	if _, ok := boldKey(t); ok {
		return false
	}
	_, _, ok := parseKeyLine(t.text)
	return !ok
}

// titleLine reports whether line t, right under a key alone on line k on
// its page, is the key's title: a few words, no sentence, in Title Case or capitals, or in
// any case when set in the type of the key line (both bold, both
// headings) or as a fragment without a stop (see runInTitle).
func titleLine(k, t line) bool {
	if t.gap || t.page != k.page || !wordRE.MatchString(t.text) || hasTerminalPunct(t.text) {
		return false
	}
	sameType := setApart(k) && setApart(t) && k.heading == t.heading
	return isHeading(t.text, 8) || (sameType || runInTitle(t.text)) && len(words(t.text)) <= maxNamedKeyWords
}

// sectionLetters sorts the keys printed as a letter alone ("A. KOBOLD
// LAIR", "**A. Yard.**", not "Area A:") when numbered keys are found too.
// A run of two or more of them lettered from A in order, with no numbered
// key between them, keys places: after a numbered key, the rooms of a
// place inside that numbered area (a tower in a hex, a lair in a cave),
// each keeping its key and marked with the area's title as its place;
// else places of their own (a one-page dungeon's lettered places, with a
// stray number elsewhere on its pages). A letter alone between numbered
// keys heads a section of numbered areas, as lairs of a cave complex ("A.
// KOBOLD LAIR" over "1. …"), and is dropped.
func sectionLetters(ls []line, cands []keyLine) []keyLine {
	numbered := func(k keyLine) bool { return strings.ContainsAny(k.key, "0123456789") }
	if !slices.ContainsFunc(cands, numbered) {
		return cands
	}
	letter := func(k keyLine) bool { return !numbered(k) && strings.HasPrefix(ls[k.idx].text, k.key) }
	var out []keyLine
	for n := 0; n < len(cands); n++ {
		if !letter(cands[n]) {
			out = append(out, cands[n])
			continue
		}
		end := n
		for end < len(cands) && letter(cands[end]) && cands[end].key == string(rune('A'+end-n)) {
			end++
		}
		if end-n >= 2 {
			place := ""
			if len(out) > 0 && numbered(out[len(out)-1]) {
				parent := out[len(out)-1]
				if place = parent.title; place == "" {
					place, _ = keyLineTitle(ls, parent)
				}
			}
			for _, k := range cands[n:end] {
				k.place = place
				out = append(out, k)
			}
		}
		n = max(end, n+1) - 1
	}
	return out
}

// preferTitled keeps, when at least two candidates carry a title (a
// title set apart, or one run into the text: "8. SKY SQUIDS", "3. Flooded
// cellar. Water stands…", see splitTitle), the titled ones and the
// untitled ones that carry their run of keys on or lead up to it, next to
// a kept one ("5. The door is locked." right after "4. Old shrine.", "7"
// right before "8 Niche.") and that fit the order of the titled keys
// around them (see inOrder): other untitled ones are list items ("1. The
// one fleeing starts…" inside area 8, "6. bones" before "7. SHRINE" in
// area 6's list), whose numbers start again.
func preferTitled(cands []keyLine) []keyLine {
	kept := make([]bool, len(cands))
	titled := 0
	for n, k := range cands {
		t, _ := splitTitle(k.rest)
		kept[n] = t != "" || k.title != ""
		if kept[n] {
			titled++
		}
	}
	if titled < 2 {
		return cands
	}
	isTitled := slices.Clone(kept)
	for n := 1; n < len(cands); n++ {
		kept[n] = kept[n] || kept[n-1] && follows(cands[n-1].key, cands[n].key) && inOrder(cands, isTitled, n)
	}
	for n := len(cands) - 2; n >= 0; n-- {
		kept[n] = kept[n] || kept[n+1] && follows(cands[n].key, cands[n+1].key) && inOrder(cands, isTitled, n)
	}
	var out []keyLine
	for n, k := range cands {
		if kept[n] {
			out = append(out, k)
		}
	}
	return out
}

// inOrder reports whether untitled candidate n fits the order of the
// titled candidates nearest before and after it: when those run in order
// ("6. FLOODED CRYPT" … "7. SHRINE"), its key falls between theirs, as an
// area's key is printed once and keys run in order ("6. bones" between
// them is an item of area 6's list); when they do not (numbering starts
// again on a new level) or one is missing, nothing is known against it.
func inOrder(cands []keyLine, titled []bool, n int) bool {
	p := slices.Index(titled[n+1:], true)
	q := n - 1
	for q >= 0 && !titled[q] {
		q--
	}
	if p < 0 || q < 0 {
		return true
	}
	before, after, k := cands[q].key, cands[n+1+p].key, cands[n].key
	return !keyLess(before, after) || keyLess(before, k) && keyLess(k, after)
}

// follows reports whether key b comes right after key a ("4" then "5",
// "12" then "12a").
func follows(a, b string) bool { return neighbours(a, b) && keyLess(a, b) }

// rangeRow reports whether candidate n is a key range ("1-2. Goblins")
// right next to another candidate line: a row of a table ("1-2. Goblins" /
// "3-4. Orcs"), not areas.
func rangeRow(ls []line, cands []keyLine, n int) bool {
	if !strings.Contains(cands[n].key, "-") {
		return false
	}
	return n > 0 && cands[n-1].idx == cands[n].idx-1 && !ls[cands[n].idx].gap ||
		n+1 < len(cands) && cands[n+1].idx == cands[n].idx+1 && !ls[cands[n+1].idx].gap
}

// sameKeyRow reports whether candidates a and b are adjacent lines, with no
// blank line between, with one key.
func sameKeyRow(ls []line, cands []keyLine, a, b int) bool {
	return a >= 0 && b < len(cands) && cands[b].idx == cands[a].idx+1 && !ls[cands[b].idx].gap && cands[a].key == cands[b].key
}

// frontMatter lists headings that name parts of a module other than areas.
var frontMatter = []string{"introduction", "background", "credits", "contents", "table of contents",
	"license", "legal", "stats", "statistics", "monsters", "new monsters", "appendix", "rumors",
	"rumours", "encounters", "random encounters", "wandering monsters", "notes", "new spells",
	"magic items", "new magic items", "map", "maps", "legend", "key", "hooks", "adventure hooks",
	"the end", "designer's notes", "treasure", "index", "foreword", "preface", "using this book",
	"using this module", "how to use this book", "bestiary", "acknowledgements", "glossary"}

// referenceNouns are the head nouns of headings that name matter a
// module holds for reference beside its places: its monsters ("Stock
// Monsters", "NEW MONSTER"), rumours, credits, spells, items, tables,
// hooks, notes, background; and the adventure as a whole, how it is run,
// ends and goes on ("Running the Adventure", "Concluding the Adventure",
// "Aftermath of the Raid", "Epilogue", "Further Adventures").
var referenceNouns = []string{"monster", "monsters", "rumour", "rumours", "rumor", "rumors", "credits", "spells",
	"items", "tables", "hooks", "notes", "background", "introduction", "encounters", "bestiary", "glossary", "index",
	"adventure", "adventures", "conclusion", "aftermath", "epilogue", "afterword"}

// referenceHeading reports whether heading t names a part of a module
// that is no place: front matter (see frontMatter), an appendix
// ("Appendix", "APPENDIX B: NEW MONSTERS"), or a heading whose head noun —
// its last word, before any "of" — is one of referenceNouns ("Stock
// Monsters", "Wandering Monsters", "Adventure Background"; not "Hall of
// Monsters"). Books set such matter under headings of the rank of their
// parts, so the rank does not tell it from a level or a place.
func referenceHeading(t string) bool {
	lt := strings.ToLower(strings.Trim(t, "*#:. "))
	if slices.Contains(frontMatter, lt) {
		return true
	}
	if ws := words(lt); len(ws) > 0 && trimPunct(ws[0]) == "appendix" {
		return true
	}
	return slices.Contains(referenceNouns, headNoun(t))
}

// headNoun returns the head noun of heading t, lower case: its last word
// before any "of" ("Monsters" of "Stock Monsters", "Hall" of "Hall of
// Monsters"), or "".
func headNoun(t string) string {
	ws := words(strings.ToLower(strings.Trim(t, "*#:. ")))
	if i := slices.Index(ws, "of"); i > 0 {
		ws = ws[:i]
	}
	if len(ws) == 0 {
		return ""
	}
	return trimPunct(ws[len(ws)-1])
}

// listNouns are the head nouns of headings over numbered lists that name
// no places: rumours, adventure hooks, tables rolled on ("Rumours",
// "Hooks", "Treasure Table").
var listNouns = []string{"rumour", "rumours", "rumor", "rumors", "hook", "hooks", "table", "tables"}

// listLines returns the lines under a heading (see sectionHeading) whose
// head noun is one of listNouns, up to the next heading or key set apart
// in bold (see resumesKeys): a list numbered under such a heading is read
// as rumours or rolls, never areas, though its items print as titled keys
// do ("1. Hired Guards. A merchant wants the road safe.").
func listLines(ls []line) map[int]bool {
	out := map[int]bool{}
	in := false
	for i, l := range ls {
		switch {
		case sectionHeading(l):
			in = slices.Contains(listNouns, headNoun(l.text))
		case resumesKeys(l):
			in = false
		}
		if in {
			out[i] = true
		}
	}
	return out
}

// namedKeys returns the headings of ls that open named areas (as in modules
// whose areas have names instead of numbers, a village or a pointcrawl):
// heading lines of at most six words without digits that start a block and
// are followed by running text or a list of routes (see opensPlace), and
// are not level headings, front matter or
// a section of roaming creatures ("Roaming NPCs", "Patrols": see
// roamingHeadingRE).
// The places are headings of one rank: when two or more of them share a
// type (see styleOf; plain lines are a type too), only those in the type
// most of them share are keys, and headings in other type — the sections
// the places stand in ("About the Village", "Encounters on the Road") —
// are not. Callers pass body lines, so the title block is already gone.
func namedKeys(ls []line, skip map[int]bool) []keyLine {
	var out []keyLine
	var styles []keyStyle
	count := map[keyStyle]int{}
	best := keyStyle{}
	seen := map[string]bool{}
	for i, l := range ls {
		t := strings.Trim(l.text, "*")
		if skip[i] || i+1 >= len(ls) || !isHeading(t, 6) || strings.ContainsAny(t, "0123456789") ||
			seen[strings.ToLower(t)] || levelName(t) != "" ||
			referenceHeading(t) || roamingHeadingRE.MatchString(t) || !opensPlace(ls, i+1) || !afterBreak(ls, i) {
			continue
		}
		seen[strings.ToLower(t)] = true
		s, _ := styleOf(l, t)
		if count[s]++; count[s] > count[best] {
			best = s
		}
		styles = append(styles, s)
		out = append(out, keyLine{idx: i, key: t, title: t, named: true})
	}
	if count[best] < 2 {
		if runIn := runInKeys(ls, skip); len(runIn) > len(out) {
			return runIn
		}
		return out
	}
	var keys []keyLine
	for n, k := range out {
		if styles[n] == best {
			keys = append(keys, k)
		}
	}
	return keys
}

// opensPlace reports whether line i opens a named place's text: running
// text (see opensProse), or the labelled list of routes a pointcrawl
// prints first under the place's name ("Paths: Old Mill → Fox Bridge (2
// hours)"; see routeListRE), whose words are names.
func opensPlace(ls []line, i int) bool {
	return opensProse(ls, i) || routeListRE.MatchString(ls[i].text)
}

// runInKeys returns the lines of ls that open with a place's name run in
// bold and closed by a full stop ("**Gallows Ford.** A shallow ford…"), or
// closed by a dash (see dashRunIn: "THE DROWNED CHAPEL — Water laps…"), as
// a pointcrawl or a zine short of room sets its places instead of under
// headings: the name a run-in title (see runInTitle, namedKeyTitle), each
// name once, over a sentence opening with a capital. A label closes with
// a colon ("**Paths:**") and names no place. namedKeys falls back on them
// where no two headings name places.
func runInKeys(ls []line, skip map[int]bool) []keyLine {
	var out []keyLine
	seen := map[string]bool{}
	for i, l := range ls {
		name, rest, ok := dashRunIn(l)
		if !ok {
			name, ok = strings.CutSuffix(l.lead, ".")
			rest = l.after
		}
		if !ok || skip[i] || l.heading != 0 || !startsUpper(rest) || seen[strings.ToLower(name)] ||
			!runInTitle(name) || !namedKeyTitle(name) {
			continue
		}
		seen[strings.ToLower(name)] = true
		out = append(out, keyLine{idx: i, key: name, title: name, rest: rest, named: true})
	}
	return out
}

// capsDashRE matches a line that opens with a name in capitals closed by a
// spaced dash before its text ("THE DROWNED CHAPEL — Water laps…"): small
// capitals read as capitals (see package preprocess).
var capsDashRE = regexp.MustCompile(`^([A-Z][A-Z'’ -]*[A-Z])\s+[—–-]\s+(\S.*)$`)

// dashRunIn returns the name and the text of line l when it opens with a
// place's name set apart by type — in bold, or in capitals as small caps
// read — and closed by a spaced dash, as zines run a place's name into
// its terse text: "**The Drowned Chapel —** Water laps…", "**The Drowned
// Chapel** — Water laps…", "THE DROWNED CHAPEL — Water laps…". A dash
// inside running text ("A hut on stilts — the eel-wife's") sets no name
// apart.
func dashRunIn(l line) (name, rest string, ok bool) {
	if l.lead != "" {
		if name, ok := cutDash(l.lead, true); ok {
			return name, l.after, true
		}
		if rest, ok := cutDash(strings.TrimSpace(strings.TrimPrefix(l.text, l.lead)), false); ok {
			return l.lead, rest, true // l.after has lost the dash, read as a bullet
		}
		return "", "", false
	}
	if m := capsDashRE.FindStringSubmatch(l.text); m != nil {
		return m[1], m[2], true
	}
	return "", "", false
}

// cutDash cuts a spaced dash from the end of t (a bold name closed by a
// dash) when last is set, else from its start (the text after a bold
// name), and reports whether t had one.
func cutDash(t string, last bool) (string, bool) {
	for _, d := range []string{"—", "–", "-"} {
		if last {
			if s, ok := strings.CutSuffix(t, " "+d); ok {
				return strings.TrimSpace(s), true
			}
		} else if s, ok := strings.CutPrefix(t, d+" "); ok {
			return strings.TrimSpace(s), true
		}
	}
	return t, false
}

// afterBreak reports whether line i starts a block: the first line, after a
// blank line or page break, or after a line that ends a sentence, is a
// heading or level name, or is set apart by type as a whole (see
// setApart: "**3 Flooded Stair**", a key and title in bold), looking past
// map labels.
func afterBreak(ls []line, i int) bool {
	for i > 0 && !ls[i].gap && isLabel(ls[i-1].text) {
		i-- // map labels between text lines
	}
	prev := ls[max(i-1, 0)].text
	return i == 0 || ls[i].gap || hasTerminalPunct(prev) || isHeading(prev, 6) || levelName(prev) != "" || setApart(ls[i-1])
}

// carriesOn reports whether line i carries on the sentence of the line
// before it: it opens in lower case and starts no block (see afterBreak).
func carriesOn(ls []line, i int) bool {
	t := strings.Trim(ls[i].text, "*")
	return t != "" && isLower(t[0]) && !afterBreak(ls, i)
}

// afterStatLine reports whether key line k, titled, follows a stat line:
// AD&D modules end an area with one and no full stop ("...; #AT 1; D 1-8"
// over "15. ORC CHAMBERS"), its labels abbreviated or spelled out
// ("... Morale: 10 Alignment: Chaotic" over "5. Stair."). After a stat line that ends in a label
// awaiting its value, a number keys an area only before a title set apart
// (see carriesValue): "..., XP" over "65. The crow attacks." is the
// value.
func afterStatLine(ls []line, k keyLine) bool {
	if k.idx == 0 {
		return false
	}
	title, _ := splitTitle(k.rest)
	prev := ls[k.idx-1].text
	return (title != "" || k.title != "") && (len(blockLabelRE.FindAllString(prev, -1)) > 1 || isStatBlockLine(prev)) &&
		(k.title != "" || !carriesValue(prev, ls[k.idx].text))
}

var bylineRE = regexp.MustCompile(`(?i)^(?:.*\s)?by\s+[A-Z]`)

// expectedKeys returns the key lines of the keys a content request's
// context expects, in text order: a numbered key line with that key, else
// the first line that is the key (a named area) or starts with it. A key
// expected twice (the same key in two sites of a compilation) takes a
// line of its own each time.
func expectedKeys(ls []line, skip map[int]bool, expected []string) []keyLine {
	numbered := numberedKeys(ls, skip)
	used := map[int]bool{}
	var out []keyLine
	for _, want := range expected {
		if k, ok := findKey(ls, numbered, want, used); ok {
			used[k.idx] = true
			out = append(out, k)
		}
	}
	slices.SortStableFunc(out, func(a, b keyLine) int { return a.idx - b.idx })
	return out
}

// findKey returns the key line for want on a line not in used: a
// numbered key line with that key, else the first line that is the key
// alone (a place's name set as its heading), else the first line whose
// bold lead is the key ("**Gallows Ford.** A shallow ford…": the name is
// the title) or that runs the key into its text after a dash (see
// dashRunIn), else the first line that opens with it ("A. Yard. The
// gate…"). A place's name alone or in bold heads its text; a line of
// running text merely opening with the name ("Gallows Ford" over "–
// Witch Hill (2 hours).", a path wrapped) mentions it. A line that carries
// on an unfinished sentence in lower case ("…a track climbs north to"
// over "the Barrow on Crow Hill.") names the place; it is not its key.
func findKey(ls []line, numbered []keyLine, want string, used map[int]bool) (keyLine, bool) {
	for _, k := range numbered {
		if strings.EqualFold(k.key, want) && !used[k.idx] {
			return k, true
		}
	}
	free := func(i int) bool { return !used[i] && !carriesOn(ls, i) }
	for i, l := range ls {
		if t := strings.Trim(l.text, "*"); free(i) && strings.EqualFold(t, want) {
			return keyLine{idx: i, key: want, title: t, named: true}, true
		}
	}
	for i, l := range ls {
		lead, after, ok := dashRunIn(l)
		if !ok {
			lead, after = strings.TrimRight(l.lead, ".:"), l.after
		}
		if free(i) && after != "" && strings.EqualFold(lead, want) {
			return keyLine{idx: i, key: want, title: lead, rest: after, named: true}, true
		}
	}
	for i, l := range ls {
		t := strings.Trim(l.text, "*")
		if free(i) && len(t) > len(want) && strings.EqualFold(t[:len(want)], want) && strings.ContainsRune(" .:)", rune(t[len(want)])) {
			title, body := splitTitle(strings.TrimLeft(t[len(want):], " .:)"))
			return keyLine{idx: i, key: want, title: title, rest: body}, true
		}
	}
	return keyLine{}, false
}

// segment cuts ls into areas at keys: each area runs from its key line to
// the next key line or to a section heading, gathered stat line or a run of
// stat blocks of creatures it does not name, leaving out map labels,
// lines in skip, and a running head (see runningHead) and a folio at
// the head of a page: an area that runs on to the next page runs past
// them, and they head none of its text. A bold count and name over a stat block (see countsBlock)
// keeps its count, which is no map label though it may be a placed key's
// number.
func segment(ls []line, keys []keyLine, skip map[int]bool) []areaText {
	out := make([]areaText, 0, len(keys))
	sections := sectionLines(ls, keys)
	for n, k := range keys {
		end, next := len(ls), ""
		if n+1 < len(keys) {
			end, next = keys[n+1].idx, keys[n+1].key
		}
		a := areaText{keyLine: k}
		nextKey := -1 // the line of the next key, if one follows
		if n+1 < len(keys) {
			nextKey = end
		}
		if k.rest != "" {
			a.lines = append(a.lines, line{page: ls[k.idx].page, text: k.rest})
		}
		first := k.idx + 1
		if k.below {
			first++
		}
		for i := first; i < end; i++ {
			if skip[i] {
				continue // a table rolled on inside the area: the text after it is the area's still
			}
			if runningHead(ls, i) || folioLine(ls[i].text) && (ls[i-1].page != ls[i].page || runningHead(ls, i-1)) {
				continue // the module's title over a page the area runs on to, and its folio, too few pages to show them repeated (see runningLines)
			}
			if _, section := sections[i]; section || endsArea(ls, i, a.lines) && (!subHeading(ls, i, k, next) || captions(skip, i, end)) || startsBestiary(ls, i, nextKey, a.lines) {
				break
			}
			if !isLabel(ls[i].text) || carriesStat(ls[i-1].text) || fieldUnderBlock(ls[i-1].text, ls[i].text) {
				l := ls[i]
				if !countsBlock(ls, i) { // "**2 Giant Moths**" over its block: a count, though area 2 is placed
					l.text = stripLabel(ls[i-1].text, l.text, keys)
				}
				a.lines = append(a.lines, l)
			}
		}
		a.pages = pagesOf(ls[k.idx].page, a.lines)
		out = append(out, a)
	}
	return out
}

// subHeading reports whether line i, set apart inside the area keyed by
// k, heads a part of that area ("**Treasure**" or "**Development**" under
// "### 1. Shrine", a table's header row "**Name AC HD hp**" under "**1.
// Shrine.**") rather than a part of the module: it does not open its page
// (where a running head stands), names no level and prints no gathered
// stat line, and it is set in a lower rank than k's key
// line (see headingRank; a key in the text's type ranks by its title),
// or in the same rank where the next key, next
// ("" for none), counts on from k (numbering that runs on past the line
// says it opened no new place) or where it names a part of an area (see
// namesPart), as under an area's last key.
func subHeading(ls []line, i int, k keyLine, next string) bool {
	if levelName(ls[i].text) != "" || gatheredStatRE.MatchString(ls[i].text) {
		return false
	}
	r, kr := headingRank(ls[i]), keyRank(ls, k)
	if i == 0 || ls[i-1].page != ls[i].page {
		return false // the head of a page, where a running head stands ("*The Drowned Bell*" over "page 2")
	}
	return r > kr || r == kr && (next != "" && follows(k.key, next) || namesPart(ls[i].text))
}

// keyRank is the rank of key line k in the headings' tree (see
// headingRank): a key in the text's type ranks by its title, as "1.
// SHRINE." is set in capitals.
func keyRank(ls []line, k keyLine) int {
	kl := ls[k.idx]
	if kl.heading == 0 && kl.lead == "" {
		kl = line{text: k.title}
	}
	return headingRank(kl)
}

// namesPart reports whether heading text t names only a part of an
// area's text (see partHeadings: "**Secrets**", "### Clues").
func namesPart(t string) bool {
	return slices.Contains(partHeadings, strings.ToLower(strings.Trim(t, "*_ .:")))
}

// captions reports whether a table left out of the areas (skip: a rolled
// table) stands under line i before line end, the next key: the line set
// apart over it heads the table's section ("### Wandering Monsters" over
// "Roll 1d8 each hour." and its rows), no part of the area before it.
func captions(skip map[int]bool, i, end int) bool {
	for j := i + 1; j < end; j++ {
		if skip[j] {
			return true
		}
	}
	return false
}

// carriesStat reports whether a stat line ends line prev unfinished, so
// the line after it is the stat line's tail however short, never a map
// label or page number ("..., SV F2, ML 8," over "XP 20", "..., XP" over
// "125"): prev carries a stat label and ends in a comma, a semicolon or a
// label awaiting its value.
func carriesStat(prev string) bool {
	return blockLabelRE.MatchString(prev) && (strings.HasSuffix(prev, ",") || strings.HasSuffix(prev, ";") || endsWithLabel(prev))
}

// fieldUnderBlock reports whether line t prints one more field of the stat
// block whose line prev is, on a line of its own, as Basic Fantasy prints
// the hit points under the stat line ("..., Ml 9, XP 145" over "HP 17"):
// prev is a line of a stat block and t opens with a stat label. Such a
// line is short enough to read as a map label, which it is not.
func fieldUnderBlock(prev, t string) bool {
	return isStatBlockLine(prev) && opensLabel(t)
}

var labelLeadRE = regexp.MustCompile(`^(\d{1,3})\s+(\S+)`)

// namesKeyAtEnd reports whether line t ends in a word that names a keyed
// place before its key ("… leads north to area", "… see room"): the
// number that opens the next line is that key.
func namesKeyAtEnd(t string) bool {
	ws := words(strings.ToLower(t))
	return len(ws) > 0 && slices.Contains(areaWords, ws[len(ws)-1])
}

// stripLabel drops a map label printed at the start of line t where a map
// overlaps the text: a number before a quote or a function word ("7 \"All
// orcs", "10 and seeks"), a number before a singular word after a line
// ending in an article, conjunction or participle ("a human sized" / "6
// slug guards", "the" / "2 mace"), or the number of a key already placed
// ("1 Attacking through the hole"), unless the line counts creatures
// before their stat line ("3 Gnolls (AC 5, …)": see countsCreatures). A
// number that is the value of the stat label ending prev ("#AT" over "1
// or spell"), one of a pair of numbers ("3 or 4 rings", "5 to 6 pies":
// see numberPair), or the key of a keyed place named at the end of prev
// ("leads north to area" / "7 and a door…": see namesKeyAtEnd) is no
// label.
func stripLabel(prev, t string, keys []keyLine) string {
	m := labelLeadRE.FindStringSubmatch(t)
	if m == nil || carriesStat(prev) || numberPair(t) || namesKeyAtEnd(prev) {
		return t
	}
	next, lw := m[2], strings.ToLower(trimPunct(m[2]))
	pw := words(prev)
	last := ""
	if len(pw) > 0 && !hasTerminalPunct(prev) {
		last = strings.ToLower(pw[len(pw)-1])
	}
	singularNext := m[1] != "1" && isLower(next[0]) && naming.Singular(lw) == lw && !strings.HasSuffix(lw, "s") && !slices.Contains(notCreatures, lw)
	quoted := strings.ContainsAny(next[:1], `"“'‘`)
	label := last != "" && (slices.Contains(labelFollowers, next) ||
		singularNext && (slices.Contains(labelPrecursors, last) || strings.HasSuffix(last, "ed")))
	placed := startsUpper(next) && slices.ContainsFunc(keys, func(k keyLine) bool { return k.key == m[1] }) && !countsCreatures(t)
	if quoted || label || placed {
		return strings.TrimSpace(t[len(m[1]):])
	}
	return t
}

// numberPair reports whether t opens with two numbers joined by "or", "to"
// or "and" ("3 or 4 rings", "5 to 6 pies", "2 and 3"): a count or a range
// that a line break set at the line's head, not a map label.
func numberPair(t string) bool {
	f := strings.Fields(t)
	return len(f) >= 3 && slices.Contains([]string{"or", "to", "and"}, f[1]) && f[2][0] >= '0' && f[2][0] <= '9'
}

// Words around a map label: function words that never follow a count, and
// words that end a line before a label rather than before a count.
var (
	labelFollowers  = []string{"and", "or", "but", "to", "of", "in", "on", "with", "the", "a", "an"}
	labelPrecursors = []string{"a", "an", "the", "and", "or", "his", "her", "its", "their", "this", "that"}
)

// endsArea reports whether line i closes the area before it: a heading set
// as one (a Markdown heading, in any case: see sectionSize) or after a
// finished sentence, unless it heads
// a stat block or is a named stat line (see namedLine: "**Zombies (2):**
// HP 7, 4", a short bold line, is the area's); or a gathered stat
// line: one after a blank line, or naming several creatures ("Orcs: HD1 AC6
// 1d6. Boar: HD3+1 AC6 1d8."). A single named stat line right under the
// area's text is the area's own ("Skeletons: AC 7, HD 1, ..."), as is one
// after a blank line whose name the area's text so far, before, uses (see
// namedElsewhere: "... their chief, Ssark, ..." over "Ssark: AC 4 [15],
// ..."). A line of a stat block ("Movement: 20' No. Appearing: 1") is no
// heading, nor is the rest of a list a stat line breaks after a comma (see
// wrapsField: "...; Spells: Charm Person, Magic Missile," over "Web, Hold
// Person"), and a page number or map label before a heading is passed over.
func endsArea(ls []line, i int, before []line) bool {
	t := ls[i].text
	if gatheredStatRE.MatchString(t) {
		name, _, _ := strings.Cut(t, ":")
		return ls[i].gap && !namedElsewhere(name, before) || len(namedStatRE.FindAllString(t, -1)) > 1
	}
	j := i - 1
	for j > 0 && isLabel(ls[j].text) {
		j-- // a page number or map label between is no text
	}
	prev := ls[j].text
	statBlock := i+1 < len(ls) && blockStatRE.MatchString(ls[i+1].text)
	_, _, _, named := namedLine(ls[i])
	heading := (isHeading(t, 6) || sectionSize(ls, i)) && !isLabel(t) && !statBlock && !isStatBlockLine(t) && !named
	return heading && (ls[i].heading > 0 || hasTerminalPunct(prev) && !wrapsField(prev, t) || isHeading(prev, 6))
}

// maxSectionWords bounds a heading set in heading size.
const maxSectionWords = 12

// sectionSize reports whether line i is a heading by its size alone, in
// any case: a short line set in heading size that opens with a capital,
// holds no sentence break and carries no sentence on to the next line
// ("### In the back: monsters", "## The beasts of the fen"), not running
// text that a scan's text layer set in heading size ("### Black water
// fills the passage. Salt", "### ina niche, and two gold bowls").
func sectionSize(ls []line, i int) bool {
	t := ls[i].text
	return ls[i].heading > 0 && len(words(t)) <= maxSectionWords && startsUpper(t) && !strings.Contains(t, ". ") &&
		(i+1 >= len(ls) || !startsLower(ls[i+1].text))
}

// gatheredStatRE matches a gathered stat line: a name and a colon before
// armour class or hit dice, or before a character's level ("Sir Hugh:
// Level 3"), which is no stat label elsewhere ("LEVEL 2: THE UNDERCROFT"
// is a heading).
var gatheredStatRE = regexp.MustCompile(`^(?:\d{1,3}\s+)?\**[A-Z][\w' -]{1,30}\**:\**\s+(?:` + statblock.Pattern(true, "ac", "hd") + `|Level)\s?\d`)

// pagesOf returns the distinct pages of first and of ls, ascending.
func pagesOf(first int, ls []line) []int {
	out := []int{first}
	for _, l := range ls {
		if !slices.Contains(out, l.page) {
			out = append(out, l.page)
		}
	}
	slices.Sort(out)
	return out
}
