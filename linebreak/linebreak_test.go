package linebreak

import (
	"testing"

	"github.com/scriptorium/scriptorium/internal/testenv"
)

// TestMain keeps the tests off the network (see netguard).
func TestMain(m *testing.M) { testenv.Main(m) }

// TestJoin: a word hyphenated at a line's end joins whole, a compound or a
// range broken at its own hyphen keeps it, other lines join after a space.
func TestJoin(t *testing.T) {
	for _, c := range []struct{ prev, next, want string }{
		{"three skele-", "tons; 6 ghouls", "three skeletons; 6 ghouls"},
		{"Giant Fire-", "Beetles (1d4)", "Giant Fire-Beetles (1d4)"},
		{"HD 1-", "1, Att 1", "HD 1-1, Att 1"},
		{"Wandering Monsters", "roll 1d6", "Wandering Monsters roll 1d6"},
		{"a dash -", "then more", "a dash - then more"},
		{"-", "tons", "- tons"},
	} {
		if got := Join(c.prev, c.next); got != c.want {
			t.Errorf("Join(%q, %q) = %q, want %q", c.prev, c.next, got, c.want)
		}
	}
}

// TestJoinLines: a page's lines, indented or not, join as running text.
func TestJoinLines(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"Wandering Mon-\n  sters: roll\nevery 2 turns", "Wandering Monsters: roll every 2 turns"},
		{"1. Giant Fire-\nBeetles\n\n2. Rats", "1. Giant Fire-Beetles  2. Rats"},
		{"one line", "one line"},
	} {
		if got := JoinLines(c.text); got != c.want {
			t.Errorf("JoinLines(%q) = %q, want %q", c.text, got, c.want)
		}
	}
}
