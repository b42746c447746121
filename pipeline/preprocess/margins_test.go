package preprocess

import (
	"context"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// runningHeads are the pages of testdata/margins/*.pdf, printed by
// Chromium from the HTML beside them, each page's running head and foot
// (the text of each block of its head and foot, in reading order; none for
// a page without).
var runningHeads = []struct {
	name       string
	head, foot [][]string
}{
	// Serif type in two columns, the head and folio in @page margin boxes.
	{"running-heads-serif", [][]string{
		{"The Keep on Grey Fen"},      // head centred, folio bottom centre
		{"The Keep on Grey Fen"},      // head left, folio bottom left
		{"The Keep on Grey Fen"},      // head right, folio bottom right
		{"The Keep on Grey Fen", "4"}, // head left and folio right on one line
		{"Part One: The Keep"},        // alternating: a right-hand page
		{"The Keep on Grey Fen"},      // and a left-hand one
		nil,                           // neither: a heading first, a short last paragraph low
	}, [][]string{{"1"}, {"2"}, {"3"}, nil, {"5"}, {"6"}, nil}},
	// Sans type in two absolutely placed columns, heads in bold capitals.
	{"running-heads-sans", [][]string{
		{"HALL OF THE MOTH QUEEN"},        // head right, folio bottom centre
		{"HALL OF THE MOTH QUEEN"},        // head centred, folio bottom right
		nil,                               // title and folio on one line at the foot
		{"HMQ1", "KEY TO THE LOWER HALL"}, // module code left, chapter right; folio bottom left
		nil,                               // neither: a key first, a short last paragraph low
	}, [][]string{{"1"}, {"2"}, {"HALL OF THE MOTH QUEEN", "3"}, {"Page 4"}, nil}},
}

// TestMarginsRunningHeads pins what margins takes for a page's head and
// foot on pages printed by Chromium in two styles: a running head
// centred, left, right or alternating, a folio at the top or the bottom,
// a head and folio on one line; and, on a page with neither, that a
// heading opening the page is no head and a short paragraph standing low
// in the left column, under a shorter right column, no foot.
func TestMarginsRunningHeads(t *testing.T) {
	for _, tc := range runningHeads {
		t.Run(tc.name, func(t *testing.T) {
			pages := pageBlocks(t, filepath.Join("testdata", "margins", tc.name+".pdf"))
			if len(pages) != len(tc.head) {
				t.Fatalf("%d pages, want %d", len(pages), len(tc.head))
			}
			for i, p := range pages {
				head, _, foot := margins(p.blocks, p.body)
				if got := blockTexts(head); !slices.Equal(got, tc.head[i]) {
					t.Errorf("page %d: head %q, want %q", i+1, got, tc.head[i])
				}
				if got := blockTexts(foot); !slices.Equal(got, tc.foot[i]) {
					t.Errorf("page %d: foot %q, want %q", i+1, got, tc.foot[i])
				}
			}
		})
	}
}

// TestRunRunningHeads reads the pages of testdata/margins: Breuel's rules
// read a running head or folio set right of the page's middle, or in the
// gutter, between the columns, where a folio reads as an area key. Each
// page's text must open with its head and close with its foot, and the
// paragraphs of all pages must read whole, in the order printed.
func TestRunRunningHeads(t *testing.T) {
	tags := regexp.MustCompile(`<[^>]+>`)
	for _, tc := range runningHeads {
		t.Run(tc.name, func(t *testing.T) {
			src, err := os.ReadFile(filepath.Join("testdata", "margins", tc.name+".html"))
			if err != nil {
				t.Fatal(err)
			}
			dir := filepath.Join(t.TempDir(), "pages")
			idx, err := Run(context.Background(), filepath.Join("testdata", "margins", tc.name+".pdf"), dir, DefaultSettings())
			if err != nil {
				t.Fatal(err)
			}
			var body []string
			for i, p := range idx.Pages {
				text, err := os.ReadFile(filepath.Join(dir, p.Text))
				if err != nil {
					t.Fatal(err)
				}
				bs := strings.Split(strings.TrimSuffix(plainMarkup(string(text)), "\n"), "\n\n")
				head, foot := tc.head[i], tc.foot[i]
				if len(bs) < len(head)+len(foot) || !slices.Equal(bs[:len(head)], head) || !slices.Equal(bs[len(bs)-len(foot):], foot) {
					t.Errorf("page %d opens or closes with other blocks than its head %q and foot %q:\n%s", i+1, head, foot, text)
					continue
				}
				body = append(body, bs[len(head):len(bs)-len(foot)]...)
			}
			plain := strings.Join(strings.Fields(strings.Join(body, " ")), " ")
			at := 0
			for _, p := range regexp.MustCompile(`<p[^>]*>(.*?)</p>`).FindAllStringSubmatch(string(src), -1) {
				para := strings.Join(strings.Fields(tags.ReplaceAllString(p[1], "")), " ")
				i := strings.Index(plain[at:], para)
				if i < 0 {
					t.Fatalf("paragraph not read whole after offset %d: %q\npage texts:\n%s", at, para, plain)
				}
				at += i + len(para)
			}
		})
	}
}

// plainMarkup returns page text without its emphasis, escapes and
// heading marks.
func plainMarkup(text string) string {
	text = strings.NewReplacer("*", "", `\`, "").Replace(text)
	return regexp.MustCompile(`(?m)^#+ `).ReplaceAllString(text, "")
}

// blockTexts returns the text of each block of bs, its lines joined by a
// newline, ordered top to bottom, then left to right.
func blockTexts(bs []block) []string {
	var out []string
	for _, b := range readingOrder(bs) {
		var ls []string
		for _, l := range b.lines {
			ls = append(ls, l.text())
		}
		out = append(out, strings.Join(ls, "\n"))
	}
	return out
}

// laidOut is a page's blocks after table rows are joined, and its body
// text.
type laidOut struct {
	blocks []block
	body   body
}

// pageBlocks returns the blocks of each page of the PDF at path, as
// layoutWords gives them to margins.
func pageBlocks(t *testing.T, path string) []laidOut {
	t.Helper()
	var out []laidOut
	for _, chars := range pdfChars(t, path) {
		b := bodyOf(chars)
		out = append(out, laidOut{rows(blocks(fragments(lines(words(chars, b))))), b})
	}
	return out
}
