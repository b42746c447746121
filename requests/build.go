package requests

import (
	"embed"
	"fmt"
	"slices"
	"strings"

	"github.com/scriptorium/scriptorium/naming"
	"github.com/scriptorium/scriptorium/provider"
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
// "statblock." followed by [naming.Slug] of its canonical name.
func StatblockTag(canonical string) string {
	return string(KindStatblock) + "." + naming.Slug(canonical)
}

// MonstersTag is the tag of the one monsters request of a module.
const MonstersTag = string(KindMonsters)

func pageSpanTag(k Kind, first, last int) string {
	return fmt.Sprintf("%s.p%03d-p%03d", k, first, last)
}

// PromptVersion is the version of the prompt texts. It is written into every
// request's system text, so bumping it strands every recorded fixture: bump
// it whenever a prompt's meaning changes.
const PromptVersion = "2"

//go:embed prompts/*.txt
var promptFS embed.FS

// prompts holds the system text of every kind; tests swap entries to prove
// which fingerprints a prompt edit strands.
var prompts = mustPrompts()

func mustPrompts() map[Kind]string {
	common := mustRead("common")
	out := make(map[Kind]string, len(Kinds))
	for _, k := range Kinds {
		out[k] = common + "\n" + mustRead(string(k)) + fmt.Sprintf("\nPrompt: %s v%s\n", k, PromptVersion)
	}
	return out
}

func mustRead(name string) string {
	b, err := promptFS.ReadFile("prompts/" + name + ".txt")
	if err != nil { // embedded at compile time
		panic(err)
	}
	return string(b)
}

// ContentContext is what the pipeline already knows about a content batch
// from the survey. It travels as the JSON of the request's "context" section.
type ContentContext struct {
	// System is the module's game system as the survey found it.
	System string `json:"system"`
	// Site and Level name where the batch's areas are, when known.
	Site  string `json:"site"`
	Level string `json:"level"`
	// ExpectedKeys are the printed area keys the survey placed on these
	// pages, in printed order.
	ExpectedKeys []string `json:"expected_keys"`
}

// Creature names the creature of a stat block request and what the module
// prints about it in encounters. It travels as the JSON of the request's
// "creature" section; the builder sorts and deduplicates its lists.
type Creature struct {
	// Canonical is the creature's canonical name; it names the tag.
	Canonical string `json:"canonical"`
	// Printed are the names the module prints for it.
	Printed []string `json:"printed_names"`
	// StatLines are the stat lines printed with its encounters, verbatim.
	StatLines []string `json:"stat_lines"`
}

// BuildSurveyRequest returns the survey request for page window window
// (1-based) holding pages, tagged [SurveyTag]. It fails on a window below 1,
// no pages ([ErrNoPages]) or pages not strictly ascending ([ErrPageOrder]).
func BuildSurveyRequest(window int, pages []Page, s Settings) (*provider.Request, error) {
	if window < 1 {
		return nil, fmt.Errorf("build survey request: window %d below 1", window)
	}
	parts, err := pageParts(pages, s)
	if err != nil {
		return nil, fmt.Errorf("build survey request: %w", err)
	}
	return newRequest(KindSurvey, SurveyTag(window), parts), nil
}

// BuildContentRequest returns the content request for pages, tagged
// [ContentTag] of the first and last page. A non-nil ctx goes first, as the
// "context" section. It fails as [BuildSurveyRequest] does on bad pages.
func BuildContentRequest(pages []Page, ctx *ContentContext, s Settings) (*provider.Request, error) {
	parts, err := pageParts(pages, s)
	if err != nil {
		return nil, fmt.Errorf("build content request: %w", err)
	}
	if ctx != nil {
		parts = append([]provider.Part{jsonSection(LabelContext, ctx)}, parts...)
	}
	return newRequest(KindContent, ContentTag(pages[0].Number, pages[len(pages)-1].Number), parts), nil
}

// BuildStatblockRequest returns the stat block request for one creature,
// tagged [StatblockTag] of its canonical name: the "creature" section, then
// the pages where its stats are printed (there may be none when only
// encounter stat lines exist). It wraps [ErrNoNames] when c.Canonical is
// blank and fails as [BuildSurveyRequest] does on bad pages.
func BuildStatblockRequest(c Creature, pages []Page, s Settings) (*provider.Request, error) {
	if strings.TrimSpace(c.Canonical) == "" {
		return nil, fmt.Errorf("build statblock request: %w", ErrNoNames)
	}
	c.Printed, c.StatLines = sortedUnique(c.Printed), sortedUnique(c.StatLines)
	parts := []provider.Part{jsonSection(LabelCreature, c)}
	if len(pages) > 0 {
		pp, err := pageParts(pages, s)
		if err != nil {
			return nil, fmt.Errorf("build statblock request %s: %w", c.Canonical, err)
		}
		parts = append(parts, pp...)
	}
	return newRequest(KindStatblock, StatblockTag(c.Canonical), parts), nil
}

// BuildMonstersRequest returns the monsters request, tagged [MonstersTag]:
// the printed creature names (trimmed, deduplicated, sorted), one per line,
// then the alias table's text. Pass [DefaultAliases] unless testing. It wraps
// [ErrNoNames] when no name is left.
func BuildMonstersRequest(names []string, aliases *AliasTable) (*provider.Request, error) {
	names = sortedUnique(names)
	if len(names) == 0 {
		return nil, fmt.Errorf("build monsters request: %w", ErrNoNames)
	}
	parts := []provider.Part{
		section(LabelNames, strings.Join(names, "\n")),
		section(LabelAliases, aliases.Text()),
	}
	return newRequest(KindMonsters, MonstersTag, parts), nil
}

// BuildWanderingRequest returns the wandering request for pages, tagged
// [WanderingTag] of the first and last page. It fails as
// [BuildSurveyRequest] does on bad pages.
func BuildWanderingRequest(pages []Page, s Settings) (*provider.Request, error) {
	parts, err := pageParts(pages, s)
	if err != nil {
		return nil, fmt.Errorf("build wandering request: %w", err)
	}
	return newRequest(KindWandering, WanderingTag(pages[0].Number, pages[len(pages)-1].Number), parts), nil
}

// newRequest assembles a request of kind k with its own copy of the schema.
func newRequest(k Kind, tag string, parts []provider.Part) *provider.Request {
	schema := append([]byte(nil), schemas[k]...)
	return &provider.Request{Tag: tag, System: prompts[k], Parts: parts, Schema: schema}
}

// sortedUnique returns the trimmed, non-empty, distinct strings of in,
// sorted, as a new slice.
func sortedUnique(in []string) []string {
	out := make([]string, 0, len(in))
	for _, s := range in {
		if s = strings.TrimSpace(s); s != "" {
			out = append(out, s)
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}
