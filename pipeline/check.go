package pipeline

import (
	"errors"
	"fmt"
	"os"

	"scriptorium/pipeline/adventure"
)

// Check reads the workdir's adventure.json as it stands (a person may have
// edited it) and returns its findings: schema validation plus lint (see
// adventure.Check). Errors are for a missing or unreadable file.
func Check(w Workdir) ([]adventure.Finding, error) {
	var a adventure.Adventure
	if err := readJSON(w.Path("adventure.json"), &a); err != nil {
		if errors.Is(err, os.ErrNotExist) {
			return nil, fmt.Errorf("check %s: %w: no adventure.json (run extract assemble)", w.Dir, ErrStageMissing)
		}
		return nil, fmt.Errorf("check %s: %w", w.Dir, err)
	}
	return adventure.Check(&a), nil
}

// ReadReport reads the workdir's report.json.
func ReadReport(w Workdir) (*adventure.Report, error) {
	var r adventure.Report
	if err := readJSON(w.Path("report.json"), &r); err != nil {
		if errors.Is(err, os.ErrNotExist) {
			return nil, fmt.Errorf("report %s: %w: no report.json (run extract assemble)", w.Dir, ErrStageMissing)
		}
		return nil, err
	}
	return &r, nil
}
