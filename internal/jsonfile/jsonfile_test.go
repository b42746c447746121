package jsonfile

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/scriptorium/scriptorium/internal/testenv"
)

func TestMain(m *testing.M) { testenv.Main(m) }

func TestMarshalIsStableAndUnescaped(t *testing.T) {
	v := map[string]any{"b": "<x> & y", "a": []int{1}}
	got, err := Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	want := "{\n  \"a\": [\n    1\n  ],\n  \"b\": \"<x> & y\"\n}\n"
	if string(got) != want {
		t.Errorf("Marshal = %q, want %q", got, want)
	}
}

func TestWriteReplacesAndLeavesNoTemporaryFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "sub", "x.json")
	for _, v := range []int{1, 2} {
		if err := Write(path, v); err != nil {
			t.Fatal(err)
		}
	}
	got, err := os.ReadFile(path)
	if err != nil || string(got) != "2\n" {
		t.Fatalf("read back %q, %v; want \"2\\n\"", got, err)
	}
	if fi, err := os.Stat(path); err != nil {
		t.Error(err)
	} else if fi.Mode().Perm() != 0o644 {
		t.Errorf("mode %v, want 0644", fi.Mode().Perm())
	}
	entries, _ := os.ReadDir(filepath.Dir(path))
	if len(entries) != 1 {
		t.Errorf("directory holds %d entries, want only x.json", len(entries))
	}
}

func TestWriteFailureKeepsTheOldFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "x.json")
	if err := Write(path, 1); err != nil {
		t.Fatal(err)
	}
	if err := Write(path, func() {}); err == nil {
		t.Fatal("writing a func succeeded, want an encoding error")
	}
	if got, _ := os.ReadFile(path); string(got) != "1\n" {
		t.Errorf("after a failed write the file holds %q, want the old \"1\\n\"", got)
	}
}

// TestWriteErrorNamesThePath: a failed write names the file asked for,
// never the temporary file beside it.
func TestWriteErrorNamesThePath(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "x.json")
	if err := os.Mkdir(path, 0o755); err != nil { // a directory where the file goes: the rename fails
		t.Fatal(err)
	}
	err := WriteAtomic(path, []byte("1\n"))
	if err == nil || !strings.HasPrefix(err.Error(), "write "+path+": ") || strings.Contains(err.Error(), ".tmp") {
		t.Errorf("error %v, want one naming %s and no temporary file", err, path)
	}
	if left, _ := filepath.Glob(filepath.Join(dir, ".x.json.tmp*")); len(left) != 0 {
		t.Errorf("temporary files left: %v", left)
	}
}
