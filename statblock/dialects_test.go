package statblock

import "testing"

// TestStatLineDialects pins stat lines in dialects of published modules
// that tests/assets/statblocks/lines.txt does not cover, each written for
// this test in that dialect's layout: Labyrinth Lord inline lines and
// blocks, Swords & Wizardry lines, AD&D level and XP values, Basic
// Fantasy module lines, TSR lines
// that print only the per-round rate, AD&D hit points as a range, and a
// group's hit points listed in the hit dice's brackets (OSE, TSR).
func TestStatLineDialects(t *testing.T) {
	for _, tc := range []struct{ dialect, printed, want string }{
		{"ose, a group's hit points in the hit dice's brackets", "AC 7 [12], HD 2 (9, 7hp), Att 1 × bite (1d4), MV 150' (50'), ML 7", "ac=7 aac=12 ac_notation=both hit_dice=2 hit_points=9,7 attacks=1×bite:1d4 thac0=18* attack_bonus=1* movement_ft=150 encounter_movement_ft=50 morale=7"},
		{"ose zine, one hit point total for each of a group in the hit dice's brackets", "AC 6 [13], HD 1-1 (4hp each), Att 1 × weapon (1d6), MV 60' (20'), ML 7", "ac=6 aac=13 ac_notation=both hit_dice=1 hd_modifier=-1 hit_points=4 attacks=1×weapon:1d6 thac0=19* attack_bonus=0* movement_ft=60 encounter_movement_ft=20 morale=7"},
		{"b/x, the same spelled out and abbreviated", "Skeletons (6): AC 7, HD 1 (5 hit points ea.), #AT 1, D 1d6, ML 12", `name="Skeletons (6)" ac=7 aac=12* ac_notation=descending hit_dice=1 hit_points=5 attacks=1×:1d6 thac0=19* attack_bonus=0* morale=12`},
		{"tsr, each hit point total with its unit in the hit dice's brackets", "Giant moths: AC 7, HD 2 (9 hp, 7 hp), #AT 1, D 1d4, ML 7", `name="Giant moths" ac=7 aac=12* ac_notation=descending hit_dice=2 hit_points=9,7 attacks=1×:1d4 thac0=18* attack_bonus=1* morale=7`},
		{"ll inline", "AL C, MV 120' (40'), AC 6, HD 1, #AT 1, DG 1d6, SV F1, ML 8", "ac=6 aac=13* ac_notation=descending hit_dice=1 attacks=1×:1d6 thac0=19* attack_bonus=0* movement_ft=120 encounter_movement_ft=40 save_as=F1 saves=12,13,14,15,16* morale=8 alignment=Chaotic*"},
		{"ll block", "Orc\nNo. Enc.: 2d4 (1d6 x 10)\nAlignment: Chaotic\nMovement: 120' (40')\nArmor Class: 6\nHit Dice: 1\nAttacks: 1 (weapon)\nDamage: 1d6 or weapon\nSave: F1\nMorale: 8\nHoard Class: XIX\nXP: 10", `name=Orc ac=6 aac=13* ac_notation=descending hit_dice=1 attacks="1×weapon:1d6 or weapon" thac0=19* attack_bonus=0* movement_ft=120 encounter_movement_ft=40 save_as=F1 saves=12,13,14,15,16* morale=8 alignment=Chaotic xp=10 number_appearing=2d4 special="Hoard Class: XIX" !number_appearing`},
		{"ll block, listed forms", "Attacks: 2 (claw, claw)\nDamage: 1d4/1d4", "attacks=2×claw:1d4"},
		{"ll module, hit points with the hit dice", "Orcs (3) (AL C, MV 120' (40'), AC 6, HD 1 (hp 5, 4, 3), #AT 1, DG 1d6, SV F1, ML 8)", `name="Orcs (3)" ac=6 aac=13* ac_notation=descending hit_dice=1 hit_points=5,4,3 attacks=1×:1d6 thac0=19* attack_bonus=0* movement_ft=120 encounter_movement_ft=40 save_as=F1 saves=12,13,14,15,16* morale=8 alignment=Chaotic*`},
		{"s&w", "HD 1+1; AC 5[14]; Atk 1 weapon (1d8); Move 12; Save 17; AL C; CL/XP 2/30; Special: none.", "ac=5 aac=14 ac_notation=both hit_dice=1 hd_modifier=1 attacks=1×weapon:1d8 thac0=18* attack_bonus=1* movement_ft=120* encounter_movement_ft=40* saves=17 alignment=Chaotic* xp=30 special=none"},
		{"s&w monster book block", "Giant Crocodile\nHit Dice: 6; Armor Class: 3 [16]; Attack: bite (2d8), tail (1d12); Saving Throw: 11; Special: none; Move: 9 (swim 12);\nAlignment: Neutrality; Challenge Level/XP: 6/400", "name=\"Giant Crocodile\" ac=3 aac=16 ac_notation=both hit_dice=6 attacks=1×bite:2d8,1×tail:1d12 thac0=14* attack_bonus=5* movement_ft=90* encounter_movement_ft=30* movement_modes=swim:120/40* saves=11 alignment=Neutral* xp=400 special=none"},
		{"s&w inline, saving throw spelled out", "Hag (HD 7; AC 2 [17]; Atk 2 claws (1d6); Saving Throw 9; Move 12; Alignment Chaos; CL/XP 9/1100)", "name=Hag ac=2 aac=17 ac_notation=both hit_dice=7 attacks=2×claws:1d6 thac0=13* attack_bonus=6* movement_ft=120* encounter_movement_ft=40* saves=9 alignment=Chaotic* xp=1100"},
		{"ad&d monster manual block, level and XP", "CRYPT MOTH\nNO. APPEARING: 1-4\nARMOR CLASS: 8\nHIT DICE: 1+1\nLevel/X.P. Value: II/35 + 1/hp", `name="CRYPT MOTH" ac=8 aac=11* ac_notation=descending hit_dice=1 hd_modifier=1 thac0=18* attack_bonus=1* xp=35 number_appearing=1d4* !xp`},
		{"ad&d module appendix, labels run on, thousands in the XP", "Bog Wight: Armor Class: 3; Hit Dice: 7; Level/X.P. Value: VII/1,275 + 10/hp", `name="Bog Wight" ac=3 aac=16* ac_notation=descending hit_dice=7 thac0=13* attack_bonus=6* xp=1275 !xp`},
		{"s&w, under one hit die", "HD 1d4hp; AC 7[12]; Atk 1 bite (1d3); Move 12; Save 18; AL N; CL/XP A/5", "ac=7 aac=12 ac_notation=both hp_dice=1d4 attacks=1×bite:1d3 movement_ft=120* encounter_movement_ft=40* saves=18 alignment=Neutral* xp=5"},
		{"s&w white box, attack without a count", "HD 1; AC 6[13]; Atk weapon (1d6); MV 12; AL C; CL/XP 1/15", "ac=6 aac=13 ac_notation=both hit_dice=1 attacks=1×weapon:1d6 thac0=19* attack_bonus=0* movement_ft=120* encounter_movement_ft=40* alignment=Chaotic* xp=15"},
		{"bfrpg module", "AC 14, HD 1-1, #At 1 weapon, Dam 1d6, Mv 20', Sv F1, Ml 7", "ac=5* aac=14 ac_notation=ascending hit_dice=1 hd_modifier=-1 attacks=1×weapon:1d6 movement_ft=60* encounter_movement_ft=20 save_as=F1 morale=7"},
		{"tsr, per-round rate only", "AC 7, HD 1, hp 5 each, #AT 1, D 1-8, MV (40'), Save F 1, ML 8", "ac=7 aac=12* ac_notation=descending hit_dice=1 hit_points=5 attacks=1×:1d8* thac0=19* attack_bonus=0* movement_ft=120* encounter_movement_ft=40 save_as=F1 saves=12,13,14,15,16* morale=8"},
		{"newer osr, comma-separated", "HD 1, AC 13, ATK sword 1d6, MV 30ft, ML 12", `ac=6* aac=13 ac_notation=ascending hit_dice=1 attacks=1×sword:1d6 movement_ft=90* encounter_movement_ft=30 morale=12`},
		{"newer osr, run together", "Bandit HD 1 AC 13 ATK spear 1d6 MV 40 ft ML 7", `name=Bandit ac=6* aac=13 ac_notation=ascending hit_dice=1 attacks=1×spear:1d6 movement_ft=120* encounter_movement_ft=40 morale=7`},
		{"newer osr defence, run together", "HP 11 DEF 14 ATK 2 claws (d4+paralysis)", `ac=5* aac=14 ac_notation=ascending hit_points=11 attacks=2×claws:1d4 !attacks`},
		{"newer osr defence, comma-separated", "Ghast: HP 11, DEF 14, ATK 2 claws (d4), MV 30ft", `name=Ghast ac=5* aac=14 ac_notation=ascending hit_points=11 attacks=2×claws:1d4 movement_ft=90* encounter_movement_ft=30`},
		{"newer osr level and morale, run together", "Lvl 2 AC 12 Atk 1d6 Mor 7", `ac=7* aac=12 ac_notation=ascending hit_dice=2 attacks=1×:1d6* morale=7`},
		{"newer osr level and morale, comma-separated", "Cultist: Lvl 1, AC 11, Atk 1d4/1d4, Mor 6", `name=Cultist ac=8* aac=11 ac_notation=ascending hit_dice=1 attacks=2×:1d4* morale=6`},
		{"ll inline, compact damage and save", "AL C, MV 90' (30'), AC 5, HD 2, #AT 1, D 2d4, SV F2, ML 8, XP 20", `ac=5 aac=14* ac_notation=descending hit_dice=2 attacks=1×:2d4 thac0=18* attack_bonus=1* movement_ft=90 encounter_movement_ft=30 save_as=F2 saves=12,13,14,15,16* morale=8 alignment=Chaotic* xp=20`},
		{"ll inline, in brackets", "Gnolls (4) (AL C, MV 90' (30'), AC 5, HD 2, #AT 1, D 2d4, SV F2, ML 8, XP 20)", `name="Gnolls (4)" ac=5 aac=14* ac_notation=descending hit_dice=2 attacks=1×:2d4 thac0=18* attack_bonus=1* movement_ft=90 encounter_movement_ft=30 save_as=F2 saves=12,13,14,15,16* morale=8 alignment=Chaotic* xp=20`},
		{"1e, hit points as a range", "Brigand (AC 7; MV 9”; HD 1-6 hit points; hp 6; #AT 1; D by weapon; XP 11)", `name=Brigand ac=7 aac=12* ac_notation=descending hit_points=6 hp_dice=1d6* attacks="1×:by weapon" movement_ft=90* encounter_movement_ft=30* xp=11`},
	} {
		sb := Parse(tc.printed)
		if got := render(sb, Normalize(sb)); got != tc.want {
			t.Errorf("%s: %q\n got: %s\nwant: %s", tc.dialect, tc.printed, got, tc.want)
		}
	}
}

// TestPublishedStatForms reads the stat lines of the common published
// forms whole, each written for this test in its tradition's layout: a TSR
// B/X line in brackets after its count, a BECMI line split by semicolons,
// an OSE block line with number appearing and treasure, OSE attacks joined
// by "and" (both read) or offered by "or" (both read, flagged), a Basic
// Fantasy block of one label a line and its compact module line, a
// Labyrinth Lord line led by alignment, a Swords & Wizardry line, and a
// zine's capitals with morale as MOR and a movement that opens with its
// mode ("MV fly 30ft"), with and without a rider after the damage; a
// label printed with no value, or a dash for one, leaves its field empty
// (never a number from elsewhere).
func TestPublishedStatForms(t *testing.T) {
	for _, tc := range []struct{ form, printed, want string }{
		{"tsr b/x, in brackets", "4 goblins (AC 6, HD 1-1, hp 4, 3, 3, 2, #AT 1, D 1-6, MV 90' (30'), Save NM, ML 7, AL C)",
			`name="4 goblins" ac=6 aac=13* ac_notation=descending hit_dice=1 hd_modifier=-1 hit_points=4,3,3,2 attacks=1×:1d6* thac0=19* attack_bonus=0* movement_ft=90 encounter_movement_ft=30 save_as=NM saves=14,15,16,17,18* morale=7 alignment=Chaotic*`},
		{"becmi, semicolons", "Orc (AC 6; HD 1; hp 5; MV 120'(40'); #AT 1 weapon; D 1d6; Save F1; ML 8; AL C; XP 10)",
			`name=Orc ac=6 aac=13* ac_notation=descending hit_dice=1 hit_points=5 attacks=1×weapon:1d6 thac0=19* attack_bonus=0* movement_ft=120 encounter_movement_ft=40 save_as=F1 saves=12,13,14,15,16* morale=8 alignment=Chaotic* xp=10`},
		{"ose, number appearing and treasure", "AC 6 [13], HD 1 (4hp), Att 1 × weapon (1d6), THAC0 19 [0], MV 120' (40'), SV D12 W13 P14 B15 S16 (1), ML 8, AL Chaotic, XP 10, NA 2d4 (1d6), TT C",
			`ac=6 aac=13 ac_notation=both hit_dice=1 hit_points=4 attacks=1×weapon:1d6 thac0=19 attack_bonus=0 movement_ft=120 encounter_movement_ft=40 save_as=1 saves=12,13,14,15,16 morale=8 alignment=Chaotic xp=10 number_appearing=2d4 number_in_lair=1d6 treasure_type=C`},
		{"ose, attacks joined by and", "AC 5 [14], HD 3 (13hp), Att 2 × claw (1d4) and 1 × bite (1d6), THAC0 17 [+2], MV 120' (40'), ML 9",
			`ac=5 aac=14 ac_notation=both hit_dice=3 hit_points=13 attacks=2×claw:1d4,1×bite:1d6 thac0=17 attack_bonus=2 movement_ft=120 encounter_movement_ft=40 morale=9`},
		{"ose, a choice of attacks", "AC 5 [14], HD 3 (13hp), Att 2 × claw (1d4) or 1 × weapon (1d8), THAC0 17 [+2]",
			`ac=5 aac=14 ac_notation=both hit_dice=3 hit_points=13 attacks=2×claw:1d4,1×weapon:1d8 thac0=17 attack_bonus=2 !attacks`},
		{"basic fantasy, one label a line", "Goblin (4)\nArmor Class: 14\nHit Dice: 1-1\nNo. of Attacks: 1 weapon\nDamage: 1d6 or by weapon\nMovement: 20'\nNo. Appearing: 2d4, Wild 6d10, Lair 6d10\nSave As: Fighter: 1\nMorale: 7\nXP: 10",
			`name="Goblin (4)" ac=5* aac=14 ac_notation=ascending hit_dice=1 hd_modifier=-1 attacks="1×weapon:1d6 or by weapon" movement_ft=60* encounter_movement_ft=20 save_as=F1 morale=7 xp=10 number_appearing=2d4 number_in_lair=6d10`},
		{"basic fantasy, compact", "AC 14, HD 1-1, #At 1 weapon, Dam 1d6, Mv 20', Sv F1, Ml 7, XP 10",
			`ac=5* aac=14 ac_notation=ascending hit_dice=1 hd_modifier=-1 attacks=1×weapon:1d6 movement_ft=60* encounter_movement_ft=20 save_as=F1 morale=7 xp=10`},
		{"labyrinth lord bestiary line, number appearing in brackets", "Crab spiders (1d4): AL N, MV 120' (40'), AC 7, HD 2*, #AT 1, D 1d8 + poison, SV F1, ML 7, XP 25",
			`name="Crab spiders" ac=7 aac=12* ac_notation=descending hit_dice=2 hd_asterisks=1 attacks=1×:1d8 thac0=18* attack_bonus=1* movement_ft=120 encounter_movement_ft=40 save_as=F1 saves=12,13,14,15,16* morale=7 alignment=Neutral* xp=25 number_appearing=1d4 !damage`},
		{"labyrinth lord, alignment first", "AL C, MV 90' (30'), AC 5, HD 2, #AT 1, D 2d4, SV F2, ML 8, XP 20",
			`ac=5 aac=14* ac_notation=descending hit_dice=2 attacks=1×:2d4 thac0=18* attack_bonus=1* movement_ft=90 encounter_movement_ft=30 save_as=F2 saves=12,13,14,15,16* morale=8 alignment=Chaotic* xp=20`},
		{"swords & wizardry", "HD 2; AC 7[12]; Atk 1 weapon (1d8); Move 12; Save 16; AL C; CL/XP 2/30",
			`ac=7 aac=12 ac_notation=both hit_dice=2 attacks=1×weapon:1d8 thac0=18* attack_bonus=1* movement_ft=120* encounter_movement_ft=40* saves=16 alignment=Chaotic* xp=30`},
		{"zine, morale as MOR", "HP 15 DEF 13 ATK bite (d8) MV 50ft MOR 9",
			`ac=6* aac=13 ac_notation=ascending hit_points=15 attacks=1×bite:1d8 movement_ft=150* encounter_movement_ft=50 morale=9`},
		{"zine, flying only", "HP 9 DEF 16 ATK touch (d6) MV fly 60ft MOR 7",
			`ac=3* aac=16 ac_notation=ascending hit_points=9 attacks=1×touch:1d6 movement_modes=fly:180/60 morale=7`},
		{"zine with commas, flying only", "HD 3, HP 15, AC 14, ATK chill touch 1d6, MV fly 30ft, ML 10",
			`ac=5* aac=14 ac_notation=ascending hit_dice=3 hit_points=15 attacks="1×chill touch:1d6" movement_modes=fly:90/30 morale=10`},
		{"zine, damage and a rider", "Ghoul — HD 2, HP 11, 9, AC 14, ATK 2 claws 1d4 + paralysis, MV 30ft, ML 9",
			`name=Ghoul ac=5* aac=14 ac_notation=ascending hit_dice=2 hit_points=11,9 attacks=2×claw:1d4 movement_ft=90* encounter_movement_ft=30 morale=9 !attacks`},
		{"a label with no value is no value", "AC 6, HD 1, ML, AL C",
			`ac=6 aac=13* ac_notation=descending hit_dice=1 thac0=19* attack_bonus=0* alignment=Chaotic*`},
		{"a label with no value ends the line", "AL C, MV 90' (30'), AC 5, HD 2, #AT 1, D 2d4, SV F2, ML.",
			`ac=5 aac=14* ac_notation=descending hit_dice=2 attacks=1×:2d4 thac0=18* attack_bonus=1* movement_ft=90 encounter_movement_ft=30 save_as=F2 saves=12,13,14,15,16* alignment=Chaotic*`},
		{"a label before words is no label", "AC 6, HD 1, ML high",
			`ac=6 aac=13* ac_notation=descending hit_dice=1 thac0=19* attack_bonus=0* special="ML high"`},
		{"a label with a dash for its value", "HD 2, AC 12, ATK bite 1d6, ML —, XP 20",
			`ac=7* aac=12 ac_notation=ascending hit_dice=2 attacks=1×bite:1d6 xp=20`},
	} {
		sb := Parse(tc.printed)
		if got := render(sb, Normalize(sb)); got != tc.want {
			t.Errorf("%s: %q\n got: %s\nwant: %s", tc.form, tc.printed, got, tc.want)
		}
	}
}
