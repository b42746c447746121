package foundry

import (
	"encoding/json"
	"os"
	"regexp"
	"testing"

	"github.com/scriptorium/scriptorium/adventure"
	"github.com/scriptorium/scriptorium/internal/testenv"
	"github.com/scriptorium/scriptorium/pipeline/export"
)

func ptr[T any](v T) *T { return &v }

// chapel is a small hand-made adventure: two sites, three levels, an exit
// into the other site, an exit to no area, a linked and an unlinked
// encounter, a monster without a stat block, and a wandering table.
func chapel() *adventure.Adventure {
	return &adventure.Adventure{
		Format: adventure.Format, Version: adventure.Version,
		Module: adventure.Module{Title: "The Sunken Chapel", System: "B/X",
			Source: adventure.Source{File: "chapel.pdf", SHA256: "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef"}},
		Sites: []adventure.Site{{Name: "Chapel", Levels: []adventure.Level{
			{Name: "Ground", Areas: []adventure.Area{
				{Key: "1", Title: "Porch", ReadAloud: "Moss covers the steps.", Description: "Two goblins keep watch.",
					Encounters: []adventure.Encounter{{Creature: "Goblins", Monster: "goblin", Count: adventure.Count{Fixed: ptr(2)}, StatLine: "AC 6, HD 1-1"}},
					Exits:      []adventure.Exit{{Direction: "north", Kind: "door", State: "stuck", Target: "2"}}, Pages: []int{2}},
			}},
			{Name: "Cellar", Areas: []adventure.Area{
				{Key: "2", Title: "Nave", Description: "Pews rot.",
					Encounters: []adventure.Encounter{{Creature: "Giant rats", Monster: "giant-rat", Count: adventure.Count{Dice: "2d4"}}},
					Treasure:   &adventure.Treasure{AsPrinted: "40 gp"},
					Exits: []adventure.Exit{{Direction: "south", Kind: "door", Target: "1"},
						{Direction: "down", Kind: "stairs", State: "open", Target: "Crypt/1"}}},
			}},
		}}, {Name: "Crypt", Levels: []adventure.Level{
			{Areas: []adventure.Area{
				{Key: "1", Title: "Ossuary", Description: "Bones.",
					Encounters: []adventure.Encounter{{Creature: "Skeleton", Count: adventure.Count{Note: "one per niche"}}},
					Traps:      []string{"poison needle"},
					Exits:      []adventure.Exit{{Direction: "east", Kind: "secret_door", State: "hidden", Target: "9"}}},
			}},
		}}},
		Monsters: []adventure.Monster{
			{ID: "giant-rat", Name: "Giant Rat", PrintedNames: []string{"Giant rats"}},
			{ID: "goblin", Name: "Goblin", PrintedNames: []string{"Goblins"},
				StatBlock: &adventure.StatBlock{Printed: adventure.PrintedStats{Name: "Goblin", AC: "6", HD: "1-1", Raw: "AC 6, HD 1-1"}}},
		},
		Wandering: []adventure.WanderingTable{{Name: "Chapel wanderers", Die: "d6",
			Entries: []adventure.WanderingEntry{{Range: "1-3", Entry: "2d4 giant rats"}, {Range: "4–6", Entry: "Goblin patrol"}}}},
	}
}

// golden reads the golden adventure.json of a bundled set.
func golden(t testing.TB, set string) *adventure.Adventure {
	t.Helper()
	data, err := os.ReadFile(testenv.Assets(t, set, "golden", "adventure.json"))
	if err != nil {
		t.Fatal(err)
	}
	a, err := adventure.Parse(data)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// exportOf exports a, failing the test on an error.
func exportOf(t *testing.T, a *adventure.Adventure) *export.Result {
	t.Helper()
	r, err := Export(a)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// doc is the part of an exported document the tests read.
type doc struct {
	ID          string `json:"_id"`
	Name        string `json:"name"`
	Description string `json:"description"`
	Pages       []struct {
		ID   string `json:"_id"`
		Name string `json:"name"`
		Text struct {
			Content string `json:"content"`
		} `json:"text"`
		Flags struct {
			Scriptorium struct {
				Site string          `json:"site"`
				Area *adventure.Area `json:"area"`
			} `json:"scriptorium"`
		} `json:"flags"`
	} `json:"pages"`
	Results []struct {
		ID          string `json:"_id"`
		Description string `json:"description"`
		Range       [2]int `json:"range"`
	} `json:"results"`
}

// docs decodes the files of r.
func docs(t *testing.T, r *export.Result) []doc {
	t.Helper()
	out := make([]doc, len(r.Files))
	for i, f := range r.Files {
		if err := json.Unmarshal(f.Data, &out[i]); err != nil {
			t.Fatalf("%s: %v", f.Name, err)
		}
	}
	return out
}

// uuidLink matches a content link: its target and label.
var uuidLink = regexp.MustCompile(`@UUID\[([^\]]+)\]\{([^}]*)\}`)
