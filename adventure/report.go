package adventure

import (
	"slices"

	"github.com/scriptorium/scriptorium/internal/jsonfile"
)

// Format and version of report.json.
const (
	ReportFormat  = "scriptorium.report"
	ReportVersion = 1
)

// StageSummary is what one pipeline stage did, as the pipeline counts it:
// the stage name ("survey", "content", ...), the units it ran, the providers
// and models that answered (any order; the report sorts them) and the summed
// token usage.
type StageSummary struct {
	Stage     string     `json:"stage"`
	Units     int        `json:"units"`
	Providers []string   `json:"providers"`
	Models    []string   `json:"models"`
	Usage     TokenUsage `json:"usage"`
}

// TokenUsage counts the tokens of a stage's requests as report.json and the
// stage caches record them: input (prompt) and output (completion) tokens as
// the answering provider reported them. It is the versioned files' own type,
// not provider.Usage, so a change to the provider core cannot change them.
type TokenUsage struct {
	InputTokens  int `json:"input_tokens"`
	OutputTokens int `json:"output_tokens"`
}

// Add adds u's counts to t's.
func (t *TokenUsage) Add(u TokenUsage) {
	t.InputTokens += u.InputTokens
	t.OutputTokens += u.OutputTokens
}

// Report is report.json v1: what a conversion produced and how sure it is,
// for a person deciding what to check. All of it is derived by [NewReport];
// lists are never null.
type Report struct {
	Format  string `json:"format"`
	Version int    `json:"version"`
	// Module is the module's title, source and module-wide flags.
	Module ModuleReport `json:"module"`
	// Areas lists every area in printed order.
	Areas []AreaReport `json:"areas"`
	// Monsters lists every monster in adventure order (by ID).
	Monsters []MonsterReport `json:"monsters"`
	// Stages lists the stages in the order the pipeline passed them.
	Stages []StageSummary `json:"stages"`
	Totals Totals         `json:"totals"`
	// Findings are [Check]'s findings grouped by severity.
	Findings FindingsBySeverity `json:"findings"`
}

// ModuleReport is the module part of a report.
type ModuleReport struct {
	Title  string   `json:"title"`
	Source Source   `json:"source"`
	Pages  int      `json:"pages"`
	Flags  []string `json:"flags"`
}

// AreaReport is one area of a report: where it is, the 1-based PDF pages it
// was read from, the extractor's confidence (0–1) and its flags.
type AreaReport struct {
	Key        string   `json:"key"`
	Site       string   `json:"site"`
	Level      string   `json:"level"`
	Title      string   `json:"title"`
	Pages      []int    `json:"pages"`
	Confidence float64  `json:"confidence"`
	Flags      []string `json:"flags"`
}

// MonsterReport is one monster of a report.
type MonsterReport struct {
	ID           string   `json:"id"`
	Name         string   `json:"name"`
	PrintedNames []string `json:"printed_names"`
	HasStatBlock bool     `json:"has_stat_block"`
	Flags        []string `json:"flags"`
}

// Totals counts the adventure and sums the stages: units run and token usage.
type Totals struct {
	Sites           int        `json:"sites"`
	Levels          int        `json:"levels"`
	Areas           int        `json:"areas"`
	Encounters      int        `json:"encounters"`
	Monsters        int        `json:"monsters"`
	StatBlocks      int        `json:"stat_blocks"`
	WanderingTables int        `json:"wandering_tables"`
	Units           int        `json:"units"`
	Usage           TokenUsage `json:"usage"`
}

// FindingsBySeverity groups findings, each group in [Check] order.
type FindingsBySeverity struct {
	Errors   []Finding `json:"error"`
	Warnings []Finding `json:"warning"`
	Info     []Finding `json:"info"`
}

// NewReport builds the report of a from its findings (as [Check] returns
// them) and the stage summaries the pipeline passes in. It does not modify
// its arguments; the same inputs give the same report.
func NewReport(a *Adventure, findings []Finding, stages []StageSummary) *Report {
	r := &Report{
		Format: ReportFormat, Version: ReportVersion,
		Module:   ModuleReport{Title: a.Module.Title, Source: a.Module.Source, Pages: a.Module.Pages, Flags: sortedSet(a.Flags)},
		Areas:    []AreaReport{},
		Monsters: []MonsterReport{},
		Stages:   []StageSummary{},
		Findings: FindingsBySeverity{Errors: []Finding{}, Warnings: []Finding{}, Info: []Finding{}},
	}
	r.addAreas(a)
	r.addMonsters(a)
	for _, s := range stages {
		s.Providers, s.Models = names(s.Providers), names(s.Models)
		r.Stages = append(r.Stages, s)
		r.Totals.Units += s.Units
		r.Totals.Usage.Add(s.Usage)
	}
	r.Totals.WanderingTables = len(a.Wandering)
	for _, f := range sortFindings(slices.Clone(findings)) {
		r.Findings.add(f)
	}
	return r
}

// add appends f to the group of its severity; a finding of no known
// severity is counted as an error.
func (g *FindingsBySeverity) add(f Finding) {
	switch f.Severity {
	case SeverityWarning:
		g.Warnings = append(g.Warnings, f)
	case SeverityInfo:
		g.Info = append(g.Info, f)
	default:
		g.Errors = append(g.Errors, f)
	}
}

func (r *Report) addAreas(a *Adventure) {
	r.Totals.Sites = len(a.Sites)
	for _, site := range a.Sites {
		r.Totals.Levels += len(site.Levels)
		for _, level := range site.Levels {
			for _, area := range level.Areas {
				r.Areas = append(r.Areas, AreaReport{Key: area.Key, Site: site.Name, Level: level.Name, Title: area.Title,
					Pages: sortedSet(area.Pages), Confidence: area.Confidence, Flags: sortedSet(area.Flags)})
				r.Totals.Encounters += len(area.Encounters)
			}
		}
	}
	r.Totals.Areas = len(r.Areas)
}

func (r *Report) addMonsters(a *Adventure) {
	for _, m := range a.Monsters {
		r.Monsters = append(r.Monsters, MonsterReport{ID: m.ID, Name: m.Name, PrintedNames: sortedSet(m.PrintedNames),
			HasStatBlock: m.StatBlock != nil, Flags: sortedSet(m.Flags)})
		if m.StatBlock != nil {
			r.Totals.StatBlocks++
		}
	}
	r.Totals.Monsters = len(r.Monsters)
}

// names returns the non-empty names of s, sorted, without duplicates.
func names(s []string) []string {
	return sortedSet(slices.DeleteFunc(slices.Clone(s), func(n string) bool { return n == "" }))
}

// Marshal returns the report as report.json: indented by two spaces,
// ending in a newline.
func (r *Report) Marshal() ([]byte, error) { return jsonfile.Marshal(r) }
