package netguard

import (
	"context"
	"errors"
	"net"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"
)

// 192.0.2.1 is TEST-NET-1 (RFC 5737), reserved for documentation: even if the
// guard failed, nothing would answer. The guard refuses before connect.
const docAddr = "192.0.2.1:80"

func TestGuardRefusesNonLoopbackDial(t *testing.T) {
	before := Refused()
	_, err := Dialer().Dial("tcp", docAddr)
	if !errors.Is(err, ErrRefused) {
		t.Fatalf("Dial(%s) = %v, want %v", docAddr, err, ErrRefused)
	}
	if Refused() != before+1 {
		t.Errorf("Refused() = %d, want %d", Refused(), before+1)
	}
}

func TestGuardTripsDefaultClient(t *testing.T) {
	Install()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	req, _ := http.NewRequestWithContext(ctx, "GET", "http://"+docAddr+"/", nil)
	_, err := http.DefaultClient.Do(req)
	if !errors.Is(err, ErrRefused) {
		t.Fatalf("GET http://%s = %v, want %v", docAddr, err, ErrRefused)
	}
}

func TestGuardRefusesDNS(t *testing.T) {
	Install()
	before := Refused()
	// The Go resolver summarizes a failed query as a *net.DNSError instead of
	// wrapping the dial error, so count the refusals instead.
	_, err := net.DefaultResolver.LookupHost(context.Background(), "example.com")
	if err == nil || Refused() == before {
		t.Fatalf("LookupHost(example.com) = %v with %d refusals, want a refused DNS query", err, Refused()-before)
	}
	addrs, err := net.DefaultResolver.LookupHost(context.Background(), "localhost")
	if err != nil || len(addrs) == 0 {
		t.Errorf("LookupHost(localhost) = %v, %v, want /etc/hosts addresses", addrs, err)
	}
}

func TestGuardAllowsLoopback(t *testing.T) {
	Install()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Write([]byte("ok"))
	}))
	defer srv.Close()
	resp, err := http.Get(srv.URL)
	if err != nil {
		t.Fatalf("GET %s = %v, want loopback allowed", srv.URL, err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Errorf("status = %d, want 200", resp.StatusCode)
	}
}
