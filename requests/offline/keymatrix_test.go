package offline

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"unicode"

	"github.com/scriptorium/scriptorium/requests"
)

// The key matrix: three areas written for this test in two prose voices,
// printed in every common key form, setting and title case, then read by
// the survey and by a content request as the pipeline asks them (keys
// expected from the survey) and without expected keys (the rules alone).
// Each case asserts the keys, titles and area text boundaries. A second
// table adds, one at a time, what must never key an area: stat headers,
// numbered list items and table rows inside an area, licence clauses,
// page numbers, years, measurements, cross-references (to the next key
// too) and running heads.

// matrixArea is one area as written: its title in sentence case and its
// text.
type matrixArea struct{ title, text string }

// voices are the areas of two modules in two prose voices: terse notes in
// the manner of a B/X or OSE key, and second-person description in the
// manner of a 1980s boxed adventure. Each text opens with a whole clause:
// a short phrase ended by a full stop right after a key is a title run
// into the text by the genre's convention ("8 Niche. The concealed
// door…"), so an untitled area's text must not open with one.
var voices = map[string][3]matrixArea{
	"terse": {
		{"Flooded cellar", "Water stands knee deep over the floor. A rusted grate lies under it."},
		{"Guard post", "Two goblins dice by a brazier. They flee if outnumbered."},
		{"Collapsed stair", "Rubble chokes the way down, loose and heavy. Digging through takes an hour."},
	},
	"descriptive": {
		{"Chapel of bones", "You step into a narrow chapel whose walls are lined with skulls. Candles gutter on the altar, though no one has lit them in years."},
		{"Old well", "A well of mossy stones stands in the middle of the yard, its rope long rotted. Anyone leaning over it hears whispering far below."},
		{"Sexton's lodge", "The sexton's lodge is a low hut of wattle and daub. Inside, a cot and a cold hearth are all that remain."},
	},
}

// keyForm is a way keys are printed: the keys of the three areas as
// printed and as answered, how a key is set before its title, and which
// area, if any, is keyed by its name among numbered ones.
type keyForm struct {
	name    string
	printed [3]string
	want    [3]string
	sep     string // between the key and a title or text: ". ", " ", ") ", ": "
	named   int    // the area keyed by its name (its title), or -1
	titled  bool   // the form is printed only with a title (a hex's place name, a named key)
	alone   bool   // the key stands alone on its line, over its title line
	marked  bool   // the key carries a mark that sets it apart from a bare number ("12.", "#12", "Area 12")
}

var keyForms = []keyForm{
	{name: "12.", printed: [3]string{"12", "13", "14"}, want: [3]string{"12", "13", "14"}, sep: ". ", named: -1, marked: true},
	{name: "12", printed: [3]string{"12", "13", "14"}, want: [3]string{"12", "13", "14"}, sep: " ", named: -1},
	{name: "#12", printed: [3]string{"#12", "#13", "#14"}, want: [3]string{"12", "13", "14"}, sep: " ", named: -1, marked: true},
	{name: "12)", printed: [3]string{"12", "13", "14"}, want: [3]string{"12", "13", "14"}, sep: ") ", named: -1, marked: true},
	{name: "A.", printed: [3]string{"A", "B", "C"}, want: [3]string{"A", "B", "C"}, sep: ". ", named: -1, marked: true},
	{name: "B3", printed: [3]string{"B3", "B4", "B5"}, want: [3]string{"B3", "B4", "B5"}, sep: " ", named: -1, marked: true},
	{name: "7a", printed: [3]string{"7a", "7b", "7c"}, want: [3]string{"7a", "7b", "7c"}, sep: " ", named: -1, marked: true},
	{name: "1–3.", printed: [3]string{"1–3", "4–6", "7–9"}, want: [3]string{"1-3", "4-6", "7-9"}, sep: ". ", named: -1, titled: true, marked: true},
	{name: "Area 12", printed: [3]string{"Area 12", "Area 13", "Area 14"}, want: [3]string{"12", "13", "14"}, sep: ": ", named: -1, marked: true},
	{name: "Room 12", printed: [3]string{"Room 12", "Room 13", "Room 14"}, want: [3]string{"12", "13", "14"}, sep: ". ", named: -1, marked: true},
	{name: "hex 0101", printed: [3]string{"0101", "0102", "0203"}, want: [3]string{"0101", "0102", "0203"}, sep: " ", named: -1, titled: true, marked: true},
	{name: "named among numbered", printed: [3]string{"1", "", "2"}, want: [3]string{"1", "", "2"}, sep: ". ", named: 1, titled: true, marked: true},
	{name: "key over its title", printed: [3]string{"12", "13", "14"}, want: [3]string{"12", "13", "14"}, sep: ".", named: -1, titled: true, alone: true, marked: true},
	{name: "[12]", printed: [3]string{"[12]", "[13]", "[14]"}, want: [3]string{"12", "13", "14"}, sep: " ", named: -1, marked: true},
	{name: "(12)", printed: [3]string{"(12)", "(13)", "(14)"}, want: [3]string{"12", "13", "14"}, sep: " ", named: -1, marked: true},
}

// titleCases are the cases a title is printed in.
var titleCases = []struct {
	name string
	set  func(string) string // "" for no title
}{
	{"Title Case", matrixTitleCase},
	{"sentence case", func(s string) string { return s }},
	{"capitals", strings.ToUpper},
	{"no title", func(string) string { return "" }},
}

// matrixTitleCase capitalises the words of s but short function words.
func matrixTitleCase(s string) string {
	ws := words(s)
	for i, w := range ws {
		if i > 0 && slices.Contains([]string{"of", "the", "a", "in"}, w) {
			continue
		}
		r := []rune(w)
		r[0] = unicode.ToUpper(r[0])
		ws[i] = string(r)
	}
	return strings.Join(ws, " ")
}

// setting is how a key line is set: bold run into its text, alone on a bold
// or heading-size line over its text, or in the text's own type run in or
// alone on its line. print returns the page text of one area: key as
// printed with its separator, title ("" for none) and text.
type setting struct {
	name  string
	print func(key, title, text string, f keyForm) string
	typed bool // the key is set apart by type (bold or heading size)
	runIn bool // the text follows on the key's line
}

var settings = []setting{
	{"bold run-in", func(key, title, text string, f keyForm) string {
		if f.alone {
			return "**" + key + "**\n**" + title + "**\n" + text
		}
		if title == "" {
			return "**" + strings.TrimSpace(key) + "** " + text
		}
		return "**" + key + title + ".** " + text
	}, true, true},
	{"bold line", func(key, title, text string, f keyForm) string {
		if f.alone {
			return "**" + key + "**\n**" + title + "**\n\n" + text
		}
		return "**" + strings.TrimSpace(key+title) + "**\n\n" + text
	}, true, false},
	{"heading", func(key, title, text string, f keyForm) string {
		if f.alone {
			return "### " + key + "\n### " + title + "\n\n" + text
		}
		return "### " + strings.TrimSpace(key+title) + "\n\n" + text
	}, true, false},
	{"plain run-in", func(key, title, text string, f keyForm) string {
		if f.alone {
			return key + "\n" + title + "\n" + text
		}
		if title == "" {
			return key + text
		}
		return key + title + ". " + text
	}, false, true},
	{"plain line", func(key, title, text string, f keyForm) string {
		if f.alone {
			return key + "\n" + title + "\n\n" + text
		}
		return strings.TrimSpace(key+title) + "\n" + text
	}, false, false},
}

// matrixCase is one module of the matrix: its pages and the areas wanted
// ("key|title" and each area's text).
type matrixCase struct {
	name  string
	pages []requests.Page
	keys  []string
	texts []string
	// inText is text an area must hold besides its own (by area index);
	// never is text no area may hold.
	inText map[int]string
	never  []string
}

// printed returns the page text of area i of voice v in form f, setting s
// and title case set, and the key, title and area text wanted.
func printed(v [3]matrixArea, i int, f keyForm, s setting, set func(string) string) (text, key, title, body string) {
	a := v[i]
	title = set(a.title)
	key = f.printed[i]
	if i == f.named {
		return s.print("", title, a.text, keyForm{}), title, title, a.text
	}
	body = a.text
	if s.runIn && !s.typed && !f.alone && title != "" && title == a.title && runInTitle(title) {
		body = title + ". " + a.text // a title in the text's own type and case stays part of it
	}
	sep := f.sep
	if title == "" && !f.alone {
		sep = strings.TrimRight(sep, " ") + " "
	}
	return s.print(key+sep, title, a.text, f), f.want[i], title, body
}

// printable reports whether form f in setting s with titles in case c
// can be told from the text around it: a hex, a key range and a named key
// always carry a place name; a bare number alone on its line in the
// text's own type or in bold is how page numbers and map labels are
// printed; in the text's own type, a letter and a stop before words not
// in capitals is an initial or the article ("A. Smith", "A. Water
// stands…"), and a place's name among numbered keys is a subheading of
// the text.
func printable(f keyForm, s setting, c string) bool {
	if c == "no title" && (f.titled || !f.marked && (!s.typed || s.name == "bold line")) {
		return false
	}
	if !s.typed && (f.name == "A." && c != "capitals" || f.named >= 0) {
		return false
	}
	return f.named < 0 || s.typed || c != "sentence case" // a name in sentence case run into text in its own type is a sentence
}

// negative is what must never key an area, added to a module of the
// matrix: lines after an area's text (inside), a head and a foot on each
// page, a page after the areas; inText is what the area must still hold,
// never what no area may hold.
type negative struct {
	name         string
	inside       string // lines after the second area's text, in its paragraph
	head, foot   [2]string
	appendix     string
	inText       string
	never        []string
	ownParagraph bool // inside stands in a paragraph of its own
}

var negatives = []negative{
	{name: "none"},
	{name: "stat header", inside: "13 Wolves: AC 7, HD 2, #AT 1 bite, D 1d6, MV 180', ML 8\n**Orcs (6):** AC 6, HD 1, hp 4, MV 120' (40'), ML 8", inText: "Wolves"},
	{name: "numbered list", inside: "Searching the shelves turns up:\n1. a silver cup worth 20 gp;\n2. a vial of green ink;\n3. a map of the cellars.", inText: "a map of the cellars."},
	{name: "numbered list in sentences", inside: "The bones whisper one of these when touched:\n1. The abbot is not dead.\n2. The well leads down to the sea.", inText: "The well leads down to the sea."},
	{name: "table rows", inside: "| d6 | Whisper |\n| --- | --- |\n| 1-3 | The abbot lives. |\n| 4-6 | The well is deep. |", ownParagraph: true},
	{name: "die list", inside: "Wandering Monsters (d6)\n- 1–2 Goblins (2d4)\n- 3–4 Giant rats (3d6)\n- 5–6 Ghoul", ownParagraph: true},
	{name: "licence", appendix: "OPEN GAME LICENSE Version 1.0a\n\n1. Definitions: (a) \"Contributors\" means the copyright owners.\n2. The License: This License applies to any Open Game Content.\n3. Offer and Acceptance: By using the Open Game Content You accept these terms.", never: []string{"Definitions", "Contributors"}},
	{name: "CC0 clauses", appendix: "Creative Commons Legal Code\n\nCC0 1.0 Universal\n\n1. Copyright and Related Rights. A Work made available under CC0 may be protected.\n2. Waiver. To the greatest extent permitted by law, Affirmer waives all rights.\n3. Public License Fallback. Should any part of the Waiver be judged invalid, Affirmer grants a licence.", never: []string{"Waiver", "Copyright"}},
	{name: "page numbers", foot: [2]string{"7", "8"}},
	{name: "bold page numbers", foot: [2]string{"**7**", "**8**"}},
	{name: "years", inside: "The abbey fell in the winter of\n1347. Since then no monk has returned. Its bell was cast in\n1202 and still hangs.", inText: "1347. Since then no monk has returned."},
	{name: "measurements", inside: "The chasm beyond is\n10' wide and 40' deep. A ledge runs\n30 ft. along the north wall.", inText: "10' wide and 40' deep."},
	{name: "cross-references", inside: "A door in the east wall leads to [5], the arch south to (area 6).\nThe stuck door west leads back to the nave at\n[5]. A loose panel hides a ladder down to\n[7] and the bell pit.", inText: "[7] and the bell pit."},
	{name: "cross-references in parentheses", inside: "A door in the east wall leads on (6), the arch south to the crypt\n(7). A loose panel hides a ladder down to\n(8) and the bell pit.", inText: "(8) and the bell pit."},
	{name: "cross-reference to the next key", inside: "A narrow stair at the back leads down to\n14.", inText: "leads down to 14."},
	{name: "running heads", head: [2]string{"THE SUNKEN ABBEY", "THE SUNKEN ABBEY"}, never: []string{"SUNKEN ABBEY"}},
	{name: "running heads in Title Case", head: [2]string{"The Sunken Abbey — Chapter 2", "The Sunken Abbey — Chapter 2"}, never: []string{"Sunken Abbey"}},
}

// module returns the matrix case of voice vn printed in form f, setting s
// and title case c, with negative n added.
func module(vn string, f keyForm, s setting, c func(string) string, n negative) matrixCase {
	v := voices[vn]
	var mc matrixCase
	var parts [3]string
	for i := range v {
		text, key, title, body := printed(v, i, f, s, c)
		if i == 1 && n.inside != "" {
			sep := "\n"
			if n.ownParagraph {
				sep = "\n\n"
			}
			text += sep + n.inside
		}
		parts[i] = text
		mc.keys = append(mc.keys, key+"|"+title)
		mc.texts = append(mc.texts, body)
	}
	if n.inside != "" {
		mc.inText = map[int]string{1: n.inText}
	}
	mc.never = n.never
	page := func(i int, text string) requests.Page {
		if n.head[i-1] != "" {
			text = n.head[i-1] + "\n\n" + text
		}
		if n.foot[i-1] != "" {
			text += "\n\n" + n.foot[i-1]
		}
		return requests.Page{Number: i, Text: text}
	}
	mc.pages = []requests.Page{page(1, parts[0]+"\n\n"+parts[1]), page(2, parts[2])}
	if n.appendix != "" {
		mc.pages = append(mc.pages, requests.Page{Number: 3, Text: n.appendix})
	}
	return mc
}

// matrixCases returns every case of the matrix: every form, setting and
// title case in both voices, and every negative in both voices, in every
// setting, with numbered keys of five forms ("12.", "12", "Area 12", "[12]", "(12)")
// titled in Title Case.
func matrixCases() []matrixCase {
	var out []matrixCase
	for _, vn := range []string{"terse", "descriptive"} {
		for _, f := range keyForms {
			for _, s := range settings {
				for _, c := range titleCases {
					if !printable(f, s, c.name) {
						continue
					}
					mc := module(vn, f, s, c.set, negatives[0])
					mc.name = fmt.Sprintf("%s/%s/%s/%s", f.name, s.name, c.name, vn)
					out = append(out, mc)
				}
			}
		}
		for _, n := range negatives[1:] {
			for _, f := range []keyForm{keyForms[0], keyForms[1], keyForms[8], keyForms[len(keyForms)-2], keyForms[len(keyForms)-1]} {
				for _, s := range settings {
					mc := module(vn, f, s, titleCases[0].set, n)
					mc.name = fmt.Sprintf("not a key: %s/%s/%s/%s", n.name, f.name, s.name, vn)
					out = append(out, mc)
				}
			}
		}
	}
	return out
}

// answered returns the areas a content request answers for pages: with
// the keys the survey of pages expects, as the pipeline asks, when
// surveyed, else with none.
func answered(t *testing.T, pages []requests.Page, surveyed bool) []requests.Area {
	t.Helper()
	var ctx *requests.ContentContext
	if surveyed {
		var s requests.Survey
		decode(t, built(t)(requests.BuildSurveyRequest(1, pages, requests.Settings{})), &s)
		ctx = &requests.ContentContext{ExpectedKeys: []string{}}
		for _, site := range s.Sites {
			for _, lv := range site.Levels {
				for _, k := range lv.Keys {
					ctx.ExpectedKeys = append(ctx.ExpectedKeys, k.Key)
				}
			}
		}
	}
	var c requests.Content
	decode(t, built(t)(requests.BuildContentRequest(pages, ctx, requests.Settings{})), &c)
	return c.Areas
}

// areaText returns an area's text as read: read-aloud and description.
func areaTextOf(a requests.Area) string {
	return strings.TrimSpace(a.ReadAloud + " " + a.Description)
}

func checkMatrixCase(t *testing.T, mc matrixCase) {
	for _, surveyed := range []bool{true, false} {
		areas := answered(t, mc.pages, surveyed)
		how := map[bool]string{true: "surveyed", false: "rules alone"}[surveyed]
		if got := titled(areas); !slices.Equal(got, mc.keys) {
			t.Errorf("%s: areas = %q, want %q", how, got, mc.keys)
			continue
		}
		for i, a := range areas {
			got := areaTextOf(a)
			want := mc.texts[i]
			if extra, ok := mc.inText[i]; ok {
				if !strings.Contains(got, extra) {
					t.Errorf("%s: area %s text %q lacks %q", how, a.Key, got, extra)
				}
				if !strings.HasPrefix(got, want) {
					t.Errorf("%s: area %s text %q, want it to open with %q", how, a.Key, got, want)
				}
			} else if got != want {
				t.Errorf("%s: area %s text = %q, want %q", how, a.Key, got, want)
			}
			for _, n := range mc.never {
				if strings.Contains(got, n) {
					t.Errorf("%s: area %s text %q holds %q", how, a.Key, got, n)
				}
			}
		}
	}
}

func TestKeyMatrix(t *testing.T) {
	for _, mc := range matrixCases() {
		t.Run(mc.name, func(t *testing.T) {
			t.Parallel()
			checkMatrixCase(t, mc)
		})
	}
}
