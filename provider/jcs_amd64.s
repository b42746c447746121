#include "textflag.h"

// CLASSIFY sets, for the block in Y0: AX the mask of its bytes that JCS
// escapes (non-ASCII ones among them), BX of those that end the run
// (non-ASCII bytes and control characters without a letter), and Y0's
// control characters to their letters. Vector compares and VPMOVMSKB:
// the mask registers are few and slow.
#define CLASSIFY \
	VPCMPEQB Y12, Y0, Y3 \
	VPCMPEQB Y13, Y0, Y4 \
	VPCMPGTB Y0, Y11, Y5 \
	VPERMB Y10, Y0, Y1 \
	VPCMPEQB Y14, Y1, Y6 \
	VPAND Y5, Y6, Y6 \
	VPOR Y0, Y6, Y6 \
	VPMOVMSKB Y6, BX \
	VPOR Y3, Y4, Y3 \
	VPOR Y5, Y3, Y3 \
	VPMOVMSKB Y3, AX \
	VPBLENDVB Y5, Y1, Y0, Y0

// EXPAND stores at DI the block in Y0 with a backslash before each byte
// of S (AX): the output's layout pext(0xAA…, pdep(S, 0x55…) | 0xAA…) has
// a 1 bit for each of the block's bytes and a 0 for each backslash.
#define EXPAND \
	PDEPQ R10, AX, DX \
	ORQ  R11, DX \
	PEXTQ DX, R11, DX \
	KMOVQ DX, K6 \
	VMOVDQU64 Z13, Z2 \
	VPEXPANDB Z0, K6, Z2 \
	VMOVDQU8 Z2, (DI)

// func escapeBlocks(dst *byte, room int, src *byte, n int, letters *[32]byte) (read, written int)
//
// Each block of 32 bytes of src is classified with compares: the bytes
// JCS escapes with a backslash and one character ('"', '\\', \b \t \n \f
// \r) are swapped for that character (VPERMB over letters) and the block
// spread around their backslashes (EXPAND). A byte JCS escapes otherwise
// (\u00xx) or a non-ASCII byte ends the run: its block, like the last
// block of fewer than 32 bytes, is written up to it. Each block stores
// 64 bytes: none is stored less than 64 bytes from the end of the room.
TEXT ·escapeBlocks(SB), NOSPLIT, $0-56
	MOVQ dst+0(FP), DI
	MOVQ room+8(FP), R14
	MOVQ src+16(FP), SI
	MOVQ n+24(FP), CX
	MOVQ letters+32(FP), AX
	VMOVDQU (AX), Y10
	LEAQ -64(DI)(R14*1), R14 // R14: the last place a block may be stored at
	MOVQ DI, R8
	MOVQ SI, R9
	MOVL $0x20, AX
	VPBROADCASTB AX, Y11     // ' ', signed: above control characters and non-ASCII bytes
	MOVL $0x22, AX
	VPBROADCASTB AX, Y12
	MOVL $0x5c, AX
	VPBROADCASTB AX, Z13
	MOVQ $0x5555555555555555, R10
	MOVQ $0xaaaaaaaaaaaaaaaa, R11
	VPXOR Y14, Y14, Y14

block:
	CMPQ CX, $32
	JB   last
	CMPQ DI, R14
	JHI  done
	VMOVDQU (SI), Y0
	CLASSIFY
	TESTL BX, BX
	JNZ  last
	EXPAND
	POPCNTL AX, AX
	LEAQ 32(DI)(AX*1), DI
	ADDQ $32, SI
	SUBQ $32, CX
	JMP  block

last:
	TESTQ CX, CX
	JLE  done
	CMPQ DI, R14
	JHI  done
	MOVQ $-1, R13
	MOVQ $32, R12
	CMPQ CX, R12
	CMOVQLT CX, R12          // R12: the block's length
	BZHIQ R12, R13, AX
	KMOVD AX, K7
	VMOVDQU8.Z (SI), K7, Y0  // the block, zeros past its end
	CLASSIFY
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
	VZEROUPPER
	SUBQ R9, SI
	MOVQ SI, read+40(FP)
	SUBQ R8, DI
	MOVQ DI, written+48(FP)
	RET
