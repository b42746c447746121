package offline

import (
	"regexp"
	"slices"
	"strings"

	"github.com/scriptorium/scriptorium/naming"
)

// A creature is met in an area when the text puts it there: a count, a
// stat line, a verb of presence ("Two ogres lurk here"). Many creatures an
// area's text names are not there: the subject of an artwork ("a painting
// of three knights fighting an ogre"), the owner of remains or traces ("the
// bodies of three goblins", "goblin corpses", "bear tracks"), the subject
// of a rumour, a legend or a note ("Villagers claim that 3 trolls live in
// the woods"), or the monsters of another area that may come ("If the 4
// orcs in area 5 hear fighting", "1d4 orcs may come to investigate"). The
// rules below find those mentions by the words that frame them.

// remainsNouns name what a creature leaves, and artworks that show one:
// after a creature's name ("goblin corpses", "a dragon's skull") or before
// "of" and it ("the bodies of three goblins", "a tapestry of a unicorn"),
// they make it no encounter. Nouns that are as often a creature's verb
// ("a goblin hides", "orcs skin a deer") are left out.
var remainsNouns = []string{"body", "bodies", "corpse", "corpses", "remains", "bone", "bones", "skull", "skulls",
	"carcass", "carcasses", "husk", "husks", "pelt", "pelts", "corpse's",
	"track", "tracks", "footprint", "footprints", "prints", "droppings", "spoor", "dung", "feathers", "blood",
	"statue", "statues", "statuette", "statuettes", "carving", "carvings", "painting", "paintings", "picture",
	"pictures", "portrait", "portraits", "tapestry", "tapestries", "mural", "murals", "fresco", "frescoes",
	"relief", "reliefs", "frieze", "friezes", "mosaic", "mosaics", "idol", "idols", "image", "images", "effigy",
	"effigies", "figurine", "figurines", "bust", "busts", "engraving", "engravings", "sculpture", "sculptures",
	"likeness", "depiction", "depictions", "scene", "scenes", "icon", "icons"}

// ofMentionNouns are nouns that, before "of", frame the creature after it
// as a mention besides remainsNouns: the dead and their parts ("the
// skeletons of six kobolds", "the heads of two orcs") and told stories ("a
// song of a dragon"; a legend, a tale, a story or a rumour is a report
// word, whose frame runs further: see reportWords).
var ofMentionNouns = []string{"skeleton", "skeletons", "head", "heads", "song", "songs", "memory", "ghost-story"}

// depictionVerbs show a creature in an artwork ("A mural depicts 12 orcs",
// "walls carved with scenes of dwarves").
var depictionVerbs = []string{"depict", "depicts", "depicting", "depicted", "show", "shows", "showing", "portray",
	"portrays", "portraying", "portrayed", "carved", "painted", "woven", "engraved", "sculpted", "embroidered"}

// reportWords open what someone says, writes or believes: a creature after
// them in the same sentence is a rumour's, a legend's or a note's ("Legend
// says a dragon sleeps below", "Villagers claim that 3 trolls live in the
// woods", "A note reads: 'Beware the ogre.'", "The journal describes 3
// trolls", "a scroll reputedly owned by a band of 7 ogres"), and so is one
// before them in the passive ("A troll is said to haunt the bridge": see
// hearsayWords). A verb of feeling ("fear") reports
// nothing: "The guards fear the witch; 4 goblins huddle here".
var reportWords = []string{"say", "says", "said", "claim", "claims", "claimed", "believe", "believes", "believed",
	"rumour", "rumours", "rumoured", "rumor", "rumors", "rumored", "legend", "legends", "tell", "tells", "told",
	"tale", "tales", "whisper", "whispers", "reads", "warns", "boast", "boasts", "story",
	"stories", "describe", "describes", "described", "mention", "mentions", "mentioned", "records", "recorded",
	"recounts", "recounted", "writes", "wrote", "written", "reputed", "supposed", "alleged", "thought",
	"reputedly", "supposedly", "allegedly", "reportedly", "purportedly"}

// hearsayWords are the report words whose passive tells of its subject
// ("A troll is said to haunt the bridge", "Orcs are rumoured to camp
// nearby"), where that of a verb of telling makes its subject the hearer
// ("3 orcs were told to guard it").
var hearsayWords = []string{"said", "rumoured", "rumored", "believed", "thought", "reputed", "supposed", "alleged",
	"claimed", "described", "mentioned", "recorded"}

// beVerbs are the forms of "to be" that make a report word after them
// passive ("is said", "are rumoured"), and a death word after them a
// state ("are dead").
var beVerbs = []string{"is", "are", "was", "were"}

// historyWords date what a sentence tells to the past ("Once home to a
// tribe of goblins, the hall stands empty", "Orcs held it long ago"): an
// area's key tells what is there now in the present tense, so a creature
// in such a sentence is the place's history, not met there.
var historyWords = []string{"once", "formerly", "ago", "previously", "erstwhile"}

// history reports whether word i dates its sentence to the past (see
// historyWords): "at once", "once more" and "once per day" date nothing,
// nor does "once" as a conjunction, "when" ("Once the party enters, 4
// goblins attack"), which a determiner or a pronoun follows.
func history(ws []string, i int) bool {
	lw := strings.ToLower(trimPunct(ws[i]))
	if !slices.Contains(historyWords, lw) {
		return false
	}
	if lw != "once" {
		return true
	}
	before, after := "", ""
	if i > 0 {
		before = strings.ToLower(ws[i-1])
	}
	if i+1 < len(ws) && trimPunct(ws[i]) == ws[i] {
		after = strings.ToLower(trimPunct(ws[i+1]))
	}
	return before != "at" && !slices.Contains(onceNotPast, after)
}

// onceNotPast are the words after "once" that make it no date of the
// past: a count of times ("once more", "once per day") or a clause it
// opens as a conjunction ("once the door opens", "once they see").
var onceNotPast = []string{"more", "again", "per", "a", "an", "each", "every", "the", "this", "that", "its", "their",
	"his", "her", "you", "they", "he", "she", "it", "we", "someone", "anyone", "all", "any", "both"}

// wayVerbs are what an exit does towards the place it reaches ("leads
// down to", "opens on"): the creatures after it in its clause are the
// far place's ("A stair leads down to the lair of two trolls").
var wayVerbs = []string{"lead", "leads", "leading", "open", "opens", "opening", "descend", "descends", "climb", "climbs",
	"ascend", "ascends", "wind", "winds", "run", "runs", "go", "goes", "continue", "continues"}

// wayPrepositions follow a way verb, a word between them or none ("leads
// down to", "opens on").
var wayPrepositions = []string{"to", "into", "onto", "on", "towards", "toward"}

// leadsAway reports whether word i is a way verb (see wayVerbs) with a
// preposition of direction within the two words after it.
func leadsAway(ws []string, i int) bool {
	if !slices.Contains(wayVerbs, strings.ToLower(ws[i])) {
		return false
	}
	for k := i + 1; k < min(len(ws), i+3); k++ {
		if slices.Contains(wayPrepositions, strings.ToLower(ws[k])) {
			return true
		}
		if trimPunct(ws[k]) != ws[k] {
			break
		}
	}
	return false
}

// mentionScopes returns the words of ws that stand in a mention's frame:
// from a depiction verb, a remains noun before "of", the party's
// possessive ("the party's 3 hirelings") or an exit's way to where it
// leads (see leadsAway) to the end of its clause, from a report word to
// the end of its sentence (from its start when the report is passive:
// "A troll is said to haunt the bridge"), a quoted document from its
// opening mark to its closing one (see opensDocument), the whole sentence a word dates to the past
// (see history), and a rolled table's list after its cue (see rolledList).
func mentionScopes(ws []string) []bool {
	in := make([]bool, len(ws))
	for i, w := range ws {
		lw := strings.ToLower(trimPunct(w))
		from, end := i+1, 0
		switch {
		case rolledCue(ws, i):
			end = rolledList(ws, i)
		case slices.Contains(reportWords, lw):
			end = sentenceEnd(ws, i)
			if i > 0 && slices.Contains(beVerbs, strings.ToLower(ws[i-1])) && slices.Contains(hearsayWords, lw) {
				from = sentenceStart(ws, i) // "A troll is said to haunt the bridge"
			}
		case opensDocument(ws, i):
			end = quotationEnd(ws, i)
		case history(ws, i):
			from, end = sentenceStart(ws, i), sentenceEnd(ws, i)
		case partyPossessive(w), leadsAway(ws, i):
			end = clauseEnd(ws, i)
		case slices.Contains(depictionVerbs, lw),
			trimPunct(w) == w && i+1 < len(ws) && ws[i+1] == "of" && (slices.Contains(remainsNouns, lw) || slices.Contains(ofMentionNouns, lw)):
			end = clauseEnd(ws, i)
		default:
			continue
		}
		for k := from; k < end; k++ {
			in[k] = true
		}
	}
	return in
}

// opensDocument reports whether word i opens a quotation (a quotation
// mark before its letters) that a report word or a colon introduces: the
// text of a document or a speech ("The scroll reads: “Beware! A band of 7
// ogres holds the pass.”", "A note: 'The door would not hold. 5 ghouls
// came through.'"), whose creatures are the writer's, however many
// sentences it runs to.
func opensDocument(ws []string, i int) bool {
	w := strings.TrimLeft(ws[i], "*")
	return w != "" && strings.ContainsRune(openingQuotes, []rune(w)[0]) && introducesDocument(ws[:i])
}

// introducesDocument reports whether ws, the words before a quotation,
// end by introducing a document's or a speech's text: a report word
// ("The scroll reads", "He says:"), or a colon after a document noun in
// the same sentence ("A note in a child's hand:", "The diary's last
// entry:"). A read-aloud cue ("Read aloud:") introduces what the players
// see, and a key's title before a colon ("3. Throne Room:") its text.
func introducesDocument(ws []string) bool {
	if len(ws) == 0 {
		return false
	}
	last := ws[len(ws)-1]
	if slices.Contains(reportWords, strings.ToLower(trimPunct(last))) {
		return true
	}
	if !strings.HasSuffix(last, ":") || readAloudCueRE.MatchString(strings.Join(ws[max(0, len(ws)-6):], " ")) {
		return false
	}
	for k := len(ws) - 1; k >= 0 && (k == len(ws)-1 || !endsSentence(ws[k])); k-- {
		if slices.Contains(documentNouns, naming.Singular(strings.ToLower(strings.TrimSuffix(trimPunct(ws[k]), "'s")))) {
			return true
		}
	}
	return false
}

// documentNouns name what holds written words a key may quote.
var documentNouns = []string{"note", "letter", "scroll", "inscription", "diary", "journal", "entry", "page", "sign",
	"plaque", "message", "epitaph", "book", "tablet", "parchment", "missive", "writing", "graffito", "graffiti",
	"rune", "verse", "poem", "prophecy", "notice", "placard", "ledger"}

// quotationEnd returns the index after the word that closes the quotation
// word i opens (a closing mark after its letters, sentence punctuation
// and emphasis aside), or after the end of ws when none does.
func quotationEnd(ws []string, i int) int {
	for k := i; k < len(ws); k++ {
		w := strings.TrimRight(ws[k], ".,;:!?*")
		if k == i {
			w = strings.TrimLeft(strings.TrimLeft(w, "*"), openingQuotes)
		}
		if w != "" && strings.ContainsAny(w[len(w)-1:], `"'`) || strings.HasSuffix(w, "”") || strings.HasSuffix(w, "’") && !strings.HasSuffix(w, "s’") {
			return k + 1
		}
	}
	return len(ws)
}

// sentenceStart returns the index of the first word of the sentence word i
// stands in.
func sentenceStart(ws []string, i int) int {
	for i > 0 && !endsSentence(ws[i-1]) {
		i--
	}
	return i
}

// pastVerbs are verbs in the simple past that tell where creatures lived,
// what they did there or that they fled ("Four orcs held this room until
// winter", "the goblins that lived here fled"): the past of a place, as
// an area's key tells what is there now in the present tense.
// Auxiliaries of the passive and the perfect ("were told to guard it",
// "had been"), "left" (what remains: "two orcs left behind") and "used"
// say nothing of the tense of the place, so they are left out.
var pastVerbs = []string{"was", "lived", "dwelt", "dwelled", "held", "fled", "died", "ruled",
	"built", "abandoned", "departed", "perished", "laired", "nested", "camped", "came", "raided", "looted"}

// inThePast reports whether the creature whose phrase ends at word end is
// the subject of a verb in the simple past (see pastVerbs), right after
// it or after a relative pronoun ("three orcs that lived here").
func inThePast(ws []string, end int) bool {
	if end >= len(ws) || strings.ContainsAny(ws[end-1], ".,;:!?()") {
		return false
	}
	k := end
	if slices.Contains([]string{"that", "who", "which"}, strings.ToLower(ws[k])) {
		k++
	}
	return k < len(ws) && slices.Contains(pastVerbs, strings.ToLower(trimPunct(ws[k])))
}

// partyPossessive reports whether word w is the party's possessive ("the
// party's", "the PCs'", "the characters’"), with either apostrophe.
func partyPossessive(w string) bool {
	w = strings.ReplaceAll(strings.ToLower(strings.Trim(w, `.,;:!?()"“”*`)), "’", "'")
	owner, ok := strings.CutSuffix(w, "'s")
	if !ok {
		owner, ok = strings.CutSuffix(w, "s'")
		owner += "s"
	}
	return ok && slices.Contains(partyWords, owner)
}

// partyWords name the players' party, whose own followers ("the party's
// hirelings", "the PCs' retainers") are never an area's encounter.
var partyWords = []string{"party", "pcs", "characters", "players", "adventurers", "heroes"}

// rolledCue reports whether word i opens the cue of a rolled table:
// "Wandering monsters", "Random encounters", "Wandering encounter", "Random
// monsters" in any case.
func rolledCue(ws []string, i int) bool {
	if i+1 >= len(ws) {
		return false
	}
	first, second := strings.ToLower(trimPunct(ws[i])), strings.ToLower(trimPunct(ws[i+1]))
	return (first == "wandering" || first == "random") && slices.Contains([]string{"monster", "monsters", "encounter", "encounters"}, second)
}

// rolledList returns the index after the list of a rolled table whose cue
// opens at word i: the cue's words up to a colon (at most ten: "Wandering
// monsters (roll 1d6 each turn):"), then entries led by die values ("1.",
// "2-3", "5:") to the last word before a sentence's end that no die value
// follows; i+2 (the cue alone) when no list follows a colon.
func rolledList(ws []string, i int) int {
	j := i + 1
	for j < len(ws) && j-i < 10 && !strings.HasSuffix(ws[j], ":") && !endsSentence(ws[j]) {
		j++
	}
	if j+1 >= len(ws) || !strings.HasSuffix(ws[j], ":") {
		return i + 2
	}
	if !dieValue(ws[j+1]) {
		return i + 2
	}
	end := j + 1
	for k := j + 1; k < len(ws); k++ {
		end = k + 1
		if endsSentence(ws[k]) && !dieValue(ws[k]) && (k+1 >= len(ws) || !dieValue(ws[k+1])) {
			break
		}
	}
	return end
}

// dieValue reports whether word w is a die value or range leading a
// rolled table's entry, read as the table step reads a row's range
// (rangeOnlyRE), in brackets or not: "1.", "2-3", "01–15", "5:", "6)",
// "(4)".
func dieValue(w string) bool { return rangeOnlyRE.MatchString(strings.TrimPrefix(w, "(")) }

// clauseEnd returns the index after the word that ends the clause word from
// stands in: one ending in a comma, semicolon, colon or a sentence's end.
func clauseEnd(ws []string, from int) int {
	for i := from; i < len(ws); i++ {
		if t := strings.TrimRight(ws[i], `"')”’`); endsSentence(ws[i]) || strings.HasSuffix(t, ",") || strings.HasSuffix(t, ";") || strings.HasSuffix(t, ":") {
			return i + 1
		}
	}
	return len(ws)
}

// summonWords bring a creature into being by magic or turn someone into
// one ("summon", "conjure", "polymorph"): what a spell, an item or a
// caster may call up, not a creature there. The past forms are left out:
// "a summoned demon (AC 2, HD 6) guards the circle" is there.
var summonWords = []string{"summon", "summons", "summoning", "conjure", "conjures", "conjuring", "polymorph", "polymorphs", "polymorphing"}

// summoned returns, for each word of ws, whether it stands in a clause
// after a word of summoning (see summonWords), up to the clause's end:
// the creature there is what is called up or become ("she prefers to
// summon an air elemental called Flying Debris, HD 16 AC -2", "her
// favourite shape to polymorph into is a blue dragon", "The wizard can
// summon 2 imps (AC 2, HD 2)"), not met, even with its stat line, which
// gives the stats it would have.
func summoned(ws []string) []bool {
	in := make([]bool, len(ws))
	for i, w := range ws {
		if slices.Contains(summonWords, strings.ToLower(trimPunct(strings.Trim(w, "*_")))) {
			for k := i + 1; k < clauseEnd(ws, i); k++ {
				in[k] = true
			}
		}
	}
	return in
}

// leavesRemains reports whether the words of a creature's phrase, or the
// word right after it, name its remains or an artwork of it ("three goblin
// corpses", "a wolf's skull", "Bear tracks lead north"), or name the
// creature as an owner ("a dragon's hoard"). Encounters ends a known
// creature's phrase at its name, so remains after a verb ("Three gnolls
// gnaw bones") are no part of it.
func leavesRemains(ws []string, start, end int) bool {
	for k := start; k < min(end+1, len(ws)); k++ {
		if w := strings.ToLower(trimPunct(ws[k])); slices.Contains(remainsNouns, w) {
			return true
		}
		if k < end && k+1 < len(ws) && (strings.HasSuffix(ws[k], "'s") || strings.HasSuffix(ws[k], "’s")) {
			return true
		}
		if k+1 < len(ws) && strings.ContainsAny(ws[k], ".,;:!?()") {
			break
		}
	}
	return false
}

// elsewhere reports whether the words after a creature's phrase ending at
// word end place it in another area ("the 4 orcs in area 5", "2d4 goblins
// from area 3", "a wererat (see area 7)") or have it come only on a
// condition ("1d4 orcs may come to investigate"; "If the alarm sounds, 6
// orcs arrive"): those creatures are another area's, or may arrive, and are
// not met here. A bracket that sends the referee to another area, in a
// sentence that prints the group's own hit points ("2 goblins (see area
// 3) with 5 hp and 3 hp", "Guards: 2 goblins (as area 3), hp 6, 4"), sends
// them to the stats printed there: modules print the hit points of the
// creatures met where they stand (see countedByHitPoints).
func elsewhere(ws []string, start, end int) bool {
	if end >= len(ws) || strings.ContainsAny(ws[end-1], ".;:!?") {
		return false
	}
	next := func(k int) string {
		if end+k >= len(ws) {
			return ""
		}
		return strings.ToLower(trimPunct(ws[end+k]))
	}
	place := func(k int) bool { return areaAt(ws, end+k) }
	switch {
	case strings.HasPrefix(ws[end], "(") && (next(0) == "see" && (place(1) || digitsKey(next(1))) || place(0)):
		return !ownHitPointsRE.MatchString(strings.Join(ws[end:sentenceEnd(ws, end)], " "))
	case slices.Contains([]string{"in", "from", "of", "at"}, next(0)) && place(1):
		return true
	}
	k := 0
	if slices.Contains(modalWords, next(0)) {
		k = 1
	}
	if !slices.Contains(arrivalVerbs, next(k)) {
		return false
	}
	s := start
	for s > 0 && !endsSentence(ws[s-1]) {
		s--
	}
	return k == 1 || slices.Contains(conditionWords, strings.ToLower(trimPunct(ws[s])))
}

// areaAt reports whether words j and j+1 name a keyed area by its key
// ("area 5", "room 12a").
func areaAt(ws []string, j int) bool {
	return j+1 < len(ws) && slices.Contains(areaWords, strings.ToLower(trimPunct(ws[j]))) && digitsKey(strings.ToLower(trimPunct(ws[j+1])))
}

// digitsKey reports whether w is an area's key in figures, a letter after
// it or none ("5", "12a").
func digitsKey(w string) bool {
	return w != "" && w[0] >= '0' && w[0] <= '9' && len(strings.TrimRight(w, "0123456789abcdefghijklmnopqrstuvwxyz")) == 0 && len(w) <= 4
}

// ownHitPointsRE matches hit points printed for the creatures of a
// sentence: figures before "hp" or after "hp" or "hit points" ("5 hp and
// 3 hp", "hp 6, 4", "hit points 7").
var ownHitPointsRE = regexp.MustCompile(`(?i)\b\d{1,3}\s*hp\b|\b(?:hp|hit points):?\s+\d`)

// areaWords name a keyed place before its key ("area 5", "room 12").
var areaWords = []string{"area", "areas", "room", "rooms", "chamber", "cave", "location", "hex", "encounter", "key"}

// modalWords make the verb after them a possibility, not a fact.
var modalWords = []string{"may", "might", "could", "would", "will", "can"}

// arrivalVerbs bring creatures from elsewhere.
var arrivalVerbs = []string{"come", "comes", "arrive", "arrives", "appear", "appears", "investigate", "investigates",
	"join", "joins", "respond", "responds", "return", "returns", "emerge", "emerges", "rush", "rushes"}

// conditionWords open a sentence whose arrivals happen only on a
// condition.
var conditionWords = []string{"if", "should", "unless", "once", "whenever", "when"}
