package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"

	"github.com/scriptorium/scriptorium/internal/netguard"
	_ "github.com/scriptorium/scriptorium/internal/testenv" // -update, as every test binary takes
	"github.com/scriptorium/scriptorium/mockllm"
	"github.com/scriptorium/scriptorium/provider"
)

// TestMain keeps the command's tests off the network (see netguard) and
// lets scripts run the real main as "mockllm".
func TestMain(m *testing.M) {
	testscript.Main(guarded{m}, map[string]func(){"mockllm": main})
}

// guarded runs the tests with netguard installed, failing the run if a dial
// was refused.
type guarded struct{ m *testing.M }

func (g guarded) Run() int {
	netguard.Install()
	code := g.m.Run()
	if netguard.Refused() > 0 {
		fmt.Fprintln(os.Stderr, "netguard: tests may reach loopback only")
		code = 1
	}
	return code
}

// TestScripts runs testdata/*.txtar. Each script starts with a fixture
// directory $WORK/fixtures recorded in process (chat.hello answered "B2."),
// and has two commands besides mockllm: "serve ARGS..." runs the command's
// server in process until the script ends, setting $URL; "post [-h2c] PATH
// FILE" posts FILE to $URL+PATH (over HTTP/2 in cleartext with -h2c,
// printing the protocol) and prints the status line, the fallback marker
// header if set, and the body.
func TestScripts(t *testing.T) {
	testscript.Run(t, testscript.Params{
		Dir:   "testdata",
		Setup: func(env *testscript.Env) error { return recordHello(filepath.Join(env.WorkDir, "fixtures")) },
		Cmds:  map[string]func(*testscript.TestScript, bool, []string){"serve": serveCmd, "post": postCmd},
	})
}

// recordHello records the chat.hello exchange into a fixture directory.
func recordHello(dir string) error {
	store, err := provider.OpenStore(dir)
	if err != nil {
		return err
	}
	req := &provider.Request{Tag: "chat.hello", System: "You are terse.",
		Parts: []provider.Part{provider.TextPart("Name a classic B/X module.")}}
	f, err := provider.NewFixture(req, &provider.Response{Data: json.RawMessage(`"B2."`), FinishReason: provider.FinishStop})
	if err == nil {
		_, err = store.Put(f)
	}
	return err
}

// serveCmd runs run(args) in process until the script ends.
func serveCmd(ts *testscript.TestScript, neg bool, args []string) {
	if neg {
		ts.Fatalf("unsupported: ! serve")
	}
	ctx, cancel := context.WithCancel(context.Background())
	addrs, done := make(chan string, 1), make(chan error, 1)
	go func() { done <- run(ctx, args, io.Discard, func(a string) { addrs <- a }) }()
	select {
	case a := <-addrs:
		ts.Setenv("URL", "http://"+a)
	case err := <-done:
		cancel()
		ts.Fatalf("serve: %v", err)
	}
	ts.Defer(func() {
		cancel()
		<-done
	})
}

// postCmd posts a file to the served URL and prints status and body; with
// -h2c it speaks HTTP/2 over cleartext (prior knowledge) and prints the
// protocol too.
func postCmd(ts *testscript.TestScript, neg bool, args []string) {
	client := http.DefaultClient
	h2c := len(args) > 0 && args[0] == "-h2c"
	if h2c {
		var protocols http.Protocols
		protocols.SetUnencryptedHTTP2(true)
		tr := &http.Transport{Protocols: &protocols}
		defer tr.CloseIdleConnections()
		client, args = &http.Client{Transport: tr}, args[1:]
	}
	if len(args) != 2 || neg {
		ts.Fatalf("usage: post [-h2c] PATH FILE")
	}
	body, err := os.ReadFile(ts.MkAbs(args[1]))
	ts.Check(err)
	resp, err := client.Post(ts.Getenv("URL")+args[0], "application/json", bytes.NewReader(body))
	ts.Check(err)
	defer resp.Body.Close()
	out, err := io.ReadAll(resp.Body)
	ts.Check(err)
	if h2c {
		fmt.Fprintf(ts.Stdout(), "proto %s\n", resp.Proto)
	}
	fmt.Fprintf(ts.Stdout(), "status %d\n", resp.StatusCode)
	if v := resp.Header.Get(mockllm.HeaderFallback); v != "" {
		fmt.Fprintf(ts.Stdout(), "fallback %s\n", v)
	}
	fmt.Fprintf(ts.Stdout(), "%s", out)
}

// TestExitCodes: -h exits 0, a usage error 2 with one line on standard
// error, a failure 1.
func TestExitCodes(t *testing.T) {
	for _, c := range []struct {
		args   []string
		code   int
		stderr string
	}{
		{[]string{"-h"}, 0, ""},
		{[]string{"--bogus"}, 2, "mockllm: unknown flag --bogus (mockllm --help lists the flags)\n"},
		{[]string{"--fixtures", t.TempDir(), "--record"}, 2, "mockllm: usage: --record and --upstream URL go together\n"},
		{[]string{"--fixtures", t.TempDir(), "--addr", "127.0.0.1:-1"}, 1, "mockllm: listen 127.0.0.1:-1: listen tcp: address -1: invalid port\n"},
	} {
		var stdout, stderr bytes.Buffer
		code := exit(context.Background(), c.args, &stdout, &stderr)
		if code != c.code || c.code == 0 && !strings.HasPrefix(stdout.String(), usage+"\n") || c.code != 0 && !strings.HasSuffix(stderr.String(), c.stderr) {
			t.Errorf("mockllm %q exited %d, stdout %q, stderr %q; want %d and stderr ending %q", c.args, code, stdout.String(), stderr.String(), c.code, c.stderr)
		}
	}
}
