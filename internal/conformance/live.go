// live.go holds what the suite (suite.go) needs to run a live provider
// against mockllm: the provider's settings, a fault-injecting handler in
// front of mockllm's (which serves only recorded answers and misses) and
// the rig joining them.

package conformance

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
	"time"

	"github.com/scriptorium/scriptorium/mockllm"
	"github.com/scriptorium/scriptorium/provider"
	"github.com/scriptorium/scriptorium/provider/live"
)

// Factory builds the provider under test from settings pointed at a mock
// server: BaseURL is the server's root URL (no path), HTTPClient its
// client, APIKey [Key], Model [Model] and Sleep a recorder. The factory adds
// the path its API needs to BaseURL.
type Factory func(s live.Settings) (provider.Provider, error)

// Key is the API key the suite configures; it must never appear in an error.
const Key = "sk-conformance-0123456789abcdefghijklmnop"

// Model is the model the suite asks for; mockllm answers with it.
const Model = "conformance-model"

// sleeper records the waits asked for instead of sleeping.
type sleeper struct {
	mu     sync.Mutex
	delays []time.Duration
}

func (s *sleeper) sleep(ctx context.Context, d time.Duration) error {
	s.mu.Lock()
	s.delays = append(s.delays, d)
	s.mu.Unlock()
	return ctx.Err()
}

func (s *sleeper) waits() []time.Duration {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]time.Duration(nil), s.delays...)
}

// faults answers the first requests with the fault handlers in order (the
// body read first, and given to the handler whole), then passes every
// request on to next; it counts the requests.
type faults struct {
	next   http.Handler
	mu     sync.Mutex
	faults []http.HandlerFunc
	calls  int
}

func (f *faults) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	f.mu.Lock()
	f.calls++
	n := f.calls
	f.mu.Unlock()
	if n <= len(f.faults) {
		// Reading the body first lets the server see a client that goes away.
		body, _ := io.ReadAll(r.Body)
		r.Body = io.NopCloser(bytes.NewReader(body))
		f.faults[n-1](w, r)
		return
	}
	f.next.ServeHTTP(w, r)
}

func (f *faults) count() int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.calls
}

// fault answers status with the header pairs and body.
func fault(status int, body string, header ...string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		for i := 0; i+1 < len(header); i += 2 {
			w.Header().Set(header[i], header[i+1])
		}
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(status)
		io.WriteString(w, body) //nolint:errcheck // the client went away.
	}
}

// hang answers nothing until the client gives up.
func hang(w http.ResponseWriter, r *http.Request) { <-r.Context().Done() }

// answering answers in the request's wire format with data as the model's
// answer, whatever the request's schema (mockllm.HeaderAnswer).
func answering(t *testing.T, data string) http.HandlerFunc {
	h, err := mockllm.NewHandler(mockllm.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return func(w http.ResponseWriter, r *http.Request) {
		r.Header.Set(mockllm.HeaderAnswer, data)
		h.ServeHTTP(w, r)
	}
}

// rig is one mock server with its fault injector and the provider under
// test pointed at it.
type rig struct {
	p      provider.Provider
	faults *faults
	sleep  *sleeper
}

// newRig serves store (nil for misses only) through mockllm behind the
// faults, and builds the provider with s adjusted by the suite.
func newRig(t *testing.T, f Factory, store *provider.Store, s live.Settings, opts mockllm.Options, fs ...http.HandlerFunc) *rig {
	t.Helper()
	if store != nil {
		opts.Fixtures = store
	}
	h, err := mockllm.NewHandler(opts)
	if err != nil {
		t.Fatal(err)
	}
	r := &rig{faults: &faults{next: h, faults: fs}, sleep: &sleeper{}}
	srv := httptest.NewServer(r.faults)
	t.Cleanup(srv.Close)
	s.BaseURL, s.HTTPClient, s.APIKey, s.Model, s.Sleep = srv.URL, srv.Client(), Key, Model, r.sleep.sleep
	p, err := f(s)
	if err != nil {
		t.Fatal(err)
	}
	r.p = p
	return r
}

// record records p's answers to reqs in store, failing the test on error.
func record(t *testing.T, store *provider.Store, p provider.Provider, reqs ...*provider.Request) []*provider.Response {
	t.Helper()
	rec, err := provider.NewRecordingProvider(p, store, provider.ModeRecordAll)
	if err != nil {
		t.Fatal(err)
	}
	out := make([]*provider.Response, len(reqs))
	for i, req := range reqs {
		if out[i], err = rec.Complete(context.Background(), req); err != nil {
			t.Fatal(err)
		}
	}
	return out
}

// RunInspected sends the Survey exchange through the provider built by f to
// a mock that first hands every request to inspect, which says what is
// wrong with it (nil when nothing is), and checks the answer.
func RunInspected(t *testing.T, f Factory, inspect func(r *http.Request) error) {
	t.Helper()
	r := newRig(t, f, Seed(t), live.Settings{}, mockllm.Options{})
	next := r.faults.next
	r.faults.next = http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		if err := inspect(req); err != nil {
			t.Errorf("request %s %s: %v", req.Method, req.URL, err)
		}
		next.ServeHTTP(w, req)
	})
	got, err := r.p.Complete(context.Background(), Survey)
	if err != nil || !sameJSON(got.Data, SurveyData) {
		t.Errorf("got %v %v, want the survey answer", got, err)
	}
}
