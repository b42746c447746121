package live

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"net"
	"runtime"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/scriptorium/scriptorium/provider"
)

const titleSchema = `{"type":"object","properties":{"title":{"type":"string"}},"required":["title"],"additionalProperties":false}`

var survey = &provider.Request{Tag: "survey.w01", System: "Survey.", Parts: []provider.Part{provider.TextPart("Page 1.")},
	Schema: json.RawMessage(titleSchema)}

// answers returns an exchange answering data in turn (the last one
// repeats), each with usage 10+5, and the requests it was sent.
func answers(data ...string) (Exchange, *[]*provider.Request) {
	var mu sync.Mutex
	var seen []*provider.Request
	return func(ctx context.Context, req *provider.Request) (*provider.Response, error) {
		mu.Lock()
		defer mu.Unlock()
		seen = append(seen, req)
		d := data[min(len(seen), len(data))-1]
		return &provider.Response{Data: json.RawMessage(d), Model: "m", Usage: provider.Usage{InputTokens: 10, OutputTokens: 5},
			FinishReason: provider.FinishStop}, nil
	}, &seen
}

func newTestClient(t *testing.T, s Settings) *Client {
	t.Helper()
	if s.APIKey == "" {
		s.APIKey = "test-key"
	}
	c, err := NewClient("test", s)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestValidAnswerPassesThrough(t *testing.T) {
	ex, seen := answers(`{"title":"B2"}`)
	got, err := newTestClient(t, Settings{}).Complete(context.Background(), survey, ex)
	if err != nil || string(got.Data) != `{"title":"B2"}` || got.Provider != "test" || len(*seen) != 1 {
		t.Errorf("got %+v %v after %d exchanges, want the answer from provider test at once", got, err, len(*seen))
	}
}

func TestSchemaRepair(t *testing.T) {
	ex, seen := answers(`{"name":"B2"}`, `{"title":"B2"}`)
	c := newTestClient(t, Settings{})
	got, err := c.Complete(context.Background(), survey, ex)
	if err != nil || string(got.Data) != `{"title":"B2"}` {
		t.Fatalf("got %+v %v, want the repaired answer", got, err)
	}
	if got.Usage != (provider.Usage{InputTokens: 20, OutputTokens: 10}) || c.Spent() != got.Usage {
		t.Errorf("usage %+v spent %+v, want both exchanges counted (20+10)", got.Usage, c.Spent())
	}
	repair := (*seen)[1]
	last := repair.Parts[len(repair.Parts)-1].Text
	if len(repair.Parts) != 2 || repair.Tag != survey.Tag || !strings.Contains(last, `{"name":"B2"}`) || !strings.Contains(last, "title") {
		t.Errorf("repair request parts %+v, want the original part and one quoting the answer and the error", repair.Parts)
	}
	if len(survey.Parts) != 1 {
		t.Errorf("original request changed: %d parts", len(survey.Parts))
	}
}

func TestSchemaRepairFails(t *testing.T) {
	ex, seen := answers(`{"name":"B2"}`, `not json`)
	_, err := newTestClient(t, Settings{}).Complete(context.Background(), survey, ex)
	if !errors.Is(err, ErrRepair) || !errors.Is(err, provider.ErrSchema) || len(*seen) != 2 ||
		!strings.HasPrefix(err.Error(), "test complete survey.w01: ") {
		t.Errorf("error %v after %d exchanges, want ErrRepair and ErrSchema after 2", err, len(*seen))
	}
}

func TestTruncatedAnswerIsNotRepaired(t *testing.T) {
	calls := 0
	ex := func(ctx context.Context, req *provider.Request) (*provider.Response, error) {
		calls++
		return &provider.Response{Data: json.RawMessage(`{"title":"B`), FinishReason: provider.FinishLength}, nil
	}
	_, err := newTestClient(t, Settings{}).Complete(context.Background(), survey, ex)
	if !errors.Is(err, ErrTruncated) || calls != 1 {
		t.Errorf("error %v after %d exchanges, want ErrTruncated after 1", err, calls)
	}
}

func TestSpendCap(t *testing.T) {
	ex, seen := answers(`{"title":"B2"}`)
	c := newTestClient(t, Settings{SpendCap: 30})
	for i := range 3 {
		_, err := c.Complete(context.Background(), survey, ex)
		if wantCap := i == 2; errors.Is(err, ErrSpendCap) != wantCap || (err != nil) != wantCap {
			t.Errorf("request %d: error %v, want spend cap %v", i, err, wantCap)
		}
	}
	if len(*seen) != 2 || c.Spent().InputTokens+c.Spent().OutputTokens != 30 {
		t.Errorf("%d exchanges spending %+v, want 2 spending 30 tokens", len(*seen), c.Spent())
	}
}

func TestConcurrencyLimit(t *testing.T) {
	const limit, requests = 2, 6
	var mu sync.Mutex
	inFlight, most := 0, 0
	release := make(chan struct{})
	ex := func(ctx context.Context, req *provider.Request) (*provider.Response, error) {
		mu.Lock()
		inFlight++
		most = max(most, inFlight)
		mu.Unlock()
		<-release
		mu.Lock()
		inFlight--
		mu.Unlock()
		return &provider.Response{Data: json.RawMessage(`{"title":"x"}`)}, nil
	}
	c := newTestClient(t, Settings{Concurrency: limit})
	var wg sync.WaitGroup
	for range requests {
		wg.Go(func() {
			if _, err := c.Complete(context.Background(), survey, ex); err != nil {
				t.Error(err)
			}
		})
	}
	for range requests {
		release <- struct{}{}
	}
	wg.Wait()
	if most > limit || most == 0 {
		t.Errorf("%d requests in flight at most, want 1..%d", most, limit)
	}
}

func TestCancelWhileWaitingForASlot(t *testing.T) {
	block := make(chan struct{})
	defer close(block)
	ex := func(ctx context.Context, req *provider.Request) (*provider.Response, error) {
		<-block
		return nil, errors.New("unreachable")
	}
	c := newTestClient(t, Settings{Concurrency: 1})
	go c.Complete(context.Background(), survey, ex) //nolint:errcheck // holds the only slot.
	for len(c.sem) == 0 {
		runtime.Gosched() // until the goroutine holds the slot
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := c.Complete(ctx, survey, ex); !errors.Is(err, context.Canceled) {
		t.Errorf("error %v, want context.Canceled", err)
	}
}

func TestKeyIsRedacted(t *testing.T) {
	const key = "sk-test-0123456789abcdefghijklmnop"
	ex := func(ctx context.Context, req *provider.Request) (*provider.Response, error) {
		return nil, StatusError(401, "Incorrect API key provided: "+key)
	}
	_, err := newTestClient(t, Settings{APIKey: key}).Complete(context.Background(), survey, ex)
	if !errors.Is(err, ErrAuth) || strings.Contains(err.Error(), key) || !strings.Contains(err.Error(), "[redacted]") {
		t.Errorf("error %q, want ErrAuth with the key redacted", err)
	}
}

func TestNewClientRefuses(t *testing.T) {
	for name, s := range map[string]Settings{
		"no key":         {},
		"negative cap":   {APIKey: "k", SpendCap: -1},
		"negative limit": {APIKey: "k", Concurrency: -2},
	} {
		if _, err := NewClient("test", s); !errors.Is(err, ErrConfig) {
			t.Errorf("%s: error %v, want ErrConfig", name, err)
		}
	}
}

func TestStatusError(t *testing.T) {
	for status, want := range map[int]error{401: ErrAuth, 403: ErrAuth, 429: ErrRateLimit, 500: ErrUnavailable,
		503: ErrUnavailable, 400: ErrRejected, 404: ErrRejected} {
		if err := StatusError(status, "m"); !errors.Is(err, want) {
			t.Errorf("StatusError(%d) = %v, want %v", status, err, want)
		}
	}
}

func TestFlagsAndEnv(t *testing.T) {
	var s Settings
	fs := flag.NewFlagSet("extract", flag.ContinueOnError)
	s.RegisterFlags(fs)
	if err := fs.Parse([]string{"--model", "m1", "--spend-cap", "5000", "--timeout", "30s", "--base-url", "http://127.0.0.1:1/v1"}); err != nil {
		t.Fatal(err)
	}
	if s.Model != "m1" || s.SpendCap != 5000 || s.Timeout.Seconds() != 30 || s.BaseURL != "http://127.0.0.1:1/v1" {
		t.Errorf("settings %+v, want the flags' values", s)
	}
	t.Setenv("LIVE_TEST_A", " ")
	t.Setenv("LIVE_TEST_B", " b ")
	if got := FromEnv("LIVE_TEST_A", "LIVE_TEST_B"); got != "b" {
		t.Errorf("FromEnv = %q, want the first set value, trimmed", got)
	}
}

func TestPriceCost(t *testing.T) {
	p := Price{InputUSD: 2, OutputUSD: 10}
	if got := p.Cost(provider.Usage{InputTokens: 500_000, OutputTokens: 100_000}); got != 2 {
		t.Errorf("cost %v, want 2 USD", got)
	}
}

func TestCallError(t *testing.T) {
	plain := errors.New("unexpected end of JSON input")
	for _, c := range []struct {
		err    error
		status int
		want   error
	}{
		{plain, 429, ErrRateLimit},
		{plain, 0, ErrMalformed},
		{StatusError(500, ""), 0, ErrUnavailable},
		{context.Canceled, 0, context.Canceled},
		{ErrTimeout, 0, ErrTimeout},
		{fmt.Errorf("post: %w", &net.OpError{Op: "dial", Net: "tcp", Err: syscall.ECONNREFUSED}), 0, ErrUnavailable},
	} {
		if got := CallError(c.err, c.status, ""); !errors.Is(got, c.want) {
			t.Errorf("CallError(%v, %d) = %v, want %v", c.err, c.status, got, c.want)
		}
	}
}

func TestAnswerName(t *testing.T) {
	for tag, want := range map[string]string{"content.p003-p010": "content", "monsters": "monsters", "": "answer",
		"a b.c": "a_b", strings.Repeat("x", 70): strings.Repeat("x", 64)} {
		if got := AnswerName(tag); got != want {
			t.Errorf("AnswerName(%q) = %q, want %q", tag, got, want)
		}
	}
}

func TestBoundOutlastsEveryAttempt(t *testing.T) {
	c := newTestClient(t, Settings{Timeout: time.Minute, Retries: 2})
	if least := 3*time.Minute + 2*MaxRetryAfter; c.Bound() <= least {
		t.Errorf("bound %s, want more than %s", c.Bound(), least)
	}
}

// TestRetriesFlag: --retries means what it says: 0 retries none, the flag
// left out keeps the default, a negative count is none, as in Settings.
func TestRetriesFlag(t *testing.T) {
	for _, c := range []struct {
		args []string
		want int
	}{
		{nil, DefaultRetries},
		{[]string{"--retries", "0"}, 0},
		{[]string{"--retries", "2"}, 2},
		{[]string{"--retries", "-1"}, 0},
	} {
		var s Settings
		fs := flag.NewFlagSet("extract", flag.ContinueOnError)
		s.RegisterFlags(fs)
		if err := fs.Parse(c.args); err != nil {
			t.Fatal(err)
		}
		got, err := s.withDefaults()
		if err != nil || got.Retries != c.want {
			t.Errorf("%q: %d retries (%v), want %d", c.args, got.Retries, err, c.want)
		}
		if def := fs.Lookup("retries").DefValue; def != "4" {
			t.Errorf("--retries shows the default %q, want 4", def)
		}
	}
}
