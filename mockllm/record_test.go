package mockllm

import (
	"bytes"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/scriptorium/scriptorium/provider"
)

// secretHeaders are credentials a client sends; none may reach a fixture.
var secretHeaders = http.Header{"Authorization": {"Bearer sk-proj-abcdefghijklmnopqrstuvwxyz0123"},
	"X-Api-Key": {"sk-ant-api03-abcdefghijklmnopqrstuvwxyz"}, "X-Goog-Api-Key": {"AIzaSyA-abcdefghijklmnopqrstuvwxyz01234"}}

// recordingProxy starts a record proxy in front of upstream, recording into
// a fresh store it returns.
func recordingProxy(t *testing.T, upstream *Server) (*Server, *provider.Store) {
	t.Helper()
	store, err := provider.OpenStore(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	return newTestServer(t, Options{Fixtures: store, Upstream: upstream.URL, RecordInto: store}), store
}

func TestRecordProxyRecordsMissesWithoutSecrets(t *testing.T) {
	for _, f := range wireFormats {
		name := f.name
		upstream := newTestServer(t, Options{Fixtures: recordedStore(t)})
		proxy, store := recordingProxy(t, upstream)
		inputs := decodeInputs(t, name)
		for _, input := range inputs {
			body := readWire(t, name, "decode", input+".request.json")
			header := f.header(input)
			for k, v := range secretHeaders {
				header = cloneWith(header, k, v)
			}
			resp, out := post(t, proxy, f.streamPath, header, withFields(t, body, f.stream))
			if resp.StatusCode != http.StatusOK || resp.Header.Get(HeaderFingerprint) == "" {
				t.Fatalf("%s %s: status %d, want the upstream's answer streamed: %s", name, input, resp.StatusCode, out)
			}
		}
		upstream.Close()
		for _, input := range inputs {
			resp, out := post(t, proxy, f.path, f.header(input), readWire(t, name, "decode", input+".request.json"))
			if resp.StatusCode != http.StatusOK {
				t.Errorf("%s %s: status %d after the upstream closed, want the recording replayed: %s", name, input, resp.StatusCode, out)
			}
		}
		want := map[string]string{}
		for _, input := range inputs {
			want[headerTags[input]] = recordedData[headerTags[input]]
		}
		checkRecordings(t, f.codec.(recordable).providerName(), store.Dir(), want)
	}
}

// recordedData is the answer data recordedStore holds per tag.
var recordedData = map[string]string{"survey.w01": `{"title":"The Keep on the Borderlands"}`,
	"chat.hello": `"The Keep on the Borderlands (B2), by Gary Gygax."`}

// cloneWith returns a copy of h, which may be nil, with key set to values.
func cloneWith(h http.Header, key string, values []string) http.Header {
	out := h.Clone()
	if out == nil {
		out = http.Header{}
	}
	out[key] = values
	return out
}

// checkRecordings checks dir holds one fixture per wanted tag with the
// wanted data, and no credential.
func checkRecordings(t *testing.T, providerName, dir string, want map[string]string) {
	t.Helper()
	store, err := provider.OpenStore(dir)
	if err != nil {
		t.Fatal(err)
	}
	for tag, data := range want {
		fixtures, err := store.ByTag(tag)
		if err != nil || len(fixtures) != 1 || string(fixtures[0].Data) != data || fixtures[0].Provider != providerName {
			t.Errorf("%s: fixtures of %s: %d (err %v), want one by %s holding %s", providerName, tag, len(fixtures), err, providerName, data)
		}
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.json"))
	for _, file := range files {
		raw, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		for _, secret := range []string{"sk-", "AIza", "Bearer", "Authorization", "Api-Key"} {
			if bytes.Contains(raw, []byte(secret)) {
				t.Errorf("%s: fixture %s holds %q", providerName, filepath.Base(file), secret)
			}
		}
	}
}

func TestRecordProxyPassesUpstreamErrorsOn(t *testing.T) {
	upstream := newTestServer(t, Options{Fixtures: recordedStore(t)})
	proxy, store := recordingProxy(t, upstream)
	body := bytes.Replace(readWire(t, "openai", "decode", "text.request.json"), []byte("terse"), []byte("wordy"), 1)
	resp, out := post(t, proxy, "/v1/chat/completions", nil, body)
	if resp.StatusCode != http.StatusNotFound || !bytes.Contains(out, []byte(`"code":"fixture_miss"`)) {
		t.Errorf("status %d, want the upstream's 404 as it came: %s", resp.StatusCode, out)
	}
	if tags, err := store.Tags(); err != nil || len(tags) != 0 {
		t.Errorf("recorded tags %v (err %v), want none after an upstream error", tags, err)
	}
}

func TestRecordProxyRefusesKeyShapedRequests(t *testing.T) {
	upstream := newTestServer(t, Options{Fallback: true})
	proxy, store := recordingProxy(t, upstream)
	body := bytes.Replace(readWire(t, "openai", "decode", "text.request.json"), []byte("You are terse."),
		[]byte("Use key sk-abcdefghijklmnopqrstuvwxyz0123 for tools."), 1)
	resp, out := post(t, proxy, "/v1/chat/completions", nil, body)
	files, _ := filepath.Glob(filepath.Join(store.Dir(), "*"))
	if resp.StatusCode != http.StatusInternalServerError || !strings.Contains(string(out), "secret") || len(files) != 0 {
		t.Errorf("status %d, %d files, want a 500 naming the secret refusal and nothing written: %s", resp.StatusCode, len(files), out)
	}
}

func TestRecordProxyNeedsAStoreAndAURL(t *testing.T) {
	store, err := provider.OpenStore(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	for _, opts := range []Options{{Upstream: "http://127.0.0.1:1"}, {Upstream: "127.0.0.1:1", RecordInto: store}} {
		if _, err := NewHandler(opts); err == nil {
			t.Errorf("NewHandler(upstream %q, store %v) succeeded, want a configuration error", opts.Upstream, opts.RecordInto != nil)
		}
	}
}
