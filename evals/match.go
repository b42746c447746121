package evals

import (
	"strings"

	"github.com/scriptorium/scriptorium/adventure"
	"github.com/scriptorium/scriptorium/naming"
)

// pair assigns truth items 0..n-1 to distinct predicted items 0..m-1: rules
// are tried from strictest to loosest, and in each pass every unassigned
// truth item takes the first unassigned predicted item the rule accepts.
// It returns, per truth item, its predicted item or -1. Greedy and in
// printed order, so the result is deterministic.
func pair(n, m int, rules ...func(i, j int) bool) []int {
	got := make([]int, n)
	for i := range got {
		got[i] = -1
	}
	used := make([]bool, m)
	for _, rule := range rules {
		for i := range n {
			for j := 0; j < m && got[i] < 0; j++ {
				if !used[j] && rule(i, j) {
					got[i], used[j] = j, true
				}
			}
		}
	}
	return got
}

// sameCreature reports whether two printed creature names name the same
// creature under the singular/plural fold: case, spacing and a leading
// count ignored, one name or its singular is the other ("war boars" and
// "War Boar"), by the folding and plural rules of package naming.
func sameCreature(a, b string) bool { return foldsTo(a, b) || foldsTo(b, a) }

// foldsTo reports whether name, or its singular, is target.
func foldsTo(name, target string) bool {
	n, t := naming.FoldName(name), naming.Fold(strings.TrimLeft(target, "#"))
	return n != "" && t != "" && (n == t || naming.Singular(n) == t)
}

// anySame reports whether a name of as and a name of bs name the same
// creature.
func anySame(as, bs []string) bool {
	for _, a := range as {
		for _, b := range bs {
			if sameCreature(a, b) {
				return true
			}
		}
	}
	return false
}

// bestiary indexes an adventure's monsters by ID.
type bestiary map[string]*adventure.Monster

// newBestiary indexes a's monsters.
func newBestiary(a *adventure.Adventure) bestiary {
	b := bestiary{}
	for i := range a.Monsters {
		b[a.Monsters[i].ID] = &a.Monsters[i]
	}
	return b
}

// names returns the names of the monster with id: its name and printed
// names; none for an unknown id.
func (b bestiary) names(id string) []string {
	m, ok := b[id]
	if !ok {
		return nil
	}
	return append([]string{m.Name}, m.PrintedNames...)
}

// nonEmpty returns the non-empty strings of ss.
func nonEmpty(ss ...string) []string {
	var out []string
	for _, s := range ss {
		if strings.TrimSpace(s) != "" {
			out = append(out, s)
		}
	}
	return out
}
