package offline

import (
	"slices"
	"testing"

	"github.com/scriptorium/scriptorium/requests"
)

// TestPluralsNameTheTableKind: creatures met in the plural, in an OSE key
// (a bold key, counts in figures) and a TSR one (a key in capitals, counts
// in words), are filed under the singular kind the monster table or the
// module's own stat blocks print: English rules (wolves, harpies,
// mummies), the plurals English keeps (djinn of djinni) and the plain "-s" of
// a borrowed noun (tengus of the module's Tengu, though "-us" ends Latin
// singulars).
func TestPluralsNameTheTableKind(t *testing.T) {
	want := map[string]string{"tengus": "Tengu", "wolves": "Wolf", "harpies": "Harpy", "mummies": "Mummy", "djinn": "Djinni"}
	for style, text := range map[string]string{
		"ose": "**1. Gate.** 4 tengus squabble on the wall. 3 wolves gnaw bones.\n\n**2. Byre.** 2 harpies roost above.\n\n" +
			"**3. Tomb.** 3 mummies stand in niches. 2 djinn guard the urn.\n\n**Tengu**\nAC 5 [14], HD 2 (9hp), Att 1 × sword (1d6), THAC0 18 [+1], MV 90' (30'), ML 8, AL Neutral, XP 20\n",
		"tsr": "1. GATE. Four tengus squabble on the wall. Three wolves gnaw bones.\n\n2. BYRE. Two harpies roost above.\n\n" +
			"3. TOMB. Three mummies stand in niches. Two djinn guard the urn.\n\nTengu: AC 5, HD 2, #AT 1, D 1d6, MV 90' (30'), ML 8, AL N\n",
	} {
		c := contentOf(t, text)
		var s requests.Survey
		decode(t, built(t)(requests.BuildSurveyRequest(1, []requests.Page{{Number: 1, Text: text}}, requests.Settings{})), &s)
		var names []string
		for _, a := range c.Areas {
			for _, e := range a.Encounters {
				names = append(names, e.Creature)
			}
		}
		for _, b := range s.StatBlocks {
			names = append(names, b.Name)
		}
		var m requests.Monsters
		decode(t, built(t)(requests.BuildMonstersRequest(names, requests.DefaultAliases())), &m)
		for plural, kind := range want {
			i := slices.IndexFunc(m.Names, func(n requests.NameMapping) bool { return sameWords(n.Printed, plural) })
			if i < 0 {
				t.Errorf("%s: no creature printed %q among %+v", style, plural, m.Names)
			} else if m.Names[i].Canonical != kind {
				t.Errorf("%s: %q is filed as %q, want %q", style, plural, m.Names[i].Canonical, kind)
			}
		}
	}
}

// sameWords reports whether printed ends in word, in any case.
func sameWords(printed, word string) bool {
	ws := words(printed)
	return len(ws) > 0 && ws[len(ws)-1] == word
}

// TestCountedPluralNamesTheKind: a borrowed noun printed after a count of
// more than one, in figures, dice or words, is filed under its singular
// with its plain "-s" dropped though no singular is printed ("2 tengus" →
// Tengu, "three kappas" → Kappa, "1d4 nagas" → Naga), English plurals
// as English makes them ("4 lizardmen", "2 harpies", "3 wolves"); a name
// printed singular keeps its form ("2 cyclops", "Giant Octopus"
// with no count).
func TestCountedPluralNamesTheKind(t *testing.T) {
	for _, tc := range []struct {
		names []string
		want  map[string]string
	}{
		{[]string{"2 tengus", "three kappas", "1d4 nagas", "4 lizardmen", "2 harpies", "3 wolves"},
			map[string]string{"2 tengus": "Tengu", "three kappas": "Kappa", "1d4 nagas": "Naga", "4 lizardmen": "Lizard Man", "2 harpies": "Harpy", "3 wolves": "Wolf"}},
		{[]string{"Tengus", "2 Tengus", "Giant Octopus", "2 cyclops"},
			map[string]string{"Tengus": "Tengu", "2 Tengus": "Tengu", "Giant Octopus": "Giant Octopus", "2 cyclops": "Cyclops"}},
	} {
		var m requests.Monsters
		decode(t, built(t)(requests.BuildMonstersRequest(tc.names, requests.DefaultAliases())), &m)
		for _, n := range m.Names {
			if want, ok := tc.want[n.Printed]; ok && n.Canonical != want {
				t.Errorf("%q is filed as %q, want %q", n.Printed, n.Canonical, want)
			}
		}
	}
}
