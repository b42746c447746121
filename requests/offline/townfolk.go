package offline

import (
	"cmp"
	"slices"
	"strings"

	"github.com/scriptorium/scriptorium/requests"
)

// The rules of this file read the groups of people a town's or a
// village's key names without a figure before them: by a quantifier that
// takes them as present ("Each guard carries a horn", "Both clerks look
// up", "All the servants scurry about"), or by the band they belong to
// ("the Black Gull Gang's men drink here").

// presenceQuantifiers take a group's members as the ones the key finds
// there, each or all of them, where "some" and "many" tell of a few of
// a kind (see quantifiers): "Each guard", "Every patron", "Both clerks",
// "All the servants".
var presenceQuantifiers = []string{"each", "every", "both", "all"}

// quantifiedGroups returns the groups of people (see personNoun) a
// sentence or a clause opens with after a quantifier of presence (see
// presenceQuantifiers), "the", a possessive or a number after "all" or
// "both", "of" before the first two or none ("All four watchmen", "Both
// the clerks", "All of his sons"), and a word that qualifies them or
// none, the noun singular after "each" and "every" and plural after
// "both" and "all", when the verb after them says what they do now (see
// groupVerb): "Each guard carries a horn", "Every patron
// stares at the door", "Both clerks look up", "All the servants scurry
// about". "Both" counts two, a number its own; else the number is
// unstated. A clause the text tells as a mention (see mentionScopes)
// meets no one.
func quantifiedGroups(ws []string, mentioned []bool) []requests.Encounter {
	var out []requests.Encounter
	for s := range ws {
		q := strings.ToLower(strings.TrimLeft(ws[s], openingQuotes))
		if !opensClause(ws, s) || mentioned[s] || !slices.Contains(presenceQuantifiers, q) || strings.ContainsAny(ws[s], ".,;:!?()") {
			continue
		}
		count, j := requests.Count{Note: "unstated"}, s+1
		if q == "both" {
			two := 2
			count.Fixed, count.Note = &two, ""
		}
		plural := q == "both" || q == "all"
		if plural && j+1 < len(ws) && ws[j] == "of" && slices.Contains(determiners, strings.ToLower(ws[j+1])) {
			j++ // "Both of the clerks", "All of his sons"
		}
		if plural && j < len(ws) && slices.Contains(determiners, strings.ToLower(ws[j])) {
			j++ // "All the servants", "Both his sons"
		} else if c, n, ok := readCount(ws, min(j, len(ws)-1)); plural && ok && j < len(ws) && !isArticle(ws[j]) {
			count, j = c, j+n // "All four watchmen"
		}
		if c, ok := peopleAndVerb(ws, j, j, plural, count); ok {
			out = append(out, c)
		}
	}
	return out
}

// bandGroups returns the groups of people named by the band or the
// person they belong to: up to three capitalised words of its name and a
// last one in the possessive, after "the" or where a sentence or a clause opens,
// and a plural person noun (see personNoun), a word that qualifies it
// before it or none, when the verb after them says what they do now (see
// groupVerb): "the Black Gull Gang's men drink here", "At night the Red
// Hand's thugs gamble by the fire", "Captain Mirela's guards patrol the
// deck", counted as unstated, as a gazetteer names a gang's, a guild's or
// a leader's people by whose they are.
func bandGroups(ws []string, mentioned []bool) []requests.Encounter {
	var out []requests.Encounter
	for s := range ws {
		from := s
		if strings.EqualFold(ws[s], "the") {
			from++
		} else if !opensClause(ws, s) {
			continue
		}
		if mentioned[s] || from >= len(ws) || from > s && strings.EqualFold(ws[from], "the") {
			continue
		}
		j := from
		for j < len(ws) && j-from < 3 && startsUpper(ws[j]) && trimPunct(ws[j]) == ws[j] && !possessiveWord(ws[j]) && !strings.EqualFold(ws[j], "the") {
			j++
		}
		if j >= len(ws) || !startsUpper(ws[j]) || !possessiveWord(ws[j]) {
			continue
		}
		if c, ok := peopleAndVerb(ws, from, j+1, true, requests.Count{Note: "unstated"}); ok {
			out = append(out, c)
		}
	}
	return out
}

// possessiveWord reports whether w ends in "'s" or "’s".
func possessiveWord(w string) bool { return strings.HasSuffix(w, "'s") || strings.HasSuffix(w, "’s") }

// peopleAndVerb reads, from word j, a word that qualifies the people or
// none and a person noun (see personNoun), plural or singular as plural
// says, before their verb (see groupVerb): the group named by ws[s:] up
// to the noun, counted by count, and whether it stands there.
func peopleAndVerb(ws []string, s, j int, plural bool, count requests.Count) (requests.Encounter, bool) {
	head := j
	if head+1 < len(ws) && !strings.ContainsAny(ws[head], ".,;:!?()") && isLowerWord(ws[head]) && !pluralWord(ws[head]) && !personNoun(ws[head]) {
		head++ // "Each burly guard"
	}
	if head >= len(ws) {
		return requests.Encounter{}, false
	}
	w := trimPunct(ws[head])
	if !personNoun(w) || pluralWord(w) != plural || possessiveWord(w) || !isLower(w[0]) || !groupVerb(ws, head+1) {
		return requests.Encounter{}, false
	}
	return requests.Encounter{Creature: trimPunct(strings.Join(ws[s:head+1], " ")), Count: count}, true
}

// groupVerb reports whether the words from v, after the name of a group
// of people that no figure counts, open the verb of what they do now,
// adverbs before it or none (see leadWords): the group's name closed by
// no mark, then a lower-case word that is no stop word, preposition or
// pronoun, not in the past (see pastAt and irregularPasts), nor a word
// of absence, hearsay or death (see absentWords, hearsayWords and
// deathWords), nor one of a state or a modal (see stateVerbs and
// modalVerbs) — "look up", "loaf here", "unloads a barge", "carries a
// horn", "Several dockhands loaf." — or "are" and "here" (see beHere). A key names a group so that it finds there: the word
// after people's name is their verb, where a figure's group needs a verb
// of the living (see agentVerbs) to tell its people from things.
func groupVerb(ws []string, v int) bool {
	for v < len(ws) && slices.Contains(leadWords, strings.ToLower(ws[v])) && !strings.ContainsAny(ws[v-1], ".,;:!?()") {
		v++ // "Every patron here stares"
	}
	if v >= len(ws) || strings.ContainsAny(ws[v-1], ".,;:!?()'’") {
		return false // a possessive: "A pair of guards' helmets"
	}
	if beHere(ws, v) {
		return true
	}
	w := strings.TrimRight(ws[v], ".,;:!?")
	return isLowerWord(w) && !slices.Contains(placeWords, w) && !slices.Contains(pronouns, w) &&
		!pastAt(ws, v) && !slices.Contains(irregularPasts, w) && !slices.Contains(stateVerbs, cmp.Or(presentPlural(w), w)) &&
		!slices.ContainsFunc([][]string{absentWords, hearsayWords, deathWords, quantifiers, modalVerbs}, func(l []string) bool { return slices.Contains(l, w) })
}

// stateVerbs, in the plural present, tell what people feel, know or are
// owed, not what they do where the key finds them: "All the villagers fear
// the witch", "Each guard earns 2 gp a day", "Every traveller pays a
// toll", "Every child knows the tale".
var stateVerbs = []string{"fear", "dread", "hate", "love", "like", "dislike", "trust", "distrust", "respect", "admire", "despise",
	"know", "believe", "think", "say", "claim", "agree", "remember", "forget", "want", "wish", "hope", "owe", "earn", "receive",
	"get", "need", "deserve", "belong", "come", "go", "visit", "avoid", "pay", "cost"}

// modalVerbs say what people must or may do, a rule of the place, not
// what they do now: "All guards must report at dawn".
var modalVerbs = []string{"must", "may", "might", "should", "would", "could", "shall", "ought", "cannot"}

// irregularPasts are verbs in the simple past that end in no "-ed", which
// a group's verb right after its name is when it tells the place's
// history ("The Moth Queen's servants left it", "Both guards fled"), past
// the few of pastVerbs.
var irregularPasts = []string{"left", "went", "took", "fought", "ran", "gave", "stole", "slew", "fell", "wrote", "ate", "drank",
	"knew", "swore", "told", "won", "began", "became", "spoke", "threw", "wore", "woke", "rode", "drove", "chose", "saw",
	"brought", "bought", "sold", "sent", "found", "made", "kept", "led", "lost", "paid", "hid", "dug", "broke", "stood", "sat",
	"met", "got", "grew", "flew", "sang", "slept", "taught", "caught", "sought", "thought", "said"}
