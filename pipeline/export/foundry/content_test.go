package foundry

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/scriptorium/scriptorium/adventure"
	"github.com/scriptorium/scriptorium/pipeline/export"
)

// pageIndex maps each journal _id to the _ids of its pages.
type pageIndex map[string]map[string]bool

// index returns the pages of ds by journal.
func index(ds []doc) pageIndex {
	idx := pageIndex{}
	for _, d := range ds {
		idx[d.ID] = map[string]bool{}
		for _, p := range d.Pages {
			idx[d.ID][p.ID] = true
		}
	}
	return idx
}

// resolves reports whether a link target written in journal from names a
// page of the export: ".page" a page of from, or
// "JournalEntry.<entry>.JournalEntryPage.<page>".
func (idx pageIndex) resolves(from, target string) bool {
	if page, ok := strings.CutPrefix(target, "."); ok {
		return idx[from][page]
	}
	parts := strings.Split(target, ".")
	return len(parts) == 4 && parts[0] == DocJournalEntry && parts[2] == DocPage && idx[parts[1]][parts[3]]
}

// TestLinksResolve wants every @UUID link of every page to name a page of
// the export, for the bundled sets and a module with an exit into another
// site.
func TestLinksResolve(t *testing.T) {
	results := map[string]*export.Result{"chapel": exportOf(t, chapel())}
	for _, set := range []string{"minimod", "darkloch", "pagoda-of-pazuzu", "raising-a-god"} {
		results[set] = exportOf(t, golden(t, set))
	}
	for name, r := range results {
		ds := docs(t, r)
		idx := index(ds)
		for _, d := range ds {
			for _, p := range d.Pages {
				for _, m := range uuidLink.FindAllStringSubmatch(p.Text.Content, -1) {
					if !idx.resolves(d.ID, m[1]) {
						t.Errorf("%s: %s / %s: link %s names no page of the export", name, d.Name, p.Name, m[0])
					}
				}
			}
		}
	}
}

// TestExitLinks wants each exit whose target is an area to link to that
// area's page: relative within a site, absolute into another site; an exit
// to no area keeps its printed target unlinked.
func TestExitLinks(t *testing.T) {
	ds := docs(t, exportOf(t, chapel()))
	page := map[string]string{} // "site/key" → page _id
	content := map[string]string{}
	for _, d := range ds {
		for _, p := range d.Pages {
			if a := p.Flags.Scriptorium.Area; a != nil {
				page[d.Name+"/"+a.Key] = p.ID
				content[d.Name+"/"+a.Key] = p.Text.Content
			}
		}
	}
	crypt := ds[1].ID
	for _, c := range []struct{ from, want string }{
		{"Chapel/1", "north door (stuck) to @UUID[." + page["Chapel/2"] + "]{2. Nave}"},
		{"Chapel/2", "south door to @UUID[." + page["Chapel/1"] + "]{1. Porch}"},
		{"Chapel/2", "down stairs (open) to @UUID[JournalEntry." + crypt + ".JournalEntryPage." + page["Crypt/1"] + "]{1. Ossuary}"},
		{"Crypt/1", "east secret door (hidden) to 9</li>"},
	} {
		if !strings.Contains(content[c.from], c.want) {
			t.Errorf("page of %s lacks %q:\n%s", c.from, c.want, content[c.from])
		}
	}
}

// TestExitLinksByLevel wants an exit to the key of an area on its own
// level to link to that area, when another level of the site numbers its
// areas from 1 too: "to area 2" on the lower level is the lower level's 2.
func TestExitLinksByLevel(t *testing.T) {
	a := chapel()
	levels := a.Sites[0].Levels
	levels[0].Areas = append(levels[0].Areas, adventure.Area{Key: "2", Title: "Vestry", Exits: []adventure.Exit{{Kind: "door", Target: "1"}}})
	levels[1].Areas = append([]adventure.Area{{Key: "1", Title: "Cellar stair", Exits: []adventure.Exit{{Kind: "passage", Target: "2"}}}}, levels[1].Areas...)
	ds := docs(t, exportOf(t, a))
	content := map[string]string{}
	page := map[string]string{} // area title → page _id
	for _, p := range ds[0].Pages {
		if ar := p.Flags.Scriptorium.Area; ar != nil {
			page[ar.Title] = p.ID
			content[ar.Title] = p.Text.Content
		}
	}
	for _, c := range []struct{ from, want string }{
		{"Porch", "north door (stuck) to @UUID[." + page["Vestry"] + "]{2. Vestry}"},
		{"Vestry", "door to @UUID[." + page["Porch"] + "]{1. Porch}"},
		{"Cellar stair", "passage to @UUID[." + page["Nave"] + "]{2. Nave}"},
		{"Nave", "south door to @UUID[." + page["Cellar stair"] + "]{1. Cellar stair}"},
	} {
		if !strings.Contains(content[c.from], c.want) {
			t.Errorf("page of %s lacks %q:\n%s", c.from, c.want, content[c.from])
		}
	}
}

// TestEncounterLinks wants a linked encounter to point at the stat block
// in its own journal, and an unlinked one to stay text.
func TestEncounterLinks(t *testing.T) {
	ds := docs(t, exportOf(t, chapel()))
	chapelJournal := ds[0]
	statBlock := map[string]string{}
	for _, p := range chapelJournal.Pages {
		statBlock[p.Name] = p.ID
	}
	want := "<li>@UUID[." + statBlock["Goblin"] + "]{Goblins} (2): AC 6, HD 1-1</li>"
	if c := chapelJournal.Pages[1].Text.Content; !strings.Contains(c, want) {
		t.Errorf("porch lacks %q:\n%s", want, c)
	}
	if c := ds[1].Pages[0].Text.Content; !strings.Contains(c, "<li>Skeleton (one per niche)</li>") {
		t.Errorf("ossuary lacks its unlinked skeleton:\n%s", c)
	}
	for _, p := range ds[1].Pages {
		if p.Name == "Monsters" {
			t.Errorf("crypt has a Monsters page, but no encounter of it links a monster")
		}
	}
}

// TestRoamingAndNamedEncounters: the creatures a site lists as met
// anywhere in it get a "Roaming" page of its journal, linked to their stat
// blocks like area encounters, and an individual's own name comes before
// its creature, unless the creature is the full name that opens with it.
func TestRoamingAndNamedEncounters(t *testing.T) {
	a := chapel()
	a.Sites[1].Encounters = []adventure.Encounter{{Creature: "goblin", Name: "Snagg", Monster: "goblin", Count: adventure.Count{Fixed: ptr(1)}},
		{Creature: "Old Maud, the Drowned Miller", Name: "Old Maud", Count: adventure.Count{Fixed: ptr(1)}},
		{Creature: "Bargle the Infamous", Name: "Bargle the Infamous", Count: adventure.Count{Fixed: ptr(1)}}}
	ds := docs(t, exportOf(t, a))
	var roaming, statBlock string
	for _, p := range ds[1].Pages {
		switch p.Name {
		case "Roaming":
			roaming = p.Text.Content
		case "Goblin":
			statBlock = p.ID
		}
	}
	for _, want := range []string{"<li>@UUID[." + statBlock + "]{Snagg, goblin} (1)</li>", "<li>Old Maud, the Drowned Miller (1)</li>", "<li>Bargle the Infamous (1)</li>"} {
		if statBlock == "" || !strings.Contains(roaming, want) {
			t.Errorf("crypt's roaming page %q lacks %q", roaming, want)
		}
	}
	for _, p := range ds[0].Pages {
		if p.Name == "Roaming" {
			t.Errorf("chapel has a Roaming page, but no creature roams it")
		}
	}
}

// TestEscaping wants text with markup and ampersands escaped wherever it
// enters HTML, Foundry's link and roll syntax made inert, link labels
// stripped of braces, and names left as text.
func TestEscaping(t *testing.T) {
	a := chapel()
	area := &a.Sites[0].Levels[0].Areas[0]
	area.Title = `<script>alert("x")</script> & {Co}`
	area.ReadAloud = "Bread & <b>salt</b>"
	area.Description = "@UUID[JournalEntry.x]{evil} [[/r 1d6]]"
	a.Sites[0].Levels[1].Areas[0].Exits[0].Target = "1"
	a.Wandering[0].Entries[0].Entry = "<script> & rats"
	r := exportOf(t, a)
	for _, f := range r.Files {
		var whole map[string]any
		if err := json.Unmarshal(f.Data, &whole); err != nil {
			t.Fatalf("%s: %v", f.Name, err)
		}
	}
	ds := docs(t, r)
	porch := ds[0].Pages[1]
	if porch.Name != area.Key+". "+area.Title {
		t.Errorf("page name = %q, want the title as text", porch.Name)
	}
	html := ""
	for _, d := range ds {
		html += d.Description
		for _, p := range d.Pages {
			html += p.Text.Content
		}
		for _, res := range d.Results {
			html += res.Description
		}
	}
	if strings.Contains(html, "<script>") || strings.Contains(html, "<b>") {
		t.Errorf("unescaped markup in page content or table:\n%s", html)
	}
	for _, want := range []string{
		"<blockquote class=\"scriptorium-read-aloud\"><p>Bread &amp; &lt;b&gt;salt&lt;/b&gt;</p></blockquote>",
		"{1. &lt;script&gt;alert(&#34;x&#34;)&lt;/script&gt; &amp; (Co)}",
		"&lt;script&gt; &amp; rats",
		"<p>@<wbr>UUID[JournalEntry.x]{evil} [<wbr>[/r 1d6]]</p>",
	} {
		if !strings.Contains(html, want) {
			t.Errorf("output lacks %q", want)
		}
	}
}

// TestDuplicateID wants two areas of one key in one site refused.
func TestDuplicateID(t *testing.T) {
	a := chapel()
	ground := &a.Sites[0].Levels[0]
	ground.Areas = append(ground.Areas, adventure.Area{Key: ground.Areas[0].Key, Title: "Twin"})
	if _, err := Export(a); !errors.Is(err, ErrDuplicateID) {
		t.Errorf("Export with one key twice in a level: err = %v, want ErrDuplicateID", err)
	}
	b := chapel() // each level of a site numbering from 1 is a warning of check, and exports
	b.Sites[0].Levels[1].Areas[0].Key = b.Sites[0].Levels[0].Areas[0].Key
	if _, err := Export(b); err != nil {
		t.Errorf("Export with one key on two levels: %v, want it exported", err)
	}
}

func TestAreaName(t *testing.T) {
	for _, c := range []struct{ key, title, want string }{
		{"12", "Guard Room", "12. Guard Room"},
		{"12a", "", "12a"},
		{"Outside", "Outside", "Outside"},
		{"Hall of Harmony", "HALL OF HARMONY", "Hall of Harmony"},
	} {
		if got := areaName(&adventure.Area{Key: c.key, Title: c.title}); got != c.want {
			t.Errorf("areaName(%q, %q) = %q, want %q", c.key, c.title, got, c.want)
		}
	}
}
