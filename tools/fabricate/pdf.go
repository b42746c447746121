package main

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"strings"

	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/model"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/types"
)

// pinnedDate is the creation and modification date written into every
// fabricated PDF, in place of the clock time pdfcpu stamps.
const pinnedDate = "D:20260101000000+00'00'"

// mapImage is the resource name of the map image on a map page.
const mapImage = "Im1"

// FabricateDir reads the source directory dir and returns the PDF.
func FabricateDir(dir string) ([]byte, error) {
	pages, err := ReadSource(dir)
	if err != nil {
		return nil, err
	}
	return Fabricate(pages)
}

// Fabricate returns the PDF of pages: US Letter (or another paper, see Page.Paper), one PDF page per Page, the
// document title (first Title block) in the info dictionary and the footer.
func Fabricate(pages []Page) ([]byte, error) {
	title := docTitle(pages)
	ctx, err := pdfcpu.CreateContextWithXRefTable(config(), types.PaperSize["Letter"])
	if err != nil {
		return nil, fmt.Errorf("create context: %w", err)
	}
	sum := sha256.New()
	var kids types.Array
	for i := range pages {
		ref, err := addPage(ctx, &pages[i], i+1, title, sum.Write)
		if err != nil {
			return nil, err
		}
		kids = append(kids, *ref)
	}
	if err := setPages(ctx, kids); err != nil {
		return nil, err
	}
	if err := setInfo(ctx, title); err != nil {
		return nil, err
	}
	id := types.HexLiteral(strings.ToUpper(hex.EncodeToString(sum.Sum(nil)[:16])))
	ctx.ID = types.Array{id, id}
	return write(ctx, id)
}

// config returns the pdfcpu configuration of fabrication: a classic xref
// table and no object streams, so that every object is written as plain
// text at a fixed offset.
func config() *model.Configuration {
	conf := model.NewDefaultConfiguration()
	conf.WriteObjectStream = false
	conf.WriteXRefStream = false
	return conf
}

// docTitle returns the text of the first Title block of pages, or "".
func docTitle(pages []Page) string {
	for _, p := range pages {
		for _, b := range p.Blocks {
			if b.Kind == Title {
				return b.Text
			}
		}
	}
	return ""
}

// addPage adds page p, number n, to ctx and feeds its content to hash.
// Fonts are direct dictionaries in the page's resources: pdfcpu writes the
// objects a dictionary refers to in map order, so a dictionary holding more
// than one indirect reference would make the object order vary.
func addPage(ctx *model.Context, p *Page, n int, footer string, hash func([]byte) (int, error)) (*types.IndirectRef, error) {
	res := types.Dict{}
	var content []byte
	var err error
	switch {
	case p.Scan != nil:
		content, err = scanPage(ctx, p, res, hash)
	case p.Map != nil:
		content, err = mapPage(ctx, p, res, hash)
	default:
		content, err = layoutPage(p, n, footer)
		res["Font"] = fontDict()
	}
	if err != nil {
		return nil, err
	}
	hash(content)
	sd, err := ctx.NewStreamDictForBuf(content)
	if err == nil {
		err = sd.Encode()
	}
	if err != nil {
		return nil, fmt.Errorf("page %s: content stream: %w", p.Name, err)
	}
	cref, err := ctx.IndRefForNewObject(*sd)
	if err != nil {
		return nil, fmt.Errorf("page %s: %w", p.Name, err)
	}
	parent := ctx.RootDict["Pages"].(types.IndirectRef)
	page := types.Dict{"Type": types.Name("Page"), "Parent": parent, "Resources": res, "Contents": *cref}
	if g := papers[p.Paper]; g != nil {
		page["MediaBox"] = types.NewRectangle(0, 0, g.W, g.H).Array()
	}
	return ctx.IndRefForNewObject(page)
}

// mapPage adds the map image of p to ctx and to the resources res, and
// returns the content stream that paints it, centred in the text area.
func mapPage(ctx *model.Context, p *Page, res types.Dict, hash func([]byte) (int, error)) ([]byte, error) {
	img, err := p.Map.PNG()
	if err != nil {
		return nil, fmt.Errorf("page %s: %w", p.Name, err)
	}
	hash(img)
	ref, w, h, err := model.CreateImageResource(ctx.XRefTable, bytes.NewReader(img))
	if err != nil {
		return nil, fmt.Errorf("page %s: map image: %w", p.Name, err)
	}
	res["XObject"] = types.Dict{mapImage: *ref}
	g := geometryOf(p)
	aw, ah := g.W-g.Left-g.Right, g.H-g.Top-g.Bottom
	scale := min(aw/float64(w), ah/float64(h))
	pw, ph := float64(w)*scale, float64(h)*scale
	var c canvas
	c.image(mapImage, g.Left+(aw-pw)/2, g.Bottom+(ah-ph)/2, pw, ph)
	return c.buf.Bytes(), nil
}

// fontDict returns the font resources of a text page: one direct
// dictionary per face, standard Type 1 fonts in WinAnsi encoding.
func fontDict() types.Dict {
	d := types.Dict{}
	for _, f := range faces {
		d[f.Res] = types.Dict{
			"Type":     types.Name("Font"),
			"Subtype":  types.Name("Type1"),
			"BaseFont": types.Name(f.Base),
			"Encoding": types.Name("WinAnsiEncoding"),
		}
	}
	return d
}

// setPages makes kids the pages of ctx's page tree.
func setPages(ctx *model.Context, kids types.Array) error {
	d, err := ctx.DereferenceDict(ctx.RootDict["Pages"])
	if err != nil {
		return fmt.Errorf("page tree: %w", err)
	}
	d["Kids"] = kids
	d["Count"] = types.Integer(len(kids))
	ctx.PageCount = len(kids)
	return nil
}

// setInfo adds the document information dictionary with the title.
func setInfo(ctx *model.Context, title string) error {
	esc, err := types.Escape(title)
	if err != nil {
		return fmt.Errorf("info dictionary: %w", err)
	}
	d := types.Dict{"Title": types.StringLiteral(*esc)}
	ref, err := ctx.IndRefForNewObject(d)
	if err != nil {
		return fmt.Errorf("info dictionary: %w", err)
	}
	ctx.Info = ref
	return nil
}
