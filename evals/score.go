package evals

import (
	"strings"
	"unicode"

	"github.com/scriptorium/scriptorium/adventure"
	"github.com/scriptorium/scriptorium/naming"
)

// predArea is an area of the adventure with where it sits.
type predArea struct {
	site, level string
	area        *adventure.Area
}

// matching pairs the truth's areas with the adventure's.
type matching struct {
	truth []truthArea
	pred  []predArea
	// toPred and toTruth map an area index on one side to its partner on
	// the other, -1 when unmatched.
	toPred, toTruth []int
}

// Score measures a against t. It is pure and deterministic: the same
// adventure and truth give the same Scores. Families whose truth is
// omitted score undefined metrics. The metrics, in order:
//
//   - areas.recall, areas.precision: truth areas matched / truth areas, and
//     / adventure areas. Areas match by [NormKey], preferring the same site
//     and level names.
//   - areas.titles: matched areas whose truth title is printed, with the
//     same title after case, punctuation and spacing are folded
//     ([FoldTitle]).
//   - encounters.recall, encounters.precision, encounters.count,
//     encounters.canonical: in matched areas whose encounters are asserted,
//     truth encounters matched by creature under the singular/plural fold,
//     an individual by its own name first ("Grelda the hag" is the
//     encounter named Grelda), else by canonical name; adventure encounters
//     matched; matched
//     encounters with a fixed truth count whose count is that number; and
//     matched encounters with a truth canonical name linked to the monster
//     whose ID is its slug, a compound spelled open, hyphenated or closed
//     being one name (Owl Bear, Owlbear).
//   - treasure.presence, treasure.letters: asserted areas whose treasure
//     presence agrees; asserted type-letter lists equal as sets.
//   - connections.recall, connections.precision, connections.f1: undirected
//     edges between matched areas; adventure edges are judged where both
//     ends are areas whose exits the truth lists; F1 is 2tp / (2tp + fp +
//     fn).
//   - doors.kind, doors.state: truth exits with a kind (state) whose
//     matched adventure exit has that kind (state).
//   - statblocks.recall, statblocks.fields and statblocks.field.<name>:
//     truth monsters found with a stat block, then their asserted
//     normalized fields that agree, overall and per field.
//   - wandering.entries, wandering.precision, wandering.die: truth table
//     rows found with the same range (and asserted text, creature, count)
//     in the paired table; adventure table rows, over every adventure
//     table, that match a row of the paired truth table by the same rule
//     (a table with no partner matches none); table dice that agree.
//   - wandering.ranges, wandering.named: truth table rows whose range a row
//     of the paired table prints; and with every asserted text and
//     creature, the count aside: where wandering.entries loses its rows.
func Score(a *adventure.Adventure, t *Truth) Scores {
	m := matchAreas(a, t)
	b := newBestiary(a)
	var s Scores
	s = append(s, m.areaMetrics(t)...)
	s = append(s, m.titleMetric())
	s = append(s, m.encounterMetrics(b)...)
	s = append(s, m.treasureMetrics()...)
	s = append(s, m.connectionMetrics()...)
	s = append(s, m.doorMetrics()...)
	s = append(s, statMetrics(a, t, b)...)
	s = append(s, wanderingMetrics(a, t, b)...)
	return s
}

// matchAreas pairs t's areas with a's: same key, site and level names
// first, then same key and site, then same key.
func matchAreas(a *adventure.Adventure, t *Truth) *matching {
	m := &matching{truth: t.areas()}
	for _, s := range a.Sites {
		for _, l := range s.Levels {
			for i := range l.Areas {
				m.pred = append(m.pred, predArea{s.Name, l.Name, &l.Areas[i]})
			}
		}
	}
	key := func(i, j int) bool { return NormKey(m.truth[i].area.Key) == NormKey(m.pred[j].area.Key) }
	site := func(i, j int) bool { return naming.Slug(m.truth[i].site) == naming.Slug(m.pred[j].site) }
	level := func(i, j int) bool { return naming.Slug(m.truth[i].level) == naming.Slug(m.pred[j].level) }
	m.toPred = pair(len(m.truth), len(m.pred),
		func(i, j int) bool { return key(i, j) && site(i, j) && level(i, j) },
		func(i, j int) bool { return key(i, j) && site(i, j) },
		key)
	m.toTruth = make([]int, len(m.pred))
	for j := range m.toTruth {
		m.toTruth[j] = -1
	}
	for i, j := range m.toPred {
		if j >= 0 {
			m.toTruth[j] = i
		}
	}
	return m
}

// areaMetrics scores area recall and precision; both are undefined when
// the truth lists no sites.
func (m *matching) areaMetrics(t *Truth) []Metric {
	var recall, precision ratio
	if t.Sites != nil {
		for _, j := range m.toPred {
			recall.add(j >= 0)
		}
		for _, i := range m.toTruth {
			precision.add(i >= 0)
		}
	}
	return []Metric{recall.metric("areas.recall"), precision.metric("areas.precision")}
}

// matched calls f for every matched pair of areas, in truth order.
func (m *matching) matched(f func(t *AreaTruth, p *adventure.Area)) {
	for i, j := range m.toPred {
		if j >= 0 {
			f(m.truth[i].area, m.pred[j].area)
		}
	}
}

// titleMetric scores the titles of matched areas whose truth has one.
func (m *matching) titleMetric() Metric {
	var titles ratio
	m.matched(func(t *AreaTruth, p *adventure.Area) {
		if want := FoldTitle(t.Title); want != "" {
			titles.add(FoldTitle(p.Title) == want)
		}
	})
	return titles.metric("areas.titles")
}

// FoldTitle returns an area title as the titles metric compares it: lower
// case, every run of punctuation, symbols and spaces one space, trimmed
// ("The Well." and "the  well" both give "the well"; "Guard-post" gives
// "guard post").
func FoldTitle(title string) string {
	words := strings.FieldsFunc(strings.ToLower(title), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r)
	})
	return strings.Join(words, " ")
}
