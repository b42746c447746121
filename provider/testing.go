package provider

import (
	"context"
	"encoding/json"
	"sync"
)

// Providers that wrap a function or another provider: doubles for tests,
// and the Spy that record sessions and fixture checks use to list the
// requests a run made. None of them touches the network.

// Func is a [Provider] backed by a function, for tests that script answers:
//
//	p := provider.Func(func(ctx context.Context, req *provider.Request) (*provider.Response, error) {
//		return &provider.Response{Data: json.RawMessage(`{"areas":[]}`), Provider: "test"}, nil
//	})
type Func func(ctx context.Context, req *Request) (*Response, error)

var _ Provider = Func(nil)

// Complete calls f.
func (f Func) Complete(ctx context.Context, req *Request) (*Response, error) { return f(ctx, req) }

// Answer returns a provider answering every request with data, as provider
// "test" and model "test-model", with finish reason "stop".
func Answer(data string) Func {
	return func(ctx context.Context, req *Request) (*Response, error) {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		return &Response{Data: json.RawMessage(data), Provider: "test", Model: "test-model", FinishReason: FinishStop}, nil
	}
}

// Spy wraps a provider and keeps every request it passes on, in call order.
// It is safe for concurrent use.
type Spy struct {
	next Provider

	mu   sync.Mutex
	reqs []*Request
}

var _ Provider = (*Spy)(nil)

// NewSpy returns a spy passing requests on to next.
func NewSpy(next Provider) *Spy { return &Spy{next: next} }

// Complete records req and returns next's answer.
func (s *Spy) Complete(ctx context.Context, req *Request) (*Response, error) {
	s.mu.Lock()
	s.reqs = append(s.reqs, req)
	s.mu.Unlock()
	return s.next.Complete(ctx, req)
}

// Requests returns the requests seen so far, in call order.
func (s *Spy) Requests() []*Request {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]*Request(nil), s.reqs...)
}

// Calls returns the number of requests seen so far.
func (s *Spy) Calls() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.reqs)
}
