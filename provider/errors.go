package provider

import (
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"
)

// Sentinels callers branch on with [errors.Is].
var (
	// ErrFixtureMiss reports that no fixture is recorded for a request; the
	// error is a *[FixtureMissError] that explains the nearest recording.
	ErrFixtureMiss = errors.New("fixture miss")
	// ErrUnknownFixtureVersion reports a fixture file of another format or
	// version than [FixtureFormat] version [FixtureVersion].
	ErrUnknownFixtureVersion = errors.New("unknown fixture format version")
	// ErrCorruptFixture reports a fixture file that is not a well-formed
	// fixture, or whose request does not hash to its recorded fingerprint.
	ErrCorruptFixture = errors.New("corrupt fixture")
	// ErrFixtureNameMismatch reports a fixture file whose name is not
	// [FileName] of its content, or not a fixture file name at all.
	ErrFixtureNameMismatch = errors.New("fixture file name does not match its content")
	// ErrDuplicateFingerprint reports two fixture files holding one
	// fingerprint.
	ErrDuplicateFingerprint = errors.New("two fixture files hold one fingerprint")
	// ErrSchema reports an answer that breaks its request's JSON Schema; the
	// error is a *[SchemaError].
	ErrSchema = errors.New("answer breaks schema")
	// ErrNotJSON reports an answer to a request without a schema that is
	// not JSON: free text, say, which must come as a JSON string.
	ErrNotJSON = errors.New("answer is not JSON")
	// ErrSecret reports a fixture that would hold an API-key-shaped string;
	// such a fixture is never written.
	ErrSecret = errors.New("fixture holds a secret")
	// ErrMode reports a mode string that names no [Mode], or a mode a
	// provider does not support.
	ErrMode = errors.New("invalid provider mode")
)

// Bounds of a miss message.
const (
	// maxListedTags bounds the recorded tags a miss message lists.
	maxListedTags = 20
	// MaxMissMessage bounds the length of a miss message in bytes, hint
	// included: a miss is read by people and sent to HTTP clients, whatever
	// the size of the request.
	MaxMissMessage = 8 << 10
)

// FixtureMissError explains why a request has no fixture: what was asked,
// what is recorded, and how the nearest recording of the same tag differs.
// It matches [ErrFixtureMiss] under [errors.Is].
type FixtureMissError struct {
	// Tag and Fingerprint identify the request that missed.
	Tag         string
	Fingerprint string
	// RecordedTags lists the store's tags (as in file names), sorted; a
	// [Store] shares it between misses, so callers must not modify it.
	RecordedTags []string
	// NearestFile is the path of the recorded fixture of the same tag that
	// differs from the request in the fewest components; empty when no
	// fixture has this tag.
	NearestFile string
	// Differences describes each differing component of the nearest
	// fixture, in request order: the system text (with a short unified diff),
	// parts[N] (added, removed, text changed, image changed) or the schema
	// (the first differing JSON pointer). When NearestFile is empty it holds
	// the store error, if any, that kept the miss from being explained.
	Differences []string
	// Hint says how to record the request, such as a command line.
	Hint string
}

// Error returns the multi-line miss report.
func (e *FixtureMissError) Error() string {
	var b strings.Builder
	b.WriteString(e.head() + "\n")
	b.WriteString("recorded tags: " + listTags(e.RecordedTags) + "\n")
	b.WriteString(e.nearest(e.NearestFile))
	if e.NearestFile == "" && len(e.Differences) > 0 {
		b.WriteByte(':')
	}
	b.WriteByte('\n')
	for _, d := range e.Differences {
		b.WriteString(indent(d, "  "))
	}
	hint := "to re-record: " + e.Hint
	return cutMessage(b.String(), MaxMissMessage-len(hint)) + hint
}

// Summary returns the miss report on one line, as a server answers a
// miss: what Error says, the nearest fixture named nearest (a server
// gives its base name, so that no host path reaches a client), the
// recorded tags only when no fixture has the request's tag, the first
// line of each difference, and hint as the way to re-record.
func (e *FixtureMissError) Summary(nearest, hint string) string {
	b := append([]byte(e.head()), "; "...)
	b = append(b, e.nearest(nearest)...)
	if nearest == "" && len(e.Differences) == 0 {
		b = append(append(append(b, " (recorded tags: "...), listTags(e.RecordedTags)...), ')')
	}
	for i, d := range e.Differences {
		if i == 0 {
			b = append(b, "; differences: "...)
		} else {
			b = append(b, "; "...)
		}
		first, _, _ := strings.Cut(d, "\n")
		b = append(b, strings.TrimSuffix(first, ":")...)
	}
	return string(append(append(b, "; to re-record: "...), hint...))
}

// head is the first line of a miss report: the request that missed, by
// its tag (an untagged request says so) and fingerprint.
func (e *FixtureMissError) head() string {
	if e.Tag == "" {
		return fmt.Sprintf("fixture miss: untagged request fingerprint %s: no fixture recorded", e.Fingerprint)
	}
	return fmt.Sprintf("fixture miss: tag %q fingerprint %s: no fixture recorded", e.Tag, e.Fingerprint)
}

// nearest says which fixture, named name, is nearest to the request, or
// why there is none; the head has named the tag.
func (e *FixtureMissError) nearest(name string) string {
	same := "with this tag"
	if e.Tag == "" {
		same = "without a tag"
	}
	switch {
	case name != "":
		return "nearest " + same + ": " + name
	case len(e.Differences) > 0:
		return "could not compare with the recorded requests"
	default:
		return "none recorded " + same
	}
}

// listTags lists the recorded tags of a miss report: "none", or the
// first maxListedTags and how many more.
func listTags(tags []string) string {
	switch n := len(tags); {
	case n == 0:
		return "none"
	case n > maxListedTags:
		return fmt.Sprintf("%s, … (%d more)", strings.Join(tags[:maxListedTags], ", "), n-maxListedTags)
	default:
		return strings.Join(tags, ", ")
	}
}

// cutMessage returns msg whole when it has at most limit bytes, else its
// first lines within limit (at least a valid UTF-8 prefix) and a line
// saying how much was cut.
func cutMessage(msg string, limit int) string {
	if len(msg) <= limit {
		return msg
	}
	const note = "… (%d more bytes of the miss report cut)\n"
	keep := max(limit-len(note)-8, 0)
	if nl := strings.LastIndexByte(msg[:keep], '\n'); nl > 0 {
		keep = nl + 1
	}
	keep = runeStart(msg, keep)
	return msg[:keep] + fmt.Sprintf(note, len(msg)-keep)
}

// runeStart returns i moved back to the start of the rune it falls in.
func runeStart(s string, i int) int {
	for i > 0 && i < len(s) && !utf8.RuneStart(s[i]) {
		i--
	}
	return i
}

// Is reports whether target is [ErrFixtureMiss].
func (e *FixtureMissError) Is(target error) bool { return target == ErrFixtureMiss }

// SchemaError reports an answer that breaks a JSON Schema. It matches
// [ErrSchema] under [errors.Is].
type SchemaError struct {
	// File is the fixture file whose data was replayed; empty when the
	// answer did not come from a fixture.
	File string
	// Pointer is the RFC 6901 JSON pointer of the offending value in the
	// answer ("" for the whole answer).
	Pointer string
	// Reason says what the schema wants there.
	Reason string
}

// Error returns "replay fixture FILE: answer breaks schema at POINTER: REASON",
// or "validate answer: ..." when File is empty.
func (e *SchemaError) Error() string {
	op := "validate answer"
	if e.File != "" {
		op = "replay fixture " + e.File
	}
	ptr := e.Pointer
	if ptr == "" {
		ptr = `"" (the whole answer)`
	}
	return fmt.Sprintf("%s: answer breaks schema at %s: %s", op, ptr, e.Reason)
}

// Is reports whether target is [ErrSchema].
func (e *SchemaError) Is(target error) bool { return target == ErrSchema }

// indent prefixes every line of s with pre and ends it with a newline.
func indent(s, pre string) string {
	lines := strings.Split(strings.TrimSuffix(s, "\n"), "\n")
	return pre + strings.Join(lines, "\n"+pre) + "\n"
}
