package foundry

import (
	"html"
	"regexp"
	"strings"
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
			c.b.WriteString("<p>" + strings.ReplaceAll(html.EscapeString(p), "\n", "<br>") + "</p>")
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
	c.b.WriteString("<h3>" + html.EscapeString(text) + "</h3>")
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
	c.b.WriteString(`<p class="scriptorium-note">` + html.EscapeString(text) + "</p>")
}

// escapeAll returns texts HTML-escaped.
func escapeAll(texts []string) []string {
	out := make([]string, len(texts))
	for i, t := range texts {
		out[i] = html.EscapeString(t)
	}
	return out
}

// labelBraces are the characters that would end or open an @UUID label
// early; they become parentheses.
var labelBraces = strings.NewReplacer("{", "(", "}", ")")

// link returns Foundry's content link to uuid labelled label, as HTML:
// @UUID[uuid]{label}, the label escaped and stripped of braces.
func link(uuid, label string) string {
	return "@UUID[" + uuid + "]{" + html.EscapeString(labelBraces.Replace(label)) + "}"
}
