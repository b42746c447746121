package requests

import (
	"strings"
	"testing"

	"github.com/scriptorium/scriptorium/naming"
)

func TestResolve(t *testing.T) {
	cases := []struct {
		printed, canonical string
		match              Match
	}{
		{"Goblin", "Goblin", MatchExact},
		{"goblins", "Goblin", MatchExact},
		{"3 Orcs", "Orc", MatchExact},
		{"2d4 giant rats", "Giant Rat", MatchExact},
		{"Wolves", "Wolf", MatchExact},
		{"Ochre Jellies", "Ochre Jelly", MatchExact},
		{"Orc war-leader", "", MatchNone},
		{"Rat, Giant", "Giant Rat", MatchAlias},
		{"LIZARDMEN", "Lizard Man", MatchAlias},
		{"  owlbears ", "Owl Bear", MatchAlias},
		{"doppelganger", "Doppelgänger", MatchAlias},
		{"Kobolt", "Kobold", MatchFuzzy},
		{"Skeletton", "Skeleton", MatchFuzzy},
		{"Gelatinous Cubes", "Gelatinous Cube", MatchExact},
		{"Pegasi", "Pegasus", MatchAlias},
		{"Pudding, Black", "Black Pudding", MatchAlias},
		{"giant weasels", "Giant Weasel", MatchExact},
		{"Elk", "", MatchNone},            // one letter from Elf, but too short to guess
		{"Giant Crayfish", "", MatchNone}, // two letters from Giant Catfish: a word of its own, not a misspelling
		{"Giant Centipedde", "Giant Centipede", MatchFuzzy},
		{"Brother Ambrose", "", MatchNone},
	}
	aliases := DefaultAliases()
	for _, c := range cases {
		got := aliases.Resolve(c.printed)
		if got.Canonical != c.canonical || got.Match != c.match || got.Printed != c.printed {
			t.Errorf("Resolve(%q) = %+v, want %q by %s", c.printed, got, c.canonical, c.match)
		}
	}
}

func TestFuzzyDistanceReported(t *testing.T) {
	if got := DefaultAliases().Resolve("Kobolt"); got.Distance != 1 {
		t.Errorf("Resolve(Kobolt).Distance = %d, want 1", got.Distance)
	}
}

func TestParseAliasesErrors(t *testing.T) {
	bad := map[string]string{
		"three fields":  "orcs\tOrc\textra\n",
		"empty printed": " \tOrc\n",
		"conflict":      "orcs\tOrc\norcs\tGoblin\n",
	}
	for name, text := range bad {
		if _, err := ParseAliases(text); err == nil || !strings.Contains(err.Error(), "line") {
			t.Errorf("%s: ParseAliases error = %v, want one naming the line", name, err)
		}
	}
}

func TestDefaultAliasesCanonicalsAreListed(t *testing.T) {
	a := DefaultAliases()
	for printed, canon := range a.alias {
		if _, ok := a.canonical[naming.Fold(canon)]; !ok {
			t.Errorf("alias %q maps to %q, which is not a canonical name", printed, canon)
		}
		if printed == naming.Fold(canon) {
			t.Errorf("alias row %q maps to itself; list it as a lone canonical name", printed)
		}
	}
	if len(a.canonical) < 100 {
		t.Errorf("default table has %d canonical names, want the B/X bestiary (100+)", len(a.canonical))
	}
}

func TestFuzzyTieIsNoMatch(t *testing.T) {
	table, err := ParseAliases("Giant Toad\nGiant Road\nGiant Load\n")
	if err != nil {
		t.Fatal(err)
	}
	if got := table.Resolve("Giant Goad"); got.Match != MatchNone {
		t.Errorf("Resolve(Giant Goad) = %+v, want no match between three equally near names", got)
	}
	if got := table.Resolve("Giant Toads"); got.Match != MatchExact {
		t.Errorf("Resolve(Giant Toads) = %+v, want exact", got)
	}
}

func TestLookupTakesNoFuzzyMatch(t *testing.T) {
	a := DefaultAliases()
	if r := a.Lookup("3 giant rats"); r.Match != MatchExact || r.Canonical != "Giant Rat" {
		t.Errorf("Lookup(3 giant rats) = %+v, want exact Giant Rat", r)
	}
	if r := a.Resolve("giant ratts"); r.Match != MatchFuzzy {
		t.Fatalf("Resolve(giant ratts) = %+v, want a fuzzy match", r)
	}
	if r := a.Lookup("giant ratts"); r.Match != MatchNone {
		t.Errorf("Lookup(giant ratts) = %+v, want none", r)
	}
}
