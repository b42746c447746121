package requests

import (
	"bytes"
	"testing"
	"time"

	"github.com/scriptorium/scriptorium/provider"
	"github.com/scriptorium/scriptorium/statblock"
)

// benchPages are eight pages with a 300 KiB render each, the size of a
// typical content batch (MEASURED.md).
var benchPages = func() []Page {
	pages := make([]Page, 8)
	for i := range pages {
		pages[i] = Page{Number: i + 3, Text: string(bytes.Repeat([]byte("The orcs guard the door. "), 120)),
			Image: bytes.Repeat([]byte{byte(i)}, 300<<10)}
	}
	return pages
}()

// versus runs peer and subject alternately, so both see the same machine
// load, and reports subject time over peer time as unit, and the subject's
// microseconds per operation.
func versus(b *testing.B, unit string, peer, subject func()) {
	b.Helper()
	var peerT, subjT time.Duration
	for b.Loop() {
		t0 := time.Now()
		peer()
		t1 := time.Now()
		subject()
		peerT += t1.Sub(t0)
		subjT += time.Since(t1)
	}
	b.ReportMetric(float64(subjT)/float64(peerT), unit)
	b.ReportMetric(float64(subjT.Microseconds())/float64(b.N), "µs/subject")
}

// BenchmarkBuildContent compares building a content request and taking its
// fingerprint with fingerprinting an already built request (the peer): the
// builder's share of the cost of a request.
func BenchmarkBuildContent(b *testing.B) {
	ctx := &ContentContext{System: "B/X", ExpectedKeys: []string{"1", "2", "3"}}
	built, err := BuildContentRequest(benchPages, ctx, Settings{})
	if err != nil {
		b.Fatal(err)
	}
	versus(b, "build+fp/fp",
		func() { _, _ = provider.Fingerprint(built) },
		func() {
			req, _ := BuildContentRequest(benchPages, ctx, Settings{})
			_, _ = provider.Fingerprint(req)
		})
}

// BenchmarkResolve compares a fuzzy resolution (a misspelling that misses
// every map) with an exact one (the peer).
func BenchmarkResolve(b *testing.B) {
	t := DefaultAliases()
	versus(b, "fuzzy/exact", func() { t.Resolve("3 Goblins") }, func() { t.Resolve("Skeletton") })
}

// BenchmarkNormalize compares parsing and normalizing an OSE stat line with
// parsing it alone (the peer).
func BenchmarkNormalize(b *testing.B) {
	line := "Goblin: AC 6 [13], HD 1-1 (3hp), Att 1 × weapon (1d6), THAC0 19 [0], MV 60' (20'), SV D14 W15 P16 B17 S18 (NH), ML 7, AL Chaotic, XP 5, NA 2d4 (6d10), TT C"
	versus(b, "parse+norm/parse", func() { statblock.Parse(line) }, func() { statblock.Normalize(statblock.Parse(line)) })
}
