package statblock

import "testing"

// TestLabelsColumns: a header row labels stat columns when it names, as
// whole words, the labels of two fields or more with the armour class or
// hit dice among them, in a TSR table's abbreviations, cells a text layer
// joined, or spelled-out labels; a table of results, a die and what is met,
// or one stat label alone does not.
func TestLabelsColumns(t *testing.T) {
	for _, tc := range []struct {
		header string
		want   bool
	}{
		{"| No. | AC | HD | MV | #AT | D | ML |", true},
		{"| **d8 Monster** | **No. AC** | **HD hp** | **MV** |", true},
		{"| Creature | Armor Class | Hit Dice | Move | Morale |", true},
		{"d% Encounter HD Mv", true},
		{"| #AT D | Save ML |", false},
		{"| d6 | Day | Night |", false},
		{"| Roll | Encounter | Number | Disposition |", false},
		{"| d12 | Die roll | Result | Hoard |", false},
		{"| d10 | Creature | HD |", false},
		{"| Advance | Hold | Retreat |", false},
	} {
		if got := LabelsColumns(tc.header); got != tc.want {
			t.Errorf("LabelsColumns(%q) = %v, want %v", tc.header, got, tc.want)
		}
	}
}

// TestColumnLabel: a header cell labels a stat column when it holds stat
// labels alone, in a TSR table's abbreviations (cells a text layer joined
// among them), spelled out as Basic Fantasy prints them, in a zine's
// capitals or in lower case; a cell naming the creature, the die, the
// count or anything else does not.
func TestColumnLabel(t *testing.T) {
	for _, tc := range []struct {
		cell string
		want bool
	}{
		{"AC", true}, {"**HD hp**", true}, {"#AT D", true}, {"Save ML", true}, {"MV.", true}, {"ac", true},
		{"Armor Class", true}, {"Hit Dice", true}, {"Move", true}, {"No. Appearing", true},
		{"DEF", true}, {"MOR", true}, {"ATK", true},
		{"Monster", false}, {"d8 Monster", false}, {"No.", false}, {"No. AC", false}, {"Notes", false},
		{"Cost", false}, {"Armor", false}, {"Day", false}, {"", false},
	} {
		if got := ColumnLabel(tc.cell); got != tc.want {
			t.Errorf("ColumnLabel(%q) = %v, want %v", tc.cell, got, tc.want)
		}
	}
}
