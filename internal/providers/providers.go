// Package providers is the --provider switch of the commands: the names
// they take, the provider each name builds ([New]) and one usage error for
// a name a command does not take ([Check]). extract (convert, rerun, and
// record's --upstream) and eval (run, check) choose their providers here,
// each command passing the names it takes, so the same name builds the same
// provider and is refused in the same words everywhere.
package providers

import (
	"fmt"
	"os"
	"slices"
	"strings"

	"github.com/scriptorium/scriptorium/internal/cli"
	"github.com/scriptorium/scriptorium/provider"
	"github.com/scriptorium/scriptorium/provider/apis"
	"github.com/scriptorium/scriptorium/provider/live"
	"github.com/scriptorium/scriptorium/provider/manual"
	"github.com/scriptorium/scriptorium/requests/offline"
)

// Names of the providers that do not call a model API.
const (
	// Offline answers with the rule engine over the page text.
	Offline = offline.Name
	// Replay answers from the fixture directory Sources.Fixtures.
	Replay = "replay"
	// Record replays what Sources.Fixtures holds and records what the
	// offline rules answer for requests not yet recorded.
	Record = "record"
	// Manual answers from the answer files in Sources.Answers.
	Manual = manual.Name
)

// Live lists the names of the providers that call a model API (see package
// apis), in the order a usage error lists them.
var Live = []string{"openai", "anthropic", "gemini"}

// Sources say where the providers other than offline answer from; a command
// fills the fields the names it takes read.
type Sources struct {
	// Fixtures is the fixture directory of replay (which must exist) and
	// record (created when missing).
	Fixtures string
	// RecordHint, when not empty, is the re-record advice a replay miss
	// gives (see provider.Store.SetRecordHint).
	RecordHint string
	// Answers is the manual provider's folder of request and answer files.
	Answers string
	// Live holds the live flags (--model, --base-url, …) of openai,
	// anthropic and gemini.
	Live live.Settings
}

// Check returns nil when names, the names a command takes, hold name, else
// a usage error listing them: `unknown provider "x": want offline or
// replay`.
func Check(name string, names []string) error {
	if slices.Contains(names, name) {
		return nil
	}
	return cli.Usagef("unknown provider %q: want %s", name, List(names))
}

// New returns the provider name names, which names must hold (see [Check]):
// offline, replay or record over s.Fixtures, manual over s.Answers, or a
// live provider built from s.Live and its API's environment variables.
// Replay and record without s.Fixtures, and replay without a directory
// there, are usage errors; a live provider's unusable setting or missing
// key is its builder's error (wrapping live.ErrConfig).
func New(name string, names []string, s Sources) (provider.Provider, error) {
	if err := Check(name, names); err != nil {
		return nil, err
	}
	switch name {
	case Offline:
		return offline.New(), nil
	case Manual:
		return manual.New(s.Answers), nil
	case Replay, Record:
		store, err := openFixtures(name, s)
		if err != nil {
			return nil, err
		}
		if name == Replay {
			return provider.Select(provider.ModeReplay, store, nil)
		}
		return provider.Select(provider.ModeRecordMissing, store, offline.New())
	}
	if build, ok := apis.Builders[name]; ok {
		return build(s.Live)
	}
	return nil, fmt.Errorf("build provider %q: no such provider", name)
}

// openFixtures opens the fixture store of replay or record (name), with
// the record hint of s.
func openFixtures(name string, s Sources) (*provider.Store, error) {
	if s.Fixtures == "" {
		return nil, cli.Usagef("--provider %s needs --fixtures DIR", name)
	}
	if fi, err := os.Stat(s.Fixtures); name == Replay && (err != nil || !fi.IsDir()) {
		return nil, cli.Usagef("--fixtures %s: no fixture directory there", s.Fixtures)
	}
	store, err := provider.OpenStore(s.Fixtures)
	if err != nil {
		return nil, err
	}
	if s.RecordHint != "" {
		store.SetRecordHint(s.RecordHint)
	}
	return store, nil
}

// List returns names as a sentence: "a", "a or b", "a, b or c".
func List(names []string) string {
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}
