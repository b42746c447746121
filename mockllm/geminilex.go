package mockllm

import (
	"bytes"
	"encoding/json"
)

// The member names the generateContent fast decoder reads, in the order
// of the indexes its switches use.
var (
	geminiRequestNames = []string{"contents", "systemInstruction", "tools", "toolConfig", "generationConfig", "labels"}
	geminiPartNames    = []string{"text", "inlineData", "functionCall", "functionResponse", "thought"}
	geminiFuncNames    = []string{"name", "description", "parameters", "parametersJsonSchema"}
	geminiConfigNames  = []string{"responseSchema", "responseJsonSchema", "candidateCount", "responseLogprobs",
		"logprobs", "responseMimeType"}
)

// lexGemini decodes a generateContent body in one pass with the lexer,
// giving what unmarshal into a geminiRequest gives after camelKeys: proto
// field names in snake_case read as their lowerCamelCase names, and when
// camelKeys would rewrite the body, the free JSON members (schemas,
// function arguments and results) rewritten as it rewrites them (see
// camelRaw). An image's base64 is kept where it lies in the body. ok is
// false when the lexer leaves the body to encoding/json (see lexer).
func lexGemini(body []byte) (*geminiRequest, bool) {
	l := &lexer{data: body, camel: true}
	in := new(geminiRequest)
	ok := l.members(geminiRequestNames, func(i int) (ok bool) {
		switch i {
		case 0:
			ok = l.null() || l.array(func() bool {
				c := grow(&in.Contents)
				return l.members([]string{"role", "parts"}, func(j int) (ok bool) {
					if j == 0 {
						c.Role, ok = l.text()
						return ok
					}
					return lexGeminiParts(l, &c.Parts)
				})
			})
		case 1:
			ok = l.null() || l.members([]string{"parts"}, func(int) bool {
				return lexGeminiParts(l, &alloc(&in.SystemInstruction).Parts)
			})
		case 2:
			ok = l.null() || l.array(func() bool { return lexGeminiTool(l, in) })
		case 3:
			ok = l.null() || lexGeminiToolConfig(l, in)
		case 4:
			ok = l.null() || lexGeminiConfig(l, in)
		case 5:
			in.Labels, ok = lexMetadata(l)
		}
		return ok
	})
	if !ok || !l.end() {
		return nil, false
	}
	if l.snake {
		camelRaws(in)
	}
	return in, true
}

// lexGeminiParts reads an array of parts into *parts.
func lexGeminiParts(l *lexer, parts *[]geminiPart) bool {
	return l.null() || l.array(func() bool {
		p := grow(parts)
		return l.members(geminiPartNames, func(i int) (ok bool) {
			switch i {
			case 0:
				p.Text, ok = l.optText()
			case 1:
				return l.null() || lexInlineData(l, p)
			case 2:
				if l.null() {
					return true
				}
				c := alloc(&p.FunctionCall)
				return lexGeminiCall(l, &c.ID, &c.Name, "args", &c.Args)
			case 3:
				if l.null() {
					return true
				}
				r := alloc(&p.FunctionResponse)
				return lexGeminiCall(l, &r.ID, &r.Name, "response", &r.Response)
			case 4:
				p.Thought, ok = l.boolean()
			}
			return ok
		})
	})
}

// lexInlineData reads a part's inlineData, its data left in the body, a
// slice of it in p.data, unless it has escapes.
func lexInlineData(l *lexer, p *geminiPart) bool {
	d := alloc(&p.InlineData)
	return l.members([]string{"mimeType", "data"}, func(i int) (ok bool) {
		if i == 0 {
			d.MimeType, ok = l.text()
			return ok
		}
		p.data, ok = l.str0()
		return ok
	})
}

// lexGeminiCall reads a functionCall or a functionResponse: an id, a name
// and free JSON, the member valueName (args or response).
func lexGeminiCall(l *lexer, id, name *string, valueName string, value *json.RawMessage) bool {
	return l.members([]string{"id", "name", valueName}, func(i int) (ok bool) {
		switch i {
		case 0:
			*id, ok = l.text()
		case 1:
			*name, ok = l.text()
		case 2:
			*value, ok = l.raw()
		}
		return ok
	})
}

// lexGeminiTool reads one tool: its function declarations.
func lexGeminiTool(l *lexer, in *geminiRequest) bool {
	t := grow(&in.Tools)
	return l.members([]string{"functionDeclarations"}, func(int) bool {
		return l.null() || l.array(func() bool {
			f := grow(&t.FunctionDeclarations)
			return l.members(geminiFuncNames, func(i int) (ok bool) {
				switch i {
				case 0:
					f.Name, ok = l.text()
				case 1:
					f.Description, ok = l.text()
				case 2:
					f.Parameters, ok = l.raw()
				case 3:
					f.ParametersJSONSchema, ok = l.raw()
				}
				return ok
			})
		})
	})
}

// lexGeminiToolConfig reads toolConfig's functionCallingConfig.
func lexGeminiToolConfig(l *lexer, in *geminiRequest) bool {
	tc := alloc(&in.ToolConfig)
	return l.members([]string{"functionCallingConfig"}, func(int) bool {
		if l.null() {
			return true
		}
		fc := alloc(&tc.FunctionCallingConfig)
		return l.members([]string{"mode", "allowedFunctionNames"}, func(i int) (ok bool) {
			if i == 0 {
				fc.Mode, ok = l.text()
				return ok
			}
			return l.null() || l.array(func() (ok bool) {
				*grow(&fc.AllowedFunctionNames), ok = l.text()
				return ok
			})
		})
	})
}

// lexGeminiConfig reads generationConfig: the schema and the options the
// mock reads.
func lexGeminiConfig(l *lexer, in *geminiRequest) bool {
	g := alloc(&in.GenerationConfig)
	return l.members(geminiConfigNames, func(i int) (ok bool) {
		switch i {
		case 0:
			g.ResponseSchema, ok = l.raw()
		case 1:
			g.ResponseJSONSchema, ok = l.raw()
		case 2:
			g.CandidateCount, ok = l.optInt()
		case 3:
			g.ResponseLogprobs, ok = l.optBool()
		case 4:
			g.Logprobs, ok = l.optInt()
		case 5:
			g.ResponseMIMEType, ok = l.text()
		}
		return ok
	})
}

// camelRaws rewrites the free JSON members lexGemini kept as camelKeys
// rewrites them in the whole body.
func camelRaws(in *geminiRequest) {
	if g := in.GenerationConfig; g != nil {
		g.ResponseSchema = camelRaw(g.ResponseSchema, "responseSchema")
		g.ResponseJSONSchema = camelRaw(g.ResponseJSONSchema, "responseJsonSchema")
	}
	for _, t := range in.Tools {
		for i := range t.FunctionDeclarations {
			f := &t.FunctionDeclarations[i]
			f.Parameters = camelRaw(f.Parameters, "parameters")
			f.ParametersJSONSchema = camelRaw(f.ParametersJSONSchema, "parametersJsonSchema")
		}
	}
	parts := func(ps []geminiPart) {
		for _, p := range ps {
			if c := p.FunctionCall; c != nil {
				c.Args = camelRaw(c.Args, "args")
			}
			if r := p.FunctionResponse; r != nil {
				r.Response = camelRaw(r.Response, "response")
			}
		}
	}
	if s := in.SystemInstruction; s != nil {
		parts(s.Parts)
	}
	for _, c := range in.Contents {
		parts(c.Parts)
	}
}

// camelRaw is the value raw of the proto member name as camelKeys writes
// it; nil stays nil.
func camelRaw(raw json.RawMessage, name string) json.RawMessage {
	if raw == nil {
		return nil
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var buf bytes.Buffer
	if camelValue(&buf, dec, false, protoOpaque[name]) != nil {
		return raw
	}
	return buf.Bytes()
}
