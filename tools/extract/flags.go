package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/scriptorium/scriptorium/internal/cli"
	"github.com/scriptorium/scriptorium/internal/providers"
	"github.com/scriptorium/scriptorium/pipeline"
	"github.com/scriptorium/scriptorium/provider/live"
)

// settingsFlag collects repeated --set name=value assignments.
type settingsFlag []string

func (s *settingsFlag) String() string     { return strings.Join(*s, ",") }
func (s *settingsFlag) Set(v string) error { *s = append(*s, v); return nil }

// options are the flags the pipeline commands share.
type options struct {
	workdir  string
	provider string
	fixtures string
	sets     settingsFlag
	force    bool
	live     live.Settings
}

// newFlags returns a flag set for cmd that reports errors as usage errors;
// withRun adds the flags of commands that run stages.
func newFlags(cmd string, o *options, withRun bool) *flag.FlagSet {
	fs := flag.NewFlagSet(cmd, flag.ContinueOnError)
	fs.StringVar(&o.workdir, "workdir", "", "workdir (default: discovered in the current directory)")
	if withRun {
		fs.StringVar(&o.provider, "provider", "offline", "provider: "+providers.List(convertNames))
		fs.StringVar(&o.fixtures, "fixtures", "", "fixture directory (replay, record)")
		fs.Var(&o.sets, "set", "setting name=value (repeatable)")
		o.live.RegisterFlags(fs)
	}
	return fs
}

// parsePDF parses the arguments of a command on one module's PDF (see
// parseUpTo) and returns the PDF; more than one is refused by name, one
// module at a time.
func parsePDF(fs *flag.FlagSet, args []string, what string) (string, error) {
	pos, err := parseUpTo(fs, args, 1, -1, what)
	if err != nil {
		return "", err
	}
	if len(pos) > 1 {
		return "", cli.Usagef("%s takes one PDF, not %d: %s (one module at a time)", fs.Name(), len(pos), strings.Join(pos, " "))
	}
	return pos[0], nil
}

// parseUpTo parses args into fs, flags before or after the positional
// arguments, turning flag errors into usage errors, and returns the
// positional arguments, which must number from min to max (any number from
// min for max -1).
func parseUpTo(fs *flag.FlagSet, args []string, min, max int, what string) ([]string, error) {
	var pos []string
	for {
		if err := cli.Parse(fs, args, fmt.Sprintf("usage: extract %s %s", fs.Name(), what)); err != nil {
			return nil, err
		}
		if fs.NArg() == 0 {
			break
		}
		pos, args = append(pos, fs.Arg(0)), fs.Args()[1:]
	}
	if len(pos) < min || max >= 0 && len(pos) > max {
		return nil, cli.Usagef("usage: extract %s %s", fs.Name(), what)
	}
	return pos, nil
}

// workdirArg is the usage of the argument that names the workdir of a
// command on one.
const workdirArg = "[module.pdf | WORKDIR]"

// parseWorkdir parses the arguments of a command on a workdir (see parseUpTo):
// want positional arguments, then optionally the workdir, named by itself
// or by the PDF converted beside it. It returns the want arguments and the
// one naming the workdir, or "" (see options.workdirOf).
func parseWorkdir(fs *flag.FlagSet, args []string, want int, what string) (pos []string, workdir string, err error) {
	pos, err = parseUpTo(fs, args, want, want+1, what)
	if err != nil || len(pos) == want {
		return pos, "", err
	}
	return pos[:want], pos[want], nil
}

// workdirOf returns the workdir arg names, the workdir itself or the PDF
// converted beside it (as convert module.pdf writes it), else --workdir or
// the one discovered in the current directory; giving both arg and
// --workdir is a usage error, as is an arg that names nothing.
func (o *options) workdirOf(arg string) (pipeline.Workdir, error) {
	if arg == "" {
		return o.workdirOrFind()
	}
	if o.workdir != "" {
		return pipeline.Workdir{}, cli.Usagef("both --workdir %s and %s name a workdir: give one", o.workdir, arg)
	}
	fi, err := os.Stat(arg)
	if errors.Is(err, fs.ErrNotExist) { // a PDF or workdir that is not there
		return pipeline.Workdir{}, cli.Usagef("open workdir %s: no such file or directory (the last argument names a workdir, or the PDF converted beside it)", arg)
	}
	if err != nil {
		return pipeline.Workdir{}, fmt.Errorf("open workdir: %w", err)
	}
	w := pipeline.Workdir{Dir: arg}
	if !fi.IsDir() {
		w = pipeline.WorkdirFor(arg)
	}
	return w, usable(w)
}

// usable returns the error of w's run.json, nil for a damaged one: check
// and report do not need it, and the commands that do say how to rebuild
// it.
func usable(w pipeline.Workdir) error {
	if _, err := w.ReadRun(); err != nil && !errors.Is(err, pipeline.ErrDamagedRun) {
		return err
	}
	return nil
}

// workdirOrFind returns the --workdir or the one discovered in the current
// directory; a --workdir naming a file is a usage error.
func (o *options) workdirOrFind() (pipeline.Workdir, error) {
	if o.workdir != "" {
		if err := fileAsWorkdir(o.workdir, "a module's PDF names its workdir as the last argument"); err != nil {
			return pipeline.Workdir{}, err
		}
		w := pipeline.Workdir{Dir: o.workdir}
		return w, usable(w)
	}
	cwd, err := os.Getwd()
	if err != nil {
		return pipeline.Workdir{}, err
	}
	return pipeline.FindWorkdir(cwd)
}

// pdfArg refuses, as usage errors, a PDF argument of command op that
// names nothing or a directory: nothing is done. The error of a directory
// says what it holds: a workdir (run.json), which the workdir commands
// take; PDFs, one of which op takes; or neither.
func pdfArg(op, pdf string) error {
	fi, err := os.Stat(pdf)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return cli.Usagef("%s %s: no such file", op, pdf)
	case err == nil && fi.IsDir():
		if _, err := os.Stat(filepath.Join(pdf, "run.json")); err == nil {
			return cli.Usagef("%s %s: not a PDF file: it is a workdir (%s takes a module's PDF; rerun, report and the other workdir commands take this folder)", op, pdf, op)
		}
		if pdfs, _ := filepath.Glob(filepath.Join(pdf, "*.[pP][dD][fF]")); len(pdfs) > 0 {
			return cli.Usagef("%s %s: not a PDF file: it is a directory holding %s, such as %s (%s takes one PDF)", op, pdf, cli.Plural(len(pdfs), "PDF file"), pdfs[0], op)
		}
		return cli.Usagef("%s %s: not a PDF file: it is a directory (%s takes a module's PDF)", op, pdf, op)
	}
	return nil
}

// fileAsWorkdir returns the usage error of a --workdir dir that is a file,
// ending in hint, or that names a file as one of its parent folders; nil
// when it is a directory or is missing below one.
func fileAsWorkdir(dir, hint string) error {
	for d := filepath.Clean(dir); ; d = filepath.Dir(d) {
		fi, err := os.Stat(d)
		switch {
		case err == nil && fi.IsDir():
			return nil
		case err == nil && d == filepath.Clean(dir):
			return cli.Usagef("--workdir %s: not a directory (%s)", dir, hint)
		case err == nil:
			return cli.Usagef("--workdir %s: %s is a file, not a directory", dir, d)
		case filepath.Dir(d) == d:
			return nil
		}
	}
}

// workdirFor returns --workdir, or the workdir beside the PDF; a --workdir
// that is a file, or lies under one, is a usage error.
func (o *options) workdirFor(pdf string) (pipeline.Workdir, error) {
	if o.workdir != "" {
		return pipeline.Workdir{Dir: o.workdir}, fileAsWorkdir(o.workdir, "a workdir is a folder, made when missing")
	}
	return pipeline.WorkdirFor(pdf), nil
}

// spec returns the provider the options name, for run.json.
func (o *options) spec() *pipeline.ProviderSpec {
	return &pipeline.ProviderSpec{Name: o.provider, Model: o.live.Model, BaseURL: o.live.BaseURL, Fixtures: o.fixtures}
}

// useRecorded fills the provider options the command line left out (the
// flag provFlag, --model, --base-url, --fixtures) from the provider w's
// run.json records, as far as the command line names the same provider,
// and says on stderr when it names another one. For provFlag "upstream"
// (record), a recorded replay or record provider stands for offline, the
// upstream of record. A workdir without run.json
// or without a recorded provider changes nothing. A provider the command
// line names that is not among names (those the command takes) is refused
// first, with providers.Check's usage error, before any switch is said; a
// recorded one no command knows, unless the command line names another, is
// a usage error that says to name one.
func (o *options) useRecorded(fs *flag.FlagSet, provFlag string, names []string, w pipeline.Workdir, stderr io.Writer) error {
	given := givenFlags(fs)
	if given[provFlag] {
		if err := providers.Check(o.provider, names); err != nil {
			return err
		}
	}
	run, err := w.ReadRun()
	if err != nil || run.Provider == nil {
		return nil
	}
	rec := w.ProviderSpec(run)
	if provFlag == "upstream" && (rec.Name == providers.Replay || rec.Name == providers.Record) {
		rec = &pipeline.ProviderSpec{Name: providers.Offline} // what answered the fixtures replayed
	}
	if !given[provFlag] {
		if providers.Check(rec.Name, convertNames) != nil { // an edit, or a name of another version
			return cli.Usagef("%s records an unknown provider %q (want %s): pass --%s to name one; convert --provider records it",
				w.Path("run.json"), rec.Name, providers.List(convertNames), provFlag)
		}
		o.provider = rec.Name
	}
	if o.provider == rec.Name {
		fill(&o.live.Model, rec.Model, !given["model"])
		fill(&o.live.BaseURL, rec.BaseURL, !given["base-url"])
		fill(&o.fixtures, rec.Fixtures, !given["fixtures"])
	}
	if now := o.spec(); describe(now) != describe(rec) {
		fmt.Fprintf(stderr, "extract: switching provider from %s (recorded in %s) to %s\n", describe(rec), w.Path("run.json"), describe(now))
	}
	return nil
}

// givenFlags returns the names of the flags of fs the command line gave.
func givenFlags(fs *flag.FlagSet) map[string]bool {
	given := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { given[f.Name] = true })
	return given
}

// fill sets *dst to v when when is true.
func fill(dst *string, v string, when bool) {
	if when {
		*dst = v
	}
}

// describe names a provider for a person: its name, model and base URL.
func describe(s *pipeline.ProviderSpec) string {
	d := s.Name
	if s.Model != "" {
		d += " model " + s.Model
	}
	if s.BaseURL != "" {
		d += " at " + s.BaseURL
	}
	return d
}

// workdirForUsage is the --workdir help of commands that take a PDF.
const workdirForUsage = "workdir (default: the PDF's name with .scriptorium, beside it)"

// settings returns the default settings changed by every --set.
func (o *options) settings() (pipeline.Settings, error) {
	return o.settingsFrom(pipeline.DefaultSettings())
}

// settingsFrom returns s changed by every --set.
func (o *options) settingsFrom(s pipeline.Settings) (pipeline.Settings, error) {
	for _, a := range o.sets {
		if err := s.Set(a); err != nil {
			return s, cli.Usagef("%v", err)
		}
	}
	return s, nil
}

// providerFlags returns the --provider and --fixtures flags a resuming
// command needs, and --model, --base-url and --retries as given, with a
// leading space, or "" for the default provider.
func (o *options) providerFlags() string {
	var b strings.Builder
	if o.provider != "" && o.provider != providers.Offline {
		fmt.Fprintf(&b, " --provider %s", o.provider)
	}
	if o.fixtures != "" {
		fmt.Fprintf(&b, " --fixtures %s", shellQuote(o.fixtures))
	}
	if o.live.Model != "" {
		fmt.Fprintf(&b, " --model %s", shellQuote(o.live.Model))
	}
	if o.live.BaseURL != "" {
		fmt.Fprintf(&b, " --base-url %s", shellQuote(o.live.BaseURL))
	}
	b.WriteString(o.live.RetriesFlag())
	return b.String()
}

// unsavedSets returns the --set flags of the command line that a run
// failing in stage did not save to run.json: all of them when the
// preprocess stage failed (run.json changes only once the pages match it),
// else none.
func (o *options) unsavedSets(stage string) string {
	if stage != pipeline.StagePreprocess {
		return ""
	}
	var b strings.Builder
	for _, a := range o.sets {
		fmt.Fprintf(&b, " --set %s", shellQuote(a))
	}
	return b.String()
}

// shellQuote returns s as one word of a POSIX shell command line: as it is
// when it holds only characters no shell treats specially, else in single
// quotes.
func shellQuote(s string) string {
	if s != "" && strings.Trim(s, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_./:=@%+,-") == "" {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}
