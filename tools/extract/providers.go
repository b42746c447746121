package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"path/filepath"
	"slices"
	"strings"

	"github.com/scriptorium/scriptorium/internal/providers"
	"github.com/scriptorium/scriptorium/pipeline"
	"github.com/scriptorium/scriptorium/provider"
	"github.com/scriptorium/scriptorium/provider/manual"
)

// convertNames are the names convert's and rerun's --provider takes;
// recordNames those record's --upstream takes.
var (
	convertNames = append([]string{providers.Offline, providers.Replay, providers.Record, providers.Manual}, providers.Live...)
	recordNames  = append([]string{providers.Offline, providers.Manual}, providers.Live...)
)

// sources returns where the providers of a run of the PDF pdf in workdir w
// with settings s answer from: --fixtures, the manual answer files in the
// workdir, the live flags; a replay miss hints at the record command.
func (o *options) sources(w pipeline.Workdir, pdf string, s pipeline.Settings) providers.Sources {
	return providers.Sources{Fixtures: o.fixtures, RecordHint: o.recordCommand(w, pdf, s), Answers: w.Path("manual"), Live: o.live}
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
