package main

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func runExtract(t *testing.T, stdin string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errOut bytes.Buffer
	code = run(context.Background(), args, strings.NewReader(stdin), &out, &errOut)
	return code, out.String(), errOut.String()
}

func TestFingerprintVectors(t *testing.T) {
	paths, _ := filepath.Glob("../../tests/assets/fingerprint/*.json")
	if len(paths) < 10 {
		t.Fatalf("found %d fingerprint vectors, want at least 10", len(paths))
	}
	for _, path := range paths {
		raw, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		var v struct {
			Request     json.RawMessage `json:"request"`
			Fingerprint string          `json:"fingerprint"`
		}
		if err := json.Unmarshal(raw, &v); err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		code, out, errOut := runExtract(t, string(v.Request), "fingerprint")
		if code != 0 || out != v.Fingerprint+"\n" {
			t.Errorf("%s: extract fingerprint = %d %q %q, want 0 %q", path, code, out, errOut, v.Fingerprint)
		}
	}
}

// TestFingerprintOfFixtureRequests: the request a fixture stores, with its
// "v" and its images as sha256 and size, fingerprints to the fixture's
// fingerprint; it was refused (unknown field "v").
func TestFingerprintOfFixtureRequests(t *testing.T) {
	paths, _ := filepath.Glob("../../tests/assets/darkloch/fixtures/*.json")
	if len(paths) < 3 {
		t.Fatalf("found %d darkloch fixtures, want at least 3", len(paths))
	}
	for _, path := range paths {
		raw, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		var f struct {
			Request     json.RawMessage `json:"request"`
			Fingerprint string          `json:"fingerprint"`
		}
		if err := json.Unmarshal(raw, &f); err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		code, out, errOut := runExtract(t, string(f.Request), "fingerprint")
		if code != 0 || out != f.Fingerprint+"\n" {
			t.Errorf("%s: extract fingerprint = %d %q %q, want 0 %q", path, code, out, errOut, f.Fingerprint)
		}
	}
}

func TestFingerprintErrors(t *testing.T) {
	tests := []struct {
		name, stdin string
		args        []string
		code        int
		stderr      string
	}{
		{"extra argument", `{}`, []string{"fingerprint", "request.json"}, 2, "usage: extract fingerprint < request.json\n"},
		{"no command", ``, nil, 2, "usage: extract <command>"},
		{"unknown command", ``, []string{"fingerprints"}, 2, "usage: extract <command>"},
		{"not JSON", `{"tag":`, []string{"fingerprint"}, 1, "extract: fingerprint: read request: unexpected EOF\n"},
		{"vector file, not a request", `{"about":"x","request":{}}`, []string{"fingerprint"}, 1, `extract: fingerprint: read request: json: unknown field "about"`},
		{"whole fixture, not its request", `{"format":"scriptorium-fixture","version":1,"request":{"v":1}}`, []string{"fingerprint"}, 1,
			"extract: fingerprint: read request: a whole fixture, not a request: give its \"request\" member\n"},
		{"two requests", `{} {}`, []string{"fingerprint"}, 1, "data after the request object"},
		{"canonical request of another version", `{"v":2,"tag":"t","system":"","parts":[],"schema":null}`, []string{"fingerprint"}, 1,
			"extract: fingerprint: read request: canonical request of fingerprint version 2, want 1\n"},
		{"canonical request with image data", `{"v":1,"parts":[{"type":"image","data":"AA=="}]}`, []string{"fingerprint"}, 1, `unknown field "data"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, _, errOut := runExtract(t, tt.stdin, tt.args...)
			if code != tt.code || !strings.Contains(errOut, tt.stderr) {
				t.Errorf("exit %d, stderr %q; want exit %d, stderr containing %q", code, errOut, tt.code, tt.stderr)
			}
		})
	}
}
