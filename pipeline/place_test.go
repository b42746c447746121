package pipeline

import (
	"reflect"
	"slices"
	"testing"

	"github.com/scriptorium/scriptorium/adventure"
	"github.com/scriptorium/scriptorium/requests"
)

func TestPlaceAreasMergesSplitAreasAndFollowsLevels(t *testing.T) {
	sv := &requests.Survey{Sites: []requests.Site{{Name: "Keep", Levels: []requests.Level{
		{Name: "Level 1", Keys: []requests.AreaKey{{Key: "1", Pages: []int{2}}, {Key: "2", Pages: []int{2, 3}}}},
		{Name: "Level 2", Keys: []requests.AreaKey{{Key: "3", Pages: []int{4}}}},
	}}}}
	areas := []requests.Area{
		{Key: "1", Description: "A hall.", Pages: []int{2}, Confidence: 0.9},
		{Key: "2", Description: "A long room", Pages: []int{2}, Confidence: 0.8, Features: []string{"statue"}},
		{Key: "2", Description: "with a pool.", Pages: []int{3}, Confidence: 0.5, Features: []string{"statue", "pool"}},
		{Key: "2b", Description: "Unsurveyed niche.", Pages: []int{3}, Confidence: 0.7},
		{Key: "3", Description: "Crypt.", Pages: []int{4}, Confidence: 1},
	}
	sites := placeAreas(sv, areas, nil, "Keep")
	l1, l2 := sites[0].Levels[0].Areas, sites[0].Levels[1].Areas
	if keys := areaKeys(l1); !slices.Equal(keys, []string{"1", "2", "2b"}) {
		t.Fatalf("level 1 keys = %v, want [1 2 2b]", keys)
	}
	if keys := areaKeys(l2); !slices.Equal(keys, []string{"3"}) {
		t.Fatalf("level 2 keys = %v, want [3]", keys)
	}
	two := l1[1]
	if two.Description != "A long room\n\nwith a pool." || !slices.Equal(two.Pages, []int{2, 3}) || two.Confidence != 0.5 {
		t.Errorf("merged area 2 = %q pages %v confidence %v", two.Description, two.Pages, two.Confidence)
	}
	if !slices.Equal(two.Features, []string{"statue", "pool"}) || !slices.Contains(two.Flags, adventure.Merged(2)) {
		t.Errorf("merged area 2 features %v flags %v", two.Features, two.Flags)
	}
}

func TestPlaceAreasWithoutSurveySites(t *testing.T) {
	sites := placeAreas(&requests.Survey{}, []requests.Area{{Key: "1"}}, nil, "Darkloch")
	if len(sites) != 1 || sites[0].Name != "Darkloch" || len(sites[0].Levels[0].Areas) != 1 {
		t.Fatalf("got %+v, want one site Darkloch holding area 1", sites)
	}
}

func TestConvertTreasureEmptyIsNil(t *testing.T) {
	if tr := convertTreasure(requests.Treasure{}); tr != nil {
		t.Errorf("empty treasure = %+v, want nil", tr)
	}
	tr := convertTreasure(requests.Treasure{AsPrinted: "300 gp", Coins: requests.Coins{GP: 300}})
	if tr == nil || tr.Coins["gp"] != 300 || len(tr.Coins) != 1 {
		t.Errorf("treasure = %+v, want 300 gp only", tr)
	}
}

func areaKeys(areas []adventure.Area) []string {
	var out []string
	for _, a := range areas {
		out = append(out, a.Key)
	}
	return out
}

func TestPlaceAreasKeepsARepeatedKeyInEachSite(t *testing.T) {
	sv := &requests.Survey{Sites: []requests.Site{
		{Name: "Astral Sea", Levels: []requests.Level{{Keys: []requests.AreaKey{{Key: "1", Pages: []int{3, 4}}, {Key: "2", Pages: []int{4}}}}}},
		{Name: "Lagnabadalë", Levels: []requests.Level{{Keys: []requests.AreaKey{{Key: "1", Pages: []int{7}}}}}},
	}}
	areas := []requests.Area{
		{Key: "1", Description: "Caravel,", Pages: []int{3}},
		{Key: "1", Description: "continued.", Pages: []int{4}},
		{Key: "2", Description: "Nautilus.", Pages: []int{4}},
		{Key: "1", Description: "The Book of the Sea.", Pages: []int{7}},
	}
	sites := placeAreas(sv, areas, nil, "")
	sea, lag := sites[0].Levels[0].Areas, sites[1].Levels[0].Areas
	if keys := areaKeys(sea); !slices.Equal(keys, []string{"1", "2"}) || sea[0].Description != "Caravel,\n\ncontinued." {
		t.Errorf("Astral Sea areas %v, first %q; want 1 (merged) and 2", keys, sea[0].Description)
	}
	if len(lag) != 1 || lag[0].Description != "The Book of the Sea." {
		t.Errorf("Lagnabadalë areas %+v, want its own area 1", lag)
	}
}

func TestWanderingCreature(t *testing.T) {
	for entry, want := range map[string]string{
		"1d6 giant bats spying for their demonic overlord HD 2 AC 6": "Giant Bat",
		"2d12-1 elves on a rescue mission (sleep)":                   "Elf",
		"a ghoul":                        "Ghoul",
		"1d4 cursed boars, sniffing out": "Boar",
		"asteroid field, see p. 5":       "",
	} {
		_, r, ok := wanderingCreature(entry, knownCreatures(nil))
		if got := r.Canonical; ok != (want != "") || (ok && got != want) {
			t.Errorf("wanderingCreature(%q) = %q, %v; want %q", entry, got, ok, want)
		}
	}
}

// TestWanderingCreatureKnownFirst: a row's creature is matched against the
// creatures the areas meet before the alias table, plurals folded, longest
// first, so a longer name the module uses is never cut down to a shorter
// alias ("Skeleton monks" is the area's Skeleton Monk, not the table's
// Skeleton); a row naming no known creature still falls back to the alias
// table. Rows in a d% list's style and in a TSR table's style.
func TestWanderingCreatureKnownFirst(t *testing.T) {
	met := []*creature{
		{Canonical: "Skeleton Monk", Printed: []string{"Skeleton Monk"}, Matches: map[string]requests.Match{"Skeleton Monk": requests.MatchNone}},
		{Canonical: "Zombie Hound", Printed: []string{"zombie hounds"}, Matches: map[string]requests.Match{"zombie hounds": requests.MatchNone}},
		{Canonical: "Giant Rat", Printed: []string{"Rat, Giant"}, Matches: map[string]requests.Match{"Rat, Giant": requests.MatchAlias}},
	}
	known := knownCreatures(met)
	for _, tc := range []struct{ entry, printed, want string }{
		{"Skeleton monks (1d4)", "Skeleton monks", "Skeleton Monk"},
		{"1d3 skeleton monk wardens", "skeleton monk", "Skeleton Monk"},
		{"2d4 Zombie hound, AC 8, HD 2, #AT 1, D 1d6", "Zombie hound", "Zombie Hound"},
		{"Zombie Hounds: AC 8 HD 2", "Zombie Hounds", "Zombie Hound"},
		{"3d6 rat, giant", "rat, giant", "Giant Rat"},
		{"Skeletons (2d6)", "Skeletons", "Skeleton"},
		{"1d6 zombies, AC 8, HD 2", "zombies", "Zombie"},
	} {
		printed, r, ok := wanderingCreature(tc.entry, known)
		if !ok || printed != tc.printed || r.Canonical != tc.want {
			t.Errorf("wanderingCreature(%q) = %q as %q, %v; want %q as %q", tc.entry, printed, r.Canonical, ok, tc.printed, tc.want)
		}
	}
}

// TestEmptyPages: a page surveyed as an area key or random tables that no
// area and no wandering table was read from is flagged once; other roles,
// and pages something was read from, are not.
func TestEmptyPages(t *testing.T) {
	sv := &requests.Survey{Pages: []requests.SurveyPage{
		{Page: 1, Role: requests.RoleCover}, {Page: 2, Role: requests.RoleAreaKey}, {Page: 3, Role: requests.RoleAreaKey},
		{Page: 3, Role: requests.RoleRandomTables}, {Page: 4, Role: requests.RoleRandomTables}, {Page: 5, Role: requests.RoleRandomTables},
	}}
	a := &adventure.Adventure{
		Sites:     []adventure.Site{{Levels: []adventure.Level{{Areas: []adventure.Area{{Key: "1", Pages: []int{2}}}}}}},
		Wandering: []adventure.WanderingTable{{Pages: []int{4}}},
	}
	if got, want := emptyPages(a, sv), []string{"empty-page:3", "empty-page:5"}; !slices.Equal(got, want) {
		t.Errorf("emptyPages = %v, want %v", got, want)
	}
}

// TestPlaceAreasSkipsProsePlaces: a site or level the survey gave no keyed
// area (a village described in prose) is no site or level of the
// adventure, so check has no empty site or level to warn of; a level whose
// keys no area fills is kept for check to report.
func TestPlaceAreasSkipsProsePlaces(t *testing.T) {
	sv := &requests.Survey{Sites: []requests.Site{
		{Name: "Hobb's Ford", Levels: []requests.Level{{Name: ""}}},
		{Name: "Barrow", Levels: []requests.Level{
			{Name: "Upper", Keys: []requests.AreaKey{{Key: "1", Pages: []int{3}}}},
			{Name: "Fields around", Keys: []requests.AreaKey{}},
			{Name: "Lower", Keys: []requests.AreaKey{{Key: "9", Pages: []int{5}}}},
		}},
	}}
	sites := placeAreas(sv, []requests.Area{{Key: "1", Pages: []int{3}, Confidence: 1}}, nil, "Barrow")
	if len(sites) != 1 || sites[0].Name != "Barrow" || len(sites[0].Levels) != 2 {
		t.Fatalf("sites %+v, want Barrow with levels Upper and Lower only", sites)
	}
	a := &adventure.Adventure{Sites: sites}
	var codes []string
	for _, f := range adventure.Check(a) {
		codes = append(codes, f.Code)
	}
	if slices.Contains(codes, adventure.CodeEmptySite) || !slices.Contains(codes, adventure.CodeEmptyLevel) {
		t.Errorf("check codes %v, want the unfilled level Lower reported and no empty site", codes)
	}
}

// TestPlaceRoamingEncounters: creatures a content batch prints as roaming
// between places go to the site of the batch's areas, not into an area,
// and are linked to their monsters like area encounters.
func TestPlaceRoamingEncounters(t *testing.T) {
	sv := &requests.Survey{Sites: []requests.Site{
		{Name: "Mill", Levels: []requests.Level{{Keys: []requests.AreaKey{{Key: "1", Pages: []int{2}}}}}},
		{Name: "Marsh", Levels: []requests.Level{{Keys: []requests.AreaKey{{Key: "The Hut", Pages: []int{4}}}}}},
	}}
	areas := []requests.Area{{Key: "1", Pages: []int{2}}, {Key: "The Hut", Pages: []int{4}}}
	roaming := []roamingBatch{{pages: []int{4}, after: 1, encounters: []requests.Encounter{
		{Creature: "bog hag", Name: "Mother Sedge", StatLine: "Mother Sedge: AC 4, HD 5, #AT 2, D 1d6/1d6"}}}}
	sites := placeAreas(sv, areas, roaming, "")
	if len(sites[0].Encounters) != 0 || len(sites[1].Encounters) != 1 {
		t.Fatalf("site encounters %+v / %+v, want the hag in the Marsh", sites[0].Encounters, sites[1].Encounters)
	}
	c := &caches{areas: areas, roaming: roaming}
	_, res := resolveNames(printedNames(monsterAreas(c), sv), nil)
	a := &adventure.Adventure{Sites: sites}
	linkAndFlag(a, res, sv)
	if e := a.Sites[1].Encounters[0]; e.Name != "Mother Sedge" || e.Monster != "mother-sedge" {
		t.Errorf("roaming encounter %+v, want Mother Sedge linked to her own monster (she has her own stats)", e)
	}
}

// TestExitKindsCopyOver: every exit kind a content answer may give (the
// arrows of a flowchart and portals included) is an adventure exit kind.
func TestExitKindsCopyOver(t *testing.T) {
	var got []string
	for _, k := range requests.ExitKinds {
		got = append(got, string(k))
	}
	if !slices.Equal(got, adventure.ExitKinds) || !slices.Contains(got, "portal") || !slices.Contains(got, "path") {
		t.Errorf("content exit kinds %v, adventure exit kinds %v: want the same, portal and path among them", got, adventure.ExitKinds)
	}
}

// TestWanderingTableKeepsWhatIsPrinted: every field of a wandering answer
// reaches adventure.json, the check frequency included.
func TestWanderingTableKeepsWhatIsPrinted(t *testing.T) {
	got := wanderingTable(requests.WanderingTable{Name: "Warren", Die: "d6", AppliesTo: "the warren",
		Frequency: "1 in 6 every 2 turns", Entries: []requests.WanderingEntry{{Range: "1-6", Entry: "2d4 giant rats", Count: "2d4"}}}, []int{3}, knownCreatures(nil))
	want := adventure.WanderingTable{Name: "Warren", Die: "d6", AppliesTo: "the warren", Frequency: "1 in 6 every 2 turns",
		Entries: []adventure.WanderingEntry{{Range: "1-6", Entry: "2d4 giant rats", Count: "2d4", Monster: "giant-rat"}}, Pages: []int{3}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("wanderingTable =\n%+v\nwant\n%+v", got, want)
	}
}

// A key printed again on another level or site of the same page (levels
// numbered from 1 each, or a compilation of one-page dungeons) gives an
// area of its own in each, while an area split over two page batches is
// still merged.
func TestPlaceAreasKeepsAKeyRepeatedOnOnePage(t *testing.T) {
	for _, c := range []struct {
		name string
		sv   *requests.Survey
	}{
		{"levels", &requests.Survey{Sites: []requests.Site{{Name: "Cistern", Levels: []requests.Level{
			{Name: "Upper Vaults", Keys: []requests.AreaKey{{Key: "1", Pages: []int{1}}, {Key: "2", Pages: []int{1, 2}}}},
			{Name: "Sub-Level", Keys: []requests.AreaKey{{Key: "1", Pages: []int{2}}, {Key: "2", Pages: []int{2}}}},
		}}}}},
		{"sites", &requests.Survey{Sites: []requests.Site{
			{Name: "The Mill", Levels: []requests.Level{{Keys: []requests.AreaKey{{Key: "1", Pages: []int{1}}, {Key: "2", Pages: []int{1, 2}}}}}},
			{Name: "The Barrow", Levels: []requests.Level{{Keys: []requests.AreaKey{{Key: "1", Pages: []int{2}}, {Key: "2", Pages: []int{2}}}}}},
		}}},
	} {
		t.Run(c.name, func(t *testing.T) {
			areas := []requests.Area{
				{Key: "1", Title: "ENTRY STAIR", Pages: []int{1}},
				{Key: "2", Title: "GUARD ROOM", Description: "Five kobolds", Pages: []int{1}},
				{Key: "2", Description: "dice here.", Pages: []int{2}},
				{Key: "1", Title: "FLOODED HALL", Pages: []int{2}},
				{Key: "2", Title: "CHAPEL", Pages: []int{2}},
			}
			sites := placeAreas(c.sv, areas, nil, "")
			var first, second []adventure.Area
			if c.name == "levels" {
				first, second = sites[0].Levels[0].Areas, sites[0].Levels[1].Areas
			} else {
				first, second = sites[0].Levels[0].Areas, sites[1].Levels[0].Areas
			}
			if len(first) != 2 || first[0].Title != "ENTRY STAIR" || first[1].Title != "GUARD ROOM" || first[1].Description != "Five kobolds\n\ndice here." {
				t.Errorf("first areas = %+v, want ENTRY STAIR and GUARD ROOM (merged over pages 1-2)", first)
			}
			if len(second) != 2 || second[0].Title != "FLOODED HALL" || second[1].Title != "CHAPEL" {
				t.Errorf("second areas = %+v, want FLOODED HALL and CHAPEL", second)
			}
		})
	}
}
