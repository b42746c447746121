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
// phrase, folded ([FoldPlace]): the word a text shortens the title to
// ("Lych gate" gives "gate", "Tomb of the Bellfounder" gives "tomb").
func HeadNoun(title string) string {
	f := FoldPlace(title)
	if before, _, ok := strings.Cut(f, " of "); ok {
		f = before
	}
	return f[strings.LastIndexByte(f, ' ')+1:]
}

// leadingCount strips a count before a name: "3 goblins", "2d4 orcs", "12x".
var leadingCount = regexp.MustCompile(`^\d+(d\d+([+-]\d+)?)?\s*x?\s+`)

// Singular returns name with its last word in the English singular
// (slaves → slave, wolves → wolf, mice → mouse, lizardmen → lizardman),
// by github.com/gertd/go-pluralize; creature plurals it does not know
// (tengus, succubi) belong in the monster alias table.
func Singular(name string) string {
	head, last := "", name
	if i := strings.LastIndexByte(name, ' '); i >= 0 {
		head, last = name[:i+1], name[i+1:]
	}
	return head + inflector.Singular(last)
}

// inflector singularizes English nouns, irregular plurals included (wolves,
// mice, lizardmen, oxen). It is only read after construction, so it is safe
// for concurrent use.
var inflector = pluralize.NewClient()

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
