package adventure

import "github.com/invopop/jsonschema"

// StatBlock is a creature's stat block: every field as printed, and the
// values normalized from them. A normalized value is derived when it was
// computed rather than copied (ascending AC from descending, attack bonus
// from THAC0, an average from a hit-point list); every derived field carries
// a derived:<field> flag on its monster, and a printed field that could not
// be parsed, or not in whole, a statblock-unparsed:<field> flag, its
// normalized value left empty or holding what was read ("7 need a silver
// weapon to hit" gives morale 7).
type StatBlock struct {
	Printed    PrintedStats `json:"printed" jsonschema_description:"Every field as printed, labels stripped; empty when not printed."`
	Normalized Stats        `json:"normalized" jsonschema_description:"Values normalized from the printed fields; null or empty when not printed or not parseable."`
}

// PrintedStats is a stat block copied field by field exactly as printed,
// labels stripped ("AC 6 [13]" gives AC "6 [13]"). It has the fields of
// statblock.StatBlock in the same order, so one converts to the other.
type PrintedStats struct {
	Name            string `json:"name" jsonschema_description:"Creature name as printed in the stat block."`
	AC              string `json:"ac" jsonschema_description:"Armour class verbatim, such as 6 [13] or 14 (11)."`
	HD              string `json:"hd" jsonschema_description:"Hit dice or level verbatim, such as 1-1, 3+1 or F3."`
	HP              string `json:"hp" jsonschema_description:"Hit points verbatim."`
	Attacks         string `json:"attacks" jsonschema_description:"Number and kind of attacks verbatim."`
	Damage          string `json:"damage" jsonschema_description:"Damage verbatim."`
	THAC0           string `json:"thac0" jsonschema_description:"THAC0 verbatim."`
	AttackBonus     string `json:"attack_bonus" jsonschema_description:"Attack bonus verbatim."`
	Movement        string `json:"movement" jsonschema_description:"Movement verbatim, such as 120' (40')."`
	Saves           string `json:"saves" jsonschema_description:"Saving throws verbatim."`
	Morale          string `json:"morale" jsonschema_description:"Morale verbatim."`
	Alignment       string `json:"alignment" jsonschema_description:"Alignment verbatim."`
	XP              string `json:"xp" jsonschema_description:"Experience points verbatim."`
	NumberAppearing string `json:"number_appearing" jsonschema_description:"Number appearing verbatim."`
	TreasureType    string `json:"treasure_type" jsonschema_description:"Treasure type verbatim."`
	Special         string `json:"special" jsonschema_description:"Special abilities verbatim."`
	Raw             string `json:"raw" jsonschema_description:"The whole printed stat block or line verbatim."`
}

// ACNotations are the values of Stats.ACNotation: which armour class the
// module prints (descending, ascending, or both as in "6 [13]"), empty when
// no AC is printed.
var ACNotations = []string{"", "descending", "ascending", "both"}

// Stats are the normalized values of a stat block. Numbers are null when not
// printed and not derivable. Its fields are those of statblock.Normalized
// (without its derived and unparsed lists, which become the monster's
// derived:<field> and statblock-unparsed:<field> flags), under the same
// JSON names.
type Stats struct {
	AC                  *int           `json:"ac" jsonschema:"nullable" jsonschema_description:"Descending armour class."`
	AAC                 *int           `json:"aac" jsonschema:"nullable" jsonschema_description:"Ascending armour class."`
	ACNotation          string         `json:"ac_notation" jsonschema_description:"Which AC the module prints: descending, ascending or both; empty if none."`
	AACUnarmoured       *int           `json:"aac_unarmoured" jsonschema:"nullable" jsonschema_description:"Unarmoured ascending AC where printed, as the 11 of Basic Fantasy's 14 (11)."`
	HitDice             *float64       `json:"hit_dice" jsonschema:"nullable,minimum=0" jsonschema_description:"Number of hit dice (0.5 for a half die)."`
	HDModifier          int            `json:"hd_modifier" jsonschema_description:"Hit-point modifier of the hit dice, such as -1 for 1-1."`
	HDAsterisks         int            `json:"hd_asterisks" jsonschema:"minimum=0" jsonschema_description:"Special-ability asterisks after the hit dice."`
	ClassLevel          string         `json:"class_level" jsonschema_description:"Class and level when the hit dice are printed as one, such as F3; empty otherwise."`
	HitPoints           []int          `json:"hit_points" jsonschema_description:"Hit points of each creature as printed."`
	HPDice              string         `json:"hp_dice" jsonschema_description:"Dice rolled for hit points, such as 1d6; empty if hit points are printed."`
	Attacks             []Attack       `json:"attacks" jsonschema_description:"Attacks per round with their damage."`
	THAC0               *int           `json:"thac0" jsonschema:"nullable" jsonschema_description:"THAC0."`
	AttackBonus         *int           `json:"attack_bonus" jsonschema:"nullable" jsonschema_description:"Attack bonus."`
	MovementFt          *int           `json:"movement_ft" jsonschema:"nullable,minimum=0" jsonschema_description:"Base movement in feet per turn."`
	EncounterMovementFt *int           `json:"encounter_movement_ft" jsonschema:"nullable,minimum=0" jsonschema_description:"Encounter movement in feet per round."`
	MovementModes       []MovementMode `json:"movement_modes" jsonschema_description:"Other ways of moving, such as fly or swim."`
	SaveAs              string         `json:"save_as" jsonschema_description:"Class and level saved as, such as F1; empty if not printed."`
	Saves               []int          `json:"saves" jsonschema_description:"Saving throws in printed order (death, wands, paralysis, breath, spells); a single number has one entry."`
	Morale              *int           `json:"morale" jsonschema:"nullable" jsonschema_description:"Morale score."`
	Alignment           string         `json:"alignment" jsonschema_description:"Alignment spelled out, such as Chaotic; empty if not printed."`
	XP                  *int           `json:"xp" jsonschema:"nullable,minimum=0" jsonschema_description:"Experience points per creature."`
	NumberAppearing     string         `json:"number_appearing" jsonschema_description:"Number appearing dice outside a lair."`
	NumberInLair        string         `json:"number_in_lair" jsonschema_description:"Number appearing dice in a lair."`
	TreasureType        string         `json:"treasure_type" jsonschema_description:"Treasure type letters."`
}

// Attack is one attack form and its damage.
type Attack struct {
	Count  int    `json:"count" jsonschema:"minimum=1" jsonschema_description:"How many such attacks per round."`
	Form   string `json:"form" jsonschema_description:"Attack form, such as weapon, claw or bite."`
	Damage string `json:"damage" jsonschema_description:"Damage dice or text, such as 1d6 or by weapon."`
}

// MovementMode is a way of moving other than walking, with its rates.
type MovementMode struct {
	Mode        string `json:"mode" jsonschema_description:"Such as fly, swim or climb."`
	Ft          int    `json:"ft" jsonschema:"minimum=0" jsonschema_description:"Feet per turn."`
	EncounterFt int    `json:"encounter_ft" jsonschema:"minimum=0" jsonschema_description:"Feet per round."`
}

// JSONSchemaExtend restricts Stats.ACNotation to [ACNotations].
func (Stats) JSONSchemaExtend(s *jsonschema.Schema) { setEnum(s, "ac_notation", ACNotations) }
