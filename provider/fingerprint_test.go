package provider

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/gowebpki/jcs"
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
		if want := referenceJCS(t, c); string(got) != want {
			t.Errorf("JCS(%q):\n got %s\nwant %s", s, got, want)
		}
	})
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
