package offline

import (
	"cmp"
	"regexp"
	"slices"
	"strings"

	"github.com/scriptorium/scriptorium/requests"
)

// The rules of this file read the characters an area's sentences name as
// their subjects: by a title ("Headman Tobin sits by the fire"), by a class
// and level set apart by commas ("Lady Ysolde, F5, paces"), or after their
// kind ("The gnoll chieftain Gharr lounges on the throne"). subjectNames
// asks them at each sentence's and clause's start (see characters).

// characters returns the characters that the sentence or clause opening
// at word from names as its subject, by a title (see titledSubjects:
// "Headman Tobin sits by the fire"; "When the party enters, Captain
// Mirela draws her sword") or after their kind (see kindNamed: "The ogre
// Brug sleeps"), one each.
func characters(ws []string, from int, presented bool, b bestiary) []requests.Encounter {
	var out []requests.Encounter
	for _, name := range titledSubjects(ws, from, presented, b) {
		one := 1
		out = append(out, requests.Encounter{Creature: name, Name: name, Count: requests.Count{Fixed: &one}})
	}
	if name, kind, ok := kindNamed(ws, from, presented, b); ok && out == nil {
		one := 1
		out = append(out, requests.Encounter{Creature: kind, Name: name, Count: requests.Count{Fixed: &one}}) // no name: "The ogre sleeps"
	}
	return out
}

// titledSubjects reads the characters named at word s who do what the
// verb after their names says: a title (see titles; "Old" or "Young"
// before it or neither) and one or two capitalised words of a name (see
// closedNameEnd), then a verb in the present that says the character is
// not dead (see actsNow: "Headman Tobin sits by the fire", "Old Mother
// Hask stirs a cauldron", "Orlan the Grey studies"), a note in brackets
// between them or none ("Father Odo (C2, hp 9) is chained to the wall";
// one that sends the reader to another area places the character there:
// see elsewhere), or a second titled name joined by "and" before a
// verb ("Brother Aldric and Sister Vela pray here"); or a name, titled
// or not, and its class and level set apart by commas before the verb
// ("Lady Ysolde, F5, paces the floor", "Garth, a 3rd level fighter,
// sharpens his sword"), as a class and level mark a character; or, when
// the sentence presents the character (see presents), a title and a name
// that close it ("In the corner stands Sergeant Ruk."). A possessive
// names what the character owns ("Captain Mirela's cabin"), and a verb in
// the past or the perfect (see pastAt) the place's history ("King Harald
// built this hall", "Lady Luck smiled on the builders", "Lady Vane has
// ruled the elves for 200 years"), as a key tells what is there now in
// the present.
func titledSubjects(ws []string, s int, presented bool, b bestiary) []string {
	name, k, titled := characterName(ws, s, b)
	switch {
	case name == "":
		return nil
	case strings.HasSuffix(ws[k-1], ","):
		k = afterClassLevel(ws, k)
	case endsSentence(ws[k-1]):
		if presented && titled {
			return []string{name}
		}
		return nil
	case !titled:
		return nil
	case ws[k] == "and":
		if other, end, also := characterName(ws, k+1, b); other != "" && also && trimPunct(ws[end-1]) == ws[end-1] && (actsNow(ws, end) || actsTogether(ws[end])) {
			return []string{name, other}
		}
		return nil
	}
	if k > 0 && elsewhere(ws, s, k) {
		return nil // "Captain Mirela (see area 5) visits at night"
	}
	if k > 0 {
		k = afterNote(ws, k) // a note in brackets: "Father Odo (C2, hp 9) is chained"
	}
	if k == 0 || !actsNow(ws, k) {
		return nil
	}
	return []string{name}
}

// actsTogether reports whether w is a verb in the plural present that
// two characters joined by "and" do (see agentVerbs and stayVerbs): "pray",
// "wait".
func actsTogether(w string) bool {
	w = strings.ToLower(trimPunct(w))
	return slices.Contains(agentVerbs, w) || slices.Contains(stayVerbs, w)
}

// characterName reads a character's name at word s: a title (see titles;
// "Old" or "Young" before it or neither) or none, and the capitalised
// words of the name (see closedNameEnd); the name, the index after it and
// whether a title leads it, or "" when no name stands there or it is a
// possessive ("Captain Mirela's cabin").
func characterName(ws []string, s int, b bestiary) (name string, end int, titled bool) {
	t := s
	if t+1 < len(ws) && (ws[t] == "Old" || ws[t] == "Young") && titleAt(ws, t+1) {
		t++
	}
	if titleAt(ws, t) {
		t++
	}
	k := closedNameEnd(ws, t, b)
	name = trimPunct(strings.Join(ws[s:k], " "))
	if k == t || k >= len(ws) && !endsSentence(ws[k-1]) || strings.HasSuffix(name, "'s") || strings.HasSuffix(name, "’s") {
		return "", 0, false
	}
	return name, k, t > s
}

// closedNameEnd returns the end of the capitalised words of a name from
// word t (see nameEnd), an epithet or a place after "the" or "of" or
// neither ("Orlan the Grey", "Ysolde of Harrow"), the last of them closed
// by a comma or a sentence's end or not ("Lady Ysolde, F5, ...", "...
// stands Sergeant Ruk.").
func closedNameEnd(ws []string, t int, b bestiary) int {
	k := nameEnd(ws, t, b)
	joined := k > t && k+1 < len(ws) && slices.Contains(nameJoins, ws[k]) && startsUpper(ws[k+1]) && !commonLead(trimPunct(ws[k+1]), b)
	if joined {
		k++
	}
	if k < len(ws) && k-t < 4 && startsUpper(ws[k]) && !strings.HasPrefix(ws[k], "(") && (joined || strings.HasSuffix(ws[k], ",") || endsSentence(ws[k])) &&
		!commonLead(trimPunct(ws[k]), b) {
		k++
	}
	return k
}

// actsNow reports whether word k is the verb of a character named
// before it doing something here and now (see verbLike): not a verb in
// the past or the perfect (see pastAt: "built", "has ruled"), nor one of
// control (see controlVerbs) but over people counted after it (see
// leadsPeople), nor one a death word follows ("lies dead",
// "is slain"), nor one whose clause places the character in another area
// ("sleeps in area 17").
func actsNow(ws []string, k int) bool {
	if k >= len(ws) || !verbLike(ws[k]) || pastAt(ws, k) || slices.Contains(controlVerbs, strings.ToLower(ws[k])) && !leadsPeople(ws, k) {
		return false
	}
	if k+1 < len(ws) && ((ws[k] == "has" || ws[k] == "had") && pastAt(ws, k+1) || slices.Contains(deathWords, strings.ToLower(trimPunct(ws[k+1]))) ||
		slices.Contains(absentWords, strings.ToLower(trimPunct(ws[k+1]))) || slices.Contains(hearsayWords, strings.ToLower(trimPunct(ws[k+1])))) {
		return false
	}
	for j := k + 1; j+1 < clauseEnd(ws, k); j++ {
		if areaAt(ws, j) && slices.Contains([]string{"in", "at"}, strings.ToLower(ws[j-1])) {
			return false
		}
	}
	return true
}

// absentWords after a verb say that its subject is not here now: "The
// troll is away hunting", "Captain Mirela is not aboard", "The hermit has
// gone to the village".
var absentWords = []string{"not", "never", "away", "gone", "absent", "elsewhere", "out", "rarely", "seldom"}

// controlVerbs say who holds or rules a place ("The hedge knight Sir Odo
// Rook holds the tower", "Lord Vane rules the valley"), which a site's
// or a region's text tells of the character met in one of its rooms.
var controlVerbs = []string{"holds", "rules", "owns", "controls", "commands", "governs"}

// leadVerbs say, in the singular present, who leads or oversees the
// people after them: "leads", "directs", "oversees", "drills".
var leadVerbs = []string{"leads", "directs", "oversees", "supervises", "drills", "bosses", "marshals", "heads", "captains", "musters"}

// leadsPeople reports whether word k is a verb of control or leading (see
// controlVerbs and leadVerbs) whose object is a group of people counted
// right after it (see countedPhrase and personNoun), by a figure or a
// noun of number, "the" before it or not, not "a" alone: "Sergeant Hale
// commands six watchmen here", "... commands the six watchmen of the
// gate", "Mistress Quill directs four porters", "Captain Morrow commands a
// squad of soldiers", as one leads those met with them, where a place or
// a thing held ("holds the tower", "The lever controls the gate") tells
// of the site, and a picture's people ("A mural shows three knights") are
// no one's.
func leadsPeople(ws []string, k int) bool {
	if w := ws[k]; !slices.Contains(controlVerbs, w) && !slices.Contains(leadVerbs, w) || k+1 >= len(ws) {
		return false
	}
	at := k + 1
	if ws[at] == "the" && at+1 < len(ws) && counted(ws, at+1) {
		at++ // "commands the six watchmen of the gate"
	}
	p, ok := countedPhrase(ws, at)
	_, _, worded := groupCount(ws, at)
	return ok && (!isArticle(ws[at]) || worded) && slices.ContainsFunc(ws[p.start:p.end], func(w string) bool { return pluralWord(w) && personNoun(trimPunct(w)) })
}

// kindNamed reads a character named after its kind, which opens the
// sentence at word d with an article or a determiner: one or two
// lower-case words of the kind, the last singular, a creature the
// bestiary knows among them or a person noun last (see personNoun),
// "named" or "called" or neither, and capitalised words of the name (see
// closedNameEnd), then a verb of the character doing something now (see
// actsNow: "The gnoll chieftain Gharr lounges on the throne", "An old
// hermit named Pell lives here", "The ogre Brug sleeps"), or the
// sentence's end when the sentence presents the character (see presents:
// "On the throne sits the gnoll chieftain Gharr."); or the kind closed by
// a comma and the name set apart by commas after it (see apposedName:
// "The cook, Fat Berta, stirs a pot"); or the kind alone before its verb
// (see kindAlone: "The ogre sleeps"; after "the" or a possessive, as "an
// ogre" is a counted phrase), when name is "". What a kind is of
// ("the high priest of Yggoth") names no one. "The", a calling, "is" and
// a name name the one who holds it (see kindIsName: "The innkeeper is
// Bram Tollock").
func kindNamed(ws []string, d int, presented bool, b bestiary) (name, kind string, ok bool) {
	if d >= len(ws) || !isArticle(ws[d]) && !slices.Contains(determiners, strings.ToLower(ws[d])) {
		return "", "", false
	}
	k := d + 1
	for k < len(ws) && k-d <= 2 && isLowerWord(ws[k]) {
		k++
	}
	nb := b
	nb.lower = nil // inside a sentence a capital marks a name
	if name := kindIsName(ws, d, k, nb); name != "" {
		return name, strings.Join(ws[d+1:k], " "), true
	}
	if kind, ok := kindAlone(ws, d, b); ok && !isArticle(ws[d]) {
		return "", kind, true // "The ogre sleeps"; "An ogre sleeps" is a counted phrase
	}
	if k < len(ws) && k-d <= 2 && strings.HasSuffix(ws[k], ",") && isLowerWord(strings.TrimSuffix(ws[k], ",")) {
		k++
		if !metKind(ws[d+1:k], b) {
			return "", "", false
		}
		name, end := apposedName(ws, k, nb)
		return name, trimPunct(strings.Join(ws[d+1:k], " ")), name != "" && actsNow(ws, end)
	}
	if k == d+1 || k >= len(ws) || pluralWord(ws[k-1]) || !slices.ContainsFunc(ws[d+1:k], b.knows) && !personNoun(ws[k-1]) {
		return "", "", false // a name goes with one: "The goblins Grisha leads"
	}
	from := k
	if ws[k] == "named" || ws[k] == "called" {
		from++
	}
	end := closedNameEnd(ws, from, nb)
	if end == from || strings.HasSuffix(ws[end-1], ",") {
		return "", "", false
	}
	name, kind = trimPunct(strings.Join(ws[from:end], " ")), strings.Join(ws[d+1:k], " ")
	if strings.HasSuffix(name, "'s") || strings.HasSuffix(name, "’s") {
		return "", "", false // what the character owns: "The ogre Brug's sons sleep"
	}
	if endsSentence(ws[end-1]) {
		return name, kind, presented
	}
	return name, kind, actsNow(ws, end)
}

// kindIsName returns the name that "is" gives the one person of the kind
// ws[d+1:k] after "the" at word d ("The innkeeper is Bram Tollock, a fat
// man", "The miller is Hob Dunn."), as a gazetteer names who holds a
// calling: a singular person noun (see metKind and personNoun), "is", and
// capitalised words of a name (see closedNameEnd) closed by a comma or the
// sentence's end; else "".
func kindIsName(ws []string, d, k int, b bestiary) string {
	if !strings.EqualFold(ws[d], "the") || k == d+1 || k+1 >= len(ws) || ws[k] != "is" || !personNoun(ws[k-1]) || !metKind(ws[d+1:k], b) {
		return ""
	}
	end := closedNameEnd(ws, k+1, b)
	if end == k+1 || !strings.HasSuffix(ws[end-1], ",") && !endsSentence(ws[end-1]) {
		return ""
	}
	return trimPunct(strings.Join(ws[k+1:end], " "))
}

// apposedName reads the name set apart by commas from word k, after a
// kind a comma closes: capitalised words (see closedNameEnd), a note in
// brackets after them or none ("The cook, Fat Berta, stirs", "The
// steward, Old Hugo (F2, hp 9), counts"), or what the character is, an
// article and up to three lower-case words, before "named" or "called"
// and the name ("The smith's apprentice, a boy named Tam, works"), the
// whole closed by a comma; the name and the index after its comma, or ""
// when none stands there.
func apposedName(ws []string, k int, b bestiary) (string, int) {
	from := k
	if from < len(ws) && isArticle(ws[from]) {
		j := from + 1
		for j < len(ws) && j-from <= 3 && isLowerWord(ws[j]) {
			j++
		}
		if j >= len(ws) || ws[j] != "named" && ws[j] != "called" {
			return "", 0
		}
		from = j + 1
	}
	named := closedNameEnd(ws, from, b)
	end := named
	if end > from {
		end = afterNote(ws, end) // "The steward, Old Hugo (F2, hp 9), counts"
	}
	if end == from || !strings.HasSuffix(ws[end-1], ",") {
		return "", 0
	}
	return trimPunct(strings.Join(ws[from:named], " ")), end
}

// kindAlone reads a creature or a person named by its kind alone after
// the article or determiner at word d: one or two lower-case words of the
// kind that a creature or a person heads (see metKind), what it is of
// after it or none (see ofName: "The high priest of Yggoth stands at the
// altar"), right before a verb of what it does now (see actsNow: "The
// ogre sleeps", "The old hermit watches from the door"), as a key tells
// who is there; a person only told of by what they are like is aside (see
// qualitiesOnly: "The captain is stern and tired"), while a creature the
// bestiary knows is where its key is ("The ogre is hungry"); "The door is
// locked" and "The statue of a knight stands here" name things.
func kindAlone(ws []string, d int, b bestiary) (string, bool) {
	for k := d + 2; k <= d+3 && k < len(ws) && isLowerWord(ws[k-1]) && isLower(ws[k][0]); k++ {
		if !metKind(ws[d+1:k], b) {
			continue
		}
		end := k
		if ws[k] == "of" {
			end = ofName(ws, k+1, b)
		}
		if end > 0 && actsNow(ws, end) && (!qualitiesOnly(ws, end) || b.knows(strings.Join(ws[d+1:k], " "))) {
			return strings.Join(ws[d+1:end], " "), true
		}
	}
	return "", false
}

// qualitiesOnly reports whether word k is "is" or "are" and its sentence
// says only what its subject is like ("The captain is stern and tired",
// "The miller is a kindly man"), as a key's history or a person's
// description tells of one met elsewhere or not at all: no word of where
// (see placeWords and hereWords), of doing now (a participle in -ing),
// of being held (see captiveWords) or of a state only one present is in
// (see presentStates: "The captain is asleep") follows the verb in the
// sentence, where "The captain is here", "The captain is asleep at his
// desk" and "The steward is old, but he waits by the door" meet them.
func qualitiesOnly(ws []string, k int) bool {
	if v := strings.ToLower(ws[k]); v != "is" && v != "are" {
		return false
	}
	return !slices.ContainsFunc(ws[k+1:sentenceEnd(ws, k+1)], func(w string) bool {
		w = strings.ToLower(trimPunct(w))
		return slices.Contains(placeWords, w) || slices.Contains(hereWords, w) || inflected(w, "ing") || slices.Contains(captiveWords, w) ||
			slices.Contains(presentStates, w)
	})
}

// presentStates are the states a person is in where the key finds them,
// after "is": "asleep", "awake", "on duty".
var presentStates = []string{"asleep", "awake", "alert", "drunk", "duty", "busy", "alone", "ready"}

// ofName returns the end of the name a kind is of, from word k after
// "of": "the" or none and capitalised words ("of Yggoth", "of the Black
// Wood"; see nameEnd), or 0.
func ofName(ws []string, k int, b bestiary) int {
	from := k
	if from < len(ws) && ws[from] == "the" {
		from++
	}
	if end := nameEnd(ws, from, b); end > from {
		return end
	}
	return 0
}

// metKind reports whether the words of a kind, the last its head, name
// one creature or person met: a singular head that is not a possessive
// ("the troll's club"), a creature the bestiary knows or a person noun
// (see personNoun), and no word of a dead one (see deathWords: "the dead
// ogre") or of a likeness (see artWords: "the bronze knight", where "the
// stone giant" is a giant).
func metKind(kind []string, b bestiary) bool {
	whole, head := trimPunct(strings.Join(kind, " ")), trimPunct(kind[len(kind)-1])
	if pluralWord(head) || strings.HasSuffix(head, "'s") || strings.HasSuffix(head, "’s") || !b.knows(whole) && !b.knows(head) && !personNoun(head) {
		return false
	}
	return !slices.ContainsFunc(kind, func(w string) bool {
		w = strings.ToLower(trimPunct(w))
		return slices.Contains(deathWords, w) || slices.Contains(artWords, w) && !b.knows(whole)
	})
}

// pastAt reports whether word k is a verb in the past: one of pastVerbs,
// or a word in -ed (see inflected).
func pastAt(ws []string, k int) bool {
	v := strings.ToLower(trimPunct(ws[k]))
	return inflected(v, "ed") || slices.Contains(pastVerbs, v)
}

// afterClassLevel returns the index after a character's class and level
// set apart by commas from word k ("F5,", "Ftr 4,", "a 3rd level
// fighter,"), an article before it or none, or 0 when none stands there.
func afterClassLevel(ws []string, k int) int {
	from := k
	if from < len(ws) && isArticle(ws[from]) {
		from++
	}
	for end := from + 1; end <= min(len(ws), from+maxClassWords+1); end++ {
		if w := ws[end-1]; strings.HasSuffix(w, ",") {
			if classLevelRE.MatchString(strings.TrimSuffix(strings.Join(ws[from:end], " "), ",")) {
				return end
			}
			return 0
		}
	}
	return 0
}

// titleAt reports whether word i is a title, capitalised, that leads a
// character's name (see titles): "Headman Tobin", "Sir Bors", or one
// printed short with a full stop (see abbreviatedTitle: "Sgt. Hale").
func titleAt(ws []string, i int) bool {
	return i < len(ws) && startsUpper(ws[i]) && (trimPunct(ws[i]) == ws[i] && slices.Contains(titles, strings.ToLower(ws[i])) || abbreviatedTitle(ws[i]))
}

// titles are the honorifics, ranks and offices that lead a character's
// name in a key ("Headman Tobin", "Brother Aldric", "Captain Mirela",
// "Dame Ilse", "Abbot Morcant").
var titles = []string{"headman", "headwoman", "elder", "brother", "sister", "father", "mother", "abbot", "abbess", "prior",
	"prioress", "friar", "deacon", "bishop", "canon", "sir", "dame", "lady", "lord", "baron", "baroness", "count",
	"countess", "duke", "duchess", "king", "queen", "prince", "princess", "captain", "sergeant", "lieutenant",
	"commander", "marshal", "constable", "bailiff", "reeve", "mayor", "burgomaster", "magister", "master", "mistress",
	"goodman", "goodwife", "granny", "chief", "chieftain", "squire", "widow"}

// rosterNames returns the characters a key lists by name after a label of
// who is there, as a town's gazetteer does: a calling or a word of
// rosterLabels closed by a colon where a sentence or a clause opens
// ("Innkeeper: Bram Tollock (hp 5).", "NPCs: Father Ambrose (C3), Old
// Nan.", "Staff: Bram, innkeeper; Old Nan, cook; and Tam, stable boy."),
// or a participle of keeping a place and "by" ("The inn is run by Bram
// Tollock", "kept by Widow Marrow"), or a noun of a home and "of" ("This
// is the home of Widow Marrow"; see homeNouns); each item of the list up to the
// sentence's end that opens with a name (see characterName) is one
// character, of the label's calling when the label is one ("Innkeeper:
// Bram" is Bram the innkeeper). The items are parted by semicolons when
// the list holds one, as a list whose items hold commas is, else by
// commas; "and" may open an item. Counted items ("two acolytes") are the
// counted phrases' to read.
func rosterNames(ws []string, b bestiary) []requests.Encounter {
	nb := b
	nb.lower = nil // inside a sentence a capital marks a name
	var out []requests.Encounter
	for i := 0; i+1 < len(ws); i++ {
		kind, from := rosterLabel(ws, i)
		if from == 0 {
			continue
		}
		for _, item := range listItems(ws, from) {
			if item < len(ws) && ws[item] == "and" {
				item++
			}
			if name, _, _ := characterName(ws, item, nb); name != "" {
				one := 1
				out = append(out, requests.Encounter{Creature: cmp.Or(kind, name), Name: name, Count: requests.Count{Fixed: &one}})
			}
		}
	}
	return out
}

// rosterLabel reads a label of who is there at word i (see rosterNames):
// the calling it names, if any, and the index of the list after it, or 0.
func rosterLabel(ws []string, i int) (kind string, from int) {
	w := strings.ToLower(ws[i])
	if label, ok := strings.CutSuffix(w, ":"); ok && opensClause(ws, i) && startsUpper(ws[i]) {
		switch {
		case slices.Contains(rosterLabels, label):
			return "", i + 1
		case personNoun(label) && !pluralWord(label):
			return label, i + 1
		}
		return "", 0
	}
	if i+2 < len(ws) && slices.Contains(keepingParticiples, w) && ws[i+1] == "by" && (slices.Contains(beVerbs, strings.ToLower(ws[max(i-1, 0)])) || opensClause(ws, i)) {
		return "", i + 2
	}
	if i+2 < len(ws) && slices.Contains(homeNouns, w) && ws[i+1] == "of" && startsUpper(ws[i+2]) {
		return "", i + 2 // "This is the home of Widow Marrow"
	}
	return "", 0
}

// homeNouns name the place a person lives or works in before "of" and
// the person's name ("the home of Widow Marrow", "the shop of Bram
// Tollock"), as a gazetteer says who is found there; a tomb or a statue
// of someone is not among them.
var homeNouns = []string{"home", "house", "shop", "workshop", "residence", "dwelling", "forge", "office", "quarters",
	"lodgings", "hut", "cottage", "studio", "surgery", "manse", "rectory", "parsonage"}

// listItems returns where the items of a list opening at word from start,
// up to the end of its sentence: after each semicolon when the list holds
// one, else after each comma (see rosterNames); brackets are no part of
// the list's punctuation.
func listItems(ws []string, from int) []int {
	end, semi := from, false
	for depth := 0; end < len(ws); end++ {
		depth += strings.Count(ws[end], "(") - strings.Count(ws[end], ")")
		semi = semi || depth == 0 && strings.HasSuffix(ws[end], ";")
		if depth <= 0 && endsSentence(ws[end]) {
			end++
			break
		}
	}
	sep := ","
	if semi {
		sep = ";"
	}
	out := []int{from}
	for depth, j := 0, from; j+1 < end; j++ {
		if depth += strings.Count(ws[j], "(") - strings.Count(ws[j], ")"); depth <= 0 && strings.HasSuffix(ws[j], sep) {
			out = append(out, j+1)
		}
	}
	return out
}

// rosterLabels are the labels a gazetteer lists a place's people after
// ("Owner: ...", "NPCs: ...", "Here: ..."), which name no calling of
// their own.
var rosterLabels = []string{"owner", "owners", "proprietor", "proprietress", "proprietors", "npc", "npcs", "residents",
	"occupants", "inhabitants", "staff", "here", "present", "people", "persons", "personalities", "notables", "host",
	"hostess", "landlord", "landlady", "tenant", "tenants", "family"}

// keepingParticiples say who keeps a place before "by" and their name:
// "run by", "kept by", "owned by".
var keepingParticiples = []string{"run", "kept", "owned", "managed", "tended", "staffed", "operated", "held", "minded"}

// epithetRE matches an individual's name, up to three capitalised words,
// and the epithet after it with "the", capitalised as a title is, a
// comma between or none: "Bargle the Infamous", "Mab the Rat Queen",
// "Old Maud, the Drowned Miller".
var epithetRE = regexp.MustCompile(`^(\p{Lu}[\pL'’-]*(?: \p{Lu}[\pL'’-]*){0,2}),? the \p{Lu}[\pL'’-]*(?: \p{Lu}[\pL'’-]*){0,2}$`)

// givenNames returns es with each individual whose full name, its
// epithet with it (see epithetRE), stands as its creature called by the
// name it was given: "Mab the Rat Queen" is Mab, as the key calls her
// after, and stays the creature, so nothing printed is lost. One called
// by a kind ("an ogre named Brug the Cruel") keeps its name whole.
func givenNames(es []requests.Encounter) []requests.Encounter {
	for i, e := range es {
		if e.Name != "" && e.Name != e.Creature || e.Name == "" && (e.Count.Fixed == nil || *e.Count.Fixed != 1) {
			continue
		}
		if m := epithetRE.FindStringSubmatch(e.Creature); m != nil {
			es[i].Name = m[1]
		}
	}
	return es
}
