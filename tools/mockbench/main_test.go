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

func TestUsage(t *testing.T) {
	for _, args := range [][]string{{"extra"}, {"--conns=0"}, {"--peers=wiremock"}} {
		if _, err := parseFlags(args); err == nil {
			t.Errorf("parseFlags(%q) accepted", args)
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
