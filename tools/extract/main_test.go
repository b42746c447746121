package main

import (
	"errors"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"

	"github.com/scriptorium/scriptorium/internal/netguard"
	"github.com/scriptorium/scriptorium/internal/testenv"
	"github.com/scriptorium/scriptorium/pipeline/preprocess"
)

func TestMain(m *testing.M) {
	netguard.Install()
	testscript.Main(m, map[string]func(){"extract": main})
}

// TestScripts runs testdata/*.txtar: the real command line against bundled
// modules, in temp dirs. $ASSETS is tests/assets.
func TestScripts(t *testing.T) {
	testscript.Run(t, scriptParams(t, "testdata"))
}

// scriptParams are the testscript parameters of the scripts in dir: $ASSETS
// is tests/assets, $HANG_URL the base URL of a loopback server that accepts
// requests and never answers (it creates the file "hung" in the script's
// directory on its first connection), and the command exits checks an exit
// code.
func scriptParams(t *testing.T, dir string) testscript.Params {
	assets := testenv.Assets(t)
	return testscript.Params{
		Dir:                 dir,
		RequireExplicitExec: true,
		Cmds:                map[string]func(ts *testscript.TestScript, neg bool, args []string){"exits": cmdExits},
		Setup: func(env *testscript.Env) error {
			env.Setenv("ASSETS", assets)
			// Share the parent's compiled renderer: testscript gives each
			// script its own TMPDIR, which would recompile it per script.
			cache := os.Getenv(preprocess.CacheDirEnv)
			if cache == "" {
				cache = filepath.Join(os.TempDir(), "scriptorium-wazero")
			}
			env.Setenv(preprocess.CacheDirEnv, cache)
			url, err := hangingServer(env)
			env.Setenv("HANG_URL", url)
			return err
		},
	}
}

// hangingServer listens on loopback until the script ends, holding every
// connection open without a byte of answer, and returns its base URL.
func hangingServer(env *testscript.Env) (string, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", err
	}
	env.Defer(func() { ln.Close() })
	go func() {
		for {
			conn, err := ln.Accept()
			if err != nil {
				return
			}
			env.Defer(func() { conn.Close() })
			os.WriteFile(filepath.Join(env.WorkDir, "hung"), nil, 0o644)
		}
	}()
	return "http://" + ln.Addr().String() + "/v1", nil
}

// cmdExits is the script command "exits CODE program [args...]": it runs
// the program as exec does, keeping its stdout and stderr for the commands
// that follow, and fails unless the program exits with CODE.
func cmdExits(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) < 2 {
		ts.Fatalf("usage: exits CODE program [args...]")
	}
	want, err := strconv.Atoi(args[0])
	if err != nil {
		ts.Fatalf("exits: code %q is not a number", args[0])
	}
	got := 0
	var ee *exec.ExitError
	if err := ts.Exec(args[1], args[2:]...); errors.As(err, &ee) {
		got = ee.ExitCode()
	} else if err != nil {
		ts.Fatalf("exits: %v", err)
	}
	if got != want {
		ts.Fatalf("%s exited %d, want %d", args[1], got, want)
	}
}
