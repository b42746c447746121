package offline

import "testing"

// TestGroupRevealed: read-aloud text describes a group by its look ("Three
// shapes crouch over a body") and the referee's text says what it is by
// "These are" or "They are" and its stat line: one group, of the
// described count, named by its kind — TSR style with boxed text over the
// referee's paragraph, and OSE style in one paragraph without hit points.
func TestGroupRevealed(t *testing.T) {
	oneAreaMeets(t, []encounterCase{
		{"TSR: boxed look, kind below with hit points",
			"**5. HALL**\n\n\"Three shapes crouch over a body, feeding.\"\n\nThese are ghouls (AC 6, HD 2*, hp 9, 8, 6, #AT 3, D 1d3/1d3/1d3 + paralysis, MV 90' (30'), Save F2, ML 9).",
			[]string{"3 ghouls [AC 6, HD 2*, hp 9, 8, 6, #AT 3, D 1d3/1d3/1d3 + paralysis, MV 90' (30'), Save F2, ML 9]"}},
		{"OSE: one paragraph, no hit points",
			"**5. Hall.** Two dark figures lurk by the well. They are wights (AC 5 [14], HD 3*, Att 1 × touch (energy drain), MV 90' (30'), ML 12).",
			[]string{"2 wights [AC 5 [14], HD 3*, Att 1 × touch (energy drain), MV 90' (30'), ML 12]"}},
	})
}
