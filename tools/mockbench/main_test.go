package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/scriptorium/scriptorium/internal/testenv"
)

// TestMain serves a fixture directory when the command under test starts
// this binary as its mockllm server, and keeps the tests off the network.
func TestMain(m *testing.M) {
	serveIfAsked()
	testenv.Main(m)
}

// TestMeasureMockllmAlone runs a short measurement of mockllm without
// peers or pinning: fixtures are recorded through the record proxy, every
// scenario is answered as it should be (no errors), and a line per
// scenario is printed. Each scenario runs a second, so that even a loaded
// machine answers at least one 410 KB request in it.
func TestMeasureMockllmAlone(t *testing.T) {
	var out, log bytes.Buffer
	err := run(context.Background(), []string{"--peers=", "--duration=1s", "--warmup=0s", "--conns=2", "--large=30",
		"--server-cpu=", "--load-cpu=", "--root=../.."}, &out, &log)
	if err != nil {
		t.Fatalf("run: %v\n%s", err, log.String())
	}
	for _, scenario := range []string{"hit", "stream", "page-410KB", "miss@10", "miss@30"} {
		line := regexp.MustCompile(`(?m)^ *` + regexp.QuoteMeta(scenario) + ` +mockllm(-large)? +\S+ms +[1-9]\d* +\S+ms +\S+ms +0 *$`)
		if !line.Match(out.Bytes()) {
			t.Errorf("no error-free line for %s:\n%s", scenario, out.String())
		}
	}
	if bytes.Contains(out.Bytes(), []byte("errors, first")) {
		t.Errorf("failures reported:\n%s", out.String())
	}
}

// TestUsage: -h exits 0 listing the flags, a usage error 2 with one line
// on standard error.
func TestUsage(t *testing.T) {
	for _, c := range []struct {
		args   []string
		code   int
		stderr string
	}{
		{[]string{"-h"}, 0, ""},
		{[]string{"--bogus"}, 2, "mockbench: flag provided but not defined: -bogus\n"},
		{[]string{"extra"}, 2, "mockbench: " + usage + " (--conns at least 1, --large at least 10)\n"},
		{[]string{"--conns=0"}, 2, "mockbench: " + usage + " (--conns at least 1, --large at least 10)\n"},
		{[]string{"--peers=wiremock"}, 2, "mockbench: --peers: unknown peer \"wiremock\": want mockserver, flask\n"},
	} {
		var stdout, stderr bytes.Buffer
		code := exit(context.Background(), c.args, &stdout, &stderr)
		if code != c.code || stderr.String() != c.stderr || c.code == 0 && !strings.HasPrefix(stdout.String(), usage+"\n  -conns int") {
			t.Errorf("mockbench %q exited %d, stdout %q, stderr %q; want %d and stderr %q", c.args, code, stdout.String(), stderr.String(), c.code, c.stderr)
		}
	}
}

// TestBodiesNeedTheRoot: run from elsewhere than the repository root, the
// source request is not found, and no fixture directory is created there.
func TestBodiesNeedTheRoot(t *testing.T) {
	root := t.TempDir()
	_, err := newBodies(root)
	if err == nil || !strings.Contains(err.Error(), "run from the repository root") {
		t.Errorf("newBodies(%s) = %v, want the source request not found", root, err)
	}
	if _, err := os.Stat(filepath.Join(root, sourceFixtures)); !os.IsNotExist(err) {
		t.Errorf("newBodies created %s (stat: %v)", sourceFixtures, err)
	}
}
