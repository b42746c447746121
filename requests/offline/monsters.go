package offline

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"unicode"

	"github.com/scriptorium/scriptorium/naming"
	"github.com/scriptorium/scriptorium/provider"
	"github.com/scriptorium/scriptorium/requests"
	"github.com/scriptorium/scriptorium/statblock"
)

// statBlockAnswer answers a stat block request: the first printed stat
// line of the creature, parsed with [statblock.Parse]. It looks on the
// pages for a line naming one of the creature's printed names before a stat
// line ("Orcs: HD1 AC6 1d6"), then for a stat block under a name line (see
// headedStatBlock), then falls back to the stat lines printed with its
// encounters; with none of these, it answers that no stats are printed.
func statBlockAnswer(req *provider.Request) (requests.StatblockAnswer, error) {
	var c requests.Creature
	if err := requests.DecodeSection(req, requests.LabelCreature, &c); err != nil {
		return requests.StatblockAnswer{}, err
	}
	names := append([]string{c.Canonical}, c.Printed...)
	ls := linesOf(requests.Pages(req))
	if raw := findStatBlock(joinLines(ls), names); raw != "" {
		return requests.StatblockAnswer{StatBlock: statblock.Parse(raw)}, nil
	}
	if raw := headedStatBlock(ls, names); raw != "" {
		return requests.StatblockAnswer{StatBlock: statblock.Parse(raw)}, nil
	}
	name := firstNonEmpty(c.Printed, c.Canonical)
	if len(c.StatLines) > 0 {
		sb := statblock.Parse(c.StatLines[0])
		if sb.Name == "" {
			sb.Name = name
		}
		return requests.StatblockAnswer{StatBlock: sb}, nil
	}
	return requests.StatblockAnswer{NotPrinted: true, StatBlock: requests.StatBlock{Name: name}}, nil
}

// findStatBlock returns the stat line in text that one of names heads
// ("Werewolf: HD4 AC5 1d10 (requires magic or silver to hit)"), up to the
// end of its sentence, or "". A name matches exactly (singular or plural)
// before any stat line is matched by its last word alone.
func findStatBlock(text string, names []string) string {
	for _, same := range []func(a, b string) bool{sameCreature, sameHead} {
		for _, s := range sentences(text) {
			m := namedStatRE.FindStringSubmatchIndex(s)
			if m == nil {
				continue
			}
			head := strings.Trim(s[m[2]:m[3]], "* ")
			for _, n := range names {
				if same(head, n) {
					return strings.TrimSpace(s[m[2]:])
				}
			}
		}
	}
	return ""
}

// headedStatBlock returns the stat block printed under a name line that
// names one of names, the name line first and the lines as printed, or "":
// an OSE block ("Salt Beetle" over "AC 4 [15], HD 1+1 (6hp), ...") or a
// rulebook block of one label a line ("Goblin" over "Armor Class: 14 (11)",
// "Hit Dice: 1-1", ...), found by an exact name (singular or plural, a
// count in brackets aside, "Rat, Giant" read as "Giant Rat") before any by
// its last word alone. The block must give AC or hit dice.
func headedStatBlock(ls []line, names []string) string {
	for _, same := range []func(a, b string) bool{sameCreature, sameHead} {
		for i := 0; i+1 < len(ls); i++ {
			head := blockName(ls[i].text)
			if !isHeading(ls[i].text, 5) || !labelLineRE.MatchString(ls[i+1].text) ||
				!slices.ContainsFunc(names, func(n string) bool { return same(head, n) }) {
				continue
			}
			end := i + 2
			for end < len(ls) && (labelLineRE.MatchString(ls[end].text) || continuesBlock(ls[end-1].text, ls[end].text)) &&
				!blockHeadRE.MatchString(ls[end].text) && !headsBlock(ls, end) {
				end++
			}
			var block []string
			for _, l := range ls[i:end] {
				block = append(block, l.text)
			}
			if raw := strings.Join(block, "\n"); acOrHDRE.MatchString(raw) {
				return raw
			}
		}
	}
	return ""
}

var (
	// labelLineRE matches a line of a stat block: one opening with a label
	// and a colon ("Armor Class: 6", "No. Enc.: 2d4") or with a short
	// label ("AC 7 [12], HD 1 ...").
	labelLineRE = regexp.MustCompile(`^(?:[A-Z][A-Za-z.#%/ ]{1,24}:\s*\S|(?:` + statblock.Pattern(false) + `)\b)`)
	acOrHDRE    = regexp.MustCompile(`(?m)(?:^|[\s,;(])(?:` + statblock.Pattern(true, "ac", "hd") + `)\b`)
	countTailRE = regexp.MustCompile(`\s*\([^)]*\)$`)
)

// blockName returns the creature a stat block's name line names: without a
// count in brackets ("Goblin (4)"), an inverted name put right ("Rat,
// Giant" → "Giant Rat").
func blockName(t string) string {
	t = countTailRE.ReplaceAllString(strings.Trim(t, "* "), "")
	if a, b, ok := strings.Cut(t, ", "); ok && !strings.Contains(b, ",") {
		return b + " " + a
	}
	return t
}

// sameHead reports whether two names end in the same noun, singular or
// plural ("Giant Slug" and "human sized slug").
func sameHead(a, b string) bool {
	wa, wb := words(a), words(b)
	return len(wa) > 0 && len(wb) > 0 && sameCreature(wa[len(wa)-1], wb[len(wb)-1])
}

// sameCreature reports whether two printed names name one creature, singular
// or plural, ignoring case.
func sameCreature(a, b string) bool {
	a, b = strings.ToLower(a), strings.ToLower(b)
	return a == b || naming.Singular(a) == naming.Singular(b)
}

func firstNonEmpty(printed []string, fallback string) string {
	if len(printed) > 0 {
		return printed[0]
	}
	return fallback
}

// monsters answers a monsters request: each printed name resolved with the
// request's own alias table; a name the table does not know maps to itself
// in singular title case.
func monsters(req *provider.Request) (requests.Monsters, error) {
	var names, table string
	for _, s := range requests.Sections(req) {
		switch s.Label {
		case requests.LabelNames:
			names = s.Text
		case requests.LabelAliases:
			table = s.Text
		}
	}
	if names == "" {
		return requests.Monsters{}, fmt.Errorf("answer %s: section %s: %w", req.Tag, requests.LabelNames, requests.ErrNoSection)
	}
	aliases, err := requests.ParseAliases(table)
	if err != nil {
		return requests.Monsters{}, err
	}
	var m requests.Monsters
	for _, n := range strings.Split(names, "\n") {
		if n = strings.TrimSpace(n); n == "" {
			continue
		}
		canon := aliases.Resolve(n).Canonical
		if canon == "" {
			canon = titleCase(naming.Singular(countlessName(n)))
		}
		m.Names = append(m.Names, requests.NameMapping{Printed: n, Canonical: canon})
	}
	return m, nil
}

// countlessName drops a leading count from a printed name ("3 orcs" →
// "orcs").
func countlessName(n string) string {
	ws := words(n)
	if len(ws) > 1 {
		if _, k, ok := readCount(ws, 0); ok && strings.ToLower(ws[0]) != "a" {
			return strings.Join(ws[k:], " ")
		}
	}
	return n
}

// titleCase capitalises the first letter of every word.
func titleCase(s string) string {
	ws := words(s)
	for i, w := range ws {
		r := []rune(w)
		r[0] = unicode.ToUpper(r[0])
		ws[i] = string(r)
	}
	return strings.Join(ws, " ")
}
