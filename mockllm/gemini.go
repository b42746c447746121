package mockllm

import (
	"encoding/json"
	"net/http"
	"strings"

	"github.com/scriptorium/scriptorium/provider"
)

// geminiCodec is Gemini generateContent and streamGenerateContent?alt=sse,
// on the Gemini API paths (/v1beta/models/{model}:{method}, /v1/...) and the
// Vertex AI publisher-model paths.
type geminiCodec struct{}

func (geminiCodec) routes() []string {
	const vertex = "/projects/{project}/locations/{location}/publishers/google/models/{action}"
	return []string{"POST /v1beta/models/{action}", "POST /v1/models/{action}",
		"POST /v1beta1" + vertex, "POST /v1" + vertex}
}

func (geminiCodec) framing() framer { return sse{} }

// geminiRequest is the part of a generateContent request the mock reads.
type geminiRequest struct {
	Contents []struct {
		Role  string       `json:"role"`
		Parts []geminiPart `json:"parts"`
	} `json:"contents"`
	SystemInstruction *struct {
		Parts []geminiPart `json:"parts"`
	} `json:"systemInstruction"`
	Tools []struct {
		FunctionDeclarations []struct {
			Name                 string          `json:"name"`
			Description          string          `json:"description"`
			Parameters           json.RawMessage `json:"parameters"`
			ParametersJSONSchema json.RawMessage `json:"parametersJsonSchema"`
		} `json:"functionDeclarations"`
	} `json:"tools"`
	ToolConfig *struct {
		FunctionCallingConfig *struct {
			Mode                 string   `json:"mode"`
			AllowedFunctionNames []string `json:"allowedFunctionNames"`
		} `json:"functionCallingConfig"`
	} `json:"toolConfig"`
	GenerationConfig *struct {
		ResponseSchema     json.RawMessage `json:"responseSchema"`
		ResponseJSONSchema json.RawMessage `json:"responseJsonSchema"`
		geminiOptions
	} `json:"generationConfig"`
	Labels map[string]any `json:"labels"`
}

// geminiPart is one part the mock reads.
type geminiPart struct {
	Text       *string `json:"text"`
	InlineData *struct {
		MimeType string `json:"mimeType"`
		Data     string `json:"data"`
	} `json:"inlineData"`
	FunctionCall *struct {
		ID   string          `json:"id"`
		Name string          `json:"name"`
		Args json.RawMessage `json:"args"`
	} `json:"functionCall"`
	FunctionResponse *struct {
		ID       string          `json:"id"`
		Name     string          `json:"name"`
		Response json.RawMessage `json:"response"`
	} `json:"functionResponse"`
	Thought bool `json:"thought"`

	// data is InlineData.Data as it lies in the body, when the fast
	// decoder (lexGemini) read the part.
	data []byte
}

// image decodes an inlineData part's base64 into its part.
func (p *geminiPart) image() (provider.Part, error) {
	if p.data != nil {
		return base64Part(p.InlineData.MimeType, p.data, anyImageType)
	}
	return base64Part(p.InlineData.MimeType, p.InlineData.Data, anyImageType)
}

func (geminiCodec) decode(r *http.Request, body []byte) (*call, error) {
	model, method, _ := strings.Cut(r.PathValue("action"), ":")
	cl := &call{Model: model}
	switch {
	case method == "streamGenerateContent" && r.URL.Query().Get("alt") == "sse":
		cl.Stream = true
	case method != "generateContent":
		return nil, badRequest("method %q: generateContent and streamGenerateContent?alt=sse are served", method)
	}
	in, ok := lexGemini(body)
	if !ok {
		in = new(geminiRequest)
		if err := unmarshal(camelKeys(body), in); err != nil {
			return nil, err
		}
	}
	return geminiCall(r, cl, in)
}

// geminiCall completes cl, the call r asks, with what the decoded
// generateContent request in asks.
func geminiCall(r *http.Request, cl *call, in *geminiRequest) (*call, error) {
	if err := required("contents", len(in.Contents)); err != nil {
		return nil, err
	}
	if g := in.GenerationConfig; g != nil {
		if err := g.check(); err != nil {
			return nil, err
		}
		cl.JSON = g.ResponseMIMEType == "application/json"
	}
	cl.Req = &provider.Request{Tag: requestTag(r, in.Labels)}
	if in.SystemInstruction != nil {
		for _, p := range in.SystemInstruction.Parts {
			if p.Text != nil {
				cl.Req.System += *p.Text
			}
		}
	}
	var d dialog
	for _, c := range in.Contents {
		if err := geminiContent(&d, c.Role, c.Parts); err != nil {
			return nil, err
		}
	}
	geminiSchema(cl, &d, in)
	return cl, nil
}

// geminiRoles maps content roles to turn roles.
var geminiRoles = map[string]string{"user": provider.RoleUser, "": provider.RoleUser, "function": provider.RoleUser,
	"tool": provider.RoleUser, "model": provider.RoleAssistant}

// geminiContent adds a content's parts to the dialog; thoughts are the
// model's own notes and are left out.
func geminiContent(d *dialog, role string, parts []geminiPart) error {
	turnRole, ok := geminiRoles[role]
	if !ok {
		return badRequest("content role %q", role)
	}
	if role == "user" || role == "" {
		d.userMessage()
	}
	for _, p := range parts {
		switch {
		case p.Thought:
		case p.Text != nil:
			d.content(turnRole, "", provider.TextPart(*p.Text))
		case p.InlineData != nil:
			part, err := p.image()
			if err != nil {
				return err
			}
			d.content(turnRole, "", part)
		case p.FunctionCall != nil:
			d.toolCall(p.FunctionCall.ID, p.FunctionCall.Name, p.FunctionCall.Args)
		case p.FunctionResponse != nil:
			d.toolResult(p.FunctionResponse.ID, p.FunctionResponse.Name, jsonText(p.FunctionResponse.Response))
		default:
			return badRequest("part: text, inlineData and function parts are served")
		}
	}
	return nil
}

// geminiModes maps functionCallingConfig modes to tool choices.
var geminiModes = map[string]string{"AUTO": provider.ToolChoiceAuto, "VALIDATED": provider.ToolChoiceAuto,
	"ANY": provider.ToolChoiceRequired, "NONE": provider.ToolChoiceNone}

// geminiSchema sets the schema from responseJsonSchema or responseSchema
// (converted from Google's OpenAPI style, see openAPISchema), then settles
// the dialog with its tools: mode ANY allowing one function forces it, as
// ANY does when one function is declared.
func geminiSchema(cl *call, d *dialog, in *geminiRequest) {
	if g := in.GenerationConfig; g != nil {
		cl.Req.Schema = schemaOf(g.ResponseJSONSchema)
		if cl.Req.Schema == nil {
			cl.Req.Schema = openAPISchema(g.ResponseSchema)
		}
	}
	for _, t := range in.Tools {
		for _, f := range t.FunctionDeclarations {
			params := schemaOf(f.ParametersJSONSchema)
			if params == nil {
				params = openAPISchema(f.Parameters)
			}
			d.tool(f.Name, f.Description, params)
		}
	}
	if in.ToolConfig != nil && in.ToolConfig.FunctionCallingConfig != nil {
		fc := in.ToolConfig.FunctionCallingConfig
		d.choice = geminiModes[fc.Mode]
		if d.choice == provider.ToolChoiceRequired && len(fc.AllowedFunctionNames) == 1 {
			d.choice = provider.ToolChoiceTool + fc.AllowedFunctionNames[0]
		}
	}
	d.finish(cl)
}

// geminiResponse is a generateContent answer or stream chunk.
type geminiResponse struct {
	Candidates    []geminiCandidate `json:"candidates"`
	UsageMetadata *geminiUsage      `json:"usageMetadata,omitempty"`
	ModelVersion  string            `json:"modelVersion"`
	ResponseID    string            `json:"responseId"`
}

// geminiCandidate is one candidate.
type geminiCandidate struct {
	Content struct {
		Role  string           `json:"role"`
		Parts []map[string]any `json:"parts"`
	} `json:"content"`
	FinishReason string `json:"finishReason,omitempty"`
	Index        int    `json:"index"`
}

// geminiUsage is Gemini usage metadata.
type geminiUsage struct {
	PromptTokenCount     int `json:"promptTokenCount"`
	CandidatesTokenCount int `json:"candidatesTokenCount"`
	TotalTokenCount      int `json:"totalTokenCount"`
}

// geminiFinish maps a finish reason to a finishReason.
func geminiFinish(finish string) string {
	if finish == provider.FinishLength {
		return "MAX_TOKENS"
	}
	return "STOP"
}

// geminiChunk is an answer or chunk with the given parts; the last one
// carries the finish reason and usage.
func geminiChunk(a *answer, parts []map[string]any, last bool) *geminiResponse {
	cand := geminiCandidate{}
	cand.Content.Role, cand.Content.Parts = "model", parts
	out := &geminiResponse{ModelVersion: a.Model, ResponseID: a.ID}
	if last {
		cand.FinishReason = geminiFinish(a.Finish)
		out.UsageMetadata = &geminiUsage{a.Usage.InputTokens, a.Usage.OutputTokens, a.total()}
	}
	out.Candidates = []geminiCandidate{cand}
	return out
}

// geminiCalls renders a's tool calls as functionCall parts.
func geminiCalls(a *answer) []map[string]any {
	out := make([]map[string]any, len(a.ToolCalls))
	for i, tc := range a.ToolCalls {
		out[i] = map[string]any{"functionCall": map[string]any{"name": tc.Name, "args": tc.Args}}
	}
	return out
}

func (geminiCodec) encode(c *call, a *answer) any {
	var parts []map[string]any
	if a.Text != "" || len(a.ToolCalls) == 0 {
		parts = append(parts, map[string]any{"text": a.Text})
	}
	return geminiChunk(a, append(parts, geminiCalls(a)...), true)
}

// events streams the text in pieces, then the calls in one chunk (Gemini
// does not split a call), the finish reason on the last chunk.
func (geminiCodec) events(c *call, a *answer) []event {
	var out []event
	if a.Text != "" || len(a.ToolCalls) == 0 {
		for _, piece := range deltas(a.Text) {
			out = append(out, event{Data: geminiChunk(a, []map[string]any{{"text": piece}}, false)})
		}
	}
	if len(a.ToolCalls) > 0 {
		out = append(out, event{Data: geminiChunk(a, geminiCalls(a), false)},
			event{Data: geminiChunk(a, []map[string]any{{"text": ""}}, true)})
		return out
	}
	last := out[len(out)-1].Data.(*geminiResponse)
	out[len(out)-1].Data = geminiChunk(a, last.Candidates[0].Content.Parts, true)
	return out
}

// geminiError is the Google API error body (google.rpc.Status); Fixture is
// mockllm's addition.
type geminiError struct {
	Error struct {
		Code    int               `json:"code"`
		Message string            `json:"message"`
		Status  string            `json:"status"`
		Details []geminiErrorInfo `json:"details,omitempty"`
		Fixture *missInfo         `json:"fixture,omitempty"`
	} `json:"error"`
}

// geminiErrorInfo is a google.rpc.ErrorInfo detail, where Google's APIs put
// an error's machine-readable cause: on a miss, reason FIXTURE_MISS in
// domain mockllm, with the tag, fingerprint and nearest fixture.
type geminiErrorInfo struct {
	Type     string            `json:"@type"`
	Reason   string            `json:"reason"`
	Domain   string            `json:"domain"`
	Metadata map[string]string `json:"metadata,omitempty"`
}

// failure answers a too-large request 400 INVALID_ARGUMENT, as Gemini
// does ("Request payload size exceeds the limit: N bytes."): the Google
// API error model maps each google.rpc code to one HTTP status
// (https://cloud.google.com/apis/design/errors), none to 413, and a
// google.rpc.Status body says INVALID_ARGUMENT only with 400.
func (geminiCodec) failure(f *failure) (int, http.Header, any) {
	status := f.Status
	if status == http.StatusRequestEntityTooLarge {
		status = http.StatusBadRequest
	}
	var e geminiError
	e.Error.Code, e.Error.Message, e.Error.Fixture = status, f.Message, f.Miss
	if m := f.Miss; m != nil {
		info := geminiErrorInfo{Type: "type.googleapis.com/google.rpc.ErrorInfo", Reason: "FIXTURE_MISS", Domain: "mockllm",
			Metadata: map[string]string{"tag": m.Tag, "fingerprint": m.Fingerprint}}
		if m.Nearest != "" {
			info.Metadata["nearest"] = m.Nearest
		}
		e.Error.Details = []geminiErrorInfo{info}
	}
	e.Error.Status = errorKind(geminiStatuses, status, "INVALID_ARGUMENT", "INTERNAL")
	return status, nil, e
}

// geminiStatuses names statuses as google.rpc codes.
var geminiStatuses = map[int]string{http.StatusUnauthorized: "UNAUTHENTICATED", http.StatusForbidden: "PERMISSION_DENIED",
	http.StatusNotFound: "NOT_FOUND", http.StatusTooManyRequests: "RESOURCE_EXHAUSTED",
	http.StatusServiceUnavailable: "UNAVAILABLE", http.StatusGatewayTimeout: "DEADLINE_EXCEEDED"}

func (geminiCodec) providerName() string { return "gemini" }

// upstreamRequest asks generateContent for a streamGenerateContent request.
func (geminiCodec) upstreamRequest(r *http.Request, body []byte) (string, []byte, error) {
	u := *r.URL
	u.Path = strings.Replace(u.Path, ":streamGenerateContent", ":generateContent", 1)
	q := u.Query()
	q.Del("alt")
	u.RawQuery, u.RawPath = q.Encode(), ""
	return u.RequestURI(), body, nil
}

func (geminiCodec) parseAnswer(body []byte) (*answer, error) {
	var in struct {
		Candidates []struct {
			Content struct {
				Parts []struct {
					Text         string `json:"text"`
					FunctionCall *struct {
						Name string          `json:"name"`
						Args json.RawMessage `json:"args"`
					} `json:"functionCall"`
				} `json:"parts"`
			} `json:"content"`
			FinishReason string `json:"finishReason"`
		} `json:"candidates"`
		UsageMetadata geminiUsage `json:"usageMetadata"`
		ModelVersion  string      `json:"modelVersion"`
	}
	if err := unmarshal(body, &in); err != nil {
		return nil, err
	}
	if len(in.Candidates) == 0 {
		return nil, badRequest("generateContent answer without a candidate")
	}
	u := in.UsageMetadata
	a := &answer{Model: in.ModelVersion, Usage: provider.Usage{InputTokens: u.PromptTokenCount, OutputTokens: u.CandidatesTokenCount}}
	for _, p := range in.Candidates[0].Content.Parts {
		if p.FunctionCall != nil {
			a.ToolCalls = append(a.ToolCalls, toolCall{Name: p.FunctionCall.Name, Args: compact(p.FunctionCall.Args)})
		}
		a.Text += p.Text
	}
	if in.Candidates[0].FinishReason == "MAX_TOKENS" {
		a.Finish = provider.FinishLength
	}
	return a, nil
}
