package provider

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"slices"
	"strings"
	"sync"
)

// Fixture file format, version 1.
//
// A fixture file holds one recorded exchange as pretty-printed JSON (two-space
// indent, members in the order below, a trailing newline):
//
//	{
//	  "format": "scriptorium-fixture",
//	  "version": 1,
//	  "fingerprint": "<64 lowercase hex>",
//	  "tag": "<request tag>",
//	  "request": <CanonicalRequest: images as sha256 and size, never bytes>,
//	  "provider": "<provider that answered>",
//	  "model": "<model that answered>",
//	  "data": <the answer JSON>,
//	  "usage": {"input_tokens": N, "output_tokens": N},
//	  "finish_reason": "stop",
//	  "tool_calls": [{"id": "…", "name": "…", "arguments": {…}}, …],
//	  "next": [{"data": …, "model": …, "usage": …, "finish_reason": …, "tool_calls": …}, …]
//	}
//
// The last two members are left out when empty, as they are for every
// request Scriptorium builds: "tool_calls" holds the tools an answer called
// of its own accord, and "next" the answers to later identical requests of
// the same recording (retries, sampling), in the order they came.
//
// and is named by [FileName]. It never holds headers, keys or timestamps, so
// recording the same exchange twice gives the same bytes.
const (
	// FixtureFormat is the value of every fixture file's "format" member.
	FixtureFormat = "scriptorium-fixture"
	// FixtureVersion is the fixture file version this package reads and
	// writes; files of any other version are refused with
	// [ErrUnknownFixtureVersion].
	FixtureVersion = 1
)

// Fixture is one recorded exchange: the canonical request and the answer.
// Fixtures returned by a [Store] are shared: callers must not modify them.
type Fixture struct {
	// Format is always [FixtureFormat] and Version [FixtureVersion].
	Format  string `json:"format"`
	Version int    `json:"version"`
	// Fingerprint is the request's fingerprint v1, 64 lowercase hex digits.
	Fingerprint string `json:"fingerprint"`
	// Tag is the request's tag, repeated for readers of the file.
	Tag string `json:"tag"`
	// Request is the canonical request: what was fingerprinted, so a miss
	// can be diffed against it.
	Request *CanonicalRequest `json:"request"`
	// Provider and Model name who answered.
	Provider string `json:"provider"`
	Model    string `json:"model"`
	// Data is the answer JSON.
	Data json.RawMessage `json:"data"`
	// Usage and FinishReason are as the provider reported them.
	Usage        Usage  `json:"usage"`
	FinishReason string `json:"finish_reason"`
	// ToolCalls are the tools the answer called of its own accord.
	ToolCalls []ToolCall `json:"tool_calls,omitempty"`
	// Next holds the answers to later identical requests of the recording,
	// in order (see [Fixture.ResponseAt]).
	Next []Reply `json:"next,omitempty"`

	// check holds the result of checking the answers against
	// Request.Schema, for fixtures that a Store hands out (see CheckAnswer).
	check *answerCheck
}

// Reply is a later answer of a [Fixture]: what the request was answered
// the second time, the third, and so on.
type Reply struct {
	Data         json.RawMessage `json:"data"`
	Model        string          `json:"model"`
	Usage        Usage           `json:"usage"`
	FinishReason string          `json:"finish_reason"`
	ToolCalls    []ToolCall      `json:"tool_calls,omitempty"`
}

// answerCheck is the result of one check of a fixture's answer.
type answerCheck struct {
	once sync.Once
	err  error
}

// CheckAnswer validates the answer data against the recorded schema with
// [ValidateAnswer], every answer of f (see [Fixture.ResponseAt]) but those
// calling tools of their own accord (see [ValidateResponse]); by the
// fingerprint, the recorded schema is the schema of every request that
// finds f. For a fixture a [Store] returned the check runs once, on first
// use, and later calls return its result, so a replay hit costs no
// validation; on other fixtures it runs on every call. A failure is a
// *[SchemaError] (File empty) the caller must not modify, or a plain error
// for a schema that does not compile.
func (f *Fixture) CheckAnswer() error {
	if f.check == nil {
		return f.checkAnswers()
	}
	f.check.once.Do(func() { f.check.err = f.checkAnswers() })
	return f.check.err
}

// checkAnswers validates each answer of f against the recorded schema.
func (f *Fixture) checkAnswers() error {
	for i := range f.Answers() {
		if err := ValidateResponse(f.Request.Schema, f.ResponseAt(i)); err != nil {
			return err
		}
	}
	return nil
}

// NewFixture returns the fixture recording resp as the answer to req, with
// the answer data compact as replay returns it. It fails only when req.Schema
// or resp.Data is not valid JSON.
func NewFixture(req *Request, resp *Response) (*Fixture, error) {
	c := Canonical(req)
	fp, err := c.Fingerprint()
	if err != nil {
		return nil, err
	}
	if !json.Valid(resp.Data) {
		return nil, fmt.Errorf("new fixture %s: %w: answer data is not valid JSON", req.Tag, ErrCorruptFixture)
	}
	return &Fixture{Format: FixtureFormat, Version: FixtureVersion, Fingerprint: fp, Tag: req.Tag,
		Request: c, Provider: resp.Provider, Model: resp.Model, Data: compact(resp.Data),
		Usage: resp.Usage, FinishReason: resp.FinishReason, ToolCalls: compactCalls(resp.ToolCalls)}, nil
}

// compactCalls returns calls with compact arguments.
func compactCalls(calls []ToolCall) []ToolCall {
	out := slices.Clone(calls)
	for i := range out {
		out[i].Arguments = compact(out[i].Arguments)
	}
	return out
}

// Response returns the recorded (first) answer as a [Response].
func (f *Fixture) Response() *Response {
	return &Response{Data: f.Data, Provider: f.Provider, Model: f.Model, Usage: f.Usage, FinishReason: f.FinishReason,
		ToolCalls: f.ToolCalls}
}

// Answers is the number of answers f holds: one, plus its Next ones.
func (f *Fixture) Answers() int { return 1 + len(f.Next) }

// ResponseAt returns the answer to the i-th identical request (from 0) of a
// replay: the i-th answer recorded, and past the end the last one again.
func (f *Fixture) ResponseAt(i int) *Response {
	if i <= 0 || len(f.Next) == 0 {
		return f.Response()
	}
	r := f.Next[min(i, len(f.Next))-1]
	return &Response{Data: r.Data, Provider: f.Provider, Model: r.Model, Usage: r.Usage, FinishReason: r.FinishReason,
		ToolCalls: r.ToolCalls}
}

// WithNext returns a copy of f holding resp as its answer to the next
// identical request, after every answer f holds. It fails only when
// resp.Data is not valid JSON.
func (f *Fixture) WithNext(resp *Response) (*Fixture, error) {
	if !json.Valid(resp.Data) {
		return nil, fmt.Errorf("new fixture %s: %w: answer data is not valid JSON", f.Tag, ErrCorruptFixture)
	}
	g := *f
	g.Next = append(slices.Clone(f.Next), Reply{Data: compact(resp.Data), Model: resp.Model, Usage: resp.Usage,
		FinishReason: resp.FinishReason, ToolCalls: compactCalls(resp.ToolCalls)})
	return &g, nil
}

// Encode returns the file bytes of f: stable, pretty-printed JSON with a
// trailing newline. HTML characters are not escaped, so prompts stay readable.
func (f *Fixture) Encode() ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(f); err != nil {
		return nil, fmt.Errorf("encode fixture %s: %w", f.Tag, err)
	}
	return buf.Bytes(), nil
}

// decodeFixture parses and verifies the bytes of the fixture file named name
// (a base name or a path). The answer data, tool call arguments and schema
// come back compact. It refuses, with errors wrapping the sentinels of
// errors.go: another format or version ([ErrUnknownFixtureVersion]), bytes that
// are not a well-formed fixture or whose request does not hash to the recorded
// fingerprint ([ErrCorruptFixture]), and a name that is not
// FileName(tag, fingerprint) of the content ([ErrFixtureNameMismatch]).
func decodeFixture(name string, data []byte) (*Fixture, error) {
	f := new(Fixture)
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	err := dec.Decode(f)
	if _, tail := dec.Token(); err == nil && tail != io.EOF {
		err = errors.New("data after the fixture")
	}
	if err != nil || f.Format != FixtureFormat || f.Version != FixtureVersion {
		// Only now read the version alone, so that a file of another
		// version is refused as such, not for its unknown members.
		if err := probeVersion(name, data); err != nil {
			return nil, err
		}
		return nil, fmt.Errorf("read fixture %s: %w: %v", name, ErrCorruptFixture, err)
	}
	if err := f.verify(); err != nil {
		return nil, fmt.Errorf("read fixture %s: %w", name, err)
	}
	f.Data, f.Request.Schema, f.ToolCalls = compact(f.Data), compact(f.Request.Schema), compactCalls(f.ToolCalls)
	for i := range f.Next {
		f.Next[i].Data, f.Next[i].ToolCalls = compact(f.Next[i].Data), compactCalls(f.Next[i].ToolCalls)
	}
	f.check = new(answerCheck)
	if want := FileName(f.Tag, f.Fingerprint); filepath.Base(name) != want {
		return nil, fmt.Errorf("read fixture %s: %w: content wants the name %s", name, ErrFixtureNameMismatch, want)
	}
	return f, nil
}

// probeVersion refuses data that is not JSON ([ErrCorruptFixture]) or not
// of this format and version ([ErrUnknownFixtureVersion]).
func probeVersion(name string, data []byte) error {
	var probe struct {
		Format  string `json:"format"`
		Version int    `json:"version"`
	}
	if err := json.Unmarshal(data, &probe); err != nil {
		return fmt.Errorf("read fixture %s: %w: %v", name, ErrCorruptFixture, err)
	}
	if probe.Format != FixtureFormat || probe.Version != FixtureVersion {
		return fmt.Errorf("read fixture %s: %w: format %q version %d (this build reads %q version %d)",
			name, ErrUnknownFixtureVersion, probe.Format, probe.Version, FixtureFormat, FixtureVersion)
	}
	return nil
}

// compact returns raw without insignificant white space; raw is valid JSON.
func compact(raw json.RawMessage) json.RawMessage {
	var buf bytes.Buffer
	if json.Compact(&buf, raw) != nil {
		return raw
	}
	return buf.Bytes()
}

// verify checks that f is complete and that its request hashes to its
// fingerprint.
func (f *Fixture) verify() error {
	switch {
	case !isFingerprint(f.Fingerprint):
		return fmt.Errorf("%w: fingerprint %q is not 64 lowercase hex digits", ErrCorruptFixture, f.Fingerprint)
	case f.Request == nil:
		return fmt.Errorf("%w: no request", ErrCorruptFixture)
	case f.Request.Tag != f.Tag:
		return fmt.Errorf("%w: tag %q differs from the request tag %q", ErrCorruptFixture, f.Tag, f.Request.Tag)
	case len(f.Data) == 0:
		return fmt.Errorf("%w: no answer data", ErrCorruptFixture)
	}
	got, err := f.Request.Fingerprint()
	if err != nil {
		return fmt.Errorf("%w: %v", ErrCorruptFixture, err)
	}
	if got != f.Fingerprint {
		return fmt.Errorf("%w: request hashes to %s, not the recorded fingerprint %s", ErrCorruptFixture, got, f.Fingerprint)
	}
	return nil
}

// fileNameLen is the number of fingerprint hex digits in a fixture file name.
const fileNameLen = 12

// maxTagNameLen bounds the tag part of a fixture file name, in bytes.
const maxTagNameLen = 100

// FileName returns the fixture file name of an exchange:
// "<SanitizeTag(tag)>.<first 12 hex of fingerprint>.json".
func FileName(tag, fingerprint string) string {
	return SanitizeTag(tag) + "." + fingerprint[:min(fileNameLen, len(fingerprint))] + ".json"
}

// SanitizeTag returns tag as it appears in fixture file names: every byte
// outside [A-Za-z0-9._-] becomes '_', a leading '.' becomes '_' (no hidden
// files), the result is cut to 100 bytes, and an empty tag becomes "untagged".
func SanitizeTag(tag string) string {
	b := []byte(tag)
	for i, c := range b {
		ok := c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '.' || c == '_' || c == '-'
		if !ok || i == 0 && c == '.' {
			b[i] = '_'
		}
	}
	if len(b) > maxTagNameLen {
		b = b[:maxTagNameLen]
	}
	if len(b) == 0 {
		return "untagged"
	}
	return string(b)
}

// parseFileName splits a fixture file name into its sanitized tag and its
// 12 hex digits of fingerprint; ok is false for any other name. Names that
// start with '.' (temporary files) are not fixture names.
func parseFileName(name string) (tag, prefix string, ok bool) {
	stem, found := strings.CutSuffix(name, ".json")
	dot := strings.LastIndexByte(stem, '.')
	if !found || dot < 1 || name[0] == '.' {
		return "", "", false
	}
	tag, prefix = stem[:dot], stem[dot+1:]
	if len(prefix) != fileNameLen || strings.Trim(prefix, "0123456789abcdef") != "" || SanitizeTag(tag) != tag {
		return "", "", false
	}
	return tag, prefix, true
}

func isFingerprint(s string) bool {
	return len(s) == 64 && strings.Trim(s, "0123456789abcdef") == ""
}
