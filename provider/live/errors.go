package live

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"strings"
)

// Sentinels callers branch on with [errors.Is].
var (
	// ErrConfig reports a live provider that cannot be built: no API key, no
	// model, or settings out of range.
	ErrConfig = errors.New("invalid live provider configuration")
	// ErrSpendCap reports a run that reached [Settings.SpendCap]; no request
	// was sent. Everything answered before it stays recorded.
	ErrSpendCap = errors.New("spend cap reached")
	// ErrAuth reports an API answering 401 or 403: the key is missing,
	// wrong or not allowed to use the model.
	ErrAuth = errors.New("API refused the credentials")
	// ErrRateLimit reports an API still answering 429 after every retry.
	ErrRateLimit = errors.New("API rate limit")
	// ErrUnavailable reports an API still failing with a 5xx status or a
	// reset connection after every retry.
	ErrUnavailable = errors.New("API unavailable")
	// ErrRejected reports any other 4xx answer: the API refused the request
	// itself (bad model name, oversized request, unsupported schema).
	ErrRejected = errors.New("API rejected the request")
	// ErrTimeout reports an attempt that ran past [Settings.Timeout].
	ErrTimeout = errors.New("API request timed out")
	// ErrMalformed reports an answer that could not be read: a body that is
	// not the API's JSON, or one with no usable content.
	ErrMalformed = errors.New("malformed API answer")
	// ErrTruncated reports a structured answer cut off at the output token
	// limit; a repair would be cut off too.
	ErrTruncated = errors.New("answer cut off at the output token limit")
	// ErrRepair reports an answer that broke its schema twice: once, and
	// again after the repair request. The error also wraps the last
	// *provider.SchemaError.
	ErrRepair = errors.New("answer broke its schema after one repair")
)

// StatusError classifies an API error answer by its HTTP status: 401 and 403
// wrap [ErrAuth], 429 [ErrRateLimit], 5xx [ErrUnavailable], other statuses
// [ErrRejected]. The message is the API's own, which may be empty.
func StatusError(status int, message string) error {
	var kind error
	switch {
	case status == http.StatusUnauthorized || status == http.StatusForbidden:
		kind = ErrAuth
	case status == http.StatusTooManyRequests:
		kind = ErrRateLimit
	case status >= 500:
		kind = ErrUnavailable
	default:
		kind = ErrRejected
	}
	message = strings.TrimSpace(message)
	if message == "" {
		return fmt.Errorf("%w: status %d", kind, status)
	}
	return fmt.Errorf("%w: status %d: %s", kind, status, message)
}

// CallError classifies the error of an SDK call: an API error answer
// (status not 0) as [StatusError]; a timeout, an unavailable API or a
// cancelled context as itself; a connection that could not be made or was
// dropped (refused, no route, no such host) as [ErrUnavailable]; anything
// else, which is an answer the SDK could not read, as [ErrMalformed].
func CallError(err error, status int, message string) error {
	var opErr *net.OpError
	var dnsErr *net.DNSError
	switch {
	case status != 0:
		return StatusError(status, message)
	case errors.Is(err, ErrTimeout), errors.Is(err, ErrUnavailable),
		errors.Is(err, context.Canceled), errors.Is(err, context.DeadlineExceeded):
		return err
	case errors.As(err, &opErr), errors.As(err, &dnsErr):
		return fmt.Errorf("%w: %w", ErrUnavailable, err)
	}
	return fmt.Errorf("%w: %w", ErrMalformed, err)
}

// redactedError hides a secret in the message of the error it wraps.
type redactedError struct {
	err    error
	secret string
}

// redact returns err with every occurrence of secret in its message replaced
// by "[redacted]"; errors.Is and errors.As still see err.
func redact(err error, secret string) error {
	if err == nil || secret == "" {
		return err
	}
	return &redactedError{err: err, secret: secret}
}

func (e *redactedError) Error() string {
	return strings.ReplaceAll(e.err.Error(), e.secret, "[redacted]")
}

func (e *redactedError) Unwrap() error { return e.err }
