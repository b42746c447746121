package statblock

import "testing"

// TestNothingLandsInTheWrongField pins the print conventions that put
// unlabelled values after a labelled one, each in two printed styles (comma
// separated TSR-style lines and compact one-page-dungeon lines): damage
// dice and a class and level after movement go to damage and saves; text
// after a morale number is special, never morale; a class letter printed
// apart from its level ("M 9") is one save; an attack form before its
// damage ("claw 1d6") is an attack; a class and level before the
// first label (an NPC's), in any of the class abbreviations of
// [ClassLevelPattern] or spelled out with the level after "Level" or after
// the class ("(Level 4 Cleric)", "Magic-User 4"), is the hit dice (one a level up to 9th), or the
// saves when hit dice are printed too; saves printed as a class and level
// in any abbreviation ("SV Ftr 4", "Save M-U 5", OSE's "(M-U 3)") are
// saves, keyed as the hit dice's class is (MU for every spelling of
// magic-user); a note after the alignment is special, never alignment;
// dice with the unit of hit points ("1d4 hp") are the hit points, never
// damage.
func TestNothingLandsInTheWrongField(t *testing.T) {
	for _, tc := range []struct{ name, printed, want string }{
		{"movement then damage and save, tsr", "Werewolf: AC 5, HD 4*, MV 180' (60') 2d8 F12", "name=Werewolf ac=5 aac=14* ac_notation=descending hit_dice=4 hd_asterisks=1 attacks=1×:2d8* thac0=16* attack_bonus=3* movement_ft=180 encounter_movement_ft=60 save_as=F12 saves=6,7,8,8,10*"},
		{"movement then damage and save, compact", "Ghouls HD 2 AC 6 MV 9 1d3/1d3/1d3 F2", "name=Ghouls ac=6 aac=13* ac_notation=descending hit_dice=2 attacks=3×:1d3* thac0=18* attack_bonus=1* movement_ft=90* encounter_movement_ft=30* save_as=F2 saves=12,13,14,15,16*"},
		{"movement with a mode stays whole", "AC 7, HD 2, MV 120' (40'), fly 180' (60'), ML 7", "ac=7 aac=12* ac_notation=descending hit_dice=2 thac0=18* attack_bonus=1* movement_ft=120 encounter_movement_ft=40 movement_modes=fly:180/60 morale=7"},
		{"special after morale, tsr", "Wight: AC 5, HD 3*, hp 13, MV 90' (30'), ML 7 need a silver weapon to hit", `name=Wight ac=5 aac=14* ac_notation=descending hit_dice=3 hd_asterisks=1 hit_points=13 thac0=17* attack_bonus=2* movement_ft=90 encounter_movement_ft=30 morale=7 special="need a silver weapon to hit"`},
		{"special after morale, compact", "HD 4 AC 5 1d8 ML 9 immune to sleep XP 80", `ac=5 aac=14* ac_notation=descending hit_dice=4 attacks=1×:1d8* thac0=16* attack_bonus=3* morale=9 xp=80 special="immune to sleep"`},
		{"morale with its condition in brackets", "AC 6, HD 1, ML 7 (9 with leader)", "ac=6 aac=13* ac_notation=descending hit_dice=1 thac0=19* attack_bonus=0* morale=7"},
		{"class apart from its level, tsr", "Wizard: AC 9, HD 9, hp 22, 1d4, M 9, ML 8", "name=Wizard ac=9 aac=10* ac_notation=descending hit_dice=9 hit_points=22 attacks=1×:1d4* thac0=12* attack_bonus=7* save_as=MU9 saves=11,12,11,14,12* morale=8"},
		{"class apart from its level, compact", "Hobgoblin HD 1+1 AC 6 1d8 F 2 ML 8", "name=Hobgoblin ac=6 aac=13* ac_notation=descending hit_dice=1 hd_modifier=1 attacks=1×:1d8* thac0=18* attack_bonus=1* save_as=F2 saves=12,13,14,15,16* morale=8"},
		{"hit points before damage dice", "AC 9, HD 9, hp 22, 1d4", "ac=9 aac=10* ac_notation=descending hit_dice=9 hit_points=22 attacks=1×:1d4* thac0=12* attack_bonus=7*"},
		{"npc class level in brackets", "Brother Anselm (C3, AC 5, hp 12)", `name="Brother Anselm" ac=5 aac=14* ac_notation=descending hit_dice=3* class_level=C3 hit_points=12 thac0=19* attack_bonus=0* saves=11,12,14,16,15*`},
		{"npc class level after a colon", "Sir Hugh: F7, AC 2, hp 40, 1d8+2", `name="Sir Hugh" ac=2 aac=17* ac_notation=descending hit_dice=7* class_level=F7 hit_points=40 attacks=1×:1d8+2* thac0=14* attack_bonus=5* saves=8,9,10,10,12*`},
		{"npc class level in brackets before a colon", "Sir Odo Rook (F4): AL C, MV 90' (30'), AC 2, hp 27, #AT 1, D 1d8+1, SV F4, ML 10, XP 190", `name="Sir Odo Rook" ac=2 aac=17* ac_notation=descending hit_dice=4* class_level=F4 hit_points=27 attacks=1×:1d8+1 thac0=17* attack_bonus=2* movement_ft=90 encounter_movement_ft=30 save_as=F4 saves=10,11,12,13,14* morale=10 alignment=Chaotic* xp=190`},
		{"npc class abbreviated in three letters, tsr", "Sir Odo Rook (Ftr 4): AC 2, hp 27, #AT 1, D 1d8+1, ML 10", `name="Sir Odo Rook" ac=2 aac=17* ac_notation=descending hit_dice=4* class_level=F4 hit_points=27 attacks=1×:1d8+1 thac0=17* attack_bonus=2* saves=10,11,12,13,14* morale=10`},
		{"npc class abbreviated with a hyphen, ose", "Mirela: M-U 5, AC 9 [10], HP 12, Att 1 × dagger (1d4)", `name=Mirela ac=9 aac=10 ac_notation=both hit_dice=5* class_level=MU5 hit_points=12 attacks=1×dagger:1d4 thac0=19* attack_bonus=0* saves=13,14,13,16,15*`},
		{"npc level in words, b/x", "5th level magic-user (AC 9, hp 12, D 1-4, ML 8)", `ac=9 aac=10* ac_notation=descending hit_dice=5* class_level=MU5 hit_points=12 attacks=1×:1d4* thac0=19* attack_bonus=0* saves=13,14,13,16,15* morale=8`},
		{"npc level word first in brackets, ose", "Mother Crenna (Level 4 Cleric) AC 4 [15], HP 16, Att 1 × sickle (1d4), MV 90' (30')", `name="Mother Crenna" ac=4 aac=15 ac_notation=both hit_dice=4* class_level=C4 hit_points=16 attacks=1×sickle:1d4 thac0=19* attack_bonus=0* movement_ft=90 encounter_movement_ft=30 saves=11,12,14,16,15*`},
		{"npc class spelled out before its level, bfrpg", "Ysolde the Pale, Magic-User 4: AC 11, #At 1 dagger, Dam 1d4, Mv 40', Sv M4, Ml 8, XP 280", `name="Ysolde the Pale" ac=8* aac=11 ac_notation=ascending hit_dice=4* class_level=MU4 attacks=1×dagger:1d4 movement_ft=120* encounter_movement_ft=40 save_as=MU4 morale=8 xp=280`},
		{"npc past ninth level has nine hit dice, tsr", "Lord Aric (Ftr 12; AC 0, hp 61)", `name="Lord Aric" ac=0 aac=19* ac_notation=descending hit_dice=9* class_level=F12 hit_points=61 thac0=12* attack_bonus=7* saves=6,7,8,8,10*`},
		{"npc class level with hit dice printed", "Captain Vorn: F4, AC 4, HD 4, hp 20", `name="Captain Vorn" ac=4 aac=15* ac_notation=descending hit_dice=4 hit_points=20 thac0=16* attack_bonus=3* save_as=F4 saves=10,11,12,13,14*`},
		{"attack form before its damage, compact", "Crabman HD 2 AC 4 claw 1d6", "name=Crabman ac=4 aac=15* ac_notation=descending hit_dice=2 attacks=1×claw:1d6 thac0=18* attack_bonus=1*"},
		{"attack form before its damage, tsr", "Keeper's ghost: HD 3, AC 5, touch 1d6, silver to hit", `name="Keeper's ghost" ac=5 aac=14* ac_notation=descending hit_dice=3 attacks=1×touch:1d6 thac0=17* attack_bonus=2* special="silver to hit"`},
		{"note after alignment, 1e", "AC 5, MV 6\", HD 4, hp 22, AL CE; see NEW MONSTERS", `ac=5 aac=14* ac_notation=descending hit_dice=4 hit_points=22 movement_ft=60* encounter_movement_ft=20* alignment="Chaotic Evil"* special="see NEW MONSTERS"`},
		{"note after alignment, ose", "AC 6 [13], HD 1 (4hp), ML 7, AL Chaotic (serves the witch)", `ac=6 aac=13 ac_notation=both hit_dice=1 hit_points=4 thac0=19* attack_bonus=0* morale=7 alignment=Chaotic special="(serves the witch)"`},
		{"hit points rolled after the hit dice, tsr", "Normal humans (AC 9, HD 1/2, 1d4 hp, D 1d4)", `name="Normal humans" ac=9 aac=10* ac_notation=descending hit_dice=0.5 hp_dice=1d4 attacks=1×:1d4* thac0=19* attack_bonus=0*`},
		{"hit points rolled in the hit dice's brackets, ose", "AC 9 [10], HD ½ (1d4 hp), Att 1 × weapon (1d4)", `ac=9 aac=10 ac_notation=both hit_dice=0.5 hp_dice=1d4 attacks=1×weapon:1d4 thac0=19* attack_bonus=0*`},
		{"saves as a class in three letters, ose", "Sir Ander: AC 2 [17], HP 24, MV 60' (20'), SV Ftr 4, ML 10", `name="Sir Ander" ac=2 aac=17 ac_notation=both hit_points=24 movement_ft=60 encounter_movement_ft=20 save_as=F4 saves=10,11,12,13,14* morale=10`},
		{"saves as a class with a hyphen, tsr", "Mother Sel (M-U 5, AC 9, hp 14, Save M-U 5, ML 7)", `name="Mother Sel" ac=9 aac=10* ac_notation=descending hit_dice=5* class_level=MU5 hit_points=14 thac0=19* attack_bonus=0* save_as=MU5 saves=13,14,13,16,15* morale=7`},
		{"five saves as a class in brackets, ose", "AC 9 [10], HD 3, SV D13 W14 P13 B16 S15 (M-U 3), ML 7", `ac=9 aac=10 ac_notation=both hit_dice=3 thac0=17* attack_bonus=2* save_as=MU3 saves=13,14,13,16,15 morale=7`},
		{"a count in brackets is no class", "Goblins (4): AC 6, HD 1-1", `name="Goblins (4)" ac=6 aac=13* ac_notation=descending hit_dice=1 hd_modifier=-1 thac0=19* attack_bonus=0*`},
	} {
		sb := Parse(tc.printed)
		if got := render(sb, Normalize(sb)); got != tc.want {
			t.Errorf("%s: %q\n got: %s\nwant: %s", tc.name, tc.printed, got, tc.want)
		}
	}
}

// TestNumberAppearingNote: a note after a comma past the counts of NA is
// flagged and the counts are read, in OSE's line ("NA 2d4 (3d6), the young
// stay in the lair") and a B/X block's spelled label ("No. Appearing: 1d6,
// see area 5").
func TestNumberAppearingNote(t *testing.T) {
	for _, tc := range []struct{ name, printed, want string }{
		{"ose", "Wolf: AC 7 [12], HD 2 (9hp), ML 8, NA 2d4 (3d6), the young stay in the lair", `name=Wolf ac=7 aac=12 ac_notation=both hit_dice=2 hit_points=9 morale=8 number_appearing=2d4 number_in_lair=3d6 !number_appearing`},
		{"b/x spelled", "Ghoul\nArmor Class: 6\nHit Dice: 2*\nNo. Appearing: 1d6, see area 5", `name=Ghoul ac=6 aac=13* ac_notation=descending hit_dice=2 hd_asterisks=1 thac0=18* attack_bonus=1* number_appearing=1d6 !number_appearing`},
	} {
		sb := Parse(tc.printed)
		if got := render(sb, Normalize(sb)); got != tc.want {
			t.Errorf("%s: %q\n got: %s\nwant: %s", tc.name, tc.printed, got, tc.want)
		}
	}
}

// TestNormalMan pins a person of no class, printed as a normal man or a
// level-0 human in the name's brackets (OSE, a town's key: "Bram Tollock
// (0-level human): AC 9 [10], ...") or opening a TSR stat line ("normal
// man, AC 9, hp 3, ..."): class NM at level 0, half a hit die, and a
// normal man's saves.
func TestNormalMan(t *testing.T) {
	for _, tc := range []struct{ name, printed, want string }{
		{"level 0 in brackets, ose", "Bram Tollock (0-level human): AC 9 [10], HP 4, Att 1 × club (1d4), ML 7", `name="Bram Tollock" ac=9 aac=10 ac_notation=both hit_dice=0.5* class_level=NM0 hit_points=4 attacks=1×club:1d4 thac0=20* attack_bonus=-1* saves=14,15,16,17,18* morale=7`},
		{"a normal man opening the line, tsr", "Villager: normal man, AC 9, hp 3, #AT 1, D 1d4, ML 6", `name=Villager ac=9 aac=10* ac_notation=descending hit_dice=0.5* class_level=NM0 hit_points=3 attacks=1×:1d4 thac0=20* attack_bonus=-1* saves=14,15,16,17,18* morale=6`},
	} {
		sb := Parse(tc.printed)
		if got := render(sb, Normalize(sb)); got != tc.want {
			t.Errorf("%s: %q\n got: %s\nwant: %s", tc.name, tc.printed, got, tc.want)
		}
	}
}

// TestClassSpelledWithItsLevel pins a character's class spelled out with
// its level in figures, as OSE prints it before the class ("Level 3
// Fighter") and Basic Fantasy after it ("Magic-User 4", "Elf 2"), in the
// name line and in brackets before the stat line: the level is the hit
// dice and the class keys the saves, as for "F3" or "5th level fighter".
// "Fighter: 2" is Basic Fantasy's save label, no class and level of the
// name.
func TestClassSpelledWithItsLevel(t *testing.T) {
	for _, tc := range []struct{ name, printed, want string }{
		{"level before the class, ose", "Orla Vennick (Level 3 Fighter): AC 4 [15], HP 17, Att 1 × sword (1d8), ML 9", `name="Orla Vennick" ac=4 aac=15 ac_notation=both hit_dice=3* class_level=F3 hit_points=17 attacks=1×sword:1d8 thac0=19* attack_bonus=0* saves=12,13,14,15,16* morale=9`},
		{"level before the class in lower case, b/x", "Mother Crenna (level 4 cleric): AC 4, hp 16, #AT 1, D 1d4", `name="Mother Crenna" ac=4 aac=15* ac_notation=descending hit_dice=4* class_level=C4 hit_points=16 attacks=1×:1d4 thac0=19* attack_bonus=0* saves=11,12,14,16,15*`},
		{"class then level, basic fantasy name line", "Ysolde the Pale, Magic-User 4\nAC 11, #At 1 dagger, Dam 1d4, Mv 40', Ml 8, XP 280", `name="Ysolde the Pale" ac=8* aac=11 ac_notation=ascending hit_dice=4* class_level=MU4 attacks=1×dagger:1d4 movement_ft=120* encounter_movement_ft=40 morale=8 xp=280`},
		{"demi-human class then level, ose", "Faelin (Elf 2): AC 5 [14], HP 10, MV 120' (40')", `name=Faelin ac=5 aac=14 ac_notation=both hit_dice=2* class_level=E2 hit_points=10 thac0=19* attack_bonus=0* movement_ft=120 encounter_movement_ft=40 saves=12,13,13,15,15*`},
	} {
		sb := Parse(tc.printed)
		if got := render(sb, Normalize(sb)); got != tc.want {
			t.Errorf("%s: %q\n got: %s\nwant: %s", tc.name, tc.printed, got, tc.want)
		}
	}
}

// TestFieldsPrinted counts the stat fields a parsed line prints, its name
// and raw text aside: a mention in an OSE key ("HD 6") prints one, a TSR
// line's bracket ("AC 7, HD 1/2") two, a Basic Fantasy block every label
// it carries, and a special note none.
func TestFieldsPrinted(t *testing.T) {
	for _, tc := range []struct {
		printed string
		want    int
	}{
		{"Giant leech: HD 6", 1},
		{"Giant rats: AC 7, HD 1/2", 2},
		{"Copper Guardian\nArmor Class: 18\nHit Dice: 7*\nNo. of Attacks: 1 fist\nDamage: 2d8\nMovement: 20'\nXP: 735", 6},
		{"Bell ringer: immune to sleep", 0},
	} {
		if got := Parse(tc.printed).Fields(); got != tc.want {
			t.Errorf("%q: %d fields, want %d", tc.printed, got, tc.want)
		}
	}
}
