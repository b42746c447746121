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
// running heads and feet and short lines are not flagged. Every page the
// content stage reads is looked at, whatever its role (an introduction,
// a monster appendix holding a site's background over its creatures'
// blocks), but for the roles that drop their text (a licence). A table
// read as a grid is looked at row by row, cell by cell: a rumour or an event table the
// adventure holds nowhere is flagged, a wandering table it holds is not,
// nor the heads of its stat columns, nor the sentence leading into it by
// its roll ("Roll d% once per hour:", TSR and Basic Fantasy styles),
// which on a page of no held table is flagged.
func TestUnplacedText(t *testing.T) {
	for _, tc := range []struct {
		form  string
		pages []string
		roles []requests.Role
		areas []adventure.Area
		want  []string
		raws  []string // the stat blocks the adventure's monsters hold
		wand  []adventure.WanderingTable
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
			[]string{"text-unplaced:1:The Lower Halls Beyond the shrine the passages", "text-unplaced:1:Bats roost in the dark above them."}, nil, nil},
		{"tsr", []string{
			"CAVES OF THE GREY WORM\n\nThe caves were dug by the grey worm long ago and nobody remembers when.\n\n1. ENTRY CAVE. Three kobolds lurk behind a boulder.\n\n1",
			"CAVES OF THE GREY WORM\n\n### PART TWO: THE DEEP CAVES\n\nThe deep caves are older than the upper caves and smell of sulphur.\n\n**2 GLYPH ROOM** – Glyphs glow faintly.\n\n2",
		}, []requests.Role{requests.RoleIntroduction, requests.RoleAreaKey},
			[]adventure.Area{
				{Key: "1", Title: "ENTRY CAVE", Description: "Three kobolds lurk behind a boulder."},
				{Key: "2", Title: "GLYPH ROOM", Description: "Glyphs glow faintly."},
			},
			[]string{"text-unplaced:1:The caves were dug by the grey worm", "text-unplaced:2:The deep caves are older than the upper"}, nil, nil},
		{"ose appendix", []string{
			"### THE DROWNED VALE\n\nThe vale lies under a lake that rose a hundred years ago.\n\n" +
				"**Drowned Dead**\nAC 7 [12], HD 2 (9hp), Att 1 × claw (1d6), THAC0 18 [+1], MV 60' (20'), ML 12, AL Chaotic, XP 20\n",
			"Permission is granted to copy this work under the terms of the licence.",
		}, []requests.Role{requests.RoleMonsterAppendix, requests.RoleLicense}, nil,
			[]string{"text-unplaced:1:The vale lies under a lake that rose"},
			[]string{"Drowned Dead\nAC 7 [12], HD 2 (9hp), Att 1 × claw (1d6), THAC0 18 [+1], MV 60' (20'), ML 12, AL Chaotic, XP 20"}, nil},
		{"basic fantasy appendix", []string{
			"DROWNED VALE\n\nThe villages of the valley drowned with their people long ago.\n\n" +
				"Drowned Dead\nArmor Class: 12\nHit Dice: 2\nNo. of Attacks: 1 claw\nDamage: 1d6\nMovement: 20'\n",
		}, []requests.Role{requests.RoleMonsterAppendix}, nil,
			[]string{"text-unplaced:1:The villages of the valley drowned with their"},
			[]string{"Drowned Dead\nArmor Class: 12\nHit Dice: 2\nNo. of Attacks: 1 claw\nDamage: 1d6\nMovement: 20'"}, nil},
		{"rumour grid", []string{
			"### Rumours\n\n| **d6** | **Rumour** |\n| --- | --- |\n| 1–2 | The ferryman drowned his brother for the toll money. (False.) |\n" +
				"| 3–4 | Lights move on the marsh when the moon is new. (True.) |\n| 5–6 | The abbot keeps a key to the crypt in his boot. |\n\n" +
				"**1. Ferry Landing** A flat-bottomed boat is tied to a post.",
		}, []requests.Role{requests.RoleAreaKey},
			[]adventure.Area{{Key: "1", Title: "Ferry Landing", Description: "A flat-bottomed boat is tied to a post."}},
			[]string{"text-unplaced:1:The ferryman drowned his brother for the toll", "text-unplaced:1:Lights move on the marsh when the moon", "text-unplaced:1:The abbot keeps a key to the crypt"}, nil, nil},
		{"event grid beside a held table", []string{
			"WANDERING MONSTERS\n| Roll | Monster | No. Appearing | Armour Class | Hit Dice | Morale |\n|:-:|:--|--|--|--|--|\n| 1 | 2d4 giant rats |\n| 2 | 1d6 skeletons with rusted swords and shields |\n\n" +
				"TOWN EVENTS (d4)\n| 1 | A cart loses a wheel and spills its load of apples across the square. |\n" +
				"| 2 | Bells ring for a wedding; the whole street turns out to watch. |\n",
		}, []requests.Role{requests.RoleRandomTables}, nil,
			[]string{"text-unplaced:1:A cart loses a wheel and spills its", "text-unplaced:1:Bells ring for a wedding; the whole street"}, nil,
			[]adventure.WanderingTable{{Name: "WANDERING MONSTERS", Entries: []adventure.WanderingEntry{
				{Range: "1", Entry: "2d4 giant rats"}, {Range: "2", Entry: "1d6 skeletons with rusted swords and shields"}}}}},
		{"tsr list led by its roll", []string{
			"WANDERING MONSTERS\n\nRoll 1d6 every 2 turns; a 1 indicates an encounter. Roll 1d6 again to find what is met:\n1. Bandits (1-6)\n2. Fire beetles (1-4)\n",
			"RUMOURS\n\nEach character may roll 1d4 once to learn what the villagers say:\n1. The mill is haunted by a drowned girl.\n",
		}, []requests.Role{requests.RoleRandomTables, requests.RoleIntroduction}, nil,
			[]string{"text-unplaced:1:Roll 1d6 every 2 turns; a 1 indicates", "text-unplaced:2:Each character may roll 1d4 once to learn"}, nil,
			[]adventure.WanderingTable{{Name: "WANDERING MONSTERS", Pages: []int{1}, Entries: []adventure.WanderingEntry{
				{Range: "1", Entry: "Bandits (1-6)"}, {Range: "2", Entry: "Fire beetles (1-4)"}}}}},
		{"basic fantasy d% led by its roll", []string{
			"Wandering Monsters\n\nRoll d% once per hour of game time:\n01-20 Giant Rats (1d10)\n21-00 Kobolds (2d4)\n",
		}, []requests.Role{requests.RoleAreaKey}, nil, nil, nil,
			[]adventure.WanderingTable{{Name: "Wandering Monsters", Pages: []int{1}, Entries: []adventure.WanderingEntry{
				{Range: "01-20", Entry: "Giant Rats (1d10)"}, {Range: "21-00", Entry: "Kobolds (2d4)"}}}}},
	} {
		t.Run(tc.form, func(t *testing.T) {
			a := &adventure.Adventure{Sites: []adventure.Site{{Name: "Site", Levels: []adventure.Level{{Areas: tc.areas}}}}}
			for _, raw := range tc.raws {
				a.Monsters = append(a.Monsters, adventure.Monster{StatBlock: &adventure.StatBlock{Printed: adventure.PrintedStats{Raw: raw}}})
			}
			a.Wandering = tc.wand
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
