// Package offline is the embedded default provider: it answers every request
// kind of package requests by rules from the text layer of the request's
// pages, with no model, no network and no API key. New is the entry point:
//
//	var p provider.Provider = offline.New()
//	resp, err := p.Complete(ctx, req) // resp.Provider == "offline"
//
// Answers are deterministic (the same request gives the same bytes), carry
// provider "offline" and model [Model], zero usage and finish reason stop,
// and are checked against the request's schema before they are returned.
//
// What the rules read, by kind:
//
//   - survey (survey.go): the title (a heading over a byline, or the first
//     heading of page 1), authors, license sentence, game system, character
//     level range, a role per page, and the printed area keys grouped into
//     sites (one per module of a compilation, each under its own title in
//     title type, over its byline or not; else a new one where numbering
//     starts again after a heading) and levels (a heading naming a level, floor or part: "Level
//     1", "Upper level", "Chapel Level", "THE TOWER: FIRST FLOOR", "Part
//     Two: The Root Caves"; a lettered section over numbered keys, "B.
//     ORC LAIR", whose text is no area's; else the headings of one type
//     above the keys that part them: "The chapel", "The crypt", levels.go);
//   - sections (sections.go), the first cut of segmentation: headings make
//     the tree, a licence's text (under a heading naming it, or its numbered
//     clauses) keys no area, and a Markdown heading closes the area before
//     it;
//   - content (content.go, keys.go, layout.go): running headers, title block
//     and map labels set aside, areas opened by keys "1", "12a.", "**4**",
//     "AREA 3:", "3. TITLE", "A1 - Title", "#2. Shrine", "1-3. Cells",
//     "1.2 Cloakroom", "### 1 GATE", a key alone over its title line, a
//     named key in the type of the numbered keys around it ("THE ROOF"), or,
//     on pages with no numbered keys, by headings over running text or a
//     list of routes ("OLD MILL" over "Paths: …"; named areas), else by
//     names run in bold with a full stop ("**Gallows Ford.** A shallow
//     ford ...") or in bold or capitals with a dash ("THE DROWNED CHAPEL
//     — Water laps ..."); the context's expected keys win when given, a key
//     expected twice taking two lines, a name set apart (alone on its line
//     or run in bold) before a line that merely opens with it. Titles end
//     at a colon or, in capitals or of two words, at a full stop ("9.
//     Storeroom: The lock ...", "136 ORC GUARD ROOM. Six orcs ..."), and
//     are a short phrase before the first full stop in sentence case too
//     ("3. Flooded cellar. Water stands ..."). Per area: read-aloud text (Markdown "> " boxes, a
//     paragraph set off by blank lines under the key, or a quotation after a
//     read-aloud cue); encounters (encounters.go, creatures.go: "3 orcs",
//     "2d4 goblins", "a skeleton", "10 monks (HD1 AC8 1d6)", "3 orcs (AL C,
//     MV 120' (40'), AC 6, ...)", "Goblins (3): AC 6, ...", "Goblins (2d4):
//     ...", "Giant Rats (2d6)", "Goblin x3 (HD 1, AC 6)", "2x zombies",
//     "Sir Roderick (F4; AC 2 [17], ...)", "Skeletons: AC 7, ..." under the
//     text, stat blocks under a name line such as "Goblin (4)", each with
//     its stat line verbatim; a creature whose stat block the module heads
//     with its name, met by that name: "The Moth Queen rests on it"; a
//     creature the text only mentions is none, mentions.go: an artwork's
//     subject, remains and tracks, a rumour's or a note's creature,
//     another area's monsters and those that may come, a rolled list's
//     entries, the party's own followers);
//     treasure
//     (treasure.go: coins by denomination, valued items, magic items,
//     treasure types); traps and exits (exits.go: doors, secret doors,
//     stairs, trapdoors, openings and passages with state, direction and
//     target, "Exits: north to 4"; links.go: targets from "to area 12",
//     "down to 14", "(see 4)", "(to 3)", "secret door (S) to 7", "areas 4
//     and 5"; places.go: places by name, "the lane runs east to the
//     Mill", "Paths: Old Mill → Fox Bridge (2 hours)"; and every
//     connection between the request's areas made two-way); features; and a confidence that is lower for named areas,
//     short text and text across pages;
//   - statblock (monsters.go, blocks.go): the creature's printed stat
//     blocks, found anywhere on its pages by the one step that also gives
//     the survey its list (a line naming it before stats; a block under its
//     name line, OSE, rulebook or Monster Manual style, a bestiary entry's
//     line of description between; its name in bold inside a sentence that
//     goes on to its stats; a table row ending in its stat line; stats in
//     brackets right after it in running text), split by
//     [statblock.Parse] and completed one from another when printed twice,
//     else the stat lines of its encounters;
//   - monsters (monsters.go): each printed name resolved with the request's
//     own alias table ([requests.AliasTable.Resolve]);
//   - wandering (wandering.go; found by the table step of tables.go, which
//     content and survey also use to keep tables out of areas):
//     random-encounter tables wherever they stand, printed as a grid (a
//     count column and stat columns read by their headers, one table per
//     result column of a day/night or terrain grid, extra columns such
//     as activity or reaction kept after the creature; a grid whose header
//     row the text layer set apart from its rows, or whose die column and
//     first result column it read as a list beside the other columns;
//     tables_grid.go), a
//     list led by die values (one row a line, a stat line under a row
//     read with it, or a column of ranges beside a column of entries; one
//     table per level under one heading, each under its caption: "Level
//     1 (roll 1d6 every 2 turns; 1 in 6)") or a run-on sentence
//     ("Roll 1d6: 1–2 rats; 3 goblins.", rows ended by full stops, rows
//     whose roll is called, "on a 1: rats", "(1) rats", after a bold
//     run-in title, one a hyphen breaks over two lines or not, or a
//     clause of the check, read across a column break that splits its
//     sentence), with their title (else the heading they stand under,
//     else the nearest heading above that keys no area, else "Wandering
//     monsters"), die as printed ("d6", "d%"; of the dice
//     printed over the rows, nearest first: one not of the encounter check
//     whose faces the ranges cover, else one not of the check with more
//     faces, else the check's die whose faces they cover, else the nearest
//     not of the check, else the nearest; with none printed, or only the
//     check's die where the ranges cover another's faces, the one the
//     ranges imply: see tableDie), frequency, rows ("1", "2-3"; a row's
//     stat line wrapped over lines read whole) and counts (leading, after
//     a group noun, bracketed, before a stat line's colon or in a last
//     column).
//
// Page text may come from Markdown: heading marks, emphasis, image captions
// and table cells are read as their text (text.go).
//
// The rules hold no case for any one module; they are tuned on the corpus
// and scored by the evals like any model. The package does not read PDFs,
// see images or call models.
package offline

import (
	"context"
	"fmt"

	"github.com/scriptorium/scriptorium/provider"
	"github.com/scriptorium/scriptorium/requests"
)

// Name is the provider name every offline response carries.
const Name = "offline"

// Model names the rule set, so fixtures and reports show which rules
// answered. It is renamed once per release of the rules that changes what
// they answer, not at each change of a rule within a release.
const Model = "rules-v58"

// Provider answers requests by rules from the text layer of their pages. It
// holds no state and is safe for concurrent use.
type Provider struct{}

var (
	_ provider.Provider   = (*Provider)(nil)
	_ provider.Identified = (*Provider)(nil)
)

// New returns the offline provider.
func New() *Provider { return &Provider{} }

// Identity returns [Name] and [Model], the provider and model of every
// answer.
func (p *Provider) Identity() (provider, model string) { return Name, Model }

// Complete answers req by its kind ([requests.KindOf] of its tag) from its
// text sections, validates the answer against req.Schema and returns it
// with provider [Name], model [Model], zero usage and finish reason stop.
// It fails with an error wrapping [requests.ErrUnknownKind] for a tag of no
// known kind, [requests.ErrNoSection] for a request missing the section its
// kind needs, and [provider.ErrSchema] if an answer breaks the schema (a bug
// in these rules).
func (p *Provider) Complete(ctx context.Context, req *provider.Request) (*provider.Response, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	answer, err := answer(req)
	if err != nil {
		return nil, fmt.Errorf("offline answer %s: %w", req.Tag, err)
	}
	data, err := requests.Encode(answer)
	if err != nil {
		return nil, err
	}
	if err := provider.ValidateAnswer(req.Schema, data); err != nil {
		return nil, fmt.Errorf("offline answer %s: %w", req.Tag, err)
	}
	return &provider.Response{Data: data, Provider: Name, Model: Model, FinishReason: provider.FinishStop}, nil
}

// answer returns the answer value for req by its kind.
func answer(req *provider.Request) (any, error) {
	kind, err := requests.KindOf(req.Tag)
	if err != nil {
		return nil, err
	}
	rule, ok := rules[kind]
	if !ok {
		return nil, fmt.Errorf("kind %s: %w: no offline rules answer it", kind, requests.ErrUnknownKind)
	}
	return rule(req)
}

// rules answers each request kind: the one list the provider dispatches on.
// A kind of [requests.Kinds] missing here is an error, never a default.
var rules = map[requests.Kind]func(*provider.Request) (any, error){
	requests.KindSurvey:    func(req *provider.Request) (any, error) { return survey(requests.Pages(req)), nil },
	requests.KindContent:   func(req *provider.Request) (any, error) { return content(req) },
	requests.KindStatblock: func(req *provider.Request) (any, error) { return statBlockAnswer(req) },
	requests.KindMonsters:  func(req *provider.Request) (any, error) { return monsters(req) },
	requests.KindWandering: func(req *provider.Request) (any, error) { return wandering(requests.Pages(req)), nil },
}
