package adventure

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/scriptorium/scriptorium/internal/cli"
)

// findingGroup is a run of findings of one severity and code, in report
// order.
type findingGroup []Finding

// groupFindings splits findings (sorted by severity, then code, as a report
// holds them) into runs of one severity and code.
func groupFindings(findings []Finding) []findingGroup {
	var groups []findingGroup
	for i := 0; i < len(findings); {
		j := i + 1
		for j < len(findings) && findings[j].Severity == findings[i].Severity && findings[j].Code == findings[i].Code {
			j++
		}
		groups = append(groups, findingGroup(findings[i:j]))
		i = j
	}
	return groups
}

// minGist is the fewest characters of text the messages of a group share
// for the report to print that text once, above the group.
const minGist = 16

// gist splits the messages of g into the text they all share, printed once
// ("area … has confidence 0.50"), and what each says apart
// (`"Outside"`). Shared text is cut at spaces, so no word is split; a
// group sharing less than minGist characters has no gist, and each detail
// is its whole message.
func (g findingGroup) gist() (gist string, details []string) {
	msgs := make([]string, len(g))
	for i, f := range g {
		msgs[i] = f.Message
	}
	prefix := commonPrefix(msgs)
	prefix = prefix[:strings.LastIndex(prefix, " ")+1]
	rests := make([]string, len(msgs))
	for i, m := range msgs {
		rests[i] = m[len(prefix):]
	}
	suffix := commonSuffix(rests)
	lead := ""
	if i := strings.Index(suffix, " "); i >= 0 {
		lead, suffix = suffix[:i], suffix[i:]
	} else {
		suffix = ""
	}
	// Punctuation that closes the varying part belongs to the shared text:
	// `opening "a":` leaves the detail `"a"` and the gist `opening …: check it`.
	punct := lead[len(strings.TrimRight(lead, ":;,")):]
	if len(prefix)+len(suffix) < minGist {
		return "", msgs
	}
	for _, r := range rests {
		details = append(details, r[:len(r)-len(suffix)-len(punct)])
	}
	return strings.TrimSpace(strings.TrimSpace(prefix) + " …" + punct + suffix), details
}

func commonPrefix(ss []string) string {
	p := ss[0]
	for _, s := range ss[1:] {
		n := 0
		for n < len(p) && n < len(s) && p[n] == s[n] {
			n++
		}
		p = p[:n]
	}
	return p
}

func commonSuffix(ss []string) string {
	p := ss[0]
	for _, s := range ss[1:] {
		n := 0
		for n < len(p) && n < len(s) && p[len(p)-1-n] == s[len(s)-1-n] {
			n++
		}
		p = p[len(p)-n:]
	}
	return p
}

// where counts a group by what its findings concern: "27 on pages 2-3, 6",
// "6 areas", "3 in 2 areas", "2 monsters", or "4 findings" when they
// concern different things.
func (g findingGroup) where() string {
	areas, monsters, pages := map[[3]string]bool{}, map[string]bool{}, []int{}
	for _, f := range g {
		switch {
		case f.Area != "":
			areas[[3]string{f.Site, f.Level, f.Area}] = true
		case f.Monster != "":
			monsters[f.Monster] = true
		case f.Page != 0:
			pages = append(pages, f.Page)
		}
	}
	n := len(g)
	switch {
	case len(areas) == n || g.all(func(f Finding) bool { return f.Area != "" }):
		return counted(n, len(areas), "area")
	case len(monsters) > 0 && g.all(func(f Finding) bool { return f.Area == "" && f.Monster != "" }):
		return counted(n, len(monsters), "monster")
	case len(pages) == n:
		pages = sortedSet(pages)
		return fmt.Sprintf("%d on %s %s", n, pageWord(len(pages)), pageRanges(pages))
	}
	return cli.Plural(n, "finding")
}

// all reports whether every finding of g satisfies ok.
func (g findingGroup) all(ok func(Finding) bool) bool {
	return !slices.ContainsFunc(g, func(f Finding) bool { return !ok(f) })
}

// counted says n findings concern things of a noun: "6 areas", or "3 in 2
// areas" when some concern the same.
func counted(n, things int, noun string) string {
	if n == things {
		return cli.Plural(n, noun)
	}
	return fmt.Sprintf("%d in %s", n, cli.Plural(things, noun))
}

// fixes names, per finding code, the overrides.yaml entry that corrects
// what a finding of the code reports (see the overrides.yaml format in the
// package doc). Codes that no entry corrects have none.
var fixes = map[string]string{
	CodeNoStatBlock:      "monsters.<id>: stat_block, or areas.<key>: encounters to link another monster",
	CodeExitUnknown:      "areas.<key>: exits",
	CodeNoSourcePages:    "areas.<key>: pages",
	CodeLowConfidence:    "check the area against its pages; correct it under areas.<key>",
	CodeTextUnplaced:     "areas.<key>: description (replaced whole) to put it in an area, or areas.<new key>: add: {site, level} for an area of its own",
	CodeEmptyPage:        "areas.<new key>: add: {site, level} with pages: [<n>] for each area it holds",
	CodeScanPage:         "correct what was misread under areas.<key> or monsters.<id>",
	CodeOCRLowConfidence: "correct what was misread under areas.<key> or monsters.<id>",
	CodeKeysMissing:      "areas.<key>: add for each missing area, or areas.<key>: key to renumber a misread one",
	CodeMonsterUnknown:   "monsters.<id>: add: true, or correct the link",
	CodeStatMismatch:     "monsters.<id>: stat_block",
	CodeWanderingDie:     "wandering.<table>: die",
	CodeWanderingRange:   "wandering.<table>: die or entries",
	CodeWanderingOverlap: "wandering.<table>: entries",
	CodeWanderingEmpty:   "wandering.<table>: entries, or remove: true",
}

// findingsText prints the findings worst first, each once: a finding alone
// in its code on one line, several of one code under one line that counts
// them and says once what their messages share; each code is followed by
// the overrides.yaml entry that fixes it, and the command that applies
// overrides.yaml closes the list.
func (r *Report) findingsText(p *printer) {
	f := r.Findings
	all := slices.Concat(f.Errors, f.Warnings, f.Info)
	p.line("")
	p.line(fmt.Sprintf("Findings: %s, %s, %d info", cli.Plural(len(f.Errors), "error"), cli.Plural(len(f.Warnings), "warning"), len(f.Info)))
	kind := columns(all)
	fixed := false
	for _, g := range groupFindings(all) {
		first := g[0]
		if len(g) == 1 {
			p.line(kind(first) + subject(first) + "  " + first.Message)
		} else {
			g.text(p, kind(first))
		}
		if fix := fixes[first.Code]; fix != "" {
			p.line("    fix in overrides.yaml: " + r.fixFor(g, fix))
			fixed = true
		}
	}
	if fixed {
		p.line("  overrides.yaml sits in the workdir beside report.json; after editing it, run: extract assemble --workdir WORKDIR")
	}
}

// columns returns what starts a finding's line: its severity and code,
// each padded to the widest of findings, so every line's text starts in
// one column.
func columns(findings []Finding) func(Finding) string {
	sev, code := 0, 0
	for _, f := range findings {
		sev, code = max(sev, len(f.Severity)), max(code, len(f.Code))
	}
	return func(f Finding) string {
		return fmt.Sprintf("  %-*s  %-*s  ", sev, f.Severity, code, f.Code)
	}
}

// fixFor names the entry of fix for g: a group of one finding gets its
// area's reference, its monster's ID and its page in place of <key>, <id>
// and <n>.
func (r *Report) fixFor(g findingGroup, fix string) string {
	if len(g) > 1 {
		return fix
	}
	if g[0].Area != "" {
		fix = strings.ReplaceAll(fix, "<key>", r.areaRef(g[0]))
	}
	if g[0].Monster != "" {
		fix = strings.ReplaceAll(fix, "<id>", g[0].Monster)
	}
	if g[0].Page != 0 {
		fix = strings.ReplaceAll(fix, "<n>", strconv.Itoa(g[0].Page))
	}
	return fix
}

// areaRef is how overrides.yaml names the area of f: its key, or, when
// other areas have the key, "<site>/<key>" or "<site>/<level>/<key>".
func (r *Report) areaRef(f Finding) string {
	var key, site int
	for _, a := range r.Areas {
		if a.Key == f.Area {
			key++
			if a.Site == f.Site {
				site++
			}
		}
	}
	switch {
	case key <= 1:
		return f.Area
	case site <= 1:
		return f.Site + "/" + f.Area
	}
	return f.Site + "/" + f.Level + "/" + f.Area
}

// text prints a group of several findings: a line with their severity,
// code, count and gist, then each finding's subject and detail, or, when
// the details only repeat the subjects, the subjects on one line.
func (g findingGroup) text(p *printer, kind string) {
	gist, details := g.gist()
	head := g.where()
	if gist != "" {
		head += ": " + gist
	}
	p.line(kind + head)
	subjects := make([]string, len(g))
	bare, module := true, true
	for i, f := range g {
		subjects[i] = subject(f)
		details[i] = strings.TrimSpace(details[i])
		bare = bare && (details[i] == "" || details[i] == strconv.Quote(f.Area+f.Monster))
		module = module && f.Subject() == ""
	}
	switch {
	case module:
		for _, d := range details {
			p.line("    " + d)
		}
	case bare:
		p.line("    " + strings.Join(subjects, ", "))
	default:
		for i := range g {
			p.line("    "+subjects[i], details[i])
		}
	}
}
