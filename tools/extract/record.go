package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/scriptorium/scriptorium/internal/cli"
	"github.com/scriptorium/scriptorium/internal/providers"
	"github.com/scriptorium/scriptorium/pipeline"
	"github.com/scriptorium/scriptorium/provider"
)

// cmdRecord converts a PDF recording every exchange as a fixture (a record
// session for the whole coupled set), then removes the set's fixtures no
// request of the session used.
func cmdRecord(ctx context.Context, args []string, _ io.Reader, stdout, stderr io.Writer) error {
	var o options
	fs := newFlags("record", &o, false)
	fs.Lookup("workdir").Usage = workdirForUsage
	fs.StringVar(&o.fixtures, "fixtures", "", "fixture directory of the set (required)")
	fs.StringVar(&o.provider, "upstream", providers.Offline, "provider that answers: "+providers.List(recordNames))
	o.live.RegisterFlags(fs)
	fs.Var(&o.sets, "set", "setting name=value (repeatable)")
	pdf, err := parsePDF(fs, args, "--fixtures DIR [--upstream P] [--model M] [--workdir DIR] [--set name=value]... module.pdf")
	if err != nil {
		return err
	}
	if o.fixtures == "" {
		return cli.Usagef("record needs --fixtures DIR")
	}
	w, err := o.workdirFor(pdf)
	if err != nil {
		return err
	}
	s, err := o.settings()
	if err != nil {
		return err
	}
	if err := o.useRecorded(fs, "upstream", recordNames, w, stderr); err != nil {
		return err
	}
	up, err := providers.New(o.provider, recordNames, o.sources(w, pdf, s))
	if err != nil {
		return err
	}
	if err := pdfArg("record", pdf); err != nil {
		return err
	}
	store, err := provider.OpenStore(o.fixtures)
	if err != nil {
		return err
	}
	rec, err := provider.NewRecordingProvider(up, store, provider.ModeRecordAll)
	if err != nil {
		return err
	}
	spy := provider.NewSpy(rec)
	spec := o.spec()
	spec.Fixtures = "" // the caches are the upstream's answers
	res, err := pipeline.Convert(ctx, pdf, w, withProgress(pipeline.Options{Provider: spy, ProviderSpec: spec, Settings: s, Force: true}, stderr))
	if err := finish(stdout, &o, w, res, pendingAnswers(up, err)); err != nil {
		return otherSource(err, "choose another --workdir, or discard that conversion first with convert --replace")
	}
	orphans, err := store.Unused(spy.Requests())
	if err != nil {
		return err
	}
	for _, f := range orphans {
		if err := os.Remove(filepath.Join(o.fixtures, f)); err != nil {
			return err
		}
	}
	fmt.Fprintf(stdout, "%s: %d requests recorded, %d stale fixtures removed\n", o.fixtures, len(spy.Requests()), len(orphans))
	left, err := temporaries(stdout, store)
	if err != nil {
		return err
	}
	if len(left) > 0 {
		fmt.Fprintf(stderr, "extract: warning: %s holds %s of unfinished writes, by another run or one cut short: %s\n",
			o.fixtures, cli.Plural(len(left), "temporary file"), strings.Join(left, ", "))
	}
	return nil
}
