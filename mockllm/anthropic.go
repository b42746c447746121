package mockllm

import (
	"encoding/json"
	"net/http"
	"strings"

	"github.com/scriptorium/scriptorium/provider"
)

// anthropicCodec is the Anthropic Messages API (/v1/messages). Clients
// authenticate with X-Api-Key or Authorization: Bearer; the mock reads
// neither.
type anthropicCodec struct{}

func (anthropicCodec) routes() []string { return []string{"POST /v1/messages"} }

func (anthropicCodec) framing() framer { return sse{} }

// messagesRequest is the part of a Messages request the mock reads. System
// is a string or an array of text blocks.
type messagesRequest struct {
	Model    string          `json:"model"`
	System   json.RawMessage `json:"system"`
	Messages []struct {
		Role    string          `json:"role"`
		Content json.RawMessage `json:"content"`
	} `json:"messages"`
	Tools []struct {
		Name        string          `json:"name"`
		Description string          `json:"description"`
		InputSchema json.RawMessage `json:"input_schema"`
	} `json:"tools"`
	ToolChoice *struct {
		Type string `json:"type"`
		Name string `json:"name"`
	} `json:"tool_choice"`
	OutputConfig *struct {
		Format *anthropicFormat `json:"format"`
	} `json:"output_config"`
	OutputFormat *anthropicFormat `json:"output_format"`
	Stream       bool             `json:"stream"`
	Metadata     map[string]any   `json:"metadata"`

	// system and contents are System and each message's Content as the
	// fast decoder (lexMessages) read them; see anthropicContent.
	system   anthropicContent
	contents []anthropicContent
}

// anthropicContent is a system or message content the fast decoder read.
type anthropicContent = lexedContent[anthropicBlock]

// anthropicFormat is a structured-output format: output_config.format, or
// the beta's top-level output_format.
type anthropicFormat struct {
	Schema json.RawMessage `json:"schema"`
}

// anthropicBlock is one content block the mock reads.
type anthropicBlock struct {
	Type      string          `json:"type"`
	Text      string          `json:"text"`
	ID        string          `json:"id"`
	Name      string          `json:"name"`
	Input     json.RawMessage `json:"input"`
	ToolUseID string          `json:"tool_use_id"`
	Content   json.RawMessage `json:"content"`
	Source    *struct {
		Type      string `json:"type"`
		MediaType string `json:"media_type"`
		Data      string `json:"data"`
		URL       string `json:"url"`
	} `json:"source"`

	// data is Source.Data as it lies in the body and content is Content
	// decoded, when the fast decoder read the block.
	data    []byte
	content *anthropicContent
}

// image decodes a base64 image block's data into its part.
func (b *anthropicBlock) image() (provider.Part, error) {
	if b.data != nil {
		return base64Part(b.Source.MediaType, b.data, matchingType)
	}
	return base64Part(b.Source.MediaType, b.Source.Data, matchingType)
}

func (anthropicCodec) decode(r *http.Request, body []byte) (*call, error) {
	in, ok := lexMessages(body)
	if !ok {
		in = new(messagesRequest)
		if err := unmarshal(body, in); err != nil {
			return nil, err
		}
	}
	return anthropicCall(r, in)
}

// anthropicCall is the call a decoded Messages request asks.
func anthropicCall(r *http.Request, in *messagesRequest) (*call, error) {
	if err := required("messages", len(in.Messages)); err != nil {
		return nil, err
	}
	req := &provider.Request{Tag: requestTag(r, in.Metadata)}
	system, blocks, err := in.system.of(in.System, "system")
	if err != nil {
		return nil, err
	}
	for _, b := range blocks {
		system += b.Text
	}
	req.System = system
	var d dialog
	for i, m := range in.Messages {
		var lexed *anthropicContent
		if i < len(in.contents) {
			lexed = &in.contents[i]
		}
		text, blocks, err := lexed.of(m.Content, m.Role+" message content")
		if err != nil {
			return nil, err
		}
		if err := anthropicMessage(&d, m.Role, text, blocks); err != nil {
			return nil, err
		}
	}
	cl := &call{Req: req, Model: in.Model, Stream: in.Stream}
	if in.OutputConfig != nil && in.OutputConfig.Format != nil {
		req.Schema = schemaOf(in.OutputConfig.Format.Schema)
	} else if in.OutputFormat != nil {
		req.Schema = schemaOf(in.OutputFormat.Schema)
	}
	for _, t := range in.Tools {
		d.tool(t.Name, t.Description, t.InputSchema)
	}
	if c := in.ToolChoice; c != nil {
		d.choice = map[string]string{"auto": provider.ToolChoiceAuto, "any": provider.ToolChoiceRequired,
			"none": provider.ToolChoiceNone, "tool": provider.ToolChoiceTool + c.Name}[c.Type]
	}
	d.finish(cl)
	return cl, nil
}

// anthropicMessage adds a message's text, image, tool use and tool result
// blocks to the dialog.
// Its content is text with blocks nil, or blocks.
func anthropicMessage(d *dialog, role, text string, blocks []anthropicBlock) error {
	switch {
	case role != "user" && role != "assistant":
		return badRequest("message role %q", role)
	case role == "user":
		d.userMessage()
	}
	if blocks == nil {
		d.content(role, "", provider.TextPart(text))
		return nil
	}
	for _, b := range blocks {
		if err := anthropicBlockPart(d, role, b); err != nil {
			return err
		}
	}
	return nil
}

// anthropicBlockPart adds one content block; thinking blocks are the
// model's own notes and are left out.
func anthropicBlockPart(d *dialog, role string, b anthropicBlock) error {
	switch {
	case b.Type == "text":
		d.content(role, "", provider.TextPart(b.Text))
	case b.Type == "image" && b.Source != nil && b.Source.Type == "base64":
		part, err := b.image()
		if err != nil {
			return err
		}
		d.content(role, "", part)
	case b.Type == "tool_use":
		d.toolCall(b.ID, b.Name, b.Input)
	case b.Type == "tool_result":
		return anthropicToolResult(d, b)
	case b.Type == "thinking", b.Type == "redacted_thinking":
	default:
		return badRequest("content block type %q: text, base64 images, tool uses and tool results are served", b.Type)
	}
	return nil
}

// anthropicToolResult adds a tool_result block: its content is a string or
// text and image blocks.
func anthropicToolResult(d *dialog, b anthropicBlock) error {
	text, blocks, err := b.content.of(b.Content, "tool_result content")
	if err != nil {
		return err
	}
	if blocks == nil {
		d.toolResult(b.ToolUseID, "", provider.TextPart(text))
		return nil
	}
	var parts []provider.Part
	for _, c := range blocks {
		switch {
		case c.Type == "text":
			parts = append(parts, provider.TextPart(c.Text))
		case c.Type == "image" && c.Source != nil && c.Source.Type == "base64":
			part, err := c.image()
			if err != nil {
				return err
			}
			parts = append(parts, part)
		default:
			return badRequest("tool_result content block type %q", c.Type)
		}
	}
	d.toolResult(b.ToolUseID, "", parts...)
	return nil
}

// anthropicMessageOut is a Messages answer; message_start carries it too.
type anthropicMessageOut struct {
	ID           string           `json:"id"`
	Type         string           `json:"type"`
	Role         string           `json:"role"`
	Model        string           `json:"model"`
	Content      []map[string]any `json:"content"`
	StopReason   *string          `json:"stop_reason"`
	StopSequence *string          `json:"stop_sequence"`
	Usage        anthropicUsage   `json:"usage"`
}

// anthropicUsage is Messages usage.
type anthropicUsage struct {
	InputTokens  int `json:"input_tokens,omitempty"`
	OutputTokens int `json:"output_tokens"`
}

// anthropicStop maps a finish reason to a stop_reason.
func anthropicStop(finish string) string {
	switch finish {
	case provider.FinishToolCall:
		return "tool_use"
	case provider.FinishLength:
		return "max_tokens"
	}
	return "end_turn"
}

// anthropicBlocks renders a's content blocks: its text (when it has some
// or no tool call), then its tool uses. Streamed ones start empty.
func anthropicBlocks(a *answer, empty bool) []map[string]any {
	var out []map[string]any
	if a.Text != "" || len(a.ToolCalls) == 0 {
		text := a.Text
		if empty {
			text = ""
		}
		out = append(out, map[string]any{"type": "text", "text": text})
	}
	for _, tc := range a.ToolCalls {
		var input any = tc.Args
		if empty {
			input = map[string]any{}
		}
		id := tc.ID
		if rest, ok := strings.CutPrefix(id, "call_"); ok { // Anthropic's ids read toolu_…
			id = "toolu_" + rest
		}
		out = append(out, map[string]any{"type": "tool_use", "id": id, "name": tc.Name, "input": input})
	}
	return out
}

func (anthropicCodec) encode(c *call, a *answer) any {
	stop := anthropicStop(a.Finish)
	return &anthropicMessageOut{ID: "msg_" + a.ID, Type: "message", Role: "assistant", Model: a.Model,
		Content: anthropicBlocks(a, false), StopReason: &stop,
		Usage: anthropicUsage{a.Usage.InputTokens, a.Usage.OutputTokens}}
}

func (anthropicCodec) events(c *call, a *answer) []event {
	start := &anthropicMessageOut{ID: "msg_" + a.ID, Type: "message", Role: "assistant", Model: a.Model,
		Content: []map[string]any{}, Usage: anthropicUsage{a.Usage.InputTokens, 1}}
	out := []event{{"message_start", map[string]any{"type": "message_start", "message": start}}}
	ev := func(name string, fields map[string]any) {
		fields["type"] = name
		out = append(out, event{name, fields})
	}
	blocks := anthropicBlocks(a, true)
	text := len(blocks) - len(a.ToolCalls) // 1 when a text block leads
	for i, block := range blocks {
		ev("content_block_start", map[string]any{"index": i, "content_block": block})
		if i >= text {
			for _, piece := range argumentDeltas(string(a.ToolCalls[i-text].Args), c.ArgumentBytes) {
				ev("content_block_delta", map[string]any{"index": i, "delta": map[string]any{"type": "input_json_delta", "partial_json": piece}})
			}
		} else {
			for _, piece := range deltas(a.Text) {
				ev("content_block_delta", map[string]any{"index": i, "delta": map[string]any{"type": "text_delta", "text": piece}})
			}
		}
		ev("content_block_stop", map[string]any{"index": i})
	}
	ev("message_delta", map[string]any{"delta": map[string]any{"stop_reason": anthropicStop(a.Finish), "stop_sequence": nil},
		"usage": anthropicUsage{OutputTokens: a.Usage.OutputTokens}})
	ev("message_stop", map[string]any{})
	return out
}

// anthropicError is the Messages error body; Fixture is mockllm's addition.
type anthropicError struct {
	Type  string `json:"type"`
	Error struct {
		Type    string    `json:"type"`
		Message string    `json:"message"`
		Fixture *missInfo `json:"fixture,omitempty"`
	} `json:"error"`
}

func (anthropicCodec) failure(f *failure) (int, http.Header, any) {
	e := anthropicError{Type: "error"}
	e.Error.Message, e.Error.Fixture = f.Message, f.Miss
	e.Error.Type = errorKind(anthropicTypes, f.Status, "invalid_request_error", "api_error")
	return f.Status, nil, e
}

// anthropicTypes names statuses in Anthropic's error vocabulary.
var anthropicTypes = map[int]string{http.StatusUnauthorized: "authentication_error", http.StatusForbidden: "permission_error",
	http.StatusNotFound: "not_found_error", http.StatusRequestEntityTooLarge: "request_too_large",
	http.StatusTooManyRequests: "rate_limit_error", 529: "overloaded_error"}

func (anthropicCodec) providerName() string { return "anthropic" }

func (anthropicCodec) upstreamRequest(r *http.Request, body []byte) (string, []byte, error) {
	body, err := withoutStream(body)
	return r.URL.RequestURI(), body, err
}

func (anthropicCodec) parseAnswer(body []byte) (*answer, error) {
	var in struct {
		Model   string `json:"model"`
		Content []struct {
			Type  string          `json:"type"`
			Text  string          `json:"text"`
			ID    string          `json:"id"`
			Name  string          `json:"name"`
			Input json.RawMessage `json:"input"`
		} `json:"content"`
		StopReason string         `json:"stop_reason"`
		Usage      anthropicUsage `json:"usage"`
	}
	if err := unmarshal(body, &in); err != nil {
		return nil, err
	}
	a := &answer{Model: in.Model, Usage: provider.Usage{InputTokens: in.Usage.InputTokens, OutputTokens: in.Usage.OutputTokens}}
	for _, b := range in.Content {
		switch b.Type {
		case "text":
			a.Text += b.Text
		case "tool_use":
			a.ToolCalls = append(a.ToolCalls, toolCall{ID: b.ID, Name: b.Name, Args: compact(b.Input)})
		}
	}
	a.Finish = map[string]string{"max_tokens": provider.FinishLength, "tool_use": provider.FinishToolCall}[in.StopReason]
	return a, nil
}
