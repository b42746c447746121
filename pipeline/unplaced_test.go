package pipeline

import (
	"slices"
	"testing"

	"github.com/scriptorium/scriptorium/adventure"
	"github.com/scriptorium/scriptorium/requests"
)

// TestUnplacedText flags each run of body text that no part of the
// adventure holds, by its page and first words, in an OSE page (bold
// keys, a bold section heading over text that falls between the areas)
// and a TSR one (a Markdown heading, a running head and a folio on each
// page): the text between the sections was dropped with nothing to say
// so, and so was the last sentence of an area. Text the adventure holds,
// a key run into its title and a short text among it,
// running heads and feet, short lines and pages of no yielding role (the
// introduction) are not flagged.
func TestUnplacedText(t *testing.T) {
	for _, tc := range []struct {
		form  string
		pages []string
		roles []requests.Role
		areas []adventure.Area
		want  []string
	}{
		{"ose", []string{
			"**1. Guard Room**\n*A cold draught blows through this bare chamber.*\nFour goblins play dice at a table.\n" +
				"**The Lower Halls**\nBeyond the shrine the passages slope downward into the dark, and the\nair grows warm.\n" +
				"**2. Hall of Pillars**\nSix pillars hold up a vaulted roof. Bats roost in the dark above them.",
		}, []requests.Role{requests.RoleAreaKey},
			[]adventure.Area{
				{Key: "1", Title: "Guard Room", ReadAloud: "A cold draught blows through this bare chamber.", Description: "Four goblins play dice at a table."},
				{Key: "2", Title: "Hall of Pillars", Description: "Six pillars hold up a vaulted roof."},
			},
			[]string{"text-unplaced:1:The Lower Halls Beyond the shrine the passages", "text-unplaced:1:Bats roost in the dark above them."}},
		{"tsr", []string{
			"CAVES OF THE GREY WORM\n\nThe caves were dug by the grey worm long ago and nobody remembers when.\n\n1. ENTRY CAVE. Three kobolds lurk behind a boulder.\n\n1",
			"CAVES OF THE GREY WORM\n\n### PART TWO: THE DEEP CAVES\n\nThe deep caves are older than the upper caves and smell of sulphur.\n\n**2 GLYPH ROOM** – Glyphs glow faintly.\n\n2",
		}, []requests.Role{requests.RoleIntroduction, requests.RoleAreaKey},
			[]adventure.Area{
				{Key: "1", Title: "ENTRY CAVE", Description: "Three kobolds lurk behind a boulder."},
				{Key: "2", Title: "GLYPH ROOM", Description: "Glyphs glow faintly."},
			},
			[]string{"text-unplaced:2:The deep caves are older than the upper"}},
	} {
		t.Run(tc.form, func(t *testing.T) {
			a := &adventure.Adventure{Sites: []adventure.Site{{Name: "Site", Levels: []adventure.Level{{Areas: tc.areas}}}}}
			sv := &requests.Survey{}
			var pages []requests.Page
			for i, text := range tc.pages {
				pages = append(pages, requests.Page{Number: i + 1, Text: text})
				sv.Pages = append(sv.Pages, requests.SurveyPage{Page: i + 1, Role: tc.roles[i]})
			}
			got := unplacedText(a, sv, pages)
			if !slices.Equal(got, tc.want) {
				t.Errorf("flags %q, want %q", got, tc.want)
			}
			for _, f := range got {
				if err := adventure.ValidateFlag(adventure.ScopeModule, f); err != nil {
					t.Error(err)
				}
			}
		})
	}
}
