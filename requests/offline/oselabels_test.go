package offline

import "testing"

// TestOSELabelLines: an OSE block printed one spelled-out label a line
// with no colon ("Armour Class 6 [13]" over "Hit Dice 2 (9hp)"), as the
// OSE rulebooks set a bestiary entry, becomes a monster with every field:
// labels plain, bold or abbreviated, the block under a name with a count
// or after its description.
func TestOSELabelLines(t *testing.T) {
	spelled := "Armour Class 6 [13]\nHit Dice 2 (9hp)\nAttacks 1 × claw (1d4)\nTHAC0 18 [+1]\nMovement 120' (40')\nSaving Throws D12 W13 P14 B15 S16 (1)\nMorale 8\nAlignment Neutral\nXP 20\nNumber Appearing 1d4 (2d4)\nTreasure Type C\n"
	bold := "**Armour Class** 6 [13]\n**Hit Dice** 2 (9hp)\n**Attacks** 1 × claw (1d4)\n**THAC0** 18 [+1]\n**Movement** 120' (40')\n**Saving Throws** D12 W13 P14 B15 S16 (1)\n**Morale** 8\n**Alignment** Neutral\n**XP** 20\n**Number Appearing** 1d4 (2d4)\n**Treasure Type** C\n"
	short := "AC 6 [13]\nHD 2 (9hp)\nAtt 1 × claw (1d4)\nTHAC0 18 [+1]\nMV 120' (40')\nSV D12 W13 P14 B15 S16 (1)\nML 8\nAL Neutral\nXP 20\nNA 1d4 (2d4)\nTT C\n"
	want := "ac=6 ; hd=2 ; damage=1d4 ; mv=120 ; saves=12,13,14,15,16 ; ml=8 ; al=Neutral ; xp=20 ; na=1d4 ; tt=C"
	checkForms(t, []blockForm{
		{"spelled labels, bold name", []string{"### Bestiary\n**Cave Hound**\n" + spelled + "Cave hounds hunt in packs.\n**Mire Bat**\n" + short + "Bats roost in the caves."},
			map[string]string{"Cave Hound": want, "Mire Bat": want}},
		{"bold labels, heading name", []string{"## Monsters\n### Cave Hound\n" + bold + "Cave hounds hunt in packs.\n### Mire Bat\n" + bold},
			map[string]string{"Cave Hound": want, "Mire Bat": want}},
		{"name with a count, in an area", []string{"**3. Den.** Bones litter the floor.\n**Cave Hounds (4)**\n" + spelled + "**4. Pool.** Black water."},
			map[string]string{"Cave Hounds": want}},
		{"abbreviated labels, a description between name and block", []string{"## Monsters\n**Cave Hound**\nA lean grey hound that hunts by smell in the dark.\n" + short + "\n**Mire Bat**\n" + spelled},
			map[string]string{"Cave Hound": want, "Mire Bat": want}},
	})
}

// TestOSELabelBoxes: OSE blocks one label a line set in boxes or side by
// side, as a text layer reads them into tables: two blocks level with each
// other (a cell a label line each), a box of one block (a cell a line), a
// box of label and value cells under its name in the first column's head;
// an attack's rider after its damage ("1d3 + poison") keeps the damage
// read and the rider flagged unread on the attacks.
func TestOSELabelBoxes(t *testing.T) {
	rows := [][3]string{{"Armour Class", "6 [13]", "4 [15]"}, {"Hit Dice", "2 (9hp)", "3 (13hp)"}, {"Attacks", "1 × claw (1d4)", "1 × sting (1d3 + poison)"},
		{"THAC0", "18 [+1]", "17 [+2]"}, {"Movement", "120' (40')", "90' (30')"}, {"Saving Throws", "D12 W13 P14 B15 S16 (1)", "D12 W13 P14 B15 S16 (3)"},
		{"Morale", "8", "7"}, {"Alignment", "Neutral", "Chaotic"}, {"XP", "20", "35"}, {"Number Appearing", "1d4 (2d4)", "2d4 (0)"}, {"Treasure Type", "C", "B"}}
	side := "## Bestiary\n\n| **Cave Hound** | **Bog Wasp** |\n| --- | --- |\n"
	box := "**3. Den.** Bones litter the floor.\n\n| **Cave Hound** |\n| --- |\n"
	cells := "## Bestiary\n\n| **Cave Hound** | |\n| --- | --- |\n"
	for _, r := range rows {
		side += "| " + r[0] + " " + r[1] + " | " + r[0] + " " + r[2] + " |\n"
		box += "| " + r[0] + " " + r[1] + " |\n"
		cells += "| " + r[0] + " | " + r[1] + " |\n"
	}
	hound := "ac=6 ; hd=2 ; damage=1d4 ; mv=120 ; saves=12,13,14,15,16 ; ml=8 ; al=Neutral ; xp=20 ; na=1d4 ; tt=C"
	wasp := "ac=4 ; hd=3 ; damage=1d3 ; mv=90 ; saves=12,13,14,15,16 ; ml=7 ; al=Chaotic ; xp=35 ; na=2d4 ; tt=B ; unparsed=attacks"
	checkForms(t, []blockForm{
		{"two blocks side by side", []string{side}, map[string]string{"Cave Hound": hound, "Bog Wasp": wasp}},
		{"a box, a cell a line", []string{box + "\n**4. Pool.** Black water."}, map[string]string{"Cave Hound": hound}},
		{"a box of label and value cells", []string{cells}, map[string]string{"Cave Hound": hound}},
		{"abbreviated labels, a rider", []string{"## Bestiary\n**Bog Wasp**\nAC 4 [15]\nHD 3 (13hp)\nAtt 1 sting (1d3 + paralysis)\nMV 90' (30')\nML 7\nXP 35\n"},
			map[string]string{"Bog Wasp": "ac=4 ; hd=3 ; damage=1d3 ; mv=90 ; ml=7 ; xp=35 ; unparsed=attacks"}},
	})
}
