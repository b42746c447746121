package provider

import (
	"errors"
	"fmt"
	"hash/maphash"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
)

// digest is the digest of one component of a canonical request, or of a
// list of them less one: a 64-bit maphash (see textSum), in memory only. A
// collision of two (about one in 2^64 a pair) could only name another
// fixture as the nearest of a miss; what answers a request is its
// fingerprint.
type digest = uint64

// components returns the digests of c's components in request order: the
// system text, each part, then the schema (by its canonical form, so two
// spellings of one schema are one component). Two requests of one tag
// differ in a component exactly when its digests differ. Texts are hashed
// here, on a miss: a fingerprint reads each text once, to escape it.
func components(c *CanonicalRequest) []digest {
	out := make([]digest, 0, len(c.Parts)+2)
	out = append(out, textSum(c.System))
	var h maphash.Hash
	h.SetSeed(textSeed)
	for _, p := range c.Parts {
		h.Reset()
		h.WriteString(p.Type)
		h.WriteByte(0)
		if p.Type == PartImage {
			h.WriteString(p.MIME)
			h.WriteByte(0)
			h.WriteString(p.SHA256)
			maphash.WriteComparable(&h, p.Size)
		} else {
			maphash.WriteComparable(&h, textSum(p.Text))
		}
		out = append(out, h.Sum64())
	}
	schema, err := canonicalSchema(c.Schema)
	if err != nil {
		schema = c.Schema
	}
	return append(out, maphash.Bytes(textSeed, schema))
}

// leaveOneOut returns the digest of comps without component i, with the
// number of components and i: two component lists share it exactly when
// they have the same length and differ at most at i.
func leaveOneOut(comps []digest, i int) digest {
	var h maphash.Hash
	h.SetSeed(textSeed)
	maphash.WriteComparable(&h, len(comps))
	maphash.WriteComparable(&h, i)
	for j, d := range comps {
		if j != i {
			maphash.WriteComparable(&h, d)
		}
	}
	return h.Sum64()
}

// nearIndex indexes the fixtures of one tag by their component digests, so
// the nearest fixture to a missed request is found without reading or
// diffing the others.
type nearIndex struct {
	comps map[string][]digest // file name → component digests
	// oneOff maps a leave-one-out digest to the file names sharing it,
	// the least first, so a miss reads one name per component however
	// many fixtures differ from it in that component alone.
	oneOff map[digest][]string
	// ends maps an endKey to the file names sharing it, the least first:
	// among the fixtures differing from a miss in one text alone, those
	// whose text starts or ends as the request's does.
	ends map[digest][]string
}

// endLens are the lengths in bytes of the starts and ends of a text that
// nearIndex compares, the longest last: when fixtures differ from a miss
// in the same one text (the page of each request of a stage), the nearest
// is the one whose text shares the longest start or end with the
// request's, as the text the request was recorded with, changed in a few
// lines, does; a shorter length alone would also match the texts that
// share a heading or a closing line.
var endLens = [...]int{64, 512, 4096}

// endKey is the key of the start (side 0) or end (side 1) of n bytes of
// text t, component i of a request whose leave-one-out digest for i is k.
func endKey(k digest, side, n int, t string) digest {
	var h maphash.Hash
	h.SetSeed(textSeed)
	maphash.WriteComparable(&h, k)
	maphash.WriteComparable(&h, side)
	maphash.WriteComparable(&h, n)
	if side == 0 {
		h.WriteString(t[:n])
	} else {
		h.WriteString(t[len(t)-n:])
	}
	return h.Sum64()
}

// componentText returns the text of c's component i (numbered as by
// components): the system text, a text part's text; false for an image
// and the schema.
func componentText(c *CanonicalRequest, i int) (string, bool) {
	switch {
	case i == 0:
		return c.System, true
	case i <= len(c.Parts) && c.Parts[i-1].Type != PartImage:
		return c.Parts[i-1].Text, true
	}
	return "", false
}

// newNearIndex indexes fixtures, all of one tag.
func newNearIndex(fixtures []*Fixture) *nearIndex {
	ni := &nearIndex{comps: map[string][]digest{}, oneOff: map[digest][]string{}, ends: map[digest][]string{}}
	for _, f := range fixtures {
		ni.add(FileName(f.Tag, f.Fingerprint), f.Request)
	}
	return ni
}

// add indexes (or re-indexes) the fixture file name recording c.
func (ni *nearIndex) add(name string, c *CanonicalRequest) {
	if _, ok := ni.comps[name]; ok {
		return // a file name holds one fingerprint, so one request
	}
	comps := components(c)
	ni.comps[name] = comps
	for i := range comps {
		k := leaveOneOut(comps, i)
		insertLeast(ni.oneOff, k, name)
		t, ok := componentText(c, i)
		for _, n := range endLens {
			if !ok || len(t) <= n {
				break
			}
			insertLeast(ni.ends, endKey(k, 0, n, t), name)
			insertLeast(ni.ends, endKey(k, 1, n, t), name)
		}
	}
}

// insertLeast adds name to the names of key k in m, keeping the least
// name first.
func insertLeast(m map[digest][]string, k digest, name string) {
	names := append(m[k], name)
	if last := len(names) - 1; name < names[0] {
		names[0], names[last] = name, names[0]
	}
	m[k] = names
}

// nearest returns the file name of the fixture whose request differs from
// the request c, with component digests comps, in the fewest components;
// among those differing in one component, the one whose text there shares
// the longest start or end with c's (see endLens); further ties go to the
// first file name; "" when the index is empty. A fixture differing in one
// component is found with a few lookups per component; only when there is
// none are the digests of every fixture compared.
func (ni *nearIndex) nearest(c *CanonicalRequest, comps []digest) string {
	var best string
	bestLen := -1
	for i := range comps {
		k := leaveOneOut(comps, i)
		names := ni.oneOff[k]
		if len(names) == 0 {
			continue
		}
		name, shared := names[0], 0
		if t, ok := componentText(c, i); ok {
			name, shared = ni.sharedEnd(k, t, name)
		}
		if shared > bestLen || shared == bestLen && name < best {
			best, bestLen = name, shared
		}
	}
	if best != "" {
		return best
	}
	names := make([]string, 0, len(ni.comps))
	for name := range ni.comps {
		names = append(names, name)
	}
	slices.Sort(names)
	fewest := -1
	for _, name := range names {
		if n := differing(ni.comps[name], comps); fewest < 0 || n < fewest {
			best, fewest = name, n
		}
	}
	return best
}

// sharedEnd returns the first file name of the fixtures with leave-one-out
// digest k whose text there shares with t its start or end of the longest
// of endLens, with that length; name and 0 when none shares one.
func (ni *nearIndex) sharedEnd(k digest, t, name string) (string, int) {
	for x := len(endLens) - 1; x >= 0; x-- {
		n := endLens[x]
		if len(t) <= n {
			continue
		}
		var found string
		for side := range 2 {
			if names := ni.ends[endKey(k, side, n, t)]; len(names) > 0 && (found == "" || names[0] < found) {
				found = names[0]
			}
		}
		if found != "" {
			return found, n
		}
	}
	return name, 0
}

// differing counts the components in which two requests differ, as
// differences lists them: the system text (first), each part by
// position, and the schema (last).
func differing(a, b []digest) int {
	n := 0
	if a[0] != b[0] {
		n++
	}
	if a[len(a)-1] != b[len(b)-1] {
		n++
	}
	pa, pb := a[1:len(a)-1], b[1:len(b)-1]
	for i := range max(len(pa), len(pb)) {
		if i >= len(pa) || i >= len(pb) || pa[i] != pb[i] {
			n++
		}
	}
	return n
}

// IndexNearest builds the index [Store.Miss] finds a tag's nearest fixture
// from, for every tag not indexed yet: it reads and verifies every fixture
// of the store, about 0.1 ms each (a second or so for ten thousand in one
// tag). It is for programs that want to index ahead of their first miss:
// without it, a miss indexes its own tag alone (see indexTag), so a store
// that only answers hits (a test suite replaying its recordings) never
// reads its fixtures for it, and one that misses in one tag reads that
// tag's. It stops at the first tag whose files
// cannot be read or verified (the misses of that tag report a file that
// failed verification, and read again one that could not be read), or
// when the directory cannot be listed.
func (s *Store) IndexNearest() error {
	s.mu.Lock()
	err := s.index()
	tags := slices.Clone(s.sortedTags())
	s.mu.Unlock()
	if err != nil {
		return err
	}
	for _, tag := range tags {
		if err := s.indexTag(tag); err != nil {
			return err
		}
	}
	return nil
}

// indexTag indexes the fixtures of sanitized tag tag for misses, once,
// unless a file cannot be read: a later call returns the error of a file
// that failed verification without reading a file again, while a read
// error (a file unreadable for now) is forgotten, so the next call tries
// again; a call while it runs waits for it. The files are read without
// holding the store's lock, so lookups and writes go on meanwhile, and are
// not kept (a lookup reads its own file); a fixture written meanwhile is
// indexed too. It stops at the first file that cannot be read or verified.
// The caller does not hold s.mu.
func (s *Store) indexTag(tag string) error {
	s.mu.Lock()
	if r := s.nearRuns[tag]; r != nil {
		s.mu.Unlock()
		<-r.done
		return r.err
	}
	r := &nearRun{done: make(chan struct{})}
	if s.nearRuns == nil {
		s.nearRuns = map[string]*nearRun{}
	}
	s.nearRuns[tag] = r
	names := slices.Clone(s.byTag[tag])
	s.mu.Unlock()
	defer func() {
		if errors.As(r.err, new(*fs.PathError)) { // read, not verification: try again at the next miss
			s.mu.Lock()
			if s.nearRuns[tag] == r {
				delete(s.nearRuns, tag)
			}
			s.mu.Unlock()
		}
		close(r.done)
	}()
	byTag := map[string][]*Fixture{} // exact tag → its fixtures
	for _, name := range names {
		path := filepath.Join(s.dir, name)
		data, err := os.ReadFile(path)
		if err != nil {
			r.err = fmt.Errorf("read fixture %s: %w", path, err)
			return r.err
		}
		f, err := decodeFixture(path, data)
		if err != nil {
			r.err = err
			return r.err
		}
		byTag[f.Tag] = append(byTag[f.Tag], f)
	}
	r.err = s.installNear(tag, byTag)
	return r.err
}

// installNear indexes each exact tag of byTag, the fixtures read of
// sanitized tag tag, unless a miss indexed it meanwhile, with the
// fixtures of that tag written since they were listed.
func (s *Store) installNear(tag string, byTag map[string][]*Fixture) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	for exact, fixtures := range byTag {
		if s.near[exact] != nil {
			continue
		}
		ni := newNearIndex(fixtures)
		for _, name := range s.byTag[tag] {
			if _, ok := ni.comps[name]; ok {
				continue
			}
			f, err := s.read(name)
			if err != nil {
				return err
			}
			if f.Tag == exact {
				ni.add(name, f.Request)
			}
		}
		if s.near == nil {
			s.near = map[string]*nearIndex{}
		}
		s.near[exact] = ni
	}
	return nil
}

// nearest returns the file name of the fixture of c's tag nearest to c (see
// nearIndex.nearest), indexing the tag's fixtures when indexTag did not
// (the tag had no fixture when it ran). The caller holds s.mu.
func (s *Store) nearest(c *CanonicalRequest) (string, error) {
	ni := s.near[c.Tag]
	if ni == nil {
		fixtures, err := s.byExactTag(c.Tag)
		if err != nil {
			return "", err
		}
		ni = newNearIndex(fixtures)
		if s.near == nil {
			s.near = map[string]*nearIndex{}
		}
		s.near[c.Tag] = ni
	}
	return ni.nearest(c, components(c)), nil
}
