package main

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
)

// Kind is the kind of a block of page text.
type Kind int

// The block kinds of the markup (see the command doc).
const (
	Paragraph   Kind = iota // plain lines, joined
	Title                   // "# "
	Heading                 // "## "
	AreaHeading             // "### "
	BoldLine                // "* "
	ReadAloud               // "> ", joined
	Table                   // "| " rows
	PlainTable              // "|. " rows
	Rule                    // "---"
	ColumnBreak             // "@column"
	Caption                 // "~ "
)

// Block is one block of page text.
type Block struct {
	Kind Kind
	Text string     // the text; empty for Table, Rule and ColumnBreak
	Rows [][]string // the cells of a Table or PlainTable, header row first
	Line int        // line of the source file where the block starts, from 1
}

// Page is one page of a module source: text blocks, or a map.
type Page struct {
	Name    string   // source file name
	Columns int      // number of text columns, 1 to 3
	Center  bool     // whether every line is centred
	Size    float64  // the body text's size in points (10 unless @size says); every style scales with it
	Paper   string   // "a5" (as zines are printed), "landscape" (US Letter turned, as one-page zines are) or "" (US Letter)
	Blocks  []Block  // text blocks in order; empty for a map page
	Map     *MapSpec // the map, for a map page; nil otherwise
	Scan    []byte   // a PNG render drawn over the whole page, for a scanned page; nil otherwise
}

// ReadSource reads the page files of directory dir in file-name order. Every
// regular file whose name ends in .txt is a page.
func ReadSource(dir string) ([]Page, error) {
	names, err := filepath.Glob(filepath.Join(dir, "*.txt"))
	if err != nil {
		return nil, fmt.Errorf("read source %s: %w", dir, err)
	}
	if len(names) == 0 {
		return nil, fmt.Errorf("read source %s: no .txt page files", dir)
	}
	sort.Strings(names)
	pages := make([]Page, 0, len(names))
	for _, name := range names {
		b, err := os.ReadFile(name)
		if err != nil {
			return nil, fmt.Errorf("read source: %w", err)
		}
		p, err := ParsePage(filepath.Base(name), string(b))
		if err != nil {
			return nil, err
		}
		pages = append(pages, p)
	}
	return pages, nil
}

// ParsePage parses the text of one page file called name. Errors name the
// file and line.
func ParsePage(name, text string) (Page, error) {
	lines := strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n")
	p := Page{Name: name, Columns: 1, Size: styles[Paragraph].size}
	if len(lines) > 0 && strings.HasPrefix(lines[0], "@map") {
		m, err := ParseMap(name, lines)
		p.Map = m
		return p, err
	}
	start, err := p.directives(lines)
	if err != nil {
		return p, err
	}
	p.Blocks, err = parseBlocks(name, lines, start)
	return p, err
}

// directives applies the @columns, @align, @size and @paper lines at the
// top of a page and returns the index of the first line after them.
func (p *Page) directives(lines []string) (int, error) {
	i := 0
	for ; i < len(lines); i++ {
		f := strings.Fields(lines[i])
		switch {
		case len(f) == 2 && f[0] == "@columns":
			n, err := strconv.Atoi(f[1])
			if err != nil || n < 1 || n > 3 {
				return 0, fmt.Errorf("parse %s:%d: columns %q: want 1, 2 or 3", p.Name, i+1, f[1])
			}
			p.Columns = n
		case len(f) == 2 && f[0] == "@align" && f[1] == "center":
			p.Center = true
		case len(f) == 2 && f[0] == "@size":
			size, err := strconv.ParseFloat(f[1], 64)
			if err != nil || size < minSize || size > maxSize {
				return 0, fmt.Errorf("parse %s:%d: size %q: want %s to %s points", p.Name, i+1, f[1], num(minSize), num(maxSize))
			}
			p.Size = size
		case len(f) == 2 && f[0] == "@paper" && papers[f[1]] != nil:
			p.Paper = f[1]
		default:
			return i, nil
		}
	}
	return i, nil
}

// The sizes of body text @size allows, in points.
const minSize, maxSize = 6, 14

// prefixes maps the line prefixes of single-line blocks to their kinds.
var prefixes = []struct {
	prefix string
	kind   Kind
}{
	{"### ", AreaHeading},
	{"## ", Heading},
	{"# ", Title},
	{"* ", BoldLine},
	{"~ ", Caption},
}

// parseBlocks splits lines[start:] of file name into blocks.
func parseBlocks(name string, lines []string, start int) ([]Block, error) {
	var blocks []Block
	var cur *Block
	flush := func() {
		if cur != nil {
			blocks = append(blocks, *cur)
			cur = nil
		}
	}
	for i := start; i < len(lines); i++ {
		line, n := strings.TrimSpace(lines[i]), i+1
		kind, text, err := classify(line)
		if err != nil {
			return nil, fmt.Errorf("parse %s:%d: %w", name, n, err)
		}
		switch {
		case line == "":
			flush()
		case kind == Paragraph || kind == ReadAloud || kind == Table || kind == PlainTable:
			if cur == nil || cur.Kind != kind {
				flush()
				cur = &Block{Kind: kind, Line: n}
			}
			cur.add(text)
		default:
			flush()
			blocks = append(blocks, Block{Kind: kind, Text: text, Line: n})
		}
	}
	flush()
	return blocks, nil
}

// classify returns the kind of a non-blank trimmed line and its text
// without the markup.
func classify(line string) (Kind, string, error) {
	switch {
	case line == "---":
		return Rule, "", nil
	case line == "@column":
		return ColumnBreak, "", nil
	case strings.HasPrefix(line, "@"):
		return 0, "", fmt.Errorf("unknown directive %q", line)
	case strings.HasPrefix(line, "> "):
		return ReadAloud, line[2:], nil
	case strings.HasPrefix(line, "| "):
		return Table, line[2:], nil
	case strings.HasPrefix(line, "|. "):
		return PlainTable, line[3:], nil
	}
	for _, p := range prefixes {
		if strings.HasPrefix(line, p.prefix) {
			return p.kind, strings.TrimSpace(line[len(p.prefix):]), nil
		}
	}
	return Paragraph, line, nil
}

// add appends one source line to b: a table row (a closing "|" ends it,
// as in Markdown: "| 1 | rats |" has two cells), or text joined with a
// space, or with a line break when the text so far ends in a backslash.
func (b *Block) add(text string) {
	if b.Kind == Table || b.Kind == PlainTable {
		var row []string
		for _, c := range strings.Split(strings.TrimSuffix(strings.TrimSpace(text), "|"), "|") {
			row = append(row, strings.TrimSpace(c))
		}
		b.Rows = append(b.Rows, row)
		return
	}
	if before, ok := strings.CutSuffix(b.Text, "\\"); ok {
		b.Text = before + string(lineBreak)
	} else if b.Text != "" {
		b.Text += " "
	}
	b.Text += text
}
