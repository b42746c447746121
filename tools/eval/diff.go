package main

import (
	"fmt"
	"slices"

	"github.com/scriptorium/scriptorium/evals"
)

// diffScoreboards returns one line per difference between scoreboards a
// and b, the date aside: versions, rows only in one, metrics whose count
// moved (with both values) and provider means that moved. No lines means
// the scores agree.
func diffScoreboards(a, b *scoreboard) []string {
	var out []string
	if a.Versions != b.Versions {
		out = append(out, fmt.Sprintf("versions: %s → %s", fmtVersions(a.Versions), fmtVersions(b.Versions)))
	}
	for _, key := range rowKeys(a, b) {
		ra, inA := findRow(a, key)
		rb, inB := findRow(b, key)
		switch {
		case !inB:
			out = append(out, fmt.Sprintf("- %s %s: row only in the first", key[0], key[1]))
		case !inA:
			out = append(out, fmt.Sprintf("+ %s %s: row only in the second", key[0], key[1]))
		default:
			out = append(out, diffRows(ra, rb)...)
		}
	}
	for _, ma := range a.Means {
		for _, mb := range b.Means {
			if ma.Provider == mb.Provider {
				out = append(out, diffMeans(ma, mb)...)
			}
		}
	}
	return out
}

// rowKeys returns the (module, provider) pairs of a and b, a's first.
func rowKeys(a, b *scoreboard) [][2]string {
	var keys [][2]string
	for _, sb := range []*scoreboard{a, b} {
		for _, r := range sb.Rows {
			if k := [2]string{r.Module, r.Provider}; !slices.Contains(keys, k) {
				keys = append(keys, k)
			}
		}
	}
	return keys
}

// findRow returns b's row of module key[0] and provider key[1].
func findRow(b *scoreboard, key [2]string) (row, bool) {
	for _, r := range b.Rows {
		if r.Module == key[0] && r.Provider == key[1] {
			return r, true
		}
	}
	return row{}, false
}

// diffRows returns a line per metric whose count differs between two rows
// of the same module and provider, and one for a changed model.
func diffRows(a, b row) []string {
	var out []string
	if a.Model != b.Model {
		out = append(out, fmt.Sprintf("%s %s: model %q → %q", a.Module, a.Provider, a.Model, b.Model))
	}
	sa, sb := a.scores(), b.scores()
	for _, name := range metricNames(sa, sb) {
		ma, _ := sa.Get(name)
		mb, _ := sb.Get(name)
		if ma != mb {
			out = append(out, fmt.Sprintf("%s %s %s: %s → %s", a.Module, a.Provider, name, show(ma), show(mb)))
		}
	}
	return out
}

// metricNames returns the metric names of a and b, a's first.
func metricNames(a, b evals.Scores) []string {
	var names []string
	for _, s := range []evals.Scores{a, b} {
		for _, m := range s {
			if !slices.Contains(names, m.Name) {
				names = append(names, m.Name)
			}
		}
	}
	return names
}

// show renders a metric as value (num/den), or "—" when undefined.
func show(m evals.Metric) string {
	v, ok := m.Value()
	if !ok {
		return fmt.Sprintf("— (%d/%d)", m.Num, m.Den)
	}
	return fmt.Sprintf("%.4f (%d/%d)", v, m.Num, m.Den)
}

// diffMeans returns a line per mean that moved between two mean rows of a
// provider.
func diffMeans(a, b meanRow) []string {
	var out []string
	for _, ma := range a.Metrics {
		for _, mb := range b.Metrics {
			if ma.Name == mb.Name && showMean(ma) != showMean(mb) {
				out = append(out, fmt.Sprintf("mean %s %s: %s → %s", a.Provider, ma.Name, showMean(ma), showMean(mb)))
			}
		}
	}
	return out
}

// showMean renders a mean, or "—" when undefined.
func showMean(m evals.MeanMetric) string {
	if m.Mean == nil {
		return "—"
	}
	return fmt.Sprintf("%.4f over %d", *m.Mean, m.Modules)
}

// fmtVersions renders versions as scorer, truth and adventure numbers.
func fmtVersions(v versions) string {
	return fmt.Sprintf("scorer v%d, truth v%d, adventure v%d", v.Scorer, v.Truth, v.Adventure)
}
