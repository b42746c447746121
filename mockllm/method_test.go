package mockllm

import (
	"bytes"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"testing"
)

// TestWrongMethodGets405 checks that a known route asked with another
// method answers 405 with an Allow header, in its API's error shape, and
// that an unknown path still answers 404.
func TestWrongMethodGets405(t *testing.T) {
	h := newTestHandler(t, Options{Fixtures: recordedStore(t)})
	cases := []struct {
		method, path, allow string
		shaped              func(map[string]json.RawMessage) bool // the API's error shape
	}{
		{"GET", "/v1/chat/completions", "POST", openaiShaped},
		{"PUT", "/openai/deployments/d/chat/completions", "POST", openaiShaped},
		{"GET", "/v1/responses", "POST", openaiShaped},
		{"POST", "/v1/models", "GET, HEAD", openaiShaped},
		{"GET", "/v1/embeddings", "POST", openaiShaped},
		{"GET", "/v1/messages", "POST", func(m map[string]json.RawMessage) bool {
			return string(m["type"]) == `"error"` && objectWith(m["error"], "type", "message")
		}},
		{"GET", "/v1beta/models/gemini-2.0-flash:generateContent", "POST", func(m map[string]json.RawMessage) bool {
			return objectWith(m["error"], "code", "message", "status")
		}},
		{"DELETE", "/api/chat", "POST", func(m map[string]json.RawMessage) bool { return m["error"] != nil && m["error"][0] == '"' }},
		{"GET", "/api/generate", "POST", func(m map[string]json.RawMessage) bool { return m["error"] != nil && m["error"][0] == '"' }},
		{"GET", "/model/m/converse", "POST", func(m map[string]json.RawMessage) bool { return m["message"] != nil && m["error"] == nil }},
		{"GET", "/model/m/invoke", "POST", func(m map[string]json.RawMessage) bool { return m["message"] != nil && m["error"] == nil }},
	}
	for _, c := range cases {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest(c.method, c.path, bytes.NewReader(nil)))
		var body map[string]json.RawMessage
		if rec.Code != http.StatusMethodNotAllowed || rec.Header().Get("Allow") != c.allow ||
			json.Unmarshal(rec.Body.Bytes(), &body) != nil || !c.shaped(body) {
			t.Errorf("%s %s: status %d Allow %q body %s, want 405 Allow %q in the API's error shape",
				c.method, c.path, rec.Code, rec.Header().Get("Allow"), rec.Body, c.allow)
		}
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("GET", "/v1/engines/davinci/completions", nil))
	if rec.Code != http.StatusNotFound || rec.Header().Get("Allow") != "" {
		t.Errorf("unknown path: status %d Allow %q, want 404 without Allow", rec.Code, rec.Header().Get("Allow"))
	}
}

// openaiShaped reports whether an error body has OpenAI's shape.
func openaiShaped(m map[string]json.RawMessage) bool {
	return objectWith(m["error"], "message", "type")
}

// objectWith reports whether raw is an object holding each of names.
func objectWith(raw json.RawMessage, names ...string) bool {
	var m map[string]json.RawMessage
	if json.Unmarshal(raw, &m) != nil {
		return false
	}
	for _, n := range names {
		if _, ok := m[n]; !ok {
			return false
		}
	}
	return true
}
