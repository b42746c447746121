package mockllm

import (
	"encoding/json"
	"net/http"
	"strings"

	"github.com/aws/aws-sdk-go-v2/aws/protocol/eventstream"

	"github.com/scriptorium/scriptorium/provider"
)

// bedrockCodec is Amazon Bedrock's Converse API (/model/{modelId}/converse)
// and ConverseStream (/model/{modelId}/converse-stream), whose stream uses
// the AWS binary event-stream framing. The schema comes from a forced tool
// or from an Anthropic model's additionalModelRequestFields.output_config
// (as the AI SDK sends structured output); the tag from X-Fixture-Tag or
// requestMetadata's fixture_tag. Request signatures are not checked.
type bedrockCodec struct{}

func (bedrockCodec) routes() []string {
	return []string{"POST /model/{modelId}/converse", "POST /model/{modelId}/converse-stream"}
}

func (bedrockCodec) framing() framer { return &awsEventStream{enc: eventstream.NewEncoder()} }

// converseRequest is the part of a Converse request the mock reads.
type converseRequest struct {
	Messages []struct {
		Role    string          `json:"role"`
		Content []converseBlock `json:"content"`
	} `json:"messages"`
	System []struct {
		Text string `json:"text"`
	} `json:"system"`
	ToolConfig *struct {
		Tools []struct {
			ToolSpec *struct {
				Name        string `json:"name"`
				Description string `json:"description"`
				InputSchema struct {
					JSON json.RawMessage `json:"json"`
				} `json:"inputSchema"`
			} `json:"toolSpec"`
		} `json:"tools"`
		ToolChoice *converseToolChoice `json:"toolChoice"`
	} `json:"toolConfig"`
	RequestMetadata map[string]any `json:"requestMetadata"`
	// AdditionalModelRequestFields carries a model's own fields: an
	// Anthropic model's structured output format among them.
	AdditionalModelRequestFields *struct {
		OutputConfig *struct {
			Format *anthropicFormat `json:"format"`
		} `json:"output_config"`
	} `json:"additionalModelRequestFields"`
}

// converseToolChoice is a toolChoice: {"auto":{}}, {"any":{}} or
// {"tool":{"name":…}}.
type converseToolChoice struct {
	Any  *struct{} `json:"any"`
	Tool *struct {
		Name string `json:"name"`
	} `json:"tool"`
}

// converseBlock is one content block.
type converseBlock struct {
	Text    *string             `json:"text"`
	Image   *converseImageBlock `json:"image"`
	ToolUse *struct {
		ToolUseID string          `json:"toolUseId"`
		Name      string          `json:"name"`
		Input     json.RawMessage `json:"input"`
	} `json:"toolUse"`
	ToolResult *converseResult `json:"toolResult"`
	CachePoint json.RawMessage `json:"cachePoint"`
}

// converseImageBlock is an image: its format and base64 bytes.
type converseImageBlock struct {
	Format string `json:"format"`
	Source struct {
		Bytes string `json:"bytes"`
	} `json:"source"`

	// bytes is Source.Bytes as it lies in the body, when the fast decoder
	// (lexConverse) read the block.
	bytes []byte
}

// converseResult is a toolResult block.
type converseResult struct {
	ToolUseID string `json:"toolUseId"`
	Content   []struct {
		Text  *string             `json:"text"`
		JSON  json.RawMessage     `json:"json"`
		Image *converseImageBlock `json:"image"`
	} `json:"content"`
}

func (bedrockCodec) decode(r *http.Request, body []byte) (*call, error) {
	in, ok := lexConverse(body)
	if !ok {
		in = new(converseRequest)
		if err := unmarshal(body, in); err != nil {
			return nil, err
		}
	}
	return converseCall(r, in)
}

// converseCall is the call a decoded Converse request asks.
func converseCall(r *http.Request, in *converseRequest) (*call, error) {
	cl := &call{Req: &provider.Request{Tag: requestTag(r, in.RequestMetadata)}, Model: r.PathValue("modelId"),
		Stream: r.Pattern == "POST /model/{modelId}/converse-stream"}
	for _, s := range in.System {
		cl.Req.System = joinSystem(cl.Req.System, s.Text, nil)
	}
	var d dialog
	for _, m := range in.Messages {
		if m.Role != "user" && m.Role != "assistant" {
			return nil, badRequest("message role %q", m.Role)
		} else if m.Role == "user" {
			d.userMessage()
		}
		for _, b := range m.Content {
			if err := converseBlockPart(&d, m.Role, b); err != nil {
				return nil, err
			}
		}
	}
	if f := in.AdditionalModelRequestFields; f != nil && f.OutputConfig != nil && f.OutputConfig.Format != nil {
		cl.Req.Schema = schemaOf(f.OutputConfig.Format.Schema)
	}
	if tc := in.ToolConfig; tc != nil {
		for _, t := range tc.Tools {
			if t.ToolSpec != nil {
				d.tool(t.ToolSpec.Name, t.ToolSpec.Description, t.ToolSpec.InputSchema.JSON)
			}
		}
		d.choice = converseChoice(tc.ToolChoice)
	}
	d.finish(cl)
	return cl, nil
}

// converseChoice is a toolChoice in canonical form.
func converseChoice(c *converseToolChoice) string {
	switch {
	case c == nil:
		return ""
	case c.Tool != nil:
		return provider.ToolChoiceTool + c.Tool.Name
	case c.Any != nil:
		return provider.ToolChoiceRequired
	}
	return provider.ToolChoiceAuto
}

// converseBlockPart adds a content block: text, an image whose format
// ("png", "jpeg", ...) names its MIME subtype, a tool use or a tool result.
func converseBlockPart(d *dialog, role string, b converseBlock) error {
	switch {
	case b.Text != nil:
		d.content(role, "", provider.TextPart(*b.Text))
	case b.Image != nil:
		part, err := converseImage(b.Image)
		if err != nil {
			return err
		}
		d.content(role, "", part)
	case b.ToolUse != nil:
		d.toolCall(b.ToolUse.ToolUseID, b.ToolUse.Name, b.ToolUse.Input)
	case b.ToolResult != nil:
		return converseToolResult(d, b.ToolResult)
	case b.CachePoint != nil:
	default:
		return badRequest("content block: text, image and tool blocks are served")
	}
	return nil
}

// converseImage decodes an image block.
func converseImage(img *converseImageBlock) (provider.Part, error) {
	if img.bytes != nil {
		return base64Part("image/"+img.Format, img.bytes, matchingType)
	}
	return base64Part("image/"+img.Format, img.Source.Bytes, matchingType)
}

// converseToolResult adds a toolResult block: its content is text, JSON
// and image blocks.
func converseToolResult(d *dialog, r *converseResult) error {
	var parts []provider.Part
	for _, c := range r.Content {
		switch {
		case c.Text != nil:
			parts = append(parts, provider.TextPart(*c.Text))
		case c.JSON != nil:
			parts = append(parts, jsonText(c.JSON))
		case c.Image != nil:
			part, err := converseImage(c.Image)
			if err != nil {
				return err
			}
			parts = append(parts, part)
		default:
			return badRequest("toolResult content: text, json and image blocks are served")
		}
	}
	d.toolResult(r.ToolUseID, "", parts...)
	return nil
}

// Bedrock's stopReason values are Anthropic's: end_turn, tool_use,
// max_tokens (see anthropicStop).

// converseContent renders a's content blocks: its text (when it has some
// or no tool call), then its tool uses.
func converseContent(a *answer) []map[string]any {
	var out []map[string]any
	if a.Text != "" || len(a.ToolCalls) == 0 {
		out = append(out, map[string]any{"text": a.Text})
	}
	for _, tc := range a.ToolCalls {
		out = append(out, map[string]any{"toolUse": map[string]any{"toolUseId": tc.ID, "name": tc.Name, "input": tc.Args}})
	}
	return out
}

// converseUsage is a's usage in Bedrock's shape.
func converseUsage(a *answer) map[string]int {
	return map[string]int{"inputTokens": a.Usage.InputTokens, "outputTokens": a.Usage.OutputTokens, "totalTokens": a.total()}
}

func (bedrockCodec) encode(c *call, a *answer) any {
	return map[string]any{
		"output":     map[string]any{"message": map[string]any{"role": "assistant", "content": converseContent(a)}},
		"stopReason": anthropicStop(a.Finish), "usage": converseUsage(a), "metrics": map[string]int{"latencyMs": 0}}
}

func (bedrockCodec) events(c *call, a *answer) []event {
	out := []event{{"messageStart", map[string]any{"role": "assistant"}}}
	index := 0
	block := func(name string, fields map[string]any) {
		fields["contentBlockIndex"] = index
		out = append(out, event{name, fields})
	}
	if a.Text != "" || len(a.ToolCalls) == 0 {
		for _, piece := range deltas(a.Text) {
			block("contentBlockDelta", map[string]any{"delta": map[string]any{"text": piece}})
		}
		block("contentBlockStop", map[string]any{})
		index++
	}
	for _, tc := range a.ToolCalls {
		block("contentBlockStart", map[string]any{"start": map[string]any{"toolUse": map[string]any{"toolUseId": tc.ID, "name": tc.Name}}})
		for _, piece := range argumentDeltas(string(tc.Args), c.ArgumentBytes) {
			block("contentBlockDelta", map[string]any{"delta": map[string]any{"toolUse": map[string]any{"input": piece}}})
		}
		block("contentBlockStop", map[string]any{})
		index++
	}
	return append(out, event{"messageStop", map[string]any{"stopReason": anthropicStop(a.Finish)}},
		event{"metadata", map[string]any{"usage": converseUsage(a), "metrics": map[string]int{"latencyMs": 0}}})
}

// bedrockExceptions names the AWS error type of each status.
var bedrockExceptions = map[int]string{http.StatusForbidden: "AccessDeniedException",
	http.StatusNotFound: "ResourceNotFoundException", http.StatusTooManyRequests: "ThrottlingException",
	http.StatusServiceUnavailable: "ServiceUnavailableException"}

// bedrockError is the Bedrock error body; Fixture is mockllm's addition.
type bedrockError struct {
	Message string    `json:"message"`
	Fixture *missInfo `json:"fixture,omitempty"`
}

func (bedrockCodec) failure(f *failure) (int, http.Header, any) {
	kind := errorKind(bedrockExceptions, f.Status, "ValidationException", "InternalServerException")
	return f.Status, http.Header{"X-Amzn-Errortype": {kind}}, bedrockError{Message: f.Message, Fixture: f.Miss}
}

func (bedrockCodec) providerName() string { return "bedrock" }

// upstreamRequest asks converse for a converse-stream request.
func (bedrockCodec) upstreamRequest(r *http.Request, body []byte) (string, []byte, error) {
	u := *r.URL
	u.Path, u.RawPath = strings.TrimSuffix(u.Path, "-stream"), ""
	return u.RequestURI(), body, nil
}

func (bedrockCodec) parseAnswer(body []byte) (*answer, error) {
	var in struct {
		Output struct {
			Message struct {
				Content []struct {
					Text    string `json:"text"`
					ToolUse *struct {
						ToolUseID string          `json:"toolUseId"`
						Name      string          `json:"name"`
						Input     json.RawMessage `json:"input"`
					} `json:"toolUse"`
				} `json:"content"`
			} `json:"message"`
		} `json:"output"`
		StopReason string `json:"stopReason"`
		Usage      struct {
			InputTokens  int `json:"inputTokens"`
			OutputTokens int `json:"outputTokens"`
		} `json:"usage"`
	}
	if err := unmarshal(body, &in); err != nil {
		return nil, err
	}
	a := &answer{Usage: provider.Usage{InputTokens: in.Usage.InputTokens, OutputTokens: in.Usage.OutputTokens}}
	for _, b := range in.Output.Message.Content {
		if b.ToolUse != nil {
			a.ToolCalls = append(a.ToolCalls, toolCall{ID: b.ToolUse.ToolUseID, Name: b.ToolUse.Name, Args: compact(b.ToolUse.Input)})
		}
		a.Text += b.Text
	}
	if in.StopReason == "max_tokens" {
		a.Finish = provider.FinishLength
	}
	return a, nil
}
