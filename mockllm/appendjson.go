package mockllm

import (
	"encoding/json"
	"maps"
	"slices"
	"strconv"
	"unicode/utf8"
)

// jsonAppender is event data that appends its own JSON, the bytes
// json.Marshal would give it, to buf; ok is false when it holds something
// it does not write, which json.Marshal then writes.
type jsonAppender interface {
	appendJSON(buf []byte) (out []byte, ok bool)
}

// appendValue appends v's JSON as json.Marshal writes it: the maps,
// slices and scalars the codecs build stream events from are written here,
// map members sorted by name as json.Marshal sorts them; a jsonAppender
// writes itself; anything else (a struct, raw JSON) is json.Marshal's.
func appendValue(buf []byte, v any) ([]byte, error) {
	switch v := v.(type) {
	case nil:
		return append(buf, "null"...), nil
	case string:
		return appendJSONString(buf, v), nil
	case int:
		return strconv.AppendInt(buf, int64(v), 10), nil
	case bool:
		return strconv.AppendBool(buf, v), nil
	case map[string]any:
		return appendObject(buf, v)
	case map[string]int:
		return appendObject(buf, v)
	case map[string]string:
		return appendObject(buf, v)
	case []map[string]any:
		return appendArray(buf, v)
	case []any:
		return appendArray(buf, v)
	case jsonAppender:
		if out, ok := v.appendJSON(buf); ok {
			return out, nil
		}
	}
	data, err := json.Marshal(v)
	return append(buf, data...), err
}

// appendObject appends a map as a JSON object, members sorted by name;
// null for a nil map.
func appendObject[V any](buf []byte, m map[string]V) ([]byte, error) {
	if m == nil {
		return append(buf, "null"...), nil
	}
	buf = append(buf, '{')
	var err error
	for i, k := range slices.Sorted(maps.Keys(m)) {
		if i > 0 {
			buf = append(buf, ',')
		}
		if buf, err = appendValue(append(appendJSONString(buf, k), ':'), m[k]); err != nil {
			return buf, err
		}
	}
	return append(buf, '}'), nil
}

// appendArray appends a slice as a JSON array; null for a nil slice.
func appendArray[V any](buf []byte, s []V) ([]byte, error) {
	if s == nil {
		return append(buf, "null"...), nil
	}
	buf = append(buf, '[')
	var err error
	for i, v := range s {
		if i > 0 {
			buf = append(buf, ',')
		}
		if buf, err = appendValue(buf, v); err != nil {
			return buf, err
		}
	}
	return append(buf, ']'), nil
}

// appendJSON appends a chat completion or stream chunk as json.Marshal
// writes it; ok is false when a choice has log probabilities, which it
// does not write.
func (cc *chatCompletion) appendJSON(buf []byte) ([]byte, bool) {
	buf = appendJSONString(append(buf, `{"id":`...), cc.ID)
	buf = appendJSONString(append(buf, `,"object":`...), cc.Object)
	buf = strconv.AppendInt(append(buf, `,"created":`...), cc.Created, 10)
	buf = appendJSONString(append(buf, `,"model":`...), cc.Model)
	buf = append(buf, `,"choices":`...)
	if cc.Choices == nil {
		buf = append(buf, "null"...)
	} else {
		buf = append(buf, '[')
		for i, ch := range cc.Choices {
			if ch.Logprobs != nil {
				return buf, false
			}
			if i > 0 {
				buf = append(buf, ',')
			}
			buf = strconv.AppendInt(append(buf, `{"index":`...), int64(ch.Index), 10)
			if ch.Message != nil {
				buf = ch.Message.appendJSON(append(buf, `,"message":`...))
			}
			if ch.Delta != nil {
				buf = ch.Delta.appendJSON(append(buf, `,"delta":`...))
			}
			buf = appendOptString(append(buf, `,"logprobs":null,"finish_reason":`...), ch.FinishReason)
			buf = append(buf, '}')
		}
		buf = append(buf, ']')
	}
	if u := cc.Usage; u != nil {
		buf = strconv.AppendInt(append(buf, `,"usage":{"prompt_tokens":`...), int64(u.PromptTokens), 10)
		buf = strconv.AppendInt(append(buf, `,"completion_tokens":`...), int64(u.CompletionTokens), 10)
		buf = strconv.AppendInt(append(buf, `,"total_tokens":`...), int64(u.TotalTokens), 10)
		buf = append(buf, '}')
	}
	buf = appendOptString(append(buf, `,"system_fingerprint":`...), cc.SystemFingerprint)
	return append(buf, '}'), true
}

// appendJSON appends an answer's message as json.Marshal writes it.
func (m *chatMessageOut) appendJSON(buf []byte) []byte {
	buf = appendJSONString(append(buf, `{"role":`...), m.Role)
	buf = appendOptString(append(buf, `,"content":`...), m.Content)
	buf = appendOptString(append(buf, `,"refusal":`...), m.Refusal)
	if len(m.ToolCalls) > 0 {
		buf = append(buf, `,"tool_calls":[`...)
		for i, tc := range m.ToolCalls {
			if i > 0 {
				buf = append(buf, ',')
			}
			buf = appendJSONString(append(buf, `{"id":`...), tc.ID)
			buf = appendJSONString(append(buf, `,"type":`...), tc.Type)
			buf = appendJSONString(append(buf, `,"function":{"name":`...), tc.Function.Name)
			buf = append(appendJSONString(append(buf, `,"arguments":`...), tc.Function.Arguments), "}}"...)
		}
		buf = append(buf, ']')
	}
	return append(buf, '}')
}

// appendJSON appends a delta as json.Marshal writes it.
func (d *chatOut) appendJSON(buf []byte) []byte {
	buf = append(buf, '{')
	n := len(buf)
	if d.Role != "" {
		buf = appendJSONString(append(buf, `"role":`...), d.Role)
	}
	if d.Content != nil {
		buf = appendJSONString(append(comma(buf, n), `"content":`...), *d.Content)
	}
	if len(d.ToolCalls) > 0 {
		buf = append(comma(buf, n), `"tool_calls":[`...)
		for i, tc := range d.ToolCalls {
			if i > 0 {
				buf = append(buf, ',')
			}
			buf = strconv.AppendInt(append(buf, `{"index":`...), int64(tc.Index), 10)
			if tc.ID != "" {
				buf = appendJSONString(append(buf, `,"id":`...), tc.ID)
			}
			if tc.Type != "" {
				buf = appendJSONString(append(buf, `,"type":`...), tc.Type)
			}
			buf = append(buf, `,"function":{`...)
			if tc.Function.Name != "" {
				buf = append(appendJSONString(append(buf, `"name":`...), tc.Function.Name), ',')
			}
			buf = append(appendJSONString(append(buf, `"arguments":`...), tc.Function.Arguments), "}}"...)
		}
		buf = append(buf, ']')
	}
	return append(buf, '}')
}

// comma appends a comma to buf unless nothing was written since n.
func comma(buf []byte, n int) []byte {
	if len(buf) > n {
		return append(buf, ',')
	}
	return buf
}

// appendOptString appends a string pointer's JSON: null for nil.
func appendOptString(buf []byte, s *string) []byte {
	if s == nil {
		return append(buf, "null"...)
	}
	return appendJSONString(buf, *s)
}

// appendJSONString appends s as a JSON string spelled as json.Marshal
// spells it: '"', '\\' and control characters escaped (\b \f \n \r \t, else
// \u00xx), '<', '>' and '&' as \u003c \u003e \u0026, U+2028 and U+2029 as
// \u2028 and \u2029, and each byte of invalid UTF-8 as \ufffd.
func appendJSONString(buf []byte, s string) []byte {
	const hex = "0123456789abcdef"
	buf = append(buf, '"')
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if c >= ' ' && c != '"' && c != '\\' && c != '<' && c != '>' && c != '&' {
				i++
				continue
			}
			buf = append(buf, s[start:i]...)
			switch c {
			case '"', '\\':
				buf = append(buf, '\\', c)
			case '\b':
				buf = append(buf, '\\', 'b')
			case '\f':
				buf = append(buf, '\\', 'f')
			case '\n':
				buf = append(buf, '\\', 'n')
			case '\r':
				buf = append(buf, '\\', 'r')
			case '\t':
				buf = append(buf, '\\', 't')
			default:
				buf = append(buf, '\\', 'u', '0', '0', hex[c>>4], hex[c&0xf])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			buf = append(append(buf, s[start:i]...), `\ufffd`...)
		case r == '\u2028' || r == '\u2029':
			buf = append(append(buf, s[start:i]...), '\\', 'u', '2', '0', '2', hex[r&0xf])
		default:
			i += size
			continue
		}
		i += size
		start = i
	}
	return append(append(buf, s[start:]...), '"')
}

// appendJSON appends a Gemini answer chunk as json.Marshal writes it; ok
// is false when a part holds what appendValue cannot write.
func (g *geminiResponse) appendJSON(buf []byte) ([]byte, bool) {
	buf = append(buf, `{"candidates":`...)
	if g.Candidates == nil {
		buf = append(buf, "null"...)
	} else {
		buf = append(buf, '[')
		for i, c := range g.Candidates {
			if i > 0 {
				buf = append(buf, ',')
			}
			buf = appendJSONString(append(buf, `{"content":{"role":`...), c.Content.Role)
			var err error
			if buf, err = appendArray(append(buf, `,"parts":`...), c.Content.Parts); err != nil {
				return buf, false
			}
			buf = append(buf, '}')
			if c.FinishReason != "" {
				buf = appendJSONString(append(buf, `,"finishReason":`...), c.FinishReason)
			}
			buf = append(strconv.AppendInt(append(buf, `,"index":`...), int64(c.Index), 10), '}')
		}
		buf = append(buf, ']')
	}
	if u := g.UsageMetadata; u != nil {
		buf = strconv.AppendInt(append(buf, `,"usageMetadata":{"promptTokenCount":`...), int64(u.PromptTokenCount), 10)
		buf = strconv.AppendInt(append(buf, `,"candidatesTokenCount":`...), int64(u.CandidatesTokenCount), 10)
		buf = append(strconv.AppendInt(append(buf, `,"totalTokenCount":`...), int64(u.TotalTokenCount), 10), '}')
	}
	buf = appendJSONString(append(buf, `,"modelVersion":`...), g.ModelVersion)
	buf = appendJSONString(append(buf, `,"responseId":`...), g.ResponseID)
	return append(buf, '}'), true
}

// appendJSON appends an /api/chat chunk as json.Marshal writes it; ok is
// false for a message with images or tool calls, which it does not write.
func (o *ollamaChatOut) appendJSON(buf []byte) ([]byte, bool) {
	m := &o.Message
	if len(m.Images) > 0 || len(m.ToolCalls) > 0 {
		return buf, false
	}
	buf = appendJSONString(append(buf, `{"model":`...), o.Model)
	buf = appendJSONString(append(buf, `,"created_at":`...), o.CreatedAt)
	buf = appendJSONString(append(buf, `,"message":{"role":`...), m.Role)
	buf = appendJSONString(append(buf, `,"content":`...), m.Content)
	if m.ToolName != "" {
		buf = appendJSONString(append(buf, `,"tool_name":`...), m.ToolName)
	}
	return o.ollamaDone.appendMembers(append(buf, '}')), true
}

// appendJSON appends an /api/generate chunk as json.Marshal writes it.
func (o *ollamaGenerateOut) appendJSON(buf []byte) ([]byte, bool) {
	buf = appendJSONString(append(buf, `{"model":`...), o.Model)
	buf = appendJSONString(append(buf, `,"created_at":`...), o.CreatedAt)
	buf = appendJSONString(append(buf, `,"response":`...), o.Response)
	return o.ollamaDone.appendMembers(buf), true
}

// appendMembers appends the closing members of an Ollama chunk and the
// chunk's closing brace.
func (d *ollamaDone) appendMembers(buf []byte) []byte {
	buf = strconv.AppendBool(append(buf, `,"done":`...), d.Done)
	if d.DoneReason != "" {
		buf = appendJSONString(append(buf, `,"done_reason":`...), d.DoneReason)
	}
	if d.PromptEvalCount != 0 {
		buf = strconv.AppendInt(append(buf, `,"prompt_eval_count":`...), int64(d.PromptEvalCount), 10)
	}
	if d.EvalCount != 0 {
		buf = strconv.AppendInt(append(buf, `,"eval_count":`...), int64(d.EvalCount), 10)
	}
	return append(buf, '}')
}
