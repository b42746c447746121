package offline

import (
	"regexp"
	"slices"
	"strings"
	"unicode"

	"github.com/scriptorium/scriptorium/furniture"
)

// body returns the lines of ls that may belong to areas and tables: it
// leaves out running heads and feet (an all-capitals line that opens a page
// or follows a page number; a line repeated at the edge of several pages,
// see [runningLines]; the folio at a page's edge, see edgeFolio) and the
// title block (bylines, license lines, bare
// URLs and the title over a byline, but for the titles of a compilation's
// modules: see compiled, and a title over a byline after a key, see
// dropTitleAbove). A line opening a licence's text
// ("OPEN GAME LICENSE Version 1.0a") stays: it heads legal text (see
// legalLines).
func body(ls []line) []line {
	drop := runningLines(ls)
	keep := compiled(ls)
	first := firstKey(ls)
	titled := map[int]string{}
	for i, l := range ls {
		switch {
		case drop[i]:
		case isRunningHeader(ls, i), urlRE.MatchString(l.text), edgeFolio(ls, i):
			drop[i] = true
		case isByline(l.text), licenseRE.MatchString(l.text) && len(words(l.text)) <= maxBylineWords && !legalOpeningRE.MatchString(l.text):
			if t := titleBy(l); t != "" && i > first {
				titled[i] = t
				continue
			}
			drop[i] = true
			dropTitleAbove(ls, drop, i, keep, i > first)
		}
	}
	var out []line
	for i, l := range ls {
		if t, ok := titled[i]; ok {
			l.text = t
		}
		if !drop[i] {
			out = append(out, l)
		}
	}
	return out
}

var urlRE = regexp.MustCompile(`^(?:https?://|www\.)\S+$`)

// timeOfDayRE matches a time of day or the light it is told by, as a
// table's title names when it applies ("by Night", "by Moonlight").
var timeOfDayRE = regexp.MustCompile(`^(?:` + timesOfDay + `)\b`)

// timesOfDay are the times of day, and the lights they are told by, that
// a table's title names when it applies.
const timesOfDay = `Night|Day|Daylight|Dawn|Dusk|Twilight|Moonlight|Torchlight|Lamplight|Candlelight`

// isByline reports whether t is a short line naming authors: "by Alex
// Schroeder", or a heading-like lead before "by" ("One Page Dungeon by Alex
// Schroeder, CC BY SA 3.0.", "Written by Ann Author"), not a sentence
// ("the elves ruled by Lady Gerdana."), nor the caption of a table of
// encounters sorted by what it names ("Encounters by Terrain", "Wandering
// Monsters by Level"): a lead of table words alone names a table, not a
// work (see namesTable), nor a title with a time after "by" or a die,
// which no byline prints ("The Docks by Night (1d6)", "The Market by
// Day"), nor a keyed area's line or a place's keeper ("T8. Mill. Kept by
// Widow Marrow").
func isByline(t string) bool {
	_, ok := bylineLead(t)
	return ok
}

// bylineLead returns the lead of byline t before "by" and the stop
// after it ("One Page Dungeon" of "One Page Dungeon by Alex Schroeder",
// "The Ford" of "The Ford, by L. Morrow"; "" for a byline alone); ok is
// false, and lead "", when t is no byline (see isByline).
func bylineLead(t string) (lead string, ok bool) {
	loc := authorRE.FindStringSubmatchIndex(t)
	if loc == nil || len(words(t)) > maxBylineWords || timeOfDayRE.MatchString(t[loc[2]:loc[3]]) || dieRE.MatchString(t) {
		return "", false
	}
	lead = strings.TrimRight(t[:loc[0]], bylineStops)
	if lead != "" && (!isHeading(lead, 5) || !namesTable(lead) && tableWordRE.MatchString(lead) || keepsPlace(lead)) {
		return "", false
	}
	if _, _, keyed := parseKeyLine(t); keyed {
		return "", false // a keyed area's line: "T8. Mill. Kept by Widow Marrow"
	}
	return lead, true
}

// keepsPlace reports whether lead ends in a participle of keeping a place
// (see keepingParticiples: "Kept", "Run", "Owned"), whose "by" names the
// keeper, not an author ("The Mill, Kept by Widow Marrow").
func keepsPlace(lead string) bool {
	ws := words(lead)
	return len(ws) > 0 && slices.Contains(keepingParticiples, strings.ToLower(trimPunct(ws[len(ws)-1])))
}

// bylineStops are the stop and spaces between a title and "by".
const bylineStops = ",;:–—- "

// titleBy returns the title that heading or bold line l sets on one line
// with its byline ("## THE BOG BARROW by Ivo Hale", "**The Ford, by L.
// Morrow**"), its stop before "by" dropped, or "" when l is no such line.
// After a key it heads the next module of a compilation (see body), as a
// title over its byline does (see dropTitleAbove).
func titleBy(l line) string {
	if l.heading == 0 && l.lead == "" {
		return ""
	}
	lead, _ := bylineLead(l.text)
	return lead
}

// dropTitleAbove drops the heading (and URLs) right above a byline at i:
// the module title, not the name of a licence over its text. With keep
// set (see compiled) a heading in title type stays: it opens a module of
// a compilation (see titleHeadings). With afterKey set (the byline comes
// after a key) a heading of any size stays: a module prints its title
// block before its key, so a title and byline after keyed areas head the
// next module of a compilation ("## The Hermit's Cave" over "by Jon
// Kessel" after "6 – Sump"), set as large as the first module's section
// headings or smaller (see siteStarts).
func dropTitleAbove(ls []line, drop []bool, i int, keep, afterKey bool) {
	for j := i - 1; j >= 0 && j >= i-3 && ls[j].page == ls[i].page; j-- {
		switch {
		case urlRE.MatchString(ls[j].text):
			drop[j] = true
		case isHeading(ls[j].text, 10) && !legalOpeningRE.MatchString(ls[j].text):
			drop[j] = !afterKey && (!keep || ls[j].heading != 1)
			return
		default:
			return
		}
	}
}

// compiled reports whether ls print two titles or more in title type
// (Markdown level 1), each right over a byline, that differ: a compilation
// prints each module's title and authors over its text, where a single
// module prints its own once, or the same again on a title page.
func compiled(ls []line) bool {
	titles := map[string]bool{}
	for i, l := range ls {
		if !isByline(l.text) {
			continue
		}
		for j := i - 1; j >= 0 && j >= i-3 && ls[j].page == l.page; j-- {
			if ls[j].heading == 1 {
				titles[strings.ToLower(strings.Trim(ls[j].text, "*"))] = true
				break
			}
		}
	}
	return len(titles) >= 2
}

// firstKey returns the index of the first line of ls that opens a
// numbered area (see parseKeyLine), or len(ls).
func firstKey(ls []line) int {
	for i, l := range ls {
		if _, _, ok := parseKeyLine(l.text); ok {
			return i
		}
	}
	return len(ls)
}

// runningLines marks the running heads and feet of ls (see
// furniture.Running): a short line, not in title type and no sentence (it
// ends in no full stop, question or exclamation mark), printed word for
// word — but for a folio at either end of it, see withoutFolio — at the
// top or bottom edge of two or more pages and on at least half the pages
// ls holds, or over every other page, as facing pages carry the module's
// title and the chapter's. On a page set in columns a head or foot may be
// read between the columns, off the edge: a line next to the page's
// number (the folio) stands at its edge wherever the number is read, and
// once a line is known as running, every copy of it goes. A line in the
// text's type that reads as a key or a level line runs with a folio
// beside it ("2 THE SUNKEN KEEP", "LEVEL 1: THE CELLARS 3") only when its
// number steps with the page in every copy, as a folio does; a key set
// apart as a heading or in bold is never a folio's. A line of stats
// ("Morale: 9", "ML 8, AL Chaotic, XP 20") is none: two creatures' blocks
// may end in the same line at the foot of two pages, and no book runs a
// creature's stats in its margin.
func runningLines(ls []line) []bool {
	pages := map[int]bool{}
	var cands []furniture.Line
	var idx []int // the index in ls of each of cands
	for start := 0; start < len(ls); {
		end := start
		for end < len(ls) && ls[end].page == ls[start].page {
			end++
		}
		pages[ls[start].page] = true
		for i := start; i < end; i++ {
			t := ls[i].text
			if ls[i].heading == 1 || len(words(t)) > maxHeaderWords+2 || isPageNumber(t) || strings.ContainsAny(t[len(t)-1:], ".!?") || isStatBlockLine(t) {
				continue
			}
			c := furniture.Line{Page: ls[i].page, Edge: furniture.AtEdge(i-start, end-start) || besideFolio(ls, i, start, end)}
			if t = withoutFolio(t); t == ls[i].text && !setApart(ls[i]) {
				if s, n := splitFolio(t); n > 0 {
					t, c.Step, c.Stepped = s, n-ls[i].page, true
				}
			}
			c.Text = t
			cands, idx = append(cands, c), append(idx, i)
		}
		start = end
	}
	drop := make([]bool, len(ls))
	for k, run := range furniture.Running(cands, pages) {
		drop[idx[k]] = run
	}
	return drop
}

// withoutNamedHeads returns ls without the running heads that name a
// place of names, the site and level the pages are of: a line in the
// text's type opening its page whose text, but for the folio at either
// end (see splitFolio), is one of names in any case ("4 THE SUNKEN KEEP"
// over a page of the Sunken Keep, "LEVEL 1: THE CELLARS 5" over one of
// its cellars), read as a key or a level by its number (a head without
// a folio is no key: see runningHead). Too few pages to show a head
// repeated (see runningLines) still show what it names: a key line names
// an area, never the site or level around it.
func withoutNamedHeads(ls []line, names ...string) []line {
	var out []line
	for i, l := range ls {
		t, folio := splitFolio(l.text)
		named := folio > 0 && slices.ContainsFunc(names, func(n string) bool { return n != "" && strings.EqualFold(n, t) })
		if !named || setApart(l) || i > 0 && ls[i-1].page == l.page {
			out = append(out, l)
		}
	}
	return out
}

// withoutFolio returns running line t without the page number set at
// either end of it and the marks that part them ("Page 4" → "Page", "THE
// MOSS HALLS · 7" and "7 · THE MOSS HALLS" → "THE MOSS HALLS"): a running
// foot joins the folio to a word or a title, at the page's outer edge, so
// its copies differ by the number alone. A level heading ("Level 2") or a
// key line ("Area 12") keeps its number, which names it.
func withoutFolio(t string) string {
	if _, _, key := parseKeyLine(t); key || levelName(t) != "" {
		return t
	}
	s, _ := splitFolio(t)
	return s
}

// splitFolio returns t without the page number set at either end of it
// and the marks that part them, and that number; t and 0 when it has
// none (see withoutFolio, which keeps the number of a key or a level).
func splitFolio(t string) (string, int) {
	ws := words(t)
	folio := 0
	bare := func(w string) bool {
		return !strings.ContainsFunc(w, unicode.IsLetter) && !strings.ContainsFunc(w, unicode.IsDigit)
	}
	number := func(w string) {
		if n, _ := atoiLoose(w); isPageNumber(w) {
			folio = n
		}
	}
	for len(ws) > 0 && (isPageNumber(ws[0]) || bare(ws[0])) {
		number(ws[0])
		ws = ws[1:]
	}
	for len(ws) > 0 && (isPageNumber(ws[len(ws)-1]) || bare(ws[len(ws)-1])) {
		number(ws[len(ws)-1])
		ws = ws[:len(ws)-1]
	}
	if folio == 0 || len(ws) == 0 {
		return t, 0
	}
	return strings.Join(ws, " "), folio
}

// folioLine reports whether t is a page's number, alone or after the
// word page ("14", "page 2", "Page 14", "p. 3").
func folioLine(t string) bool {
	s, n := splitFolio(t)
	return isPageNumber(t) || n > 0 && slices.Contains([]string{"page", "p", "pg"}, strings.ToLower(strings.TrimSuffix(s, ".")))
}

// besideFolio reports whether line i of the page of lines start to end
// stands right under or over a page number.
func besideFolio(ls []line, i, start, end int) bool {
	return i > start && isPageNumber(ls[i-1].text) || i+1 < end && isPageNumber(ls[i+1].text)
}

// folio reports whether l may be a folio, a page number: a number alone
// in plain type (the margin's). The text layer reads a page's head first
// and its foot last, and a folio set between columns where it falls; a
// number set apart as a heading or in bold is a key on its own line over
// its title ("### 3" over "### OLD WELL").
func folio(l line) bool { return isPageNumber(l.text) && !setApart(l) }

// edgeFolio reports whether line i is the folio at the foot or the head
// of its page (see folio), last or first of the page's lines. It is no
// text of the area, table or stat line it falls inside where a page break
// cuts them ("..., Save 18;" / "1" / "AL C; CL/XP B/10"). A number last
// on its page right under a line that ends in a stat label is that label's
// value, wrapped ("..., ML 7, XP" / "15"): a label is printed with its
// value, and a folio is never its value.
func edgeFolio(ls []line, i int) bool {
	first := i == 0 || ls[i-1].page != ls[i].page
	last := i+1 == len(ls) || ls[i+1].page != ls[i].page
	return (first || last && !endsWithLabel(ls[i-1].text)) && folio(ls[i])
}

// maxHeaderWords bounds a running header.
const maxHeaderWords = 6

// isRunningHeader reports whether line i is a running header: all capitals,
// without digits, no level heading ("DUNGEON LEVEL ONE: THE CELLARS"), key
// line ("A. KOBOLD LAIR"), title in title type ("# THE HILL FORT", a
// module of a compilation), heading right over a key (see headsKey), line
// right over running text (see headsText) or table title, set as a heading or in bold,
// or over the rows of its table ("### WANDERING MONSTERS" opening a page
// of tables: a running head is set in the small plain type of the margin
// and stands over no table), first on its page or right after a page
// number (see folio), or, in body type, right after another running header in body
// type: a page's head printed in parts, the module's title at one edge
// and the chapter's at the other, is read first on the page, one part
// after the other ("RAISING A GOD" then "ASTRAL SEA"), in no more than
// maxHeaderParts parts.
func isRunningHeader(ls []line, i int) bool {
	for part := 1; headerLine(ls, i); part, i = part+1, i-1 {
		switch {
		case part == 1 && (headsKey(ls, i) || headsText(ls, i)):
			return false
		case i == 0 || ls[i-1].page != ls[i].page || folio(ls[i-1]):
			return true
		case part == maxHeaderParts || ls[i].heading != 0 || ls[i-1].heading != 0:
			return false
		}
	}
	return false
}

// headsKey reports whether line i, set in heading size (a Markdown
// heading), stands right over a key line on its page ("## UPPER CAVES"
// over "**1. Cave Mouth.** Bats…"): a heading that opens a part of the
// key at the head of a page, where a running head printed once in the
// margin's type stands over the page's text. A heading that names the key
// as a whole or a table ("KEY TO THE MILL", "ENCOUNTER AREAS") opens no
// part of it.
func headsKey(ls []line, i int) bool {
	t := ls[i].text
	if ls[i].heading == 0 || i+1 == len(ls) || ls[i+1].page != ls[i].page || areaKeyRE.MatchString(t) || tableWordRE.MatchString(t) {
		return false
	}
	_, bold := boldKey(ls[i+1])
	_, _, key := parseKeyLine(ls[i+1].text)
	return bold || key
}

// headsText reports whether line i, no Markdown heading (see headsKey),
// stands right over running text or a list of routes on its page, with no
// white between (see opensPlace): a place's name in small capitals at the
// head of a zine's page heads its text ("THE WALKING STONES" over "A ring
// of nine stones…"), where a running head stands apart from the text in
// the page's margin and its text layer reads a blank line under it.
func headsText(ls []line, i int) bool {
	return ls[i].heading == 0 && i+1 < len(ls) && ls[i+1].page == ls[i].page && !ls[i+1].gap && opensPlace(ls, i+1)
}

// maxHeaderParts bounds the parts of a running head read one after the
// other (see isRunningHeader).
const maxHeaderParts = 3

// headerLine reports whether line i reads as a running head or a part of
// one (see isRunningHeader), wherever it stands.
func headerLine(ls []line, i int) bool {
	t := ls[i].text
	if ls[i].heading == 1 || len(words(t)) > maxHeaderWords || strings.ContainsAny(t, "0123456789") || !allCaps(t) || levelName(t) != "" {
		return false
	}
	if _, table := tableHeader(ls, i); (table || setApart(ls[i])) && tableWordRE.MatchString(t) && !otherWordRE.MatchString(t) && !areaKeyRE.MatchString(t) {
		return false
	}
	_, _, key := parseKeyLine(t)
	return !key && !loneKeyRE.MatchString(t) // "A. KOBOLD LAIR" or "B." opening a page
}

func isPageNumber(t string) bool {
	n, ok := atoiLoose(t)
	return ok && n > 0
}

// allCaps reports whether t has letters and none in lower case.
func allCaps(t string) bool {
	letters := false
	for _, r := range t {
		if unicode.IsLower(r) {
			return false
		}
		letters = letters || unicode.IsLetter(r)
	}
	return letters
}

// levelSegments splits key candidates at level headings (see levelLines)
// and where a new site starts (see siteStarts).
func levelSegments(ls []line, cands []keyLine) [][]keyLine {
	starts := siteStarts(ls, cands)
	levels := levelLines(ls, cands, nil)
	var out [][]keyLine
	var cur []keyLine
	from := 0
	for n, k := range cands {
		for ; from < k.idx; from++ {
			if _, level := levels[from]; level && len(cur) > 0 {
				out, cur = append(out, cur), nil
			}
		}
		if _, site := starts[n]; site && len(cur) > 0 || len(cur) > 0 && cur[len(cur)-1].place != k.place {
			out, cur = append(out, cur), nil
		}
		cur = append(cur, k)
	}
	if len(cur) > 0 {
		out = append(out, cur)
	}
	return out
}

// distinct returns one candidate per key, in reading order: of candidates
// sharing a key, the first one next to a neighbouring key (a key one above
// or below it just before or after it), else the first. Map labels and
// stray numbers repeat keys but rarely sit in a run of their neighbours;
// keys themselves may come in any order when columns are read out of turn.
func distinct(cands []keyLine) []keyLine {
	chosen := map[string]int{}
	for i, k := range cands {
		j, seen := chosen[k.key]
		if !seen || !supported(cands, j) && supported(cands, i) {
			chosen[k.key] = i
		}
	}
	var out []keyLine
	for i, k := range cands {
		if chosen[k.key] == i {
			out = append(out, k)
		}
	}
	return out
}

// supported reports whether candidate i has a neighbouring key right before
// or after it.
func supported(cands []keyLine, i int) bool {
	return i > 0 && neighbours(cands[i-1].key, cands[i].key) || i+1 < len(cands) && neighbours(cands[i].key, cands[i+1].key)
}

// neighbours reports whether two keys are one apart ("3" and "4", "12" and
// "12a", "A3" and "A2").
func neighbours(a, b string) bool {
	ma, mb := keyPartsRE.FindStringSubmatch(a), keyPartsRE.FindStringSubmatch(b)
	if ma == nil || mb == nil || ma[1] != mb[1] {
		return false
	}
	na, _ := atoiLoose(ma[2])
	nb, _ := atoiLoose(mb[2])
	return na-nb == 1 || nb-na == 1 || na == nb && ma[3] != mb[3]
}

// keyPartsRE splits a key into prefix (a letter, or a level: "1." of
// "1.2"), number and suffix; a range ("1-3") is ordered by its first key.
var keyPartsRE = regexp.MustCompile(`^([A-Z]?(?:\d+\.)?)(\d+)([a-z]?)(?:-\d+[a-z]?)?$`)

// keyLess orders printed keys: by letter prefix, number, then suffix
// ("A3" < "A12" < "B1"; "12" < "12a" < "13").
func keyLess(a, b string) bool {
	ma, mb := keyPartsRE.FindStringSubmatch(a), keyPartsRE.FindStringSubmatch(b)
	if ma == nil || mb == nil {
		return a < b
	}
	if ma[1] != mb[1] {
		return ma[1] < mb[1]
	}
	na, _ := atoiLoose(ma[2])
	nb, _ := atoiLoose(mb[2])
	if na != nb {
		return na < nb
	}
	return ma[3] < mb[3]
}
