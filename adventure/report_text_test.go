package adventure

import (
	"bytes"
	"fmt"
	"strings"
	"testing"
)

// textReport returns a report of areas at the given confidences (keys from
// 1, one site and level, page 1, flagged as the confidence and
// split-across-pages) and the given findings, grouped as [NewReport] groups
// them.
func textReport(flags []string, confidences []float64, findings ...Finding) *Report {
	r := &Report{Module: ModuleReport{Title: "The Mill", Source: Source{File: "mill.pdf"}, Pages: 6, Flags: flags}}
	for i, c := range confidences {
		a := AreaReport{Key: fmt.Sprint(i + 1), Site: "Mill", Pages: []int{1}, Confidence: c, Flags: []string{FlagSplitAcrossPages}}
		if c < LowConfidence {
			a.Flags = append(a.Flags, FlagLowConfidence)
		}
		r.Areas = append(r.Areas, a)
	}
	for _, f := range sortFindings(findings) {
		r.Findings.add(f)
	}
	return r
}

func writeText(t *testing.T, r *Report) string {
	t.Helper()
	var b bytes.Buffer
	if err := r.WriteText(&b); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

func unplaced(page int, words string) Finding {
	return Finding{Severity: SeverityWarning, Code: CodeTextUnplaced, Page: page,
		Message: fmt.Sprintf("text in no area, wandering table, stat block or heading, opening %q: check it, or add it in overrides.yaml", words)}
}

func lowConfidence(key string, c float64) Finding {
	return Finding{Severity: SeverityInfo, Code: CodeLowConfidence, Site: "Mill", Area: key, Message: fmt.Sprintf("area %q has confidence %.2f", key, c)}
}

// lines returns the lines of text that contain s.
func lines(text, s string) []string {
	var out []string
	for _, l := range strings.Split(text, "\n") {
		if strings.Contains(l, s) {
			out = append(out, l)
		}
	}
	return out
}

func TestWriteTextManyOfOneCode(t *testing.T) {
	openings := []string{"The river turns the wheel", "Millers guard", "A sidebar on flour", "Rumours: the miller", "Legends of the weir"}
	pages := []int{2, 2, 3, 5, 5}
	var findings []Finding
	var flags []string
	for i, w := range openings {
		findings = append(findings, unplaced(pages[i], w))
		flags = append(flags, fmt.Sprintf("%s:%d:%s", FlagTextUnplaced, pages[i], w))
	}
	text := writeText(t, textReport(flags, []float64{0.7, 0.7}, findings...))
	if got := lines(text, "module flags:"); len(got) != 1 || got[0] != "module flags: text-unplaced on pages 2-3, 5 (5)" {
		t.Errorf("module flags line = %q, want the flag's name, pages and count", got)
	}
	for _, w := range openings {
		if got := lines(text, w); len(got) != 1 {
			t.Errorf("%q is on %d lines, want 1:\n%s", w, len(got), text)
		}
	}
	head := "  warning  text-unplaced  5 on pages 2-3, 5: text in no area, wandering table, stat block or heading, opening …: check it, or add it in overrides.yaml"
	if got := lines(text, "stat block or heading"); len(got) != 1 || got[0] != head {
		t.Errorf("the shared message is printed as %q, want once as %q", got, head)
	}
	if got := lines(text, `page 3  "A sidebar on flour"`); len(got) != 1 {
		t.Errorf("no line gives the page and opening of a finding:\n%s", text)
	}
	if got := lines(text, "fix in overrides.yaml: areas.<key>: description (replaced whole)"); len(got) != 1 {
		t.Errorf("the fix is printed %d times, want once:\n%s", len(got), text)
	}
	if got := lines(text, "run: extract assemble --workdir"); len(got) != 1 {
		t.Errorf("how to apply overrides.yaml is said %d times, want once:\n%s", len(got), text)
	}
}

func TestWriteTextMixedCodes(t *testing.T) {
	r := textReport([]string{"scan-page:4"}, []float64{0.5, 0.5, 0.9, 0.5},
		lowConfidence("1", 0.5), lowConfidence("2", 0.5), lowConfidence("4", 0.5),
		Finding{Severity: SeverityWarning, Code: CodeNoStatBlock, Site: "Mill", Area: "3", Monster: "ogre",
			Message: `area "3": "ogre" has no stat line and monster "ogre" has no stat block`},
		Finding{Severity: SeverityError, Code: CodeDuplicateMonster, Monster: "rat", Message: `several monsters have ID "rat"`},
		Finding{Severity: SeverityWarning, Code: CodeScanPage, Page: 4, Message: "no text layer, unlike the rest of the module"},
		Finding{Severity: SeverityWarning, Code: CodeEmptyPage, Page: 6, Message: "areas by the survey, but none was read from the page"},
	)
	text := writeText(t, r)
	for _, want := range []string{
		"module flags: scan-page on page 4",
		"Findings: 1 error, 3 warnings, 3 info",
		"  warning  empty-page              page 6  areas by the survey, but none was read from the page",
		"    fix in overrides.yaml: areas.<new key>: add: {site, level} with pages: [6] for each area it holds",
		"  error    duplicate-monster       rat  several monsters have ID \"rat\"",
		"  warning  encounter-no-statblock  3 / ogre  area \"3\": \"ogre\" has no stat line and monster \"ogre\" has no stat block",
		"    fix in overrides.yaml: monsters.ogre: stat_block, or areas.3: encounters to link another monster",
		"  info     low-confidence          3 areas: area … has confidence 0.50",
		"    1, 2, 4",
		"Areas: 3 of 4 at confidence 0.50, flagged low-confidence, their CONF left blank; CONF shows the other 1",
		"  TITLE - : no title was read for the area",
	} {
		if len(lines(text, want)) != 1 {
			t.Errorf("no line %q in\n%s", want, text)
		}
	}
	if got := lines(text, "has confidence"); len(got) != 1 {
		t.Errorf("low confidence is said on %d lines, want 1:\n%s", len(got), text)
	}
	if got := lines(text, "0.50"); len(got) != 2 {
		t.Errorf("0.50 is printed on %d lines, want 2 (the finding, the areas' header):\n%s", len(got), text)
	}
	if got := lines(text, "low-confidence"); len(got) != 2 {
		t.Errorf("low-confidence is printed on %d lines, want 2 (the finding, the areas' header):\n%s", len(got), text)
	}
	if got := lines(text, "0.90"); len(got) != 1 {
		t.Errorf("the one area apart has its confidence on %d lines, want 1:\n%s", len(got), text)
	}
}

func TestWriteTextNoFindings(t *testing.T) {
	r := textReport(nil, []float64{0.5, 0.5, 0.5})
	r.Stages = []StageSummary{{Stage: "survey", Providers: []string{"replay"}}, {Stage: "content", Providers: []string{"offline"}, Models: []string{"rules-v9"}}}
	text := writeText(t, r)
	if lines(text, "module flags") != nil || lines(text, "overrides.yaml") != nil {
		t.Errorf("a report with no flags or findings prints them:\n%s", text)
	}
	if got := lines(text, "Findings:"); len(got) != 1 || got[0] != "Findings: 0 errors, 0 warnings, 0 info" {
		t.Errorf("findings line = %q", got)
	}
	if got := lines(text, "0.50"); len(got) != 1 || got[0] != "Areas: all 3 areas at confidence 0.50 (content: offline rules-v9), flagged low-confidence" ||
		lines(text, "CONF") != nil || len(lines(text, "low-confidence")) != 1 || len(lines(text, "split-across-pages")) != 3 {
		t.Errorf("a confidence all areas share is said as %q, want once, with no CONF column:\n%s", got, text)
	}
}

func TestGist(t *testing.T) {
	for _, c := range []struct {
		msgs    []string
		gist    string
		details []string
	}{
		{[]string{`area "Hall" has confidence 0.50`, `area "Vault" has confidence 0.50`}, "area … has confidence 0.50", []string{`"Hall"`, `"Vault"`}},
		{[]string{`table "Road" row 7: 1d6 cannot roll "7" (1-6)`, `table "Road" row 8: 1d6 cannot roll "8" (1-6)`},
			`table "Road" row … (1-6)`, []string{`7: 1d6 cannot roll "7"`, `8: 1d6 cannot roll "8"`}},
		{[]string{`opening "a b": check it, or fix it`, `opening "c d e": check it, or fix it`}, "opening …: check it, or fix it", []string{`"a b"`, `"c d e"`}},
		{[]string{"page 5 is outside", "area 3 has no page"}, "", []string{"page 5 is outside", "area 3 has no page"}},
	} {
		var g findingGroup
		for _, m := range c.msgs {
			g = append(g, Finding{Message: m})
		}
		gist, details := g.gist()
		if gist != c.gist || strings.Join(details, "|") != strings.Join(c.details, "|") {
			t.Errorf("gist of %q = %q, %q; want %q, %q", c.msgs, gist, details, c.gist, c.details)
		}
	}
}

func TestFlagTexts(t *testing.T) {
	for _, c := range []struct {
		flags          []string
		names, compact string
	}{
		{[]string{"blank-page:2"}, "blank-page on page 2", "blank-page:2"},
		{[]string{"text-unplaced:2:A b", "text-unplaced:2:C", "scan-page:3", "override:title", "override:authors"},
			"text-unplaced on page 2 (2); scan-page on page 3; override (2)", "text-unplaced:2:A b,2:C scan-page:3 override:title,authors"},
		{[]string{"damaged-pdf:xref table broken", "damaged-page:4", "damaged-page:6", "override:wandering_tables"},
			"damaged-pdf; damaged-page on pages 4, 6; override", "damaged-pdf:xref table broken damaged-page:4,6 override:wandering_tables"},
		{[]string{"derived:aac", "low-confidence", "derived:thac0", "merged:2"}, "", "derived:aac,thac0 low-confidence merged:2"},
	} {
		if got := flagNames(c.flags); c.names != "" && got != c.names {
			t.Errorf("flagNames(%q) = %q, want %q", c.flags, got, c.names)
		}
		if got := compactFlags(c.flags); got != c.compact {
			t.Errorf("compactFlags(%q) = %q, want %q", c.flags, got, c.compact)
		}
	}
}
