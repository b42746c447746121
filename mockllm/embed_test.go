package mockllm

import (
	"encoding/base64"
	"encoding/binary"
	"encoding/json"
	"math"
	"net/http"
	"slices"
	"testing"
)

// cosine is the cosine similarity of two unit vectors.
func cosine(a, b []float32) float64 {
	var dot float64
	for i := range a {
		dot += float64(a[i]) * float64(b[i])
	}
	return dot
}

func TestEmbedIsDeterministicUnitAndNeverZero(t *testing.T) {
	for _, text := range []string{"", "   ", "!!!", "The Keep on the Borderlands", "ダンジョン"} {
		a, b := Embed(text, 64), Embed(text, 64)
		var norm float64
		for _, x := range a {
			norm += float64(x) * float64(x)
		}
		if !slices.Equal(a, b) || math.Abs(norm-1) > 1e-5 {
			t.Errorf("Embed(%q): deterministic %v, squared norm %v, want deterministic and 1", text, slices.Equal(a, b), norm)
		}
	}
}

func TestEmbedPutsSimilarTextsCloser(t *testing.T) {
	base := Embed("The Keep on the Borderlands", 256)
	similar := Embed("the keep on the borderland", 256)
	unrelated := Embed("Quarterly revenue grew by four percent", 256)
	if s, u := cosine(base, similar), cosine(base, unrelated); s <= u || s < 0.5 {
		t.Errorf("cosine similar %.3f unrelated %.3f, want similar above 0.5 and above unrelated", s, u)
	}
}

func TestEmbeddingsRoutes(t *testing.T) {
	s := newTestServer(t, Options{})
	resp, out := post(t, s, "/v1/embeddings", nil, []byte(`{"model":"text-embedding-3-small","input":["keep","cave"],"dimensions":16,"encoding_format":"base64"}`))
	var got struct {
		Data []struct {
			Index     int    `json:"index"`
			Embedding string `json:"embedding"`
		} `json:"data"`
	}
	if err := json.Unmarshal(out, &got); err != nil || resp.StatusCode != http.StatusOK || len(got.Data) != 2 {
		t.Fatalf("status %d (err %v), want 200 with two embeddings: %s", resp.StatusCode, err, out)
	}
	raw, err := base64.StdEncoding.DecodeString(got.Data[1].Embedding)
	if err != nil || len(raw) != 64 || math.Float32frombits(binary.LittleEndian.Uint32(raw)) != Embed("cave", 16)[0] {
		t.Errorf("base64 embedding of %d bytes (err %v), want 16 little-endian float32s of Embed", len(raw), err)
	}
	resp, out = post(t, s, "/api/embed", nil, []byte(`{"model":"nomic-embed-text","input":"keep"}`))
	var ollama struct {
		Embeddings [][]float32 `json:"embeddings"`
	}
	if err := json.Unmarshal(out, &ollama); err != nil || resp.StatusCode != http.StatusOK || len(ollama.Embeddings) != 1 ||
		!slices.Equal(ollama.Embeddings[0], Embed("keep", DefaultOllamaDimensions)) {
		t.Errorf("status %d (err %v), want 200 with Embed(keep) in %d dimensions", resp.StatusCode, err, DefaultOllamaDimensions)
	}
}
