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
