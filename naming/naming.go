// Package naming holds the forms every layer compares and files names in:
// [Fold] and [FoldName] for comparing printed names, [FoldPlace] and
// [HeadNoun] for names of places, [Places] to look places up by name,
// [Singular] for
// plurals, and [Slug] for names in tags, ids and file names. Request
// building, the offline rules, the adventure model, evals and exporters
// share it, so a name folds one way everywhere.
//
// It is pure: no I/O and no state beyond its read-only tables, so every
// function is safe for concurrent use. It knows nothing of requests,
// stages or providers.
package naming

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"unicode"

	pluralize "github.com/gertd/go-pluralize"
	"github.com/gosimple/unidecode"
	"golang.org/x/text/unicode/norm"
)

// Fold returns s in lower case with runs of white space made one space and
// none at either end: the form names are compared in.
func Fold(s string) string { return strings.Join(strings.Fields(strings.ToLower(s)), " ") }

// FoldName returns a printed creature name folded ([Fold]) without a leading
// count ("3 Goblins" and "2d4 goblins" give "goblins").
func FoldName(printed string) string { return leadingCount.ReplaceAllString(Fold(printed), "") }

// FoldPlace returns a place's name folded ([Fold]) without a leading
// article and with one kind of apostrophe ("The  Queen’s Chamber" gives
// "queen's chamber"): the form exits name places in.
func FoldPlace(name string) string {
	return leadingArticle.ReplaceAllString(Fold(strings.ReplaceAll(name, "’", "'")), "")
}

// leadingArticle strips an article before a name: "the", "a", "an".
var leadingArticle = regexp.MustCompile(`^(?:the|a|an)\s+`)

// HeadNoun returns the last word of a place's title before any "of"
// phrase and any adverb of place after the noun, folded ([FoldPlace]):
// the word a text shortens the title to ("Lych gate" gives "gate", "Tomb
// of the Bellfounder" gives "tomb", "Stair Down" gives "stair").
func HeadNoun(title string) string {
	f := FoldPlace(title)
	if before, _, ok := strings.Cut(f, " of "); ok {
		f = before
	}
	ws := strings.Fields(f)
	for len(ws) > 1 && slices.Contains(placeAdverbs, ws[len(ws)-1]) {
		ws = ws[:len(ws)-1]
	}
	if len(ws) == 0 {
		return ""
	}
	return ws[len(ws)-1]
}

// placeAdverbs are the adverbs a place's title may end in after its noun
// ("Stair Down", "Hall Below").
var placeAdverbs = []string{"down", "up", "below", "above", "beneath", "beyond", "within"}

// leadingCount strips a count before a name: "3 goblins", "2d4 orcs", "12x".
var leadingCount = regexp.MustCompile(`^\d+(d\d+([+-]\d+)?)?\s*x?\s+`)

// Singular returns name with its last word in the English singular
// (slaves → slave, wolves → wolf, harpies → harpy, mice → mouse,
// lizardmen → lizardman, oxen → ox, larvae → larva, djinn → djinni), by
// github.com/gertd/go-pluralize and the foreign plurals English keeps
// (see inflector); a plural whose singular only a vocabulary tells is
// one of [Singulars].
func Singular(name string) string {
	head, last := splitLast(name)
	return head + inflector.Singular(last)
}

// Singulars returns the singular forms name may have, [Singular]'s first:
// when that keeps a last word ending in one "s" after a vowel or a
// consonant other than "s" (a Latin singular in "-us" or a word in "-gas",
// which the rules keep: status, gas), the word without its "s" as well,
// as English makes the plural of a noun borrowed with a final vowel
// ("tengus" → "tengu", "nagas" → "naga", "kappas" → "kappa"). Only a
// vocabulary (the monster table, the creatures a module prints) tells
// which is meant: "octopus" is one creature, "tengus" several.
func Singulars(name string) []string {
	one := Singular(name)
	head, last := splitLast(one)
	if one != name || !strings.HasSuffix(last, "s") || strings.HasSuffix(last, "ss") || len(last) < 4 {
		return []string{one}
	}
	return []string{one, head + strings.TrimSuffix(last, "s")}
}

// splitLast splits name before its last word.
func splitLast(name string) (head, last string) {
	if i := strings.LastIndexByte(name, ' '); i >= 0 {
		return name[:i+1], name[i+1:]
	}
	return "", name
}

// inflector singularizes English nouns, irregular plurals included (wolves,
// mice, lizardmen, oxen), with the plurals English keeps from the
// languages it borrowed creatures from (see foreignPlurals). It is only
// read after construction, so it is safe for concurrent use.
var inflector = func() *pluralize.Client {
	c := pluralize.NewClient()
	for _, p := range foreignPlurals {
		c.AddIrregularRule(p[0], p[1])
	}
	c.AddSingularRule(`(?i)([^ae])ae$`, `$1a`)
	return c
}()

// foreignPlurals are singular and plural pairs English keeps from Arabic
// and Greek (djinni, djinn; efreeti, efreet; cyclops, cyclopes). The
// Latin first declension ("-a", plural "-ae": larva, larvae; medusa,
// medusae; lamia, lamiae) is a rule of its own in inflector.
var foreignPlurals = [][2]string{{"djinni", "djinn"}, {"efreeti", "efreet"}, {"cyclops", "cyclopes"}}

// Slug returns name as a tag, id or file-name component: accents removed,
// letters and digits of other scripts than the Latin spelled in ASCII by
// github.com/gosimple/unidecode (a letter it has no spelling for as "u"
// and its code point in hex), lower case, every other run of characters
// replaced by one hyphen, no hyphen at either end ("Orc War-Leader (2)" →
// "orc-war-leader-2", "Тролль" → "troll", "Κύκλωψ" → "kuklops"), so
// names in any script keep ids apart. A name with no letters or digits
// gives "unnamed".
func Slug(name string) string {
	var b strings.Builder
	hyphen := false
	for _, r := range norm.NFD.String(name) {
		r = unicode.ToLower(r)
		spelled := ""
		switch {
		case r >= 'a' && r <= 'z' || r >= '0' && r <= '9':
			spelled = string(r)
		case unicode.Is(unicode.Mn, r):
			continue
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			if spelled = ascii(r); spelled == "" {
				continue // a sign spelled as an apostrophe (Cyrillic "ь") stays in its word
			}
		}
		if spelled == "" {
			hyphen = true
			continue
		}
		if hyphen && b.Len() > 0 {
			b.WriteByte('-')
		}
		b.WriteString(spelled)
		hyphen = false
	}
	if b.Len() == 0 {
		return "unnamed"
	}
	return b.String()
}

// ascii returns letter or digit r spelled in the lower-case ASCII letters
// and digits of its transliteration ("ш" gives "sh", "ß" "ss", "ь" ""), or
// "u" and its code point in hex where unidecode has no transliteration.
func ascii(r rune) string {
	t := unidecode.Unidecode(string(r))
	if t == "" {
		return fmt.Sprintf("u%x", r)
	}
	return strings.Map(func(c rune) rune {
		if c >= 'a' && c <= 'z' || c >= '0' && c <= '9' {
			return c
		}
		return -1
	}, strings.ToLower(t))
}
