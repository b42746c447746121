package provider

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"
)

const testSchema = `{"type":"object","properties":{"areas":{"type":"array","items":{"type":"string"}}},"required":["areas"]}`

func testRequest() *Request {
	return &Request{
		Tag:    "survey",
		System: "You read old adventure modules.\nList the keyed areas.\nAnswer in JSON.",
		Parts:  []Part{TextPart("Page 1: 1. Entrance. 2. Guard room."), ImagePart("image/png", []byte("\x89PNG fake page"))},
		Schema: []byte(testSchema),
	}
}

func testResponse() *Response {
	return &Response{Data: []byte(`{"areas":["Entrance","Guard room"]}`), Provider: "test", Model: "m1",
		Usage: Usage{InputTokens: 10, OutputTokens: 5}, FinishReason: FinishStop}
}

func putTest(t *testing.T, s *Store, req *Request, resp *Response) string {
	t.Helper()
	f, err := NewFixture(req, resp)
	if err != nil {
		t.Fatal(err)
	}
	path, err := s.Put(f)
	if err != nil {
		t.Fatal(err)
	}
	return path
}

func TestStorePutLookup(t *testing.T) {
	dir := t.TempDir()
	s, err := OpenStore(dir)
	if err != nil {
		t.Fatal(err)
	}
	path := putTest(t, s, testRequest(), testResponse())
	fp, _ := Fingerprint(testRequest())
	if want := filepath.Join(dir, "survey."+fp[:12]+".json"); path != want {
		t.Errorf("Put path = %s, want %s", path, want)
	}
	fresh, _ := OpenStore(dir)
	f, ok, err := fresh.Lookup(fp)
	if err != nil || !ok {
		t.Fatalf("Lookup(%s) = %v, %v, want a fixture", fp, ok, err)
	}
	if got := string(f.Response().Data); got != `{"areas":["Entrance","Guard room"]}` {
		t.Errorf("replayed data = %s", got)
	}
	if f.Request.Parts[1].Size != len("\x89PNG fake page") || f.Request.Parts[1].SHA256 == "" {
		t.Errorf("image part stored as %+v, want digest and size", f.Request.Parts[1])
	}
	if _, ok, err := fresh.Lookup(strings.Repeat("0", 64)); ok || err != nil {
		t.Errorf("Lookup(unrecorded) = %v, %v, want not found", ok, err)
	}
}

func TestFixtureBytesStable(t *testing.T) {
	dirA, dirB := t.TempDir(), t.TempDir()
	a, _ := OpenStore(dirA)
	b, _ := OpenStore(dirB)
	pa := putTest(t, a, testRequest(), testResponse())
	pb := putTest(t, b, testRequest(), testResponse())
	ba, _ := os.ReadFile(pa)
	bb, _ := os.ReadFile(pb)
	if !bytes.Equal(ba, bb) || !bytes.HasSuffix(ba, []byte("}\n")) {
		t.Fatalf("two recordings differ or lack a trailing newline:\n%s\n%s", ba, bb)
	}
	if bytes.Contains(ba, []byte("fake page")) {
		t.Errorf("fixture holds image bytes:\n%s", ba)
	}
	f, err := decodeFixture(pa, ba)
	if err != nil {
		t.Fatal(err)
	}
	again, _ := f.Encode()
	if !bytes.Equal(again, ba) {
		t.Errorf("decode+encode changed the file (-want +got):\n%s\n%s", ba, again)
	}
}

func TestStoreRefusals(t *testing.T) {
	tests := []struct {
		name string
		edit func(t *testing.T, dir, path string) string // returns the fingerprint to look up
		want error
	}{
		{"unknown version", func(t *testing.T, dir, path string) string {
			return rewrite(t, path, `"version": 1`, `"version": 2`)
		}, ErrUnknownFixtureVersion},
		{"corrupt JSON", func(t *testing.T, dir, path string) string {
			return rewrite(t, path, `"data": {`, `"data": {{`)
		}, ErrCorruptFixture},
		{"edited request", func(t *testing.T, dir, path string) string {
			return rewrite(t, path, "List the keyed areas.", "List the rooms.")
		}, ErrCorruptFixture},
		{"renamed", func(t *testing.T, dir, path string) string {
			fp := fingerprintOf(t, path)
			os.Rename(path, filepath.Join(dir, "other."+fp[:12]+".json"))
			return fp
		}, ErrFixtureNameMismatch},
		{"stray json", func(t *testing.T, dir, path string) string {
			os.WriteFile(filepath.Join(dir, "notes.json"), []byte("{}"), 0o644)
			return fingerprintOf(t, path)
		}, ErrFixtureNameMismatch},
		{"duplicate", func(t *testing.T, dir, path string) string {
			fp := fingerprintOf(t, path)
			raw, _ := os.ReadFile(path)
			os.WriteFile(filepath.Join(dir, "survey_copy."+fp[:12]+".json"), raw, 0o644)
			return fp
		}, ErrDuplicateFingerprint},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			s, _ := OpenStore(dir)
			path := putTest(t, s, testRequest(), testResponse())
			fp := tt.edit(t, dir, path)
			fresh, _ := OpenStore(dir)
			_, _, err := fresh.Lookup(fp)
			if !errors.Is(err, tt.want) {
				t.Fatalf("Lookup error = %v, want %v", err, tt.want)
			}
			if !strings.Contains(err.Error(), dir) {
				t.Errorf("error %q does not name the file", err)
			}
		})
	}
}

func TestWriteAtomicFailureLeavesNothing(t *testing.T) {
	dir := t.TempDir()
	s, _ := OpenStore(dir)
	f, _ := NewFixture(testRequest(), testResponse())
	halfThenFail := func(w io.Writer, b []byte) error {
		w.Write(b[:len(b)/2])
		return errors.New("disk unplugged")
	}
	if _, err := s.put(f, halfThenFail); err == nil || !strings.Contains(err.Error(), "disk unplugged") {
		t.Fatalf("put error = %v, want the write failure", err)
	}
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		t.Errorf("failed write left %s behind", e.Name())
	}
	if _, ok, err := s.Lookup(f.Fingerprint); ok || err != nil {
		t.Errorf("Lookup after failed write = %v, %v, want not found", ok, err)
	}
}

func TestStoreIgnoresTemporaryFiles(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, ".tmp-123-survey.0123456789ab.json"), []byte(`{"format": "scri`), 0o644)
	s, _ := OpenStore(dir)
	tags, err := s.Tags()
	if err != nil || len(tags) != 0 {
		t.Fatalf("Tags() = %v, %v, want none: an interrupted write is not a fixture", tags, err)
	}
}

// TestOpenStoreRefusesFile: a file given as the fixture directory is
// named as a file, not reported as a failed mkdir inside it.
func TestOpenStoreRefusesFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "module.pdf")
	if err := os.WriteFile(path, []byte("%PDF-1.7"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := OpenStore(path)
	if want := "open fixture store " + path + ": a file, not a directory"; err == nil || err.Error() != want {
		t.Errorf("OpenStore(file) = %v, want %s", err, want)
	}
}

// TestOpenStoreSweepsStaleTemporaries: opening a store removes the
// temporary files of its own writes that are StaleTempAge old (a writer
// killed mid-write left them) and keeps younger ones, which may be a write
// in progress in another process, and every other file.
func TestOpenStoreSweepsStaleTemporaries(t *testing.T) {
	dir := t.TempDir()
	old := time.Now().Add(-StaleTempAge - time.Minute)
	files := map[string]bool{ // name → swept
		".tmp-123-survey.0123456789ab.json":            true,
		".tmp-9-content.p003-p010.0123456789ab.json":   true,
		".tmp-456-survey.0123456789ab.json":            false, // fresh
		".tmp-x-survey.0123456789ab.json":              false, // not our naming
		".tmp-123-notes.txt":                           false,
		".gitkeep":                                     false,
		"survey.0123456789ab.json.tmp-1":               false,
		".tmp-77-survey.0123456789ab.json.other-owner": false,
	}
	for name := range files {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(`{"format": "scri`), 0o644); err != nil {
			t.Fatal(err)
		}
		if name != ".tmp-456-survey.0123456789ab.json" { // the rest are old
			if err := os.Chtimes(path, old, old); err != nil {
				t.Fatal(err)
			}
		}
	}
	s, err := OpenStore(dir)
	if err != nil {
		t.Fatal(err)
	}
	for name, swept := range files {
		if _, err := os.Stat(filepath.Join(dir, name)); os.IsNotExist(err) != swept {
			t.Errorf("%s: removed %v, want %v", name, os.IsNotExist(err), swept)
		}
	}
	removed, left, err := s.Temporaries()
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{".tmp-123-survey.0123456789ab.json", ".tmp-9-content.p003-p010.0123456789ab.json"}; !slices.Equal(removed, want) {
		t.Errorf("Temporaries removed %q, want %q", removed, want)
	}
	if want := []string{".tmp-456-survey.0123456789ab.json"}; !slices.Equal(left, want) {
		t.Errorf("Temporaries left %q, want %q", left, want)
	}
}

func TestSanitizeTag(t *testing.T) {
	for tag, want := range map[string]string{
		"content.p003-p010": "content.p003-p010",
		"statblock.orc war": "statblock.orc_war",
		"../etc/passwd":     "_._etc_passwd",
		"":                  "untagged",
		"é":                 "__",
	} {
		if got := SanitizeTag(tag); got != want {
			t.Errorf("SanitizeTag(%q) = %q, want %q", tag, got, want)
		}
	}
}

func rewrite(t *testing.T, path, old, new string) string {
	t.Helper()
	fp := fingerprintOf(t, path)
	raw, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(raw, []byte(old)) {
		t.Fatalf("%s does not contain %q:\n%s", path, old, raw)
	}
	os.WriteFile(path, bytes.Replace(raw, []byte(old), []byte(new), 1), 0o644)
	return fp
}

func fingerprintOf(t *testing.T, path string) string {
	t.Helper()
	fp, _ := Fingerprint(testRequest())
	if !strings.Contains(path, fp[:12]) {
		t.Fatalf("%s is not the test request's fixture", path)
	}
	return fp
}

func TestStoreConcurrentPutLookup(t *testing.T) {
	s, _ := OpenStore(t.TempDir())
	var wg sync.WaitGroup
	for i := range 16 {
		wg.Go(func() {
			req := testRequest()
			req.Tag = fmt.Sprintf("content.p%03d", i%4)
			req.Parts[0].Text = fmt.Sprintf("page %d", i)
			f, err := NewFixture(req, testResponse())
			if err != nil {
				t.Error(err)
				return
			}
			if _, err := s.Put(f); err != nil {
				t.Error(err)
			}
			if _, ok, err := s.Lookup(f.Fingerprint); !ok || err != nil {
				t.Errorf("Lookup after Put = %v, %v", ok, err)
			}
			missOf(t, s, testRequest())
		})
	}
	wg.Wait()
	tags, _ := s.Tags()
	if len(tags) != 4 {
		t.Errorf("Tags() = %q, want 4 tags", tags)
	}
}

// TestKilledWriterLeavesNoFixture kills (SIGKILL) a process in the middle of
// writing a fixture and checks that the store holds no fixture afterwards:
// only a hidden temporary file, which a store ignores.
func TestKilledWriterLeavesNoFixture(t *testing.T) {
	if dir := os.Getenv("SCRIPTORIUM_KILLED_WRITER_DIR"); dir != "" {
		s, _ := OpenStore(dir)
		f, _ := NewFixture(testRequest(), testResponse())
		s.put(f, func(w io.Writer, b []byte) error {
			w.Write(b[:len(b)/2])
			fmt.Println("half written")
			select {} // wait to be killed
		})
		return
	}
	dir := t.TempDir()
	cmd := exec.Command(os.Args[0], "-test.run=^TestKilledWriterLeavesNoFixture$")
	cmd.Env = append(os.Environ(), "SCRIPTORIUM_KILLED_WRITER_DIR="+dir)
	out, _ := cmd.StdoutPipe()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	line, _ := bufio.NewReader(out).ReadString('\n')
	cmd.Process.Kill()
	cmd.Wait()
	if line != "half written\n" {
		t.Fatalf("writer process said %q, want it to stop half way", line)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 || !strings.HasPrefix(entries[0].Name(), ".tmp-") {
		t.Fatalf("directory after the kill holds %v, want one hidden temporary file", entries)
	}
	s, _ := OpenStore(dir)
	fp, _ := Fingerprint(testRequest())
	if _, ok, err := s.Lookup(fp); ok || err != nil {
		t.Errorf("Lookup after a killed write = %v, %v, want no fixture and no error", ok, err)
	}
}

func TestStoreUnused(t *testing.T) {
	s, err := OpenStore(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	used, stale := testRequest(), testRequest()
	stale.System += " Old prompt."
	putTest(t, s, used, testResponse())
	putTest(t, s, stale, testResponse())
	got, err := s.Unused([]*Request{used})
	if err != nil {
		t.Fatal(err)
	}
	fp, _ := Fingerprint(stale)
	if want := []string{FileName(stale.Tag, fp)}; len(got) != 1 || got[0] != want[0] {
		t.Errorf("Unused = %v, want %v", got, want)
	}
}

// TestDecodeFixtureRefusals checks what decodeFixture refuses and as what:
// data after the fixture and a broken member are corrupt, another version
// is unknown even when it carries members this version does not know.
func TestDecodeFixtureRefusals(t *testing.T) {
	f, err := NewFixture(testRequest(), testResponse())
	if err != nil {
		t.Fatal(err)
	}
	good, _ := f.Encode()
	name := FileName(f.Tag, f.Fingerprint)
	if _, err := decodeFixture(name, good); err != nil {
		t.Fatalf("decodeFixture(good) = %v", err)
	}
	for _, c := range []struct {
		about string
		data  string
		want  error
	}{
		{"data after the fixture", string(good) + "{}", ErrCorruptFixture},
		{"a member of the wrong type", strings.Replace(string(good), `"version": 1`, `"version": "1"`, 1), ErrCorruptFixture},
		{"another version with new members", strings.Replace(string(good), `"version": 1,`, `"version": 2, "novel": true,`, 1), ErrUnknownFixtureVersion},
		{"another format", strings.Replace(string(good), FixtureFormat, "other-format", 1), ErrUnknownFixtureVersion},
		{"not JSON", "{", ErrCorruptFixture},
	} {
		if _, err := decodeFixture(name, []byte(c.data)); !errors.Is(err, c.want) {
			t.Errorf("%s: decodeFixture = %v, want %v", c.about, err, c.want)
		}
	}
}

// A request with no parts is recorded with an empty list of parts, as it
// always was, not with null.
func TestFixtureEncodesNoPartsAsEmptyList(t *testing.T) {
	req := testRequest()
	req.Parts = nil
	f, err := NewFixture(req, testResponse())
	if err != nil {
		t.Fatal(err)
	}
	b, err := f.Encode()
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(b, []byte(`"parts": []`)) {
		t.Errorf("fixture of a partless request encodes no \"parts\": []:\n%s", b)
	}
}

// TestStoreVerify: Verify reads every file and reports each bad one, not
// only the first, while good fixtures pass.
func TestStoreVerify(t *testing.T) {
	s, err := OpenStore(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	dir, good := s.Dir(), putTest(t, s, testRequest(), testResponse())
	if bad, err := s.Verify(); err != nil || len(bad) != 0 {
		t.Fatalf("Verify of a good store = %v, %v; want nothing bad", bad, err)
	}
	data, err := os.ReadFile(good)
	if err != nil {
		t.Fatal(err)
	}
	for name, content := range map[string][]byte{"zz-garbage.json": []byte("{"), "survey.0123456789ab.json": data[:40]} {
		if err := os.WriteFile(filepath.Join(dir, name), content, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	fresh, _ := OpenStore(dir)
	bad, err := fresh.Verify()
	if err != nil {
		t.Fatal(err)
	}
	if len(bad) != 2 || !errors.Is(bad[0], ErrCorruptFixture) || !strings.Contains(bad[0].Error(), "survey.0123456789ab.json") ||
		!errors.Is(bad[1], ErrFixtureNameMismatch) || !strings.Contains(bad[1].Error(), "zz-garbage.json") {
		t.Errorf("Verify = %v, want the truncated fixture, then the stray file", bad)
	}
}
