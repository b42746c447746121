// Package furniture tells a page's furniture, its running heads and feet,
// from its text with [Running]: the offline rules leave them out of areas
// and tables, and the pipeline out of the body text it checks is placed.
// Book typography repeats the title or the chapter in the margin of every
// page ("B4 The Lost Barrow" under every page, "Caverns of Quiet —
// Chapter 2" over each); the same text at the edge of several pages is
// that apparatus, never a key, a site or a heading of the text.
//
// It is pure: it reads lines its callers typeset, and knows nothing of
// keys, stat lines or requests.
package furniture

// Line is one line of a page's text as [Running] reads it.
type Line struct {
	// Page is the page the line stands on.
	Page int
	// Text is the line as its copies are compared: the caller leaves out
	// what differs between them (a folio at either end).
	Text string
	// Edge is true when the line stands at an edge of its page (see
	// [AtEdge]) or beside the page's number.
	Edge bool
	// Step is the number a key or a level line prints next to it less its
	// page, when Stepped: a folio steps with the page in every copy, the
	// number of a key does not.
	Step    int
	Stepped bool
}

// EdgeTop and EdgeBottom are how many lines at the top and at the bottom
// of a page stand at its edge: a running head opens the page; a running
// foot often sits over or beside the page number.
const EdgeTop, EdgeBottom = 1, 3

// AtEdge reports whether line i of a page of n lines stands at its top or
// bottom edge.
func AtEdge(i, n int) bool { return i < EdgeTop || n-i <= EdgeBottom }

// Running returns which lines of ls run: a text standing at the edge of
// two or more pages, whose number (when its lines have one) steps with
// the page as a folio does, at most one step for all its copies, and
// that stands, counting every place it does, on at least half of pages
// (the pages of the text) or on every other one of them (see alternate).
func Running(ls []Line, pages map[int]bool) []bool {
	at := map[string][]int{}             // text -> its indices
	onPages := map[string]map[int]bool{} // text -> pages it stands on
	atEdge := map[string]map[int]bool{}  // text -> pages it stands at the edge of
	steps := map[string]map[int]bool{}   // text -> its numbers less their pages
	for i, l := range ls {
		if onPages[l.Text] == nil {
			onPages[l.Text], atEdge[l.Text], steps[l.Text] = map[int]bool{}, map[int]bool{}, map[int]bool{}
		}
		at[l.Text] = append(at[l.Text], i)
		onPages[l.Text][l.Page] = true
		if l.Edge {
			atEdge[l.Text][l.Page] = true
		}
		if l.Stepped {
			steps[l.Text][l.Step] = true
		}
	}
	run := make([]bool, len(ls))
	for t, idx := range at {
		if len(atEdge[t]) >= 2 && len(steps[t]) <= 1 && (2*len(onPages[t]) >= len(pages) || alternate(onPages[t], pages)) {
			for _, i := range idx {
				run[i] = true
			}
		}
	}
	return run
}

// alternate reports whether the pages on stand on every other page of
// pages, the pages of a text: all on pages of one side (even or odd),
// and on at least half the pages of that side. A book's facing pages
// carry different heads, the module's title over the left page and the
// chapter's over the right ("THE SUNKEN KEEP" over page 4, "LEVEL 1: THE
// CELLARS" over page 5), so each head is printed over every other page.
func alternate(on, pages map[int]bool) bool {
	side := -1
	for p := range on {
		if side >= 0 && p%2 != side {
			return false
		}
		side = p % 2
	}
	n := 0
	for p := range pages {
		if p%2 == side {
			n++
		}
	}
	return 2*len(on) >= n
}
