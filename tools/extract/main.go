// Command extract converts old-school adventure module PDFs into
// adventure.json, and maintains the workdirs and fixture sets of that
// conversion.
//
// Usage:
//
//	extract convert [--workdir DIR] [--provider P] [--fixtures DIR] [--set name=value]... [--replace] [--force] module.pdf
//	extract rerun [--workdir DIR] [--provider P] [--fixtures DIR] [--set name=value]... [--force] STAGE [module.pdf | WORKDIR]
//	extract assemble [--workdir DIR] [module.pdf | WORKDIR]
//	extract check [--workdir DIR] [module.pdf | WORKDIR]
//	extract report [--workdir DIR] [module.pdf | WORKDIR]
//	extract preview [--workdir DIR] [module.pdf | WORKDIR]
//	extract export [--workdir DIR] [--format foundry] [--out DIR] [module.pdf | WORKDIR]
//	extract estimate [--workdir DIR] [--set name=value]... [--provider P [--model M] | --price-in USD --price-out USD] module.pdf
//	extract record --fixtures DIR [--upstream P] [--model M] [--workdir DIR] module.pdf
//	extract fixtures check --fixtures DIR module.pdf
//	extract fingerprint < request.json
//
// convert writes module.scriptorium/ beside the PDF (or --workdir): page
// renders and text, stage caches, overrides.yaml, adventure.json,
// report.json and previews/index.html. Providers: offline (the default: rules
// over the text layer, no API key), replay (fixtures in --fixtures), record
// (replay, recording what the offline provider answers for requests not yet
// recorded), manual (request files written to the workdir's manual/ folder
// for a person to answer), and the live openai, anthropic and gemini (with
// --model, --base-url, --spend-cap and the other flags of provider/live;
// keys from the environment, see README.md). A workdir's run.json records
// the provider (with --model, --base-url and --fixtures; never a key) its
// last run asked: rerun, a convert again, record and estimate use it unless
// told otherwise, and say so when told. Stages: preprocess, survey, content, monsters,
// wandering, assemble, check. Commands on a workdir use the one their last
// argument names (the workdir, or the PDF converted beside it), or
// --workdir, else the current directory when it is one, else the single
// *.scriptorium directory in it; convert ends by printing them with
// --workdir.
//
// Errors print one line, "extract: ...", and exit 1 (a fixture miss adds its
// explanation, indented, below); usage and input errors exit 2, among them
// an unknown flag, a PDF that does not exist, cannot be read or names the
// wrong kind of thing (a directory given as the PDF, a file as --workdir
// or as a folder above it),
// a workdir not found or of another PDF, a damaged run.json or
// adventure.json (the error names the command that rebuilds it) and an
// overrides.yaml entry that is malformed or takes no effect; convert,
// rerun, assemble and check exit 3 when the result holds an error-severity
// finding (having written it); Ctrl-C exits 130 (see cli.ExitCodes), a
// second Ctrl-C at once, saying what was kept and how to resume.
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"strings"

	"github.com/scriptorium/scriptorium/adventure"
	"github.com/scriptorium/scriptorium/internal/cli"
	"github.com/scriptorium/scriptorium/pipeline"
	"github.com/scriptorium/scriptorium/provider/live"
)

// usage is what extract -h prints.
const usage = `usage: extract <command> [flags] [args]; flags may follow the arguments
commands:
  convert module.pdf         convert a module into module.scriptorium/ (--provider, --set, --replace, --force)
  rerun STAGE                run again from STAGE, reusing answered units (--set, --force)
  assemble                   re-apply overrides.yaml; rewrite adventure.json, report.json, previews
  check                      validate and lint adventure.json; exit 3 on an error finding
  report                     print report.json for a person
  preview                    rewrite previews/index.html and print its path
  export                     write Foundry VTT import files to exports/foundry/ (--format, --out)
  estimate module.pdf        tokens and cost per stage (--provider, --model or --price-in/--price-out)
  record module.pdf          record a fixture set (--fixtures DIR, --upstream P)
  fixtures check module.pdf  requests without a fixture, fixtures no request uses (--fixtures DIR)
  fingerprint                fingerprint of the request JSON on stdin
Commands on a workdir find it in the current directory, or take --workdir DIR,
or the workdir or its PDF as their last argument.
extract <command> -h lists a command's flags.
` + cli.ExitCodes

// command runs one subcommand.
type command func(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error

var commands = map[string]command{
	"convert":     cmdConvert,
	"rerun":       cmdRerun,
	"assemble":    cmdAssemble,
	"check":       cmdCheck,
	"report":      cmdReport,
	"preview":     cmdPreview,
	"export":      cmdExport,
	"estimate":    cmdEstimate,
	"record":      cmdRecord,
	"fixtures":    cmdFixtures,
	"fingerprint": cmdFingerprint,
}

// interruptedAgain is what a second Ctrl-C, which stops a command at
// once, says: each stage writes a unit's answer when it finishes it, and
// the pages only once all are rendered, and a command run again asks only
// what is missing.
const interruptedAgain = "extract: interrupted again, stopped at once: what each stage finished is kept in the workdir (the pages once all were rendered); run the same command again to resume"

func main() {
	ctx, stop := cli.InterruptContext(os.Stderr, interruptedAgain)
	if cwd, err := os.Getwd(); err == nil { // hints name the command as it was run
		bi, _ := debug.ReadBuildInfo()
		pipeline.Command = invokedAs(os.Args[0], cwd, bi)
	}
	code := run(ctx, os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
	stop()
	os.Exit(code)
}

// run executes one command line and returns the exit code.
func run(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 1 && (cli.IsHelp(args[0]) || args[0] == "help") {
		fmt.Fprint(stdout, usage)
		return 0
	}
	if len(args) == 2 && args[0] == "help" && commands[args[1]] != nil { // help CMD is CMD -h
		args = []string{args[1], "-h"}
	}
	if len(args) > 0 && strings.HasPrefix(args[0], "-") && !cli.IsHelp(args[0]) {
		flagPart, _, _ := strings.Cut(args[0], "=")
		fmt.Fprintf(stderr, "extract: unknown flag %s: a command comes first, its flags after it (extract --help lists the commands)\n", flagPart)
		return cli.ExitUsage
	}
	if len(args) == 0 || commands[args[0]] == nil {
		if len(args) > 0 {
			fmt.Fprintf(stderr, "extract: unknown command %q\n", args[0])
		}
		fmt.Fprint(stderr, usage)
		return cli.ExitUsage
	}
	err := commands[args[0]](ctx, args[1:], stdin, stdout, stderr)
	if badInput(err) {
		err = cli.Usage(err)
	}
	return cli.Exit(ctx, "extract", err, stdout, stderr)
}

// badInput reports whether err is a mistake in what the command was given,
// refused before anything was written (exit 2): a setting, a live
// provider's configuration, a PDF that cannot be read, a workdir that holds
// another PDF's conversion or a folder of other files, a workdir not found
// or not chosen among several, a damaged run.json or adventure.json (the
// error names the command that rebuilds it), an overrides.yaml entry that
// is malformed or takes no effect.
func badInput(err error) bool {
	for _, target := range []error{pipeline.ErrSetting, live.ErrConfig, pipeline.ErrOtherSource, pipeline.ErrNotWorkdir, adventure.ErrOverride,
		pipeline.ErrBadPDF, pipeline.ErrDamagedRun, pipeline.ErrDamagedAdventure, pipeline.ErrNoWorkdir, pipeline.ErrManyWorkdirs} {
		if errors.Is(err, target) {
			return true
		}
	}
	return false
}
