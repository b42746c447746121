package preprocess

import (
	"path/filepath"
	"strings"
	"testing"
)

// encounterRows are the rows of the wandering table of the pages of
// testdata/keyed, under their header.
const encounterRows = "| 1 | 2d4 dock rats |\n| 2 | 1d4 watchmen (as Fighter 1) |\n| 3 | A press gang of 1d6+2 thugs |\n| 4 | 1 giant crab |\n| 5-6 | No encounter |\n"

// TestRunKeyedTables reads pages set by ReportLab's platypus from
// testdata/keyed/make.py: a wandering table of two columns, a die column
// and an entry column under a header row, its cells padded apart, as
// producers other than Chromium set it: ruled with a bold header, unruled,
// in roman type with no bold, its entries wrapped in their cells at the
// row's top or foot, a d% table keyed by ranges, and the table in the
// left column of two beside prose. Its rows stood further apart than a
// block's lines and fragments cut some at the lane and joined others, so
// the columns' blocks no longer paired: "d6", "1", "Encounter", "2d4 dock
// rats", "2 1d4 watchmen". Each must read row by row, a cell a column. A
// stat block set as a table of labels and values heads no die column, and
// is no such table.
func TestRunKeyedTables(t *testing.T) {
	wrapped := "| 1 | 2d4 dock rats, gnawing at a drowned sailor's boots by the water stairs |\n| 2 | 1d4 watchmen (as Fighter 1) looking for a thief who stole a ring |\n" +
		"| 3 | A press gang of 1d6+2 thugs |\n| 4 | 1 giant crab |\n| 5-6 | No encounter |\n"
	for _, tc := range []struct {
		name, want string
	}{
		{"ruled", "| **d6** | **Encounter** |\n| --- | --- |\n" + encounterRows + "\n## Temple Ward\n"},
		{"plain", "| **d6** | **Encounter** |\n| --- | --- |\n" + encounterRows + "\n## Temple Ward\n"},
		{"roman", "### Harbour Ward Encounters\n\n| Roll | Encounter |\n| --- | --- |\n" + encounterRows},
		{"wrapped", "| **d6** | **Encounter** |\n| --- | --- |\n" + wrapped},
		{"wrapped-foot", "| d6 | Encounter |\n| --- | --- |\n" + wrapped},
		{"percent", "| **d%** | **Encounter** |\n| --- | --- |\n| 01–15 | Smugglers (2d6) |\n| 16–40 | Harbour guard (1d4) |\n" +
			"| 41–70 | Giant rats (3d6) |\n| 71–99 | A lost child |\n| 00 | The harbourmaster |\n"},
		{"column", "### Harbour Ward Encounters\n\n| **d6** | **Encounter** |\n| --- | --- |\n" + encounterRows + "\n**A1. The Fish Steps.** The harbour ward is loud by\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			text := string(firstPageText(t, filepath.Join("testdata", "keyed", tc.name+".pdf")))
			if !strings.Contains(text, tc.want) {
				t.Errorf("page text lacks\n%s\npage text:\n%s", tc.want, text)
			}
		})
	}
	// Areas keyed by a bold number hung in the margin beside their bold
	// titles (hanging.py): the first key and title, both bold, were read
	// as a keyed table's header, the other entries as its rows.
	for _, name := range []string{"hanging-serif", "hanging-sans"} {
		t.Run(name, func(t *testing.T) {
			text := string(firstPageText(t, filepath.Join("testdata", "keyed", name+".pdf")))
			for _, want := range []string{"**1 Gate Passage**\nA vaulted passage", "**2 Guard Room**\nBunks for six", "**4 Cellar**\nWine barrels"} {
				if strings.Contains(text, "|") || !strings.Contains(text, want) {
					t.Errorf("page text lacks %q, or holds a table:\n%s", want, text)
				}
			}
		})
	}
	// A boxed table at the foot of a page column (solid.py), its rows set
	// solid under a header naming the die, each a bold die value a little
	// larger than its entry: fragments cut the rows whose entry led with a
	// figure at the die column's lane and joined the others, and the table
	// read as a row or two, lines of a die alone, and lines of prose.
	solid := "| **d6** | **Wandering (1 in 6 per turn)** |\n| --- | --- |\n| **1** | 1d4 giant leeches hunting for warmth |\n" +
		"| **2** | 1d6 cave rats (AC 7, HD 1/2, hp 2 each, bite 1d3) |\n| **3** | A lost pilgrim asking for the way out |\n" +
		"| **4** | 1d3 skeletons, still wet from the pool |\n| **5** | 1 giant crab, hungry |\n| **6** | The Ninth Ferryman, ringing his bell |\n"
	for _, name := range []string{"solid-sans", "solid-serif"} {
		t.Run(name, func(t *testing.T) {
			text := string(firstPageText(t, filepath.Join("testdata", "keyed", name+".pdf")))
			if !strings.Contains(text, solid) {
				t.Errorf("page text lacks\n%s\npage text:\n%s", solid, text)
			}
		})
	}
	t.Run("stats", func(t *testing.T) {
		text := string(firstPageText(t, filepath.Join("testdata", "keyed", "stats.pdf")))
		if strings.Contains(text, "|") || !strings.Contains(text, "Armor Class:") || !strings.Contains(text, "120' (40')") {
			t.Errorf("stat block read as a keyed table, or lost:\n%s", text)
		}
	})
}
