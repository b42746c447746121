package textcache

import (
	"fmt"
	"strings"
	"testing"
	"unsafe"

	"github.com/scriptorium/scriptorium/internal/testenv"
)

func TestMain(m *testing.M) { testenv.Main(m) }

// TestTableKeepsFromTheSecondSight puts long texts of each kind, each
// seen twice, past the table's bound: a value is kept from its text's
// second sight of its kind (not from a sight of the other kind), the
// table never holds more than MaxBytes, and a text whose key another
// kept text holds is not taken for it.
func TestTableKeepsFromTheSecondSight(t *testing.T) {
	const textLen = 64 << 10
	for i := range 2 * MaxBytes / textLen {
		s := fmt.Sprintf("%d %s", i, strings.Repeat("x", textLen))
		key := Key(s)
		kind, other := i%kinds, (i+1)%kinds
		if v, seen := Get(kind, key, s); v != "" || seen {
			t.Fatalf("text %d kept (%q) or seen before it was put", i, v)
		}
		Put(other, key, s, "")
		Put(kind, key, s, "first")
		if v, seen := Get(kind, key, s); v != "" || !seen {
			t.Fatalf("text %d after its first sight: %q, seen %v; want a mark alone", i, v, seen)
		}
		Put(kind, key, s, "value")
		if v, _ := Get(kind, key, s); v != "value" {
			t.Fatalf("text %d after its second sight: %q, want the value", i, v)
		}
		if v, _ := Get(other, key, s); v != "" {
			t.Fatalf("text %d kept %q for the kind seen once", i, v)
		}
		if table.size > MaxBytes {
			t.Fatalf("after text %d the table holds %d bytes, over %d", i, table.size, MaxBytes)
		}
		alike := s[:textLen/2] + "y" + s[textLen/2+1:] // one length, the words Key reads alike
		if Key(alike) != key {
			t.Fatal("the texts meant to share a key do not")
		}
		if v, _ := Get(kind, key, alike); v != "" {
			t.Fatalf("text %d's value %q taken for another text of its key", i, v)
		}
	}
}

// TestDecodedKeyOutlivesItsBytes puts decoded values under texts read
// over a request body's bytes (unsafe.String), then overwrites the bytes,
// as the next request read into the same buffer does: the value stays
// found by its text, and is not found by the bytes written over it, with
// an escaped text and with one whose value is the text itself.
func TestDecodedKeyOutlivesItsBytes(t *testing.T) {
	for _, tc := range []struct{ text, value string }{
		{`The orcs \"guard\" the door.` + strings.Repeat(" Dust.", 20), `The orcs "guard" the door.` + strings.Repeat(" Dust.", 20)},
		{"The orcs sleep." + strings.Repeat(" Dust.", 20), "The orcs sleep." + strings.Repeat(" Dust.", 20)},
	} {
		buf := []byte(tc.text)
		s := unsafe.String(&buf[0], len(buf))
		key := Key(s)
		Put(Decoded, key, s, string([]byte(tc.value)))
		Put(Decoded, key, s, string([]byte(tc.value)))
		copy(buf, strings.Repeat("Z", len(buf)))
		if v, _ := Get(Decoded, key, tc.text); v != tc.value {
			t.Errorf("value of %.30q after its bytes were overwritten: %.30q, want %.30q", tc.text, v, tc.value)
		}
		if v, _ := Get(Decoded, key, string(buf)); v != "" {
			t.Errorf("the overwritten bytes %.30q found %.30q", buf, v)
		}
	}
}

// TestFirstSightTakesNoEntry puts texts seen once: each is marked, so
// its next sight reports it seen, and none of them takes an entry of the
// table of kept texts (nor its lock), which a text that never comes back
// would only cost.
func TestFirstSightTakesNoEntry(t *testing.T) {
	before := len(table.m)
	for i := range 100 {
		s := fmt.Sprintf("page %d %s", i, strings.Repeat("text ", 200))
		key := Key(s)
		Put(JCS, key, s, "")
		if _, seen := Get(JCS, key, s); !seen {
			t.Fatalf("text %d not seen after its first sight", i)
		}
	}
	if len(table.m) != before {
		t.Errorf("texts seen once took %d entries of the table, want none", len(table.m)-before)
	}
}
