package mockllm

import (
	"encoding/json"
	"strings"
)

// maxInstanceDepth bounds minimalInstance's descent, so a recursive schema
// ends in a value instead of a stack overflow.
const maxInstanceDepth = 32

// minimalInstance returns a smallest JSON value for the JSON Schema, as
// compact JSON: an object with only its required properties, an array of
// minItems elements, null where null is allowed, else the first enum or
// const value, the minimum of a number, and strings of minLength "x"s. It
// follows local "$ref"s ("#/$defs/…", "#/definitions/…") and takes the
// first branch of anyOf, oneOf and allOf. It is a best effort, and the
// caller checks it: it does not try to satisfy maximum, exclusiveMinimum,
// maxLength, minProperties, uniqueItems, pattern, format, multipleOf, not,
// or allOf's other branches. A schema it cannot read gives "{}".
func minimalInstance(schema json.RawMessage) json.RawMessage {
	var root map[string]any
	if json.Unmarshal(schema, &root) != nil {
		return json.RawMessage("{}")
	}
	out, err := json.Marshal(instanceOf(root, root, 0))
	if err != nil {
		return json.RawMessage("{}")
	}
	return out
}

// instanceOf is minimalInstance's walk over the subschema s of root.
func instanceOf(root, s map[string]any, depth int) any {
	if depth > maxInstanceDepth {
		return nil
	}
	if ref, ok := s["$ref"].(string); ok {
		if target := resolveRef(root, ref); target != nil {
			return instanceOf(root, target, depth+1)
		}
	}
	if v, ok := s["const"]; ok {
		return v
	}
	if enum, ok := s["enum"].([]any); ok && len(enum) > 0 {
		return enum[0]
	}
	for _, key := range []string{"anyOf", "oneOf", "allOf"} {
		if branches, ok := s[key].([]any); ok && len(branches) > 0 {
			if b, ok := branches[0].(map[string]any); ok {
				return instanceOf(root, b, depth+1)
			}
		}
	}
	switch schemaType(s) {
	case "null":
		return nil
	case "boolean":
		return false
	case "integer", "number":
		if m, ok := s["minimum"].(float64); ok {
			return m
		}
		return 0
	case "string":
		n, _ := s["minLength"].(float64)
		return strings.Repeat("x", int(n))
	case "array":
		n, _ := s["minItems"].(float64)
		items, _ := s["items"].(map[string]any)
		arr := make([]any, int(n))
		for i := range arr {
			arr[i] = instanceOf(root, items, depth+1)
		}
		return arr
	default:
		return objectInstance(root, s, depth)
	}
}

// objectInstance is the object of s's required properties, each minimal.
func objectInstance(root, s map[string]any, depth int) map[string]any {
	props, _ := s["properties"].(map[string]any)
	required, _ := s["required"].([]any)
	obj := make(map[string]any, len(required))
	for _, r := range required {
		name, _ := r.(string)
		p, _ := props[name].(map[string]any)
		obj[name] = instanceOf(root, p, depth+1)
	}
	return obj
}

// schemaType is s's "type": null when a list of types allows it, else the
// first listed; "" when s names none.
func schemaType(s map[string]any) string {
	switch t := s["type"].(type) {
	case string:
		return t
	case []any:
		for _, v := range t {
			if v == "null" {
				return "null"
			}
		}
		if len(t) > 0 {
			name, _ := t[0].(string)
			return name
		}
	}
	return ""
}

// resolveRef returns the subschema a local JSON pointer reference names, or
// nil when ref is not local or names nothing.
func resolveRef(root map[string]any, ref string) map[string]any {
	path, ok := strings.CutPrefix(ref, "#/")
	if !ok {
		return nil
	}
	var node any = root
	for _, tok := range strings.Split(path, "/") {
		m, ok := node.(map[string]any)
		if !ok {
			return nil
		}
		node = m[strings.ReplaceAll(strings.ReplaceAll(tok, "~1", "/"), "~0", "~")]
	}
	target, _ := node.(map[string]any)
	return target
}
