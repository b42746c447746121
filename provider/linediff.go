package provider

import (
	"hash/maphash"
	"math/bits"
	"strconv"
)

// diffLines returns the unified diff of the lines a (recorded) and b (the
// request) with diffContext lines of context, one diff line a string
// without its newline, hunk line numbers counted from line skip+1: what
// difflib.GetUnifiedDiffString (github.com/pmezard/go-difflib, a port of
// Python's difflib) writes for them with FromFile "recorded" and ToFile
// "request", split into lines. Each line of a and b ends with its only
// newline. It is empty when a and b are equal.
//
// The algorithm is difflib's (Ratcliff and Obershelp's longest matching
// blocks; when b has 200 lines or more, a line found in more than 1% of
// them is "popular": it only extends a match found without it), with
// lines numbered and matches counted in slices rather than maps, which
// is most of what difflib's time goes to.
func diffLines(a, b []string, skip int) []string {
	m := newLineMatcher(a, b)
	var out []string
	for _, g := range groupOpCodes(opCodes(m.matchingBlocks()), diffContext) {
		if out == nil {
			out = append(out, "--- recorded", "+++ request")
		}
		first, last := g[0], g[len(g)-1]
		out = append(out, "@@ -"+unifiedRange(first.i1+skip, last.i2+skip)+" +"+unifiedRange(first.j1+skip, last.j2+skip)+" @@")
		for _, c := range g {
			if c.tag == 'e' {
				out = appendLines(out, " ", a[c.i1:c.i2])
				continue
			}
			if c.tag == 'r' || c.tag == 'd' {
				out = appendLines(out, "-", a[c.i1:c.i2])
			}
			if c.tag == 'r' || c.tag == 'i' {
				out = appendLines(out, "+", b[c.j1:c.j2])
			}
		}
	}
	return out
}

// appendLines appends each line, its newline dropped, after mark.
func appendLines(out []string, mark string, lines []string) []string {
	for _, l := range lines {
		out = append(out, mark+l[:len(l)-1])
	}
	return out
}

// unifiedRange formats lines start to stop (from 0, stop excluded) as a
// unified diff hunk header does: the first line from 1 and the count,
// unless it is 1; an empty range names the line before it.
func unifiedRange(start, stop int) string {
	first, n := start+1, stop-start
	if n == 1 {
		return strconv.Itoa(first)
	}
	if n == 0 {
		first--
	}
	return strconv.Itoa(first) + "," + strconv.Itoa(n)
}

// lineMatcher finds difflib's matching blocks of two lists of lines, each
// line replaced by a number: equal lines have equal numbers, a line of a
// not in b is -1.
type lineMatcher struct {
	a, b []int
	// at[id]:at[id+1] is where in js the indexes in b of line id lie,
	// increasing; empty for a popular line.
	at, js []int
	// lens[j+1] is the length of the match ending at the current line
	// of a and b[j]; next is the same for the next line of a. set and
	// nextSet list the entries of each that are not zero.
	lens, next   []int
	set, nextSet []int
}

func newLineMatcher(a, b []string) *lineMatcher {
	m := &lineMatcher{a: make([]int, len(a)), b: make([]int, len(b)),
		lens: make([]int, len(b)+1), next: make([]int, len(b)+1)}
	t := newLineTable(len(b))
	for j, s := range b {
		m.b[j] = t.id(s, true)
	}
	for i, s := range a {
		m.a[i] = t.id(s, false)
	}
	lines := len(t.lines)
	count := make([]int, lines)
	for _, id := range m.b {
		count[id]++
	}
	if len(b) >= 200 {
		popular := len(b)/100 + 1
		for id, n := range count {
			if n > popular {
				count[id] = 0
			}
		}
	}
	m.at = make([]int, lines+1)
	for id, n := range count {
		m.at[id+1] = m.at[id] + n
	}
	m.js = make([]int, m.at[lines])
	fill := append([]int(nil), m.at[:lines]...)
	for j, id := range m.b {
		if fill[id] < m.at[id+1] {
			m.js[fill[id]] = j
			fill[id]++
		}
	}
	return m
}

// block is a matching block: a[i:i+n] equals b[j:j+n].
type block struct{ i, j, n int }

// longest returns the longest matching block of a[alo:ahi] and
// b[blo:bhi], the earliest in a and then in b among the longest, found
// without popular lines and then extended by equal lines on each side;
// (alo, blo, 0) when there is none.
func (m *lineMatcher) longest(alo, ahi, blo, bhi int) block {
	best := block{alo, blo, 0}
	for i := alo; i < ahi; i++ {
		set := m.nextSet[:0]
		if id := m.a[i]; id >= 0 {
			for _, j := range m.js[m.at[id]:m.at[id+1]] {
				if j < blo {
					continue
				}
				if j >= bhi {
					break
				}
				k := m.lens[j] + 1
				m.next[j+1] = k
				set = append(set, j+1)
				if k > best.n {
					best = block{i - k + 1, j - k + 1, k}
				}
			}
		}
		for _, j := range m.set {
			m.lens[j] = 0
		}
		m.lens, m.next, m.set, m.nextSet = m.next, m.lens, set, m.set
	}
	for _, j := range m.set {
		m.lens[j] = 0
	}
	m.set = m.set[:0]
	for best.i > alo && best.j > blo && m.a[best.i-1] == m.b[best.j-1] {
		best = block{best.i - 1, best.j - 1, best.n + 1}
	}
	for best.i+best.n < ahi && best.j+best.n < bhi && m.a[best.i+best.n] == m.b[best.j+best.n] {
		best.n++
	}
	return best
}

// matchingBlocks returns the matching blocks in order, adjacent ones
// joined, ending with (len(a), len(b), 0).
func (m *lineMatcher) matchingBlocks() []block {
	var matched []block
	var find func(alo, ahi, blo, bhi int)
	find = func(alo, ahi, blo, bhi int) {
		x := m.longest(alo, ahi, blo, bhi)
		if x.n == 0 {
			return
		}
		if alo < x.i && blo < x.j {
			find(alo, x.i, blo, x.j)
		}
		matched = append(matched, x)
		if x.i+x.n < ahi && x.j+x.n < bhi {
			find(x.i+x.n, ahi, x.j+x.n, bhi)
		}
	}
	find(0, len(m.a), 0, len(m.b))
	var out []block
	var cur block
	for _, x := range matched {
		if cur.i+cur.n == x.i && cur.j+cur.n == x.j {
			cur.n += x.n
			continue
		}
		if cur.n > 0 {
			out = append(out, cur)
		}
		cur = x
	}
	if cur.n > 0 {
		out = append(out, cur)
	}
	return append(out, block{len(m.a), len(m.b), 0})
}

// opCode turns a[i1:i2] into b[j1:j2]: tag 'e' (equal), 'r' (replace),
// 'd' (delete) or 'i' (insert).
type opCode struct {
	tag            byte
	i1, i2, j1, j2 int
}

// opCodes returns the edits the matching blocks leave between them.
func opCodes(blocks []block) []opCode {
	var out []opCode
	i, j := 0, 0
	for _, x := range blocks {
		var tag byte
		switch {
		case i < x.i && j < x.j:
			tag = 'r'
		case i < x.i:
			tag = 'd'
		case j < x.j:
			tag = 'i'
		}
		if tag != 0 {
			out = append(out, opCode{tag, i, x.i, j, x.j})
		}
		i, j = x.i+x.n, x.j+x.n
		if x.n > 0 {
			out = append(out, opCode{'e', x.i, i, x.j, j})
		}
	}
	return out
}

// groupOpCodes cuts codes into hunks with n lines of context.
func groupOpCodes(codes []opCode, n int) [][]opCode {
	if len(codes) == 0 {
		codes = []opCode{{'e', 0, 1, 0, 1}}
	}
	if c := &codes[0]; c.tag == 'e' {
		c.i1, c.j1 = max(c.i1, c.i2-n), max(c.j1, c.j2-n)
	}
	if c := &codes[len(codes)-1]; c.tag == 'e' {
		c.i2, c.j2 = min(c.i2, c.i1+n), min(c.j2, c.j1+n)
	}
	var groups [][]opCode
	var group []opCode
	for _, c := range codes {
		if c.tag == 'e' && c.i2-c.i1 > 2*n {
			group = append(group, opCode{'e', c.i1, min(c.i2, c.i1+n), c.j1, min(c.j2, c.j1+n)})
			groups = append(groups, group)
			group = nil
			c.i1, c.j1 = max(c.i1, c.i2-n), max(c.j1, c.j2-n)
		}
		group = append(group, c)
	}
	if len(group) > 0 && !(len(group) == 1 && group[0].tag == 'e') {
		groups = append(groups, group)
	}
	return groups
}

// lineTable numbers lines by content: an open-addressing hash table of
// the lines' maphash values, a few times faster than a map of strings for
// the few hundred short lines of a page.
type lineTable struct {
	slots []int32 // 0 when empty, else a line's number plus one
	sums  []uint64
	lines []string // by number
	mask  uint64
}

// lineSeed seeds the hashes of every lineTable.
var lineSeed = maphash.MakeSeed()

func newLineTable(n int) *lineTable {
	size := 1 << bits.Len(uint(2*n+1))
	return &lineTable{slots: make([]int32, size), sums: make([]uint64, size), mask: uint64(size - 1)}
}

// id returns the number of line s; a line not in the table gets the next
// number when add is set, else -1.
func (t *lineTable) id(s string, add bool) int {
	sum := maphash.String(lineSeed, s)
	for k := sum & t.mask; ; k = (k + 1) & t.mask {
		switch n := t.slots[k]; {
		case n == 0 && !add:
			return -1
		case n == 0:
			t.lines = append(t.lines, s)
			t.slots[k], t.sums[k] = int32(len(t.lines)), sum
			return len(t.lines) - 1
		case t.sums[k] == sum && t.lines[n-1] == s:
			return int(n - 1)
		}
	}
}
