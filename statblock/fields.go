package statblock

import (
	"regexp"
	"strconv"
	"strings"
)

var (
	acDual    = regexp.MustCompile(`^(-?\d+)\s*\[\s*(-?\d+)\s*\]`)
	acBFRPG   = regexp.MustCompile(`^(\d+)\s*\(\s*(\d+)\s*\)`)
	acAscOnly = regexp.MustCompile(`^\[\s*(\d+)\s*\]`)
	acSingle  = regexp.MustCompile(`^(-?\d+)(?:\s|$|[,;(])`)
	minusSign = strings.NewReplacer("−", "-", "–", "-", "—", "-")
)

// armourClass reads AC. A lone value of 9 or less is descending (B/X AC 9 is
// unarmoured) and of 10 or more ascending (AAC 10 is unarmoured); the other
// notation is derived as 19 minus the value. An armour note in brackets may
// follow ("7 (leather)"); other text after the value is flagged (see
// leftover).
func (z *normalizer) armourClass(s string) {
	s = minusSign.Replace(strings.TrimSpace(s))
	if s == "" {
		return
	}
	if m := acDual.FindStringSubmatch(s); m != nil {
		z.n.AC, z.n.AAC, z.n.ACNotation = intp(atoi(m[1])), intp(atoi(m[2])), "both"
		z.leftover("ac", afterNote(s[len(m[0]):]))
		return
	}
	if m := acBFRPG.FindStringSubmatch(s); m != nil && atoi(m[1]) >= 10 {
		z.ascending(atoi(m[1]))
		z.n.AACUnarmoured = intp(atoi(m[2]))
		z.leftover("ac", afterNote(s[len(m[0]):]))
		return
	}
	if m := acAscOnly.FindStringSubmatch(s); m != nil {
		z.ascending(atoi(m[1]))
		z.leftover("ac", afterNote(s[len(m[0]):]))
		return
	}
	m := acSingle.FindStringSubmatch(s + " ")
	switch {
	case m == nil:
		z.unparsed("ac")
		return
	case atoi(m[1]) >= 10:
		z.ascending(atoi(m[1]))
	default:
		z.n.AC, z.n.AAC, z.n.ACNotation = intp(atoi(m[1])), intp(19-atoi(m[1])), "descending"
		z.derived("aac")
	}
	z.leftover("ac", afterNote(s[len(m[1]):]))
}

func (z *normalizer) ascending(aac int) {
	z.n.AAC, z.n.AC, z.n.ACNotation = intp(aac), intp(19-aac), "ascending"
	z.derived("ac")
}

var (
	hdDice = regexp.MustCompile(`^(\d+|½|¼|1/2|1/4)\s*(?:([+\-–−])\s*(\d+))?\s*(\**)\s*(?:\(([^)]*)\))?$`)
	hdHP   = regexp.MustCompile(`(?i)^(\d*d\d+|\d+\s*[-–]\s*\d+)\s*(?:hit points|hp)$`)
	hdNote = regexp.MustCompile(`(?i)^(\d+(?:\s*(?:hp)?\s*,\s*\d+)*)\s*(?:hp|hit points)(?:\s+(?:each|ea\.?))?$|^(?:hp|hit points)\s*:?\s*(\d+(?:\s*,\s*\d+)*)$|^(\d+\s*-\s*\d+|\d*d\d+)\s*(?:hit points|hp)$`)
)

// hitDice reads HD: a die count with an optional modifier and asterisks and
// an optional note of hit points ("1 (4hp)", B/X "½ (1-4 hit points)"
// whose range becomes hp dice, derived), Basic Fantasy "1d4 Hit Points"
// (hp dice, no hit dice), AD&D "1-6 hit points" (hp dice from the range,
// derived), or a class level ("F3", "Ftr 3"), whose hit-die count is
// derived by the B/X convention, one a level up to 9th (see classLevel).
func (z *normalizer) hitDice(s string) {
	s = minusSign.Replace(strings.TrimSpace(s))
	if s == "" {
		return
	}
	if m := hdHP.FindStringSubmatch(s); m != nil {
		if d, ok := normDice(m[1]); ok {
			z.n.HPDice = d
		} else if d, ok := rangeDice(m[1]); ok {
			z.n.HPDice = d
			z.derived("hp_dice")
		}
		return
	}
	if cls, level, hd, ok := classLevel(s); ok {
		z.n.ClassLevel = cls + strconv.Itoa(level)
		z.n.HitDice = floatp(hd)
		z.derived("hit_dice")
		return
	}
	m := hdDice.FindStringSubmatch(s)
	if m == nil {
		z.unparsed("hd")
		return
	}
	z.n.HitDice = floatp(hdCount(m[1]))
	if m[3] != "" {
		z.n.HDModifier = atoi(m[3])
		if m[2] != "+" { // a hyphen, or the en dash or minus sign of typeset text ("1–1")
			z.n.HDModifier = -z.n.HDModifier
		}
	}
	z.n.HDAsterisks = len(m[4])
	if m[5] != "" {
		z.hdNote(m[5])
	}
}

// hdNote reads the parenthesis after hit dice: "4hp", "4hp each" (every
// one of a group alike), OSE's list of a group's "9, 7hp" or "9hp, 7hp", a list before the unit spelled out
// ("14, 9 hit points"), or Labyrinth Lord's "hp 5, 4" is the hit points,
// one a creature (unless hp are printed apart), "1d4 hp" or "1-4 hit
// points" the hp dice.
func (z *normalizer) hdNote(note string) {
	m := hdNote.FindStringSubmatch(note)
	switch {
	case m == nil:
		z.unparsed("hd")
	case m[1]+m[2] != "" && strings.TrimSpace(z.sb.HP) == "":
		for _, v := range strings.Split(m[1]+m[2], ",") {
			z.n.HitPoints = append(z.n.HitPoints, atoi(strings.TrimSpace(strings.TrimSuffix(strings.ToLower(strings.TrimSpace(v)), "hp"))))
		}
	case m[3] != "":
		if d, ok := normDice(m[3]); ok {
			z.n.HPDice = d
		} else if d, ok := rangeDice(m[3]); ok {
			z.n.HPDice = d
			z.derived("hp_dice")
		}
	}
}

func hdCount(s string) float64 {
	switch s {
	case "½", "1/2":
		return 0.5
	case "¼", "1/4":
		return 0.25
	}
	return float64(atoi(s))
}

var (
	hpList  = regexp.MustCompile(`^\d+(?:\s*,\s*\d+)*`)
	hpDice  = regexp.MustCompile(`^(\d*d\d+(?:[+-]\d+)?)(?i:\s*(?:hp|hit points))?$`)
	hpBoxes = regexp.MustCompile(`^[☐□]+(?:\s+[☐□]+)*$`)
	// hpCountedBoxes is Basic Fantasy's hit-point boxes, each creature's
	// hit points printed before its row of boxes: "6 ☐☐☐☐☐☐ 5 ☐☐☐☐☐".
	hpCountedBoxes = regexp.MustCompile(`^\d+\s*[☐□]+(?:\s+\d+\s*[☐□]+)*$`)
	hpCount        = regexp.MustCompile(`\d+`)
	hpNote         = regexp.MustCompile(`^\s*(?:each|ea\.?|\(?\s*avg\.?\s*\)?|\(?\s*average\s*\)?)?\s*$`)
	// hpRolled is the dice a creature's hit points were rolled on,
	// printed in brackets after them: "22 (4d8+4)".
	hpRolled = regexp.MustCompile(`^\s*\(\s*(\d*d\d+(?:\s*[+-]\s*\d+)?)\s*\)\s*$`)
)

// hitPoints reads hp: "4, 3, 7", "5", "3 each", "13 (avg)", a total and
// the dice it was rolled on "22 (4d8+4)", dice "1d6" (or
// "1d4 hp" as an unlabelled compact value gives them), or
// checkbox groups "☐☐☐ ☐☐" (one group per creature, one box per point),
// or Basic Fantasy's groups each after its number "6 ☐☐☐☐☐☐ 5 ☐☐☐☐☐" (the
// numbers are the hit points).
func (z *normalizer) hitPoints(s string) {
	s = strings.TrimSpace(s)
	switch {
	case s == "":
	case hpDice.MatchString(s):
		z.n.HPDice = hpDice.FindStringSubmatch(s)[1]
	case hpBoxes.MatchString(s):
		for _, g := range strings.Fields(s) {
			z.n.HitPoints = append(z.n.HitPoints, len([]rune(g)))
		}
	case hpCountedBoxes.MatchString(s):
		for _, v := range hpCount.FindAllString(s, -1) {
			z.n.HitPoints = append(z.n.HitPoints, atoi(v))
		}
	default:
		list := hpList.FindString(s)
		rolled := hpRolled.FindStringSubmatch(s[len(list):])
		if list == "" || !hpNote.MatchString(s[len(list):]) && rolled == nil {
			z.unparsed("hp")
			return
		}
		if rolled != nil {
			z.n.HPDice, _ = normDice(rolled[1])
		}
		for _, v := range strings.Split(list, ",") {
			z.n.HitPoints = append(z.n.HitPoints, atoi(strings.TrimSpace(v)))
		}
	}
}

var thac0Dual = regexp.MustCompile(`^(\d+)\s*(?:\[\s*([+-]?\d+)\s*\])?$`)

// attackValues reads THAC0 and attack bonus, deriving each from the other
// (B/X: bonus = 19 − THAC0), or both from hit dice or class level.
func (z *normalizer) attackValues(thac0, bonus string) {
	thac0, bonus = minusSign.Replace(strings.TrimSpace(thac0)), minusSign.Replace(strings.TrimSpace(bonus))
	if m := thac0Dual.FindStringSubmatch(thac0); m != nil {
		z.n.THAC0 = intp(atoi(m[1]))
		if m[2] != "" {
			z.n.AttackBonus = intp(atoi(m[2]))
		}
	} else if thac0 != "" {
		z.unparsed("thac0")
	}
	if bonus != "" {
		if v, err := strconv.Atoi(strings.TrimPrefix(bonus, "+")); err == nil {
			z.n.AttackBonus = intp(v)
		} else {
			z.unparsed("attack_bonus")
		}
	}
	switch {
	case z.n.THAC0 != nil && z.n.AttackBonus == nil:
		z.n.AttackBonus = intp(19 - *z.n.THAC0)
		z.derived("attack_bonus")
	case z.n.THAC0 == nil && z.n.AttackBonus != nil:
		z.n.THAC0 = intp(19 - *z.n.AttackBonus)
		z.derived("thac0")
	case z.n.THAC0 == nil && z.isBX():
		z.thac0FromHD()
	}
}

// thac0FromHD derives THAC0 and bonus from the class level or hit dice.
func (z *normalizer) thac0FromHD() {
	var t int
	switch {
	case z.n.ClassLevel != "":
		cls, level, _, _ := classLevel(z.n.ClassLevel)
		b, ok := classBandOf(cls, level)
		if !ok {
			return
		}
		t = b.thac0
	case z.n.HitDice != nil:
		t = monsterTHAC0(*z.n.HitDice, z.n.HDModifier > 0)
	default:
		return
	}
	z.n.THAC0, z.n.AttackBonus = intp(t), intp(19-t)
	z.derived("thac0")
	z.derived("attack_bonus")
}

func atoi(s string) int {
	v, _ := strconv.Atoi(s)
	return v
}

func floatp(v float64) *float64 { return &v }
