package mockllm

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/scriptorium/scriptorium/provider"
)

// ollamaBodies are /api/chat and /api/generate bodies the fast decoders
// must read as encoding/json does, or leave to it: images with and
// without escapes, null and bad base64, tool loops, formats, stream and
// options, null members, members named twice or in another case, wrong
// types, and bodies that are not JSON.
var ollamaBodies = []string{
	`{"model":"m","messages":[{"role":"user","content":"hi"}],"prompt":"hi"}`,
	` { "messages" : [ {"role":"system","content":"a\"b\\c\u00e9\ud83d"} ] , "system" : "s\/" } `,
	"{\"messages\":[{\"role\":\"user\",\"content\":\"bad \xff utf8\"}],\"prompt\":\"bad \xff\"}",
	`{"model":null,"format":null,"stream":null,"logprobs":null,"top_logprobs":null,"messages":null,"tools":null,"prompt":null,"system":null,"images":null}`,
	`{"messages":[{"role":"user","content":"","images":["` + pixel + `"]}],"images":["` + pixel + `"]}`,
	`{"messages":[{"role":"user","content":"page","images":["` + pixel[:8] + `\/` + pixel[9:] + `",null]}],"images":["` + pixel[:8] + `\/` + pixel[9:] + `",null]}`,
	`{"messages":[{"role":"user","content":"","images":[]}],"images":[]}`,
	`{"messages":[{"role":"user","images":["@@@@"]}],"images":["@@@@"]}`,
	"{\"messages\":[{\"role\":\"user\",\"images\":[\"" + pixel[:8] + "\n" + pixel[8:] + "\"]}]}",
	`{"messages":[{"role":"user","images":[5]}]}`, `{"images":"x"}`, `{"messages":[{"role":"user","content":5}]}`,
	`{"messages":[{"role":"user","content":"go"},{"role":"assistant","content":"","tool_calls":[{"function":{"name":"f","arguments":{"q":1}}},{"function":null}]},{"role":"tool","tool_name":"f","content":"r"}],"tools":[{"type":"function","function":{"name":"f","description":"d","parameters":{"type":"object"}}}]}`,
	`{"messages":[{"role":"assistant","tool_calls":[{"function":{"name":"f","arguments":null}}]}]}`, `{"messages":[{"role":"assistant","tool_calls":[null]}]}`,
	`{"messages":[{"role":"robot","content":"x"}]}`, `{"messages":[null]}`, `{"messages":{}}`,
	`{"format":"json","prompt":"x"}`, `{"format":{"type":"object","properties":{"a":{"type":"string"}}},"prompt":"x"}`, `{"format":5}`,
	`{"stream":false,"prompt":"x"}`, `{"stream":"no"}`, `{"logprobs":true}`, `{"top_logprobs":2}`, `{"top_logprobs":2.5}`,
	`{"model":"a","model":"b"}`, `{"Model":"a","MESSAGES":[]}`, `{"messages":[{"Role":"user","content":"x"}]}`,
	"{\"m\u00f6del\":\"x\"}", "{\"\u212aey\":1}", `{"options":{"temperature":0,"num_ctx":[1,{"a":null}]},"keep_alive":"5m","prompt":"x"}`,
	`{"model":"m","keep_alive":0}`, `{"model":"m","messages":[],"keep_alive":"0s"}`, `{"model":"m","keep_alive":true}`, `{"keep_alive":-1}`,
	`{"unknown":[1,2,]}`, `{"a":1}x`, `[]`, `{`, ``, `null`, `{"a":tru}`,
	`{"deep":` + strings.Repeat("[", 10001) + strings.Repeat("]", 10001) + `}`,
}

// checkLexOllamaChat reports whether lexOllamaChat reads body, and fails
// unless what it reads gives the call unmarshal gives.
func checkLexOllamaChat(t *testing.T, body []byte) bool {
	t.Helper()
	return checkLex(t, body, lexOllamaChat, unmarshalNew[ollamaChatRequest], func(in *ollamaChatRequest) (*call, error) {
		return ollamaChatCall(httptest.NewRequest(http.MethodPost, "/api/chat", nil), in)
	})
}

// checkLexOllamaGenerate is checkLexOllamaChat for lexOllamaGenerate.
func checkLexOllamaGenerate(t *testing.T, body []byte) bool {
	t.Helper()
	return checkLex(t, body, lexOllamaGenerate, unmarshalNew[ollamaGenerateRequest], func(in *ollamaGenerateRequest) (*call, error) {
		return ollamaGenerateCall(httptest.NewRequest(http.MethodPost, "/api/generate", nil), in)
	})
}

// ollamaPageRequest returns pageRequest's request and its /api/chat body
// (the image's MIME type is sniffed, so the request's is the sniffed one).
func ollamaPageRequest(tb testing.TB) (*provider.Request, []byte) {
	return pageBody(tb, func(req *provider.Request, image string) any {
		img := req.Parts[1]
		req.Parts[1] = provider.ImagePart(http.DetectContentType(img.Data), img.Data)
		return map[string]any{"model": "qwen2.5vl:7b", "stream": false,
			"messages": []map[string]any{{"role": "system", "content": req.System},
				{"role": "user", "content": req.Parts[0].Text, "images": []string{image}}}}
	})
}
