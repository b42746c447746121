package statblock

import (
	"regexp"
	"slices"
	"sort"
	"strings"
)

// PrintsStats reports whether text prints any stats: an armour class or
// hit dice label followed by a value as [Parse] reads them ("AC 6", "HD1",
// "Armor Class: 14 (11)", "Lvl 3"). Text without one holds no stat block to
// copy.
func PrintsStats(text string) bool {
	return slices.ContainsFunc(findLabels(text), func(h labelHit) bool { return h.field == "ac" || h.field == "hd" })
}

// labelHit is one label found in a stat line.
type labelHit struct {
	field             string
	start, valueStart int
	keepLabel         bool
}

// Parse splits a printed stat line or stat block (any dialect of
// [Labels]) into [StatBlock] fields, each value verbatim without its
// label. Text before the first label is the name ("Orcs: HD1 AC6 1d6" gives
// Name "Orcs"; a count in dice in brackets after it is the number
// appearing, see nameDice, and hit points in brackets the hit points, see
// nameHitPoints), but for a class and level that ends it ("Sir Hugh (F7, AC
// 2"), which is the hit dice, or the saves when hit dice are printed too.
// The 1s OCR reads as letters in rates and saves are read as 1s (see
// ocrDigits). Unlabelled compact values after AC, HD, hp or XP are sorted by
// StatBlock.compact: attack forms with their damage to Attacks ("2 claws
// 1d4/1d4, bite 1d8"), dice of hit points to HP, other dice to Damage, a
// class and level ("F2") to HD or Saves, and from the first token that is
// none of these, Special. Raw is s. Nothing printed is dropped: text that
// fits no field ends up in Special.
func Parse(s string) StatBlock {
	sb := StatBlock{Raw: s}
	text := labelBeforeHitPoints(ocrDigits(plainText(s)))
	hits := findLabels(text)
	if len(hits) == 0 {
		sb.Special = strings.TrimSpace(text)
		return sb
	}
	sb.Name = strings.Trim(text[:hits[0].start], " \t\n:;,(—-")
	var class string
	if m := nameClass.FindStringSubmatch(sb.Name); m != nil && (m[1] != "" || !strings.HasPrefix(m[2], "Normal")) { // "Normal Humans (AC 9, ...)" names B/X's monster
		sb.Name, class = strings.Trim(m[1], " \t\n:;,(—-"), m[2]
	}
	for i, h := range hits {
		end := len(text)
		if i+1 < len(hits) {
			end = hits[i+1].start
		}
		value := cleanValue(text[h.valueStart:end])
		if h.keepLabel {
			value = cleanValue(text[h.start:end])
		}
		sb.assign(h.field, value)
	}
	if m := nameDice.FindStringSubmatch(sb.Name); m != nil && sb.NumberAppearing == "" {
		sb.Name, sb.NumberAppearing = m[1], m[2]
	}
	if m := nameHitPoints.FindStringSubmatch(sb.Name); m != nil && sb.HP == "" {
		sb.Name, sb.HP = m[1], m[2]
	}
	switch {
	case class == "":
	case sb.HD == "":
		sb.HD = class
	case sb.Saves == "":
		sb.Saves = class
	default:
		sb.assign("special", class)
	}
	return sb
}

// boldRE matches a bold run of page text's markup ("**Orcs:**"): its
// text opens and closes with no space.
var boldRE = regexp.MustCompile(`\*\*([^*\s](?:[^*]*[^*\s\\])?)\*\*`)

// plainText returns s, a stat line as printed or as page text sets it
// (see package preprocess), as plain text: the marks of a bold run
// dropped ("**Orcs:** AC 6"), an escaped character read as text ("HD
// 4\*\*" is "HD 4**"), "~", "__" and no-break spaces as the text layer
// reads them. Asterisks right after a value mark it ("HD 4**", "HD 3*"),
// so a bold run opens after no letter, digit or asterisk and closes
// before none; a bold mark left without its pair is dropped (see
// strayBoldRE).
func plainText(s string) string {
	var b strings.Builder
	last := 0
	for _, m := range boldRE.FindAllStringIndex(s, -1) {
		if m[0] > 0 && isMarked(s[m[0]-1]) || m[1] < len(s) && isMarked(s[m[1]]) {
			continue
		}
		b.WriteString(s[last:m[0]] + s[m[0]+2:m[1]-2])
		last = m[1]
	}
	text := strayBoldRE.ReplaceAllString(b.String()+s[last:], "$1")
	return strings.NewReplacer(`\*`, "*", `\\`, `\`, "~", " ", "\u00a0", " ", "__", "").Replace(text)
}

// strayBoldRE matches a bold mark left without its pair, a run cut where
// the stat line was taken from its line ("**Orcs: AC 6, HD 1"): two
// asterisks after no value they could mark (a digit, an asterisk, an
// escape).
var strayBoldRE = regexp.MustCompile(`(^|[^0-9*\\])\*\*`)

// isMarked reports whether c, next to two asterisks, makes them a mark
// of a value rather than of a bold run.
func isMarked(c byte) bool {
	return c == '*' || c == '\\' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

var (
	// ocrFeetRE is a rate whose first digit OCR read as a letter, "l20'"
	// or "I20 (40)" for 120: what precedes it, then its other digits and
	// the mark or bracket after them. No word is a letter, digits and a
	// foot mark.
	ocrFeetRE = regexp.MustCompile(`(^|[\s(])[lI|](\d{1,2})(\s*(?:` + footMarks + `|\(|ft\b))`)
	// ocrSaveRE is one of OSE's five saves whose first digit OCR read as a
	// letter, "Dl2" or "W I3" for D12 and W13: the save's letter, then
	// its second digit.
	ocrSaveRE = regexp.MustCompile(`\b([DWPBS])\s?[lI|](\d)\b`)
)

// ocrDigits returns text with the 1s that OCR reads as "l", "I" or "|"
// (a scanned page's usual confusion, Tesseract's included) read as 1
// where only a number can stand: a movement rate before its foot mark
// ("l20'"), OSE's saves ("SV Dl2 Wl3 Pl4 Bl5 Sl6") and B/X's save as a
// fighter at level 1 ("SV Fl"); the space of "AL N" it loses read again
// ("ALN"); and with a square
// bracket it reads as "|" read as the bracket where a number in brackets
// follows a number, as a dual armour class prints it ("AC 5 |14]", "AC 5
// [14|"). A text layer set in type never prints these shapes, so the
// reading holds on any page.
func ocrDigits(text string) string {
	text = ocrBracketRE.ReplaceAllString(text, "${1}[${2}${3}]")
	text = ocrAlignmentRE.ReplaceAllString(ocrSaveAsRE.ReplaceAllString(text, "${1}1"), "${1}AL ${2}")
	return ocrSaveRE.ReplaceAllString(ocrFeetRE.ReplaceAllString(text, "${1}1${2}${3}"), "${1}1${2}")
}

var (
	// ocrSaveAsRE is B/X's save as a class at level 1 with its 1 read as
	// "l", "I" or "|" ("SV Fl", "Save As: Fl"): the label and the class.
	ocrSaveAsRE = regexp.MustCompile(`\b((?:SV|Save As:?|Save)\s+[FCMTDEH])[lI|]\b`)
	// ocrAlignmentRE is the alignment abbreviation run into its label, the
	// space between lost ("ALN", "ALC"), where a field opens: what opens
	// it and the letter.
	ocrAlignmentRE = regexp.MustCompile(`(^|[,;]\s*)AL([LNC])\b`)
)

// ocrBracketRE is a number in square brackets after a number, one bracket
// read as "|" ("5 |14]", "5 [14|"): the first number and the space after
// it, then the bracketed number.
var ocrBracketRE = regexp.MustCompile(`(\d\s*)(?:\|\s*([-+]?\d{1,2})\s*\]|\[\s*([-+]?\d{1,2})\s*\|)`)

// hitPointsAfterRE matches hit points printed before their label, as
// one-page dungeons and zines print them ("HD 2, AC 7, 1d8 bite, 10, 7,
// 6 hp", "12 hp"): what opens the field (the line's start or a comma or
// semicolon), the totals, and the label, set apart by a space (OSE's
// "(10hp, 6hp)" under the hit dice is no such field).
var hitPointsAfterRE = regexp.MustCompile(`(^|[,;]\s*)(\d{1,3}(?:\s*,\s*\d{1,3})*)\s+(hp|HP)\b`)

// labelBeforeHitPoints returns text with the hit points printed before
// their label outside brackets (see hitPointsAfterRE) set after it, as
// the other fields are: "10, 7, 6 hp" reads "hp 10, 7, 6".
func labelBeforeHitPoints(text string) string {
	var b strings.Builder
	last := 0
	for _, m := range hitPointsAfterRE.FindAllStringSubmatchIndex(text, -1) {
		if strings.Count(text[:m[0]], "(") > strings.Count(text[:m[0]], ")") {
			continue
		}
		b.WriteString(text[last:m[3]])
		b.WriteString(text[m[6]:m[7]] + " " + text[m[4]:m[5]])
		last = m[1]
	}
	return b.String() + text[last:]
}

// nameDice matches a name followed by a count in dice in brackets, the
// number appearing as bestiaries print it ("Crab spiders (1d4): AL N,
// ..."): the name, then the dice. A fixed count ("Goblins (4): AC 6")
// says how many stand here and stays in the name.
var nameDice = regexp.MustCompile(`^(.*?)\s*\((\d*d\d+(?:[+-]\d+)?)\)$`)

// HitPointsPattern is a regular expression of hit points as printed in
// brackets after a creature's name, the brackets aside: one total or a
// list of them, up to three digits each, and the unit ("13hp", "6, 4
// hp"); its one group is the totals.
const HitPointsPattern = `(\d{1,3}(?:\s*,\s*\d{1,3})*)\s*hp`

// nameHitPoints matches a name followed by its hit points in brackets
// (see HitPointsPattern: "Ogre (13hp): AC 5, ...", "Guards (6, 4 hp):
// ..."): the name, then the hit points.
var nameHitPoints = regexp.MustCompile(`^(.*?)\s*\(` + HitPointsPattern + `\)$`)

// nameClass matches a name ending in a character's class and level, which
// NPC lines print before the first label ("Sir Hugh (F7, AC 2, ...",
// "Brother Anselm: C3, AC 5, ...", "Sir Odo Rook (Ftr 4): AL C, ..."):
// the name, then the class and level (see [ClassLevelPattern]).
var nameClass = regexp.MustCompile(`^(.*?)[\s(:;,—-]*\b(` + ClassLevelPattern() + `)\)?$`)

// Hit is a stat label found in printed text: the field it labels and the
// byte offset where the label starts.
type Hit struct {
	Field string
	Start int
}

// LabelsIn returns the stat labels [Parse] reads in s, in printed order:
// labels of the vocabulary ([Labels]) followed by a value of their field,
// one per value. Prose ("save vs. poison") has none.
func LabelsIn(s string) []Hit {
	var out []Hit
	for _, h := range findLabels(s) {
		out = append(out, Hit{h.field, h.start})
	}
	return out
}

// findLabels returns the label hits in text ordered by position, dropping
// hits inside an earlier hit's label, hits that open a bracket after an
// earlier hit (part of its value: "HD 1 (hp 5, 4)"), and hits whose value
// does not start as the field's values do.
func findLabels(text string) []labelHit {
	var hits []labelHit
	for _, l := range statLabels {
		for _, m := range l.label.FindAllStringSubmatchIndex(text, -1) {
			start, end := m[2], m[3]
			rest := text[end:]
			sep := len(rest) - len(strings.TrimLeft(rest, " \t\n:=~."))
			if end < len(text) && isWordChar(text[end-1]) && isWordChar(text[end]) || !l.value.MatchString(rest[sep:]) && !(noValue.MatchString(rest) && opensField(text[:start])) {
				continue
			}
			hits = append(hits, labelHit{field: l.field, start: start, valueStart: end + sep, keepLabel: l.field == "special" && !strings.EqualFold(text[start:end], "special")})
		}
	}
	sort.SliceStable(hits, func(i, j int) bool {
		if hits[i].start != hits[j].start {
			return hits[i].start < hits[j].start
		}
		return hits[i].valueStart > hits[j].valueStart // longest label first
	})
	var out []labelHit
	for _, h := range hits {
		if len(out) > 0 && (h.start < out[len(out)-1].valueStart || inValueBrackets(text, out[len(out)-1].valueStart, h.start)) {
			continue // inside an earlier label, or in a value's brackets: "HD 1 (hp 5)"
		}
		out = append(out, h)
	}
	return out
}

// inValueBrackets reports whether a label at start opens a bracket right
// after the one word of the value at valueStart, which it belongs to
// ("HD 1 (hp 5, 4)"); a bracket after more words, text no label read,
// sets a field apart ("AC 6, fears fire (hp 7)").
func inValueBrackets(text string, valueStart, start int) bool {
	before := strings.TrimRight(text[:start], " ")
	return strings.HasSuffix(before, "(") && len(strings.Fields(before[min(valueStart, len(before)-1):len(before)-1])) <= 1
}

// noValue matches what follows a label printed without a value: nothing
// or a dash before the next separator or the line's end ("ML, AL C", "ML
// —, XP 10", "... MV 30ft, ML" or "ML." at its end), as a line prints a field the creature
// has none of. Such a label opens its field (see opensField); it is read
// and its field left empty.
var noValue = regexp.MustCompile(`^[ \t]*(?:[-–—]+[ \t]*)?(?:[,;)]|\.?(?:\n|$)|\.[ \t])`)

// opensField reports whether a label after before opens a field of a
// stat line: it starts the text or follows a separator (",", ";", "(" or
// a line break), not a value it would end ("1d4 Hit Points").
func opensField(before string) bool {
	before = strings.TrimRight(before, " \t")
	return before == "" || strings.ContainsAny(before[len(before)-1:], ",;(\n")
}

func isWordChar(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// cleanValue trims a value's surrounding space and separators, the "and"
// that joins the next field as a sentence lists them, a sentence full stop, a dash standing for no value, and a closing parenthesis left from an inline block
// "(AC 7, ... ML 6)".
func cleanValue(v string) string {
	v = strings.Join(strings.Fields(v), " ")
	if strings.Trim(v, " ,;-–—") == "" {
		return "" // a dash for a value not printed: "ML —"
	}
	v = strings.TrimRight(strings.TrimSuffix(strings.TrimRight(v, " ,;"), " and"), " ,;") // "and" joins the next field: "moves 12 and morale 8"
	if strings.HasSuffix(v, "(") {
		v = strings.TrimRight(strings.TrimSuffix(v, "("), " ,;") // the bracket a field set apart opens: "fears fire (hp 7)"
	}
	if strings.Count(v, ")") > strings.Count(v, "(") {
		v = strings.TrimRight(strings.TrimSuffix(v, ")"), " ,;")
	}
	if strings.HasSuffix(v, ".") && !strings.HasSuffix(v, "ea.") && !strings.HasSuffix(v, "avg.") {
		v = strings.TrimSuffix(v, ".")
	}
	return v
}
