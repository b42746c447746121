package adventure

import (
	_ "embed"
	"fmt"
	"html/template"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/scriptorium/scriptorium/internal/cli"
)

// PageInfo is one page of the converted PDF as the preview shows it: its
// 1-based number, the path of its render relative to previews/ (such as
// "../pages/0003.png"; empty when there is none), whether it is a scan (no
// text layer, not blank: preprocess's Page.Scan), and whether it is blank
// (prints nothing, and has no text layer either).
type PageInfo struct {
	Number int
	Image  string
	Scan   bool
	Blank  bool
}

//go:embed preview.html.tmpl
var previewSource string

var previewTemplate = template.Must(template.New("preview").Funcs(template.FuncMap{
	"conf":  func(c float64) string { return strconv.FormatFloat(c, 'f', 2, 64) },
	"pages": pageLabel,
	"count": cli.Plural,
	"place": place,
	"words": func(s string) string { return strings.ReplaceAll(s, "_", " ") },
	"findingView": func(p *preview, f Finding) findingView {
		return findingView{F: f, Anchor: p.findingAnchor(f), Ref: p.ref(f)}
	},
}).Parse(previewSource))

// findingView is a finding with the anchor of its area ("" for none) and
// the area's name as overrides.yaml gives it (see [Adventure.Address]).
type findingView struct {
	F           Finding
	Anchor, Ref string
}

// WritePreview writes previews/index.html: one self-contained page (inline
// CSS, no script, no network) that shows each page render beside the areas,
// encounters, treasure, traps, exits, wandering tables and flags extracted
// from it, with a summary of a's [Check] findings at the top, then the
// areas no rendered page shows and the monsters. Beside each printed value
// it shows what adventure.json imports: the coins and valuables of a
// treasure with their values, the monster an encounter links to, and each
// stat block's AC and AAC, hit dice and hit points, THAC0 and attack bonus,
// attacks, movement, saves, morale and XP, derived values marked. Renders are referenced by
// their relative paths, never embedded, so the file stays small. All text is
// HTML-escaped; the same inputs always give the same bytes. WritePreview
// does not modify a.
func WritePreview(w io.Writer, a *Adventure, pages []PageInfo) error {
	if err := previewTemplate.Execute(w, newPreview(a, pages)); err != nil {
		return fmt.Errorf("write preview: %w", err)
	}
	return nil
}

// preview is the template's view of an adventure.
type preview struct {
	A        *Adventure
	Findings FindingsBySeverity
	Pages    []previewPage
	Unshown  []previewArea
	Monsters []previewMonster
	all      []previewArea // every area, in printed order
}

// previewMonster is a monster with its stat block's printed fields beside
// their imported values.
type previewMonster struct {
	*Monster
	Stats []statRow
}

// previewEncounter is an encounter with the monster it links to (nil when
// unlinked or when no monster has its ID).
type previewEncounter struct {
	Encounter
	Linked *Monster
}

// needsLook reports whether a finding asks for a look at its page: a
// warning or an error; an info finding (a blank page) does not.
func needsLook(f Finding) bool { return f.Severity != SeverityInfo }

// previewPage is one page render and what was extracted from it.
type previewPage struct {
	PageInfo
	Anchor    string
	Areas     []previewArea
	Continued []previewArea
	Wandering []WanderingTable
	Findings  []Finding // about the page itself
	Flagged   bool
}

// previewArea is an area with its place and anchor, its encounters with
// their monsters, the values its treasure imports, and the links of its
// exits.
type previewArea struct {
	*Area
	Site, Level string
	Anchor      string
	Address     string // the area's name as overrides.yaml gives it (see [Adventure.Address])
	FirstPage   *previewPage
	Encounters  []previewEncounter
	Treasure    []importedValue
	Exits       []previewExit
	Findings    []Finding
}

// previewExit is an exit with the anchor of its target ("" when the target
// is no area).
type previewExit struct {
	Exit
	Anchor string
}

func newPreview(a *Adventure, pages []PageInfo) *preview {
	p := &preview{A: a}
	for _, f := range Check(a) {
		p.Findings.add(f)
	}
	pages = slices.Clone(pages)
	slices.SortFunc(pages, func(x, y PageInfo) int { return x.Number - y.Number })
	byNumber := map[int]*previewPage{}
	for _, pg := range pages {
		p.Pages = append(p.Pages, previewPage{PageInfo: pg, Anchor: fmt.Sprintf("page-%d", pg.Number)})
	}
	for i := range p.Pages {
		byNumber[p.Pages[i].Number] = &p.Pages[i]
	}
	areas := p.areas(a)
	for _, area := range areas {
		p.place(area, byNumber)
	}
	for i := range a.Monsters {
		p.Monsters = append(p.Monsters, previewMonster{Monster: &a.Monsters[i], Stats: statRows(&a.Monsters[i])})
	}
	for _, t := range a.Wandering {
		if pg := firstShown(t.Pages, byNumber); pg != nil {
			pg.Wandering = append(pg.Wandering, t)
		}
	}
	for _, f := range slices.Concat(p.Findings.Errors, p.Findings.Warnings, p.Findings.Info) {
		if pg := byNumber[f.Page]; pg != nil {
			pg.Findings = append(pg.Findings, f)
		}
	}
	for i := range p.Pages {
		pg := &p.Pages[i]
		pg.Flagged = pg.Scan || slices.ContainsFunc(pg.Findings, needsLook) || slices.ContainsFunc(pg.Areas, func(x previewArea) bool { return len(x.Flags) > 0 })
	}
	return p
}

// areas lists every area with its anchor, place, exit links and findings:
// an exit links to the area of its target key in the same level first,
// then the same site (see [Adventure.ExitTarget]); a finding shows on the area of its site, level
// and key, or on every area of its key when it names no site.
func (p *preview) areas(a *Adventure) []previewArea {
	where := map[*Area]placed{}
	for at := range a.placedAreas() {
		where[at.area] = at
		site := a.Sites[at.site]
		p.all = append(p.all, previewArea{Area: at.area, Site: site.Name, Level: site.Levels[at.level].Name,
			Anchor: "area-" + strconv.Itoa(len(p.all)+1), Address: a.Address(at.area)})
	}
	findings := slices.Concat(p.Findings.Errors, p.Findings.Warnings, p.Findings.Info)
	out := slices.Clone(p.all)
	for i := range out {
		for _, e := range out[i].Area.Encounters {
			out[i].Encounters = append(out[i].Encounters, previewEncounter{Encounter: e, Linked: a.Monster(e.Monster)})
		}
		if t := out[i].Area.Treasure; t != nil {
			out[i].Treasure = treasureValues(t)
		}
		for _, x := range out[i].Area.Exits {
			out[i].Exits = append(out[i].Exits, previewExit{Exit: x, Anchor: p.anchor(a.ExitTarget(where[out[i].Area].site, where[out[i].Area].level, x.Target))})
		}
		for _, f := range findings {
			if out[i].concerns(f) {
				out[i].Findings = append(out[i].Findings, f)
			}
		}
	}
	return out
}

// concerns reports whether finding f is about area x: its key, and its site
// and level when f names them.
func (x previewArea) concerns(f Finding) bool {
	return f.Area == x.Key && (f.Site == "" || f.Site == x.Site && f.Level == x.Level)
}

// anchor returns the anchor of area, or "" for nil.
func (p *preview) anchor(area *Area) string {
	for _, x := range p.all {
		if x.Area == area && area != nil {
			return x.Anchor
		}
	}
	return ""
}

// ref names the area of finding f as overrides.yaml does (see
// [Adventure.Address]) when f names its site, else by its key.
func (p *preview) ref(f Finding) string {
	for _, x := range p.all {
		if f.Site != "" && x.concerns(f) {
			return x.Address
		}
	}
	return f.Area
}

// findingAnchor returns the anchor of the page finding f concerns when it
// is rendered, else of the first area f concerns, or "".
func (p *preview) findingAnchor(f Finding) string {
	for _, pg := range p.Pages {
		if f.Page != 0 && pg.Number == f.Page {
			return pg.Anchor
		}
	}
	for _, x := range p.all {
		if x.concerns(f) {
			return x.Anchor
		}
	}
	return ""
}

// place shows area on the first of its pages that has a render, and a
// reference to it on the others; an area on no rendered page is unshown.
func (p *preview) place(area previewArea, byNumber map[int]*previewPage) {
	first := firstShown(area.Pages, byNumber)
	if first == nil {
		p.Unshown = append(p.Unshown, area)
		return
	}
	area.FirstPage = first
	first.Areas = append(first.Areas, area)
	for _, n := range area.Pages {
		if pg := byNumber[n]; pg != nil && pg != first {
			pg.Continued = append(pg.Continued, area)
		}
	}
}

// firstShown returns the first of pages that has a render, or nil.
func firstShown(pages []int, byNumber map[int]*previewPage) *previewPage {
	for _, n := range slices.Sorted(slices.Values(pages)) {
		if pg := byNumber[n]; pg != nil {
			return pg
		}
	}
	return nil
}

// pageLabel writes "page 2", "pages 2-3, 5" or "no source page".
func pageLabel(pages []int) string {
	switch len(pages) {
	case 0:
		return "no source page"
	case 1:
		return "page " + strconv.Itoa(pages[0])
	}
	return "pages " + pageRanges(pages)
}
