package adventure

import (
	"reflect"
	"strings"
	"testing"
)

func TestCheckSample(t *testing.T) {
	a := sample()
	got := Check(a)
	want := []Finding{
		{SeverityWarning, CodeNoStatBlock, "Chapel", "Ground", "2", "giant-rat", `area "2": "Giant rats" has no stat line and monster "giant-rat" has no stat block`},
		{SeverityWarning, CodeNoStatBlock, "Crypt", "Vault", "3", "", `area "3": "Skeleton" has no stat line and is linked to no monster`},
		{SeverityWarning, CodeExitUnknown, "Crypt", "Vault", "3", "", `area "3": secret_door exit leads to "9", which is no area`},
		{SeverityInfo, CodeLowConfidence, "Crypt", "Vault", "3", "", `area "3" has confidence 0.40`},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Check(sample) =\n%v\nwant\n%v", got, want)
	}
	if HasErrors(got) {
		t.Error("HasErrors(sample findings) = true, want false")
	}
	if !reflect.DeepEqual(a, sample()) {
		t.Error("Check modified its adventure")
	}
}

func TestCheckFindings(t *testing.T) {
	cases := []struct {
		name string
		edit func(a *Adventure)
		want Finding
	}{
		{"schema", func(a *Adventure) { a.Sites[0].Levels[0].Areas[0].Traps = nil },
			Finding{SeverityError, CodeSchema, "", "", "", "", "/sites/0/levels/0/areas/0/traps: got null, want array"}},
		{"flag", func(a *Adventure) { a.Monster("goblin").Flags = []string{"shiny"} },
			Finding{SeverityError, CodeFlagUnknown, "", "", "", "goblin", `unknown flag "shiny": not in the vocabulary`}},
		{"no areas", func(a *Adventure) { a.Sites = []Site{} },
			Finding{SeverityError, CodeNoAreas, "", "", "", "", "the adventure has no area"}},
		{"duplicate key", func(a *Adventure) { a.Sites[0].Levels[0].Areas[1].Key = "1" },
			Finding{SeverityError, CodeDuplicateKey, "Chapel", "Ground", "1", "", `level "Ground" of site "Chapel" has two areas with key "1"`}},
		{"repeated key", func(a *Adventure) { a.Sites[1].Levels[0].Areas[0].Key = "1" },
			Finding{SeverityWarning, CodeRepeatedKey, "", "", "1", "", `2 areas in different places have key "1": exits to it are ambiguous; overrides name one as "<site>/1"`}},
		{"duplicate monster", func(a *Adventure) { a.Monster("giant-rat").ID = "goblin" },
			Finding{SeverityError, CodeDuplicateMonster, "", "", "", "goblin", `several monsters have ID "goblin"`}},
		{"monster unknown", func(a *Adventure) { a.Wandering[0].Entries[0].Monster = "rat" },
			Finding{SeverityError, CodeMonsterUnknown, "", "", "", "rat", `wandering table "Chapel wanderers" row "1-3" names monster "rat", which does not exist`}},
		{"page", func(a *Adventure) { a.Sites[0].Levels[0].Areas[0].Pages = []int{5} },
			Finding{SeverityError, CodePageOutOfRange, "Chapel", "Ground", "1", "", `area "1": page 5 is outside 1..4`}},
		{"no pages", func(a *Adventure) { a.Sites[0].Levels[0].Areas[0].Pages = []int{} },
			Finding{SeverityWarning, CodeNoSourcePages, "Chapel", "Ground", "1", "", `area "1" has no source page`}},
		{"empty level", func(a *Adventure) {
			a.Sites[1].Levels = append(a.Sites[1].Levels, Level{Name: "Deep", Areas: []Area{}})
		},
			Finding{SeverityWarning, CodeEmptyLevel, "", "", "", "", `level "Deep" of site "Crypt" has no area`}},
		{"empty site", func(a *Adventure) { a.Sites = append(a.Sites, Site{Name: "Tower", Levels: []Level{}}) },
			Finding{SeverityWarning, CodeEmptySite, "", "", "", "", `site "Tower" has no level`}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			a := sample()
			c.edit(a)
			got := Check(a)
			if !containsFinding(got, c.want) {
				t.Errorf("Check = %v\nwant it to hold %v", got, c.want)
			}
			if HasErrors(got) != (c.want.Severity == SeverityError) {
				t.Errorf("HasErrors = %v, want %v", HasErrors(got), c.want.Severity == SeverityError)
			}
		})
	}
}

func containsFinding(fs []Finding, want Finding) bool {
	for _, f := range fs {
		if f.Severity == want.Severity && f.Code == want.Code && f.Site == want.Site && f.Level == want.Level &&
			f.Area == want.Area && f.Monster == want.Monster &&
			strings.Contains(f.Message, want.Message) {
			return true
		}
	}
	return false
}

func TestCheckSorted(t *testing.T) {
	a := sample()
	a.Monsters[0].Flags = []string{"shiny"}
	a.Sites[0].Levels[0].Areas[0].Pages = []int{}
	got := Check(a)
	for i := 1; i < len(got); i++ {
		if got[i-1].Severity.rank() > got[i].Severity.rank() {
			t.Errorf("finding %d (%s) sorts after %d (%s)", i-1, got[i-1].Severity, i, got[i].Severity)
		}
	}
	if again := Check(a); !reflect.DeepEqual(got, again) {
		t.Error("Check gave different findings on a second run")
	}
}

func TestFindingSubject(t *testing.T) {
	for f, want := range map[Finding]string{
		{Area: "1", Monster: "blue-dragon"}: "1 / blue-dragon",
		{Area: "12a"}:                       "12a",
		{Monster: "nixie"}:                  "nixie",
		{}:                                  "",
	} {
		if got := f.Subject(); got != want {
			t.Errorf("%+v.Subject() = %q, want %q", f, got, want)
		}
	}
}
