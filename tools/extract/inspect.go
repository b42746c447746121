package main

import (
	"context"
	"fmt"
	"io"

	"github.com/scriptorium/scriptorium/adventure"
	"github.com/scriptorium/scriptorium/internal/cli"
	"github.com/scriptorium/scriptorium/pipeline"
)

// cmdAssemble re-assembles adventure.json, report.json and previews from the
// stage caches and overrides.yaml.
func cmdAssemble(_ context.Context, args []string, _ io.Reader, stdout, _ io.Writer) error {
	var o options
	_, arg, err := parseWorkdir(newFlags("assemble", &o, false), args, 0, "[--workdir DIR] "+workdirArg)
	if err != nil {
		return err
	}
	w, err := o.workdirOf(arg)
	if err != nil {
		return err
	}
	res, err := pipeline.Assemble(w)
	if err != nil {
		return err
	}
	summary(stdout, w, res)
	return errorFindings("assemble", w, res.Findings)
}

// cmdCheck prints the findings of check and fails, with cli.ExitFindings,
// exactly when one is an error.
func cmdCheck(_ context.Context, args []string, _ io.Reader, stdout, stderr io.Writer) error {
	var o options
	_, arg, err := parseWorkdir(newFlags("check", &o, false), args, 0, "[--workdir DIR] "+workdirArg)
	if err != nil {
		return err
	}
	w, err := o.workdirOf(arg)
	if err != nil {
		return err
	}
	findings, err := pipeline.Check(w)
	if err != nil {
		return err
	}
	outdatedNote(stderr, w)
	printFindings(stdout, findings, "")
	if err := errorFindings("check", w, findings); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "check %s: no errors (%s)\n", w.Dir, cli.Plural(len(findings), "finding"))
	return nil
}

// cmdReport prints report.json for a person.
func cmdReport(_ context.Context, args []string, _ io.Reader, stdout, stderr io.Writer) error {
	var o options
	_, arg, err := parseWorkdir(newFlags("report", &o, false), args, 0, "[--workdir DIR] "+workdirArg)
	if err != nil {
		return err
	}
	w, err := o.workdirOf(arg)
	if err != nil {
		return err
	}
	r, err := pipeline.ReadReport(w)
	if err != nil {
		return err
	}
	if _, err := pipeline.ReadAdventure("report", w); err != nil {
		return err // report.json speaks of the adventure.json it was written with
	}
	outdatedNote(stderr, w)
	return r.WriteText(stdout)
}

// outdatedNote says on one line, when a run that changed w's stage caches
// has not finished (Ctrl-C, a failed stage), that the result is older than
// them, and how to resume.
func outdatedNote(stderr io.Writer, w pipeline.Workdir) {
	if stage, ok := w.Outdated(); ok {
		fmt.Fprintf(stderr, "extract: note: %s is out of date: a run that changed the stage caches (from stage %s) did not finish; resume it: %s rerun --workdir %s %s\n",
			w.Path("adventure.json"), stage, pipeline.Command, shellQuote(w.Dir), stage)
	}
}

// cmdPreview rewrites previews/index.html from adventure.json as it stands
// and prints its path.
func cmdPreview(_ context.Context, args []string, _ io.Reader, stdout, _ io.Writer) error {
	var o options
	_, arg, err := parseWorkdir(newFlags("preview", &o, false), args, 0, "[--workdir DIR] "+workdirArg)
	if err != nil {
		return err
	}
	w, err := o.workdirOf(arg)
	if err != nil {
		return err
	}
	path, err := pipeline.Preview(w)
	if err != nil {
		return err
	}
	fmt.Fprintln(stdout, path)
	return nil
}

// printFindings prints the findings of severity only (every one when
// severity is ""), one a line: "error monster-unknown 5: ...".
func printFindings(w io.Writer, findings []adventure.Finding, severity adventure.Severity) {
	for _, f := range findings {
		if severity != "" && f.Severity != severity {
			continue
		}
		where := f.Subject()
		if where != "" {
			where = " " + where
		}
		fmt.Fprintf(w, "%s %s%s: %s\n", f.Severity, f.Code, where, f.Message)
	}
}
