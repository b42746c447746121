package adventure

import (
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"strings"

	"github.com/scriptorium/scriptorium/statblock"
)

// NewStatBlock returns the stat block printed with the values
// [statblock.Normalize] reads and derives from it, and the monster flags
// naming every derived field (derived:<field>) and every printed field that
// could not be read (statblock-unparsed:<field>).
func NewStatBlock(printed statblock.StatBlock) (StatBlock, []string) {
	st, derived, unparsed := normalize(PrintedStats(printed))
	return StatBlock{Printed: PrintedStats(printed), Normalized: st}, statFlags(derived, unparsed)
}

// normalize returns the normalized values of p and the JSON names of the
// fields derived and of the printed fields not read.
func normalize(p PrintedStats) (Stats, []string, []string) {
	n := statblock.Normalize(statblock.StatBlock(p))
	var st Stats
	raw, err := json.Marshal(n)
	if err == nil {
		err = json.Unmarshal(raw, &st)
	}
	if err != nil { // both are plain structs of numbers and strings
		panic("convert normalized stats: " + err.Error())
	}
	return st, n.Derived, n.Unparsed
}

// statFlags returns the derived:<field> and statblock-unparsed:<field>
// flags of a stat block.
func statFlags(derived, unparsed []string) []string {
	var flags []string
	for _, f := range derived {
		flags = append(flags, Derived(f))
	}
	for _, f := range unparsed {
		flags = append(flags, StatBlockUnparsed(f))
	}
	return flags
}

// derivation is a normalized value that follows from another by a B/X rule:
// to is set from from.
type derivation struct {
	from, to string
	apply    func(*Stats)
}

// derivations are the rules that derive one normalized value from another
// (statblock.Normalize documents them): AAC = 19 − AC and attack bonus =
// 19 − THAC0, each way.
var derivations = []derivation{
	{"ac", "aac", func(s *Stats) { s.AAC = nineteenMinus(s.AC) }},
	{"aac", "ac", func(s *Stats) { s.AC = nineteenMinus(s.AAC) }},
	{"thac0", "attack_bonus", func(s *Stats) { s.AttackBonus = nineteenMinus(s.THAC0) }},
	{"attack_bonus", "thac0", func(s *Stats) { s.THAC0 = nineteenMinus(s.AttackBonus) }},
}

// nineteenMinus returns 19 − v, nil for nil.
func nineteenMinus(v *int) *int {
	if v == nil {
		return nil
	}
	r := 19 - *v
	return &r
}

// rederive recomputes the normalized values of m's stat block from its
// printed fields after an override: the normalized fields the override
// names (given, JSON names) keep their values and are no longer derived; a
// value derived from a given one follows it (see derivations); m's
// derived:<field> and statblock-unparsed:<field> flags become those of the
// result, and it is no longer flagged statblock-missing or
// statblock-not-printed.
func rederive(m *Monster, given []string) {
	st, derived, unparsed := normalize(m.StatBlock.Printed)
	fields, set := reflect.ValueOf(&st).Elem(), reflect.ValueOf(m.StatBlock.Normalized)
	for i, f := range statFieldNames {
		if slices.Contains(given, f) {
			fields.Field(i).Set(set.Field(i))
		}
	}
	derived = slices.DeleteFunc(derived, func(f string) bool { return slices.Contains(given, f) })
	for _, d := range derivations {
		if slices.Contains(given, d.from) && !slices.Contains(given, d.to) && (slices.Contains(derived, d.to) || statField(st, d.to).IsZero()) {
			d.apply(&st)
			derived = append(derived, d.to)
		}
	}
	m.StatBlock.Normalized = st
	m.Flags = slices.DeleteFunc(m.Flags, func(f string) bool {
		return f == FlagStatBlockMissing || f == FlagStatBlockNotPrinted || strings.HasPrefix(f, FlagDerived+":") || strings.HasPrefix(f, FlagStatBlockUnparsed+":")
	})
	m.Flags = append(m.Flags, statFlags(inOrder(derived, statFieldNames), unparsed)...)
}

// statFieldNames are the JSON names of [Stats] in declaration order.
var statFieldNames = jsonFields(Stats{})

// statField returns the field of st with JSON name f.
func statField(st Stats, f string) reflect.Value {
	return reflect.ValueOf(st).Field(slices.Index(statFieldNames, f))
}

// inOrder returns the distinct names ordered as in order.
func inOrder(names, order []string) []string {
	return slices.DeleteFunc(slices.Clone(order), func(f string) bool { return !slices.Contains(names, f) })
}

// jsonText returns v as JSON, for messages.
func jsonText(v reflect.Value) string {
	raw, err := json.Marshal(v.Interface())
	if err != nil {
		return fmt.Sprint(v.Interface())
	}
	return string(raw)
}

// statMismatches returns, for m's stat block, a message for each normalized
// value that disagrees with what its printed fields give (read or derived,
// see [statblock.Normalize]) and for each value flagged derived from one
// that is not that disagrees with it (see derivations).
func statMismatches(m *Monster) []string {
	var out []string
	got := m.StatBlock.Normalized
	want, derived, _ := normalize(m.StatBlock.Printed)
	for _, f := range statFieldNames {
		w, g := statField(want, f), statField(got, f)
		if w.IsZero() || reflect.DeepEqual(w.Interface(), g.Interface()) {
			continue
		}
		how := "reads"
		if slices.Contains(derived, f) {
			how = "derives"
		}
		out = append(out, fmt.Sprintf("normalized %s is %s, but the printed stat block %s %s", f, jsonText(g), how, jsonText(w)))
	}
	for _, d := range derivations {
		if !slices.Contains(m.Flags, Derived(d.to)) || slices.Contains(m.Flags, Derived(d.from)) {
			continue
		}
		again := got
		d.apply(&again)
		if a, g := statField(again, d.to), statField(got, d.to); !reflect.DeepEqual(a.Interface(), g.Interface()) {
			out = append(out, fmt.Sprintf("normalized %s is %s, but it is derived from %s %s, which gives %s",
				d.to, jsonText(g), d.from, jsonText(statField(got, d.from)), jsonText(a)))
		}
	}
	return out
}
