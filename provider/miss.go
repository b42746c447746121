package provider

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/bits"
	"path/filepath"
	"slices"
	"strings"

	"github.com/scriptorium/scriptorium/internal/textcache"
)

// Limits that keep a miss report short.
const (
	maxDiffLines   = 30  // unified diff lines per component
	maxDiffLineLen = 160 // bytes per diff line
	maxValueLen    = 80  // bytes of a schema value quoted in a difference
)

// Miss returns the *[FixtureMissError] explaining why the request of
// canonical form c (as [Canonical] gives it), whose fingerprint is fp (as
// c.Fingerprint gives it: a caller has both from looking the request up,
// and a miss computes neither again), has no fixture in s: the recorded
// tags, and the nearest recorded request with c's tag (the one differing
// in the fewest components; among those differing in one text, the one
// whose text there shares the longest start or end with c's; then the
// first file name) with each differing component described. The nearest
// request is found from an index of the tag's component digests, built
// by the tag's first miss (reading every fixture of the tag once, and of
// no other tag; see [Store.IndexNearest]: the first miss, and the misses
// of the tag meanwhile, wait for it; lookups do not), and only it is read
// and diffed, so every miss after the first costs the same in a store of
// ten fixtures and of ten thousand. A store error while gathering the
// explanation goes into Differences (with NearestFile empty) rather than
// hiding the miss, so an HTTP server can always answer with this text; a
// fixture of the tag that cannot be read or verified when it is indexed
// is reported so by every miss of the tag, without reading its files
// again.
func (s *Store) Miss(c *CanonicalRequest, fp string) *FixtureMissError {
	s.mu.Lock()
	err := s.index()
	s.mu.Unlock()
	if err == nil {
		err = s.indexTag(SanitizeTag(c.Tag))
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	e := &FixtureMissError{Tag: c.Tag, Fingerprint: fp, Hint: s.hint}
	var name string
	if err == nil {
		name, err = s.nearest(c)
	}
	if err != nil {
		e.Differences = []string{err.Error()}
		return e
	}
	tags := s.sortedTags()
	e.RecordedTags = tags[:len(tags):len(tags)]
	if name == "" {
		return e
	}
	f, err := s.read(name)
	if err != nil {
		e.Differences = []string{err.Error()}
		return e
	}
	e.NearestFile, e.Differences = filepath.Join(s.dir, name), differences(f.Request, c)
	return e
}

// differences describes how request got differs from recorded, one entry per
// differing component in request order: the system text, each part, the
// schema, then the conversation. It is empty when the two are equal apart from their tags.
func differences(recorded, got *CanonicalRequest) []string {
	var out []string
	if recorded.System != got.System {
		out = append(out, "system text differs"+textDiff(recorded.System, got.System))
	}
	for i := range max(len(recorded.Parts), len(got.Parts)) {
		if d := partDifference(i, recorded.Parts, got.Parts); d != "" {
			out = append(out, d)
		}
	}
	if ptr, d, ok := firstSchemaDifference(recorded.Schema, got.Schema); ok {
		out = append(out, fmt.Sprintf("schema differs at %q: %s", ptr, d))
	}
	if d := conversationDifference(recorded.Conversation, got.Conversation); d != "" {
		out = append(out, d)
	}
	return out
}

func partDifference(i int, recorded, got []CanonicalPart) string {
	switch {
	case i >= len(recorded):
		return fmt.Sprintf("parts[%d] added: %s", i, describePart(got[i]))
	case i >= len(got):
		return fmt.Sprintf("parts[%d] removed: %s", i, describePart(recorded[i]))
	}
	r, g := recorded[i], got[i]
	switch {
	case r == g:
		return ""
	case r.Type != g.Type:
		return fmt.Sprintf("parts[%d] changed from %s to %s", i, describePart(r), describePart(g))
	case r.Type == PartImage:
		return fmt.Sprintf("parts[%d] image changed: recorded %s, request %s", i, describePart(r), describePart(g))
	default:
		return fmt.Sprintf("parts[%d] text changed", i) + textDiff(r.Text, g.Text)
	}
}

// window cuts a long unified diff line to maxDiffLineLen bytes of its text
// after the marker (' ', '-' or '+'): around byte col for a changed line,
// from the start for a context line; "…" marks each cut.
func window(line string, col int) string {
	mark, text := line[:1], line[1:]
	if mark == " " {
		col = 0
	}
	start := max(0, min(col-maxDiffLineLen/4, len(text)-maxDiffLineLen))
	end := runeStart(text, min(len(text), start+maxDiffLineLen))
	start = runeStart(text, start)
	out := mark
	if start > 0 {
		out += "…"
	}
	out += text[start:end]
	if end < len(text) {
		out += "…"
	}
	return out
}

func describePart(p CanonicalPart) string {
	if p.Type == PartImage {
		return fmt.Sprintf("image %s sha256 %.12s… %d bytes", p.MIME, p.SHA256, p.Size)
	}
	return fmt.Sprintf("%s of %d bytes", p.Type, len(p.Text))
}

// textDiff returns where two texts first differ and a short unified diff
// (recorded → request), each line starting with a newline. A changed line
// longer than maxDiffLineLen shows a window around the column of the first
// difference, so a change far along a long line stays visible. Only the
// changed region and its context lines are split into lines and diffed
// (see changedLines), so a one-line change in a long text costs little
// more than comparing the texts.
func textDiff(recorded, got string) string {
	at := commonPrefix(recorded, got)
	col := at - (strings.LastIndexByte(recorded[:at], '\n') + 1)
	d := lineDiffs.Get().(*lineDiff)
	var skip int
	d.a, d.b, skip = changedLines(d.a[:0], d.b[:0], recorded, got, at)
	out := d.m.diff(lines{recorded, d.a}, lines{got, d.b}, skip)
	lineDiffs.Put(d)
	if len(out) > maxDiffLines {
		out = append(out[:maxDiffLines], fmt.Sprintf("… (%d more diff lines)", len(out)-maxDiffLines))
	}
	for i, l := range out {
		if len(l) > maxDiffLineLen {
			out[i] = window(l, col)
		}
	}
	return fmt.Sprintf(" (first at byte %d):\n%s", at, strings.Join(out, "\n"))
}

// diffContext is the number of unchanged lines around each change.
const diffContext = 1

// commonPrefix is the length in bytes of the longest common prefix of a
// and b. Blocks of commonBlock bytes are compared whole (a vector compare
// in the runtime), then words, then bytes.
func commonPrefix(a, b string) int {
	n := min(len(a), len(b))
	i := 0
	for i+commonBlock <= n && a[i:i+commonBlock] == b[i:i+commonBlock] {
		i += commonBlock
	}
	for i+8 <= n && textcache.Load64(a, i) == textcache.Load64(b, i) {
		i += 8
	}
	for i < n && a[i] == b[i] {
		i++
	}
	return i
}

// commonSuffix is the length in bytes of the longest common suffix of a
// and b, compared as commonPrefix compares.
func commonSuffix(a, b string) int {
	n := min(len(a), len(b))
	i := 0
	for i+commonBlock <= n && a[len(a)-i-commonBlock:len(a)-i] == b[len(b)-i-commonBlock:len(b)-i] {
		i += commonBlock
	}
	for i+8 <= n && textcache.Load64(a, len(a)-i-8) == textcache.Load64(b, len(b)-i-8) {
		i += 8
	}
	for i < n && a[len(a)-1-i] == b[len(b)-1-i] {
		i++
	}
	return i
}

// commonBlock is the size of the blocks commonPrefix and commonSuffix
// compare first.
const commonBlock = 256

// changedLines appends to la and lb the spans of the lines of two
// different texts a and b, their newlines excluded, as difflib.SplitLines
// gives them (the last line too, whether or not the text ends with a
// newline), less the lines both share at their start and end but
// diffContext of each, and returns them with the number of lines dropped
// from the start. at is the length of their common prefix.
//
// Lines are not compared one by one: a line is text plus "\n", so the
// lines shared at the start are those whose newline lies in the common
// prefix, plus the next when both texts' rest starts a line there (is
// empty or starts with a newline); likewise at the end, with the common
// suffix, counted within the lines left after the start's.
func changedLines(la, lb []span, a, b string, at int) (_, _ []span, skip int) {
	breaks := strings.Count(a[:at], "\n")
	head := breaks
	if lineEnds(a[at:]) && lineEnds(b[at:]) {
		head++
	}
	skip = max(0, head-diffContext)
	from := lineStart(a[:at], breaks-skip)
	tailLen := commonSuffix(a, b)
	tail := strings.Count(a[len(a)-tailLen:], "\n")
	if lineBegins(a[:len(a)-tailLen]) && lineBegins(b[:len(b)-tailLen]) {
		tail++
	}
	tail = min(tail, strings.Count(a, "\n")+1-skip, strings.Count(b, "\n")+1-skip)
	drop := max(0, tail-diffContext)
	return regionLines(la, a, from, drop), regionLines(lb, b, from, drop), skip
}

// lineEnds reports whether rest, what follows a common prefix, ends the
// prefix's line: it is empty or starts with a newline.
func lineEnds(rest string) bool { return rest == "" || rest[0] == '\n' }

// lineBegins reports whether head, what precedes a common suffix, ends
// where a line starts: it is empty or ends with a newline.
func lineBegins(head string) bool { return head == "" || head[len(head)-1] == '\n' }

// lineStart is the byte offset of the start of the line back lines
// before the last line of head (a text's first bytes: whole lines and the
// start of one), 0 when head has no such line: the lines kept before a
// change are looked for back from it, not counted from the text's start.
func lineStart(head string, back int) int {
	end := len(head)
	for range back {
		if end = strings.LastIndexByte(head[:end], '\n'); end < 0 {
			return 0
		}
	}
	return strings.LastIndexByte(head[:end], '\n') + 1
}

// regionLines appends to dst the spans of s's lines, their newlines
// excluded, from the one starting at byte from, less its last drop lines
// (leaving one at least). The newlines are found eight bytes at a time.
func regionLines(dst []span, s string, from, drop int) []span {
	end := len(s)
	for range drop {
		end = strings.LastIndexByte(s[:end], '\n')
	}
	start, i := from, from
	for ; i+8 <= end; i += 8 {
		for m := newlines(textcache.Load64(s, i)); m != 0; m &= m - 1 {
			nl := i + bits.TrailingZeros64(m)/8
			dst, start = append(dst, span{start, nl}), nl+1
		}
	}
	for ; i < end; i++ {
		if s[i] == '\n' {
			dst, start = append(dst, span{start, i}), i+1
		}
	}
	return append(dst, span{start, end})
}

// newlines returns the high bit of each byte of w that is a newline:
// exactly those, no carry crossing from one byte to the next.
func newlines(w uint64) uint64 {
	const low7, high = 0x7f7f7f7f7f7f7f7f, 0x8080808080808080
	x := w ^ 0x0a0a0a0a0a0a0a0a // a newline becomes 0
	return ^((x&low7 + low7) | x) & high
}

// firstSchemaDifference returns the RFC 6901 pointer of the first place,
// in sorted member order, where two schemas differ and what differs there;
// ok is false when they are equal JSON values.
func firstSchemaDifference(recorded, got json.RawMessage) (ptr, what string, ok bool) {
	if r, err := canonicalSchema(recorded); err == nil {
		if g, err := canonicalSchema(got); err == nil && bytes.Equal(r, g) {
			return "", "", false // one schema: nothing to decode
		}
	}
	r, errR := decodeNumbers(recorded)
	g, errG := decodeNumbers(got)
	if errR != nil || errG != nil {
		if bytes.Equal(recorded, got) {
			return "", "", false
		}
		return "", "a schema is not valid JSON", true
	}
	return jsonDifference("", r, g)
}

func decodeNumbers(raw json.RawMessage) (any, error) {
	if len(raw) == 0 {
		return nil, nil
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var v any
	err := dec.Decode(&v)
	return v, err
}

func jsonDifference(ptr string, r, g any) (string, string, bool) {
	ro, rok := r.(map[string]any)
	gobj, gok := g.(map[string]any)
	if rok && gok {
		return objectDifference(ptr, ro, gobj)
	}
	ra, rok := r.([]any)
	ga, gok := g.([]any)
	if rok && gok {
		for i := range max(len(ra), len(ga)) {
			p := fmt.Sprintf("%s/%d", ptr, i)
			if i >= len(ra) || i >= len(ga) {
				return p, valuePair(at(ra, i), at(ga, i)), true
			}
			if p, d, ok := jsonDifference(p, ra[i], ga[i]); ok {
				return p, d, true
			}
		}
		return "", "", false
	}
	if sameNumber(r, g) || fmt.Sprintf("%#v", r) == fmt.Sprintf("%#v", g) {
		return "", "", false
	}
	return ptr, valuePair(r, g), true
}

func objectDifference(ptr string, r, g map[string]any) (string, string, bool) {
	keys := make([]string, 0, len(r)+len(g))
	for k := range r {
		keys = append(keys, k)
	}
	for k := range g {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range slices.Compact(keys) {
		p := ptr + "/" + pointerToken.Replace(k)
		rv, rin := r[k]
		gv, gin := g[k]
		if !rin || !gin {
			return p, presencePair(rv, rin, gv, gin), true
		}
		if p, d, ok := jsonDifference(p, rv, gv); ok {
			return p, d, true
		}
	}
	return "", "", false
}

// sameNumber reports whether r and g are JSON numbers of equal value, since
// the fingerprint treats 1.0 and 1 as one number.
func sameNumber(r, g any) bool {
	rn, rok := r.(json.Number)
	gn, gok := g.(json.Number)
	if !rok || !gok {
		return false
	}
	rf, errR := rn.Float64()
	gf, errG := gn.Float64()
	return errR == nil && errG == nil && rf == gf
}

func at(a []any, i int) any {
	if i < len(a) {
		return a[i]
	}
	return missing{}
}

// missing stands for an absent member or element in a difference.
type missing struct{}

func presencePair(r any, rin bool, g any, gin bool) string {
	if !rin {
		r = missing{}
	}
	if !gin {
		g = missing{}
	}
	return valuePair(r, g)
}

func valuePair(r, g any) string {
	return fmt.Sprintf("recorded %s, request %s", quoteValue(r), quoteValue(g))
}

func quoteValue(v any) string {
	if _, ok := v.(missing); ok {
		return "(absent)"
	}
	b, _ := json.Marshal(v)
	if len(b) > maxValueLen {
		return string(b[:maxValueLen]) + "…"
	}
	return string(b)
}
