package offline

import (
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/scriptorium/scriptorium/requests"
)

// The cases of this file are short page texts written for these tests in
// the ways published OSR modules print their keys, encounters, exits,
// treasure and tables (B/X and OSE adventures, Basic Fantasy, Labyrinth
// Lord, AD&D 1e modules, one-page dungeons, blog-published dungeons). They
// pin formats the bundled modules do not use.

// areasOf answers a content request for one page of text.
func areasOf(t *testing.T, text string) []requests.Area {
	t.Helper()
	var c requests.Content
	decode(t, built(t)(requests.BuildContentRequest([]requests.Page{{Number: 1, Text: text}}, nil, requests.Settings{})), &c)
	return c.Areas
}

// titled writes areas as "key|title" strings.
func titled(as []requests.Area) []string {
	var out []string
	for _, a := range as {
		out = append(out, a.Key+"|"+a.Title)
	}
	return out
}

func TestKeyFormats(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		want       []string
	}{
		{"number, dot, title line",
			"1. Entrance\nA wide stair descends into the dark.\n\n2. Guard Room\nFour orcs play dice here.",
			[]string{"1|Entrance", "2|Guard Room"}},
		{"number and bracket",
			"1) The Gatehouse\nThe gate hangs open.\n2) The Yard\nWeeds grow between the stones.",
			[]string{"1|The Gatehouse", "2|The Yard"}},
		{"letter and number with a dash",
			"A1 - Thirsting Effigy\nA statue of a bat stands in a shallow cave.\n\nA2 – Secret Entrance\nDead shrubs cling to the walls.",
			[]string{"A1|Thirsting Effigy", "A2|Secret Entrance"}},
		{"letter-number with a dot and lettered sub-areas",
			"B1. Grand Hall\nThree giant bats hang from the ceiling.\n\nB2. The Cage\nA barred section holds a statue.\n\nB2a. Alcove\nDust.",
			[]string{"B1|Grand Hall", "B2|The Cage", "B2a|Alcove"}},
		{"area word and colon",
			"Area 3: Kitchen\nPots hang over a cold hearth.\n\nArea 4: Larder\nSacks of rotten grain.",
			[]string{"3|Kitchen", "4|Larder"}},
		{"capital room word and dash",
			"ROOM 4 – THE WELL\nA rope hangs into the shaft.\n\nROOM 5 – THE CRYPT\nSix coffins line the walls.",
			[]string{"4|THE WELL", "5|THE CRYPT"}},
		{"title with a map note and a colon",
			"3. GUARD ROOM (Map 2):\nFour orcs sit at a table.\n\n4. BARRACKS (Map 2):\nTwelve cots, all empty.",
			[]string{"3|GUARD ROOM (Map 2)", "4|BARRACKS (Map 2)"}},
		{"title and text on one line after a colon",
			"3. The Pits: As you round the corner, you smell death.\n\n9. Storeroom: The lock on the door is broken.",
			[]string{"3|The Pits", "9|Storeroom"}},
		{"titles alone and titles with text mixed",
			"3. The Pits:\nAn open pit.\n4. Kobold Den: Six kobolds live here.\n5. Storeroom: Empty shelves.\n6. The Well:\nA deep well.",
			[]string{"3|The Pits", "4|Kobold Den", "5|Storeroom", "6|The Well"}},
		{"capital title and text on one line after a full stop",
			"136 ORC GUARD ROOM. Six orcs are posted here.\n\n137 ARMORY. Racks of spears line the walls.",
			[]string{"136|ORC GUARD ROOM", "137|ARMORY"}},
		{"key alone on its line over a title line",
			"12.\nGUARD ROOM\nFour orcs sit at a table and argue.\n\n13.\nBARRACKS\nTwelve cots stand in rows here.",
			[]string{"12|GUARD ROOM", "13|BARRACKS"}},
		{"key alone on its line over running text",
			"12.\nFour orcs sit at a table and argue.\n\n13.\nTwelve cots stand in rows here.\n\n14\nA map label, then text.",
			[]string{"12|", "13|"}},
		{"bold keyed titles",
			"**7. The Chapel.** Pews lie overturned.\n\n**8. The Vestry.** Robes rot on hooks.",
			[]string{"7|The Chapel", "8|The Vestry"}},
		{"a range of keys",
			"1-3. Prison Cells\nEach cell holds a rotting pallet.\n\n4. Guard Post\nA stool and a lantern.",
			[]string{"1-3|Prison Cells", "4|Guard Post"}},
		{"lettered areas",
			"Area A: The Cave Mouth\nA wide cave opens in the cliff.\n\nArea B: Bat Roost\nHundreds of bats.",
			[]string{"A|The Cave Mouth", "B|Bat Roost"}},
		{"lettered keys titled in capitals",
			"A. KOBOLD LAIR\nSmall tunnels.\n\nB. ORC LAIR\nA wide cave.",
			[]string{"A|KOBOLD LAIR", "B|ORC LAIR"}},
		{"lettered sections of numbered areas",
			"A. KOBOLD LAIR\nKobolds dwell here.\n\n1. GUARD ROOM\nSix kobolds.\n\n2. STORE\nSacks.\n\nB. ORC LAIR\nOrcs dwell here.\n\n3. GATE\nTwo orcs.",
			[]string{"1|GUARD ROOM", "2|STORE", "3|GATE"}},
		{"one-page keys, a one-word title and text on the key line",
			"1 Gatehouse. 2 goblins play dice.\n2 Barracks. Five cots.\n3 Armoury. Racks of spears.",
			[]string{"1|Gatehouse", "2|Barracks", "3|Armoury"}},
		{"hash keys",
			"#1 Entrance\nMoss covers the steps.\n\n#2. Shrine\nAn idol of jade.",
			[]string{"1|Entrance", "2|Shrine"}},
		{"level and room keys",
			"1.1 Entrance Hall\nCold wind blows in.\n\n1.2 Cloakroom\nMouldy cloaks on pegs.",
			[]string{"1.1|Entrance Hall", "1.2|Cloakroom"}},
		{"Markdown table rows are no keys",
			"1. Hall\nA fountain.\n\n| d6 | Result |\n|---|---|\n| 1 | The statue weeps |\n| 2 | Nothing happens |\n\n2. Cellar\nDamp.",
			[]string{"1|Hall", "2|Cellar"}},
		{"an AD&D stat line ends an area without a full stop",
			"14. GUARD ROOM\nSix orcs.\nOrcs (6): AC 6; MV 9\"; HD 1; hp 5, 6, 2, 7, 7, 4; #AT 1; D 1-8\n15. ORC CHAMBERS\nMany orcs.",
			[]string{"14|GUARD ROOM", "15|ORC CHAMBERS"}},
		{"an amount after a stat line is no key",
			"1. Guard Room\nOrcs (2): AC 6, HD 1, hp 5, 4, ML 8\n200 GP in a sack.\n\n2. Hall\nEmpty.",
			[]string{"1|Guard Room", "2|Hall"}},
		{"a unit as a marked key's title is a place (B/X plain keys)",
			"1. Yard\nTwo carts stand here.\n\n2. Feet of Clay\nA statue's broken feet.",
			[]string{"1|Yard", "2|Feet of Clay"}},
		{"a unit as a marked key's title is a place (gazetteer lettered keys)",
			"T1. Yards. Two carts stand in the yards.\n\nT2. Miles End. The road stops here.",
			[]string{"T1|Yards", "T2|Miles End"}},
		{"a keyed area whose text opens with who keeps it is no byline (OSE-like bold keys)",
			"**T8. Mill.** Kept by Widow Marrow and her son Tam.\n\n**T9. Bridge.** A stone bridge.",
			[]string{"T8|Mill", "T9|Bridge"}},
		{"a keyed area whose text opens with who keeps it is no byline (gazetteer plain keys)",
			"T8. The Mill. Run by Widow Marrow.\n\nT9. The Bridge. A stone bridge.",
			[]string{"T8|The Mill", "T9|The Bridge"}},
		{"rows of an undetected table are no key ranges",
			"Rumours\n1-2. Goblins\n3-4. Orcs\n5-6. Ogres\n\n1. Gate\nA rusty gate.",
			[]string{"1|Gate"}},
		{"number and title line, list items inside",
			"1. Hall\nThe orcs will:\n1. attack at once;\n2. flee to area 2.\n\n2. Shrine\nAn altar of black stone.",
			[]string{"1|Hall", "2|Shrine"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := titled(areasOf(t, tc.text)); !slices.Equal(got, tc.want) {
				t.Errorf("areas = %q, want %q", got, tc.want)
			}
		})
	}
}

func TestEncounterFormats(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		want       []string
	}{
		{"count and hit points in brackets",
			"1. Hall\n4 goblins (HP 3, 5, 2, 4) squabble over a boot.",
			[]string{"4 goblins [HP 3, 5, 2, 4]"}},
		{"name with dice count and colon, OSE stats",
			"1. Den\nGoblins (2d4): AC 6 [13], HD 1-1 (3hp), Att 1 × weapon (1d6), THAC0 19 [0], MV 60' (20'), SV D14 W15 P16 B17 S18 (NH), ML 7, AL Chaotic, XP 5.",
			[]string{"2d4 Goblins [AC 6 [13], HD 1-1 (3hp), Att 1 × weapon (1d6), THAC0 19 [0], MV 60' (20'), SV D14 W15 P16 B17 S18 (NH), ML 7, AL Chaotic, XP 5]"}},
		{"article",
			"1. Pantry\nA giant rat gnaws on a cheese rind.",
			[]string{"1 giant rat"}},
		{"leader with a count in brackets and a stat line",
			"1. Throne\nOrc Leader (1): AC 4, HD 2, hp 11, #AT 1, D 1-8, MV 90' (30'), ML 9.",
			[]string{"1 Orc Leader [AC 4, HD 2, hp 11, #AT 1, D 1-8, MV 90' (30'), ML 9]"}},
		{"1e module line with semicolons and inch marks",
			"14. GUARD ROOM\nAbout the room are 6 orcs armed with spears.\nOrcs (6): AC 6; MV 9\"; HD 1; hp 5, 6, 2, 7, 7, 4; #AT 1; D 1-8.",
			[]string{"6 Orcs [AC 6; MV 9\"; HD 1; hp 5, 6, 2, 7, 7, 4; #AT 1; D 1-8]"}},
		{"Labyrinth Lord line opening with alignment",
			"5. Cave\n3 orcs (AL C, MV 120' (40'), AC 6, HD 1, #AT 1, DG 1d6, SV F1, ML 8) guard the fire.",
			[]string{"3 orcs [AL C, MV 120' (40'), AC 6, HD 1, #AT 1, DG 1d6, SV F1, ML 8]"}},
		{"Basic Fantasy block with a count",
			"6. Warren\nGoblins (4): AC 14, HD 1-1, #At 1 weapon, Dam 1d6, Mv 20', Sv F1, Ml 7, XP 10; hp 5, 4, 3, 2.",
			[]string{"4 Goblins [AC 14, HD 1-1, #At 1 weapon, Dam 1d6, Mv 20', Sv F1, Ml 7, XP 10; hp 5, 4, 3, 2]"}},
		{"OSE block under a name line with a count",
			"7. Barracks\nFour goblins sleep on straw.\nGoblin (4)\nAC 6 [13], HD 1-1 (3hp), Att 1 × weapon (1d6), THAC0 19 [0], MV 60' (20'), ML 7",
			[]string{"4 Goblin [AC 6 [13], HD 1-1 (3hp), Att 1 × weapon (1d6), THAC0 19 [0], MV 60' (20'), ML 7]"}},
		{"Swords & Wizardry line",
			"8. Kennel\n2 giant rats (HD 1d4hp; AC 7[12]; Atk 1 bite (1d3); Move 12; Save 18; AL N; CL/XP A/5) nest in straw.",
			[]string{"2 giant rats [HD 1d4hp; AC 7[12]; Atk 1 bite (1d3); Move 12; Save 18; AL N; CL/XP A/5]"}},
		{"count after the name, in brackets",
			"10. Ossuary\nGiant Rats (2d6) swarm over the bones. Ghouls (2) wait below.",
			[]string{"2d6 Giant Rats", "2 Ghouls"}},
		{"count after the name, one-page style",
			"11. Barracks\nGoblin x3 (HD 1, AC 6, hp 4), skeleton ×2 and 2x zombies.",
			[]string{"3 Goblin [HD 1, AC 6, hp 4]", "2 skeleton", "2 zombies"}},
		{"OSE keyed creatures: count, colon, what they do, then stats",
			"13. Guard Room\nGoblins (4): Playing dice by a fire. AC 6 [13], HD 1-1 (3hp), Att 1 × weapon (1d6), MV 60' (20'), ML 7.\nTreasure: 20 sp each.",
			[]string{"4 Goblins [AC 6 [13], HD 1-1 (3hp), Att 1 × weapon (1d6), MV 60' (20'), ML 7]"}},
		{"a bullet before the count",
			"12. Guard Post\n• 3 Orcs (AC 6; MV 9\"; HD 1; hp 4, 5, 6; #AT 1; D 1-8)",
			[]string{"3 Orcs [AC 6; MV 9\"; HD 1; hp 4, 5, 6; #AT 1; D 1-8]"}},
		{"Swords & Wizardry line after the text",
			"14. Den\nThe 2 giant rats here are starving. HD 1d4hp; AC 7[12]; Atk 1 bite (1d3); Move 12; Save 18; AL N; CL/XP A/5.",
			[]string{"2 giant rats [HD 1d4hp; AC 7[12]; Atk 1 bite (1d3); Move 12; Save 18; AL N; CL/XP A/5]"}},
		{"AD&D line after the text, semicolons, no full stop",
			"15. Cell\nThe 2 ghouls here are chained. Ghouls (2): AC 6; MV 9\"; HD 2; hp 9, 7; #AT 3; D 1-3/1-3/1-6",
			[]string{"2 Ghouls [AC 6; MV 9\"; HD 2; hp 9, 7; #AT 3; D 1-3/1-3/1-6]"}},
		{"unknown creatures and a stat line later in their sentence",
			"17. Den\nSix kobolds live here (AC 13, HD 1d4 Hit Points, #At 1 weapon, Dam 1d4, Mv 20', Sv NM, Ml 6, XP 10; hp 3, 2, 2, 4, 1, 3).",
			[]string{"6 kobolds [AC 13, HD 1d4 Hit Points, #At 1 weapon, Dam 1d4, Mv 20', Sv NM, Ml 6, XP 10; hp 3, 2, 2, 4, 1, 3]"}},
		{"a named count, then a count before a qualified plural",
			"18. Hall\nGoblin chief (1) and 1d4 goblin guards. The bones of a rat lie about.",
			[]string{"1 Goblin chief", "1d4 goblin guards"}},
		{"a stat line printed without a full stop ends before the next line's text",
			"19. Storeroom\nA giant rat hides in a crate.\nGiant Rat (1): AC 7 [12], HD ½ (2hp), Att 1 × bite (1d3), MV 120' (40'), ML 8, XP 5\nSearching the crates reveals 40 gp.",
			[]string{"1 Giant Rat [AC 7 [12], HD ½ (2hp), Att 1 × bite (1d3), MV 120' (40'), ML 8, XP 5]"}},
		{"a title that names a creature",
			"21 Ogre. It sleeps on a pile of bones.",
			[]string{"1 Ogre"}},
		{"named characters with stats in brackets",
			"20. Chapel\nSir Roderick (F4; AC 2 [17], hp 28, Att 1 × sword (1d8), ML 10) prays here with Bargle the Infamous (MU3, AC 9, hp 9).",
			[]string{"1 Sir Roderick [F4; AC 2 [17], hp 28, Att 1 × sword (1d8), ML 10]", "1 Bargle the Infamous named Bargle [MU3, AC 9, hp 9]"}},
		{"spelled-out count and a named stat line",
			"9. Crypt\nThree skeletons stand in niches.\nSkeletons: AC 7, HD 1, hp 4 each, #AT 1, D 1-6, MV 60', ML 12.",
			[]string{"3 skeletons [AC 7, HD 1, hp 4 each, #AT 1, D 1-6, MV 60', ML 12]"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			as := areasOf(t, tc.text)
			if len(as) != 1 {
				t.Fatalf("got %d areas %q, want 1", len(as), titled(as))
			}
			if got := describe(as[0].Encounters); !slices.Equal(got, tc.want) {
				t.Errorf("encounters\n got %q\nwant %q", got, tc.want)
			}
		})
	}
}

// exitList writes exits as "kind/state/direction/target" strings.
func exitList(es []requests.Exit) []string {
	var out []string
	for _, e := range es {
		out = append(out, fmt.Sprintf("%s/%s/%s/%s", e.Kind, e.State, e.Direction, e.Target))
	}
	return out
}

func TestExitFormats(t *testing.T) {
	for _, tc := range []struct {
		text string
		want []string
	}{
		{"A door in the north wall leads to area 5.", []string{"door/unstated/north/5"}},
		{"Stairs lead down to 12.", []string{"stairs/unstated/down/12"}},
		{"A secret door (S) to 7 hides behind a tapestry.", []string{"secret_door/hidden//7"}},
		{"Exits: north to 4, east to 6.", []string{"passage/unstated/north/4", "passage/unstated/east/6"}},
		{"Exits: none.", nil},
		{"A locked iron door in the south wall opens into room 9.", []string{"door/locked/south/9"}},
		{"A corridor runs west to area 8.", []string{"passage/open/west/8"}},
		{"The stuck door (to 3) needs a shoulder.", []string{"door/stuck//3"}},
		{"A ladder climbs up to B4.", []string{"other/unstated/up/B4"}},
		{"A door leads to area 1.2.", []string{"door/unstated//1.2"}},
		{"Door E to 2, stairs down to 5.", []string{"door/unstated/east/2", "stairs/unstated/down/5"}},
		{"Secret door N to 3.", []string{"secret_door/unstated/north/3"}},
		{"Passage W to 4.", []string{"passage/open/west/4"}},
		{"A rope ladder descends to 5.", []string{"other/unstated/down/5"}},
		{"A passage leads north-east to area C.", []string{"passage/open/north-east/C"}},
		{"A secret door (S) in the south wall.", []string{"secret_door/unstated/south/"}},
	} {
		if got := exitList(exits(tc.text, "", places{})); !slices.Equal(got, tc.want) {
			t.Errorf("exits(%q)\n got %q\nwant %q", tc.text, got, tc.want)
		}
	}
}

func TestTreasureFormats(t *testing.T) {
	for _, tc := range []struct {
		text  string
		coins requests.Coins
		gems  []string
		magic []string
	}{
		{text: "Treasure: 300 sp, a silver ring (50 gp).", coins: requests.Coins{SP: 300}, gems: []string{"a silver ring=50"}},
		{text: "Treasure: 2,000 cp, 150 ep and a potion of healing.", coins: requests.Coins{CP: 2000, EP: 150}, magic: []string{"potion of healing"}},
		{text: "Treasure: 40 gp; a gold necklace worth 200 gp; a scroll of protection from undead.",
			coins: requests.Coins{GP: 40}, gems: []string{"a gold necklace=200"}, magic: []string{"scroll of protection from undead"}},
		{text: "The chest holds 1,200 gp and a sword +1.", coins: requests.Coins{GP: 1200}, magic: []string{"sword +1"}},
		{text: "Hidden in the straw: 3 gems (100 gp each).", gems: []string{"3 gems=300"}},
		{text: "Treasure: 1d6 × 100 sp and 2d4 gems."},
		{text: "The idol's eyes are two rubies (2 × 100 gp).", gems: []string{"The idol's eyes are two rubies=200"}},
		{text: "He wears +1 chain mail and carries a wand of magic missiles (12 charges).", magic: []string{"+1 chain mail", "wand of magic missiles"}},
		{text: "They guard 40 gp and a silver cup (worth 25 gp).", coins: requests.Coins{GP: 40}, gems: []string{"a silver cup=25"}},
		{text: "The hobgoblins keep 120 sp in a locked box.", coins: requests.Coins{SP: 120}},
		{text: "The orcs hoard 200 cp and 3 gems (50 gp each).", coins: requests.Coins{CP: 200}, gems: []string{"3 gems=150"}},
	} {
		checkTreasure(t, tc.text, tc.coins, tc.gems, tc.magic)
	}
}

// TestPricedEach: a price of each thing counted multiplies by the count
// the thing's phrase prints, however the price says "each": after the
// amount ("50 gp each", "apiece", "ea."), before it ("each worth 50 gp",
// "(each worth 50 gp)", "@ 50 gp"), with the count after an article ("a
// pouch with 3 gems"), in a B/X prose sentence, an OSE treasure line and
// a TSR list; a metal spelled out before a noun makes things, not coins
// ("2 silver rings (25 gp each)" is two rings of 50 gp, no 2 sp). Such
// prices were read as the worth of one.
func TestPricedEach(t *testing.T) {
	for _, tc := range []struct {
		text  string
		coins requests.Coins
		gems  []string
	}{
		{text: "Treasure: 3 gems worth 50 gp apiece.", gems: []string{"3 gems=150"}},
		{text: "Treasure: 4 pearls, 10 gp ea.", gems: []string{"4 pearls=40"}},
		{text: "The chest holds 3 gems, each worth 50 gp, and 12 sp.", coins: requests.Coins{SP: 12}, gems: []string{"3 gems=150"}},
		{text: "Treasure: five agates (each worth 10 gp).", gems: []string{"five agates=50"}},
		{text: "Treasure: 6 garnets @ 20 gp.", gems: []string{"6 garnets=120"}},
		{text: "Treasure: a pouch with 3 gems worth 50 gp each.", gems: []string{"a pouch with 3 gems=150"}},
		{text: "Treasure: 2 silver rings (25 gp each), 40 silver in a sack.", coins: requests.Coins{SP: 40}, gems: []string{"2 silver rings=50"}},
		{text: "In the niche stand 3 gold cups worth 30 gp each.", gems: []string{"In the niche stand 3 gold cups=90"}},
	} {
		checkTreasure(t, tc.text, tc.coins, tc.gems, nil)
	}
}

// TestWhereLabels: a label that says where or how treasure lies
// ("Inside:", "Hidden:", "Under the altar:") is no valuable: the amount
// after it is loose coins, in a TSR-style room key, an OSE-style bold
// label (the text layer's "**Inside:**" read without its marks) and a
// Basic Fantasy line after a container, also after the label it runs on
// from ("Treasure: Under the throne: 240sp"); a label that names a thing
// still prices it.
func TestWhereLabels(t *testing.T) {
	for _, tc := range []struct {
		text  string
		coins requests.Coins
		gems  []string
		magic []string
	}{
		{text: "Inside: 2,000 gp, 4 gems (100 gp each) and a war hammer +2.", coins: requests.Coins{GP: 2000}, gems: []string{"4 gems=400"}, magic: []string{"war hammer +2"}},
		{text: "A dwarven door with a rune lock. Inside: 1,500 sp and 2 gems (50 gp each).", coins: requests.Coins{SP: 1500}, gems: []string{"2 gems=100"}},
		{text: "Under the altar: 300 gp and a silver holy symbol (25 gp).", coins: requests.Coins{GP: 300}, gems: []string{"a silver holy symbol=25"}},
		{text: "Hidden: 120 pp in a hollow bedpost.", coins: requests.Coins{PP: 120}},
		{text: "Buried beneath the hearth: 600 ep.", coins: requests.Coins{EP: 600}},
		{text: "Hidden: potion of healing.", magic: []string{"potion of healing"}},
		{text: "Treasure: 300 sp and a silver holy symbol (25 gp).", coins: requests.Coins{SP: 300}, gems: []string{"a silver holy symbol=25"}},
		{text: "Treasure: Under the throne: 240sp, 35gp and a potion of healing.", coins: requests.Coins{SP: 240, GP: 35}, magic: []string{"potion of healing"}},
		{text: "Chest: Inside: 1,200 cp and a gold ring (40 gp).", coins: requests.Coins{CP: 1200}, gems: []string{"a gold ring=40"}},
		{text: "Loot: Hidden in the straw: 75 ep.", coins: requests.Coins{EP: 75}},
		{text: "Treasure: Gold crown: 300 gp.", gems: []string{"Gold crown=300"}},
		{text: "Gold crown: 300 gp.", gems: []string{"Gold crown=300"}},
		{text: "Jewelled crown: 300 gp.", gems: []string{"Jewelled crown=300"}},
		{text: "Carved ivory idol: 500 gp.", gems: []string{"Carved ivory idol=500"}},
	} {
		checkTreasure(t, tc.text, tc.coins, tc.gems, tc.magic)
	}
}

// TestWorthLabels: a worth printed as a word or a label, in any case,
// prices the thing named before it, never a valuable named "Worth" or
// "Value": TSR-style prose ("a ruby worth", a sentence "Worth 100 gp
// each." after the thing) and OSE/BFRPG-style treasure lists ("3 pearls,
// Worth 50 gp each", "ruby (Value: 100 gp)", a label "Worth:" after the
// item's line).
func TestWorthLabels(t *testing.T) {
	for _, tc := range []struct {
		text string
		gems []string
	}{
		{"A ruby worth 100 gp lies in the dust.", []string{"A ruby=100"}},
		{"The idol's eyes are two rubies. Worth 100 gp each.", []string{"The idol's eyes are two rubies=200"}},
		{"Treasure: a silver crown valued at 300 gp.", []string{"a silver crown=300"}},
		{"Treasure: 3 pearls, Worth 50 gp each.", []string{"3 pearls=150"}},
		{"Gems: ruby (Value: 100 gp), pearl (Value: 50 gp).", []string{"ruby=100", "pearl=50"}},
		{"Treasure: a ruby (Worth: 50 gp).", []string{"a ruby=50"}},
		{"Treasure: Ruby.\nWorth: 100 gp.", []string{"Ruby=100"}},
	} {
		checkTreasure(t, tc.text, requests.Coins{}, tc.gems, nil)
	}
}

// checkTreasure checks the coins, valuables and magic items treasure reads
// in text, and that it keeps the sentences that print them.
func checkTreasure(t *testing.T, text string, coins requests.Coins, wantGems, magic []string) {
	t.Helper()
	got := treasure(text)
	if got.Coins != coins || !slices.Equal(gems(got.Gems), wantGems) || !slices.Equal(got.MagicItems, magic) || got.AsPrinted == "" {
		t.Errorf("treasure(%q)\n got coins %+v gems %q magic %q printed %q\nwant coins %+v gems %q magic %q",
			text, got.Coins, gems(got.Gems), got.MagicItems, got.AsPrinted, coins, wantGems, magic)
	}
}

func TestSurveyLevelFormats(t *testing.T) {
	text := "DUNGEON LEVEL ONE: THE CELLARS\n1 – Entrance Hall\nThe hall smells of wine.\n2 – Wine Cellar\nRacks of barrels.\n" +
		"LEVEL TWO — THE CATACOMBS\n1 – Ossuary\nSkulls line the walls.\n2 – Crypt\nA sarcophagus."
	var s requests.Survey
	decode(t, built(t)(requests.BuildSurveyRequest(1, []requests.Page{{Number: 2, Text: text}}, requests.Settings{})), &s)
	var got []string
	for _, site := range s.Sites {
		for _, lv := range site.Levels {
			for _, k := range lv.Keys {
				got = append(got, lv.Name+"|"+k.Key)
			}
		}
	}
	want := []string{"DUNGEON LEVEL ONE: THE CELLARS|1", "DUNGEON LEVEL ONE: THE CELLARS|2", "LEVEL TWO — THE CATACOMBS|1", "LEVEL TWO — THE CATACOMBS|2"}
	if !slices.Equal(got, want) {
		t.Errorf("level keys = %q, want %q", got, want)
	}
}

func TestStatblockFormats(t *testing.T) {
	page := requests.Page{Number: 9, Text: "NEW MONSTERS\n\nSalt Beetle\nAC 4 [15], HD 1+1 (6hp), Att 1 × bite (1d4), THAC0 18 [+1], MV 90' (30'), ML 7, XP 15\nThese beetles eat salt.\n\n" +
		"Rat, Giant\nArmor Class: 13\nHit Dice: 1d4 Hit Points\nNo. of Attacks: 1 bite\nDamage: 1d4 + disease\nMovement: 40'\nXP: 10\nGiant rats swarm.\n\n" +
		"Orc\nNo. Enc.: 2d4 (1d6 x 10)\nAlignment: Chaotic\nMovement: 120' (40')\nArmor Class: 6\nHit Dice: 1\nAttacks: 1 (weapon)\nDamage: 1d6\nSave: F1\nMorale: 8\nXP: 10\nOrcs hate the sun."}
	for _, tc := range []struct {
		creature           requests.Creature
		name, ac, hd, last string
	}{
		{requests.Creature{Canonical: "Salt Beetle", Printed: []string{"salt beetles"}}, "Salt Beetle", "4 [15]", "1+1 (6hp)", "XP 15"},
		{requests.Creature{Canonical: "Giant Rat", Printed: []string{"2d6 giant rats"}}, "Rat, Giant", "13", "1d4 Hit Points", "XP: 10"},
		{requests.Creature{Canonical: "Orc", Printed: []string{"orcs"}}, "Orc", "6", "1", "XP: 10"},
	} {
		var ans requests.StatblockAnswer
		decode(t, built(t)(requests.BuildStatblockRequest(tc.creature, []requests.Page{page}, requests.Settings{})), &ans)
		if sb := ans.StatBlock; sb.Name != tc.name || sb.AC != tc.ac || sb.HD != tc.hd || !strings.HasSuffix(sb.Raw, tc.last) {
			t.Errorf("statblock of %s = name %q AC %q HD %q raw %q; want %q %q %q, raw ending %q", tc.creature.Canonical, sb.Name, sb.AC, sb.HD, sb.Raw, tc.name, tc.ac, tc.hd, tc.last)
		}
	}
}

// TestSurveyStatBlocks: the survey lists every creature whose stats the
// pages print, in an OSE block under its name, a rulebook block of one
// label a line, or a line or sentence opened by a name and a colon (a name
// broken over two lines read whole), with the pages that print them,
// whether or not an area meets it.
func TestSurveyStatBlocks(t *testing.T) {
	pages := []requests.Page{
		{Number: 3, Text: "7. Vault. The Horn of Summoning lies on a plinth; blown, it calls a guardian.\n\nBronze Guardian: AC 2, HD 6, #AT 1, D 2d6, MV 60', ML 12.\n\n22 Burial place. Orcs: HD1 AC6 1d6. Giant\nWorm: HD4 AC8 1d6 (swallows halflings)."},
		{Number: 8, Text: "NEW MONSTERS\n\nSalt Beetle\nAC 4 [15], HD 1+1 (6hp), Att 1 × bite (1d4), MV 90' (30'), ML 7\nThese beetles eat salt.\n\n" +
			"Rat, Giant\nArmor Class: 13\nHit Dice: 1d4 Hit Points\nDamage: 1d4\nGiant rats swarm."},
	}
	var s requests.Survey
	decode(t, built(t)(requests.BuildSurveyRequest(1, pages, requests.Settings{})), &s)
	want := []requests.PrintedStatBlock{{Name: "Bronze Guardian", Pages: []int{3}}, {Name: "Orcs", Pages: []int{3}}, {Name: "Giant Worm", Pages: []int{3}},
		{Name: "Salt Beetle", Pages: []int{8}}, {Name: "Rat, Giant", Pages: []int{8}}}
	if !reflect.DeepEqual(s.StatBlocks, want) {
		t.Errorf("stat blocks %+v, want %+v", s.StatBlocks, want)
	}
}

// TestSurveyStatBlocksOfIndividuals: the survey lists an individual whose
// stats are printed in brackets after its name by the name alone, in a
// village gazetteer's class-level stats and a B/X dungeon's stat line; a
// group is no individual: it is listed by its creature.
func TestSurveyStatBlocksOfIndividuals(t *testing.T) {
	pages := []requests.Page{
		{Number: 2, Text: "**The Forge**\nBregga the smith (F3, hp 16, AC 6, AL N) sells nails. Two acolytes (C1, hp 5, 4, AC 6, AL L) sweep the chapel."},
		{Number: 5, Text: "4. Scullery. A goblin scavenger named Snagg (AC 6, HD 1-1, hp 3, #AT 1, D 1d4, ML 6) picks through the bones."},
	}
	var s requests.Survey
	decode(t, built(t)(requests.BuildSurveyRequest(1, pages, requests.Settings{})), &s)
	want := []requests.PrintedStatBlock{{Name: "Bregga", Pages: []int{2}}, {Name: "acolytes", Pages: []int{2}}, {Name: "Snagg", Pages: []int{5}}}
	if !reflect.DeepEqual(s.StatBlocks, want) {
		t.Errorf("stat blocks %+v, want %+v", s.StatBlocks, want)
	}
}

// TestBylineEndsAtItsSentence: a byline's names end with its sentence, so
// a licence sentence after it on the same line names no author, in a
// one-page dungeon's byline and a booklet's credit line with initials; a
// table's heading that says what it is sorted by names none.
func TestBylineEndsAtItsSentence(t *testing.T) {
	for _, tc := range []struct {
		text string
		want []string
	}{
		{"A dungeon for one evening by Tamsin Rook. CC0: copy it freely.", []string{"Tamsin Rook"}},
		{"A maze by J. R. Hollis and Ann Vey. Licensed CC BY.", []string{"J. R. Hollis", "Ann Vey"}},
		{"by Osk Brand", []string{"Osk Brand"}},
		{"## Wandering Monsters by Terrain", nil},
		{"**RUMOURS BY VILLAGE**\n**Treasure by Level**", nil},
		{"Monsters of the Marsh by Ann Vey", []string{"Ann Vey"}},
	} {
		if got := authors(linesOf([]requests.Page{{Number: 1, Text: tc.text}})); !slices.Equal(got, tc.want) {
			t.Errorf("authors(%q) = %q, want %q", tc.text, got, tc.want)
		}
	}
}

func TestSystemFormats(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"An adventure for OSRIC and other first edition games.", "OSRIC"},
		{"Compatible with Labyrinth Lord.", "Labyrinth Lord"},
		{"For use with the Basic Fantasy Role-Playing Game.", "Basic Fantasy RPG"},
		{"Written for Swords & Wizardry Complete.", "Swords & Wizardry"},
		{"A LotFP adventure, compatible with most old-school games.", "Lamentations of the Flame Princess"},
	} {
		if got := system(linesOf([]requests.Page{{Number: 1, Text: tc.text}})); got != tc.want {
			t.Errorf("system(%q) = %q, want %q", tc.text, got, tc.want)
		}
	}
}

// TestContainerContentsInBrackets: a container's contents listed in
// brackets after it are loose coins and valued things, and an amount
// inside a sentence never prices the sentence before it. In TSR-style
// prose and OSE-style treasure labels.
func TestContainerContentsInBrackets(t *testing.T) {
	for _, tc := range []struct {
		text  string
		coins requests.Coins
		gems  []string
	}{
		{"Robes hang on pegs. Treasure: a chest (100 gp, 2 gems worth 50 gp each).", requests.Coins{GP: 100}, []string{"2 gems=100"}},
		{"Rats nest in the straw. An iron coffer (300 sp, a ruby worth 100 gp) lies under the bed.", requests.Coins{SP: 300}, []string{"a ruby=100"}},
		{"The idol stares. Its eyes are two rubies (2 × 100 gp).", requests.Coins{}, []string{"Its eyes are two rubies=200"}},
	} {
		checkTreasure(t, tc.text, tc.coins, tc.gems, nil)
	}
}

// TestRolledTableRowsAreNoContents: the rows of a table rolled on inside
// an area (rumours, events) are hearsay or one chance of several: no
// creature of a row is met there and no coin of a row held. In a TSR-style
// list under a bold die caption and a zine-style list under a caption
// naming its die.
func TestRolledTableRowsAreNoContents(t *testing.T) {
	for _, text := range []string{
		"**3. Loft.** Sacks of flour lie about. Rumours heard in the village:\n**d6 Rumour**\n1. Two ogres live under the bridge.\n2. The miller hid 300 gp in the loft.\n3. Four bandits wait on the east road.\n4-6. The ghost of the miller walks at night.",
		"[3] Loft\nSacks of flour lie about.\n**What the Miller Says (d4)**\n1 Two ogres live under the bridge.\n2 The miller hid 300 gp in the loft.\n3 Four bandits wait on the east road.\n4 The ghost walks at night.",
	} {
		as := areasOf(t, text)
		if len(as) != 1 || len(as[0].Encounters) != 0 || as[0].Treasure.AsPrinted != "" {
			t.Errorf("areas of %q = %+v, want one area with no encounter and no treasure", text, as)
		}
	}
}

// TestNumberSignInStatBlocks: "No." of a stat block ("No. Appearing",
// "No. Enc.") is no sentence's end, wherever the line breaks. In Basic
// Fantasy's and B/X's labels.
func TestNumberSignInStatBlocks(t *testing.T) {
	for _, tc := range []struct {
		text string
		want int
	}{
		{"Goblin: AC 14, HD 1-1, No. of Attacks 1 weapon, Movement 20', No. Appearing 2d4, Save As: Fighter 1, XP 10", 1},
		{"Orc: Armor Class 6, Hit Dice 1, Move 120' (40'), No. Enc.: 2d4, Save As: F1, Morale 8", 1},
		{"The priest says No. The door stays shut.", 2},
	} {
		if got := sentences(tc.text); len(got) != tc.want {
			t.Errorf("sentences(%q) = %q, want %d", tc.text, got, tc.want)
		}
	}
}

// TestZineEntryShapes pins the entries of a one-page dungeon whose key and
// title are its only text (a narrow box beside the map), set in bold
// between entries that open text, and the entry under it, which a line
// all in bold sets apart though no blank line or stop comes between;
// in a zine's bare bold numbers and in OSE's bold titled keys. A list of
// contents, key under key each alone, keys no area.
func TestZineEntryShapes(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		want       []string
	}{
		{"zine: bold numbers, titles run in",
			"# The Frog Temple\nA sunken temple.\n**2** Frog idol. A jade idol worth 300 gp.\n**3 Flooded Stair**\n**4** Priest cells. Three cultists sleep. Each\ncarries 5 gp.\n**5** Well of eggs. Frog spawn.",
			[]string{"2|Frog idol", "3|Flooded Stair", "4|Priest cells", "5|Well of eggs"}},
		{"OSE: bold titled keys",
			"## The Ice Cave\n**1. Gate.** Snow drifts through a crack.\n**2. Hall of Mirrors**\n**3. Kennel.** Four wolves, chained.",
			[]string{"1|Gate", "2|Hall of Mirrors", "3|Kennel"}},
		{"a list of contents over the key",
			"## Contents\n**1 Gate**\n**2 Hall**\n**3 Kennel**\n\n**1. Gate.** Snow drifts through a crack.\n**2. Hall.** Mirrors of ice.",
			[]string{"1|Gate", "2|Hall"}},
	} {
		if got := titled(areasOf(t, tc.text)); !slices.Equal(got, tc.want) {
			t.Errorf("%s: areas = %q, want %q", tc.name, got, tc.want)
		}
	}
}

// TestSurveyPartyLevels pins the character levels a module's cover prints
// in forms other than "levels 1-3": an ordinal range before "level"
// (a TSR-style cover, "for 4-6 characters of 1st-3rd level") and one level
// named with the characters (a one-page dungeon's "for 3-5 level 1
// characters", a zine's "for characters of 2nd level"); a character's own
// level in a stat block ("Level 3 Cleric, AC 5") is none.
func TestSurveyPartyLevels(t *testing.T) {
	for _, tc := range []struct {
		text, printed string
		lo, hi        int
	}{
		{"THE SUNKEN SHRINE\nA dungeon adventure for 4-6 characters of 1st-3rd level\n", "1st-3rd level", 1, 3},
		{"THE SUNKEN SHRINE\nA one-page delve for 3-5 level 1 characters.\n", "level 1 characters", 1, 1},
		{"Moth Tower\nAn adventure for characters of 2nd level, by A. Writer\n", "characters of 2nd level", 2, 2},
		{"Moth Tower\n**Brother Anselm**\nLevel 3 Cleric, AC 5 [14], HP 14\n", "", 0, 0},
	} {
		var s requests.Survey
		decode(t, built(t)(requests.BuildSurveyRequest(1, []requests.Page{{Number: 1, Text: tc.text}}, requests.Settings{})), &s)
		lr := s.LevelRange
		got := [2]int{}
		if lr.Min != nil && lr.Max != nil {
			got = [2]int{*lr.Min, *lr.Max}
		}
		if lr.AsPrinted != tc.printed || got != [2]int{tc.lo, tc.hi} {
			t.Errorf("%q: level range %q %v, want %q %v", tc.text, lr.AsPrinted, got, tc.printed, [2]int{tc.lo, tc.hi})
		}
	}
}
