package statblock

import (
	"regexp"
	"strings"
	"testing"
)

// sampleValues are printed values of each field, as its labels' value
// patterns accept them.
var sampleValues = map[string]string{
	"ac": "6", "hd": "2", "hp": "5", "attacks": "1", "damage": "1d6", "thac0": "19", "attack_bonus": "+1",
	"movement": "120'", "saves": "F1", "morale": "8", "alignment": "Chaotic", "xp": "10",
	"number_appearing": "2d4", "treasure_type": "C", "special": "regenerates",
}

// TestEveryLabelParses reads every form of every label of the vocabulary
// before a value of its field: each fills its field (special keeps its
// label, "SA regenerates"), so a dialect's labels are data alone.
func TestEveryLabelParses(t *testing.T) {
	for _, l := range Labels {
		value, ok := sampleValues[l.Field]
		if !ok {
			t.Fatalf("no sample value of %q", l.Field)
		}
		for _, form := range l.forms(true) {
			sb := Parse("AC 7, " + form + " " + value)
			if l.Field == "ac" {
				sb = Parse(form + " " + value)
			}
			if got := *sb.field(l.Field); !strings.HasSuffix(got, value) {
				t.Errorf("Parse(%q).%s = %q, want %q", "AC 7, "+form+" "+value, l.Field, got, value)
			}
		}
	}
}

func TestPattern(t *testing.T) {
	for _, tc := range []struct {
		long   bool
		fields []string
		want   string
	}{
		{false, []string{"ac"}, "DEF|AC"},
		{true, []string{"ac"}, "Armour Class|ARMOUR CLASS|Armor Class|ARMOR CLASS|DEF|AC"},
		{false, []string{"morale", "thac0"}, "THAC0|THACO|Mor|MOR|T0|ML|Ml"},
		{false, []string{"hp"}, `h\.p\.|hp|HP`},
	} {
		if got := Pattern(tc.long, tc.fields...); got != tc.want {
			t.Errorf("Pattern(%v, %q) = %q, want %q", tc.long, tc.fields, got, tc.want)
		}
	}
	if strings.Contains("|"+GluedPattern()+"|", "|D|") {
		t.Errorf("GluedPattern() = %q holds a one-letter label", GluedPattern())
	}
	for _, f := range []string{"HD", "MV", "Sv", "Att"} {
		if !strings.Contains("|"+CreaturePattern()+"|", "|"+f+"|") {
			t.Errorf("CreaturePattern() = %q lacks %q", CreaturePattern(), f)
		}
	}
	if strings.Contains("|"+CreaturePattern()+"|", "|AC|") {
		t.Errorf("CreaturePattern() = %q holds AC, which ships print too", CreaturePattern())
	}
}

// TestOpenerPattern: a stat line opens with any abbreviated label followed
// by a value of its field, in the order of any dialect (a Labyrinth Lord
// line opens with the alignment, a TSR one with the armour class); a
// label run into a word, a one-letter label glued to a number, or a label
// whose value is no value of its field opens none.
func TestOpenerPattern(t *testing.T) {
	re := regexp.MustCompile(`^(?:` + OpenerPattern() + `)`)
	for _, tc := range []struct {
		text string
		want bool
	}{
		{"AL C, MV 90' (30'), AC 5", true},
		{"AC 6, HD 1-1, #AT 1", true},
		{"MV 120' (40'), AC 7", true},
		{"Mv: 40', Sv F1", true},
		{"HP 15 DEF 13", true},
		{"D 1d6, Save F1", true},
		{"Albert the miller", false},
		{"D12 W13", false},
		{"AC of the ogre", false},
		{"ML high", false},
	} {
		if got := re.MatchString(tc.text); got != tc.want {
			t.Errorf("OpenerPattern() on %q = %v, want %v", tc.text, got, tc.want)
		}
	}
}
