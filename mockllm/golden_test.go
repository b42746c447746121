package mockllm

import (
	"bytes"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"

	"github.com/aws/aws-sdk-go-v2/aws/protocol/eventstream"

	"github.com/scriptorium/scriptorium/internal/testenv"
	"github.com/scriptorium/scriptorium/provider"
)

// wireFormat is one format's test routes.
type wireFormat struct {
	name             string
	codec            codec
	path, streamPath string
	// stream holds the body fields that ask for a stream.
	stream map[string]any
	// action is the {action} path value of path, when the route has one.
	action string
	// tag is the X-Fixture-Tag header value for each decode input, for
	// formats with no metadata field.
	tag map[string]string
}

// headerTags gives the tags of the decode inputs by input name.
var headerTags = map[string]string{"text": "chat.hello", "structured": "survey.w01", "tool": "survey.w01"}

var wireFormats = []wireFormat{
	{name: "openai", codec: openaiCodec{}, path: "/v1/chat/completions", streamPath: "/v1/chat/completions",
		stream: map[string]any{"stream": true, "stream_options": map[string]any{"include_usage": true}}},
	{name: "responses", codec: responsesCodec{}, path: "/v1/responses", streamPath: "/v1/responses",
		stream: map[string]any{"stream": true}},
	{name: "anthropic", codec: anthropicCodec{}, path: "/v1/messages", streamPath: "/v1/messages",
		stream: map[string]any{"stream": true}},
	{name: "gemini", codec: geminiCodec{}, path: "/v1beta/models/gemini-2.5-flash:generateContent",
		streamPath: "/v1beta/models/gemini-2.5-flash:streamGenerateContent?alt=sse",
		action:     "gemini-2.5-flash:generateContent"},
	{name: "ollama", codec: ollamaChatCodec{}, path: "/api/chat", streamPath: "/api/chat",
		stream: map[string]any{"stream": true}, tag: headerTags},
	{name: "ollama-generate", codec: ollamaGenerateCodec{}, path: "/api/generate", streamPath: "/api/generate",
		stream: map[string]any{"stream": true}, tag: headerTags},
	{name: "bedrock", codec: bedrockCodec{}, path: "/model/anthropic.claude-sonnet-4-5/converse",
		streamPath: "/model/anthropic.claude-sonnet-4-5/converse-stream"},
}

// header returns the request headers for a decode input of f.
func (f wireFormat) header(name string) http.Header {
	if f.tag == nil {
		return nil
	}
	return http.Header{HeaderTag: {f.tag[name]}}
}

// encodeGoldens names the answer goldens of each decode input.
var encodeGoldens = map[string][2]string{
	"text":       {"text-completion.json", "streaming-text.jsonl"},
	"tool":       {"tool-call.json", "streaming-tool-call.jsonl"},
	"structured": {"structured-completion.json", "streaming-structured.jsonl"},
}

// decodeInputs lists the request inputs of a format by base name.
func decodeInputs(t *testing.T, format string) []string {
	t.Helper()
	paths, err := filepath.Glob(filepath.Join(wireDir, format, "decode", "*.request.json"))
	if err != nil || len(paths) == 0 {
		t.Fatalf("no decode inputs for %s (err %v)", format, err)
	}
	names := make([]string, len(paths))
	for i, p := range paths {
		names[i] = strings.TrimSuffix(filepath.Base(p), ".request.json")
	}
	return names
}

func TestDecodeGoldens(t *testing.T) {
	for _, f := range wireFormats {
		for _, name := range decodeInputs(t, f.name) {
			r := httptest.NewRequest(http.MethodPost, f.path, nil)
			r.Header = f.header(name)
			r.SetPathValue("action", f.action)
			cl, err := f.codec.decode(r, readWire(t, f.name, "decode", name+".request.json"))
			if err != nil {
				t.Fatalf("%s %s: decode: %v", f.name, name, err)
			}
			got := map[string]any{"model": cl.Model, "stream": cl.Stream, "tool": cl.Tool, "request": provider.Canonical(cl.Req)}
			testenv.Golden(t, filepath.Join(wireDir, f.name, "decode", name+".canonical.json"), indented(t, got))
		}
	}
}

func TestEncodeGoldens(t *testing.T) {
	s := newTestServer(t, Options{Fixtures: recordedStore(t)})
	for _, f := range wireFormats {
		for _, name := range decodeInputs(t, f.name) {
			body := readWire(t, f.name, "decode", name+".request.json")
			resp, out := post(t, s, f.path, f.header(name), body)
			if resp.StatusCode != http.StatusOK {
				t.Fatalf("%s %s: status %d: %s", f.name, name, resp.StatusCode, out)
			}
			testenv.Golden(t, filepath.Join(wireDir, f.name, encodeGoldens[name][0]), indented(t, normalize(t, out)))
			resp, out = post(t, s, f.streamPath, f.header(name), withFields(t, body, f.stream))
			if resp.StatusCode != http.StatusOK {
				t.Fatalf("%s %s stream: status %d: %s", f.name, name, resp.StatusCode, out)
			}
			testenv.Golden(t, filepath.Join(wireDir, f.name, encodeGoldens[name][1]), streamLines(t, resp.Header.Get("Content-Type"), out))
		}
	}
}

// volatile names the members whose values change between runs or with the
// fingerprint spec, with their placeholders.
var volatile = map[string]string{"id": "<id>", "call_id": "<id>", "item_id": "<id>", "responseId": "<id>", "toolUseId": "<id>",
	"created": "<created>", "created_at": "<created>"}

// normalize parses JSON and replaces volatile members by placeholders.
func normalize(t *testing.T, data []byte) any {
	t.Helper()
	var v any
	if err := json.Unmarshal(data, &v); err != nil {
		t.Fatalf("answer is not JSON: %v: %s", err, data)
	}
	return placeholders(v)
}

func placeholders(v any) any {
	switch v := v.(type) {
	case map[string]any:
		for k, x := range v {
			if p, ok := volatile[k]; ok {
				v[k] = p
			} else {
				v[k] = placeholders(x)
			}
		}
	case []any:
		for i, x := range v {
			v[i] = placeholders(x)
		}
	}
	return v
}

// sseLine is one server-sent event of a streaming golden.
type sseLine struct {
	Event string `json:"event,omitempty"`
	Data  any    `json:"data"`
}

// streamLines turns a streamed body (SSE, NDJSON or AWS event stream) into
// one normalized JSON event per line.
func streamLines(t *testing.T, contentType string, body []byte) []byte {
	t.Helper()
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	switch contentType {
	case "application/vnd.amazon.eventstream":
		for _, ev := range awsEvents(t, body) {
			if err := enc.Encode(sseLine{Event: ev.Name, Data: normalize(t, ev.Data.([]byte))}); err != nil {
				t.Fatal(err)
			}
		}
		return buf.Bytes()
	case "application/x-ndjson":
		for line := range strings.SplitSeq(strings.TrimSpace(string(body)), "\n") {
			if err := enc.Encode(sseLine{Data: normalize(t, []byte(line))}); err != nil {
				t.Fatal(err)
			}
		}
		return buf.Bytes()
	}
	return sseLines(t, &buf, enc, body)
}

// sseLines appends an SSE body to buf through enc, one event per line.
func sseLines(t *testing.T, buf *bytes.Buffer, enc *json.Encoder, body []byte) []byte {
	for block := range strings.SplitSeq(strings.TrimSpace(string(body)), "\n\n") {
		var ev sseLine
		for line := range strings.SplitSeq(block, "\n") {
			if name, ok := strings.CutPrefix(line, "event: "); ok {
				ev.Event = name
			} else if data, ok := strings.CutPrefix(line, "data: "); ok && data == "[DONE]" {
				ev.Data = data
			} else if ok {
				ev.Data = normalize(t, []byte(data))
			} else {
				t.Fatalf("stray SSE line %q", line)
			}
		}
		if err := enc.Encode(ev); err != nil {
			t.Fatal(err)
		}
	}
	return buf.Bytes()
}

// awsEvents decodes an AWS event stream into events whose Data is the
// payload bytes, checking each message is a JSON event.
func awsEvents(t *testing.T, body []byte) []event {
	t.Helper()
	var out []event
	dec := eventstream.NewDecoder()
	r := bytes.NewReader(body)
	for r.Len() > 0 {
		msg, err := dec.Decode(r, nil)
		if err != nil {
			t.Fatalf("decode event stream: %v", err)
		}
		name, kind := msg.Headers.Get(":event-type"), msg.Headers.Get(":message-type")
		if name == nil || kind == nil || kind.String() != "event" {
			t.Fatalf("event stream message headers %v, want an :event-type and :message-type event", msg.Headers)
		}
		out = append(out, event{Name: name.String(), Data: msg.Payload})
	}
	return out
}

// indented is v as two-space indented JSON with a final newline.
func indented(t *testing.T, v any) []byte {
	t.Helper()
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(v); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// TestParallelToolCallGoldens pins, in every format that has tools, an
// answer holding text and two parallel tool calls, whole and streamed.
func TestParallelToolCallGoldens(t *testing.T) {
	for _, name := range conversationFormats {
		f := formatNamed(t, name)
		store, err := provider.OpenStore(t.TempDir())
		if err != nil {
			t.Fatal(err)
		}
		put(t, store, decodeWire(t, f, weatherTurns(t, name, "")).Req, weatherAnswers[""])
		s := newTestServer(t, Options{Fixtures: store})
		body := weatherTurns(t, name, "")
		resp, out := post(t, s, f.path, nil, body)
		if resp.StatusCode != http.StatusOK {
			t.Fatalf("%s: status %d: %s", name, resp.StatusCode, out)
		}
		testenv.Golden(t, filepath.Join(wireDir, name, "parallel-tool-calls.json"), indented(t, normalize(t, out)))
		resp, out = post(t, s, f.streamPath, nil, withFields(t, body, f.stream))
		if resp.StatusCode != http.StatusOK {
			t.Fatalf("%s stream: status %d: %s", name, resp.StatusCode, out)
		}
		testenv.Golden(t, filepath.Join(wireDir, name, "streaming-parallel-tool-calls.jsonl"), streamLines(t, resp.Header.Get("Content-Type"), out))
	}
}
