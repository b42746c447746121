package conformance

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/scriptorium/scriptorium/internal/testenv"
	"github.com/scriptorium/scriptorium/mockllm"
	"github.com/scriptorium/scriptorium/provider"
	"github.com/scriptorium/scriptorium/provider/live"
	"github.com/scriptorium/scriptorium/requests"
	"github.com/scriptorium/scriptorium/requests/offline"
)

// Run runs the whole suite against the provider called name (its
// Response.Provider) built by f.
func Run(t *testing.T, name string, f Factory) {
	t.Run("Text", func(t *testing.T) { testText(t, name, f) })
	t.Run("StructuredWithImage", func(t *testing.T) { testStructured(t, f) })
	t.Run("Errors", func(t *testing.T) { testErrors(t, f) })
	t.Run("Cancel", func(t *testing.T) { testCancel(t, f) })
	t.Run("RateLimitHonoursRetryAfter", func(t *testing.T) { testRateLimit(t, f) })
	t.Run("ServerErrorThenSuccess", func(t *testing.T) { testServerError(t, f) })
	t.Run("SpendCap", func(t *testing.T) { testSpendCap(t, f) })
	t.Run("SchemaRepair", func(t *testing.T) { testRepair(t, f) })
	t.Run("RecordSession", func(t *testing.T) { testSession(t, name, f) })
}

func testText(t *testing.T, name string, f Factory) {
	r := newRig(t, f, Seed(t), live.Settings{}, mockllm.Options{})
	got, err := r.p.Complete(context.Background(), Hello)
	if err != nil {
		t.Fatal(err)
	}
	var text string
	if json.Unmarshal(got.Data, &text) != nil || text != HelloText {
		t.Errorf("data %s, want the JSON string %q", got.Data, HelloText)
	}
	if got.Provider != name || got.Model != Model || got.FinishReason != provider.FinishStop ||
		got.Usage != HelloUsage {
		t.Errorf("answer %s %s %s usage %+v, want %s %s stop with the recorded usage %+v",
			got.Provider, got.Model, got.FinishReason, got.Usage, name, Model, HelloUsage)
	}
}

func testStructured(t *testing.T, f Factory) {
	r := newRig(t, f, Seed(t), live.Settings{}, mockllm.Options{})
	got, err := r.p.Complete(context.Background(), Survey)
	if err != nil {
		t.Fatal(err)
	}
	if !sameJSON(got.Data, SurveyData) || got.Usage != SurveyUsage {
		t.Errorf("data %s usage %+v, want %s and %+v", got.Data, got.Usage, SurveyData, SurveyUsage)
	}
}

// boom is a 500 answer's body; like every error body here it carries the
// fields each API's error shape has, so every SDK reads it.
const boom = `{"error":{"message":"boom","type":"server_error","code":500,"status":"INTERNAL"}}`

// errorCase is one error answer and what it must give.
type errorCase struct {
	name     string
	fault    http.HandlerFunc
	settings live.Settings
	want     error
	calls    int
}

func testErrors(t *testing.T, f Factory) {
	unauthorized := `{"error":{"message":"Incorrect API key provided: ` + Key + `","type":"invalid_request_error","code":401,"status":"UNAUTHENTICATED"}}`
	cases := []errorCase{
		{name: "401", fault: fault(401, unauthorized), want: live.ErrAuth, calls: 1},
		{name: "500 until retries run out", fault: fault(500, boom),
			settings: live.Settings{Retries: -1}, want: live.ErrUnavailable, calls: 1},
		{name: "malformed body", fault: fault(200, `{"id": "x", "choices": [`), want: live.ErrMalformed, calls: 1},
		{name: "timeout", fault: hang, settings: live.Settings{Timeout: 100 * time.Millisecond, Retries: -1},
			want: live.ErrTimeout, calls: 1},
		{name: "miss", want: live.ErrRejected, calls: 1},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var fs []http.HandlerFunc
			if c.fault != nil {
				fs = append(fs, c.fault)
			}
			r := newRig(t, f, openStore(t), c.settings, mockllm.Options{}, fs...)
			_, err := r.p.Complete(context.Background(), Survey)
			if !errors.Is(err, c.want) || r.faults.count() != c.calls {
				t.Fatalf("error %v after %d requests, want %v after %d", err, r.faults.count(), c.want, c.calls)
			}
			t.Log(err)
			if msg := err.Error(); strings.Contains(msg, Key) || !strings.Contains(msg, Survey.Tag) {
				t.Errorf("error %q, want it to name the tag and not hold the key", msg)
			}
		})
	}
}

// testCancel cancels the context while the request waits for its answer.
func testCancel(t *testing.T, f Factory) {
	arrived := make(chan struct{})
	wait := func(w http.ResponseWriter, r *http.Request) {
		close(arrived)
		<-r.Context().Done()
	}
	r := newRig(t, f, openStore(t), live.Settings{}, mockllm.Options{}, wait)
	ctx, cancel := context.WithCancel(context.Background())
	go func() {
		<-arrived
		cancel()
	}()
	_, err := r.p.Complete(ctx, Survey)
	if !errors.Is(err, context.Canceled) || errors.Is(err, live.ErrTimeout) || r.faults.count() != 1 {
		t.Errorf("error %v after %d requests, want context.Canceled after 1", err, r.faults.count())
	}
}

func testRateLimit(t *testing.T, f Factory) {
	limited := `{"error":{"message":"slow down","type":"rate_limit_error","code":429,"status":"RESOURCE_EXHAUSTED"}}`
	r := newRig(t, f, Seed(t), live.Settings{}, mockllm.Options{},
		fault(429, limited, "Retry-After", "7"), fault(429, limited, "Retry-After", "2"))
	got, err := r.p.Complete(context.Background(), Survey)
	if err != nil || !sameJSON(got.Data, SurveyData) {
		t.Fatalf("got %v %v, want the survey answer after two 429s", got, err)
	}
	if w := r.sleep.waits(); len(w) != 2 || w[0] != 7*time.Second || w[1] != 2*time.Second || r.faults.count() != 3 {
		t.Errorf("waited %v over %d requests, want [7s 2s] over 3", w, r.faults.count())
	}
}

func testServerError(t *testing.T, f Factory) {
	r := newRig(t, f, Seed(t), live.Settings{}, mockllm.Options{}, fault(500, boom))
	got, err := r.p.Complete(context.Background(), Hello)
	if err != nil || got.Usage != HelloUsage {
		t.Fatalf("got %v %v, want the hello answer after one 500", got, err)
	}
	if w := r.sleep.waits(); len(w) != 1 || w[0] < live.BaseBackoff/2 || w[0] > live.BaseBackoff {
		t.Errorf("waited %v, want one backoff within [%s, %s]", w, live.BaseBackoff/2, live.BaseBackoff)
	}
}

// testSpendCap records through the provider until the cap stops it: the
// first answer stays recorded and replays.
func testSpendCap(t *testing.T, f Factory) {
	r := newRig(t, f, Seed(t), live.Settings{SpendCap: 1000}, mockllm.Options{})
	out := openStore(t)
	rec, err := provider.NewRecordingProvider(r.p, out, provider.ModeRecordMissing)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := rec.Complete(context.Background(), Survey); err != nil {
		t.Fatal(err)
	}
	_, err = rec.Complete(context.Background(), Hello)
	if !errors.Is(err, live.ErrSpendCap) || r.faults.count() != 1 {
		t.Fatalf("error %v after %d requests, want ErrSpendCap before the second request", err, r.faults.count())
	}
	got, err := provider.NewFixtureProvider(out).Complete(context.Background(), Survey)
	if err != nil || !sameJSON(got.Data, SurveyData) {
		t.Errorf("replay of the recorded survey: %v %v, want %s", got, err, SurveyData)
	}
}

// testRepair answers the Survey with "{}" (which breaks its schema), and
// the repair request from a fixture, or with "{}" again.
func testRepair(t *testing.T, f Factory) {
	store := openStore(t)
	repair := live.RepairRequest(Survey, json.RawMessage(`{}`), provider.ValidateAnswer(Survey.Schema, json.RawMessage(`{}`)))
	record(t, store, provider.Answer(SurveyData), repair)
	r := newRig(t, f, store, live.Settings{}, mockllm.Options{}, answering(t, `{}`))
	got, err := r.p.Complete(context.Background(), Survey)
	if err != nil || !sameJSON(got.Data, SurveyData) || r.faults.count() != 2 {
		t.Fatalf("got %v %v after %d requests, want the repaired answer after 2", got, err, r.faults.count())
	}
	r = newRig(t, f, store, live.Settings{}, mockllm.Options{}, answering(t, `{}`), answering(t, `{}`))
	if _, err := r.p.Complete(context.Background(), Survey); !errors.Is(err, live.ErrRepair) || !errors.Is(err, provider.ErrSchema) {
		t.Errorf("error %v, want ErrRepair wrapping the schema error when the repair breaks it too", err)
	}
}

// sameJSON reports whether raw is want (compact JSON) up to white space.
func sameJSON(raw json.RawMessage, want string) bool {
	var buf bytes.Buffer
	return json.Compact(&buf, raw) == nil && buf.String() == want
}

// equalJSON reports whether a and b are the same JSON up to white space.
func equalJSON(a, b json.RawMessage) bool {
	var buf bytes.Buffer
	return json.Compact(&buf, b) == nil && sameJSON(a, buf.String())
}

// sessionRequests builds the requests of a record session of the bundled
// minimod: its five source pages, each with a 1×1 render, through the
// requests builders (survey, content, wandering, stat block, monsters).
func sessionRequests(t *testing.T) []*provider.Request {
	t.Helper()
	dir := testenv.Assets(t, "minimod", "source")
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
// offline one. A second session records the same fixture bytes.
func testSession(t *testing.T, name string, f Factory) {
	reqs := sessionRequests(t)
	seed := openStore(t)
	want := record(t, seed, offline.New(), reqs...)
	out, recorded := recordSession(t, f, seed, reqs)
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
	again, _ := recordSession(t, f, seed, reqs)
	first, second := readDir(t, out.Dir()), readDir(t, again.Dir())
	if len(first) != len(reqs) {
		t.Errorf("%d fixture files recorded, want %d", len(first), len(reqs))
	}
	for file, data := range first {
		if !bytes.Equal(data, second[file]) {
			t.Errorf("fixture %s differs between two recordings of one session", file)
		}
	}
}

// recordSession records reqs through the provider, against a mock serving
// seed, into a new store; it returns the store and the recorded answers.
func recordSession(t *testing.T, f Factory, seed *provider.Store, reqs []*provider.Request) (*provider.Store, []*provider.Response) {
	t.Helper()
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
	return out, recorded
}

// readDir returns the contents of the JSON files in dir by name.
func readDir(t *testing.T, dir string) map[string][]byte {
	t.Helper()
	names, err := filepath.Glob(filepath.Join(dir, "*.json"))
	if err != nil {
		t.Fatal(err)
	}
	out := map[string][]byte{}
	for _, name := range names {
		if out[filepath.Base(name)], err = os.ReadFile(name); err != nil {
			t.Fatal(err)
		}
	}
	return out
}
