package provider

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"

	"github.com/gowebpki/jcs"
)

// FingerprintVersion is the version of the fingerprint and canonical request
// layout described in the package doc.
const FingerprintVersion = 1

// CanonicalRequest is a request as it is fingerprinted and stored in fixture
// files: images are replaced by the SHA-256 and size of their bytes.
type CanonicalRequest struct {
	V      int             `json:"v"`
	Tag    string          `json:"tag"`
	System string          `json:"system"`
	Parts  []CanonicalPart `json:"parts"`
	Schema json.RawMessage `json:"schema"`
}

// CanonicalPart is a [Part] with an image's bytes replaced by their lowercase
// hex SHA-256 and size in bytes.
type CanonicalPart struct {
	Type   string `json:"type"`
	Text   string `json:"text,omitempty"`
	MIME   string `json:"mime,omitempty"`
	SHA256 string `json:"sha256,omitempty"`
	Size   int    `json:"size,omitempty"`
}

// Canonical returns the canonical form of req, hashing each image's bytes.
// Text parts keep their text even when it is empty.
func Canonical(req *Request) *CanonicalRequest {
	c := &CanonicalRequest{V: FingerprintVersion, Tag: req.Tag, System: req.System,
		Parts: make([]CanonicalPart, len(req.Parts)), Schema: req.Schema}
	for i, p := range req.Parts {
		c.Parts[i] = canonicalPart(p)
	}
	if len(c.Schema) == 0 {
		c.Schema = json.RawMessage("null")
	}
	return c
}

func canonicalPart(p Part) CanonicalPart {
	if p.Type != PartImage {
		return CanonicalPart{Type: p.Type, Text: p.Text}
	}
	sum := sha256.Sum256(p.Data)
	return CanonicalPart{Type: PartImage, MIME: p.MIME, SHA256: hex.EncodeToString(sum[:]), Size: len(p.Data)}
}

// JCS returns the RFC 8785 canonical JSON text of c.
//
// A text part always carries its "text" member and an image part its "mime",
// "sha256" and "size" members, as the package doc lays out.
func (c *CanonicalRequest) JCS() ([]byte, error) {
	parts := make([]any, len(c.Parts))
	for i, p := range c.Parts {
		if p.Type == PartImage {
			parts[i] = map[string]any{"type": p.Type, "mime": p.MIME, "sha256": p.SHA256, "size": p.Size}
		} else {
			parts[i] = map[string]any{"type": p.Type, "text": p.Text}
		}
	}
	schema := c.Schema
	if len(schema) == 0 {
		schema = json.RawMessage("null")
	}
	raw, err := json.Marshal(map[string]any{"v": c.V, "tag": c.Tag, "system": c.System, "parts": parts, "schema": schema})
	if err != nil {
		return nil, fmt.Errorf("canonical request %s: %w", c.Tag, err)
	}
	out, err := jcs.Transform(raw)
	if err != nil {
		return nil, fmt.Errorf("canonical request %s: %w", c.Tag, err)
	}
	return out, nil
}

// Fingerprint returns the fingerprint of c: the lowercase hex SHA-256 of its
// JCS text. It fails only when the schema is not valid JSON.
func (c *CanonicalRequest) Fingerprint() (string, error) {
	text, err := c.JCS()
	if err != nil {
		return "", err
	}
	sum := sha256.Sum256(text)
	return hex.EncodeToString(sum[:]), nil
}

// Fingerprint returns the fingerprint v1 of req (see the package doc). It
// fails only when req.Schema is not valid JSON.
func Fingerprint(req *Request) (string, error) {
	return Canonical(req).Fingerprint()
}
