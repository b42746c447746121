package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/scriptorium/scriptorium/adventure"
	"github.com/scriptorium/scriptorium/internal/cli"
	"github.com/scriptorium/scriptorium/internal/jsonfile"
	"github.com/scriptorium/scriptorium/pipeline"
	"github.com/scriptorium/scriptorium/pipeline/export/foundry"
)

// exportFormats are the formats export writes.
var exportFormats = map[string]func(*adventure.Adventure) (*foundry.Result, error){
	"foundry": foundry.Export,
}

// cmdExport writes the export of the workdir's adventure.json, as it
// stands, in --format (foundry: Foundry VTT v13 documents for each one's
// Import Data) to --out, by default exports/<format>/ in the workdir. Each
// file is replaced atomically; it prints the path of each file written, and
// the export's problems as warnings on stderr.
func cmdExport(_ context.Context, args []string, _ io.Reader, stdout, stderr io.Writer) error {
	var o options
	fs := newFlags("export", &o, false)
	format := fs.String("format", "foundry", "export format: foundry (Foundry VTT v13 JournalEntry and RollTable files)")
	out := fs.String("out", "", "output directory (default: exports/<format> in the workdir)")
	_, arg, err := parseWorkdir(fs, args, 0, "[--workdir DIR] [--format foundry] [--out DIR] "+workdirArg)
	if err != nil {
		return err
	}
	export := exportFormats[*format]
	if export == nil {
		return cli.Usagef("export: unknown format %q: want foundry", *format)
	}
	w, err := o.workdirOf(arg)
	if err != nil {
		return err
	}
	dir, locked := *out, w.ReadLocked // --out: the workdir is only read
	if dir == "" {
		dir, locked = w.Path("exports", *format), w.Locked
	}
	return locked(func() error {
		a, err := readAdventure(w)
		if err != nil {
			return err
		}
		res, err := export(a)
		if err != nil {
			return fmt.Errorf("export %s: %w", w.Dir, err)
		}
		written := map[string]bool{}
		for _, f := range res.Files {
			path := filepath.Join(dir, f.Name)
			if err := jsonfile.WriteAtomic(path, f.Data); err != nil {
				return fmt.Errorf("export: %w", err)
			}
			written[f.Name] = true
			fmt.Fprintln(stdout, path)
		}
		if *out == "" {
			if err := pruneExport(stdout, dir, written, a); err != nil {
				return err
			}
		}
		for _, p := range res.Problems {
			fmt.Fprintf(stderr, "extract: warning: %s\n", p)
		}
		if n := countErrors(adventure.Check(a)); n > 0 {
			fmt.Fprintf(stderr, "extract: warning: adventure.json has %s (see %s check); the export carries them\n", plural(n, "error"), pipeline.Command)
		}
		return nil
	})
}

// pruneExport removes the files of dir, the workdir's own export
// directory, that an earlier export of a's module wrote and this one did
// not (a renamed site, a removed table), which a user would otherwise
// import stale; any other file stays. It prints each path removed.
func pruneExport(stdout io.Writer, dir string, written map[string]bool, a *adventure.Adventure) error {
	old, err := filepath.Glob(filepath.Join(dir, "fvtt-*.json"))
	if err != nil {
		return err
	}
	for _, path := range old {
		if written[filepath.Base(path)] {
			continue
		}
		data, err := os.ReadFile(path)
		if err != nil || !foundry.ExportedFrom(data, a) {
			continue
		}
		if err := os.Remove(path); err != nil {
			return fmt.Errorf("export: %w", err)
		}
		fmt.Fprintln(stdout, "removed", path)
	}
	return nil
}

// readAdventure reads and validates the workdir's adventure.json; a
// workdir without one is pipeline.ErrStageMissing.
func readAdventure(w pipeline.Workdir) (*adventure.Adventure, error) {
	data, err := os.ReadFile(w.Path("adventure.json"))
	if errors.Is(err, os.ErrNotExist) {
		return nil, fmt.Errorf("export %s: %w: no adventure.json (run %s convert first)", w.Dir, pipeline.ErrStageMissing, pipeline.Command)
	}
	if err != nil {
		return nil, fmt.Errorf("export %s: %w", w.Dir, err)
	}
	a, err := adventure.Parse(data)
	if err != nil {
		return nil, fmt.Errorf("export %s: %w", w.Path("adventure.json"), err)
	}
	return a, nil
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
