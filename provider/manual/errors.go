package manual

import (
	"errors"
	"fmt"
	"strings"
)

// ErrAnswersNeeded reports requests that have no answer file yet; the error
// is an *[AnswersNeededError] listing every answer file the run needs.
var ErrAnswersNeeded = errors.New("manual answers needed")

// Pending is one request waiting for its answer file.
type Pending struct {
	// Tag and Fingerprint identify the request.
	Tag         string
	Fingerprint string
	// RequestFile is the path of the readable request (Markdown).
	RequestFile string
	// AnswerFile is the path where the answer JSON must be written.
	AnswerFile string
}

// AnswersNeededError lists the requests a run is waiting on, sorted by
// answer file. It matches [ErrAnswersNeeded] under [errors.Is]. The one a
// Complete call returns lists every request pending in the provider so far;
// [Provider.Pending] gives the list at the end of a run.
type AnswersNeededError struct {
	Pending []Pending
}

// Error returns a message a person can act on: how many answers are
// needed and, per request, its answer file and request file.
func (e *AnswersNeededError) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s: write %d answer file(s), each one JSON value satisfying the schema in its request file, then run again:", ErrAnswersNeeded, len(e.Pending))
	for _, p := range e.Pending {
		fmt.Fprintf(&b, "\n  %s (request: %s)", p.AnswerFile, p.RequestFile)
	}
	return b.String()
}

// Is reports whether target is [ErrAnswersNeeded].
func (e *AnswersNeededError) Is(target error) bool { return target == ErrAnswersNeeded }
