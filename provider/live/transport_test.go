package live

import (
	"context"
	"errors"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"
)

// sleeper records the delays asked for instead of sleeping.
type sleeper struct {
	mu     sync.Mutex
	delays []time.Duration
}

func (s *sleeper) Sleep(ctx context.Context, d time.Duration) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.delays = append(s.delays, d)
	return ctx.Err()
}

// script serves the statuses (with headers) in order, then 200 "ok", and
// keeps every body it was sent.
type script struct {
	mu      sync.Mutex
	answers []func(w http.ResponseWriter, r *http.Request)
	bodies  []string
}

func (s *script) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	s.mu.Lock()
	s.bodies = append(s.bodies, string(body))
	n := len(s.bodies)
	s.mu.Unlock()
	if n <= len(s.answers) {
		s.answers[n-1](w, r)
		return
	}
	io.WriteString(w, "ok")
}

// status answers code with the header pairs.
func status(code int, header ...string) func(w http.ResponseWriter, r *http.Request) {
	return func(w http.ResponseWriter, r *http.Request) {
		for i := 0; i+1 < len(header); i += 2 {
			w.Header().Set(header[i], header[i+1])
		}
		w.WriteHeader(code)
	}
}

// post sends "payload" through a client for s against the script.
func post(t *testing.T, sc *script, s Settings) (*http.Response, *sleeper, error) {
	t.Helper()
	srv := httptest.NewServer(sc)
	t.Cleanup(srv.Close)
	sl := &sleeper{}
	s.APIKey, s.HTTPClient, s.Sleep = "test-key", srv.Client(), sl.Sleep
	c, err := NewClient("test", s)
	if err != nil {
		t.Fatal(err)
	}
	resp, err := c.HTTPClient().Post(srv.URL, "text/plain", strings.NewReader("payload"))
	if err == nil {
		t.Cleanup(func() { resp.Body.Close() })
	}
	return resp, sl, err
}

func TestRetryAfterIsHonoured(t *testing.T) {
	sc := &script{answers: []func(http.ResponseWriter, *http.Request){
		status(429, "Retry-After", "7"), status(429, "Retry-After-Ms", "1500")}}
	resp, sl, err := post(t, sc, Settings{})
	if err != nil || resp.StatusCode != 200 {
		t.Fatalf("got %v %v, want 200 after two 429s", resp, err)
	}
	want := []time.Duration{7 * time.Second, 1500 * time.Millisecond}
	if len(sl.delays) != 2 || sl.delays[0] != want[0] || sl.delays[1] != want[1] {
		t.Errorf("waited %v, want %v", sl.delays, want)
	}
	for i, b := range sc.bodies {
		if b != "payload" {
			t.Errorf("attempt %d sent body %q, want the request body again", i, b)
		}
	}
}

func TestServerErrorThenSuccessBacksOff(t *testing.T) {
	sc := &script{answers: []func(http.ResponseWriter, *http.Request){status(500), status(502)}}
	resp, sl, err := post(t, sc, Settings{})
	if err != nil || resp.StatusCode != 200 {
		t.Fatalf("got %v %v, want 200 after two 5xx", resp, err)
	}
	for n, d := range sl.delays {
		hi := BaseBackoff << n
		if d < hi/2 || d > hi {
			t.Errorf("delay %d = %s, want within [%s, %s]", n, d, hi/2, hi)
		}
	}
	if len(sl.delays) != 2 {
		t.Errorf("waited %d times, want 2", len(sl.delays))
	}
}

func TestRetriesRunOut(t *testing.T) {
	sc := &script{answers: []func(http.ResponseWriter, *http.Request){status(503), status(503), status(503), status(503)}}
	resp, _, err := post(t, sc, Settings{Retries: 2})
	if err != nil || resp.StatusCode != 503 || len(sc.bodies) != 3 {
		t.Errorf("got %v %v after %d attempts, want the last 503 after 3", resp, err, len(sc.bodies))
	}
}

func TestNoRetry(t *testing.T) {
	for name, answer := range map[string]func(http.ResponseWriter, *http.Request){
		"400":                   status(400),
		"401":                   status(401),
		"retry-after too long":  status(429, "Retry-After", "3600"),
		"negative retries only": nil,
	} {
		t.Run(name, func(t *testing.T) {
			s := Settings{}
			if answer == nil {
				answer, s.Retries = status(500), -1
			}
			sc := &script{answers: []func(http.ResponseWriter, *http.Request){answer}}
			resp, sl, err := post(t, sc, s)
			if err != nil || resp.StatusCode == 200 || len(sc.bodies) != 1 || len(sl.delays) != 0 {
				t.Errorf("got %v %v after %d attempts, want the first answer at once", resp, err, len(sc.bodies))
			}
		})
	}
}

func TestConnectionResetIsRetried(t *testing.T) {
	reset := func(w http.ResponseWriter, r *http.Request) {
		conn, _, err := w.(http.Hijacker).Hijack()
		if err != nil {
			panic(err)
		}
		conn.(*net.TCPConn).SetLinger(0)
		conn.Close()
	}
	sc := &script{answers: []func(http.ResponseWriter, *http.Request){reset}}
	resp, sl, err := post(t, sc, Settings{})
	if err != nil || resp.StatusCode != 200 || len(sl.delays) != 1 {
		t.Errorf("got %v %v after %d waits, want 200 after one retry", resp, err, len(sl.delays))
	}
	sc = &script{answers: []func(http.ResponseWriter, *http.Request){reset, reset}}
	_, _, err = post(t, sc, Settings{Retries: 1})
	if !errors.Is(err, ErrUnavailable) {
		t.Errorf("error %v, want ErrUnavailable once retries run out", err)
	}
}

func TestAttemptTimeout(t *testing.T) {
	hang := func(w http.ResponseWriter, r *http.Request) { <-r.Context().Done() }
	sc := &script{answers: []func(http.ResponseWriter, *http.Request){hang}}
	_, _, err := post(t, sc, Settings{Timeout: 50 * time.Millisecond, Retries: -1})
	if !errors.Is(err, ErrTimeout) {
		t.Errorf("error %v, want ErrTimeout", err)
	}
}

func TestRetryAfterForms(t *testing.T) {
	now := time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC)
	for _, c := range []struct {
		name, value string
		want        time.Duration
		ok          bool
	}{
		{"Retry-After", "3", 3 * time.Second, true},
		{"Retry-After", now.Add(90 * time.Second).Format(http.TimeFormat), 90 * time.Second, true},
		{"Retry-After", now.Add(-time.Hour).Format(http.TimeFormat), 0, true},
		{"Retry-After-Ms", "250", 250 * time.Millisecond, true},
		{"Retry-After", "soon", 0, false},
	} {
		h := http.Header{}
		h.Set(c.name, c.value)
		if got, ok := retryAfter(h, now); got != c.want || ok != c.ok {
			t.Errorf("%s: %s gives %s %v, want %s %v", c.name, c.value, got, ok, c.want, c.ok)
		}
	}
}

func TestBackoffStaysInBounds(t *testing.T) {
	for n := range 12 {
		hi := min(BaseBackoff<<n, MaxBackoff)
		for range 50 {
			if d := backoff(n); d < hi/2 || d > hi {
				t.Fatalf("backoff(%d) = %s, want within [%s, %s]", n, d, hi/2, hi)
			}
		}
	}
}
