package offline

import (
	"slices"
	"testing"

	"github.com/scriptorium/scriptorium/requests"
)

// TestRunOnRowForms pins run-on tables as compact zines print them, each
// row form in two printed styles, the text wrapped as a narrow column's
// text layer gives it: rows called "On a 1:" or "on a 1," after the
// roll's check, rows led by a roll in brackets ("(1) giant rats"), a bold
// run-in heading broken by a hyphen at the column's edge, and a creature's
// name broken at its own hyphen before a capital.
func TestRunOnRowForms(t *testing.T) {
	readsAs(t, tablesOf, []tableCase{
		{"rows called on a roll, after a bold heading with no stop and the check",
			"**Wandering Monsters** Check every 2 turns; 1 in 6. On a 1:\ngiant rats (2d4); on a 2: salt zombies (1d4); on a 3: a cave bear;\non a 4: kobold miners (2d6); on a 5: a grey ooze; on a 6: the\nforeman's ghost.",
			[]string{"Wandering Monsters d6 [Check every 2 turns; 1 in 6]: 1=giant rats (2d4) (2d4); 2=salt zombies (1d4) (1d4); 3=a cave bear (); 4=kobold miners (2d6) (2d6); 5=a grey ooze (); 6=the foreman's ghost ()"}},
		{"rows called on a roll with a comma, the die in the lead",
			"The reeds hide much.\n\nRandom encounters (roll d4 each hour): on a 1, 2d6 bandits; on\na 2, a troll; on a 3, 1d4 wolves; on a 4, nothing.",
			[]string{"Random encounters d4 [roll d4 each hour]: 1=2d6 bandits (2d6); 2=a troll (); 3=1d4 wolves (1d4); 4=nothing ()"}},
		{"rows led by a roll in brackets, after a bold title with its die",
			"**Wandering Monsters (d6).** (1) giant rats (2d4); (2) salt\nzombies (1d4); (3) a cave bear; (4) kobold miners (2d6); (5) a\ngrey ooze; (6) the foreman's ghost.",
			[]string{"Wandering Monsters d6 []: 1=giant rats (2d4) (2d4); 2=salt zombies (1d4) (1d4); 3=a cave bear (); 4=kobold miners (2d6) (2d6); 5=a grey ooze (); 6=the foreman's ghost ()"}},
		{"rows led by a roll in brackets, between commas, after a colon",
			"Past the gate the road is watched.\n\nRandom encounters (d4): (1) 2d6 bandits, (2) a troll, (3)\n1d4 wolves, (4) nothing.",
			[]string{"Random encounters d4 []: 1=2d6 bandits (2d6); 2=a troll (); 3=1d4 wolves (1d4); 4=nothing ()"}},
		{"a bold heading broken by a hyphen, rows ended by full stops",
			"**Wandering Mon-**\n**sters:** roll 1d6 every hour. 1 giant rats (2d4). 2 salt zom-\nbies (1d4). 3 a cave bear. 4 kobold min-\ners (2d6). 5 a grey ooze. 6 the foreman's ghost.",
			[]string{"Wandering Monsters 1d6 [roll 1d6 every hour]: 1=giant rats (2d4) (2d4); 2=salt zombies (1d4) (1d4); 3=a cave bear (); 4=kobold miners (2d6) (2d6); 5=a grey ooze (); 6=the foreman's ghost ()"}},
		{"a bold heading broken by a hyphen, rows between semicolons",
			"**Random En-**\n**counters (d4).** 1–2 wolves (1d6); 3 bandits (2d4); 4 a\nwyvern.",
			[]string{"Random Encounters d4 []: 1–2=wolves (1d6) (1d6); 3=bandits (2d4) (2d4); 4=a wyvern ()"}},
		{"a run-on row's name broken at its own hyphen",
			"**Wandering Monsters (d4):** 1 2d4 Giant Fire-\nBeetles; 2 a ghoul; 3 1d6 zombies; 4 nothing.",
			[]string{"Wandering Monsters d4 []: 1=2d4 Giant Fire-Beetles (2d4); 2=a ghoul (); 3=1d6 zombies (1d6); 4=nothing ()"}},
		{"a listed row's name broken at its own hyphen",
			"## Wandering Monsters (d4)\n1. Giant Fire-\nBeetles (1d6)\n2. Skeletons (1d6)\n3. Goblins (2d4)\n4. A zombie",
			[]string{"Wandering Monsters d4 []: 1=Giant Fire-Beetles (1d6) (1d6); 2=Skeletons (1d6) (1d6); 3=Goblins (2d4) (2d4); 4=A zombie ()"}},
	})
}

// TestUntitledTableNamed pins the name of a table printed with no title:
// the nearest heading above it that keys no area, else "Wandering
// monsters", as the request asks for wandering-monster tables; never
// empty. Each in two styles: a list under its column header, a run-on
// sentence and a grid.
func TestUntitledTableNamed(t *testing.T) {
	readsAs(t, wanderingOf, []tableCase{
		{"a list under its column header at the page's top",
			"d6 Creature\n1 Giant rats (2d4)\n2 Skeletons (1d6)\n3 Goblins (2d4)\n4 Zombie (1)\n5 Ghoul (1)\n6 Ogre (1)",
			[]string{"Wandering monsters d6 []: 1=Giant rats (2d4) (2d4); 2=Skeletons (1d6) (1d6); 3=Goblins (2d4) (2d4); 4=Zombie (1) (1); 5=Ghoul (1) (1); 6=Ogre (1) (1)"}},
		{"a run-on roll at the page's top",
			"Roll 1d6 each turn: 1–2 giant rats (2d4); 3 goblins (1d6); 4 a ghoul; 5 zombies (1d3); 6 an ogre.",
			[]string{"Wandering monsters 1d6 [Roll 1d6 each turn]: 1–2=giant rats (2d4) (2d4); 3=goblins (1d6) (1d6); 4=a ghoul (); 5=zombies (1d3) (1d3); 6=an ogre ()"}},
		{"a grid under an area's key, a heading further up",
			"## The Lower Vault\n### 4. CROSSROADS\nFour ways meet here.\n\n| d4 | Creature |\n|---|---|\n| 1 | Giant rats (2d4) |\n| 2 | Skeletons (1d6) |\n| 3 | Goblins (2d4) |\n| 4 | Zombie (1) |",
			[]string{"The Lower Vault d4 []: 1=Giant rats (2d4) (2d4); 2=Skeletons (1d6) (1d6); 3=Goblins (2d4) (2d4); 4=Zombie (1) (1)"}},
	})
}

// wanderingOf answers a wandering request on one page of text and writes
// each table as rows does.
func wanderingOf(text string) []string {
	var out []string
	for _, t := range wandering([]requests.Page{{Number: 1, Text: text}}).Tables {
		out = append(out, rows(t))
	}
	return out
}

// tableCase is a page of text and the tables read gives of it, each
// written as rows does.
type tableCase struct {
	name, text string
	want       []string
}

// readsAs checks that read gives each case's tables.
func readsAs(t *testing.T, read func(string) []string, cases []tableCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if got := read(tc.text); !slices.Equal(got, tc.want) {
				t.Errorf("tables of %q\n got %q\nwant %q", tc.text, got, tc.want)
			}
		})
	}
}

// TestColumnOfRangesBesideWrappedEntries pins a two-column table the text
// layer reads a column at a time when its die column is set wide of its
// entries and the entries' cells wrap: the ranges (under their header or
// not), then the entries' header and lines, a line in lower case going on
// with the capitalised entry above it, as a wrapped cell does. Two
// styles: bold headers, one range a paragraph; ranges set solid under
// "Roll", entries wrapped over two lines and three.
func TestColumnOfRangesBesideWrappedEntries(t *testing.T) {
	readsAs(t, wanderingOf, []tableCase{
		{"bold headers, each range a paragraph",
			"## Wandering Monsters\nCheck every turn; 1 in 6.\n\n**Die roll (1d4)**\n1\n\n2\n\n3\n\n4\n\n**Creature encountered**\nGiant rats (2d4), hungry and bold, that follow\nthe party's light\nSkeletons (1d6) of the old garrison, still in\nrusted mail\nA zombie (1)\nA gelatinous cube (1) sweeping the corridor\nclean\n\n## Key",
			[]string{"Wandering Monsters 1d4 [Check every turn; 1 in 6]: 1=Giant rats (2d4), hungry and bold, that follow the party's light (2d4); 2=Skeletons (1d6) of the old garrison, still in rusted mail (1d6); 3=A zombie (1) (1); 4=A gelatinous cube (1) sweeping the corridor clean (1)"}},
		{"ranges set solid under Roll, entries wrapped twice",
			"### Random Encounters\nRoll\n1-2\n3-4\n5\n6\nMonster\nBandits (2d6) who demand a\ntoll of 5 gp a head\nWolves (1d6)\nA troll (1) under the bridge,\nhungry, that asks a riddle\nfirst\nGhouls (1d4)",
			[]string{"Random Encounters d6 []: 1-2=Bandits (2d6) who demand a toll of 5 gp a head (2d6); 3-4=Wolves (1d6) (1d6); 5=A troll (1) under the bridge, hungry, that asks a riddle first (1); 6=Ghouls (1d4) (1d4)"}},
	})
}
