package main

import (
	"bytes"
	"fmt"
	"strings"

	"scriptorium/evals"
)

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
