package mockllm

import (
	"bufio"
	"bytes"
	"io"
	"net/http"
	"os/exec"
	"slices"
	"sync"
	"testing"
	"time"
)

// BenchmarkChatCompletion serves a fixture-hit chat completion under
// concurrent load on loopback, non-streaming and streaming, from mockllm and,
// when python3 is present, from the stdlib Python stub in testdata/stub.py
// measured in the same run. It reports requests per second, the p99 latency
// and, on the python sub-benchmark, mockllm's throughput as a multiple of
// the stub's.
func BenchmarkChatCompletion(b *testing.B) {
	body := readWire(b, "openai", "decode", "text.request.json")
	s := newTestServer(b, Options{Fixtures: recordedStore(b)})
	stub, hasPython := startPythonStub(b, body)
	for _, mode := range []struct {
		name string
		body []byte
	}{{"plain", body}, {"stream", withFields(b, body, map[string]any{"stream": true})}} {
		var ours float64
		b.Run(mode.name+"/mockllm", func(b *testing.B) { ours = load(b, s.Client(), s.URL, mode.body) })
		if !hasPython {
			continue
		}
		b.Run(mode.name+"/python-stub", func(b *testing.B) {
			theirs := load(b, stub, stubURL, mode.body)
			b.ReportMetric(ours/theirs, "mockllm/python")
		})
	}
}

// stubURL is the Python stub's base URL once started.
var stubURL string

// startPythonStub starts testdata/stub.py with the hello answer and returns
// a client for it; ok is false when python3 is absent.
func startPythonStub(b *testing.B, body []byte) (*http.Client, bool) {
	b.Helper()
	python, err := exec.LookPath("python3")
	if err != nil {
		b.Log("python3 not found: measuring mockllm alone")
		return nil, false
	}
	cmd := exec.Command(python, "testdata/stub.py", string(body), "The Keep on the Borderlands (B2), by Gary Gygax.")
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
		b.Fatal(err)
	}
	stubURL = "http://127.0.0.1:" + port[:len(port)-1]
	return &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 64}}, true
}

// load posts body to base's chat completions route from parallel clients,
// checks each answer is a 200, and reports req/s and the p99 latency. It
// returns the requests per second.
func load(b *testing.B, c *http.Client, base string, body []byte) float64 {
	var mu sync.Mutex
	var lat []time.Duration
	b.SetParallelism(4)
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
