package adventure

import (
	"bytes"
	"reflect"
	"slices"
	"testing"

	"github.com/scriptorium/scriptorium/internal/testenv"
)

func sampleStages() []StageSummary {
	return []StageSummary{
		{Stage: "survey", Units: 1, Providers: []string{"replay"}, Models: []string{"gpt-x"}, Usage: TokenUsage{InputTokens: 1200, OutputTokens: 300}},
		{Stage: "content", Units: 2, Providers: []string{"replay", "manual"}, Models: []string{"gpt-x", "", "gpt-x"}, Usage: TokenUsage{InputTokens: 5400, OutputTokens: 2100}},
		{Stage: "assemble"},
	}
}

func TestReportGolden(t *testing.T) {
	a := sample()
	r := NewReport(a, Check(a), sampleStages())
	data, err := r.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	testenv.Golden(t, "testdata/report.json", data)
	var text bytes.Buffer
	if err := r.WriteText(&text); err != nil {
		t.Fatal(err)
	}
	testenv.Golden(t, "testdata/report.txt", text.Bytes())
}

func TestReportContent(t *testing.T) {
	a := sample()
	findings := Check(a)
	reversed := slices.Clone(findings)
	slices.Reverse(reversed)
	stages := sampleStages()
	r := NewReport(a, reversed, stages)
	wantTotals := Totals{Sites: 2, Levels: 2, Areas: 3, Encounters: 3, Monsters: 2, StatBlocks: 1, WanderingTables: 1,
		Units: 3, Usage: TokenUsage{InputTokens: 6600, OutputTokens: 2400}}
	if r.Totals != wantTotals {
		t.Errorf("totals = %+v, want %+v", r.Totals, wantTotals)
	}
	if got := r.Stages[1]; !reflect.DeepEqual(got.Providers, []string{"manual", "replay"}) || !reflect.DeepEqual(got.Models, []string{"gpt-x"}) {
		t.Errorf("content stage providers %v models %v, want sorted, without duplicates or empty names", got.Providers, got.Models)
	}
	all := slices.Concat(r.Findings.Errors, r.Findings.Warnings, r.Findings.Info)
	if !reflect.DeepEqual(all, findings) || len(r.Findings.Info) != 1 || len(r.Findings.Errors) != 0 {
		t.Errorf("findings by severity = %+v, want Check's order grouped", r.Findings)
	}
	if r.Areas[1].Site != "Chapel" || r.Areas[1].Level != "Ground" || !reflect.DeepEqual(r.Areas[1].Pages, []int{2, 3}) {
		t.Errorf("area 2 report = %+v", r.Areas[1])
	}
	if m := r.Monsters[0]; m.ID != "giant-rat" || m.HasStatBlock || r.Monsters[1].HasStatBlock != true {
		t.Errorf("monster reports = %+v", r.Monsters)
	}
	if !reflect.DeepEqual(stages, sampleStages()) || !reflect.DeepEqual(a, sample()) {
		t.Error("NewReport modified its arguments")
	}
}

func TestPageRanges(t *testing.T) {
	for _, c := range []struct {
		pages []int
		want  string
	}{{nil, ""}, {[]int{4}, "4"}, {[]int{2, 3, 4, 7, 9, 10}, "2-4, 7, 9-10"}} {
		if got := pageRanges(c.pages); got != c.want {
			t.Errorf("pageRanges(%v) = %q, want %q", c.pages, got, c.want)
		}
	}
}

func TestPlace(t *testing.T) {
	for _, c := range [][3]string{{"Chapel", "Ground", "Chapel / Ground"}, {"Chapel", "", "Chapel"}, {"", "", "-"}} {
		if got := place(c[0], c[1]); got != c[2] {
			t.Errorf("place(%q, %q) = %q, want %q", c[0], c[1], got, c[2])
		}
	}
}
