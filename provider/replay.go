package provider

import (
	"context"
	"errors"
	"fmt"
	"strings"
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
	norm  *Normalization
}

var _ Provider = (*FixtureProvider)(nil)

// NewFixtureProvider returns a provider replaying the fixtures of store,
// normalizing requests by the store's rules unless an option says otherwise.
func NewFixtureProvider(store *Store, opts ...Option) *FixtureProvider {
	return &FixtureProvider{store: store, norm: newOptions(store, opts).norm}
}

// Option sets a choice of a [FixtureProvider] or [RecordingProvider].
type Option func(*options)

// options are the choices Options set.
type options struct {
	norm *Normalization
}

// newOptions returns the choices opts make for a provider over store.
func newOptions(store *Store, opts []Option) options {
	o := options{norm: store.Normalization()}
	for _, opt := range opts {
		opt(&o)
	}
	return o
}

// WithNormalization makes a provider fingerprint requests as n rewrites
// them (see [Normalization]) instead of by the rules of the store's
// directory; nil fingerprints requests as they are.
func WithNormalization(n *Normalization) Option {
	return func(o *options) { o.norm = n }
}

// Complete returns the recorded answer to req.
func (p *FixtureProvider) Complete(ctx context.Context, req *Request) (*Response, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	f, err := p.store.Match(p.norm.Apply(req))
	if err != nil {
		return nil, err
	}
	return replay(p.store, f)
}

// replay returns f's answer after validating it against the schema of the
// requests that find f (see [Fixture.CheckAnswer]).
func replay(store *Store, f *Fixture) (*Response, error) {
	if err := f.CheckAnswer(); err != nil {
		var se *SchemaError
		if errors.As(err, &se) {
			named := *se
			named.File = store.Path(f)
			return nil, &named
		}
		return nil, err
	}
	return f.Response(), nil
}

// Mode says whether a provider setup replays fixtures, records them or only
// talks to the live model. Tests never leave [ModeReplay].
type Mode int

// Modes. ModeReplay is the zero value and the default.
const (
	// ModeReplay answers from fixtures only; a miss is an error.
	ModeReplay Mode = iota
	// ModeRecordMissing replays recorded exchanges and records the rest.
	ModeRecordMissing
	// ModeRecordAll asks the live provider every request once per session
	// and records (replaces) every fixture.
	ModeRecordAll
	// ModeLive asks the live provider and records nothing.
	ModeLive
)

var modeNames = [...]string{"replay", "record-missing", "record-all", "live"}

// ParseMode returns the mode named s: "replay", "record-missing",
// "record-all" or "live". Any other string gives an error wrapping [ErrMode].
func ParseMode(s string) (Mode, error) {
	for i, name := range modeNames {
		if s == name {
			return Mode(i), nil
		}
	}
	return 0, fmt.Errorf("parse mode %q: %w: want one of %s", s, ErrMode, strings.Join(modeNames[:], ", "))
}

// String returns the mode's name as [ParseMode] reads it.
func (m Mode) String() string {
	if m < 0 || int(m) >= len(modeNames) {
		return fmt.Sprintf("Mode(%d)", int(m))
	}
	return modeNames[m]
}

// Set parses s into m, so a *Mode is a flag.Value: flag.Var(&mode, "mode", ...).
func (m *Mode) Set(s string) error {
	v, err := ParseMode(s)
	if err == nil {
		*m = v
	}
	return err
}

// Select returns the provider a command runs in mode m: a [FixtureProvider]
// over store for replay, a [RecordingProvider] of live over store for the
// record modes, and live itself for live. Modes other than replay need a
// non-nil live provider.
func Select(m Mode, store *Store, live Provider) (Provider, error) {
	if m != ModeReplay && live == nil {
		return nil, fmt.Errorf("select provider: %w: mode %s needs a live provider", ErrMode, m)
	}
	switch m {
	case ModeReplay:
		return NewFixtureProvider(store), nil
	case ModeRecordMissing, ModeRecordAll:
		return NewRecordingProvider(live, store, m)
	case ModeLive:
		return live, nil
	}
	return nil, fmt.Errorf("select provider: %w: %s", ErrMode, m)
}
