package statblock

import (
	"regexp"
	"strings"

	"github.com/scriptorium/scriptorium/naming"
)

// formWords is an attack form as compact lines print it, a word or
// three ("bite", "Claws", "tail lash"); diceList the damage of one
// attack or of each of a form's attacks ("1d6", "1d4/1d4"); clause one
// attack of a compact line without its rider ("2 claws 1d4/1d4", "bite
// for 1d6", "2 claws (1d4)").
const (
	formWords = `[A-Za-z][a-z'-]*(?:\s+[a-z][a-z'-]*){0,2}?`
	diceList  = `\d*d\d+(?:[+-]\d+)?(?:\s*/\s*\d*d\d+(?:[+-]\d+)?)*`
	clause    = `(?:\d+\s+)?(?:` + bonusWord + `\s+)?` + formWords + `\s+(?:` + bonusWord + `,?\s+)?(?:for\s+)?(?:` + diceList + `\b|\(` + diceList + `\))`
	// bonusWord is a to-hit bonus as a word of its own ("+2", "−1").
	bonusWord = `[+−-]\d{1,2}\b`
)

var (
	attackAt  = regexp.MustCompile(`^` + clause)
	attackEnd = regexp.MustCompile(`^\s*(?:$|[,;)]|and\s)`)
	attackOn  = regexp.MustCompile(`^\s*(?:,|and\s)\s*`)
	// noteWords is words in lower case after an attack's damage.
	noteWords = regexp.MustCompile(`^(?:\s+[a-z][a-z'-]*)+`)
)

// attackNote returns the note that opens rest, the text after an attack's
// damage, when one runs to the end of the attack's field (see attackEnd):
// words after the dice are a note on the attack ("bite 1d10 each round"),
// whose damage is the dice. Words that open with "damage" make the dice
// the object of a sentence's verb, no attack's ("suffer 1d8 damage by the
// gas"). "" when no note opens rest.
func attackNote(rest string) string {
	n := noteWords.FindString(rest)
	if n == "" || strings.HasPrefix(strings.TrimSpace(n), "damage") || !attackEnd.MatchString(rest[len(n):]) {
		return ""
	}
	return n
}

// attackRun returns the attacks of a compact line that open s, each a
// form and its damage (see attackClause), one or more in a row joined by
// commas or "and", each ending where its field does (at a separator or
// the end), a note after its damage with it (see attackNote): "2 claws
// 1d4/1d4, bite 1d8, MV 12" gives "2 claws 1d4/1d4, bite 1d8", "2 claws
// 1d6/1d6 and bite 1d10 each round, ML 10" all before ", ML 10";
// "suffer 1d8 damage" is prose, no attack. "" when none opens s.
func attackRun(s string) string {
	read, next := 0, 0
	for {
		m := attackAt.FindString(s[next:])
		if m != "" {
			m += attackNote(s[next+len(m):])
		}
		if m == "" || !attackEnd.MatchString(s[next+len(m):]) {
			return s[:read]
		}
		read = next + len(m)
		sep := attackOn.FindString(s[read:])
		if sep == "" {
			return s[:read]
		}
		next = read + len(sep)
	}
}

var (
	// oseAttack is one OSE attack "2 × claw (1d3)", or one of Swords &
	// Wizardry "1 weapon (1d8)" or "weapon (1d6)" (one attack), after the
	// "and" that joins it to the one before ("2 × claw (1d4) and 1 × bite
	// (1d6)") or the "or" that offers it instead ("2 × claw (1d4) or 1 ×
	// weapon (1d8)"): the joiner, the count, the form and the damage.
	oseAttack = regexp.MustCompile(`(?:\b(and|or)\s+)?(?:(\d+)\s*(?:[×x]\s*)?)?(\pL[^,()\[\]]*?)\s*\(([^)]*)\)`)
	// attackForm is one B/X attack "2 claws" or "1 weapon" or "1".
	attackForm = regexp.MustCompile(`^(\d+)\s*([\pL][\pL '-]*)?$`)
	// loneForm is an attack form named alone, without a count: "mace".
	loneForm = regexp.MustCompile(`^[\pL][\pL '-]*$`)
	// attackClause is one attack of a compact line: its count, its form
	// (a word or three) and its damage, "claw 2d6", "2 claws 1d4/1d4",
	// "bite for 1d6", the damage with its rider if any ("2 claws 1d4 +
	// paralysis"), and the note after the damage if any (see attackNote:
	// "bite 1d10 each round").
	attackClause = regexp.MustCompile(`^(?:(\d+)\s+)?(` + formWords + `)\s+(?:for\s+)?(` + diceList + `(?:\s*(?:\+|\bplus\b)\s*\pL.*)?)((?:\s+[a-z][a-z'-]*)*)$`)
	// clauseSep separates the attacks of a compact line: "2 claws
	// 1d4/1d4, bite 1d8", "claw 1d6 and bite 1d8".
	clauseSep = regexp.MustCompile(`\s*(?:[,;]|\band\b)\s*`)
	// listedForms is Labyrinth Lord's count with its forms in brackets:
	// "2 (claw, claw)", "1 (weapon)".
	listedForms = regexp.MustCompile(`^(\d+)\s*\(([^()]+)\)$`)
	// attackSep separates B/X attack forms.
	attackSep = regexp.MustCompile(`\s*(?:,|/|\band\b|\+)\s*`)
	// diceRange is a B/X damage or number range "1-6".
	diceRange = regexp.MustCompile(`^(\d+)\s*-\s*(\d+)$`)
	// timesDice is a compact repeated attack "8×3d6".
	timesDice = regexp.MustCompile(`^(\d+)\s*[×x]\s*(\d*d\d+(?:[+-]\d+)?)$`)
	// dice is a dice expression.
	dice = regexp.MustCompile(`^(\d*)[dD](\d+)((?:\s*[+-]\s*\d+)?)$`)
)

// attacks reads attacks and damage into Attacks. OSE and Swords & Wizardry
// lines carry damage in the attacks ("1 × weapon (1d6)", "1 weapon (1d8)",
// joined by "and": "2 × claw (1d4) and 1 × bite (1d6)"; attacks offered
// as a choice, "… or 1 × weapon (1d8)", are each read and flagged),
// and compact lines print it after the form ("claw 2d6"). Otherwise B/X attack forms ("2 claws,
// 1 bite", "1 weapon", "1") pair with damage split on "/" or spaces
// ("1-3/1-3/1-6", "8×3d6 4d8") one per attack, per form, or a single damage
// for a single form; damage without attack forms gives one attack per
// damage, counts derived. B/X ranges ("1-6") become dice, derived.
func (z *normalizer) attacks(attacks, damage string) {
	attacks, damage = strings.TrimSpace(z.attackBonuses(attacks)), strings.TrimSpace(damage)
	if attacks == "" && damage == "" {
		return
	}
	if m := bracketedDice.FindStringSubmatch(attacks); m != nil && damage == "" {
		attacks = m[1] // damage alone in brackets once its bonus is read: "+3 (1d6+1)"
	}
	if damage == "" && attacks != "" && allDice(damageParts(attacks)) {
		attacks, damage = "", attacks // damage alone under the attack label: "Atk 1d6"
	}
	if ms := oseAttack.FindAllStringSubmatch(attacks, -1); ms != nil && damage == "" {
		for _, m := range ms {
			if m[1] == "or" {
				z.unparsed("attacks") // a choice of attacks, which Attacks cannot hold
			}
			if parts := damageParts(m[4]); len(parts) > 1 {
				z.pair([]Attack{{Count: len(parts), Form: m[3]}}, parts) // "2 claws (1d4/1d4)"
				continue
			}
			z.addAttack(Attack{Count: max(atoi(m[2]), 1), Form: m[3], Damage: z.damage(m[4])})
		}
		z.leftover("attacks", oseAttack.ReplaceAllString(attacks, ""))
		return
	}
	if damage == "" && z.compactAttacks(attacks) {
		return
	}
	forms, ok := attackForms(attacks)
	if !ok {
		z.unparsed("attacks")
		return
	}
	z.pair(forms, damageParts(damage))
}

var (
	// attackBonus is a to-hit bonus printed with an attack, signed and set
	// apart as a word, before the form or after it ("+2 mace 1d6",
	// "longsword +2 (1d8)", "2 claws +3 (1d4/1d4)", "shortsword +1, 1d6",
	// "+3 (1d6+1)", "+2 to hit", "mace (+2, 1d6)"), as OSR lines of the
	// d20 era print the bonus in place of THAC0: what precedes it (a
	// space or a bracket), the bonus, and "to hit" and a comma after it.
	// A bonus of dice ("1d6+1") is no word of its own.
	attackBonus = regexp.MustCompile(`(^|[\s(])(` + bonusWord + `)(?:\s+to[ -]hit\b)?,?`)
	// bracketedDice is damage alone in brackets: "(1d6+1)", "(d8)".
	bracketedDice = regexp.MustCompile(`^\((` + diceList + `)\)$`)
)

// attackBonuses returns attacks without the to-hit bonuses printed in it
// (see attackBonus), the first of them kept as the printed attack bonus;
// a second, different bonus flags the attacks, whose bonuses
// Normalized cannot hold one per attack.
func (z *normalizer) attackBonuses(attacks string) string {
	for _, m := range attackBonus.FindAllStringSubmatch(attacks, -1) {
		switch v := minusSign.Replace(m[2]); {
		case z.printedBonus == "":
			z.printedBonus = v
		case z.printedBonus != v:
			z.unparsed("attacks")
		}
	}
	return strings.Join(strings.Fields(attackBonus.ReplaceAllString(attacks, "$1")), " ")
}

// compactAttacks reads the attacks of a compact line, each a form and
// its damage (see attackClause): "claw 2d6", "2 claws 1d4/1d4, bite
// 1d8", "bite for 1d6"; a note after the damage ("bite 1d10 each round")
// is flagged unread on the attacks. It reads nothing and returns false
// unless every attack is such.
func (z *normalizer) compactAttacks(s string) bool {
	var ms [][]string
	for _, c := range clauseSep.Split(s, -1) {
		m := attackClause.FindStringSubmatch(c)
		if m == nil || m[4] != "" && attackNote(m[4]) == "" {
			return false
		}
		ms = append(ms, m)
	}
	for _, m := range ms {
		z.leftover("attacks", m[4])
		form := naming.Singular(strings.ToLower(m[2]))
		if parts := damageParts(m[3]); len(parts) > 1 {
			z.pair([]Attack{{Count: len(parts), Form: form}}, parts)
			continue
		}
		z.addAttack(Attack{Count: max(atoi(m[1]), 1), Form: form, Damage: z.damage(m[3])})
	}
	return true
}

// pair matches attack forms with damage parts.
func (z *normalizer) pair(forms []Attack, parts []string) {
	total := 0
	for _, f := range forms {
		total += f.Count
	}
	switch {
	case len(forms) == 0:
		for _, p := range parts {
			a := Attack{Count: 1, Damage: z.damage(p)}
			if m := timesDice.FindStringSubmatch(p); m != nil {
				a = Attack{Count: atoi(m[1]), Damage: z.damage(m[2])}
			}
			z.addAttack(a)
		}
		if len(parts) > 0 {
			z.derived("attacks")
		}
	case len(parts) == total && total > 0:
		for _, f := range forms {
			for range f.Count {
				z.addAttack(Attack{Count: 1, Form: f.Form, Damage: z.damage(parts[0])})
				parts = parts[1:]
			}
		}
	case len(parts) == len(forms):
		for i, f := range forms {
			f.Damage = z.damage(parts[i])
			z.addAttack(f)
		}
	case len(parts) <= 1 || len(forms) == 1:
		for _, f := range forms {
			f.Damage = z.damage(strings.Join(parts, " "))
			z.addAttack(f)
		}
	default:
		z.unparsed("damage")
		z.n.Attacks = append(z.n.Attacks, forms...)
	}
}

// addAttack appends a, merging it into the previous attack when form and
// damage are the same ("1d3/1d3" becomes two of one attack).
func (z *normalizer) addAttack(a Attack) {
	if k := len(z.n.Attacks) - 1; k >= 0 && z.n.Attacks[k].Form == a.Form && z.n.Attacks[k].Damage == a.Damage {
		z.n.Attacks[k].Count += a.Count
		return
	}
	z.n.Attacks = append(z.n.Attacks, a)
}

// attackForms splits B/X attacks "2 claws, 1 bite" or "2 claws/1 bite",
// or Labyrinth Lord "2 (claw, bite)" or "2 (claw)", into forms with
// singular names, none for a count of 0 ("#AT 0", a prisoner's or a
// hermit's), or one form named alone without a count ("mace"); false
// when a part is not a count and a name.
func attackForms(s string) ([]Attack, bool) {
	if s == "" {
		return nil, true
	}
	if m := listedForms.FindStringSubmatch(s); m != nil {
		return bracketedForms(atoi(m[1]), attackSep.Split(strings.TrimSpace(m[2]), -1))
	}
	if loneForm.MatchString(s) {
		s = "1 " + s // a weapon named alone is one attack: "atk mace, dmg 1d6"
	}
	var out []Attack
	for _, part := range attackSep.Split(s, -1) {
		m := attackForm.FindStringSubmatch(strings.TrimSpace(part))
		if m == nil {
			return nil, false
		}
		if atoi(m[1]) == 0 {
			continue // "#AT 0": a creature that does not attack makes no attack
		}
		out = append(out, Attack{Count: atoi(m[1]), Form: naming.Singular(strings.ToLower(strings.TrimSpace(m[2])))})
	}
	return out, true
}

// bracketedForms returns n attacks of the bracketed forms: one of each
// when n forms are listed, n of the one form listed, else false.
func bracketedForms(n int, forms []string) ([]Attack, bool) {
	var out []Attack
	for _, f := range forms {
		if !attackForm.MatchString("1 " + f) {
			return nil, false
		}
		out = append(out, Attack{Count: 1, Form: naming.Singular(strings.ToLower(f))})
	}
	switch {
	case len(out) == 1:
		out[0].Count = n
		return out, true
	case len(out) == n:
		return out, true
	}
	return nil, false
}

// damageParts splits printed damage into one part per attack: on "/" and
// between dice separated by spaces or commas ("1d3, 1d3, 1d6"), keeping
// text such as "1d6 or by weapon" whole.
func damageParts(s string) []string {
	if s == "" {
		return nil
	}
	var out []string
	for _, p := range strings.Split(s, "/") {
		fields := strings.Fields(strings.ReplaceAll(p, ",", " "))
		if len(fields) > 1 && allDice(fields) {
			out = append(out, fields...)
		} else {
			out = append(out, strings.TrimSpace(p))
		}
	}
	return out
}

func allDice(fields []string) bool {
	for _, f := range fields {
		if !diceToken.MatchString(f) {
			return false
		}
	}
	return true
}

// damage returns one damage part normalized: dice lower case without
// spaces, a B/X range as dice (derived), the dice of damage printed with
// a rider ("1d6 + age 10 years", "1d4 + energy drain", "d4+paralysis"),
// the rider flagged unread on the printed field (see leftover), other
// text kept as printed.
func (z *normalizer) damage(s string) string {
	s = strings.TrimSpace(s)
	if d, ok := normDice(s); ok {
		return d
	}
	if d, ok := rangeDice(s); ok {
		z.derived("attacks")
		return d
	}
	if m := diceRider.FindStringSubmatch(s); m != nil {
		d, _ := normDice(m[1])
		field := "attacks"
		if strings.TrimSpace(z.sb.Damage) != "" {
			field = "damage"
		}
		z.leftover(field, m[2])
		return d
	}
	return s
}

// diceRider is damage dice and a rider after "+", "plus" or "and": the
// dice, then the rider ("1d6 + age 10 years").
var diceRider = regexp.MustCompile(`^(\d*[dD]\d+)\s*(?:\+|\bplus\b|\band\b)\s*(\pL.*)$`)

// normDice returns dice "1D6 + 1" as "1d6+1" and "d6" as "1d6".
func normDice(s string) (string, bool) {
	m := dice.FindStringSubmatch(strings.TrimSpace(s))
	if m == nil {
		return "", false
	}
	n := m[1]
	if n == "" {
		n = "1"
	}
	return n + "d" + m[2] + strings.ReplaceAll(m[3], " ", ""), true
}

// standardDice are the die sizes a B/X range converts to.
var standardDice = map[int]bool{2: true, 3: true, 4: true, 6: true, 8: true, 10: true, 12: true, 20: true}

// rangeDice converts a B/X range "a-b" to dice: a dice of b/a sides when that
// is a standard die and a is at most 10 ("2-8" → 2d4, "3-18" → 3d6), else
// one die plus a-1 ("2-7" → 1d6+1); false when neither is standard.
func rangeDice(s string) (string, bool) {
	m := diceRange.FindStringSubmatch(strings.TrimSpace(s))
	if m == nil {
		return "", false
	}
	a, b := atoi(m[1]), atoi(m[2])
	switch {
	case a >= 1 && a <= 10 && b%a == 0 && standardDice[b/a]:
		return m[1] + "d" + itoa(b/a), true
	case a >= 1 && standardDice[b-a+1]:
		return "1d" + itoa(b-a+1) + "+" + itoa(a-1), true
	}
	return "", false
}
