package requests

import (
	"regexp"
	"sort"
	"strings"
)

// statLabel is one way a stat block labels a field: the label's pattern and
// the pattern its value must start with, so that prose ("save vs. poison",
// "the AC of") is not read as a label.
type statLabel struct {
	field string
	label *regexp.Regexp
	value *regexp.Regexp
}

func lbl(field, label, value string) statLabel {
	return statLabel{field, regexp.MustCompile(`(?:^|[^\pL\pN#%/])(` + label + `)`), regexp.MustCompile(`^` + value)}
}

// statLabels are the labels of the dialects ParseStatLine reads: B/X
// rulebook blocks ("Armor Class: 6"), TSR module lines ("AC 7, HD ½, #AT 1,
// D 1-4", "MV (40'), Save F 1"), OSE ("AC 6 [13], Att 1 × weapon (1d6),
// THAC0 19 [+0], SV D12"), Basic Fantasy ("Armor Class: 14 (11)", "No. of
// Attacks", "#At 1 weapon, Dam 1d6"), Labyrinth Lord ("AL C, MV 120' (40'),
// ..., DG 1d6", "No. Enc.: 2d4", "Hoard Class: XIX"), Swords & Wizardry
// ("Atk 1 weapon (1d8); Move 9; Save 17; CL/XP 1/15"), compact
// one-page-dungeon lines ("HD1 AC6 1d6") and AD&D 1e ("MOVE: 9\"",
// "DAMAGE/ATTACK"). Long labels count only in title or upper case.
var statLabels = []statLabel{
	lbl("ac", tu(`Armou?r Class`)+`|AC`, `[-−–]?\d`),
	lbl("hd", tu(`Hit Dice`)+`|HD|Lvl`, `(?:\d|½|¼|[A-Z]{1,2}\d)`),
	lbl("hp", tu(`Hit Points`)+`|hp|HP|h\.p\.`, `[\d☐□]`),
	lbl("attacks", tu(`No\.? of Attacks`, `Number of Attacks`, `Attacks?`)+`|#\s?(?:AT|At)|Atk|Att`, `\S`),
	lbl("damage", tu(`Damage/Attack`, `Damage`)+`|Dmg|Dam|DG|D[ \t]`, `\S`),
	lbl("thac0", `THAC[0O]`, `\d`),
	lbl("attack_bonus", tu(`Attack Bonus`)+`|AB`, `[+-]?\d`),
	lbl("movement", tu(`Movement`, `Move`)+`|MV|Mv`, `\(?\d`),
	lbl("saves", tu(`Save As`, `Saves As`), `\S`),
	lbl("saves", `Saves?|SV|Sv`, `(?:[A-Z]{1,2}\s?\d|\d|NM|NH|N\.M\.|Normal|[Ff]ighter|[Cc]leric|[Tt]hief|[Mm]agic)`),
	lbl("morale", tu(`Morale`)+`|ML|Ml`, `\d`),
	lbl("alignment", tu(`Alignment`)+`|AL`, `\pL`),
	lbl("xp", tu(`XP [Vv]alue`, `Level/X\.P\. Value`, `X\.P\. Value`)+`|CL/XP|XP|X\.P\.|Exp`, `[\dIVX]|[A-C]/\d`),
	lbl("number_appearing", tu(`No\.? Appearing`, `Number Appearing`, `No\. Enc\.`)+`|NA|#App`, `(?:[\d(]|Wild|Lair)`),
	lbl("treasure_type", tu(`Treasure Type`)+`|TT`, `(?:[A-Z](?:\W|$)|\(|[Nn]il|[Nn]one|[Ss]ee|[Ss]pecial)`),
	lbl("special", `FREQUENCY|% IN LAIR|SPECIAL ATTACKS|SPECIAL DEFENSES|MAGIC RESISTANCE|INTELLIGENCE|PSIONIC ABILITY|SIZE|`+tu(`Hoard Class`), `\S`),
	lbl("special", `SA|SD`, `\S`),
	lbl("special", `Special|SPECIAL`, `\S`),
}

// tu returns label patterns in title case as written and in upper case
// ("Hit Dice|HIT DICE"): stat blocks capitalise their labels, prose ("the
// damage is") does not.
func tu(labels ...string) string {
	var alts []string
	for _, l := range labels {
		alts = append(alts, l, strings.ToUpper(l))
	}
	return strings.Join(alts, "|")
}

// labelHit is one label found in a stat line.
type labelHit struct {
	field             string
	start, valueStart int
	keepLabel         bool
}

// ParseStatLine splits a printed stat line or stat block (any dialect of
// [statLabels]) into [StatBlock] fields, each value verbatim without its
// label. Text before the first label is the name ("Orcs: HD1 AC6 1d6" gives
// Name "Orcs"). Unlabelled compact values after AC, HD, hp or XP go to
// Damage (dice such as 1d6 or 1d4/1d4/1d8), Saves (a class and level such as
// F2) and, from the first token that is neither, Special. Raw is s. Nothing
// printed is dropped: text that fits no field ends up in Special.
func ParseStatLine(s string) StatBlock {
	sb := StatBlock{Raw: s}
	text := strings.NewReplacer("~", " ", "\u00a0", " ", "**", "", "__", "").Replace(s)
	hits := findLabels(text)
	if len(hits) == 0 {
		sb.Special = strings.TrimSpace(text)
		return sb
	}
	sb.Name = strings.Trim(text[:hits[0].start], " \t\n:;,(—-")
	for i, h := range hits {
		end := len(text)
		if i+1 < len(hits) {
			end = hits[i+1].start
		}
		value := cleanValue(text[h.valueStart:end])
		if h.keepLabel {
			value = cleanValue(text[h.start:end])
		}
		sb.assign(h.field, value)
	}
	return sb
}

// findLabels returns the label hits in text ordered by position, dropping
// hits inside an earlier hit's label, hits that open a bracket after an
// earlier hit (part of its value: "HD 1 (hp 5, 4)"), and hits whose value
// does not start as the field's values do.
func findLabels(text string) []labelHit {
	var hits []labelHit
	for _, l := range statLabels {
		for _, m := range l.label.FindAllStringSubmatchIndex(text, -1) {
			start, end := m[2], m[3]
			rest := text[end:]
			sep := len(rest) - len(strings.TrimLeft(rest, " \t\n:=~."))
			if end < len(text) && isWordChar(text[end-1]) && isWordChar(text[end]) || !l.value.MatchString(rest[sep:]) {
				continue
			}
			hits = append(hits, labelHit{field: l.field, start: start, valueStart: end + sep, keepLabel: l.field == "special" && !strings.EqualFold(text[start:end], "special")})
		}
	}
	sort.SliceStable(hits, func(i, j int) bool {
		if hits[i].start != hits[j].start {
			return hits[i].start < hits[j].start
		}
		return hits[i].valueStart > hits[j].valueStart // longest label first
	})
	var out []labelHit
	for _, h := range hits {
		if len(out) > 0 && (h.start < out[len(out)-1].valueStart || strings.HasSuffix(strings.TrimRight(text[:h.start], " "), "(")) {
			continue // inside an earlier label, or in a value's brackets: "HD 1 (hp 5)"
		}
		out = append(out, h)
	}
	return out
}

func isWordChar(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// cleanValue trims a value's surrounding space and separators, a sentence
// full stop, and a closing parenthesis left from an inline block
// "(AC 7, ... ML 6)".
func cleanValue(v string) string {
	v = strings.Join(strings.Fields(v), " ")
	v = strings.TrimRight(v, " ,;")
	if strings.Count(v, ")") > strings.Count(v, "(") {
		v = strings.TrimRight(strings.TrimSuffix(v, ")"), " ,;")
	}
	if strings.HasSuffix(v, ".") && !strings.HasSuffix(v, "ea.") && !strings.HasSuffix(v, "avg.") {
		v = strings.TrimSuffix(v, ".")
	}
	return v
}
