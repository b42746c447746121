package mockllm

import "errors"

// Sentinel errors of request decoding; each is answered with the wire
// format's 4xx error shape.
var (
	// ErrBadRequest marks a request body that is not valid for its route:
	// malformed JSON, wrong types, a missing field or an unsupported part.
	ErrBadRequest = errors.New("bad request")
	// ErrTooLarge marks a request body over Options.MaxBodyBytes.
	ErrTooLarge = errors.New("request body too large")
	// ErrUnsupported marks a request member the mock does not serve (log
	// probabilities, more than one choice): the request is refused with a
	// 400 naming the member rather than answered without it.
	ErrUnsupported = errors.New("unsupported parameter")
)
