package live

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"net/http"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/scriptorium/scriptorium/provider"
)

// Defaults applied by [NewClient] to zero [Settings] fields.
const (
	// DefaultTimeout bounds one attempt: sending the request and reading
	// the whole answer. Page-sized vision requests can take minutes.
	DefaultTimeout = 5 * time.Minute
	// DefaultRetries is how many times a request is retried after a 429,
	// a 5xx or a reset connection.
	DefaultRetries = 4
	// DefaultConcurrency is how many requests may be in flight at once.
	DefaultConcurrency = 4
)

// Backoff bounds: the delay before retry n (from 0) is drawn from
// [d/2, d] with d = min(BaseBackoff·2ⁿ, MaxBackoff), unless the answer says
// Retry-After. A Retry-After longer than MaxRetryAfter is not waited for:
// the error is returned at once.
const (
	BaseBackoff   = time.Second
	MaxBackoff    = time.Minute
	MaxRetryAfter = 5 * time.Minute
)

// Settings configure a live provider; every provider package embeds them in
// its Config. The zero value of a field means its default.
type Settings struct {
	// Model is the model (or Azure deployment) asked for; empty means the
	// provider's default model.
	Model string
	// APIKey is the secret key. It is sent only to BaseURL, never logged,
	// and replaced by "[redacted]" in every error message.
	APIKey string
	// BaseURL replaces the API's URL, for compatible servers and mockllm.
	BaseURL string
	// Timeout bounds one attempt (default [DefaultTimeout]).
	Timeout time.Duration
	// Retries is how many times a failed attempt is retried: zero means
	// [DefaultRetries], negative means never (the --retries flag spells
	// never 0, see [Settings.RegisterFlags]).
	Retries int
	// Concurrency limits the requests in flight (default
	// [DefaultConcurrency]).
	Concurrency int
	// SpendCap is the most tokens (input plus output, as the API reports
	// them) a run may spend; once reached, requests fail with
	// [ErrSpendCap]. Zero means no cap. Requests already in flight finish,
	// so a run may pass the cap by up to Concurrency exchanges.
	SpendCap int
	// MaxOutputTokens bounds each answer; zero leaves the API's default
	// (the Anthropic provider, which must send one, uses its own default).
	MaxOutputTokens int
	// HTTPClient is the client whose transport carries the requests;
	// nil means http.DefaultTransport. Retries wrap its transport.
	HTTPClient *http.Client
	// Sleep waits between retries; nil means a timer honouring ctx. Tests
	// inject a fake so they never sleep for real.
	Sleep func(ctx context.Context, d time.Duration) error
	// Now tells the time, for Retry-After dates; nil means time.Now.
	Now func() time.Time
}

// RegisterFlags defines the settings' command-line flags on fs: --model,
// --base-url, --timeout, --retries, --concurrency, --spend-cap and
// --max-output-tokens. --retries counts retries as it says: 0 for none,
// 4 ([DefaultRetries]) when left out. Keys are never flags: they come from
// the environment.
func (s *Settings) RegisterFlags(fs *flag.FlagSet) {
	fs.StringVar(&s.Model, "model", s.Model, "model (or Azure deployment) of the live provider; empty for its default")
	fs.StringVar(&s.BaseURL, "base-url", s.BaseURL, "API base URL, for compatible servers (Ollama, vLLM, llama.cpp, LM Studio)")
	fs.DurationVar(&s.Timeout, "timeout", s.Timeout, "limit of one API attempt (0 for 5m)")
	fs.Var((*retriesFlag)(&s.Retries), "retries", fmt.Sprintf("`count` of retries after 429, 5xx or a reset connection (0 for none; default %d)", DefaultRetries))
	fs.IntVar(&s.Concurrency, "concurrency", s.Concurrency, "requests in flight at once (0 for 4)")
	fs.IntVar(&s.SpendCap, "spend-cap", s.SpendCap, "most tokens (input+output) the run may spend; 0 for no cap")
	fs.IntVar(&s.MaxOutputTokens, "max-output-tokens", s.MaxOutputTokens, "limit of one answer's tokens; 0 for the API default")
}

// retriesFlag is [Settings.Retries] as the --retries flag spells it: the
// count of retries, 0 (or a negative count) for none, and the default,
// [DefaultRetries], shown as such. Settings keeps its own spelling (0 for
// the default, negative for none), so a flag left out keeps the default.
type retriesFlag int

func (r *retriesFlag) String() string {
	switch {
	case r == nil || *r == 0:
		return strconv.Itoa(DefaultRetries)
	case *r < 0:
		return "0"
	}
	return strconv.Itoa(int(*r))
}

func (r *retriesFlag) Set(v string) error {
	n, err := strconv.Atoi(v)
	if err != nil {
		return errors.New("not a whole number")
	}
	*r = retriesFlag(n)
	if n <= 0 {
		*r = -1 // never
	}
	return nil
}

// RetriesFlag returns the --retries flag that asks for s.Retries, with a
// leading space, or "" when it is 0 (the default, as when the flag is left
// out).
func (s Settings) RetriesFlag() string {
	if s.Retries == 0 {
		return ""
	}
	return " --retries " + (*retriesFlag)(&s.Retries).String()
}

// withDefaults returns s with its zero fields set, or an error wrapping
// [ErrConfig] when a field is out of range.
func (s Settings) withDefaults() (Settings, error) {
	if s.Timeout < 0 || s.Concurrency < 0 || s.SpendCap < 0 || s.MaxOutputTokens < 0 {
		return s, fmt.Errorf("%w: timeout, concurrency, spend cap and max output tokens may not be negative", ErrConfig)
	}
	if s.Timeout == 0 {
		s.Timeout = DefaultTimeout
	}
	switch {
	case s.Retries == 0:
		s.Retries = DefaultRetries
	case s.Retries < 0:
		s.Retries = 0
	}
	if s.Concurrency == 0 {
		s.Concurrency = DefaultConcurrency
	}
	if s.Sleep == nil {
		s.Sleep = sleep
	}
	if s.Now == nil {
		s.Now = time.Now
	}
	return s, nil
}

// sleep waits d unless ctx ends first.
func sleep(ctx context.Context, d time.Duration) error {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

// FromEnv returns the value of the first of the environment variables names
// that is set and not blank, trimmed, or "".
func FromEnv(names ...string) string {
	for _, n := range names {
		if v := strings.TrimSpace(os.Getenv(n)); v != "" {
			return v
		}
	}
	return ""
}

// Price is what a model costs, in US dollars per million tokens, with the
// public page it was read from and the date it was read.
type Price struct {
	// Model is the model the price is for.
	Model string
	// InputUSD and OutputUSD are US dollars per million input and output
	// tokens at the standard (not batch, not cached) rate.
	InputUSD, OutputUSD float64
	// Source names the page the price was read from.
	Source string
	// Checked is the date (YYYY-MM-DD) the price was last looked up.
	Checked string
}

// Cost returns the price of u in US dollars.
func (p Price) Cost(u provider.Usage) float64 {
	return (float64(u.InputTokens)*p.InputUSD + float64(u.OutputTokens)*p.OutputUSD) / 1e6
}
