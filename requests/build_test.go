package requests

import (
	"errors"
	"slices"
	"testing"

	"github.com/scriptorium/scriptorium/provider"
)

var testPages = []Page{
	{Number: 3, Text: "1. ENTRANCE\nThree goblins (AC 6, HD 1-1) guard the door.", Image: []byte("\x89PNG page 3")},
	{Number: 4, Text: "2. STORE ROOM\nEmpty crates.", Image: []byte("\x89PNG page 4")},
}

// buildAll builds one request of every kind from fixed inputs.
func buildAll(t *testing.T, aliases *AliasTable) map[Kind]*provider.Request {
	t.Helper()
	out := map[Kind]*provider.Request{}
	var err error
	if out[KindSurvey], err = BuildSurveyRequest(1, testPages, Settings{}); err != nil {
		t.Fatal(err)
	}
	ctx := &ContentContext{System: "B/X", ExpectedKeys: []string{"1", "2"}}
	if out[KindContent], err = BuildContentRequest(testPages, ctx, Settings{}); err != nil {
		t.Fatal(err)
	}
	c := Creature{Canonical: "Goblin", Printed: []string{"goblins", "Goblin chief"}, StatLines: []string{"AC 6, HD 1-1"}}
	if out[KindStatblock], err = BuildStatblockRequest(c, testPages[:1], Settings{}); err != nil {
		t.Fatal(err)
	}
	if out[KindMonsters], err = BuildMonstersRequest([]string{"goblins", "Orc war-leader"}, aliases); err != nil {
		t.Fatal(err)
	}
	if out[KindWandering], err = BuildWanderingRequest(testPages, Settings{}); err != nil {
		t.Fatal(err)
	}
	return out
}

func fingerprints(t *testing.T, reqs map[Kind]*provider.Request) map[Kind]string {
	t.Helper()
	out := map[Kind]string{}
	for k, r := range reqs {
		fp, err := provider.Fingerprint(r)
		if err != nil {
			t.Fatal(err)
		}
		out[k] = fp
	}
	return out
}

// changedKinds returns the kinds whose fingerprints differ, sorted.
func changedKinds(before, after map[Kind]string) []Kind {
	var out []Kind
	for k, fp := range before {
		if after[k] != fp {
			out = append(out, k)
		}
	}
	slices.Sort(out)
	return out
}

func TestBuildTwiceSameFingerprint(t *testing.T) {
	a := fingerprints(t, buildAll(t, DefaultAliases()))
	b := fingerprints(t, buildAll(t, DefaultAliases()))
	if got := changedKinds(a, b); len(got) != 0 {
		t.Errorf("rebuilt fingerprints differ for %v", got)
	}
}

func TestBuildTags(t *testing.T) {
	want := map[Kind]string{KindSurvey: "survey.w01", KindContent: "content.p003-p004",
		KindStatblock: "statblock.goblin", KindMonsters: "monsters", KindWandering: "wandering.p003-p004"}
	for k, r := range buildAll(t, DefaultAliases()) {
		if r.Tag != want[k] {
			t.Errorf("%s tag = %q, want %q", k, r.Tag, want[k])
		}
		if got, err := KindOf(r.Tag); err != nil || got != k {
			t.Errorf("KindOf(%q) = %q, %v; want %q", r.Tag, got, err, k)
		}
	}
}

func TestPromptEditStrandsOnlyItsKind(t *testing.T) {
	before := fingerprints(t, buildAll(t, DefaultAliases()))
	for _, k := range Kinds {
		saved := prompts[k]
		prompts[k] = saved + "Also mind the margins.\n"
		after := fingerprints(t, buildAll(t, DefaultAliases()))
		prompts[k] = saved
		if got := changedKinds(before, after); !slices.Equal(got, []Kind{k}) {
			t.Errorf("editing the %s prompt changed %v, want [%s]", k, got, k)
		}
	}
}

func TestSchemaEditStrandsOnlyItsKind(t *testing.T) {
	before := fingerprints(t, buildAll(t, DefaultAliases()))
	for _, k := range Kinds {
		saved := schemas[k]
		edited, err := generateSchema(answerTypes[k])
		if err != nil {
			t.Fatal(err)
		}
		schemas[k] = append(edited[:len(edited)-1:len(edited)-1], `,"description":"edited"}`...)
		after := fingerprints(t, buildAll(t, DefaultAliases()))
		schemas[k] = saved
		if got := changedKinds(before, after); !slices.Equal(got, []Kind{k}) {
			t.Errorf("editing the %s schema changed %v, want [%s]", k, got, k)
		}
	}
}

func TestAliasEditStrandsOnlyMonsters(t *testing.T) {
	before := fingerprints(t, buildAll(t, DefaultAliases()))
	edited, err := ParseAliases(DefaultAliases().Text() + "hobgoblin captain\tHobgoblin\n")
	if err != nil {
		t.Fatal(err)
	}
	after := fingerprints(t, buildAll(t, edited))
	if got := changedKinds(before, after); !slices.Equal(got, []Kind{KindMonsters}) {
		t.Errorf("editing the alias table changed %v, want [monsters]", got)
	}
}

func TestBuildRejectsBadPages(t *testing.T) {
	backwards := []Page{{Number: 4}, {Number: 3}}
	if _, err := BuildContentRequest(backwards, nil, Settings{}); !errors.Is(err, ErrPageOrder) {
		t.Errorf("pages 4,3: error = %v, want ErrPageOrder", err)
	}
	if _, err := BuildWanderingRequest(nil, Settings{}); !errors.Is(err, ErrNoPages) {
		t.Errorf("no pages: error = %v, want ErrNoPages", err)
	}
	if _, err := BuildSurveyRequest(1, []Page{{Number: 0}}, Settings{}); !errors.Is(err, ErrPageOrder) {
		t.Errorf("page 0: error = %v, want ErrPageOrder", err)
	}
	if _, err := BuildMonstersRequest([]string{" ", ""}, DefaultAliases()); !errors.Is(err, ErrNoNames) {
		t.Errorf("blank names: error = %v, want ErrNoNames", err)
	}
	if _, err := BuildStatblockRequest(Creature{}, nil, Settings{}); !errors.Is(err, ErrNoNames) {
		t.Errorf("no canonical name: error = %v, want ErrNoNames", err)
	}
}
