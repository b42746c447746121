package adventure

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"regexp"
	"slices"
	"strings"

	"gopkg.in/yaml.v3"
)

// OverridesVersion is the version of the overrides.yaml format.
const OverridesVersion = 1

// Applied records one overrides.yaml entry that took effect: its name
// ("module", "areas.12a", "monsters.goblin", "wandering.#2"), the line it
// starts on, its reason, and the fields it set, sorted ("add" and "remove"
// for added and removed areas, "add" for an added monster, "remove" for a
// removed wandering table).
type Applied struct {
	Entry  string   `json:"entry"`
	Line   int      `json:"line"`
	Reason string   `json:"reason"`
	Fields []string `json:"fields"`
}

// entryError is one failure of one entry; its message is
// "overrides.yaml:LINE: ENTRY: PROBLEM".
type entryError struct {
	line  int
	entry string
	msg   string
}

// Error returns "overrides.yaml:LINE: ENTRY: PROBLEM".
func (e *entryError) Error() string {
	return fmt.Sprintf("overrides.yaml:%d: %s: %s", e.line, e.entry, e.msg)
}

// Unwrap returns [ErrOverride].
func (e *entryError) Unwrap() error { return ErrOverride }

// Fields an entry may set, beyond reason, per kind of entry. Module pages
// and source are facts of the PDF; flags and confidence belong to the
// extractor.
var (
	moduleFields  = []string{"title", "system", "level_range", "authors", "license"}
	areaFields    = []string{"key", "title", "read_aloud", "description", "encounters", "treasure", "traps", "features", "exits", "pages"}
	monsterFields = []string{"name", "printed_names", "stat_block"}
	tableFields   = []string{"name", "die", "applies_to", "frequency", "entries", "pages"}
)

// Apply applies overrides.yaml (format in the package doc) to a, entry by
// entry in document order; a section left empty (every entry commented out)
// is skipped. Every touched area, monster and the module gain an
// override:<field> flag (a corrected wandering table flags the module
// override:wandering_tables), and a is normalized. It returns what each
// entry did. If any entry is malformed or takes no effect, or a monster an
// entry links to does not exist once every entry applied, Apply changes
// nothing and returns every problem, sorted by line, each naming the entry
// and its line and wrapping [ErrOverride]. A file with no entries (such as
// the [Template]) applies nothing.
func Apply(a *Adventure, overridesYAML []byte) ([]Applied, error) {
	doc, err := parseOverrides(overridesYAML)
	if err != nil || doc == nil {
		return nil, err
	}
	work, err := clone(a)
	if err != nil {
		return nil, err
	}
	ap := &applier{a: work, renamed: map[string]int{}, gone: map[int]int{}}
	ap.all(doc)
	if len(ap.errs) > 0 {
		slices.SortStableFunc(ap.errs, func(x, y *entryError) int { return x.line - y.line })
		errs := make([]error, len(ap.errs))
		for i, e := range ap.errs {
			errs[i] = e
		}
		return nil, errors.Join(errs...)
	}
	work.Normalize()
	*a = *work
	return ap.applied, nil
}

// tabIndented returns the 1-based number of the first line of data whose
// indentation holds a tab, or 0 when none does.
func tabIndented(data []byte) int {
	for i, line := range strings.Split(string(data), "\n") {
		if indent := line[:len(line)-len(strings.TrimLeft(line, " \t"))]; strings.Contains(indent, "\t") {
			return i + 1
		}
	}
	return 0
}

// yamlProblem matches what yaml.v3 puts before the problem in a syntax
// error: "yaml: " and the line it guessed.
var yamlProblem = regexp.MustCompile(`^yaml: (?:line \d+: )?`)

// syntaxErrorLine returns the 1-based line of data's first YAML syntax
// error: the line after the longest run of whole lines that parses, since
// every longer run holds the error. yaml.v3's own "line N" is the line of
// the collection around a parser error, counted from 0 (so a flow
// sequence left open on line 4 was "line 3"), and the problem itself is
// often further down.
func syntaxErrorLine(data []byte) int {
	lines := strings.SplitAfter(string(data), "\n")
	for n := len(lines) - 1; n > 0; n-- {
		var doc yaml.Node
		if yaml.Unmarshal([]byte(strings.Join(lines[:n], "")), &doc) == nil {
			return n + 1
		}
	}
	return 1
}

// parseOverrides parses the YAML and checks its top level: only version,
// module, areas, monsters and wandering, no duplicate keys anywhere. It returns nil for
// a file with no content.
func parseOverrides(data []byte) (*yaml.Node, error) {
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		if line := tabIndented(data); line > 0 {
			return nil, &entryError{line, "indentation", "a tab, where YAML indents with spaces only"}
		}
		return nil, &entryError{syntaxErrorLine(data), "syntax", yamlProblem.ReplaceAllString(err.Error(), "")}
	}
	if len(doc.Content) == 0 {
		return nil, nil
	}
	root := doc.Content[0]
	if root.Kind == yaml.ScalarNode && root.Tag == "!!null" {
		return nil, nil
	}
	if root.Kind != yaml.MappingNode {
		return nil, &entryError{root.Line, "overrides.yaml", "want a mapping of version, module, areas, monsters and wandering"}
	}
	if err := duplicateKeys(root, ""); err != nil {
		return nil, err
	}
	for k, v := range pairs(root) {
		switch k.Value {
		case "module", "areas", "monsters", "wandering":
		case "version":
			if v.Value != fmt.Sprint(OverridesVersion) {
				return nil, &entryError{v.Line, "version", fmt.Sprintf("version %q is not %d", v.Value, OverridesVersion)}
			}
		default:
			return nil, &entryError{k.Line, k.Value, "unknown section; want version, module, areas, monsters or wandering"}
		}
	}
	return root, nil
}

// duplicateKeys rejects a mapping anywhere under n (at dotted path) that
// repeats a key, naming the key's path and both lines, or that merges
// another (YAML's "<<" key, which would hide what an entry sets). A date
// written bare ("2024-01-01") is kept as the text it is, as YAML 1.2 does.
func duplicateKeys(n *yaml.Node, path string) error {
	switch n.Kind {
	case yaml.ScalarNode:
		if n.Tag == "!!timestamp" {
			n.Tag = "!!str"
		}
	case yaml.MappingNode:
		seen := map[string]int{}
		for k, v := range pairs(n) {
			if k.Tag == "!!merge" {
				return &entryError{k.Line, join(path, k.Value), "merge keys (<<) are not supported: write the fields out"}
			}
			if first, ok := seen[k.Value]; ok {
				return &entryError{k.Line, join(path, k.Value), fmt.Sprintf("duplicate key (first on line %d)", first)}
			}
			seen[k.Value] = k.Line
			if err := duplicateKeys(v, join(path, k.Value)); err != nil {
				return err
			}
		}
	case yaml.SequenceNode:
		for i, c := range n.Content {
			if err := duplicateKeys(c, join(path, fmt.Sprint(i))); err != nil {
				return err
			}
		}
	}
	return nil
}

// join appends name to a dotted path.
func join(path, name string) string {
	if path == "" {
		return name
	}
	return path + "." + name
}

// pairs iterates the key and value nodes of a mapping node.
func pairs(m *yaml.Node) func(yield func(k, v *yaml.Node) bool) {
	return func(yield func(k, v *yaml.Node) bool) {
		for i := 0; i+1 < len(m.Content); i += 2 {
			if !yield(m.Content[i], m.Content[i+1]) {
				return
			}
		}
	}
}

// decodeInto decodes the YAML value n into *target through JSON, so the
// adventure.json field names apply and unknown fields are refused.
func decodeInto(n *yaml.Node, target any) error {
	var v any
	if err := n.Decode(&v); err != nil {
		return err
	}
	data, err := json.Marshal(v)
	if err != nil {
		return err
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	return plainDecodeError(dec.Decode(target))
}

// plainDecodeError words a JSON decoding error for the author of
// overrides.yaml, who never sees Go types or JSON: a value of the wrong
// kind names the field and the kind wanted ("normalized.ac: want a whole
// number, not text"; text given as a number or true/false is told to quote
// it, as a table row's range: "1"), and an unknown field loses its "json: "
// prefix.
func plainDecodeError(err error) error {
	var te *json.UnmarshalTypeError
	if errors.As(err, &te) {
		msg := fmt.Sprintf("want %s, not %s", kindName(te.Type), jsonKindName(te.Value))
		if te.Type.Kind() == reflect.String && (te.Value == "bool" || strings.HasPrefix(te.Value, "number")) {
			msg += "; put it in quotes"
		}
		if te.Field != "" {
			msg = te.Field + ": " + msg
		}
		return errors.New(msg)
	}
	if err != nil {
		if msg, ok := strings.CutPrefix(err.Error(), "json: "); ok {
			return errors.New(msg)
		}
	}
	return err
}

// kindName names what a value of Go type t is written as in YAML.
func kindName(t reflect.Type) string {
	switch t.Kind() {
	case reflect.Pointer:
		return kindName(t.Elem())
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return "a whole number"
	case reflect.Float32, reflect.Float64:
		return "a number"
	case reflect.String:
		return "text"
	case reflect.Bool:
		return "true or false"
	case reflect.Slice, reflect.Array:
		return "a list, each item " + kindName(t.Elem())
	}
	return "a mapping of fields"
}

// jsonKindName names the JSON kind an UnmarshalTypeError reports, as YAML
// shows it.
func jsonKindName(kind string) string {
	switch {
	case kind == "string":
		return "text"
	case kind == "number" || strings.HasPrefix(kind, "number "):
		return "a number"
	case kind == "bool":
		return "true or false"
	case kind == "array":
		return "a list"
	case kind == "object":
		return "a mapping"
	}
	return kind
}

// setField decodes n into a fresh value of the field of struct pointer obj
// whose JSON name is name, and stores it. It reports whether the value
// changed.
func setField(obj any, name string, n *yaml.Node) (bool, error) {
	field := fieldByJSON(reflect.ValueOf(obj).Elem(), name)
	fresh := reflect.New(field.Type())
	if err := decodeInto(n, fresh.Interface()); err != nil {
		return false, err
	}
	fillNil(fresh.Elem())
	if reflect.DeepEqual(field.Interface(), fresh.Elem().Interface()) {
		return false, nil
	}
	field.Set(fresh.Elem())
	return true, nil
}

// fieldByJSON returns the field of struct v with JSON name name.
func fieldByJSON(v reflect.Value, name string) reflect.Value {
	i := slices.Index(jsonFields(v.Interface()), name)
	return v.Field(i)
}

// clone deep-copies a through JSON, failing only if a holds a value JSON
// cannot encode (such as a NaN confidence).
func clone(a *Adventure) (*Adventure, error) {
	data, err := json.Marshal(a)
	if err != nil {
		return nil, fmt.Errorf("apply overrides: %w", err)
	}
	var c Adventure
	if err := json.Unmarshal(data, &c); err != nil {
		return nil, fmt.Errorf("apply overrides: %w", err)
	}
	return &c, nil
}

// deepCopy copies v through JSON; v must be a stat-block value, which JSON
// always encodes.
func deepCopy[T any](v T) T {
	var c T
	data, err := json.Marshal(v)
	if err == nil {
		err = json.Unmarshal(data, &c)
	}
	if err != nil {
		panic("adventure: copy: " + err.Error())
	}
	return c
}
