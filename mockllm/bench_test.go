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
// measured in the same run, once keeping connections alive and once closing
// each (as the usual Flask stubs do). It reports requests per second, the
// p99 latency and, on each python sub-benchmark, mockllm's throughput as a
// multiple of the stub's.
func BenchmarkChatCompletion(b *testing.B) {
	body := readWire(b, "openai", "decode", "text.request.json")
	s := newTestServer(b, Options{Fixtures: recordedStore(b)})
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
		b.Run(mode.name+"/mockllm", func(b *testing.B) { ours = load(b, s.Client(), s.URL, mode.body) })
		for _, variant := range []string{"keepalive", "close"} {
			if url, ok := stubs[variant]; ok {
				b.Run(mode.name+"/python-"+variant, func(b *testing.B) {
					client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 64}}
					b.ReportMetric(ours/load(b, client, url, mode.body), "mockllm/python")
				})
			}
		}
	}
}

// startPythonStub starts testdata/stub.py with the hello answer, in the
// given connection variant, and returns its base URL.
func startPythonStub(b *testing.B, python string, body []byte, variant string) string {
	b.Helper()
	cmd := exec.Command(python, "testdata/stub.py", string(body), "The Keep on the Borderlands (B2), by Gary Gygax.", variant)
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
	return "http://127.0.0.1:" + port[:len(port)-1]
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
