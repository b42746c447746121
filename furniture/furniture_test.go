package furniture

import (
	"slices"
	"testing"
)

// page returns the lines of page n, each at its edge as AtEdge says.
func page(n int, texts ...string) []Line {
	var ls []Line
	for i, t := range texts {
		ls = append(ls, Line{Page: n, Text: t, Edge: AtEdge(i, len(texts))})
	}
	return ls
}

// TestRunning: a head over every page (a module's title) and a foot
// under every page (its folio left out by the caller) run; heads over
// every other page (facing pages: the module's title left, the chapter's
// right) run; a line repeated inside the text of two pages, and a key
// line whose number does not step with the page, do not.
func TestRunning(t *testing.T) {
	ls := slices.Concat(
		page(1, "THE SUNKEN KEEP", "The keep stands on a rock.", "A stair climbs to the gate.", "Guards watch here.", "Keep Out", "more text here", "and here", "foot line", "Chapter One"),
		page(2, "LEVEL 1: THE CELLARS", "The cellars are damp.", "Keep Out", "Rats scurry.", "more", "and more", "foot line"),
		page(3, "THE SUNKEN KEEP", "Bats roost.", "Water drips.", "A well.", "foot line"),
		page(4, "LEVEL 1: THE CELLARS", "Kegs lie broken.", "Ale pools.", "foot line"),
	)
	ls = append(ls, Line{Page: 3, Text: "KEY", Edge: true, Step: 2, Stepped: true}, Line{Page: 4, Text: "KEY", Edge: true, Step: 5, Stepped: true})
	var got []string
	for i, run := range Running(ls, map[int]bool{1: true, 2: true, 3: true, 4: true}) {
		if run && !slices.Contains(got, ls[i].Text) {
			got = append(got, ls[i].Text)
		}
	}
	slices.Sort(got)
	if want := []string{"LEVEL 1: THE CELLARS", "THE SUNKEN KEEP", "foot line"}; !slices.Equal(got, want) {
		t.Errorf("running lines %q, want %q", got, want)
	}
}
