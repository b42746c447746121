package provider

import (
	"encoding/json"
	"strings"
	"testing"
)

// weatherConversation is a tool conversation whose tool result is result.
func weatherConversation(result string) *Request {
	return &Request{System: "Be brief.", Conversation: &Conversation{
		Turns: []Turn{{Role: RoleUser, Parts: []Part{TextPart("Weather in Oslo?")}},
			{Role: RoleToolCall, Name: "weather", Arguments: json.RawMessage(`{"city":"Oslo"}`)},
			{Role: RoleToolResult, Name: "weather", Parts: []Part{TextPart(result)}}},
		Tools: []Tool{{Name: "weather"}}, ToolChoice: ToolChoiceAuto}}
}

func TestConversationIsFingerprintedAndDiffed(t *testing.T) {
	rain, snow := weatherConversation("rain"), weatherConversation("snow")
	fr, _ := Fingerprint(rain)
	fs, _ := Fingerprint(snow)
	single := &Request{System: "Be brief.", Parts: []Part{TextPart("Weather in Oslo?")}}
	f1, _ := Fingerprint(single)
	if fr == fs || fr == f1 {
		t.Errorf("fingerprints rain %s snow %s single turn %s, want three", fr, fs, f1)
	}
	d := differences(Canonical(rain), Canonical(snow))
	if len(d) != 1 || !strings.Contains(d[0], "conversation turn 2 differs") {
		t.Errorf("differences %q, want turn 2 named", d)
	}
}

func TestFixtureKeepsToolCallsAndLaterAnswers(t *testing.T) {
	req := weatherConversation("rain")
	first := &Response{Data: json.RawMessage(`"Checking."`), Provider: "p", Model: "m", FinishReason: FinishToolCall,
		ToolCalls: []ToolCall{{Name: "weather", Arguments: json.RawMessage(`{ "city": "Oslo" }`)}}}
	f, err := NewFixture(req, first)
	if err != nil {
		t.Fatal(err)
	}
	f, err = f.WithNext(&Response{Data: json.RawMessage(`"Rain."`), Model: "m", FinishReason: FinishStop})
	if err != nil {
		t.Fatal(err)
	}
	store, err := OpenStore(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := store.Put(f); err != nil {
		t.Fatal(err)
	}
	got, err := store.Match(req)
	if err != nil {
		t.Fatal(err)
	}
	answers := []string{}
	for i := range 3 {
		r := got.ResponseAt(i)
		answers = append(answers, string(r.Data)+" "+r.FinishReason)
		if i == 0 && (len(r.ToolCalls) != 1 || string(r.ToolCalls[0].Arguments) != `{"city":"Oslo"}`) {
			t.Errorf("first answer's tool calls %+v, want the weather call with compact arguments", r.ToolCalls)
		}
	}
	if want := `"Checking." tool_calls,"Rain." stop,"Rain." stop`; strings.Join(answers, ",") != want {
		t.Errorf("answers %s, want %s (the last one again past the end)", strings.Join(answers, ","), want)
	}
	if got.Answers() != 2 {
		t.Errorf("Answers() = %d, want 2", got.Answers())
	}
}

func TestAnswerCallingToolsIsNotValidatedAgainstTheSchema(t *testing.T) {
	schema := json.RawMessage(`{"type":"object"}`)
	calling := &Response{Data: json.RawMessage(`""`), ToolCalls: []ToolCall{{Name: "f", Arguments: json.RawMessage(`{}`)}}}
	if err := ValidateResponse(schema, calling); err != nil {
		t.Errorf("ValidateResponse(an answer calling a tool) = %v, want nil", err)
	}
	if err := ValidateResponse(schema, &Response{Data: json.RawMessage(`""`)}); err == nil {
		t.Error("ValidateResponse(a string for an object schema) = nil, want an error")
	}
}
