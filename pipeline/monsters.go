package pipeline

import (
	"context"
	"regexp"
	"slices"
	"sort"
	"strings"

	"github.com/scriptorium/scriptorium/naming"
	"github.com/scriptorium/scriptorium/provider"
	"github.com/scriptorium/scriptorium/requests"
)

// creature is one canonical creature of a module: the names it is printed
// under, how each was resolved, the stat lines printed with its encounters,
// and its stat block when one was found.
type creature struct {
	Canonical string
	Printed   []string
	Matches   map[string]requests.Match
	StatLines []string
	Pages     []int
	StatBlock *requests.StatBlock
}

// resolveNames maps every printed creature name of areas to a canonical
// name: by the alias table (exact, alias, fuzzy), else by the monsters
// answer, else to itself. It returns the names the table could not resolve,
// sorted, and the resolution of each printed name.
func resolveNames(areas []requests.Area, answer *requests.Monsters) (unresolved []string, res map[string]requests.Resolution) {
	table := requests.DefaultAliases()
	fromModel := map[string]string{}
	if answer != nil {
		for _, n := range answer.Names {
			fromModel[n.Printed] = n.Canonical
		}
	}
	res = map[string]requests.Resolution{}
	for _, a := range areas {
		for _, e := range a.Encounters {
			if _, seen := res[e.Creature]; seen || strings.TrimSpace(e.Creature) == "" {
				continue
			}
			r := table.Resolve(e.Creature)
			if r.Match == requests.MatchNone {
				unresolved = append(unresolved, e.Creature)
				r.Canonical = e.Creature
				if c := fromModel[e.Creature]; c != "" {
					r.Canonical = c
				}
			}
			res[e.Creature] = r
		}
	}
	sort.Strings(unresolved)
	return unresolved, res
}

// bestiary groups the encounters of areas into creatures, sorted by
// canonical name, each with the stat block parsed from its first stat line
// that [hasStats]. Canonical names with one monster ID (naming.Slug:
// "Giant rat" and "Giant Rat") are one creature, named as first met.
func bestiary(areas []requests.Area, res map[string]requests.Resolution) []*creature {
	byID := map[string]*creature{}
	for _, a := range areas {
		for _, e := range a.Encounters {
			r, ok := res[e.Creature]
			if !ok {
				continue
			}
			id := naming.Slug(r.Canonical)
			c := byID[id]
			if c == nil {
				c = &creature{Canonical: r.Canonical, Matches: map[string]requests.Match{}}
				byID[id] = c
			}
			c.Matches[e.Creature] = r.Match
			c.Printed = appendUnique(c.Printed, e.Creature)
			c.Pages = unionInts(c.Pages, a.Pages)
			if line := strings.TrimSpace(e.StatLine); line != "" {
				c.StatLines = appendUnique(c.StatLines, line)
			}
		}
	}
	out := make([]*creature, 0, len(byID))
	for _, c := range byID {
		sort.Strings(c.Printed)
		for _, line := range c.StatLines {
			if sb := requests.ParseStatLine(line); hasStats(sb) {
				c.StatBlock = &sb
				break
			}
		}
		out = append(out, c)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Canonical < out[j].Canonical })
	return out
}

// hasStats reports whether a stat block gives at least an AC or hit dice:
// a name alone is no stat block.
func hasStats(sb requests.StatBlock) bool { return sb.AC != "" || sb.HD != "" }

func appendUnique(list []string, s string) []string {
	if slices.Contains(list, s) {
		return list
	}
	return append(list, s)
}

// statblockPages returns the pages whose text names the creature (any
// printed or canonical name, case-insensitively), in order.
func statblockPages(c *creature, pages []requests.Page) []requests.Page {
	names := append([]string{c.Canonical}, c.Printed...)
	var out []requests.Page
	for _, p := range pages {
		text := strings.ToLower(p.Text)
		if slices.ContainsFunc(names, func(n string) bool { return strings.Contains(text, strings.ToLower(n)) }) {
			out = append(out, p)
		}
	}
	return out
}

// monstersRequest builds the monsters request for the unresolved names, or
// nil when every name resolved.
func monstersRequest(unresolved []string) (*provider.Request, error) {
	if len(unresolved) == 0 {
		return nil, nil
	}
	return requests.BuildMonstersRequest(unresolved, requests.DefaultAliases())
}

// statblockRequests builds a stat block request for every creature that
// lacks a stat block.
func statblockRequests(creatures []*creature, pages []requests.Page, s Settings) ([]*provider.Request, error) {
	var reqs []*provider.Request
	for _, c := range creatures {
		if c.StatBlock != nil {
			continue
		}
		r, err := requests.BuildStatblockRequest(requests.Creature{Canonical: c.Canonical, Printed: c.Printed,
			StatLines: c.StatLines}, statblockPages(c, pages), s.requestSettings())
		if err != nil {
			return nil, err
		}
		reqs = append(reqs, r)
	}
	return reqs, nil
}

// runMonsters resolves creature names, asking the model for the names the
// alias table does not know, then asks a stat block for every creature that
// still lacks one. It returns the envelopes of both rounds.
func runMonsters(ctx context.Context, p *runner, c *caches) ([]*Envelope, error) {
	unresolved, _ := resolveNames(c.areas, nil)
	var names []string
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
		names = append(names, unitName(StageMonsters, req.Tag))
	}
	_, res := resolveNames(c.areas, answer)
	reqs, err := statblockRequests(bestiary(c.areas, res), c.loaded, p.opts.Settings)
	if err != nil {
		return nil, err
	}
	units := make([]unit, len(reqs))
	for i, r := range reqs {
		units[i] = unit{StageMonsters, unitName(StageMonsters, r.Tag), r}
		names = append(names, units[i].name)
	}
	statblocks, err := p.askAll(ctx, "stat blocks", units)
	if err != nil {
		return nil, err
	}
	return append(envs, statblocks...), p.w.finishStage(StageMonsters, names)
}

// countWord is a count before a creature's name: "3", "2d4", "1d6+1", "2d12-1".
var countWord = regexp.MustCompile(`^\d+(d\d+)?([+-]\d+)?$`)

// wanderingCreature finds the creature a wandering-table row names: after
// its count and article, and at most two words more (adjectives such as
// "cursed"), the longest run of one to four words the alias table knows
// exactly or as an alias ("1d6 giant bats spying for their overlord HD 2
// ..." names Giant Bat). Fuzzy matches are not taken: a row is free text.
func wanderingCreature(entry string) (printed string, r requests.Resolution, ok bool) {
	words := strings.Fields(entry)
	i := 0
	for i < len(words) && (countWord.MatchString(words[i]) || slices.Contains([]string{"a", "an", "the"}, strings.ToLower(words[i]))) {
		i++
	}
	for start := i; start < min(i+3, len(words)); start++ {
		for n := min(4, len(words)-start); n >= 1; n-- {
			printed = strings.Trim(strings.Join(words[start:start+n], " "), ",.;:()")
			if r = requests.DefaultAliases().Lookup(printed); r.Match != requests.MatchNone {
				return printed, r, true
			}
		}
	}
	return "", r, false
}

// withWanderingCreatures adds the creatures wandering-table rows name to
// creatures (one per monster ID, as in [bestiary]), with the stat line of
// the row when it has one, and returns the list sorted by canonical name.
func withWanderingCreatures(creatures []*creature, answers []wanderingAnswer) []*creature {
	for _, w := range answers {
		for _, t := range w.tables {
			for _, e := range t.Entries {
				printed, r, ok := wanderingCreature(e.Entry)
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
				if sb := requests.ParseStatLine(e.Entry); c.StatBlock == nil && hasStats(sb) {
					c.StatBlock = &sb
				}
			}
		}
	}
	sort.Slice(creatures, func(i, j int) bool { return creatures[i].Canonical < creatures[j].Canonical })
	return creatures
}
