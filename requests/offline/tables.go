package offline

import (
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/scriptorium/scriptorium/linebreak"
	"github.com/scriptorium/scriptorium/naming"
	"github.com/scriptorium/scriptorium/requests"
	"github.com/scriptorium/scriptorium/statblock"
)

// Table segmentation: the step that finds random-encounter tables in a
// run of lines, wherever they stand (in an area, in a section of their
// own, on a page of tables), in the three forms modules print them:
//
//   - a grid: a Markdown table whose header row names the die and the
//     columns ("| d8 Monster | No. AC | …"), or one result column per
//     time or region ("| d6 | Day | Night |"; see tables_grid.go);
//   - a list led by die values, one row a line ("1. Goblins (2d4)", "1–2
//     …", "01–15 …"), or a column of ranges beside a column of entries,
//     under a title, a die line or a column header; or such lists set
//     side by side, which the text layer gives a line at a time ("1 Giant
//     rats (2d4) 5 Ghouls (1d3)") or one after the other under a repeated
//     header (see sideBySide, rowsPastBreaks);
//   - a run-on sentence in a paragraph, after other sentences or not
//     ("Roll 1d6: 1–2 rats; 3 goblins; …").
//
// Each table gets its die as printed, or implied by its ranges, and covers
// its lines, so that the areas beside it never read its rows as their own.
// Only tables of encounters are kept, not the other tables modules roll
// on (see encounterTable).

// rangeExpr matches the range that leads a table's row: a roll, two
// joined by a dash, or a roll and up ("3", "01–15", "12+").
const rangeExpr = `\d{1,3}(?:\s*[-–—]\s*\d{1,3})?|\d{1,3}\+`

// rowSepExpr matches what sets a row's range off from its text: a space,
// after a full stop, a colon or a bracket or not ("1. Goblins", "2)
// Orcs", "3 Bats"), an en or em dash, spaced or set close as a dash
// is ("1—Goblins", "1–2—Giant rats", "3 – Bats"), or an equals sign, as
// terse tables print it ("1-2 = 2d4 goblins"). A hyphen set close is
// no separator: it joins words ("3-headed").
const rowSepExpr = `[.:)]?\s+|\s*[–—=]\s*`

// Wandering table patterns.
var (
	dieTableRE   = regexp.MustCompile(`(?i)\b\d*d(?:\d+|%)(?:\s+table\b)?`) // a die in a header, and the word "table" a title may print after it ("Random Encounters d6 table")
	dieRE        = regexp.MustCompile(`(?i)\b(\d*d(?:\d+|%))(?:[^0-9A-Za-z]|$)`)
	loneDieRE    = regexp.MustCompile(`(?i)^(?:roll\s+)?(\d*d(?:\d+|%)):?$`)
	tableWordRE  = regexp.MustCompile(`(?i)\b(?:encounters?|wandering|monsters?|roaming|met|meets?|events?|happenings?|incidents?|abroad)\b`)
	otherWordRE  = regexp.MustCompile(`(?i)\b(?:rumou?rs?|treasures?|hoards?|loot|trinkets?|weather|reactions?|activit(?:y|ies)|doing|behaviou?rs?|moods?|names?|knows?|heard|hears?|gossip)\b`)
	areaKeyRE    = regexp.MustCompile(`(?i)\b(?:areas|key|keyed|locations)\b`)
	rowRE        = regexp.MustCompile(`^(` + rangeExpr + `)(?:` + rowSepExpr + `|\s*[.…]{3,}\s*)(\S.*)$`)
	rangeOnlyRE  = regexp.MustCompile(`^(` + rangeExpr + `)[.:)]?$`)
	frequencyRE  = regexp.MustCompile(`(?i)\d+(?:\s+|-)in(?:\s+|-)\d+[^.;)]*|\d+/\d+\s+per\s+[^.;)]*|\d+(?:\s*[-–]\s*\d+)?\s+on\s+(?:a\s+)?\d*d\d+[^.;)]*|(?:roll(?:ed)?\s+|check(?:ed)?\s+|\d*d\d+\s+)(?:\d*d\d+\s+)?(?:(?:once|twice)\s+)?(?:per|every|each)\s+[^.;)]*|once\s+per\s+\w+|\bevery\s+\d+\s+(?:turns?|rounds?|hours?|days?)\b`)
	parenGroupRE = regexp.MustCompile(`\s*\([^)]*\)`)
)

// wanderingTable is a table found in the lines and the lines it covers.
// A table run on in a paragraph may share its first and last lines with
// the text around it: before and after hold that text.
type wanderingTable struct {
	requests.WanderingTable
	first, last   int // line indexes, inclusive
	before, after string
}

// wanderingTables is the table segmentation step: it returns the
// random-encounter tables of ls in text order, each in one of the forms
// above.
func wanderingTables(ls []line) []wanderingTable {
	var out []wanderingTable
	for i := 0; i < len(ls); i++ {
		ts := tableAt(ls, i)
		if t, ok := runOnTableAt(ls, i); len(ts) == 0 && ok {
			ts = append(ts, t)
		}
		if len(ts) > 0 {
			out = append(out, ts...)
			i = ts[0].last
		}
	}
	return out
}

// withoutTables returns ls with its tables ts taken out, for the steps
// that read areas: the lines a table covers are in skip, and a line it
// shares with running text keeps only that text, before the table, after
// it, or both joined when the table stands inside the line ("A brazier
// smokes. Roll 1d6: 1–2 …; 5–6 a ghoul. Two orcs sit here." keeps "A
// brazier smokes. Two orcs sit here.").
func withoutTables(ls []line, ts []wanderingTable) (out []line, skip map[int]bool) {
	out, skip = slices.Clone(ls), map[int]bool{}
	for _, t := range ts {
		for i := t.first; i <= t.last; i++ {
			skip[i] = true
		}
		if t.before != "" {
			out[t.first], skip[t.first] = cutLine(ls[t.first], t.before), false
		}
		switch {
		case t.after == "":
		case t.last != t.first:
			out[t.last], skip[t.last] = line{page: ls[t.last].page, text: t.after}, false
		case t.before != "":
			out[t.first].text += " " + t.after // the table stood inside the line's sentences
			if ls[t.first].after != "" {
				out[t.first].after = strings.TrimSpace(out[t.first].after + " " + t.after) // and after its bold lead
			}
		default:
			out[t.first], skip[t.first] = line{page: ls[t.first].page, text: t.after}, false
		}
	}
	return out, skip
}

// cutLine returns l with only the text it opens with, keep, and its
// typography kept to match (the bold lead, the text after it).
func cutLine(l line, keep string) line {
	if n := len(keep) - (len(l.text) - len(l.after)); l.after != "" && strings.HasSuffix(l.text, l.after) {
		l.after = strings.TrimSpace(l.after[:max(n, 0)]) // none when keep ends inside the lead
	}
	l.text = keep
	return l
}

// tableAt reads the table whose header is line i (see tableHeader): one,
// or one per result column of a grid that prints several (see
// byColumn); none when line i opens no table.
func tableAt(ls []line, i int) []wanderingTable {
	h, ok := tableHeader(ls, i)
	if !ok || len(h.name) > 80 {
		return nil
	}
	rows := h.at + 1
	entries, last := tableRows(ls, rows)
	if len(entries) == 0 {
		rows++
		entries, last = tableRows(ls, rows)
	}
	if at, ok := proseOverRows(ls, rows, last, entries); ok {
		for j := rows; j <= at; j++ {
			h.dice = append(h.dice, diceIn(ls[j].text)...)
		}
		h.at, rows = at, at+1
		entries, last = tableRows(ls, rows)
	}
	if len(entries) == 1 {
		// a first row set apart from the rows after it by a break ("1 1d6
		// orcs" over a blank line, then "2 1d4 fire beetles" …)
		entries, last = rowsPastBreaks(ls, entries, last, printedDie(h.dice, entries), ls[rows-1].text)
	}
	from := i - 1
	if h.titled || setApart(ls[i]) && tableWordRE.MatchString(h.name) && namesTable(tableName(h.name)) {
		from = i // a title names its table, with its die or not; the heading over it may name the one before ("Random Encounters (Day)" over "Random Encounters (Night)", "## Random Encounters on the Road (2d6)" after "## Wandering Monsters (1d12)" and its rows)
	}
	heading, under := tableHeading(ls, from)
	if len(entries) < 2 || !encounterTable(h.name, heading, entries) && !columnsOfCreatures(ls, h.at, last) && districtHeading(ls, i, h.name) == "" {
		return nil
	}
	t := wanderingTable{first: i}
	entries = rowsAcross(sideBySide(entries), dieTop(printedDie(h.dice, entries)))
	printed := ""
	if len(h.dice) > 0 {
		printed = printedDie(h.dice, entries)
	}
	entries, t.last = rowsPastBreaks(ls, entries, last, printed, ls[rows-1].text)
	if t.Die = tableDie(h.dice, entries); t.Die == "" {
		return nil
	}
	t.Frequency = frequency(ls, rows-1, min(under, h.at-2)) // from the line over the rows: a check printed between a title with its die and the rows ("**Wandering Monsters (d4)**" over "Check every turn (1 in 6).")
	title := h.name
	if !namesTable(tableName(title)) && heading != "" {
		title = heading // the column header "Monster No. AC" under "WANDERING MONSTERS"
	} else if s := sectionTitle(ls, i); !h.titled && !namesTable(tableName(title)) && (ls[i].cells != nil && s != "" || !tableWordRE.MatchString(title)) {
		title = s // the header row "| Roll | Encounter | No. |" under "## The Weird Wood"; one naming encounters stands where no heading is near
	}
	t.Name, t.AppliesTo = tableName(title), appliesTo(title)
	if place := captionPlace(title); place != "" && heading != "" && ls[i].cells == nil {
		t.Name, t.AppliesTo = tableName(heading), place // "Level 1 (roll 1d6 every 2 turns)" under "WANDERING MONSTERS"
	} else if t.AppliesTo == "" && i > 0 && levelCaption(ls, i-1) {
		t.AppliesTo = captionPlace(ls[i-1].text) // "### By Night" over "d% Monster No. Notes"
	}
	t.Entries = entries
	if head := ls[rows-1]; head.cells != nil && ls[rows].cells != nil {
		byCol := t
		if ls[i].cells != nil {
			byCol.Name = tableName(heading) // "| d6 | Day | Night |" names columns, not the table
		}
		body := rowLines(ls, rows, t.last)
		if ts := byColumn(byCol, head.cells, body); len(ts) > 0 {
			return ts
		}
		t.Entries = gridEntries(head.cells, body, entries)
	} else if ls[rows].cells != nil {
		t.Entries = headlessEntries(rowLines(ls, rows, t.last), entries)
	} else if ts := columnsBeside(t, ls[rows-1].text, ls); len(ts) > 0 {
		return ts
	}
	return []wanderingTable{t}
}

// firstRollRE matches a row led by one roll, where rowRE would read a
// range (see tableRow).
var firstRollRE = regexp.MustCompile(`^(\d{1,3})(?:` + rowSepExpr + `)(\S.*)$`)

// tableRow returns the submatches of rowRE in s: the row, its range and
// its text; nil when s is no row. A range runs up ("1–2", "96–00"): where
// the two numbers rowRE reads as one range run down, the dash sets the
// row's text off from one roll and the second number opens the text, a
// count ("3—1 giant crab" is row 3, "1 giant crab").
func tableRow(s string) []string {
	m := rowRE.FindStringSubmatch(s)
	if m != nil && rangeEnd(m[1]) < rangeStart(m[1]) {
		if one := firstRollRE.FindStringSubmatch(s); one != nil {
			return one
		}
	}
	return m
}

// calledRollRE matches the roll that leads a run-on table's row when it
// is called, not set first, as compact modules print it: after "on a"
// and before a colon or a comma ("On a 1: giant rats", "on a 2, a
// troll"), or in brackets ("(1) giant rats").
var calledRollRE = regexp.MustCompile(`(?i)^(?:on\s+an?\s+(?:roll\s+of\s+)?(` + rangeExpr + `)\s*[:,]|\((` + rangeExpr + `)\))\s+`)

// runOnRow returns the submatches of a run-on table's row as tableRow
// does, its roll read where it is called (see calledRollRE: "on a 2, a
// troll" reads as "2: a troll").
func runOnRow(s string) []string {
	if m := calledRollRE.FindStringSubmatch(s); m != nil {
		s = m[1] + m[2] + ": " + s[len(m[0]):]
	}
	return tableRow(s)
}

// oddsRE matches the text after the number that opens the odds of an
// encounter check ("1 in 6 chance each turn", read as range "1" and text
// "in 6 chance each turn").
var oddsRE = regexp.MustCompile(`(?i)^in\s+\d+\b`)

// proseOverRows reports whether the first of rows, read from line from to
// line last, is a line of prose over the table that opens with a number,
// and returns the last line of that prose: it states the odds of the check
// ("1 in 6 chance every 2 turns; roll 1d6 below."), or the rows under it
// start again from its number or below ("2 turns pass between checks."
// over "1–2 Giant rats"), at least minDieRows of them.
func proseOverRows(ls []line, from, last int, rows []requests.WanderingEntry) (at int, ok bool) {
	if len(rows) == 0 {
		return 0, false
	}
	if oddsRE.MatchString(rows[0].Entry) && len(rows) > 1 {
		return from, true
	}
	more, _ := tableRows(ls, last+1)
	return last, len(rows) == 1 && len(more) >= minDieRows && rangeStart(more[0].Range) <= rangeStart(rows[0].Range)
}

// columnsOfCreatures reports whether the grid under header row at, to
// line last, is a table of creatures with one result column per region
// or time ("| d8 Forest | Marsh | Hills |" over "| 1 Wolves (2d4) |
// Lizard men (2d4) | Orcs (2d6) |"), wherever it stands: its header names
// its columns, not what it rolls, and no other subject, and its cells,
// each read as a row (see encounterTable), are creatures with their
// counts. A grid of one result column is judged by its rows alone.
func columnsOfCreatures(ls []line, at, last int) bool {
	if len(ls[at].cells) < 3 && len(words(ls[at].text)) < 3 || otherWordRE.MatchString(ls[at].text) {
		return false
	}
	var cells []requests.WanderingEntry
	for _, l := range ls[at+1 : last+1] {
		if len(l.cells) < 2 {
			return false
		}
		for k, c := range l.cells {
			if m := tableRow(c); k == 0 && m != nil {
				c = m[2] // the die column joined to the first result column
			}
			if strings.Trim(c, " -–—") != "" && (k > 0 || !rangeOnlyRE.MatchString(c)) {
				cells = append(cells, entry("", c))
			}
		}
	}
	return len(cells) > 0 && encounterTable("", "", cells)
}

// captionPlace returns the place or time a table's caption names when the
// caption is no title of its own but says where the table under a heading
// that names encounters applies, as modules print one table per level
// under one "Wandering Monsters" heading ("Level 1 (roll 1d6 every 2
// turns; 1 in 6)", "**Night** (1 in 6)"): a level name, or a short
// capitalised name of at most three words, once its notes in parentheses
// are left out, naming neither encounters nor another subject; else "".
func captionPlace(caption string) string {
	name := tableName(caption)
	switch {
	case tableWordRE.MatchString(name), otherWordRE.MatchString(name), dieRE.MatchString(name):
		return ""
	case levelName(name) != "", startsUpper(name) && len(words(name)) <= 3 && isHeading(name, 3):
		return name
	}
	return ""
}

// encounterTable reports whether a rolled table titled name (its title or
// column header, as printed), under heading (see tableHeading), with the
// given rows, is an encounter table. Modules roll on tables of many
// things; the title says what a table holds: one that names another
// subject (rumours, treasure, weather, reactions, "what the stranger
// knows", or what the creatures met are doing or feel: "d6 Activity",
// "What Are They Doing?", "d4 Mood", printed beside the encounter table
// under its heading) is none, nor is the key of a module's areas ("Encounter Areas",
// "Key to the Encounter Areas", "Dungeon Encounter Key"), one that names encounters ("Wandering Monsters",
// "Random Encounters", "Who is met") is one, and so is one under a heading
// that names encounters and no other subject. An untitled table, or one
// whose header names only its columns ("d8", "Roll Result"), is one when
// its rows read as creatures: most print a count and a stat line, or a
// count and no treasure (see countedCreatures).
func encounterTable(name, heading string, rows []requests.WanderingEntry) bool {
	switch {
	case otherWordRE.MatchString(name), areaKeyRE.MatchString(name):
		return false
	case tableWordRE.MatchString(name), tableWordRE.MatchString(heading) && !otherWordRE.MatchString(heading) && !areaKeyRE.MatchString(heading), mostlyCreatures(rows):
		return true
	}
	return !namesTable(name) && countedCreatures(rows)
}

// districtHeading returns the heading, as printed, of the place that
// name, the title of a table at line i, names, as a town's key titles
// each district's table by the district, with the time it applies or not
// ("The Docks by Night (1d6)" or "Docks (d6)" under "## The Docks"):
// once its notes in brackets and its article are left out, the title is
// the heading's name or opens with it, and it names no other subject
// ("Docks Rumours (d6)" is none), nor is a heading that names a table
// ("## Wandering Monsters"); "" when no heading names one.
func districtHeading(ls []line, i int, name string) string {
	title := naming.FoldPlace(tableName(name))
	if title == "" || otherWordRE.MatchString(name) || areaKeyRE.MatchString(name) {
		return ""
	}
	for j, l := range ls {
		place := naming.FoldPlace(l.text)
		if j != i && l.heading > 0 && place != "" && !keyLead(l.text) && !tableWordRE.MatchString(l.text) && (title == place || strings.HasPrefix(title, place+" ")) {
			return strings.Trim(l.text, "*")
		}
	}
	return ""
}

// rowsPastBreaks returns a table's rows, entries to line last, with the
// rows that carry them on after a column or page break (see pastBreak): a table runs until
// its rows cover the faces of its die, or of a die its ranges imply where
// none is printed, and a break in between does not end it when the next
// row goes on from the last range ("… 4 Bats" / "5
// Ghouls …" under a d8). A table set in columns may repeat its header
// line, head, over each column: the rows under the repeat carry the table
// on too, whether or not its die is printed ("Die Monster" over "1 … 4"
// beside "Die Monster" over "5 … 8"). So do the rows under the table's
// title marked as carried on, its header printed again under it or not
// (see carriedTitle: "Wandering Monsters (continued)" over "d12
// Encounter" at the top of the next page), and the rows under the header
// printed again right under the rows, with no break, as the text layer
// gives a grid in two halves ("d12 Monster" over "1" … "6", then "d12
// Monster" over "7" … "12"). Where no die is printed (die
// ""), rows that cover one die go on past the break when the rows there
// are the table's second half (see secondHalf). It returns the rows and the last line used.
func rowsPastBreaks(ls []line, entries []requests.WanderingEntry, last int, die, head string) ([]requests.WanderingEntry, int) {
	for top := rangeEnd(entries[len(entries)-1].Range); ; {
		next, ok := pastBreak(ls, last)
		if !ok && (next+1 >= len(ls) || ls[next].text != head) {
			break // no break, nor the header printed again right under the rows (the right half of a grid in halves under the left)
		}
		carried := carriedTitle(ls[next].text) && next+1 < len(ls)
		if carried {
			next++
		}
		repeat := headerAgain(ls, next, head) && next+1 < len(ls)
		if repeat {
			next++
		}
		repeat = repeat || carried
		full := top >= dieTop(die)
		if die == "" {
			full = impliedDie(entries) != "" // no die printed: the ranges read so far cover none yet ("01–20" … "56–70" under a caption naming no die)
		}
		if full && die != "" && !repeat {
			break
		}
		more, end := tableRows(ls, next)
		if len(more) == 0 || rangeStart(more[0].Range) != top+1 || full && !repeat && !secondHalf(entries, more) {
			break
		}
		entries, last, top = append(entries, more...), end, rangeEnd(more[len(more)-1].Range)
	}
	return entries, last
}

// secondHalf reports whether rows more, past a break after rows, are the
// second half of a table whose die is not printed, set in two halves as
// a d12 or d20 grid is ("1"–"6" beside or after "7"–"12"): the halves
// hold as many rows, or one more or less, and the rows of both cover a
// die's faces (see impliedDie). Keys numbered on from a table's rows
// ("4 An ogre" over "5. Gatehouse", "6. Hall") are no half of it.
func secondHalf(rows, more []requests.WanderingEntry) bool {
	return len(more) >= len(rows)-1 && len(more) <= len(rows)+1 && impliedDie(slices.Concat(rows, more)) != ""
}

// pastBreak returns the line after line last where a table's rows may go
// on after a column or page break, and whether a break comes after line
// last: a blank line, or a page turn, past the folio that ends the page
// or opens the next (see edgeFolio: "12" under the rows; a running head over
// the next page's rows is no line of the body, see body).
func pastBreak(ls []line, last int) (int, bool) {
	next := last + 1
	for next < len(ls) && edgeFolio(ls, next) {
		next++
	}
	return next, next < len(ls) && (ls[next].gap || ls[next].page != ls[last].page)
}

// rowLines returns the lines from..last of a table's rows without the
// titles and header rows printed again over the rows a table carries on
// after a break (see rowsPastBreaks).
func rowLines(ls []line, from, last int) []line {
	var out []line
	for j := from; j <= last; j++ {
		carried := ls[j].gap && carriedTitle(ls[j].text)
		again := (ls[j].gap || carriedTitle(ls[j-1].text)) && headerAgain(ls, j, ls[from-1].text) || ls[j].text == ls[from-1].text
		if !carried && !again {
			out = append(out, ls[j])
		}
	}
	return out
}

// carriedRE matches a title marked as carried on: a continuation mark
// ending it, in brackets or not ("Wandering Monsters (continued)",
// "Random Encounters, cont.", "(Cont'd)", "Continued").
var carriedRE = regexp.MustCompile(`(?i)(?:^|[\s,(\[–—-])(?:continued|cont(?:'d|’d|\.|d))[)\]]?[.:]?$`)

// carriedTitle reports whether text is the title a table's rows carried
// on past a column or page break stand under: a continuation mark after
// the table's name or alone, as print marks a table that does not end
// where its column does (see carriedRE).
func carriedTitle(text string) bool { return carriedRE.MatchString(text) }

// headerAgain reports whether line i, after a break, is the header of a
// table printed again over the rows it carries on with: the header line
// head as printed over its first rows, or a grid's header row right over
// rows (see headerOverRows).
func headerAgain(ls []line, i int, head string) bool {
	return ls[i].text == head || headerOverRows(ls, i)
}

// headerOverRows reports whether line i is a grid's header row right over
// the grid's rows, led by die values: a table carried on to the next
// column or page prints its header again, which the text layer may read
// otherwise than the first (the first part's header cells as lines of
// their own, "**Monster**" over "**Stats**", and the second's as a row).
func headerOverRows(ls []line, i int) bool {
	return i+1 < len(ls) && ls[i].cells != nil && ls[i+1].cells != nil && !ls[i+1].gap &&
		!rowRE.MatchString(ls[i].cells[0]) && !rangeOnlyRE.MatchString(ls[i].cells[0]) && rowRE.MatchString(ls[i+1].cells[0])
}

// sideBySide returns the rows of a table printed as lists side by side,
// which a text layer may give a line at a time, each line holding a row
// of each list ("1 Giant rats (2d4) 5 Ghouls (1d3)" over "2 Bats 6
// Wight"): where a run of rows from the first carries a second range at a
// word boundary, outside parentheses, going on from the last range read
// and rising row by row, the second list's rows are split off and follow
// the first list's, and so on for a third list beside the second. Rows
// carrying no such run come back as they are.
func sideBySide(entries []requests.WanderingEntry) []requests.WanderingEntry {
	next := rangeEnd(entries[len(entries)-1].Range) + 1
	var left, right []requests.WanderingEntry
	for k, e := range entries {
		before, r, ok := splitRow(e.Entry, next)
		if !ok {
			left = append(left, entries[k:]...)
			break
		}
		left, right = append(left, entry(e.Range, before)), append(right, r)
		next = rangeEnd(r.Range) + 1
	}
	if len(right) < 2 {
		return entries
	}
	return append(left, sideBySide(right)...) // a third list beside the second
}

// rowsAcross returns the rows of a table that prints two rows or more on
// a line, in reading order across ("1 Goblins (2d4) 2 Orcs (1d6)" over
// "3 Kobolds (4d4) 4 Bats (1d10)"), as a table set in columns read row by
// row gives them: where the ranges of the rows read skip faces, a row
// whose text carries the next face's range at a word boundary, outside
// parentheses (see splitRow), is split there, up to the face before the
// next row's range, or, for the last row, up to top, the faces of the
// die printed over the table (0 when none is: the last row is then split
// only where the split rows cover the faces of a die, see impliedDie).
func rowsAcross(entries []requests.WanderingEntry, top int) []requests.WanderingEntry {
	var out []requests.WanderingEntry
	for k, e := range entries {
		bound := top
		if k+1 < len(entries) {
			bound = rangeStart(entries[k+1].Range) - 1
		}
		split := []requests.WanderingEntry{e}
		for next := rangeEnd(e.Range) + 1; next <= bound || k+1 == len(entries) && top == 0; {
			row := split[len(split)-1]
			before, r, ok := splitRow(row.Entry, next)
			if !ok {
				break
			}
			split[len(split)-1] = entry(row.Range, before)
			split, next = append(split, r), rangeEnd(r.Range)+1
		}
		if k+1 == len(entries) && top == 0 && len(split) > 1 && impliedDie(append(slices.Clone(out), split...)) == "" {
			split = split[:1] // "6 Ogres with 7 hostages" under no die: no row 7
		}
		out = append(out, split...)
	}
	return out
}

// besideRE matches a range that may lead a row of a list beside another
// in a line's text: at the start of a word, before a word.
var besideRE = regexp.MustCompile(`(?:^|\s)(` + rangeExpr + `)(?:` + rowSepExpr + `)\S`)

// splitRow splits a row's text at the first range starting at roll next
// outside parentheses, with text before it: the row's own text and the
// row that follows beside it.
func splitRow(text string, next int) (string, requests.WanderingEntry, bool) {
	for _, m := range besideRE.FindAllStringSubmatchIndex(text, -1) {
		before := strings.TrimSpace(text[:m[2]])
		if rangeStart(text[m[2]:m[3]]) != next || before == "" || strings.Count(before, "(") != strings.Count(before, ")") {
			continue
		}
		r := tableRow(text[m[2]:])
		if r == nil {
			continue
		}
		return before, entry(r[1], r[2]), true
	}
	return "", requests.WanderingEntry{}, false
}

// tableName returns a table title as printed without its parenthesized
// notes ("Random Encounters (1d6)" → "Random Encounters"), the check it
// may run on into after a comma ("Wandering monsters (d6), checked every 2
// turns" → "Wandering monsters"), which is how often to roll, not a name
// nor a place, and the rule a text layer may leave after a die ("d8___").
func tableName(s string) string {
	s = parenGroupRE.ReplaceAllString(s, "")
	if loc := frequencyRE.FindStringIndex(s); loc != nil && strings.HasSuffix(strings.TrimSpace(s[:loc[0]]), ",") {
		s = s[:loc[0]]
	}
	return strings.Trim(s, " _:,")
}

// header is what tableHeader reads: the dice printed on the header lines
// (see die), the table's title or column header, and the index of the
// last header line.
type header struct {
	dice   []die
	name   string
	at     int
	titled bool // the name is a title naming encounters, no column header
}

// dieColumnRE matches a header row led by the die column's header ("Die
// Wandering Monster", "Roll Encounter").
var dieColumnRE = regexp.MustCompile(`(?i)^(?:die|dice|roll)\b`)

// die is a die printed near a table ("1d8", "d%"); check is set when it is
// the die of the encounter check, in a frequency phrase ("a roll of 1 on
// 1d6", "roll 1d6 every 2 turns").
type die struct {
	name  string
	check bool
}

// tableHeader reads the header of a table whose first line is line i: a
// lone die line, with the name on the next line ("1d6" / "Wandering
// Monsters: Level 1"); a short line with a die in it ("1d8 Random
// Encounters (1/6 per day)", "d8 Monster No. AC"); or a table title, or a
// list's caption naming its die (see listCaption: "Roll 2d6 each watch:",
// whose rows then tell what it holds, see encounterTable), over
// at most leadLines lines of prose down to the rows, the dice in them read
// ("Wandering Monsters" / "Encounters occur on a roll of 1 on 1d6, checked
// each turn." / "Die Roll Monster Number"), or none (the ranges then imply
// the die). A title over a header line of its own leaves the table to that
// line. A list announced by the sentence over it (see announcedRoll)
// has that sentence's line for its header, and no name. ok is false when
// line i opens no table header.
func tableHeader(ls []line, i int) (h header, ok bool) {
	if dice, ok := announcedRoll(ls, i); ok {
		return header{dice: dice, at: i - 1}, true
	}
	head := ls[i].text
	if m := loneDieRE.FindStringSubmatch(head); m != nil {
		h = header{dice: []die{{name: dieName(m[1])}}, at: i}
		if i+1 < len(ls) && !rowRE.MatchString(ls[i+1].text) && !rangeOnlyRE.MatchString(ls[i+1].text) {
			h.name, h.at = ls[i+1].text, i+1
		}
		return h, true
	}
	if hw := words(head); len(hw) > 0 && ls[i].cells == nil && dieLabelWords(hw) == len(hw) && i+1 < len(ls) && rangeOnlyRE.MatchString(ls[i+1].text) {
		return header{name: head, at: i}, true // the die column's header over its ranges, read apart from the entries ("**Die Roll**" over "1" … "8")
	}
	if dieHeader(ls, i) && !titleOverProse(ls, i) {
		if c := ls[i].cells; len(c) > 2 && dieRE.MatchString(c[0]+" "+c[1]) {
			head = c[0] + " " + c[1] // a grid's header row: the die and the result column name its subject, the columns after describe it ("Activity", "Reaction")
		} else if len(c) > 1 {
			if hw := words(strings.ReplaceAll(c[0], "*", "")); dieLabelWords(hw) > 0 && len(hw) > dieLabelWords(hw) {
				head = strings.Join(hw, " ") // the same where the text layer joins the narrow die column to the result column ("| d8 Wandering Monster | Activity |")
			}
		}
		loc := dieTableRE.FindStringIndex(head)
		return header{dice: diceIn(head), name: spacesRE.ReplaceAllString(head[:loc[0]]+head[loc[1]:], " "), at: i}, true
	}
	head, wrap := wrappedHeading(ls, i)
	if !listCaption(ls, i) && (!tableWordRE.MatchString(head) && !levelCaption(ls, i) || !isHeading(parenGroupRE.ReplaceAllString(head, ""), 6)) {
		return header{}, false
	}
	h = header{dice: diceIn(head), name: head, at: wrap, titled: tableWordRE.MatchString(head) && !dieColumnRE.MatchString(head)}
	for j := wrap + 1; j < min(wrap+1+leadLines, len(ls)); j++ {
		switch l := ls[j]; {
		case rowRE.MatchString(l.text) || rangeOnlyRE.MatchString(l.text):
			return h, true
		case l.heading > 0 || l.lead != "" && l.after != "" || loneDieRE.MatchString(l.text) || dieHeader(ls, j) || setApart(l) && captionPlace(l.text) != "":
			return header{}, false // another section, an area, or the table's own header line
		}
		h.dice, h.at = append(h.dice, diceIn(ls[j].text)...), j
	}
	return h, true
}

// announcedRoll returns the dice of the sentence that announces the list
// whose first row is line i, as a paragraph leads into a table it calls
// for ("Roll 1d10 on the table below when the bell tolls." over "1. Bats
// (1d10)" … "10. Nothing"; "When the party searches the heaps, roll
// 1d4:" over "1. 1d6 fire beetles" … "4. Nothing"): the last sentence of
// the paragraph over the rows, in running text and ended by a full stop
// or a colon, calls for a roll, and the rows, carried past a break or not
// (see rowsPastBreaks), run from the lowest roll of its die (see
// printedDie) to the highest. The die may be the encounter check's, where
// the rows cover its faces ("Wandering monsters: roll 1d6 every turn."
// over "1-2: Orcs (1d4)" … "6: Nothing"). The sentence is the area's or
// section's text, not the table's: the table starts at its rows.
func announcedRoll(ls []line, i int) ([]die, bool) {
	if i == 0 || tableRow(ls[i].text) == nil || ls[i].cells != nil || !prose(ls[i-1]) || !endsSentence(ls[i-1].text) && !strings.HasSuffix(ls[i-1].text, ":") {
		return nil, false
	}
	from := i - 1
	for from > 0 && i-from < leadLines && !ls[from].gap && prose(ls[from-1]) {
		from--
	}
	ss := sentences(joinLines(ls[from:i]))
	if len(ss) == 0 || !rollRE.MatchString(ss[len(ss)-1]) {
		return nil, false
	}
	dice := diceIn(ss[len(ss)-1])
	rows, last := tableRows(ls, i)
	if len(dice) == 0 || len(rows) < minDieRows {
		return nil, false
	}
	d := printedDie(dice, rows)
	rows, _ = rowsPastBreaks(ls, rows, last, d, ls[i-1].text)
	return dice, rangeStart(rows[0].Range) == dieLow(d) && rangeEnd(rows[len(rows)-1].Range) == dieTop(d)
}

// prose reports whether l is a line of running text, an area's key line
// among them ("**2. Belfry.** The bell hangs cracked."): neither set apart
// as a heading nor a table's row.
func prose(l line) bool {
	return !setApart(l) && (tableRow(l.text) == nil || keyedRow(l))
}

// dieLow returns the lowest roll of a die ("1d8" → 1, "2d6" → 2, "d%" →
// 1).
func dieLow(d string) int {
	if n, ok := atoiLoose(strings.SplitN(d, "d", 2)[0]); ok && n > 0 {
		return n
	}
	return 1
}

// titleOverProse reports whether line i is a heading naming encounters
// and its die over a paragraph that leads to the rows ("## Wandering
// Monsters (d12)" over "Roll 1d6 every 2 turns; … Roll 1d12 on the table"
// / "below."): a title, read over its prose as a title naming no die is,
// not a column header over the rows.
func titleOverProse(ls []line, i int) bool {
	return ls[i].heading > 0 && tableWordRE.MatchString(ls[i].text) && i+1 < len(ls) && ls[i+1].cells == nil &&
		!rowRE.MatchString(ls[i+1].text) && !rangeOnlyRE.MatchString(ls[i+1].text)
}

// wrappedHeading returns the text of the heading that line i is, with
// the lines it wraps onto, and the index of its last line: a heading too
// long for its column is printed over two lines or more, which the text
// layer gives as headings of the same rank one right under the other
// ("## WANDERING MONSTERS: LOWER" over "## LEVEL"), where a section of its
// own would have text between; a level named under it ("## Level 1",
// "## Upper Level") is a caption of its own, not part of it, while the
// word "LEVEL" alone ends a wrapped title. A line that is no heading is
// returned alone.
func wrappedHeading(ls []line, i int) (string, int) {
	text, last := ls[i].text, i
	for ls[i].heading > 0 && last+1 < len(ls) && ls[last+1].heading == ls[i].heading && !ls[last+1].gap && !levelCaptionText(ls[last+1].text) {
		last++
		text += " " + ls[last].text
	}
	return text, last
}

// levelCaptionText reports whether t names a level in more than a word.
func levelCaptionText(t string) bool { return levelName(t) != "" && len(words(t)) > 1 }

// listCaption reports whether line i is the caption of a rolled list run
// into the list under it, as a paragraph introduces a list: a short line
// ending in a colon, in any case, right over a row led by a die value,
// that names its die or calls what it holds wandering or random
// encounters ("Wandering Monsters (1d6):", "Random encounters (d8):",
// "Wandering monsters (1 in 6, check every 2 turns):" over "1. Kobolds
// (2d4)"). Its notes in brackets are no part of its length: they tell how
// the table is rolled ("Wandering monsters here (roll 1d8 every turn):").
// A caption naming neither introduces a list of another kind ("Monsters
// of the caves:" over the caves' keys).
func listCaption(ls []line, i int) bool {
	t := ls[i].text
	return strings.HasSuffix(t, ":") && len(words(tableName(t))) <= 6 && (dieRE.MatchString(t) || namesEncounters(tableName(t))) &&
		i+1 < len(ls) && rowRE.MatchString(ls[i+1].text)
}

// encounterWordRE matches the words that call what a table holds
// wandering or random encounters, not only monsters: "Encounters" alone
// heads the keyed places of a pointcrawl as often ("Encounters:" over "1.
// The Toll Bridge. Three trolls…").
var encounterWordRE = regexp.MustCompile(`(?i)\b(?:wandering|random)\b`)

// namesEncounters reports whether a caption calls what it introduces
// wandering or random encounters ("Wandering monsters", "Random
// encounters", "Random encounters on the road"), and names no area key
// ("Encounter areas") nor another subject ("Random treasure").
func namesEncounters(t string) bool {
	return encounterWordRE.MatchString(t) && !areaKeyRE.MatchString(t) && !otherWordRE.MatchString(t)
}

// levelCaption reports whether line i is a caption set apart (a heading or
// a bold line) naming the level or place a table applies to, under a
// heading that names encounters ("**Level 2**" under "WANDERING MONSTERS",
// after the table of level 1; see captionPlace). A heading of the same
// rank as that heading or above opens a section beside it, no caption.
func levelCaption(ls []line, i int) bool {
	if !setApart(ls[i]) || captionPlace(ls[i].text) == "" {
		return false
	}
	heading, at := tableHeading(ls, i-1)
	return heading != "" && (ls[i].heading == 0 || ls[at].heading > 0 && ls[at].heading < ls[i].heading)
}

// leadLines is how many lines of prose may stand between a table's title
// and its rows.
const leadLines = 6

// dieHeader reports whether line i is a short header line with a die in
// it, not a sentence or its lead ("Roll 1d4 each hour:"), nor a line of one
// that carries its sentence on to the next line
// ("Check every 2 turns; a 1 on 1d6 means" / "a monster appears."), and
// not a row ("1d8 Random Encounters", "d% Encounter"), nor a line a stat
// line wraps onto, whose dice are its damage ("#AT 1, DM" over "1d6, SV
// NM, ML 7, XP 5": see wrapsStatLine). A grid's header row is no
// sentence: the full stop of its last label is an abbreviation's ("| d6 |
// Result | No. |").
func dieHeader(ls []line, i int) bool {
	t := ls[i].text
	return dieRE.MatchString(t) && len(words(t)) <= 12 && (ls[i].cells != nil || !hasTerminalPunct(t)) && !rowRE.MatchString(t) &&
		(i+1 >= len(ls) || !startsLower(ls[i+1].text)) && !wrapsStatLine(ls, i)
}

// wrapsStatLine reports whether line i carries on the stat line that the
// line before it breaks off in (see carriesStatLine): the line before
// holds a stat line (statSentence) and ends no sentence. A grid's header
// row (cells) is never one, though it may name stat columns ("d6 |
// Monster | AC | HD").
func wrapsStatLine(ls []line, i int) bool {
	if i == 0 || ls[i].cells != nil {
		return false
	}
	prev := ls[i-1].text
	return !endsSentence(prev) && statSentence(prev) && carriesStatLine(prev, ls[i].text)
}

// diceIn returns the dice printed in s, in order, each marked when it is
// in a frequency phrase.
func diceIn(s string) []die {
	checks := frequencyRE.FindAllStringIndex(s, -1)
	var out []die
	for _, m := range dieRE.FindAllStringSubmatchIndex(s, -1) {
		d := die{name: dieName(s[m[2]:m[3]])}
		for _, c := range checks {
			d.check = d.check || m[2] >= c[0] && m[3] <= c[1]
		}
		out = append(out, d)
	}
	return out
}

// tableDie returns the die of a table with the given rows from the dice
// printed over it, nearest the rows first: one that is not the die of the
// encounter check whose faces the ranges cover ("Roll 1d6 every 2 turns;
// on a 1 … Roll 1d8 on the table" over rows up to 8 gives 1d8), else one
// that is not the die of the check with more faces (rows up to 6 before a
// column break under "a 1 on 1d6 means a monster; roll 1d8" give 1d8, and
// the rows after the break follow: see rowsPastBreaks), else the check's
// die whose faces they cover, else the nearest that is not the check's,
// else the nearest; with none printed, the die the ranges imply
// (impliedDie). The die of the check says whether a monster comes, not
// which: where it is the only one printed and the ranges cover another
// die's faces, that die is the table's ("Roll 1d6 each turn; a 1 means an
// encounter." over rows 1 to 4 gives d4).
func tableDie(dice []die, rows []requests.WanderingEntry) string {
	d := printedDie(dice, rows)
	if implied := impliedDie(rows); implied != "" && dieTop(d) != dieTop(implied) && !slices.ContainsFunc(dice, func(d die) bool { return !d.check }) {
		return implied
	}
	return d
}

// printedDie returns the die of a table with the given rows from the dice
// printed over it as tableDie does, but takes the die of the encounter
// check where it is the only one printed, whatever faces the rows cover:
// the die a table's rows may carry on to past a break (see
// rowsPastBreaks).
func printedDie(dice []die, rows []requests.WanderingEntry) string {
	top := rangeEnd(rows[len(rows)-1].Range)
	for _, pick := range []func(d die) bool{
		func(d die) bool { return !d.check && dieTop(d.name) == top },
		func(d die) bool { return !d.check && dieTop(d.name) > top },
		func(d die) bool { return dieTop(d.name) == top },
		func(d die) bool { return !d.check },
	} {
		for k := len(dice) - 1; k >= 0; k-- {
			if pick(dice[k]) {
				return dice[k].name
			}
		}
	}
	if len(dice) > 0 {
		return dice[len(dice)-1].name
	}
	return impliedDie(rows)
}

// dieTop returns the highest roll of a die ("1d8" → 8, "2d6" → 12, "d%" →
// 100), 0 when d is no die.
func dieTop(d string) int {
	n, faces, ok := strings.Cut(d, "d")
	if !ok {
		return 0
	}
	count, ok := atoiLoose(n)
	if !ok {
		count = 1
	}
	if faces == "%" {
		return 100
	}
	f, _ := atoiLoose(faces)
	return count * f
}

// impliedDie returns the die a table's ranges cover when none is printed:
// from 1 to a die's faces (d4 … d20), 2 to 12 (2d6), 3 to 18 (3d6), or 01
// to 00 (d%), the convention of percentile tables; "" when the ranges fit
// no die.
func impliedDie(rows []requests.WanderingEntry) string {
	lo, hi := rangeStart(rows[0].Range), rangeEnd(rows[len(rows)-1].Range)
	switch {
	case lo == 1 && hi == 100:
		return "d%"
	case lo == 1 && slices.Contains([]int{2, 3, 4, 6, 8, 10, 12, 20}, hi):
		return "d" + strconv.Itoa(hi)
	case lo == 2 && hi == 12:
		return "2d6"
	case lo == 3 && hi == 18:
		return "3d6"
	}
	return ""
}

// namesTable reports whether a table header names the table rather than
// its columns: it keeps a word once the die, the stat columns, the words
// every column header uses and how often the table is rolled are left out
// ("Ship Encounter", not "Monster No. AC HD hp", "Encounter" or a
// paragraph's lead telling the roll, "Roll 2d6 each watch:").
func namesTable(h string) bool {
	for _, w := range words(frequencyRE.ReplaceAllString(h, " ")) {
		if !columnWordRE.MatchString(trimPunct(w)) && !statblock.ColumnLabel(w) {
			return true
		}
	}
	return false
}

var columnWordRE = regexp.MustCompile(`(?i)^(?:\d*d(?:\d+|%)_*|roll|die|dice|result|results|encounters?|monsters?|creatures?|wandering|random|no|number|appearing|app|enc|encountered|notes?)$`)

// tableHeading returns the heading naming encounters that line i stands
// under or is ("WANDERING MONSTERS" over a paragraph and a grid) and its
// index, or "" and len(ls):
// it looks back past the section's prose (at most sectionLookback lines,
// the rows of tables before not counted) and the captions of tables before
// set as headings of a lower rank than it to the
// first heading, bold line alone, title-case line or bold run-in heading
// that names encounters, and stops at an area's key, run in or set apart,
// or a heading that names none.
func tableHeading(ls []line, i int) (heading string, at int) {
	captions := 7 // the highest rank of the captions passed, below every Markdown heading
	for j, n := i, 0; j >= 0 && n <= sectionLookback; j-- {
		if rowRE.MatchString(ls[j].text) || j < i && (ls[j].cells != nil || ls[j].heading == 0 && dieHeader(ls, j) && rowRE.MatchString(ls[j+1].text)) {
			continue // the rows and column header of a table before, under the same heading ("Level 1" rows over "Level 2"), in a grid or not
		}
		n++
		switch l := ls[j]; {
		case l.lead != "" && l.after != "" && tableWordRE.MatchString(l.lead) && !keyLead(l.lead):
			return strings.TrimRight(l.lead, ":. "), j // a run-in heading ("**Wandering Monsters:** check 1 in 6 …")
		case l.lead != "" && l.after != "", j < i && setApart(l) && keyLead(l.text):
			return "", len(ls) // an area's key, run in or set apart ("**C3. The Well**"): the table is the area's or its section's
		case (l.heading > 0 || l.lead != "" || isHeading(parenGroupRE.ReplaceAllString(l.text, ""), 6)) && tableWordRE.MatchString(l.text):
			if l.heading > 0 && l.heading >= captions {
				return "", len(ls) // the captions passed stand beside it, not under it
			}
			return l.text, j
		case l.heading > 0 && captionPlace(l.text) != "":
			captions = min(captions, l.heading) // the caption of the table before ("#### Dungeon Level 1")
		case l.heading > 0:
			return "", len(ls)
		}
	}
	return "", len(ls)
}

const sectionLookback = 12

// sectionTitle returns the title of the section a table at line i stands
// in when no heading over it names encounters and its header names only
// its columns ("| d6 | Result | No. |" under "## The Weird Wood"): the
// nearest line before it on its page set apart as a heading, past the
// section's prose (at most sectionLookback lines), as the table is the
// section's, rolled there; "" for a table inside an area, whose key comes
// first ("**2. Hall.** …", "### 4. CROSSROADS"), after another table,
// which the heading names, or where no heading is near.
func sectionTitle(ls []line, i int) string {
	for j, n := i-1, 0; j >= 0 && n <= sectionLookback && ls[j].page == ls[i].page; j-- {
		switch l := ls[j]; {
		case l.lead != "" && l.after != "" || setApart(l) && keyLead(l.text), tableRow(l.text) != nil || l.cells != nil:
			return ""
		case setApart(l):
			return tableName(l.text)
		default:
			n++
		}
	}
	return ""
}

// keyLead reports whether a bold lead opens an area: a key, with its
// title or not ("12. Guard room.", "A3").
func keyLead(lead string) bool {
	_, _, ok := parseKeyLine(lead)
	return ok || loneKeyRE.MatchString(lead)
}

// dieName returns a printed die in lower case ("D%" → "d%").
func dieName(s string) string { return strings.ToLower(s) }

// tableRows reads rows from line i: row lines with ascending ranges (a
// line in a heading's size where the rows were not, or the other way
// about, only when its range follows on from the last: "### 9. VAULT"
// after "5-6. No encounter" is a key, where a scan sets some rows in
// heading size), up to a blank line or a bold key, or a column of ranges
// then as many entry lines, under the entry column's header or not (see
// columnHeader). A row wraps onto the lines under it (see carriedOn), a
// line led by a number that does not count on from the rows among them
// (see endsRowOnNumber). It returns the entries and the last line used.
func tableRows(ls []line, i int) ([]requests.WanderingEntry, int) {
	var ranges []string
	j := i
	for ; j < len(ls) && rangeOnlyRE.MatchString(ls[j].text); j++ {
		ranges = append(ranges, strings.TrimRight(ls[j].text, ".:)"))
	}
	if len(ranges) >= 2 && columnHeader(ls, j) {
		j++
	}
	if texts, last := columnEntries(ls, j, len(ranges)); len(ranges) >= 2 && len(texts) == len(ranges) {
		var out []requests.WanderingEntry
		for k, r := range ranges {
			out = append(out, entry(r, texts[k]))
		}
		return out, last
	}
	var out []requests.WanderingEntry
	last := i - 1
	boldRows, headingRows := i < len(ls) && boldRow(ls[i]), i < len(ls) && ls[i].heading > 0
	for j = i; j < len(ls); j++ {
		m := tableRow(ls[j].text)
		if boldRow(ls[j]) != boldRows || keyedRow(ls[j]) || m != nil && len(out) > 0 && (ls[j].heading > 0) != headingRows && rangeStart(m[1]) != rangeEnd(out[len(out)-1].Range)+1 {
			m = nil // a key set bold with its title ("**4. Armoury.**") after rows that set their range bold or nothing
		}
		switch {
		case len(out) > 0 && (ls[j].gap || i > 0 && ls[j].text == ls[i-1].text):
			return out, last // a break, or the header over the rows printed again over the rows that carry them on (see rowsPastBreaks)
		case m != nil && (len(out) == 0 || rangeStart(m[1]) > rangeEnd(out[len(out)-1].Range)):
			out = append(out, entry(m[1], m[2]))
		case len(out) > 0 && (startsLower(ls[j].text) || statLine(ls[j].text) || unfinished(out[len(out)-1].Entry) || statWraps(out[len(out)-1].Entry, ls[j]) || endsRowOnNumber(out, ls[j].text)):
			out[len(out)-1] = carriedOn(out[len(out)-1], ls[j].text) // a row wrapped, or its stat line under it
		default:
			return out, last
		}
		last = j
	}
	return out, last
}

// endsRowOnNumber reports whether line text, led by a number, is the end
// of the last of rows wrapped onto a line of its own, not a row ("3. A
// spider drops: number appearing" over "1–3.", "4. Zombies in a band of"
// over "2–8."): rows count on in order, and the line does not count on
// from them (after row 3 the next row is 4), while the rows before the
// last each end in a full stop, the last ends in none, and the line ends
// in one, as the row it ends does.
func endsRowOnNumber(rows []requests.WanderingEntry, text string) bool {
	n := len(rows)
	if n < 2 || text == "" || !isDigit(text[0]) || rangeStart(text) == rangeEnd(rows[n-1].Range)+1 || !endsInStop(text) || endsInStop(rows[n-1].Entry) {
		return false
	}
	return !slices.ContainsFunc(rows[:n-1], func(e requests.WanderingEntry) bool { return !endsInStop(e.Entry) })
}

// endsInStop reports whether the last word of s ends a sentence (see
// endsSentence).
func endsInStop(s string) bool {
	ws := words(s)
	return len(ws) > 0 && endsSentence(ws[len(ws)-1])
}

// carriedOn returns row e carried on by the line under it, next (see
// linebreak.Join), its count read from the whole row when the line it opened
// on gave none ("1. Giant Fire-" over "Beetles (1d6)").
func carriedOn(e requests.WanderingEntry, next string) requests.WanderingEntry {
	if e.Count == "" {
		return entry(e.Range, linebreak.Join(e.Entry, next))
	}
	e.Entry = linebreak.Join(e.Entry, next)
	return e
}

// columnHeader reports whether line j, after a column of ranges, is the
// header of the entry column beside it, as a text layer that reads a grid
// a column at a time gives it ("**Die Roll**" over "1" … "8", then
// "**Encounter**" over the creatures): a short line set apart, as a
// header is set bold, over a line that is not, or a short line of the
// words column headers use ("Monster", "Creature encountered"; see
// namesTable).
func columnHeader(ls []line, j int) bool {
	if j+1 >= len(ls) || tableRow(ls[j].text) != nil {
		return false
	}
	return setApart(ls[j]) && !setApart(ls[j+1]) && isHeading(ls[j].text, 3) || len(words(ls[j].text)) <= 3 && !namesTable(ls[j].text)
}

// columnEntries returns the n entries of a column read apart from its
// ranges, from line j, and the last line used: one a line, or, where the
// entries open in capitals, as a column's cells do, a line in lower case
// or under an entry left unfinished (see unfinished) going on with the
// entry above it, as a wrapped cell does ("Skeletons (1d6) of the old
// garrison, still in" over "rusted mail"); fewer than n when the lines
// run out.
func columnEntries(ls []line, j, n int) (texts []string, last int) {
	wraps := j < len(ls) && startsUpper(ls[j].text)
	last = j - 1
	for k := j; k < len(ls); k++ {
		t := ls[k].text
		if at := len(texts) - 1; wraps && at >= 0 && !ls[k].gap && (startsLower(t) || unfinished(texts[at])) {
			texts[at] = linebreak.Join(texts[at], t)
		} else if len(texts) < n {
			texts = append(texts, t)
		} else {
			break
		}
		last = k
	}
	return texts, last
}

// unfinished reports whether a row's text breaks off where its line ends:
// after a comma or a hyphen, on a stat label waiting for its value, as a
// row's stat line wraps ("1. Bandits (1d6): AC 6, … MV 120', Save" over
// "T1, ML 8"), or inside a bracket it opened and has not closed, as a
// stat line in brackets wraps wherever its column ends ("1. Harpies (2d6)
// (HD 2; AC 7[12]; Atk 1 weapon (1d8); Move" over "12; Save 16; CL/XP
// 2/30)"); the line under it carries the row on, whatever it opens with.
func unfinished(text string) bool {
	ws := words(text)
	if len(ws) == 0 {
		return false // a row of leader dots, say: nothing to carry on
	}
	last := ws[len(ws)-1]
	return strings.HasSuffix(last, ",") || strings.HasSuffix(last, "-") || statLabelRE.MatchString(last) ||
		strings.Count(text, "(") > strings.Count(text, ")")
}

// statWraps reports whether line next carries on the stat line that a
// row's text ends in, as a stat line set under its row wraps after a
// whole value ("AC 6 [13], … SV D14 W15 P16 B17 S18" over "(NH), ML 7,
// AL Chaotic, XP 5"): the row ends in a stat line and next, not set apart
// as a heading over what follows is, carries it on (see carriesStatLine).
func statWraps(text string, next line) bool {
	ws := words(text)
	_, end, ok := statRun(ws, 0)
	return ok && end == len(ws) && !setApart(next) && carriesStatLine(text, next.text)
}

// isDigit reports whether c is an ASCII digit.
func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// boldRow reports whether l sets in bold more than its range: the name of
// a row too ("**1. Goblins** (2d4)"), as a key is set ("**4. Armoury.**").
// The rows of one table are set alike, so a row of the other kind ends it.
func boldRow(l line) bool { return l.lead != "" && !rangeOnlyRE.MatchString(l.lead) }

// keyedRow reports whether l is set as an area key rather than a row: a
// bold lead past its range, ended by a full stop and run on into text
// that is no stat line ("**1. Gatehouse.** Two goblins guard it.", where
// a row prints "**1. Goblins** (2d4)").
func keyedRow(l line) bool {
	return boldRow(l) && strings.HasSuffix(l.lead, ".") && l.after != "" && !statLine(l.after)
}

// statLine reports whether t opens with a stat line ("AC 6, HD 1-1, …").
func statLine(t string) bool {
	start, _, ok := statRun(words(t), 0)
	return ok && start == 0
}

// runOnLeadRE matches a sentence that may be a table printed run on: a
// lead of at most 100 characters before a colon, then the rows. A note in
// brackets belongs to the lead whatever it holds ("Random encounters
// (every 3 turns, 1-in-6; roll d6): 1 …").
var runOnLeadRE = regexp.MustCompile(`^((?:[^:;.!?(]|\([^()]*\)|\(){1,100}?)\s*:\s+(.+)$`)

// sentenceLeadRE matches a lead that is a sentence of its own, of at most
// 100 characters ended by a full stop, or a title ended by a note in
// brackets, then the text after it, which may open with the rows (see
// runOnLead).
var sentenceLeadRE = regexp.MustCompile(`^([^:;.!?()]{1,100}?(?:\.|\([^()]*\)))\.?\s+(\S.*)$`)

// rollRE matches the word that calls for a roll.
var rollRE = regexp.MustCompile(`(?i)\broll\b`)

// runOnTableAt reads a table printed as a run-on sentence that starts on
// line i, a line of running text (a heading or a bold line alone is none,
// unless a colon ends it: "**Wandering Monsters (d6):**" over "1 rats;
// …"), at the start of a
// sentence, as compact modules print short tables, after other sentences
// of the paragraph or not: a lead with a die (bare or among words in
// parentheses) and a table word or "roll", and no word naming another
// subject (see encounterTable), or a bold label with the die in brackets
// (see dieLabel: "**Lurkers** (1d4, each turn): 1 – …"), a colon, then
// rows with ascending ranges between semicolons (or commas, when the rows
// hold none), to the end of
// the sentence ("Random encounters on the rock (d6): 1–3 a crabman; 4–5
// gulls; 6 the keeper's ghost.", "Wandering monsters (d6, every 2 turns):
// 1 rats, 2 bats, …"). A lead that only calls for a roll is taken where
// the paragraph or its section speaks of encounters, or where the rows
// read as creatures counted (see countedCreatures); the table then takes
// the section's title. So is a bold label with its die, which titles the
// table. A lead that calls for the roll and names no die
// takes the die of the heading naming encounters over it ("Roll every 2
// turns: 1-2 = giant rats; …" under "**Wandering Monsters (d6)**").
// Rows that open a clause after a bold run-in heading naming encounters
// take the die their ranges imply where none is printed (see runOnLead).
// A row's roll may be called ("on a 1: …", "(1) …"; see runOnRow).
func runOnTableAt(ls []line, i int) (wanderingTable, bool) {
	if ls[i].heading > 0 || setApart(ls[i]) && !strings.Contains(ls[i].text, ":") {
		return wanderingTable{}, false // a heading, or a bold line alone with no colon, is no sentence: its paragraph starts below it
	}
	last := i
	for last+1 < len(ls) && last-i < 8 && (!ls[last+1].gap || brokenSentence(ls[last], ls[last+1])) {
		last++
	}
	text := ls[i].text
	for k := i + 1; k <= last; k++ {
		text = linebreak.Join(text, ls[k].text) // "skele-" over "tons", "Fire-" over "Beetles"
	}
	for _, start := range runOnStarts(ls[i]) {
		lead, rest, ok := runOnLead(ls[i], text, start)
		if !ok || start == 0 && !afterBreak(ls, i) && !setApart(ls[i-1]) {
			continue // (afterBreak is true for i == 0)
		}
		dice := diceIn(lead)
		body, parts := runOnBody(text[rest:])
		entries, ok := runOnRows(parts)
		named, roll := tableWordRE.MatchString(lead), rollRE.MatchString(lead)
		labelled := start == 0 && dieLabel(ls[i].lead, lead)
		heading, under := tableHeading(ls, i)
		place := levelLead(lead, heading, dice)
		if place != "" || roll && len(dice) == 0 {
			dice = diceIn(heading) // "Roll every 2 turns:" under "**Wandering Monsters (d6)**"
		}
		if !ok || place == "" && (len(dice) == 0 && rest != start || !named && !roll && !labelled) || otherWordRE.MatchString(lead) ||
			!named && !tableWordRE.MatchString(text[:start]) && heading == "" && !countedCreatures(entries) && !rolledCreatures(dice, entries) {
			continue
		}
		t := wanderingTable{first: i, before: strings.TrimSpace(ls[i].text[:start])}
		t.last, t.after = lineAt(ls, i, rest+len(body))
		if t.Die, t.Entries = tableDie(dice, entries), entries; t.Die == "" {
			continue
		}
		title := heading
		if (named || labelled) && !strings.HasSuffix(lead, ".") { // "Roll 1d6:" under "Wandering Monsters"
			title = strings.Join(words(dieRE.ReplaceAllStringFunc(lead, dropDie)), " ")
		} else if prior := clauseTitle(text[:start]); prior != "" {
			title = prior // "Wandering monsters here: roll 1d4 each turn: 1 …"
		} else if title == "" {
			title = sectionTitle(ls, i)
		}
		t.Name, t.AppliesTo = tableName(title), appliesTo(title)
		if place != "" {
			t.AppliesTo = place
		}
		if t.Frequency = checkIn(text[:rest]); t.Frequency == "" && i > 0 {
			t.Frequency = frequency(ls, i-1, min(under, i-3))
		}
		return t, true
	}
	return wanderingTable{}, false
}

// dieLabel reports whether lead, the lead of a run-on table at the start
// of a line that opens with bold, is a label set as a table's title:
// the bold words, at most labelWords of them, then the table's die in
// brackets, with a note or not, or all of it bold ("**Lurkers** (1d4,
// each turn):", "**Prowlers (d6):**"). The die in brackets after a title
// says the rows under it are rolled on, as "roll" does, whatever the
// title calls them; it is no die of the check ("(1 in 6 on 1d6)").
func dieLabel(bold, lead string) bool {
	name := tableName(lead)
	if bold == "" || name == "" || len(words(name)) > labelWords || tableName(strings.TrimRight(bold, ".: ")) != name || !strings.HasPrefix(lead, name) {
		return false
	}
	return slices.ContainsFunc(diceIn(lead[len(name):]), func(d die) bool { return !d.check })
}

// labelWords is the most words a bold label over a run-on table holds.
const labelWords = 4

// brokenSentence reports whether line next, after a column or page break,
// carries on the sentence that line l leaves open, as a paragraph broken
// by the break does: l ends in no full stop, and next is no heading nor
// bold lead and opens in lower case ("… 3 a" over the break, then
// "drowned sailor; 4–5 crabs …"), or, where l ends between a run-on
// table's rows, after a semicolon or a comma, with a row ("1–2 rats;"
// then "3 goblins; …").
func brokenSentence(l, next line) bool {
	t := strings.TrimRight(l.text, `"'”’)*`)
	if t == "" || strings.ContainsAny(t[len(t)-1:], ".!?:") || next.heading > 0 || next.lead != "" {
		return false
	}
	return startsLower(next.text) || strings.ContainsAny(t[len(t)-1:], ";,") && rowRE.MatchString(next.text)
}

// dropDie returns a match of dieRE without its die, keeping the character
// after it.
func dropDie(m string) string { return strings.TrimLeft(m, "0123456789dD%") }

// levelLead returns the level or place a run-on table's lead names when
// the lead is no more than that, with no die, and the table stands under
// a heading naming encounters, which then holds its die, as modules print
// one line per level under one heading ("Level 1: 1–2 giant rats (2d4);
// 3 goblins; …" under "Wandering Monsters (roll 1d6 every 2 turns)");
// else "".
func levelLead(lead, heading string, dice []die) string {
	if heading == "" || len(dice) > 0 {
		return ""
	}
	return captionPlace(lead)
}

// runOnLead returns the lead of a run-on table that may start at offset
// start of text, whose first line is l, and the offset of its rows: a
// bold run-in heading, ended by a full stop or a colon ("**Encounters
// (d8).** 1 wolves (2d4); 2 …"), the words up to a colon (see
// runOnLeadRE), or, where the rows open with the lowest roll right after
// it and before any such colon, a sentence of its own, as compact modules set the call for the roll
// and its rows as two sentences ("Roll 1d6 for wandering monsters every 2
// turns. 1–2: 3d6 rats, 3: …"), or a title closed by its note in
// brackets, as a colon closes it ("Wandering Monsters (1 in 6 each turn,
// roll d6) 1: 2d4 rats, 2: …"). A sentence keeps its full stop, so that
// it is told from a title; or, where the rows open a clause after the
// sentences of a bold run-in heading, that heading ("**Wandering
// Monsters** Check every 2 turns; 1 in 6. On a 1: …"), rest then being
// start. ok is false when there is none.
func runOnLead(l line, text string, start int) (lead string, rest int, ok bool) {
	if start == 0 && l.lead != "" && l.after != "" && strings.ContainsAny(l.lead[len(l.lead)-1:], ".:") {
		return strings.TrimRight(l.lead, ".: "), len(l.text) - len(l.after), true
	}
	if r := runOnRow(text[start:]); start > 0 && l.lead != "" && l.after != "" && r != nil && rangeStart(r[1]) == 1 {
		return strings.TrimRight(l.lead, ".: "), start, true // "**Wandering Monsters** Check every 2 turns; 1 in 6. On a 1: …"
	}
	m := runOnLeadRE.FindStringSubmatchIndex(text[start:])
	if s := sentenceLeadRE.FindStringSubmatchIndex(text[start:]); s != nil && (m == nil || s[3] < m[3]) {
		if r := runOnRow(text[start+s[4]:]); r != nil && rangeStart(r[1]) == 1 {
			m = s // the rows open before any colon ("… (1 in 6, roll d6) 1: rats, 2: …")
		}
	}
	if m == nil {
		return "", 0, false
	}
	return text[start+m[2] : start+m[3]], start + m[4], true
}

// clauseTitle returns the clause that text ends with when it names
// encounters and ends in a colon, as a title set before the roll that
// opens a run-on table ("Wandering monsters here:" before "roll 1d4 each
// turn: 1 …"); else "".
func clauseTitle(text string) string {
	text = strings.TrimSpace(text)
	if !strings.HasSuffix(text, ":") {
		return ""
	}
	ss := sentences(text)
	last := ss[len(ss)-1]
	if k := strings.LastIndexAny(strings.TrimSuffix(last, ":"), ";:"); k >= 0 {
		last = last[k+1:]
	}
	if last = strings.TrimSpace(strings.TrimSuffix(last, ":")); tableWordRE.MatchString(last) && !otherWordRE.MatchString(last) {
		return last
	}
	return ""
}

// runOnStarts returns where a run-on table may start in line l (see
// clauseStarts): after its bold lead, not before, when the lead is an
// area's key ("**3 HALL** Roll 1d6: 1-2 …"), which names the area the
// table stands in, not the table.
func runOnStarts(l line) []int {
	starts := clauseStarts(l.text)
	if _, ok := boldKey(l); ok && l.after != "" {
		from := len(l.text) - len(l.after)
		starts = append([]int{from}, slices.DeleteFunc(starts, func(s int) bool { return s <= from })...)
	}
	return starts
}

// clauseStarts returns the offsets in s where a sentence or a clause
// starts: 0, after each sentence end, and after each semicolon or colon
// ("**Wandering Monsters:** 1 in 6 every turn; roll 1d6: 1–2 rats; …"
// calls for the roll in its second clause), in order.
func clauseStarts(s string) []int {
	out := []int{0}
	n := 0
	for _, sent := range sentences(s) {
		n = strings.Index(s[n:], sent) + n + len(sent)
		if n < len(s) {
			out = append(out, n+1)
		}
	}
	for k := 0; k+1 < len(s); k++ {
		if (s[k] == ';' || s[k] == ':') && s[k+1] == ' ' {
			out = append(out, k+2)
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// runOnBody returns the text of a run-on table's rows at the start of s
// and its rows' parts: its first sentence, with the sentences after it
// that each open with a row going on from the range before, as some
// modules end each row with a full stop ("1-2 Rats (2d6). 3 Goblins
// (1d4). 4-6 Nothing."); the parts are split between semicolons, or
// commas before a range (see runOnRows). A range set with its full stop
// ("1. 2d4 giant rats. 2. A ghoul. …") leads its row and ends no sentence
// (see rowSentences).
func runOnBody(s string) (body string, parts []string) {
	sents := rowSentences(s)
	parts = runOnParts(strings.TrimRight(sents[0], ". "))
	n := len(sents[0])
	for _, next := range sents[1:] {
		m := runOnRow(next)
		last := runOnRow(strings.TrimSpace(parts[len(parts)-1]))
		if m == nil || last == nil || rangeStart(m[1]) <= rangeEnd(last[1]) {
			break
		}
		parts = append(parts, runOnParts(strings.TrimRight(next, ". "))...)
		n = strings.Index(s[n:], next) + n + len(next)
	}
	return s[:n], parts
}

// rowSentences returns the sentences of s (see sentences), each range
// that stands alone with its full stop, or ends a sentence after the
// semicolon or comma that parts two rows, joined to the sentence after
// it, as the range leads that row's text ("1." and "2d4 giant rats." give
// "1. 2d4 giant rats."; "1. 2d4 giant rats; 2." and "a ghoul; 3." give
// "1. 2d4 giant rats; 2. a ghoul; 3.").
func rowSentences(s string) []string {
	var out []string
	from := 0
	for _, sent := range sentences(s) {
		at := strings.Index(s[from:], sent) + from
		if n := len(out); n > 0 && (rangeOnlyRE.MatchString(out[n-1]) || rangeAfterRowRE.MatchString(out[n-1])) {
			out[n-1] = s[from-len(out[n-1]) : at+len(sent)]
		} else {
			out = append(out, sent)
		}
		from = at + len(sent)
	}
	return out
}

// rangeAfterRowRE matches a sentence that ends in a row's range with its
// full stop, after the semicolon or comma that ends the row before ("…
// giant rats; 2.").
var rangeAfterRowRE = regexp.MustCompile(`[;,]\s*(?:` + rangeExpr + `)\.$`)

// lineAt returns the line of ls[i:] that offset end of their text joined
// as running text falls in (see linebreak.Mend), and the text of that line
// after it.
func lineAt(ls []line, i, end int) (int, string) {
	for k := i; k < len(ls); k++ {
		if end <= len(ls[k].text) {
			return k, strings.TrimSpace(ls[k].text[end:])
		}
		if end -= len(ls[k].text) + 1; k+1 < len(ls) {
			drop, sep := linebreak.Mend(ls[k].text, ls[k+1].text)
			end += drop + 1 - len(sep)
		}
	}
	return len(ls) - 1, ""
}

// runOnParts splits the rows of a run-on table between semicolons, or
// between commas before a range when there is no semicolon. A semicolon
// in brackets parts a row's stat line, not two rows, as Swords &
// Wizardry sets one ("1. 1d6 giant rats (HD 1d2; AC 7[12]; …); 2. …").
func runOnParts(body string) []string {
	var parts []string
	depth, from := 0, 0
	for i, r := range body {
		switch {
		case r == '(':
			depth++
		case r == ')':
			depth = max(depth-1, 0)
		case r == ';' && depth == 0:
			parts, from = append(parts, body[from:i]), i+1
		}
	}
	parts = append(parts, body[from:])
	if len(parts) == 1 {
		parts = splitAtRanges(body)
	}
	return parts
}

// runOnRows reads the rows of a run-on table from its parts (see
// runOnParts), each led by a range above the one before; ok is false for
// fewer than two.
func runOnRows(parts []string) ([]requests.WanderingEntry, bool) {
	var entries []requests.WanderingEntry
	for _, part := range parts {
		r := runOnRow(strings.TrimSpace(part))
		if r == nil || len(entries) > 0 && rangeStart(r[1]) <= rangeEnd(entries[len(entries)-1].Range) {
			return nil, false
		}
		entries = append(entries, entry(r[1], r[2]))
	}
	return entries, len(entries) >= 2
}

// splitAtRanges splits a run-on table's rows at each comma followed by a
// row with a higher range than the row before ("1 rats, 2d4 bats, 2
// wolves" → "1 rats, 2d4 bats", "2 wolves").
func splitAtRanges(body string) []string {
	var out []string
	top := -1
	for _, p := range strings.Split(body, ", ") {
		if m := runOnRow(p); m != nil && rangeStart(m[1]) > top {
			out, top = append(out, p), rangeEnd(m[1])
		} else if len(out) > 0 {
			out[len(out)-1] += ", " + p
		} else {
			out = append(out, p)
		}
	}
	return out
}

// countedCreatures reports whether at least half the entries print a
// count and none prints treasure (coins, gems, jewellery, potions,
// scrolls: "2d6 gems", "1d100 gp") or harm ("1d6 damage"), as the rows of
// a table of creatures with their numbers appearing do.
func countedCreatures(es []requests.WanderingEntry) bool {
	n := 0
	for _, e := range es {
		if valueRE.MatchString(e.Entry) || valuableRE.MatchString(e.Entry) || harmRE.MatchString(e.Entry) {
			return false
		}
		if e.Count != "" {
			n++
		}
	}
	return 2*n >= len(es)
}

// rolledCreatures reports whether the rows of a table run on after a
// roll cover the faces of a die printed in its lead, from 1 to its top,
// and one row or more counts creatures while none prints treasure or
// harm ("Roll 1d6 when a character looks in: 1-2 fire beetles (1d4); 3-4
// nothing; 5 a fire lizard; 6 smoke"): a table of what comes, rolled whole,
// whose creatures are met only when rolled, never all at once in the area
// it stands in.
func rolledCreatures(dice []die, es []requests.WanderingEntry) bool {
	if rangeStart(es[0].Range) != 1 || !slices.ContainsFunc(dice, func(d die) bool { return dieTop(d.name) == rangeEnd(es[len(es)-1].Range) }) {
		return false
	}
	counted := false
	for _, e := range es {
		if valueRE.MatchString(e.Entry) || valuableRE.MatchString(e.Entry) || harmRE.MatchString(e.Entry) {
			return false
		}
		counted = counted || e.Count != ""
	}
	return counted
}

// harmRE matches the harm a roll or a hazard deals rather than a
// creature it brings: dice before a word of harm ("1d6 damage", "2d4 hit
// points", "1d3 points of damage"), or a number before "damage" ("take
// 1hp damage", "3 points of damage"). A word alone is no harm: a
// creature's stat line prints "hp" ("goblins (1d4) (AC 6, HD 1, hp 4
// each)") and its name may say "poison" ("giant poison toads").
var harmRE = regexp.MustCompile(`(?i)\b\d*d\d+(?:\s*[+-]\s*\d+)?\s+(?:points?\s+of\s+)?(?:damage|dmg|hit points?|hp|wounds?)\b|\b\d+\s*(?:hp\s+|hit\s+points?\s+|points?\s+of\s+)?damage\b`)

// valuableRE matches a word naming a valuable a treasure table rolls for.
var valuableRE = regexp.MustCompile(`(?i)\b(?:gems?|jewels?|jewell?e?ry|potions?|scrolls?|coins?|magic items?)\b`)

// minDieRows is the fewest rows under a die header that make a table.
const minDieRows = 2

// dieTableRows returns the lines that are rows of a table rolled on —
// rumours, events, encounters — whose rows number entries, not areas: a
// table under a header with a die in it (see tableHeader: "d6 Rumour"
// over "1 The widow cursed the eels.", "2 Smugglers use the sluice."), or
// a rolled list (see rolledListAt).
// Only lines that hold a roll and its entry are rows: where a column of
// dice or ranges is read apart from its entries, the lines after it may
// be headings of the text that follows.
func dieTableRows(ls []line) map[int]bool {
	out := map[int]bool{}
	for i, l := range ls {
		at, ok := rolledListAt(ls, i)
		if !ok && (loneDieRE.MatchString(l.text) || dieHeader(ls, i)) {
			var h header
			h, ok = tableHeader(ls, i)
			at = h.at
		}
		if !ok {
			continue
		}
		if rows, last := tableRows(ls, at+1); len(rows) >= minDieRows {
			for j := at + 1; j <= last; j++ {
				if rowRE.MatchString(ls[j].text) { // a row with its entry, not an entry of a column read apart
					out[j] = true
				}
			}
		}
	}
	return out
}

// rolledListAt reads a rolled list under line i, a heading or caption (see
// sectionHeading): rows led by die values from 1 (see tableRows) right
// under it or under at most leadLines lines of prose, where the heading
// names a die or what is rolled for ("### Rumours", "**d4 Whispers in the
// Crypt**", "**The Bell Ringer Knows (d4)**", "**WANDERING MONSTERS**"
// as a sub-heading inside an area), or the prose names the die
// whose faces the rows cover ("Roll 1d6 for each." over rows 1 to 6), as
// modules print their rumour and event tables; a heading of the key
// ("ENCOUNTER AREAS", "Key to the Encounter Locations": see areaKeyRE)
// heads the numbered areas under it, not a list. It returns the line
// before the rows.
func rolledListAt(ls []line, i int) (at int, ok bool) {
	if !sectionHeading(ls[i]) || keyLead(strings.Trim(ls[i].text, "*")) {
		return 0, false
	}
	named := dieRE.MatchString(ls[i].text) || (otherWordRE.MatchString(ls[i].text) || tableWordRE.MatchString(ls[i].text)) && !areaKeyRE.MatchString(ls[i].text)
	var dice []die
	for j := i + 1; j < min(i+2+leadLines, len(ls)); j++ {
		if m := tableRow(ls[j].text); m != nil {
			rows, _ := tableRows(ls, j)
			covered := len(rows) >= minDieRows && slices.ContainsFunc(dice, func(d die) bool {
				return !d.check && dieTop(d.name) == rangeEnd(rows[len(rows)-1].Range)
			})
			return j - 1, rangeStart(m[1]) <= 1 && (named || covered)
		}
		if sectionHeading(ls[j]) {
			return 0, false
		}
		dice = append(dice, diceIn(ls[j].text)...)
	}
	return 0, false
}
