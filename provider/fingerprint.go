package provider

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"unicode/utf8"

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
	var buf bytes.Buffer
	if err := c.writeJCS(&buf); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// writeJCS streams the JCS text of c to w. Members are written in their
// sorted order by hand; only the schema goes through a JCS library.
func (c *CanonicalRequest) writeJCS(dst io.Writer) error {
	schema := []byte("null")
	if len(c.Schema) > 0 {
		var err error
		if schema, err = jcs.Transform(c.Schema); err != nil {
			return fmt.Errorf("canonical request %s: schema: %w", c.Tag, err)
		}
	}
	w := bufio.NewWriter(dst)
	w.WriteString(`{"parts":[`)
	for i, p := range c.Parts {
		if i > 0 {
			w.WriteByte(',')
		}
		if p.Type == PartImage {
			w.WriteString(`{"mime":`)
			writeJCSString(w, p.MIME)
			w.WriteString(`,"sha256":`)
			writeJCSString(w, p.SHA256)
			w.WriteString(`,"size":` + strconv.Itoa(p.Size) + `,"type":"image"}`)
			continue
		}
		w.WriteString(`{"text":`)
		writeJCSString(w, p.Text)
		w.WriteString(`,"type":`)
		writeJCSString(w, p.Type)
		w.WriteByte('}')
	}
	w.WriteString(`],"schema":`)
	w.Write(schema)
	w.WriteString(`,"system":`)
	writeJCSString(w, c.System)
	w.WriteString(`,"tag":`)
	writeJCSString(w, c.Tag)
	w.WriteString(`,"v":` + strconv.Itoa(c.V) + `}`)
	return w.Flush()
}

// writeJCSString writes s as a JCS string (RFC 8785 §3.2.2.2, as ECMAScript's
// JSON.stringify): '"' and '\\' escaped, control characters as \b \f \n \r \t
// or \u00xx, everything else literal. Each byte of invalid UTF-8 becomes
// U+FFFD, as encoding/json does.
func writeJCSString(w *bufio.Writer, s string) {
	w.WriteByte('"')
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		i += size
		switch {
		case r == '"' || r == '\\':
			w.WriteByte('\\')
			w.WriteByte(byte(r))
		case r < 0x20:
			writeControl(w, byte(r))
		default: // includes utf8.RuneError for an invalid byte
			w.WriteRune(r)
		}
	}
	w.WriteByte('"')
}

func writeControl(w *bufio.Writer, c byte) {
	const short = "btn_fr" // by c-8: \b \t \n, none for 0x0b, \f \r
	if c >= 0x08 && c <= 0x0d && c != 0x0b {
		w.WriteByte('\\')
		w.WriteByte(short[c-8])
		return
	}
	const hexDigits = "0123456789abcdef"
	w.WriteString(`\u00`)
	w.WriteByte(hexDigits[c>>4])
	w.WriteByte(hexDigits[c&0xf])
}

// Fingerprint returns the fingerprint of c: the lowercase hex SHA-256 of its
// JCS text, streamed into the hash. It fails only when the schema is not
// valid JSON.
func (c *CanonicalRequest) Fingerprint() (string, error) {
	h := sha256.New()
	if err := c.writeJCS(h); err != nil {
		return "", err
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

// Fingerprint returns the fingerprint v1 of req (see the package doc). It
// fails only when req.Schema is not valid JSON.
func Fingerprint(req *Request) (string, error) {
	return Canonical(req).Fingerprint()
}
