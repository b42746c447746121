package foundry

import "errors"

// Sentinel errors callers branch on.
var (
	// ErrDuplicateID means two documents of one export would share an _id:
	// the adventure names two things alike (two sites of one name, say).
	ErrDuplicateID = errors.New("duplicate id")
)
