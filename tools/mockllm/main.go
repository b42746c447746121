// Command mockllm serves recorded Scriptorium fixtures over HTTP in the wire
// formats of the major model APIs (OpenAI Chat Completions, Azure OpenAI and
// Responses, Anthropic Messages, Gemini, Ollama, Bedrock Converse) and
// deterministic embeddings, so apps in any language can replay them at zero
// network.
//
// Usage:
//
//	mockllm --fixtures DIR [--addr 127.0.0.1:8089] [--canned DIR] [--fallback]
//	        [--record --upstream URL] [--max-body-bytes N]
//	        [--first-token-delay D] [--chunk-delay D] [--argument-bytes N]
//
// Flags:
//
//	--fixtures DIR          fixture directory to serve (required; created with --record)
//	--addr HOST:PORT        listen address (default 127.0.0.1:8089; port 0 picks one)
//	--canned DIR            canned answers <sha256>.json for plain chat apps
//	                        (see "Canned answers" in package mockllm)
//	--record                forward misses to --upstream and record the answers
//	                        into the fixture directory (every chat route; the
//	                        upstream is asked without streaming); keys are
//	                        forwarded, never stored, and a request holding a
//	                        key-shaped string is refused before the upstream
//	                        is asked
//	--upstream URL          the real API's base URL, e.g. https://api.openai.com
//	--fallback              answer misses with a generic reply marked by the
//	                        X-Mockllm-Fallback header instead of a 404
//	--max-body-bytes N      request body limit in bytes, 1 or more (default 32 MiB)
//	--first-token-delay D   wait before the first streamed event (e.g. 2s)
//	--chunk-delay D         wait between streamed events
//	--argument-bytes N      size of each streamed piece of tool call arguments
//	                        (default 8, as the APIs stream them; -1 sends them whole)
//
// Point a client's base URL at http://ADDR/v1 (OpenAI), at http://ADDR
// (Anthropic, Gemini, Ollama, Bedrock), or at http://ADDR/openai (Azure
// OpenAI). The fixture
// tag comes from the X-Fixture-Tag header or the "fixture_tag" metadata
// field; see package mockllm. Misses are logged on standard
// error. A fixture directory holding a file that is no readable fixture
// is refused before serving, naming every such file. The command exits 2 on a usage error and 1 on a failure; -h
// lists the flags on standard output.
package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"github.com/scriptorium/scriptorium/internal/cli"
	"github.com/scriptorium/scriptorium/mockllm"
	"github.com/scriptorium/scriptorium/provider"
)

// usage is the command's usage line.
const usage = "usage: mockllm --fixtures DIR [--addr HOST:PORT] [flags]"

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	code := exit(ctx, os.Args[1:], os.Stdout, os.Stderr)
	stop()
	os.Exit(code)
}

// exit serves args until ctx ends and returns the exit code (see
// cli.Exit): 2 for a usage error, 1 for a failure, 0 after -h.
func exit(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	return cli.Exit(ctx, "mockllm", run(ctx, args, stderr, nil), stdout, stderr)
}

// run serves until ctx ends. ready, when not nil, is called with the bound
// address once the server listens.
func run(ctx context.Context, args []string, stderr io.Writer, ready func(addr string)) error {
	fs := flag.NewFlagSet("", flag.ContinueOnError)
	dir := fs.String("fixtures", "", "fixture directory to serve (required)")
	addr := fs.String("addr", "127.0.0.1:8089", "listen address")
	var opts mockllm.Options
	record := fs.Bool("record", false, "record misses from --upstream into the fixture directory")
	fs.StringVar(&opts.Upstream, "upstream", "", "the real API's base URL for --record")
	fs.StringVar(&opts.CannedDir, "canned", "", "directory of canned answers for plain chat apps")
	fs.BoolVar(&opts.Fallback, "fallback", false, "answer misses with a marked generic reply")
	fs.Int64Var(&opts.MaxBodyBytes, "max-body-bytes", mockllm.DefaultMaxBodyBytes, "request body limit in bytes")
	fs.DurationVar(&opts.FirstTokenDelay, "first-token-delay", 0, "wait before the first streamed event")
	fs.DurationVar(&opts.ChunkDelay, "chunk-delay", 0, "wait between streamed events")
	fs.IntVar(&opts.ArgumentBytes, "argument-bytes", mockllm.DefaultArgumentBytes,
		"size of each streamed piece of tool call arguments; -1 sends them whole")
	if err := cli.Parse(fs, args, usage); err != nil {
		return err
	}
	if *dir == "" || fs.NArg() > 0 {
		return cli.Usagef("%s", usage)
	}
	if opts.MaxBodyBytes <= 0 {
		return cli.Usagef("usage: --max-body-bytes wants a positive number of bytes, not %d", opts.MaxBodyBytes)
	}
	if opts.ArgumentBytes <= 0 && opts.ArgumentBytes != -1 {
		return cli.Usagef("usage: --argument-bytes wants a positive number of bytes or -1, not %d", opts.ArgumentBytes)
	}
	if *record != (opts.Upstream != "") {
		return cli.Usagef("usage: --record and --upstream URL go together")
	}
	if _, err := os.Stat(*dir); err != nil && !*record {
		return fmt.Errorf("serve fixtures: %w", err)
	}
	store, err := openFixtures(*dir)
	if err != nil {
		return err
	}
	opts.Fixtures = store
	if *record {
		opts.RecordInto = store
	}
	opts.Log = slog.New(slog.NewTextHandler(stderr, nil))
	h, err := mockllm.NewHandler(opts)
	if err != nil {
		return err
	}
	return serve(ctx, *addr, h, opts.Log, ready)
}

// openFixtures opens the fixture directory dir and reads every fixture in
// it, refusing, in one line naming each, the bad files that would fail the
// requests that reach them (see provider.Store.Verify).
func openFixtures(dir string) (*provider.Store, error) {
	store, err := provider.OpenStore(dir)
	if err != nil {
		return nil, err
	}
	bad, err := store.Verify()
	if err != nil {
		return nil, err
	}
	if len(bad) > 0 {
		msgs := make([]string, len(bad))
		for i, e := range bad {
			msgs[i] = e.Error()
		}
		return nil, fmt.Errorf("serve fixtures %s: %s: %s (fix, re-record or remove them)", dir, cli.Plural(len(bad), "bad file"), strings.Join(msgs, "; "))
	}
	return store, nil
}

// serve listens on addr and serves h until ctx ends, then shuts down.
func serve(ctx context.Context, addr string, h http.Handler, log *slog.Logger, ready func(string)) error {
	l, err := net.Listen("tcp", addr)
	if err != nil {
		return fmt.Errorf("listen %s: %w", addr, err)
	}
	srv := mockllm.NewHTTPServer(h)
	log.Info("mockllm: serving", "url", "http://"+l.Addr().String())
	if ready != nil {
		ready(l.Addr().String())
	}
	done := make(chan error, 1)
	go func() { done <- srv.Serve(l) }()
	select {
	case err := <-done:
		return fmt.Errorf("serve %s: %w", addr, err)
	case <-ctx.Done():
	}
	shutdown, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	return srv.Shutdown(shutdown)
}
