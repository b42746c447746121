package requests

import (
	"fmt"
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// Kind is the kind of a request, and the first dot-separated component of
// its tag.
type Kind string

// Request kinds.
const (
	KindSurvey    Kind = "survey"
	KindContent   Kind = "content"
	KindStatblock Kind = "statblock"
	KindMonsters  Kind = "monsters"
	KindWandering Kind = "wandering"
)

// Kinds lists every request kind in pipeline order.
var Kinds = []Kind{KindSurvey, KindContent, KindStatblock, KindMonsters, KindWandering}

// KindOf returns the kind of a request tag: the part before the first dot
// ("content.p003-p010" → KindContent, "monsters" → KindMonsters). It wraps
// [ErrUnknownKind] when that part is not one of [Kinds].
func KindOf(tag string) (Kind, error) {
	head, _, _ := strings.Cut(tag, ".")
	for _, k := range Kinds {
		if string(k) == head {
			return k, nil
		}
	}
	return "", fmt.Errorf("kind of tag %q: %w", tag, ErrUnknownKind)
}

// SurveyTag returns the tag of the survey request for 1-based page window n:
// "survey.w01", "survey.w02", ...
func SurveyTag(window int) string { return fmt.Sprintf("%s.w%02d", KindSurvey, window) }

// ContentTag returns the tag of the content request for pages first..last:
// "content.p003-p010" (page numbers zero-padded to three digits).
func ContentTag(first, last int) string { return pageSpanTag(KindContent, first, last) }

// WanderingTag returns the tag of the wandering request for pages
// first..last: "wandering.p005-p006".
func WanderingTag(first, last int) string { return pageSpanTag(KindWandering, first, last) }

// StatblockTag returns the tag of the stat block request for a creature:
// "statblock." followed by [Slug] of its canonical name.
func StatblockTag(canonical string) string { return string(KindStatblock) + "." + Slug(canonical) }

// MonstersTag is the tag of the one monsters request of a module.
const MonstersTag = string(KindMonsters)

func pageSpanTag(k Kind, first, last int) string {
	return fmt.Sprintf("%s.p%03d-p%03d", k, first, last)
}

// Slug returns name as a tag component: accents removed, lower case, every
// run of characters other than a-z and 0-9 replaced by one hyphen, no hyphen
// at either end ("Orc War-Leader (2)" → "orc-war-leader-2"). A name with no
// letters or digits gives "unnamed".
func Slug(name string) string {
	var b strings.Builder
	hyphen := false
	for _, r := range norm.NFD.String(name) {
		r = unicode.ToLower(r)
		switch {
		case r >= 'a' && r <= 'z' || r >= '0' && r <= '9':
			if hyphen && b.Len() > 0 {
				b.WriteByte('-')
			}
			b.WriteRune(r)
			hyphen = false
		case unicode.Is(unicode.Mn, r):
		default:
			hyphen = true
		}
	}
	if b.Len() == 0 {
		return "unnamed"
	}
	return b.String()
}
