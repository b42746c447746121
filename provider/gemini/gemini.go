// Package gemini is the live provider for the Gemini API's generateContent,
// on the official google.golang.org/genai SDK. [New] builds one from a
// [Config]; [FromEnv] and [FromSettings] are what a command calls.
//
// A request goes out as one generateContent call: the system text as the
// system instruction, the parts in order as one user turn (text parts, and
// images as inline data), and the schema as responseJsonSchema with
// responseMimeType application/json. The tag travels in the
// [provider.TagHeader] header. Retries, limits, the spend cap and the schema
// repair are package live's.
//
// This package is not for Vertex AI, streaming, function calling or the
// Live API.
package gemini

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strings"

	"google.golang.org/genai"

	"github.com/scriptorium/scriptorium/provider"
	"github.com/scriptorium/scriptorium/provider/live"
)

// Name is the provider name answers carry.
const Name = "gemini"

// DefaultModel is the model asked for when none is configured.
const DefaultModel = "gemini-3.5-flash"

// DefaultPrice is DefaultModel's standard (paid tier) price.
var DefaultPrice = live.Price{Model: DefaultModel, InputUSD: 1.50, OutputUSD: 9.00,
	Source: "ai.google.dev/gemini-api/docs/pricing, Gemini 3.5 Flash paid tier, as transcribed verbatim on 2026-09-20 " +
		"in github.com/api-evangelist/gemini plans/gemini-plans-pricing.yml",
	Checked: "2026-11-29"}

// Config configures the provider.
type Config struct {
	live.Settings
}

// ConfigFromEnv returns a config of s completed from the environment where
// s leaves a field empty: the key from GEMINI_API_KEY, else GOOGLE_API_KEY;
// the base URL from GEMINI_BASE_URL.
func ConfigFromEnv(s live.Settings) Config {
	if s.APIKey == "" {
		s.APIKey = live.FromEnv("GEMINI_API_KEY", "GOOGLE_API_KEY")
	}
	if s.BaseURL == "" {
		s.BaseURL = live.FromEnv("GEMINI_BASE_URL")
	}
	return Config{Settings: s}
}

// FromSettings returns the provider for s completed from the environment
// (see [ConfigFromEnv]); the command line's --provider gemini calls it.
func FromSettings(s live.Settings) (provider.Provider, error) { return New(ConfigFromEnv(s)) }

// FromEnv returns the provider for model (empty for [DefaultModel]) from
// the environment alone.
func FromEnv(model string) (provider.Provider, error) {
	return FromSettings(live.Settings{Model: model})
}

// Provider answers requests through generateContent. It is safe for
// concurrent use.
type Provider struct {
	models *genai.Models
	live   *live.Client
	model  string
}

var _ provider.Provider = (*Provider)(nil)

// New returns a provider for cfg, on the Gemini API backend whatever the
// GOOGLE_GENAI_USE_VERTEXAI environment says. It fails with live.ErrConfig
// when cfg has no key.
func New(cfg Config) (*Provider, error) {
	if cfg.Model == "" {
		cfg.Model = DefaultModel
	}
	if cfg.APIKey == "" {
		return nil, fmt.Errorf("new %s provider: %w: set GEMINI_API_KEY or GOOGLE_API_KEY", Name, live.ErrConfig)
	}
	lc, err := live.NewClient(Name, cfg.Settings)
	if err != nil {
		return nil, err
	}
	client, err := genai.NewClient(context.Background(), &genai.ClientConfig{APIKey: cfg.APIKey, Backend: genai.BackendGeminiAPI,
		HTTPClient: lc.HTTPClient(), HTTPOptions: genai.HTTPOptions{BaseURL: cfg.BaseURL}})
	if err != nil {
		return nil, fmt.Errorf("new %s provider: %w", Name, err)
	}
	return &Provider{models: client.Models, live: lc, model: cfg.Model}, nil
}

// Complete answers req; see package live for retries, the spend cap and the
// schema repair.
func (p *Provider) Complete(ctx context.Context, req *provider.Request) (*provider.Response, error) {
	return p.live.Complete(ctx, req, p.exchange)
}

// Spent returns the tokens this provider has spent so far.
func (p *Provider) Spent() provider.Usage { return p.live.Spent() }

// exchange makes one generateContent call.
func (p *Provider) exchange(ctx context.Context, req *provider.Request) (*provider.Response, error) {
	contents, config, err := p.params(req)
	if err != nil {
		return nil, err
	}
	resp, err := p.models.GenerateContent(ctx, p.model, contents, config)
	if err != nil {
		var apiErr genai.APIError
		if errors.As(err, &apiErr) {
			return nil, live.CallError(err, apiErr.Code, apiErr.Message)
		}
		return nil, live.CallError(err, 0, "")
	}
	return p.answer(req, resp)
}

// params is req as contents and configuration.
func (p *Provider) params(req *provider.Request) ([]*genai.Content, *genai.GenerateContentConfig, error) {
	parts := make([]*genai.Part, 0, len(req.Parts))
	for i, part := range req.Parts {
		switch part.Type {
		case provider.PartText:
			parts = append(parts, genai.NewPartFromText(part.Text))
		case provider.PartImage:
			parts = append(parts, genai.NewPartFromBytes(part.Data, part.MIME))
		default:
			return nil, nil, fmt.Errorf("part %d: unknown type %q", i, part.Type)
		}
	}
	config := &genai.GenerateContentConfig{HTTPOptions: &genai.HTTPOptions{Headers: http.Header{provider.TagHeader: {req.Tag}}},
		MaxOutputTokens: int32(p.live.Settings().MaxOutputTokens)}
	if req.System != "" {
		config.SystemInstruction = genai.NewContentFromText(req.System, genai.RoleUser)
	}
	if len(req.Schema) > 0 {
		config.ResponseMIMEType, config.ResponseJsonSchema = "application/json", req.Schema
	}
	return []*genai.Content{genai.NewContentFromParts(parts, genai.RoleUser)}, config, nil
}

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
