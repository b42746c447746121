package main

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"

	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/model"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/types"

	"github.com/scriptorium/scriptorium/pipeline/preprocess"
)

// scanImage is the resource name of the render on a scanned page.
const scanImage = "Im1"

// FabricateScan returns an image-only copy of the PDF at path, as a
// scanner makes: each page rendered by package preprocess with its default
// settings (150 DPI, gray where the page is) and drawn over the whole of a
// US Letter page, with no text layer. The same PDF, renderer and pdfcpu
// give the same bytes.
func FabricateScan(path string) ([]byte, error) {
	tmp, err := os.MkdirTemp("", "fabricate-scan-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(tmp)
	dir := filepath.Join(tmp, "pages")
	idx, err := preprocess.Run(context.Background(), path, dir, preprocess.DefaultSettings())
	if err != nil {
		return nil, err
	}
	pages := make([]Page, len(idx.Pages))
	for i, p := range idx.Pages {
		if pages[i].Scan, err = os.ReadFile(filepath.Join(dir, p.PNG)); err != nil {
			return nil, err
		}
		pages[i].Name = p.PNG
	}
	return Fabricate(pages)
}

// scanPage adds the render of scanned page p to ctx and to the resources
// res, and returns the content stream that paints it over the whole page.
func scanPage(ctx *model.Context, p *Page, res types.Dict, hash func([]byte) (int, error)) ([]byte, error) {
	hash(p.Scan)
	ref, _, _, err := model.CreateImageResource(ctx.XRefTable, bytes.NewReader(p.Scan))
	if err != nil {
		return nil, fmt.Errorf("page %s: scan image: %w", p.Name, err)
	}
	res["XObject"] = types.Dict{scanImage: *ref}
	var c canvas
	c.image(scanImage, 0, 0, letter.W, letter.H)
	return c.buf.Bytes(), nil
}
