package mockllm

// The member names the Messages fast decoder reads, in the order of the
// indexes its switches use.
var (
	messagesRequestNames = []string{"model", "system", "messages", "tools", "tool_choice",
		"output_config", "output_format", "stream", "metadata"}
	messagesMessageNames = []string{"role", "content"}
	messagesToolNames    = []string{"name", "description", "input_schema"}
	messagesBlockNames   = []string{"type", "text", "id", "name", "input", "tool_use_id", "content", "source"}
	messagesSourceNames  = []string{"type", "media_type", "data", "url"}
)

// lexMessages decodes an Anthropic Messages body in one pass with the
// lexer, giving what unmarshal into a messagesRequest gives, the system
// and each message's content decoded too and an image's base64 kept where
// it lies in the body; ok is false when the lexer leaves the body to
// encoding/json (see lexer).
func lexMessages(body []byte) (*messagesRequest, bool) {
	l := &lexer{data: body}
	in := new(messagesRequest)
	ok := l.members(messagesRequestNames, func(i int) (ok bool) {
		switch i {
		case 0:
			in.Model, ok = l.text()
		case 1:
			in.system, ok = lexAnthropicContent(l)
		case 2:
			ok = l.null() || l.array(func() bool {
				m := grow(&in.Messages)
				c := grow(&in.contents)
				return l.members(messagesMessageNames, func(j int) (ok bool) {
					if j == 0 {
						m.Role, ok = l.text()
						return ok
					}
					*c, ok = lexAnthropicContent(l)
					return ok
				})
			})
		case 3:
			ok = l.null() || l.array(func() bool {
				t := grow(&in.Tools)
				return l.members(messagesToolNames, func(j int) (ok bool) {
					switch j {
					case 0:
						t.Name, ok = l.text()
					case 1:
						t.Description, ok = l.text()
					case 2:
						t.InputSchema, ok = l.raw()
					}
					return ok
				})
			})
		case 4:
			ok = l.null() || lexToolChoice(l, alloc(&in.ToolChoice))
		case 5:
			if l.null() {
				return true
			}
			config := alloc(&in.OutputConfig)
			ok = l.members([]string{"format"}, func(int) bool { return lexAnthropicFormat(l, &config.Format) })
		case 6:
			ok = lexAnthropicFormat(l, &in.OutputFormat)
		case 7:
			in.Stream, ok = l.boolean()
		case 8:
			in.Metadata, ok = lexMetadata(l)
		}
		return ok
	})
	return in, ok && l.end()
}

// lexToolChoice reads tool_choice's type and name into c.
func lexToolChoice(l *lexer, c *struct {
	Type string `json:"type"`
	Name string `json:"name"`
}) bool {
	return l.members([]string{"type", "name"}, func(i int) (ok bool) {
		if i == 0 {
			c.Type, ok = l.text()
		} else {
			c.Name, ok = l.text()
		}
		return ok
	})
}

// lexAnthropicFormat reads a structured-output format into *f: nil for
// null.
func lexAnthropicFormat(l *lexer, f **anthropicFormat) bool {
	if l.null() {
		*f = nil
		return true
	}
	*f = new(anthropicFormat)
	return l.members([]string{"schema"}, func(int) (ok bool) {
		(*f).Schema, ok = l.raw()
		return ok
	})
}

// lexAnthropicContent reads content: a string, an array of blocks, or
// null.
func lexAnthropicContent(l *lexer) (anthropicContent, bool) {
	return lexContent(l, func(b *anthropicBlock) bool { return lexAnthropicBlock(l, b) })
}

// lexAnthropicBlock reads one content block into b, its content decoded
// and its source's data kept where it lies in the body.
func lexAnthropicBlock(l *lexer, b *anthropicBlock) bool {
	return l.members(messagesBlockNames, func(i int) (ok bool) {
		switch i {
		case 0:
			b.Type, ok = l.text()
		case 1:
			b.Text, ok = l.text()
		case 2:
			b.ID, ok = l.text()
		case 3:
			b.Name, ok = l.text()
		case 4:
			b.Input, ok = l.raw()
		case 5:
			b.ToolUseID, ok = l.text()
		case 6:
			var c anthropicContent
			c, ok = lexAnthropicContent(l)
			b.content = &c
		case 7:
			ok = lexAnthropicSource(l, b)
		}
		return ok
	})
}

// lexAnthropicSource reads a block's source: its base64 data is left in
// the body, a slice of it in b.data, unless it has escapes.
func lexAnthropicSource(l *lexer, b *anthropicBlock) bool {
	if l.null() {
		b.Source = nil
		return true
	}
	src := alloc(&b.Source)
	return l.members(messagesSourceNames, func(i int) (ok bool) {
		switch i {
		case 0:
			src.Type, ok = l.text()
		case 1:
			src.MediaType, ok = l.text()
		case 2:
			b.data, ok = l.str0()
		case 3:
			src.URL, ok = l.text()
		}
		return ok
	})
}

// grow appends a zero element to *s and returns it.
func grow[T any](s *[]T) *T {
	var zero T
	*s = append(*s, zero)
	return &(*s)[len(*s)-1]
}

// alloc returns *p, set to a new zero value first when it is nil.
func alloc[T any](p **T) *T {
	if *p == nil {
		*p = new(T)
	}
	return *p
}
