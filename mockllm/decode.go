package mockllm

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"net/http"
	"strings"

	"github.com/scriptorium/scriptorium/provider"
)

// metadataTag is the metadata (or Gemini label) key that names the tag when
// the X-Fixture-Tag header is absent.
const metadataTag = "fixture_tag"

// unmarshal decodes body into v, wrapping any error in ErrBadRequest.
func unmarshal(body []byte, v any) error {
	if err := json.Unmarshal(body, v); err != nil {
		return badRequest("%v", err)
	}
	return nil
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
func dataURLPart(url string) (provider.Part, error) {
	rest, ok := strings.CutPrefix(url, "data:")
	if !ok {
		return provider.Part{}, badRequest("image url %.40q: only data URLs are served, the mock never fetches", url)
	}
	meta, data, ok := strings.Cut(rest, ",")
	mime, isBase64 := strings.CutSuffix(meta, ";base64")
	if !ok || !isBase64 || mime == "" {
		return provider.Part{}, badRequest("image url %.40q: want data:<mime>;base64,<data>", url)
	}
	return base64Part(mime, data)
}

// base64Part decodes standard base64 (padded or not) into an image part.
func base64Part(mime, data string) (provider.Part, error) {
	raw, err := base64.StdEncoding.DecodeString(data)
	if err != nil {
		raw, err = base64.RawStdEncoding.DecodeString(data)
	}
	if err != nil {
		return provider.Part{}, badRequest("image data of type %s: %v", mime, err)
	}
	return provider.ImagePart(mime, raw), nil
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
		if err := json.Unmarshal(raw, &s); err != nil {
			return "", nil, badRequest("%s: %v", what, err)
		}
		return s, nil, nil
	}
	var parts []P
	if err := json.Unmarshal(raw, &parts); err != nil {
		return "", nil, badRequest("%s: %v", what, err)
	}
	return "", parts, nil
}

// schemaOf returns a schema unless it is absent or JSON null.
func schemaOf(raw json.RawMessage) json.RawMessage {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || string(raw) == "null" {
		return nil
	}
	return raw
}
