package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/scriptorium/scriptorium/evals"
	"github.com/scriptorium/scriptorium/internal/cli"
	"github.com/scriptorium/scriptorium/provider"
	"github.com/scriptorium/scriptorium/provider/apis"
	"github.com/scriptorium/scriptorium/provider/live"
	"github.com/scriptorium/scriptorium/provider/manual"
	"github.com/scriptorium/scriptorium/requests/offline"
)

// options are the flags of run and check.
type options struct {
	provider, corpus, fixtures, answers, scoreboard, golden string
	bless                                                   bool
	live                                                    live.Settings
}

// newFlags returns the flag set of cmd bound to o.
func newFlags(cmd string, o *options) *flag.FlagSet {
	fs := flag.NewFlagSet(cmd, flag.ContinueOnError)
	fs.StringVar(&o.corpus, "corpus", "tests/assets", "corpus: a folder of module folders, each with one PDF and truth.yaml")
	fs.StringVar(&o.fixtures, "fixtures", "fixtures", "replay: the fixture folder inside each module folder")
	if cmd == "run" {
		fs.StringVar(&o.provider, "provider", "", "provider: "+providerNames)
		fs.StringVar(&o.answers, "answers", "answers", "manual: the folder of request and answer files inside each module folder")
		fs.StringVar(&o.scoreboard, "out", "tools/eval/scoreboard.json", "scoreboard to write")
		o.live.RegisterFlags(fs)
	}
	if cmd == "check" {
		fs.StringVar(&o.provider, "provider", "offline", "provider converting a module without caches: offline or replay")
		fs.StringVar(&o.scoreboard, "scoreboard", "tools/eval/scoreboard.json", "committed scoreboard")
		fs.StringVar(&o.golden, "golden", "golden", "the committed workdir (stage caches) inside each module folder")
		fs.BoolVar(&o.bless, "bless", false, "write the new scores into the scoreboard")
	}
	return fs
}

// parse parses args into fs and checks the number of positional arguments.
func parse(fs *flag.FlagSet, args []string, want int, what string) ([]string, error) {
	if err := cli.Parse(fs, args, fmt.Sprintf("usage: eval %s %s", fs.Name(), what)); err != nil {
		return nil, err
	}
	if fs.NArg() != want {
		return nil, cli.Usagef("usage: eval %s %s", fs.Name(), what)
	}
	return fs.Args(), nil
}

// providerNames lists the names --provider takes.
const providerNames = "offline, replay, manual, openai, anthropic or gemini"

// providerFor returns the constructor of the named provider per module:
// offline rules, the module's fixtures (replay), the module's answer files
// (manual), or a model API with the live flags. Only run takes manual and
// the live providers; check converts at zero network.
func providerFor(o *options, cmd string) (func(m module) (provider.Provider, error), error) {
	switch o.provider {
	case offline.Name:
		return func(module) (provider.Provider, error) { return offline.New(), nil }, nil
	case "replay":
		return func(m module) (provider.Provider, error) {
			dir := filepath.Join(m.dir, o.fixtures)
			if _, err := os.Stat(dir); err != nil { // OpenStore would create it
				return nil, fmt.Errorf("module %s: no fixtures: %w", m.name, err)
			}
			store, err := provider.OpenStore(dir)
			if err != nil {
				return nil, err
			}
			return provider.NewFixtureProvider(store), nil
		}, nil
	}
	if cmd != "run" {
		return nil, cli.Usagef("unknown provider %q: want offline or replay", o.provider)
	}
	if o.provider == manual.Name {
		return func(m module) (provider.Provider, error) {
			return manual.New(filepath.Join(m.dir, o.answers)), nil
		}, nil
	}
	if build, ok := apis.Builders[o.provider]; ok {
		p, err := build(o.live)
		return func(module) (provider.Provider, error) { return p, err }, nil
	}
	return nil, cli.Usagef("unknown provider %q: want %s", o.provider, providerNames)
}

// cmdRun converts and scores every corpus module and writes the scoreboard.
func cmdRun(ctx context.Context, args []string, stdout io.Writer) error {
	var o options
	if _, err := parse(newFlags("run", &o), args, 0, "--provider P [--corpus DIR] [--fixtures REL] [--answers REL] [--model M ...] [--out FILE]"); err != nil {
		return err
	}
	newProvider, err := providerFor(&o, "run")
	if err != nil {
		return err
	}
	mods, err := loadCorpus(o.corpus)
	if err != nil {
		return err
	}
	old, err := readScoreboard(o.scoreboard)
	if err != nil {
		return err
	}
	b, err := rescore(ctx, mods, converted(newProvider), old)
	if err != nil {
		return err
	}
	b.Date = time.Now().UTC().Format(time.DateOnly)
	if err := b.write(o.scoreboard); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "scored %d modules with %s into %s\n\n", len(mods), o.provider, o.scoreboard)
	_, err = stdout.Write(b.markdown())
	return err
}

// cmdDiff prints the scores that moved between two scoreboards.
func cmdDiff(_ context.Context, args []string, stdout io.Writer) error {
	var o options
	paths, err := parse(newFlags("diff", &o), args, 2, "A.json B.json")
	if err != nil {
		return err
	}
	var boards [2]*scoreboard
	for i, p := range paths {
		if boards[i], err = readScoreboard(p); err != nil {
			return err
		}
	}
	lines := diffScoreboards(boards[0], boards[1])
	if len(lines) == 0 {
		fmt.Fprintln(stdout, "no score moved")
	}
	for _, l := range lines {
		fmt.Fprintln(stdout, l)
	}
	return nil
}

// cmdCheck scores the committed caches and compares with the scoreboard.
func cmdCheck(ctx context.Context, args []string, stdout io.Writer) error {
	var o options
	if _, err := parse(newFlags("check", &o), args, 0, "[--corpus DIR] [--scoreboard FILE] [--golden REL] [--provider P] [--fixtures REL] [--bless]"); err != nil {
		return err
	}
	newProvider, err := providerFor(&o, "check")
	if err != nil {
		return err
	}
	mods, err := loadCorpus(o.corpus)
	if err != nil {
		return err
	}
	src := cached(o.golden, converted(newProvider))
	if err := check(ctx, mods, src, o.scoreboard, o.bless); err != nil {
		return err
	}
	verb := "agree with"
	if o.bless {
		verb = "written into"
	}
	fmt.Fprintf(stdout, "scores of %d modules %s %s\n", len(mods), verb, o.scoreboard)
	return nil
}

// check scores mods from src and compares the scores with the scoreboard
// at path, failing with errMoved and the moved scores when they differ;
// bless writes the new scores instead. Each row is labelled by the
// providers and models that answered (see scored); a module src skips for
// want of caches keeps its committed rows.
func check(ctx context.Context, mods []module, src source, path string, bless bool) error {
	committed, err := readScoreboard(path)
	if err != nil {
		return err
	}
	fresh, err := rescore(ctx, mods, src, committed)
	if err != nil {
		return err
	}
	if bless {
		fresh.Date = time.Now().UTC().Format(time.DateOnly)
		return fresh.write(path)
	}
	if moved := diffScoreboards(committed, fresh); len(moved) > 0 {
		return fmt.Errorf("check %s: %w (re-bless with eval check --bless)\n%s", path, errMoved, strings.Join(moved, "\n"))
	}
	return nil
}

// rescore returns a copy of committed in which the scores of mods from src,
// each labelled by who answered it, replace the rows of the same module
// and label, with the current versions. Other rows stay, so a module src
// skips for want of caches keeps its committed rows.
func rescore(ctx context.Context, mods []module, src source, committed *scoreboard) (*scoreboard, error) {
	var rows []row
	for _, m := range mods {
		s, err := src(ctx, m)
		switch {
		case errors.Is(err, errNoCaches):
			continue
		case err != nil:
			return nil, err
		}
		rows = append(rows, newRow(m.name, s.provider, s.model, evals.Score(s.adventure, m.truth)))
	}
	fresh := *committed
	fresh.Format, fresh.Version, fresh.Versions = scoreboardFormat, scoreboardVersion, currentVersions()
	fresh.Rows = append([]row(nil), committed.Rows...)
	fresh.merge(rows)
	return &fresh, nil
}
