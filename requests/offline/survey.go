package offline

import (
	"regexp"
	"slices"
	"strings"

	"github.com/scriptorium/scriptorium/naming"
	"github.com/scriptorium/scriptorium/requests"
)

// Survey patterns.
var (
	levelRE      = regexp.MustCompile(`(?i)^(?:(?:upper|lower|middle|first|second|third|fourth|top|bottom|ground|dungeon|cave|cavern|tower|sub)[- ]?)?(?:level|floor|tier|storey|story|basement|cellar|depth)s?(?:\s+(?:\d{1,2}|[IVX]{1,4}|one|two|three|four|five))?(?:\s*[:.\-–—]\s*[^.]*)?$`)
	authorRE     = regexp.MustCompile(`\bby\s+((?:[A-Z][\p{L}'’.-]+)(?:\s+(?:[A-Z][\p{L}'’.-]+|de|van|von|of))*(?:(?:,\s*|\s+and\s+|\s*&\s*)[A-Z][\p{L}'’.-]+(?:\s+[A-Z][\p{L}'’.-]+)+)*)`)
	licenseRE    = regexp.MustCompile(`(?i)creative\s+commons|\bCC[ -]BY\b|\bCC0\b|open\s+game\s+licen[cs]e|\bOGL\b|public\s+domain|licen[cs]ed\s+under|all\s+rights\s+reserved`)
	licenseURLRE = regexp.MustCompile(`(?i)^https?://\S*(?:creativecommons|licen[cs]e|publicdomain)\S*$`)
	levelSepRE   = regexp.MustCompile(`\s*(?::|\s[-–—]\s)\s*`)
	levelLastRE  = regexp.MustCompile(`(?i)^(?:the\s+)?(?:[\p{L}'’-]+\s+){0,2}?([\p{L}'’-]+)\s+(?:level|floor|storey|tier|deck)s?$`)
	partRE       = regexp.MustCompile(`(?i)^part\s+(?:\d{1,2}|[IVX]{1,4}|one|two|three|four|five|six|seven|eight|nine|ten)(?:\s*[:.\-–—]\s*[^.]*)?$`)
	levelRangeRE = regexp.MustCompile(`(?i)\b(?:(?:character|player|party)\s+)?levels?\s+(\d{1,2})\s*(?:-|–|—|to)\s*(\d{1,2})\b`)
)

// systems maps patterns of printed game system names to the name answered.
var systems = []struct {
	re   *regexp.Regexp
	name string
}{
	{regexp.MustCompile(`(?i)old[- ]school\s+essentials|\bOSE\b`), "Old-School Essentials"},
	{regexp.MustCompile(`(?i)basic\s+fantasy`), "Basic Fantasy RPG"},
	{regexp.MustCompile(`(?i)labyrinth\s+lord`), "Labyrinth Lord"},
	{regexp.MustCompile(`(?i)\bB/X\b|basic/expert|moldvay`), "B/X D&D"},
	{regexp.MustCompile(`(?i)\bAD&D\b|advanced\s+dungeons`), "AD&D 1e"},
	{regexp.MustCompile(`(?i)swords\s*(?:&|and)\s*wizardry`), "Swords & Wizardry"},
	{regexp.MustCompile(`\bOSRIC\b`), "OSRIC"},
	{regexp.MustCompile(`(?i)lamentations\s+of\s+the\s+flame\s+princess|\bLotFP\b`), "Lamentations of the Flame Princess"},
	{regexp.MustCompile(`(?i)adventurer\s*,?\s*conqueror\s*,?\s*king|\bACKS\b`), "Adventurer Conqueror King System"},
	{regexp.MustCompile(`(?i)\bBECMI\b|rules\s+cyclopedia`), "BECMI D&D"},
	{regexp.MustCompile(`(?i)\bOD&D\b|original\s+D&D`), "OD&D"},
	{regexp.MustCompile(`(?i)old\s+school\s+renaissance|\bOSR\b`), "OSR"},
}

// survey answers a survey request from its pages.
func survey(pages []requests.Page) requests.Survey {
	all := linesOf(pages)
	bodyLines := body(all)
	ls := bodyLines
	tables := wanderingTables(ls)
	ls, skip := withoutTables(ls, tables)
	s := requests.Survey{
		Title:   title(all, pages),
		System:  system(all),
		Authors: authors(all),
		License: license(all),
	}
	areas := withoutTitleLines(ls, keyedAreas(ls, skip, nil), all, s.Title)
	s.LevelRange = levelRange(all)
	for _, p := range pages {
		s.Pages = append(s.Pages, requests.SurveyPage{Page: p.Number, Role: role(p, ls, areas, tables)})
	}
	if len(areas) > 0 {
		s.Sites = sites(ls, skip, areas, s.Title)
	}
	s.StatBlocks = printedStatBlocks(pages, bodyLines)
	return s
}

// printedStatBlocks returns the creatures whose stats the pages print
// (see printedBlocks), in page order, one entry a name with every page
// that prints it, a block run over a page break on both; a name line's
// count in brackets is dropped. bodyLines is the body of pages' lines.
func printedStatBlocks(pages []requests.Page, bodyLines []line) []requests.PrintedStatBlock {
	var out []requests.PrintedStatBlock
	for _, b := range printedBlocks(pages, bodyLines) {
		i := slices.IndexFunc(out, func(p requests.PrintedStatBlock) bool { return p.Name == b.name })
		if i < 0 {
			out = append(out, requests.PrintedStatBlock{Name: b.name})
			i = len(out) - 1
		}
		for pg := b.page; pg <= max(b.page, b.lastPage); pg++ {
			if !slices.Contains(out[i].Pages, pg) {
				out[i].Pages = append(out[i].Pages, pg)
			}
		}
	}
	return out
}

// proseRuns returns the runs of lines of ls between headings, so no name
// reads on from a heading into the text under it ("The Forge" over "Bregga
// the smith (F3, …)").
func proseRuns(ls []line) [][]line {
	var out [][]line
	start := 0
	for i := 0; i <= len(ls); i++ {
		if i == len(ls) || isHeading(ls[i].text, 6) {
			if i > start {
				out = append(out, ls[start:i])
			}
			start = i + 1
		}
	}
	return out
}

// findKeys returns the area key lines of ls: the keys a content context
// expects when it names any, else the numbered keys, else named headings —
// never in skip, in legal text (see legalLines), in a list under a
// heading naming rumours, hooks or a table (see listLines) nor in rows of
// a table rolled on (see dieTableRows, gridRows) —
// unless expected is an empty list (not nil): then the survey placed no key
// on these pages, and only numbered keys, a strong sign, are looked for.
func findKeys(ls []line, skip map[int]bool, expected []string) []keyLine {
	skip = union(skip, union(union(legalLines(ls), listLines(ls)), union(dieTableRows(ls), gridRows(ls))))
	if len(expected) > 0 {
		return expectedKeys(ls, skip, expected)
	}
	if keys := numberedKeys(ls, skip); len(keys) > 0 || expected != nil {
		return keys
	}
	return namedKeys(ls, skip)
}

// withoutTitleLines drops the areas of ls keyed by a line that prints the
// module's title (title) at the head of its page: the line's text, or its
// title after the key, is the title (case, spacing and a leading article
// aside); the title is printed on another line of the pages as well (all,
// front matter included: the cover's; a title read from the key's own
// lines says nothing); and no key stands before it on its page. A module
// code before the title is read as a key ("B1a THE HOLLOW HILL", the head
// of a one-page module, where no other page repeats it as a running head);
// an area is titled otherwise than its module, follows other keys, or
// opens the keys that count on from it ("### 1. Shrine" under "# The
// Shrine", then "### 2. Tomb": a code is no first key of the run).
func withoutTitleLines(ls []line, areas []areaText, all []line, title string) []areaText {
	if title == "" {
		return areas
	}
	t := naming.FoldPlace(strings.Trim(title, "*"))
	first := map[int]int{} // page → line of its first key
	for _, a := range areas {
		if _, ok := first[ls[a.idx].page]; !ok {
			first[ls[a.idx].page] = a.idx
		}
	}
	prints := func(i int) bool { return naming.FoldPlace(strings.Trim(ls[i].text, "*")) == t }
	var out []areaText
	for n, a := range areas {
		head := first[ls[a.idx].page] == a.idx && (n+1 == len(areas) || !follows(a.key, areas[n+1].key))
		own := []string{ls[a.idx].text}
		if a.below && a.idx+1 < len(ls) {
			own = append(own, ls[a.idx+1].text)
		}
		elsewhere := slices.ContainsFunc(all, func(l line) bool {
			return !slices.Contains(own, l.text) && naming.FoldPlace(strings.Trim(l.text, "*")) == t
		})
		if head && elsewhere && (prints(a.idx) || naming.FoldPlace(a.title) == t) {
			continue
		}
		out = append(out, a)
	}
	return out
}

// levelName returns t when it is a level heading, else "": a heading that
// names a level, floor or part of a site, as modules print them — the
// level word first ("Level 1", "Upper level", "Dungeon level 2: The
// Caves"), or last, after a few words that say which ("Chapel Level",
// "The Upper Floor"), either side of a colon or dash ("THE TOWER: FIRST
// FLOOR", "Crow Hill – Ground Floor"), or a numbered part ("Part Two: The
// Root Caves"). A range of character levels ("levels 2–4", "for
// Character Levels 1-3") names no part of a site.
func levelName(t string) string {
	t = strings.Trim(t, "*")
	if len(words(t)) > 6 || levelRangeRE.MatchString(t) {
		return ""
	}
	if levelRE.MatchString(t) || partRE.MatchString(t) {
		return t
	}
	for _, side := range levelSepRE.Split(t, 2) {
		if levelRE.MatchString(side) || levelLast(side) {
			return t
		}
	}
	return ""
}

// levelLast reports whether t is a short name ending in a level word that
// opens with a capital ("Chapel Level", "The Upper Floor"), the words
// before it no measure of a character, an encounter or a thing
// ("Character Level", "Alert Level", "Water Level").
func levelLast(t string) bool {
	m := levelLastRE.FindStringSubmatch(t)
	return m != nil && startsUpper(t) && !slices.Contains(levelMeasures, strings.ToLower(m[1]))
}

// levelMeasures are the words before "level" that name a measure, not a
// part of a site.
var levelMeasures = []string{"character", "party", "experience", "encounter", "challenge", "difficulty", "power",
	"alert", "alarm", "threat", "danger", "noise", "water", "sea", "treasure", "spell", "class", "skill", "light"}

// sites groups the areas' keys into sites and levels: a new site starts
// at each key siteStarts gives (named by its heading; the first site is
// named first, or by its own title in a compilation) in the level whose
// heading stands under the site's, if any, a new level at each
// level heading that is no caption of a table (see levelLines; the lines
// in skip: "**Level 2**" over the wandering monsters of level 2). The rooms of a
// place inside an area (keys with a place: see sectionLetters) make a site
// of their own, named by the place, with one unnamed level; the keys after
// them go on in the site before.
func sites(ls []line, skip map[int]bool, areas []areaText, first string) []requests.Site {
	keys := make([]keyLine, len(areas))
	for n, a := range areas {
		keys[n] = a.keyLine
	}
	starts := siteStarts(ls, keys)
	if name, ok := starts[0]; ok {
		first = name
	}
	out := []requests.Site{{Name: first}}
	levels := levelLines(ls, keys, skip)
	level, next, home := "", 0, 0
	for n, a := range areas {
		headed := false // a level heading stands between the area before and a
		for ; next < a.idx; next++ {
			if name, ok := levels[next]; ok {
				level, headed = name, true
			}
		}
		if name, ok := starts[n]; ok && n > 0 {
			out = append(out, requests.Site{Name: name})
			home = len(out) - 1
			if !headed {
				level = ""
			}
		}
		site, lvName := &out[home], level
		if a.place != "" {
			if n == 0 || areas[n-1].place != a.place {
				out = append(out, requests.Site{Name: a.place}) // the rooms of a place inside an area
			}
			site, lvName = &out[len(out)-1], ""
		}
		if len(site.Levels) == 0 || site.Levels[len(site.Levels)-1].Name != lvName {
			site.Levels = append(site.Levels, requests.Level{Name: lvName})
		}
		lv := &site.Levels[len(site.Levels)-1]
		lv.Keys = append(lv.Keys, requests.AreaKey{Key: a.key, Pages: a.pages})
	}
	return out
}

// title returns the module title: when the window starts at page 1, the
// heading in the largest print of that page (see largestPrint), as a
// cover sets its title above the subtitle and byline; else a heading
// followed by a byline, else the first heading of page 1 that is no key
// line (a line in title type is none: "# B9 The Bandit Mill").
func title(ls []line, pages []requests.Page) string {
	first := len(pages) > 0 && pages[0].Number == 1
	if i, ok := largestPrint(ls); ok && first {
		return titleRun(ls, i)
	}
	for i := 0; i+1 < len(ls); i++ {
		j := i + 1
		for j+1 < len(ls) && urlRE.MatchString(ls[j].text) {
			j++
		}
		if isHeading(ls[i].text, 10) && isByline(ls[j].text) && !bylineRE.MatchString(ls[i].text) {
			return titleRun(ls, i)
		}
	}
	if !first {
		return ""
	}
	for i, l := range ls {
		if l.page != 1 {
			break
		}
		if coverTitle(l) {
			return titleRun(ls, i)
		}
	}
	return ""
}

// largestPrint returns the first line of page 1 that may title the module
// (see coverTitle) set in the largest heading type of the page's such
// lines; ok is false when page 1 has no Markdown heading that may. A
// subtitle ("### A Hexcrawl for Levels 1-3") is set smaller than the title
// over it, and a module code on a line of its own ("Wilderness Module W1")
// titles nothing.
func largestPrint(ls []line) (at int, ok bool) {
	for i, l := range ls {
		if l.page != 1 {
			break
		}
		if l.heading > 0 && coverTitle(l) && (!ok || l.heading < ls[at].heading) {
			at, ok = i, true
		}
	}
	return at, ok
}

// coverTitle reports whether line l of page 1 may be the module's title: a
// heading of at most ten words that is no key line (unless set in title
// type), map label, byline or module code.
func coverTitle(l line) bool {
	_, _, key := parseKeyLine(l.text)
	return isHeading(l.text, 10) && (!key || l.heading == 1) && !isLabel(l.text) && !moduleCodeRE.MatchString(l.text) && !bylineRE.MatchString(l.text)
}

// titleRun returns the title line i belongs to: the lines around it set
// in its heading type on its page, up to three, joined, as a title too long
// for the measure is set over two or three lines ("# The Sunless" over
// "# Citadel"); a key line in the same type ("### 1. DOOR" under "###
// THE TOWER") opens an area, and is no part of it.
func titleRun(ls []line, i int) string {
	joins := func(j int) bool {
		_, _, key := parseKeyLine(ls[j].text)
		return sameTitleType(ls[j], ls[i]) && !key
	}
	start, end := i, i+1
	for start > 0 && i-start < 2 && joins(start-1) {
		start--
	}
	for end < len(ls) && end-start < 3 && joins(end) && !isByline(ls[end].text) {
		end++
	}
	parts := make([]string, 0, end-start)
	for _, l := range ls[start:end] {
		parts = append(parts, strings.Trim(l.text, "*"))
	}
	return strings.Join(parts, " ")
}

// sameTitleType reports whether b is set in the heading type of a, on its
// page: the next line of one title.
func sameTitleType(a, b line) bool {
	return a.heading > 0 && a.heading == b.heading && a.page == b.page
}

// maxBylineWords bounds the length of a byline.
const maxBylineWords = 12

var authorSepRE = regexp.MustCompile(`,\s*|\s+and\s+|\s*&\s*`)

// moduleCodeRE matches a module code line such as "Module MM1", "B2" or
// "Wilderness Module W1" (a series name before "Module").
var moduleCodeRE = regexp.MustCompile(`^(?:(?:[A-Z][a-z]+\s+)?(?i:module)\s+)?[A-Z]{1,3}\s?\d{1,3}$`)

// authors returns the names after "by" in the first short byline of page 1,
// up to the end of the byline's sentence ("by Ann Vey. CC0: copy it"
// names Ann Vey), leaving out license marks ("CC BY SA"). A table's
// heading that says what its rows are sorted by ("Wandering Monsters by
// Terrain", "Rumours by Village") is no byline (see sortedBy).
func authors(ls []line) []string {
	for _, l := range ls {
		m := authorRE.FindStringSubmatch(l.text)
		if l.page != 1 || m == nil || len(words(l.text)) > maxBylineWords || sortedBy(l.text, m[1]) {
			continue
		}
		var out []string
		for _, n := range authorSepRE.Split(bylineSentence(m[1]), -1) {
			if n = strings.TrimSpace(n); n != "" && n != strings.ToUpper(n) && !licenseRE.MatchString(n) {
				out = append(out, n)
			}
		}
		return out
	}
	return nil
}

// sortedBy reports whether line t, where "by" comes before names, is the
// heading of a table sorted by one thing: the words before "by" name what
// a table rolls for (see tableWordRE, otherWordRE) and one word follows
// it ("Encounters by Night", "Treasure by Level"), where a byline names
// people ("Monsters of the Marsh by Ann Vey").
func sortedBy(t, names string) bool {
	lead, _, _ := strings.Cut(t, " by ")
	return len(words(names)) == 1 && (tableWordRE.MatchString(lead) || otherWordRE.MatchString(lead))
}

// bylineSentence returns names up to the first word that ends a sentence
// (see closesSentence).
func bylineSentence(names string) string {
	ws := words(names)
	for i, w := range ws {
		if closesSentence(w) {
			return strings.TrimSuffix(strings.Join(ws[:i+1], " "), ".")
		}
	}
	return names
}

// closesSentence reports whether w ends a sentence among names: a word of
// three letters or more before a full stop ("Vey.", "Inn."), not an initial
// ("J.") or a short abbreviation ("Jr.", "St.").
func closesSentence(w string) bool {
	return strings.HasSuffix(w, ".") && len([]rune(strings.Trim(w, "."))) >= 3
}

// license returns the first sentence that states a license, with the
// lines its sentence wraps over and a license URL on the next line.
func license(ls []line) string {
	for i, l := range ls {
		if !licenseRE.MatchString(l.text) {
			continue
		}
		first, last := i, i
		for first > max(0, i-2) && startsLower(ls[first].text) && !hasTerminalPunct(ls[first-1].text) {
			first--
		}
		for last < min(len(ls)-1, i+2) && !hasTerminalPunct(ls[last].text) && !urlRE.MatchString(ls[last+1].text) {
			last++
		}
		text := joinLines(ls[first : last+1])
		for _, s := range sentences(text) {
			if licenseRE.MatchString(s) {
				text = s
				break
			}
		}
		if last+1 < len(ls) && licenseURLRE.MatchString(ls[last+1].text) && !strings.Contains(text, "://") {
			text += " " + ls[last+1].text
		}
		return text
	}
	return ""
}

// system returns the game system a "compatible with" sentence names, else
// the first system the pages name.
func system(ls []line) string {
	text := joinLines(ls)
	for _, s := range sentences(text) {
		if strings.Contains(strings.ToLower(s), "compatible") || strings.Contains(strings.ToLower(s), "for use with") {
			if name := systemIn(s); name != "" {
				return name
			}
		}
	}
	return systemIn(text)
}

func systemIn(s string) string {
	at, name := len(s), ""
	for _, sys := range systems {
		if loc := sys.re.FindStringIndex(s); loc != nil && loc[0] < at {
			at, name = loc[0], sys.name
		}
	}
	return name
}

// partyLevelREs match the other ways a module's cover prints the level of
// the characters it is written for, the characters named so that a
// character's own level in a stat block ("Level 3 Cleric") is none: an
// ordinal range before "level" ("1st-3rd level", "3rd to 5th level
// characters"; the "3-5" of "3-5 level 1 characters" counts the party),
// and one level, before the characters ("level 1 characters", "2nd level
// PCs") or after them ("characters of 3rd level", "characters of level
// 2"). The first group is the lowest level, the
// second the highest or none.
var partyLevelREs = []*regexp.Regexp{
	regexp.MustCompile(`(?i)\b(\d{1,2})(?:st|nd|rd|th)?\s*(?:-|–|—|to)\s*(\d{1,2})(?:st|nd|rd|th)[\s-]+levels?\b`),
	regexp.MustCompile(`(?i)\b(?:levels?\s+(\d{1,2})|(\d{1,2})(?:st|nd|rd|th)[\s-]+level)\s+(?:characters|PCs|adventurers|heroes|party)\b`),
	regexp.MustCompile(`(?i)\b(?:characters|PCs|adventurers|heroes)\s+of\s+(?:level\s+(\d{1,2})|(\d{1,2})(?:st|nd|rd|th)\s+level)\b`),
}

// levelRange returns the first printed character level range: "levels
// 1-3" (see levelRangeRE), else the first of partyLevelREs's forms.
func levelRange(ls []line) requests.LevelRange {
	for _, l := range ls {
		if m := levelRangeRE.FindStringSubmatchIndex(l.text); m != nil {
			lo, _ := atoiLoose(l.text[m[2]:m[3]])
			hi, _ := atoiLoose(l.text[m[4]:m[5]])
			return requests.LevelRange{AsPrinted: l.text[m[0]:m[1]], Min: &lo, Max: &hi}
		}
	}
	for _, l := range ls {
		for n, re := range partyLevelREs {
			m := re.FindStringSubmatch(l.text)
			if m == nil {
				continue
			}
			lo, _ := atoiLoose(m[1] + m[2])
			hi := lo
			if n == 0 {
				lo, _ = atoiLoose(m[1])
				hi, _ = atoiLoose(m[2])
			}
			return requests.LevelRange{AsPrinted: m[0], Min: &lo, Max: &hi}
		}
	}
	return requests.LevelRange{}
}

// Page role thresholds.
const (
	coverWords    = 300 // a first page with fewer words and no keys is the cover
	licenseWords  = 150 // a page this short stating a license is the license page
	mapWords      = 60  // a page this short with many labels is a map
	mapLabels     = 5
	appendixStats = 3 // stat lines that make a page without keys a monster appendix
)

// role returns what page p holds: random tables first (the pipeline reads
// keyed areas on such pages too, and looks for tables only on them), keyed
// areas, stat blocks, the cover (a short first page that keys no area: a
// title and one short key make a page of the key), a license, a map, an
// introduction, or other.
func role(p requests.Page, ls []line, areas []areaText, tables []wanderingTable) requests.Role {
	keys := 0
	for _, a := range areas {
		if ls[a.idx].page == p.Number {
			keys++
		}
	}
	n := len(words(p.Text))
	switch {
	case tableOnPage(ls, tables, p.Number):
		return requests.RoleRandomTables
	case keys >= 2:
		return requests.RoleAreaKey
	case countStats(p.Text) >= appendixStats:
		return requests.RoleMonsterAppendix
	case p.Number == 1 && n < coverWords && keys == 0:
		return requests.RoleCover
	case licenseRE.MatchString(p.Text) && (n < licenseWords || strings.Contains(strings.ToLower(p.Text), "open game license")):
		return requests.RoleLicense
	case n < mapWords && countLabels(p.Text) >= mapLabels:
		return requests.RoleMap
	case regexp.MustCompile(`(?im)^\W*(?:introduction|background)\W*$`).MatchString(p.Text):
		return requests.RoleIntroduction
	case keys == 1:
		return requests.RoleAreaKey
	}
	return requests.RoleOther
}

// tableOnPage reports whether a table of tables stands on page: opens on
// it, or carries its rows on onto it from the page before, as a list
// broken by the page's end goes on at the head of the next (see
// rowsPastBreaks), so that the pipeline asks for the tables of both pages
// together.
func tableOnPage(ls []line, tables []wanderingTable, page int) bool {
	for _, t := range tables {
		if ls[t.first].page <= page && page <= ls[t.last].page {
			return true
		}
	}
	return false
}

// countStats counts the stat lines in text.
func countStats(text string) int {
	ws := words(text)
	n := 0
	for from := 0; ; n++ {
		_, end, ok := statRun(ws, from)
		if !ok {
			return n
		}
		from = end + 1
	}
}

// countLabels counts the lines of text that are map labels.
func countLabels(text string) int {
	n := 0
	for _, t := range strings.Split(text, "\n") {
		if t = strings.TrimSpace(t); t != "" && isLabel(t) {
			n++
		}
	}
	return n
}
