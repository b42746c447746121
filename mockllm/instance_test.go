package mockllm

import (
	"bytes"
	"encoding/json"
	"log/slog"
	"net/http"
	"strings"
	"testing"

	"github.com/scriptorium/scriptorium/provider"
	"github.com/scriptorium/scriptorium/requests"
)

func TestMinimalInstanceSatisfiesRequestSchemas(t *testing.T) {
	for _, k := range requests.Kinds {
		schema, err := requests.Schema(k)
		if err != nil {
			t.Fatal(err)
		}
		data := minimalInstance(schema)
		if err := provider.ValidateAnswer(schema, data); err != nil {
			t.Errorf("%s: minimal instance %s: %v", k, data, err)
		}
	}
}

func TestMinimalInstanceShapes(t *testing.T) {
	cases := []struct{ name, schema, want string }{
		{"required only", `{"type":"object","properties":{"a":{"type":"string"},"b":{"type":"integer"}},"required":["b"]}`, `{"b":0}`},
		{"nullable", `{"type":"object","properties":{"n":{"type":["integer","null"]}},"required":["n"]}`, `{"n":null}`},
		{"enum and const", `{"type":"object","properties":{"e":{"enum":["door","stairs"]},"c":{"const":3}},"required":["e","c"]}`, `{"c":3,"e":"door"}`},
		{"minimums", `{"type":"object","properties":{"s":{"type":"string","minLength":2},"i":{"type":"integer","minimum":1},"a":{"type":"array","minItems":2,"items":{"type":"boolean"}}},"required":["s","i","a"]}`, `{"a":[false,false],"i":1,"s":"xx"}`},
		{"ref and anyOf", `{"$defs":{"k":{"anyOf":[{"type":"string"},{"type":"integer"}]}},"type":"object","properties":{"k":{"$ref":"#/$defs/k"}},"required":["k"]}`, `{"k":""}`},
		{"recursive", `{"$defs":{"n":{"type":"object","properties":{"next":{"$ref":"#/$defs/n"}},"required":["next"]}},"$ref":"#/$defs/n"}`, ""},
		{"not a schema", `[1,2]`, `{}`},
	}
	for _, c := range cases {
		got := minimalInstance(json.RawMessage(c.schema))
		if c.want != "" && string(got) != c.want {
			t.Errorf("%s: got %s, want %s", c.name, got, c.want)
		}
		if !json.Valid(got) {
			t.Errorf("%s: got invalid JSON %s", c.name, got)
		}
	}
}

func TestFallbackAnswerSatisfiesSchema(t *testing.T) {
	s := newTestServer(t, Options{Fixtures: recordedStore(t), Fallback: true})
	schema, err := requests.Schema(requests.KindContent)
	if err != nil {
		t.Fatal(err)
	}
	body, _ := json.Marshal(map[string]any{"model": "gpt-4.1-mini",
		"messages": []any{map[string]any{"role": "user", "content": "Page 3 of a module nobody recorded."}},
		"response_format": map[string]any{"type": "json_schema",
			"json_schema": map[string]any{"name": "content", "strict": true, "schema": json.RawMessage(schema)}}})
	resp, out := post(t, s, "/v1/chat/completions", http.Header{}, body)
	var got chatCompletion
	if err := json.Unmarshal(out, &got); err != nil || resp.StatusCode != http.StatusOK || len(got.Choices) != 1 ||
		got.Choices[0].Message.Content == nil {
		t.Fatalf("status %d (err %v), want 200 with one answer: %s", resp.StatusCode, err, out)
	}
	content := *got.Choices[0].Message.Content
	if err := provider.ValidateAnswer(schema, json.RawMessage(content)); err != nil {
		t.Errorf("fallback answer %s breaks the content schema: %v", content, err)
	}
}

// TestFallbackBreakingTheSchemaIsLogged: a schema the minimal instance
// cannot satisfy still gets it, and the log says it breaks the schema.
func TestFallbackBreakingTheSchemaIsLogged(t *testing.T) {
	var log bytes.Buffer
	s := newTestServer(t, Options{Fixtures: recordedStore(t), Fallback: true, Log: slog.New(slog.NewTextHandler(&log, nil))})
	schema := `{"type":"object","properties":{"id":{"type":"string","pattern":"^[a-z]+$"}},"required":["id"]}`
	body, _ := json.Marshal(map[string]any{"model": "gpt-4.1-mini",
		"messages": []any{map[string]any{"role": "user", "content": "Name it."}},
		"response_format": map[string]any{"type": "json_schema",
			"json_schema": map[string]any{"name": "id", "strict": true, "schema": json.RawMessage(schema)}}})
	resp, out := post(t, s, "/v1/chat/completions", http.Header{}, body)
	if resp.StatusCode != http.StatusOK || !strings.Contains(string(out), `{\"id\":\"\"}`) ||
		!strings.Contains(log.String(), "fallback answer breaks the request's schema") {
		t.Errorf("status %d, log %q, want 200 answering {\"id\":\"\"} and a logged schema break: %s", resp.StatusCode, log.String(), out)
	}
}
