package foundry

import (
	"errors"
	"strings"
	"testing"

	"scriptorium/pipeline/adventure"
)

// TestParseRange reads printed ranges, and refuses what is not one.
func TestParseRange(t *testing.T) {
	for _, c := range []struct {
		in       string
		low, hig int
	}{
		{"3", 3, 3}, {"1-2", 1, 2}, {"11–12", 11, 12}, {"5 — 6", 5, 6}, {" 7−9 ", 7, 9}, {"10-10", 10, 10},
	} {
		low, high, err := ParseRange(c.in)
		if err != nil || low != c.low || high != c.hig {
			t.Errorf("ParseRange(%q) = %d, %d, %v; want %d, %d, nil", c.in, low, high, err, c.low, c.hig)
		}
	}
	for _, in := range []string{"", "x", "00", "0", "96-00", "11+", "1, 3", "6-5", "-2", "1-", "1-2-3", "+3", "1d6", "٣"} {
		if low, high, err := ParseRange(in); !errors.Is(err, ErrRange) {
			t.Errorf("ParseRange(%q) = %d, %d, %v; want an error wrapping ErrRange", in, low, high, err)
		}
	}
}

// TestFormula turns printed dice into roll formulas with their reach.
func TestFormula(t *testing.T) {
	for _, c := range []struct {
		die, formula string
		low, high    int
		ok           bool
	}{
		{"d8", "1d8", 1, 8, true}, {"1d6", "1d6", 1, 6, true}, {"2d6", "2d6", 2, 12, true}, {" D20 ", "1d20", 1, 20, true},
		{"", "", 0, 0, false}, {"d", "", 0, 0, false}, {"0d6", "", 0, 0, false}, {"1d6+1", "", 0, 0, false}, {"d%", "", 0, 0, false},
	} {
		formula, low, high, ok := Formula(c.die)
		if formula != c.formula || low != c.low || high != c.high || ok != c.ok {
			t.Errorf("Formula(%q) = %q, %d, %d, %v; want %q, %d, %d, %v", c.die, formula, low, high, ok, c.formula, c.low, c.high, c.ok)
		}
	}
}

// TestTableProblems wants an unreadable range reported and its row left
// out, a range beyond the die reported and kept, and a die that is no
// formula reported.
func TestTableProblems(t *testing.T) {
	a := chapel()
	a.Wandering = []adventure.WanderingTable{
		{Name: "Crypt", Die: "d6", Entries: []adventure.WanderingEntry{
			{Range: "1-2", Entry: "rats"}, {Range: "3 or 4", Entry: "bats"}, {Range: "5–6", Entry: "ghoul"}, {Range: "7", Entry: "lich"}}},
		{Name: "Odd", Die: "roll twice", Entries: []adventure.WanderingEntry{{Range: "1", Entry: "echo"}}},
	}
	r := export(t, a)
	want := []string{
		`wandering table "Crypt" row 2: bad range "3 or 4": "3 or 4" is not a roll; the row is left out of the results`,
		`wandering table "Crypt" row 4: range "7" is beyond 1d6 (1-6)`,
		`wandering table "Odd": die "roll twice" is not NdM; the roll table has no formula`,
	}
	if got := strings.Join(r.Problems, "\n"); got != strings.Join(want, "\n") {
		t.Errorf("problems:\n%s\nwant:\n%s", got, strings.Join(want, "\n"))
	}
	ds := docs(t, r)
	crypt := ds[len(ds)-2]
	var ranges [][2]int
	for _, res := range crypt.Results {
		ranges = append(ranges, res.Range)
	}
	if want := [][2]int{{1, 2}, {5, 6}, {7, 7}}; !equalRanges(ranges, want) {
		t.Errorf("crypt result ranges = %v, want %v", ranges, want)
	}
	if !strings.Contains(string(r.Files[len(ds)-2].Data), `<tr><th>3 or 4</th><td>bats</td></tr>`) {
		t.Errorf("crypt table description lacks the row left out of the results")
	}
}

func equalRanges(a, b [][2]int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
