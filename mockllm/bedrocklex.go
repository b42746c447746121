package mockllm

// The member names the Converse fast decoder reads, in the order of the
// indexes its switches use.
var (
	converseRequestNames = []string{"messages", "system", "toolConfig", "requestMetadata", "additionalModelRequestFields"}
	converseBlockNames   = []string{"text", "image", "toolUse", "toolResult", "cachePoint"}
	converseResultNames  = []string{"text", "json", "image"}
)

// lexConverse decodes a Converse body in one pass with the lexer, giving
// what unmarshal into a converseRequest gives, an image's base64 kept
// where it lies in the body; ok is false when the lexer leaves the body
// to encoding/json (see lexer).
func lexConverse(body []byte) (*converseRequest, bool) {
	l := &lexer{data: body}
	in := new(converseRequest)
	ok := l.members(converseRequestNames, func(i int) (ok bool) {
		switch i {
		case 0:
			ok = l.null() || l.array(func() bool {
				m := grow(&in.Messages)
				return l.members([]string{"role", "content"}, func(j int) (ok bool) {
					if j == 0 {
						m.Role, ok = l.text()
						return ok
					}
					return l.null() || l.array(func() bool { return lexConverseBlock(l, grow(&m.Content)) })
				})
			})
		case 1:
			ok = l.null() || l.array(func() bool {
				s := grow(&in.System)
				return l.members([]string{"text"}, func(int) (ok bool) {
					s.Text, ok = l.text()
					return ok
				})
			})
		case 2:
			ok = l.null() || lexConverseTools(l, in)
		case 3:
			in.RequestMetadata, ok = lexMetadata(l)
		case 4:
			if l.null() {
				return true
			}
			f := alloc(&in.AdditionalModelRequestFields)
			ok = l.members([]string{"output_config"}, func(int) bool {
				return l.null() || l.members([]string{"format"}, func(int) bool {
					return lexAnthropicFormat(l, &alloc(&f.OutputConfig).Format)
				})
			})
		}
		return ok
	})
	return in, ok && l.end()
}

// lexConverseBlock reads one content block into b.
func lexConverseBlock(l *lexer, b *converseBlock) bool {
	return l.members(converseBlockNames, func(i int) (ok bool) {
		switch i {
		case 0:
			b.Text, ok = l.optText()
		case 1:
			ok = lexConverseImage(l, &b.Image)
		case 2:
			if l.null() {
				return true
			}
			u := alloc(&b.ToolUse)
			ok = l.members([]string{"toolUseId", "name", "input"}, func(j int) (ok bool) {
				switch j {
				case 0:
					u.ToolUseID, ok = l.text()
				case 1:
					u.Name, ok = l.text()
				case 2:
					u.Input, ok = l.raw()
				}
				return ok
			})
		case 3:
			ok = l.null() || lexConverseResult(l, alloc(&b.ToolResult))
		case 4:
			b.CachePoint, ok = l.raw()
		}
		return ok
	})
}

// lexConverseResult reads a toolResult block into r.
func lexConverseResult(l *lexer, r *converseResult) bool {
	return l.members([]string{"toolUseId", "content"}, func(i int) (ok bool) {
		if i == 0 {
			r.ToolUseID, ok = l.text()
			return ok
		}
		return l.null() || l.array(func() bool {
			c := grow(&r.Content)
			return l.members(converseResultNames, func(j int) (ok bool) {
				switch j {
				case 0:
					c.Text, ok = l.optText()
				case 1:
					c.JSON, ok = l.raw()
				case 2:
					ok = lexConverseImage(l, &c.Image)
				}
				return ok
			})
		})
	})
}

// lexConverseImage reads an image block into *img (nil for null), its
// base64 bytes kept where they lie in the body.
func lexConverseImage(l *lexer, img **converseImageBlock) bool {
	if l.null() {
		*img = nil
		return true
	}
	b := alloc(img)
	return l.members([]string{"format", "source"}, func(i int) (ok bool) {
		if i == 0 {
			b.Format, ok = l.text()
			return ok
		}
		return l.null() || l.members([]string{"bytes"}, func(int) (ok bool) {
			b.bytes, ok = l.str0()
			return ok
		})
	})
}

// lexConverseTools reads toolConfig: its tools' specs and its tool choice.
func lexConverseTools(l *lexer, in *converseRequest) bool {
	tc := alloc(&in.ToolConfig)
	return l.members([]string{"tools", "toolChoice"}, func(i int) bool {
		if i == 1 {
			return l.null() || lexConverseChoice(l, alloc(&tc.ToolChoice))
		}
		return l.null() || l.array(func() bool {
			t := grow(&tc.Tools)
			return l.members([]string{"toolSpec"}, func(int) bool {
				if l.null() {
					return true
				}
				s := alloc(&t.ToolSpec)
				return l.members([]string{"name", "description", "inputSchema"}, func(j int) (ok bool) {
					switch j {
					case 0:
						s.Name, ok = l.text()
					case 1:
						s.Description, ok = l.text()
					case 2:
						ok = l.null() || l.members([]string{"json"}, func(int) (ok bool) {
							s.InputSchema.JSON, ok = l.raw()
							return ok
						})
					}
					return ok
				})
			})
		})
	})
}

// lexConverseChoice reads a toolChoice into c: any and tool are set when
// given as objects, whatever they hold besides the tool's name.
func lexConverseChoice(l *lexer, c *converseToolChoice) bool {
	return l.members([]string{"any", "tool"}, func(i int) bool {
		if l.null() {
			return true
		}
		if i == 0 {
			c.Any = &struct{}{}
			return l.members(nil, nil)
		}
		t := alloc(&c.Tool)
		return l.members([]string{"name"}, func(int) (ok bool) {
			t.Name, ok = l.text()
			return ok
		})
	})
}
