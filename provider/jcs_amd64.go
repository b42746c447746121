package provider

import (
	"unsafe"

	"golang.org/x/sys/cpu"
)

// escapeBlocks reads jcsVectorTables at fixed offsets (jcs_amd64.s): the
// classes of bytes 0-63 at 0 and of bytes 64-127 at 64, the three UTF-8
// nibble tables at 128, 144 and 160. Each index below is 0 while the
// fields stand there: once one moves or changes size, the index is out
// of range or overflows, and the package fails to compile.
var (
	_ = [1]struct{}{unsafe.Offsetof(jcsVector.classes): {}}     // 0
	_ = [1]struct{}{unsafe.Sizeof(jcsVector.classes) - 128: {}} // 64: its second half
	_ = [1]struct{}{unsafe.Offsetof(jcsVector.utf8) - 128: {}}  // 128
	_ = [1]struct{}{unsafe.Sizeof(jcsVector.utf8[0]) - 16: {}}  // 144, 160: 16 bytes each
	_ = [1]struct{}{unsafe.Sizeof(jcsVector.utf8) - 3*16: {}}   // three of them
)

// vectorJCS reports whether escapeBlocks runs here: it needs AVX-512 (BW,
// VL, VBMI, VBMI2), AVX2 (its 256-bit compares and blends), BMI1 (TZCNT),
// BMI2 and POPCNT: Intel from Ice Lake, AMD from Zen 4.
var vectorJCS = func() bool {
	x := cpu.X86
	return x.HasAVX512BW && x.HasAVX512VL && x.HasAVX512VBMI && x.HasAVX512VBMI2 && x.HasAVX2 && x.HasBMI1 && x.HasBMI2 && x.HasPOPCNT
}()

// escapeBlocks writes the JCS text of src[:n] to dst in blocks of
// jcsBlock bytes (see the .s file for how), up to the first byte JCS
// writes as \u00xx, the start of a block holding invalid UTF-8 (moved
// back to the start of a rune cut there), or the point where fewer than
// 64 bytes of dst's room are left: read bytes of src, written bytes of
// dst. It stores 64 bytes at a time, never past room. src[:n] must start
// a rune (as any byte appendJCSString's loop stops at does). Only when
// vectorJCS.
//
//go:noescape
func escapeBlocks(dst *byte, room int, src *byte, n int, tables *jcsVectorTables) (read, written int)
