package main

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"

	"github.com/scriptorium/scriptorium/mockllm"
	"github.com/scriptorium/scriptorium/provider"
)

// The requests mockbench sends: Chat Completions bodies built from a
// recorded darkloch request of tests/assets (a real system prompt and page
// text), so every server is asked what an app would ask.
const (
	sourceFixtures = "tests/assets/darkloch/fixtures" // its one fixture of tag sourceTag
	sourceTag      = "monsters"
	model          = "gpt-4o-mini"
	answerText     = "The monsters of the page: Orc, Giant Worm, Slug, War Boar, Werewolf."
	// pageImageSide is the side in pixels of the page image: a 320×320 RGB
	// noise PNG is about 300 KB, 410 KB of request with its base64.
	pageImageSide = 320
)

// bodies are the request bodies of the scenarios.
type bodies struct {
	text, stream, page, miss []byte
	// variant returns the text request with its user text changed: the
	// other fixtures of the text request's tag.
	variant func(i int) []byte
}

// sourceFixture returns the one fixture of tag sourceTag in the fixture
// directory dir, which must exist.
func sourceFixture(dir string) (*provider.Fixture, error) {
	if _, err := os.Stat(dir); err != nil { // OpenStore would create it
		return nil, err
	}
	store, err := provider.OpenStore(dir)
	if err != nil {
		return nil, err
	}
	fixtures, err := store.ByTag(sourceTag)
	if err == nil && len(fixtures) != 1 {
		err = fmt.Errorf("%d fixtures of tag %s in %s, want one", len(fixtures), sourceTag, dir)
	}
	if err != nil {
		return nil, err
	}
	return fixtures[0], nil
}

// newBodies builds the request bodies from the recorded request, found
// under the repository root.
func newBodies(root string) (*bodies, error) {
	f, err := sourceFixture(filepath.Join(root, sourceFixtures))
	if err != nil {
		return nil, fmt.Errorf("find the source request (run from the repository root): %w", err)
	}
	system, text := f.Request.System, f.Request.Parts[len(f.Request.Parts)-1].Text
	chat := func(user any, stream bool) []byte {
		body := map[string]any{"model": model, "messages": []map[string]any{
			{"role": "system", "content": system}, {"role": "user", "content": user}}}
		if stream {
			body["stream"] = true
		}
		b, _ := json.Marshal(body)
		return b
	}
	img, err := pagePNG()
	if err != nil {
		return nil, err
	}
	page := []map[string]any{{"type": "text", "text": text},
		{"type": "image_url", "image_url": map[string]string{"url": "data:image/png;base64," + base64.StdEncoding.EncodeToString(img)}}}
	return &bodies{text: chat(text, false), stream: chat(text, true), page: chat(page, false),
		miss:    chat(text+"\nOne line more.", false),
		variant: func(i int) []byte { return chat(fmt.Sprintf("Variant %d.\n%s", i, text), false) }}, nil
}

// pagePNG returns a PNG of pseudo-random pixels (incompressible, like a
// page render's size).
func pagePNG() ([]byte, error) {
	rng := rand.New(rand.NewPCG(1, 2))
	img := image.NewRGBA(image.Rect(0, 0, pageImageSide, pageImageSide))
	for y := range pageImageSide {
		for x := range pageImageSide {
			img.Set(x, y, color.RGBA{uint8(rng.Uint32()), uint8(rng.Uint32()), uint8(rng.Uint32()), 255})
		}
	}
	var buf bytes.Buffer
	err := png.Encode(&buf, img)
	return buf.Bytes(), err
}

// upstreamAnswer is the Chat Completions answer of the fake upstream the
// fixtures are recorded from.
var upstreamAnswer = fmt.Sprintf(`{"id":"chatcmpl-1","object":"chat.completion","created":1,"model":%q,`+
	`"choices":[{"index":0,"message":{"role":"assistant","content":%q},"finish_reason":"stop"}],`+
	`"usage":{"prompt_tokens":2000,"completion_tokens":20,"total_tokens":2020}}`, model, answerText)

// record records into dir, through mockllm's record proxy and a fake
// upstream, the text and page requests and variants of the text request
// until the text request's tag holds n fixtures.
func record(dir string, b *bodies, n int) error {
	up := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.Write([]byte(upstreamAnswer)) //nolint:errcheck // the proxy reads what it gets.
	}))
	defer up.Close()
	store, err := provider.OpenStore(dir)
	if err != nil {
		return err
	}
	s, err := mockllm.NewServer(mockllm.Options{Fixtures: store, RecordInto: store, Upstream: up.URL})
	if err != nil {
		return err
	}
	defer s.Close()
	send := func(tag string, body []byte) error {
		req, _ := http.NewRequest(http.MethodPost, s.URL+"/v1/chat/completions", bytes.NewReader(body))
		req.Header.Set(mockllm.HeaderTag, tag)
		resp, err := s.Client().Do(req)
		if err != nil {
			return err
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusOK {
			return fmt.Errorf("record %s: status %d", tag, resp.StatusCode)
		}
		return nil
	}
	if err := send(tagPage, b.page); err != nil {
		return err
	}
	if err := send(tagText, b.text); err != nil {
		return err
	}
	for i := 1; i < n; i++ {
		if err := send(tagText, b.variant(i)); err != nil {
			return err
		}
	}
	return nil
}

// The fixture tags of the scenarios, sent in mockllm's tag header.
const (
	tagText = "bench.text"
	tagPage = "bench.page"
)

// writeFlaskFixtures writes the stub's fixture files for the text and page
// requests, named by the stub's own digest of each.
func writeFlaskFixtures(python, root, dir string, b *bodies) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	for _, body := range [][]byte{b.text, b.page} {
		cmd := command(python, filepath.Join(root, stubScript), "digest")
		cmd.Stdin = bytes.NewReader(body)
		out, err := cmd.Output()
		if err != nil {
			return fmt.Errorf("flask stub digest: %w", err)
		}
		answer, _ := json.Marshal(map[string]any{"response": map[string]string{"content": answerText, "finish_reason": "stop"}})
		if err := os.WriteFile(filepath.Join(dir, string(bytes.TrimSpace(out))+".json"), answer, 0o644); err != nil {
			return err
		}
	}
	return nil
}
