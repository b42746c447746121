package mockllm

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"
	"time"

	"github.com/scriptorium/scriptorium/provider"
)

// Fault-injection request headers, for testing how clients handle errors,
// throttling, slowness and broken bodies. They work on every route that
// answers from fixtures, and apply after the body is read.
const (
	// HeaderStatus makes the server answer with this status (400–599) in the
	// route's error shape instead of looking the request up.
	HeaderStatus = "X-Mockllm-Status"
	// HeaderRetryAfter sets the Retry-After header, in seconds, of an answer
	// forced by HeaderStatus.
	HeaderRetryAfter = "X-Mockllm-Retry-After"
	// HeaderDelay makes the server wait this long (a Go duration such as
	// "1.5s") before answering, for client timeout tests.
	HeaderDelay = "X-Mockllm-Delay"
	// HeaderMalformed, when set, cuts a successful non-streaming answer's
	// JSON body in half.
	HeaderMalformed = "X-Mockllm-Malformed"
	// HeaderAnswer makes the server answer with this JSON as the answer's
	// data (a forced tool's arguments, structured text, or a JSON string's
	// text) instead of looking the request up, and without validating it
	// against the request's schema: for testing how a client handles an
	// answer that breaks its schema. JSON that does not parse is a 400.
	HeaderAnswer = "X-Mockllm-Answer"
)

// maxDelay bounds HeaderDelay so a test typo cannot hang a server.
const maxDelay = 5 * time.Minute

// injected returns the failure the fault headers of r ask for, if any, after
// waiting the asked delay. A malformed fault header is itself a 400.
func (h *handler) injected(r *http.Request) *failure {
	if d := r.Header.Get(HeaderDelay); d != "" {
		delay, err := time.ParseDuration(d)
		if err != nil || delay < 0 || delay > maxDelay {
			return &failure{Status: http.StatusBadRequest, Message: fmt.Sprintf("mockllm: %s %q: want a duration up to %v", HeaderDelay, d, maxDelay)}
		}
		if !pause(r.Context(), delay) {
			return &failure{Status: http.StatusRequestTimeout, Message: "mockllm: client went away during " + HeaderDelay}
		}
	}
	s := r.Header.Get(HeaderStatus)
	if s == "" {
		return nil
	}
	status, err := strconv.Atoi(s)
	if err != nil || status < 400 || status > 599 {
		return &failure{Status: http.StatusBadRequest, Message: fmt.Sprintf("mockllm: %s %q: want 400 to 599", HeaderStatus, s)}
	}
	f := &failure{Status: status, Message: fmt.Sprintf("mockllm: status %d injected by %s", status, HeaderStatus)}
	if after := r.Header.Get(HeaderRetryAfter); after != "" {
		f.Header = http.Header{"Retry-After": {after}}
	}
	return f
}

// injectedAnswer returns the answer HeaderAnswer of r asks for, the failure
// when its JSON does not parse, or neither when r does not ask.
func injectedAnswer(r *http.Request, cl *call) (*answer, *failure) {
	data := r.Header.Get(HeaderAnswer)
	if data == "" {
		return nil, nil
	}
	if !json.Valid([]byte(data)) {
		return nil, &failure{Status: http.StatusBadRequest, Message: fmt.Sprintf("mockllm: %s: want JSON", HeaderAnswer)}
	}
	key := sha256.Sum256([]byte(data))
	return fromResponse(cl, &provider.Response{Data: json.RawMessage(data), FinishReason: provider.FinishStop},
		hex.EncodeToString(key[:])), nil
}

// malformed cuts body in half when r asks for a broken answer.
func malformed(r *http.Request, body []byte) []byte {
	if r.Header.Get(HeaderMalformed) == "" {
		return body
	}
	return body[:len(body)/2]
}
