package statblock

import (
	"regexp"
	"strings"
)

// footMarks are the characters a foot mark is printed or read as: the
// apostrophe, the right quote and the prime of type, and the left quote,
// acute and grave accents and the degree sign OCR reads a scanned one as
// ("120‘ (40‘)", "120° (40°)").
const footMarks = "['’′‘´`°]"

// feetMark is how a rate in feet is marked: a foot mark ("120'"), or
// "ft" and "feet" as newer printings spell it ("MV 30ft").
const feetMark = `(?:` + footMarks + `|ft\b\.?|feet\b)`

// pairMark is the mark of a value of a rate printed with its third per
// round: a foot mark, or an inch mark a scan reads for one.
const pairMark = `(?:` + feetMark + `|["”″])`

// modeNames are the movement modes besides walking, as stat lines name
// them before or after their rate ("fly 180' (60')", "MV fly 30ft").
const modeNames = `fly|flying|swim|swimming|burrow|burrowing|climb|climbing|web|jump`

var (
	// moveFeet is "120' (40')", "120'", "30ft" or "40' per round"; the
	// round's mark a scan reads as inches ("60' (20")").
	moveFeet = regexp.MustCompile(`^(\d+)\s*` + feetMark + `\s*(?:\(\s*(\d+)\s*` + pairMark + `?\s*\))?`)
	// movePair is a rate per turn and a third of it per round in brackets
	// printed without marks, or with marks a scan reads as inches ("120
	// (40)", "120" (40")", "60' (20")"): B/X feet, as the pair shows, not
	// tens of feet (1e inches print no rate per round).
	movePair = regexp.MustCompile(`^(\d+)\s*` + pairMark + `?\s*\(\s*(\d+)\s*` + pairMark + `?\s*\)`)
	// moveInches is 1e "9\"" or a bare compact "12": tens of feet.
	moveInches = regexp.MustCompile(`^(\d+)\s*(?:["”″]|$|[,;\s])`)
	// moveMode is a further mode: "fly 180' (60')", "swim 60'".
	moveMode = regexp.MustCompile(`(?i)\b(` + modeNames + `)\b\s*:?\s*(\d+)\s*` + feetMark + `\s*(?:\(\s*(\d+)\s*` + feetMark + `?\s*\))?`)
	// modeAfter is OSE's "180' (60') flying".
	modeAfter = regexp.MustCompile(`(?i)(\d+)\s*` + feetMark + `\s*(?:\(\s*(\d+)\s*` + feetMark + `?\s*\))?\s*(flying|swimming|burrowing|climbing|in webs)\b`)
	// moveBFRPG is Basic Fantasy's "20' Unarmored 30'": armoured first.
	moveBFRPG = regexp.MustCompile(`(?i)unarmou?red`)
	// modeFirst is a movement value that opens with a mode, printed by a
	// creature with no walking rate ("fly 30ft", "swim 120' (40')").
	modeFirst = regexp.MustCompile(`(?i)^(?:` + modeNames + `)\b`)
	// moveTens is a rate in tens of feet, as compact lines and Swords &
	// Wizardry print it, with a further mode's rate after a slash, its
	// name in brackets or not ("9/15 (fly)", "12/24 flying"), or the name
	// and rate in brackets or after a comma ("9 (swim 12)", "12, fly
	// 18"): the rate, then the mode's rate and name in either order.
	moveTens = regexp.MustCompile(`(?i)^(\d+)\s*(?:/\s*(\d+)\s*(?:\(\s*(` + modeNames + `)\s*\)|(` + modeNames + `)\b)|(?:\(\s*(` + modeNames + `)\s*:?\s*(\d+)\s*\)|[,;]\s*(` + modeNames + `)\s*:?\s*(\d+)\b))`)
	// speedLabel is the label of a rate per round, as games of the d20
	// lineage print it: "Speed 30 ft.", "Spd 40'".
	speedLabel = regexp.MustCompile(`\b(?:Speed|SPEED|Spd|SPD)\b\s*:?\s*\d`)
	// movePerRound is a per-round rate alone, as TSR modules print it:
	// "(40')".
	movePerRound = regexp.MustCompile(`^\(\s*(\d+)\s*` + footMarks + `\s*\)`)
)

// movement reads MV. B/X and OSE print feet per turn and per round
// ("120' (40')"; newer printings "30ft"; a scan may lose the marks, "120
// (40)", the pair still telling feet); a per-round rate alone ("(40')") has a per-turn rate
// three times it; a lone feet value is per turn with the per-round rate a
// third, except in Basic Fantasy lines (a Basic Fantasy AC or an
// "Unarmored" rate) and after a label of the d20 lineage ("Speed 30
// ft."), which print feet per round, the per-turn rate being three times
// that. Inches (1e) and bare numbers (compact lines, Swords & Wizardry)
// count tens of feet per turn, a further mode's rate after a slash or in
// brackets too ("9/15 (fly)", "9 (swim 12)"). Fly, swim and similar rates go to MovementModes; a
// value that opens with one ("fly 30ft") prints no walking rate; a
// word that is none of these is flagged (see moveWords).
func (z *normalizer) movement(s string) {
	s = strings.TrimSpace(s)
	if s == "" {
		return
	}
	if m := moveTens.FindStringSubmatch(s); m != nil {
		z.tens(atoi(m[1]), atoi(m[2]+m[6]+m[8]), m[3]+m[4]+m[5]+m[7])
		z.leftover("movement", moveWords.ReplaceAllString(s[len(m[0]):], ""))
		return
	}
	if m := moveFeet.FindStringSubmatch(s); m != nil {
		z.feet(atoi(m[1]), m[2])
	} else if m := movePair.FindStringSubmatch(s); m != nil && atoi(m[1]) == 3*atoi(m[2]) {
		z.feet(atoi(m[1]), m[2])
	} else if modeFirst.MatchString(s) {
		// no walking rate: the creature only flies, swims... ("fly 30ft")
	} else if m := movePerRound.FindStringSubmatch(s); m != nil {
		z.n.MovementFt, z.n.EncounterMovementFt = intp(3*atoi(m[1])), intp(atoi(m[1]))
		z.derived("movement_ft")
	} else if m := moveInches.FindStringSubmatch(s); m != nil {
		z.n.MovementFt, z.n.EncounterMovementFt = intp(atoi(m[1])*10), intp(atoi(m[1])*10/3)
		z.derived("movement_ft")
		z.derived("encounter_movement_ft")
	} else {
		z.unparsed("movement")
		return
	}
	z.leftover("movement", moveWords.ReplaceAllString(s, ""))
	before := moveMode.FindAllStringSubmatch(s, -1)
	for _, m := range before {
		z.mode(m[1], atoi(m[2]), m[3])
	}
	if len(before) > 0 {
		return // "120' (40') Swimming: 60'" names its modes before their rates
	}
	for _, m := range modeAfter.FindAllStringSubmatch(s, -1) {
		z.mode(m[3], atoi(m[1]), m[2])
	}
}

// moveWords are what a movement value prints: rates, their units, modes,
// the armour and time a rate holds for, and joiners. Any other word is
// flagged (see leftover).
var moveWords = regexp.MustCompile(`(?i)\d+\s*(?:ft|feet)?\b|\b(?:ft|feet|` + modeNames + `|webs|in|unarmou?red|armou?red|per|round|turn|and|or)\b`)

// tens stores a rate in tens of feet per turn (see moveTens) and a
// further mode's rate, derived: 9 is 90' a turn, 30' a round.
func (z *normalizer) tens(rate, modeRate int, mode string) {
	z.n.MovementFt, z.n.EncounterMovementFt = intp(rate*10), intp(rate*10/3)
	z.n.MovementModes = append(z.n.MovementModes, MovementMode{Mode: strings.ToLower(mode), Ft: modeRate * 10, EncounterFt: modeRate * 10 / 3})
	z.derived("movement_ft")
	z.derived("encounter_movement_ft")
	z.derived("movement_modes")
}

// mode appends a movement mode, scaled as the base rate is (see feet).
func (z *normalizer) mode(name string, ft int, perRound string) {
	m := MovementMode{Mode: strings.ToLower(name), Ft: ft, EncounterFt: ft / 3}
	switch {
	case perRound != "":
		m.EncounterFt = atoi(perRound)
	case z.perRound():
		m.Ft, m.EncounterFt = ft*3, ft
	}
	z.n.MovementModes = append(z.n.MovementModes, m)
}

// feet stores a feet rate and its optional printed per-round rate.
func (z *normalizer) feet(ft int, perRound string) {
	switch {
	case perRound != "":
		z.n.MovementFt, z.n.EncounterMovementFt = intp(ft), intp(atoi(perRound))
	case z.perRound():
		z.n.MovementFt, z.n.EncounterMovementFt = intp(ft*3), intp(ft)
		z.derived("movement_ft")
	default:
		z.n.MovementFt, z.n.EncounterMovementFt = intp(ft), intp(ft/3)
		z.derived("encounter_movement_ft")
	}
}

// perRound reports whether a lone feet rate counts feet per round: in a
// Basic Fantasy line, or after a label of the d20 lineage (see
// speedLabel).
func (z *normalizer) perRound() bool {
	return z.isBFRPG() || speedLabel.MatchString(z.sb.Raw)
}

// isBFRPG reports a Basic Fantasy line: armoured and unarmoured AC
// "14 (11)", a lone ascending AC without brackets, an "Unarmored" movement
// rate, or "Wild"/"Lair" number appearing.
func (z *normalizer) isBFRPG() bool {
	lone := z.n.ACNotation == "ascending" && !strings.Contains(z.sb.AC, "[")
	return z.n.AACUnarmoured != nil || lone || moveBFRPG.MatchString(z.sb.Movement) ||
		naWildLair.MatchString(z.sb.NumberAppearing)
}

// isBX reports a line of B/X rules (B/X, OSE, TSR B/X modules, compact
// lines), whose tables the normalizer may derive THAC0 and saves from: not
// Basic Fantasy and not AD&D 1e (movement in inches, 9", but for a rate
// and its third per round, a scan's feet: see movePair).
func (z *normalizer) isBX() bool {
	inches := strings.ContainsAny(z.sb.Movement, `"”″`) && !movePair.MatchString(z.sb.Movement)
	return !z.isBFRPG() && !inches
}

var (
	saveFive = regexp.MustCompile(`^D\s?(\d+)\s*,?\s*W\s?(\d+)\s*,?\s*P\s?(\d+)\s*,?\s*B\s?(\d+)\s*,?\s*S\s?(\d+)\s*(?:\(\s*([^)]*?)\s*\))?$`)
	saveOne  = regexp.MustCompile(`^(\d+)$`)
	// saveClass is a class and level saved as, the class abbreviated or
	// spelled out in any case ("F1", "Ftr 2", "M-U 5", "Fighter: 1",
	// "as Normal Man", "Magic-User level 3"; see classes).
	saveClass = regexp.MustCompile(`(?i)^(?:as\s+)?(` + classAlternation + `|` + classNameAlternation + `)\s*(?::|level)?\s*(\d*)$`)
)

// saves reads saving throws: OSE's five numbers "D12 W13 P14 B15 S16 (1)"
// (the parenthesis is what it saves as, a class and level keyed as the
// classes are: "(M-U 3)" saves as MU3), one number, or a class and level
// ("F1", "Fighter: 1", "Normal Man", "NM") whose five saves are derived from
// the B/X tables. With no saves printed, a class-level HD ("E1") saves as
// that class and level (B/X characters save as their class).
func (z *normalizer) saves(s string) {
	s = strings.TrimSpace(s)
	if s == "" {
		if key, level, _, ok := classLevel(z.n.ClassLevel); ok {
			z.savesOf(key, level)
		}
		return
	}
	if m := saveFive.FindStringSubmatch(s); m != nil {
		for _, v := range m[1:6] {
			z.n.Saves = append(z.n.Saves, atoi(v))
		}
		z.n.SaveAs = m[6]
		if c := saveClass.FindStringSubmatch(m[6]); c != nil && c[2] != "" {
			z.n.SaveAs = classOf(c[1]).key + c[2] // "(Ftr 2)", "(M-U 3)": a class and level, keyed as any
		}
		return
	}
	if saveOne.MatchString(s) {
		z.n.Saves = []int{atoi(s)}
		return
	}
	m := saveClass.FindStringSubmatch(s)
	if m == nil {
		z.unparsed("saves")
		return
	}
	key, level := classOf(m[1]).key, atoi(m[2])
	z.n.SaveAs = key + m[2]
	if key == "NM" {
		z.n.SaveAs, level = "NM", 0
	}
	z.savesOf(key, level)
}

// savesOf derives the five saves of class cls at level from the B/X tables,
// for B/X lines only.
func (z *normalizer) savesOf(cls string, level int) {
	if b, ok := classBandOf(cls, level); ok && (level > 0 || cls == "NM") && z.isBX() {
		z.n.Saves = b.saves[:]
		z.derived("saves")
	}
}
