// Package manual is the provider where a person, or any chat window, is the
// model. New is the entry point:
//
//	p := manual.New("module.scriptorium/manual")
//	resp, err := p.Complete(ctx, req)
//
// For a request with no answer yet, Complete writes a readable request file
// into the directory — <name>.request.md with the system text, every text
// part, the paths of the image parts (written beside it as
// <name>.partNN.png), the JSON Schema of the answer and the fingerprint —
// and fails with an *[AnswersNeededError] naming the answer file to write,
// <name>.answer.json, where <name> is the sanitized tag and the first 12
// hex digits of the fingerprint (so a changed request never picks up an
// answer to the old one). Because a pipeline asks several requests at once,
// the provider collects every pending request; [Provider.Pending] returns
// them all, so a run stops with one message listing every answer file.
//
// When the answer file exists, Complete reads it, validates it against the
// request's schema (an invalid answer names the file, the JSON pointer and
// the reason) and answers with provider "manual". Wrapped in a
// [provider.RecordingProvider], its answers become fixtures like any
// other's. The package does not talk to any model or service.
package manual

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"

	"github.com/scriptorium/scriptorium/provider"
)

// Name is the provider name of every manual response.
const Name = "manual"

// Provider answers requests from answer files a person writes. It is safe
// for concurrent use.
type Provider struct {
	dir string

	mu      sync.Mutex
	pending map[string]Pending // fingerprint → pending request
}

var _ provider.Provider = (*Provider)(nil)

// New returns a manual provider keeping request and answer files in dir,
// which is created when the first request file is written.
func New(dir string) *Provider {
	return &Provider{dir: dir, pending: map[string]Pending{}}
}

// Complete returns the answer to req from its answer file. Without one it
// writes the request file and fails with an *[AnswersNeededError] (wrapping
// [ErrAnswersNeeded]) listing every request pending so far. An answer that
// is not JSON or breaks req.Schema fails with an error naming the file and
// wrapping a *[provider.SchemaError] ([provider.ErrSchema]).
func (p *Provider) Complete(ctx context.Context, req *provider.Request) (*provider.Response, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	fp, err := provider.Fingerprint(req)
	if err != nil {
		return nil, err
	}
	base := filepath.Join(p.dir, provider.SanitizeTag(req.Tag)+"."+fp[:12])
	answer := base + ".answer.json"
	data, err := os.ReadFile(answer)
	switch {
	case err == nil:
		return p.answered(fp, answer, req, data)
	case !errors.Is(err, fs.ErrNotExist):
		return nil, fmt.Errorf("read manual answer %s: %w", answer, err)
	}
	if err := writeRequest(base, fp, req); err != nil {
		return nil, err
	}
	p.mu.Lock()
	p.pending[fp] = Pending{Tag: req.Tag, Fingerprint: fp, RequestFile: base + ".request.md", AnswerFile: answer}
	p.mu.Unlock()
	return nil, p.Pending()
}

// answered validates the answer file's data and returns it as the response.
func (p *Provider) answered(fp, file string, req *provider.Request, data []byte) (*provider.Response, error) {
	if err := provider.ValidateAnswer(req.Schema, data); err != nil {
		return nil, fmt.Errorf("read manual answer %s: %w", file, err)
	}
	var compact bytes.Buffer
	if err := json.Compact(&compact, data); err != nil { // ValidateAnswer accepted it as JSON
		return nil, fmt.Errorf("read manual answer %s: %w", file, err)
	}
	p.mu.Lock()
	delete(p.pending, fp)
	p.mu.Unlock()
	return &provider.Response{Data: compact.Bytes(), Provider: Name, FinishReason: provider.FinishStop}, nil
}

// Pending returns an *[AnswersNeededError] listing every request that has
// no answer file yet, sorted by answer file, or nil when none is pending.
func (p *Provider) Pending() error {
	p.mu.Lock()
	defer p.mu.Unlock()
	if len(p.pending) == 0 {
		return nil
	}
	list := make([]Pending, 0, len(p.pending))
	for _, pe := range p.pending {
		list = append(list, pe)
	}
	slices.SortFunc(list, func(a, b Pending) int { return strings.Compare(a.AnswerFile, b.AnswerFile) })
	return &AnswersNeededError{Pending: list}
}
