package pipeline

import (
	"slices"

	"github.com/scriptorium/scriptorium/provider"
	"github.com/scriptorium/scriptorium/requests"
)

// skippedRoles are page roles the content stage does not read: they hold no
// keyed areas.
var skippedRoles = []requests.Role{requests.RoleCover, requests.RoleCredits, requests.RoleLicense}

// contentPages returns the pages the content stage reads, in order: every
// page whose surveyed role may hold keyed areas, and every page the survey
// lists a key on whatever its role, as a role names what a page mainly
// holds (an inside cover holding the licence and the first key, a title
// page run into the key) and a key's area is lost if its page goes unread.
// A page the survey gave no role is read.
func contentPages(pages []requests.Page, sv *requests.Survey) []requests.Page {
	roles := map[int]requests.Role{}
	for _, p := range sv.Pages {
		roles[p.Page] = p.Role
	}
	keyed := map[int]bool{}
	for _, site := range sv.Sites {
		for _, l := range site.Levels {
			for _, k := range l.Keys {
				for _, n := range k.Pages {
					keyed[n] = true
				}
			}
		}
	}
	var out []requests.Page
	for _, p := range pages {
		if keyed[p.Number] || !slices.Contains(skippedRoles, roles[p.Number]) {
			out = append(out, p)
		}
	}
	return out
}

// contentRequests builds one content request per batch of content pages,
// each with the survey's context for its pages.
func contentRequests(c *caches, s Settings) ([]*provider.Request, error) {
	sv := c.survey
	pages := contentPages(c.loaded, sv)
	var reqs []*provider.Request
	for i := 0; i < len(pages); i += s.ContentBatch {
		batch := pages[i:min(i+s.ContentBatch, len(pages))]
		r, err := requests.BuildContentRequest(batch, contentContext(batch, sv), s.requestSettings())
		if err != nil {
			return nil, err
		}
		reqs = append(reqs, r)
	}
	return reqs, nil
}

// contentContext returns what the survey knows of batch: the system, the
// keys placed on its pages, and the site and level when all are in one.
func contentContext(batch []requests.Page, sv *requests.Survey) *requests.ContentContext {
	ctx := &requests.ContentContext{System: sv.System, ExpectedKeys: []string{}}
	type place struct{ site, level string }
	places := map[place]bool{}
	for _, site := range sv.Sites {
		for _, lv := range site.Levels {
			for _, k := range lv.Keys {
				if onPages(k.Pages, batch) {
					ctx.ExpectedKeys = append(ctx.ExpectedKeys, k.Key)
					places[place{site.Name, lv.Name}] = true
				}
			}
		}
	}
	if len(places) == 1 {
		for pl := range places {
			ctx.Site, ctx.Level = pl.site, pl.level
		}
	}
	return ctx
}

func onPages(nums []int, batch []requests.Page) bool {
	return slices.ContainsFunc(batch, func(p requests.Page) bool { return slices.Contains(nums, p.Number) })
}

// roamingBatch is the roaming encounters of one content batch, the pages
// the batch read, and the number of areas the batches before it gave.
type roamingBatch struct {
	pages      []int
	after      int
	encounters []requests.Encounter
}

// readContent decodes the areas of every batch, in order, into c.areas,
// and the roaming encounters of each batch into c.roaming.
func readContent(c *caches, envs []*Envelope) error {
	c.areas, c.roaming = nil, nil
	for _, env := range envs {
		var answer requests.Content
		if err := env.decode(&answer); err != nil {
			return err
		}
		if len(answer.Roaming) > 0 {
			pages, err := unitPages(env)
			if err != nil {
				return err
			}
			c.roaming = append(c.roaming, roamingBatch{pages: pages, after: len(c.areas), encounters: answer.Roaming})
		}
		c.areas = append(c.areas, answer.Areas...)
	}
	return nil
}

// monsterAreas returns the areas whose encounters the monsters stage and
// assemble read: c's areas, then one keyless area per batch's roaming
// encounters, with the batch's pages.
func monsterAreas(c *caches) []requests.Area {
	out := slices.Clone(c.areas)
	for _, rb := range c.roaming {
		out = append(out, requests.Area{Encounters: rb.encounters, Pages: rb.pages})
	}
	return out
}
