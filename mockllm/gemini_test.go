package mockllm

import (
	"encoding/json"
	"net/http"
	"slices"
	"testing"
)

// sortedJSON is JSON text re-encoded with sorted members, for comparison;
// it fails the test on text that is not JSON.
func sortedJSON(t *testing.T, raw string) string {
	t.Helper()
	var v any
	if err := json.Unmarshal([]byte(raw), &v); err != nil {
		t.Fatalf("%v: %s", err, raw)
	}
	out, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(out)
}

func TestGeminiOpenAPISchemasAreReadAsJSONSchema(t *testing.T) {
	openAPI := `{"type":"OBJECT","propertyOrdering":["title","level","tags"],"properties":{
		"title":{"type":"STRING","description":"the title"},
		"level":{"type":"INTEGER","format":"int32","nullable":true,"minimum":1},
		"kind":{"type":"STRING","format":"enum","enum":["dungeon","wilderness"],"nullable":true},
		"tags":{"type":"ARRAY","items":{"type":"STRING"},"minItems":"1","maxItems":"3","example":["ruin"]},
		"any":{"anyOf":[{"type":"NUMBER"},{"type":"BOOLEAN"}]}},"required":["title","tags"]}`
	want := `{"type":"object","properties":{
		"title":{"type":"string","description":"the title"},
		"level":{"type":["integer","null"],"format":"int32","minimum":1},
		"kind":{"type":["string","null"],"format":"enum","enum":["dungeon","wilderness",null]},
		"tags":{"type":"array","items":{"type":"string"},"minItems":1,"maxItems":3,"examples":[["ruin"]]},
		"any":{"anyOf":[{"type":"number"},{"type":"boolean"}]}},"required":["title","tags"]}`
	bodies := map[string]string{
		"responseSchema": `{"contents":[{"parts":[{"text":"Survey."}]}],"generationConfig":{"responseMimeType":"application/json","responseSchema":` + openAPI + `}}`,
		"parameters": `{"contents":[{"parts":[{"text":"Survey."}]}],"tools":[{"functionDeclarations":[{"name":"survey","parameters":` + openAPI + `}]}],
			"toolConfig":{"functionCallingConfig":{"mode":"ANY","allowedFunctionNames":["survey"]}}}`,
	}
	for name, body := range bodies {
		cl := decodeGemini(t, body)
		if got, want := sortedJSON(t, string(cl.Req.Schema)), sortedJSON(t, want); got != want {
			t.Errorf("%s: schema\n%s\nwant\n%s", name, got, want)
		}
	}
}

// decodeGemini decodes a generateContent body, failing the test on error.
func decodeGemini(t *testing.T, body string) *call {
	t.Helper()
	r, err := http.NewRequest(http.MethodPost, "/v1beta/models/gemini-2.5-flash:generateContent", nil)
	if err != nil {
		t.Fatal(err)
	}
	r.SetPathValue("action", "gemini-2.5-flash:generateContent")
	cl, err := geminiCodec{}.decode(r, []byte(body))
	if err != nil {
		t.Fatal(err)
	}
	return cl
}

func TestGeminiFallbackAnswersAnOpenAPISchema(t *testing.T) {
	s := newTestServer(t, Options{Fallback: true})
	body := `{"contents":[{"parts":[{"text":"Survey."}]}],"generationConfig":{"responseMimeType":"application/json",
		"responseSchema":{"type":"OBJECT","properties":{"title":{"type":"STRING"},"level":{"type":"INTEGER","nullable":true}},"required":["title","level"]}}}`
	resp, out := post(t, s, "/v1beta/models/gemini-2.5-flash:generateContent", nil, []byte(body))
	var got geminiResponse
	if err := json.Unmarshal(out, &got); err != nil || resp.StatusCode != http.StatusOK {
		t.Fatalf("status %d (err %v): %s", resp.StatusCode, err, out)
	}
	if text := got.Candidates[0].Content.Parts[0]["text"]; text != `{"level":null,"title":""}` {
		t.Errorf("fallback answer %v, want {\"level\":null,\"title\":\"\"}", text)
	}
}

func TestGeminiSnakeCaseRequestsHit(t *testing.T) {
	s := newTestServer(t, Options{Fixtures: recordedStore(t)})
	snake := `{"system_instruction":{"parts":[{"text":"You survey adventure modules."}]},
		"contents":[{"role":"user","parts":[{"text":"Page 1 of the module."},
			{"inline_data":{"mime_type":"image/png","data":"` + pixelPNG + `"}},{"text":"Return the survey."}]}],
		"generation_config":{"response_mime_type":"application/json","response_json_schema":` + surveySchema + `},
		"labels":{"fixture_tag":"survey.w01"}}`
	resp, out := post(t, s, "/v1beta/models/gemini-2.5-flash:generateContent", nil, []byte(snake))
	if want := fingerprint(t, surveyRequest(t)); resp.StatusCode != http.StatusOK || resp.Header.Get(HeaderFingerprint) != want {
		t.Errorf("status %d fingerprint %s, want 200 %s: %s", resp.StatusCode, resp.Header.Get(HeaderFingerprint), want, out)
	}
	cl := decodeGemini(t, `{"contents":[{"parts":[{"text":"x"}]}],"generation_config":{"response_schema":
		{"type":"OBJECT","property_ordering":["first_name"],"properties":{"first_name":{"type":"STRING","max_length":"9"}}}}}`)
	want := `{"type":"object","properties":{"first_name":{"type":"string","maxLength":9}}}`
	if got, want := sortedJSON(t, string(cl.Req.Schema)), sortedJSON(t, want); got != want {
		t.Errorf("snake_case response_schema\n%s\nwant\n%s", got, want)
	}
}

func TestGeminiEmbeddings(t *testing.T) {
	s := newTestServer(t, Options{})
	resp, out := post(t, s, "/v1beta/models/gemini-embedding-001:embedContent", nil,
		[]byte(`{"model":"models/gemini-embedding-001","content":{"parts":[{"text":"The Keep"},{"text":"on the Borderlands"}]}}`))
	var one struct {
		Embedding struct{ Values []float32 } `json:"embedding"`
	}
	if err := json.Unmarshal(out, &one); err != nil || resp.StatusCode != http.StatusOK ||
		!slices.Equal(one.Embedding.Values, Embed("The Keep\non the Borderlands", DefaultGeminiDimensions)) {
		t.Errorf("status %d, %d values (err %v), want Embed of the joined parts in %d: %.200s", resp.StatusCode,
			len(one.Embedding.Values), err, DefaultGeminiDimensions, out)
	}
	resp, out = post(t, s, "/v1beta/models/gemini-embedding-001:batchEmbedContents", nil, []byte(`{"requests":[
		{"model":"models/gemini-embedding-001","content":{"parts":[{"text":"cave"}]},"outputDimensionality":8},
		{"model":"models/gemini-embedding-001","content":{"parts":[{"text":"keep"}]},"embed_content_config":{"output_dimensionality":4}}]}`))
	var batch struct {
		Embeddings []struct{ Values []float32 } `json:"embeddings"`
	}
	if err := json.Unmarshal(out, &batch); err != nil || resp.StatusCode != http.StatusOK || len(batch.Embeddings) != 2 ||
		!slices.Equal(batch.Embeddings[0].Values, Embed("cave", 8)) || !slices.Equal(batch.Embeddings[1].Values, Embed("keep", 4)) {
		t.Errorf("status %d (err %v), want Embed(cave, 8) then Embed(keep, 4): %s", resp.StatusCode, err, out)
	}
	resp, out = post(t, s, "/v1beta/models/gemini-embedding-001:embedContent", nil, []byte(`{"model":"m"}`))
	if resp.StatusCode != http.StatusBadRequest {
		t.Errorf("status %d, want 400 for an embedContent without content: %s", resp.StatusCode, out)
	}
}
