package adventure

import (
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"
)

func TestCheckSample(t *testing.T) {
	a := sample()
	got := Check(a)
	want := []Finding{
		{SeverityWarning, CodeNoStatBlock, "Chapel", "Ground", "2", "giant-rat", 0, `area "2": "Giant rats" has no stat line and monster "giant-rat" has no stat block`},
		{SeverityWarning, CodeNoStatBlock, "Crypt", "Vault", "3", "", 0, `area "3": "Skeleton" has no stat line and is linked to no monster`},
		{SeverityWarning, CodeExitUnknown, "Crypt", "Vault", "3", "", 0, `area "3": secret_door exit leads to "9", which is no area`},
		{SeverityWarning, CodeScanPage, "", "", "", "", 1, "no text layer, unlike the rest of the module: what was read from the page came from its render alone; check it against the render"},
		{SeverityInfo, CodeLowConfidence, "Crypt", "Vault", "3", "", 0, `area "3" has confidence 0.40`},
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
			Finding{SeverityError, CodeSchema, "", "", "", "", 0, "/sites/0/levels/0/areas/0/traps: got null, want array"}},
		{"flag", func(a *Adventure) { a.Monster("goblin").Flags = []string{"shiny"} },
			Finding{SeverityError, CodeFlagUnknown, "", "", "", "goblin", 0, `unknown flag "shiny": not in the vocabulary`}},
		{"no areas", func(a *Adventure) { a.Sites = []Site{} },
			Finding{SeverityError, CodeNoAreas, "", "", "", "", 0, "the adventure has no area"}},
		{"duplicate key", func(a *Adventure) { a.Sites[0].Levels[0].Areas[1].Key = "1" },
			Finding{SeverityError, CodeDuplicateKey, "Chapel", "Ground", "1", "", 0, `level "Ground" of site "Chapel" has two areas with key "1"`}},
		{"duplicate key, no names", func(a *Adventure) {
			a.Sites[1].Name, a.Sites[1].Levels[0].Name = "", ""
			a.Sites[1].Levels[0].Areas = append(a.Sites[1].Levels[0].Areas, a.Sites[1].Levels[0].Areas[0])
		},
			Finding{SeverityError, CodeDuplicateKey, "", "", "3", "", 0, `level #1 (no name) of site #2 (no name) has two areas with key "3"`}},
		{"repeated key", func(a *Adventure) { a.Sites[1].Levels[0].Areas[0].Key = "1" },
			Finding{SeverityWarning, CodeRepeatedKey, "", "", "", "", 0, `site "Chapel" and site "Crypt" number their keys each from 1, so key 1 stands in each: an exit to one leads to the area of its own level, else of its own site; overrides name an area by its place and key, such as "Chapel/1", "Crypt/1"`}},
		{"repeated key, numbered from elsewhere", func(a *Adventure) { a.Sites[1].Levels[0].Areas[0].Key = "2" },
			Finding{SeverityWarning, CodeRepeatedKey, "", "", "2", "", 0, `2 areas in different places have key "2": an exit to it leads to the one of its own level, else of its own site; overrides name each as "Chapel/2", "Crypt/2"`}},
		{"duplicate monster", func(a *Adventure) { a.Monster("giant-rat").ID = "goblin" },
			Finding{SeverityError, CodeDuplicateMonster, "", "", "", "goblin", 0, `several monsters have ID "goblin"`}},
		{"monster unknown", func(a *Adventure) { a.Wandering[0].Entries[0].Monster = "rat" },
			Finding{SeverityError, CodeMonsterUnknown, "", "", "", "rat", 0, `wandering table "Chapel wanderers" row "1-3" names monster "rat", which does not exist`}},
		{"stats not printed", func(a *Adventure) { a.Monster("giant-rat").Flags = []string{FlagStatBlockNotPrinted} },
			Finding{SeverityWarning, CodeNoStatBlock, "Chapel", "Ground", "2", "giant-rat", 0, `area "2": "Giant rats" has no stat line and the module prints no stats for monster "giant-rat"`}},
		{"page", func(a *Adventure) { a.Sites[0].Levels[0].Areas[0].Pages = []int{5} },
			Finding{SeverityError, CodePageOutOfRange, "Chapel", "Ground", "1", "", 0, `area "1": page 5 is outside 1..4`}},
		{"no pages", func(a *Adventure) { a.Sites[0].Levels[0].Areas[0].Pages = []int{} },
			Finding{SeverityWarning, CodeNoSourcePages, "Chapel", "Ground", "1", "", 0, `area "1" has no source page`}},
		{"empty level", func(a *Adventure) {
			a.Sites[1].Levels = append(a.Sites[1].Levels, Level{Name: "Deep", Areas: []Area{}})
		},
			Finding{SeverityWarning, CodeEmptyLevel, "", "", "", "", 0, `level "Deep" of site "Crypt" has no area`}},
		{"empty site", func(a *Adventure) { a.Sites = append(a.Sites, Site{Name: "Tower", Levels: []Level{}}) },
			Finding{SeverityWarning, CodeEmptySite, "", "", "", "", 0, `site "Tower" has no level`}},
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

// TestCheckPageFindings: a scan page among pages with text, a page the
// survey gave a role that yielded nothing, and text of a page that landed
// nowhere (its first words named in the message) are warnings about that
// page.
func TestCheckPageFindings(t *testing.T) {
	cases := []struct {
		name  string
		edit  func(a *Adventure)
		pages []int // pages of the scan-page, ocr-low-confidence, empty-page and text-unplaced findings, in order
	}{
		{"scan page among text pages", func(a *Adventure) {}, []int{1}},
		{"every page a scan", func(a *Adventure) { a.Flags = []string{"scan-page:1", "scan-page:2", "scan-page:3", "scan-page:4"} }, nil},
		{"empty page", func(a *Adventure) { a.Flags = []string{"empty-page:1"} }, []int{1}},
		{"empty page an override filled", func(a *Adventure) { a.Flags = []string{"empty-page:2"} }, nil},
		{"empty page of wandering tables", func(a *Adventure) { a.Flags = []string{"empty-page:4"} }, nil},
		{"page read by OCR with low confidence", func(a *Adventure) { a.Flags = []string{"ocr-low-confidence:3"} }, []int{3}},
		{"text that landed nowhere", func(a *Adventure) {
			a.Flags = []string{"text-unplaced:2:The deep caves are older: than the upper"}
		}, []int{2}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			a := sample()
			c.edit(a)
			var got []int
			for _, f := range Check(a) {
				if f.Code == CodeTextUnplaced && !strings.Contains(f.Message, `"The deep caves are older: than the upper"`) {
					t.Errorf("finding %+v does not name the text's first words", f)
				}
				if f.Code == CodeScanPage || f.Code == CodeEmptyPage || f.Code == CodeOCRLowConfidence || f.Code == CodeTextUnplaced {
					got = append(got, f.Page)
					if sub := fmt.Sprintf("page %d", f.Page); f.Severity != SeverityWarning || f.Subject() != sub || strings.Contains(f.Message, sub) {
						t.Errorf("finding %+v: want a warning whose subject names its page and whose message names it no more", f)
					}
				}
			}
			if !slices.Equal(got, c.pages) {
				t.Errorf("page findings on pages %v, want %v", got, c.pages)
			}
		})
	}
}

// TestCheckBlankPage: a blank page is an info finding naming it as blank,
// not a scan-page warning.
func TestCheckBlankPage(t *testing.T) {
	a := sample()
	a.Flags = []string{"blank-page:2"}
	var got []Finding
	for _, f := range Check(a) {
		if f.Page == 2 {
			got = append(got, f)
		}
	}
	if len(got) != 1 || got[0].Code != CodeBlankPage || got[0].Severity != SeverityInfo || got[0].Message != "blank, it prints nothing" {
		t.Errorf("findings on page 2 %+v, want one blank-page info", got)
	}
}

// TestCheckBlankPageOfAScan: a scanned module with a blank page is a scan
// throughout (a blank page has no text layer either), so no scan page of it
// is warned of as unlike the rest.
func TestCheckBlankPageOfAScan(t *testing.T) {
	a := sample()
	a.Module.Pages = 2
	a.Flags = []string{"scan-page:1", "blank-page:2"}
	for _, f := range Check(a) {
		if f.Code == CodeScanPage {
			t.Errorf("finding %+v, want no scan-page warning in a module without a text layer", f)
		}
	}
}

// TestCheckDamage: a damaged PDF gives one warning naming the damage and
// the pages whose content may be missing; without damaged-pdf there is none.
func TestCheckDamage(t *testing.T) {
	cases := []struct {
		flags []string
		want  string // message of the damaged-pdf finding, "" for none
	}{
		{nil, ""},
		{[]string{DamagedPDF("xref table: incomplete xref subsection")}, "the PDF is damaged (xref table: incomplete xref subsection) and was read as repaired; every page was read, but check them against the PDF"},
		{[]string{DamagedPDF("xref table: incomplete xref subsection"), DamagedPage(2), DamagedPage(4)}, "the PDF is damaged (xref table: incomplete xref subsection) and was read as repaired; content may be missing from page 2, page 4 (nothing read from a content stream, or an image that failed to decode): check them against the PDF"},
	}
	for _, c := range cases {
		a := sample()
		a.Flags = c.flags
		var got []string
		for _, f := range Check(a) {
			if f.Code == CodeDamagedPDF && f.Severity == SeverityWarning {
				got = append(got, f.Message)
			} else if f.Code == CodeFlagUnknown {
				t.Errorf("flags %v: %+v", c.flags, f)
			}
		}
		if want := []string{c.want}; c.want == "" && got != nil || c.want != "" && !slices.Equal(got, want) {
			t.Errorf("flags %v: damaged-pdf findings %q, want %q", c.flags, got, c.want)
		}
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

// TestCheckSortedByNumber lists findings of numbered rows and areas in
// their numbers' order: row 7 before row 10, area 2 before area 10.
func TestCheckSortedByNumber(t *testing.T) {
	a := sample()
	var rows []WanderingEntry
	for r := 1; r <= 10; r++ {
		rows = append(rows, WanderingEntry{Range: fmt.Sprint(r), Entry: "ship"})
	}
	a.Wandering = []WanderingTable{{Name: "Ship Encounter", Die: "1d6", Entries: rows}}
	var got []string
	for _, f := range Check(a) {
		if f.Code == CodeWanderingRange {
			got = append(got, f.Message)
		}
	}
	want := []string{
		`wandering table "Ship Encounter" row 7: 1d6 cannot roll "7" (1-6)`,
		`wandering table "Ship Encounter" row 8: 1d6 cannot roll "8" (1-6)`,
		`wandering table "Ship Encounter" row 9: 1d6 cannot roll "9" (1-6)`,
		`wandering table "Ship Encounter" row 10: 1d6 cannot roll "10" (1-6)`,
	}
	if !slices.Equal(got, want) {
		t.Errorf("findings:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	fs := sortFindings([]Finding{{Code: "x", Area: "10"}, {Code: "x", Area: "2"}, {Code: "x", Area: "1a"}, {Code: "x", Area: "1"}})
	var areas []string
	for _, f := range fs {
		areas = append(areas, f.Area)
	}
	if want := []string{"1", "1a", "2", "10"}; !slices.Equal(areas, want) {
		t.Errorf("areas sort as %v, want %v", areas, want)
	}
}

func TestFindingSubject(t *testing.T) {
	for f, want := range map[Finding]string{
		{Area: "1", Monster: "blue-dragon"}: "1 / blue-dragon",
		{Area: "12a"}:                       "12a",
		{Monster: "nixie"}:                  "nixie",
		{Page: 3}:                           "page 3",
		{}:                                  "",
	} {
		if got := f.Subject(); got != want {
			t.Errorf("%+v.Subject() = %q, want %q", f, got, want)
		}
	}
}

// TestCheckNamesUnnamedPlaces: a site or level with no name is named by its
// position in a finding's message, where its empty name was quoted.
func TestCheckNamesUnnamedPlaces(t *testing.T) {
	area := func(key string) Area { return Area{Key: key, Title: "Room", Pages: []int{1}, Confidence: 1} }
	a := sample()
	a.Sites = []Site{
		{Name: "Keep", Levels: []Level{{Areas: []Area{area("1"), area("3")}}}},
		{Levels: []Level{{Areas: []Area{area("1"), area("2")}}, {Areas: []Area{area("1"), area("4")}}, {}}},
		{},
	}
	var got []string
	for _, f := range Check(a) {
		if f.Code == CodeKeysMissing || f.Code == CodeEmptyLevel || f.Code == CodeEmptySite {
			got = append(got, f.Message)
		}
	}
	want := []string{
		`keys 1–3 of site "Keep", but 2 not found`,
		`keys 1–4 of level #2 (no name) of site #2 (no name), but 2, 3 not found`,
		`level #3 (no name) of site #2 (no name) has no area`,
		`site #3 (no name) has no level`,
	}
	slices.Sort(got)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Errorf("findings naming places:\n%q\nwant:\n%q", got, want)
	}
}

// TestCheckKeysMissing: numbered keys that skip numbers between the
// smallest and the largest give one keys-missing warning per site, or per
// level when each level numbers from 1; hex-style codes are no numbers, a
// sub-key covers its number and a ranged key each of its; a lettered
// series ("A1", "A3") or a level-prefixed one ("2-1", "2-5"), two keys or
// more sharing a prefix, counts on its own, and so do the letters of the
// sub-keys of one key ("12a", "12c": 12b not found).
func TestCheckKeysMissing(t *testing.T) {
	cases := []struct {
		name   string
		levels [][]string // keys of the levels of site "Keep"
		want   []string   // messages of the keys-missing findings
	}{
		{"gap", [][]string{{"1", "4", "5", "6", "7", "8", "10", "13", "14"}},
			[]string{`keys 1–14 of site "Keep", but 2, 3, 9, 11, 12 not found`}},
		{"run of three missing", [][]string{{"1", "5", "6", "10"}},
			[]string{`keys 1–10 of site "Keep", but 2–4, 7–9 not found`}},
		{"no gap", [][]string{{"1", "2", "3", "4", "5"}}, nil},
		{"one key", [][]string{{"3"}}, nil},
		{"numbering from 5", [][]string{{"5", "6", "7"}}, nil},
		{"numbering across levels", [][]string{{"1", "2", "3", "4"}, {"5", "7", "8"}},
			[]string{`keys 1–8 of site "Keep", but 6 not found`}},
		{"level after level, no gap", [][]string{{"1", "2", "3", "4"}, {"5", "6"}}, nil},
		{"keys restart per level", [][]string{{"1", "2", "3"}, {"1", "3", "4"}, {"1", "2", "6"}},
			[]string{`keys 1–4 of level "L2" of site "Keep", but 2 not found`, `keys 1–6 of level "L3" of site "Keep", but 3–5 not found`}},
		{"hex keys", [][]string{{"0101", "0102", "0203", "0405"}}, nil},
		{"lettered keys", [][]string{{"A1", "A3", "B2", "C"}},
			[]string{`keys A1–A3 of site "Keep", but A2 not found`}},
		{"lettered keys, no gap", [][]string{{"A1", "A2", "B1", "B2", "B3"}}, nil},
		{"level-prefixed keys", [][]string{{"2-1", "2-2", "2-3", "2-5"}, {"3.1", "3.3"}},
			[]string{`keys 2-1–2-5 of site "Keep", but 2-4 not found`, `keys 3.1–3.3 of site "Keep", but 3.2 not found`}},
		{"a level-prefixed key among numbered ones, its series on another level: the series' key, not a range", [][]string{{"1", "2-5", "7"}, {"2-1", "2-2"}},
			[]string{`keys 1–7 of site "Keep", but 2–6 not found`, `keys 2-1–2-5 of site "Keep", but 2-3, 2-4 not found`}},
		{"lettered among numbered", [][]string{{"1", "A", "B", "4", "THE ROOF"}},
			[]string{`keys 1–4 of site "Keep", but 2, 3 not found`}},
		{"sub-keys", [][]string{{"6", "7a", "7b", "8"}}, nil},
		{"sub-key beside a gap", [][]string{{"6", "7A", "9"}},
			[]string{`keys 6–9 of site "Keep", but 8 not found`}},
		{"ranged keys", [][]string{{"1-3", "4", "5–6", "7"}}, nil},
		{"sub-keys with a gap", [][]string{{"11", "12a", "12b", "12c", "12e", "13"}},
			[]string{`keys 12a–12e of site "Keep", but 12d not found`}},
		{"lettered sub-keys with a gap", [][]string{{"B3a", "B3c", "B4"}},
			[]string{`keys B3a–B3c of site "Keep", but B3b not found`}},
		{"a sub-key alone", [][]string{{"6", "7c", "8"}}, nil},
		{"capital sub-keys with a gap", [][]string{{"11", "12A", "12B", "12D", "13"}},
			[]string{`keys 12A–12D of site "Keep", but 12C not found`}},
		{"lettered capital sub-keys with a gap", [][]string{{"B3A", "B3C", "B4"}},
			[]string{`keys B3A–B3C of site "Keep", but B3B not found`}},
		{"sub-keys printed in both cases", [][]string{{"12A", "12b", "12D"}},
			[]string{`keys 12A–12D of site "Keep", but 12C not found`}},
		{"sub-keys of keys that restart per level", [][]string{{"1", "2a", "2b", "3"}, {"1", "2d", "2e", "3"}}, nil},
		{"capital sub-keys of keys that restart per level", [][]string{{"1", "2", "3A", "3B"}, {"1", "2", "3D", "3E"}}, nil},
		{"sub-keys with a gap on a level of keys that restart", [][]string{{"1", "2a", "2c", "3"}, {"1", "2", "3"}},
			[]string{`keys 2a–2c of level "L1" of site "Keep", but 2b not found`}},
		{"sub-keys on levels numbered on", [][]string{{"1", "2a", "2c"}, {"3", "4A", "4C"}},
			[]string{`keys 2a–2c of site "Keep", but 2b not found`, `keys 4A–4C of site "Keep", but 4B not found`}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			a := sample()
			a.Sites = []Site{{Name: "Keep"}}
			for l, keys := range c.levels {
				level := Level{Name: fmt.Sprintf("L%d", l+1)}
				for _, k := range keys {
					level.Areas = append(level.Areas, Area{Key: k, Title: "Room", Pages: []int{1}, Confidence: 1})
				}
				a.Sites[0].Levels = append(a.Sites[0].Levels, level)
			}
			var got []string
			for _, f := range Check(a) {
				if f.Code == CodeKeysMissing {
					if f.Severity != SeverityWarning || f.Area != "" || f.Site != "" {
						t.Errorf("finding %+v: want a warning about the module", f)
					}
					got = append(got, f.Message)
				}
			}
			if !slices.Equal(got, c.want) {
				t.Errorf("keys-missing findings:\n%q\nwant:\n%q", got, c.want)
			}
		})
	}
}

// TestCheckExitsByLevel: an exit leads to the area of its key on its own
// level, else in its site, else the one area of the module with that key,
// as the exporters link it: with each level of the keep numbered from 1,
// no exit of the keep is unknown, and a cave's exit to "2", which both
// levels of the keep have, is.
func TestCheckExitsByLevel(t *testing.T) {
	var got []string
	for _, f := range Check(twoLevels()) {
		if f.Code == CodeExitUnknown {
			got = append(got, f.Site+": "+f.Message)
		}
	}
	want := []string{
		`Caves: area "#2/#1/1": door exit leads to "2", which no area of its level has and 2 areas elsewhere have: it links to none of them`,
		`Caves: area "#3/#1/1": door exit leads to "2", which no area of its level has and 2 areas elsewhere have: it links to none of them`,
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("exit-target-unknown findings:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	a := twoLevels()
	for _, tc := range []struct {
		site, level  int
		target, want string
	}{{0, 0, "2", "Stair"}, {0, 1, "2", "Well"}, {1, 0, "2", ""}, {1, 0, "1", "Mouth"}} {
		got := ""
		if area := a.ExitTarget(tc.site, tc.level, tc.target); area != nil {
			got = area.Title
		}
		if got != tc.want {
			t.Errorf("ExitTarget(%d, %d, %q) = %q, want %q", tc.site, tc.level, tc.target, got, tc.want)
		}
	}
}

// TestRepeatedKeysOfLevelsNumberedFromOne: levels that each number their
// keys from 1 share every key up to the shorter one's last: one
// repeated-key finding names the levels and the keys, not one per key; a
// level keyed 2–3 beside one keyed 1–3 lost its key 1, which keys-missing
// says.
func TestRepeatedKeysOfLevelsNumberedFromOne(t *testing.T) {
	areas := func(keys ...string) []Area {
		var out []Area
		for _, k := range keys {
			out = append(out, Area{Key: k, Title: "Room " + k, Pages: []int{1}, Confidence: 1})
		}
		return out
	}
	a := &Adventure{Format: Format, Version: Version, Module: Module{Title: "Chapel", Pages: 1}, Sites: []Site{{Name: "Chapel", Levels: []Level{
		{Name: "Upper Vaults", Areas: areas("2", "3")},
		{Name: "Lower Vaults", Areas: areas("1", "2", "3", "4")},
		{Name: "Deep Vaults", Areas: areas("1", "2", "3")},
	}}}}
	a.Normalize()
	var got []string
	for _, f := range Check(a) {
		if f.Code == CodeRepeatedKey || f.Code == CodeKeysMissing {
			got = append(got, f.Message)
		}
	}
	want := []string{
		`keys 1–3 of level "Upper Vaults" of site "Chapel", but 1 not found`,
		`level "Lower Vaults" of site "Chapel" and level "Deep Vaults" of site "Chapel" number their keys each from 1, so key 1 stands in each: an exit to one leads to the area of its own level, else of its own site; overrides name an area by its place and key, such as "Lower Vaults/1", "Deep Vaults/1"`,
		`level "Upper Vaults" of site "Chapel", level "Lower Vaults" of site "Chapel" and level "Deep Vaults" of site "Chapel" number their keys each from 1, so keys 2, 3 stand in each: an exit to one leads to the area of its own level, else of its own site; overrides name an area by its place and key, such as "Upper Vaults/2", "Lower Vaults/2", "Deep Vaults/2"`,
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("findings\n got %q\nwant %q", got, want)
	}
}
