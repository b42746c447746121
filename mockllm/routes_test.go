package mockllm

import (
	"encoding/base64"
	"encoding/json"
	"io"
	"net/http"
	"slices"
	"strings"
	"testing"
)

// get sends a GET with extra headers and returns the response and its body.
func get(t *testing.T, s *Server, path string, header http.Header) (*http.Response, []byte) {
	t.Helper()
	req, err := http.NewRequest(http.MethodGet, s.URL+path, nil)
	if err != nil {
		t.Fatal(err)
	}
	for k, v := range header {
		req.Header[k] = v
	}
	resp, err := s.Client().Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	out, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return resp, out
}

// decodeInto unmarshals a 200 answer's body into v, failing the test
// otherwise.
func decodeInto(t *testing.T, what string, resp *http.Response, body []byte, v any) {
	t.Helper()
	if err := json.Unmarshal(body, v); err != nil || resp.StatusCode != http.StatusOK {
		t.Fatalf("%s: status %d (err %v), want 200: %.300s", what, resp.StatusCode, err, body)
	}
}

func TestOllamaModelRoutes(t *testing.T) {
	s := newTestServer(t, Options{Fixtures: recordedStore(t)})
	var tags struct {
		Models []struct{ Name, Model, Digest string } `json:"models"`
	}
	resp, out := get(t, s, "/api/tags", nil)
	decodeInto(t, "/api/tags", resp, out, &tags)
	if len(tags.Models) != 1 || tags.Models[0].Name != "gpt-4.1-mini:latest" || len(tags.Models[0].Digest) != 64 {
		t.Errorf("/api/tags = %s, want the recorded model gpt-4.1-mini:latest with a digest", out)
	}
	var show struct{ Capabilities []string }
	resp, out = post(t, s, "/api/show", nil, []byte(`{"model":"llama3.2"}`))
	decodeInto(t, "/api/show", resp, out, &show)
	if !slices.Contains(show.Capabilities, "tools") || !slices.Contains(show.Capabilities, "completion") {
		t.Errorf("/api/show capabilities %v, want completion and tools", show.Capabilities)
	}
	var version struct{ Version string }
	resp, out = get(t, s, "/api/version", nil)
	decodeInto(t, "/api/version", resp, out, &version)
	if version.Version != OllamaVersion {
		t.Errorf("/api/version = %s, want %s", out, OllamaVersion)
	}
	var emb struct{ Embedding []float32 }
	resp, out = post(t, s, "/api/embeddings", nil, []byte(`{"model":"nomic-embed-text","prompt":"a cave"}`))
	decodeInto(t, "/api/embeddings", resp, out, &emb)
	if !slices.Equal(emb.Embedding, Embed("a cave", DefaultOllamaDimensions)) {
		t.Errorf("/api/embeddings answered %d values, want Embed of the prompt in %d", len(emb.Embedding), DefaultOllamaDimensions)
	}
}

func TestModelListsInEachShape(t *testing.T) {
	s := newTestServer(t, Options{Fixtures: recordedStore(t)})
	var openai struct {
		Object string
		Data   []struct{ ID, Object string }
	}
	resp, out := get(t, s, "/v1/models", nil)
	decodeInto(t, "openai /v1/models", resp, out, &openai)
	if openai.Object != "list" || len(openai.Data) != 1 || openai.Data[0].ID != "gpt-4.1-mini" || openai.Data[0].Object != "model" {
		t.Errorf("/v1/models = %s, want OpenAI's list of gpt-4.1-mini", out)
	}
	var anthropic struct {
		Data    []struct{ Type, ID string }
		HasMore *bool `json:"has_more"`
	}
	resp, out = get(t, s, "/v1/models", http.Header{"Anthropic-Version": {"2023-06-01"}})
	decodeInto(t, "anthropic /v1/models", resp, out, &anthropic)
	if len(anthropic.Data) != 1 || anthropic.Data[0].Type != "model" || anthropic.HasMore == nil {
		t.Errorf("/v1/models with anthropic-version = %s, want Anthropic's page of models", out)
	}
	var gemini struct {
		Models []struct {
			Name                       string
			SupportedGenerationMethods []string
		}
	}
	resp, out = get(t, s, "/v1beta/models", nil)
	decodeInto(t, "gemini models", resp, out, &gemini)
	if len(gemini.Models) != 1 || gemini.Models[0].Name != "models/gpt-4.1-mini" {
		t.Errorf("/v1beta/models = %s, want models/gpt-4.1-mini", out)
	}
}

func TestAzureResponsesAndEmbeddingsRoutes(t *testing.T) {
	s := newTestServer(t, Options{Fixtures: recordedStore(t)})
	body := withFields(t, readWire(t, "responses", "decode", "text.request.json"), map[string]any{"model": nil})
	for path, model := range map[string]string{"/openai/deployments/scribe/responses?api-version=2025-04-01-preview": "scribe",
		"/openai/v1/responses?api-version=preview": "gpt-4.1-mini"} { // no model: the recorded one
		var got responsesOut
		resp, out := post(t, s, path, nil, body)
		decodeInto(t, path, resp, out, &got)
		if got.Model != model || got.Status != "completed" {
			t.Errorf("%s: model %q status %q, want %q completed", path, got.Model, got.Status, model)
		}
	}
	var emb struct {
		Model string
		Data  []struct{ Embedding []float32 }
	}
	resp, out := post(t, s, "/openai/deployments/embedder/embeddings?api-version=2024-10-21", nil, []byte(`{"input":"a cave","dimensions":4}`))
	decodeInto(t, "azure embeddings", resp, out, &emb)
	if emb.Model != "embedder" || len(emb.Data) != 1 || !slices.Equal(emb.Data[0].Embedding, Embed("a cave", 4)) {
		t.Errorf("azure embeddings = %s, want Embed(a cave, 4) for deployment embedder", out)
	}
}

func TestBedrockInvokeModelWithAnAnthropicBody(t *testing.T) {
	s := newTestServer(t, Options{Fixtures: recordedStore(t)})
	body := withFields(t, readWire(t, "anthropic", "decode", "text.request.json"),
		map[string]any{"model": nil, "metadata": nil, "anthropic_version": "bedrock-2023-05-31"})
	header := http.Header{HeaderTag: {"chat.hello"}}
	var msg anthropicMessageOut
	resp, out := post(t, s, "/model/anthropic.claude-sonnet-4-5-v1:0/invoke", header, body)
	decodeInto(t, "invoke", resp, out, &msg)
	if msg.Type != "message" || msg.Model != "anthropic.claude-sonnet-4-5-v1:0" || len(msg.Content) != 1 ||
		!strings.HasPrefix(msg.Content[0]["text"].(string), "The Keep") {
		t.Errorf("invoke = %s, want the recorded answer as a Messages answer", out)
	}
	resp, out = post(t, s, "/model/anthropic.claude-sonnet-4-5-v1:0/invoke-with-response-stream", header, body)
	if resp.StatusCode != http.StatusOK || resp.Header.Get("Content-Type") != "application/vnd.amazon.eventstream" {
		t.Fatalf("invoke stream: status %d %s, want an event stream: %s", resp.StatusCode, resp.Header.Get("Content-Type"), out)
	}
	var text strings.Builder
	var types []string
	for _, ev := range awsEvents(t, out) {
		var chunk struct{ Bytes string }
		if err := json.Unmarshal(ev.Data.([]byte), &chunk); err != nil || ev.Name != "chunk" {
			t.Fatalf("event %s %s (err %v), want a chunk", ev.Name, ev.Data, err)
		}
		raw, err := base64.StdEncoding.DecodeString(chunk.Bytes)
		var inner struct {
			Type  string
			Delta struct{ Text string }
		}
		if err != nil || json.Unmarshal(raw, &inner) != nil {
			t.Fatalf("chunk bytes %q: not base64 of a JSON event (err %v)", chunk.Bytes, err)
		}
		types = append(types, inner.Type)
		text.WriteString(inner.Delta.Text)
	}
	if types[0] != "message_start" || types[len(types)-1] != "message_stop" || !strings.HasPrefix(text.String(), "The Keep") {
		t.Errorf("invoke stream events %v text %q, want message_start … message_stop carrying the answer", types, text.String())
	}
}
