package mockllm

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"mime"
	"net/http"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/scriptorium/scriptorium/provider"
)

// codec is one wire format: its routes, its request decoder, its answer
// encoders and its error shape.
type codec interface {
	// routes lists the ServeMux patterns the format answers.
	routes() []string
	// decode turns a request body into a call; errors wrap ErrBadRequest.
	decode(r *http.Request, body []byte) (*call, error)
	// encode returns the non-streaming answer body.
	encode(c *call, a *answer) any
	// events returns the streamed answer, in order.
	events(c *call, a *answer) []event
	// framing is how events are written on the wire.
	framing() framer
	// failure returns the status, extra headers and body of an error answer.
	failure(f *failure) (int, http.Header, any)
}

// call is one decoded wire request.
type call struct {
	// Req is the canonical request looked up.
	Req *provider.Request
	// Fingerprint is Req's fingerprint, set before lookup.
	Fingerprint string
	// Model is the model the client asked for, echoed in answers.
	Model string
	// Stream asks for a streamed answer.
	Stream bool
	// Tool names the forced tool whose parameters carried the schema; the
	// answer is then a call of that tool.
	Tool string
	// IncludeUsage asks for usage in a stream (OpenAI stream_options).
	IncludeUsage bool
	// ArgumentBytes is the size of each streamed piece of tool call
	// arguments; below one they go in one delta.
	ArgumentBytes int
	// JSON asks for a JSON answer without a schema (OpenAI json_object,
	// Gemini responseMimeType application/json, Ollama format "json").
	JSON bool
	// Key is Req as it is fingerprinted: normalized by the fixture
	// directory's rules (see provider.Normalization), Req itself without.
	Key *provider.Request
	// Canonical is Key's canonical form, computed once for both the
	// fingerprint and, on a miss, the nearest fixture.
	Canonical *provider.CanonicalRequest
	// Chat is the body of a Chat Completions request, whose canned key
	// CannedKey computes; nil for other formats.
	Chat []byte
	// CannedKey is the canned key looked up without success, if any.
	CannedKey string
	// Load is the done_reason of an Ollama request that only loads or
	// unloads its model ("load", "unload"), answered at once in one JSON
	// object with no fixture; empty for the rest.
	Load string
	// Unkeyed says why the request has no canonical form (content a
	// fingerprint cannot hold, such as a remote image); only a canned
	// answer can then serve it.
	Unkeyed error
}

// failure is an error answer in wire-neutral form.
type failure struct {
	// Status is the HTTP status.
	Status int
	// Message is the human-readable message.
	Message string
	// Param names the unsupported request member refused, if any.
	Param string
	// Code is the wire's error code when the failure names one of its own
	// (OpenAI's "unsupported_content_type"); else the codec derives it.
	Code string
	// Miss is set for a fixture miss.
	Miss *missInfo
	// Upstream is set for an upstream API's error, sent as it came.
	Upstream *upstreamError
	// Header holds extra response headers, such as Retry-After.
	Header http.Header
}

// missInfo is the machine-readable part of a miss answer: the request's tag
// and fingerprint, and the nearest recorded fixture with its differences.
type missInfo struct {
	Tag         string   `json:"tag"`
	Fingerprint string   `json:"fingerprint"`
	Nearest     string   `json:"nearest,omitempty"`
	Differences []string `json:"differences,omitempty"`
	CannedKey   string   `json:"canned_key,omitempty"`
}

// newMissInfo summarizes a miss for an error body. The nearest fixture is
// named by its base name so no host path reaches a client.
func newMissInfo(e *provider.FixtureMissError) *missInfo {
	m := &missInfo{Tag: e.Tag, Fingerprint: e.Fingerprint, Differences: e.Differences}
	if e.NearestFile != "" {
		m.Nearest = filepath.Base(e.NearestFile)
	}
	return m
}

// badRequest returns an ErrBadRequest wrapping error for a decoder.
func badRequest(format string, args ...any) error {
	return fmt.Errorf("%w: %s", ErrBadRequest, fmt.Sprintf(format, args...))
}

// serve returns the handler of one codec: read, decode, look up, answer.
func (h *handler) serve(c codec) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		buf := bodyBuffers.Get().(*bytes.Buffer)
		defer h.recycle(buf)
		body, ok := h.readInto(w, r, c, buf)
		if !ok {
			return
		}
		if f := mediaTypeFailure(c, r); f != nil {
			h.fail(w, c, f)
			return
		}
		if f := h.injected(r); f != nil {
			h.fail(w, c, f)
			return
		}
		cl, err := c.decode(r, body)
		if err != nil {
			f := &failure{Status: http.StatusBadRequest, Message: "mockllm: decode request: " + err.Error()}
			var unsupported *unsupportedError
			if errors.As(err, &unsupported) {
				f.Param = unsupported.Param
			}
			h.fail(w, c, f)
			return
		}
		var a *answer
		var f *failure
		if cl.Load != "" {
			a, cl.Stream = &answer{Model: cl.Model}, false
		} else if a, f = injectedAnswer(r, cl); a == nil && f == nil {
			a, f = h.answer(w, &exchange{codec: c, r: r, body: body, call: cl})
		}
		if f != nil {
			h.fail(w, c, f)
			return
		}
		if cl.Fingerprint != "" {
			w.Header().Set(HeaderFingerprint, cl.Fingerprint)
		}
		if cl.Stream {
			cl.ArgumentBytes = h.opts.ArgumentBytes
			h.stream(w, r, c.framing(), c.events(cl, a))
			return
		}
		out := frameBuffers.Get().(*[]byte)
		defer recycleFrames(out)
		raw, err := appendValue((*out)[:0], c.encode(cl, a))
		*out = raw
		if err != nil {
			h.fail(w, c, &failure{Status: http.StatusInternalServerError, Message: "mockllm: encode answer: " + err.Error()})
			return
		}
		writeBody(w, http.StatusOK, nil, malformed(r, append(raw, '\n')))
	}
}

// jsonOnly is a codec whose API refuses a body declared as anything but
// JSON (see mediaTypeFailure).
type jsonOnly interface{ jsonOnly() }

// mediaTypeFailure returns the answer of an API that takes JSON alone to a
// request whose Content-Type names another media type: OpenAI answers 400
// with code unsupported_content_type ("Unsupported content type:
// 'text/plain'. This API method only accepts 'application/json'
// requests"; openai/openai-openapi issues 194 and 502), and takes
// "application/json; charset=utf-8" and a request with no Content-Type.
// Other codecs' APIs document no such check; nil for them.
func mediaTypeFailure(c codec, r *http.Request) *failure {
	ct := r.Header.Get("Content-Type")
	if _, ok := c.(jsonOnly); !ok || ct == "" {
		return nil
	}
	if mt, _, err := mime.ParseMediaType(ct); err == nil && mt == "application/json" {
		return nil
	}
	return &failure{Status: http.StatusBadRequest, Code: "unsupported_content_type",
		Message: fmt.Sprintf("Unsupported content type: '%s'. This API method only accepts 'application/json' requests, but you specified the header 'Content-Type: %s'.", ct, ct)}
}

// read reads the request body within the size limit; on failure it answers
// in c's error shape and reports false.
func (h *handler) read(w http.ResponseWriter, r *http.Request, c codec) ([]byte, bool) {
	return h.readInto(w, r, c, new(bytes.Buffer))
}

// readInto is read into buf, emptied first. The buffer grows once to the
// declared Content-Length, capped by the limit, so a page-sized body is
// not copied from buffer to buffer as it grows.
func (h *handler) readInto(w http.ResponseWriter, r *http.Request, c codec, buf *bytes.Buffer) ([]byte, bool) {
	buf.Reset()
	buf.Grow(int(min(max(r.ContentLength, 0), h.opts.MaxBodyBytes) + bytes.MinRead))
	if _, err := buf.ReadFrom(http.MaxBytesReader(w, r.Body, h.opts.MaxBodyBytes)); err != nil {
		h.fail(w, c, readFailure(err))
		return nil, false
	}
	return buf.Bytes(), true
}

// bodyBuffers recycles the buffers the codecs' routes read bodies into, so
// a page-sized request does not allocate (and clear) its 400 KB again.
var bodyBuffers = sync.Pool{New: func() any { return new(bytes.Buffer) }}

// maxPooledBody is the largest buffer kept for reuse: a few page-sized
// bodies; a larger one is left to the garbage collector.
const maxPooledBody = 4 << 20

// recycle returns buf to bodyBuffers once its request is answered. Nothing
// decoded keeps a slice of the body (strings and raw members are copies),
// except the request the record proxy sends upstream, which the HTTP
// client may still be reading: a recording handler keeps none.
func (h *handler) recycle(buf *bytes.Buffer) {
	if h.recorder == nil && buf.Cap() <= maxPooledBody {
		bodyBuffers.Put(buf)
	}
}

// readFailure maps a body read error to a 413 or a 400.
func readFailure(err error) *failure {
	var tooBig *http.MaxBytesError
	if errors.As(err, &tooBig) {
		return &failure{Status: http.StatusRequestEntityTooLarge,
			Message: fmt.Sprintf("mockllm: read request: %v: limit is %d bytes", ErrTooLarge, tooBig.Limit)}
	}
	return &failure{Status: http.StatusBadRequest, Message: "mockllm: read request: " + err.Error()}
}

// answer looks x's call up and returns the answer, or the failure to send.
// A miss is recorded through the upstream when the record proxy is on.
func (h *handler) answer(w http.ResponseWriter, x *exchange) (*answer, *failure) {
	cl := x.call
	if cl.Unkeyed != nil {
		if a, f := h.serveCanned(w, cl); a != nil || f != nil {
			return a, f
		}
		return nil, &failure{Status: http.StatusBadRequest, Message: "mockllm: decode request: " + cannedNote(cl) + cl.Unkeyed.Error()}
	}
	cl.Key = h.norm.Apply(cl.Req)
	cl.Canonical = provider.Canonical(cl.Key)
	fp, err := cl.Canonical.Fingerprint()
	if err != nil {
		return nil, &failure{Status: http.StatusBadRequest, Message: "mockllm: fingerprint request: " + err.Error()}
	}
	cl.Fingerprint = fp
	if a, f := h.serveCanned(w, cl); a != nil || f != nil {
		return a, f
	}
	n := h.occurrence(fp)
	x.n = n
	resp, fx, err := h.lookup(cl, n)
	var miss *provider.FixtureMissError
	var up *upstreamError
	if _, ok := x.codec.(recordable); ok && h.recorder != nil {
		switch {
		case errors.As(err, &miss):
			resp, err = h.record(x)
			rateLimitHeaders(w.Header(), x.header)
		case err == nil && n >= fx.Answers():
			resp, err = h.recordNext(x)
			rateLimitHeaders(w.Header(), x.header)
		}
	}
	if f, ok := recordFailure(x, err); ok {
		return nil, f
	}
	switch {
	case err == nil:
		return fromResponse(cl, resp, answerKey(fp, n)), nil
	case errors.As(err, &miss):
		return h.missed(w, cl, miss)
	case errors.As(err, &up):
		return nil, &failure{Status: up.status, Message: up.Error(), Upstream: up}
	default:
		h.log.Error("mockllm: lookup failed", "tag", cl.Req.Tag, "fingerprint", fp, "err", err)
		return nil, storeFailure("", err)
	}
}

// storeFailure is the failure of a fixture store's error err, what
// prefixing its message: [StatusBrokenFixture] for a bad fixture file,
// which asking again cannot mend, else 500.
func storeFailure(what string, err error) *failure {
	for _, bad := range []error{provider.ErrCorruptFixture, provider.ErrUnknownFixtureVersion,
		provider.ErrFixtureNameMismatch, provider.ErrDuplicateFingerprint} {
		if errors.Is(err, bad) {
			return &failure{Status: StatusBrokenFixture,
				Message: "mockllm: " + what + err.Error() + " (a broken fixture: fix, re-record or remove the file, then restart mockllm)"}
		}
	}
	return &failure{Status: http.StatusInternalServerError, Message: "mockllm: " + what + err.Error()}
}

// recordHint is the re-record advice of a miss answered over HTTP: the
// client records through mockllm's own record proxy on the fixture
// directory it serves, whatever program recorded the fixture set; the
// request sent again carries its tag as before.
const recordHint = "mockllm --fixtures DIR --record --upstream URL (the real API's base URL), then send the request again"

// missed logs a miss and returns the fallback answer or the miss failure.
func (h *handler) missed(w http.ResponseWriter, cl *call, miss *provider.FixtureMissError) (*answer, *failure) {
	h.log.Warn("mockllm: fixture miss", "tag", miss.Tag, "fingerprint", miss.Fingerprint,
		"nearest", miss.NearestFile, "differences", len(miss.Differences), "fallback", h.opts.Fallback)
	if h.opts.Fallback {
		w.Header().Set(HeaderFallback, "miss")
		a, err := fallbackAnswer(cl)
		if err != nil {
			h.log.Warn("mockllm: fallback answer breaks the request's schema", "tag", miss.Tag, "err", err)
		}
		return a, nil
	}
	info := newMissInfo(miss)
	info.CannedKey = cl.CannedKey
	return nil, &failure{Status: http.StatusNotFound, Message: missMessage(cl, miss, info.Nearest), Miss: info}
}

// missMessage is the one-line message of a miss answered over HTTP (see
// provider.FixtureMissError.Summary), the nearest fixture named by its
// base name nearest, with mockllm's way to re-record. The differences in
// full, diffs included, go in the answer's fixture member.
func missMessage(cl *call, miss *provider.FixtureMissError, nearest string) string {
	return "mockllm: " + cannedNote(cl) + miss.Summary(nearest, recordHint)
}

// serveCanned serves cl's canned answer when canned mode is on and one
// exists; otherwise it notes the key looked for and returns neither.
func (h *handler) serveCanned(w http.ResponseWriter, cl *call) (*answer, *failure) {
	if h.canned == nil || cl.Chat == nil {
		return nil, nil
	}
	key, err := CannedKey(cl.Chat)
	if err != nil {
		return nil, &failure{Status: http.StatusBadRequest, Message: "mockllm: " + err.Error()}
	}
	ca, ok, err := h.canned.lookup(key)
	switch {
	case err != nil:
		h.log.Error("mockllm: canned answer unreadable", "key", key, "err", err)
		return nil, &failure{Status: http.StatusInternalServerError, Message: "mockllm: " + err.Error()}
	case !ok:
		cl.CannedKey = key
		return nil, nil
	}
	w.Header().Set(HeaderCannedKey, key)
	return ca.answer(cl, key), nil
}

// cannedNote says which canned answer file a missed request looked for.
func cannedNote(cl *call) string {
	if cl.CannedKey == "" {
		return ""
	}
	return fmt.Sprintf("no canned answer %s.json; ", cl.CannedKey)
}

// lookup returns the fixture of cl and its answer to the n-th identical
// request (from 0; the last one past the end), validated against its
// schema (once per fixture, see provider.Fixture.CheckAnswer); with no
// fixtures every request misses.
func (h *handler) lookup(cl *call, n int) (*provider.Response, *provider.Fixture, error) {
	req := cl.Key
	if h.opts.Fixtures == nil {
		return nil, nil, &provider.FixtureMissError{Tag: req.Tag, Fingerprint: cl.Fingerprint,
			Hint: "serve a fixture directory (mockllm --fixtures DIR)"}
	}
	f, ok, err := h.opts.Fixtures.Lookup(cl.Fingerprint)
	switch {
	case err != nil:
		return nil, nil, err
	case !ok:
		return nil, nil, h.opts.Fixtures.Miss(cl.Canonical, cl.Fingerprint)
	}
	if err := f.CheckAnswer(); err != nil {
		return nil, nil, fmt.Errorf("replay fixture %s: %w", f.Tag, err)
	}
	return f.ResponseAt(n), f, nil
}

// occurrence counts the requests with fingerprint fp the handler has
// answered, returning the count before this one.
func (h *handler) occurrence(fp string) int {
	h.mu.Lock()
	defer h.mu.Unlock()
	n := h.seen[fp]
	h.seen[fp] = n + 1
	return n
}

// answerKey is what the ids of the n-th answer to fingerprint fp derive
// from: fp itself for the first.
func answerKey(fp string, n int) string {
	if n == 0 {
		return fp
	}
	var buf [96]byte
	sum := sha256.Sum256(strconv.AppendInt(append(append(buf[:0], fp...), '/'), int64(n), 10))
	return hex.EncodeToString(sum[:])
}

// fail writes f in the codec's error shape.
func (h *handler) fail(w http.ResponseWriter, c codec, f *failure) {
	if up := f.Upstream; up != nil {
		w.Header().Set("Content-Type", up.header.Get("Content-Type"))
		w.WriteHeader(up.status)
		w.Write(up.body) //nolint:errcheck // the client went away.
		return
	}
	f.Message = h.clientText(f.Message)
	if m := f.Miss; m != nil {
		m.Tag = provider.RedactSecrets(m.Tag)
		for i, d := range m.Differences {
			m.Differences[i] = h.clientText(d)
		}
	}
	status, header, body := c.failure(f)
	for k, v := range f.Header {
		w.Header()[k] = v
	}
	writeJSON(w, status, header, body)
}

// notFound answers an unknown route in the shape its prefix suggests: 405
// with an Allow header when the path is a route for other methods (RFC
// 9110 §15.5.6), else 404.
func (h *handler) notFound(w http.ResponseWriter, r *http.Request) {
	if allow := h.allowed(r); len(allow) > 0 {
		h.fail(w, codecFor(r.URL.Path), &failure{Status: http.StatusMethodNotAllowed,
			Header:  http.Header{"Allow": {strings.Join(allow, ", ")}},
			Message: fmt.Sprintf("mockllm: method %s not allowed for %s: use %s", r.Method, r.URL.Path, strings.Join(allow, " or "))})
		return
	}
	h.fail(w, codecFor(r.URL.Path), &failure{Status: http.StatusNotFound,
		Message: fmt.Sprintf("mockllm: no route for %s %s", r.Method, r.URL.Path)})
}

// routeMethods are the methods allowed tries on a path.
var routeMethods = []string{http.MethodGet, http.MethodHead, http.MethodPost, http.MethodPut,
	http.MethodPatch, http.MethodDelete, http.MethodOptions}

// allowed lists the methods of routeMethods that a route other than the
// catch-all serves r's path with.
func (h *handler) allowed(r *http.Request) []string {
	var allow []string
	for _, m := range routeMethods {
		probe := r.Clone(r.Context())
		probe.Method = m
		if _, pattern := h.mux.Handler(probe); pattern != "" && pattern != "/" {
			allow = append(allow, m)
		}
	}
	return allow
}

// errorKind names status in an API's error vocabulary: its entry in kinds,
// else server for a 5xx, else client.
func errorKind(kinds map[int]string, status int, client, server string) string {
	if kind, ok := kinds[status]; ok {
		return kind
	}
	if status >= 500 {
		return server
	}
	return client
}

// writeJSON writes body as JSON with the status and extra headers.
func writeJSON(w http.ResponseWriter, status int, header http.Header, body any) {
	raw, err := json.Marshal(body)
	if err != nil {
		status, raw = http.StatusInternalServerError, []byte(`{"error":{"message":"mockllm: encode error answer"}}`)
	}
	writeBody(w, status, header, append(raw, '\n'))
}

// writeBody writes JSON bytes with the status and extra headers.
func writeBody(w http.ResponseWriter, status int, header http.Header, raw []byte) {
	for k, v := range header {
		w.Header()[k] = v
	}
	w.Header()["Content-Type"] = jsonContentType
	w.WriteHeader(status)
	w.Write(raw) //nolint:errcheck // the client went away.
}

// jsonContentType is the Content-Type header of a JSON answer, one slice
// for every answer (net/http writes header values, never changes them).
var jsonContentType = []string{"application/json"}

// stream writes events with the configured pacing. Frames are gathered in
// one buffer and written at once: what was gathered is written and flushed
// before each wait, so the client sees every event (and the headers) on
// time; without waits the stream goes out in one write, since a client
// cannot tell frames written back to back from frames written at once.
func (h *handler) stream(w http.ResponseWriter, r *http.Request, fr framer, events []event) {
	w.Header().Set("Content-Type", fr.contentType())
	w.Header().Set("Cache-Control", "no-cache")
	w.WriteHeader(http.StatusOK)
	flusher, _ := w.(http.Flusher)
	buf := frameBuffers.Get().(*[]byte)
	defer recycleFrames(buf)
	frames := (*buf)[:0]
	defer func() { *buf = frames }()
	var err error
	for i, ev := range events {
		delay := h.opts.ChunkDelay
		if i == 0 {
			delay = h.opts.FirstTokenDelay
		}
		if delay > 0 && flusher != nil {
			if _, err := w.Write(frames); err != nil {
				return
			}
			frames = frames[:0]
			flusher.Flush()
		}
		if !pause(r.Context(), delay) {
			return
		}
		n := len(frames)
		if frames, err = fr.appendFrame(frames, ev); err != nil {
			frames = frames[:n] // the stream ends with the last whole frame
			break
		}
	}
	w.Write(frames) //nolint:errcheck // the client went away.
}

// frameBuffers recycles the buffers answers are encoded in and streams
// gather their frames in.
var frameBuffers = sync.Pool{New: func() any { return new([]byte) }}

// maxPooledFrames is the largest frame buffer kept for reuse; a larger
// answer leaves its buffer to the garbage collector.
const maxPooledFrames = 64 << 10

// recycleFrames returns buf to frameBuffers once its answer is written.
func recycleFrames(buf *[]byte) {
	if cap(*buf) <= maxPooledFrames {
		frameBuffers.Put(buf)
	}
}

// pause waits d unless ctx ends first; it reports whether to go on.
func pause(ctx context.Context, d time.Duration) bool {
	if d <= 0 {
		return true
	}
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return true
	case <-ctx.Done():
		return false
	}
}

// codecFor picks the codec whose routes share path's prefix, OpenAI by default.
func codecFor(path string) codec {
	switch {
	case strings.HasPrefix(path, "/v1beta/"), strings.HasPrefix(path, "/v1/projects/"):
		return geminiCodec{}
	case strings.HasPrefix(path, "/v1/messages"):
		return anthropicCodec{}
	case strings.HasPrefix(path, "/api/"):
		return ollamaChatCodec{}
	case strings.HasPrefix(path, "/model/"):
		return bedrockCodec{}
	default:
		return openaiCodec{}
	}
}
