package mockllm

import (
	"bytes"
	"encoding/json"
	"slices"
	"strings"

	"github.com/gowebpki/jcs"

	"github.com/scriptorium/scriptorium/provider"
)

// dialog gathers the turns, tools and tool choice of a wire request as the
// codecs decode it, then settles the canonical request (see finish).
type dialog struct {
	turns []provider.Turn
	// userMessages counts the user messages; userParts holds their content
	// in order, the single-turn form.
	userMessages int
	userParts    []provider.Part
	// other is set by any turn that is not a user message's content.
	other bool
	// pending lists the tool calls not answered yet, in order.
	pending []pendingCall
	tools   []provider.Tool
	// choice is the canonical tool choice; empty when the request has none.
	choice   string
	format   string
	previous string
}

// userMessage starts a user message; its content follows through content.
func (d *dialog) userMessage() { d.userMessages++ }

// content appends parts to the current turn of role and name, starting a
// new turn when the last one is of another role or name. User content also
// goes to the single-turn form. Empty assistant text is left out: formats
// differ in whether a reply that only calls tools carries it.
func (d *dialog) content(role, name string, parts ...provider.Part) {
	if role == provider.RoleUser {
		d.userParts = append(d.userParts, parts...)
	} else {
		d.other = true
		parts = slices.DeleteFunc(parts, func(p provider.Part) bool { return p.Type == provider.PartText && p.Text == "" })
		if len(parts) == 0 {
			return
		}
	}
	if n := len(d.turns); n > 0 && d.turns[n-1].Role == role && d.turns[n-1].Name == name {
		d.turns[n-1].Parts = append(d.turns[n-1].Parts, parts...)
		return
	}
	d.turns = append(d.turns, provider.Turn{Role: role, Name: name, Parts: parts})
}

// toolCall appends an assistant's call of tool name with args, a JSON text
// (or any text, kept as a JSON string when it is not JSON).
func (d *dialog) toolCall(id, name string, args []byte) {
	d.pending = append(d.pending, pendingCall{id, name})
	d.other = true
	d.turns = append(d.turns, provider.Turn{Role: provider.RoleToolCall, Name: name, Arguments: canonicalArgs(args)})
}

// toolResult appends the result of the call with id, naming the tool that
// call called; a result without id or name (Ollama's) answers the first
// call not answered yet. A text that is a JSON object or array is put in
// JCS form, as a format that sends results as JSON (Bedrock's json
// blocks) has it.
func (d *dialog) toolResult(id, name string, parts ...provider.Part) {
	for i, p := range parts {
		if t := bytes.TrimSpace([]byte(p.Text)); p.Type == provider.PartText && len(t) > 0 && (t[0] == '{' || t[0] == '[') {
			if out, err := jcs.Transform(t); err == nil {
				parts[i].Text = string(out)
			}
		}
	}
	i := slices.IndexFunc(d.pending, func(c pendingCall) bool { return id != "" && c.id == id })
	if id == "" && name == "" && len(d.pending) > 0 {
		i = 0
	}
	if i >= 0 {
		name, d.pending = d.pending[i].name, slices.Delete(d.pending, i, i+1)
	}
	d.other = true
	d.turns = append(d.turns, provider.Turn{Role: provider.RoleToolResult, Name: name, Parts: parts})
}

// pendingCall is a tool call awaiting its result.
type pendingCall struct{ id, name string }

// canonicalArgs is args in JCS form, or as a JSON string when not JSON.
func canonicalArgs(args []byte) json.RawMessage {
	if len(bytes.TrimSpace(args)) == 0 {
		return json.RawMessage(`{}`)
	}
	if out, err := jcs.Transform(args); err == nil {
		return out
	}
	s, _ := json.Marshal(string(args))
	return s
}

// jsonText is raw (any JSON value) as one compact text part, for tool
// results the wire format carries as JSON rather than text.
func jsonText(raw json.RawMessage) provider.Part {
	if out, err := jcs.Transform(raw); err == nil {
		raw = out
	}
	return provider.TextPart(string(raw))
}

// tool offers a tool.
func (d *dialog) tool(name, description string, parameters json.RawMessage) {
	d.tools = append(d.tools, provider.Tool{Name: name, Description: description, Parameters: schemaOf(parameters)})
}

// forced returns the tool the choice obliges the answer to call: the one
// named, or the only tool offered under "required".
func (d *dialog) forced() (provider.Tool, bool) {
	name, named := strings.CutPrefix(d.choice, provider.ToolChoiceTool)
	for _, t := range d.tools {
		if named && t.Name == name || d.choice == provider.ToolChoiceRequired && len(d.tools) == 1 {
			return t, true
		}
	}
	return provider.Tool{}, false
}

// finish settles cl's request. A forced tool's parameters are the schema
// and the answer is a call of it. A tagged request (Scriptorium's own) and
// a single turn (one user message, no tools but a forced only one, no JSON
// mode) keep fingerprint v1's single-turn form: the user's parts. Any
// other request is keyed by its whole conversation.
func (d *dialog) finish(cl *call) {
	if d.format == "json" {
		cl.JSON = true
	}
	tool, forced := d.forced()
	if forced {
		cl.Tool, cl.Req.Schema = tool.Name, tool.Parameters
	}
	single := !d.other && d.userMessages <= 1 && d.format == "" && d.previous == "" &&
		(len(d.tools) == 0 || forced && len(d.tools) == 1)
	if cl.Req.Tag != "" || single {
		cl.Req.Parts = d.userParts
		return
	}
	conv := &provider.Conversation{Turns: d.turns, Tools: d.tools, ToolChoice: d.choice, Format: d.format, Previous: d.previous}
	if len(d.tools) == 0 {
		conv.ToolChoice = ""
	} else if forced {
		conv.ToolChoice = provider.ToolChoiceTool + tool.Name
	} else if conv.ToolChoice == "" {
		conv.ToolChoice = provider.ToolChoiceAuto
	}
	if conv.Turns == nil {
		conv.Turns = []provider.Turn{}
	}
	cl.Req.Conversation = conv
}
