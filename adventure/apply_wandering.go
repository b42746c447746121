package adventure

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"
)

// monsterRef is a monster link an entry set: the line of its value, the
// entry, the field path ("entries.2.monster") and the ID.
type monsterRef struct {
	line  int
	entry string
	path  string
	id    string
}

// wandering applies one entry of the wandering section: fields of a table
// replaced, or the table removed.
func (ap *applier) wandering(key, val *yaml.Node) {
	name := "wandering." + key.Value
	e, ok := ap.parseEntry(name, key, val, append(slices.Clip(tableFields), "remove"))
	if !ok {
		return
	}
	i := ap.table(e, key.Value)
	switch {
	case i < 0:
	case e.values["remove"] != nil:
		if ap.removeOnly(e) {
			ap.gone[i] = e.line
			ap.doneTable(e, []string{"remove"})
		}
	default:
		if fields := ap.set(e, &ap.a.Wandering[i]); len(fields) == len(e.keys) {
			if slices.Contains(fields, "entries") {
				ap.queueRefs(e, "entries")
			}
			if slices.Contains(fields, "die") {
				ap.a.Wandering[i].DieImplied = false // a person's die is no longer implied
			}
			ap.doneTable(e, fields)
		}
	}
}

// doneTable records e as applied, flagging the module
// override:wandering_tables (a table has no flags of its own).
func (ap *applier) doneTable(e *entry, fields []string) {
	var none []string
	ap.done(e, &none, fields)
	ap.a.Flags = append(ap.a.Flags, Override("wandering_tables"))
}

// table returns the position of the table ref names: "#N" is the N-th
// table (1-based), anything else a table name, which must name exactly one
// table. It returns -1 after recording the problem.
func (ap *applier) table(e *entry, ref string) int {
	tables := ap.a.Wandering
	i := -1
	if n, ok := strings.CutPrefix(ref, "#"); ok {
		p, err := strconv.Atoi(n)
		if err != nil || strconv.Itoa(p) != n || p < 1 || p > len(tables) {
			ap.fail(e.line, e.name, "no wandering table is at %q; positions run from #1 to #%d", ref, len(tables))
			return -1
		}
		i = p - 1
	} else if i = ap.tableNamed(e, ref); i < 0 {
		return -1
	}
	if line, ok := ap.gone[i]; ok {
		ap.fail(e.line, e.name, "the table was removed on line %d", line)
		return -1
	}
	return i
}

// tableNamed returns the position of the one table named name, or -1 after
// recording that none has the name (suggesting the nearest name, or the
// position of an untitled table) or that several do (listing their
// positions).
func (ap *applier) tableNamed(e *entry, name string) int {
	var at, refs []string
	i := -1
	for j, t := range ap.a.Wandering {
		pos := "#" + strconv.Itoa(j+1)
		if t.Name == name {
			at, i = append(at, strconv.Quote(pos)), j
		}
		if t.Name == "" {
			refs = append(refs, pos)
		} else {
			refs = append(refs, t.Name)
		}
	}
	switch len(at) {
	case 0:
		ap.fail(e.line, e.name, "no wandering table is named %q%s", name, nearest(name, refs))
	case 1:
		return i
	default:
		ap.fail(e.line, e.name, "%d wandering tables are named %q; write one of %s", len(at), name, strings.Join(at, ", "))
	}
	return -1
}

// sweepTables deletes the tables removed by entries; until now positions
// stayed those of the adventure before overrides.
func (ap *applier) sweepTables() {
	kept := ap.a.Wandering[:0]
	for i, t := range ap.a.Wandering {
		if _, ok := ap.gone[i]; !ok {
			kept = append(kept, t)
		}
	}
	ap.a.Wandering = kept
}

// queueRefs queues, for the final check, the monster of each item of e's
// list field (encounters or entries).
func (ap *applier) queueRefs(e *entry, field string) {
	for i, item := range e.values[field].Content {
		for k, v := range pairs(item) {
			if k.Value == "monster" && v.Value != "" {
				ap.refs = append(ap.refs, monsterRef{v.Line, e.name, fmt.Sprintf("%s.%d.monster", field, i), v.Value})
			}
		}
	}
}

// checkRefs fails each queued link to a monster that exists after every
// entry applied; a link to an ID renamed by a later entry followed the
// rename.
func (ap *applier) checkRefs() {
	for _, r := range ap.refs {
		if line, ok := ap.renamed[r.id]; ok && line > r.line || ap.a.Monster(r.id) != nil {
			continue
		}
		ap.fail(r.line, r.entry, "%s: no monster has ID %q%s", r.path, r.id, nearest(r.id, ap.monsterIDs()))
	}
}
