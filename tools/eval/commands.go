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
	"github.com/scriptorium/scriptorium/requests/offline"
)

// options are the flags of run and check.
type options struct {
	provider, corpus, fixtures, scoreboard, golden string
	bless                                          bool
}

// newFlags returns the flag set of cmd bound to o.
func newFlags(cmd string, o *options) *flag.FlagSet {
	fs := flag.NewFlagSet(cmd, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.StringVar(&o.corpus, "corpus", "tests/assets", "corpus: a folder of module folders, each with one PDF and truth.yaml")
	fs.StringVar(&o.fixtures, "fixtures", "fixtures", "replay: the fixture folder inside each module folder")
	if cmd == "run" {
		fs.StringVar(&o.provider, "provider", "", "provider: offline or replay")
		fs.StringVar(&o.scoreboard, "out", "tools/eval/scoreboard.json", "scoreboard to write")
	}
	if cmd == "check" {
		fs.StringVar(&o.provider, "provider", "offline", "provider whose rows are checked: offline or replay")
		fs.StringVar(&o.scoreboard, "scoreboard", "tools/eval/scoreboard.json", "committed scoreboard")
		fs.StringVar(&o.golden, "golden", "golden", "the committed workdir (stage caches) inside each module folder")
		fs.BoolVar(&o.bless, "bless", false, "write the new scores into the scoreboard")
	}
	return fs
}

// parse parses args into fs and checks the number of positional arguments.
func parse(fs *flag.FlagSet, args []string, want int, what string) ([]string, error) {
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil, cli.Help(fs, fmt.Sprintf("usage: eval %s %s", fs.Name(), what))
		}
		return nil, cli.Usagef("usage: eval %s %s (%v)", fs.Name(), what, err)
	}
	if fs.NArg() != want {
		return nil, cli.Usagef("usage: eval %s %s", fs.Name(), what)
	}
	return fs.Args(), nil
}

// providerFor returns the constructor of the named provider per module and
// the model its rows record.
func providerFor(o *options) (func(m module) (provider.Provider, error), string, error) {
	switch o.provider {
	case offline.Name:
		return func(module) (provider.Provider, error) { return offline.New(), nil }, offline.Model, nil
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
		}, "", nil
	}
	return nil, "", cli.Usagef("unknown provider %q: want offline or replay", o.provider)
}

// cmdRun converts and scores every corpus module and writes the scoreboard.
func cmdRun(ctx context.Context, args []string, stdout io.Writer) error {
	var o options
	if _, err := parse(newFlags("run", &o), args, 0, "--provider P [--corpus DIR] [--fixtures REL] [--out FILE]"); err != nil {
		return err
	}
	newProvider, model, err := providerFor(&o)
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
	b, err := rescore(ctx, mods, converted(newProvider), old, o.provider, model)
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
	newProvider, model, err := providerFor(&o)
	if err != nil {
		return err
	}
	mods, err := loadCorpus(o.corpus)
	if err != nil {
		return err
	}
	src := cached(o.golden, converted(newProvider))
	if err := check(ctx, mods, src, o.scoreboard, o.provider, model, o.bless); err != nil {
		return err
	}
	verb := "agree with"
	if o.bless {
		verb = "written into"
	}
	fmt.Fprintf(stdout, "scores of %d modules %s %s\n", len(mods), verb, o.scoreboard)
	return nil
}

// check scores mods from src as provider and compares the scores with the
// scoreboard at path, failing with errMoved and the moved scores when they
// differ; bless writes the new scores instead. A module src skips for want
// of caches keeps its committed row.
func check(ctx context.Context, mods []module, src source, path, provider, model string, bless bool) error {
	committed, err := readScoreboard(path)
	if err != nil {
		return err
	}
	fresh, err := rescore(ctx, mods, src, committed, provider, model)
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

// rescore returns a copy of committed whose rows of provider are the
// scores of mods from src, with the current versions. A module src skips
// for want of caches keeps its committed row.
func rescore(ctx context.Context, mods []module, src source, committed *scoreboard, provider, model string) (*scoreboard, error) {
	var rows []row
	for _, m := range mods {
		a, err := src(ctx, m)
		switch {
		case errors.Is(err, errNoCaches):
			if r, ok := findRow(committed, [2]string{m.name, provider}); ok {
				rows = append(rows, r)
			}
			continue
		case err != nil:
			return nil, err
		}
		rows = append(rows, newRow(m.name, provider, model, evals.Score(a, m.truth)))
	}
	fresh := *committed
	fresh.Format, fresh.Version, fresh.Versions = scoreboardFormat, scoreboardVersion, currentVersions()
	fresh.Rows = append([]row(nil), committed.Rows...)
	fresh.merge(provider, rows)
	return &fresh, nil
}
