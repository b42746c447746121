package adventure

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// importedValue is one value adventure.json holds, as the preview shows it
// beside the printed text: a label such as "AAC", the value written out,
// and whether it was derived (computed by a rule, not printed).
type importedValue struct {
	Label, Text string
	Derived     bool
}

// statRow is one line of a stat block in the preview: a field's printed
// text and the values imported from it. Unread is set when the field was
// printed but could not be read (its statblock-unparsed flag).
type statRow struct {
	Label, Printed string
	Values         []importedValue
	Unread         bool
}

// statRows lists, for m's stat block, the printed AC, hit dice, attack
// values, attacks, movement, saves, morale and XP beside their normalized
// values, each marked derived when m carries its derived:<field> flag. A
// field neither printed nor imported is left out.
func statRows(m *Monster) []statRow {
	if m.StatBlock == nil {
		return nil
	}
	p, n := m.StatBlock.Printed, m.StatBlock.Normalized
	v := func(label, field, text string) importedValue {
		return importedValue{Label: label, Text: text, Derived: slices.Contains(m.Flags, Derived(field))}
	}
	// row is a line of label reading the printed fields named (JSON names
	// of PrintedStats), whose texts are given, into values.
	row := func(label string, fields []string, texts []string, values ...importedValue) statRow {
		return statRow{Label: label, Printed: joinPrinted(texts...),
			Values: slices.DeleteFunc(values, func(x importedValue) bool { return x.Text == "" }),
			Unread: slices.ContainsFunc(fields, func(f string) bool { return slices.Contains(m.Flags, StatBlockUnparsed(f)) })}
	}
	rows := []statRow{
		row("AC", []string{"ac"}, []string{p.AC},
			v("AC", "ac", intText(n.AC)), v("AAC", "aac", intText(n.AAC)), v("unarmoured AAC", "aac_unarmoured", intText(n.AACUnarmoured))),
		row("HD", []string{"hd", "hp"}, []string{p.HD, p.HP},
			v("HD", "hit_dice", hdText(n)), v("class and level", "class_level", n.ClassLevel),
			v("hp", "hit_points", intsText(n.HitPoints, ", ")), v("hp dice", "hp_dice", n.HPDice)),
		row("THAC0 / attack bonus", []string{"thac0", "attack_bonus"}, []string{p.THAC0, p.AttackBonus},
			v("THAC0", "thac0", intText(n.THAC0)), v("attack bonus", "attack_bonus", signedText(n.AttackBonus))),
		row("Attacks", []string{"attacks", "damage"}, []string{p.Attacks, p.Damage}, v("", "attacks", attacksText(n.Attacks))),
		row("Movement", []string{"movement"}, []string{p.Movement},
			v("per turn", "movement_ft", feetText(n.MovementFt)), v("per round", "encounter_movement_ft", feetText(n.EncounterMovementFt)),
			v("", "movement_modes", modesText(n.MovementModes))),
		row("Saves", []string{"saves"}, []string{p.Saves}, v("as", "save_as", n.SaveAs), v("", "saves", savesText(n.Saves))),
		row("Morale", []string{"morale"}, []string{p.Morale}, v("", "morale", intText(n.Morale))),
		row("XP", []string{"xp"}, []string{p.XP}, v("", "xp", intText(n.XP))),
	}
	return slices.DeleteFunc(rows, func(r statRow) bool { return r.Printed == "" && len(r.Values) == 0 })
}

// joinPrinted joins the non-empty printed texts of one row.
func joinPrinted(texts ...string) string {
	return strings.Join(slices.DeleteFunc(slices.Clone(texts), func(s string) bool { return strings.TrimSpace(s) == "" }), " · ")
}

func intText(v *int) string {
	if v == nil {
		return ""
	}
	return strconv.Itoa(*v)
}

// signedText writes an attack bonus as +2, +0 or −1.
func signedText(v *int) string {
	if v == nil {
		return ""
	}
	return fmt.Sprintf("%+d", *v)
}

func intsText(vs []int, sep string) string {
	parts := make([]string, len(vs))
	for i, v := range vs {
		parts[i] = strconv.Itoa(v)
	}
	return strings.Join(parts, sep)
}

func feetText(v *int) string {
	if v == nil {
		return ""
	}
	return strconv.Itoa(*v) + "'"
}

// hdText writes hit dice as B/X prints them: "1-1", "3+1**", "½".
func hdText(n Stats) string {
	if n.HitDice == nil {
		return ""
	}
	s := strconv.FormatFloat(*n.HitDice, 'f', -1, 64)
	switch *n.HitDice {
	case 0.5:
		s = "½"
	case 0.25:
		s = "¼"
	}
	if n.HDModifier != 0 {
		s += fmt.Sprintf("%+d", n.HDModifier)
	}
	return s + strings.Repeat("*", n.HDAsterisks)
}

func attacksText(as []Attack) string {
	parts := make([]string, len(as))
	for i, a := range as {
		parts[i] = strings.Join(slices.DeleteFunc([]string{fmt.Sprintf("%d ×", a.Count), a.Form, a.Damage}, func(s string) bool { return s == "" }), " ")
	}
	return strings.Join(parts, "; ")
}

func modesText(ms []MovementMode) string {
	parts := make([]string, len(ms))
	for i, m := range ms {
		parts[i] = fmt.Sprintf("%s %d' (%d')", m.Mode, m.Ft, m.EncounterFt)
	}
	return strings.Join(parts, "; ")
}

// saveNames are the B/X saving throws in printed order: death, wands,
// paralysis, breath, spells.
var saveNames = []string{"D", "W", "P", "B", "S"}

// savesText writes five saves as "D12 W13 P14 B15 S16", any other number
// of them as printed.
func savesText(saves []int) string {
	if len(saves) != len(saveNames) {
		return intsText(saves, " ")
	}
	parts := make([]string, len(saves))
	for i, s := range saves {
		parts[i] = saveNames[i] + strconv.Itoa(s)
	}
	return strings.Join(parts, " ")
}

// coinOrder ranks the B/X denominations from copper to platinum; others
// follow by name.
var coinOrder = []string{"cp", "sp", "ep", "gp", "pp"}

// treasureValues lists what t imports: each coin count by denomination,
// each valuable with its value in gold pieces ("no value" when none is
// printed), each magic item and the treasure types.
func treasureValues(t *Treasure) []importedValue {
	var out []importedValue
	coins := make([]string, 0, len(t.Coins))
	for c := range t.Coins {
		coins = append(coins, c)
	}
	slices.SortFunc(coins, func(a, b string) int {
		ia, ib := slices.Index(coinOrder, a), slices.Index(coinOrder, b)
		if ia < 0 || ib < 0 {
			return cmp.Or(cmp.Compare(ib, ia), strings.Compare(a, b)) // known denominations first
		}
		return cmp.Compare(ia, ib)
	})
	for _, c := range coins {
		out = append(out, importedValue{Label: "coins", Text: fmt.Sprintf("%d %s", t.Coins[c], c)})
	}
	for _, g := range t.Gems {
		value := "no value"
		if g.ValueGP != nil {
			value = strconv.FormatFloat(*g.ValueGP, 'f', -1, 64) + " gp"
		}
		out = append(out, importedValue{Label: g.Description, Text: value})
	}
	for _, m := range t.MagicItems {
		out = append(out, importedValue{Label: "magic item", Text: m})
	}
	if len(t.Types) > 0 {
		out = append(out, importedValue{Label: "type", Text: strings.Join(t.Types, ", ")})
	}
	return out
}
