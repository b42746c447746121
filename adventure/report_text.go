package adventure

import (
	"bytes"
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"
	"text/tabwriter"

	"github.com/scriptorium/scriptorium/internal/cli"
)

// WriteText prints the report for a person: a headline, the findings worst
// first, then tables of areas, monsters and stages, columns aligned with
// spaces (no colour, no terminal control), fit for a terminal or a log. The
// same report always prints the same bytes.
func (r *Report) WriteText(w io.Writer) error {
	var buf bytes.Buffer
	tw := tabwriter.NewWriter(&buf, 0, 0, 2, ' ', 0)
	p := &printer{w: tw}
	r.headline(p)
	r.findingsText(p)
	r.areasText(p)
	r.monstersText(p)
	r.stagesText(p)
	if p.err == nil {
		p.err = tw.Flush()
	}
	if p.err != nil {
		return p.err
	}
	_, err := io.WriteString(w, trailingSpaces.ReplaceAllString(buf.String(), ""))
	return err
}

// trailingSpaces matches the padding tabwriter leaves after a line's last
// non-empty cell.
var trailingSpaces = regexp.MustCompile(`(?m) +$`)

// oneLine keeps a cell on one line and in one column.
var oneLine = strings.NewReplacer("\t", " ", "\n", " ", "\r", " ")

// printer writes lines, keeping the first error.
type printer struct {
	w   io.Writer
	err error
}

func (p *printer) line(cells ...string) {
	for i, c := range cells {
		cells[i] = oneLine.Replace(c)
	}
	if p.err == nil {
		_, p.err = io.WriteString(p.w, strings.Join(cells, "\t")+"\n")
	}
}

func (r *Report) headline(p *printer) {
	src := r.Module.Source
	p.line(fmt.Sprintf("%s: %s, %s, sha256 %s", orDash(r.Module.Title), orDash(src.File),
		cli.Plural(r.Module.Pages, "page"), short(src.SHA256)))
	t := r.Totals
	p.line(fmt.Sprintf("%s on %s of %s; %s, %d with a stat block; %s; %s",
		cli.Plural(t.Areas, "area"), cli.Plural(t.Levels, "level"), cli.Plural(t.Sites, "site"), cli.Plural(t.Monsters, "monster"),
		t.StatBlocks, cli.Plural(t.Encounters, "encounter"), cli.Plural(t.WanderingTables, "wandering table")))
	if len(r.Module.Flags) > 0 {
		p.line("module flags: " + strings.Join(r.Module.Flags, " "))
	}
}

func (r *Report) findingsText(p *printer) {
	f := r.Findings
	p.line("")
	p.line(fmt.Sprintf("Findings: %s, %s, %d info", cli.Plural(len(f.Errors), "error"), cli.Plural(len(f.Warnings), "warning"), len(f.Info)))
	for _, group := range [][]Finding{f.Errors, f.Warnings, f.Info} {
		for _, x := range group {
			p.line("  "+string(x.Severity), x.Code, subject(x), x.Message)
		}
	}
}

func (r *Report) areasText(p *printer) {
	p.line("")
	p.line("Areas")
	p.line("  KEY", "SITE / LEVEL", "PAGES", "CONF", "TITLE", "FLAGS")
	for _, a := range r.Areas {
		p.line("  "+a.Key, place(a.Site, a.Level), orDash(pageRanges(a.Pages)),
			strconv.FormatFloat(a.Confidence, 'f', 2, 64), orDash(a.Title), strings.Join(a.Flags, " "))
	}
}

func (r *Report) monstersText(p *printer) {
	p.line("")
	p.line("Monsters")
	p.line("  ID", "NAME", "STAT BLOCK", "PRINTED AS", "FLAGS")
	for _, m := range r.Monsters {
		p.line("  "+m.ID, m.Name, yesNo(m.HasStatBlock), orDash(strings.Join(m.PrintedNames, "; ")), strings.Join(m.Flags, " "))
	}
}

func (r *Report) stagesText(p *printer) {
	p.line("")
	p.line("Stages")
	p.line("  STAGE", "UNITS", "PROVIDER", "MODEL", "TOKENS IN", "TOKENS OUT")
	for _, s := range r.Stages {
		p.line("  "+s.Stage, strconv.Itoa(s.Units), orDash(strings.Join(s.Providers, ", ")), orDash(strings.Join(s.Models, ", ")),
			strconv.Itoa(s.Usage.InputTokens), strconv.Itoa(s.Usage.OutputTokens))
	}
	t := r.Totals
	p.line("  total", strconv.Itoa(t.Units), "", "", strconv.Itoa(t.Usage.InputTokens), strconv.Itoa(t.Usage.OutputTokens))
}

// place names where an area is: "Site / Level", or "Site" when the level
// has no name.
func place(site, level string) string {
	if level == "" {
		return orDash(site)
	}
	return site + " / " + level
}

// subject names what a finding concerns, "-" for the module.
func subject(f Finding) string { return orDash(f.Subject()) }

// pageRanges writes ascending pages compactly: [2 3 4 7] gives "2-4, 7".
func pageRanges(pages []int) string {
	return numberRuns(pages, "-", 2)
}

// numberRuns writes ascending numbers compactly, a run of at least shortest
// numbers as its ends joined by dash: numberRuns([2 3 4 7 9 10], "–", 3)
// gives "2–4, 7, 9, 10".
func numberRuns(nums []int, dash string, shortest int) string {
	var parts []string
	for i := 0; i < len(nums); {
		j := i
		for j+1 < len(nums) && nums[j+1] == nums[j]+1 {
			j++
		}
		if j-i+1 >= shortest {
			parts = append(parts, strconv.Itoa(nums[i])+dash+strconv.Itoa(nums[j]))
		} else {
			for _, n := range nums[i : j+1] {
				parts = append(parts, strconv.Itoa(n))
			}
		}
		i = j + 1
	}
	return strings.Join(parts, ", ")
}

func orDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

func yesNo(b bool) string {
	if b {
		return "yes"
	}
	return "no"
}

// short abbreviates a hex digest to its first 12 characters.
func short(digest string) string {
	if len(digest) > 12 {
		return digest[:12] + "…"
	}
	return orDash(digest)
}
