package preprocess

import (
	"regexp"
	"strings"
)

// OCR misreads the stop after an area's number, the smallest mark that
// opens a key: "1. A cave" read as "1A cave", "1. Cave" as "1Cave", "1."
// as "1,", and the figure 1 as the letter l or I ("l. Well"). A key opens
// its paragraph with its number, a stop and a title in capitals, so a
// line of OCR text opening a paragraph so, but for the misread, is a key, and
// mendKeys gives it its stop back; the text layer of a PDF is left as
// printed.

var (
	// gluedKeyRE matches a number glued to a capital that opens a title
	// ("1A cave", "12Cave mouth"): a key "1A" has its title after a space,
	// in capitals.
	gluedKeyRE = regexp.MustCompile(`^(\d{1,3})([A-Z](?:\s+[a-z]|[a-z]+\b))`)
	// commaKeyRE matches a number and a comma before a capital in plain
	// type ("1, Cave Mouth"); a heading's comma key ("### 4, SHRINE") is
	// read as a key as it stands.
	commaKeyRE = regexp.MustCompile(`^(\d{1,3}),(\s+[A-Z])`)
	// letterKeyRE matches the letter l or I read for the figure 1 before
	// a stop and a capital ("l. Well", "I, Cave"), "I" only on a page
	// keyed by figures, where no "II." stands for a second key.
	letterKeyRE = regexp.MustCompile(`^(#{1,6} )?([lI])[.,:](\s+[A-Z])`)
	romanKeyRE  = regexp.MustCompile(`(?m)^(?:#{1,6} )?II[.:]\s`)
)

// mendKeys returns the text of an OCR page with the keys OCR misread (see
// above) given their number and stop: "1. A cave", "1. Cave Mouth".
func mendKeys(text string) string {
	roman := romanKeyRE.MatchString(text)
	lines := strings.Split(text, "\n")
	for i, l := range lines {
		if i > 0 && !opensParagraph(lines[i-1]) {
			continue
		}
		switch {
		case gluedKeyRE.MatchString(l):
			lines[i] = gluedKeyRE.ReplaceAllString(l, "$1. $2")
		case commaKeyRE.MatchString(l):
			lines[i] = commaKeyRE.ReplaceAllString(l, "$1.$2")
		case letterKeyRE.MatchString(l) && (!roman || strings.Contains(letterKeyRE.FindStringSubmatch(l)[2], "l")):
			lines[i] = letterKeyRE.ReplaceAllString(l, "${1}1.$3")
		}
	}
	return strings.Join(lines, "\n")
}

// opensParagraph reports whether the line after prev may open a paragraph,
// as a key does: prev is blank, a heading, or ends a sentence; a line
// under one that goes on ("…, #AT" over "1, D 1d8, …") carries on its
// text.
func opensParagraph(prev string) bool {
	prev = strings.TrimSpace(prev)
	return prev == "" || strings.HasPrefix(prev, "#") || strings.ContainsAny(prev[len(prev)-1:], ".!?")
}
