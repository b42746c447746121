package foundry

import (
	"fmt"
	"html"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"

	"scriptorium/pipeline/adventure"
)

// rangeDashes are the dashes a printed range may use between its ends:
// hyphen-minus, en dash, em dash and minus sign.
const rangeDashes = "-–—−"

// ParseRange reads a wandering-table row's printed range: one roll ("3")
// or an ascending range of rolls ("1-2", "11–12", "5 — 6"), whole numbers
// from 1. Anything else ("00", "96-00", "11+", "1, 3", "6-5") is an error
// wrapping [ErrRange]: a range is read, never guessed.
func ParseRange(s string) (low, high int, err error) {
	a, b, isRange := cutDash(s)
	if low, err = roll(a); err == nil {
		high = low
		if isRange {
			high, err = roll(b)
		}
	}
	if err == nil && high < low {
		err = fmt.Errorf("%d is below %d", high, low)
	}
	if err != nil {
		return 0, 0, fmt.Errorf("%w %q: %v", ErrRange, s, err)
	}
	return low, high, nil
}

// cutDash slices s around its first dash (see rangeDashes).
func cutDash(s string) (before, after string, found bool) {
	i := strings.IndexAny(s, rangeDashes)
	if i < 0 {
		return s, "", false
	}
	_, size := utf8.DecodeRuneInString(s[i:])
	return s[:i], s[i+size:], true
}

// roll reads one roll: decimal digits, no sign, no leading zero, from 1.
func roll(s string) (int, error) {
	s = strings.TrimSpace(s)
	if s == "" || strings.Trim(s, "0123456789") != "" || s[0] == '0' {
		return 0, fmt.Errorf("%q is not a roll", s)
	}
	return strconv.Atoi(s)
}

// diePattern is a die as printed: "d6", "1d8", "2d6".
var diePattern = regexp.MustCompile(`^(\d*)[dD](\d+)$`)

// Formula returns the roll formula of a die as printed ("d8" → "1d8") with
// the lowest and highest totals it can roll; ok is false for anything else.
func Formula(die string) (formula string, low, high int, ok bool) {
	m := diePattern.FindStringSubmatch(strings.TrimSpace(die))
	if m == nil {
		return "", 0, 0, false
	}
	n, faces := 1, 0
	if m[1] != "" {
		n, _ = strconv.Atoi(m[1])
	}
	faces, _ = strconv.Atoi(m[2])
	if n < 1 || faces < 1 {
		return "", 0, 0, false
	}
	return fmt.Sprintf("%dd%d", n, faces), n, n * faces, true
}

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
	formula, low, high, ok := Formula(w.Die)
	if !ok {
		x.problem("wandering table %q: die %q is not NdM; the roll table has no formula", name, w.Die)
	}
	flags := x.top()
	flags.WanderingTable = w
	t := &RollTable{ID: id, Name: name, Description: tableDescription(w), Formula: formula,
		Replacement: true, DisplayRoll: true, Results: []TableResult{}, Flags: Flags{flags}, Stats: stats()}
	for r, e := range w.Entries {
		lo, hi, err := ParseRange(e.Range)
		if err != nil {
			x.problem("wandering table %q row %d: %v; the row is left out of the results", name, r+1, err)
			continue
		}
		if ok && (lo < low || hi > high) {
			x.problem("wandering table %q row %d: range %q is beyond %s (%d-%d)", name, r+1, e.Range, formula, low, high)
		}
		rid, err := x.ids.of("result", strconv.Itoa(i), strconv.Itoa(r))
		if err != nil {
			return nil, err
		}
		t.Results = append(t.Results, TableResult{ID: rid, Type: "text", Description: html.EscapeString(e.Entry),
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
	c.b.WriteString(`<table class="scriptorium-wandering"><tbody>`)
	for _, e := range w.Entries {
		c.b.WriteString("<tr><th>" + html.EscapeString(e.Range) + "</th><td>" + html.EscapeString(e.Entry) + "</td></tr>")
	}
	c.b.WriteString("</tbody></table>")
	if len(w.Pages) > 0 {
		c.note("PDF pages: " + joinInts(w.Pages) + ".")
	}
	return c.String()
}
