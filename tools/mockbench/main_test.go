package main

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strconv"
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
// machine answers at least one 410 KB request in it. The server's runtime
// trace is written as --trace asks, for go tool trace to read.
func TestMeasureMockllmAlone(t *testing.T) {
	var out, log bytes.Buffer
	traceFile := filepath.Join(t.TempDir(), "mockllm.trace")
	err := run(context.Background(), []string{"--peers=", "--duration=1s", "--warmup=0s", "--conns=2", "--large=30",
		"--server-cpu=", "--load-cpu=", "--root=../..", "--trace=" + traceFile}, &out, &log)
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
	if err := exec.Command("go", "tool", "trace", "-pprof=sched", traceFile).Run(); err != nil {
		t.Errorf("go tool trace cannot read the server's trace: %v", err)
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
		{[]string{"--bogus"}, 2, "mockbench: unknown flag --bogus (mockbench --help lists the flags)\n"},
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

// BenchmarkPeers runs the command's scenarios as benchmarks, one
// sub-benchmark each: mockllm and the peers found (MockServer's jar under
// $MOCKBENCH_NPM or ./node_modules, python3 with Flask; see README.md),
// one at a time, each server on CPU 0 and this process, the load, on CPU
// 1. It reports each server's req/s and p99 latency and mockllm's req/s as
// a multiple of each peer's (x-mockserver, x-flask), measured in the same
// run. A scenario answered with errors fails.
//
//	MOCKBENCH_NPM=/tmp/mockserver-npm go test ./tools/mockbench -run X -bench Peers
func BenchmarkPeers(b *testing.B) {
	if out, err := exec.Command("taskset", "-a", "-p", "-c", "1", strconv.Itoa(os.Getpid())).CombinedOutput(); err != nil {
		b.Fatalf("pin the load to CPU 1: %v: %s", err, out)
	}
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(1))
	cfg, err := parseFlags([]string{"--root=../..", "--duration=3s", "--warmup=2s"})
	if err != nil {
		b.Fatal(err)
	}
	var log bytes.Buffer
	bn, err := newBench(b.Context(), cfg, &log)
	if err != nil {
		b.Fatalf("%v\n%s", err, log.String())
	}
	defer bn.close()
	for _, why := range bn.skipped {
		b.Log(why)
	}
	for _, sc := range bn.scenarios() {
		b.Run(sc.name, func(b *testing.B) {
			var runs []measured
			for b.Loop() {
				if runs, err = bn.run(b.Context(), sc); err != nil {
					b.Fatal(err)
				}
			}
			for _, m := range runs {
				if m.errors > 0 || m.firstFailure != "" {
					b.Errorf("%s: %d errors, first: %s%s", m.server, m.errors, m.firstFailure, m.firstError)
				}
				b.ReportMetric(m.rps, m.server+"-req/s")
				b.ReportMetric(m.p99.Seconds()*1e3, m.server+"-p99-ms")
			}
			peers, ratios := peerRatios(runs)
			for i, peer := range peers {
				b.ReportMetric(ratios[i], "x-"+peer)
			}
		})
	}
}

// TestPrepare checks that --prepare writes each scenario's body, mockllm's
// fixtures and the Flask stub's, and prints the wrk command with load.lua.
func TestPrepare(t *testing.T) {
	dir := t.TempDir()
	var out, log bytes.Buffer
	if err := run(context.Background(), []string{"--prepare", dir, "--root=../.."}, &out, &log); err != nil {
		t.Fatalf("run: %v\n%s", err, log.String())
	}
	for _, name := range []string{"hit.json", "stream.json", "page.json", "miss.json"} {
		if fi, err := os.Stat(filepath.Join(dir, name)); err != nil || fi.Size() < 7<<10 {
			t.Errorf("%s: %v (want a request body of 7 KB or more)", name, err)
		}
	}
	for sub, want := range map[string]int{"fixtures": smallStore + 1, "flask": 2} {
		if got, _ := filepath.Glob(filepath.Join(dir, sub, "*.json")); len(got) != want {
			t.Errorf("%s holds %d fixtures, want %d", sub, len(got), want)
		}
	}
	if !strings.Contains(out.String(), "wrk -t1 -c10 -d5s -s tools/mockbench/load.lua") {
		t.Errorf("no wrk command printed:\n%s", out.String())
	}
}
