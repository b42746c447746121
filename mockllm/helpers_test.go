package mockllm

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"testing"

	"github.com/scriptorium/scriptorium/provider"
)

// wireDir is where the wire-format test inputs and goldens live.
var wireDir = filepath.Join("..", "tests", "assets", "wire")

// pixelPNG is the 1×1 PNG the decode inputs carry as base64.
const pixelPNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="

// surveySchema is the schema of the survey request in the decode inputs.
const surveySchema = `{"type":"object","properties":{"title":{"type":"string"}},"required":["title"],"additionalProperties":false}`

// surveyRequest is, built in process, the request the */decode/structured
// and */decode/tool inputs send over the wire.
func surveyRequest(t testing.TB) *provider.Request {
	t.Helper()
	png, err := base64.StdEncoding.DecodeString(pixelPNG)
	if err != nil {
		t.Fatal(err)
	}
	return &provider.Request{Tag: "survey.w01", System: "You survey adventure modules.",
		Parts: []provider.Part{provider.TextPart("Page 1 of the module."), provider.ImagePart("image/png", png),
			provider.TextPart("Return the survey.")},
		Schema: json.RawMessage(surveySchema)}
}

// helloRequest is, built in process, the request the */decode/text inputs send.
func helloRequest() *provider.Request {
	return &provider.Request{Tag: "chat.hello", System: "You are terse.",
		Parts: []provider.Part{provider.TextPart("Name a classic B/X module.")}}
}

// recordedStore returns a store in a temp dir holding the survey and hello
// exchanges: the survey with usage, the hello without (so it is estimated).
func recordedStore(t testing.TB) *provider.Store {
	t.Helper()
	store, err := provider.OpenStore(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	put(t, store, surveyRequest(t), &provider.Response{Data: json.RawMessage(`{"title": "The Keep on the Borderlands"}`),
		Provider: "openai", Model: "gpt-4.1-mini", Usage: provider.Usage{InputTokens: 1200, OutputTokens: 12},
		FinishReason: provider.FinishStop})
	put(t, store, helloRequest(), &provider.Response{Data: json.RawMessage(`"The Keep on the Borderlands (B2), by Gary Gygax."`),
		Provider: "openai", Model: "gpt-4.1-mini", FinishReason: provider.FinishStop})
	return store
}

// put records resp as the answer to req in store.
func put(t testing.TB, store *provider.Store, req *provider.Request, resp *provider.Response) {
	t.Helper()
	f, err := provider.NewFixture(req, resp)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := store.Put(f); err != nil {
		t.Fatal(err)
	}
}

// newTestHandler returns the handler for opts.
func newTestHandler(t testing.TB, opts Options) http.Handler {
	t.Helper()
	h, err := NewHandler(opts)
	if err != nil {
		t.Fatal(err)
	}
	return h
}

// newTestServer starts a server for opts and closes it with the test.
func newTestServer(t testing.TB, opts Options) *Server {
	t.Helper()
	s, err := NewServer(opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Close)
	return s
}

// post sends body to the server path with extra headers (Content-Type
// application/json unless they set one) and returns the response and its
// body.
func post(t testing.TB, s *Server, path string, header http.Header, body []byte) (*http.Response, []byte) {
	t.Helper()
	req, err := http.NewRequest(http.MethodPost, s.URL+path, bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	for k, v := range header {
		req.Header[k] = v
	}
	if req.Header.Get("Content-Type") == "" {
		req.Header.Set("Content-Type", "application/json")
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

// readWire reads a file under tests/assets/wire.
func readWire(t testing.TB, elem ...string) []byte {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(append([]string{wireDir}, elem...)...))
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// withFields returns the JSON object body with fields set.
func withFields(t testing.TB, body []byte, fields map[string]any) []byte {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal(body, &m); err != nil {
		t.Fatal(err)
	}
	for k, v := range fields {
		m[k] = v
	}
	out, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	return out
}
