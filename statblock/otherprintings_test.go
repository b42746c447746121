package statblock

import "testing"

// TestLabelsOfOtherPrintings pins labels printings besides the rulebooks'
// set, each in two printed styles: number appearing as "#AP" (a TSR comma
// line and a compact line), "No. App." (with a colon and without) and
// "Number Encountered"; treasure as "Treasure:", "Treas." and "TR" (a B/X
// block and compact lines); and movement as "Movement Rate" (a B/X
// block and an AD&D one in capitals). Their values fell into the field
// before or into special. A room's treasure in prose after a stat line is
// no treasure type.
func TestLabelsOfOtherPrintings(t *testing.T) {
	for _, tc := range []struct{ name, printed, want string }{
		{"#AP, tsr", "Kobolds: AC 7, HD ½, #AP 4-16, #AT 1, D 1-4, ML 6", `name=Kobolds ac=7 aac=12* ac_notation=descending hit_dice=0.5 attacks=1×:1d4* thac0=19* attack_bonus=0* morale=6 number_appearing=4d4*`},
		{"#AP, compact", "Kobolds HD 1/2 AC 7 #AP 2d6 MV 6", `name=Kobolds ac=7 aac=12* ac_notation=descending hit_dice=0.5 thac0=19* attack_bonus=0* movement_ft=60* encounter_movement_ft=20* number_appearing=2d6`},
		{"No. App. with a colon, b/x", "Wolf\nArmor Class: 7\nHit Dice: 2+2\nNo. App.: 2d6 (3d6)\nMorale: 8", `name=Wolf ac=7 aac=12* ac_notation=descending hit_dice=2 hd_modifier=2 thac0=17* attack_bonus=2* morale=8 number_appearing=2d6 number_in_lair=3d6`},
		{"No. App. without, tsr", "Wolf: AC 7; HD 2+2; No. App. 3-18; MV 180' (60'); ML 8", `name=Wolf ac=7 aac=12* ac_notation=descending hit_dice=2 hd_modifier=2 thac0=17* attack_bonus=2* movement_ft=180 encounter_movement_ft=60 morale=8 number_appearing=3d6*`},
		{"Number Encountered, block", "Wolf\nArmor Class: 7\nHit Dice: 2+2\nNumber Encountered: 2d6\nMorale: 8", `name=Wolf ac=7 aac=12* ac_notation=descending hit_dice=2 hd_modifier=2 thac0=17* attack_bonus=2* morale=8 number_appearing=2d6`},
		{"Treasure:, b/x block", "Ogre\nArmor Class: 5\nHit Dice: 4+1\nMorale: 10\nTreasure: C + 1,000 gp\nXP: 125", `name=Ogre ac=5 aac=14* ac_notation=descending hit_dice=4 hd_modifier=1 thac0=15* attack_bonus=4* morale=10 xp=125 treasure_type=C !treasure_type`},
		{"Treasure:, comma line", "Ogre: AC 5, HD 4+1, ML 10, Treasure: Nil, XP 125", `name=Ogre ac=5 aac=14* ac_notation=descending hit_dice=4 hd_modifier=1 thac0=15* attack_bonus=4* morale=10 xp=125`},
		{"Treas., tsr", "Ogre: AC 5, HD 4+1, ML 10, Treas. (P) C, XP 125", `name=Ogre ac=5 aac=14* ac_notation=descending hit_dice=4 hd_modifier=1 thac0=15* attack_bonus=4* morale=10 xp=125 treasure_type="P, C"`},
		{"TR, compact", "Ogre HD 4+1 AC 5 TR B ML 10", `name=Ogre ac=5 aac=14* ac_notation=descending hit_dice=4 hd_modifier=1 thac0=15* attack_bonus=4* morale=10 treasure_type=B`},
		{"TR with a colon, semicolons", "Ogre: AC 5; HD 4+1; TR: B, U; ML 10", `name=Ogre ac=5 aac=14* ac_notation=descending hit_dice=4 hd_modifier=1 thac0=15* attack_bonus=4* morale=10 treasure_type="B, U"`},
		{"room treasure in prose", "Ogre: AC 5, HD 4+1, ML 10, Treasure: A silver dagger", `name=Ogre ac=5 aac=14* ac_notation=descending hit_dice=4 hd_modifier=1 thac0=15* attack_bonus=4* morale=10 special="Treasure: A silver dagger"`},
		{"Movement Rate, b/x block", "Wolf\nArmor Class: 7\nHit Dice: 2+2\nMovement Rate: 180' (60')\nMorale: 8", `name=Wolf ac=7 aac=12* ac_notation=descending hit_dice=2 hd_modifier=2 thac0=17* attack_bonus=2* movement_ft=180 encounter_movement_ft=60 morale=8`},
		{"MOVEMENT RATE, ad&d", "ARMOR CLASS: 7 MOVEMENT RATE: 18\" HIT DICE: 2+2", `ac=7 aac=12* ac_notation=descending hit_dice=2 hd_modifier=2 movement_ft=180* encounter_movement_ft=60*`},
	} {
		sb := Parse(tc.printed)
		if got := render(sb, Normalize(sb)); got != tc.want {
			t.Errorf("%s: %q\n got: %s\nwant: %s", tc.name, tc.printed, got, tc.want)
		}
	}
}

// TestScannedMarks pins the marks OCR reads a scanned stat line's
// brackets and foot marks as, each in two printed styles: a dual armour
// class's square bracket read as "|" ("AC 5 |14]" in an OSE line, "AC 5
// [14|" in a compact one), and the foot marks of a rate read as degree
// signs ("120° (40°)", "90° (30°)"). The armour class lost its ascending
// value into special and the rate was unread.
func TestScannedMarks(t *testing.T) {
	for _, tc := range []struct{ name, printed, want string }{
		{"bracket opened as a bar, ose", "Wolf: AC 5 |14], HD 3, MV 120' (40'), ML 8", `name=Wolf ac=5 aac=14 ac_notation=both hit_dice=3 thac0=17* attack_bonus=2* movement_ft=120 encounter_movement_ft=40 morale=8`},
		{"bracket closed as a bar, compact", "Wolf HD 3 AC 5 [14| 1d6", `name=Wolf ac=5 aac=14 ac_notation=both hit_dice=3 attacks=1×:1d6* thac0=17* attack_bonus=2*`},
		{"degree signs, ose", "Wolf: AC 5 [14], HD 3, MV 120° (40°), ML 8", `name=Wolf ac=5 aac=14 ac_notation=both hit_dice=3 thac0=17* attack_bonus=2* movement_ft=120 encounter_movement_ft=40 morale=8`},
		{"degree signs, b/x block", "Wolf\nArmor Class: 7\nHit Dice: 2\nMove: 90° (30°)", `name=Wolf ac=7 aac=12* ac_notation=descending hit_dice=2 thac0=18* attack_bonus=1* movement_ft=90 encounter_movement_ft=30`},
	} {
		sb := Parse(tc.printed)
		if got := render(sb, Normalize(sb)); got != tc.want {
			t.Errorf("%s: %q\n got: %s\nwant: %s", tc.name, tc.printed, got, tc.want)
		}
	}
}

// TestTensWithAModeUnbracketed pins a rate in tens of feet with a
// further mode's rate printed without brackets, each in two styles: after
// a slash with the mode's name after it (Swords & Wizardry "Move 12/18
// fly", a block's "Move: 9/15 flying") and the mode's name and rate after a comma or
// semicolon (a compact line's "MV 12, fly 18", "Move 3; swim 12"). The
// rate was unread, or the mode dropped.
func TestTensWithAModeUnbracketed(t *testing.T) {
	for _, tc := range []struct{ name, printed, want string }{
		{"slash, swords & wizardry", "Giant Bat: HD 2; AC 8[11]; Atk bite (1d6); Move 12/18 fly; Save 16", `name="Giant Bat" ac=8 aac=11 ac_notation=both hit_dice=2 attacks=1×bite:1d6 thac0=18* attack_bonus=1* movement_ft=120* encounter_movement_ft=40* movement_modes=fly:180/60* saves=16`},
		{"slash, b/x block", "Giant Bat\nArmor Class: 8\nHit Dice: 2\nMove: 9/15 flying\nMorale: 8", `name="Giant Bat" ac=8 aac=11* ac_notation=descending hit_dice=2 thac0=18* attack_bonus=1* movement_ft=90* encounter_movement_ft=30* movement_modes=flying:150/50* morale=8`},
		{"comma, compact", "(HD 2, AC 7, MV 12, fly 18, ML 7)", `ac=7 aac=12* ac_notation=descending hit_dice=2 thac0=18* attack_bonus=1* movement_ft=120* encounter_movement_ft=40* movement_modes=fly:180/60* morale=7`},
		{"semicolon, swords & wizardry", "Giant Frog: HD 1; AC 7[12]; Move 3; swim 12; Save 17", `name="Giant Frog" ac=7 aac=12 ac_notation=both hit_dice=1 thac0=19* attack_bonus=0* movement_ft=30* encounter_movement_ft=10* movement_modes=swim:120/40* saves=17`},
	} {
		sb := Parse(tc.printed)
		if got := render(sb, Normalize(sb)); got != tc.want {
			t.Errorf("%s: %q\n got: %s\nwant: %s", tc.name, tc.printed, got, tc.want)
		}
	}
}
