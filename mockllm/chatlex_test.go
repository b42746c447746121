package mockllm

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/scriptorium/scriptorium/provider"
)

// chatBodies are Chat Completions bodies the fast decoder must read as
// encoding/json does, or leave to it: escapes of every kind, surrogates
// whole and lone, invalid UTF-8, null members, numbers, members named
// twice or in another case, data URLs with and without escapes, and bodies
// that are not JSON.
var chatBodies = []string{
	`{"model":"m","messages":[{"role":"user","content":"hi"}]}`,
	` {"model" : "m" , "messages" : [ { "role" : "user" , "content" : "a\"b\\c\/d\b\f\n\r\t\u00e9\u20ac" } ] } `,
	`{"messages":[{"role":"user","content":"\ud83d\ude00 \ud83d x \ude00 \ud83d\u0041"}]}`,
	"{\"messages\":[{\"role\":\"user\",\"content\":\"bad \xff utf8 \xe2\x82 ok \xe2\x82\xac\"}]}",
	"{\"messages\":[{\"role\":\"user\",\"content\":\"raw\ttab\"}]}",
	`{"messages":[{"role":"user","content":"\x"}]}`,
	`{"messages":[{"role":"user","content":"\u12"}]}`,
	`{"model":null,"messages":null,"stream":null,"stream_options":null,"response_format":null,"tools":null,"tool_choice":null,"metadata":null,"n":null,"logprobs":null,"top_logprobs":null}`,
	`{"messages":[{"role":"system","content":null},{"role":"user","content":[]}]}`,
	`{"messages":[{"role":"user","content":[{"type":"text","text":"a"},{"type":"image_url","image_url":null}]}]}`,
	`{"messages":[{"role":"user","content":[{"type":"image_url","image_url":{"url":null}}]}]}`,
	`{"messages":[{"role":"user","content":[{"type":"image_url","image_url":{"url":"https://example.com/a.png","detail":"high"}}]}]}`,
	`{"messages":[{"role":"user","content":[{"type":"image_url","image_url":{"url":"data:image\/png;base64,` + pixel + `"}}]}]}`,
	`{"messages":[{"role":"user","content":[{"type":"image_url","image_url":{"url":"data:image/png;base64,` + pixel + `"}}]}]}`,
	`{"messages":[{"role":"user","content":[{"type":"image_url","image_url":{"url":"data:image/png;base64,` + pixel[:8] + `\n` + pixel[8:] + `"}}]}]}`,
	"{\"messages\":[{\"role\":\"user\",\"content\":[{\"type\":\"image_url\",\"image_url\":{\"url\":\"data:image/png;base64," + pixel[:8] + "\n" + pixel[8:] + "\"}}]}]}",
	`{"messages":[{"role":"user","content":[{"type":"image_url","image_url":{"url":"data:image/png;base64,@@@@"}}]}]}`,
	`{"messages":[{"role":"user","content":[{"type":"image_url","image_url":{"url":"data:image/png,abcd"}}]}]}`,
	`{"messages":[{"role":"user","content":5}]}`,
	`{"model":"a","model":"b"}`,
	`{"Model":"a","MESSAGES":[]}`,
	`{"n":2}`, `{"n":1.0}`, `{"n":1e0}`, `{"n":-0}`, `{"n":01}`, `{"n":99999999999999999999}`, `{"logprobs":true,"top_logprobs":3}`,
	`{"stream":true,"stream_options":{"include_usage":true,"x":[1,{"y":null}]}}`,
	`{"stream":"yes"}`,
	`{"response_format":{"type":"json_schema","json_schema":{"name":"a","strict":true,"schema":{"type":"object", "properties":{}}}}}`,
	`{"response_format":{"type":"json_object"}}`,
	`{"tools":[{"type":"function","function":{"name":"f","description":"d","parameters":{"type":"object"}}}],"tool_choice":{"type":"function","function":{"name":"f"}}}`,
	`{"tools":[{"type":"function","function":null}]}`,
	`{"metadata":{"fixture_tag":"t","fixture_tag":"u","other":[true,false,null,-1.5e+3]}}`,
	`{"metadata":{"fixture\u005ftag":"t"}}`, `{"metadata":{"fixture_tag":"t","fixture_tag":7}}`, `{"metadata":"x"}`,
	`{"messages":[{"role":"assistant","content":null,"tool_calls":[{"id":"c","type":"function","function":{"name":"f","arguments":"{}"}}]},{"role":"tool","tool_call_id":"c","name":"f","content":"r"}]}`,
	`{"unknown":{"a":[1,2,{"b":"\u0000"}]},"model":"m"}`,
	`{"unknown":[1,2,]}`, `{"a":1}x`, `{"a":1}{}`, `[]`, `{`, ``, `{"a":tru}`, `{"a":-}`, `{"a":1.}`, `{"a":1e}`,
	"{\"m\u00e9ssages\":[]}", "{\"\u212aey\":1}",
	`{"deep":` + strings.Repeat("[", 10001) + strings.Repeat("]", 10001) + `}`,
	`{"deep":` + strings.Repeat(`{"a":`, 99) + `1` + strings.Repeat("}", 99) + `}`,
}

// pixel is a 1×1 PNG in base64.
const pixel = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="

// checkLexChat reports whether lexChat reads body, and fails unless
// what it reads is what unmarshal gives, each message's content decoded
// as stringOrParts decodes it.
func checkLexChat(t *testing.T, body []byte) bool {
	t.Helper()
	fast, ok := lexChat(body)
	if !ok {
		return false
	}
	var slow chatRequest
	if err := unmarshal(body, &slow); err != nil {
		t.Fatalf("lexChat read %q, which unmarshal refuses: %v", body, err)
	}
	if got, want := lexedView(t, fast), lexedView(t, &slow); !reflect.DeepEqual(got, want) {
		t.Errorf("lexChat(%q):\n got %s\nwant %s", body, got, want)
	}
	return true
}

// lexedView prints what a decoded request holds: members, and each
// message's content as decoded (image parts with their digests, URL
// errors by their text).
func lexedView(t *testing.T, in *chatRequest) string {
	t.Helper()
	tag, _ := in.Metadata[metadataTag].(string) // all requestTag reads
	out := fmt.Sprintf("model=%q stream=%v tools=%+v choice=%s tag=%q n=%v lp=%v tlp=%v", in.Model, in.Stream, in.Tools,
		in.ToolChoice, tag, deref(in.N), deref(in.Logprobs), deref(in.TopLogprobs))
	if o := in.StreamOptions; o != nil {
		out += fmt.Sprintf(" usage=%v", o.IncludeUsage)
	}
	if rf := in.ResponseFormat; rf != nil {
		out += fmt.Sprintf(" format=%q", rf.Type)
		if rf.JSONSchema != nil {
			out += fmt.Sprintf(" schema=%s", rf.JSONSchema.Schema)
		}
	}
	for _, m := range in.Messages {
		text, parts, err := m.content()
		if err != nil {
			return out + " content error: " + err.Error()
		}
		out += fmt.Sprintf("\n%q %q %q %s: %q parts=%v", m.Role, m.Name, m.ToolCallID, m.ToolCalls, text, parts != nil)
		for _, p := range parts {
			out += fmt.Sprintf("\n  %q %q %q", p.Type, p.Text, p.Refusal)
			if p.ImageURL != nil {
				u := p.ImageURL.URL
				out += fmt.Sprintf(" %+v %v", provider.Canonical(&provider.Request{Parts: []provider.Part{u.part}}).Parts[0], u.err)
			}
		}
	}
	return out
}

func deref[T any](p *T) any {
	if p == nil {
		return nil
	}
	return *p
}
