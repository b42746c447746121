package mockllm

import (
	"encoding/json"
	"net/http"
	"strings"
	"time"

	"github.com/scriptorium/scriptorium/provider"
)

// responsesCodec is the OpenAI Responses API (/v1/responses), also on Azure
// OpenAI's routes (/openai/v1/responses, /openai/responses and
// /openai/deployments/{deployment}/responses, where the deployment stands
// for a missing model). System text is
// "instructions" followed by system and developer input messages; the schema
// comes from text.format json_schema or a forced function tool; streams are
// named events with sequence numbers and no [DONE]. It shares the Chat
// Completions error shape.
type responsesCodec struct{ openaiCodec }

func (responsesCodec) routes() []string {
	return []string{"POST /v1/responses", "POST /openai/v1/responses", "POST /openai/responses",
		"POST /openai/deployments/{deployment}/responses"}
}

// responsesRequest is the part of a Responses request the mock reads. Input
// is a string or an array of items.
type responsesRequest struct {
	Model        string          `json:"model"`
	Instructions string          `json:"instructions"`
	Input        json.RawMessage `json:"input"`
	Text         *struct {
		Format *struct {
			Type   string          `json:"type"`
			Schema json.RawMessage `json:"schema"`
		} `json:"format"`
	} `json:"text"`
	Tools []struct {
		Type        string          `json:"type"`
		Name        string          `json:"name"`
		Description string          `json:"description"`
		Parameters  json.RawMessage `json:"parameters"`
	} `json:"tools"`
	ToolChoice         json.RawMessage `json:"tool_choice"`
	PreviousResponseID string          `json:"previous_response_id"`
	Stream             bool            `json:"stream"`
	Metadata           map[string]any  `json:"metadata"`
	responsesOptions

	// input is Input as the fast decoder (lexResponses) read it.
	input lexedContent[responsesItem]
}

// responsesItem is one input or output item: a message, a function call or
// a function call's output.
type responsesItem struct {
	Type      string          `json:"type"`
	Role      string          `json:"role"`
	Content   json.RawMessage `json:"content"`
	CallID    string          `json:"call_id"`
	Name      string          `json:"name"`
	Arguments string          `json:"arguments"`
	Output    json.RawMessage `json:"output"`

	// content and output are Content and Output as the fast decoder read
	// them.
	content, output lexedContent[responsesPart]
}

// responsesPart is one content part: input_text, input_image, or an
// assistant's output_text or refusal.
type responsesPart struct {
	Type     string `json:"type"`
	Text     string `json:"text"`
	Refusal  string `json:"refusal"`
	ImageURL string `json:"image_url"`

	// image is ImageURL decoded, when the fast decoder read the part.
	image *dataURL
}

func (responsesCodec) decode(r *http.Request, body []byte) (*call, error) {
	in, ok := lexResponses(body)
	if !ok {
		in = new(responsesRequest)
		if err := unmarshal(body, in); err != nil {
			return nil, err
		}
	}
	return responsesCall(r, in)
}

// responsesCall is the call a decoded Responses request asks.
func responsesCall(r *http.Request, in *responsesRequest) (*call, error) {
	if err := in.check(); err != nil {
		return nil, err
	}
	cl := &call{Req: &provider.Request{Tag: requestTag(r, in.Metadata), System: in.Instructions}, Model: in.Model, Stream: in.Stream}
	if cl.Model == "" {
		cl.Model = r.PathValue("deployment")
	}
	d := dialog{previous: in.PreviousResponseID}
	text, items, err := in.input.of(in.Input, "input")
	if err != nil {
		return nil, err
	}
	// The API refuses a request with no input that continues no previous
	// response, instructions or not (pydantic-ai #3369, #3470).
	if text == "" && len(items) == 0 && in.PreviousResponseID == "" {
		return nil, missing("input", "a string or a non-empty array")
	}
	if items == nil {
		d.userMessage()
		d.content(provider.RoleUser, "", provider.TextPart(text))
	}
	for _, it := range items {
		if err := responsesInput(cl.Req, &d, it); err != nil {
			return nil, err
		}
	}
	if f := in.Text; f != nil && f.Format != nil && f.Format.Type == "json_schema" {
		cl.Req.Schema = schemaOf(f.Format.Schema)
	} else if f != nil && f.Format != nil && f.Format.Type == "json_object" {
		d.format = "json"
	}
	for _, t := range in.Tools {
		d.tool(t.Name, t.Description, t.Parameters)
	}
	var choice struct{ Type, Name string }
	if json.Unmarshal(in.ToolChoice, &d.choice) != nil && json.Unmarshal(in.ToolChoice, &choice) == nil && choice.Type == "function" {
		d.choice = provider.ToolChoiceTool + choice.Name
	}
	d.finish(cl)
	return cl, nil
}

// responsesInput adds an input item to req's system text or the dialog:
// a message, a function call or a function call's output. Other items
// (reasoning, references to stored items) are left out, as before.
func responsesInput(req *provider.Request, d *dialog, it responsesItem) error {
	switch it.Type {
	case "", "message":
		return responsesMessage(req, d, it)
	case "function_call":
		d.toolCall(it.CallID, it.Name, []byte(it.Arguments))
	case "function_call_output":
		text, parts, err := it.output.of(it.Output, "function_call_output output")
		if err != nil {
			return err
		}
		for _, p := range parts {
			text += p.Text
		}
		d.toolResult(it.CallID, "", provider.TextPart(text))
	}
	return nil
}

// responsesMessage adds a message item's content to req's system text or
// the dialog.
func responsesMessage(req *provider.Request, d *dialog, it responsesItem) error {
	text, parts, err := it.content.of(it.Content, it.Role+" message content")
	if err != nil {
		return err
	}
	switch it.Role {
	case "system", "developer":
		for _, p := range parts {
			text += p.Text
		}
		req.System = joinSystem(req.System, text, nil)
		return nil
	case "assistant":
		for _, p := range parts {
			text += p.Text + p.Refusal
		}
		d.content(provider.RoleAssistant, "", provider.TextPart(text))
		return nil
	case "user":
		d.userMessage()
	default:
		return badRequest("message role %q", it.Role)
	}
	if parts == nil {
		d.content(provider.RoleUser, "", provider.TextPart(text))
	}
	for _, p := range parts {
		if err := responsesPartOf(d, p); err != nil {
			return err
		}
	}
	return nil
}

// responsesPartOf adds one user content part: input_text or input_image.
func responsesPartOf(d *dialog, p responsesPart) error {
	switch p.Type {
	case "input_text":
		d.content(provider.RoleUser, "", provider.TextPart(p.Text))
	case "input_image":
		part, err := p.imagePart()
		if err != nil {
			return err
		}
		d.content(provider.RoleUser, "", part)
	default:
		return badRequest("content part type %q", p.Type)
	}
	return nil
}

// imagePart is the part's image URL decoded.
func (p *responsesPart) imagePart() (provider.Part, error) {
	if p.image != nil {
		return p.image.part, p.image.err
	}
	return dataURLPart(p.ImageURL)
}

// responsesOut is a Responses answer, also carried by stream events.
type responsesOut struct {
	ID                string           `json:"id"`
	Object            string           `json:"object"`
	CreatedAt         int64            `json:"created_at"`
	Status            string           `json:"status"`
	Error             *struct{}        `json:"error"`
	IncompleteDetails map[string]any   `json:"incomplete_details"`
	Model             string           `json:"model"`
	Output            []map[string]any `json:"output"`
	Usage             map[string]any   `json:"usage,omitempty"`
}

// responsesAnswer is a's answer; in progress it has no output or usage.
func responsesAnswer(a *answer, done bool) *responsesOut {
	out := &responsesOut{ID: responsesID(a.ID), Object: "response", CreatedAt: time.Now().Unix(), Status: "in_progress",
		Model: a.Model, Output: []map[string]any{}}
	if !done {
		return out
	}
	out.Status = "completed"
	for i := range responsesItemCount(a) {
		out.Output = append(out.Output, responsesItemOut(a, i, true))
	}
	if a.Finish == provider.FinishLength {
		out.Status, out.IncompleteDetails = "incomplete", map[string]any{"reason": "max_output_tokens"}
	}
	out.Usage = map[string]any{"input_tokens": a.Usage.InputTokens, "output_tokens": a.Usage.OutputTokens, "total_tokens": a.total(),
		"input_tokens_details": map[string]int{"cached_tokens": 0}, "output_tokens_details": map[string]int{"reasoning_tokens": 0}}
	return out
}

// responsesTextItem reports whether a's output starts with a message item: it
// has text, or no tool call.
func responsesTextItem(a *answer) bool { return a.Text != "" || len(a.ToolCalls) == 0 }

// responsesItemCount is the number of a's output items.
func responsesItemCount(a *answer) int { return boolInt(responsesTextItem(a)) + len(a.ToolCalls) }

// responsesItemOut is a's output item i (the message, then one function
// call per tool call), empty while in progress.
func responsesItemOut(a *answer, i int, done bool) map[string]any {
	status := map[bool]string{false: "in_progress", true: "completed"}[done]
	if !responsesTextItem(a) || i > 0 {
		tc := a.ToolCalls[i-boolInt(responsesTextItem(a))]
		args := ""
		if done {
			args = string(tc.Args)
		}
		return map[string]any{"type": "function_call", "id": "fc_" + strings.TrimPrefix(tc.ID, "call_"), "call_id": tc.ID,
			"name": tc.Name, "arguments": args, "status": status}
	}
	content := []map[string]any{}
	if done {
		content = append(content, responsesText(a.Text))
	}
	return map[string]any{"type": "message", "id": "msg_" + a.ID, "status": status, "role": "assistant", "content": content}
}

// responsesText is an output_text content part.
func responsesText(text string) map[string]any {
	return map[string]any{"type": "output_text", "text": text, "annotations": []any{}}
}

func (responsesCodec) encode(c *call, a *answer) any { return responsesAnswer(a, true) }

func (responsesCodec) events(c *call, a *answer) []event {
	var out []event
	ev := func(name string, fields map[string]any) {
		fields["type"], fields["sequence_number"] = name, len(out)
		out = append(out, event{name, fields})
	}
	ev("response.created", map[string]any{"response": responsesAnswer(a, false)})
	for i := range responsesItemCount(a) {
		item := responsesItemOut(a, i, false)
		with := func(extra map[string]any) map[string]any {
			extra["output_index"], extra["item_id"] = i, item["id"]
			return extra
		}
		ev("response.output_item.added", map[string]any{"output_index": i, "item": item})
		if item["type"] == "function_call" {
			args := string(a.ToolCalls[i-boolInt(responsesTextItem(a))].Args)
			for _, piece := range argumentDeltas(args, c.ArgumentBytes) {
				ev("response.function_call_arguments.delta", with(map[string]any{"delta": piece}))
			}
			ev("response.function_call_arguments.done", with(map[string]any{"arguments": args}))
		} else {
			ev("response.content_part.added", with(map[string]any{"content_index": 0, "part": responsesText("")}))
			for _, piece := range deltas(a.Text) {
				ev("response.output_text.delta", with(map[string]any{"content_index": 0, "delta": piece}))
			}
			ev("response.output_text.done", with(map[string]any{"content_index": 0, "text": a.Text}))
			ev("response.content_part.done", with(map[string]any{"content_index": 0, "part": responsesText(a.Text)}))
		}
		ev("response.output_item.done", map[string]any{"output_index": i, "item": responsesItemOut(a, i, true)})
	}
	final := responsesAnswer(a, true)
	ev("response."+final.Status, map[string]any{"response": final})
	return out
}

func (responsesCodec) upstreamRequest(r *http.Request, body []byte) (string, []byte, error) {
	body, err := withoutStream(body)
	return r.URL.RequestURI(), body, err
}

// responsesID is the id of the answer whose ids derive from key.
func responsesID(key string) string { return "resp_" + shortID(key) }

func (responsesCodec) parseAnswer(body []byte) (*answer, error) {
	var in struct {
		ID                string          `json:"id"`
		Model             string          `json:"model"`
		IncompleteDetails *struct{}       `json:"incomplete_details"`
		Output            []responsesItem `json:"output"`
		Usage             struct {
			InputTokens  int `json:"input_tokens"`
			OutputTokens int `json:"output_tokens"`
		} `json:"usage"`
	}
	if err := unmarshal(body, &in); err != nil {
		return nil, err
	}
	a := &answer{Model: in.Model, Usage: provider.Usage{InputTokens: in.Usage.InputTokens, OutputTokens: in.Usage.OutputTokens},
		UpstreamID: in.ID}
	for _, it := range in.Output {
		switch it.Type {
		case "message":
			var parts []responsesPart
			if err := unmarshal(it.Content, &parts); err != nil {
				return nil, err
			}
			for _, p := range parts {
				a.Text += p.Text
			}
		case "function_call":
			a.ToolCalls = append(a.ToolCalls, toolCall{ID: it.CallID, Name: it.Name, Args: json.RawMessage(it.Arguments)})
		}
	}
	if in.IncompleteDetails != nil {
		a.Finish = provider.FinishLength
	}
	return a, nil
}
