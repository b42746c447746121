package offline

import (
	"errors"
	"regexp"
	"strings"

	"scriptorium/provider"
	"scriptorium/requests"
)

// content answers a content request: the keyed areas on its pages, found
// from the context's expected keys when it names any, else by the key rules
// of keys.go.
func content(req *provider.Request) (requests.Content, error) {
	var ctx requests.ContentContext
	if err := requests.DecodeSection(req, requests.LabelContext, &ctx); err != nil && !errors.Is(err, requests.ErrNoSection) {
		return requests.Content{}, err
	}
	ls := body(linesOf(requests.Pages(req)))
	skip := tableLines(wanderingTables(ls))
	b := newBestiary(requests.DefaultAliases(), joinLines(ls))
	var c requests.Content
	for _, a := range segment(ls, findKeys(ls, skip, ctx.ExpectedKeys), skip) {
		c.Areas = append(c.Areas, area(a, b))
	}
	return c, nil
}

// area returns the answer for one keyed area's text.
func area(a areaText, b bestiary) requests.Area {
	readAloud, desc := splitReadAloud(a.lines)
	return requests.Area{
		Key:         a.key,
		Title:       a.title,
		ReadAloud:   readAloud,
		Description: desc,
		Encounters:  encounters(desc, b),
		Treasure:    treasure(desc),
		Traps:       traps(desc),
		Features:    features(desc),
		Exits:       exits(desc),
		Pages:       a.pages,
		Confidence:  confidence(a, desc),
	}
}

// readAloudCueRE matches a cue that read-aloud text follows, such as "Read
// aloud:" or "read the following to the players:".
var readAloudCueRE = regexp.MustCompile(`(?i)\bread(?:\s+or\s+paraphrase)?(?:\s+aloud|\s+the\s+following)[^:]{0,40}:\s*`)

// splitReadAloud separates read-aloud text from the rest of an area's
// lines: lines quoted with "> " (Markdown boxes), or the quotation after a
// read-aloud cue.
func splitReadAloud(ls []line) (readAloud, desc string) {
	var boxed, rest []line
	for _, l := range ls {
		if t, ok := strings.CutPrefix(l.text, ">"); ok {
			boxed = append(boxed, line{page: l.page, text: strings.TrimSpace(t)})
		} else {
			rest = append(rest, l)
		}
	}
	desc = joinLines(rest)
	if len(boxed) > 0 {
		return joinLines(boxed), desc
	}
	loc := readAloudCueRE.FindStringIndex(desc)
	if loc == nil {
		return "", desc
	}
	quoted, after := cutQuotation(desc[loc[1]:])
	if quoted == "" {
		return "", desc
	}
	return quoted, strings.TrimSpace(desc[:loc[0]] + " " + after)
}

// cutQuotation splits s after a leading quotation ("…" or “…”).
func cutQuotation(s string) (quoted, after string) {
	for _, q := range [][2]string{{`"`, `"`}, {"“", "”"}} {
		if rest, ok := strings.CutPrefix(s, q[0]); ok {
			if i := strings.Index(rest, q[1]); i > 0 {
				return rest[:i], strings.TrimSpace(rest[i+len(q[1]):])
			}
		}
	}
	return "", s
}

// Confidence figures: rules are surer of a numbered key than of a heading
// taken for a named area, and less sure of very short or page-spanning text.
const (
	confidenceNumbered = 0.7
	confidenceNamed    = 0.5
	confidencePenalty  = 0.2
	shortArea          = 6 // words
)

// confidence returns how sure the rules are that area a is complete.
func confidence(a areaText, desc string) float64 {
	c := confidenceNumbered
	if a.named {
		c = confidenceNamed
	}
	if len(words(desc)) < shortArea {
		c -= confidencePenalty
	}
	if len(a.pages) > 1 {
		c -= confidencePenalty / 2
	}
	return c
}
