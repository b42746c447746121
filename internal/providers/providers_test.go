package providers

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/scriptorium/scriptorium/internal/cli"
	"github.com/scriptorium/scriptorium/internal/testenv"
	"github.com/scriptorium/scriptorium/provider"
	"github.com/scriptorium/scriptorium/provider/live"
	"github.com/scriptorium/scriptorium/provider/manual"
	"github.com/scriptorium/scriptorium/requests/offline"
)

// TestMain keeps the tests off the network (see netguard).
func TestMain(m *testing.M) { testenv.Main(m) }

var all = append([]string{Offline, Replay, Record, Manual}, Live...)

// TestNew: each name builds its provider from its source.
func TestNew(t *testing.T) {
	fixtures := t.TempDir()
	s := Sources{Fixtures: fixtures, Answers: t.TempDir(), RecordHint: "record it"}
	for _, c := range []struct {
		name string
		ok   func(provider.Provider) bool
	}{
		{Offline, func(p provider.Provider) bool { _, ok := p.(*offline.Provider); return ok }},
		{Manual, func(p provider.Provider) bool { _, ok := p.(*manual.Provider); return ok }},
		{Replay, func(p provider.Provider) bool { _, ok := p.(*provider.FixtureProvider); return ok }},
		{Record, func(p provider.Provider) bool { _, ok := p.(*provider.RecordingProvider); return ok }},
	} {
		p, err := New(c.name, all, s)
		if err != nil || !c.ok(p) {
			t.Errorf("New(%s) = %T, %v; want its provider", c.name, p, err)
		}
	}
	replay, _ := New(Replay, all, s)
	var miss *provider.FixtureMissError
	if _, err := replay.Complete(context.Background(), &provider.Request{Tag: "survey.w01"}); !errors.As(err, &miss) || miss.Hint != "record it" {
		t.Errorf("replay miss = %v, want one hinting %q", err, s.RecordHint)
	}
	created := filepath.Join(t.TempDir(), "new")
	if _, err := New(Record, all, Sources{Fixtures: created}); err != nil {
		t.Errorf("New(record) into a new directory: %v", err)
	}
	if _, err := os.Stat(created); err != nil {
		t.Errorf("record did not create its fixture directory: %v", err)
	}
}

// TestNewRefuses: a name the command does not take, replay or record
// without fixtures and replay without a directory there are usage errors;
// a live provider without its key is its builder's error.
func TestNewRefuses(t *testing.T) {
	absent := filepath.Join(t.TempDir(), "absent")
	for _, c := range []struct {
		name  string
		names []string
		s     Sources
		want  string
	}{
		{"oracle", all, Sources{}, `unknown provider "oracle": want offline, replay, record, manual, openai, anthropic or gemini`},
		{Manual, []string{Offline, Replay}, Sources{}, `unknown provider "manual": want offline or replay`},
		{Replay, all, Sources{}, "--provider replay needs --fixtures DIR"},
		{Record, all, Sources{}, "--provider record needs --fixtures DIR"},
		{Replay, all, Sources{Fixtures: absent}, "--fixtures " + absent + ": no fixture directory there"},
	} {
		_, err := New(c.name, c.names, c.s)
		var ue *cli.UsageError
		if !errors.As(err, &ue) || err.Error() != c.want {
			t.Errorf("New(%s, %q) = %v, want the usage error %q", c.name, c.names, err, c.want)
		}
	}
	t.Setenv("OPENAI_API_KEY", "")
	if _, err := New("openai", all, Sources{}); !errors.Is(err, live.ErrConfig) {
		t.Errorf("New(openai) without a key = %v, want live.ErrConfig", err)
	}
}

func TestList(t *testing.T) {
	for _, c := range []struct {
		names []string
		want  string
	}{{nil, ""}, {[]string{"a"}, "a"}, {[]string{"a", "b"}, "a or b"}, {[]string{"a", "b", "c"}, "a, b or c"}} {
		if got := List(c.names); got != c.want {
			t.Errorf("List(%q) = %q, want %q", c.names, got, c.want)
		}
	}
}
