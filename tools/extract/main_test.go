package main

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"

	"github.com/scriptorium/scriptorium/internal/netguard"
	"github.com/scriptorium/scriptorium/internal/testenv"
	"github.com/scriptorium/scriptorium/pipeline/preprocess"
)

func TestMain(m *testing.M) {
	netguard.Install()
	testscript.Main(m, map[string]func(){
		"extract": func() { os.Exit(run(context.Background(), os.Args[1:], os.Stdin, os.Stdout, os.Stderr)) },
	})
}

// TestScripts runs testdata/*.txtar: the real command line against bundled
// modules, in temp dirs. $ASSETS is tests/assets.
func TestScripts(t *testing.T) {
	assets := testenv.Assets(t)
	testscript.Run(t, testscript.Params{
		Dir:                 "testdata",
		RequireExplicitExec: true,
		Setup: func(env *testscript.Env) error {
			env.Setenv("ASSETS", assets)
			// Share the parent's compiled renderer: testscript gives each
			// script its own TMPDIR, which would recompile it per script.
			cache := os.Getenv(preprocess.CacheDirEnv)
			if cache == "" {
				cache = filepath.Join(os.TempDir(), "scriptorium-wazero")
			}
			env.Setenv(preprocess.CacheDirEnv, cache)
			return nil
		},
	})
}
