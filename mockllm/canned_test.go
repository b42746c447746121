package mockllm

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestCannedKeyFollowsTheSpec(t *testing.T) {
	body := `{"model":"m","temperature":0.2,"messages":[{"role":"user","name":"bob","content":"hi"}]}`
	canonical := `{"messages":[{"content":"hi","name":"bob","role":"user"}],"model":"m","tool_choice":null}`
	sum := sha256.Sum256([]byte(canonical))
	got, err := CannedKey([]byte(body))
	if err != nil || got != hex.EncodeToString(sum[:]) {
		t.Errorf("CannedKey = %s (err %v), want the SHA-256 of %s", got, err, canonical)
	}
	spaced := `{ "messages": [ {"content": "hi", "role": "user", "name": "bob"} ], "model": "m", "stream": true }`
	if again, _ := CannedKey([]byte(spaced)); again != got {
		t.Errorf("CannedKey changed with white space, member order or stream: %s, want %s", again, got)
	}
}

// cannedServer serves canned answers for the given request bodies, and the
// recorded fixtures.
func cannedServer(t *testing.T, answers map[string]string) *Server {
	t.Helper()
	dir := t.TempDir()
	for body, answer := range answers {
		key, err := CannedKey([]byte(body))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, key+".json"), []byte(answer), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return newTestServer(t, Options{Fixtures: recordedStore(t), CannedDir: dir})
}

const (
	cannedImage = `{"model":"gpt-4o","messages":[{"role":"user","content":[{"type":"image_url","image_url":{"url":"https://example.com/map.png"}}]}]}`
	cannedText  = `{"model":"gpt-4o","messages":[{"role":"user","content":"ping"}]}`
	cannedTool  = `{"model":"gpt-4o","messages":[{"role":"user","content":"weather?"}],"tool_choice":"auto"}`
)

func TestCannedAnswersServeChatApps(t *testing.T) {
	s := cannedServer(t, map[string]string{
		cannedText: `{"response":{"content":"pong","usage":{"prompt_tokens":3,"completion_tokens":1}}}`,
		cannedTool: `{"response":{"tool_calls":[{"id":"call_w","type":"function","function":{"name":"weather","arguments":"{\"city\": \"Oslo\"}"}}],"finish_reason":"tool_calls"}}`,
	})
	resp, out := post(t, s, "/v1/chat/completions", nil, []byte(cannedText))
	var got chatCompletion
	if err := json.Unmarshal(out, &got); err != nil || resp.Header.Get(HeaderCannedKey) == "" ||
		*got.Choices[0].Message.Content != "pong" || got.Usage.TotalTokens != 4 {
		t.Errorf("status %d canned header %q (err %v), want pong with usage totalling 4: %s",
			resp.StatusCode, resp.Header.Get(HeaderCannedKey), err, out)
	}
	resp, out = post(t, s, "/v1/chat/completions", nil, withFields(t, []byte(cannedTool), map[string]any{"stream": true}))
	args := strings.Join(argumentPieces(t, "openai", resp, out), "")
	if resp.StatusCode != http.StatusOK || !strings.Contains(string(out), `"id":"call_w"`) ||
		args != `{"city":"Oslo"}` || !strings.Contains(string(out), `"finish_reason":"tool_calls"`) {
		t.Errorf("status %d arguments %s, want a streamed call_w weather call: %s", resp.StatusCode, args, out)
	}
}

func TestCannedAnswersServeRequestsFingerprintsCannotHold(t *testing.T) {
	s := cannedServer(t, map[string]string{cannedImage: `{"response":{"content":"a map"}}`})
	resp, out := post(t, s, "/v1/chat/completions", nil, []byte(cannedImage))
	if resp.StatusCode != http.StatusOK || !strings.Contains(string(out), `"content":"a map"`) || resp.Header.Get(HeaderFingerprint) != "" {
		t.Errorf("status %d fingerprint header %q, want 200 with the canned answer and no fingerprint: %s",
			resp.StatusCode, resp.Header.Get(HeaderFingerprint), out)
	}
	other := strings.Replace(cannedImage, "map.png", "cave.png", 1)
	resp, out = post(t, s, "/v1/chat/completions", nil, []byte(other))
	if resp.StatusCode != http.StatusBadRequest || !strings.Contains(string(out), "no canned answer") {
		t.Errorf("status %d, want 400 naming the canned answer looked for: %s", resp.StatusCode, out)
	}
}

func TestCannedModeFallsThroughToFixtures(t *testing.T) {
	s := cannedServer(t, nil)
	body := readWire(t, "openai", "decode", "text.request.json")
	resp, out := post(t, s, "/v1/chat/completions", nil, body)
	if resp.StatusCode != http.StatusOK || resp.Header.Get(HeaderCannedKey) != "" {
		t.Errorf("status %d canned header %q, want the fixture served: %s", resp.StatusCode, resp.Header.Get(HeaderCannedKey), out)
	}
	resp, out = post(t, s, "/v1/chat/completions", nil, []byte(cannedText))
	var e openaiError
	key, _ := CannedKey([]byte(cannedText))
	if err := json.Unmarshal(out, &e); err != nil || resp.StatusCode != http.StatusNotFound || e.Error.Fixture == nil ||
		e.Error.Fixture.CannedKey != key || !strings.Contains(e.Error.Message, key+".json") {
		t.Errorf("status %d (err %v), want a 404 naming canned key %s: %s", resp.StatusCode, err, key, out)
	}
}

func TestCannedAnswerReloadsWhenItsFileChanges(t *testing.T) {
	dir := t.TempDir()
	key, err := CannedKey([]byte(cannedText))
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(dir, key+".json")
	s := newTestServer(t, Options{CannedDir: dir})
	for _, answer := range []string{"pong", "pong, edited"} {
		if err := os.WriteFile(file, []byte(`{"response":{"content":"`+answer+`"}}`), 0o644); err != nil {
			t.Fatal(err)
		}
		_, out := post(t, s, "/v1/chat/completions", nil, []byte(cannedText))
		if !strings.Contains(string(out), `"content":"`+answer+`"`) {
			t.Errorf("answer %s, want %q after the file was written", out, answer)
		}
	}
	if err := os.Remove(file); err != nil {
		t.Fatal(err)
	}
	if resp, out := post(t, s, "/v1/chat/completions", nil, []byte(cannedText)); resp.StatusCode != http.StatusNotFound {
		t.Errorf("status %d after the file was removed, want a 404 miss: %s", resp.StatusCode, out)
	}
}

func TestCannedAnswerWithAnUnknownFieldIsRefusedByName(t *testing.T) {
	s := cannedServer(t, map[string]string{cannedText: `{"response":{"contnet":"pong"}}`})
	resp, out := post(t, s, "/v1/chat/completions", nil, []byte(cannedText))
	if resp.StatusCode != http.StatusInternalServerError || !strings.Contains(string(out), `unknown field \"contnet\"`) ||
		strings.Contains(string(out), string(filepath.Separator)+"tmp") {
		t.Errorf("status %d, want a 500 naming the unknown field contnet and no host path: %s", resp.StatusCode, out)
	}
}
