package statblock

import (
	"regexp"
	"strconv"
	"strings"
)

var leadingInt = regexp.MustCompile(`^(\d+)`)

// morale reads the first number of ML ("7", "7 (9 with leader)"),
// flagging text after it and its note (see leftover).
func (z *normalizer) morale(s string) {
	if s = strings.TrimSpace(s); s == "" {
		return
	}
	if m := leadingInt.FindStringSubmatch(s); m != nil {
		z.n.Morale = intp(atoi(m[1]))
		z.leftover("morale", afterNote(s[len(m[0]):]))
		return
	}
	z.unparsed("morale")
}

// alignments spells out printed alignments (lower case): B/X letters, AD&D
// two-letter codes and Swords & Wizardry's Law, Neutrality and Chaos are
// expansions, so derived.
var alignments = map[string]string{
	"l": "Lawful", "n": "Neutral", "c": "Chaotic", "law": "Lawful", "neutrality": "Neutral", "chaos": "Chaotic",
	"lg": "Lawful Good", "ln": "Lawful Neutral", "le": "Lawful Evil", "ng": "Neutral Good",
	"tn": "True Neutral", "ne": "Neutral Evil", "cg": "Chaotic Good", "cn": "Chaotic Neutral", "ce": "Chaotic Evil",
}

var alignmentWords = regexp.MustCompile(`(?i)^(lawful|neutral|chaotic|any|true neutral)(?:\s+(good|neutral|evil))?$`)

// alignment reads AL: a word ("Chaotic", "Lawful evil") in title case, or an
// abbreviation ("C", "LE") spelled out and flagged derived.
func (z *normalizer) alignment(s string) {
	s = strings.TrimSpace(s)
	if s == "" {
		return
	}
	if full, ok := alignments[strings.ToLower(strings.Trim(s, "."))]; ok {
		z.n.Alignment = full
		z.derived("alignment")
		return
	}
	if m := alignmentWords.FindStringSubmatch(s); m != nil {
		z.n.Alignment = strings.TrimSpace(title(m[1]) + " " + title(m[2]))
		return
	}
	z.unparsed("alignment")
}

func title(s string) string {
	if s == "" {
		return ""
	}
	return strings.ToUpper(s[:1]) + strings.ToLower(s[1:])
}

var (
	xpValue = regexp.MustCompile(`^(\d{1,3}(?:,\d{3})+|\d+)\s*(?:ea\.?|each|xp)?$`)
	// xpLevel is Swords & Wizardry's challenge level and XP, "1/15", "A/5",
	// or the level and XP of the AD&D Monster Manual's "Level/X.P. Value",
	// its level in Roman numerals and its XP for each hit point after
	// the base: "II/35 + 1/hp".
	xpLevel = regexp.MustCompile(`^(?:\d+|[A-C]|[IVX]+)\s*/\s*(\d{1,3}(?:,\d{3})+|\d+)(\s*\+\s*\d+\s*/\s*hp)?$`)
)

// xp reads XP per creature: "5", "2,400", "25 ea.", the XP of a Swords
// & Wizardry "CL/XP 1/15", or the base XP of an AD&D "Level/X.P. Value
// II/35 + 1/hp", whose XP for each hit point, no field of its own, is
// flagged.
func (z *normalizer) xp(s string) {
	if s = strings.TrimSpace(s); s == "" {
		return
	}
	if m := xpLevel.FindStringSubmatch(s); m != nil {
		z.n.XP = intp(atoi(strings.ReplaceAll(m[1], ",", "")))
		z.leftover("xp", m[2])
		return
	}
	if m := xpValue.FindStringSubmatch(s); m != nil {
		z.n.XP = intp(atoi(strings.ReplaceAll(m[1], ",", "")))
		return
	}
	z.unparsed("xp")
}

var (
	naLair     = regexp.MustCompile(`^(.+?)\s*\(\s*(.+?)\s*\)$`)
	naWildLair = regexp.MustCompile(`(?i)\b(?:wild|lair)\b`)
	// naCountLabel opens Basic Fantasy's labelled counts after the bare
	// one: ", Wild 6d10", ", Lair 6d10".
	naCountLabel = regexp.MustCompile(`(?i)^\s*(?:wild|lair)\s`)
)

// numberAppearing reads NA: "2d4 (6d10)" (wandering, lair), B/X ranges
// "2-8 (6-60)" (dice derived), a single value, or Basic Fantasy
// "2d4, Wild 6d10, Lair 6d10" (the bare count wanders, Lair is the lair
// count; the wilderness count has no normalized field). A note after a
// comma past the counts is flagged, the counts read ("2d4 (3d6), the
// young stay in the lair").
func (z *normalizer) numberAppearing(s string) {
	if s = strings.TrimSpace(s); s == "" {
		return
	}
	if head, rest, ok := strings.Cut(s, ","); ok && !naWildLair.MatchString(head) && !naCountLabel.MatchString(rest) {
		z.numberAppearing(head) // a note after the counts: "2d4, see the Lair below"
		z.leftover("number_appearing", rest)
		return
	}
	wander, lair := s, ""
	if m := naLair.FindStringSubmatch(s); m != nil {
		wander, lair = m[1], m[2]
	} else if naWildLair.MatchString(s) {
		wander, lair = bfrpgCounts(s)
	}
	ok := true
	if wander != "" {
		z.n.NumberAppearing, ok = z.count(wander, "number_appearing")
	}
	if lair != "" && ok {
		z.n.NumberInLair, ok = z.count(lair, "number_in_lair")
	}
	if !ok {
		z.unparsed("number_appearing")
	}
}

// bfrpgCounts splits "2d4, Wild 6d10, Lair 6d10" into the bare and lair
// counts.
func bfrpgCounts(s string) (wander, lair string) {
	for _, part := range strings.Split(s, ",") {
		part = strings.TrimSpace(part)
		if rest, ok := strings.CutPrefix(strings.ToLower(part), "lair "); ok {
			lair = strings.TrimSpace(rest)
		} else if !naWildLair.MatchString(part) {
			wander = part
		}
	}
	return wander, lair
}

// count normalizes one count: a number, dice, or a range as dice (flagging
// field derived).
func (z *normalizer) count(s, field string) (string, bool) {
	s = strings.TrimSpace(s)
	if _, err := strconv.Atoi(s); err == nil {
		return s, true
	}
	if d, ok := normDice(s); ok {
		return d, true
	}
	if d, ok := rangeDice(s); ok {
		z.derived(field)
		return d, true
	}
	return "", false
}

var (
	ttLetter = regexp.MustCompile(`\b[A-V]\b`)
	// ttJoiner joins treasure letters in words: "C and U", "U plus V".
	ttJoiner = regexp.MustCompile(`\b(?:and|or|plus)\b`)
	ttNone   = regexp.MustCompile(`(?i)^(nil|none|-|—)$`)
)

// treasureType reads TT letters in printed order, joined by ", ": "(R) C"
// gives "R, C", "U+V" gives "U, V"; "Nil" gives none. Words besides the
// letters and their joiners are flagged (see leftover).
func (z *normalizer) treasureType(s string) {
	if s = strings.TrimSpace(s); s == "" || ttNone.MatchString(s) {
		return
	}
	letters := ttLetter.FindAllString(s, -1)
	if len(letters) == 0 {
		z.unparsed("treasure_type")
		return
	}
	z.n.TreasureType = strings.Join(letters, ", ")
	z.leftover("treasure_type", ttJoiner.ReplaceAllString(ttLetter.ReplaceAllString(s, ""), ""))
}

func itoa(v int) string { return strconv.Itoa(v) }
