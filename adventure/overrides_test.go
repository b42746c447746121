package adventure

import (
	"errors"
	"fmt"
	"reflect"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/scriptorium/scriptorium/internal/testenv"
)

const fullOverrides = `version: 1
module:
  reason: cover title is stylised
  title: The Drowned Chapel
areas:
  "2":
    reason: the model missed the stair direction
    title: Great Nave
    exits:
      - {direction: down, kind: stairs, state: open, target: "3"}
  "2a":
    reason: printed only on the map
    add: {site: Chapel, level: Ground}
    title: Vestry
    pages: [3]
  "3":
    reason: not an area
    remove: true
monsters:
  goblin:
    reason: named so in the text
    name: Gobbo
    stat_block:
      printed: {ac: "7"}
      normalized: {ac: 7, aac: 12}
`

func TestApply(t *testing.T) {
	a := sample()
	applied, err := Apply(a, []byte(fullOverrides))
	if err != nil {
		t.Fatalf("Apply = %v", err)
	}
	wantApplied := []Applied{
		{"module", 2, "cover title is stylised", []string{"title"}},
		{"areas.2", 6, "the model missed the stair direction", []string{"exits", "title"}},
		{"areas.2a", 11, "printed only on the map", []string{"add", "pages", "title"}},
		{"areas.3", 16, "not an area", []string{"remove"}},
		{"monsters.goblin", 20, "named so in the text", []string{"name", "stat_block"}},
	}
	if !reflect.DeepEqual(applied, wantApplied) {
		t.Errorf("applied =\n%v\nwant\n%v", applied, wantApplied)
	}
	if a.Module.Title != "The Drowned Chapel" || !reflect.DeepEqual(a.Flags, []string{"override:title", "scan-page:1"}) {
		t.Errorf("module = %q flags %v", a.Module.Title, a.Flags)
	}
	nave := a.Area("2")
	if nave.Title != "Great Nave" || len(nave.Exits) != 1 || nave.Exits[0].Target != "3" ||
		!reflect.DeepEqual(nave.Flags, []string{"merged:2", "override:exits", "override:title", "split-across-pages"}) {
		t.Errorf("area 2 = %+v", nave)
	}
	vestry := a.Area("2a")
	ground := a.Sites[0].Levels[0].Areas
	if vestry == nil || ground[len(ground)-1].Key != "2a" || !reflect.DeepEqual(vestry.Pages, []int{3}) ||
		!reflect.DeepEqual(vestry.Flags, []string{"override:add", "override:pages", "override:title"}) {
		t.Errorf("added area = %+v, ground level = %v", vestry, ground)
	}
	if a.Area("3") != nil {
		t.Error("area 3 was not removed")
	}
	m := a.Monster("gobbo")
	if m == nil || a.Monster("goblin") != nil {
		t.Fatalf("monster goblin was not renamed to gobbo: %v", a.Monsters)
	}
	if sb := m.StatBlock; sb.Printed.AC != "7" || *sb.Normalized.AC != 7 || *sb.Normalized.AAC != 12 || sb.Printed.HD != "1-1" {
		t.Errorf("stat block = %+v, want AC fixed and HD kept", sb)
	}
	if a.Area("1").Encounters[0].Monster != "gobbo" || a.Wandering[0].Entries[1].Monster != "gobbo" {
		t.Error("references to goblin were not moved to gobbo")
	}
	if fs := Check(a); HasErrors(fs) {
		t.Errorf("Check after Apply has errors: %v", fs)
	}
}

// errorCase is overrides.yaml that Apply must refuse, applied to sample().
type errorCase struct {
	name, yaml string
	want       []string // each a regexp one error line must match, in order
}

func TestApplyErrors(t *testing.T) {
	cases := []errorCase{
		{"typo key", "areas:\n  \"12\":\n    reason: r\n    title: T\n",
			[]string{`^overrides.yaml:2: areas.12: no area has key "12"; nearest is "1"$`}},
		{"no reason", "areas:\n  \"1\":\n    title: T\n",
			[]string{`^overrides.yaml:2: areas.1: no reason`}},
		{"duplicate keys", "areas:\n  \"1\":\n    reason: r\n    title: T\n  \"1\":\n    reason: s\n    title: U\n",
			[]string{`^overrides.yaml:5: areas.1: duplicate key \(first on line 2\)$`}},
		{"duplicate field", "module:\n  reason: r\n  title: A\n  title: B\n",
			[]string{`^overrides.yaml:4: module.title: duplicate key \(first on line 3\)$`}},
		{"no effect", "areas:\n  \"1\":\n    reason: r\n    title: Porch\n",
			[]string{`^overrides.yaml:4: areas.1: title already has this value; the entry takes no effect$`}},
		{"unknown field", "areas:\n  \"1\":\n    reason: r\n    titel: Porch\n",
			[]string{`^overrides.yaml:4: areas.1: unknown field "titel"; want reason, key, title`}},
		{"bad value", "areas:\n  \"1\":\n    reason: r\n    exits: [{direction: up, colour: red}]\n",
			[]string{`^overrides.yaml:4: areas.1: exits: unknown field "colour"$`}},
		{"wrong kind", "areas:\n  \"1\":\n    reason: r\n    pages: three\n",
			[]string{`^overrides.yaml:4: areas.1: pages: want a list, each item a whole number, not text$`}},
		{"wrong kind inside", "monsters:\n  goblin:\n    reason: r\n    stat_block: {normalized: {ac: seven}}\n",
			[]string{`^overrides.yaml:4: monsters.goblin: stat_block: normalized.ac: want a whole number, not text$`}},
		{"duplicate in a list", "areas:\n  \"1\":\n    reason: r\n    exits:\n      - {kind: door, kind: stairs}\n",
			[]string{`^overrides.yaml:5: areas.1.exits.0.kind: duplicate key \(first on line 5\)$`}},
		{"tab indent", "areas:\n  \"1\":\n\treason: r\n\ttitle: T\n",
			[]string{`^overrides.yaml:3: indentation: a tab, where YAML indents with spaces only$`}},
		{"open flow list", "areas:\n  \"1\":\n    reason: r\n    pages: [1, 2\n\n",
			[]string{`^overrides.yaml:4: syntax: did not find expected ',' or ']'$`}},
		{"mis-indented field", "areas:\n  \"1\":\n    reason: r\n   title: T\n",
			[]string{`^overrides.yaml:4: syntax: did not find expected key$`}},
		{"error after a list over two lines", "areas:\n  \"1\":\n    reason: r\n    pages: [1,\n      2]\n    title: a: b\n",
			[]string{`^overrides.yaml:6: syntax: mapping values are not allowed in this context$`}},
		{"unknown section", "zones: {}\n", []string{`^overrides.yaml:1: zones: unknown section`}},
		{"merge key", "areas:\n  \"1\": &fix\n    reason: r\n    title: T\n  \"2\":\n    <<: *fix\n    title: U\n",
			[]string{`^overrides.yaml:6: areas.2.<<: merge keys \(<<\) are not supported: write the fields out$`}},
		{"version", "version: 2\n", []string{`^overrides.yaml:1: version: version "2" is not 1$`}},
		{"add existing", "areas:\n  \"1\":\n    reason: r\n    add: {site: Chapel, level: Ground}\n    title: X\n",
			[]string{`^overrides.yaml:2: areas.1: area "1" already exists; drop add to change it$`}},
		{"remove with field", "areas:\n  \"1\":\n    reason: r\n    remove: true\n    title: X\n",
			[]string{`^overrides.yaml:4: areas.1: remove: want remove: true and no other field$`}},
		{"rename key taken", "areas:\n  \"1\":\n    reason: r\n    key: \"2\"\n",
			[]string{`^overrides.yaml:4: areas.1: key: another area of its level already has key "2"$`}},
		{"add with key", "areas:\n  \"7\":\n    reason: r\n    add: {site: Chapel, level: Ground}\n    key: \"8\"\n",
			[]string{`^overrides.yaml:5: areas.7: key: an added area takes its key from its entry$`}},
		{"monster typo", "monsters:\n  goblins:\n    reason: r\n    name: Gob\n",
			[]string{`^overrides.yaml:2: monsters.goblins: no monster has ID "goblins"; nearest is "goblin"$`}},
		{"rename collision", "monsters:\n  goblin:\n    reason: r\n    name: Giant Rat\n",
			[]string{`^overrides.yaml:2: monsters.goblin: name "Giant Rat" gives ID "giant-rat", which another monster has$`}},
		{"module pages", "module:\n  reason: r\n  pages: 9\n",
			[]string{`^overrides.yaml:3: module: unknown field "pages"`}},
		{"sorted by line", "monsters:\n  orc:\n    reason: r\n    name: O\nareas:\n  \"9\":\n    title: T\n",
			[]string{`^overrides.yaml:2: monsters.orc: no monster`, `^overrides.yaml:6: areas.9: no reason`}},
	}
	runErrorCases(t, cases)
}

// runErrorCases checks that Apply refuses each case with exactly the lines
// wanted and leaves the adventure as it was.
func runErrorCases(t *testing.T, cases []errorCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			a := sample()
			applied, err := Apply(a, []byte(c.yaml))
			if !errors.Is(err, ErrOverride) || applied != nil {
				t.Fatalf("Apply = %v, %v; want nil and ErrOverride", applied, err)
			}
			lines := strings.Split(err.Error(), "\n")
			if len(lines) != len(c.want) {
				t.Fatalf("Apply error =\n%v\nwant %d lines", err, len(c.want))
			}
			for i, re := range c.want {
				if !regexp.MustCompile(re).MatchString(lines[i]) {
					t.Errorf("error line %d = %q, want match for %s", i, lines[i], re)
				}
			}
			if !reflect.DeepEqual(a, sample()) {
				t.Error("a failed Apply modified the adventure")
			}
		})
	}
}

// TestApplyStatBlockPointer guards against decoding through a pointer the
// stat block shares with the adventure: a fix of one normalized number alone
// must take effect.
func TestApplyStatBlockPointer(t *testing.T) {
	a := sample()
	applied, err := Apply(a, []byte("monsters:\n  goblin:\n    reason: r\n    stat_block: {normalized: {ac: 5}}\n"))
	if err != nil || len(applied) != 1 {
		t.Fatalf("Apply = %v, %v", applied, err)
	}
	if got := *a.Monster("goblin").StatBlock.Normalized.AC; got != 5 {
		t.Errorf("AC = %d, want 5", got)
	}
}

func TestApplyKeyRename(t *testing.T) {
	a := sample()
	if _, err := Apply(a, []byte("areas:\n  \"2\":\n    reason: misread\n    key: 2b\n")); err != nil {
		t.Fatal(err)
	}
	if a.Area("2b") == nil || a.Area("2") != nil {
		t.Fatal("area 2 was not renamed 2b")
	}
	if got := a.Area("1").Exits[0].Target; got != "2b" {
		t.Errorf("exit of area 1 leads to %q, want 2b", got)
	}
	if got := a.Area("3").Exits[0].Target; got != "2b" {
		t.Errorf("exit of area 3 leads to %q, want 2b", got)
	}
}

func TestApplyEmpty(t *testing.T) {
	for _, in := range []string{"", "# nothing\n", "version: 1\n", "module:\nareas:\n  # \"1\": {reason: r, title: T}\nmonsters:\n"} {
		a := sample()
		applied, err := Apply(a, []byte(in))
		if err != nil || len(applied) != 0 || !reflect.DeepEqual(a, sample()) {
			t.Errorf("Apply(%q) = %v, %v, or changed the adventure; want a no-op", in, applied, err)
		}
	}
}

func TestTemplate(t *testing.T) {
	a := sample()
	tmpl := Template(a)
	testenv.Golden(t, "testdata/template.yaml", tmpl)
	if again := Template(sample()); string(again) != string(tmpl) {
		t.Error("Template gave different bytes on a second run")
	}
	applied, err := Apply(a, tmpl)
	if err != nil || len(applied) != 0 || !reflect.DeepEqual(a, sample()) {
		t.Fatalf("Apply(template) = %v, %v; want a no-op", applied, err)
	}
	uncommented := regexp.MustCompile(`(?m)^# `).ReplaceAll(tmpl[strings.Index(string(tmpl), "version:"):], nil)
	applied, err = Apply(a, uncommented)
	if err != nil {
		t.Fatalf("Apply(uncommented template) = %v\n%s", err, uncommented)
	}
	var entries []string
	for _, ap := range applied {
		entries = append(entries, ap.Entry)
	}
	want := []string{"module", "areas.1", "areas.1a", "areas.3", "monsters.giant-rat", "monsters.skeleton", "wandering.Chapel wanderers"}
	if !reflect.DeepEqual(entries, want) {
		t.Errorf("uncommented template applied %v, want %v", entries, want)
	}
}

func TestTemplateEmptyTitles(t *testing.T) {
	a := sample()
	a.Module.Title = ""
	a.Sites[0].Levels[0].Areas[0].Title = ""
	tmpl := string(Template(a))
	if n := strings.Count(tmpl, "title: Title as printed"); n != 2 {
		t.Errorf("template has %d placeholder titles, want 2:\n%s", n, tmpl)
	}
	uncommented := regexp.MustCompile(`(?m)^# `).ReplaceAllString(tmpl[strings.Index(tmpl, "version:"):], "")
	if _, err := Apply(a, []byte(uncommented)); err != nil {
		t.Errorf("Apply(uncommented template) = %v", err)
	}
}

// TestApplyRepeatedKey: a key printed in two sites names neither alone; the
// site-qualified reference names one.
func TestApplyRepeatedKey(t *testing.T) {
	a := sample()
	a.Sites[1].Levels[0].Areas[0].Key = "1"
	_, err := Apply(a, []byte("areas:\n  \"1\":\n    reason: r\n    title: T\n"))
	if err == nil || !strings.Contains(err.Error(), `"1" names 2 areas; write one of "Chapel/1", "Crypt/1"`) {
		t.Fatalf("ambiguous key: err %v, want it to list the site-qualified keys", err)
	}
	if _, err := Apply(a, []byte("areas:\n  \"Crypt/1\":\n    reason: r\n    title: Bone Vault\n")); err != nil {
		t.Fatal(err)
	}
	if got := a.Sites[1].Levels[0].Areas[0].Title; got != "Bone Vault" {
		t.Errorf("Crypt/1 title = %q, want Bone Vault", got)
	}
	if got := a.Sites[0].Levels[0].Areas[0].Title; got == "Bone Vault" {
		t.Error("Chapel/1 was changed too")
	}
}

// twoLevels is a module whose keep numbers the areas of each of its two
// levels from 1 beside a cave keyed 1 too, each area with an exit to "2"
// or none.
func twoLevels() *Adventure {
	areas := func(titles ...string) []Area {
		var out []Area
		for i, t := range titles {
			out = append(out, Area{Key: strconv.Itoa(i + 1), Title: t, Pages: []int{1}, Confidence: 1,
				Exits: []Exit{{Kind: "door", State: "open", Target: "2"}}})
		}
		return out
	}
	a := &Adventure{Format: Format, Version: Version, Module: Module{Title: "Keep", Pages: 1},
		Sites: []Site{
			{Name: "Keep", Levels: []Level{{Name: "Upper Vaults", Areas: areas("Hall", "Stair")}, {Name: "Sub-Level", Areas: areas("Cistern", "Well")}}},
			{Name: "Caves", Levels: []Level{{Areas: areas("Mouth")}}},
			{Name: "Caves", Levels: []Level{{Areas: areas("Pool")}}},
		}}
	a.Normalize()
	return a
}

// TestApplyAreaByLevel: a key printed on two levels of one site is named
// by its level, or its site and level (by name or position), and a
// reference that still names several areas fails naming each; the
// references of before keep working.
func TestApplyAreaByLevel(t *testing.T) {
	for _, tc := range []struct{ ref, title string }{
		{"Upper Vaults/2", "Stair"}, {"Sub-Level/2", "Well"}, {"Keep/Sub-Level/1", "Cistern"},
		{"#1/#2/2", "Well"}, {"#2/#1/1", "Mouth"}, {"Caves/#1/1", ""}, {"#3/#1/1", "Pool"},
	} {
		a := twoLevels()
		_, err := Apply(a, []byte(fmt.Sprintf("areas:\n  %q:\n    reason: r\n    title: New\n", tc.ref)))
		if tc.title == "" {
			if err == nil {
				t.Errorf("%s names two sites' areas, and Apply took one", tc.ref)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: %v", tc.ref, err)
			continue
		}
		var changed []string
		for _, area := range a.Areas() {
			if slices.Contains(area.Flags, "override:title") {
				changed = append(changed, area.Key+" "+strings.Join(strings.Fields(area.Title), " "))
			}
		}
		if want := []string{tc.ref[len(tc.ref)-1:] + " New"}; !reflect.DeepEqual(changed, want) {
			t.Errorf("%s changed %v, want %v", tc.ref, changed, want)
		}
	}
	for ref, want := range map[string]string{
		"2":      `overrides.yaml:2: areas.2: "2" names 2 areas; write one of "Upper Vaults/2", "Sub-Level/2"`,
		"Keep/1": `overrides.yaml:2: areas.Keep/1: "Keep/1" names 2 areas; write one of "Upper Vaults/1", "Sub-Level/1"`,
		"1":      `overrides.yaml:2: areas.1: "1" names 4 areas; write one of "Upper Vaults/1", "Sub-Level/1", "#2/#1/1", "#3/#1/1"`,
	} {
		_, err := Apply(twoLevels(), []byte(fmt.Sprintf("areas:\n  %q:\n    reason: r\n    title: New\n", ref)))
		if err == nil || err.Error() != want {
			t.Errorf("%s: err %v, want %s", ref, err, want)
		}
	}
}

// TestApplyRenameByLevel: renaming the area a key names on one level
// retargets the exits that lead to it, those of its own level, and not the
// exits of another level that lead to the key there.
func TestApplyRenameByLevel(t *testing.T) {
	a := twoLevels()
	if _, err := Apply(a, []byte("areas:\n  Sub-Level/2:\n    reason: r\n    key: 2a\n")); err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, area := range a.Areas() {
		got = append(got, area.Key+">"+area.Exits[0].Target)
	}
	if want := []string{"1>2", "2>2", "1>2a", "2a>2a", "1>2", "1>2"}; !reflect.DeepEqual(got, want) {
		t.Errorf("exits after renaming Sub-Level/2 = %v, want %v", got, want)
	}
}

// TestApplyAliasAndDate: an entry may repeat an anchored one, and a bare
// date stays the text it reads as.
func TestApplyAliasAndDate(t *testing.T) {
	a := sample()
	y := "areas:\n  \"1\": &same\n    reason: r\n    title: Same\n  \"2\": *same\nmodule:\n  reason: r\n  title: 2024-01-01\n"
	if _, err := Apply(a, []byte(y)); err != nil {
		t.Fatal(err)
	}
	if a.Area("1").Title != "Same" || a.Area("2").Title != "Same" || a.Module.Title != "2024-01-01" {
		t.Errorf("titles %q, %q, module %q; want Same, Same and 2024-01-01", a.Area("1").Title, a.Area("2").Title, a.Module.Title)
	}
}
