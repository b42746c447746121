package requests

import (
	"encoding/json"
	"fmt"
	"slices"
	"sort"
)

// allowedKeywords is the whole vocabulary of the portable subset.
var allowedKeywords = map[string]bool{
	"type": true, "properties": true, "required": true, "additionalProperties": true,
	"items": true, "enum": true, "description": true,
}

var scalarTypes = []string{"string", "integer", "number", "boolean"}

// CheckPortable reports whether schema stays inside the subset of JSON Schema
// that OpenAI strict structured output, Anthropic tool input schemas and
// Gemini response schemas all accept:
//
//   - keywords: type, properties, required, additionalProperties, items, enum,
//     description, nothing else (no $ref/$defs, oneOf/anyOf/allOf, format,
//     pattern, patternProperties, minimum/maximum, default);
//   - the root is an object;
//   - every object lists properties, sets additionalProperties to false and
//     lists every property in required;
//   - every array has items;
//   - type is one name, or a scalar name paired with "null" (["integer",
//     "null"]) for an optional value;
//   - enum only on strings, with string values.
//
// It returns nil or an error naming the JSON pointer of the first violation,
// wrapping [ErrNotPortable].
func CheckPortable(schema []byte) error {
	var root map[string]any
	if err := json.Unmarshal(schema, &root); err != nil {
		return fmt.Errorf("check schema: %w", err)
	}
	if root["type"] != "object" {
		return notPortable("", "root is not an object")
	}
	return checkNode("", root)
}

func notPortable(path, why string) error {
	return fmt.Errorf("check schema at %q: %s: %w", path, why, ErrNotPortable)
}

func checkNode(path string, n map[string]any) error {
	for _, k := range sortedKeys(n) {
		if !allowedKeywords[k] {
			return notPortable(path, "keyword "+k)
		}
	}
	typ, err := nodeType(path, n["type"])
	if err != nil {
		return err
	}
	if enum, ok := n["enum"]; ok {
		if err := checkEnum(path, typ, enum); err != nil {
			return err
		}
	}
	switch typ {
	case "object":
		return checkObject(path, n)
	case "array":
		items, ok := n["items"].(map[string]any)
		if !ok {
			return notPortable(path, "array without items schema")
		}
		return checkNode(path+"/items", items)
	}
	return nil
}

// nodeType returns the non-null type name of t.
func nodeType(path string, t any) (string, error) {
	switch t := t.(type) {
	case string:
		if t == "object" || t == "array" || slices.Contains(scalarTypes, t) {
			return t, nil
		}
	case []any:
		if len(t) == 2 && t[1] == "null" {
			if name, ok := t[0].(string); ok && slices.Contains(scalarTypes, name) {
				return name, nil
			}
		}
	}
	return "", notPortable(path, fmt.Sprintf("type %v", t))
}

func checkEnum(path, typ string, enum any) error {
	values, ok := enum.([]any)
	if typ != "string" || !ok || len(values) == 0 {
		return notPortable(path, "enum not a list of strings")
	}
	for _, v := range values {
		if _, ok := v.(string); !ok {
			return notPortable(path, fmt.Sprintf("enum value %v", v))
		}
	}
	return nil
}

func checkObject(path string, n map[string]any) error {
	if n["additionalProperties"] != false {
		return notPortable(path, "additionalProperties not false")
	}
	props, ok := n["properties"].(map[string]any)
	if !ok || len(props) == 0 {
		return notPortable(path, "object without properties")
	}
	required, _ := n["required"].([]any)
	names := make([]string, 0, len(required))
	for _, r := range required {
		name, _ := r.(string)
		names = append(names, name)
	}
	slices.Sort(names)
	if !slices.Equal(names, sortedKeys(props)) {
		return notPortable(path, "required does not list every property")
	}
	for _, name := range names {
		sub, ok := props[name].(map[string]any)
		if !ok {
			return notPortable(path+"/properties/"+name, "not a schema object")
		}
		if err := checkNode(path+"/properties/"+name, sub); err != nil {
			return err
		}
	}
	return nil
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
