package main

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"
)

func TestMain(m *testing.M) {
	testscript.Main(m, map[string]func(){
		"extract": func() { os.Exit(run(context.Background(), os.Args[1:], os.Stdin, os.Stdout, os.Stderr)) },
	})
}

// TestScripts runs testdata/*.txtar: the real command line against bundled
// modules, in temp dirs. $ASSETS is tests/assets.
func TestScripts(t *testing.T) {
	assets, err := filepath.Abs(filepath.Join("..", "..", "tests", "assets"))
	if err != nil {
		t.Fatal(err)
	}
	testscript.Run(t, testscript.Params{
		Dir:                 "testdata",
		RequireExplicitExec: true,
		Setup: func(env *testscript.Env) error {
			env.Setenv("ASSETS", assets)
			if dir, ok := os.LookupEnv("SCRIPTORIUM_CACHE_DIR"); ok {
				env.Setenv("SCRIPTORIUM_CACHE_DIR", dir)
			} else if dir, err := os.UserCacheDir(); err == nil {
				env.Setenv("SCRIPTORIUM_CACHE_DIR", filepath.Join(dir, "scriptorium", "wazero"))
			}
			return nil
		},
	})
}
