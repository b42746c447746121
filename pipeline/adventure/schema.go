package adventure

import (
	"fmt"
	"sync"

	"github.com/invopop/jsonschema"

	"scriptorium/provider"
)

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
	b, err := marshalIndent(s)
	if err != nil {
		panic("adventure: marshal schema: " + err.Error())
	}
	return b
}

// Validate checks adventure.json bytes against [Schema] with
// provider.ValidateAnswer. A violation gives an error wrapping [ErrInvalid]
// and a *provider.SchemaError naming the JSON pointer of the first offending
// value and the reason ("validate adventure: invalid adventure: validate
// answer: ..."); data that is not JSON gives a SchemaError at pointer "".
func Validate(data []byte) error {
	if err := provider.ValidateAnswer(Schema(), data); err != nil {
		return fmt.Errorf("validate adventure: %w: %w", ErrInvalid, err)
	}
	return nil
}
