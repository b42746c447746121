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

// statBlockAnswer answers a stat block request: the stat blocks on the
// pages (see printedBlocks) printed under one of the creature's names,
// parsed with [statblock.Parse] and completed one from the next in page
// order (an area's line and the appendix's block print different
// fields), found by an exact name (singular or plural, "Rat, Giant" read
// as "Giant Rat") before any by its last word alone; else the stat lines
// printed with its encounters; with none of these, it answers that no
// stats are printed.
func statBlockAnswer(req *provider.Request) (requests.StatblockAnswer, error) {
	var c requests.Creature
	if err := requests.DecodeSection(req, requests.LabelCreature, &c); err != nil {
		return requests.StatblockAnswer{}, err
	}
	name := firstNonEmpty(c.Printed, c.Canonical)
	pages := requests.Pages(req)
	if blocks := blocksNamed(printedBlocks(pages, body(linesOf(pages))), append([]string{c.Canonical}, c.Printed...)); len(blocks) > 0 {
		var sb statblock.StatBlock
		for i, b := range blocks {
			next := statblock.Parse(b.raw)
			if next.Name == "" {
				next.Name = b.name
			}
			if i == 0 {
				sb = next
			} else {
				sb = sb.Complete(next)
			}
		}
		return requests.StatblockAnswer{StatBlock: sb}, nil
	}
	if len(c.StatLines) > 0 {
		sb := statblock.Parse(c.StatLines[0])
		if sb.Name == "" {
			sb.Name = name
		}
		return requests.StatblockAnswer{StatBlock: sb}, nil
	}
	return requests.StatblockAnswer{NotPrinted: true, StatBlock: requests.StatBlock{Name: name}}, nil
}

// blocksNamed returns the blocks printed under one of names: those of an
// exact name, else those whose name ends in the same word, each raw text
// once, and none whose text a block before it holds ("Boar: HD3+1 AC6 1d8."
// holds the stat line after the bold name, "HD3+1 AC6 1d8").
func blocksNamed(blocks []printedBlock, names []string) []printedBlock {
	for _, same := range []func(a, b string) bool{sameCreature, sameHead} {
		var out []printedBlock
		for _, b := range blocks {
			if slices.ContainsFunc(names, func(n string) bool { return same(b.name, n) || same(blockName(b.name), n) }) &&
				!slices.ContainsFunc(out, func(o printedBlock) bool { return strings.Contains(o.raw, b.raw) }) {
				out = append(out, b)
			}
		}
		if len(out) > 0 {
			return out
		}
	}
	return nil
}

var (
	// labelLineRE matches a line of a stat block: one opening with a label
	// and a colon ("Armor Class: 6", "No. Enc.: 2d4") or with a short
	// label ("AC 7 [12], HD 1 ..."); see labelLine for a spelled-out one.
	labelLineRE = regexp.MustCompile(`^(?:[A-Z][A-Za-z.#%/ ]{1,24}:\s*\S|(?:` + statblock.Pattern(false) + `)\b)`)
	// countTailRE matches the count printed after a name line's name: in
	// brackets ("(4)", "(2d6)") or after a times sign ("×4", "x 2").
	countTailRE = regexp.MustCompile(`\s*(?:\([^)]*\)|[x×]\s?\d{1,3})$`)
)

// labelLine reports whether line t is a line of a stat block: it opens
// with a label (see labelLineRE), or with a spelled-out label and a value
// of its field with no colon between, as the OSE rulebooks set a block one
// label a line ("Armour Class 6 [13]" over "Hit Dice 2 (9hp)"), either
// after a character's class and level ("Level 3 Cleric, AC 5 [14], …").
func labelLine(t string) bool {
	if labelLineRE.MatchString(t) {
		return true
	}
	if m := leadClassRE.FindStringSubmatch(t); m != nil {
		t = m[2] // a character's class and level first: "Level 3 Cleric, AC 5 [14], ..."
	}
	hits := statblock.LabelsIn(t)
	return len(hits) > 0 && hits[0].Start == 0
}

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
// or plural, ignoring case: they share a singular (see naming.Singulars:
// "tengus" and "Tengu").
func sameCreature(a, b string) bool {
	a, b = strings.ToLower(a), strings.ToLower(b)
	sb := naming.Singulars(b)
	return a == b || slices.ContainsFunc(naming.Singulars(a), func(s string) bool { return slices.Contains(sb, s) })
}

func firstNonEmpty(printed []string, fallback string) string {
	if len(printed) > 0 {
		return printed[0]
	}
	return fallback
}

// monsters answers a monsters request: each printed name resolved with the
// request's own alias table; a name the table does not know maps to the
// individual a stat block's name line names before its kind (see
// individualLabel: "Grusk, Hobgoblin Chief" is Grusk), else to itself in
// singular title case, the singular another printed name is when one is
// (see printedSingular).
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
	b := newBestiary(aliases, nil)
	printed := strings.Split(names, "\n")
	for _, n := range printed {
		if n = strings.TrimSpace(n); n == "" {
			continue
		}
		canon := aliases.Resolve(n).Canonical
		if who, _, ok := individualLabel(n, b); canon == "" && ok {
			canon = who
		} else if canon == "" {
			canon = titleCase(printedSingular(countlessName(n), printed))
		}
		m.Names = append(m.Names, requests.NameMapping{Printed: n, Canonical: canon})
	}
	return m, nil
}

// printedSingular returns the singular of name other than name itself
// (see naming.Singulars) that printed, the names the module prints, holds
// in any case ("tengus"
// beside "Tengu" gives "tengu"), else the borrowed noun's plain "-s"
// dropped when printed holds name after a count of more than one and a
// vowel other than "e" or "i" comes before the "s" ("2 tengus", "three
// kappas": English makes a plural so of a noun borrowed with a final
// vowel, and a count says it is one; "cyclops", "mantis" and a name
// printed with no count keep theirs), else its English singular.
func printedSingular(name string, printed []string) string {
	forms := naming.Singulars(name)
	for _, f := range forms {
		if naming.Fold(f) != naming.Fold(name) && slices.ContainsFunc(printed, func(p string) bool { return naming.Fold(p) == naming.Fold(f) }) {
			return f
		}
	}
	if len(forms) > 1 && strings.ContainsAny(name[max(len(name)-2, 0):len(name)-1], "aouAOU") &&
		slices.ContainsFunc(printed, func(p string) bool { return manyCounted(p) && naming.Fold(countlessName(p)) == naming.Fold(name) }) {
		return forms[1]
	}
	return forms[0]
}

// manyCounted reports whether printed name n opens with a count of more
// than one: figures, dice or a number word ("2 tengus", "1d4 kappas",
// "three nagas"; see readCount).
func manyCounted(n string) bool {
	ws := words(n)
	if len(ws) < 2 {
		return false
	}
	c, _, ok := readCount(ws, 0)
	return ok && (c.Dice != "" || c.Fixed != nil && *c.Fixed > 1)
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
