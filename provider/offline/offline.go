package offline

import (
	"context"
	"fmt"

	"scriptorium/provider"
	"scriptorium/requests"
)

// Name is the provider name every offline response carries.
const Name = "offline"

// Model names the rule set; bump it when the rules change what they answer,
// so fixtures and reports show which rules answered.
const Model = "rules-v1"

// Provider answers requests by rules from the text layer of their pages. It
// holds no state and is safe for concurrent use.
type Provider struct{}

var _ provider.Provider = (*Provider)(nil)

// New returns the offline provider.
func New() *Provider { return &Provider{} }

// Complete answers req by its kind ([requests.KindOf] of its tag) from its
// text sections, validates the answer against req.Schema and returns it
// with provider [Name], model [Model], zero usage and finish reason stop.
// It fails with an error wrapping [requests.ErrUnknownKind] for a tag of no
// known kind, [requests.ErrNoSection] for a request missing the section its
// kind needs, and [provider.ErrSchema] if an answer breaks the schema (a bug
// in these rules).
func (p *Provider) Complete(ctx context.Context, req *provider.Request) (*provider.Response, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	answer, err := answer(req)
	if err != nil {
		return nil, fmt.Errorf("offline answer %s: %w", req.Tag, err)
	}
	data, err := requests.Encode(answer)
	if err != nil {
		return nil, err
	}
	if err := provider.ValidateAnswer(req.Schema, data); err != nil {
		return nil, fmt.Errorf("offline answer %s: %w", req.Tag, err)
	}
	return &provider.Response{Data: data, Provider: Name, Model: Model, FinishReason: provider.FinishStop}, nil
}

// answer returns the answer value for req by its kind.
func answer(req *provider.Request) (any, error) {
	kind, err := requests.KindOf(req.Tag)
	if err != nil {
		return nil, err
	}
	switch kind {
	case requests.KindSurvey:
		return survey(requests.Pages(req)), nil
	case requests.KindContent:
		return content(req)
	case requests.KindStatblock:
		return statblock(req)
	case requests.KindMonsters:
		return monsters(req)
	default: // requests.KindWandering
		return wandering(requests.Pages(req)), nil
	}
}
