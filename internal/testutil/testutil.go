// Package testutil holds tiny helpers shared by the tests of this module.
// Assets is the entry point:
//
//	pdf := testutil.Assets(t, "minimod", "minimod.pdf")
//
// returns the path of tests/assets/minimod/minimod.pdf from the module root,
// whatever the package directory the test runs in. The package is not a
// test framework: it only finds files.
package testutil

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

// AssetsDir is the directory of shared test assets, relative to the module
// root.
const AssetsDir = "tests/assets"

// Root returns the module root: the nearest directory at or above the
// working directory that holds go.mod. It fails t when there is none.
func Root(t testing.TB) string {
	t.Helper()
	root, err := findRoot()
	if err != nil {
		t.Fatalf("testutil: %v", err)
	}
	return root
}

// Assets returns the absolute path of the file or directory elem under
// tests/assets of the module root, e.g. Assets(t, "minimod", "minimod.pdf").
// It fails t when the path does not exist.
func Assets(t testing.TB, elem ...string) string {
	t.Helper()
	p := filepath.Join(append([]string{Root(t), AssetsDir}, elem...)...)
	if _, err := os.Stat(p); err != nil {
		t.Fatalf("testutil: asset: %v", err)
	}
	return p
}

// findRoot walks up from the working directory to the first directory
// holding go.mod.
func findRoot() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", errors.New("find module root: no go.mod above the working directory")
		}
		dir = parent
	}
}
