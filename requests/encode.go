package requests

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
)

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
