package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"

	"github.com/scriptorium/scriptorium/adventure"
	"github.com/scriptorium/scriptorium/evals"
	"github.com/scriptorium/scriptorium/internal/jsonfile"
)

// Format and version of scoreboard.json.
const (
	scoreboardFormat  = "scriptorium.scoreboard"
	scoreboardVersion = 1
)

// scoreboard is scoreboard.json v1: one row per module and provider, the
// per-provider means over modules, the date of the run and the versions of
// what produced the scores. Date is the one field that changes between
// identical runs; check ignores it.
type scoreboard struct {
	Format   string    `json:"format"`
	Version  int       `json:"version"`
	Date     string    `json:"date"`
	Versions versions  `json:"versions"`
	Rows     []row     `json:"rows"`
	Means    []meanRow `json:"means"`
}

// versions are the versions of the scorer and the formats it reads.
type versions struct {
	Scorer    int `json:"scorer"`
	Truth     int `json:"truth"`
	Adventure int `json:"adventure"`
}

// currentVersions returns the versions this binary scores with.
func currentVersions() versions {
	return versions{Scorer: evals.ScorerVersion, Truth: evals.TruthVersion, Adventure: adventure.Version}
}

// row is one module scored with one provider.
type row struct {
	Module   string        `json:"module"`
	Provider string        `json:"provider"`
	Model    string        `json:"model"`
	Metrics  []metricValue `json:"metrics"`
}

// metricValue is a metric with its value, nil when undefined.
type metricValue struct {
	Name  string   `json:"name"`
	Num   int      `json:"num"`
	Den   int      `json:"den"`
	Value *float64 `json:"value"`
}

// meanRow is a provider's metrics averaged over the modules where each is
// defined.
type meanRow struct {
	Provider string             `json:"provider"`
	Metrics  []evals.MeanMetric `json:"metrics"`
}

// newRow returns the row of module scored s with provider and model.
func newRow(module, provider, model string, s evals.Scores) row {
	r := row{Module: module, Provider: provider, Model: model, Metrics: make([]metricValue, len(s))}
	for i, m := range s {
		r.Metrics[i] = metricValue{Name: m.Name, Num: m.Num, Den: m.Den}
		if v, ok := m.Value(); ok {
			r.Metrics[i].Value = &v
		}
	}
	return r
}

// scores returns the row's metrics as evals.Scores.
func (r row) scores() evals.Scores {
	s := make(evals.Scores, len(r.Metrics))
	for i, m := range r.Metrics {
		s[i] = evals.Metric{Name: m.Name, Num: m.Num, Den: m.Den}
	}
	return s
}

// merge puts rows into b, each replacing b's row of the same module and
// provider, sorts rows by module then provider, and recomputes the means.
func (b *scoreboard) merge(rows []row) {
	kept := rows
	for _, r := range b.Rows {
		if !slices.ContainsFunc(rows, func(n row) bool { return n.Module == r.Module && n.Provider == r.Provider }) {
			kept = append(kept, r)
		}
	}
	sort.Slice(kept, func(i, j int) bool {
		if kept[i].Module != kept[j].Module {
			return kept[i].Module < kept[j].Module
		}
		return kept[i].Provider < kept[j].Provider
	})
	b.Rows = kept
	b.Means = nil
	byProvider := map[string][]evals.Scores{}
	var providers []string
	for _, r := range b.Rows {
		if byProvider[r.Provider] == nil {
			providers = append(providers, r.Provider)
		}
		byProvider[r.Provider] = append(byProvider[r.Provider], r.scores())
	}
	sort.Strings(providers)
	for _, p := range providers {
		b.Means = append(b.Means, meanRow{Provider: p, Metrics: evals.Mean(byProvider[p])})
	}
}

// readScoreboard reads scoreboard.json; a missing file is an empty
// scoreboard. Another format or version is refused by name.
func readScoreboard(path string) (*scoreboard, error) {
	data, err := os.ReadFile(path)
	if os.IsNotExist(err) {
		return &scoreboard{Format: scoreboardFormat, Version: scoreboardVersion}, nil
	}
	if err != nil {
		return nil, fmt.Errorf("read scoreboard: %w", err)
	}
	var b scoreboard
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&b); err != nil {
		return nil, fmt.Errorf("read scoreboard %s: %w", path, err)
	}
	if b.Format != scoreboardFormat || b.Version != scoreboardVersion {
		return nil, fmt.Errorf("read scoreboard %s: format %q version %d, want %s version %d", path, b.Format, b.Version, scoreboardFormat, scoreboardVersion)
	}
	return &b, nil
}

// write writes b as path (indented JSON) and its Markdown rendering beside
// it with the extension .md, each atomically.
func (b *scoreboard) write(path string) error {
	if err := jsonfile.Write(path, b); err != nil {
		return err
	}
	md := path[:len(path)-len(filepath.Ext(path))] + ".md"
	return jsonfile.WriteAtomic(md, b.markdown())
}

// markdown renders b for people: the date and versions, then per provider
// a table with one line per metric and one column per module plus the
// mean. A cell shows the value and its count, "—" when undefined.
func (b *scoreboard) markdown() []byte {
	var w bytes.Buffer
	fmt.Fprintf(&w, "# Scoreboard\n\nWritten by `eval run` on %s; scorer v%d, truth.yaml v%d, adventure.json v%d.\n",
		b.Date, b.Versions.Scorer, b.Versions.Truth, b.Versions.Adventure)
	fmt.Fprintf(&w, "Each cell is num/den of the metric (tools/eval/README.md says what they count); — is undefined: nothing to measure.\n")
	for _, mean := range b.Means {
		rows := b.rowsOf(mean.Provider)
		fmt.Fprintf(&w, "\n## %s\n\n", mean.Provider)
		w.WriteString("| metric |")
		for _, r := range rows {
			fmt.Fprintf(&w, " %s |", r.Module)
		}
		w.WriteString(" mean |\n|---|" + strings.Repeat("---|", len(rows)+1) + "\n")
		for _, m := range mean.Metrics {
			fmt.Fprintf(&w, "| %s |", m.Name)
			for _, r := range rows {
				fmt.Fprintf(&w, " %s |", cell(r.scores(), m.Name))
			}
			fmt.Fprintf(&w, " %s |\n", meanCell(m))
		}
		if len(rows) > 0 && rows[0].Model != "" {
			fmt.Fprintf(&w, "\nModel: %s.\n", rows[0].Model)
		}
	}
	return w.Bytes()
}

// rowsOf returns b's rows of provider, in b's order.
func (b *scoreboard) rowsOf(provider string) []row {
	var out []row
	for _, r := range b.Rows {
		if r.Provider == provider {
			out = append(out, r)
		}
	}
	return out
}

// cell renders metric name of s.
func cell(s evals.Scores, name string) string {
	m, ok := s.Get(name)
	v, defined := m.Value()
	if !ok || !defined {
		return "—"
	}
	return fmt.Sprintf("%.2f (%d/%d)", v, m.Num, m.Den)
}

// meanCell renders a mean and the number of modules it averages.
func meanCell(m evals.MeanMetric) string {
	if m.Mean == nil {
		return "—"
	}
	return fmt.Sprintf("%.2f (%d)", *m.Mean, m.Modules)
}
