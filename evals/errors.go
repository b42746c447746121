package evals

import "errors"

// ErrTruth is wrapped by every error [ParseTruth] returns for a truth file
// that is not valid truth.yaml v1.
var ErrTruth = errors.New("invalid truth")
