package pipeline

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/scriptorium/scriptorium/adventure"
	"github.com/scriptorium/scriptorium/pipeline/preprocess"
)

// Convert runs every stage on the PDF at pdfPath into w, reusing whatever
// caches of an earlier run still answer the same requests, and writes
// run.json (once the PDF has been read),  an overrides.yaml template when there is none, adventure.json,
// report.json and previews. A failed stage keeps everything upstream; the
// error says which stage failed, and [Rerun] from it resumes. A PDF that
// cannot be read fails with preprocess's one-line error and leaves no
// workdir behind that this call created. A workdir holding another PDF's
// conversion is refused with [ErrOtherSource] unless opts.Replace.
func Convert(ctx context.Context, pdfPath string, w Workdir, opts Options) (*Result, error) {
	if opts.Settings == (Settings{}) {
		opts.Settings = DefaultSettings()
	}
	p, _, unlock, err := prepare(ctx, "convert", pdfPath, w, opts)
	if err != nil {
		return nil, err
	}
	defer unlock()
	return p.from(ctx, StageSurvey)
}

// outermostMissing returns the outermost of dir and the parents it names
// that does not exist, which os.MkdirAll(dir) creates, or "" when dir
// exists.
func outermostMissing(dir string) string {
	made := ""
	for d := filepath.Clean(dir); ; d = filepath.Dir(d) {
		if _, err := os.Stat(d); !errors.Is(err, os.ErrNotExist) {
			return made
		}
		made = d
		if filepath.Dir(d) == d {
			return made
		}
	}
}

// prepare readies w for a run on pdfPath, for op ("convert", "estimate"):
// it validates the settings, creates and locks w, checks that w is free for
// the PDF (see [Workdir.claim]), renders the pages and only then discards
// the conversion of another PDF that opts.Replace lets it replace, and
// writes run.json, so that w is a workdir a later convert or rerun resumes.
// It returns the pipeline and the page index, holding the lock until
// unlock. It creates the parents of w that do not exist, as mkdir -p. A PDF
// that cannot be read fails with preprocess's one-line error and leaves w
// as it was: a workdir this call created is removed, with the parents it
// created for it, and the conversion of another PDF stays whole
// (preprocess builds the pages aside and swaps them in only when every
// page rendered).
func prepare(ctx context.Context, op, pdfPath string, w Workdir, opts Options) (p *runner, idx *preprocess.Index, unlock func(), err error) {
	if err := opts.Settings.Validate(); err != nil {
		return nil, nil, nil, err
	}
	src, err := hashFile(pdfPath)
	if err != nil {
		return nil, nil, nil, fmt.Errorf("%s %s: %w", op, pdfPath, err)
	}
	rel, err := relPath(w.Dir, pdfPath)
	if err != nil {
		return nil, nil, nil, fmt.Errorf("%s %s: %w", op, pdfPath, err)
	}
	made := outermostMissing(w.Dir)
	if err := os.MkdirAll(w.Dir, 0o755); err != nil {
		return nil, nil, nil, fmt.Errorf("%s %s: create workdir %s: %w", op, pdfPath, w.Dir, err)
	}
	release, err := w.lock()
	if err != nil {
		return nil, nil, nil, err
	}
	defer func() {
		if err != nil {
			release()
		}
	}()
	old, err := w.claim(pdfPath, src, opts.Replace, opts.Replace || opts.Force)
	if errors.Is(err, ErrOtherSource) {
		err = fmt.Errorf("%s %s: %w", op, pdfPath, err)
	}
	if err != nil {
		if errors.Is(err, ErrNotWorkdir) {
			os.Remove(w.Path(lockFile)) // leave the user's folder as it was
		}
		return nil, nil, nil, err
	}
	p = newRunner(w, opts)
	if opts.Force {
		p.force = "*"
	}
	if idx, err = p.runPreprocess(ctx, pdfPath); err != nil {
		if made != "" { // leave nothing of a workdir this call made, nor of its parents
			os.Remove(w.Path(lockFile))
			dir := filepath.Clean(w.Dir)
			for os.Remove(dir) == nil && dir != made {
				dir = filepath.Dir(dir)
			}
		}
		return nil, nil, nil, err
	}
	if old != nil {
		kept, err := w.discard(old)
		if err != nil {
			return nil, nil, nil, fmt.Errorf("%s %s: discard the conversion of %s: %w", op, pdfPath, old.Source.File, err)
		}
		if kept != "" {
			p.note(StagePreprocess, fmt.Sprintf("replaced the conversion of %s; its overrides.yaml is kept as %s", old.Source.File, kept))
		}
	}
	run := &Run{Source: src, PDF: filepath.ToSlash(rel), Settings: opts.Settings}
	if prev, err := w.readRun(); err == nil { // this PDF's conversion: keep its provider unless opts names one
		run.Provider = prev.Provider
	}
	if err := w.recordProvider(run, opts.ProviderSpec); err != nil {
		return nil, nil, nil, err
	}
	if err := w.writeRun(run); err != nil {
		return nil, nil, nil, err
	}
	return p, idx, release, nil
}

// Rerun runs the stages from stage on in w with the settings of run.json
// changed by assignments ("name=value"); a setting owned by an upstream stage
// is refused. Units whose cache answers the same request are reused, unless
// opts.Force, which re-asks the units of stage itself. run.json records
// opts.ProviderSpec only once the run called that provider: a rerun whose
// every unit its caches answered leaves the provider that answered them
// recorded, so later commands ask it, not the one named ("rerun --provider
// manual content" over offline's caches keeps offline).
func Rerun(ctx context.Context, w Workdir, stage string, assignments []string, opts Options) (*Result, error) {
	if stageIndex(stage) < 0 {
		return nil, fmt.Errorf("rerun %s: %w: unknown stage (stages: %v)", stage, ErrSetting, Stages)
	}
	if _, err := w.ReadRun(); err != nil { // a workdir to lock at all
		return nil, err
	}
	unlock, err := w.lock()
	if err != nil {
		return nil, err
	}
	defer unlock()
	run, err := w.readRun()
	if err != nil {
		return nil, err
	}
	if stage != StagePreprocess {
		if err := w.pagesOf(run); err != nil {
			return nil, err
		}
	}
	if err := run.Settings.ApplyFor(stage, assignments); err != nil {
		return nil, err
	}
	named := *run
	if err := w.recordProvider(&named, opts.ProviderSpec); err != nil {
		return nil, err
	}
	opts.Settings = run.Settings
	p := newRunner(w, opts)
	if opts.Force {
		p.force = stage
	}
	if stage == StagePreprocess {
		// run.json changes only once the pages match it.
		if err := p.rerunPreprocess(ctx, run); err != nil {
			return nil, err
		}
		stage = StageSurvey
	}
	if err := w.writeRun(run); err != nil {
		return nil, err
	}
	res, err := p.from(ctx, stage)
	if p.called() && named.Provider != run.Provider { // the provider named answers the workdir from now on
		run.Provider = named.Provider
		if werr := w.writeRun(run); err == nil {
			err = werr
		}
	}
	return res, err
}

// pagesOf refuses, with [ErrOtherSource], pages rendered from another PDF
// than run's, which a replace cut short between rendering the new PDF and
// discarding the old conversion leaves. Pages not rendered at all are the
// error of the stage that reads them.
func (w Workdir) pagesOf(run *Run) error {
	idx, err := w.ReadPages()
	if err != nil || idx.SourceSHA256 == run.Source.SHA256 {
		return nil
	}
	return fmt.Errorf("%w: %s holds the pages of another PDF (sha256 %.12s) than the conversion of %s (sha256 %.12s); convert again, with --replace",
		ErrOtherSource, w.PagesDir(), idx.SourceSHA256, run.Source.File, run.Source.SHA256)
}

// rerunPreprocess renders the workdir's PDF again, refusing a PDF that is
// no longer the one converted. A PDF that is gone is no failed stage that
// a rerun resumes: its error wraps fs.ErrNotExist and says so.
func (p *runner) rerunPreprocess(ctx context.Context, run *Run) error {
	pdf := p.w.Path(filepath.FromSlash(run.PDF))
	src, err := hashFile(pdf)
	if errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("rerun preprocess: the converted PDF %s is gone (%w); put it back, or convert it again", pdf, err)
	}
	if err != nil {
		return stageError(StagePreprocess, err)
	}
	if src.SHA256 != run.Source.SHA256 {
		return stageError(StagePreprocess, fmt.Errorf("%w: %s changed since it was converted (sha256 %.12s, now %.12s); convert it again with --replace",
			ErrOtherSource, pdf, run.Source.SHA256, src.SHA256))
	}
	_, err = p.runPreprocess(ctx, pdf)
	return stageError(StagePreprocess, err)
}

// from runs the stages from stage on, preprocess excepted (Convert and
// Rerun run it first). A failed assembly (an override that takes no
// effect, a full disk) is a [StageError] of stage assemble, which a rerun
// of assemble resumes.
func (p *runner) from(ctx context.Context, stage string) (*Result, error) {
	if err := p.models(ctx, stageIndex(stage)); err != nil {
		return nil, err
	}
	p.progress(StageAssemble, 0, 1)
	res, err := p.w.assemble()
	if err != nil {
		return nil, stageError(StageAssemble, err)
	}
	p.progress(StageAssemble, 1, 1)
	res.Asked = p.asked
	return res, nil
}

// StageError is a failed stage: the stage and the cause. Everything upstream
// is kept; `extract rerun <Stage>` resumes.
type StageError struct {
	Stage string
	Err   error
}

func (e *StageError) Error() string { return fmt.Sprintf("stage %s: %v", e.Stage, e.Err) }

// Unwrap returns the cause.
func (e *StageError) Unwrap() error { return e.Err }

// stageError wraps a non-nil err of stage, keeping the innermost stage.
func stageError(stage string, err error) error {
	var se *StageError
	if err == nil || errors.As(err, &se) {
		return err
	}
	return &StageError{Stage: stage, Err: err}
}

// relPath returns the path of target relative to dir.
func relPath(dir, target string) (string, error) {
	absDir, err := filepath.Abs(dir)
	if err != nil {
		return "", err
	}
	absTarget, err := filepath.Abs(target)
	if err != nil {
		return "", err
	}
	return filepath.Rel(absDir, absTarget)
}

// claim checks that w is free for a conversion of src, read from pdf: new, holding a
// conversion of the same PDF, or, when replace, holding the conversion of
// another PDF, whose run it returns for [Workdir.discard] once the new PDF
// has been read; it changes nothing. A workdir of another PDF is refused
// with [ErrOtherSource] unless replace; a folder of other files with
// [ErrNotWorkdir]. A damaged run.json ([ErrDamagedRun]) is refused
// unless rebuild: then w is taken as this PDF's, keeping overrides.yaml
// and every cache (a cache answers only the request it was asked, and a
// finished stage removes the units it no longer has).
func (w Workdir) claim(pdf string, src adventure.Source, replace, rebuild bool) (old *Run, err error) {
	old, err = w.readRun()
	if errors.Is(err, ErrDamagedRun) && rebuild {
		return nil, nil
	}
	if errors.Is(err, ErrNoWorkdir) {
		entries, _ := os.ReadDir(w.Dir)
		for _, e := range entries {
			if n := e.Name(); !ownFile(n) {
				return nil, fmt.Errorf("convert %s: %w: %s holds %s and is no workdir; choose a new or empty --workdir",
					src.File, ErrNotWorkdir, w.Dir, n)
			}
		}
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	if old.Source.SHA256 == src.SHA256 {
		return nil, nil
	}
	if !replace {
		return nil, &otherSourceError{w: w, held: old, pdf: pdf, src: src}
	}
	return old, nil
}

// otherSourceError is [ErrOtherSource] told in one line: which PDF the
// workdir holds the conversion of, by path and SHA-256; the command that
// was refused says how to proceed with its flags.
type otherSourceError struct {
	w    Workdir
	held *Run
	pdf  string // as given
	src  adventure.Source
}

func (e *otherSourceError) Error() string {
	held := e.held.Source.File
	if e.held.PDF != "" {
		held = filepath.Join(e.w.Dir, filepath.FromSlash(e.held.PDF))
	}
	if same, _ := relPath(held, e.pdf); same == "." {
		return fmt.Sprintf("%s holds the conversion of %s as it was before it changed (sha256 %.12s, now %.12s)",
			e.w.Dir, held, e.held.Source.SHA256, e.src.SHA256)
	}
	return fmt.Sprintf("%s holds the conversion of another PDF, %s (sha256 %.12s, this one's %.12s)",
		e.w.Dir, held, e.held.Source.SHA256, e.src.SHA256)
}

// Unwrap returns [ErrOtherSource].
func (e *otherSourceError) Unwrap() error { return ErrOtherSource }

// ownFile reports whether a file named name, in a folder without run.json,
// is the workdir's own: an overrides.yaml written ahead or moved aside by a
// replace (overrides.yaml.<sha256 prefix>), pages of a first run cut short,
// and hidden files (the lock, temporary folders).
func ownFile(name string) bool {
	return name == "overrides.yaml" || strings.HasPrefix(name, "overrides.yaml.") ||
		name == "pages" || strings.HasPrefix(name, ".")
}

// discard removes the stage caches and artifacts of old, the conversion of
// another PDF, and moves its overrides.yaml aside to
// overrides.yaml.<sha256 prefix of its PDF>, whose path it returns ("" when
// there was none). run.json goes last, so a discard cut short leaves a
// workdir that a convert --replace finishes.
func (w Workdir) discard(old *Run) (kept string, err error) {
	if _, err := os.Stat(w.Path("overrides.yaml")); err == nil {
		kept = w.Path("overrides.yaml." + old.Source.SHA256[:12])
		if err := os.Rename(w.Path("overrides.yaml"), kept); err != nil {
			return "", err
		}
	}
	for _, name := range []string{"stages", "previews", "adventure.json", "report.json", "run.json"} {
		if err := os.RemoveAll(w.Path(name)); err != nil {
			return "", err
		}
	}
	return kept, nil
}
