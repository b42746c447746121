package requests

import (
	_ "embed"
	"fmt"
	"strings"
)

//go:embed aliases.tsv
var defaultAliasText string

var defaultAliases = mustAliases(defaultAliasText)

// AliasTable maps printed creature names to canonical names. Its source is
// tab-separated text: one "printed<TAB>canonical" row per line, or a lone
// canonical name; blank lines and lines starting with # are ignored. Lookups
// ignore case and runs of spaces. An AliasTable is immutable and safe for
// concurrent use.
type AliasTable struct {
	text      string
	alias     map[string]string // folded printed name → canonical name
	canonical map[string]string // folded canonical name → canonical name
	keys      []string          // every folded name, sorted, for fuzzy matching
}

// DefaultAliases returns the alias table embedded from requests/aliases.tsv:
// common B/X, OSE and Basic Fantasy monsters and their plural and variant
// spellings.
func DefaultAliases() *AliasTable { return defaultAliases }

// ParseAliases parses alias table text (see [AliasTable]). It fails on a row
// with more than two fields or an empty field, and on a printed name mapped
// to two canonical names, naming the line.
func ParseAliases(text string) (*AliasTable, error) {
	t := &AliasTable{text: text, alias: map[string]string{}, canonical: map[string]string{}}
	for i, line := range strings.Split(text, "\n") {
		if err := t.addRow(line); err != nil {
			return nil, fmt.Errorf("parse alias table line %d: %w", i+1, err)
		}
	}
	t.keys = sortedKeys(t.alias)
	for _, k := range sortedKeys(t.canonical) {
		if _, dup := t.alias[k]; !dup {
			t.keys = append(t.keys, k)
		}
	}
	return t, nil
}

func (t *AliasTable) addRow(line string) error {
	line = strings.TrimRight(line, "\r")
	if strings.TrimSpace(line) == "" || strings.HasPrefix(line, "#") {
		return nil
	}
	fields := strings.Split(line, "\t")
	canon := strings.TrimSpace(fields[len(fields)-1])
	if len(fields) > 2 || canon == "" || strings.TrimSpace(fields[0]) == "" {
		return fmt.Errorf("row %q: want printed<TAB>canonical or a canonical name", line)
	}
	t.canonical[fold(canon)] = canon
	if len(fields) == 1 {
		return nil
	}
	printed := fold(fields[0])
	if prev, ok := t.alias[printed]; ok && prev != canon {
		return fmt.Errorf("row %q: %q already maps to %q", line, fields[0], prev)
	}
	t.alias[printed] = canon
	return nil
}

// Text returns the table's source text exactly as parsed; monsters requests
// carry it, so editing the table changes their fingerprint.
func (t *AliasTable) Text() string { return t.text }

func mustAliases(text string) *AliasTable {
	t, err := ParseAliases(text)
	if err != nil { // embedded at compile time; a test parses it too
		panic(err)
	}
	return t
}

// fold returns s lower-cased with runs of white space made one space and
// trimmed.
func fold(s string) string { return strings.Join(strings.Fields(strings.ToLower(s)), " ") }
