package foundry

import (
	"html"
	"regexp"
	"strings"

	"github.com/scriptorium/scriptorium/adventure"
)

// content builds the HTML of a page. Every text it is given is escaped
// with html.EscapeString unless a method says it takes HTML.
type content struct {
	b strings.Builder
}

// String returns the HTML built so far.
func (c *content) String() string { return c.b.String() }

// blankLines splits text into paragraphs.
var blankLines = regexp.MustCompile(`\n\s*\n`)

// paragraphs writes text as <p> elements, one per blank-line-separated
// paragraph, a single line break kept as <br>. Empty text writes nothing.
func (c *content) paragraphs(text string) {
	for _, p := range blankLines.Split(strings.TrimSpace(text), -1) {
		if p = strings.TrimSpace(p); p != "" {
			c.b.WriteString("<p>" + strings.ReplaceAll(escape(p), "\n", "<br>") + "</p>")
		}
	}
}

// readAloud writes text as a read-aloud blockquote; empty text writes
// nothing.
func (c *content) readAloud(text string) {
	if strings.TrimSpace(text) == "" {
		return
	}
	c.b.WriteString(`<blockquote class="scriptorium-read-aloud">`)
	c.paragraphs(text)
	c.b.WriteString("</blockquote>")
}

// heading writes an <h3> heading.
func (c *content) heading(text string) {
	c.b.WriteString("<h3>" + escape(text) + "</h3>")
}

// section writes a heading and a list of items, each already HTML; no
// items write nothing.
func (c *content) section(title string, items []string) {
	if len(items) == 0 {
		return
	}
	c.heading(title)
	c.list(items)
}

// list writes items, each already HTML, as a <ul>.
func (c *content) list(items []string) {
	c.b.WriteString("<ul>")
	for _, it := range items {
		c.b.WriteString("<li>" + it + "</li>")
	}
	c.b.WriteString("</ul>")
}

// note writes text as a paragraph of class scriptorium-note.
func (c *content) note(text string) {
	c.b.WriteString(`<p class="scriptorium-note">` + escape(text) + "</p>")
}

// escapeAll returns texts HTML-escaped.
func escapeAll(texts []string) []string {
	out := make([]string, len(texts))
	for i, t := range texts {
		out[i] = escape(t)
	}
	return out
}

// labelBraces are the characters that would end or open an @UUID label
// early, which become parentheses, and the openers of Foundry's enrichment
// syntax, made inert (see escape) without markup, which a label cannot hold.
var labelBraces = strings.NewReplacer("{", "(", "}", ")", "@", "＠", "[[", "[ [")

// inertSyntax breaks the openers of Foundry's enrichment syntax in escaped
// text, "@Document[...]" links and "[[/r 1d6]]" rolls, with an invisible
// <wbr>: Foundry enriches each text node on its own (TextEditor.enrichHTML),
// so printed text that happens to read like a link or a roll stays text.
var inertSyntax = strings.NewReplacer("@", "@<wbr>", "[[", "[<wbr>[")

// escape returns text as HTML: escaped, and inert to Foundry's enrichment.
func escape(text string) string { return inertSyntax.Replace(html.EscapeString(text)) }

// link returns Foundry's content link to uuid labelled label, as HTML:
// @UUID[uuid]{label}, the label escaped and stripped of braces.
func link(uuid, label string) string {
	return "@UUID[" + uuid + "]{" + html.EscapeString(labelBraces.Replace(label)) + "}"
}

// statLabel is one printed stat-block field with its label.
type statLabel struct {
	label string
	value func(*adventure.PrintedStats) string
}

// statLabels are the printed fields of a stat block in the order a stat
// block prints them; name and the whole raw block are written apart.
var statLabels = []statLabel{
	{"AC", func(p *adventure.PrintedStats) string { return p.AC }},
	{"HD", func(p *adventure.PrintedStats) string { return p.HD }},
	{"hp", func(p *adventure.PrintedStats) string { return p.HP }},
	{"Attacks", func(p *adventure.PrintedStats) string { return p.Attacks }},
	{"Damage", func(p *adventure.PrintedStats) string { return p.Damage }},
	{"THAC0", func(p *adventure.PrintedStats) string { return p.THAC0 }},
	{"Attack bonus", func(p *adventure.PrintedStats) string { return p.AttackBonus }},
	{"Movement", func(p *adventure.PrintedStats) string { return p.Movement }},
	{"Saves", func(p *adventure.PrintedStats) string { return p.Saves }},
	{"Morale", func(p *adventure.PrintedStats) string { return p.Morale }},
	{"Alignment", func(p *adventure.PrintedStats) string { return p.Alignment }},
	{"XP", func(p *adventure.PrintedStats) string { return p.XP }},
	{"Number appearing", func(p *adventure.PrintedStats) string { return p.NumberAppearing }},
	{"Treasure type", func(p *adventure.PrintedStats) string { return p.TreasureType }},
	{"Special", func(p *adventure.PrintedStats) string { return p.Special }},
}

// statBlockContent returns the HTML of a monster's stat-block page: a note
// that it is the block as printed and not an Actor, a table of the printed
// fields, the block as printed, and the names it is printed under.
func statBlockContent(m *adventure.Monster) string {
	var c content
	c.note("Stat block as printed in the module, system-neutral (not a Foundry Actor).")
	sb := m.StatBlock
	if sb == nil {
		c.paragraphs("No stat block was found in the module.")
	} else {
		c.statTable(&sb.Printed)
		if strings.TrimSpace(sb.Printed.Raw) != "" {
			c.heading("As printed")
			c.paragraphs(sb.Printed.Raw)
		}
	}
	if len(m.PrintedNames) > 0 {
		c.note("Printed as: " + strings.Join(m.PrintedNames, ", ") + ".")
	}
	return c.String()
}

// statTable writes the printed fields of p that are not empty as a table of
// label and value.
func (c *content) statTable(p *adventure.PrintedStats) {
	var rows strings.Builder
	for _, s := range statLabels {
		if v := strings.TrimSpace(s.value(p)); v != "" {
			rows.WriteString("<tr><th>" + s.label + "</th><td>" + escape(v) + "</td></tr>")
		}
	}
	if rows.Len() > 0 {
		c.b.WriteString(`<table class="scriptorium-stat-block"><tbody>` + rows.String() + "</tbody></table>")
	}
}

// monstersJournal returns the JournalEntry of every monster of the module,
// one stat-block page each, in the adventure's order (by id).
func (x *exporter) monstersJournal() (*JournalEntry, error) {
	id, err := x.ids.of("monsters")
	if err != nil {
		return nil, err
	}
	j := x.journal(id, firstNonEmpty(x.a.Module.Title, "Adventure")+": Monsters")
	for k := range x.a.Monsters {
		m := &x.a.Monsters[k]
		pid, err := x.ids.of("monster", m.ID)
		if err != nil {
			return nil, err
		}
		j.add(pid, m.Name, 1, statBlockContent(m), monsterFlags{*m})
	}
	return j, nil
}
