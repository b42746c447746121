package provider

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"
	"unsafe"

	"github.com/gowebpki/jcs"

	"github.com/scriptorium/scriptorium/internal/textcache"
)

// referenceJCS is the slow path the streaming writer must agree with: a
// generic JSON document run through the JCS library.
func referenceJCS(t *testing.T, c *CanonicalRequest) string {
	parts := make([]any, len(c.Parts))
	for i, p := range c.Parts {
		if p.Type == PartImage {
			parts[i] = map[string]any{"type": p.Type, "mime": p.MIME, "sha256": p.SHA256, "size": p.Size}
		} else {
			parts[i] = map[string]any{"type": p.Type, "text": p.Text}
		}
	}
	raw, err := json.Marshal(map[string]any{"v": c.V, "tag": c.Tag, "system": c.System, "parts": parts, "schema": c.Schema})
	if err != nil {
		t.Fatal(err)
	}
	out, err := jcs.Transform(raw)
	if err != nil {
		t.Fatal(err)
	}
	return string(out)
}

// FuzzJCSStrings checks the hand-written JCS string writer against the JCS
// library for arbitrary text, including invalid UTF-8 and control characters.
func FuzzJCSStrings(f *testing.F) {
	var controls strings.Builder
	for c := range 0x20 {
		controls.WriteByte(byte(c))
	}
	for _, seed := range []string{"", "plain", controls.String(), "\"\\/", "\u2028\u2029\u007f", "é😀\uFFFD",
		"\xff\xfe bad \xc3", "</script>&"} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, s string) {
		req := &Request{Tag: s, System: s, Parts: []Part{TextPart(s), ImagePart(s, []byte(s))}, Schema: []byte(`{"a":1.0}`)}
		c := Canonical(req)
		got, err := c.JCS()
		if err != nil {
			t.Fatal(err)
		}
		want := referenceJCS(t, c)
		if string(got) != want {
			t.Errorf("JCS(%q):\n got %s\nwant %s", s, got, want)
		}
		checkFingerprintOf(t, c, want)
	})
}

// checkFingerprintOf checks that c fingerprints as the SHA-256 of its
// reference JCS text want, twice: the second time its long texts come
// from the cache and are hashed where they lie.
func checkFingerprintOf(t *testing.T, c *CanonicalRequest, want string) {
	t.Helper()
	sum := sha256.Sum256([]byte(want))
	for range 2 {
		if fp, err := c.Fingerprint(); err != nil || fp != hex.EncodeToString(sum[:]) {
			t.Fatalf("fingerprint %s, %v; want %x, the SHA-256 of %.80q", fp, err, sum, want)
		}
	}
}

// TestJCSWriterAsReference checks the JCS writer, in the buffer JCS returns
// and streamed into the fingerprint's hash, against the JCS library on
// texts of each kind it treats apart: every control byte, quotes and
// backslashes, U+2028 and U+2029 (literal in JCS), invalid UTF-8 (lone
// surrogates as CESU-8 bytes, truncated and overlong sequences, stray
// continuation bytes), long runs, plain, all escapes, all multi-byte and
// mixed, and French and Russian text (copied from a non-ASCII byte to the
// next byte to escape when valid, invalid bytes amid it), short and past
// the cache's threshold, each three times; with the vector writer where
// the machine has one, then with the word writer alone (on texts marked
// apart, so that no cached text of the first pass answers).
func TestJCSWriterAsReference(t *testing.T) {
	t.Run("as built", func(t *testing.T) { checkJCSWriter(t, "") })
	vector := vectorJCS
	t.Cleanup(func() { vectorJCS = vector })
	vectorJCS = false
	t.Run("word writer", func(t *testing.T) { checkJCSWriter(t, "words: ") })
}

// checkJCSWriter is TestJCSWriterAsReference on its texts, each after
// mark.
func checkJCSWriter(t *testing.T, mark string) {
	texts := []string{"", "a", "\u2028 \u2029 \u2028\u2029", "\xed\xa0\x80", "lone \xed\xb0\x80 low", "\xed\xbf\xbf\xed\xa0\x80x",
		"\xc0\xaf overlong", "\xf4\x90\x80\x80 past U+10FFFF", "\x80\xbf stray", "cut \xf0\x9f\x98", "\"\\\"\\",
		strings.Repeat("plain text without a special byte ", 2000),
		strings.Repeat("\n", 5000), strings.Repeat("\x01\"", 3000), strings.Repeat("é", 3000), strings.Repeat("😀\t", 1000),
		strings.Repeat("row\tcell\n", 700) + "\xff" + strings.Repeat("x", 4095) + "\u2028",
		strings.Repeat("Подземелье: \"зал стражи\", где спят три орка.\n", 40), "é\xffé then ASCII é", "ок \xd0 обрыв\n",
		strings.Repeat("Château des ténèbres, où l'âtre brûle. ", 60) + "\xe2\x80" + strings.Repeat("ü", 40)}
	for c := range 0x20 {
		texts = append(texts, string(rune(c)), "x"+string(rune(c))+"y", strings.Repeat(string(rune(c))+"ab", 200))
	}
	for _, s := range texts {
		s = mark + s
		c := Canonical(&Request{Tag: "t", System: s, Parts: []Part{TextPart(s), TextPart("p. 1 " + s)}})
		want := referenceJCS(t, c)
		for range 3 {
			if got, err := c.JCS(); err != nil || string(got) != want {
				t.Fatalf("JCS of %.40q = %.200s, %v; want %.200s", s, got, err, want)
			}
		}
		checkFingerprintOf(t, c, want)
	}
}

// TestJCSCacheTellsTextsOfOneKeyApart fingerprints, in turn and three
// times over, long texts that share their textKey (one length, the words
// it reads alike) but differ between those words, and texts of one
// length differing only in a word it reads: each gets the fingerprint of
// its own JCS text, whichever of them the cache holds.
func TestJCSCacheTellsTextsOfOneKeyApart(t *testing.T) {
	base := strings.Repeat("The orcs guard the door.\n", 40)
	alike := []string{base, base[:100] + "Z" + base[101:], base[:700] + "\"" + base[701:]}
	if textcache.Key(alike[0]) != textcache.Key(alike[1]) || textcache.Key(alike[0]) != textcache.Key(alike[2]) {
		t.Fatal("the texts meant to share a key do not")
	}
	unlike := []string{base[:len(base)-1] + "!", "?" + base[1:], base[:len(base)/3] + "#" + base[len(base)/3+1:]}
	for _, s := range unlike {
		if textcache.Key(s) == textcache.Key(base) {
			t.Fatalf("textKey reads no word at the change in %.40q...", s)
		}
	}
	for range 3 {
		for _, s := range append(alike, unlike...) {
			c := Canonical(&Request{Tag: "t", System: s, Parts: []Part{TextPart(s)}})
			checkFingerprintOf(t, c, referenceJCS(t, c))
		}
	}
}

func TestFingerprintRejectsInvalidSchema(t *testing.T) {
	_, err := Fingerprint(&Request{Tag: "x", Schema: []byte(`{"a":`)})
	if err == nil || !strings.Contains(err.Error(), "canonical request x: schema") {
		t.Errorf("Fingerprint(invalid schema) = %v, want a schema error", err)
	}
}

func TestFingerprintImageByBytes(t *testing.T) {
	a := &Request{Tag: "p", Parts: []Part{ImagePart("image/png", []byte{1, 2, 3})}}
	b := &Request{Tag: "p", Parts: []Part{ImagePart("image/png", []byte{1, 2, 4})}}
	fa, _ := Fingerprint(a)
	fb, _ := Fingerprint(b)
	if fa == fb {
		t.Errorf("two different images give one fingerprint %s", fa)
	}
	var viaJSON Request
	raw, _ := json.Marshal(a)
	json.Unmarshal(raw, &viaJSON)
	if fj, _ := Fingerprint(&viaJSON); fj != fa {
		t.Errorf("fingerprint after a base64 JSON round trip = %s, want %s", fj, fa)
	}
}

// TestJCSStringsEveryOffset puts each kind of byte the JCS writer must
// look at (quote, backslash, control characters, multi-byte and invalid
// UTF-8) at every offset of the eight-byte words it scans, in short strings
// and in long ones (whose JCS text is cached from its second sight), three
// times each, and compares with the JCS library.
func TestJCSStringsEveryOffset(t *testing.T) {
	long := strings.Repeat("The orcs guard the door. ", 30)
	for _, special := range []string{`"`, `\`, "\n", "\t", "\x00", "\x1f", "\x7f", "é", "😀", "\u2028", "\xff", "\xc3", "\xe2\x80"} {
		for at := range 17 {
			for _, base := range []string{"abcdefghijklmnopqrstuvwxyz0123456789", long} {
				s := base[:at] + special + base[at:]
				c := Canonical(&Request{Tag: s, System: s, Parts: []Part{TextPart(s)}})
				want := referenceJCS(t, c)
				for range 3 {
					if got, err := c.JCS(); err != nil || string(got) != want {
						t.Fatalf("JCS of %q at %d = %s, %v; want %s", special, at, got, err, want)
					}
				}
			}
		}
	}
}

// TestCanonicalSchemaCached checks that a schema's canonical form is the
// same when it comes from the cache, and that one schema's bytes spelled
// two ways share one fingerprint.
func TestCanonicalSchemaCached(t *testing.T) {
	a := &Request{Tag: "t", Schema: []byte(`{"b":1.0,"a":[true]}`)}
	b := &Request{Tag: "t", Schema: []byte(`{ "a": [ true ], "b": 1 }`)}
	first, _ := Fingerprint(a)
	again, _ := Fingerprint(a)
	other, _ := Fingerprint(b)
	if first != again || first != other {
		t.Errorf("fingerprints %s, %s (again), %s (respelled); want one", first, again, other)
	}
}

// TestImageDigestPartFingerprint pins that an image known by its digest
// fingerprints as the image holding its bytes.
func TestImageDigestPartFingerprint(t *testing.T) {
	data := []byte("\x89PNG\r\n\x1a\n not really a picture")
	whole := &Request{Tag: "page", System: "read", Parts: []Part{TextPart("p. 1"), ImagePart("image/png", data)}}
	digest := &Request{Tag: "page", System: "read", Parts: []Part{TextPart("p. 1"), ImageDigestPart("image/png", sha256.Sum256(data), len(data))}}
	want, err := Fingerprint(whole)
	if err != nil {
		t.Fatal(err)
	}
	got, err := Fingerprint(digest)
	if err != nil {
		t.Fatal(err)
	}
	if got != want {
		t.Errorf("fingerprint of the digest part %s, of the bytes %s", got, want)
	}
}

// TestEscapeBlocksAgainstWords checks the vector JCS string writer (where
// the machine has it) against the word-at-a-time one on random texts of
// every length up to 300 bytes, drawn from the bytes each treats apart:
// plain ASCII and Cyrillic, the short escapes, control characters written
// \u00xx, valid runes of two, three and four bytes (the highest of each)
// and invalid UTF-8 of each kind (stray continuation bytes, runes cut
// short, overlong forms, surrogates, past U+10FFFF); and checks that, given less
// room than its text's escapes need, it stops before the end of its room
// and writes nothing past it.
func TestEscapeBlocksAgainstWords(t *testing.T) {
	if !vectorJCS {
		t.Log("no vector JCS string writer on this machine: nothing to check (TestJCSWriterAsReference checks the word writer)")
		return
	}
	t.Cleanup(func() { vectorJCS = true })
	pieces := []string{"a", "b", "Z", " ", "0", "\"", "\\", "\n", "\t", "\r", "\b", "\f", "\x00", "\x01", "\x1f", "\x7f",
		"é", "д", "—", "\u2028", "\uffff", "😀", "\U0010ffff", "\xff", "\x80", "\xbf", "\xc3", "\xe2\x80", "\xf0\x9f\x98",
		"\xc0\xaf", "\xe0\x80\xaf", "\xf0\x80\x80\xaf", "\xed\xa0\x80", "\xf4\x90\x80\x80", "\xf5\x80\x80\x80"}
	rng := rand.New(rand.NewPCG(5, 6))
	for n := range 300 {
		for k := range 20 {
			var b strings.Builder
			for b.Len() < n {
				// Mostly plain, in English or in Russian, so runs of
				// whole blocks come up.
				if rng.IntN(3) > 0 {
					b.WriteString([]string{"plain text ", "простой текст "}[k%2])
					continue
				}
				b.WriteString(pieces[rng.IntN(len(pieces))])
			}
			s := b.String()
			vectorJCS = false
			want := string(appendJCSString(nil, s))
			vectorJCS = true
			if got := string(appendJCSString([]byte("x"), s)); got != "x"+want {
				t.Fatalf("appendJCSString(%q) = %s, want %s", s, got[1:], want)
			}
		}
	}
	for n := range 200 {
		s := strings.Repeat("\"", n)
		const guard = 16
		room := n + 2*jcsBlock
		dst := make([]byte, room+guard)
		for i := range dst {
			dst[i] = 0xee
		}
		read, written := escapeBlocks(&dst[0], room, unsafe.StringData(s), n, &jcsVector)
		if string(dst[:written]) != strings.Repeat(`\"`, read) || written > room || read < min(n, room/2-jcsBlock) {
			t.Fatalf("escapeBlocks of %d quotes in %d bytes: read %d, wrote %q", n, room, read, dst[:written])
		}
		if tail := dst[room:]; string(tail) != strings.Repeat("\xee", guard) {
			t.Fatalf("escapeBlocks of %d quotes wrote past its room of %d bytes: % x", n, room, tail)
		}
	}
}

// TestEscapeBlocksEveryRuneAcrossABlock checks the vector JCS string
// writer (where the machine has it) against the word-at-a-time one on
// sequences of two, three and four bytes from every non-ASCII first byte,
// the bytes after it drawn from the edges of each range the UTF-8 check
// tells apart (ASCII, continuation bytes, lead bytes, bytes that are
// never UTF-8), each in ASCII and in Cyrillic text, placed across the end
// of a block, at the end of the text, and ending the text at the end of
// its second block: a rune split between two blocks, or cut short by the
// text's end, is written as the word writer writes it.
func TestEscapeBlocksEveryRuneAcrossABlock(t *testing.T) {
	if !vectorJCS {
		t.Log("no vector JCS string writer on this machine: nothing to check (TestJCSWriterAsReference checks the word writer)")
		return
	}
	t.Cleanup(func() { vectorJCS = true })
	edges := []byte{'A', '"', 0x7f, 0x80, 0x8f, 0x90, 0x9f, 0xa0, 0xbf, 0xc0, 0xc1, 0xc2, 0xdf, 0xe0, 0xed, 0xef, 0xf0, 0xf4, 0xf5, 0xff}
	var seqs []string
	for lead := 0x80; lead <= 0xff; lead++ {
		for _, second := range edges {
			seqs = append(seqs, string([]byte{byte(lead), second}))
			if lead < 0xe0 {
				continue
			}
			for _, third := range edges[:9] {
				seqs = append(seqs, string([]byte{byte(lead), second, third}))
				if lead < 0xf0 || lead > 0xf7 {
					continue
				}
				for _, fourth := range edges[:9] {
					seqs = append(seqs, string([]byte{byte(lead), second, third, fourth}))
				}
			}
		}
	}
	for _, base := range []string{strings.Repeat("abcdefgh", 8), strings.Repeat("дверь", 7)} {
		for _, seq := range seqs {
			texts := []string{base[:64-len(seq)] + seq}
			for at := 29; at < 32; at++ {
				texts = append(texts, base[:at]+seq+base[at:], base[:at]+seq)
			}
			for _, s := range texts {
				vectorJCS = false
				want := string(appendJCSString(nil, s))
				vectorJCS = true
				if got := string(appendJCSString(nil, s)); got != want {
					t.Fatalf("appendJCSString(%q) = %s, want %s", s, got, want)
				}
			}
		}
	}
}
