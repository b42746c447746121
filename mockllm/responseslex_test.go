package mockllm

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/scriptorium/scriptorium/provider"
)

// responsesBodies are Responses bodies the fast decoder must read as
// encoding/json does, or leave to it: input as a string and as items,
// message content as a string and as parts, data URLs with and without
// escapes, function calls and outputs, formats, tools, null members,
// members named twice or in another case, wrong types, and bodies that
// are not JSON.
var responsesBodies = []string{
	`{"model":"m","input":"hi"}`,
	` { "instructions" : "a\"b\\c\u00e9\ud83d" , "input" : [ ] } `,
	"{\"input\":\"bad \xff utf8\"}",
	`{"model":null,"instructions":null,"input":null,"text":null,"tools":null,"tool_choice":null,"previous_response_id":null,"stream":null,"metadata":null,"top_logprobs":null,"include":null}`,
	`{"input":[{"role":"system","content":"a\u0000b"},{"role":"user","content":"\ud83d\ude00 \/"},{"role":"user","content":[]}]}`,
	`{"input":[{"type":"message","role":"user","content":[{"type":"input_text","text":"x","extra":{"a":[1,true,null]}}]}],"truncation":"auto"}`,
	`{"input":[{"type":"item_reference","id":"msg_1"},{"role":"developer","content":"x"},{"role":"system","content":[{"type":"input_text","text":"y"}]}]}`,
	`{"input":5}`, `{"input":{}}`, `{"input":[5]}`, `{"input":[null]}`,
	`{"input":[{"role":"user","content":"hi"},{"type":"message","role":"developer","content":[{"type":"input_text","text":"be terse"}]}]}`,
	`{"input":[{"role":"user","content":null},{"role":"assistant","content":[{"type":"output_text","text":"a"},{"type":"refusal","refusal":"no"}]}]}`,
	`{"input":[{"role":"user","content":5}]}`, `{"input":[{"role":"user","content":[{"type":"input_text","text":5}]}]}`,
	`{"input":[{"role":"tool","content":"x"}]}`, `{"input":[{"role":"user","content":[{"type":"audio"}]}]}`,
	`{"input":[{"role":"user","content":[{"type":"input_image","image_url":"data:image/png;base64,` + pixel + `"}]}]}`,
	`{"input":[{"role":"user","content":[{"type":"input_image","image_url":"data:image\/png;base64,` + pixel + `"}]}]}`,
	"{\"input\":[{\"role\":\"user\",\"content\":[{\"type\":\"input_image\",\"image_url\":\"data:image/png;base64," + pixel[:8] + "\n" + pixel[8:] + "\"}]}]}",
	`{"input":[{"role":"user","content":[{"type":"input_image","image_url":"data:image/png;base64,@@@@"}]}]}`,
	`{"input":[{"role":"user","content":[{"type":"input_image","image_url":"https://example.com/a.png"},{"type":"input_image","image_url":null},{"type":"input_image"}]}]}`,
	`{"input":[{"role":"user","content":[{"type":"input_text","text":"a","image_url":"https://example.com/a.png"}]}]}`,
	`{"input":[{"role":"user","content":[{"type":"input_image","image_url":5}]}]}`,
	"{\"input\":[{\"role\":\"user\",\"content\":[{\"type\":\"input_image\",\"image_url\":\"\xcb data:\"}]}]}",
	`{"input":[{"role":"user","content":"go"},{"type":"function_call","call_id":"c1","name":"f","arguments":"{\"q\":1}"},{"type":"function_call_output","call_id":"c1","output":"found"},{"type":"function_call_output","call_id":"c2","output":[{"type":"input_text","text":"a"}]},{"type":"reasoning","content":[{"type":"reasoning_text","text":5}]}]}`,
	`{"input":[{"type":"function_call_output","call_id":"c1","output":null},{"type":"function_call_output","output":7}]}`,
	`{"text":{"format":{"type":"json_schema","name":"s","strict":true,"schema":{"type":"object","properties":{}}}}}`,
	`{"text":{"format":{"type":"json_object"}}}`, `{"text":{"format":null}}`, `{"text":{}}`, `{"text":"x"}`,
	`{"tools":[{"type":"function","name":"f","description":"d","parameters":{"type":"object"}}],"tool_choice":{"type":"function","name":"f"}}`,
	`{"tools":[null]}`, `{"tool_choice":"required"}`, `{"tool_choice":5}`,
	`{"previous_response_id":"resp_1","input":"and?"}`, `{"stream":true}`, `{"stream":"yes"}`,
	`{"top_logprobs":2}`, `{"top_logprobs":1.5}`, `{"include":["message.output_text.logprobs"]}`, `{"include":[null,"x"]}`, `{"include":"x"}`,
	`{"metadata":{"fixture_tag":"t","other":1}}`, `{"metadata":{"fixture_tag":7}}`, `{"metadata":"x"}`,
	`{"model":"a","model":"b"}`, `{"Model":"a","INPUT":[]}`, `{"input":[{"Role":"user","content":"x"}]}`,
	"{\"m\u00f6del\":\"x\"}", "{\"\u212aey\":1}",
	`{"unknown":[1,2,]}`, `{"a":1}x`, `[]`, `{`, ``, `null`, `{"a":tru}`,
	`{"deep":` + strings.Repeat("[", 10001) + strings.Repeat("]", 10001) + `}`,
}

// checkLexResponses reports whether lexResponses reads body, and fails
// unless what it reads gives the call unmarshal gives.
func checkLexResponses(t *testing.T, body []byte) bool {
	t.Helper()
	return checkLex(t, body, lexResponses, unmarshalNew[responsesRequest], func(in *responsesRequest) (*call, error) {
		return responsesCall(httptest.NewRequest(http.MethodPost, "/v1/responses", nil), in)
	})
}

// responsesPageRequest returns pageRequest's request and its Responses
// body.
func responsesPageRequest(tb testing.TB) (*provider.Request, []byte) {
	return pageBody(tb, func(req *provider.Request, image string) any {
		return map[string]any{"model": "gpt-4.1-mini", "instructions": req.System,
			"metadata": map[string]string{metadataTag: req.Tag},
			"input": []map[string]any{{"role": "user", "content": []map[string]string{{"type": "input_text", "text": req.Parts[0].Text},
				{"type": "input_image", "image_url": "data:" + req.Parts[1].MIME + ";base64," + image}}}}}
	})
}
