package statblock

import "testing"

// TestAttackBonusPrintedWithTheAttack pins the to-hit bonus that OSR lines
// of the d20 era print with an attack in place of THAC0, each form in two
// printed styles: before the weapon in a town adventure's cast line
// ("atk +2 mace 1d6", a lower-case label), after it with the damage in
// brackets ("Atk spear +3 (1d6+1)"), alone before bracketed damage ("Atk
// +3 (1d6+1)", "Attacks +4 (d8)"), with a comma before the damage
// ("Attack: shortsword +1, 1d6"), before the words "to hit" ("+2 to hit,
// dmg 1d8") and in an unlabelled compact attack ("2 claws +3
// (1d4/1d4)"), in the damage's brackets ("mace (+2, 1d6)") and after a
// "to-hit" label; a weapon named alone ("atk mace +2 dmg 1d6") is one
// attack. The bonus was read into the attack's form or left the
// attack unread, its damage lost. Two attacks of different bonuses keep
// the first and flag the attacks.
func TestAttackBonusPrintedWithTheAttack(t *testing.T) {
	for _, tc := range []struct{ name, printed, want string }{
		{"cast line, cleric", "Sister Wenna (C3; AC 6; hp 14; atk +1 staff 1d6; ML 8)", `name="Sister Wenna" ac=6 aac=13* ac_notation=descending hit_dice=3* class_level=C3 hit_points=14 attacks=1×staff:1d6 thac0=18* attack_bonus=1 saves=11,12,14,16,15* morale=8`},
		{"cast line, fighter", "Old Tam the miller (F1; AC 9; hp 5; atk +1 club 1d4; ML 6)", `name="Old Tam the miller" ac=9 aac=10* ac_notation=descending hit_dice=1* class_level=F1 hit_points=5 attacks=1×club:1d4 thac0=18* attack_bonus=1 saves=12,13,14,15,16* morale=6`},
		{"after the weapon, ose", "Captain Ysolde: AC 3 [16], HD 4, Atk spear +3 (1d6+1), MV 120' (40'), ML 9", `name="Captain Ysolde" ac=3 aac=16 ac_notation=both hit_dice=4 attacks=1×spear:1d6+1 thac0=16* attack_bonus=3 movement_ft=120 encounter_movement_ft=40 morale=9`},
		{"after the weapon, att", "Warden Hobb: AC 7 [12], HD 1, Att axe +1 (1d8), MV 90' (30')", `name="Warden Hobb" ac=7 aac=12 ac_notation=both hit_dice=1 attacks=1×axe:1d8 thac0=18* attack_bonus=1 movement_ft=90 encounter_movement_ft=30`},
		{"alone before the damage, atk", "Reeve Maddox: AC 12, HD 3, Atk +3 (1d6+1), MV 30', ML 8", `name="Reeve Maddox" ac=7* aac=12 ac_notation=ascending hit_dice=3 attacks=1×:1d6+1* thac0=16* attack_bonus=3 movement_ft=90* encounter_movement_ft=30 morale=8`},
		{"alone before the damage, attacks", "Hedge witch: AC 10, HD 2, Attacks +4 (d8), MV 30'", `name="Hedge witch" ac=9* aac=10 ac_notation=ascending hit_dice=2 attacks=1×:1d8* thac0=15* attack_bonus=4 movement_ft=90* encounter_movement_ft=30`},
		{"comma before the damage", "Toll-keeper: AC 6, HD 1, Attack: shortsword +1, 1d6, MV 120' (40')", `name=Toll-keeper ac=6 aac=13* ac_notation=descending hit_dice=1 attacks=1×shortsword:1d6 thac0=18* attack_bonus=1 movement_ft=120 encounter_movement_ft=40`},
		{"comma before the damage, no bonus", "Watchman: AC 7, HD 1, Attack: club +0, 1d4, ML 7", `name=Watchman ac=7 aac=12* ac_notation=descending hit_dice=1 attacks=1×club:1d4 thac0=19* attack_bonus=0 morale=7`},
		{"to hit", "Bandit: AC 7, HD 1, +2 to hit, dmg 1d8, ML 8", `name=Bandit ac=7 aac=12* ac_notation=descending hit_dice=1 attacks=1×:1d8* thac0=17* attack_bonus=2 morale=8`},
		{"to-hit, compact", "Smuggler: HD 2 AC 6 -1 to-hit, dmg 1d6", `name=Smuggler ac=6 aac=13* ac_notation=descending hit_dice=2 attacks=1×:1d6* thac0=20* attack_bonus=-1`},
		{"unlabelled, two claws", "Ghast: AC 4, HD 3, 2 claws +3 (1d4/1d4), MV 90' (30')", `name=Ghast ac=4 aac=15* ac_notation=descending hit_dice=3 attacks=2×claws:1d4 thac0=16* attack_bonus=3 movement_ft=90 encounter_movement_ft=30`},
		{"unlabelled, bite", "Grave dog: HD 2, AC 6, bite +2 (1d6), ML 9", `name="Grave dog" ac=6 aac=13* ac_notation=descending hit_dice=2 attacks=1×bite:1d6 thac0=17* attack_bonus=2 morale=9`},
		{"weapon alone, damage labelled", "Brother Cade (F2; AC 4; hp 11; atk mace +2 dmg 1d6; ML 9)", `name="Brother Cade" ac=4 aac=15* ac_notation=descending hit_dice=2* class_level=F2 hit_points=11 attacks=1×mace:1d6 thac0=17* attack_bonus=2 saves=12,13,14,15,16* morale=9`},
		{"to-hit label", "Brother Cade (F2; AC 4; hp 11; to-hit +2; dmg 1d6; ML 9)", `name="Brother Cade" ac=4 aac=15* ac_notation=descending hit_dice=2* class_level=F2 hit_points=11 attacks=1×:1d6* thac0=17* attack_bonus=2 saves=12,13,14,15,16* morale=9`},
		{"bonus in the damage's brackets", "Brother Cade (AC 4, HD 2, hp 11, Atk mace (+2, 1d6))", `name="Brother Cade" ac=4 aac=15* ac_notation=descending hit_dice=2 hit_points=11 attacks=1×mace:1d6 thac0=17* attack_bonus=2`},
		{"two bonuses", "Ogre: AC 5, HD 4, Atk club +4 (2d6) or rock +2 (1d8), ML 10", `name=Ogre ac=5 aac=14* ac_notation=descending hit_dice=4 attacks=1×club:2d6,1×rock:1d8 thac0=15* attack_bonus=4 morale=10 !attacks`},
	} {
		checkParsed(t, tc.name, tc.printed, tc.want)
	}
}

// TestRatesAndSavesAsOCRReadsThem pins the 1s a scanned page's OCR reads
// as "l", "I" or "|" in movement rates and OSE saves, and the marks it
// loses or turns, each in two printed styles: "l20' (40')" and "I80’
// (60’)"; "SV Dl2 Wl3 Pl4 Bl5 Sl6" and "SV D I2 W I3 ..."; a rate and its
// per-round third without marks ("120 (40)", read as 1,200 feet) or
// with marks read as inches ("90" (30")"), or read as left quotes or
// accents ("120‘ (40‘)", "90´ (30´)"). Curly and prime marks read as
// foot marks. A bare rate of compact lines stays tens of feet. B/X's
// save as a fighter at level 1 read "SV Fl" and OSE's "Save As: Tl",
// and an alignment run into its label ("ALN", "ALC"), read as printed.
func TestRatesAndSavesAsOCRReadsThem(t *testing.T) {
	for _, tc := range []struct{ name, printed, want string }{
		{"l for 1 in a rate and saves", "Goblin: AC 6 [13], HD 1, MV l20' (40'), SV Dl2 Wl3 Pl4 Bl5 Sl6 (1), ML 7", `name=Goblin ac=6 aac=13 ac_notation=both hit_dice=1 thac0=19* attack_bonus=0* movement_ft=120 encounter_movement_ft=40 save_as=1 saves=12,13,14,15,16 morale=7`},
		{"I for 1, curly marks, spaced saves", "Wolf: AC 7, HD 2, MV I80’ (60’), SV D I2 W I3 P I4 B I5 S I6 (2)", `name=Wolf ac=7 aac=12* ac_notation=descending hit_dice=2 thac0=18* attack_bonus=1* movement_ft=180 encounter_movement_ft=60 save_as=2 saves=12,13,14,15,16`},
		{"marks read as left quotes", "Bear: AC 6, HD 4, MV l20‘ (40‘)", `name=Bear ac=6 aac=13* ac_notation=descending hit_dice=4 thac0=16* attack_bonus=3* movement_ft=120 encounter_movement_ft=40`},
		{"marks read as accents", "Bear: AC 6 [13], HD 4, MV 90´ (30´)", `name=Bear ac=6 aac=13 ac_notation=both hit_dice=4 thac0=16* attack_bonus=3* movement_ft=90 encounter_movement_ft=30`},
		{"prime marks", "Boar: AC 7 [12], HD 3, MV 150′ (50′)", `name=Boar ac=7 aac=12 ac_notation=both hit_dice=3 thac0=17* attack_bonus=2* movement_ft=150 encounter_movement_ft=50`},
		{"marks lost", "Goblin: AC 6 [13], HD 1, MV 120 (40), ML 7", `name=Goblin ac=6 aac=13 ac_notation=both hit_dice=1 thac0=19* attack_bonus=0* movement_ft=120 encounter_movement_ft=40 morale=7`},
		{"marks read as inches", `Ghoul: AC 6, HD 2, MV 90" (30")`, `name=Ghoul ac=6 aac=13* ac_notation=descending hit_dice=2 thac0=18* attack_bonus=1* movement_ft=90 encounter_movement_ft=30`},
		{"the round's mark read as inches, tsr", `Goblins (3): AC 6, HD 1-1, hp 4, 3, 2, #AT 1, D 1d6, MV 60' (20"), SV NM, ML 7`, `name="Goblins (3)" ac=6 aac=13* ac_notation=descending hit_dice=1 hd_modifier=-1 hit_points=4,3,2 attacks=1×:1d6 thac0=19* attack_bonus=0* movement_ft=60 encounter_movement_ft=20 save_as=NM saves=14,15,16,17,18* morale=7`},
		{"the round's mark read as inches, ose", `Wolf: AC 7 [12], HD 2, MV 180’ (60”)`, `name=Wolf ac=7 aac=12 ac_notation=both hit_dice=2 thac0=18* attack_bonus=1* movement_ft=180 encounter_movement_ft=60`},
		{"mark lost on the round", "Orc: AC 6, HD 1, MV 120' (40)", `name=Orc ac=6 aac=13* ac_notation=descending hit_dice=1 thac0=19* attack_bonus=0* movement_ft=120 encounter_movement_ft=40`},
		{"B/X save as level 1 and alignment run into their labels", "Salt Beetles: AC 4, HD 1+1, #AT 1 bite, D 1d4, MV 90' (30'), SV Fl, ML 7, ALN, XP 15 ea.", `name="Salt Beetles" ac=4 aac=15* ac_notation=descending hit_dice=1 hd_modifier=1 attacks=1×bite:1d4 thac0=18* attack_bonus=1* movement_ft=90 encounter_movement_ft=30 save_as=F1 saves=12,13,14,15,16* morale=7 alignment=Neutral* xp=15`},
		{"OSE save as and alignment run into their labels", "Goblin: AC 6 [13], HD 1, ML 7, Save As: Tl, ALC", `name=Goblin ac=6 aac=13 ac_notation=both hit_dice=1 thac0=19* attack_bonus=0* save_as=T1 saves=13,14,13,16,15* morale=7 alignment=Chaotic*`},
		{"bare tens stay tens", "Rat: AC 7, HD 1, MV 9, ML 5", `name=Rat ac=7 aac=12* ac_notation=descending hit_dice=1 thac0=19* attack_bonus=0* movement_ft=90* encounter_movement_ft=30* morale=5`},
	} {
		checkParsed(t, tc.name, tc.printed, tc.want)
	}
}

// TestCountAndTreasureWrapped pins number appearing and treasure type
// whose label or value wraps onto the next line, in an OSE line ("No." /
// "Appearing: 1d6 (2d6)", "Treasure" / "Type: C + 1d6 gems", "NA 2d4" /
// "(3d6)", "TT" / "C") and a Basic Fantasy block ("Number" / "Appearing:
// 1d2 (1d4)", "Treasure" / "Type: None"): a spelled-out label broken
// between its words was no label, and its value was lost. A treasure
// type of none is no letter; gems after the letter are flagged.
func TestCountAndTreasureWrapped(t *testing.T) {
	for _, tc := range []struct{ name, printed, want string }{
		{"labels wrap, ose", "Bog Hag: AC 6 [13], HD 3*, ML 8, XP 65, No.\nAppearing: 1d6 (2d6), Treasure\nType: C + 1d6 gems",
			`name="Bog Hag" ac=6 aac=13 ac_notation=both hit_dice=3 hd_asterisks=1 thac0=17* attack_bonus=2* morale=8 xp=65 number_appearing=1d6 number_in_lair=2d6 treasure_type=C !treasure_type`},
		{"labels wrap, basic fantasy", "Marsh Troll\nArmor Class: 15\nHit Dice: 4\nNumber\nAppearing: 1d2 (1d4)\nTreasure\nType: None",
			`name="Marsh Troll" ac=4* aac=15 ac_notation=ascending hit_dice=4 number_appearing=1d2 number_in_lair=1d4`},
		{"values wrap, ose", "Bog Hag: AC 6 [13], HD 3*, XP 65, NA 2d4\n(3d6), TT\nC",
			`name="Bog Hag" ac=6 aac=13 ac_notation=both hit_dice=3 hd_asterisks=1 thac0=17* attack_bonus=2* xp=65 number_appearing=2d4 number_in_lair=3d6 treasure_type=C`},
		{"one line, none", "Bog Hag: AC 6 [13], HD 3*, XP 65, NA 2d4 (3d6), TT None",
			`name="Bog Hag" ac=6 aac=13 ac_notation=both hit_dice=3 hd_asterisks=1 thac0=17* attack_bonus=2* xp=65 number_appearing=2d4 number_in_lair=3d6`},
	} {
		checkParsed(t, tc.name, tc.printed, tc.want)
	}
}
