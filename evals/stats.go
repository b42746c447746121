package evals

import (
	"slices"
	"strings"

	"github.com/scriptorium/scriptorium/adventure"
)

// statField compares one asserted stat-block field: asserted is false when
// the truth omits it.
type statField struct {
	name    string
	compare func(t *StatTruth, s *adventure.Stats) (asserted, equal bool)
}

// ptrField compares a field held by pointer on both sides.
func ptrField[T comparable](name string, tv func(*StatTruth) *T, pv func(*adventure.Stats) *T) statField {
	return statField{name, func(t *StatTruth, s *adventure.Stats) (bool, bool) {
		want, got := tv(t), pv(s)
		if want == nil {
			return false, false
		}
		return true, got != nil && *got == *want
	}}
}

// valField compares a field the adventure holds by value.
func valField[T comparable](name string, tv func(*StatTruth) *T, pv func(*adventure.Stats) T) statField {
	return ptrField(name, tv, func(s *adventure.Stats) *T { v := pv(s); return &v })
}

// listField compares a list field.
func listField[T comparable](name string, tv func(*StatTruth) *[]T, pv func(*adventure.Stats) []T) statField {
	return statField{name, func(t *StatTruth, s *adventure.Stats) (bool, bool) {
		want := tv(t)
		if want == nil {
			return false, false
		}
		return true, slices.Equal(*want, pv(s))
	}}
}

// strField compares a string field, ignoring case and surrounding space.
func strField(name string, tv func(*StatTruth) *string, pv func(*adventure.Stats) string) statField {
	return statField{name, func(t *StatTruth, s *adventure.Stats) (bool, bool) {
		want := tv(t)
		if want == nil {
			return false, false
		}
		return true, strings.EqualFold(strings.TrimSpace(*want), strings.TrimSpace(pv(s)))
	}}
}

// statFields are the scored fields, sorted by name; metric order follows.
var statFields = []statField{
	ptrField("aac", func(t *StatTruth) *int { return t.AAC }, func(s *adventure.Stats) *int { return s.AAC }),
	ptrField("ac", func(t *StatTruth) *int { return t.AC }, func(s *adventure.Stats) *int { return s.AC }),
	strField("alignment", func(t *StatTruth) *string { return t.Alignment }, func(s *adventure.Stats) string { return s.Alignment }),
	ptrField("attack_bonus", func(t *StatTruth) *int { return t.AttackBonus }, func(s *adventure.Stats) *int { return s.AttackBonus }),
	listField("damage", func(t *StatTruth) *[]string { return t.Damage }, damages),
	ptrField("encounter_movement_ft", func(t *StatTruth) *int { return t.EncounterMovementFt }, func(s *adventure.Stats) *int { return s.EncounterMovementFt }),
	valField("hd_asterisks", func(t *StatTruth) *int { return t.HDAsterisks }, func(s *adventure.Stats) int { return s.HDAsterisks }),
	valField("hd_modifier", func(t *StatTruth) *int { return t.HDModifier }, func(s *adventure.Stats) int { return s.HDModifier }),
	ptrField("hit_dice", func(t *StatTruth) *float64 { return t.HitDice }, func(s *adventure.Stats) *float64 { return s.HitDice }),
	listField("hit_points", func(t *StatTruth) *[]int { return t.HitPoints }, func(s *adventure.Stats) []int { return s.HitPoints }),
	ptrField("morale", func(t *StatTruth) *int { return t.Morale }, func(s *adventure.Stats) *int { return s.Morale }),
	ptrField("movement_ft", func(t *StatTruth) *int { return t.MovementFt }, func(s *adventure.Stats) *int { return s.MovementFt }),
	strField("number_appearing", func(t *StatTruth) *string { return t.NumberAppearing }, func(s *adventure.Stats) string { return s.NumberAppearing }),
	strField("save_as", func(t *StatTruth) *string { return t.SaveAs }, func(s *adventure.Stats) string { return s.SaveAs }),
	listField("saves", func(t *StatTruth) *[]int { return t.Saves }, func(s *adventure.Stats) []int { return s.Saves }),
	ptrField("thac0", func(t *StatTruth) *int { return t.THAC0 }, func(s *adventure.Stats) *int { return s.THAC0 }),
	strField("treasure_type", func(t *StatTruth) *string { return t.TreasureType }, func(s *adventure.Stats) string { return s.TreasureType }),
	ptrField("xp", func(t *StatTruth) *int { return t.XP }, func(s *adventure.Stats) *int { return s.XP }),
}

// damages returns the damage of every attack per round, an attack made
// Count times listed Count times, lower-cased.
func damages(s *adventure.Stats) []string {
	var out []string
	for _, a := range s.Attacks {
		for range max(a.Count, 1) {
			out = append(out, strings.ToLower(strings.TrimSpace(a.Damage)))
		}
	}
	return out
}

// hasStats reports whether sb holds a stat block: some field printed
// besides the creature's name.
func hasStats(sb *adventure.StatBlock) bool {
	return sb != nil && sb.Printed != adventure.PrintedStats{Name: sb.Printed.Name}
}

// statMetrics scores the stat blocks of the truth's monsters: found with a
// stat block (see hasStats), then each asserted field of those found.
func statMetrics(a *adventure.Adventure, t *Truth, b bestiary) []Metric {
	var recall, fields ratio
	per := make([]ratio, len(statFields))
	if t.Monsters != nil {
		tm := *t.Monsters
		got := pair(len(tm), len(a.Monsters), func(i, j int) bool {
			return anySame(append([]string{tm[i].Name}, tm[i].PrintedNames...), b.names(a.Monsters[j].ID))
		})
		for i, j := range got {
			found := j >= 0 && hasStats(a.Monsters[j].StatBlock)
			recall.add(found)
			if !found {
				continue
			}
			for k, f := range statFields {
				if asserted, equal := f.compare(&tm[i].StatBlock, &a.Monsters[j].StatBlock.Normalized); asserted {
					fields.add(equal)
					per[k].add(equal)
				}
			}
		}
	}
	out := []Metric{recall.metric("statblocks.recall"), fields.metric("statblocks.fields")}
	for k, f := range statFields {
		out = append(out, per[k].metric("statblocks.field."+f.name))
	}
	return out
}
