package mockllm

import (
	"bufio"
	"bytes"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/scriptorium/scriptorium/provider"
)

// serveEnv, when set to a fixture directory, makes the test binary serve
// it as a mock server instead of running tests (see TestMain), so the
// benchmark loads mockllm in its own process, as it loads the Python stub.
const serveEnv = "MOCKLLM_BENCH_FIXTURES"

// BenchmarkChatCompletion serves a fixture-hit chat completion under
// concurrent load on loopback, non-streaming and streaming, from mockllm and,
// when python3 is present, from the stdlib Python stub in testdata/stub.py
// measured in the same run, once keeping connections alive and once closing
// each (as the usual Flask stubs do). Each server runs in its own process
// and the load comes from this one: 8 clients, and for mockllm also 2 (the
// latency at low load). It reports requests per second, the p99
// latency and, on each python sub-benchmark, mockllm's throughput as a
// multiple of the stub's.
func BenchmarkChatCompletion(b *testing.B) {
	body := readWire(b, "openai", "decode", "text.request.json")
	self := exec.Command(os.Args[0])
	self.Env = append(os.Environ(), serveEnv+"="+recordedStore(b).Dir())
	mockURL := startServer(b, self)
	python, err := exec.LookPath("python3")
	if err != nil {
		b.Log("python3 not found: measuring mockllm alone")
	}
	stubs := map[string]string{}
	for _, variant := range []string{"keepalive", "close"} {
		if python != "" {
			stubs[variant] = startPythonStub(b, python, body, variant)
		}
	}
	for _, mode := range []struct {
		name string
		body []byte
	}{{"plain", body}, {"stream", withFields(b, body, map[string]any{"stream": true})}} {
		var ours float64
		b.Run(mode.name+"/mockllm-2clients", func(b *testing.B) { load(b, newClient(), mockURL, mode.body, 1) })
		b.Run(mode.name+"/mockllm", func(b *testing.B) { ours = load(b, newClient(), mockURL, mode.body, loadParallelism) })
		for _, variant := range []string{"keepalive", "close"} {
			if url, ok := stubs[variant]; ok {
				b.Run(mode.name+"/python-"+variant, func(b *testing.B) {
					b.ReportMetric(ours/load(b, newClient(), url, mode.body, loadParallelism), "mockllm/python")
				})
			}
		}
	}
}

// newClient returns a load client keeping enough connections alive.
func newClient() *http.Client {
	return &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 64}}
}

// startPythonStub starts testdata/stub.py with the hello answer, in the
// given connection variant, and returns its base URL.
func startPythonStub(b *testing.B, python string, body []byte, variant string) string {
	b.Helper()
	return startServer(b, exec.Command(python, "testdata/stub.py", string(body),
		"The Keep on the Borderlands (B2), by Gary Gygax.", variant))
}

// startServer starts a server process that prints its loopback port on its
// first line and exits when its standard input closes, stops it with the
// benchmark (or when this process dies), and returns its base URL.
func startServer(b *testing.B, cmd *exec.Cmd) string {
	b.Helper()
	if _, err := cmd.StdinPipe(); err != nil {
		b.Fatal(err)
	}
	out, err := cmd.StdoutPipe()
	if err == nil {
		err = cmd.Start()
	}
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() }) //nolint:errcheck // killed on purpose.
	port, err := bufio.NewReader(out).ReadString('\n')
	if err != nil {
		b.Fatalf("%s: no port: %v", cmd.Path, err)
	}
	return "http://127.0.0.1:" + strings.TrimSpace(port)
}

// serveForBenchmark serves the fixture directory dir on a loopback port,
// printing the port, until standard input closes; then it exits.
func serveForBenchmark(dir string) {
	store, err := provider.OpenStore(dir)
	if err != nil {
		panic(err)
	}
	s, err := NewServer(Options{Fixtures: store})
	if err != nil {
		panic(err)
	}
	fmt.Println(s.URL[strings.LastIndex(s.URL, ":")+1:])
	io.Copy(io.Discard, os.Stdin) //nolint:errcheck // any end of input ends the server.
	os.Exit(0)
}

// loadParallelism is the load's clients per GOMAXPROCS: 8 clients on two
// cores. The mockllm-2clients sub-benchmarks run one per GOMAXPROCS.
const loadParallelism = 4

// load posts body to base's chat completions route from parallelism
// clients per GOMAXPROCS, checks each answer is a 200, and reports req/s and
// the p99 latency. It returns the requests per second.
func load(b *testing.B, c *http.Client, base string, body []byte, parallelism int) float64 {
	var mu sync.Mutex
	var lat []time.Duration
	b.SetParallelism(parallelism)
	b.ResetTimer()
	start := time.Now()
	b.RunParallel(func(pb *testing.PB) {
		var mine []time.Duration
		for pb.Next() {
			t0 := time.Now()
			resp, err := c.Post(base+"/v1/chat/completions", "application/json", bytes.NewReader(body))
			if err != nil {
				b.Error(err)
				return
			}
			_, err = io.Copy(io.Discard, resp.Body)
			resp.Body.Close()
			if err != nil || resp.StatusCode != http.StatusOK {
				b.Errorf("status %d, read error %v", resp.StatusCode, err)
				return
			}
			mine = append(mine, time.Since(t0))
		}
		mu.Lock()
		lat = append(lat, mine...)
		mu.Unlock()
	})
	rps := float64(b.N) / time.Since(start).Seconds()
	slices.Sort(lat)
	if len(lat) > 0 {
		b.ReportMetric(float64(lat[len(lat)*99/100].Microseconds()), "p99-µs")
	}
	b.ReportMetric(rps, "req/s")
	return rps
}

// BenchmarkHandler measures the server's own work per fixture-hit chat
// completion (decode, fingerprint, lookup, validate, encode) without the
// network, as the floor under BenchmarkChatCompletion's figures, and its
// allocations, which set how often the garbage collector interrupts a
// loaded server (the recorder and request of the loop count among them).
func BenchmarkHandler(b *testing.B) {
	body := readWire(b, "openai", "decode", "text.request.json")
	h := newTestHandler(b, Options{Fixtures: recordedStore(b)})
	for _, mode := range []struct {
		name string
		body []byte
	}{{"plain", body}, {"stream", withFields(b, body, map[string]any{"stream": true})}} {
		b.Run(mode.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				rec := httptest.NewRecorder()
				h.ServeHTTP(rec, httptest.NewRequest(http.MethodPost, "/v1/chat/completions", bytes.NewReader(mode.body)))
				if rec.Code != http.StatusOK {
					b.Fatalf("status %d: %s", rec.Code, rec.Body)
				}
			}
		})
	}
}

// benchFixtureHit measures the server's own work per fixture hit of body,
// posted to path, which asks req.
func benchFixtureHit(b *testing.B, path string, req *provider.Request, body []byte) {
	store := recordedStore(b)
	put(b, store, req, &provider.Response{Data: json.RawMessage(`"ok"`), Provider: "openai", Model: "gpt-4.1-mini", FinishReason: provider.FinishStop})
	h := newTestHandler(b, Options{Fixtures: store})
	b.SetBytes(int64(len(body)))
	b.ReportAllocs()
	for b.Loop() {
		rec := httptest.NewRecorder()
		r := httptest.NewRequest(http.MethodPost, path, bytes.NewReader(body))
		r.Header.Set(HeaderTag, req.Tag) // Ollama's only way to send it
		h.ServeHTTP(rec, r)
		if rec.Code != http.StatusOK {
			b.Fatalf("status %d: %s", rec.Code, rec.Body)
		}
	}
}

// pageRequest returns a page request (a system prompt, 4.8 KB of page
// text and a 300 KB image) and its Chat Completions body, about 410 KB,
// the fixture tag in its metadata.
func pageRequest(tb testing.TB) (*provider.Request, []byte) {
	img := make([]byte, 300<<10)
	for i := range img {
		img[i] = byte(i*7919 + i>>8)
	}
	req := &provider.Request{Tag: "page", System: strings.Repeat("You read pages. ", 170),
		Parts: []provider.Part{provider.TextPart(strings.Repeat("A page of text.\n", 300)), provider.ImagePart("image/png", img)}}
	body, err := json.Marshal(map[string]any{"model": "gpt-4.1-mini", "metadata": map[string]string{metadataTag: req.Tag},
		"messages": []map[string]any{{"role": "system", "content": req.System},
			{"role": "user", "content": []map[string]any{{"type": "text", "text": req.Parts[0].Text},
				{"type": "image_url", "image_url": map[string]string{"url": "data:image/png;base64," + base64.StdEncoding.EncodeToString(img)}}}}}})
	if err != nil {
		tb.Fatal(err)
	}
	return req, body
}

// BenchmarkMissHandler measures the server's own work per fixture miss
// (decode, fingerprint, lookup, nearest fixture, diff, error answer) of a
// recorded darkloch monsters request (a real system prompt and page text)
// whose page text gained a line, in stores where its tag holds 10 and
// 10,000 fixtures, each with its own first line (so the nearest one's
// text differs at both ends). It reports misses/s, and hit-ratio: in the
// same loop, the hit of the same request without the added line (the
// peer: decoded, fingerprinted and answered as the miss is, without a
// nearest fixture or a diff) against the miss, from the fastest iteration
// of each.
func BenchmarkMissHandler(b *testing.B) {
	req := darklochRequest(b, "monsters")
	for _, n := range []int{10, 10_000} {
		dir := b.TempDir()
		for i := range n {
			r := *req
			r.Parts = []provider.Part{provider.TextPart(fmt.Sprintf("Variant %d.\n%s", i, req.Parts[len(req.Parts)-1].Text))}
			writeFixture(b, dir, &r)
		}
		store, err := provider.OpenStore(dir)
		if err != nil {
			b.Fatal(err)
		}
		h := newTestHandler(b, Options{Fixtures: store})
		hit := *req
		hit.Parts = []provider.Part{provider.TextPart(fmt.Sprintf("Variant %d.\n%s", n/2, req.Parts[len(req.Parts)-1].Text))}
		miss := hit
		miss.Parts = []provider.Part{provider.TextPart(hit.Parts[0].Text + "\nOne line more.")}
		hitBody, missBody := chatBody(b, &hit), chatBody(b, &miss)
		send := func(b *testing.B, body []byte, status int) time.Duration {
			start := time.Now()
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, httptest.NewRequest(http.MethodPost, "/v1/chat/completions", bytes.NewReader(body)))
			if rec.Code != status {
				b.Fatalf("status %d, want %d: %s", rec.Code, status, rec.Body)
			}
			return time.Since(start)
		}
		send(b, missBody, http.StatusNotFound) // the tag's first miss indexes its fixtures
		b.Run(fmt.Sprintf("fixtures=%d", n), func(b *testing.B) {
			missBest, hitBest := time.Duration(1<<62), time.Duration(1<<62)
			var missTotal time.Duration
			for b.Loop() {
				d := send(b, missBody, http.StatusNotFound)
				missBest, missTotal = min(missBest, d), missTotal+d
				hitBest = min(hitBest, send(b, hitBody, http.StatusOK))
			}
			b.ReportMetric(float64(b.N)/missTotal.Seconds(), "misses/s")
			b.ReportMetric(float64(hitBest)/float64(missBest), "hit-ratio")
		})
	}
}

// darklochRequest returns the request of the recorded darkloch fixture of
// the tag, its last text part alone and without its schema.
func darklochRequest(b *testing.B, tag string) *provider.Request {
	b.Helper()
	store, err := provider.OpenStore(filepath.Join("..", "tests", "assets", "darkloch", "fixtures"))
	if err != nil {
		b.Fatal(err)
	}
	fixtures, err := store.ByTag(tag)
	if err != nil || len(fixtures) != 1 {
		b.Fatalf("want one fixture of tag %s, found %d: %v", tag, len(fixtures), err)
	}
	c := fixtures[0].Request
	return &provider.Request{Tag: c.Tag, System: c.System, Parts: []provider.Part{provider.TextPart(c.Parts[len(c.Parts)-1].Text)}}
}

// writeFixture writes the fixture answering req with a short text into
// dir, unsynced (a store's Put syncs each file: too slow for ten thousand).
func writeFixture(b *testing.B, dir string, req *provider.Request) {
	f, err := provider.NewFixture(req, &provider.Response{Data: json.RawMessage(`"ok"`), Provider: "openai", Model: "gpt-4.1-mini", FinishReason: provider.FinishStop})
	if err != nil {
		b.Fatal(err)
	}
	data, err := f.Encode()
	if err == nil {
		err = os.WriteFile(filepath.Join(dir, provider.FileName(f.Tag, f.Fingerprint)), data, 0o644)
	}
	if err != nil {
		b.Fatal(err)
	}
}

// chatBody is the Chat Completions body of a text request: its system
// text, its text parts as one user message, its tag in the metadata.
func chatBody(b *testing.B, req *provider.Request) []byte {
	var parts []map[string]any
	for _, p := range req.Parts {
		parts = append(parts, map[string]any{"type": "text", "text": p.Text})
	}
	body, err := json.Marshal(map[string]any{"model": "gpt-4.1-mini", "metadata": map[string]string{metadataTag: req.Tag},
		"messages": []map[string]any{{"role": "system", "content": req.System}, {"role": "user", "content": parts}}})
	if err != nil {
		b.Fatal(err)
	}
	return body
}
