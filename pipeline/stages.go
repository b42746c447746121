package pipeline

import (
	"context"
	"slices"

	"github.com/scriptorium/scriptorium/adventure"
	"github.com/scriptorium/scriptorium/pipeline/preprocess"
	"github.com/scriptorium/scriptorium/provider"
	"github.com/scriptorium/scriptorium/requests"
)

// Stage names, in pipeline order.
const (
	StagePreprocess = "preprocess"
	StageSurvey     = "survey"
	StageContent    = "content"
	StageMonsters   = "monsters"
	StageWandering  = "wandering"
	StageAssemble   = "assemble"
	StageCheck      = "check"
)

// progressStatBlocks labels the progress of the monsters stage's second
// round (one stat-block request per creature): the stage's name first, so a
// reader reruns it by that name.
const progressStatBlocks = StageMonsters + " (stat blocks)"

// stage is one row of [stageTable]: what the pipeline, rerun, estimate and
// assemble know of a stage. A stage that asks no model has only a name and
// settings.
type stage struct {
	name string
	// settings are the run.json names of the [Settings] the stage owns: the
	// stage reads them first, and a rerun of a later stage refuses them.
	settings []string
	// build returns the stage's requests from what the stages before it
	// read into c; nil when the stage builds them as it goes (run).
	build func(c *caches, s Settings) ([]*provider.Request, error)
	// run asks the stage's requests and returns the answers' envelopes;
	// nil means every request of build at once.
	run func(ctx context.Context, p *runner, c *caches) ([]*Envelope, error)
	// read decodes the stage's envelopes, answered or cached, into c for
	// the stages after it and for assemble.
	read func(c *caches, envs []*Envelope) error
	// feeds says whether later stages build their requests from what read
	// decodes, so a rerun from a later stage reads this one's caches.
	feeds bool
	// estimate estimates the tokens of the stage's requests from what the
	// stages before it read into c (see [EstimateRequests]); nil for a
	// stage that asks no model.
	estimate func(c *caches, s Settings) (Estimate, error)
}

// stageTable is every stage in pipeline order: the one list that convert,
// rerun, estimate, assemble and the settings iterate. A new stage is a row
// here, its settings in [Settings] and a file with its builder and reader.
var stageTable = []stage{
	{name: StagePreprocess, settings: []string{"dpi", "max_pages", "max_bytes"}},
	{name: StageSurvey, settings: []string{"survey_window", "images"}, feeds: true,
		build: surveyRequests, read: readSurvey, estimate: estimateSurvey},
	{name: StageContent, settings: []string{"content_batch"}, feeds: true,
		build: contentRequests, read: readContent, estimate: estimateContent},
	{name: StageMonsters, run: runMonsters, read: readMonsters, estimate: estimateMonsters},
	{name: StageWandering, build: wanderingRequests, read: readWandering, estimate: estimateWandering},
	{name: StageAssemble},
	{name: StageCheck},
}

// caches is what the stages read from a workdir, each stage's read filling
// its fields: what later stages build their requests from, and what
// assemble makes the adventure from.
type caches struct {
	run        *Run
	pages      *preprocess.Index
	loaded     []requests.Page // the pages' text (and renders), for building requests
	survey     *requests.Survey
	areas      []requests.Area
	roaming    []roamingBatch
	monsters   *requests.Monsters
	statblocks map[string]requests.StatblockAnswer // by stat block unit, "statblock.<slug>"
	wandering  []wanderingAnswer
	stages     []adventure.StageSummary
}

// Stages lists the stage names in pipeline order.
var Stages = func() []string {
	names := make([]string, len(stageTable))
	for i, st := range stageTable {
		names[i] = st.name
	}
	return names
}()

// stageIndex returns the position of stage in [Stages], or -1.
func stageIndex(stage string) int { return slices.Index(Stages, stage) }

// asksModel reports whether the stage asks a model.
func (st stage) asksModel() bool { return st.build != nil || st.run != nil }

// ask runs the stage: its own run, or every request of build as its units.
func (st stage) ask(ctx context.Context, p *runner, c *caches) ([]*Envelope, error) {
	if st.run != nil {
		return st.run(ctx, p, c)
	}
	reqs, err := st.build(c, p.opts.Settings)
	if err != nil {
		return nil, err
	}
	return p.runStage(ctx, st.name, reqs)
}

// models runs the stages that ask a model from the stage at index start,
// reading the caches of the earlier stages they build on.
func (p *runner) models(ctx context.Context, start int) error {
	if !slices.ContainsFunc(stageTable[start:], stage.asksModel) {
		return nil
	}
	idx, err := p.w.ReadPages()
	if err != nil {
		return err
	}
	c := &caches{statblocks: map[string]requests.StatblockAnswer{}}
	if c.loaded, err = p.w.loadPages(idx, p.opts.Settings.Images); err != nil {
		return err
	}
	for i, st := range stageTable {
		var envs []*Envelope
		switch {
		case !st.asksModel() || i < start && !st.feeds:
			continue
		case i < start:
			envs, err = p.w.readStage(st.name)
		default:
			envs, err = st.ask(ctx, p, c)
		}
		if err == nil {
			err = st.read(c, envs)
		}
		if err != nil {
			return stageError(st.name, err)
		}
	}
	return nil
}
