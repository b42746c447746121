package provider

import (
	"context"
	"errors"
	"fmt"
	"sync"
)

// RecordingProvider wraps a live provider and records its answers as
// fixtures in a [Store], in mode [ModeRecordMissing] (replay what is
// recorded, record the rest) or [ModeRecordAll] (ask the live provider once
// per session for every request, replacing its fixture).
//
// A live answer is validated against the request's schema before anything is
// written: an invalid answer is a *[SchemaError] and no fixture is written. A
// request holding a credential-shaped string is refused with [ErrSecret]
// before the live provider is asked, and so is an answer holding one (see
// [Store.Put]). Identical requests in one session share the first recording:
// concurrent ones wait for it (single flight), later ones get it at once. A
// RecordingProvider is safe for concurrent use.
type RecordingProvider struct {
	live  Provider
	store *Store
	mode  Mode
	norm  *Normalization

	mu    sync.Mutex
	calls map[string]*call // fingerprint → the session's first call
}

var _ Provider = (*RecordingProvider)(nil)

// call is one in-flight or finished recording; done closes when resp and err
// are set.
type call struct {
	done chan struct{}
	resp *Response
	err  error
}

// NewRecordingProvider returns a provider recording live's answers in store.
// The mode must be [ModeRecordMissing] or [ModeRecordAll]. Requests are
// fingerprinted and recorded normalized by the store's rules unless an
// option says otherwise; the live provider is sent them as they are.
func NewRecordingProvider(live Provider, store *Store, mode Mode, opts ...Option) (*RecordingProvider, error) {
	if mode != ModeRecordMissing && mode != ModeRecordAll {
		return nil, fmt.Errorf("new recording provider: %w: %s records nothing", ErrMode, mode)
	}
	return &RecordingProvider{live: live, store: store, mode: mode, norm: newOptions(store, opts).norm,
		calls: map[string]*call{}}, nil
}

// Complete returns the recorded answer to req, asking the live provider and
// recording its answer when the mode says so.
func (p *RecordingProvider) Complete(ctx context.Context, req *Request) (*Response, error) {
	fp, err := Fingerprint(p.norm.Apply(req))
	if err != nil {
		return nil, err
	}
	for {
		c, leader := p.join(fp)
		if leader {
			c.resp, c.err = p.record(ctx, fp, req)
			p.finish(fp, c)
			return c.resp, c.err
		}
		select {
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-c.done:
		}
		// A leader whose own context ended leaves the request to the next
		// caller.
		if isContextErr(c.err) && ctx.Err() == nil {
			continue
		}
		return c.resp, c.err
	}
}

// join returns the session's call for fp, starting one (leader true) if
// there is none.
func (p *RecordingProvider) join(fp string) (c *call, leader bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if c, ok := p.calls[fp]; ok {
		return c, false
	}
	c = &call{done: make(chan struct{})}
	p.calls[fp] = c
	return c, true
}

// finish publishes c; a failed call is forgotten so a later caller retries.
func (p *RecordingProvider) finish(fp string, c *call) {
	p.mu.Lock()
	if c.err != nil {
		delete(p.calls, fp)
	}
	p.mu.Unlock()
	close(c.done)
}

// record answers req from the store (record-missing hits) or from the live
// provider, writing the fixture.
func (p *RecordingProvider) record(ctx context.Context, fp string, req *Request) (*Response, error) {
	if p.mode == ModeRecordMissing {
		f, ok, err := p.store.Lookup(fp)
		if err != nil {
			return nil, err
		}
		if ok {
			return replay(p.store, f)
		}
	}
	if err := checkRequestSecrets(req); err != nil {
		return nil, err
	}
	resp, err := p.live.Complete(ctx, req)
	if err != nil {
		return nil, fmt.Errorf("record %s: %w", req.Tag, err)
	}
	if err := ValidateResponse(req.Schema, resp); err != nil {
		return nil, fmt.Errorf("record %s: live answer from %s: %w", req.Tag, resp.Provider, err)
	}
	f, err := NewFixture(p.norm.Apply(req), resp)
	if err != nil {
		return nil, err
	}
	if _, err := p.store.Put(f); err != nil {
		return nil, err
	}
	return f.Response(), nil
}

func isContextErr(err error) bool {
	return errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded)
}
