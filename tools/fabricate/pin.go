package main

import (
	"bytes"
	"fmt"

	"github.com/pdfcpu/pdfcpu/pkg/api"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/model"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/types"
)

// write writes ctx with pdfcpu and pins the values pdfcpu takes from the
// clock, then checks the result with pdfcpu's reader and validator.
//
// pdfcpu v0.15.0 stamps time.Now() inside WriteContext, after the model is
// handed over, with no configuration switch to turn it off: the info
// dictionary's CreationDate and ModDate (pdfcpu/info.go, ensureInfoDict)
// and the second element of the trailer /ID, an MD5 of the time
// (pdfcpu/crypto.go, fileID). Setting them on the model before writing does
// not survive the write. So pin replaces exactly those values in the
// written bytes, taking them from the context pdfcpu has just written
// (never guessing them from the bytes), each inside its own object: the
// dates inside the info object, the /ID inside the trailer. Every
// replacement has the length of what it replaces, so the xref offsets stay
// valid. The /ID becomes id, a hash of the page contents, in both elements.
func write(ctx *model.Context, id types.HexLiteral) ([]byte, error) {
	var buf bytes.Buffer
	if err := api.WriteContext(ctx, &buf); err != nil {
		return nil, fmt.Errorf("write PDF: %w", err)
	}
	b, err := pin(ctx, buf.Bytes(), id)
	if err != nil {
		return nil, fmt.Errorf("pin clock values: %w", err)
	}
	if err := check(b); err != nil {
		return nil, fmt.Errorf("check PDF: %w", err)
	}
	return b, nil
}

// pin replaces the clock-derived dates and file identifier that pdfcpu
// wrote into b (as recorded in ctx) with pinnedDate and id.
func pin(ctx *model.Context, b []byte, id types.HexLiteral) ([]byte, error) {
	if ctx.Info == nil || len(ctx.ID) != 2 {
		return nil, fmt.Errorf("no info dictionary or /ID written")
	}
	info, err := ctx.DereferenceDict(*ctx.Info)
	if err != nil {
		return nil, err
	}
	off, ok := ctx.Write.Table[ctx.Info.ObjectNumber.Value()]
	if !ok {
		return nil, fmt.Errorf("info object not written")
	}
	dates := map[types.StringLiteral]bool{}
	for _, key := range []string{"CreationDate", "ModDate"} {
		v, ok := info[key].(types.StringLiteral)
		if !ok {
			return nil, fmt.Errorf("info %s missing", key)
		}
		dates[v] = true
	}
	for v := range dates {
		if err := replace(b, int(off), "endobj", "("+string(v)+")", "("+pinnedDate+")"); err != nil {
			return nil, fmt.Errorf("info date: %w", err)
		}
	}
	stamped, ok := ctx.ID[1].(types.HexLiteral)
	if !ok {
		return nil, fmt.Errorf("/ID element is %T, want a hex string", ctx.ID[1])
	}
	trailer := bytes.LastIndex(b, []byte("trailer"))
	if trailer < 0 {
		return nil, fmt.Errorf("no trailer")
	}
	if err := replace(b, trailer, "startxref", "<"+string(stamped)+">", "<"+string(id)+">"); err != nil {
		return nil, fmt.Errorf("trailer /ID: %w", err)
	}
	return b, nil
}

// replace overwrites, in place, every occurrence of old with new in the
// part of b from offset from up to the first end after it. old and new must
// have the same length and old must occur there.
func replace(b []byte, from int, end, old, new string) error {
	if len(old) != len(new) {
		return fmt.Errorf("%q and %q differ in length", old, new)
	}
	n := bytes.Index(b[from:], []byte(end))
	if n < 0 {
		return fmt.Errorf("no %q after offset %d", end, from)
	}
	region := b[from : from+n]
	if !bytes.Contains(region, []byte(old)) {
		return fmt.Errorf("%q not found", old)
	}
	copy(region, bytes.ReplaceAll(region, []byte(old), []byte(new)))
	return nil
}

// check reads b with pdfcpu and validates it.
func check(b []byte) error {
	ctx, err := api.ReadContext(bytes.NewReader(b), config())
	if err != nil {
		return err
	}
	return api.ValidateContext(ctx)
}
