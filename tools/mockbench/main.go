// Command mockbench measures mockllm against two peers in one run, each
// server on one core and the load on another: MockServer (Java, the jar
// shipped in the npm package mockserver-node) and a Flask stub doing what
// DocsGPT's scripts/e2e/mock_llm.py does (flask_stub.py beside this file).
// See README.md for what each scenario sends and how to read the table.
//
// Usage (from the repository root):
//
//	go run ./tools/mockbench [--jar PATH] [--python python3] [--duration 5s]
//	        [--warmup 2s] [--conns 10] [--large 10000] [--server-cpu 0]
//	        [--load-cpu 1] [--peers mockserver,flask] [--root DIR]
//	go run ./tools/mockbench --prepare DIR [--python python3] [--root DIR]
//
// Flags:
//
//	--jar PATH        MockServer's jar-with-dependencies (default: found under
//	                  ./node_modules or $MOCKBENCH_NPM); without one MockServer
//	                  is left out, and the table says so
//	--python PATH     python3 with Flask for the stub (default python3)
//	--duration D      load per server and scenario (default 5s)
//	--warmup D        load before each measurement, not counted (default 2s)
//	--conns N         concurrent keep-alive connections (default 10)
//	--large N         fixtures of the store a miss is measured in besides the
//	                  small store of 10 (default 10000)
//	--server-cpu C    CPU list (taskset) of every server (default 0; "" runs
//	                  them unpinned)
//	--load-cpu C      CPU list of the load generator, this process (default 1;
//	                  "" leaves it unpinned)
//	--peers LIST      peers to measure (default mockserver,flask; "" for none)
//	--root DIR        the repository root (default .)
//	--prepare DIR     measure nothing: write the scenarios' request bodies
//	                  (DIR/<scenario>.json), mockllm's fixtures (DIR/fixtures)
//	                  and the Flask stub's (DIR/flask) for wrk and load.lua
//	                  beside this file (see README.md), and print the commands
//
// It prints one line per scenario and server (req/s, p50, p99, errors) and
// mockllm's req/s as a multiple of each peer's. Exit 1 on a failure, 2 on a
// usage error, 130 on Ctrl-C; -h lists the flags on standard output.
package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"time"

	"github.com/scriptorium/scriptorium/internal/cli"
)

// config is the command line.
type config struct {
	jar, python, root  string
	prepare, trace     string
	duration, warmup   time.Duration
	conns, large       int
	serverCPU, loadCPU string
	peers              map[string]bool
}

// usage is the command's usage line.
const usage = "usage: mockbench [--jar PATH] [--python P] [--duration D] [--warmup D] [--conns N] [--large N] [--server-cpu C] [--load-cpu C] [--peers LIST] [--root DIR] [--prepare DIR] [--trace FILE]"

func main() {
	serveIfAsked()
	ctx, stop := cli.InterruptContext(os.Stderr, "")
	code := exit(ctx, os.Args[1:], os.Stdout, os.Stderr)
	stop()
	os.Exit(code)
}

// exit runs the command line args and returns the exit code (see
// cli.Exit): 2 for a usage error, 1 for a failure, 0 after -h.
func exit(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	return cli.Exit(ctx, "mockbench", run(ctx, args, stdout, stderr), stdout, stderr)
}

// pinnedEnv marks the process already running on --load-cpu.
const pinnedEnv = "MOCKBENCH_PINNED"

func run(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	cfg, err := parseFlags(args)
	if err != nil {
		return err
	}
	if cfg.prepare != "" {
		return prepare(cfg, stdout)
	}
	if os.Getenv(pinnedEnv) == "" && cfg.loadCPU != "" {
		return repin(ctx, cfg.loadCPU, args, stdout, stderr)
	}
	b, err := newBench(ctx, cfg, stderr)
	if err != nil {
		return err
	}
	defer b.close()
	return b.measure(ctx, stdout)
}

func parseFlags(args []string) (*config, error) {
	fs := flag.NewFlagSet("", flag.ContinueOnError)
	cfg := &config{}
	fs.StringVar(&cfg.jar, "jar", "", "MockServer jar")
	fs.StringVar(&cfg.python, "python", "python3", "python3 with Flask")
	fs.DurationVar(&cfg.duration, "duration", 5*time.Second, "load per server and scenario")
	fs.DurationVar(&cfg.warmup, "warmup", 2*time.Second, "load before each measurement")
	fs.IntVar(&cfg.conns, "conns", 10, "concurrent connections")
	fs.IntVar(&cfg.large, "large", 10_000, "fixtures of the large store")
	fs.StringVar(&cfg.serverCPU, "server-cpu", "0", "CPU list of the servers")
	fs.StringVar(&cfg.loadCPU, "load-cpu", "1", "CPU list of the load")
	peers := fs.String("peers", "mockserver,flask", "peers to measure")
	fs.StringVar(&cfg.root, "root", ".", "repository root")
	fs.StringVar(&cfg.prepare, "prepare", "", "write bodies and fixtures for wrk into this directory")
	fs.StringVar(&cfg.trace, "trace", "", "write the runtime trace of the mockllm server of the small store to this file")
	if err := cli.Parse(fs, args, usage); err != nil {
		return nil, err
	}
	if fs.NArg() > 0 || cfg.conns < 1 || cfg.large < 10 {
		return nil, cli.Usagef("%s (--conns at least 1, --large at least 10)", usage)
	}
	cfg.peers = map[string]bool{}
	for _, p := range strings.Split(*peers, ",") {
		switch p = strings.TrimSpace(p); p {
		case "":
		case peerMockServer, peerFlask:
			cfg.peers[p] = true
		default:
			return nil, cli.Usagef("--peers: unknown peer %q: want mockserver, flask", p)
		}
	}
	if cfg.peers[peerMockServer] && cfg.jar == "" {
		cfg.jar = findJar()
	}
	return cfg, nil
}

// repin runs this command again on cpus (taskset), with one Go processor,
// so the load generator keeps to its core.
func repin(ctx context.Context, cpus string, args []string, stdout, stderr io.Writer) error {
	self, err := os.Executable()
	if err != nil {
		return err
	}
	cmd := exec.CommandContext(ctx, "taskset", append([]string{"-c", cpus, self}, args...)...)
	cmd.Env = append(os.Environ(), pinnedEnv+"=1", "GOMAXPROCS=1")
	cmd.Stdout, cmd.Stderr = stdout, stderr
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("run on cpu %s: %w", cpus, err)
	}
	return nil
}
