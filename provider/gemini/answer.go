package gemini

import (
	"encoding/json"
	"fmt"
	"strings"

	"google.golang.org/genai"

	"scriptorium/provider"
	"scriptorium/provider/live"
)

// answer reads the first candidate of resp: its text (thoughts left out)
// as the data, as is for a structured answer and as a JSON string for free
// text; the model version, usage and finish reason.
func (p *Provider) answer(req *provider.Request, resp *genai.GenerateContentResponse) (*provider.Response, error) {
	if fb := resp.PromptFeedback; fb != nil && fb.BlockReason != "" {
		return nil, fmt.Errorf("%w: prompt blocked: %s %s", live.ErrRejected, fb.BlockReason, fb.BlockReasonMessage)
	}
	if len(resp.Candidates) == 0 || resp.Candidates[0].Content == nil {
		return nil, fmt.Errorf("%w: no candidate", live.ErrMalformed)
	}
	c := resp.Candidates[0]
	var text strings.Builder
	for _, part := range c.Content.Parts {
		if !part.Thought {
			text.WriteString(part.Text)
		}
	}
	out := &provider.Response{Data: json.RawMessage(text.String()), Model: resp.ModelVersion, FinishReason: finish(c.FinishReason)}
	if out.Model == "" {
		out.Model = p.model
	}
	if len(req.Schema) == 0 {
		out.Data, _ = json.Marshal(text.String())
	}
	if u := resp.UsageMetadata; u != nil {
		out.Usage = provider.Usage{InputTokens: int(u.PromptTokenCount), OutputTokens: int(u.CandidatesTokenCount + u.ThoughtsTokenCount)}
	}
	return out, nil
}

// finish maps a finish reason to a provider finish reason; reasons other
// than STOP and MAX_TOKENS (SAFETY, RECITATION, ...) are kept, lower case.
func finish(r genai.FinishReason) string {
	switch r {
	case genai.FinishReasonStop:
		return provider.FinishStop
	case genai.FinishReasonMaxTokens:
		return provider.FinishLength
	}
	return strings.ToLower(string(r))
}
