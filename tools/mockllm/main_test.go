package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"scriptorium/internal/netguard"
	"scriptorium/provider"
)

// TestMain keeps the command's tests off the network (see netguard).
func TestMain(m *testing.M) { netguard.Main(m) }

func TestUsageErrors(t *testing.T) {
	for _, args := range [][]string{{}, {"--fixtures"}, {"--bogus"}, {"--fixtures", "x", "extra"},
		{"--fixtures", "x", "--record"}, {"--fixtures", "x", "--upstream", "http://127.0.0.1:1"}} {
		err := run(context.Background(), args, io.Discard, nil)
		if !errors.Is(err, errUsage) {
			t.Errorf("run %q = %v, want a usage error", args, err)
		}
	}
	err := run(context.Background(), []string{"--fixtures", filepath.Join(t.TempDir(), "absent")}, io.Discard, nil)
	if err == nil || errors.Is(err, errUsage) {
		t.Errorf("run with a missing fixture directory = %v, want a failure that is not a usage error", err)
	}
}

func TestServesFixturesUntilCancelled(t *testing.T) {
	dir := t.TempDir()
	store, err := provider.OpenStore(dir)
	if err != nil {
		t.Fatal(err)
	}
	req := &provider.Request{Tag: "chat.hello", System: "You are terse.",
		Parts: []provider.Part{provider.TextPart("Name a classic B/X module.")}}
	f, err := provider.NewFixture(req, &provider.Response{Data: json.RawMessage(`"B2."`), FinishReason: provider.FinishStop})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := store.Put(f); err != nil {
		t.Fatal(err)
	}
	body, err := os.ReadFile(filepath.Join("..", "..", "tests", "assets", "wire", "openai", "decode", "text.request.json"))
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	addrs := make(chan string, 1)
	var log bytes.Buffer
	done := make(chan error, 1)
	go func() {
		done <- run(ctx, []string{"--fixtures", dir, "--addr", "127.0.0.1:0"}, &log, func(a string) { addrs <- a })
	}()
	resp, err := http.Post("http://"+<-addrs+"/v1/chat/completions", "application/json", bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	out, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	cancel()
	if err := <-done; err != nil {
		t.Errorf("run after cancel = %v, want nil", err)
	}
	if resp.StatusCode != http.StatusOK || !strings.Contains(string(out), `"B2."`) {
		t.Errorf("status %d body %s, want 200 with the recorded answer", resp.StatusCode, out)
	}
	if !strings.Contains(log.String(), "mockllm: serving") {
		t.Errorf("log %q does not say where it serves", log.String())
	}
}
