package statblock

import (
	"cmp"
	"regexp"
	"slices"
	"strings"
)

// Label is one way stat blocks label a field: its spelled-out forms, its
// abbreviations, and what its value must start with, so that prose ("save
// vs. poison", "the AC of") is not read as a label.
type Label struct {
	// Field is the JSON name of the [StatBlock] field the value fills.
	Field string
	// Long are spelled-out labels ("Armor Class"), read in title case as
	// written and in upper case ("ARMOR CLASS"): stat blocks capitalise
	// their labels, prose ("the damage is") does not.
	Long []string
	// Short are abbreviations, read exactly as written ("AC", "Mv"). A
	// one-letter abbreviation ("D" for damage) is a label only when a space
	// follows it: glued to a number it is a class and level or a save
	// ("D12").
	Short []string
	// Value is a regular expression the value after the label must start
	// with.
	Value string
	// Creature says the label is printed for creatures only, never for a
	// ship or a fort ("HP 35 AC 2" is a ship's line, "HD 2" a creature's).
	Creature bool
}

// Labels is the vocabulary of stat labels: the labels of every dialect
// [Parse] reads, which the offline rules find stat lines by too. Dialects,
// with the labels they bring: B/X rulebook blocks ("Armor Class: 6", "No.
// Appearing", "Save As", "XP value", and other printings' "No. App.",
// "#AP", "No. Encountered", "Movement Rate", "Treasure: C", "Treas." and
// "TR: B", see treasureLetters); TSR module lines ("AC 7, HD ½, #AT 1,
// D 1-4", "MV (40'), Save F 1"); OSE ("AC 6 [13], Att 1 × weapon (1d6),
// THAC0 19 [+0], SV D12"); Basic Fantasy ("Armor Class: 14 (11)", "No. of
// Attacks", "#At 1 weapon, Dam 1d6", "Mv 40', Sv F1, Ml 12"); Labyrinth
// Lord ("AL C, MV 120' (40'), ..., DG 1d6" or "DM 1d6", "No. Enc.: 2d4",
// "Hoard Class: XIX"; "DM" only before dice or "by weapon", since prose
// names the referee so); Swords & Wizardry ("Atk 1 weapon (1d8); Move 9; Save 17; CL/XP
// 1/15", and its monster books' "Saving Throw: 11; ... Challenge
// Level/XP: 6/400"); compact one-page-dungeon lines ("HD1 AC6 1d6", "dmg d6", "Lvl 3", "T0 17",
// "AT 2", "Al N", "MR 25%") and the zines' labels in capitals ("HP 15 DEF 13
// ATK bite (d8) MV fly 50ft MOR 9", a movement value opening with its mode;
// the cast lines of town adventures, "atk" and "to-hit" in lower case:
// "(F2; AC 4; hp 11; atk +2 mace 1d6)", "(to-hit +2; dmg 1d6)") and AD&D 1e ("MOVE: 9\"", "DAMAGE/ATTACK",
// "SPECIAL ATTACKS"), the fields a zine's sentence of prose lists in
// lower case ("moves 12 and morale 8"), and the lines of the d20 lineage
// ("Armor Class 13, Hit Points 22 (4d8+4), Speed 30 ft.", "Spd 40'"); a
// character's spells listed in its stat line, by a label that only its
// colon tells from prose ("#AT 1 mace (1d6), spells: cause fear, hold
// person" in TSR modules, "Spells: 1st—sleep" in OSE and BECMI); TSR
// module lines spell out hit points in lower case ("AC 7, HD 1, hit points
// 4, 3, #AT 1"), which prose never sets before a figure ("3 hit points of
// damage"). A roster table at a module's end heads its experience column
// "XPV" or "Experience" as often as "XP". A field may have several labels with different
// values (saves as a class, or as numbers).
var Labels = []Label{
	{Field: "ac", Long: []string{"Armor Class", "Armour Class"}, Short: []string{"AC", "DEF"}, Value: `[-−–]?\d`},
	{Field: "hd", Long: []string{"Hit Dice"}, Short: []string{"HD", "Lvl", "LVL"}, Value: `(?:\d|½|¼|[A-Z]{1,2}\d)`, Creature: true},
	{Field: "hp", Long: []string{"Hit Points", "Hit points", "hit points"}, Short: []string{"hp", "HP", "h.p."}, Value: `[\d☐□]`},
	{Field: "attacks", Long: []string{"No. of Attacks", "No of Attacks", "Number of Attacks", "Attacks", "Attack"},
		Short: []string{"#AT", "#At", "# AT", "# At", "AT", "ATK", "Atk", "atk", "Att"}, Value: `\S`, Creature: true},
	{Field: "damage", Long: []string{"Damage/Attack", "Damage"}, Short: []string{"Dmg", "dmg", "Dam", "DG", "D"}, Value: `\S`},
	{Field: "damage", Short: []string{"DM"}, Value: `(?:\d|[Bb]y\s)`},
	{Field: "thac0", Short: []string{"THAC0", "THACO", "T0"}, Value: `\d`, Creature: true},
	{Field: "attack_bonus", Long: []string{"Attack Bonus", "To Hit", "To-Hit"}, Short: []string{"AB", "to-hit"}, Value: `[+-]?\d`},
	{Field: "movement", Long: []string{"Movement Rate", "Movement", "Move", "moves", "move", "Speed"}, Short: []string{"MV", "Mv", "Spd"}, Value: `(?:\(?\d|(?i:` + modeNames + `)\s*:?\s*\d)`, Creature: true},
	{Field: "saves", Long: []string{"Save As", "Saves As", "Saving Throws", "Saving Throw"}, Value: `\S`},
	{Field: "saves", Short: []string{"Saves", "Save", "SV", "Sv"}, Value: `(?:(?:` + classAlternation + `)\s?\d|[A-Z]{1,2}\s?\d|\d|NM|NH|N\.M\.|Normal|(?i:` + classNameAlternation + `))`, Creature: true},
	{Field: "morale", Long: []string{"Morale", "morale"}, Short: []string{"ML", "Ml", "Mor", "MOR"}, Value: `\d`, Creature: true},
	{Field: "alignment", Long: []string{"Alignment"}, Short: []string{"AL", "Al"}, Value: `\pL`},
	{Field: "xp", Long: []string{"XP Value", "XP value", "Level/X.P. Value", "X.P. Value", "Challenge Level/XP", "Experience Points", "Experience"}, Short: []string{"CL/XP", "XPV", "XP", "X.P.", "Exp"},
		Value: `[\dIVX]|[A-C]/\d`, Creature: true},
	{Field: "number_appearing", Long: []string{"No. Appearing", "No Appearing", "Number Appearing", "No. Enc.", "No. Encountered", "Number Encountered", "No. App"},
		Short: []string{"NA", "#App", "#AP"},
		Value: `(?:[\d(]|Wild|Lair)`, Creature: true},
	{Field: "treasure_type", Long: []string{"Treasure Type"}, Short: []string{"TT"}, Value: `(?:[A-Z](?:\W|$)|\(|[Nn]il|[Nn]one|[Ss]ee|[Ss]pecial)`},
	{Field: "treasure_type", Long: []string{"Treasure", "Treas"}, Short: []string{"TR"}, Value: treasureLetters},
	{Field: "special", Long: []string{"Hoard Class"}, Short: []string{"FREQUENCY", "% IN LAIR", "SPECIAL ATTACKS", "SPECIAL DEFENSES",
		"MAGIC RESISTANCE", "INTELLIGENCE", "PSIONIC ABILITY", "SIZE"}, Value: `\S`},
	{Field: "special", Short: []string{"SA", "SD", "MR"}, Value: `\S`},
	{Field: "special", Long: []string{"Special"}, Value: `\S`},
	{Field: "special", Short: []string{"Spells:", "spells:", "SPELLS:"}, Value: `\S`},
}

// treasureLetters is what a treasure type's value starts with after the
// labels that also open a room's treasure in prose ("Treasure: C", "TR: B,
// U", "Treas. (P) C", "Treasure: Nil,"): treasure letters A to V, each
// closed by a separator, a joiner, the line's end or the next label in
// capitals ("TR B ML 10"), a letter in brackets,
// or Nil or None before a separator or the line's end. A sentence of
// prose ("Treasure: A silver dagger", "Treasure: none.") is no such value.
const treasureLetters = `(?:[A-V](?:[ \t]*(?:[,;+/&)]|$|\n)|[ \t]+(?:and|or|plus|[A-V])\b|[ \t]+[A-Z]{2}|[ \t]*\()|\([A-V]\)|(?i:nil|none)[ \t]*(?:[,;]|$|\n))`

// forms returns the printed forms of l's labels: its abbreviations, and its
// spelled-out labels in title and upper case.
func (l Label) forms(long bool) []string {
	out := slices.Clone(l.Short)
	if long {
		for _, s := range l.Long {
			out = append(out, s, strings.ToUpper(s))
		}
	}
	return out
}

// Pattern returns a regular expression alternation of the labels of fields
// (of every field when none is given), longest first so that one label
// never stops a longer one short ("Saves" before "Save"). With long false it
// holds the abbreviations only, for tokens of compact lines ("AC", "MV");
// with long true the spelled-out labels too.
func Pattern(long bool, fields ...string) string {
	var forms []string
	for _, l := range Labels {
		if len(fields) == 0 || slices.Contains(fields, l.Field) {
			forms = append(forms, l.forms(long)...)
		}
	}
	return alternation(forms)
}

// OpenerPattern returns a regular expression alternation of the
// abbreviated labels of fields (of every field when none is given), each
// followed by a space or a colon and the start of a value of its field
// ("AL C", "MV 90' (30')", "AC 6", "No. Enc." aside): what opens a stat
// line, in whatever order its dialect prints the fields (Labyrinth Lord
// lines open with the alignment). A one-letter label needs a space.
func OpenerPattern(fields ...string) string {
	var alts []string
	for _, l := range Labels {
		if len(fields) > 0 && !slices.Contains(fields, l.Field) {
			continue
		}
		for _, f := range longestFirst(l.Short) {
			sep := `(?:\s*:\s*|\s+)`
			if len(f) == 1 {
				sep = `[ \t]+`
			}
			alts = append(alts, regexp.QuoteMeta(f)+sep+`(?:`+l.Value+`)`)
		}
	}
	return strings.Join(alts, "|")
}

// GluedPattern returns the alternation of the abbreviations of two letters
// or more, which compact lines print glued to their values ("AC7",
// "HD4+1"); a one-letter one glued to a number is no label ("D12").
func GluedPattern() string {
	var forms []string
	for _, l := range Labels {
		for _, f := range l.Short {
			if len(f) > 1 {
				forms = append(forms, f)
			}
		}
	}
	return alternation(forms)
}

// CreaturePattern returns the alternation of the abbreviations printed for
// creatures only (see [Label.Creature]).
func CreaturePattern() string {
	var forms []string
	for _, l := range Labels {
		if l.Creature {
			forms = append(forms, l.Short...)
		}
	}
	return alternation(forms)
}

// alternation quotes forms and joins them longest first, each once.
func alternation(forms []string) string {
	quoted := longestFirst(forms)
	for i, f := range quoted {
		quoted[i] = regexp.QuoteMeta(f)
	}
	return strings.Join(quoted, "|")
}

// longestFirst returns the distinct forms, longest first, in order among
// equals: in a regular expression alternation the first that matches wins.
func longestFirst(forms []string) []string {
	var out []string
	for _, f := range forms {
		if !slices.Contains(out, f) {
			out = append(out, f)
		}
	}
	slices.SortStableFunc(out, func(a, b string) int { return cmp.Compare(len(b), len(a)) })
	return out
}

// statLabel is a [Label] compiled for [Parse]: its pattern and the pattern
// its value must start with.
type statLabel struct {
	field string
	label *regexp.Regexp
	value *regexp.Regexp
}

// statLabels are [Labels] compiled, in order. A label starts a stat line or
// follows a character that is no letter, digit, "#", "%" or "/"; a
// one-letter abbreviation must be followed by a space or tab. The words of
// a spelled-out label may wrap onto the next line ("Treasure" / "Type: C").
var statLabels = compileLabels(Labels)

func compileLabels(ls []Label) []statLabel {
	out := make([]statLabel, 0, len(ls))
	for _, l := range ls {
		var alts []string
		for _, f := range longestFirst(l.forms(true)) {
			q := strings.ReplaceAll(regexp.QuoteMeta(f), " ", `\s+`) // a label of words may wrap: "No.\nAppearing"
			if len(f) == 1 {
				q += `[ \t]`
			}
			alts = append(alts, q)
		}
		out = append(out, statLabel{l.Field, regexp.MustCompile(`(?:^|[^\pL\pN#%/])(` + strings.Join(alts, "|") + `)`), regexp.MustCompile(`^` + l.Value)})
	}
	return out
}
