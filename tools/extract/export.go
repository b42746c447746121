package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/scriptorium/scriptorium/adventure"
	"github.com/scriptorium/scriptorium/internal/cli"
	"github.com/scriptorium/scriptorium/pipeline"
	"github.com/scriptorium/scriptorium/pipeline/export"
	"github.com/scriptorium/scriptorium/pipeline/export/foundry"
)

// exportFormats are the formats export writes, one line each.
var exportFormats = []export.Format{
	foundry.Format,
}

// cmdExport writes the export of the workdir's adventure.json, as it
// stands, in --format (foundry: Foundry VTT v13 documents for each one's
// Import Data) to --out, by default exports/<format>/ in the workdir, where
// it also removes the files an earlier export of the same module wrote and
// this one does not. Each file is replaced atomically; it prints the path
// of each file written and removed, and the export's warnings on stderr.
func cmdExport(_ context.Context, args []string, _ io.Reader, stdout, stderr io.Writer) error {
	var o options
	fs := newFlags("export", &o, false)
	format := fs.String("format", "foundry", "export format: "+formatList(true))
	out := fs.String("out", "", "output directory (default: exports/<format> in the workdir)")
	_, arg, err := parseWorkdir(fs, args, 0, "[--workdir DIR] [--format "+formatList(false)+"] [--out DIR] "+workdirArg)
	if err != nil {
		return err
	}
	i := slices.IndexFunc(exportFormats, func(f export.Format) bool { return f.Name == *format })
	if i < 0 {
		return cli.Usagef("export: unknown format %q: want %s", *format, formatList(false))
	}
	f := exportFormats[i]
	w, err := o.workdirOf(arg)
	if err != nil {
		return err
	}
	dir, locked := *out, w.ReadLocked // --out: the workdir is only read
	if dir == "" {
		dir, locked = w.Path("exports", f.Name), w.Locked
	}
	ran := false
	err = locked(func() error {
		ran = true
		a, err := pipeline.ReadAdventure("export", w)
		if err != nil {
			return err
		}
		res, err := f.Export(a)
		if err != nil {
			return fmt.Errorf("export %s: %w", w.Dir, err)
		}
		done, err := export.Write(dir, f, a, res, *out == "")
		for _, path := range done.Paths {
			fmt.Fprintln(stdout, path)
		}
		for _, path := range done.Removed {
			fmt.Fprintln(stdout, "removed", path)
		}
		if err != nil {
			return fmt.Errorf("export: %w", err)
		}
		for _, p := range res.Warnings {
			fmt.Fprintf(stderr, "extract: warning: %s\n", p)
		}
		if n := countErrors(adventure.Check(a)); n > 0 {
			fmt.Fprintf(stderr, "extract: warning: adventure.json has %s (see %s check); the export carries them\n", cli.Plural(n, "error"), pipeline.Command)
		}
		return nil
	})
	if err != nil && !ran && *out == "" && !errors.Is(err, pipeline.ErrBusy) {
		// The workdir cannot be written (read-only): --out only reads it.
		return fmt.Errorf("export %s: %w; --out DIR exports elsewhere, only reading the workdir", w.Dir, err)
	}
	return err
}

// formatList lists the export formats' names, " | "-separated, each
// followed by its title in parentheses when titled.
func formatList(titled bool) string {
	var names []string
	for _, f := range exportFormats {
		if titled {
			names = append(names, f.Name+" ("+f.Title+")")
			continue
		}
		names = append(names, f.Name)
	}
	return strings.Join(names, " | ")
}

// countErrors counts the error findings.
func countErrors(findings []adventure.Finding) int {
	n := 0
	for _, f := range findings {
		if f.Severity == adventure.SeverityError {
			n++
		}
	}
	return n
}
