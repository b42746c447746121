package anthropic

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/anthropics/anthropic-sdk-go/v2"

	"github.com/scriptorium/scriptorium/provider"
	"github.com/scriptorium/scriptorium/provider/live"
)

// params is req as Messages parameters, and the name of the forced tool
// carrying the schema ("" for a free-text request).
func (p *Provider) params(req *provider.Request) (anthropic.MessageNewParams, string, error) {
	blocks := make([]anthropic.ContentBlockParamUnion, 0, len(req.Parts))
	for i, part := range req.Parts {
		switch part.Type {
		case provider.PartText:
			blocks = append(blocks, anthropic.NewTextBlock(part.Text))
		case provider.PartImage:
			blocks = append(blocks, anthropic.NewImageBlockBase64(part.MIME, base64.StdEncoding.EncodeToString(part.Data)))
		default:
			return anthropic.MessageNewParams{}, "", fmt.Errorf("part %d: unknown type %q", i, part.Type)
		}
	}
	maxTokens := int64(DefaultMaxTokens)
	if n := p.live.Settings().MaxOutputTokens; n > 0 {
		maxTokens = int64(n)
	}
	params := anthropic.MessageNewParams{Model: anthropic.Model(p.model), MaxTokens: maxTokens,
		Messages: []anthropic.MessageParam{anthropic.NewUserMessage(blocks...)}}
	if req.System != "" {
		params.System = []anthropic.TextBlockParam{{Text: req.System}}
	}
	if len(req.Schema) == 0 {
		return params, "", nil
	}
	if p.format {
		var m map[string]any
		if err := json.Unmarshal(req.Schema, &m); err != nil {
			return params, "", fmt.Errorf("answer schema: %w", err)
		}
		params.OutputConfig.Format.Schema = m
		return params, "", nil
	}
	schema, err := inputSchema(req.Schema)
	if err != nil {
		return params, "", err
	}
	tool := "record_" + live.AnswerName(req.Tag)
	params.Tools = []anthropic.ToolUnionParam{anthropic.ToolUnionParamOfTool(schema, tool)}
	params.ToolChoice = anthropic.ToolChoiceParamOfTool(tool)
	return params, tool, nil
}

// inputSchema splits an object schema into the SDK's input schema: its
// properties and required list, every other keyword as an extra field, so
// the wire carries the schema unchanged.
func inputSchema(raw json.RawMessage) (anthropic.ToolInputSchemaParam, error) {
	var m map[string]any
	if err := json.Unmarshal(raw, &m); err != nil {
		return anthropic.ToolInputSchemaParam{}, fmt.Errorf("answer schema: %w", err)
	}
	if m["type"] != "object" {
		return anthropic.ToolInputSchemaParam{}, fmt.Errorf("answer schema: type %v: a tool's input schema must be an object", m["type"])
	}
	var s anthropic.ToolInputSchemaParam
	s.Properties = m["properties"]
	if req, ok := m["required"].([]any); ok {
		for _, r := range req {
			name, _ := r.(string)
			s.Required = append(s.Required, name)
		}
	}
	delete(m, "type")
	delete(m, "properties")
	delete(m, "required")
	s.ExtraFields = m
	return s, nil
}

// answer reads msg: the input of the forced tool's call when tool is set,
// else the text, as is when structured and as a JSON string when not; the
// model, usage and finish reason.
func answer(msg *anthropic.Message, structured bool, tool string) (*provider.Response, error) {
	resp := &provider.Response{Model: string(msg.Model), FinishReason: finish(msg.StopReason),
		Usage: provider.Usage{InputTokens: int(msg.Usage.InputTokens + msg.Usage.CacheCreationInputTokens + msg.Usage.CacheReadInputTokens),
			OutputTokens: int(msg.Usage.OutputTokens)}}
	if msg.StopReason == anthropic.StopReasonRefusal {
		return nil, fmt.Errorf("%w: the model refused", live.ErrRejected)
	}
	var text strings.Builder
	for _, b := range msg.Content {
		switch {
		case tool != "" && b.Type == "tool_use" && b.Name == tool:
			resp.Data = b.Input
			return resp, nil
		case b.Type == "text":
			text.WriteString(b.Text)
		}
	}
	if tool != "" {
		if resp.FinishReason == provider.FinishLength {
			return nil, fmt.Errorf("%w: no %s call", live.ErrTruncated, tool)
		}
		return nil, fmt.Errorf("%w: no %s call in the answer", live.ErrMalformed, tool)
	}
	resp.Data = json.RawMessage(text.String())
	if !structured {
		resp.Data, _ = json.Marshal(text.String())
	}
	return resp, nil
}

// finish maps a stop reason to a provider finish reason.
func finish(r anthropic.StopReason) string {
	switch r {
	case anthropic.StopReasonMaxTokens, anthropic.StopReasonModelContextWindowExceeded:
		return provider.FinishLength
	case anthropic.StopReasonToolUse:
		return provider.FinishToolCall
	case anthropic.StopReasonEndTurn, anthropic.StopReasonStopSequence:
		return provider.FinishStop
	}
	return string(r)
}
