package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/scriptorium/scriptorium/internal/cli"
	"github.com/scriptorium/scriptorium/pipeline"
	"github.com/scriptorium/scriptorium/provider"
)

// cmdFixtures dispatches the fixture maintenance commands.
func cmdFixtures(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	const usage = "usage: extract fixtures check --fixtures DIR module.pdf"
	if len(args) == 1 && cli.IsHelp(args[0]) {
		return &cli.HelpRequest{Usage: usage}
	}
	if len(args) == 0 || args[0] != "check" {
		return cli.Usagef(usage)
	}
	return cmdFixturesCheck(ctx, args[1:], stdin, stdout, stderr)
}

// cmdFixturesCheck replays a conversion of a PDF from a fixture set in a
// temporary workdir and reports requests with no fixture, fixtures no
// request uses, temporary files of unfinished writes (those opening the
// store removed as stale, and younger ones) and every bad fixture file
// (see provider.Store.Verify). It fails when there is a bad file, a
// missing fixture, an orphan or a temporary file left.
func cmdFixturesCheck(ctx context.Context, args []string, _ io.Reader, stdout, _ io.Writer) error {
	var o options
	fs := newFlags("fixtures check", &o, false)
	fs.StringVar(&o.fixtures, "fixtures", "", "fixture directory of the set (required)")
	fs.Var(&o.sets, "set", "setting name=value (repeatable)")
	pdf, err := parsePDF(fs, args, "--fixtures DIR [--set name=value]... module.pdf")
	if err != nil {
		return err
	}
	if err := pdfArg("fixtures check", pdf); err != nil {
		return err
	}
	if _, err := os.Stat(o.fixtures); o.fixtures == "" || err != nil {
		return cli.Usagef("fixtures check needs --fixtures DIR of an existing fixture set")
	}
	s, err := o.settings()
	if err != nil {
		return err
	}
	tmp, err := os.MkdirTemp("", "scriptorium-fixtures-check-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	store, err := provider.OpenStore(o.fixtures)
	if err != nil {
		return err
	}
	temps, err := temporaries(stdout, store)
	if err != nil {
		return err
	}
	for _, name := range temps {
		fmt.Fprintf(stdout, "temporary file %s\n", filepath.Join(o.fixtures, name))
	}
	bad, err := store.Verify()
	if err != nil {
		return err
	}
	for _, e := range bad {
		fmt.Fprintf(stdout, "bad fixture %v\n", e)
	}
	if len(bad) > 0 { // the replay would stop at the first
		return fmt.Errorf("fixtures check %s: %s (listed above; fix, re-record or remove them)", o.fixtures, cli.Plural(len(bad), "bad fixture file"))
	}
	spy := provider.NewSpy(provider.NewFixtureProvider(store))
	_, convErr := pipeline.Convert(ctx, pdf, pipeline.Workdir{Dir: tmp}, pipeline.Options{Provider: spy, Settings: s})
	if convErr != nil && !errors.Is(convErr, provider.ErrFixtureMiss) {
		return convErr
	}
	if convErr != nil {
		return fmt.Errorf("fixtures check %s: a request has no fixture (orphans are listed once replay completes): %w", o.fixtures, convErr)
	}
	orphans, err := store.Unused(spy.Requests())
	if err != nil {
		return err
	}
	for _, f := range orphans {
		fmt.Fprintf(stdout, "orphan %s\n", f)
	}
	if len(orphans) > 0 {
		return fmt.Errorf("fixtures check %s: %d fixtures no request uses (extract record prunes them)", o.fixtures, len(orphans))
	}
	if len(temps) > 0 {
		return fmt.Errorf("fixtures check %s: %s of unfinished writes: a record run writing the set now, or one cut short (remove them, or let a store opened after %v do it)",
			o.fixtures, cli.Plural(len(temps), "temporary file"), provider.StaleTempAge)
	}
	fmt.Fprintf(stdout, "fixtures check %s: %d requests, every one recorded, no orphans\n", o.fixtures, len(spy.Requests()))
	return nil
}

// temporaries prints the path of each stale temporary file opening store
// removed and returns the names of those left (see provider.Store).
func temporaries(stdout io.Writer, store *provider.Store) (left []string, err error) {
	removed, left, err := store.Temporaries()
	if err != nil {
		return nil, err
	}
	for _, name := range removed {
		fmt.Fprintf(stdout, "removed stale temporary file %s\n", filepath.Join(store.Dir(), name))
	}
	return left, nil
}
