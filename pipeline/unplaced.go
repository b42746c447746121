package pipeline

import (
	"encoding/json"
	"regexp"
	"slices"
	"strings"

	"github.com/scriptorium/scriptorium/adventure"
	"github.com/scriptorium/scriptorium/furniture"
	"github.com/scriptorium/scriptorium/requests"
)

// Text that lands nowhere: a paragraph of a page's body text that no
// part of the adventure holds was dropped by the rules (or the model), and
// nothing else would tell. Each such paragraph, on a page the content
// stage reads (every page but those whose role drops their text: the
// cover, credits and licence, see skippedRoles), gets a text-unplaced flag
// naming its page and first words, which check turns into a warning: a
// site's background on a page the survey took for a monster appendix is
// as lost as an area's last sentence.

// minUnplacedWords is how many words a sentence needs to count: a shorter
// run (a folio, a caption, a heading's leftovers) says too little to be
// missed, and shares too few words to be found.
const minUnplacedWords = 6

// shingle is how many words in a row the adventure must hold of a
// sentence for the sentence to be placed: text the rules keep is copied
// verbatim, so a sentence any part of which it holds was read, if not
// whole.
const shingle = 4

// unplacedWords is how many first words of a paragraph a flag names.
const unplacedWords = 8

// unplacedText returns a text-unplaced:<n>:<words> flag for each run of
// sentences of a page's body text, on a page the content stage reads
// (see contentPages), of which a holds no shingle words in a row (see
// bodyRuns for runs and sentences); a sentence leading into a table by its
// roll, on a page of a wandering table a holds, is the table's (see
// rollLeadRE).
func unplacedText(a *adventure.Adventure, sv *requests.Survey, pages []requests.Page) []string {
	held := shingles(heldText(a))
	repeated := runningLines(pages)
	var flags []string
	for _, pg := range contentPages(pages, sv) {
		tabled := slices.ContainsFunc(a.Wandering, func(t adventure.WanderingTable) bool { return slices.Contains(t.Pages, pg.Number) })
		for _, run := range bodyRuns(pg.Text, repeated) {
			for _, s := range run {
				ws := plainWords(s)
				if tabled && rollLeadRE.MatchString(s) {
					continue
				}
				if len(ws) >= minUnplacedWords && !slices.ContainsFunc(shingleKeys(ws), func(k string) bool { return held[k] }) {
					flags = append(flags, adventure.TextUnplaced(pg.Number, firstWords(s)))
					break // one flag a run
				}
			}
		}
	}
	return flags
}

// rollLeadRE matches a sentence that tells the roll of the table after it
// before a colon (the table's rows may run on after it in the sentence): "Roll d% once per hour:", "Roll 1d6 again to find
// what is met:". On a page whose wandering table the adventure holds, it
// is the table's, not text lost.
var rollLeadRE = regexp.MustCompile(`(?i)\b\d*d(?:\d+\b|%)[^.!?]*:`)

// firstWords returns the first unplacedWords words of sentence s as
// printed, the marks of bold and italic runs dropped.
func firstWords(s string) string {
	ws := strings.Fields(strings.ReplaceAll(s, "*", ""))
	return strings.Join(ws[:min(unplacedWords, len(ws))], " ")
}

// heldText returns every string the adventure holds: titles, names, texts,
// stat lines and blocks, table entries; and each area's key, title,
// read-aloud text and description run together, as a key prints them.
func heldText(a *adventure.Adventure) []string {
	b, _ := json.Marshal(a)
	var v any
	_ = json.Unmarshal(b, &v)
	var out []string
	var walk func(any)
	walk = func(v any) {
		switch t := v.(type) {
		case string:
			out = append(out, t)
		case []any:
			for _, e := range t {
				walk(e)
			}
		case map[string]any:
			for _, e := range t {
				walk(e)
			}
		}
	}
	walk(v)
	for _, ar := range a.Areas() { // a key runs into its title and text: "**3 Flooded store** – Waist-deep water."
		out = append(out, strings.Join([]string{ar.Key, ar.Title, ar.ReadAloud, ar.Description}, " "))
	}
	return out
}

// shingles returns the set of shingle-word runs of texts, each run of
// one text's words: a stat block of one label a line is one text, read
// across its lines as the page prints it.
func shingles(texts []string) map[string]bool {
	set := map[string]bool{}
	for _, t := range texts {
		for _, k := range shingleKeys(plainWords(t)) {
			set[k] = true
		}
	}
	return set
}

// shingleKeys returns the runs of shingle words of ws, joined by spaces.
func shingleKeys(ws []string) []string {
	var keys []string
	for i := 0; i+shingle <= len(ws); i++ {
		keys = append(keys, strings.Join(ws[i:i+shingle], " "))
	}
	return keys
}

// wordRE matches a word of letters and figures.
var wordRE = regexp.MustCompile(`[\pL\pN]+`)

// plainWords returns the words of s in lower case, marks and punctuation
// dropped.
func plainWords(s string) []string { return wordRE.FindAllString(strings.ToLower(s), -1) }

// sentenceEndRE matches the end of a sentence inside a run.
var sentenceEndRE = regexp.MustCompile(`[.!?]["')”’*]*\s+`)

// splitSentences splits run into sentences.
func splitSentences(run string) []string {
	var out []string
	last := 0
	for _, m := range sentenceEndRE.FindAllStringIndex(run, -1) {
		out = append(out, run[last:m[1]])
		last = m[1]
	}
	return append(out, run[last:])
}

// bodyRuns returns the runs of body text of a page's text, each as its
// sentences: a run of prose is the lines between a blank line, a heading
// and a line led by a bold run, joined and split at its sentence ends; a
// table's row is a run of its own, each cell one sentence (a rumour or an event
// rolled on a table the adventure holds nowhere is as lost as prose; a
// cell of a few words, a creature and its number or a column's head, is
// too short to count). Running heads and feet (see runningLines) and a
// table's rule row are no body text.
func bodyRuns(text string, repeated map[string]bool) [][]string {
	var runs [][]string
	var prose []string
	flush := func() {
		if len(prose) > 0 {
			runs = append(runs, splitSentences(strings.Join(prose, " ")))
			prose = nil
		}
	}
	for _, line := range strings.Split(text, "\n") {
		t := strings.TrimSpace(line)
		switch {
		case strings.HasPrefix(t, "|"):
			flush()
			var cells []string
			for _, cell := range strings.Split(strings.Trim(t, "|"), "|") {
				if cell = strings.TrimSpace(cell); strings.Trim(cell, "-: ") != "" { // not a rule row's
					cells = append(cells, cell)
				}
			}
			if len(cells) > 0 {
				runs = append(runs, cells)
			}
		case t == "" || repeated[figureless(t)] || strings.HasPrefix(t, "#"):
			flush()
		case strings.HasPrefix(t, "**") || strings.HasPrefix(t, "- **"):
			flush()
			prose = append(prose, t)
		default:
			prose = append(prose, t)
		}
	}
	flush()
	return runs
}

// runningLines returns the running heads and feet of pages (see
// furniture.Running), figures left out: a line of the same text but for
// its figures (a running foot with its folio) at the edge of two pages or
// more.
func runningLines(pages []requests.Page) map[string]bool {
	var ls []furniture.Line
	numbers := map[int]bool{}
	for _, pg := range pages {
		numbers[pg.Number] = true
		var texts []string
		for _, line := range strings.Split(pg.Text, "\n") {
			if t := figureless(strings.TrimSpace(line)); t != "" {
				texts = append(texts, t)
			}
		}
		for i, t := range texts {
			ls = append(ls, furniture.Line{Page: pg.Number, Text: t, Edge: furniture.AtEdge(i, len(texts))})
		}
	}
	out := map[string]bool{}
	for i, run := range furniture.Running(ls, numbers) {
		if run {
			out[ls[i].Text] = true
		}
	}
	return out
}

// figureless returns line with its figures removed.
func figureless(line string) string {
	return strings.TrimSpace(strings.Map(func(r rune) rune {
		if r >= '0' && r <= '9' {
			return -1
		}
		return r
	}, line))
}
