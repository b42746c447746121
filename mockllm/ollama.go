package mockllm

import (
	"bytes"
	"encoding/json"
	"net/http"
	"time"

	"github.com/scriptorium/scriptorium/provider"
)

// ollamaChatCodec is Ollama's /api/chat and ollamaGenerateCodec its
// /api/generate. Both stream NDJSON unless the request says "stream": false,
// as Ollama does; a user message is its text (when not empty) then its
// images, bare base64 whose MIME type is sniffed from the bytes; the schema is an object-valued "format" ("json" asks for JSON
// without one); the tag comes from the X-Fixture-Tag header only. Tool call
// arguments are JSON objects, not strings.
type (
	ollamaChatCodec     struct{ ollamaShape }
	ollamaGenerateCodec struct{ ollamaShape }
)

// ollamaShape is what the Ollama routes share: NDJSON framing and the
// {"error": "..."} body.
type ollamaShape struct{}

func (ollamaChatCodec) routes() []string     { return []string{"POST /api/chat"} }
func (ollamaGenerateCodec) routes() []string { return []string{"POST /api/generate"} }

func (ollamaShape) framing() framer { return ndjson{} }

// ollamaError is Ollama's error body; Fixture is mockllm's addition.
type ollamaError struct {
	Error   string    `json:"error"`
	Fixture *missInfo `json:"fixture,omitempty"`
}

func (ollamaShape) failure(f *failure) (int, http.Header, any) {
	return f.Status, nil, ollamaError{Error: f.Message, Fixture: f.Miss}
}

// ollamaCommon holds the request fields both routes read.
type ollamaCommon struct {
	Model  string          `json:"model"`
	Format json.RawMessage `json:"format"`
	Stream *bool           `json:"stream"`
	// KeepAlive is how long the model stays loaded: seconds as a number,
	// or a Go duration string ("5m", "0"); nil when not sent.
	KeepAlive json.RawMessage `json:"keep_alive"`
	ollamaOptions
}

// call starts a call for r with the model, stream default and schema.
func (o ollamaCommon) call(r *http.Request) *call {
	cl := &call{Req: &provider.Request{Tag: r.Header.Get(HeaderTag)}, Model: o.Model, Stream: o.Stream == nil || *o.Stream,
		JSON: jsonMode(o.Format)}
	if f := bytes.TrimSpace(o.Format); len(f) > 0 && f[0] == '{' {
		cl.Req.Schema = f
	}
	return cl
}

// loading returns the done_reason of a request that holds nothing to
// answer (an /api/generate without a prompt, an /api/chat without
// messages), which Ollama answers at once with a single JSON object, as its
// API reference says under "Load a model" and "Unload a model" (docs/api.md;
// GenerateHandler and ChatHandler in its server/routes.go): "unload" when
// keep_alive is zero, else "load". keep_alive is a number of seconds or a
// Go duration string, as Ollama's api.Duration reads it; anything else is a
// bad request.
func (o ollamaCommon) loading() (string, error) {
	keep := bytes.TrimSpace(o.KeepAlive)
	if len(keep) == 0 || string(keep) == "null" {
		return "load", nil
	}
	var v any
	if err := json.Unmarshal(keep, &v); err != nil {
		return "", badRequest("keep_alive: %v", err)
	}
	var d time.Duration
	switch v := v.(type) {
	case float64:
		d = time.Duration(v * float64(time.Second))
	case string:
		var err error
		if d, err = time.ParseDuration(v); err != nil {
			return "", badRequest("keep_alive: %v", err)
		}
	default:
		return "", badRequest("keep_alive: want a number of seconds or a duration string, not %s", keep)
	}
	if d == 0 {
		return "unload", nil
	}
	return "load", nil
}

// ollamaImagesOf decodes the images a fast decoder kept in the body
// (lexed, when it read them), else the decoded ones.
func ollamaImagesOf(images []string, lexed [][]byte) ([]provider.Part, error) {
	if lexed != nil {
		return ollamaImages(lexed)
	}
	return ollamaImages(images)
}

// ollamaImages decodes base64 images, sniffing their MIME types.
func ollamaImages[S string | []byte](images []S) ([]provider.Part, error) {
	var parts []provider.Part
	for _, img := range images {
		part, err := base64Part("", img, anyImageType)
		if err != nil {
			return nil, err
		}
		parts = append(parts, part)
	}
	return parts, nil
}

// ollamaChatRequest is the part of an /api/chat request the mock reads.
type ollamaChatRequest struct {
	ollamaCommon
	Messages []ollamaMessage `json:"messages"`
	Tools    []chatTool      `json:"tools"`
}

func (ollamaChatCodec) decode(r *http.Request, body []byte) (*call, error) {
	in, ok := lexOllamaChat(body)
	if !ok {
		in = new(ollamaChatRequest)
		if err := unmarshal(body, in); err != nil {
			return nil, err
		}
	}
	return ollamaChatCall(r, in)
}

// ollamaChatCall is the call a decoded /api/chat request asks.
func ollamaChatCall(r *http.Request, in *ollamaChatRequest) (*call, error) {
	if err := in.check(); err != nil {
		return nil, err
	}
	if err := in.requireModel(); err != nil {
		return nil, err
	}
	cl := in.call(r)
	if len(in.Messages) == 0 {
		var err error
		cl.Load, err = in.loading()
		return cl, err
	}
	var d dialog
	if jsonMode(in.Format) {
		d.format = "json"
	}
	for _, m := range in.Messages {
		if err := ollamaTurn(cl.Req, &d, m); err != nil {
			return nil, err
		}
	}
	for _, t := range in.Tools {
		d.tool(t.Function.Name, t.Function.Description, t.Function.Parameters)
	}
	d.finish(cl)
	return cl, nil
}

// requireModel refuses a request without a model, as Ollama answers 400
// "model is required" (ChatHandler and GenerateHandler in ollama's
// server/routes.go).
func (o ollamaCommon) requireModel() error {
	if o.Model == "" {
		return missing("model", "a model name")
	}
	return nil
}

// ollamaTurn adds a message to req's system text or the dialog. A tool
// result names its tool (tool_name) or follows the calls it answers.
func ollamaTurn(req *provider.Request, d *dialog, m ollamaMessage) error {
	switch m.Role {
	case "system":
		req.System = joinSystem(req.System, m.Content, nil)
	case "user":
		d.userMessage()
		if m.Content != "" || len(m.Images)+len(m.images) == 0 {
			d.content(provider.RoleUser, "", provider.TextPart(m.Content))
		}
		parts, err := ollamaImagesOf(m.Images, m.images)
		d.content(provider.RoleUser, "", parts...)
		return err
	case "assistant":
		if m.Content != "" {
			d.content(provider.RoleAssistant, "", provider.TextPart(m.Content))
		}
		for _, c := range m.ToolCalls {
			d.toolCall("", c.Function.Name, c.Function.Arguments)
		}
	case "tool":
		d.toolResult("", m.ToolName, provider.TextPart(m.Content))
	default:
		return badRequest("message role %q", m.Role)
	}
	return nil
}

// ollamaMessage is one /api/chat message.
type ollamaMessage struct {
	Role      string           `json:"role"`
	Content   string           `json:"content"`
	Images    []string         `json:"images,omitempty"`
	ToolCalls []ollamaToolCall `json:"tool_calls,omitempty"`
	ToolName  string           `json:"tool_name,omitempty"`

	// images is Images as they lie in the body, when the fast decoder
	// read the message.
	images [][]byte
}

// ollamaToolCall is a tool call with its arguments as an object.
type ollamaToolCall struct {
	Function struct {
		Name      string          `json:"name"`
		Arguments json.RawMessage `json:"arguments"`
	} `json:"function"`
}

// ollamaGenerateRequest is the part of an /api/generate request the mock
// reads.
type ollamaGenerateRequest struct {
	ollamaCommon
	Prompt string   `json:"prompt"`
	System string   `json:"system"`
	Images []string `json:"images"`

	// images is Images as they lie in the body, when the fast decoder
	// read the request.
	images [][]byte
}

func (ollamaGenerateCodec) decode(r *http.Request, body []byte) (*call, error) {
	in, ok := lexOllamaGenerate(body)
	if !ok {
		in = new(ollamaGenerateRequest)
		if err := unmarshal(body, in); err != nil {
			return nil, err
		}
	}
	return ollamaGenerateCall(r, in)
}

// ollamaGenerateCall is the call a decoded /api/generate request asks.
func ollamaGenerateCall(r *http.Request, in *ollamaGenerateRequest) (*call, error) {
	if err := in.check(); err != nil {
		return nil, err
	}
	if err := in.requireModel(); err != nil {
		return nil, err
	}
	cl := in.call(r)
	if in.Prompt == "" {
		var err error
		cl.Load, err = in.loading()
		return cl, err
	}
	images, err := ollamaImagesOf(in.Images, in.images)
	cl.Req.System, cl.Req.Parts = in.System, append([]provider.Part{provider.TextPart(in.Prompt)}, images...)
	return cl, err
}

// ollamaDone is the closing fields of an Ollama answer; the mock reports
// token counts but no durations.
type ollamaDone struct {
	Done            bool   `json:"done"`
	DoneReason      string `json:"done_reason,omitempty"`
	PromptEvalCount int    `json:"prompt_eval_count,omitempty"`
	EvalCount       int    `json:"eval_count,omitempty"`
}

// ollamaChatOut is an /api/chat answer or chunk.
type ollamaChatOut struct {
	Model     string        `json:"model"`
	CreatedAt string        `json:"created_at"`
	Message   ollamaMessage `json:"message"`
	ollamaDone
}

// ollamaGenerateOut is an /api/generate answer or chunk.
type ollamaGenerateOut struct {
	Model     string `json:"model"`
	CreatedAt string `json:"created_at"`
	Response  string `json:"response"`
	ollamaDone
}

// ollamaFinal returns the closing fields; done_reason is "stop" or
// "length", or the call's Load.
func ollamaFinal(c *call, a *answer) ollamaDone {
	reason := "stop"
	switch {
	case c.Load != "":
		reason = c.Load
	case a.Finish == provider.FinishLength:
		reason = "length"
	}
	return ollamaDone{Done: true, DoneReason: reason, PromptEvalCount: a.Usage.InputTokens, EvalCount: a.Usage.OutputTokens}
}

// ollamaCalls renders a's tool calls with object arguments.
func ollamaCalls(a *answer) []ollamaToolCall {
	var out []ollamaToolCall
	for _, tc := range a.ToolCalls {
		var c ollamaToolCall
		c.Function.Name, c.Function.Arguments = tc.Name, tc.Args
		out = append(out, c)
	}
	return out
}

// now is the created_at time stamp.
func now() string { return time.Now().UTC().Format(time.RFC3339Nano) }

func (ollamaChatCodec) encode(c *call, a *answer) any {
	return &ollamaChatOut{Model: a.Model, CreatedAt: now(),
		Message: ollamaMessage{Role: "assistant", Content: a.Text, ToolCalls: ollamaCalls(a)}, ollamaDone: ollamaFinal(c, a)}
}

func (ollamaChatCodec) events(c *call, a *answer) []event {
	var out []event
	chunk := func(m ollamaMessage, d ollamaDone) {
		out = append(out, event{Data: &ollamaChatOut{Model: a.Model, CreatedAt: now(), Message: m, ollamaDone: d}})
	}
	if a.Text != "" || len(a.ToolCalls) == 0 {
		for _, piece := range deltas(a.Text) {
			chunk(ollamaMessage{Role: "assistant", Content: piece}, ollamaDone{})
		}
	}
	if len(a.ToolCalls) > 0 {
		chunk(ollamaMessage{Role: "assistant", ToolCalls: ollamaCalls(a)}, ollamaDone{})
	}
	chunk(ollamaMessage{Role: "assistant"}, ollamaFinal(c, a))
	return out
}

func (ollamaGenerateCodec) encode(c *call, a *answer) any {
	return &ollamaGenerateOut{Model: a.Model, CreatedAt: now(), Response: a.Text, ollamaDone: ollamaFinal(c, a)}
}

func (ollamaGenerateCodec) events(c *call, a *answer) []event {
	var out []event
	for _, piece := range deltas(a.Text) {
		out = append(out, event{Data: &ollamaGenerateOut{Model: a.Model, CreatedAt: now(), Response: piece}})
	}
	return append(out, event{Data: &ollamaGenerateOut{Model: a.Model, CreatedAt: now(), ollamaDone: ollamaFinal(c, a)}})
}

func (ollamaShape) providerName() string { return "ollama" }

func (ollamaShape) upstreamRequest(r *http.Request, body []byte) (string, []byte, error) {
	body, err := withoutStream(body)
	return r.URL.RequestURI(), body, err
}

// parseAnswer reads an /api/chat or /api/generate answer.
func (ollamaShape) parseAnswer(body []byte) (*answer, error) {
	var in struct {
		Model    string        `json:"model"`
		Message  ollamaMessage `json:"message"`
		Response string        `json:"response"`
		ollamaDone
	}
	if err := unmarshal(body, &in); err != nil {
		return nil, err
	}
	a := &answer{Model: in.Model, Text: in.Message.Content + in.Response,
		Usage: provider.Usage{InputTokens: in.PromptEvalCount, OutputTokens: in.EvalCount}}
	for _, tc := range in.Message.ToolCalls {
		a.ToolCalls = append(a.ToolCalls, toolCall{Name: tc.Function.Name, Args: compact(tc.Function.Arguments)})
	}
	if in.DoneReason == "length" {
		a.Finish = provider.FinishLength
	}
	return a, nil
}
