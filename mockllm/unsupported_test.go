package mockllm

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
)

func TestUnsupportedMembersAreRefusedByName(t *testing.T) {
	s := newTestServer(t, Options{Fixtures: recordedStore(t), Fallback: true})
	cases := []struct {
		format, param string
		fields        map[string]any
	}{
		{"openai", "n", map[string]any{"n": 2}},
		{"openai", "logprobs", map[string]any{"logprobs": true}},
		{"openai", "top_logprobs", map[string]any{"top_logprobs": 3}},
		{"responses", "top_logprobs", map[string]any{"top_logprobs": 2}},
		{"responses", "include", map[string]any{"include": []string{"message.output_text.logprobs"}}},
		{"gemini", "generationConfig.candidateCount", map[string]any{"generationConfig": map[string]any{"candidateCount": 2}}},
		{"gemini", "generationConfig.responseLogprobs", map[string]any{"generation_config": map[string]any{"response_logprobs": true}}},
		{"ollama", "logprobs", map[string]any{"logprobs": true}},
		{"ollama-generate", "top_logprobs", map[string]any{"top_logprobs": 1}},
	}
	for _, c := range cases {
		f := formatNamed(t, c.format)
		resp, out := post(t, s, f.path, f.header("text"), withFields(t, readWire(t, f.name, "decode", "text.request.json"), c.fields))
		if resp.StatusCode != http.StatusBadRequest || !strings.Contains(string(out), "'"+c.param+"' ") {
			t.Errorf("%s %s: status %d, want a 400 naming %s (even in fallback mode): %s", c.format, c.param, resp.StatusCode, c.param, out)
		}
		if f.name == "openai" || f.name == "responses" {
			var e openaiError
			if json.Unmarshal(out, &e) != nil || e.Error.Param == nil || *e.Error.Param != c.param ||
				e.Error.Code == nil || *e.Error.Code != "unsupported_parameter" || e.Error.Type != "invalid_request_error" {
				t.Errorf("%s %s: error %s, want OpenAI's invalid_request_error, param %s, code unsupported_parameter", c.format, c.param, out, c.param)
			}
		}
	}
	f := formatNamed(t, "openai")
	if resp, out := post(t, s, f.path, nil, withFields(t, readWire(t, "openai", "decode", "text.request.json"),
		map[string]any{"n": 1, "logprobs": false})); resp.StatusCode != http.StatusOK {
		t.Errorf("n 1, logprobs false: status %d, want 200: %s", resp.StatusCode, out)
	}
}

func TestFallbackAnswersJSONModeWithJSON(t *testing.T) {
	s := newTestServer(t, Options{Fallback: true})
	cases := []struct {
		format string
		fields map[string]any
		text   func(body []byte) string
	}{
		{"openai", map[string]any{"response_format": map[string]any{"type": "json_object"}}, func(body []byte) string {
			var c chatCompletion
			json.Unmarshal(body, &c)
			return *c.Choices[0].Message.Content
		}},
		{"responses", map[string]any{"text": map[string]any{"format": map[string]any{"type": "json_object"}}}, func(body []byte) string {
			var r struct {
				Output []struct{ Content []struct{ Text string } }
			}
			json.Unmarshal(body, &r)
			return r.Output[0].Content[0].Text
		}},
		{"gemini", map[string]any{"generationConfig": map[string]any{"responseMimeType": "application/json"}}, func(body []byte) string {
			var g geminiResponse
			json.Unmarshal(body, &g)
			text, _ := g.Candidates[0].Content.Parts[0]["text"].(string)
			return text
		}},
		{"ollama", map[string]any{"format": "json", "stream": false}, func(body []byte) string {
			var o ollamaChatOut
			json.Unmarshal(body, &o)
			return o.Message.Content
		}},
	}
	for _, c := range cases {
		f := formatNamed(t, c.format)
		resp, out := post(t, s, f.path, f.header("text"), withFields(t, readWire(t, f.name, "decode", "text.request.json"), c.fields))
		if text := c.text(out); resp.StatusCode != http.StatusOK || !json.Valid([]byte(text)) {
			t.Errorf("%s: status %d text %q, want a 200 whose text is JSON: %s", c.format, resp.StatusCode, text, out)
		}
	}
}

// TestWrongTypeIsNamedByPath: a member of the wrong JSON type is refused
// naming its path in the body and the types, not Go's struct names.
func TestWrongTypeIsNamedByPath(t *testing.T) {
	s := newTestServer(t, Options{Fixtures: recordedStore(t)})
	cases := []struct {
		format string
		fields map[string]any
		want   string
	}{
		{"openai", map[string]any{"messages": "hi"}, "messages: want an array, not a string"},
		{"anthropic", map[string]any{"model": 1}, "model: want a string, not a number"},
		{"ollama", map[string]any{"top_logprobs": json.RawMessage("99999999999999999999999")}, "top_logprobs: the number 99999999999999999999999 does not fit (want a whole number of at most 64 bits)"},
		{"responses", map[string]any{"top_logprobs": json.RawMessage("1e999")}, "top_logprobs: the number 1e999 does not fit (want a whole number of at most 64 bits)"},
		// Members of embedded structs, and values that fall back to
		// encoding/json, are named by their JSON path, never Go's names.
		{"openai", map[string]any{"top_logprobs": "5"}, "top_logprobs: want a number, not a string"},
		{"gemini", map[string]any{"generationConfig": map[string]any{"responseLogprobs": 1}}, "generationConfig.responseLogprobs: want a bool, not a number"},
		{"openai", map[string]any{"messages": []any{map[string]any{"role": "user", "content": 5}}}, "user message content: want an array, not a number"},
		{"openai", map[string]any{"messages": []any{map[string]any{"role": "assistant", "content": "a", "tool_calls": "x"}}},
			"assistant tool_calls: want an array, not a string"},
	}
	for _, c := range cases {
		f := formatNamed(t, c.format)
		resp, out := post(t, s, f.path, f.header("text"), withFields(t, readWire(t, f.name, "decode", "text.request.json"), c.fields))
		if msg := errorMessage(t, out); resp.StatusCode != http.StatusBadRequest || !strings.HasSuffix(msg, "bad request: "+c.want) {
			t.Errorf("%s %v: status %d message %q, want a 400 ending %q", c.format, c.fields, resp.StatusCode, msg, "bad request: "+c.want)
		}
	}
}

// TestBodyMustBeObject checks that every route refuses a body that is not
// a JSON object, null included (which encoding/json would take as an
// empty request), with a 400 saying so and naming no Go type.
func TestBodyMustBeObject(t *testing.T) {
	s := newTestServer(t, Options{Fixtures: recordedStore(t)})
	for _, f := range wireFormats {
		for body, got := range map[string]string{"null": "null", " null\n": "null", "[]": "an array", `"hi"`: "a string", "5": "a number"} {
			resp, out := post(t, s, f.path, f.header("text"), []byte(body))
			want := "mockllm: decode request: bad request: the body must be a JSON object, not " + got
			if msg := errorMessage(t, out); resp.StatusCode != http.StatusBadRequest || msg != want {
				t.Errorf("%s %q: status %d message %q, want 400 %q", f.name, body, resp.StatusCode, msg, want)
			}
		}
	}
}

// TestBadImageDataNamesItsType checks that bad base64 image data is named
// by its MIME type when the format sends one, and without an empty one
// ("type :") when it does not (Ollama's images).
func TestBadImageDataNamesItsType(t *testing.T) {
	s := newTestServer(t, Options{Fixtures: recordedStore(t)})
	cases := []struct{ path, body, want string }{
		{"/api/chat", `{"model":"m","messages":[{"role":"user","content":"hi","images":["!!"]}]}`,
			"mockllm: decode request: bad request: image data: illegal base64 data at input byte 0"},
		{"/v1/messages", `{"messages":[{"role":"user","content":[{"type":"image","source":{"type":"base64","media_type":"image/png","data":"!!"}}]}]}`,
			"mockllm: decode request: bad request: image data of type image/png: illegal base64 data at input byte 0"},
	}
	for _, c := range cases {
		resp, out := post(t, s, c.path, nil, []byte(c.body))
		if msg := errorMessage(t, out); resp.StatusCode != http.StatusBadRequest || msg != c.want {
			t.Errorf("%s: status %d message %q, want 400 %q", c.path, resp.StatusCode, msg, c.want)
		}
	}
}

// TestRequestWithoutMessagesIsRefused checks that a request without its
// messages (missing, or an empty array), or an Ollama request without its
// model, is refused with a 400 naming the member, as each API answers it,
// rather than looked up as a request of nothing.
func TestRequestWithoutMessagesIsRefused(t *testing.T) {
	s := newTestServer(t, Options{Fixtures: recordedStore(t)})
	const array, input = "a non-empty array", "a string or a non-empty array"
	cases := []struct{ path, body, member, want string }{
		{"/v1/chat/completions", `{}`, "messages", array},
		{"/v1/chat/completions", `{"model":"m","messages":[]}`, "messages", array},
		{"/v1/messages", `{}`, "messages", array},
		{"/v1/messages", `{"model":"m","max_tokens":5,"messages":[]}`, "messages", array},
		{"/v1beta/models/gemini-2.5-flash:generateContent", `{}`, "contents", array},
		{"/v1beta/models/gemini-2.5-flash:generateContent", `{"contents":[]}`, "contents", array},
		{"/api/chat", `{}`, "model", "a model name"},
		{"/api/chat", `{"messages":[{"role":"user","content":"hi"}]}`, "model", "a model name"},
		{"/api/generate", `{}`, "model", "a model name"},
		{"/api/generate", `{"prompt":"","keep_alive":0}`, "model", "a model name"},
		{"/api/generate", `{"prompt":"hi"}`, "model", "a model name"},
		{"/v1/responses", `{}`, "input", input},
		{"/v1/responses", `{"model":"m","instructions":"be brief"}`, "input", input},
		{"/v1/responses", `{"model":"m","input":[]}`, "input", input},
		{"/v1/responses", `{"model":"m","input":""}`, "input", input},
	}
	for _, c := range cases {
		resp, out := post(t, s, c.path, nil, []byte(c.body))
		want := "mockllm: decode request: bad request: missing required parameter '" + c.member + "': want " + c.want
		if msg := errorMessage(t, out); resp.StatusCode != http.StatusBadRequest || msg != want {
			t.Errorf("%s %s: status %d message %q, want 400 %q", c.path, c.body, resp.StatusCode, msg, want)
		}
	}
}

// TestOllamaLoadsTheModel checks that an Ollama request with nothing to
// answer, an /api/generate without a prompt or an /api/chat without
// messages, gets what Ollama's API reference gives under "Load a model" and
// "Unload a model" (docs/api.md): 200 and one JSON object (even when
// streaming is on, its default) with the model, an empty response or
// assistant message, done true and done_reason "load", or "unload" when
// keep_alive is zero as a number or a duration; a keep_alive of another
// type is a 400.
func TestOllamaLoadsTheModel(t *testing.T) {
	s := newTestServer(t, Options{Fixtures: recordedStore(t)})
	cases := []struct{ path, body, reason string }{
		{"/api/generate", `{"model":"llama3.2"}`, "load"},
		{"/api/generate", `{"model":"llama3.2","prompt":"","stream":false}`, "load"},
		{"/api/generate", `{"model":"llama3.2","keep_alive":"5m"}`, "load"},
		{"/api/generate", `{"model":"llama3.2","keep_alive":-1}`, "load"},
		{"/api/generate", `{"model":"llama3.2","keep_alive":0}`, "unload"},
		{"/api/generate", `{"model":"llama3.2","keep_alive":"0s"}`, "unload"},
		{"/api/chat", `{"model":"llama3.2"}`, "load"},
		{"/api/chat", `{"model":"llama3.2","messages":[],"keep_alive":"10m"}`, "load"},
		{"/api/chat", `{"model":"llama3.2","messages":[],"keep_alive":0}`, "unload"},
	}
	for _, c := range cases {
		resp, out := post(t, s, c.path, nil, []byte(c.body))
		var got struct {
			Model      string `json:"model"`
			Response   string `json:"response"`
			DoneReason string `json:"done_reason"`
			Done       bool   `json:"done"`
			Message    *struct {
				Role    string `json:"role"`
				Content string `json:"content"`
			} `json:"message"`
		}
		dec := json.NewDecoder(bytes.NewReader(out))
		if err := dec.Decode(&got); err != nil || dec.More() {
			t.Errorf("%s %s: body %q is not one JSON object (%v)", c.path, c.body, out, err)
			continue
		}
		if resp.StatusCode != http.StatusOK || !strings.HasPrefix(resp.Header.Get("Content-Type"), "application/json") ||
			got.Model != "llama3.2" || !got.Done || got.DoneReason != c.reason || got.Response != "" {
			t.Errorf("%s %s: %d %s %s, want 200 application/json, llama3.2, done, %q", c.path, c.body, resp.StatusCode,
				resp.Header.Get("Content-Type"), out, c.reason)
		}
		if wantMessage := c.path == "/api/chat"; wantMessage != (got.Message != nil) ||
			wantMessage && (got.Message.Role != "assistant" || got.Message.Content != "") {
			t.Errorf("%s %s: message %+v, want an empty assistant message only from /api/chat", c.path, c.body, got.Message)
		}
	}
	for _, body := range []string{`{"model":"m","keep_alive":true}`, `{"model":"m","keep_alive":"soon"}`} {
		resp, out := post(t, s, "/api/generate", nil, []byte(body))
		if msg := errorMessage(t, out); resp.StatusCode != http.StatusBadRequest || !strings.Contains(msg, "keep_alive") {
			t.Errorf("%s: %d %q, want 400 naming keep_alive", body, resp.StatusCode, msg)
		}
	}
}

// TestImageBytesMustBeAnImage checks that image data declared as PNG (or
// JPEG, GIF, WebP) whose bytes are no image is refused with a 400 naming
// its type and first bytes, in every format that declares a type, as the
// APIs refuse it; a PNG's bytes pass.
func TestImageBytesMustBeAnImage(t *testing.T) {
	s := newTestServer(t, Options{Fixtures: recordedStore(t)})
	junk := base64.StdEncoding.EncodeToString([]byte{0, 1, 2, 3, 4, 5, 6, 7, 8})
	png := base64.StdEncoding.EncodeToString([]byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR"))
	bodies := []struct{ path, body string }{
		{"/v1/chat/completions", `{"model":"m","messages":[{"role":"user","content":[{"type":"image_url","image_url":{"url":"data:image/png;base64,DATA"}}]}]}`},
		{"/v1/messages", `{"model":"m","max_tokens":5,"messages":[{"role":"user","content":[{"type":"image","source":{"type":"base64","media_type":"image/png","data":"DATA"}}]}]}`},
		{"/v1beta/models/gemini-2.5-flash:generateContent", `{"contents":[{"role":"user","parts":[{"inlineData":{"mimeType":"image/png","data":"DATA"}}]}]}`},
		{"/v1/responses", `{"model":"m","input":[{"role":"user","content":[{"type":"input_image","image_url":"data:image/png;base64,DATA"}]}]}`},
		{"/model/m/converse", `{"messages":[{"role":"user","content":[{"image":{"format":"png","source":{"bytes":"DATA"}}}]}]}`},
	}
	for _, b := range bodies {
		resp, out := post(t, s, b.path, nil, []byte(strings.Replace(b.body, "DATA", junk, 1)))
		want := "mockllm: decode request: bad request: image data of type image/png: not a PNG, JPEG, GIF or WebP image (it starts 00 01 02 03 04 05 06 07)"
		if msg := errorMessage(t, out); resp.StatusCode != http.StatusBadRequest || msg != want {
			t.Errorf("%s: status %d message %q, want 400 %q", b.path, resp.StatusCode, msg, want)
		}
		if resp, out := post(t, s, b.path, nil, []byte(strings.Replace(b.body, "DATA", png, 1))); resp.StatusCode == http.StatusBadRequest {
			t.Errorf("%s with a PNG: status 400 %s, want it taken", b.path, out)
		}
	}
}

// TestImageTypeMustMatchItsBytes checks that a JPEG declared as PNG, and a
// PNG declared as JPEG, is refused with a 400 naming both types where the
// API refuses it (Anthropic, Bedrock) and taken where the API takes it
// (Chat Completions, Responses, Gemini).
func TestImageTypeMustMatchItsBytes(t *testing.T) {
	s := newTestServer(t, Options{Fixtures: recordedStore(t)})
	images := map[string]string{
		"png":  base64.StdEncoding.EncodeToString([]byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR")),
		"jpeg": base64.StdEncoding.EncodeToString([]byte("\xff\xd8\xff\xe0\x00\x10JFIF\x00\x01")),
	}
	bodies := []struct {
		path, body string
		refused    bool
	}{
		{"/v1/messages", `{"model":"m","max_tokens":5,"messages":[{"role":"user","content":[{"type":"image","source":{"type":"base64","media_type":"image/TYPE","data":"DATA"}}]}]}`, true},
		{"/model/m/converse", `{"messages":[{"role":"user","content":[{"image":{"format":"TYPE","source":{"bytes":"DATA"}}}]}]}`, true},
		{"/v1/chat/completions", `{"model":"m","messages":[{"role":"user","content":[{"type":"image_url","image_url":{"url":"data:image/TYPE;base64,DATA"}}]}]}`, false},
		{"/v1/responses", `{"model":"m","input":[{"role":"user","content":[{"type":"input_image","image_url":"data:image/TYPE;base64,DATA"}]}]}`, false},
		{"/v1beta/models/gemini-2.5-flash:generateContent", `{"contents":[{"role":"user","parts":[{"inlineData":{"mimeType":"image/TYPE","data":"DATA"}}]}]}`, false},
	}
	for _, b := range bodies {
		for declared, actual := range map[string]string{"png": "jpeg", "jpeg": "png"} {
			body := strings.NewReplacer("TYPE", declared, "DATA", images[actual]).Replace(b.body)
			resp, out := post(t, s, b.path, nil, []byte(body))
			msg := errorMessage(t, out)
			want := "mockllm: decode request: bad request: image data of type image/" + declared + ": the image is image/" + actual + ", as its bytes show"
			switch {
			case b.refused && (resp.StatusCode != http.StatusBadRequest || msg != want):
				t.Errorf("%s, %s declared %s: status %d message %q, want 400 %q", b.path, actual, declared, resp.StatusCode, msg, want)
			case !b.refused && resp.StatusCode == http.StatusBadRequest:
				t.Errorf("%s, %s declared %s: status 400 %s, want it taken, as the API takes it", b.path, actual, declared, out)
			}
			if resp, out := post(t, s, b.path, nil, []byte(strings.NewReplacer("TYPE", actual, "DATA", images[actual]).Replace(b.body))); resp.StatusCode == http.StatusBadRequest {
				t.Errorf("%s, %s declared %s: status 400 %s, want it taken", b.path, actual, actual, out)
			}
		}
	}
}

// TestGeminiTooLargeIsInvalidArgument checks that Gemini's route answers a
// body over the limit as Gemini does, 400 INVALID_ARGUMENT, a status and
// code the Google API error model pairs, where the other formats answer
// 413.
func TestGeminiTooLargeIsInvalidArgument(t *testing.T) {
	s := newTestServer(t, Options{Fixtures: recordedStore(t), MaxBodyBytes: 4096})
	body := `{"systemInstruction":{"parts":[{"text":"` + strings.Repeat("a", 5000) + `"}]}}`
	resp, out := post(t, s, "/v1beta/models/gemini-2.5-flash:generateContent", nil, []byte(body))
	var e geminiError
	err := json.Unmarshal(out, &e)
	if resp.StatusCode != http.StatusBadRequest || err != nil || e.Error.Code != 400 || e.Error.Status != "INVALID_ARGUMENT" ||
		!strings.Contains(e.Error.Message, "request body too large: limit is 4096 bytes") {
		t.Errorf("status %d body %s (err %v), want 400 with code 400, status INVALID_ARGUMENT and the limit", resp.StatusCode, out, err)
	}
}
