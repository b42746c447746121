package offline

import (
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/scriptorium/scriptorium/naming"
	"github.com/scriptorium/scriptorium/requests"
)

// numberRangeExpr matches a count printed as a number of up to three
// figures or a range of them ("6", "2-8", "3 – 18").
const numberRangeExpr = `\d{1,3}(?:\s?[-–]\s?\d{1,3})?`

// Counts and places in a table row.
var (
	leadCountRE      = regexp.MustCompile(`(?i)^(` + countRangeExpr + `|` + amountExpr + `)\s`)
	trailCountRE     = regexp.MustCompile(`(?i)(\S+)\s+\(?(` + diceExpr + `|` + numberRangeExpr + `)\)?$`)
	afterNameCountRE = regexp.MustCompile(`(?i)(\S+)(?:\s+\(|,\s+(?:No\.\s+)?)(` + diceExpr + `|` + numberRangeExpr + `)\)?(?:[\s.,;:]|$)`)
	rowDashRE        = regexp.MustCompile(`^[—–=-]\s+`)
	placeWordRE      = regexp.MustCompile(`(?i)^(?:areas?|rooms?|levels?|see|page|p\.?|#)$`)
	groupCountRE     = regexp.MustCompile(`(?i)^(?:an?|the)\s+(?:\w+\s+){1,2}of\s+(` + amountExpr + `)\s`)
)

// rangeStart and rangeEnd return the first and last number of a printed
// range ("2-3" → 2, 3; "12+" → 12), "00" read as 100 as percentile tables
// print it ("96-00" → 96, 100).
func rangeStart(r string) int { return rollValue(rangeNumRE.FindString(r)) }

func rangeEnd(r string) int {
	all := rangeNumRE.FindAllString(r, -1)
	if len(all) == 0 {
		return 0
	}
	return rollValue(all[len(all)-1])
}

// rollValue returns the roll a printed number stands for in a range.
func rollValue(n string) int {
	if n == "00" {
		return 100
	}
	v, _ := atoiLoose(n)
	return v
}

var rangeNumRE = regexp.MustCompile(`\d+`)

func startsLower(s string) bool { return s != "" && isLower(s[0]) }

// entry returns one table row, leader dots before its text dropped ("1-2
// ........ Goblins"), its count taken from a leading dice
// expression, range or number ("2d4 slow moving, dead baboons" → "2d4",
// "2–8 kobolds" → "2–8", as AD&D modules print a number appearing), or one
// after a group noun ("a swarm of 2d6 giant leeches", "the pack of 3
// wolves"), else from a trailing one, bracketed or in a column of its own
// ("Zombies (1d4)", "Giant rats 4-24"), unless it is a place ("Orcs from
// area 7"), else from the first one right after a name, bracketed or
// after a comma, which a note may follow ("Troglodytes (1d6+1) One
// carries a map.", "Ghouls, No. 2-7. They guard a shrine." → "1d6+1",
// "2-7"), else one spelled out (see wordCount: "Four drowned dead" →
// "4").
// A stat line the row ends in is no part of what it names: the count
// trails the name before it ("Goblins (2d4) (AC 6, HD 1-1, …, ML 7)" →
// "2d4", not the morale). A dash or an equals sign that sets the text off
// from the range, as a full stop does, is no part of it ("1 — 2d6
// zombies", "1-2 = 2d4 goblins").
func entry(rng, text string) requests.WanderingEntry {
	text = rowDashRE.ReplaceAllString(strings.TrimLeft(strings.TrimSpace(text), ".… "), "")
	e := requests.WanderingEntry{Range: strings.Join(strings.Fields(rng), ""), Entry: text}
	if m := leadCountRE.FindStringSubmatch(e.Entry); m != nil {
		e.Count = m[1]
	} else if m := groupCountRE.FindStringSubmatch(e.Entry); m != nil {
		e.Count = strings.Join(strings.Fields(m[1]), "")
	} else if m := trailCountRE.FindStringSubmatch(beforeStats(e.Entry)); m != nil && !placeWordRE.MatchString(m[1]) {
		e.Count = strings.Join(strings.Fields(m[2]), "")
	} else if m := afterNameCountRE.FindStringSubmatch(beforeStats(e.Entry)); m != nil && !placeWordRE.MatchString(m[1]) {
		e.Count = strings.Join(strings.Fields(m[2]), "")
	} else if n := wordCount(e.Entry); n > 0 {
		e.Count = strconv.Itoa(n)
	}
	return e
}

// Counts spelled out in a row: the word that opens it ("Four drowned
// dead", "Twelve wood goblins"), or the one of a phrase after the name
// ("Ghosts, three of them"; "Wolves: a pack of six").
//
// A number word before "of" or a unit counts no creature but a part, a
// span or an amount ("One of the hirelings deserts", "Ten minutes of
// silence", "Thirty pieces of silver").
var (
	leadWordCountRE  = regexp.MustCompile(`^(\w+)\s+\w`)
	afterWordCountRE = regexp.MustCompile(`[,:;]\s+(?:an?\s+\w+\s+of\s+)?(\w+)(?:\s+of\s+them)?[.)]?$`)
	measuredRE       = regexp.MustCompile(`(?i)^\w+\s+(?:of|rounds?|turns?|minutes?|hours?|days?|nights?|weeks?|months?|years?|feet|foot|ft|yards?|miles?|times?|pieces?|coins?|cp|sp|ep|gp|pp)\b`)
)

// wordCount returns the count a row spells out (see leadWordCountRE) as a
// number: two and up, or "one" — an article counts no creature, as a row
// may name an event with one ("a rockfall") — else 0.
func wordCount(text string) int {
	text = beforeStats(text)
	for _, re := range []*regexp.Regexp{leadWordCountRE, afterWordCountRE} {
		if re == leadWordCountRE && measuredRE.MatchString(text) {
			continue
		}
		if m := re.FindStringSubmatch(text); m != nil {
			if w := strings.ToLower(m[1]); numberWords[w] > 1 || w == "one" {
				return numberWords[w]
			}
		}
	}
	return 0
}

// beforeStats returns a row's text up to the stat line it carries, if
// any, without the colon or comma that sets the stat line off ("Goblins
// (2d4) (AC 6, …)", "Bandits (1d6): AC 6, …" → "Goblins (2d4)",
// "Bandits (1d6)").
func beforeStats(text string) string {
	ws := words(text)
	if start, _, ok := statRun(ws, 0); ok && start > 0 {
		return strings.TrimRight(strings.Join(ws[:start], " "), ":;,")
	}
	return text
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
// parentheses ("1/6 per day, 1/6 per night") or in the lines before it up
// to line top (the heading the table stands under, or two lines up), in
// one line or wrapped over two.
func frequency(ls []line, header, top int) string {
	for i := header; i >= max(0, top); i-- {
		if m := checkIn(ls[i].text); m != "" {
			return m
		}
		if i > 0 && !ls[i].gap {
			joined := ls[i-1].text + " " + ls[i].text
			if loc := frequencyRE.FindStringIndex(joined); loc != nil && loc[0] < len(ls[i-1].text) && loc[1] > len(ls[i-1].text) {
				return checkIn(joined[loc[0]:]) // the phrase wraps from the line above ("There is a 1 in" over "6 chance each hour")
			}
		}
	}
	return ""
}

// checkIn returns the first frequency phrase of s, without the colon
// that may end it ("Roll 1d6 every two turns in the warren:") and with
// the bracket it opens closed, carried on by the phrase of the clause
// after it when that clause opens with one: a check prints its interval
// and its chance as two clauses of one sentence ("Check every 2 turns; 1
// in 6", "Check every turn; a roll of 1 on 1d6 means an encounter").
func checkIn(s string) string {
	loc := frequencyRE.FindStringIndex(s)
	if loc == nil {
		return ""
	}
	end := loc[1]
	if m := frequencyRE.FindStringIndex(s[end:]); m != nil && checkClauseRE.MatchString(s[end:end+m[0]]) {
		end += m[1]
	}
	f := strings.TrimRight(strings.TrimSpace(s[loc[0]:end]), ":,")
	if strings.Count(f, "(") > strings.Count(f, ")") {
		f += ")" // "every 2 turns (1 in 6)", cut at its closing bracket
	}
	return f
}

// checkClauseRE matches what stands between a check's two frequency
// phrases in one sentence: a semicolon or a comma, and the words that
// open the second clause ("; a roll of ", ", with a chance of ").
var checkClauseRE = regexp.MustCompile(`^\s*[;,]\s*(?:(?:and|with)\s+)?(?:(?:a|an|the)\s+)?(?:(?:roll|chance)\s+of\s+)?$`)

// appliesTo returns where a table applies when its title, as printed,
// says so: after a colon, a dash or a comma ("Wandering Monsters: Level
// 1", "Wandering Monsters — Level 2", "Wandering Monsters, Level 3"),
// after "on", "in" or "for" ("Random Encounters in the Forest", the time
// after it left out: "Encounters in Saltmarsh by Night"), a level
// named before the table's words ("Level 2 Wandering Monsters"), or in a
// note in parentheses (see placeNote); never words that name encounters
// themselves ("Roll for encounters").
func appliesTo(title string) string {
	name := tableName(title)
	if loc := tableWordRE.FindStringIndex(name); loc != nil {
		if before := strings.TrimSpace(name[:loc[0]]); levelName(before) != "" {
			return before
		}
	}
	for _, seps := range [][]string{{":", " — ", " – ", " - ", ", "}, {" on ", " in ", " for "}} {
		for _, sep := range seps {
			if _, after, ok := strings.Cut(name, sep); ok && !tableWordRE.MatchString(after) {
				return strings.TrimSpace(timeAfterRE.ReplaceAllString(after, ""))
			}
		}
	}
	return placeNote(title)
}

// tableKindRE matches the words before a table's own words that say what
// kind of table it is, not where it applies ("Random Encounters", "Special
// Wandering Monsters").
var tableKindRE = regexp.MustCompile(`(?i)^(?:random|special|common|uncommon|rare|other|more|additional|optional|sample|typical|standard|minor|major|new|monster|creature)$`)

// placeDistricts sets where each table applies when its title does not
// say but names a place before its table words that a heading of the
// pages names too, as a town or region key prints each district's table
// under the district's heading ("## Temple Hill" over "Temple Hill
// encounters (d6)", "## THE DOCKS" over "Docks Encounters"): a name of up
// to four words, no die or number among them, none of its words a kind
// of table (see tableKindRE). "Ship Encounter" names what is met, not
// where, and no heading names a ship.
func placeDistricts(ls []line, ts []wanderingTable) {
	for k := range ts {
		t := &ts[k]
		loc := tableWordRE.FindStringIndex(t.Name)
		if t.AppliesTo != "" || loc == nil {
			continue
		}
		before := strings.TrimSpace(t.Name[:loc[0]])
		if !isHeading(before, 4) || strings.ContainsAny(before, "0123456789") || slices.ContainsFunc(words(before), tableKindRE.MatchString) {
			continue
		}
		place := naming.FoldPlace(before)
		if slices.ContainsFunc(ls, func(l line) bool { return l.heading > 0 && naming.FoldPlace(strings.Trim(l.text, "*")) == place }) {
			t.AppliesTo = before
		}
	}
}

// timeAfterRE matches the time of day a title names after its place, by
// or at which its table applies ("… by Night", "… at Dusk").
var timeAfterRE = regexp.MustCompile(`(?i)\s+(?:by|at)\s+(?:` + timesOfDay + `)\b.*$`)

// townTitleRE matches the words of a town's table that name no place: the
// events it rolls or the time of day it applies ("Street Events",
// "Happenings", "Who's abroad?", "Night Encounters", "After Dark").
var townTitleRE = regexp.MustCompile(`(?i)\b(?:events?|happenings?|incidents?|abroad|dark|` + timesOfDay + `)\b`)

// placeTowns sets where each of a town's tables applies when its title
// does not say, as a town's key prints a table for each district: the
// district its title opens with, as a heading of the pages names it ("The
// Docks by Night (1d6)" under "## The Docks", see districtHeading; a
// title printed over the table, not one taken from the heading), else,
// for a table of events or of a time of day (see townTitleRE), the
// district or site it stands under (see districtOver: "Street Events
// (d6)" under "## Market Ward" and its keys).
func placeTowns(ls []line, ts []wanderingTable) {
	for k := range ts {
		t := &ts[k]
		if t.AppliesTo != "" {
			continue
		}
		if tableName(ls[t.first].text) == t.Name {
			t.AppliesTo = districtHeading(ls, t.first, t.Name)
		}
		if t.AppliesTo == "" && townTitleRE.MatchString(t.Name) {
			t.AppliesTo = districtOver(ls, t.first)
		}
	}
}

// districtOver returns the heading of the district or site line i stands
// under: the nearest heading before it that keys no area and names no
// table, whole when set over several lines (see titleRun); "" when there
// is none.
func districtOver(ls []line, i int) string {
	for j := i - 1; j >= 0; j-- {
		if l := ls[j]; l.heading > 0 && !keyLead(l.text) && !tableWordRE.MatchString(l.text) && !otherWordRE.MatchString(l.text) {
			return titleRun(ls, j)
		}
	}
	return ""
}

// placeNote returns the place a note in parentheses in a table's title
// names ("Wandering Monsters (Level 2)", "Random Encounters (Night, 1 in 6
// per hour)"): the note's text once its dice and frequency are left out,
// when what is left is a short capitalised name; "" when no note names one
// ("(d6)", "(1/6 per day)", "(see below)"), nor the word that calls for
// the roll, in any case ("(ROLL 1D8)").
func placeNote(title string) string {
	for _, m := range parenGroupRE.FindAllString(title, -1) {
		m = frequencyRE.ReplaceAllString(dieRE.ReplaceAllString(strings.Trim(m, " ()"), " "), " ")
		m = rollRE.ReplaceAllString(m, " ")
		note := strings.Trim(spacesRE.ReplaceAllString(m, " "), " ,;:")
		if startsUpper(note) && isHeading(note, 4) {
			return note
		}
	}
	return ""
}

// placeRepeated sets where each of several tables of one name applies
// when its title does not say: the section it stands in, as modules print
// one table per level, site or terrain, each under its section's heading
// (see sectionOf).
func placeRepeated(ls []line, ts []wanderingTable) {
	names := map[string]int{}
	for _, t := range ts {
		names[naming.Fold(t.Name)]++
	}
	for k := range ts {
		if t := &ts[k]; t.AppliesTo == "" && names[naming.Fold(t.Name)] > 1 {
			t.AppliesTo = sectionOf(ls, t.first)
		}
	}
}

// sectionOf returns the heading of the section line i stands in, above the
// heading of the table itself: the nearest heading before it of a higher
// rank than the heading that names encounters over the table, if any ("#
// The Goblin Warren" over "### Wandering Monsters"; "## Level 2" over a
// table titled in bold), whole when set over several lines (see titleRun);
// "" when there is none.
func sectionOf(ls []line, i int) string {
	rank := 7 // below every Markdown heading
	for j := i; j >= 0; j-- {
		switch h := ls[j].heading; {
		case h == 0 || h >= rank:
		case tableWordRE.MatchString(ls[j].text):
			rank = h
		default:
			return titleRun(ls, j)
		}
	}
	return ""
}

// wandering answers a wandering request from its pages.
func wandering(pages []requests.Page) requests.Wandering {
	var w requests.Wandering
	ls := body(linesOf(pages))
	ts := wanderingTables(ls)
	placeRepeated(ls, ts)
	placeDistricts(ls, ts)
	placeTowns(ls, ts)
	for _, t := range ts {
		if t.Name == "" {
			t.Name = untitledName(ls, t.first)
		}
		w.Tables = append(w.Tables, t.WanderingTable)
	}
	return w
}

// untitledName returns the name of a table printed with no title, line i
// its first: the nearest heading above it that keys no area ("## The
// Lower Vault" over "### 4. CROSSROADS" and the grid), as the section it
// stands in names it, else "Wandering monsters", what a wandering request
// asks for; never "".
func untitledName(ls []line, i int) string {
	for j := i - 1; j >= 0; j-- {
		if l := ls[j]; l.heading > 0 && !keyLead(l.text) && tableName(l.text) != "" {
			return tableName(l.text)
		}
	}
	return "Wandering monsters"
}
