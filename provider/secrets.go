package provider

import (
	"bytes"
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
)

// secretPatterns are the API-key shapes a fixture may never hold, most
// specific first so the message names the right kind.
var secretPatterns = []struct {
	kind string
	re   *regexp.Regexp
}{
	{"an Anthropic API key (sk-ant-…)", regexp.MustCompile(`\bsk-ant-[A-Za-z0-9_-]{20,}`)},
	{"an OpenAI-style API key (sk-…)", regexp.MustCompile(`\bsk-[A-Za-z0-9_-]{20,}`)},
	{"a Google API key (AIza…)", regexp.MustCompile(`\bAIza[0-9A-Za-z_-]{35}`)},
	{"an AWS access key id (AKIA…)", regexp.MustCompile(`\bAKIA[0-9A-Z]{16}\b`)},
	{"a bearer token (Bearer …)", regexp.MustCompile(`\bBearer\s+[A-Za-z0-9._~+/-]{16,}`)},
}

// secretKind returns the kind of API key s holds, or "".
func secretKind(s string) string {
	for _, p := range secretPatterns {
		if p.re.MatchString(s) {
			return p.kind
		}
	}
	return ""
}

// checkSecrets refuses a fixture holding an API-key-shaped string anywhere,
// naming the field (never the secret) in an error wrapping [ErrSecret].
func checkSecrets(f *Fixture) error {
	fields := []struct{ name, value string }{
		{"tag", f.Tag}, {"provider", f.Provider}, {"model", f.Model},
		{"finish_reason", f.FinishReason}, {"request.system", f.Request.System},
	}
	for i, p := range f.Request.Parts {
		fields = append(fields, struct{ name, value string }{fmt.Sprintf("request.parts[%d].text", i), p.Text})
		fields = append(fields, struct{ name, value string }{fmt.Sprintf("request.parts[%d].mime", i), p.MIME})
	}
	for _, fl := range fields {
		if kind := secretKind(fl.value); kind != "" {
			return secretError(f, fl.name, kind)
		}
	}
	for _, doc := range []struct {
		name string
		raw  json.RawMessage
	}{{"request.schema", f.Request.Schema}, {"data", f.Data}} {
		if ptr, kind := secretInJSON(doc.raw); kind != "" {
			return secretError(f, doc.name+ptr, kind)
		}
	}
	return nil
}

func secretError(f *Fixture, field, kind string) error {
	return fmt.Errorf("write fixture %s: %w: %s holds %s", f.Tag, ErrSecret, field, kind)
}

// secretInJSON returns the JSON pointer of the first string (member name or
// value) in raw that holds an API key, and the key's kind.
func secretInJSON(raw json.RawMessage) (ptr, kind string) {
	var v any
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	if dec.Decode(&v) != nil {
		return "", secretKind(string(raw))
	}
	return findSecret("", v)
}

func findSecret(ptr string, v any) (string, string) {
	switch v := v.(type) {
	case string:
		if kind := secretKind(v); kind != "" {
			return ptr, kind
		}
	case []any:
		for i, e := range v {
			if p, kind := findSecret(fmt.Sprintf("%s/%d", ptr, i), e); kind != "" {
				return p, kind
			}
		}
	case map[string]any:
		keys := make([]string, 0, len(v))
		for k := range v {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		for _, k := range keys {
			p := ptr + "/" + pointerToken.Replace(k)
			if kind := secretKind(k); kind != "" {
				return p, kind
			}
			if p, kind := findSecret(p, v[k]); kind != "" {
				return p, kind
			}
		}
	}
	return "", ""
}
