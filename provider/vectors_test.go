package provider

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/scriptorium/scriptorium/internal/testenv"
)

const vectorDir = "../tests/assets/fingerprint"

// vector is one fingerprint test vector file.
type vector struct {
	About       string          `json:"about"`
	Request     json.RawMessage `json:"request"`
	Canonical   string          `json:"canonical"`
	Fingerprint string          `json:"fingerprint"`
}

// png1x1 is a 1×1 grey PNG, fabricated for the vectors.
var png1x1 = []byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x01\x00\x00\x00\x01\x08\x00\x00\x00\x00:~\x9bU\x00\x00\x00\nIDATx\x9cc`\x00\x00\x00\x02\x00\x01H\xaf\xa4q\x00\x00\x00\x00IEND\xaeB`\x82")

var vectorCases = []struct {
	name, about string
	req         Request
}{
	{"basic", "one text part and a small object schema", Request{Tag: "survey", System: "List the keyed areas.",
		Parts: []Part{TextPart("1. Entrance")}, Schema: json.RawMessage(`{"type":"object","required":["areas"]}`)}},
	{"unicode-escapes", "non-ASCII text, emoji, quotes, backslash, control characters, U+2028 and HTML characters, kept literal or escaped as JCS says",
		Request{Tag: "content.p001", System: "Ünïcödé — ☃ 😀 \"quoted\" back\\slash\ttab\nnewline \x01\x1f\u007f \u2028 </script> & <b>",
			Parts: []Part{TextPart("Ære, Œuvre, 東京, עברית")}, Schema: json.RawMessage(`{"description":"caf\u00e9 \ud83d\ude00 \/ \u001f"}`)}},
	{"numbers", "ECMAScript number formatting inside a schema: 1e21, -0, 1.0, 0.1, 1e-7, 2^53+1, the extremes of binary64",
		Request{Tag: "survey", System: "s", Parts: []Part{TextPart("t")},
			Schema: json.RawMessage(`{"a":1e21,"b":-0,"c":1.0,"d":0.1,"e":1e-7,"f":9007199254740993,"g":123456789012345680000,"h":[5e-324,1.7976931348623157e308,-1.5E3,0.000001]}`)}},
	{"key-order", "members sorted by UTF-16 code units (RFC 8785 §3.2.3): the emoji sorts before U+FB33, unlike by code points",
		Request{Tag: "survey", System: "s", Parts: []Part{TextPart("t")},
			Schema: json.RawMessage(`{"\u20ac":"Euro","\r":"CR","\ufb33":"Hebrew","1":"One","\ud83d\ude00":"Emoji","\u0080":"Control","\u00f6":"Latin","b":{"z":1,"a":[{"y":2,"x":3}]},"B":0}`)}},
	{"empty-system", "empty system text is still a member", Request{Tag: "survey", System: "", Parts: []Part{TextPart("t")},
		Schema: json.RawMessage(`{"type":"string"}`)}},
	{"image", "an image part: hashed by its decoded bytes (data is standard base64 in the request JSON)",
		Request{Tag: "survey.p001", System: "Read the page.", Parts: []Part{ImagePart("image/png", png1x1)}, Schema: json.RawMessage(`{"type":"object"}`)}},
	{"several-parts", "text and images interleaved; order matters",
		Request{Tag: "content.p001-p002", System: "Read the pages.", Parts: []Part{TextPart("Page 1"), ImagePart("image/png", png1x1),
			TextPart("Page 2"), ImagePart("image/jpeg", []byte("not really a jpeg"))}, Schema: json.RawMessage(`{"type":"array"}`)}},
	{"no-schema", "a free-text request: no schema member in the request, null in the canonical form",
		Request{Tag: "notes", System: "Summarize.", Parts: []Part{TextPart("t")}}},
	{"no-parts", "parts null in the request JSON become an empty array", Request{Tag: "ping", System: "Say hello."}},
	{"empty-text-part", "an empty text part keeps its text member", Request{Tag: "survey", System: "s", Parts: []Part{TextPart("")},
		Schema: json.RawMessage(`true`)}},
	{"conversation", "a tool conversation: turns (user content, a tool call, its result), tools, tool choice; parts empty; empty members left out",
		Request{Tag: "", System: "Be brief.", Schema: nil, Conversation: &Conversation{
			Turns: []Turn{{Role: RoleUser, Parts: []Part{TextPart("Weather in Oslo?"), ImagePart("image/png", png1x1)}},
				{Role: RoleToolCall, Name: "weather", Arguments: json.RawMessage(`{"city":"Oslo","days":1.0}`)},
				{Role: RoleToolResult, Name: "weather", Parts: []Part{TextPart("")}}},
			Tools:      []Tool{{Name: "weather", Parameters: json.RawMessage(`{"type":"object"}`)}},
			ToolChoice: ToolChoiceAuto}}},
	{"tag-characters", "a tag with characters that fixture file names replace", Request{Tag: "statblock.orc war-leader/2 «é»", System: "s",
		Parts: []Part{TextPart("Orc war leader: AC 6, HD 3")}, Schema: json.RawMessage(`{"type":"object","properties":{"ac":{"type":"integer"}}}`)}},
}

// buildVector returns the bytes of a vector file for req.
func buildVector(t *testing.T, about string, req *Request) []byte {
	t.Helper()
	reqJSON, err := json.Marshal(req)
	if err != nil {
		t.Fatal(err)
	}
	canon, err := Canonical(req).JCS()
	if err != nil {
		t.Fatal(err)
	}
	fp, err := Fingerprint(req)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(vector{About: about, Request: reqJSON, Canonical: string(canon), Fingerprint: fp}); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func TestFingerprintVectors(t *testing.T) {
	for _, tc := range vectorCases {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(vectorDir, tc.name+".json")
			got := buildVector(t, tc.about, &tc.req)
			if testenv.Updating() {
				if err := os.WriteFile(path, got, 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run go test ./provider -run TestFingerprintVectors -update)", err)
			}
			if !bytes.Equal(got, want) {
				t.Errorf("%s is stale (-want +got):\n%s\n%s", path, want, got)
			}
			checkVectorFile(t, path, want)
		})
	}
}

// checkVectorFile reads the request back from the vector's JSON, as another
// implementation would, and checks its canonical text and fingerprint.
func checkVectorFile(t *testing.T, path string, raw []byte) {
	t.Helper()
	var v vector
	if err := json.Unmarshal(raw, &v); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	var req Request
	if err := json.Unmarshal(v.Request, &req); err != nil {
		t.Fatalf("%s: request: %v", path, err)
	}
	canon, _ := Canonical(&req).JCS()
	fp, _ := Fingerprint(&req)
	if string(canon) != v.Canonical || fp != v.Fingerprint {
		t.Errorf("%s: request JSON gives canonical %s fingerprint %s, want %s %s", path, canon, fp, v.Canonical, v.Fingerprint)
	}
}

func TestFingerprintVectorsNode(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		if testenv.NodeRequired() {
			t.Fatalf("node is not on PATH (%s=1)", testenv.RequireNodeEnv)
		}
		t.Skip("node is not on PATH: the independent check of the vectors is skipped")
	}
	out, err := exec.Command(node, filepath.Join(vectorDir, "check.mjs"), vectorDir).CombinedOutput()
	if err != nil {
		t.Fatalf("check.mjs: %v\n%s", err, out)
	}
	if want := len(vectorCases); !strings.Contains(string(out), "all "+strconv.Itoa(want)+" vectors agree") {
		t.Errorf("check.mjs said %q, want all %d vectors checked", out, want)
	}

	// The checker must be able to fail: a vector with a wrong fingerprint.
	bad := t.TempDir()
	raw, _ := os.ReadFile(filepath.Join(vectorDir, "basic.json"))
	fp, _ := Fingerprint(&vectorCases[0].req)
	os.WriteFile(filepath.Join(bad, "basic.json"), bytes.Replace(raw, []byte(fp), []byte(strings.Repeat("0", 64)), 1), 0o644)
	if out, err := exec.Command(node, filepath.Join(vectorDir, "check.mjs"), bad).CombinedOutput(); err == nil {
		t.Errorf("check.mjs accepted a wrong fingerprint:\n%s", out)
	}
}
