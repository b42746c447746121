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
//	@columns 2          lay the page out in two (or three) columns
//	@align center       centre every line of the page
//	@size 8.5           set the body text in 8.5 points, every other kind
//	                    scaled alike (10 by default)
//	@paper a5           make the page A5 with a zine's narrow margins
//	@paper landscape    make the page US Letter turned on its side, with a
//	                    one-page zine's narrow margins
//	                    (US Letter by default)
//	@column             go on in the next column
//	# TEXT              title
//	## TEXT             section heading
//	### TEXT            area heading, e.g. "### 7a. BOAT LANDING"
//	* TEXT              one bold line, e.g. the name over a stat block
//	~ TEXT              a caption, set in italic (6 points beside a
//	                    10-point body)
//	> TEXT              read-aloud text, drawn in a shaded box
//	| CELL | CELL       a table row; the first row is the header
//	|. CELL | CELL      a row of a table set plain: every row in roman, no
//	                    rule under the first (columns apart by space only)
//	---                 a horizontal rule
//	TEXT                a paragraph; lines up to a blank line are joined
//
// The directives but @column stand on the first lines of a page file.
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
// fixed). Exit status is 2 for a usage error and 1 for a failure; -h lists
// the flags on standard output.
package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/scriptorium/scriptorium/internal/cli"
)

// usage is the command's usage line.
const usage = "usage: fabricate [-scan] -o out.pdf source-dir|in.pdf"

func main() {
	os.Exit(exit(os.Args[1:], os.Stdout, os.Stderr))
}

// exit runs the command line args and returns the exit code (see
// cli.Exit): 2 for a usage error, 1 for a failure, 0 after -h.
func exit(args []string, stdout, stderr io.Writer) int {
	return cli.Exit(context.Background(), "fabricate", command(args), stdout, stderr)
}

// command parses args and fabricates.
func command(args []string) error {
	fs := flag.NewFlagSet("", flag.ContinueOnError)
	out := fs.String("o", "", "output PDF `file`")
	scan := fs.Bool("scan", false, "make an image-only copy of the PDF given")
	if err := cli.Parse(fs, args, usage); err != nil {
		return err
	}
	if *out == "" || fs.NArg() != 1 {
		return cli.Usagef("%s", usage)
	}
	return run(fs.Arg(0), *out, *scan)
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
