package pipeline

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// Manifest is the data of a stage's own envelope, stages/<stage>.json,
// written when every unit of the stage has an answer: the units in order.
// Its presence marks the stage complete; units not listed are stale and
// removed.
type Manifest struct {
	Units []string `json:"units"`
}

// unitName is the cache unit of a request tag in stage: the tag without the
// stage prefix ("content.p001-p002" → "p001-p002"), or the whole tag when it
// has another prefix ("statblock.orc" in stage monsters).
func unitName(stage, tag string) string {
	if rest, ok := strings.CutPrefix(tag, stage+"."); ok {
		return rest
	}
	return tag
}

// finishStage writes the stage manifest and removes stale unit caches.
func (w Workdir) finishStage(stage string, units []string) error {
	files, err := filepath.Glob(filepath.Join(w.Path("stages"), stage+".*.json"))
	if err != nil {
		return err
	}
	for _, f := range files {
		u := strings.TrimSuffix(strings.TrimPrefix(filepath.Base(f), stage+"."), ".json")
		if !slices.Contains(units, u) {
			if err := os.Remove(f); err != nil {
				return err
			}
		}
	}
	env, err := newDataEnvelope(stage, Manifest{Units: units})
	if err != nil {
		return err
	}
	return w.writeEnvelope(env)
}

// readStage returns the envelopes of a complete stage's units, in order. A
// stage that has not finished is [ErrStageMissing]; an unreadable cache is
// [ErrEnvelope], naming the rerun that asks it again.
func (w Workdir) readStage(stage string) ([]*Envelope, error) {
	out, err := w.readStageUnits(stage)
	if errors.Is(err, ErrEnvelope) {
		return nil, fmt.Errorf("%w (run: %s rerun %s)", err, Command, stage)
	}
	return out, err
}

// readStageUnits is [Workdir.readStage] without the rerun hint.
func (w Workdir) readStageUnits(stage string) ([]*Envelope, error) {
	env, err := w.readEnvelope(stage, "")
	if err != nil {
		return nil, err
	}
	if env == nil {
		return nil, fmt.Errorf("%w: %s (run: %s rerun %s)", ErrStageMissing, stage, Command, stage)
	}
	var m Manifest
	if err := env.decode(&m); err != nil {
		return nil, err
	}
	out := make([]*Envelope, len(m.Units))
	for i, u := range m.Units {
		if out[i], err = w.readEnvelope(stage, u); err != nil {
			return nil, err
		}
		if out[i] == nil {
			return nil, fmt.Errorf("%w: %s unit %s (run: %s rerun %s)", ErrStageMissing, stage, u, Command, stage)
		}
	}
	return out, nil
}
