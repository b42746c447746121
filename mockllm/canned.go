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

// cannedStore reads canned answers from a directory, caching each file.
type cannedStore struct {
	dir   string
	cache sync.Map // key → *cannedAnswer
}

// cannedAnswer is a parsed canned answer.
type cannedAnswer struct {
	text   string
	calls  []toolCall
	finish string
	usage  provider.Usage
}

// lookup returns the canned answer for key; ok is false when there is none.
func (s *cannedStore) lookup(key string) (a *cannedAnswer, ok bool, err error) {
	if v, hit := s.cache.Load(key); hit {
		return v.(*cannedAnswer), true, nil
	}
	name := filepath.Join(s.dir, key+".json")
	data, err := os.ReadFile(name)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, false, nil
	} else if err != nil {
		return nil, false, fmt.Errorf("read canned answer: %w", err)
	}
	if a, err = parseCanned(data); err != nil {
		return nil, false, fmt.Errorf("read canned answer %s: %w", name, err)
	}
	s.cache.Store(key, a)
	return a, true, nil
}

// parseCanned parses a canned answer file.
func parseCanned(data []byte) (*cannedAnswer, error) {
	var f cannedFile
	if err := json.Unmarshal(data, &f); err != nil {
		return nil, err
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
