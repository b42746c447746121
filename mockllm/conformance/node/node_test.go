package node

import (
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
	runNode(t, "conformance.test.mjs", "MOCKLLM_URL="+s.URL)
}

// TestVercelAISDK runs the AI SDK against the conformance exchanges, and a
// tool loop recorded through the record proxy from a scripted upstream and
// replayed on other routes.
func TestVercelAISDK(t *testing.T) {
	s := conformance.NewServer(t)
	upstream, asked := weatherUpstream(t)
	proxy, replay := conformance.NewRecordingProxy(t, upstream.URL)
	runNode(t, "aisdk.test.mjs", "MOCKLLM_URL="+s.URL, "MOCKLLM_PROXY_URL="+proxy.URL, "MOCKLLM_REPLAY_URL="+replay.URL)
	if got := asked.Load(); got != 2 {
		t.Errorf("the upstream was asked %d times, want 2: the loop's two turns, once", got)
	}
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
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("node not found")
	}
	if _, err := os.Stat("node_modules"); err != nil {
		t.Skip("node_modules missing: run npm ci in mockllm/conformance/node")
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
