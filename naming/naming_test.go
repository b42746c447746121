package naming

import (
	"slices"
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

// TestForeignPlurals: plurals English keeps from the languages it
// borrowed creatures from (Arabic djinn and efreet, Greek cyclopes, Latin
// "-ae") give the singular the monster tables print; a borrowed noun with
// a final vowel takes a plain "-s", so its singular is one of Singulars,
// beside a Latin "-us" or "-as" singular that only a vocabulary tells
// apart.
func TestForeignPlurals(t *testing.T) {
	for in, want := range map[string]string{"djinn": "djinni", "efreet": "efreeti", "cyclopes": "cyclops", "medusae": "medusa",
		"larvae": "larva", "lamiae": "lamia", "oxen": "ox", "mummies": "mummy", "djinni": "djinni"} {
		if got := Singular(in); got != want {
			t.Errorf("Singular(%q) = %q, want %q", in, got, want)
		}
	}
	for in, want := range map[string][]string{"tengus": {"tengus", "tengu"}, "nagas": {"nagas", "naga"}, "giant octopus": {"giant octopus", "giant octopu"},
		"wolves": {"wolf"}, "moss": {"moss"}, "gas": {"gas"}} {
		if got := Singulars(in); !slices.Equal(got, want) {
			t.Errorf("Singulars(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestSlug(t *testing.T) {
	slugs := map[string]string{"Orc War-Leader (2)": "orc-war-leader-2", "Doppelgänger": "doppelganger",
		"  ": "unnamed", "Neanderthal (Caveman)": "neanderthal-caveman",
		// letters of any script: a name printed in Cyrillic or Greek keeps an id of its own
		"скелета": "skeleta", "Тролль": "troll", "σκελετοί": "skeletoi", "Κύκλωψ": "kuklops", "Araignée géante": "araignee-geante",
		"Straße": "strasse", "ﬁend": "fiend", "𝔘r": "u1d518r"}
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
		"Stair Down":              {"stair down", "stair"},
		"The Hall Below":          {"hall below", "hall"},
	} {
		if got := [2]string{FoldPlace(in), HeadNoun(in)}; got != want {
			t.Errorf("FoldPlace, HeadNoun(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestIndexPlaces: keys, titles and head nouns of titles of several words
// name their place, folded; a name or head noun two places share names
// neither; a head noun that is another place's name is that place's; a
// title "X of Y" names its place as "Y's X" too; the last printing of a
// name is kept, without its article.
func TestIndexPlaces(t *testing.T) {
	ps := IndexPlaces(
		[]string{"1", "2", "3", "4", "5", "The Ossuary", "6"},
		[]string{"Lych gate", "The Queen’s Chamber", "North cell", "South cell", "Crypt", "", "Old crypt"})
	for name, want := range map[string]string{
		"lych  GATE": "1", "gate": "1", "the queen's chamber": "2", "Queen’s Chamber": "2", "chamber": "2",
		"ossuary": "The Ossuary", "crypt": "5", "old crypt": "6", "1": "1",
	} {
		if got, ok := ps.Key(name); !ok || got != want {
			t.Errorf("Key(%q) = %q, %v; want %q", name, got, ok, want)
		}
	}
	for _, name := range []string{"cell", "north", "well"} {
		if got, ok := ps.Key(name); ok {
			t.Errorf("Key(%q) = %q; want none (shared or unknown)", name, got)
		}
	}
	if got := ps["queen's chamber"].Printed; got != "Queen's Chamber" {
		t.Errorf("printed %q, want %q", got, "Queen's Chamber")
	}
	possessed := IndexPlaces([]string{"1", "2"}, []string{"Cell of Brother Odo", "VAULT OF THE PRIORS"})
	for name, want := range map[string]string{"Brother Odo’s cell": "1", "the priors' vault": "2"} {
		if got, ok := possessed.Key(name); !ok || got != want {
			t.Errorf("Key(%q) = %q, %v; want %q (the title \"X of Y\" in the possessive)", name, got, ok, want)
		}
	}
	twice := IndexPlaces([]string{"1", "2"}, []string{"The Well", "the WELL"})
	if got := twice["well"]; got != (Place{Printed: "WELL"}) {
		t.Errorf("a name printed twice = %+v, want the last printing, %+v", got, Place{Printed: "WELL"})
	}
}
