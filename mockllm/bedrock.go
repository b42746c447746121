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
// (toolChoice.tool naming a toolSpec); the tag from X-Fixture-Tag or
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
				InputSchema struct {
					JSON json.RawMessage `json:"json"`
				} `json:"inputSchema"`
			} `json:"toolSpec"`
		} `json:"tools"`
		ToolChoice *struct {
			Tool *struct {
				Name string `json:"name"`
			} `json:"tool"`
		} `json:"toolChoice"`
	} `json:"toolConfig"`
	RequestMetadata map[string]any `json:"requestMetadata"`
}

// converseBlock is one content block; tool uses and results are turns of a
// conversation and are skipped.
type converseBlock struct {
	Text  *string `json:"text"`
	Image *struct {
		Format string `json:"format"`
		Source struct {
			Bytes string `json:"bytes"`
		} `json:"source"`
	} `json:"image"`
	ToolUse    json.RawMessage `json:"toolUse"`
	ToolResult json.RawMessage `json:"toolResult"`
}

func (bedrockCodec) decode(r *http.Request, body []byte) (*call, error) {
	var in converseRequest
	if err := unmarshal(body, &in); err != nil {
		return nil, err
	}
	cl := &call{Req: &provider.Request{Tag: requestTag(r, in.RequestMetadata)}, Model: r.PathValue("modelId"),
		Stream: r.Pattern == "POST /model/{modelId}/converse-stream"}
	for _, s := range in.System {
		cl.Req.System = joinSystem(cl.Req.System, s.Text, nil)
	}
	for _, m := range in.Messages {
		if m.Role == "assistant" {
			continue
		} else if m.Role != "user" {
			return nil, badRequest("message role %q", m.Role)
		}
		for _, b := range m.Content {
			if err := converseBlockPart(cl.Req, b); err != nil {
				return nil, err
			}
		}
	}
	if tc := in.ToolConfig; tc != nil && tc.ToolChoice != nil && tc.ToolChoice.Tool != nil {
		for _, t := range tc.Tools {
			if t.ToolSpec != nil && t.ToolSpec.Name == tc.ToolChoice.Tool.Name {
				cl.Tool, cl.Req.Schema = t.ToolSpec.Name, schemaOf(t.ToolSpec.InputSchema.JSON)
			}
		}
	}
	return cl, nil
}

// converseBlockPart appends a user content block: text or an image whose
// format ("png", "jpeg", ...) names its MIME subtype.
func converseBlockPart(req *provider.Request, b converseBlock) error {
	switch {
	case b.Text != nil:
		req.Parts = append(req.Parts, provider.TextPart(*b.Text))
	case b.Image != nil:
		part, err := base64Part("image/"+b.Image.Format, b.Image.Source.Bytes)
		if err != nil {
			return err
		}
		req.Parts = append(req.Parts, part)
	case b.ToolUse != nil, b.ToolResult != nil:
	default:
		return badRequest("content block: text, image and tool blocks are served")
	}
	return nil
}

// Bedrock's stopReason values are Anthropic's: end_turn, tool_use,
// max_tokens (see anthropicStop).

// converseContent renders a's content blocks.
func converseContent(a *answer) []map[string]any {
	if len(a.ToolCalls) == 0 {
		return []map[string]any{{"text": a.Text}}
	}
	tc := a.ToolCalls[0]
	return []map[string]any{{"toolUse": map[string]any{"toolUseId": tc.ID, "name": tc.Name, "input": tc.Args}}}
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
	block := func(name string, fields map[string]any) {
		fields["contentBlockIndex"] = 0
		out = append(out, event{name, fields})
	}
	if len(a.ToolCalls) > 0 {
		tc := a.ToolCalls[0]
		block("contentBlockStart", map[string]any{"start": map[string]any{"toolUse": map[string]any{"toolUseId": tc.ID, "name": tc.Name}}})
		block("contentBlockDelta", map[string]any{"delta": map[string]any{"toolUse": map[string]any{"input": string(tc.Args)}}})
	} else {
		for _, piece := range deltas(a.Text) {
			block("contentBlockDelta", map[string]any{"delta": map[string]any{"text": piece}})
		}
	}
	block("contentBlockStop", map[string]any{})
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
