package pipeline

import "errors"

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
	// ErrDamagedRun means a workdir's run.json is not JSON, or JSON without
	// a format: convert --force or --replace rebuilds it.
	ErrDamagedRun = errors.New("damaged run.json")
	// ErrBusy means another run holds the workdir.
	ErrBusy = errors.New("workdir busy")
	// ErrCheckFailed means check found an error-severity finding.
	ErrCheckFailed = errors.New("check found errors")
)
