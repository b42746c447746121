package pipeline

import (
	"bytes"
	"context"
	"fmt"
	"image/png"

	"github.com/scriptorium/scriptorium/provider"
	"github.com/scriptorium/scriptorium/requests"
)

// Estimate is the expected size of one stage's requests.
type Estimate struct {
	Stage        string `json:"stage"`
	Requests     int    `json:"requests"`
	InputTokens  int    `json:"input_tokens"`
	OutputTokens int    `json:"output_tokens"`
}

// Token estimation rules. Text: about four characters a token (the rule of
// thumb OpenAI and Anthropic document for English). Images: width × height /
// 750 tokens, Anthropic's documented estimate for vision input. Output: the
// content stage copies most page text, so as many tokens as its pages' text;
// the survey about 40 tokens a page; wandering tables half their requests'
// input tokens; the monsters stage 15 tokens a name to resolve and 100 a
// stat block (the offline answers of the bundled fixture sets average 14
// and 65; a model's answers are fuller).
const (
	charsPerToken      = 4
	pixelsPerToken     = 750
	surveyOutPerPage   = 40
	wanderingOutShare  = 2
	monsterOutPerName  = 15
	statblockOutTokens = 100
)

// EstimateRequests preprocesses the PDF into w, as [Convert] does before
// its first model request (refused when w holds another PDF's conversion or
// a folder of other files; a later convert reuses the renders), and
// estimates the tokens of every stage that asks a model, in pipeline order:
// survey, content (as if every page were read), monsters and wandering.
// The monsters stage's requests depend on the content answers, and the
// wandering pages on the survey's: guess (the offline rules, say) answers
// the survey and content requests in memory, writing no stage cache, and
// the monsters and wandering requests are those its answers call for.
func EstimateRequests(ctx context.Context, pdfPath string, w Workdir, s Settings, guess provider.Provider) ([]Estimate, error) {
	_, idx, unlock, err := prepare(ctx, "estimate", pdfPath, w, Options{Settings: s})
	if err != nil {
		return nil, err
	}
	defer unlock()
	pages, err := w.loadPages(idx, s.Images)
	if err != nil {
		return nil, err
	}
	survey, err := surveyRequests(pages, s)
	if err != nil {
		return nil, err
	}
	content, err := contentRequests(pages, &requests.Survey{}, s)
	if err != nil {
		return nil, err
	}
	sv, areas, err := guessAnswers(ctx, guess, pages, survey, s)
	if err != nil {
		return nil, err
	}
	monsters, err := monstersEstimate(areas, pages, s)
	if err != nil {
		return nil, err
	}
	wandering, err := wanderingRequests(pages, sv, s)
	if err != nil {
		return nil, err
	}
	textTokens := 0
	for _, pg := range pages {
		textTokens += len(pg.Text) / charsPerToken
	}
	wanderingEst := estimate(StageWandering, wandering, 0)
	wanderingEst.OutputTokens = wanderingEst.InputTokens / wanderingOutShare
	return []Estimate{
		estimate(StageSurvey, survey, surveyOutPerPage*len(pages)),
		estimate(StageContent, content, textTokens),
		monsters,
		wanderingEst,
	}, nil
}

// guessAnswers answers the survey requests with guess, and the content
// requests the merged survey calls for, in memory, and returns the survey
// and the areas found.
func guessAnswers(ctx context.Context, guess provider.Provider, pages []requests.Page, survey []*provider.Request, s Settings) (*requests.Survey, []requests.Area, error) {
	envs, err := answerInMemory(ctx, guess, StageSurvey, survey)
	if err != nil {
		return nil, nil, err
	}
	sv, err := mergeSurveys(envs)
	if err != nil {
		return nil, nil, err
	}
	content, err := contentRequests(pages, sv, s)
	if err != nil {
		return nil, nil, err
	}
	if envs, err = answerInMemory(ctx, guess, StageContent, content); err != nil {
		return nil, nil, err
	}
	areas, err := decodeAreas(envs)
	return sv, areas, err
}

// answerInMemory asks prov each of reqs, of stage, and returns the answers
// as envelopes that are written nowhere.
func answerInMemory(ctx context.Context, prov provider.Provider, stage string, reqs []*provider.Request) ([]*Envelope, error) {
	envs := make([]*Envelope, len(reqs))
	for i, r := range reqs {
		resp, err := prov.Complete(ctx, r)
		if err != nil {
			return nil, fmt.Errorf("estimate %s: %w", r.Tag, err)
		}
		envs[i] = &Envelope{Stage: stage, Unit: unitName(stage, r.Tag), Data: resp.Data}
	}
	return envs, nil
}

// monstersEstimate estimates the monsters stage for areas, whose requests
// are those [Pipeline.runMonsters] builds when no name resolves by the
// model: the monsters request for the names the alias table does not know,
// if any, then a stat block request for every creature printed without
// one.
func monstersEstimate(areas []requests.Area, pages []requests.Page, s Settings) (Estimate, error) {
	unresolved, res := resolveNames(areas, nil)
	req, err := monstersRequest(unresolved)
	if err != nil {
		return Estimate{}, err
	}
	var reqs []*provider.Request
	if req != nil {
		reqs = append(reqs, req)
	}
	statblocks, err := statblockRequests(bestiary(areas, res), pages, s)
	if err != nil {
		return Estimate{}, err
	}
	return estimate(StageMonsters, append(reqs, statblocks...), monsterOutPerName*len(unresolved)+statblockOutTokens*len(statblocks)), nil
}

// estimate sums the input tokens of reqs.
func estimate(stage string, reqs []*provider.Request, output int) Estimate {
	e := Estimate{Stage: stage, Requests: len(reqs), OutputTokens: output}
	for _, r := range reqs {
		e.InputTokens += (len(r.System) + len(r.Schema)) / charsPerToken
		for _, part := range r.Parts {
			e.InputTokens += partTokens(part)
		}
	}
	return e
}

func partTokens(p provider.Part) int {
	if p.Type != provider.PartImage {
		return len(p.Text) / charsPerToken
	}
	cfg, err := png.DecodeConfig(bytes.NewReader(p.Data))
	if err != nil {
		return 0
	}
	return cfg.Width * cfg.Height / pixelsPerToken
}
