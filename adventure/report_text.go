package adventure

import (
	"bytes"
	"fmt"
	"io"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"text/tabwriter"

	"github.com/scriptorium/scriptorium/internal/cli"
)

// WriteText prints the report for a person: a headline (the module flags by
// name, with their pages and counts), the findings worst first, each once
// (several of one code under one line that counts them and says what their
// messages share), each code followed by the overrides.yaml entry that
// fixes it, then tables of areas (a confidence most areas share said once,
// above the table), monsters (a flag name once for all its details) and
// stages, columns aligned with spaces (no colour, no terminal control), fit
// for a terminal or a log. It only groups what it prints: report.json keeps
// every finding and flag. The same report always prints the same bytes.
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
		p.line("module flags: " + flagNames(r.Module.Flags))
	}
}

func (r *Report) areasText(p *printer) {
	p.line("")
	common, n := r.commonConfidence()
	head := []string{"  KEY", "SITE / LEVEL", "PAGES", "CONF", "TITLE", "FLAGS"}
	shared := ""
	if n > 0 {
		shared = "at confidence " + confidence(common) + r.rater()
		if common < LowConfidence {
			shared += ", flagged " + FlagLowConfidence
		}
	}
	switch {
	case n == len(r.Areas):
		p.line(fmt.Sprintf("Areas: %s %s", allOf(n, "area"), shared))
		head = slices.Delete(head, 3, 4)
	case n > 0:
		p.line(fmt.Sprintf("Areas: %d of %d %s, their CONF left blank; CONF shows the other %d", n, len(r.Areas), shared, len(r.Areas)-n))
	default:
		p.line("Areas")
	}
	p.line(head...)
	for _, a := range r.Areas {
		flags := a.Flags
		if n > 0 && a.Confidence == common {
			flags = slices.DeleteFunc(slices.Clone(flags), func(f string) bool { return f == FlagLowConfidence })
		}
		row := []string{"  " + a.Key, place(a.Site, a.Level), orDash(pageRanges(a.Pages)), confidence(a.Confidence), orDash(a.Title), compactFlags(flags)}
		switch {
		case n == len(r.Areas):
			row = slices.Delete(row, 3, 4)
		case n > 0 && a.Confidence == common:
			row[3] = ""
		}
		p.line(row...)
	}
	if slices.ContainsFunc(r.Areas, func(a AreaReport) bool { return a.Title == "" }) {
		p.line("  TITLE - : no title was read for the area")
	}
}

// rater names what gave the areas their confidence, the content stage's
// providers and models: " (content: offline rules-v54)", or "" when the
// report has no content stage that one answered.
func (r *Report) rater() string {
	for _, s := range r.Stages {
		if s.Stage == "content" && len(s.Providers) > 0 {
			return " (content: " + strings.Join(slices.Concat(s.Providers, s.Models), " ") + ")"
		}
	}
	return ""
}

// commonConfidence returns the confidence most areas share and how many
// share it, or 0 areas when no confidence is shared by more than half of
// at least two areas.
func (r *Report) commonConfidence() (float64, int) {
	counts := map[float64]int{}
	for _, a := range r.Areas {
		counts[a.Confidence]++
	}
	for c, n := range counts {
		if n >= 2 && 2*n > len(r.Areas) {
			return c, n
		}
	}
	return 0, 0
}

func confidence(c float64) string { return strconv.FormatFloat(c, 'f', 2, 64) }

// allOf says n things are all of them: "both areas", "all 6 areas".
func allOf(n int, noun string) string {
	if n == 2 {
		return "both " + noun + "s"
	}
	return "all " + cli.Plural(n, noun)
}

// flagNames lists the names of module flags, each once, in first-seen order and
// separated by "; ", with the pages of a flag about pages and how many flags
// have a name when more than its pages: [text-unplaced:2:A text-unplaced:2:B
// text-unplaced:3:C override:title] gives "text-unplaced on pages 2-3 (3);
// override".
func flagNames(flags []string) string {
	var names []string
	details := map[string][]string{}
	for _, f := range flags {
		name, detail, _ := strings.Cut(f, ":")
		if _, seen := details[name]; !seen {
			names = append(names, name)
		}
		details[name] = append(details[name], detail)
	}
	for i, name := range names {
		ps := flagPages(details[name])
		if len(ps) > 0 {
			names[i] += " on " + pageWord(len(ps)) + " " + pageRanges(ps)
		}
		if n := len(details[name]); n > max(1, len(ps)) {
			names[i] += " (" + strconv.Itoa(n) + ")"
		}
	}
	return strings.Join(names, "; ")
}

// flagPages returns the pages module flag details open with ("2" of "2:Words"),
// sorted, each once, or nil when a detail opens with no page.
func flagPages(details []string) []int {
	var pages []int
	for _, d := range details {
		first, _, _ := strings.Cut(d, ":")
		n, err := strconv.Atoi(first)
		if err != nil {
			return nil
		}
		pages = append(pages, n)
	}
	return sortedSet(pages)
}

// pageWord is "page" for one page, "pages" for more.
func pageWord(n int) string {
	if n == 1 {
		return "page"
	}
	return "pages"
}

// compactFlags writes flags with their name once for all its details:
// [derived:aac derived:thac0 merged:2] gives "derived:aac,thac0 merged:2".
func compactFlags(flags []string) string {
	var out []string
	at := map[string]int{}
	for _, f := range flags {
		name, detail, ok := strings.Cut(f, ":")
		if i, seen := at[name]; seen && ok && strings.Contains(out[i], ":") {
			out[i] += "," + detail
			continue
		}
		at[name] = len(out)
		out = append(out, f)
	}
	return strings.Join(out, " ")
}

func (r *Report) monstersText(p *printer) {
	p.line("")
	p.line("Monsters")
	p.line("  ID", "NAME", "STAT BLOCK", "PRINTED AS", "FLAGS")
	for _, m := range r.Monsters {
		p.line("  "+m.ID, m.Name, yesNo(m.HasStatBlock), orDash(strings.Join(m.PrintedNames, "; ")), compactFlags(m.Flags))
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
