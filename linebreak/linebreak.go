// Package linebreak holds the one rule by which a line of page text carries
// on the line before it in running text: a word hyphenated at the break
// joins whole, a compound or a range broken at its own hyphen keeps it, other
// lines join after a space. The offline rules join the lines of a paragraph,
// a table's row or a bold run by it, and the pipeline the lines of a page it
// looks for a table's name in, so a broken word mends one way everywhere.
//
// It is pure and imports nothing of ours.
package linebreak

import (
	"strings"
	"unicode"
)

// Mend returns how line next carries on line prev in running text: the
// bytes to drop from prev's end and what to set between them. A word
// hyphenated at the break loses its hyphen and joins whole ("skele-" over
// "tons"; see Hyphenated); a compound or a range broken at its own hyphen
// keeps it and joins with no space ("Fire-" over "Beetles", "1-" over "1");
// other lines join after a space.
func Mend(prev, next string) (drop int, sep string) {
	switch {
	case Hyphenated(prev, next):
		return 1, ""
	case compoundBreak(prev, next) || rangeBreak(prev, next):
		return 0, ""
	}
	return 0, " "
}

// Join returns line prev carried on by line next (see Mend).
func Join(prev, next string) string {
	drop, sep := Mend(prev, next)
	return prev[:len(prev)-drop] + sep + next
}

// JoinLines returns text's lines, each trimmed of white space, joined as
// running text (see Mend): "Wandering Mon-" over "sters:" gives "Wandering
// Monsters:".
func JoinLines(text string) string {
	var b []byte
	prev := ""
	for i, l := range strings.Split(text, "\n") {
		l = strings.TrimSpace(l)
		if i > 0 {
			drop, sep := Mend(prev, l)
			b = append(b[:len(b)-drop], sep...)
		}
		b = append(b, l...)
		prev = l
	}
	return string(b)
}

// Hyphenated reports whether line next carries on a word that line prev
// hyphenates at its end ("skele-" over "tons; 6 …"): a lower-case letter
// before the hyphen, and one opening next.
func Hyphenated(prev, next string) bool {
	return strings.HasSuffix(prev, "-") && len(prev) > 1 && isLower(prev[len(prev)-2]) && next != "" && isLower(next[0])
}

// compoundBreak reports whether line next carries on a compound that line
// prev breaks at its own hyphen: a letter before the hyphen and a capital
// opening next ("Giant Fire-" over "Beetles"), as a hyphen that only breaks
// a word is never followed by a capital.
func compoundBreak(prev, next string) bool {
	n := len(prev)
	return n > 1 && prev[n-1] == '-' && isLetter(prev[n-2]) && startsUpper(next)
}

// rangeBreak reports whether line next carries on a range that line prev
// breaks at its dash ("HD 1-" over "1, Att 1 …").
func rangeBreak(prev, next string) bool {
	n := len(prev)
	return n > 1 && prev[n-1] == '-' && isDigit(prev[n-2]) && next != "" && isDigit(next[0])
}

// startsUpper reports whether s opens with a capital, after any opening
// quote, bracket or emphasis mark.
func startsUpper(s string) bool {
	s = strings.TrimLeft(s, `"'“‘*(`)
	return s != "" && unicode.IsUpper([]rune(s)[0])
}

func isLower(c byte) bool  { return c >= 'a' && c <= 'z' }
func isDigit(c byte) bool  { return c >= '0' && c <= '9' }
func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }
