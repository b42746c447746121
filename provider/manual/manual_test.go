package manual

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/scriptorium/scriptorium/provider"
	"github.com/scriptorium/scriptorium/requests"
	"github.com/scriptorium/scriptorium/requests/offline"
)

// pngBytes stands in for a page render; only its bytes matter here.
var pngBytes = []byte("\x89PNG\r\n\x1a\nnot really a picture")

// testRequests builds one request of several kinds over a small module.
func testRequests(t *testing.T) []*provider.Request {
	t.Helper()
	pages := []requests.Page{
		{Number: 1, Text: "The Vault\nby Ann Author\n1 Entrance. 3 orcs (HD1 AC6 1d6) guard a locked door.", Image: pngBytes},
		{Number: 2, Text: "Wandering Monsters (1d6)\n1 Goblins\n2 Bats\n\n2 Vault. The chests contain 300 gp."},
	}
	var out []*provider.Request
	for _, build := range []func() (*provider.Request, error){
		func() (*provider.Request, error) { return requests.BuildSurveyRequest(1, pages, requests.Settings{}) },
		func() (*provider.Request, error) {
			return requests.BuildContentRequest(pages, nil, requests.Settings{})
		},
		func() (*provider.Request, error) {
			return requests.BuildWanderingRequest(pages[1:], requests.Settings{})
		},
		func() (*provider.Request, error) {
			return requests.BuildMonstersRequest([]string{"orcs", "goblins"}, requests.DefaultAliases())
		},
	} {
		req, err := build()
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, req)
	}
	return out
}

// run asks p every request at once, as the pipeline does, and returns the
// answers and errors in request order.
func run(p provider.Provider, reqs []*provider.Request) ([]json.RawMessage, []error) {
	data, errs := make([]json.RawMessage, len(reqs)), make([]error, len(reqs))
	var wg sync.WaitGroup
	for i, req := range reqs {
		wg.Go(func() {
			resp, err := p.Complete(context.Background(), req)
			if resp != nil {
				data[i] = resp.Data
			}
			errs[i] = err
		})
	}
	wg.Wait()
	return data, errs
}

// TestRoundTrip runs requests through a RecordingProvider around the manual
// provider: request files are written, answers are supplied, the run
// completes and is recorded, and replay reproduces it.
func TestRoundTrip(t *testing.T) {
	reqs := testRequests(t)
	dir, fixtures := t.TempDir(), t.TempDir()
	m := New(dir)
	store, err := provider.OpenStore(fixtures)
	if err != nil {
		t.Fatal(err)
	}
	rec, err := provider.NewRecordingProvider(m, store, provider.ModeRecordMissing)
	if err != nil {
		t.Fatal(err)
	}

	_, errs := run(rec, reqs)
	for i, err := range errs {
		if !errors.Is(err, ErrAnswersNeeded) {
			t.Fatalf("first run, %s: err = %v, want ErrAnswersNeeded", reqs[i].Tag, err)
		}
	}
	var needed *AnswersNeededError
	if !errors.As(m.Pending(), &needed) || len(needed.Pending) != len(reqs) {
		t.Fatalf("Pending() = %v, want all %d requests", m.Pending(), len(reqs))
	}
	checkRequestFiles(t, reqs, needed.Pending)

	byTag := map[string]*provider.Request{}
	for _, r := range reqs {
		byTag[r.Tag] = r
	}
	for _, pe := range needed.Pending { // the person answers, here with the offline rules
		resp, err := offline.New().Complete(context.Background(), byTag[pe.Tag])
		if err != nil {
			t.Fatal(err)
		}
		var pretty bytes.Buffer
		if err := json.Indent(&pretty, resp.Data, "", "    "); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(pe.AnswerFile, pretty.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}

	recorded, errs := run(rec, reqs)
	if err := errors.Join(errs...); err != nil {
		t.Fatalf("second run: %v", err)
	}
	if err := m.Pending(); err != nil {
		t.Errorf("Pending() after answering = %v, want nil", err)
	}
	for _, r := range reqs {
		fs, err := store.ByTag(r.Tag)
		if err != nil || len(fs) != 1 || fs[0].Provider != Name {
			t.Fatalf("fixtures of %s = %v (err %v), want one recorded from %q", r.Tag, fs, err, Name)
		}
	}

	again, err := provider.OpenStore(fixtures)
	if err != nil {
		t.Fatal(err)
	}
	replayed, errs := run(provider.NewFixtureProvider(again), reqs)
	if err := errors.Join(errs...); err != nil {
		t.Fatalf("replay: %v", err)
	}
	for i := range reqs {
		if !bytes.Equal(replayed[i], recorded[i]) {
			t.Errorf("replay of %s = %s, want %s", reqs[i].Tag, replayed[i], recorded[i])
		}
	}
}

// checkRequestFiles checks that each pending request's file shows its tag,
// fingerprint, text, schema and answer file, and that images sit beside it.
func checkRequestFiles(t *testing.T, reqs []*provider.Request, pending []Pending) {
	t.Helper()
	for _, pe := range pending {
		md, err := os.ReadFile(pe.RequestFile)
		if err != nil {
			t.Fatal(err)
		}
		for _, want := range []string{"# Request " + pe.Tag, pe.Fingerprint, filepath.Base(pe.AnswerFile), `"additionalProperties": false`} {
			if !strings.Contains(string(md), want) {
				t.Errorf("%s lacks %q", pe.RequestFile, want)
			}
		}
		if pe.Tag == reqs[0].Tag {
			img := strings.TrimSuffix(pe.RequestFile, ".request.md") + ".part02.png"
			if got, err := os.ReadFile(img); err != nil || !bytes.Equal(got, pngBytes) {
				t.Errorf("image file %s = %q, %v; want the page render", img, got, err)
			}
			if !strings.Contains(string(md), "1 Entrance. 3 orcs (HD1 AC6 1d6) guard a locked door.") {
				t.Errorf("%s lacks the page text", pe.RequestFile)
			}
		}
	}
}

func TestInvalidAnswerNamesFilePointerAndReason(t *testing.T) {
	req := testRequests(t)[2]
	dir := t.TempDir()
	m := New(dir)
	_, err := m.Complete(context.Background(), req)
	var needed *AnswersNeededError
	if !errors.As(err, &needed) {
		t.Fatalf("Complete = %v, want *AnswersNeededError", err)
	}
	answer := needed.Pending[0].AnswerFile
	for _, tc := range []struct{ data, want string }{
		{`{"tables": [{"name": "x"}]}`, "/tables/0"},
		{`{"tables": `, "not JSON"},
	} {
		if err := os.WriteFile(answer, []byte(tc.data), 0o644); err != nil {
			t.Fatal(err)
		}
		_, err := m.Complete(context.Background(), req)
		if !errors.Is(err, provider.ErrSchema) || !strings.Contains(err.Error(), answer) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("answer %s: err = %v, want a schema error naming %s and %q", tc.data, err, answer, tc.want)
		}
	}
}

func TestRequestFileIsStable(t *testing.T) {
	req := &provider.Request{Tag: "content.p001-p001", System: "Answer in JSON.",
		Parts: []provider.Part{provider.TextPart("code: ```go\nx := 1\n```")}, Schema: json.RawMessage(`{"type":"object"}`)}
	dir := t.TempDir()
	m := New(dir)
	var first []byte
	for i := range 2 {
		_, err := m.Complete(context.Background(), req)
		var needed *AnswersNeededError
		if !errors.As(err, &needed) || len(needed.Pending) != 1 {
			t.Fatalf("Complete = %v, want one pending request", err)
		}
		md, err := os.ReadFile(needed.Pending[0].RequestFile)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(md), "````text\ncode: ```go\nx := 1\n```\n````") {
			t.Errorf("request file does not fence the text unchanged:\n%s", md)
		}
		if i == 1 && !bytes.Equal(md, first) {
			t.Errorf("request file changed when written again")
		}
		first = md
	}
}

func TestErrorListsEveryAnswerFile(t *testing.T) {
	err := &AnswersNeededError{Pending: []Pending{
		{Tag: "a", AnswerFile: "w/a.answer.json", RequestFile: "w/a.request.md"},
		{Tag: "b", AnswerFile: "w/b.answer.json", RequestFile: "w/b.request.md"},
	}}
	want := "manual answers needed: write 2 answer file(s), each one JSON value satisfying the schema in its request file, then run again:\n" +
		"  w/a.answer.json (request: w/a.request.md)\n  w/b.answer.json (request: w/b.request.md)"
	if got := err.Error(); got != want {
		t.Errorf("Error() =\n%s\nwant\n%s", got, want)
	}
}

func TestCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := New(t.TempDir()).Complete(ctx, testRequests(t)[0]); !errors.Is(err, context.Canceled) {
		t.Errorf("Complete = %v, want context.Canceled", err)
	}
}
