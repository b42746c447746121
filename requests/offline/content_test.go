package offline

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/scriptorium/scriptorium/requests"
)

// describe writes encounters as "count creature [stat]" strings.
func describe(es []requests.Encounter) []string {
	var out []string
	for _, e := range es {
		n := e.Count.Dice + e.Count.Note
		if e.Count.Fixed != nil {
			n = fmt.Sprint(*e.Count.Fixed)
		}
		s := n + " " + e.Creature
		if e.Name != "" && e.Name != e.Creature {
			s += " named " + e.Name
		}
		if e.StatLine != "" {
			s += " [" + e.StatLine + "]"
		}
		out = append(out, s)
	}
	return out
}

func TestEncounters(t *testing.T) {
	b := newBestiary(requests.DefaultAliases(), linesOf([]requests.Page{{Number: 1, Text: "Giant Slug: HD2 AC8 1d6. Tengu: HD4 AC5 1d8."}}))
	for _, tc := range []struct {
		text string
		want []string
	}{
		{"The entrance is guarded by 3 orcs, one in plain sight.", []string{"3 orcs"}},
		{"2d4 goblins lurk here, and a skeleton stands guard.", []string{"2d4 goblins", "1 skeleton"}},
		{"10 monks (HD1 AC8 1d6) guarding the hall.", []string{"10 monks [HD1 AC8 1d6]"}},
		{"A vulture demon (HD7+1 AC2 2d6/2d6) and 2 tengus (HD4+1 AC5 1d8+3) live here.", []string{"1 vulture demon [HD7+1 AC2 2d6/2d6]", "2 tengus [HD4+1 AC5 1d8+3]"}},
		{"He will send a naga named Sweet Stab or Revenge: HD 9 AC 7 1d8 poison MV 6 ML 12 XP 2,400, fireball.", []string{"1 naga named Sweet Stab [HD 9 AC 7 1d8 poison MV 6 ML 12 XP 2,400]"}},
		{"The five squidmen are cowards. HD 7+1 AC 8 1d6 F7 MV 12; mind blast.", []string{"5 squidmen [HD 7+1 AC 8 1d6 F7 MV 12]"}},
		{"A typical deathrock has about 500 ghouls. HD 2 AC 6 1d4 F2.", []string{"500 ghouls [HD 2 AC 6 1d4 F2]"}},
		{"leading one hundred light infantery: HD 1 AC 7 1d6 MV 12.", []string{"100 light infantery [HD 1 AC 7 1d6 MV 12]"}},
		{"The ghouls are ruled by a dozen vampires. HD 9 AC 2 1d10.", []string{"12 vampires [HD 9 AC 2 1d10]"}},
		{"Inside, a human sized slug guards a mace.", []string{"1 slug"}},
		{"2 orcs playing with a ball. Drop it 3 times and you lose.", []string{"2 orcs"}},
		{"Caught in the grating is a drowned bandit with a ring worth 30 gp.", nil},
		{"Two slain orcs lie by the door; 3 goblins loot them.", []string{"3 goblins"}},
		{"A drowned dog (AC 7, HD 2, hp 9, #AT 1, D 1d4, MV 90', ML 12) rises from the pool.", []string{"1 dog [AC 7, HD 2, hp 9, #AT 1, D 1d4, MV 90', ML 12]"}},
		{"If you're not an orc, it is disgusting; if an orc, tasty.", nil},
		{"6 slug guards a magic mace", nil},
		{"a golden dwarf diadem of the protector, 200gp", nil},
		{"4 braziers with fire, 50gp each. Paralyzed for 10 min. The 2 chests contain gold.", nil},
		{"Orc guard. The door is barred.", []string{"1 Orc"}},
		{"1-6 goblins and 3 kobolds (AC 7, HD 1/2, hp 3, 2, 1, #AT 1, D 1-4; MV 120'(40'); ML 6) lurk.", []string{"1-6 goblins", "3 kobolds [AC 7, HD 1/2, hp 3, 2, 1, #AT 1, D 1-4; MV 120'(40'); ML 6]"}},
		{"Their invisible captain: hp 3d6 AC 5 1d6 E3 MV 12 ML 8 XP 65; magic missile.", []string{"1 invisible captain [hp 3d6 AC 5 1d6 E3 MV 12 ML 8 XP 65]"}},
		{"The ten tentacles seize victims. Each acts alone. HD 1 AC 2 1d4 MV 3 ML 10 XP 13; when hit.", []string{"10 tentacles [HD 1 AC 2 1d4 MV 3 ML 10 XP 13]"}},
		{"The shell provides excellent protection. HP 35 AC 2 3d8/3d8.", nil},
		{"The greedy pirate gray elves are eager: hp 1d6 AC 5 1d6 E1 MV 12 ML 8 XP 6.", []string{"unstated gray elves [hp 1d6 AC 5 1d6 E1 MV 12 ML 8 XP 6]"}},
		{"Three goblins sleep. Goblins (3): AC 6, HD 1-1, hp 4, 3, 2, #AT 1, D 1d6, MV 60' (20'), ML 7, XP 5 ea. They carry 18 sp.",
			[]string{"3 Goblins [AC 6, HD 1-1, hp 4, 3, 2, #AT 1, D 1d6, MV 60' (20'), ML 7, XP 5 ea]"}},
	} {
		if got := describe(withKinds(encounters(tc.text, b))); !slices.Equal(got, tc.want) {
			t.Errorf("encounters(%q)\n got %q\nwant %q", tc.text, got, tc.want)
		}
	}
}

func TestStatRun(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"armed: HD 4 AC 7 1d6 F4 MV 9 ML 10 XP 135. They", "HD 4 AC 7 1d6 F4 MV 9 ML 10 XP 135"},
		{"(HD7+1 AC2 2d6/2d6) and 2 tengus (HD4+1", "(HD7+1 AC2 2d6/2d6)"},
		{"hp 3d6 AC 5 1d6 E3 MV 12 ML 8 XP 65; magic missile", "hp 3d6 AC 5 1d6 E3 MV 12 ML 8 XP 65"},
		{"no stats here at all", ""},
	} {
		ws := words(tc.text)
		got := ""
		if s, e, ok := statRun(ws, 0); ok {
			got = strings.Join(ws[s:e], " ")
			got = strings.TrimRight(got, ".;,")
		}
		if got != tc.want {
			t.Errorf("statRun(%q) = %q, want %q", tc.text, got, tc.want)
		}
	}
}

// gems writes valuables as "description=value" strings.
func gems(gs []requests.Gem) []string {
	var out []string
	for _, g := range gs {
		v := "null"
		if g.ValueGP != nil {
			v = fmt.Sprint(*g.ValueGP)
		}
		out = append(out, g.Description+"="+v)
	}
	return out
}

func TestTreasure(t *testing.T) {
	for _, tc := range []struct {
		text   string
		coins  requests.Coins
		gems   []string
		magic  []string
		types  []string
		quoted bool
	}{
		{text: "The 2 chests contain 2000gp each.", coins: requests.Coins{GP: 4000}, quoted: true},
		{text: "A sack holds 300 sp and 20 pp.", coins: requests.Coins{SP: 300, PP: 20}, quoted: true},
		{text: "2000 gp in a sack.", coins: requests.Coins{GP: 2000}, quoted: true},
		{text: "4 braziers with fire, 50gp each. Old wooden throne, elven handiwork, 500gp.", gems: []string{"4 braziers with fire=200", "Old wooden throne, elven handiwork=500"}, quoted: true},
		{text: "The chests contain 2 golden chalices, 500gp each, a golden bird with ruby eyes, 500gp.", gems: []string{"2 golden chalices=1000", "a golden bird with ruby eyes=500"}, quoted: true},
		{text: "The walls are full of scrolls (about 2000 scrolls worth 50gp each).", gems: []string{"about 2000 scrolls=100000"}, quoted: true},
		{text: "10 monks (HD1 AC8 1d6) guarding the hall, the donations (about 650gp), and the ashes.", gems: []string{"the donations=650"}, quoted: true},
		{text: "The ship itself is worth 35,000 gold.", gems: []string{"The ship=35000"}, quoted: true},
		{text: "the golden facemask of Brithelm. 200gp, for a total of 3800gp.", gems: []string{"the golden facemask of Brithelm=200"}, quoted: true},
		{text: "If you want to play for 10gp, roll. Produce worth 1d4 × 10,000 gold."},
		{text: "A slug guards a magic mace of hate +1 and a +2 shield.", magic: []string{"mace of hate +1", "+2 shield"}, quoted: true},
		{text: "Her dwarven war mask vs. fire +2 and a potion of healing.", magic: []string{"dwarven war mask vs. fire +2", "potion of healing"}, quoted: true},
		{text: "Their swords do: Back Breaker +1/+3 vs. vertebrates.", magic: []string{"Back Breaker +1/+3 vs. vertebrates"}, quoted: true},
		{text: "Roll 2d6, +1 if the ship is smaller; they get +1 to hit.", magic: nil},
		{text: "Treasure type C, hidden under the bed.", types: []string{"C"}, quoted: true},
		// A treasure type in a creature's stat line is its lair treasure,
		// not the area's: a Basic Fantasy block and a B/X inline line.
		{text: "A ghoul feeds here. Ghoul Armor Class: 14 Hit Dice: 2* Save As: Fighter: 2 Morale: 9 Treasure Type: B XP: 100"},
		{text: "Six orcs (AC 6, HD 1, hp 4, #AT 1, D 1d6, MV 120' (40'), Save F1, ML 8, TT D) dice by the fire."},
		{text: "A golden amulet of the hammer, 400gp.", gems: []string{"A golden amulet of the hammer=400"}, quoted: true},
		{text: "Treasure: 300 gp, 3 gems (50 gp each) and a potion of healing.", coins: requests.Coins{GP: 300}, gems: []string{"3 gems=150"}, magic: []string{"potion of healing"}, quoted: true},
		// An amount set before the thing it prices ("a 50 gp gem") and a
		// value in brackets after an object are the object's, named from
		// its article, not the verb that holds it: TSR prose and an OSE
		// treasure line, in every coin.
		{text: "A pouch with 250 ep, a 50 gp gem lies under it.", coins: requests.Coins{EP: 250}, gems: []string{"gem=50"}, quoted: true},
		{text: "Treasure: 1,200 sp, 40 cp, an 80 gp silver chalice.", coins: requests.Coins{SP: 1200, CP: 40}, gems: []string{"silver chalice=80"}, quoted: true},
		{text: "Treasure: 250 ep, a 500 gold pieces ruby necklace, 5 pp.", coins: requests.Coins{EP: 250, PP: 5}, gems: []string{"ruby necklace=500"}, quoted: true},
		{text: "Treasure: 250 ep, two 50 gp gems, 3 100 gp pearls.", coins: requests.Coins{EP: 250}, gems: []string{"two gems=100", "3 pearls=300"}, quoted: true},
		{text: "A 100 gp pearl rests in the clam with 12 gp.", coins: requests.Coins{GP: 12}, gems: []string{"pearl=100"}, quoted: true},
		{text: "The skeleton still clutches a silver ring (30 gp).", gems: []string{"a silver ring=30"}, quoted: true},
		{text: "Prices: a room, a meal (2 gp).", gems: []string{"a room, a meal=2"}, quoted: true},
		{text: "Treasure: the bandit wears the jade brooch of Arn (2 pp).", gems: []string{"the jade brooch of Arn=10"}, quoted: true},
	} {
		got := treasure(tc.text)
		if got.Coins != tc.coins || !slices.Equal(gems(got.Gems), tc.gems) || !slices.Equal(got.MagicItems, tc.magic) ||
			!slices.Equal(got.TreasureTypes, tc.types) || (got.AsPrinted != "") != tc.quoted {
			t.Errorf("treasure(%q)\n got coins %+v gems %q magic %q types %q printed %q\nwant coins %+v gems %q magic %q types %q printed %v",
				tc.text, got.Coins, gems(got.Gems), got.MagicItems, got.TreasureTypes, got.AsPrinted, tc.coins, tc.gems, tc.magic, tc.types, tc.quoted)
		}
	}
}

// TestSecretDoorState: a secret door or passage is hidden only when the
// text says it is concealed beyond being secret (what it stands behind,
// concealed, disguised, plastered over, found by pressing or searching),
// else its state is unstated, as the content prompt asks; in a module's
// prose and in a one-page dungeon's compact lines.
func TestSecretDoorState(t *testing.T) {
	for _, tc := range []struct {
		text string
		want requests.ExitState
	}{
		{"A secret door in the north wall leads to area 4.", requests.ExitUnstated},
		{"The secret door south leads to the ossuary (area 8).", requests.ExitUnstated},
		{"A secret door in the north wall, found by pressing the third skull of the lowest row, opens into the reliquary (area 10).", requests.ExitHidden},
		{"Secret door: behind the heaped sacks in the middle of the west wall is a narrow door of planks plastered over with clay.", requests.ExitHidden},
		{"A secret door, disguised as part of the oak panelling, leads to area 6.", requests.ExitHidden},
		{"A secret passage leads west to area 9.", requests.ExitUnstated},
		{"Secret door W to 7.", requests.ExitUnstated},
		{"Secret door W to 7, behind the tapestry.", requests.ExitHidden},
		{"Concealed door E to 2.", requests.ExitHidden},
		{"Secret tunnel (S) to 12; the hideous stench of the pit fills it.", requests.ExitUnstated},
	} {
		got := exits(tc.text, "", places{})
		if len(got) != 1 || got[0].State != tc.want {
			t.Errorf("exits(%q) = %+v, want one exit of state %s", tc.text, got, tc.want)
		}
	}
}

func TestExits(t *testing.T) {
	type e = requests.Exit
	for _, tc := range []struct {
		text string
		want []requests.Exit
	}{
		{"Orc guard. The door is barred from the inside.", []e{{Kind: requests.ExitDoor, State: requests.ExitBarred}}},
		{"The concealed door is obvious. A small gap leads to some stairs going down.",
			[]e{{Kind: requests.ExitSecretDoor, State: requests.ExitHidden}, {Kind: requests.ExitStairs, State: requests.ExitUnstated, Direction: "down"}}},
		{"Behind the planks is a secret tunnel.", []e{{Kind: requests.ExitPassage, State: requests.ExitHidden}}},
		{"The door to the west is a stone door. Opening the doors is hard.", []e{{Kind: requests.ExitDoor, State: requests.ExitUnstated, Direction: "west"}}},
		{"A locked door leads to area 7.", []e{{Kind: requests.ExitDoor, State: requests.ExitLocked, Target: "7"}}},
		{"A stuck door opens into #12b.", []e{{Kind: requests.ExitDoor, State: requests.ExitStuck, Target: "12b"}}},
		{"A trapdoor in the floor.", []e{{Kind: requests.ExitTrapdoor, State: requests.ExitUnstated}}},
		{"A narrow passage leads north to 4.", []e{{Kind: requests.ExitPassage, State: requests.ExitOpen, Direction: "north", Target: "4"}}},
		{"Through an archway to the north you see sacks. A heavy door stands in the east wall. An archway leads north to area 2. The door in the east wall is stuck.",
			[]e{{Kind: requests.ExitPassage, State: requests.ExitOpen, Direction: "north", Target: "2"}, {Kind: requests.ExitDoor, State: requests.ExitStuck, Direction: "east"}}},
		{"The stuck door from area 1 opens on a small room.", []e{{Kind: requests.ExitDoor, State: requests.ExitStuck, Target: "1"}}},
		{"Disturbing them rings a bell in #17.", nil},
	} {
		if got := exits(tc.text, "", places{}); !slices.Equal(got, tc.want) {
			t.Errorf("exits(%q)\n got %+v\nwant %+v", tc.text, got, tc.want)
		}
	}
}

func TestTrapsAndFeatures(t *testing.T) {
	text := "A cave entrance, with an open pit. The ground has hidden spiked pits (2d6). " +
		"Opening the doors while grounded prevents the thunderbolt (6d6, save vs. spells for half). " +
		"A trapdoor leads down. Two benches and an iron stove. The Tomb of Ming is far."
	wantTraps := []string{"The ground has hidden spiked pits (2d6).", "Opening the doors while grounded prevents the thunderbolt (6d6, save vs. spells for half)."}
	if got := traps(text); !slices.Equal(got, wantTraps) {
		t.Errorf("traps = %q, want %q", got, wantTraps)
	}
	wantFeatures := []string{"open pit", "hidden spiked pits", "Two benches", "iron stove"}
	if got := features(text); !slices.Equal(got, wantFeatures) {
		t.Errorf("features = %q, want %q", got, wantFeatures)
	}
}

// TestTrapByItsVictim: a key may tell a trap by what befalls whoever
// passes or handles something, with no trap word and no saving throw
// ("take 1hp damage as you pass", "Anyone stepping on the flagstone
// suffers 2d6 damage"); a creature's attack or harm with no one setting
// it off is none. In second-person one-page style and third-person B/X
// style.
func TestTrapByItsVictim(t *testing.T) {
	for _, tc := range []struct {
		text string
		trap bool
	}{
		{"Rusty blades jut from the walls: take 1hp damage as you pass.", true},
		{"Thorns line the path; you take 1d3 damage when you walk through.", true},
		{"Anyone stepping on the cracked flagstone suffers 2d6 damage.", true},
		{"Those who touch the idol lose 1d4 hp.", true},
		{"Whoever opens the lid takes 3d6 points of damage from the blast.", true},
		{"The ogre bites for 1d6 damage.", false},
		{"Its claws deal 1d4 damage each round.", false},
		{"Anyone passing the shrine hears chanting.", false},
	} {
		if got := len(traps(tc.text)) == 1; got != tc.trap {
			t.Errorf("traps(%q) found a trap: %v, want %v", tc.text, got, tc.trap)
		}
	}
}

func TestReadAloud(t *testing.T) {
	for _, tc := range []struct{ lines, read, desc string }{
		{"> The air is stale.\n> Bones crunch.\nThe bones are fake.", "The air is stale. Bones crunch.", "The bones are fake."},
		{`Read aloud: "A cold wind blows." The wind is magic.`, "A cold wind blows.", "The wind is magic."},
		{"No box here.", "", "No box here."},
		{`"You enter a dank cave. Water drips from the ceiling." The water is harmless.`, "You enter a dank cave. Water drips from the ceiling.", "The water is harmless."},
		{`“Beware the dark.” is carved over the arch.`, "", `“Beware the dark.” is carved over the arch.`},
		{"\nTwelve steps creak down.\nSalt crusts the walls.\n\nThe stair comes from the mill.", "", "Twelve steps creak down. Salt crusts the walls. The stair comes from the mill."},
		{"\nA vulture demon and the bird\n\nfaced sword masters.", "", "A vulture demon and the bird faced sword masters."},
		{"\nOne paragraph only.", "", "One paragraph only."},
	} {
		read, desc := splitReadAloud(linesOf([]requests.Page{{Number: 1, Text: tc.lines}}))
		if read != tc.read || desc != tc.desc {
			t.Errorf("splitReadAloud(%q) = %q, %q; want %q, %q", tc.lines, read, desc, tc.read, tc.desc)
		}
	}
}

func TestHeadedBlocks(t *testing.T) {
	text := "8. GUARD ROOM\nTwo smugglers sit at a table.\nSmuggler\nAC 7 [12], HD 1 (4hp), Att 1 × weapon (1d6), THAC0 19\n[+0], MV 120' (40'), ML 8,\nAL Chaotic, XP 10, TT C\nCobb has 6 hp.\n\n9. THE BELL CHAMBER\nA woman stands in the pool.\nOld Maud, the Drowned Miller\nAC 5 [14], HD 3* (13hp), Att 2 × claw (1d4), MV 90' (30'), ML 10, TT\nNone\nDrowning grasp: she drags you under."
	var c requests.Content
	decode(t, built(t)(requests.BuildContentRequest([]requests.Page{{Number: 1, Text: text}}, nil, requests.Settings{})), &c)
	if len(c.Areas) != 2 {
		t.Fatalf("got %d areas, want 2", len(c.Areas))
	}
	want := [][]string{
		{"2 smugglers [AC 7 [12], HD 1 (4hp), Att 1 × weapon (1d6), THAC0 19 [+0], MV 120' (40'), ML 8, AL Chaotic, XP 10, TT C]"},
		{"1 Old Maud, the Drowned Miller named Old Maud [AC 5 [14], HD 3* (13hp), Att 2 × claw (1d4), MV 90' (30'), ML 10, TT None]"},
	}
	for i, a := range c.Areas {
		if a.Confidence != 0.7 {
			t.Errorf("area %s confidence = %v, want 0.7 for a numbered key with text", a.Key, a.Confidence)
		}
		if got := describe(a.Encounters); !slices.Equal(got, want[i]) {
			t.Errorf("area %s encounters\n got %q\nwant %q", a.Key, got, want[i])
		}
	}
}

func TestStripLabel(t *testing.T) {
	keys := []keyLine{{key: "1"}, {key: "12"}}
	for _, tc := range []struct{ prev, line, want string }{
		{"Inside, a human sized", "6 slug guards a magic mace", "slug guards a magic mace"},
		{"trying to be diplomatic; the", "2 mace also keeps babbling", "mace also keeps babbling"},
		{"Listening reveals cursing:", `7 "All orcs should be killed.`, `"All orcs should be killed.`},
		{"and his 22 followers are here. The human is", "10 and seeks help", "and seeks help"},
		{"wielding a long spear!", "1 Attacking through the hole", "Attacking through the hole"},
		{"The 2 chests contain", "2 golden chalices, 500gp each", "2 golden chalices, 500gp each"},
		{"the goblins and", "3 orcs wait here", "3 orcs wait here"},
		{"a pole of", "10 ft length", "10 ft length"},
	} {
		if got := stripLabel(tc.prev, tc.line, keys); got != tc.want {
			t.Errorf("stripLabel(%q, %q) = %q, want %q", tc.prev, tc.line, got, tc.want)
		}
	}
}

// TestReadAloudByType: text to read aloud is told by its type where the
// text layer keeps it — italic, under the key or after the referee's
// description, in a B/X key (boxed, italic, run-in keys) and a booklet
// in one column — while the first paragraph under a key, set in roman
// like the rest, is the description itself, never read aloud for where it
// stands: followed by bold-led notes or a stat block (OSE, Basic Fantasy)
// or by more of the referee's text (a TSR-style key in capitals); an
// italic caption reads aloud nothing.
func TestReadAloudByType(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		read       []string
	}{
		{"OSE notes and stat block",
			"**1. Narthex**\n\nDust and fallen plaster. Double doors lead north.\n\n**Font:** Dry. A silver ring lies in it.\n**Murals:** Saints with their eyes scratched out.\n\n**2. Nave**\n\nPews overturned. Three ghouls crouch in the shadows.\n\n**Ghoul**\nAC 6 [13], HD 2* (9hp), Att 2 × claw (1d3), MV 90' (30'), ML 9, XP 25",
			[]string{"", ""}},
		{"Basic Fantasy: a roman paragraph under the key, then the stat line",
			"**1. Entrance Hall**\n\nTwo hobgoblins stand guard, leaning on their spears.\n\nHobgoblin (2): AC 14, HD 1, #At 1 spear, Dam 1d6, Mv 30', Sv F1, Ml 8, XP 25 each\n\n" +
				"**2. Kennels**\n\nFour wolves are chained here and howl at intruders.\n\nWolf (4): AC 13, HD 2, #At 1 bite, Dam 1d6, Mv 60', Sv F2, Ml 8, XP 75 each",
			[]string{"", ""}},
		{"TSR: a roman paragraph under a capitals key, then more of the key",
			"**1. CELLAR STAIRS:**\n\nThe stairs lead down into the dark.\n\nA door in the east wall leads to area 2. Each goblin carries 1d6 cp.\n\n" +
				"**2. STOREROOM:**\n\n*Barrels are heaped to the ceiling and the air smells of rot.*\n\nFive giant rats nest in the grain.",
			[]string{"", "Barrels are heaped to the ceiling and the air smells of rot."}},
		{"B/X italic box after the description",
			"**1. ENTRANCE.** Broken stairs lead down into darkness. A door in the north wall\nleads to area 2.\n\n***The air is stale and smells of old smoke.***\n***Cobwebs hang from the ceiling.***\n\n**2. GUARD ROOM.** Four goblins sit around a table.",
			[]string{"The air is stale and smells of old smoke. Cobwebs hang from the ceiling.", ""}},
		{"one column, italic under the key",
			"1. Entry Hall\n\n*You stand in a hall of cold stone. Water drips from*\n*the vaulted ceiling into a cracked basin.*\n\nThe basin hides a silver key.\n*Table 2: Grave goods.*\n\n2. Chapel\n\nPews lie overturned before a bare altar.",
			[]string{"You stand in a hall of cold stone. Water drips from the vaulted ceiling into a cracked basin.", ""}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			areas := areasOf(t, tc.text)
			var got []string
			for _, a := range areas {
				got = append(got, a.ReadAloud)
			}
			if !slices.Equal(got, tc.read) {
				t.Errorf("read aloud = %q, want %q", got, tc.read)
			}
		})
	}
}

// TestCarriedOverText: the text a content batch's pages open with, before
// their first key and under no heading, is the part shown of the area the
// pages before closed on — the first key the context expects that no key
// line prints (the survey places a key on every page its text runs over)
// — so its stats, treasure and sentences are no longer lost; text under a
// heading of its own carries nothing over, nor does a running head (a
// short title in the text's type, not bold, opening the page). In
// OSE-style bold keys with a stat line broken over the page under a
// running head's module code or title, and TSR-style headings.
func TestCarriedOverText(t *testing.T) {
	for _, tc := range []struct {
		style, text string
		expected    []string
		want        []string // key|description|gp
	}{
		{"OSE", "GW1\n\nMV 60' (20'), SV 0, ML 7, AL C, XP 5) lurk here. A chest holds 1800 gp.\n\n**19. Room 19:** The walls sweat.\n\n**20. Room 20:** Dry.",
			[]string{"18", "19", "20"},
			[]string{"18|MV 60' (20'), SV 0, ML 7, AL C, XP 5) lurk here. A chest holds 1800 gp.|1800", "19|The walls sweat.|0", "20|Dry.|0"}},
		{"TSR", "north wall. A sack behind the altar holds 300 gp.\n\n### 7. WELL ROOM\n\nA dry well.",
			[]string{"6", "7"},
			[]string{"6|north wall. A sack behind the altar holds 300 gp.|300", "7|A dry well.|0"}},
		{"OSE, an italic running head over the page",
			"*The Drowned Bell*\n\nDM 1d6, XP 5) lurk here.\n\n**19. Room 19:** The walls sweat.",
			[]string{"18", "19"},
			[]string{"18|DM 1d6, XP 5) lurk here.|0", "19|The walls sweat.|0"}},
		{"TSR, a plain running head",
			"The Sunken Priory\n\nnorth wall. A sack behind the altar holds 300 gp.\n\n### 7. WELL ROOM\n\nA dry well.",
			[]string{"6", "7"},
			[]string{"6|north wall. A sack behind the altar holds 300 gp.|300", "7|A dry well.|0"}},
		// The second half of a stat block printed over a page break: a line
		// of the block set in capitals, as labels and their values are, is no
		// heading that ends the carried-over area there.
		{"basic fantasy, a block carried over, a label a line", "CELLARS OF VORN\n\nNo. of Attacks: 1 weapon\nDamage: 1d8 or by weapon\nMorale: 8\nXP: 25\nThe hobgoblins carry 20 gp.\n\n**3. Armoury**\nRacks of spears.",
			[]string{"2", "3"},
			[]string{"2|No. of Attacks: 1 weapon Damage: 1d8 or by weapon Morale: 8 XP: 25 The hobgoblins carry 20 gp.|20", "3|Racks of spears.|0"}},
		{"swords & wizardry, a block carried over", "TOMB OF ASHES\n\n(1d6); Move 12; Save 17;\nAL C; CL/XP 1/15\nA sack under the bier holds 80 gp.\n\n**3. Ossuary**\nBones.",
			[]string{"2", "3"},
			[]string{"2|(1d6); Move 12; Save 17; AL C; CL/XP 1/15. A sack under the bier holds 80 gp.|80", "3|Bones.|0"}},
		{"OSE, a block carried over in a column", "(40'), SV D12 W13 P14 B15 S16 (1), ML 8,\nXP 10, NA 1D6, TT C\nThey guard a chest with 30 gp.\n\n**3. Wheel Room**\nGears creak.",
			[]string{"2", "3"},
			[]string{"2|(40'), SV D12 W13 P14 B15 S16 (1), ML 8, XP 10, NA 1D6, TT C. They guard a chest with 30 gp.|30", "3|Gears creak.|0"}},
		// A whole block carried over, its bold name over its labels: the
		// name heads the area's block, no section.
		{"basic fantasy, a whole block carried over under its bold name", "**Robber (3)**\nArmor Class: 13\nHit Dice: 1\nHit Points: 7, 5, 4\nMorale: 8\nXP: 25\n\n**3. Armoury**\nRacks of spears.",
			[]string{"2", "3"},
			[]string{"2|Robber (3) Armor Class: 13 Hit Dice: 1 Hit Points: 7, 5, 4 Morale: 8 XP: 25|0", "3|Racks of spears.|0"}},
		{"OSE, a whole block carried over under its bold name", "**Goblin (4)**\nAC 6 [13], HD 1-1 (3hp), Att 1 × weapon (1d6),\nMV 60' (20'), SV D14 W15 P16 B17 S18 (NH), ML 7\n\n**3. Wheel Room**\nGears creak.",
			[]string{"2", "3"},
			[]string{"2|Goblin (4) AC 6 [13], HD 1-1 (3hp), Att 1 × weapon (1d6), MV 60' (20'), SV D14 W15 P16 B17 S18 (NH), ML 7|0", "3|Gears creak.|0"}},
		{"TSR, a level heading over the text",
			"## Level 2\n\nThe stair ends in a cold hall.\n\n### 7. WELL ROOM\n\nA dry well.",
			[]string{"6", "7"},
			[]string{"7|A dry well.|0"}},
	} {
		var c requests.Content
		ctx := &requests.ContentContext{ExpectedKeys: tc.expected}
		decode(t, built(t)(requests.BuildContentRequest([]requests.Page{{Number: 3, Text: tc.text}}, ctx, requests.Settings{})), &c)
		var got []string
		for _, a := range c.Areas {
			got = append(got, fmt.Sprintf("%s|%s|%d", a.Key, a.Description, a.Treasure.Coins.GP))
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("%s: areas\n%q, want\n%q", tc.style, got, tc.want)
		}
	}
}
