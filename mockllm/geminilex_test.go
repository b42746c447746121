package mockllm

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/scriptorium/scriptorium/provider"
)

// geminiBodies are generateContent bodies the fast decoder must read as
// camelKeys and encoding/json do, or leave to them: camelCase, snake_case
// and both mixed, snake_case names inside free JSON and schema properties
// (which camelKeys keeps), names it would and would not rewrite, escapes
// in names, null members, members named twice (also once in each case),
// wrong types, options, and bodies that are not JSON.
var geminiBodies = []string{
	`{"contents":[{"role":"user","parts":[{"text":"hi"}]}]}`,
	` { "systemInstruction" : { "parts" : [ {"text":"a\"b\\c\u00e9\ud83d"} ] } , "contents" : [ ] } `,
	"{\"contents\":[{\"parts\":[{\"text\":\"bad \xff utf8\"}]}]}",
	`{"contents":null,"systemInstruction":null,"tools":null,"toolConfig":null,"generationConfig":null,"labels":null}`,
	`{"contents":[{"role":null,"parts":null}]}`, `{"contents":[null]}`, `{"contents":[{"parts":[null]}]}`, `{"contents":{}}`,
	`{"contents":[{"parts":[{"text":null},{"thought":true,"text":"hm"},{"thought":null,"text":"x"}]}]}`,
	`{"contents":[{"parts":[{"text":5}]}]}`, `{"contents":[{"parts":[{}]}]}`, `{"contents":[{"role":"system","parts":[{"text":"x"}]}]}`,
	`{"contents":[{"parts":[{"inlineData":{"mimeType":"image/png","data":"` + pixel + `"}}]}]}`,
	`{"contents":[{"parts":[{"inline_data":{"mime_type":"image/png","data":"` + pixel + `"}}]}]}`,
	`{"contents":[{"parts":[{"inlineData":{"mime_type":"image/png","data":"` + pixel + `"}}]}]}`,
	`{"contents":[{"parts":[{"inlineData":{"mimeType":"image\/png","data":"` + pixel[:8] + `\/` + pixel[9:] + `"}}]}]}`,
	`{"contents":[{"parts":[{"inlineData":{"mimeType":"image/png","data":"` + pixel[:8] + `\n` + pixel[8:] + `"}}]}]}`,
	`{"contents":[{"parts":[{"inlineData":{"mimeType":"image/png","data":"@@@@"}}]}]}`,
	`{"contents":[{"parts":[{"inlineData":{"mimeType":"image/png","data":null}},{"inlineData":null}]}]}`,
	`{"contents":[{"parts":[{"inlineData":{"mimeType":"image/png","data":"` + pixel + `"},"inline_data":{"data":""}}]}]}`,
	`{"contents":[{"parts":[{"Inline_Data":{"mimeType":"image/png","data":"` + pixel + `"}}]}]}`,
	`{"contents":[{"parts":[{"inlin_edata":{"mimeType":"image/png","data":"` + pixel + `"}}]}]}`,
	`{"contents":[{"parts":[{"inline\u005fdata":{"mimeType":"image/png","data":"` + pixel + `"}}]}]}`,
	`{"contents":[{"parts":[{"text":"x"}]}],"fixture_tag":"t","labels":{"fixture_tag":"u"}}`,
	`{"contents":[{"parts":[{"text":"x"}]}],"labels":{"fixture_tag":"u","other_label":"v"}}`,
	`{"contents":[{"parts":[{"text":"x"}]}],"labels":{"fixture_tag":5}}`, `{"labels":"x"}`,
	`{"system_instruction":{"parts":[{"text":"be terse"}]},"contents":[{"role":"user","parts":[{"text":"hi"}]}],"generation_config":{"response_mime_type":"application/json","response_json_schema":{"type":"object","properties":{"read_aloud":{"type":"string","description":"<&>\u00e9 "}},"required":["read_aloud"]}}}`,
	`{"systemInstruction":{"parts":[{"text":"be terse"}]},"generationConfig":{"responseMimeType":"application/json","responseJsonSchema":{"type":"object", "properties":{"read_aloud":{"type":"string"}}}}}`,
	`{"generationConfig":{"responseSchema":{"type":"OBJECT","properties":{"hit_dice":{"type":"STRING","max_length":"5"}},"property_ordering":["hit_dice"]}}}`,
	`{"generationConfig":{"responseSchema":{"type":"OBJECT","properties":{"hitDice":{"type":"STRING","max_length":"5"}}}}}`,
	`{"generationConfig":{"candidateCount":2}}`, `{"generationConfig":{"candidate_count":1.5}}`, `{"generationConfig":{"responseLogprobs":true,"logprobs":3}}`,
	`{"generationConfig":{"responseMimeType":"application/json","responseMimeType":"text/plain"}}`,
	`{"generationConfig":{"responseMimeType":"application/json","response_mime_type":"text/plain"}}`,
	`{"tools":[{"functionDeclarations":[{"name":"f","description":"d","parameters":{"type":"OBJECT","properties":{"q_1":{"type":"STRING"}}}}]}],"toolConfig":{"functionCallingConfig":{"mode":"ANY","allowedFunctionNames":["f",null]}}}`,
	`{"tools":[{"function_declarations":[{"name":"f","parameters_json_schema":{"type":"object","properties":{"q_1":{"type":"string"}}}}]}],"tool_config":{"function_calling_config":{"mode":"ANY","allowed_function_names":["f"]}}}`,
	`{"tools":[{"functionDeclarations":null},null]}`, `{"toolConfig":{"functionCallingConfig":null}}`, `{"toolConfig":{"functionCallingConfig":{"allowedFunctionNames":"f"}}}`,
	`{"contents":[{"role":"user","parts":[{"text":"go"}]},{"role":"model","parts":[{"functionCall":{"id":"c1","name":"f","args":{"q_x":[1,2.50,"<"]}}}]},{"role":"user","parts":[{"function_response":{"id":"c1","name":"f","response":{"out_put":"ok"}}}]}]}`,
	`{"contents":[{"role":"model","parts":[{"functionCall":{"name":"f","args":null}},{"functionCall":null},{"functionResponse":{"name":"f"}}]}]}`,
	`{"contents":[{"parts":[{"text":"a"}],"parts":[]}]}`, `{"Contents":[]}`, `{"contents":[{"Parts":[]}]}`,
	"{\"c\u00f6ntents\":[]}", "{\"\u212aey\":1}", `{"a\"b_c":1}`, `{"x":{"a\"b_c":1}}`, `{"_x":1}`, `{"x_":1}`, `{"x":{"A_b":1,"_c":2}}`,
	`{"unknown":[1,2,]}`, `{"a":1}x`, `[]`, `{`, ``, `null`, `{"a":tru}`,
	`{"deep":` + strings.Repeat("[", 10001) + strings.Repeat("]", 10001) + `}`,
}

// checkLexGemini reports whether lexGemini reads body, and fails unless
// what it reads gives the call camelKeys and unmarshal give.
func checkLexGemini(t *testing.T, body []byte) bool {
	t.Helper()
	return checkLex(t, body, lexGemini, func(body []byte) (*geminiRequest, error) {
		in := new(geminiRequest)
		return in, unmarshal(camelKeys(body), in)
	}, func(in *geminiRequest) (*call, error) {
		r := httptest.NewRequest(http.MethodPost, "/v1beta/models/m:generateContent", nil)
		return geminiCall(r, &call{Model: "m"}, in)
	})
}

// TestLexGeminiReadsSnakeCase checks that the fast decoder reads a page
// request whose proto fields are spelled in snake_case itself.
func TestLexGeminiReadsSnakeCase(t *testing.T) {
	_, body := geminiPageRequest(t)
	snake := strings.NewReplacer(`"systemInstruction"`, `"system_instruction"`, `"inlineData"`, `"inline_data"`, `"mimeType"`, `"mime_type"`)
	if !checkLexGemini(t, []byte(snake.Replace(string(body)))) {
		t.Errorf("lexGemini left a snake_case page request to encoding/json")
	}
}

// geminiPageRequest returns pageRequest's request and its generateContent
// body.
func geminiPageRequest(tb testing.TB) (*provider.Request, []byte) {
	return pageBody(tb, func(req *provider.Request, image string) any {
		return map[string]any{"labels": map[string]string{metadataTag: req.Tag},
			"systemInstruction": map[string]any{"parts": []map[string]string{{"text": req.System}}},
			"contents": []map[string]any{{"role": "user", "parts": []map[string]any{{"text": req.Parts[0].Text},
				{"inlineData": map[string]string{"mimeType": req.Parts[1].MIME, "data": image}}}}}}
	})
}
