package testenv

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// allowedSkips lists, per test file (slash path from the module root), the
// only tests that may skip, each for a reason outside the repository: a tool
// CI installs but a fresh clone may lack, or an operating-system feature.
// This is a statement of policy: a test that needs a bundled file reads it
// with [Asset] and fails when it is missing; do not add a skip here to make
// a missing file pass.
var allowedSkips = map[string][]string{
	"provider/vectors_test.go":                  {"TestFingerprintVectorsNode"},   // node not on PATH
	"mockllm/conformance/node/node_test.go":     {"runNode"},                      // node or its npm clients not installed
	"pipeline/convert_unix_test.go":             {"TestConvertRefusesANamedPipe"}, // no mkfifo here
	"pipeline/preprocess/validate_unix_test.go": {"TestRunRefusesSpecialFiles"},   // no mkfifo here
}

// TestMain runs the tests under the network guard.
func TestMain(m *testing.M) { Main(m) }

// TestSkipsArePolicy finds every call of Skip, Skipf or SkipNow in the
// module's test files and fails on one that allowedSkips does not name: a
// fresh clone's go test ./... runs every test CI runs.
func TestSkipsArePolicy(t *testing.T) {
	root := filepath.Join(Assets(t), "..", "..")
	for file, tests := range skippingTests(t, root) {
		for _, name := range tests {
			if !slices.Contains(allowedSkips[file], name) {
				t.Errorf("%s: %s skips; a test needing a bundled file reads it with testenv.Asset and fails when it is missing", file, name)
			}
		}
	}
}

// skippingTests returns, per test file under root, the names of the
// functions that call Skip, Skipf or SkipNow.
func skippingTests(t *testing.T, root string) map[string][]string {
	t.Helper()
	out := map[string][]string{}
	fset := token.NewFileSet()
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "node_modules" || d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".")) && path != root {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, "_test.go") {
			return nil
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		f, err := parser.ParseFile(fset, path, src, 0)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		for _, decl := range f.Decls {
			if fn, ok := decl.(*ast.FuncDecl); ok && callsSkip(fn) {
				out[filepath.ToSlash(rel)] = append(out[filepath.ToSlash(rel)], fn.Name.Name)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// callsSkip reports whether fn calls a method named Skip, Skipf or SkipNow.
func callsSkip(fn *ast.FuncDecl) bool {
	found := false
	ast.Inspect(fn, func(n ast.Node) bool {
		if call, ok := n.(*ast.CallExpr); ok {
			if sel, ok := call.Fun.(*ast.SelectorExpr); ok && slices.Contains([]string{"Skip", "Skipf", "SkipNow"}, sel.Sel.Name) {
				found = true
			}
		}
		return !found
	})
	return found
}
