package provider

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestNearIndexKeepsLeastNameFirst checks that the file names sharing a
// leave-one-out digest are kept least first, whatever order they were
// indexed in, so a miss among many fixtures that each differ from it in
// the same one component reads one name, not all of them, and still
// names the first file.
func TestNearIndexKeepsLeastNameFirst(t *testing.T) {
	ni := newNearIndex(nil)
	var want string
	for i := 9; i >= 0; i-- {
		c := Canonical(&Request{Tag: "t", System: "s", Parts: []Part{TextPart(fmt.Sprintf("page %d", (i*7)%10))}})
		name := fmt.Sprintf("t.%02d.json", (i*7)%10)
		ni.add(name, c)
		if want == "" || name < want {
			want = name
		}
	}
	missed := Canonical(&Request{Tag: "t", System: "s", Parts: []Part{TextPart("another page")}})
	miss := components(missed)
	names := ni.oneOff[leaveOneOut(miss, 1)]
	if len(names) != 10 || names[0] != want {
		t.Fatalf("bucket of the part's leave-one-out digest = %q, want 10 names, %s first", names, want)
	}
	if got := ni.nearest(missed, miss); got != want {
		t.Errorf("nearest = %s, want %s", got, want)
	}
}

// TestNearestSharesTheChangedTextsEnds checks that among fixtures that
// each differ from a miss in the same one text (the page of each request
// of a stage), the nearest is the one whose text the request's changes in
// a few lines: a line added at the end, a line changed at the start, or in
// the middle, of an English page and of a page of short tab-separated
// rows; whatever file name comes first. Pages sharing a heading of a few
// hundred bytes (longer than the shortest end compared) do not confuse it.
func TestNearestSharesTheChangedTextsEnds(t *testing.T) {
	heading := strings.Repeat("THE SUNKEN PRIORY, a module for characters of levels 2-4.\n", 4)
	pages := map[string]func(k int) string{
		"prose": func(k int) string {
			return heading + strings.Repeat(fmt.Sprintf("Area %d. The monks kept %d casks of wine in the crypt below.\n", k, k*3), 30)
		},
		"rows": func(k int) string {
			return heading + strings.Repeat(fmt.Sprintf("%d\tgoblin\t%d\n", k, 2*k), 200)
		},
	}
	changes := map[string]func(s string) string{
		"line added at the end": func(s string) string { return s + "One line more.\n" },
		"first line changed":    func(s string) string { return "THE DROWNED PRIORY" + s[len("THE SUNKEN PRIORY"):] },
		"a middle line changed": func(s string) string { return s[:len(s)/2] + "CHANGED" + s[len(s)/2+7:] },
	}
	for style, page := range pages {
		ni := newNearIndex(nil)
		names := map[int]string{}
		for k := range 8 {
			c := Canonical(&Request{Tag: "t", System: "Read the page.", Parts: []Part{TextPart(page(k))}})
			fp, _ := c.Fingerprint()
			names[k] = FileName("t", fp)
			ni.add(names[k], c)
		}
		for what, change := range changes {
			for k := range 8 {
				c := Canonical(&Request{Tag: "t", System: "Read the page.", Parts: []Part{TextPart(change(page(k)))}})
				if got := ni.nearest(c, components(c)); got != names[k] {
					t.Errorf("%s, %s of page %d: nearest = %s, want %s", style, what, k, got, names[k])
				}
			}
		}
	}
}

// TestIndexNearestAheadOfTheFirstMiss indexes a store of two tags with
// IndexNearest, then removes every fixture file but the nearest one: the
// first miss of each tag still names its nearest fixture and diffs it, as
// it reads no other file (without IndexNearest it read all of its tag's),
// and a fixture written after the index is indexed too.
func TestIndexNearestAheadOfTheFirstMiss(t *testing.T) {
	dir := t.TempDir()
	s, _ := OpenStore(dir)
	paths := map[string]string{}
	const areas = "1. Entrance. 2. Guard room. 3. Hall of the seven pillars. 4. Shrine."
	for _, tag := range []string{"survey", "content.p001"} {
		for k := range 5 {
			req := testRequest()
			req.Tag, req.Parts[0] = tag, TextPart(fmt.Sprintf("Page %d: %s", k, areas))
			paths[fmt.Sprint(tag, k)] = putTest(t, s, req, testResponse())
		}
	}
	s, _ = OpenStore(dir)
	if _, err := s.Tags(); err != nil { // the files listed, none read
		t.Fatal(err)
	}
	if err := s.IndexNearest(); err != nil {
		t.Fatal(err)
	}
	for key, path := range paths {
		if key != "survey3" && key != "content.p0012" {
			os.Remove(path)
		}
	}
	for tag, k := range map[string]int{"survey": 3, "content.p001": 2} {
		req := testRequest()
		req.Tag, req.Parts[0] = tag, TextPart(fmt.Sprintf("Page %d: %s 9. Well.", k, areas))
		miss := missOf(t, s, req)
		if miss.NearestFile != paths[fmt.Sprint(tag, k)] || len(miss.Differences) != 1 || !strings.HasPrefix(miss.Differences[0], "parts[0] text changed") {
			t.Errorf("first miss of %s: nearest %s %q, want %s and its text changed", tag, miss.NearestFile, miss.Differences, paths[fmt.Sprint(tag, k)])
		}
	}
	req := testRequest()
	req.Parts[0] = TextPart("Page 9: the lair.")
	later := putTest(t, s, req, testResponse())
	req.Parts[0] = TextPart("Page 9: the lair. 4. Crypt.")
	if miss := missOf(t, s, req); miss.NearestFile != later {
		t.Errorf("miss after a write: nearest %s %q, want %s", miss.NearestFile, miss.Differences, later)
	}
}

// TestFirstMissIndexesWhileLookupsGoOn misses in a store of 2,000
// fixtures of one tag, whose first miss indexes them all (indexTag,
// about 0.1 ms each), while this goroutine looks a fixture up again and
// again: some lookups must begin and end while the index is built, as it
// reads the files without the store's lock; an index built under the lock
// (as a miss indexed its tag before) answers none meanwhile. The miss then
// names a nearest fixture.
func TestFirstMissIndexesWhileLookupsGoOn(t *testing.T) {
	request := func(i int) *Request {
		return &Request{Tag: "page", System: "Read the page.", Parts: []Part{TextPart(fmt.Sprintf("Page %d: the keyed areas.", i))}}
	}
	dir, fp := fixtureDirOf(t, 2000, request)
	s, err := OpenStore(dir)
	if err != nil {
		t.Fatal(err)
	}
	indexing := func() bool {
		s.mu.Lock()
		r := s.nearRuns["page"]
		s.mu.Unlock()
		if r == nil {
			return false
		}
		select {
		case <-r.done:
			return false
		default:
			return true
		}
	}
	req := request(700)
	req.Parts[0].Text += " 9. Well."
	c := Canonical(req)
	missFP, err := c.Fingerprint()
	if err != nil {
		t.Fatal(err)
	}
	missed := make(chan *FixtureMissError)
	go func() { missed <- s.Miss(c, missFP) }()
	during := 0
	for {
		select {
		case miss := <-missed:
			if during == 0 {
				t.Error("no lookup was answered while the first miss indexed the store")
			}
			if filepath.Dir(miss.NearestFile) != dir || len(miss.Differences) != 1 {
				t.Errorf("miss: nearest %q %q, want a fixture of %s differing in its text", miss.NearestFile, miss.Differences, dir)
			}
			return
		default:
		}
		before := indexing()
		if _, ok, err := s.Lookup(fp); !ok || err != nil {
			t.Fatalf("Lookup(%s) = %v, %v", fp, ok, err)
		}
		if before && indexing() {
			during++
		}
	}
}

// TestFirstMissIndexesItsTagAlone misses in a store of two tags: the
// miss indexes its own tag's fixtures and reads none of the other's (an
// index of the other tag appears only at its own first miss), and names
// its nearest fixture.
func TestFirstMissIndexesItsTagAlone(t *testing.T) {
	dir := t.TempDir()
	s, _ := OpenStore(dir)
	paths := map[string]string{}
	for _, tag := range []string{"survey", "content.p001"} {
		for k := range 3 {
			req := testRequest()
			req.Tag, req.Parts[0] = tag, TextPart(fmt.Sprintf("Page %d: the keyed areas of the keep.", k))
			paths[fmt.Sprint(tag, k)] = putTest(t, s, req, testResponse())
		}
	}
	s, _ = OpenStore(dir)
	req := testRequest()
	req.Tag, req.Parts[0] = "survey", TextPart("Page 1: the keyed areas of the keep. 9. Well.")
	if miss := missOf(t, s, req); miss.NearestFile != paths["survey1"] {
		t.Errorf("miss: nearest %s %q, want %s", miss.NearestFile, miss.Differences, paths["survey1"])
	}
	if s.near["content.p001"] != nil || s.nearRuns["content.p001"] != nil {
		t.Error("the first miss of survey indexed the fixtures of content.p001 too")
	}
}

// TestUnreadableFixtureIndexedOnce misses twice in a tag holding a
// fixture that cannot be verified (its request edited): each miss reports
// that fixture's error, and the second reads no file of the tag again
// (removed after the first miss, they would answer it with another
// error, of a file not found).
func TestUnreadableFixtureIndexedOnce(t *testing.T) {
	dir := t.TempDir()
	s, _ := OpenStore(dir)
	paths := putPages(t, s, 3)
	slices.Sort(paths)
	data, _ := os.ReadFile(paths[len(paths)-1])
	os.WriteFile(paths[len(paths)-1], []byte(strings.Replace(string(data), "keyed areas", "rooms", 1)), 0o644)
	s, _ = OpenStore(dir)
	req := testRequest()
	req.Parts[0] = TextPart("Page 9: the keyed areas of the keep.")
	first := missOf(t, s, req)
	if len(first.Differences) != 1 || !strings.Contains(first.Differences[0], filepath.Base(paths[len(paths)-1])) {
		t.Fatalf("first miss: %q, want the error of %s", first.Differences, paths[len(paths)-1])
	}
	for _, path := range paths {
		os.Remove(path)
	}
	if again := missOf(t, s, req); !slices.Equal(again.Differences, first.Differences) {
		t.Errorf("second miss: %q, want the first's %q, its files not read again", again.Differences, first.Differences)
	}
}

// TestMissRetriesAFixtureItCouldNotRead misses while the nearest fixture
// of its tag cannot be read (a directory stands at its path): the miss
// names no nearest fixture. With the file back, the next miss reads the
// tag again and names it, as a read error is not kept as a corrupt file
// is.
func TestMissRetriesAFixtureItCouldNotRead(t *testing.T) {
	dir := t.TempDir()
	s, _ := OpenStore(dir)
	paths := putPages(t, s, 3)
	s, _ = OpenStore(dir)
	if _, err := s.Tags(); err != nil { // the files listed, none read
		t.Fatal(err)
	}
	nearest := paths[1]
	if err := os.Rename(nearest, nearest+".away"); err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(nearest, 0o755); err != nil {
		t.Fatal(err)
	}
	req := testRequest()
	req.Parts[0] = TextPart("Page 1: the keyed areas of the keep. 9. Well.")
	if miss := missOf(t, s, req); miss.NearestFile != "" {
		t.Fatalf("miss with %s unreadable: nearest %s, want none", nearest, miss.NearestFile)
	}
	if err := os.Remove(nearest); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(nearest+".away", nearest); err != nil {
		t.Fatal(err)
	}
	if miss := missOf(t, s, req); miss.NearestFile != nearest || len(miss.Differences) != 1 {
		t.Errorf("miss with %s readable again: nearest %s %q, want it and its text changed", nearest, miss.NearestFile, miss.Differences)
	}
}

// putPages records n fixtures of testRequest's tag whose page texts
// differ ("Page 0: the keyed areas of the keep.", …) and returns their
// paths.
func putPages(t *testing.T, s *Store, n int) []string {
	t.Helper()
	var paths []string
	for k := range n {
		req := testRequest()
		req.Parts[0] = TextPart(fmt.Sprintf("Page %d: the keyed areas of the keep.", k))
		paths = append(paths, putTest(t, s, req, testResponse()))
	}
	return paths
}
