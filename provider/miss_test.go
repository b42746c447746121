package provider

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/pmezard/go-difflib/difflib"

	"github.com/scriptorium/scriptorium/internal/textcache"
)

func TestMissNamesSystemDiff(t *testing.T) {
	s, _ := OpenStore(t.TempDir())
	putTest(t, s, testRequest(), testResponse())
	other := testRequest()
	other.Tag = "content.p001-p002"
	putTest(t, s, other, testResponse())

	req := testRequest()
	req.System = strings.Replace(req.System, "keyed areas", "keyed rooms", 1)
	s.SetRecordHint("go run ./tools/extract record --mode record-missing")
	_, err := s.Match(req)
	var miss *FixtureMissError
	if !errors.Is(err, ErrFixtureMiss) || !errors.As(err, &miss) {
		t.Fatalf("Match error = %v, want a *FixtureMissError", err)
	}
	fp, _ := Fingerprint(req)
	msg := err.Error()
	for _, want := range []string{
		`tag "survey"`, fp,
		"recorded tags: content.p001-p002, survey",
		"system text differs (first at byte 47)",
		"-List the keyed areas.", "+List the keyed rooms.",
		"to re-record: go run ./tools/extract record --mode record-missing",
	} {
		if !strings.Contains(msg, want) {
			t.Errorf("miss message lacks %q:\n%s", want, msg)
		}
	}
	if len(miss.Differences) != 1 {
		t.Errorf("Differences = %q, want only the system text", miss.Differences)
	}
}

func TestDifferences(t *testing.T) {
	base := Canonical(testRequest())
	tests := []struct {
		name string
		edit func(r *Request)
		want string
	}{
		{"part added", func(r *Request) { r.Parts = append(r.Parts, TextPart("more")) }, "parts[2] added: text of 4 bytes"},
		{"part removed", func(r *Request) { r.Parts = r.Parts[:1] }, "parts[1] removed: image image/png"},
		{"text changed", func(r *Request) { r.Parts[0].Text = "Page 1: 1. Gate." }, "parts[0] text changed (first at byte 11)"},
		{"image changed", func(r *Request) { r.Parts[1].Data = []byte("other") }, "parts[1] image changed: recorded image image/png"},
		{"type changed", func(r *Request) { r.Parts[1] = TextPart("x") }, "parts[1] changed from image"},
		{"schema changed", func(r *Request) {
			r.Schema = []byte(strings.Replace(testSchema, `"string"`, `"integer"`, 1))
		}, `schema differs at "/properties/areas/items/type": recorded "string", request "integer"`},
		{"schema member added", func(r *Request) {
			r.Schema = []byte(strings.Replace(testSchema, `"required"`, `"additionalProperties":false,"required"`, 1))
		}, `schema differs at "/additionalProperties": recorded (absent), request false`},
		{"schema dropped", func(r *Request) { r.Schema = nil }, `schema differs at "": recorded {"properties"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			req := testRequest()
			tt.edit(req)
			got := differences(base, Canonical(req))
			if len(got) != 1 || !strings.HasPrefix(got[0], tt.want) {
				t.Errorf("Differences = %q, want one starting %q", got, tt.want)
			}
		})
	}
	if got := differences(base, Canonical(testRequest())); len(got) != 0 {
		t.Errorf("Differences of equal requests = %q, want none", got)
	}
}

func TestSchemaNumbersEqualByValue(t *testing.T) {
	a := &CanonicalRequest{Schema: []byte(`{"maximum":1.0,"minimum":-0}`)}
	b := &CanonicalRequest{Schema: []byte(`{"minimum":0,"maximum":1}`)}
	if got := differences(a, b); len(got) != 0 {
		t.Errorf("Differences = %q, want none: JCS writes 1.0 as 1 and -0 as 0", got)
	}
}

// missOf is s.Miss of req and its fingerprint.
func missOf(tb testing.TB, s *Store, req *Request) *FixtureMissError {
	tb.Helper()
	fp, err := Fingerprint(req)
	if err != nil {
		tb.Fatal(err)
	}
	return s.Miss(Canonical(req), fp)
}

// TestMissTakesTheFingerprint checks that a miss reports the fingerprint
// its caller looked the request up by rather than computing it again.
func TestMissTakesTheFingerprint(t *testing.T) {
	s, _ := OpenStore(t.TempDir())
	putTest(t, s, testRequest(), testResponse())
	req := testRequest()
	req.System = "changed"
	looked := strings.Repeat("0", 64)
	if got := s.Miss(Canonical(req), looked).Fingerprint; got != looked {
		t.Errorf("Miss(req, %s).Fingerprint = %s, want the one given", looked, got)
	}
	want, _ := Fingerprint(req)
	var miss *FixtureMissError
	if _, err := s.Match(req); !errors.As(err, &miss) || miss.Fingerprint != want {
		t.Errorf("Match(req) = %v, want a miss with fingerprint %s", err, want)
	}
}

func TestMissWithoutSameTag(t *testing.T) {
	s, _ := OpenStore(t.TempDir())
	req := testRequest()
	msg := missOf(t, s, req).Error()
	for _, want := range []string{"recorded tags: none", "none recorded with this tag", DefaultRecordHint} {
		if !strings.Contains(msg, want) {
			t.Errorf("miss message lacks %q:\n%s", want, msg)
		}
	}
}

func TestMissExplainsStoreErrors(t *testing.T) {
	s, _ := OpenStore(t.TempDir())
	path := putTest(t, s, testRequest(), testResponse())
	rewrite(t, path, `"version": 1`, `"version": 9`)
	req := testRequest()
	req.System = "changed"
	msg := missOf(t, s, req).Error()
	for _, want := range []string{"could not compare with the recorded requests", "unknown fixture format version", path} {
		if !strings.Contains(msg, want) {
			t.Errorf("miss message lacks %q:\n%s", want, msg)
		}
	}
}

// TestMissNearest checks which fixture a miss names: one differing in a
// single component before those differing in more (found by the index of
// component digests), the fewest differing components when every fixture
// differs in several, the first file name on a tie, and a fixture recorded
// after the tag's first miss.
func TestMissNearest(t *testing.T) {
	s, _ := OpenStore(t.TempDir())
	edit := func(f func(r *Request)) *Request {
		r := testRequest()
		f(r)
		return r
	}
	twoOff := putTest(t, s, edit(func(r *Request) { r.System, r.Parts[0].Text = "other system", "other page" }), testResponse())
	threeOff := putTest(t, s, edit(func(r *Request) { r.System, r.Parts, r.Schema = "x", r.Parts[:1], nil }), testResponse())
	req := edit(func(r *Request) { r.Parts[1].Data = []byte("another page image") })
	if got := missOf(t, s, req).NearestFile; got != twoOff {
		t.Errorf("nearest among fixtures differing in 2 and 3 components = %s, want %s (%s is farther)", got, twoOff, threeOff)
	}
	oneOff := putTest(t, s, edit(func(r *Request) { r.System = "recorded later" }), testResponse())
	if got, want := missOf(t, s, req).NearestFile, min(twoOff, oneOff); got != want {
		t.Errorf("nearest = %s, want %s: two fixtures differ in two components, the first file name wins", got, want)
	}
	req = edit(func(r *Request) { r.System = "yet another system" })
	miss := missOf(t, s, req)
	if miss.NearestFile != oneOff || len(miss.Differences) != 1 || !strings.HasPrefix(miss.Differences[0], "system text differs") {
		t.Errorf("nearest = %s %q, want %s differing in its system text", miss.NearestFile, miss.Differences, oneOff)
	}
}

// TestMissWindowOnLongLine checks that a change far along a long line is
// shown, in a window around it, not cut off with the line's start.
func TestMissWindowOnLongLine(t *testing.T) {
	s, _ := OpenStore(t.TempDir())
	orcs := strings.Repeat("The orcs guard the door. ", 20) // 500 bytes
	recorded := testRequest()
	recorded.System = "First line.\n" + orcs + orcs + "\nLast line."
	putTest(t, s, recorded, testResponse())
	req := testRequest()
	req.System = "First line.\n" + orcs + "The goblins guard the door. " + orcs + "\nLast line."
	msg := missOf(t, s, req).Error()
	for _, want := range []string{"+…", "The goblins guard", "-…", "first at byte"} {
		if !strings.Contains(msg, want) {
			t.Errorf("miss message lacks %q:\n%s", want, msg)
		}
	}
}

// TestMissMessageCapped checks that a miss message stays within
// MaxMissMessage bytes, whatever the request, and still ends with the hint.
func TestMissMessageCapped(t *testing.T) {
	s, _ := OpenStore(t.TempDir())
	recorded := testRequest()
	for i := range 200 {
		recorded.Parts = append(recorded.Parts, TextPart(fmt.Sprintf("page %d: %s", i, strings.Repeat("word ", 100))))
	}
	putTest(t, s, recorded, testResponse())
	req := testRequest()
	req.Parts = append(req.Parts[:0:0], req.Parts...)
	for i := range 200 {
		req.Parts = append(req.Parts, TextPart(fmt.Sprintf("page %d: %s", i, strings.Repeat("verb ", 100))))
	}
	req.Tag = "survey"
	msg := missOf(t, s, req).Error()
	if len(msg) > MaxMissMessage || !strings.HasSuffix(msg, "to re-record: "+DefaultRecordHint) || !strings.Contains(msg, "bytes of the miss report cut") {
		t.Errorf("miss message of %d bytes (limit %d), want it cut and ending with the hint:\n%.300s…%s", len(msg), MaxMissMessage, msg, msg[max(0, len(msg)-300):])
	}
	if !utf8.ValidString(msg) {
		t.Error("cut miss message is not valid UTF-8")
	}
}

// TestTextDiffTrimsCommonLines checks that diffing only the changed region
// of two texts gives the unified diff of the whole texts, hunk line numbers
// included.
func TestTextDiffTrimsCommonLines(t *testing.T) {
	var page []string
	for i := range 60 {
		page = append(page, fmt.Sprintf("Line %d of the page.", i))
	}
	text := strings.Join(page, "\n")
	for _, got := range []string{
		strings.Replace(text, "Line 30 of", "Line thirty of", 1),
		strings.Replace(strings.Replace(text, "Line 3 of", "Line three of", 1), "Line 50 of", "", 1),
		"Line 0 added.\n" + text,
		text + "\nOne more line.",
		strings.Replace(text, "Line 59 of the page.", "", 1),
		strings.Replace(text, "Line 58 of", "Line fifty-eight of", 1),
	} {
		whole, _ := difflib.GetUnifiedDiffString(difflib.UnifiedDiff{A: difflib.SplitLines(text), B: difflib.SplitLines(got),
			FromFile: "recorded", ToFile: "request", Context: diffContext})
		if d := textDiff(text, got); !strings.HasSuffix(d, ":\n"+strings.TrimRight(whole, "\n")) {
			t.Errorf("textDiff = %s\nwant the whole texts' diff:\n%s", d, whole)
		}
	}
}

// TestChangedLinesAsSplitAndTrim checks changedLines against splitting
// both texts into lines and trimming the lines they share at either end,
// on pairs of short texts of a few letters and newlines, each with every
// text one edit away and with every other text.
func TestChangedLinesAsSplitAndTrim(t *testing.T) {
	texts := []string{"", "\n", "\n\n", "a", "a\n", "\na", "a\nb", "a\nb\n", "a\n\nb", "ab\nab\nab", "a\na\na\n", "b\na\nb\na"}
	for _, a := range texts {
		for _, b := range append(edits(a), texts...) {
			if a == b {
				continue
			}
			sa, sb, skip := changedLines(nil, nil, a, b, commonPrefix(a, b))
			ga, gb := lineTexts(lines{a, sa}), lineTexts(lines{b, sb})
			wskip, wa, wb := splitAndTrim(a, b)
			if skip != wskip || !slices.Equal(ga, wa) || !slices.Equal(gb, wb) {
				t.Errorf("changedLines(%q, %q) = %d %q %q, want %d %q %q", a, b, skip, ga, gb, wskip, wa, wb)
			}
		}
	}
}

// edits returns s with each single-byte insertion, deletion and
// replacement from the bytes a, b and newline.
func edits(s string) []string {
	var out []string
	for i := 0; i <= len(s); i++ {
		for _, c := range []string{"a", "b", "\n"} {
			out = append(out, s[:i]+c+s[i:])
			if i < len(s) {
				out = append(out, s[:i]+c+s[i+1:])
			}
		}
		if i < len(s) {
			out = append(out, s[:i]+s[i+1:])
		}
	}
	return out
}

// splitAndTrim is changedLines' reference: both texts split whole, the
// lines they share at their start and then at their end dropped but
// diffContext of each, each line without its newline.
func splitAndTrim(recorded, got string) (skip int, _, _ []string) {
	a, b := difflib.SplitLines(recorded), difflib.SplitLines(got)
	for skip < len(a) && skip < len(b) && a[skip] == b[skip] {
		skip++
	}
	skip = max(0, skip-diffContext)
	a, b = a[skip:], b[skip:]
	end := 0
	for end < len(a) && end < len(b) && a[len(a)-1-end] == b[len(b)-1-end] {
		end++
	}
	end = max(0, end-diffContext)
	return skip, withoutNewlines(a[:len(a)-end]), withoutNewlines(b[:len(b)-end])
}

// TestMissSummary checks the one-line miss report of each kind of miss:
// a nearest fixture with its differences' first lines, a store error, and
// a tag no fixture has, with the recorded tags; each says what the
// multi-line report says.
func TestMissSummary(t *testing.T) {
	diffs := []string{"system text differs (first at byte 3):\n--- recorded\n+++ request", "parts[1] added: text of 4 bytes"}
	for _, c := range []struct {
		miss    FixtureMissError
		nearest string
		want    string
	}{
		{FixtureMissError{Tag: "t", Fingerprint: "f", NearestFile: "/d/t.0123456789ab.json", Differences: diffs}, "t.0123456789ab.json",
			`fixture miss: tag "t" fingerprint f: no fixture recorded; nearest with this tag: t.0123456789ab.json; differences: system text differs (first at byte 3); parts[1] added: text of 4 bytes; to re-record: H`},
		{FixtureMissError{Tag: "t", Fingerprint: "f", Differences: []string{"index fixture store /d: broken"}}, "",
			`fixture miss: tag "t" fingerprint f: no fixture recorded; could not compare with the recorded requests; differences: index fixture store /d: broken; to re-record: H`},
		{FixtureMissError{Tag: "t", Fingerprint: "f", RecordedTags: []string{"a", "b"}}, "",
			`fixture miss: tag "t" fingerprint f: no fixture recorded; none recorded with this tag (recorded tags: a, b); to re-record: H`},
		{FixtureMissError{Fingerprint: "f", RecordedTags: []string{"a"}}, "",
			`fixture miss: untagged request fingerprint f: no fixture recorded; none recorded without a tag (recorded tags: a); to re-record: H`},
		{FixtureMissError{Fingerprint: "f", NearestFile: "/d/0123456789ab.json", Differences: diffs[1:]}, "0123456789ab.json",
			`fixture miss: untagged request fingerprint f: no fixture recorded; nearest without a tag: 0123456789ab.json; differences: parts[1] added: text of 4 bytes; to re-record: H`},
	} {
		if got := c.miss.Summary(c.nearest, "H"); got != c.want {
			t.Errorf("Summary(%q) = %s\nwant %s", c.nearest, got, c.want)
		}
		head, rest, _ := strings.Cut(c.want, "; ")
		nearest, _, _ := strings.Cut(rest, "; ")
		nearest = strings.Replace(nearest, c.nearest, c.miss.NearestFile, 1)
		nearest, _, _ = strings.Cut(nearest, " (recorded tags")
		if e := c.miss.Error(); !strings.HasPrefix(e, head+"\n") || !strings.Contains(e, "\n"+nearest) {
			t.Errorf("Error() = %s\nwant it to start with %q and say %q", e, head, nearest)
		}
	}
}

// TestNewlinesExact checks newlines against a byte-by-byte look on every
// pair of neighbouring bytes at every place in a word, so that no borrow
// or carry between bytes marks a byte that is not a newline.
func TestNewlinesExact(t *testing.T) {
	for k := range 7 {
		for pair := range 1 << 16 {
			var w [8]byte
			for i := range w {
				w[i] = 'a'
			}
			w[k], w[k+1] = byte(pair), byte(pair>>8)
			var want uint64
			for i, c := range w {
				if c == '\n' {
					want |= 0x80 << (8 * i)
				}
			}
			if got := newlines(textcache.Load64(string(w[:]), 0)); got != want {
				t.Fatalf("newlines(% x) = %x, want %x", w, got, want)
			}
		}
	}
}

// TestCommonPrefixAndSuffix changes each byte of a text longer than a few
// of the blocks commonPrefix and commonSuffix compare whole, and checks
// both against the changed byte's offset, for texts of one length and
// with a byte added.
func TestCommonPrefixAndSuffix(t *testing.T) {
	a := strings.Repeat("The orcs guard the door.\n", 3*commonBlock/25+7)
	for k := range len(a) {
		b := a[:k] + "#" + a[k+1:]
		if p, s := commonPrefix(a, b), commonSuffix(a, b); p != k || s != len(a)-1-k {
			t.Fatalf("byte %d changed: common prefix %d, suffix %d; want %d, %d", k, p, s, k, len(a)-1-k)
		}
		b = a[:k] + "#" + a[k:]
		if p, s := commonPrefix(a, b), commonSuffix(a, b); p != k || s != len(a)-k {
			t.Fatalf("byte added at %d: common prefix %d, suffix %d; want %d, %d", k, p, s, k, len(a)-k)
		}
	}
}
