package requests

import "errors"

// Sentinel errors callers branch on. Errors returned by this package wrap
// them with the operation and subject, as in
// "build content request: page 4 after page 7: pages out of order".
var (
	// ErrUnknownKind reports a tag or kind name that is none of [Kinds].
	ErrUnknownKind = errors.New("unknown request kind")
	// ErrNoPages reports a builder given no pages.
	ErrNoPages = errors.New("no pages")
	// ErrPageOrder reports pages that are not strictly ascending, or a page
	// number below 1.
	ErrPageOrder = errors.New("pages out of order")
	// ErrNoNames reports a monsters or stat block request without a
	// creature name.
	ErrNoNames = errors.New("no creature names")
	// ErrNoSection reports a request without the labelled section asked for.
	ErrNoSection = errors.New("no such section")
)

// ErrNotPortable reports a schema outside the portable subset; see
// [CheckPortable].
var ErrNotPortable = errors.New("schema not portable")
