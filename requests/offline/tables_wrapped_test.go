package offline

import "testing"

// TestRowWrappedOntoNumber pins a numbered wandering list whose rows end
// in a full stop and one of whose rows wraps onto a line that holds only
// a number or a range with that stop, its number appearing ("number
// appearing" over "1–3.", "a band of" over "2–8."): rows count on in
// order, so a line after row 3 that does not count on to 4 is no row of
// the table but the end of row 3, and the rows after it are the table's
// still. The table before it on the page, set alike with no such wrap,
// reads whole as before; the areas after the tables keep their own
// encounters.
func TestRowWrappedOntoNumber(t *testing.T) {
	for _, tc := range []struct {
		name, text   string
		tables, keys []string
		areas        []string
	}{
		{"OSE zine: one list per level under the roll, the number appearing of a row wrapped as a range",
			"## Level 1: The Cellars\nSomething stirs every second turn: on 1–2 on 1d6. Roll 1d6:\n1. 1d6 giant rats from the drains.\n2. 1d4 kobold diggers.\n3. 1d3 fire beetles.\n4. 1d2 skeletons.\n5. 1 carrion crawler.\n6. Sir Oswin the Lost, ghost knight; he asks the way\nout.\n\n" +
				"## Level 2: The Catacombs\nSomething stirs every second turn: on 1–2 on 1d6. Roll 1d6:\n1. 1d4 ghouls from the old crypts.\n2. 1d2 wights in rusted mail.\n3. A spider drops from the vaults: number appearing\n1–3.\n4. 1d3 gargoyles.\n5. 1 ochre jelly.\n6. Lady Morwen the Pale, a vampire thrall; she flees\nat dawn.\n\n" +
				"**1. Ossuary.** Skulls in niches. Two ghouls gnaw bones.\n**2. Well.** A dry well.",
			[]string{"Level 1: The Cellars 1d6 [1–2 on 1d6]: 1=1d6 giant rats from the drains. (1d6); 2=1d4 kobold diggers. (1d4); 3=1d3 fire beetles. (1d3); 4=1d2 skeletons. (1d2); 5=1 carrion crawler. (1); 6=Sir Oswin the Lost, ghost knight; he asks the way out. () @The Cellars",
				"Level 2: The Catacombs 1d6 [1–2 on 1d6]: 1=1d4 ghouls from the old crypts. (1d4); 2=1d2 wights in rusted mail. (1d2); 3=A spider drops from the vaults: number appearing 1–3. (); 4=1d3 gargoyles. (1d3); 5=1 ochre jelly. (1); 6=Lady Morwen the Pale, a vampire thrall; she flees at dawn. () @The Catacombs"},
			[]string{"1", "2"}, []string{"1: 2 ghouls", "2: "}},
		{"Basic Fantasy: a d8 list under the check, a band's count wrapped as a range",
			"### Wandering Monsters\nCheck every three turns: a 1 on 1d6. Then roll 1d8:\n1. Hobgoblins (1d6), led by a sergeant.\n2. Giant centipedes (2d4).\n3. Stirges (1d10).\n4. Zombies from the crypt, shuffling in a band of\n2–8.\n5. Gnolls (1d6) with a hyena.\n6. Ghouls (1d4).\n7. A giant spider; it waits in its web\nover the stair.\n8. Bandits (2d4) on their way out.\n\n" +
				"### 1. Guard Room\nThree hobgoblins dice at a table.\n### 2. Crypt\nEmpty biers.",
			[]string{"Wandering Monsters 1d8 [Check every three turns: a 1 on 1d6]: 1=Hobgoblins (1d6), led by a sergeant. (1d6); 2=Giant centipedes (2d4). (2d4); 3=Stirges (1d10). (1d10); 4=Zombies from the crypt, shuffling in a band of 2–8. (); 5=Gnolls (1d6) with a hyena. (1d6); 6=Ghouls (1d4). (1d4); 7=A giant spider; it waits in its web over the stair. (); 8=Bandits (2d4) on their way out. (2d4) @"},
			[]string{"1", "2"}, []string{"1: 3 hobgoblins", "2: "}},
	} {
		t.Run(tc.name, func(t *testing.T) { readsAsPrinted(t, tc.text, tc.tables, tc.keys, tc.areas) })
	}
}
