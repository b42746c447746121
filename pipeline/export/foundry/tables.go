package foundry

import (
	"fmt"
	"strconv"

	"github.com/scriptorium/scriptorium/adventure"
)

// resultFlags is flags.scriptorium of a table result: its row as printed.
type resultFlags struct {
	Row adventure.WanderingEntry `json:"row"`
}

// rollTable returns the RollTable of wandering table i. A die that is not
// NdM leaves the formula empty; a row whose range cannot be read is left
// out of the results; a range the die cannot reach is kept. Each is a
// problem of the export.
func (x *exporter) rollTable(i int) (*RollTable, error) {
	w := &x.a.Wandering[i]
	name := firstNonEmpty(w.Name, fmt.Sprintf("Wandering monsters %d", i+1))
	id, err := x.ids.of("table", strconv.Itoa(i), w.Name)
	if err != nil {
		return nil, err
	}
	rolls := adventure.ReadRolls(w)
	if !rolls.DieOK {
		x.problem("wandering table %q: die %q is not NdM or d%%; the roll table has no formula", name, w.Die)
	}
	flags := x.top()
	flags.WanderingTable = w
	t := &RollTable{ID: id, Name: name, Description: tableDescription(w), Formula: rolls.Formula,
		Replacement: true, DisplayRoll: true, Results: []TableResult{}, Flags: Flags{flags}, Stats: stats()}
	for r, e := range w.Entries {
		rr := rolls.Rows[r]
		if rr.Err != nil {
			x.problem("wandering table %q row %d: %v; the row is left out of the results", name, r+1, rr.Err)
			continue
		}
		if !rr.InReach {
			x.problem("wandering table %q row %d: range %q is beyond %s (%d-%d)", name, r+1, e.Range, rolls.Formula, rolls.Low, rolls.High)
		}
		lo, hi := rr.Low, rr.High
		rid, err := x.ids.of("result", strconv.Itoa(i), strconv.Itoa(r))
		if err != nil {
			return nil, err
		}
		t.Results = append(t.Results, TableResult{ID: rid, Type: "text", Description: escape(e.Entry),
			Range: [2]int{lo, hi}, Weight: hi - lo + 1, Flags: Flags{resultFlags{e}}})
	}
	return t, nil
}

// tableDescription returns the HTML description of a wandering table: where
// it applies, and every row as printed.
func tableDescription(w *adventure.WanderingTable) string {
	var c content
	if w.AppliesTo != "" {
		c.paragraphs("Applies to: " + w.AppliesTo)
	}
	if w.Frequency != "" {
		c.paragraphs("Check: " + w.Frequency)
	}
	c.b.WriteString(`<table class="scriptorium-wandering"><tbody>`)
	for _, e := range w.Entries {
		c.b.WriteString("<tr><th>" + escape(e.Range) + "</th><td>" + escape(e.Entry) + "</td></tr>")
	}
	c.b.WriteString("</tbody></table>")
	if len(w.Pages) > 0 {
		c.note("PDF pages: " + joinInts(w.Pages) + ".")
	}
	return c.String()
}
