package livetest

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"scriptorium/internal/testutil"
	"scriptorium/mockllm"
	"scriptorium/provider"
	"scriptorium/provider/live"
	"scriptorium/provider/offline"
	"scriptorium/requests"
)

// sessionRequests builds the requests of a record session of the bundled
// minimod: its five source pages, each with a 1×1 render, through the
// requests builders (survey, content, wandering, stat block, monsters).
func sessionRequests(t *testing.T) []*provider.Request {
	t.Helper()
	dir := testutil.Assets(t, "minimod", "source")
	names, err := filepath.Glob(filepath.Join(dir, "*.txt"))
	if err != nil || len(names) == 0 {
		t.Fatalf("minimod source pages: %v (%d found)", err, len(names))
	}
	var pages []requests.Page
	for i, name := range names {
		text, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		pages = append(pages, requests.Page{Number: i + 1, Text: string(text), Image: PixelPNG, MIME: "image/png"})
	}
	var s requests.Settings
	levels := pages[len(pages)-2:]
	goblin := requests.Creature{Canonical: "Goblin", Printed: []string{"Goblins"},
		StatLines: []string{"AC 6, HD 1-1, hp 4, 3, 2, #AT 1, D 1d6, MV 60' (20'), SV NM, ML 7, AL C, XP 5 ea."}}
	builds := []func() (*provider.Request, error){
		func() (*provider.Request, error) { return requests.BuildSurveyRequest(1, pages, s) },
		func() (*provider.Request, error) { return requests.BuildContentRequest(levels, nil, s) },
		func() (*provider.Request, error) { return requests.BuildWanderingRequest(levels, s) },
		func() (*provider.Request, error) { return requests.BuildStatblockRequest(goblin, levels[:1], s) },
		func() (*provider.Request, error) {
			return requests.BuildMonstersRequest([]string{"Goblins", "Giant Rats"}, requests.DefaultAliases())
		},
	}
	out := make([]*provider.Request, len(builds))
	for i, build := range builds {
		if out[i], err = build(); err != nil {
			t.Fatal(err)
		}
	}
	return out
}

// testSession records a session through the provider into a temp fixture
// dir, from a mock serving what the offline rules answered, then replays the
// dir: every replayed answer must equal the recorded one, and every data the
// offline one.
func testSession(t *testing.T, name string, f Factory) {
	reqs := sessionRequests(t)
	seed := openStore(t)
	want := record(t, seed, offline.New(), reqs...)
	r := newRig(t, f, seed, live.Settings{}, mockllm.Options{})
	out := openStore(t)
	rec, err := provider.NewRecordingProvider(r.p, out, provider.ModeRecordMissing)
	if err != nil {
		t.Fatal(err)
	}
	recorded := make([]*provider.Response, len(reqs))
	for i, req := range reqs {
		if recorded[i], err = rec.Complete(context.Background(), req); err != nil {
			t.Fatal(err)
		}
	}
	replay := provider.NewFixtureProvider(out)
	for i, req := range reqs {
		got, err := replay.Complete(context.Background(), req)
		if err != nil {
			t.Fatalf("replay %s: %v", req.Tag, err)
		}
		if !equalJSON(got.Data, recorded[i].Data) || got.Provider != name || got.Model != Model || got.Usage != recorded[i].Usage {
			t.Errorf("replay %s: %s %s %+v %s, want the recording by %s %s: %+v %s",
				req.Tag, got.Provider, got.Model, got.Usage, got.Data, name, Model, recorded[i].Usage, recorded[i].Data)
		}
		if !equalJSON(got.Data, want[i].Data) {
			t.Errorf("replay %s: data %s, want the offline answer %s", req.Tag, got.Data, want[i].Data)
		}
	}
	if files, _ := filepath.Glob(filepath.Join(out.Dir(), "*.json")); len(files) != len(reqs) {
		t.Errorf("%d fixture files recorded, want %d", len(files), len(reqs))
	}
}
