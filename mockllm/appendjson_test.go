package mockllm

import (
	"encoding/json"
	"reflect"
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

// encodedAnswers are answers to encode: text, tool calls (parallel ones),
// both, a length finish, and strings with every kind of escape.
func encodedAnswers() []*answer {
	calls := []toolCall{{ID: "call_1", Name: "record<survey>", Args: json.RawMessage(`{"title": "a\u2028b <i>"}`)},
		{ID: "call_2", Name: "f", Args: json.RawMessage(`{}`)}}
	var out []*answer
	for _, s := range jsonStrings {
		out = append(out,
			&answer{ID: "x" + s, Model: s, Text: s + "more text to split into deltas", Finish: provider.FinishStop, Usage: provider.Usage{InputTokens: 3, OutputTokens: 5}},
			&answer{ID: "y", Model: "m", Text: s, Finish: provider.FinishLength},
			&answer{ID: "z", Model: "m", ToolCalls: calls, Finish: provider.FinishToolCall},
			&answer{ID: "w", Model: "m", Text: "both", ToolCalls: calls[:1]})
	}
	return out
}

// codecsOfAllRoutes are the codecs of every chat route.
var codecsOfAllRoutes = append([]codec{bedrockInvokeCodec{}}, func() []codec {
	var out []codec
	for _, f := range wireFormats {
		out = append(out, f.codec)
	}
	return out
}()...)

// TestAnswersAsMarshal checks that every wire format's answers are
// written as json.Marshal writes them.
func TestAnswersAsMarshal(t *testing.T) {
	for _, c := range codecsOfAllRoutes {
		for _, a := range encodedAnswers() {
			body := c.encode(&call{}, a)
			got, err := appendValue(nil, body)
			want, wantErr := json.Marshal(body)
			if err != nil || wantErr != nil || string(got) != string(want) {
				t.Errorf("%T answer %+v:\n got %s %v\nwant %s %v", c, a, got, err, want, wantErr)
			}
		}
	}
}

// TestStreamEventsAsMarshal checks that every wire format's stream events
// are written as json.Marshal writes them, tool call arguments in pieces.
func TestStreamEventsAsMarshal(t *testing.T) {
	for _, c := range codecsOfAllRoutes {
		for _, a := range encodedAnswers() {
			for _, ev := range c.events(&call{IncludeUsage: true, ArgumentBytes: 4}, a) {
				if _, raw := ev.Data.(rawData); raw {
					continue
				}
				got, err := eventData(ev)
				want, wantErr := json.Marshal(ev.Data)
				if err != nil || wantErr != nil || string(got) != string(want) {
					t.Errorf("%T event %s of %+v:\n got %s %v\nwant %s %v", c, ev.Name, a, got, err, want, wantErr)
				}
			}
		}
	}
}

// TestDataText checks the text of answer data: a JSON string's value,
// white space around it or not, else the data as compact JSON.
func TestDataText(t *testing.T) {
	for data, want := range map[string]string{`"B2."`: "B2.", " \n\"a\\nb\" ": "a\nb", `{"title": "B2",` + "\n" + ` "n": [1, 2]}`: `{"title":"B2","n":[1,2]}`,
		`[ 1 ]`: `[1]`, `"unterminated`: `"unterminated`} {
		if got := dataText(json.RawMessage(data)); got != want {
			t.Errorf("dataText(%q) = %q, want %q", data, got, want)
		}
	}
}

// handedOver are the fields, as type.field, that make a hand-written
// encoder leave its value to json.Marshal (its appendJSON returns ok
// false): fillWire leaves them zero.
var handedOver = map[string]bool{"chatChoice.Logprobs": true, "ollamaMessage.Images": true, "ollamaMessage.ToolCalls": true}

// TestEncodersWriteEveryField fills every field of each wire struct with a
// hand-written encoder (every exported field of every struct in it, one
// element in each slice and map, an escape in each string) and checks the
// encoder writes what json.Marshal writes, so a field added to a struct
// cannot be dropped from the wire; and that each field of handedOver does
// hand the value over.
func TestEncodersWriteEveryField(t *testing.T) {
	for _, v := range []jsonAppender{&chatCompletion{}, &geminiResponse{}, &ollamaChatOut{}, &ollamaGenerateOut{}} {
		fillWire(reflect.ValueOf(v).Elem(), nil)
		got, ok := v.appendJSON(nil)
		want, err := json.Marshal(v)
		if !ok || err != nil || string(got) != string(want) {
			t.Errorf("%T filled:\n got %s %v\nwant %s %v", v, got, ok, want, err)
		}
	}
	for field := range handedOver {
		for _, v := range []jsonAppender{&chatCompletion{}, &ollamaChatOut{}} {
			if fillWire(reflect.ValueOf(v).Elem(), map[string]bool{field: true}) {
				if _, ok := v.appendJSON(nil); ok {
					t.Errorf("%T with %s filled: appendJSON wrote it, want it left to json.Marshal", v, field)
				}
			}
		}
	}
}

// fillWire sets every exported field of the value v (recursively) to a
// value that is not zero, the fields of handedOver left out unless also
// in with; it reports whether it filled a field of with.
func fillWire(v reflect.Value, with map[string]bool) (filled bool) {
	if v.Type() == reflect.TypeFor[json.RawMessage]() {
		v.SetBytes([]byte(`{"k":[1,"a<"]}`))
		return false
	}
	switch v.Kind() {
	case reflect.String:
		v.SetString("a<\"é\n")
	case reflect.Int, reflect.Int64:
		v.SetInt(7)
	case reflect.Bool:
		v.SetBool(true)
	case reflect.Interface:
		v.Set(reflect.ValueOf("v"))
	case reflect.Pointer:
		v.Set(reflect.New(v.Type().Elem()))
		return fillWire(v.Elem(), with)
	case reflect.Slice:
		v.Set(reflect.MakeSlice(v.Type(), 1, 1))
		return fillWire(v.Index(0), with)
	case reflect.Map:
		elem := reflect.New(v.Type().Elem()).Elem()
		filled = fillWire(elem, with)
		v.Set(reflect.MakeMap(v.Type()))
		v.SetMapIndex(reflect.ValueOf("k"), elem)
	case reflect.Struct:
		for i := range v.NumField() {
			f := v.Type().Field(i)
			name := v.Type().Name() + "." + f.Name
			if !f.IsExported() || handedOver[name] && !with[name] {
				continue
			}
			filled = fillWire(v.Field(i), with) || with[name] || filled
		}
	default:
		panic("fillWire: no value for a " + v.Kind().String())
	}
	return filled
}

// TestChatToolChoiceAsEncodingJSON checks the lexer's reading of
// tool_choice against encoding/json's on every shape a client may send,
// and the ones encoding/json reads apart (a member named in another case).
func TestChatToolChoiceAsEncodingJSON(t *testing.T) {
	for _, choice := range []string{"", `"auto"`, ` "none" `, `"\u0072equired"`, `null`, `{"type":"function","function":{"name":"emit"}}`,
		`{"function":{"name":""}}`, `{"function":null}`, `{"Function":{"Name":"emit"}}`, `{"function":{"name":"emit","strict":true},"x":[1]}`,
		`{"type":1,"function":{"name":"emit"}}`, `{"function":{"name":"a"},"function":{"name":"b"}}`, `[]`, `1`, `{`, `"auto" x`, `{}`} {
		if got, want := chatToolChoice(json.RawMessage(choice)), chatToolChoiceJSON(json.RawMessage(choice)); got != want {
			t.Errorf("chatToolChoice(%s) = %q, want %q", choice, got, want)
		}
	}
}
