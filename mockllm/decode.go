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
	"slices"
	"strings"

	"github.com/scriptorium/scriptorium/provider"
)

// metadataTag is the metadata (or Gemini label) key that names the tag when
// the X-Fixture-Tag header is absent.
const metadataTag = "fixture_tag"

// unmarshal decodes body, a request or answer body, into v, wrapping any
// error in ErrBadRequest (see unmarshalMember); a body that is not a JSON
// object where v wants one, null included, is refused saying so ("the
// body must be a JSON object, not null").
func unmarshal(body []byte, v any) error {
	return unmarshalMember(body, v, "")
}

// unmarshalMember decodes raw, the member of a body named what (the body
// itself when what is ""), into v, wrapping any error in ErrBadRequest. A
// member of the wrong JSON type is named by its JSON path in the body and
// the two types ("messages: want an array, not a string"), never by Go's
// names (of types or of embedded structs); a number that does not fit its
// member is named with the numbers it may hold ("n: the number 1e999 does
// not fit (want a whole number of at most 64 bits)"). null is refused
// where v wants an object (a struct or a map).
func unmarshalMember(raw []byte, v any, what string) error {
	t := reflect.TypeOf(v)
	if k := elem(t).Kind(); (k == reflect.Struct || k == reflect.Map) && string(bytes.TrimSpace(raw)) == "null" {
		return typeMismatch(what, "", "an object", "null")
	}
	err := json.Unmarshal(raw, v)
	var te *json.UnmarshalTypeError
	switch {
	case err == nil:
		return nil
	case errors.As(err, &te):
		got, literal, _ := strings.Cut(te.Value, " ") // "number 1e999" names the literal too
		path := jsonPath(t, te.Field)
		if want := jsonType(te.Type); want != withArticle(got) {
			return typeMismatch(what, path, want, withArticle(got))
		}
		return badRequest("%s: the number %s does not fit (want %s)", join(what, path), literal, numberKind(te.Type))
	}
	return badRequest("%s", join(what, err.Error()))
}

// typeMismatch is the error of a value of JSON type got (with its
// article) where want was wanted, at path in the member what.
func typeMismatch(what, path, want, got string) error {
	if what == "" && path == "" && want == "an object" {
		return badRequest("the body must be a JSON object, not %s", got)
	}
	return badRequest("%s", join(join(what, path), fmt.Sprintf("want %s, not %s", want, got)))
}

// join joins the non-empty of a and b with ": ".
func join(a, b string) string {
	if a == "" || b == "" {
		return a + b
	}
	return a + ": " + b
}

// jsonPath is field, encoding/json's dotted path of a member in a value of
// type t, without the names of the embedded structs it passes through,
// which are Go's and not the body's ("chatOptions.top_logprobs" is
// "top_logprobs").
func jsonPath(t reflect.Type, field string) string {
	if field == "" {
		return ""
	}
	var path []string
	for _, name := range strings.Split(field, ".") {
		t = elem(t)
		switch {
		case t == nil:
		case t.Kind() == reflect.Map:
			t = t.Elem()
		case t.Kind() == reflect.Struct:
			if f, ok := t.FieldByName(name); ok && f.Anonymous && f.Tag.Get("json") == "" {
				t = f.Type
				continue
			}
			t = memberType(t, name)
		default:
			t = nil
		}
		path = append(path, name)
	}
	return strings.Join(path, ".")
}

// elem is t without its pointers, slices and arrays: the type of the
// values a JSON path steps into; nil for nil.
func elem(t reflect.Type) reflect.Type {
	for t != nil && (t.Kind() == reflect.Pointer || t.Kind() == reflect.Slice || t.Kind() == reflect.Array) {
		t = t.Elem()
	}
	return t
}

// memberType is the type of the field of struct t that encoding/json
// decodes the member name into (embedded structs' fields included), nil
// when there is none.
func memberType(t reflect.Type, name string) reflect.Type {
	for _, f := range reflect.VisibleFields(t) {
		tag, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		if !f.Anonymous && f.IsExported() && (tag == name || tag == "" && strings.EqualFold(f.Name, name)) {
			return f.Type
		}
	}
	return nil
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

// required refuses a request whose member, the array of its messages as
// the API names it, is missing or empty (n elements): Chat Completions
// answers 400 "Missing required parameter: 'messages'.", Anthropic
// "messages: Field required", Gemini "contents is not specified", rather
// than answering a request that holds nothing to answer.
func required(member string, n int) error {
	if n == 0 {
		return missing(member, "a non-empty array")
	}
	return nil
}

// missing is the 400 for a request without its member, saying what the
// member should hold (want: "a non-empty array").
func missing(member, want string) error {
	return badRequest("missing required parameter '%s': want %s", member, want)
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
	return base64Part(mime, rest[comma+1:], anyImageType)
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
// that send none. A declared image type is checked against the bytes as
// the format's API checks it (types).
func base64Part[S string | []byte](mime string, data S, types imageTypes) (provider.Part, error) {
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
			return provider.Part{}, badRequest("%s: %v", imageData(mime), err)
		}
		if off == 0 {
			if err := checkImage(mime, out[:n], types); err != nil {
				return provider.Part{}, err
			}
		}
		if partMIME == "" {
			partMIME = http.DetectContentType(out[:n])
		}
		h.Write(out[:n])
		size += n
	}
	if size == 0 {
		if err := checkImage(mime, nil, types); err != nil {
			return provider.Part{}, err
		}
	}
	if partMIME == "" {
		partMIME = http.DetectContentType(nil)
	}
	var sum [sha256.Size]byte
	h.Sum(sum[:0])
	return provider.ImageDigestPart(partMIME, sum, size), nil
}

// imageFormats are the image types every API served takes (OpenAI,
// Anthropic and Gemini list PNG, JPEG, GIF and WebP), as
// http.DetectContentType names them.
var imageFormats = []string{"image/png", "image/jpeg", "image/gif", "image/webp"}

// imageTypes says whether an API takes image data declared as one image
// type whose bytes are another (a JPEG sent as image/png).
type imageTypes bool

const (
	// matchingType refuses it. Anthropic answers 400 "The image was
	// specified using the image/png media type, but the image appears to
	// be a image/jpeg image" (older: "Image does not match the provided
	// media type image/png"; BerriAI/litellm#24900,
	// anthropics/claude-code#13131), and Bedrock's Converse passes the
	// model's refusal on as a 400 ValidationException
	// (aws-samples/amazon-bedrock-client-for-mac#130, boto/boto3#4415).
	matchingType imageTypes = true
	// anyImageType takes it: OpenAI's Chat Completions and Responses and
	// Gemini document the declared type (a data URL's, inlineData's
	// mimeType) without a check against the bytes, and answer such an
	// image (home-assistant/core#167208: a JPEG sent as image/png worked
	// with OpenAI and failed only on moving to Anthropic). Ollama declares
	// no type.
	anyImageType imageTypes = false
)

// checkImage refuses image data declared as one of imageFormats whose
// first bytes (head) are no image of those formats: each API answers 400
// (OpenAI "You uploaded an unsupported image", Anthropic "Could not
// process image", Gemini "Unable to process input image"); with
// matchingType, it refuses an image of another of those types too. Data
// of another declared type (a document, a format sniffed later) is left
// alone.
func checkImage(mime string, head []byte, types imageTypes) error {
	if !slices.Contains(imageFormats, mime) {
		return nil
	}
	sniffed := http.DetectContentType(head)
	if !slices.Contains(imageFormats, sniffed) {
		return badRequest("%s: not a PNG, JPEG, GIF or WebP image (it starts % x)", imageData(mime), head[:min(len(head), 8)])
	}
	if types == matchingType && sniffed != mime {
		return badRequest("%s: the image is %s, as its bytes show", imageData(mime), sniffed)
	}
	return nil
}

// imageData names image data of the given MIME type in an error: "image
// data of type image/png", or "image data" when the format sends none.
func imageData(mime string) string {
	if mime == "" {
		return "image data"
	}
	return "image data of type " + mime
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
		if err := unmarshalMember(raw, &s, what); err != nil {
			return "", nil, err
		}
		return s, nil, nil
	}
	var parts []P
	if err := unmarshalMember(raw, &parts, what); err != nil {
		return "", nil, err
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
