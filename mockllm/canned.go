package mockllm

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sync"
	"time"

	"github.com/gowebpki/jcs"

	"github.com/scriptorium/scriptorium/provider"
)

// chatKey is what CannedKey hashes.
type chatKey struct {
	Model      string          `json:"model"`
	Messages   []chatMessage   `json:"messages"`
	ToolChoice json.RawMessage `json:"tool_choice"`
}

// CannedKey returns the canned-answer key of a Chat Completions request
// body (see "Canned answers" in the package doc). It fails on a body that is not a JSON
// object with the members' expected types.
func CannedKey(body []byte) (string, error) {
	var in chatRequest
	if err := unmarshal(body, &in); err != nil {
		return "", err
	}
	return chatKeyOf(&in).key()
}

// chatKeyOf picks the keyed members of a request.
func chatKeyOf(in *chatRequest) *chatKey {
	k := &chatKey{Model: in.Model, Messages: in.Messages, ToolChoice: in.ToolChoice}
	if len(bytes.TrimSpace(k.ToolChoice)) == 0 {
		k.ToolChoice = json.RawMessage("null")
	}
	return k
}

// key is the hex SHA-256 of k's JCS form.
func (k *chatKey) key() (string, error) {
	raw, err := json.Marshal(k)
	if err == nil {
		raw, err = jcs.Transform(raw)
	}
	if err != nil {
		return "", badRequest("canned key: %v", err)
	}
	sum := sha256.Sum256(raw)
	return hex.EncodeToString(sum[:]), nil
}

// cannedFile is a canned answer file.
type cannedFile struct {
	Response struct {
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
