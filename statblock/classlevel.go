package statblock

import (
	"maps"
	"regexp"
	"slices"
	"strings"
)

// classAbbreviations maps the abbreviations of the B/X classes that stat
// lines print before a level to the class key of [classTables] ("Ftr 4"
// and "F4" are both a 4th level fighter, "M-U 3" and "MU3" a magic-user,
// MU kept as printed): fighter F, Ftr, Fi; cleric C, Clr, Cl; magic-user
// M, MU, M-U; thief T, Th, Thf; dwarf D, Dw; elf E; halfling H, Hf;
// normal man NM.
var classAbbreviations = map[string]string{
	"F": "F", "Ftr": "F", "Fi": "F",
	"C": "C", "Clr": "C", "Cl": "C",
	"M": "M", "MU": "MU", "M-U": "MU",
	"T": "T", "Th": "T", "Thf": "T",
	"D": "D", "Dw": "D",
	"E": "E",
	"H": "H", "Hf": "H",
	"NM": "NM",
}

// classNames maps the B/X classes spelled out, lower case, to the class
// key of [classTables].
var classNames = map[string]string{
	"fighter": "F", "cleric": "C", "magic-user": "M", "magic user": "M", "thief": "T",
	"dwarf": "D", "elf": "E", "halfling": "H",
}

// classAlternation is the alternation of [classAbbreviations], and
// classNameAlternation of [classNames], longest first.
var (
	classAlternation     = alternation(slices.Collect(maps.Keys(classAbbreviations)))
	classNameAlternation = alternation(slices.Collect(maps.Keys(classNames)))
)

// spelledLevel returns the pattern of a level in words before a class
// spelled out, as running text names a character ("5th level magic-user",
// "3rd-level Fighter"), the level and the class each in a group opened by
// open ("(" to capture them, "(?:" not to).
func spelledLevel(open string) string {
	return open + `\d{1,2})(?:st|nd|rd|th)[ -]level[ -]` + open + `(?i:` + classNameAlternation + `))`
}

// ClassLevelPattern returns the regular expression, with no anchors and
// no capturing group, of a character's class and level as stat lines
// print them in place of hit dice: an abbreviated B/X class (fighter F,
// Ftr, Fi; cleric C, Clr, Cl; magic-user M, MU, M-U; thief T, Th, Thf;
// dwarf D, Dw; elf E; halfling H, Hf; normal man NM) and a level of one
// or two figures, joined or spaced ("F4", "MU3", "C 2", "Ftr 5", "M-U 3"),
// or a level in words before the class spelled out ("5th level
// magic-user", "3rd-level fighter").
// [Parse] reads one that ends an NPC's name as its hit dice, and
// [Normalize] derives the hit dice from it (see classLevel).
func ClassLevelPattern() string {
	return `(?:(?:` + classAlternation + `)\s?\d{1,2}|` + spelledLevel("(?:") + `)`
}

// classLevelRE matches a whole class and level: the class as printed,
// then the level.
var classLevelRE = regexp.MustCompile(`^(?:(` + classAlternation + `)\s?(\d{1,2})|` + spelledLevel("(") + `)$`)

// maxLevelHitDice is the last level that adds a hit die in B/X: from
// 10th level on, every class gains fixed hit points and no more dice
// (Expert Set rulebook, each class's table of levels).
const maxLevelHitDice = 9

// classLevel reads a class and level ("Ftr 4", "MU3", "5th level
// magic-user"): the class key of
// [classTables] with the level ("F4", "MU3"), and the character's hit dice
// by the B/X convention that a character has one hit die a level, up to
// maxLevelHitDice. ok is false for anything else.
func classLevel(s string) (key string, level int, hitDice float64, ok bool) {
	m := classLevelRE.FindStringSubmatch(s)
	if m == nil {
		return "", 0, 0, false
	}
	key, level = classAbbreviations[m[1]], atoi(m[2])
	if m[1] == "" {
		key, level = classNames[strings.ToLower(m[4])], atoi(m[3])
	}
	return key, level, float64(min(level, maxLevelHitDice)), true
}
