package provider

import "golang.org/x/sys/cpu"

// escapeBlocksAVX512 is escapeBlocks on amd64 (see the .s file for how):
// it writes the JCS text of src[:n] to dst up to the first byte JCS writes
// as \u00xx or non-ASCII byte, read bytes of src and written bytes of dst,
// storing 64 bytes at a time (dst's room must be 2n+64 bytes); letters
// maps each control character to its escape's letter (0 for none). It
// needs AVX-512 (BW, VL, VBMI, VBMI2), AVX2 (its 256-bit compares and
// blends), BMI1 (TZCNT), BMI2 and POPCNT: Intel from Ice Lake, AMD from
// Zen 4.
//
//go:noescape
func escapeBlocksAVX512(dst *byte, src *byte, n int, letters *[32]byte) (read, written int)

func init() {
	x := cpu.X86
	if x.HasAVX512BW && x.HasAVX512VL && x.HasAVX512VBMI && x.HasAVX512VBMI2 && x.HasAVX2 && x.HasBMI1 && x.HasBMI2 && x.HasPOPCNT {
		escapeBlocks = escapeBlocksAVX512
	}
}
