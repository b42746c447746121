package adventure

import (
	"errors"
	"strings"
	"testing"
)

// TestParseRange reads printed ranges, and refuses what is not one.
func TestParseRange(t *testing.T) {
	for _, c := range []struct {
		in        string
		die       int
		low, high int
	}{
		{"3", 6, 3, 3}, {"1-2", 6, 1, 2}, {"11–12", 12, 11, 12}, {"5 — 6", 0, 5, 6}, {" 7−9 ", 0, 7, 9}, {"10-10", 0, 10, 10},
		{"12+", 20, 12, 20}, {"01-10", 100, 1, 10}, {"96-00", 100, 96, 100}, {"00", 100, 100, 100}, {"05", 6, 5, 5},
	} {
		low, high, err := ParseRange(c.in, c.die)
		if err != nil || low != c.low || high != c.high {
			t.Errorf("ParseRange(%q, %d) = %d, %d, %v; want %d, %d, nil", c.in, c.die, low, high, err, c.low, c.high)
		}
	}
	for _, c := range []struct {
		in  string
		die int
	}{
		{"", 6}, {"x", 6}, {"00", 6}, {"0", 100}, {"96-00", 20}, {"11+", 0}, {"1+-3", 6}, {"1, 3", 6}, {"6-5", 6},
		{"-2", 6}, {"1-", 6}, {"1-2-3", 6}, {"+3", 6}, {"1d6", 6}, {"٣", 6},
	} {
		if low, high, err := ParseRange(c.in, c.die); !errors.Is(err, ErrRange) {
			t.Errorf("ParseRange(%q, %d) = %d, %d, %v; want an error wrapping ErrRange", c.in, c.die, low, high, err)
		}
	}
}

// TestDie turns printed dice into roll formulas with their reach.
func TestDie(t *testing.T) {
	for _, c := range []struct {
		die, formula string
		low, high    int
		ok           bool
	}{
		{"d8", "1d8", 1, 8, true}, {"1d6", "1d6", 1, 6, true}, {"2d6", "2d6", 2, 12, true}, {" D20 ", "1d20", 1, 20, true},
		{"d%", "1d100", 1, 100, true}, {"d100", "1d100", 1, 100, true},
		{"", "", 0, 0, false}, {"d", "", 0, 0, false}, {"0d6", "", 0, 0, false}, {"1d6+1", "", 0, 0, false}, {"banana", "", 0, 0, false},
		{"99999999999999999999d6", "", 0, 0, false}, {"1d99999999999999999999", "", 0, 0, false}, {"101d6", "", 0, 0, false},
	} {
		formula, low, high, ok := Die(c.die)
		if formula != c.formula || low != c.low || high != c.high || ok != c.ok {
			t.Errorf("Die(%q) = %q, %d, %d, %v; want %q, %d, %d, %v", c.die, formula, low, high, ok, c.formula, c.low, c.high, c.ok)
		}
	}
}

// TestImplyDie: a table printed without a die gets the standard die its
// contiguous ranges span, marked implied, and check no longer warns of its
// die; a printed die, a gap, an overlap, an unreadable range or a span no
// standard die rolls leave the table as printed.
func TestImplyDie(t *testing.T) {
	rows := func(ranges ...string) []WanderingEntry {
		var out []WanderingEntry
		for _, r := range ranges {
			out = append(out, WanderingEntry{Range: r, Entry: "1d4 goblins"})
		}
		return out
	}
	for _, c := range []struct {
		die     string
		ranges  []string
		want    string
		implied bool
	}{
		{"", []string{"1–2", "3–4", "5–6"}, "d6", true},
		{"", []string{"1", "2", "3", "4-5", "6-8"}, "d8", true},
		{"", []string{"2-4", "5-9", "10-12"}, "2d6", true},
		{"", []string{"01-10", "11-100"}, "d100", true},
		{"d8", []string{"1-2", "3-4", "5-6"}, "d8", false},
		{"", []string{"1-2", "4-6"}, "", false},
		{"", []string{"1-3", "3-6"}, "", false},
		{"", []string{"1-3", "4-5"}, "", false},
		{"", []string{"1, 3", "4-6"}, "", false},
		{"", nil, "", false},
	} {
		table := WanderingTable{Die: c.die, Entries: rows(c.ranges...)}
		table.ImplyDie()
		if table.Die != c.want || table.DieImplied != c.implied {
			t.Errorf("ImplyDie(%q, %q) = %q implied %v; want %q implied %v", c.die, c.ranges, table.Die, table.DieImplied, c.want, c.implied)
		}
		if c.implied {
			a := &Adventure{Wandering: []WanderingTable{table}}
			for _, f := range Check(a) {
				if f.Code == CodeWanderingDie || f.Code == CodeWanderingRange {
					t.Errorf("check of a table with the implied die %s: %v", table.Die, f)
				}
			}
		}
	}
}

// TestCheckWandering finds each kind of broken wandering table.
func TestCheckWandering(t *testing.T) {
	a := sample()
	a.Wandering = []WanderingTable{
		{Name: "Ship", Die: "1d6", Entries: []WanderingEntry{{Range: "1-3", Entry: "pirates"}, {Range: "3-6", Entry: "kraken"},
			{Range: "7", Entry: "storm"}, {Range: "about 8", Entry: "calm"}, {Range: "2", Entry: ""}}},
		{Name: "Odd", Die: "banana", Entries: []WanderingEntry{{Range: "1", Entry: "echo"}}},
		{Die: "d6"},
	}
	var got []string
	for _, f := range Check(a) {
		if f.Code == CodeWanderingDie || f.Code == CodeWanderingRange || f.Code == CodeWanderingOverlap || f.Code == CodeWanderingEmpty {
			got = append(got, f.Code+": "+f.Message)
		}
	}
	want := []string{
		`wandering-die: wandering table "Odd": die "banana" is not NdM or d%: fix it in overrides.yaml (wandering)`,
		`wandering-empty: wandering table "Ship" row 5 has no entry text`,
		`wandering-empty: wandering table 3 has no rows`,
		`wandering-overlap: wandering table "Ship": rows 1 and 2 both have 3`,
		`wandering-overlap: wandering table "Ship": rows 1 and 5 both have 2`,
		`wandering-range: wandering table "Ship" row 3: 1d6 cannot roll "7" (1-6)`,
		`wandering-range: wandering table "Ship" row 4: bad range "about 8": "about 8" is not a roll`,
	}
	if len(got) != len(want) {
		t.Fatalf("findings:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("finding %d = %s\nwant %s", i, got[i], want[i])
		}
	}
}
