package requests

import (
	_ "embed"
	"fmt"
	"strings"

	"github.com/agnivade/levenshtein"

	"github.com/scriptorium/scriptorium/naming"
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
	t.canonical[naming.Fold(canon)] = canon
	if len(fields) == 1 {
		return nil
	}
	printed := naming.Fold(fields[0])
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

// Match says how [AliasTable.Resolve] found a canonical name.
type Match string

// Match kinds, from surest to least sure.
const (
	MatchExact Match = "exact" // the printed name is a canonical name
	MatchAlias Match = "alias" // a table row maps the printed name
	MatchFuzzy Match = "fuzzy" // a near spelling of a canonical name or alias
	MatchNone  Match = "none"  // nothing matched; ask the model
)

// Resolution is the outcome of resolving one printed name.
type Resolution struct {
	Printed   string `json:"printed"`
	Canonical string `json:"canonical"` // empty when Match is MatchNone
	Match     Match  `json:"match"`
	// Distance is the edit distance of a fuzzy match, 0 otherwise.
	Distance int `json:"distance"`
}

// Resolve maps a printed creature name to a canonical name: exact (the name,
// or a singular of it, is a canonical name: see naming.Singulars), then
// alias (a table row maps the name or a singular of it), then fuzzy (the unique nearest canonical name or
// alias within an edit distance of one per five letters), else MatchNone.
// Case, spacing and a leading count ("3 goblins") are ignored.
func (t *AliasTable) Resolve(printed string) Resolution {
	r, key := t.match(printed)
	if r.Match != MatchNone {
		return r
	}
	return t.fuzzy(r, key)
}

// Lookup is [AliasTable.Resolve] without the fuzzy step: an exact or alias
// match, else MatchNone. It is cheap enough to try on every few words of
// free text.
func (t *AliasTable) Lookup(printed string) Resolution {
	r, _ := t.match(printed)
	return r
}

// match tries the exact and alias steps of Resolve and returns the
// resolution and the singular folded key the fuzzy step would use.
func (t *AliasTable) match(printed string) (Resolution, string) {
	r := Resolution{Printed: printed, Match: MatchNone}
	key := naming.FoldName(printed)
	forms := append([]string{key}, naming.Singulars(key)...)
	for _, f := range forms {
		if c, ok := t.canonical[f]; ok {
			r.Canonical, r.Match = c, MatchExact
			return r, forms[1]
		}
	}
	for _, f := range forms {
		if c, ok := t.alias[f]; ok {
			r.Canonical, r.Match = c, MatchAlias
			return r, forms[1]
		}
	}
	return r, forms[1]
}

// fuzzy fills r from the table name nearest to key when that distance is
// within one edit per five letters (names under five letters never match
// fuzzily: "elk" is not "Elf") and no other creature is as near.
func (t *AliasTable) fuzzy(r Resolution, key string) Resolution {
	limit := len([]rune(key)) / 5
	best, found, tie := limit+1, "", false
	for _, k := range t.keys {
		d, c := levenshtein.ComputeDistance(key, k), t.lookup(k)
		switch {
		case d < best:
			best, found, tie = d, c, false
		case d == best && c != found:
			tie = true
		}
	}
	if found != "" && !tie {
		r.Canonical, r.Match, r.Distance = found, MatchFuzzy, best
	}
	return r
}

func (t *AliasTable) lookup(folded string) string {
	if c, ok := t.alias[folded]; ok {
		return c
	}
	return t.canonical[folded]
}
