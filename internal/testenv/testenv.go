// Package testenv is what every test binary of Scriptorium shares: the
// zero-network guard, the -update flag that rewrites goldens, golden-file
// comparison and the path of tests/assets.
//
// Every package's tests start with
//
//	func TestMain(m *testing.M) { testenv.Main(m) }
//
// so that `go test ./... -update` is understood by every test binary and no
// test reaches past loopback. It is for tests only.
package testenv

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/pmezard/go-difflib/difflib"

	"github.com/scriptorium/scriptorium/internal/netguard"
)

// UpdateEnv names the environment variable that, set to 1, rewrites goldens
// like -update (for runs where flags cannot be passed).
const UpdateEnv = "SCRIPTORIUM_UPDATE_GOLDENS"

var update = flag.Bool("update", false, "rewrite golden files instead of comparing with them")

// Main runs the tests of a package under the network guard (see
// internal/netguard) and exits.
func Main(m *testing.M) { netguard.Main(m) }

// Updating reports whether goldens are to be rewritten: -update or
// SCRIPTORIUM_UPDATE_GOLDENS=1.
func Updating() bool { return *update || os.Getenv(UpdateEnv) == "1" }

// RequireNodeEnv names the environment variable that, set to 1, makes a
// test needing Node or its npm clients fail where it would skip: .ci/run
// sets it after installing them, so CI cannot pass without those tests.
const RequireNodeEnv = "SCRIPTORIUM_REQUIRE_NODE"

// NodeRequired reports whether RequireNodeEnv is set to 1.
func NodeRequired() bool { return os.Getenv(RequireNodeEnv) == "1" }

// Golden compares got with the golden file at path, rewriting it when
// [Updating]. On a mismatch it reports a unified diff (-want +got) and writes
// got beside the golden as <path>.got, never over it.
func Golden(t testing.TB, path string, got []byte) {
	t.Helper()
	if Updating() {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("read golden (run go test -update to create it): %v", err)
	}
	if bytes.Equal(got, want) {
		os.Remove(path + ".got")
		return
	}
	diff, _ := difflib.GetUnifiedDiffString(difflib.UnifiedDiff{
		A: difflib.SplitLines(string(want)), B: difflib.SplitLines(string(got)),
		FromFile: path, ToFile: path + ".got", Context: 3,
	})
	if err := os.WriteFile(path+".got", got, 0o644); err != nil {
		t.Error(err)
	}
	t.Errorf("%s differs from its golden (-want +got):\n%s", path, diff)
}

// Asset returns the path of an existing file or directory under
// tests/assets, as [Assets] does, and fails the test when it is missing: a
// bundled input a test needs is never skipped over.
func Asset(t testing.TB, elem ...string) string {
	t.Helper()
	p := Assets(t, elem...)
	if _, err := os.Stat(p); err != nil {
		t.Fatalf("bundled asset missing: %v", err)
	}
	return p
}

// Assets returns the path of elem under tests/assets, found from the
// module root (the nearest directory above the test's working directory
// holding go.mod); the path need not exist (a golden may be written there).
func Assets(t testing.TB, elem ...string) string {
	t.Helper()
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return filepath.Join(append([]string{dir, "tests", "assets"}, elem...)...)
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Fatal("no go.mod above the working directory")
		}
		dir = parent
	}
}
