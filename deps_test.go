package scriptorium_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/scriptorium/scriptorium/internal/testenv"
)

// TestMain keeps the tests off the network (see netguard).
func TestMain(m *testing.M) { testenv.Main(m) }

// modulePath is this module's path; policy names packages relative to it.
const modulePath = "github.com/scriptorium/scriptorium"

// policy is the layering of this module, in the manner of Go's own
// go/build/deps_test.go: a statement of policy. Do not change this data to
// fix a build; change the code, or change the policy deliberately in a
// commit that says why.
//
// Each line "pkg: a, b" names the packages of this module pkg may import
// directly (NONE for none); "test pkg: c" adds what pkg's tests may import
// besides. A package of this module the policy does not name fails the
// test, so a new package states its layer. VENDOR below lists the modules of
// vendor SDKs, which only the packages of the providers they serve (and the
// commands linking those) may depend on, even indirectly: "vendor pkg: m"
// lets pkg and its test binary link m, "vendor test pkg: m" its test binary
// alone, so each SDK's conformance test links that SDK and no other.
const policy = `
# This test, at the module root.
.: NONE

# A leaf: the JSON string scan the fingerprint and mockllm's reader share.
internal/jsonscan: NONE
# A leaf: the table of long texts' derived values the fingerprint and mockllm's reader share.
internal/textcache: NONE

# The provider core: domain-free, nothing of ours but that leaf, no vendor SDK.
provider: internal/jsonscan, internal/textcache

# Helpers every layer may use; they import nothing of ours.
internal/jsonfile: NONE
internal/netguard: NONE
internal/cli: NONE
internal/testenv: internal/netguard

# Name folding (Fold, Singular, Slug), shared by every layer that compares
# or files names.
naming: NONE
# How a line of page text carries on the line before (a hyphen break mended),
# shared by the offline rules and the pipeline.
linebreak: NONE

# Providers that answer from outside: the core, and the shared live client.
provider/live: provider
provider/openai: provider, provider/live
provider/anthropic: provider, provider/live
provider/gemini: provider, provider/live
provider/manual: provider, internal/jsonfile
provider/apis: provider, provider/live, provider/openai, provider/anthropic, provider/gemini
test provider/manual: requests, requests/offline
test provider/openai: internal/conformance, mockllm
test provider/anthropic: internal/conformance
test provider/gemini: internal/conformance

# The mock LLM server knows requests and answers, nothing of modules or
# stages. Its tests build real requests to serve.
mockllm: provider, internal/jsonscan, internal/textcache
test mockllm: requests
test mockllm/conformance/openai: internal/conformance
test mockllm/conformance/anthropic: mockllm, internal/conformance
test mockllm/conformance/gemini: mockllm, internal/conformance
test mockllm/conformance/bedrock: internal/conformance
test mockllm/conformance/node: provider, mockllm, internal/conformance
mockllm/conformance/openai: NONE
mockllm/conformance/anthropic: NONE
mockllm/conformance/gemini: NONE
mockllm/conformance/bedrock: NONE
mockllm/conformance/node: NONE

# A page's furniture (running heads and feet), one rule for the offline
# rules, which leave it out of areas, and the pipeline, which leaves it out
# of the text it checks is placed.
furniture: NONE

# Stat-block parsing and normalization: pure domain logic, the dialects'
# one vocabulary of stat labels, shared by request building, the offline
# rules and the adventure model.
statblock: naming

# Request building: pure, over the core, name folding and the stat-block
# reader (a stat block answer is a statblock.StatBlock).
requests: provider, naming, statblock

# The offline rule engine answers requests by reading them back; its
# corpus tests read real PDFs through preprocess.
requests/offline: provider, requests, naming, statblock, furniture, linebreak
test requests/offline: pipeline/preprocess

# The adventure model is assembled from answers (stat blocks, exit kinds)
# and validated with the core's schema validator; its text report counts
# with the commands' cli.Plural.
adventure: provider, requests, naming, statblock, internal/jsonfile, internal/cli

# Evals and exporters read the adventure model, not request internals.
evals: adventure, naming
pipeline/export: adventure, internal/jsonfile
pipeline/export/foundry: adventure, naming, pipeline/export, internal/jsonfile

# The pipeline sees only the Provider interface: never a concrete provider
# (its tests answer with the offline rules).
pipeline/preprocess: NONE
pipeline: provider, requests, adventure, naming, statblock, furniture, pipeline/preprocess, internal/jsonfile, linebreak
test pipeline: requests/offline

# The --provider switch of the commands: every provider a name builds.
internal/providers: provider, provider/live, provider/apis, provider/manual, requests/offline, internal/cli

# The conformance kit: the exchanges every client of the model APIs is
# checked with against mockllm, the servers serving them, and the suite the
# live providers run. Used by tests only; it links no vendor SDK, so each
# SDK's conformance test links that SDK alone.
internal/conformance: provider, provider/live, requests, requests/offline, mockllm, internal/testenv

# Tools are thin faces over the packages; nothing imports them.
tools/extract: provider, provider/live, provider/manual, provider/apis, requests/offline, adventure, pipeline, pipeline/export, pipeline/export/foundry, internal/cli, internal/jsonfile, internal/providers
test tools/extract: internal/netguard, pipeline/preprocess
tools/eval: provider, provider/live, adventure, evals, pipeline, internal/cli, internal/jsonfile, internal/providers
test tools/eval: provider/manual, requests/offline
tools/mockllm: provider, mockllm, internal/cli
test tools/mockllm: internal/netguard
tools/mockbench: provider, mockllm, internal/cli
test tools/mockbench: internal/testenv
tools/fabricate: pipeline/preprocess, internal/cli
test tools/fabricate: evals

VENDOR: github.com/openai/openai-go/v3, github.com/anthropics/anthropic-sdk-go/v2, google.golang.org/genai, github.com/aws/aws-sdk-go-v2/service/bedrockruntime
vendor provider/openai: github.com/openai/openai-go/v3
vendor provider/anthropic: github.com/anthropics/anthropic-sdk-go/v2
vendor provider/gemini: google.golang.org/genai
vendor provider/apis: github.com/openai/openai-go/v3, github.com/anthropics/anthropic-sdk-go/v2, google.golang.org/genai
vendor test mockllm/conformance/openai: github.com/openai/openai-go/v3
vendor test mockllm/conformance/anthropic: github.com/anthropics/anthropic-sdk-go/v2
vendor test mockllm/conformance/gemini: google.golang.org/genai
vendor test mockllm/conformance/bedrock: github.com/aws/aws-sdk-go-v2/service/bedrockruntime
vendor internal/providers: github.com/openai/openai-go/v3, github.com/anthropics/anthropic-sdk-go/v2, google.golang.org/genai
vendor tools/extract: github.com/openai/openai-go/v3, github.com/anthropics/anthropic-sdk-go/v2, google.golang.org/genai
vendor tools/eval: github.com/openai/openai-go/v3, github.com/anthropics/anthropic-sdk-go/v2, google.golang.org/genai
`

// rules is the parsed policy: per package, the packages of ours it may
// import (allowed), its tests may import besides (test), the vendor
// modules it may depend on (vendor) and its test binary besides
// (testVendor); vendors lists every vendor module.
type rules struct {
	allowed, test, vendor, testVendor map[string][]string
	vendors                           []string
}

// parsePolicy reads the policy text; a line it cannot read is an error.
func parsePolicy(text string) (*rules, error) {
	r := &rules{allowed: map[string][]string{}, test: map[string][]string{}, vendor: map[string][]string{}, testVendor: map[string][]string{}}
	for n, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		lhs, rhs, ok := strings.Cut(line, ":")
		if !ok {
			return nil, fmt.Errorf("parse policy line %d: no colon in %q", n+1, line)
		}
		var list []string
		for _, p := range strings.Split(rhs, ",") {
			if p = strings.TrimSpace(p); p != "NONE" && p != "" {
				list = append(list, p)
			}
		}
		switch f := strings.Fields(lhs); {
		case len(f) == 1 && f[0] == "VENDOR":
			r.vendors = list
		case len(f) == 1:
			r.allowed[f[0]] = list
		case len(f) == 2 && f[0] == "test":
			r.test[f[1]] = list
		case len(f) == 2 && f[0] == "vendor":
			r.vendor[f[1]] = list
		case len(f) == 3 && f[0] == "vendor" && f[1] == "test":
			r.testVendor[f[2]] = list
		default:
			return nil, fmt.Errorf("parse policy line %d: cannot read %q", n+1, lhs)
		}
	}
	return r, nil
}

// pkg is what the check needs of one `go list -json` record, import paths
// relative to the module for our packages.
type pkg struct {
	ImportPath   string
	Standard     bool
	Module       *struct{ Path string }
	Imports      []string
	TestImports  []string
	XTestImports []string
	TestGoFiles  []string
	XTestGoFiles []string
	Deps         []string
}

// goList is the output of `go list -test -deps -json ./...`, run once: the
// packages, the test binaries ("pkg.test") and the packages as built for
// them ("pkg [pkg.test]"). It first
// stats every Go file and go.mod of the module, so that `go test` caches
// this test's result only until one of them changes (it does not see what
// the go command reads).
var goList = sync.OnceValues(func() ([]byte, error) {
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err == nil && d.IsDir() && (d.Name() == "node_modules" || d.Name() == "testdata") {
			return filepath.SkipDir
		}
		if err == nil && !d.IsDir() && (strings.HasSuffix(path, ".go") || path == "go.mod") {
			_, err = os.Stat(path)
		}
		return err
	})
	if err != nil {
		return nil, err
	}
	out, err := exec.Command("go", "list", "-test", "-deps", "-json", "./...").Output()
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		err = fmt.Errorf("go list: %w\n%s", err, ee.Stderr)
	}
	return out, err
})

// listPackages returns every package `go list -test -deps -json ./...` lists in
// the module root (ours, the standard library's and the third-party ones)
// by import path, decoded afresh for each caller to edit.
func listPackages(t *testing.T) map[string]*pkg {
	t.Helper()
	out, err := goList()
	if err != nil {
		t.Fatal(err)
	}
	all := map[string]*pkg{}
	dec := json.NewDecoder(bytes.NewReader(out))
	for {
		p := new(pkg)
		if err := dec.Decode(p); err == io.EOF {
			break
		} else if err != nil {
			t.Fatalf("decode go list output: %v", err)
		}
		all[p.ImportPath] = p
	}
	return all
}

// ours returns path relative to the module, and whether it is a package of
// this module.
func ours(path string) (string, bool) {
	if path == modulePath {
		return ".", true
	}
	rel, ok := strings.CutPrefix(path, modulePath+"/")
	return rel, ok
}

// check returns one line per breach of r by the packages in all: a package
// of ours the policy does not name, an import of ours it does not allow (in
// the package or, separately, in its tests), tests that do not import
// internal/testenv (whose -update flag every test binary must take, so that
// go test ./... -update runs), and a dependency on a vendor SDK's module
// by a package or test binary not allowed it.
func check(r *rules, all map[string]*pkg) []string {
	var bad []string
	for _, path := range sortedKeys(all) {
		if base, ok := strings.CutSuffix(path, ".test"); ok {
			if name, mine := ours(base); mine {
				allowed := append(append([]string{}, r.vendor[name]...), r.testVendor[name]...)
				bad = append(bad, vendorBreaches(r.vendors, allowed, all, name+" (test binary)", all[path])...)
			}
			continue
		}
		name, mine := ours(path)
		if !mine || strings.Contains(path, " [") { // a package as built for a test: its binary is checked
			continue
		}
		p := all[path]
		allowed, named := r.allowed[name]
		if !named {
			bad = append(bad, fmt.Sprintf("%s: not in the policy; add a line stating its layer", name))
			continue
		}
		for _, imp := range p.Imports {
			if dep, mine := ours(imp); mine && !slices.Contains(allowed, dep) {
				bad = append(bad, fmt.Sprintf("%s: imports %s, which the policy does not allow", name, dep))
			}
		}
		testAllowed := append(append([]string{name}, allowed...), r.test[name]...)
		testImports := append(append([]string{}, p.TestImports...), p.XTestImports...)
		for _, imp := range testImports {
			if dep, mine := ours(imp); mine && !slices.Contains(testAllowed, dep) && dep != "internal/testenv" {
				bad = append(bad, fmt.Sprintf("%s: its tests import %s, which the policy does not allow", name, dep))
			}
		}
		if len(p.TestGoFiles)+len(p.XTestGoFiles) > 0 && name != "internal/testenv" && !slices.Contains(testImports, modulePath+"/internal/testenv") {
			bad = append(bad, fmt.Sprintf("%s: its tests do not import internal/testenv, so its test binary refuses go test ./... -update (start them with func TestMain(m *testing.M) { testenv.Main(m) })", name))
		}
		bad = append(bad, vendorBreaches(r.vendors, r.vendor[name], all, name, p)...)
	}
	for _, name := range sortedKeys(r.allowed) {
		if _, ok := all[strings.TrimSuffix(modulePath+"/"+name, "/.")]; !ok {
			bad = append(bad, fmt.Sprintf("%s: in the policy but not in the module; remove its lines", name))
		}
	}
	return bad
}

// vendorBreaches lists the modules of vendors (the vendor SDKs) that p,
// called name, depends on (even indirectly) and allowed does not hold.
func vendorBreaches(vendors, allowed []string, all map[string]*pkg, name string, p *pkg) []string {
	var bad []string
	seen := map[string]bool{}
	for _, dep := range p.Deps {
		d, ok := all[dep]
		if !ok || d.Module == nil || seen[d.Module.Path] {
			continue
		}
		mod := d.Module.Path
		seen[mod] = true
		if slices.Contains(vendors, mod) && !slices.Contains(allowed, mod) {
			bad = append(bad, fmt.Sprintf("%s: depends on the vendor SDK %s (through %s)", name, mod, dep))
		}
	}
	return bad
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// TestDependencies checks every package of this module, its tests
// separately, against the policy.
func TestDependencies(t *testing.T) {
	r, err := parsePolicy(policy)
	if err != nil {
		t.Fatal(err)
	}
	for _, b := range check(r, listPackages(t)) {
		t.Error(b)
	}
}

// TestDependenciesRefuse shows the check failing: on the module as listed,
// with one forbidden import added to each kind of rule.
func TestDependenciesRefuse(t *testing.T) {
	r, err := parsePolicy(policy)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name, want string
		edit       func(all map[string]*pkg)
	}{
		{"core imports ours", "provider: imports requests, which the policy does not allow", func(all map[string]*pkg) {
			p := all[modulePath+"/provider"]
			p.Imports = append(p.Imports, modulePath+"/requests")
		}},
		{"pipeline sees a concrete provider", "pipeline: imports provider/openai, which the policy does not allow", func(all map[string]*pkg) {
			p := all[modulePath+"/pipeline"]
			p.Imports = append(p.Imports, modulePath+"/provider/openai")
		}},
		{"test import", "mockllm: its tests import pipeline, which the policy does not allow", func(all map[string]*pkg) {
			p := all[modulePath+"/mockllm"]
			p.XTestImports = append(p.XTestImports, modulePath+"/pipeline")
		}},
		{"core links a vendor SDK", "provider: depends on the vendor SDK google.golang.org/genai (through google.golang.org/genai)", func(all map[string]*pkg) {
			p := all[modulePath+"/provider"]
			p.Deps = append(p.Deps, "google.golang.org/genai")
		}},
		{"test binary links another SDK", "mockllm/conformance/openai (test binary): depends on the vendor SDK google.golang.org/genai (through google.golang.org/genai)", func(all map[string]*pkg) {
			p := all[modulePath+"/mockllm/conformance/openai.test"]
			p.Deps = append(p.Deps, "google.golang.org/genai")
		}},
		{"tests without -update", "naming: its tests do not import internal/testenv, so its test binary refuses go test ./... -update (start them with func TestMain(m *testing.M) { testenv.Main(m) })", func(all map[string]*pkg) {
			p := all[modulePath+"/naming"]
			p.TestImports = slices.DeleteFunc(p.TestImports, func(s string) bool { return s == modulePath+"/internal/testenv" })
			p.XTestImports = slices.DeleteFunc(p.XTestImports, func(s string) bool { return s == modulePath+"/internal/testenv" })
		}},
		{"stale policy line", "tools/fabricate: in the policy but not in the module; remove its lines", func(all map[string]*pkg) {
			delete(all, modulePath+"/tools/fabricate")
		}},
		{"unnamed package", "internal/newthing: not in the policy; add a line stating its layer", func(all map[string]*pkg) {
			all[modulePath+"/internal/newthing"] = &pkg{ImportPath: modulePath + "/internal/newthing"}
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			all := listPackages(t)
			tc.edit(all)
			if got := check(r, all); !slices.Contains(got, tc.want) {
				t.Errorf("check found %q, want it to find %q", got, tc.want)
			}
		})
	}
}

// TestPolicyParse refuses a policy line it cannot read.
func TestPolicyParse(t *testing.T) {
	for _, text := range []string{"provider requests", "allow provider: NONE", "vendor tests provider: x"} {
		if _, err := parsePolicy(text); err == nil {
			t.Errorf("parsePolicy(%q) = nil error, want one", text)
		}
	}
}
