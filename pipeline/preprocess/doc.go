// Package preprocess turns a module PDF into page renders and page text, the
// first stage of the pipeline. Run is the entry point:
//
//	idx, err := preprocess.Run(ctx, "module.pdf", "module.scriptorium/pages", preprocess.DefaultSettings())
//
// writes, for each page N counted from 1,
//
//	pages/NNNN.png  the page rendered at Settings.DPI, gray or RGB (see Colour);
//	                a page that would pass 50 million pixels at that DPI is
//	                rendered at the highest DPI that keeps it within them
//	pages/NNNN.tK.png  tile K of a page whose smallest text a model could
//	                not read in the whole render (see Tiles below); most
//	                pages have none
//	pages/NNNN.txt  the page's text layer in reading order, columns left to right,
//	                in the markup below
//	pages/index.json  the Index: source SHA-256, settings echo, per-page facts
//
// # Page text markup
//
// The page text keeps the typography a reader finds a module's keys,
// headings and tables by, in a line-based subset of Markdown (CommonMark)
// that a model reads as it is and a parser reads exactly. Body text reads
// as it is printed: a line per printed line (per fragment of a line cut at
// a column gutter), a blank line between blocks. On top of it:
//
//	# TEXT, ## TEXT, ### TEXT  a heading: a line whose smallest letters are
//	                set at least 1.8, 1.35 or 1.15 times the size of the
//	                page's body text (levels 1, 2, 3); its text carries no
//	                other mark
//	**TEXT**        a run set bold: its font at least semi-bold (weight
//	                class 500 and over, from the font name's style part —
//	                "Bold", "DemiBold", "Med", "Black" — else from the
//	                descriptor's ForceBold flag or weight) and heavier than
//	                the body text's font
//	*TEXT*          a run set italic (the descriptor's Italic flag, or
//	                "Italic", "Oblique", "Slant" in the name) where the body
//	                text is not; ***TEXT*** bold and italic
//	| A | B |       a row of a table rebuilt from columns side by side (see
//	                rows; a table set in one column of a page of several,
//	                its columns apart by lanes of white, a cell a column,
//	                a cell wrapped onto lines above or below its row's
//	                other cells joined to them: see grids), a delimiter
//	                row "| --- | --- |" after the first
//	- TEXT          a list item: a line led by a bullet (•, −, –, ▶, ...)
//	                and a space, the bullet replaced; or each of two or more
//	                lines in a row of one block led by a die value or range
//	                not set bold ("1-2 goblins", "12+ orcs"), kept after the mark
//
// The body text is the font and size that set the most letters of the
// page's running text, in lines that fill most of the page's measure
// (not the short lines of a stat block or a table's cells set smaller,
// which may hold more letters); marks are relative to it, so a page set
// in a bold face marks nothing bold. A mark covers whole words and the spaces between words
// of one style; punctuation takes the style of the letters before it
// ("**Trap:** the lock"). Letters of a small-caps font are written as
// capitals; capitals are otherwise as printed. A "1." leading a line is
// text (a key), not an ordered list. A column of labels ending in a
// colon beside a column of their values ("Armor Class:" beside "13", a
// stat block set as a table of two columns) reads a label and its value
// a line ("Armor Class: 13"), not as a table. The markup's own characters are
// escaped with a backslash where they are text: a backslash and "*"
// everywhere, "|" in a table cell, and "#", "|" or ">" leading a line.
// Text without font information (a font pdfium cannot describe) is body
// text. The markup is versioned with the layout (Echo.TextLayout).
//
// # Checks, renders and layout
//
// Before rendering, the file is checked with pdfcpu: a file that is not a
// PDF, is encrypted, truncated or damaged, or exceeds Settings.MaxBytes or
// Settings.MaxPages gives a one-line error wrapping a sentinel of errors.go,
// and nothing is written. A file pdfcpu finds damaged is opened with
// pdfium, which rebuilds a broken cross-reference table as PDF viewers do;
// it is refused only when pdfium finds no page either. Such a file
// converts, and says so: index.json's repaired holds what pdfcpu found,
// and each page pdfium read no object from (a content stream that failed
// to parse) or with an image it cannot decode has a damage note, which
// assembly turns into a damaged-pdf warning naming the pages. Output is
// built in a temporary directory beside pagesDir and renamed into place, so
// a failure leaves no half-written pages directory. Run again on the same PDF (by SHA-256) with the same DPI
// and colour policy reuses the existing output after checking its hashes.
//
// Renders and text come from pdfium compiled to WebAssembly (go-pdfium on
// wazero: pure Go, no cgo). The compiled module is cached on disk (see
// Settings.CacheDir), and one pool of pdfium instances is shared by the
// process; pages render in parallel, one worker per CPU. Output is
// byte-stable: the same PDF and settings give the same bytes whatever the
// number of workers or CPUs.
//
// Renders are PNG at png.BestSpeed (encoding costs more than rendering;
// default compression was 1.4x slower for 6% smaller files on the corpus).
// Under ColourAuto a page whose pixels are effectively all gray is encoded
// as 8-bit gray, about 3x smaller and faster to encode; a page with colour
// (maps, art, coloured highlights) keeps RGB.
//
// Text follows pdfium's characters, their boxes and fonts: words (letters
// joined by their advances, pdfium's loose boxes, not by their outlines, so a
// bold "1." or "HD3+1" stays whole), then lines, split at column gutters
// (a wide gap, or a gap lined up with gaps in the neighbouring lines, a
// gap where two columns' lines meet on one baseline: several times the
// line's word space, or after a paragraph's short last line, and the gap
// after a map label set smaller than the text beside it), stacked
// into blocks, and the blocks put in reading order by T. M. Breuel's
// rules: down a column, left column before right, headings across columns
// in between (a title with a folio beside it spans the columns still, and
// a key hung in the margin is read with the line it stands beside). A table whose first column is wide is joined back into
// rows when its other columns hold short values (order.go); so are two
// lists of short lines side by side, as many lines each. Blocks are
// separated by a blank line. A page's head (a running head, a folio,
// both on one line) is read before its text and its foot after it
// (margins.go): at most two or three short lines set apart from the text
// by white across the whole page, centred on it or flush with one of its
// edges, no heading and no sentence; they are not marked.
//
// Text drawn turned (a sideways table, a landscape page, labels along a
// map's edge) is read in its own frame (rotate.go): the characters are
// grouped by the quarter turn nearest their angle, each group turned
// upright and laid out as above, and the groups written one after the
// other, the one with the most letters first, a blank line between them.
// A page with more than half of its letters in one group that reads
// turned as the page is shown (its /Rotate applied: a landscape page made
// by turning a portrait one holds text drawn sideways that reads upright)
// is rendered turned so that they read upright (Page.Rotation).
//
// # Tiles
//
// Models shrink a large image before they look at it: Anthropic's to a
// long edge of 1568 pixels and about 1.15 megapixels, so a US Letter page
// rendered at 150 dpi reaches the model at about 111 dpi. Text stays
// legible when its capitals are at least 8 pixels tall there (the
// Tesseract FAQ's floor for x-height, asked here of the cap height, 0.662
// em in Times-Roman): 8-point text on a Letter or A4 page, and anything
// larger. A page whose smallest text is smaller — the smallest size at or
// below which 2 % of its letters are set, so a lone folio does not count
// and a caption or a map's labels do — is also rendered in tiles
// (Page.Tiles): a grid of 1 to 16 overlapping parts, each small enough
// that the model takes it unshrunk, at the resolution that makes that text
// 8 pixels tall (at least Settings.DPI, at most 300 dpi; a page too large
// for 16 such tiles, a poster, gets 16 at the highest resolution at which
// they fit, below Settings.DPI if need be but never below the one that
// keeps its body text 8 pixels tall, and none when no such resolution fits
// or that shows the text no larger than the page render does), neighbours
// overlapping by two lines of body text so no line of body text or
// smaller is cut in both. A US
// Letter page with 6-point captions becomes its top and bottom halves at
// 150 dpi; a page small enough to be taken whole at that resolution is one
// tile, the whole page. The page render stays as it is; requests carry it,
// then each tile after a line naming it ("page 3, tile 1 of 2: top half").
// A tile without ink (the blank half under a page's last line, a poster's
// empty sky) is left out; the tiles kept keep K, their place in the grid.
// A page without font sizes (a scan) is never tiled. tiles.go gives the
// rule, its sources and its numbers; Echo.Tiles versions it.
//
// A page without a text layer whose render is of one colour prints
// nothing: it is Page.Blank, and neither read by OCR nor taken for a scan.
// Any other page without a text layer (Page.HasText false: a scan, a map
// drawn as an image) is read by OCR when Tesseract is on PATH (ocr.go): its render
// goes through the tesseract command (English, one thread, hOCR output)
// and the words it finds through the same layout, with headings from the
// line sizes Tesseract estimates and no bold or italic. Page.TextSource
// says where a page's text came from (pdf, ocr, none) and
// Page.OCRConfidence gives Tesseract's mean word confidence; Echo.OCR holds
// Tesseract's version, since it decides the text, so the output is
// byte-stable for the same PDF, settings and Tesseract. Without Tesseract
// such a page keeps an empty text file (TextNone) and Run gives
// Settings.Note one line naming the package to install (OCRPackage).
//
// The package repairs no PDF beyond what pdfium does on opening one, and
// it knows nothing of modules, areas or models.
package preprocess
