package node

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"sync/atomic"
	"testing"

	"github.com/scriptorium/scriptorium/internal/conformance"
	"github.com/scriptorium/scriptorium/internal/testenv"
)

// TestMain keeps the tests off the network (see netguard).
func TestMain(m *testing.M) { testenv.Main(m) }

func TestNodeClients(t *testing.T) {
	s := conformance.NewServer(t)
	runNode(t, "conformance.test.mjs", "MOCKLLM_URL="+s.URL, exchangesEnv(t))
}

// TestVercelAISDK runs the AI SDK against the conformance exchanges, and a
// tool loop recorded through the record proxy from a scripted upstream and
// replayed on other routes.
func TestVercelAISDK(t *testing.T) {
	s := conformance.NewServer(t)
	upstream, asked := weatherUpstream(t)
	proxy, replay := conformance.NewRecordingProxy(t, upstream.URL)
	runNode(t, "aisdk.test.mjs", "MOCKLLM_URL="+s.URL, "MOCKLLM_PROXY_URL="+proxy.URL, "MOCKLLM_REPLAY_URL="+replay.URL, exchangesEnv(t))
	if got := asked.Load(); got != 2 {
		t.Errorf("the upstream was asked %d times, want 2: the loop's two turns, once", got)
	}
}

// exchangesEnv returns MOCKLLM_EXCHANGES=JSON: the kit's exchanges as the
// scripts send them, so they restate none of it. hello has the tag, the
// system text, the user text (prompt) and the answer text; survey the tag,
// the system text, the text before and after the image, the image
// (base64) and its MIME type, the schema and the answer (JSON text).
func exchangesEnv(t *testing.T) string {
	t.Helper()
	h, sv := conformance.Hello, conformance.Survey
	if len(h.Parts) != 1 || len(sv.Parts) != 3 || sv.Parts[1].Type != "image" {
		t.Fatalf("the kit's exchanges changed shape: hello %d parts, survey %d; update exchangesEnv and the scripts", len(h.Parts), len(sv.Parts))
	}
	b, err := json.Marshal(map[string]any{
		"hello": map[string]any{"tag": h.Tag, "system": h.System, "prompt": h.Parts[0].Text, "answer": conformance.HelloText},
		"survey": map[string]any{"tag": sv.Tag, "system": sv.System, "before": sv.Parts[0].Text, "after": sv.Parts[2].Text,
			"image": base64.StdEncoding.EncodeToString(sv.Parts[1].Data), "mime": sv.Parts[1].MIME,
			"schema": sv.Schema, "answer": conformance.SurveyData},
	})
	if err != nil {
		t.Fatal(err)
	}
	return "MOCKLLM_EXCHANGES=" + string(b)
}

// weatherUpstream is an OpenAI Chat Completions upstream playing a weather
// tool loop: a request without a tool result gets a call of weather for
// Oslo, one with a result gets "It says: <result>". It counts requests.
func weatherUpstream(t *testing.T) (*httptest.Server, *atomic.Int32) {
	var asked atomic.Int32
	s := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		asked.Add(1)
		var in struct {
			Messages []struct {
				Role    string `json:"role"`
				Content any    `json:"content"`
			} `json:"messages"`
		}
		if err := json.NewDecoder(r.Body).Decode(&in); err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		message := map[string]any{"role": "assistant", "content": nil, "tool_calls": []any{map[string]any{
			"id": "call_upstream_1", "type": "function", "function": map[string]any{"name": "weather", "arguments": `{"city": "Oslo"}`}}}}
		finish := "tool_calls"
		for _, m := range in.Messages {
			if m.Role == "tool" {
				message, finish = map[string]any{"role": "assistant", "content": fmt.Sprintf("It says: %v", m.Content)}, "stop"
			}
		}
		w.Header().Set("Content-Type", "application/json")
		json.NewEncoder(w).Encode(map[string]any{"id": "chatcmpl-upstream", "object": "chat.completion", "model": "gpt-4.1-mini",
			"choices": []any{map[string]any{"index": 0, "message": message, "finish_reason": finish}},
			"usage":   map[string]int{"prompt_tokens": 20, "completion_tokens": 5, "total_tokens": 25}})
	}))
	t.Cleanup(s.Close)
	return s, &asked
}

// runNode runs a node test file with env added, failing on any failed test.
func runNode(t *testing.T, file string, env ...string) {
	t.Helper()
	missing := ""
	node, err := exec.LookPath("node")
	if err != nil {
		missing = "node not found"
	} else if _, err := os.Stat("node_modules"); err != nil {
		missing = "node_modules missing: run npm ci in mockllm/conformance/node"
	}
	if missing != "" {
		if testenv.NodeRequired() {
			t.Fatalf("%s (%s=1)", missing, testenv.RequireNodeEnv)
		}
		t.Skip(missing)
	}
	// Reading the script and lockfile lets go test's cache see their changes.
	for _, f := range []string{file, "package-lock.json"} {
		if _, err := os.ReadFile(f); err != nil {
			t.Fatal(err)
		}
	}
	cmd := exec.Command(node, "--test", file)
	cmd.Env = append(os.Environ(), env...)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("node --test %s: %v\n%s", file, err, out)
	}
	t.Logf("%s", out)
}
