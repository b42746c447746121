package statblock

import (
	"cmp"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"unicode"
)

// Normalized holds the values Go derives from a printed [StatBlock]. JSON
// names match adventure.json's normalized stats. Numbers are nil and strings
// empty when neither printed nor derivable. Derived lists the JSON names of
// fields computed rather than read (ascending AC from descending, THAC0 from
// hit dice, saves from "F1", dice from a B/X range "1-6"); Unparsed lists
// the JSON names of printed [StatBlock] fields that could not be read, or
// not in whole (text after the value: "7 need a silver weapon to hit"
// gives morale 7, flagged), whose text stays in the stat block verbatim. Nothing is guessed: a value is
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
	// printedBonus is the to-hit bonus printed with the attacks ("+2"),
	// read with the attacks (see attackBonuses).
	printedBonus string
}

// derived flags a Normalized field (by JSON name) as derived.
func (z *normalizer) derived(field string) { z.n.Derived = append(z.n.Derived, field) }

// unparsed flags a printed StatBlock field (by JSON name) as unparseable.
func (z *normalizer) unparsed(field string) { z.n.Unparsed = append(z.n.Unparsed, field) }

// leftover flags field unparsed when rest, the text of the printed value
// its reader did not read, holds a letter or digit: every printed token is
// read or flagged, never dropped silently ("7 need a silver weapon to hit"
// gives morale 7 and flags morale).
func (z *normalizer) leftover(field, rest string) {
	if strings.IndexFunc(rest, isAlnum) >= 0 {
		z.unparsed(field)
	}
}

// afterNote returns rest without the bracketed note of the value it
// follows ("7 (9 with leader)", "7 (leather)"), which belongs to the value.
func afterNote(rest string) string { return valueNote.ReplaceAllString(rest, "") }

// valueNote is a bracketed note right after a value.
var valueNote = regexp.MustCompile(`^\s*\([^)]*\)`)

func isAlnum(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

// Normalize derives the [Normalized] values of a printed stat block. It reads
// AC in descending, ascending, dual ("6 [13]") and Basic Fantasy
// armoured/unarmoured ("14 (11)") notation and converts between them (AAC =
// 19 − AC); hit dice as 1-1, 1+1, ½, 3*, 3** or a class level (F3, MU2),
// with hit points in brackets ("1 (4hp)", "1 (hp 5, 4)") or as hit points
// alone ("1d4 Hit Points", "1-6 hit points"); hit points as a list, a
// single value, "(avg)", dice or checkboxes (one group per creature);
// attacks and damage, pairing "2 claws, 1 bite" or "2 (claw, bite)" with
// "1d3/1d3/1d6" and reading OSE "2 × claw (1d3)" and Swords & Wizardry
// "1 weapon (1d8)"; THAC0 and attack bonus from each other (THAC0 = 19 −
// bonus) or from hit dice or class level by the B/X attack tables;
// movement "120' (40')", a per-round rate alone ("(40')"), a lone feet
// value (encounter rate a third), inches or bare numbers (tens of feet, 1e
// and compact lines) and Basic Fantasy per-round values; saves as five
// numbers, a class and level (derived from the B/X saving throw tables) or
// one number; morale; alignment; XP ("25 ea.", Swords & Wizardry "CL/XP
// 1/15"); number appearing with lair count ("1d6 (2d6)", B/X ranges "2-8
// (6-60)" → 2d4 and 6d10); treasure letters.
func Normalize(sb StatBlock) Normalized {
	z := &normalizer{sb: sb}
	z.armourClass(sb.AC)
	z.hitDice(sb.HD)
	z.hitPoints(sb.HP)
	z.attacks(sb.Attacks, sb.Damage)
	z.attackValues(sb.THAC0, cmp.Or(sb.AttackBonus, z.printedBonus))
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

// jsonNames returns the JSON field names of struct type T in declaration
// order.
func jsonNames[T any]() []string {
	t := reflect.TypeFor[T]()
	names := make([]string, 0, t.NumField())
	for i := range t.NumField() {
		name, _, _ := strings.Cut(t.Field(i).Tag.Get("json"), ",")
		names = append(names, name)
	}
	return names
}

func intp(v int) *int { return &v }

// B/X rule tables the normalizer derives values from. Sources: the Moldvay
// Basic and Cook/Marsh Expert rulebooks (1981), as reprinted in Old-School
// Essentials Classic Fantasy: the monster attack table (Basic p. B27, Expert
// p. X25), the character attack tables (B27, X25) and the saving throw tables
// (B26, X24).

// monsterTHAC0 returns the B/X THAC0 of a monster of hd hit dice; plus says
// the hit dice carry a bonus (1+1 attacks as "1+ to 2"). Normal humans
// (hd 0) hit as 20, up to 1 HD as 19, and each band after that one better,
// with the bands widening from 7+ HD, down to 5 for 21+ HD.
func monsterTHAC0(hd float64, plus bool) int {
	if hd <= 0 {
		return 20
	}
	// bands: upper HD bound (inclusive without a plus) → THAC0.
	bands := []struct {
		upTo  float64
		thac0 int
	}{{1, 19}, {2, 18}, {3, 17}, {4, 16}, {5, 15}, {6, 14}, {7, 13}, {9, 12},
		{11, 11}, {13, 10}, {15, 9}, {17, 8}, {19, 7}, {21, 6}}
	for _, b := range bands {
		if hd < b.upTo || hd == b.upTo && !plus {
			return b.thac0
		}
	}
	return 5
}

// classBand is a range of class levels sharing attack and save values.
type classBand struct {
	upTo  int    // highest level of the band
	thac0 int    // THAC0 of the band
	saves [5]int // death, wands, paralysis, breath, spells
}
