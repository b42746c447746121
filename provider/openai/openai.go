// Package openai is the live provider for the OpenAI Chat Completions API,
// Azure OpenAI deployments and OpenAI-compatible servers (Ollama, vLLM, the
// llama.cpp server, LM Studio), on the official openai-go SDK. [New] builds
// one from a [Config]; [FromEnv] and [FromSettings] are what a command calls.
//
// A request goes out as one Chat Completions call: the system text as a
// system message, the parts in order as one user message (text parts, and
// images as base64 data URLs at detail "high"), and the schema as
// response_format json_schema with strict true (Scriptorium's answer
// schemas are strict-portable). The tag travels in the [provider.TagHeader]
// header. Retries, limits, the spend cap and the schema repair are
// package live's.
//
// This package is not for the Responses or Assistants APIs, streaming, or
// tools.
package openai

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/option"
	"github.com/openai/openai-go/v3/shared"

	"github.com/scriptorium/scriptorium/provider"
	"github.com/scriptorium/scriptorium/provider/live"
)

// Name is the provider name answers carry.
const Name = "openai"

// DefaultModel is the model asked for when none is configured.
const DefaultModel = "gpt-4.1-mini"

// DefaultPrice is DefaultModel's standard price.
var DefaultPrice = live.Price{Model: DefaultModel, InputUSD: 0.40, OutputUSD: 1.60,
	Source:  "OpenAI model pricing as quoted (\"verified\", checked 2026-06-21) by tokenmath.io/openai-api-pricing-explained",
	Checked: "2026-11-29"}

// Provider answers requests through one Chat Completions endpoint. It is
// safe for concurrent use.
type Provider struct {
	chat  openai.ChatCompletionService
	live  *live.Client
	model string
}

var _ provider.Provider = (*Provider)(nil)

// New returns a provider for cfg. It fails with live.ErrConfig when cfg has
// no key (a BaseURL of a compatible server needs none) or Azure settings
// are incomplete.
func New(cfg Config) (*Provider, error) {
	opts, err := cfg.options()
	if err != nil {
		return nil, err
	}
	if cfg.Model == "" {
		cfg.Model = DefaultModel
	}
	lc, err := live.NewClient(Name, cfg.Settings)
	if err != nil {
		return nil, err
	}
	opts = append(opts, option.WithHTTPClient(lc.HTTPClient()), option.WithMaxRetries(0))
	return &Provider{chat: openai.NewChatCompletionService(opts...), live: lc, model: cfg.Model}, nil
}

// Complete answers req; see package live for retries, the spend cap and the
// schema repair.
func (p *Provider) Complete(ctx context.Context, req *provider.Request) (*provider.Response, error) {
	return p.live.Complete(ctx, req, p.exchange)
}

// Spent returns the tokens this provider has spent so far.
func (p *Provider) Spent() provider.Usage { return p.live.Spent() }

// exchange makes one Chat Completions call.
func (p *Provider) exchange(ctx context.Context, req *provider.Request) (*provider.Response, error) {
	params, err := p.params(req)
	if err != nil {
		return nil, err
	}
	cc, err := p.chat.New(ctx, params, option.WithHeader(provider.TagHeader, req.Tag))
	if err != nil {
		var apiErr *openai.Error
		if errors.As(err, &apiErr) {
			return nil, live.CallError(err, apiErr.StatusCode, apiErr.Message)
		}
		return nil, live.CallError(err, 0, "")
	}
	return answer(req, cc)
}

// params is req as Chat Completions parameters.
func (p *Provider) params(req *provider.Request) (openai.ChatCompletionNewParams, error) {
	var msgs []openai.ChatCompletionMessageParamUnion
	if req.System != "" {
		msgs = append(msgs, openai.SystemMessage(req.System))
	}
	parts := make([]openai.ChatCompletionContentPartUnionParam, 0, len(req.Parts))
	for i, part := range req.Parts {
		switch part.Type {
		case provider.PartText:
			parts = append(parts, openai.TextContentPart(part.Text))
		case provider.PartImage:
			url := "data:" + part.MIME + ";base64," + base64.StdEncoding.EncodeToString(part.Data)
			parts = append(parts, openai.ImageContentPart(openai.ChatCompletionContentPartImageImageURLParam{URL: url, Detail: "high"}))
		default:
			return openai.ChatCompletionNewParams{}, fmt.Errorf("part %d: unknown type %q", i, part.Type)
		}
	}
	params := openai.ChatCompletionNewParams{Model: p.model, Messages: append(msgs, openai.UserMessage(parts))}
	if len(req.Schema) > 0 {
		params.ResponseFormat.OfJSONSchema = &shared.ResponseFormatJSONSchemaParam{JSONSchema: shared.ResponseFormatJSONSchemaJSONSchemaParam{
			Name: live.AnswerName(req.Tag), Strict: openai.Bool(true), Schema: req.Schema}}
	}
	if n := p.live.Settings().MaxOutputTokens; n > 0 {
		params.MaxCompletionTokens = openai.Int(int64(n))
	}
	return params, nil
}

// answer reads the first choice of cc: its content as the data (as is for a
// structured answer, as a JSON string for text), the model, usage and
// finish reason.
func answer(req *provider.Request, cc *openai.ChatCompletion) (*provider.Response, error) {
	if len(cc.Choices) == 0 {
		return nil, fmt.Errorf("%w: no choices", live.ErrMalformed)
	}
	c := cc.Choices[0]
	if c.Message.Refusal != "" {
		return nil, fmt.Errorf("%w: the model refused: %s", live.ErrRejected, c.Message.Refusal)
	}
	data := json.RawMessage(c.Message.Content)
	if len(req.Schema) == 0 {
		data, _ = json.Marshal(c.Message.Content)
	}
	return &provider.Response{Data: data, Model: cc.Model, FinishReason: c.FinishReason,
		Usage: provider.Usage{InputTokens: int(cc.Usage.PromptTokens), OutputTokens: int(cc.Usage.CompletionTokens)}}, nil
}
