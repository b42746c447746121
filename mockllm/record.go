package mockllm

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"sync"

	"github.com/scriptorium/scriptorium/provider"
)

// recordable is a codec the record proxy can forward and read back; every
// codec of codecs() is one (TestEveryCodecRecords).
type recordable interface {
	codec
	// upstreamRequest returns the path with query and the body that ask the
	// upstream API for a non-streaming answer to r.
	upstreamRequest(r *http.Request, body []byte) (string, []byte, error)
	// parseAnswer reads the upstream API's non-streaming answer.
	parseAnswer(body []byte) (*answer, error)
	// providerName names the API in recorded fixtures, such as "openai".
	providerName() string
}

// exchange is one wire request and its decoded call; a recording forwards
// it, riding in the context of the RecordingProvider's call.
type exchange struct {
	codec codec
	r     *http.Request
	body  []byte
	call  *call
	// n counts the identical requests answered before this one.
	n int
	// asked is set once the upstream is sent the request, and header then
	// holds its answer's headers.
	asked  bool
	header http.Header
}

type exchangeKey struct{}

// upstreamError is an upstream API's error answer, passed to the client.
type upstreamError struct {
	status int
	header http.Header
	body   []byte
}

func (e *upstreamError) Error() string {
	return fmt.Sprintf("upstream answered %d: %.200s", e.status, e.body)
}

// upstream is the provider a RecordingProvider asks: it forwards the
// exchange in its context to the upstream API.
type upstream struct {
	base   *url.URL
	client *http.Client
	// ids maps the ids of Responses answers the proxy recorded, as its
	// clients saw them, to the ids the upstream gave them.
	ids sync.Map
}

// Complete forwards the exchange carried by ctx and returns its answer.
func (u *upstream) Complete(ctx context.Context, req *provider.Request) (*provider.Response, error) {
	x, ok := ctx.Value(exchangeKey{}).(*exchange)
	if !ok {
		return nil, fmt.Errorf("record %s: no wire request to forward", req.Tag)
	}
	rc, ok := x.codec.(recordable)
	if !ok {
		return nil, fmt.Errorf("record %s: the route cannot be recorded", req.Tag)
	}
	body, err := u.previousResponse(x)
	if err != nil {
		return nil, err
	}
	path, body, err := rc.upstreamRequest(x.r, body)
	if err != nil {
		return nil, err
	}
	out, err := http.NewRequestWithContext(ctx, http.MethodPost, strings.TrimSuffix(u.base.String(), "/")+path, bytes.NewReader(body))
	if err != nil {
		return nil, fmt.Errorf("record %s: %w", req.Tag, err)
	}
	forwardHeaders(out.Header, x.r.Header)
	x.asked = true
	resp, err := u.client.Do(out)
	if err != nil {
		return nil, fmt.Errorf("record %s: %w", req.Tag, err)
	}
	defer resp.Body.Close()
	x.header = resp.Header
	answerBody, err := io.ReadAll(resp.Body)
	if err != nil {
		return nil, fmt.Errorf("record %s: read upstream answer: %w", req.Tag, err)
	}
	if resp.StatusCode != http.StatusOK {
		return nil, &upstreamError{status: resp.StatusCode, header: resp.Header, body: answerBody}
	}
	a, err := rc.parseAnswer(answerBody)
	if err != nil {
		return nil, fmt.Errorf("record %s: read upstream answer: %w", req.Tag, err)
	}
	if a.UpstreamID != "" {
		u.ids.Store(responsesID(answerKey(x.call.Fingerprint, x.n)), a.UpstreamID)
	}
	return a.response(x.call, rc.providerName())
}

// previousResponse returns x's body, its previous_response_id (a Responses
// follow-up) replaced by the id the upstream gave that answer when this
// proxy recorded it: the client only ever saw the mock's id.
func (u *upstream) previousResponse(x *exchange) ([]byte, error) {
	conv := x.call.Req.Conversation
	if conv == nil || conv.Previous == "" {
		return x.body, nil
	}
	id, ok := u.ids.Load(conv.Previous)
	if !ok {
		return x.body, nil
	}
	var m map[string]json.RawMessage
	if err := unmarshal(x.body, &m); err != nil {
		return nil, err
	}
	m["previous_response_id"], _ = json.Marshal(id)
	return json.Marshal(m)
}

// skippedHeaders are not forwarded: hop-by-hop ones, and those the
// transport sets for the new body.
var skippedHeaders = map[string]bool{"Connection": true, "Content-Length": true, "Accept-Encoding": true,
	"Keep-Alive": true, "Te": true, "Trailer": true, "Transfer-Encoding": true, "Upgrade": true, "Host": true}

// forwardHeaders copies the client's headers (keys included: the upstream
// needs them; they are never stored).
func forwardHeaders(dst, src http.Header) {
	for k, v := range src {
		if !skippedHeaders[http.CanonicalHeaderKey(k)] {
			dst[k] = v
		}
	}
}

// response turns an upstream answer into the provider response recorded
// for cl: the forced tool's arguments; else the text (as JSON when a schema
// was asked for and no tool called, else as a JSON string) and the tools
// called, whose ids are left out since every replay invents its own.
func (a *answer) response(cl *call, name string) (*provider.Response, error) {
	resp := &provider.Response{Provider: name, Model: a.Model, Usage: a.Usage, FinishReason: provider.FinishStop}
	if a.Finish == provider.FinishLength {
		resp.FinishReason = provider.FinishLength
	}
	switch {
	case cl.Tool != "":
		for _, tc := range a.ToolCalls {
			if tc.Name == cl.Tool {
				resp.Data = tc.Args
			}
		}
		if resp.Data == nil {
			return nil, fmt.Errorf("record %s: upstream answer does not call tool %s", cl.Req.Tag, cl.Tool)
		}
		return resp, nil
	case len(a.ToolCalls) > 0:
		resp.FinishReason = provider.FinishToolCall
		for _, tc := range a.ToolCalls {
			resp.ToolCalls = append(resp.ToolCalls, provider.ToolCall{Name: tc.Name, Arguments: canonicalArgs(tc.Args)})
		}
	case len(cl.Req.Schema) > 0:
		resp.Data = json.RawMessage(a.Text)
		return resp, nil
	}
	resp.Data, _ = json.Marshal(a.Text)
	return resp, nil
}

// withoutStream returns a JSON object body with "stream" false and no
// "stream_options".
func withoutStream(body []byte) ([]byte, error) {
	var m map[string]json.RawMessage
	if err := unmarshal(body, &m); err != nil {
		return nil, err
	}
	delete(m, "stream_options")
	m["stream"] = json.RawMessage("false")
	return json.Marshal(m)
}

// record forwards a missed exchange through the recording provider.
func (h *handler) record(x *exchange) (*provider.Response, error) {
	return h.recorder.Complete(context.WithValue(x.r.Context(), exchangeKey{}, x), x.call.Req)
}

// recordNext asks the upstream again for a request whose recorded answers
// were all served, and appends its answer to the request's fixture: the
// answer to the next identical request (retries, sampling).
func (h *handler) recordNext(x *exchange) (*provider.Response, error) {
	req := x.call.Req
	resp, err := h.upstream.Complete(context.WithValue(x.r.Context(), exchangeKey{}, x), req)
	if err != nil {
		return nil, err
	}
	if err := provider.ValidateResponse(req.Schema, resp); err != nil {
		return nil, fmt.Errorf("record %s: live answer from %s: %w", req.Tag, resp.Provider, err)
	}
	h.appending.Lock()
	defer h.appending.Unlock()
	f, ok, err := h.opts.RecordInto.Lookup(x.call.Fingerprint)
	if err == nil && !ok {
		f, err = provider.NewFixture(x.call.Key, resp)
	} else if err == nil {
		f, err = f.WithNext(resp)
	}
	if err == nil {
		_, err = h.opts.RecordInto.Put(f)
	}
	if err != nil {
		return nil, err
	}
	return resp, nil
}
