package mockllm

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/scriptorium/scriptorium/provider"
)

// converseBodies are Converse bodies the fast decoder must read as
// encoding/json does, or leave to it: text, image, tool use, tool result
// and cache point blocks, images with and without escapes, null and bad
// base64, tool configs and choices, output formats, null members, members
// named twice or in another case, wrong types, and bodies that are not
// JSON.
var converseBodies = []string{
	`{"messages":[{"role":"user","content":[{"text":"hi"}]}]}`,
	` { "system" : [ {"text":"a\"b\\c\u00e9\ud83d"} , {"text":null} ] , "messages" : [ ] } `,
	"{\"messages\":[{\"role\":\"user\",\"content\":[{\"text\":\"bad \xff utf8\"}]}]}",
	`{"messages":null,"system":null,"toolConfig":null,"requestMetadata":null,"additionalModelRequestFields":null}`,
	`{"messages":[{"role":"user","content":null},{"role":"assistant","content":[]}]}`, `{"messages":[{"role":"user","content":[{}]}]}`,
	`{"messages":[{"role":"user","content":[{"text":null,"cachePoint":{"type":"default"}},{"cachePoint":null}]}]}`,
	`{"messages":[{"role":"user","content":[{"text":5}]}]}`, `{"messages":[{"role":"user","content":"x"}]}`, `{"messages":[null]}`, `{"system":[null]}`,
	`{"messages":[{"role":"system","content":[{"text":"x"}]}]}`,
	`{"messages":[{"role":"user","content":[{"image":{"format":"png","source":{"bytes":"` + pixel + `"}}}]}]}`,
	`{"messages":[{"role":"user","content":[{"image":{"format":"png","source":{"bytes":"` + pixel[:8] + `\/` + pixel[9:] + `"}}}]}]}`,
	"{\"messages\":[{\"role\":\"user\",\"content\":[{\"image\":{\"format\":\"png\",\"source\":{\"bytes\":\"" + pixel[:8] + "\n" + pixel[8:] + "\"}}}]}]}",
	`{"messages":[{"role":"user","content":[{"image":{"format":"png","source":{"bytes":"@@@@"}}}]}]}`,
	`{"messages":[{"role":"user","content":[{"image":{"format":"png","source":{"bytes":null}}},{"image":{"format":"jpeg","source":null}},{"image":null,"text":"x"}]}]}`,
	`{"messages":[{"role":"user","content":[{"image":{"format":"png","source":{"s3Location":{"uri":"s3://b/k"}}}}]}]}`,
	`{"messages":[{"role":"user","content":[{"image":{"format":"png","source":{"bytes":5}}}]}]}`,
	`{"messages":[{"role":"user","content":[{"text":"go"}]},{"role":"assistant","content":[{"toolUse":{"toolUseId":"t1","name":"f","input":{"q":1}}}]},{"role":"user","content":[{"toolResult":{"toolUseId":"t1","content":[{"text":"a"},{"json":{"b":2}},{"image":{"format":"png","source":{"bytes":"` + pixel + `"}}}]}}]}]}`,
	`{"messages":[{"role":"user","content":[{"toolResult":{"toolUseId":"t1","content":null}},{"toolResult":{"content":[{}]}}]}]}`,
	`{"messages":[{"role":"user","content":[{"toolResult":{"toolUseId":"t1","content":[{"text":null,"json":null}]}},{"toolUse":null,"text":"x"}]}]}`,
	`{"toolConfig":{"tools":[{"toolSpec":{"name":"f","description":"d","inputSchema":{"json":{"type":"object"}}}},{"toolSpec":null},{"cachePoint":{}}],"toolChoice":{"tool":{"name":"f"}}}}`,
	`{"toolConfig":{"tools":[{"toolSpec":{"name":"f","inputSchema":null}}],"toolChoice":{"any":{}}}}`,
	`{"toolConfig":{"toolChoice":{"auto":{}}}}`, `{"toolConfig":{"toolChoice":{"any":{"x":[1]},"tool":null}}}`, `{"toolConfig":{"toolChoice":{"any":5}}}`,
	`{"toolConfig":{"toolChoice":null,"tools":null}}`, `{"toolConfig":{"tools":{}}}`,
	`{"additionalModelRequestFields":{"output_config":{"format":{"type":"json_schema","schema":{"type":"object"}}},"thinking":{"type":"disabled"}}}`,
	`{"additionalModelRequestFields":{"output_config":null}}`, `{"additionalModelRequestFields":{"output_config":{"format":null}}}`, `{"additionalModelRequestFields":{}}`,
	`{"requestMetadata":{"fixture_tag":"t","user":"u"}}`, `{"requestMetadata":{"fixture_tag":7}}`, `{"requestMetadata":"x"}`,
	`{"inferenceConfig":{"maxTokens":5,"temperature":0.5}}`,
	`{"system":[{"text":"a"}],"system":[]}`, `{"Messages":[]}`, `{"messages":[{"Role":"user","content":[]}]}`,
	"{\"m\u00e9ssages\":[]}", "{\"\u212aey\":1}",
	`{"unknown":[1,2,]}`, `{"a":1}x`, `[]`, `{`, ``, `null`, `{"a":tru}`,
	`{"deep":` + strings.Repeat("[", 10001) + strings.Repeat("]", 10001) + `}`,
}

// checkLexConverse reports whether lexConverse reads body, and fails
// unless what it reads gives the call unmarshal gives.
func checkLexConverse(t *testing.T, body []byte) bool {
	t.Helper()
	return checkLex(t, body, lexConverse, unmarshalNew[converseRequest], func(in *converseRequest) (*call, error) {
		r := httptest.NewRequest(http.MethodPost, "/model/m/converse", nil)
		r.Pattern = "POST /model/{modelId}/converse"
		r.SetPathValue("modelId", "m")
		return converseCall(r, in)
	})
}

// conversePageRequest returns pageRequest's request and its Converse
// body.
func conversePageRequest(tb testing.TB) (*provider.Request, []byte) {
	return pageBody(tb, func(req *provider.Request, image string) any {
		return map[string]any{"requestMetadata": map[string]string{metadataTag: req.Tag},
			"system": []map[string]string{{"text": req.System}},
			"messages": []map[string]any{{"role": "user", "content": []map[string]any{{"text": req.Parts[0].Text},
				{"image": map[string]any{"format": "png", "source": map[string]string{"bytes": image}}}}}}}
	})
}
