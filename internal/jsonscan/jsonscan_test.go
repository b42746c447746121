package jsonscan

import (
	"math/bits"
	"testing"

	"github.com/scriptorium/scriptorium/internal/testenv"
)

func TestMain(m *testing.M) { testenv.Main(m) }

// TestSpecialEveryByte checks Special against the byte-wise rule for every
// byte value at every position of a word of otherwise plain bytes.
func TestSpecialEveryByte(t *testing.T) {
	const plain = 0x6161616161616161 // "aaaaaaaa"
	if Special(plain) != 0 {
		t.Fatalf("Special(plain) = %#x, want 0", Special(plain))
	}
	for c := 0; c < 256; c++ {
		want := c == '"' || c == '\\' || c < ' ' || c >= 0x80
		for k := 0; k < 8; k++ {
			w := plain&^(0xff<<(8*k)) | uint64(c)<<(8*k)
			m := Special(w)
			if got := m != 0; got != want {
				t.Fatalf("byte %#x at %d: special %v, want %v", c, k, got, want)
			}
			if want && bits.TrailingZeros64(m)/8 != k {
				t.Fatalf("byte %#x at %d: first special at %d", c, k, bits.TrailingZeros64(m)/8)
			}
		}
	}
}
