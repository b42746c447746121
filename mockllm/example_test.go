package mockllm_test

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"strings"

	"github.com/scriptorium/scriptorium/mockllm"
	"github.com/scriptorium/scriptorium/provider"
)

// A server over a fixture store answers a recorded exchange in each API's
// wire format (here OpenAI Chat Completions and Anthropic Messages), the
// fixture tag named by the X-Fixture-Tag header, and explains a miss with a
// 404.
func ExampleNewServer() {
	dir, err := os.MkdirTemp("", "fixtures")
	if err != nil {
		fmt.Println(err)
		return
	}
	defer os.RemoveAll(dir)
	store, err := provider.OpenStore(dir)
	if err != nil {
		fmt.Println(err)
		return
	}
	req := &provider.Request{Tag: "chat.hello", System: "You are terse.",
		Parts: []provider.Part{provider.TextPart("Name a classic B/X module.")}}
	f, err := provider.NewFixture(req, &provider.Response{Data: json.RawMessage(`"B2."`), FinishReason: provider.FinishStop})
	if err == nil {
		_, err = store.Put(f)
	}
	if err != nil {
		fmt.Println(err)
		return
	}

	srv, err := mockllm.NewServer(mockllm.Options{Fixtures: store})
	if err != nil {
		fmt.Println(err)
		return
	}
	defer srv.Close()
	for _, c := range []struct{ path, body string }{
		{"/v1/chat/completions", `{"model":"gpt-4.1-mini","messages":[{"role":"system","content":"You are terse."},{"role":"user","content":"Name a classic B/X module."}]}`},
		{"/v1/messages", `{"model":"claude-sonnet-4-5","max_tokens":64,"system":"You are terse.","messages":[{"role":"user","content":"Name a classic B/X module."}]}`},
		{"/v1/chat/completions", `{"model":"gpt-4.1-mini","messages":[{"role":"system","content":"You are curt."},{"role":"user","content":"Name a classic B/X module."}]}`},
	} {
		fmt.Println(post(srv, c.path, c.body))
	}
	// Output:
	// 200: B2.
	// 200: B2.
	// 404: fixture_miss
}

// post sends body to the server's path with the fixture tag chat.hello and
// returns the status and the answer's text, or the error's code.
func post(srv *mockllm.Server, path, body string) string {
	hr, err := http.NewRequest(http.MethodPost, srv.URL+path, strings.NewReader(body))
	if err != nil {
		return err.Error()
	}
	hr.Header.Set("Content-Type", "application/json")
	hr.Header.Set(mockllm.HeaderTag, "chat.hello")
	r, err := srv.Client().Do(hr)
	if err != nil {
		return err.Error()
	}
	defer r.Body.Close()
	raw, _ := io.ReadAll(r.Body)
	var answer struct {
		Choices []struct{ Message struct{ Content string } } // Chat Completions
		Content []struct{ Text string }                      // Messages
		Error   struct{ Code string }
	}
	if err := json.Unmarshal(raw, &answer); err != nil {
		return err.Error()
	}
	switch {
	case len(answer.Choices) > 0:
		return fmt.Sprintf("%d: %s", r.StatusCode, answer.Choices[0].Message.Content)
	case len(answer.Content) > 0:
		return fmt.Sprintf("%d: %s", r.StatusCode, answer.Content[0].Text)
	}
	return fmt.Sprintf("%d: %s", r.StatusCode, answer.Error.Code)
}
