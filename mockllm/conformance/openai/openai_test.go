package openai

import (
	"context"
	"encoding/base64"
	"errors"
	"net/http"
	"strings"
	"testing"

	"github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/option"
	"github.com/openai/openai-go/v3/shared"

	"github.com/scriptorium/scriptorium/internal/conformance"
	"github.com/scriptorium/scriptorium/internal/testenv"
)

// TestMain keeps the tests off the network (see netguard).
func TestMain(m *testing.M) { testenv.Main(m) }

// newClient returns an SDK client pointed at a fresh mock server.
func newClient(t *testing.T) openai.Client {
	s := conformance.NewServer(t)
	return openai.NewClient(option.WithBaseURL(s.URL+"/v1/"), option.WithAPIKey("test-key"),
		option.WithHTTPClient(s.Client()), option.WithMaxRetries(0))
}

// helloParams is conformance.Hello as Chat Completions parameters.
func helloParams() openai.ChatCompletionNewParams {
	return openai.ChatCompletionNewParams{Model: "gpt-4.1-mini",
		Messages: []openai.ChatCompletionMessageParamUnion{openai.SystemMessage(conformance.Hello.System),
			openai.UserMessage(conformance.Hello.Parts[0].Text)},
		Metadata: shared.Metadata{"fixture_tag": conformance.Hello.Tag}}
}

// surveyParams is conformance.Survey as Chat Completions parameters, with
// the image as a data URL and no schema yet.
func surveyParams() openai.ChatCompletionNewParams {
	p := conformance.Survey.Parts
	image := dataURL(p[1].Data)
	return openai.ChatCompletionNewParams{Model: "gpt-4.1-mini",
		Messages: []openai.ChatCompletionMessageParamUnion{openai.SystemMessage(conformance.Survey.System),
			openai.UserMessage([]openai.ChatCompletionContentPartUnionParam{openai.TextContentPart(p[0].Text),
				openai.ImageContentPart(openai.ChatCompletionContentPartImageImageURLParam{URL: image}),
				openai.TextContentPart(p[2].Text)})},
		Metadata: shared.Metadata{"fixture_tag": conformance.Survey.Tag}}
}

// dataURL is a PNG image as a data URL.
func dataURL(png []byte) string {
	return "data:image/png;base64," + base64.StdEncoding.EncodeToString(png)
}

// withTool forces the record_survey tool whose parameters are the schema.
func withTool(p openai.ChatCompletionNewParams) openai.ChatCompletionNewParams {
	p.Tools = []openai.ChatCompletionToolUnionParam{openai.ChatCompletionFunctionTool(shared.FunctionDefinitionParam{
		Name: "record_survey", Parameters: conformance.SchemaMap()})}
	p.ToolChoice = openai.ToolChoiceOptionFunctionToolChoice(openai.ChatCompletionNamedToolChoiceFunctionParam{Name: "record_survey"})
	return p
}

func TestText(t *testing.T) {
	client := newClient(t)
	got, err := client.Chat.Completions.New(context.Background(), helloParams())
	if err != nil {
		t.Fatal(err)
	}
	c := got.Choices[0]
	if c.Message.Content != conformance.HelloText || c.FinishReason != "stop" ||
		got.Usage.TotalTokens != got.Usage.PromptTokens+got.Usage.CompletionTokens || got.Usage.TotalTokens == 0 {
		t.Errorf("content %q finish %q usage %+v, want %q, stop and consistent usage",
			c.Message.Content, c.FinishReason, got.Usage, conformance.HelloText)
	}
}

func TestStructuredOutputWithImage(t *testing.T) {
	p := surveyParams()
	p.ResponseFormat = openai.ChatCompletionNewParamsResponseFormatUnion{OfJSONSchema: &shared.ResponseFormatJSONSchemaParam{
		JSONSchema: shared.ResponseFormatJSONSchemaJSONSchemaParam{Name: "survey", Strict: openai.Bool(true),
			Schema: conformance.SchemaMap()}}}
	client := newClient(t)
	got, err := client.Chat.Completions.New(context.Background(), p)
	if err != nil {
		t.Fatal(err)
	}
	if got.Choices[0].Message.Content != conformance.SurveyData || got.Usage.PromptTokens != 1200 {
		t.Errorf("content %q usage %+v, want %s with the recorded usage", got.Choices[0].Message.Content, got.Usage, conformance.SurveyData)
	}
}

func TestForcedToolCall(t *testing.T) {
	client := newClient(t)
	got, err := client.Chat.Completions.New(context.Background(), withTool(surveyParams()))
	if err != nil {
		t.Fatal(err)
	}
	calls := got.Choices[0].Message.ToolCalls
	if len(calls) != 1 || calls[0].Function.Name != "record_survey" || calls[0].Function.Arguments != conformance.SurveyData ||
		calls[0].ID == "" || got.Choices[0].FinishReason != "tool_calls" {
		t.Errorf("tool calls %+v finish %q, want one record_survey call with %s", calls, got.Choices[0].FinishReason, conformance.SurveyData)
	}
}

// accumulate streams p through the SDK's accumulator.
func accumulate(t *testing.T, p openai.ChatCompletionNewParams) (openai.ChatCompletionAccumulator, int) {
	t.Helper()
	p.StreamOptions = openai.ChatCompletionStreamOptionsParam{IncludeUsage: openai.Bool(true)}
	client := newClient(t)
	stream := client.Chat.Completions.NewStreaming(context.Background(), p)
	var acc openai.ChatCompletionAccumulator
	chunks := 0
	for stream.Next() {
		acc.AddChunk(stream.Current())
		chunks++
	}
	if err := stream.Err(); err != nil {
		t.Fatal(err)
	}
	return acc, chunks
}

func TestStreamingText(t *testing.T) {
	acc, chunks := accumulate(t, helloParams())
	c := acc.Choices[0]
	if c.Message.Content != conformance.HelloText || c.FinishReason != "stop" || chunks < 5 || acc.Usage.TotalTokens == 0 {
		t.Errorf("content %q finish %q in %d chunks usage %+v, want %q, stop, several chunks and usage",
			c.Message.Content, c.FinishReason, chunks, acc.Usage, conformance.HelloText)
	}
}

func TestStreamingToolCall(t *testing.T) {
	acc, _ := accumulate(t, withTool(surveyParams()))
	calls := acc.Choices[0].Message.ToolCalls
	if len(calls) != 1 || calls[0].Function.Arguments != conformance.SurveyData || acc.Choices[0].FinishReason != "tool_calls" {
		t.Errorf("tool calls %+v finish %q, want one call with %s", calls, acc.Choices[0].FinishReason, conformance.SurveyData)
	}
}

func TestMissIsAnAPIError(t *testing.T) {
	p := helloParams()
	p.Messages[0] = openai.SystemMessage("You are verbose.")
	client := newClient(t)
	_, err := client.Chat.Completions.New(context.Background(), p)
	var apiErr *openai.Error
	if !errors.As(err, &apiErr) || apiErr.StatusCode != http.StatusNotFound || apiErr.Code != "fixture_miss" ||
		!strings.Contains(apiErr.Message, "chat.hello") {
		t.Errorf("error %v, want a 404 *openai.Error with code fixture_miss naming the tag", err)
	}
}
