package provider

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"strings"
	"sync"
	"testing"
)

const testAnswer = `{"areas":["Entrance","Guard room"]}`

func TestRecordThenReplay(t *testing.T) {
	s, _ := OpenStore(t.TempDir())
	live := NewSpy(Answer(testAnswer))
	rec, err := NewRecordingProvider(live, s, ModeRecordMissing)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	for range 2 {
		if _, err := rec.Complete(ctx, testRequest()); err != nil {
			t.Fatal(err)
		}
	}
	fresh, _ := OpenStore(s.Dir())
	// A new session in record-missing mode replays without asking.
	rec2, _ := NewRecordingProvider(live, fresh, ModeRecordMissing)
	if _, err := rec2.Complete(ctx, testRequest()); err != nil {
		t.Fatal(err)
	}
	if live.Calls() != 1 {
		t.Errorf("live provider asked %d times, want 1", live.Calls())
	}
	resp, err := NewFixtureProvider(fresh).Complete(ctx, testRequest())
	if err != nil {
		t.Fatal(err)
	}
	if string(resp.Data) != testAnswer || resp.Provider != "test" || resp.Model != "test-model" {
		t.Errorf("replayed %+v, want the recorded answer", resp)
	}
}

func TestRecordAllAsksOncePerSession(t *testing.T) {
	s, _ := OpenStore(t.TempDir())
	first, _ := NewRecordingProvider(Answer(`{"areas":["Old"]}`), s, ModeRecordMissing)
	first.Complete(context.Background(), testRequest())
	live := NewSpy(Answer(testAnswer))
	rec, _ := NewRecordingProvider(live, s, ModeRecordAll)
	for range 3 {
		if _, err := rec.Complete(context.Background(), testRequest()); err != nil {
			t.Fatal(err)
		}
	}
	if live.Calls() != 1 {
		t.Errorf("record-all asked %d times, want once per session", live.Calls())
	}
	resp, err := NewFixtureProvider(s).Complete(context.Background(), testRequest())
	if err != nil || string(resp.Data) != testAnswer {
		t.Errorf("replay after record-all = %v, %v, want the new answer", resp, err)
	}
}

func TestRecordRefusesInvalidAnswer(t *testing.T) {
	s, _ := OpenStore(t.TempDir())
	rec, _ := NewRecordingProvider(Answer(`{"areas":[1]}`), s, ModeRecordMissing)
	_, err := rec.Complete(context.Background(), testRequest())
	var se *SchemaError
	if !errors.As(err, &se) || se.Pointer != "/areas/0" {
		t.Fatalf("Complete = %v, want a schema error at /areas/0", err)
	}
	assertEmptyDir(t, s.Dir())
}

func TestRecordRefusesSecrets(t *testing.T) {
	key := "sk-" + strings.Repeat("a1B2", 10)
	tests := []struct {
		name   string
		edit   func(r *Request)
		answer string
		field  string
	}{
		{"answer", nil, `{"areas":["` + key + `"]}`, "data/areas/0"},
		{"anthropic key in system", func(r *Request) { r.System += " sk-ant-api03-" + strings.Repeat("x", 30) }, testAnswer, "request.system holds an Anthropic"},
		{"google key in part", func(r *Request) { r.Parts[0].Text = "AIza" + strings.Repeat("Q", 35) }, testAnswer, "request.parts[0].text holds a Google"},
		{"aws key in answer", nil, `{"areas":["AKIAABCDEFGHIJKLMNOP"]}`, "data/areas/0 holds an AWS"},
		{"bearer in answer", nil, `{"areas":["Authorization: Bearer abcdefghijklmnopqrstuvwx"]}`, "data/areas/0 holds a bearer"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, _ := OpenStore(t.TempDir())
			req := testRequest()
			if tt.edit != nil {
				tt.edit(req)
			}
			rec, _ := NewRecordingProvider(Answer(tt.answer), s, ModeRecordMissing)
			_, err := rec.Complete(context.Background(), req)
			if !errors.Is(err, ErrSecret) || !strings.Contains(err.Error(), tt.field) {
				t.Fatalf("Complete = %v, want %v naming %s", err, ErrSecret, tt.field)
			}
			if strings.Contains(err.Error(), key) {
				t.Errorf("error repeats the secret: %v", err)
			}
			assertEmptyDir(t, s.Dir())
		})
	}
}

func TestSecretShapesSpareOrdinaryText(t *testing.T) {
	for _, s := range []string{"risk-assessment-of-the-dungeon-level", "sk-short", "A bearer of bad news", "AKIA is not a key",
		"the hf_ prefix", "github_pat_ is a prefix", "xai-grok-4", "xoxb-", "ya29.short", "eyJhbGciOi alone",
		"da39a3ee5e6b4b0d3255bfef95601890afd80709", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY without its name",
		"ghp_short", "gsk_short", "the_secret_access_key field"} {
		if kind := secretKind(s); kind != "" {
			t.Errorf("secretKind(%q) = %q, want none", s, kind)
		}
	}
}

// credentialShapes are one example of each credential shape, by kind.
var credentialShapes = map[string]string{
	"GitHub classic":     "ghp_" + strings.Repeat("a1B2", 9),
	"GitHub fine":        "github_pat_11ABCDEFG0" + strings.Repeat("x_Y9", 20),
	"Hugging Face":       "hf_" + strings.Repeat("AbCd", 9),
	"Groq":               "gsk_" + strings.Repeat("Ab1", 18),
	"xAI":                "xai-" + strings.Repeat("Ab1Cd", 16),
	"JWT":                "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U",
	"Google OAuth":       "ya29.a0AfB_byC" + strings.Repeat("x1", 20),
	"AWS secret":         "aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
	"AWS secret in JSON": `{"SecretAccessKey":"wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"}`,
	"AWS session id":     "ASIAABCDEFGHIJKLMNOP",
	"Slack bot":          "xoxb-123456789012-1234567890123-" + strings.Repeat("Ab", 12),
	"Slack app":          "xapp-1-A0123456789-1234567890123-" + strings.Repeat("ab", 16),
}

func TestRecordRefusesEveryCredentialShapeBeforeAskingAndNeverRepeatsIt(t *testing.T) {
	for name, secret := range credentialShapes {
		for _, edit := range []func(r *Request){
			func(r *Request) { r.Tag = "survey." + secret },
			func(r *Request) { r.Parts[0].Text = "Use " + secret + " for the tools." },
		} {
			s, _ := OpenStore(t.TempDir())
			req := testRequest()
			edit(req)
			live := NewSpy(Answer(testAnswer))
			rec, _ := NewRecordingProvider(live, s, ModeRecordMissing)
			_, err := rec.Complete(context.Background(), req)
			if !errors.Is(err, ErrSecret) || live.Calls() != 0 {
				t.Fatalf("%s: Complete = %v after %d live calls, want %v before any", name, err, live.Calls(), ErrSecret)
			}
			if strings.Contains(err.Error(), secret) || strings.Contains(err.Error(), secret[:12]) {
				t.Errorf("%s: error repeats the secret: %v", name, err)
			}
			if got := RedactSecrets("key: " + secret + "."); strings.Contains(got, secret[:12]) {
				t.Errorf("%s: RedactSecrets left the secret: %s", name, got)
			}
			assertEmptyDir(t, s.Dir())
		}
	}
}

func TestRecordSingleFlight(t *testing.T) {
	s, _ := OpenStore(t.TempDir())
	release := make(chan struct{})
	live := NewSpy(Func(func(ctx context.Context, req *Request) (*Response, error) {
		<-release
		return Answer(testAnswer)(ctx, req)
	}))
	rec, _ := NewRecordingProvider(live, s, ModeRecordAll)
	var wg sync.WaitGroup
	errs := make(chan error, 8)
	for range 8 {
		wg.Go(func() {
			_, err := rec.Complete(context.Background(), testRequest())
			errs <- err
		})
	}
	close(release)
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Error(err)
		}
	}
	if live.Calls() != 1 {
		t.Errorf("8 identical concurrent requests asked the live provider %d times, want 1", live.Calls())
	}
}

func TestRecordRetriesAfterFailure(t *testing.T) {
	s, _ := OpenStore(t.TempDir())
	fail := true
	live := NewSpy(Func(func(ctx context.Context, req *Request) (*Response, error) {
		if fail {
			fail = false
			return nil, errors.New("rate limited")
		}
		return Answer(testAnswer)(ctx, req)
	}))
	rec, _ := NewRecordingProvider(live, s, ModeRecordMissing)
	if _, err := rec.Complete(context.Background(), testRequest()); err == nil || !strings.Contains(err.Error(), "rate limited") {
		t.Fatalf("first Complete = %v, want the live failure", err)
	}
	if _, err := rec.Complete(context.Background(), testRequest()); err != nil {
		t.Fatalf("second Complete = %v, want a recording", err)
	}
}

func TestReplayRevalidatesAgainstSchema(t *testing.T) {
	s, _ := OpenStore(t.TempDir())
	path := putTest(t, s, testRequest(), testResponse())
	raw, _ := os.ReadFile(path)
	// Hand-edit the answer: the fixture still verifies (data is not part of
	// the fingerprint), but no longer satisfies the schema.
	os.WriteFile(path, []byte(strings.Replace(string(raw), `"Guard room"`, `42`, 1)), 0o644)
	_, err := NewFixtureProvider(s).Complete(context.Background(), testRequest())
	var se *SchemaError
	if !errors.As(err, &se) {
		t.Fatalf("Complete = %v, want a *SchemaError", err)
	}
	if se.File != path || se.Pointer != "/areas/1" || !strings.Contains(err.Error(), path) {
		t.Errorf("SchemaError = %+v (%v), want file %s pointer /areas/1", se, err, path)
	}
}

func TestReplayMiss(t *testing.T) {
	s, _ := OpenStore(t.TempDir())
	_, err := NewFixtureProvider(s).Complete(context.Background(), testRequest())
	if !errors.Is(err, ErrFixtureMiss) {
		t.Fatalf("Complete on an empty store = %v, want %v", err, ErrFixtureMiss)
	}
}

func TestModes(t *testing.T) {
	for _, name := range []string{"replay", "record-missing", "record-all", "live"} {
		m, err := ParseMode(name)
		if err != nil || m.String() != name {
			t.Errorf("ParseMode(%q) = %v, %v", name, m, err)
		}
	}
	if _, err := ParseMode("record"); !errors.Is(err, ErrMode) {
		t.Errorf("ParseMode(record) = %v, want %v", err, ErrMode)
	}
	s, _ := OpenStore(t.TempDir())
	if _, err := Select(ModeLive, s, nil); !errors.Is(err, ErrMode) {
		t.Errorf("Select(live, nil) = %v, want %v", err, ErrMode)
	}
	p, err := Select(ModeReplay, s, nil)
	if _, ok := p.(*FixtureProvider); !ok || err != nil {
		t.Errorf("Select(replay) = %T, %v, want a *FixtureProvider", p, err)
	}
	if p, _ := Select(ModeRecordAll, s, Answer(testAnswer)); p.(*RecordingProvider).mode != ModeRecordAll {
		t.Errorf("Select(record-all) gave mode %v", p.(*RecordingProvider).mode)
	}
}

func assertEmptyDir(t *testing.T, dir string) {
	t.Helper()
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		t.Errorf("%s holds %s, want no file written", dir, e.Name())
	}
}

// TestReplayHitParsesNothing checks that a replay hit neither parses nor
// validates the recorded answer again: a hit after the first allocates only
// for the fingerprint and the response, whatever the size of the answer.
func TestReplayHitParsesNothing(t *testing.T) {
	s, _ := OpenStore(t.TempDir())
	areas := make([]string, 200)
	for i := range areas {
		areas[i] = fmt.Sprintf("Area %d", i)
	}
	data, _ := json.Marshal(map[string][]string{"areas": areas})
	putTest(t, s, testRequest(), &Response{Data: data, Provider: "test", Model: "m1"})
	p, req := NewFixtureProvider(s), testRequest()
	if _, err := p.Complete(context.Background(), req); err != nil {
		t.Fatal(err)
	}
	allocs := testing.AllocsPerRun(20, func() {
		if _, err := p.Complete(context.Background(), req); err != nil {
			t.Fatal(err)
		}
	})
	if allocs > 12 {
		t.Errorf("a replay hit allocates %v times, want at most 12 (no parse of its 200-item answer)", allocs)
	}
}

// TestContainsFoldAsToLower checks containsFold, which clears most texts
// of the case-insensitive credential pattern, against looking in the text
// written in lower case, with the word in every case at the start, middle
// and end of a text, cut short, and among look-alikes.
func TestContainsFoldAsToLower(t *testing.T) {
	texts := []string{"", "s", "S", "secre", "SECRE", "xsecret", "aws_SECRET_access_key", "SeCrEt", "ssecret", "sSecreT",
		"Secrets of the crypt", "the secre", "secrt secret", "ſecret", "écrit sécret", "SE CRET", "s\u0130cret"}
	for _, s := range texts {
		if got, want := containsFold(s, "secret"), strings.Contains(strings.ToLower(s), "secret"); got != want {
			t.Errorf("containsFold(%q, secret) = %v, want %v", s, got, want)
		}
	}
}
