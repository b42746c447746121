package foundry

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/scriptorium/scriptorium/adventure"
	"github.com/scriptorium/scriptorium/internal/testenv"
)

// sets are the bundled sets whose export is pinned by goldens.
var sets = []string{"minimod", "darkloch"}

// TestGoldens pins the export of each bundled set's golden adventure.json
// under testdata/<set>/; -update rewrites them and removes files the export
// no longer writes. (Not under tests/assets/<set>/golden/: package
// pipeline's set tests own that tree whole and rewrite it from a conversion.)
func TestGoldens(t *testing.T) {
	for _, set := range sets {
		t.Run(set, func(t *testing.T) {
			r := exportOf(t, golden(t, set))
			if len(r.Warnings) > 0 {
				t.Errorf("problems, want none:\n%s", strings.Join(r.Warnings, "\n"))
			}
			dir := filepath.Join("testdata", set)
			var names []string
			for _, f := range r.Files {
				testenv.Golden(t, filepath.Join(dir, f.Name), f.Data)
				names = append(names, f.Name)
			}
			checkNoStale(t, dir, names)
		})
	}
}

// checkNoStale fails when dir holds a golden the export did not write (or,
// updating, removes it).
func checkNoStale(t *testing.T, dir string, names []string) {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if slices.Contains(names, e.Name()) || strings.HasSuffix(e.Name(), ".got") {
			continue
		}
		if testenv.Updating() {
			os.Remove(filepath.Join(dir, e.Name()))
			continue
		}
		t.Errorf("%s: golden of a file the export no longer writes (run go test -update)", e.Name())
	}
}

// TestDeterministic exports each set twice, from two reads of its
// adventure.json, and wants the same names and bytes.
func TestDeterministic(t *testing.T) {
	for _, set := range append(slices.Clone(sets), "raising-a-god") {
		a, b := exportOf(t, golden(t, set)), exportOf(t, golden(t, set))
		if len(a.Files) != len(b.Files) {
			t.Fatalf("%s: %d files, then %d", set, len(a.Files), len(b.Files))
		}
		for i := range a.Files {
			if a.Files[i].Name != b.Files[i].Name || !bytes.Equal(a.Files[i].Data, b.Files[i].Data) {
				t.Errorf("%s: file %d differs between runs: %s, %s", set, i, a.Files[i].Name, b.Files[i].Name)
			}
		}
	}
}

// foundryID is what Foundry's validator isValidId accepts.
var foundryID = regexp.MustCompile(`^[a-zA-Z0-9]{16}$`)

// TestIDs wants every _id of every set's export well formed and used once,
// and file names to end in their document's _id.
func TestIDs(t *testing.T) {
	for _, set := range []string{"minimod", "darkloch", "pagoda-of-pazuzu", "raising-a-god"} {
		r := exportOf(t, golden(t, set))
		seen := map[string]string{}
		use := func(id, what string) {
			if !foundryID.MatchString(id) {
				t.Errorf("%s: %s: _id %q is not 16 characters of [a-zA-Z0-9]", set, what, id)
			}
			if prev, ok := seen[id]; ok {
				t.Errorf("%s: _id %s of %s is also the _id of %s", set, id, what, prev)
			}
			seen[id] = what
		}
		for i, d := range docs(t, r) {
			use(d.ID, r.Files[i].Name)
			if !strings.HasSuffix(r.Files[i].Name, "-"+d.ID+".json") {
				t.Errorf("%s: file %s does not end in its _id %s", set, r.Files[i].Name, d.ID)
			}
			for _, p := range d.Pages {
				use(p.ID, d.Name+" / "+p.Name)
			}
			for k, res := range d.Results {
				use(res.ID, d.Name+" result "+strconv.Itoa(k+1))
			}
		}
	}
}

// TestIDDelimited wants ID's parts delimited and its length fixed.
func TestIDDelimited(t *testing.T) {
	if a, b := ID("ab", "c"), ID("a", "bc"); a == b {
		t.Errorf(`ID("ab", "c") = ID("a", "bc") = %s`, a)
	}
	if id := ID(); !foundryID.MatchString(id) {
		t.Errorf("ID() = %q, want 16 characters of [a-zA-Z0-9]", id)
	}
}

// BenchmarkExport exports raising-a-god, the largest bundled set; its peer
// BenchmarkMarshal writes the same adventure as adventure.json, so the ratio
// says what the export costs over writing the adventure itself.
func BenchmarkExport(b *testing.B) {
	a := golden(b, "raising-a-god")
	for b.Loop() {
		if _, err := Export(a); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkMarshal is the peer of BenchmarkExport.
func BenchmarkMarshal(b *testing.B) {
	a := golden(b, "raising-a-god")
	for b.Loop() {
		if _, err := adventure.Marshal(a); err != nil {
			b.Fatal(err)
		}
	}
}

// TestIDsFollowNames wants a page's _id to survive a change of its text
// and to change with the source PDF.
func TestIDsFollowNames(t *testing.T) {
	before := docs(t, exportOf(t, chapel()))
	a := chapel()
	a.Sites[0].Levels[0].Areas[0].Description = "Three goblins keep watch."
	after := docs(t, exportOf(t, a))
	if b, c := before[0].Pages[1], after[0].Pages[1]; b.ID != c.ID || b.Text.Content == c.Text.Content {
		t.Errorf("porch page %s, then %s with new text; want the same _id", b.ID, c.ID)
	}
	a.Module.Source.SHA256 = "f" + a.Module.Source.SHA256[1:]
	if other := docs(t, exportOf(t, a)); other[0].Pages[1].ID == before[0].Pages[1].ID {
		t.Errorf("porch page of another PDF has the same _id %s", other[0].Pages[1].ID)
	}
}

// TestNoAreasIsAProblem: an export of an adventure without areas says so.
func TestNoAreasIsAProblem(t *testing.T) {
	a := chapel()
	for i := range a.Sites {
		for j := range a.Sites[i].Levels {
			a.Sites[i].Levels[j].Areas = nil
		}
	}
	a.Wandering = nil
	r := exportOf(t, a)
	if len(r.Warnings) != 1 || !strings.Contains(r.Warnings[0], "no keyed areas") {
		t.Errorf("problems %q, want one saying the adventure has no keyed areas", r.Warnings)
	}
}
