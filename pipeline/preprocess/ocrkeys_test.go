package preprocess

import "testing"

// TestMendKeys: the keys OCR misreads on a scanned page get their number
// and stop back, in a B/X style (a key and a sentence-case title opening a
// plain line) and an OSE style (a key and a title in capitals as a
// heading by size); what is no misread key stays as read: a key "1A" with
// its title in capitals, a comma key set as a heading (read as a key as
// it stands), a roman "I." on a page keyed in roman numerals, a line that
// carries on the one above (a stat line's tail), and counts and prose.
func TestMendKeys(t *testing.T) {
	for _, tc := range []struct{ name, in, want string }{
		{"b/x: glued to the title's first word", "1A cave mouth. Bats roost here.\n2. Guard post.", "1. A cave mouth. Bats roost here.\n2. Guard post."},
		{"b/x: glued to the title", "1Cave mouth. Bats roost here.", "1. Cave mouth. Bats roost here."},
		{"b/x: a comma for the stop", "1, Cave Mouth. Bats roost here.", "1. Cave Mouth. Bats roost here."},
		{"b/x: the letter l for the figure", "l. Well. A deep well.", "1. Well. A deep well."},
		{"ose: the letter I for the figure in a heading", "### I. CAVE MOUTH\nBats roost here.\n### 2. GUARD POST", "### 1. CAVE MOUTH\nBats roost here.\n### 2. GUARD POST"},
		{"ose: a colon for the stop in a heading", "### l: CAVE MOUTH", "### 1. CAVE MOUTH"},
		{"a key with a letter", "1A Cave Mouth. Bats roost here.", "1A Cave Mouth. Bats roost here."},
		{"a heading's comma key", "### 4, SHRINE OF THE GRAIN MOTHER", "### 4, SHRINE OF THE GRAIN MOTHER"},
		{"roman keys", "### I. CAVE MOUTH\n### II. GUARD POST", "### I. CAVE MOUTH\n### II. GUARD POST"},
		{"a stat line's wrapped tail", "Wolf: AC 7, HD 2, #AT\n1, D 1d6, ML 8.", "Wolf: AC 7, HD 2, #AT\n1, D 1d6, ML 8."},
		{"counts and prose", "3 goblins, 2 orcs.\nI think so. 12 ft. wide.", "3 goblins, 2 orcs.\nI think so. 12 ft. wide."},
	} {
		if got := mendKeys(tc.in); got != tc.want {
			t.Errorf("%s: mendKeys(%q) = %q, want %q", tc.name, tc.in, got, tc.want)
		}
	}
}
