package mockllm

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/scriptorium/scriptorium/provider"
)

// CannedKey returns the canned-answer key of a Chat Completions request
// body: DocsGPT's request digest (see "Canned answers" in the package doc).
// It fails only on a body that is not a JSON object.
func CannedKey(body []byte) (string, error) {
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.UseNumber()
	var in map[string]any
	var te *json.UnmarshalTypeError
	switch err := dec.Decode(&in); {
	case errors.As(err, &te):
		return "", typeMismatch("", "", "an object", withArticle(te.Value))
	case err != nil:
		return "", badRequest("canned key: %v", err)
	case in == nil:
		return "", typeMismatch("", "", "an object", "null")
	}
	messages := []any{}
	list, _ := in["messages"].([]any)
	for _, m := range list {
		msg, ok := m.(map[string]any)
		if !ok {
			continue
		}
		kept := map[string]any{"role": msg["role"], "content": msg["content"]}
		for _, k := range []string{"name", "tool_call_id", "tool_calls"} {
			if v, ok := msg[k]; ok {
				kept[k] = v
			}
		}
		messages = append(messages, kept)
	}
	var buf bytes.Buffer
	writePython(&buf, map[string]any{"model": in["model"], "messages": messages, "tool_choice": in["tool_choice"]})
	sum := sha256.Sum256(buf.Bytes())
	return hex.EncodeToString(sum[:]), nil
}

// writePython writes v (as decoded with UseNumber) the way Python's
// json.dumps(v, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
// does after json.loads: members sorted by code point, strings with only
// '"', '\\' and control characters escaped, integers as written and other
// numbers as Python's repr of the float.
func writePython(buf *bytes.Buffer, v any) {
	switch v := v.(type) {
	case nil:
		buf.WriteString("null")
	case bool:
		buf.WriteString(strconv.FormatBool(v))
	case json.Number:
		buf.WriteString(pythonNumber(string(v)))
	case string:
		writePythonString(buf, v)
	case []any:
		buf.WriteByte('[')
		for i, e := range v {
			if i > 0 {
				buf.WriteByte(',')
			}
			writePython(buf, e)
		}
		buf.WriteByte(']')
	case map[string]any:
		keys := slices.Sorted(maps.Keys(v))
		buf.WriteByte('{')
		for i, k := range keys {
			if i > 0 {
				buf.WriteByte(',')
			}
			writePythonString(buf, k)
			buf.WriteByte(':')
			writePython(buf, v[k])
		}
		buf.WriteByte('}')
	}
}

// writePythonString writes s as Python's json module does with
// ensure_ascii=False.
func writePythonString(buf *bytes.Buffer, s string) {
	buf.WriteByte('"')
	for _, r := range s {
		switch {
		case r == '"' || r == '\\':
			buf.WriteByte('\\')
			buf.WriteRune(r)
		case r == '\n':
			buf.WriteString(`\n`)
		case r == '\r':
			buf.WriteString(`\r`)
		case r == '\t':
			buf.WriteString(`\t`)
		case r == '\b':
			buf.WriteString(`\b`)
		case r == '\f':
			buf.WriteString(`\f`)
		case r < 0x20:
			fmt.Fprintf(buf, `\u%04x`, r)
		default:
			buf.WriteRune(r)
		}
	}
	buf.WriteByte('"')
}

// pythonNumber spells a JSON number literal as Python writes the value
// json.loads makes of it: an integer exactly ("-0" as "0"), anything with a
// fraction or exponent as the repr of the float (1.0, 1e-05, 1e+16,
// Infinity).
func pythonNumber(lit string) string {
	if !strings.ContainsAny(lit, ".eE") {
		if strings.Trim(lit, "-0") == "" {
			return "0"
		}
		return lit
	}
	f, _ := strconv.ParseFloat(lit, 64) // a range error leaves ±Inf, as Python
	switch {
	case math.IsInf(f, 0):
		return map[bool]string{true: "-Infinity", false: "Infinity"}[f < 0]
	case f == 0:
		return map[bool]string{true: "-0.0", false: "0.0"}[math.Signbit(f)]
	}
	sign := ""
	if f < 0 {
		sign, f = "-", -f
	}
	e := strconv.FormatFloat(f, 'e', -1, 64) // d.ddde±XX, shortest digits
	mant, exp, _ := strings.Cut(e, "e")
	decpt, _ := strconv.Atoi(exp)
	decpt++ // digits d1d2… are worth 0.d1d2… × 10^decpt
	if decpt <= -4 || decpt > 16 {
		return sign + e
	}
	digits := strings.Replace(mant, ".", "", 1)
	switch {
	case decpt <= 0:
		return sign + "0." + strings.Repeat("0", -decpt) + digits
	case decpt >= len(digits):
		return sign + digits + strings.Repeat("0", decpt-len(digits)) + ".0"
	}
	return sign + digits[:decpt] + "." + digits[decpt:]
}

// cannedFile is a canned answer file. The comment, description and digest
// are notes for people (DocsGPT's fixtures carry them) and are not read.
type cannedFile struct {
	Comment       string `json:"_comment"`
	Description   string `json:"description"`
	RequestDigest string `json:"request_digest"`
	Response      struct {
		Content   string `json:"content"`
		ToolCalls []struct {
			ID       string `json:"id"`
			Type     string `json:"type"`
			Function struct {
				Name      string          `json:"name"`
				Arguments json.RawMessage `json:"arguments"`
			} `json:"function"`
		} `json:"tool_calls"`
		FinishReason string `json:"finish_reason"`
		Usage        struct {
			PromptTokens     int `json:"prompt_tokens"`
			CompletionTokens int `json:"completion_tokens"`
			TotalTokens      int `json:"total_tokens"` // recomputed, never read
		} `json:"usage"`
	} `json:"response"`
}

// cannedStore reads canned answers from a directory. A file is parsed once
// and read again when its modification time or size changes, so an edited
// answer is served without a restart.
type cannedStore struct {
	dir   string
	cache sync.Map // key → *cannedAnswer
}

// cannedAnswer is a parsed canned answer and the file state it was read at.
type cannedAnswer struct {
	text    string
	calls   []toolCall
	finish  string
	usage   provider.Usage
	modTime time.Time
	size    int64
}

// lookup returns the canned answer for key; ok is false when there is none.
// Errors name the file by its base name only.
func (s *cannedStore) lookup(key string) (a *cannedAnswer, ok bool, err error) {
	base := key + ".json"
	info, err := os.Stat(filepath.Join(s.dir, base))
	if errors.Is(err, fs.ErrNotExist) {
		s.cache.Delete(key)
		return nil, false, nil
	} else if err != nil {
		return nil, false, fmt.Errorf("read canned answer %s: %w", base, errors.Unwrap(err))
	}
	if v, hit := s.cache.Load(key); hit {
		if a = v.(*cannedAnswer); a.modTime.Equal(info.ModTime()) && a.size == info.Size() {
			return a, true, nil
		}
	}
	data, err := os.ReadFile(filepath.Join(s.dir, base))
	if err != nil {
		return nil, false, fmt.Errorf("read canned answer %s: %w", base, errors.Unwrap(err))
	}
	if a, err = parseCanned(data); err != nil {
		return nil, false, fmt.Errorf("read canned answer %s: %w", base, err)
	}
	a.modTime, a.size = info.ModTime(), info.Size()
	s.cache.Store(key, a)
	return a, true, nil
}

// parseCanned parses a canned answer file, refusing a member the format
// does not have (by name) and content after the object.
func parseCanned(data []byte) (*cannedAnswer, error) {
	var f cannedFile
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&f); err != nil {
		return nil, err
	}
	if dec.More() {
		return nil, errors.New("content after the answer object")
	}
	r := f.Response
	a := &cannedAnswer{text: r.Content, finish: r.FinishReason,
		usage: provider.Usage{InputTokens: r.Usage.PromptTokens, OutputTokens: r.Usage.CompletionTokens}}
	for _, tc := range r.ToolCalls {
		args := tc.Function.Arguments
		var text string
		if json.Unmarshal(args, &text) == nil {
			args = json.RawMessage(text)
		}
		if !json.Valid(args) {
			return nil, fmt.Errorf("tool call %s: arguments are not JSON", tc.Function.Name)
		}
		a.calls = append(a.calls, toolCall{ID: tc.ID, Name: tc.Function.Name, Args: compact(args)})
	}
	return a, nil
}

// answer is the reply for cl, ids derived from its canned key except
// recorded tool call ids, which are kept.
func (c *cannedAnswer) answer(cl *call, key string) *answer {
	a := &answer{Text: c.text, ToolCalls: append([]toolCall(nil), c.calls...), Finish: c.finish, Usage: c.usage}
	ids := make([]string, len(a.ToolCalls))
	for i, tc := range a.ToolCalls {
		ids[i] = tc.ID
	}
	a.complete(cl, key)
	for i, id := range ids {
		if id != "" {
			a.ToolCalls[i].ID = id
		}
	}
	return a
}
