package adventure

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"sync"

	"github.com/invopop/jsonschema"

	"github.com/scriptorium/scriptorium/internal/jsonfile"
	"github.com/scriptorium/scriptorium/provider"
)

// Normalize puts a into its canonical form in place: every nil list or map
// becomes empty (adventure.json has no null lists), flags, printed names and
// pages are sorted without duplicates, and monsters are sorted by ID. Sites,
// levels, areas and all other lists keep their printed order.
func (a *Adventure) Normalize() {
	fillNil(reflect.ValueOf(a).Elem())
	a.Flags = sortedSet(a.Flags)
	for _, area := range a.Areas() {
		area.Flags = sortedSet(area.Flags)
		area.Pages = sortedSet(area.Pages)
	}
	for i := range a.Monsters {
		a.Monsters[i].Flags = sortedSet(a.Monsters[i].Flags)
		a.Monsters[i].PrintedNames = sortedSet(a.Monsters[i].PrintedNames)
	}
	slices.SortStableFunc(a.Monsters, func(x, y Monster) int { return strings.Compare(x.ID, y.ID) })
	for i := range a.Wandering {
		a.Wandering[i].Pages = sortedSet(a.Wandering[i].Pages)
	}
}

// Marshal normalizes a (see [Adventure.Normalize]) and returns it as
// adventure.json: indented by two spaces, HTML characters unescaped, ending
// in a newline. The same adventure always gives the same bytes.
func Marshal(a *Adventure) ([]byte, error) {
	a.Normalize()
	return jsonfile.Marshal(a)
}

// Parse reads adventure.json: data of another format or version is refused
// by name (wrapping [ErrInvalid]) before anything else, then data that breaks
// [Schema] (see [Validate]); the result is decoded with unknown fields
// refused. Marshal(Parse(data)) gives data back byte for byte when data came
// from [Marshal].
func Parse(data []byte) (*Adventure, error) {
	var head struct {
		Format  string `json:"format"`
		Version int    `json:"version"`
	}
	if err := json.Unmarshal(data, &head); err != nil {
		return nil, &invalidError{op: "parse", why: err.Error()}
	}
	if head.Format != Format || head.Version != Version {
		return nil, &invalidError{op: "parse", why: fmt.Sprintf("format %q version %d, want %q version %d",
			head.Format, head.Version, Format, Version)}
	}
	if err := Validate(data); err != nil {
		return nil, err
	}
	var a Adventure
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&a); err != nil {
		return nil, &invalidError{op: "parse", why: err.Error()}
	}
	return &a, nil
}

// sortedSet returns s sorted without duplicates, never nil.
func sortedSet[T int | string](s []T) []T {
	out := slices.Clone(s)
	slices.Sort(out)
	out = slices.Compact(out)
	if out == nil {
		out = []T{}
	}
	return out
}

// fillNil replaces every nil slice and map reachable from v (through
// structs, slices and non-nil pointers) with an empty one.
func fillNil(v reflect.Value) {
	switch v.Kind() {
	case reflect.Pointer:
		if !v.IsNil() {
			fillNil(v.Elem())
		}
	case reflect.Struct:
		for i := range v.NumField() {
			fillNil(v.Field(i))
		}
	case reflect.Slice:
		if v.IsNil() {
			v.Set(reflect.MakeSlice(v.Type(), 0, 0))
		}
		for i := range v.Len() {
			fillNil(v.Index(i))
		}
	case reflect.Map:
		if v.IsNil() {
			v.Set(reflect.MakeMap(v.Type()))
		}
	}
}

// SchemaID is the $id of the adventure.json v1 schema.
const SchemaID = "https://scriptorium.invalid/schemas/adventure.v1.json"

// Schema returns the JSON Schema (draft 2020-12) of adventure.json v1,
// generated from [Adventure] and the types it holds: every property is
// required, no other property is allowed, nullable values say so, and exit
// kinds and states are enums. The bytes are deterministic (properties in
// struct order, two-space indent, final newline); the golden copy is
// tests/assets/schemas/adventure.v1.json.
func Schema() []byte { return schemaBytes() }

var schemaBytes = onceSchema()

// onceSchema returns a function generating the schema once.
func onceSchema() func() []byte { return sync.OnceValue(generateSchema) }

// generateSchema reflects the schema from [Adventure].
func generateSchema() []byte {
	r := &jsonschema.Reflector{ExpandedStruct: true, BaseSchemaID: "https://scriptorium.invalid/schemas"}
	s := r.Reflect(&Adventure{})
	s.ID = SchemaID
	s.Title = "adventure.json v1"
	s.Description = "One old-school adventure module converted by Scriptorium."
	b, err := jsonfile.Marshal(s)
	if err != nil {
		panic("adventure: marshal schema: " + err.Error())
	}
	return b
}

// Validate checks adventure.json bytes against [Schema] with
// provider.ValidateAnswer. A violation gives an error wrapping [ErrInvalid]
// and a *provider.SchemaError naming the JSON pointer of the first offending
// value and the reason ("validate adventure: invalid adventure at
// /sites/0/name: ..."); data that is not JSON gives a SchemaError at
// pointer "" ("... invalid adventure: not JSON: ...").
func Validate(data []byte) error {
	err := provider.ValidateAnswer(Schema(), data)
	var se *provider.SchemaError
	switch {
	case errors.As(err, &se):
		if reason, ok := strings.CutPrefix(se.Reason, "answer is not JSON: "); ok {
			return &invalidError{op: "validate", why: "not JSON: " + reason, se: se}
		}
		return &invalidError{op: "validate", at: orWhole(se.Pointer), why: se.Reason, se: se}
	case err != nil:
		return &invalidError{op: "validate", why: err.Error()}
	}
	return nil
}

// invalidError is adventure.json bytes that [Parse] or [Validate] (op)
// refuse, worded for the file rather than for a model's answer: what is
// wrong, at a JSON pointer when the schema names one.
type invalidError struct {
	op, at, why string
	se          *provider.SchemaError // the schema's refusal, if it refused
}

func (e *invalidError) Error() string {
	if e.at != "" {
		return fmt.Sprintf("%s adventure: %v at %s: %s", e.op, ErrInvalid, e.at, e.why)
	}
	return fmt.Sprintf("%s adventure: %v: %s", e.op, ErrInvalid, e.why)
}

// Unwrap returns ErrInvalid and the schema error, if any.
func (e *invalidError) Unwrap() []error {
	if e.se == nil {
		return []error{ErrInvalid}
	}
	return []error{ErrInvalid, e.se}
}

// Why returns what an error of [Parse] or [Validate] says is wrong with the
// bytes without naming the adventure, for a caller that names the file:
// "at /sites/0/name: ...", "not JSON: ...", `format "x" version 2, ...`.
// Any other error gives its message.
func Why(err error) string {
	var ie *invalidError
	switch {
	case errors.As(err, &ie) && ie.at != "":
		return fmt.Sprintf("at %s: %s", ie.at, ie.why)
	case ie != nil:
		return ie.why
	}
	return err.Error()
}

// orWhole names JSON pointer p, "" being the whole document.
func orWhole(p string) string {
	if p == "" {
		return "the top level"
	}
	return p
}
