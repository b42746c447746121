package statblock

import (
	"strings"
	"testing"
)

// TestHitPointsOfAGroup pins the ways a group's hit points are printed,
// one value a creature, each in two printed styles: a list before the unit
// in the hit dice's brackets (OSE "HD 2 (9, 7, 5 hp)", TSR "HD 2 (9, 7
// hp)"), and Basic Fantasy's hit-point boxes, each row after its number
// ("HP 6 ☐☐☐☐☐☐ 5 ☐☐☐☐☐", in a Basic Fantasy line and in a zine's with
// hollow boxes), whose boxes used to spill into special. The forms read
// before stay read: one value in the brackets ("9hp", "hp 9"), a list
// after the label, and a list after the name.
func TestHitPointsOfAGroup(t *testing.T) {
	for _, tc := range []struct{ name, printed, want string }{
		{"list before the unit, ose", "Gnolls (3): AC 5 [14], HD 2 (9, 7, 5 hp), Att 1 × weapon (2d4)", `name="Gnolls (3)" ac=5 aac=14 ac_notation=both hit_dice=2 hit_points=9,7,5 attacks=1×weapon:2d4 thac0=18* attack_bonus=1*`},
		{"list before the unit, tsr", "Ghouls (2) (AC 6, HD 2* (11, 8 hp), #AT 3, D 1-3/1-3/1-3, ML 9)", `name="Ghouls (2)" ac=6 aac=13* ac_notation=descending hit_dice=2 hd_asterisks=1 hit_points=11,8 attacks=3×:1d3* thac0=18* attack_bonus=1* morale=9`},
		{"list before the spelled-out unit, tsr", "Bugbears (2): AC 5, HD 3+1 (14, 9 hit points), #AT 1, D 2-8", `name="Bugbears (2)" ac=5 aac=14* ac_notation=descending hit_dice=3 hd_modifier=1 hit_points=14,9 attacks=1×:2d4* thac0=16* attack_bonus=3*`},
		{"numbered boxes, basic fantasy", "Gnolls (2): AC 14, HD 2, #At 1, Dam 2d4, Mv 30', Sv F2, Ml 8, XP 20 HP 6 ☐☐☐☐☐☐ 5 ☐☐☐☐☐", `name="Gnolls (2)" ac=5* aac=14 ac_notation=ascending hit_dice=2 hit_points=6,5 attacks=1×:2d4 movement_ft=90* encounter_movement_ft=30 save_as=F2 morale=8 xp=20`},
		{"numbered boxes, zine", "Goblins HP 3 □□□ 4 □□□□ 2 □□ DEF 12 ATK spear (d6)", `name=Goblins ac=7* aac=12 ac_notation=ascending hit_points=3,4,2 attacks=1×spear:1d6`},
		{"one value in the brackets, ose", "Gnoll: AC 5 [14], HD 2 (9hp), Att 1 × weapon (2d4)", `name=Gnoll ac=5 aac=14 ac_notation=both hit_dice=2 hit_points=9 attacks=1×weapon:2d4 thac0=18* attack_bonus=1*`},
		{"label in the brackets, labyrinth lord", "Gnoll (AL C, MV 90' (30'), AC 5, HD 2 (hp 9), #AT 1, DG 2d4)", `name=Gnoll ac=5 aac=14* ac_notation=descending hit_dice=2 hit_points=9 attacks=1×:2d4 thac0=18* attack_bonus=1* movement_ft=90 encounter_movement_ft=30 alignment=Chaotic*`},
		{"list after the name, ose", "Goblins (4): hp 5, 4, 4, 3. AC 6 [13], HD 1-1, Att 1 × weapon (1d6)", `name="Goblins (4)" ac=6 aac=13 ac_notation=both hit_dice=1 hd_modifier=-1 hit_points=5,4,4,3 attacks=1×weapon:1d6 thac0=19* attack_bonus=0*`},
		{"spelled-out label, swords & wizardry", "Gnoll: HD 2; Hit Points: 9; AC 5[14]; Atk 1 weapon (2d4); Move 9; Save 16; CL/XP 2/30", `name=Gnoll ac=5 aac=14 ac_notation=both hit_dice=2 hit_points=9 attacks=1×weapon:2d4 thac0=18* attack_bonus=1* movement_ft=90* encounter_movement_ft=30* saves=16 xp=30`},
	} {
		sb := Parse(tc.printed)
		if got := render(sb, Normalize(sb)); got != tc.want {
			t.Errorf("%s: %q\n got: %s\nwant: %s", tc.name, tc.printed, got, tc.want)
		}
	}
}

// TestDamageLabelledDM pins Labyrinth Lord's "DM" label of damage, in a
// module's line of one attack and a block of three (TSR "#AT 2 claws/1
// bite" forms): its damage was read as part of the attacks and flagged.
// Prose that names the referee so is no label.
func TestDamageLabelledDM(t *testing.T) {
	for _, tc := range []struct{ name, printed, want string }{
		{"one attack, labyrinth lord", "Gnolls (3) (AL C, MV 90' (30'), AC 5, HD 2, #AT 1, DM 2d4, SV F2, ML 8, XP 20; hp 9, 7, 5)", `name="Gnolls (3)" ac=5 aac=14* ac_notation=descending hit_dice=2 hit_points=9,7,5 attacks=1×:2d4 thac0=18* attack_bonus=1* movement_ft=90 encounter_movement_ft=30 save_as=F2 saves=12,13,14,15,16* morale=8 alignment=Chaotic* xp=20`},
		{"three attacks, tsr", "Owlbear: AC 5, HD 5, #AT 2 claws/1 hug, DM 1-8/1-8/2-16, MV 120' (40'), Save F3", `name=Owlbear ac=5 aac=14* ac_notation=descending hit_dice=5 attacks=2×claw:1d8,1×hug:2d8* thac0=15* attack_bonus=4* movement_ft=120 encounter_movement_ft=40 save_as=F3 saves=12,13,14,15,16*`},
		{"by weapon, labyrinth lord", "Bandit (AL C, AC 6, HD 1, #AT 1, DM by weapon)", `name=Bandit ac=6 aac=13* ac_notation=descending hit_dice=1 attacks="1×:by weapon" thac0=19* attack_bonus=0* alignment=Chaotic*`},
		{"the referee in a note", "Ogre: AC 5, HD 4+1, ML 10, the DM decides its mood", `name=Ogre ac=5 aac=14* ac_notation=descending hit_dice=4 hd_modifier=1 thac0=15* attack_bonus=4* morale=10 special="the DM decides its mood"`},
	} {
		sb := Parse(tc.printed)
		if got := render(sb, Normalize(sb)); got != tc.want {
			t.Errorf("%s: %q\n got: %s\nwant: %s", tc.name, tc.printed, got, tc.want)
		}
	}
}

// TestDamageListedWithCommas pins damage printed one dice a attack with
// commas between, in a Basic Fantasy block and a TSR line: each attack
// got the whole list. A list that is not all dice stays whole.
func TestDamageListedWithCommas(t *testing.T) {
	for _, tc := range []struct{ name, printed, want string }{
		{"three attacks, basic fantasy", "Ghoul\nArmor Class: 13\nHit Dice: 2*\nNo. of Attacks: 2 claws, 1 bite\nDamage: 1d3, 1d3, 1d3\nMovement: 30'", `name=Ghoul ac=6* aac=13 ac_notation=ascending hit_dice=2 hd_asterisks=1 attacks=2×claw:1d3,1×bite:1d3 movement_ft=90* encounter_movement_ft=30`},
		{"three attacks, tsr", "Owlbear: AC 5, HD 5, #AT 3, D 1d8, 1d8, 2d8, ML 9", `name=Owlbear ac=5 aac=14* ac_notation=descending hit_dice=5 attacks=2×:1d8,1×:2d8 thac0=15* attack_bonus=4* morale=9`},
		{"dice or a weapon, basic fantasy", "Goblin\nArmor Class: 14\nHit Dice: 1-1\nNo. of Attacks: 1 weapon\nDamage: 1d6, or by weapon", `name=Goblin ac=5* aac=14 ac_notation=ascending hit_dice=1 hd_modifier=-1 attacks="1×weapon:1d6, or by weapon"`},
	} {
		sb := Parse(tc.printed)
		if got := render(sb, Normalize(sb)); got != tc.want {
			t.Errorf("%s: %q\n got: %s\nwant: %s", tc.name, tc.printed, got, tc.want)
		}
	}
}

// TestTerseForms pins the terse forms one-page dungeons and zines print,
// each in two printed styles: hit points before their label ("10, 7, 6
// hp" in a one-page dungeon's comma line and a zine's dash line, "12 hp"
// at a line's start), hit points in brackets after text no label reads
// ("fears fire (hp 12, 4)", "weapons 1d6 (hp 4)"), and one attack form
// before the damage of each attack split by "/" ("claws 1d6/1d6" in a
// square-bracketed line and a comma line). The hit points were lost into
// special, the attacks flagged unparsed. OSE's "(10hp, 6hp)" under the
// hit dice and the hit points in the hit dice's brackets stay read as
// before.
func TestTerseForms(t *testing.T) {
	for _, tc := range []struct{ name, printed, want string }{
		{"hit points before the label, one-page dungeon", "HD 2, AC 7, 1d8 bite, 10, 7, 6 hp", `ac=7 aac=12* ac_notation=descending hit_dice=2 hit_points=10,7,6 attacks=1×:1d8* thac0=18* attack_bonus=1* special=bite`},
		{"hit points before the label, zine", "Skeletons x2 — AC 7, HD 1, 1d6 sword, 5, 3 hp", `name="Skeletons x2" ac=7 aac=12* ac_notation=descending hit_dice=1 hit_points=5,3 attacks=1×:1d6* thac0=19* attack_bonus=0* special=sword`},
		{"hit points before the label, opening the line", "12 hp, AC 5, HD 2", `ac=5 aac=14* ac_notation=descending hit_dice=2 hit_points=12 thac0=18* attack_bonus=1*`},
		{"hit points in brackets after a special, one-page dungeon", "HD 2, AC 8, fears fire (hp 12, 4)", `ac=8 aac=11* ac_notation=descending hit_dice=2 hit_points=12,4 thac0=18* attack_bonus=1* special="fears fire"`},
		{"hit points in brackets after an attack, zine", "HD 1-1 AC 6 weapons 1d6 (hp 4)", `ac=6 aac=13* ac_notation=descending hit_dice=1 hd_modifier=-1 hit_points=4 attacks=1×weapon:1d6 thac0=19* attack_bonus=0*`},
		{"one form, damage split by slashes, square brackets", "HD 5 AC 4 claws 1d6/1d6", `ac=4 aac=15* ac_notation=descending hit_dice=5 attacks=2×claw:1d6 thac0=15* attack_bonus=4*`},
		{"one form, damage split by slashes, commas", "AC 6, HD 4, claw 1d3/1d3/1d6, hp 19", `ac=6 aac=13* ac_notation=descending hit_dice=4 hit_points=19 attacks=2×claw:1d3,1×claw:1d6 thac0=16* attack_bonus=3*`},
		{"hit points under the hit dice, ose", "AC 6 [13], HD 2* (10hp, 6hp), Att 2 × claw (1d3)", `ac=6 aac=13 ac_notation=both hit_dice=2 hd_asterisks=1 hit_points=10,6 attacks=2×claw:1d3 thac0=18* attack_bonus=1*`},
		{"hit points in the hit dice's brackets, tsr", "HD 1 (hp 5, 4), AC 6", `ac=6 aac=13* ac_notation=descending hit_dice=1 hit_points=5,4 thac0=19* attack_bonus=0*`},
	} {
		sb := Parse(tc.printed)
		if got := render(sb, Normalize(sb)); got != tc.want {
			t.Errorf("%s: %q\n got: %s\nwant: %s", tc.name, tc.printed, got, tc.want)
		}
	}
}

// TestHitPointsSpelledOutInLowerCase pins hit points labelled in lower or
// sentence case, as TSR module lines print them ("AC 7, HD 1/2, hit points
// 3, 2, 2, #AT 1", "Hit points 33"), in a TSR line and a Swords & Wizardry
// one: the label and its values used to land in special. Prose that counts
// hit points ("it heals 3 hit points a round") labels none.
func TestHitPointsSpelledOutInLowerCase(t *testing.T) {
	for _, tc := range []struct{ name, printed, hp string }{
		{"a list, tsr", "Kobolds (3): AC 7, HD 1/2, hit points 3, 2, 2, #AT 1, D 1d4, MV 60', SV NM, ML 6", "3, 2, 2"},
		{"sentence case, tsr", "Ogre: AC 5, HD 4+1, Hit points 22, #AT 1, D 1d10, MV 90'", "22"},
		{"with a colon, swords & wizardry", "Gnoll: HD 2; hit points: 9; AC 5[14]; Atk 1 weapon (2d4); Move 9", "9"},
		{"prose, no label", "Troll: AC 4, HD 6+3, MV 120'; it heals 3 hit points a round", ""},
	} {
		sb := Parse(tc.printed)
		if sb.HP != tc.hp {
			t.Errorf("%s: %q: hp %q, want %q", tc.name, tc.printed, sb.HP, tc.hp)
		}
		if tc.hp != "" && strings.Contains(sb.Special, "hit points") {
			t.Errorf("%s: %q: special %q keeps the hit points", tc.name, tc.printed, sb.Special)
		}
	}
}

// TestDamageLabelledInLowerCase pins the damage label one-page dungeons
// print in lower case, "dmg", after the compact fields ("3 goblins: HD1 hp
// 4,3,2 AC6 dmg d6") and among labelled ones ("Ogre (HD 4, AC 5, hp 19,
// dmg 1d10)"): it was read as an attack's form named "dmg".
func TestDamageLabelledInLowerCase(t *testing.T) {
	for _, tc := range []struct{ name, printed, want string }{
		{"compact, one-page dungeon", "3 goblins: HD1 hp 4,3,2 AC6 dmg d6", `name="3 goblins" ac=6 aac=13* ac_notation=descending hit_dice=1 hit_points=4,3,2 attacks=1×:1d6* thac0=19* attack_bonus=0*`},
		{"labelled, in brackets", "Ogre (HD 4, AC 5, hp 19, dmg 1d10)", `name=Ogre ac=5 aac=14* ac_notation=descending hit_dice=4 hit_points=19 attacks=1×:1d10* thac0=16* attack_bonus=3*`},
	} {
		sb := Parse(tc.printed)
		if got := render(sb, Normalize(sb)); got != tc.want {
			t.Errorf("%s: %q\n got: %s\nwant: %s", tc.name, tc.printed, got, tc.want)
		}
	}
}

// TestTypesetDashesInHitDice pins the hit dice a typesetter prints with an
// en dash or a minus sign for the hyphen ("HD 1–1", "HD 1−1"), and a range
// of hit points so ("HD 1–4 hp"), in a B/X line and a Swords & Wizardry
// one: the dash and the modifier after it were cut from the hit dice and
// read as a special ability.
func TestTypesetDashesInHitDice(t *testing.T) {
	for _, tc := range []struct{ name, printed, want string }{
		{"en dash, b/x", "Goblins (4): AC 6, HD 1–1, hp 4, #AT 1, D 1-6, MV 60', ML 7", `name="Goblins (4)" ac=6 aac=13* ac_notation=descending hit_dice=1 hd_modifier=-1 hit_points=4 attacks=1×:1d6* thac0=19* attack_bonus=0* movement_ft=60 encounter_movement_ft=20* morale=7`},
		{"minus sign, swords & wizardry", "Kobold: HD 1−1; AC 7 [12]; Atk 1 weapon (1d6); Move 6; Save 18; CL/XP A/5", `name=Kobold ac=7 aac=12 ac_notation=both hit_dice=1 hd_modifier=-1 attacks=1×weapon:1d6 thac0=19* attack_bonus=0* movement_ft=60* encounter_movement_ft=20* saves=18 xp=5`},
		{"hit points as a range with an en dash, swords & wizardry", "Giant Rat: HD 1–4 hp; AC 7 [12]; Atk 1 bite (1d3); Move 12; Save 18; CL/XP A/5", `name="Giant Rat" ac=7 aac=12 ac_notation=both hp_dice=1d4* attacks=1×bite:1d3 movement_ft=120* encounter_movement_ft=40* saves=18 xp=5`},
	} {
		sb := Parse(tc.printed)
		if got := render(sb, Normalize(sb)); got != tc.want {
			t.Errorf("%s: %q\n got: %s\nwant: %s", tc.name, tc.printed, got, tc.want)
		}
	}
}
