package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"slices"
	"strings"

	"github.com/scriptorium/scriptorium/adventure"
	"github.com/scriptorium/scriptorium/internal/cli"
	"github.com/scriptorium/scriptorium/internal/providers"
	"github.com/scriptorium/scriptorium/pipeline"
	"github.com/scriptorium/scriptorium/provider"
	"github.com/scriptorium/scriptorium/provider/manual"
	"github.com/scriptorium/scriptorium/requests/offline"
)

// cmdConvert runs every stage on a PDF.
func cmdConvert(ctx context.Context, args []string, _ io.Reader, stdout, stderr io.Writer) error {
	var o options
	fs := newFlags("convert", &o, true)
	replace := fs.Bool("replace", false, "discard a workdir that holds the conversion of another PDF")
	fs.BoolVar(&o.force, "force", false, "ask every stage's requests again, answered in the workdir or not")
	fs.Lookup("workdir").Usage = workdirForUsage
	pdf, err := parsePDF(fs, args, "[--workdir DIR] [--provider P] [--fixtures DIR] [--set name=value]... [--replace] [--force] module.pdf")
	if err != nil {
		return err
	}
	w, err := o.workdirFor(pdf)
	if err != nil {
		return err
	}
	base := pipeline.DefaultSettings()
	if run, err := w.ReadRun(); err == nil {
		base = run.Settings // a convert again keeps what rerun --set chose
	}
	s, err := o.settingsFrom(base)
	if err != nil {
		return err
	}
	if err := o.useRecorded(fs, "provider", convertNames, w, stderr); err != nil {
		return err
	}
	prov, err := providers.New(o.provider, convertNames, o.sources(w, pdf, s))
	if err != nil {
		return err
	}
	if err := pdfArg("convert", pdf); err != nil {
		return err
	}
	res, err := pipeline.Convert(ctx, pdf, w, withProgress(pipeline.Options{Provider: prov, ProviderSpec: o.spec(), Settings: s, Replace: *replace, Force: o.force}, stderr))
	if se := (*pipeline.StageError)(nil); err != nil && ctx.Err() != nil && !errors.As(err, &se) {
		// Interrupted while rendering: the pages done are kept beside the
		// workdir's pages/, and the same command renders only the others.
		err = fmt.Errorf("convert %s: interrupted while rendering the pages; the pages done are kept: run the same command again to render the rest", pdf)
	}
	if err := finish(stdout, &o, w, res, pendingAnswers(prov, err)); err != nil {
		return otherSource(err, "pass --replace to discard that conversion, or choose another --workdir")
	}
	reusedNotice(stderr, &o, res, pipeline.StagePreprocess)
	nextSteps(stdout, w)
	return errorFindings("convert", w, res.Findings)
}

// otherSource ends err, when it is a workdir of another PDF refused, with
// way: how to proceed with the flags of the command refused.
func otherSource(err error, way string) error {
	if errors.Is(err, pipeline.ErrOtherSource) {
		return fmt.Errorf("%w; %s", err, way)
	}
	return err
}

// reusedNotice says how many requests, of the stages a run ran from stage
// from on, were answered from the workdir's caches and not asked: a cache
// answers the same request whoever answered it, as a resumed run needs,
// and --force asks them again. Answers an earlier run of the same provider
// stored are counted on one line, so a convert run again says it asked
// nothing anew (with the offline provider, a rule set of the same name
// answers as before); answers another provider stored (a workdir converted
// with offline, converted again or rerun with manual) on another, naming
// the stages and providers. Replay and record serve what another provider
// answered, so they are never told of.
func reusedNotice(stderr io.Writer, o *options, res *pipeline.Result, from string) {
	if o.force || o.provider == providers.Replay || o.provider == providers.Record || res == nil || res.Report == nil {
		return
	}
	var stages, others []string
	reused, stored := 0, 0
	for _, s := range res.Report.Stages {
		if slices.Index(pipeline.Stages, s.Stage) < slices.Index(pipeline.Stages, from) {
			continue
		}
		n := s.Units - res.Asked[s.Stage]
		if n <= 0 {
			continue
		}
		if other := slices.DeleteFunc(slices.Clone(s.Providers), func(p string) bool { return p == o.provider }); len(other) > 0 {
			stages, others, reused = append(stages, s.Stage), append(others, other...), reused+n
		} else {
			stored += n
		}
	}
	if stored > 0 {
		fmt.Fprintf(stderr, "extract: %s answered from the workdir as an earlier run of %s stored them; --force asks them again\n",
			cli.Plural(stored, "request"), o.provider)
	}
	if reused > 0 {
		slices.Sort(others)
		fmt.Fprintf(stderr, "extract: %s of %s answered from the workdir by %s, not asked of %s; --force asks them again\n",
			cli.Plural(reused, "request"), strings.Join(stages, ", "), strings.Join(slices.Compact(others), ", "), o.provider)
	}
}

// nextSteps prints the commands that work on w next, run from the current
// directory: they name w, which is found from there only when it is the
// current directory or the one workdir in it.
func nextSteps(stdout io.Writer, w pipeline.Workdir) {
	cmd, dir := pipeline.Command, shellQuote(w.Dir)
	fmt.Fprintf(stdout, "next:\n")
	fmt.Fprintf(stdout, "  %s report --workdir %s    # the report, for a person\n", cmd, dir)
	fmt.Fprintf(stdout, "  %s check --workdir %s     # validate and lint adventure.json\n", cmd, dir)
	fmt.Fprintf(stdout, "  %s assemble --workdir %s  # after editing %s\n", cmd, dir, shellQuote(w.Path("overrides.yaml")))
	fmt.Fprintf(stdout, "  %s export --workdir %s    # Foundry VTT import files\n", cmd, dir)
}

// cmdRerun runs the stages from one stage on in an existing workdir.
func cmdRerun(ctx context.Context, args []string, _ io.Reader, stdout, stderr io.Writer) error {
	var o options
	fs := newFlags("rerun", &o, true)
	fs.BoolVar(&o.force, "force", false, "re-ask the stage's units even when cached")
	pos, arg, err := parseWorkdir(fs, args, 1, "[--workdir DIR] [--provider P] [--fixtures DIR] [--set name=value]... [--force] STAGE "+workdirArg+"\n"+
		"STAGE, run again with every stage after it: "+strings.Join(pipeline.Stages, ", "))
	if err != nil {
		return err
	}
	if !slices.Contains(pipeline.Stages, pos[0]) {
		return cli.Usagef("rerun: unknown stage %q: want one of %s", pos[0], strings.Join(pipeline.Stages, ", "))
	}
	w, err := o.workdirOf(arg)
	if err != nil {
		return err
	}
	if err := o.useRecorded(fs, "provider", convertNames, w, stderr); err != nil {
		return err
	}
	pdf, s := runOf(w, o.sets)
	prov, err := providers.New(o.provider, convertNames, o.sources(w, pdf, s))
	if err != nil {
		return err
	}
	res, err := pipeline.Rerun(ctx, w, pos[0], o.sets, withProgress(pipeline.Options{Provider: prov, ProviderSpec: o.spec(), Force: o.force}, stderr))
	if err := finish(stdout, &o, w, res, pendingAnswers(prov, err)); err != nil {
		return err
	}
	if o.force {
		fmt.Fprintf(stdout, "rerun --force %s: re-asked %s\n", pos[0], cli.Plural(res.Asked[pos[0]], "request"))
	}
	reusedNotice(stderr, &o, res, pos[0])
	return errorFindings("rerun", w, res.Findings)
}

// errorFindings returns, when findings hold an error-severity finding, the
// error that ends command op on workdir w with cli.ExitFindings: the
// result is written, and holds errors.
func errorFindings(op string, w pipeline.Workdir, findings []adventure.Finding) error {
	n := countErrors(findings)
	if n == 0 {
		return nil
	}
	return &cli.CodeError{Code: cli.ExitFindings, Err: fmt.Errorf("%s %s: %w: %s (listed above)", op, w.Dir, pipeline.ErrCheckFailed, cli.Plural(n, "error"))}
}

// missError is a stage's fixture miss told on one line: the miss names the
// unit's tag, which the stage's error named before it too, and the lines of
// its report (recorded tags, nearest fixture, differences) are joined as
// [provider.FixtureMissError.Summary] joins them.
type missError struct {
	stage string
	miss  *provider.FixtureMissError
	err   error
}

func (e *missError) Error() string {
	return "stage " + e.stage + ": " + e.miss.Summary(e.miss.NearestFile, e.miss.Hint)
}

func (e *missError) Unwrap() error { return e.err }

// finish prints the outcome of a run: a summary, or for a failed stage the
// command that resumes it.
func finish(stdout io.Writer, o *options, w pipeline.Workdir, res *pipeline.Result, err error) error {
	var se *pipeline.StageError
	if errors.Is(err, pipeline.ErrOtherSource) {
		return err // rerunning would be refused the same way
	}
	var up *pipeline.UpstreamSettingError
	if errors.As(err, &up) { // its message ends with the command; name the workdir too
		return fmt.Errorf("%w --workdir %s", err, shellQuote(w.Dir))
	}
	if errors.Is(err, manual.ErrAnswersNeeded) {
		return fmt.Errorf("%w\nthen run the same command again: what is answered is kept", err)
	}
	if errors.As(err, &se) {
		var miss *provider.FixtureMissError
		if errors.Is(err, context.Canceled) { // Ctrl-C, not a failure of the stage
			err = fmt.Errorf("stage %s: interrupted", se.Stage)
		} else if errors.As(err, &miss) {
			err = &missError{stage: se.Stage, miss: miss, err: err}
		}
		return fmt.Errorf("%w; everything finished is kept; resume with: %s rerun%s%s --workdir %s %s",
			err, pipeline.Command, o.providerFlags(), o.unsavedSets(se.Stage), shellQuote(w.Dir), se.Stage)
	}
	if err != nil {
		return err
	}
	summary(stdout, w, res)
	return nil
}

// summary prints one line per artifact and the findings' counts, then each
// error finding, so one an override brought in is seen at once.
func summary(stdout io.Writer, w pipeline.Workdir, res *pipeline.Result) {
	a := res.Adventure
	counts := map[adventure.Severity]int{}
	for _, f := range res.Findings {
		counts[f.Severity]++
	}
	defer printFindings(stdout, res.Findings, adventure.SeverityError)
	fmt.Fprintf(stdout, "%s: %s, %s, %s\n", w.Path("adventure.json"),
		cli.Plural(len(a.Areas()), "area"), cli.Plural(len(a.Monsters), "monster"), cli.Plural(len(a.Wandering), "wandering table"))
	fmt.Fprintf(stdout, "%s: %s, %s, %d info (%s report --workdir %s)\n", w.Path("report.json"), cli.Plural(counts[adventure.SeverityError], "error"),
		cli.Plural(counts[adventure.SeverityWarning], "warning"), counts[adventure.SeverityInfo], pipeline.Command, shellQuote(w.Dir))
	fmt.Fprintf(stdout, "%s\n", w.Path("previews", "index.html"))
	if len(a.Areas()) == 0 {
		fmt.Fprintln(stdout, noAreasHint(w, res))
	}
}

// noAreasHint says why a conversion may have found no keyed area: pages
// without a text layer (scans), which a provider reading only text (the
// offline one) cannot read.
func noAreasHint(w pipeline.Workdir, res *pipeline.Result) string {
	scans := 0
	idx, err := w.ReadPages()
	if err == nil {
		for _, p := range idx.Pages {
			if p.Scan() {
				scans++
			}
		}
	}
	hint := "no keyed areas found"
	if scans > 0 {
		hint += fmt.Sprintf("; %d of %d pages have no text layer (scans?)", scans, len(idx.Pages))
	}
	if res.Report != nil && slices.ContainsFunc(res.Report.Stages, func(s adventure.StageSummary) bool {
		return slices.Contains(s.Providers, offline.Name)
	}) {
		hint += "; the offline provider reads only the text layer: a vision model reads the page images (--provider openai|anthropic|gemini)"
	}
	return hint
}

// runOf returns the PDF a workdir was converted from, as run.json names it
// beside the workdir, and the settings of a rerun there: run.json's with
// the assignments applied (a bad one is reported by the rerun itself). When
// run.json cannot be read they are "module.pdf" and the defaults.
func runOf(w pipeline.Workdir, assignments []string) (string, pipeline.Settings) {
	pdf, s := "module.pdf", pipeline.DefaultSettings()
	if run, err := w.ReadRun(); err == nil {
		s = run.Settings
		if run.Source.File != "" {
			pdf = filepath.Join(filepath.Dir(w.Dir), run.Source.File)
		}
	}
	for _, a := range assignments {
		s.Set(a) //nolint:errcheck // the rerun refuses a bad assignment.
	}
	return pdf, s
}
