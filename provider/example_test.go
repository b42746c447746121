package provider_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"github.com/scriptorium/scriptorium/provider"
)

// A RecordingProvider asks the live provider only for requests its store
// has no fixture of, and writes one fixture file per exchange; a
// FixtureProvider over the same store then replays them with no live
// provider at all.
func ExampleRecordingProvider() {
	store, dir, cleanup := tempStore()
	defer cleanup()
	live := provider.NewSpy(provider.Answer(`{"title":"The Sunken Temple"}`)) // stands in for a model
	rec, err := provider.NewRecordingProvider(live, store, provider.ModeRecordMissing)
	if err != nil {
		fmt.Println(err)
		return
	}
	req := &provider.Request{Tag: "survey.w01", System: "Name the module.",
		Parts:  []provider.Part{provider.TextPart("=== page 1 ===\nThe Sunken Temple")},
		Schema: json.RawMessage(`{"type":"object","properties":{"title":{"type":"string"}},"required":["title"]}`)}
	for range 2 {
		if _, err := rec.Complete(context.Background(), req); err != nil {
			fmt.Println(err)
			return
		}
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.json"))
	fmt.Println("live calls:", live.Calls(), "fixture files:", len(files))

	resp, err := provider.NewFixtureProvider(store).Complete(context.Background(), req)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("replayed: %s (answered by %s)\n", resp.Data, resp.Provider)
	// Output:
	// live calls: 1 fixture files: 1
	// replayed: {"title":"The Sunken Temple"} (answered by test)
}

// A FixtureProvider that has no fixture for a request fails with a
// *FixtureMissError saying which recorded request is nearest and what part
// of it changed, and how to re-record (the hint is the caller's).
func ExampleFixtureProvider() {
	store, _, cleanup := tempStore()
	defer cleanup()
	store.SetRecordHint("go test ./... -record")
	req := &provider.Request{Tag: "content.p003-p004", System: "Read the keyed areas.",
		Parts: []provider.Part{provider.TextPart("=== page 3 ===\n1. Entrance")}}
	rec, _ := provider.NewRecordingProvider(provider.Answer(`{"areas":[]}`), store, provider.ModeRecordMissing)
	if _, err := rec.Complete(context.Background(), req); err != nil {
		fmt.Println(err)
		return
	}

	edited := *req // the page text changed since it was recorded
	edited.Parts = []provider.Part{provider.TextPart("=== page 3 ===\n1. Entrance Hall")}
	_, err := provider.NewFixtureProvider(store).Complete(context.Background(), &edited)
	var miss *provider.FixtureMissError
	if errors.As(err, &miss) {
		fmt.Println("miss:", errors.Is(err, provider.ErrFixtureMiss))
		fmt.Println("recorded tags:", miss.RecordedTags)
		fmt.Println("nearest:", filepath.Base(miss.NearestFile))
		fmt.Println("differs:", miss.Differences[0])
		fmt.Println("hint:", miss.Hint)
	}
	// Output:
	// miss: true
	// recorded tags: [content.p003-p004]
	// nearest: content.p003-p004.3839ae42cb6d.json
	// differs: parts[0] text changed (first at byte 26):
	// --- recorded
	// +++ request
	// @@ -1,2 +1,2 @@
	//  === page 3 ===
	// -1. Entrance
	// +1. Entrance Hall
	// hint: go test ./... -record
}

// tempStore opens a fixture store in a new temporary directory, returning
// the directory and a function removing it; it panics when it cannot.
func tempStore() (store *provider.Store, dir string, cleanup func()) {
	dir, err := os.MkdirTemp("", "fixtures")
	if err == nil {
		store, err = provider.OpenStore(dir)
	}
	if err != nil {
		panic(err)
	}
	return store, dir, func() { os.RemoveAll(dir) }
}
