package pipeline

import (
	"context"
	"maps"
	"regexp"
	"slices"
	"sort"
	"strings"

	"github.com/scriptorium/scriptorium/naming"
	"github.com/scriptorium/scriptorium/provider"
	"github.com/scriptorium/scriptorium/requests"
	"github.com/scriptorium/scriptorium/statblock"
)

// creature is one canonical creature of a module: the names it is printed
// under, how each was resolved, the stat lines printed with its encounters,
// the pages of the areas that meet it and of its printed stat blocks, and
// each apart, and its stat block when one was found, or whether none is
// printed.
type creature struct {
	Canonical  string
	Printed    []string
	Matches    map[string]requests.Match
	StatLines  []string
	Pages      []int
	AreaPages  []int
	BlockPages []int
	StatBlock  *requests.StatBlock
	NotPrinted bool
}

// printedNames returns the printed creature names of the module: those of
// the areas' encounters in printed order (see [encounterName]), then those
// of the stat blocks the survey found (appendix entries, summoned
// creatures).
func printedNames(areas []requests.Area, sv *requests.Survey) []string {
	var names []string
	for _, a := range areas {
		for _, e := range a.Encounters {
			names = append(names, encounterName(e.Creature, e.Name, e.StatLine, sv))
		}
	}
	if sv != nil {
		for _, b := range sv.StatBlocks {
			names = append(names, b.Name)
		}
	}
	return names
}

// encounterName returns the printed name an encounter's monster is
// resolved from: for a named individual with stats of its own, the name of
// the stat block the survey found for it ("Grukk the Mighty" for Grukk),
// else its own name when its stat line names it ("Uzgash: AC 6, HD 2");
// otherwise the creature's (a goblin scavenger named Snagg with no stats,
// or two smugglers named Cobb and Wenna under the smugglers' stat line).
func encounterName(creature, name, statLine string, sv *requests.Survey) string {
	if name = strings.TrimSpace(name); name == "" {
		return creature
	}
	if sv != nil {
		if i := slices.IndexFunc(sv.StatBlocks, func(b requests.PrintedStatBlock) bool { return namesIndividual(b.Name, name) }); i >= 0 {
			return sv.StatBlocks[i].Name
		}
	}
	if sb := statblock.Parse(statLine); hasStats(sb) && namesIndividual(sb.Name, name) {
		return name
	}
	return creature
}

// namesIndividual reports whether a stat block's printed name names the
// individual name: the same name, or the name before a comma or a
// description ("Snagg, goblin scavenger", "Snagg the Sly").
func namesIndividual(printed, name string) bool {
	p, n := strings.ToLower(strings.TrimSpace(printed)), strings.ToLower(name)
	return p == n || strings.HasPrefix(p, n+",") || strings.HasPrefix(p, n+" ")
}

// resolveNames maps every printed creature name to a canonical name: by
// the alias table (exact, alias, fuzzy), else by the monsters answer, else
// to itself. It returns the names the table could not resolve, sorted, and
// the resolution of each printed name.
func resolveNames(names []string, answer *requests.Monsters) (unresolved []string, res map[string]requests.Resolution) {
	table := requests.DefaultAliases()
	fromModel := map[string]string{}
	if answer != nil {
		for _, n := range answer.Names {
			fromModel[n.Printed] = n.Canonical
		}
	}
	res = map[string]requests.Resolution{}
	for _, name := range names {
		if _, seen := res[name]; seen || strings.TrimSpace(name) == "" {
			continue
		}
		r := table.Resolve(name)
		if r.Match == requests.MatchNone {
			unresolved = append(unresolved, name)
			r.Canonical = name
			if c := fromModel[name]; c != "" {
				r.Canonical = c
			}
		}
		res[name] = r
	}
	sort.Strings(unresolved)
	return unresolved, res
}

// bestiary groups the encounters of areas and the stat blocks the survey
// found into creatures, sorted by canonical name, each with the stat block
// parsed from its first stat line that [hasStats]. Canonical names with one
// monster ID (naming.Slug: "Giant rat" and "Giant Rat") are one creature,
// named as first met.
func bestiary(areas []requests.Area, sv *requests.Survey, res map[string]requests.Resolution) []*creature {
	byID := map[string]*creature{}
	add := func(printed string, pages []int) *creature {
		r, ok := res[printed]
		if !ok {
			return nil
		}
		id := naming.Slug(r.Canonical)
		c := byID[id]
		if c == nil {
			c = &creature{Canonical: r.Canonical, Matches: map[string]requests.Match{}}
			byID[id] = c
		}
		c.Matches[printed] = r.Match
		c.Printed = appendUnique(c.Printed, printed)
		c.Pages = unionInts(c.Pages, pages)
		return c
	}
	for _, a := range areas {
		for _, e := range a.Encounters {
			c := add(encounterName(e.Creature, e.Name, e.StatLine, sv), a.Pages)
			if c == nil {
				continue
			}
			c.AreaPages = unionInts(c.AreaPages, a.Pages)
			if strings.TrimSpace(e.StatLine) != "" {
				c.StatLines = appendUnique(c.StatLines, strings.TrimSpace(e.StatLine))
			}
		}
	}
	met := slices.Collect(maps.Values(byID))
	if sv != nil {
		for _, b := range sv.StatBlocks {
			if c := metAs(met, b, res); c != nil {
				c.Matches[b.Name] = res[b.Name].Match
				c.Printed = appendUnique(c.Printed, b.Name)
				c.Pages = unionInts(c.Pages, b.Pages)
				c.BlockPages = unionInts(c.BlockPages, b.Pages)
				continue
			}
			if c := add(b.Name, b.Pages); c != nil {
				c.BlockPages = unionInts(c.BlockPages, b.Pages)
			}
		}
	}
	out := make([]*creature, 0, len(byID))
	for _, c := range byID {
		sort.Strings(c.Printed)
		for _, line := range c.StatLines {
			if sb := statblock.Parse(line); hasStats(sb) && !mentionOnly(sb) {
				c.StatBlock = &sb
				break
			}
		}
		out = append(out, c)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Canonical < out[j].Canonical })
	return out
}

// answered gives c the stat block of its stat block answer: the answer's
// when its stat lines gave it none, else the lines' completed by the
// answer's fields they do not print (stats printed apart from the areas'
// lines, see [printedElsewhere]: the lines keep what they print); an
// answer without stats tells whether none is printed. A line too short
// to be a stat block of its own (see [creature.mention]) keeps what it
// prints as well: an area that lists its creatures' hit points alone
// ("Kobolds (4): HP 5, 4, 3, 2"), as Basic Fantasy modules do beside a
// monster appendix, gives the block its hit points.
func (c *creature) answered(ans requests.StatblockAnswer) {
	switch sb := ans.StatBlock; {
	case hasStats(sb) && c.StatBlock != nil:
		whole := c.StatBlock.Complete(sb)
		c.StatBlock = &whole
	case hasStats(sb):
		whole := c.mention().Complete(sb)
		c.StatBlock = &whole
	case c.StatBlock == nil:
		c.NotPrinted = ans.NotPrinted
	}
}

// mention returns the fields of c's first stat line that prints any, or
// an empty stat block: a line that gave c no stat block of its own (see
// [mentionOnly]), as c's stat lines give one otherwise.
func (c *creature) mention() requests.StatBlock {
	for _, line := range c.StatLines {
		if sb := statblock.Parse(line); sb.Fields() > 0 {
			return sb
		}
	}
	return requests.StatBlock{}
}

// metAs returns the creature met in an area that a printed stat block
// gives the stats of under another name ("Boar:" for the war boars of the
// area on that page, "Giant Slug:" for its human-sized slug), or nil: the
// block's name resolves to no creature met, and exactly one met creature
// whose pages hold the block's page is printed with the same last noun.
func metAs(met []*creature, b requests.PrintedStatBlock, res map[string]requests.Resolution) *creature {
	id := naming.Slug(res[b.Name].Canonical)
	if slices.ContainsFunc(met, func(c *creature) bool { return naming.Slug(c.Canonical) == id }) {
		return nil
	}
	var found []*creature
	for _, c := range met {
		onPage := slices.ContainsFunc(b.Pages, func(p int) bool { return slices.Contains(c.Pages, p) })
		if onPage && slices.ContainsFunc(append([]string{c.Canonical}, c.Printed...), func(n string) bool { return lastNoun(n) == lastNoun(b.Name) }) {
			found = append(found, c)
		}
	}
	if len(found) != 1 {
		return nil
	}
	return found[0]
}

// lastNoun returns the last word of a creature name in lower case and
// singular ("Giant Rats" → "rat"; "Rat, Giant" → "rat").
func lastNoun(name string) string {
	name, _, _ = strings.Cut(name, ",")
	ws := strings.FieldsFunc(strings.ToLower(name), func(r rune) bool { return r == ' ' || r == '-' })
	if len(ws) == 0 {
		return ""
	}
	return naming.Singular(ws[len(ws)-1])
}

// hasStats reports whether a stat block gives at least an AC or hit dice:
// a name alone is no stat block.
func hasStats(sb statblock.StatBlock) bool { return sb.AC != "" || sb.HD != "" }

// mentionOnly reports whether a stat line prints one field alone, as a
// key names a creature's strength in passing ("a giant leech (HD 6)"):
// the module may print its block elsewhere, which a stat block request
// looks for, with the line to fall back on.
func mentionOnly(sb statblock.StatBlock) bool { return sb.Fields() < 2 }

func appendUnique(list []string, s string) []string {
	if slices.Contains(list, s) {
		return list
	}
	return append(list, s)
}

// appendixPages returns the pages the survey gave the monster_appendix
// role, ascending.
func appendixPages(sv *requests.Survey) []int {
	var out []int
	if sv != nil {
		for _, p := range sv.Pages {
			if p.Role == requests.RoleMonsterAppendix {
				out = unionInts(out, []int{p.Page})
			}
		}
	}
	return out
}

// statblockPages returns, in order, the pages a stat block request for c
// carries: the pages of the areas that meet it and of its printed stat
// blocks, the monster appendix pages, and any other page whose text names
// it (any printed or canonical name, case-insensitively).
func statblockPages(c *creature, pages []requests.Page, appendix []int) []requests.Page {
	names := append([]string{c.Canonical}, c.Printed...)
	var out []requests.Page
	for _, p := range pages {
		if slices.Contains(c.Pages, p.Number) || slices.Contains(appendix, p.Number) || namesAny(p.Text, names) {
			out = append(out, p)
		}
	}
	return out
}

// pageStats is what one page's text tells of the stats it prints, read
// once for every creature (see [mayPrintStats]): whether it has no text to
// tell, whether it prints stats ([statblock.PrintsStats]) and the rows of
// its tables whose header labels stat columns ([statColumnRows]).
type pageStats struct {
	blank, prints bool
	rows          []string
}

// statsOfPages reads the [pageStats] of each page, by page number.
func statsOfPages(pages []requests.Page) map[int]pageStats {
	out := make(map[int]pageStats, len(pages))
	for _, p := range pages {
		out[p.Number] = pageStats{blank: strings.TrimSpace(p.Text) == "", prints: statblock.PrintsStats(p.Text), rows: statColumnRows(p.Text)}
	}
	return out
}

// mayPrintStats reports whether a stat block request for c with pages
// (their [pageStats] in stats) could be answered with stats: c has
// encounter stat lines, or a page's text prints stats or a row naming c in
// a table whose header labels stat columns, or a page has no text to tell.
func mayPrintStats(c *creature, pages []requests.Page, stats map[int]pageStats) bool {
	names := append([]string{c.Canonical}, c.Printed...)
	return len(c.StatLines) > 0 || slices.ContainsFunc(pages, func(p requests.Page) bool {
		s := stats[p.Number]
		return s.blank || s.prints || slices.ContainsFunc(s.rows, func(row string) bool { return namesAny(row, names) })
	})
}

// statColumnRows returns the rows of the pipe tables of a page text (see
// package preprocess) whose header row labels stat columns
// ([statblock.LabelsColumns]): a wandering table with columns No., AC, HD,
// MV... prints the stats of each row's creature.
func statColumnRows(text string) []string {
	var rows []string
	stats := false
	prev := ""
	for _, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		switch {
		case !strings.HasPrefix(line, "|"):
			stats = false
		case !strings.HasPrefix(prev, "|"):
			stats = statblock.LabelsColumns(line)
		case stats && strings.Trim(line, "|-: ") != "":
			rows = append(rows, line)
		}
		prev = line
	}
	return rows
}

// namesAny reports whether text names any of names, case-insensitively.
func namesAny(text string, names []string) bool {
	text = strings.ToLower(text)
	return slices.ContainsFunc(names, func(n string) bool { return n != "" && strings.Contains(text, strings.ToLower(n)) })
}

// monstersRequest builds the monsters request for the unresolved names, or
// nil when every name resolved.
func monstersRequest(unresolved []string) (*provider.Request, error) {
	if len(unresolved) == 0 {
		return nil, nil
	}
	return requests.BuildMonstersRequest(unresolved, requests.DefaultAliases())
}

// printedElsewhere reports whether c's stats are printed on a page beside
// those of the areas that meet it ([pageStats] of pages in stats): a stat
// block the survey found there (see creature.BlockPages), or a row naming it in a
// table whose header labels stat columns. A module that prints a short
// line in an area ("3 goblins (AC 6, HD 1-1, hp 4)") often prints the
// whole block in a monster appendix or a roster (save, morale, XP,
// treasure type), which the line's fields are completed from.
func printedElsewhere(c *creature, pages []requests.Page, stats map[int]pageStats) bool {
	names := append([]string{c.Canonical}, c.Printed...)
	return slices.ContainsFunc(pages, func(p requests.Page) bool {
		if slices.Contains(c.AreaPages, p.Number) {
			return false
		}
		return slices.Contains(c.BlockPages, p.Number) || slices.ContainsFunc(stats[p.Number].rows, func(row string) bool { return namesAny(row, names) })
	})
}

// statblockRequests builds a stat block request for every creature that
// lacks a stat block and may have one printed ([mayPrintStats]), and for
// every creature whose stat lines gave it one but whose stats are printed
// elsewhere too ([printedElsewhere]: its answer completes the lines, see
// [creature.answered]); it returns the requests and the creatures no page prints stats
// for, whose requests could only be answered empty and are not built.
func statblockRequests(creatures []*creature, pages []requests.Page, appendix []int, s Settings) (reqs []*provider.Request, notPrinted []*creature, err error) {
	stats := statsOfPages(pages)
	for _, c := range creatures {
		if c.StatBlock != nil && !printedElsewhere(c, pages, stats) {
			continue
		}
		shown := statblockPages(c, pages, appendix)
		if !mayPrintStats(c, shown, stats) {
			notPrinted = append(notPrinted, c)
			continue
		}
		r, err := requests.BuildStatblockRequest(requests.Creature{Canonical: c.Canonical, Printed: c.Printed,
			StatLines: c.StatLines}, shown, s.requestSettings())
		if err != nil {
			return nil, nil, err
		}
		reqs = append(reqs, r)
	}
	return reqs, notPrinted, nil
}

// notPrintedEnvelope returns the cache of the stat block unit of a
// creature no page prints stats for: the answer "not printed", written by
// the pipeline without asking, so assemble and the report say so.
func notPrintedEnvelope(c *creature) (*Envelope, error) {
	env, err := newDataEnvelope(StageMonsters, requests.StatblockAnswer{NotPrinted: true,
		StatBlock: requests.StatBlock{Name: c.Canonical}})
	if err != nil {
		return nil, err
	}
	env.Unit = unitName(StageMonsters, requests.StatblockTag(c.Canonical))
	return env, nil
}

// runMonsters resolves creature names, asking the model for the names the
// alias table does not know, then asks a stat block for every creature that
// still lacks one and may have one printed; for the others it records that
// none is printed. It returns the envelopes of both rounds.
func runMonsters(ctx context.Context, p *runner, c *caches) ([]*Envelope, error) {
	areas := monsterAreas(c)
	names := printedNames(areas, c.survey)
	unresolved, _ := resolveNames(names, nil)
	var units []string
	var answer *requests.Monsters
	req, err := monstersRequest(unresolved)
	if err != nil {
		return nil, err
	}
	var envs []*Envelope
	if req != nil {
		if envs, err = p.askAll(ctx, StageMonsters, []unit{{StageMonsters, unitName(StageMonsters, req.Tag), req}}); err != nil {
			return nil, err
		}
		answer = &requests.Monsters{}
		if err := envs[0].decode(answer); err != nil {
			return nil, err
		}
		units = append(units, unitName(StageMonsters, req.Tag))
	}
	_, res := resolveNames(names, answer)
	reqs, notPrinted, err := statblockRequests(bestiary(areas, c.survey, res), c.loaded, appendixPages(c.survey), p.opts.Settings)
	if err != nil {
		return nil, err
	}
	asks := make([]unit, len(reqs))
	for i, r := range reqs {
		asks[i] = unit{StageMonsters, unitName(StageMonsters, r.Tag), r}
		units = append(units, asks[i].name)
	}
	statblocks, err := p.askAll(ctx, progressStatBlocks, asks)
	if err != nil {
		return nil, err
	}
	envs = append(envs, statblocks...)
	for _, cr := range notPrinted {
		env, err := notPrintedEnvelope(cr)
		if err == nil {
			err = p.w.writeEnvelope(env)
		}
		if err != nil {
			return nil, err
		}
		envs = append(envs, env)
		units = append(units, env.Unit)
	}
	return envs, p.w.finishStage(StageMonsters, units)
}

// countWord is a count before a creature's name: "3", "2d4", "1d6+1", "2d12-1".
var countWord = regexp.MustCompile(`^\d+(d\d+)?([+-]\d+)?$`)

// wanderingCreature finds the creature a wandering-table row names: after
// its count and article, and at most two words more (adjectives such as
// "cursed"), the longest run of one to four words that names a creature
// the module's areas already meet (known, see [knownCreatures]: "Skeleton
// monks" is the Skeleton Monk of an area, never the alias table's
// Skeleton: a longer name is not cut down to a shorter alias), else
// the longest such run the alias table knows exactly or as an alias ("1d6
// giant bats spying for their overlord HD 2 ..." names Giant Bat). Fuzzy
// matches are not taken: a row is free text.
func wanderingCreature(entry string, known func(string) requests.Resolution) (printed string, r requests.Resolution, ok bool) {
	words := strings.Fields(entry)
	i := 0
	for i < len(words) && (countWord.MatchString(words[i]) || slices.Contains([]string{"a", "an", "the"}, strings.ToLower(words[i]))) {
		i++
	}
	for _, lookup := range []func(string) requests.Resolution{known, requests.DefaultAliases().Lookup} {
		for start := i; start < min(i+3, len(words)); start++ {
			for n := min(4, len(words)-start); n >= 1; n-- {
				printed = strings.Trim(strings.Join(words[start:start+n], " "), ",.;:()")
				if r = lookup(printed); r.Match != requests.MatchNone {
					return printed, r, true
				}
			}
		}
	}
	return "", r, false
}

// knownCreatures returns a lookup of printed names among creatures, as
// they are when it is called: the creature whose canonical or printed name
// is the same after case, spacing and plural folding (any of its
// singulars: see naming.Singulars), resolved as that
// name was by the alias table (exact for the canonical name and for a name
// the model resolved), else MatchNone.
func knownCreatures(creatures []*creature) func(string) requests.Resolution {
	known := map[string]requests.Resolution{}
	for _, c := range creatures {
		for _, n := range append([]string{c.Canonical}, c.Printed...) {
			key := naming.Singular(naming.FoldName(n))
			if _, seen := known[key]; seen {
				continue
			}
			m := c.Matches[n]
			if m == "" || m == requests.MatchNone {
				m = requests.MatchExact
			}
			known[key] = requests.Resolution{Canonical: c.Canonical, Match: m}
		}
	}
	return func(printed string) requests.Resolution {
		r := requests.Resolution{Match: requests.MatchNone}
		for _, s := range naming.Singulars(naming.FoldName(printed)) {
			if k, ok := known[s]; ok {
				r = k
				break
			}
		}
		r.Printed = printed
		return r
	}
}

// withWanderingCreatures adds the creatures wandering-table rows name
// ([wanderingCreature], the creatures given first, known by known: see
// [knownCreatures]) to creatures (one per monster ID, as in [bestiary]),
// with the stat line of the row when it has one, and returns the list
// sorted by canonical name.
func withWanderingCreatures(creatures []*creature, answers []wanderingAnswer, known func(string) requests.Resolution) []*creature {
	for _, w := range answers {
		for _, t := range w.tables {
			for _, e := range t.Entries {
				printed, r, ok := wanderingCreature(e.Entry, known)
				if !ok {
					continue
				}
				id := naming.Slug(r.Canonical)
				i := slices.IndexFunc(creatures, func(c *creature) bool { return naming.Slug(c.Canonical) == id })
				if i < 0 {
					creatures = append(creatures, &creature{Canonical: r.Canonical, Matches: map[string]requests.Match{}})
					i = len(creatures) - 1
				}
				c := creatures[i]
				c.Matches[printed] = r.Match
				c.Printed = appendUnique(c.Printed, printed)
				sort.Strings(c.Printed)
				if sb := statblock.Parse(e.Entry); c.StatBlock == nil && hasStats(sb) {
					c.StatBlock = &sb
				}
			}
		}
	}
	sort.Slice(creatures, func(i, j int) bool { return creatures[i].Canonical < creatures[j].Canonical })
	return creatures
}
