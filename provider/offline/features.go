package offline

import (
	"regexp"
	"slices"
	"strings"
)

// Trap patterns, matched against one sentence at a time: trap words, or
// damage with a saving throw set off by handling something.
var (
	trapWordsRE = regexp.MustCompile(`(?i)\b(?:traps?|trapped|spiked|pit\s+trap|hidden\s+pits?|tripwires?|pressure\s+plates?|poison(?:ed)?\s+needles?|darts?|falling\s+(?:block|stones?|rocks?)|collapses|poison\s+gas|scything|blade\s+trap|glyphs?)\b`)
	notTrapRE   = regexp.MustCompile(`(?i)\btrap\s?doors?\b`)
	triggerRE   = regexp.MustCompile(`(?i)\b(?:open|opening|opens|touch|touching|touches|step|stepping|steps on|lift|lifting|pull|pulling|enter|entering|disturb|disturbing)\b`)
	damageRE    = regexp.MustCompile(`\b\d*d\d+\b`)
	saveRE      = regexp.MustCompile(`(?i)\bsave\s+(?:vs\.?|versus|against)`)
)

// traps returns the trap sentences of an area's description, verbatim, one
// string per trap.
func traps(text string) []string {
	var out []string
	for _, s := range sentences(text) {
		if notTrapRE.MatchString(s) && !trapWordsRE.MatchString(notTrapRE.ReplaceAllString(s, "")) {
			continue
		}
		if trapWordsRE.MatchString(s) || triggerRE.MatchString(s) && damageRE.MatchString(s) && saveRE.MatchString(s) {
			out = append(out, s)
		}
	}
	return out
}

// featureNouns are the things an area's features are named by.
var featureNouns = []string{"altar", "statue", "pool", "fountain", "throne", "bench", "table", "desk", "tub",
	"pillar", "column", "sarcophagus", "sarcophagi", "coffin", "chest", "brazier", "stove", "idol",
	"bed", "cot", "cask", "barrel", "crate", "shelf", "shelves", "tapestry", "gobelin", "inscription",
	"mural", "fresco", "bell", "cage", "forge", "anvil", "bookcase", "mirror", "lever", "chain", "cauldron",
	"shrine", "tomb", "pit", "skull", "sculpture", "rug", "carpet", "curtain", "web", "cistern", "cister",
	"oven", "furnace", "loom", "workbench", "pen", "bowl", "pile", "candle"}

// maxFeatures bounds the features listed per area.
const maxFeatures = 8

var featureWordRE = regexp.MustCompile(`^[A-Za-z][a-z'-]*$`)

// features returns the notable things of an area's description, each a
// short noun phrase ending in a feature noun with up to three words before
// it ("Big wooden tub", "iron stove", "Two benches"), in printed order.
func features(text string) []string {
	ws := words(text)
	var out []string
	for i, w := range ws {
		if len(out) == maxFeatures {
			break
		}
		if !isFeatureNoun(trimPunct(w)) || properNoun(ws, i) {
			continue
		}
		start := i
		for start > 0 && i-start < 3 && featureModifier(ws[start-1]) {
			start--
		}
		f := trimPunct(strings.Join(ws[start:i+1], " "))
		if !slices.ContainsFunc(out, func(o string) bool { return strings.EqualFold(o, f) }) {
			out = append(out, f)
		}
	}
	return out
}

// properNoun reports whether ws[i] is capitalised inside a sentence, as in
// names ("the Tomb of Ming", "the Moon Pool").
func properNoun(ws []string, i int) bool {
	return i > 0 && !endsSentence(ws[i-1]) && startsUpper(ws[i])
}

func isFeatureNoun(w string) bool {
	lw := strings.ToLower(w)
	for _, n := range featureNouns {
		if lw == n || lw == n+"s" || lw == n+"es" {
			return true
		}
	}
	return false
}

// featureModifier reports whether w may qualify a feature noun that follows:
// a plain word, not a stop word, with no punctuation after it.
func featureModifier(w string) bool {
	lw := strings.ToLower(w)
	if !featureWordRE.MatchString(w) || slices.Contains(stopWords, lw) {
		return false
	}
	_, number := numberWords[lw]
	return number || !slices.Contains([]string{"is", "be", "been", "there", "some", "this", "these", "those"}, lw)
}
