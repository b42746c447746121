package main

import (
	"errors"
	"fmt"
	"path/filepath"

	"scriptorium/pipeline"
	"scriptorium/provider"
	"scriptorium/provider/manual"
	"scriptorium/provider/offline"
)

// Provider names --provider takes.
const (
	provOffline = "offline"
	provReplay  = "replay"
	provRecord  = "record"
	provManual  = "manual"
)

// upstream returns a provider that answers live: the offline rules or the
// manual request/answer files in the workdir.
func upstream(name string, w pipeline.Workdir) (provider.Provider, error) {
	switch name {
	case provOffline:
		return offline.New(), nil
	case provManual:
		return manual.New(w.Path("manual")), nil
	}
	return nil, usagef("unknown provider %q: want offline, replay, record or manual", name)
}

// selectProvider returns the provider --provider names. replay and record
// need --fixtures; record records what the offline provider answers for
// requests not yet recorded.
func selectProvider(o *options, w pipeline.Workdir) (provider.Provider, error) {
	switch o.provider {
	case provReplay, provRecord:
		if o.fixtures == "" {
			return nil, usagef("--provider %s needs --fixtures DIR", o.provider)
		}
		store, err := provider.OpenStore(o.fixtures)
		if err != nil {
			return nil, err
		}
		store.SetRecordHint(fmt.Sprintf("extract record <module.pdf> --fixtures %s", filepath.ToSlash(o.fixtures)))
		if o.provider == provReplay {
			return provider.NewFixtureProvider(store), nil
		}
		live, err := upstream(provOffline, w)
		if err != nil {
			return nil, err
		}
		return provider.NewRecordingProvider(live, store, provider.ModeRecordMissing)
	}
	return upstream(o.provider, w)
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
