package mockllm

import (
	"bytes"
	"encoding/json"
	"strconv"
	"unicode/utf8"

	"github.com/scriptorium/scriptorium/provider"
)

// streamDeltas is how many deltas a streamed text answer is cut into.
const streamDeltas = 5

// imageTokens is the usage estimate for one image: Gemini's documented
// per-image count (258 tokens), close enough for the other APIs' small tiles.
const imageTokens = 258

// answer is a reply in wire-neutral form.
type answer struct {
	// Text is the assistant text; empty for a tool call.
	Text string
	// ToolCalls are the tool calls of the reply, after the text: the forced
	// tool's, or those the recorded answer made (parallel calls too).
	ToolCalls []toolCall
	// Finish is provider.FinishStop, FinishLength or FinishToolCall.
	Finish string
	// Usage is the token count, estimated where the source had none.
	Usage provider.Usage
	// Model names the model: the one asked for, else the recorded one.
	Model string
	// ID is the deterministic response id, derived from the fingerprint.
	ID string
	// UpstreamID is the id an upstream API gave the answer the record
	// proxy read (Responses only), which a follow-up naming the mock's id
	// must be sent instead.
	UpstreamID string
}

// toolCall is one call of a tool with its arguments as a JSON object.
type toolCall struct {
	ID   string
	Name string
	Args json.RawMessage
}

// fromResponse turns a provider answer into the reply for cl, its ids
// derived from key: a call of the forced tool when the schema came through
// one, else text (a JSON string's value, or the compact JSON of structured
// data) and the tools the answer called of its own accord.
func fromResponse(cl *call, r *provider.Response, key string) *answer {
	a := &answer{Finish: r.FinishReason, Usage: r.Usage, Model: r.Model}
	if cl.Tool != "" {
		a.ToolCalls = []toolCall{{Name: cl.Tool, Args: compact(r.Data)}}
		return a.complete(cl, key)
	}
	a.Text = dataText(r.Data)
	for _, tc := range r.ToolCalls {
		a.ToolCalls = append(a.ToolCalls, toolCall{Name: tc.Name, Args: compact(tc.Arguments)})
	}
	return a.complete(cl, key)
}

// fallbackAnswer is the generic reply to a miss in fallback mode: the
// schema's minimal instance (see minimalInstance) as the forced tool's
// arguments or as structured text, "{}" for JSON asked without a schema,
// else a fixed sentence. The error says
// how the instance breaks the schema, when it does; the answer is whole
// either way.
func fallbackAnswer(cl *call) (*answer, error) {
	a := &answer{Text: "This is a generic answer from mockllm: no fixture matched the request."}
	if len(cl.Req.Schema) == 0 && cl.Tool == "" {
		if cl.JSON {
			a.Text = "{}"
		}
		return a.complete(cl, cl.Fingerprint), nil
	}
	data := minimalInstance(cl.Req.Schema)
	if cl.Tool != "" {
		a.Text, a.ToolCalls = "", []toolCall{{Name: cl.Tool, Args: data}}
	} else {
		a.Text = string(data)
	}
	return a.complete(cl, cl.Fingerprint), provider.ValidateAnswer(cl.Req.Schema, data)
}

// complete fills ids (derived from key, a fingerprint or canned key), the
// model asked for, the finish reason and estimated usage.
func (a *answer) complete(cl *call, key string) *answer {
	a.ID = shortID(key)
	for i := range a.ToolCalls {
		a.ToolCalls[i].ID = "call_" + a.ID
		if i > 0 {
			a.ToolCalls[i].ID += "_" + strconv.Itoa(i)
		}
	}
	if cl.Model != "" {
		a.Model = cl.Model
	}
	if len(a.ToolCalls) > 0 && a.Finish != provider.FinishLength {
		a.Finish = provider.FinishToolCall
	}
	if a.Finish == "" {
		a.Finish = provider.FinishStop
	}
	if a.Usage.InputTokens == 0 {
		a.Usage.InputTokens = inputTokens(cl.Req)
	}
	if a.Usage.OutputTokens == 0 {
		a.Usage.OutputTokens = a.outputTokens()
	}
	return a
}

// shortID is the first 24 hex digits of a fingerprint or key.
func shortID(fp string) string {
	if len(fp) > 24 {
		return fp[:24]
	}
	return fp
}

// dataText is the text of answer data: a JSON string's value, else the data
// as compact JSON.
func dataText(data json.RawMessage) string {
	if l := (&lexer{data: data}); l.peek() == '"' {
		if s, ok := l.text(); ok && l.end() {
			return s
		}
	}
	var s string
	if trimmed := bytes.TrimLeft(data, " \t\r\n"); len(trimmed) > 0 && trimmed[0] == '"' && json.Unmarshal(data, &s) == nil {
		return s
	}
	return string(compact(data))
}

// compact returns data without insignificant white space, or data itself
// when it is not valid JSON.
func compact(data json.RawMessage) json.RawMessage {
	var buf bytes.Buffer
	if json.Compact(&buf, data) != nil {
		return data
	}
	return buf.Bytes()
}

// estimateTokens estimates the tokens of text at four bytes a token.
func estimateTokens(text string) int { return (len(text) + 3) / 4 }

// inputTokens estimates the prompt tokens of req, at least one: its system
// text and parts, and a conversation's turns and tools.
func inputTokens(req *provider.Request) int {
	n := estimateTokens(req.System) + partTokens(req.Parts)
	if c := req.Conversation; c != nil {
		for _, t := range c.Turns {
			n += estimateTokens(t.Name) + partTokens(t.Parts) + estimateTokens(string(t.Arguments))
		}
		for _, t := range c.Tools {
			n += estimateTokens(t.Name) + estimateTokens(t.Description) + estimateTokens(string(t.Parameters))
		}
	}
	return max(n, 1)
}

// partTokens estimates the tokens of parts.
func partTokens(parts []provider.Part) int {
	n := 0
	for _, p := range parts {
		if p.Type == provider.PartImage {
			n += imageTokens
		} else {
			n += estimateTokens(p.Text)
		}
	}
	return n
}

// outputTokens estimates the completion tokens of a, at least one.
func (a *answer) outputTokens() int {
	n := estimateTokens(a.Text)
	for _, tc := range a.ToolCalls {
		n += estimateTokens(tc.Name) + estimateTokens(string(tc.Args))
	}
	return max(n, 1)
}

// total is the recomputed total token count.
func (a *answer) total() int { return a.Usage.InputTokens + a.Usage.OutputTokens }

// DefaultArgumentBytes is the size of each streamed piece of tool call
// arguments when Options.ArgumentBytes is zero: a couple of tokens, as the
// APIs stream them (OpenAI about a token a delta, Anthropic a few).
const DefaultArgumentBytes = 8

// argumentDeltas cuts tool call arguments into pieces of size bytes (whole
// runes, so each piece is valid UTF-8); size below one sends them whole.
func argumentDeltas(args string, size int) []string {
	if size < 1 || len(args) <= size {
		return []string{args}
	}
	var out []string
	for len(args) > size {
		cut := size
		for cut > 0 && !utf8.RuneStart(args[cut]) {
			cut--
		}
		if cut == 0 {
			_, cut = utf8.DecodeRuneInString(args)
		}
		out = append(out, args[:cut])
		args = args[cut:]
	}
	return append(out, args)
}

// deltas cuts text into at most streamDeltas pieces of near-equal rune
// counts; empty text is one empty piece.
func deltas(text string) []string {
	n := utf8.RuneCountInString(text)
	if n == 0 {
		return []string{""}
	}
	count := min(streamDeltas, n)
	out := make([]string, 0, count)
	for i := range count {
		size := n/count + boolInt(i < n%count)
		cut := 0
		for range size {
			_, w := utf8.DecodeRuneInString(text[cut:])
			cut += w
		}
		out = append(out, text[:cut])
		text = text[cut:]
	}
	return out
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}
