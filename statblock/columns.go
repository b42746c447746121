package statblock

import (
	"regexp"
	"strings"
)

// LabelsColumns reports whether header, a table's header row as printed
// (its cells with or without the "|" between them), labels stat columns: it
// carries, as whole words, labels of [Labels] of two fields or more, the
// armour class or hit dice among them ("| No. | AC | HD | MV | #AT | D |
// ML |"; "| d8 Monster | No. AC | HD hp | MV |" as a text layer joins
// cells; "| Creature | Armor Class | Hit Dice | Move |"). A header's labels
// stand without values, so [PrintsStats] does not see them; the rows under
// such a header print each creature's stats in its columns.
func LabelsColumns(header string) bool {
	header = strings.ReplaceAll(header, "**", "")
	fields := map[string]bool{}
	for _, l := range columnLabels {
		if l.label.MatchString(header) {
			fields[l.field] = true
		}
	}
	return len(fields) >= 2 && (fields["ac"] || fields["hd"])
}

// columnLabels are [Labels] compiled for a header: each label alone as a
// word, with no value after it.
var columnLabels = func() []statLabel {
	out := make([]statLabel, 0, len(Labels))
	for _, l := range Labels {
		out = append(out, statLabel{field: l.Field,
			label: regexp.MustCompile(`(?:^|[^\pL\pN#%/])(?:` + alternation(l.forms(true)) + `)(?:$|[^\pL\pN/])`)})
	}
	return out
}()

// ColumnLabel reports whether cell, one cell of a table's header row as
// printed, labels a stat column: it holds labels of [Labels] and nothing
// else, whole and in any case, with or without a full stop or colon
// after each ("AC", "MV", "Armor Class", "DEF", "HD hp" or "#AT D" where a
// text layer joined two columns). A cell naming anything else ("Monster",
// "d8", "No.", "Notes") labels no stat column.
func ColumnLabel(cell string) bool {
	return columnCell.MatchString(strings.TrimSpace(strings.ReplaceAll(cell, "**", "")))
}

// columnCell matches a header cell made of labels of [Labels] alone.
var columnCell = func() *regexp.Regexp {
	var forms []string
	for _, l := range Labels {
		forms = append(forms, l.forms(true)...)
	}
	label := `(?:` + alternation(forms) + `)[.:]?`
	return regexp.MustCompile(`^(?i:` + label + `(?:\s+` + label + `)*)$`)
}()
