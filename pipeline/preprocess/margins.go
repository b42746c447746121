package preprocess

import (
	"cmp"
	"math"
	"regexp"
	"slices"
	"strings"
)

// A page's head and foot: the running head (the module's or chapter's
// title) and the folio (the page number) set in the top or bottom margin,
// apart from the text. Breuel's rules (see readingOrder) read a running
// head or folio set right of the page's middle after the left column, and
// one in the gutter between the columns, so a folio "12" came between the
// columns, where it reads as area key 12, and a head as a heading ending
// the area before it. A page's head is read first and its foot last.

// marginGap is the least white, in body text sizes, between a page's head
// or foot and its text, running across the whole page: Raising a God sets
// its folio 1.27 body sizes under the last line (LaTeX's footskip);
// Chromium's margin boxes and the fabricated modules set theirs further
// off.
const marginGap = 1.0

// marginLines is the most a page's head or foot holds, in lines of body
// text: a running head, a folio, a line of both.
const marginLines = 2.5

// marginWords is the most words a line of a page's head or foot set at
// body size holds: a folio ("Page 4"), a module's short title, a
// chapter's name.
const marginWords = 6

// sentenceEndRE matches the end of a sentence in a line: a full stop,
// question or exclamation mark (and a closing quote or bracket) ending the
// line or followed by a capital or a digit. A running head is a title and
// a folio a number; a line holding a sentence's end is text (a short last
// paragraph, a caption, a map's legend: "ONE SQUARE = 10 FEET. S = SECRET
// DOOR.").
var sentenceEndRE = regexp.MustCompile(`[.!?]["'’”)]*(?:$|\s+[\p{Lu}\d])`)

// marginAlign is the most, in body text sizes, a block of a page's head or
// foot stands off the centre or an edge of the text below or above it: a
// running head and a folio are set centred or flush with the left or
// right edge of the type area, a map's labels anywhere. The text's edges
// stand for the type area's: within a point where its columns are full,
// 1.6 body sizes in from the head where a page's last column holds only a
// short table of contents (Raising a God, page 6).
const marginAlign = 2.0

// margins splits blocks bs of a page of body text b into the page's head,
// its text and its foot. The head is what lies above a band of white at
// least marginGap body sizes tall running across the whole page, when it
// is at most marginLines lines of body text tall, each of its blocks is
// aligned with the blocks below (see aligned) and each of its lines can be
// set in a margin (see marginLine); the foot is the same below the text.
// A page with neither, or with nothing between them, returns bs as its
// text.
func margins(bs []block, b body) (head, text, foot []block) {
	if b.size <= 0 || len(bs) < 2 {
		return nil, bs, nil
	}
	top := slices.Clone(bs)
	slices.SortStableFunc(top, func(x, y block) int { return cmp.Compare(x.y0, y.y0) })
	h := marginCut(top, b, func(x block) (float64, float64) { return x.y0, x.y1 })
	bottom := slices.Clone(top[h:])
	slices.SortStableFunc(bottom, func(x, y block) int { return cmp.Compare(y.y1, x.y1) })
	f := marginCut(bottom, b, func(x block) (float64, float64) { return -x.y1, -x.y0 })
	if h+f >= len(bs) {
		return nil, bs, nil
	}
	head, foot = top[:h], bottom[:f]
	slices.Reverse(foot)
	for _, x := range bs {
		if !slices.ContainsFunc(head, x.same) && !slices.ContainsFunc(foot, x.same) {
			text = append(text, x)
		}
	}
	return head, text, foot
}

// same reports whether blocks x and y are one block of a page (no two
// blocks of a page share a box).
func (x block) same(y block) bool { return x.box == y.box }

// marginCut returns how many of blocks bs, sorted from the page's edge
// inwards by span (the near and far edge of a block, growing inwards),
// lie before the first band of white across the page at least marginGap
// body sizes tall, when they make a head or foot (see margins); 0
// otherwise.
func marginCut(bs []block, b body, span func(block) (float64, float64)) int {
	start, _ := span(bs[0])
	far := start
	for i, x := range bs {
		near, to := span(x)
		if i > 0 && near-far >= marginGap*b.size {
			if far-start > marginLines*1.2*b.size || !inMargin(bs[:i], bs[i:], b) {
				return 0
			}
			return i
		}
		far = max(far, to)
	}
	return 0
}

// inMargin reports whether blocks bs can be set in a margin beside the
// text of blocks rest on a page of body text b: each aligned with rest
// (see aligned), each of its lines a margin line (see marginLine).
func inMargin(bs, rest []block, b body) bool {
	t := rest[0].box
	for _, x := range rest {
		t = t.union(x.box)
	}
	for _, x := range bs {
		if !aligned(x.box, t, marginAlign*b.size) || slices.ContainsFunc(x.lines, func(l span) bool { return !marginLine(l, b) }) {
			return false
		}
	}
	return true
}

// aligned reports whether box x is centred on box t or flush with its left
// or right edge, within tol.
func aligned(x, t box, tol float64) bool {
	return math.Abs(x.x0-t.x0) <= tol || math.Abs(x.x1-t.x1) <= tol || math.Abs(x.x0+x.x1-t.x0-t.x1) <= 2*tol
}

// marginLine reports whether line l can be a line of a page's head or
// foot on a page of body text b: set below heading size (a title or a
// heading opening the page is text), holding no sentence's end (see
// sentenceEndRE), and smaller than the body text or of at most
// marginWords words.
func marginLine(l span, b body) bool {
	t := l.text()
	return b.headingLevel(l.size) == 0 && !sentenceEndRE.MatchString(t) &&
		(l.size < 0.95*b.size || len(strings.Fields(t)) <= marginWords)
}
