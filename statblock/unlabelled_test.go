package statblock

import "testing"

// TestFieldsPrintedWithoutLabels reads the fields stat lines print
// without a label of their own, each in two printed styles: attacks with
// their damage after the hit dice or hit points ("2 claws 1d4/1d4, bite
// 1d8", "bite for 1d6"), whose count is no hit point of the list before
// it ("hp 21, 2 claws ..."), and hit points in brackets after the name
// ("Ogre (13hp): ...").
func TestFieldsPrintedWithoutLabels(t *testing.T) {
	for _, tc := range []struct{ form, printed, want string }{
		{"tsr inline, attacks after the hit points", "Brown bear (AC 6, HD 4, hp 21, 2 claws 1d4/1d4, bite 1d8, MV 120' (40'), Save F2, ML 7)",
			`name="Brown bear" ac=6 aac=13* ac_notation=descending hit_dice=4 hit_points=21 attacks=2×claw:1d4,1×bite:1d8 thac0=16* attack_bonus=3* movement_ft=120 encounter_movement_ft=40 save_as=F2 saves=12,13,14,15,16* morale=7`},
		{"compact, attacks after the hit dice", "Cave bear HD 5 AC 6 2 claws 1d4/1d4 and bite 1d8 MV 12",
			`name="Cave bear" ac=6 aac=13* ac_notation=descending hit_dice=5 attacks=2×claw:1d4,1×bite:1d8 thac0=15* attack_bonus=4* movement_ft=120* encounter_movement_ft=40*`},
		{"tsr inline, damage after for", "Two grey wolves (AC 7, HD 2+2, hp 12, 9, bite for 1d6, MV 180' (60'), ML 8)",
			`name="Two grey wolves" ac=7 aac=12* ac_notation=descending hit_dice=2 hd_modifier=2 hit_points=12,9 attacks=1×bite:1d6 thac0=17* attack_bonus=2* movement_ft=180 encounter_movement_ft=60 morale=8`},
		{"compact, damage after for", "Wolf: HD 2, AC 7, Bite for 1d6, MV 18",
			`name=Wolf ac=7 aac=12* ac_notation=descending hit_dice=2 attacks=1×bite:1d6 thac0=18* attack_bonus=1* movement_ft=180* encounter_movement_ft=60*`},
		{"s&w, a count after the hit points", "Ghouls: HD 2; AC 6[13]; HP 9, 8, 2 claws (1d3); Move 9",
			`name=Ghouls ac=6 aac=13 ac_notation=both hit_dice=2 hit_points=9,8 attacks=2×claws:1d3 thac0=18* attack_bonus=1* movement_ft=90* encounter_movement_ft=30*`},
		{"one-page dungeon, prose after the attacks", "Demon: AC -1, tail slap 2d8, bite 4d8, suffer 1d8 damage by the gas",
			`name=Demon ac=-1 aac=20* ac_notation=descending attacks="1×tail slap:2d8,1×bite:4d8" special="suffer 1d8 damage by the gas"`},
		{"ose, hit points after the name", "Ogre (13hp): AC 5 [14], HD 4+1, Att 1 × club (1d10), MV 90' (30'), ML 10",
			`name=Ogre ac=5 aac=14 ac_notation=both hit_dice=4 hd_modifier=1 hit_points=13 attacks=1×club:1d10 thac0=15* attack_bonus=4* movement_ft=90 encounter_movement_ft=30 morale=10`},
		{"tsr, a group's hit points after the name", "Guards (6, 4 hp): AC 4, HD 1, #AT 1, D 1-8, ML 8",
			`name=Guards ac=4 aac=15* ac_notation=descending hit_dice=1 hit_points=6,4 attacks=1×:1d8* thac0=19* attack_bonus=0* morale=8`},
	} {
		checkParsed(t, tc.form, tc.printed, tc.want)
	}
}

// TestAsterisksOfHitDice keeps the asterisks printed after hit dice,
// which page text escapes where a bold run would read them as its marks
// ("HD 4\*\*"), in OSE and TSR lines, the creature's name set bold or
// not: a bold run's marks are dropped, a value's kept.
func TestAsterisksOfHitDice(t *testing.T) {
	for _, tc := range []struct{ form, printed, want string }{
		{"ose, as printed", "AC 5 [14], HD 4** (22hp), Att 1 × claw (1d4), MV 90' (30')",
			`ac=5 aac=14 ac_notation=both hit_dice=4 hd_asterisks=2 hit_points=22 attacks=1×claw:1d4 thac0=16* attack_bonus=3* movement_ft=90 encounter_movement_ft=30`},
		{"ose, as page text escapes it", `**Wight:** AC 5 [14], HD 4\*\* (22hp), Att 1 × claw (1d4), MV 90' (30')`,
			`name=Wight ac=5 aac=14 ac_notation=both hit_dice=4 hd_asterisks=2 hit_points=22 attacks=1×claw:1d4 thac0=16* attack_bonus=3* movement_ft=90 encounter_movement_ft=30`},
		{"tsr, as printed", "**Thane** (AC 5, HD 4**, hp 22, #AT 1, D 1d4, MV 90'(30'), ML 12)",
			`name=Thane ac=5 aac=14* ac_notation=descending hit_dice=4 hd_asterisks=2 hit_points=22 attacks=1×:1d4 thac0=16* attack_bonus=3* movement_ft=90 encounter_movement_ft=30 morale=12`},
		{"tsr, in page text", `**Thane** (AC 5, HD 4\*\*, hp 22, #AT 1, D 1d4, MV 90'(30'), ML 12)`,
			`name=Thane ac=5 aac=14* ac_notation=descending hit_dice=4 hd_asterisks=2 hit_points=22 attacks=1×:1d4 thac0=16* attack_bonus=3* movement_ft=90 encounter_movement_ft=30 morale=12`},
	} {
		checkParsed(t, tc.form, tc.printed, tc.want)
	}
}

// TestMovementDialects reads movement as each dialect prints it: feet a
// turn with feet a round in brackets (B/X, spaced or not), tens of feet
// (compact lines, Swords & Wizardry) with a further mode after a slash
// or in brackets, and feet a round (Basic Fantasy "Movement: 30'", the
// d20 lineage's "Speed 30 ft." and "Spd 40'").
func TestMovementDialects(t *testing.T) {
	for _, tc := range []struct{ form, printed, want string }{
		{"b/x", "AC 6, Move 120' (40')", "movement_ft=120 encounter_movement_ft=40"},
		{"tsr, unspaced", "AC 6, MV 90'(30')", "movement_ft=90 encounter_movement_ft=30"},
		{"compact", "AC 6 MV 12", "movement_ft=120* encounter_movement_ft=40*"},
		{"compact, flying after a slash", "AC 6 MV 9/15 (fly)", "movement_ft=90* encounter_movement_ft=30* movement_modes=fly:150/50*"},
		{"s&w, flying in brackets", "AC 6[13]; Move 12 (fly 18)", "movement_ft=120* encounter_movement_ft=40* movement_modes=fly:180/60*"},
		{"basic fantasy", "Armor Class: 14\nMovement: 30'", "movement_ft=90* encounter_movement_ft=30"},
		{"d20 lineage, spelled out", "Armor Class 13, Speed 30 ft.", "movement_ft=90* encounter_movement_ft=30"},
		{"d20 lineage, abbreviated", "AC 6, Spd 40'", "movement_ft=120* encounter_movement_ft=40"},
	} {
		sb := Parse(tc.printed)
		n := Normalize(sb)
		got := render(StatBlock{}, Normalized{MovementFt: n.MovementFt, EncounterMovementFt: n.EncounterMovementFt, MovementModes: n.MovementModes, Derived: n.Derived, Unparsed: n.Unparsed})
		if got != tc.want {
			t.Errorf("%s: %q\n got: %s\nwant: %s", tc.form, tc.printed, got, tc.want)
		}
	}
}

// TestLinesOfTheD20Lineage reads the labels spelled out in full and the
// hit points with the dice they were rolled on, in a line and in a block
// of one label a line.
func TestLinesOfTheD20Lineage(t *testing.T) {
	for _, tc := range []struct{ form, printed, want string }{
		{"line", "Goblin King: Armor Class 13, Hit Points 22 (4d8+4), Speed 30 ft., Attack scimitar (1d6+2)",
			`name="Goblin King" ac=6* aac=13 ac_notation=ascending hit_points=22 hp_dice=4d8+4 attacks=1×scimitar:1d6+2 movement_ft=90* encounter_movement_ft=30`},
		{"block", "Lizardfolk Scout\nArmor Class 15\nHit Points 22 (4d8 + 4)\nSpeed 30 ft., swim 30 ft.\nBite 1d6",
			`name="Lizardfolk Scout" ac=4* aac=15 ac_notation=ascending hit_points=22 hp_dice=4d8+4 attacks=1×bite:1d6 movement_ft=90* encounter_movement_ft=30 movement_modes=swim:90/30`},
	} {
		checkParsed(t, tc.form, tc.printed, tc.want)
	}
}

// checkParsed checks that printed, a stat line of the form named, parses
// and normalizes to want (see render).
func checkParsed(t *testing.T, form, printed, want string) {
	t.Helper()
	sb := Parse(printed)
	if got := render(sb, Normalize(sb)); got != want {
		t.Errorf("%s: %q\n got: %s\nwant: %s", form, printed, got, want)
	}
}
