package mockllm

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"
)

func TestInjectedStatusIsProviderShaped(t *testing.T) {
	s := newTestServer(t, Options{Fixtures: recordedStore(t)})
	want := map[string]string{"openai": "rate_limit_exceeded", "responses": "rate_limit_exceeded", "anthropic": "rate_limit_error",
		"gemini": "RESOURCE_EXHAUSTED"}
	for _, f := range wireFormats {
		header := http.Header{HeaderStatus: {"429"}, HeaderRetryAfter: {"3"}}
		for k, v := range f.header("text") {
			header[k] = v
		}
		resp, out := post(t, s, f.path, header, readWire(t, f.name, "decode", "text.request.json"))
		kind, _, err := missChecks[f.name](out)
		if resp.StatusCode != http.StatusTooManyRequests || resp.Header.Get("Retry-After") != "3" || err != nil || kind != want[f.name] {
			t.Errorf("%s: status %d Retry-After %q kind %q (err %v), want 429, 3 and %q: %s",
				f.name, resp.StatusCode, resp.Header.Get("Retry-After"), kind, err, want[f.name], out)
		}
		if got := resp.Header.Get("X-Amzn-Errortype"); f.name == "bedrock" && got != "ThrottlingException" {
			t.Errorf("bedrock: X-Amzn-Errortype %q, want ThrottlingException", got)
		}
	}
}

func TestMalformedAndBadFaultHeaders(t *testing.T) {
	s := newTestServer(t, Options{Fixtures: recordedStore(t)})
	body := readWire(t, "openai", "decode", "text.request.json")
	resp, out := post(t, s, "/v1/chat/completions", http.Header{HeaderMalformed: {"1"}}, body)
	if resp.StatusCode != http.StatusOK || json.Valid(out) {
		t.Errorf("status %d valid %v, want 200 with a broken body: %s", resp.StatusCode, json.Valid(out), out)
	}
	for _, h := range []http.Header{{HeaderStatus: {"200"}}, {HeaderStatus: {"x"}}, {HeaderDelay: {"forever"}}, {HeaderDelay: {"1h"}},
		{HeaderAnswer: {"{not json"}}} {
		resp, out := post(t, s, "/v1/chat/completions", h, body)
		if resp.StatusCode != http.StatusBadRequest {
			t.Errorf("headers %v: status %d, want 400: %s", h, resp.StatusCode, out)
		}
	}
}

// TestInjectedAnswerBreaksTheSchema: HeaderAnswer serves its JSON, even one
// that breaks the request's schema, where a fixture hit would be served.
func TestInjectedAnswerBreaksTheSchema(t *testing.T) {
	s := newTestServer(t, Options{Fixtures: recordedStore(t)})
	body := readWire(t, "openai", "decode", "structured.request.json")
	resp, out := post(t, s, "/v1/chat/completions", http.Header{HeaderAnswer: {`{"pages": 3}`}}, body)
	var got chatCompletion
	if err := json.Unmarshal(out, &got); err != nil || resp.StatusCode != http.StatusOK || len(got.Choices) != 1 ||
		got.Choices[0].Message.Content == nil || *got.Choices[0].Message.Content != `{"pages":3}` {
		t.Errorf("status %d (err %v), want 200 answering {\"pages\":3}: %s", resp.StatusCode, err, out)
	}
}

// TestAnthropicToolUseIDs: a forced tool's call is answered with an id of
// Anthropic's own shape.
func TestAnthropicToolUseIDs(t *testing.T) {
	s := newTestServer(t, Options{Fixtures: recordedStore(t)})
	resp, out := post(t, s, "/v1/messages", nil, readWire(t, "anthropic", "decode", "tool.request.json"))
	var got struct {
		Content []struct{ Type, ID string } `json:"content"`
	}
	if err := json.Unmarshal(out, &got); err != nil || resp.StatusCode != http.StatusOK || len(got.Content) != 1 ||
		got.Content[0].Type != "tool_use" || !strings.HasPrefix(got.Content[0].ID, "toolu_") {
		t.Errorf("status %d (err %v), want 200 with one tool_use whose id starts toolu_: %s", resp.StatusCode, err, out)
	}
}
