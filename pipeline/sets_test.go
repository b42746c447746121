package pipeline

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/scriptorium/scriptorium/internal/jsonfile"
	"github.com/scriptorium/scriptorium/internal/testenv"
	"github.com/scriptorium/scriptorium/provider"
	"github.com/scriptorium/scriptorium/requests/offline"
)

// fixtureSet is a bundled module under tests/assets/<dir> with its fixtures
// (recorded by `extract record`), goldens of a whole conversion and, for
// the correction loop, an overrides.yaml.
type fixtureSet struct {
	dir, pdf, fixtures, golden string
}

// fixtureSets are the sets the replay tests convert, in any order: a test
// that needs one set takes it by name with [setNamed].
var fixtureSets = []fixtureSet{
	{dir: "darkloch", pdf: "Darkloch.pdf", fixtures: "fixtures", golden: "golden"},
	{dir: "pagoda-of-pazuzu", pdf: "Pagoda.pdf", fixtures: "fixtures", golden: "golden"},
	{dir: "raising-a-god", pdf: "Raising-a-God.pdf", fixtures: "fixtures", golden: "golden"},
	{dir: "darkloch", pdf: "Darkloch.pdf", fixtures: "fixtures-manual", golden: "golden-manual"},
	{dir: "pagoda-of-pazuzu", pdf: "Pagoda.pdf", fixtures: "fixtures-manual", golden: "golden-manual"},
	{dir: "raising-a-god", pdf: "Raising-a-God.pdf", fixtures: "fixtures-manual", golden: "golden-manual"},
	{dir: "minimod", pdf: "minimod.pdf", fixtures: "fixtures", golden: "golden"},
	{dir: "minimod", pdf: "minimod.pdf", fixtures: "fixtures-manual", golden: "golden-manual"},
	{dir: "minimod-scan", pdf: "minimod-scan.pdf", fixtures: "fixtures", golden: "golden"},
	{dir: "minimod-scan", pdf: "minimod-scan.pdf", fixtures: "fixtures-manual", golden: "golden-manual"},
	{dir: "bandit-mill", pdf: "bandit-mill.pdf", fixtures: "fixtures", golden: "golden"},
	{dir: "bandit-mill", pdf: "bandit-mill.pdf", fixtures: "fixtures-manual", golden: "golden-manual"},
	{dir: "moth-queen", pdf: "moth-queen.pdf", fixtures: "fixtures", golden: "golden"},
	{dir: "moth-queen", pdf: "moth-queen.pdf", fixtures: "fixtures-manual", golden: "golden-manual"},
	{dir: "copper-abbot", pdf: "copper-abbot.pdf", fixtures: "fixtures", golden: "golden"},
	{dir: "copper-abbot", pdf: "copper-abbot.pdf", fixtures: "fixtures-manual", golden: "golden-manual"},
	{dir: "drowned-lighthouse", pdf: "drowned-lighthouse.pdf", fixtures: "fixtures", golden: "golden"},
	{dir: "drowned-lighthouse", pdf: "drowned-lighthouse.pdf", fixtures: "fixtures-manual", golden: "golden-manual"},
	{dir: "reedmarsh", pdf: "reedmarsh.pdf", fixtures: "fixtures", golden: "golden"},
	{dir: "reedmarsh", pdf: "reedmarsh.pdf", fixtures: "fixtures-manual", golden: "golden-manual"},
	{dir: "three-delves", pdf: "three-delves.pdf", fixtures: "fixtures", golden: "golden"},
	{dir: "ashen-downs", pdf: "ashen-downs.pdf", fixtures: "fixtures", golden: "golden"},
	{dir: "ashen-downs", pdf: "ashen-downs.pdf", fixtures: "fixtures-manual", golden: "golden-manual"},
	{dir: "bellfounders-crypt", pdf: "bellfounders-crypt.pdf", fixtures: "fixtures", golden: "golden"},
	{dir: "bellfounders-crypt", pdf: "bellfounders-crypt.pdf", fixtures: "fixtures-manual", golden: "golden-manual"},
	{dir: "three-delves", pdf: "three-delves.pdf", fixtures: "fixtures-manual", golden: "golden-manual"},
	{dir: "sunken-priory", pdf: "sunken-priory.pdf", fixtures: "fixtures", golden: "golden"},
	{dir: "sunken-priory", pdf: "sunken-priory.pdf", fixtures: "fixtures-manual", golden: "golden-manual"},
	{dir: "thornwick", pdf: "thornwick.pdf", fixtures: "fixtures", golden: "golden"},
	{dir: "thornwick", pdf: "thornwick.pdf", fixtures: "fixtures-manual", golden: "golden-manual"},
	{dir: "kell-tor", pdf: "kell-tor.pdf", fixtures: "fixtures", golden: "golden"},
	{dir: "saint-amarin", pdf: "saint-amarin.pdf", fixtures: "fixtures", golden: "golden"},
	{dir: "gallows-oak", pdf: "gallows-oak.pdf", fixtures: "fixtures", golden: "golden"},
	{dir: "grimmerdeep", pdf: "grimmerdeep.pdf", fixtures: "fixtures", golden: "golden"},
	{dir: "drowned-bell", pdf: "drowned-bell.pdf", fixtures: "fixtures", golden: "golden"},
	{dir: "sallow-fen", pdf: "sallow-fen.pdf", fixtures: "fixtures", golden: "golden"},
}

// findSet returns the set of module folder dir whose fixtures are in
// folder fixtures, and an error naming both when fixtureSets holds none.
func findSet(dir, fixtures string) (fixtureSet, error) {
	for _, set := range fixtureSets {
		if set.dir == dir && set.fixtures == fixtures {
			return set, nil
		}
	}
	return fixtureSet{}, fmt.Errorf("find fixture set %s/%s: not in fixtureSets", dir, fixtures)
}

// setNamed returns the set [findSet] finds, failing tb when there is none.
func setNamed(tb testing.TB, dir, fixtures string) fixtureSet {
	tb.Helper()
	set, err := findSet(dir, fixtures)
	if err != nil {
		tb.Fatal(err)
	}
	return set
}

// TestFindSet: a set is found by its folder and fixtures folder wherever it
// stands in fixtureSets, and a set that is not there is an error.
func TestFindSet(t *testing.T) {
	for _, want := range fixtureSets {
		if got, err := findSet(want.dir, want.fixtures); err != nil || got != want {
			t.Errorf("findSet(%q, %q) = %+v, %v; want %+v", want.dir, want.fixtures, got, err, want)
		}
	}
	if _, err := findSet("darkloch", "fixtures-none"); err == nil || !strings.Contains(err.Error(), "darkloch/fixtures-none") {
		t.Errorf("findSet of a missing set: err %v, want one naming darkloch/fixtures-none", err)
	}
}

// TestFixtureSetsReplay replays the full conversion of every set from its
// fixtures and compares every artifact with its golden byte for byte (page
// renders through the SHA-256 in pages/index.json); like `extract fixtures
// check`, it fails on a request without a fixture and on a fixture no
// request uses.
func TestFixtureSetsReplay(t *testing.T) {
	for _, set := range fixtureSets {
		t.Run(set.dir+"/"+set.fixtures, func(t *testing.T) {
			dir := testenv.Assets(t, set.dir)
			store := openStore(t, testenv.Asset(t, set.dir, set.fixtures))
			store.SetRecordHint(fmt.Sprintf("re-record the set (tests/assets/README.md): go run ./tools/extract record --fixtures tests/assets/%s/%s tests/assets/%s/%s",
				set.dir, set.fixtures, set.dir, set.pdf))
			spy := provider.NewSpy(provider.NewFixtureProvider(store))
			w := replaySet(t, set, spy)
			compareTree(t, w.Dir, filepath.Join(dir, set.golden))
			unused, err := store.Unused(spy.Requests())
			if err != nil || len(unused) > 0 {
				t.Errorf("fixtures no request used: %v, %v (extract record prunes them)", unused, err)
			}
		})
	}
}

// TestStrandedFixtureMisses proves a changed prompt cannot pass silently: a
// request whose system text differs from the recorded one is a fixture miss.
func TestStrandedFixtureMisses(t *testing.T) {
	set := setNamed(t, "darkloch", "fixtures")
	dir := testenv.Asset(t, set.dir, set.fixtures)
	replay := provider.NewFixtureProvider(openStore(t, dir))
	edited := provider.Func(func(ctx context.Context, req *provider.Request) (*provider.Response, error) {
		changed := *req
		changed.System = strings.Replace(req.System, "the", "teh", 1)
		return replay.Complete(ctx, &changed)
	})
	tmp := t.TempDir()
	pdf := copyPDF(t, set, tmp)
	_, err := Convert(context.Background(), pdf, WorkdirFor(pdf), Options{Provider: edited})
	if !errors.Is(err, provider.ErrFixtureMiss) {
		t.Fatalf("convert with an edited prompt: err %v, want a fixture miss", err)
	}
	var se *StageError
	if !errors.As(err, &se) || se.Stage != StageSurvey {
		t.Errorf("err %v, want the survey stage to fail first", err)
	}
}

func openStore(t *testing.T, dir string) *provider.Store {
	t.Helper()
	store, err := provider.OpenStore(dir)
	if err != nil {
		t.Fatal(err)
	}
	return store
}

// replaySet converts the set's PDF, copied into a temp dir, with p, after
// placing the set's overrides.yaml (if any) in the workdir.
func replaySet(t *testing.T, set fixtureSet, p provider.Provider) Workdir {
	t.Helper()
	pdf := copyPDF(t, set, t.TempDir())
	w := WorkdirFor(pdf)
	if data, err := os.ReadFile(testenv.Assets(t, set.dir, "overrides.yaml")); err == nil && set.fixtures == "fixtures" {
		if err := jsonfile.WriteAtomic(w.Path("overrides.yaml"), data); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := Convert(context.Background(), pdf, w, Options{Provider: p}); err != nil {
		t.Fatal(err)
	}
	return w
}

func copyPDF(t *testing.T, set fixtureSet, dir string) string {
	t.Helper()
	data, err := os.ReadFile(testenv.Assets(t, set.dir, set.pdf))
	if err != nil {
		t.Fatal(err)
	}
	pdf := filepath.Join(dir, set.pdf)
	if err := os.WriteFile(pdf, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return pdf
}

// compareTree compares every file of the workdir but page renders with the
// golden tree, and reports golden files the conversion no longer writes.
// Updating rewrites the golden tree instead.
func compareTree(t *testing.T, got, golden string) {
	t.Helper()
	files := artifactFiles(t, got)
	if testenv.Updating() {
		if err := os.RemoveAll(golden); err != nil {
			t.Fatal(err)
		}
	}
	for _, rel := range files {
		data, err := os.ReadFile(filepath.Join(got, rel))
		if err != nil {
			t.Fatal(err)
		}
		testenv.Golden(t, filepath.Join(golden, rel), data)
	}
	for _, rel := range artifactFiles(t, golden) {
		if !slices.Contains(files, rel) && !strings.HasSuffix(rel, ".got") {
			t.Errorf("golden %s: the conversion no longer writes it", rel)
		}
	}
}

// artifactFiles lists the files under root, slash-separated and sorted,
// without page renders and hidden files (the workdir's lock).
func artifactFiles(t *testing.T, root string) []string {
	t.Helper()
	var out []string
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || strings.HasSuffix(path, ".png") || strings.HasPrefix(d.Name(), ".") {
			return err // renders are pinned by their hashes; the lock is no artifact
		}
		rel, err := filepath.Rel(root, path)
		out = append(out, filepath.ToSlash(rel))
		return err
	})
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		t.Fatal(err)
	}
	slices.Sort(out)
	return out
}

// TestOfflineSetsRecordIdentically re-records every offline fixture set from
// scratch, as `extract record` does, and compares the fixture files with the
// committed ones byte for byte.
func TestOfflineSetsRecordIdentically(t *testing.T) {
	for _, set := range fixtureSets {
		if set.fixtures != "fixtures" {
			continue
		}
		t.Run(set.dir, func(t *testing.T) {
			committed := testenv.Asset(t, set.dir, set.fixtures)
			fresh := t.TempDir()
			rec, err := provider.NewRecordingProvider(offline.New(), openStore(t, fresh), provider.ModeRecordAll)
			if err != nil {
				t.Fatal(err)
			}
			replaySet(t, set, rec)
			got, want := artifactFiles(t, fresh), artifactFiles(t, committed)
			if !slices.Equal(got, want) {
				t.Fatalf("re-recorded fixture files differ:\n got %v\nwant %v", got, want)
			}
			for _, name := range got {
				a, _ := os.ReadFile(filepath.Join(fresh, name))
				b, _ := os.ReadFile(filepath.Join(committed, name))
				if !bytes.Equal(a, b) {
					t.Errorf("fixture %s differs when re-recorded (re-record the set: see tests/assets/README.md)", name)
				}
			}
		})
	}
}

// TestProgressLabelsNameStages: every label a conversion reports progress
// under begins with the name of the stage `extract rerun` takes, so a
// reader who sees a stage slow or failing can rerun it by that name.
func TestProgressLabelsNameStages(t *testing.T) {
	set := setNamed(t, "darkloch", "fixtures")
	p := provider.NewFixtureProvider(openStore(t, testenv.Asset(t, set.dir, set.fixtures)))
	pdf := copyPDF(t, set, t.TempDir())
	var mu sync.Mutex
	labels := map[string]bool{}
	opts := Options{Provider: p, Progress: func(stage string, _, _ int) {
		mu.Lock()
		defer mu.Unlock()
		labels[stage] = true
	}}
	if _, err := Convert(context.Background(), pdf, WorkdirFor(pdf), opts); err != nil {
		t.Fatal(err)
	}
	if !labels[progressStatBlocks] {
		t.Errorf("progress labels %v: want the monsters stage's stat-block round among them", slices.Sorted(maps.Keys(labels)))
	}
	for label := range labels {
		if name, _, _ := strings.Cut(label, " "); !slices.Contains(Stages, name) {
			t.Errorf("progress label %q does not begin with a stage name (%v)", label, Stages)
		}
	}
}
