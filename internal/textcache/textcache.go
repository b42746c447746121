// Package textcache keeps what is derived from the long strings of
// requests — the value a JSON string decodes to (mockllm's reader), the
// JCS text of a string (the fingerprint) — by the text it derives from,
// in one table of bounded size: a pipeline's system prompt and the page
// texts a test loop sends come again and again, and finding a text by its
// key and comparing it costs a fraction of decoding or escaping it.
//
// A text seen once is only marked, so a text that never comes back (a
// new page) is not copied for nothing; its second sight keeps a copy of
// it with what derives from it. A mark is its key, stored in a slot of a
// fixed array chosen by the key, without a lock: a text seen once costs
// two loads and a store, not a lock and a map entry, and a later text of
// the slot's takes it (then its text is kept from its next sight). The
// table of kept texts holds at most MaxBytes of texts and derived values,
// counting an entry as 64 bytes more, and starts over when full; of two
// texts of one key, the later replaces the earlier. It imports nothing of
// this module.
package textcache

import (
	"hash/maphash"
	"strings"
	"sync"
	"sync/atomic"
)

// Bounds of the table, in bytes.
const (
	// MinLen is the length of the shortest text the table keeps: below
	// it, deriving costs no more than looking up.
	MinLen = 512
	// MaxBytes bounds the texts and derived values the table holds.
	MaxBytes = 16 << 20
	// entryBytes is what an entry counts for besides its texts.
	entryBytes = 64
	// markSlots is the number of marks kept of each kind, a power of
	// two: a test loop over a few thousand pages finds most of them
	// marked at their second sight.
	markSlots = 1 << 14
)

// Kinds of derived values.
const (
	// Decoded is the value of a JSON string: its key is the JSON text
	// between the quotes, in a request's body.
	Decoded = iota
	// JCS is the JCS text of a string (with its quotes): its key is the
	// string, a Go string.
	JCS
	kinds
)

// entry is one kept text of the table with what derives from it: each
// kind's value ("" until kept).
type entry struct {
	text  string
	value [kinds]string
}

// table is the one table of kept texts of the process.
var table struct {
	sync.RWMutex
	m    map[uint64]entry
	size int
}

// marks holds, for each kind, the key of the text last marked in each
// slot (key%markSlots).
var marks [kinds][markSlots]atomic.Uint64

// marked reports whether a text of key was seen before for kind.
func marked(kind int, key uint64) bool {
	return marks[kind][key%markSlots].Load() == key
}

// seed seeds Key for the life of the process.
var seed = maphash.MakeSeed()

// words is how many words Key reads at each of its four places.
const words = 4

// Key returns the key of s, a text of at least MinLen bytes: the maphash
// of its length and of the words read at its start, a third of the way
// in, two thirds of the way in and its end. It costs the same whatever
// the text's length, where a sum of the whole text would read it once
// more than deriving from it does; two texts of one key are told apart by
// comparing them, which costs a fraction of deriving. It panics on a
// text shorter than 32 bytes (4 words of 8), which no text of MinLen is.
func Key(s string) uint64 {
	var k struct {
		n int
		w [4 * words]uint64
	}
	k.n = len(s)
	third := len(s) / 3
	for q, at := range [4]int{0, third, 2 * third, len(s) - 8*words} {
		for x := range words {
			k.w[q*words+x] = Load64(s, at+8*x)
		}
	}
	return maphash.Comparable(seed, k)
}

// Load64 returns the 8 bytes of s at i as a little-endian uint64 (one
// load once the compiler combines them); it panics when s holds fewer
// than i+8 bytes.
func Load64(s string, i int) uint64 {
	s = s[i : i+8]
	return uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | uint64(s[3])<<24 |
		uint64(s[4])<<32 | uint64(s[5])<<40 | uint64(s[6])<<48 | uint64(s[7])<<56
}

// Get returns the value of kind derived from text s (at least MinLen
// bytes; key is Key(s)), "" when the table does not keep it, and whether
// a text of s's key was seen before for that kind (without a lock when
// it was not). A kept text whose mark slot a text of another key took
// since is not looked up: it is derived again at its next sight (whose
// Put marks it again) and found from the sight after. s may be
// unsafe.String over bytes the caller changes later: Get keeps nothing of
// it.
func Get(kind int, key uint64, s string) (value string, seen bool) {
	if !marked(kind, key) {
		return "", false
	}
	table.RLock()
	defer table.RUnlock()
	if e, ok := table.m[key]; ok && e.text == s {
		return e.value[kind], true
	}
	return "", true
}

// Put records that the value of kind derived from text s (key is Key(s))
// is value: a mark on its first sight (value is dropped; a caller may pass
// "" then), s (unless the table has it) with value from its second. The
// key of a Decoded value may be unsafe.String over bytes the caller
// changes later, and is copied (unless value, which must be a string of
// its own, is the same text: then it serves as the key); the key of a JCS
// value is kept as it is.
func Put(kind int, key uint64, s, value string) {
	if !marked(kind, key) {
		marks[kind][key%markSlots].Store(key)
		return
	}
	table.Lock()
	defer table.Unlock()
	e, ok := table.m[key]
	switch {
	case !ok:
	case e.text != s:
		table.size -= e.bytes()
		e = entry{} // the later text of the key replaces the earlier
	default:
		table.size -= e.bytes()
	}
	switch {
	case e.text != "":
	case kind == Decoded && value == s:
		e.text = value // a JSON text with nothing to decode: its value is a copy of it already
	case kind == Decoded:
		e.text = strings.Clone(s) // JSON text of a request's body
	default:
		e.text = s // a string: compared with itself, the same bytes, at its next sight
	}
	e.value[kind] = value
	if table.size+e.bytes() > MaxBytes || table.m == nil {
		table.m, table.size = map[uint64]entry{}, 0
	}
	table.m[key] = e
	table.size += e.bytes()
}

// bytes is what e counts for in the table's size.
func (e entry) bytes() int {
	return len(e.text) + len(e.value[Decoded]) + len(e.value[JCS]) + entryBytes
}
