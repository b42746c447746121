package openai

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"testing"

	"github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/option"
	"github.com/openai/openai-go/v3/shared"

	"github.com/scriptorium/scriptorium/internal/conformance"
	"github.com/scriptorium/scriptorium/mockllm"
	"github.com/scriptorium/scriptorium/provider"
	"github.com/scriptorium/scriptorium/provider/live"
)

// benchRequest is a page request: text, a 1×1 image and a schema.
var benchRequest = &provider.Request{Tag: "survey.w01", System: "Survey the module.",
	Parts:  []provider.Part{provider.TextPart("=== page 1 ===\nThe Salt Mill."), provider.ImagePart("image/png", conformance.PixelPNG)},
	Schema: json.RawMessage(`{"type":"object","properties":{"title":{"type":"string"}},"required":["title"],"additionalProperties":false}`)}

// benchServer serves benchRequest's answer from a store recorded in a temp
// dir.
func benchServer(b *testing.B) *mockllm.Server {
	b.Helper()
	store, err := provider.OpenStore(b.TempDir())
	if err != nil {
		b.Fatal(err)
	}
	rec, err := provider.NewRecordingProvider(provider.Answer(`{"title":"Beneath the Salt Mill"}`), store, provider.ModeRecordAll)
	if err != nil {
		b.Fatal(err)
	}
	if _, err := rec.Complete(context.Background(), benchRequest); err != nil {
		b.Fatal(err)
	}
	s, err := mockllm.NewServer(mockllm.Options{Fixtures: store})
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(s.Close)
	return s
}

// BenchmarkProvider is one Complete through this package: retrying
// transport, spend accounting and answer validation included. Compare with
// BenchmarkSDK, the bare SDK call for the same request, in the same run.
func BenchmarkProvider(b *testing.B) {
	s := benchServer(b)
	p, err := New(Config{Settings: live.Settings{BaseURL: s.URL + "/v1", APIKey: "k", Model: "m", HTTPClient: s.Client()}})
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if _, err := p.Complete(context.Background(), benchRequest); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSDK is the bare openai-go call that BenchmarkProvider makes.
func BenchmarkSDK(b *testing.B) {
	s := benchServer(b)
	chat := openai.NewChatCompletionService(option.WithBaseURL(s.URL+"/v1/"), option.WithAPIKey("k"),
		option.WithHTTPClient(s.Client()), option.WithMaxRetries(0))
	var schema map[string]any
	if err := json.Unmarshal(benchRequest.Schema, &schema); err != nil {
		b.Fatal(err)
	}
	image := "data:image/png;base64," + base64.StdEncoding.EncodeToString(conformance.PixelPNG)
	params := openai.ChatCompletionNewParams{Model: "m", Messages: []openai.ChatCompletionMessageParamUnion{
		openai.SystemMessage(benchRequest.System), openai.UserMessage([]openai.ChatCompletionContentPartUnionParam{
			openai.TextContentPart(benchRequest.Parts[0].Text),
			openai.ImageContentPart(openai.ChatCompletionContentPartImageImageURLParam{URL: image, Detail: "high"})})},
		ResponseFormat: openai.ChatCompletionNewParamsResponseFormatUnion{OfJSONSchema: &shared.ResponseFormatJSONSchemaParam{
			JSONSchema: shared.ResponseFormatJSONSchemaJSONSchemaParam{Name: "survey", Strict: openai.Bool(true), Schema: schema}}}}
	for b.Loop() {
		if _, err := chat.New(context.Background(), params, option.WithHeader(provider.TagHeader, benchRequest.Tag)); err != nil {
			b.Fatal(err)
		}
	}
}
