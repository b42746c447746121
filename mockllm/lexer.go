package mockllm

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"math/bits"
	"slices"
	"strconv"
	"sync"
	"unicode/utf16"
	"unicode/utf8"
	"unsafe"

	"github.com/scriptorium/scriptorium/internal/jsonscan"
	"github.com/scriptorium/scriptorium/internal/textcache"
)

// lexer reads one JSON text in a single pass, for the codecs' fast
// decoders: a value is read where it is, strings without escapes are
// taken as they are, and a data URL's base64 is decoded straight into its
// hash (see dataURLPart), never copied.
//
// It accepts a subset of what encoding/json accepts: at the first thing
// it does not read exactly as encoding/json would (bad syntax, an
// unexpected type, a member named twice, a member name that matches a
// known one only case-insensitively) it fails, and stays failed; the
// decoder then decodes the body with encoding/json, whose result and
// errors are the reference. So a fast decode either gives encoding/json's
// result or none.
type lexer struct {
	data  []byte
	pos   int
	bad   bool
	depth int // objects and arrays open

	// camel reads member names as a Gemini body's are read after
	// camelKeys: a proto field name in snake_case stands for its
	// lowerCamelCase name (see members), and snake records whether
	// camelKeys would rewrite the body (a member name snakeMember finds).
	camel, snake bool
}

// maxLexDepth is the deepest nesting the lexer reads; deeper bodies go to
// encoding/json, which refuses nesting past its own limit.
const maxLexDepth = 100

// fail marks the lexer failed and returns false.
func (l *lexer) fail() bool {
	l.bad = true
	return false
}

// peek skips white space and returns the next byte, 0 at the end.
func (l *lexer) peek() byte {
	for l.pos < len(l.data) {
		switch c := l.data[l.pos]; c {
		case ' ', '\t', '\n', '\r':
			l.pos++
		default:
			return c
		}
	}
	return 0
}

// expect consumes the byte c after white space.
func (l *lexer) expect(c byte) bool {
	if l.bad || l.peek() != c {
		return l.fail()
	}
	l.pos++
	return true
}

// end reports whether only white space is left.
func (l *lexer) end() bool {
	return !l.bad && l.peek() == 0 && l.pos == len(l.data)
}

// null consumes a null literal when one is next.
func (l *lexer) null() bool {
	if l.peek() == 'n' && bytes.HasPrefix(l.data[l.pos:], []byte("null")) {
		l.pos += 4
		return true
	}
	return false
}

// open consumes c, which opens an object or array, within maxLexDepth.
func (l *lexer) open(c byte) bool {
	if l.depth++; l.depth > maxLexDepth {
		return l.fail()
	}
	return l.expect(c)
}

// close ends what open opened.
func (l *lexer) close() { l.depth-- }

// object reads an object, calling member with each member's name, the
// lexer at its value, which member must read.
func (l *lexer) object(member func(name []byte) bool) bool {
	if !l.open('{') {
		return false
	}
	defer l.close()
	if l.peek() == '}' {
		l.pos++
		return true
	}
	for {
		l.peek()
		start := l.pos
		name, ok := l.str()
		if !ok || !l.expect(':') || l.camel && !l.noteSnake(name, l.data[start:l.pos]) || !member(name) {
			return l.fail()
		}
		switch l.peek() {
		case ',':
			l.pos++
		case '}':
			l.pos++
			return true
		default:
			return l.fail()
		}
	}
}

// noteSnake sets snake when snakeMember finds a member name in text, a
// member's name and colon as they lie in the body, name decoded. A name
// with '_' and an escape fails: camelKeys and the lexer might read it
// differently.
func (l *lexer) noteSnake(name, text []byte) bool {
	if bytes.IndexByte(name, '_') < 0 {
		return true
	}
	if bytes.IndexByte(text, '\\') >= 0 {
		return false
	}
	if m := snakeMember.FindSubmatch(text); m != nil && string(m[1]) != metadataTag {
		l.snake = true
	}
	return true
}

// array reads an array, calling elem with the lexer at each element.
func (l *lexer) array(elem func() bool) bool {
	if !l.open('[') {
		return false
	}
	defer l.close()
	if l.peek() == ']' {
		l.pos++
		return true
	}
	for {
		if !elem() {
			return l.fail()
		}
		switch l.peek() {
		case ',':
			l.pos++
		case ']':
			l.pos++
			return true
		default:
			return l.fail()
		}
	}
}

// members reads an object of which the decoder reads the members names:
// read is called with the index in names of each such member's name, the
// lexer at its value, which it must read; other members are skipped. A
// name given twice, or one that matches a name only as encoding/json
// folds case (or might: any non-ASCII name), fails, and is left to
// encoding/json. With camel, a name in snake_case stands for its
// lowerCamelCase spelling, as camelKeys would rewrite it, and a name
// with '_' that snakeMember would not find fails.
func (l *lexer) members(names []string, read func(i int) bool) bool {
	var seen uint64
	return l.object(func(name []byte) bool {
		if l.camel && bytes.IndexByte(name, '_') >= 0 {
			if !snakeName.Match(name) {
				return false
			}
			name = []byte(lowerCamel(string(name)))
		}
		for i, n := range names {
			if string(name) == n {
				if seen&(1<<i) != 0 {
					return false
				}
				seen |= 1 << i
				return read(i)
			}
		}
		for _, n := range names {
			if bytes.EqualFold(name, []byte(n)) {
				return false
			}
		}
		for _, c := range name {
			if c >= utf8.RuneSelf {
				return false
			}
		}
		return l.skip()
	})
}

// str reads a string and returns its value: a slice of the body when
// the string has no escapes and is valid UTF-8 (callers copy what they
// keep), else decoded as encoding/json decodes it (see strInto).
func (l *lexer) str() ([]byte, bool) {
	v, _, ok := l.strInto(nil)
	return v, ok
}

// strInto reads a string and returns its value: a slice of the body when
// the string has no escapes and is valid UTF-8, else decoded as
// encoding/json decodes it — escapes in the same pass, invalid UTF-8 and
// lone surrogates as U+FFFD — appended to out[:0] (a new slice when out
// is nil), with decoded true.
func (l *lexer) strInto(out []byte) (v []byte, decoded, ok bool) {
	if l.bad || l.peek() != '"' {
		return nil, false, l.fail()
	}
	d := l.data
	start := l.pos + 1
	run := start // start of the bytes not yet copied to out
	for i := start; ; {
		i = nextSpecial(d, i)
		if i >= len(d) {
			return nil, false, l.fail()
		}
		switch c := d[i]; {
		case c == '"':
			l.pos = i + 1
			if !decoded {
				return d[start:i], false, true
			}
			return append(out, d[run:i]...), true, true
		case c == '\\':
			if !decoded {
				out, decoded = startDecoding(out, i-start), true
			}
			out, i = decodeRun(append(out, d[run:i]...), d, i)
			if i < len(d) && d[i] == '\\' {
				var ok bool
				if out, i, ok = unescape(out, d, i); !ok {
					return nil, false, l.fail()
				}
			}
			run = i
		case c < ' ':
			return nil, false, l.fail()
		default:
			r, size := utf8.DecodeRune(d[i:])
			if r == utf8.RuneError && size == 1 {
				if !decoded {
					out, decoded = startDecoding(out, i-start), true
				}
				out = utf8.AppendRune(append(out, d[run:i]...), utf8.RuneError)
				run = i + 1
			}
			i += size
		}
	}
}

// startDecoding returns out emptied, or, when it is nil, a new slice with
// room for the n bytes read so far and some more.
func startDecoding(out []byte, n int) []byte {
	if out == nil {
		return make([]byte, 0, n+64)
	}
	return out[:0]
}

// decodeRun appends to out the text of a JSON string from d[i:] on, eight
// bytes at a time, as long as it holds plain ASCII bytes and the escapes
// of simpleEscapes, and returns it with the index of the first byte left
// to its caller: a quote, another escape, a control character, a
// non-ASCII byte, or one of the last bytes of d. Each word is stored
// whole at the end of out and kept up to its first special byte, so page
// text with a line break every few dozen bytes costs no copy call per
// line.
func decodeRun(out, d []byte, i int) ([]byte, int) {
	o, j := out[:cap(out)], len(out)
	for i+8 <= len(d) {
		if len(o)-j < 8 {
			o = slices.Grow(o[:j], 8+min(len(d)-i, decodeChunk))
			o = o[:cap(o)]
		}
		w := binary.LittleEndian.Uint64(d[i:])
		binary.LittleEndian.PutUint64(o[j:], w)
		m := jsonscan.Special(w)
		if m == 0 {
			i, j = i+8, j+8
			continue
		}
		k := bits.TrailingZeros64(m) / 8
		i, j = i+k, j+k
		if d[i] != '\\' || i+1 >= len(d) || simpleEscapes[d[i+1]] == 0 {
			break
		}
		o[j] = simpleEscapes[d[i+1]]
		i, j = i+2, j+1
	}
	return o[:j], i
}

// decodeChunk is how many bytes more decodeRun makes room for at a time:
// a string's end is not known before it is read, and a short string early
// in a page-sized body must not reserve the body's size.
const decodeChunk = 4 << 10

// simpleEscapes is the byte each two-byte JSON escape stands for, indexed
// by the byte after the backslash; 0 for the others (\u and invalid ones).
var simpleEscapes = [256]byte{'"': '"', '\\': '\\', '/': '/', 'b': '\b', 'f': '\f', 'n': '\n', 'r': '\r', 't': '\t'}

// unescape appends the value of the escape at d[i] ('\\') to out and
// returns the index after it; ok is false for an escape JSON does not
// have. A \u escape of half a surrogate pair without its other half is
// U+FFFD, as encoding/json has it.
func unescape(out, d []byte, i int) ([]byte, int, bool) {
	if i+1 >= len(d) {
		return out, i, false
	}
	if e := simpleEscapes[d[i+1]]; e != 0 {
		return append(out, e), i + 2, true
	}
	switch d[i+1] {
	case 'u':
		r := hex4(d[i+2:])
		if r < 0 {
			return out, i, false
		}
		i += 6
		if utf16.IsSurrogate(r) {
			if len(d) > i+1 && d[i] == '\\' && d[i+1] == 'u' {
				r2 := hex4(d[i+2:])
				if dec := utf16.DecodeRune(r, r2); dec != utf8.RuneError {
					return utf8.AppendRune(out, dec), i + 6, true
				}
			}
			r = utf8.RuneError
		}
		return utf8.AppendRune(out, r), i, true
	}
	return out, i, false
}

// hex4 is the value of the four hex digits d starts with, -1 without them.
func hex4(d []byte) rune {
	if len(d) < 4 {
		return -1
	}
	var r rune
	for _, c := range d[:4] {
		switch {
		case c >= '0' && c <= '9':
			c -= '0'
		case c >= 'a' && c <= 'f':
			c -= 'a' - 10
		case c >= 'A' && c <= 'F':
			c -= 'A' - 10
		default:
			return -1
		}
		r = r*16 + rune(c)
	}
	return r
}

// lexContent reads content that is a string, an array of parts, each read
// by part into a new element, or null.
func lexContent[P any](l *lexer, part func(*P) bool) (lexedContent[P], bool) {
	c := lexedContent[P]{decoded: true}
	switch l.peek() {
	case '"':
		var ok bool
		c.text, ok = l.text()
		return c, ok
	case '[':
		c.parts = []P{}
		return c, l.array(func() bool { return part(grow(&c.parts)) })
	}
	return c, l.null() || l.fail()
}

// str0 reads a string as str does; null reads as the empty string.
func (l *lexer) str0() ([]byte, bool) {
	if l.null() {
		return nil, true
	}
	return l.str()
}

// text reads a string value as a Go string; null reads as "", as
// encoding/json leaves a string it reads null into.
func (l *lexer) text() (string, bool) {
	if l.null() {
		return "", true
	}
	// A long string read before is found by its JSON text (see
	// textcache), sharing the memory of the one decoded then.
	raw := l.rawString()
	var key uint64
	long := len(raw) >= textcache.MinLen
	if long {
		key = textcache.Key(unsafe.String(&raw[0], len(raw)))
		if s, _ := textcache.Get(textcache.Decoded, key, unsafe.String(&raw[0], len(raw))); s != "" {
			l.pos += len(raw) + 2
			return s, true
		}
	}
	buf := textBuffers.Get().(*[]byte)
	v, decoded, ok := l.strInto(*buf)
	s := string(v)
	if decoded && cap(v) <= maxPooledText {
		*buf = v[:0]
	}
	textBuffers.Put(buf)
	if ok && long {
		textcache.Put(textcache.Decoded, key, unsafe.String(&raw[0], len(raw)), s)
	}
	return s, ok
}

// rawString returns the JSON text between the quotes of the string at
// l.pos, its escapes as they stand, found by looking for its closing quote
// (a quote after an even number of backslashes); nil when l.pos holds no
// string or it has no end. What it holds is not checked: strInto does.
func (l *lexer) rawString() []byte {
	if l.bad || l.peek() != '"' {
		return nil
	}
	d := l.data[l.pos+1:]
	for at := 0; ; {
		q := bytes.IndexByte(d[at:], '"')
		if q < 0 {
			return nil
		}
		at += q
		slashes := 0
		for slashes < at && d[at-1-slashes] == '\\' {
			slashes++
		}
		if slashes%2 == 0 {
			return d[:at]
		}
		at++
	}
}

// textBuffers recycles the buffers text decodes strings with escapes in
// (page text has a line break every few dozen bytes), so that reading one
// allocates the string alone.
var textBuffers = sync.Pool{New: func() any { return new([]byte) }}

// maxPooledText is the largest decoding buffer text keeps for reuse.
const maxPooledText = 64 << 10

// optText reads a string into a pointer: nil for null.
func (l *lexer) optText() (*string, bool) {
	if l.null() {
		return nil, true
	}
	s, ok := l.text()
	return &s, ok
}

// boolean reads true or false; null reads as false.
func (l *lexer) boolean() (v, ok bool) {
	switch {
	case l.null():
		return false, true
	case l.peek() == 't' && bytes.HasPrefix(l.data[l.pos:], []byte("true")):
		l.pos += 4
		return true, true
	case l.peek() == 'f' && bytes.HasPrefix(l.data[l.pos:], []byte("false")):
		l.pos += 5
		return false, true
	}
	return false, l.fail()
}

// optBool reads a boolean into a pointer: nil for null.
func (l *lexer) optBool() (*bool, bool) {
	if l.null() {
		return nil, true
	}
	v, ok := l.boolean()
	return &v, ok
}

// optInt reads an integer into a pointer: nil for null; a number that is
// not an integer fails, as encoding/json refuses it for an int.
func (l *lexer) optInt() (*int, bool) {
	if l.null() {
		return nil, true
	}
	raw, ok := l.number()
	if !ok {
		return nil, false
	}
	v, err := strconv.Atoi(string(raw))
	if err != nil {
		return nil, l.fail()
	}
	return &v, true
}

// number reads a number (RFC 8259 grammar) and returns its text.
func (l *lexer) number() ([]byte, bool) {
	if l.bad {
		return nil, false
	}
	l.peek()
	d, start := l.data, l.pos
	i := start
	if i < len(d) && d[i] == '-' {
		i++
	}
	digits := func() int {
		n := 0
		for i < len(d) && d[i] >= '0' && d[i] <= '9' {
			i++
			n++
		}
		return n
	}
	switch {
	case i < len(d) && d[i] == '0':
		i++
	case digits() == 0:
		return nil, l.fail()
	}
	if i < len(d) && d[i] == '.' {
		i++
		if digits() == 0 {
			return nil, l.fail()
		}
	}
	if i < len(d) && (d[i] == 'e' || d[i] == 'E') {
		i++
		if i < len(d) && (d[i] == '+' || d[i] == '-') {
			i++
		}
		if digits() == 0 {
			return nil, l.fail()
		}
	}
	l.pos = i
	return d[start:i], true
}

// raw reads any value and returns a copy of its text, as a
// json.RawMessage member keeps it.
func (l *lexer) raw() (json.RawMessage, bool) {
	l.peek()
	start := l.pos
	if !l.skip() {
		return nil, false
	}
	return bytes.Clone(l.data[start:l.pos]), true
}

// skip reads any value, checking it as encoding/json does, and drops it.
func (l *lexer) skip() bool {
	switch c := l.peek(); {
	case c == '{':
		return l.object(func([]byte) bool { return l.skip() })
	case c == '[':
		return l.array(l.skip)
	case c == '"':
		_, ok := l.str()
		return ok
	case c == 't' || c == 'f':
		_, ok := l.boolean()
		return ok
	case c == 'n':
		return l.null() || l.fail()
	default:
		_, ok := l.number()
		return ok
	}
}

// nextSpecial returns the index of the first byte of data at or after i
// that is '"', '\\', a control character or non-ASCII, or len(data):
// eight bytes at a time, each byte's test exact (no carry crosses bytes).
func nextSpecial(data []byte, i int) int {
	for ; i+8 <= len(data); i += 8 {
		w := uint64(data[i]) | uint64(data[i+1])<<8 | uint64(data[i+2])<<16 | uint64(data[i+3])<<24 |
			uint64(data[i+4])<<32 | uint64(data[i+5])<<40 | uint64(data[i+6])<<48 | uint64(data[i+7])<<56
		if m := jsonscan.Special(w); m != 0 {
			return i + bits.TrailingZeros64(m)/8
		}
	}
	for ; i < len(data); i++ {
		if c := data[i]; c == '"' || c == '\\' || c < ' ' || c >= utf8.RuneSelf {
			return i
		}
	}
	return i
}
