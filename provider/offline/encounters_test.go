package offline

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"scriptorium/requests"
)

// describe writes encounters as "count creature [stat]" strings.
func describe(es []requests.Encounter) []string {
	var out []string
	for _, e := range es {
		n := e.Count.Dice
		if e.Count.Fixed != nil {
			n = fmt.Sprint(*e.Count.Fixed)
		}
		s := n + " " + e.Creature
		if e.StatLine != "" {
			s += " [" + e.StatLine + "]"
		}
		out = append(out, s)
	}
	return out
}

func TestEncounters(t *testing.T) {
	b := newBestiary(requests.DefaultAliases(), "Giant Slug: HD2 AC8 1d6. Tengu: HD4 AC5 1d8.")
	for _, tc := range []struct {
		text string
		want []string
	}{
		{"The entrance is guarded by 3 orcs, one in plain sight.", []string{"3 orcs"}},
		{"2d4 goblins lurk here, and a skeleton stands guard.", []string{"2d4 goblins", "1 skeleton"}},
		{"10 monks (HD1 AC8 1d6) guarding the hall.", []string{"10 monks [HD1 AC8 1d6]"}},
		{"A vulture demon (HD7+1 AC2 2d6/2d6) and 2 tengus (HD4+1 AC5 1d8+3) live here.", []string{"1 vulture demon [HD7+1 AC2 2d6/2d6]", "2 tengus [HD4+1 AC5 1d8+3]"}},
		{"He will send a naga named Sweet Stab or Revenge: HD 9 AC 7 1d8 poison MV 6 ML 12 XP 2,400, fireball.", []string{"1 naga [HD 9 AC 7 1d8 poison MV 6 ML 12 XP 2,400]"}},
		{"The five squidmen are cowards. HD 7+1 AC 8 1d6 F7 MV 12; mind blast.", []string{"5 squidmen [HD 7+1 AC 8 1d6 F7 MV 12]"}},
		{"A typical deathrock has about 500 ghouls. HD 2 AC 6 1d4 F2.", []string{"500 ghouls [HD 2 AC 6 1d4 F2]"}},
		{"leading one hundred light infantery: HD 1 AC 7 1d6 MV 12.", []string{"100 light infantery [HD 1 AC 7 1d6 MV 12]"}},
		{"The ghouls are ruled by a dozen vampires. HD 9 AC 2 1d10.", []string{"12 vampires [HD 9 AC 2 1d10]"}},
		{"Inside, a human sized slug guards a mace.", []string{"1 human sized slug"}},
		{"2 orcs playing with a ball. Drop it 3 times and you lose.", []string{"2 orcs"}},
		{"If you're not an orc, it is disgusting; if an orc, tasty.", nil},
		{"6 slug guards a magic mace", nil},
		{"a golden dwarf diadem of the protector, 200gp", nil},
		{"4 braziers with fire, 50gp each. Paralyzed for 10 min. The 2 chests contain gold.", nil},
	} {
		if got := describe(encounters(tc.text, b)); !slices.Equal(got, tc.want) {
			t.Errorf("encounters(%q)\n got %q\nwant %q", tc.text, got, tc.want)
		}
	}
}

func TestStatRun(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"armed: HD 4 AC 7 1d6 F4 MV 9 ML 10 XP 135. They", "HD 4 AC 7 1d6 F4 MV 9 ML 10 XP 135"},
		{"(HD7+1 AC2 2d6/2d6) and 2 tengus (HD4+1", "(HD7+1 AC2 2d6/2d6)"},
		{"hp 3d6 AC 5 1d6 E3 MV 12 ML 8 XP 65; magic missile", "hp 3d6 AC 5 1d6 E3 MV 12 ML 8 XP 65"},
		{"no stats here at all", ""},
	} {
		ws := words(tc.text)
		got := ""
		if s, e, ok := statRun(ws, 0); ok {
			got = strings.Join(ws[s:e], " ")
			got = strings.TrimRight(got, ".;,")
		}
		if got != tc.want {
			t.Errorf("statRun(%q) = %q, want %q", tc.text, got, tc.want)
		}
	}
}
