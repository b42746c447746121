package mockllm

import (
	"cmp"
	"encoding/json"
	"net/http"
	"time"

	"github.com/scriptorium/scriptorium/provider"
)

// openaiCodec is OpenAI Chat Completions (/v1/chat/completions), also served
// on Azure OpenAI's /openai/deployments/{deployment}/chat/completions route,
// where the deployment stands for the model.
type openaiCodec struct{}

func (openaiCodec) routes() []string {
	return []string{"POST /v1/chat/completions", "POST /openai/v1/chat/completions",
		"POST /openai/deployments/{deployment}/chat/completions"}
}

func (openaiCodec) framing() framer { return sse{} }

// chatRequest is the part of a Chat Completions request the mock reads.
type chatRequest struct {
	Model         string        `json:"model"`
	Messages      []chatMessage `json:"messages"`
	Stream        bool          `json:"stream"`
	StreamOptions *struct {
		IncludeUsage bool `json:"include_usage"`
	} `json:"stream_options"`
	ResponseFormat *struct {
		Type       string `json:"type"`
		JSONSchema *struct {
			Schema json.RawMessage `json:"schema"`
		} `json:"json_schema"`
	} `json:"response_format"`
	Tools      []chatTool      `json:"tools"`
	ToolChoice json.RawMessage `json:"tool_choice"`
	Metadata   map[string]any  `json:"metadata"`
	chatOptions
}

// chatMessage is one message; Content is a string or an array of chatPart.
type chatMessage struct {
	Role       string          `json:"role"`
	Content    json.RawMessage `json:"content"`
	Name       string          `json:"name,omitempty"`
	ToolCallID string          `json:"tool_call_id,omitempty"`
	ToolCalls  json.RawMessage `json:"tool_calls,omitempty"`

	// lexed is Content as the fast decoder (lexChat) read it.
	lexed lexedContent[chatPart]
}

// content is the message's content: a string as text with parts nil, or
// its parts.
func (m *chatMessage) content() (string, []chatPart, error) {
	return m.lexed.of(m.Content, m.Role+" message content")
}

// chatPart is one content part: text (or an assistant's refusal) or an
// image URL.
type chatPart struct {
	Type     string `json:"type"`
	Text     string `json:"text"`
	Refusal  string `json:"refusal"`
	ImageURL *struct {
		URL dataURL `json:"url"`
	} `json:"image_url"`
}

// chatTool is one function tool.
type chatTool struct {
	Type     string `json:"type"`
	Function struct {
		Name        string          `json:"name"`
		Description string          `json:"description"`
		Parameters  json.RawMessage `json:"parameters"`
	} `json:"function"`
}

// toolChoice is the object form of tool_choice.
type toolChoice struct {
	Type     string `json:"type"`
	Function struct {
		Name string `json:"name"`
	} `json:"function"`
}

func (openaiCodec) decode(r *http.Request, body []byte) (*call, error) {
	in, ok := lexChat(body)
	if !ok {
		in = new(chatRequest)
		if err := unmarshal(body, in); err != nil {
			// Any JSON object has a canned key, as any has a DocsGPT digest.
			if _, keyErr := CannedKey(body); keyErr == nil {
				return &call{Req: &provider.Request{}, Chat: body, Unkeyed: err}, nil
			}
			return nil, err
		}
	}
	if err := in.check(); err != nil {
		return nil, err
	}
	req := &provider.Request{Tag: requestTag(r, in.Metadata)}
	cl := &call{Req: req, Model: in.Model, Stream: in.Stream, Chat: body}
	if cl.Model == "" {
		cl.Model = r.PathValue("deployment")
	}
	cl.IncludeUsage = in.StreamOptions != nil && in.StreamOptions.IncludeUsage
	var d dialog
	if rf := in.ResponseFormat; rf != nil && rf.JSONSchema != nil {
		req.Schema = schemaOf(rf.JSONSchema.Schema)
	} else if rf != nil && rf.Type == "json_object" {
		d.format = "json"
	}
	for _, t := range in.Tools {
		d.tool(t.Function.Name, t.Function.Description, t.Function.Parameters)
	}
	d.choice = chatToolChoice(in.ToolChoice)
	// A request without messages has no fixture, but may have a canned
	// answer, as a DocsGPT fixture directory holds one for it.
	if cl.Unkeyed = required("messages", len(in.Messages)); cl.Unkeyed != nil {
		return cl, nil
	}
	if cl.Unkeyed = chatContent(req, &d, in.Messages); cl.Unkeyed == nil {
		d.finish(cl)
	}
	return cl, nil
}

// chatToolChoice is tool_choice in canonical form: "auto", "none",
// "required", or the tool one names.
func chatToolChoice(choice json.RawMessage) string {
	l := &lexer{data: choice}
	if len(choice) == 0 {
		return ""
	}
	if l.peek() != '{' {
		if s, ok := l.text(); ok && l.end() {
			return s
		}
	} else {
		var name string
		ok := l.members(chatToolNames, func(i int) bool {
			if i == 0 {
				_, ok := l.text()
				return ok
			}
			return l.null() || l.members(chatFuncNames[:1], func(int) (ok bool) {
				name, ok = l.text()
				return ok
			})
		})
		if ok && l.end() && name != "" {
			return provider.ToolChoiceTool + name
		}
		if ok && l.end() {
			return ""
		}
	}
	return chatToolChoiceJSON(choice)
}

// chatToolChoiceJSON is chatToolChoice by encoding/json, for what the
// lexer leaves (a member named in another case, one named twice).
func chatToolChoiceJSON(choice json.RawMessage) string {
	var s string
	var obj toolChoice
	switch {
	case json.Unmarshal(choice, &s) == nil:
		return s
	case json.Unmarshal(choice, &obj) == nil && obj.Function.Name != "":
		return provider.ToolChoiceTool + obj.Function.Name
	}
	return ""
}

// chatContent fills the system text and the dialog from the messages.
func chatContent(req *provider.Request, d *dialog, messages []chatMessage) error {
	for _, m := range messages {
		text, parts, err := m.content()
		if err != nil {
			return err
		}
		switch m.Role {
		case "system", "developer":
			req.System = joinSystem(req.System, text, parts)
		case "user":
			d.userMessage()
			if err := userParts(d, m.Name, text, parts); err != nil {
				return err
			}
		case "assistant":
			if err := chatAssistant(d, m, text, parts); err != nil {
				return err
			}
		case "tool", "function":
			d.toolResult(m.ToolCallID, m.Name, provider.TextPart(joinText(text, parts)))
		default:
			return badRequest("message role %q", m.Role)
		}
	}
	return nil
}

// chatAssistant adds an assistant message: its text, then its tool calls.
func chatAssistant(d *dialog, m chatMessage, text string, parts []chatPart) error {
	if text = joinText(text, parts); text != "" {
		d.content(provider.RoleAssistant, m.Name, provider.TextPart(text))
	}
	var calls []chatToolCall
	if len(m.ToolCalls) > 0 {
		if err := unmarshalMember(m.ToolCalls, &calls, "assistant tool_calls"); err != nil {
			return err
		}
	}
	for _, c := range calls {
		d.toolCall(c.ID, c.Function.Name, []byte(c.Function.Arguments))
	}
	return nil
}

// joinText is a message's text: the string content, or its text (and
// refusal) parts run together.
func joinText(text string, parts []chatPart) string {
	for _, p := range parts {
		text += p.Text + p.Refusal
	}
	return text
}

// joinSystem appends a system message's text, a blank line between messages.
func joinSystem(system, text string, parts []chatPart) string {
	text = joinText(text, parts)
	if system == "" {
		return text
	}
	return system + "\n\n" + text
}

// userParts adds a user message's content to the dialog.
func userParts(d *dialog, name, text string, parts []chatPart) error {
	if parts == nil {
		d.content(provider.RoleUser, name, provider.TextPart(text))
		return nil
	}
	for _, p := range parts {
		switch {
		case p.Type == "text":
			d.content(provider.RoleUser, name, provider.TextPart(p.Text))
		case p.Type == "image_url" && p.ImageURL != nil:
			if err := p.ImageURL.URL.err; err != nil {
				return err
			}
			d.content(provider.RoleUser, name, p.ImageURL.URL.part)
		default:
			return badRequest("content part type %q", p.Type)
		}
	}
	return nil
}

// chatCompletion is a Chat Completions answer or stream chunk.
type chatCompletion struct {
	ID                string       `json:"id"`
	Object            string       `json:"object"`
	Created           int64        `json:"created"`
	Model             string       `json:"model"`
	Choices           []chatChoice `json:"choices"`
	Usage             *chatUsage   `json:"usage,omitempty"`
	SystemFingerprint *string      `json:"system_fingerprint"`
}

// chatChoice is one choice: Message in an answer, Delta in a chunk.
type chatChoice struct {
	Index        int             `json:"index"`
	Message      *chatMessageOut `json:"message,omitempty"`
	Delta        *chatOut        `json:"delta,omitempty"`
	Logprobs     *struct{}       `json:"logprobs"`
	FinishReason *string         `json:"finish_reason"`
}

// chatMessageOut is an answer's message: content null when the answer is
// only tool calls, refusal null, as the API sends them.
type chatMessageOut struct {
	Role      string         `json:"role"`
	Content   *string        `json:"content"`
	Refusal   *string        `json:"refusal"`
	ToolCalls []chatToolCall `json:"tool_calls,omitempty"`
}

// chatOut is a stream delta.
type chatOut struct {
	Role      string          `json:"role,omitempty"`
	Content   *string         `json:"content,omitempty"`
	ToolCalls []chatCallDelta `json:"tool_calls,omitempty"`
}

// chatToolCall is one function call of an answer.
type chatToolCall struct {
	ID       string `json:"id"`
	Type     string `json:"type"`
	Function struct {
		Name      string `json:"name"`
		Arguments string `json:"arguments"`
	} `json:"function"`
}

// chatCallDelta is a piece of a streamed function call: the first names
// the call, the others carry only arguments.
type chatCallDelta struct {
	Index    int    `json:"index"`
	ID       string `json:"id,omitempty"`
	Type     string `json:"type,omitempty"`
	Function struct {
		Name      string `json:"name,omitempty"`
		Arguments string `json:"arguments"`
	} `json:"function"`
}

// chatUsage is Chat Completions usage.
type chatUsage struct {
	PromptTokens     int `json:"prompt_tokens"`
	CompletionTokens int `json:"completion_tokens"`
	TotalTokens      int `json:"total_tokens"`
}

func (openaiCodec) encode(c *call, a *answer) any {
	out := &chatMessageOut{Role: "assistant", ToolCalls: chatToolCalls(a)}
	if len(a.ToolCalls) == 0 || a.Text != "" {
		out.Content = &a.Text
	}
	cc := newChatCompletion(a, "chat.completion")
	cc.Choices = []chatChoice{{Message: out, FinishReason: &a.Finish}}
	cc.Usage = &chatUsage{a.Usage.InputTokens, a.Usage.OutputTokens, a.total()}
	return cc
}

func (openaiCodec) events(c *call, a *answer) []event {
	var out []event
	chunk := func(delta *chatOut, finish *string) {
		if len(out) == 0 {
			delta.Role = "assistant"
		}
		cc := newChatCompletion(a, "chat.completion.chunk")
		cc.Choices = []chatChoice{{Delta: delta, FinishReason: finish}}
		out = append(out, event{Data: cc})
	}
	if len(a.ToolCalls) == 0 || a.Text != "" {
		for _, piece := range deltas(a.Text) {
			chunk(&chatOut{Content: &piece}, nil)
		}
	}
	for i, tc := range a.ToolCalls {
		first := chatCallDelta{Index: i, ID: tc.ID, Type: "function"}
		first.Function.Name = tc.Name
		chunk(&chatOut{ToolCalls: []chatCallDelta{first}}, nil)
		for _, piece := range argumentDeltas(string(tc.Args), c.ArgumentBytes) {
			d := chatCallDelta{Index: i}
			d.Function.Arguments = piece
			chunk(&chatOut{ToolCalls: []chatCallDelta{d}}, nil)
		}
	}
	chunk(&chatOut{}, &a.Finish)
	if c.IncludeUsage {
		cc := newChatCompletion(a, "chat.completion.chunk")
		cc.Choices = []chatChoice{}
		cc.Usage = &chatUsage{a.Usage.InputTokens, a.Usage.OutputTokens, a.total()}
		out = append(out, event{Data: cc})
	}
	return append(out, doneEvent)
}

// newChatCompletion starts an answer or chunk of the given object type.
func newChatCompletion(a *answer, object string) *chatCompletion {
	return &chatCompletion{ID: "chatcmpl-" + a.ID, Object: object, Created: time.Now().Unix(), Model: a.Model}
}

// chatToolCalls renders a's tool calls.
func chatToolCalls(a *answer) []chatToolCall {
	out := make([]chatToolCall, len(a.ToolCalls))
	for i, tc := range a.ToolCalls {
		out[i].ID, out[i].Type = tc.ID, "function"
		out[i].Function.Name, out[i].Function.Arguments = tc.Name, string(tc.Args)
	}
	return out
}

// openaiError is the OpenAI error body; Fixture is mockllm's addition on a miss.
type openaiError struct {
	Error struct {
		Message string    `json:"message"`
		Type    string    `json:"type"`
		Param   *string   `json:"param"`
		Code    *string   `json:"code"`
		Fixture *missInfo `json:"fixture,omitempty"`
	} `json:"error"`
}

// openaiTypes and openaiCodes name statuses in OpenAI's error vocabulary.
var (
	openaiTypes = map[int]string{http.StatusTooManyRequests: "requests"}
	openaiCodes = map[int]string{http.StatusUnauthorized: "invalid_api_key", http.StatusTooManyRequests: "rate_limit_exceeded",
		http.StatusRequestEntityTooLarge: "request_too_large"}
)

func (openaiCodec) failure(f *failure) (int, http.Header, any) {
	var e openaiError
	e.Error.Message, e.Error.Fixture = f.Message, f.Miss
	e.Error.Type = errorKind(openaiTypes, f.Status, "invalid_request_error", "server_error")
	code := cmp.Or(f.Code, openaiCodes[f.Status])
	switch {
	case f.Miss != nil:
		code = "fixture_miss"
	case f.Param != "":
		code, e.Error.Param = "unsupported_parameter", &f.Param
	}
	if code != "" {
		e.Error.Code = &code
	}
	return f.Status, nil, e
}

func (openaiCodec) providerName() string { return "openai" }

func (openaiCodec) jsonOnly() {}

func (openaiCodec) upstreamRequest(r *http.Request, body []byte) (string, []byte, error) {
	body, err := withoutStream(body)
	return r.URL.RequestURI(), body, err
}

func (openaiCodec) parseAnswer(body []byte) (*answer, error) {
	var in chatCompletion
	if err := unmarshal(body, &in); err != nil {
		return nil, err
	}
	if len(in.Choices) == 0 || in.Choices[0].Message == nil {
		return nil, badRequest("chat completion without a message")
	}
	c := in.Choices[0]
	a := &answer{Model: in.Model, Finish: openaiFinish(c.FinishReason)}
	if c.Message.Content != nil {
		a.Text = *c.Message.Content
	}
	for _, tc := range c.Message.ToolCalls {
		a.ToolCalls = append(a.ToolCalls, toolCall{ID: tc.ID, Name: tc.Function.Name, Args: json.RawMessage(tc.Function.Arguments)})
	}
	if in.Usage != nil {
		a.Usage = provider.Usage{InputTokens: in.Usage.PromptTokens, OutputTokens: in.Usage.CompletionTokens}
	}
	return a, nil
}

// openaiFinish maps a finish_reason to a provider finish reason.
func openaiFinish(reason *string) string {
	if reason != nil && (*reason == provider.FinishLength || *reason == provider.FinishToolCall) {
		return *reason
	}
	return provider.FinishStop
}
