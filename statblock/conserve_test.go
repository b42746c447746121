package statblock

import (
	"reflect"
	"slices"
	"strings"
	"testing"
)

// conservedLines are stat lines in several printed styles, each with text
// no field reads (a rider after morale, a note after AC, prose after the
// last value), for TestParseConservesTokens.
var conservedLines = []string{
	"Wight: AC 5, HD 3*, hp 13, MV 90' (30'), ML 7 need a silver weapon to hit",
	"Ghoul HD 2 AC 6 1d3/1d3/1d3 F2 ML 9 paralysing touch MV 9 XP 47",
	"Goblins (4): AC 6 [13], HD 1-1 (3hp), Att 1 × weapon (1d6), THAC0 19 [0], MV 60' (20'), SV D14 W15 P16 B17 S18 (NH), ML 7, AL Chaotic, XP 5",
	"Orc\nArmor Class: 14 (11)\nHit Dice: 1\nNo. of Attacks: 1 weapon\nDamage: 1d8 or by weapon\nMovement: 30' Unarmored 40'\nMorale: 8 (9 with leader)\nTreasure Type: Q, R each\nXP: 25",
	"ORCS (12): AC 6; MV 9\"; HD 1; hp 5 each; #AT 1; D 1-8; AL LE; SA none worth noting",
	"AL C, MV 90' (30'), AC 5, HD 2, #AT 1, D 2d4, SV F2, ML 8, XP 20, hates the sun",
	"Sir Hugh (F7, AC 2 plate and shield, hp 40, 1d8+2)",
	"HD 1+1; AC 5[14]; Atk 1 weapon (1d8); Move 12; Save 17; AL C; CL/XP 2/30; Special: none.",
	"HP 11 DEF 14 ATK 2 claws (d4+paralysis) MV 30ft Mor 7 flees from fire",
	"Lvl 2 AC 12 Atk 1d6 Mor 7",
	"4 goblins (AC 6, HD 1-1, hp 4, 3, 3, 2, #AT 1, D 1-6, MV 90' (30'), Save NM, ML 7, AL C)",
	"Orc (AC 6; HD 1; hp 5; MV 120'(40'); #AT 1 weapon; D 1d6; Save F1; ML 8; AL C; XP 10)",
	"AC 5 [14], HD 3 (13hp), Att 2 × claw (1d4) and 1 × bite (1d6), THAC0 17 [+2], MV 120' (40'), SV D12 W13 P14 B15 S16 (3), ML 9, AL Chaotic, XP 35, NA 1d4 (2d4), TT C",
	"Goblin (4)\nArmor Class: 14\nHit Dice: 1-1\nNo. of Attacks: 1 weapon\nDamage: 1d6 or by weapon\nMovement: 20'\nSave As: Fighter: 1\nMorale: 7\nXP: 10",
	"Candle wisp HP 9 DEF 16 ATK touch (d6 fire) MV fly 60ft MOR 7 drifts to any light",
	"Shepherds (AC 9, HD 1/2, 1d4 hp, D 1d4) trade news",
	"Ghoul — HD 2, HP 11, 9, AC 14, ATK 2 claws 1d4 + paralysis, MV 30ft, ML, XP 20",
	"Brown bear (AC 6, HD 4, hp 21, 2 claws 1d4/1d4, bite 1d8 and hugs, MV 120' (40'))",
	"Harpy: AC 7, HD 3*, MV 9/15 (fly) hovering",
	"Goblin King: Armor Class 13, Hit Points 22 (4d8+4), Speed 30 ft., Attack scimitar (1d6+2)",
}

// TestParseConservesTokens checks that [Parse] loses no printed token:
// the words of each line are the words of the labels it read plus the
// words of the fields it filled, counted with repeats (punctuation around
// a word aside).
func TestParseConservesTokens(t *testing.T) {
	for _, line := range conservedLines {
		sb := Parse(line)
		text := plainText(line)
		var labels []string
		for _, h := range findLabels(text) {
			if !h.keepLabel {
				labels = append(labels, tokens(text[h.start:h.valueStart])...)
			}
		}
		want := multiset(tokens(text))
		for _, w := range labels {
			want[w]--
		}
		var filled []string
		v := reflect.ValueOf(sb)
		for i, name := range printedFields {
			if name != "raw" {
				filled = append(filled, tokens(v.Field(i).String())...)
			}
		}
		if got := multiset(filled); !reflect.DeepEqual(nonZero(got), nonZero(want)) {
			t.Errorf("Parse(%q) lost or made up tokens:\n got: %v\nwant: %v", line, nonZero(got), nonZero(want))
		}
	}
}

// tokens returns the words of s with the punctuation around each trimmed,
// dropping words that are punctuation alone (a dash between a name and
// its stats, or for a value not printed, among them).
func tokens(s string) []string {
	var out []string
	for _, w := range strings.Fields(s) {
		if w = strings.Trim(w, ",;:.()[]—–"); w != "" {
			out = append(out, w)
		}
	}
	return out
}

func multiset(ws []string) map[string]int {
	m := map[string]int{}
	for _, w := range ws {
		m[w]++
	}
	return m
}

func nonZero(m map[string]int) map[string]int {
	out := map[string]int{}
	for k, v := range m {
		if v != 0 {
			out[k] = v
		}
	}
	return out
}

// TestNormalizeFlagsWhatItDoesNotRead: a printed field whose value its
// reader reads from the start only is flagged when text follows the
// value, in the field as a model or an override gives it (Parse would have
// put that text in special): each field in two printed styles. A bracketed
// note of the value is its own and no flag.
func TestNormalizeFlagsWhatItDoesNotRead(t *testing.T) {
	for _, tc := range []struct {
		name string
		in   StatBlock
		want string
	}{
		{"morale and prose", StatBlock{Morale: "7 need a silver weapon to hit"}, "morale=7 !morale"},
		{"morale and a rider", StatBlock{Morale: "9, flees from fire"}, "morale=9 !morale"},
		{"morale and its condition", StatBlock{Morale: "8 (9 with leader)"}, "morale=8"},
		{"dual AC and a shield", StatBlock{AC: "6 [13] with shield"}, "ac=6 aac=13 ac_notation=both !ac"},
		{"lone AC and a rider", StatBlock{AC: "14, 16 vs. missiles"}, "ac=5* aac=14 ac_notation=ascending !ac"},
		{"AC and its armour", StatBlock{AC: "7 (leather)"}, "ac=7 aac=12* ac_notation=descending"},
		{"movement and prose", StatBlock{Movement: "120' (40') but slowed by water"}, "movement_ft=120 encounter_movement_ft=40 !movement"},
		{"inches and a rider", StatBlock{Movement: "9\", never runs"}, "movement_ft=90* encounter_movement_ft=30* !movement"},
		{"movement and its mode", StatBlock{Movement: "90' (30'), fly 180' (60')"}, "movement_ft=90 encounter_movement_ft=30 movement_modes=fly:180/60"},
		{"ose attacks and a rider", StatBlock{Attacks: "2 × claw (1d3) + poison"}, "attacks=2×claw:1d3 !attacks"},
		{"s&w attacks and a rider", StatBlock{Attacks: "1 weapon (1d8), then flees"}, "attacks=1×weapon:1d8 !attacks"},
		{"ose attacks", StatBlock{Attacks: "1 × bite (1d6), 1 × claw (1d4)"}, "attacks=1×bite:1d6,1×claw:1d4"},
		{"ose damage and a rider", StatBlock{Attacks: "1 × touch (1d6 + age 10 years)"}, "attacks=1×touch:1d6 !attacks"},
		{"b/x damage and a rider", StatBlock{Attacks: "1 bite", Damage: "1d4 plus disease"}, "attacks=1×bite:1d4 !damage"},
		{"ose attack of an effect alone", StatBlock{Attacks: "1 × gaze (petrification)"}, "attacks=1×gaze:petrification"},
		{"treasure letters and a note", StatBlock{TreasureType: "C, see area 4"}, "treasure_type=C !treasure_type"},
		{"treasure letters and a multiplier", StatBlock{TreasureType: "Q (x10), S"}, "treasure_type=\"Q, S\" !treasure_type"},
		{"treasure letters joined in words", StatBlock{TreasureType: "U and V"}, "treasure_type=\"U, V\""},
	} {
		n := Normalize(tc.in)
		if got := render(StatBlock{}, n); got != tc.want {
			t.Errorf("%s: Normalize(%+v)\n got: %s\nwant: %s", tc.name, tc.in, got, tc.want)
		}
		if slices.Contains(n.Unparsed, "raw") {
			t.Errorf("%s: raw flagged", tc.name)
		}
	}
}
