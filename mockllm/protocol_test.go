package mockllm

import (
	"bytes"
	"fmt"
	"io"
	"net"
	"net/http"
	"testing"
	"time"
)

// h2cClient speaks HTTP/2 over cleartext with prior knowledge only.
func h2cClient(t *testing.T) *http.Client {
	t.Helper()
	var protocols http.Protocols
	protocols.SetUnencryptedHTTP2(true)
	tr := &http.Transport{Protocols: &protocols}
	t.Cleanup(tr.CloseIdleConnections)
	return &http.Client{Transport: tr}
}

func TestHTTP2OverCleartextInEveryFormat(t *testing.T) {
	s := newTestServer(t, Options{Fixtures: recordedStore(t)})
	client := h2cClient(t)
	for _, f := range wireFormats {
		for _, path := range []string{f.path, f.streamPath} {
			body := readWire(t, f.name, "decode", "text.request.json")
			if path == f.streamPath {
				body = withFields(t, body, f.stream)
			}
			req, err := http.NewRequest(http.MethodPost, s.URL+path, bytes.NewReader(body))
			if err != nil {
				t.Fatal(err)
			}
			for k, v := range f.header("text") {
				req.Header[k] = v
			}
			resp, err := client.Do(req)
			if err != nil {
				t.Fatalf("%s %s over h2c: %v", f.name, path, err)
			}
			out, err := io.ReadAll(resp.Body)
			resp.Body.Close()
			if err != nil || resp.StatusCode != http.StatusOK || resp.ProtoMajor != 2 || len(out) == 0 {
				t.Errorf("%s %s: %s status %d, %d bytes (err %v), want a whole HTTP/2 answer", f.name, path,
					resp.Proto, resp.StatusCode, len(out), err)
			}
		}
	}
}

func TestH2CUpgradeRequestIsAnsweredInHTTP1(t *testing.T) {
	s := newTestServer(t, Options{Fixtures: recordedStore(t)})
	header := http.Header{"Connection": {"Upgrade, HTTP2-Settings"}, "Upgrade": {"h2c"}, "Http2-Settings": {"AAMAAABkAARAAAAAAAIAAAAA"}}
	resp, out := post(t, s, "/v1/chat/completions", header, readWire(t, "openai", "decode", "text.request.json"))
	if resp.StatusCode != http.StatusOK || resp.ProtoMajor != 1 {
		t.Errorf("%s status %d, want the answer in HTTP/1.1: %s", resp.Proto, resp.StatusCode, out)
	}
}

// TestStalledBodyIsCutOff: a client that sends part of its body and stalls
// is cut off once the read deadline passes, instead of holding its
// connection for ever. The deadline is shortened here; NewHTTPServer's own
// is ReadTimeout.
func TestStalledBodyIsCutOff(t *testing.T) {
	h, err := NewHandler(Options{Fixtures: recordedStore(t)})
	if err != nil {
		t.Fatal(err)
	}
	srv := NewHTTPServer(h)
	if srv.ReadTimeout != ReadTimeout || srv.IdleTimeout != IdleTimeout || ReadTimeout <= 0 || IdleTimeout <= 0 {
		t.Fatalf("NewHTTPServer: read timeout %v, idle timeout %v; want %v and %v", srv.ReadTimeout, srv.IdleTimeout, ReadTimeout, IdleTimeout)
	}
	srv.ReadTimeout = 300 * time.Millisecond
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	go srv.Serve(l) //nolint:errcheck // Serve returns ErrServerClosed on Close.
	t.Cleanup(func() { srv.Close() })
	c, err := net.Dial("tcp", l.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	fmt.Fprintf(c, "POST /v1/chat/completions HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{\"model\":\"m\",")
	c.SetReadDeadline(time.Now().Add(10 * time.Second))
	start := time.Now()
	_, err = io.ReadAll(c) // the server answers or closes; a hang meets the deadline
	if ne, ok := err.(net.Error); ok && ne.Timeout() {
		t.Fatalf("a stalled body held the connection for %v", time.Since(start))
	}
}
