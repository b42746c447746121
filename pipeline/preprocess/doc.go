// Package preprocess turns a module PDF into page renders and page text, the
// first stage of the pipeline. Run is the entry point:
//
//	idx, err := preprocess.Run(ctx, "module.pdf", "module.scriptorium/pages", preprocess.DefaultSettings())
//
// writes, for each page N counted from 1,
//
//	pages/NNNN.png  the page rendered at Settings.DPI, gray or RGB (see Colour)
//	pages/NNNN.txt  the page's text layer in reading order, columns left to right
//	pages/index.json  the Index: source SHA-256, settings echo, per-page facts
//
// Before rendering, the file is checked with pdfcpu: a file that is not a
// PDF, is encrypted, truncated or damaged, or exceeds Settings.MaxBytes or
// Settings.MaxPages gives a one-line error wrapping a sentinel of errors.go,
// and nothing is written. Output is built in a temporary directory beside
// pagesDir and renamed into place, so a failure leaves no half-written
// pages directory. Run again on the same PDF (by SHA-256) with the same DPI
// and colour policy reuses the existing output after checking its hashes.
//
// Renders and text come from pdfium compiled to WebAssembly (go-pdfium on
// wazero: pure Go, no cgo). The compiled module is cached on disk (see
// Settings.CacheDir), and one pool of pdfium instances is shared by the
// process. Output is byte-stable: the same PDF and settings give the same
// bytes whatever the number of workers or CPUs.
//
// The package does not OCR scans: a page without a text layer is flagged
// (Page.HasText false) with an empty text file. It does not repair PDFs, and
// it knows nothing of modules, areas or models.
package preprocess
