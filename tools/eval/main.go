// Command eval measures extraction quality: it converts every module of a
// corpus, scores each adventure against the module's truth.yaml with
// package evals, and keeps the scores in a scoreboard.
//
// Usage:
//
//	eval run --provider P [--corpus DIR] [--fixtures REL] [--answers REL] [--model M ...] [--out FILE]
//	eval diff A.json B.json
//	eval check [--corpus DIR] [--scoreboard FILE] [--golden REL] [--provider P] [--fixtures REL] [--bless]
//
// A corpus is a folder of module folders, each holding one PDF and
// truth.yaml; tests/assets (the default) is one, and a private corpus of
// purchased modules works the same way: conversions run in temporary
// workdirs and nothing is copied into the repository but scores.
//
// run converts every module with provider P (offline: rules over the text
// layer; replay: the fixtures recorded in the module folder's --fixtures
// folder, default fixtures; manual: answer files in the module folder's
// --answers folder, default answers; openai, anthropic, gemini: the model
// API with the live flags --model, --base-url, …), scores it and writes
// one row per module, labelled by the providers and models that answered
// (as the stage caches record them), into --out (default
// tools/eval/scoreboard.json) and its Markdown twin scoreboard.md,
// replacing the module's row of the same label and keeping the others.
//
// diff prints every score that moved between two scoreboards.
//
// check is the CI gate: it scores the committed stage caches of every
// module (the workdir --golden inside the module folder, default golden, as
// the pipeline's fixture-set tests write it; a module without one is
// converted afresh with the provider) at zero network, and fails, printing what moved, when a score
// differs from --scoreboard (default tools/eval/scoreboard.json). --bless
// writes the new scores instead.
//
// Errors print one line, "eval: ...", and exit 1; usage errors exit 2;
// Ctrl-C exits 130.
package main

import (
	"context"
	"fmt"
	"io"
	"os"

	"github.com/scriptorium/scriptorium/internal/cli"
)

// command runs one subcommand.
type command func(ctx context.Context, args []string, stdout io.Writer) error

var commands = map[string]command{"run": cmdRun, "diff": cmdDiff, "check": cmdCheck}

func main() {
	ctx, stop := cli.InterruptContext(os.Stderr, "")
	code := run(ctx, os.Args[1:], os.Stdout, os.Stderr)
	stop()
	os.Exit(code)
}

// run executes one command line and returns the exit code.
func run(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	const usage = "usage: eval run|diff|check [flags] [args]; eval <command> -h lists a command's flags"
	if len(args) == 1 && (cli.IsHelp(args[0]) || args[0] == "help") {
		fmt.Fprintln(stdout, usage)
		return 0
	}
	if len(args) == 0 || commands[args[0]] == nil {
		fmt.Fprintln(stderr, usage)
		return 2
	}
	return cli.Exit(ctx, "eval", commands[args[0]](ctx, args[1:], stdout), stdout, stderr)
}
