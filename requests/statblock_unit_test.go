package requests

import (
	"reflect"
	"testing"
)

// TestNormalizeFields pins rules the printed-line table does not reach.
func TestNormalizeFields(t *testing.T) {
	cases := []struct {
		name string
		in   StatBlock
		want string
	}{
		{"single save", StatBlock{Saves: "14"}, "saves=14"},
		{"ascending only", StatBlock{AC: "[13]"}, "ac=6* aac=13 ac_notation=ascending"},
		{"attack bonus only", StatBlock{AttackBonus: "+2"}, "thac0=17* attack_bonus=2"},
		{"THAC0 only", StatBlock{THAC0: "17"}, "thac0=17 attack_bonus=2*"},
		{"unparseable AC kept", StatBlock{AC: "as plate mail"}, "!ac"},
		{"unparseable hp kept", StatBlock{HP: "see text"}, "!hp"},
		{"fly after walk", StatBlock{Movement: "90' (30'), fly 180' (60')"},
			"movement_ft=90 encounter_movement_ft=30 movement_modes=fly:180/60"},
		{"class level HD", StatBlock{HD: "MU2"}, "hit_dice=2* class_level=MU2 thac0=19* attack_bonus=0* saves=13,14,13,16,15*"},
		{"three-quarters range", StatBlock{Damage: "2-7"}, "attacks=1×:1d6+1*"},
		{"odd range kept", StatBlock{Damage: "5-9"}, "attacks=1×:5-9*"},
		{"XP with ea.", StatBlock{XP: "25 ea."}, "xp=25"},
		{"unknown alignment", StatBlock{Alignment: "Unaligned-ish"}, "!alignment"},
		{"empty", StatBlock{}, ""},
	}
	for _, c := range cases {
		if got := render(StatBlock{}, Normalize(c.in)); got != c.want {
			t.Errorf("%s: Normalize(%+v)\n got: %s\nwant: %s", c.name, c.in, got, c.want)
		}
	}
}

func TestNormalizeFlagsAreNeverNil(t *testing.T) {
	n := Normalize(StatBlock{})
	if n.Derived == nil || n.Unparsed == nil {
		t.Errorf("Normalize(empty) flags = %#v, %#v; want empty lists", n.Derived, n.Unparsed)
	}
}

func TestParseStatLineKeepsUnlabelledText(t *testing.T) {
	in := "A huge toad the size of a pony."
	got := ParseStatLine(in)
	want := StatBlock{Special: in, Raw: in}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("ParseStatLine(%q) = %+v, want %+v", in, got, want)
	}
}

func TestParseStatLineIgnoresProse(t *testing.T) {
	got := ParseStatLine("HD 1 AC 2 1d4 MV 3 ML 10 XP 13; when hit, save vs. poison or the AC of armour rusts")
	if got.Saves != "" || got.Special != "when hit, save vs. poison or the AC of armour rusts" {
		t.Errorf("prose read as labels: saves %q, special %q", got.Saves, got.Special)
	}
}
