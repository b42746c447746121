package provider

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
)

// NormalizationFile is the name of a fixture directory's normalization
// rules (see [Normalization]); the store does not read it as a fixture.
const NormalizationFile = "normalization.json"

// Normalization is a versioned list of rules rewriting volatile text (a
// date, a request id) to a fixed placeholder before a request is
// fingerprinted, so a request that differs from the recorded one only there
// still finds its fixture. The live provider is still sent the real text.
// Its file (JSON, see [LoadNormalization]) reads
//
//	{"version": "dates-1", "rules": [{"pattern": "\\d{4}-\\d{2}-\\d{2}", "placeholder": "<date>"}]}
//
// Patterns are Go regular expressions (RE2 syntax); each match is replaced
// by its placeholder taken literally, rule after rule, in the system text
// and in every text part. The version is written into each fixture
// recorded under the rules (CanonicalRequest.Normalization) and so is part
// of its fingerprint: changing the rules needs a new version and a
// re-recording. A nil *Normalization changes nothing, and fingerprints stay
// as they are without one.
type Normalization struct {
	Version string              `json:"version"`
	Rules   []NormalizationRule `json:"rules"`
}

// NormalizationRule rewrites each match of Pattern to Placeholder.
type NormalizationRule struct {
	Pattern     string `json:"pattern"`
	Placeholder string `json:"placeholder"`

	re *regexp.Regexp
}

// ErrNormalization is wrapped by the errors of a normalization file that
// cannot be read as rules.
var ErrNormalization = errors.New("bad normalization rules")

// LoadNormalization reads dir's [NormalizationFile]: nil and no error when
// there is none. A file that is not JSON of that shape, lacks a version or
// holds a pattern that does not compile is an error wrapping
// [ErrNormalization] naming the file.
func LoadNormalization(dir string) (*Normalization, error) {
	path := filepath.Join(dir, NormalizationFile)
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("load normalization: %w", err)
	}
	var n Normalization
	if err := json.Unmarshal(data, &n); err != nil {
		return nil, fmt.Errorf("load normalization %s: %w: %v", path, ErrNormalization, err)
	}
	if err := n.compile(); err != nil {
		return nil, fmt.Errorf("load normalization %s: %w", path, err)
	}
	return &n, nil
}

// NewNormalization returns the rules of version, each pattern compiled; an
// empty version or a bad pattern is an error wrapping [ErrNormalization].
func NewNormalization(version string, rules ...NormalizationRule) (*Normalization, error) {
	n := &Normalization{Version: version, Rules: rules}
	if err := n.compile(); err != nil {
		return nil, fmt.Errorf("new normalization: %w", err)
	}
	return n, nil
}

func (n *Normalization) compile() error {
	if n.Version == "" {
		return fmt.Errorf("%w: no version", ErrNormalization)
	}
	for i := range n.Rules {
		re, err := regexp.Compile(n.Rules[i].Pattern)
		if err != nil {
			return fmt.Errorf("%w: rule %d: %v", ErrNormalization, i+1, err)
		}
		n.Rules[i].re = re
	}
	return nil
}

// Apply returns req as it is fingerprinted under n: a copy whose system text
// and text parts have every rule applied, marked with n's version; req
// itself when n is nil. req is not modified.
func (n *Normalization) Apply(req *Request) *Request {
	if n == nil {
		return req
	}
	out := *req
	out.normalization = n.Version
	out.System = n.text(req.System)
	out.Parts = make([]Part, len(req.Parts))
	for i, p := range req.Parts {
		if p.Type == PartText {
			p.Text = n.text(p.Text)
		}
		out.Parts[i] = p
	}
	return &out
}

// text applies every rule to s, in order.
func (n *Normalization) text(s string) string {
	for _, r := range n.Rules {
		s = r.re.ReplaceAllLiteralString(s, r.Placeholder)
	}
	return s
}
