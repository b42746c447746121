package adventure

import (
	"fmt"
	"reflect"
	"slices"
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/scriptorium/scriptorium/naming"
)

// applier applies the entries of one overrides.yaml to a work copy,
// collecting what took effect and every problem.
type applier struct {
	a       *Adventure
	applied []Applied
	errs    []*entryError
	refs    []monsterRef   // monster links set by entries, checked last
	renamed map[string]int // old monster ID -> line of the entry renaming it
	gone    map[int]int    // position of a removed wandering table -> line removing it
}

// entry is one parsed overrides.yaml entry: its name, line, reason and the
// other key/value pairs in document order.
type entry struct {
	name   string
	line   int
	reason string
	keys   []*yaml.Node
	values map[string]*yaml.Node
}

func (ap *applier) fail(line int, name, format string, args ...any) {
	ap.errs = append(ap.errs, &entryError{line, name, fmt.Sprintf(format, args...)})
}

func (ap *applier) all(root *yaml.Node) {
	ap.a.Normalize()
	for k, v := range pairs(root) {
		if v.Tag == "!!null" { // a section whose entries are all commented out
			continue
		}
		switch k.Value {
		case "module":
			ap.module(k, v)
		case "areas":
			ap.section(k, v, ap.area)
		case "monsters":
			ap.section(k, v, ap.monster)
		case "wandering":
			ap.section(k, v, ap.wandering)
		}
	}
	ap.sweepTables()
	ap.checkRefs()
}

// section applies each entry of the areas, monsters or wandering mapping.
func (ap *applier) section(k, v *yaml.Node, apply func(key, val *yaml.Node)) {
	if v.Kind != yaml.MappingNode {
		ap.fail(k.Line, k.Value, "want a mapping from key to entry")
		return
	}
	for key, val := range pairs(v) {
		apply(key, val)
	}
}

// parseEntry checks the entry val named name: a mapping with a non-empty
// reason and only allowed keys besides. It reports false after recording
// the problem.
func (ap *applier) parseEntry(name string, key, val *yaml.Node, allowed []string) (*entry, bool) {
	val = resolve(val) // "2": *fix repeats an anchored entry
	if val.Kind != yaml.MappingNode {
		ap.fail(key.Line, name, "want a mapping with a reason and the fields to set")
		return nil, false
	}
	e := &entry{name: name, line: key.Line, values: map[string]*yaml.Node{}}
	ok := true
	for k, v := range pairs(val) {
		switch {
		case k.Value == "reason":
			e.reason = strings.TrimSpace(v.Value)
		case slices.Contains(allowed, k.Value):
			e.keys = append(e.keys, k)
			e.values[k.Value] = v
		default:
			ap.fail(k.Line, name, "unknown field %q; want reason, %s", k.Value, strings.Join(allowed, ", "))
			ok = false
		}
	}
	if e.reason == "" {
		ap.fail(key.Line, name, "no reason: every entry says why it is needed")
		ok = false
	}
	if len(e.keys) == 0 && ok {
		ap.fail(key.Line, name, "sets nothing")
		ok = false
	}
	return e, ok
}

// set applies the fields of e to obj (a struct pointer), failing each field
// that does not change. It returns the fields that changed.
func (ap *applier) set(e *entry, obj any, skip ...string) []string {
	var changed []string
	for _, k := range e.keys {
		if slices.Contains(skip, k.Value) {
			continue
		}
		ok, err := setField(obj, k.Value, e.values[k.Value])
		switch {
		case err != nil:
			ap.fail(e.values[k.Value].Line, e.name, "%s: %v", k.Value, err)
		case !ok:
			ap.fail(k.Line, e.name, "%s already has this value; the entry takes no effect", k.Value)
		default:
			changed = append(changed, k.Value)
		}
	}
	return changed
}

// done records e as applied with fields, flagging flags.
func (ap *applier) done(e *entry, flags *[]string, fields []string) {
	for _, f := range fields {
		*flags = append(*flags, Override(f))
	}
	slices.Sort(fields)
	ap.applied = append(ap.applied, Applied{Entry: e.name, Line: e.line, Reason: e.reason, Fields: fields})
}

func (ap *applier) module(k, v *yaml.Node) {
	e, ok := ap.parseEntry("module", k, v, moduleFields)
	if !ok {
		return
	}
	if fields := ap.set(e, &ap.a.Module); len(fields) == len(e.keys) {
		ap.done(e, &ap.a.Flags, fields)
	}
}

func (ap *applier) monster(key, val *yaml.Node) {
	name := "monsters." + key.Value
	e, ok := ap.parseEntry(name, key, val, append(slices.Clip(monsterFields), "add"))
	switch {
	case !ok:
	case e.values["add"] != nil:
		ap.addMonster(e, key.Value)
	default:
		ap.changeMonster(e, key.Value)
	}
}

func (ap *applier) changeMonster(e *entry, id string) {
	m := ap.a.Monster(id)
	if m == nil {
		ap.fail(e.line, e.name, "no monster has ID %q%s", id, nearest(id, ap.monsterIDs()))
		return
	}
	fields := ap.setMonster(e, m)
	if len(fields) != len(e.keys) {
		return
	}
	if slices.Contains(fields, "name") && !ap.rename(e, m) {
		return
	}
	ap.done(e, &m.Flags, fields)
}

// addMonster appends the monster id, whose name must give that ID; without
// a stat block it is flagged statblock-missing like an extracted one.
func (ap *applier) addMonster(e *entry, id string) {
	add, name := e.values["add"], e.values["name"]
	switch {
	case !isTrue(add):
		ap.fail(add.Line, e.name, "add: want add: true")
	case ap.a.Monster(id) != nil:
		ap.fail(e.line, e.name, "monster %q already exists; drop add to change it", id)
	case name == nil:
		ap.fail(e.line, e.name, "an added monster needs a name")
	case naming.Slug(name.Value) != id:
		ap.fail(name.Line, e.name, "name: %q gives ID %q; key the entry %q", name.Value, naming.Slug(name.Value), naming.Slug(name.Value))
	default:
		ap.a.Monsters = append(ap.a.Monsters, Monster{ID: id})
		m := &ap.a.Monsters[len(ap.a.Monsters)-1]
		fillNil(reflect.ValueOf(m).Elem())
		fields := ap.setMonster(e, m, "add")
		if len(fields) != len(e.keys)-1 {
			return
		}
		if m.StatBlock == nil {
			m.Flags = append(m.Flags, FlagStatBlockMissing)
		}
		ap.done(e, &m.Flags, append(fields, "add"))
	}
}

// setMonster applies the fields of e to m, merging stat_block, and returns
// the fields that changed.
func (ap *applier) setMonster(e *entry, m *Monster, skip ...string) []string {
	fields := ap.set(e, m, append(skip, "stat_block")...)
	if n, ok := e.values["stat_block"]; ok && ap.statBlock(e, m, n) {
		fields = append(fields, "stat_block")
	}
	return fields
}

// isTrue reports whether n is the YAML boolean true.
func isTrue(n *yaml.Node) bool { return n.Tag == "!!bool" && n.Value == "true" }

// statBlock merges the mapping n into m's stat block (fields not named keep
// their values) and re-derives its normalized values (see rederive),
// reporting whether anything changed.
func (ap *applier) statBlock(e *entry, m *Monster, n *yaml.Node) bool {
	sb := StatBlock{}
	if m.StatBlock != nil {
		sb = deepCopy(*m.StatBlock) // decoding writes through pointers and slices
	}
	if err := decodeInto(n, &sb); err != nil {
		ap.fail(n.Line, e.name, "stat_block: %v", err)
		return false
	}
	fillNil(reflect.ValueOf(&sb).Elem())
	if m.StatBlock != nil && reflect.DeepEqual(*m.StatBlock, sb) {
		ap.fail(n.Line, e.name, "stat_block already has these values; the entry takes no effect")
		return false
	}
	m.StatBlock = &sb
	rederive(m, givenStats(n))
	return true
}

// givenStats returns the JSON names of the normalized fields that the
// stat_block mapping n sets.
func givenStats(n *yaml.Node) []string {
	var given []string
	for k, v := range pairs(resolve(n)) {
		if k.Value == "normalized" {
			for f := range pairs(resolve(v)) {
				given = append(given, f.Value)
			}
		}
	}
	return given
}

// resolve returns the node an alias stands for, or n.
func resolve(n *yaml.Node) *yaml.Node {
	if n.Kind == yaml.AliasNode {
		return n.Alias
	}
	return n
}

// rename gives m the ID of its new name and moves every reference to it.
func (ap *applier) rename(e *entry, m *Monster) bool {
	old, id := m.ID, naming.Slug(m.Name)
	if id != old && ap.a.Monster(id) != nil {
		ap.fail(e.line, e.name, "name %q gives ID %q, which another monster has", m.Name, id)
		return false
	}
	m.ID = id
	ap.renamed[old] = e.line
	for _, area := range ap.a.Areas() {
		for i := range area.Encounters {
			if area.Encounters[i].Monster == old {
				area.Encounters[i].Monster = id
			}
		}
	}
	for t := range ap.a.Wandering {
		for i := range ap.a.Wandering[t].Entries {
			if ap.a.Wandering[t].Entries[i].Monster == old {
				ap.a.Wandering[t].Entries[i].Monster = id
			}
		}
	}
	return true
}

func (ap *applier) monsterIDs() []string {
	ids := make([]string, len(ap.a.Monsters))
	for i, m := range ap.a.Monsters {
		ids[i] = m.ID
	}
	return ids
}
