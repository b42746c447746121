package mockllm

import (
	"encoding/json"
	"testing"

	"github.com/scriptorium/scriptorium/provider"
)

// jsonStrings are strings whose JSON spelling takes every kind of escape
// json.Marshal writes.
var jsonStrings = []string{"", "plain", "a\"b\\c/d", "\b\f\n\r\t\x00\x01\x1f\x7f", "<a href='x'>&amp;</a>",
	"é😀\u2028\u2029\ufffd", "bad \xff\xfe utf8 \xc3 \xe2\x82 ok \xe2\x82\xac"}

// TestAppendJSONStringAsMarshal checks appendJSONString against
// json.Marshal on strings with every kind of escape.
func TestAppendJSONStringAsMarshal(t *testing.T) {
	for _, s := range jsonStrings {
		checkAppendJSONString(t, s)
	}
}

// FuzzAppendJSONString checks appendJSONString against json.Marshal on
// any string.
func FuzzAppendJSONString(f *testing.F) {
	for _, s := range jsonStrings {
		f.Add(s)
	}
	f.Fuzz(checkAppendJSONString)
}

func checkAppendJSONString(t *testing.T, s string) {
	want, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	if got := appendJSONString([]byte("x"), s); string(got) != "x"+string(want) {
		t.Errorf("appendJSONString(%q) = %s, want x%s", s, got, want)
	}
}

// TestChatChunksAsMarshal checks that each Chat Completions stream event
// appends the bytes json.Marshal gives it: text streams with and without
// usage, tool calls, parallel ones and their argument pieces, text with
// every kind of escape, a length finish.
func TestChatChunksAsMarshal(t *testing.T) {
	calls := []toolCall{{ID: "call_1", Name: "record<survey>", Args: json.RawMessage(`{"title":"a\u2028b"}`)},
		{ID: "call_2", Name: "f", Args: json.RawMessage(`{}`)}}
	for _, s := range jsonStrings {
		for _, a := range []*answer{
			{ID: "x" + s, Model: s, Text: s + "more text to split into deltas", Finish: provider.FinishStop, Usage: provider.Usage{InputTokens: 3, OutputTokens: 5}},
			{ID: "y", Model: "m", Text: s, Finish: provider.FinishLength},
			{ID: "z", Model: "m", ToolCalls: calls, Finish: provider.FinishToolCall},
			{ID: "w", Model: "m", Text: "both", ToolCalls: calls[:1]},
		} {
			for _, usage := range []bool{false, true} {
				for _, ev := range (openaiCodec{}).events(&call{IncludeUsage: usage, ArgumentBytes: 4}, a) {
					app, ok := ev.Data.(jsonAppender)
					if !ok {
						continue
					}
					got, ok := app.appendJSON(nil)
					want, err := json.Marshal(ev.Data)
					if !ok || err != nil || string(got) != string(want) {
						t.Errorf("event of %+v:\n got %s %v\nwant %s %v", a, got, ok, want, err)
					}
				}
			}
		}
	}
}

// TestStreamEventsAsMarshal checks that every wire format's stream events
// are written as json.Marshal writes them, for text, tool calls (parallel
// ones, in pieces), both, a length finish and strings with every kind of
// escape.
func TestStreamEventsAsMarshal(t *testing.T) {
	calls := []toolCall{{ID: "call_1", Name: "record<survey>", Args: json.RawMessage(`{"title": "a\u2028b <i>"}`)},
		{ID: "call_2", Name: "f", Args: json.RawMessage(`{}`)}}
	for _, f := range append(wireFormats, wireFormat{name: "bedrock-invoke", codec: bedrockInvokeCodec{}}) {
		for _, s := range jsonStrings {
			for _, a := range []*answer{
				{ID: "x" + s, Model: s, Text: s + "more text to split into deltas", Finish: provider.FinishStop, Usage: provider.Usage{InputTokens: 3, OutputTokens: 5}},
				{ID: "y", Model: "m", Text: s, Finish: provider.FinishLength},
				{ID: "z", Model: "m", ToolCalls: calls, Finish: provider.FinishToolCall},
				{ID: "w", Model: "m", Text: "both", ToolCalls: calls[:1]},
			} {
				for _, ev := range f.codec.events(&call{IncludeUsage: true, ArgumentBytes: 4}, a) {
					if _, raw := ev.Data.(rawData); raw {
						continue
					}
					got, err := eventData(ev)
					want, wantErr := json.Marshal(ev.Data)
					if err != nil || wantErr != nil || string(got) != string(want) {
						t.Errorf("%s event %s of %+v:\n got %s %v\nwant %s %v", f.name, ev.Name, a, got, err, want, wantErr)
					}
				}
			}
		}
	}
}
