package provider

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"
)

func TestValidateAnswer(t *testing.T) {
	schema := json.RawMessage(`{"type":"object","properties":{"areas":{"type":"array","items":{"type":"object",
		"properties":{"key":{"type":"string"},"hd":{"type":"integer","minimum":0}},"required":["key"]}},
		"a/b~c":{"type":"string"}},"required":["areas"]}`)
	tests := []struct {
		name, data, pointer string
	}{
		{"valid", `{"areas":[{"key":"1","hd":2}]}`, "-"},
		{"wrong type deep", `{"areas":[{"key":"1"},{"key":"2","hd":"two"}]}`, "/areas/1/hd"},
		{"below minimum", `{"areas":[{"key":"1","hd":-1}]}`, "/areas/0/hd"},
		{"missing required", `{"areas":[{"hd":1}]}`, "/areas/0"},
		{"escaped member", `{"areas":[],"a/b~c":3}`, "/a~1b~0c"},
		{"not JSON", `{"areas":`, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := ValidateAnswer(schema, json.RawMessage(tt.data))
			if tt.pointer == "-" {
				if err != nil {
					t.Fatalf("ValidateAnswer = %v, want nil", err)
				}
				return
			}
			var se *SchemaError
			if !errors.As(err, &se) || !errors.Is(err, ErrSchema) {
				t.Fatalf("ValidateAnswer = %v, want a *SchemaError", err)
			}
			if se.Pointer != tt.pointer || se.Reason == "" {
				t.Errorf("SchemaError = %+v, want pointer %q and a reason", se, tt.pointer)
			}
		})
	}
}

func TestValidateAnswerNullSchema(t *testing.T) {
	for _, schema := range []string{"", "null"} {
		if err := ValidateAnswer(json.RawMessage(schema), json.RawMessage(`"free text"`)); err != nil {
			t.Errorf("ValidateAnswer(schema %q) = %v, want nil", schema, err)
		}
	}
}

func TestValidateAnswerRefusesExternalRefs(t *testing.T) {
	err := ValidateAnswer(json.RawMessage(`{"$ref":"file:///etc/hostname"}`), json.RawMessage(`1`))
	if err == nil || errors.Is(err, ErrSchema) {
		t.Fatalf("ValidateAnswer with a file $ref = %v, want a compile error", err)
	}
}

func TestValidateAnswerCachesCompiledSchema(t *testing.T) {
	schema := json.RawMessage(`{"type":"string","maxLength":3}`)
	first, err := compileSchema(schema)
	if err != nil {
		t.Fatal(err)
	}
	second, _ := compileSchema(schema)
	if first != second {
		t.Errorf("compileSchema compiled one schema twice")
	}
}

// TestValidateAnswerWithoutSchemaParsesNothing checks that an answer with
// no schema to meet is only checked to be JSON, not parsed into values.
func TestValidateAnswerWithoutSchemaParsesNothing(t *testing.T) {
	data := json.RawMessage(`{"areas":[` + strings.Repeat(`"Guard room",`, 100) + `"Entrance"]}`)
	for _, schema := range []json.RawMessage{nil, json.RawMessage(" null")} {
		if allocs := testing.AllocsPerRun(10, func() {
			if err := ValidateAnswer(schema, data); err != nil {
				t.Fatal(err)
			}
		}); allocs != 0 {
			t.Errorf("ValidateAnswer(%q, answer) allocates %v times, want 0", schema, allocs)
		}
	}
	for _, free := range []string{`{"a":`, `The goblins flee.`} {
		err := ValidateAnswer(nil, json.RawMessage(free))
		if !errors.Is(err, ErrNotJSON) || errors.Is(err, ErrSchema) || strings.Contains(err.Error(), "schema at") {
			t.Errorf("ValidateAnswer(nil, %q) = %v, want ErrNotJSON saying free text goes in a JSON string, not a schema error", free, err)
		}
	}
}
