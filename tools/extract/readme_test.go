package main

import (
	"os"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"

	"github.com/scriptorium/scriptorium/internal/testenv"
)

// readmeSection is the README section whose extract commands a new user
// runs in order from the repository's root, and TestReadme runs.
const readmeSection = "## First steps"

// readmeCommand is an extract command of README.md, in a code block or in
// backquotes: its arguments.
var readmeCommand = regexp.MustCompile("(?m)(?:^    |`)go run ./tools/extract ([^`\n]+)")

// TestReadme runs the extract commands of README.md's first steps in
// order, as written, from a copy of the repository's layout holding the
// PDFs they name: convert first, then the commands on its workdir, which
// convert's own list of next steps must name as README does.
func TestReadme(t *testing.T) {
	data, err := os.ReadFile(testenv.Asset(t, "..", "..", "README.md")) // the repository root's
	if err != nil {
		t.Fatal(err)
	}
	_, section, found := strings.Cut(string(data), "\n"+readmeSection+"\n")
	section, _, _ = strings.Cut(section, "\n## ")
	if !found {
		t.Fatalf("README.md has no section %q", readmeSection)
	}
	var cmds [][]string
	for _, m := range readmeCommand.FindAllStringSubmatch(section, -1) {
		cmds = append(cmds, strings.Fields(m[1]))
	}
	var names []string
	for _, c := range cmds {
		names = append(names, c[0])
	}
	if len(names) < 4 || names[0] != "convert" || !slices.Contains(names, "report") || !slices.Contains(names, "check") || !slices.Contains(names, "export") {
		t.Fatalf("README.md's %s lists extract %v, want convert first, then report, check and export", readmeSection, names)
	}
	var script strings.Builder
	for _, arg := range cmds[0][1:] {
		if rel, ok := strings.CutPrefix(arg, "tests/assets/"); ok && strings.HasSuffix(arg, ".pdf") {
			script.WriteString("mkdir " + path.Dir(arg) + "\ncp $ASSETS/" + rel + " " + arg + "\n")
		}
	}
	for i, c := range cmds {
		script.WriteString("exec extract " + strings.Join(c, " ") + "\n")
		if i == 0 {
			for _, next := range cmds[1:] {
				if slices.Contains(next, "--workdir") { // convert lists it
					script.WriteString("stdout '^  extract " + regexp.QuoteMeta(strings.Join(next, " ")) + "( |$)'\n")
				}
			}
		}
	}
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "readme.txtar"), []byte(script.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("README.md's %s as a script:\n%s", readmeSection, script.String())
	testscript.Run(t, scriptParams(t, dir))
}
