package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/scriptorium/scriptorium/internal/cli"
	"github.com/scriptorium/scriptorium/pipeline"
	"github.com/scriptorium/scriptorium/provider"
	"github.com/scriptorium/scriptorium/provider/apis"
	"github.com/scriptorium/scriptorium/provider/live"
	"github.com/scriptorium/scriptorium/provider/manual"
	"github.com/scriptorium/scriptorium/requests/offline"
)

// Provider names --provider takes.
const (
	provOffline = "offline"
	provReplay  = "replay"
	provRecord  = "record"
	provManual  = "manual"
)

// upstream returns a provider that answers live: the offline rules, the
// manual request/answer files in the workdir, or a model API.
func upstream(name string, w pipeline.Workdir, s live.Settings) (provider.Provider, error) {
	if build, ok := apis.Builders[name]; ok {
		return build(s)
	}
	switch name {
	case provOffline:
		return offline.New(), nil
	case provManual:
		return manual.New(w.Path("manual")), nil
	}
	return nil, cli.Usagef("unknown provider %q: want offline, replay, record, manual, openai, anthropic or gemini", name)
}

// selectProvider returns the provider --provider names for a run of the
// PDF pdf in workdir w with settings s. replay and record need --fixtures;
// record records what the offline provider answers for requests not yet
// recorded.
func selectProvider(o *options, w pipeline.Workdir, pdf string, s pipeline.Settings) (provider.Provider, error) {
	switch o.provider {
	case provReplay, provRecord:
		if o.fixtures == "" {
			return nil, cli.Usagef("--provider %s needs --fixtures DIR", o.provider)
		}
		if fi, err := os.Stat(o.fixtures); o.provider == provReplay && (err != nil || !fi.IsDir()) {
			return nil, cli.Usagef("--fixtures %s: no fixture directory there", o.fixtures)
		}
		store, err := provider.OpenStore(o.fixtures)
		if err != nil {
			return nil, err
		}
		store.SetRecordHint(o.recordCommand(w, pdf, s))
		if o.provider == provReplay {
			return provider.Select(provider.ModeReplay, store, nil)
		}
		up, err := upstream(provOffline, w, o.live)
		if err != nil {
			return nil, err
		}
		return provider.Select(provider.ModeRecordMissing, store, up)
	}
	return upstream(o.provider, w, o.live)
}

// pendingAnswers returns, when prov is the manual provider and a run stopped
// for want of answers, the error listing every answer file the run needs.
func pendingAnswers(prov provider.Provider, err error) error {
	mp, ok := prov.(*manual.Provider)
	if !ok || !errors.Is(err, manual.ErrAnswersNeeded) {
		return err
	}
	return mp.Pending()
}

// recordCommand returns the command line that records the fixture set of
// a run of pdf in workdir w with settings s (each one that differs from
// its default as a --set flag): the hint of a replay miss.
func (o *options) recordCommand(w pipeline.Workdir, pdf string, s pipeline.Settings) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s record --fixtures %s --workdir %s", pipeline.Command, shellQuote(filepath.ToSlash(o.fixtures)), shellQuote(filepath.ToSlash(w.Dir)))
	for _, a := range changedSettings(s) {
		fmt.Fprintf(&b, " --set %s", shellQuote(a))
	}
	b.WriteString(" " + shellQuote(filepath.ToSlash(pdf)))
	return b.String()
}

// changedSettings returns "name=value" for each setting of s that differs
// from its default, in name order.
func changedSettings(s pipeline.Settings) []string {
	var got, def map[string]any
	raw, _ := json.Marshal(s)
	json.Unmarshal(raw, &got) //nolint:errcheck // marshalled just above.
	raw, _ = json.Marshal(pipeline.DefaultSettings())
	json.Unmarshal(raw, &def) //nolint:errcheck // marshalled just above.
	var out []string
	for _, name := range slices.Sorted(maps.Keys(got)) {
		if v := got[name]; v != def[name] {
			out = append(out, fmt.Sprintf("%s=%v", name, v))
		}
	}
	return out
}
