package offline

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/scriptorium/scriptorium/linebreak"
	"github.com/scriptorium/scriptorium/requests"
	"github.com/scriptorium/scriptorium/statblock"
)

// line is one non-blank line of a page's text layer, trimmed; gap is set
// when a blank line or a page break comes before it. The typography the
// text layer keeps (package preprocess) stays beside the plain text: lead
// is the text of the bold run the line opens with ("**12. Guard room.**
// Four orcs…" → "12. Guard room."), after the rest of the line after it
// ("Four orcs…"), heading the Markdown heading level (1 for "# ", 0 for
// running text), italic whether the whole line is one italic run
// ("*Salt crusts the walls.*", "***The air is stale.***"), named the
// text of the italic run the line opens with when more text follows it,
// as zines set a creature's name before its stat line ("*Fire beetle* AC
// 4 [15], ..." → "Fire beetle"), and cells the text of each cell of a table row ("| 1-3
// Bandit | 1d4 6 |" → "1-3 Bandit", "1d4 6"; nil for other lines).
type line struct {
	page        int
	text        string
	gap         bool
	lead, after string
	heading     int
	italic      bool
	named       string
	cells       []string
}

// linesOf returns the non-blank lines of pages in order, trimmed, with
// Markdown heading marks ("## "), emphasis ("**3 orcs**"), image captions
// ("![Level 1](...)") and table cells ("| 1 | Goblins |") reduced to their
// text and table rules ("|---|---|") left out, since page text layers may
// come from Markdown, and list bullets ("▶ ", "• ", "- ") dropped; a
// grid's die column read apart from it (see joinDieColumns) and its
// columns printed as a second grid under it (see joinContinuedGrids) are
// joined to its rows.
func linesOf(pages []requests.Page) []line {
	var out []line
	for _, p := range pages {
		gap := true
		for _, raw := range mendBoldBreaks(strings.Split(p.Text, "\n")) {
			if mdTableRuleRE.MatchString(raw) {
				continue
			}
			for _, t := range runOnKeys(raw) {
				l := typeset(t)
				l.page, l.gap, l.text = p.Number, gap, cleanLine(t)
				if l.text == "" {
					gap = true
					continue
				}
				out = append(out, l)
				gap = false
			}
		}
	}
	return joinContinuedGrids(joinDieColumns(listsAcross(transposeGrids(out))))
}

// Bold runs a hyphen breaks at a line's end: the line that is one bold
// run ending in the hyphen, and the bold run that opens the next line.
var (
	boldBrokenRE = regexp.MustCompile(`^\s*\*\*([^*]+-)\*\*\s*$`)
	boldGoesOnRE = regexp.MustCompile(`^\s*\*\*([^*]+)\*\*`)
)

// mendBoldBreaks returns the raw lines of a page's text with each bold
// run that a hyphen breaks at a line's end joined to the bold run that
// carries it on, as one run (see linebreak.Hyphenated): a run-in heading set in a
// narrow column breaks so ("**Wandering Mon-**" over "**sters:** roll
// 1d6 …" gives "**Wandering Monsters:** roll 1d6 …").
func mendBoldBreaks(raws []string) []string {
	var out []string
	for i := 0; i < len(raws); i++ {
		m := boldBrokenRE.FindStringSubmatch(raws[i])
		var next []string
		if m != nil && i+1 < len(raws) {
			next = boldGoesOnRE.FindStringSubmatch(raws[i+1])
		}
		if next == nil || !linebreak.Hyphenated(m[1], next[1]) {
			out = append(out, raws[i])
			continue
		}
		out = append(out, "**"+linebreak.Join(m[1], next[1])+"**"+raws[i+1][len(next[0]):])
		i++
	}
	return out
}

// runOnBoldRE matches a bold run inside a line of page text after a
// sentence's end: where a run-on key may open ("… dice. **2. Hall:** …").
var runOnBoldRE = regexp.MustCompile(`[.!?)] +(\*\*[^*]+\*\*)`)

// runOnKeys returns raw line t of page text cut before each bold key and
// title that opens a sentence inside it, when t itself opens with one:
// terse keys, as one-page dungeons print them, run two or three entries
// on one line, each set apart by its bold key ("**1. Gate:** Two goblins.
// **2. Yard:** Well, 20' deep."), and each opens an area as a key line of
// its own would. A bold run inside a line that opens with no key (a
// cross-reference in prose, "see **12. Guard Room**"), one without a
// title ("**2.**") and a stat header ("**3 Wolves:** AC 7, …") cut
// nothing (see boldKey).
func runOnKeys(t string) []string {
	// cheap tests first: most lines open with no bold run or hold no
	// second one, and typesetting every line would cost the extraction
	if !strings.HasPrefix(strings.TrimSpace(t), "**") || !runOnBoldRE.MatchString(t) || !titledBoldKey(t) {
		return []string{t}
	}
	var out []string
	for {
		cut := -1
		for _, m := range runOnBoldRE.FindAllStringSubmatchIndex(t, -1) {
			if titledBoldKey(t[m[2]:]) {
				cut = m[2]
				break
			}
		}
		if cut < 0 {
			return append(out, t)
		}
		out = append(out, strings.TrimSpace(t[:cut]))
		t = t[cut:]
	}
}

// titledBoldKey reports whether raw line t, no heading, opens with a bold
// key and its title (see boldKey).
func titledBoldKey(t string) bool {
	l := typeset(t)
	if l.heading > 0 {
		return false
	}
	k, ok := boldKey(l)
	return ok && k.title != ""
}

var (
	mdImageRE       = regexp.MustCompile(`^!\[([^\]]*)\]\([^)]*\)$`)
	mdHeadingRE     = regexp.MustCompile(`^#{1,6}\s+`)
	strayEmphasisRE = regexp.MustCompile(`(?:^|\B)\*+([A-Za-z])|([A-Za-z])\*+(?:\B|$)`)
	emphasisRE      = regexp.MustCompile(`(\*{1,3}|__)([^*\s_](?:[^*]*?[^*\s])?)(\*{1,3}|__)`)
	spacesRE        = regexp.MustCompile(`[ \t\f\v\p{Zs}]+`)
	mdTableRuleRE   = regexp.MustCompile(`^\s*\|?(?:\s*:?-{3,}:?\s*\|)+\s*(?::?-{3,}:?)?\s*$`)
	mdCellRE        = regexp.MustCompile(`\s*\|\s*`)
	bulletRE        = regexp.MustCompile(`^[▶►▸•●○◦■□▪◆◇‣⁃*\-–]\s+`)
)

// italicLeadRE matches a line of page text opened by an italic run, not
// bold, that more text follows: the run's text.
var italicLeadRE = regexp.MustCompile(`^\*([^*\s](?:[^*\\]|\\.)*)\*\s+\S`)

// italicLineRE matches a line of page text that is one italic run, bold
// or not ("*Salt crusts the walls.*", "***The air is stale.***"), escapes
// such as "\*" kept; a line of several runs ("*War* or *Fight:*") is none.
var italicLineRE = regexp.MustCompile(`^(?:\*(?:[^*\\]|\\.)+\*|\*\*\*(?:[^*\\]|\\.)+\*\*\*)$`)

// boldLeadLineRE matches a line of page text that opens with a bold run
// (escapes such as "\*" kept): its text and what follows it.
var boldLeadLineRE = regexp.MustCompile(`^\*\*((?:[^*\\]|\\.)+)\*\*(.*)$`)

// continuesStatAsHeading reports whether text t, marked as a heading,
// opens in lower case or with a bracket and carries a stat label: the
// rest of a stat line a scan's OCR set in a size of its own ("### bite
// (1d8), THAC0 17 [+2], MV 60' (20')"), as no heading opens so.
func continuesStatAsHeading(t string) bool {
	r, _ := utf8.DecodeRuneInString(t)
	return (unicode.IsLower(r) || r == '(') && len(statblock.LabelsIn(t)) > 0
}

// typeset returns the typography of raw page text line t: its heading
// level and its opening bold run (see line).
func typeset(t string) line {
	t = strings.TrimSpace(spacesRE.ReplaceAllString(t, " "))
	var l line
	if m := mdHeadingRE.FindString(t); m != "" {
		if !continuesStatAsHeading(t[len(m):]) {
			l.heading = strings.Count(m, "#")
		}
		t = t[len(m):]
	}
	if m := boldLeadLineRE.FindStringSubmatch(t); m != nil {
		l.lead, l.after = cleanLine(m[1]), cleanLine(m[2])
	}
	l.italic = italicLineRE.MatchString(t)
	if m := italicLeadRE.FindStringSubmatch(t); m != nil {
		l.named = cleanLine(m[1])
	}
	if strings.HasPrefix(t, "|") {
		for _, c := range strings.Split(strings.Trim(protect.Replace(t), "|"), "|") {
			l.cells = append(l.cells, cleanLine(c)) // c keeps its escapes hidden: an escaped "|" is text
		}
	}
	return l
}

// cleanLine returns the text of one line of page text: its marks removed
// and its escapes ("\*", "\#"; see package preprocess) read, so that the
// rules read the words as printed.
func cleanLine(t string) string {
	t = protect.Replace(strings.TrimSpace(spacesRE.ReplaceAllString(t, " ")))
	if strings.HasPrefix(t, "|") {
		t = strings.TrimSpace(mdCellRE.ReplaceAllString(strings.Trim(t, "|"), " "))
	}
	t = bulletRE.ReplaceAllString(t, "")
	if m := mdImageRE.FindStringSubmatch(t); m != nil {
		return restore.Replace(m[1])
	}
	t = emphasisRE.ReplaceAllString(mdHeadingRE.ReplaceAllString(t, ""), "$2")
	return restore.Replace(strayEmphasisRE.ReplaceAllString(t, "$1$2"))
}

// protect hides the escaped characters of page text in private-use
// runes while its marks are removed; restore gives them back as text.
var (
	protect = strings.NewReplacer(`\\`, "\ue000", `\*`, "\ue001", `\|`, "\ue002", `\#`, "\ue003", `\>`, "\ue004")
	restore = strings.NewReplacer("\ue000", `\`, "\ue001", "*", "\ue002", "|", "\ue003", "#", "\ue004", ">")
)

// joinLines joins the lines of one paragraph with spaces, mending words
// hyphenated across a line break ("ac-" + "cused" → "accused") and ending
// with a full stop a stat line printed without one when the next line does
// not carry it on ("...; ML 7, XP 5" / "Treasure: ..."), or, when the stat
// line wraps, after its last line ("..., SV F2, ML 8," / "XP 20" / "The
// straw hides ...": see statLines), or before a line that opens another
// creature's (see opensNamedBlock: "..., ML 9, AL Neutral" / "**Bandits
// (4):** AC 6 [13], ...") or a block's name line (see headsBlock:
// "..., XP 5" / "Goblin chief" / "AC 4 [15], ..."); never before a line that goes on with the
// sentence (see goesOn).
func joinLines(ls []line) string {
	var b strings.Builder
	stat := statLines(ls)
	run := "" // the stat line so far, over the lines it wraps onto
	for i, l := range ls {
		t := l.text
		if run != "" && stat(i) {
			run += " " + t
		} else {
			run = t
		}
		if i+1 < len(ls) && (endsStatLine(run, t, ls[i+1].text) || !hasTerminalPunct(t) && (opensNamedBlock(ls[i+1]) || headsBlock(ls, i+1))) && stat(i) && !goesOn(ls[i+1].text) {
			t += "."
		}
		if !stat(i) || endsSentence(t) {
			run = ""
		}
		if i > 0 {
			drop, sep := linebreak.Mend(ls[i-1].text, t)
			if drop > 0 {
				s := b.String()
				b.Reset()
				b.WriteString(s[:len(s)-drop])
			}
			b.WriteString(sep)
		}
		b.WriteString(t)
	}
	return b.String()
}

// goesOn reports whether line t goes on with the sentence of the line
// before: it opens with a lower-case letter ("Four giant rats (AC 7, …,
// XP 6)" over "swim among the crates."), where no full stop may end the
// stat line.
func goesOn(t string) bool {
	return t != "" && isLower(t[0])
}

// statLines returns inStat, which reports whether line i of ls is a line
// of a stat line: one whose last sentence carries two stat labels or more
// (not one where a stat line ends before a sentence of prose: "...; casts
// sleep). Their hoard: 400 cp, 220" / "sp and ..."), or the line after
// one that the stat line wraps onto: the line before ends without a
// sentence's end before a line that carries it on (see carriesStatLine)
// and holds no sentence's end (the stat line ended inside it), and is no
// block's name line (see headsBlock). Each line
// is read once, and only when asked of it or of a line it wraps onto.
func statLines(ls []line) (inStat func(i int) bool) {
	const (
		unread = iota
		prose
		stat
	)
	read := make([]int8, len(ls))
	inStat = func(i int) bool {
		if read[i] == unread {
			read[i] = prose
			t := ls[i].text
			if statSentence(t) ||
				i > 0 && len(sentences(t)) == 1 && !endsSentence(ls[i-1].text) && inStat(i-1) && carriesStatLine(ls[i-1].text, t) && !headsBlock(ls, i) {
				read[i] = stat
			}
		}
		return read[i] == stat
	}
	return inStat
}

// statSentence reports whether the last sentence of t carries two stat
// labels or more: t holds a stat line, or its start.
func statSentence(t string) bool {
	ss := sentences(t)
	return len(ss) > 0 && len(blockLabelRE.FindAllStringIndex(ss[len(ss)-1], 2)) == 2
}

// endsStatLine reports whether t, a line of a stat line (see statLines)
// whose text so far, over the lines it wraps onto, ending with t is run,
// without final punctuation ends the stat line before next: t ends in a stat value
// (not a label awaiting its value: "ML 8, AL" over "C, XP 10"), a figure or
// a word after its label ("..., ML 9, AL Neutral"), either of them before
// a word that says it holds for each creature (see distributives: "...,
// XP 5 each" over "Treasure: ..."), and next does not carry
// it on (with a label, "[", or a value: "F16 MV 36"), or run ends in a
// field of words (see wordsField: "...; Special: paralysis") and next opens
// a sentence and does not carry it on; or
// t ends in a label and next does not carry its value (see carriesValue:
// a key's number is no value of the label before it, "..., ML" over "12.
// GUARD ROOM").
func endsStatLine(run, t, next string) bool {
	tw, nw := words(t), words(next)
	if len(tw) == 0 || len(nw) == 0 || hasTerminalPunct(t) {
		return false
	}
	if n := len(tw); n > 1 && slices.Contains(distributives, strings.ToLower(trimPunct(tw[n-1]))) {
		tw = tw[:n-1] // "..., XP 5 each" / "Treasure: ...": the value is the line's last
	}
	last := trimPunct(tw[len(tw)-1])
	if statLabelRE.MatchString(last) {
		return !carriesValue(t, next)
	}
	value := isStatToken(last) || len(tw) > 1 && statLabelRE.MatchString(trimPunct(tw[len(tw)-2]))
	return (value || wordsField(run) && opensSentence(next)) && !isStatToken(trimPunct(nw[0])) && !carriesStatLine(t, next)
}

// wordsField reports whether stat line t ends in a field of words, opened
// by a label and its colon ("...; Special: paralysis", "..., spells: cause
// fear, hold person"), or in the clause of what its creature carries (see
// possessionRE: "...; he has 12 pp"), with no label after it: such a field
// runs to the stat line's end, which a line that opens a sentence of prose
// and does not carry it on marks ("The crypt is cold.").
func wordsField(t string) bool {
	m := append(fieldColonRE.FindAllStringIndex(t, -1), possessionRE.FindAllStringIndex(t, -1)...)
	return slices.ContainsFunc(m, func(loc []int) bool { return len(statblock.LabelsIn(t[loc[1]:])) == 0 })
}

// fieldColonRE matches a label of a field of words, abbreviated or
// spelled out, set before its value by a colon or a space: "Special:",
// "spells:", "SA".
var fieldColonRE = regexp.MustCompile(`(?:^|[\s,;(*])(?:` + statblock.Pattern(true, "special") + `)\s*:?`)

// distributives are the words a stat line prints after a value to say it
// holds for each creature it counts ("XP 5 each", "hp 4 ea.", "XP 10
// apiece").
var distributives = []string{"each", "ea", "apiece"}

// keyAfterLabel reports whether next, the line after a stat line that
// ends in a label awaiting its value, opens a keyed area rather than
// carrying that value: a key whose title is set as a heading, in Title
// Case or capitals ("12. GUARD ROOM. Four orcs…", "12 Guard Room"). A
// typesetter breaks a line at any space, between a label and its value as
// between any two words ("..., XP" over "65. The crow attacks. It…"), and
// a title in sentence case run into its text is not told from the
// sentence after such a value.
func keyAfterLabel(next string) bool {
	_, rest, ok := parseKeyLine(next)
	if !ok {
		return false
	}
	title, _ := headingTitle(rest)
	return title != ""
}

func isLower(c byte) bool { return c >= 'a' && c <= 'z' }

// sentences splits text into sentences at ".", "!" or "?" (optionally
// followed by a closing quote or bracket) before white space and a capital
// letter, digit, quote or bracket. Abbreviations such as "vs." are kept whole.
func sentences(text string) []string {
	var out []string
	start := 0
	for i := 0; i < len(text); i++ {
		c := text[i]
		if c != '.' && c != '!' && c != '?' {
			continue
		}
		end := i + 1
		for end < len(text) && strings.IndexByte(`"')”’`, text[end]) >= 0 {
			end++
		}
		if end >= len(text) || text[end] != ' ' || end+1 >= len(text) || !opensSentence(text[end+1:]) || isAbbreviation(text[start:i]) || numberSign(text[start:i], text[end+1:]) {
			continue
		}
		out = append(out, strings.TrimSpace(text[start:end]))
		start, i = end+1, end
	}
	if rest := strings.TrimSpace(text[start:]); rest != "" {
		out = append(out, rest)
	}
	return out
}

func opensSentence(s string) bool {
	r, _ := utf8.DecodeRuneInString(s) // not []rune(s): s runs to the end of the text
	return unicode.IsUpper(r) || unicode.IsDigit(r) || strings.ContainsRune(`"'(“‘*#`, r)
}

// numberAfterRE matches what follows "No." where it stands for "number"
// in a stat block, as Basic Fantasy and B/X print it ("No. Appearing",
// "No. Enc.", "No. Att") and AD&D 1e in capitals ("NO. APPEARING", "NO.
// OF ATTACKS").
var numberAfterRE = regexp.MustCompile(`^(?:Appearing|App\b|Enc\b|Encountered|Att\b|Attacks|of Attacks|APPEARING|OF ATTACKS)`)

// numberSign reports whether the text before a full stop ends in "No"
// ("NO") and the text after it reads as what a stat block counts (see
// numberAfterRE): "No. Appearing 2d4" is no sentence's end.
func numberSign(before, after string) bool {
	no := strings.TrimSuffix(strings.TrimSuffix(before, "No"), "NO")
	return len(no) == len(before)-2 && (no == "" || !isLetter(no[len(no)-1])) && numberAfterRE.MatchString(after)
}

var abbreviations = []string{"vs", "e.g", "i.e", "etc", "p", "pp", "no", "ft", "approx", "cf", "St", "Mt", "Dr", "Mr", "Mrs"}

func isAbbreviation(before string) bool {
	i := strings.LastIndexAny(before, " (")
	word := before[i+1:]
	for _, a := range abbreviations {
		if word == a {
			return true
		}
	}
	return len(word) == 1 && unicode.IsUpper(rune(word[0])) // initials: "J. Smith"
}

// numberWords maps spelled-out counts to numbers.
var numberWords = map[string]int{
	"a": 1, "an": 1, "one": 1, "single": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
	"seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "dozen": 12,
	"thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16, "twenty": 20, "thirty": 30,
	"fifty": 50, "hundred": 100, "pair": 2,
}

// atoiLoose parses a printed number, ignoring thousands separators
// ("2,400" → 2400); ok is false when s holds no number.
func atoiLoose(s string) (int, bool) {
	n, err := strconv.Atoi(strings.ReplaceAll(s, ",", ""))
	return n, err == nil
}

// diceTerm matches dice as printed without a modifier: "d6", "2d4".
const diceTerm = `\d*d\d+`

// diceExpr matches a dice expression as printed: "d6", "1d8", "2d12-1",
// "3d6+2", "1d4 × 10".
const diceExpr = diceTerm + `(?:\s?[+\-−]\s?\d+)?`

// amountExpr matches a number of things printed as dice or as a number of
// up to four figures: "2d4+1", "12".
const amountExpr = diceExpr + `|\d{1,4}`

var diceRE = regexp.MustCompile(`^` + diceExpr + `$`)

// isDice reports whether s is one dice expression.
func isDice(s string) bool { return diceRE.MatchString(s) }

// hasTerminalPunct reports whether s ends a sentence or clause.
func hasTerminalPunct(s string) bool {
	s = strings.TrimRight(s, `"'”’)*`)
	return s != "" && strings.ContainsAny(s[len(s)-1:], ".!?:;,")
}

// words returns the fields of s.
func words(s string) []string { return strings.Fields(s) }

// Stat line tokens as printed in compact OSR stat lines: "HD 4+1", "AC7",
// "AC~-1", "hp 3d6", "1d6/1d6", "F7", "E1", "MV 12", "ML 8", "XP 1,300".
// Labels are those of the stat-block vocabulary ([statblock.Labels]).
var (
	statLabelRE = regexp.MustCompile(`^(?:` + statblock.Pattern(false) + `)$`)
	statGlued   = regexp.MustCompile(`^(?:` + statblock.GluedPattern() + `)[-+−~]?\d[\d,+\-/*]*$`)
	statValueRE = regexp.MustCompile(`^[-+−~]?\d[\d,+\-/*]*(?:\[\d+\])?$|^[FEMCTDH]\d{1,2}$|^(?:\d*d\d+(?:[+\-]\d+)?)(?:/\d*d\d+(?:[+\-]\d+)?)*$|^\d*d\d+hp$|^\d+×\d*d\d+$`)
	// opensStatRE matches a token opening a stat line: a label of armour
	// class, hit dice or hit points, alone or glued to its value.
	opensStatRE = regexp.MustCompile(`^(?:` + statblock.Pattern(false, "ac", "hd", "hp") + `)(?:$|[0-9+~-])`)
)

// isStatToken reports whether w (trailing punctuation removed) belongs to a
// stat line.
func isStatToken(w string) bool {
	return statLabelRE.MatchString(w) || statGlued.MatchString(w) || statValueRE.MatchString(w)
}

// opensStat reports whether w starts a stat line: an AC, HD or hp token.
func opensStat(w string) bool { return opensStatRE.MatchString(w) }

// statRun finds the first stat line in ws starting at or after word from:
// it opens with an HD, AC or hp token. A labelled line with commas or
// semicolons ("AC 6, HD 1-1, hp 4, 3, #AT 1, ... XP 5 ea.", "AC 6; MV 9";
// HD 1; ...") runs to the end of its sentence, of the parenthesis it
// opens, or of the one it stands in ("(C3, hp 14, AC 5, AL L) keeps the
// shrine with two acolytes" ends at "L)");
// a compact one runs while words are stat tokens, letting one other word
// through when a stat label follows it ("1d8 poison MV 6"), runs to the end
// of its sentence or parenthesis as a labelled one does when that word is
// "and", which joins fields as a sentence lists them ("AC 6 and HD 1, 4, 7
// hp, weapon for 1d6, and morale 8."), and stops after
// a word ending in ";" or "." (unless the next word continues the line) or
// at the parenthesis that closes it. It returns the word span [start, end);
// ok is false when there is none.
func statRun(ws []string, from int) (start, end int, ok bool) {
	for start = from; start < len(ws); start++ {
		if opensStat(trimPunct(ws[start])) && start+1 < len(ws) && isStatToken(trimPunct(ws[start+1])) {
			break
		}
	}
	if start >= len(ws) {
		return 0, 0, false
	}
	if strings.HasSuffix(ws[start+1], ",") || strings.HasSuffix(ws[start+1], ";") ||
		start+2 < len(ws) && strings.HasSuffix(ws[start+2], ",") && strings.HasPrefix(ws[start+2], "[") {
		return start, min(statEnd(ws, start), parenEnd(ws, start), enclosingEnd(ws, start)), true // labelled: "AC 6, HD 1-1, hp 4, 3, ... XP 5 ea."
	}
	end = start
	for end < len(ws) {
		w := trimPunct(ws[end])
		switch {
		case isStatToken(w):
			end++
		case end+1 < len(ws) && statLabelOrGlued(trimPunct(ws[end+1])) && !strings.ContainsAny(ws[end], ";.,()"):
			if ws[end] == "and" { // fields joined as a sentence joins them: "AC 6 and HD 1, 4, 7 hp, ..., and morale 8."
				return start, min(sentenceEnd(ws, start), parenEnd(ws, start), enclosingEnd(ws, start)), true
			}
			end += 2
		default:
			return start, end, true
		}
		last := ws[end-1]
		if strings.ContainsAny(last[len(last)-1:], ";.") || strings.HasSuffix(last, ",") && !continuesStat(ws, end) ||
			strings.HasPrefix(ws[start], "(") && strings.Contains(last, ")") {
			return start, end, true
		}
	}
	return start, end, true
}

// parenEnd returns the index after the word that closes the parenthesis
// ws[from] opens, or len(ws) when ws[from] opens none or it stays open.
func parenEnd(ws []string, from int) int {
	depth := 0
	for i := from; i < len(ws) && strings.HasPrefix(ws[from], "("); i++ {
		depth += strings.Count(ws[i], "(") - strings.Count(ws[i], ")")
		if depth <= 0 {
			return i + 1
		}
	}
	return len(ws)
}

// enclosingEnd returns the index after the word that closes a parenthesis
// opened before word from, or len(ws) when word from stands in none.
func enclosingEnd(ws []string, from int) int {
	depth := 0
	for i := from; i < len(ws); i++ {
		if depth += strings.Count(ws[i], "(") - strings.Count(ws[i], ")"); depth < 0 {
			return i + 1
		}
	}
	return len(ws)
}

// statLabelOrGlued reports whether w is a stat label, alone or glued to its
// value ("MV", "AC7").
func statLabelOrGlued(w string) bool { return statLabelRE.MatchString(w) || statGlued.MatchString(w) }

// sentenceEnd returns the index after the word ending the sentence that
// word from is in (len(ws) when none does). "No." before what a stat block
// counts ends none (see numberSign: "NO. OF ATTACKS: 1").
func sentenceEnd(ws []string, from int) int {
	for i := from; i < len(ws); i++ {
		if endsSentence(ws[i]) && !(i+1 < len(ws) && numberSign(strings.TrimSuffix(ws[i], "."), strings.Join(ws[i+1:min(i+3, len(ws))], " "))) {
			return i + 1
		}
	}
	return len(ws)
}

// statEnd returns the index after the last word of the stat line that
// word from is in: the end of its sentence (see sentenceEnd), or the word
// before a creature's name that opens the next creature's stat line run
// on after its last value, with no full stop between (see namedStatRE:
// "..., ML 7 Goblin chief: AC 4 [15], ..."); a stat line prints each
// field once, so a second armour class or hit dice after a name is
// another creature's. The hit points set as a sentence of their own
// right after the line belong to it, as Swords & Wizardry prints them
// last ("...; Special: drains blood. hp 27."). A capitalised word (see capitalisedRE) right after
// a figure, with no stat label from it to the sentence's end, opens the
// next sentence: a line of values set with no full stop ("HP 7, 4" over
// "They shamble."), where a saving throw's letter and figure ("S18") go on.
func statEnd(ws []string, from int) int {
	end := sentenceEnd(ws, from)
	for end+1 < len(ws) && hitPointsRE.MatchString(ws[end]) && figureRE.MatchString(ws[end+1]) {
		end = sentenceEnd(ws, end+1) // "...; Special: drains blood. hp 27."
	}
	for j := from + 1; j < end; j++ {
		if last := ws[j-1][len(ws[j-1])-1:]; strings.ContainsAny(last, runOnValueEnds) && startsUpper(ws[j]) && !statLabelOrGlued(trimPunct(ws[j])) {
			if m := namedStatRE.FindStringIndex(last + " " + strings.Join(ws[j:min(end, j+maxNameWords)], " ")); m != nil && m[0] == 0 {
				return j
			}
			if strings.ContainsAny(last, "0123456789") && capitalisedRE.MatchString(ws[j]) && len(statblock.LabelsIn(strings.Join(ws[j:end], " "))) == 0 {
				return j
			}
		}
	}
	return end
}

// hitPointsRE matches the hit points label alone, abbreviated as stat
// lines print it ([statblock.Pattern]: "hp", "HP", "h.p.").
var hitPointsRE = regexp.MustCompile(`^(?:` + statblock.Pattern(false, "hp") + `)$`)

// capitalisedRE matches a word of letters that opens with a capital.
var capitalisedRE = regexp.MustCompile(`^[A-Z][a-z]+\b`)

// runOnValueEnds are the characters a stat value ends in before a run-on
// name (see namedStatRE): a figure, a bracket, a foot or inch mark, an
// asterisk.
const runOnValueEnds = "0123456789)]'’\"*"

// maxNameWords bounds the words of a run-on name, its count or kind in
// brackets and the first label and value after it (see statEnd).
const maxNameWords = 10

// endsSentence reports whether word w ends a sentence ("dozing.", not "vs."
// nor a title shortened with a full stop: see abbreviatedTitle).
func endsSentence(w string) bool {
	w = strings.TrimRight(w, `"')”’`)
	return strings.HasSuffix(w, ".") && w != "vs." && !abbreviatedTitle(w) || strings.HasSuffix(w, "!") || strings.HasSuffix(w, "?")
}

// abbreviatedTitle reports whether w is a title shortened with a full
// stop that leads a name (see titleAbbreviations: "Sgt. Hale", "Capt.
// Morrow", "Mme. Verel"), which ends no sentence, as printers close a
// shortened word with the stop.
func abbreviatedTitle(w string) bool {
	short, ok := strings.CutSuffix(w, ".")
	return ok && startsUpper(short) && slices.Contains(titleAbbreviations, strings.ToLower(short))
}

// titleAbbreviations are the titles of rank, office, religion and address
// printed short before a name: "Sgt.", "Capt.", "Lt.", "Br.", "Fr.",
// "Mme.", "Dr.".
var titleAbbreviations = []string{"sgt", "capt", "cpt", "lt", "cmdr", "col", "gen", "maj", "cpl", "adm", "br", "bro", "fr",
	"sr", "sis", "rev", "revd", "msgr", "bp", "mme", "mlle", "mr", "mrs", "ms", "messrs", "dr", "prof", "hon", "gov", "supt", "insp"}

// continuesStat reports whether the word at i carries on a stat line after a
// thousands comma split or a labelled value ("XP 2," "400").
func continuesStat(ws []string, i int) bool {
	return i < len(ws) && isStatToken(trimPunct(ws[i])) && statLabelRE.MatchString(trimPunct(ws[i]))
}

// trimPunct strips sentence punctuation around a word.
func trimPunct(w string) string { return strings.Trim(w, `.,;:!?()"'“”‘’*`) }

// statText returns the stat line of words ws[start:end] as printed, without
// trailing punctuation.
func statText(ws []string, start, end int) string {
	return strings.TrimRight(strings.Join(ws[start:end], " "), ".,;:")
}
