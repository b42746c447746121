package foundry

import (
	"slices"
	"strings"
	"testing"

	"github.com/scriptorium/scriptorium/adventure"
)

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
	r := exportOf(t, a)
	want := []string{
		`wandering table "Crypt" row 2: bad range "3 or 4": "3 or 4" is not a roll; the row is left out of the results`,
		`wandering table "Crypt" row 4: range "7" is beyond 1d6 (1-6)`,
		`wandering table "Odd": die "roll twice" is not NdM or d%; the roll table has no formula`,
	}
	if got := strings.Join(r.Warnings, "\n"); got != strings.Join(want, "\n") {
		t.Errorf("problems:\n%s\nwant:\n%s", got, strings.Join(want, "\n"))
	}
	ds := docs(t, r)
	crypt := ds[len(ds)-2]
	var ranges [][2]int
	for _, res := range crypt.Results {
		ranges = append(ranges, res.Range)
	}
	if want := [][2]int{{1, 2}, {5, 6}, {7, 7}}; !slices.Equal(ranges, want) {
		t.Errorf("crypt result ranges = %v, want %v", ranges, want)
	}
	if !strings.Contains(string(r.Files[len(ds)-2].Data), `<tr><th>3 or 4</th><td>bats</td></tr>`) {
		t.Errorf("crypt table description lacks the row left out of the results")
	}
}

// TestTableDescriptionSaysWhenToRoll: a roll table's description carries
// where the table applies and how often it is checked, as printed.
func TestTableDescriptionSaysWhenToRoll(t *testing.T) {
	got := tableDescription(&adventure.WanderingTable{Name: "Crypt", Die: "d6", AppliesTo: "the crypt", Frequency: "1 in 6 every 2 turns",
		Entries: []adventure.WanderingEntry{{Range: "1-6", Entry: "rats"}}})
	for _, want := range []string{"Applies to: the crypt", "Check: 1 in 6 every 2 turns"} {
		if !strings.Contains(got, want) {
			t.Errorf("description %s lacks %q", got, want)
		}
	}
}
