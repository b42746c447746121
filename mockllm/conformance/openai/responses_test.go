package openai

import (
	"context"
	"strings"
	"testing"

	"github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/responses"
	"github.com/openai/openai-go/v3/shared"

	"github.com/scriptorium/scriptorium/internal/conformance"
)

// helloResponse is conformance.Hello as Responses parameters.
func helloResponse() responses.ResponseNewParams {
	return responses.ResponseNewParams{Model: "gpt-4.1-mini", Instructions: openai.String(conformance.Hello.System),
		Input:    responses.ResponseNewParamsInputUnion{OfString: openai.String(conformance.Hello.Parts[0].Text)},
		Metadata: shared.Metadata{"fixture_tag": conformance.Hello.Tag}}
}

// surveyResponse is conformance.Survey as Responses parameters forcing the
// record_survey function, with the image as a data URL.
func surveyResponse() responses.ResponseNewParams {
	p := conformance.Survey.Parts
	content := responses.ResponseInputMessageContentListParam{
		{OfInputText: &responses.ResponseInputTextParam{Text: p[0].Text}},
		{OfInputImage: &responses.ResponseInputImageParam{ImageURL: openai.String(dataURL(p[1].Data)), Detail: responses.ResponseInputImageDetailHigh}},
		{OfInputText: &responses.ResponseInputTextParam{Text: p[2].Text}},
	}
	return responses.ResponseNewParams{Model: "gpt-4.1-mini", Instructions: openai.String(conformance.Survey.System),
		Input: responses.ResponseNewParamsInputUnion{OfInputItemList: responses.ResponseInputParam{
			responses.ResponseInputItemParamOfMessage(content, responses.EasyInputMessageRoleUser)}},
		Tools: []responses.ToolUnionParam{{OfFunction: &responses.FunctionToolParam{Name: "record_survey",
			Parameters: conformance.SchemaMap(), Strict: openai.Bool(true)}}},
		ToolChoice: responses.ResponseNewParamsToolChoiceUnion{OfFunctionTool: &responses.ToolChoiceFunctionParam{Name: "record_survey"}},
		Metadata:   shared.Metadata{"fixture_tag": conformance.Survey.Tag}}
}

func TestResponsesText(t *testing.T) {
	client := newClient(t)
	got, err := client.Responses.New(context.Background(), helloResponse())
	if err != nil {
		t.Fatal(err)
	}
	if got.OutputText() != conformance.HelloText || got.Status != "completed" || got.Usage.TotalTokens != got.Usage.InputTokens+got.Usage.OutputTokens {
		t.Errorf("output %q status %q usage %+v, want %q, completed and consistent usage", got.OutputText(), got.Status, got.Usage, conformance.HelloText)
	}
}

func TestResponsesFunctionCall(t *testing.T) {
	client := newClient(t)
	got, err := client.Responses.New(context.Background(), surveyResponse())
	if err != nil {
		t.Fatal(err)
	}
	if len(got.Output) != 1 || got.Output[0].Type != "function_call" {
		t.Fatalf("output %+v, want one function call", got.Output)
	}
	call := got.Output[0].AsFunctionCall()
	if call.Name != "record_survey" || call.Arguments != conformance.SurveyData || call.CallID == "" {
		t.Errorf("call %s(%s) id %q, want record_survey(%s) with a call id", call.Name, call.Arguments, call.CallID, conformance.SurveyData)
	}
}

func TestResponsesStreaming(t *testing.T) {
	client := newClient(t)
	stream := client.Responses.NewStreaming(context.Background(), helloResponse())
	var deltas strings.Builder
	var final responses.Response
	for stream.Next() {
		ev := stream.Current()
		switch ev.Type {
		case "response.output_text.delta":
			deltas.WriteString(ev.Delta)
		case "response.completed":
			final = ev.AsResponseCompleted().Response
		}
	}
	if err := stream.Err(); err != nil {
		t.Fatal(err)
	}
	if deltas.String() != conformance.HelloText || final.OutputText() != conformance.HelloText {
		t.Errorf("deltas %q final %q, want %q twice", deltas.String(), final.OutputText(), conformance.HelloText)
	}
}
