package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/scriptorium/scriptorium/mockllm"
)

// bench is a prepared run: request bodies, fixture directories and the
// servers started on them.
type bench struct {
	cfg     *config
	bodies  *bodies
	work    string
	log     *os.File
	servers map[string]*server // by name: mockllm, mockllm-large, peers
	skipped []string           // why a peer was left out
}

// smallStore is the number of fixtures of the text request's tag in the
// store most scenarios are served from.
const smallStore = 10

// newBench records the fixture sets and starts every server.
func newBench(ctx context.Context, cfg *config, stderr io.Writer) (b *bench, err error) {
	b = &bench{cfg: cfg, servers: map[string]*server{}}
	defer func() {
		if err != nil {
			b.close()
		}
	}()
	if b.bodies, err = newBodies(cfg.root); err != nil {
		return nil, err
	}
	if b.work, err = os.MkdirTemp(tmpRoot(), "mockbench-"); err != nil {
		return nil, err
	}
	if b.log, err = os.Create(filepath.Join(b.work, "servers.log")); err != nil {
		return nil, err
	}
	fmt.Fprintf(stderr, "mockbench: recording %d and %d fixtures in %s\n", smallStore, cfg.large, b.work)
	for name, n := range map[string]int{"small": smallStore, "large": cfg.large} {
		if err := record(filepath.Join(b.work, name), b.bodies, n); err != nil {
			return nil, err
		}
	}
	if b.servers["mockllm"], err = startMockllm(cfg.serverCPU, filepath.Join(b.work, "small"), b.log, cfg.trace); err != nil {
		return nil, err
	}
	if b.servers["mockllm-large"], err = startMockllm(cfg.serverCPU, filepath.Join(b.work, "large"), b.log, ""); err != nil {
		return nil, err
	}
	return b, b.startPeers(ctx, stderr)
}

// startPeers starts the peers asked for; a peer that cannot start is
// left out with the reason, which the report prints.
func (b *bench) startPeers(ctx context.Context, stderr io.Writer) error {
	if b.cfg.peers[peerFlask] {
		dir := filepath.Join(b.work, "flask")
		s, err := func() (*server, error) {
			if err := writeFlaskFixtures(b.cfg.python, b.cfg.root, dir, b.bodies); err != nil {
				return nil, err
			}
			return startFlask(ctx, b.cfg.serverCPU, b.cfg.python, b.cfg.root, dir, b.log)
		}()
		b.keep(peerFlask, s, err)
	}
	if b.cfg.peers[peerMockServer] {
		if b.cfg.jar == "" {
			b.keep(peerMockServer, nil, fmt.Errorf("no jar: npm install mockserver-node, then --jar or MOCKBENCH_NPM"))
			return nil
		}
		fmt.Fprintf(stderr, "mockbench: starting MockServer (%s)\n", filepath.Base(b.cfg.jar))
		exps, err := b.expectations()
		if err != nil {
			return err
		}
		s, err := startMockServer(ctx, b.cfg.serverCPU, b.cfg.jar, exps, b.log)
		b.keep(peerMockServer, s, err)
	}
	return nil
}

// keep records a started peer, or why it was left out.
func (b *bench) keep(name string, s *server, err error) {
	if err != nil {
		b.skipped = append(b.skipped, fmt.Sprintf("%s left out: %v", name, err))
		return
	}
	b.servers[name] = s
}

// expectations asks mockllm for its answers to the hit requests, for
// MockServer to give the same bytes.
func (b *bench) expectations() ([]expectation, error) {
	var out []expectation
	for _, c := range []struct {
		tag  string
		body []byte
	}{{tagText, b.bodies.text}, {tagText, b.bodies.stream}, {tagPage, b.bodies.page}} {
		req, _ := http.NewRequest(http.MethodPost, b.servers["mockllm"].url+"/v1/chat/completions", bytes.NewReader(c.body))
		req.Header.Set(mockllm.HeaderTag, c.tag)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			return nil, err
		}
		answer, err := io.ReadAll(resp.Body)
		resp.Body.Close()
		if err != nil || resp.StatusCode != http.StatusOK {
			return nil, fmt.Errorf("mockllm answer for MockServer: status %d: %v", resp.StatusCode, err)
		}
		out = append(out, expectation{request: c.body, body: answer, contentType: resp.Header.Get("Content-Type")})
	}
	return out, nil
}

// scenario is one kind of request and the statuses each server may give.
type scenario struct {
	name, tag string
	body      []byte
	// servers are the servers asked, mockllm's first; ok the statuses
	// that count as an answer.
	servers []string
	ok      []int
}

func (b *bench) scenarios() []scenario {
	peers := []string{"mockllm", peerMockServer, peerFlask}
	return []scenario{
		{"hit", tagText, b.bodies.text, peers, []int{200}},
		{"stream", tagText, b.bodies.stream, peers, []int{200}},
		{"page-410KB", tagPage, b.bodies.page, peers, []int{200}},
		// A miss: mockllm and MockServer answer 404, the Flask stub a
		// generic 200 (and logs the request).
		{fmt.Sprintf("miss@%d", smallStore), tagText, b.bodies.miss, peers, []int{200, 404}},
		{fmt.Sprintf("miss@%d", b.cfg.large), tagText, b.bodies.miss, []string{"mockllm-large"}, []int{404}},
	}
}

// measured is one server's run of a scenario.
type measured struct {
	server string
	// first is the latency of the first request, firstFailure what was
	// wrong with its answer, if anything.
	first        time.Duration
	firstFailure string
	result
}

// run measures sc on each of its servers that is up, one at a time: a
// first request, the warm-up load, then the measured load.
func (b *bench) run(ctx context.Context, sc scenario) ([]measured, error) {
	var out []measured
	for _, name := range sc.servers {
		s := b.servers[name]
		if s == nil {
			continue
		}
		t0 := time.Now()
		msg := post(ctx, http.DefaultClient, s.url, sc.tag, sc.body, sc.ok)
		m := measured{server: name, first: time.Since(t0), firstFailure: msg}
		load(ctx, s.url, sc.tag, sc.body, b.cfg.conns, b.cfg.warmup, sc.ok...)
		m.result = load(ctx, s.url, sc.tag, sc.body, b.cfg.conns, b.cfg.duration, sc.ok...)
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		out = append(out, m)
	}
	return out, nil
}

// peerRatios returns mockllm's requests per second as a multiple of each
// peer's in runs, in the order of the peers' names.
func peerRatios(runs []measured) (peers []string, ratios []float64) {
	rps := map[string]float64{}
	for _, m := range runs {
		rps[m.server] = m.rps
	}
	for _, peer := range []string{peerMockServer, peerFlask} {
		if rps[peer] > 0 {
			peers, ratios = append(peers, peer), append(ratios, rps["mockllm"]/rps[peer])
		}
	}
	return peers, ratios
}

// measure runs every scenario on every server, one at a time, and prints
// the table and mockllm's ratios to each peer.
func (b *bench) measure(ctx context.Context, stdout io.Writer) error {
	tw := tabwriter.NewWriter(stdout, 0, 4, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintf(tw, "scenario\tserver\tfirst\treq/s\tp50\tp99\terrors\t\n")
	var ratios []string
	var failed []string
	for _, sc := range b.scenarios() {
		runs, err := b.run(ctx, sc)
		if err != nil {
			return err
		}
		for _, m := range runs {
			if m.firstFailure != "" {
				failed = append(failed, fmt.Sprintf("%s %s: first request: %s", sc.name, m.server, m.firstFailure))
			}
			fmt.Fprintf(tw, "%s\t%s\t%s\t%.0f\t%s\t%s\t%d\t\n", sc.name, m.server, ms(m.first), m.rps, ms(m.p50), ms(m.p99), m.errors)
			if m.errors > 0 {
				failed = append(failed, fmt.Sprintf("%s %s: %d errors, first: %s", sc.name, m.server, m.errors, m.firstError))
			}
		}
		var parts []string
		peers, rs := peerRatios(runs)
		for i, peer := range peers {
			parts = append(parts, fmt.Sprintf("%.2f× %s", rs[i], peer))
		}
		if len(parts) > 0 {
			ratios = append(ratios, fmt.Sprintf("%s: mockllm at %s", sc.name, strings.Join(parts, ", ")))
		}
	}
	tw.Flush()
	fmt.Fprintf(stdout, "\none server core each (taskset %s), load on %s, %d connections, %s per run after %s of warm-up\n",
		b.cfg.serverCPU, b.cfg.loadCPU, b.cfg.conns, b.cfg.duration, b.cfg.warmup)
	for _, line := range append(append(ratios, b.skipped...), failed...) {
		fmt.Fprintln(stdout, line)
	}
	return nil
}

// ms formats d in milliseconds.
func ms(d time.Duration) string { return fmt.Sprintf("%.2fms", d.Seconds()*1e3) }

// close stops the servers and removes the work directory.
func (b *bench) close() {
	for _, s := range b.servers {
		s.stop()
	}
	if b.log != nil {
		b.log.Close()
	}
	if b.work != "" {
		os.RemoveAll(b.work)
	}
}

// tmpRoot is a memory file system when there is one, so recording ten
// thousand fixtures (each synced) takes seconds.
func tmpRoot() string {
	if fi, err := os.Stat("/dev/shm"); err == nil && fi.IsDir() {
		return "/dev/shm"
	}
	return ""
}
