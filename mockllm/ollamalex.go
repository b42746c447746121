package mockllm

// The member names the Ollama fast decoders read, in the order of the
// indexes their switches use: the members both routes read first.
var (
	ollamaCommonNames   = []string{"model", "format", "stream", "logprobs", "top_logprobs", "keep_alive"}
	ollamaChatNames     = append(ollamaCommonNames[:len(ollamaCommonNames):len(ollamaCommonNames)], "messages", "tools")
	ollamaGenerateNames = append(ollamaCommonNames[:len(ollamaCommonNames):len(ollamaCommonNames)], "prompt", "system", "images")
	ollamaMessageNames  = []string{"role", "content", "images", "tool_calls", "tool_name"}
)

// lexOllamaChat decodes an /api/chat body in one pass with the lexer,
// giving what unmarshal into an ollamaChatRequest gives, each image's
// base64 kept where it lies in the body; ok is false when the lexer leaves
// the body to encoding/json (see lexer).
func lexOllamaChat(body []byte) (*ollamaChatRequest, bool) {
	l := &lexer{data: body}
	in := new(ollamaChatRequest)
	ok := l.members(ollamaChatNames, func(i int) (ok bool) {
		switch i - len(ollamaCommonNames) {
		case 0:
			ok = l.null() || l.array(func() bool { return lexOllamaMessage(l, grow(&in.Messages)) })
		case 1:
			ok = l.null() || l.array(func() bool {
				t, ok := lexChatTool(l)
				in.Tools = append(in.Tools, t)
				return ok
			})
		default:
			ok = lexOllamaCommon(l, &in.ollamaCommon, i)
		}
		return ok
	})
	return in, ok && l.end()
}

// lexOllamaGenerate decodes an /api/generate body as lexOllamaChat does
// an /api/chat body.
func lexOllamaGenerate(body []byte) (*ollamaGenerateRequest, bool) {
	l := &lexer{data: body}
	in := new(ollamaGenerateRequest)
	ok := l.members(ollamaGenerateNames, func(i int) (ok bool) {
		switch i - len(ollamaCommonNames) {
		case 0:
			in.Prompt, ok = l.text()
		case 1:
			in.System, ok = l.text()
		case 2:
			in.images, ok = lexImages(l)
		default:
			ok = lexOllamaCommon(l, &in.ollamaCommon, i)
		}
		return ok
	})
	return in, ok && l.end()
}

// lexOllamaCommon reads the member ollamaCommonNames[i].
func lexOllamaCommon(l *lexer, c *ollamaCommon, i int) (ok bool) {
	switch i {
	case 0:
		c.Model, ok = l.text()
	case 1:
		c.Format, ok = l.raw()
	case 2:
		c.Stream, ok = l.optBool()
	case 3:
		c.Logprobs, ok = l.optBool()
	case 4:
		c.TopLogprobs, ok = l.optInt()
	case 5:
		c.KeepAlive, ok = l.raw()
	}
	return ok
}

// lexOllamaMessage reads one message into m, its images kept in the body.
func lexOllamaMessage(l *lexer, m *ollamaMessage) bool {
	return l.members(ollamaMessageNames, func(i int) (ok bool) {
		switch i {
		case 0:
			m.Role, ok = l.text()
		case 1:
			m.Content, ok = l.text()
		case 2:
			m.images, ok = lexImages(l)
		case 3:
			ok = l.null() || l.array(func() bool {
				c := grow(&m.ToolCalls)
				return l.members([]string{"function"}, func(int) bool {
					return l.null() || l.members([]string{"name", "arguments"}, func(j int) (ok bool) {
						if j == 0 {
							c.Function.Name, ok = l.text()
						} else {
							c.Function.Arguments, ok = l.raw()
						}
						return ok
					})
				})
			})
		case 4:
			m.ToolName, ok = l.text()
		}
		return ok
	})
}

// lexImages reads an array of base64 strings, each a slice of the body
// unless it has escapes (nil for null); an empty array or null reads as
// nil, as no images.
func lexImages(l *lexer) ([][]byte, bool) {
	var images [][]byte
	ok := l.null() || l.array(func() (ok bool) {
		*grow(&images), ok = l.str0()
		return ok
	})
	return images, ok
}
