package preprocess

import "errors"

// Sentinel errors of Run. Run wraps them as
// "preprocess <file>: <sentinel>[: <detail>]", one line, so a caller can
// branch with errors.Is and print the error as it is.
var (
	// ErrEmpty reports a file of zero bytes.
	ErrEmpty = errors.New("empty file")
	// ErrNotPDF reports a file that does not start with a PDF header.
	ErrNotPDF = errors.New("not a PDF file")
	// ErrEncrypted reports a PDF that needs a (user) password to open.
	ErrEncrypted = errors.New("encrypted PDF")
	// ErrTruncated reports a PDF whose end-of-file marker is missing.
	ErrTruncated = errors.New("truncated PDF")
	// ErrDamaged reports a PDF that neither pdfcpu nor pdfium can read, a
	// page pdfium cannot load, or a page too large to render.
	ErrDamaged = errors.New("damaged PDF")
	// ErrTooManyPages reports a PDF with more pages than Settings.MaxPages.
	ErrTooManyPages = errors.New("too many pages")
	// ErrTooLarge reports a file larger than Settings.MaxBytes. (A page
	// whose render would pass 50 million pixels is rendered at the DPI that
	// keeps within them; one that passes them even at 1 dpi is damaged.)
	ErrTooLarge = errors.New("file too large")
	// ErrSettings reports invalid Settings.
	ErrSettings = errors.New("invalid settings")
)
