package mockllm

import (
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/url"
	"sync"
	"time"

	"github.com/scriptorium/scriptorium/provider"
)

// DefaultMaxBodyBytes is the request body limit when Options.MaxBodyBytes is
// zero: 32 MiB, room for a request carrying several page-sized images.
const DefaultMaxBodyBytes = 32 << 20

// StatusBrokenFixture (424 Failed Dependency) answers a request whose
// answer depends on a fixture file that cannot be read: a stray or
// truncated file in the fixture directory, a fixture of an unknown version.
// It is no status the APIs' clients retry (they retry 408, 409, 429 and
// 5xx), since asking again cannot mend the file; the message names it.
// The mockllm command checks the whole directory before it serves.
const StatusBrokenFixture = http.StatusFailedDependency

// Response headers the server sets.
const (
	// HeaderFallback is set to "miss" on a generic answer served for a fixture
	// miss in fallback mode.
	HeaderFallback = "X-Mockllm-Fallback"
	// HeaderFingerprint carries the fingerprint of the decoded request.
	HeaderFingerprint = "X-Mockllm-Fingerprint"
	// HeaderCannedKey carries the key of a canned answer that was served.
	HeaderCannedKey = "X-Mockllm-Canned-Key"
	// HeaderTag is the request header naming the fixture tag: the core's
	// [provider.TagHeader], which live providers send.
	HeaderTag = provider.TagHeader
)

// Options configures a mock server. With the zero value every chat request
// misses; embeddings are still served.
type Options struct {
	// Fixtures holds the recorded exchanges, normally a *provider.Store. Nil
	// means every request misses. A *provider.Store indexes a tag's
	// fixtures for explaining misses on the tag's first one, which waits
	// for it (see provider.Store.Miss): a server that only answers hits
	// never reads them all.
	Fixtures Fixtures
	// CannedDir is a directory of canned answers for plain chat apps (see
	// "Canned answers" in the package doc); empty turns that mode off.
	CannedDir string
	// Fallback answers a miss with a deterministic generic reply marked by
	// HeaderFallback instead of an error.
	Fallback bool
	// Log receives one line per miss and per server error, credential-shaped
	// strings redacted; nil discards.
	Log *slog.Logger
	// MaxBodyBytes limits request bodies; zero means DefaultMaxBodyBytes.
	MaxBodyBytes int64
	// Upstream is the base URL of a real API (such as
	// "https://api.openai.com"); when set, misses on recordable routes are
	// forwarded there and recorded into RecordInto (see "Record proxy" in the
	// package doc).
	Upstream string
	// RecordInto is the store the record proxy writes; required with
	// Upstream.
	RecordInto *provider.Store
	// UpstreamClient sends the record proxy's requests; nil means
	// http.DefaultClient.
	UpstreamClient *http.Client
	// FirstTokenDelay is waited before the first streamed event, and
	// ChunkDelay between streamed events; both zero by default and meant for
	// timeout tests.
	FirstTokenDelay, ChunkDelay time.Duration
	// ArgumentBytes is the size in bytes of each streamed piece of tool
	// call arguments, in the formats whose APIs stream them in pieces
	// (OpenAI Chat Completions and Responses, Anthropic, Bedrock); zero
	// means DefaultArgumentBytes and a negative size sends them whole.
	ArgumentBytes int
}

// Fixtures is what the server needs of a fixture store; *provider.Store
// satisfies it.
type Fixtures interface {
	// Lookup returns the fixture recorded under a fingerprint; ok is false
	// when there is none.
	Lookup(fingerprint string) (f *provider.Fixture, ok bool, err error)
	// Miss explains why the request of canonical form c, whose
	// fingerprint Lookup did not find, has no fixture: the recorded tags
	// and the nearest recorded request of the same tag.
	Miss(c *provider.CanonicalRequest, fingerprint string) *provider.FixtureMissError
}

var _ Fixtures = (*provider.Store)(nil)

// normalizer is a fixture store with normalization rules, such as a
// *provider.Store reading its directory's provider.NormalizationFile.
type normalizer interface {
	Normalization() *provider.Normalization
}

// normalization returns the rules of the fixture store served, else of the
// store recorded into; nil when neither has any.
func normalization(opts Options) *provider.Normalization {
	if n, ok := opts.Fixtures.(normalizer); ok && n.Normalization() != nil {
		return n.Normalization()
	}
	if opts.RecordInto != nil {
		return opts.RecordInto.Normalization()
	}
	return nil
}

// Server is a mock server listening on a loopback port, shaped like
// httptest.Server.
type Server struct {
	// URL is the base URL, "http://127.0.0.1:PORT", with no trailing slash.
	URL      string
	listener net.Listener
	http     *http.Server
	client   *http.Client
}

// NewServer starts a server for opts on 127.0.0.1 at a free port. It fails
// when no loopback port can be had, or as NewHandler does.
func NewServer(opts Options) (*Server, error) {
	h, err := NewHandler(opts)
	if err != nil {
		return nil, err
	}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	s := &Server{
		URL:      "http://" + l.Addr().String(),
		listener: l,
		http:     NewHTTPServer(h),
		client:   &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 64}},
	}
	go s.http.Serve(l) //nolint:errcheck // Serve returns ErrServerClosed on Close.
	return s, nil
}

// NewHTTPServer returns the http.Server mockllm serves h with: HTTP/1.1
// and HTTP/2 over cleartext (h2c with prior knowledge, as the AWS SDK for
// JavaScript's Bedrock client and Node's http2.connect speak it), request
// headers read within 10 seconds. An HTTP/1.1 request asking to upgrade to
// h2c is answered in HTTP/1.1, as RFC 9113 (section 3.1) lets a server do.
// A whole request, body included, is read within ReadTimeout, so a client
// that stalls mid-body is cut off rather than holding its connection for
// ever; an idle kept-alive connection is closed after IdleTimeout.
func NewHTTPServer(h http.Handler) *http.Server {
	var protocols http.Protocols
	protocols.SetHTTP1(true)
	protocols.SetUnencryptedHTTP2(true)
	return &http.Server{Handler: h, ReadHeaderTimeout: 10 * time.Second, ReadTimeout: ReadTimeout,
		IdleTimeout: IdleTimeout, Protocols: &protocols}
}

// ReadTimeout bounds the reading of one request, headers and body (the
// largest body mockllm takes, 32 MiB, reads in well under a second on
// loopback); IdleTimeout bounds a kept-alive connection's wait for its
// next request.
const (
	ReadTimeout = time.Minute
	IdleTimeout = 2 * time.Minute
)

// Client returns an HTTP client for the server that keeps connections alive.
func (s *Server) Client() *http.Client { return s.client }

// Close shuts the server down, dropping open connections.
func (s *Server) Close() {
	s.client.CloseIdleConnections()
	s.http.Close()
}

// handler serves every wire format for one Options.
type handler struct {
	// mux routes requests; notFound asks it which methods a path has.
	mux      *http.ServeMux
	opts     Options
	log      *slog.Logger
	canned   *cannedStore      // nil without Options.CannedDir
	recorder provider.Provider // nil without Options.Upstream
	dirs     []string          // host directories no answer may show (see hostDirs)
	upstream *upstream         // nil without Options.Upstream
	// norm rewrites volatile text before fingerprinting: the rules of the
	// fixture directory served (or recorded into); nil without any.
	norm *provider.Normalization

	mu   sync.Mutex
	seen map[string]int // fingerprint → requests answered; under mu
	// appending serializes the read-modify-write of a fixture file that
	// appends an answer (see recordNext).
	appending sync.Mutex
}

// NewHandler returns the handler that serves every wire format for opts.
// Unknown routes get a 404 in the error shape their path prefix suggests, a
// known route asked with another method a 405 with an Allow header. It
// fails on a negative MaxBodyBytes, which no request could fit, and on a
// record proxy misconfiguration: an Upstream that is not an absolute
// http(s) URL, or no RecordInto store.
func NewHandler(opts Options) (http.Handler, error) {
	if opts.MaxBodyBytes < 0 {
		return nil, fmt.Errorf("mockllm: MaxBodyBytes %d: want a positive number of bytes, or 0 for the default", opts.MaxBodyBytes)
	}
	if opts.MaxBodyBytes == 0 {
		opts.MaxBodyBytes = DefaultMaxBodyBytes
	}
	if opts.ArgumentBytes == 0 {
		opts.ArgumentBytes = DefaultArgumentBytes
	}
	h := &handler{opts: opts, log: opts.Log, dirs: hostDirs(opts), seen: map[string]int{}, norm: normalization(opts)}
	if opts.CannedDir != "" {
		h.canned = &cannedStore{dir: opts.CannedDir}
	}
	if err := h.startRecorder(); err != nil {
		return nil, err
	}
	if h.log == nil {
		h.log = slog.New(slog.NewTextHandler(io.Discard, nil))
	}
	h.log = slog.New(redacting{h.log.Handler()})
	mux := http.NewServeMux()
	h.mux = mux
	for _, c := range codecs() {
		var serve http.Handler = h.serve(c)
		if _, ok := c.(geminiCodec); ok {
			serve = h.geminiMethods(serve)
		}
		for _, route := range c.routes() {
			mux.Handle(route, serve)
		}
	}
	for _, route := range []string{"POST /v1/embeddings", "POST /openai/deployments/{deployment}/embeddings", "POST /openai/v1/embeddings"} {
		mux.HandleFunc(route, h.openaiEmbeddings)
	}
	mux.HandleFunc("POST /api/embed", h.ollamaEmbed)
	mux.HandleFunc("POST /api/embeddings", h.ollamaEmbeddings)
	mux.HandleFunc("GET /api/tags", h.ollamaTags)
	mux.HandleFunc("POST /api/show", h.ollamaShow)
	mux.HandleFunc("GET /api/version", h.ollamaVersion)
	mux.HandleFunc("GET /v1/models", h.listModels)
	mux.HandleFunc("GET /v1/models/{model}", h.showModel)
	mux.HandleFunc("GET /v1beta/models", h.geminiModels)
	mux.HandleFunc("/", h.notFound)
	return mux, nil
}

// startRecorder sets up the record proxy when Options.Upstream is set.
func (h *handler) startRecorder() error {
	if h.opts.Upstream == "" {
		return nil
	}
	base, err := url.Parse(h.opts.Upstream)
	if err != nil || (base.Scheme != "http" && base.Scheme != "https") || base.Host == "" {
		return fmt.Errorf("record proxy: upstream %q: want an absolute http(s) URL", h.opts.Upstream)
	}
	if h.opts.RecordInto == nil {
		return fmt.Errorf("record proxy: upstream %s: no store to record into", base)
	}
	client := h.opts.UpstreamClient
	if client == nil {
		client = http.DefaultClient
	}
	h.upstream = &upstream{base: base, client: client}
	h.recorder, err = provider.NewRecordingProvider(h.upstream, h.opts.RecordInto, provider.ModeRecordMissing,
		provider.WithNormalization(h.norm))
	return err
}

// codecs lists every wire format the server answers.
func codecs() []codec {
	return []codec{openaiCodec{}, responsesCodec{}, anthropicCodec{}, geminiCodec{}, ollamaChatCodec{}, ollamaGenerateCodec{}, bedrockCodec{}, bedrockInvokeCodec{}}
}
