package live

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"strconv"
	"syscall"
	"time"
)

// transport retries one HTTP exchange after a 429, a 5xx or a reset
// connection, honouring Retry-After, and bounds each attempt by the
// timeout. It buffers the request body so every attempt resends it.
type transport struct {
	next http.RoundTripper
	s    Settings
}

// newHTTPClient returns a client whose transport wraps s.HTTPClient's (or
// http.DefaultTransport) with retries and per-attempt timeouts.
func newHTTPClient(s Settings) *http.Client {
	next := http.DefaultTransport
	c := &http.Client{}
	if s.HTTPClient != nil {
		*c = *s.HTTPClient
		if s.HTTPClient.Transport != nil {
			next = s.HTTPClient.Transport
		}
	}
	c.Transport = &transport{next: next, s: s}
	return c
}

// RoundTrip sends req, retrying as the settings allow.
func (t *transport) RoundTrip(req *http.Request) (*http.Response, error) {
	body, err := readBody(req)
	if err != nil {
		return nil, err
	}
	for attempt := 0; ; attempt++ {
		resp, err := t.attempt(req, body)
		delay, retry := t.retryDelay(resp, err, attempt)
		if !retry {
			if err != nil && isReset(err) {
				err = fmt.Errorf("%w: %w", ErrUnavailable, err)
			}
			return resp, err
		}
		if resp != nil {
			io.Copy(io.Discard, io.LimitReader(resp.Body, 1<<16)) //nolint:errcheck // draining for reuse only.
			resp.Body.Close()
		}
		if err := t.s.Sleep(req.Context(), delay); err != nil {
			return nil, err
		}
	}
}

// readBody reads and closes req's body; nil when it has none.
func readBody(req *http.Request) ([]byte, error) {
	if req.Body == nil || req.Body == http.NoBody {
		return nil, nil
	}
	defer req.Body.Close()
	return io.ReadAll(req.Body)
}

// attempt sends one copy of req with body under the per-attempt timeout,
// which lasts until the answer's body is closed.
func (t *transport) attempt(req *http.Request, body []byte) (*http.Response, error) {
	ctx, cancel := context.WithTimeout(req.Context(), t.s.Timeout)
	r := req.Clone(ctx)
	if body != nil {
		r.Body = io.NopCloser(bytes.NewReader(body))
		r.GetBody = func() (io.ReadCloser, error) { return io.NopCloser(bytes.NewReader(body)), nil }
		r.ContentLength = int64(len(body))
	}
	resp, err := t.next.RoundTrip(r)
	if err != nil {
		cancel()
		if ctx.Err() == context.DeadlineExceeded && req.Context().Err() == nil {
			return nil, fmt.Errorf("%w after %s: %w", ErrTimeout, t.s.Timeout, err)
		}
		return nil, err
	}
	resp.Body = &cancelBody{ReadCloser: resp.Body, ctx: ctx, parent: req.Context(), timeout: t.s.Timeout, cancel: cancel}
	return resp, nil
}

// retryDelay says whether the outcome of attempt (from 0) is retried, and
// after how long.
func (t *transport) retryDelay(resp *http.Response, err error, attempt int) (time.Duration, bool) {
	if attempt >= t.s.Retries {
		return 0, false
	}
	if err != nil {
		return backoff(attempt), isReset(err)
	}
	if resp.StatusCode != http.StatusTooManyRequests && resp.StatusCode < 500 {
		return 0, false
	}
	if d, ok := retryAfter(resp.Header, t.s.Now()); ok {
		return d, d <= MaxRetryAfter
	}
	return backoff(attempt), true
}

// backoff is the delay before retry n (from 0): drawn from [d/2, d] with
// d = min(BaseBackoff·2ⁿ, MaxBackoff).
func backoff(n int) time.Duration {
	d := MaxBackoff
	if n < 16 {
		d = min(BaseBackoff<<n, MaxBackoff)
	}
	return d/2 + rand.N(d/2+1)
}

// retryAfter reads the delay an answer asks for: retry-after-ms (OpenAI and
// Anthropic send it), else Retry-After in seconds or as an HTTP date
// (RFC 9110 §10.2.3).
func retryAfter(h http.Header, now time.Time) (time.Duration, bool) {
	if ms, err := strconv.ParseFloat(h.Get("Retry-After-Ms"), 64); err == nil && ms >= 0 {
		return time.Duration(ms * float64(time.Millisecond)), true
	}
	v := h.Get("Retry-After")
	if secs, err := strconv.Atoi(v); err == nil && secs >= 0 {
		return time.Duration(secs) * time.Second, true
	}
	if at, err := http.ParseTime(v); err == nil {
		return max(at.Sub(now), 0), true
	}
	return 0, false
}

// isReset reports a connection the server reset or closed mid-exchange.
func isReset(err error) bool {
	return errors.Is(err, syscall.ECONNRESET) || errors.Is(err, syscall.EPIPE) ||
		errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF)
}

// cancelBody ends an attempt's context when its body is closed, and names a
// read cut by the attempt's timeout.
type cancelBody struct {
	io.ReadCloser
	ctx, parent context.Context
	timeout     time.Duration
	cancel      context.CancelFunc
}

func (b *cancelBody) Read(p []byte) (int, error) {
	n, err := b.ReadCloser.Read(p)
	if err != nil && err != io.EOF && b.ctx.Err() == context.DeadlineExceeded && b.parent.Err() == nil {
		err = fmt.Errorf("%w after %s: %w", ErrTimeout, b.timeout, err)
	}
	return n, err
}

func (b *cancelBody) Close() error {
	err := b.ReadCloser.Close()
	b.cancel()
	return err
}
