package provider

import (
	"context"
	"errors"
)

// FixtureProvider answers requests from a fixture [Store] and never calls a
// model. It is the provider of every test.
//
// A request without a fixture fails with a *[FixtureMissError]. Replayed data
// is re-validated against the incoming request's schema, which catches answer
// data edited by hand or recorded by a tool that did not validate; a failure
// is a *[SchemaError] naming the fixture file.
type FixtureProvider struct {
	store *Store
}

var _ Provider = (*FixtureProvider)(nil)

// NewFixtureProvider returns a provider replaying the fixtures of store.
func NewFixtureProvider(store *Store) *FixtureProvider {
	return &FixtureProvider{store: store}
}

// Complete returns the recorded answer to req.
func (p *FixtureProvider) Complete(ctx context.Context, req *Request) (*Response, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	f, err := p.store.Match(req)
	if err != nil {
		return nil, err
	}
	return replay(p.store, f, req)
}

// replay returns f's answer after validating it against req's schema.
func replay(store *Store, f *Fixture, req *Request) (*Response, error) {
	if err := ValidateAnswer(req.Schema, f.Data); err != nil {
		var se *SchemaError
		if errors.As(err, &se) {
			se.File = store.Path(f)
		}
		return nil, err
	}
	return f.Response(), nil
}
