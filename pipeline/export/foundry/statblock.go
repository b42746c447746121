package foundry

import (
	"html"
	"strings"

	"scriptorium/pipeline/adventure"
)

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
			rows.WriteString("<tr><th>" + s.label + "</th><td>" + html.EscapeString(v) + "</td></tr>")
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
