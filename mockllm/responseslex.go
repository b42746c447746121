package mockllm

// The member names the Responses fast decoder reads, in the order of the
// indexes its switches use.
var (
	responsesRequestNames = []string{"model", "instructions", "input", "text", "tools", "tool_choice",
		"previous_response_id", "stream", "metadata", "top_logprobs", "include"}
	responsesItemNames = []string{"type", "role", "content", "call_id", "name", "arguments", "output"}
	responsesPartNames = []string{"type", "text", "refusal", "image_url"}
	responsesToolNames = []string{"type", "name", "description", "parameters"}
)

// lexResponses decodes a Responses body in one pass with the lexer, giving
// what unmarshal into a responsesRequest gives, the input, each item's
// content and output decoded too and an image URL's base64 hashed where it
// lies in the body; ok is false when the lexer leaves the body to
// encoding/json (see lexer).
func lexResponses(body []byte) (*responsesRequest, bool) {
	l := &lexer{data: body}
	in := new(responsesRequest)
	ok := l.members(responsesRequestNames, func(i int) (ok bool) {
		switch i {
		case 0:
			in.Model, ok = l.text()
		case 1:
			in.Instructions, ok = l.text()
		case 2:
			in.input, ok = lexContent(l, func(it *responsesItem) bool { return lexResponsesItem(l, it) })
		case 3:
			ok = l.null() || lexResponsesText(l, in)
		case 4:
			ok = l.null() || l.array(func() bool { return lexResponsesTool(l, in) })
		case 5:
			in.ToolChoice, ok = l.raw()
		case 6:
			in.PreviousResponseID, ok = l.text()
		case 7:
			in.Stream, ok = l.boolean()
		case 8:
			in.Metadata, ok = lexMetadata(l)
		case 9:
			in.TopLogprobs, ok = l.optInt()
		case 10:
			ok = l.null() || l.array(func() (ok bool) {
				*grow(&in.Include), ok = l.text()
				return ok
			})
		}
		return ok
	})
	return in, ok && l.end()
}

// lexResponsesItem reads one input item into it, its content and output
// decoded.
func lexResponsesItem(l *lexer, it *responsesItem) bool {
	part := func(p *responsesPart) bool { return lexResponsesPart(l, p) }
	return l.members(responsesItemNames, func(i int) (ok bool) {
		switch i {
		case 0:
			it.Type, ok = l.text()
		case 1:
			it.Role, ok = l.text()
		case 2:
			it.content, ok = lexContent(l, part)
		case 3:
			it.CallID, ok = l.text()
		case 4:
			it.Name, ok = l.text()
		case 5:
			it.Arguments, ok = l.text()
		case 6:
			it.output, ok = lexContent(l, part)
		}
		return ok
	})
}

// lexResponsesPart reads one content part into p, an image URL decoded
// into p.image.
func lexResponsesPart(l *lexer, p *responsesPart) bool {
	return l.members(responsesPartNames, func(i int) (ok bool) {
		switch i {
		case 0:
			p.Type, ok = l.text()
		case 1:
			p.Text, ok = l.text()
		case 2:
			p.Refusal, ok = l.text()
		case 3:
			// image_url decodes into a Go string, invalid UTF-8 made
			// U+FFFD, unlike Chat Completions' dataURL; so it is read as
			// a string is.
			s, ok := l.str0()
			u := dataURL{}
			u.part, u.err = dataURLPart(s)
			p.image = &u
			return ok
		}
		return ok
	})
}

// lexResponsesText reads text: its format's type and schema.
func lexResponsesText(l *lexer, in *responsesRequest) bool {
	t := alloc(&in.Text)
	return l.members([]string{"format"}, func(int) bool {
		if l.null() {
			return true
		}
		f := alloc(&t.Format)
		return l.members([]string{"type", "schema"}, func(i int) (ok bool) {
			if i == 0 {
				f.Type, ok = l.text()
			} else {
				f.Schema, ok = l.raw()
			}
			return ok
		})
	})
}

// lexResponsesTool reads one tool.
func lexResponsesTool(l *lexer, in *responsesRequest) bool {
	t := grow(&in.Tools)
	return l.members(responsesToolNames, func(i int) (ok bool) {
		switch i {
		case 0:
			t.Type, ok = l.text()
		case 1:
			t.Name, ok = l.text()
		case 2:
			t.Description, ok = l.text()
		case 3:
			t.Parameters, ok = l.raw()
		}
		return ok
	})
}
