package pipeline

import (
	"errors"

	"github.com/scriptorium/scriptorium/pipeline/preprocess"
)

// Sentinel errors callers branch on.
var (
	// ErrNoWorkdir means no workdir was found where one was looked for.
	ErrNoWorkdir = errors.New("no workdir")
	// ErrManyWorkdirs means several workdirs were found and none was chosen.
	ErrManyWorkdirs = errors.New("several workdirs")
	// ErrStageMissing means a stage needs the cache of an upstream stage
	// that has not run.
	ErrStageMissing = errors.New("upstream stage has not run")
	// ErrEnvelope means a stage cache file is not a readable envelope.
	ErrEnvelope = errors.New("bad stage cache")
	// ErrSetting means a setting is unknown, malformed or owned by an
	// upstream stage.
	ErrSetting = errors.New("bad setting")
	// ErrOtherSource means a workdir holds the conversion of another PDF.
	ErrOtherSource = errors.New("workdir of another PDF")
	// ErrNotWorkdir means a folder chosen as workdir holds files of its own.
	ErrNotWorkdir = errors.New("folder in use")
	// ErrDamagedRun means a workdir's run.json is not JSON, JSON without a
	// format or with settings out of range, or missing beside the
	// workdir's pages: convert --force or --replace rebuilds it.
	ErrDamagedRun = errors.New("damaged run.json")
	// ErrBadPDF means the PDF given cannot be rendered as it is: empty, not
	// a PDF, encrypted, truncated, damaged, or past a limit of the settings
	// (it is [preprocess.ErrBadInput]; the error says which).
	ErrBadPDF = preprocess.ErrBadInput
	// ErrDamagedAdventure means a workdir's adventure.json cannot be read
	// as an adventure (a write cut short, a bad edit): assemble rebuilds it.
	ErrDamagedAdventure = errors.New("damaged")
	// ErrBusy means another run holds the workdir.
	ErrBusy = errors.New("workdir busy")
	// ErrCheckFailed means check found an error-severity finding.
	ErrCheckFailed = errors.New("check found errors")
)
