package provider

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"sync"

	"github.com/santhosh-tekuri/jsonschema/v6"
	"golang.org/x/text/language"
	"golang.org/x/text/message"
)

// schemaCache holds compiled schemas by the hex SHA-256 of their bytes.
var schemaCache sync.Map // string → *jsonschema.Schema

// pointerToken escapes one RFC 6901 reference token.
var pointerToken = strings.NewReplacer("~", "~0", "/", "~1")

var reasonPrinter = message.NewPrinter(language.English)

// ValidateResponse checks resp's data against schema as [ValidateAnswer]
// does, unless the answer calls tools of its own accord: it has then not
// answered yet, and its text need not satisfy the schema.
func ValidateResponse(schema json.RawMessage, resp *Response) error {
	if len(resp.ToolCalls) > 0 {
		return nil
	}
	return ValidateAnswer(schema, resp.Data)
}

// ValidateAnswer checks the answer data against the JSON Schema schema, with
// santhosh-tekuri/jsonschema (draft 2020-12 unless the schema's "$schema"
// names another). An empty or "null" schema accepts any valid JSON. Compiled
// schemas are cached by the SHA-256 of their bytes, so repeated calls with one
// schema compile it once; schemas may not load other resources ("$ref" to
// files or URLs fails).
//
// An answer that breaks the schema gives a *[SchemaError] naming the JSON
// pointer of the first offending value and the reason; data that is not JSON
// gives a *SchemaError at pointer "", or, when there is no schema to break,
// an error wrapping [ErrNotJSON]. A schema that does not compile gives a
// plain error.
func ValidateAnswer(schema, data json.RawMessage) error {
	if isNullSchema(schema) && json.Valid(data) {
		return nil // nothing to check, and nothing to parse
	}
	if isNullSchema(schema) { // and the data is not JSON
		return fmt.Errorf("%w: a request without a schema still takes a JSON value (free text as a JSON string)", ErrNotJSON)
	}
	inst, err := jsonschema.UnmarshalJSON(bytes.NewReader(data))
	if err != nil {
		return &SchemaError{Reason: "answer is not JSON: " + err.Error()}
	}
	sch, err := compileSchema(schema)
	if err != nil {
		return err
	}
	err = sch.Validate(inst)
	var ve *jsonschema.ValidationError
	if errors.As(err, &ve) {
		leaf := firstLeaf(ve)
		return &SchemaError{Pointer: pointer(leaf.InstanceLocation), Reason: leaf.ErrorKind.LocalizedString(reasonPrinter)}
	}
	return err
}

func isNullSchema(schema json.RawMessage) bool {
	s := bytes.TrimSpace(schema)
	return len(s) == 0 || string(s) == "null"
}

func compileSchema(schema json.RawMessage) (*jsonschema.Schema, error) {
	sum := sha256.Sum256(schema)
	key := hex.EncodeToString(sum[:])
	if sch, ok := schemaCache.Load(key); ok {
		return sch.(*jsonschema.Schema), nil
	}
	doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(schema))
	if err != nil {
		return nil, fmt.Errorf("compile answer schema: %w", err)
	}
	c := jsonschema.NewCompiler()
	c.UseLoader(noLoader{})
	url := "mem:///schema-" + key + ".json"
	if err := c.AddResource(url, doc); err != nil {
		return nil, fmt.Errorf("compile answer schema: %w", err)
	}
	sch, err := c.Compile(url)
	if err != nil {
		return nil, fmt.Errorf("compile answer schema: %w", err)
	}
	schemaCache.Store(key, sch)
	return sch, nil
}

// noLoader refuses every external schema resource.
type noLoader struct{}

func (noLoader) Load(url string) (any, error) {
	return nil, fmt.Errorf("load schema %s: answer schemas may not load other resources", url)
}

// firstLeaf returns the first most specific cause of a validation error.
func firstLeaf(e *jsonschema.ValidationError) *jsonschema.ValidationError {
	for len(e.Causes) > 0 {
		e = e.Causes[0]
	}
	return e
}

// pointer returns the RFC 6901 JSON pointer of the reference tokens.
func pointer(tokens []string) string {
	var b strings.Builder
	for _, t := range tokens {
		b.WriteByte('/')
		b.WriteString(pointerToken.Replace(t))
	}
	return b.String()
}
