package mockllm

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"unsafe"

	"github.com/scriptorium/scriptorium/internal/textcache"
	"github.com/scriptorium/scriptorium/provider"
)

// lexFormat is a wire format's fast decoder under test: the bodies it
// must read as encoding/json does or leave to it, the check of one body
// (whether the fast decoder read it, failing unless it agrees with
// encoding/json), and a page request (about 410 KB, a 300 KB image
// inside) posted to path.
type lexFormat struct {
	name   string // its decode inputs' directory under wireDir
	bodies []string
	check  func(*testing.T, []byte) bool
	page   func(testing.TB) (*provider.Request, []byte)
	path   string
}

// lexFormats are the fast decoders of every wire format served.
var lexFormats = []lexFormat{
	{"openai", chatBodies, checkLexChat, pageRequest, "/v1/chat/completions"},
	{"anthropic", messagesBodies, checkLexMessages, anthropicPageRequest, "/v1/messages"},
	{"responses", responsesBodies, checkLexResponses, responsesPageRequest, "/v1/responses"},
	{"gemini", geminiBodies, checkLexGemini, geminiPageRequest, "/v1beta/models/gemini-2.5-flash:generateContent"},
	{"ollama", ollamaBodies, checkLexOllamaChat, ollamaPageRequest, "/api/chat"},
	{"ollama-generate", ollamaBodies, checkLexOllamaGenerate, nil, ""},
	{"bedrock", converseBodies, checkLexConverse, conversePageRequest, "/model/anthropic.claude-sonnet-4-5/converse"},
}

// TestLexAsEncodingJSON checks each fast decoder against encoding/json on
// each of its bodies, and that it reads a third of them at least (the
// rest are broken on purpose).
func TestLexAsEncodingJSON(t *testing.T) {
	for _, f := range lexFormats {
		read := 0
		for _, body := range f.bodies {
			if f.check(t, []byte(body)) {
				read++
			}
		}
		if read < len(f.bodies)/3 {
			t.Errorf("%s: the fast decoder read %d of %d bodies, want a third at least", f.name, read, len(f.bodies))
		}
	}
}

// TestLexReadsWireInputs checks that each fast decoder reads its format's
// decode inputs and a page request itself, rather than leaving them to
// encoding/json.
func TestLexReadsWireInputs(t *testing.T) {
	for _, f := range lexFormats {
		paths, err := filepath.Glob(filepath.Join(wireDir, f.name, "decode", "*.request.json"))
		if err != nil || len(paths) == 0 {
			t.Fatalf("%s: no decode inputs: %v", f.name, err)
		}
		for _, p := range paths {
			if !f.check(t, readWire(t, f.name, "decode", filepath.Base(p))) {
				t.Errorf("%s: the fast decoder left the body to encoding/json", p)
			}
		}
		if f.page == nil {
			continue
		}
		if _, body := f.page(t); !f.check(t, body) {
			t.Errorf("%s: the fast decoder left a page request to encoding/json", f.name)
		}
	}
}

// Each fast decoder has a fuzz target checking it against encoding/json
// on any body: go test ./mockllm -run X -fuzz FuzzLexGemini -fuzztime 30s.

func FuzzLexChat(f *testing.F) { fuzzLex(f, "openai") }

func FuzzLexMessages(f *testing.F) { fuzzLex(f, "anthropic") }

func FuzzLexResponses(f *testing.F) { fuzzLex(f, "responses") }

func FuzzLexGemini(f *testing.F) { fuzzLex(f, "gemini") }

func FuzzLexOllamaChat(f *testing.F) { fuzzLex(f, "ollama") }

func FuzzLexOllamaGenerate(f *testing.F) { fuzzLex(f, "ollama-generate") }

func FuzzLexConverse(f *testing.F) { fuzzLex(f, "bedrock") }

// fuzzLex seeds a fuzz target with the named format's bodies and checks
// its fast decoder on any body.
func fuzzLex(f *testing.F, name string) {
	for _, lf := range lexFormats {
		if lf.name != name {
			continue
		}
		for _, body := range lf.bodies {
			f.Add([]byte(body))
		}
		f.Fuzz(func(t *testing.T, body []byte) { lf.check(t, body) })
		return
	}
	f.Fatalf("no fast decoder for %s", name)
}

// BenchmarkPageRequest measures the server's own work per fixture hit of
// a page request (a system prompt, 4.8 KB of page text and a 300 KB
// image; about 410 KB) in each wire format that carries images.
func BenchmarkPageRequest(b *testing.B) {
	for _, f := range lexFormats {
		if f.page == nil {
			continue
		}
		b.Run(f.name, func(b *testing.B) {
			req, body := f.page(b)
			benchFixtureHit(b, f.path, req, body)
		})
	}
}

// unmarshalNew decodes body with unmarshal into a new T: a fast
// decoder's encoding/json path.
func unmarshalNew[T any](body []byte) (*T, error) {
	in := new(T)
	return in, unmarshal(body, in)
}

// pageBody returns pageRequest's request and the body wire builds from
// it, given the image's base64, marshalled.
func pageBody(tb testing.TB, wire func(req *provider.Request, image string) any) (*provider.Request, []byte) {
	req, _ := pageRequest(tb)
	body, err := json.Marshal(wire(req, base64.StdEncoding.EncodeToString(req.Parts[1].Data)))
	if err != nil {
		tb.Fatal(err)
	}
	return req, body
}

// checkLex reports whether the fast decoder lex reads body, and fails
// unless what it reads gives the call (by toCall) that slow, the
// encoding/json path, gives: the same canonical request, fingerprint,
// other call fields and error text.
func checkLex[T any](t *testing.T, body []byte, lex func([]byte) (*T, bool), slow func([]byte) (*T, error),
	toCall func(*T) (*call, error)) bool {
	t.Helper()
	fast, ok := lex(body)
	if !ok {
		return false
	}
	in, err := slow(body)
	if err != nil {
		t.Fatalf("fast decoder read %q, which encoding/json refuses: %v", body, err)
	}
	if got, want := callView(toCall(fast)), callView(toCall(in)); got != want {
		t.Errorf("fast decoder on %q:\n got %s\nwant %s", body, got, want)
	}
	return true
}

// callView prints a decoded call: its error, or its canonical request,
// fingerprint and other fields.
func callView(cl *call, err error) string {
	if err != nil {
		return "error: " + err.Error()
	}
	canon, cerr := json.Marshal(provider.Canonical(cl.Req))
	fp, ferr := provider.Fingerprint(cl.Req)
	rest := *cl
	rest.Req = nil
	return fmt.Sprintf("%s %v\nfingerprint %s %v\ncall %+v", canon, cerr, fp, ferr, rest)
}

// TestLexStringsEveryOffset puts each kind of thing a JSON string holds
// that the lexer's text cannot copy as it stands (every escape, \u escapes
// of one rune and of a surrogate pair, a lone surrogate, an invalid escape,
// a control character, non-ASCII and invalid UTF-8 bytes) at every offset
// of the eight-byte words it reads, in a short string and in one longer
// than decodeChunk, followed by more of the string and by other members,
// and compares what text reads with encoding/json, refusals included,
// three times: a long string read again is the one kept (textcache).
func TestLexStringsEveryOffset(t *testing.T) {
	long := strings.Repeat(`The orcs guard the door.\n`, decodeChunk/20)
	for _, special := range []string{`\n`, `\"`, `\\`, `\/`, `\b`, `\f`, `\r`, `\t`, `\u00e9`, `\ud83d\ude00`, `\ud83d`,
		`\x`, "\x01", "é", "\xff", `\n\n\t\"`} {
		for at := range 17 {
			for _, base := range []string{"abcdefghijklmnopqrstuvwxyz0123456789", long} {
				body := `{"s":"` + base[:at] + special + base[at:] + `","n":1}`
				var want struct{ S string }
				wantErr := json.Unmarshal([]byte(body), &want)
				var read []string
				for range 3 {
					l := &lexer{data: []byte(body)}
					l.pos = len(`{"s":`)
					got, ok := l.text()
					if ok != (wantErr == nil) || ok && got != want.S {
						t.Fatalf("text of %.60q: %.60q, %v; encoding/json: %.60q, %v", body, got, ok, want.S, wantErr)
					}
					if ok && string(l.data[l.pos:]) != `,"n":1}` {
						t.Fatalf("text of %.60q ends at %d, before %q", body, l.pos, l.data[l.pos:])
					}
					read = append(read, got)
				}
				if long := len(body) > textcache.MinLen+20; long && wantErr == nil && unsafe.StringData(read[1]) != unsafe.StringData(read[2]) {
					t.Fatalf("text of %.60q read a third time is a new string, not the one kept", body)
				}
			}
		}
	}
}
