package mockllm

import (
	"bytes"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/scriptorium/scriptorium/provider"
)

// secretHeaders are credentials a client sends; none may reach a fixture.
var secretHeaders = http.Header{"Authorization": {"Bearer sk-proj-abcdefghijklmnopqrstuvwxyz0123"},
	"X-Api-Key": {"sk-ant-api03-abcdefghijklmnopqrstuvwxyz"}, "X-Goog-Api-Key": {"AIzaSyA-abcdefghijklmnopqrstuvwxyz01234"}}

// recordingProxy starts a record proxy in front of upstream, recording into
// a fresh store it returns.
func recordingProxy(t *testing.T, upstream *Server) (*Server, *provider.Store) {
	t.Helper()
	store, err := provider.OpenStore(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	return newTestServer(t, Options{Fixtures: store, Upstream: upstream.URL, RecordInto: store}), store
}

func TestRecordProxyRecordsMissesWithoutSecrets(t *testing.T) {
	for _, f := range wireFormats {
		name := f.name
		upstream := newTestServer(t, Options{Fixtures: recordedStore(t)})
		proxy, store := recordingProxy(t, upstream)
		inputs := decodeInputs(t, name)
		for _, input := range inputs {
			body := readWire(t, name, "decode", input+".request.json")
			header := f.header(input)
			for k, v := range secretHeaders {
				header = cloneWith(header, k, v)
			}
			resp, out := post(t, proxy, f.streamPath, header, withFields(t, body, f.stream))
			if resp.StatusCode != http.StatusOK || resp.Header.Get(HeaderFingerprint) == "" {
				t.Fatalf("%s %s: status %d, want the upstream's answer streamed: %s", name, input, resp.StatusCode, out)
			}
		}
		upstream.Close()
		replay := newTestServer(t, Options{Fixtures: store})
		for _, input := range inputs {
			resp, out := post(t, replay, f.path, f.header(input), readWire(t, name, "decode", input+".request.json"))
			if resp.StatusCode != http.StatusOK {
				t.Errorf("%s %s: status %d after the upstream closed, want the recording replayed: %s", name, input, resp.StatusCode, out)
			}
		}
		want := map[string]string{}
		for _, input := range inputs {
			want[headerTags[input]] = recordedData[headerTags[input]]
		}
		checkRecordings(t, f.codec.(recordable).providerName(), store.Dir(), want)
	}
}

// recordedData is the answer data recordedStore holds per tag.
var recordedData = map[string]string{"survey.w01": `{"title":"The Keep on the Borderlands"}`,
	"chat.hello": `"The Keep on the Borderlands (B2), by Gary Gygax."`}

// cloneWith returns a copy of h, which may be nil, with key set to values.
func cloneWith(h http.Header, key string, values []string) http.Header {
	out := h.Clone()
	if out == nil {
		out = http.Header{}
	}
	out[key] = values
	return out
}

// checkRecordings checks dir holds one fixture per wanted tag with the
// wanted data, and no credential.
func checkRecordings(t *testing.T, providerName, dir string, want map[string]string) {
	t.Helper()
	store, err := provider.OpenStore(dir)
	if err != nil {
		t.Fatal(err)
	}
	for tag, data := range want {
		fixtures, err := store.ByTag(tag)
		if err != nil || len(fixtures) != 1 || string(fixtures[0].Data) != data || fixtures[0].Provider != providerName {
			t.Errorf("%s: fixtures of %s: %d (err %v), want one by %s holding %s", providerName, tag, len(fixtures), err, providerName, data)
		}
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.json"))
	for _, file := range files {
		raw, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		for _, secret := range []string{"sk-", "AIza", "Bearer", "Authorization", "Api-Key"} {
			if bytes.Contains(raw, []byte(secret)) {
				t.Errorf("%s: fixture %s holds %q", providerName, filepath.Base(file), secret)
			}
		}
	}
}

func TestRecordProxyPassesUpstreamErrorsOn(t *testing.T) {
	upstream := newTestServer(t, Options{Fixtures: recordedStore(t)})
	proxy, store := recordingProxy(t, upstream)
	body := bytes.Replace(readWire(t, "openai", "decode", "text.request.json"), []byte("terse"), []byte("wordy"), 1)
	resp, out := post(t, proxy, "/v1/chat/completions", nil, body)
	if resp.StatusCode != http.StatusNotFound || !bytes.Contains(out, []byte(`"code":"fixture_miss"`)) {
		t.Errorf("status %d, want the upstream's 404 as it came: %s", resp.StatusCode, out)
	}
	if tags, err := store.Tags(); err != nil || len(tags) != 0 {
		t.Errorf("recorded tags %v (err %v), want none after an upstream error", tags, err)
	}
}

// countingUpstream is an upstream API that counts its requests and answers
// each with status, header and body.
func countingUpstream(t *testing.T, status int, header http.Header, body string) (*httptest.Server, *atomic.Int32) {
	t.Helper()
	var calls atomic.Int32
	s := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		calls.Add(1)
		for k, v := range header {
			w.Header()[k] = v
		}
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(status)
		io.WriteString(w, body)
	}))
	t.Cleanup(s.Close)
	return s, &calls
}

func TestRecordProxyRefusesKeyShapedRequestsBeforeAskingAndNeverEchoes(t *testing.T) {
	const key = "gsk_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJKLMNOP"
	up, calls := countingUpstream(t, http.StatusOK, nil, `{"choices":[{"message":{"content":"hi"}}]}`)
	store, err := provider.OpenStore(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	var log bytes.Buffer
	proxy := newTestServer(t, Options{Fixtures: store, Upstream: up.URL, RecordInto: store, Log: slog.New(slog.NewTextHandler(&log, nil))})
	text := readWire(t, "openai", "decode", "text.request.json")
	for name, tc := range map[string]struct {
		header http.Header
		body   []byte
	}{
		"system": {nil, bytes.Replace(text, []byte("You are terse."), []byte("Use key "+key+" for tools."), 1)},
		"tag":    {http.Header{HeaderTag: {"chat." + key}}, text},
	} {
		resp, out := post(t, proxy, "/v1/chat/completions", tc.header, tc.body)
		files, _ := filepath.Glob(filepath.Join(store.Dir(), "*"))
		if resp.StatusCode != http.StatusBadRequest || !strings.Contains(string(out), "Groq API key") || len(files) != 0 || calls.Load() != 0 {
			t.Errorf("%s: status %d, %d files, %d upstream calls, want a 400 naming the kind of key, nothing written or asked: %s",
				name, resp.StatusCode, len(files), calls.Load(), out)
		}
		if strings.Contains(string(out), key[:16]) {
			t.Errorf("%s: the answer repeats the key: %s", name, out)
		}
	}
	if strings.Contains(log.String(), key[:16]) {
		t.Errorf("the log repeats the key:\n%s", log.String())
	}
}

func TestRecordProxyPassesRateLimitHeaders(t *testing.T) {
	limits := http.Header{"Retry-After": {"7"}, "Retry-After-Ms": {"6500"}, "X-Ratelimit-Remaining-Requests": {"0"},
		"Anthropic-Ratelimit-Tokens-Reset": {"2026-01-01T00:00:07Z"}}
	for _, tc := range []struct {
		status int
		body   string
	}{
		{http.StatusTooManyRequests, `{"error":{"message":"Rate limit reached","type":"requests","code":"rate_limit_exceeded"}}`},
		{http.StatusOK, `{"model":"gpt-4o","choices":[{"message":{"role":"assistant","content":"hi"},"finish_reason":"stop"}]}`},
	} {
		up, _ := countingUpstream(t, tc.status, limits, tc.body)
		store, err := provider.OpenStore(t.TempDir())
		if err != nil {
			t.Fatal(err)
		}
		proxy := newTestServer(t, Options{Fixtures: store, Upstream: up.URL, RecordInto: store})
		resp, out := post(t, proxy, "/v1/chat/completions", nil, readWire(t, "openai", "decode", "text.request.json"))
		if resp.StatusCode != tc.status {
			t.Errorf("status %d, want the upstream's %d: %s", resp.StatusCode, tc.status, out)
		}
		for k, v := range limits {
			if got := resp.Header.Get(k); got != v[0] {
				t.Errorf("upstream %d: header %s = %q, want %q passed through", tc.status, k, got, v[0])
			}
		}
	}
}

func TestMissNamesNoHostPath(t *testing.T) {
	store := recordedStore(t)
	var log bytes.Buffer
	s := newTestServer(t, Options{Fixtures: store, Log: slog.New(slog.NewTextHandler(&log, nil))})
	for _, f := range wireFormats {
		body := bytes.Replace(readWire(t, f.name, "decode", "text.request.json"), []byte("terse"), []byte("curt"), 1)
		resp, out := post(t, s, f.path, f.header("text"), body)
		if resp.StatusCode != http.StatusNotFound || bytes.Contains(out, []byte(store.Dir())) || !bytes.Contains(out, []byte("chat.hello.")) {
			t.Errorf("%s: status %d, want a 404 naming the nearest fixture by base name, never under %s: %s", f.name, resp.StatusCode, store.Dir(), out)
		}
	}
}

func TestRecordProxyNeedsAStoreAndAURL(t *testing.T) {
	store, err := provider.OpenStore(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	for _, opts := range []Options{{Upstream: "http://127.0.0.1:1"}, {Upstream: "127.0.0.1:1", RecordInto: store}} {
		if _, err := NewHandler(opts); err == nil {
			t.Errorf("NewHandler(upstream %q, store %v) succeeded, want a configuration error", opts.Upstream, opts.RecordInto != nil)
		}
	}
}

func TestErrorsNameNoPathOfARelativeFixtureDirectory(t *testing.T) {
	body := readWire(t, "openai", "decode", "text.request.json")
	t.Chdir(t.TempDir())
	dir := filepath.Join("served", "fixtures")
	store, err := provider.OpenStore(dir)
	if err != nil {
		t.Fatal(err)
	}
	put(t, store, helloRequest(), &provider.Response{Data: json.RawMessage(`"hi"`), FinishReason: provider.FinishStop})
	files, _ := filepath.Glob(filepath.Join(dir, "*.json"))
	if len(files) != 1 || os.WriteFile(files[0], []byte(`{"format":"scriptorium-fixture"}`), 0o644) != nil {
		t.Fatalf("fixture files %v, want one to corrupt", files)
	}
	s := newTestServer(t, Options{Fixtures: store})
	for _, body := range [][]byte{body, bytes.Replace(body, []byte("terse"), []byte("curt"), 1)} {
		resp, out := post(t, s, "/v1/chat/completions", nil, body)
		if resp.StatusCode == http.StatusOK || bytes.Contains(out, []byte(dir)) {
			t.Errorf("status %d, want an error naming no path under %s: %s", resp.StatusCode, dir, out)
		}
	}
}

func TestRecordProxyAnswersAKeyShapedUpstreamAnswerWithABadGateway(t *testing.T) {
	const key = "hf_abcdefghijklmnopqrstuvwxyzABCDEFGH"
	up, calls := countingUpstream(t, http.StatusOK, nil,
		`{"model":"gpt-4o","choices":[{"message":{"role":"assistant","content":"use `+key+`"},"finish_reason":"stop"}]}`)
	store, err := provider.OpenStore(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	proxy := newTestServer(t, Options{Fixtures: store, Upstream: up.URL, RecordInto: store})
	resp, out := post(t, proxy, "/v1/chat/completions", nil, readWire(t, "openai", "decode", "text.request.json"))
	files, _ := filepath.Glob(filepath.Join(store.Dir(), "*"))
	if resp.StatusCode != http.StatusBadGateway || calls.Load() != 1 || len(files) != 0 || strings.Contains(string(out), key[:12]) {
		t.Errorf("status %d after %d upstream calls, %d files, want a 502 that records and repeats nothing: %s",
			resp.StatusCode, calls.Load(), len(files), out)
	}
}

// TestEveryCodecRecords: the record proxy can forward a request of every
// wire format the server decodes, and read its answer back.
func TestEveryCodecRecords(t *testing.T) {
	for _, c := range codecs() {
		if _, ok := c.(recordable); !ok {
			t.Errorf("codec %T is not recordable: the record proxy cannot forward its routes", c)
		}
	}
}
