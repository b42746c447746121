package offline

import (
	"regexp"
	"slices"
	"strings"
	"unicode"
)

// Headings, titles and prose: what reads as a heading, a key line's title,
// a map label, or running text.

// startsUpper reports whether s starts with a capital letter, opening
// quotes, brackets and emphasis aside.
func startsUpper(s string) bool {
	s = strings.TrimLeft(s, `"'“‘*(`)
	return s != "" && unicode.IsUpper([]rune(s)[0])
}

// splitTitle separates a heading-like title from the rest of a key line: a
// whole rest without sentence punctuation in Title Case or capitals is a
// title (a final colon dropped: "GUARD ROOM (Map 2):"), as is a markdown
// bold lead ("**The Crypt.** Text"), a heading before a colon ("Storeroom:
// The lock is broken") and a heading before a full stop and a new sentence
// ("ORC GUARD ROOM. Six orcs", "The Chapel. Pews lie overturned", "Niche.
// The door", not "Niche." alone), and in sentence case ("Flooded cellar.
// Water stands", see runInTitle), where the title, printed in the text's
// own type, stays in body too.
func splitTitle(rest string) (title, body string) {
	if title, body = headingTitle(rest); title != "" {
		return title, body
	}
	if lead, after, ok := strings.Cut(rest, ". "); ok && runInTitle(lead) && opensSentence(after) {
		return lead, rest // set in the text's own type, the title stays part of it ("Stairs going down. …")
	}
	return "", rest
}

// headingTitle is splitTitle for titles set as headings: Title Case or
// capitals, or a bold lead.
func headingTitle(rest string) (title, body string) {
	if m := boldLeadRE.FindStringSubmatch(rest); m != nil {
		return m[1], strings.TrimSpace(m[2])
	}
	if t := strings.TrimSuffix(rest, ":"); isHeading(t, 8) {
		return t, ""
	}
	if lead, after, ok := strings.Cut(rest, ". "); ok && !strings.Contains(lead, ": ") && closesSentence(lead+".") && isHeading(lead, 6) &&
		after != "" && opensSentence(after) {
		return lead, strings.TrimSpace(after) // before a colon in its text: "Inn. Innkeeper: Bram Tollock"
	}
	if lead, after, ok := strings.Cut(rest, ": "); ok && isHeading(lead, 6) {
		return lead, strings.TrimSpace(after)
	}
	if lead, after, ok := strings.Cut(rest, ". "); ok && isHeading(lead, 6) && after != "" && opensSentence(after) {
		return lead, strings.TrimSpace(after)
	}
	return "", rest
}

// maxRunInWords bounds a title in sentence case run into its text.
const maxRunInWords = 5

// auxiliaries are verbs that make a phrase a sentence, not a title.
var auxiliaries = []string{"is", "are", "was", "were", "be", "been", "has", "have", "had", "can", "could",
	"will", "would", "may", "might", "must", "shall", "should", "does", "did"}

// runInTitle reports whether lead, the words before the first full stop
// of a key line, is a title in sentence case run into the text, as
// modules print "3. Flooded cellar. Water stands…": a short noun phrase
// opening with a capital — no comma, digit, bracket or quotation, no
// auxiliary verb, not ending in a function word.
func runInTitle(lead string) bool {
	ws := words(lead)
	if len(ws) == 0 || len(ws) > maxRunInWords || !startsUpper(lead) || strings.ContainsAny(lead, `,;:0123456789()[]"“”`) ||
		slices.Contains(stopWords, strings.ToLower(ws[len(ws)-1])) {
		return false
	}
	return !slices.ContainsFunc(ws, func(w string) bool { return slices.Contains(auxiliaries, strings.ToLower(w)) })
}

var (
	boldLeadRE  = regexp.MustCompile(`^\*\*([^*]+?)[.:]?\*\*[.:]?\s*(.*)$`)
	rangeDashRE = regexp.MustCompile(`\s?[-–]\s?`)
)

// smallWords stay lower case in Title Case headings.
var smallWords = []string{"with", "from", "into", "onto", "upon", "over", "near", "under", "than", "unto"}

// isHeading reports whether t reads as a heading of at most maxWords words:
// no sentence punctuation at the end, no digits-only words, and Title Case
// or all capitals; a dash set as a word between its parts is punctuation,
// no word ("Wandering Monsters — Level 2").
func isHeading(t string, maxWords int) bool {
	ws := words(strings.Trim(t, "*"))
	if len(ws) == 0 || len(ws) > maxWords || hasTerminalPunct(t) || strings.Contains(t, "://") ||
		strings.Count(t, ",") > 1 || slices.Contains(stopWords, strings.ToLower(ws[len(ws)-1])) {
		return false
	}
	for i, w := range ws {
		r := []rune(strings.Trim(w, `"'“”‘’(),&:-–—`))
		if len(r) == 0 {
			continue
		}
		if !unicode.IsLetter(r[0]) && !unicode.IsDigit(r[0]) {
			return false
		}
		if unicode.IsLower(r[0]) && (i == 0 || len(r) > 3 && !slices.Contains(smallWords, string(r))) {
			return false
		}
	}
	return unicode.IsLetter([]rune(ws[0])[0])
}

// isLabel reports whether t is a map label or page number rather than text:
// a lone number, letter or short run of them ("17", "20 C", "B").
func isLabel(t string) bool {
	if len(t) > 8 {
		return false
	}
	for _, r := range t {
		if !unicode.IsDigit(r) && !unicode.IsUpper(r) && r != ' ' {
			return false
		}
	}
	return true
}

// minProseWords is the fewest words of a line that opens a named area's text.
const minProseWords = 4

// opensProse reports whether line i opens running text: enough words,
// starting with a capital letter or a digit, and at least half its words
// outside brackets that start with a letter in lower case (table rows of
// names are mostly capitalised; a stat line in brackets, "Bregga (F3, hp
// 16, AC 6, AL N) sells nails", is no part of the sentence's words, nor
// is one a narrow column breaks before its closing bracket: see proseOf).
func opensProse(ls []line, i int) bool {
	ws := words(proseOf(ls, i))
	if len(ws) < minProseWords {
		return false
	}
	r := []rune(strings.TrimLeft(ls[i].text, `"'“‘(`))
	if len(r) == 0 || !unicode.IsUpper(r[0]) && !unicode.IsDigit(r[0]) {
		return false
	}
	lower, alpha := 0, 0
	for _, w := range ws {
		if r := []rune(w)[0]; unicode.IsLetter(r) {
			alpha++
			if unicode.IsLower(r) {
				lower++
			}
		}
	}
	return 2*lower >= alpha
}

// proseOf returns the text of line i outside brackets, a bracket left
// open read on to where the next line closes it: "The bandit chief, Moll
// Crane (AC 4, HD 3," over "hp 17), feasts here…" reads "The bandit
// chief, Moll Crane feasts here…".
func proseOf(ls []line, i int) string {
	t := withoutBrackets(ls[i].text)
	open := strings.Index(t, "(")
	if open < 0 {
		return t
	}
	t = t[:open]
	if i+1 < len(ls) && ls[i+1].page == ls[i].page {
		if _, after, ok := strings.Cut(withoutBrackets(ls[i+1].text), ")"); ok {
			t += " " + after
		}
	}
	return t
}

// bracketsRE matches innermost brackets and what they hold.
var bracketsRE = regexp.MustCompile(`\([^()]*\)`)

// withoutBrackets returns t without its bracketed text, nested brackets
// included.
func withoutBrackets(t string) string {
	for {
		s := bracketsRE.ReplaceAllString(t, "")
		if s == t {
			return s
		}
		t = s
	}
}
