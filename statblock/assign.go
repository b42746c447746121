package statblock

import (
	"reflect"
	"regexp"
	"slices"
	"strings"
)

// valueHead matches the part of a value its field owns when compact,
// unlabelled values may follow it ("8 1d8 F2" after AC owns "8").
var valueHead = map[string]*regexp.Regexp{
	"ac": regexp.MustCompile(`^[-−–]?\d+(?:\s*\[[-+−]?\d+\])?(?:\s*\([^)]*\))?`),
	"hd": regexp.MustCompile(`^(?:\d*d\d+(?:\s*(?i:hit points|hp))?|\d+\s*-\s*\d+\s*(?i:hit points|hp)\b|(?:\d+\s*[+-]\s*\d+|\d+/\d+|\d+|½|¼)\**(?:\s*\([^)]*\))?|[A-Z]{1,2}\d+)`),
	"hp": regexp.MustCompile(`^(?:\d+d\d+(?:[+-]\d+)?|[☐□]+(?:\s+[☐□]+)*|\d+(?:\s*,\s*\d+)*)(?:\s*(?:each|ea\.|\(avg\.?\)|avg\.?|average))?`),
	"xp": regexp.MustCompile(`^(?:\d+|[A-C])\s*/\s*\d[\d,]*|^\d{1,3}(?:,\d{3})+(?:\s*(?:ea\.|each))?|^\d+(?:\s*(?:ea\.|each))?`),
}

var (
	diceToken = regexp.MustCompile(`^(?:\d+×)?\d*d\d+(?:[+-]\d+)?(?:/(?:\d+×)?\d*d\d+(?:[+-]\d+)?)*$`)
	saveToken = regexp.MustCompile(`^(?:F|C|M|MU|T|D|E|H|NM|NH)\d*$`)
)

// assign stores value in field, splitting compact unlabelled values off
// the fields of [valueHead] and sorting them after the field is stored. A
// second value for a field is appended after "; ".
func (sb *StatBlock) assign(field, value string) {
	rest := ""
	if re, ok := valueHead[field]; ok {
		if head := re.FindString(value); head != "" {
			value, rest = head, strings.TrimSpace(value[len(head):])
		}
	}
	if p := sb.field(field); *p != "" && value != "" {
		*p += "; " + value
	} else if value != "" {
		*p = value
	}
	sb.compact(rest)
}

// compact sorts the unlabelled tokens of a compact stat line: dice to Damage
// (consecutive dice kept together, "8×3d6 4d8"); a class and level ("F2")
// to HD when it comes before any damage and no HD is printed (TSR "AC 2,
// C1, hp 5"), else to Saves ("HD 2 AC 8 1d8 F2", "AC 5 1d6 E1"); and from
// the first other token on, the rest verbatim to Special.
func (sb *StatBlock) compact(rest string) {
	var dice []string
	for rest = strings.TrimLeft(rest, ",;. "); rest != ""; rest = strings.TrimLeft(rest, ",; ") {
		tok, after, _ := strings.Cut(rest, " ")
		word := strings.TrimRight(tok, ",;")
		switch {
		case diceToken.MatchString(word):
			dice = append(dice, word)
		case saveToken.MatchString(word) && sb.HD == "" && len(dice) == 0 && sb.Damage == "":
			sb.HD = word
		case saveToken.MatchString(word) && sb.Saves == "":
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
