package mockllm

import (
	"bytes"
	"encoding/json"
)

// The member names the Chat Completions fast decoder reads, in the order
// of the indexes its switches use.
var (
	chatRequestNames = []string{"model", "messages", "stream", "stream_options", "response_format",
		"tools", "tool_choice", "metadata", "n", "logprobs", "top_logprobs"}
	chatMessageNames = []string{"role", "content", "name", "tool_call_id", "tool_calls"}
	chatPartNames    = []string{"type", "text", "refusal", "image_url"}
	chatToolNames    = []string{"type", "function"}
	chatFuncNames    = []string{"name", "description", "parameters"}
)

// lexChat decodes a Chat Completions body in one pass with the lexer,
// giving what unmarshal into a chatRequest gives, each message's content
// decoded too and an image's base64 hashed where it lies in the body; ok
// is false when the lexer leaves the body to encoding/json (see lexer).
func lexChat(body []byte) (*chatRequest, bool) {
	l := &lexer{data: body}
	in := new(chatRequest)
	ok := l.members(chatRequestNames, func(i int) (ok bool) {
		switch i {
		case 0:
			in.Model, ok = l.text()
		case 1:
			ok = l.null() || l.array(func() bool {
				m, ok := lexChatMessage(l)
				in.Messages = append(in.Messages, m)
				return ok
			})
		case 2:
			in.Stream, ok = l.boolean()
		case 3:
			ok = lexStreamOptions(l, in)
		case 4:
			ok = lexResponseFormat(l, in)
		case 5:
			ok = l.null() || l.array(func() bool {
				t, ok := lexChatTool(l)
				in.Tools = append(in.Tools, t)
				return ok
			})
		case 6:
			in.ToolChoice, ok = l.raw()
		case 7:
			in.Metadata, ok = lexMetadata(l)
		case 8:
			in.N, ok = l.optInt()
		case 9:
			in.Logprobs, ok = l.optBool()
		case 10:
			in.TopLogprobs, ok = l.optInt()
		}
		return ok
	})
	return in, ok && l.end()
}

// lexStreamOptions reads stream_options.
func lexStreamOptions(l *lexer, in *chatRequest) bool {
	if l.null() {
		return true
	}
	in.StreamOptions = &struct {
		IncludeUsage bool `json:"include_usage"`
	}{}
	return l.members([]string{"include_usage"}, func(int) (ok bool) {
		in.StreamOptions.IncludeUsage, ok = l.boolean()
		return ok
	})
}

// lexResponseFormat reads response_format: its type and json_schema's
// schema.
func lexResponseFormat(l *lexer, in *chatRequest) bool {
	if l.null() {
		return true
	}
	rf := &struct {
		Type       string `json:"type"`
		JSONSchema *struct {
			Schema json.RawMessage `json:"schema"`
		} `json:"json_schema"`
	}{}
	in.ResponseFormat = rf
	return l.members([]string{"type", "json_schema"}, func(i int) (ok bool) {
		if i == 0 {
			rf.Type, ok = l.text()
			return ok
		}
		if l.null() {
			return true
		}
		rf.JSONSchema = &struct {
			Schema json.RawMessage `json:"schema"`
		}{}
		return l.members([]string{"schema"}, func(int) (ok bool) {
			rf.JSONSchema.Schema, ok = l.raw()
			return ok
		})
	})
}

// lexMetadata reads metadata, keeping only what requestTag reads: the
// fixture tag when it is a string (the last one, when it is given twice,
// as a map keeps it).
func lexMetadata(l *lexer) (map[string]any, bool) {
	if l.null() {
		return nil, true
	}
	m := map[string]any{}
	ok := l.object(func(name []byte) bool {
		if string(name) != metadataTag {
			return l.skip()
		}
		delete(m, metadataTag)
		if l.peek() != '"' {
			return l.skip()
		}
		tag, ok := l.str()
		m[metadataTag] = string(tag)
		return ok
	})
	return m, ok
}

// lexChatMessage reads one message, its content decoded (see
// chatMessage.content).
func lexChatMessage(l *lexer) (chatMessage, bool) {
	var m chatMessage
	ok := l.members(chatMessageNames, func(i int) (ok bool) {
		switch i {
		case 0:
			m.Role, ok = l.text()
		case 1:
			m.lexed, ok = lexContent(l, func(p *chatPart) bool { return lexChatPart(l, p) })
		case 2:
			m.Name, ok = l.text()
		case 3:
			m.ToolCallID, ok = l.text()
		case 4:
			m.ToolCalls, ok = l.raw()
		}
		return ok
	})
	return m, ok
}

// lexChatPart reads one content part into p.
func lexChatPart(l *lexer, p *chatPart) bool {
	return l.members(chatPartNames, func(i int) (ok bool) {
		switch i {
		case 0:
			p.Type, ok = l.text()
		case 1:
			p.Text, ok = l.text()
		case 2:
			p.Refusal, ok = l.text()
		case 3:
			ok = lexImageURL(l, p)
		}
		return ok
	})
}

// lexImageURL reads a part's image_url and its url.
func lexImageURL(l *lexer, p *chatPart) bool {
	if l.null() {
		return true
	}
	p.ImageURL = &struct {
		URL dataURL `json:"url"`
	}{}
	return l.members([]string{"url"}, func(int) (ok bool) {
		p.ImageURL.URL, ok = l.dataURL()
		return ok
	})
}

// dataURL reads a string holding an image URL into its part, as
// dataURL.UnmarshalJSON does: a string with escapes is decoded first, one
// without is taken as it lies in the body, where a data URL's base64 is
// decoded into the part's hash. The end of such a string is found with
// bytes.IndexByte, and only what a JSON string may not hold is checked
// besides: the base64 decoder refuses any byte but its alphabet, padding
// and line breaks, so only the line breaks are looked for after the comma.
func (l *lexer) dataURL() (dataURL, bool) {
	var u dataURL
	if l.null() {
		u.part, u.err = dataURLPart("")
		return u, true
	}
	if l.peek() != '"' {
		return u, l.fail()
	}
	rest := l.data[l.pos+1:]
	end := bytes.IndexByte(rest, '"')
	if end < 0 {
		return u, l.fail()
	}
	url := rest[:end]
	if bytes.IndexByte(url, '\\') >= 0 {
		s, ok := l.str()
		if ok {
			u.part, u.err = dataURLPart(s)
		}
		return u, ok
	}
	l.pos += 1 + end + 1
	u.part, u.err = dataURLPart(url)
	meta, data, _ := bytes.Cut(url, []byte(","))
	if u.err != nil {
		meta, data = url, nil
	}
	if hasControl(meta) || bytes.IndexByte(data, '\n') >= 0 || bytes.IndexByte(data, '\r') >= 0 {
		return u, l.fail()
	}
	return u, true
}

// hasControl reports whether s holds a control character, which a JSON
// string may not hold unescaped.
func hasControl(s []byte) bool {
	for _, c := range s {
		if c < ' ' {
			return true
		}
	}
	return false
}

// lexChatTool reads one tool.
func lexChatTool(l *lexer) (chatTool, bool) {
	var t chatTool
	ok := l.members(chatToolNames, func(i int) (ok bool) {
		if i == 0 {
			t.Type, ok = l.text()
			return ok
		}
		return l.members(chatFuncNames, func(j int) (ok bool) {
			switch j {
			case 0:
				t.Function.Name, ok = l.text()
			case 1:
				t.Function.Description, ok = l.text()
			case 2:
				t.Function.Parameters, ok = l.raw()
			}
			return ok
		})
	})
	return t, ok
}
