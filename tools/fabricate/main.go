// Command fabricate builds a test module PDF from its source text with
// pdfcpu, byte for byte the same on every run.
//
// Usage:
//
//	go run ./tools/fabricate -o tests/assets/minimod/minimod.pdf tests/assets/minimod/source
//	go run ./tools/fabricate -scan -o tests/assets/minimod-scan/minimod-scan.pdf tests/assets/minimod/minimod.pdf
//
// With -scan the argument is a US Letter PDF, and the output its
// image-only copy, as a scanner makes: every page rendered at 150 DPI (by
// package preprocess) and drawn over a whole page, with no text layer.
//
// The source directory holds one file per page, taken in file-name order
// (01-cover.txt, 02-credits.txt, ...). A page file is either text in a
// small markup or, when it starts with @map, a map drawn as a raster image
// that is the only content of its page (no text layer). The markup:
//
//	@columns 2          lay the page out in two columns (first line only)
//	@align center       centre every line of the page (first line only)
//	@column             go on in the next column
//	# TEXT              title
//	## TEXT             section heading
//	### TEXT            area heading, e.g. "### 7a. BOAT LANDING"
//	* TEXT              one bold line, e.g. the name over a stat block
//	> TEXT              read-aloud text, drawn in a shaded box
//	| CELL | CELL       a table row; the first row is the header
//	---                 a horizontal rule
//	TEXT                a paragraph; lines up to a blank line are joined
//
// In any text that is wrapped (all but a table's cells before the last),
// "**" toggles bold (Times-Bold) and "__" toggles italic (Times-Italic):
// "**1. Guard post.** Two orcs" sets the key and title bold and the rest
// in the block's face. A single "*" is text ("HD 3*"); a backslash sets the
// next character as text ("HD 4\*\*"), and a paragraph line ending in a
// backslash ends its printed line there (a stat block set label line by
// label line).
//
// The map syntax is described in the map file itself and in mapimage.go.
// Text is set in the standard Type 1 fonts (Times and Helvetica) with
// WinAnsi encoding; a character outside Windows-1252 is an error, as is
// text that does not fit its page.
//
// The output is byte-stable: the same source and pdfcpu version give the
// same bytes (see pin in pdf.go for how pdfcpu's clock-derived values are
// fixed). Exit status is 2 for a usage error and 1 for a failure.
package main

import (
	"flag"
	"fmt"
	"os"
)

func main() {
	out := flag.String("o", "", "output PDF `file`")
	scan := flag.Bool("scan", false, "make an image-only copy of the PDF given")
	flag.Usage = func() {
		fmt.Fprintln(os.Stderr, "usage: fabricate -o out.pdf source-dir\n       fabricate -scan -o out.pdf in.pdf")
		flag.PrintDefaults()
	}
	flag.Parse()
	if *out == "" || flag.NArg() != 1 {
		flag.Usage()
		os.Exit(2)
	}
	if err := run(flag.Arg(0), *out, *scan); err != nil {
		fmt.Fprintln(os.Stderr, "fabricate:", err)
		os.Exit(1)
	}
}

// run fabricates the PDF of the source directory in into the file out, or
// with scan the image-only copy of the PDF in.
func run(in, out string, scan bool) error {
	fabricate := FabricateDir
	if scan {
		fabricate = FabricateScan
	}
	b, err := fabricate(in)
	if err != nil {
		return err
	}
	if err := os.WriteFile(out, b, 0o644); err != nil {
		return fmt.Errorf("write %s: %w", out, err)
	}
	return nil
}
