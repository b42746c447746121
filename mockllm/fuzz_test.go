package mockllm

import (
	"bytes"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"testing"
)

// Each decoder has a fuzz target; plain go test runs the seeds (the decode
// inputs, their streaming variants and a few broken bodies). Run one with
// go test ./mockllm -fuzz FuzzOpenAIChat -fuzztime 30s.

func FuzzOpenAIChat(f *testing.F) { fuzzRoute(f, "openai") }

func FuzzOpenAIResponses(f *testing.F) { fuzzRoute(f, "responses") }

func FuzzAnthropicMessages(f *testing.F) { fuzzRoute(f, "anthropic") }

func FuzzGeminiGenerateContent(f *testing.F) { fuzzRoute(f, "gemini") }

func FuzzBedrockConverse(f *testing.F) { fuzzRoute(f, "bedrock") }

func FuzzOllamaChat(f *testing.F) { fuzzRoute(f, "ollama") }

func FuzzOllamaGenerate(f *testing.F) { fuzzRoute(f, "ollama-generate") }

// FuzzEmbeddings feeds bodies to /v1/embeddings (openai true) and /api/embed.
func FuzzEmbeddings(f *testing.F) {
	for _, seed := range []string{`{"model":"m","input":"keep"}`, `{"input":["a","b"],"dimensions":8,"encoding_format":"base64"}`,
		`{"input":[[1,2]]}`, `{"input":"x","dimensions":-1}`, `{}`} {
		f.Add([]byte(seed), true)
		f.Add([]byte(seed), false)
	}
	h := newTestHandler(f, Options{})
	f.Fuzz(func(t *testing.T, body []byte, openai bool) {
		path := "/api/embed"
		if openai {
			path = "/v1/embeddings"
		}
		checkServed(t, h, path, body)
	})
}

// fuzzRoute feeds bodies to a format's route through a fallback-mode handler,
// so every decodable body is encoded too, and checks the answer is a 200 or
// a 4xx carrying a JSON error member — never a panic or a 5xx.
func fuzzRoute(f *testing.F, format string) {
	wf := formatNamed(f, format)
	paths, err := filepath.Glob(filepath.Join(wireDir, format, "decode", "*.request.json"))
	if err != nil {
		f.Fatal(err)
	}
	for _, p := range paths {
		body := readWire(f, format, "decode", filepath.Base(p))
		f.Add(body, false)
		f.Add(body, true)
	}
	for _, broken := range []string{"", "null", "[]", `{"messages":{}}`, `{"contents":[{"parts":[{}]}]}`, "\xff"} {
		f.Add([]byte(broken), false)
	}
	h := newTestHandler(f, Options{Fixtures: recordedStore(f), Fallback: true})
	f.Fuzz(func(t *testing.T, body []byte, stream bool) {
		path := wf.path
		if stream {
			path = wf.streamPath
		}
		checkServed(t, h, path, body)
	})
}

// checkServed posts body to path and checks the answer is a 200 or a 4xx
// with a JSON error member ("message" in Bedrock's shape).
func checkServed(t *testing.T, h http.Handler, path string, body []byte) {
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(http.MethodPost, path, bytes.NewReader(body)))
	if rec.Code == http.StatusOK {
		return
	}
	var shape map[string]json.RawMessage
	if rec.Code >= 500 || rec.Code < 400 || json.Unmarshal(rec.Body.Bytes(), &shape) != nil || shape["error"] == nil && shape["message"] == nil {
		t.Errorf("status %d body %q for request %q, want 200 or a 4xx error body", rec.Code, rec.Body.Bytes(), body)
	}
}

// formatNamed returns the test routes of a format.
func formatNamed(t testing.TB, name string) wireFormat {
	t.Helper()
	for _, f := range wireFormats {
		if f.name == name {
			return f
		}
	}
	t.Fatalf("no wire format %q", name)
	return wireFormat{}
}
