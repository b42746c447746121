package mockllm

import (
	"bytes"
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/scriptorium/scriptorium/provider"
)

// fingerprint is provider.Fingerprint that fails the test on error.
func fingerprint(t *testing.T, req *provider.Request) string {
	t.Helper()
	fp, err := provider.Fingerprint(req)
	if err != nil {
		t.Fatal(err)
	}
	return fp
}

func TestInProcessFixtureReplaysInEveryFormat(t *testing.T) {
	s := newTestServer(t, Options{Fixtures: recordedStore(t)})
	want := map[string]string{"structured": fingerprint(t, surveyRequest(t)), "tool": fingerprint(t, surveyRequest(t)),
		"text": fingerprint(t, helloRequest())}
	for _, f := range wireFormats {
		for _, name := range decodeInputs(t, f.name) {
			for _, path := range []string{f.path, f.streamPath} {
				body := readWire(t, f.name, "decode", name+".request.json")
				if path == f.streamPath {
					body = withFields(t, body, f.stream)
				}
				resp, out := post(t, s, path, f.header(name), body)
				if resp.StatusCode != http.StatusOK || resp.Header.Get(HeaderFingerprint) != want[name] {
					t.Errorf("%s %s %s: status %d fingerprint %s, want 200 %s: %s", f.name, name, path,
						resp.StatusCode, resp.Header.Get(HeaderFingerprint), want[name], out)
				}
				if got := resp.Header.Get(HeaderFallback); got != "" {
					t.Errorf("%s %s: fallback header %q on a hit", f.name, name, got)
				}
			}
		}
	}
}

// missChecks decode each format's error body into its kind and miss details.
var missChecks = map[string]func(body []byte) (kind string, fixture *missInfo, err error){
	"openai": func(body []byte) (string, *missInfo, error) {
		var e openaiError
		err := json.Unmarshal(body, &e)
		code := ""
		if e.Error.Code != nil {
			code = *e.Error.Code
		}
		return code, e.Error.Fixture, err
	},
	"responses": func(body []byte) (string, *missInfo, error) {
		var e openaiError
		err := json.Unmarshal(body, &e)
		return *e.Error.Code, e.Error.Fixture, err
	},
	"anthropic": func(body []byte) (string, *missInfo, error) {
		var e anthropicError
		err := json.Unmarshal(body, &e)
		return e.Error.Type, e.Error.Fixture, err
	},
	"gemini": func(body []byte) (string, *missInfo, error) {
		var e geminiError
		err := json.Unmarshal(body, &e)
		return e.Error.Status, e.Error.Fixture, err
	},
	"bedrock": func(body []byte) (string, *missInfo, error) {
		var e bedrockError
		err := json.Unmarshal(body, &e)
		return "", e.Fixture, err
	},
	"ollama":          ollamaMiss,
	"ollama-generate": ollamaMiss,
}

// errorMessage returns the message of an error body in any wire format:
// error.message, message (Bedrock) or error (Ollama).
func errorMessage(t *testing.T, body []byte) string {
	t.Helper()
	var e struct {
		Error   json.RawMessage `json:"error"`
		Message string          `json:"message"`
	}
	if err := json.Unmarshal(body, &e); err != nil {
		t.Fatalf("error body %s: %v", body, err)
	}
	var inner struct {
		Message string `json:"message"`
	}
	switch {
	case len(e.Error) == 0:
		return e.Message
	case json.Unmarshal(e.Error, &inner) == nil:
		return inner.Message
	}
	var msg string
	if err := json.Unmarshal(e.Error, &msg); err != nil {
		t.Fatalf("error body %s: error is neither an object nor a string", body)
	}
	return msg
}

// ollamaMiss decodes Ollama's error body, which has no kind.
func ollamaMiss(body []byte) (string, *missInfo, error) {
	var e ollamaError
	err := json.Unmarshal(body, &e)
	return "", e.Fixture, err
}

var missKinds = map[string]string{"openai": "fixture_miss", "responses": "fixture_miss", "anthropic": "not_found_error", "gemini": "NOT_FOUND"}

// TestUntaggedMissIsOneShortLine checks that a miss of a request without a
// tag says so, rather than naming an empty tag, on one line of a few
// hundred bytes.
func TestUntaggedMissIsOneShortLine(t *testing.T) {
	s := newTestServer(t, Options{Fixtures: recordedStore(t)})
	resp, out := post(t, s, "/v1/chat/completions", nil, []byte(`{"model":"m","messages":[{"role":"user","content":"hi"}]}`))
	msg := errorMessage(t, out)
	want := regexp.MustCompile(`^mockllm: fixture miss: untagged request fingerprint [0-9a-f]{64}: no fixture recorded; ` +
		`none recorded without a tag \(recorded tags: chat\.hello, survey\.w01\); to re-record: mockllm --fixtures DIR --record --upstream URL`)
	if resp.StatusCode != http.StatusNotFound || !want.MatchString(msg) || strings.Contains(msg, "\n") || len(msg) > 400 {
		t.Errorf("status %d message (%d bytes) %q, want 404 and one line of at most 400 bytes matching %s", resp.StatusCode, len(msg), msg, want)
	}
}

func TestStrictMissIsProviderShapedAndLogged(t *testing.T) {
	var log bytes.Buffer
	s := newTestServer(t, Options{Fixtures: recordedStore(t), Log: slog.New(slog.NewTextHandler(&log, nil))})
	for _, f := range wireFormats {
		body := bytes.Replace(readWire(t, f.name, "decode", "text.request.json"), []byte("terse"), []byte("curt"), 1)
		resp, out := post(t, s, f.path, f.header("text"), body)
		kind, miss, err := missChecks[f.name](out)
		if resp.StatusCode != http.StatusNotFound || err != nil || kind != missKinds[f.name] || miss == nil {
			t.Fatalf("%s: status %d kind %q (err %v), want 404 %q with fixture details: %s",
				f.name, resp.StatusCode, kind, err, missKinds[f.name], out)
		}
		if miss.Tag != "chat.hello" || len(miss.Fingerprint) != 64 || !strings.HasPrefix(miss.Nearest, "chat.hello.") ||
			len(miss.Differences) != 1 || !strings.Contains(miss.Differences[0], "system") {
			t.Errorf("%s: miss details %+v, want tag chat.hello, a fingerprint, the nearest file and a system difference", f.name, miss)
		}
		msg := errorMessage(t, out)
		if !strings.HasSuffix(msg, "; to re-record: "+recordHint) ||
			!strings.Contains(msg, "mockllm --fixtures DIR --record --upstream URL") || strings.Contains(msg, "extract record") {
			t.Errorf("%s: miss message %q, want mockllm's own --record as its re-record hint", f.name, msg)
		}
		want := fmt.Sprintf(`mockllm: fixture miss: tag "chat.hello" fingerprint %s: no fixture recorded; `+
			`nearest with this tag: %s; differences: system text differs (first at byte 8); `, miss.Fingerprint, miss.Nearest)
		if strings.Contains(msg, "\n") || !strings.HasPrefix(msg, want) {
			t.Errorf("%s: miss message %q, want one line starting %q", f.name, msg, want)
		}
		if f.name == "gemini" {
			var e geminiError
			json.Unmarshal(out, &e) //nolint:errcheck // decoded above.
			want := []geminiErrorInfo{{Type: "type.googleapis.com/google.rpc.ErrorInfo", Reason: "FIXTURE_MISS", Domain: "mockllm",
				Metadata: map[string]string{"tag": "chat.hello", "fingerprint": miss.Fingerprint, "nearest": miss.Nearest}}}
			if !reflect.DeepEqual(e.Error.Details, want) {
				t.Errorf("gemini: miss error details %+v, want %+v", e.Error.Details, want)
			}
		}
		if !strings.Contains(log.String(), miss.Fingerprint) {
			t.Errorf("%s: log %q does not name the missed fingerprint %s", f.name, log.String(), miss.Fingerprint)
		}
	}
}

func TestFallbackMissIsMarked(t *testing.T) {
	s := newTestServer(t, Options{Fixtures: recordedStore(t), Fallback: true})
	for _, f := range wireFormats {
		body := bytes.Replace(readWire(t, f.name, "decode", "text.request.json"), []byte("terse"), []byte("verbose"), 1)
		for _, path := range []string{f.path, f.streamPath} {
			if path == f.streamPath {
				body = withFields(t, body, f.stream)
			}
			resp, out := post(t, s, path, f.header("text"), body)
			if resp.StatusCode != http.StatusOK || resp.Header.Get(HeaderFallback) != "miss" {
				t.Errorf("%s %s: status %d fallback header %q, want 200 and %q: %s",
					f.name, path, resp.StatusCode, resp.Header.Get(HeaderFallback), "miss", out)
			}
		}
	}
}

func TestTagHeaderOverridesMetadata(t *testing.T) {
	s := newTestServer(t, Options{Fixtures: recordedStore(t)})
	body := bytes.Replace(readWire(t, "openai", "decode", "text.request.json"), []byte("chat.hello"), []byte("other"), 1)
	resp, out := post(t, s, "/v1/chat/completions", http.Header{HeaderTag: {"chat.hello"}}, body)
	if resp.StatusCode != http.StatusOK {
		t.Errorf("status %d, want 200 with the tag from %s: %s", resp.StatusCode, HeaderTag, out)
	}
}

func TestAzureDeploymentRoute(t *testing.T) {
	s := newTestServer(t, Options{Fixtures: recordedStore(t)})
	body := withFields(t, readWire(t, "openai", "decode", "text.request.json"), map[string]any{"model": nil})
	resp, out := post(t, s, "/openai/deployments/scribe-4o/chat/completions?api-version=2024-10-21", nil, body)
	var got chatCompletion
	if err := json.Unmarshal(out, &got); err != nil || resp.StatusCode != http.StatusOK || got.Model != "scribe-4o" {
		t.Errorf("status %d model %q (err %v), want 200 answering as deployment scribe-4o: %s", resp.StatusCode, got.Model, err, out)
	}
}

func TestBadInputGetsProviderShaped4xx(t *testing.T) {
	s := newTestServer(t, Options{Fixtures: recordedStore(t), MaxBodyBytes: 4096})
	cases := []struct {
		name, path, body string
		status           int
	}{
		{"malformed openai", "/v1/chat/completions", `{"messages": [`, 400},
		{"wrong type openai", "/v1/chat/completions", `{"messages": 5}`, 400},
		{"remote image", "/v1/chat/completions", `{"messages":[{"role":"user","content":[{"type":"image_url","image_url":{"url":"https://example.com/a.png"}}]}]}`, 400},
		{"bad base64 anthropic", "/v1/messages", `{"messages":[{"role":"user","content":[{"type":"image","source":{"type":"base64","media_type":"image/png","data":"!!"}}]}]}`, 400},
		{"unknown role anthropic", "/v1/messages", `{"messages":[{"role":"wizard","content":"hi"}]}`, 400},
		{"gemini stream without sse", "/v1beta/models/g:streamGenerateContent", `{}`, 400},
		{"oversized", "/v1/messages", `{"system":"` + strings.Repeat("a", 5000) + `"}`, 413},
		{"unknown route", "/v1/engines/davinci/completions", `{}`, 404},
		{"unknown gemini method", "/v1beta/models/g:countTokens", `{}`, 400},
		{"bedrock image without bytes", "/model/m/converse", `{"messages":[{"role":"user","content":[{"image":{"format":"png","source":{"bytes":"%"}}}]}]}`, 400},
		{"unknown bedrock route", "/model/m/async-invoke", `{}`, 404},
		{"bedrock invoke of another model", "/model/amazon.titan-text-express-v1/invoke", `{"inputText":"hi"}`, 400},
		{"ollama wrong type", "/api/chat", `{"messages":[{"role":"user","content":5}]}`, 400},
	}
	for _, c := range cases {
		resp, out := post(t, s, c.path, nil, []byte(c.body))
		var shape map[string]json.RawMessage
		if resp.StatusCode != c.status || json.Unmarshal(out, &shape) != nil || shape["error"] == nil && shape["message"] == nil {
			t.Errorf("%s: status %d body %s, want %d with an error member", c.name, resp.StatusCode, out, c.status)
		}
	}
}

// TestOpenAIRefusesOtherMediaTypes: OpenAI's routes (chat completions and
// responses) answer a body declared as another media type than JSON with
// 400 and code unsupported_content_type, as the API does, and take JSON
// with a charset; Anthropic's route, whose API documents no such check,
// reads the body as before.
func TestOpenAIRefusesOtherMediaTypes(t *testing.T) {
	s := newTestServer(t, Options{Fixtures: recordedStore(t)})
	body := []byte(`{"messages": [`)
	for _, c := range []struct {
		path, contentType, code string
	}{
		{"/v1/chat/completions", "text/plain", "unsupported_content_type"},
		{"/v1/responses", "application/x-www-form-urlencoded", "unsupported_content_type"},
		{"/v1/chat/completions", "application/json; charset=utf-8", ""},
		{"/v1/messages", "text/plain", ""},
	} {
		resp, out := post(t, s, c.path, http.Header{"Content-Type": {c.contentType}}, body)
		var e struct {
			Error struct {
				Code *string `json:"code"`
			} `json:"error"`
		}
		_ = json.Unmarshal(out, &e)
		code := ""
		if e.Error.Code != nil {
			code = *e.Error.Code
		}
		if resp.StatusCode != http.StatusBadRequest || (code == "unsupported_content_type") != (c.code != "") {
			t.Errorf("%s as %s: status %d body %s, want 400 %s", c.path, c.contentType, resp.StatusCode, out, cmp.Or(c.code, "for the malformed body"))
		}
	}
}

func TestFirstTokenDelayLetsClientsTimeOut(t *testing.T) {
	s := newTestServer(t, Options{Fixtures: recordedStore(t), FirstTokenDelay: time.Minute})
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	body := withFields(t, readWire(t, "openai", "decode", "text.request.json"), map[string]any{"stream": true})
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, s.URL+"/v1/chat/completions", bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	resp, err := s.Client().Do(req)
	if err == nil {
		_, err = bytes.NewBuffer(nil).ReadFrom(resp.Body)
		resp.Body.Close()
	}
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("stream read error %v, want the client's deadline to pass before the first token", err)
	}
}

// flushCounter is a ResponseRecorder counting its flushes and noting how
// many body bytes each flush sent.
type flushCounter struct {
	*httptest.ResponseRecorder
	flushedAt []int
	writes    int
}

func (f *flushCounter) Flush() { f.flushedAt = append(f.flushedAt, f.Body.Len()) }

func (f *flushCounter) Write(p []byte) (int, error) {
	f.writes++
	return f.ResponseRecorder.Write(p)
}

// TestStreamFlushesOnlyBeforeWaits checks that a stream without delays is
// written at once, without a flush per event, and that with delays everything
// written is flushed before each wait: the headers before the first token,
// each event before the next.
func TestStreamFlushesOnlyBeforeWaits(t *testing.T) {
	body := withFields(t, readWire(t, "openai", "decode", "text.request.json"), map[string]any{"stream": true})
	for _, c := range []struct {
		opts  Options
		wantN int
	}{
		{Options{}, 0},
		{Options{FirstTokenDelay: time.Millisecond}, 1},
		{Options{ChunkDelay: time.Millisecond}, -1}, // one per event but the first
	} {
		c.opts.Fixtures = recordedStore(t)
		fc := &flushCounter{ResponseRecorder: httptest.NewRecorder()}
		newTestHandler(t, c.opts).ServeHTTP(fc, httptest.NewRequest(http.MethodPost, "/v1/chat/completions", bytes.NewReader(body)))
		events := strings.Count(fc.Body.String(), "data: ")
		want := c.wantN
		if want < 0 {
			want = events - 1
		}
		if fc.Code != http.StatusOK || len(fc.flushedAt) != want {
			t.Errorf("delays %v/%v: status %d, %d flushes (at bytes %v) of %d events, want %d",
				c.opts.FirstTokenDelay, c.opts.ChunkDelay, fc.Code, len(fc.flushedAt), fc.flushedAt, events, want)
		}
		if want == 0 && fc.writes != 1 {
			t.Errorf("no delays: the stream was written in %d writes, want one", fc.writes)
		}
		if want > 0 && fc.flushedAt[len(fc.flushedAt)-1] == 0 && c.opts.ChunkDelay > 0 {
			t.Errorf("chunk delay: flushed before any event was written: %v", fc.flushedAt)
		}
	}
}

func TestDeltasCutTextIntoFivePieces(t *testing.T) {
	for _, text := range []string{"", "ab", "The Keep on the Borderlands", "ダンジョンの地図と鍵"} {
		got := deltas(text)
		want := min(max(utf8.RuneCountInString(text), 1), streamDeltas)
		if strings.Join(got, "") != text || len(got) != want {
			t.Errorf("deltas(%q) = %q, want %d pieces joining to the text", text, got, want)
		}
		for _, p := range got {
			if !utf8.ValidString(p) {
				t.Errorf("deltas(%q) cut a rune: %q", text, p)
			}
		}
	}
}

func TestConcurrentRequestsAcrossFormats(t *testing.T) {
	s := newTestServer(t, Options{Fixtures: recordedStore(t)})
	type request struct {
		name, path string
		header     http.Header
		body       []byte
	}
	var requests []request
	for _, f := range wireFormats {
		for _, name := range decodeInputs(t, f.name) {
			body := withFields(t, readWire(t, f.name, "decode", name+".request.json"), f.stream)
			requests = append(requests, request{f.name + " " + name, f.streamPath, f.header(name), body})
		}
	}
	var wg sync.WaitGroup
	for range 4 {
		for _, r := range requests {
			wg.Go(func() {
				req, _ := http.NewRequest(http.MethodPost, s.URL+r.path, bytes.NewReader(r.body))
				for k, v := range r.header {
					req.Header[k] = v
				}
				resp, err := s.Client().Do(req)
				if err != nil {
					t.Errorf("%s: %v", r.name, err)
					return
				}
				out, err := io.ReadAll(resp.Body)
				resp.Body.Close()
				if err != nil || resp.StatusCode != http.StatusOK {
					t.Errorf("%s: status %d (read error %v): %s", r.name, resp.StatusCode, err, out)
				}
			})
		}
	}
	wg.Wait()
}

func TestLengthFinishInEveryFormat(t *testing.T) {
	store, err := provider.OpenStore(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	put(t, store, helloRequest(), &provider.Response{Data: json.RawMessage(`"The Keep on"`), FinishReason: provider.FinishLength})
	s := newTestServer(t, Options{Fixtures: store})
	want := map[string]string{"openai": `"finish_reason":"length"`, "responses": `"reason":"max_output_tokens"`,
		"anthropic": `"stop_reason":"max_tokens"`, "gemini": `"finishReason":"MAX_TOKENS"`, "ollama": `"done_reason":"length"`,
		"ollama-generate": `"done_reason":"length"`, "bedrock": `"stopReason":"max_tokens"`}
	for _, f := range wireFormats {
		resp, out := post(t, s, f.path, f.header("text"), readWire(t, f.name, "decode", "text.request.json"))
		if resp.StatusCode != http.StatusOK || !strings.Contains(string(out), want[f.name]) {
			t.Errorf("%s: status %d, want 200 with %s: %s", f.name, resp.StatusCode, want[f.name], out)
		}
	}
}

// TestNormalizationFromFixtureDirectory pins that the server reads the
// fixture directory's normalization rules: a request differing from the
// recorded one only in volatile text hits.
func TestNormalizationFromFixtureDirectory(t *testing.T) {
	dir := t.TempDir()
	rules := `{"version": "dates-1", "rules": [{"pattern": "\\d{4}-\\d{2}-\\d{2}", "placeholder": "<date>"}]}`
	if err := os.WriteFile(filepath.Join(dir, provider.NormalizationFile), []byte(rules), 0o644); err != nil {
		t.Fatal(err)
	}
	store, err := provider.OpenStore(dir)
	if err != nil {
		t.Fatal(err)
	}
	rec, err := provider.NewRecordingProvider(provider.Answer(`"Keep on the Borderlands."`), store, provider.ModeRecordMissing)
	if err != nil {
		t.Fatal(err)
	}
	recorded := helloRequest()
	recorded.System = "You are terse. Today is 2026-12-01."
	if _, err := rec.Complete(context.Background(), recorded); err != nil {
		t.Fatal(err)
	}
	s := newTestServer(t, Options{Fixtures: store})
	body := bytes.Replace(readWire(t, "openai", "decode", "text.request.json"),
		[]byte("You are terse."), []byte("You are terse. Today is 2027-03-04."), 1)
	if resp, out := post(t, s, "/v1/chat/completions", nil, body); resp.StatusCode != http.StatusOK {
		t.Errorf("status %d, want 200: the date is volatile text: %s", resp.StatusCode, out)
	}
}

// TestNewHandlerRefusesNegativeBodyLimit: a negative MaxBodyBytes is
// refused when the handler is made; it made a server that answered every
// request 413 "limit is 0 bytes".
func TestNewHandlerRefusesNegativeBodyLimit(t *testing.T) {
	_, err := NewHandler(Options{Fixtures: recordedStore(t), MaxBodyBytes: -1})
	if err == nil || !strings.Contains(err.Error(), "MaxBodyBytes -1") {
		t.Fatalf("NewHandler(MaxBodyBytes: -1) = %v, want an error naming the limit", err)
	}
}

// TestBrokenFixtureIsNotRetried: a fixture directory that goes bad while
// the server runs (a stray file, a truncated fixture) is answered with a
// status clients do not retry (500 and the like they retry, spending their
// backoff on a failure that stays), naming the file.
func TestBrokenFixtureIsNotRetried(t *testing.T) {
	store := recordedStore(t)
	if err := os.WriteFile(filepath.Join(store.Dir(), "zz-garbage.json"), []byte("{"), 0o644); err != nil {
		t.Fatal(err)
	}
	reopened, err := provider.OpenStore(store.Dir()) // not indexed yet, as when the server started
	if err != nil {
		t.Fatal(err)
	}
	s := newTestServer(t, Options{Fixtures: reopened})
	resp, out := post(t, s, "/v1/chat/completions", http.Header{HeaderTag: {"chat.hello"}}, readWire(t, "openai", "decode", "text.request.json"))
	if resp.StatusCode != StatusBrokenFixture || !bytes.Contains(out, []byte("zz-garbage.json")) {
		t.Errorf("status %d, want %d naming zz-garbage.json: %s", resp.StatusCode, StatusBrokenFixture, out)
	}
}
