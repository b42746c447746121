package preprocess

import "cmp"

// readingOrder sorts fragments into reading order by T. M. Breuel's rules
// ("High performance document layout analysis", 2003): a comes before b
// when (1) their x-ranges overlap and a is above b, or (2) a lies wholly
// left of b and no third fragment vertically between them overlaps both in
// x. Rule 1 reads down a column, rule 2 reads the left column before the
// right one, and a heading across both columns keeps the columns above and
// below it apart. The partial order is sorted topologically, taking the
// top-most, then left-most, ready fragment first; a cycle (overlapping
// fragments) is broken the same way.
func readingOrder(frags []span) []span {
	n := len(frags)
	after := make([][]int, n)
	preds := make([]int, n)
	for a := range frags {
		for b := range frags {
			if a != b && before(frags, a, b) {
				after[a] = append(after[a], b)
				preds[b]++
			}
		}
	}
	done := make([]bool, n)
	out := make([]span, 0, n)
	for len(out) < n {
		next := first(frags, done, preds, true)
		if next < 0 {
			next = first(frags, done, preds, false)
		}
		done[next] = true
		out = append(out, frags[next])
		for _, b := range after[next] {
			preds[b]--
		}
	}
	return out
}

// before reports whether fragment a precedes fragment b by rule 1 or 2.
func before(frags []span, a, b int) bool {
	fa, fb := frags[a], frags[b]
	if fa.xOverlaps(fb.box) {
		return fa.yCentre() < fb.yCentre()
	}
	if fa.x1 > fb.x0 {
		return false
	}
	lo, hi := min(fa.yCentre(), fb.yCentre()), max(fa.yCentre(), fb.yCentre())
	for c, fc := range frags {
		if c != a && c != b && fc.yCentre() >= lo && fc.yCentre() <= hi &&
			fc.xOverlaps(fa.box) && fc.xOverlaps(fb.box) {
			return false
		}
	}
	return true
}

// first returns the top-most, then left-most fragment not done, among those
// with no pending predecessor when ready is set; -1 if there is none.
func first(frags []span, done []bool, preds []int, ready bool) int {
	best := -1
	for i, f := range frags {
		if done[i] || ready && preds[i] > 0 {
			continue
		}
		if best < 0 || cmp.Or(cmp.Compare(f.y0, frags[best].y0), cmp.Compare(f.x0, frags[best].x0)) < 0 {
			best = i
		}
	}
	return best
}
