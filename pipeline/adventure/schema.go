package adventure

import (
	"bytes"
	"fmt"
	"slices"
	"strings"
	"sync"

	invopop "github.com/invopop/jsonschema"
	"github.com/santhosh-tekuri/jsonschema/v6"
	"golang.org/x/text/language"
	"golang.org/x/text/message"
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
	r := &invopop.Reflector{ExpandedStruct: true, BaseSchemaID: "https://scriptorium.invalid/schemas"}
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

// printer renders violation reasons in English.
var printer = message.NewPrinter(language.English)

var compiled = sync.OnceValues(func() (*jsonschema.Schema, error) {
	doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(Schema()))
	if err != nil {
		return nil, err
	}
	c := jsonschema.NewCompiler()
	if err := c.AddResource(SchemaID, doc); err != nil {
		return nil, err
	}
	return c.Compile(SchemaID)
})

// Violation is one place where adventure.json breaks the schema: the JSON
// pointer of the offending value ("" for the document) and the reason.
type Violation struct {
	Pointer string
	Reason  string
}

// ValidationError is the error of [Validate]: every violation, sorted by
// pointer then reason. It unwraps to [ErrInvalid].
type ValidationError struct {
	Violations []Violation
}

// Error names the first violation and counts the others.
func (e *ValidationError) Error() string {
	v := e.Violations[0]
	msg := fmt.Sprintf("validate adventure: %s: %s", pointerText(v.Pointer), v.Reason)
	if n := len(e.Violations) - 1; n > 0 {
		msg += fmt.Sprintf(" (and %d more)", n)
	}
	return msg
}

// Unwrap returns [ErrInvalid].
func (e *ValidationError) Unwrap() error { return ErrInvalid }

// Validate checks adventure.json bytes against [Schema]. It returns nil, a
// [*ValidationError] naming the JSON pointer and reason of each violation,
// or an error wrapping [ErrInvalid] when data is not JSON.
func Validate(data []byte) error {
	sch, err := compiled()
	if err != nil {
		return fmt.Errorf("compile adventure schema: %w", err)
	}
	inst, err := jsonschema.UnmarshalJSON(bytes.NewReader(data))
	if err != nil {
		return fmt.Errorf("%w: %v", ErrInvalid, err)
	}
	err = sch.Validate(inst)
	verr, ok := err.(*jsonschema.ValidationError)
	if !ok {
		return err
	}
	var out []Violation
	collect(verr, &out)
	slices.SortFunc(out, func(x, y Violation) int {
		return cmpJoin(strings.Compare(x.Pointer, y.Pointer), strings.Compare(x.Reason, y.Reason))
	})
	return &ValidationError{Violations: slices.Compact(out)}
}

// collect appends the leaf violations under e.
func collect(e *jsonschema.ValidationError, out *[]Violation) {
	if len(e.Causes) == 0 {
		*out = append(*out, Violation{Pointer: pointer(e.InstanceLocation), Reason: e.ErrorKind.LocalizedString(printer)})
		return
	}
	for _, c := range e.Causes {
		collect(c, out)
	}
}

// pointer is the JSON pointer (RFC 6901) of a token path.
func pointer(tokens []string) string {
	var b strings.Builder
	for _, t := range tokens {
		b.WriteByte('/')
		b.WriteString(strings.NewReplacer("~", "~0", "/", "~1").Replace(t))
	}
	return b.String()
}

// pointerText is a pointer for messages: "/" for the whole document.
func pointerText(p string) string {
	if p == "" {
		return "/"
	}
	return p
}

// cmpJoin returns the first non-zero comparison.
func cmpJoin(cs ...int) int {
	for _, c := range cs {
		if c != 0 {
			return c
		}
	}
	return 0
}
