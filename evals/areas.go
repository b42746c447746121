package evals

import (
	"slices"
	"strings"

	"github.com/scriptorium/scriptorium/adventure"
	"github.com/scriptorium/scriptorium/naming"
)

// encounterMetrics scores the encounters of matched areas whose encounters
// the truth lists.
func (m *matching) encounterMetrics(b bestiary) []Metric {
	var recall, precision, count, canonical ratio
	m.matched(func(t *AreaTruth, p *adventure.Area) {
		if t.Encounters == nil {
			return
		}
		te, pe := *t.Encounters, p.Encounters
		got := pair(len(te), len(pe),
			func(i, j int) bool { return sameEncounter(te[i].Creature, pe[j]) },
			func(i, j int) bool {
				return anySame(nonEmpty(te[i].Creature, te[i].Canonical), append(nonEmpty(pe[j].Creature, pe[j].Name), b.names(pe[j].Monster)...)) ||
					pe[j].Name != "" && namesIndividual(te[i].Creature, pe[j].Name)
			})
		for i, j := range got {
			recall.add(j >= 0)
			if j < 0 {
				continue
			}
			if c := te[i].Count; c != nil {
				count.add(pe[j].Count.Fixed != nil && *pe[j].Count.Fixed == *c)
			}
			if te[i].Canonical != "" {
				canonical.add(sameCompound(pe[j].Monster, naming.Slug(te[i].Canonical)))
			}
		}
		for j := range pe {
			precision.add(slices.Contains(got, j))
		}
	})
	return []Metric{
		recall.metric("encounters.recall"), precision.metric("encounters.precision"),
		count.metric("encounters.count"), canonical.metric("encounters.canonical"),
	}
}

// sameEncounter reports whether a truth encounter's printed creature names
// encounter e: an individual by its own name (see namesIndividual), any
// other by its creature under the singular/plural fold.
func sameEncounter(creature string, e adventure.Encounter) bool {
	if e.Name != "" {
		return namesIndividual(creature, e.Name)
	}
	return sameCreature(creature, e.Creature)
}

// namesIndividual reports whether a printed creature names the individual
// called name: the name itself, or the name before a comma or words that
// give its kind ("Grelda the hag", "Old Maud, the Drowned Miller"), case
// and spacing folded.
func namesIndividual(printed, name string) bool {
	p, n := naming.Fold(printed), naming.Fold(name)
	return n != "" && (p == n || strings.HasPrefix(p, n+" ") || strings.HasPrefix(p, n+","))
}

// treasureMetrics scores treasure presence and type letters of matched
// areas whose treasure the truth asserts.
func (m *matching) treasureMetrics() []Metric {
	var presence, letters ratio
	m.matched(func(t *AreaTruth, p *adventure.Area) {
		if t.Treasure == nil {
			return
		}
		presence.add((p.Treasure != nil) == t.Treasure.Present)
		if t.Treasure.Types != nil {
			var got []string
			if p.Treasure != nil {
				got = p.Treasure.Types
			}
			letters.add(slices.Equal(letterSet(got), letterSet(*t.Treasure.Types)))
		}
	})
	return []Metric{presence.metric("treasure.presence"), letters.metric("treasure.letters")}
}

// letterSet returns the distinct upper-case letters of treasure types,
// sorted, ignoring everything else ("C, I" and "IC" are both C I).
func letterSet(types []string) []string {
	var out []string
	for _, t := range types {
		for _, r := range strings.ToUpper(t) {
			if r >= 'A' && r <= 'Z' && !slices.Contains(out, string(r)) {
				out = append(out, string(r))
			}
		}
	}
	slices.Sort(out)
	return out
}

// edge is an undirected connection between two truth areas, by index,
// lower first.
type edge [2]int

// newEdge returns the edge between truth areas i and j.
func newEdge(i, j int) edge { return edge{min(i, j), max(i, j)} }

// connectionMetrics scores connections as undirected edges between matched
// areas. Truth edges are the targets of listed exits; recall counts the
// truth edges the adventure has, whichever end lists them. Precision judges
// adventure edges only where both ends are areas whose exits the truth
// lists, since only there does the truth claim to know every connection.
func (m *matching) connectionMetrics() []Metric {
	truth, found, pred := map[edge]bool{}, map[edge]bool{}, map[edge]bool{}
	index := m.truthIndex()
	for i, ta := range m.truth {
		if ta.area.Exits == nil || m.toPred[i] < 0 {
			continue
		}
		for _, x := range *ta.area.Exits {
			if k, ok := index[siteKey{ta.site, NormKey(x.To)}]; ok && x.To != "" && m.toPred[k] >= 0 {
				truth[newEdge(i, k)] = true
			}
		}
	}
	for j, pa := range m.pred {
		i := m.toTruth[j]
		if i < 0 {
			continue
		}
		for _, x := range pa.area.Exits {
			if k := m.targetOf(pa.site, x.Target); k >= 0 && k != i {
				found[newEdge(i, k)] = true
				if m.truth[i].area.Exits != nil && m.truth[k].area.Exits != nil {
					pred[newEdge(i, k)] = true
				}
			}
		}
	}
	var recall, precision ratio
	for e := range truth {
		recall.add(found[e])
	}
	for e := range pred {
		precision.add(truth[e])
	}
	// F1 = 2tp / (2tp + fp + fn) over one set of edges: tp and fn are the
	// truth edges found and missed, fp the judged adventure edges the truth
	// lacks. tp + fn is the truth's edge count, so F1 never exceeds 1.
	tp, fp := recall.num, precision.den-precision.num
	f1 := Metric{Name: "connections.f1", Num: 2 * tp, Den: tp + recall.den + fp}
	return []Metric{recall.metric("connections.recall"), precision.metric("connections.precision"), f1}
}

// truthIndex maps the site and normalized key of the truth's areas to
// their index; validation makes every exit target name one area of its
// site.
func (m *matching) truthIndex() map[siteKey]int {
	index := map[siteKey]int{}
	for i, ta := range m.truth {
		k := siteKey{ta.site, NormKey(ta.area.Key)}
		if _, dup := index[k]; !dup {
			index[k] = i
		}
	}
	return index
}

// targetOf returns the truth area matched to the adventure area keyed
// target, the first of site if there is one, else the first of any site;
// -1 when none is keyed so.
func (m *matching) targetOf(site, target string) int {
	if target == "" {
		return -1
	}
	found := -1
	for j, pa := range m.pred {
		if NormKey(pa.area.Key) != NormKey(target) {
			continue
		}
		if pa.site == site {
			return m.toTruth[j]
		}
		if found < 0 {
			found = j
		}
	}
	if found < 0 {
		return -1
	}
	return m.toTruth[found]
}

// doorMetrics scores the kind and state of truth exits in matched areas.
// A truth exit pairs with an adventure exit of the same area by target,
// else by direction, else by kind when the adventure exit names no target
// or the truth exit names neither target nor direction: a door found
// without its target still scores its kind and state, and the missing
// target costs connections alone.
func (m *matching) doorMetrics() []Metric {
	var kind, state ratio
	m.matched(func(t *AreaTruth, p *adventure.Area) {
		if t.Exits == nil {
			return
		}
		tx, px := *t.Exits, p.Exits
		got := pair(len(tx), len(px),
			func(i, j int) bool { return tx[i].To != "" && NormKey(tx[i].To) == NormKey(px[j].Target) },
			func(i, j int) bool {
				return tx[i].Direction != "" && strings.EqualFold(strings.TrimSpace(tx[i].Direction), strings.TrimSpace(px[j].Direction))
			},
			func(i, j int) bool {
				return tx[i].Kind == px[j].Kind && (px[j].Target == "" || tx[i].To == "" && tx[i].Direction == "")
			})
		for i, j := range got {
			if tx[i].Kind != "" {
				kind.add(j >= 0 && px[j].Kind == tx[i].Kind)
			}
			if tx[i].State != "" {
				state.add(j >= 0 && px[j].State == tx[i].State)
			}
		}
	})
	return []Metric{kind.metric("doors.kind"), state.metric("doors.state")}
}

// sameCompound reports whether slugs a and b name one thing, a compound
// spelled open, hyphenated or closed being one name ("owl-bear" for Owl
// Bear, as B/X prints it, and "owlbear" for Owlbear, as AD&D does).
func sameCompound(a, b string) bool {
	return strings.ReplaceAll(a, "-", "") == strings.ReplaceAll(b, "-", "")
}
