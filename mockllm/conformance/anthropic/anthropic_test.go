package anthropic

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"net/http"
	"strings"
	"testing"

	"github.com/anthropics/anthropic-sdk-go/v2"
	"github.com/anthropics/anthropic-sdk-go/v2/option"

	"github.com/scriptorium/scriptorium/internal/conformance"
	"github.com/scriptorium/scriptorium/internal/testenv"
	"github.com/scriptorium/scriptorium/mockllm"
)

// TestMain keeps the tests off the network (see netguard).
func TestMain(m *testing.M) { testenv.Main(m) }

// newClient returns an SDK client pointed at a fresh mock server, sending
// the fixture tag in the X-Fixture-Tag header (Anthropic metadata carries
// only user_id).
func newClient(t *testing.T, tag string) anthropic.Client {
	s := conformance.NewServer(t)
	return anthropic.NewClient(option.WithBaseURL(s.URL), option.WithAPIKey("test-key"),
		option.WithHTTPClient(s.Client()), option.WithMaxRetries(0), option.WithHeader(mockllm.HeaderTag, tag))
}

// helloParams is conformance.Hello as Messages parameters.
func helloParams() anthropic.MessageNewParams {
	return anthropic.MessageNewParams{Model: "claude-sonnet-4-5", MaxTokens: 1024,
		System:   []anthropic.TextBlockParam{{Text: conformance.Hello.System}},
		Messages: []anthropic.MessageParam{anthropic.NewUserMessage(anthropic.NewTextBlock(conformance.Hello.Parts[0].Text))}}
}

// surveyParams is conformance.Survey as Messages parameters, with the image
// as a base64 block and no schema yet.
func surveyParams() anthropic.MessageNewParams {
	p := conformance.Survey.Parts
	return anthropic.MessageNewParams{Model: "claude-sonnet-4-5", MaxTokens: 4096,
		System: []anthropic.TextBlockParam{{Text: conformance.Survey.System}},
		Messages: []anthropic.MessageParam{anthropic.NewUserMessage(anthropic.NewTextBlock(p[0].Text),
			anthropic.NewImageBlockBase64(p[1].MIME, base64.StdEncoding.EncodeToString(p[1].Data)),
			anthropic.NewTextBlock(p[2].Text))}}
}

// withTool forces the record_survey tool whose input schema is the schema.
func withTool(p anthropic.MessageNewParams) anthropic.MessageNewParams {
	s := conformance.SchemaMap()
	schema := anthropic.ToolInputSchemaParam{Properties: s["properties"], Required: []string{"title"},
		ExtraFields: map[string]any{"additionalProperties": false}}
	p.Tools = []anthropic.ToolUnionParam{anthropic.ToolUnionParamOfTool(schema, "record_survey")}
	p.ToolChoice = anthropic.ToolChoiceParamOfTool("record_survey")
	return p
}

func TestText(t *testing.T) {
	client := newClient(t, conformance.Hello.Tag)
	got, err := client.Messages.New(context.Background(), helloParams())
	if err != nil {
		t.Fatal(err)
	}
	if len(got.Content) != 1 || got.Content[0].Text != conformance.HelloText || got.StopReason != "end_turn" || got.Usage.OutputTokens == 0 {
		t.Errorf("content %+v stop %q usage %+v, want %q, end_turn and usage", got.Content, got.StopReason, got.Usage, conformance.HelloText)
	}
}

func TestStructuredOutputWithImage(t *testing.T) {
	p := surveyParams()
	p.OutputConfig = anthropic.OutputConfigParam{Format: anthropic.JSONOutputFormatParam{Schema: conformance.SchemaMap()}}
	client := newClient(t, conformance.Survey.Tag)
	got, err := client.Messages.New(context.Background(), p)
	if err != nil {
		t.Fatal(err)
	}
	if len(got.Content) != 1 || got.Content[0].Text != conformance.SurveyData || got.Usage.InputTokens != 1200 {
		t.Errorf("content %+v usage %+v, want %s with the recorded usage", got.Content, got.Usage, conformance.SurveyData)
	}
}

func TestForcedToolCall(t *testing.T) {
	client := newClient(t, conformance.Survey.Tag)
	got, err := client.Messages.New(context.Background(), withTool(surveyParams()))
	if err != nil {
		t.Fatal(err)
	}
	checkToolUse(t, got)
}

// checkToolUse checks got is one record_survey call with the survey data.
func checkToolUse(t *testing.T, got *anthropic.Message) {
	t.Helper()
	if len(got.Content) != 1 || got.StopReason != "tool_use" {
		t.Fatalf("content %+v stop %q, want one tool_use block", got.Content, got.StopReason)
	}
	use := got.Content[0].AsToolUse()
	if use.Name != "record_survey" || use.ID == "" || !sameJSON(use.Input, conformance.SurveyData) {
		t.Errorf("tool use %s %s input %s, want record_survey with %s", use.ID, use.Name, use.Input, conformance.SurveyData)
	}
}

// sameJSON reports whether raw is want (compact JSON) up to white space.
func sameJSON(raw json.RawMessage, want string) bool {
	var buf bytes.Buffer
	return json.Compact(&buf, raw) == nil && buf.String() == want
}

// accumulate streams p into one message with the SDK's accumulator.
func accumulate(t *testing.T, tag string, p anthropic.MessageNewParams) (*anthropic.Message, int) {
	t.Helper()
	client := newClient(t, tag)
	stream := client.Messages.NewStreaming(context.Background(), p)
	var msg anthropic.Message
	events := 0
	for stream.Next() {
		if err := msg.Accumulate(stream.Current()); err != nil {
			t.Fatal(err)
		}
		events++
	}
	if err := stream.Err(); err != nil {
		t.Fatal(err)
	}
	return &msg, events
}

func TestStreamingText(t *testing.T) {
	msg, events := accumulate(t, conformance.Hello.Tag, helloParams())
	if len(msg.Content) != 1 || msg.Content[0].Text != conformance.HelloText || msg.StopReason != "end_turn" || events < 8 {
		t.Errorf("content %+v stop %q in %d events, want %q and end_turn", msg.Content, msg.StopReason, events, conformance.HelloText)
	}
}

func TestStreamingToolCall(t *testing.T) {
	msg, _ := accumulate(t, conformance.Survey.Tag, withTool(surveyParams()))
	checkToolUse(t, msg)
}

func TestMissIsAnAPIError(t *testing.T) {
	p := helloParams()
	p.System[0].Text = "You are verbose."
	client := newClient(t, conformance.Hello.Tag)
	_, err := client.Messages.New(context.Background(), p)
	var apiErr *anthropic.Error
	if !errors.As(err, &apiErr) || apiErr.StatusCode != http.StatusNotFound || !strings.Contains(apiErr.Error(), "not_found_error") {
		t.Errorf("error %v, want a 404 *anthropic.Error of type not_found_error", err)
	}
}
