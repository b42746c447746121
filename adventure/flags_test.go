package adventure

import (
	"errors"
	"slices"
	"strconv"
	"strings"
	"testing"
)

func TestValidateFlagAccepts(t *testing.T) {
	cases := []struct {
		scope Scope
		flag  string
	}{
		{ScopeArea, FlagLowConfidence},
		{ScopeArea, FlagNoSourcePages},
		{ScopeArea, FlagSplitAcrossPages},
		{ScopeArea, Merged(3)},
		{ScopeArea, ExitTargetUnknown("12a")},
		{ScopeArea, EncounterUnlinked("Orc: war leader")},
		{ScopeArea, FlagCountUnknown},
		{ScopeArea, Override("read_aloud")},
		{ScopeArea, Override("add")},
		{ScopeMonster, FlagStatBlockMissing},
		{ScopeMonster, StatBlockUnparsed("hd")},
		{ScopeMonster, Derived("aac")},
		{ScopeMonster, FuzzyMatch("Gobbo")},
		{ScopeMonster, AliasMatch("Hobgoblins")},
		{ScopeMonster, Override("name")},
		{ScopeMonster, Override("add")},
		{ScopeModule, ScanPage(1)},
		{ScopeModule, DamagedPDF("xref table: incomplete xref subsection")},
		{ScopeModule, DamagedPage(3)},
		{ScopeModule, Override("title")},
		{ScopeModule, Override("wandering_tables")},
	}
	for _, c := range cases {
		if err := ValidateFlag(c.scope, c.flag); err != nil {
			t.Errorf("ValidateFlag(%s, %q) = %v, want nil", c.scope, c.flag, err)
		}
	}
}

func TestValidateFlagRejects(t *testing.T) {
	cases := []struct {
		scope Scope
		flag  string
		want  string
	}{
		{ScopeArea, "shiny", "not in the vocabulary"},
		{ScopeArea, "", "not in the vocabulary"},
		{ScopeMonster, FlagLowConfidence, "not a flag of a monster"},
		{ScopeModule, FlagStatBlockMissing, "not a flag of a module"},
		{ScopeArea, "low-confidence:high", "takes no detail"},
		{ScopeArea, FlagMerged, "takes a count of 2 or more"},
		{ScopeArea, Merged(1), "a count of 2 or more"},
		{ScopeArea, "merged:02", "a count of 2 or more"},
		{ScopeModule, ScanPage(0), "a page number"},
		{ScopeArea, ExitTargetUnknown(" "), "non-empty text"},
		{ScopeArea, EncounterUnlinked("two\nlines"), "non-empty text"},
		{ScopeMonster, StatBlockUnparsed("armour"), "a printed stat-block field"},
		{ScopeMonster, Derived("hd"), "a normalized stat-block field"},
		{ScopeMonster, Override("remove"), "a field of the monster"},
		{ScopeArea, Override("wandering_tables"), "a field of the area"},
		{ScopeArea, Override("titel"), "a field of the area"},
	}
	for _, c := range cases {
		err := ValidateFlag(c.scope, c.flag)
		if !errors.Is(err, ErrFlag) || !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), strconv.Quote(c.flag)) {
			t.Errorf("ValidateFlag(%s, %q) = %v, want ErrFlag quoting the flag and saying %q", c.scope, c.flag, err, c.want)
		}
	}
}

// TestSampleFlagsInVocabulary guards the test data itself.
func TestSampleFlagsInVocabulary(t *testing.T) {
	a := sample()
	for _, f := range a.Flags {
		if err := ValidateFlag(ScopeModule, f); err != nil {
			t.Error(err)
		}
	}
	for _, m := range a.Monsters {
		for _, f := range m.Flags {
			if err := ValidateFlag(ScopeMonster, f); err != nil {
				t.Error(err)
			}
		}
	}
}

func TestEncounterFlags(t *testing.T) {
	three := 3
	for _, c := range []struct {
		e    Encounter
		want []string
	}{
		{Encounter{Creature: "goblins", Monster: "goblin", Count: Count{Fixed: &three}}, nil},
		{Encounter{Creature: "goblins", Monster: "goblin", Count: Count{Dice: "2d4"}}, nil},
		{Encounter{Creature: "nixie", Count: Count{Note: "a few"}}, []string{"encounter-unlinked:nixie", "count-unknown"}},
	} {
		if got := EncounterFlags(c.e); !slices.Equal(got, c.want) {
			t.Errorf("EncounterFlags(%+v) = %v, want %v", c.e, got, c.want)
		}
	}
}
