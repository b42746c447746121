package main

import (
	"context"
	"errors"

	"scriptorium/evals"
)

// rescore returns a copy of committed whose rows of provider are the
// scores of mods from src, with the current versions. A module src skips
// for want of caches keeps its committed row.
func rescore(ctx context.Context, mods []module, src source, committed *scoreboard, provider, model string) (*scoreboard, error) {
	var rows []row
	for _, m := range mods {
		a, err := src(ctx, m)
		switch {
		case errors.Is(err, errNoCaches):
			if r, ok := findRow(committed, [2]string{m.name, provider}); ok {
				rows = append(rows, r)
			}
			continue
		case err != nil:
			return nil, err
		}
		rows = append(rows, newRow(m.name, provider, model, evals.Score(a, m.truth)))
	}
	fresh := *committed
	fresh.Format, fresh.Version, fresh.Versions = scoreboardFormat, scoreboardVersion, currentVersions()
	fresh.Rows = append([]row(nil), committed.Rows...)
	fresh.merge(provider, rows)
	return &fresh, nil
}
