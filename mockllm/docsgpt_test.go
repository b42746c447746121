package mockllm

import (
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// docsGPTDigest is DocsGPT's mock LLM request digest, re-implemented in
// Python from its documentation (scripts/e2e/mock_llm_fixtures/README.md
// in arc53/DocsGPT): one request body a line on stdin, one digest a line
// on stdout.
const docsGPTDigest = `
import hashlib, json, sys
for line in sys.stdin:
    body = json.loads(line)
    msgs = []
    for m in body.get("messages") or []:
        if not isinstance(m, dict):
            continue
        kept = {"role": m.get("role"), "content": m.get("content")}
        kept.update({k: m[k] for k in ("name", "tool_call_id", "tool_calls") if k in m})
        msgs.append(kept)
    canonical = {"model": body.get("model"), "messages": msgs, "tool_choice": body.get("tool_choice")}
    text = json.dumps(canonical, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    print(hashlib.sha256(text.encode("utf-8")).hexdigest())
`

// docsGPTShapes are request bodies of the shapes chat apps send, each on
// one line.
var docsGPTShapes = []string{
	`{"model":"gpt-4o","messages":[{"role":"user","content":"ping"}]}`,
	`{"model":"gpt-4o","messages":[{"role":"system","content":"Today's date is 2026-12-01."},{"role":"user","content":"hi"}],"max_tokens":50,"temperature":0.7}`,
	`{"messages":[{"role":"user","content":"no model"}]}`,
	`{"model":"m","messages":[{"role":"user","content":"weather?"}],"tool_choice":"auto","tools":[{"type":"function","function":{"name":"w","parameters":{"type":"object"}}}]}`,
	`{"model":"m","messages":[{"role":"user","content":"x"}],"tool_choice":{"type":"function","function":{"name":"w"}}}`,
	`{"model":"m","messages":[{"role":"user","content":"x"}],"tool_choice":"none"}`,
	`{"model":"m","messages":[{"role":"user","content":"weather?"},{"role":"assistant","content":null,"tool_calls":[{"id":"call_1","type":"function","function":{"name":"w","arguments":"{\"city\": \"Oslo\"}"}}]},{"role":"tool","tool_call_id":"call_1","content":"rain"}]}`,
	`{"model":"m","messages":[{"role":"tool","tool_call_id":"","content":"empty id"}]}`,
	`{"model":"m","messages":[{"role":"user","name":"","content":"empty name"}]}`,
	`{"model":"m","messages":[{"role":"user","name":"bob","content":"named"}]}`,
	`{"model":"m","messages":[{"role":"assistant","tool_calls":[{"id":"","type":"function","function":{"name":"","arguments":""}}]}]}`,
	`{"model":"m","messages":[{"role":"user","content":[{"type":"text","text":"look"},{"type":"image_url","image_url":{"url":"data:image/png;base64,iVBORw0KGgo=","detail":"low"}}]}]}`,
	`{"model":"m","messages":[{"role":"user","content":"Ünïcödé 東京 😀 עברית"}]}`,
	`{"model":"m","messages":[{"role":"user","content":"quote \" backslash \\ newline \n tab \t bell \u0007 del \u007f sep \u2028 html </script>&<b>"}]}`,
	`{"model":"m","messages":[{"role":"assistant","content":"","tool_calls":[{"index":0,"id":"c","function":{"name":"f","arguments":"{}"},"x":1.0,"y":1e-05,"z":1e16,"w":-0.0,"v":-0,"u":12345678901234567890,"t":0.1,"s":1E2,"r":2.50,"q":1e400,"p":0.0001,"o":123456789.125}]}]}`,
	`{"model":"m","messages":[{"role":"assistant","content":"x","tool_calls":null}]}`,
	`{"model":"m","messages":[]}`,
	`{"model":"m","messages":["stray",3,{"role":"user","content":"after strays"}]}`,
	`{"model":"m","messages":[{"role":"assistant","content":"x","refusal":null,"audio":null,"annotations":[]}]}`,
	`{"model":"m","messages":[{"role":"user","content":[{"type":"text","text":"keys","דּ":"Hebrew","😀":"emoji","é":"latin","B":0,"a":1}]}]}`,
	`{"model":"m","messages":[{"content":"no role"}]}`,
	`{"model":7,"messages":[{"role":"user","content":"model is a number"}],"tool_choice":{"type":"function","function":{"name":"ü"}}}`,
	`{"model":"m","messages":[{"role":"user","content":"dup"},{"role":"user","content":"dup"}],"n":1,"seed":42}`,
	`{"model":"m","messages":[{"role":"function","name":"f","content":"legacy function result"}],"tool_choice":null}`,
}

// pythonDigests runs docsGPTDigest over bodies.
func pythonDigests(t *testing.T, bodies []string) []string {
	t.Helper()
	python, err := exec.LookPath("python3")
	if err != nil {
		t.Fatalf("python3 is needed to check the DocsGPT digest: %v", err)
	}
	cmd := exec.Command(python, "-c", docsGPTDigest)
	cmd.Stdin = strings.NewReader(strings.Join(bodies, "\n") + "\n")
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("python3: %v", err)
	}
	digests := strings.Fields(string(out))
	if len(digests) != len(bodies) {
		t.Fatalf("python3 gave %d digests for %d bodies", len(digests), len(bodies))
	}
	return digests
}

func TestCannedKeyIsDocsGPTsDigest(t *testing.T) {
	want := pythonDigests(t, docsGPTShapes)
	for i, body := range docsGPTShapes {
		got, err := CannedKey([]byte(body))
		if err != nil || got != want[i] {
			t.Errorf("CannedKey(%s) = %s (err %v), want DocsGPT's %s", body, got, err, want[i])
		}
	}
}

func TestDocsGPTFixtureDirectoryServesUnchanged(t *testing.T) {
	dir := t.TempDir()
	digests := pythonDigests(t, docsGPTShapes)
	for _, digest := range digests {
		fixture := `{
  "_comment": "a DocsGPT fixture, as written for its stub",
  "request_digest": "` + digest + `",
  "description": "answers one request shape",
  "response": {"content": "canned ` + digest[:8] + `", "tool_calls": null, "finish_reason": "stop",
               "usage": {"prompt_tokens": 3, "completion_tokens": 2, "total_tokens": 5}}
}
`
		if err := os.WriteFile(filepath.Join(dir, digest+".json"), []byte(fixture), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	s := newTestServer(t, Options{CannedDir: dir})
	for i, body := range docsGPTShapes {
		resp, out := post(t, s, "/v1/chat/completions", nil, []byte(body))
		if resp.StatusCode != http.StatusOK || resp.Header.Get(HeaderCannedKey) != digests[i] ||
			!strings.Contains(string(out), "canned "+digests[i][:8]) {
			t.Errorf("%s: status %d key %q, want the canned answer %s: %s", body, resp.StatusCode,
				resp.Header.Get(HeaderCannedKey), digests[i], out)
		}
	}
}
