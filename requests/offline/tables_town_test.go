package offline

import (
	"testing"

	"github.com/scriptorium/scriptorium/requests"
)

// TestTownDistrictTables pins the random-encounter tables of a town's
// districts, keyed A1, A2, B1 … per district, each table titled by its
// district or its time rather than by encounters, or by the events it
// rolls ("The Docks by Night (1d6)", "Street Events (d6)", "Happenings
// in the Old Quarter", "Who's abroad? d8"), its rows sentences about
// people and events. Each is read with its die and applies to the
// district its title names, or the district it stands under; the
// district's keys keep their own text.
func TestTownDistrictTables(t *testing.T) {
	for _, tc := range []struct {
		name, text   string
		tables, keys []string
		areas        []string
	}{
		{"city supplement: a bold title naming the district and the time, with its die, after the district's keys",
			"### The Docks\nThe docks stink of fish and tar.\n\n**A1. The Salt Anchor Inn**\nA low tavern run by Marta Quill.\n\n**A2. Customs House**\nTwo clerks keep the harbour tolls here.\n" +
				"**The Docks by Night (1d6)**\n1 A cutpurse tries her luck\n2-3 1d4 watchmen ask for papers\n4 A drunken sailor picks a fight\n5 2d4 smugglers unload a boat\n6 A press gang of 1d6 sailors looks for hands",
			[]string{"The Docks by Night 1d6 []: 1=A cutpurse tries her luck (); 2-3=1d4 watchmen ask for papers (1d4); 4=A drunken sailor picks a fight (); 5=2d4 smugglers unload a boat (2d4); 6=A press gang of 1d6 sailors looks for hands (1d6) @The Docks"},
			[]string{"A1", "A2"}, []string{"A1: ", "A2: "}},
		{"zine town: a plain title naming the district, its die on a line of its own",
			"## Market Ward\nLoud and bright by day.\n\n**B1. The Grain Exchange**\nMerchants argue over prices.\n\n**B2. Temple of the Scales**\nA priestess blesses contracts.\n" +
				"Market Ward (d4)\n1. A pickpocket lifts a purse\n2. 1d6 guards chase a thief\n3. A runaway cart careens down the street\n4. 2d4 beggars crowd the party",
			[]string{"Market Ward d4 []: 1=A pickpocket lifts a purse (); 2=1d6 guards chase a thief (1d6); 3=A runaway cart careens down the street (); 4=2d4 beggars crowd the party (2d4) @Market Ward"},
			[]string{"B1", "B2"}, []string{"B1: unstated Merchants", "B2: "}},
		{"OSR city: a section heading naming street events, ranges and counts after a comma",
			"## Temple Hill\n\n### D1. The High Temple\nA great domed temple of white stone.\n\n### D2. The Almshouse\nThe poor are fed here each dawn.\n\n" +
				"### Street Events (d6)\n1-2 Pilgrims, 2d6, seek alms\n3 A procession of 1d10 acolytes\n4 A healer sells false potions\n5 A duel between two young nobles\n6 A temple guard patrol of 1d4+1",
			[]string{"Street Events d6 []: 1-2=Pilgrims, 2d6, seek alms (2d6); 3=A procession of 1d10 acolytes (1d10); 4=A healer sells false potions (); 5=A duel between two young nobles (); 6=A temple guard patrol of 1d4+1 (1d4+1) @Temple Hill"},
			[]string{"D1", "D2"}, []string{"D1: ", "D2: "}},
		{"town guide: happenings in a quarter and who is abroad, titles naming no die",
			"## The Old Quarter\nCrooked lanes and leaning houses.\n\n**C1. The Ruined Chapel**\nRats nest in the pews.\n\n**C2. The Well**\nAn old well, its rope frayed.\n\n" +
				"Happenings in the Old Quarter\n1. A lamplighter warns of ghosts\n2. 1d4 ghouls prowl the alleys\n3. A lost child begs for help\n4. A hooded figure follows the party\n\n" +
				"Who's abroad? d6\n1 A tinker with a mule\n2 1d4 off-duty guards, drunk\n3 A farmer hauling turnips\n4 A bounty hunter\n5 2d4 pilgrims\n6 1d6 bandits posing as travellers",
			[]string{"Happenings in the Old Quarter d4 []: 1=A lamplighter warns of ghosts (); 2=1d4 ghouls prowl the alleys (1d4); 3=A lost child begs for help (); 4=A hooded figure follows the party () @the Old Quarter",
				"Who's abroad? d6 []: 1=A tinker with a mule (); 2=1d4 off-duty guards, drunk (1d4); 3=A farmer hauling turnips (); 4=A bounty hunter (); 5=2d4 pilgrims (2d4); 6=1d6 bandits posing as travellers (1d6) @The Old Quarter"},
			[]string{"C1", "C2"}, []string{"C1: unstated Rats", "C2: "}},
		{"town guide: the next district's table right under its last key's text, after the table of the district before",
			"Market Ward Encounters\n1 A pickpocket lifts a purse\n2 1d6 guards chase a thief\n3 A runaway cart\n4 2d4 beggars\n\n" +
				"### The Old Quarter\nCrooked lanes and leaning houses.\n\n**C1. The Ruined Chapel**\nRats nest in the pews.\n\n**C2. The Well**\nAn old well, its rope frayed.\n" +
				"Happenings in the Old Quarter\n1. A lamplighter warns of ghosts\n2. 1d4 ghouls prowl the alleys\n3. A lost child begs for help\n4. A hooded figure follows the party",
			[]string{"Market Ward Encounters d4 []: 1=A pickpocket lifts a purse (); 2=1d6 guards chase a thief (1d6); 3=A runaway cart (); 4=2d4 beggars (2d4) @",
				"Happenings in the Old Quarter d4 []: 1=A lamplighter warns of ghosts (); 2=1d4 ghouls prowl the alleys (1d4); 3=A lost child begs for help (); 4=A hooded figure follows the party () @the Old Quarter"},
			[]string{"C1", "C2"}, []string{"C1: unstated Rats", "C2: "}},
	} {
		t.Run(tc.name, func(t *testing.T) { readsAsPrinted(t, tc.text, tc.tables, tc.keys, tc.areas) })
	}
}

// TestTownTablePlaces pins where a town's table applies as its title or
// the heading it stands under names it: the district a title opens with,
// set in capitals or not, the time after it left out ("Docks at Night",
// "Encounters in Saltmarsh by Day"), and the district heading over a
// table of the night's encounters; a dungeon's table under its level
// names no district.
func TestTownTablePlaces(t *testing.T) {
	for _, tc := range []struct {
		name, text, want string
	}{
		{"city book: headings in capitals, keys as headings, the district's table at night",
			"# THE TOWN OF BRINDLE\n## THE DOCKS\nThe docks stink of fish.\n\n### A1. THE SALT ANCHOR\nA low tavern.\n\n### A2. CUSTOMS HOUSE\nTwo clerks.\n\n### Docks at Night (d6)\n1 A cutpurse\n2-3 1d4 watchmen\n4 A drunken sailor\n5 2d4 smugglers\n6 A press gang",
			"Docks at Night d6 []: 1=A cutpurse (); 2-3=1d4 watchmen (1d4); 4=A drunken sailor (); 5=2d4 smugglers (2d4); 6=A press gang () @THE DOCKS"},
		{"zine: a bold title naming the night's encounters under the quarter's heading",
			"## The Old Quarter\nCrooked lanes.\n\n**C1. The Ruined Chapel**\nRats nest in the pews.\n\n**Night Encounters (d4)**\n1. A lamplighter\n2. 1d4 ghouls prowl\n3. A lost child\n4. A hooded figure",
			"Night Encounters d4 []: 1=A lamplighter (); 2=1d4 ghouls prowl (1d4); 3=A lost child (); 4=A hooded figure () @The Old Quarter"},
		{"port gazetteer: the town after \"in\", the time after it",
			"## Random Encounters in Saltmarsh by Day\n1 A fisherman\n2 1d4 guards\n3 A merchant\n4 2d4 smugglers",
			"Random Encounters in Saltmarsh by Day d4 []: 1=A fisherman (); 2=1d4 guards (1d4); 3=A merchant (); 4=2d4 smugglers (2d4) @Saltmarsh"},
		{"dungeon: a wandering table under its level's heading names no district",
			"# Dungeon of Doom\nA dungeon.\n\n## Level 1\n### Wandering Monsters (d4)\n1. Goblins (2d4)\n2. Rats (1d6)\n3. Orcs\n4. Nothing",
			"Wandering Monsters d4 []: 1=Goblins (2d4) (2d4); 2=Rats (1d6) (1d6); 3=Orcs (); 4=Nothing () @"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tables, _, _ := readModule(t, []requests.Page{{Number: 1, Text: cover}, {Number: 2, Text: tc.text}})
			if len(tables) != 1 || tables[0] != tc.want {
				t.Errorf("tables\n got %s\nwant %s", quoted(tables), quoted([]string{tc.want}))
			}
		})
	}
}
