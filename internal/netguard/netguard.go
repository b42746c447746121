// Package netguard keeps a test binary off the network: after [Install],
// every dial through net/http's default transport to an address that is not
// loopback, and every DNS query, is refused before a socket connects, so no
// packet leaves the machine, and the refusal is reported on standard error.
//
// Use it from a package's TestMain; [Main] also fails the run when any dial
// was refused, even if the code under test swallowed the error:
//
//	func TestMain(m *testing.M) { netguard.Main(m) }
//
// What it covers: [http.DefaultTransport] (so [http.DefaultClient] and
// transports cloned from it after Install), [net.DefaultResolver] (names
// resolve from /etc/hosts only, so "localhost" works), and any code dialing
// through [Dialer]. A fresh http.Transport{} or a bare net.Dial is not
// covered; CI closes that gap by running the tests in a network namespace
// with only loopback (see .ci/run). It is not a sandbox for hostile code.
package netguard

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
)

// ErrRefused reports a dial to a non-loopback address, or a DNS query,
// refused by the guard.
var ErrRefused = errors.New("netguard: tests may reach loopback only")

var (
	installOnce sync.Once
	refused     atomic.Int64
)

// Dialer returns a dialer that refuses, before connecting, every TCP or UDP
// address that is not loopback (127.0.0.0/8, ::1). Unix sockets pass.
func Dialer() *net.Dialer {
	return &net.Dialer{Control: control}
}

// control runs after the socket is created and before it connects.
func control(network, address string, _ syscall.RawConn) error {
	switch network {
	case "unix", "unixgram", "unixpacket":
		return nil
	}
	host, _, err := net.SplitHostPort(address)
	if err != nil {
		host = address
	}
	if ip := net.ParseIP(host); ip != nil && ip.IsLoopback() {
		return nil
	}
	return refuse(fmt.Sprintf("dial %s %s", network, address))
}

// refuse counts and reports one refusal.
func refuse(what string) error {
	refused.Add(1)
	err := fmt.Errorf("%w: refused %s", ErrRefused, what)
	fmt.Fprintln(os.Stderr, err)
	return err
}

// Install puts the guard in place for the whole process: it sets the dialer
// of http.DefaultTransport to [Dialer], drops its proxy setting (a loopback
// proxy could forward anywhere) and replaces net.DefaultResolver with one
// whose DNS queries are all refused. It is idempotent.
func Install() {
	installOnce.Do(func() {
		t := http.DefaultTransport.(*http.Transport)
		t.DialContext = Dialer().DialContext
		t.Proxy = nil
		net.DefaultResolver = &net.Resolver{PreferGo: true, Dial: func(_ context.Context, network, address string) (net.Conn, error) {
			return nil, refuse(fmt.Sprintf("DNS query over %s to %s", network, address))
		}}
	})
}

// Refused returns how many dials and DNS queries the guard has refused in
// this process.
func Refused() int { return int(refused.Load()) }

// Main installs the guard, runs the tests and exits; the exit status is 1 when
// the tests fail or when any dial was refused.
func Main(m *testing.M) {
	Install()
	code := m.Run()
	if n := Refused(); n > 0 {
		fmt.Fprintf(os.Stderr, "netguard: %d network access(es) refused: tests may reach loopback only\n", n)
		code = 1
	}
	os.Exit(code)
}
