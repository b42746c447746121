package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	osexec "os/exec"
	"path/filepath"
	"runtime/trace"
	"strconv"
	"strings"
	"time"

	"github.com/scriptorium/scriptorium/mockllm"
	"github.com/scriptorium/scriptorium/provider"
)

// Peer names, as --peers spells them.
const (
	peerMockServer = "mockserver"
	peerFlask      = "flask"
)

// serveArg runs this command as a mockllm server of a fixture directory
// (the handler and HTTP server of the mockllm command), printing its port;
// a third argument names the file to write its runtime trace to.
const serveArg = "serve-mockllm"

// stubScript is the Flask stub, relative to the repository root.
const stubScript = "tools/mockbench/flask_stub.py"

// command returns a command; a short name for the helpers below.
func command(name string, args ...string) *osexec.Cmd { return osexec.Command(name, args...) }

// serveIfAsked serves a fixture directory and exits when this process was
// started by startMockllm.
func serveIfAsked() {
	if len(os.Args) > 2 && os.Args[1] == serveArg {
		traceFile := ""
		if len(os.Args) > 3 {
			traceFile = os.Args[3]
		}
		serveMockllm(os.Args[2], traceFile)
		os.Exit(0)
	}
}

// serveMockllm serves dir on a loopback port until standard input closes,
// writing its runtime trace (runtime/trace) to traceFile unless it is "".
func serveMockllm(dir, traceFile string) {
	err := startTrace(traceFile)
	if err == nil {
		defer trace.Stop()
		var store *provider.Store
		if store, err = provider.OpenStore(dir); err == nil {
			var h http.Handler
			if h, err = mockllm.NewHandler(mockllm.Options{Fixtures: store, Log: slog.New(slog.NewTextHandler(os.Stderr, nil))}); err == nil {
				var l net.Listener
				if l, err = net.Listen("tcp", "127.0.0.1:0"); err == nil {
					fmt.Println(l.Addr().(*net.TCPAddr).Port)
					go mockllm.NewHTTPServer(h).Serve(l) //nolint:errcheck // ends with the process.
					io.Copy(io.Discard, os.Stdin)        //nolint:errcheck // any end of input ends the server.
					return
				}
			}
		}
	}
	fmt.Fprintln(os.Stderr, "mockbench serve:", err)
	os.Exit(1)
}

// startTrace starts the runtime trace into a new file of that name; ""
// starts none.
func startTrace(name string) error {
	if name == "" {
		return nil
	}
	f, err := os.Create(name)
	if err != nil {
		return err
	}
	return trace.Start(f) // the file is closed when the process exits
}

// server is a server process under test.
type server struct {
	name  string
	url   string
	cmd   *osexec.Cmd
	stdin io.Closer // closing it ends a mockllm server; nil for the peers
}

// stop ends the server process: a mockllm server by closing its input
// (so that it ends its trace), given a few seconds, else by killing it.
func (s *server) stop() {
	if s.stdin != nil {
		s.stdin.Close()
		done := make(chan struct{})
		go func() { s.cmd.Wait(); close(done) }() //nolint:errcheck // it ends as asked.
		select {
		case <-done:
			return
		case <-time.After(5 * time.Second):
		}
	}
	s.cmd.Process.Kill() //nolint:errcheck // it may have exited.
	s.cmd.Wait()         //nolint:errcheck // killed on purpose.
}

// pinned returns the command name args run on cpus (taskset), or unpinned
// when cpus is empty.
func pinned(cpus string, name string, args ...string) *osexec.Cmd {
	if cpus == "" {
		return command(name, args...)
	}
	return command("taskset", append([]string{"-c", cpus, name}, args...)...)
}

// startMockllm starts this command serving dir on cpus, its log (misses
// included, as the mockllm command logs them) going to log, its runtime
// trace to the file traceFile unless it is "".
func startMockllm(cpus, dir string, log io.Writer, traceFile string) (*server, error) {
	self, err := os.Executable()
	if err != nil {
		return nil, err
	}
	args := []string{serveArg, dir}
	if traceFile != "" {
		args = append(args, traceFile)
	}
	cmd := pinned(cpus, self, args...)
	cmd.Env = append(os.Environ(), "GOMAXPROCS=1")
	stdin, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	cmd.Stderr = log
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	s := &server{name: "mockllm", cmd: cmd, stdin: stdin}
	port, err := bufio.NewReader(out).ReadString('\n')
	if err != nil {
		s.stop()
		return nil, fmt.Errorf("start mockllm: no port: %w", err)
	}
	s.url = "http://127.0.0.1:" + strings.TrimSpace(port)
	return s, nil
}

// freePort returns a loopback port free at the time of the call.
func freePort() (int, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port, nil
}

// startProcess starts cmd, a server that will listen on port, and waits
// until ready answers without error.
func startProcess(ctx context.Context, name string, cmd *osexec.Cmd, port int, log io.Writer, ready func(url string) error) (*server, error) {
	cmd.Stdout, cmd.Stderr = log, log
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("start %s: %w", name, err)
	}
	s := &server{name: name, url: "http://127.0.0.1:" + strconv.Itoa(port), cmd: cmd}
	deadline := time.Now().Add(90 * time.Second)
	for {
		err := ready(s.url)
		if err == nil {
			return s, nil
		}
		if time.Now().After(deadline) || ctx.Err() != nil {
			s.stop()
			return nil, fmt.Errorf("start %s: not ready: %w", name, err)
		}
		time.Sleep(200 * time.Millisecond)
	}
}

// startFlask starts the Flask stub (under the repository root) serving dir
// on cpus.
func startFlask(ctx context.Context, cpus, python, root, dir string, log io.Writer) (*server, error) {
	port, err := freePort()
	if err != nil {
		return nil, err
	}
	cmd := pinned(cpus, python, filepath.Join(root, stubScript), "serve", dir, strconv.Itoa(port))
	return startProcess(ctx, peerFlask, cmd, port, log, func(url string) error {
		resp, err := http.Get(url + "/")
		if err == nil {
			resp.Body.Close()
		}
		return err
	})
}

// startMockServer starts MockServer from jar on cpus, limited to one
// processor, and sets up one expectation per recorded answer: the request
// body matched as strict JSON, the answer body and content type given.
func startMockServer(ctx context.Context, cpus, jar string, answers []expectation, log io.Writer) (*server, error) {
	port, err := freePort()
	if err != nil {
		return nil, err
	}
	cmd := pinned(cpus, "java", "-XX:ActiveProcessorCount=1", "-Dmockserver.logLevel=WARN",
		"-jar", jar, "-serverPort", strconv.Itoa(port))
	s, err := startProcess(ctx, peerMockServer, cmd, port, log, func(url string) error {
		return put(url+"/mockserver/status", nil)
	})
	if err != nil {
		return nil, err
	}
	var exps []any
	for _, a := range answers {
		exps = append(exps, map[string]any{
			"httpRequest": map[string]any{"method": "POST", "path": "/v1/chat/completions",
				"body": map[string]any{"type": "JSON", "json": json.RawMessage(a.request), "matchType": "STRICT"}},
			"httpResponse": map[string]any{"statusCode": 200,
				"headers": map[string][]string{"Content-Type": {a.contentType}}, "body": string(a.body)},
		})
	}
	body, _ := json.Marshal(exps)
	if err := put(s.url+"/mockserver/expectation", body); err != nil {
		s.stop()
		return nil, fmt.Errorf("mockserver expectations: %w", err)
	}
	return s, nil
}

// expectation is a request and the answer a peer is told to give.
type expectation struct {
	request, body []byte
	contentType   string
}

// put sends a PUT with a JSON body and wants a 2xx.
func put(url string, body []byte) error {
	req, _ := http.NewRequest(http.MethodPut, url, bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode/100 != 2 {
		out, _ := io.ReadAll(resp.Body)
		return fmt.Errorf("PUT %s: status %d: %.200s", url, resp.StatusCode, out)
	}
	return nil
}

// findJar returns MockServer's jar under ./node_modules or
// $MOCKBENCH_NPM/node_modules (npm install mockserver-node), or "".
func findJar() string {
	for _, root := range []string{os.Getenv("MOCKBENCH_NPM"), "."} {
		if root == "" {
			continue
		}
		m, _ := filepath.Glob(filepath.Join(root, "node_modules", "mockserver-node", "mockserver-netty-*-jar-with-dependencies.jar"))
		if len(m) > 0 {
			return m[len(m)-1]
		}
	}
	return ""
}
