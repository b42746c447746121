package pipeline

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"

	"github.com/scriptorium/scriptorium/adventure"
)

// Check reads the workdir's adventure.json as it stands (a person may have
// edited it) and returns its findings: the file's own bytes validated
// against the schema (so a field the schema does not know is found), then
// lint (see adventure.Check). Errors are for a missing or unreadable file.
func Check(w Workdir) ([]adventure.Finding, error) {
	data, err := readAdventureFile("check", w)
	if errors.Is(err, ErrStageMissing) {
		return nil, w.orBusy(err)
	}
	if err != nil {
		return nil, err
	}
	var findings []adventure.Finding
	if err := adventure.Validate(data); err != nil {
		findings = append(findings, adventure.Finding{Severity: adventure.SeverityError, Code: adventure.CodeSchema,
			Message: "adventure.json: " + err.Error()})
	}
	var a adventure.Adventure
	if err := json.Unmarshal(data, &a); err != nil {
		return findings, nil // the schema finding says what is wrong
	}
	return append(findings, adventure.Check(&a)...), nil
}

// readAdventureFile returns the bytes of the workdir's adventure.json for
// command op; a workdir without one is [ErrStageMissing], saying to run
// assemble, or convert when not even the pages are there.
func readAdventureFile(op string, w Workdir) ([]byte, error) {
	data, err := os.ReadFile(w.Path("adventure.json"))
	if errors.Is(err, os.ErrNotExist) {
		fix := "assemble"
		if _, err := w.ReadPages(); err != nil {
			fix = "convert first"
		}
		return nil, fmt.Errorf("%s %s: %w: no adventure.json (run %s %s)", op, w.Dir, ErrStageMissing, Command, fix)
	}
	if err != nil {
		return nil, fmt.Errorf("%s %s: %w", op, w.Dir, err)
	}
	return data, nil
}

// ReadAdventure reads the workdir's adventure.json for command op (report,
// export), which trusts it, holding w's lock or after a read that tells a
// workdir busy: a workdir without one is [ErrStageMissing]; one
// that is no valid adventure (a write cut short, a bad edit, which check
// lists as a schema error) is [ErrDamagedAdventure], naming the file and
// the command that rebuilds it from the stage caches and overrides.yaml.
func ReadAdventure(op string, w Workdir) (*adventure.Adventure, error) {
	data, err := readAdventureFile(op, w)
	if err != nil {
		return nil, err
	}
	a, err := adventure.Parse(data)
	if err != nil {
		return nil, fmt.Errorf("%s %s: %w: %s; rebuild it with: %s assemble --workdir %s (corrections belong in overrides.yaml)",
			op, w.Path("adventure.json"), ErrDamagedAdventure, adventure.Why(err), Command, w.Dir)
	}
	return a, nil
}

// ReadReport reads the workdir's report.json.
func ReadReport(w Workdir) (*adventure.Report, error) {
	var r adventure.Report
	if err := readJSON(w.Path("report.json"), &r); err != nil {
		if errors.Is(err, os.ErrNotExist) {
			return nil, w.orBusy(fmt.Errorf("report %s: %w: no report.json (run %s assemble)", w.Dir, ErrStageMissing, Command))
		}
		return nil, err
	}
	if r.Format != adventure.ReportFormat || r.Version != adventure.ReportVersion {
		return nil, fmt.Errorf("read %s: format %q version %d, want %q version %d",
			w.Path("report.json"), r.Format, r.Version, adventure.ReportFormat, adventure.ReportVersion)
	}
	return &r, nil
}
