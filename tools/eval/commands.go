package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"path/filepath"
	"strings"
	"time"

	"github.com/scriptorium/scriptorium/evals"
	"github.com/scriptorium/scriptorium/internal/cli"
	"github.com/scriptorium/scriptorium/internal/providers"
	"github.com/scriptorium/scriptorium/provider"
	"github.com/scriptorium/scriptorium/provider/live"
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
		fs.StringVar(&o.provider, "provider", "", "provider: "+providers.List(runNames))
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

// runNames are the names run's --provider takes; checkNames those check's
// takes, which convert at zero network.
var (
	runNames   = append([]string{providers.Offline, providers.Replay, providers.Manual}, providers.Live...)
	checkNames = []string{providers.Offline, providers.Replay}
)

// providerFor returns the constructor of the provider --provider names per
// module, if names hold it: offline rules, the module's fixtures (replay),
// the module's answer files (manual), or a model API with the live flags.
func providerFor(o *options, names []string) (func(m module) (provider.Provider, error), error) {
	if err := providers.Check(o.provider, names); err != nil {
		return nil, err
	}
	return func(m module) (provider.Provider, error) {
		p, err := providers.New(o.provider, names, providers.Sources{
			Fixtures: filepath.Join(m.dir, o.fixtures), Answers: filepath.Join(m.dir, o.answers), Live: o.live})
		if err != nil {
			return nil, fmt.Errorf("module %s: %w", m.name, err)
		}
		return p, nil
	}, nil
}

// cmdRun converts and scores every corpus module and writes the scoreboard.
func cmdRun(ctx context.Context, args []string, stdout io.Writer) error {
	var o options
	if _, err := parse(newFlags("run", &o), args, 0, "--provider P [--corpus DIR] [--fixtures REL] [--answers REL] [--model M ...] [--out FILE]"); err != nil {
		return err
	}
	newProvider, err := providerFor(&o, runNames)
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
	fmt.Fprintf(stdout, "scored %s with %s into %s\n\n", cli.Plural(len(mods), "module"), o.provider, o.scoreboard)
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
	newProvider, err := providerFor(&o, checkNames)
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
