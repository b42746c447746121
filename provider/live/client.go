package live

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/scriptorium/scriptorium/provider"
)

// Exchange is one call of a model API in a provider's wire format: it sends
// req and returns the answer with Data (the structured JSON, or the text as
// a JSON string), Model, Usage and FinishReason; Provider is filled in by
// [Client.Complete]. Errors should be classified with [CallError].
type Exchange func(ctx context.Context, req *provider.Request) (*provider.Response, error)

// Client is what every live provider shares: retries (in its HTTP client),
// the concurrency limit, the spend cap, usage accounting, the schema repair
// and redaction of the key from errors. It is safe for concurrent use.
type Client struct {
	name string
	s    Settings
	http *http.Client
	sem  chan struct{}

	mu    sync.Mutex
	spent provider.Usage
}

// NewClient returns the client of the provider called name (such as
// "openai") for s, with defaults applied. It fails with [ErrConfig] when s
// has no API key or a field out of range.
func NewClient(name string, s Settings) (*Client, error) {
	if s.APIKey == "" {
		return nil, fmt.Errorf("new %s provider: %w: no API key", name, ErrConfig)
	}
	s, err := s.withDefaults()
	if err != nil {
		return nil, fmt.Errorf("new %s provider: %w", name, err)
	}
	return &Client{name: name, s: s, http: newHTTPClient(s), sem: make(chan struct{}, s.Concurrency)}, nil
}

// HTTPClient returns the client the SDK must send through: it retries and
// bounds each attempt. SDK retries must be off.
func (c *Client) HTTPClient() *http.Client { return c.http }

// Settings returns the settings with defaults applied.
func (c *Client) Settings() Settings { return c.s }

// Bound is longer than one exchange can take through [Client.HTTPClient]:
// every attempt timing out and every wait the longest allowed, plus one
// more attempt's time as margin. An SDK that insists on a request timeout
// of its own gets this one, so only the per-attempt timeout ever fires.
func (c *Client) Bound() time.Duration {
	return c.s.Timeout*time.Duration(c.s.Retries+2) + max(MaxRetryAfter, MaxBackoff)*time.Duration(c.s.Retries)
}

// Spent returns the tokens spent so far, repairs included.
func (c *Client) Spent() provider.Usage {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.spent
}

// Complete answers req through exchange within the concurrency limit and the
// spend cap. An answer that breaks req.Schema is asked for once more with
// [RepairRequest]; the returned usage is then the sum of both exchanges.
// Errors read "NAME complete TAG: ..." with the key redacted and wrap
// [ErrSpendCap], [ErrTruncated], [ErrRepair] or the exchange's error.
func (c *Client) Complete(ctx context.Context, req *provider.Request, exchange Exchange) (*provider.Response, error) {
	select {
	case c.sem <- struct{}{}:
		defer func() { <-c.sem }()
	case <-ctx.Done():
		return nil, c.fail(req, ctx.Err())
	}
	resp, err := c.exchange(ctx, req, exchange)
	if err != nil {
		return nil, c.fail(req, err)
	}
	verr := provider.ValidateAnswer(req.Schema, resp.Data)
	if verr == nil {
		return resp, nil
	}
	if resp.FinishReason == provider.FinishLength {
		return nil, c.fail(req, fmt.Errorf("%w: %w", ErrTruncated, verr))
	}
	repaired, err := c.exchange(ctx, RepairRequest(req, resp.Data, verr), exchange)
	if err != nil {
		return nil, c.fail(req, fmt.Errorf("repair: %w", err))
	}
	if err := provider.ValidateAnswer(req.Schema, repaired.Data); err != nil {
		return nil, c.fail(req, fmt.Errorf("%w: %w", ErrRepair, err))
	}
	repaired.Usage.InputTokens += resp.Usage.InputTokens
	repaired.Usage.OutputTokens += resp.Usage.OutputTokens
	return repaired, nil
}

// exchange makes one call unless the spend cap is reached, and counts its
// usage.
func (c *Client) exchange(ctx context.Context, req *provider.Request, exchange Exchange) (*provider.Response, error) {
	if err := c.checkCap(); err != nil {
		return nil, err
	}
	resp, err := exchange(ctx, req)
	if err != nil {
		return nil, err
	}
	c.mu.Lock()
	c.spent.InputTokens += resp.Usage.InputTokens
	c.spent.OutputTokens += resp.Usage.OutputTokens
	c.mu.Unlock()
	resp.Provider = c.name
	return resp, nil
}

// checkCap fails with ErrSpendCap once the spend reaches the cap.
func (c *Client) checkCap() error {
	if c.s.SpendCap == 0 {
		return nil
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if spent := c.spent.InputTokens + c.spent.OutputTokens; spent >= c.s.SpendCap {
		return fmt.Errorf("%w: %d of %d tokens spent", ErrSpendCap, spent, c.s.SpendCap)
	}
	return nil
}

// fail names the provider and request in err and redacts the key.
func (c *Client) fail(req *provider.Request, err error) error {
	return redact(fmt.Errorf("%s complete %s: %w", c.name, req.Tag, err), c.s.APIKey)
}

// AnswerName names the answer of a request with tag for an API that wants a
// name (a response format, a tool): the tag's kind, the part before the
// first dot, with characters outside [A-Za-z0-9_-] replaced by "_", at most
// 64 long; "answer" when that is empty. "content.p003-p010" → "content".
func AnswerName(tag string) string {
	kind, _, _ := strings.Cut(tag, ".")
	name := strings.Map(func(r rune) rune {
		if r == '-' || r == '_' || r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' {
			return r
		}
		return '_'
	}, kind)
	if name == "" {
		return "answer"
	}
	return name[:min(len(name), 64)]
}

// RepairRequest is the request sent after an answer broke its schema: req
// with one more text part quoting the validation error and the answer, and
// asking for a corrected one. The tag, system text and schema stay.
func RepairRequest(req *provider.Request, answer json.RawMessage, verr error) *provider.Request {
	var se *provider.SchemaError
	reason := verr.Error()
	if errors.As(verr, &se) {
		reason = fmt.Sprintf("at JSON pointer %q: %s", se.Pointer, se.Reason)
	}
	text := "=== repair ===\nYour previous answer broke the JSON Schema " + reason +
		".\nYour previous answer was:\n" + string(answer) +
		"\nAnswer again with the whole corrected JSON, satisfying the schema."
	out := *req
	out.Parts = append(append([]provider.Part(nil), req.Parts...), provider.TextPart(text))
	return &out
}
