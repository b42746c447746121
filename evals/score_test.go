package evals

import (
	"reflect"
	"testing"

	"github.com/scriptorium/scriptorium/adventure"
)

func TestScoreEmptyTruthIsUndefined(t *testing.T) {
	a := oneLevel(adventure.Area{Key: "1", Encounters: []adventure.Encounter{{Creature: "orc"}}})
	for _, m := range Score(a, mustTruth(t, "version: 1\n")) {
		if _, ok := m.Value(); ok {
			t.Errorf("%s = %d/%d with an empty truth, want undefined", m.Name, m.Num, m.Den)
		}
	}
}

func TestScoreAreas(t *testing.T) {
	tr := mustTruth(t, "version: 1\nsites: [{name: Keep, levels: [{areas: [{key: '1'}, {key: '2'}, {key: '3'}]}]}]\n")
	s := Score(oneLevel(adventure.Area{Key: "#1"}, adventure.Area{Key: "Area 2"}, adventure.Area{Key: "7"}), tr)
	wantMetric(t, s, "areas.recall", 2, 3)
	wantMetric(t, s, "areas.precision", 2, 3)
	wantMetric(t, Score(oneLevel(), tr), "areas.precision", 0, 0)
}

func TestScoreAreasPreferSameSite(t *testing.T) {
	tr := mustTruth(t, `version: 1
sites:
  - {name: Sea, levels: [{areas: [{key: '1', encounters: [{creature: whale}]}]}]}
  - {name: Isle, levels: [{areas: [{key: '1', encounters: [{creature: elf}]}]}]}
`)
	a := &adventure.Adventure{Sites: []adventure.Site{
		{Name: "Isle", Levels: []adventure.Level{{Areas: []adventure.Area{{Key: "1", Encounters: []adventure.Encounter{{Creature: "elves"}}}}}}},
		{Name: "Sea", Levels: []adventure.Level{{Areas: []adventure.Area{{Key: "1", Encounters: []adventure.Encounter{{Creature: "whales"}}}}}}},
	}}
	s := Score(a, tr)
	wantMetric(t, s, "areas.recall", 2, 2)
	wantMetric(t, s, "encounters.recall", 2, 2)
}

func TestScoreEncounters(t *testing.T) {
	tr := mustTruth(t, `version: 1
sites: [{name: Keep, levels: [{areas: [
  {key: '1', encounters: [{creature: war boars, count: 4, canonical: Boar}, {creature: orc alchemist, canonical: Orc}]},
  {key: '2', encounters: []},
  {key: '5', encounters: [{creature: owlbear, canonical: Owlbear}, {creature: black bear, canonical: Black Bear}]},
  {key: '3'},
  {key: '4', encounters: [{creature: goblins, count: 3}]}]}]}]
`)
	a := oneLevel(
		adventure.Area{Key: "1", Encounters: []adventure.Encounter{
			{Creature: "War Boar", Monster: "boar", Count: fixed(3)},
			{Creature: "alchemist", Monster: "orc"},
			{Creature: "rat"},
		}},
		adventure.Area{Key: "2", Encounters: []adventure.Encounter{{Creature: "skulls"}}},
		adventure.Area{Key: "3", Encounters: []adventure.Encounter{{Creature: "ghost"}}},
		adventure.Area{Key: "5", Encounters: []adventure.Encounter{{Creature: "owlbear", Monster: "owl-bear"}, {Creature: "black bear", Monster: "bear"}}},
	)
	a.Monsters = []adventure.Monster{{ID: "boar", Name: "Boar"}, {ID: "orc", Name: "Orc", PrintedNames: []string{"orcs"}},
		{ID: "owl-bear", Name: "Owl Bear", PrintedNames: []string{"owlbear"}}, {ID: "bear", Name: "Bear", PrintedNames: []string{"black bear"}}}
	s := Score(a, tr)
	wantMetric(t, s, "encounters.recall", 4, 4)    // area 4 unmatched: not counted
	wantMetric(t, s, "encounters.precision", 4, 6) // rat, and skulls in a verified-empty area
	wantMetric(t, s, "encounters.count", 0, 1)
	wantMetric(t, s, "encounters.canonical", 3, 4) // a bear is no black bear; Owl Bear is Owlbear
}

// TestScoreNamedIndividuals matches an individual by its own name before
// any creature of its kind: the smuggler named Kessa is Kessa, not one of
// the smugglers, whichever the truth lists first.
func TestScoreNamedIndividuals(t *testing.T) {
	tr := mustTruth(t, `version: 1
sites: [{name: Fen, levels: [{areas: [
  {key: Sluice, encounters: [{creature: smugglers, count: 4}, {creature: Kessa}]},
  {key: Forge, encounters: [{creature: "Bregga the smith"}, {creature: Pell}]}]}]}]
`)
	a := oneLevel(
		adventure.Area{Key: "Sluice", Encounters: []adventure.Encounter{
			{Creature: "smuggler", Name: "Kessa", Count: fixed(1)},
			{Creature: "smugglers", Count: fixed(4)},
		}},
		adventure.Area{Key: "Forge", Encounters: []adventure.Encounter{
			{Creature: "smith", Name: "Bregga"},
			{Creature: "boy", Name: "Pell"},
		}},
	)
	s := Score(a, tr)
	wantMetric(t, s, "encounters.recall", 4, 4)
	wantMetric(t, s, "encounters.count", 1, 1)
}

func TestScoreTreasure(t *testing.T) {
	tr := mustTruth(t, `version: 1
sites: [{name: Keep, levels: [{areas: [
  {key: '1', treasure: {present: true, types: [C]}},
  {key: '2', treasure: {present: false}},
  {key: '3', treasure: {present: true, types: []}},
  {key: '4'}]}]}]
`)
	a := oneLevel(
		adventure.Area{Key: "1", Treasure: &adventure.Treasure{Types: []string{"c"}}},
		adventure.Area{Key: "2", Treasure: &adventure.Treasure{AsPrinted: "10gp"}},
		adventure.Area{Key: "3"},
		adventure.Area{Key: "4", Treasure: &adventure.Treasure{}},
	)
	s := Score(a, tr)
	wantMetric(t, s, "treasure.presence", 1, 3)
	wantMetric(t, s, "treasure.letters", 2, 2)
}

func TestScoreConnectionsAndDoors(t *testing.T) {
	tr := mustTruth(t, `version: 1
sites: [{name: Keep, levels: [{areas: [
  {key: '1', exits: [{to: '2', kind: door, state: locked}, {kind: secret_door}]},
  {key: '2', exits: [{to: '1'}, {to: '3', kind: stairs}]},
  {key: '3'},
  {key: '4', exits: []},
  {key: '5'}]}]}]
`)
	a := oneLevel(
		adventure.Area{Key: "1", Exits: []adventure.Exit{{Target: "2", Kind: "door", State: "stuck"}, {Kind: "secret_door"}, {Target: "4", Kind: "door"}}},
		adventure.Area{Key: "2", Exits: []adventure.Exit{{Target: "1", Kind: "door"}, {Target: "5", Kind: "passage"}}},
		adventure.Area{Key: "3"},
		adventure.Area{Key: "4", Exits: []adventure.Exit{{Target: "1"}}},
		adventure.Area{Key: "5"},
	)
	s := Score(a, tr)
	// truth edges 1-2, 2-3; judged adventure edges 1-2, 1-4 (2-5: 5 unlisted).
	wantMetric(t, s, "connections.recall", 1, 2)
	wantMetric(t, s, "connections.precision", 1, 2)
	wantMetric(t, s, "connections.f1", 2, 4)
	wantMetric(t, s, "doors.kind", 2, 3) // the stairs to 3 are missing
	wantMetric(t, s, "doors.state", 0, 1)
}

func TestScoreStatBlocks(t *testing.T) {
	tr := mustTruth(t, `version: 1
monsters:
  - {name: Orc, stat_block: {ac: 6, hit_dice: 1, damage: [1d6]}}
  - {name: Vulture Demon, stat_block: {ac: 2, hd_modifier: 1, damage: [2d6, 2d6], movement_ft: 180}}
  - {name: Nixie, stat_block: {ac: 7}}
`)
	ac6, ac3, hd1, mv := 6, 3, 1.0, 180
	a := &adventure.Adventure{Monsters: []adventure.Monster{
		{ID: "orc", Name: "Orc", PrintedNames: []string{"Orcs"}, StatBlock: &adventure.StatBlock{Printed: adventure.PrintedStats{Raw: "HD1 AC6 1d6"},
			Normalized: adventure.Stats{AC: &ac6, HitDice: &hd1, Attacks: []adventure.Attack{{Count: 1, Damage: "1d6"}}}}},
		{ID: "vulture-demon", Name: "Vulture demons", StatBlock: &adventure.StatBlock{Printed: adventure.PrintedStats{AC: "3"},
			Normalized: adventure.Stats{AC: &ac3, HDModifier: 1, Attacks: []adventure.Attack{{Count: 2, Form: "claw", Damage: "2D6"}}, MovementFt: &mv}}},
		{ID: "nixie", Name: "Nixie", StatBlock: &adventure.StatBlock{Printed: adventure.PrintedStats{Name: "nixie"}}}, // nothing printed
	}}
	s := Score(a, tr)
	wantMetric(t, s, "statblocks.recall", 2, 3)
	wantMetric(t, s, "statblocks.fields", 6, 7)
	wantMetric(t, s, "statblocks.field.ac", 1, 2)
	wantMetric(t, s, "statblocks.field.damage", 2, 2)
	wantMetric(t, s, "statblocks.field.xp", 0, 0)
}

func TestScoreWandering(t *testing.T) {
	tr := mustTruth(t, `version: 1
wandering:
  - name: Random Encounters
    die: 1d8
    entries:
      - {range: '1', creature: dead baboons, count: 2d4}
      - {range: '2-3', creature: giant bat}
      - {range: '4', text: rainbow nebula}
  - {name: Ship Encounter, die: d10}
`)
	a := &adventure.Adventure{
		Monsters: []adventure.Monster{{ID: "giant-bat", Name: "Giant Bat"}},
		Wandering: []adventure.WanderingTable{{Name: "Wandering monsters", Die: "d8", Entries: []adventure.WanderingEntry{
			{Range: "1", Entry: "2d4 slow moving, Dead Baboons, creeping"},
			{Range: "2–3", Entry: "bats spying", Monster: "giant-bat"},
			{Range: "5", Entry: "rainbow nebula"},
		}}},
	}
	s := Score(a, tr)
	wantMetric(t, s, "wandering.entries", 2, 3)
	wantMetric(t, s, "wandering.die", 1, 2) // the ship table has no partner
	wantMetric(t, s, "wandering.ranges", 2, 3)
	wantMetric(t, s, "wandering.named", 2, 3)
}

// TestScoreWanderingPrecision: every row of every adventure table is judged
// against the truth rows of its partner, so a rumour table read as a
// wandering table and rows the module does not print count against it,
// and a partner whose rows the truth leaves out judges none.
func TestScoreWanderingPrecision(t *testing.T) {
	tr := mustTruth(t, `version: 1
wandering:
  - name: Wandering Monsters
    entries:
      - {range: '1', creature: goblin}
      - {range: '2', creature: giant rat, count: 2d4}
  - {name: Night Encounters}
`)
	a := &adventure.Adventure{Wandering: []adventure.WanderingTable{
		{Name: "Wandering Monsters", Entries: []adventure.WanderingEntry{
			{Range: "1", Entry: "1d6 goblins"},
			{Range: "1", Entry: "a goblin patrol"}, // a second row for the same truth row still matches
			{Range: "2", Entry: "1d4 giant rats"},  // wrong count
			{Range: "3", Entry: "a wolf"},          // no such row
		}},
		{Name: "Rumours", Entries: []adventure.WanderingEntry{
			{Range: "1", Entry: "the miller hides a goblin"},
			{Range: "2", Entry: "the well is haunted"},
		}},
		{Name: "Night Encounters", Entries: []adventure.WanderingEntry{{Range: "1", Entry: "owls"}}},
	}}
	s := Score(a, tr)
	wantMetric(t, s, "wandering.precision", 2, 6)
	wantMetric(t, s, "wandering.entries", 1, 2)
	wantMetric(t, s, "wandering.ranges", 2, 2) // both ranges printed
	wantMetric(t, s, "wandering.named", 2, 2)  // the rats' count is wrong
	none := mustTruth(t, "version: 1\nwandering: []\n")
	wantMetric(t, Score(a, none), "wandering.precision", 0, 7)
	wantMetric(t, Score(a, mustTruth(t, "version: 1\n")), "wandering.precision", 0, 0)
}

// TestScoreWanderingDieSpellings pins that a die printed in another
// spelling of the same die scores as found, and another die does not.
func TestScoreWanderingDieSpellings(t *testing.T) {
	for _, tc := range []struct {
		truth, got string
		same       bool
	}{
		{"d%", "d100", true}, {"d100", "d%", true}, {"d%", "1d100", true}, {"D%", "d00", true},
		{"1d100", "D100", true}, {"1d6", "d6", true}, {"d6", "1D6", true}, {"2d6", "2d6", true},
		{"d%", "d10", false}, {"d6", "2d6", false}, {"d100", "d10", false}, {"d20", "d12", false},
	} {
		tr := mustTruth(t, "version: 1\nwandering: [{name: Wandering Monsters, die: '"+tc.truth+"'}]\n")
		a := &adventure.Adventure{Wandering: []adventure.WanderingTable{{Name: "Wandering Monsters", Die: tc.got}}}
		want := 0
		if tc.same {
			want = 1
		}
		t.Run(tc.truth+" and "+tc.got, func(t *testing.T) { wantMetric(t, Score(a, tr), "wandering.die", want, 1) })
	}
}

func TestScoreDeterministic(t *testing.T) {
	tr := mustTruth(t, "version: 1\nsites: [{name: Keep, levels: [{areas: [{key: '1', exits: [{to: '2'}]}, {key: '2', exits: [{to: '1'}, {to: '3'}]}, {key: '3', exits: [{to: '2'}]}]}]}]\n")
	a := oneLevel(
		adventure.Area{Key: "1", Exits: []adventure.Exit{{Target: "2"}, {Target: "3"}}},
		adventure.Area{Key: "2", Exits: []adventure.Exit{{Target: "3"}, {Target: "1"}}},
		adventure.Area{Key: "3"},
	)
	first := Score(a, tr)
	for range 20 {
		if got := Score(a, tr); !reflect.DeepEqual(got, first) {
			t.Fatalf("Score changed between runs:\n%v\n%v", first, got)
		}
	}
}

func TestMean(t *testing.T) {
	got := Mean([]Scores{
		{{Name: "a", Num: 1, Den: 2}, {Name: "b", Num: 0, Den: 0}},
		{{Name: "a", Num: 1, Den: 1}, {Name: "b", Num: 0, Den: 0}},
		{{Name: "a", Num: 0, Den: 0}},
	})
	if len(got) != 2 || got[0].Mean == nil || *got[0].Mean != 0.75 || got[0].Modules != 2 {
		t.Errorf("mean of a = %+v, want 0.75 over 2 modules", got[0])
	}
	if got[1].Mean != nil || got[1].Modules != 0 {
		t.Errorf("mean of b = %+v, want undefined (nil), not 0", got[1])
	}
}

func TestScoreDoorWithoutTarget(t *testing.T) {
	tr := mustTruth(t, "version: 1\nsites: [{name: Keep, levels: [{areas: [{key: '1', exits: [{to: '2', kind: stairs, state: open}]}, {key: '2'}]}]}]\n")
	a := oneLevel(
		adventure.Area{Key: "1", Exits: []adventure.Exit{{Target: "3", Kind: "stairs"}, {Kind: "stairs", State: "open"}}},
		adventure.Area{Key: "2"},
	)
	s := Score(a, tr)
	wantMetric(t, s, "doors.kind", 1, 1)
	wantMetric(t, s, "doors.state", 1, 1)
	wantMetric(t, s, "connections.recall", 0, 1)
}

// TestScoreConnectionFoundFromTheUnlistedEnd: a truth edge counts as found
// when the adventure has it from either end, even the end whose exits the
// truth does not list.
func TestScoreConnectionFoundFromTheUnlistedEnd(t *testing.T) {
	tr := mustTruth(t, "version: 1\nsites: [{name: Keep, levels: [{areas: [{key: '18', exits: [{to: '19', kind: passage}]}, {key: '19'}]}]}]\n")
	a := oneLevel(adventure.Area{Key: "18"}, adventure.Area{Key: "19", Exits: []adventure.Exit{{Target: "18", Kind: "passage"}}})
	s := Score(a, tr)
	wantMetric(t, s, "connections.recall", 1, 1)
	// 19's exits are not listed, so no adventure edge is judged; F1 must
	// still count the found edge once on each side (it read 2/1 before).
	wantMetric(t, s, "connections.f1", 2, 2)
}

func TestScoreTitles(t *testing.T) {
	tr := mustTruth(t, `version: 1
sites: [{name: Keep, levels: [{areas: [
  {key: '1', title: The Well},
  {key: '2', title: "Guard-post"},
  {key: '3', title: Flooded cellar},
  {key: '4'},
  {key: '5', title: Crypt}]}]}]
`)
	a := oneLevel(
		adventure.Area{Key: "1", Title: "THE WELL."},
		adventure.Area{Key: "2", Title: "Guard  post"},
		adventure.Area{Key: "3", Title: "Flooded cellar. Water stands"},
		adventure.Area{Key: "4", Title: "Anything"},
	)
	// 4 asserts no title; 5 is unmatched and costs area recall alone.
	wantMetric(t, Score(a, tr), "areas.titles", 2, 3)
}

// TestScoreConnectionsWithinSite: a compilation keys 1 and 2 in each of its
// sites; an exit resolves to the area of its own site.
func TestScoreConnectionsWithinSite(t *testing.T) {
	tr := mustTruth(t, `version: 1
sites:
  - {name: Chapel, levels: [{areas: [{key: '1', exits: [{to: '2'}]}, {key: '2', exits: [{to: '1'}]}]}]}
  - {name: Tower, levels: [{areas: [{key: '1', exits: []}, {key: '2', exits: []}]}]}
`)
	a := &adventure.Adventure{Sites: []adventure.Site{
		{Name: "Chapel", Levels: []adventure.Level{{Areas: []adventure.Area{{Key: "1", Exits: []adventure.Exit{{Target: "2"}}}, {Key: "2"}}}}},
		{Name: "Tower", Levels: []adventure.Level{{Areas: []adventure.Area{{Key: "1"}, {Key: "2"}}}}},
	}}
	s := Score(a, tr)
	wantMetric(t, s, "connections.recall", 1, 1)
	wantMetric(t, s, "connections.precision", 1, 1)
}

// TestScoreWanderingRangeSpellings pins that a range printed with leading
// zeros, another dash or spaces, or the percentile die's "00" for 100,
// scores as the same rolls, and other rolls do not.
func TestScoreWanderingRangeSpellings(t *testing.T) {
	for _, tc := range []struct {
		truth, got string
		same       bool
	}{
		{"01-15", "1-15", true}, {"1–15", "01 - 15", true}, {"96-00", "96-100", true}, {"07", "7", true}, {"2-3", "2–3", true},
		{"01-15", "1-16", false}, {"96-00", "96-99", false}, {"1", "10", false},
	} {
		tr := mustTruth(t, "version: 1\nwandering: [{name: Wandering Monsters, die: d%, entries: [{range: '"+tc.truth+"', creature: goblins}]}]\n")
		a := &adventure.Adventure{Wandering: []adventure.WanderingTable{{Name: "Wandering Monsters", Die: "d%",
			Entries: []adventure.WanderingEntry{{Range: tc.got, Entry: "goblins"}}}}}
		want := 0
		if tc.same {
			want = 1
		}
		t.Run(tc.truth+" and "+tc.got, func(t *testing.T) { wantMetric(t, Score(a, tr), "wandering.ranges", want, 1) })
	}
}
