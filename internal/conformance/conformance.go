// Package conformance is the kit that checks clients of the model APIs
// against mockllm on loopback: the recorded exchanges they send (Survey,
// structured with an image; Hello, free text), a fixture store holding them
// ([Seed]) and the mock servers that serve it ([NewServer],
// [NewRecordingProxy]).
//
// Two kinds of test use it. The official SDKs (and Node clients) are each
// driven from their own package under mockllm/conformance (openai,
// anthropic, gemini, bedrock, node), so no other test binary links an SDK;
// they send the exchanges over the wire and must be served the recording.
// The live providers of this module run [Run], the suite in suite.go: text,
// structured output with images, error answers (401, 429 with Retry-After,
// 500, a malformed body, a timeout, a miss), the spend cap, the schema
// repair and a whole record session, each checked for what it should give.
//
// The exchanges are recorded in process, as a pipeline run would record
// them. The package is imported only by tests, so no command links it, and
// it links no vendor SDK.
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

// SurveyData is the recorded answer to Survey, with SurveyUsage.
const SurveyData = `{"title":"The Keep on the Borderlands"}`

// SurveyUsage is the recorded usage of Survey.
var SurveyUsage = provider.Usage{InputTokens: 1200, OutputTokens: 12}

// Hello is the free-text exchange, answered with HelloText.
var Hello = &provider.Request{Tag: "chat.hello", System: "You are terse.",
	Parts: []provider.Part{provider.TextPart("Name a classic B/X module.")}}

// HelloText is the recorded answer to Hello, with HelloUsage.
const HelloText = "The Keep on the Borderlands (B2), by Gary Gygax."

// HelloUsage is the recorded usage of Hello.
var HelloUsage = provider.Usage{InputTokens: 20, OutputTokens: 9}

// SchemaMap returns SurveySchema as a generic map, the form SDKs take.
func SchemaMap() map[string]any {
	var m map[string]any
	if err := json.Unmarshal([]byte(SurveySchema), &m); err != nil {
		panic(err)
	}
	return m
}

// Seed returns a fixture store in a temp dir of t holding the Survey (also
// as SurveyOpenAPI) and Hello exchanges, recorded as answered by the
// openai provider's gpt-4.1-mini.
func Seed(t testing.TB) *provider.Store {
	t.Helper()
	store := openStore(t)
	hello, _ := json.Marshal(HelloText)
	for _, req := range []*provider.Request{Survey, SurveyOpenAPI} {
		put(t, store, req, &provider.Response{Data: json.RawMessage(SurveyData), Provider: "openai",
			Model: "gpt-4.1-mini", Usage: SurveyUsage, FinishReason: provider.FinishStop})
	}
	put(t, store, Hello, &provider.Response{Data: hello, Provider: "openai", Model: "gpt-4.1-mini",
		Usage: HelloUsage, FinishReason: provider.FinishStop})
	return store
}

// NewServer starts a mock server serving [Seed]'s store; it closes with
// the test.
func NewServer(t testing.TB) *mockllm.Server {
	t.Helper()
	return start(t, mockllm.Options{Fixtures: Seed(t)})
}

// start starts a mock server for opts that closes with the test.
func start(t testing.TB, opts mockllm.Options) *mockllm.Server {
	t.Helper()
	s, err := mockllm.NewServer(opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Close)
	return s
}

// openStore opens a fixture store in a fresh temp dir of t.
func openStore(t testing.TB) *provider.Store {
	t.Helper()
	store, err := provider.OpenStore(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	return store
}

// put stores resp as the answer to req.
func put(t testing.TB, store *provider.Store, req *provider.Request, resp *provider.Response) {
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
	store := openStore(t)
	return start(t, mockllm.Options{Fixtures: store, Upstream: upstreamURL, RecordInto: store}), start(t, mockllm.Options{Fixtures: store})
}
