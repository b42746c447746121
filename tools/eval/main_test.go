package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/scriptorium/scriptorium/adventure"
	"github.com/scriptorium/scriptorium/evals"
	"github.com/scriptorium/scriptorium/internal/testenv"
	"github.com/scriptorium/scriptorium/provider/manual"
	"github.com/scriptorium/scriptorium/requests/offline"
)

// TestMain keeps the eval tests off the network (see netguard).
func TestMain(m *testing.M) { testenv.Main(m) }

// blessing reports whether this run rewrites the committed scoreboard from
// the committed caches: -update or SCRIPTORIUM_UPDATE_GOLDENS=1.
func blessing() bool { return testenv.Updating() }

// TestCheckCommittedCaches is the CI gate: the committed stage caches of
// every set (the offline replay in golden, the manual sets in
// golden-manual) score exactly what the committed scoreboard says, and a
// changed truth file moves a score that check catches.
func TestCheckCommittedCaches(t *testing.T) {
	for _, golden := range []string{"golden", "golden-manual"} {
		t.Run(golden, func(t *testing.T) {
			mods, err := loadCorpus(filepath.Join("..", "..", "tests", "assets"))
			if err != nil {
				t.Fatal(err)
			}
			first := -1
			for i, m := range mods {
				if _, err := os.Stat(filepath.Join(m.dir, golden)); err == nil && first < 0 {
					first = i
				}
			}
			if first < 0 {
				t.Fatalf("no set has committed stage caches in tests/assets/<set>/%s", golden)
			}
			src := cached(golden, nil) // a set without caches keeps its committed rows
			if err := check(context.Background(), mods, src, "scoreboard.json", blessing()); err != nil {
				t.Fatal(err)
			}
			s, err := src(context.Background(), mods[first])
			if err != nil {
				t.Fatal(err)
			}
			mods[first].truth = dropFirstArea(mods[first].truth)
			err = check(context.Background(), mods, src, "scoreboard.json", false)
			if !errors.Is(err, errMoved) || !strings.Contains(err.Error(), mods[first].name+" "+s.provider+" areas.recall") {
				t.Errorf("check after dropping an area from the %s truth = %v, want errMoved naming its areas.recall", mods[first].name, err)
			}
		})
	}
}

// TestRowsLabelledByWhoAnswered scores committed caches answered by the
// offline rules and by a person through the manual provider: each row
// names the provider and model its stage caches record, never the
// provider check falls back to.
func TestRowsLabelledByWhoAnswered(t *testing.T) {
	mods, err := loadCorpus(filepath.Join("..", "..", "tests", "assets"))
	if err != nil {
		t.Fatal(err)
	}
	i := slices.IndexFunc(mods, func(m module) bool { return m.name == "minimod" })
	for golden, want := range map[string][2]string{"golden": {offline.Name, offline.Model}, "golden-manual": {manual.Name, ""}} {
		board := filepath.Join(t.TempDir(), "scoreboard.json")
		if err := check(context.Background(), mods[i:i+1], cached(golden, nil), board, true); err != nil {
			t.Fatal(err)
		}
		b, err := readScoreboard(board)
		if err != nil {
			t.Fatal(err)
		}
		if len(b.Rows) != 1 || b.Rows[0].Provider != want[0] || b.Rows[0].Model != want[1] {
			t.Errorf("rows of minimod/%s = %+v, want one labelled provider %q model %q", golden, b.Rows, want[0], want[1])
		}
	}
}

// dropFirstArea returns a copy of t without the first area of its first
// level.
func dropFirstArea(t *evals.Truth) *evals.Truth {
	c := *t
	sites := append([]evals.SiteTruth(nil), (*t.Sites)...)
	levels := append([]evals.LevelTruth(nil), sites[0].Levels...)
	levels[0].Areas = levels[0].Areas[1:]
	sites[0].Levels = levels
	c.Sites = &sites
	return &c
}

// TestCheckCatchesTruthChange blesses a scoreboard for a one-module corpus,
// checks it clean, then edits the truth file and expects check to fail
// naming the metrics that moved.
func TestCheckCatchesTruthChange(t *testing.T) {
	corpus := t.TempDir()
	dir := filepath.Join(corpus, "keep")
	writeFile(t, filepath.Join(dir, TruthFile), "version: 1\nsites: [{name: Keep, levels: [{areas: [{key: '1', encounters: [{creature: orcs, count: 3}]}, {key: '2'}]}]}]\n")
	three := 3
	src := func(context.Context, module) (scored, error) {
		return scored{adventure: &adventure.Adventure{Sites: []adventure.Site{{Name: "Keep", Levels: []adventure.Level{{Areas: []adventure.Area{
			{Key: "1", Encounters: []adventure.Encounter{{Creature: "orc", Count: adventure.Count{Fixed: &three}}}},
		}}}}}}, provider: offline.Name, model: offline.Model}, nil
	}
	board := filepath.Join(t.TempDir(), "scoreboard.json")
	mustCheck := func(bless bool) error {
		mods, err := loadCorpus(corpus)
		if err != nil {
			t.Fatal(err)
		}
		return check(context.Background(), mods, src, board, bless)
	}
	if err := mustCheck(true); err != nil {
		t.Fatalf("bless: %v", err)
	}
	if err := mustCheck(false); err != nil {
		t.Fatalf("check right after bless: %v", err)
	}
	writeFile(t, filepath.Join(dir, TruthFile), "version: 1\nsites: [{name: Keep, levels: [{areas: [{key: '1', encounters: [{creature: orcs, count: 4}]}]}]}]\n")
	err := mustCheck(false)
	for _, want := range []string{"keep offline areas.recall: 0.5000 (1/2) → 1.0000 (1/1)", "keep offline encounters.count: 1.0000 (1/1) → 0.0000 (0/1)"} {
		if !errors.Is(err, errMoved) || !strings.Contains(err.Error(), want) {
			t.Errorf("check after editing the truth = %v, want errMoved with %q", err, want)
		}
	}
}

// writeFile writes text to path, creating its folder.
func writeFile(t *testing.T, path, text string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestRunOfflineThenCheck runs the real command line on a one-module
// corpus: run writes a scoreboard and says so ("scored 1 module", it said
// "1 modules"), a second run gives the same bytes but for the date, and
// check (no caches: a fresh offline conversion) agrees.
func TestRunOfflineThenCheck(t *testing.T) {
	corpus := minimodCorpus(t)
	out := t.TempDir()
	var boards [2][]byte
	for i := range boards {
		path := filepath.Join(out, "run"+string(rune('a'+i))+".json")
		if got, want := wantRun(t, 0, "run", "--provider", "offline", "--corpus", corpus, "--out", path), "scored 1 module with offline into "+path+"\n"; !strings.HasPrefix(got, want) {
			t.Errorf("run printed %.80q, want it to start %q", got, want)
		}
		boards[i] = undated(t, path)
		if _, err := os.Stat(strings.TrimSuffix(path, ".json") + ".md"); err != nil {
			t.Errorf("run wrote no Markdown twin: %v", err)
		}
	}
	if !bytes.Equal(boards[0], boards[1]) {
		t.Errorf("two runs differ beyond the date:\n%s\n%s", boards[0], boards[1])
	}
	wantRun(t, 0, "check", "--corpus", corpus, "--scoreboard", filepath.Join(out, "runa.json"))
	if got := wantRun(t, 0, "diff", filepath.Join(out, "runa.json"), filepath.Join(out, "runb.json")); got != "no score moved\n" {
		t.Errorf("diff of equal scoreboards printed %q", got)
	}
}

func TestUsage(t *testing.T) {
	wantRun(t, 2)
	wantRun(t, 2, "run") // no provider
	wantRun(t, 2, "run", "--provider", "oracle")
	wantRun(t, 2, "check", "--provider", "live")
	wantRun(t, 2, "check", "--provider", "manual") // check converts at zero network
	wantRun(t, 2, "diff", "one.json")
	var stderr bytes.Buffer
	if code := run(context.Background(), []string{"diff", "--bogus", "a.json", "b.json"}, io.Discard, &stderr); code != 2 || stderr.String() != "eval: diff: unknown flag --bogus (eval diff --help lists the flags)\n" {
		t.Errorf("eval diff --bogus exited %d, stderr %q; want 2 and a one-line error", code, stderr.String())
	}
	if out := wantRun(t, 0, "-h"); !strings.HasPrefix(out, "usage: eval run|diff|check") {
		t.Errorf("eval -h printed %q, want the usage", out)
	}
	if out := wantRun(t, 0, "check", "-h"); !strings.HasPrefix(out, "usage: eval check") || !strings.Contains(out, "-bless") {
		t.Errorf("eval check -h printed %q, want its usage and flags", out)
	}
}

// wantRun runs the command line args, checks its exit code and returns its
// standard output.
func wantRun(t *testing.T, code int, args ...string) string {
	t.Helper()
	var stdout, stderr bytes.Buffer
	if got := run(context.Background(), args, &stdout, &stderr); got != code {
		t.Fatalf("eval %s exited %d, want %d; stderr:\n%s", strings.Join(args, " "), got, code, stderr.String())
	}
	return stdout.String()
}

// undated returns the scoreboard at path with its date blanked.
func undated(t *testing.T, path string) []byte {
	t.Helper()
	b, err := readScoreboard(path)
	if err != nil {
		t.Fatal(err)
	}
	b.Date = ""
	data, err := json.Marshal(b)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// TestCommittedMarkdownMatchesJSON checks scoreboard.md is the rendering of
// the committed scoreboard.json, so the two never drift apart.
func TestCommittedMarkdownMatchesJSON(t *testing.T) {
	b, err := readScoreboard("scoreboard.json")
	if err != nil {
		t.Fatal(err)
	}
	md, err := os.ReadFile("scoreboard.md")
	if err != nil {
		t.Fatal(err)
	}
	if got := b.markdown(); !bytes.Equal(got, md) {
		t.Errorf("scoreboard.md is not the rendering of scoreboard.json; rerun eval run or eval check --bless\n got:\n%s", got)
	}
}

// TestRunManual runs eval with the manual provider on a one-module corpus
// without answers: it is accepted, and the run stops naming the answer
// files to write, having written their request files into the module's
// answers folder.
func TestRunManual(t *testing.T) {
	corpus := minimodCorpus(t)
	var stdout, stderr bytes.Buffer
	code := run(context.Background(), []string{"run", "--provider", "manual", "--corpus", corpus, "--out", filepath.Join(t.TempDir(), "b.json")}, &stdout, &stderr)
	if code != 1 || !strings.Contains(stderr.String(), ".answer.json") {
		t.Errorf("eval run --provider manual without answers exited %d, stderr %q; want 1 naming the answer files", code, stderr.String())
	}
	if found, _ := filepath.Glob(filepath.Join(corpus, "minimod", "answers", "survey.*.request.md")); len(found) == 0 {
		t.Error("no survey request file in the module's answers folder")
	}
}

// minimodCorpus returns a temporary corpus holding the minimod's PDF and
// truth.yaml.
func minimodCorpus(t *testing.T) string {
	t.Helper()
	corpus := t.TempDir()
	for _, name := range []string{"minimod.pdf", TruthFile} {
		data, err := os.ReadFile(filepath.Join("..", "..", "tests", "assets", "minimod", name))
		if err != nil {
			t.Fatal(err)
		}
		writeFile(t, filepath.Join(corpus, "minimod", name), string(data))
	}
	return corpus
}
