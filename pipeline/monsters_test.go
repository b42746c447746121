package pipeline

import (
	"slices"
	"testing"

	"github.com/scriptorium/scriptorium/requests"
)

// TestCreaturesOneIDOneMonster: canonical names differing only in case or
// punctuation, from a model's answer or from the alias table, would give
// two monsters with one ID (a duplicate-monster error); they are one.
func TestCreaturesOneIDOneMonster(t *testing.T) {
	areas := []requests.Area{
		{Key: "1", Encounters: []requests.Encounter{{Creature: "giant rats"}}, Pages: []int{2}},
		{Key: "2", Encounters: []requests.Encounter{{Creature: "Rat, Giant", StatLine: "AC 7, HD 1/2, #AT 1"}}, Pages: []int{3}},
	}
	res := map[string]requests.Resolution{
		"giant rats": {Canonical: "Giant rat", Match: requests.MatchAlias},
		"Rat, Giant": {Canonical: "Giant Rat", Match: requests.MatchAlias},
	}
	creatures := bestiary(areas, res)
	wandering := []wanderingAnswer{{tables: []requests.WanderingTable{{Die: "d6",
		Entries: []requests.WanderingEntry{{Range: "1", Entry: "2d6 giant rats"}}}}}}
	creatures = withWanderingCreatures(creatures, wandering)
	if len(creatures) != 1 {
		t.Fatalf("got %d creatures, want one giant rat: %+v", len(creatures), creatures)
	}
	c := creatures[0]
	if c.Canonical != "Giant rat" || !slices.Equal(c.Printed, []string{"Rat, Giant", "giant rats"}) ||
		!slices.Equal(c.Pages, []int{2, 3}) || c.StatBlock == nil {
		t.Errorf("creature %+v, want Giant rat printed as both names, pages 2-3, with the stat block", c)
	}
}
