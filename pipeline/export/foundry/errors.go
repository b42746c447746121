package foundry

import "errors"

// Sentinel errors callers branch on.
var (
	// ErrDuplicateID means two documents of one export would share an _id:
	// the adventure names two things alike (two areas of one level share a
	// key, which check reports as duplicate-key).
	ErrDuplicateID = errors.New("duplicate id")
)
