package statblock

import (
	"reflect"
	"regexp"
	"slices"
	"strings"
)

// valueHead matches the part of a value its field owns when compact,
// unlabelled values may follow it ("8 1d8 F2" after AC owns "8", "7 need a
// silver weapon to hit" after ML owns "7").
var valueHead = map[string]*regexp.Regexp{
	"ac":     regexp.MustCompile(`^[-−–]?\d+(?:\s*\[[-+−]?\d+\])?(?:\s*\([^)]*\))?`),
	"hd":     regexp.MustCompile(`^(?:\d*d\d+(?:\s*(?i:hit points|hp))?|\d+\s*[-–]\s*\d+\s*(?i:hit points|hp)\b|(?:\d+\s*[+\-–−]\s*\d+|\d+/\d+|\d+|½|¼)\**(?:\s*\([^)]*\))?|[A-Z]{1,2}\d+)`),
	"hp":     regexp.MustCompile(`^(?:\d+d\d+(?:[+-]\d+)?|[☐□]+(?:\s+[☐□]+)*|\d+\s*[☐□]+(?:\s+\d+\s*[☐□]+)*|\d+\b(?:\s*,\s*\d+\b)*)(?:\s*(?:each|ea\.|\(avg\.?\)|avg\.?|average|\(\d*d\d+(?:\s*[+-]\s*\d+)?\)))?`),
	"xp":     regexp.MustCompile(`^(?:\d+|[A-C])\s*/\s*\d[\d,]*|^\d{1,3}(?:,\d{3})+(?:\s*(?:ea\.|each))?|^\d+(?:\s*(?:ea\.|each))?`),
	"morale": regexp.MustCompile(`^\d+(?:\s*\([^)]*\))?`),
	// alignment: a word or two ("Chaotic", "Lawful evil", "Neutrality"),
	// or a letter code ("C", "LE"); a note after it ("CE; see NEW
	// MONSTERS") is no part of it.
	"alignment": regexp.MustCompile(`^(?i:(?:lawful|neutral|chaotic|true neutral|any)(?:\s+(?:good|neutral|evil))?|neutrality|law|chaos)\b|^(?:[LNC][GNE]?|TN)\b`),
}

// head returns the part of value that field owns: by [valueHead], or for
// movement everything before the first damage dice or class and level
// ("120' (40') 2d8 F12" owns "120' (40')"): compact lines print those
// unlabelled after the last labelled value.
func head(field, value string) string {
	if re, ok := valueHead[field]; ok {
		h := re.FindString(value)
		if field == "hp" {
			h = hitPointsHead(h, value[len(h):])
		}
		return h
	}
	if field != "movement" {
		return ""
	}
	for i, r := range value {
		if i > 0 && r != ' ' && value[i-1] == ' ' && (compactToken(strings.TrimRight(strings.Fields(value[i:])[0], ",;")) || attackRun(value[i:]) != "") {
			return strings.TrimRight(value[:i], " ,;")
		}
	}
	return ""
}

// hitPointsHead returns h, a list of hit points read at the start of a
// value, without its last number when that number and rest, the text
// after h, print attacks with their count (see attackRun): "hp 21, 2
// claws 1d4/1d4" lists 21 hit points, and the 2 counts the claws.
func hitPointsHead(h, rest string) string {
	i := strings.LastIndex(h, ",")
	if i < 0 || attackRun(strings.TrimSpace(h[i+1:])+rest) == "" || !strings.HasPrefix(rest, " ") {
		return h
	}
	return strings.TrimRight(h[:i], " ")
}

// compactToken reports whether w is an unlabelled value of a compact line:
// damage dice ("2d8", "1d4/1d4") or a class and level ("F12").
func compactToken(w string) bool {
	return diceToken.MatchString(w) || saveToken.MatchString(w) && strings.ContainsAny(w, "0123456789")
}

var (
	diceToken = regexp.MustCompile(`^(?:\d+×)?\d*d\d+(?:[+-]\d+)?(?:/(?:\d+×)?\d*d\d+(?:[+-]\d+)?)*$`)
	// saveToken is a class, with its level or without (see classes).
	saveToken = regexp.MustCompile(`^(?:` + classAlternation + `)\d*$`)
	// hpUnit is the unit that makes dice before it the hit points ("1d4
	// hp, D 1d4"), with the separator after it.
	hpUnit = regexp.MustCompile(`^(?i:hp|hit points)\b[,;]?\s*`)
	// toHit is a to-hit bonus printed before its words, in place of a
	// label ("+2 to hit", "-1 to-hit"): the bonus.
	toHit = regexp.MustCompile(`^([+−-]\d{1,2})\s+to[ -]hit\b`)
	// classLevelNumber is a level printed apart from its class letter.
	classLevelNumber = regexp.MustCompile(`^\d{1,2}$`)
)

// assign stores value in field, splitting compact unlabelled values off
// the fields of [valueHead] and sorting them after the field is stored. A
// second value for a field is appended after "; ".
func (sb *StatBlock) assign(field, value string) {
	rest := ""
	if h := head(field, value); h != "" {
		value, rest = h, strings.TrimSpace(value[len(h):])
	}
	if p := sb.field(field); *p != "" && value != "" {
		*p += "; " + value
	} else if value != "" {
		*p = value
	}
	sb.compact(rest)
}

// compact sorts the unlabelled tokens of a compact stat line: attack
// forms with their damage to Attacks ("claw 2d6", "2 claws 1d4/1d4, bite
// 1d8", "bite for 1d6"; see attackRun); dice with the unit of hit
// points to HP ("HD 1/2, 1d4 hp, D 1d4"); a bonus before "to hit" to
// AttackBonus ("HD 1, +2 to hit"); other dice to Damage (consecutive
// dice kept together, "8×3d6 4d8"); a class and level ("F2")
// to HD when it comes before any damage and no HD is printed (TSR "AC 2,
// C1, hp 5"), else to Saves ("HD 2 AC 8 1d8 F2", "AC 5 1d6 E1", a level
// printed apart from its class letter "M 9" kept with it); and from
// the first other token on, the rest verbatim to Special.
func (sb *StatBlock) compact(rest string) {
	var dice []string
	for rest = strings.TrimLeft(rest, ",;. "); rest != ""; rest = strings.TrimLeft(rest, ",; ") {
		tok, after, _ := strings.Cut(rest, " ")
		word := strings.TrimRight(tok, ",;")
		class := saveToken.MatchString(word)
		if next, more, _ := strings.Cut(after, " "); class && word == tok && !strings.ContainsAny(word, "0123456789") &&
			classLevelNumber.MatchString(strings.TrimRight(next, ",;")) {
			word, after = word+" "+strings.TrimRight(next, ",;"), more // a class and its level apart: "M 9"
		}
		switch {
		case sb.Attacks == "" && sb.Damage == "" && len(dice) == 0 && attackRun(rest) != "":
			run := attackRun(rest)
			sb.Attacks, after = run, strings.TrimSpace(rest[len(run):]) // attacks with their damage: "claw 2d6", "2 claws 1d4/1d4, bite 1d8"
		case toHit.MatchString(rest) && sb.AttackBonus == "":
			m := toHit.FindStringSubmatch(rest)
			sb.AttackBonus, after = m[1], rest[len(m[0]):] // a bonus before its words: "+2 to hit"
		case diceToken.MatchString(word) && hpUnit.MatchString(after) && sb.HP == "":
			unit := hpUnit.FindString(after)
			sb.HP, after = word+" "+strings.TrimRight(unit, ", ;"), strings.TrimPrefix(after, unit) // hit points rolled: "1d4 hp"
		case diceToken.MatchString(word):
			dice = append(dice, word)
		case class && sb.HD == "" && len(dice) == 0 && sb.Damage == "":
			sb.HD = word
		case class && sb.Saves == "":
			sb.Saves = word
		default:
			sb.assign("special", cleanValue(rest))
			after = ""
		}
		rest = after
	}
	if len(dice) > 0 {
		sb.assign("damage", strings.Join(dice, " "))
	}
}

// field returns a pointer to the StatBlock field with JSON name name, or to
// Special for a name StatBlock does not have.
func (sb *StatBlock) field(name string) *string {
	i := slices.Index(printedFields, name)
	if i < 0 {
		return &sb.Special
	}
	return reflect.ValueOf(sb).Elem().Field(i).Addr().Interface().(*string)
}

// Fields returns how many stat fields sb prints (0 to 14): its values but
// the name, the special notes and the raw text ("HD 6" prints one, "AC 7,
// HD 1/2" two).
func (sb StatBlock) Fields() int {
	n := 0
	for _, name := range printedFields {
		if name != "name" && name != "special" && name != "raw" && strings.TrimSpace(*sb.field(name)) != "" {
			n++
		}
	}
	return n
}

// Complete returns sb with each empty field taken from more, another
// printing of the same creature's stats (a line in its area and the block
// of a monster appendix, which print different fields), and Raw the two
// printings one after the other, or the one of them that holds the other.
// Name and the fields sb prints stay sb's.
func (sb StatBlock) Complete(more StatBlock) StatBlock {
	for _, name := range printedFields {
		if p := sb.field(name); *p == "" && name != "raw" {
			*p = *more.field(name)
		}
	}
	switch {
	case strings.Contains(sb.Raw, more.Raw):
	case strings.Contains(more.Raw, sb.Raw):
		sb.Raw = more.Raw
	default:
		sb.Raw = strings.TrimSpace(sb.Raw + "\n" + more.Raw)
	}
	return sb
}
