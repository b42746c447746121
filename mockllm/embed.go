package mockllm

import (
	"bytes"
	"encoding/base64"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"hash/fnv"
	"math"
	"net/http"
	"strings"
	"unicode"
)

// Embedding sizes when a request names none.
const (
	// DefaultOpenAIDimensions is the size /v1/embeddings answers with, that
	// of OpenAI's text-embedding-3-small.
	DefaultOpenAIDimensions = 1536
	// DefaultOllamaDimensions is the size /api/embed answers with, that of
	// Ollama's nomic-embed-text.
	DefaultOllamaDimensions = 768
	// DefaultGeminiDimensions is the size embedContent and
	// batchEmbedContents answer with, that of Gemini's gemini-embedding-001.
	DefaultGeminiDimensions = 3072
	// maxDimensions bounds a requested size.
	maxDimensions = 8192
)

// Embed returns the deterministic embedding of text in dims dimensions: the
// unit-length sum of its hashed features (each lower-cased word, and the
// character trigrams of the word padded with spaces), each feature adding ±1
// at an FNV-1a-chosen coordinate. Texts sharing words and spellings are
// closer by cosine than unrelated ones; the vector is never all zero. It is
// not a language model: meaning is not captured, only surface form.
func Embed(text string, dims int) []float32 {
	v := make([]float64, dims)
	for word := range strings.FieldsFuncSeq(strings.ToLower(text), notWordRune) {
		addFeature(v, "w:"+word)
		padded := []rune(" " + word + " ")
		for i := 0; i+3 <= len(padded); i++ {
			addFeature(v, string(padded[i:i+3]))
		}
	}
	var norm float64
	for _, x := range v {
		norm += x * x
	}
	if norm == 0 {
		addFeature(v, "<empty>")
		norm = 1
	}
	out := make([]float32, dims)
	for i, x := range v {
		out[i] = float32(x / math.Sqrt(norm))
	}
	return out
}

func notWordRune(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }

// addFeature adds ±1 for feature at its hashed coordinate.
func addFeature(v []float64, feature string) {
	h := fnv.New64a()
	h.Write([]byte(feature))
	sum := h.Sum64()
	v[sum%uint64(len(v))] += float64(1 - 2*int(sum>>63))
}

// embedInputs decodes an embedding input: a string or an array of strings.
func embedInputs(raw json.RawMessage) ([]string, error) {
	text, parts, err := stringOrParts[string](raw, "input")
	switch {
	case err != nil:
		return nil, err
	case parts == nil && len(bytes.TrimSpace(raw)) == 0:
		return nil, badRequest("input is required")
	case parts == nil:
		return []string{text}, nil
	}
	return parts, nil
}

// dimensions checks a requested size, 0 meaning def.
func dimensions(n, def int) (int, error) {
	if n == 0 {
		return def, nil
	}
	if n < 1 || n > maxDimensions {
		return 0, badRequest("dimensions %d: want 1 to %d", n, maxDimensions)
	}
	return n, nil
}

// embeddingsRequest is an OpenAI /v1/embeddings or Ollama /api/embed request.
type embeddingsRequest struct {
	Model          string          `json:"model"`
	Input          json.RawMessage `json:"input"`
	Dimensions     int             `json:"dimensions"`
	EncodingFormat string          `json:"encoding_format"`
}

// decodeEmbeddings reads and checks an embeddings request.
func decodeEmbeddings(body []byte, def int) (*embeddingsRequest, []string, error) {
	var in embeddingsRequest
	if err := unmarshal(body, &in); err != nil {
		return nil, nil, err
	}
	inputs, err := embedInputs(in.Input)
	if err == nil {
		in.Dimensions, err = dimensions(in.Dimensions, def)
	}
	return &in, inputs, err
}

// openaiEmbeddings serves POST /v1/embeddings, floats or (encoding_format
// "base64") little-endian float32 bytes in base64, as the SDKs ask.
func (h *handler) openaiEmbeddings(w http.ResponseWriter, r *http.Request) {
	body, ok := h.read(w, r, openaiCodec{})
	if !ok {
		return
	}
	in, inputs, err := decodeEmbeddings(body, DefaultOpenAIDimensions)
	if err != nil {
		h.fail(w, openaiCodec{}, &failure{Status: http.StatusBadRequest, Message: "mockllm: decode request: " + err.Error()})
		return
	}
	if in.Model == "" {
		in.Model = r.PathValue("deployment")
	}
	data := make([]map[string]any, len(inputs))
	tokens := 0
	for i, text := range inputs {
		var vec any = Embed(text, in.Dimensions)
		if in.EncodingFormat == "base64" {
			vec = base64Floats(vec.([]float32))
		}
		data[i] = map[string]any{"object": "embedding", "index": i, "embedding": vec}
		tokens += max(estimateTokens(text), 1)
	}
	writeJSON(w, http.StatusOK, nil, map[string]any{"object": "list", "data": data, "model": in.Model,
		"usage": map[string]int{"prompt_tokens": tokens, "total_tokens": tokens}})
}

// base64Floats is v as little-endian float32 bytes in standard base64.
func base64Floats(v []float32) string {
	buf := make([]byte, 0, 4*len(v))
	for _, x := range v {
		buf = binary.LittleEndian.AppendUint32(buf, math.Float32bits(x))
	}
	return base64.StdEncoding.EncodeToString(buf)
}

// ollamaEmbed serves Ollama's POST /api/embed.
func (h *handler) ollamaEmbed(w http.ResponseWriter, r *http.Request) {
	c := ollamaChatCodec{}
	body, ok := h.read(w, r, c)
	if !ok {
		return
	}
	in, inputs, err := decodeEmbeddings(body, DefaultOllamaDimensions)
	if err != nil {
		h.fail(w, c, &failure{Status: http.StatusBadRequest, Message: "mockllm: decode request: " + err.Error()})
		return
	}
	vecs := make([][]float32, len(inputs))
	tokens := 0
	for i, text := range inputs {
		vecs[i] = Embed(text, in.Dimensions)
		tokens += max(estimateTokens(text), 1)
	}
	writeJSON(w, http.StatusOK, nil, map[string]any{"model": in.Model, "embeddings": vecs, "prompt_eval_count": tokens})
}

// geminiEmbedRequest is a Gemini embedContent request, also one element of
// batchEmbedContents' requests. The size is outputDimensionality, at the
// top (deprecated) or in embedContentConfig.
type geminiEmbedRequest struct {
	Content *struct {
		Parts []geminiPart `json:"parts"`
	} `json:"content"`
	OutputDimensionality int `json:"outputDimensionality"`
	EmbedContentConfig   *struct {
		OutputDimensionality int `json:"outputDimensionality"`
	} `json:"embedContentConfig"`
}

// geminiEmbedding is the embedding of one request: Embed of the text of its
// content's parts, joined by newlines (the API counts only text parts).
func (in *geminiEmbedRequest) embedding() (map[string]any, error) {
	if in.Content == nil {
		return nil, badRequest("content is required")
	}
	var texts []string
	for _, p := range in.Content.Parts {
		if p.Text != nil {
			texts = append(texts, *p.Text)
		}
	}
	size := in.OutputDimensionality
	if c := in.EmbedContentConfig; c != nil && c.OutputDimensionality != 0 {
		size = c.OutputDimensionality
	}
	dims, err := dimensions(size, DefaultGeminiDimensions)
	if err != nil {
		return nil, err
	}
	return map[string]any{"values": Embed(strings.Join(texts, "\n"), dims)}, nil
}

// geminiEmbed serves Gemini's embedContent ({"embedding": {"values": [...]}})
// and, with batch, batchEmbedContents ({"embeddings": [...]}, in request
// order).
func (h *handler) geminiEmbed(w http.ResponseWriter, r *http.Request, batch bool) {
	c := geminiCodec{}
	body, ok := h.read(w, r, c)
	if !ok {
		return
	}
	out, err := geminiEmbeddings(camelKeys(body), batch)
	if err != nil {
		h.fail(w, c, &failure{Status: http.StatusBadRequest, Message: "mockllm: decode request: " + err.Error()})
		return
	}
	writeJSON(w, http.StatusOK, nil, out)
}

// geminiEmbeddings answers an embedContent or batchEmbedContents body.
func geminiEmbeddings(body []byte, batch bool) (map[string]any, error) {
	if !batch {
		var in geminiEmbedRequest
		if err := unmarshal(body, &in); err != nil {
			return nil, err
		}
		e, err := in.embedding()
		return map[string]any{"embedding": e}, err
	}
	var in struct {
		Requests []geminiEmbedRequest `json:"requests"`
	}
	if err := unmarshal(body, &in); err != nil {
		return nil, err
	}
	if len(in.Requests) == 0 {
		return nil, badRequest("requests is required")
	}
	out := make([]map[string]any, len(in.Requests))
	for i := range in.Requests {
		e, err := in.Requests[i].embedding()
		if err != nil {
			return nil, fmt.Errorf("requests[%d]: %w", i, err)
		}
		out[i] = e
	}
	return map[string]any{"embeddings": out}, nil
}

// geminiMethods serves a Gemini model route: embedContent and
// batchEmbedContents here, every other method by generate.
func (h *handler) geminiMethods(generate http.Handler) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		switch _, method, _ := strings.Cut(r.PathValue("action"), ":"); method {
		case "embedContent":
			h.geminiEmbed(w, r, false)
		case "batchEmbedContents":
			h.geminiEmbed(w, r, true)
		default:
			generate.ServeHTTP(w, r)
		}
	}
}

// ollamaEmbeddings serves Ollama's older POST /api/embeddings: one
// "prompt", answered {"embedding": [...]}.
func (h *handler) ollamaEmbeddings(w http.ResponseWriter, r *http.Request) {
	c := ollamaChatCodec{}
	body, ok := h.read(w, r, c)
	if !ok {
		return
	}
	var in struct {
		Prompt *string `json:"prompt"`
	}
	err := unmarshal(body, &in)
	if err == nil && in.Prompt == nil {
		err = badRequest("prompt is required")
	}
	if err != nil {
		h.fail(w, c, &failure{Status: http.StatusBadRequest, Message: "mockllm: decode request: " + err.Error()})
		return
	}
	writeJSON(w, http.StatusOK, nil, map[string]any{"embedding": Embed(*in.Prompt, DefaultOllamaDimensions)})
}
