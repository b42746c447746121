package provider

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"hash"
	"hash/maphash"
	"math/bits"
	"slices"
	"strconv"
	"sync"
	"unicode/utf8"
	"unsafe"

	"github.com/gowebpki/jcs"

	"github.com/scriptorium/scriptorium/internal/jsonscan"
	"github.com/scriptorium/scriptorium/internal/textcache"
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
	// Conversation is the canonical conversation of a multi-turn or
	// tool-using request; nil for a single turn.
	Conversation *CanonicalConversation `json:"conversation,omitempty"`
	// Normalization is the version of the [Normalization] rules the
	// request's text was rewritten by; empty (and absent) without rules.
	Normalization string `json:"normalization,omitempty"`
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
	c := new(CanonicalRequest)
	c.set(req)
	return c
}

// set makes c the canonical form of req (see Canonical), its parts in the
// memory of c.Parts.
func (c *CanonicalRequest) set(req *Request) {
	*c = CanonicalRequest{V: FingerprintVersion, Tag: req.Tag, System: req.System,
		Parts: slices.Grow(c.Parts[:0], len(req.Parts)), Schema: req.Schema,
		Conversation: canonicalConversation(req.Conversation), Normalization: req.normalization}
	for _, p := range req.Parts {
		c.Parts = append(c.Parts, canonicalPart(p))
	}
	if c.Parts == nil {
		c.Parts = []CanonicalPart{} // a partless request keeps "parts": [] in its fixture
	}
	if len(c.Schema) == 0 {
		c.Schema = json.RawMessage("null")
	}
}

func canonicalPart(p Part) CanonicalPart {
	if p.Type != PartImage {
		return CanonicalPart{Type: p.Type, Text: p.Text}
	}
	d := p.digest
	if d == nil {
		d = &imageDigest{sum: sha256.Sum256(p.Data), size: len(p.Data)}
	}
	return CanonicalPart{Type: PartImage, MIME: p.MIME, SHA256: hex.EncodeToString(d.sum[:]), Size: d.size}
}

// JCS returns the RFC 8785 canonical JSON text of c.
//
// A text part always carries its "text" member and an image part its "mime",
// "sha256" and "size" members, as the package doc lays out.
func (c *CanonicalRequest) JCS() ([]byte, error) {
	var w jcsWriter
	if err := c.writeJCS(&w); err != nil {
		return nil, err
	}
	return w.buf, nil
}

// jcsWriter takes a JCS text in pieces: appended to buf, or, when h is set,
// hashed as it comes. A cached text (see bulk) is then hashed where it
// lies, after what buf holds, and buf starts over, so only the pieces
// written here (the escaped texts of unseen strings among them) are copied
// before being hashed, and the hash takes them in blocks of kilobytes.
type jcsWriter struct {
	buf []byte
	h   hash.Hash
	sum [sha256.Size]byte // h's sum, kept here so that it does not escape
	// req is the canonical form of the request Fingerprint was given,
	// kept with the writer (and emptied after) so that it is not
	// allocated for every fingerprint.
	req CanonicalRequest
}

// bulk writes b, a cached JCS text.
func (w *jcsWriter) bulk(b []byte) {
	if w.h == nil {
		w.buf = append(w.buf, b...)
		return
	}
	w.h.Write(w.buf)
	w.h.Write(b)
	w.buf = w.buf[:0]
}

// writeJCS writes the JCS text of c to w. Members are written in their
// sorted order by hand; only the schema goes through a JCS library, once per
// distinct schema (see canonicalSchema).
func (c *CanonicalRequest) writeJCS(w *jcsWriter) error {
	schema, err := canonicalSchema(c.Schema)
	if err != nil {
		return fmt.Errorf("canonical request %s: schema: %w", c.Tag, err)
	}
	w.buf = append(w.buf, '{')
	if c.Conversation != nil {
		conv, err := c.Conversation.jcs()
		if err != nil {
			return fmt.Errorf("canonical request %s: %w", c.Tag, err)
		}
		w.buf = append(append(append(w.buf, `"conversation":`...), conv...), ',')
	}
	if c.Normalization != "" {
		w.buf = appendJCSString(append(w.buf, `"normalization":`...), c.Normalization)
		w.buf = append(w.buf, ',')
	}
	w.buf = append(w.buf, `"parts":[`...)
	for i, p := range c.Parts {
		if i > 0 {
			w.buf = append(w.buf, ',')
		}
		if p.Type == PartImage {
			w.buf = appendJCSString(append(w.buf, `{"mime":`...), p.MIME)
			w.buf = appendJCSString(append(w.buf, `,"sha256":`...), p.SHA256)
			w.buf = strconv.AppendInt(append(w.buf, `,"size":`...), int64(p.Size), 10)
			w.buf = append(w.buf, `,"type":"image"}`...)
			continue
		}
		w.buf = append(w.buf, `{"text":`...)
		w.text(p.Text)
		w.buf = appendJCSString(append(w.buf, `,"type":`...), p.Type)
		w.buf = append(w.buf, '}')
	}
	w.buf = append(append(w.buf, `],"schema":`...), schema...)
	w.buf = append(w.buf, `,"system":`...)
	w.text(c.System)
	w.buf = appendJCSString(append(w.buf, `,"tag":`...), c.Tag)
	w.buf = strconv.AppendInt(append(w.buf, `,"v":`...), int64(c.V), 10)
	w.buf = append(w.buf, '}')
	return nil
}

// textSeed seeds textSum for the life of the process.
var textSeed = maphash.MakeSeed()

// textSum is the 64-bit maphash of a text (not stable across processes):
// a component digest of the nearest-fixture index, in memory only.
func textSum(s string) uint64 { return maphash.Comparable(textSeed, s) }

// maxCachedSchemas bounds the canonical schemas kept by canonicalSchema: a
// pipeline sends a few schemas thousands of times, while a server facing
// arbitrary clients must not grow without bound.
const maxCachedSchemas = 256

// schemaJCS caches the JCS text of schemas by their bytes.
var schemaJCS struct {
	sync.RWMutex
	m map[string][]byte
}

// canonicalSchema returns the JCS text of schema ("null" when it is empty),
// from the cache when these bytes were canonicalized before. The result is
// shared: callers must not modify it.
func canonicalSchema(schema json.RawMessage) ([]byte, error) {
	if len(schema) == 0 {
		return []byte("null"), nil
	}
	schemaJCS.RLock()
	out, ok := schemaJCS.m[string(schema)]
	schemaJCS.RUnlock()
	if ok {
		return out, nil
	}
	out, err := jcs.Transform(schema)
	if err != nil {
		return nil, err
	}
	schemaJCS.Lock()
	if len(schemaJCS.m) >= maxCachedSchemas || schemaJCS.m == nil {
		schemaJCS.m = make(map[string][]byte, maxCachedSchemas)
	}
	schemaJCS.m[string(schema)] = out
	schemaJCS.Unlock()
	return out, nil
}

// text writes s, a text of a request, as a JCS string (see
// appendJCSString). The JCS text of a string of at least textcache.MinLen
// bytes is kept by textcache from its second sight, and written from there
// with bulk: the system prompt of a pipeline and the page texts of a test
// loop come again and again, while a text seen once (a new page) is not
// copied for nothing.
func (w *jcsWriter) text(s string) {
	if len(s) < textcache.MinLen {
		w.buf = appendJCSString(w.buf, s)
		return
	}
	key := textcache.Key(s)
	kept, seen := textcache.Get(textcache.JCS, key, s)
	if kept != "" {
		w.bulk(unsafe.Slice(unsafe.StringData(kept), len(kept))) // read, never written
		return
	}
	start := len(w.buf)
	w.buf = appendJCSString(w.buf, s)
	if seen {
		kept = string(w.buf[start:])
	}
	textcache.Put(textcache.JCS, key, s, kept)
}

// appendJCSString appends s as a JCS string (RFC 8785 §3.2.2.2, as
// ECMAScript's JSON.stringify): '"' and '\\' escaped, control characters as
// \b \f \n \r \t or \u00xx, everything else literal. Each byte of invalid
// UTF-8 becomes U+FFFD, as encoding/json does.
//
// It works a word at a time: each eight bytes of s are stored at the end of
// the output whole, and when some of them need a look (jsonscan), each is
// replaced by its escape from jcsEscapes, stored as one word with the eight
// bytes after it behind it; from a non-ASCII byte, the text up to the next
// byte to escape is copied in one piece when it is valid UTF-8, else
// written rune by rune. Text with an escape every few bytes (page text's
// line breaks) costs no copy call per run and no branch per plain byte,
// and text in another language no call per rune. Where the machine has
// the instructions, escapeBlocks writes the text 32 bytes at a time, valid
// UTF-8 among them, and leaves this loop the bytes written \u00xx and
// the blocks holding invalid UTF-8.
func appendJCSString(buf []byte, s string) []byte {
	// out keeps room for the rest of s as it stands and jcsSlack past it,
	// so that a word stored whole always fits, and the two blocks the
	// vector writer asks for besides; only escapes, which write more
	// than they read, can use it up.
	out := slices.Grow(buf, len(s)+2*jcsBlock+jcsSlack)
	out = out[:cap(out)]
	j := len(buf)
	out[j] = '"'
	j++
	i, invalidEnd := 0, 0
	blocksFrom, gap := 0, 0
	for i < len(s) {
		if vectorJCS && i >= blocksFrom {
			// The vector writer while it meets short escapes and valid
			// UTF-8; the byte it stops at (a \u00xx, or the start of a
			// block holding invalid UTF-8) is the loop's below. Text
			// where it stops within a block again and again tries it
			// less and less often. Its room is the rest of s and two
			// blocks, with an eighth of s more for escapes when out
			// grows: when escapes use it up, it stops, and is called
			// again at once.
			out = room(out, j, len(s)-i+2*jcsBlock, len(s))
			read, written := escapeBlocks(&out[j], len(out)-j, unsafe.StringData(s[i:]), len(s)-i, &jcsVector)
			i, j = i+read, j+written
			switch {
			case read >= jcsBlock:
				gap = 0
			case gap == 0:
				gap = 1
			default:
				gap = min(2*gap, 1<<20)
			}
			blocksFrom = i + gap
			continue
		}
		if i+16 <= len(s) {
			w := textcache.Load64(s, i)
			binary.LittleEndian.PutUint64(out[j:], w)
			m := jsonscan.Special(w)
			if m == 0 {
				i, j = i+8, j+8
				continue
			}
			out = room(out, j, len(s)-i, len(s))
			// Escape this word's ASCII specials in turn, storing the
			// eight bytes after each one whole behind its escape.
			end := i + 8
			for ; m != 0; m &= m - 1 {
				p := end - 8 + bits.TrailingZeros64(m)/8
				e := jcsEscapes[s[p]]
				if e.n == 0 {
					break // non-ASCII: its rune below
				}
				j += p - i
				binary.LittleEndian.PutUint64(out[j:], e.word)
				j += int(e.n)
				i = p + 1
				binary.LittleEndian.PutUint64(out[j:], textcache.Load64(s, i))
			}
			if m == 0 {
				i, j = end, j+end-i
				continue
			}
			p := end - 8 + bits.TrailingZeros64(m)/8
			i, j = p, j+p-i
		}
		out = room(out, j, len(s)-i, len(s))
		if e := jcsEscapes[s[i]]; e.n > 0 {
			binary.LittleEndian.PutUint64(out[j:], e.word)
			i, j = i+1, j+int(e.n)
			continue
		}
		if i >= invalidEnd {
			// The text from a non-ASCII byte (in a word of most languages
			// but English) to the next byte to escape is copied whole
			// when it is valid UTF-8.
			k := nextEscape(s, i)
			if utf8.ValidString(s[i:k]) {
				i, j = k, j+copy(out[j:], s[i:k])
				continue
			}
			invalidEnd = k // rune by rune up to k, not looked at again
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			j += utf8.EncodeRune(out[j:], utf8.RuneError)
		} else {
			j += copy(out[j:], s[i:i+size])
		}
		i += size
	}
	out[j] = '"'
	return out[:j+1]
}

// jcsBlock is the size of escapeBlocks' blocks in bytes.
const jcsBlock = 32

// jcsVectorTables is what escapeBlocks classifies bytes by. Its assembly
// reads the fields at fixed offsets, which jcs_amd64.go checks as it
// compiles: a change of its layout is a change of the assembly too.
type jcsVectorTables struct {
	// classes maps each ASCII byte to 0 when JCS writes it as itself,
	// to the letter after the backslash of its escape ('"', '\\', and
	// b t n f r for \b \t \n \f \r), and to 0x80 when JCS writes it
	// \u00xx.
	classes [128]byte
	// utf8 is the three nibble tables of the UTF-8 check of Keiser and
	// Lemire, "Validating UTF-8 in less than one instruction per byte"
	// (Software: Practice and Experience, 2021), as simdjson writes them:
	// for the high and the low nibble of the byte before a byte, and for
	// the byte's own high nibble, the errors the pair of bytes can be
	// (one bit each); a pair is one when all three tables say so.
	utf8 [3][16]byte
}

// jcsVector is the one jcsVectorTables, built from jcsEscapes.
var jcsVector = func() (t jcsVectorTables) {
	for c := range utf8.RuneSelf {
		switch e := jcsEscapes[c]; e.n {
		case 2:
			t.classes[c] = byte(e.word >> 8)
		case 6:
			t.classes[c] = 0x80
		}
	}
	// The errors a pair of bytes can be, one bit each.
	const (
		tooShort   = 1 << 0 // 11______ 0_______, 11______ 11______
		tooLong    = 1 << 1 // 0_______ 10______
		overlong3  = 1 << 2 // 11100000 100_____
		tooLarge   = 1 << 3 // 11110100 1001____ and above
		surrogate  = 1 << 4 // 11101101 101_____
		overlong2  = 1 << 5 // 1100000_ 10______
		tooLarge1k = 1 << 6 // 11110101 1000____ and above
		overlong4  = 1 << 6 // 11110000 1000____
		twoConts   = 1 << 7 // 10______ 10______
		carry      = tooShort | tooLong | twoConts
	)
	t.utf8 = [3][16]byte{
		{tooLong, tooLong, tooLong, tooLong, tooLong, tooLong, tooLong, tooLong,
			twoConts, twoConts, twoConts, twoConts,
			tooShort | overlong2, tooShort, tooShort | overlong3 | surrogate,
			tooShort | tooLarge | tooLarge1k | overlong4},
		{carry | overlong3 | overlong2 | overlong4, carry | overlong2, carry, carry,
			carry | tooLarge, carry | tooLarge | tooLarge1k, carry | tooLarge | tooLarge1k, carry | tooLarge | tooLarge1k,
			carry | tooLarge | tooLarge1k, carry | tooLarge | tooLarge1k, carry | tooLarge | tooLarge1k, carry | tooLarge | tooLarge1k,
			carry | tooLarge | tooLarge1k, carry | tooLarge | tooLarge1k | surrogate, carry | tooLarge | tooLarge1k, carry | tooLarge | tooLarge1k},
		{tooShort, tooShort, tooShort, tooShort, tooShort, tooShort, tooShort, tooShort,
			tooLong | overlong2 | twoConts | overlong3 | tooLarge1k | overlong4,
			tooLong | overlong2 | twoConts | overlong3 | tooLarge,
			tooLong | overlong2 | twoConts | surrogate | tooLarge,
			tooLong | overlong2 | twoConts | surrogate | tooLarge,
			tooShort, tooShort, tooShort, tooShort},
	}
	return t
}()

// room returns out, its length its capacity, with at least rest+jcsSlack
// bytes after j, grown by an eighth of n more for escapes when it must be.
func room(out []byte, j, rest, n int) []byte {
	if len(out)-j < rest+jcsSlack {
		out = slices.Grow(out[:j], rest+n/8+jcsSlack)
		out = out[:cap(out)]
	}
	return out
}

// nextEscape returns the index of the first byte of s from i on that JCS
// escapes ('"', '\\' or a control character), len(s) when there is none.
func nextEscape(s string, i int) int {
	for ; i+8 <= len(s); i += 8 {
		w := textcache.Load64(s, i)
		if m := jsonscan.Special(w) &^ w; m != 0 {
			return i + bits.TrailingZeros64(m)/8
		}
	}
	for ; i < len(s) && jcsEscapes[s[i]].n < 2; i++ {
	}
	return i
}

// jcsSlack is the room appendJCSString keeps past the rest of its input:
// what escaping one word adds (eight \u00xx escapes), a word stored whole
// past that, and the closing quote.
const jcsSlack = 8*5 + 8 + 1

// jcsEscape is what an ASCII byte is written as in a JCS string: its
// escape, or itself, packed little-endian in word, n bytes; n is 0 for a
// non-ASCII byte, written with its rune.
type jcsEscape struct {
	word uint64
	n    uint8
}

// jcsEscapes is what each byte is written as: '"', '\\' and the control
// characters escaped (\b \t \n \f \r, else \u00xx), other ASCII bytes
// as they stand.
var jcsEscapes = func() (t [256]jcsEscape) {
	const hexDigits = "0123456789abcdef"
	pack := func(e string) jcsEscape {
		var w [8]byte
		copy(w[:], e)
		return jcsEscape{binary.LittleEndian.Uint64(w[:]), uint8(len(e))}
	}
	for c := range utf8.RuneSelf {
		t[c] = pack(string(rune(c)))
	}
	for c := range 0x20 {
		t[c] = pack(`\u00` + string(hexDigits[c>>4]) + string(hexDigits[c&0xf]))
	}
	for c, e := range map[byte]string{'\b': `\b`, '\t': `\t`, '\n': `\n`, '\f': `\f`, '\r': `\r`, '"': `\"`, '\\': `\\`} {
		t[c] = pack(e)
	}
	return t
}()

// fingerprinters recycles the writers (a SHA-256 digest and a buffer)
// that fingerprints are computed with.
var fingerprinters = sync.Pool{New: func() any { return &jcsWriter{h: sha256.New()} }}

// Fingerprint returns the fingerprint of c: the lowercase hex SHA-256 of its
// JCS text. It fails only when the schema is not
// valid JSON.
func (c *CanonicalRequest) Fingerprint() (string, error) {
	w := fingerprinters.Get().(*jcsWriter)
	defer fingerprinters.Put(w)
	return w.fingerprint(c)
}

// fingerprint returns the fingerprint of c, written with w.
func (w *jcsWriter) fingerprint(c *CanonicalRequest) (string, error) {
	w.h.Reset()
	w.buf = w.buf[:0]
	if err := c.writeJCS(w); err != nil {
		return "", err
	}
	w.h.Write(w.buf)
	var fp [2 * sha256.Size]byte
	hex.Encode(fp[:], w.h.Sum(w.sum[:0]))
	return string(fp[:]), nil
}

// Fingerprint returns the fingerprint v1 of req (see the package doc). It
// fails only when req.Schema is not valid JSON.
func Fingerprint(req *Request) (string, error) {
	w := fingerprinters.Get().(*jcsWriter)
	defer fingerprinters.Put(w)
	w.req.set(req)
	fp, err := w.fingerprint(&w.req)
	clear(w.req.Parts) // a recycled writer keeps no text of a request
	w.req = CanonicalRequest{Parts: w.req.Parts[:0]}
	return fp, err
}
