package naming

import (
	"testing"

	"github.com/scriptorium/scriptorium/internal/testenv"
)

// TestMain keeps the tests off the network (see netguard).
func TestMain(m *testing.M) { testenv.Main(m) }

func TestSingular(t *testing.T) {
	cases := map[string]string{"wolves": "wolf", "harpies": "harpy", "lizard men": "lizard man",
		"giant rats": "giant rat", "octopus": "octopus", "cutlass": "cutlass", "boxes": "box", "orc": "orc",
		"slaves": "slave", "knives": "knife", "mice": "mouse", "priestesses": "priestess", "lizardmen": "lizardman"}
	for in, want := range cases {
		if got := Singular(in); got != want {
			t.Errorf("Singular(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestSlug(t *testing.T) {
	slugs := map[string]string{"Orc War-Leader (2)": "orc-war-leader-2", "Doppelgänger": "doppelganger",
		"  ": "unnamed", "Neanderthal (Caveman)": "neanderthal-caveman"}
	for in, want := range slugs {
		if got := Slug(in); got != want {
			t.Errorf("Slug(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestFoldName(t *testing.T) {
	for in, want := range map[string]string{"3 Goblins": "goblins", " 2d4  Giant\tRats ": "giant rats",
		"12x orcs": "orcs", "Orc War Leader": "orc war leader"} {
		if got := FoldName(in); got != want {
			t.Errorf("FoldName(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestFoldPlaceAndHeadNoun(t *testing.T) {
	for in, want := range map[string][2]string{
		"The  Queen’s Chamber":    {"queen's chamber", "chamber"},
		"Lych gate":               {"lych gate", "gate"},
		"Tomb of the Bellfounder": {"tomb of the bellfounder", "tomb"},
		"a Cave":                  {"cave", "cave"},
		"Theatre":                 {"theatre", "theatre"},
	} {
		if got := [2]string{FoldPlace(in), HeadNoun(in)}; got != want {
			t.Errorf("FoldPlace, HeadNoun(%q) = %q, want %q", in, got, want)
		}
	}
}
