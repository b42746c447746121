package pipeline

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"slices"

	"github.com/scriptorium/scriptorium/adventure"
	"github.com/scriptorium/scriptorium/internal/jsonfile"
	"github.com/scriptorium/scriptorium/pipeline/preprocess"
	"github.com/scriptorium/scriptorium/requests"
)

// Result is what assembly produced.
type Result struct {
	Adventure *adventure.Adventure
	Report    *adventure.Report
	Findings  []adventure.Finding
	// Asked counts, per stage, the units the provider answered in this run
	// (the others came from their caches); nil for Assemble alone.
	Asked map[string]int
}

// Assemble turns the workdir's stage caches and overrides.yaml into
// adventure.json, report.json and previews/index.html, writing a commented
// overrides.yaml template first when there is none. It asks no model and is
// pure: the same caches and overrides give the same bytes. It fails when a
// stage has not finished, when an override does not take effect, or when the
// adventure does not satisfy its schema; check findings do not fail it.
func Assemble(w Workdir) (*Result, error) {
	if _, err := w.ReadRun(); err != nil {
		return nil, err
	}
	unlock, err := w.lock()
	if err != nil {
		return nil, err
	}
	defer unlock()
	return w.assemble()
}

// assemble is [Assemble] under the lock the caller holds.
func (w Workdir) assemble() (*Result, error) {
	c, err := w.readCaches()
	if err != nil {
		return nil, err
	}
	a := build(c)
	if err := w.applyOverrides(a); err != nil {
		return nil, err
	}
	data, err := adventure.Marshal(a)
	if err != nil {
		return nil, fmt.Errorf("assemble %s: %w", w.Dir, err)
	}
	findings := adventure.Check(a) // validates a against the schema first
	if i := slices.IndexFunc(findings, func(f adventure.Finding) bool { return f.Code == adventure.CodeSchema }); i >= 0 {
		return nil, fmt.Errorf("assemble %s: adventure.json: %s", w.Dir, findings[i].Message)
	}
	report := adventure.NewReport(a, findings, c.stages)
	if err := jsonfile.WriteAtomic(w.Path("adventure.json"), data); err != nil {
		return nil, err
	}
	if err := jsonfile.Write(w.Path("report.json"), report); err != nil {
		return nil, err
	}
	if err := w.writePreview(a, c.pages); err != nil {
		return nil, err
	}
	if err := w.clearOutdated(); err != nil {
		return nil, err
	}
	return &Result{Adventure: a, Report: report, Findings: findings}, nil
}

// Build returns the adventure the workdir's stage caches hold, before
// overrides.yaml: what the extraction itself produced, for scoring, with a
// summary per stage of who answered it (the providers and models the
// caches record, as report.json gives them). It writes nothing; an
// unfinished stage is [ErrStageMissing].
func Build(w Workdir) (*adventure.Adventure, []adventure.StageSummary, error) {
	c, err := w.readCaches()
	if err != nil {
		return nil, nil, err
	}
	a := build(c)
	a.Normalize()
	return a, c.stages, nil
}

// applyOverrides applies overrides.yaml, writing the commented template
// first when the file does not exist.
func (w Workdir) applyOverrides(a *adventure.Adventure) error {
	path := w.Path("overrides.yaml")
	data, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		data = adventure.Template(a)
		if err := jsonfile.WriteAtomic(path, data); err != nil {
			return err
		}
	} else if err != nil {
		return err
	}
	if _, err := adventure.Apply(a, data); err != nil {
		return fmt.Errorf("assemble %s: %w", w.Dir, err)
	}
	return nil
}

// Preview rewrites previews/index.html from adventure.json as it stands
// (a person may have edited it) and returns the file's path. It changes
// nothing else.
func Preview(w Workdir) (string, error) {
	if _, err := w.ReadRun(); err != nil { // a workdir to lock at all
		return "", err
	}
	unlock, err := w.lock()
	if err != nil {
		return "", err
	}
	defer unlock()
	a, err := ReadAdventure("preview", w)
	if err != nil {
		return "", err
	}
	idx, err := w.ReadPages()
	if err != nil {
		return "", err
	}
	return w.Path("previews", "index.html"), w.writePreview(a, idx)
}

// writePreview writes previews/index.html.
func (w Workdir) writePreview(a *adventure.Adventure, idx *preprocess.Index) error {
	pages := make([]adventure.PageInfo, len(idx.Pages))
	for i, p := range idx.Pages {
		pages[i] = adventure.PageInfo{Number: p.Number, Image: "../pages/" + p.PNG, Scan: p.Scan(), Blank: p.Blank}
	}
	var buf bytes.Buffer
	if err := adventure.WritePreview(&buf, a, pages); err != nil {
		return fmt.Errorf("preview %s: %w", w.Dir, err)
	}
	return jsonfile.WriteAtomic(w.Path("previews", "index.html"), buf.Bytes())
}

// readCaches reads everything assemble needs, each stage's caches once; an
// unfinished stage is [ErrStageMissing].
func (w Workdir) readCaches() (*caches, error) {
	c := &caches{statblocks: map[string]requests.StatblockAnswer{}}
	var err error
	if c.run, err = w.readRun(); err != nil {
		return nil, err
	}
	if c.pages, err = w.ReadPages(); err != nil {
		return nil, err
	}
	if c.loaded, err = w.loadPages(c.pages, false); err != nil {
		return nil, err
	}
	envs := map[string][]*Envelope{}
	for _, st := range stageTable {
		if st.read == nil {
			continue
		}
		if envs[st.name], err = w.readStage(st.name); err != nil {
			return nil, err
		}
		c.stages = append(c.stages, summarize(st.name, envs[st.name]))
	}
	for _, st := range stageTable {
		if st.read == nil {
			continue
		}
		if err := st.read(c, envs[st.name]); err != nil {
			return nil, err
		}
	}
	return c, nil
}

// readMonsters decodes the monsters answer and the stat block answers.
func readMonsters(c *caches, envs []*Envelope) error {
	for _, env := range envs {
		if env.Unit == unitName(StageMonsters, requests.MonstersTag) {
			c.monsters = &requests.Monsters{}
			if err := env.decode(c.monsters); err != nil {
				return err
			}
			continue
		}
		var sb requests.StatblockAnswer
		if err := env.decode(&sb); err != nil {
			return err
		}
		c.statblocks[env.Unit] = sb
	}
	return nil
}

// readWandering decodes the wandering answers with the pages of each unit,
// recovered from its tag ("wandering.p005-p006").
func readWandering(c *caches, envs []*Envelope) error {
	for _, env := range envs {
		pages, err := unitPages(env)
		if err != nil {
			return err
		}
		var ans requests.Wandering
		if err := env.decode(&ans); err != nil {
			return err
		}
		c.wandering = append(c.wandering, wanderingAnswer{pages: pages, tables: ans.Tables})
	}
	return nil
}

// unitPages returns the pages first..last of a unit named for a page span
// ("p005-p006"), or an [ErrEnvelope] naming the unit.
func unitPages(env *Envelope) ([]int, error) {
	var first, last int
	if _, err := fmt.Sscanf(env.Unit, "p%d-p%d", &first, &last); err != nil {
		return nil, fmt.Errorf("%w %s.%s: unit %q is no page span", ErrEnvelope, env.Stage, env.Unit, env.Unit)
	}
	pages := make([]int, 0, last-first+1)
	for n := first; n <= last; n++ {
		pages = append(pages, n)
	}
	return pages, nil
}

// summarize totals one stage's units: providers and models that answered and
// their token usage.
func summarize(stage string, envs []*Envelope) adventure.StageSummary {
	s := adventure.StageSummary{Stage: stage, Units: len(envs)}
	for _, env := range envs {
		if env.Provider != "" { // a unit the pipeline answered itself (a stat block not printed)
			s.Providers = appendNew(s.Providers, []string{env.Provider})
		}
		if env.Model != "" {
			s.Models = appendNew(s.Models, []string{env.Model})
		}
		s.Usage.Add(env.Usage)
	}
	slices.Sort(s.Providers)
	slices.Sort(s.Models)
	return s
}
