package adventure

import "errors"

// Sentinel errors callers branch on.
var (
	// ErrInvalid means adventure.json bytes do not satisfy the v1 schema;
	// the error also holds a *provider.SchemaError.
	ErrInvalid = errors.New("invalid adventure")
	// ErrOverride means an overrides.yaml entry is malformed or did not take
	// effect; the message names the entry and its line.
	ErrOverride = errors.New("bad override")
	// ErrFlag means a flag is outside the vocabulary of [Vocabulary] or its
	// detail is malformed.
	ErrFlag = errors.New("unknown flag")
	// ErrRange means a wandering-table row's printed range is not a roll or
	// an ascending range of rolls (see [ParseRange]).
	ErrRange = errors.New("bad range")
)
