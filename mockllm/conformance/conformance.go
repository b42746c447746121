// Package conformance holds what the SDK conformance tests share: two
// recorded exchanges and a mock server serving them. Each official SDK is
// driven from its own subpackage (openai, anthropic, gemini, bedrock), so no
// other test binary links an SDK.
//
// The exchanges are recorded in process, as a pipeline run would record
// them; the SDKs then send the same requests over the wire and must be
// served the recording.
package conformance

import (
	"encoding/json"
	"testing"

	"github.com/scriptorium/scriptorium/mockllm"
	"github.com/scriptorium/scriptorium/provider"
)

// PixelPNG is a 1×1 PNG image.
var PixelPNG = []byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x01\x00\x00\x00\x01\x08\x06\x00\x00\x00\x1f\x15\xc4\x89" +
	"\x00\x00\x00\rIDATx\xdacd\xf8\xcfP\x0f\x00\x03\x86\x01\x80Z4}k\x00\x00\x00\x00IEND\xaeB`\x82")

// SurveySchema is the JSON Schema of the survey answer.
const SurveySchema = `{"type":"object","properties":{"title":{"type":"string"}},"required":["title"],"additionalProperties":false}`

// Survey is the structured exchange: system text, a text part, an image and
// another text part, answered with SurveyData.
var Survey = &provider.Request{Tag: "survey.w01", System: "You survey adventure modules.",
	Parts: []provider.Part{provider.TextPart("Page 1 of the module."), provider.ImagePart("image/png", PixelPNG),
		provider.TextPart("Return the survey.")},
	Schema: json.RawMessage(SurveySchema)}

// SurveyOpenAPI is Survey as Gemini clients that convert JSON Schema to
// Google's OpenAPI style send it (the AI SDK's @ai-sdk/google): the schema
// loses additionalProperties, which that style lacks. It has the same
// answer.
var SurveyOpenAPI = &provider.Request{Tag: Survey.Tag, System: Survey.System, Parts: Survey.Parts,
	Schema: json.RawMessage(`{"type":"object","properties":{"title":{"type":"string"}},"required":["title"]}`)}

// SurveyData is the recorded answer to Survey.
const SurveyData = `{"title":"The Keep on the Borderlands"}`

// Hello is the free-text exchange, answered with HelloText.
var Hello = &provider.Request{Tag: "chat.hello", System: "You are terse.",
	Parts: []provider.Part{provider.TextPart("Name a classic B/X module.")}}

// HelloText is the recorded answer to Hello.
const HelloText = "The Keep on the Borderlands (B2), by Gary Gygax."

// SchemaMap returns SurveySchema as a generic map, the form SDKs take.
func SchemaMap() map[string]any {
	var m map[string]any
	if err := json.Unmarshal([]byte(SurveySchema), &m); err != nil {
		panic(err)
	}
	return m
}

// NewServer starts a mock server whose fixture directory (a temp dir of t)
// holds the Survey (also as SurveyOpenAPI) and Hello exchanges; it closes
// with the test.
func NewServer(t testing.TB) *mockllm.Server {
	t.Helper()
	store, err := provider.OpenStore(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	hello, _ := json.Marshal(HelloText)
	for _, req := range []*provider.Request{Survey, SurveyOpenAPI} {
		record(t, store, req, &provider.Response{Data: json.RawMessage(SurveyData), Provider: "openai",
			Model: "gpt-4.1-mini", Usage: provider.Usage{InputTokens: 1200, OutputTokens: 12}, FinishReason: provider.FinishStop})
	}
	record(t, store, Hello, &provider.Response{Data: hello, Provider: "openai", Model: "gpt-4.1-mini",
		FinishReason: provider.FinishStop})
	s, err := mockllm.NewServer(mockllm.Options{Fixtures: store})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Close)
	return s
}

// record stores resp as the answer to req.
func record(t testing.TB, store *provider.Store, req *provider.Request, resp *provider.Response) {
	t.Helper()
	f, err := provider.NewFixture(req, resp)
	if err == nil {
		_, err = store.Put(f)
	}
	if err != nil {
		t.Fatal(err)
	}
}

// NewRecordingProxy starts a record proxy in front of the upstream API at
// upstreamURL, recording into a fresh fixture directory (a temp dir of t),
// and a server replaying that directory; both close with the test.
func NewRecordingProxy(t testing.TB, upstreamURL string) (proxy, replay *mockllm.Server) {
	t.Helper()
	store, err := provider.OpenStore(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	start := func(opts mockllm.Options) *mockllm.Server {
		s, err := mockllm.NewServer(opts)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(s.Close)
		return s
	}
	proxy = start(mockllm.Options{Fixtures: store, Upstream: upstreamURL, RecordInto: store})
	replay = start(mockllm.Options{Fixtures: store})
	return proxy, replay
}
