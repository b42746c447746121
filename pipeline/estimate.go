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
	c := &caches{loaded: pages, statblocks: map[string]requests.StatblockAnswer{}}
	var out []Estimate
	for _, st := range stageTable {
		if st.estimate != nil {
			e, err := st.estimate(c, s)
			if err != nil {
				return nil, err
			}
			out = append(out, e)
		}
		if st.feeds {
			if err := guessStage(ctx, guess, st, c, s); err != nil {
				return nil, err
			}
		}
	}
	return out, nil
}

// guessStage answers the requests of st, a stage later stages build on,
// with guess in memory, writing no stage cache, and reads the answers into
// c.
func guessStage(ctx context.Context, guess provider.Provider, st stage, c *caches, s Settings) error {
	reqs, err := st.build(c, s)
	if err != nil {
		return err
	}
	envs := make([]*Envelope, len(reqs))
	for i, r := range reqs {
		resp, err := guess.Complete(ctx, r)
		if err != nil {
			return fmt.Errorf("estimate %s: %w", r.Tag, err)
		}
		envs[i] = &Envelope{Stage: st.name, Unit: unitName(st.name, r.Tag), Data: resp.Data}
	}
	return st.read(c, envs)
}

// estimateSurvey estimates the survey: about 40 output tokens a page.
func estimateSurvey(c *caches, s Settings) (Estimate, error) {
	reqs, err := surveyRequests(c, s)
	return estimate(StageSurvey, reqs, surveyOutPerPage*len(c.loaded)), err
}

// estimateContent estimates the content stage as if every page were read,
// copying as many tokens as the pages' text.
func estimateContent(c *caches, s Settings) (Estimate, error) {
	reqs, err := contentRequests(&caches{loaded: c.loaded, survey: &requests.Survey{}}, s)
	tokens := 0
	for _, pg := range c.loaded {
		tokens += len(pg.Text) / charsPerToken
	}
	return estimate(StageContent, reqs, tokens), err
}

// estimateMonsters estimates the monsters stage for the areas in c, whose
// requests are those [runMonsters] builds when no name resolves by the
// model: the monsters request for the names the alias table does not know,
// if any, then a stat block request for every creature printed without
// one.
func estimateMonsters(c *caches, s Settings) (Estimate, error) {
	areas := monsterAreas(c)
	unresolved, res := resolveNames(printedNames(areas, c.survey), nil)
	req, err := monstersRequest(unresolved)
	if err != nil {
		return Estimate{}, err
	}
	var reqs []*provider.Request
	if req != nil {
		reqs = append(reqs, req)
	}
	statblocks, _, err := statblockRequests(bestiary(areas, c.survey, res), c.loaded, appendixPages(c.survey), s)
	if err != nil {
		return Estimate{}, err
	}
	return estimate(StageMonsters, append(reqs, statblocks...), monsterOutPerName*len(unresolved)+statblockOutTokens*len(statblocks)), nil
}

// estimateWandering estimates the wandering stage: output half its input.
func estimateWandering(c *caches, s Settings) (Estimate, error) {
	reqs, err := wanderingRequests(c, s)
	e := estimate(StageWandering, reqs, 0)
	e.OutputTokens = e.InputTokens / wanderingOutShare
	return e, err
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
