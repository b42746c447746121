package provider

import (
	"hash/maphash"
	"math/bits"
	"strconv"
	"sync"
)

// span is where a line lies in its text, its newline excluded:
// text[start:end].
type span struct{ start, end int }

// lines is a text and some of its lines.
type lines struct {
	text  string
	spans []span
}

// at returns line k.
func (l lines) at(k int) string { return l.text[l.spans[k].start:l.spans[k].end] }

// diff returns the unified diff of the lines a (recorded) and b (the
// request) with diffContext lines of context, one diff line a string,
// hunk line numbers counted from line skip+1: what
// difflib.GetUnifiedDiffString (github.com/pmezard/go-difflib, a port of
// Python's difflib) writes for them, each line ended by a newline, with
// FromFile "recorded" and ToFile "request", split into lines. It is empty
// when a and b are equal.
//
// The algorithm is difflib's (Ratcliff and Obershelp's longest matching
// blocks; when b has 200 lines or more, a line found in more than 1% of
// them is "popular": it only extends a match found without it), with
// lines numbered by their hashes and matches counted in slices rather than
// maps, which is most of what difflib's time goes to. Lines are spans of
// their texts and m's slices are reused from one diff to the next, so a
// diff allocates its result and little else, and the garbage collector
// has no pointers to follow.
func (m *lineMatcher) diff(a, b lines, skip int) []string {
	m.reset(a, b)
	var out []string
	for _, g := range groupOpCodes(opCodes(m.matchingBlocks()), diffContext) {
		if out == nil {
			out = append(out, "--- recorded", "+++ request")
		}
		first, last := g[0], g[len(g)-1]
		out = append(out, "@@ -"+unifiedRange(first.i1+skip, last.i2+skip)+" +"+unifiedRange(first.j1+skip, last.j2+skip)+" @@")
		for _, c := range g {
			if c.tag == 'e' {
				out = appendLines(out, " ", a, c.i1, c.i2)
				continue
			}
			if c.tag == 'r' || c.tag == 'd' {
				out = appendLines(out, "-", a, c.i1, c.i2)
			}
			if c.tag == 'r' || c.tag == 'i' {
				out = appendLines(out, "+", b, c.j1, c.j2)
			}
		}
	}
	return out
}

// lineDiff is the scratch of one text diff: the spans of the changed
// lines of both texts, and the matcher.
type lineDiff struct {
	a, b []span
	m    lineMatcher
}

// lineDiffs recycles the scratch of textDiff.
var lineDiffs = sync.Pool{New: func() any { return new(lineDiff) }}

// appendLines appends lines from to to (excluded) of l, each after mark.
func appendLines(out []string, mark string, l lines, from, to int) []string {
	for k := from; k < to; k++ {
		out = append(out, mark+l.at(k))
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
	// table numbers the lines; count is scratch for reset.
	table lineTable
	count []int
}

// reset readies m to match a against b, reusing its slices.
func (m *lineMatcher) reset(a, b lines) {
	m.a, m.b = resize(m.a, len(a.spans)), resize(m.b, len(b.spans))
	m.lens, m.next = resize(m.lens, len(b.spans)+1), resize(m.next, len(b.spans)+1)
	m.set, m.nextSet = m.set[:0], m.nextSet[:0]
	t := &m.table
	t.reset(len(b.spans))
	for j := range b.spans {
		m.b[j] = t.id(b.at(j), true)
	}
	for i := range a.spans {
		m.a[i] = t.id(a.at(i), false)
	}
	lines := t.n
	count := resize(m.count, lines)
	m.count = count
	for _, id := range m.b {
		count[id]++
	}
	if len(b.spans) >= 200 {
		popular := len(b.spans)/100 + 1
		for id, n := range count {
			if n > popular {
				count[id] = 0
			}
		}
	}
	m.at = resize(m.at, lines+1)
	for id, n := range count {
		m.at[id+1] = m.at[id] + n
	}
	m.js = resize(m.js, m.at[lines])
	fill := append(count[:0], m.at[:lines]...) // count is spent
	for j, id := range m.b {
		if fill[id] < m.at[id+1] {
			m.js[fill[id]] = j
			fill[id]++
		}
	}
}

// resize returns s with length n, zeroed, reusing its array when it is
// large enough.
func resize(s []int, n int) []int {
	if cap(s) < n {
		return make([]int, n)
	}
	s = s[:n]
	clear(s)
	return s
}

// block is a matching block: a[i:i+n] equals b[j:j+n].
type block struct{ i, j, n int }

// longest returns the longest matching block of a[alo:ahi] and
// b[blo:bhi], the earliest in a and then in b among the longest, found
// without popular lines and then extended by equal lines on each side;
// (alo, blo, 0) when there is none.
func (m *lineMatcher) longest(alo, ahi, blo, bhi int) block {
	best := block{alo, blo, 0}
	// The match lengths swap between locals, not m's fields, so that no
	// write barrier runs per line.
	lens, next, set, nextSet := m.lens, m.next, m.set[:0], m.nextSet[:0]
	for i := alo; i < ahi; i++ {
		nextSet = nextSet[:0]
		if id := m.a[i]; id >= 0 {
			for _, j := range m.js[m.at[id]:m.at[id+1]] {
				if j < blo {
					continue
				}
				if j >= bhi {
					break
				}
				k := lens[j] + 1
				next[j+1] = k
				nextSet = append(nextSet, j+1)
				if k > best.n {
					best = block{i - k + 1, j - k + 1, k}
				}
			}
		}
		for _, j := range set {
			lens[j] = 0
		}
		lens, next, set, nextSet = next, lens, nextSet, set
	}
	for _, j := range set {
		lens[j] = 0
	}
	m.lens, m.next, m.set, m.nextSet = lens, next, set[:0], nextSet
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
// the lines' 64-bit maphash values, a few times faster than a map of
// strings for the few hundred short lines of a page. Lines are compared
// by their hashes alone, as the nearest-fixture index compares
// components: a collision (about one in 2^64 a pair) could only show a
// changed line as unchanged in a miss report, never change what answers
// a request.
type lineTable struct {
	slots []int32 // 0 when empty, else a line's number plus one
	sums  []uint64
	n     int // lines numbered
	mask  uint64
}

// lineSeed seeds the hashes of every lineTable.
var lineSeed = maphash.MakeSeed()

// reset empties t, with room for n lines.
func (t *lineTable) reset(n int) {
	size := 1 << bits.Len(uint(2*n+1))
	if cap(t.slots) < size {
		t.slots, t.sums = make([]int32, size), make([]uint64, size)
	}
	t.slots, t.sums = t.slots[:size], t.sums[:size]
	clear(t.slots)
	t.n, t.mask = 0, uint64(size-1)
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
			t.n++
			t.slots[k], t.sums[k] = int32(t.n), sum
			return t.n - 1
		case t.sums[k] == sum:
			return int(n - 1)
		}
	}
}
