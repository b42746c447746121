package requests

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/scriptorium/scriptorium/provider"
)

// Page is one page of a module as the pipeline's preprocess stage writes it
// (pages/NNNN.txt and pages/NNNN.png).
type Page struct {
	// Number is the 1-based page number in the PDF (not the printed folio).
	Number int
	// Text is the page's text layer in reading order.
	Text string
	// Image is the page render, or nil when there is none.
	Image []byte
	// MIME is the render's MIME type, and its tiles'; "image/png" when
	// empty.
	MIME string
	// Tiles are parts of the page rendered at a higher resolution, for a
	// page whose smallest text a model could not read in the whole render
	// once shrunk to its input size (see package pipeline/preprocess); nil
	// for most pages.
	Tiles []Tile
}

// Tile is one tile of a page render.
type Tile struct {
	// Label says where the tile lies on the page: "top half", "bottom
	// left quarter", "row 2 of 3, column 1 of 2".
	Label string
	// Image is the tile's render.
	Image []byte
}

// Settings are the options a builder takes besides its inputs.
type Settings struct {
	// TextOnly leaves page images out of the request, for text-only models
	// and the offline provider. The zero value attaches every image.
	TextOnly bool
}

// Section labels. Every text part of a request built here starts with a
// header line "=== <label> ===" and the section text follows it after one
// newline; see [Sections].
const (
	// LabelPage is the label prefix of a page's text layer: "page 3".
	LabelPage = "page"
	// LabelContext labels the JSON of a content request's [ContentContext].
	LabelContext = "context"
	// LabelCreature labels the JSON of a stat block request's [Creature].
	LabelCreature = "creature"
	// LabelNames labels a monsters request's printed names, one per line.
	LabelNames = "printed names"
	// LabelAliases labels a monsters request's alias table (TSV).
	LabelAliases = "alias table"
)

// Section is one labelled text part of a request: Label from the header line,
// Page for page sections (0 otherwise) and Text after the header.
type Section struct {
	Label string
	Page  int
	Text  string
}

// Sections parses the labelled text parts of req back into sections, in order.
// Image parts and text parts without a header line are skipped.
func Sections(req *provider.Request) []Section {
	var out []Section
	for _, p := range req.Parts {
		if p.Type != provider.PartText {
			continue
		}
		if s, ok := parseSection(p.Text); ok {
			out = append(out, s)
		}
	}
	return out
}

// Pages returns the pages whose text layers req carries, in order, with Image
// nil: the inverse of how builders write page sections.
func Pages(req *provider.Request) []Page {
	var out []Page
	for _, s := range Sections(req) {
		if s.Page > 0 {
			out = append(out, Page{Number: s.Page, Text: s.Text})
		}
	}
	return out
}

// DecodeSection decodes the JSON text of the first section of req labelled
// label into v. It wraps [ErrNoSection] when there is none.
func DecodeSection(req *provider.Request, label string, v any) error {
	for _, s := range Sections(req) {
		if s.Label == label {
			if err := json.Unmarshal([]byte(s.Text), v); err != nil {
				return fmt.Errorf("decode section %s of %s: %w", label, req.Tag, err)
			}
			return nil
		}
	}
	return fmt.Errorf("decode section %s of %s: %w", label, req.Tag, ErrNoSection)
}

func section(label, text string) provider.Part {
	return provider.TextPart("=== " + label + " ===\n" + text)
}

func jsonSection(label string, v any) provider.Part {
	raw, err := json.MarshalIndent(v, "", "  ")
	if err != nil { // only plain structs of strings and ints reach here
		panic(fmt.Sprintf("encode section %s: %v", label, err))
	}
	return section(label, string(raw))
}

func parseSection(text string) (Section, bool) {
	head, body, _ := strings.Cut(text, "\n")
	label, ok := strings.CutPrefix(head, "=== ")
	if !ok {
		return Section{}, false
	}
	if label, ok = strings.CutSuffix(label, " ==="); !ok {
		return Section{}, false
	}
	s := Section{Label: label, Text: body}
	if n, ok := strings.CutPrefix(label, LabelPage+" "); ok {
		if s.Page, _ = strconv.Atoi(n); s.Page > 0 {
			s.Label = LabelPage
		}
	}
	return s, true
}

// pageParts returns the parts for pages: per page its text section, then,
// unless settings say text only, its image and, for a tiled page, each
// tile as a text part naming it ("page 3, tile 1 of 2: top half") and its
// image. It checks pages ascend from 1.
func pageParts(pages []Page, s Settings) ([]provider.Part, error) {
	if len(pages) == 0 {
		return nil, ErrNoPages
	}
	var parts []provider.Part
	prev := 0
	for _, p := range pages {
		if p.Number <= prev {
			return nil, fmt.Errorf("page %d after page %d: %w", p.Number, prev, ErrPageOrder)
		}
		prev = p.Number
		parts = append(parts, section(fmt.Sprintf("%s %d", LabelPage, p.Number), p.Text))
		if len(p.Image) > 0 && !s.TextOnly {
			parts = append(parts, provider.ImagePart(mimeOf(p), p.Image))
			for i, t := range p.Tiles {
				parts = append(parts, provider.TextPart(fmt.Sprintf("%s %d, tile %d of %d: %s", LabelPage, p.Number, i+1, len(p.Tiles), t.Label)),
					provider.ImagePart(mimeOf(p), t.Image))
			}
		}
	}
	return parts, nil
}

func mimeOf(p Page) string {
	if p.MIME == "" {
		return "image/png"
	}
	return p.MIME
}
