package statblock

import (
	"bufio"
	"fmt"
	"os"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/scriptorium/scriptorium/internal/testenv"
)

// statCase is one case of tests/assets/statblocks/lines.txt.
type statCase struct {
	dialect, source, printed, want string
	line                           int
}

func readStatCases(t *testing.T) []statCase {
	t.Helper()
	f, err := os.Open(testenv.Assets(t, "statblocks", "lines.txt"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var cases []statCase
	var c *statCase
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "# ") && strings.Contains(line, " | "):
			dialect, source, _ := strings.Cut(strings.TrimPrefix(line, "# "), " | ")
			cases = append(cases, statCase{dialect: dialect, source: source, line: n})
			c = &cases[len(cases)-1]
		case strings.HasPrefix(line, "> ") && c != nil:
			c.printed += strings.TrimPrefix(line, "> ") + "\n"
		case strings.HasPrefix(line, "= ") && c != nil:
			c.want = strings.TrimSpace(c.want + " " + strings.TrimPrefix(line, "= "))
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return cases
}

// TestMain keeps the tests off the network (see netguard).
func TestMain(m *testing.M) { testenv.Main(m) }

func TestNormalizeTable(t *testing.T) {
	cases := readStatCases(t)
	dialects := map[string]bool{}
	for _, c := range cases {
		dialects[c.dialect] = true
		sb := Parse(strings.TrimSuffix(c.printed, "\n"))
		if got := render(sb, Normalize(sb)); got != c.want {
			t.Errorf("lines.txt:%d %s | %s\n got: %s\nwant: %s", c.line, c.dialect, c.source, got, c.want)
		}
	}
	if len(cases) < 40 || len(dialects) < 5 {
		t.Errorf("table has %d cases in %d dialects, want at least 40 in 5", len(cases), len(dialects))
	}
}

// render writes the parsed name and special text and every non-empty
// Normalized field as key=value in field order, marking derived values with
// "*" and appending !field for each unparsed field.
func render(sb StatBlock, n Normalized) string {
	var out []string
	add := func(key, value string, derived bool) {
		if strings.Contains(value, " ") {
			value = strconv.Quote(value)
		}
		if derived {
			value += "*"
		}
		out = append(out, key+"="+value)
	}
	if sb.Name != "" {
		add("name", sb.Name, false)
	}
	v := reflect.ValueOf(n)
	for i, name := range normalizedFields {
		if name == "derived" || name == "unparsed" || v.Field(i).IsZero() {
			continue
		}
		add(name, renderValue(v.Field(i)), slices.Contains(n.Derived, name))
	}
	if sb.Special != "" {
		add("special", sb.Special, false)
	}
	for _, f := range n.Unparsed {
		out = append(out, "!"+f)
	}
	return strings.Join(out, " ")
}

func renderValue(v reflect.Value) string {
	if v.Kind() == reflect.Pointer {
		v = v.Elem()
	}
	switch x := v.Interface().(type) {
	case []int:
		s := make([]string, len(x))
		for i, n := range x {
			s[i] = strconv.Itoa(n)
		}
		return strings.Join(s, ",")
	case []Attack:
		s := make([]string, len(x))
		for i, a := range x {
			s[i] = fmt.Sprintf("%d×%s:%s", a.Count, a.Form, a.Damage)
		}
		return strings.Join(s, ",")
	case []MovementMode:
		s := make([]string, len(x))
		for i, m := range x {
			s[i] = fmt.Sprintf("%s:%d/%d", m.Mode, m.Ft, m.EncounterFt)
		}
		return strings.Join(s, ",")
	case float64:
		return strconv.FormatFloat(x, 'g', -1, 64)
	}
	return fmt.Sprint(v.Interface())
}

// TestNormalizeFields pins rules the printed-line table does not reach.
func TestNormalizeFields(t *testing.T) {
	cases := []struct {
		name string
		in   StatBlock
		want string
	}{
		{"single save", StatBlock{Saves: "14"}, "saves=14"},
		{"ascending only", StatBlock{AC: "[13]"}, "ac=6* aac=13 ac_notation=ascending"},
		{"attack bonus only", StatBlock{AttackBonus: "+2"}, "thac0=17* attack_bonus=2"},
		{"THAC0 only", StatBlock{THAC0: "17"}, "thac0=17 attack_bonus=2*"},
		{"unparseable AC kept", StatBlock{AC: "as plate mail"}, "!ac"},
		{"unparseable hp kept", StatBlock{HP: "see text"}, "!hp"},
		{"fly after walk", StatBlock{Movement: "90' (30'), fly 180' (60')"},
			"movement_ft=90 encounter_movement_ft=30 movement_modes=fly:180/60"},
		{"class level HD", StatBlock{HD: "MU2"}, "hit_dice=2* class_level=MU2 thac0=19* attack_bonus=0* saves=13,14,13,16,15*"},
		{"three-quarters range", StatBlock{Damage: "2-7"}, "attacks=1×:1d6+1*"},
		{"odd range kept", StatBlock{Damage: "5-9"}, "attacks=1×:5-9*"},
		{"XP with ea.", StatBlock{XP: "25 ea."}, "xp=25"},
		{"unknown alignment", StatBlock{Alignment: "Unaligned-ish"}, "!alignment"},
		{"double asterisk", StatBlock{HD: "4**"}, "hit_dice=4 hd_asterisks=2 thac0=16* attack_bonus=3*"},
		{"armour note", StatBlock{AC: "7 (leather)"}, "ac=7 aac=12* ac_notation=descending"},
		{"normal man", StatBlock{Saves: "Normal Man"}, "save_as=NM saves=14,15,16,17,18*"},
		{"saves past the table", StatBlock{Saves: "F20"}, "save_as=F20"},
		{"empty", StatBlock{}, ""},
	}
	for _, c := range cases {
		if got := render(StatBlock{}, Normalize(c.in)); got != c.want {
			t.Errorf("%s: Normalize(%+v)\n got: %s\nwant: %s", c.name, c.in, got, c.want)
		}
	}
}

func TestNormalizeFlagsAreNeverNil(t *testing.T) {
	n := Normalize(StatBlock{})
	if n.Derived == nil || n.Unparsed == nil {
		t.Errorf("Normalize(empty) flags = %#v, %#v; want empty lists", n.Derived, n.Unparsed)
	}
}

func TestParseStatLineKeepsUnlabelledText(t *testing.T) {
	in := "A huge toad the size of a pony."
	got := Parse(in)
	want := StatBlock{Special: in, Raw: in}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Parse(%q) = %+v, want %+v", in, got, want)
	}
}

func TestParseStatLineIgnoresProse(t *testing.T) {
	got := Parse("HD 1 AC 2 1d4 MV 3 ML 10 XP 13; when hit, save vs. poison or the AC of armour rusts")
	if got.Saves != "" || got.Special != "when hit, save vs. poison or the AC of armour rusts" {
		t.Errorf("prose read as labels: saves %q, special %q", got.Saves, got.Special)
	}
}

// TestParseDropsStrayBoldMarks: a bold mark left without its pair where a
// stat line was cut from its line is no part of the name or any value, in
// a B/X line and an OSE line; a value's asterisks stay.
func TestParseDropsStrayBoldMarks(t *testing.T) {
	for _, tc := range []struct{ in, name, hd string }{
		{"**Orcs: AC 6, HD 1, hp 5, MV 120'", "Orcs", "1"},
		{"**Wight: AC 5 [14], HD 3*, Att 1 × touch (drain)", "Wight", "3*"},
	} {
		if got := Parse(tc.in); got.Name != tc.name || got.HD != tc.hd || strings.Contains(got.Special, "**") {
			t.Errorf("Parse(%q): name %q, HD %q, special %q; want %q, %q and no stray mark", tc.in, got.Name, got.HD, got.Special, tc.name, tc.hd)
		}
	}
}

func TestLabelFieldsExist(t *testing.T) {
	for _, l := range statLabels {
		if !slices.Contains(printedFields, l.field) {
			t.Errorf("label %s fills %q, which is no StatBlock field", l.label, l.field)
		}
	}
	for field := range valueHead {
		if !slices.Contains(printedFields, field) {
			t.Errorf("valueHead has %q, which is no StatBlock field", field)
		}
	}
}

// TestPrintsStats: text prints stats when it carries an armour class or hit
// dice label with a value, in any dialect; prose naming a creature, or
// speaking of armour class in words, does not.
func TestPrintsStats(t *testing.T) {
	for _, tc := range []struct {
		text string
		want bool
	}{
		{"Orcs: HD1 AC6 1d6.", true},
		{"Salt Beetle\nAC 4 [15], HD 1+1 (6hp)", true},
		{"Rat, Giant\nArmor Class: 13\nHit Dice: 1d4 Hit Points", true},
		{"Old Maud (Lvl 3 witch) hums by the fire.", true},
		{"The hermit sits by the fire, humming.", false},
		{"Rust eats the armour class of any mail it touches; the ACME sign hangs askew.", false},
		{"", false},
	} {
		if got := PrintsStats(tc.text); got != tc.want {
			t.Errorf("PrintsStats(%q) = %v, want %v", tc.text, got, tc.want)
		}
	}
}
