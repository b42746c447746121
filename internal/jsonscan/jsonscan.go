// Package jsonscan finds, eight bytes at a time, the bytes of a JSON string
// that cannot be copied as they stand: '"', '\\', control characters and
// non-ASCII bytes. The fingerprint's JCS writer (package provider) and the
// mock server's request reader (package mockllm) both skip the plain runs
// between them with it. It imports nothing.
package jsonscan

// SWAR masks: each byte of a uint64 set to one value.
const (
	lows7  = 0x7f7f7f7f7f7f7f7f
	highs  = 0x8080808080808080
	quotes = 0x2222222222222222 // '"'
	slashs = 0x5c5c5c5c5c5c5c5c // '\\'
	below  = 0x6060606060606060 // added to a byte's low 7 bits: carries into bit 7 from ' ' up
)

// Special returns w (eight bytes, little-endian: byte k in bits 8k..8k+7)
// with only the high bit of each byte that is '"', '\\', below ' ' or at
// least 0x80 left set, so bits.TrailingZeros64(Special(w))/8 is the index
// of the first such byte and 0 means none. Each byte's test is exact: no
// sum carries out of its byte, since (x&lows7)+lows7 sets bit 7 unless x's
// low 7 bits are zero, and (x&lows7)+below unless they are below ' '.
func Special(w uint64) uint64 {
	q, s := w^quotes, w^slashs
	return (^((q & lows7) + lows7 | q) | ^((s & lows7) + lows7 | s) | ^((w & lows7) + below | w) | w) & highs
}
