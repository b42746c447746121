package offline

import "testing"

// TestTownfolkMet: a town's people counted where they stay are met by
// their calling — a compound in -man, -keeper or -hand names people as
// "woman" and "smith" close compounds do ("3 watchmen", "two
// dockhands") — in a terse key with bold heads and a chatty gazetteer,
// while a talisman, a hand or a human form is still no one.
func TestTownfolkMet(t *testing.T) {
	oneAreaMeets(t, []encounterCase{
		{"OSE-like terse: watchmen at the gate",
			"**A1. North Gate.** 3 watchmen stand by the brazier.",
			[]string{"3 watchmen"}},
		{"gazetteer prose: two dockhands",
			"**C2. The Quay.** Two dockhands wait on the quay for the evening barge.",
			[]string{"2 dockhands"}},
		{"gazetteer prose: two gatekeepers",
			"**D4. The Bridge.** Two gatekeepers sit in the toll-house.",
			[]string{"2 gatekeepers"}},
		{"a hand is no one",
			"**E2. Well.** Two hands reach up out of the water.",
			nil},
		{"a human form is no one",
			"**E3. Cell.** The werewolf (AC 5, HD 4, hp 20) waits in human form.",
			[]string{"1 werewolf [AC 5, HD 4, hp 20]"}},
		{"a talisman is no one",
			"**E1. Shrine.** Two talismans hang here on a nail.",
			nil},
	})
}

// TestTownfolkByNameAndRoster: a town's key names its people by name alone
// before what they do at work ("Gerta Hale serves drinks", "Bram tends the
// bar"), lists them after a label of who is there ("Innkeeper: Bram
// Tollock (hp 5).", "Staff: Bram, innkeeper; Old Nan, cook; and Tam") or
// after who keeps the place ("run by", "kept by"), and counts its folk by
// dice, by "a few" or not at all ("1d4 guards are here", "Sailors drink at
// the bar"); in a terse key with bold heads and in a gazetteer's plain
// keys, while a thing that pours, a pronoun, a mention and a claim meet no
// one.
func TestTownfolkByNameAndRoster(t *testing.T) {
	oneAreaMeets(t, []encounterCase{
		{"OSE-like terse: a full name at work", "**T1. The Goose.** Gerta Hale serves drinks. Rooms cost 2 sp.", []string{"1 Gerta Hale"}},
		{"gazetteer: one name at work, a note between", "T2. The Anvil. Bram (hp 4) tends the forge all day.", []string{"1 Bram [hp 4]"}},
		{"water pours", "T3. Fountain. Water pours from a lion's mouth.", nil},
		{"a pronoun at work", "**T4. Stall.** She sells pies to passers-by.", nil},
		{"OSE-like terse: a calling as label", "**T5. Inn.** Innkeeper: Bram Tollock (hp 5). Cook: Old Nan.",
			[]string{"1 innkeeper named Bram Tollock [hp 5]", "1 cook named Old Nan"}},
		{"gazetteer: a staff list parted by semicolons", "T6. The Anchor. Staff: Bram Tollock, innkeeper; Old Nan, cook; and Tam, stable boy.",
			[]string{"1 Bram Tollock", "1 Old Nan", "1 Tam"}},
		{"gazetteer: run by", "T7. The Gilded Goose. The inn is run by Bram Tollock. Rooms cost 2 sp.", []string{"1 Bram Tollock"}},
		{"OSE-like terse: kept by, and a son", "**T8. Mill.** The mill is kept by Widow Marrow and her son Tam.", []string{"1 Widow Marrow"}},
		{"a label naming no one", "T9. Market. Proprietor: none. The shop is empty.", nil},
		{"OSE-like terse: dice of guards here", "**T10. Gate.** 1d4 guards (F1) are here at all hours.", []string{"1d4 guards"}},
		{"gazetteer: a number in words, usually present", "T11. Watch House. Four watchmen are usually present.", []string{"4 watchmen"}},
		{"gazetteer: a few", "T12. Tavern. A few sailors drink at the bar.", []string{"a few sailors"}},
		{"OSE-like terse: uncounted", "**T13. Docks.** Drunken dockhands gamble by the crates.", []string{"unstated Drunken dockhands"}},
		{"gazetteer: uncounted, an adverb between", "T14. Market. Merchants often haggle over prices here.", []string{"unstated Merchants"}},
		{"a claim", "T15. Well. Villagers claim that 3 trolls live in the woods.", nil},
		{"things that are here", "T16. Store. Two chests are here.", nil},
		{"gazetteer: the calling is a name", "T17. The Anchor. The innkeeper is Bram Tollock, a fat and jovial man.", []string{"1 innkeeper named Bram Tollock"}},
		{"OSE-like terse: the calling is a name, closing the sentence", "**T18. Mill.** The miller is Hob Dunn. Flour dusts every beam.", []string{"1 miller named Hob Dunn"}},
		{"gazetteer: a role in apposition without an article", "T19. Guildhall. Master Wendel, head of the guild, sits at his desk.", []string{"1 head of the guild named Master Wendel"}},
		{"OSE-like terse: a role in apposition, no title", "**T20. Gatehouse.** Orla Vane, captain of the watch, waits by the brazier.", []string{"1 captain of the watch named Orla Vane"}},
		{"gazetteer: whose home it is", "T21. Cottage. This is the home of Widow Marrow, who sells herbs.", []string{"1 Widow Marrow"}},
		{"OSE-like terse: whose shop it is", "**T22. Cobbler.** The shop of Old Tom. Boots hang from the beams.", []string{"1 Old Tom"}},
		{"gazetteer: a normal man in brackets", "T23. Mill. The miller (0-level human, hp 3) sleeps here.", []string{"1 miller [0-level human, hp 3]"}},
		{"OSE-like terse: normal men as a group's stats", "**T24. Yard.** Two drovers (normal men) argue by the gate.", []string{"2 drovers"}},
		{"gazetteer: a title printed in lower case too, a long apposition", "T27. Gate. A captain of the watch earns 10 gp a month. Captain Orla, a scarred veteran of the wars, keeps order here.",
			[]string{"1 scarred veteran named Captain Orla"}},
		{"OSE-like terse: a title and an apposition", "**T28. Chapel.** Sister Agna, a young priestess from the coast, lights the candles.",
			[]string{"1 young priestess named Sister Agna"}},
		{"gazetteer: a name keeps a trade", "T29. Smithy. Mara Vell Smith manages the smithy with an iron hand.", []string{"1 Mara Vell Smith"}},
		{"OSE-like terse: a named street runs", "**T33. Gallows Lane.** Gallows Lane runs down to the quay. Crows Walk winds past it.", nil},
		{"OSE-like terse: a name is a calling", "**T30. Smithy.** Mara Vell is the blacksmith. She is strong.", []string{"1 blacksmith named Mara Vell"}},
		{"gazetteer: a name is a calling and more", "T31. Mill. Hob is a retired soldier who grinds the grain.", []string{"1 retired soldier named Hob"}},
		{"water runs, a place is a ruin", "T32. Ford. Water runs over the stones. Stormhold is a ruin.", nil},
		{"gazetteer: an apposition holding a name and a number", "T34. Gate. Pell, a boy of 12 from Hollin, hides under the table.", []string{"1 boy named Pell"}},
		{"OSE-like terse: a role with its article", "**T35. Watch House.** Orla Vane, the captain of the watch, waits by the door.", []string{"1 captain of the watch named Orla Vane"}},
		{"gazetteer: an apposition closed by its head", "T36. Jail. Sergeant Hale, the deputy and town gaoler, dozes here.", []string{"1 deputy and town gaoler named Sergeant Hale"}},
		{"OSE-like terse: a hyphenated kind", "**T37. Gate.** Captain Orla, a grim half-orc, keeps order here.", []string{"1 grim half-orc named Captain Orla"}},
		{"gazetteer: a name and a counted group", "T38. Forge. Mara Vell Smith and two apprentices run the forge.", []string{"1 Mara Vell Smith", "2 apprentices"}},
		{"OSE-like terse: a name and a possessed group here", "**T39. Mill.** Bram and his 3 sons are here most days.", []string{"1 Bram", "3 sons"}},
		{"a place and things", "T40. Ford. Stone Bridge and two towers guard the ford.", nil},
		{"gazetteer: a group after the verb of a place-first sentence", "T41. Tavern. At the bar sit two guards, drinking.", []string{"2 guards"}},
		{"OSE-like terse: a group after the verb of a sentence opened by here", "**T42. Tavern.** Here gamble three thugs.", []string{"3 thugs"}},
		{"gazetteer: a group a named person serves", "T43. Tavern. Bram serves two guards at the bar.", []string{"1 Bram", "2 guards"}},
		{"OSE-like terse: a group a calling questions", "**T44. Jail.** The sergeant questions three beggars.", []string{"3 beggars", "1 sergeant"}},
		{"things after a verb of a place-first sentence", "T45. Yard. In the yard stand two carts.", nil},
		{"gazetteer: a crowd gathers", "T25. Market. A crowd of pilgrims gathers by the well.", []string{"a crowd pilgrims"}},
	})
}

// TestTownfolkDescribedAndOnWatch: a person's qualities set apart by
// commas between the name and what the person does ("Oswin the
// innkeeper, stout and merry, works here", "Tam, young and nervous,
// sweeps the floor") leave the person met, and a group "on watch" or "on
// call" is there as one "on duty" is; in a gazetteer's
// prose and a terse key with bold heads.
func TestTownfolkDescribedAndOnWatch(t *testing.T) {
	oneAreaMeets(t, []encounterCase{
		{"gazetteer prose: a name, a calling and qualities",
			"**1. The Drowned Man Inn.** A low inn by the river. Oswin the innkeeper, stout and merry, rules here with his iron ladle.",
			[]string{"1 innkeeper named Oswin"}},
		{"terse key: a name and qualities",
			"**B2. Chandler.** Tam, young and nervous, sweeps the floor.",
			[]string{"1 Tam"}},
		{"gazetteer prose: guards on watch",
			"**3. Gatehouse.** A squat tower with the town's banner over the gate. Four town guards are on watch at all hours.",
			[]string{"4 town guards"}},
		{"terse key: porters on call",
			"**A1. North Gate.** 2 porters are on call at all hours.",
			[]string{"2 porters"}},
		{"qualities of a thing are no one",
			"**C1. Quay.** Rope, old and frayed, lies in coils.",
			nil},
	})
}

// TestTownfolkKeepingAPost: a named person and a counted group of people
// joined by "and" keep a post together ("Sister Ilse Varro and two
// novices guard it", "Old Hesk and his 3 sons staff the toll-house"),
// "Old" or "Young" opening a name, or a title ("Mother", "Sergeant"),
// though the text prints the word in lower case too; things that guard
// (towers, statues) are no one.
func TestTownfolkKeepingAPost(t *testing.T) {
	oneAreaMeets(t, []encounterCase{
		{"gazetteer prose: a titled name and novices who guard",
			"**6. Shrine.** A small shrine on the edge of the square. Sister Ilse Varro and two novices guard it. Varro is old and deaf.",
			[]string{"1 Sister Ilse Varro", "2 novices"}},
		{"terse key: an old man and his sons who staff a post",
			"**T3. Toll-house.** Old Hesk Marrow and his 3 sons staff the toll-house. The old gate creaks; the old road runs west.",
			[]string{"1 Old Hesk Marrow", "3 sons"}},
		{"gazetteer prose: a title the text prints in lower case too",
			"**7. Chapel.** Mother Ilse Varro and two novices keep it. Every mother in the parish brings bread.",
			[]string{"1 Mother Ilse Varro", "2 novices"}},
		{"terse key: a rank the text prints in lower case too",
			"**G1. Gate.** Sergeant Hob Leck and four watchmen man the gate. A sergeant's pay is poor.",
			[]string{"1 Sergeant Hob Leck", "4 watchmen"}},
		{"things that guard are no one",
			"**T4. Ford.** Stone Bridge and two statues guard the ford.",
			nil},
	})
}

// TestTownfolkQuantified: a key that takes a group's members as the ones
// found there ("each", "every", "both", "all") or counts them in words
// ("several", "a few") names people met, whatever their verb, in a terse
// key with bold heads and in a gazetteer's plain keys: "both" counts two,
// a number after "all" its own, the rest leave it unstated; a verb of a
// state, in the past or of hearsay meets no one.
func TestTownfolkQuantified(t *testing.T) {
	oneAreaMeets(t, []encounterCase{
		{"OSE-like terse: each", "**G1. Gate.** Each guard carries a horn.", []string{"unstated guard"}},
		{"gazetteer: both", "G2. Counting House. Both clerks look up from their ledgers.", []string{"2 clerks"}},
		{"OSE-like terse: several", "**G3. Quay.** Several dockhands loaf here.", []string{"several dockhands"}},
		{"gazetteer: all and a number", "G4. Watch House. All four watchmen keep their boots on the table.", []string{"4 watchmen"}},
		{"OSE-like terse: every, a bold head", "**G5. Tavern.** Every patron stares at the door.", []string{"unstated patron"}},
		{"gazetteer: all the", "G6. Hall. All the servants scurry about with trays.", []string{"unstated servants"}},
		{"OSE-like terse: a few", "**G7. Alley.** A few beggars whine for coins.", []string{"a few beggars"}},
		{"OSE-like terse: both of the", "**G13. Scriptorium.** Both of the scribes squint at the page.", []string{"2 scribes"}},
		{"gazetteer: all of his", "G14. Smithy. All of his sons hammer at the anvils.", []string{"unstated sons"}},
		{"OSE-like terse: a verb closing the sentence", "**G15. Quay.** Several porters loaf.", []string{"several porters"}},
		{"a wage", "G8. Barracks. Each guard earns 2 gp a day.", nil},
		{"a feeling", "**G9. Square.** All the villagers fear the witch.", nil},
		{"the past", "G10. Gate. Both guards fled last winter.", nil},
		{"a rule", "**G11. Gate.** All guards must report at dawn.", nil},
		{"a toll", "G12. Toll Bridge. Every traveller pays a toll of 1 sp.", nil},
	})
}

// TestTownfolkCollectives: a group of people named by a collective or a
// noun of number before "of" and their calling does what its verb says,
// any verb in the present ("A gang of dockhands unloads a barge", "A pair
// of clerks copy ledgers"), in a terse key and in a gazetteer; a pair of
// things and a band met in the past are no one.
func TestTownfolkCollectives(t *testing.T) {
	oneAreaMeets(t, []encounterCase{
		{"OSE-like terse: a gang", "**H1. Quay.** A gang of dockhands unloads a barge.", []string{"a gang dockhands"}},
		{"gazetteer: a pair, a plural verb", "H2. Counting House. A pair of clerks copy ledgers by lamplight.", []string{"2 clerks"}},
		{"OSE-like terse: a band", "**H3. Green.** A band of minstrels tunes up beside the well.", []string{"a band minstrels"}},
		{"gazetteer: a group", "H4. Timber Yard. A group of apprentices stacks timber.", []string{"a group apprentices"}},
		{"OSE-like terse: a trio", "**H5. Kitchen.** A trio of cooks chop onions.", []string{"3 cooks"}},
		{"gazetteer: a crowd", "H6. Gate. A crowd of porters jostle at the gate.", []string{"a crowd porters"}},
		{"a pair of things", "H7. Shed. A pair of boots hangs on a peg.", nil},
		{"a band in the past", "**H8. Green.** A band of pilgrims came here last spring.", nil},
		{"a possessive", "H9. Guardroom. A pair of guards' helmets hang on pegs.", nil},
	})
}

// TestTownfolkLeaders: a named person who commands, governs or directs
// people counted after the verb is met with them, as a key places a
// leader with those led, in a terse key and in a gazetteer; one who holds
// a place or rules a land, and a thing that controls another, meet no
// one.
func TestTownfolkLeaders(t *testing.T) {
	oneAreaMeets(t, []encounterCase{
		{"OSE-like terse: commands", "**J1. Watch House.** Sergeant Hale commands six watchmen here.", []string{"1 Sergeant Hale", "6 watchmen"}},
		{"gazetteer: directs", "J2. Docks. Mistress Quill directs four porters.", []string{"1 Mistress Quill", "4 porters"}},
		{"OSE-like terse: commands a squad of", "**J3. Barracks.** Captain Morrow commands a squad of soldiers.", []string{"1 Captain Morrow", "a squad soldiers"}},
		{"gazetteer: governs", "J4. Kitchen. Goodwife Amsel governs three maids.", []string{"1 Goodwife Amsel", "3 maids"}},
		{"gazetteer: a kind alone commands", "J10. Deck. The captain commands ten marines.", []string{"10 marines", "1 captain"}},
		{"OSE-like terse: commands the six", "**J11. Gate.** Sergeant Hale commands the six watchmen of the gate.", []string{"1 Sergeant Hale", "6 watchmen"}},
		{"gazetteer: questions the three", "J12. Jail. The sergeant questions the three beggars.", []string{"3 beggars", "1 sergeant"}},
		{"a lever controls", "J5. Lever Room. The lever controls the gate.", nil},
		{"a lord rules a land", "**J6. Keep.** Lord Vane rules the valley.", nil},
		{"a view", "J7. Tower. Baron Ulm commands a fine view of the harbour.", nil},
		{"a picture's people", "**J8. Hall.** A mural shows three knights at prayer.", nil},
		{"gazetteer: musters, a name with no title", "J9. Quay. Bosun Corde musters five sailors.", []string{"1 Bosun Corde", "5 sailors"}},
	})
}

// TestTownfolkAbbreviatedTitles: a title printed short with a full stop
// ("Sgt.", "Capt.", "Br.", "Mme.", "Fr.") leads its name and ends no
// sentence, in a terse key and in a gazetteer.
func TestTownfolkAbbreviatedTitles(t *testing.T) {
	oneAreaMeets(t, []encounterCase{
		{"OSE-like terse: Sgt.", "**K1. Gate.** Sgt. Hale dozes by the brazier.", []string{"1 Sgt. Hale"}},
		{"gazetteer: Capt.", "K2. Quay. Capt. Morrow watches the ships.", []string{"1 Capt. Morrow"}},
		{"OSE-like terse: Br.", "**K3. Chapel.** Br. Aldo lights the candles.", []string{"1 Br. Aldo"}},
		{"gazetteer: Mme.", "K4. Lace Shop. Mme. Verel sells lace to the gentry.", []string{"1 Mme. Verel"}},
		{"OSE-like terse: Fr., another sentence after", "**K5. Church.** Fr. Tomas preaches to the faithful. Two acolytes sweep the nave.",
			[]string{"1 Fr. Tomas", "2 acolytes"}},
	})
}

// TestTownfolkDescribedKind: a kind after "the" with "is" and only what
// the person is like ("The captain is stern and tired") describes one met
// elsewhere or not at all, where "is" and where the person is or a state
// only one present is in ("The captain is here", "The captain is asleep
// at his desk") meets them; in a terse key and in a gazetteer. A monster
// the bestiary knows is met by its qualities too ("The ogre is hungry"),
// in a B/X key and an OSE one.
func TestTownfolkDescribedKind(t *testing.T) {
	oneAreaMeets(t, []encounterCase{
		{"OSE-like terse: qualities", "**L1. Harbour Office.** The captain is stern and tired.", nil},
		{"gazetteer: a kindly man", "L2. Mill. The miller is a kindly man.", nil},
		{"OSE-like terse: honest but slow", "**L3. Office.** The clerk is honest but slow.", nil},
		{"gazetteer: here", "L4. Ship. The captain is here.", []string{"1 captain"}},
		{"OSE-like terse: asleep at a desk", "**L5. Cabin.** The captain is asleep at his desk.", []string{"1 captain"}},
		{"gazetteer: asleep", "L6. Guardroom. The guard is asleep.", []string{"1 guard"}},
		{"gazetteer: a quality, then where", "L7. Hall. The steward is old and frail, but he waits by the door.", []string{"1 steward"}},
		{"B/X: a monster's mood", "**12. DEN.** Bones litter the floor. The ogre is hungry.", []string{"1 ogre"}},
		{"OSE: a monster's size", "**9. Web Loft**\nThe giant spider is huge and patient.", []string{"1 giant spider"}},
	})
}

// TestTownfolkBands: people named by their band's or their leader's name
// in the possessive, after "the" or opening a sentence ("the Black Gull
// Gang's men", "Captain Mirela's guards"), are met when their verb says
// what they do there, in a terse key and in a gazetteer; the same in the
// past or in hearsay meet no one.
func TestTownfolkBands(t *testing.T) {
	oneAreaMeets(t, []encounterCase{
		{"OSE-like terse: a gang's men", "**M1. Tavern.** The Black Gull Gang's men drink here.", []string{"unstated Black Gull Gang's men"}},
		{"gazetteer: after a time", "M2. Tavern. At night the Red Hand's thugs gamble by the fire.", []string{"unstated Red Hand's thugs"}},
		{"OSE-like terse: a company's porters", "**M3. Warehouse.** The Silver Eel Company's porters stack crates.", []string{"unstated Silver Eel Company's porters"}},
		{"gazetteer: a crew's drovers", "M4. Yard. The Old Mill Crew's drovers water the oxen.", []string{"unstated Old Mill Crew's drovers"}},
		{"OSE-like terse: no article", "**M7. Tavern.** Black Gull Gang's men dice by the hearth.", []string{"unstated Black Gull Gang's men"}},
		{"gazetteer: a leader's people", "M8. Ship. Captain Mirela's guards patrol the deck.", []string{"unstated Captain Mirela's guards"}},
		{"in the past", "**M5. Hall.** The Grey Wolf Band's thugs fought here.", nil},
		{"hearsay", "M6. Hall. The Duke's guards are said to be cruel.", nil},
	})
}

// TestTownfolkWatchCallings: the callings of a town's watch, a ship's
// crew and its soldiers ("sentries", "archers", "rowers", "officers") name
// people where they stay, in a terse key and in a gazetteer.
func TestTownfolkWatchCallings(t *testing.T) {
	oneAreaMeets(t, []encounterCase{
		{"OSE-like terse: sentries", "**N1. Wall.** Two sentries stand on the wall.", []string{"2 sentries"}},
		{"gazetteer: archers", "N2. Gate. Four archers wait above the gate.", []string{"4 archers"}},
		{"OSE-like terse: rowers", "**N3. Galley.** Three rowers sit at their oars.", []string{"3 rowers"}},
		{"gazetteer: officers", "N4. Mess. Two officers sit at the long table.", []string{"2 officers"}},
	})
}
