package provider

import (
	"encoding/json"
	"fmt"
	"reflect"

	"github.com/gowebpki/jcs"
)

// Turn roles of a [Conversation].
const (
	RoleUser       = "user"
	RoleAssistant  = "assistant"
	RoleToolCall   = "tool_call"
	RoleToolResult = "tool_result"
)

// Tool choices of a [Conversation] besides ToolChoiceTool + a tool name.
const (
	ToolChoiceAuto     = "auto"
	ToolChoiceNone     = "none"
	ToolChoiceRequired = "required"
	// ToolChoiceTool prefixes the name of the one tool a request forces:
	// "tool:get_weather".
	ToolChoiceTool = "tool:"
)

// Conversation is the whole exchange of a multi-turn or tool-using request,
// in one form for every wire format: the turns after the system text (user
// text and images, assistant text, tool calls, tool results), the tools
// offered, the tool choice and the answer format. A request carrying one
// keeps its System and Schema; its Parts are empty, since the turns hold
// the user's content.
//
// Tool call ids are not part of it: APIs invent them anew on every call, so
// a tool result names the tool whose call it answers instead.
type Conversation struct {
	// Turns is every turn in order. Consecutive content of one role and
	// name is one turn; each tool call and each tool result is a turn.
	Turns []Turn `json:"turns"`
	// Tools are the tools offered, in the order sent.
	Tools []Tool `json:"tools,omitempty"`
	// ToolChoice is ToolChoiceAuto, ToolChoiceNone, ToolChoiceRequired or
	// ToolChoiceTool + the forced tool's name; empty when no tool is
	// offered.
	ToolChoice string `json:"tool_choice,omitempty"`
	// Format is "json" for an answer asked to be JSON without a schema
	// (OpenAI json_object, Ollama "json"); empty otherwise.
	Format string `json:"format,omitempty"`
	// Previous is the id of the answer this request continues on the
	// server's side (OpenAI Responses previous_response_id), as the server
	// that gave it spelled it; empty for a request carrying its history.
	Previous string `json:"previous,omitempty"`
}

// Turn is one turn of a [Conversation].
type Turn struct {
	// Role is RoleUser, RoleAssistant, RoleToolCall or RoleToolResult.
	Role string `json:"role"`
	// Name is the participant's name of a user or assistant turn (OpenAI's
	// "name"), or the tool a tool call calls or a tool result answers.
	Name string `json:"name,omitempty"`
	// Parts is the content of a user or assistant turn or a tool result:
	// text, or images.
	Parts []Part `json:"parts,omitempty"`
	// Arguments is a tool call's arguments: JSON, or a JSON string holding
	// arguments that were not valid JSON.
	Arguments json.RawMessage `json:"arguments,omitempty"`
}

// Tool is one tool offered: its name, description and the JSON Schema of
// its parameters (nil for none).
type Tool struct {
	Name        string          `json:"name"`
	Description string          `json:"description,omitempty"`
	Parameters  json.RawMessage `json:"parameters,omitempty"`
}

// ToolCall is one call of a tool in an answer: the id the API gave it, the
// tool's name and the arguments as a JSON object.
type ToolCall struct {
	ID        string          `json:"id,omitempty"`
	Name      string          `json:"name"`
	Arguments json.RawMessage `json:"arguments"`
}

// CanonicalConversation is a [Conversation] as it is fingerprinted: images
// replaced by the SHA-256 and size of their bytes.
type CanonicalConversation struct {
	Turns      []CanonicalTurn `json:"turns"`
	Tools      []Tool          `json:"tools,omitempty"`
	ToolChoice string          `json:"tool_choice,omitempty"`
	Format     string          `json:"format,omitempty"`
	Previous   string          `json:"previous,omitempty"`
}

// CanonicalTurn is a [Turn] with canonical parts.
type CanonicalTurn struct {
	Role      string          `json:"role"`
	Name      string          `json:"name,omitempty"`
	Parts     []CanonicalPart `json:"parts,omitempty"`
	Arguments json.RawMessage `json:"arguments,omitempty"`
}

// canonicalConversation returns c's canonical form, nil for nil.
func canonicalConversation(c *Conversation) *CanonicalConversation {
	if c == nil {
		return nil
	}
	out := &CanonicalConversation{Turns: make([]CanonicalTurn, len(c.Turns)), Tools: c.Tools,
		ToolChoice: c.ToolChoice, Format: c.Format, Previous: c.Previous}
	for i, t := range c.Turns {
		ct := CanonicalTurn{Role: t.Role, Name: t.Name, Arguments: t.Arguments}
		for _, p := range t.Parts {
			ct.Parts = append(ct.Parts, canonicalPart(p))
		}
		out.Turns[i] = ct
	}
	return out
}

// jcs returns the RFC 8785 text of c as laid out in the package doc: text
// parts always carry "text", image parts "mime", "sha256" and "size", and
// empty members are left out.
func (c *CanonicalConversation) jcs() ([]byte, error) {
	turns := make([]map[string]any, len(c.Turns))
	for i, t := range c.Turns {
		m := map[string]any{"role": t.Role}
		if t.Name != "" {
			m["name"] = t.Name
		}
		if len(t.Parts) > 0 {
			m["parts"] = partsJSON(t.Parts)
		}
		if len(t.Arguments) > 0 {
			m["arguments"] = t.Arguments
		}
		turns[i] = m
	}
	doc := map[string]any{"turns": turns}
	if len(c.Tools) > 0 {
		doc["tools"] = c.Tools
	}
	if c.ToolChoice != "" {
		doc["tool_choice"] = c.ToolChoice
	}
	if c.Format != "" {
		doc["format"] = c.Format
	}
	if c.Previous != "" {
		doc["previous"] = c.Previous
	}
	raw, err := json.Marshal(doc)
	if err == nil {
		raw, err = jcs.Transform(raw)
	}
	if err != nil {
		return nil, fmt.Errorf("conversation: %w", err)
	}
	return raw, nil
}

// partsJSON is parts as JSON values with their fixed members.
func partsJSON(parts []CanonicalPart) []map[string]any {
	out := make([]map[string]any, len(parts))
	for i, p := range parts {
		if p.Type == PartImage {
			out[i] = map[string]any{"type": p.Type, "mime": p.MIME, "sha256": p.SHA256, "size": p.Size}
		} else {
			out[i] = map[string]any{"type": p.Type, "text": p.Text}
		}
	}
	return out
}

// conversationDifference says how two conversations differ: the first
// differing turn, or the tools, tool choice, format or previous answer;
// empty when they are equal.
func conversationDifference(recorded, got *CanonicalConversation) string {
	switch {
	case recorded == nil && got == nil:
		return ""
	case recorded == nil:
		return fmt.Sprintf("conversation added: %d turns", len(got.Turns))
	case got == nil:
		return fmt.Sprintf("conversation removed: %d turns", len(recorded.Turns))
	}
	for i := range max(len(recorded.Turns), len(got.Turns)) {
		if i >= len(recorded.Turns) || i >= len(got.Turns) {
			return fmt.Sprintf("conversation has %d turns, recorded %d", len(got.Turns), len(recorded.Turns))
		}
		r, g := recorded.Turns[i], got.Turns[i]
		if !reflect.DeepEqual(r, g) {
			return fmt.Sprintf("conversation turn %d differs: recorded %s, request %s", i, describeTurn(r), describeTurn(g))
		}
	}
	rc, gc := *recorded, *got
	rc.Turns, gc.Turns = nil, nil
	if !reflect.DeepEqual(rc, gc) {
		return fmt.Sprintf("conversation tools, tool choice or format differ: recorded %s, request %s", quoteValue(rc), quoteValue(gc))
	}
	return ""
}

// describeTurn names a turn's role and tool and sizes its content.
func describeTurn(t CanonicalTurn) string {
	s := t.Role
	if t.Name != "" {
		s += " " + t.Name
	}
	for _, p := range t.Parts {
		s += ", " + describePart(p)
	}
	if len(t.Arguments) > 0 {
		s += " " + quoteValue(json.RawMessage(t.Arguments))
	}
	return s
}
