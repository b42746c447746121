package preprocess

import "errors"

// Sentinel errors of Run. Run wraps them as
// "preprocess <file>: <sentinel>[: <detail>]", one line, so a caller can
// branch with errors.Is and print the error as it is. Each one the file
// given is the cause of is also [ErrBadInput].
var (
	// ErrBadInput reports a file that cannot be rendered as it is, whatever
	// the reason: a caller tells the person who gave it (errors.Is matches
	// ErrEmpty, ErrNotPDF, ErrEncrypted, ErrTruncated, ErrDamaged,
	// ErrTooManyPages and ErrTooLarge).
	ErrBadInput = errors.New("unreadable PDF")
	// ErrEmpty reports a file of zero bytes.
	ErrEmpty = badInput("empty file")
	// ErrNotPDF reports a file that does not start with a PDF header.
	ErrNotPDF = badInput("not a PDF file")
	// ErrEncrypted reports a PDF that needs a (user) password to open.
	ErrEncrypted = badInput("encrypted PDF")
	// ErrTruncated reports a PDF whose end-of-file marker is missing.
	ErrTruncated = badInput("truncated PDF")
	// ErrDamaged reports a PDF that neither pdfcpu nor pdfium can read, a
	// page pdfium cannot load, or a page too large to render.
	ErrDamaged = badInput("damaged PDF")
	// ErrTooManyPages reports a PDF with more pages than Settings.MaxPages.
	ErrTooManyPages = badInput("too many pages")
	// ErrTooLarge reports a file larger than Settings.MaxBytes. (A page
	// whose render would pass 50 million pixels is rendered at the DPI that
	// keeps within them; one that passes them even at 1 dpi is damaged.)
	ErrTooLarge = badInput("file too large")
	// ErrSettings reports invalid Settings.
	ErrSettings = errors.New("invalid settings")
)

// inputError is a sentinel that is also [ErrBadInput].
type inputError struct{ msg string }

// badInput returns a sentinel with message msg that is also [ErrBadInput].
func badInput(msg string) error { return &inputError{msg} }

func (e *inputError) Error() string { return e.msg }

// Is reports whether target is [ErrBadInput].
func (e *inputError) Is(target error) bool { return target == ErrBadInput }
