package adventure

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/scriptorium/scriptorium/internal/testenv"
	"github.com/scriptorium/scriptorium/provider"
)

const schemaGolden = "../tests/assets/schemas/adventure.v1.json"

func TestSchemaGolden(t *testing.T) {
	testenv.Golden(t, schemaGolden, Schema())
}

func TestSchemaDeterministic(t *testing.T) {
	first := bytes.Clone(Schema())
	schemaBytes = onceSchema()
	if got := Schema(); !bytes.Equal(got, first) {
		t.Error("a second schema generation gave different bytes")
	}
}

func TestValidateSample(t *testing.T) {
	data, err := Marshal(sample())
	if err != nil {
		t.Fatal(err)
	}
	if err := Validate(data); err != nil {
		t.Fatalf("Validate(sample) = %v, want nil", err)
	}
}

func TestValidateNormalizesNilLists(t *testing.T) {
	a := &Adventure{Format: Format, Version: Version, Module: Module{Source: sample().Module.Source}, Sites: []Site{{Levels: []Level{{Areas: []Area{{Key: "1"}}}}}}}
	data, err := Marshal(a)
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Contains(data, []byte("null")) && !bytes.Contains(data, []byte(`"treasure": null`)) {
		t.Errorf("Marshal left a null list:\n%s", data)
	}
	if err := Validate(data); err != nil {
		t.Fatalf("Validate(minimal) = %v, want nil", err)
	}
}

func TestValidateViolations(t *testing.T) {
	cases := []struct {
		name    string
		edit    func(string) string
		pointer string
		reason  string
	}{
		{"exit kind", func(s string) string { return strings.Replace(s, `"kind": "secret_door"`, `"kind": "gateway"`, 1) },
			"/sites/1/levels/0/areas/0/exits/1/kind", "secret_door"},
		{"confidence", func(s string) string { return strings.Replace(s, `"confidence": 0.9`, `"confidence": 1.5`, 1) },
			"/sites/0/levels/0/areas/0/confidence", "maximum"},
		{"missing key", func(s string) string { return strings.Replace(s, `"key": "1",`, ``, 1) },
			"/sites/0/levels/0/areas/0", "key"},
		{"unknown property", func(s string) string { return strings.Replace(s, `"format"`, `"colour": "red", "format"`, 1) },
			"", "colour"},
		{"null list", func(s string) string { return strings.Replace(s, `"traps": [],`, `"traps": null,`, 1) },
			"/sites/0/levels/0/areas/0/traps", "null"},
		{"coin", func(s string) string { return strings.Replace(s, `"gp": 40`, `"gold": 40`, 1) },
			"/sites/0/levels/0/areas/1/treasure/coins", "gold"},
		{"negative coins", func(s string) string { return strings.Replace(s, `"gp": 40`, `"gp": -40`, 1) },
			"/sites/0/levels/0/areas/1/treasure/coins/gp", "minimum"},
		{"version", func(s string) string { return strings.Replace(s, `"version": 1`, `"version": 2`, 1) },
			"/version", "must be 1"},
	}
	data, err := Marshal(sample())
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			edited := c.edit(string(data))
			if edited == string(data) {
				t.Fatal("edit changed nothing")
			}
			err := Validate([]byte(edited))
			var se *provider.SchemaError
			if !errors.As(err, &se) || !errors.Is(err, ErrInvalid) {
				t.Fatalf("Validate = %v, want ErrInvalid with a *provider.SchemaError", err)
			}
			if se.Pointer != c.pointer || !strings.Contains(se.Reason, c.reason) {
				t.Errorf("violation = %+v, want pointer %q and a reason mentioning %q", se, c.pointer, c.reason)
			}
			if !strings.Contains(err.Error(), c.pointer) {
				t.Errorf("error %q does not name the pointer %q", err, c.pointer)
			}
		})
	}
}

// TestValidateWordsTheFile: errors speak of adventure.json, not of a
// model's answer.
func TestValidateWordsTheFile(t *testing.T) {
	for data, want := range map[string]string{
		`{"format": `: "validate adventure: invalid adventure: not JSON: ",
		`[]`:          "validate adventure: invalid adventure at the top level: ",
	} {
		err := Validate([]byte(data))
		if !errors.Is(err, ErrInvalid) || err == nil || !strings.HasPrefix(err.Error(), want) || strings.Contains(err.Error(), "answer") {
			t.Errorf("Validate(%s) = %v, want an ErrInvalid starting %q that says nothing of an answer", data, err, want)
		}
	}
}

func TestMarshalGoldenRoundTrip(t *testing.T) {
	data, err := Marshal(sample())
	if err != nil {
		t.Fatal(err)
	}
	testenv.Golden(t, "testdata/sample.adventure.json", data)
	a, err := Parse(data)
	if err != nil {
		t.Fatalf("Parse(Marshal(sample)) = %v", err)
	}
	again, err := Marshal(a)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(again, data) {
		t.Error("Marshal(Parse(data)) differs from data")
	}
}

func TestParseRefuses(t *testing.T) {
	data, err := Marshal(sample())
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct{ name, from, to, want string }{
		{"version", `"version": 1`, `"version": 2`, `format "scriptorium.adventure" version 2, want "scriptorium.adventure" version 1`},
		{"format", `"format": "scriptorium.adventure"`, `"format": "foundry"`, `format "foundry" version 1`},
		{"schema", `"confidence": 0.9`, `"confidence": -1`, `/sites/0/levels/0/areas/0/confidence`},
		{"not json", `{`, `[`, `invalid adventure`},
	}
	for _, c := range cases {
		_, err := Parse([]byte(strings.Replace(string(data), c.from, c.to, 1)))
		if !errors.Is(err, ErrInvalid) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: Parse = %v, want ErrInvalid saying %q", c.name, err, c.want)
		}
	}
}

func TestValidateNotJSON(t *testing.T) {
	if err := Validate([]byte("{")); !errors.Is(err, ErrInvalid) {
		t.Errorf("Validate(\"{\") = %v, want ErrInvalid", err)
	}
}

// TestWhy: what Parse and Validate find wrong reads without the words that
// name the adventure, for a caller that names the file once.
func TestWhy(t *testing.T) {
	data, err := Marshal(sample())
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ name, data, want string }{
		{"cut short", string(data[:40]), "unexpected end of JSON input"},
		{"not an object", `[]`, "json: cannot unmarshal array into Go value of type struct"},
		{"version", `{"format": "scriptorium.adventure", "version": 2}`, `format "scriptorium.adventure" version 2, want "scriptorium.adventure" version 1`},
		{"schema", strings.Replace(string(data), `"confidence": 0.9`, `"confidence": -1`, 1), "at /sites/0/levels/0/areas/0/confidence: "},
	} {
		_, err := Parse([]byte(c.data))
		got := Why(err)
		if !strings.HasPrefix(got, c.want) || strings.Contains(got, "adventure:") || strings.Contains(got, ErrInvalid.Error()) {
			t.Errorf("%s: Why(%v) = %q, want it to start %q and not name the adventure", c.name, err, got, c.want)
		}
	}
	if got := Why(Validate([]byte(`{"format": `))); !strings.HasPrefix(got, "not JSON: ") {
		t.Errorf("Why(Validate(cut short)) = %q, want it to start %q", got, "not JSON: ")
	}
}
