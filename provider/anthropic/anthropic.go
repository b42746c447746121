// Package anthropic is the live provider for the Anthropic Messages API, on
// the official anthropic-sdk-go (v2, as mockllm's conformance tests). [New]
// builds one from a [Config]; [FromEnv] and [FromSettings] are what a
// command calls.
//
// A request goes out as one Messages call: the system text as the system
// prompt, the parts in order as one user message (text blocks, and images
// as base64 image blocks), and the schema as the input schema of one tool,
// record_<kind>, that tool_choice forces; the answer is that tool call's
// input. With [OutputFormat] the schema goes in output_config.format
// instead and the answer is the text. The tag travels in the [provider.TagHeader] header. Retries, limits,
// the spend cap and the schema repair are package live's.
//
// This package is not for streaming, multi-turn conversations or tools
// other than the forced one.
package anthropic

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/anthropics/anthropic-sdk-go/v2"
	"github.com/anthropics/anthropic-sdk-go/v2/option"

	"github.com/scriptorium/scriptorium/provider"
	"github.com/scriptorium/scriptorium/provider/live"
)

// Name is the provider name answers carry.
const Name = "anthropic"

// DefaultModel is the model asked for when none is configured.
const DefaultModel = "claude-sonnet-5"

// DefaultMaxTokens is max_tokens, which the API requires, when
// Settings.MaxOutputTokens is zero: room for the content of a batch of
// dense pages.
const DefaultMaxTokens = 32000

// DefaultBaseURL is the Anthropic API's base URL.
const DefaultBaseURL = "https://api.anthropic.com/"

// DefaultPrice is DefaultModel's standard price.
var DefaultPrice = live.Price{Model: DefaultModel, InputUSD: 2, OutputUSD: 10,
	Source:  "platform.claude.com/docs/en/models/sonnet-5/overview (Input pricing $2 / MTok, Output pricing $10 / MTok)",
	Checked: "2026-11-29"}

// How a structured answer is asked for (Config.Output).
const (
	// OutputTool forces one tool whose input schema is the answer schema;
	// the default.
	OutputTool = "tool"
	// OutputFormat asks for JSON through output_config.format, the API's
	// structured outputs, for models that refuse a forced tool.
	OutputFormat = "format"
)

// Config configures the provider.
type Config struct {
	live.Settings
	// Output is how structured answers are asked for: [OutputTool] (or
	// empty) or [OutputFormat].
	Output string
}

// ConfigFromEnv returns a config of s completed from ANTHROPIC_API_KEY and
// ANTHROPIC_BASE_URL where s leaves a field empty, with Output from
// SCRIPTORIUM_ANTHROPIC_OUTPUT ("tool" or "format").
func ConfigFromEnv(s live.Settings) Config {
	if s.APIKey == "" {
		s.APIKey = live.FromEnv("ANTHROPIC_API_KEY")
	}
	if s.BaseURL == "" {
		s.BaseURL = live.FromEnv("ANTHROPIC_BASE_URL")
	}
	return Config{Settings: s, Output: live.FromEnv("SCRIPTORIUM_ANTHROPIC_OUTPUT")}
}

// FromSettings returns the provider for s completed from the environment
// (see [ConfigFromEnv]); the command line's --provider anthropic calls it.
func FromSettings(s live.Settings) (provider.Provider, error) { return New(ConfigFromEnv(s)) }

// FromEnv returns the provider for model (empty for [DefaultModel]) from
// the environment alone.
func FromEnv(model string) (provider.Provider, error) {
	return FromSettings(live.Settings{Model: model})
}

// Provider answers requests through the Messages API. It is safe for
// concurrent use.
type Provider struct {
	messages anthropic.MessageService
	live     *live.Client
	model    string
	format   bool
}

var _ provider.Provider = (*Provider)(nil)

// New returns a provider for cfg. It fails with live.ErrConfig when cfg has
// no key or an unknown Output.
func New(cfg Config) (*Provider, error) {
	if cfg.Model == "" {
		cfg.Model = DefaultModel
	}
	if cfg.Output != "" && cfg.Output != OutputTool && cfg.Output != OutputFormat {
		return nil, fmt.Errorf("new %s provider: %w: output %q is neither %q nor %q", Name, live.ErrConfig, cfg.Output, OutputTool, OutputFormat)
	}
	if cfg.APIKey == "" {
		return nil, fmt.Errorf("new %s provider: %w: set ANTHROPIC_API_KEY", Name, live.ErrConfig)
	}
	lc, err := live.NewClient(Name, cfg.Settings)
	if err != nil {
		return nil, err
	}
	base := DefaultBaseURL
	if cfg.BaseURL != "" {
		base = strings.TrimRight(cfg.BaseURL, "/") + "/"
	}
	client := anthropic.NewClient(option.WithoutEnvironmentDefaults(), option.WithBaseURL(base), option.WithAPIKey(cfg.APIKey),
		option.WithHTTPClient(lc.HTTPClient()), option.WithMaxRetries(0), option.WithRequestTimeout(lc.Bound()))
	return &Provider{messages: client.Messages, live: lc, model: cfg.Model, format: cfg.Output == OutputFormat}, nil
}

// Complete answers req; see package live for retries, the spend cap and the
// schema repair.
func (p *Provider) Complete(ctx context.Context, req *provider.Request) (*provider.Response, error) {
	return p.live.Complete(ctx, req, p.exchange)
}

// Spent returns the tokens this provider has spent so far.
func (p *Provider) Spent() provider.Usage { return p.live.Spent() }

// exchange makes one Messages call.
func (p *Provider) exchange(ctx context.Context, req *provider.Request) (*provider.Response, error) {
	params, tool, err := p.params(req)
	if err != nil {
		return nil, err
	}
	msg, err := p.messages.New(ctx, params, option.WithHeader(provider.TagHeader, req.Tag))
	if err != nil {
		var apiErr *anthropic.Error
		if errors.As(err, &apiErr) {
			return nil, live.CallError(err, apiErr.StatusCode, apiMessage(apiErr))
		}
		return nil, live.CallError(err, 0, "")
	}
	return answer(msg, len(req.Schema) > 0, tool)
}

// apiMessage is the message of an API error body, or "".
func apiMessage(e *anthropic.Error) string {
	var body struct {
		Error struct {
			Message string `json:"message"`
		} `json:"error"`
	}
	json.Unmarshal([]byte(e.RawJSON()), &body) //nolint:errcheck // an unreadable body has no message.
	return body.Error.Message
}
