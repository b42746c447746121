package adventure

import (
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"
)

const wanderingOverrides = `monsters:
  skeleton:
    reason: the ossuary's skeletons have a stat block on page 4
    add: true
    name: Skeleton
    stat_block: {printed: {ac: "7"}, normalized: {ac: 7}}
wandering:
  Chapel wanderers:
    reason: the die is printed above the table as 1d8
    name: Chapel Wanderers
    die: 1d8
    frequency: 1 in 6 every 2 turns
    entries:
      - {range: 1-3, entry: 2d4 giant rats, count: 2d4, monster: giant-rat}
      - {range: 4-6, entry: Goblin patrol, monster: goblin}
      - {range: 7-8, entry: 1d4 skeletons, count: 1d4, monster: skeleton}
areas:
  "3":
    reason: the skeletons are the new monster
    encounters:
      - {creature: Skeleton, monster: skeleton, count: {dice: 1d6}}
`

// TestApplyWandering: a table's die, name and rows corrected, a monster
// added and linked from a table row and an encounter, whose unlinked and
// count flags clear.
func TestApplyWandering(t *testing.T) {
	a := sample()
	a.Wandering[0].DieImplied = true // the die a person prints over is no longer implied
	applied, err := Apply(a, []byte(wanderingOverrides))
	if err != nil {
		t.Fatalf("Apply = %v", err)
	}
	wantApplied := []Applied{
		{"monsters.skeleton", 2, "the ossuary's skeletons have a stat block on page 4", []string{"add", "name", "stat_block"}},
		{"wandering.Chapel wanderers", 8, "the die is printed above the table as 1d8", []string{"die", "entries", "frequency", "name"}},
		{"areas.3", 18, "the skeletons are the new monster", []string{"encounters"}},
	}
	if !reflect.DeepEqual(applied, wantApplied) {
		t.Errorf("applied =\n%v\nwant\n%v", applied, wantApplied)
	}
	table := a.Wandering[0]
	if table.Name != "Chapel Wanderers" || table.Die != "1d8" || table.DieImplied || len(table.Entries) != 3 || table.Entries[2].Monster != "skeleton" || table.AppliesTo != "Ground" || table.Frequency != "1 in 6 every 2 turns" {
		t.Errorf("table = %+v", table)
	}
	if !slices.Contains(a.Flags, "override:wandering_tables") {
		t.Errorf("module flags = %v, want override:wandering_tables", a.Flags)
	}
	m := a.Monster("skeleton")
	if m == nil || m.Name != "Skeleton" || *m.StatBlock.Normalized.AC != 7 || *m.StatBlock.Normalized.AAC != 12 ||
		!reflect.DeepEqual(m.Flags, []string{"derived:aac", "override:add", "override:name", "override:stat_block"}) {
		t.Fatalf("added monster = %+v", m)
	}
	if got := a.Area("3").Flags; !reflect.DeepEqual(got, []string{"exit-target-unknown:9", "low-confidence", "override:encounters"}) {
		t.Errorf("area 3 flags = %v, want the encounter flags cleared", got)
	}
	if fs := Check(a); HasErrors(fs) {
		t.Errorf("Check after Apply has errors: %v", fs)
	}
}

// TestApplyAddMonsterBare: a monster added without a stat block is flagged
// statblock-missing and sorted by ID.
func TestApplyAddMonsterBare(t *testing.T) {
	a := sample()
	if _, err := Apply(a, []byte("monsters:\n  bat:\n    reason: r\n    add: true\n    name: Bat\n")); err != nil {
		t.Fatal(err)
	}
	m := a.Monsters[0]
	if m.ID != "bat" || m.StatBlock != nil || !reflect.DeepEqual(m.Flags, []string{"override:add", "override:name", "statblock-missing"}) {
		t.Errorf("first monster = %+v, want bat flagged statblock-missing", m)
	}
}

func TestApplyWanderingRemoveByPosition(t *testing.T) {
	a := sample()
	a.Wandering = append(a.Wandering, WanderingTable{Die: "d4", Entries: []WanderingEntry{}, Pages: []int{}})
	in := "wandering:\n  \"#2\":\n    reason: a sidebar, not a table\n    remove: true\n" +
		"  \"#1\":\n    reason: printed 1d6\n    die: 1d6\n"
	applied, err := Apply(a, []byte(in))
	if err != nil || len(applied) != 2 || applied[0].Entry != "wandering.#2" || !reflect.DeepEqual(applied[0].Fields, []string{"remove"}) {
		t.Fatalf("Apply = %v, %v", applied, err)
	}
	if len(a.Wandering) != 1 || a.Wandering[0].Die != "1d6" {
		t.Errorf("tables = %+v, want #2 removed and #1 (positions before removal) given 1d6", a.Wandering)
	}
}

// TestApplyWanderingRepeatedName: a name two tables share names neither;
// positions do.
func TestApplyWanderingRepeatedName(t *testing.T) {
	a := sample()
	a.Wandering = append(a.Wandering, a.Wandering[0])
	_, err := Apply(a, []byte("wandering:\n  Chapel wanderers:\n    reason: r\n    die: d8\n"))
	if err == nil || !strings.Contains(err.Error(), `overrides.yaml:2: wandering.Chapel wanderers: 2 wandering tables are named "Chapel wanderers"; write one of "#1", "#2"`) {
		t.Fatalf("repeated name: err %v, want it to list the positions", err)
	}
	if _, err := Apply(a, []byte("wandering:\n  \"#2\":\n    reason: r\n    die: d8\n")); err != nil {
		t.Fatal(err)
	}
	if a.Wandering[0].Die != "d6" || a.Wandering[1].Die != "d8" {
		t.Errorf("dice = %q, %q; want only #2 changed", a.Wandering[0].Die, a.Wandering[1].Die)
	}
}

// TestTemplateRepeatedTableName: the template keys a table whose name
// repeats by position, and the example applies.
func TestTemplateRepeatedTableName(t *testing.T) {
	a := sample()
	a.Wandering = append(a.Wandering, a.Wandering[0])
	tmpl := string(Template(a))
	if !strings.Contains(tmpl, "#   \"#1\":\n#     reason: the die printed") {
		t.Fatalf("template does not key the table \"#1\":\n%s", tmpl)
	}
	uncommented := regexp.MustCompile(`(?m)^# `).ReplaceAllString(tmpl[strings.Index(tmpl, "version:"):], "")
	if _, err := Apply(a, []byte(uncommented)); err != nil || a.Wandering[0].Die != "1d10" {
		t.Errorf("Apply(uncommented template) = %v, die %q", err, a.Wandering[0].Die)
	}
}

// TestApplyUntitledTable: an untitled table is suggested by position.
func TestApplyUntitledTable(t *testing.T) {
	a := sample()
	a.Wandering[0].Name = ""
	_, err := Apply(a, []byte("wandering:\n  Wanderers:\n    reason: r\n    die: d8\n"))
	if err == nil || !strings.Contains(err.Error(), `no wandering table is named "Wanderers"; nearest is "#1"`) {
		t.Fatalf("err %v, want the position suggested", err)
	}
}

// TestApplyLinkBeforeRename: a row linked to an ID a later entry renames
// follows the rename.
func TestApplyLinkBeforeRename(t *testing.T) {
	a := sample()
	in := "wandering:\n  Chapel wanderers:\n    reason: r\n    entries: [{range: 1-6, entry: Goblins, monster: goblin}]\n" +
		"monsters:\n  goblin:\n    reason: r\n    name: Gobbo\n"
	if _, err := Apply(a, []byte(in)); err != nil {
		t.Fatal(err)
	}
	if got := a.Wandering[0].Entries[0].Monster; got != "gobbo" {
		t.Errorf("row links %q, want gobbo", got)
	}
}

func TestApplyWanderingErrors(t *testing.T) {
	const table = "wandering:\n  Chapel wanderers:\n    reason: r\n"
	runErrorCases(t, []errorCase{
		{"table typo", "wandering:\n  Chapel wandrers:\n    reason: r\n    die: d8\n",
			[]string{`^overrides.yaml:2: wandering.Chapel wandrers: no wandering table is named "Chapel wandrers"; nearest is "Chapel wanderers"$`}},
		{"position out of range", "wandering:\n  \"#2\":\n    reason: r\n    die: d8\n",
			[]string{`^overrides.yaml:2: wandering.#2: no wandering table is at "#2"; positions run from #1 to #1$`}},
		{"position not a number", "wandering:\n  \"#01\":\n    reason: r\n    die: d8\n",
			[]string{`^overrides.yaml:2: wandering.#01: no wandering table is at "#01"`}},
		{"table no reason", "wandering:\n  Chapel wanderers:\n    die: d8\n",
			[]string{`^overrides.yaml:2: wandering.Chapel wanderers: no reason`}},
		{"table no effect", table + "    die: d6\n",
			[]string{`^overrides.yaml:4: wandering.Chapel wanderers: die already has this value; the entry takes no effect$`}},
		{"table unknown field", table + "    dice: d8\n",
			[]string{`^overrides.yaml:4: wandering.Chapel wanderers: unknown field "dice"; want reason, name, die, applies_to, frequency, entries, pages, remove$`}},
		{"row range unquoted", table + "    entries: [{range: 1, entry: Orcs}]\n",
			[]string{`^overrides.yaml:4: wandering.Chapel wanderers: entries: range: want text, not a number; put it in quotes$`}},
		{"row unknown field", table + "    entries: [{range: \"1\", entry: Orcs, monstr: orc}]\n",
			[]string{`^overrides.yaml:4: wandering.Chapel wanderers: entries: unknown field "monstr"$`}},
		{"row links no monster", table + "    entries:\n      - {range: \"1\", entry: Goblins, monster: goblins}\n",
			[]string{`^overrides.yaml:5: wandering.Chapel wanderers: entries.0.monster: no monster has ID "goblins"; nearest is "goblin"$`}},
		{"link after rename", "monsters:\n  goblin:\n    reason: r\n    name: Gobbo\n" + table + "    entries: [{range: \"1\", entry: Goblins, monster: goblin}]\n",
			[]string{`^overrides.yaml:8: wandering.Chapel wanderers: entries.0.monster: no monster has ID "goblin"; nearest is "gobbo"$`}},
		{"remove not true", table + "    remove: yes please\n",
			[]string{`^overrides.yaml:4: wandering.Chapel wanderers: remove: want remove: true and no other field$`}},
		{"removed twice", table + "    remove: true\n  \"#1\":\n    reason: r\n    die: d8\n",
			[]string{`^overrides.yaml:5: wandering.#1: the table was removed on line 2$`}},
		{"section not a mapping", "wandering: [d8]\n",
			[]string{`^overrides.yaml:1: wandering: want a mapping from key to entry$`}},
		{"encounter links no monster", "areas:\n  \"3\":\n    reason: r\n    encounters: [{creature: Skeleton, monster: skeleton}]\n",
			[]string{`^overrides.yaml:4: areas.3: encounters.0.monster: no monster has ID "skeleton"`}},
		{"add existing monster", "monsters:\n  goblin:\n    reason: r\n    add: true\n    name: Goblin\n",
			[]string{`^overrides.yaml:2: monsters.goblin: monster "goblin" already exists; drop add to change it$`}},
		{"add without name", "monsters:\n  skeleton:\n    reason: r\n    add: true\n",
			[]string{`^overrides.yaml:2: monsters.skeleton: an added monster needs a name$`}},
		{"add name gives other ID", "monsters:\n  skeleton:\n    reason: r\n    add: true\n    name: Skeletal Warrior\n",
			[]string{`^overrides.yaml:5: monsters.skeleton: name: "Skeletal Warrior" gives ID "skeletal-warrior"; key the entry "skeletal-warrior"$`}},
		{"add not true", "monsters:\n  skeleton:\n    reason: r\n    add: false\n    name: Skeleton\n",
			[]string{`^overrides.yaml:4: monsters.skeleton: add: want add: true$`}},
		{"add unknown field", "monsters:\n  skeleton:\n    reason: r\n    add: true\n    name: Skeleton\n    hd: 1\n",
			[]string{`^overrides.yaml:6: monsters.skeleton: unknown field "hd"; want reason, name, printed_names, stat_block, add$`}},
	})
}
