package offline

import "testing"

// TestCountsInWords: a group counted by a noun of number before "of" ("a
// score of rats" is twenty, "a brace of stirges" two, "a trio of goblins"
// three) or left unstated by a plural one ("dozens of rats"), a group whose
// kind stands in brackets between its name and its count ("Guards
// (Veterans) x4"), and a group of people where they stay ("Four guards
// stand here", "4 x guards sit here", where "Four statues stand here" are
// no one) is met — in B/X, OSE, Basic Fantasy and zine keys.
func TestCountsInWords(t *testing.T) {
	oneAreaMeets(t, []encounterCase{
		{"B/X: a score with its stat line", "**30. SEWER.** A score of giant rats (AC 7, HD 1/2, hp 2 each, #AT 1, D 1d3) swarm over the refuse.",
			[]string{"20 giant rats [AC 7, HD 1/2, hp 2 each, #AT 1, D 1d3]"}},
		{"OSE: a score, a brace and a trio", "### 30. Loft\nA score of rats scurry about. A brace of stirges roost in the rafters. A trio of goblins argue over a sack.",
			[]string{"20 rats", "2 stirges", "3 goblins"}},
		{"zine: unstated by a plural noun of number", "**31 ATTIC** Dozens of rats nest in the straw. scores of bats hang above.",
			[]string{"dozens rats", "scores bats"}},
		{"Basic Fantasy: a score of a number is no count", "31. Door: A score of 15 or more on 1d20 forces it.", nil},
		{"B/X: a half-dozen, a score multiplied, about a dozen", "**32. DEN.** A half-dozen orcs sleep here. Two score goblins squat by the fire. A dozen or so kobolds scurry about.",
			[]string{"6 orcs", "40 goblins", "12 kobolds"}},
		{"OSE: a kind in brackets before the count", "### 34. Gate\nGuards (Veterans) x4 stand by the portcullis.", []string{"4 Veterans"}},
		{"B/X: a kind in brackets before the count, with stats", "**34. GATE.** Sentries (Hobgoblins) ×3 (AC 6, HD 1+1, hp 6 each, #AT 1, D 1d8) watch the road.",
			[]string{"3 Hobgoblins [AC 6, HD 1+1, hp 6 each, #AT 1, D 1d8]"}},
		{"B/X: people where they stay", "**35. GATE.** 4 x guards stand by the door. Four statues stand in niches.", []string{"4 guards"}},
		{"OSE: people where they stay", "### 35. Cells\nTwo prisoners sit in chains. Three chairs sit by the wall.", []string{"2 prisoners"}},
	})
}
