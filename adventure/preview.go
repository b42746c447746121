package adventure

import (
	_ "embed"
	"fmt"
	"html/template"
	"io"
	"slices"
	"strconv"
	"strings"
)

// PageInfo is one page of the converted PDF as the preview shows it: its
// 1-based number, the path of its render relative to previews/ (such as
// "../pages/0003.png"; empty when there is none), and whether it has a text
// layer.
type PageInfo struct {
	Number  int
	Image   string
	HasText bool
}

//go:embed preview.html.tmpl
var previewSource string

var previewTemplate = template.Must(template.New("preview").Funcs(template.FuncMap{
	"conf":  func(c float64) string { return strconv.FormatFloat(c, 'f', 2, 64) },
	"pages": pageLabel,
	"count": count,
	"place": place,
	"words": func(s string) string { return strings.ReplaceAll(s, "_", " ") },
	"findingView": func(p *preview, f Finding) findingView {
		return findingView{F: f, Anchor: p.Anchor(f.Area)}
	},
}).Parse(previewSource))

// findingView is a finding with the anchor of its area ("" for none).
type findingView struct {
	F      Finding
	Anchor string
}

// WritePreview writes previews/index.html: one self-contained page (inline
// CSS, no script, no network) that shows each page render beside the areas,
// encounters, treasure, traps, exits, wandering tables and flags extracted
// from it, with a summary of a's [Check] findings at the top, then the
// areas no rendered page shows and the monsters. Renders are referenced by
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
	anchors  map[string]string
}

// previewPage is one page render and what was extracted from it.
type previewPage struct {
	PageInfo
	Anchor    string
	Areas     []previewArea
	Continued []previewArea
	Wandering []WanderingTable
	Flagged   bool
}

// previewArea is an area with its place and anchor, and the links of its
// exits.
type previewArea struct {
	*Area
	Site, Level string
	Anchor      string
	FirstPage   *previewPage
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
	p := &preview{A: a, anchors: map[string]string{}}
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
	for _, t := range a.Wandering {
		if pg := firstShown(t.Pages, byNumber); pg != nil {
			pg.Wandering = append(pg.Wandering, t)
		}
	}
	for i := range p.Pages {
		pg := &p.Pages[i]
		pg.Flagged = !pg.HasText || slices.ContainsFunc(pg.Areas, func(x previewArea) bool { return len(x.Flags) > 0 })
	}
	return p
}

// areas lists every area with its anchor, place, exit links and findings.
func (p *preview) areas(a *Adventure) []previewArea {
	var out []previewArea
	for _, site := range a.Sites {
		for _, level := range site.Levels {
			for i := range level.Areas {
				area := &level.Areas[i]
				anchor := "area-" + strconv.Itoa(len(out)+1)
				if _, dup := p.anchors[area.Key]; !dup {
					p.anchors[area.Key] = anchor
				}
				out = append(out, previewArea{Area: area, Site: site.Name, Level: level.Name, Anchor: anchor})
			}
		}
	}
	findings := slices.Concat(p.Findings.Errors, p.Findings.Warnings, p.Findings.Info)
	for i := range out {
		for _, x := range out[i].Area.Exits {
			out[i].Exits = append(out[i].Exits, previewExit{Exit: x, Anchor: p.anchors[x.Target]})
		}
		for _, f := range findings {
			if f.Area == out[i].Key {
				out[i].Findings = append(out[i].Findings, f)
			}
		}
	}
	return out
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

// Anchor returns the anchor of the area with key, or "".
func (p *preview) Anchor(key string) string { return p.anchors[key] }

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
