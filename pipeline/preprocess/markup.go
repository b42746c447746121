package preprocess

import (
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"
)

// The page text's markup (documented in doc.go): blocks in reading order
// written a line per fragment, headings by size, emphasis by style, table
// rows as pipe tables, list items marked.

// layout writes blocks as the markup of a page of body text b: a line per
// fragment, a blank line between blocks, a final newline.
func layout(bs []block, b body) string {
	var sb strings.Builder
	for i, bl := range bs {
		if i > 0 {
			sb.WriteByte('\n')
		}
		if bl.lines[0].cells != nil {
			writeTable(&sb, bl.lines)
			continue
		}
		items := listItems(bl.lines)
		for k, l := range bl.lines {
			sb.WriteString(lineMarkup(l, b, items[k]))
			sb.WriteByte('\n')
		}
	}
	return sb.String()
}

// lineMarkup returns the markup of line l on a page of body text b: a
// heading ("## " and its text, unstyled) when its type is heading size,
// else its runs with their emphasis, after "- " when it is a list item (a
// leading bullet replaced).
func lineMarkup(l span, b body, item bool) string {
	if n := b.headingLevel(l.size); n > 0 {
		return strings.Repeat("#", n) + " " + escape(l.text(), false)
	}
	if !item {
		return escapeLead(emphasis(l.runs, false))
	}
	if bulleted(l.text()) {
		return "- " + emphasis(trimBullet(l.runs), false)
	}
	return "- " + emphasis(l.runs, false)
}

// bullets are the characters that mark a list item when they lead a line
// followed by a space.
const bullets = "•●○◦▪■□◆◇‣⁃▶►▸–—−-"

// dieLeadRE matches a line led by a die value or range and a space ("3 ",
// "1-2 ", "11–12 ", "12+ "), as the rows of a table printed as lines are.
var dieLeadRE = regexp.MustCompile(`^\d{1,3}(?:\s?[-–—]\s?\d{1,3}|\+)?\s+\S`)

// listItems reports which lines of a block are list items: a line led by
// a bullet and a space, and each of two or more lines in a row led by a
// die value not set bold (a single such line is a sentence starting with
// a number; a bold number is a key).
func listItems(ls []span) []bool {
	out := make([]bool, len(ls))
	for k := 0; k < len(ls); k++ {
		if bulleted(ls[k].text()) {
			out[k] = true
			continue
		}
		j := k
		for j < len(ls) && !ls[j].runs[0].st.bold && dieLeadRE.MatchString(ls[j].text()) {
			j++
		}
		if j-k >= 2 {
			for ; k < j; k++ {
				out[k] = true
			}
			k--
		}
	}
	return out
}

// bulleted reports whether text starts with a bullet and a space.
func bulleted(text string) bool {
	r, n := utf8.DecodeRuneInString(text)
	return strings.ContainsRune(bullets, r) && strings.HasPrefix(text[n:], " ")
}

// trimBullet returns the runs of a bulleted line without the bullet and
// the spaces after it, which may be set unlike the text.
func trimBullet(runs []textRun) []textRun {
	_, n := utf8.DecodeRuneInString(runs[0].text)
	out := slices.Clone(runs)
	out[0].text = out[0].text[n:]
	for len(out) > 0 {
		out[0].text = strings.TrimLeft(out[0].text, " ")
		if out[0].text != "" {
			break
		}
		out = out[1:]
	}
	return out
}

// writeTable writes table rows as a pipe table, a delimiter row after the
// first.
func writeTable(sb *strings.Builder, rows []span) {
	for k, r := range rows {
		sb.WriteString("|")
		for _, c := range r.cells {
			sb.WriteString(" " + emphasis(c.runs, true) + " |")
		}
		sb.WriteByte('\n')
		if k == 0 {
			sb.WriteString(strings.Repeat("| --- ", len(r.cells)) + "|\n")
		}
	}
}

// emphasis returns runs with their marks: **bold**, *italic*, ***both***,
// their text escaped (see escape).
func emphasis(runs []textRun, cell bool) string {
	var sb strings.Builder
	for _, r := range runs {
		mark := ""
		if r.st.bold {
			mark = "**"
		}
		if r.st.italic {
			mark += "*"
		}
		sb.WriteString(mark + escape(r.text, cell) + mark)
	}
	return sb.String()
}

// escaper escapes the markup's own characters in text: a backslash and
// an asterisk everywhere, and in a table cell a pipe.
var (
	escaper     = strings.NewReplacer(`\`, `\\`, `*`, `\*`)
	cellEscaper = strings.NewReplacer(`\`, `\\`, `*`, `\*`, `|`, `\|`)
)

// escape returns text with the markup's characters escaped by a
// backslash, pipes too in a table cell.
func escape(text string, cell bool) string {
	if cell {
		return cellEscaper.Replace(text)
	}
	return escaper.Replace(text)
}

// escapeLead escapes a character that would read as a mark at the start
// of a line of body text: "#" (a heading), "|" (a table row) or ">" (a
// quotation). A line led by a bullet is a list item (see listItems).
func escapeLead(line string) string {
	if strings.HasPrefix(line, "#") || strings.HasPrefix(line, "|") || strings.HasPrefix(line, ">") {
		return `\` + line
	}
	return line
}
