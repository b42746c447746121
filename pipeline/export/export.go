// Package export is what every export format shares: the format-neutral
// [Result] an exporter returns (the files' names and bytes, and warnings),
// the [Format] a command registers, and [Write], which writes a result into
// a directory and prunes what an earlier export of the same module left
// there, by the format's own rule.
//
// A format is a package of its own (pipeline/export/foundry is the first)
// whose exporter is pure: an *adventure.Adventure in, a *Result out. It
// reads the adventure model, never request internals or stage caches.
package export

import (
	"os"
	"path/filepath"

	"github.com/scriptorium/scriptorium/adventure"
	"github.com/scriptorium/scriptorium/internal/jsonfile"
)

// File is one exported file: its name in the export directory and its
// bytes.
type File struct {
	Name string
	Data []byte
}

// Result is an export: the files, in the order the format gives them, and
// its warnings, one line each (a table row that could not be read, say),
// which the files work around rather than guess.
type Result struct {
	Files    []File
	Warnings []string
}

// Format is one export format as a command offers it.
type Format struct {
	// Name is the format's name: the value of `extract export --format`
	// and the directory under exports/ in the workdir.
	Name string
	// Title says in a few words what the format writes, for usage text.
	Title string
	// Export maps an adventure onto the format's files.
	Export func(a *adventure.Adventure) (*Result, error)
	// Exported reports whether a file of the export directory (its name
	// and bytes) was written by an earlier export of a's module, so that a
	// new export may remove it when it no longer writes it; the user's own
	// files and other modules' exports report false.
	Exported func(name string, data []byte, a *adventure.Adventure) bool
}

// Written is what [Write] did: the paths it wrote and those it removed, in
// order.
type Written struct {
	Paths, Removed []string
}

// Write writes res's files into dir, each replaced atomically, and when
// prune removes the files of dir that f.Exported claims for a and res did
// not write (a renamed site, a removed table), which a user would
// otherwise import stale. On an error it returns what it did so far.
func Write(dir string, f Format, a *adventure.Adventure, res *Result, prune bool) (*Written, error) {
	w := &Written{}
	written := map[string]bool{}
	for _, file := range res.Files {
		path := filepath.Join(dir, file.Name)
		if err := jsonfile.WriteAtomic(path, file.Data); err != nil {
			return w, err
		}
		written[file.Name] = true
		w.Paths = append(w.Paths, path)
	}
	if !prune {
		return w, nil
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		return w, err
	}
	for _, e := range entries {
		path := filepath.Join(dir, e.Name())
		if written[e.Name()] || !e.Type().IsRegular() {
			continue
		}
		data, err := os.ReadFile(path)
		if err != nil || !f.Exported(e.Name(), data, a) {
			continue
		}
		if err := os.Remove(path); err != nil {
			return w, err
		}
		w.Removed = append(w.Removed, path)
	}
	return w, nil
}
