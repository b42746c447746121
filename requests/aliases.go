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
// alias within an edit distance of one per five letters of each word: see fuzzy), else MatchNone.
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

// fuzzy fills r from the table name nearest to key when each of its words
// is within one edit per five letters, rounded from four, of the table
// name's word in its place (a misspelling alters a word: "Kobolt",
// "Skeletton", "ratts"; a word under four letters never matches fuzzily,
// "elk" is not "Elf", nor does a word two edits from another of eight
// letters, "giant crayfish" is not "Giant Catfish") and no other creature is as near. Its distance is the sum of
// the words' edit distances.
func (t *AliasTable) fuzzy(r Resolution, key string) Resolution {
	ws := strings.Fields(key)
	best, found, tie := -1, "", false
	for _, k := range t.keys {
		d, ok := wordDistance(ws, strings.Fields(k))
		c := t.lookup(k)
		switch {
		case !ok:
		case best < 0 || d < best:
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

// wordDistance returns the sum of the edit distances of words a and b in
// their places, and whether they are as many and each word of a is within
// one edit per five of its letters, rounded from four, of b's.
func wordDistance(a, b []string) (int, bool) {
	if len(a) != len(b) {
		return 0, false
	}
	sum := 0
	for i := range a {
		d := levenshtein.ComputeDistance(a[i], b[i])
		if d > (len([]rune(a[i]))+1)/5 {
			return 0, false
		}
		sum += d
	}
	return sum, true
}

func (t *AliasTable) lookup(folded string) string {
	if c, ok := t.alias[folded]; ok {
		return c
	}
	return t.canonical[folded]
}
