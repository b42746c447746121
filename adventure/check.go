package adventure

import (
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/text/collate"
	"golang.org/x/text/language"

	"github.com/scriptorium/scriptorium/provider"
)

// Severity is how bad a [Finding] is. Only error-severity findings fail
// `extract check` (exit 3), and make convert, rerun and assemble exit 3.
type Severity string

// Severities, worst first.
const (
	SeverityError   Severity = "error"
	SeverityWarning Severity = "warning"
	SeverityInfo    Severity = "info"
)

// rank orders severities worst first.
func (s Severity) rank() int {
	return slices.Index([]Severity{SeverityError, SeverityWarning, SeverityInfo}, s)
}

// Finding codes of [Check], with their severity:
//
//	schema                  error    adventure.json breaks the v1 schema (first violation: pointer and reason)
//	flag-unknown            error    a flag outside the vocabulary (see [ValidateFlag])
//	no-areas                error    the adventure has no area at all
//	duplicate-key           error    two areas of one level share a key
//	repeated-key            warning  areas of different sites or levels share a key: once for the places that each number their keys from 1, naming the keys they share, else once per key; an exit to it leads to the one of its own level, else of its site (see [Adventure.ExitTarget]); overrides name each by its [Adventure.Address], such as "<site>/<key>" or "<level>/<key>"
//	duplicate-monster       error    two monsters share an ID
//	statblock-mismatch      error    a normalized stat-block value disagrees with what its printed field gives, or with the value it is derived from
//	monster-unknown         error    an encounter or wandering entry names a monster ID that does not exist
//	page-out-of-range       error    a source page outside 1..module.pages
//	exit-target-unknown     warning  an exit leads to a key that is no area (often off the map: kept, but check it), or to a key of no area of its level or site that several areas elsewhere have (see [Adventure.ExitTarget])
//	encounter-no-statblock  warning  an encounter has no stat line and no linked monster with a stat block
//	no-source-pages         warning  an area has no source page, so no preview shows it
//	empty-level             warning  a level has no area (a gap in extraction, or a map-only level)
//	empty-site              warning  a site has no level
//	keys-missing            warning  numbered keys of a site (of a level, when each level numbers from 1) skip numbers between the smallest and the largest: printed areas lost by extraction, most often; keys of 1–3 digits count, with their sub-keys (7a) and ranges (1–3), hex-style codes (0101) do not; a lettered series (A1, A3) or a level-prefixed one (2-1, 2-14: two keys or more sharing the prefix) counts on its own
//	wandering-die           warning  a wandering table's die is not NdM or d% (see [Die])
//	wandering-range         warning  a wandering row's range cannot be read (see [ParseRange]) or the die cannot roll it
//	wandering-overlap       warning  two rows of a wandering table share a roll
//	wandering-empty         warning  a wandering table has no rows, or a row has no entry text
//	scan-page               warning  a page has no text layer though others have one: what was read from it came from its render alone
//	blank-page              info     a page prints nothing (no text layer, a render of one colour): nothing was read from it, and nothing is missing
//	empty-page              warning  a page the survey says holds areas or wandering tables gave none, and still gives none
//	text-unplaced           warning  a paragraph of a page's body text is in no area, wandering table, stat block or heading: names the page and the paragraph's first words
//	ocr-low-confidence      warning  a page without a text layer was read by OCR with low confidence
//	damaged-pdf             warning  the PDF is damaged and was read as repaired: names the damage and the pages that may miss content
//	low-confidence          info     an area's confidence is below [LowConfidence]
const (
	CodeSchema           = "schema"
	CodeFlagUnknown      = "flag-unknown"
	CodeNoAreas          = "no-areas"
	CodeDuplicateKey     = "duplicate-key"
	CodeRepeatedKey      = "repeated-key"
	CodeDuplicateMonster = "duplicate-monster"
	CodeStatMismatch     = "statblock-mismatch"
	CodeMonsterUnknown   = "monster-unknown"
	CodePageOutOfRange   = "page-out-of-range"
	CodeExitUnknown      = "exit-target-unknown"
	CodeNoStatBlock      = "encounter-no-statblock"
	CodeNoSourcePages    = "no-source-pages"
	CodeEmptyLevel       = "empty-level"
	CodeEmptySite        = "empty-site"
	CodeKeysMissing      = "keys-missing"
	CodeLowConfidence    = "low-confidence"
	CodeScanPage         = "scan-page"
	CodeBlankPage        = "blank-page"
	CodeEmptyPage        = "empty-page"
	CodeTextUnplaced     = "text-unplaced"
	CodeOCRLowConfidence = "ocr-low-confidence"
	CodeDamagedPDF       = "damaged-pdf"
	CodeWanderingDie     = "wandering-die"
	CodeWanderingRange   = "wandering-range"
	CodeWanderingOverlap = "wandering-overlap"
	CodeWanderingEmpty   = "wandering-empty"
)

// Finding is one result of [Check]: its severity, code, the area key or
// monster ID it concerns (both empty for the module), the site and level of
// that area (empty when the finding concerns every area of the key, as
// repeated-key does), the 1-based PDF page it concerns (0 for none) and a
// message for a person.
type Finding struct {
	Severity Severity `json:"severity"`
	Code     string   `json:"code"`
	Site     string   `json:"site,omitempty"`
	Level    string   `json:"level,omitempty"`
	Area     string   `json:"area,omitempty"`
	Monster  string   `json:"monster,omitempty"`
	Page     int      `json:"page,omitempty"`
	Message  string   `json:"message"`
}

// Subject names what f concerns: "12", "goblin", "12 / goblin", "page 3",
// or "" for the whole module.
func (f Finding) Subject() string {
	switch {
	case f.Area != "" && f.Monster != "":
		return f.Area + " / " + f.Monster
	case f.Area == "" && f.Monster == "" && f.Page != 0:
		return "page " + strconv.Itoa(f.Page)
	}
	return f.Area + f.Monster
}

// HasErrors reports whether any finding has error severity.
func HasErrors(findings []Finding) bool {
	return slices.ContainsFunc(findings, func(f Finding) bool { return f.Severity == SeverityError })
}

// Check lints a: schema validation of a as it stands (call
// [Adventure.Normalize] first if a was built in memory: a nil list is a
// schema error), flag vocabulary, keys, references, pages and levels; see
// the Code constants for each finding and its severity. Findings are sorted
// by severity (worst first), code, area, site, level, page, monster and
// message, numbers in area keys and messages by value (area 2 before area
// 10), so the same adventure always gives the same list. Check does not
// modify a.
func Check(a *Adventure) []Finding {
	c := &checker{a: a, keys: map[string]int{}}
	c.schema()
	c.flags(ScopeModule, "", "", a.Flags)
	c.modulePages()
	c.damage()
	c.areas()
	c.missingKeys()
	c.monsters()
	for i := range a.Wandering {
		c.wandering(i)
	}
	return slices.Compact(sortFindings(c.out))
}

// sortFindings sorts fs in place by severity (worst first), code, area,
// site, level, page, monster and message, and returns it. Area keys and
// messages compare their runs of digits by value, as a reader counts:
// area 2 before area 10, row 7 before row 10.
func sortFindings(fs []Finding) []Finding {
	numeric := collate.New(language.Und, collate.Numeric)
	byNumber := func(a, b string) int { return cmp.Or(numeric.CompareString(a, b), strings.Compare(a, b)) }
	slices.SortFunc(fs, func(x, y Finding) int {
		return cmp.Or(cmp.Compare(x.Severity.rank(), y.Severity.rank()), strings.Compare(x.Code, y.Code),
			byNumber(x.Area, y.Area), strings.Compare(x.Site, y.Site), strings.Compare(x.Level, y.Level), cmp.Compare(x.Page, y.Page),
			strings.Compare(x.Monster, y.Monster), byNumber(x.Message, y.Message))
	})
	return fs
}

// checker accumulates findings over one adventure.
type checker struct {
	a           *Adventure
	keys        map[string]int // area key → count
	site, level string         // of the area being checked, given to its findings
	at          placed         // the positions of that area's site and level
	out         []Finding
}

func (c *checker) add(sev Severity, code, area, monster, format string, args ...any) {
	f := Finding{Severity: sev, Code: code, Area: area, Monster: monster, Message: fmt.Sprintf(format, args...)}
	if area != "" {
		f.Site, f.Level = c.site, c.level
	}
	c.out = append(c.out, f)
}

// inLevels calls check for each area, with c.site and c.level set to its
// place; they are empty again after.
func (c *checker) inLevels(check func(level *Level, area *Area)) {
	for s := range c.a.Sites {
		for l := range c.a.Sites[s].Levels {
			level := &c.a.Sites[s].Levels[l]
			c.site, c.level = c.a.Sites[s].Name, level.Name
			c.at = placed{site: s, level: l}
			for i := range level.Areas {
				check(level, &level.Areas[i])
			}
		}
	}
	c.site, c.level = "", ""
}

func (c *checker) schema() {
	data, err := json.Marshal(c.a)
	if err == nil {
		err = Validate(data)
	}
	var se *provider.SchemaError
	switch {
	case errors.As(err, &se):
		c.add(SeverityError, CodeSchema, "", "", "%s: %s", pointerText(se.Pointer), se.Reason)
	case err != nil:
		c.add(SeverityError, CodeSchema, "", "", "%v", err)
	}
}

func (c *checker) flags(scope Scope, area, monster string, flags []string) {
	for _, f := range flags {
		if err := ValidateFlag(scope, f); err != nil {
			c.add(SeverityError, CodeFlagUnknown, area, monster, "%v", err)
		}
	}
}

func (c *checker) areas() {
	for s, site := range c.a.Sites {
		if len(site.Levels) == 0 {
			c.add(SeverityWarning, CodeEmptySite, "", "", "%s has no level", siteName(s, site.Name))
		}
		for _, e := range site.Encounters {
			c.monsterRef(e.Monster, "", "%s roaming encounter %q", siteName(s, site.Name), e.Creature)
		}
		for l, level := range site.Levels {
			if len(level.Areas) == 0 {
				c.add(SeverityWarning, CodeEmptyLevel, "", "", "%s has no area", levelName(s, l, site.Name, level.Name))
			}
		}
	}
	inLevel := map[*Level]map[string]int{}
	c.inLevels(func(level *Level, area *Area) {
		c.keys[area.Key]++
		if inLevel[level] == nil {
			inLevel[level] = map[string]int{}
		}
		if inLevel[level][area.Key]++; inLevel[level][area.Key] == 2 {
			c.add(SeverityError, CodeDuplicateKey, area.Key, "", "%s has two areas with key %q", levelName(c.at.site, c.at.level, c.site, c.level), area.Key)
		}
	})
	if len(c.keys) == 0 {
		c.add(SeverityError, CodeNoAreas, "", "", "the adventure has no area")
	}
	c.repeatedKeys()
	c.inLevels(func(_ *Level, area *Area) { c.area(area) })
	for _, t := range c.a.Wandering {
		for _, e := range t.Entries {
			c.monsterRef(e.Monster, "", "wandering table %q row %q", t.Name, e.Range)
		}
		c.pages(t.Pages, "", "wandering table %q", t.Name)
	}
}

func (c *checker) area(area *Area) {
	ref := c.a.Address(area)
	c.flags(ScopeArea, area.Key, "", area.Flags)
	c.pages(area.Pages, area.Key, "area %q", ref)
	if len(area.Pages) == 0 {
		c.add(SeverityWarning, CodeNoSourcePages, area.Key, "", "area %q has no source page", ref)
	}
	if area.Confidence < LowConfidence {
		c.add(SeverityInfo, CodeLowConfidence, area.Key, "", "area %q has confidence %.2f", ref, area.Confidence)
	}
	for _, x := range area.Exits {
		switch {
		case x.Target == "" || c.a.ExitTarget(c.at.site, c.at.level, x.Target) != nil:
		case c.keys[x.Target] == 0:
			c.add(SeverityWarning, CodeExitUnknown, area.Key, "", "area %q: %s exit leads to %q, which is no area", ref, x.Kind, x.Target)
		default:
			c.add(SeverityWarning, CodeExitUnknown, area.Key, "", "area %q: %s exit leads to %q, which no area of its level has and %d areas elsewhere have: it links to none of them", ref, x.Kind, x.Target, c.keys[x.Target])
		}
	}
	for _, e := range area.Encounters {
		c.monsterRef(e.Monster, area.Key, "area %q encounter %q", ref, e.Creature)
		if e.StatLine == "" && !c.hasStatBlock(e.Monster) {
			c.add(SeverityWarning, CodeNoStatBlock, area.Key, e.Monster, "area %q: %q has no stat line and %s", ref, e.Creature, c.why(e.Monster))
		}
	}
}

// why says why an encounter's monster gives no stat block.
func (c *checker) why(id string) string {
	if id == "" {
		return "is linked to no monster"
	}
	if m := c.a.Monster(id); m != nil && slices.Contains(m.Flags, FlagStatBlockNotPrinted) {
		return fmt.Sprintf("the module prints no stats for monster %q", id)
	}
	return fmt.Sprintf("monster %q has no stat block", id)
}

func (c *checker) hasStatBlock(id string) bool {
	m := c.a.Monster(id)
	return m != nil && m.StatBlock != nil
}

// monsterRef reports a non-empty monster ID that names no monster.
func (c *checker) monsterRef(id, area, format string, args ...any) {
	if id != "" && c.a.Monster(id) == nil {
		c.add(SeverityError, CodeMonsterUnknown, area, id, "%s names monster %q, which does not exist", fmt.Sprintf(format, args...), id)
	}
}

func (c *checker) pages(pages []int, area, format string, args ...any) {
	for _, p := range pages {
		if p < 1 || c.a.Module.Pages > 0 && p > c.a.Module.Pages {
			c.add(SeverityError, CodePageOutOfRange, area, "", "%s: page %d is outside 1..%d", fmt.Sprintf(format, args...), p, c.a.Module.Pages)
		}
	}
}

func (c *checker) monsters() {
	seen := map[string]bool{}
	for _, m := range c.a.Monsters {
		if seen[m.ID] {
			c.add(SeverityError, CodeDuplicateMonster, "", m.ID, "several monsters have ID %q", m.ID)
		}
		seen[m.ID] = true
		c.flags(ScopeMonster, "", m.ID, m.Flags)
		if m.StatBlock != nil {
			for _, msg := range statMismatches(&m) {
				c.add(SeverityError, CodeStatMismatch, "", m.ID, "monster %q: %s", m.ID, msg)
			}
		}
	}
}

// modulePages turns the module's page flags into findings: each scan-page
// of a module that has a text layer elsewhere, each blank-page (as info),
// each ocr-low-confidence page, each empty-page that no
// area or wandering table reads from still (an override may have added
// one), and each text-unplaced paragraph.
func (c *checker) modulePages() {
	// A blank page has no text layer either: counted with the scans, so
	// that a scanned module with a blank page warns of no scan.
	scans, read := 0, map[int]bool{}
	for _, f := range c.a.Flags {
		if strings.HasPrefix(f, FlagScanPage+":") || strings.HasPrefix(f, FlagBlankPage+":") {
			scans++
		}
	}
	for _, area := range c.a.Areas() {
		for _, n := range area.Pages {
			read[n] = true
		}
	}
	for _, t := range c.a.Wandering {
		for _, n := range t.Pages {
			read[n] = true
		}
	}
	for _, f := range c.a.Flags {
		name, detail, _ := strings.Cut(f, ":")
		n, err := strconv.Atoi(detail)
		switch {
		case err != nil:
		case name == FlagScanPage && scans < c.a.Module.Pages:
			c.addPage(SeverityWarning, CodeScanPage, n, "no text layer, unlike the rest of the module: what was read from the page came from its render alone; check it against the render")
		case name == FlagBlankPage:
			c.addPage(SeverityInfo, CodeBlankPage, n, "blank, it prints nothing")
		case name == FlagOCRLowConfidence:
			c.addPage(SeverityWarning, CodeOCRLowConfidence, n, "no text layer, and OCR read the page with low confidence: check its text against the render")
		case name == FlagEmptyPage && !read[n]:
			c.addPage(SeverityWarning, CodeEmptyPage, n, "areas or wandering tables by the survey, but none was read from the page; check it, or add what it holds in overrides.yaml")
		}
		if page, words, ok := strings.Cut(detail, ":"); ok && name == FlagTextUnplaced {
			if n, err := strconv.Atoi(page); err == nil {
				c.addPage(SeverityWarning, CodeTextUnplaced, n, "text in no area, wandering table, stat block or heading, opening %q: check it, or add it in overrides.yaml", words)
			}
		}
	}
}

// damage turns each damaged-pdf flag into a warning naming the damage and
// the pages of the damaged-page flags, whose content may be missing.
func (c *checker) damage() {
	var pages []string
	for _, f := range c.a.Flags {
		if n, ok := strings.CutPrefix(f, FlagDamagedPage+":"); ok {
			pages = append(pages, n)
		}
	}
	missing := "every page was read, but check them against the PDF"
	if len(pages) > 0 {
		missing = "content may be missing from page " + strings.Join(pages, ", page ") + " (nothing read from a content stream, or an image that failed to decode): check them against the PDF"
	}
	for _, f := range c.a.Flags {
		if damage, ok := strings.CutPrefix(f, FlagDamagedPDF+":"); ok {
			c.add(SeverityWarning, CodeDamagedPDF, "", "", "the PDF is damaged (%s) and was read as repaired; %s", damage, missing)
		}
	}
}

// addPage adds a finding of severity about page n, whose message follows
// the page as Subject names it ("page 3: blank, it prints nothing"), so it
// names the page no more.
func (c *checker) addPage(severity Severity, code string, n int, format string, args ...any) {
	c.add(severity, code, "", "", format, args...)
	c.out[len(c.out)-1].Page = n
}

// pointerText is a JSON pointer for messages: "/" for the whole document.
func pointerText(p string) string {
	if p == "" {
		return "/"
	}
	return p
}
