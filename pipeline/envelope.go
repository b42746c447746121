package pipeline

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"

	"github.com/scriptorium/scriptorium/adventure"
	"github.com/scriptorium/scriptorium/internal/jsonfile"
	"github.com/scriptorium/scriptorium/requests"
)

// Envelope format and version of every stage cache file.
const (
	EnvelopeFormat  = "scriptorium.stage"
	EnvelopeVersion = 1
)

// Envelope is one stage cache file, stages/<stage>[.<unit>].json. Data is the
// stage's output for the unit; Fingerprint is that of the request that produced
// it (empty for stages that ask no model), so a cache is reused exactly when
// the request it answered is built again, and, for a provider that names its
// model up front (the offline rules), only if that provider and model gave it.
type Envelope struct {
	Format      string               `json:"format"`
	Version     int                  `json:"version"`
	Stage       string               `json:"stage"`
	Unit        string               `json:"unit"`
	Fingerprint string               `json:"fingerprint"`
	Provider    string               `json:"provider"`
	Model       string               `json:"model"`
	Usage       adventure.TokenUsage `json:"usage"`
	Data        json.RawMessage      `json:"data"`
}

// readEnvelope reads the cache of one unit. A missing file returns
// (nil, nil); a file that is not JSON, or of another format or version, is
// an [ErrEnvelope] naming the file on one line.
func (w Workdir) readEnvelope(stage, unit string) (*Envelope, error) {
	path := w.StagePath(stage, unit)
	var env Envelope
	data, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err == nil {
		err = json.Unmarshal(data, &env)
	}
	if err != nil {
		return nil, fmt.Errorf("%w %s: %v", ErrEnvelope, path, err)
	}
	if env.Format != EnvelopeFormat || env.Version != EnvelopeVersion {
		return nil, fmt.Errorf("%w %s: format %q version %d, want %q version %d",
			ErrEnvelope, path, env.Format, env.Version, EnvelopeFormat, EnvelopeVersion)
	}
	if env.Stage != stage || env.Unit != unit {
		return nil, fmt.Errorf("%w %s: holds stage %q unit %q", ErrEnvelope, path, env.Stage, env.Unit)
	}
	return &env, nil
}

// writeEnvelope writes the cache of one unit atomically.
func (w Workdir) writeEnvelope(env *Envelope) error {
	env.Format, env.Version = EnvelopeFormat, EnvelopeVersion
	return jsonfile.Write(w.StagePath(env.Stage, env.Unit), env)
}

// newDataEnvelope returns the envelope of a stage-level result that asked no
// model.
func newDataEnvelope(stage string, data any) (*Envelope, error) {
	raw, err := json.Marshal(data)
	if err != nil {
		return nil, fmt.Errorf("encode %s: %w", stage, err)
	}
	return &Envelope{Stage: stage, Data: raw}, nil
}

// decode unmarshals the envelope's data into v.
func (e *Envelope) decode(v any) error {
	if err := requests.Decode(e.Data, v); err != nil { // refuses unknown fields: a drifted cache is no answer
		return fmt.Errorf("%w %s.%s: %v (run: %s rerun %s)", ErrEnvelope, e.Stage, e.Unit, err, Command, e.Stage)
	}
	return nil
}
