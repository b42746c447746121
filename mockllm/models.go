package mockllm

import (
	"crypto/sha256"
	"fmt"
	"net/http"
	"slices"
	"strings"

	"github.com/scriptorium/scriptorium/provider"
)

// OllamaVersion is the version /api/version reports: an Ollama release
// whose API the Ollama routes follow.
const OllamaVersion = "0.12.6"

// defaultModel is the one model listed when no recorded fixture names any.
const defaultModel = "mockllm"

// fixtureLister is the part of a *provider.Store that lists its fixtures.
type fixtureLister interface {
	Tags() ([]string, error)
	ByTag(tag string) ([]*provider.Fixture, error)
}

// models returns the distinct models of the recorded fixtures, sorted, or
// defaultModel when there are none. Every model is answered alike; the list
// is for clients that check a model exists before asking it.
func (h *handler) models() ([]string, error) {
	var out []string
	if fl, ok := h.opts.Fixtures.(fixtureLister); ok {
		tags, err := fl.Tags()
		if err != nil {
			return nil, err
		}
		for _, tag := range tags {
			fixtures, err := fl.ByTag(tag)
			if err != nil {
				return nil, err
			}
			for _, f := range fixtures {
				if f.Model != "" {
					out = append(out, f.Model)
				}
			}
		}
	}
	slices.Sort(out)
	if out = slices.Compact(out); len(out) == 0 {
		out = []string{defaultModel}
	}
	return out, nil
}

// listModels serves GET /v1/models in OpenAI's shape, or Anthropic's when
// the request carries an anthropic-version header as Anthropic's SDKs send.
func (h *handler) listModels(w http.ResponseWriter, r *http.Request) {
	anthropic := r.Header.Get("Anthropic-Version") != ""
	var c codec = openaiCodec{}
	if anthropic {
		c = anthropicCodec{}
	}
	names, err := h.models()
	if err != nil {
		h.fail(w, c, storeFailure("list models: ", err))
		return
	}
	data := make([]map[string]any, len(names))
	for i, name := range names {
		data[i] = openaiModel(name)
		if anthropic {
			data[i] = anthropicModel(name)
		}
	}
	if !anthropic {
		writeJSON(w, http.StatusOK, nil, map[string]any{"object": "list", "data": data})
		return
	}
	writeJSON(w, http.StatusOK, nil, map[string]any{"data": data, "has_more": false, "first_id": names[0], "last_id": names[len(names)-1]})
}

// showModel serves GET /v1/models/{model}: any model exists.
func (h *handler) showModel(w http.ResponseWriter, r *http.Request) {
	name := r.PathValue("model")
	if r.Header.Get("Anthropic-Version") != "" {
		writeJSON(w, http.StatusOK, nil, anthropicModel(name))
		return
	}
	writeJSON(w, http.StatusOK, nil, openaiModel(name))
}

// openaiModel is a model object of OpenAI's /v1/models.
func openaiModel(name string) map[string]any {
	return map[string]any{"id": name, "object": "model", "created": 0, "owned_by": "mockllm"}
}

// anthropicModel is a model object of Anthropic's /v1/models.
func anthropicModel(name string) map[string]any {
	return map[string]any{"type": "model", "id": name, "display_name": name, "created_at": "1970-01-01T00:00:00Z"}
}

// geminiModels serves GET /v1beta/models: the models, each able to
// generate and embed content.
func (h *handler) geminiModels(w http.ResponseWriter, r *http.Request) {
	names, err := h.models()
	if err != nil {
		h.fail(w, geminiCodec{}, storeFailure("list models: ", err))
		return
	}
	models := make([]map[string]any, len(names))
	for i, name := range names {
		models[i] = map[string]any{"name": "models/" + name, "baseModelId": name, "version": "001", "displayName": name,
			"inputTokenLimit": 1048576, "outputTokenLimit": 65536,
			"supportedGenerationMethods": []string{"generateContent", "streamGenerateContent", "embedContent", "batchEmbedContents"}}
	}
	writeJSON(w, http.StatusOK, nil, map[string]any{"models": models})
}

// ollamaDetails is the details object of an Ollama model.
var ollamaDetails = map[string]any{"parent_model": "", "format": "gguf", "family": "mockllm", "families": []string{"mockllm"},
	"parameter_size": "0B", "quantization_level": "F16"}

// ollamaTags serves Ollama's GET /api/tags: the models as if pulled.
func (h *handler) ollamaTags(w http.ResponseWriter, r *http.Request) {
	names, err := h.models()
	if err != nil {
		h.fail(w, ollamaChatCodec{}, storeFailure("list models: ", err))
		return
	}
	models := make([]map[string]any, len(names))
	for i, name := range names {
		if !strings.Contains(name, ":") {
			name += ":latest"
		}
		models[i] = map[string]any{"name": name, "model": name, "modified_at": "1970-01-01T00:00:00Z", "size": 0,
			"digest": fmt.Sprintf("%x", sha256.Sum256([]byte(name))), "details": ollamaDetails}
	}
	writeJSON(w, http.StatusOK, nil, map[string]any{"models": models})
}

// ollamaShow serves Ollama's POST /api/show for any model ("model", or the
// older "name"): its details and every capability, since every model is
// answered alike.
func (h *handler) ollamaShow(w http.ResponseWriter, r *http.Request) {
	c := ollamaChatCodec{}
	body, ok := h.read(w, r, c)
	if !ok {
		return
	}
	var in struct{ Model, Name string }
	if err := unmarshal(body, &in); err != nil || in.Model+in.Name == "" {
		h.fail(w, c, &failure{Status: http.StatusBadRequest, Message: "mockllm: decode request: want a model name"})
		return
	}
	writeJSON(w, http.StatusOK, nil, map[string]any{"modelfile": "", "parameters": "", "template": "{{ .Prompt }}",
		"details": ollamaDetails, "model_info": map[string]any{"general.architecture": "mockllm"},
		"capabilities": []string{"completion", "tools", "vision", "embedding"}, "modified_at": "1970-01-01T00:00:00Z"})
}

// ollamaVersion serves Ollama's GET /api/version.
func (h *handler) ollamaVersion(w http.ResponseWriter, r *http.Request) {
	writeJSON(w, http.StatusOK, nil, map[string]string{"version": OllamaVersion})
}
