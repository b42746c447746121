package mockllm

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/scriptorium/scriptorium/provider"
)

// messagesBodies are Messages bodies the fast decoder must read as
// encoding/json does, or leave to it: system as a string and as blocks,
// text and base64 image blocks (data with escapes, line breaks, bad
// base64, no media type), tool loops, tool choices, output formats, null
// members, members named twice or in another case, content of the wrong
// type, and bodies that are not JSON.
var messagesBodies = []string{
	`{"model":"m","max_tokens":5,"system":"be terse","messages":[{"role":"user","content":"hi"}]}`,
	` { "system" : [ {"type":"text","text":"a\"b\\c\u00e9"} , {"type":"text","text":"\ud83d\ude00\ud83d","cache_control":{"type":"ephemeral"}} ] , "messages" : [ ] } `,
	"{\"messages\":[{\"role\":\"user\",\"content\":\"bad \xff utf8\"}]}",
	`{"system":null,"messages":null,"tools":null,"tool_choice":null,"output_config":null,"output_format":null,"stream":null,"metadata":null,"model":null}`,
	`{"system":5}`, `{"system":[{"type":"text","text":5}]}`, `{"system":[null]}`, `{"system":{}}`,
	`{"messages":[{"role":"user","content":null},{"role":"assistant","content":[]}]}`,
	`{"messages":[{"role":"user","content":5}]}`, `{"messages":[{"role":"user","content":{}}]}`, `{"messages":["x"]}`, `{"messages":[null]}`,
	`{"messages":[{"role":"system","content":"x"}]}`, `{"messages":[{"role":"tool","content":[5]}]}`,
	`{"messages":[{"role":"user","content":[{"type":"text","text":"a"},{"type":"image","source":{"type":"base64","media_type":"image/png","data":"` + pixel + `"}}]}]}`,
	`{"messages":[{"role":"user","content":[{"type":"image","source":{"data":"` + pixel + `","media_type":"image/png","type":"base64"}}]}]}`,
	`{"messages":[{"role":"user","content":[{"type":"image","source":{"type":"base64","media_type":"image\/png","data":"` + pixel[:8] + `\/` + pixel[9:] + `"}}]}]}`,
	`{"messages":[{"role":"user","content":[{"type":"image","source":{"type":"base64","media_type":"image/png","data":"` + pixel[:8] + `\n` + pixel[8:] + `"}}]}]}`,
	"{\"messages\":[{\"role\":\"user\",\"content\":[{\"type\":\"image\",\"source\":{\"type\":\"base64\",\"media_type\":\"image/png\",\"data\":\"" + pixel[:8] + "\n" + pixel[8:] + "\"}}]}]}",
	`{"messages":[{"role":"user","content":[{"type":"image","source":{"type":"base64","media_type":"image/png","data":"@@@@"}}]}]}`,
	`{"messages":[{"role":"user","content":[{"type":"image","source":{"type":"base64","media_type":"","data":"` + pixel + `"}}]}]}`,
	`{"messages":[{"role":"user","content":[{"type":"image","source":{"type":"base64","media_type":"image/png","data":null}}]}]}`,
	`{"messages":[{"role":"user","content":[{"type":"image","source":{"type":"base64","media_type":"image/png","data":5}}]}]}`,
	`{"messages":[{"role":"user","content":[{"type":"image","source":{"type":"url","url":"https://example.com/a.png"}}]}]}`,
	`{"messages":[{"role":"user","content":[{"type":"image","source":null}]}]}`, `{"messages":[{"role":"user","content":[{"type":"image","source":"x"}]}]}`,
	`{"messages":[{"role":"user","content":[{"type":"document","source":{"type":"text","data":"x"}}]}]}`,
	`{"messages":[{"role":"user","content":[{"type":"image","source":{"type":"base64","media_type":"image/png","data":"` + pixel + `","data":"` + pixel + `"}}]}]}`,
	`{"tools":[{"name":"f","description":"d","input_schema":{"type":"object","properties":{"q":{"type":"string"}}}}],"tool_choice":{"type":"tool","name":"f"},"messages":[{"role":"user","content":"go"},{"role":"assistant","content":[{"type":"thinking","thinking":"hm","signature":"s"},{"type":"text","text":"calling"},{"type":"tool_use","id":"toolu_1","name":"f","input":{"q":"x"}}]},{"role":"user","content":[{"type":"tool_result","tool_use_id":"toolu_1","content":"found"},{"type":"text","text":"and?"}]}]}`,
	`{"messages":[{"role":"user","content":[{"type":"tool_result","tool_use_id":"t","content":[{"type":"text","text":"a"},{"type":"image","source":{"type":"base64","media_type":"image/png","data":"` + pixel + `"}}]}]}]}`,
	`{"messages":[{"role":"user","content":[{"type":"tool_result","tool_use_id":"t","content":null},{"type":"tool_result","tool_use_id":"u"},{"type":"tool_result","content":[]}]}]}`,
	`{"messages":[{"role":"user","content":[{"type":"tool_result","tool_use_id":"t","content":[{"type":"tool_use"}]}]}]}`,
	`{"messages":[{"role":"user","content":[{"type":"tool_result","tool_use_id":"t","content":5}]}]}`,
	`{"messages":[{"role":"user","content":[{"type":"text","text":"a","content":{"x":1}}]}]}`,
	`{"messages":[{"role":"assistant","content":[{"type":"tool_use","id":"a","name":"f","input":null},{"type":"tool_use","id":"b","name":"f"}]}]}`,
	`{"tool_choice":{"type":"any"}}`, `{"tool_choice":{"type":"none"}}`, `{"tool_choice":{"type":"auto","disable_parallel_tool_use":true}}`, `{"tool_choice":{}}`, `{"tool_choice":"auto"}`,
	`{"output_config":{"format":{"type":"json_schema","schema":{"type":"object"}}}}`, `{"output_config":{"format":null}}`, `{"output_config":{}}`,
	`{"output_format":{"type":"json_schema","schema":{"type":"object","properties":{}}}}`, `{"output_format":{"schema":null}}`, `{"output_format":{"schema":"x"}}`,
	`{"output_config":{"format":{"schema":{"type":"object"}}},"output_format":{"schema":{"type":"string"}}}`,
	`{"stream":true}`, `{"stream":"yes"}`,
	`{"metadata":{"fixture_tag":"t","user_id":"u"}}`, `{"metadata":{"fixture_tag":7}}`, `{"metadata":"x"}`,
	`{"model":"a","model":"b"}`, `{"Model":"a","MESSAGES":[]}`, `{"messages":[{"Role":"user","content":"x"}]}`,
	"{\"m\u00e9ssages\":[]}", "{\"\u212aey\":1}",
	`{"unknown":[1,2,]}`, `{"a":1}x`, `[]`, `{`, ``, `null`, `{"a":tru}`,
	`{"deep":` + strings.Repeat("[", 10001) + strings.Repeat("]", 10001) + `}`,
	`{"messages":[{"role":"user","content":[` + strings.Repeat(`{"type":"tool_result","content":[`, 60) + strings.Repeat(`]}`, 60) + `]}]}`,
}

// checkLexMessages reports whether lexMessages reads body, and fails
// unless what it reads gives the call unmarshal gives.
func checkLexMessages(t *testing.T, body []byte) bool {
	t.Helper()
	return checkLex(t, body, lexMessages, unmarshalNew[messagesRequest], func(in *messagesRequest) (*call, error) {
		return anthropicCall(httptest.NewRequest(http.MethodPost, "/v1/messages", nil), in)
	})
}

// anthropicPageRequest returns pageRequest's request and its Messages
// body.
func anthropicPageRequest(tb testing.TB) (*provider.Request, []byte) {
	return pageBody(tb, func(req *provider.Request, image string) any {
		return map[string]any{"model": "claude-sonnet-4-5", "max_tokens": 1024, "system": req.System,
			"metadata": map[string]string{metadataTag: req.Tag},
			"messages": []map[string]any{{"role": "user", "content": []map[string]any{{"type": "text", "text": req.Parts[0].Text},
				{"type": "image", "source": map[string]string{"type": "base64", "media_type": req.Parts[1].MIME, "data": image}}}}}}
	})
}
