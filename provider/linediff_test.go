package provider

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/pmezard/go-difflib/difflib"
)

// TestDiffLinesAsDifflib checks lineMatcher.diff against go-difflib's unified diff
// on random pairs of line lists drawn from a few lines (so lines repeat and
// matches compete), short and past the 200 lines where popular lines are
// left out, each pair also with b an edit of a.
func TestDiffLinesAsDifflib(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	random := func(n, kinds int) []string {
		out := make([]string, n)
		for i := range out {
			out[i] = fmt.Sprintf("line %d\n", rng.IntN(kinds))
		}
		return out
	}
	var m lineMatcher // reused, as textDiff reuses its matchers
	for range 3000 {
		n, kinds := rng.IntN(12), 1+rng.IntN(6)
		if rng.IntN(10) == 0 {
			n, kinds = 150+rng.IntN(200), 2+rng.IntN(300)
		}
		a := random(n, kinds)
		b := random(rng.IntN(n+3), kinds)
		if rng.IntN(2) == 0 {
			b = slices.Clone(a)
			for range 1 + rng.IntN(4) {
				i := rng.IntN(len(b) + 1)
				b = slices.Insert(b, i, random(rng.IntN(3), kinds+1)...)
				if j := rng.IntN(len(b) + 1); j < len(b) {
					b = slices.Delete(b, j, j+1)
				}
			}
		}
		skip := rng.IntN(3)
		if got, want := m.diff(joined(a), joined(b), skip), difflibLines(a, b, skip); !slices.Equal(got, want) {
			t.Fatalf("diff(%q, %q, %d):\n%s\nwant (difflib):\n%s", a, b, skip, strings.Join(got, "\n"), strings.Join(want, "\n"))
		}
	}
}

// joined returns lines, each ending with its only newline, as one text
// with the spans of its lines.
func joined(ls []string) lines {
	var l lines
	for _, s := range ls {
		start := len(l.text)
		l.text += s
		l.spans = append(l.spans, span{start, len(l.text) - 1})
	}
	return l
}

// lineTexts returns the texts of l's lines.
func lineTexts(l lines) []string {
	out := make([]string, len(l.spans))
	for k := range out {
		out[k] = l.at(k)
	}
	return out
}

// withoutNewlines returns lines, each without its final newline.
func withoutNewlines(lines []string) []string {
	out := make([]string, len(lines))
	for i, l := range lines {
		out[i] = strings.TrimSuffix(l, "\n")
	}
	return out
}

// difflibLines is lineMatcher.diff's reference: go-difflib's unified diff split
// into lines, hunk line numbers shifted by skip.
func difflibLines(a, b []string, skip int) []string {
	diff, _ := difflib.GetUnifiedDiffString(difflib.UnifiedDiff{A: a, B: b, FromFile: "recorded", ToFile: "request", Context: diffContext})
	if diff == "" {
		return nil
	}
	lines := strings.Split(strings.TrimRight(diff, "\n"), "\n")
	for i, l := range lines {
		if strings.HasPrefix(l, "@@ ") {
			lines[i] = shiftedHeader(l, skip)
		}
	}
	return lines
}

// shiftedHeader shifts the first line numbers of a hunk header by skip.
func shiftedHeader(l string, skip int) string {
	fields := strings.Fields(l) // "@@", "-a[,n]", "+b[,n]", "@@"
	for k := 1; k <= 2; k++ {
		first, count, _ := strings.Cut(fields[k][1:], ",")
		var v int
		fmt.Sscan(first, &v)
		fields[k] = fields[k][:1] + fmt.Sprint(v+skip)
		if count != "" {
			fields[k] += "," + count
		}
	}
	return strings.Join(fields, " ")
}
