package requests

import "slices"

// Normalized holds the values Go derives from a printed [StatBlock]. JSON
// names match adventure.json's normalized stats. Numbers are nil and strings
// empty when neither printed nor derivable. Derived lists the JSON names of
// fields computed rather than read (ascending AC from descending, THAC0 from
// hit dice, saves from "F1", dice from a B/X range "1-6"); Unparsed lists
// the JSON names of printed [StatBlock] fields that could not be read, whose
// text stays in the stat block verbatim. Nothing is guessed: a value is
// either read, derived by a documented B/X rule, or left empty.
type Normalized struct {
	AC                  *int           `json:"ac"`             // descending armour class
	AAC                 *int           `json:"aac"`            // ascending armour class
	ACNotation          string         `json:"ac_notation"`    // descending, ascending or both
	AACUnarmoured       *int           `json:"aac_unarmoured"` // Basic Fantasy "14 (11)": 11
	HitDice             *float64       `json:"hit_dice"`       // 0.5 for ½
	HDModifier          int            `json:"hd_modifier"`    // -1 for 1-1, +1 for 3+1
	HDAsterisks         int            `json:"hd_asterisks"`   // 2 for 3**
	ClassLevel          string         `json:"class_level"`    // "F3" when HD is a class level
	HitPoints           []int          `json:"hit_points"`     // per creature
	HPDice              string         `json:"hp_dice"`        // "1d6" when hp are rolled
	Attacks             []Attack       `json:"attacks"`
	THAC0               *int           `json:"thac0"`
	AttackBonus         *int           `json:"attack_bonus"`
	MovementFt          *int           `json:"movement_ft"`           // feet per turn
	EncounterMovementFt *int           `json:"encounter_movement_ft"` // feet per round
	MovementModes       []MovementMode `json:"movement_modes"`        // fly, swim, ...
	SaveAs              string         `json:"save_as"`               // "F1", "NM"
	Saves               []int          `json:"saves"`                 // D W P B S, or one number
	Morale              *int           `json:"morale"`
	Alignment           string         `json:"alignment"` // spelled out: Chaotic, Lawful Evil
	XP                  *int           `json:"xp"`        // per creature
	NumberAppearing     string         `json:"number_appearing"`
	NumberInLair        string         `json:"number_in_lair"`
	TreasureType        string         `json:"treasure_type"` // letters, ", "-separated
	Derived             []string       `json:"derived"`
	Unparsed            []string       `json:"unparsed"`
}

// Attack is one attack form, how many of it a creature makes per round and
// its damage (dice such as 1d6, or text such as "by weapon").
type Attack struct {
	Count  int    `json:"count"`
	Form   string `json:"form"`
	Damage string `json:"damage"`
}

// MovementMode is a movement other than walking, such as fly 180' (60').
type MovementMode struct {
	Mode        string `json:"mode"`
	Ft          int    `json:"ft"`
	EncounterFt int    `json:"encounter_ft"`
}

// normalizer accumulates a Normalized and its flags.
type normalizer struct {
	n  Normalized
	sb StatBlock
}

// derived flags a Normalized field (by JSON name) as derived.
func (z *normalizer) derived(field string) { z.n.Derived = append(z.n.Derived, field) }

// unparsed flags a printed StatBlock field (by JSON name) as unparseable.
func (z *normalizer) unparsed(field string) { z.n.Unparsed = append(z.n.Unparsed, field) }

// Normalize derives the [Normalized] values of a printed stat block. It reads
// AC in descending, ascending, dual ("6 [13]") and Basic Fantasy
// armoured/unarmoured ("14 (11)") notation and converts between them (AAC =
// 19 − AC); hit dice as 1-1, 1+1, ½, 3*, 3** or a class level (F3, MU2);
// hit points as a list, a single value, "(avg)", dice or checkboxes (one
// group per creature); attacks and damage, pairing "2 claws, 1 bite" with
// "1d3/1d3/1d6" and reading OSE "2 × claw (1d3)"; THAC0 and attack bonus
// from each other (THAC0 = 19 − bonus) or from hit dice or class level by
// the B/X attack tables; movement "120' (40')", a lone feet value (encounter
// rate a third), inches or bare numbers (tens of feet, 1e and compact
// lines) and Basic Fantasy per-round values; saves as five numbers, a class
// and level (derived from the B/X saving throw tables) or one number;
// morale; alignment; XP ("25 ea."); number appearing with lair count
// ("1d6 (2d6)", B/X ranges "2-8 (6-60)" → 2d4 and 6d10); treasure letters.
func Normalize(sb StatBlock) Normalized {
	z := &normalizer{sb: sb}
	z.armourClass(sb.AC)
	z.hitDice(sb.HD)
	z.hitPoints(sb.HP)
	z.attacks(sb.Attacks, sb.Damage)
	z.attackValues(sb.THAC0, sb.AttackBonus)
	z.movement(sb.Movement)
	z.saves(sb.Saves)
	z.morale(sb.Morale)
	z.alignment(sb.Alignment)
	z.xp(sb.XP)
	z.numberAppearing(sb.NumberAppearing)
	z.treasureType(sb.TreasureType)
	z.n.Derived = inFieldOrder(z.n.Derived, normalizedFields)
	z.n.Unparsed = inFieldOrder(z.n.Unparsed, printedFields)
	return z.n
}

// normalizedFields and printedFields are the JSON names of Normalized and
// StatBlock in declaration order, for ordering flags.
var (
	normalizedFields = jsonNames[Normalized]()
	printedFields    = jsonNames[StatBlock]()
)

// inFieldOrder returns the distinct names of flags ordered as in order.
func inFieldOrder(flags, order []string) []string {
	out := []string{}
	for _, f := range order {
		if slices.Contains(flags, f) {
			out = append(out, f)
		}
	}
	return out
}

func intp(v int) *int { return &v }
