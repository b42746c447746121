package bedrock

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/bedrockruntime"
	"github.com/aws/aws-sdk-go-v2/service/bedrockruntime/document"
	"github.com/aws/aws-sdk-go-v2/service/bedrockruntime/types"

	"github.com/scriptorium/scriptorium/internal/conformance"
	"github.com/scriptorium/scriptorium/internal/testenv"
)

// TestMain keeps the tests off the network (see netguard).
func TestMain(m *testing.M) { testenv.Main(m) }

// model is the model id the requests name.
const model = "anthropic.claude-sonnet-4-5"

// newClient returns an SDK client pointed at a fresh mock server, signing
// with made-up static credentials and never retrying. Its transport sees the
// request body through [readOnlyBody].
func newClient(t *testing.T) *bedrockruntime.Client {
	s := conformance.NewServer(t)
	creds := aws.CredentialsProviderFunc(func(context.Context) (aws.Credentials, error) {
		return aws.Credentials{AccessKeyID: "AKIDEXAMPLE", SecretAccessKey: "not-a-secret"}, nil
	})
	return bedrockruntime.New(bedrockruntime.Options{Region: "us-east-1", BaseEndpoint: aws.String(s.URL),
		Credentials: creds, HTTPClient: &http.Client{Transport: readOnlyBody{s.Client().Transport}},
		Retryer: aws.NopRetryer{}})
}

// readOnlyBody hides the request body's WriteTo from the transport.
//
// smithy-go (transport/http/client.go) closes the request body as soon as
// response headers arrive, and its closed body's WriteTo returns io.EOF.
// net/http's writer drains the body once more after the last byte; when a
// server answers within microseconds, as a loopback mock does, that drain
// can come after the close, the EOF counts as a write error, and the
// transport closes the connection under the streaming response ("use of
// closed network connection"). Read on a closed body returns a plain EOF,
// which the drain accepts.
type readOnlyBody struct{ http.RoundTripper }

// RoundTrip implements http.RoundTripper.
func (t readOnlyBody) RoundTrip(r *http.Request) (*http.Response, error) {
	if r.Body != nil {
		r = r.Clone(r.Context())
		r.Body = struct{ io.ReadCloser }{r.Body}
	}
	return t.RoundTripper.RoundTrip(r)
}

// hello is conformance.Hello as Converse input.
func hello() *bedrockruntime.ConverseInput {
	return &bedrockruntime.ConverseInput{ModelId: aws.String(model),
		System: []types.SystemContentBlock{&types.SystemContentBlockMemberText{Value: conformance.Hello.System}},
		Messages: []types.Message{{Role: types.ConversationRoleUser,
			Content: []types.ContentBlock{&types.ContentBlockMemberText{Value: conformance.Hello.Parts[0].Text}}}},
		RequestMetadata: map[string]string{"fixture_tag": conformance.Hello.Tag}}
}

// survey is conformance.Survey as Converse input forcing the record_survey
// tool, with the image as bytes.
func survey() *bedrockruntime.ConverseInput {
	p := conformance.Survey.Parts
	name := "record_survey"
	return &bedrockruntime.ConverseInput{ModelId: aws.String(model),
		System: []types.SystemContentBlock{&types.SystemContentBlockMemberText{Value: conformance.Survey.System}},
		Messages: []types.Message{{Role: types.ConversationRoleUser, Content: []types.ContentBlock{
			&types.ContentBlockMemberText{Value: p[0].Text},
			&types.ContentBlockMemberImage{Value: types.ImageBlock{Format: types.ImageFormatPng, Source: &types.ImageSourceMemberBytes{Value: p[1].Data}}},
			&types.ContentBlockMemberText{Value: p[2].Text}}}},
		ToolConfig: &types.ToolConfiguration{
			Tools: []types.Tool{&types.ToolMemberToolSpec{Value: types.ToolSpecification{Name: aws.String(name),
				InputSchema: &types.ToolInputSchemaMemberJson{Value: document.NewLazyDocument(conformance.SchemaMap())}}}},
			ToolChoice: &types.ToolChoiceMemberTool{Value: types.SpecificToolChoice{Name: aws.String(name)}}},
		RequestMetadata: map[string]string{"fixture_tag": conformance.Survey.Tag}}
}

func TestConverseText(t *testing.T) {
	got, err := newClient(t).Converse(context.Background(), hello())
	if err != nil {
		t.Fatal(err)
	}
	msg := got.Output.(*types.ConverseOutputMemberMessage).Value
	text, ok := msg.Content[0].(*types.ContentBlockMemberText)
	if !ok || text.Value != conformance.HelloText || got.StopReason != types.StopReasonEndTurn ||
		*got.Usage.TotalTokens != *got.Usage.InputTokens+*got.Usage.OutputTokens {
		t.Errorf("content %+v stop %q usage %+v, want %q, end_turn and consistent usage", msg.Content, got.StopReason, got.Usage, conformance.HelloText)
	}
}

func TestConverseForcedToolWithImage(t *testing.T) {
	got, err := newClient(t).Converse(context.Background(), survey())
	if err != nil {
		t.Fatal(err)
	}
	use, ok := got.Output.(*types.ConverseOutputMemberMessage).Value.Content[0].(*types.ContentBlockMemberToolUse)
	if !ok || got.StopReason != types.StopReasonToolUse {
		t.Fatalf("output %+v stop %q, want a tool use", got.Output, got.StopReason)
	}
	var input map[string]any
	if err := use.Value.Input.UnmarshalSmithyDocument(&input); err != nil {
		t.Fatal(err)
	}
	raw, _ := json.Marshal(input)
	if *use.Value.Name != "record_survey" || string(raw) != conformance.SurveyData {
		t.Errorf("tool use %s(%s), want record_survey(%s)", *use.Value.Name, raw, conformance.SurveyData)
	}
}

// stream runs ConverseStream and returns the text, the tool input deltas
// joined, and the stop reason.
func stream(t *testing.T, in *bedrockruntime.ConverseInput) (string, string, types.StopReason) {
	t.Helper()
	out, err := newClient(t).ConverseStream(context.Background(), &bedrockruntime.ConverseStreamInput{ModelId: in.ModelId,
		System: in.System, Messages: in.Messages, ToolConfig: in.ToolConfig, RequestMetadata: in.RequestMetadata})
	if err != nil {
		t.Fatal(err)
	}
	es := out.GetStream()
	defer es.Close()
	var text, input strings.Builder
	var stop types.StopReason
	for ev := range es.Events() {
		switch v := ev.(type) {
		case *types.ConverseStreamOutputMemberContentBlockDelta:
			switch d := v.Value.Delta.(type) {
			case *types.ContentBlockDeltaMemberText:
				text.WriteString(d.Value)
			case *types.ContentBlockDeltaMemberToolUse:
				input.WriteString(*d.Value.Input)
			}
		case *types.ConverseStreamOutputMemberMessageStop:
			stop = v.Value.StopReason
		}
	}
	if err := es.Err(); err != nil {
		t.Fatal(err)
	}
	return text.String(), input.String(), stop
}

func TestConverseStreamText(t *testing.T) {
	text, _, stop := stream(t, hello())
	if text != conformance.HelloText || stop != types.StopReasonEndTurn {
		t.Errorf("text %q stop %q, want %q and end_turn", text, stop, conformance.HelloText)
	}
}

func TestConverseStreamToolUse(t *testing.T) {
	_, input, stop := stream(t, survey())
	if input != conformance.SurveyData || stop != types.StopReasonToolUse {
		t.Errorf("tool input %q stop %q, want %s and tool_use", input, stop, conformance.SurveyData)
	}
}

func TestMissIsResourceNotFound(t *testing.T) {
	in := hello()
	in.System = []types.SystemContentBlock{&types.SystemContentBlockMemberText{Value: "You are verbose."}}
	_, err := newClient(t).Converse(context.Background(), in)
	var notFound *types.ResourceNotFoundException
	if !errors.As(err, &notFound) || !strings.Contains(notFound.ErrorMessage(), "chat.hello") {
		t.Errorf("error %v, want a ResourceNotFoundException naming the tag", err)
	}
}

// helloInvoke is conformance.Hello as an InvokeModel body for an Anthropic
// model, the tag in its metadata.
func helloInvoke(t *testing.T) []byte {
	t.Helper()
	body, err := json.Marshal(map[string]any{"anthropic_version": "bedrock-2023-05-31", "max_tokens": 256,
		"system": conformance.Hello.System, "metadata": map[string]string{"fixture_tag": conformance.Hello.Tag},
		"messages": []map[string]any{{"role": "user", "content": conformance.Hello.Parts[0].Text}}})
	if err != nil {
		t.Fatal(err)
	}
	return body
}

func TestInvokeModelWithAnAnthropicBody(t *testing.T) {
	got, err := newClient(t).InvokeModel(context.Background(), &bedrockruntime.InvokeModelInput{ModelId: aws.String(model),
		ContentType: aws.String("application/json"), Body: helloInvoke(t)})
	if err != nil {
		t.Fatal(err)
	}
	var msg struct {
		Content    []struct{ Type, Text string }
		StopReason string `json:"stop_reason"`
	}
	if err := json.Unmarshal(got.Body, &msg); err != nil || len(msg.Content) != 1 || msg.Content[0].Text != conformance.HelloText ||
		msg.StopReason != "end_turn" {
		t.Errorf("body %s (err %v), want a Messages answer with %q", got.Body, err, conformance.HelloText)
	}
}

func TestInvokeModelWithResponseStream(t *testing.T) {
	got, err := newClient(t).InvokeModelWithResponseStream(context.Background(), &bedrockruntime.InvokeModelWithResponseStreamInput{
		ModelId: aws.String(model), ContentType: aws.String("application/json"), Body: helloInvoke(t)})
	if err != nil {
		t.Fatal(err)
	}
	stream := got.GetStream()
	defer stream.Close()
	var text strings.Builder
	var last string
	for ev := range stream.Events() {
		chunk, ok := ev.(*types.ResponseStreamMemberChunk)
		if !ok {
			t.Fatalf("event %T, want chunks only", ev)
		}
		var inner struct {
			Type  string
			Delta struct{ Text string }
		}
		if err := json.Unmarshal(chunk.Value.Bytes, &inner); err != nil {
			t.Fatalf("chunk %s: %v", chunk.Value.Bytes, err)
		}
		text.WriteString(inner.Delta.Text)
		last = inner.Type
	}
	if err := stream.Err(); err != nil || text.String() != conformance.HelloText || last != "message_stop" {
		t.Errorf("text %q ending with %q (err %v), want %q then message_stop", text.String(), last, err, conformance.HelloText)
	}
}
