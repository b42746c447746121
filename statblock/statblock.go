package statblock

// StatBlock is one creature's stat block copied field by field exactly as
// printed, labels stripped ("AC 6 [13]" gives AC "6 [13]"). A field not
// printed is empty. Raw holds the whole printed block or line. Go derives the
// numbers with [Normalize]; the model never converts.
type StatBlock struct {
	Name            string `json:"name" jsonschema_description:"Creature name as printed in the stat block."`
	AC              string `json:"ac" jsonschema_description:"Armour class verbatim without the label, such as 6, 6 [13], 14 (11) or 7 (leather); empty if not printed."`
	HD              string `json:"hd" jsonschema_description:"Hit dice or level verbatim, such as 1, 1-1, 3+1, 1/2, 3*, 4** or F3; empty if not printed."`
	HP              string `json:"hp" jsonschema_description:"Hit points verbatim, such as 5, 4, 3, 7 or 13 (avg) or the checkbox row; empty if not printed."`
	Attacks         string `json:"attacks" jsonschema_description:"Number and kind of attacks verbatim, such as 1 weapon or 2 claws, 1 bite; empty if not printed."`
	Damage          string `json:"damage" jsonschema_description:"Damage verbatim, such as 1d6 or 1d3/1d3/1d6 or by weapon; empty if not printed."`
	THAC0           string `json:"thac0" jsonschema_description:"THAC0 verbatim, such as 19 or 19 [+0]; empty if not printed."`
	AttackBonus     string `json:"attack_bonus" jsonschema_description:"Attack bonus verbatim, such as +1; empty if not printed."`
	Movement        string `json:"movement" jsonschema_description:"Movement verbatim, such as 120' (40') or 90' (30'), fly 180' (60'); empty if not printed."`
	Saves           string `json:"saves" jsonschema_description:"Saving throws verbatim, such as F1, D12 W13 P14 B15 S16 or 14; empty if not printed."`
	Morale          string `json:"morale" jsonschema_description:"Morale verbatim, such as 8; empty if not printed."`
	Alignment       string `json:"alignment" jsonschema_description:"Alignment verbatim, such as Chaotic, C or LE; empty if not printed."`
	XP              string `json:"xp" jsonschema_description:"Experience points verbatim, such as 10 or 25 ea.; empty if not printed."`
	NumberAppearing string `json:"number_appearing" jsonschema_description:"Number appearing verbatim, such as 2d4 (6d10) or 1 (1d4); empty if not printed."`
	TreasureType    string `json:"treasure_type" jsonschema_description:"Treasure type verbatim, such as C or (P) B; empty if not printed."`
	Special         string `json:"special" jsonschema_description:"Special abilities and notes that belong to the stat block, verbatim; empty if none."`
	Raw             string `json:"raw" jsonschema_description:"The whole printed stat block or stat line verbatim."`
}
