package main

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"slices"
	"sync"
	"time"

	"github.com/scriptorium/scriptorium/mockllm"
)

// result is one load run: throughput, latency percentiles and failures.
type result struct {
	rps      float64
	p50, p99 time.Duration
	errors   int
	// firstError describes the first failure, if any.
	firstError string
}

// load posts body to url+"/v1/chat/completions" (with the tag header)
// from conns connections, each sending its next request when the answer to
// the last is read, for d. A request fails unless its status is one of ok.
func load(ctx context.Context, url, tag string, body []byte, conns int, d time.Duration, ok ...int) result {
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: conns, MaxConnsPerHost: conns, DisableCompression: true}}
	defer client.CloseIdleConnections()
	ctx, cancel := context.WithTimeout(ctx, d)
	defer cancel()
	var mu sync.Mutex
	var lat []time.Duration
	var res result
	var wg sync.WaitGroup
	start := time.Now()
	for range conns {
		wg.Go(func() {
			var mine []time.Duration
			var errs int
			var first string
			for ctx.Err() == nil {
				t0 := time.Now()
				if msg := post(ctx, client, url, tag, body, ok); msg != "" {
					if ctx.Err() != nil {
						break // cut off by the end of the run
					}
					errs++
					first = cmp(first, msg)
					continue
				}
				mine = append(mine, time.Since(t0))
			}
			mu.Lock()
			lat = append(lat, mine...)
			res.errors += errs
			res.firstError = cmp(res.firstError, first)
			mu.Unlock()
		})
	}
	wg.Wait()
	slices.Sort(lat)
	res.rps = float64(len(lat)) / time.Since(start).Seconds()
	if n := len(lat); n > 0 {
		res.p50, res.p99 = lat[n/2], lat[n*99/100]
	}
	return res
}

// cmp returns a unless it is empty, else b.
func cmp(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

// post sends one request and reads the whole answer; it returns "" on
// success, else what went wrong.
func post(ctx context.Context, c *http.Client, url, tag string, body []byte, ok []int) string {
	req, _ := http.NewRequestWithContext(ctx, http.MethodPost, url+"/v1/chat/completions", bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set(mockllm.HeaderTag, tag)
	resp, err := c.Do(req)
	if err != nil {
		return err.Error()
	}
	out, err := io.ReadAll(resp.Body)
	resp.Body.Close()
	switch {
	case err != nil:
		return err.Error()
	case !slices.Contains(ok, resp.StatusCode):
		return resp.Status + ": " + string(out[:min(len(out), 200)])
	}
	return ""
}
