package offline

import (
	"testing"

	"github.com/scriptorium/scriptorium/requests"
	"github.com/scriptorium/scriptorium/statblock"
)

// TestBlocksOfTwoLabelColumns answers the stat blocks of an appendix whose
// blocks each print their labels in two columns side by side, as a text
// layer gives them: every block's first column under its name, then,
// after the last block, the second columns one after the other under no
// name. Each block gets its own second column, in print order: a Basic
// Fantasy appendix (labels spelled out with colons, a description after
// each block's first column) and an AD&D 1e appendix (labels in capitals,
// armour class and hit dice in the first column).
func TestBlocksOfTwoLabelColumns(t *testing.T) {
	for _, tc := range []struct {
		style, text string
		fields      func(statblock.StatBlock) [2]string // two fields of the second column
		want        map[string][2]string
	}{
		{"basic fantasy", "## NEW MONSTERS\n\n**Giant Ferret**\nArmor Class: 13\nHit Dice: 2\nNo. of Attacks: 1 bite\nDamage: 1d6\nMovement: 40'\nGiant ferrets hunt rats in the old mines.\n\n**Mine Crawler**\nArmor Class: 15\nHit Dice: 3\\*\nNo. of Attacks: 2 claws\nDamage: 1d4/1d4\nMovement: 30'\nCrawlers dig new tunnels by night.\n\nNo. Appearing: 1d6, Wild 2d6\nSave As: Fighter: 2\nMorale: 8\nTreasure Type: None\nXP: 75\n\nNo. Appearing: 1d4\nSave As: Fighter: 3\nMorale: 9\nTreasure Type: C\nXP: 175",
			func(sb statblock.StatBlock) [2]string { return [2]string{sb.Morale, sb.XP} },
			map[string][2]string{"Giant Ferret": {"8", "75"}, "Mine Crawler": {"9", "175"}}},
		{"ad&d 1e", "## APPENDIX\n\n**BARROW HOUND**\nFREQUENCY: Rare\nNO. APPEARING: 2-8\nARMOR CLASS: 6\nMOVE: 15\"\nHIT DICE: 3\n\n**SALT WIGHT**\nFREQUENCY: Very rare\nNO. APPEARING: 1\nARMOR CLASS: 4\nMOVE: 12\"\nHIT DICE: 5\n\nTREASURE TYPE: Nil\nNO. OF ATTACKS: 1\nDAMAGE/ATTACK: 2-8\nSPECIAL ATTACKS: Howl\n\nTREASURE TYPE: B\nNO. OF ATTACKS: 2\nDAMAGE/ATTACK: 1-6/1-6\nSPECIAL ATTACKS: Salt touch",
			func(sb statblock.StatBlock) [2]string { return [2]string{sb.TreasureType, sb.Damage} },
			map[string][2]string{"BARROW HOUND": {"Nil", "2-8"}, "SALT WIGHT": {"B", "1-6/1-6"}}},
	} {
		pages := []requests.Page{{Number: 7, Text: tc.text}}
		for name, want := range tc.want {
			ans := askBlock(t, name, pages)
			if got := tc.fields(ans.StatBlock); got != want {
				t.Errorf("%s: %s's stat block %+v, want its second column %q", tc.style, name, ans.StatBlock, want)
			}
		}
	}
}
