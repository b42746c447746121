package adventure

import (
	"regexp"
	"slices"
	"strings"
	"testing"
)

// TestApplyRederives: an override of a printed or a normalized stat-block
// value re-derives what follows from it, flags and all, so the template's
// own example leaves no stale value for Check to find.
func TestApplyRederives(t *testing.T) {
	cases := []struct {
		name, statBlock string
		ac, aac, thac0  int
		flags           []string
		errs            int // statblock-mismatch errors Check finds after
	}{
		{"template example", `{printed: {ac: "7"}, normalized: {ac: 7}}`, 7, 12, 19,
			[]string{"derived:aac", "derived:attack_bonus", "derived:thac0"}, 0},
		{"printed only", `{printed: {ac: "4", hd: "3"}}`, 4, 15, 17,
			[]string{"derived:aac", "derived:attack_bonus", "derived:thac0"}, 0},
		{"ascending printed", `{printed: {ac: "[14]"}}`, 5, 14, 19,
			[]string{"derived:ac", "derived:attack_bonus", "derived:thac0"}, 0},
		{"normalized given, its partner derived", `{normalized: {ac: 5, thac0: 17}}`, 5, 14, 17,
			[]string{"derived:aac", "derived:attack_bonus"}, 4}, // printed AC 6 and HD 1-1 say otherwise
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			a := sample()
			if _, err := Apply(a, []byte("monsters:\n  goblin:\n    reason: r\n    stat_block: "+c.statBlock+"\n")); err != nil {
				t.Fatal(err)
			}
			m := a.Monster("goblin")
			n := m.StatBlock.Normalized
			if *n.AC != c.ac || *n.AAC != c.aac || *n.THAC0 != c.thac0 || *n.AttackBonus != 19-c.thac0 {
				t.Errorf("ac %d aac %d thac0 %d bonus %d, want %d %d %d %d", *n.AC, *n.AAC, *n.THAC0, *n.AttackBonus, c.ac, c.aac, c.thac0, 19-c.thac0)
			}
			derived := slices.DeleteFunc(slices.Clone(m.Flags), func(f string) bool { return !strings.HasPrefix(f, "derived:") })
			if !slices.Equal(derived, c.flags) {
				t.Errorf("derived flags %v, want %v", derived, c.flags)
			}
			if got := mismatches(Check(a)); len(got) != c.errs {
				t.Errorf("Check found %d statblock-mismatch errors, want %d: %v", len(got), c.errs, got)
			}
		})
	}
}

// TestApplyTemplateMonsterExample applies the template's monster example,
// uncommented, and checks that the stat block it leaves is consistent.
func TestApplyTemplateMonsterExample(t *testing.T) {
	a := sample()
	tmpl := string(Template(a))
	start := strings.Index(tmpl, "# monsters:")
	end := strings.Index(tmpl[start:], "\n#   # Add a monster")
	if start < 0 || end < 0 {
		t.Fatalf("no monster example in the template:\n%s", tmpl)
	}
	monsters := regexp.MustCompile(`(?m)^# ?`).ReplaceAllString(tmpl[start:start+end], "")
	if _, err := Apply(a, []byte(monsters)); err != nil {
		t.Fatalf("Apply(%s) = %v", monsters, err)
	}
	m := a.Monster("giant-rat-leader")
	if m == nil || *m.StatBlock.Normalized.AAC != 19-*m.StatBlock.Normalized.AC || !slices.Contains(m.Flags, "derived:aac") ||
		slices.Contains(m.Flags, FlagStatBlockMissing) {
		t.Fatalf("monster after the template's example = %+v; want AAC derived from the new AC, and a stat block no longer missing", m)
	}
	if got := mismatches(Check(a)); len(got) != 0 {
		t.Errorf("Check after the template's example: %v", got)
	}
}

// TestCheckStatMismatch: a normalized value that disagrees with its printed
// field, or with the value it is flagged derived from, is an error.
func TestCheckStatMismatch(t *testing.T) {
	a := sample()
	n := &a.Monster("goblin").StatBlock.Normalized
	n.AC = ptr(7)
	n.AttackBonus = ptr(3)
	want := []string{
		`monster "goblin": normalized aac is 13, but it is derived from ac 7, which gives 12`,
		`monster "goblin": normalized ac is 7, but the printed stat block reads 6`,
		`monster "goblin": normalized attack_bonus is 3, but the printed stat block derives 0`,
	}
	if got := mismatches(Check(a)); !slices.Equal(got, want) {
		t.Errorf("findings =\n%q\nwant\n%q", got, want)
	}
	if got := mismatches(Check(sample())); len(got) != 0 {
		t.Errorf("the normalizer's own stat block: %q", got)
	}
}

// mismatches returns the messages of the statblock-mismatch findings.
func mismatches(fs []Finding) []string {
	var out []string
	for _, f := range fs {
		if f.Code == CodeStatMismatch {
			out = append(out, f.Message)
		}
	}
	return out
}
