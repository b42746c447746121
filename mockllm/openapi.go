package mockllm

import (
	"bytes"
	"encoding/json"
	"regexp"
	"strconv"
	"strings"
)

// Gemini requests are protocol buffers in JSON: a field may be spelled in
// lowerCamelCase or as its proto name in snake_case (system_instruction,
// generation_config.response_schema, inline_data.mime_type, ...), as
// Google's curl examples do, and a schema given as responseSchema or as a
// function's parameters is Google's OpenAPI 3.0 subset ("type": "OBJECT",
// "nullable": true, 64-bit integers as strings), not JSON Schema. See
// https://ai.google.dev/api/caching#Schema.

// snakeMember finds a snake_case member name, the sign that a body needs
// camelKeys; the metadata key fixture_tag (inside labels) is not one.
var snakeMember = regexp.MustCompile(`"([a-z0-9]+_[a-z0-9_]+)"\s*:`)

// snakeName is a whole member name snakeMember finds.
var snakeName = regexp.MustCompile(`^[a-z0-9]+_[a-z0-9_]+$`)

// protoOpaque are the Gemini request members whose values are free JSON,
// not protocol buffer messages, so their member names are left as sent.
var protoOpaque = map[string]bool{"args": true, "response": true, "responseJsonSchema": true,
	"parametersJsonSchema": true, "default": true, "example": true, "enum": true, "labels": true}

// camelKeys returns a Gemini request body with every proto field name in
// lowerCamelCase, leaving free JSON (function arguments and results, JSON
// Schemas, labels) and schema property names as sent. It reads the body
// once, token by token; values keep their meaning, numbers their digits. A
// body with no snake_case member, or that is not JSON, is returned as it
// is.
func camelKeys(body []byte) []byte {
	snake := false
	for _, m := range snakeMember.FindAllSubmatch(body, -1) {
		snake = snake || string(m[1]) != metadataTag
	}
	if !snake {
		return body
	}
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.UseNumber()
	var buf bytes.Buffer
	buf.Grow(len(body))
	if camelValue(&buf, dec, false, false) != nil {
		return body
	}
	return buf.Bytes()
}

// camelValue copies the next JSON value of dec to buf, spelling member
// names in lowerCamelCase unless the value is opaque (free JSON) or holds
// names (a schema's properties, whose own member names are kept and whose
// values are converted).
func camelValue(buf *bytes.Buffer, dec *json.Decoder, names, opaque bool) error {
	tok, err := dec.Token()
	if err != nil {
		return err
	}
	delim, ok := tok.(json.Delim)
	if !ok {
		raw, err := json.Marshal(tok)
		buf.Write(raw)
		return err
	}
	buf.WriteString(delim.String())
	for i := 0; dec.More(); i++ {
		if i > 0 {
			buf.WriteByte(',')
		}
		childNames, childOpaque := false, opaque
		if delim == '{' {
			tok, err := dec.Token()
			if err != nil {
				return err
			}
			name, _ := tok.(string)
			if !names && !opaque {
				name = lowerCamel(name)
				childNames, childOpaque = name == "properties", protoOpaque[name]
			}
			key, _ := json.Marshal(name)
			buf.Write(key)
			buf.WriteByte(':')
		}
		if err := camelValue(buf, dec, childNames, childOpaque); err != nil {
			return err
		}
	}
	if _, err := dec.Token(); err != nil {
		return err
	}
	buf.WriteByte(map[json.Delim]byte{'{': '}', '[': ']'}[delim])
	return nil
}

// lowerCamel spells a proto field name in lowerCamelCase.
func lowerCamel(name string) string {
	if !strings.Contains(name, "_") {
		return name
	}
	words := strings.Split(name, "_")
	for i := 1; i < len(words); i++ {
		if words[i] != "" {
			words[i] = strings.ToUpper(words[i][:1]) + words[i][1:]
		}
	}
	return strings.Join(words, "")
}

// openAPICounts are the Schema members that are int64 in the proto, and so
// may arrive as JSON strings.
var openAPICounts = map[string]bool{"minItems": true, "maxItems": true, "minLength": true, "maxLength": true,
	"minProperties": true, "maxProperties": true}

// openAPISchema converts a Gemini Schema (Google's OpenAPI subset) into
// the JSON Schema it means, so it is fingerprinted, validated and answered
// like the same schema sent as responseJsonSchema: type names lower-cased
// (TYPE_UNSPECIFIED dropped), nullable: true adding "null" to the type (and
// to an enum), counts given as strings made numbers, example made
// examples, and propertyOrdering (a generation hint, not a constraint)
// dropped. Other members pass unchanged. A schema that is not a JSON
// object is returned as it is.
func openAPISchema(raw json.RawMessage) json.RawMessage {
	raw = schemaOf(raw)
	if len(raw) == 0 {
		return nil
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var s map[string]any
	if dec.Decode(&s) != nil {
		return raw
	}
	out, err := json.Marshal(jsonSchemaOf(s))
	if err != nil {
		return raw
	}
	return out
}

// jsonSchemaOf converts one Schema object, recursively.
func jsonSchemaOf(s map[string]any) map[string]any {
	out := make(map[string]any, len(s))
	for k, v := range s {
		switch {
		case k == "type":
			if t, ok := v.(string); ok && t != "TYPE_UNSPECIFIED" {
				out[k] = strings.ToLower(t)
			} else if !ok {
				out[k] = v
			}
		case k == "nullable", k == "propertyOrdering":
		case k == "example":
			out["examples"] = []any{v}
		case k == "items":
			out[k] = subschema(v)
		case k == "properties":
			props, ok := v.(map[string]any)
			if !ok {
				out[k] = v
				break
			}
			conv := make(map[string]any, len(props))
			for name, p := range props {
				conv[name] = subschema(p)
			}
			out[k] = conv
		case k == "anyOf":
			list, ok := v.([]any)
			if !ok {
				out[k] = v
				break
			}
			conv := make([]any, len(list))
			for i, p := range list {
				conv[i] = subschema(p)
			}
			out[k] = conv
		case openAPICounts[k]:
			out[k] = countOf(v)
		default:
			out[k] = v
		}
	}
	if s["nullable"] == true {
		nullable(out)
	}
	return out
}

// subschema converts v when it is a Schema object.
func subschema(v any) any {
	if m, ok := v.(map[string]any); ok {
		return jsonSchemaOf(m)
	}
	return v
}

// nullable lets a converted schema take null: "null" joins its type and
// its enum.
func nullable(s map[string]any) {
	if t, ok := s["type"].(string); ok {
		s["type"] = []any{t, "null"}
	}
	if e, ok := s["enum"].([]any); ok {
		s["enum"] = append(e, nil)
	}
}

// countOf is a count given as a JSON string as a number.
func countOf(v any) any {
	if str, ok := v.(string); ok {
		if n, err := strconv.ParseInt(str, 10, 64); err == nil {
			return json.Number(strconv.FormatInt(n, 10))
		}
	}
	return v
}
