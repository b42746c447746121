#include "textflag.h"

// CLASSIFY sets, for the block in Y0: Y1 the class of each of its bytes
// (jcsClasses by its low 7 bits: garbage for a non-ASCII byte), DX the
// mask of its non-ASCII bytes, BX of its ASCII bytes that end the run
// (written \u00xx), AX of those JCS escapes with a backslash and a letter,
// and Y8 the block with each of those swapped for its letter (the larger
// of a byte and its class: 0 for a byte written as itself, a letter above
// each control character, and less than any non-ASCII byte).
#define CLASSIFY \
	VMOVDQU64 Z0, Z1 \
	VPERMI2B Z21, Z20, Z1 \
	VPMOVMSKB Y0, DX \
	VPMOVMSKB Y1, BX \
	ANDNL BX, DX, BX \
	VPCMPEQB Y14, Y1, Y2 \
	VPMOVMSKB Y2, AX \
	ORL DX, AX \
	NOTL AX \
	VPMAXUB Y1, Y0, Y8

// UTF8ERR sets Y7 to 0 when the block in Y0, after the one in Y15, holds
// no invalid UTF-8 (a rune cut at its end is the next block's to tell),
// and sets the flags for a JNZ to the block that does: the lookup
// algorithm of Keiser and Lemire, "Validating UTF-8 in less than one
// instruction per byte" (Software: Practice and Experience, 2021), as
// simdjson writes it. Each byte is classified by the nibbles of the byte
// before it and its own high nibble (three VPSHUFB tables, ANDed), and
// the bytes that must be the third or fourth of a rune are told by the
// bytes two and three before them.
#define UTF8ERR \
	VPERM2I128 $0x21, Y0, Y15, Y3 \
	VPALIGNR $15, Y3, Y0, Y4 \
	VPALIGNR $14, Y3, Y0, Y5 \
	VPALIGNR $13, Y3, Y0, Y6 \
	VPSRLW $4, Y4, Y7 \
	VPANDD Y19, Y7, Y7 \
	VPSHUFB Y7, Y16, Y7 \
	VPANDD Y19, Y4, Y9 \
	VPSHUFB Y9, Y17, Y9 \
	VPSRLW $4, Y0, Y10 \
	VPANDD Y19, Y10, Y10 \
	VPSHUFB Y10, Y18, Y10 \
	VPTERNLOGD $0x80, Y10, Y9, Y7 \
	VPSUBUSB Y22, Y5, Y5 \
	VPSUBUSB Y23, Y6, Y6 \
	VPOR Y6, Y5, Y5 \
	VPTERNLOGD $0x78, Y24, Y5, Y7 \
	VPTEST Y7, Y7

// EXPAND stores at DI the block in Y8 with a backslash before each byte
// of S (AX): the output's layout pext(0xAA…, pdep(S, 0x55…) | 0xAA…) has
// a 1 bit for each of the block's bytes and a 0 for each backslash.
#define EXPAND \
	PDEPQ R10, AX, DX \
	ORQ  R11, DX \
	PEXTQ DX, R11, DX \
	KMOVQ DX, K6 \
	VMOVDQU64 Z13, Z2 \
	VPEXPANDB Z8, K6, Z2 \
	VMOVDQU8 Z2, (DI)

// func escapeBlocks(dst *byte, room int, src *byte, n int, tables *jcsVectorTables) (read, written int)
//
// Each block of 32 bytes of src is classified by a table lookup: the
// bytes JCS escapes with a backslash and one character ('"', '\\', \b \t
// \n \f \r) are swapped for that character and the block spread around
// their backslashes (EXPAND); valid UTF-8 is written as it stands, and
// checked only in blocks with a non-ASCII byte or after one. A byte JCS
// escapes otherwise (\u00xx) ends the run: its block, like the last block
// of fewer than 32 bytes, is written up to it. A block holding invalid
// UTF-8 ends the run at its start, moved back to the start of a rune cut
// there, as the end of src is: the bytes of a rune are read together, by
// this loop or appendJCSString's. Each block stores 64 bytes: none is
// stored less than 64 bytes from the end of the room.
TEXT ·escapeBlocks(SB), NOSPLIT, $0-56
	MOVQ dst+0(FP), DI
	MOVQ room+8(FP), R14
	MOVQ src+16(FP), SI
	MOVQ n+24(FP), CX
	MOVQ tables+32(FP), AX
	VMOVDQU64 (AX), Z20            // the classes of bytes 0-63
	VMOVDQU64 64(AX), Z21          // of bytes 64-127
	VBROADCASTI32X4 128(AX), Y16   // UTF-8: by the high nibble of the byte before
	VBROADCASTI32X4 144(AX), Y17   // by its low nibble
	VBROADCASTI32X4 160(AX), Y18   // by the byte's own high nibble
	MOVL $0x0f, AX
	VPBROADCASTB AX, Y19
	MOVL $0x60, AX
	VPBROADCASTB AX, Y22           // 0xe0-0x80: a byte of 111_____ less it is >= 0x80
	MOVL $0x70, AX
	VPBROADCASTB AX, Y23           // 0xf0-0x80: a byte of 1111____ less it is >= 0x80
	MOVL $0x80, AX
	VPBROADCASTB AX, Y24
	MOVL $0x5c, AX
	VPBROADCASTB AX, Z13
	VPXOR Y14, Y14, Y14
	VPXOR Y15, Y15, Y15            // the block before: none (src starts a rune)
	XORL R13, R13                  // its non-ASCII bytes
	LEAQ -64(DI)(R14*1), R14       // R14: the last place a block may be stored at
	MOVQ DI, R8
	MOVQ SI, R9
	MOVQ $0x5555555555555555, R10
	MOVQ $0xaaaaaaaaaaaaaaaa, R11

block:
	CMPQ CX, $32
	JB   last
	CMPQ DI, R14
	JHI  done
	VMOVDQU (SI), Y0
	CLASSIFY
	TESTL BX, BX
	JNZ  last
	TESTL DX, DX
	JNZ  check
	TESTL R13, R13
	JZ   valid

check:
	UTF8ERR
	JNZ  done

valid:
	MOVL DX, R13
	EXPAND
	POPCNTL AX, AX
	LEAQ 32(DI)(AX*1), DI
	ADDQ $32, SI
	SUBQ $32, CX
	VMOVDQA Y0, Y15
	JMP  block

last:
	TESTQ CX, CX
	JLE  done
	CMPQ DI, R14
	JHI  done
	MOVQ $32, R12
	CMPQ CX, R12
	CMOVQLT CX, R12          // R12: the block's length
	MOVQ $-1, AX
	BZHIQ R12, AX, AX
	KMOVD AX, K7
	VMOVDQU8.Z (SI), K7, Y0  // the block, zeros past its end
	CLASSIFY
	TESTL DX, DX
	JNZ  lastcheck
	TESTL R13, R13
	JZ   lastvalid

lastcheck:
	UTF8ERR                  // zeros past the end tell a rune cut there
	JNZ  done

lastvalid:
	BZHIQ R12, BX, BX        // the bytes that end the run, in the block
	TZCNTL BX, BX            // 32 when none
	CMPQ BX, R12
	CMOVQLT BX, R12          // R12: the length written
	BZHIQ R12, AX, AX        // S
	EXPAND
	POPCNTL AX, AX
	ADDQ R12, DI
	ADDQ AX, DI
	ADDQ R12, SI

done:
	// Back to the start of a rune cut at the end of what was read: the
	// bytes before it are valid, so its lead is the last byte of 11______,
	// or the one before of 111_____, or the one before that of 1111____.
	MOVQ SI, AX
	SUBQ R9, AX
	JZ   out
	MOVBLZX -1(SI), BX
	CMPL BX, $0xc0
	JAE  back1
	CMPQ AX, $2
	JB   out
	MOVBLZX -2(SI), BX
	CMPL BX, $0xe0
	JAE  back2
	CMPQ AX, $3
	JB   out
	MOVBLZX -3(SI), BX
	CMPL BX, $0xf0
	JB   out
	DECQ SI
	DECQ DI

back2:
	DECQ SI
	DECQ DI

back1:
	DECQ SI
	DECQ DI

out:
	VZEROUPPER
	SUBQ R9, SI
	MOVQ SI, read+40(FP)
	SUBQ R8, DI
	MOVQ DI, written+48(FP)
	RET
