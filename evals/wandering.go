package evals

import (
	"strconv"
	"strings"

	"github.com/scriptorium/scriptorium/adventure"
	"github.com/scriptorium/scriptorium/naming"
)

// wanderingMetrics scores the truth's wandering tables: each pairs with the
// adventure table of the same name, else the first with a row that matches
// one of its rows; then its rows are looked up in the paired table, and the
// rows of every adventure table among the truth rows of its partner (the
// rows of a table with no partner, such as a rumour table read as a
// wandering table, match none; a partner whose rows are not asserted
// judges none).
func wanderingMetrics(a *adventure.Adventure, t *Truth, b bestiary) []Metric {
	var entries, precision, die, ranges, named ratio
	if t.Wandering != nil {
		tt, pt := *t.Wandering, a.Wandering
		got := pair(len(tt), len(pt),
			func(i, j int) bool { return tt[i].Name != "" && naming.Slug(tt[i].Name) == naming.Slug(pt[j].Name) },
			func(i, j int) bool { found, _ := rowsFound(tt[i], &pt[j], b); return found > 0 })
		partnered := make([]bool, len(pt))
		for i, j := range got {
			if j >= 0 {
				partnered[j] = true
			}
			if tt[i].Die != nil {
				die.add(j >= 0 && normDie(pt[j].Die) == normDie(*tt[i].Die))
			}
			if j >= 0 && tt[i].Entries != nil {
				found, right := rowsFound(tt[i], &pt[j], b)
				entries.num += found
				precision.num += right
				precision.den += len(pt[j].Entries)
				r, n := rowParts(tt[i], &pt[j], b)
				ranges.num, named.num = ranges.num+r, named.num+n
			}
			if tt[i].Entries != nil {
				entries.den += len(*tt[i].Entries)
				ranges.den += len(*tt[i].Entries)
				named.den += len(*tt[i].Entries)
			}
		}
		for j, p := range partnered {
			if !p {
				precision.den += len(pt[j].Entries)
			}
		}
	}
	return []Metric{entries.metric("wandering.entries"), precision.metric("wandering.precision"), die.metric("wandering.die"),
		ranges.metric("wandering.ranges"), named.metric("wandering.named")}
}

// rowParts counts the truth rows of tt that a row of pt prints with the
// same range, and those that a row prints with the same range and every
// asserted text and creature, its count aside (see rowMatches): how far
// a table's rows are read, where wandering.entries asks for all of it.
func rowParts(tt TableTruth, pt *adventure.WanderingTable, b bestiary) (ranged, named int) {
	for _, e := range *tt.Entries {
		anyCount := e
		anyCount.Count = ""
		r, n := false, false
		for _, p := range pt.Entries {
			r = r || normRange(e.Range) == normRange(p.Range)
			n = n || rowMatches(anyCount, p, b)
		}
		if r {
			ranged++
		}
		if n {
			named++
		}
	}
	return ranged, named
}

// rowsFound counts the truth rows of tt that match a row of pt, and the
// rows of pt that match a truth row of tt; both are 0 when tt's rows are
// not asserted.
func rowsFound(tt TableTruth, pt *adventure.WanderingTable, b bestiary) (found, right int) {
	if tt.Entries == nil {
		return 0, 0
	}
	matched := make([]bool, len(pt.Entries))
	for _, e := range *tt.Entries {
		hit := false
		for k, p := range pt.Entries {
			if rowMatches(e, p, b) {
				hit, matched[k] = true, true
			}
		}
		if hit {
			found++
		}
	}
	for _, m := range matched {
		if m {
			right++
		}
	}
	return found, right
}

// rowMatches reports whether adventure row p is truth row e: the same range,
// and every asserted part found. Text and creature are found in the row's
// text (case and spacing ignored) or, for the creature, in the names of the
// linked monster under the singular/plural fold; the count is the row's
// count or starts its text.
func rowMatches(e EntryTruth, p adventure.WanderingEntry, b bestiary) bool {
	text := naming.Fold(p.Entry)
	switch {
	case normRange(e.Range) != normRange(p.Range):
		return false
	case e.Text != "" && !strings.Contains(text, naming.Fold(e.Text)):
		return false
	case e.Creature != "" && !strings.Contains(text, naming.Fold(e.Creature)) && !anySame([]string{e.Creature}, b.names(p.Monster)):
		return false
	}
	return e.Count == "" || naming.Fold(p.Count) == naming.Fold(e.Count) || strings.HasPrefix(text, naming.Fold(e.Count)+" ")
}

// normRange writes a roll range with a plain hyphen, no spaces and its
// numbers without leading zeros, the percentile die's "00" read as 100:
// "2 – 3" gives "2-3", "01–15" gives "1-15" and "96-00" gives "96-100",
// as the same rolls printed two ways.
func normRange(r string) string {
	parts := strings.Split(strings.ToLower(strings.NewReplacer("–", "-", "—", "-", " ", "").Replace(r)), "-")
	for i, p := range parts {
		switch n, err := strconv.Atoi(p); {
		case err != nil:
		case p == "00":
			parts[i] = "100"
		default:
			parts[i] = strconv.Itoa(n)
		}
	}
	return strings.Join(parts, "-")
}

// normDie writes a die one way for each die rolled: lower case, no
// spaces, no leading 1, and the percentile die as modules print it in
// any of its spellings ("1d8" and "D8" give "d8"; "d100", "1d100", "d00"
// and "D%" give "d%").
func normDie(d string) string {
	d = strings.ToLower(strings.ReplaceAll(d, " ", ""))
	if rest, ok := strings.CutPrefix(d, "1d"); ok {
		d = "d" + rest
	}
	if d == "d100" || d == "d00" {
		return "d%"
	}
	return d
}
