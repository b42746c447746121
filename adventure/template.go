package adventure

import (
	"bytes"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/scriptorium/scriptorium/naming"
)

const templateHeader = `# overrides.yaml: corrections applied to the extracted adventure on every
# assemble. Everything below is commented out, so this file changes nothing.
# To correct something, uncomment an entry (remove one "# " from each line)
# and edit it. Every entry needs a reason and must change what it names, or
# assembly fails naming the entry and its line. Field names and shapes are
# those of adventure.json beside this file.
`

// Template returns the commented overrides.yaml a first convert writes: only
// "version: 1" is live; every kind of entry (module metadata, an area's
// fields replaced, an area added, an area removed, a monster renamed with a
// stat-block fix, a monster added, a wandering table's die corrected) is
// shown commented out, with real keys and names from a.
// Applying the template is a no-op; uncommenting it gives entries that
// apply. The same adventure always gives the same bytes.
func Template(a *Adventure) []byte {
	var b bytes.Buffer
	b.WriteString(templateHeader)
	fmt.Fprintf(&b, "version: %d\n", OverridesVersion)
	for _, sec := range templateSections(a) {
		b.WriteString("\n")
		b.Write(commentOut(encodeYAML(sec)))
	}
	return b.Bytes()
}

// templateSections builds the module, areas, monsters and wandering
// examples; the wandering section only when a has a table.
func templateSections(a *Adventure) []*yaml.Node {
	module := mapping("module", mapping(
		"reason", scalar("the title page spells the title differently from the cover"),
		"title", scalar(corrected(a.Module.Title)),
	))
	module.Content[0].HeadComment = wrapComment("Module metadata: " + strings.Join(moduleFields, ", ") + ".")
	secs := []*yaml.Node{module, mapping("areas", templateAreas(a))}
	var monsters []any
	if len(a.Monsters) > 0 {
		monsters = append(monsters, templateMonster(&a.Monsters[0]))
	}
	secs = append(secs, mapping("monsters", mapping(append(monsters, templateAddMonster(a))...)))
	if len(a.Wandering) > 0 {
		secs = append(secs, mapping("wandering", templateTable(a)))
	}
	return secs
}

// templateAreas shows a change to the first area, an added area and the
// removal of the last area.
func templateAreas(a *Adventure) *yaml.Node {
	areas := a.Areas()
	site, level, first := "Site", "Level", "1"
	var entries []any
	if len(areas) > 0 {
		site, level, first = a.Sites[0].Name, a.Sites[0].Levels[0].Name, areas[0].Key
		entries = append(entries, headed(a.Address(areas[0]), "Replace fields of an area by key: "+strings.Join(areaFields, ", ")+".",
			mapping("reason", scalar("the title is printed in the map margin"), "title", scalar(corrected(areas[0].Title)))))
	}
	added := first + "a"
	for a.Area(added) != nil {
		added += "a"
	}
	entries = append(entries, headed(added, "Add an area (its site and level are created when missing).",
		mapping("reason", scalar("printed only on the map"),
			"add", flow(mapping("site", scalar(site), "level", scalar(level))),
			"title", scalar("Alcove"), "description", scalar("The text as printed."),
			"pages", flow(sequence(scalar("1"))))))
	if len(areas) > 1 {
		last := a.Address(areas[len(areas)-1])
		entries = append(entries, headed(last, "Remove an area.",
			mapping("reason", scalar("not an area: a sidebar read as one"), "remove", scalar("true"))))
	}
	return mapping(entries...)
}

// templateMonster shows a rename and a stat-block fix of m.
func templateMonster(m *Monster) headedKey {
	ac := 7
	if m.StatBlock != nil && m.StatBlock.Normalized.AC != nil && *m.StatBlock.Normalized.AC == ac {
		ac++
	}
	fix := mapping(
		"printed", flow(mapping("ac", quoted(strconv.Itoa(ac)))),
		"normalized", flow(mapping("ac", scalar(strconv.Itoa(ac)))))
	return headed(m.ID, "Rename a monster (its ID follows the name) or fix stat-block fields: "+
		strings.Join(monsterFields, ", ")+"; stat_block sets only the fields it names.",
		mapping("reason", scalar("the stat block's AC was misread"),
			"name", scalar(m.Name+" Leader"), "stat_block", fix))
}

// templateAddMonster shows a monster added for the first encounter linked
// to none (or an example creature), under a name no monster has.
func templateAddMonster(a *Adventure) headedKey {
	name := firstUnlinked(a)
	for a.Monster(naming.Slug(name)) != nil {
		name += " II"
	}
	return headed(naming.Slug(name), "Add a monster, keyed by the ID its name gives; link encounters "+
		"(areas: encounters) and wandering rows (entries) to it by that ID.",
		mapping("reason", scalar("printed in the text, but no monster was extracted"),
			"add", scalar("true"), "name", scalar(name)))
}

// firstUnlinked returns the creature of the first encounter linked to no
// monster whose name gives an ID, or "Cave Bear" when there is none.
func firstUnlinked(a *Adventure) string {
	for _, area := range a.Areas() {
		for _, e := range area.Encounters {
			if e.Monster == "" && naming.Slug(e.Creature) != "" {
				return e.Creature
			}
		}
	}
	return "Cave Bear"
}

// templateTable shows the die of the first wandering table corrected.
func templateTable(a *Adventure) *yaml.Node {
	t, key := a.Wandering[0], a.Wandering[0].Name
	if key == "" || slices.ContainsFunc(a.Wandering[1:], func(o WanderingTable) bool { return o.Name == key }) {
		key = "#1"
	}
	die := "1d10"
	if t.Die == die {
		die = "1d12"
	}
	return mapping(headed(key, "Replace fields of a wandering-monster table, keyed by its name in "+
		"adventure.json or by its position (\"#2\") when names repeat or are empty: "+
		strings.Join(tableFields, ", ")+"; entries replaces every row. remove: true drops a table.",
		mapping("reason", scalar("the die printed above the table does not fit its rows"), "die", scalar(die))))
}

// corrected is an example correction of a title: the title marked
// corrected, or a placeholder when it is empty.
func corrected(title string) string {
	if title == "" {
		return "Title as printed"
	}
	return title + " (corrected)"
}

// headedKey pairs a key carrying a head comment with its value.
type headedKey struct {
	key     string
	comment string
	value   *yaml.Node
}

func headed(key, comment string, value *yaml.Node) headedKey {
	return headedKey{key, comment, value}
}

// mapping builds a mapping node from alternating keys and values, or from
// headedKey pairs.
func mapping(kv ...any) *yaml.Node {
	m := &yaml.Node{Kind: yaml.MappingNode}
	for i := 0; i < len(kv); i++ {
		if h, ok := kv[i].(headedKey); ok {
			k := quoted(h.key)
			k.HeadComment = wrapComment(h.comment)
			m.Content = append(m.Content, k, h.value)
			continue
		}
		m.Content = append(m.Content, scalar(kv[i].(string)), kv[i+1].(*yaml.Node))
		i++
	}
	return m
}

func sequence(items ...*yaml.Node) *yaml.Node {
	return &yaml.Node{Kind: yaml.SequenceNode, Content: items}
}

func scalar(s string) *yaml.Node { return &yaml.Node{Kind: yaml.ScalarNode, Value: s} }

func quoted(s string) *yaml.Node {
	return &yaml.Node{Kind: yaml.ScalarNode, Value: s, Style: yaml.DoubleQuotedStyle}
}

func flow(n *yaml.Node) *yaml.Node { n.Style = yaml.FlowStyle; return n }

// encodeYAML encodes n with a two-space indent.
func encodeYAML(n *yaml.Node) []byte {
	var b bytes.Buffer
	enc := yaml.NewEncoder(&b)
	enc.SetIndent(2)
	if err := enc.Encode(n); err != nil {
		panic("adventure: encode template: " + err.Error())
	}
	return b.Bytes()
}

// commentOut prefixes every line of text with "# ".
func commentOut(text []byte) []byte {
	var b bytes.Buffer
	for _, line := range strings.SplitAfter(string(text), "\n") {
		if line != "" {
			b.WriteString("# " + line)
		}
	}
	return b.Bytes()
}

// wrapComment turns text into "# " comment lines of at most about 70
// characters.
func wrapComment(text string) string {
	var lines []string
	line := "#"
	for _, w := range strings.Fields(text) {
		if len(line)+1+len(w) > 72 && line != "#" {
			lines = append(lines, line)
			line = "#"
		}
		line += " " + w
	}
	return strings.Join(append(lines, line), "\n")
}
