package pipeline

import (
	"regexp"

	"github.com/scriptorium/scriptorium/linebreak"
	"github.com/scriptorium/scriptorium/provider"
	"github.com/scriptorium/scriptorium/requests"
)

// wanderingAnswer is one wandering unit's answer and the pages it read.
type wanderingAnswer struct {
	pages  []int
	tables []requests.WanderingTable
}

// tableWords mark a page that may print a wandering-monster table even when
// the survey gave it another role (see tableText for the text they are
// looked for in): the titles the genre prints over such tables, creatures
// or events named by how they are met ("Wandering Monsters", "Random
// Encounters", "Roaming Creatures", "Random Events"), encounters or events
// named by where or when they happen ("Wilderness Encounters", as the B/X
// Expert rules title theirs; "Night Encounters"; a town's "Street
// Events"), an encounter table, and encounters with the die rolled for
// them ("d8 Encounters", "Encounters (roll 1d6)"). A mention of an
// encounter check, or of creatures of a place ("sea monsters"), names no
// table.
var tableWords = regexp.MustCompile(`(?i)\b(?:wandering|random|roaming)\s+(?:monsters?|encounters?|creatures?|events?)\b` +
	`|\b(?:wilderness|dungeon|road|river|sea|street|town|city|village|night|day|night-time|daytime)\s+(?:encounters?|events?)\b` +
	`|\bencounter\s+tables?\b|\b\d*d\d+[\s|]+(?:random\s+)?encounters?\b|\bencounters?\s*\(\s*(?:roll\s+)?\d*d\d+`)

// Marks and spaces of page text the table words are looked for across.
var (
	emphasisRE = regexp.MustCompile(`\*+|__`)
	spacesRE   = regexp.MustCompile(`\s+`)
)

// tableText returns page text as tableWords are looked for in it:
// emphasis marks dropped, its lines joined as running text (see
// linebreak.JoinLines: a word a hyphen breaks at a line's end joined
// whole) and each run of spaces read as one space, as a narrow column
// breaks and sets a run-in heading ("**Wandering Mon-**" over "**sters:**"
// reads "Wandering Monsters:").
func tableText(text string) string {
	return spacesRE.ReplaceAllString(linebreak.JoinLines(emphasisRE.ReplaceAllString(text, "")), " ")
}

// wanderingPages returns the runs of consecutive pages that may hold
// wandering-monster tables: pages the survey called random tables, and
// pages whose text names such a table.
func wanderingPages(pages []requests.Page, sv *requests.Survey) [][]requests.Page {
	tables := map[int]bool{}
	for _, p := range sv.Pages {
		tables[p.Page] = p.Role == requests.RoleRandomTables
	}
	var runs [][]requests.Page
	prev := 0
	for _, p := range pages {
		if !tables[p.Number] && !tableWords.MatchString(tableText(p.Text)) {
			continue
		}
		if n := len(runs); n > 0 && p.Number == prev+1 {
			runs[n-1] = append(runs[n-1], p)
		} else {
			runs = append(runs, []requests.Page{p})
		}
		prev = p.Number
	}
	return runs
}

// wanderingRequests builds one wandering request per run of table pages.
func wanderingRequests(c *caches, s Settings) ([]*provider.Request, error) {
	var reqs []*provider.Request
	for _, run := range wanderingPages(c.loaded, c.survey) {
		r, err := requests.BuildWanderingRequest(run, s.requestSettings())
		if err != nil {
			return nil, err
		}
		reqs = append(reqs, r)
	}
	return reqs, nil
}
