// Package jsonfile writes the JSON artifacts of a conversion the one way
// they are pinned by goldens: indented by two spaces, without HTML escaping,
// ending in a newline, and replaced atomically on disk.
package jsonfile

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// Marshal encodes v as JSON indented by two spaces, with <, > and & left
// as they are, ending in a newline. The same value gives the same bytes.
func Marshal(v any) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// WriteAtomic writes data to path (mode 0644) through a temporary file in
// the same directory and a rename, creating the directory, so readers never
// see half a file and a failure leaves the old file in place. Errors name
// path ("write PATH: no space left on device"), never the temporary file.
func WriteAtomic(path string, data []byte) error {
	if err := writeAtomic(path, data); err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	return nil
}

func writeAtomic(path string, data []byte) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return reason(err)
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".tmp*")
	if err != nil {
		return reason(err)
	}
	merr := tmp.Chmod(0o644) // a temporary file is private; the artifact is not
	_, werr := tmp.Write(data)
	cerr := tmp.Close()
	if err := errors.Join(merr, werr, cerr); err != nil {
		os.Remove(tmp.Name())
		return reason(err)
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		os.Remove(tmp.Name())
		return reason(err)
	}
	return nil
}

// reason strips the temporary file's name from err, which a user never
// sees: the caller names the file written.
func reason(err error) error {
	var pe *fs.PathError
	var le *os.LinkError
	switch {
	case errors.As(err, &pe):
		return pe.Err
	case errors.As(err, &le):
		return le.Err
	}
	return err
}

// Write marshals v with [Marshal] and writes it to path with [WriteAtomic].
// Errors name the path.
func Write(path string, v any) error {
	data, err := Marshal(v)
	if err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	return WriteAtomic(path, data)
}
