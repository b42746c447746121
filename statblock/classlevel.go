package statblock

import (
	"regexp"
	"slices"
	"strings"
)

// class is one B/X character class as stat lines print it: its key in
// normalized values, its abbreviations before a level, its names spelled
// out, and its attack and saving throw table.
type class struct {
	// key is the class in [Normalized] ClassLevel and SaveAs: F, C, MU, T,
	// D, E, H or NM.
	key string
	// abbreviations are read exactly as printed ("Ftr 4", "M-U 5", "C3").
	abbreviations []string
	// names are spelled out, read in any case ("5th level Magic-User",
	// "Save As: Fighter: 2").
	names []string
	// bands are the class's attack and save values by level.
	bands []classBand
}

// classes is the one table of the B/X classes: every reader of a class
// (hit dice and saves printed as a class and level, [ClassLevelPattern],
// the compact lines' class tokens, the saves label's values) reads it.
// Demi-humans attack as fighters, and halflings save as dwarves (Basic
// p. B26, B27); sources of the bands at [monsterTHAC0].
var classes = []class{
	{"F", []string{"F", "Ftr", "Fi"}, []string{"fighter"}, []classBand{{3, 19, [5]int{12, 13, 14, 15, 16}},
		{6, 17, [5]int{10, 11, 12, 13, 14}}, {9, 14, [5]int{8, 9, 10, 10, 12}}, {12, 12, [5]int{6, 7, 8, 8, 10}}, {15, 10, [5]int{4, 5, 6, 5, 8}}}},
	{"C", []string{"C", "Clr", "Cl"}, []string{"cleric"}, []classBand{{4, 19, [5]int{11, 12, 14, 16, 15}},
		{8, 17, [5]int{9, 10, 12, 14, 12}}, {12, 14, [5]int{6, 7, 9, 11, 9}}, {16, 12, [5]int{3, 5, 7, 8, 7}}}},
	{"MU", []string{"M", "MU", "M-U"}, []string{"magic-user", "magic user"}, []classBand{{5, 19, [5]int{13, 14, 13, 16, 15}},
		{10, 17, [5]int{11, 12, 11, 14, 12}}, {15, 14, [5]int{8, 9, 8, 11, 8}}}},
	{"T", []string{"T", "Th", "Thf"}, []string{"thief"}, []classBand{{4, 19, [5]int{13, 14, 13, 16, 15}},
		{8, 17, [5]int{12, 13, 11, 14, 13}}, {12, 14, [5]int{10, 11, 9, 12, 10}}, {16, 12, [5]int{8, 9, 7, 10, 8}}}},
	{"D", []string{"D", "Dw"}, []string{"dwarf"}, dwarfBands},
	{"E", []string{"E"}, []string{"elf"}, []classBand{{3, 19, [5]int{12, 13, 13, 15, 15}},
		{6, 17, [5]int{10, 11, 11, 13, 12}}, {9, 14, [5]int{8, 9, 9, 10, 10}}, {10, 12, [5]int{6, 7, 8, 8, 8}}}},
	{"H", []string{"H", "Hf"}, []string{"halfling"}, dwarfBands},
	{"NM", []string{"NM", "NH", "N.M.", "N.H."}, []string{"normal man", "normal human"}, []classBand{{0, 20, [5]int{14, 15, 16, 17, 18}}}},
}

// dwarfBands are the dwarf's table, which halflings share.
var dwarfBands = []classBand{{3, 19, [5]int{8, 9, 10, 13, 12}}, {6, 17, [5]int{6, 7, 8, 10, 10}},
	{9, 14, [5]int{4, 5, 6, 7, 8}}, {12, 12, [5]int{2, 3, 4, 4, 6}}}

// classOf returns the class printed as s, an abbreviation or a name in
// any case (the patterns that read s say which case they take); nil for
// anything else.
func classOf(s string) *class {
	same := func(f string) bool { return strings.EqualFold(f, s) }
	for i, c := range classes {
		if slices.ContainsFunc(c.abbreviations, same) || slices.ContainsFunc(c.names, same) {
			return &classes[i]
		}
	}
	return nil
}

// classForms returns every abbreviation of the classes, or with names
// every name.
func classForms(names bool) []string {
	var out []string
	for _, c := range classes {
		if names {
			out = append(out, c.names...)
		} else {
			out = append(out, c.abbreviations...)
		}
	}
	return out
}

// classAlternation is the alternation of the classes' abbreviations, and
// classNameAlternation of their names, longest first.
var (
	classAlternation     = alternation(classForms(false))
	classNameAlternation = alternation(classForms(true))
)

// spelledLevel returns the pattern of a level in words before a class
// spelled out, as running text names a character ("5th level magic-user",
// "3rd-level Fighter"), the level and the class each in a group opened by
// open ("(" to capture them, "(?:" not to).
func spelledLevel(open string) string {
	return open + `\d{1,2})(?:st|nd|rd|th)[ -]level[ -]` + open + `(?i:` + classNameAlternation + `))`
}

// namedLevel returns the pattern of a class spelled out with its level in
// figures, as OSE and Basic Fantasy print a character ("Level 3 Fighter",
// "Magic-User 4", "Elf 2"): the word "level", the level and the class, or
// the class and the level after it, each in a group opened by open ("(" to
// capture them, "(?:" not to), the level's group first in the first form
// and second in the other.
func namedLevel(open string) string {
	return `(?i:level)\s` + open + `\d{1,2})\s` + open + `(?i:` + classNameAlternation + `))|` +
		open + `(?i:` + classNameAlternation + `))\s` + open + `\d{1,2})`
}

// zeroLevel returns the pattern of a person of no class, whom B/X and OSE
// print as a normal man or a level-0 human ("normal human", "normal men",
// "0-level human", "zero-level", "level 0"), in a group opened by open.
func zeroLevel(open string) string {
	return open + `(?i:normal\s(?:man|men|human|humans)|(?:0|zero)[ -]level(?:\s(?:human|humans|man|men))?|level\s0))`
}

// normalManHitDice are a normal man's hit dice: half a die (Old-School
// Essentials, "Normal Human": HD ½, 1d4 hit points).
const normalManHitDice = 0.5

// ClassLevelPattern returns the regular expression, with no anchors and
// no capturing group, of a character's class and level as stat lines
// print them in place of hit dice: an abbreviated B/X class (fighter F,
// Ftr, Fi; cleric C, Clr, Cl; magic-user M, MU, M-U; thief T, Th, Thf;
// dwarf D, Dw; elf E; halfling H, Hf; normal man NM, NH) and a level of
// one or two figures, joined or spaced ("F4", "MU3", "C 2", "Ftr 5", "M-U
// 3"), a level in words before the class spelled out ("5th level
// magic-user", "3rd-level fighter"), or the class spelled out with the
// level in figures ("Level 3 Fighter", "Magic-User 4", "Elf 2"; see
// namedLevel), or a person of no class (see zeroLevel: "normal human",
// "0-level human").
// [Parse] reads one that ends an NPC's name as its hit dice, and
// [Normalize] derives the hit dice from it (see classLevel).
func ClassLevelPattern() string {
	return `(?:(?:` + classAlternation + `)\s?\d{1,2}|` + spelledLevel("(?:") + `|` + namedLevel("(?:") + `|` + zeroLevel("(?:") + `)`
}

// classLevelRE matches a whole class and level: the class as printed,
// then the level, in its groups as ClassLevelPattern's forms print them.
var classLevelRE = regexp.MustCompile(`^(?:(` + classAlternation + `)\s?(\d{1,2})|` + spelledLevel("(") + `|` + namedLevel("(") + `|` + zeroLevel("(") + `)$`)

// maxLevelHitDice is the last level that adds a hit die in B/X: from
// 10th level on, every class gains fixed hit points and no more dice
// (Expert Set rulebook, each class's table of levels).
const maxLevelHitDice = 9

// classLevel reads a class and level ("Ftr 4", "MU3", "5th level
// magic-user", "Level 3 Fighter", "Magic-User 4"): the class's key with
// the level ("F", 4; "MU", 3), and the character's hit dice by the B/X
// convention that a character has one hit die a level, up to
// maxLevelHitDice; a normal man ("normal human", "0-level human") is NM
// at level 0 with normalManHitDice. ok is false for anything else.
func classLevel(s string) (key string, level int, hitDice float64, ok bool) {
	m := classLevelRE.FindStringSubmatch(s)
	if m == nil {
		return "", 0, 0, false
	}
	var printed string
	switch {
	case m[1] != "":
		printed, level = m[1], atoi(m[2])
	case m[4] != "":
		printed, level = m[4], atoi(m[3])
	case m[6] != "":
		printed, level = m[6], atoi(m[5])
	case m[9] != "":
		return "NM", 0, normalManHitDice, true // "normal human", "0-level human"
	default:
		printed, level = m[7], atoi(m[8])
	}
	return classOf(printed).key, level, float64(min(level, maxLevelHitDice)), true
}

// classBandOf returns the band of the class keyed key at level, and false
// for an unknown class or a level past its table.
func classBandOf(key string, level int) (classBand, bool) {
	for _, c := range classes {
		if c.key != key {
			continue
		}
		for _, b := range c.bands {
			if level <= b.upTo {
				return b, true
			}
		}
	}
	return classBand{}, false
}
