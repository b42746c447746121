package statblock

import (
	"maps"
	"regexp"
	"slices"
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

// classAlternation is the alternation of [classAbbreviations], longest
// first.
var classAlternation = alternation(slices.Collect(maps.Keys(classAbbreviations)))

// ClassLevelPattern returns the regular expression, with no anchors and
// no capturing group, of a character's class and level as stat lines
// print them in place of hit dice: an abbreviated B/X class (fighter F,
// Ftr, Fi; cleric C, Clr, Cl; magic-user M, MU, M-U; thief T, Th, Thf;
// dwarf D, Dw; elf E; halfling H, Hf; normal man NM) and a level of one
// or two figures, joined or spaced ("F4", "MU3", "C 2", "Ftr 5", "M-U 3").
// [Parse] reads one that ends an NPC's name as its hit dice, and
// [Normalize] derives the hit dice from it (see classLevel).
func ClassLevelPattern() string {
	return `(?:` + classAlternation + `)\s?\d{1,2}`
}

// classLevelRE matches a whole class and level: the class as printed,
// then the level.
var classLevelRE = regexp.MustCompile(`^(` + classAlternation + `)\s?(\d{1,2})$`)

// maxLevelHitDice is the last level that adds a hit die in B/X: from
// 10th level on, every class gains fixed hit points and no more dice
// (Expert Set rulebook, each class's table of levels).
const maxLevelHitDice = 9

// classLevel reads a class and level ("Ftr 4", "MU3"): the class key of
// [classTables] with the level ("F4", "MU3"), and the character's hit dice
// by the B/X convention that a character has one hit die a level, up to
// maxLevelHitDice. ok is false for anything else.
func classLevel(s string) (key string, level int, hitDice float64, ok bool) {
	m := classLevelRE.FindStringSubmatch(s)
	if m == nil {
		return "", 0, 0, false
	}
	level = atoi(m[2])
	return classAbbreviations[m[1]], level, float64(min(level, maxLevelHitDice)), true
}
