package mockllm

import (
	"bytes"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"reflect"
	"strings"

	"github.com/scriptorium/scriptorium/provider"
)

// metadataTag is the metadata (or Gemini label) key that names the tag when
// the X-Fixture-Tag header is absent.
const metadataTag = "fixture_tag"

// unmarshal decodes body into v, wrapping any error in ErrBadRequest. A
// member of the wrong JSON type is named by its path in the body and the
// two types ("messages: want an array, not a string"), not by Go's names;
// a number that does not fit its member is named with the numbers it may
// hold ("n: the number 1e999 does not fit (want a whole number of at most
// 64 bits)").
func unmarshal(body []byte, v any) error {
	err := json.Unmarshal(body, v)
	var te *json.UnmarshalTypeError
	switch {
	case err == nil:
		return nil
	case errors.As(err, &te) && te.Field != "":
		got, literal, _ := strings.Cut(te.Value, " ") // "number 1e999" names the literal too
		if want := jsonType(te.Type); want != withArticle(got) {
			return badRequest("%s: want %s, not %s", te.Field, want, withArticle(got))
		}
		return badRequest("%s: the number %s does not fit (want %s)", te.Field, literal, numberKind(te.Type))
	}
	return badRequest("%v", err)
}

// numberKind says which numbers a Go number of type t holds: "a finite
// number" for a float, else "a whole number of at most N bits" (N its
// size; signed or not, as the member is).
func numberKind(t reflect.Type) string {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	switch t.Kind() {
	case reflect.Float32, reflect.Float64:
		return "a finite number"
	}
	return fmt.Sprintf("a whole number of at most %d bits", t.Bits())
}

// jsonType names the JSON type a Go value of type t decodes from, with its
// article: "an array" for a slice, "an object" for a struct or map.
func jsonType(t reflect.Type) string {
	switch t.Kind() {
	case reflect.Slice, reflect.Array:
		return "an array"
	case reflect.Struct, reflect.Map:
		return "an object"
	case reflect.String:
		return "a string"
	case reflect.Bool:
		return "a bool"
	case reflect.Pointer:
		return jsonType(t.Elem())
	}
	return "a number"
}

// withArticle returns a JSON type's name ("string", "array") after its
// article.
func withArticle(name string) string {
	if name != "" && strings.IndexByte("aeiou", name[0]) >= 0 {
		return "an " + name
	}
	return "a " + name
}

// requestTag is the X-Fixture-Tag header, else metadata's fixture_tag.
func requestTag(r *http.Request, metadata map[string]any) string {
	if tag := r.Header.Get(HeaderTag); tag != "" {
		return tag
	}
	tag, _ := metadata[metadataTag].(string)
	return tag
}

// dataURLPart decodes a "data:<mime>;base64,<data>" URL into an image part.
func dataURLPart[S string | []byte](url S) (provider.Part, error) {
	rest, ok := cutPrefix(url, "data:")
	if !ok {
		return provider.Part{}, badRequest("image url %.40q: only data URLs are served, the mock never fetches", url)
	}
	comma := indexByte(rest, ',')
	meta := string(rest[:max(comma, 0)])
	mime, isBase64 := strings.CutSuffix(meta, ";base64")
	if comma < 0 || !isBase64 || mime == "" {
		return provider.Part{}, badRequest("image url %.40q: want data:<mime>;base64,<data>", url)
	}
	return base64Part(mime, rest[comma+1:])
}

// cutPrefix is strings.CutPrefix for a string or a byte slice.
func cutPrefix[S string | []byte](s S, prefix string) (S, bool) {
	if len(s) < len(prefix) || string(s[:len(prefix)]) != prefix {
		return s, false
	}
	return s[len(prefix):], true
}

// indexByte is strings.IndexByte for a string or a byte slice.
func indexByte[S string | []byte](s S, c byte) int {
	for i := range len(s) {
		if s[i] == c {
			return i
		}
	}
	return -1
}

// base64Part decodes standard base64 (padded or not) into an image part
// known by its digest: the bytes are hashed as they are decoded, a chunk
// at a time, and not kept (see [provider.ImageDigestPart]). An empty mime
// is sniffed from the first bytes (http.DetectContentType), for formats
// that send none.
func base64Part[S string | []byte](mime string, data S) (provider.Part, error) {
	partMIME := mime
	enc := base64.StdEncoding
	if len(data)%4 != 0 {
		enc = base64.RawStdEncoding
	}
	var in [base64Chunk]byte
	var out [base64Chunk / 4 * 3]byte
	h := sha256.New()
	size := 0
	for off := 0; off < len(data); off += base64Chunk {
		chunk := in[:copy(in[:], data[off:])]
		n, err := enc.Decode(out[:], chunk)
		if err != nil {
			if e, ok := err.(base64.CorruptInputError); ok {
				err = base64.CorruptInputError(int64(off) + int64(e))
			}
			return provider.Part{}, badRequest("image data of type %s: %v", mime, err)
		}
		if partMIME == "" {
			partMIME = http.DetectContentType(out[:n])
		}
		h.Write(out[:n])
		size += n
	}
	if partMIME == "" {
		partMIME = http.DetectContentType(nil)
	}
	var sum [sha256.Size]byte
	h.Sum(sum[:0])
	return provider.ImageDigestPart(partMIME, sum, size), nil
}

// base64Chunk is how many base64 characters base64Part decodes at a time,
// a multiple of 4 so that only the last chunk may lack padding.
const base64Chunk = 8 << 10

// dataURL is a JSON string holding a data URL, decoded into its image part
// as the request is decoded, so the URL's base64 is never kept; a URL that
// is not served is kept in err, reported where the part is read.
type dataURL struct {
	part provider.Part
	err  error
}

// UnmarshalJSON decodes a JSON string (null as the empty URL); a string
// without escapes, as base64 always is, is read where it is.
func (u *dataURL) UnmarshalJSON(raw []byte) error {
	if len(raw) >= 2 && raw[0] == '"' && bytes.IndexByte(raw, '\\') < 0 {
		u.part, u.err = dataURLPart(raw[1 : len(raw)-1])
		return nil
	}
	var url string
	if err := json.Unmarshal(raw, &url); err != nil {
		return err
	}
	u.part, u.err = dataURLPart(url)
	return nil
}

// stringOrParts decodes content that is either a JSON string or an array of
// parts; a string is returned as one text value with parts nil.
func stringOrParts[P any](raw json.RawMessage, what string) (string, []P, error) {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || string(raw) == "null" {
		return "", nil, nil
	}
	if raw[0] == '"' {
		var s string
		if err := json.Unmarshal(raw, &s); err != nil {
			return "", nil, badRequest("%s: %v", what, err)
		}
		return s, nil, nil
	}
	var parts []P
	if err := json.Unmarshal(raw, &parts); err != nil {
		return "", nil, badRequest("%s: %v", what, err)
	}
	return "", parts, nil
}

// lexedContent is content that is a string or an array of parts, as a
// fast decoder read it: a string as text with parts nil, or its parts;
// decoded says it was read, else of decodes the raw JSON.
type lexedContent[P any] struct {
	decoded bool
	text    string
	parts   []P
}

// of is the content: a string as text with parts nil, or its parts, as
// stringOrParts decodes raw when the fast decoder did not read it (c nil
// or not decoded).
func (c *lexedContent[P]) of(raw json.RawMessage, what string) (string, []P, error) {
	if c != nil && c.decoded {
		return c.text, c.parts, nil
	}
	return stringOrParts[P](raw, what)
}

// schemaOf returns a schema unless it is absent or JSON null.
func schemaOf(raw json.RawMessage) json.RawMessage {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || string(raw) == "null" {
		return nil
	}
	return raw
}
