package provider

import (
	"bytes"
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"strings"
)

// secretPatterns are the credential shapes a fixture may never hold, most
// specific first so the message names the right kind. The prefixes and
// lengths are the issuers' documented token formats (GitHub's "ghp_" and
// "github_pat_", Slack's "xox?-", Google's "AIza" and "ya29.", AWS access
// key ids "AKIA"/"ASIA"); an AWS secret access key, forty base64 characters
// with no prefix of its own, is recognised only after its name
// (aws_secret_access_key, SecretAccessKey, ...), as in a credentials file
// or an environment listing.
var secretPatterns = []struct {
	kind string
	re   *regexp.Regexp
	// anyOf lists strings one of which every match holds (in lower case
	// for a case-insensitive pattern), so most texts are cleared by a
	// substring search without running the pattern.
	anyOf []string
}{
	{"an Anthropic API key (sk-ant-…)", regexp.MustCompile(`\bsk-ant-[A-Za-z0-9_-]{20,}`), []string{"sk-ant-"}},
	{"an OpenAI-style API key (sk-…)", regexp.MustCompile(`\bsk-[A-Za-z0-9_-]{20,}`), []string{"sk-"}},
	{"a GitHub token (ghp_…, github_pat_…)", regexp.MustCompile(`\b(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{30,})`), []string{"gh", "github_pat_"}},
	{"a Hugging Face token (hf_…)", regexp.MustCompile(`\bhf_[A-Za-z0-9]{30,}`), []string{"hf_"}},
	{"a Groq API key (gsk_…)", regexp.MustCompile(`\bgsk_[A-Za-z0-9]{40,}`), []string{"gsk_"}},
	{"an xAI API key (xai-…)", regexp.MustCompile(`\bxai-[A-Za-z0-9]{40,}`), []string{"xai-"}},
	{"a Slack token (xox…-)", regexp.MustCompile(`\b(?:xox[abeoprs]|xapp)-[0-9A-Za-z-]{10,}`), []string{"xox", "xapp-"}},
	{"a Google API key (AIza…)", regexp.MustCompile(`\bAIza[0-9A-Za-z_-]{35}`), []string{"AIza"}},
	{"a Google OAuth access token (ya29.…)", regexp.MustCompile(`\bya29\.[0-9A-Za-z_-]{20,}`), []string{"ya29."}},
	{"a JSON Web Token (eyJ….eyJ….…)", regexp.MustCompile(`\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}`), []string{"eyJ"}},
	{"an AWS access key id (AKIA…, ASIA…)", regexp.MustCompile(`\b(?:AKIA|ASIA)[0-9A-Z]{16}\b`), []string{"AKIA", "ASIA"}},
	{"an AWS secret access key", regexp.MustCompile(`(?i)(?:aws_?secret_?access_?key|secret_?access_?key|aws_?secret_?key)["']?\s*[:=]\s*["']?[A-Za-z0-9/+]{40}(?:[^A-Za-z0-9/+]|$)`), []string{"secret"}},
	{"a bearer token (Bearer …)", regexp.MustCompile(`\bBearer\s+[A-Za-z0-9._~+/-]{16,}`), []string{"Bearer"}},
}

// mayMatch reports whether pattern i of secretPatterns may match s: whether
// s holds one of its anyOf strings, in any case for a case-insensitive
// pattern.
func mayMatch(i int, s string) bool {
	fold := strings.HasPrefix(secretPatterns[i].re.String(), "(?i)")
	for _, lit := range secretPatterns[i].anyOf {
		if fold && containsFold(s, lit) || !fold && strings.Contains(s, lit) {
			return true
		}
	}
	return false
}

// containsFold reports whether s holds lit, a string of lower-case ASCII
// letters, in any case (strings.EqualFold), as strings.ToLower(s) would
// hold lit, without the lower-case copy of s: each place s holds lit's
// first letter in either case is compared.
func containsFold(s, lit string) bool {
	first := [2]byte{lit[0], lit[0] - 'a' + 'A'}
	next := [2]int{strings.IndexByte(s, first[0]), strings.IndexByte(s, first[1])}
	for next[0] >= 0 || next[1] >= 0 {
		k := 0
		if next[0] < 0 || next[1] >= 0 && next[1] < next[0] {
			k = 1
		}
		at := next[k]
		if at+len(lit) > len(s) {
			return false
		}
		if strings.EqualFold(s[at:at+len(lit)], lit) {
			return true
		}
		if n := strings.IndexByte(s[at+1:], first[k]); n >= 0 {
			next[k] = at + 1 + n
		} else {
			next[k] = -1
		}
	}
	return false
}

// secretKind returns the kind of credential s holds, or "".
func secretKind(s string) string {
	for i, p := range secretPatterns {
		if mayMatch(i, s) && p.re.MatchString(s) {
			return p.kind
		}
	}
	return ""
}

// RedactSecrets returns s with every credential-shaped string replaced by
// "[redacted KIND]", for messages and logs that must not repeat a key.
func RedactSecrets(s string) string {
	for i, p := range secretPatterns {
		if mayMatch(i, s) && p.re.MatchString(s) {
			s = p.re.ReplaceAllLiteralString(s, "[redacted "+p.kind+"]")
		}
	}
	return s
}

// checkSecrets refuses a fixture holding a credential-shaped string
// anywhere, naming the field (never the secret) in an error wrapping
// [ErrSecret].
func checkSecrets(f *Fixture) error {
	fields := []struct{ name, value string }{
		{"provider", f.Provider}, {"model", f.Model}, {"finish_reason", f.FinishReason},
	}
	for _, fl := range fields {
		if kind := secretKind(fl.value); kind != "" {
			return secretError(f, fl.name, kind)
		}
	}
	if field, kind := requestSecret(f.Request, "request."); kind != "" {
		return secretError(f, field, kind)
	}
	for _, doc := range []struct {
		name string
		raw  json.RawMessage
	}{{"data", f.Data}, {"tool_calls", marshalOrNil(f.ToolCalls)}, {"next", marshalOrNil(f.Next)}} {
		if ptr, kind := secretInJSON(doc.raw); kind != "" {
			return secretError(f, doc.name+ptr, kind)
		}
	}
	return nil
}

// requestSecret returns the field of c (named with prefix, the tag without
// it) holding a credential-shaped string and the credential's kind, or two
// empty strings.
func requestSecret(c *CanonicalRequest, prefix string) (field, kind string) {
	fields := []struct{ name, value string }{{"tag", c.Tag}, {prefix + "system", c.System}}
	for i, p := range c.Parts {
		fields = append(fields, struct{ name, value string }{fmt.Sprintf("%sparts[%d].text", prefix, i), p.Text},
			struct{ name, value string }{fmt.Sprintf("%sparts[%d].mime", prefix, i), p.MIME})
	}
	for _, fl := range fields {
		if kind := secretKind(fl.value); kind != "" {
			return fl.name, kind
		}
	}
	if ptr, kind := secretInJSON(c.Schema); kind != "" {
		return prefix + "schema" + ptr, kind
	}
	if c.Conversation != nil {
		if ptr, kind := secretInJSON(marshalOrNil(c.Conversation)); kind != "" {
			return prefix + "conversation" + ptr, kind
		}
	}
	return "", ""
}

// checkRequestSecrets refuses a request holding a credential-shaped string,
// before it is sent anywhere to be recorded, in an error wrapping
// [ErrSecret] that names the field and never repeats the secret.
func checkRequestSecrets(req *Request) error {
	field, kind := requestSecret(Canonical(req), "request.")
	if kind == "" {
		return nil
	}
	return fmt.Errorf("record %s: %w: %s holds %s; the live provider was not asked", RedactSecrets(req.Tag), ErrSecret, field, kind)
}

func secretError(f *Fixture, field, kind string) error {
	return fmt.Errorf("write fixture %s: %w: %s holds %s", RedactSecrets(f.Tag), ErrSecret, field, kind)
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

// marshalOrNil is v as JSON, or nil when it cannot be marshaled (fields
// holding invalid JSON are refused before this by verify).
func marshalOrNil(v any) json.RawMessage {
	raw, err := json.Marshal(v)
	if err != nil {
		return nil
	}
	return raw
}
