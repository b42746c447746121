package adventure

import "github.com/scriptorium/scriptorium/statblock"

func ptr[T any](v T) *T { return &v }

// sample is a small hand-made adventure: two sites, three levels, an area
// split across pages, a secret door, a trap, treasure, a linked and an
// unlinked encounter, a monster with and one without a stat block, and a
// wandering table.
func sample() *Adventure {
	goblin, flags := NewStatBlock(statblock.StatBlock{Name: "Goblin", AC: "6", HD: "1-1", HP: "4, 3", Movement: "60' (20')", Morale: "7",
		Raw: "AC 6, HD 1-1, hp 4, 3, MV 60' (20'), ML 7"})
	a := &Adventure{
		Format: Format, Version: Version,
		Module: Module{
			Title: "The Sunken Chapel", System: "B/X", LevelRange: "1-3",
			Authors: []string{"A. Scribe"}, License: "CC0", Pages: 4,
			Source: Source{File: "chapel.pdf", SHA256: "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef", Bytes: 1234},
		},
		Sites: []Site{{Name: "Chapel", Levels: []Level{
			{Name: "Ground", Areas: []Area{
				{Key: "1", Title: "Porch", ReadAloud: "Moss covers the <steps> & doors.", Description: "Two goblins keep watch.",
					Encounters: []Encounter{{Creature: "Goblins", Monster: "goblin", Count: Count{Fixed: ptr(2)}, StatLine: "AC 6, HD 1-1, hp 4, 3, MV 60' (20'), ML 7"}},
					Exits:      []Exit{{Direction: "north", Kind: "door", State: "stuck", Target: "2"}},
					Pages:      []int{2}, Confidence: 0.9, Flags: []string{}},
				{Key: "2", Title: "Nave", Description: "Pews rot under a collapsed roof.",
					Encounters: []Encounter{{Creature: "Giant rats", Monster: "giant-rat", Count: Count{Dice: "2d4"}}},
					Treasure:   &Treasure{AsPrinted: "40 gp and a silver chalice (25 gp)", Coins: map[string]int{"gp": 40}, Gems: []Valuable{{Description: "silver chalice", ValueGP: ptr(25.0)}}, MagicItems: []string{}, Types: []string{}},
					Features:   []string{"collapsed roof"},
					Exits:      []Exit{{Direction: "south", Kind: "door", State: "unstated", Target: "1"}, {Direction: "down", Kind: "stairs", State: "open", Target: "3"}},
					Pages:      []int{2, 3}, Confidence: 0.8, Flags: []string{"split-across-pages", "merged:2"}},
			}},
		}}, {Name: "Crypt", Levels: []Level{
			{Name: "Vault", Areas: []Area{
				{Key: "3", Title: "Ossuary", Description: "Bones line the walls. A needle trap guards the reliquary.",
					Encounters: []Encounter{{Creature: "Skeleton", Count: Count{Note: "one per niche"}}},
					Traps:      []string{"poison needle in the reliquary lock"},
					Exits:      []Exit{{Direction: "up", Kind: "stairs", State: "open", Target: "2"}, {Direction: "east wall", Kind: "secret_door", State: "hidden", Target: "9"}},
					Pages:      []int{3}, Confidence: 0.4, Flags: []string{"low-confidence", "encounter-unlinked:Skeleton", "count-unknown", "exit-target-unknown:9"}},
			}},
		}}},
		Monsters: []Monster{
			{ID: "goblin", Name: "Goblin", PrintedNames: []string{"Goblins"}, Flags: flags, StatBlock: &goblin},
			{ID: "giant-rat", Name: "Giant Rat", PrintedNames: []string{"Giant rats"}, Flags: []string{"statblock-missing"}},
		},
		Wandering: []WanderingTable{{Name: "Chapel wanderers", Die: "d6", AppliesTo: "Ground", Pages: []int{4},
			Entries: []WanderingEntry{{Range: "1-3", Entry: "2d4 giant rats", Count: "2d4", Monster: "giant-rat"}, {Range: "4-6", Entry: "Goblin patrol", Monster: "goblin"}}}},
		Flags: []string{"scan-page:1"},
	}
	a.Normalize()
	return a
}
