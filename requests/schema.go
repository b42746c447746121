package requests

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"strings"

	"github.com/invopop/jsonschema"
)

// answerTypes maps each kind to the Go type of its answer.
var answerTypes = map[Kind]reflect.Type{
	KindSurvey:    reflect.TypeFor[Survey](),
	KindContent:   reflect.TypeFor[Content](),
	KindStatblock: reflect.TypeFor[StatblockAnswer](),
	KindMonsters:  reflect.TypeFor[Monsters](),
	KindWandering: reflect.TypeFor[Wandering](),
}

// schemas holds the generated schema of every kind; tests swap entries to
// prove which fingerprints a schema edit strands.
var schemas = mustSchemas()

// Schema returns the JSON Schema of the answer to requests of kind k, as the
// bytes builders put in [provider.Request.Schema]. The bytes are the same on
// every run and stay inside the portable subset [CheckPortable] enforces. It
// wraps [ErrUnknownKind] for an unknown kind.
func Schema(k Kind) (json.RawMessage, error) {
	s, ok := schemas[k]
	if !ok {
		return nil, fmt.Errorf("schema of %q: %w", k, ErrUnknownKind)
	}
	return append(json.RawMessage(nil), s...), nil
}

// AnswerType returns the Go type answers to kind k decode into (for example
// [Content] for KindContent), or nil for an unknown kind.
func AnswerType(k Kind) reflect.Type { return answerTypes[k] }

func mustSchemas() map[Kind]json.RawMessage {
	out := make(map[Kind]json.RawMessage, len(answerTypes))
	for k, t := range answerTypes {
		raw, err := generateSchema(t)
		if err != nil { // the answer types are fixed at compile time
			panic(err)
		}
		out[k] = raw
	}
	return out
}

// generateSchema reflects t with invopop/jsonschema, inlining every type, then
// closes every object, requires every property and turns pointer fields into
// nullable types, so the result fits the portable subset.
func generateSchema(t reflect.Type) (json.RawMessage, error) {
	r := &jsonschema.Reflector{DoNotReference: true, Anonymous: true, ExpandedStruct: true}
	s := r.ReflectFromType(t)
	s.Version = ""
	s.Definitions = nil
	portable(t, s)
	raw, err := json.Marshal(s)
	if err != nil {
		return nil, fmt.Errorf("generate schema of %s: %w", t.Name(), err)
	}
	return raw, nil
}

// portable walks Go type t and its schema s together.
func portable(t reflect.Type, s *jsonschema.Schema) {
	switch t.Kind() {
	case reflect.Pointer:
		portable(t.Elem(), s)
		s.Extras = map[string]any{"type": []string{s.Type, "null"}}
		s.Type = ""
	case reflect.Slice:
		portable(t.Elem(), s.Items)
	case reflect.Struct:
		s.AdditionalProperties = jsonschema.FalseSchema
		s.Required = nil
		for i := range t.NumField() {
			f := t.Field(i)
			name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
			if prop, ok := s.Properties.Get(name); ok {
				portable(f.Type, prop)
				s.Required = append(s.Required, name)
			}
		}
	}
}

// Encode returns the JSON of an answer value (such as a [Content]) with every
// nil slice written as [] instead of null, so an answer built in Go satisfies
// its kind's schema, where lists are never null. v itself is not modified.
func Encode(v any) (json.RawMessage, error) {
	rv := reflect.ValueOf(v)
	if !rv.IsValid() {
		return json.RawMessage("null"), nil
	}
	raw, err := json.Marshal(filled(rv).Interface())
	if err != nil {
		return nil, fmt.Errorf("encode answer %T: %w", v, err)
	}
	return raw, nil
}

// Decode decodes an answer's JSON into v (a pointer to an answer type),
// refusing unknown fields.
func Decode(data []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return fmt.Errorf("decode answer %T: %w", v, err)
	}
	return nil
}

// filled returns a copy of v whose nil slices, at any depth, are empty.
func filled(v reflect.Value) reflect.Value {
	switch v.Kind() {
	case reflect.Pointer:
		if v.IsNil() {
			return v
		}
		p := reflect.New(v.Type().Elem())
		p.Elem().Set(filled(v.Elem()))
		return p
	case reflect.Slice:
		out := reflect.MakeSlice(v.Type(), v.Len(), v.Len())
		for i := range v.Len() {
			out.Index(i).Set(filled(v.Index(i)))
		}
		return out
	case reflect.Struct:
		out := reflect.New(v.Type()).Elem()
		for i := range v.NumField() {
			if out.Field(i).CanSet() {
				out.Field(i).Set(filled(v.Field(i)))
			}
		}
		return out
	}
	return v
}
