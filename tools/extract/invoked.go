package main

import (
	"os"
	"path/filepath"
	"regexp"
	"runtime/debug"
	"strings"

	"golang.org/x/mod/modfile"
)

// invokedAs returns the command line that runs this program the way it
// was run from dir, for the hints that name a next command: for a binary
// go run built (see builtByGoRun; arg0 is its os.Args[0]), "go run " and
// the package as go run takes it from dir (see packageArg); else arg0 as it
// was typed ("extract", found on PATH, or "./extract"). bi is the binary's
// build information.
func invokedAs(arg0, dir string, bi *debug.BuildInfo) string {
	if bi == nil || !builtByGoRun(arg0) {
		return arg0
	}
	return "go run " + packageArg(dir, bi.Main.Path, bi.Path)
}

// goRunCached names the folder of a binary go run keeps in the build cache
// (Go 1.24 and later): the hex SHA-256 of its build, then "-d".
var goRunCached = regexp.MustCompile(`^[0-9a-f]{64}-d$`)

// builtByGoRun reports whether the binary at path is one go run built: in
// the exe folder of a go-build temporary directory, or cached in the build
// cache.
func builtByGoRun(path string) bool {
	dir := filepath.Base(filepath.Dir(path))
	return dir == "exe" && strings.Contains(filepath.ToSlash(path), "/go-build") || goRunCached.MatchString(dir)
}

// packageArg returns the package pkg of module mod as go run takes it from
// dir: a relative path ("./tools/extract", "..", ".") when dir is inside
// the module's directory (the nearest go.mod declaring mod), else pkg.
func packageArg(dir, mod, pkg string) string {
	for d := dir; ; d = filepath.Dir(d) {
		if data, err := os.ReadFile(filepath.Join(d, "go.mod")); err == nil && modfile.ModulePath(data) == mod {
			rel, err := filepath.Rel(dir, filepath.Join(d, filepath.FromSlash(strings.TrimPrefix(pkg, mod))))
			if err != nil {
				return pkg
			}
			if rel = filepath.ToSlash(rel); rel == "." || strings.HasPrefix(rel, "..") {
				return rel
			}
			return "./" + rel
		}
		if filepath.Dir(d) == d {
			return pkg
		}
	}
}
