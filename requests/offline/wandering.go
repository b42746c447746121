package offline

import (
	"regexp"
	"strings"

	"github.com/scriptorium/scriptorium/requests"
)

// Wandering table patterns.
var (
	dieRE        = regexp.MustCompile(`(?i)\b(\d*d(?:\d+\b|%))`)
	loneDieRE    = regexp.MustCompile(`(?i)^(?:roll\s+)?(\d*d(?:\d+|%)):?$`)
	tableWordRE  = regexp.MustCompile(`(?i)\b(?:encounters?|wandering|monsters?|random|roaming)\b`)
	rowRE        = regexp.MustCompile(`^(\d{1,3}(?:\s*[-–—]\s*\d{1,3})?|\d{1,3}\+)[.:)]?\s+(\S.*)$`)
	rangeOnlyRE  = regexp.MustCompile(`^(\d{1,3}(?:\s*[-–—]\s*\d{1,3})?|\d{1,3}\+)[.:)]?$`)
	leadCountRE  = regexp.MustCompile(`(?i)^(\d*d\d+(?:\s?[+\-−]\s?\d+)?|\d{1,4})\s`)
	trailCountRE = regexp.MustCompile(`(?i)(\S+)\s+\(?(\d*d\d+(?:\s?[+\-]\s?\d+)?|\d{1,3}(?:\s?[-–]\s?\d{1,3})?)\)?$`)
	placeWordRE  = regexp.MustCompile(`(?i)^(?:areas?|rooms?|levels?|see|page|p\.?|#)$`)
	frequencyRE  = regexp.MustCompile(`(?i)\d+\s+in\s+\d+[^.;)]*|\d+/\d+\s+per\s+[^.;)]*|\d+\s+on\s+(?:a\s+)?\d*d\d+[^.;)]*|(?:roll(?:ed)?\s+|check(?:ed)?\s+|\d*d\d+\s+)(?:\d*d\d+\s+)?(?:once\s+)?(?:per|every|each)\s+[^.;)]*|once\s+per\s+\w+`)
	parenGroupRE = regexp.MustCompile(`\s*\([^)]*\)`)
)

// wanderingTable is a table found in the lines and the lines it covers.
type wanderingTable struct {
	requests.WanderingTable
	first, last int // line indexes, inclusive
}

// wanderingTables returns the random-encounter tables of ls: a header that
// names encounters or wandering monsters with a die (on the header, or a
// lone die line before it), then rows "1 Goblins", "2-3 2d4 orcs", either
// one per line or as a column of ranges followed by a column of entries.
// A die-headed table whose rows mostly carry stat lines counts too.
func wanderingTables(ls []line) []wanderingTable {
	var out []wanderingTable
	for i := 0; i < len(ls); i++ {
		t, ok := tableAt(ls, i)
		if !ok {
			t, ok = runOnTableAt(ls, i)
		}
		if ok {
			out = append(out, t)
			i = t.last
		}
	}
	return out
}

// tableAt reads a table whose header is line i (see tableHeader).
func tableAt(ls []line, i int) (wanderingTable, bool) {
	die, name, at := tableHeader(ls, i)
	if die == "" || len(name) > 80 {
		return wanderingTable{}, false
	}
	entries, last := tableRows(ls, at+1)
	if len(entries) == 0 {
		entries, last = tableRows(ls, at+2)
	}
	if len(entries) < 2 || !tableWordRE.MatchString(name) && !mostlyCreatures(entries) {
		return wanderingTable{}, false
	}
	t := wanderingTable{first: i, last: last}
	t.Die = die
	t.Frequency = frequency(ls, at)
	t.Name = strings.TrimRight(strings.TrimSpace(parenGroupRE.ReplaceAllString(name, "")), ":")
	t.AppliesTo = appliesTo(t.Name)
	t.Entries = entries
	return t, true
}

// runOnHeadRE matches the lead of a table printed as one sentence: words
// that name encounters or a roll, with a die, before a colon ("Random
// encounters on the rock (d6):", "Roll 1d6:").
var runOnHeadRE = regexp.MustCompile(`(?i)^([^:;]{0,80}?)\s*\(?\b(\d*d(?:\d+\b|%))\)?\s*:\s+(.+)$`)

// runOnTableAt reads a table printed as a run-on sentence in the paragraph
// that opens at line i, as compact modules print short tables: a lead with
// a die and a table word or "roll", a colon, then rows with ascending
// ranges between semicolons ("Random encounters on the rock (d6): 1–3 a
// crabman; 4–5 gulls; 6 the keeper's ghost.").
func runOnTableAt(ls []line, i int) (wanderingTable, bool) {
	if !afterBreak(ls, i) {
		return wanderingTable{}, false
	}
	last := i
	for last+1 < len(ls) && last-i < 6 && !ls[last+1].gap && !endsSentence(ls[last].text) {
		last++
	}
	m := runOnHeadRE.FindStringSubmatch(joinLines(ls[i : last+1]))
	if m == nil || !tableWordRE.MatchString(m[1]) && !strings.EqualFold(m[1], "roll") {
		return wanderingTable{}, false
	}
	var entries []requests.WanderingEntry
	for _, part := range strings.Split(strings.TrimRight(m[3], ". "), ";") {
		r := rowRE.FindStringSubmatch(strings.TrimSpace(part))
		if r == nil || len(entries) > 0 && rangeStart(r[1]) <= rangeEnd(entries[len(entries)-1].Range) {
			return wanderingTable{}, false
		}
		entries = append(entries, entry(r[1], r[2]))
	}
	if len(entries) < 2 {
		return wanderingTable{}, false
	}
	t := wanderingTable{first: i, last: last}
	t.Die, t.Name, t.Entries = dieName(m[2]), m[1], entries
	t.Frequency = frequency(ls, i)
	t.AppliesTo = appliesTo(t.Name)
	return t, true
}

// tableHeader reads the die and name of a table whose header is line i,
// and the index of the line the die is on (rows follow it, after at most
// one column header line): a lone die line, with the name on the next line
// ("1d6" / "Wandering Monsters: Level 1"); a short line with a die in it
// ("1d8 Random Encounters (1/6 per day)"); or a table title with the die on
// one of the next two lines ("Wandering Monsters" / "d6 Encounter", or /
// "Encounters occur on a roll of 1 on 1d6, checked each turn.").
func tableHeader(ls []line, i int) (die, name string, at int) {
	head := ls[i].text
	if m := loneDieRE.FindStringSubmatch(head); m != nil {
		if i+1 < len(ls) && !rowRE.MatchString(ls[i+1].text) && !rangeOnlyRE.MatchString(ls[i+1].text) {
			return dieName(m[1]), ls[i+1].text, i + 1
		}
		return dieName(m[1]), "", i
	}
	if m := dieRE.FindStringSubmatch(head); m != nil && len(words(head)) <= 12 {
		return dieName(m[1]), strings.TrimSpace(strings.Replace(head, m[0], "", 1)), i
	}
	if !tableWordRE.MatchString(head) || !isHeading(parenGroupRE.ReplaceAllString(head, ""), 6) {
		return "", "", i
	}
	die, at = "", i
	for j := i + 1; j < min(i+3, len(ls)) && !rowRE.MatchString(ls[j].text); j++ {
		if m := dieRE.FindStringSubmatch(ls[j].text); m != nil {
			die, at = dieName(m[1]), j // the die nearest the rows: "Roll 1d6 every turn." / "d8 Monster"
		}
	}
	return die, head, at
}

// dieName returns a printed die in lower case, "d%" as "d100".
func dieName(s string) string { return strings.Replace(strings.ToLower(s), "%", "100", 1) }

// tableRows reads rows from line i: row lines with ascending ranges up to a
// blank line, or a column of ranges then as many entry lines. It returns
// the entries and the last line used.
func tableRows(ls []line, i int) ([]requests.WanderingEntry, int) {
	var ranges []string
	j := i
	for ; j < len(ls) && rangeOnlyRE.MatchString(ls[j].text); j++ {
		ranges = append(ranges, strings.TrimRight(ls[j].text, ".:)"))
	}
	if len(ranges) >= 2 && j+len(ranges) <= len(ls) {
		var out []requests.WanderingEntry
		for k, r := range ranges {
			out = append(out, entry(r, ls[j+k].text))
		}
		return out, j + len(ranges) - 1
	}
	var out []requests.WanderingEntry
	last := i - 1
	for j = i; j < len(ls); j++ {
		m := rowRE.FindStringSubmatch(ls[j].text)
		switch {
		case len(out) > 0 && ls[j].gap:
			return out, last
		case m != nil && (len(out) == 0 || rangeStart(m[1]) > rangeEnd(out[len(out)-1].Range)):
			out = append(out, entry(m[1], m[2]))
		case len(out) > 0 && startsLower(ls[j].text):
			out[len(out)-1].Entry += " " + ls[j].text
		default:
			return out, last
		}
		last = j
	}
	return out, last
}

// rangeStart and rangeEnd return the first and last number of a printed
// range ("2-3" → 2, 3; "12+" → 12).
func rangeStart(r string) int {
	n, _ := atoiLoose(strings.TrimRight(rangeNumRE.FindString(r), "+"))
	return n
}

func rangeEnd(r string) int {
	all := rangeNumRE.FindAllString(r, -1)
	if len(all) == 0 {
		return 0
	}
	n, _ := atoiLoose(all[len(all)-1])
	return n
}

var rangeNumRE = regexp.MustCompile(`\d+`)

func startsLower(s string) bool { return s != "" && isLower(s[0]) }

// entry returns one table row, its count taken from a leading dice
// expression or number ("2d4 slow moving, dead baboons" → "2d4"), else
// from a trailing one, bracketed or in a column of its own ("Zombies
// (1d4)", "Giant rats 4-24"), unless it is a place ("Orcs from area 7").
func entry(rng, text string) requests.WanderingEntry {
	e := requests.WanderingEntry{Range: strings.Join(strings.Fields(rng), ""), Entry: strings.TrimSpace(text)}
	if m := leadCountRE.FindStringSubmatch(e.Entry); m != nil {
		e.Count = m[1]
	} else if m := trailCountRE.FindStringSubmatch(e.Entry); m != nil && !placeWordRE.MatchString(m[1]) {
		e.Count = strings.Join(strings.Fields(m[2]), "")
	}
	return e
}

// mostlyCreatures reports whether at least half the entries carry a count
// and a stat line.
func mostlyCreatures(es []requests.WanderingEntry) bool {
	n := 0
	for _, e := range es {
		if _, _, ok := statRun(words(e.Entry), 0); ok && e.Count != "" {
			n++
		}
	}
	return 2*n >= len(es)
}

// frequency returns how often to check as printed: in the header line's
// parentheses ("1/6 per day, 1/6 per night") or in the two lines before it.
func frequency(ls []line, header int) string {
	for i := header; i >= max(0, header-2); i-- {
		if m := frequencyRE.FindString(ls[i].text); m != "" {
			return strings.TrimSpace(m)
		}
	}
	return ""
}

// appliesTo returns where a table applies when its title says so ("Wandering
// Monsters: Level 1", "Random Encounters in the Forest").
func appliesTo(name string) string {
	if _, after, ok := strings.Cut(name, ":"); ok {
		return strings.TrimSpace(after)
	}
	for _, sep := range []string{" on ", " in ", " for "} {
		if _, after, ok := strings.Cut(name, sep); ok {
			return strings.TrimSpace(after)
		}
	}
	return ""
}

// tableLines returns the set of line indexes tables cover.
func tableLines(ts []wanderingTable) map[int]bool {
	out := map[int]bool{}
	for _, t := range ts {
		for i := t.first; i <= t.last; i++ {
			out[i] = true
		}
	}
	return out
}

// wandering answers a wandering request from its pages.
func wandering(pages []requests.Page) requests.Wandering {
	var w requests.Wandering
	for _, t := range wanderingTables(body(linesOf(pages))) {
		w.Tables = append(w.Tables, t.WanderingTable)
	}
	return w
}
