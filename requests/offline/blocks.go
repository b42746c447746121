package offline

import (
	"maps"
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/scriptorium/scriptorium/naming"
	"github.com/scriptorium/scriptorium/requests"
	"github.com/scriptorium/scriptorium/statblock"
)

// Stat blocks anywhere in a module: the one step that finds every stat
// block the pages print, for the survey's list and for the stat-block
// answers, inside areas or out of them (a monster appendix, a god's
// servant in a section of lore, a table's rows).

// printedBlock is a stat block the pages print: the creature's name as
// printed, the block as printed (its name line or sentence first where it
// has one), its page, and the page its last line is printed on when the
// block runs over a page break (else 0).
type printedBlock struct {
	name, raw string
	page      int
	lastPage  int
}

// printedBlocks returns the stat blocks of pages in page order, by the
// print conventions of the genre: a name and a colon opening a line or
// sentence before a stat line ("Goblins (3): AC 6, …", see namedBlocks);
// a name line over a block of label lines, with one line of description
// between them in a bestiary entry (see headedBlocksOf); a creature's
// name set in bold inside a sentence that goes on to its stat line (see
// boldBlocks); a row of a table rolled on that ends in its stat line
// (see rowBlocks); a stat line in brackets right after the creature it
// belongs to in running text (see parenBlocks), or run on after its name
// that "called" or "named" introduces (see calledBlocks); and the rows of a table
// with stat columns (see gridBlocks), or the columns of one printed with
// a column per creature (see columnBlocks).
// Callers pass the body of pages' lines (body(linesOf(pages))), which the
// survey has read already.
func printedBlocks(pages []requests.Page, bodyLines []line) []printedBlock {
	var out []printedBlock
	headed := headedBlocksOf(bodyLines)
	for _, p := range pages {
		ls := linesOf([]requests.Page{p})
		var found []printedBlock
		found = append(found, namedBlocks(ls)...)
		found = append(found, slices.DeleteFunc(slices.Clone(headed), func(b printedBlock) bool { return b.page != p.Number })...)
		found = append(found, boldBlocks(p.Text)...)
		found = append(found, rowBlocks(ls)...)
		found = append(found, parenBlocks(ls)...)
		found = append(found, calledBlocks(ls)...)
		found = append(found, gridBlocks(ls)...)
		found = append(found, alignedBlocks(ls)...)
		found = append(found, columnBlocks(ls)...)
		for _, b := range found {
			b.page, b.name = p.Number, withoutPossessive(afterCapitalsHeading(b.name))
			out = append(out, b)
		}
	}
	return out
}

// namedBlocks returns the stat lines opened by a name and a colon at the
// start of a line or sentence ("Orcs: HD1 AC6 1d6", a name broken over
// two lines read whole), each up to the end of its sentence or the next
// such name. A heading line stands alone: the name after it is not read
// as running on from it ("### Beasts of the Fen" over "Fen wolf: AC 7").
func namedBlocks(ls []line) []printedBlock {
	var out []printedBlock
	for _, para := range splitAtHeadings(withoutColumnFolios(withoutInterleaved(ls))) {
		if name, level, stat, ok := namedLine(para[0]); ok && namesStatLine(para[0]) && !namedStatRE.MatchString(para[0].text) {
			para = slices.Clone(para)
			para[0].text = name + ": " + stat // the bold run closes the name as a colon would: "**Gribble** AC 5 [14], ..."
			if level != "" {
				para[0].text = name + " (" + level + "): " + stat // "**Mother Crenna** (Level 4 Cleric) AC 4 [15], ..."
			}
		} else if name, stat, ok := headedName(para[0].text); ok {
			para = slices.Clone(para)
			para[0].text = name + ": " + stat
		}
		for _, run := range statLineRuns(para) {
			ss := statSentences(atBullets(sentences(joinLines(run))))
			for k, s := range ss {
				bs := namedStatLines(s)
				if b, ok := describedBlock(ss, k); ok && len(bs) == 0 {
					bs = append(bs, b)
				}
				out = append(out, bs...)
			}
		}
	}
	return out
}

// headingNameRE matches a line that runs a heading in capitals into a
// name in title case and the name into its stat line, opened by an armour
// class, hit dice or hit points label and its value: "APPENDIX: NEW
// MONSTERS Cave Locust AC 4, HD 2, ...".
var headingNameRE = regexp.MustCompile(`^((?:[A-Z][A-Z'&-]*:?\s+)+[A-Z][a-z][A-Za-z' -]{0,30}?)\s+((?:` + openers + `)\s?:?\s?~?-?\d.*)$`)

// headedName reads a line that runs a heading in capitals into a name in
// title case and the name into its stat line with nothing between (see
// headingNameRE): the heading before the name and the label after it
// close the name as a colon would. It returns the name (see
// afterCapitalsHeading) and the stat line, when the line prints stats.
func headedName(t string) (name, stat string, ok bool) {
	if name, stat, ok := capitalName(t); ok {
		return name, stat, true
	}
	m := headingNameRE.FindStringSubmatch(t)
	if m == nil || !statblock.PrintsStats(m[2]) {
		return "", "", false
	}
	name = afterCapitalsHeading(m[1])
	return name, m[2], name != m[1]
}

// opensCapitalName reports whether line l opens with a creature's name
// in capitals run into its stat line (see capitalName).
func opensCapitalName(l line) bool {
	_, _, ok := capitalName(l.text)
	return ok
}

// capitalNameRE matches a line opened by a name in capitals or title case,
// a count in brackets after it or none, run into its stat line, opened by
// an armour class, hit dice or hit points label and its value: "GIANT
// LEECH AC 7 [12], HD 6, ...", "GOBLINS (6) AC 6, HD 1-1, ...", "Giant
// Leech AC 7, HD 6, ...".
var capitalNameRE = regexp.MustCompile(`^([A-Z][A-Za-z'’-]+(?:\s+(?:of\s+|the\s+)?[A-Z][A-Za-z'’-]*){0,3}(?:\s*\((?:` + countExpr + `)\))?)\s+((?:` + openers + `)\s?:?\s?~?-?\d.*)$`)

// capitalName reads a line opened by a creature's name in capitals or
// title case run into its stat line with nothing between (see
// capitalNameRE), as a bestiary sets the name apart in capitals where
// others set it in bold (and a scan's text, which keeps no bold, keeps
// the capitals): the capitals close the name as a colon would. No word
// of the name is a stat label ("AL C AC 6" names no one), and the line
// prints two labels or more ("Plate Mail AC 3 is worn here" is prose).
func capitalName(t string) (name, stat string, ok bool) {
	m := capitalNameRE.FindStringSubmatch(t)
	if m == nil || !statblock.PrintsStats(m[2]) || len(statblock.LabelsIn(m[2])) < 2 || slices.ContainsFunc(words(countTailRE.ReplaceAllString(m[1], "")), func(w string) bool { return statLabelRE.MatchString(w) }) {
		return "", "", false
	}
	return m[1], m[2], true
}

// describedBlock reads sentence k of ss as the stat line of the creature
// named by a lead a sentence or two before it, when ss[k] opens with a
// stat label and prints stats, the lead is a name and a colon opening a
// sentence of description ("Giant Leech: A slimy worm as long as a man.
// AC 7 [12], HD 6, ..."), and no sentence between carries a label: a
// bestiary entry's run-in name, its description and its stat line, as
// zines and appendices print them; the lead's sentence may open with the
// last entry's tail before a bullet ("TT C ■ Giant Leech: ...").
func describedBlock(ss []string, k int) (printedBlock, bool) {
	s := strings.TrimSpace(ss[k])
	if i := strings.IndexAny(s, bullets); i > 0 {
		s = strings.TrimSpace(s[:i]) // the next entry after a bullet: "..., TT None ■ Giant Leech: ..."
	}
	if !opensLabel(s) || !statblock.PrintsStats(s) {
		return printedBlock{}, false
	}
	for j := k - 1; j >= 0 && j >= k-maxDescriptionSentences; j-- {
		t := strings.TrimSpace(ss[j])
		if m := describedLeadRE.FindStringSubmatchIndex(t); m != nil && len(statblock.LabelsIn(t[m[1]-1:])) == 0 {
			return printedBlock{name: t[m[2]:m[3]], raw: t[m[2]:m[3]] + ": " + s}, true
		}
		if len(statblock.LabelsIn(t)) > 0 {
			return printedBlock{}, false
		}
	}
	return printedBlock{}, false
}

// atBullets returns sentences ss with each parted before the bullets
// inside it, as a bullet opens an entry a sentence's end would ("..., TT
// C ■ Giant Leech: A slimy worm.").
func atBullets(ss []string) []string {
	var out []string
	for _, s := range ss {
		start := 0
		for i, r := range s {
			if i > start && strings.ContainsRune(bullets, r) {
				if head := strings.TrimSpace(s[start:i]); head != "" {
					out = append(out, head)
				}
				start = i
			}
		}
		out = append(out, s[start:])
	}
	return out
}

// bullets are the marks that set a list's or a bestiary's entries apart.
const bullets = "■●•▪◆"

// maxDescriptionSentences bounds the sentences of description between a
// bestiary entry's run-in name and its stat line (see describedBlock).
const maxDescriptionSentences = 2

// describedLeadRE matches a run-in name and a colon opening a sentence of
// description, or opening it after a bullet that sets an entry apart from
// the last one's tail ("TT C ■ **Giant Leech:** A slimy worm"), bold
// around the name or none ("Fen Wolf: Lean grey wolves"), a heading in
// capitals run into it or none ("MONSTERS Fen Wolf: Lean"): the name, in
// title or sentence case ("Giant leech:") or all in capitals.
var describedLeadRE = regexp.MustCompile(`^(?:.*[` + bullets + `]\s*|(?:[A-Z][A-Z'-]+\s)+)?\**([A-Z][a-z'-]+(?:\s[A-Za-z][a-z'-]+){0,3}|[A-Z][A-Z'-]+(?:\s[A-Z][A-Z'-]+)*):\**\s+[A-Z]`)

// withoutInterleaved returns ls without the lines of prose that a page's
// layout sets inside a stat line (a list or a paragraph of another column
// read between its lines): between a line that leaves its stat line open
// at a comma ("... AC 7 [12],") and the line, up to maxInterleaved lines
// on, that carries it on opening with a stat label ("HD 6 (27hp), ..."),
// where no line between carries a label or is short enough to name a
// creature. A stat line broken off at a comma goes on, as a sentence
// broken off at a comma does.
func withoutInterleaved(ls []line) []line {
	out := make([]line, 0, len(ls))
	for i := 0; i < len(ls); i++ {
		out = append(out, ls[i])
		t := strings.TrimSpace(ls[i].text)
		if !strings.HasSuffix(t, ",") || len(statblock.LabelsIn(t)) == 0 || i+1 < len(ls) && carriesStatLine(t, ls[i+1].text) {
			continue
		}
		for j := i + 2; j < len(ls) && j <= i+1+maxInterleaved; j++ {
			between := ls[j-1].text
			if len(statblock.LabelsIn(between)) > 0 || len(words(between)) < minProseWords {
				break
			}
			if opensLabel(strings.TrimSpace(ls[j].text)) && carriesStatLine(t, ls[j].text) {
				i = j - 1 // the next pass appends ls[j]
				break
			}
		}
	}
	return out
}

// maxInterleaved bounds the lines of prose a layout sets inside a stat
// line (see withoutInterleaved).
const maxInterleaved = 3

// withoutColumnFolios returns ls without the folios (page numbers, up to
// maxFolios of them) that a column or page break sets inside a stat line:
// between a line and the next line that carries its stat line on (see
// carriesStatLine: "..., spells: cause" / "12" / "light wounds, silence"),
// where no label awaits its value (a number under "..., XP" is its value).
func withoutColumnFolios(ls []line) []line {
	out := make([]line, 0, len(ls))
	for i := 0; i < len(ls); i++ {
		j := i
		for j < len(ls) && j-i < maxFolios && isPageNumber(ls[j].text) {
			j++
		}
		if j > i && i > 0 && j < len(ls) && !endsWithLabel(ls[i-1].text) && carriesStatLine(ls[i-1].text, ls[j].text) && statSentence(ls[i-1].text) {
			i = j
		}
		out = append(out, ls[i])
	}
	return out
}

// statLineRuns splits the lines of a paragraph after each stat line opened
// by a name (see namedSentence) that is still open at its last line (see
// statLineEnd), so a stat line printed with no stop at its end does not
// read on into the prose under it ("Ghoul: HD 2; ...; Special: paralysis"
// over "The crypt is cold.", "Brother Kell (C3): AC 4, ..., spells: cause"
// over "light wounds, silence" and then "The altar is stone."). A stat
// line closed by a stop inside its last line leaves the rest of that line
// to what follows ("Orcs: HD1 AC6 1d6. Giant" over "Worm: HD4 ...", a
// name broken over the lines).
func statLineRuns(para []line) [][]line {
	var out [][]line
	start := 0
	for i := 0; i < len(para); i++ {
		if _, _, _, ok := namedSentence(para[i]); !ok {
			continue
		}
		if i > start && closesItem(para[i-1].text) {
			out, start = append(out, para[start:i]), i
		}
		end := statLineEnd(para, i)
		if ss := sentences(joinLines(para[i:end])); len(ss) > 0 && len(statblock.LabelsIn(ss[len(ss)-1])) > 0 {
			out, start = append(out, para[start:end]), end
		}
		i = end - 1
	}
	if start < len(para) {
		out = append(out, para[start:])
	}
	return out
}

// closesItem reports whether line text t ends an item without a full
// stop, as a list's row or a table's does: in a closing bracket or a
// number ("6. Giant rats (3-18)", "Bandits 1d6"). A stat line opened by a
// name on the line under it starts afresh ("Bandits: AC 6, …" under a
// wandering list's last row), where under a line ending in a word the
// name may run on from it ("… Giant" over "Worm: HD4 …").
func closesItem(t string) bool {
	r, _ := utf8.DecodeLastRuneInString(strings.TrimSpace(t))
	return r == ')' || r == ']' || unicode.IsDigit(r)
}

// statSentences joins to each sentence that prints a stat label the
// sentences after it that open with one: a full stop after a stat value
// separates two fields of one stat line, not two sentences ("Goblins (4):
// hp 5, 4, 4, 3. AC 6 [13], HD 1-1, ...").
func statSentences(ss []string) []string {
	var out []string
	for _, s := range ss {
		if k := len(out) - 1; k >= 0 && opensLabel(strings.TrimSpace(s)) && len(statblock.LabelsIn(out[k])) > 0 {
			out[k] += " " + strings.TrimSpace(s)
			continue
		}
		out = append(out, s)
	}
	return out
}

// namesStatLine reports whether l opens with a bold name set before its
// stat line by a dash, which the page text drops ("**Acolyte** – AC 9, …"
// reads "Acolyte" and "AC 9, …"), or by nothing but the bold ("**Goblins
// (5)** AC 6 [13], …"), a character's class and level in brackets between
// or none ("**Mother Crenna** (Level 4 Cleric) AC 4 [15], …"): not a name
// and a colon ("**Slug:** HD2", whose name may open on the line before:
// "**Giant**" / "**Slug:**").
func namesStatLine(l line) bool {
	after, _ := bracketedClass(l.after)
	ws := words(after)
	return l.lead != "" && !strings.HasSuffix(l.lead, ":") && len(ws) > 0 && opensStat(ws[0])
}

// opensKeyAfterStats reports whether line i keys an area after a stat line
// that ends with no stop: a key and title set in bold ("**5. Stair.** 4
// gnolls ...", see boldTitled), or a titled key under a line of stat labels
// (see afterStatLine: "... Alignment: Chaotic" over "5. Stair. 4 gnolls").
func opensKeyAfterStats(ls []line, i int) bool {
	key, rest, ok := parseKeyLine(ls[i].text)
	return boldTitled(ls[i]) || ok && afterStatLine(ls, keyLine{idx: i, key: key, rest: rest})
}

// keyStandsAlone reports whether line i is a key and its title set apart
// in bold and nothing else ("**12. BARRACKS**", "**7. The Kennels**"), which
// heads an area as a heading does: the name of a stat block under it
// ("ORCS (6): AC 6, ...") does not run on from its title. A count and a
// name over a block ("**3 Ghouls**" over "AC 6 [13], ...", see countsBlock)
// is the block's name line.
func keyStandsAlone(ls []line, i int) bool {
	return ls[i].after == "" && boldTitled(ls[i]) && !countsBlock(ls, i)
}

// splitAtHeadings splits ls into runs of lines, each heading line (set as
// a Markdown heading) or key line set apart (see keyStandsAlone) a run of
// its own, and each line set apart in bold,
// led by a bold name before its stat line or keying an area after the stat
// line (see opensKeyAfterStats), or led by a name in capitals run into
// its stat line (see capitalName), opening a run: such a line ends
// the stat line before it ("**Skeleton** — HD 1, …, ML" / "12" / "**[7]
// Bell pit**" or "**Acolyte** – AC 9, …" under another such line). A bold
// name line ("**Goblins (3):**") stays with the stat line under it, and a
// bold name broken over two lines with no blank line between ("...
// **Giant**" / "**Slug:** HD2 …") is read whole. A table's rows end where
// its grid does: the line after its last row opens a run ("*Smugglers:*
// HD 1; …" under a wandering table whose row names them).
func splitAtHeadings(ls []line) [][]line {
	var out [][]line
	start := 0
	for i, l := range ls {
		if l.heading > 0 || keyStandsAlone(ls, i) {
			if i > start {
				out = append(out, ls[start:i])
			}
			out, start = append(out, ls[i:i+1]), i+1
		} else if i > start && (setApart(l) || namesStatLine(l) || opensCapitalName(l) || opensKeyAfterStats(ls, i) || len(ls[i-1].cells) > 1 && len(l.cells) <= 1) {
			out, start = append(out, ls[start:i]), i
		}
	}
	if start < len(ls) {
		out = append(out, ls[start:])
	}
	return out
}

// headedBlocksOf returns the stat blocks printed under a name line (a
// heading in Title Case or capitals, or a short name set apart in any case:
// "**Crypt hound**" over "HP 15 DEF 13 ATK bite (d8) MV 50ft MOR 9"): an OSE
// block ("Salt Beetle" over "AC 4 [15], HD 1+1 (6hp), ..."), a rulebook or
// Monster Manual block of one label a line ("Goblin" over "Armor Class:
// 14 (11)", "DROWNED FRIAR" over "FREQUENCY: Very rare", "NO. APPEARING:
// 1", ...), and a bestiary entry whose name is set apart (bold, or as a
// heading) over one sentence of description and then its block ("**Moth
// Queen**" / "An enormous moth…" / "AC 4 [15], HD 6*"). The name line is
// no label line itself, the block runs while its lines carry labels, and
// it prints AC or hit dice with a value (a legend of the labels, "Stats
// are short: HD (hit dice), AC (armour class)", prints none); a line set apart (the next entry's name) ends
// it. Raw is the name line and the block's lines,
// the description left out; the name drops a count in brackets.
func headedBlocksOf(ls []line) []printedBlock {
	var out []printedBlock
	var starts, ends []int // the name line and the end of each block of out
	for i := 0; i+1 < len(ls); i++ {
		name, runIn := runInName(ls[i])
		if !runIn && (!namesBlock(ls[i].text) && !(setApart(ls[i]) && fragment(countTailRE.ReplaceAllString(ls[i].text, ""))) || isStatBlockLine(ls[i].text) || len(ls[i].cells) > 1) {
			continue // a table's row names no one block: see columnBlocks
		}
		first := i + 1
		switch {
		case runIn:
			first = afterDescription(ls, i) // the name runs into its description
		case !labelLine(ls[first].text) && setApart(ls[i]):
			first = afterDescription(ls, first) // a description between the name and its block
		}
		if first == i || !labelLine(ls[first].text) || isNamedLine(ls[first].text) || blockHeadRE.MatchString(ls[first].text) {
			continue // no block, or one that names its own creature: "Fen wolf: AC 7, ..."
		}
		if !runIn {
			name = ls[i].text
		}
		end, lines := blockEnd(ls, first)
		block := append([]string{name}, lines...)
		if next, more := continuation(ls, end, strings.Join(block, "\n")); more != nil {
			block, end = append(block, more...), next
		}
		if raw := strings.Join(block, "\n"); statblock.PrintsStats(raw) {
			out = append(out, printedBlock{name: strings.Trim(countTailRE.ReplaceAllString(name, ""), "* "), raw: raw, page: ls[i].page, lastPage: ls[end-1].page})
			starts, ends = append(starts, i), append(ends, end)
			i = end - 1
		}
	}
	besideBlocks(ls, out, starts, ends)
	return out
}

// besideBlocks completes blocks, the stat blocks headedBlocksOf found in
// ls in order (starts[k] the name line of blocks[k], ends[k] the end of
// its lines), with the second
// column of labels each was printed with: a block set in two columns of
// labels side by side ("Armor Class: 13" beside "No. Appearing: 1d6",
// as Basic Fantasy sets a monster's block) reaches a text layer that
// reads the columns one after the other as each block's first column,
// and later, after them, the runs of label lines of their second columns,
// under no name (see labelRun). Such a run after a block, on its page,
// printing neither armour class nor hit dice and two fields or more, is
// the second column of the first block before it that has none yet and
// prints none of its fields (see disjointFields); blocks take runs in the
// order both are printed. A heading or a line set apart that names no
// block stands between blocks and what follows it: the runs after it are
// not beside the blocks before it ("**Lurkers of the Reeds**" over label
// lines of no block).
func besideBlocks(ls []line, blocks []printedBlock, starts, ends []int) {
	if len(ends) == 0 {
		return
	}
	next := 0 // the first block that may take a second column
	for j := ends[0]; j < len(ls); j++ {
		if (ls[j].heading > 0 || setApart(ls[j])) && !slices.Contains(starts, j) {
			next = len(blocks)
			for k := range starts {
				if starts[k] > j {
					next = k
					break
				}
			}
		}
		run := labelRun(ls, j)
		if len(run) == 0 {
			continue
		}
		j += len(run) - 1
		text := strings.Join(run, "\n")
		if statblock.PrintsStats(text) || len(statblock.LabelsIn(text)) < 2 {
			continue
		}
		for k := next; k < len(blocks) && ends[k] <= j; k++ {
			if blocks[k].page == ls[j].page && disjointFields(blocks[k].raw, text) {
				blocks[k].raw += "\n" + text
				next = k + 1
				break
			}
		}
	}
}

// paragraphBreak reports whether a blank line stands before ls[i] on its
// page: a stat block is one paragraph, so its lines run on with none
// between them (a block over a page break runs on over the break).
func paragraphBreak(ls []line, i int) bool {
	return ls[i].gap && i > 0 && ls[i-1].page == ls[i].page
}

// labelRun returns the lines of stat labels from ls[j] on (see
// isStatBlockLine), one paragraph (see paragraphBreak), while each labels
// fields the lines before it do not: a block prints each field once, so a
// field printed again opens another block's run.
func labelRun(ls []line, j int) []string {
	var run []string
	for e := j; e < len(ls) && isStatBlockLine(ls[e].text) && (e == j || !paragraphBreak(ls, e)) && disjointFields(strings.Join(run, "\n"), ls[e].text); e++ {
		run = append(run, ls[e].text)
	}
	return run
}

// blockEnd returns the end of the lines of a stat block whose first line
// is ls[first], and the block's text a line each: the block runs while its
// lines carry labels or carry on the line before (see carriesStatLine:
// continuesBlock, or carriesValue: "..., AL Neutral, XP" over "65. It
// pecks at eyes.", of which the value's sentence, "65.", is the block's),
// up to a line set apart, one that heads a block of its own, a blank line
// (see paragraphBreak), or a line that labels a field the block has
// printed (a block prints each field once: the line is another block's,
// see besideBlocks).
func blockEnd(ls []line, first int) (int, []string) {
	end, lines := first+1, []string{ls[first].text}
	for ; end < len(ls) && !blockHeadRE.MatchString(ls[end].text) && !headsBlock(ls, end) && !setApart(ls[end]) && !paragraphBreak(ls, end) && disjointFields(strings.Join(lines, "\n"), ls[end].text); end++ {
		prev, next := ls[end-1].text, ls[end].text
		if carriesValue(prev, next) {
			if ss := sentences(next); len(ss) > 1 {
				return end + 1, append(lines, ss[0]) // prose follows the value
			}
		} else if !labelLine(next) && !continuesBlock(prev, next) {
			break
		}
		lines = append(lines, next)
	}
	return end, lines
}

// maxFolios is how many folios (page numbers) a column or page break may
// set between the two parts of a stat block: the folio of the page or
// column before and of the page after.
const maxFolios = 2

// continuation returns the second part of a stat block printed, whose
// first part ends before ls[end], and where that part ends: a run of label
// lines after a column or page break, with no more than maxFolios folios
// between (the lines are the page's body: [body] has left out its running
// heads and feet), that prints only fields the first part does not. A
// block prints each field once, in one order, so label lines under no
// name of their own that carry on its fields are its own ("Movement: 30'"
// / "4" / "No. Appearing: 1d6", "Save As: Fighter: 2", ...); another
// creature's block prints its armour class or hit dice again.
func continuation(ls []line, end int, printed string) (int, []string) {
	j := end
	for j < len(ls) && j-end < maxFolios && isPageNumber(ls[j].text) {
		j++
	}
	if j == end || j >= len(ls) || !isStatBlockLine(ls[j].text) {
		return end, nil
	}
	k, more := blockEnd(ls, j)
	if !disjointFields(printed, strings.Join(more, "\n")) {
		return end, nil
	}
	return k, more
}

// disjointFields reports whether the stat labels of a and b label no field
// in common (see printedFields).
func disjointFields(a, b string) bool {
	fa := printedFields(a)
	for f := range printedFields(b) {
		if fa[f] {
			return false
		}
	}
	return true
}

// printedFields returns the fields that the stat labels of s label, each
// label of special notes a field of its own by its text, as AD&D prints
// several in one block ("FREQUENCY: Rare", "SPECIAL ATTACKS: Howl").
func printedFields(s string) map[string]bool {
	out := map[string]bool{}
	for _, h := range statblock.LabelsIn(s) {
		key := h.Field
		if key == "special" {
			label, _, _ := strings.Cut(s[h.Start:], ":")
			key += ":" + strings.ToUpper(label)
		}
		out[key] = true
	}
	return out
}

// maxDescriptionLines and maxDescriptionWords bound the description a
// bestiary entry prints between its name and its block: a sentence or two
// of what the creature looks like, wrapped over a few lines ("Small,
// grotesque humanoids with pallid skin. Dwell underground.").
const (
	maxDescriptionLines = 3
	maxDescriptionWords = 40
)

// runInName returns the name a bestiary entry runs into its description,
// set apart as a run-in head at the head of the line, in bold or in
// capitals, as the subject of the sentence the line goes on with in lower
// case ("**Morvath the Drowned King** rules the vale…", "MORVATH, THE
// DROWNED KING, rules…"): an entry that names its creature so opens its
// description with it, and its block follows the description (see
// afterDescription). The name may hold an appositive between commas. A
// title set in bold before a sentence of its own ("**Guard Room** Four
// goblins…") is no subject.
func runInName(l line) (string, bool) {
	lead, after := l.lead, l.after
	if lead == "" {
		lead, after = capitalsLead(l.text)
	}
	lead = strings.TrimRight(lead, ", ")
	after = strings.TrimLeft(after, ", ")
	if l.heading > 0 || lead == "" || after == "" || !isLower(after[0]) || !fragment(strings.ReplaceAll(lead, ",", "")) || isStatBlockLine(lead) {
		return "", false
	}
	return lead, true
}

// capitalsLead splits t after the words in capitals that open it, at
// least one of three letters or more ("MORVATH THE DROWNED KING rules"
// gives "MORVATH THE DROWNED KING" and "rules"); "" and t when none do.
func capitalsLead(t string) (lead, after string) {
	ws := strings.Fields(t)
	n, long := 0, false
	for ; n < len(ws) && allCaps(ws[n]) && !strings.ContainsAny(ws[n], "0123456789"); n++ {
		long = long || len(strings.Trim(ws[n], ",.;:")) >= 3
	}
	if n == 0 || n == len(ws) || !long {
		return "", t
	}
	return strings.Join(ws[:n], " "), strings.Join(ws[n:], " ")
}

// afterDescription returns where the block under a name line starts when
// a description opens at ls[first]: the index after up to
// maxDescriptionLines lines of running text (no heading, no line set
// apart, no label line, no keyed area's line: a section heading over
// "**1. Gate.** ..." heads areas, not a creature) of at most maxDescriptionWords words, the last
// ending its sentence, when a label line follows them; else first.
func afterDescription(ls []line, first int) int {
	n := 0
	for j := first; j < len(ls) && j-first < maxDescriptionLines; j++ {
		if _, key := boldKey(ls[j]); key || setApart(ls[j]) || isStatBlockLine(ls[j].text) || labelLine(ls[j].text) {
			return first
		}
		if n += len(words(ls[j].text)); n > maxDescriptionWords {
			return first
		}
		if hasTerminalPunct(ls[j].text) && j+1 < len(ls) && labelLine(ls[j+1].text) {
			return j + 1
		}
	}
	return first
}

// boldRunRE matches a bold run of page text; joinedBoldRE two bold runs
// with only space between them, which print one name broken over a line
// ("**shape**" / "**changer:**").
var (
	boldRunRE    = regexp.MustCompile(`\*\*([^*]+?)\*\*`)
	joinedBoldRE = regexp.MustCompile(`\*\*\s+\*\*`)
)

// maxBoldToStat is how many words may come between a creature's name in
// bold and its stat line in the same sentence ("a **naga** named *Sweet
// Stab, Revenge, Crocodile Tears* or *Coral Death:* HD 9 AC 7").
const maxBoldToStat = 12

// boldBlocks returns the stat lines that follow a creature's name set in
// bold inside a sentence, in the same sentence ("In times of need she
// sends a **minotaur** named *Silence:* HD 6 AC 6 1d6/1d6 MV 12", "one
// hundred **light infantry:** HD 1 AC 7 1d6"), as modules in the B/X
// tradition print a creature met in running text. A bold run that opens
// its line is a key, a title or a label, not a name in a sentence, nor is
// one in a grid's row, whose cells are no sentence ("| **No.** | **AC** |
// **HD** |" is a header row of column labels); one holding a digit or a
// sentence's end is no name. Raw is the stat line.
func boldBlocks(text string) []printedBlock {
	var out []printedBlock
	for _, para := range strings.Split(text, "\n\n") {
		para = joinedBoldRE.ReplaceAllString(para, " ")
		for _, m := range boldRunRE.FindAllStringSubmatchIndex(para, -1) {
			name := strings.TrimRight(strings.Join(words(para[m[2]:m[3]]), " "), ":,")
			before := strings.TrimRight(para[:m[0]], " \t")
			row := strings.HasPrefix(strings.TrimLeft(before[strings.LastIndex(before, "\n")+1:], " \t"), "|")
			if before == "" || strings.HasSuffix(before, "\n") || row || !isBoldName(name) {
				continue
			}
			if raw := statInSentence(cleanLine(strings.ReplaceAll(para[m[1]:], "\n", " "))); raw != "" {
				out = append(out, printedBlock{name: name, raw: raw})
			}
		}
	}
	return out
}

// isBoldName reports whether a bold run can name a creature: one to four
// words of letters, no sentence's end.
func isBoldName(s string) bool {
	ws := words(s)
	return len(ws) > 0 && len(ws) <= 4 && !strings.ContainsAny(s, "0123456789.!?;") && isLetter(s[0])
}

// statInSentence returns the stat line that opens within maxBoldToStat
// words of the start of text, before its sentence ends, or "".
func statInSentence(text string) string {
	ws := words(text)
	for j := 0; j < min(len(ws), maxBoldToStat+1); j++ {
		if s, e, ok := statRun(ws, j); ok && s == j && e > j+1 && creatureStatRE.MatchString(statText(ws, s, e)) {
			return statText(ws, s, e)
		}
		if endsSentence(ws[j]) {
			return ""
		}
	}
	return ""
}

// rowBlocks returns the rows of a table rolled on (see dieTableRows) that
// print their creature's stat line after its entry ("1 2d4 slow moving,
// dead baboons, creeping through the villages HD 2 AC 8 1d8 F2 MV 6"),
// named by the creature the entry counts (see rowCreature). Raw is the
// stat line.
func rowBlocks(ls []line) []printedBlock {
	var out []printedBlock
	rows := slices.Sorted(maps.Keys(dieTableRows(ls)))
	for _, i := range rows {
		m := tableRow(ls[i].text)
		if m == nil {
			continue
		}
		ws := words(m[2])
		s, e, ok := statRun(ws, 0)
		if !ok || s == 0 || !creatureStatRE.MatchString(statText(ws, s, e)) {
			continue
		}
		if name := rowCreature(ws[:s]); name != "" {
			out = append(out, printedBlock{name: name, raw: statText(ws, s, e)})
		}
	}
	return out
}

// rowCreature returns the creature a table row's entry counts: after its
// count, the first clause (between commas) holding a plural noun when the
// count is more than one ("2d4 slow moving, dead baboons, creeping" →
// "dead baboons"), up to that noun ("1d10 baboons hungry for meat" →
// "baboons"); after a count of one or an article, the first clause up to a
// word that no longer names ("1 ogre with a club" → "ogre"). "" when the
// entry opens with no count.
func rowCreature(ws []string) string {
	count, k, ok := readCount(ws, 0)
	if !ok || k >= len(ws) {
		return ""
	}
	one := count.Fixed != nil && *count.Fixed == 1
	for _, clause := range clauses(ws[k:]) {
		for j, w := range clause {
			bare := strings.ToLower(trimPunct(w))
			if !one && naming.Singular(bare) != bare {
				return trimPunct(strings.Join(clause[:j+1], " "))
			}
			if one && j > 0 && slices.Contains(stopWords, bare) {
				return trimPunct(strings.Join(clause[:j], " "))
			}
		}
		if one {
			return trimPunct(strings.Join(clause, " "))
		}
	}
	return ""
}

// clauses splits words at the commas that end them, each clause without
// its comma.
func clauses(ws []string) [][]string {
	var out [][]string
	var cur []string
	for _, w := range ws {
		if strings.HasSuffix(w, ",") {
			cur = append(cur, strings.TrimSuffix(w, ","))
			out, cur = append(out, cur), nil
			continue
		}
		cur = append(cur, w)
	}
	if len(cur) > 0 {
		out = append(out, cur)
	}
	return out
}

// parenBlocks returns the stat lines printed in brackets right after the
// creature they belong to in running text, as TSR-style modules print
// them ("two acolytes (C1, hp 5, 4, AC 6, AL L)", "The barrow-wight (AC
// 5, HD 3, ...)", "Bregga the smith (F3, hp 16)"), named by the
// individual's own name (see nameAndKind) or by the noun phrase before the
// bracket (see parenCreature). The bracket opens with a stat label or a
// class and level ("(AL C, MV 120' (40'), AC 6, ...)", "(C3, hp 14,
// ...)", "(Clr 3; AC 5, ...)"; one opening with a name names its own creature) and gives a
// creature's stats, or follows an individual's name; a count in brackets
// may stand between the name and the stats ("Gnolls (3) (AL C, ...)"). A heading does not
// run into the text under it (see proseRuns). Raw is the text in
// brackets.
func parenBlocks(ls []line) []printedBlock {
	var out []printedBlock
	for _, run := range proseRuns(ls) {
		for _, text := range unkeyed(run) {
			out = append(out, parenBlocksIn(words(text))...)
		}
	}
	return out
}

// calledNameRE matches a creature's own name after "called" or "named",
// set in italics or not, and the stat line run on after its comma: "an
// air elemental called *Flying Debris,* HD 16 AC -2 3d8 F16 MV 36".
var calledNameRE = regexp.MustCompile(`\b(?:called|named)\s+\*?([A-Z][\pL'’-]*(?:\s+[A-Z][\pL'’-]*){0,3}),\*?\s+((?:` + openers + `)\s?~?[-−–]?\d[^;.]*)`)

// calledBlocks returns the stat lines run on in prose after a creature's
// own name, which "called" or "named" introduces (see calledNameRE), as a
// creature a text describes, summoned or met, gets its stats printed
// where it is named; the stat line ends at its semicolon or its
// sentence's end and prints two labels or more. A heading does not run
// into the text under it (see proseRuns).
func calledBlocks(ls []line) []printedBlock {
	var out []printedBlock
	for _, run := range proseRuns(ls) {
		for _, text := range unkeyed(run) {
			for _, m := range calledNameRE.FindAllStringSubmatch(text, -1) {
				if stat := strings.TrimSpace(m[2]); statblock.PrintsStats(stat) && len(statblock.LabelsIn(stat)) > 1 {
					out = append(out, printedBlock{name: m[1], raw: m[1] + ": " + stat})
				}
			}
		}
	}
	return out
}

// unkeyed returns the texts of run between the lines that key an area or
// head a part (see boldKey, line.heading), each key line's text after its
// key: a creature's name before its stats never reaches back into the key
// or title set apart above or before it ("### 3. Kennel" over "Wolf chief
// (AC 5, ...)", "**2. Lair** Goblin king (AC 4, ...)" name a wolf chief
// and a goblin king).
func unkeyed(run []line) []string {
	var out []string
	var seg []line
	for _, l := range run {
		k, key := boldKey(l)
		if !key && l.heading == 0 {
			seg = append(seg, l)
			continue
		}
		out, seg = append(out, joinLines(seg)), nil
		if key && k.rest != "" {
			l.text = k.rest // the text after the key opens the next run
			seg = append(seg, l)
		}
	}
	return append(out, joinLines(seg))
}

// parenBlocksIn returns the blocks in brackets of the words ws of one
// run of prose (see parenBlocks).
func parenBlocksIn(ws []string) []printedBlock {
	var out []printedBlock
	for i, inner := range statBrackets(ws) {
		if first := words(inner); !statLabelOrGlued(trimPunct(first[0])) && !opensClassLevel(first) && !opensLabel(inner) {
			continue // a block naming its own creature: "(Bandits (2): AC 6, ...)"
		}
		if i > 1 && bracketCountRE.MatchString(ws[i-1]) {
			i-- // the creature's count in brackets before its stats: "Goblins (3) (AC 6, ...)"
		}
		if name, kind, ok := nameAndKind(ws, i); ok && classLevelRE.MatchString(kind) {
			out = append(out, printedBlock{name: name, raw: kind + " (" + inner + ")"}) // the level is the hit dice
		} else if ok {
			out = append(out, printedBlock{name: name, raw: inner})
		} else if name := parenCreature(ws, i); name != "" && (creatureStatRE.MatchString(inner) || opensClassLevel(words(inner))) {
			out = append(out, printedBlock{name: name, raw: inner})
		}
	}
	return out
}

// bracketCountRE matches a count in brackets printed after a creature's
// name, between the name and its stats in brackets: "(3)", "(2d4)".
var bracketCountRE = regexp.MustCompile(`^\((?:` + countExpr + `)\)$`)

// opensLabel reports whether text opens with a stat label spelled out
// and its value ("Armor Class 15, ...").
func opensLabel(text string) bool {
	hits := statblock.LabelsIn(text)
	return len(hits) > 0 && hits[0].Start == 0
}

// maxPhraseWords bounds the words of a creature's noun phrase.
const maxPhraseWords = 4

// parenCreature returns the creature named by the noun phrase that ends
// before ws[i]: the words back to a count, an article or other stop word,
// a word with a digit or one that ends a clause ("two acolytes" →
// "acolytes", "a giant eel" → "giant eel", "Inside, 6 giant leeches" →
// "giant leeches"), or "". A stat block's name is a noun phrase, never a
// verb: words after a conjunction, a relative pronoun or a modal verb (see
// verbLeads: "if touched", "when disturbed", "the rats may attack"), one
// word after an infinitive's "to" that is no plural ("begin to stir"), or
// a lone past participle not opened by a count or an article ("The idol,
// touched (AC 2, ...)") name no creature; a copula comes before a noun
// phrase ("are normal humans (AC 9, ...)"); the place after a preposition
// is where the sentence's subject is ("A hermit lives in the tower (AC 9
// [10], ...)": the tower is no creature).
func parenCreature(ws []string, i int) string {
	j := i
	for j > 0 && i-j < maxPhraseWords && !strings.ContainsAny(ws[j-1], ".,;:!?()0123456789") &&
		!slices.Contains(stopWords, strings.ToLower(ws[j-1])) && !slices.Contains(verbLeads, strings.ToLower(ws[j-1])) && !counted(ws, j-1) {
		j--
	}
	lead, lone := "", i-j == 1
	if j > 0 {
		lead = strings.ToLower(ws[j-1])
	}
	opened := j > 0 && (counted(ws, j-1) || isArticle(ws[j-1]) || slices.Contains(determiners, lead))
	if slices.Contains(verbLeads, lead) || lone && lead == "to" && !pluralWord(ws[j]) || lone && !opened && participle(ws[j]) ||
		lead == "the" && j >= 2 && slices.Contains(placePrepositions, strings.ToLower(ws[j-2])) {
		return ""
	}
	return strings.Join(ws[j:i], " ")
}

// verbLeads are the words after which a verb follows, never a creature's
// noun phrase: the conjunctions that open a clause, the relative pronouns
// and the modal verbs ("if touched", "when disturbed", "who wakes", "will
// wake").
var verbLeads = append([]string{"if", "when", "once", "unless", "until", "while", "whenever", "who", "which"}, modals...)

// modals are the modal verbs, which a verb follows ("will wake").
var modals = []string{"will", "would", "can", "could", "may", "might", "must", "shall", "should"}

// participle reports whether w reads as a past participle ("touched",
// "disturbed"), not a noun ending in -eed ("steed") or -ed after no
// vowel ("bed": see inflected).
func participle(w string) bool {
	w = strings.ToLower(trimPunct(w))
	return inflected(w, "ed") && !strings.HasSuffix(w, "eed")
}

// ordinalRE matches an ordinal printed in figures: "4th", "1st".
var ordinalRE = regexp.MustCompile(`^\d{1,2}(?:st|nd|rd|th)$`)

// minStatColumns is how many stat columns make a table's rows stat blocks.
const minStatColumns = 2

// gridBlocks returns the rows of a table printed with stat columns, a
// roster or an encounter table ("| Creature | AC | HD | MV | ML |" over
// "| Goblin | 6 | 1-1 | 60' | 7 |", "| d8 Monster | No. AC | HD hp |"
// over "| 1-3 Bandit | 1d4 6 | 1 5 |"): the row's creature is the text of
// its columns that are neither stats, its count nor its range, and its
// raw stat line each stat value after the label its column prints once
// ("AC 6, HD 1-1, MV 60', ML 7"). Columns the text layer joined are split
// as the table step splits them (see gridColumns). A grid is a run of
// lines with as many cells each, two or more, headed by its first; each
// line is read once.
func gridBlocks(ls []line) []printedBlock {
	var out []printedBlock
	for _, g := range grids(ls) {
		for _, r := range g[1:] {
			if b, ok := gridRow(g[0].cells, r.cells); ok {
				out = append(out, b)
			}
		}
	}
	return out
}

// rolled reports whether grid g is a table rolled on: the first cell of
// each row under its head a die's value or range ("| 1 | 2d4 dead baboons
// HD 2 AC 8 ... |", "| 3–4 | ... |"), so that each row is an entry, one
// creature's stats on each, and no column is one creature's block.
func rolled(g []line) bool {
	return len(g) > 1 && !slices.ContainsFunc(g[1:], func(r line) bool { return !rangeOnlyRE.MatchString(strings.TrimSpace(r.cells[0])) })
}

// grids returns the tables of ls: runs of lines with as many cells each,
// two or more, the first the table's head, with no blank line between
// them (see paragraphBreak: two tables set one under the other).
func grids(ls []line) [][]line {
	var out [][]line
	for i := 0; i < len(ls); {
		end := i + 1
		for end < len(ls) && len(ls[end].cells) == len(ls[i].cells) && !paragraphBreak(ls, end) {
			end++
		}
		if len(ls[i].cells) >= 2 {
			out = append(out, ls[i:end])
		}
		i = end
	}
	return out
}

// columnBlocks returns the stat blocks of a table printed with one column
// per creature, each column's head naming its creature: as Basic Fantasy
// and B/X books set kindred creatures side by side (not a table rolled
// on: see rolled), the first column
// labelling the rows with stat labels (see [statblock.ColumnLabel]) and
// each other column giving its creature's values ("|  | Cave Toad | Bone
// Moth |" over "| Armor Class | 12 | 14 |", "| Hit Dice | 1 | 3* |", ...),
// a box of one creature's block naming it in the first column's head
// ("| **Cave Hound** | |" over "| Armour Class | 6 [13] |");
// or as a text layer reads two page columns of blocks set level with each
// other, every cell a label and its value ("| **Salt Crab** | **Cave Eel**
// |" over "| Armor Class: 16 | Armor Class: 14 |", ...). A creature's block
// is its name line over a line "Label: value" a row, or its cells that
// are lines of a stat block (see isStatBlockLine), for minStatColumns rows
// or more, when it prints an armour class or hit dice.
func columnBlocks(ls []line) []printedBlock {
	var out []printedBlock
	for _, g := range grids(ls) {
		if rolled(g) {
			continue
		}
		var labelled [][]string
		for _, r := range g[1:] {
			if statblock.ColumnLabel(r.cells[0]) {
				labelled = append(labelled, r.cells)
			}
		}
		first := 0
		if len(labelled) >= minStatColumns {
			first = 1
		}
		for c := first; c < len(g[0].cells); c++ {
			name := strings.Trim(g[0].cells[c], "* ")
			if name == "" && first == 1 && len(g[0].cells) == 2 {
				name = strings.Trim(g[0].cells[0], "* ") // a box: "| **Cave Hound** | |" over "| Armour Class | 6 [13] |"
			}
			if name == "" || !isLetter(name[0]) || statblock.ColumnLabel(name) {
				continue
			}
			block := []string{name}
			for _, r := range g[1:] {
				switch v := strings.TrimSpace(r.cells[c]); {
				case v == "":
				case first == 1 && statblock.ColumnLabel(r.cells[0]):
					block = append(block, strings.Trim(r.cells[0], "*: ")+": "+v)
				case first == 0 && isStatBlockLine(v):
					block = append(block, v)
				}
			}
			if raw := strings.Join(block, "\n"); len(block) > minStatColumns && statblock.PrintsStats(raw) {
				out = append(out, printedBlock{name: name, raw: raw})
			}
		}
	}
	return out
}

// gridRow reads one row of a table with stat columns (see gridBlocks).
// A roster, a table whose first column's head names creatures ("|
// Creature | AC | HD | XP |", "| Monster | XP | Notes |", see
// rosterHeadRE) as a module's last page or appendix lists its creatures
// and their experience, names its creature in that column, whatever text
// columns follow it (notes, tactics), and gives a row's stats from one
// stat column up; the XP of a creature may be printed there alone. A
// roster keyed by area leads each row with the area's key, read as the
// row's range ("| Area Monster | No. | XP each |" over "| 2 Giant Toad |
// 1 | 25 |"); a label set in bold is the label.
func gridRow(head, cells []string) (printedBlock, bool) {
	labels, values, _ := gridColumns(head, cells)
	if labels == nil {
		labels, values, _ = gridColumns(append([]string{""}, head...), append([]string{""}, cells...))
	}
	var name, stats []string
	roster := false
	for c, label := range labels {
		label = strings.TrimSpace(eachLabelRE.ReplaceAllString(strings.ReplaceAll(label, "*", ""), ""))
		switch v := strings.TrimSpace(values[c]); {
		case v == "" || c == 0:
		case statblock.ColumnLabel(label):
			stats = append(stats, label+" "+v)
		case len(name) == 0 && rosterHeadRE.MatchString(label):
			name, roster = append(name, v), true
		case !countColumnRE.MatchString(label) && !roster:
			name = append(name, v)
		}
	}
	if len(stats) < minStatColumns && (!roster || len(stats) == 0) || len(name) != 1 || !isLetter(name[0][0]) {
		return printedBlock{}, false
	}
	return printedBlock{name: name[0], raw: strings.Join(stats, ", ")}, true
}

// eachLabelRE matches the words after a column's label that say its value
// counts one creature ("XP each", "XP (each)", "hp per head"), as every
// stat of a roster does: the label is the field's.
var eachLabelRE = regexp.MustCompile(`(?i)\s*(?:\(each\)|\beach|\bapiece|\bper\s+(?:creature|monster|head))$`)

// alignedBlocks returns the rows of a roster set in aligned columns that
// the text layer reads as lines of words, no cells between them (see
// gridRow): a header line of a roster's first column head and two stat
// labels or more ("Creature AC HD hp MV XP", "Monster Armour Class Hit
// Dice XPV"), over lines that each end in one value a label, at least
// half of them figures, after the creature's name ("Giant Toad 7 2+2 11
// 30' 25"). The roster ends at the first line that reads otherwise, a
// blank line or another page.
func alignedBlocks(ls []line) []printedBlock {
	var out []printedBlock
	for i, l := range ls {
		head := alignedHeader(l.text)
		if l.cells != nil || head == nil {
			continue
		}
		for _, r := range ls[i+1:] {
			ws := words(r.text)
			if r.cells != nil || r.gap || r.page != l.page || len(ws) < len(head) {
				break
			}
			values := ws[len(ws)-len(head)+1:]
			figures := 0
			for _, v := range values {
				if strings.ContainsAny(v, "0123456789") {
					figures++
				}
			}
			b, ok := gridRow(head, append([]string{strings.Join(ws[:len(ws)-len(values)], " ")}, values...))
			if 2*figures < len(values) || !ok {
				break
			}
			out = append(out, b)
		}
	}
	return out
}

// alignedHeader returns the cells of a roster's header line printed with
// no cells (see alignedBlocks): its first word, a roster's first column
// head (see rosterHeadRE), and its stat labels, each the fewest words
// that make one (see [statblock.ColumnLabel]: "Armour Class", "HD"); nil
// for a line that is not one or has fewer than minStatColumns labels.
func alignedHeader(t string) []string {
	ws := words(t)
	if len(ws) <= minStatColumns || !rosterHeadRE.MatchString(ws[0]) {
		return nil
	}
	head := []string{ws[0]}
	for i := 1; i < len(ws); {
		j := i + 1
		for j <= min(i+3, len(ws)) && !statblock.ColumnLabel(strings.Join(ws[i:j], " ")) {
			j++
		}
		if j > min(i+3, len(ws)) {
			return nil
		}
		head, i = append(head, strings.Join(ws[i:j], " ")), j
	}
	return head
}

// rosterHeadRE matches the head of a roster's first column, the one that
// names its creatures: "Creature", "Monster", "Monsters", "Name", "NPC",
// "Foe" (see gridRow).
var rosterHeadRE = regexp.MustCompile(`(?i)^(?:creatures?|monsters?|names?|npcs?|foes?|opponents?)$`)
