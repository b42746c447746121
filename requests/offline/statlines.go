package offline

import (
	"regexp"
	"strings"

	"github.com/scriptorium/scriptorium/requests"
	"github.com/scriptorium/scriptorium/statblock"
)

// Stat lines in an area's text: which words belong to one, which noun
// phrase a stat line follows, and which candidate takes a shared one.

// statOwners maps the start of each shared stat line to the candidate that
// takes it: the first reaching it counted by a number (the subject of the
// sentence), else the last counted by an article, else the last opened by a
// determiner.
func statOwners(cands []candidate) map[int]int {
	owners := map[int]int{}
	for n, c := range cands {
		if !c.shared {
			continue
		}
		if best, ok := owners[c.statAt]; !ok || rank(c) >= rank(cands[best]) && rank(cands[best]) < 2 {
			owners[c.statAt] = n
		}
	}
	return owners
}

// rank orders candidates for a shared stat line: counted by a number (the
// first such wins), by an article, then opened by a determiner (the last of
// equal rank wins).
func rank(c candidate) int {
	switch {
	case c.det:
		return 0
	case c.article:
		return 1
	}
	return 2
}

// statWords marks the words of ws that belong to stat lines.
func statWords(ws []string) map[int]bool {
	out := map[int]bool{}
	for from := 0; ; {
		s, e, ok := statRun(ws, from)
		if !ok {
			return out
		}
		for i := s; i < e; i++ {
			out[i] = true
		}
		from = e + 1
	}
}

// statAfter returns the stat line that follows a noun phrase ending at word
// end. In parentheses right after it ("10 monks (HD1 AC8 1d6)") the line is
// the phrase's own; later in the same sentence ("a naga named Sweet Stab or
// Revenge: HD 9 AC 7 1d8", "Six kobolds live here (AC 13, HD ...)", when
// no other count comes between), or
// opening one of the next two sentences ("The five squidmen are cowards. HD
// 7+1 AC 8"), it is shared (see statOwners). At is where the stat line
// starts. A stat line in parentheses belongs to the phrase right before it
// only (but see objectOfPlace).
func statAfter(ws []string, end int) (stat string, at int, shared bool) {
	if end < len(ws) && opensBracket(ws[end]) {
		if inner, ok := statInBrackets(ws[end:min(len(ws), end+maxParenWords)]); ok {
			return inner, end, false
		}
		return "", 0, false
	}
	own, ends, depth, counted := !endsSentence(ws[end-1]), 0, 0, false
	for j := end; j < min(len(ws), end+maxStatDistance) && ends <= maxStatSentences; j++ {
		if depth == 0 && own && !counted && opensBracket(ws[j]) {
			if inner, ok := statInBrackets(ws[j:min(len(ws), j+maxParenWords)]); ok && creatureStatRE.MatchString(inner) {
				return inner, j, true // later in its sentence: "Six kobolds live here (AC 13, HD 1d4 ...)"
			}
		}
		if own && !counted {
			_, _, counted = readCount(ws, j)
		}
		depth += strings.Count(ws[j], "(")
		if depth == 0 && opensStat(trimPunct(ws[j])) && (own || endsSentence(ws[j-1])) {
			if s, e, ok := statRun(ws, j); ok && s == j && e > j+1 && creatureStatRE.MatchString(statText(ws, s, e)) {
				return statText(ws, s, e), s, true
			}
		}
		depth = max(0, depth-strings.Count(ws[j], ")"))
		if endsSentence(ws[j]) {
			own, ends = false, ends+1
		}
	}
	return "", 0, false
}

// creatureStatRE tells a creature's stat line from a ship's or a fort's
// ("HP 35 AC 2 3d8/3d8"): it gives hit dice, or movement, morale, XP,
// saves or attacks, the label alone or glued to its value as compact lines
// print it ("HD1 hp 4,3,2 AC6").
var creatureStatRE = regexp.MustCompile(`\b(?:` + statblock.CreaturePattern() + `)(?:\b|[\d½¼])`)

// minParenLabels is how many stat labels make a parenthesis that opens
// with another one a stat line (Labyrinth Lord "(AL C, MV 120' (40'), AC
// 6, HD 1, ...)").
const minParenLabels = 3

// maxParenWords bounds the words of a stat line in parentheses, and
// maxStatDistance how many words after its noun phrase a stat line may
// start.
const (
	maxParenWords   = 80
	maxStatDistance = 200
)

// maxStatSentences is how many sentences a stat line may come after the
// phrase it belongs to ("The ten tentacles seize victims. Each acts alone.
// HD 1 AC 2 1d4").
const maxStatSentences = 2

// parenthesised returns the text inside the brackets opening at ws[0],
// round or square: a one-page dungeon sets a stat line in square brackets
// as others set it in round ones ("Mire hag [HD 5 AC 4 claws 1d6/1d6]").
func parenthesised(ws []string) string {
	joined := strings.Join(ws, " ")
	open, closing := '(', ')'
	if strings.HasPrefix(joined, "[") {
		open, closing = '[', ']'
	}
	depth := 0
	for i, r := range joined {
		switch r {
		case open:
			depth++
		case closing:
			depth--
			if depth == 0 {
				return joined[1:i]
			}
		}
	}
	return ""
}

// statInBrackets returns the stat line inside the brackets opening at
// ws[0] (see parenthesised, statParen) up to the clause of what its
// creature carries (see withoutPossessions: "(C3, AC 4, ...; carries 40
// gp)"), and whether the brackets hold a stat line.
func statInBrackets(ws []string) (string, bool) {
	inner := parenthesised(ws)
	return withoutPossessions(inner), statParen(inner)
}

// opensBracket reports whether word w opens a bracket, round or square.
func opensBracket(w string) bool { return strings.HasPrefix(w, "(") || strings.HasPrefix(w, "[") }

// countedByHitPoints gives each encounter of es whose count is no number
// nor dice ("The wights (AC 5, HD 3*, hp 13, 11, ...)", "a band of orcs
// (AC 6, HD 1, hp 5, 4, 3)", "Orcs: AC 6, HD 1, hp 5, 4, 3") the number
// of hit points its stat line lists, when it lists two or more: modules
// print one hit point total per creature present.
func countedByHitPoints(es []requests.Encounter) []requests.Encounter {
	for i, e := range es {
		if e.Count.Fixed != nil || e.Count.Dice != "" || e.StatLine == "" {
			continue
		}
		if n := len(statblock.Normalize(statblock.Parse(e.StatLine)).HitPoints); n > 1 {
			es[i].Count = requests.Count{Fixed: &n}
		}
	}
	return es
}
