package pipeline

import (
	"bytes"
	"context"
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
// input tokens.
const (
	charsPerToken     = 4
	pixelsPerToken    = 750
	surveyOutPerPage  = 40
	wanderingOutShare = 2
)

// EstimateRequests preprocesses the PDF into w, as [Convert] does before
// its first model request (refused when w holds another PDF's conversion or
// a folder of other files; a later convert reuses the renders), and
// estimates the tokens of the survey, content and wandering stages as if
// every page were read. Monster and stat block requests depend on answers
// and are not counted.
func EstimateRequests(ctx context.Context, pdfPath string, w Workdir, s Settings) ([]Estimate, error) {
	_, idx, unlock, err := prepare(ctx, "estimate", pdfPath, w, Options{Settings: s})
	if err != nil {
		return nil, err
	}
	defer unlock()
	pages, err := w.loadPages(idx, s.Images)
	if err != nil {
		return nil, err
	}
	sv := &requests.Survey{}
	survey, err := surveyRequests(pages, s)
	if err != nil {
		return nil, err
	}
	content, err := contentRequests(pages, sv, s)
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
	out := []Estimate{
		estimate(StageSurvey, survey, surveyOutPerPage*len(pages)),
		estimate(StageContent, content, textTokens),
		estimate(StageWandering, wandering, 0),
	}
	out[2].OutputTokens = out[2].InputTokens / wanderingOutShare
	return out, nil
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
