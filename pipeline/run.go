package pipeline

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/scriptorium/scriptorium/adventure"
	"github.com/scriptorium/scriptorium/internal/jsonfile"
	"github.com/scriptorium/scriptorium/pipeline/preprocess"
	"github.com/scriptorium/scriptorium/provider"
	"github.com/scriptorium/scriptorium/requests"
)

// Run format and version of run.json.
const (
	RunFormat  = "scriptorium.run"
	RunVersion = 1
)

// Run is run.json: what was converted and how. It holds no time and no
// absolute path (the source is its base name, and the PDF's path is relative
// to the workdir), so it is byte-stable for one layout of PDF and workdir.
type Run struct {
	Format  string           `json:"format"`
	Version int              `json:"version"`
	Source  adventure.Source `json:"source"`
	// PDF is the path of the source PDF relative to the workdir, with
	// forward slashes.
	PDF      string   `json:"pdf"`
	Settings Settings `json:"settings"`
	// Provider is the provider the last run asked, absent in a workdir
	// converted before run.json recorded it.
	Provider *ProviderSpec `json:"provider,omitempty"`
	Versions Versions      `json:"versions"`
}

// ProviderSpec names a provider as a command line chooses it (extract
// --provider, --model, --base-url, --fixtures), so that later commands on a
// workdir ask the provider its caches came from. It never holds a key: keys
// come from the environment.
type ProviderSpec struct {
	// Name is the --provider name: offline, replay, record, manual, openai,
	// anthropic or gemini.
	Name string `json:"name"`
	// Model and BaseURL are a live provider's; empty means its default.
	Model   string `json:"model,omitempty"`
	BaseURL string `json:"base_url,omitempty"`
	// Fixtures is the fixture directory of replay and record: in run.json
	// relative to the workdir, with forward slashes; elsewhere a path as a
	// command line gives it.
	Fixtures string `json:"fixtures,omitempty"`
}

// ProviderSpec returns the provider run.json records, with its fixture
// directory as a path from the current directory, or nil when it records
// none.
func (w Workdir) ProviderSpec(r *Run) *ProviderSpec {
	if r.Provider == nil {
		return nil
	}
	spec := *r.Provider
	if spec.Fixtures != "" {
		spec.Fixtures = w.Path(filepath.FromSlash(spec.Fixtures))
	}
	return &spec
}

// recordProvider sets the provider r records to spec, with its fixture
// directory made relative to the workdir; a nil spec changes nothing.
func (w Workdir) recordProvider(r *Run, spec *ProviderSpec) error {
	if spec == nil {
		return nil
	}
	rec := *spec
	if rec.Fixtures != "" {
		rel, err := relPath(w.Dir, rec.Fixtures)
		if err != nil {
			return fmt.Errorf("record provider in %s: %w", w.Path("run.json"), err)
		}
		rec.Fixtures = filepath.ToSlash(rel)
	}
	r.Provider = &rec
	return nil
}

// Versions echoes the versions of the contracts a conversion depended on.
type Versions struct {
	Fingerprint int    `json:"fingerprint"`
	Envelope    int    `json:"envelope"`
	Adventure   int    `json:"adventure"`
	Prompts     string `json:"prompts"`
}

// hashFile returns the Source of the PDF at path, refusing what is not a
// regular file (see preprocess.Open) before reading it.
func hashFile(path string) (adventure.Source, error) {
	f, _, err := preprocess.Open(path)
	if err != nil {
		return adventure.Source{}, err
	}
	defer f.Close()
	h := sha256.New()
	n, err := io.Copy(h, f)
	if err != nil {
		return adventure.Source{}, err
	}
	return adventure.Source{File: filepath.Base(path), SHA256: hex.EncodeToString(h.Sum(nil)), Bytes: n}, nil
}

// ReadRun reads the workdir's run.json. A workdir without one is
// [ErrNoWorkdir], or [ErrBusy] while another run holds it (a first convert
// writes run.json once the pages are rendered).
func (w Workdir) ReadRun() (*Run, error) {
	r, err := w.readRun()
	if errors.Is(err, ErrNoWorkdir) {
		return nil, w.orBusy(err)
	}
	return r, err
}

// readRun is [Workdir.ReadRun] for a caller holding the lock. A run.json
// that is not JSON, JSON without a format or with settings out of range
// (a write cut short, a bad edit), or missing beside the workdir's pages
// (deleted), is [ErrDamagedRun], saying how to rebuild it.
func (w Workdir) readRun() (*Run, error) {
	var r Run
	data, err := os.ReadFile(w.Path("run.json"))
	if errors.Is(err, os.ErrNotExist) {
		if _, derr := os.Stat(w.Dir); errors.Is(derr, os.ErrNotExist) {
			return nil, fmt.Errorf("open workdir %s: %w: no such directory (convert a PDF first)", w.Dir, ErrNoWorkdir)
		}
		if _, perr := os.Stat(filepath.Join(w.PagesDir(), "index.json")); perr == nil {
			return nil, w.damagedRun("no run.json beside the workdir's pages") // deleted by hand
		}
		return nil, fmt.Errorf("open workdir %s: %w: no run.json (convert a PDF first)", w.Dir, ErrNoWorkdir)
	}
	if err != nil {
		return nil, err
	}
	if err := json.Unmarshal(data, &r); err != nil || r.Format == "" {
		cause := "no format"
		if err != nil {
			cause = err.Error()
		}
		return nil, w.damagedRun(cause)
	}
	if r.Format != RunFormat || r.Version != RunVersion {
		return nil, fmt.Errorf("read %s: format %q version %d, want %q version %d",
			w.Path("run.json"), r.Format, r.Version, RunFormat, RunVersion)
	}
	if err := r.Settings.Validate(); err != nil {
		return nil, w.damagedRun(err.Error()) // a bad edit: "dpi": -5
	}
	return &r, nil
}

// damagedRun returns the [ErrDamagedRun] error of w's run.json for cause,
// saying how to rebuild it.
func (w Workdir) damagedRun(cause string) error {
	return fmt.Errorf("read %s: %w: %s; rebuild it with: %s convert --force --workdir %s %s (overrides.yaml is kept)",
		w.Path("run.json"), ErrDamagedRun, cause, Command, w.Dir, w.sourceGuess())
}

// sourceGuess returns the PDF to name in the command that rebuilds w's
// damaged run.json, which no longer tells it: the one adventure.json names
// as its source, beside the workdir, else the one the workdir is named
// after (module.pdf beside module.scriptorium), the first that is there
// and is the PDF the pages were rendered from (when the page index can
// tell); else "module.pdf", the command's usage form.
func (w Workdir) sourceGuess() string {
	var pdfs []string
	if data, err := os.ReadFile(w.Path("adventure.json")); err == nil {
		if a, err := adventure.Parse(data); err == nil && a.Module.Source.File != "" {
			pdfs = append(pdfs, filepath.Join(filepath.Dir(w.Dir), a.Module.Source.File))
		}
	}
	if stem, ok := strings.CutSuffix(filepath.Base(w.Dir), WorkdirSuffix); ok {
		pdfs = append(pdfs, filepath.Join(filepath.Dir(w.Dir), stem+".pdf"))
	}
	want := ""
	if idx, err := w.ReadPages(); err == nil {
		want = idx.SourceSHA256
	}
	for _, pdf := range pdfs {
		if src, err := hashFile(pdf); err == nil && (want == "" || src.SHA256 == want) {
			return pdf
		}
	}
	return "module.pdf"
}

// writeRun writes run.json.
func (w Workdir) writeRun(r *Run) error {
	r.Format, r.Version = RunFormat, RunVersion
	r.Versions.Fingerprint = provider.FingerprintVersion
	r.Versions.Envelope = EnvelopeVersion
	r.Versions.Adventure = adventure.Version
	r.Versions.Prompts = requests.PromptVersion
	return jsonfile.Write(w.Path("run.json"), r)
}
