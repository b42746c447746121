package provider

import (
	"context"
	"crypto/sha256"
	"encoding/json"
)

// Provider answers one model request. Implementations must be safe for
// concurrent use. The answer's Data must be JSON satisfying the request's
// Schema (when it has one).
type Provider interface {
	Complete(ctx context.Context, req *Request) (*Response, error)
}

// Part kinds.
const (
	PartText  = "text"
	PartImage = "image"
)

// Request is one model request: a tag, system text, ordered content parts and
// the JSON Schema of the answer. Its identity is [Fingerprint].
type Request struct {
	// Tag names the request for people and fixture file names, such as
	// "content.p003-p010". Characters outside [A-Za-z0-9._-] are replaced in
	// file names.
	Tag string `json:"tag"`
	// System is the system prompt text.
	System string `json:"system"`
	// Parts is the ordered user content.
	Parts []Part `json:"parts"`
	// Schema is the JSON Schema the answer must satisfy; nil for free text.
	Schema json.RawMessage `json:"schema,omitempty"`
	// Conversation is the whole exchange of a multi-turn or tool-using
	// request (Parts is then empty); nil for a single turn, such as every
	// request Scriptorium builds.
	Conversation *Conversation `json:"conversation,omitempty"`

	// normalization is the version of the rules that rewrote the request
	// (see [Normalization.Apply]); empty for a request as it was built.
	normalization string
}

// Part is one content part: text, or an image with a MIME type and raw bytes.
// In JSON an image's Data is standard base64. An image made by
// [ImageDigestPart] holds its bytes' SHA-256 and size instead of the bytes
// (Data nil), which is all its fingerprint needs; it is not marshalled.
type Part struct {
	Type string `json:"type"`
	Text string `json:"text,omitempty"`
	MIME string `json:"mime,omitempty"`
	Data []byte `json:"data,omitempty"`
	// digest, when set, stands for Data in the fingerprint.
	digest *imageDigest
}

// imageDigest is the SHA-256 and length in bytes of an image's bytes.
type imageDigest struct {
	sum  [sha256.Size]byte
	size int
}

// TextPart returns a text part.
func TextPart(text string) Part { return Part{Type: PartText, Text: text} }

// ImagePart returns an image part holding data of the given MIME type
// (for example "image/png").
func ImagePart(mime string, data []byte) Part {
	return Part{Type: PartImage, MIME: mime, Data: data}
}

// ImageDigestPart returns an image part of the given MIME type known by its
// bytes' SHA-256 sum and size in bytes alone, for a server that hashes an
// image as it decodes it and keeps no copy: its fingerprint is that of
// ImagePart(mime, data) for the bytes hashed.
func ImageDigestPart(mime string, sum [sha256.Size]byte, size int) Part {
	return Part{Type: PartImage, MIME: mime, digest: &imageDigest{sum: sum, size: size}}
}

// TagHeader is the HTTP header that carries a request's Tag between
// processes: live providers send it on every call (real APIs ignore it) and
// mockllm reads it, so a fixture recorded in process replays over HTTP.
const TagHeader = "X-Fixture-Tag"

// Usage counts the tokens of one exchange.
type Usage struct {
	InputTokens  int `json:"input_tokens"`
	OutputTokens int `json:"output_tokens"`
}

// Finish reasons.
const (
	FinishStop     = "stop"
	FinishLength   = "length"
	FinishToolCall = "tool_calls"
)

// Identified is implemented by a provider that knows, before it is asked,
// the provider and model its answers carry ([Response.Provider] and
// [Response.Model]), as the offline rules name their rule set. The pipeline
// reuses a cached answer only when that provider and model gave it, so a
// newer rule set never serves the answers of the one before it.
type Identified interface {
	Identity() (provider, model string)
}

// Response is one answer: its data as JSON, who answered, usage and the
// finish reason.
type Response struct {
	// Data is the answer as JSON (an object satisfying the request schema,
	// or a JSON string for free text).
	Data json.RawMessage `json:"data"`
	// Provider names the provider that answered, such as "offline" or "openai".
	Provider string `json:"provider"`
	// Model names the model that answered; empty when there is none.
	Model        string `json:"model"`
	Usage        Usage  `json:"usage"`
	FinishReason string `json:"finish_reason"`
	// ToolCalls are the tools the answer calls of its own accord, in order,
	// beside the text in Data (a JSON string); FinishReason is then
	// FinishToolCall. A request forcing a tool gets its arguments as Data
	// instead.
	ToolCalls []ToolCall `json:"tool_calls,omitempty"`
}
