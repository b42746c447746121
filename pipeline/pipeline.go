// Package pipeline converts a module PDF into adventure.json through staged,
// cached, resumable stages:
//
//	preprocess → survey → content → monsters → wandering → assemble → check
//
// [Convert] runs them all; [Rerun] runs from one stage on. Every model
// request is built by package requests and answered by the one
// provider.Provider the caller passes in; each answer is cached in the
// workdir as an [Envelope] keyed by its request fingerprint, so a run that is
// interrupted and resumed asks only the units it had not finished. Assemble
// is pure: the same caches and overrides.yaml give the same bytes.
//
// The pipeline sees only the Provider interface; which provider runs is the
// caller's choice.
package pipeline

import (
	"context"
	"fmt"
	"sync"

	"golang.org/x/sync/errgroup"

	"github.com/scriptorium/scriptorium/adventure"
	"github.com/scriptorium/scriptorium/provider"
)

// Command is the command line that runs extract, as the hints of error
// messages name it ("run: extract rerun content"). The extract command
// sets it to the way it was run itself, such as "go run ./tools/extract".
var Command = "extract"

// Options configure a run.
type Options struct {
	// Provider answers every model request.
	Provider provider.Provider
	// ProviderSpec names Provider for run.json, where later commands find
	// it; nil leaves what run.json records.
	ProviderSpec *ProviderSpec
	// Settings are the conversion's knobs; zero means [DefaultSettings].
	Settings Settings
	// Force asks the provider even when a cache answers the same request:
	// for every stage in Convert (a record session must see every
	// request), for the named stage alone in Rerun (rerun --force).
	Force bool
	// Replace lets Convert discard the conversion of another PDF in the
	// workdir (see [ErrOtherSource]).
	Replace bool
	// Concurrency bounds the requests in flight; 0 means 4.
	Concurrency int
	// Progress, when set, is called when a stage starts (done 0) and as its
	// units finish: stage (or "monsters (stat blocks)", the monsters
	// stage's second round of requests),
	// units done, units in the stage. The preprocess stage counts pages,
	// assemble one unit, the others model requests. Calls may come from
	// several goroutines.
	Progress func(stage string, done, total int)
	// Note, when set, is called with a one-line note for a person waiting
	// on stage: that the PDF renderer is being compiled on its first use,
	// or a warning that a unit's cache is unreadable and its request asked
	// again. Calls may come from several goroutines.
	Note func(stage, note string)
}

// runner is one run of the stages over a workdir.
type runner struct {
	w     Workdir
	opts  Options
	force string // the stage whose units are re-asked, "*" for all, or ""

	mu      sync.Mutex
	asked   map[string]int // units per stage the provider answered
	calling bool           // whether the provider was called at all, answering or not

	outdated outdatedMark // set before the run's first cache write
}

func newRunner(w Workdir, opts Options) *runner {
	if opts.Concurrency <= 0 {
		opts.Concurrency = 4
	}
	return &runner{w: w, opts: opts, asked: map[string]int{}}
}

// called reports whether the provider was called, answering or not.
func (p *runner) called() bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.calling
}

// unit is one model request of a stage and where its answer goes.
type unit struct {
	stage, name string
	req         *provider.Request
}

// askAll answers units concurrently, reusing caches whose fingerprint
// matches, and returns the envelopes in the order of units; label names
// them in progress reports. A failed unit
// does not stop the others: every unit that can finish keeps its cache, so
// a resumed run asks only what failed (and a manual provider lists every
// answer it needs at once). The error is the first failure in unit order,
// with the count of failures.
func (p *runner) askAll(ctx context.Context, label string, units []unit) ([]*Envelope, error) {
	out := make([]*Envelope, len(units))
	errs := make([]error, len(units))
	var g errgroup.Group
	g.SetLimit(p.opts.Concurrency)
	var mu sync.Mutex
	done := 0
	p.progress(label, 0, len(units))
	for i, u := range units {
		g.Go(func() error {
			if errs[i] = ctx.Err(); errs[i] != nil {
				return nil
			}
			if out[i], errs[i] = p.ask(ctx, u); errs[i] != nil {
				return nil
			}
			mu.Lock()
			done++
			p.progress(label, done, len(units))
			mu.Unlock()
			return nil
		})
	}
	g.Wait()
	return out, firstError(errs)
}

// firstError returns the first non-nil error of errs, noting how many
// others failed.
func firstError(errs []error) error {
	failed, first := 0, error(nil)
	for _, err := range errs {
		if err != nil {
			failed++
			if first == nil {
				first = err
			}
		}
	}
	if failed > 1 {
		return fmt.Errorf("%w (and %d more units failed)", first, failed-1)
	}
	return first
}

// note passes a one-line note on stage to Options.Note, if set.
func (p *runner) note(stage, note string) {
	if p.opts.Note != nil {
		p.opts.Note(stage, note)
	}
}

func (p *runner) progress(stage string, done, total int) {
	if p.opts.Progress != nil {
		p.opts.Progress(stage, done, total)
	}
}

// ask answers one unit from its cache when the cache answers the same
// request and the run's provider would give its answer ([runner.answers]),
// else from the provider, validating the answer and writing the
// cache.
func (p *runner) ask(ctx context.Context, u unit) (*Envelope, error) {
	fp, err := provider.Fingerprint(u.req)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", u.req.Tag, err)
	}
	if p.force != u.stage && p.force != "*" {
		env, err := p.w.readEnvelope(u.stage, u.name)
		if err != nil { // it answers nothing, and asking again may cost: say so
			p.note(u.stage, fmt.Sprintf("warning: %v; its request is asked again", err))
		}
		if err == nil && env != nil && env.Fingerprint == fp && p.answers(env) {
			return env, nil
		}
	}
	p.mu.Lock()
	p.calling = true
	p.mu.Unlock()
	resp, err := p.opts.Provider.Complete(ctx, u.req)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", u.req.Tag, err)
	}
	p.mu.Lock()
	p.asked[u.stage]++
	p.mu.Unlock()
	if err := provider.ValidateAnswer(u.req.Schema, resp.Data); err != nil {
		return nil, fmt.Errorf("%s: answer from %s: %w", u.req.Tag, resp.Provider, err)
	}
	env := &Envelope{Stage: u.stage, Unit: u.name, Fingerprint: fp, Provider: resp.Provider,
		Model: resp.Model, Data: resp.Data,
		Usage: adventure.TokenUsage{InputTokens: resp.Usage.InputTokens, OutputTokens: resp.Usage.OutputTokens}}
	if err := p.outdated.set(p.w, u.stage); err != nil {
		return nil, err
	}
	if err := p.w.writeEnvelope(env); err != nil {
		return nil, err
	}
	return env, nil
}

// answers reports whether env holds an answer the run's provider would
// give: any answer to the same request, unless the provider names its
// provider and model up front ([provider.Identified]) and env's are others.
func (p *runner) answers(env *Envelope) bool {
	id, ok := p.opts.Provider.(provider.Identified)
	if !ok {
		return true
	}
	name, model := id.Identity()
	return env.Provider == name && env.Model == model
}

// runStage answers reqs as the units of stage and marks the stage complete.
func (p *runner) runStage(ctx context.Context, stage string, reqs []*provider.Request) ([]*Envelope, error) {
	units := make([]unit, len(reqs))
	names := make([]string, len(reqs))
	for i, r := range reqs {
		names[i] = unitName(stage, r.Tag)
		units[i] = unit{stage: stage, name: names[i], req: r}
	}
	envs, err := p.askAll(ctx, stage, units)
	if err != nil {
		return nil, err
	}
	return envs, p.w.finishStage(stage, names)
}
