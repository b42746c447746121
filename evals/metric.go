package evals

import "math"

// ScorerVersion changes whenever a change to this package can move a score
// for the same adventure and truth; scoreboards record it.
const ScorerVersion = 8

// Metric is one measured ratio: Num successes out of Den cases. A metric
// with Den 0 is undefined: nothing was there to measure.
type Metric struct {
	Name string `json:"name"`
	Num  int    `json:"num"`
	Den  int    `json:"den"`
}

// Value returns Num/Den rounded to four decimals, and false when the metric
// is undefined.
func (m Metric) Value() (float64, bool) {
	if m.Den == 0 {
		return 0, false
	}
	return round4(float64(m.Num) / float64(m.Den)), true
}

// round4 rounds v to four decimals, the precision scoreboards report.
func round4(v float64) float64 { return math.Round(v*1e4) / 1e4 }

// Scores are a module's metrics in the fixed order [Score] lists them, with
// one statblocks.field.<name> metric per stat-block field, sorted by name;
// every metric is always present, undefined when there was nothing to
// measure.
type Scores []Metric

// Get returns the metric named name.
func (s Scores) Get(name string) (Metric, bool) {
	for _, m := range s {
		if m.Name == name {
			return m, true
		}
	}
	return Metric{}, false
}

// ratio counts successes out of cases while a family is scored.
type ratio struct{ num, den int }

// add counts one case, a success when ok.
func (r *ratio) add(ok bool) {
	r.den++
	if ok {
		r.num++
	}
}

// metric names r.
func (r ratio) metric(name string) Metric { return Metric{Name: name, Num: r.num, Den: r.den} }

// MeanMetric is a metric averaged over modules: Mean of the values of the
// Modules where it is defined; Mean is nil when it is defined nowhere.
type MeanMetric struct {
	Name    string   `json:"name"`
	Mean    *float64 `json:"mean"`
	Modules int      `json:"modules"`
}

// Mean averages each metric over the modules where it is defined, in the
// order metrics first appear in all. Undefined everywhere gives a nil Mean,
// never 0.
func Mean(all []Scores) []MeanMetric {
	var order []string
	sums, counts := map[string]float64{}, map[string]int{}
	for _, s := range all {
		for _, m := range s {
			if _, seen := counts[m.Name]; !seen {
				order = append(order, m.Name)
				counts[m.Name] = 0
			}
			if v, ok := m.Value(); ok {
				sums[m.Name] += v
				counts[m.Name]++
			}
		}
	}
	out := make([]MeanMetric, len(order))
	for i, name := range order {
		out[i] = MeanMetric{Name: name, Modules: counts[name]}
		if n := counts[name]; n > 0 {
			v := round4(sums[name] / float64(n))
			out[i].Mean = &v
		}
	}
	return out
}
